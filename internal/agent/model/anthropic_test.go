package model_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/agent/model"
)

func anthropicReply(content, stop string) reply {
	return reply{status: 200, body: fmt.Sprintf(`{"id":"msg_1","type":"message","role":"assistant","model":"claude-test",
		"content":%s,"stop_reason":%q,"stop_sequence":null,
		"usage":{"input_tokens":20,"output_tokens":30,"cache_creation_input_tokens":5,"cache_read_input_tokens":100}}`, content, stop)}
}

// openAnthropic opens the provider without streaming, which the tests of
// whole replies exercise.
func openAnthropic(t *testing.T, url string) model.Model {
	t.Helper()
	return openAnthropicMode(t, url, false)
}

func openAnthropicMode(t *testing.T, url string, stream bool) model.Model {
	t.Helper()
	m, err := model.Open("anthropic:claude-test", testOptions(t, map[string]string{
		"ANTHROPIC_BASE_URL": url,
		"ANTHROPIC_API_KEY":  "sk-ant-test",
		"ANTHROPIC_STREAM":   fmt.Sprint(stream),
	}, nil))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestAnthropicRequestAndToolCalls(t *testing.T) {
	srv, ts := newServer(t, anthropicReply(`[{"type":"text","text":"Writing it."},
		{"type":"tool_use","id":"toolu_1","name":"write_file","input":{"path":"a.mdx","content":"# A"}},
		{"type":"tool_use","id":"toolu_2","name":"validate","input":{}}]`, "tool_use"))
	resp, err := openAnthropic(t, ts.URL).Step(t.Context(), conversation())
	if err != nil {
		t.Fatal(err)
	}
	want := model.Response{
		Message: model.Message{Role: model.RoleAssistant, Content: "Writing it.", ToolCalls: []model.ToolCall{
			{ID: "toolu_1", Name: "write_file", Arguments: `{"path":"a.mdx","content":"# A"}`},
			{ID: "toolu_2", Name: "validate", Arguments: `{}`},
		}},
		Usage:      model.Usage{InputTokens: 125, OutputTokens: 30, CachedInputTokens: 100, CacheWriteInputTokens: 5},
		StopReason: model.StopToolCalls,
	}
	if !reflect.DeepEqual(resp, want) {
		t.Errorf("response\n got %+v\nwant %+v", resp, want)
	}

	if got := srv.paths[0]; got != "/v1/messages" {
		t.Errorf("path = %s", got)
	}
	if got := srv.headers[0].Get("X-Api-Key"); got != "sk-ant-test" {
		t.Errorf("X-Api-Key = %q", got)
	}
	if srv.headers[0].Get("Anthropic-Version") == "" {
		t.Error("no Anthropic-Version header")
	}
	ephemeral := map[string]any{"type": "ephemeral"}
	text := func(s string) map[string]any { return map[string]any{"type": "text", "text": s} }
	cached := func(m map[string]any) map[string]any { m["cache_control"] = ephemeral; return m }
	wantBody := map[string]any{
		"model":      "claude-test",
		"max_tokens": float64(model.DefaultMaxTokens),
		"system":     []any{map[string]any{"type": "text", "text": "You edit documentation.", "cache_control": ephemeral}},
		"messages": []any{
			// Breakpoints on the last message and on the user turn before
			// the last reply: the previous step's end.
			map[string]any{"role": "user", "content": []any{cached(text("Add a quickstart page."))}},
			map[string]any{"role": "assistant", "content": []any{
				text("Reading the index first."),
				map[string]any{"type": "tool_use", "id": "call_a", "name": "read_file", "input": map[string]any{"path": "index.mdx"}},
				map[string]any{"type": "tool_use", "id": "call_b", "name": "list_files", "input": map[string]any{}},
			}},
			// Tool results first, then the follow-up, in one user turn.
			map[string]any{"role": "user", "content": []any{
				map[string]any{"type": "tool_result", "tool_use_id": "call_a", "content": []any{text("1\t# Welcome")}, "is_error": false},
				map[string]any{"type": "tool_result", "tool_use_id": "call_b", "content": []any{text("no such folder")}, "is_error": true},
				cached(text("Also mention the CLI.")),
			}},
		},
		"tools": []any{map[string]any{
			"name":        "read_file",
			"description": "Read a file.",
			"input_schema": map[string]any{
				"type":                 "object",
				"properties":           map[string]any{"path": map[string]any{"type": "string"}},
				"required":             []any{"path"},
				"additionalProperties": false,
			},
			"cache_control": ephemeral,
		}},
	}
	if body := srv.body(0); !reflect.DeepEqual(body, wantBody) {
		got, _ := json.MarshalIndent(body, "", "  ")
		exp, _ := json.MarshalIndent(wantBody, "", "  ")
		t.Errorf("request body\n got %s\nwant %s", got, exp)
	}
}

func TestAnthropicConversationShapes(t *testing.T) {
	// Arguments that were not JSON are replayed as {} (the API needs an
	// object), an empty assistant turn is dropped, and the user turns
	// around it merge.
	srv, ts := newServer(t, anthropicReply(`[{"type":"text","text":"ok"}]`, "end_turn"))
	req := model.Request{Messages: []model.Message{
		{Role: model.RoleUser, Content: "one"},
		{Role: model.RoleAssistant, ToolCalls: []model.ToolCall{{ID: "c1", Name: "write_file", Arguments: `{"path": `}}},
		{Role: model.RoleTool, ToolCallID: "c1", Content: "", IsError: true},
		{Role: model.RoleAssistant},
		{Role: model.RoleUser, Content: "two"},
	}, MaxTokens: 1000}
	if _, err := openAnthropic(t, ts.URL).Step(t.Context(), req); err != nil {
		t.Fatal(err)
	}
	if got := srv.body(0)["max_tokens"]; got != float64(1000) {
		t.Errorf("max_tokens = %v", got)
	}
	got, _ := json.Marshal(srv.body(0)["messages"])
	want := `[{"content":[{"cache_control":{"type":"ephemeral"},"text":"one","type":"text"}],"role":"user"},` +
		`{"content":[{"id":"c1","input":{},"name":"write_file","type":"tool_use"}],"role":"assistant"},` +
		`{"content":[{"content":[{"text":"(no output)","type":"text"}],"is_error":true,"tool_use_id":"c1","type":"tool_result"},{"cache_control":{"type":"ephemeral"},"text":"two","type":"text"}],"role":"user"}]`
	if string(got) != want {
		t.Errorf("messages\n got %s\nwant %s", got, want)
	}
	if _, ok := srv.body(0)["system"]; ok {
		t.Error("an empty system prompt was sent")
	}
}

func TestAnthropicReplies(t *testing.T) {
	tests := []struct {
		name string
		rep  reply
		want model.Response
	}{
		{
			name: "text",
			rep:  anthropicReply(`[{"type":"text","text":"All"},{"type":"text","text":"done."}]`, "end_turn"),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "All\n\ndone."}, StopReason: model.StopEnd},
		},
		{
			name: "cut short",
			rep:  anthropicReply(`[{"type":"text","text":"Half"}]`, "max_tokens"),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "Half"}, StopReason: model.StopMaxTokens},
		},
		{
			name: "refusal",
			rep:  anthropicReply(`[]`, "refusal"),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant}, StopReason: model.StopRefusal},
		},
		{
			name: "tool call with null input",
			rep:  anthropicReply(`[{"type":"tool_use","id":"t","name":"validate","input":null}]`, "tool_use"),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, ToolCalls: []model.ToolCall{
				{ID: "t", Name: "validate", Arguments: "{}"},
			}}, StopReason: model.StopToolCalls},
		},
	}
	// Streaming, the same replies are a server that ignores "stream"
	// and answers with one JSON document.
	for _, stream := range []bool{false, true} {
		for _, tt := range tests {
			t.Run(fmt.Sprintf("%s/stream=%v", tt.name, stream), func(t *testing.T) {
				_, ts := newServer(t, tt.rep)
				resp, err := openAnthropicMode(t, ts.URL, stream).Step(t.Context(), conversation())
				if err != nil {
					t.Fatal(err)
				}
				resp.Usage = model.Usage{}
				if !reflect.DeepEqual(resp, tt.want) {
					t.Errorf("got  %+v\nwant %+v", resp, tt.want)
				}
			})
		}
	}
}

