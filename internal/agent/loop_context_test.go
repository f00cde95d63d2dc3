package agent_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/foliodocs/folio/internal/agent"
	"github.com/foliodocs/folio/internal/agent/model"
)

// window32k is the context window of the fake local model.
const window32k = 32_768

// wireMessage is a Chat Completions message as it is on the wire.
type wireMessage struct {
	Role       string `json:"role"`
	Content    any    `json:"content"`
	ToolCallID string `json:"tool_call_id"`
	ToolCalls  []struct {
		ID       string `json:"id"`
		Function struct {
			Name      string `json:"name"`
			Arguments string `json:"arguments"`
		} `json:"function"`
	} `json:"tool_calls"`
}

// text is a message's content, a string or a list of text parts.
func (m wireMessage) text() string {
	switch c := m.Content.(type) {
	case string:
		return c
	case []any:
		var b strings.Builder
		for _, p := range c {
			if part, ok := p.(map[string]any); ok {
				s, _ := part["text"].(string)
				b.WriteString(s)
			}
		}
		return b.String()
	}
	return ""
}

// fakeLocal is an OpenAI-compatible server of a model with a 32k window:
// it counts a prompt's tokens as its body's bytes over tokenChars, refuses
// a longer one with the 400 OpenAI and vLLM answer, and answers
// summarisation requests (no tools) with a summary and the others with
// the next turn of agent, which it is given the step number and the
// messages sent.
type fakeLocal struct {
	t          *testing.T
	tokenChars int  // bytes per token of the fake tokeniser
	noUsage    bool // answer without usage, as some local servers do
	agent      func(step int, msgs []wireMessage) (content string, calls []model.ToolCall)

	mu        sync.Mutex
	steps     int             // agent requests answered
	summaries int             // summarisation requests answered
	overflows int             // requests refused as too long
	largest   int             // the most tokens of a request answered
	sent      [][]wireMessage // the messages of every agent request answered
}

func (f *fakeLocal) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	var req struct {
		Messages []wireMessage    `json:"messages"`
		Tools    []map[string]any `json:"tools"`
	}
	if err := json.Unmarshal(body, &req); err != nil {
		f.t.Errorf("request body: %v", err)
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	tokens := len(body) / f.tokenChars
	f.mu.Lock()
	defer f.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	if tokens > window32k {
		f.overflows++
		w.WriteHeader(http.StatusBadRequest)
		fmt.Fprintf(w, `{"error":{"message":"This model's maximum context length is %d tokens. However, your messages resulted in %d tokens.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}}`, window32k, tokens)
		return
	}
	f.largest = max(f.largest, tokens)
	var msg map[string]any
	finish := "stop"
	if len(req.Tools) == 0 {
		f.summaries++
		msg = map[string]any{"role": "assistant", "content": fmt.Sprintf("Summary %d: the agent wrote pages and read big.mdx; keep going.", f.summaries)}
	} else {
		checkWirePairs(f.t, req.Messages)
		f.sent = append(f.sent, req.Messages)
		content, calls := f.agent(f.steps, req.Messages)
		msg = map[string]any{"role": "assistant", "content": content}
		if len(calls) > 0 {
			var tc []map[string]any
			for i, c := range calls {
				tc = append(tc, map[string]any{"id": fmt.Sprintf("call_%d_%d", f.steps, i), "type": "function",
					"function": map[string]any{"name": c.Name, "arguments": c.Arguments}})
			}
			msg["tool_calls"] = tc
			finish = "tool_calls"
		}
		f.steps++
	}
	resp := map[string]any{"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "local-32k",
		"choices": []any{map[string]any{"index": 0, "message": msg, "finish_reason": finish}}}
	if !f.noUsage {
		resp["usage"] = map[string]any{"prompt_tokens": tokens, "completion_tokens": 20, "total_tokens": tokens + 20}
	}
	if err := json.NewEncoder(w).Encode(resp); err != nil {
		f.t.Error(err)
	}
}

