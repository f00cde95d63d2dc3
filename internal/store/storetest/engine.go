package storetest

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// This file tests what the job engine keeps: the event log, claims with
// the cap on running jobs, heartbeats and the agent's saved state.

func events(t *testing.T, s store.Store, jobID string, after int64, limit int) []store.Event {
	t.Helper()
	es, err := s.Events(t.Context(), jobID, after, limit)
	must(t, err)
	return es
}

func hooks(t *testing.T, s store.Store) []store.JobHook {
	t.Helper()
	var out []store.JobHook
	for _, q := range runJobs(t, s) {
		if q.Kind == (store.JobHook{}).Kind() {
			if q.Queue != store.HookQueue || q.MaxAttempts != store.JobHookMaxAttempts {
				t.Errorf("hook entry on queue %q with %d attempts", q.Queue, q.MaxAttempts)
			}
			out = append(out, q.Hook)
		}
	}
	return out
}

func testEvents(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	nj := newJob("p", "j", 1)
	nj.Events = []store.NewEvent{{Type: store.EventStatus, Data: json.RawMessage(`{"status":"active"}`)}}
	mkJob(t, s, nj)

	es := events(t, s, "j", 0, 0)
	if len(es) != 2 || es[0].Seq != 1 || es[0].Type != store.EventMessage || es[1].Seq != 2 || es[1].Type != store.EventStatus {
		t.Fatalf("events after create = %+v", es)
	}
	var md domain.MessageData
	must(t, json.Unmarshal(es[0].Data, &md))
	wantEqual(t, "prompt event", md, domain.MessageData{Seq: 1, Role: domain.RoleUser, Content: "prompt of j", CreatedAt: norm(at(1)).Format(time.RFC3339Nano)})
	wantEqual(t, "status event data", string(es[1].Data), `{"status":"active"}`)
	wantEqual(t, "status event time", es[1].CreatedAt, norm(at(1)))

	_, err := s.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
		j.UpdatedAt = at(2)
		return store.JobChange{
			Messages: []domain.Message{
				{Role: domain.RoleAssistant, Content: "Looking."},
				{Role: domain.RoleTool, Tool: "read_file", Content: "read_file index.mdx", IsError: true},
				{Role: domain.RoleCommit, Commit: "0123abcd", Content: "Add a page"},
			},
			Events: []store.NewEvent{{Type: store.EventPR, Data: json.RawMessage(`{"action":"opened"}`), Hook: store.HookJobPROpened}},
		}, nil
	})
	must(t, err)
	es = events(t, s, "j", 2, 0)
	var types []store.EventType
	for i, e := range es {
		if e.Seq != int64(3+i) || e.JobID != "j" {
			t.Errorf("event %d: seq %d job %q", i, e.Seq, e.JobID)
		}
		types = append(types, e.Type)
	}
	wantEqual(t, "types", types, []store.EventType{store.EventMessage, store.EventTool, store.EventCommit, store.EventPR})
	must(t, json.Unmarshal(es[1].Data, &md))
	wantEqual(t, "tool event", md, domain.MessageData{Seq: 3, Role: domain.RoleTool, Tool: "read_file", Content: "read_file index.mdx", IsError: true, CreatedAt: norm(at(2)).Format(time.RFC3339Nano)})
	ms := messages(t, s, "j")
	if len(ms) != 4 || ms[2].Tool != "read_file" || !ms[2].IsError || ms[3].Commit != "0123abcd" || ms[3].Role != domain.RoleCommit {
		t.Fatalf("messages = %+v", ms)
	}
	wantEqual(t, "paged", len(events(t, s, "j", 0, 2)), 2)
	last, err := s.LastEvent(ctx, "j")
	must(t, err)
	wantEqual(t, "last event", last, int64(6))
	last, err = s.LastEvent(ctx, "nope")
	must(t, err)
	wantEqual(t, "last event of an unknown job", last, int64(0))
	wantEqual(t, "past the end", len(events(t, s, "j", 6, 0)), 0)
	wantEqual(t, "unknown job", len(events(t, s, "nope", 0, 0)), 0)
	if _, ok := s.(Queue); ok {
		wantEqual(t, "hooks", hooks(t, s), []store.JobHook{{ProjectID: "p", JobID: "j", Seq: 6, Hook: store.HookJobPROpened}})
	}

	// A refused change writes no event.
	boom := errors.New("boom")
	_, err = s.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
		return store.JobChange{Events: []store.NewEvent{{Type: store.EventStatus, Hook: store.HookJobFailed}}}, boom
	})
	wantIs(t, "failed fn", err, boom)
	wantEqual(t, "events after a failed fn", len(events(t, s, "j", 0, 0)), 6)

	// An event without data is an empty object; events go with the job.
	_, err = s.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
		return store.JobChange{Events: []store.NewEvent{{Type: store.EventStatus}}}, nil
	})
	must(t, err)
	es = events(t, s, "j", 6, 0)
	if len(es) != 1 || string(es[0].Data) != "{}" {
		t.Fatalf("empty event = %+v", es)
	}
	must(t, s.DeleteProject(ctx, "p"))
	wantEqual(t, "events of a deleted job", len(events(t, s, "j", 0, 0)), 0)
}

