package postgres

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/storetest"
)

// envURL names the variable with the URL of a PostgreSQL database the tests
// may create schemas in, e.g.
// postgres://postgres@127.0.0.1:5432/test?sslmode=disable.
const envURL = "FOLIO_TEST_POSTGRES"

func testLogger(t *testing.T) *slog.Logger {
	return slog.New(slog.NewTextHandler(t.Output(), &slog.HandlerOptions{Level: slog.LevelWarn}))
}

// newSchema is a schema of t's own in the database FOLIO_TEST_POSTGRES
// names; without it, t is skipped.
func newSchema(t *testing.T) string {
	t.Helper()
	base := os.Getenv(envURL)
	if base == "" {
		t.Skipf("set %s to a PostgreSQL URL to run the PostgreSQL tests", envURL)
	}
	return storetest.PostgresSchema(t, base)
}

func openTest(t *testing.T, url string) *DB {
	t.Helper()
	db, err := Open(t.Context(), url, testLogger(t))
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
	rows, err := d.Pool().Query(ctx, `SELECT kind, args, queue, max_attempts FROM river_job ORDER BY id`)
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
		if err := fromJSON(args, &q.Args); err != nil {
			return nil, fmt.Errorf("args %s: %w", args, err)
		}
		if q.Kind == (store.JobHook{}).Kind() {
			if err := fromJSON(args, &q.Hook); err != nil {
				return nil, fmt.Errorf("args %s: %w", args, err)
			}
		}
		out = append(out, q)
	}
	return out, rows.Err()
}

func TestStore(t *testing.T) {
	if os.Getenv(envURL) == "" {
		t.Skipf("set %s to a PostgreSQL URL to run the PostgreSQL tests", envURL)
	}
	storetest.Run(t, func(t *testing.T) store.Store {
		return testDB{openTest(t, newSchema(t))}
	})
}

// TestNotify: two stores on one schema are two nodes that hear each
// other.
func TestNotify(t *testing.T) {
	if os.Getenv(envURL) == "" {
		t.Skipf("set %s to a PostgreSQL URL to run the PostgreSQL tests", envURL)
	}
	storetest.RunNotify(t, func(t *testing.T) (store.Store, store.Store) {
		url := newSchema(t)
		return openTest(t, url), openTest(t, url)
	})
}

