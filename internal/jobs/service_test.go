package jobs_test

import (
	"errors"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/sqlite"
)

// testClock is a settable clock.
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

func openStore(t *testing.T) *sqlite.DB {
	t.Helper()
	st, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "folio.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func addProject(t *testing.T, st store.Store, p domain.Project) domain.Project {
	t.Helper()
	now := time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC)
	p.Repository, p.CreatedAt, p.UpdatedAt = "/srv/repos/"+p.ID, now, now
	if p.Branch == "" {
		p.Branch = "main"
	}
	if err := st.CreateProject(t.Context(), p); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestServiceStart(t *testing.T) {
	st := openStore(t)
	clock := &testClock{t: time.Date(2026, 5, 1, 9, 30, 0, 0, time.UTC)}
	svc := jobs.NewService(jobs.ServiceOptions{Store: st, Model: "openai:gpt-4.1", RateLimit: 3, Now: clock.Now})
	p := addProject(t, st, domain.Project{ID: "acme", Name: "Acme", HostSettings: domain.HostSettings{Draft: true},
		Agent: domain.AgentSettings{Models: []string{"anthropic:claude-sonnet-4-5"}}})
	ctx := t.Context()

	if got := svc.Models(p); len(got) != 2 || got[0] != "openai:gpt-4.1" || got[1] != "anthropic:claude-sonnet-4-5" {
		t.Errorf("Models = %q", got)
	}

	// The project's defaults.
	s, err := svc.Start(ctx, p, jobs.Request{Prompt: "Document the CLI"}, "")
	if err != nil {
		t.Fatal(err)
	}
	j := s.Job
	if !s.Created || j.Status != domain.StatusActive || j.Phase != jobs.PhaseQueued || j.Ref != "main" || j.Model != "openai:gpt-4.1" ||
		j.Draft == nil || !*j.Draft || j.Branch != jobs.Branch(j.ID) || j.Repository != p.Repository {
		t.Errorf("started %+v", j)
	}
	if s.Quota != (jobs.Quota{Limit: 3, Remaining: 2, ResetSeconds: 30 * 60}) {
		t.Errorf("quota %+v", s.Quota)
	}
	msgs, err := st.Messages(ctx, j.ID)
	if err != nil || len(msgs) != 1 || msgs[0].Content != "Document the CLI" {
		t.Errorf("transcript %+v, %v", msgs, err)
	}

	// Every option.
	no := false
	s, err = svc.Start(ctx, p, jobs.Request{Prompt: "Again", Model: "anthropic:claude-sonnet-4-5", Ref: "release/v2", Draft: &no,
		Context: &domain.JobContext{PullRequest: 12}}, "")
	if err != nil {
		t.Fatal(err)
	}
	if j := s.Job; j.Model != "anthropic:claude-sonnet-4-5" || j.Ref != "release/v2" || *j.Draft || j.Context == nil || j.Context.PullRequest != 12 {
		t.Errorf("started with options %+v", j)
	}

	// A model the project does not allow, before anything is counted.
	_, err = svc.Start(ctx, p, jobs.Request{Prompt: "x", Model: "openai:o3"}, "")
	if fe, ok := errors.AsType[*jobs.FieldError](err); !ok || fe.Field != "/model" {
		t.Errorf("unknown model: %v", err)
	}

	// The same key and request: the same job; another request: refused.
	first, err := svc.Start(ctx, p, jobs.Request{Prompt: "Keyed"}, "k1")
	if err != nil {
		t.Fatal(err)
	}
	// The third request of the hour is the last one allowed.
	if first.Quota.Remaining != 0 {
		t.Errorf("remaining %d", first.Quota.Remaining)
	}
	_, err = svc.Start(ctx, p, jobs.Request{Prompt: "Keyed"}, "k1")
	var rl *jobs.RateLimitError
	if !errors.As(err, &rl) || rl.Quota.ResetSeconds != 30*60 {
		t.Fatalf("fourth request: %v", err)
	}
	clock.Advance(time.Hour)
	again, err := svc.Start(ctx, p, jobs.Request{Prompt: "Keyed"}, "k1")
	if err != nil || again.Created || again.Job.ID != first.Job.ID {
		t.Errorf("replay: %+v, %v", again, err)
	}
	if _, err := svc.Start(ctx, p, jobs.Request{Prompt: "Other"}, "k1"); !errors.Is(err, jobs.ErrKeyReused) {
		t.Errorf("reused key: %v", err)
	}
	// A day later the key is forgotten.
	clock.Advance(jobs.IdempotencyTTL)
	later, err := svc.Start(ctx, p, jobs.Request{Prompt: "Other"}, "k1")
	if err != nil || !later.Created || later.Job.ID == first.Job.ID {
		t.Errorf("after a day: %+v, %v", later, err)
	}

	// No model anywhere.
	bare := jobs.NewService(jobs.ServiceOptions{Store: st, RateLimit: -1})
	if _, err := bare.Start(ctx, p, jobs.Request{Prompt: "x"}, ""); !errors.Is(err, jobs.ErrNoModel) {
		t.Errorf("no model: %v", err)
	}
	if bare.Models(p) != nil {
		t.Error("models offered without a model")
	}
	// A bad request is refused first.
	if _, err := bare.Start(ctx, p, jobs.Request{Prompt: " "}, ""); !errors.As(err, new(*jobs.FieldError)) {
		t.Errorf("empty prompt: %v", err)
	}
}

