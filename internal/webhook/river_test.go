package webhook_test

import (
	"context"
	"crypto/rand"
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

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivertype"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/postgres"
	"github.com/foliodocs/folio/internal/store/sqlite"
	"github.com/foliodocs/folio/internal/store/storetest"
	"github.com/foliodocs/folio/internal/webhook"
)

// dbStore is what the tests need of a real store.
type dbStore interface {
	store.WebhookStore
	CreateProject(ctx context.Context, p domain.Project) error
}

// eventLog stands in for the job engine's event log: it answers Events
// from what the test emitted and leaves the rest to the real store.
type eventLog struct {
	dbStore
	mu    sync.Mutex
	byJob map[string][]store.Event
}

func (l *eventLog) Events(_ context.Context, jobID string, after int64, limit int) ([]store.Event, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []store.Event
	for _, ev := range l.byJob[jobID] {
		if ev.Seq > after && (limit <= 0 || len(out) < limit) {
			out = append(out, ev)
		}
	}
	return out, nil
}

func (l *eventLog) add(ev store.Event) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.byJob == nil {
		l.byJob = map[string][]store.Event{}
	}
	l.byJob[ev.JobID] = append(l.byJob[ev.JobID], ev)
}

// riverClient is what the tests do with a River client of either driver.
type riverClient interface {
	Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
	JobList(ctx context.Context, params *river.JobListParams) (*river.JobListResult, error)
	Subscribe(kinds ...river.EventKind) (<-chan *river.Event, func())
	Start(ctx context.Context) error
	Stop(ctx context.Context) error
}

type backend struct {
	name string
	open func(t *testing.T, cfg *river.Config) (dbStore, riverClient)
}

// backends are SQLite always and PostgreSQL when FOLIO_TEST_POSTGRES names
// a database.
func backends() []backend {
	bs := []backend{{"sqlite", func(t *testing.T, cfg *river.Config) (dbStore, riverClient) {
		db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "folio.db"), nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		c, err := river.NewClient(riversqlite.New(db.SQL()), cfg)
		if err != nil {
			t.Fatal(err)
		}
		return db, c
	}}}
	if base := os.Getenv("FOLIO_TEST_POSTGRES"); base != "" {
		bs = append(bs, backend{"postgres", func(t *testing.T, cfg *river.Config) (dbStore, riverClient) {
			db, err := postgres.Open(t.Context(), storetest.PostgresSchema(t, base), nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { db.Close() })
			cfg.PollOnly = true
			c, err := river.NewClient(riverpgxv5.New(db.Pool()), cfg)
			if err != nil {
				t.Fatal(err)
			}
			return db, c
		}})
	}
	return bs
}

// forEachBackend runs test on every backend, in parallel.
func forEachBackend(t *testing.T, test func(t *testing.T, b backend)) {
	for _, b := range backends() {
		t.Run(b.name, func(t *testing.T) {
			t.Parallel()
			test(t, b)
		})
	}
}

// harness is one test's store, event log and running River client.
type harness struct {
	t      *testing.T
	db     dbStore
	log    *eventLog
	client riverClient
	// ended tells of each queue entry the client ran once its end is
	// recorded: done, to be retried, given up or cancelled.
	ended <-chan *river.Event
}

type logWriter struct{ t *testing.T }

