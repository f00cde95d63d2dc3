package api

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/sqlite"
)

// t0 is when every test starts: 10:20 on a day, so that the hour's
// rate-limit window has 40 minutes left.
var t0 = time.Date(2026, 11, 22, 10, 20, 0, 0, time.UTC)

// testClock is a clock tests move by hand.
type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *testClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// bundle is one API over one fresh SQLite store, with projects and keys.
type bundle struct {
	t     testing.TB
	db    *sqlite.DB
	srv   *Server
	clock *testClock
	keys  map[string]string // key name → secret
}

// The projects of every bundle: demo and other have a model of their own;
// bare has none (and the server's default is "" unless a test sets one).
const (
	demoRepo = "https://x-access-token:s3cret@example.com/acme/docs.git"
)

// setup makes a bundle over a copy of the template store: projects and
// keys, no jobs. The options may change the server's Options before New.
func setup(t *testing.T, opts ...func(*Options)) *bundle {
	t.Helper()
	return newBundle(t, testLogger(t, slog.LevelWarn), tmpl.base, t0, append([]func(*Options){func(o *Options) {
		o.Log = testLogger(t, slog.LevelDebug)
	}}, opts...)...)
}

// setupWithFixtures makes a bundle whose store holds the fixture jobs too.
func setupWithFixtures(t *testing.T, opts ...func(*Options)) (*bundle, *fixtures) {
	t.Helper()
	b := newBundle(t, testLogger(t, slog.LevelWarn), tmpl.withFixtures, tmpl.fixturesDone, append([]func(*Options){func(o *Options) {
		o.Log = testLogger(t, slog.LevelDebug)
	}}, opts...)...)
	f := tmpl.fixtures
	return b, &f
}

// newBundle makes a bundle on a copy of a template database whose store
// logs to storeLog, its clock at now; the server discards its logs unless
// an option sets Options.Log.
func newBundle(t testing.TB, storeLog *slog.Logger, template string, now time.Time, opts ...func(*Options)) *bundle {
	t.Helper()
	path := filepath.Join(t.TempDir(), "folio.db")
	if err := copyFile(path, template); err != nil {
		t.Fatal(err)
	}
	db, err := sqlite.Open(t.Context(), path, storeLog)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	b := &bundle{t: t, db: db, clock: &testClock{t: now}, keys: tmpl.keys}
	// Event streams wake on the store's notifications, not on polls.
	o := Options{Store: db, Now: b.clock.Now, EventPoll: time.Hour}
	for _, f := range opts {
		f(&o)
	}
	b.srv = New(o)
	return b
}

// templates are the databases bundles start from, made once by TestMain:
// opening a copy is ten times faster than migrating a new file.
type templates struct {
	base         string            // projects and keys
	withFixtures string            // and the fixture jobs
	keys         map[string]string // key name → secret
	fixtures     fixtures
	fixturesDone time.Time // the clock after making the fixtures
}

// tmpl is set once by TestMain before any test runs, and only read after.
var tmpl templates

func TestMain(m *testing.M) {
	os.Exit(runTests(m))
}

func runTests(m *testing.M) int {
	dir, err := os.MkdirTemp("", "folio-api-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	if tmpl, err = makeTemplates(dir); err != nil {
		fmt.Fprintln(os.Stderr, "make the template stores:", err)
		return 1
	}
	return m.Run()
}