// checkWirePairs fails when a tool call is not answered right after its
// message, which every provider refuses.
func checkWirePairs(t *testing.T, msgs []wireMessage) {
	t.Helper()
	for i, m := range msgs {
		for j, c := range m.ToolCalls {
			k := i + 1 + j
			if k >= len(msgs) || msgs[k].Role != "tool" || msgs[k].ToolCallID != c.ID {
				t.Errorf("call %s of message %d is not answered in place", c.ID, i)
			}
		}
		if m.Role == "tool" && (i == 0 || msgs[i-1].Role != "assistant" && msgs[i-1].Role != "tool") {
			t.Errorf("tool result %d follows a %s message", i, msgs[i-1].Role)
		}
	}
}

func (f *fakeLocal) open(t *testing.T) model.Model {
	t.Helper()
	ts := httptest.NewServer(f)
	t.Cleanup(ts.Close)
	m, err := model.Open("openai:local-32k", model.Options{Env: func(k string) string {
		return map[string]string{"OPENAI_BASE_URL": ts.URL + "/v1", "OPENAI_API_KEY": "sk-test", "OPENAI_STREAM": "false"}[k]
	}, Outage: -1})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// bigPage is a page of about n bytes.
func bigPage(title string, n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "---\ntitle: %s\ndescription: A long page.\n---\n\n", title)
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "Paragraph %d says what the option does and when to use it, with an example.\n\n", i)
	}
	return b.String()
}

// longJob is an agent's 60 steps: it reads a 6 KB page, writes 3 KB
// pages, and finishes at the last step.
func longJob(steps int) func(int, []wireMessage) (string, []model.ToolCall) {
	return func(n int, _ []wireMessage) (string, []model.ToolCall) {
		switch {
		case n >= steps-1:
			return "", []model.ToolCall{call("finish", map[string]string{"summary": "Write the pages"})}
		case n%2 == 0:
			return "Reading.", []model.ToolCall{call("read_file", map[string]string{"path": "big.mdx"})}
		}
		return fmt.Sprintf("Writing page %d.", n), []model.ToolCall{call("write_file", map[string]string{
			"path": fmt.Sprintf("p%d.mdx", n), "content": bigPage(fmt.Sprintf("Page %d", n), 3000)})}
	}
}

// checkpoints is an Observer that keeps the state after every step twice:
// as the runner does (the messages' slice, capped, so later appends miss
// it) and encoded then, to tell whether a later step changed a kept one.
type checkpoints struct {
	recorder
	kept    []agent.State
	encoded [][]byte
}

func (c *checkpoints) Step(ctx context.Context, st *agent.State, u model.Usage, changed bool) error {
	kept := *st
	kept.Messages = st.Messages[:len(st.Messages):len(st.Messages)]
	c.kept = append(c.kept, kept)
	data, err := json.Marshal(st)
	if err != nil {
		return err
	}
	c.encoded = append(c.encoded, data)
	return c.recorder.Step(ctx, st, u, changed)
}

func runContext(t *testing.T, b *bundle, m model.Model, st *agent.State, obs agent.Observer, task string) (agent.Outcome, error) {
	t.Helper()
	return agent.Run(t.Context(), st, agent.RunOptions{Model: m, Tools: b.tools, System: "You edit docs.",
		Inbox: (&prompts{list: []string{task}}).inbox, Observer: obs, ContextWindow: window32k,
		Budget: agent.Budget{MaxSteps: 100}, FixTurns: -1})
}

