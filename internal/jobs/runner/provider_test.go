package runner_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/agent/model"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs/runner"
)

// anthropicFake is an Anthropic Messages API that streams its replies as
// server-sent events. Each request gets the next of its answers (the last
// one again when they run out).
type anthropicFake struct {
	mu      sync.Mutex
	answers []func(w http.ResponseWriter)
	n       int
}

func (f *anthropicFake) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	io.Copy(io.Discard, r.Body)
	f.mu.Lock()
	a := f.answers[min(f.n, len(f.answers)-1)]
	f.n++
	f.mu.Unlock()
	a(w)
}

// overloaded answers 529 with Retry-After, as Anthropic does when busy.
func overloaded(w http.ResponseWriter) {
	w.Header().Set("Retry-After", "5")
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(529)
	io.WriteString(w, `{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`)
}

// toolTurn streams a message that calls one tool; cut drops the
// connection halfway through the call's arguments.
func toolTurn(name string, input any, cut bool) func(w http.ResponseWriter) {
	args, _ := json.Marshal(input)
	return func(w http.ResponseWriter) {
		w.Header().Set("Content-Type", "text/event-stream")
		send := func(data string) {
			var v struct{ Type string }
			json.Unmarshal([]byte(data), &v)
			fmt.Fprintf(w, "event: %s\ndata: %s\n\n", v.Type, data)
			w.(http.Flusher).Flush()
		}
		q := func(s string) string { b, _ := json.Marshal(s); return string(b) }
		send(`{"type":"message_start","message":{"id":"msg","type":"message","role":"assistant","content":[],"model":"claude-test","stop_reason":null,` +
			`"usage":{"input_tokens":100,"cache_creation_input_tokens":50,"cache_read_input_tokens":1000,"output_tokens":1}}}`)
		send(`{"type":"content_block_start","index":0,"content_block":{"type":"tool_use","id":"toolu_` + name + `","name":` + q(name) + `,"input":{}}}`)
		half := len(args) / 2
		send(`{"type":"content_block_delta","index":0,"delta":{"type":"input_json_delta","partial_json":` + q(string(args[:half])) + `}}`)
		if cut {
			panic(http.ErrAbortHandler)
		}
		send(`{"type":"content_block_delta","index":0,"delta":{"type":"input_json_delta","partial_json":` + q(string(args[half:])) + `}}`)
		send(`{"type":"content_block_stop","index":0}`)
		send(`{"type":"message_delta","delta":{"stop_reason":"tool_use"},"usage":{"output_tokens":20}}`)
		send(`{"type":"message_stop"}`)
	}
}

// fakeClock sleeps at once, moving its time on.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }

func (c *fakeClock) Sleep(ctx context.Context, d time.Duration) error {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
	return ctx.Err()
}