func makeTemplates(dir string) (templates, error) {
	ctx := context.Background()
	tm := templates{base: filepath.Join(dir, "base.db"), withFixtures: filepath.Join(dir, "fixtures.db"), keys: map[string]string{}}
	db, err := sqlite.Open(ctx, tm.base, nil)
	if err != nil {
		return tm, err
	}
	defer db.Close()
	for _, p := range []domain.Project{
		{ID: "demo", Name: "Demo", Repository: demoRepo, Branch: "main", CodeHost: "local", Model: "script:demo",
			Agent: domain.AgentSettings{Models: []string{"anthropic:claude-test", "openai:llama3.1:8b"}}},
		{ID: "other", Name: "Other", Repository: "/srv/other", Branch: "trunk", CodeHost: "local", Model: "script:other",
			HostSettings: domain.HostSettings{Draft: true}},
		{ID: "bare", Name: "Bare", Repository: "/srv/bare", Branch: "main", CodeHost: "local"},
	} {
		p.CreatedAt, p.UpdatedAt = t0, t0
		if err := db.CreateProject(ctx, p); err != nil {
			return tm, err
		}
	}
	rw := []domain.Scope{domain.ScopeRead, domain.ScopeWrite}
	for _, k := range []struct {
		name     string
		projects []string
		scopes   []domain.Scope
		expires  time.Time
		revoke   bool
	}{
		{name: "rw", scopes: rw},
		{name: "ro", scopes: []domain.Scope{domain.ScopeRead}},
		{name: "wo", scopes: []domain.Scope{domain.ScopeWrite}},
		{name: "demo-only", projects: []string{"demo"}, scopes: rw},
		{name: "expired", scopes: rw, expires: t0.Add(-time.Hour)},
		{name: "revoked", scopes: rw, revoke: true},
		{name: "audit", scopes: []domain.Scope{domain.ScopeAuditRead}},
	} {
		secret, key, err := auth.NewKey(nil, k.name, k.projects, k.scopes, k.expires, t0.Add(-48*time.Hour))
		if err != nil {
			return tm, err
		}
		if err := db.CreateKey(ctx, key); err != nil {
			return tm, err
		}
		if k.revoke {
			if err := db.RevokeKey(ctx, key.ID, t0.Add(-time.Minute)); err != nil {
				return tm, err
			}
		}
		tm.keys[k.name] = secret
	}
	if err := db.Close(); err != nil {
		return tm, err
	}
	if err := copyFile(tm.withFixtures, tm.base); err != nil {
		return tm, err
	}
	fdb, err := sqlite.Open(ctx, tm.withFixtures, nil)
	if err != nil {
		return tm, err
	}
	defer fdb.Close()
	clock := &testClock{t: t0}
	f := &tm.fixtures
	for _, x := range []struct {
		j       *domain.Job
		project string
		status  domain.JobStatus
	}{
		{&f.active, "demo", domain.StatusActive},
		{&f.completed, "demo", domain.StatusCompleted},
		{&f.failed, "demo", domain.StatusFailed},
		{&f.archived, "demo", domain.StatusArchived},
		{&f.other, "other", domain.StatusActive},
		{&f.bare, "bare", domain.StatusActive},
	} {
		if *x.j, err = makeJob(fdb, clock, x.project, x.status); err != nil {
			return tm, err
		}
	}
	f.missing = jobs.NewID(nil, t0)
	tm.fixturesDone = clock.Now()
	return tm, fdb.Close()
}

func copyFile(dst, src string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o600)
}

// testLogger sends logs from level on to t.Log.
func testLogger(t testing.TB, level slog.Level) *slog.Logger {
	return slog.New(slog.NewTextHandler(tWriter{t}, &slog.HandlerOptions{Level: level}))
}

type tWriter struct{ t testing.TB }

func (w tWriter) Write(p []byte) (int, error) {
	w.t.Helper()
	w.t.Log(strings.TrimSuffix(string(p), "\n"))
	return len(p), nil
}

// job writes a job of a project in a status into the bundle's store.
func (b *bundle) job(projectID string, status domain.JobStatus) domain.Job {
	b.t.Helper()
	j, err := makeJob(b.db, b.clock, projectID, status)
	if err != nil {
		b.t.Fatal(err)
	}
	return j
}

// makeJob writes a job of a project in a status straight into a store, the
// way the API and the workers would: through jobs.Apply, a second of the
// clock per step.
func makeJob(db store.Store, clock *testClock, projectID string, status domain.JobStatus) (domain.Job, error) {
	ctx := context.Background()
	clock.Advance(time.Second)
	now := clock.Now()
	j := domain.Job{
		ID: jobs.NewID(nil, now), ProjectID: projectID, Repository: "/srv/" + projectID, Ref: "main",
		Model: "script:fixture", ChangedFiles: []string{}, Checks: map[string]string{},
	}
	j.Branch = jobs.Branch(j.ID)
	change, err := jobs.Apply(&j, jobs.Create("fixture prompt"), now)
	if err != nil {
		return j, err
	}
	if j, _, err = db.CreateJob(ctx, store.NewJob{Job: j, Message: change.Messages[0], Events: change.Events}); err != nil {
		return j, err
	}
	var evs []jobs.Event
	switch status {
	case domain.StatusCompleted:
		evs = []jobs.Event{jobs.Finish("", 1, nil)}
	case domain.StatusFailed:
		evs = []jobs.Event{jobs.Fail("", "agent_error", "the model gave up", false)}
	case domain.StatusArchived:
		evs = []jobs.Event{jobs.Finish("", 1, nil), jobs.Archive()}
	}
	for _, ev := range evs {
		clock.Advance(time.Second)
		now := clock.Now()
		j, err = db.UpdateJob(ctx, j.ProjectID, j.ID, func(j *domain.Job) (store.JobChange, error) {
			return jobs.Apply(j, ev, now)
		})
		if err != nil {
			return j, err
		}
	}
	return j, nil
}

// apply moves a stored job through an event.
func (b *bundle) apply(j domain.Job, ev jobs.Event) domain.Job {
	b.t.Helper()
	b.clock.Advance(time.Second)
	now := b.clock.Now()
	j, err := b.db.UpdateJob(context.Background(), j.ProjectID, j.ID, func(j *domain.Job) (store.JobChange, error) {
		return jobs.Apply(j, ev, now)
	})
	if err != nil {
		b.t.Fatal(err)
	}
	return j
}

