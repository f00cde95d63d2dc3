package site

import (
	"encoding/base64"
	"encoding/json"
	"html"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/txtar"
)

// mcpSite is a site whose page menu lists every MCP preset and two
// custom options, one of them with $mcp; canonical, when set, is its
// seo.metatags canonical.
func mcpSite(t *testing.T, canonical string, opts Options) *Output {
	t.Helper()
	seo := ""
	if canonical != "" {
		seo = `"seo": {"metatags": {"canonical": "` + canonical + `"}},`
	}
	ar := txtar.Parse([]byte(`-- docs.json --
{
  "theme": "mint",
  "name": "Acme <Docs>",
  "description": "How to use Acme.",
  "colors": {"primary": "#0D9373"},
  ` + seo + `
  "contextual": {"options": [
    "mcp", "copy", "add-mcp", "cursor", "vscode",
    {"title": "Ask Bot", "description": "Open the bot", "href": {"base": "https://bot.test/add", "query": [{"key": "server", "value": "$mcp"}, {"key": "p", "value": "$path"}]}},
    {"title": "Plain", "description": "A plain link", "href": "https://plain.test/"}
  ]},
  "navigation": {"groups": [{"group": "Start", "pages": ["index", "guide", "hidden", "quiet", "unlisted"]}]}
}
-- index.mdx --
---
title: Welcome
---
Hello.
-- guide.mdx --
---
title: Guide
description: Install the widget.
---
Intro text.

## Install

Run the installer.
-- hidden.mdx --
---
title: Hidden
hidden: true
---
Secret.
-- quiet.mdx --
---
title: Quiet
noindex: true
---
Quiet.
-- unlisted.mdx --
---
title: Unlisted
searchable: false
---
Unlisted.
`))
	dir := t.TempDir()
	writeFiles(t, dir, ar.Files)
	opts.Now = func() time.Time { return time.Unix(0, 0) }
	out := buildDir(t, dir, opts)
	return out
}

// menu is the page menu's entries of a page: each entry's opening tag.
func menu(t *testing.T, out *Output, key string) []string {
	t.Helper()
	page := file(t, out, key)
	start := strings.Index(page, `<div class="menu-panel page-menu-panel"`)
	if start < 0 {
		t.Fatalf("%s has no page menu", key)
	}
	panel := page[start:]
	panel = panel[:strings.Index(panel, "</details>")]
	return regexp.MustCompile(`<(?:a|button)[^>]* class="menu-item"[^>]*>`).FindAllString(panel, -1)
}

func attr(tag, name string) string {
	m := regexp.MustCompile(` ` + name + `="([^"]*)"`).FindStringSubmatch(tag)
	if m == nil {
		return ""
	}
	return html.UnescapeString(m[1])
}

func TestMCPMenuWithoutServer(t *testing.T) {
	out := mcpSite(t, "", Options{})
	items := menu(t, out, "/guide/index.html")
	if len(items) != 2 {
		t.Fatalf("an export's menu has %d entries, want copy and the plain link:\n%s", len(items), strings.Join(items, "\n"))
	}
	if attr(items[0], "data-copy-page") != "/guide.md" || attr(items[1], "href") != "https://plain.test/" {
		t.Errorf("entries:\n%s", strings.Join(items, "\n"))
	}
	if page := file(t, out, "/guide/index.html"); strings.Contains(page, "data-mcp") || strings.Contains(page, "MCP") {
		t.Error("a site built without an MCP server names it")
	}
}

func TestMCPMenuByPath(t *testing.T) {
	out := mcpSite(t, "", Options{MCP: true, BasePath: "/docs/"})
	page := file(t, out, "/guide/index.html")
	// The first entry is the button beside the title.
	if !strings.Contains(page, `<button type="button" class="page-action" data-copy-text="/docs/mcp" data-mcp="url" data-mcp-url="/docs/mcp">`) {
		t.Error("the MCP URL button is missing beside the title")
	}
	items := menu(t, out, "/guide/index.html")
	if len(items) != 7 {
		t.Fatalf("menu has %d entries:\n%s", len(items), strings.Join(items, "\n"))
	}
	want := []struct{ kind, copyText, href string }{
		{"url", "/docs/mcp", ""},
		{"", "", ""}, // copy page
		{"add-mcp", "npx add-mcp /docs/mcp", ""},
		{"cursor", "", cursorInstall("Acme <Docs>", "/docs/mcp")},
		{"vscode", "", vscodeInstall("Acme <Docs>", "/docs/mcp")},
		{"href", "", "https://bot.test/add?p=%2Fguide&server=%2Fdocs%2Fmcp"},
		{"", "", "https://plain.test/"},
	}
	for i, w := range want {
		it := items[i]
		if attr(it, "data-mcp") != w.kind || w.kind != "" && attr(it, "data-mcp-url") != "/docs/mcp" {
			t.Errorf("entry %d: %s, want data-mcp %q with the path", i, it, w.kind)
		}
		if attr(it, "data-copy-text") != w.copyText {
			t.Errorf("entry %d copies %q, want %q", i, attr(it, "data-copy-text"), w.copyText)
		}
		if w.href != "" && attr(it, "href") != w.href {
			t.Errorf("entry %d links to %q, want %q", i, attr(it, "href"), w.href)
		}
	}
	if got := attr(items[3], "data-mcp-name"); got != "Acme <Docs>" {
		t.Errorf("Cursor's entry names the server %q", got)
	}
	if got := attr(items[5], "data-mcp-href"); got != "https://bot.test/add?p=%2Fguide&server=%24mcp" {
		t.Errorf("the custom option's template is %q", got)
	}
}

