package jobs

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

var (
	t0 = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	t1 = t0.Add(time.Minute)
)

// jobIn returns a job in a status as the store would hold it.
func jobIn(status domain.JobStatus) domain.Job {
	j := domain.Job{
		ID:           "job_01jd2k3m4n5p6q7r8s9t0v1w2x",
		ProjectID:    "demo",
		Status:       status,
		Repository:   "/srv/docs",
		Ref:          "main",
		Model:        "script:none",
		Branch:       "folio/5p6q7r8s",
		PRLink:       "https://example.com/pr/1",
		ChangedFiles: []string{"index.mdx"},
		CreatedAt:    t0,
		UpdatedAt:    t0,
	}
	switch status {
	case "":
		j.PRLink, j.ChangedFiles, j.CreatedAt, j.UpdatedAt = "", nil, time.Time{}, time.Time{}
	case domain.StatusActive:
		j.Phase = "running"
	case domain.StatusFailed:
		j.Error = &domain.JobError{Code: "budget_exhausted", Message: "out of steps", Retryable: true}
	case domain.StatusArchived:
		j.ArchivedAt = t0
	}
	return j
}

// TestApply covers every (status, event) pair of the state table.
func TestApply(t *testing.T) {
	const (
		none      = domain.JobStatus("")
		active    = domain.StatusActive
		completed = domain.StatusCompleted
		failed    = domain.StatusFailed
		archived  = domain.StatusArchived
	)
	failure := &domain.JobError{Code: "agent_error", Message: "the model gave up", Retryable: false}
	cancelled := &domain.JobError{Code: "cancelled", Message: "The job was cancelled.", Retryable: false}
	budget := &domain.JobError{Code: "budget_exhausted", Message: "out of steps", Retryable: true}
	events := map[string]Event{
		"create":  Create("first"),
		"message": Message("again"),
		"finish":  Finish("", 1, nil),
		"fail":    Fail("", "agent_error", "the model gave up", false),
		"cancel":  Cancel(),
		"archive": Archive(),
	}
	type want struct {
		err       error // nil: the transition happens
		status    domain.JobStatus
		phase     string
		jobErr    *domain.JobError
		message   bool // a transcript message is written
		enqueue   bool
		archived  bool // ArchivedAt set to t1
		createdAt time.Time
	}
	tests := []struct {
		from  domain.JobStatus
		event string
		want  want
	}{
		{none, "create", want{status: active, phase: "queued", message: true, enqueue: true, createdAt: t1}},
		{none, "message", want{err: ErrInvalidTransition}},
		{none, "finish", want{err: ErrInvalidTransition}},
		{none, "fail", want{err: ErrInvalidTransition}},
		{none, "cancel", want{err: ErrInvalidTransition}},
		{none, "archive", want{err: ErrInvalidTransition}},

		{active, "create", want{err: ErrInvalidTransition}},
		{active, "message", want{status: active, phase: "running", message: true, createdAt: t0}},
		{active, "finish", want{status: completed, createdAt: t0}},
		{active, "fail", want{status: failed, jobErr: failure, createdAt: t0}},
		{active, "cancel", want{status: failed, jobErr: cancelled, createdAt: t0}},
		{active, "archive", want{status: archived, archived: true, createdAt: t0}},

		{completed, "create", want{err: ErrInvalidTransition}},
		{completed, "message", want{status: active, phase: "queued", message: true, enqueue: true, createdAt: t0}},
		{completed, "finish", want{err: ErrNotActive}},
		{completed, "fail", want{err: ErrNotActive}},
		{completed, "cancel", want{err: ErrNotActive}},
		{completed, "archive", want{status: archived, archived: true, createdAt: t0}},

		{failed, "create", want{err: ErrInvalidTransition}},
		{failed, "message", want{status: active, phase: "queued", message: true, enqueue: true, createdAt: t0}},
		{failed, "finish", want{err: ErrNotActive}},
		{failed, "fail", want{err: ErrNotActive}},
		{failed, "cancel", want{err: ErrNotActive}},
		{failed, "archive", want{status: archived, jobErr: budget, archived: true, createdAt: t0}},

		{archived, "create", want{err: ErrArchived}},
		{archived, "message", want{err: ErrArchived}},
		{archived, "finish", want{err: ErrArchived}},
		{archived, "fail", want{err: ErrArchived}},
		{archived, "cancel", want{err: ErrArchived}},
		{archived, "archive", want{err: ErrArchived}},
	}
	seen := map[[2]string]bool{}
	for _, tt := range tests {
		seen[[2]string{string(tt.from), tt.event}] = true
		name := string(tt.from)
		if name == "" {
			name = "new"
		}
		t.Run(name+"/"+tt.event, func(t *testing.T) {
			j := jobIn(tt.from)
			before := jobIn(tt.from)
			change, err := Apply(&j, events[tt.event], t1)
			w := tt.want
			if w.err != nil {
				if !errors.Is(err, w.err) {
					t.Fatalf("err = %v, want %v", err, w.err)
				}
				if !reflect.DeepEqual(j, before) {
					t.Errorf("a refused event changed the job:\n got %+v\nwant %+v", j, before)
				}
				if !reflect.DeepEqual(change, store.JobChange{}) {
					t.Errorf("a refused event asked for a change: %+v", change)
				}
				return
			}
			if err != nil {
				t.Fatalf("err = %v", err)
			}
			if j.Status != w.status || j.Phase != w.phase {
				t.Errorf("status, phase = %q, %q; want %q, %q", j.Status, j.Phase, w.status, w.phase)
			}
			if !reflect.DeepEqual(j.Error, w.jobErr) {
				t.Errorf("error = %+v, want %+v", j.Error, w.jobErr)
			}
			if !j.UpdatedAt.Equal(t1) {
				t.Errorf("updatedAt = %v, want %v", j.UpdatedAt, t1)
			}
			if !j.CreatedAt.Equal(w.createdAt) {
				t.Errorf("createdAt = %v, want %v", j.CreatedAt, w.createdAt)
			}
			if got := !j.ArchivedAt.IsZero() && j.ArchivedAt.Equal(t1); got != w.archived {
				t.Errorf("archivedAt = %v, want set now: %v", j.ArchivedAt, w.archived)
			}
			if change.Enqueue != w.enqueue {
				t.Errorf("enqueue = %v, want %v", change.Enqueue, w.enqueue)
			}
			if (len(change.Messages) == 1) != w.message || len(change.Messages) > 1 {
				t.Fatalf("messages = %+v, want one: %v", change.Messages, w.message)
			}
			if w.message {
				m := change.Messages[0]
				ev := events[tt.event]
				if m.JobID != j.ID || m.Role != domain.RoleUser || m.Content != ev.prompt || !m.CreatedAt.Equal(t1) {
					t.Errorf("message = %+v", m)
				}
			}
			// What the table does not mention stays: source, branch, PR
			// link, files.
			if j.ID != before.ID || j.Branch != before.Branch || j.PRLink != before.PRLink || j.Model != before.Model || j.Ref != before.Ref {
				t.Errorf("identity changed: %+v", j)
			}
		})
	}
	for _, from := range []domain.JobStatus{none, active, completed, failed, archived} {
		for ev := range events {
			if !seen[[2]string{string(from), ev}] {
				t.Errorf("no case for %q on %q", ev, from)
			}
		}
	}
}

