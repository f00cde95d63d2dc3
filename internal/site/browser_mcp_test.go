package site_test

import (
	"context"
	"encoding/base64"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/sitehttp"
)

// TestBrowserMCPMenu checks that the page script makes the MCP entries
// of a site built without its address absolute, from the page's own.
func TestBrowserMCPMenu(t *testing.T) {
	ctx, _ := browser(t, 1280, 800)
	dir := t.TempDir()
	for name, data := range map[string]string{
		"docs.json": `{"theme":"mint","name":"Acme","colors":{"primary":"#0D9373"},
			"contextual":{"options":["copy","view","mcp","add-mcp","cursor","vscode",
				{"title":"Ask Bot","description":"Open the bot","href":{"base":"https://bot.test/add","query":[{"key":"server","value":"$mcp"}]}}]},
			"navigation":{"groups":[{"group":"Start","pages":["index"]}]}}`,
		"index.mdx": "---\ntitle: Welcome\n---\nHello.\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	out, err := site.Build(context.Background(), p, site.Options{BasePath: "/docs/", MCP: true})
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	srv := httptest.NewServer(sitehttp.Handler(out))
	defer srv.Close()
	mcp := srv.URL + "/docs/mcp"

	var copyURL, copyCmd, cursor, vscode, custom string
	run(t, ctx, "open the page and its menu",
		chromedp.Navigate(srv.URL+"/docs/"),
		chromedp.Click(`.page-menu summary`, chromedp.ByQuery),
		chromedp.WaitVisible(`[data-mcp="vscode"]`, chromedp.ByQuery),
		chromedp.AttributeValue(`.menu-item[data-mcp="url"]`, "data-copy-text", &copyURL, nil, chromedp.ByQuery),
		chromedp.AttributeValue(`.menu-item[data-mcp="add-mcp"]`, "data-copy-text", &copyCmd, nil, chromedp.ByQuery),
		chromedp.AttributeValue(`.menu-item[data-mcp="cursor"]`, "href", &cursor, nil, chromedp.ByQuery),
		chromedp.AttributeValue(`.menu-item[data-mcp="vscode"]`, "href", &vscode, nil, chromedp.ByQuery),
		chromedp.AttributeValue(`.menu-item[data-mcp="href"]`, "href", &custom, nil, chromedp.ByQuery),
	)
	shot(t, ctx, "mcp-menu")
	if copyURL != mcp || copyCmd != "npx add-mcp "+mcp {
		t.Errorf("copies %q and %q, want %s", copyURL, copyCmd, mcp)
	}
	cu, err := url.Parse(cursor)
	if err != nil || !strings.HasPrefix(cursor, "cursor://anysphere.cursor-deeplink/mcp/install?name=Acme&config=") {
		t.Fatalf("Cursor link %q", cursor)
	}
	if cfg, _ := base64.StdEncoding.DecodeString(cu.Query().Get("config")); string(cfg) != `{"url":"`+mcp+`"}` {
		t.Errorf("Cursor config %q", cfg)
	}
	q, ok := strings.CutPrefix(vscode, "vscode:mcp/install?")
	if got, _ := url.PathUnescape(q); !ok || got != `{"name":"Acme","type":"http","url":"`+mcp+`"}` {
		t.Errorf("VS Code link %q", vscode)
	}
	if custom != "https://bot.test/add?server="+url.QueryEscape(mcp) {
		t.Errorf("custom link %q", custom)
	}
}