// written counts every job and transcript message of every project, to
// check that a rejected request wrote nothing.
func (b *bundle) written() (jobsN, messagesN int) {
	b.t.Helper()
	ctx := context.Background()
	for _, p := range []string{"demo", "other", "bare"} {
		q := store.JobQuery{ProjectID: p, Limit: 100}
		for {
			page, err := b.db.Jobs(ctx, q)
			if err != nil {
				b.t.Fatal(err)
			}
			for _, j := range page.Jobs {
				jobsN++
				msgs, err := b.db.Messages(ctx, j.ID)
				if err != nil {
					b.t.Fatal(err)
				}
				messagesN += len(msgs)
			}
			if page.Next == nil {
				break
			}
			q.After = page.Next
		}
	}
	return jobsN, messagesN
}

// req is one request to the bundle's server.
type req struct {
	method, path string
	key          string            // a key name of the bundle, or "" for none
	body         string            // sent as application/json unless header says otherwise
	header       map[string]string // set after the defaults ("" deletes)
	// stall, with body, is a body that stops after body, as a client's
	// does when the server's read timeout passes.
	stall bool
}

// stalled is a body that ends in a read deadline.
type stalled struct{ r io.Reader }

func (s stalled) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	if err == io.EOF {
		return n, os.ErrDeadlineExceeded
	}
	return n, err
}

func (b *bundle) do(q req) *httptest.ResponseRecorder {
	b.t.Helper()
	var body io.Reader
	if q.body != "" {
		body = strings.NewReader(q.body)
		if q.stall {
			body = stalled{body}
		}
	}
	r := httptest.NewRequest(q.method, q.path, body)
	if q.body != "" {
		r.Header.Set("Content-Type", "application/json")
	}
	if q.key != "" {
		r.Header.Set("Authorization", "Bearer "+b.keys[q.key])
	}
	for k, v := range q.header {
		if v == "" {
			r.Header.Del(k)
		} else {
			r.Header.Set(k, v)
		}
	}
	w := httptest.NewRecorder()
	b.srv.ServeHTTP(w, r)
	return w
}

// decode decodes a JSON answer.
func decode[T any](t *testing.T, w *httptest.ResponseRecorder) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil {
		t.Fatalf("answer %d is not JSON: %v\n%s", w.Code, err, w.Body)
	}
	return v
}

// jobAnswer is a Job as a client reads it, nulls and all.
type jobAnswer struct {
	ID     string  `json:"id"`
	Status string  `json:"status"`
	Phase  *string `json:"phase"`
	Source struct {
		Repository string `json:"repository"`
		Ref        string `json:"ref"`
	} `json:"source"`
	Model        string            `json:"model"`
	Draft        *bool             `json:"draft"`
	Context      json.RawMessage   `json:"context"`
	PRLink       *string           `json:"prLink"`
	Branch       string            `json:"branch"`
	Summary      string            `json:"summary"`
	ChangedFiles []string          `json:"changedFiles"`
	Checks       map[string]string `json:"checks"`
	Usage        *struct {
		Steps        *int   `json:"steps"`
		InputTokens  *int64 `json:"inputTokens"`
		OutputTokens *int64 `json:"outputTokens"`
	} `json:"usage"`
	Error *struct {
		Code      string `json:"code"`
		Message   string `json:"message"`
		Retryable bool   `json:"retryable"`
	} `json:"error"`
	CreatedAt  string  `json:"createdAt"`
	UpdatedAt  string  `json:"updatedAt"`
	ArchivedAt *string `json:"archivedAt"`
}

// problemAnswer is a problem document as a client reads it.
type problemAnswer struct {
	Type   string `json:"type"`
	Title  string `json:"title"`
	Status int    `json:"status"`
	Detail string `json:"detail"`
	Code   string `json:"code"`
	Error  string `json:"error"`
	Errors []struct {
		Pointer   *string `json:"pointer"`
		Parameter string  `json:"parameter"`
		Header    string  `json:"header"`
		Detail    string  `json:"detail"`
	} `json:"errors"`
}

// checkProblem checks the shape every error answer has.
func checkProblem(t *testing.T, w *httptest.ResponseRecorder) problemAnswer {
	t.Helper()
	if ct := w.Header().Get("Content-Type"); ct != "application/problem+json" {
		t.Errorf("Content-Type %q, want application/problem+json", ct)
	}
	p := decode[problemAnswer](t, w)
	if p.Status != w.Code || p.Code == "" || p.Title == "" || p.Detail == "" || p.Error != p.Detail || p.Type != problemTypePrefix+p.Code {
		t.Errorf("problem document incomplete: %s", w.Body)
	}
	return p
}

var _ http.Handler = (*Server)(nil)
