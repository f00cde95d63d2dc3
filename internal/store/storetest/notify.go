package storetest

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// This file tests notifications between two stores on one database: two
// nodes of one service (for a store of one node, the same store twice).

// noteWait bounds how long a test waits for a notification. Delivery is
// expected well within a second; the bound only keeps a broken store from
// hanging the test.
const noteWait = 10 * time.Second

// RunNotify runs the notification tests. open returns two stores on one
// new, empty database — for an implementation that serves one node, one
// store twice — and closes them when t ends; the tests run in parallel.
func RunNotify(t *testing.T, open func(t *testing.T) (a, b store.Store)) {
	tests := []struct {
		name string
		fn   func(t *testing.T, a, b store.Store)
	}{
		{"Across", testNotifyAcross},
		{"Writes", testNotifyWrites},
		{"ListenEnds", testListenEnds},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			a, b := open(t)
			tc.fn(t, a, b)
		})
	}
}

// listen subscribes s to topics for the rest of the test.
func listen(t *testing.T, s store.Store, topics ...store.Topic) <-chan store.Notification {
	t.Helper()
	ch, err := s.Listen(t.Context(), topics...)
	must(t, err)
	return ch
}

// nextNote waits for the next notification on ch that is not a gap.
func nextNote(t *testing.T, ch <-chan store.Notification, what string) store.Notification {
	t.Helper()
	deadline := time.After(noteWait)
	for {
		select {
		case n, ok := <-ch:
			if !ok {
				t.Fatalf("%s: the channel closed", what)
			}
			if n.Missed {
				continue
			}
			return n
		case <-deadline:
			t.Fatalf("%s: no notification in %v", what, noteWait)
		}
	}
}

// wantNote waits for the next notification and checks it.
func wantNote(t *testing.T, ch <-chan store.Notification, what string, want store.Notification) {
	t.Helper()
	wantEqual(t, what, nextNote(t, ch, what), want)
}

// wantQuiet checks that nothing was notified on ch since the last
// notification read: a marker sent now through s is the next one.
func wantQuiet(t *testing.T, s store.Store, ch <-chan store.Notification, what string) {
	t.Helper()
	marker := store.Notification{Topic: store.TopicSite, ProjectID: "marker"}
	must(t, s.Notify(t.Context(), marker))
	wantNote(t, ch, what+" (then the marker)", marker)
}

// testNotifyAcross: a notification sent through one store reaches the
// listeners of its topic on the other, and only them.
func testNotifyAcross(t *testing.T, a, b store.Store) {
	ctx := t.Context()
	sites := listen(t, b, store.TopicSite)
	jobs := listen(t, b, store.TopicJob, store.TopicProject)
	site := store.Notification{Topic: store.TopicSite, ProjectID: "p"}
	job := store.Notification{Topic: store.TopicJob, ProjectID: "p", JobID: "j"}
	must(t, a.Notify(ctx, job))
	must(t, a.Notify(ctx, site))
	wantNote(t, sites, "site listener", site)
	wantNote(t, jobs, "job listener", job)

	// How long a notification takes; logged, not asserted.
	var took []time.Duration
	for range 20 {
		start := time.Now()
		must(t, a.Notify(ctx, site))
		wantNote(t, sites, "site listener", site)
		took = append(took, time.Since(start))
	}
	slices.Sort(took)
	t.Logf("notification latency over %d: min %v, median %v, max %v", len(took), took[0], took[len(took)/2], took[len(took)-1])
}