func TestServiceChanges(t *testing.T) {
	st := openStore(t)
	svc := jobs.NewService(jobs.ServiceOptions{Store: st, Model: "script:none", RateLimit: -1})
	p := addProject(t, st, domain.Project{ID: "acme", Name: "Acme"})
	other := addProject(t, st, domain.Project{ID: "other", Name: "Other"})
	ctx := t.Context()
	s, err := svc.Start(ctx, p, jobs.Request{Prompt: "First"}, "")
	if err != nil {
		t.Fatal(err)
	}
	id := s.Job.ID

	j, q, err := svc.Message(ctx, p, id, "And the FAQ")
	if err != nil || j.Prompts != 2 || q.Limit != 0 {
		t.Fatalf("message: %+v %+v %v", j, q, err)
	}
	if _, _, err := svc.Message(ctx, p, id, ""); !errors.As(err, new(*jobs.FieldError)) {
		t.Errorf("empty follow-up: %v", err)
	}
	// Another project's job is not found.
	if _, _, err := svc.Message(ctx, other, id, "x"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("message through another project: %v", err)
	}
	if _, err := svc.Cancel(ctx, other, id); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("cancel through another project: %v", err)
	}

	if j, err = svc.Cancel(ctx, p, id); err != nil || j.Status != domain.StatusFailed || j.Error.Code != jobs.CancelledCode {
		t.Fatalf("cancel: %+v, %v", j, err)
	}
	if _, err := svc.Cancel(ctx, p, id); !errors.Is(err, jobs.ErrNotActive) {
		t.Errorf("cancel twice: %v", err)
	}
	// A follow-up runs a failed job again.
	if j, _, err = svc.Message(ctx, p, id, "Try again"); err != nil || j.Status != domain.StatusActive {
		t.Fatalf("follow-up of a cancelled job: %+v, %v", j, err)
	}
	if j, err = svc.Archive(ctx, p, id); err != nil || j.Status != domain.StatusArchived {
		t.Fatalf("archive: %+v, %v", j, err)
	}
	if _, _, err := svc.Message(ctx, p, id, "x"); !errors.Is(err, jobs.ErrArchived) {
		t.Errorf("message to an archived job: %v", err)
	}
	if _, err := svc.Archive(ctx, p, id); !errors.Is(err, jobs.ErrArchived) {
		t.Errorf("archive twice: %v", err)
	}
}
