package model_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/agent/model"
)

// chunk is one chat.completion.chunk event with one choice; delta is its
// JSON, finish its finish_reason (empty for null).
func chunk(delta, finish string) string {
	f := "null"
	if finish != "" {
		f = fmt.Sprintf("%q", finish)
	}
	return fmt.Sprintf("data: {\"id\":\"chatcmpl-9\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"gpt-test\","+
		"\"choices\":[{\"index\":0,\"delta\":%s,\"logprobs\":null,\"finish_reason\":%s}],\"usage\":null}\n\n", delta, f)
}

// usageChunk is the last chunk of a stream asked for with include_usage.
const usageChunk = "data: {\"id\":\"chatcmpl-9\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"gpt-test\",\"choices\":[]," +
	"\"usage\":{\"prompt_tokens\":120,\"completion_tokens\":30,\"total_tokens\":150,\"prompt_tokens_details\":{\"cached_tokens\":100}}}\n\n"

const done = "data: [DONE]\n\n"

// openaiStream is a stream of chunks, ended properly.
func openaiStream(events ...string) reply {
	return reply{status: 200, events: append(events, done)}
}

// argPieces splits a call's arguments into deltas of a few bytes each, as
// OpenAI sends them.
func argPieces(index int, args string) []string {
	var out []string
	for len(args) > 0 {
		n := min(4, len(args))
		out = append(out, chunk(fmt.Sprintf(`{"tool_calls":[{"index":%d,"function":{"arguments":%q}}]}`, index, args[:n]), ""))
		args = args[n:]
	}
	return out
}