// openFake opens the anthropic provider on a fake, with a fake clock.
func openFake(t *testing.T, f *anthropicFake, outage time.Duration) model.Model {
	t.Helper()
	ts := httptest.NewServer(f)
	t.Cleanup(ts.Close)
	c := &fakeClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	m, err := model.Open("anthropic:claude-test", model.Options{
		Env:    func(k string) string { return map[string]string{"ANTHROPIC_BASE_URL": ts.URL}[k] },
		Outage: outage, Now: c.Now, Sleep: c.Sleep,
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestProviderOutage: a provider overloaded for 30 seconds (529 with
// Retry-After), then a stream broken mid-reply, does not fail the job: the
// turn is tried again from its start and the job completes. Its usage
// counts the cached tokens, with a cost from the configured price, and
// its pull request is the draft it asked for.
func TestProviderOutage(t *testing.T) {
	e := newEnv(t, func(o *runner.Options) {
		o.Prices = map[string]model.Price{"test:1": {Input: 3, Output: 15, CachedInput: 0.3, CacheWrite: 3.75}}
	})
	write := toolTurn("write_file", map[string]string{"path": "troubleshooting.mdx", "content": page}, false)
	answers := []func(http.ResponseWriter){overloaded, overloaded, overloaded, overloaded, overloaded, overloaded,
		toolTurn("write_file", map[string]string{"path": "troubleshooting.mdx", "content": page}, true),
		write,
		toolTurn("add_to_navigation", map[string]any{"page": "troubleshooting", "group": []string{"Get started"}}, false),
		toolTurn("finish", map[string]string{"summary": "Add a troubleshooting page"}, false),
	}
	m := openFake(t, &anthropicFake{answers: answers}, 0)
	j := e.waitEnd(e.createWith("Add a troubleshooting page", m, func(j *domain.Job) { j.Draft = new(true) }))
	if j.Status != domain.StatusCompleted || j.Error != nil {
		t.Fatalf("job = %+v, error %+v", j, j.Error)
	}
	want := domain.Usage{Steps: 3, InputTokens: 3 * 1150, OutputTokens: 3 * 20, CachedInputTokens: 3 * 1000, CacheWriteTokens: 3 * 50}
	// Per step: 100 plain at $3/M, 1000 cached at $0.30/M, 50 written at
	// $3.75/M, 20 out at $15/M, in millionths of a dollar.
	want.CostMicros = 3 * (300 + 300 + 188 + 300)
	if j.Usage != want {
		t.Errorf("usage = %+v, want %+v", j.Usage, want)
	}
	prs, _ := e.host.all()
	if len(prs) != 1 || !prs[0].Draft {
		t.Errorf("pull requests = %+v, want one draft", prs)
	}
}

// TestProviderDown: a provider down for longer than the outage budget
// fails the job with model_unavailable, which may be retried.
func TestProviderDown(t *testing.T) {
	e := newEnv(t)
	m := openFake(t, &anthropicFake{answers: []func(http.ResponseWriter){overloaded}}, 30*time.Second)
	j := e.waitEnd(e.create("x", m))
	if j.Status != domain.StatusFailed || j.Error.Code != runner.ModelUnavailableCode || !j.Error.Retryable {
		t.Fatalf("job = %+v %+v", j, j.Error)
	}
}

// TestSourceRef: a job created with source.ref starts from that branch,
// and its pull request targets it.
func TestSourceRef(t *testing.T) {
	e := newEnv(t)
	// release has a page main lacks.
	git(t, e.repo, "checkout", "--quiet", "-b", "release")
	os.WriteFile(filepath.Join(e.repo, "release.mdx"), []byte("---\ntitle: Release\n---\n\nOnly here.\n"), 0o644)
	git(t, e.repo, "add", ".")
	git(t, e.repo, "commit", "--quiet", "-m", "release page")
	git(t, e.repo, "checkout", "--quiet", "main")
	j := e.waitEnd(e.createWith("Add a troubleshooting page", script(t,
		writeTurn("troubleshooting.mdx", page),
		textTurn("Add a troubleshooting page"),
	), func(j *domain.Job) { j.Ref = "release" }))
	if j.Status != domain.StatusCompleted {
		t.Fatalf("job = %+v %+v", j, j.Error)
	}
	prs, _ := e.host.all()
	if len(prs) != 1 || prs[0].Base != "release" {
		t.Fatalf("pull requests = %+v, want one into release", prs)
	}
	if got := git(t, e.repo, "show", j.Branch+":release.mdx"); !strings.Contains(got, "Only here.") {
		t.Errorf("the branch did not start from release: %q", got)
	}
	if got := git(t, e.repo, "rev-list", "--count", "release.."+j.Branch); got != "1" {
		t.Errorf("commits over release = %s", got)
	}
}

// tooLong answers Anthropic's 400 for a prompt longer than the window.
func tooLong(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusBadRequest)
	io.WriteString(w, `{"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 40000 tokens > 32768 maximum"}}`)
}

// summaryTurn streams a message of text only: a compaction's summary.
func summaryTurn(text string) func(w http.ResponseWriter) {
	return func(w http.ResponseWriter) {
		w.Header().Set("Content-Type", "text/event-stream")
		q := func(s string) string { b, _ := json.Marshal(s); return string(b) }
		for _, data := range []string{
			`{"type":"message_start","message":{"id":"msg","type":"message","role":"assistant","content":[],"model":"claude-test","stop_reason":null,"usage":{"input_tokens":500,"output_tokens":1}}}`,
			`{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}`,
			`{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":` + q(text) + `}}`,
			`{"type":"content_block_stop","index":0}`,
			`{"type":"message_delta","delta":{"stop_reason":"end_turn"},"usage":{"output_tokens":40}}`,
			`{"type":"message_stop"}`,
		} {
			var v struct{ Type string }
			json.Unmarshal([]byte(data), &v)
			fmt.Fprintf(w, "event: %s\ndata: %s\n\n", v.Type, data)
		}
	}
}

// summarising answers the compaction requests (those without tools) with a
// summary, and passes the others to the fake.
type summarising struct {
	*anthropicFake
	mu        sync.Mutex
	summaries int
}

func (s *summarising) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	if !strings.Contains(string(body), `"tools"`) {
		s.mu.Lock()
		s.summaries++
		s.mu.Unlock()
		summaryTurn("The agent read index.mdx and wrote troubleshooting.mdx; it still has to add it to the navigation.")(w)
		return
	}
	s.anthropicFake.ServeHTTP(w, r)
}

// TestProviderContextLength: Anthropic's "prompt is too long" does not
// fail the job: the older turns are summarised, the step is sent again,
// and the recorded conversation is the compacted one, with the
// summary's tokens in the job's usage.
func TestProviderContextLength(t *testing.T) {
	e := newEnv(t, func(o *runner.Options) { o.ContextWindow = 32_768 })
	answers := []func(http.ResponseWriter){
		toolTurn("read_file", map[string]string{"path": "index.mdx"}, false),
		toolTurn("write_file", map[string]string{"path": "troubleshooting.mdx", "content": page}, false),
		tooLong,
		toolTurn("add_to_navigation", map[string]any{"page": "troubleshooting", "group": []string{"Get started"}}, false),
		toolTurn("finish", map[string]string{"summary": "Add a troubleshooting page"}, false),
	}
	fake := &summarising{anthropicFake: &anthropicFake{answers: answers}}
	ts := httptest.NewServer(fake)
	t.Cleanup(ts.Close)
	m, err := model.Open("anthropic:claude-test", model.Options{
		Env: func(k string) string { return map[string]string{"ANTHROPIC_BASE_URL": ts.URL}[k] }})
	if err != nil {
		t.Fatal(err)
	}
	j := e.waitEnd(e.create("Add a troubleshooting page", m))
	if j.Status != domain.StatusCompleted || j.Error != nil {
		t.Fatalf("job = %+v, error %+v", j, j.Error)
	}
	st := savedState(t, e, j).Agent
	// Four steps of 1150 input tokens, and the summaries' 500 each.
	if fake.summaries == 0 || j.Usage.Steps != 4 || j.Usage.InputTokens != int64(4*1150+500*fake.summaries) {
		t.Errorf("usage = %+v with %d summaries", j.Usage, fake.summaries)
	}
	if st.Compactions != fake.summaries || len(st.Messages) < 2 || !strings.Contains(st.Messages[1].Content, "still has to add it to the navigation") {
		t.Fatalf("recorded conversation: %d compactions, %+v", st.Compactions, st.Messages)
	}
	if st.Messages[0].Content != "Add a troubleshooting page" {
		t.Errorf("the task is not first: %q", st.Messages[0].Content)
	}
	if u := unpaired(st.Messages); len(u) > 0 {
		t.Errorf("unpaired calls: %v", u)
	}
}

// TestProviderContextOverflow: a prompt the provider refuses as too long
// however it is compacted fails the job with context_overflow, which
// trying again cannot mend, and a message that says what to change.
func TestProviderContextOverflow(t *testing.T) {
	e := newEnv(t)
	m := openFake(t, &anthropicFake{answers: []func(http.ResponseWriter){tooLong}}, 0)
	j := e.waitEnd(e.create("x", m))
	if j.Status != domain.StatusFailed || j.Error.Code != runner.ContextOverflowCode || j.Error.Retryable {
		t.Fatalf("job = %+v %+v", j, j.Error)
	}
	if !strings.Contains(j.Error.Message, "context window") || strings.Contains(j.Error.Message, "prompt is too long") {
		t.Errorf("message = %q", j.Error.Message)
	}
}