// claim is the change a worker makes to take a job.
func claim(owner string, now time.Time) func(j *domain.Job) (store.JobChange, error) {
	return func(j *domain.Job) (store.JobChange, error) {
		if j.Status != domain.StatusActive {
			return store.JobChange{}, fmt.Errorf("job %s is %s", j.ID, j.Status)
		}
		j.RunOwner, j.HeartbeatAt, j.Phase = owner, now, "preparing"
		return store.JobChange{}, nil
	}
}

func testClaimJob(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkProject(t, s, "q")
	for i, id := range []string{"a", "b", "c"} {
		mkJob(t, s, newJob("p", id, i))
	}
	mkJob(t, s, newJob("q", "other", 4))
	now := at(10)
	fresh := now.Add(-time.Minute)

	// Another project's running job does not count.
	_, err := s.ClaimJob(ctx, "q", "other", 1, fresh, claim("w/0", now))
	must(t, err)
	got, err := s.ClaimJob(ctx, "p", "a", 2, fresh, claim("w/1", now))
	must(t, err)
	if got.RunOwner != "w/1" || !got.HeartbeatAt.Equal(norm(now)) || got.Phase != "preparing" {
		t.Fatalf("claimed job = %+v", got)
	}
	_, err = s.ClaimJob(ctx, "p", "b", 2, fresh, claim("w/2", at(9)))
	must(t, err)
	before, err := s.Job(ctx, "p", "c")
	must(t, err)
	_, err = s.ClaimJob(ctx, "p", "c", 2, fresh, claim("w/3", now))
	wantIs(t, "claim over the cap", err, store.ErrBusy)
	after, err := s.Job(ctx, "p", "c")
	must(t, err)
	wantEqual(t, "refused claim", after, before)

	// Reclaiming a job it runs does not count the job itself.
	_, err = s.ClaimJob(ctx, "p", "a", 2, fresh, claim("w/1", now))
	must(t, err)
	// A change that leaves the job unclaimed is never refused.
	_, err = s.ClaimJob(ctx, "p", "c", 2, fresh, func(j *domain.Job) (store.JobChange, error) {
		j.Phase = "queued"
		return store.JobChange{}, nil
	})
	must(t, err)
	// b's heartbeat (at(9)) is stale once fresh is later: its place is free.
	_, err = s.ClaimJob(ctx, "p", "c", 2, at(9).Add(time.Second), claim("w/3", now))
	must(t, err)
	// fn's error comes back unwrapped.
	boom := errors.New("boom")
	_, err = s.ClaimJob(ctx, "p", "a", 5, fresh, func(*domain.Job) (store.JobChange, error) { return store.JobChange{}, boom })
	wantIs(t, "fn error", err, boom)
	_, err = s.ClaimJob(ctx, "p", "nope", 5, fresh, claim("w/9", now))
	wantIs(t, "unknown job", err, store.ErrNotFound)

	running, err := s.RunningJobs(ctx)
	must(t, err)
	var ids []string
	for _, j := range running {
		ids = append(ids, j.ID)
	}
	wantEqual(t, "running jobs", ids, []string{"a", "b", "c", "other"})

	// Claimed jobs, and queued ones whose entry waits, are not stranded.
	stranded, err := s.StrandedJobs(ctx, time.Now().Add(time.Hour))
	must(t, err)
	wantEqual(t, "stranded jobs", len(stranded), 0)
}