func TestApplyZeroEvent(t *testing.T) {
	for _, s := range []domain.JobStatus{"", domain.StatusActive, domain.StatusCompleted, domain.StatusFailed} {
		j := jobIn(s)
		if _, err := Apply(&j, Event{}, t1); !errors.Is(err, ErrInvalidTransition) {
			t.Errorf("zero event on %q: err = %v", s, err)
		}
	}
}

// TestApplyFollowUp walks a job through a life: create, finish, a
// follow-up, a cancel, another follow-up, archive.
func TestApplyFollowUp(t *testing.T) {
	j := domain.Job{ID: "job_01jd2k3m4n5p6q7r8s9t0v1w2x", ProjectID: "demo"}
	steps := []struct {
		ev      Event
		status  domain.JobStatus
		enqueue bool
	}{
		{Create("add a page"), domain.StatusActive, true},
		{Message("also fix the title"), domain.StatusActive, false},
		{Finish("", 2, nil), domain.StatusCompleted, false},
		{Message("one more thing"), domain.StatusActive, true},
		{Cancel(), domain.StatusFailed, false},
		{Message("try again"), domain.StatusActive, true},
		{Archive(), domain.StatusArchived, false},
	}
	now := t0
	for i, s := range steps {
		now = now.Add(time.Second)
		c, err := Apply(&j, s.ev, now)
		if err != nil {
			t.Fatalf("step %d (%s): %v", i, s.ev, err)
		}
		if j.Status != s.status || c.Enqueue != s.enqueue {
			t.Fatalf("step %d (%s): status %q enqueue %v", i, s.ev, j.Status, c.Enqueue)
		}
		if s.status == domain.StatusActive && j.Error != nil {
			t.Fatalf("step %d: an active job keeps an error: %+v", i, j.Error)
		}
	}
	if !j.CreatedAt.Equal(t0.Add(time.Second)) {
		t.Errorf("createdAt = %v", j.CreatedAt)
	}
	if _, err := Apply(&j, Message("too late"), now); !errors.Is(err, ErrArchived) {
		t.Errorf("message after archive: %v", err)
	}
}