func TestMCPMenuAbsolute(t *testing.T) {
	out := mcpSite(t, "https://docs.acme.test/base/", Options{MCP: true})
	items := menu(t, out, "/guide/index.html")
	const mcp = "https://docs.acme.test/base/mcp"
	for _, it := range items {
		if strings.Contains(it, "data-mcp") {
			t.Errorf("an entry is left to the script although the URL is known: %s", it)
		}
	}
	if got := attr(items[0], "data-copy-text"); got != mcp {
		t.Errorf("mcp copies %q", got)
	}
	if got := attr(items[2], "data-copy-text"); got != "npx add-mcp "+mcp {
		t.Errorf("add-mcp copies %q", got)
	}
	// Cursor: name, and the server's mcp.json entry in base64.
	cu, err := url.Parse(attr(items[3], "href"))
	if err != nil || cu.Scheme != "cursor" || cu.Host != "anysphere.cursor-deeplink" || cu.Path != "/mcp/install" {
		t.Fatalf("Cursor link %q (%v)", attr(items[3], "href"), err)
	}
	if cu.Query().Get("name") != "Acme <Docs>" {
		t.Errorf("Cursor name %q", cu.Query().Get("name"))
	}
	raw, err := base64.StdEncoding.DecodeString(cu.Query().Get("config"))
	var cfg map[string]string
	if err != nil || json.Unmarshal(raw, &cfg) != nil || cfg["url"] != mcp || len(cfg) != 1 {
		t.Errorf("Cursor config %q (%v)", raw, err)
	}
	// VS Code: the --add-mcp JSON in the query.
	vs := attr(items[4], "href")
	q, ok := strings.CutPrefix(vs, "vscode:mcp/install?")
	if !ok {
		t.Fatalf("VS Code link %q", vs)
	}
	js, err := url.QueryUnescape(q)
	var server map[string]string
	if err != nil || json.Unmarshal([]byte(js), &server) != nil ||
		server["name"] != "Acme <Docs>" || server["type"] != "http" || server["url"] != mcp {
		t.Errorf("VS Code server %q (%v)", js, err)
	}
	if got := attr(items[5], "href"); got != "https://bot.test/add?p=%2Fguide&server=https%3A%2F%2Fdocs.acme.test%2Fbase%2Fmcp" {
		t.Errorf("custom $mcp link %q", got)
	}
}

func TestSearchPages(t *testing.T) {
	out := mcpSite(t, "https://docs.acme.test/base", Options{BasePath: "/docs/"})
	if got := out.Info(); got != (Info{Name: "Acme <Docs>", Description: "How to use Acme.", URL: "https://docs.acme.test/base"}) {
		t.Errorf("Info = %+v", got)
	}
	for _, c := range []struct{ page, anchor, want string }{
		{"/", "", "https://docs.acme.test/base/"},
		{"/guide", "", "https://docs.acme.test/base/guide"},
		{"/guide", "install", "https://docs.acme.test/base/guide#install"},
	} {
		if got := out.PublicURL(c.page, c.anchor); got != c.want {
			t.Errorf("PublicURL(%s, %s) = %s, want %s", c.page, c.anchor, got, c.want)
		}
	}
	// Search shows no hidden, noindex or unsearchable page.
	var got []string
	for _, s := range out.SearchScopes() {
		for _, p := range []string{"/", "/guide", "/hidden", "/quiet", "/unlisted"} {
			if s.Index.Has(p) {
				got = append(got, p)
			}
		}
	}
	if strings.Join(got, " ") != "/ /guide" {
		t.Errorf("pages searched: %v", got)
	}
	// Without a public address, URLs are the paths.
	plain := mcpSite(t, "", Options{BasePath: "/docs/"})
	if rs := plain.Search("installer", "", 5); len(rs) != 1 || rs[0].URL != "/docs/guide#install" || rs[0].Sections[0].Text != "Run the installer." {
		t.Errorf("search without an address: %+v", rs)
	}
	md, ok := out.Markdown("/guide")
	if !ok || !strings.Contains(md, "Run the installer.") {
		t.Errorf("Markdown(/guide) = %q, %v", md, ok)
	}
	if _, ok := out.Markdown("/nope"); ok {
		t.Error("Markdown of a page that does not exist")
	}
}
