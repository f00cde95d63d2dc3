package runner_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"github.com/foliodocs/folio/internal/agent"
	"github.com/foliodocs/folio/internal/agent/model"
	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/jobs/runner"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/postgres"
	"github.com/foliodocs/folio/internal/store/sqlite"
	"github.com/foliodocs/folio/internal/store/storetest"
	"github.com/foliodocs/folio/internal/workspace"
)

// git runs git in dir for a test's setup and checks.
func git(t testing.TB, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "init.defaultBranch=main", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgSign=false"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_TERMINAL_PROMPT=0")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

const docsJSON = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mint",
  "name": "Acme",
  "colors": {"primary": "#2563EB"},
  "navigation": {
    "groups": [
      {"group": "Get started", "pages": ["index"]}
    ]
  }
}
`

// newRepo makes a docs repository with a main branch.
func newRepo(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	git(t, dir, "init", "--quiet")
	os.WriteFile(filepath.Join(dir, "docs.json"), []byte(docsJSON), 0o644)
	os.WriteFile(filepath.Join(dir, "index.mdx"), []byte("---\ntitle: Home\n---\n\nWelcome.\n"), 0o644)
	git(t, dir, "add", ".")
	git(t, dir, "commit", "--quiet", "-m", "first")
	return dir
}

// fakeHost is a code host that keeps its pull requests in memory and
// pushes into the repository like the local host.
type fakeHost struct {
	mu       sync.Mutex
	prs      []codehost.PullRequest
	comments map[int][]string
}

func (h *fakeHost) Name() string { return "local" }

func (h *fakeHost) Push(ctx context.Context, _ codehost.Repo, b codehost.Branch) error {
	return b.Push(ctx)
}

func (h *fakeHost) Open(_ context.Context, repo codehost.Repo, req codehost.NewPullRequest) (codehost.PullRequest, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, pr := range h.prs {
		if pr.Head == req.Head && pr.State == codehost.StateOpen {
			return pr, codehost.ErrConflict
		}
	}
	n := len(h.prs) + 1
	pr := codehost.PullRequest{Number: n, URL: fmt.Sprintf("https://review.test/%s/%d", repo.Project, n), State: codehost.StateOpen,
		Title: req.Title, Body: req.Body, Base: req.Base, Head: req.Head, Draft: req.Draft}
	h.prs = append(h.prs, pr)
	return pr, nil
}

func (h *fakeHost) Get(_ context.Context, _ codehost.Repo, n int) (codehost.PullRequest, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if n < 1 || n > len(h.prs) {
		return codehost.PullRequest{}, codehost.ErrNotFound
	}
	return h.prs[n-1], nil
}

func (h *fakeHost) Find(_ context.Context, _ codehost.Repo, head string) (codehost.PullRequest, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for i := len(h.prs) - 1; i >= 0; i-- {
		if h.prs[i].Head == head {
			return h.prs[i], nil
		}
	}
	return codehost.PullRequest{}, codehost.ErrNotFound
}

func (h *fakeHost) Update(_ context.Context, _ codehost.Repo, n int, e codehost.Edit) (codehost.PullRequest, error) {
	return codehost.PullRequest{}, codehost.ErrUnsupported
}

func (h *fakeHost) Comment(_ context.Context, _ codehost.Repo, n int, body string) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.comments == nil {
		h.comments = map[int][]string{}
	}
	h.comments[n] = append(h.comments[n], body)
	return nil
}

func (h *fakeHost) setState(n int, s codehost.State) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.prs[n-1].State = s
}

func (h *fakeHost) all() ([]codehost.PullRequest, map[int][]string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	c := map[int][]string{}
	for k, v := range h.comments {
		c[k] = slices.Clone(v)
	}
	return slices.Clone(h.prs), c
}

// env is a runner working a store's queue, over a real repository.
type env struct {
	t      *testing.T
	db     store.Store
	repo   string
	host   *fakeHost
	runner *runner.Runner
	queue  store.Queue
	// ended tells of each queue entry the queue ran, once its end is
	// recorded.
	ended  <-chan *river.Event
	models map[string]model.Model
	n      int
	wsDir  string // the workspaces' data folder
	opts   runner.Options
	dbPath string // the SQLite database's file ("" on PostgreSQL)
}

type envOption func(*runner.Options)

// newEnv is an env on SQLite.
func newEnv(t *testing.T, opts ...envOption) *env {
	t.Helper()
	path := filepath.Join(t.TempDir(), "folio.db")
	db, err := sqlite.Open(t.Context(), path, nil)
	if err != nil {
		t.Fatal(err)
	}
	e := newEnvOn(t, db, opts...)
	e.dbPath = path
	return e
}

// newEnvOn is an env on the store db, which it closes at the end.
func newEnvOn(t *testing.T, db store.Store, opts ...envOption) *env {
	t.Helper()
	ctx := t.Context()
	log := slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelInfo}))
	e := &env{t: t, db: db, repo: newRepo(t), host: &fakeHost{}, models: map[string]model.Model{}}
	now := time.Now().UTC()
	if err := db.CreateProject(ctx, domain.Project{ID: "demo", Name: "Demo", Repository: e.repo, Branch: "main", CodeHost: "local", CreatedAt: now, UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
	e.wsDir = t.TempDir()
	ws, err := workspace.New(workspace.Options{Dir: e.wsDir, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	o := runner.Options{
		Store: db, Workspaces: ws, Hosts: map[string]codehost.Host{"local": e.host},
		OpenModel: func(spec string) (model.Model, error) {
			if m, ok := e.models[spec]; ok {
				return m, nil
			}
			return nil, fmt.Errorf("no model %q", spec)
		},
		Node: "test", Poll: 20 * time.Millisecond, Heartbeat: 50 * time.Millisecond, Log: log,
	}
	for _, f := range opts {
		f(&o)
	}
	e.opts = o
	e.runner, err = runner.New(o)
	if err != nil {
		t.Fatal(err)
	}
	e.start()
	t.Cleanup(func() {
		if e.queue != nil {
			stop, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			e.queue.StopAndCancel(stop)
		}
		db.Close()
	})
	return e
}

// moveTo gives the env the runner of another node: its own workspaces
// folder, so nothing of this node's disk, on the same store and
// repository. The queue must be stopped; start starts the new one.
func (e *env) moveTo(node string) {
	e.t.Helper()
	o := e.opts
	o.Node = node
	e.wsDir = e.t.TempDir()
	ws, err := workspace.New(workspace.Options{Dir: e.wsDir, Log: o.Log})
	if err != nil {
		e.t.Fatal(err)
	}
	o.Workspaces = ws
	if e.runner, err = runner.New(o); err != nil {
		e.t.Fatal(err)
	}
}

// start starts a queue client with the runner.
func (e *env) start() {
	e.t.Helper()
	workers := river.NewWorkers()
	river.AddWorker(workers, e.runner)
	q, err := e.db.NewQueue(&river.Config{
		Queues:            map[string]river.QueueConfig{store.RunJobQueue: {MaxWorkers: 20}},
		Workers:           workers,
		FetchCooldown:     5 * time.Millisecond,
		FetchPollInterval: 20 * time.Millisecond,
		Logger:            slog.New(slog.DiscardHandler),
		TestOnly:          true,
	})
	if err != nil {
		e.t.Fatal(err)
	}
	// The stores' queues are River clients, which tell their subscribers.
	sub, ok := q.(interface {
		Subscribe(kinds ...river.EventKind) (<-chan *river.Event, func())
	})
	if !ok {
		e.t.Fatalf("the queue %T tells of no entry's end", q)
	}
	e.ended, _ = sub.Subscribe(river.EventKindJobCompleted, river.EventKindJobFailed, river.EventKindJobCancelled)
	if err := q.Start(context.Background()); err != nil {
		e.t.Fatal(err)
	}
	e.queue = q
}

// waitRun waits until the queue is done with an entry of job j: its run
// is over, with all it does after it recorded the job's end (keeping the
// work on the branch, dropping the checkpoint ref).
func (e *env) waitRun(j domain.Job) {
	e.t.Helper()
	timeout := time.NewTimer(60 * time.Second)
	defer timeout.Stop()
	for {
		select {
		case ev, ok := <-e.ended:
			if !ok {
				e.t.Fatalf("the queue stopped before the run of job %s ended", j.ID)
			}
			var args store.RunJob
			if ev.Job != nil && json.Unmarshal(ev.Job.EncodedArgs, &args) == nil && args.JobID == j.ID {
				return
			}
		case <-timeout.C:
			e.t.Fatalf("the run of job %s never ended", j.ID)
		}
	}
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Helper()
	w.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

// create makes a job the way the API does, with m as its model.
func (e *env) create(prompt string, m model.Model) domain.Job {
	e.t.Helper()
	return e.createWith(prompt, m, nil)
}

// createWith is create with the job's options set by opts (when not nil).
func (e *env) createWith(prompt string, m model.Model, opts func(*domain.Job)) domain.Job {
	e.t.Helper()
	e.n++
	spec := fmt.Sprintf("test:%d", e.n)
	e.models[spec] = m
	now := time.Now().UTC().Truncate(time.Microsecond)
	j := domain.Job{ID: jobs.NewID(nil, now), ProjectID: "demo", Repository: e.repo, Ref: "main", Model: spec,
		ChangedFiles: []string{}, Checks: map[string]string{}}
	j.Branch = jobs.Branch(j.ID)
	if opts != nil {
		opts(&j)
	}
	ch, err := jobs.Apply(&j, jobs.Create(prompt), now)
	if err != nil {
		e.t.Fatal(err)
	}
	got, _, err := e.db.CreateJob(e.t.Context(), store.NewJob{Job: j, Message: ch.Messages[0], Events: ch.Events})
	if err != nil {
		e.t.Fatal(err)
	}
	return got
}

// apply applies an API event (message, cancel, archive) to a job.
func (e *env) apply(j domain.Job, ev jobs.Event) domain.Job {
	e.t.Helper()
	now := time.Now().UTC().Truncate(time.Microsecond)
	got, err := e.db.UpdateJob(e.t.Context(), j.ProjectID, j.ID, func(j *domain.Job) (store.JobChange, error) {
		return jobs.Apply(j, ev, now)
	})
	if err != nil {
		e.t.Fatal(err)
	}
	return got
}

// wait reads a job until cond holds, again each time the store tells of
// new events of the job: every change of its status or phase writes one.
// (A notification missed is told of as such, and the job read again.)
func (e *env) wait(j domain.Job, what string, cond func(domain.Job) bool) domain.Job {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(e.t.Context(), 60*time.Second)
	defer cancel()
	// Listening before the first read: a change after it is heard.
	notes, err := e.db.Listen(ctx, store.TopicJob)
	if err != nil {
		e.t.Fatal(err)
	}
	for {
		got, err := e.db.Job(e.t.Context(), j.ProjectID, j.ID)
		if err != nil {
			e.t.Fatal(err)
		}
		if cond(got) {
			return got
		}
		for heard := false; !heard; {
			n, ok := <-notes
			if !ok { // the minute is over
				e.t.Fatalf("job never %s: %+v", what, got)
			}
			heard = n.Missed || n.JobID == j.ID
		}
	}
}

func (e *env) waitEnd(j domain.Job) domain.Job {
	e.t.Helper()
	return e.wait(j, "ended", func(j domain.Job) bool { return j.Status != domain.StatusActive })
}

func (e *env) transcript(j domain.Job) []string {
	e.t.Helper()
	ms, err := e.db.Messages(e.t.Context(), j.ID)
	if err != nil {
		e.t.Fatal(err)
	}
	var out []string
	for _, m := range ms {
		out = append(out, string(m.Role)+": "+m.Content)
	}
	return out
}

func (e *env) events(j domain.Job) []store.Event {
	e.t.Helper()
	es, err := e.db.Events(e.t.Context(), j.ID, 0, 10000)
	if err != nil {
		e.t.Fatal(err)
	}
	return es
}

// script is a model playing turns, then finish with the last turn's text.
func script(t *testing.T, turns ...string) model.Model {
	t.Helper()
	s, err := model.ParseScript("test", []byte(`{"turns":[`+strings.Join(turns, ",")+`]}`))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func writeTurn(path, content string) string {
	b, _ := json.Marshal(map[string]any{"tool_calls": []any{map[string]any{"name": "write_file", "arguments": map[string]string{"path": path, "content": content}}}})
	return string(b)
}

func navTurn(page string, group ...string) string {
	b, _ := json.Marshal(map[string]any{"tool_calls": []any{map[string]any{"name": "add_to_navigation", "arguments": map[string]any{"page": page, "group": group}}}})
	return string(b)
}

func textTurn(s string) string {
	b, _ := json.Marshal(map[string]any{"content": s})
	return string(b)
}

const page = "---\ntitle: Troubleshooting\ndescription: Fix common problems.\n---\n\nRestart the service.\n"

// TestRunToCompletion: a job runs from queued to completed with a pull
// request holding one commit of the agent's work.
func TestRunToCompletion(t *testing.T) {
	testRunToCompletion(t, newEnv(t))
}

// TestPostgres runs jobs with the queue and the store on PostgreSQL, when
// FOLIO_TEST_POSTGRES names a database: to completion, and a follow-up.
func TestPostgres(t *testing.T) {
	base := os.Getenv("FOLIO_TEST_POSTGRES")
	if base == "" {
		t.Skip("set FOLIO_TEST_POSTGRES to run the runner on PostgreSQL")
	}
	open := func(t *testing.T, opts ...envOption) *env {
		db, err := postgres.Open(t.Context(), storetest.PostgresSchema(t, base), nil)
		if err != nil {
			t.Fatal(err)
		}
		return newEnvOn(t, db, opts...)
	}
	t.Run("completion", func(t *testing.T) { testRunToCompletion(t, open(t)) })
	t.Run("cap", func(t *testing.T) { testCap(t, open(t, func(o *runner.Options) { o.MaxActive = 1 })) })
}

func testRunToCompletion(t *testing.T, e *env) {
	j := e.create("Add a troubleshooting page", script(t,
		writeTurn("troubleshooting.mdx", page),
		navTurn("troubleshooting", "Get started"),
		textTurn("Add a troubleshooting page\n\nIt says to restart the service."),
	))
	j = e.waitEnd(j)
	if j.Status != domain.StatusCompleted || j.PRLink != "https://review.test/demo/1" || j.Error != nil {
		t.Fatalf("job = %+v", j)
	}
	if j.Summary != "Add a troubleshooting page\n\nIt says to restart the service." || j.Checks["validation"] != "passed" {
		t.Errorf("summary %q checks %v", j.Summary, j.Checks)
	}
	if !slices.Equal(j.ChangedFiles, []string{"docs.json", "troubleshooting.mdx"}) {
		t.Errorf("changed files = %q", j.ChangedFiles)
	}
	if j.Usage.Steps != 4 || j.RunOwner != "" || j.Phase != "" {
		t.Errorf("usage %+v owner %q phase %q", j.Usage, j.RunOwner, j.Phase)
	}
	// One commit on the branch, in the repository, with the summary.
	if got := git(t, e.repo, "rev-list", "--count", "main.."+j.Branch); got != "1" {
		t.Errorf("commits on the branch = %s", got)
	}
	msg := git(t, e.repo, "log", "-1", "--format=%B", j.Branch)
	if !strings.HasPrefix(msg, "Add a troubleshooting page\n\nIt says to restart the service.") || !strings.Contains(msg, "Folio-Job: "+j.ID) {
		t.Errorf("commit message:\n%s", msg)
	}
	if got := git(t, e.repo, "show", j.Branch+":troubleshooting.mdx"); got+"\n" != page {
		t.Errorf("page on the branch = %q", got)
	}
	prs, _ := e.host.all()
	if len(prs) != 1 || prs[0].Title != "Add a troubleshooting page" || prs[0].Base != "main" || prs[0].Head != j.Branch ||
		!strings.Contains(prs[0].Body, "It says to restart") || !strings.Contains(prs[0].Body, "passed") || !strings.Contains(prs[0].Body, j.ID) {
		t.Errorf("pull requests = %+v", prs)
	}
	tr := e.transcript(j)
	want := []string{
		"user: Add a troubleshooting page",
		"tool: write_file troubleshooting.mdx (87 bytes)",
		"tool: add_to_navigation troubleshooting in Get started",
		"assistant: Add a troubleshooting page\n\nIt says to restart the service.",
		"tool: finish: Add a troubleshooting page",
		"commit: Add a troubleshooting page",
	}
	if strings.Join(tr, "\n") != strings.Join(want, "\n") {
		t.Errorf("transcript:\n%s\nwant:\n%s", strings.Join(tr, "\n"), strings.Join(want, "\n"))
	}
	// The event log: every phase, each tool call, the commit, the pull
	// request, and completed last.
	var kinds []string
	for _, ev := range e.events(j) {
		k := string(ev.Type)
		if ev.Type == store.EventStatus {
			var v jobs.View
			json.Unmarshal(ev.Data, &v)
			k += ":" + string(v.Status)
			if v.Phase != nil {
				k += "/" + *v.Phase
			}
		}
		kinds = append(kinds, k)
	}
	for _, want := range []string{"status:active/queued", "status:active/preparing", "status:active/running", "tool", "status:active/validating", "status:active/publishing", "commit", "pr", "status:completed"} {
		if !slices.Contains(kinds, want) {
			t.Errorf("no %s event in %v", want, kinds)
		}
	}
	if kinds[len(kinds)-1] != "status:completed" || kinds[len(kinds)-2] != "pr" {
		t.Errorf("events end with %v", kinds[len(kinds)-3:])
	}
}

// blocker is a model that, at a given step, waits until released (or its
// context ends), then plays its script.
type blocker struct {
	inner   model.Model
	at      int
	waiting chan struct{} // closed when the model waits
	release chan struct{}
	mu      sync.Mutex
	steps   int
	reqs    []model.Request
}

func newBlocker(inner model.Model, at int) *blocker {
	return &blocker{inner: inner, at: at, waiting: make(chan struct{}), release: make(chan struct{})}
}

func (b *blocker) Step(ctx context.Context, req model.Request) (model.Response, error) {
	b.mu.Lock()
	n := b.steps
	b.steps++
	b.reqs = append(b.reqs, req)
	b.mu.Unlock()
	if n == b.at {
		close(b.waiting)
		select {
		case <-b.release:
		case <-ctx.Done():
			return model.Response{}, ctx.Err()
		}
	}
	return b.inner.Step(ctx, req)
}

// TestFollowUpWhileActive: a message sent while the agent works reaches it
// at its next step, and the job finishes only after reading it.
func TestFollowUpWhileActive(t *testing.T) {
	e := newEnv(t)
	m := newBlocker(script(t, writeTurn("a.mdx", "---\ntitle: A\n---\n\nA.\n"), textTurn("Add A")), 1)
	j := e.create("Add page A", m)
	<-m.waiting
	e.apply(j, jobs.Message("Also mention B"))
	close(m.release)
	j = e.waitEnd(j)
	if j.Status != domain.StatusCompleted || j.Prompts != 2 {
		t.Fatalf("job = %+v", j)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	var saw bool
	for _, req := range m.reqs[1:] {
		for _, msg := range req.Messages {
			if msg.Role == model.RoleUser && msg.Content == "Also mention B" {
				saw = true
			}
		}
	}
	if !saw {
		t.Error("the follow-up never reached the model")
	}
}

// TestFollowUpAfterCompletion: a message to a completed job continues on
// the same branch and pull request; after the pull request is merged, the
// next follow-up opens a new one.
func TestFollowUpAfterCompletion(t *testing.T) {
	e := newEnv(t)
	j := e.create("Add page A", script(t, writeTurn("a.mdx", "---\ntitle: A\n---\n\nA.\n"), textTurn("Add A")))
	j = e.waitEnd(j)
	first := j.PRLink
	if j.Status != domain.StatusCompleted || first == "" {
		t.Fatalf("first run: %+v", j)
	}
	e.models[j.Model] = script(t,
		// The script's turns are counted from the conversation's start:
		// the first run played two (and finish).
		writeTurn("unused.mdx", "x"), textTurn("x"), textTurn("x"),
		writeTurn("b.mdx", "---\ntitle: B\n---\n\nB.\n"), textTurn("Add B"))
	j = e.apply(j, jobs.Message("Add page B too"))
	j = e.waitEnd(j)
	if j.Status != domain.StatusCompleted || j.PRLink != first {
		t.Fatalf("follow-up: %+v", j)
	}
	if got := git(t, e.repo, "rev-list", "--count", "main.."+j.Branch); got != "2" {
		t.Errorf("commits on the branch = %s, want 2", got)
	}
	if !slices.Equal(j.ChangedFiles, []string{"a.mdx", "b.mdx"}) {
		t.Errorf("changed files = %q", j.ChangedFiles)
	}
	prs, comments := e.host.all()
	if len(prs) != 1 || len(comments[1]) != 1 || !strings.Contains(comments[1][0], "Add B") {
		t.Fatalf("pull requests %+v comments %v", prs, comments)
	}

	// Merged: the next follow-up opens a new pull request.
	e.host.setState(1, codehost.StateMerged)
	git(t, e.repo, "merge", "--quiet", "--ff-only", j.Branch)
	e.models[j.Model] = script(t,
		writeTurn("unused.mdx", "x"), textTurn("x"), textTurn("x"), textTurn("x"), textTurn("x"), textTurn("x"),
		writeTurn("c.mdx", "---\ntitle: C\n---\n\nC.\n"), textTurn("Add C"))
	j = e.apply(j, jobs.Message("And page C"))
	j = e.waitEnd(j)
	if j.Status != domain.StatusCompleted || j.PRLink != "https://review.test/demo/2" {
		t.Fatalf("after merge: %+v", j)
	}
	if !slices.Equal(j.ChangedFiles, []string{"c.mdx"}) {
		t.Errorf("changed files after merge = %q", j.ChangedFiles)
	}
	// The old link stays in the job's history.
	var links []string
	for _, ev := range e.events(j) {
		if ev.Type == store.EventPR {
			var d struct {
				Action      string
				PullRequest struct{ URL string }
			}
			json.Unmarshal(ev.Data, &d)
			links = append(links, d.Action+" "+d.PullRequest.URL)
		}
	}
	// The merge, which the run read from the host, comes before it.
	if want := []string{"opened " + first, "updated " + first, "merged " + first, "opened https://review.test/demo/2"}; !slices.Equal(links, want) {
		t.Errorf("pr events %q, want %q", links, want)
	}
	// A new branch from the base as it is: the merged work is there, and
	// the new pull request holds only the follow-up's.
	if want := jobs.Branch(j.ID) + "-2"; j.Branch != want {
		t.Errorf("branch after merge = %q, want %q", j.Branch, want)
	}
	if j.PR.Number != 2 || j.PR.State != "open" {
		t.Errorf("job's pull request = %+v", j.PR)
	}
	if prs, _ := e.host.all(); prs[len(prs)-1].Head != j.Branch {
		t.Errorf("the new pull request is from %s, want %s", prs[len(prs)-1].Head, j.Branch)
	}
	if got := git(t, e.repo, "rev-list", "--count", "main.."+j.Branch); got != "1" {
		t.Errorf("commits on the new branch = %s, want the follow-up's only", got)
	}
}

// TestNothingChanged: a run that changes nothing completes without a pull
// request.
func TestNothingChanged(t *testing.T) {
	e := newEnv(t)
	j := e.waitEnd(e.create("Is the home page fine?", script(t, textTurn("It is fine; nothing to change."))))
	if j.Status != domain.StatusCompleted || j.PRLink != "" || len(j.ChangedFiles) != 0 {
		t.Fatalf("job = %+v", j)
	}
	if prs, _ := e.host.all(); len(prs) != 0 {
		t.Errorf("pull requests = %+v", prs)
	}
}

// TestCancelAndArchive: a running job stops at once; its work so far is
// on the branch in the repository.
func TestCancelAndArchive(t *testing.T) {
	for _, ev := range []jobs.Event{jobs.Cancel(), jobs.Archive()} {
		t.Run(ev.String(), func(t *testing.T) {
			e := newEnv(t)
			m := newBlocker(script(t, writeTurn("a.mdx", "---\ntitle: A\n---\n\nA.\n"), textTurn("Add A")), 1)
			j := e.create("Add page A", m)
			<-m.waiting
			e.apply(j, ev)
			// The run ends: the workspace is closed, the branch pushed.
			e.waitRun(j)
			if out, err := exec.Command("git", "-C", e.repo, "show", j.Branch+":a.mdx").CombinedOutput(); err != nil || !strings.Contains(string(out), "title: A") {
				t.Fatalf("the work did not reach the repository: %v\n%s", err, out)
			}
			j = e.waitEnd(j)
			if ev.String() == "cancel" && (j.Status != domain.StatusFailed || j.Error.Code != jobs.CancelledCode) ||
				ev.String() == "archive" && j.Status != domain.StatusArchived {
				t.Fatalf("job = %+v", j)
			}
			if prs, _ := e.host.all(); len(prs) != 0 {
				t.Errorf("a stopped job opened a pull request: %+v", prs)
			}
			msg := git(t, e.repo, "log", "-1", "--format=%s", j.Branch)
			if !strings.HasPrefix(msg, "Unfinished work of "+j.Branch) {
				t.Errorf("commit = %q", msg)
			}
		})
	}
}

// loop is a model that lists files forever.
type loop struct{}

func (loop) Step(ctx context.Context, req model.Request) (model.Response, error) {
	n := 0
	for _, m := range req.Messages {
		if m.Role == model.RoleAssistant {
			n++
		}
	}
	call := model.ToolCall{ID: fmt.Sprintf("c%d", n), Name: "write_file", Arguments: fmt.Sprintf(`{"path":"p%d.mdx","content":"---\ntitle: P\n---\n"}`, n)}
	return model.Response{Message: model.Message{Role: model.RoleAssistant, ToolCalls: []model.ToolCall{call}},
		Usage: model.Usage{InputTokens: 1000, OutputTokens: 10}}, nil
}

// TestBudget: a run out of steps fails as retryable, its work pushed.
func TestBudget(t *testing.T) {
	e := newEnv(t, func(o *runner.Options) { o.Budget = agent.Budget{MaxSteps: 3} })
	j := e.waitEnd(e.create("Write forever", loop{}))
	if j.Status != domain.StatusFailed || j.Error.Code != runner.BudgetCode || !j.Error.Retryable || !strings.Contains(j.Error.Message, "3 steps") {
		t.Fatalf("job = %+v %+v", j, j.Error)
	}
	if got := git(t, e.repo, "ls-tree", "--name-only", j.Branch); !strings.Contains(got, "p2.mdx") {
		t.Errorf("branch files:\n%s", got)
	}
	// Time is a budget too.
	e = newEnv(t, func(o *runner.Options) { o.Timeout = 300 * time.Millisecond })
	m := newBlocker(loop{}, 1)
	j = e.waitEnd(e.create("Wait", m))
	if j.Status != domain.StatusFailed || j.Error.Code != runner.BudgetCode || !strings.Contains(j.Error.Message, "300ms") {
		t.Fatalf("job = %+v %+v", j, j.Error)
	}
}

// TestValidationFails: work that still does not validate after the fix
// turns is published with the failure shown.
func TestValidationFails(t *testing.T) {
	e := newEnv(t)
	j := e.waitEnd(e.create("Break it", script(t, writeTurn("index.mdx", "---\ntitle: Home\n---\n\n<Note>never closed\n"), textTurn("Edit the home page"))))
	if j.Status != domain.StatusCompleted || j.Checks["validation"] != "failed" || j.PRLink == "" {
		t.Fatalf("job = %+v", j)
	}
	prs, _ := e.host.all()
	if !strings.Contains(prs[0].Body, "failed with 1 error") || !strings.Contains(prs[0].Body, "index.mdx:") {
		t.Errorf("body:\n%s", prs[0].Body)
	}
}

// failing is a model whose provider refuses the key.
type failing struct{}

func (failing) Step(context.Context, model.Request) (model.Response, error) {
	return model.Response{}, &model.APIError{Provider: "openai", StatusCode: 401, Message: "bad key sk-secret", Err: errors.New("401")}
}

func TestModelError(t *testing.T) {
	e := newEnv(t)
	j := e.waitEnd(e.create("x", failing{}))
	if j.Status != domain.StatusFailed || j.Error.Code != runner.ModelCode || j.Error.Retryable ||
		j.Error.Message != "The model provider (openai) answered HTTP 401." {
		t.Fatalf("job = %+v %+v", j, j.Error)
	}
	// A model that cannot be opened.
	j = e.create("y", nil)
	delete(e.models, j.Model)
	j = e.waitEnd(j)
	if j.Status != domain.StatusFailed || j.Error.Code != runner.ModelCode {
		t.Fatalf("job = %+v %+v", j, j.Error)
	}
}

// TestCap: a project's running jobs stay under its cap; the others wait
// queued and run after.
func TestCap(t *testing.T) {
	testCap(t, newEnv(t, func(o *runner.Options) { o.MaxActive = 1 }))
}

func testCap(t *testing.T, e *env) {
	m1 := newBlocker(script(t, writeTurn("a.mdx", "---\ntitle: A\n---\n"), textTurn("A")), 0)
	j1 := e.create("A", m1)
	<-m1.waiting
	sub, ok := e.queue.(interface {
		Subscribe(...river.EventKind) (<-chan *river.Event, func())
	})
	if !ok {
		t.Fatalf("the queue %T has no events", e.queue)
	}
	snoozed, unsubscribe := sub.Subscribe(river.EventKindJobSnoozed)
	defer unsubscribe()
	j2 := e.create("B", script(t, writeTurn("b.mdx", "---\ntitle: B\n---\n"), textTurn("B")))
	// The queue hands the second job to a worker, which puts it back for
	// later: the cap is reached.
	deadline := time.After(10 * time.Second)
	for held := false; !held; {
		select {
		case ev := <-snoozed:
			held = bytes.Contains(ev.Job.EncodedArgs, []byte(j2.ID))
		case <-deadline:
			t.Fatal("the second job was never held back by the cap")
		}
	}
	if got := e.wait(j2, "read", func(domain.Job) bool { return true }); got.Phase != jobs.PhaseQueued {
		t.Fatalf("second job over the cap: phase %q", got.Phase)
	}
	close(m1.release)
	if j := e.waitEnd(j1); j.Status != domain.StatusCompleted {
		t.Fatalf("first: %+v", j)
	}
	if j := e.waitEnd(j2); j.Status != domain.StatusCompleted {
		t.Fatalf("second: %+v", j)
	}
}

// TestRecover: a run whose worker died is resumed, then failed as
// interrupted when that happens too often.
func TestRecover(t *testing.T) {
	e := newEnv(t, func(o *runner.Options) { o.MaxResumes = 1; o.StaleAfter = time.Minute })
	// No queue: the test plays the dead worker.
	e.queue.Stop(t.Context())
	e.queue = nil
	j := e.create("A", script(t, writeTurn("a.mdx", "---\ntitle: A\n---\n"), textTurn("Add A")))
	claimDead := func(owner string, beat time.Time) {
		_, err := e.db.ClaimJob(t.Context(), "demo", j.ID, 5, time.Time{}, func(j *domain.Job) (store.JobChange, error) {
			return jobs.Apply(j, jobs.Claim(owner, beat.Add(time.Nanosecond)), beat)
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	// Another node's run with a fresh heartbeat is left alone; a stale one
	// is resumed.
	claimDead("other/1", time.Now())
	if err := e.runner.Recover(t.Context()); err != nil {
		t.Fatal(err)
	}
	if got := e.wait(j, "read", func(domain.Job) bool { return true }); got.RunOwner != "other/1" {
		t.Fatalf("a live run was recovered: %+v", got)
	}
	e.db.UpdateJob(t.Context(), "demo", j.ID, func(j *domain.Job) (store.JobChange, error) {
		j.HeartbeatAt = time.Now().Add(-2 * time.Minute)
		return store.JobChange{}, nil
	})
	if err := e.runner.Recover(t.Context()); err != nil {
		t.Fatal(err)
	}
	got := e.wait(j, "read", func(domain.Job) bool { return true })
	if got.Status != domain.StatusActive || got.Phase != jobs.PhaseQueued || got.RunOwner != "" || got.Resumes != 1 {
		t.Fatalf("after the first recovery: %+v", got)
	}
	// This node's own run, unknown to the process: dead at once. Resumed
	// once already, so now interrupted.
	claimDead("test/abc", time.Now())
	if err := e.runner.Recover(t.Context()); err != nil {
		t.Fatal(err)
	}
	got = e.waitEnd(j)
	if got.Status != domain.StatusFailed || got.Error.Code != jobs.InterruptedCode || !got.Error.Retryable {
		t.Fatalf("after the second recovery: %+v", got)
	}
	// A follow-up brings it back, and a queue runs it to the end.
	e.start()
	e.apply(got, jobs.Message("Please go on"))
	if got = e.waitEnd(j); got.Status != domain.StatusCompleted {
		t.Fatalf("after the follow-up: %+v %+v", got, got.Error)
	}
}

// TestShutdownRequeues: a worker stopping mid-run keeps the work and puts
// the job back in the queue; the next worker finishes it on the same
// branch.
func TestShutdownRequeues(t *testing.T) {
	e := newEnv(t)
	inner := script(t, writeTurn("a.mdx", "---\ntitle: A\n---\n\nA.\n"), writeTurn("b.mdx", "---\ntitle: B\n---\n\nB.\n"), textTurn("Add A and B"))
	m := newBlocker(inner, 1)
	j := e.create("Add A and B", m)
	<-m.waiting
	stop, cancel := context.WithTimeout(t.Context(), 20*time.Second)
	defer cancel()
	if err := e.queue.StopAndCancel(stop); err != nil {
		t.Fatal(err)
	}
	got := e.wait(j, "requeued", func(j domain.Job) bool { return j.Phase == jobs.PhaseQueued })
	if got.RunOwner != "" || got.Resumes != 0 {
		t.Fatalf("requeued job = %+v", got)
	}
	e.models[j.Model] = inner // the blocker is spent
	e.start()
	got = e.waitEnd(j)
	if got.Status != domain.StatusCompleted {
		t.Fatalf("job = %+v %+v", got, got.Error)
	}
	if out := git(t, e.repo, "ls-tree", "--name-only", j.Branch); !strings.Contains(out, "a.mdx") || !strings.Contains(out, "b.mdx") {
		t.Errorf("branch files:\n%s", out)
	}
	if n := git(t, e.repo, "rev-list", "--count", "main.."+j.Branch); n != "1" {
		t.Errorf("commits = %s, want the one squashed", n)
	}
}

// TestNoCodeHost: a project on a code host this server cannot open pull
// requests on fails before the agent runs, and the job says so.
func TestNoCodeHost(t *testing.T) {
	e := newEnv(t)
	p, err := e.db.Project(t.Context(), "demo")
	if err != nil {
		t.Fatal(err)
	}
	p.CodeHost = "github"
	if err := e.db.UpdateProject(t.Context(), p); err != nil {
		t.Fatal(err)
	}
	j := e.waitEnd(e.create("Add A", script(t, writeTurn("a.mdx", "---\ntitle: A\n---\n\nA.\n"), textTurn("Add A"))))
	if j.Status != domain.StatusFailed || j.Error.Code != runner.CodeHostCode || !strings.Contains(j.Error.Message, "github") ||
		j.Error.Retryable || j.PRLink != "" || j.Usage.Steps != 0 {
		t.Fatalf("job = %+v %+v", j, j.Error)
	}
}

// TestLostCheckpoints: a run whose recorded checkpoint is in neither
// this node's mirror nor the repository fails with work_lost (never
// completed without the work), and the next message starts over from
// the branch, telling the agent; a run that recorded no checkpoint and
// whose starting commit is gone loses nothing and goes on.
func TestLostCheckpoints(t *testing.T) {
	gone := "0123456789abcdef0123456789abcdef01234567"
	for _, tc := range []struct {
		name       string
		checkpoint string
	}{
		{"checkpoint gone", gone},
		{"start gone", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			e.queue.Stop(t.Context())
			e.queue = nil
			m := script(t, writeTurn("lost.mdx", "---\ntitle: Lost\n---\n\nGone.\n"), writeTurn("again.mdx", "---\ntitle: Again\n---\n\nRedone.\n"), textTurn("Redo the page"))
			j := e.create("Add a page", m)
			state := map[string]any{
				"agent": map[string]any{"read": 1, "messages": []any{
					map[string]any{"role": "user", "content": "Add a page"},
					map[string]any{"role": "assistant", "tool_calls": []any{map[string]any{"id": "c0", "name": "write_file", "arguments": `{"path":"lost.mdx","content":"x"}`}}},
					map[string]any{"role": "tool", "tool_call_id": "c0", "content": "wrote lost.mdx"},
				}},
				"start": gone, "base": gone, "checkpoint": tc.checkpoint,
			}
			data, _ := json.Marshal(state)
			if err := e.db.SaveAgentState(t.Context(), j.ID, data, time.Now()); err != nil {
				t.Fatal(err)
			}
			e.start()
			j = e.waitEnd(j)
			if tc.checkpoint == "" {
				if j.Status != domain.StatusCompleted || !slices.Equal(j.ChangedFiles, []string{"again.mdx"}) {
					t.Fatalf("job = %+v %+v", j, j.Error)
				}
				return
			}
			if j.Status != domain.StatusFailed || j.Error == nil || j.Error.Code != runner.WorkLostCode || !j.Error.Retryable || j.PRLink != "" {
				t.Fatalf("job = %+v %+v", j, j.Error)
			}
			saved, err := e.db.AgentState(t.Context(), j.ID)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(saved), "could not be recovered") || strings.Contains(string(saved), gone) {
				t.Errorf("saved state: %s", saved)
			}
			j = e.waitEnd(e.apply(j, jobs.Message("Go on")))
			if j.Status != domain.StatusCompleted || !slices.Equal(j.ChangedFiles, []string{"again.mdx"}) {
				t.Fatalf("after a message: %+v %+v", j, j.Error)
			}
		})
	}
}

// TestDocsFolderLinkedOut: a repository whose docs folder is a symbolic
// link out of the job's checkout — into the project's mirror, whose git
// config the agent would then edit (core.fsmonitor runs a command on the
// next git add), or to any folder of the server — fails the job before
// the agent runs, and nothing outside the checkout changes.
func TestDocsFolderLinkedOut(t *testing.T) {
	for _, tc := range []struct {
		name   string
		target func(e *env) string
	}{
		// The worktree is <data>/worktrees/demo/<job>; the mirror <data>/mirrors/demo.git.
		{"into the mirror", func(e *env) string { return "../../../mirrors/demo.git" }},
		{"anywhere", func(e *env) string { return e.t.TempDir() }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			target := tc.target(e)
			if err := os.Symlink(target, filepath.Join(e.repo, "docs")); err != nil {
				t.Fatal(err)
			}
			git(t, e.repo, "add", ".")
			git(t, e.repo, "commit", "--quiet", "-m", "docs link")
			p, err := e.db.Project(t.Context(), "demo")
			if err != nil {
				t.Fatal(err)
			}
			p.DocsDir = "docs"
			if err := e.db.UpdateProject(t.Context(), p); err != nil {
				t.Fatal(err)
			}
			marker := filepath.Join(t.TempDir(), "pwned")
			hostile := "[core]\n\trepositoryformatversion = 0\n\tbare = true\n\tfsmonitor = \"touch " + marker + "; false\"\n"
			j := e.create("Tidy up", script(t,
				writeTurn("config", hostile),
				writeTurn("planted.mdx", page),
				textTurn("Done"),
			))
			j = e.waitEnd(j)
			if j.Status != domain.StatusFailed || j.Error == nil || j.Error.Code != runner.WorkspaceCode ||
				!strings.Contains(j.Error.Message, "leads out of its repository through a symbolic link") || j.Error.Retryable {
				t.Fatalf("job = %+v, error %+v", j, j.Error)
			}
			if _, err := os.Stat(marker); err == nil {
				t.Fatal("the repository's link let a command run on the server")
			}
			dir := target
			if !filepath.IsAbs(dir) {
				dir = filepath.Join(e.wsDir, "mirrors", "demo.git")
			}
			if data, err := os.ReadFile(filepath.Join(dir, "config")); err == nil && strings.Contains(string(data), "fsmonitor") {
				t.Fatalf("the agent wrote outside the checkout:\n%s", data)
			}
			if _, err := os.Stat(filepath.Join(dir, "planted.mdx")); err == nil {
				t.Fatal("the agent wrote outside the checkout")
			}
		})
	}
}

// commitOnMain commits files on the repository's main branch, as a
// merge of someone else's pull request would.
func commitOnMain(t *testing.T, repo string, files map[string]string) {
	t.Helper()
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(repo, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	git(t, repo, "add", ".")
	git(t, repo, "commit", "--quiet", "-m", "Meanwhile on main")
}

// TestFollowUpMergesTheBase: a follow-up on an open pull request whose
// base moved merges the base into the branch first (a merge commit, never
// a rebase); a conflict is left to the agent with git's markers, and
// one it does not resolve fails the job with merge_conflict.
func TestFollowUpMergesTheBase(t *testing.T) {
	pageA := "---\ntitle: A\n---\n\nA.\n"
	for _, tc := range []struct {
		name     string
		onMain   map[string]string
		turns    []string
		status   domain.JobStatus
		code     string
		wantFile map[string]string
	}{
		{name: "clean", onMain: map[string]string{"other.mdx": "---\ntitle: Other\n---\n\nOther.\n"},
			turns:  []string{writeTurn("b.mdx", "---\ntitle: B\n---\n\nB.\n"), textTurn("Add B")},
			status: domain.StatusCompleted, wantFile: map[string]string{"other.mdx": "Other.", "b.mdx": "B."}},
		{name: "conflict resolved", onMain: map[string]string{"a.mdx": "---\ntitle: A\n---\n\nA, from main.\n"},
			turns:  []string{writeTurn("a.mdx", "---\ntitle: A\n---\n\nA, from main and the job.\n"), textTurn("Resolve A")},
			status: domain.StatusCompleted, wantFile: map[string]string{"a.mdx": "A, from main and the job."}},
		{name: "conflict left", onMain: map[string]string{"a.mdx": "---\ntitle: A\n---\n\nA, from main.\n"},
			turns:  []string{textTurn("Nothing to do"), textTurn("Nothing"), textTurn("Nothing"), textTurn("Nothing"), textTurn("Nothing")},
			status: domain.StatusFailed, code: runner.MergeConflictCode},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			j := e.waitEnd(e.create("Add page A", script(t, writeTurn("a.mdx", pageA), textTurn("Add A"))))
			if j.PR.State != "open" {
				t.Fatalf("first run: %+v", j)
			}
			commitOnMain(t, e.repo, tc.onMain)
			e.models[j.Model] = script(t, append([]string{writeTurn("unused.mdx", "x"), textTurn("x"), textTurn("x")}, tc.turns...)...)
			j = e.apply(j, jobs.Message("Go on"))
			j = e.waitEnd(j)
			if j.Status != tc.status || tc.code != "" && (j.Error == nil || j.Error.Code != tc.code) {
				t.Fatalf("job = %+v, error %+v\n%s", j, j.Error, strings.Join(e.transcript(j), "\n"))
			}
			if tc.code != "" {
				if !strings.Contains(j.Error.Message, "a.mdx") || j.Error.Retryable {
					t.Errorf("error = %+v", j.Error)
				}
				return
			}
			// Main's commit is in the branch, through a merge commit.
			git(t, e.repo, "merge-base", "--is-ancestor", "main", j.Branch)
			merges := git(t, e.repo, "log", "--merges", "--format=%s", "main.."+j.Branch)
			if !strings.HasPrefix(merges, "Merge main into "+j.Branch) {
				t.Errorf("merge commits on the branch: %q", merges)
			}
			for name, want := range tc.wantFile {
				got := git(t, e.repo, "show", j.Branch+":"+name)
				if !strings.Contains(got, want) || strings.Contains(got, "<<<<<<<") {
					t.Errorf("%s on the branch = %q, want %q", name, got, want)
				}
			}
			if !strings.Contains(strings.Join(e.transcript(j), "\n"), "commit: Merge main into "+j.Branch) {
				t.Errorf("transcript:\n%s", strings.Join(e.transcript(j), "\n"))
			}
		})
	}
}
