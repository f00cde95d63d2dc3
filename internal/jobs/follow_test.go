package jobs_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/store"
)

// noLeaks returns a check that the goroutines running now, and the
// store's own (it starts some as it is used), are all there are.
func noLeaks(t *testing.T) func() {
	opts := []goleak.Option{goleak.IgnoreCurrent(), goleak.IgnoreTopFunction("database/sql.(*DB).connectionCleaner")}
	return func() { goleak.VerifyNone(t, opts...) }
}

// collect runs a follower in the background and sends what it hands over.
func collect(t *testing.T, ctx context.Context, f *jobs.Follower) (<-chan jobs.Update, <-chan jobs.FollowEnd) {
	t.Helper()
	ups := make(chan jobs.Update, 64)
	ends := make(chan jobs.FollowEnd, 1)
	go func() {
		end, err := f.Run(ctx, func(u jobs.Update) error {
			ups <- u
			return nil
		})
		if err != nil && ctx.Err() == nil {
			t.Errorf("Run: %v", err)
		}
		ends <- end
	}()
	return ups, ends
}

// nextUpdate waits for the next update that is not a keep-alive.
func nextUpdate(t *testing.T, ups <-chan jobs.Update) jobs.Update {
	t.Helper()
	for {
		select {
		case u := <-ups:
			if !u.KeepAlive {
				return u
			}
		case <-time.After(10 * time.Second):
			t.Fatal("no update in 10 s")
		}
	}
}

// TestFollow: a follower hands over the job, the events after the one
// given, each new event as it is written (woken by the store, not its
// poll), the job again when it changed, and ends once the job has ended.
func TestFollow(t *testing.T) {
	st := openStore(t)
	defer noLeaks(t)()
	svc := jobs.NewService(jobs.ServiceOptions{Store: st, Model: "script:none", RateLimit: -1})
	p := addProject(t, st, domain.Project{ID: "acme", Name: "Acme"})
	ctx := t.Context()
	s, err := svc.Start(ctx, p, jobs.Request{Prompt: "First"}, "")
	if err != nil {
		t.Fatal(err)
	}
	id := s.Job.ID
	evs, err := st.Events(ctx, id, 0, 0)
	if err != nil || len(evs) != 2 { // the prompt and the status
		t.Fatalf("events %+v, %v", evs, err)
	}

	// From the first event on: the second, then what comes.
	f, err := jobs.Follow(ctx, st, "acme", id, jobs.FollowOptions{After: 1, Poll: time.Hour, KeepAlive: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ups, ends := collect(t, ctx, f)
	if u := nextUpdate(t, ups); u.Job == nil || u.Job.ID != id {
		t.Fatalf("first update %+v, want the job", u)
	}
	if u := nextUpdate(t, ups); u.Event == nil || u.Event.Seq != 2 || u.Event.Type != store.EventStatus {
		t.Fatalf("second update %+v, want event 2", u)
	}
	// Idle: keep-alives.
	select {
	case u := <-ups:
		if !u.KeepAlive {
			t.Fatalf("idle update %+v", u)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no keep-alive")
	}

	if _, _, err := svc.Message(ctx, p, id, "Second"); err != nil {
		t.Fatal(err)
	}
	// The message's event wakes it (the poll is an hour away).
	u := nextUpdate(t, ups)
	if u.Job != nil {
		u = nextUpdate(t, ups) // the job, changed by the message, may come first
	}
	if u.Event == nil || u.Event.Seq != 3 || u.Event.Type != store.EventMessage {
		t.Fatalf("after the message %+v, want event 3", u)
	}

	if _, err := svc.Cancel(ctx, p, id); err != nil {
		t.Fatal(err)
	}
	var sawFailed, sawStatus bool
	for !sawFailed || !sawStatus {
		u := nextUpdate(t, ups)
		switch {
		case u.Job != nil && u.Job.Status == domain.StatusFailed:
			sawFailed = true
		case u.Event != nil && u.Event.Type == store.EventStatus:
			sawStatus = true
		}
	}
	select {
	case end := <-ends:
		if end.Status != domain.StatusFailed {
			t.Errorf("end %+v, want failed", end)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the follow did not end with the job")
	}
}

// TestFollowEnds: a follow ends when the job goes with its project,
// when told to stop, and when its context ends, leaving no goroutine.
func TestFollowEnds(t *testing.T) {
	st := openStore(t)
	defer noLeaks(t)()
	svc := jobs.NewService(jobs.ServiceOptions{Store: st, Model: "script:none", RateLimit: -1})
	p := addProject(t, st, domain.Project{ID: "acme", Name: "Acme"})
	start := func() string {
		s, err := svc.Start(t.Context(), p, jobs.Request{Prompt: "x"}, "")
		if err != nil {
			t.Fatal(err)
		}
		return s.Job.ID
	}
	a, b := start(), start()

	// Stop.
	stop := make(chan struct{})
	f, err := jobs.Follow(t.Context(), st, "acme", a, jobs.FollowOptions{Stop: stop})
	if err != nil {
		t.Fatal(err)
	}
	_, ends := collect(t, t.Context(), f)
	close(stop)
	if end := <-ends; !end.Stopped {
		t.Errorf("stopped: %+v", end)
	}

	// The context.
	ctx, cancel := context.WithCancel(t.Context())
	f, err = jobs.Follow(ctx, st, "acme", b, jobs.FollowOptions{})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := f.Run(ctx, func(jobs.Update) error { return nil })
		done <- err
	}()
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}

	// A failing yield ends it with its error.
	boom := errors.New("client gone")
	f, err = jobs.Follow(t.Context(), st, "acme", b, jobs.FollowOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Run(t.Context(), func(jobs.Update) error { return boom }); !errors.Is(err, boom) {
		t.Errorf("failing yield: %v", err)
	}

	// Deleted with its project.
	f, err = jobs.Follow(t.Context(), st, "acme", b, jobs.FollowOptions{Poll: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	ups, ends := collect(t, t.Context(), f)
	nextUpdate(t, ups) // the job
	if err := st.DeleteProject(t.Context(), "acme"); err != nil {
		t.Fatal(err)
	}
	select {
	case end := <-ends:
		if !end.Deleted {
			t.Errorf("deleted: %+v", end)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the follow did not end with the project")
	}
}
