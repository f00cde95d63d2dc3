package devserver

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// rpc posts one JSON-RPC message to an MCP endpoint as a Streamable HTTP
// client does, and decodes the JSON answer.
func rpc(t *testing.T, u, method string, params any) (int, map[string]any) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	req, _ := http.NewRequest(http.MethodPost, u, strings.NewReader(string(body)))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("MCP-Protocol-Version", "2025-06-18")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

func initialize(t *testing.T, u string) (int, map[string]any) {
	t.Helper()
	return rpc(t, u, "initialize", map[string]any{
		"protocolVersion": "2025-06-18", "capabilities": map[string]any{},
		"clientInfo": map[string]any{"name": "test", "version": "1"},
	})
}

// TestMCP checks that folio dev answers MCP at /mcp from the current
// build, and that its pages offer the MCP presets.
func TestMCP(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "docs.json", `{"theme":"mint","name":"Dev Docs","colors":{"primary":"#2563EB"},"contextual":{"options":["copy","mcp"]},"navigation":{"groups":[{"group":"G","pages":["index"]}]}}`)
	write(t, dir, "index.mdx", "---\ntitle: Home\n---\nThe first text.\n")
	hs, srv := serveDirServer(t, dir, Options{})

	code, res := initialize(t, hs.URL+"/mcp")
	info, _ := res["result"].(map[string]any)["serverInfo"].(map[string]any)
	if code != http.StatusOK || info["name"] != "Dev Docs" {
		t.Fatalf("initialize = %d %v", code, res)
	}
	readHome := func() string {
		_, res := rpc(t, hs.URL+"/mcp", "tools/call", map[string]any{"name": "get_page", "arguments": map[string]any{"path": "/"}})
		data, _ := json.Marshal(res["result"])
		return string(data)
	}
	if got := readHome(); !strings.Contains(got, "The first text.") {
		t.Errorf("get_page / = %s", got)
	}
	write(t, dir, "index.mdx", "---\ntitle: Home\n---\nThe second text.\n")
	if !srv.Update(context.Background(), []string{"index.mdx"}) {
		t.Fatal("the edit needed a whole build")
	}
	if got := readHome(); !strings.Contains(got, "The second text.") {
		t.Errorf("after an edit, get_page / = %s", got)
	}

	if _, page := body(t, hs.URL+"/"); !strings.Contains(page, `data-copy-text="/mcp" data-mcp="url"`) {
		t.Error("the page menu does not offer the MCP server's URL")
	}
}