func TestOpenErrors(t *testing.T) {
	for _, u := range []string{"postgres://[::1", "postgres://127.0.0.1:1/x?connect_timeout=1&sslmode=disable", "postgres://x@127.0.0.1/x?pool_max_conns=1"} {
		if db, err := Open(t.Context(), u, nil); err == nil {
			db.Close()
			t.Errorf("Open(%q): no error", u)
		}
	}
	_, err := Open(t.Context(), "postgres://user:secret-pw@[::1", nil)
	if err == nil || strings.Contains(err.Error(), "secret-pw") {
		t.Errorf("error shows the password: %v", err)
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

// schema describes the tables and indexes of the current schema.
func schema(t *testing.T, pool *pgxpool.Pool) string {
	t.Helper()
	rows, err := pool.Query(t.Context(), `
		SELECT table_name || '.' || column_name || ' ' || data_type FROM information_schema.columns
		WHERE table_schema = current_schema()
		UNION ALL
		SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema()
		ORDER BY 1`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var sb strings.Builder
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		sb.WriteString(s + "\n")
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return sb.String()
}

func versions(t *testing.T, pool *pgxpool.Pool) (folio, river int) {
	t.Helper()
	ctx := t.Context()
	if err := pool.QueryRow(ctx, `SELECT max(version_id) FROM goose_db_version`).Scan(&folio); err != nil {
		t.Fatal(err)
	}
	if err := pool.QueryRow(ctx, `SELECT max(version) FROM river_migration`).Scan(&river); err != nil {
		t.Fatal(err)
	}
	return folio, river
}

func TestMigrations(t *testing.T) {
	u := newSchema(t)
	ctx := t.Context()
	var logs logBuffer
	db, err := Open(ctx, u, slog.New(slog.NewTextHandler(&logs, nil)))
	if err != nil {
		t.Fatal(err)
	}
	folio, riverVersion := versions(t, db.pool)
	count, last := embeddedMigrations(t)
	if folio != last || riverVersion < 1 {
		t.Errorf("versions on an empty schema: folio %d, river %d", folio, riverVersion)
	}
	if n := strings.Count(logs.String(), "applied migration"); n != count {
		t.Errorf("logged %d applied Folio migrations, want %d:\n%s", n, count, logs.String())
	}
	if !strings.Contains(logs.String(), "applied river migration") {
		t.Errorf("no River migration logged:\n%s", logs.String())
	}
	before := schema(t, db.pool)
	if !strings.Contains(before, "river_job.kind") || !strings.Contains(before, "jobs.project_id") {
		t.Errorf("tables missing from the schema:\n%s", before)
	}
	db.Close()

	var again logBuffer
	db, err = Open(ctx, u, slog.New(slog.NewTextHandler(&again, nil)))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if strings.Contains(again.String(), "applied") {
		t.Errorf("reopening applied migrations:\n%s", again.String())
	}
	if after := schema(t, db.pool); after != before {
		t.Errorf("schema changed on reopening:\n%s\nwas\n%s", after, before)
	}
	if f, r := versions(t, db.pool); f != folio || r != riverVersion {
		t.Errorf("versions changed on reopening: %d, %d", f, r)
	}
}

// TestConcurrentOpen starts several nodes on one empty schema at once: the
// advisory lock lets one migrate while the others wait.
func TestConcurrentOpen(t *testing.T) {
	u := newSchema(t)
	const n = 4
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			db, err := Open(t.Context(), u, testLogger(t))
			if err == nil {
				err = db.CreateProject(t.Context(), domain.Project{ID: fmt.Sprintf("p%d", i)})
				db.Close()
			}
			errs[i] = err
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("node %d: %v", i, err)
		}
	}
}

// TestUpgrade opens a schema that the first migration set made and filled.
func TestUpgrade(t *testing.T) {
	u := newSchema(t)
	ctx := t.Context()
	pool, err := pgxpool.New(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	if err := migrate(ctx, pool, testLogger(t), 1, false); err != nil {
		t.Fatal(err)
	}
	created := time.Date(2024, 5, 6, 7, 8, 9, 123456000, time.UTC)
	for _, q := range []string{
		`INSERT INTO projects (id, name, repository, branch, code_host, host, created_at, updated_at)
			VALUES ('p', 'P', '/srv/p', 'main', 'local', 'p.example.com', $1, $1)`,
		`INSERT INTO api_keys (id, name, prefix, hash, projects, scopes, created_at)
			VALUES ('k', 'K', 'svc_ab', '\x0102', '["p"]', '["read"]', $1)`,
		`INSERT INTO jobs (id, project_id, status, changed_files, checks, created_at, updated_at, idempotency_key)
			VALUES ('j', 'p', 'completed', '["a.mdx"]', '{"validation":"passed"}', $1, $1, 'idem')`,
		`INSERT INTO messages (job_id, seq, role, content, created_at) VALUES ('j', 1, 'user', 'hello', $1)`,
		`INSERT INTO settings (name, value) SELECT 'theme', 'dark' WHERE $1::timestamptz IS NOT NULL`,
	} {
		if _, err := pool.Exec(ctx, q, created); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	pool.Close()

	db := openTest(t, u)
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
	if _, err := db.CountRequest(ctx, "p", created); err != nil {
		t.Error(err)
	}
	nj := store.NewJob{Job: domain.Job{ID: "j2", ProjectID: "p", Status: domain.StatusActive, IdempotencyKey: "idem"}}
	if _, created, err := db.CreateJob(ctx, nj); err != nil || !created {
		t.Errorf("create job after upgrade: created=%v, %v", created, err)
	}
	if f, _ := versions(t, db.pool); f != lastMigration(t) {
		t.Errorf("folio version after upgrade: %d", f)
	}
}

// TestWorker works a queued job with a River client built on Pool(), as the
// service's worker does.
func TestWorker(t *testing.T) {
	db := openTest(t, newSchema(t))
	ctx := t.Context()
	worked := make(chan store.RunJob, 1)
	workers := river.NewWorkers()
	river.AddWorker(workers, river.WorkFunc(func(ctx context.Context, j *river.Job[store.RunJob]) error {
		if _, err := db.UpdateJob(ctx, j.Args.ProjectID, j.Args.JobID, func(j *domain.Job) (store.JobChange, error) {
			j.Status = domain.StatusCompleted
			return store.JobChange{Messages: []domain.Message{{Role: domain.RoleAssistant, Content: "done"}}}, nil
		}); err != nil {
			return err
		}
		worked <- j.Args
		return nil
	}))
	client, err := river.NewClient(riverpgxv5.New(db.Pool()), &river.Config{
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
