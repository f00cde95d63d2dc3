package agent_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/foliodocs/folio/internal/agent"
	"github.com/foliodocs/folio/internal/agent/model"
)

// turnModel plays turns chosen by a function of the conversation, and
// records what it was sent.
type turnModel struct {
	mu    sync.Mutex
	reqs  []model.Request
	reply func(n int, req model.Request) model.Message // n: steps so far
}

func (m *turnModel) Step(ctx context.Context, req model.Request) (model.Response, error) {
	if err := ctx.Err(); err != nil {
		return model.Response{}, err
	}
	m.mu.Lock()
	n := len(m.reqs)
	m.reqs = append(m.reqs, req)
	m.mu.Unlock()
	msg := m.reply(n, req)
	msg.Role = model.RoleAssistant
	for i := range msg.ToolCalls {
		if msg.ToolCalls[i].ID == "" {
			msg.ToolCalls[i].ID = fmt.Sprintf("call_%d_%d", n, i)
		}
	}
	return model.Response{Message: msg, Usage: model.Usage{InputTokens: 100, OutputTokens: 10}}, nil
}

func call(name string, args any) model.ToolCall {
	b, err := json.Marshal(args)
	if err != nil {
		panic(err)
	}
	return model.ToolCall{Name: name, Arguments: string(b)}
}

// recorder is an Observer that keeps what it heard.
type recorder struct {
	replies []string
	calls   []string
	steps   int
	changed []bool
	stop    error // returned from Step when set
}

func (r *recorder) Reply(_ context.Context, text string) error {
	r.replies = append(r.replies, text)
	return nil
}

func (r *recorder) ToolCall(_ context.Context, c model.ToolCall, result string, isErr bool) error {
	s := agent.SummarizeCall(c)
	if isErr {
		s += " (error)"
	}
	r.calls = append(r.calls, s)
	return nil
}

func (r *recorder) Validating(context.Context) error { return nil }

func (r *recorder) Step(_ context.Context, st *agent.State, _ model.Usage, changed bool) error {
	r.steps++
	r.changed = append(r.changed, changed)
	return r.stop
}

// prompts is an Inbox over a list that can grow.
type prompts struct {
	mu   sync.Mutex
	list []string
}

func (p *prompts) add(s string) { p.mu.Lock(); p.list = append(p.list, s); p.mu.Unlock() }

func (p *prompts) inbox(_ context.Context, read int) ([]string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if read >= len(p.list) {
		return nil, nil
	}
	return append([]string(nil), p.list[read:]...), nil
}

const newPage = "---\ntitle: Troubleshooting\ndescription: Fix common problems.\n---\n\nRestart it.\n"

func runLoop(t *testing.T, b *bundle, m model.Model, in *prompts, opts ...func(*agent.RunOptions)) (*agent.State, agent.Outcome, *recorder, error) {
	t.Helper()
	rec := &recorder{}
	o := agent.RunOptions{Model: m, Tools: b.tools, System: "sys", Inbox: in.inbox, Observer: rec}
	for _, f := range opts {
		f(&o)
	}
	st := &agent.State{}
	out, err := agent.Run(t.Context(), st, o)
	return st, out, rec, err
}

func TestRunWritesAndFinishes(t *testing.T) {
	b := setup(t)
	m := &turnModel{reply: func(n int, req model.Request) model.Message {
		switch n {
		case 0:
			return model.Message{Content: "I'll add a page.", ToolCalls: []model.ToolCall{
				call("write_file", map[string]string{"path": "guides/troubleshooting.mdx", "content": newPage}),
				call("add_to_navigation", map[string]any{"page": "guides/troubleshooting", "group": []string{"Guides", "Advanced"}}),
			}}
		case 1:
			return model.Message{ToolCalls: []model.ToolCall{call("read_file", map[string]string{"path": "../secret.txt"})}}
		}
		return model.Message{ToolCalls: []model.ToolCall{call("finish", map[string]string{"summary": "Add a troubleshooting page\n\nIt covers restarts."})}}
	}}
	in := &prompts{list: []string{"Add a troubleshooting page"}}
	st, out, rec, err := runLoop(t, b, m, in)
	if err != nil {
		t.Fatal(err)
	}
	if out.Summary != "Add a troubleshooting page\n\nIt covers restarts." || !out.Validation.OK() || out.Steps != 3 {
		t.Fatalf("outcome = %+v", out)
	}
	if out.Usage.InputTokens != 300 || out.Usage.OutputTokens != 30 {
		t.Errorf("usage = %+v", out.Usage)
	}
	if data, err := os.ReadFile(filepath.Join(b.root, "guides/troubleshooting.mdx")); err != nil || string(data) != newPage {
		t.Fatalf("page = %q, %v", data, err)
	}
	if nav, _ := os.ReadFile(filepath.Join(b.root, "docs.json")); !strings.Contains(string(nav), `"guides/troubleshooting"`) {
		t.Errorf("navigation lacks the page:\n%s", nav)
	}
	want := []string{
		"write_file guides/troubleshooting.mdx (78 bytes)",
		"add_to_navigation guides/troubleshooting in Guides › Advanced",
		"read_file ../secret.txt (error)",
		"finish: Add a troubleshooting page",
	}
	if strings.Join(rec.calls, "\n") != strings.Join(want, "\n") {
		t.Errorf("calls:\n%s\nwant:\n%s", strings.Join(rec.calls, "\n"), strings.Join(want, "\n"))
	}
	if len(rec.replies) != 1 || rec.replies[0] != "I'll add a page." {
		t.Errorf("replies = %q", rec.replies)
	}
	if fmt.Sprint(rec.changed) != "[true false false]" {
		t.Errorf("changed per step = %v", rec.changed)
	}
	// The conversation is whole: every tool call answered, in order, and
	// it survives JSON (it is saved between steps).
	if st.Read != 1 || st.Summary != out.Summary {
		t.Errorf("state read %d summary %q", st.Read, st.Summary)
	}
	checkPairs(t, st.Messages)
	data, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	var back agent.State
	if err := json.Unmarshal(data, &back); err != nil || len(back.Messages) != len(st.Messages) {
		t.Fatalf("state round trip: %v", err)
	}
	// The secret never reached the model.
	for _, msg := range st.Messages {
		if strings.Contains(msg.Content, secret) {
			t.Fatal("a tool result leaked the secret")
		}
	}
}