func TestAnthropicRetries(t *testing.T) {
	ok := anthropicReply(`[{"type":"text","text":"ok"}]`, "end_turn")
	t.Run("429 with Retry-After", func(t *testing.T) {
		t.Parallel()
		srv, ts := newServer(t,
			reply{status: 429, headers: map[string]string{"Retry-After": "1"}, body: `{"type":"error","error":{"type":"rate_limit_error","message":"slow down"}}`},
			ok)
		c := newFakeClock()
		m, err := model.Open("anthropic:claude-test", testOptions(t, map[string]string{"ANTHROPIC_BASE_URL": ts.URL, "ANTHROPIC_STREAM": "false"}, c))
		if err != nil {
			t.Fatal(err)
		}
		resp, err := m.Step(t.Context(), conversation())
		if err != nil {
			t.Fatal(err)
		}
		if resp.Message.Content != "ok" || srv.requests() != 2 {
			t.Errorf("content %q after %d requests", resp.Message.Content, srv.requests())
		}
		if got := c.sleeps(); len(got) != 1 || got[0] < time.Second {
			t.Errorf("waited %v, want Retry-After's second", got)
		}
	})
	t.Run("overloaded then success", func(t *testing.T) {
		t.Parallel()
		srv, ts := newServer(t,
			reply{status: 500, body: `{"type":"error","error":{"type":"api_error","message":"boom"}}`},
			reply{status: 529, body: `{"type":"error","error":{"type":"overloaded_error","message":"busy"}}`},
			ok)
		resp, err := openAnthropic(t, ts.URL).Step(t.Context(), conversation())
		if err != nil {
			t.Fatal(err)
		}
		if resp.Message.Content != "ok" || srv.requests() != 3 {
			t.Errorf("content %q after %d requests", resp.Message.Content, srv.requests())
		}
	})
	t.Run("Retry-After beyond the bound", func(t *testing.T) {
		t.Parallel()
		srv, ts := newServer(t, reply{status: 429, headers: map[string]string{"Retry-After": "3600"}, body: `{"type":"error","error":{"type":"rate_limit_error","message":"quota"}}`}, ok)
		_, err := openAnthropic(t, ts.URL).Step(t.Context(), conversation())
		var ae *model.APIError
		if !errors.As(err, &ae) || ae.StatusCode != 429 || !model.IsRetryable(err) {
			t.Fatalf("err = %v, want a retryable 429", err)
		}
		if srv.requests() != 1 {
			t.Errorf("%d requests; a wait of an hour must not be retried", srv.requests())
		}
	})
	t.Run("400 is not retried", func(t *testing.T) {
		t.Parallel()
		srv, ts := newServer(t, reply{status: 400, body: `{"type":"error","error":{"type":"invalid_request_error","message":"max_tokens: too large"}}`})
		_, err := openAnthropic(t, ts.URL).Step(t.Context(), conversation())
		var ae *model.APIError
		if !errors.As(err, &ae) || ae.StatusCode != 400 || ae.Retryable {
			t.Fatalf("err = %v, want a final 400", err)
		}
		if !strings.Contains(err.Error(), "max_tokens: too large") {
			t.Errorf("err = %v, want the provider's message", err)
		}
		if srv.requests() != 1 {
			t.Errorf("%d requests", srv.requests())
		}
	})
}

