package bench

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// BenchmarkBuild measures `folio build` in memory, without writing the
// files: loading, the navigation, every page rendered into the theme, the
// search index, sitemap and llms files.
func BenchmarkBuild(b *testing.B) {
	for _, name := range []string{"mintlify__docs", "Comfy-Org__docs"} {
		b.Run(name, func(b *testing.B) {
			benchBuild(b, filepath.Join(testcorpus.Dir(b), name))
		})
	}
	b.Run("generated-1k", func(b *testing.B) {
		benchBuild(b, generatedMDX(b, 1000, false))
	})
}

func benchBuild(b *testing.B, dir string) {
	b.ReportAllocs()
	var pages int
	for b.Loop() {
		p, err := config.Load(dir)
		if err != nil {
			b.Fatal(err)
		}
		out, err := site.Build(context.Background(), p, site.Options{})
		if err != nil {
			b.Fatal(err)
		}
		pages = out.Pages
		out.Close()
		p.Close()
	}
	b.ReportMetric(float64(pages)*float64(b.N)/b.Elapsed().Seconds(), "pages/s")
}
