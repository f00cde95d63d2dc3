package api

import (
	"fmt"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/postgres"
	"github.com/foliodocs/folio/internal/store/storetest"
)

// TestOnPostgres walks a job's life through the API on the PostgreSQL
// store, when FOLIO_TEST_POSTGRES names a database the test may create a
// schema in. The scenarios run on SQLite; this checks that the answers do
// not depend on the store.
func TestOnPostgres(t *testing.T) {
	base := os.Getenv("FOLIO_TEST_POSTGRES")
	if base == "" {
		t.Skip("set FOLIO_TEST_POSTGRES to a PostgreSQL URL to run the API on PostgreSQL too")
	}
	ctx := t.Context()
	db, err := postgres.Open(ctx, storetest.PostgresSchema(t, base), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := db.CreateProject(ctx, domain.Project{ID: "demo", Name: "Demo", Repository: demoRepo, Branch: "main",
		CodeHost: "local", CreatedAt: t0, UpdatedAt: t0}); err != nil {
		t.Fatal(err)
	}
	keys := map[string]string{}
	for name, scopes := range map[string][]domain.Scope{"rw": nil, "ro": {domain.ScopeRead}} {
		secret, key, err := auth.NewKey(nil, name, nil, scopes, time.Time{}, t0)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.CreateKey(ctx, key); err != nil {
			t.Fatal(err)
		}
		keys[name] = secret
	}
	clock := &testClock{t: t0.Add(123456789 * time.Nanosecond)} // a fraction PostgreSQL keeps to the µs
	b := &bundle{t: t, clock: clock, keys: keys}
	b.srv = New(Options{Store: db, Now: clock.Now, Model: "script:none", Log: testLogger(t, 0), EventPoll: 5 * time.Millisecond})

	do := func(q req, status int) []byte {
		t.Helper()
		q.key = "rw"
		w := b.do(q)
		if w.Code != status {
			t.Fatalf("%s %s: %d, want %d: %s", q.method, q.path, w.Code, status, w.Body)
		}
		return w.Body.Bytes()
	}
	// 32,000 characters in 52,000 bytes.
	long := `{"prompt":"` + strings.Repeat("é🙂", 5000) + strings.Repeat("a", 22000) + `"}`
	w := b.do(req{method: "POST", path: "/v2/agent/demo/job", body: long, key: "rw", header: map[string]string{"Idempotency-Key": "pg-1"}})
	if w.Code != 201 {
		t.Fatalf("create: %d %s", w.Code, w.Body)
	}
	j := decode[jobAnswer](t, w)
	checkNewJob(t, j, clock.Now().Truncate(time.Microsecond))
	w = b.do(req{method: "POST", path: "/v2/agent/demo/job", body: long, key: "rw", header: map[string]string{"Idempotency-Key": "pg-1"}})
	if w.Code != 201 || w.Header().Get("Idempotent-Replayed") != "true" || decode[jobAnswer](t, w).ID != j.ID {
		t.Fatalf("replay: %d %s", w.Code, w.Header())
	}
	do(req{method: "POST", path: "/v2/agent/demo/job", body: prompt, header: map[string]string{"Idempotency-Key": "pg-1"}}, 422)

	// What GET reads back is what create answered.
	got := decode[jobAnswer](t, b.do(req{method: "GET", path: "/v2/agent/demo/job/" + j.ID, key: "rw"}))
	if got.CreatedAt != j.CreatedAt || got.UpdatedAt != j.UpdatedAt || got.Branch != j.Branch {
		t.Errorf("read back %+v, created %+v", got, j)
	}
	msgs := do(req{method: "GET", path: "/v2/agent/demo/job/" + j.ID + "/messages"}, 200)
	if !strings.Contains(string(msgs), "é🙂é🙂") {
		t.Errorf("transcript lost the prompt: %.200s", msgs)
	}
	for range 24 {
		clock.Advance(time.Millisecond)
		do(req{method: "POST", path: "/v2/agent/demo/job", body: prompt}, 201)
	}
	pages := walk(t, b, "limit=10")
	if len(pages) != 3 || len(pages[2]) != 5 || pages[2][4] != j.ID {
		t.Errorf("pages %v", pages)
	}
	clock.Advance(time.Second)
	do(req{method: "POST", path: "/v2/agent/demo/job/" + j.ID + "/message", body: prompt}, 200)
	do(req{method: "POST", path: "/v2/agent/demo/job/" + j.ID + "/cancel"}, 200)
	do(req{method: "POST", path: "/v2/agent/demo/job/" + j.ID + "/cancel"}, 409)
	do(req{method: "POST", path: "/v2/agent/demo/job/" + j.ID + "/archive"}, 200)
	do(req{method: "POST", path: "/v2/agent/demo/job/" + j.ID + "/message", body: prompt}, 409)
	do(req{method: "GET", path: "/v2/agent/demo/job/" + j.ID + "/events"}, 200)
	if pages := walk(t, b, "status=archived"); len(pages) != 1 || len(pages[0]) != 1 {
		t.Errorf("archived: %v", pages)
	}
}

// TestEventsFromAnotherNode: a stream served by one node wakes on the
// events another node writes, though it polls once an hour.
func TestEventsFromAnotherNode(t *testing.T) {
	base := os.Getenv("FOLIO_TEST_POSTGRES")
	if base == "" {
		t.Skip("set FOLIO_TEST_POSTGRES to a PostgreSQL URL to run the API on PostgreSQL too")
	}
	ctx := t.Context()
	url := storetest.PostgresSchema(t, base)
	var nodes [2]*postgres.DB
	for i := range nodes {
		db, err := postgres.Open(ctx, url, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		nodes[i] = db
	}
	writer, server := nodes[0], nodes[1]
	if err := writer.CreateProject(ctx, domain.Project{ID: "demo", Name: "Demo", Repository: demoRepo, Branch: "main", CodeHost: "local"}); err != nil {
		t.Fatal(err)
	}
	secret, key, err := auth.NewKey(nil, "ro", nil, []domain.Scope{domain.ScopeRead}, time.Time{}, t0)
	if err != nil {
		t.Fatal(err)
	}
	if err := writer.CreateKey(ctx, key); err != nil {
		t.Fatal(err)
	}
	clock := &testClock{t: t0}
	b := &bundle{t: t, clock: clock, keys: map[string]string{"ro": secret}}
	b.srv = New(Options{Store: server, Now: clock.Now, Log: testLogger(t, 0), EventPoll: time.Hour})
	hs := httptest.NewServer(b.srv)
	t.Cleanup(hs.Close)

	j, err := makeJob(writer, clock, "demo", domain.StatusActive)
	if err != nil {
		t.Fatal(err)
	}
	ch := readEvents(t, openEvents(t, ctx, b, hs, j, ""))
	next(t, ch) // the prompt
	next(t, ch) // the status
	var took []time.Duration
	for i := range 10 {
		start := time.Now()
		if _, err := writer.UpdateJob(ctx, "demo", j.ID, func(j *domain.Job) (store.JobChange, error) {
			return store.JobChange{Messages: []domain.Message{{Role: domain.RoleAssistant, Content: fmt.Sprintf("Step %d.", i)}}}, nil
		}); err != nil {
			t.Fatal(err)
		}
		ev := next(t, ch)
		took = append(took, time.Since(start))
		if ev.event != "message" || ev.id != strconv.Itoa(3+i) || !strings.Contains(ev.data, fmt.Sprintf("Step %d.", i)) {
			t.Fatalf("event %d: %+v", i, ev)
		}
	}
	slices.Sort(took)
	t.Logf("from the other node's write to the event on the stream, over %d: min %v, median %v, max %v",
		len(took), took[0], took[len(took)/2], took[len(took)-1])
	clock.Advance(time.Second)
	now := clock.Now()
	if _, err := writer.UpdateJob(ctx, "demo", j.ID, func(j *domain.Job) (store.JobChange, error) {
		return jobs.Apply(j, jobs.Finish("", 1, nil), now)
	}); err != nil {
		t.Fatal(err)
	}
	if got := statusOf(t, next(t, ch)); got.Status != "completed" {
		t.Errorf("status %+v", got)
	}
	if ev := next(t, ch); ev.event != "done" {
		t.Errorf("last event %+v", ev)
	}
}
