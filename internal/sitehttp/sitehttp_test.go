package sitehttp

import (
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/httpcompress"
	"github.com/foliodocs/folio/internal/site"
)

func serveSite(t *testing.T) (*httptest.Server, string) {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"docs.json": `{"theme":"mint","name":"H","colors":{"primary":"#2563EB"},
			"redirects":[{"source":"/old","destination":"/guide"},{"source":"/tmp","destination":"/guide","permanent":false}],
			"navigation":{"pages":["index","guide"]}}`,
		"index.mdx":      "---\ntitle: Home\n---\nHome.\n",
		"guide.mdx":      "---\ntitle: Guide\n---\nGuide text.\n",
		"images/pic.svg": `<svg xmlns="http://www.w3.org/2000/svg"/>`,
	}
	for name, data := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(data), 0o644)
	}
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	out, err := site.Build(context.Background(), p, site.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { out.Close() })
	srv := httptest.NewServer(Handler(out))
	t.Cleanup(srv.Close)
	return srv, dir
}

func do(t *testing.T, method, u string, header map[string]string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest(method, u, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

func TestHandler(t *testing.T) {
	srv, dir := serveSite(t)
	cases := []struct {
		method, path string
		header       map[string]string
		code         int
		want         string // in the body, or the Location
		cache        string
	}{
		{"GET", "/guide", nil, 200, "Guide text.", "no-cache"},
		{"GET", "/guide/", nil, 200, "Guide text.", "no-cache"},
		{"HEAD", "/guide", nil, 200, "", "no-cache"},
		{"GET", "/guide.md", map[string]string{"Range": "bytes=0-6"}, 206, "> ## Do", ""},
		{"GET", "/images/pic.svg", nil, 200, "<svg", "no-cache"},
		{"GET", "/old", nil, 308, "/guide", ""},
		{"GET", "/tmp", nil, 307, "/guide", ""},
		{"GET", "/missing", nil, 404, "Page not found", "no-cache"},
		{"GET", "/../../etc/passwd", nil, 404, "Page not found", ""},
		{"POST", "/guide", nil, 405, "method not allowed", ""},
	}
	for _, c := range cases {
		resp, body := do(t, c.method, srv.URL+c.path, c.header)
		got := body
		if loc := resp.Header.Get("Location"); loc != "" {
			got = loc
		}
		if resp.StatusCode != c.code || !strings.Contains(got, c.want) {
			t.Errorf("%s %s = %d %.60q, want %d with %q", c.method, c.path, resp.StatusCode, got, c.code, c.want)
		}
		if c.cache != "" && resp.Header.Get("Cache-Control") != c.cache {
			t.Errorf("%s %s: Cache-Control %q, want %q", c.method, c.path, resp.Header.Get("Cache-Control"), c.cache)
		}
		if c.method == "HEAD" && (body != "" || resp.ContentLength <= 0) {
			t.Errorf("HEAD: %d bytes of body, Content-Length %d", len(body), resp.ContentLength)
		}
	}
	// The fingerprinted assets may be cached for ever.
	_, home := do(t, "GET", srv.URL+"/", nil)
	i := strings.Index(home, `href="/_folio/site.`)
	css := home[i+6 : i+6+strings.IndexByte(home[i+6:], '"')]
	if resp, _ := do(t, "GET", srv.URL+css, nil); resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Cache-Control"), "immutable") {
		t.Errorf("GET %s: %d, Cache-Control %q", css, resp.StatusCode, resp.Header.Get("Cache-Control"))
	}
	// A file of the docs folder removed after the build is not found.
	os.Remove(filepath.Join(dir, "images", "pic.svg"))
	if resp, _ := do(t, "GET", srv.URL+"/images/pic.svg", nil); resp.StatusCode != 404 {
		t.Errorf("a removed file: %d", resp.StatusCode)
	}
}

// TestMarkdownNegotiation checks that a page's URL answers with its
// Markdown copy to a reader that prefers Markdown, with HTML to a browser,
// and that pages point to llms.txt in their headers.
func TestMarkdownNegotiation(t *testing.T) {
	srv, _ := serveSite(t)
	cases := []struct {
		path, accept string
		markdown     bool
	}{
		{"/guide", "", false},
		{"/guide", "*/*", false},
		{"/guide", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", false},
		{"/guide", "text/markdown", true},
		{"/guide", "text/plain", true},
		{"/guide", "text/markdown, text/html;q=0.5", true},
		{"/guide", "text/html, text/markdown;q=0.9", false},
		{"/guide", "text/*", false},
		{"/guide", "text/markdown;q=0, */*", false},
		{"/guide", "text/markdown;q=bogus", false},
		{"/", "text/markdown", true},
		{"/guide/", "TEXT/MARKDOWN", true},
	}
	for _, c := range cases {
		resp, body := do(t, "GET", srv.URL+c.path, map[string]string{"Accept": c.accept})
		isMD := strings.HasPrefix(resp.Header.Get("Content-Type"), "text/markdown")
		if resp.StatusCode != 200 || isMD != c.markdown {
			t.Errorf("GET %s Accept %q = %d %s, want Markdown %v", c.path, c.accept, resp.StatusCode, resp.Header.Get("Content-Type"), c.markdown)
		}
		if isMD && !strings.Contains(body, "> ## Documentation index") {
			t.Errorf("GET %s Accept %q: not the page's Markdown copy:\n%.200s", c.path, c.accept, body)
		}
		if !strings.Contains(resp.Header.Get("Vary"), "Accept") {
			t.Errorf("GET %s: Vary %q", c.path, resp.Header.Get("Vary"))
		}
		if resp.Header.Get("Link") != `</llms.txt>; rel="llms-txt"` || resp.Header.Get("X-Llms-Txt") != "/llms.txt" {
			t.Errorf("GET %s: Link %q, X-Llms-Txt %q", c.path, resp.Header.Get("Link"), resp.Header.Get("X-Llms-Txt"))
		}
	}
	// Not pages: no Markdown, no index headers.
	for _, path := range []string{"/images/pic.svg", "/missing", "/llms.txt"} {
		resp, _ := do(t, "GET", srv.URL+path, map[string]string{"Accept": "text/markdown"})
		if strings.HasPrefix(resp.Header.Get("Content-Type"), "text/markdown") || resp.Header.Get("X-Llms-Txt") != "" {
			t.Errorf("GET %s: %s, X-Llms-Txt %q", path, resp.Header.Get("Content-Type"), resp.Header.Get("X-Llms-Txt"))
		}
	}
	// The Markdown copy itself points to the index too.
	if resp, _ := do(t, "GET", srv.URL+"/guide.md", nil); resp.Header.Get("X-Llms-Txt") != "/llms.txt" {
		t.Errorf("GET /guide.md: X-Llms-Txt %q", resp.Header.Get("X-Llms-Txt"))
	}
}

// FuzzQuality checks that any Accept header reads without a panic, as a
// q value between 0 and 1.
func FuzzQuality(f *testing.F) {
	for _, s := range []string{"", "*/*", "text/markdown;q=0.9, text/html", "text/*;q=", ";;,,q=1", "text/html;q=NaN", "text/plain;Q=0.5;q=2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		for _, typ := range []string{"text/html", "text/markdown", "text/plain"} {
			if q := quality(v, typ); !(q >= 0 && q <= 1) {
				t.Fatalf("quality(%q, %s) = %v", v, typ, q)
			}
		}
		wantsMarkdown([]string{v})
	})
}

