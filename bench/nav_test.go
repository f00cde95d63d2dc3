package bench

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// BenchmarkResolve measures resolving the navigation of a loaded project,
// frontmatter of every page included (the configuration is loaded once,
// outside the timing). Targets: mintlify__docs (1,116 pages) < 30 ms; a
// generated 10,000-page site < 150 ms.
func BenchmarkResolve(b *testing.B) {
	b.Run("mintlify__docs", func(b *testing.B) {
		benchResolve(b, filepath.Join(testcorpus.Dir(b), "mintlify__docs"))
	})
	b.Run("generated-10k", func(b *testing.B) {
		benchResolve(b, generated(b, 10000))
	})
}

func benchResolve(b *testing.B, dir string) {
	p, err := config.Load(dir)
	if err != nil {
		b.Fatal(err)
	}
	defer p.Close()
	if p.Diagnostics.HasErrors() {
		b.Fatal(p.Diagnostics.Errors()[0].Message)
	}
	b.ReportAllocs()
	pages := 0
	for b.Loop() {
		site := nav.Build(b.Context(), p, nil)
		pages = len(site.Pages)
	}
	b.ReportMetric(float64(pages), "pages")
}

// generatedSites holds the folders of generated sites, by page count;
// TestMain removes them.
var generatedSites sync.Map

func TestMain(m *testing.M) {
	code := m.Run()
	generatedSites.Range(func(_, dir any) bool {
		os.RemoveAll(filepath.Dir(dir.(string)))
		return true
	})
	os.Exit(code)
}

// generated returns a site of n pages made by the shared corpus generator
// (../shared/tools/gen-corpus.py), created once per run.
func generated(b testing.TB, n int) string {
	if d, ok := generatedSites.Load(n); ok {
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
	cmd := exec.Command("python3", script, "--pages", strconv.Itoa(n), "--out", out, "--format", "mdx")
	if msg, err := cmd.CombinedOutput(); err != nil {
		b.Skipf("gen-corpus.py: %v\n%s", err, msg)
	}
	generatedSites.Store(n, out)
	return out
}
