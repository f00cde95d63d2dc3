// Package postgres is the implementation of store.Store for several nodes:
// one PostgreSQL database (pgx/v5), shared by every `folio serve`, holding
// Folio's tables and River's.
//
// The tables live in the first schema of the connection's search_path
// (set it in the URL, e.g. ?search_path=folio, to keep Folio apart from
// other applications); River's use the same one. Open migrates under an
// advisory lock, so nodes starting together migrate once.
//
// Concurrent UpdateJob calls on one job serialize on the job's row lock
// (SELECT … FOR UPDATE), so fn runs once, on the latest state.
//
// PostgreSQL text cannot hold a NUL byte or invalid UTF-8: look-ups with such
// a string find nothing (store.ErrNotFound), writes fail.
//
// Notifications are NOTIFY on a channel of the schema's, sent in the
// transaction of the write they report, so they are delivered when it
// commits; each node LISTENs on a connection of its own (notify.go).
package postgres

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/rivermigrate"

	"github.com/foliodocs/folio/internal/store"
)

//go:embed migrations/*.sql
var migrations embed.FS

// DB is a store.Store on a PostgreSQL database.
type DB struct {
	pool  *pgxpool.Pool
	river *river.Client[pgx.Tx]
	log   *slog.Logger
	// channel is the NOTIFY channel of the store's schema; listen hears
	// it and hands what it hears to notes, which hands it to Listen's
	// subscribers.
	channel string
	listen  *listener
	notes   *store.Hub
}

var _ store.Store = (*DB)(nil)

// Open connects to the database at url (a postgres:// URL or a key=value
// connection string; pgxpool's pool_* parameters apply), brings its schema up
// to date (Folio's migrations, then River's) and returns the store. log may
// be nil.
func Open(ctx context.Context, url string, log *slog.Logger) (*DB, error) {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("open postgres: %w", err) // pgx masks the password
	}
	if cfg.MaxConns < 2 {
		return nil, errors.New("open postgres: pool_max_conns must be at least 2")
	}
	if _, ok := cfg.ConnConfig.RuntimeParams["application_name"]; !ok {
		cfg.ConnConfig.RuntimeParams["application_name"] = "folio"
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("open postgres: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("open postgres: %w", err)
	}
	if err := migrate(ctx, pool, log, 0, true); err != nil {
		pool.Close()
		return nil, fmt.Errorf("open postgres: %w", err)
	}
	// An insert-only client: no queues, no workers, never started.
	rc, err := river.NewClient(riverpgxv5.New(pool), &river.Config{Logger: log})
	if err != nil {
		pool.Close()
		return nil, fmt.Errorf("open postgres: river client: %w", err)
	}
	var schema string
	if err := pool.QueryRow(ctx, `SELECT current_schema()`).Scan(&schema); err != nil {
		pool.Close()
		return nil, fmt.Errorf("open postgres: %w", err)
	}
	d := &DB{pool: pool, river: rc, log: log, channel: channelName(schema), notes: &store.Hub{}}
	d.listen = newListener(cfg.ConnConfig.Copy(), d.channel, d.notes, log)
	return d, nil
}

// Pool returns the connection pool to build the River client that works the
// queue with (riverpgxv5.New(db.Pool())). It stays open until Close.
func (d *DB) Pool() *pgxpool.Pool { return d.pool }

// NewQueue returns a River client that works the queue on the store's
// pool.
func (d *DB) NewQueue(cfg *river.Config) (store.Queue, error) {
	c, err := river.NewClient(riverpgxv5.New(d.pool), cfg)
	if err != nil {
		return nil, fmt.Errorf("queue: %w", err)
	}
	return c, nil
}

// Ping reports whether the database answers and, once something has
// listened, whether the listener's connection is up.
func (d *DB) Ping(ctx context.Context) error {
	if err := d.pool.Ping(ctx); err != nil {
		return fmt.Errorf("ping: %w", err)
	}
	if err := d.listen.health(); err != nil {
		return fmt.Errorf("ping: %w", err)
	}
	return nil
}

// Close stops the listener, closes the listeners' channels and closes
// the pool, after the connections in use are released. Whatever uses
// Pool() must have stopped.
func (d *DB) Close() error {
	d.listen.close()
	d.notes.Close()
	d.pool.Close()
	return nil
}

// lockKey is the advisory lock migrations hold: one per schema, so nodes on
// one schema take turns and tests on their own schemas do not wait.
const lockKey = `hashtextextended('folio.migrate.' || coalesce(current_schema(), ''), 0)`

// migrate applies Folio's migrations up to version to (0: all of them),
// then, with withRiver, River's, holding the advisory lock.
func migrate(ctx context.Context, pool *pgxpool.Pool, log *slog.Logger, to int64, withRiver bool) (err error) {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock(`+lockKey+`)`); err != nil {
		return fmt.Errorf("migrate: lock: %w", err)
	}
	defer func() {
		if _, uerr := conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(`+lockKey+`)`); uerr != nil {
			// Closing the session releases the lock too.
			conn.Conn().Close(context.WithoutCancel(ctx))
		}
	}()

	fsys, err := fs.Sub(migrations, "migrations")
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	db := stdlib.OpenDBFromPool(pool)
	defer db.Close()
	p, err := goose.NewProvider(goose.DialectPostgres, db, fsys,
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
	if !withRiver {
		return nil
	}

	m, err := rivermigrate.New(riverpgxv5.New(pool), &rivermigrate.Config{Logger: log})
	if err != nil {
		return fmt.Errorf("migrate river: %w", err)
	}
	rres, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil)
	if err != nil {
		return fmt.Errorf("migrate river: %w", err)
	}
	for _, v := range rres.Versions {
		log.Info("applied river migration", "version", v.Version, "name", v.Name, "duration", v.Duration)
	}
	return nil
}

// dbErr makes a constraint violation detectable: a duplicate key is
// store.ErrConflict, a missing referenced row (the project of a new job or
// counter) store.ErrNotFound.
func dbErr(err error) error {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch pe.Code {
		case "23505": // unique_violation
			return fmt.Errorf("%w: %v", store.ErrConflict, err)
		case "23503": // foreign_key_violation
			return fmt.Errorf("%w: %v", store.ErrNotFound, err)
		}
	}
	return err
}