// checkPairs checks that every tool call is answered once, right after
// the assistant message that made it.
func checkPairs(t *testing.T, msgs []model.Message) {
	t.Helper()
	for i, m := range msgs {
		if m.Role != model.RoleAssistant {
			continue
		}
		for j, c := range m.ToolCalls {
			k := i + 1 + j
			if k >= len(msgs) || msgs[k].Role != model.RoleTool || msgs[k].ToolCallID != c.ID {
				t.Fatalf("call %s of message %d is not answered in place", c.ID, i)
			}
		}
	}
}

// TestRunReadsFollowUps: a prompt sent while the agent works reaches it at
// its next step, and a finish before reading it does not end the run.
func TestRunReadsFollowUps(t *testing.T) {
	b := setup(t)
	in := &prompts{list: []string{"Add a page"}}
	var sawSecond bool
	m := &turnModel{reply: func(n int, req model.Request) model.Message {
		last := req.Messages[len(req.Messages)-1]
		if last.Role == model.RoleUser && last.Content == "Also say hello" {
			sawSecond = true
		}
		if n == 0 {
			in.add("Also say hello") // arrives while the agent works
		}
		return model.Message{ToolCalls: []model.ToolCall{call("finish", map[string]string{"summary": fmt.Sprintf("Done %d", n)})}}
	}}
	st, out, _, err := runLoop(t, b, m, in)
	if err != nil {
		t.Fatal(err)
	}
	if !sawSecond || st.Read != 2 || out.Summary != "Done 1" || out.Steps != 2 {
		t.Fatalf("saw %v read %d outcome %+v", sawSecond, st.Read, out)
	}
	checkPairs(t, st.Messages)
}

func TestRunBudget(t *testing.T) {
	b := setup(t)
	busy := &turnModel{reply: func(n int, _ model.Request) model.Message {
		return model.Message{ToolCalls: []model.ToolCall{call("list_files", map[string]any{})}}
	}}
	_, out, _, err := runLoop(t, b, busy, &prompts{list: []string{"x"}}, func(o *agent.RunOptions) { o.Budget.MaxSteps = 4 })
	if !errors.Is(err, agent.ErrBudget) || out.Steps != 4 {
		t.Fatalf("steps budget: %v after %d steps", err, out.Steps)
	}
	_, out, _, err = runLoop(t, b, busy, &prompts{list: []string{"x"}}, func(o *agent.RunOptions) { o.Budget.MaxTokens = 250 })
	if !errors.Is(err, agent.ErrBudget) || out.Steps != 3 {
		t.Fatalf("token budget: %v after %d steps", err, out.Steps)
	}
}