func concat(parts ...[]string) []string {
	var out []string
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func TestOpenAIStreamRequestAndText(t *testing.T) {
	srv, ts := newServer(t, openaiStream(
		chunk(`{"role":"assistant","content":"","refusal":null}`, ""),
		": a comment line, which event streams allow\n\n",
		chunk(`{"content":"All "}`, ""),
		chunk(`{"content":"done"}`, ""),
		chunk(`{"content":"."}`, ""),
		chunk(`{}`, "stop"),
		usageChunk,
	))
	resp, err := openOpenAIMode(t, ts.URL, true).Step(t.Context(), conversation())
	if err != nil {
		t.Fatal(err)
	}
	want := model.Response{
		Message:    model.Message{Role: model.RoleAssistant, Content: "All done."},
		Usage:      model.Usage{InputTokens: 120, OutputTokens: 30, CachedInputTokens: 100},
		StopReason: model.StopEnd,
	}
	if !reflect.DeepEqual(resp, want) {
		t.Errorf("response\n got %+v\nwant %+v", resp, want)
	}
	body := srv.body(0)
	if body["stream"] != true || !reflect.DeepEqual(body["stream_options"], map[string]any{"include_usage": true}) {
		t.Errorf("stream = %v, stream_options = %v", body["stream"], body["stream_options"])
	}
	// The rest of the request is what a whole reply asks with.
	if body["model"] != "gpt-test" || len(body["messages"].([]any)) != 6 || len(body["tools"].([]any)) != 1 {
		t.Errorf("request body = %v", body)
	}
	if got := srv.paths[0]; got != "/v1/chat/completions" {
		t.Errorf("path = %s", got)
	}
}

func TestOpenAIStreamToolCalls(t *testing.T) {
	writeArgs := `{"path":"a.mdx","content":"# A\n\nSome \"quoted\" text."}`
	twoCalls := []model.ToolCall{
		{ID: "call_1", Name: "write_file", Arguments: writeArgs},
		{ID: "call_2", Name: "validate", Arguments: `{}`},
	}
	tests := []openaiStreamCase{
		{
			// OpenAI: id and name in each call's first delta, the
			// arguments in pieces after it.
			name: "arguments over many deltas",
			events: concat(
				[]string{chunk(`{"role":"assistant","content":"Writing it."}`, "")},
				[]string{chunk(`{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"write_file","arguments":""}}]}`, "")},
				argPieces(0, writeArgs),
				[]string{chunk(`{"tool_calls":[{"index":1,"id":"call_2","type":"function","function":{"name":"validate","arguments":""}}]}`, "")},
				argPieces(1, `{}`),
				[]string{chunk(`{}`, "tool_calls"), usageChunk},
			),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "Writing it.", ToolCalls: twoCalls},
				Usage: model.Usage{InputTokens: 120, OutputTokens: 30, CachedInputTokens: 100}, StopReason: model.StopToolCalls},
		},
		{
			name: "one call",
			events: concat(
				[]string{chunk(`{"role":"assistant","content":null,"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"write_file","arguments":""}}]}`, "")},
				argPieces(0, writeArgs),
				[]string{chunk(`{}`, "tool_calls")},
			),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, ToolCalls: twoCalls[:1]}, StopReason: model.StopToolCalls},
		},
		{
			name: "every call whole in one chunk",
			events: []string{chunk(fmt.Sprintf(`{"role":"assistant","tool_calls":[`+
				`{"index":0,"id":"call_1","type":"function","function":{"name":"write_file","arguments":%q}},`+
				`{"index":1,"id":"call_2","type":"function","function":{"name":"validate","arguments":"{}"}}]}`, writeArgs), "tool_calls")},
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, ToolCalls: twoCalls}, StopReason: model.StopToolCalls},
		},
		{
			// Ollama numbers every call 0 and ends with "stop".
			name: "every call numbered 0",
			events: []string{
				chunk(fmt.Sprintf(`{"role":"assistant","content":"","tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"write_file","arguments":%q}}]}`, writeArgs), ""),
				chunk(`{"role":"assistant","content":"","tool_calls":[{"index":0,"id":"call_2","type":"function","function":{"name":"validate","arguments":"{}"}}]}`, ""),
				chunk(`{"role":"assistant","content":""}`, "stop"),
			},
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, ToolCalls: twoCalls}, StopReason: model.StopToolCalls},
		},
		{
			// vLLM repeats the id in every delta.
			name: "id in every delta",
			events: concat(
				[]string{chunk(`{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"write_file"}}]}`, "")},
				[]string{chunk(`{"tool_calls":[{"index":0,"id":"call_1","function":{"arguments":"{\"path\":\"a.mdx\","}}]}`, "")},
				[]string{chunk(`{"tool_calls":[{"index":0,"id":"call_1","function":{"arguments":"\"content\":\"# A\\n\\nSome \\\"quoted\\\" text.\"}"}}]}`, "")},
				[]string{chunk(`{"tool_calls":[{"index":1,"id":"call_2","type":"function","function":{"name":"validate","arguments":"{}"}}]}`, "")},
				[]string{chunk(`{}`, "tool_calls")},
			),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, ToolCalls: twoCalls}, StopReason: model.StopToolCalls},
		},
		{
			// No ids and no indices: a name begins a call. The ids are
			// made up, as for a whole reply without them.
			name: "no ids and no indices",
			events: concat(
				[]string{chunk(`{"tool_calls":[{"function":{"name":"write_file","arguments":""}}]}`, "")},
				[]string{chunk(`{"tool_calls":[{"function":{"arguments":"{\"path\":\"a.mdx\","}}]}`, "")},
				[]string{chunk(`{"tool_calls":[{"function":{"arguments":"\"content\":\"# A\\n\\nSome \\\"quoted\\\" text.\"}"}}]}`, "")},
				[]string{chunk(`{"tool_calls":[{"function":{"name":"validate","arguments":"{}"}}]}`, "")},
				[]string{chunk(`{}`, "stop")},
			),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, ToolCalls: twoCalls}, StopReason: model.StopToolCalls},
		},
		{
			name: "the same tool twice at index 0 without ids",
			events: []string{
				chunk(`{"tool_calls":[{"index":0,"function":{"name":"read_file","arguments":"{\"path\":\"a.mdx\"}"}}]}`, ""),
				chunk(`{"tool_calls":[{"index":0,"function":{"name":"read_file","arguments":"{\"path\":\"b.mdx\"}"}}]}`, ""),
				chunk(`{}`, "tool_calls"),
			},
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, ToolCalls: []model.ToolCall{
				{ID: "call_1", Name: "read_file", Arguments: `{"path":"a.mdx"}`},
				{ID: "call_2", Name: "read_file", Arguments: `{"path":"b.mdx"}`},
			}}, StopReason: model.StopToolCalls},
		},
		{
			name: "the name sent again with the arguments",
			events: []string{
				chunk(`{"tool_calls":[{"index":0,"id":"call_1","function":{"name":"read_file","arguments":"{\"path\":"}}]}`, ""),
				chunk(`{"tool_calls":[{"index":0,"function":{"name":"read_file","arguments":"\"a.mdx\"}"}}]}`, ""),
				chunk(`{}`, "tool_calls"),
			},
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, ToolCalls: []model.ToolCall{
				{ID: "call_1", Name: "read_file", Arguments: `{"path":"a.mdx"}`},
			}}, StopReason: model.StopToolCalls},
		},
		{
			// The arguments are passed on as written.
			name: "cut short in the arguments",
			events: []string{
				chunk(`{"tool_calls":[{"index":0,"id":"c9","type":"function","function":{"name":"write_file","arguments":"{\"path\": \"a.mdx\", "}}]}`, ""),
				chunk(`{}`, "length"),
			},
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, ToolCalls: []model.ToolCall{
				{ID: "c9", Name: "write_file", Arguments: `{"path": "a.mdx", `},
			}}, StopReason: model.StopMaxTokens},
		},
	}
	runOpenAIStream(t, tests)
}