// testClaimJobConcurrent: of many workers claiming a project's jobs at
// once, exactly the cap succeed.
func testClaimJobConcurrent(t *testing.T, s store.Store) {
	mkProject(t, s, "p")
	const n, limit = 8, 3
	for i := range n {
		mkJob(t, s, newJob("p", fmt.Sprintf("j%d", i), i))
	}
	now := at(20)
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = s.ClaimJob(t.Context(), "p", fmt.Sprintf("j%d", i), limit, now.Add(-time.Minute), claim(fmt.Sprintf("w/%d", i), now))
		}()
	}
	wg.Wait()
	ok := 0
	for _, err := range errs {
		switch {
		case err == nil:
			ok++
		case !errors.Is(err, store.ErrBusy):
			t.Errorf("claim: %v", err)
		}
	}
	wantEqual(t, "claims granted", ok, limit)
}

func testHeartbeat(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkJob(t, s, newJob("p", "j", 1))
	alive, err := s.Heartbeat(ctx, "p", "j", "w/1", at(2))
	must(t, err)
	wantEqual(t, "heartbeat of an unclaimed job", alive, false)
	_, err = s.ClaimJob(ctx, "p", "j", 1, at(0), claim("w/1", at(2)))
	must(t, err)
	alive, err = s.Heartbeat(ctx, "p", "j", "w/1", at(3))
	must(t, err)
	wantEqual(t, "owner's heartbeat", alive, true)
	j, err := s.Job(ctx, "p", "j")
	must(t, err)
	wantEqual(t, "heartbeat time", j.HeartbeatAt, norm(at(3)))
	for _, tc := range []struct{ project, owner string }{{"p", "w/2"}, {"p", ""}, {"q", "w/1"}} {
		alive, err = s.Heartbeat(ctx, tc.project, "j", tc.owner, at(4))
		must(t, err)
		if alive {
			t.Errorf("heartbeat of %s in %s accepted", tc.owner, tc.project)
		}
	}
	_, err = s.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
		j.Status = domain.StatusFailed
		return store.JobChange{}, nil
	})
	must(t, err)
	alive, err = s.Heartbeat(ctx, "p", "j", "w/1", at(5))
	must(t, err)
	wantEqual(t, "heartbeat of a failed job", alive, false)
	running, err := s.RunningJobs(ctx)
	must(t, err)
	wantEqual(t, "running jobs", len(running), 0)
}

func testAgentState(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkJob(t, s, newJob("p", "j", 1))
	_, err := s.AgentState(ctx, "j")
	wantIs(t, "no state", err, store.ErrNotFound)
	must(t, s.SaveAgentState(ctx, "j", []byte(`{"v":1}`), at(2)))
	got, err := s.AgentState(ctx, "j")
	must(t, err)
	wantEqual(t, "state", string(got), `{"v":1}`)
	big := make([]byte, 3<<20)
	for i := range big {
		big[i] = byte(i)
	}
	must(t, s.SaveAgentState(ctx, "j", big, at(3)))
	got, err = s.AgentState(ctx, "j")
	must(t, err)
	wantEqual(t, "replaced state", len(got), len(big))
	if string(got) != string(big) {
		t.Error("a binary state came back changed")
	}
	wantIs(t, "state of an unknown job", s.SaveAgentState(ctx, "nope", []byte("x"), at(3)), store.ErrNotFound)

	// With a job change: the steps and the state land together, or
	// neither does.
	_, err = s.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
		j.Usage.Steps++
		return store.JobChange{Messages: []domain.Message{{Role: domain.RoleAssistant, Content: "step"}}, State: []byte(`{"v":2}`)}, nil
	})
	must(t, err)
	got, err = s.AgentState(ctx, "j")
	must(t, err)
	wantEqual(t, "state written with the job", string(got), `{"v":2}`)
	refused := errors.New("refused")
	_, err = s.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
		return store.JobChange{State: []byte(`{"v":3}`)}, refused
	})
	wantIs(t, "refused change", err, refused)
	got, err = s.AgentState(ctx, "j")
	must(t, err)
	wantEqual(t, "state of a refused change", string(got), `{"v":2}`)
	must(t, s.DeleteProject(ctx, "p"))
	_, err = s.AgentState(ctx, "j")
	wantIs(t, "state of a deleted job", err, store.ErrNotFound)
}