// TestCompression checks that every text file of a site answers in
// brotli or gzip when asked, in identity otherwise, always with Vary, and
// that what it sends decompresses to the file; and that a page's ETag
// answers If-None-Match with 304.
func TestCompression(t *testing.T) {
	srv, _ := serveSite(t)
	_, home := get(t, srv.URL+"/", "")
	i := strings.Index(home, `href="/_folio/site.`)
	css := home[i+6 : i+6+strings.IndexByte(home[i+6:], '"')]
	i = strings.Index(home, `src="/_folio/site.`)
	js := home[i+5 : i+5+strings.IndexByte(home[i+5:], '"')]
	for _, path := range []string{"/", "/guide", "/guide.md", css, js, "/sitemap.xml", "/llms.txt", "/llms-full.txt", "/images/pic.svg", "/nowhere"} {
		_, plain := get(t, srv.URL+path, "")
		for _, enc := range []string{"br", "gzip", "", "br;q=0, gzip", "gzip;q=0.5, br;q=0.9", "identity"} {
			resp, body := get(t, srv.URL+path, enc)
			want := httpcompress.Negotiate([]string{enc})
			if len(plain) < 256 {
				want = ""
			}
			if got := resp.Header.Get("Content-Encoding"); got != want {
				t.Errorf("%s with %q: Content-Encoding %q, want %q", path, enc, got, want)
			}
			if len(plain) >= 256 && !strings.Contains(strings.Join(resp.Header.Values("Vary"), ","), "Accept-Encoding") {
				t.Errorf("%s with %q: Vary %q", path, enc, resp.Header.Values("Vary"))
			}
			if got := decode(t, want, body); got != plain {
				t.Errorf("%s with %q: %d bytes decoded, want the %d of the file", path, enc, len(got), len(plain))
			}
		}
	}
	// Conditional requests: the ETag of each representation.
	for _, enc := range []string{"", "br", "gzip"} {
		resp, _ := get(t, srv.URL+"/guide", enc)
		etag := resp.Header.Get("ETag")
		if etag == "" {
			t.Fatalf("/guide with %q: no ETag", enc)
		}
		req, _ := http.NewRequest("GET", srv.URL+"/guide", nil)
		req.Header.Set("Accept-Encoding", enc)
		req.Header.Set("If-None-Match", etag)
		resp2, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		resp2.Body.Close()
		if resp2.StatusCode != http.StatusNotModified {
			t.Errorf("/guide with %q and If-None-Match %s: %d, want 304", enc, etag, resp2.StatusCode)
		}
		req.Header.Set("If-None-Match", `"other"`)
		if resp3, _ := http.DefaultTransport.RoundTrip(req); resp3.StatusCode != 200 {
			t.Errorf("/guide with another ETag: %d", resp3.StatusCode)
		}
	}
}