func (w logWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// start opens a store with the project docs and runs the webhook
// workers on it with short waits: retries 30 ms apart, attempts of 2 s.
func start(t *testing.T, b backend, tune ...func(*webhook.Options)) *harness {
	t.Helper()
	log := slog.New(slog.NewTextHandler(logWriter{t}, &slog.HandlerOptions{Level: slog.LevelError}))
	workers := river.NewWorkers()
	cfg := &river.Config{
		Queues:            map[string]river.QueueConfig{store.HookQueue: {MaxWorkers: 10}},
		Workers:           workers,
		FetchPollInterval: 20 * time.Millisecond,
		FetchCooldown:     5 * time.Millisecond,
		Logger:            log,
		TestOnly:          true,
	}
	db, client := b.open(t, cfg)
	h := &harness{t: t, db: db, log: &eventLog{dbStore: db}, client: client}
	now := time.Now()
	if err := db.CreateProject(t.Context(), domain.Project{ID: "docs", Name: "Docs", CreatedAt: now, UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
	o := webhook.Options{
		Store:    h.log,
		Log:      log,
		Timeout:  2 * time.Second,
		Schedule: []time.Duration{30 * time.Millisecond, 30 * time.Millisecond, 30 * time.Millisecond},
	}
	for _, f := range tune {
		f(&o)
	}
	if err := webhook.Register(workers, o); err != nil {
		t.Fatal(err)
	}
	ended, unsubscribe := client.Subscribe(river.EventKindJobCompleted, river.EventKindJobFailed,
		river.EventKindJobCancelled, river.EventKindJobSnoozed)
	h.ended = ended
	if err := client.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := client.Stop(ctx); err != nil {
			t.Errorf("stop river: %v", err)
		}
		unsubscribe()
	})
	return h
}

func (h *harness) addWebhook(url string, events ...string) store.Webhook {
	h.t.Helper()
	w, err := webhook.NewWebhook(rand.Reader, "docs", url, events, "")
	if err != nil {
		h.t.Fatal(err)
	}
	if err := h.db.CreateWebhook(h.t.Context(), w); err != nil {
		h.t.Fatal(err)
	}
	return w
}

// emit records a job event and queues its fan-out, as the store does.
func (h *harness) emit(jobID string, seq int64, hook, data string) store.Event {
	h.t.Helper()
	ev := store.Event{JobID: jobID, Seq: seq, Type: store.EventStatus, Data: json.RawMessage(data),
		CreatedAt: time.Date(2026, 3, 14, 9, 26, 53, 589793000, time.UTC)}
	h.log.add(ev)
	h.fanOut(jobID, seq, hook)
	return ev
}

func (h *harness) fanOut(jobID string, seq int64, hook string) {
	h.t.Helper()
	_, err := h.client.Insert(h.t.Context(), store.JobHook{ProjectID: "docs", JobID: jobID, Seq: seq, Hook: hook},
		&river.InsertOpts{Queue: store.HookQueue, MaxAttempts: store.JobHookMaxAttempts})
	if err != nil {
		h.t.Fatal(err)
	}
}

func (h *harness) deliveries(webhookID string) []store.Delivery {
	h.t.Helper()
	page, err := h.db.Deliveries(context.Background(), store.DeliveryQuery{WebhookID: webhookID, Limit: 100})
	if err != nil {
		h.t.Fatal(err)
	}
	return page.Deliveries
}

func (h *harness) attempts(deliveryID string) []store.DeliveryAttempt {
	h.t.Helper()
	as, err := h.db.Attempts(context.Background(), deliveryID)
	if err != nil {
		h.t.Fatal(err)
	}
	return as
}

// waitEnded waits for the webhook's only delivery to end.
func (h *harness) waitEnded(webhookID string) store.Delivery {
	h.t.Helper()
	var d store.Delivery
	h.waitFor("the delivery to "+webhookID+" to end", func() bool {
		ds := h.deliveries(webhookID)
		if len(ds) != 1 {
			return false
		}
		d = ds[0]
		return d.State != store.DeliveryPending
	})
	return d
}

// waitIdle waits until the webhook queue holds no job still to run (a
// fan-out, a delivery or its retry): what was sent is then all that
// will be.
func (h *harness) waitIdle() {
	h.t.Helper()
	params := river.NewJobListParams().Queues(store.HookQueue).First(1).States(rivertype.JobStateAvailable,
		rivertype.JobStateRunning, rivertype.JobStateRetryable, rivertype.JobStateScheduled, rivertype.JobStatePending)
	h.waitFor("the webhook queue to empty", func() bool {
		res, err := h.client.JobList(h.t.Context(), params)
		if err != nil {
			h.t.Fatal(err)
		}
		return len(res.Jobs) == 0
	})
}

// waitFor waits until cond holds, looking again each time the queue
// has run an entry: what the workers write, they write before the
// entry ends, and the queue empties only when one does.
func (h *harness) waitFor(what string, cond func() bool) {
	h.t.Helper()
	timeout := time.NewTimer(20 * time.Second)
	defer timeout.Stop()
	for !cond() {
		select {
		case _, ok := <-h.ended:
			if !ok {
				h.t.Fatalf("waiting for %s: the queue stopped", what)
			}
		case <-timeout.C:
			h.t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// request is what a receiver got.
type request struct {
	header http.Header
	body   []byte
	at     time.Time
}

// receiver is an endpoint that answers each request with the next of
// its answers (the last one repeats) and keeps what it got.
type receiver struct {
	*httptest.Server
	mu      sync.Mutex
	got     []request
	answers []func(w http.ResponseWriter, r *http.Request)
	arrived chan struct{} // a request came; holds one at most
}

func newReceiver(t *testing.T, answers ...func(w http.ResponseWriter, r *http.Request)) *receiver {
	rc := &receiver{answers: answers, arrived: make(chan struct{}, 1)}
	rc.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		rc.mu.Lock()
		n := len(rc.got)
		rc.got = append(rc.got, request{header: r.Header.Clone(), body: body, at: time.Now()})
		answer := rc.answers[min(n, len(rc.answers)-1)]
		rc.mu.Unlock()
		select {
		case rc.arrived <- struct{}{}:
		default:
		}
		answer(w, r)
	}))
	t.Cleanup(rc.Close)
	return rc
}

func (rc *receiver) requests() []request {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return append([]request(nil), rc.got...)
}

// wait waits until the receiver got n requests.
func (rc *receiver) wait(t *testing.T, n int) {
	t.Helper()
	timeout := time.NewTimer(20 * time.Second)
	defer timeout.Stop()
	for len(rc.requests()) < n {
		select {
		case <-rc.arrived:
		case <-timeout.C:
			t.Fatalf("timed out waiting for request %d", n)
		}
	}
}

func status(code int, body string) func(w http.ResponseWriter, r *http.Request) {
	return func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(code)
		io.WriteString(w, body)
	}
}

