package model_test

import (
	"errors"
	"testing"

	"github.com/foliodocs/folio/internal/agent/model"
)

func TestContextWindow(t *testing.T) {
	for spec, want := range map[string]int{
		"openai:gpt-4o":                     128_000,
		"openai:gpt-4o-mini-2024-07-18":     128_000,
		"openai:gpt-4":                      8_192,
		"openai:gpt-4.1-mini":               1_047_576,
		"openai:openai/gpt-4o":              128_000,
		"anthropic:claude-sonnet-4-5":       200_000,
		"openai:llama3.1:8b":                model.DefaultContextWindow,
		"script:turns.json":                 model.DefaultContextWindow,
		"OpenAI:GPT-5":                      400_000,
		"openai:o3-mini":                    200_000,
		"openai:qwen2.5-coder:32b-instruct": model.DefaultContextWindow,
	} {
		if got := model.ContextWindow(spec); got != want {
			t.Errorf("ContextWindow(%q) = %d, want %d", spec, got, want)
		}
	}
}

func TestContextLengthErrors(t *testing.T) {
	tests := []struct {
		name string
		open func(*testing.T, string) model.Model
		rep  reply
		want bool
	}{
		{"openai code", openOpenAI, reply{status: 400, body: `{"error":{"message":"This model's maximum context length is 128000 tokens.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}}`}, true},
		{"vllm message", openOpenAI, reply{status: 400, body: `{"object":"error","message":"This model's maximum context length is 32768 tokens. However, you requested 40000 tokens.","type":"BadRequestError","param":null,"code":400}`}, true},
		{"llama.cpp", openOpenAI, reply{status: 400, body: `{"error":{"code":400,"message":"the request exceeds the available context size, try increasing it","type":"exceed_context_size_error"}}`}, true},
		{"openai other 400", openOpenAI, reply{status: 400, body: `{"error":{"message":"Invalid value for 'tools'","type":"invalid_request_error","param":"tools","code":"invalid_value"}}`}, false},
		{"anthropic", openAnthropic, reply{status: 400, body: `{"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 210000 tokens > 200000 maximum"}}`}, true},
		{"anthropic other 400", openAnthropic, reply{status: 400, body: `{"type":"error","error":{"type":"invalid_request_error","message":"messages: roles must alternate"}}`}, false},
		{"anthropic 500", openAnthropic, reply{status: 500, body: `{"type":"error","error":{"type":"api_error","message":"prompt is too long"}}`}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv, ts := newServer(t, tt.rep, anthropicReply(`[{"type":"text","text":"ok"}]`, "end_turn"))
			m := tt.open(t, ts.URL)
			ctx := t.Context()
			_, err := m.Step(ctx, conversation())
			if tt.rep.status >= 500 {
				// Retried, and the next reply succeeds: never a context error.
				if model.IsContextLength(err) {
					t.Fatalf("a 500 was taken for a context-length error: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatal("no error")
			}
			if got := model.IsContextLength(err); got != tt.want {
				t.Errorf("IsContextLength = %v, want %v (%v)", got, tt.want, err)
			}
			if model.IsRetryable(err) {
				t.Errorf("a 400 is retryable: %v", err)
			}
			var ae *model.APIError
			if !errors.As(err, &ae) || ae.StatusCode != 400 {
				t.Errorf("error %v is not an HTTP 400 APIError", err)
			}
			if n := srv.requests(); n != 1 {
				t.Errorf("%d requests, want 1 (no retry of a 400)", n)
			}
		})
	}
}
