package bench

import (
	"context"
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/testcorpus"
)

var lexerSites = flag.String("lexer-sites", "upstash__docs,PrefectHQ__fastmcp,mintlify__docs", "BenchmarkLexers: the corpus sites to build, separated by commas")

// BenchmarkLexers builds corpus sites (by default the two with the most
// code, and mintlify__docs; -lexer-sites names others) in memory, as
// BenchmarkBuild does, with internal/codeblock's own lexers ("own", what sites get) and with
// chroma's lexers for every language ("chroma"): the whole-build value of
// the own lexers. Each build gets a new highlighter, so its cache starts
// empty as a `folio build`'s does. cpu-ms/op, the processor time of a
// build, is the figure to compare on a busy machine.
func BenchmarkLexers(b *testing.B) {
	for name := range strings.SplitSeq(*lexerSites, ",") {
		for _, chromaOnly := range []bool{false, true} {
			mode := "own"
			if chromaOnly {
				mode = "chroma"
			}
			b.Run(name+"/"+mode, func(b *testing.B) {
				dir := filepath.Join(testcorpus.Dir(b), name)
				light, dark := codeStyles(b, dir)
				b.ReportAllocs()
				cpu := cpuTime()
				for b.Loop() {
					p, err := config.Load(dir)
					if err != nil {
						b.Fatal(err)
					}
					code := codeblock.New(codeblock.Options{DarkSelector: ".dark", LightStyle: light, DarkStyle: dark, ChromaOnly: chromaOnly})
					out, err := site.Build(context.Background(), p, site.Options{Code: code})
					if err != nil {
						b.Fatal(err)
					}
					if out.Highlighter != code {
						b.Fatal("the site's code theme made the build use a highlighter of its own")
					}
					out.Close()
					p.Close()
				}
				if used := cpuTime() - cpu; used > 0 {
					b.ReportMetric(used*1000/float64(b.N), "cpu-ms/op")
				}
			})
		}
	}
}

// codeStyles returns the chroma styles a site's code is drawn with, for
// a highlighter the build will use rather than replace.
func codeStyles(b *testing.B, dir string) (light, dark string) {
	p, err := config.Load(dir)
	if err != nil {
		b.Fatal(err)
	}
	defer p.Close()
	out, err := site.Build(context.Background(), p, site.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer out.Close()
	return out.Highlighter.Styles()
}