// TestRunCompactsLongJob: a 60-step job on a 32k-token model completes:
// the older turns are summarised by the model before the window is
// reached, every request fits it, the task stays first, and the state
// recorded after each step is the conversation that was sent.
func TestRunCompactsLongJob(t *testing.T) {
	b := setup(t)
	must(t, os.WriteFile(filepath.Join(b.root, "big.mdx"), []byte(bigPage("Big", 6000)), 0o644))
	f := &fakeLocal{t: t, tokenChars: 4, agent: longJob(60)}
	cp := &checkpoints{}
	st := &agent.State{}
	out, err := runContext(t, b, f.open(t), st, cp, "Write sixty pages")
	if err != nil {
		t.Fatal(err)
	}
	if out.Summary != "Write the pages" || out.Steps != 60 {
		t.Fatalf("outcome: summary %q, %d steps", out.Summary, out.Steps)
	}
	if f.summaries == 0 || st.Compactions == 0 {
		t.Fatalf("no compaction: %d summaries, %d compactions", f.summaries, st.Compactions)
	}
	if f.overflows != 0 {
		t.Errorf("%d requests overflowed the window: compaction came too late", f.overflows)
	}
	if f.largest > window32k {
		t.Errorf("largest request %d tokens", f.largest)
	}
	for i, msgs := range f.sent {
		if msgs[0].Role != "system" || msgs[1].Role != "user" || msgs[1].text() != "Write sixty pages" {
			t.Fatalf("request %d does not start with the system prompt and the task: %+v", i, msgs[:2])
		}
	}
	last := f.sent[len(f.sent)-1]
	if !strings.Contains(last[2].text(), "Summary of the earlier part") || !strings.Contains(last[2].text(), "Summary ") {
		t.Errorf("the summary is not the message after the task: %.200s", last[2].text())
	}
	// Only the summary's turns are gone: the newest turns are whole.
	if n := len(st.Messages); n < 6 || st.Messages[n-1].Role != model.RoleTool {
		t.Errorf("the conversation kept %d messages", n)
	}
	// Every step's recorded state is what the next request sent (the
	// system prompt aside), and none was changed by a later compaction.
	for i := range cp.kept[:len(cp.kept)-1] {
		data, _ := json.Marshal(cp.kept[i])
		if string(data) != string(cp.encoded[i]) {
			t.Fatalf("the state recorded after step %d changed later", i)
		}
	}
	// The state recorded after each step begins with what its request
	// sent: a compaction reaches the checkpoint with the step it was
	// made for.
	if len(cp.kept) != len(f.sent) {
		t.Fatalf("%d states recorded for %d requests", len(cp.kept), len(f.sent))
	}
	for i, sent := range f.sent {
		sent = sent[1:] // the system prompt
		msgs := cp.kept[i].Messages
		if len(msgs) < len(sent) {
			t.Fatalf("step %d: the state has %d messages, the request sent %d", i, len(msgs), len(sent))
		}
		for j, w := range sent {
			if string(msgs[j].Role) != w.Role || msgs[j].Content != w.text() && w.Role != "assistant" {
				t.Fatalf("step %d, message %d: state %s %.60q, sent %s %.60q", i, j, msgs[j].Role, msgs[j].Content, w.Role, w.text())
			}
		}
	}
	if _, err := os.Stat(filepath.Join(b.root, "p57.mdx")); err != nil {
		t.Errorf("the last page is missing: %v", err)
	}
}

// TestRunRecoversContextLength: a provider whose tokeniser counts twice
// the guess and reports no usage refuses a prompt as too long (HTTP 400
// context_length_exceeded); the run compacts and retries instead of
// failing.
func TestRunRecoversContextLength(t *testing.T) {
	b := setup(t)
	must(t, os.WriteFile(filepath.Join(b.root, "big.mdx"), []byte(bigPage("Big", 6000)), 0o644))
	f := &fakeLocal{t: t, tokenChars: 2, noUsage: true, agent: longJob(30)}
	st := &agent.State{}
	out, err := runContext(t, b, f.open(t), st, &recorder{}, "Write thirty pages")
	if err != nil {
		t.Fatal(err)
	}
	if out.Steps != 30 || out.Summary != "Write the pages" {
		t.Fatalf("outcome: %+v", out)
	}
	if f.overflows == 0 {
		t.Fatal("no request overflowed: the test does not test the recovery")
	}
	if f.summaries == 0 || st.Compactions == 0 {
		t.Fatalf("recovered without compaction: %d summaries", f.summaries)
	}
	// Once told, the guess learns: far fewer refusals than compactions.
	if f.overflows > st.Compactions {
		t.Errorf("%d refusals for %d compactions", f.overflows, st.Compactions)
	}
}

