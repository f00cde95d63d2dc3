package site_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/search"
	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/sitehttp"
)

// fileServer serves a built site's files as a plain static server does:
// the file at the path, or the folder's index.html, as they are.
func fileServer(out *site.Output) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := path.Clean(r.URL.Path)
		f := out.Files[p]
		if f == nil {
			f = out.Files[strings.TrimSuffix(p, "/")+"/index.html"]
		}
		if f == nil {
			http.NotFound(w, r)
			return
		}
		data, err := out.Content(f)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", f.Type)
		w.Write(data)
	})
}

// jsResult is a result as search.js returns it.
type jsResult struct {
	Page, Score, Scope int
	Title, URL         string
	Sections           []struct{ Heading, URL, Snippet, Text string }
}

func describeGo(rs []search.ScopedResult) string {
	var b strings.Builder
	for _, r := range rs {
		fmt.Fprintf(&b, "%d %d %s %s\n", r.Page, r.Score, r.Title, r.URL)
		for _, s := range r.Sections {
			fmt.Fprintf(&b, "  %s %s | %s | %s\n", s.Heading, s.URL, s.Snippet, s.Text)
		}
	}
	return b.String()
}

func describeJS(rs []jsResult) string {
	var b strings.Builder
	for _, r := range rs {
		fmt.Fprintf(&b, "%d %d %s %s\n", r.Page, r.Score, r.Title, r.URL)
		for _, s := range r.Sections {
			fmt.Fprintf(&b, "  %s %s | %s | %s\n", s.Heading, s.URL, s.Snippet, s.Text)
		}
	}
	return b.String()
}

// TestBrowserSearchAgreement runs the ranking tables in Chromium on the
// static index, served by a plain file server, and checks that the
// browser's engine ranks exactly as the server's (the same results,
// scores, sections and snippets), and that a query loads a few small
// files of the index, never the whole of it.
func TestBrowserSearchAgreement(t *testing.T) {
	ctx, problems := browser(t, 1200, 800)
	for name, cases := range rankingTables {
		out := buildCorpus(t, name, site.Options{})
		srv := httptest.NewServer(fileServer(out))
		t.Cleanup(srv.Close)
		total := 0
		for k, f := range out.Files {
			if strings.HasPrefix(k, site.SearchIndexPath+"/") {
				total += len(f.Bytes())
			}
		}
		run(t, ctx, "open", chromedp.Navigate(srv.URL+"/404.html"))
		queries := append([]rankingCase{}, cases...)
		queries = append(queries, rankingCase{scope: cases[0].scope, query: "the"}, rankingCase{scope: cases[0].scope, query: "a"},
			rankingCase{scope: cases[0].scope, query: "zzzzqqq"}, rankingCase{scope: cases[0].scope, query: "conf"})
		for _, c := range queries {
			var got []jsResult
			var loaded struct {
				Bytes, Files int
				Outside      []string
			}
			js := fmt.Sprintf(`(async () => {
				performance.clearResourceTimings();
				const ix = new FolioSearch.Index(%q + "/" + %q, u => fetch(u).then(r => r.json()));
				const rs = await ix.search(%q, 10);
				return rs.map(r => ({page: r.page, score: r.score, title: r.title, url: r.url,
					sections: r.sections.map(s => ({heading: s.heading, url: s.url, snippet: s.snippet, text: s.text}))}));
			})()`, site.SearchIndexPath, c.scope, c.query)
			run(t, ctx, c.query, chromedp.Evaluate(js, &got, func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }))
			run(t, ctx, "transfer", chromedp.Evaluate(`(() => {
				const all = performance.getEntriesByType("resource").filter(e => !/[.](ico|svg|png)$/.test(new URL(e.name).pathname));
				const es = all.filter(e => new URL(e.name).pathname.startsWith("/_folio/index/"));
				return {bytes: es.reduce((n, e) => n + e.encodedBodySize, 0), files: es.length,
					outside: all.filter(e => !es.includes(e)).map(e => e.name)};
			})()`, &loaded))
			want := describeGo(out.Search(c.query, c.scope, 10))
			if g := describeJS(got); g != want {
				t.Errorf("%s %s %q: the browser ranks\n%s\nthe server\n%s", name, c.scope, c.query, g, want)
			}
			if len(loaded.Outside) > 0 {
				t.Errorf("%s %q loaded %v", name, c.query, loaded.Outside)
			}
			// A query loads the scope's list of leaves, a few leaves and
			// the results' fragments: a small part of the index.
			if loaded.Bytes > 250<<10 || loaded.Bytes*10 > total {
				t.Errorf("%s %q: %d bytes in %d files of an index of %d", name, c.query, loaded.Bytes, loaded.Files, total)
			}
			t.Logf("%s %s %q: %d bytes, %d files (index %d bytes)", name, c.scope, c.query, loaded.Bytes, loaded.Files, total)
		}
	}
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}