// TestRunFixesValidation: a finish whose work does not validate gets the
// diagnostics and more steps; the fix then finishes.
func TestRunFixesValidation(t *testing.T) {
	b := setup(t)
	var report string
	m := &turnModel{reply: func(n int, req model.Request) model.Message {
		switch n {
		case 0:
			return model.Message{ToolCalls: []model.ToolCall{
				call("write_file", map[string]string{"path": "broken.mdx", "content": "---\ntitle: Broken\n---\n\n<Note>never closed\n"}),
				call("add_to_navigation", map[string]any{"page": "broken", "group": []string{"Guides", "Get started"}}),
				call("finish", map[string]string{"summary": "Add a page"}),
			}}
		case 1:
			report = req.Messages[len(req.Messages)-1].Content
			return model.Message{ToolCalls: []model.ToolCall{call("write_file", map[string]string{"path": "broken.mdx", "content": "---\ntitle: Fixed\n---\n\n<Note>closed</Note>\n"})}}
		}
		return model.Message{ToolCalls: []model.ToolCall{call("finish", map[string]string{"summary": "Add a page, fixed"})}}
	}}
	st, out, rec, err := runLoop(t, b, m, &prompts{list: []string{"x"}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(report, "Validation failed") || !strings.Contains(report, "broken.mdx:") {
		t.Errorf("the model was told:\n%s", report)
	}
	if !out.Validation.OK() || out.Summary != "Add a page, fixed" || out.Steps != 3 {
		t.Fatalf("outcome %+v", out)
	}
	if rec.calls[2] != "finish: Add a page (error)" {
		t.Errorf("calls = %q", rec.calls)
	}
	checkPairs(t, st.Messages)
}

// TestRunGivesUpFixing: after its fix steps, a run whose work still does
// not validate ends with the failed validation, not an error.
func TestRunGivesUpFixing(t *testing.T) {
	b := setup(t)
	m := &turnModel{reply: func(n int, req model.Request) model.Message {
		if n == 0 {
			return model.Message{ToolCalls: []model.ToolCall{
				call("write_file", map[string]string{"path": "index.mdx", "content": "<Note>never closed\n"}),
				call("finish", map[string]string{"summary": "Break it"}),
			}}
		}
		return model.Message{ToolCalls: []model.ToolCall{call("list_files", map[string]any{})}}
	}}
	_, out, _, err := runLoop(t, b, m, &prompts{list: []string{"x"}}, func(o *agent.RunOptions) { o.FixTurns = 2 })
	if err != nil {
		t.Fatal(err)
	}
	if out.Validation.OK() || out.Validation.Errors == 0 || out.Steps != 3 || out.Summary != "Break it" {
		t.Fatalf("outcome %+v", out)
	}
}

// TestRunTextReplies: a reply without a tool call gets a nudge; a second
// one in a row is the summary.
func TestRunTextReplies(t *testing.T) {
	b := setup(t)
	m := &turnModel{reply: func(n int, req model.Request) model.Message {
		if n == 1 && req.Messages[len(req.Messages)-1].Content == "" {
			t.Error("no nudge before the second step")
		}
		return model.Message{Content: fmt.Sprintf("All done (%d).", n)}
	}}
	st, out, _, err := runLoop(t, b, m, &prompts{list: []string{"x"}})
	if err != nil {
		t.Fatal(err)
	}
	if out.Summary != "All done (1)." || out.Steps != 2 || !out.Validation.OK() {
		t.Fatalf("outcome %+v", out)
	}
	if st.Messages[2].Role != model.RoleUser || !strings.Contains(st.Messages[2].Content, "call finish") {
		t.Errorf("nudge = %+v", st.Messages[2])
	}
}

func TestRunStops(t *testing.T) {
	b := setup(t)
	ctx, cancel := context.WithCancel(t.Context())
	m := &turnModel{reply: func(n int, _ model.Request) model.Message {
		if n == 1 {
			cancel()
		}
		return model.Message{ToolCalls: []model.ToolCall{call("list_files", map[string]any{})}}
	}}
	st := &agent.State{}
	_, err := agent.Run(ctx, st, agent.RunOptions{Model: m, Tools: b.tools, Inbox: (&prompts{list: []string{"x"}}).inbox, Observer: &recorder{}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v", err)
	}
	// The Observer can stop a run too.
	stop := errors.New("lost the job")
	_, _, _, err = runLoop(t, b, m, &prompts{list: []string{"x"}}, func(o *agent.RunOptions) { o.Observer = &recorder{stop: stop} })
	if !errors.Is(err, stop) {
		t.Fatalf("observer stop: %v", err)
	}
}

// TestSummarizeRepoCalls: the transcript says what a repository or
// history tool was asked, not only its name.
func TestSummarizeRepoCalls(t *testing.T) {
	for _, tc := range []struct {
		call model.ToolCall
		want string
	}{
		{call(agent.ToolReadRepoFile, map[string]any{"path": "cmd/main.go", "offset": 10}), "read_repo_file cmd/main.go"},
		{call(agent.ToolListRepo, map[string]any{}), "list_repo"},
		{call(agent.ToolSearchRepo, map[string]any{"query": "NewServer", "glob": "**/*.go"}), `search_repo "NewServer" in **/*.go`},
		{call(agent.ToolGitLog, map[string]any{"path": "cli/", "limit": 5}), "git_log cli/"},
		{call(agent.ToolGitShow, map[string]any{"commit": "3f2a1b9"}), "git_show 3f2a1b9"},
		{call(agent.ToolGitDiff, map[string]any{"from": "v1.2.0", "to": "main", "path": "cmd"}), "git_diff v1.2.0..main cmd"},
		{call(agent.ToolReadPullRequest, map[string]any{"number": 123}), "read_pull_request #123"},
		{model.ToolCall{Name: agent.ToolReadPullRequest, Arguments: "{not json"}, "read_pull_request"},
	} {
		if got := agent.SummarizeCall(tc.call); got != tc.want {
			t.Errorf("SummarizeCall(%s %s) = %q, want %q", tc.call.Name, tc.call.Arguments, got, tc.want)
		}
	}
}