const jobView = `{"id":"job_1","status":"completed","prLink":"http://127.0.0.1/pr/1","summary":"Fixed the <quickstart> & more"}`

func TestDeliverySigned(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		h := start(t, b)
		rc := newReceiver(t, status(http.StatusOK, `{"ok":true}`))
		all := h.addWebhook(rc.URL + "/all?token=abc")
		onlyFailed := h.addWebhook(rc.URL+"/failed", store.HookJobFailed)
		disabled := h.addWebhook(rc.URL + "/disabled")
		if err := h.db.DisableWebhook(t.Context(), disabled.ID, time.Time{}, "by hand"); err != nil {
			t.Fatal(err)
		}
		ev := h.emit("job_1", 7, store.HookJobCompleted, jobView)

		d := h.waitEnded(all.ID)
		if d.State != store.DeliverySucceeded || d.Attempts != 1 || d.LastStatus != 200 || d.LastError != "" || !d.NextAttemptAt.IsZero() {
			t.Errorf("delivery: %+v", d)
		}
		if d.JobID != "job_1" || d.Seq != 7 || d.Event != store.HookJobCompleted || !strings.HasPrefix(d.ID, "msg_") {
			t.Errorf("delivery names %s/%d %s %s", d.JobID, d.Seq, d.Event, d.ID)
		}
		want := `{"type":"job.completed","timestamp":"2026-03-14T09:26:53.589793Z","data":` + string(ev.Data) + `}`
		if string(d.Payload) != want {
			t.Errorf("payload:\n got %s\nwant %s", d.Payload, want)
		}

		reqs := rc.requests()
		if len(reqs) != 1 {
			t.Fatalf("the receiver got %d requests, want 1 (the filtered and the disabled webhook get none)", len(reqs))
		}
		r := reqs[0]
		if string(r.body) != want {
			t.Errorf("body:\n got %s\nwant %s", r.body, want)
		}
		if err := webhook.Verify(all.Secret, r.header, r.body, time.Now(), webhook.DefaultTolerance); err != nil {
			t.Errorf("the signature does not verify: %v", err)
		}
		if r.header.Get(webhook.HeaderID) != d.ID || r.header.Get("Content-Type") != "application/json" ||
			!strings.HasPrefix(r.header.Get("User-Agent"), "Folio-Webhooks/") {
			t.Errorf("headers: %v", r.header)
		}
		as := h.attempts(d.ID)
		if len(as) != 1 || as[0].Attempt != 1 || as[0].StatusCode != 200 || as[0].Response != `{"ok":true}` || as[0].Error != "" || as[0].Duration <= 0 {
			t.Errorf("attempts: %+v", as)
		}
		for _, w := range []store.Webhook{onlyFailed, disabled} {
			if n := len(h.deliveries(w.ID)); n != 0 {
				t.Errorf("webhook %s has %d deliveries, want none", w.URL, n)
			}
		}

		// A job.failed event reaches both enabled webhooks.
		h.emit("job_2", 3, store.HookJobFailed, `{"id":"job_2","status":"failed"}`)
		h.waitFor("the failed event's deliveries", func() bool {
			ds := h.deliveries(onlyFailed.ID)
			return len(ds) == 1 && ds[0].State == store.DeliverySucceeded && len(h.deliveries(all.ID)) == 2
		})
	})
}