func TestApplyTimesAreUTC(t *testing.T) {
	j := domain.Job{ID: "job_x"}
	local := time.Date(2026, 1, 2, 3, 4, 5, 0, time.FixedZone("X", 3600))
	if _, err := Apply(&j, Create("p"), local); err != nil {
		t.Fatal(err)
	}
	if j.CreatedAt.Location() != time.UTC || j.UpdatedAt.Location() != time.UTC {
		t.Errorf("times not UTC: %v %v", j.CreatedAt, j.UpdatedAt)
	}
}

func TestEventString(t *testing.T) {
	for _, tc := range []struct {
		ev   Event
		want string
	}{
		{Create("x"), "create"}, {Message("x"), "message"}, {Finish("", 0, nil), "finish"},
		{Fail("", "a", "b", true), "fail"}, {Cancel(), "cancel"}, {Archive(), "archive"}, {Event{}, "invalid event"},
		{Claim("o", t0), "claim"}, {Progress("o", nil), "progress"}, {Requeue("o", true, 1), "requeue"},
	} {
		if got := tc.ev.String(); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.ev, got, tc.want)
		}
	}
}

// TestApplyRun walks the events of a run: claim, progress, finish, and
// what a run that lost its claim or left a prompt unread is refused.
func TestApplyRun(t *testing.T) {
	j := domain.Job{ID: "job_01jd2k3m4n5p6q7r8s9t0v1w2x", ProjectID: "demo"}
	apply := func(ev Event, at time.Time) (store.JobChange, error) { return Apply(&j, ev, at) }
	must := func(c store.JobChange, err error) store.JobChange {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	must(apply(Create("add a page"), t0))
	c := must(apply(Claim("node1/a", t0.Add(-time.Minute)), t1))
	if j.Phase != PhasePreparing || j.RunOwner != "node1/a" || !j.HeartbeatAt.Equal(t1) {
		t.Fatalf("after claim: %+v", j)
	}
	if len(c.Events) != 1 || c.Events[0].Type != store.EventStatus || c.Events[0].Hook != "" {
		t.Fatalf("claim events = %+v", c.Events)
	}
	// A second worker finds it running, until the heartbeat is stale.
	if _, err := apply(Claim("node2/b", t0), t1); !errors.Is(err, ErrRunning) {
		t.Fatalf("second claim: %v", err)
	}
	// Progress of another run is refused; the owner's is kept, without
	// touching what only Apply may change.
	if _, err := apply(Progress("node2/b", func(j *domain.Job) { j.Phase = PhaseRunning }), t1); !errors.Is(err, ErrLostRun) {
		t.Fatalf("progress of another run: %v", err)
	}
	c = must(apply(Progress("node1/a", func(j *domain.Job) {
		j.Phase, j.Usage.Steps = PhaseRunning, 3
		j.Status, j.RunOwner = domain.StatusCompleted, "evil"
	}), t1))
	if j.Status != domain.StatusActive || j.RunOwner != "node1/a" || j.Phase != PhaseRunning || j.Usage.Steps != 3 {
		t.Fatalf("after progress: %+v", j)
	}
	if len(c.Events) != 1 {
		t.Fatalf("phase change events = %+v", c.Events)
	}
	// Usage alone is no status event.
	c = must(apply(Progress("node1/a", func(j *domain.Job) { j.Usage.Steps++ }), t1))
	if len(c.Events) != 0 {
		t.Fatalf("usage events = %+v", c.Events)
	}
	// A follow-up arrives: finishing without reading it is refused.
	must(apply(Message("also fix the title"), t1))
	if _, err := apply(Finish("node1/a", 1, nil), t1); !errors.Is(err, ErrUnread) {
		t.Fatalf("finish with an unread prompt: %v", err)
	}
	c = must(apply(Finish("node1/a", 2, func(j *domain.Job) { j.PRLink = "http://x/changes/1" }), t1))
	if j.Status != domain.StatusCompleted || j.RunOwner != "" || j.Phase != "" || !j.HeartbeatAt.IsZero() || j.PRLink == "" {
		t.Fatalf("after finish: %+v", j)
	}
	if len(c.Events) != 1 || c.Events[0].Hook != store.HookJobCompleted {
		t.Fatalf("finish events = %+v", c.Events)
	}
	var v View
	if err := json.Unmarshal(c.Events[0].Data, &v); err != nil || v.Status != domain.StatusCompleted || v.PRLink == nil {
		t.Fatalf("status event data %s: %v", c.Events[0].Data, err)
	}
}

// TestApplyRequeue covers a run whose worker died: resumed up to the
// limit, then failed as interrupted; a follow-up resets the count.
func TestApplyRequeue(t *testing.T) {
	j := domain.Job{ID: "job_01jd2k3m4n5p6q7r8s9t0v1w2x", ProjectID: "demo"}
	if _, err := Apply(&j, Create("p"), t0); err != nil {
		t.Fatal(err)
	}
	for i := range 2 {
		if _, err := Apply(&j, Claim("n/a", t0), t1); err != nil {
			t.Fatal(err)
		}
		c, err := Apply(&j, Requeue("n/a", true, 2), t1)
		if err != nil {
			t.Fatal(err)
		}
		if j.Status != domain.StatusActive || j.Phase != PhaseQueued || j.RunOwner != "" || !c.Enqueue || j.Resumes != i+1 {
			t.Fatalf("resume %d: %+v %+v", i, j, c)
		}
	}
	if _, err := Apply(&j, Requeue("n/a", true, 2), t1); !errors.Is(err, ErrLostRun) {
		t.Fatalf("requeue of an unclaimed job: %v", err)
	}
	Apply(&j, Claim("n/b", t0), t1)
	c, err := Apply(&j, Requeue("n/b", true, 2), t1)
	if err != nil {
		t.Fatal(err)
	}
	if j.Status != domain.StatusFailed || j.Error == nil || j.Error.Code != InterruptedCode || !j.Error.Retryable || c.Enqueue {
		t.Fatalf("after too many resumes: %+v", j)
	}
	if len(c.Events) != 1 || c.Events[0].Hook != store.HookJobFailed {
		t.Fatalf("events = %+v", c.Events)
	}
	if _, err := Apply(&j, Message("go on"), t1); err != nil || j.Resumes != 0 || j.Prompts != 2 {
		t.Fatalf("follow-up: %v %+v", err, j)
	}
	// A worker stopping (not crashed) requeues without counting.
	Apply(&j, Claim("n/c", t0), t1)
	if _, err := Apply(&j, Requeue("n/c", false, 0), t1); err != nil || j.Resumes != 0 || j.Phase != PhaseQueued {
		t.Fatalf("stop requeue: %v %+v", err, j)
	}
	// A resumed run that records steps starts the count again; progress
	// without steps does not.
	Apply(&j, Claim("n/d", t0), t1)
	Apply(&j, Requeue("n/d", true, 2), t1)
	Apply(&j, Claim("n/e", t0), t1)
	if _, err := Apply(&j, Progress("n/e", func(j *domain.Job) { j.Resumes = 0 }), t1); err != nil || j.Resumes != 1 {
		t.Fatalf("progress: %v, resumes %d, want 1 kept", err, j.Resumes)
	}
	if _, err := Apply(&j, Progress("n/x", nil).WithSteps(domain.Usage{Steps: 1}), t1); !errors.Is(err, ErrLostRun) || j.Resumes != 1 {
		t.Fatalf("steps of another run: %v, resumes %d", err, j.Resumes)
	}
	if _, err := Apply(&j, Progress("n/e", nil).WithSteps(domain.Usage{Steps: 2, InputTokens: 10}), t1); err != nil || j.Resumes != 0 || j.RunOwner != "n/e" || j.Usage.Steps != 2 || j.Usage.InputTokens != 10 {
		t.Fatalf("steps recorded: %v %+v", err, j)
	}
	// A worker stopping records its steps with its requeue.
	Apply(&j, Requeue("n/e", true, 2), t1)
	Apply(&j, Claim("n/f", t0), t1)
	if _, err := Apply(&j, Requeue("n/f", false, 0).WithSteps(domain.Usage{Steps: 1}), t1); err != nil || j.Resumes != 0 || j.Phase != PhaseQueued {
		t.Fatalf("stop with steps: %v %+v", err, j)
	}
}

// TestApplyCancelReleases: cancel and archive end the run's claim.
func TestApplyCancelReleases(t *testing.T) {
	for _, ev := range []Event{Cancel(), Archive()} {
		j := domain.Job{ID: "job_x", ProjectID: "demo"}
		Apply(&j, Create("p"), t0)
		Apply(&j, Claim("n/a", t0), t1)
		if _, err := Apply(&j, ev, t1); err != nil {
			t.Fatal(err)
		}
		if j.RunOwner != "" || j.Phase != "" {
			t.Errorf("%s: %+v", ev, j)
		}
		if _, err := Apply(&j, Progress("n/a", nil), t1); err == nil {
			t.Errorf("%s: the run may still progress", ev)
		}
	}
}