func TestOpenAIStreamStopReasons(t *testing.T) {
	tests := []openaiStreamCase{
		{
			name:   "cut short",
			events: []string{chunk(`{"content":"Half"}`, ""), chunk(`{}`, "length")},
			want:   model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "Half"}, StopReason: model.StopMaxTokens},
		},
		{
			name:   "refusal",
			events: []string{chunk(`{"role":"assistant","content":null,"refusal":"I can"}`, ""), chunk(`{"refusal":"'t."}`, ""), chunk(`{}`, "stop")},
			want:   model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "I can't."}, StopReason: model.StopRefusal},
		},
		{
			name:   "content filter",
			events: []string{chunk(`{"content":"Well"}`, "content_filter")},
			want:   model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "Well"}, StopReason: model.StopRefusal},
		},
		{
			name:   "a reason of the server's own",
			events: []string{chunk(`{"content":"Hm"}`, "eos_token")},
			want:   model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "Hm"}, StopReason: "eos_token"},
		},
		{
			// vLLM with continuous usage stats: a running total in
			// every chunk; the last one counts.
			name: "usage in every chunk",
			events: []string{
				strings.Replace(chunk(`{"content":"a"}`, ""), `"usage":null`, `"usage":{"prompt_tokens":120,"completion_tokens":1,"total_tokens":121}`, 1),
				strings.Replace(chunk(`{"content":"b"}`, "stop"), `"usage":null`, `"usage":{"prompt_tokens":120,"completion_tokens":2,"total_tokens":122}`, 1),
			},
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "ab"},
				Usage: model.Usage{InputTokens: 120, OutputTokens: 2}, StopReason: model.StopEnd},
		},
		{
			// A server that leaves the id out of its later chunks.
			name:   "chunks without the id",
			events: []string{chunk(`{"content":"a"}`, ""), strings.Replace(chunk(`{"content":"b"}`, "stop"), `"id":"chatcmpl-9",`, "", 1)},
			want:   model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "ab"}, StopReason: model.StopEnd},
		},
	}
	runOpenAIStream(t, tests)
}

func TestOpenAIStreamRetries(t *testing.T) {
	ok := openaiStream(chunk(`{"content":"ok"}`, "stop"))
	fast := map[string]string{"Retry-After-Ms": "10"}
	t.Run("429 then success", func(t *testing.T) {
		t.Parallel()
		srv, ts := newServer(t, reply{status: 429, headers: fast, body: `{"error":{"message":"slow down","type":"rate_limit"}}`}, ok)
		resp, err := openOpenAIMode(t, ts.URL, true).Step(t.Context(), conversation())
		if err != nil {
			t.Fatal(err)
		}
		if resp.Message.Content != "ok" || srv.requests() != 2 {
			t.Errorf("content %q after %d requests", resp.Message.Content, srv.requests())
		}
	})
	t.Run("500 every time", func(t *testing.T) {
		t.Parallel()
		srv, ts := newServer(t, reply{status: 500, headers: fast, body: `{"error":{"message":"boom","type":"server_error"}}`})
		_, err := openOpenAIMode(t, ts.URL, true).Step(t.Context(), conversation())
		var ae *model.APIError
		if !errors.As(err, &ae) || ae.StatusCode != 500 || !ae.Retryable || !strings.Contains(err.Error(), "boom") {
			t.Fatalf("err = %v, want a retryable 500", err)
		}
		if !errors.Is(err, model.ErrUnavailable) || srv.requests() < 5 {
			t.Errorf("err = %v after %d requests, want ErrUnavailable after retries over the outage", err, srv.requests())
		}
	})
}

