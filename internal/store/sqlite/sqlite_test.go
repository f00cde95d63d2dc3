package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riversqlite"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/storetest"
)

func testLogger(t *testing.T) *slog.Logger {
	return slog.New(slog.NewTextHandler(t.Output(), &slog.HandlerOptions{Level: slog.LevelWarn}))
}

func openTest(t *testing.T, path string) *DB {
	t.Helper()
	db, err := Open(t.Context(), path, testLogger(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := db.Close(); err != nil {
			t.Error(err)
		}
	})
	return db
}

// testDB shows the suite the queue entries.
type testDB struct{ *DB }

func (d testDB) RunJobs(ctx context.Context) ([]storetest.QueuedRunJob, error) {
	return riverRunJobs(ctx, d.SQL())
}

func riverRunJobs(ctx context.Context, db *sql.DB) ([]storetest.QueuedRunJob, error) {
	rows, err := db.QueryContext(ctx, `SELECT kind, args, queue, max_attempts FROM river_job ORDER BY id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []storetest.QueuedRunJob
	for rows.Next() {
		var q storetest.QueuedRunJob
		var args []byte
		if err := rows.Scan(&q.Kind, &args, &q.Queue, &q.MaxAttempts); err != nil {
			return nil, err
		}
		if err := json.Unmarshal(args, &q.Args); err != nil {
			return nil, fmt.Errorf("args %s: %w", args, err)
		}
		if q.Kind == (store.JobHook{}).Kind() {
			if err := json.Unmarshal(args, &q.Hook); err != nil {
				return nil, fmt.Errorf("args %s: %w", args, err)
			}
		}
		out = append(out, q)
	}
	return out, rows.Err()
}

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		return testDB{openTest(t, filepath.Join(t.TempDir(), "folio.db"))}
	})
}

// TestNotify: SQLite serves one node, whose listeners hear its own
// writes.
func TestNotify(t *testing.T) {
	storetest.RunNotify(t, func(t *testing.T) (store.Store, store.Store) {
		db := openTest(t, filepath.Join(t.TempDir(), "folio.db"))
		return db, db
	})
}

func TestMemory(t *testing.T) {
	db := openTest(t, ":memory:")
	ctx := t.Context()
	if err := db.CreateProject(ctx, domain.Project{ID: "p"}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := db.CreateJob(ctx, store.NewJob{Job: domain.Job{ID: "j", ProjectID: "p", Status: domain.StatusActive}}); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Job(ctx, "p", "j"); err != nil {
		t.Fatal(err)
	}
}

func TestOpenErrors(t *testing.T) {
	for _, path := range []string{"", "folio.db?mode=ro", filepath.Join(t.TempDir(), "missing", "dir", "folio.db")} {
		if db, err := Open(t.Context(), path, nil); err == nil {
			db.Close()
			t.Errorf("Open(%q): no error", path)
		}
	}
}

func TestPragmas(t *testing.T) {
	db := openTest(t, filepath.Join(t.TempDir(), "folio.db"))
	ctx := t.Context()
	for _, tc := range []struct {
		db     *sql.DB
		pragma string
		want   string
	}{
		{db.w, "journal_mode", "wal"},
		{db.w, "foreign_keys", "1"},
		{db.w, "busy_timeout", "5000"},
		{db.w, "synchronous", "1"},
		{db.w, "query_only", "0"},
		{db.r.DB, "journal_mode", "wal"},
		{db.r.DB, "foreign_keys", "1"},
		{db.r.DB, "busy_timeout", "5000"},
		{db.r.DB, "query_only", "1"},
	} {
		var got string
		if err := tc.db.QueryRowContext(ctx, "PRAGMA "+tc.pragma).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != tc.want {
			t.Errorf("%s = %s, want %s", tc.pragma, got, tc.want)
		}
	}
	if got := db.w.Stats().MaxOpenConnections; got != 1 {
		t.Errorf("writer pool: %d connections, want 1", got)
	}
}

// logBuffer collects log records.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *logBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// schema is the database's schema, for comparisons.
func schema(t *testing.T, db *sql.DB) string {
	t.Helper()
	rows, err := db.QueryContext(t.Context(), `SELECT type, name, COALESCE(sql, '') FROM sqlite_schema ORDER BY type, name`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var sb strings.Builder
	for rows.Next() {
		var typ, name, sql string
		if err := rows.Scan(&typ, &name, &sql); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&sb, "%s %s: %s\n", typ, name, sql)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return sb.String()
}

func versions(t *testing.T, db *sql.DB) (folio, river int) {
	t.Helper()
	ctx := t.Context()
	if err := db.QueryRowContext(ctx, `SELECT max(version_id) FROM goose_db_version`).Scan(&folio); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRowContext(ctx, `SELECT max(version) FROM river_migration`).Scan(&river); err != nil {
		t.Fatal(err)
	}
	return folio, river
}

func TestMigrations(t *testing.T) {
	path := filepath.Join(t.TempDir(), "folio.db")
	ctx := t.Context()

	var logs logBuffer
	log := slog.New(slog.NewTextHandler(&logs, nil))
	db, err := Open(ctx, path, log)
	if err != nil {
		t.Fatal(err)
	}
	folio, riverVersion := versions(t, db.w)
	count, last := embeddedMigrations(t)
	if folio != last || riverVersion < 1 {
		t.Errorf("versions on an empty database: folio %d, river %d", folio, riverVersion)
	}
	if n := strings.Count(logs.String(), "applied migration"); n != count {
		t.Errorf("logged %d applied Folio migrations, want %d:\n%s", n, count, logs.String())
	}
	if !strings.Contains(logs.String(), "applied river migration") {
		t.Errorf("no River migration logged:\n%s", logs.String())
	}
	before := schema(t, db.w)
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	// Up to date: nothing to do.
	var again logBuffer
	db, err = Open(ctx, path, slog.New(slog.NewTextHandler(&again, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if strings.Contains(again.String(), "applied") {
		t.Errorf("reopening applied migrations:\n%s", again.String())
	}
	if after := schema(t, db.w); after != before {
		t.Errorf("schema changed on reopening:\n%s\nwas\n%s", after, before)
	}
	if f, r := versions(t, db.w); f != folio || r != riverVersion {
		t.Errorf("versions changed on reopening: %d, %d", f, r)
	}
}

// TestUpgrade opens a database that the first migration set made and
// filled.
func TestUpgrade(t *testing.T) {
	path := filepath.Join(t.TempDir(), "folio.db")
	ctx := t.Context()
	old, err := sql.Open("sqlite", dsn(path, true))
	if err != nil {
		t.Fatal(err)
	}
	if err := migrate(ctx, old, testLogger(t), 1); err != nil {
		t.Fatal(err)
	}
	created := time.Date(2024, 5, 6, 7, 8, 9, 123456000, time.UTC)
	for _, q := range []string{
		fmt.Sprintf(`INSERT INTO projects (id, name, repository, branch, code_host, host, created_at, updated_at)
			VALUES ('p', 'P', '/srv/p', 'main', 'local', 'p.example.com', %d, %d)`, created.UnixMicro(), created.UnixMicro()),
		fmt.Sprintf(`INSERT INTO api_keys (id, name, prefix, hash, projects, scopes, created_at)
			VALUES ('k', 'K', 'svc_ab', x'0102', '["p"]', '["read"]', %d)`, created.UnixMicro()),
		fmt.Sprintf(`INSERT INTO jobs (id, project_id, status, changed_files, checks, created_at, updated_at, idempotency_key)
			VALUES ('j', 'p', 'completed', '["a.mdx"]', '{"validation":"passed"}', %d, %d, 'idem')`, created.UnixMicro(), created.UnixMicro()),
		fmt.Sprintf(`INSERT INTO messages (job_id, seq, role, content, created_at) VALUES ('j', 1, 'user', 'hello', %d)`, created.UnixMicro()),
		`INSERT INTO settings (name, value) VALUES ('theme', 'dark')`,
	} {
		if _, err := old.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	if err := old.Close(); err != nil {
		t.Fatal(err)
	}

	db := openTest(t, path)
	p, err := db.ProjectByHost(ctx, "p.example.com")
	if err != nil || p.ID != "p" || !p.CreatedAt.Equal(created) {
		t.Errorf("project after upgrade: %+v, %v", p, err)
	}
	k, err := db.KeyByHash(ctx, []byte{1, 2})
	if err != nil || k.ID != "k" || len(k.Projects) != 1 || k.Scopes[0] != domain.ScopeRead {
		t.Errorf("key after upgrade: %+v, %v", k, err)
	}
	j, err := db.Job(ctx, "p", "j")
	if err != nil || j.Status != domain.StatusCompleted || j.Checks["validation"] != "passed" || j.ChangedFiles[0] != "a.mdx" {
		t.Errorf("job after upgrade: %+v, %v", j, err)
	}
	ms, err := db.Messages(ctx, "j")
	if err != nil || len(ms) != 1 || ms[0].Content != "hello" {
		t.Errorf("messages after upgrade: %+v, %v", ms, err)
	}
	if v, err := db.Setting(ctx, "theme"); err != nil || v != "dark" {
		t.Errorf("setting after upgrade: %q, %v", v, err)
	}
	// The second migration's tables work, and the old job's key is not an
	// idempotency record (the first set had none).
	if _, err := db.CountRequest(ctx, "p", created); err != nil {
		t.Error(err)
	}
	nj := store.NewJob{Job: domain.Job{ID: "j2", ProjectID: "p", Status: domain.StatusActive, IdempotencyKey: "idem"}}
	if _, created, err := db.CreateJob(ctx, nj); err != nil || !created {
		t.Errorf("create job after upgrade: created=%v, %v", created, err)
	}
	if f, _ := versions(t, db.w); f != lastMigration(t) {
		t.Errorf("folio version after upgrade: %d", f)
	}
}

// TestTwoHandles writes through two handles on one file, as a CLI command
// beside a running server does: IMMEDIATE transactions and the busy timeout
// keep them from failing.
func TestTwoHandles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "folio.db")
	a := openTest(t, path)
	b := openTest(t, path)
	ctx := t.Context()
	if err := a.CreateProject(ctx, domain.Project{ID: "p"}); err != nil {
		t.Fatal(err)
	}
	const n = 40
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		db := a
		if i%2 == 1 {
			db = b
		}
		wg.Go(func() {
			id := fmt.Sprintf("j%02d", i)
			_, _, errs[i] = db.CreateJob(ctx, store.NewJob{Job: domain.Job{ID: id, ProjectID: "p", Status: domain.StatusActive}})
			if errs[i] == nil {
				_, errs[i] = db.UpdateJob(ctx, "p", id, func(j *domain.Job) (store.JobChange, error) {
					j.Usage.Steps++
					return store.JobChange{Messages: []domain.Message{{Content: "x"}}}, nil
				})
			}
			if errs[i] == nil {
				_, errs[i] = db.CountRequest(ctx, "p", time.Unix(0, 0))
			}
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("writer %d: %v", i, err)
		}
	}
	if n2, err := b.CountRequest(ctx, "p", time.Unix(0, 0)); err != nil || n2 != n+1 {
		t.Errorf("counter: %d, %v; want %d", n2, err, n+1)
	}
}

// TestWorker works a queued job with a River client built on SQL(), as the
// service's worker does.
func TestWorker(t *testing.T) {
	db := openTest(t, filepath.Join(t.TempDir(), "folio.db"))
	ctx := t.Context()
	worked := make(chan store.RunJob, 1)
	workers := river.NewWorkers()
	river.AddWorker(workers, river.WorkFunc(func(ctx context.Context, j *river.Job[store.RunJob]) error {
		// The worker reads and writes through the store while it runs.
		if _, err := db.UpdateJob(ctx, j.Args.ProjectID, j.Args.JobID, func(j *domain.Job) (store.JobChange, error) {
			j.Status = domain.StatusCompleted
			return store.JobChange{Messages: []domain.Message{{Role: domain.RoleAssistant, Content: "done"}}}, nil
		}); err != nil {
			return err
		}
		worked <- j.Args
		return nil
	}))
	client, err := river.NewClient(riversqlite.New(db.SQL()), &river.Config{
		Logger:            testLogger(t),
		Queues:            map[string]river.QueueConfig{store.RunJobQueue: {MaxWorkers: 2}},
		Workers:           workers,
		FetchPollInterval: 20 * time.Millisecond,
		FetchCooldown:     10 * time.Millisecond,
		TestOnly:          true,
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := client.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer func() {
		stop, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := client.Stop(stop); err != nil {
			t.Error(err)
		}
	}()
	if err := db.CreateProject(ctx, domain.Project{ID: "p"}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := db.CreateJob(ctx, store.NewJob{Job: domain.Job{ID: "j", ProjectID: "p", Status: domain.StatusActive}}); err != nil {
		t.Fatal(err)
	}
	select {
	case args := <-worked:
		if args != (store.RunJob{ProjectID: "p", JobID: "j"}) {
			t.Errorf("worked %+v", args)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the job was not worked")
	}
	j, err := db.Job(ctx, "p", "j")
	if err != nil || j.Status != domain.StatusCompleted {
		t.Errorf("job after work: %+v, %v", j, err)
	}
}

// TestCheckpointer: commits leave the WAL alone (no request pays for a
// checkpoint) and the background checkpointer copies it into the database
// file within a few seconds.
func TestCheckpointer(t *testing.T) {
	path := filepath.Join(t.TempDir(), "folio.db")
	db := openTest(t, path)
	ctx := t.Context()
	if err := db.CreateProject(ctx, domain.Project{ID: "p"}); err != nil {
		t.Fatal(err)
	}
	var autockpt int
	if err := db.w.QueryRowContext(ctx, `PRAGMA wal_autocheckpoint`).Scan(&autockpt); err != nil || autockpt != 0 {
		t.Fatalf("wal_autocheckpoint = %d, %v; want 0 on the writer", autockpt, err)
	}
	size := func() int64 {
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		return fi.Size()
	}
	before := size()
	big := strings.Repeat("x", 4000)
	for i := range 300 {
		if _, _, err := db.CreateJob(ctx, store.NewJob{Job: domain.Job{ID: fmt.Sprintf("j%03d", i), ProjectID: "p", Status: domain.StatusActive},
			Message: domain.Message{Content: big}}); err != nil {
			t.Fatal(err)
		}
	}
	for deadline := time.Now().Add(10 * time.Second); size() < before+300*4000; {
		if time.Now().After(deadline) {
			t.Fatalf("the database file stayed at %d bytes (from %d): the WAL was not checkpointed", size(), before)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