// TestRunContextOverflow: a task that cannot fit the window even alone
// fails the run with ErrContextOverflow after bounded attempts, not a
// plain model error and not a loop.
func TestRunContextOverflow(t *testing.T) {
	b := setup(t)
	f := &fakeLocal{t: t, tokenChars: 4, agent: longJob(5)}
	_, err := runContext(t, b, f.open(t), &agent.State{}, &recorder{}, strings.Repeat("Write this. ", 20_000))
	if !errors.Is(err, agent.ErrContextOverflow) {
		t.Fatalf("err = %v, want ErrContextOverflow", err)
	}
	if f.overflows == 0 || f.overflows > 5 {
		t.Errorf("%d refused requests", f.overflows)
	}
}

// truncated matches the note on a tool result cut to the window.
var truncated = regexp.MustCompile(`\n…truncated: (\d+) more characters; read a smaller range`)

// TestRunTruncatesHugeObservation: a tool result larger than its share of
// the window reaches the model cut, with a note saying how much is left
// and what to do.
func TestRunTruncatesHugeObservation(t *testing.T) {
	b := setup(t)
	var lines strings.Builder
	for i := 0; lines.Len() < 200_000; i++ {
		fmt.Fprintf(&lines, "Line %d of a very long reference table, with its cells.\n", i)
	}
	must(t, os.WriteFile(filepath.Join(b.root, "huge.mdx"), []byte("---\ntitle: Huge\n---\n\n"+lines.String()), 0o644))
	var seen string
	m := &turnModel{reply: func(n int, req model.Request) model.Message {
		if n == 0 {
			return model.Message{ToolCalls: []model.ToolCall{call("read_file", map[string]string{"path": "huge.mdx"})}}
		}
		if n == 1 {
			seen = req.Messages[len(req.Messages)-1].Content
		}
		return model.Message{ToolCalls: []model.ToolCall{call("finish", map[string]string{"summary": "ok"})}}
	}}
	_, _, _, err := runLoop(t, b, m, &prompts{list: []string{"x"}}, func(o *agent.RunOptions) { o.ContextWindow = window32k })
	if err != nil {
		t.Fatal(err)
	}
	whole, err := b.tools.Call(t.Context(), "read_file", json.RawMessage(`{"path":"huge.mdx"}`))
	if err != nil {
		t.Fatal(err)
	}
	loc := truncated.FindStringSubmatchIndex(seen)
	if loc == nil {
		t.Fatalf("no truncation note in a %d-character result: %.200s", len(seen), seen[max(0, len(seen)-200):])
	}
	kept := seen[:loc[0]]
	rest, _ := strconv.Atoi(seen[loc[2]:loc[3]])
	if !strings.HasPrefix(whole, kept) || len([]rune(kept))+rest != len([]rune(whole)) {
		t.Errorf("kept %d + %d more characters ≠ the %d of the result", len([]rune(kept)), rest, len([]rune(whole)))
	}
	// An eighth of a 32k window, about 4k tokens.
	if len(kept) > 20_000 || len(kept) < 8_000 {
		t.Errorf("kept %d characters of %d", len(kept), len(whole))
	}
}

// stopAfter is a checkpoints Observer that stops the run, as a node that
// dies would, once a step after the first compaction is recorded.
type stopAfter struct {
	checkpoints
	steps int // steps recorded after the compaction before stopping
}

var errNodeDied = errors.New("the node died")

func (s *stopAfter) Step(ctx context.Context, st *agent.State, u model.Usage, changed bool) error {
	if err := s.checkpoints.Step(ctx, st, u, changed); err != nil {
		return err
	}
	if st.Compactions > 0 {
		if s.steps == 0 {
			return errNodeDied
		}
		s.steps--
	}
	return nil
}

