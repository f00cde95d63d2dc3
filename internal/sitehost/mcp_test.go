package sitehost

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/domain"
)

// mcpCall sends one JSON-RPC request to an MCP endpoint of h as a
// Streamable HTTP client does; it returns the status and the decoded
// answer's result (nil when there is none).
func mcpCall(t *testing.T, h http.Handler, host, path, method string, params any) (int, map[string]any) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	req := httptest.NewRequestWithContext(t.Context(), http.MethodPost, path, strings.NewReader(string(body)))
	if host != "" {
		req.Host = host
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("MCP-Protocol-Version", "2025-06-18")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var out struct {
		Result map[string]any `json:"result"`
	}
	json.Unmarshal(rec.Body.Bytes(), &out)
	return rec.Code, out.Result
}

var initParams = map[string]any{
	"protocolVersion": "2025-06-18", "capabilities": map[string]any{},
	"clientInfo": map[string]any{"name": "test", "version": "1"},
}

// serverName is the name an MCP initialize answer gives, "" for none.
func serverName(result map[string]any) string {
	info, _ := result["serverInfo"].(map[string]any)
	name, _ := info["name"].(string)
	return name
}

// TestMCPRoute checks that every site's MCP server answers below its
// base path — at / and at / of a project's own host (their /p/{id}/mcp
// sends there: TestOneBuild) — with that project's site, and that its
// pages offer it.
func TestMCPRoute(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	b.alphaAndBeta(t)
	h := b.host.Handler()
	for _, tc := range []struct {
		host, path, name string
	}{
		{"", "/mcp", "Alpha"},
		{"docs.beta.example", "/mcp", "Beta"},
		{"", "/guide/mcp", ""},
		{"", "/p/nope/mcp", ""},
	} {
		code, res := mcpCall(t, h, tc.host, tc.path, "initialize", initParams)
		if got := serverName(res); got != tc.name || tc.name != "" && code != http.StatusOK {
			t.Errorf("initialize at %s%s = %d, server %q; want %q", tc.host, tc.path, code, got, tc.name)
		}
	}
	_, res := mcpCall(t, h, "docs.beta.example", "/mcp", "tools/call", map[string]any{"name": "get_page", "arguments": map[string]any{"path": "/guide"}})
	if data, _ := json.Marshal(res); !strings.Contains(string(data), "The Beta guide, first edition.") {
		t.Errorf("get_page /guide at docs.beta.example/mcp = %s", data)
	}
}

// TestPreviewMCP checks that a preview's MCP server answers below its
// path, from the job branch's build.
func TestPreviewMCP(t *testing.T) {
	t.Parallel()
	b := setupPreviews(t, Options{})
	alpha := newRepo(t, "Alpha")
	alpha.branch("folio/j1", map[string]string{"docs/guide.mdx": "---\ntitle: Alpha guide\n---\nThe Alpha guide, second edition.\n"})
	b.jobs.add("alpha", "job_1", "folio/j1")
	if err := b.host.Set(t.Context(), []domain.Project{local("alpha", alpha)}); err != nil {
		t.Fatal(err)
	}
	b.expect(t, "/preview/alpha/job_1/", 200, "Welcome to Alpha")
	h := b.host.PreviewHandler()
	if code, res := mcpCall(t, h, "", "/preview/alpha/job_1/mcp", "initialize", initParams); code != http.StatusOK || serverName(res) != "Alpha" {
		t.Fatalf("initialize = %d %v", code, res)
	}
	_, res := mcpCall(t, h, "", "/preview/alpha/job_1/mcp", "tools/call", map[string]any{"name": "search", "arguments": map[string]any{"query": "second edition"}})
	if data, _ := json.Marshal(res); !strings.Contains(string(data), `/preview/alpha/job_1/guide`) {
		t.Errorf("search in the preview = %s", data)
	}
	if code, _ := mcpCall(t, h, "", "/preview/alpha/job_9/mcp", "initialize", initParams); code != http.StatusNotFound {
		t.Errorf("a preview that does not exist answers %d", code)
	}
}