// testNotifyWrites: the writes that others follow notify them once
// committed; writes that failed, and the others, do not.
func testNotifyWrites(t *testing.T, a, b store.Store) {
	ctx := t.Context()
	ch := listen(t, b, store.TopicSite, store.TopicProject, store.TopicJob)
	projectNote := store.Notification{Topic: store.TopicProject, ProjectID: "p"}
	jobNote := store.Notification{Topic: store.TopicJob, ProjectID: "p", JobID: "j"}

	p := mkProject(t, a, "p")
	wantNote(t, ch, "create project", projectNote)
	p.Name = "Renamed"
	must(t, a.UpdateProject(ctx, p))
	wantNote(t, ch, "update project", projectNote)
	wantIs(t, "update a missing project", a.UpdateProject(ctx, project("nope", 0)), store.ErrNotFound)
	wantIs(t, "create a taken project", a.CreateProject(ctx, project("p", 0)), store.ErrConflict)
	wantQuiet(t, a, ch, "failed project writes")

	mkJob(t, a, newJob("p", "j", 1))
	wantNote(t, ch, "create job", jobNote)
	_, err := a.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
		j.Phase = "running"
		return store.JobChange{Events: []store.NewEvent{{Type: store.EventStatus}}}, nil
	})
	must(t, err)
	wantNote(t, ch, "update job with an event", jobNote)
	_, err = a.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
		return store.JobChange{Messages: []domain.Message{{Role: domain.RoleAssistant, Content: "Done."}}}, nil
	})
	must(t, err)
	wantNote(t, ch, "update job with a message", jobNote)
	_, err = a.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
		j.Usage.Steps++
		return store.JobChange{}, nil
	})
	must(t, err)
	boom := errors.New("boom")
	_, err = a.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
		return store.JobChange{Events: []store.NewEvent{{Type: store.EventStatus}}}, boom
	})
	wantIs(t, "refused update", err, boom)
	_, err = a.Heartbeat(ctx, "p", "j", "w/1", at(2))
	must(t, err)
	wantQuiet(t, a, ch, "job writes without events")

	_, err = a.ClaimJob(ctx, "p", "j", 1, at(0), func(j *domain.Job) (store.JobChange, error) {
		j.RunOwner = "w/1"
		return store.JobChange{Events: []store.NewEvent{{Type: store.EventStatus}}}, nil
	})
	must(t, err)
	wantNote(t, ch, "claim with an event", jobNote)

	// A merge moves the base: the project's site follows.
	c := mkChange(t, a, newChange("p", "folio/one", 1))
	_, err = a.UpdateChange(ctx, "p", c.Number, func(c *store.Change) error {
		c.Title = "Retitled"
		return nil
	})
	must(t, err)
	wantQuiet(t, a, ch, "a change created and retitled")
	_, err = a.UpdateChange(ctx, "p", c.Number, func(c *store.Change) error {
		c.State, c.MergeCommit, c.MergedAt, c.ClosedBy = store.ChangeMerged, c.HeadCommit, at(3), "ada"
		return nil
	})
	must(t, err)
	wantNote(t, ch, "merge", store.Notification{Topic: store.TopicSite, ProjectID: "p"})
	_, err = a.UpdateChange(ctx, "p", c.Number, func(c *store.Change) error {
		c.Body = "Edited after the merge."
		return nil
	})
	must(t, err)
	other := mkChange(t, a, newChange("p", "folio/two", 2))
	_, err = a.UpdateChange(ctx, "p", other.Number, func(c *store.Change) error {
		c.State, c.ClosedAt, c.ClosedBy = store.ChangeClosed, at(4), "ada"
		return nil
	})
	must(t, err)
	wantQuiet(t, a, ch, "a merged change edited, a change closed")

	must(t, a.DeleteProject(ctx, "p"))
	wantNote(t, ch, "delete project", projectNote)
}

// testListenEnds: a listener's channel closes when its context ends, and
// the others go on.
func testListenEnds(t *testing.T, a, b store.Store) {
	ctx, cancel := context.WithCancel(t.Context())
	gone, err := b.Listen(ctx, store.TopicSite)
	must(t, err)
	stays := listen(t, b, store.TopicSite)
	cancel()
	deadline := time.After(noteWait)
	for open := true; open; {
		select {
		case _, open = <-gone:
		case <-deadline:
			t.Fatal("the channel of an ended listener stays open")
		}
	}
	n := store.Notification{Topic: store.TopicSite, ProjectID: "p"}
	must(t, a.Notify(t.Context(), n))
	wantNote(t, stays, "the other listener", n)
	_, err = b.Listen(ctx, store.TopicSite)
	if err == nil {
		t.Error("Listen with an ended context: no error")
	}
}
