package docsmcp

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/site"
)

// buildSite builds testdata/site, served below basePath.
func buildSite(t testing.TB, basePath string) *site.Output {
	t.Helper()
	p, err := config.Load("testdata/site")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	out, err := site.Build(context.Background(), p, site.Options{BasePath: basePath, MCP: true, Now: func() time.Time { return time.Unix(0, 0) }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { out.Close() })
	if out.Diagnostics.HasErrors() {
		t.Fatalf("the test site has errors: %v", out.Diagnostics.All())
	}
	return out
}

// connect connects a client of the SDK to the site's server in memory.
func connect(t *testing.T, out *site.Output) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	ct, st := mcp.NewInMemoryTransports()
	ss, err := NewServer(out).Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ss.Close() })
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func call(t *testing.T, cs *mcp.ClientSession, tool string, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: args})
	if err != nil {
		t.Fatalf("%s %v: %v", tool, args, err)
	}
	return res
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

func searchResults(t *testing.T, res *mcp.CallToolResult) []SearchResult {
	t.Helper()
	if res.IsError {
		t.Fatalf("search failed: %s", text(res))
	}
	data, _ := json.Marshal(res.StructuredContent)
	var out SearchOutput
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return out.Results
}

func TestServer(t *testing.T) {
	out := buildSite(t, "/docs/")
	cs := connect(t, out)

	init := cs.InitializeResult()
	if init.ServerInfo.Name != "Acme" || init.ServerInfo.Title != "Acme" {
		t.Errorf("server info %+v, want docs.json's name", init.ServerInfo)
	}
	if !strings.Contains(init.Instructions, "Acme ships widgets to production.") {
		t.Errorf("instructions %q lack the description", init.Instructions)
	}

	tools, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range tools.Tools {
		names = append(names, tl.Name)
		schema, _ := json.Marshal(tl.InputSchema)
		if !strings.Contains(string(schema), `"required"`) || !strings.Contains(string(schema), `"description"`) {
			t.Errorf("%s's input schema %s has no required arguments or descriptions", tl.Name, schema)
		}
	}
	if !slices.Equal(names, []string{"get_page", "search"}) {
		t.Errorf("tools %v", names)
	}

	t.Run("search", func(t *testing.T) {
		rs := searchResults(t, call(t, cs, "search", map[string]any{"query": "install"}))
		if len(rs) == 0 {
			t.Fatal("no results")
		}
		if rs[0].Title != "Install the CLI" || rs[0].Section != "" || rs[0].URL != "https://docs.acme.test/guides/install" || rs[0].Path != "/guides/install" {
			t.Errorf("first result %+v, want the install page's opening", rs[0])
		}
		for _, r := range rs {
			if strings.Contains(r.Title, "Secret") || strings.Contains(r.Title, "Unlisted") {
				t.Errorf("search returned %q, which the search index leaves out", r.Title)
			}
		}
		rs = searchResults(t, call(t, cs, "search", map[string]any{"query": "windows installer", "limit": 1}))
		if len(rs) != 1 || rs[0].Section != "Windows" || rs[0].URL != "https://docs.acme.test/guides/install#windows" {
			t.Errorf("windows installer: %+v", rs)
		}
		if !strings.Contains(rs[0].Excerpt, "installer") {
			t.Errorf("excerpt %q", rs[0].Excerpt)
		}
		if rs := searchResults(t, call(t, cs, "search", map[string]any{"query": "zebra"})); len(rs) != 0 {
			t.Errorf("zebra found %+v", rs)
		}
		if res := call(t, cs, "search", map[string]any{"query": " … "}); !res.IsError {
			t.Error("a query without words is not an error")
		}
		if res := call(t, cs, "search", map[string]any{}); !res.IsError {
			t.Error("a search without a query is not an error")
		}
	})

	t.Run("get_page", func(t *testing.T) {
		for _, p := range []string{"/guides/deploy", "guides/deploy", "/guides/deploy.md", "/docs/guides/deploy", "/guides/deploy/",
			"https://docs.acme.test/guides/deploy#rollback"} {
			res := call(t, cs, "get_page", map[string]any{"path": p})
			if res.IsError || !strings.Contains(text(res), "Go back to the previous widget") {
				t.Errorf("get_page %q: error %v, %q", p, res.IsError, text(res))
			}
		}
		if res := call(t, cs, "get_page", map[string]any{"path": "/"}); res.IsError || !strings.Contains(text(res), "Acme builds and ships widgets.") {
			t.Errorf("get_page /: %q", text(res))
		}
		for _, tc := range []struct{ path, says string }{
			{"/guides/nope", "no page at /guides/nope"},
			{"/guides/secret", "no page at"},   // hidden
			{"/guides/unlisted", "no page at"}, // searchable: false
			{"../../etc/passwd", "leaves the site"},
			{"/guides/%2e%2e/%2e%2e/docs.json", "leaves the site"},
			{"https://evil.test/guides/deploy", "not on this site"},
			{"//evil.test/guides/deploy", "not on this site"},
			{"file:///etc/passwd", "not on this site"},
			{"https://docs.acme.test/../x", "leaves the site"},
			{`\guides\deploy`, "not a page path"},
			{"", "give the path"},
		} {
			res := call(t, cs, "get_page", map[string]any{"path": tc.path})
			if !res.IsError || !strings.Contains(text(res), tc.says) {
				t.Errorf("get_page %q: error %v, %q; want an error saying %q", tc.path, res.IsError, text(res), tc.says)
			}
		}
	})
}

// TestStreamableHTTP connects the SDK's client over HTTP to Serve, which
// answers each request from the site it is given: the next request after
// a rebuild reads the new one.
func TestStreamableHTTP(t *testing.T) {
	first, second := buildSite(t, "/"), buildSite(t, "/")
	var cur atomic.Pointer[site.Output]
	cur.Store(first)
	h := New(nil)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/mcp" {
			http.NotFound(w, r)
			return
		}
		h.Serve(w, r, cur.Load())
	}))
	defer srv.Close()
	ctx := context.Background()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).
		Connect(ctx, &mcp.StreamableClientTransport{Endpoint: srv.URL + "/mcp", MaxRetries: -1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	if cs.InitializeResult().ServerInfo.Name != "Acme" {
		t.Errorf("server info %+v", cs.InitializeResult().ServerInfo)
	}
	rs := searchResults(t, call(t, cs, "search", map[string]any{"query": "rollback"}))
	if len(rs) != 1 || rs[0].Section != "Rollback" {
		t.Errorf("rollback: %+v", rs)
	}
	cur.Store(second)
	res := call(t, cs, "get_page", map[string]any{"path": "/guides/install"})
	if res.IsError || !strings.Contains(text(res), "Run the installer") {
		t.Errorf("get_page after a rebuild: %q", text(res))
	}

	// A body larger than any tool call is refused, not read.
	big := `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"pad":"` + strings.Repeat("x", 2<<20) + `"}}`
	req, _ := http.NewRequest("POST", srv.URL+"/mcp", strings.NewReader(big))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode < 400 {
		t.Errorf("a 2 MB request = %d, want an error", resp.StatusCode)
	}
}
