package model_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/agent/model"
)

// ev is one event of an Anthropic stream: its name is the type in data.
func ev(data string) string {
	var v struct{ Type string }
	if err := json.Unmarshal([]byte(data), &v); err != nil {
		panic(fmt.Sprintf("test event %s: %v", data, err))
	}
	return fmt.Sprintf("event: %s\ndata: %s\n\n", v.Type, data)
}

// The events that open and close a stream; the usage is split between
// them as Anthropic sends it.
var (
	messageStart = ev(`{"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","content":[],"model":"claude-test",` +
		`"stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":20,"cache_creation_input_tokens":5,"cache_read_input_tokens":100,"output_tokens":1}}}`)
	ping        = "event: ping\ndata: {\"type\": \"ping\"}\n\n"
	messageStop = ev(`{"type":"message_stop"}`)
)

func messageDelta(stop string) string {
	return ev(fmt.Sprintf(`{"type":"message_delta","delta":{"stop_reason":%q,"stop_sequence":null},"usage":{"output_tokens":30}}`, stop))
}

func textBlock(index int, pieces ...string) []string {
	out := []string{ev(fmt.Sprintf(`{"type":"content_block_start","index":%d,"content_block":{"type":"text","text":""}}`, index))}
	for _, p := range pieces {
		out = append(out, ev(fmt.Sprintf(`{"type":"content_block_delta","index":%d,"delta":{"type":"text_delta","text":%q}}`, index, p)))
	}
	return append(out, ev(fmt.Sprintf(`{"type":"content_block_stop","index":%d}`, index)))
}

// toolBlock streams a tool_use block with its input in pieces of a few
// bytes, after the empty first piece Anthropic sends.
func toolBlock(index int, id, name, input string) []string {
	out := []string{
		ev(fmt.Sprintf(`{"type":"content_block_start","index":%d,"content_block":{"type":"tool_use","id":%q,"name":%q,"input":{}}}`, index, id, name)),
		ev(fmt.Sprintf(`{"type":"content_block_delta","index":%d,"delta":{"type":"input_json_delta","partial_json":""}}`, index)),
	}
	for len(input) > 0 {
		n := min(5, len(input))
		out = append(out, ev(fmt.Sprintf(`{"type":"content_block_delta","index":%d,"delta":{"type":"input_json_delta","partial_json":%q}}`, index, input[:n])))
		input = input[n:]
	}
	return append(out, ev(fmt.Sprintf(`{"type":"content_block_stop","index":%d}`, index)))
}

// anthropicStream is a whole stream: message_start, the blocks, and the
// end with stop.
func anthropicStream(stop string, blocks ...[]string) reply {
	events := []string{messageStart, ping}
	for _, b := range blocks {
		events = append(events, b...)
	}
	return reply{status: 200, events: append(events, messageDelta(stop), messageStop)}
}

func TestAnthropicStreamRequestAndToolCalls(t *testing.T) {
	writeArgs := `{"path":"a.mdx","content":"# A\n\nSome \"quoted\" text."}`
	srv, ts := newServer(t, anthropicStream("tool_use",
		textBlock(0, "Writing", " it."),
		toolBlock(1, "toolu_1", "write_file", writeArgs),
		toolBlock(2, "toolu_2", "validate", ""),
	))
	resp, err := openAnthropicMode(t, ts.URL, true).Step(t.Context(), conversation())
	if err != nil {
		t.Fatal(err)
	}
	want := model.Response{
		Message: model.Message{Role: model.RoleAssistant, Content: "Writing it.", ToolCalls: []model.ToolCall{
			{ID: "toolu_1", Name: "write_file", Arguments: writeArgs},
			{ID: "toolu_2", Name: "validate", Arguments: `{}`},
		}},
		Usage:      model.Usage{InputTokens: 125, OutputTokens: 30, CachedInputTokens: 100, CacheWriteInputTokens: 5},
		StopReason: model.StopToolCalls,
	}
	if !reflect.DeepEqual(resp, want) {
		t.Errorf("response\n got %+v\nwant %+v", resp, want)
	}
	body := srv.body(0)
	if body["stream"] != true {
		t.Errorf("stream = %v", body["stream"])
	}
	if body["model"] != "claude-test" || len(body["messages"].([]any)) != 3 || len(body["tools"].([]any)) != 1 || body["system"] == nil {
		t.Errorf("request body = %v", body)
	}
	if got := srv.paths[0]; got != "/v1/messages" {
		t.Errorf("path = %s", got)
	}
}