// get sends a GET with Accept-Encoding enc ("" for none) and returns the
// body as sent, not decompressed.
func get(t *testing.T, u, enc string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", u, nil)
	if enc != "" {
		req.Header.Set("Accept-Encoding", enc)
	}
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

func decode(t *testing.T, enc, body string) string {
	t.Helper()
	var r io.Reader
	switch enc {
	case "br":
		r = brotli.NewReader(strings.NewReader(body))
	case "gzip":
		zr, err := gzip.NewReader(strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	default:
		return body
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestSearchEndpoint checks the site's search endpoint: results as JSON,
// its errors, and the base path.
func TestSearchEndpoint(t *testing.T) {
	srv, _ := serveSite(t)
	resp, body := do(t, "GET", srv.URL+"/_folio/search?q=guide", nil)
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/json" ||
		!strings.Contains(body, `"title":"Guide","url":"/guide"`) || !strings.Contains(body, `"snippet":"\u003cmark\u003eGuide\u003c/mark\u003e text."`) {
		t.Errorf("search: %d %s", resp.StatusCode, body)
	}
	for _, c := range []struct{ query, want string }{
		{"", "give the words to look for in q"},
		{"q=guide&limit=0", "limit must be a number from 1 to 50"},
		{"q=guide&scope=mars", `there is no scope \"mars\"`},
	} {
		resp, body := do(t, "GET", srv.URL+"/_folio/search?"+c.query, nil)
		if resp.StatusCode != 400 || !strings.Contains(body, c.want) {
			t.Errorf("%q: %d %s", c.query, resp.StatusCode, body)
		}
	}
	if resp, body := do(t, "GET", srv.URL+"/_folio/search?q=zebra", nil); resp.StatusCode != 200 || !strings.Contains(body, `"results":[]`) {
		t.Errorf("no results: %d %s", resp.StatusCode, body)
	}
}