func TestOpenAIStreamFailures(t *testing.T) {
	// Clipped, so that every append below makes a new slice.
	begun := slices.Clip([]string{chunk(`{"role":"assistant","content":"Writing"}`, ""), chunk(`{"content":" it"}`, "")})
	tests := []struct {
		name string
		rep  reply
		want failure
		say  string // in the error
	}{
		{
			name: "error event",
			rep:  reply{status: 200, events: append(begun, `data: {"error":{"message":"The server had an error while processing your request.","type":"server_error","param":null,"code":null}}`+"\n\n")},
			want: retryable, say: "The server had an error",
		},
		{
			// OpenRouter: the error in a chunk, with the upstream's
			// status as its code.
			name: "error chunk with a status code",
			rep: reply{status: 200, events: append(begun, `data: {"id":"gen-1","object":"chat.completion.chunk","created":1,"model":"m",`+
				`"error":{"code":502,"message":"Provider disconnected"},"choices":[{"index":0,"delta":{"content":""},"finish_reason":"error"}]}`+"\n\n")},
			want: retryable, say: "Provider disconnected",
		},
		{
			name: "error event that will not pass",
			rep:  reply{status: 200, events: append(begun, `data: {"error":{"message":"context too long","type":"invalid_request_error","code":"context_length_exceeded"}}`+"\n\n")},
			want: final, say: "context too long",
		},
		{
			name: "connection dropped",
			rep:  reply{status: 200, events: begun, cut: true},
			want: retryable, say: "connection broke",
		},
		{
			name: "ended before the finish reason",
			rep:  reply{status: 200, events: begun},
			want: retryable, say: "OPENAI_STREAM=false",
		},
		{
			name: "ended before anything",
			rep:  reply{status: 200, events: []string{}},
			want: retryable, say: "ended before",
		},
		{
			name: "invalid JSON in a chunk",
			rep:  reply{status: 200, events: append(begun, `data: {"id":"chatcmpl-9","choices":[{"index":0,"delta":{"content":"x"`+"\n\n", done)},
		},
		{
			name: "a choice index out of range",
			rep:  reply{status: 200, events: []string{strings.Replace(chunk(`{"content":"x"}`, "stop"), `"index":0`, `"index":500`, 1), done}},
		},
		{
			name: "a tool call without a name",
			rep:  openaiStream(chunk(`{"tool_calls":[{"index":0,"id":"c","function":{"arguments":"{}"}}]}`, "tool_calls")),
		},
		{
			name: "an HTML page",
			rep:  reply{status: 200, headers: map[string]string{"Content-Type": "text/html"}, body: "<!doctype html><title>Gateway</title>"},
			say:  "neither an event stream nor JSON",
		},
		{
			name: "a JSON error body with status 200",
			rep:  reply{status: 200, body: `{"error":{"message":"model is loading","type":"server_error"}}`},
			want: retryable, say: "model is loading",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, ts := newServer(t, tt.rep)
			_, err := openOpenAIMode(t, ts.URL, true).Step(t.Context(), conversation())
			if err == nil {
				t.Fatal("no error")
			}
			checkFailure(t, err, tt.want, tt.say)
		})
	}
}

func TestOpenAIStreamCancel(t *testing.T) {
	sent := make(chan struct{})
	_, ts := newServer(t, reply{status: 200, events: []string{chunk(`{"role":"assistant","content":"Thinking"}`, "")}, hang: true, sent: sent})
	testCancelMidStream(t, openOpenAIMode(t, ts.URL, true), sent)
}

// testCancelMidStream cancels a Step once its server has sent part of a
// reply and hangs: Step must return promptly with the cancellation.
func testCancelMidStream(t *testing.T, m model.Model, sent <-chan struct{}) {
	t.Helper()
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	errc := make(chan error, 1)
	go func() {
		_, err := m.Step(ctx, conversation())
		errc <- err
	}()
	select {
	case <-sent:
	case err := <-errc:
		t.Fatalf("Step returned before the reply began: %v", err)
	case <-time.After(10 * time.Second):
		t.Fatal("the server never sent the start of the reply")
	}
	cancel()
	select {
	case err := <-errc:
		if !errors.Is(err, context.Canceled) || model.IsRetryable(err) {
			t.Errorf("err = %v, want the cancellation", err)
		}
	case <-time.After(time.Second):
		t.Fatal("Step did not return within a second of the cancellation")
	}
}

// failure is the kind of error a broken stream must give.
type failure int

const (
	malformed failure = iota // wraps ErrMalformedReply
	retryable                // an *APIError without status, Retryable
	final                    // an *APIError without status, not Retryable
)

func checkFailure(t *testing.T, err error, want failure, say string) {
	t.Helper()
	if err == nil {
		t.Fatal("no error")
	}
	var ae *model.APIError
	switch want {
	case malformed:
		if !errors.Is(err, model.ErrMalformedReply) || errors.As(err, &ae) {
			t.Fatalf("err = %v, want ErrMalformedReply", err)
		}
	default:
		if !errors.As(err, &ae) || ae.Retryable != (want == retryable) || ae.StatusCode != 0 || model.IsRetryable(err) != (want == retryable) {
			t.Fatalf("err = %#v, want an *APIError with Retryable %v and no status", err, want == retryable)
		}
	}
	if !strings.Contains(err.Error(), say) {
		t.Errorf("err = %v, want it to say %q", err, say)
	}
}

// openaiStreamCase is a stream the server sends and the response it
// makes.
type openaiStreamCase struct {
	name   string
	events []string
	want   model.Response
}

// runOpenAIStream runs each case against a server that sends its stream.
func runOpenAIStream(t *testing.T, tests []openaiStreamCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, ts := newServer(t, openaiStream(tt.events...))
			resp, err := openOpenAIMode(t, ts.URL, true).Step(t.Context(), conversation())
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(resp, tt.want) {
				t.Errorf("response\n got %+v\nwant %+v", resp, tt.want)
			}
		})
	}
}