func TestAnthropicStreamReplies(t *testing.T) {
	tests := []struct {
		name string
		rep  reply
		want model.Response
	}{
		{
			name: "text in two blocks",
			rep:  anthropicStream("end_turn", textBlock(0, "All"), textBlock(1, "do", "ne.")),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "All\n\ndone."}, StopReason: model.StopEnd},
		},
		{
			// The arguments are passed on as written, where the SDK's
			// Accumulate would make them {}.
			name: "cut short in a tool call",
			rep:  anthropicStream("max_tokens", textBlock(0, "Half"), toolBlock(1, "t", "write_file", `{"path": "a.mdx", "cont`)),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "Half", ToolCalls: []model.ToolCall{
				{ID: "t", Name: "write_file", Arguments: `{"path": "a.mdx", "cont`},
			}}, StopReason: model.StopMaxTokens},
		},
		{
			name: "refusal",
			rep:  anthropicStream("refusal"),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant}, StopReason: model.StopRefusal},
		},
		{
			name: "stop sequence",
			rep:  anthropicStream("stop_sequence", textBlock(0, "Done")),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "Done"}, StopReason: model.StopEnd},
		},
		{
			// A gateway that puts the whole input in the start event.
			name: "input whole in the start event",
			rep: anthropicStream("tool_use", []string{
				ev(`{"type":"content_block_start","index":0,"content_block":{"type":"tool_use","id":"t","name":"read_file","input":{"path":"a.mdx"}}}`),
				ev(`{"type":"content_block_stop","index":0}`),
			}),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, ToolCalls: []model.ToolCall{
				{ID: "t", Name: "read_file", Arguments: `{"path":"a.mdx"}`},
			}}, StopReason: model.StopToolCalls},
		},
		{
			// Deltas of two blocks interleaved, which the protocol
			// allows.
			name: "interleaved blocks",
			rep: anthropicStream("tool_use", []string{
				ev(`{"type":"content_block_start","index":0,"content_block":{"type":"tool_use","id":"t1","name":"read_file","input":{}}}`),
				ev(`{"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"t2","name":"read_file","input":{}}}`),
				ev(`{"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\"path\":"}}`),
				ev(`{"type":"content_block_delta","index":0,"delta":{"type":"input_json_delta","partial_json":"{\"path\":\"a\"}"}}`),
				ev(`{"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"\"b\"}"}}`),
				ev(`{"type":"content_block_stop","index":0}`),
				ev(`{"type":"content_block_stop","index":1}`),
			}),
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, ToolCalls: []model.ToolCall{
				{ID: "t1", Name: "read_file", Arguments: `{"path":"a"}`},
				{ID: "t2", Name: "read_file", Arguments: `{"path":"b"}`},
			}}, StopReason: model.StopToolCalls},
		},
		{
			// The content is whole once message_delta says why it
			// stopped; message_stop adds nothing.
			name: "cut after message_delta",
			rep:  reply{status: 200, events: concat([]string{messageStart}, textBlock(0, "ok"), []string{messageDelta("end_turn")})},
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, Content: "ok"}, StopReason: model.StopEnd},
		},
		{
			// A gateway that ends without message_delta: a natural end,
			// or a call for tools when there are tool calls.
			name: "message_stop without a stop reason",
			rep:  reply{status: 200, events: concat([]string{messageStart}, toolBlock(0, "t", "validate", "{}"), []string{messageStop})},
			want: model.Response{Message: model.Message{Role: model.RoleAssistant, ToolCalls: []model.ToolCall{
				{ID: "t", Name: "validate", Arguments: "{}"},
			}}, StopReason: model.StopToolCalls},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, ts := newServer(t, tt.rep)
			resp, err := openAnthropicMode(t, ts.URL, true).Step(t.Context(), conversation())
			if err != nil {
				t.Fatal(err)
			}
			resp.Usage = model.Usage{}
			if !reflect.DeepEqual(resp, tt.want) {
				t.Errorf("response\n got %+v\nwant %+v", resp, tt.want)
			}
		})
	}
}