func TestRetriesUntilSuccess(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		h := start(t, b)
		rc := newReceiver(t,
			status(http.StatusInternalServerError, "database is down"),
			func(w http.ResponseWriter, r *http.Request) { // a connection that dies with no answer
				hj, _ := w.(http.Hijacker)
				conn, _, _ := hj.Hijack()
				conn.Close()
			},
			status(http.StatusAccepted, ""))
		w := h.addWebhook(rc.URL)
		h.emit("job_1", 1, store.HookJobCompleted, jobView)

		d := h.waitEnded(w.ID)
		if d.State != store.DeliverySucceeded || d.Attempts != 3 || d.LastStatus != 202 {
			t.Fatalf("delivery: %+v", d)
		}
		as := h.attempts(d.ID)
		if len(as) != 3 {
			t.Fatalf("%d attempts, want 3", len(as))
		}
		if a := as[0]; a.Attempt != 1 || a.StatusCode != 500 || a.Error != "answered 500 Internal Server Error" || a.Response != "database is down" {
			t.Errorf("attempt 1: %+v", a)
		}
		if a := as[1]; a.Attempt != 2 || a.StatusCode != 0 || a.Error == "" || strings.Contains(a.Error, rc.URL) {
			t.Errorf("attempt 2 (no answer): %+v", a)
		}
		if a := as[2]; a.Attempt != 3 || a.StatusCode != 202 || a.Error != "" {
			t.Errorf("attempt 3: %+v", a)
		}
		reqs := rc.requests()
		if len(reqs) != 3 {
			t.Fatalf("the receiver got %d requests, want 3", len(reqs))
		}
		for i, r := range reqs {
			// The same id and body every time, each signed afresh.
			if r.header.Get(webhook.HeaderID) != d.ID || string(r.body) != string(d.Payload) {
				t.Errorf("request %d: id %s, body %s", i, r.header.Get(webhook.HeaderID), r.body)
			}
			if err := webhook.Verify(w.Secret, r.header, r.body, time.Now(), webhook.DefaultTolerance); err != nil {
				t.Errorf("request %d: %v", i, err)
			}
			if i > 0 && r.at.Sub(reqs[i-1].at) < 25*time.Millisecond {
				t.Errorf("request %d came %v after the one before, want the schedule's 30 ms ± 10%%", i, r.at.Sub(reqs[i-1].at))
			}
		}
	})
}

