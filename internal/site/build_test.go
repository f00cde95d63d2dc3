package site

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/nav"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// buildSite writes the txtar site into a temporary folder and builds it.
func buildSite(t *testing.T, name string, opts Options) *Output {
	t.Helper()
	out, _ := buildSiteDir(t, name, opts)
	return out
}

// buildSiteDir is buildSite that also returns the folder.
func buildSiteDir(t *testing.T, name string, opts Options) (*Output, string) {
	t.Helper()
	return buildSiteFiles(t, name, nil, opts)
}

// buildSiteFiles is buildSiteDir with more files: by name in the docs
// folder, the file to copy there.
func buildSiteFiles(t *testing.T, name string, extra map[string]string, opts Options) (*Output, string) {
	t.Helper()
	ar, err := txtar.ParseFile(filepath.Join("testdata", "sites", name+".txtar"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for dst, src := range extra {
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		ar.Files = append(ar.Files, txtar.File{Name: dst, Data: data})
	}
	writeFiles(t, dir, ar.Files)
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	p.CheckFiles()
	if opts.Now == nil {
		opts.Now = func() time.Time { return time.Unix(0, 0) }
	}
	out, err := Build(context.Background(), p, opts)
	if err != nil {
		t.Fatal(err)
	}
	return out, dir
}

// buildDir builds the docs folder dir with opts (at time 0 unless opts
// says otherwise); the build must have no errors.
func buildDir(t *testing.T, dir string, opts Options) *Output {
	t.Helper()
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	if opts.Now == nil {
		opts.Now = func() time.Time { return time.Unix(0, 0) }
	}
	out, err := Build(context.Background(), p, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { out.Close() })
	if out.Diagnostics.HasErrors() {
		t.Fatalf("diagnostics: %v", out.Diagnostics.All())
	}
	return out
}

// writeFiles writes an archive's files into dir.
func writeFiles(t *testing.T, dir string, files []txtar.File) {
	t.Helper()
	for _, f := range files {
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func file(t *testing.T, out *Output, key string) string {
	t.Helper()
	f := out.Files[key]
	if f == nil {
		t.Fatalf("no file %s; have %v", key, out.sortedKeys())
	}
	return string(f.Bytes())
}

// TestBuildFiles checks the list of files a site builds to against a
// golden list.
func TestBuildFiles(t *testing.T) {
	for _, name := range []string{"tabs", "versions"} {
		t.Run(name, func(t *testing.T) {
			out := buildSite(t, name, Options{})
			if out.Diagnostics.HasErrors() {
				t.Fatalf("errors: %v", out.Diagnostics.Errors())
			}
			var lines []string
			for _, k := range out.sortedKeys() {
				typ := out.Files[k].Type
				if strings.HasPrefix(k, "/_folio/site.") {
					k = "/_folio/site.*" + filepath.Ext(k)
				}
				lines = append(lines, k+"  "+typ)
			}
			sort.Strings(lines)
			got := strings.Join(lines, "\n") + "\n"
			golden := filepath.Join("testdata", "files-"+name+".txt")
			if *update {
				os.WriteFile(golden, []byte(got), 0o644)
			}
			want, _ := os.ReadFile(golden)
			if got != string(want) {
				t.Errorf("files differ (-update to rewrite):\n--- got\n%s--- want\n%s", got, want)
			}
		})
	}
}

// TestPageParts checks that each navigation rule shows in the HTML.
func TestPageParts(t *testing.T) {
	out := buildSite(t, "tabs", Options{})
	start := file(t, out, "/guides/start/index.html")
	home := file(t, out, "/index.html")
	users := file(t, out, "/api/users/index.html")
	cases := []struct {
		name, page, want string
	}{
		{"title", start, `<h1 id="page-title" class="page-title">Getting started</h1>`},
		{"head title", start, `<title>Getting started - Acme</title>`},
		{"page tag", start, `<span class="page-tag">BETA</span>`},
		{"sidebar title", start, `aria-current="page" data-active="true">Start<span class="nav-tag">BETA</span></a>`},
		{"active page", start, `class="nav-link nav-link-active" href="/guides/start" aria-current="page"`},
		// Mintlify documents #sidebar-content li[data-active] for the active link.
		{"active item hook", start, `<li data-active="true"><a class="nav-link nav-link-active" href="/guides/start"`},
		{"breadcrumbs", start, `<ol class="breadcrumb-list"><li class="breadcrumb-item">Guides</li><li class="breadcrumb-item">Get started</li></ol>`},
		// As on Mintlify, the current tab links to its first page.
		{"active tab", start, `<a class="nav-tabs-item" href="/" aria-current="true" data-active>`},
		{"logo hook", start, `<img class="brand-logo brand-logo-light nav-logo"`},
		{"tab link", start, `href="https://acme.test/blog" target="_blank" rel="noreferrer"`},
		{"tab menu item", start, `<span class="menu-item-label">REST</span><span class="menu-item-description">The REST API</span>`},
		{"global anchor", start, `href="https://status.acme.test"`},
		{"group tag", start, `<span class="nav-tag">NEW</span>`},
		{"nested group closed", start, `<details class="nav-details" data-click="toggle">`},
		{"expanded group open", start, `<details class="nav-details" data-click="root" open>`},
		{"group root link", start, `<a class="nav-summary-link" href="/guides/opened">`},
		{"hidden page not listed", start, "!/guides/hidden\""},
		{"navbar link", start, `href="mailto:help@acme.test"`},
		{"navbar primary", start, `class="navbar-primary navbar-primary-button" href="https://dashboard.acme.test"`},
		{"banner", start, `<strong>New:</strong> read the <a href="/changelog">changelog</a>.`},
		{"banner dismiss", start, `data-banner-close`},
		{"footer column", start, `<p class="footer-header">Company</p>`},
		{"social", start, `aria-label="X"`},
		{"logo light", start, `src="/logo/light.svg"`},
		{"favicon", start, `<link rel="icon" href="/favicon.svg">`},
		{"canonical", start, `<link rel="canonical" href="https://docs.acme.test/guides/start">`},
		{"og image", start, `<meta property="og:image" content="https://acme.test/og.png">`},
		{"toc", start, `<a href="#install">Install</a>`},
		{"prev", start, `<a class="pager-link pager-prev" href="/" rel="prev">`},
		{"next", start, `<a class="pager-link pager-next" href="/guides/deep" rel="next">`},
		{"markdown link", start, `href="/guides/start.md"`},
		{"stylesheet", start, `<link rel="stylesheet" href="/_folio/site.`},
		{"colors", file(t, out, cssKey(out)), `:root{--folio-primary:#0D9373;--folio-primary-light:#07C983;--folio-primary-dark:#0D9373}`},
		{"dark primary", file(t, out, cssKey(out)), `.dark{--folio-primary:#07C983}`},
		{"api method badge", users, `<span class="method method-sm method-get">GET</span>`},
		{"api endpoint", users, `<code class="api-url"><span class="api-base" data-api-base>https://api.acme.test</span><span class="api-path">/users</span></code>`},
		{"api method", users, `<div class="api-endpoint" data-api-endpoint>
<span class="method method-get">GET</span>`},
		{"description", home, `<p class="page-description">Start here.</p>`},
		{"menu in active tab", users, `menu-item menu-item-active`},
		{"no live reload", start, "!EventSource"},
		{"menu copy", start, `<button type="button" class="page-action" data-copy-page="/guides/start.md">`},
		{"menu chatgpt", start, `href="https://chatgpt.com/?hints=search&amp;q=Read&#43;https%3A%2F%2Fdocs.acme.test%2Fguides%2Fstart.md&#43;so&#43;I&#43;can&#43;ask&#43;questions&#43;about&#43;it." target="_blank"`},
		{"menu custom", start, `href="https://chat.acme.test/share?u=https%3A%2F%2Fdocs.acme.test%2Fguides%2Fstart.md"`},
		{"menu no mcp", start, `!MCP`},
		{"custom css", start, `<link rel="stylesheet" href="/style.css">`},
		{"custom js", start, `<script src="/analytics.js" defer></script>`},
		{"snippet js", start, `<script src="/snippets/track.js" defer></script>`},
		{"no module js", start, `!<script src="/snippets/helper.js"`},
		{"rss link", file(t, out, "/changelog/index.html"), `<link rel="alternate" type="application/rss+xml" title="Changelog" href="/changelog/rss.xml">`},
	}
	for _, c := range cases {
		want, absent := c.want, false
		if strings.HasPrefix(want, "!") {
			want, absent = want[1:], true
		}
		if strings.Contains(c.page, want) == absent {
			t.Errorf("%s: want %q present=%v", c.name, want, !absent)
		}
	}
}

// TestMintlifyHooks checks that pages carry the ids and attributes
// Mintlify documents for a site's own CSS and scripts, each id once: real
// sites' style.css files select #content-area, #navbar and the like, and
// their scripts place things after header#header.
func TestMintlifyHooks(t *testing.T) {
	out := buildSite(t, "tabs", Options{})
	start := file(t, out, "/guides/start/index.html")
	for _, id := range []string{"banner", "navbar", "search-bar-entry", "body-content", "sidebar", "sidebar-content",
		"content-container", "content-area", "header", "page-title", "content", "page-context-menu",
		"page-context-menu-button", "pagination", "table-of-contents", "footer"} {
		if n := strings.Count(start, ` id="`+id+`"`); n != 1 {
			t.Errorf("id %q appears %d times, want once", id, n)
		}
	}
	for _, want := range []string{
		`<html lang="en" class="" data-theme="mint" data-appearance="system" data-current-path="/guides/start">`,
		`<div id="content" class="prose mdx-content" data-page-href="/guides/start">`,
		`<header id="header" class="page-header">`,
		`<li class="toc-item toc-level-2" data-depth="0"><a href="#install"`,
		`<a class="skip-link" href="#content-container">`,
	} {
		if !strings.Contains(start, want) {
			t.Errorf("missing %s", want)
		}
	}
	dir := t.TempDir()
	writeFiles(t, dir, []txtar.File{
		{Name: "docs.json", Data: []byte(`{"theme":"mint","name":"A","colors":{"primary":"#0D9373"},"navigation":{"pages":["index"]}}`)},
		{Name: "index.mdx", Data: []byte("---\ntitle: Home\nmode: wide\n---\n\nHi\n")},
	})
	if home := file(t, buildDir(t, dir, Options{}), "/index.html"); !strings.Contains(home, `data-current-path="/" data-page-mode="wide">`) {
		t.Errorf("home page: no data-current-path and data-page-mode in %.300s", home)
	}

	// A page whose own headings are #banner, #sidebar and
	// #content-container keeps those ids for them: the layout leaves
	// them out, and the skip link finds the main element elsewhere.
	dir = t.TempDir()
	writeFiles(t, dir, []txtar.File{
		{Name: "docs.json", Data: []byte(`{"theme":"mint","name":"A","colors":{"primary":"#0D9373"},
			"banner":{"content":"News"},"navigation":{"pages":["index"]}}`)},
		{Name: "index.mdx", Data: []byte("---\ntitle: Home\n---\n\n## Banner\n\nText.\n\n## Sidebar\n\n## Content container\n")},
	})
	home := file(t, buildDir(t, dir, Options{}), "/index.html")
	for id, want := range map[string]int{"banner": 1, "sidebar": 1, "content-container": 1, "navbar": 1, "folio-content": 1} {
		if n := strings.Count(home, ` id="`+id+`"`); n != want {
			t.Errorf("id %q appears %d times, want %d", id, n, want)
		}
	}
	for _, want := range []string{`<h2 id="banner"`, `<h2 id="sidebar"`, `<a class="skip-link" href="#folio-content">`, `<div class="banner banner-`} {
		if !strings.Contains(home, want) {
			t.Errorf("missing %s", want)
		}
	}
	if strings.Contains(home, `aria-controls="sidebar"`) {
		t.Error("the menu button controls the page's heading")
	}
}

// TestHookClasses checks that no part of the frame has a class named
// after one of Mintlify's hook ids unless it is the element of that id.
// Sites' CSS often names a hook both ways ("#navbar, .navbar"); on
// Mintlify the class matches nothing, so Folio's own classes must not
// give it a second element to style (0xPortalLabs/docs drew the top
// bar's border under its links).
func TestHookClasses(t *testing.T) {
	out := buildSite(t, "tabs", Options{})
	start := file(t, out, "/guides/start/index.html")
	tag := regexp.MustCompile(`<[a-z]+\b[^>]*>`)
	class := regexp.MustCompile(` class="([^"]*)"`)
	id := regexp.MustCompile(` id="([^"]*)"`)
	for _, el := range tag.FindAllString(start, -1) {
		c := class.FindStringSubmatch(el)
		if c == nil {
			continue
		}
		own := ""
		if m := id.FindStringSubmatch(el); m != nil {
			own = m[1]
		}
		for _, name := range strings.Fields(c[1]) {
			if isHook(name) && name != own {
				t.Errorf("class %q on an element that is not #%s: %s", name, name, el)
			}
		}
	}
}

func cssKey(out *Output) string {
	for k := range out.Files {
		if strings.HasPrefix(k, "/_folio/site.") && strings.HasSuffix(k, ".css") {
			return k
		}
	}
	return ""
}

// TestSelectors checks versions, languages and their own parts.
func TestSelectors(t *testing.T) {
	out := buildSite(t, "versions", Options{})
	en := file(t, out, "/en/v2/intro/index.html")
	fr := file(t, out, "/fr/v2/intro/index.html")
	v1 := file(t, out, "/en/v1/intro/index.html")
	cases := []struct {
		name, page, want string
	}{
		{"maple theme", en, `data-theme="maple"`},
		{"version selector", en, `<details class="selector selector-version" data-popover>`},
		{"version tag", en, `<span class="nav-tag">Latest</span>`},
		{"version switch keeps page", v1, `href="/en/v2/intro"`},
		{"language names", en, `<span class="menu-item-label">Français</span>`},
		{"language switch", en, `href="/fr/v2/intro"`},
		{"html lang", fr, `<html lang="fr"`},
		{"language banner", fr, `<div class="banner-text">Bienvenue</div>`},
		{"no banner in en", en, `!class="banner `},
		{"language navbar", en, `Home EN`},
		{"no en navbar in fr", fr, `!Home EN`},
		{"language footer", fr, `href="https://github.com/multi"`},
		{"drilldown", en, `data-click="first-page"`},
		{"section eyebrow", en, `<p class="eyebrow">Guide</p>`},
	}
	for _, c := range cases {
		want, absent := c.want, false
		if strings.HasPrefix(want, "!") {
			want, absent = want[1:], true
		}
		if strings.Contains(c.page, want) == absent {
			t.Errorf("%s: want %q present=%v", c.name, want, !absent)
		}
	}
}

// TestBroken checks that a page's MDX error is an error of the build with
// its position, and that an unknown theme falls back with a warning.
func TestBroken(t *testing.T) {
	out := buildSite(t, "broken", Options{})
	var codes []string
	for _, d := range out.Diagnostics.All() {
		line, col := d.LineCol()
		codes = append(codes, fmt.Sprintf("%s:%d:%d %s", d.FileName(), line, col, d.Code))
	}
	got := strings.Join(codes, "\n")
	if !strings.Contains(got, "docs.json:2:12 theme-fallback") {
		t.Errorf("no theme warning at docs.json:2:12 in\n%s", got)
	}
	if !out.Diagnostics.HasErrors() || !strings.Contains(got, "bad.mdx:4:") {
		t.Errorf("no error in bad.mdx in\n%s", got)
	}
	// The other page is still built.
	if !strings.Contains(file(t, out, "/index.html"), "Fine.") {
		t.Error("the good page was not built")
	}
}

// TestExtras checks the sitemap, robots.txt, llms.txt, the Markdown
// copies, the search index and _redirects.
func TestExtras(t *testing.T) {
	out := buildSite(t, "tabs", Options{})
	sitemap := file(t, out, "/sitemap.xml")
	for _, want := range []string{"<loc>https://docs.acme.test/guides/start</loc>", "<loc>https://docs.acme.test/</loc>"} {
		if !strings.Contains(sitemap, want) {
			t.Errorf("sitemap lacks %s:\n%s", want, sitemap)
		}
	}
	for _, absent := range []string{"guides/hidden", "opened-child"} {
		if strings.Contains(sitemap, absent) {
			t.Errorf("sitemap lists %s (hidden or noindex)", absent)
		}
	}
	if r := file(t, out, "/robots.txt"); !strings.Contains(r, "Sitemap: https://docs.acme.test/sitemap.xml") {
		t.Errorf("robots.txt:\n%s", r)
	}
	llms := file(t, out, "/llms.txt")
	if !strings.HasPrefix(llms, "# Acme\n\n> Acme's documentation.\n") || !strings.Contains(llms, "- [Getting started](https://docs.acme.test/guides/start.md)") {
		t.Errorf("llms.txt:\n%s", llms)
	}
	full := file(t, out, "/llms-full.txt")
	if !strings.Contains(full, "# Getting started\n") || !strings.Contains(full, "npm i acme") {
		t.Errorf("llms-full.txt lacks the page:\n%s", full)
	}
	md := file(t, out, "/guides/start.md")
	const preamble = "> ## Documentation index\n" +
		"> The index of every page of this documentation is at https://docs.acme.test/llms.txt.\n" +
		"> Read it to find the pages you need before you go further.\n\n"
	if !strings.HasPrefix(md, preamble+"# Getting started\n\nHello.\n") {
		t.Errorf("start.md:\n%s", md)
	}
	if strings.Contains(full, "Documentation index") {
		t.Error("llms-full.txt repeats the index's preamble")
	}
	if rs := out.Search("install", "", 5); len(rs) == 0 || rs[0].URL != "/guides/start#install" {
		t.Errorf("search for install: %+v", rs)
	}
	if rs := out.Search("hidden", "", 5); len(rs) != 0 {
		t.Errorf("search finds a hidden page: %+v", rs)
	}
	red := file(t, out, "/_redirects")
	if red != "/old /guides/start 308\n/temp /guides/start 307\n/blog/* /changelog 308\n" {
		t.Errorf("_redirects:\n%s", red)
	}
	if r := file(t, out, "/old/index.html"); !strings.Contains(r, `content="0; url=/guides/start"`) {
		t.Errorf("no meta refresh page for /old:\n%s", r)
	}
	rss := file(t, out, "/changelog/rss.xml")
	for _, want := range []string{`<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">`, "<title>Changelog - Acme</title>",
		"<title>2024-10-01</title>", "<link>https://docs.acme.test/changelog#2024-10-01</link>", "<description>v1.2</description>", "<content:encoded>&lt;p&gt;Shipped.&lt;/p&gt;"} {
		if !strings.Contains(rss, want) {
			t.Errorf("rss.xml lacks %s:\n%s", want, rss)
		}
	}
	if nf := file(t, out, "/404.html"); !strings.Contains(nf, "<h1 id=\"page-title\" class=\"page-title\">Lost?</h1>") || !strings.Contains(nf, "<strong>search</strong>") {
		t.Errorf("404 page lacks errors.404 title and text")
	}
}

// TestBasePath checks that every link is under the base path.
func TestBasePath(t *testing.T) {
	out := buildSite(t, "tabs", Options{BasePath: "docs"})
	if out.BasePath != "/docs/" {
		t.Fatalf("BasePath = %q", out.BasePath)
	}
	start := file(t, out, "/guides/start/index.html")
	for _, want := range []string{`href="/docs/guides/deep"`, `<link rel="stylesheet" href="/docs/_folio/site.`, `src="/docs/logo/light.svg"`, `data-search-index="/docs/_folio/index"`, `href="/docs/guides/start.md"`} {
		if !strings.Contains(start, want) {
			t.Errorf("base path: no %s", want)
		}
	}
	if strings.Contains(start, ` href="/guides/`) { // data-page-href is the page path without the base
		t.Error("a link escapes the base path")
	}
	if code, _ := route(t, out, "/docs/guides/start"); code != 200 {
		t.Errorf("GET /docs/guides/start = %d", code)
	}
	if code, _ := route(t, out, "/guides/start"); code != 404 {
		t.Errorf("GET /guides/start outside the base = %d", code)
	}
}

// route answers a path as a server would: the status, and the body or
// the redirect's location.
func route(t *testing.T, out *Output, p string) (int, string) {
	t.Helper()
	rt := out.Route(p)
	if rt.Location != "" {
		return rt.Status, rt.Location
	}
	if rt.File == nil {
		return rt.Status, ""
	}
	data, err := out.Content(rt.File)
	if err != nil {
		t.Fatal(err)
	}
	return rt.Status, string(data)
}

// TestRoute checks the answers to requests: pages with and without a trailing slash,
// Markdown copies, assets, redirects and the 404 page.
func TestRoute(t *testing.T) {
	out := buildSite(t, "tabs", Options{})
	cases := []struct {
		path string
		code int
		want string
	}{
		{"/", 200, "<h1 id=\"page-title\" class=\"page-title\">Welcome</h1>"},
		{"/guides/start", 200, "Getting started"},
		{"/guides/start/", 200, "Getting started"},
		{"/guides/start.md", 200, "# Getting started"},
		{"/logo/light.svg", 200, "<svg"},
		{"/old", 308, "/guides/start"},
		{"/temp", 307, "/guides/start"},
		{"/blog/2024/post", 308, "/changelog"},
		{"/nope", 404, "Lost?"},
		{"/../../etc/passwd", 404, "Lost?"},
		{"/docs.json", 404, "Lost?"},
		{"/guides/start.mdx", 404, "Lost?"},
	}
	for _, c := range cases {
		code, body := route(t, out, c.path)
		if code != c.code || !strings.Contains(body, c.want) {
			t.Errorf("GET %s = %d %.80q; want %d with %q", c.path, code, body, c.code, c.want)
		}
	}
}

// TestWrite checks the export on disk.
func TestWrite(t *testing.T) {
	out := buildSite(t, "tabs", Options{})
	dir := t.TempDir()
	if err := out.Write(dir); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"index.html", "guides/start/index.html", "guides/start.md", "404.html", "sitemap.xml", "logo/dark.svg", "_redirects"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("missing %s: %v", name, err)
		}
	}
}

func buildLoaded(dir string) (*Output, error) {
	p, err := config.Load(dir)
	if err != nil {
		return nil, err
	}
	defer p.Close()
	p.CheckFiles()
	return Build(context.Background(), p, Options{Now: func() time.Time { return time.Unix(0, 0) }})
}

// TestBackground checks background.decoration, metadata.timestamp and
// errors.404.redirect.
func TestBackground(t *testing.T) {
	mod := func(file string) time.Time { return time.Date(2025, 3, 4, 0, 0, 0, 0, time.UTC) }
	out := buildSite(t, "products", Options{Modified: mod})
	if p := file(t, out, "/cloud/intro/index.html"); !strings.Contains(p, `<p class="updated">Last updated March 4, 2025</p>`) {
		t.Error("no date with metadata.timestamp")
	}
	if p := file(t, out, "/cloud/setup/index.html"); strings.Contains(p, `class="updated"`) {
		t.Error("a date on a page with timestamp: false")
	}
	if code, loc := route(t, out, "/nowhere"); code != 302 || loc != "/" {
		t.Errorf("errors.404.redirect: GET /nowhere = %d %s", code, loc)
	}
	if p := file(t, out, "/cloud/intro/index.html"); !strings.Contains(p, `data-decoration="gradient"`) {
		t.Error("no gradient decoration")
	}
}

// TestProgress checks the progress reports of a build.
func TestProgress(t *testing.T) {
	var got []int
	total := 0
	buildSite(t, "tabs", Options{Progress: func(done, n int) { got = append(got, done); total = n }})
	if total != 9 || len(got) != total || got[len(got)-1] != total {
		t.Errorf("progress %v of %d", got, total)
	}
}

// TestDirectory checks the listings of group root pages against golden
// HTML: cards, accordions, and none where the setting turns them off.
func TestDirectory(t *testing.T) {
	out := buildSite(t, "directory", Options{})
	var got strings.Builder
	for _, key := range []string{"/platform/index/index.html", "/tools/index/index.html", "/quiet/index/index.html", "/index.html", "/platform/deploy/index.html"} {
		page := file(t, out, key)
		fmt.Fprintf(&got, "-- %s --\n", key)
		start := strings.Index(page, `<nav class="directory`)
		if start < 0 {
			got.WriteString("(no listing)\n")
			continue
		}
		end := strings.Index(page[start:], "</nav>")
		got.WriteString(page[start:start+end+len("</nav>")] + "\n")
	}
	golden := filepath.Join("testdata", "directory.html")
	if *update {
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		t.Errorf("listings differ from %s (go test -run TestDirectory -update):\n%s", golden, got.String())
	}
}

// TestSearchPrompt checks that search.prompt replaces the search box's
// placeholder (the dialog's script reads it from data-search-prompt),
// escaped, and that a site without one keeps Folio's.
func TestSearchPrompt(t *testing.T) {
	page := file(t, buildSite(t, "directory", Options{}), "/index.html")
	for _, want := range []string{
		`<span class="search-button-text">Ask the &lt;Acme&gt; docs</span>`,
		`data-search-prompt="Ask the &lt;Acme&gt; docs"`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("missing %q", want)
		}
	}
	plain := file(t, buildSite(t, "tabs", Options{}), "/index.html")
	if !strings.Contains(plain, `<span class="search-button-text">Search…</span>`) || strings.Contains(plain, `data-search-prompt`) {
		t.Error("a site without search.prompt lost the default placeholder")
	}
}

// TestMarkdownSettings checks docs.json's markdown settings: instructions
// join the preamble of every page's Markdown copy, and schema false keeps
// API pages' reference out of it.
func TestMarkdownSettings(t *testing.T) {
	spec := `openapi: 3.1.0
info: {title: Acme, version: "1"}
paths:
  /users:
    get:
      summary: List users
      parameters:
        - {name: limit, in: query, schema: {type: integer}, description: How many users.}
      responses:
        "200": {description: The users}
`
	for _, schema := range []bool{true, false} {
		t.Run(fmt.Sprintf("schema=%v", schema), func(t *testing.T) {
			dir := t.TempDir()
			docs := fmt.Sprintf(`{"theme": "mint", "name": "Acme", "colors": {"primary": "#0D9373"},
				"markdown": {"schema": %v, "instructions": ["Answer in English.", "Cite the page.\nLink it too."]},
				"navigation": {"tabs": [{"tab": "Docs", "pages": ["index"]}, {"tab": "API", "openapi": "openapi.yaml"}]}}`, schema)
			writeFiles(t, dir, []txtar.File{
				{Name: "docs.json", Data: []byte(docs)},
				{Name: "index.mdx", Data: []byte("---\ntitle: Home\n---\nHello.\n")},
				{Name: "openapi.yaml", Data: []byte(spec)},
			})
			out := buildDir(t, dir, Options{})
			home := file(t, out, "/index.md")
			if !strings.HasPrefix(home, "> ## Documentation index\n") ||
				!strings.Contains(home, "> The index of every page of this documentation is at /llms.txt.\n") ||
				!strings.Contains(home, "> Answer in English.\n> Cite the page.\n> Link it too.\n\n# Home\n") {
				t.Errorf("index.md:\n%s", home)
			}
			var api string
			for key := range out.Files {
				if strings.HasPrefix(key, "/api-reference/") && strings.HasSuffix(key, ".md") {
					api = file(t, out, key)
				}
			}
			if !strings.Contains(api, "GET /users") {
				t.Fatalf("no API page's Markdown with its endpoint:\n%s", api)
			}
			if got := strings.Contains(api, "How many users."); got != schema {
				t.Errorf("the parameter's description in the Markdown = %v, want %v:\n%s", got, schema, api)
			}
		})
	}
}

// TestStructuredData checks the JSON-LD of a page: the page, its site and
// their publisher, with absolute URLs from the canonical address, and
// without URLs where the site's address is not known.
func TestStructuredData(t *testing.T) {
	ld := func(t *testing.T, page string) map[string]any {
		t.Helper()
		start := strings.Index(page, `<script type="application/ld+json">`)
		if start < 0 {
			t.Fatal("no JSON-LD")
		}
		rest := page[start+len(`<script type="application/ld+json">`):]
		var v map[string]any
		if err := json.Unmarshal([]byte(rest[:strings.Index(rest, "</script>")]), &v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	got := ld(t, file(t, buildSite(t, "tabs", Options{}), "/guides/start/index.html"))
	want := map[string]any{
		"@context": "https://schema.org",
		"@graph": []any{
			map[string]any{"@type": "Organization", "@id": "https://docs.acme.test/#organization", "name": "Acme", "url": "https://docs.acme.test/"},
			map[string]any{"@type": "WebSite", "@id": "https://docs.acme.test/#website", "name": "Acme", "description": "Acme's documentation.",
				"url": "https://docs.acme.test/", "publisher": map[string]any{"@id": "https://docs.acme.test/#organization"}},
			map[string]any{"@type": "TechArticle", "headline": "Getting started", "@id": "https://docs.acme.test/guides/start",
				"url": "https://docs.acme.test/guides/start", "mainEntityOfPage": "https://docs.acme.test/guides/start",
				"isPartOf": map[string]any{"@id": "https://docs.acme.test/#website"}, "publisher": map[string]any{"@id": "https://docs.acme.test/#organization"},
				"articleSection": "Guides › Get started"},
		},
	}
	if !reflect.DeepEqual(got, want) {
		g, _ := json.MarshalIndent(got, "", "  ")
		t.Errorf("JSON-LD:\n%s", g)
	}
	// Without a canonical address: no URLs of the site, but the publisher
	// of seo.organization.
	got = ld(t, file(t, buildSite(t, "directory", Options{}), "/platform/deploy/index.html"))
	graph := got["@graph"].([]any)
	org, page := graph[0].(map[string]any), graph[2].(map[string]any)
	if page["url"] != nil || page["@id"] != nil || page["headline"] != "Deploy an app" || page["description"] != "Ship a build to production in one command." {
		t.Errorf("page without an address: %v", page)
	}
	wantOrg := map[string]any{"@type": "Organization", "@id": "https://acme.test/#org", "name": "Acme Inc.", "legalName": "Acme Incorporated",
		"url": "https://acme.test", "logo": map[string]any{"@type": "ImageObject", "url": "https://acme.test/logo.png"}, "sameAs": []any{"https://github.com/acme"}}
	if !reflect.DeepEqual(org, wantOrg) || !reflect.DeepEqual(page["publisher"], map[string]any{"@id": "https://acme.test/#org"}) {
		t.Errorf("organization %v, publisher %v", org, page["publisher"])
	}
}

// TestDownloadSpec checks the page menu's download-spec entry: an API
// page offers its own specification, another page the site's only one,
// and with two specifications only the API pages offer theirs.
func TestDownloadSpec(t *testing.T) {
	spec := func(path string) string {
		return "openapi: 3.1.0\ninfo: {title: Acme, version: \"1\"}\npaths:\n  " + path + ":\n    get:\n      summary: List " + path[1:] + "\n      responses:\n        \"200\": {description: OK}\n"
	}
	build := func(t *testing.T, nav string, files ...txtar.File) *Output {
		t.Helper()
		dir := t.TempDir()
		docs := `{"theme": "mint", "name": "Acme", "colors": {"primary": "#0D9373"},
			"contextual": {"options": ["copy", "download-spec"]}, "navigation": ` + nav + `}`
		writeFiles(t, dir, append(files, txtar.File{Name: "docs.json", Data: []byte(docs)},
			txtar.File{Name: "index.mdx", Data: []byte("---\ntitle: Home\n---\nHello.\n")}))
		return buildDir(t, dir, Options{})
	}
	entry := func(href string) string { return `href="` + href + `" download` }

	one := build(t, `{"tabs": [{"tab": "Docs", "pages": ["index"]}, {"tab": "API", "openapi": "api/openapi.yaml"}]}`,
		txtar.File{Name: "api/openapi.yaml", Data: []byte(spec("/users"))})
	if home := file(t, one, "/index.html"); !strings.Contains(home, entry("/api/openapi.yaml")) || !strings.Contains(home, "Download API spec") {
		t.Error("the home page of a site with one specification does not offer it")
	}
	if !strings.Contains(file(t, one, "/api-reference/list-users/index.html"), entry("/api/openapi.yaml")) {
		t.Error("the API page does not offer its specification")
	}

	two := build(t, `{"tabs": [{"tab": "Docs", "pages": ["index"]}, {"tab": "A", "openapi": "a.yaml"}, {"tab": "B", "openapi": "b.yaml"}]}`,
		txtar.File{Name: "a.yaml", Data: []byte(spec("/a"))}, txtar.File{Name: "b.yaml", Data: []byte(spec("/b"))})
	if strings.Contains(file(t, two, "/index.html"), "Download API spec") {
		t.Error("with two specifications, the home page offers one")
	}
	found := map[string]bool{}
	for key := range two.Files {
		if strings.HasPrefix(key, "/api-reference/") && strings.HasSuffix(key, "/index.html") {
			page := file(t, two, key)
			for _, s := range []string{"/a.yaml", "/b.yaml"} {
				if strings.Contains(page, entry(s)) {
					found[s] = true
				}
			}
		}
	}
	if !found["/a.yaml"] || !found["/b.yaml"] {
		t.Errorf("the API pages offer %v, want both specifications", found)
	}
}

// TestHomeLink: a site without a page at "/" sends it to its first page,
// as Mintlify does, so a link to "/" is not broken; nor is one to the
// files every build writes (llms.txt, sitemap.xml).
func TestHomeLink(t *testing.T) {
	out := buildSite(t, "no-index", Options{})
	var broken []string
	for _, d := range out.Diagnostics.All() {
		if d.Code == "broken-link" {
			broken = append(broken, d.Message)
		}
	}
	if len(broken) != 1 || !strings.Contains(broken[0], "/nowhere") {
		t.Errorf("broken links %q, want only /nowhere", broken)
	}
	if !strings.Contains(file(t, out, "/index.html"), "/start") {
		t.Error("/ does not lead to the first page")
	}
}

// TestUnlistedPages builds the pages the navigation does not list: each
// is written at its path with the sidebar of the nearest listed page,
// stays out of the sitemap, search and llms.txt, and what breaks one is a
// warning, in the build as in validation.
func TestUnlistedPages(t *testing.T) {
	out, dir := buildSiteDir(t, "unlisted", Options{})
	hidden := file(t, out, "/guides/hidden/index.html")
	for _, want := range []string{"Only by its address.", `<p class="eyebrow">Guides</p>`, `<meta name="robots" content="noindex`} {
		if !strings.Contains(hidden, want) {
			t.Errorf("/guides/hidden lacks %q", want)
		}
	}
	if !strings.Contains(file(t, out, "/notes/plan/index.html"), "Plan") {
		t.Error("/notes/plan is not written")
	}
	for _, f := range []string{"/sitemap.xml", "/llms.txt"} {
		if strings.Contains(file(t, out, f), "hidden") {
			t.Errorf("%s lists the unlisted page", f)
		}
	}
	var got []string
	for _, d := range out.Diagnostics.All() {
		l, _ := d.LineCol()
		got = append(got, fmt.Sprintf("%s:%d %s %s", d.FileName(), l, d.Severity, d.Code))
	}
	want := []string{"notes/plan.md:3 warning mdx-syntax"}
	if !slices.Equal(got, want) {
		t.Errorf("diagnostics %q, want %q", got, want)
	}
	if out.Diagnostics.HasErrors() {
		t.Error("the build has errors")
	}

	// Validation reports the same.
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	p.CheckFiles()
	if err := CheckPages(context.Background(), p, nav.Build(context.Background(), p, nil), nil); err != nil {
		t.Fatal(err)
	}
	var checked []string
	for _, d := range p.Diagnostics.All() {
		l, _ := d.LineCol()
		checked = append(checked, fmt.Sprintf("%s:%d %s %s", d.FileName(), l, d.Severity, d.Code))
	}
	if !slices.Equal(checked, want) {
		t.Errorf("validation: %q, want %q", checked, want)
	}
}

// TestLanguageTag checks the html element of each language's pages: the
// ISO tag for Mintlify's own codes ("cn" is zh, "jp" is ja) and dir="rtl"
// for the languages written right to left, none for the others.
func TestLanguageTag(t *testing.T) {
	dir := t.TempDir()
	files := []txtar.File{{Name: "docs.json", Data: []byte(`{"name": "L", "theme": "mint", "colors": {"primary": "#000000"},
  "navigation": {"languages": [
    {"language": "en", "pages": ["index"]},
    {"language": "ar", "pages": ["ar/intro"]},
    {"language": "he", "pages": ["he/intro"]},
    {"language": "cn", "pages": ["cn/intro"]},
    {"language": "jp", "pages": ["jp/intro"]},
    {"language": "zh-Hant", "pages": ["zh-Hant/intro"]}]}}`)}}
	for _, p := range []string{"index", "ar/intro", "he/intro", "cn/intro", "jp/intro", "zh-Hant/intro"} {
		files = append(files, txtar.File{Name: p + ".mdx", Data: []byte("---\ntitle: T\n---\n\nText.\n")})
	}
	writeFiles(t, dir, files)
	out := buildDir(t, dir, Options{})
	for _, c := range []struct{ page, want string }{
		{"/index.html", `<html lang="en" class=`},
		{"/ar/intro/index.html", `<html lang="ar" dir="rtl" class=`},
		{"/he/intro/index.html", `<html lang="he" dir="rtl" class=`},
		{"/cn/intro/index.html", `<html lang="zh" class=`},
		{"/jp/intro/index.html", `<html lang="ja" class=`},
		{"/zh-Hant/intro/index.html", `<html lang="zh-Hant" class=`},
	} {
		if got := file(t, out, c.page); !strings.Contains(got, c.want) {
			t.Errorf("%s: want %q in %.120q", c.page, c.want, got)
		}
	}
}

// TestESModule: a script with an import or export statement is a module,
// which a page cannot load as its own script.
func TestESModule(t *testing.T) {
	tests := []struct {
		src  string
		want bool
	}{
		{"export const x = 1;", true},
		{"const a = 1;\n  export default a\n", true},
		{"export{a}", true},
		{"import x from './x.js'\nx()", true},
		{"import * as m from './m.js'", true},
		{"window.dataLayer = [];\ngtag('js', new Date());", false},
		{"import('./lazy.js').then(m => m.run())", false},
		{"const exported = 1; // export later", false},
		{"exports.x = 1", false},
	}
	for _, tc := range tests {
		if got := esModule([]byte(tc.src)); got != tc.want {
			t.Errorf("esModule(%q) = %v, want %v", tc.src, got, tc.want)
		}
	}
}
