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

func openaiReply(message, finish string) reply {
	return reply{status: 200, body: fmt.Sprintf(`{"id":"chatcmpl-1","object":"chat.completion","created":1,"model":"m",
		"choices":[{"index":0,"message":%s,"finish_reason":%q}],
		"usage":{"prompt_tokens":120,"completion_tokens":30,"total_tokens":150,"prompt_tokens_details":{"cached_tokens":100}}}`, message, finish)}
}

var openaiToolCalls = openaiReply(`{"role":"assistant","content":"Writing it.","tool_calls":[
	{"id":"call_1","type":"function","function":{"name":"write_file","arguments":"{\"path\":\"a.mdx\",\"content\":\"# A\"}"}},
	{"id":"call_2","type":"function","function":{"name":"validate","arguments":"{}"}}]}`, "tool_calls")

// openOpenAI opens the provider without streaming, which the tests of
// whole replies exercise.
func openOpenAI(t *testing.T, url string) model.Model {
	t.Helper()
	return openOpenAIMode(t, url, false)
}

func openOpenAIMode(t *testing.T, url string, stream bool) model.Model {
	t.Helper()
	m, err := model.Open("openai:gpt-test", testOptions(t, map[string]string{
		"OPENAI_BASE_URL": url + "/v1",
		"OPENAI_API_KEY":  "sk-test",
		"OPENAI_STREAM":   fmt.Sprint(stream),
	}, nil))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestOpenAIRequestAndToolCalls(t *testing.T) {
	srv, ts := newServer(t, openaiToolCalls)
	resp, err := openOpenAI(t, ts.URL).Step(t.Context(), conversation())
	if err != nil {
		t.Fatal(err)
	}
	want := model.Response{
		Message: model.Message{Role: model.RoleAssistant, Content: "Writing it.", ToolCalls: []model.ToolCall{
			{ID: "call_1", Name: "write_file", Arguments: `{"path":"a.mdx","content":"# A"}`},
			{ID: "call_2", Name: "validate", Arguments: `{}`},
		}},
		Usage:      model.Usage{InputTokens: 120, OutputTokens: 30, CachedInputTokens: 100},
		StopReason: model.StopToolCalls,
	}
	if !reflect.DeepEqual(resp, want) {
		t.Errorf("response\n got %+v\nwant %+v", resp, want)
	}

	if got := srv.paths[0]; got != "/v1/chat/completions" {
		t.Errorf("path = %s", got)
	}
	if got := srv.headers[0].Get("Authorization"); got != "Bearer sk-test" {
		t.Errorf("Authorization = %q", got)
	}
	body := srv.body(0)
	wantBody := map[string]any{
		"model": "gpt-test",
		"messages": []any{
			map[string]any{"role": "system", "content": "You edit documentation."},
			map[string]any{"role": "user", "content": "Add a quickstart page."},
			map[string]any{"role": "assistant", "content": "Reading the index first.", "tool_calls": []any{
				map[string]any{"id": "call_a", "type": "function", "function": map[string]any{"name": "read_file", "arguments": `{"path":"index.mdx"}`}},
				map[string]any{"id": "call_b", "type": "function", "function": map[string]any{"name": "list_files", "arguments": `{}`}},
			}},
			map[string]any{"role": "tool", "tool_call_id": "call_a", "content": "1\t# Welcome"},
			map[string]any{"role": "tool", "tool_call_id": "call_b", "content": "Error: no such folder"},
			map[string]any{"role": "user", "content": "Also mention the CLI."},
		},
		"tools": []any{map[string]any{"type": "function", "function": map[string]any{
			"name":        "read_file",
			"description": "Read a file.",
			"parameters": map[string]any{
				"type":                 "object",
				"properties":           map[string]any{"path": map[string]any{"type": "string"}},
				"required":             []any{"path"},
				"additionalProperties": false,
			},
		}}},
	}
	if !reflect.DeepEqual(body, wantBody) {
		got, _ := json.MarshalIndent(body, "", "  ")
		exp, _ := json.MarshalIndent(wantBody, "", "  ")
		t.Errorf("request body\n got %s\nwant %s", got, exp)
	}
}

func TestOpenAIReplies(t *testing.T) {
	tests := []struct {
		name string
		rep  reply
		want model.Response
	}{
		{
			name: "text",
			rep:  openaiReply(`{"role":"assistant","content":"All done."}`, "stop"),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "All done."}, StopReason: model.StopEnd},
		},
		{
			name: "cut short",
			rep:  openaiReply(`{"role":"assistant","content":"Half"}`, "length"),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "Half"}, StopReason: model.StopMaxTokens},
		},
		{
			name: "refusal",
			rep:  openaiReply(`{"role":"assistant","content":null,"refusal":"I can't."}`, "stop"),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "I can't."}, StopReason: model.StopRefusal},
		},
		{
			// llama.cpp and Ollama answer tool calls with "stop" and
			// sometimes without ids.
			name: "compatible server",
			rep:  openaiReply(`{"role":"assistant","content":"","tool_calls":[{"type":"function","function":{"name":"finish","arguments":"{\"summary\":\"ok\"}"}}]}`, "stop"),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, ToolCalls: []model.ToolCall{
				{ID: "call_1", Name: "finish", Arguments: `{"summary":"ok"}`},
			}}, StopReason: model.StopToolCalls},
		},
		{
			// The arguments are passed on as written; the tools tell
			// the model they are not JSON.
			name: "invalid arguments",
			rep:  openaiReply(`{"role":"assistant","content":null,"tool_calls":[{"id":"c9","type":"function","function":{"name":"write_file","arguments":"{\"path\": \"a.mdx\", "}}]}`, "tool_calls"),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, ToolCalls: []model.ToolCall{
				{ID: "c9", Name: "write_file", Arguments: `{"path": "a.mdx", `},
			}}, StopReason: model.StopToolCalls},
		},
	}
	// Streaming, the same replies are a server that ignores "stream"
	// and answers with one JSON document.
	for _, stream := range []bool{false, true} {
		for _, tt := range tests {
			t.Run(fmt.Sprintf("%s/stream=%v", tt.name, stream), func(t *testing.T) {
				_, ts := newServer(t, tt.rep)
				resp, err := openOpenAIMode(t, ts.URL, stream).Step(t.Context(), conversation())
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

func TestOpenAIRetries(t *testing.T) {
	ok := openaiReply(`{"role":"assistant","content":"ok"}`, "stop")
	t.Run("429 with Retry-After", func(t *testing.T) {
		t.Parallel()
		srv, ts := newServer(t,
			reply{status: 429, headers: map[string]string{"Retry-After": "1"}, body: `{"error":{"message":"slow down","type":"rate_limit"}}`},
			ok)
		c := newFakeClock()
		m, err := model.Open("openai:gpt-test", testOptions(t, map[string]string{"OPENAI_BASE_URL": ts.URL + "/v1", "OPENAI_STREAM": "false"}, c))
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
	t.Run("500 then success", func(t *testing.T) {
		t.Parallel()
		srv, ts := newServer(t, reply{status: 500, body: `{"error":{"message":"boom"}}`}, reply{status: 503, body: `oops`}, ok)
		resp, err := openOpenAI(t, ts.URL).Step(t.Context(), conversation())
		if err != nil {
			t.Fatal(err)
		}
		if resp.Message.Content != "ok" || srv.requests() != 3 {
			t.Errorf("content %q after %d requests", resp.Message.Content, srv.requests())
		}
	})
	t.Run("Retry-After beyond the bound", func(t *testing.T) {
		t.Parallel()
		srv, ts := newServer(t, reply{status: 429, headers: map[string]string{"Retry-After": "3600"}, body: `{"error":{"message":"quota"}}`}, ok)
		_, err := openOpenAI(t, ts.URL).Step(t.Context(), conversation())
		var ae *model.APIError
		if !errors.As(err, &ae) || ae.StatusCode != 429 || !ae.Retryable || !model.IsRetryable(err) {
			t.Fatalf("err = %v, want a retryable 429", err)
		}
		if srv.requests() != 1 {
			t.Errorf("%d requests; a wait of an hour must not be retried", srv.requests())
		}
	})
	t.Run("401 is not retried", func(t *testing.T) {
		t.Parallel()
		srv, ts := newServer(t, reply{status: 401, body: `{"error":{"message":"Incorrect API key provided","type":"invalid_request_error","code":"invalid_api_key"}}`})
		_, err := openOpenAI(t, ts.URL).Step(t.Context(), conversation())
		var ae *model.APIError
		if !errors.As(err, &ae) || ae.StatusCode != 401 || ae.Retryable {
			t.Fatalf("err = %v, want a final 401", err)
		}
		if !strings.Contains(err.Error(), "Incorrect API key") {
			t.Errorf("err = %v, want the provider's message", err)
		}
		if srv.requests() != 1 {
			t.Errorf("%d requests", srv.requests())
		}
	})
}

func TestOpenAIMalformed(t *testing.T) {
	tests := []struct {
		name string
		rep  reply
	}{
		{"not JSON", reply{status: 200, body: `{"choices": [`}},
		{"no choices", reply{status: 200, body: `{"id":"x","object":"chat.completion","choices":[]}`}},
		{"tool call without name", openaiReply(`{"role":"assistant","tool_calls":[{"id":"c","type":"function","function":{"arguments":"{}"}}]}`, "tool_calls")},
	}
	for _, stream := range []bool{false, true} {
		for _, tt := range tests {
			t.Run(fmt.Sprintf("%s/stream=%v", tt.name, stream), func(t *testing.T) {
				_, ts := newServer(t, tt.rep)
				_, err := openOpenAIMode(t, ts.URL, stream).Step(t.Context(), conversation())
				if !errors.Is(err, model.ErrMalformedReply) {
					t.Fatalf("err = %v, want ErrMalformedReply", err)
				}
			})
		}
	}
}

func TestOpenAIMaxTokens(t *testing.T) {
	srv, ts := newServer(t, openaiReply(`{"role":"assistant","content":"hi"}`, "stop"))
	req := conversation()
	req.MaxTokens = 1000
	if _, err := openOpenAI(t, ts.URL).Step(t.Context(), req); err != nil {
		t.Fatal(err)
	}
	if got := srv.body(0)["max_completion_tokens"]; got != float64(1000) {
		t.Errorf("max_completion_tokens = %v", got)
	}
}

func TestOpenAIWithoutKey(t *testing.T) {
	// A local server (Ollama) needs no key, and none is sent.
	srv, ts := newServer(t, openaiReply(`{"role":"assistant","content":"hi"}`, "stop"))
	m, err := model.Open("openai:llama3.1:8b", testOptions(t, map[string]string{"OPENAI_BASE_URL": ts.URL + "/v1"}, nil))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Step(t.Context(), model.Request{Messages: []model.Message{{Role: model.RoleUser, Content: "hi"}}}); err != nil {
		t.Fatal(err)
	}
	if got := srv.body(0)["model"]; got != "llama3.1:8b" {
		t.Errorf("model = %v", got)
	}
	if got, ok := srv.body(0)["max_completion_tokens"]; ok {
		t.Errorf("max_completion_tokens = %v without Request.MaxTokens", got)
	}
	if got := srv.headers[0].Get("Authorization"); got != "" {
		t.Errorf("Authorization = %q, want none", got)
	}
}