func TestGivesUpAfterTheSchedule(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		h := start(t, b)
		rc := newReceiver(t, status(http.StatusServiceUnavailable, "\x00binary\xff"))
		w := h.addWebhook(rc.URL)
		h.emit("job_1", 1, store.HookJobArchived, jobView)
		d := h.waitEnded(w.ID)
		if d.State != store.DeliveryFailed || d.Attempts != 4 || d.LastStatus != 503 || !d.NextAttemptAt.IsZero() {
			t.Errorf("delivery: %+v", d)
		}
		as := h.attempts(d.ID)
		if len(as) != 4 || as[3].Response != "\uFFFDbinary\uFFFD" {
			t.Errorf("attempts: %+v", as)
		}
		if n := len(rc.requests()); n != 4 {
			t.Errorf("the receiver got %d requests, want 4 (1 + the schedule's 3 retries)", n)
		}
		if wh, err := h.db.Webhook(t.Context(), w.ID); err != nil || !wh.Enabled() {
			t.Errorf("a failing webhook was disabled: %+v, %v", wh, err)
		}
	})
}

func TestPendingShowsNextAttempt(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		h := start(t, b, func(o *webhook.Options) { o.Schedule = []time.Duration{time.Hour} })
		rc := newReceiver(t, status(http.StatusTooManyRequests, "slow down"))
		w := h.addWebhook(rc.URL)
		h.emit("job_1", 1, store.HookJobCompleted, jobView)
		var d store.Delivery
		h.waitFor("the first attempt", func() bool {
			ds := h.deliveries(w.ID)
			if len(ds) == 1 {
				d = ds[0]
			}
			return d.Attempts == 1
		})
		as := h.attempts(d.ID)
		if d.State != store.DeliveryPending || d.LastStatus != 429 || len(as) != 1 {
			t.Fatalf("delivery: %+v, attempts %+v", d, as)
		}
		wait := d.NextAttemptAt.Sub(as[0].StartedAt)
		if wait < 54*time.Minute || wait > 67*time.Minute {
			t.Errorf("next attempt %v after the first, want an hour ± 10%%", wait)
		}
	})
}

func TestGoneDisablesTheWebhook(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		h := start(t, b)
		rc := newReceiver(t, status(http.StatusGone, "unsubscribed"))
		w := h.addWebhook(rc.URL)
		h.emit("job_1", 1, store.HookJobCompleted, jobView)
		d := h.waitEnded(w.ID)
		if d.State != store.DeliveryFailed || d.Attempts != 1 || d.LastStatus != 410 || !strings.Contains(d.LastError, "disabled") {
			t.Errorf("delivery: %+v", d)
		}
		wh, err := h.db.Webhook(t.Context(), w.ID)
		if err != nil || wh.Enabled() || !strings.Contains(wh.DisabledReason, "410 Gone") {
			t.Fatalf("webhook after 410: %+v, %v", wh, err)
		}
		// No more events reach it.
		h.emit("job_1", 2, store.HookJobArchived, jobView)
		h.waitIdle()
		if n := len(h.deliveries(w.ID)); n != 1 {
			t.Errorf("%d deliveries after the 410, want 1", n)
		}
		// A delivery queued before it was disabled ends without a request.
		nd, err := webhook.TestDelivery(rand.Reader, wh, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := h.db.EnqueueDeliveries(t.Context(), []store.NewDelivery{nd}); err != nil {
			t.Fatal(err)
		}
		h.waitFor("the queued delivery to end", func() bool {
			d, err := h.db.Delivery(t.Context(), nd.Delivery.ID)
			return err == nil && d.State == store.DeliveryFailed && d.LastError == "not sent: the webhook is disabled" && d.Attempts == 0
		})
		if n := len(rc.requests()); n != 1 {
			t.Errorf("the receiver got %d requests, want 1", n)
		}
	})
}

