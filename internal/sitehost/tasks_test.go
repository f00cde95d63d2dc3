package sitehost

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/domain"
)

// TestTasks: a task runs under a context that keeps the values of the
// caller's, not its end, and that close ends; close waits for the
// tasks, and nothing starts after it.
func TestTasks(t *testing.T) {
	t.Parallel()
	type key struct{}
	ts := newTasks()
	caller, cancel := context.WithCancel(context.WithValue(t.Context(), key{}, "v"))
	running := make(chan context.Context)
	returned := make(chan struct{})
	if !ts.start(caller, func(ctx context.Context) {
		running <- ctx
		<-ctx.Done()
		close(returned)
	}) {
		t.Fatal("start on open tasks ran nothing")
	}
	ctx := <-running
	if ctx.Value(key{}) != "v" {
		t.Error("the task's context lost the caller's values")
	}
	cancel()
	select {
	case <-ctx.Done():
		t.Fatal("the task's context ended with the caller's")
	default:
	}
	ts.close()
	select {
	case <-returned:
	default:
		t.Fatal("close returned before the task")
	}
	if ts.start(t.Context(), func(context.Context) { t.Error("a task ran after close") }) {
		t.Error("start after close reported a task started")
	}
	ts.close() // again: nothing to do
}

// TestCloseStopsRefreshes: Close ends the work under way and waits for
// it: here a preview's check, whose fetch from a server that never
// answers holds the project's mirror, and a refresh of the project's
// site waiting for that mirror. Refresh returns.
func TestCloseStopsRefreshes(t *testing.T) {
	t.Parallel()
	asked := make(chan struct{}, 1)
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case asked <- struct{}{}:
		default:
		}
		// Until the end of the test: git's HTTP helper may outlive the
		// git that Close kills.
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	t.Cleanup(srv.Close)
	t.Cleanup(func() { close(release) }) // before srv.Close
	jobs := &fakeJobs{jobs: map[string]domain.Job{}}
	jobs.add("slow", "job_1", "folio/j1")
	b := setup(t, Options{Jobs: jobs, PreviewWait: time.Millisecond})
	b.set(t, domain.Project{ID: "slow", Repository: srv.URL + "/repo.git", Branch: "main"})

	rec := httptest.NewRecorder()
	b.host.PreviewHandler().ServeHTTP(rec, httptest.NewRequestWithContext(t.Context(), http.MethodGet, "/preview/slow/job_1/", nil))
	if rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("preview while its fetch hangs = %d, want 503", rec.Code)
	}
	timeout := time.After(60 * time.Second)
	select {
	case <-asked:
	case <-timeout:
		t.Fatal("the preview's fetch never reached the server")
	}
	refreshed := make(chan error, 1)
	go func() { refreshed <- b.host.Refresh(context.Background(), "slow") }()

	closed := make(chan struct{})
	go func() {
		b.host.Close()
		close(closed)
	}()
	select {
	case <-closed:
	case <-timeout:
		t.Fatal("Close waits for a fetch that never ends")
	}
	select {
	case err := <-refreshed:
		if err == nil {
			t.Fatal("a refresh Close stopped succeeded")
		}
	case <-timeout:
		t.Fatal("Refresh waits on")
	}
}
