package folio_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio"
	"github.com/foliodocs/folio/internal/browsertest"
	"github.com/foliodocs/folio/internal/cli"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/sitehttp"
)

// Folio's own documentation (docs/) is the first thing a user reads and the
// demo project of folio serve: it must validate strictly and build
// without a warning, and read well in a browser.

// runFolio runs the folio command line in this process.
func runFolio(t *testing.T, args ...string) (int, string) {
	t.Helper()
	var out bytes.Buffer
	code := cli.Main(t.Context(), args, cli.Env{
		Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out,
		Environ: []string{"NO_COLOR=1", "HOME=" + t.TempDir()}, Docs: folio.Docs(),
	})
	return code, out.String()
}

func TestDocsValidateStrict(t *testing.T) {
	if code, out := runFolio(t, "validate", "--strict", "docs"); code != 0 {
		t.Fatalf("folio validate --strict docs exited %d:\n%s", code, out)
	}
}

func TestDocsBuildHasNoWarnings(t *testing.T) {
	outDir := filepath.Join(t.TempDir(), "out")
	code, out := runFolio(t, "build", "docs", "-o", outDir, "--format", "json")
	if code != 0 {
		t.Fatalf("folio build docs exited %d:\n%s", code, out)
	}
	var r struct {
		Pages    int               `json:"pages"`
		Errors   []json.RawMessage `json:"errors"`
		Warnings []json.RawMessage `json:"warnings"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("build report: %v\n%s", err, out)
	}
	if len(r.Errors) > 0 || len(r.Warnings) > 0 {
		t.Fatalf("folio build docs: %d errors, %d warnings:\n%s", len(r.Errors), len(r.Warnings), out)
	}
	// Every tab's pages are built: the guides, the generated references
	// and the API pages generated from the service's own OpenAPI document.
	for _, f := range []string{"index.html", "quickstart/index.html", "reference/cli/index.html",
		"reference/diagnostics/index.html", "api-reference/introduction/index.html", "api-reference/jobs/create-a-job/index.html"} {
		if _, err := os.Stat(filepath.Join(outDir, f)); err != nil {
			t.Errorf("the build has no %s: %v", f, err)
		}
	}
}

// TestDocsEmbedded checks that the binary carries the documentation that
// folio serve makes the demo project from.
func TestDocsEmbedded(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("docs", "docs.json"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := folio.Docs().Open("docs.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := io.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("the embedded docs.json differs from docs/docs.json")
	}
}

// serveDocs builds docs/ in memory and serves it.
func serveDocs(t *testing.T) string {
	t.Helper()
	p, err := config.Load("docs")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	out, err := site.Build(t.Context(), p, site.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { out.Close() })
	if out.Diagnostics.Len() > 0 {
		t.Fatalf("building docs/: %v", out.Diagnostics.All()[0])
	}
	srv := httptest.NewServer(sitehttp.Handler(out))
	t.Cleanup(srv.Close)
	return srv.URL
}

// TestDocsBrowser reads the documentation as a newcomer does: the
// quickstart, the other tabs, a search.
func TestDocsBrowser(t *testing.T) {
	base := serveDocs(t)
	ctx, problems := browsertest.Start(t, 1280, 800)
	run := func(what string, actions ...chromedp.Action) {
		t.Helper()
		if err := chromedp.Run(ctx, actions...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	text := func(sel string) string {
		t.Helper()
		var s string
		run("read "+sel, chromedp.Text(sel, &s, chromedp.NodeVisible))
		return strings.Join(strings.Fields(s), " ")
	}
	run("open the quickstart", chromedp.Navigate(base+"/quickstart"), chromedp.WaitVisible(`.page-title`))
	if got := text(`.page-title`); got != "Quickstart" {
		t.Errorf("quickstart title = %q", got)
	}
	if got := text(`.nav-tabs-item[data-active]`); !strings.Contains(got, "Guides") {
		t.Errorf("active tab on the quickstart = %q, want Guides", got)
	}
	// The quickstart's first command is the README's.
	var code string
	run("first code block", chromedp.Text(`.prose pre`, &code, chromedp.NodeVisible))
	if !strings.Contains(code, "go run ./cmd/folio serve") {
		t.Errorf("the quickstart's first code block is %q", code)
	}

	// The Reference tab leads to its first page, the docs.json reference.
	run("Reference tab", chromedp.Click(`//a[contains(@class,"nav-tabs-item")][contains(normalize-space(.),"Reference")]`), chromedp.WaitVisible(`.page-title`))
	waitPath(t, ctx, "/reference/docs-json")
	if got := text(`.nav-tabs-item[data-active]`); !strings.Contains(got, "Reference") {
		t.Errorf("active tab = %q, want Reference", got)
	}

	// The API tab: its introduction, then an endpoint page generated from
	// the service's OpenAPI document.
	run("API tab", chromedp.Click(`//a[contains(@class,"nav-tabs-item")][contains(normalize-space(.),"API")]`), chromedp.WaitVisible(`.page-title`))
	waitPath(t, ctx, "/api-reference/introduction")
	run("an endpoint", chromedp.Click(`a[href="/api-reference/jobs/create-a-job"]`, chromedp.NodeVisible), chromedp.WaitVisible(`.page-title`))
	waitPath(t, ctx, "/api-reference/jobs/create-a-job")
	if got := text(`.page-title`); got != "Create a job" {
		t.Errorf("endpoint page title = %q", got)
	}

	// Search finds the guide about budgets from any page.
	var results []string
	run("search", chromedp.Click(`[data-search-open]`), chromedp.WaitVisible(`[data-search-input]`),
		chromedp.SendKeys(`[data-search-input]`, "budget"), chromedp.WaitVisible(`.search-result`),
		chromedp.Evaluate(`[...document.querySelectorAll(".search-result")].map(r => r.getAttribute("href") || r.querySelector("a")?.getAttribute("href") || "")`, &results))
	found := false
	for _, r := range results {
		if strings.HasPrefix(r, "/guides/agent-jobs") {
			found = true
		}
	}
	if !found || results[0] == "" {
		t.Fatalf("searching for budget finds %v, nothing in the agent jobs guides", results)
	}
	first, _, _ := strings.Cut(results[0], "#")
	run("open the first result", chromedp.KeyEvent("\r"))
	waitPath(t, ctx, first)
	if len(*problems) > 0 {
		t.Errorf("the pages raised script errors: %v", *problems)
	}
}

// waitPath waits for a navigation to reach path.
func waitPath(t *testing.T, ctx context.Context, path string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		var p string
		if err := chromedp.Run(ctx, chromedp.Evaluate(`location.pathname`, &p)); err != nil {
			t.Fatal(err)
		}
		if p == path {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("at %s, want %s", p, path)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
