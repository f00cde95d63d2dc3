package runner_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/foliodocs/folio/internal/agent/model"
	"github.com/foliodocs/folio/internal/domain"
)

// recorder is a model that keeps every request before its inner model
// answers it.
type recorder struct {
	inner model.Model
	mu    sync.Mutex
	reqs  []model.Request
}

func (r *recorder) Step(ctx context.Context, req model.Request) (model.Response, error) {
	r.mu.Lock()
	r.reqs = append(r.reqs, req)
	r.mu.Unlock()
	return r.inner.Step(ctx, req)
}

func (r *recorder) requests() []model.Request {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.reqs
}

func callTurn(name string, args map[string]any) string {
	b, _ := json.Marshal(map[string]any{"tool_calls": []any{map[string]any{"name": name, "arguments": args}}})
	return string(b)
}

// TestContextInFirstPrompt: the code change a job's context names reaches
// the agent in its first prompt (the commits' messages and files, the
// range's log and files), while the transcript keeps the prompt as sent;
// and the agent can read the history with its git tools.
func TestContextInFirstPrompt(t *testing.T) {
	e := newEnv(t)
	first := git(t, e.repo, "rev-parse", "HEAD")
	if err := os.MkdirAll(filepath.Join(e.repo, "cmd", "serve"), 0o755); err != nil {
		t.Fatal(err)
	}
	commitOnMain(t, e.repo, map[string]string{"cmd/serve/main.go": "package main\n\n// --max-steps bounds a job.\nfunc main() {}\n"})
	git(t, e.repo, "commit", "--quiet", "--amend", "-m", "Add the --max-steps flag\n\nJobs stop after so many steps.")
	flag := git(t, e.repo, "rev-parse", "HEAD")

	m := &recorder{inner: script(t,
		callTurn("git_show", map[string]any{"commit": flag[:8]}),
		callTurn("read_repo_file", map[string]any{"path": "cmd/serve/main.go"}),
		textTurn("Nothing to document"),
	)}
	j := e.createWith("Document what changed.", m, func(j *domain.Job) {
		j.Context = &domain.JobContext{Commits: []string{flag[:10]}, Compare: &domain.CompareRange{From: first, To: "main"}}
	})
	j = e.waitEnd(j)
	if j.Status != domain.StatusCompleted {
		t.Fatalf("job %+v", j)
	}
	reqs := m.requests()
	if len(reqs) < 3 {
		t.Fatalf("%d requests", len(reqs))
	}
	prompt := reqs[0].Messages[0].Content
	for _, want := range []string{
		"Document what changed.",
		"commit " + flag,
		"    Add the --max-steps flag",
		"    Jobs stop after so many steps.",
		" cmd/serve/main.go | 4 ++++",
		"Changes from " + first + " to main:",
		flag[:7] + " ",
		": Add the --max-steps flag",
	} {
		if !strings.Contains(prompt, want) {
			t.Errorf("the first prompt lacks %q:\n%s", want, prompt)
		}
	}
	// The tools over the repository answered.
	msgs := reqs[2].Messages
	var results []string
	for _, msg := range msgs {
		if msg.Role == model.RoleTool {
			results = append(results, msg.Content)
		}
	}
	if len(results) != 2 || !strings.Contains(results[0], "+// --max-steps bounds a job.") || !strings.Contains(results[1], "3\t// --max-steps bounds a job.") {
		t.Errorf("tool results:\n%s", strings.Join(results, "\n---\n"))
	}
	// The transcript has the prompt as the person sent it.
	if tr := e.transcript(j); len(tr) == 0 || tr[0] != "user: Document what changed." {
		t.Errorf("transcript %q", tr)
	}
}

// TestNoContextNoBrief: a job without a context gets its prompt alone.
func TestNoContextNoBrief(t *testing.T) {
	e := newEnv(t)
	m := &recorder{inner: script(t, textTurn("Nothing to do"))}
	j := e.waitEnd(e.create("Fix the typo.", m))
	if j.Status != domain.StatusCompleted {
		t.Fatalf("job %+v", j)
	}
	if reqs := m.requests(); len(reqs) == 0 || reqs[0].Messages[0].Content != "Fix the typo." {
		t.Errorf("first prompt %+v", reqs)
	}
}

// TestReadPullRequest: the agent reads a pull request of the project's
// code host, and a context naming one says so in the first prompt.
func TestReadPullRequest(t *testing.T) {
	e := newEnv(t)
	first := e.waitEnd(e.create("Add a troubleshooting page", script(t,
		writeTurn("troubleshooting.mdx", page),
		navTurn("troubleshooting", "Get started"),
		textTurn("Add a troubleshooting page\n\nIt says to restart the service."),
	)))
	if first.PR.Number != 1 {
		t.Fatalf("first job %+v", first)
	}
	m := &recorder{inner: script(t,
		callTurn("read_pull_request", map[string]any{"number": 1}),
		callTurn("read_pull_request", map[string]any{"number": 7}),
		textTurn("Nothing to document"),
	)}
	j := e.waitEnd(e.createWith("Document what #1 changed.", m, func(j *domain.Job) {
		j.Context = &domain.JobContext{PullRequest: 1}
	}))
	if j.Status != domain.StatusCompleted {
		t.Fatalf("job %+v", j)
	}
	reqs := m.requests()
	if len(reqs) < 3 {
		t.Fatalf("%d requests", len(reqs))
	}
	if p := reqs[0].Messages[0].Content; !strings.Contains(p, "Pull request #1 of the code repository") {
		t.Errorf("first prompt:\n%s", p)
	}
	var results []model.Message
	for _, msg := range reqs[2].Messages {
		if msg.Role == model.RoleTool {
			results = append(results, msg)
		}
	}
	if len(results) != 2 {
		t.Fatalf("tool results %+v", results)
	}
	if r := results[0]; r.IsError || !strings.Contains(r.Content, "Pull request #1: Add a troubleshooting page") ||
		!strings.Contains(r.Content, "It says to restart the service.") || !strings.Contains(r.Content, "Branches: "+first.Branch+" into main") {
		t.Errorf("read_pull_request 1:\n%s", r.Content)
	}
	if r := results[1]; !r.IsError || !strings.Contains(r.Content, "no pull request #7") {
		t.Errorf("read_pull_request 7: %+v", r)
	}
}