// TestRunResumesCompactedCheckpoint: the state recorded after a
// compaction, decoded as another node reads it, resumes the run with the
// compacted conversation: the task, the summary, the newest turns, and
// nothing sent twice or lost.
func TestRunResumesCompactedCheckpoint(t *testing.T) {
	b := setup(t)
	must(t, os.WriteFile(filepath.Join(b.root, "big.mdx"), []byte(bigPage("Big", 6000)), 0o644))
	first := &fakeLocal{t: t, tokenChars: 4, agent: longJob(60)}
	obs := &stopAfter{steps: 2}
	_, err := runContext(t, b, first.open(t), &agent.State{}, obs, "Write sixty pages")
	if !errors.Is(err, errNodeDied) {
		t.Fatalf("first run: %v", err)
	}
	done := len(obs.encoded)
	var st agent.State
	if err := json.Unmarshal(obs.encoded[done-1], &st); err != nil {
		t.Fatal(err)
	}
	if st.Compactions != 1 || st.Read != 1 || !strings.HasPrefix(st.Messages[1].Content, "[Summary of the earlier part") {
		t.Fatalf("the recorded state is not compacted: %d compactions, read %d, second message %.80q", st.Compactions, st.Read, st.Messages[1].Content)
	}
	recorded := append([]model.Message(nil), st.Messages...)

	next := &fakeLocal{t: t, tokenChars: 4}
	next.agent = func(n int, msgs []wireMessage) (string, []model.ToolCall) { return longJob(60)(n+done, msgs) }
	out, err := runContext(t, b, next.open(t), &st, &recorder{}, "Write sixty pages")
	if err != nil {
		t.Fatal(err)
	}
	if out.Steps != 60-done || out.Summary != "Write the pages" {
		t.Fatalf("resumed run: %d steps (want %d), summary %q", out.Steps, 60-done, out.Summary)
	}
	sent := next.sent[0][1:]
	if len(sent) != len(recorded) {
		t.Fatalf("the resumed run sent %d messages; the checkpoint holds %d", len(sent), len(recorded))
	}
	for j, w := range sent {
		if string(recorded[j].Role) != w.Role || w.Role != "assistant" && recorded[j].Content != w.text() {
			t.Fatalf("message %d: sent %s %.60q, recorded %s %.60q", j, w.Role, w.text(), recorded[j].Role, recorded[j].Content)
		}
	}
	if next.overflows != 0 || st.Compactions < 2 {
		t.Errorf("resumed run: %d overflows, %d compactions in all", next.overflows, st.Compactions)
	}
}

// TestRunCompactsWithoutSummary: a model that answers the compaction
// request with a tool call and no text still gets its older turns
// replaced, by a list of them, so the run goes on and nothing is dropped
// without a trace.
func TestRunCompactsWithoutSummary(t *testing.T) {
	b := setup(t)
	var summaries int
	m := &turnModel{reply: func(n int, req model.Request) model.Message {
		if len(req.Tools) == 0 {
			summaries++
			return model.Message{ToolCalls: []model.ToolCall{call("read_file", map[string]string{"path": "index.mdx"})}}
		}
		if n >= 30 {
			return model.Message{ToolCalls: []model.ToolCall{call("finish", map[string]string{"summary": "ok"})}}
		}
		return model.Message{ToolCalls: []model.ToolCall{call("write_file", map[string]string{
			"path": fmt.Sprintf("p%d.mdx", n), "content": bigPage(fmt.Sprintf("Page %d", n), 3000)})}}
	}}
	st, out, _, err := runLoop(t, b, m, &prompts{list: []string{"Write pages"}}, func(o *agent.RunOptions) { o.ContextWindow = 8192 })
	if err != nil {
		t.Fatal(err)
	}
	if out.Summary != "ok" || summaries == 0 || st.Compactions == 0 {
		t.Fatalf("summary %q, %d summary requests, %d compactions", out.Summary, summaries, st.Compactions)
	}
	if s := st.Messages[1].Content; !strings.Contains(s, "The turns that followed") || !strings.Contains(s, "called write_file") {
		t.Errorf("the summary does not list the turns: %.300s", s)
	}
	checkPairs(t, st.Messages)
}