func TestSlowReceiverTimesOutAloneOnly(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		h := start(t, b, func(o *webhook.Options) {
			o.Timeout = 1500 * time.Millisecond
			o.Schedule = []time.Duration{30 * time.Millisecond}
		})
		release := make(chan struct{})
		t.Cleanup(func() { close(release) })
		slow := newReceiver(t, func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-release:
			case <-r.Context().Done():
			}
		})
		fast := newReceiver(t, status(http.StatusNoContent, ""))
		ws := h.addWebhook(slow.URL)
		wf := h.addWebhook(fast.URL)
		h.emit("job_1", 1, store.HookJobCompleted, jobView)

		// The fast endpoint gets its event while the slow one is still
		// thinking about its own.
		df := h.waitEnded(wf.ID)
		if df.State != store.DeliverySucceeded {
			t.Errorf("fast delivery: %+v", df)
		}
		// The queue may start the slow delivery after the fast one ended
		// (a busy machine): what matters is that the fast one did not
		// wait for the slow one's answer.
		slow.wait(t, 1)
		if ds := h.deliveries(ws.ID); len(ds) != 1 || ds[0].Attempts != 0 || len(slow.requests()) != 1 {
			t.Errorf("while the slow endpoint holds its first request: %+v, %d requests", ds, len(slow.requests()))
		}

		d := h.waitEnded(ws.ID)
		if d.State != store.DeliveryFailed || d.Attempts != 2 {
			t.Errorf("slow delivery: %+v", d)
		}
		for _, a := range h.attempts(d.ID) {
			if a.StatusCode != 0 || a.Error != "no answer within 1.5s" || a.Duration < 1400*time.Millisecond || a.Duration > 5*time.Second {
				t.Errorf("slow attempt: %+v", a)
			}
		}
	})
}

func TestRedirectsAreNotFollowed(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		h := start(t, b, func(o *webhook.Options) { o.Schedule = []time.Duration{} })
		target := newReceiver(t, status(http.StatusOK, ""))
		rc := newReceiver(t, func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, target.URL+"/new", http.StatusTemporaryRedirect)
		})
		w := h.addWebhook(rc.URL)
		h.emit("job_1", 1, store.HookJobPROpened, `{"job":`+jobView+`,"pullRequest":{"number":1}}`)
		d := h.waitEnded(w.ID)
		want := "answered 307 Temporary Redirect; redirects are not followed: change the webhook's URL to " + target.URL + "/new"
		if d.State != store.DeliveryFailed || d.Attempts != 1 || d.LastStatus != 307 || d.LastError != want {
			t.Errorf("delivery: %+v", d)
		}
		if n := len(target.requests()); n != 0 {
			t.Errorf("the redirect target got %d requests", n)
		}
	})
}

func TestFanOut(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		h := start(t, b)
		rc := newReceiver(t, status(http.StatusOK, ""))
		w1 := h.addWebhook(rc.URL + "/1")
		w2 := h.addWebhook(rc.URL+"/2", store.HookJobCompleted, store.HookJobPROpened)
		h.emit("job_1", 4, store.HookJobCompleted, jobView)
		h.waitEnded(w1.ID)
		h.waitEnded(w2.ID)
		// The same event's fan-out again (a retried queue entry) sends
		// nothing twice.
		h.fanOut("job_1", 4, store.HookJobCompleted)
		// An event that is gone (its job was deleted) sends nothing.
		h.fanOut("job_gone", 1, store.HookJobCompleted)
		h.waitIdle()
		if n1, n2, nr := len(h.deliveries(w1.ID)), len(h.deliveries(w2.ID)), len(rc.requests()); n1 != 1 || n2 != 1 || nr != 2 {
			t.Errorf("after a repeated fan-out: %d and %d deliveries, %d requests; want 1, 1, 2", n1, n2, nr)
		}
	})
}