func TestAnthropicMalformed(t *testing.T) {
	tests := []struct {
		name string
		rep  reply
	}{
		{"not JSON", reply{status: 200, body: `{"content": [`}},
		{"HTML from a proxy", reply{status: 200, headers: map[string]string{"Content-Type": "text/html"}, body: `<html>hi</html>`}},
		{"tool use without name", anthropicReply(`[{"type":"tool_use","id":"t","input":{}}]`, "tool_use")},
		{"not a message", reply{status: 200, body: `{"type":"completion","completion":"hi"}`}},
	}
	for _, stream := range []bool{false, true} {
		for _, tt := range tests {
			t.Run(fmt.Sprintf("%s/stream=%v", tt.name, stream), func(t *testing.T) {
				_, ts := newServer(t, tt.rep)
				_, err := openAnthropicMode(t, ts.URL, stream).Step(t.Context(), conversation())
				if !errors.Is(err, model.ErrMalformedReply) {
					t.Fatalf("err = %v, want ErrMalformedReply", err)
				}
			})
		}
	}
}

// TestAnthropicCacheBreakpointsMove: however long the conversation, the
// request has four cache breakpoints (tools, system, the user turn that
// ended the previous step, the last message), and the conversation's two
// move with it.
func TestAnthropicCacheBreakpointsMove(t *testing.T) {
	srv, ts := newServer(t, anthropicReply(`[{"type":"text","text":"ok"}]`, "end_turn"))
	m := openAnthropic(t, ts.URL)
	req := conversation()
	for step := range 3 {
		for i := range 25 { // more blocks than the API looks back over
			id := fmt.Sprintf("s%d_%d", step, i)
			req.Messages = append(req.Messages,
				model.Message{Role: model.RoleAssistant, ToolCalls: []model.ToolCall{{ID: id, Name: "read_file", Arguments: `{"path":"a.mdx"}`}}},
				model.Message{Role: model.RoleTool, ToolCallID: id, Content: "text"})
		}
		if _, err := m.Step(t.Context(), req); err != nil {
			t.Fatal(err)
		}
		body := srv.body(step)
		raw, _ := json.Marshal(body)
		if n := strings.Count(string(raw), `"cache_control"`); n != 4 {
			t.Errorf("step %d: %d breakpoints, want 4", step, n)
		}
		msgs := body["messages"].([]any)
		marked := func(i int) bool {
			content := msgs[i].(map[string]any)["content"].([]any)
			_, ok := content[len(content)-1].(map[string]any)["cache_control"]
			return ok
		}
		if last := len(msgs) - 1; !marked(last) || !marked(last-2) {
			t.Errorf("step %d: the last message (%v) or the user turn before the last reply (%v) is not a breakpoint", step, marked(last), marked(last-2))
		}
	}
}
