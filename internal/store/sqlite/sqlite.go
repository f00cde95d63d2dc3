// Package sqlite is the embedded default implementation of store.Store: one
// SQLite file (modernc.org/sqlite, no cgo) in WAL mode that holds Folio's
// tables and River's.
//
// Writes go through a pool of exactly one connection, so concurrent writers
// queue in Go instead of failing with SQLITE_BUSY; reads use a separate pool
// of read-only connections that WAL lets run beside the writer. Transactions
// begin IMMEDIATE and every connection waits up to five seconds for a lock
// held by another process (a CLI command beside a running server).
//
// Times are stored as microseconds since the Unix epoch and come back in UTC;
// the zero time is NULL. Lists and maps are JSON text; nil is NULL.
//
// Notifications stay in the process (store.Hub): SQLite serves one node.
// They are published once the write's transaction has committed, as
// PostgreSQL delivers its own; a command run beside the server (folio
// project set) sends none the server hears, and the server's periodic
// look at the projects finds its change.
package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/url"
	"runtime"
	"strings"
	"time"

	"github.com/pressly/goose/v3"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/foliodocs/folio/internal/store"
)

//go:embed migrations/*.sql
var migrations embed.FS

// busyTimeout is how long a connection waits for a lock another connection
// (usually another process) holds before it gives up with SQLITE_BUSY.
const busyTimeout = 5 * time.Second

// DB is a store.Store on one SQLite file.
type DB struct {
	w  *sql.DB   // one connection: every write, in order
	r  *readPool // read-only connections (over w itself for ":memory:")
	ws *writeStmts
	// cp checkpoints the WAL in the background, so no request pays for
	// it (nil for ":memory:").
	cp         *sql.DB
	stopCP     context.CancelFunc
	checkpoint chan struct{} // closed when the checkpointer has stopped
	river      *river.Client[*sql.Tx]
	log        *slog.Logger
	// notes hands the store's notifications to its listeners.
	notes store.Hub
}

var _ store.Store = (*DB)(nil)

