package model_test

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/agent/model"
)

// outage is how each provider fake fails: overloaded (529 with
// Retry-After: 5) for 30 seconds, then a stream that breaks in the middle
// of a tool call, then the whole reply.
type outage struct {
	name    string
	spec    string
	env     func(url string) map[string]string
	down    reply // 529 with Retry-After: 5
	cut     reply // a stream broken after partial output
	whole   reply // the reply in full
	content string
}

func outages() []outage {
	retryAfter5 := map[string]string{"Retry-After": "5"}
	return []outage{
		{
			name: "anthropic",
			spec: "anthropic:claude-test",
			env:  func(url string) map[string]string { return map[string]string{"ANTHROPIC_BASE_URL": url} },
			down: reply{status: 529, headers: retryAfter5, body: `{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`},
			cut: reply{status: 200, cut: true, events: concat([]string{messageStart, ping}, textBlock(0, "Writing"),
				[]string{ev(`{"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"t","name":"write_file","input":{}}}`),
					ev(`{"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\"path\":"}}`)})},
			whole:   anthropicStream("tool_use", textBlock(0, "Writing it."), toolBlock(1, "toolu_1", "write_file", `{"path":"a.mdx","content":"# A"}`)),
			content: "Writing it.",
		},
		{
			name: "openai",
			spec: "openai:gpt-test",
			env:  func(url string) map[string]string { return map[string]string{"OPENAI_BASE_URL": url + "/v1"} },
			down: reply{status: 529, headers: retryAfter5, body: `{"error":{"message":"Overloaded","type":"server_overloaded"}}`},
			cut: reply{status: 200, cut: true, events: concat([]string{chunk(`{"role":"assistant","content":"Writing"}`, ""),
				chunk(`{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"write_file","arguments":""}}]}`, "")},
				argPieces(0, `{"path":`))},
			whole: openaiStream(concat([]string{chunk(`{"role":"assistant","content":"Writing it."}`, ""),
				chunk(`{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"write_file","arguments":""}}]}`, "")},
				argPieces(0, `{"path":"a.mdx","content":"# A"}`), []string{chunk(`{}`, "tool_calls"), usageChunk})...),
			content: "Writing it.",
		},
	}
}

// TestStepSurvivesOutage: a provider overloaded for 30 seconds, whose
// Retry-After is honoured, then a stream broken after partial output, is
// retried from the start of the turn until the whole reply comes; the
// waits are on a fake clock.
func TestStepSurvivesOutage(t *testing.T) {
	for _, o := range outages() {
		t.Run(o.name, func(t *testing.T) {
			t.Parallel()
			replies := []reply{o.down, o.down, o.down, o.down, o.down, o.down, o.cut, o.whole}
			srv, ts := newServer(t, replies...)
			c := newFakeClock()
			start := c.Now()
			m, err := model.Open(o.spec, testOptions(t, o.env(ts.URL), c))
			if err != nil {
				t.Fatal(err)
			}
			resp, err := m.Step(t.Context(), conversation())
			if err != nil {
				t.Fatalf("step failed in a 30 s outage: %v", err)
			}
			if resp.Message.Content != o.content || len(resp.Message.ToolCalls) != 1 ||
				resp.Message.ToolCalls[0].Arguments != `{"path":"a.mdx","content":"# A"}` {
				t.Errorf("reply %+v, want the whole one", resp.Message)
			}
			if srv.requests() != len(replies) {
				t.Errorf("%d requests, want %d", srv.requests(), len(replies))
			}
			sleeps := c.sleeps()
			for i, d := range sleeps[:6] {
				if d < 5*time.Second {
					t.Errorf("wait %d was %s, shorter than Retry-After: 5", i+1, d)
				}
			}
			if down := c.Now().Sub(start); down < 30*time.Second || down > model.DefaultOutage {
				t.Errorf("down for %s", down)
			}
			// The broken stream is tried again from the start of its turn:
			// the same request, none of the partial reply in it.
			if first, last := srv.body(0), srv.body(len(replies)-1); !reflect.DeepEqual(first, last) {
				t.Errorf("the retried request differs from the first:\n%v\n%v", first, last)
			}
		})
	}
}

// TestStepOutageBudget: a provider down for longer than the outage budget
// fails the step with ErrUnavailable, which is retryable and carries the
// provider's last error.
func TestStepOutageBudget(t *testing.T) {
	for _, o := range outages() {
		t.Run(o.name, func(t *testing.T) {
			t.Parallel()
			srv, ts := newServer(t, o.down)
			c := newFakeClock()
			opts := testOptions(t, o.env(ts.URL), c)
			opts.Outage = 20 * time.Second
			m, err := model.Open(o.spec, opts)
			if err != nil {
				t.Fatal(err)
			}
			_, err = m.Step(t.Context(), conversation())
			var ae *model.APIError
			if !errors.Is(err, model.ErrUnavailable) || !model.IsRetryable(err) || !errors.As(err, &ae) || ae.StatusCode != 529 {
				t.Fatalf("err = %v, want ErrUnavailable with the last 529", err)
			}
			// Waits of 5 s: the fifth would end beyond 20 s.
			if n := srv.requests(); n != 5 {
				t.Errorf("%d requests, want 5 in a budget of 20 s", n)
			}
		})
	}
}

// TestStepNoRetries: a negative outage makes one attempt.
func TestStepNoRetries(t *testing.T) {
	o := outages()[0]
	srv, ts := newServer(t, o.down, o.whole)
	opts := testOptions(t, o.env(ts.URL), nil)
	opts.Outage = -1
	m, err := model.Open(o.spec, opts)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Step(t.Context(), conversation()); !model.IsRetryable(err) || errors.Is(err, model.ErrUnavailable) {
		t.Fatalf("err = %v, want the provider's own retryable error", err)
	}
	if srv.requests() != 1 {
		t.Errorf("%d requests", srv.requests())
	}
}
