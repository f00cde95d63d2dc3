package api

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

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

func openEvents(t *testing.T, ctx context.Context, b *bundle, hs *httptest.Server, j store.Job, lastID string) *http.Response {
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
	j := b.job("demo", store.StatusActive)

	ch := readEvents(t, openEvents(t, t.Context(), b, hs, j, ""))
	ev := next(t, ch)
	if got := statusOf(t, ev); got.Status != "active" || got.ID != j.ID {
		t.Fatalf("first event: %+v", got)
	}
	if ev.id != strconv.FormatInt(j.UpdatedAt.UnixMicro(), 10) {
		t.Errorf("id %q, want updatedAt in µs %d", ev.id, j.UpdatedAt.UnixMicro())
	}
	// A message changes the job: a new status event.
	b.clock.Advance(time.Second)
	w := b.do(req{method: "POST", path: "/v2/agent/demo/job/" + j.ID + "/message", body: prompt, key: "rw"})
	if w.Code != 200 {
		t.Fatalf("message: %d %s", w.Code, w.Body)
	}
	ev2 := next(t, ch)
	statusOf(t, ev2)
	if id1, id2 := mustInt(t, ev.id), mustInt(t, ev2.id); id2 <= id1 {
		t.Errorf("ids %d then %d", id1, id2)
	}
	done := b.apply(j, jobs.Finish())
	ev3 := next(t, ch)
	if got := statusOf(t, ev3); got.Status != "completed" {
		t.Errorf("status %q", got.Status)
	}
	if ev3.id != strconv.FormatInt(done.UpdatedAt.UnixMicro(), 10) {
		t.Errorf("id %q", ev3.id)
	}
	end := next(t, ch)
	if end.event != "done" || end.data != `{"status":"completed"}` {
		t.Errorf("last event %+v", end)
	}
	if _, ok := <-ch; ok {
		t.Error("the stream goes on after done")
	}

	// Resuming after the last status: only done.
	ch = readEvents(t, openEvents(t, t.Context(), b, hs, j, ev3.id))
	if ev := next(t, ch); ev.event != "done" {
		t.Errorf("resumed stream: %+v", ev)
	}
	// Resuming from an earlier state: the current one, then done.
	ch = readEvents(t, openEvents(t, t.Context(), b, hs, j, ev.id))
	if got := statusOf(t, next(t, ch)); got.Status != "completed" {
		t.Errorf("resumed stream: %+v", got)
	}
	// A Last-Event-ID that is not a number is ignored.
	ch = readEvents(t, openEvents(t, t.Context(), b, hs, j, "garbage"))
	statusOf(t, next(t, ch))
}

func mustInt(t *testing.T, s string) int64 {
	t.Helper()
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestEventsEndWhenTheClientLeaves checks that a stream of a job that
// never changes ends when its client goes: httptest.Server.Close waits for
// the handler.
func TestEventsEndWhenTheClientLeaves(t *testing.T) {
	b := setup(t)
	hs := httptest.NewServer(b.srv)
	j := b.job("demo", store.StatusActive)
	ctx, cancel := context.WithCancel(t.Context())
	ch := readEvents(t, openEvents(t, ctx, b, hs, j, ""))
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
	j := b.job("demo", store.StatusActive)
	ch := readEvents(t, openEvents(t, t.Context(), b, hs, j, ""))
	statusOf(t, next(t, ch))
	if w := b.do(req{method: "POST", path: "/v2/agent/demo/job/" + j.ID + "/archive", key: "rw"}); w.Code != 200 {
		t.Fatalf("archive: %d", w.Code)
	}
	if got := statusOf(t, next(t, ch)); got.Status != "archived" {
		t.Errorf("status %q", got.Status)
	}
	if ev := next(t, ch); ev.event != "done" || ev.data != `{"status":"archived"}` {
		t.Errorf("%+v", ev)
	}
}

// TestEventsClockSetBack: a change whose updatedAt did not move forward is
// still sent, with an id past the last.
func TestEventsClockSetBack(t *testing.T) {
	b := setup(t)
	hs := httptest.NewServer(b.srv)
	t.Cleanup(hs.Close)
	j := b.job("demo", store.StatusActive)
	ch := readEvents(t, openEvents(t, t.Context(), b, hs, j, ""))
	first := next(t, ch)
	b.clock.Advance(-time.Hour)
	b.apply(j, jobs.Finish()) // advances one second: still an hour behind
	ev := next(t, ch)
	if got := statusOf(t, ev); got.Status != "completed" {
		t.Errorf("status %q", got.Status)
	}
	if mustInt(t, ev.id) != mustInt(t, first.id)+1 {
		t.Errorf("ids %s then %s", first.id, ev.id)
	}
}