// Open opens (creating it if needed) the database file at path, brings its
// schema up to date (Folio's migrations, then River's) and returns the store.
// path ":memory:" is a private in-memory database on a single connection,
// for tests. log may be nil.
func Open(ctx context.Context, path string, log *slog.Logger) (*DB, error) {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if path == "" {
		return nil, errors.New("open sqlite: empty path")
	}
	if strings.ContainsRune(path, '?') {
		return nil, fmt.Errorf("open sqlite %s: the path must not contain '?'", path)
	}
	memory := path == ":memory:"

	w, err := sql.Open("sqlite", dsn(path, true))
	if err != nil {
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	w.SetConnMaxLifetime(0)
	w.SetConnMaxIdleTime(0)
	db := &DB{w: w, r: newReadPool(w), log: log}
	if err := w.PingContext(ctx); err != nil {
		w.Close()
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	if !memory {
		// Opened after the writer, which switched the file to WAL.
		r, err := sql.Open("sqlite", dsn(path, false))
		if err != nil {
			w.Close()
			return nil, fmt.Errorf("open sqlite %s: %w", path, err)
		}
		n := max(4, runtime.GOMAXPROCS(0))
		r.SetMaxOpenConns(n)
		r.SetMaxIdleConns(n)
		r.SetConnMaxLifetime(0)
		r.SetConnMaxIdleTime(5 * time.Minute)
		db.r = newReadPool(r)
	}
	if err := migrate(ctx, w, log, 0); err != nil {
		db.Close()
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	if err := migrateRiver(ctx, w, log); err != nil {
		db.Close()
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	if db.ws, err = prepareWrites(ctx, w); err != nil {
		db.Close()
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	if !memory {
		if err := db.startCheckpointer(path); err != nil {
			db.Close()
			return nil, fmt.Errorf("open sqlite %s: %w", path, err)
		}
	}
	// An insert-only client: no queues, no workers, never started.
	rc, err := river.NewClient(riversqlite.New(w), &river.Config{Logger: log})
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("open sqlite %s: river client: %w", path, err)
	}
	db.river = rc
	return db, nil
}

// dsn is the modernc.org/sqlite data source name for path: WAL, a busy
// timeout and foreign keys on every connection; IMMEDIATE transactions for
// the writer (a transaction that reads first must not fail to upgrade its
// lock); query_only for the readers.
func dsn(path string, writer bool) string {
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeout.Milliseconds()))
	q.Add("_pragma", "foreign_keys(1)")
	if writer {
		q.Add("_pragma", "journal_mode(WAL)")
		q.Add("_pragma", "synchronous(NORMAL)")
		// The checkpointer copies the WAL back, off the request path.
		q.Add("_pragma", "wal_autocheckpoint(0)")
		q.Set("_txlock", "immediate")
	} else {
		q.Add("_pragma", "query_only(1)")
	}
	return path + "?" + q.Encode()
}

// SQL returns the database handle to build the River client that works the
// queue with (riversqlite.New(db.SQL())). It is the store's single writing
// connection, as riversqlite recommends; it stays open until Close.
func (d *DB) SQL() *sql.DB { return d.w }

// NewQueue returns a River client that works the queue on the store's
// writing connection, as riversqlite recommends.
func (d *DB) NewQueue(cfg *river.Config) (store.Queue, error) {
	c, err := river.NewClient(riversqlite.New(d.w), cfg)
	if err != nil {
		return nil, fmt.Errorf("queue: %w", err)
	}
	return c, nil
}

// Ping reports whether the database answers.
func (d *DB) Ping(ctx context.Context) error {
	if err := d.w.PingContext(ctx); err != nil {
		return fmt.Errorf("ping: %w", err)
	}
	if err := d.r.PingContext(ctx); err != nil {
		return fmt.Errorf("ping: %w", err)
	}
	return nil
}

// Notify hands n to this process's listeners.
func (d *DB) Notify(ctx context.Context, n store.Notification) error {
	return d.notes.Notify(ctx, n)
}

// Listen subscribes to notifications of topics until ctx ends.
func (d *DB) Listen(ctx context.Context, topics ...store.Topic) (<-chan store.Notification, error) {
	return d.notes.Listen(ctx, topics...)
}

// Close closes the database and the listeners' channels. Whatever uses
// SQL() must have stopped.
func (d *DB) Close() error {
	d.notes.Close()
	var errs []error
	if d.stopCP != nil {
		d.stopCP()
		<-d.checkpoint
		errs = append(errs, d.cp.Close())
	}
	if d.ws != nil {
		d.ws.close()
	}
	if d.r.DB != d.w {
		errs = append(errs, d.r.Close())
	} else {
		d.r.closeStmts()
	}
	errs = append(errs, d.w.Close())
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("close: %w", err)
	}
	return nil
}

// migrate applies Folio's migrations up to version to (0: all of them).
func migrate(ctx context.Context, db *sql.DB, log *slog.Logger, to int64) error {
	fsys, err := fs.Sub(migrations, "migrations")
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	p, err := goose.NewProvider(goose.DialectSQLite3, db, fsys,
		goose.WithDisableGlobalRegistry(true),
		goose.WithSlog(log),
	)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	var res []*goose.MigrationResult
	if to > 0 {
		res, err = p.UpTo(ctx, to)
	} else {
		res, err = p.Up(ctx)
	}
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	for _, r := range res {
		log.Info("applied migration", "version", r.Source.Version, "file", r.Source.Path, "duration", r.Duration)
	}
	return nil
}

// migrateRiver applies River's own migrations.
func migrateRiver(ctx context.Context, db *sql.DB, log *slog.Logger) error {
	m, err := rivermigrate.New(riversqlite.New(db), &rivermigrate.Config{Logger: log})
	if err != nil {
		return fmt.Errorf("migrate river: %w", err)
	}
	res, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil)
	if err != nil {
		return fmt.Errorf("migrate river: %w", err)
	}
	for _, v := range res.Versions {
		log.Info("applied river migration", "version", v.Version, "name", v.Name, "duration", v.Duration)
	}
	return nil
}

// dbErr makes a constraint violation detectable: a duplicate key is
// store.ErrConflict, a missing referenced row (the project of a new job or
// counter) store.ErrNotFound.
func dbErr(err error) error {
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() {
		case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
			return fmt.Errorf("%w: %v", store.ErrConflict, err)
		case sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY:
			return fmt.Errorf("%w: %v", store.ErrNotFound, err)
		}
	}
	return err
}
