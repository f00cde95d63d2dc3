package model_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/agent/model"
)

// server is a fake provider: it records every request body and answers
// with the next reply of its list (the last one again when they run out).
type server struct {
	t       *testing.T
	mu      sync.Mutex
	replies []reply
	bodies  []map[string]any
	headers []http.Header
	paths   []string
}

type reply struct {
	status  int
	headers map[string]string
	body    string
	// events, when set, make the reply an event stream: each is written
	// as it is (a whole event with its blank line) and flushed; body is
	// ignored.
	events []string
	// Once the events are out: cut drops the connection without ending
	// the response; hang waits for the client to go away, after closing
	// sent (when set).
	cut  bool
	hang bool
	sent chan struct{}
}

func newServer(t *testing.T, replies ...reply) (*server, *httptest.Server) {
	s := &server{t: t, replies: replies}
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	return s, ts
}

func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	data, _ := io.ReadAll(r.Body)
	var body map[string]any
	if err := json.Unmarshal(data, &body); err != nil {
		s.t.Errorf("request body is not JSON: %v\n%s", err, data)
	}
	s.mu.Lock()
	s.bodies = append(s.bodies, body)
	s.headers = append(s.headers, r.Header.Clone())
	s.paths = append(s.paths, r.URL.Path)
	rep := s.replies[min(len(s.bodies), len(s.replies))-1]
	s.mu.Unlock()
	for k, v := range rep.headers {
		w.Header().Set(k, v)
	}
	if rep.events == nil {
		if w.Header().Get("Content-Type") == "" {
			w.Header().Set("Content-Type", "application/json")
		}
		w.WriteHeader(rep.status)
		io.WriteString(w, rep.body)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(rep.status)
	for _, ev := range rep.events {
		io.WriteString(w, ev)
		w.(http.Flusher).Flush()
	}
	switch {
	case rep.cut:
		panic(http.ErrAbortHandler)
	case rep.hang:
		if rep.sent != nil {
			close(rep.sent)
		}
		<-r.Context().Done()
	}
}

func (s *server) requests() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.bodies)
}

func (s *server) body(i int) map[string]any {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.bodies[i]
}

func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

// testOptions open a provider with env, logging to t, on a fake clock:
// the retries of an outage take no real time.
// A nil c is a new clock.
func testOptions(t *testing.T, e map[string]string, c *fakeClock) model.Options {
	if c == nil {
		c = newFakeClock()
	}
	return model.Options{Env: env(e), Log: testLogger(t), Now: c.Now, Sleep: c.Sleep}
}

// fakeClock is a clock whose sleeps return at once and move it on.
type fakeClock struct {
	mu    sync.Mutex
	now   time.Time
	slept []time.Duration
}

func newFakeClock() *fakeClock {
	return &fakeClock{now: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) Sleep(ctx context.Context, d time.Duration) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
	c.slept = append(c.slept, d)
	return ctx.Err()
}

// sleeps returns the waits so far.
func (c *fakeClock) sleeps() []time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.slept)
}

func testLogger(t *testing.T) *slog.Logger {
	return slog.New(slog.NewTextHandler(tWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug}))
}

type tWriter struct{ t *testing.T }

func (w tWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// conversation is a request that exercises every kind of message.
func conversation() model.Request {
	return model.Request{
		System: "You edit documentation.",
		Messages: []model.Message{
			{Role: model.RoleUser, Content: "Add a quickstart page."},
			{Role: model.RoleAssistant, Content: "Reading the index first.", ToolCalls: []model.ToolCall{
				{ID: "call_a", Name: "read_file", Arguments: `{"path":"index.mdx"}`},
				{ID: "call_b", Name: "list_files", Arguments: `{}`},
			}},
			{Role: model.RoleTool, ToolCallID: "call_a", Content: "1\t# Welcome"},
			{Role: model.RoleTool, ToolCallID: "call_b", Content: "no such folder", IsError: true},
			{Role: model.RoleUser, Content: "Also mention the CLI."},
		},
		Tools: []model.Tool{{
			Name:        "read_file",
			Description: "Read a file.",
			Parameters:  json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}},"required":["path"],"additionalProperties":false}`),
		}},
	}
}

func TestOpenErrors(t *testing.T) {
	tests := []struct {
		spec string
		env  map[string]string
		want string
	}{
		{"", nil, "want PROVIDER:MODEL"},
		{"gpt-4", nil, "want PROVIDER:MODEL"},
		{"openai:", nil, "model name is missing"},
		{"bard:x", nil, `unknown provider "bard"`},
		{"openai:gpt-4.1", nil, "OPENAI_API_KEY is not set"},
		{"anthropic:claude", nil, "ANTHROPIC_API_KEY is not set"},
		{"openai:gpt-4.1", map[string]string{"OPENAI_API_KEY": "k", "OPENAI_STREAM": "sometimes"}, `OPENAI_STREAM="sometimes": want true or false`},
		{"anthropic:claude", map[string]string{"ANTHROPIC_API_KEY": "k", "ANTHROPIC_STREAM": "2"}, `ANTHROPIC_STREAM="2": want true or false`},
		{"script:testdata/missing.json", nil, "no such file"},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			_, err := model.Open(tt.spec, model.Options{Env: env(tt.env)})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Open(%q) = %v, want an error with %q", tt.spec, err, tt.want)
			}
		})
	}
}

func TestOpenProviders(t *testing.T) {
	for _, spec := range []string{"openai:llama3.1:8b", "anthropic:claude-sonnet-4-5", "script:testdata/turns.json"} {
		m, err := model.Open(spec, model.Options{Env: env(map[string]string{
			"OPENAI_BASE_URL":   "http://localhost:11434/v1",
			"ANTHROPIC_API_KEY": "k",
		})})
		if err != nil || m == nil {
			t.Errorf("Open(%q) = %v, %v", spec, m, err)
		}
	}
}

func TestUsageAdd(t *testing.T) {
	got := model.Usage{InputTokens: 1, OutputTokens: 2, CachedInputTokens: 3}.Add(model.Usage{InputTokens: 10, OutputTokens: 20})
	if got != (model.Usage{InputTokens: 11, OutputTokens: 22, CachedInputTokens: 3}) {
		t.Errorf("Add = %+v", got)
	}
}

func TestMessageRoundTrip(t *testing.T) {
	// The loop stores conversations as JSON and resumes them; arguments
	// that are not JSON must survive.
	req := conversation()
	req.Messages[1].ToolCalls[1].Arguments = `{"path": "a.mdx"` // cut short
	data, err := json.Marshal(req.Messages)
	if err != nil {
		t.Fatal(err)
	}
	var back []model.Message
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back[1].ToolCalls[1].Arguments != req.Messages[1].ToolCalls[1].Arguments || back[3].ToolCallID != "call_b" || !back[3].IsError {
		t.Errorf("round trip lost data: %+v", back)
	}
}

func TestCancelled(t *testing.T) {
	_, ts := newServer(t, reply{status: 500, body: `{}`})
	for _, m := range []model.Model{
		openOpenAI(t, ts.URL), openAnthropic(t, ts.URL),
		openOpenAIMode(t, ts.URL, true), openAnthropicMode(t, ts.URL, true),
	} {
		ctx, cancel := context.WithCancel(t.Context())
		cancel()
		_, err := m.Step(ctx, conversation())
		if !errors.Is(err, context.Canceled) || model.IsRetryable(err) {
			t.Errorf("err = %v, want a cancellation", err)
		}
	}
}
