package bench

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/content"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/testcorpus"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

// BenchmarkRender measures rendering pages — frontmatter, MDX parse,
// HTML, the Markdown version, the outline and search sections — one page
// at a time. Run with -cpu 1 for per-core figures. Targets: at least
// 10,000 plain Markdown pages/s and 3,000 component-heavy pages/s per
// core.
func BenchmarkRender(b *testing.B) {
	for _, set := range renderSets {
		b.Run(set.name, func(b *testing.B) {
			dir, keep := set.pages(b)
			benchRender(b, dir, keep)
		})
	}
}

// BenchmarkGoldmark converts the same pages with goldmark alone (GFM and
// footnotes, no MDX, no components, no highlighting, no Markdown version
// or search sections): the floor BenchmarkRender's figures compare with.
func BenchmarkGoldmark(b *testing.B) {
	md := goldmark.New(goldmark.WithExtensions(extension.GFM, extension.Footnote))
	for _, set := range renderSets {
		b.Run(set.name, func(b *testing.B) {
			dir, keep := set.pages(b)
			pages, size := readPages(b, dir, keep)
			b.ReportAllocs()
			b.SetBytes(size / int64(len(pages)))
			var out bytes.Buffer
			i := 0
			for b.Loop() {
				out.Reset()
				if err := md.Convert(pages[i%len(pages)].data, &out); err != nil {
					b.Fatal(err)
				}
				i++
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "pages/s")
		})
	}
}

// heavyTag finds a component's opening tag.
var heavyTag = regexp.MustCompile(`<[A-Z][A-Za-z.]*[\s/>]`)

// renderSets are the pages the render benchmarks read: a folder and which
// of its pages to keep (all when nil).
var renderSets = []struct {
	name  string
	pages func(b *testing.B) (string, func([]byte) bool)
}{
	{"generated-plain", func(b *testing.B) (string, func([]byte) bool) { return generatedMDX(b, 300, false), nil }},
	{"generated-components", func(b *testing.B) (string, func([]byte) bool) { return generatedMDX(b, 300, true), nil }},
	{"mintlify__docs", func(b *testing.B) (string, func([]byte) bool) {
		return filepath.Join(testcorpus.Dir(b), "mintlify__docs"), nil
	}},
	{"corpus-plain", func(b *testing.B) (string, func([]byte) bool) {
		// Corpus pages without a component tag.
		return filepath.Join(testcorpus.Dir(b), "mintlify__docs"), func(data []byte) bool {
			return !heavyTag.Match(data)
		}
	}},
	{"component-heavy", func(b *testing.B) (string, func([]byte) bool) {
		// Corpus pages with at least 15 component tags.
		return filepath.Join(testcorpus.Dir(b), "mintlify__docs"), func(data []byte) bool {
			return len(heavyTag.FindAllIndex(data, -1)) >= 15
		}
	}},
}

type benchPage struct {
	name string
	data []byte
}

// readPages reads the pages of dir that keep accepts, snippets left out,
// and their total size.
func readPages(b *testing.B, dir string, keep func([]byte) bool) ([]benchPage, int64) {
	var pages []benchPage
	var size int64
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".mdx" {
			return nil
		}
		rel, _ := filepath.Rel(dir, path)
		if strings.HasPrefix(rel, "snippets") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil || keep != nil && !keep(data) {
			return nil
		}
		pages = append(pages, benchPage{filepath.ToSlash(rel), data})
		size += int64(len(data))
		return nil
	})
	if len(pages) == 0 {
		b.Skip("no pages")
	}
	return pages, size
}

func benchRender(b *testing.B, dir string, keep func([]byte) bool) {
	pages, size := readPages(b, dir, keep)
	icons, err := icon.Load()
	if err != nil {
		b.Fatal(err)
	}
	opts := content.Options{Files: os.DirFS(dir), Icons: content.IconsFrom(icons), Code: codeblock.New(codeblock.Options{DarkSelector: ".dark"})}
	if p, err := config.Load(dir); err == nil {
		if p.Config != nil {
			opts.Variables = p.Config.Variables
		}
		p.Close()
	}
	r := content.New(opts)
	ctx := context.Background()
	// One warm pass: snippets parsed, code lexers compiled.
	for _, pg := range pages {
		r.Render(ctx, pg.name, pg.data)
	}
	b.ReportAllocs()
	b.SetBytes(size / int64(len(pages)))
	i := 0
	cpu := cpuTime()
	for b.Loop() {
		pg := pages[i%len(pages)]
		r.Render(ctx, pg.name, pg.data)
		i++
	}
	used := cpuTime() - cpu
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "pages/s")
	if used > 0 {
		// Processor time, garbage collection included, which other jobs
		// on a busy machine change less than the wall clock.
		b.ReportMetric(used*1e6/float64(b.N), "cpu-µs/op")
	}
	b.ReportMetric(float64(len(pages)), "distinct")
}

// generatedMDX returns a site of n pages made by gen-corpus.py, with a
// callout per page when components is set.
func generatedMDX(b *testing.B, n int, components bool) string {
	key := n
	if components {
		key = -n
	}
	if d, ok := generatedSites.Load(key); ok {
		return d.(string)
	}
	script := filepath.Join(testcorpus.Dir(b), "..", "tools", "gen-corpus.py")
	if _, err := os.Stat(script); err != nil {
		b.Skip("no gen-corpus.py next to the corpus")
	}
	dir, err := os.MkdirTemp("", "folio-bench-")
	if err != nil {
		b.Fatal(err)
	}
	out := filepath.Join(dir, "site")
	args := []string{script, "--pages", strconv.Itoa(n), "--out", out, "--format", "mdx"}
	if components {
		args = append(args, "--mintlify-components")
	}
	if msg, err := exec.Command("python3", args...).CombinedOutput(); err != nil {
		b.Skipf("gen-corpus.py: %v\n%s", err, msg)
	}
	generatedSites.Store(key, out)
	return out
}