// TestBrowserSearchDialog types queries into the search dialog of an
// export served by a plain file server and of the same site served by
// folio's server (its search endpoint), and checks that both show the
// same first results; and that ?q= opens the dialog with the query.
func TestBrowserSearchDialog(t *testing.T) {
	ctx, problems := browser(t, 1200, 800)
	export := httptest.NewServer(fileServer(buildCorpus(t, "mintlify__docs", site.Options{})))
	t.Cleanup(export.Close)
	server := httptest.NewServer(sitehttp.Handler(buildCorpus(t, "mintlify__docs", site.Options{SearchServer: true})))
	t.Cleanup(server.Close)
	results := func(base, q string) []string {
		var hrefs []string
		run(t, ctx, "search "+q,
			chromedp.Navigate(base+"/quickstart?q="+strings.ReplaceAll(q, " ", "+")),
			chromedp.WaitVisible(".search-result", chromedp.ByQuery),
			chromedp.Evaluate(`[...document.querySelectorAll(".search-result > a")].map(a => new URL(a.href).pathname + new URL(a.href).hash)`, &hrefs))
		return hrefs
	}
	for _, q := range []string{"instalation", "GET /v2/agent", "custom domain"} {
		a, b := results(export.URL, q), results(server.URL, q)
		if strings.Join(a, " ") != strings.Join(b, " ") || len(a) == 0 {
			t.Errorf("%q: the export shows %v, the server %v", q, a, b)
		}
		if q == "instalation" {
			viewShot(t, ctx, "search-export")
		}
	}
	// The reader's language by default; all of them when asked.
	var langs []string
	run(t, ctx, "french",
		chromedp.Navigate(export.URL+"/fr/quickstart?q=quickstart"),
		chromedp.WaitVisible(".search-result", chromedp.ByQuery),
		chromedp.Evaluate(`[...document.querySelectorAll(".search-result > a")].map(a => new URL(a.href).pathname.split("/")[1])`, &langs))
	for _, l := range langs {
		if l != "fr" {
			t.Errorf("a French page's search shows /%s/ pages: %v", l, langs)
			break
		}
	}
	// The dialog the script drew: the search icon as the page draws it,
	// the placeholder, and the choice to search everything.
	var drawn struct {
		Label, Placeholder string
		Icon               bool
	}
	run(t, ctx, "dialog", chromedp.Evaluate(`({
		label: document.querySelector(".search-scope").textContent,
		placeholder: document.querySelector("[data-search-input]").placeholder,
		icon: (i => !!i && getComputedStyle(i).maskImage.startsWith("url(") && i.getBoundingClientRect().width > 0)(document.querySelector(".search-box > .ui-search"))})`, &drawn))
	if !strings.HasPrefix(drawn.Label, " Search all languages and versions, not only ") || drawn.Placeholder == "" || !drawn.Icon {
		t.Errorf("the search dialog drawn: %+v", drawn)
	}
	var crumbs []string
	run(t, ctx, "search all",
		chromedp.Click("[data-search-all]", chromedp.ByQuery),
		// The results change when every scope has answered.
		chromedp.Poll(`[...document.querySelectorAll(".search-result-crumb")].some(c => c.textContent.includes(" · "))`, nil,
			chromedp.WithPollingTimeout(20*time.Second)),
		chromedp.Evaluate(`[...document.querySelectorAll(".search-result-crumb")].map(c => c.textContent)`, &crumbs))
	viewShot(t, ctx, "search-all")
	// Each result names its language when they are all searched.
	labels := 0
	for _, c := range crumbs {
		for _, l := range []string{"English", "Français", "Español", "中文"} {
			if strings.Contains(c, l) {
				labels++
				break
			}
		}
	}
	if labels == 0 || labels != len(crumbs) {
		t.Errorf("searching all: crumbs %q", crumbs)
	}
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}

// viewShot saves what the window shows (FOLIO_SCREENSHOTS), not the
// whole page: the dialog is over its top.
func viewShot(t *testing.T, ctx context.Context, name string) {
	if screenshots == "" {
		return
	}
	var buf []byte
	if err := chromedp.Run(ctx, chromedp.CaptureScreenshot(&buf)); err != nil {
		t.Logf("screenshot %s: %v", name, err)
		return
	}
	os.MkdirAll(screenshots, 0o755)
	os.WriteFile(filepath.Join(screenshots, name+".png"), buf, 0o644)
}