func TestTestEventAndRedeliver(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		h := start(t, b)
		rc := newReceiver(t, status(http.StatusBadRequest, "no such event"), status(http.StatusOK, "thanks"))
		w := h.addWebhook(rc.URL, store.HookJobFailed)
		nd, err := webhook.TestDelivery(rand.Reader, w, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		if n, err := h.db.EnqueueDeliveries(t.Context(), []store.NewDelivery{nd}); err != nil || n != 1 {
			t.Fatalf("enqueue: %d, %v", n, err)
		}
		// A test event is tried once.
		d := h.waitEnded(w.ID)
		if d.State != store.DeliveryFailed || d.Attempts != 1 || d.Event != webhook.TestEvent || d.JobID != "" {
			t.Errorf("test delivery: %+v", d)
		}
		var body struct {
			Type string            `json:"type"`
			Data map[string]string `json:"data"`
		}
		reqs := rc.requests()
		if err := json.Unmarshal(reqs[0].body, &body); err != nil || body.Type != "webhook.test" || body.Data["webhookId"] != w.ID {
			t.Errorf("test body %s: %v", reqs[0].body, err)
		}
		if err := webhook.Verify(w.Secret, reqs[0].header, reqs[0].body, time.Now(), webhook.DefaultTolerance); err != nil {
			t.Error(err)
		}

		// Sending it again continues its log.
		if err := h.db.Redeliver(t.Context(), d.ID, 1, time.Now()); err != nil {
			t.Fatal(err)
		}
		h.waitFor("the redelivery", func() bool {
			d, err = h.db.Delivery(t.Context(), d.ID)
			return err == nil && d.State == store.DeliverySucceeded
		})
		as := h.attempts(d.ID)
		if len(as) != 2 || as[1].Attempt != 2 || as[1].StatusCode != 200 || as[1].Response != "thanks" {
			t.Errorf("attempts: %+v", as)
		}
		reqs = rc.requests()
		if len(reqs) != 2 || reqs[1].header.Get(webhook.HeaderID) != d.ID {
			t.Errorf("redelivery requests: %d", len(reqs))
		}
	})
}

func TestDeletedWebhookStopsItsDeliveries(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		h := start(t, b, func(o *webhook.Options) { o.Schedule = []time.Duration{300 * time.Millisecond} })
		rc := newReceiver(t, status(http.StatusInternalServerError, ""))
		w := h.addWebhook(rc.URL)
		h.emit("job_1", 1, store.HookJobCompleted, jobView)
		h.waitFor("the first attempt", func() bool {
			ds := h.deliveries(w.ID)
			return len(ds) == 1 && ds[0].Attempts == 1
		})
		if err := h.db.DeleteWebhook(t.Context(), w.ID); err != nil {
			t.Fatal(err)
		}
		if n := len(h.deliveries(w.ID)); n != 0 {
			t.Errorf("%d deliveries of a deleted webhook", n)
		}
		// The retry finds nothing to send.
		h.waitIdle()
		if n := len(rc.requests()); n != 1 {
			t.Errorf("the receiver got %d requests, want 1", n)
		}
	})
}

func TestDenyPrivate(t *testing.T) {
	forEachBackend(t, func(t *testing.T, b backend) {
		h := start(t, b, func(o *webhook.Options) {
			o.DenyPrivate = true
			o.Schedule = []time.Duration{}
		})
		rc := newReceiver(t, status(http.StatusOK, ""))
		w := h.addWebhook(rc.URL)
		h.emit("job_1", 1, store.HookJobCompleted, jobView)
		d := h.waitEnded(w.ID)
		if d.State != store.DeliveryFailed || d.LastStatus != 0 || !strings.Contains(d.LastError, "refused to connect to 127.0.0.1: not a public address") {
			t.Errorf("delivery to a loopback address: %+v", d)
		}
		if n := len(rc.requests()); n != 0 {
			t.Errorf("the receiver got %d requests", n)
		}
	})
}

func TestRegisterNeedsAStore(t *testing.T) {
	if err := webhook.Register(river.NewWorkers(), webhook.Options{}); err == nil {
		t.Error("Register without a store: no error")
	}
	workers := river.NewWorkers()
	o := webhook.Options{Store: &eventLog{}}
	if err := webhook.Register(workers, o); err != nil {
		t.Fatal(err)
	}
	if err := webhook.Register(workers, o); err == nil {
		t.Error("registering twice: no error")
	}
	if jobs := webhook.PeriodicJobs(); len(jobs) != 1 {
		t.Errorf("%d periodic jobs", len(jobs))
	}
}

func ExampleVerify() {
	// A receiver checks each request against its webhook's secret.
	h := http.Header{}
	h.Set("webhook-id", "msg_p5jXN8AQM9LWM0D4loKWxJek")
	h.Set("webhook-timestamp", "1614265330")
	h.Set("webhook-signature", "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=")
	err := webhook.Verify("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", h, []byte(`{"test": 2432232314}`), time.Unix(1614265330, 0), webhook.DefaultTolerance)
	fmt.Println(err)
	// Output: <nil>
}