func TestAnthropicStreamRetries(t *testing.T) {
	ok := anthropicStream("end_turn", textBlock(0, "ok"))
	fast := map[string]string{"Retry-After-Ms": "10"}
	t.Run("429 then success", func(t *testing.T) {
		t.Parallel()
		srv, ts := newServer(t, reply{status: 429, headers: fast, body: `{"type":"error","error":{"type":"rate_limit_error","message":"slow down"}}`}, ok)
		resp, err := openAnthropicMode(t, ts.URL, true).Step(t.Context(), conversation())
		if err != nil {
			t.Fatal(err)
		}
		if resp.Message.Content != "ok" || srv.requests() != 2 {
			t.Errorf("content %q after %d requests", resp.Message.Content, srv.requests())
		}
	})
	t.Run("overloaded every time", func(t *testing.T) {
		t.Parallel()
		srv, ts := newServer(t, reply{status: 529, headers: fast, body: `{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`})
		_, err := openAnthropicMode(t, ts.URL, true).Step(t.Context(), conversation())
		var ae *model.APIError
		if !errors.As(err, &ae) || ae.StatusCode != 529 || !ae.Retryable || !strings.Contains(err.Error(), "Overloaded") {
			t.Fatalf("err = %v, want a retryable 529", err)
		}
		if !errors.Is(err, model.ErrUnavailable) || srv.requests() < 5 {
			t.Errorf("err = %v after %d requests, want ErrUnavailable after retries over the outage", err, srv.requests())
		}
	})
}

func TestAnthropicStreamFailures(t *testing.T) {
	// Clipped, so that every append below makes a new slice.
	begun := slices.Clip(concat([]string{messageStart, ping}, textBlock(0, "Writing"), []string{
		ev(`{"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"t","name":"write_file","input":{}}}`),
		ev(`{"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\"path\":"}}`),
	}))
	tests := []struct {
		name string
		rep  reply
		want failure
		say  string
	}{
		{
			name: "overloaded error event",
			rep:  reply{status: 200, events: append(begun, ev(`{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`))},
			want: retryable, say: "Overloaded",
		},
		{
			name: "error event that will not pass",
			rep:  reply{status: 200, events: append(begun, ev(`{"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long"}}`))},
			want: final, say: "prompt is too long",
		},
		{
			name: "connection dropped",
			rep:  reply{status: 200, events: begun, cut: true},
			want: retryable, say: "connection broke",
		},
		{
			name: "ended before the stop reason",
			rep:  reply{status: 200, events: begun},
			want: retryable, say: "ANTHROPIC_STREAM=false",
		},
		{
			name: "nothing but pings",
			rep:  reply{status: 200, events: []string{ping, ping}},
			want: retryable, say: "ended before",
		},
		{
			name: "invalid JSON in an event",
			rep:  reply{status: 200, events: append(begun, "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":1,\"delta\":{\n\n")},
		},
		{
			name: "a block out of order",
			rep: anthropicStream("end_turn", []string{
				ev(`{"type":"content_block_start","index":1,"content_block":{"type":"text","text":""}}`),
			}),
			say: "index 1",
		},
		{
			name: "a delta for no block",
			rep:  anthropicStream("end_turn", []string{ev(`{"type":"content_block_delta","index":3,"delta":{"type":"text_delta","text":"x"}}`)}),
		},
		{
			name: "no message_start",
			rep:  reply{status: 200, events: concat(textBlock(0, "x"), []string{messageDelta("end_turn"), messageStop})},
			say:  "message_start",
		},
		{
			name: "message_start without a message",
			rep:  reply{status: 200, events: []string{ev(`{"type":"message_start"}`), messageStop}},
			say:  "message_start",
		},
		{
			name: "a tool call without a name",
			rep: anthropicStream("tool_use", []string{
				ev(`{"type":"content_block_start","index":0,"content_block":{"type":"tool_use","id":"t","input":{}}}`),
				ev(`{"type":"content_block_stop","index":0}`),
			}),
		},
		{
			name: "an HTML page",
			rep:  reply{status: 200, headers: map[string]string{"Content-Type": "text/html"}, body: "<html>hi</html>"},
			say:  "neither an event stream nor JSON",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, ts := newServer(t, tt.rep)
			_, err := openAnthropicMode(t, ts.URL, true).Step(t.Context(), conversation())
			checkFailure(t, err, tt.want, tt.say)
		})
	}
}

func TestAnthropicStreamCancel(t *testing.T) {
	sent := make(chan struct{})
	_, ts := newServer(t, reply{status: 200, events: concat([]string{messageStart}, textBlock(0, "Thinking")), hang: true, sent: sent})
	testCancelMidStream(t, openAnthropicMode(t, ts.URL, true), sent)
}
