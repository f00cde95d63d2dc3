package api

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/store"
)

// sseEvent is one event of a stream.
type sseEvent struct {
	id, event, data string
}

// readEvents reads a stream's events into a channel until it ends.
func readEvents(t *testing.T, resp *http.Response) <-chan sseEvent {
	t.Helper()
	ch := make(chan sseEvent, 16)
	go func() {
		defer close(ch)
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(nil, 1<<20)
		var ev sseEvent
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				if ev.event != "" {
					ch <- ev
				}
				ev = sseEvent{}
			case strings.HasPrefix(line, "id: "):
				ev.id = line[4:]
			case strings.HasPrefix(line, "event: "):
				ev.event = line[7:]
			case strings.HasPrefix(line, "data: "):
				ev.data = line[6:]
			}
		}
	}()
	return ch
}

func next(t *testing.T, ch <-chan sseEvent) sseEvent {
	t.Helper()
	select {
	case ev, ok := <-ch:
		if !ok {
			t.Fatal("the stream ended")
		}
		return ev
	case <-time.After(10 * time.Second):
		t.Fatal("no event in 10 s")
	}
	return sseEvent{}
}

func openEvents(t *testing.T, ctx context.Context, b *bundle, hs *httptest.Server, j domain.Job, lastID string) *http.Response {
	t.Helper()
	r, err := http.NewRequestWithContext(ctx, "GET", hs.URL+"/v2/agent/"+j.ProjectID+"/job/"+j.ID+"/events", nil)
	if err != nil {
		t.Fatal(err)
	}
	r.Header.Set("Authorization", "Bearer "+b.keys["ro"])
	if lastID != "" {
		r.Header.Set("Last-Event-ID", lastID)
	}
	resp, err := hs.Client().Do(r)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("status %d, Content-Type %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	return resp
}

func statusOf(t *testing.T, ev sseEvent) jobAnswer {
	t.Helper()
	if ev.event != "status" {
		t.Fatalf("event %q, want status (%s)", ev.event, ev.data)
	}
	var j jobAnswer
	if err := json.Unmarshal([]byte(ev.data), &j); err != nil {
		t.Fatal(err)
	}
	return j
}

// TestEventsFollowAJob follows a job from active through a follow-up to
// completed, then resumes the stream.
func TestEventsFollowAJob(t *testing.T) {
	b := setup(t)
	hs := httptest.NewServer(b.srv)
	t.Cleanup(hs.Close)
	j := b.job("demo", domain.StatusActive)

	ch := readEvents(t, openEvents(t, t.Context(), b, hs, j, ""))
	ev := next(t, ch)
	if ev.event != "message" || ev.id != "1" || !strings.Contains(ev.data, `"role":"user"`) || !strings.Contains(ev.data, "fixture prompt") {
		t.Fatalf("first event: %+v", ev)
	}
	ev = next(t, ch)
	if got := statusOf(t, ev); got.Status != "active" || got.ID != j.ID || ev.id != "2" {
		t.Fatalf("second event: %+v", ev)
	}
	// A follow-up is a message event (the job stays active: no status).
	b.clock.Advance(time.Second)
	w := b.do(req{method: "POST", path: "/v2/agent/demo/job/" + j.ID + "/message", body: prompt, key: "rw"})
	if w.Code != 200 {
		t.Fatalf("message: %d %s", w.Code, w.Body)
	}
	ev = next(t, ch)
	if ev.event != "message" || ev.id != "3" {
		t.Fatalf("follow-up event: %+v", ev)
	}
	b.apply(j, jobs.Finish("", 2, nil))
	ev = next(t, ch)
	if got := statusOf(t, ev); got.Status != "completed" || ev.id != "4" {
		t.Errorf("status %q id %s", got.Status, ev.id)
	}
	end := next(t, ch)
	if end.event != "done" || end.data != `{"status":"completed"}` {
		t.Errorf("last event %+v", end)
	}
	if _, ok := <-ch; ok {
		t.Error("the stream goes on after done")
	}

	// Resuming after the last event: only done.
	ch = readEvents(t, openEvents(t, t.Context(), b, hs, j, "4"))
	if ev := next(t, ch); ev.event != "done" {
		t.Errorf("resumed stream: %+v", ev)
	}
	// Resuming from an earlier event: what came after it, then done.
	ch = readEvents(t, openEvents(t, t.Context(), b, hs, j, "3"))
	if got := statusOf(t, next(t, ch)); got.Status != "completed" {
		t.Errorf("resumed stream: %+v", got)
	}
	if ev := next(t, ch); ev.event != "done" {
		t.Errorf("resumed stream: %+v", ev)
	}
	// A Last-Event-ID that is not a number is ignored: the whole log.
	ch = readEvents(t, openEvents(t, t.Context(), b, hs, j, "garbage"))
	if ev := next(t, ch); ev.id != "1" {
		t.Errorf("stream from garbage: %+v", ev)
	}
}

// TestEventsEndWhenTheClientLeaves checks that a stream of a job that
// never changes ends when its client goes: httptest.Server.Close waits for
// the handler.
func TestEventsEndWhenTheClientLeaves(t *testing.T) {
	b := setup(t)
	hs := httptest.NewServer(b.srv)
	j := b.job("demo", domain.StatusActive)
	ctx, cancel := context.WithCancel(t.Context())
	ch := readEvents(t, openEvents(t, ctx, b, hs, j, "1"))
	statusOf(t, next(t, ch))
	cancel()
	closed := make(chan struct{})
	go func() {
		hs.Close()
		close(closed)
	}()
	select {
	case <-closed:
	case <-time.After(10 * time.Second):
		t.Fatal("the stream's handler did not end after its client left")
	}
}

// TestEventsArchivedDuringStream: archiving ends the stream with done.
func TestEventsArchivedDuringStream(t *testing.T) {
	b := setup(t)
	hs := httptest.NewServer(b.srv)
	t.Cleanup(hs.Close)
	j := b.job("demo", domain.StatusActive)
	ch := readEvents(t, openEvents(t, t.Context(), b, hs, j, "1"))
	statusOf(t, next(t, ch))
	if w := b.do(req{method: "POST", path: "/v2/agent/demo/job/" + j.ID + "/archive", key: "rw"}); w.Code != 200 {
		t.Fatalf("archive: %d", w.Code)
	}
	if got := statusOf(t, next(t, ch)); got.Status != "archived" || got.ArchivedAt == nil {
		t.Errorf("status %+v", got)
	}
	if ev := next(t, ch); ev.event != "done" || ev.data != `{"status":"archived"}` {
		t.Errorf("%+v", ev)
	}
}

// TestEventsLongLog: a log longer than a batch comes whole and in order,
// each kind of event with its own type.
func TestEventsLongLog(t *testing.T) {
	b := setup(t)
	hs := httptest.NewServer(b.srv)
	t.Cleanup(hs.Close)
	j := b.job("demo", domain.StatusActive)
	var msgs []domain.Message
	for i := range 450 {
		msgs = append(msgs, domain.Message{Role: domain.RoleTool, Tool: "read_file", Content: fmt.Sprintf("read_file p%d.mdx", i)})
	}
	msgs = append(msgs, domain.Message{Role: domain.RoleCommit, Commit: "abc", Content: "Add pages"})
	if _, err := b.db.UpdateJob(t.Context(), "demo", j.ID, func(j *domain.Job) (store.JobChange, error) {
		return store.JobChange{Messages: msgs, Events: []store.NewEvent{{Type: store.EventPR, Data: json.RawMessage(`{"action":"opened"}`)}}}, nil
	}); err != nil {
		t.Fatal(err)
	}
	b.apply(j, jobs.Cancel())
	ch := readEvents(t, openEvents(t, t.Context(), b, hs, j, "2"))
	for i := range 450 {
		ev := next(t, ch)
		if ev.event != "tool" || ev.id != strconv.Itoa(3+i) || !strings.Contains(ev.data, fmt.Sprintf("p%d.mdx", i)) {
			t.Fatalf("event %d: %+v", i, ev)
		}
	}
	for _, want := range []string{"commit", "pr", "status", "done"} {
		if ev := next(t, ch); ev.event != want {
			t.Fatalf("event %+v, want %s", ev, want)
		}
	}
}

// TestEventsDeletedProject: a job deleted with its project ends the
// stream.
func TestEventsDeletedProject(t *testing.T) {
	b := setup(t)
	hs := httptest.NewServer(b.srv)
	t.Cleanup(hs.Close)
	j := b.job("demo", domain.StatusActive)
	ch := readEvents(t, openEvents(t, t.Context(), b, hs, j, "2"))
	if err := b.db.DeleteProject(t.Context(), "demo"); err != nil {
		t.Fatal(err)
	}
	if ev := next(t, ch); ev.event != "done" || ev.data != `{"status":"deleted"}` {
		t.Errorf("%+v", ev)
	}
}

// TestEventsEndOnDrain: when the server begins to shut down, an open
// stream ends at once with a closing event (not done: the job goes on),
// and http.Server.Shutdown does not wait for it.
func TestEventsEndOnDrain(t *testing.T) {
	b := setup(t)
	hs := httptest.NewUnstartedServer(b.srv)
	hs.Config.RegisterOnShutdown(b.srv.Drain)
	hs.Start()
	t.Cleanup(hs.Close)
	j := b.job("demo", domain.StatusActive)
	ch := readEvents(t, openEvents(t, t.Context(), b, hs, j, ""))
	next(t, ch) // message
	next(t, ch) // status
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := hs.Config.Shutdown(ctx); err != nil {
		t.Fatalf("shutdown with an open stream: %v", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("shutdown took %s", d)
	}
	ev := next(t, ch)
	if ev.event != "closing" || !strings.Contains(ev.data, "Last-Event-ID") {
		t.Errorf("last event %+v, want closing", ev)
	}
	if _, ok := <-ch; ok {
		t.Error("the stream goes on after closing")
	}
}

// racyStore writes an event of a job right after the stream's first read
// of its events, before the stream waits: the write whose notification
// must not be lost.
type racyStore struct {
	Store
	once  sync.Once
	write func()
}

func (r *racyStore) Events(ctx context.Context, jobID string, after int64, limit int) ([]store.Event, error) {
	evs, err := r.Store.Events(ctx, jobID, after, limit)
	r.once.Do(r.write)
	return evs, err
}

// TestEventsWrittenDuringTheRead: an event written between the stream's
// read and its wait wakes it, though it polls once an hour.
func TestEventsWrittenDuringTheRead(t *testing.T) {
	var b *bundle
	var j domain.Job
	b = setup(t, func(o *Options) {
		o.Store = &racyStore{Store: o.Store, write: func() {
			b.apply(j, jobs.Finish("", 1, nil))
		}}
	})
	hs := httptest.NewServer(b.srv)
	t.Cleanup(hs.Close)
	j = b.job("demo", domain.StatusActive)
	ch := readEvents(t, openEvents(t, t.Context(), b, hs, j, "2"))
	if got := statusOf(t, next(t, ch)); got.Status != "completed" {
		t.Errorf("status %+v", got)
	}
	if ev := next(t, ch); ev.event != "done" {
		t.Errorf("last event %+v", ev)
	}
}

// deafStore hears no notification.
type deafStore struct{ Store }

func (deafStore) Listen(ctx context.Context, _ ...store.Topic) (<-chan store.Notification, error) {
	ch := make(chan store.Notification)
	context.AfterFunc(ctx, func() { close(ch) })
	return ch, nil
}

// TestEventsWithoutNotifications: a stream whose notifications are lost
// still follows its job, at the pace of its polls.
func TestEventsWithoutNotifications(t *testing.T) {
	b := setup(t, func(o *Options) {
		o.Store = deafStore{o.Store}
		o.EventPoll = 20 * time.Millisecond
	})
	hs := httptest.NewServer(b.srv)
	t.Cleanup(hs.Close)
	j := b.job("demo", domain.StatusActive)
	ch := readEvents(t, openEvents(t, t.Context(), b, hs, j, "2"))
	b.apply(j, jobs.Finish("", 1, nil))
	if got := statusOf(t, next(t, ch)); got.Status != "completed" {
		t.Errorf("status %+v", got)
	}
	if ev := next(t, ch); ev.event != "done" {
		t.Errorf("last event %+v", ev)
	}
}
