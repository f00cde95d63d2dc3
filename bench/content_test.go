package bench

import (
	"bytes"
	"context"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
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
	for _, set := range append(slices.Clone(renderSets), corpusAll) {
		b.Run(set.name, func(b *testing.B) {
			benchRender(b, set.dirs(b), set.keep)
		})
	}
}

// corpusAll is every page of every corpus site, each rendered by its
// site's Renderer: the figure for real sites as a whole.
var corpusAll = renderSet{name: "corpus-all", dirs: func(b *testing.B) []string {
	var dirs []string
	for _, site := range testcorpus.Sites(b) {
		dirs = append(dirs, filepath.Join(testcorpus.Dir(b), site))
	}
	return dirs
}}

// shuffle puts pages in an order that mixes the sites, the same on
// every run, so that a benchmark that stops early still measures all
// of them.
func shuffle(pages []benchPage) {
	rng := rand.New(rand.NewPCG(1, 2))
	rng.Shuffle(len(pages), func(i, j int) { pages[i], pages[j] = pages[j], pages[i] })
}

// BenchmarkGoldmark converts the same pages with goldmark alone (GFM and
// footnotes, no MDX, no components, no highlighting, no Markdown version
// or search sections): the floor BenchmarkRender's figures compare with.
func BenchmarkGoldmark(b *testing.B) {
	md := goldmark.New(goldmark.WithExtensions(extension.GFM, extension.Footnote))
	sets := append(slices.Clone(renderSets), corpusAll)
	for _, set := range sets {
		b.Run(set.name, func(b *testing.B) {
			var pages []benchPage
			var size int64
			for _, dir := range set.dirs(b) {
				ps, n := readPages(b, dir, set.keep)
				pages, size = append(pages, ps...), size+n
			}
			shuffle(pages)
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

// renderSet is pages the render benchmarks read: the sites' folders,
// and which of their pages to keep (all when nil).
type renderSet struct {
	name string
	dirs func(b *testing.B) []string
	keep func([]byte) bool
}

func corpusSite(name string) func(b *testing.B) []string {
	return func(b *testing.B) []string { return []string{filepath.Join(testcorpus.Dir(b), name)} }
}

func generatedSet(components bool) func(b *testing.B) []string {
	return func(b *testing.B) []string { return []string{generatedMDX(b, 300, components)} }
}

var renderSets = []renderSet{
	{name: "generated-plain", dirs: generatedSet(false)},
	{name: "generated-components", dirs: generatedSet(true)},
	{name: "mintlify__docs", dirs: corpusSite("mintlify__docs")},
	// Corpus pages without a component tag.
	{name: "corpus-plain", dirs: corpusSite("mintlify__docs"), keep: func(data []byte) bool { return !heavyTag.Match(data) }},
	// Corpus pages with at least 15 component tags.
	{name: "component-heavy", dirs: corpusSite("mintlify__docs"), keep: func(data []byte) bool {
		return len(heavyTag.FindAllIndex(data, -1)) >= 15
	}},
}

type benchPage struct {
	name string
	data []byte
	r    *content.Renderer // the page's site's; set by benchRender
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
		pages = append(pages, benchPage{name: filepath.ToSlash(rel), data: data})
		size += int64(len(data))
		return nil
	})
	if len(pages) == 0 {
		b.Skip("no pages")
	}
	return pages, size
}

// benchRender renders the pages of the sites in dirs that keep accepts,
// one after another, each site's with a Renderer of its own.
func benchRender(b *testing.B, dirs []string, keep func([]byte) bool) {
	icons, err := icon.Load()
	if err != nil {
		b.Fatal(err)
	}
	code := codeblock.New(codeblock.Options{DarkSelector: ".dark"})
	var pages []benchPage
	var size int64
	for _, dir := range dirs {
		ps, n := readPages(b, dir, keep)
		opts := content.Options{Files: os.DirFS(dir), Icons: content.IconsFrom(icons), Code: code}
		if p, err := config.Load(dir); err == nil {
			if p.Config != nil {
				opts.Variables = p.Config.Variables
				if p.Config.Icons != nil {
					opts.IconLibrary = p.Config.Icons.Library
				}
			}
			p.Close()
		}
		r := content.New(opts)
		for i := range ps {
			ps[i].r = r
		}
		pages = append(pages, ps...)
		size += n
	}
	if len(dirs) > 1 {
		shuffle(pages)
	}
	ctx := context.Background()
	// One warm pass: snippets parsed, code lexers compiled.
	for _, pg := range pages {
		pg.r.Render(ctx, pg.name, pg.data)
	}
	b.ReportAllocs()
	b.SetBytes(size / int64(len(pages)))
	i := 0
	cpu := cpuTime()
	for b.Loop() {
		pg := pages[i%len(pages)]
		pg.r.Render(ctx, pg.name, pg.data)
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
