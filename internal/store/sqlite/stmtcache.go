package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
)

// maxCachedStmts bounds the cache; the store's queries are a fixed set, so
// the bound only guards against a future caller building SQL per call.
const maxCachedStmts = 128

// readPool is the read-only pool with its statements prepared once:
// parsing SQL is most of what a small query costs in the translated
// SQLite, so each query is parsed once per connection, not per call.
type readPool struct {
	*sql.DB
	mu    sync.Mutex
	stmts map[string]*sql.Stmt
}

func newReadPool(db *sql.DB) *readPool {
	return &readPool{DB: db, stmts: map[string]*sql.Stmt{}}
}

// stmt returns the prepared statement for query, or nil when it cannot be
// prepared or cached (the caller then runs the query directly, which
// reports the error).
func (p *readPool) stmt(ctx context.Context, query string) *sql.Stmt {
	p.mu.Lock()
	defer p.mu.Unlock()
	if s, ok := p.stmts[query]; ok {
		return s
	}
	if len(p.stmts) >= maxCachedStmts {
		return nil
	}
	s, err := p.DB.PrepareContext(ctx, query)
	if err != nil {
		return nil
	}
	p.stmts[query] = s
	return s
}

func (p *readPool) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	if s := p.stmt(ctx, query); s != nil {
		return s.QueryRowContext(ctx, args...)
	}
	return p.DB.QueryRowContext(ctx, query, args...)
}

func (p *readPool) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if s := p.stmt(ctx, query); s != nil {
		return s.QueryContext(ctx, args...)
	}
	return p.DB.QueryContext(ctx, query, args...)
}

// Close closes the statements, then the pool.
func (p *readPool) Close() error {
	p.closeStmts()
	return p.DB.Close()
}

func (p *readPool) closeStmts() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for q, s := range p.stmts {
		s.Close()
		delete(p.stmts, q)
	}
}

// The statements of the hot write paths (creating a job, appending a
// message, counting a request), prepared on the writer when the store opens.
const (
	qJobByID       = `SELECT ` + jobCols + ` FROM jobs WHERE id = ? AND project_id = ?`
	qIdempotentJob = `SELECT job_id FROM idempotency_keys WHERE project_id = ? AND idem_key = ?`
	qInsertJob     = `INSERT INTO jobs (` + jobCols + `)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
	qUpdateJob = `UPDATE jobs SET status = ?, phase = ?, repository = ?, ref = ?, model = ?,
			branch = ?, pr_link = ?, summary = ?, changed_files = ?, checks = ?,
			usage_steps = ?, usage_input_tokens = ?, usage_output_tokens = ?,
			error_code = ?, error_message = ?, error_retryable = ?,
			created_at = ?, updated_at = ?, archived_at = ?,
			prompts = ?, run_owner = ?, heartbeat_at = ?, resumes = ?,
			pr_number = ?, pr_state = ?, pr_draft = ?,
			draft = ?, usage_cached_input_tokens = ?, usage_cache_write_tokens = ?, usage_cost_micros = ?
		WHERE id = ?`
	qInsertMessage = `INSERT INTO messages (job_id, seq, role, content, tool, is_error, commit_sha, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`
	qLastMessage  = `SELECT COALESCE(MAX(seq), 0) FROM messages WHERE job_id = ?`
	qInsertEvent  = `INSERT INTO events (job_id, seq, type, data, created_at) VALUES (?, ?, ?, ?, ?)`
	qLastEvent    = `SELECT COALESCE(MAX(seq), 0) FROM events WHERE job_id = ?`
	qCountRequest = `INSERT INTO request_counters (project_id, window_start, hits) VALUES (?, ?, 1)
		ON CONFLICT (project_id, window_start) DO UPDATE SET hits = hits + 1
		RETURNING hits`
)

// txQuerier is what a write transaction's queries run on: a *sql.Tx or a
// txStmts.
type txQuerier interface {
	querier
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// writeStmts holds statements prepared on the single writing connection.
// Unlike the readers' cache it never prepares later: a transaction holds
// that connection, and preparing on the pool would wait for it forever.
type writeStmts struct {
	stmts map[string]*sql.Stmt
}

func prepareWrites(ctx context.Context, w *sql.DB) (*writeStmts, error) {
	ws := &writeStmts{stmts: map[string]*sql.Stmt{}}
	for _, q := range []string{qJobByID, qIdempotentJob, qInsertJob, qUpdateJob, qInsertMessage, qLastMessage, qInsertEvent, qLastEvent, qCountRequest} {
		s, err := w.PrepareContext(ctx, q)
		if err != nil {
			ws.close()
			return nil, fmt.Errorf("prepare: %w", err)
		}
		ws.stmts[q] = s
	}
	return ws, nil
}

func (ws *writeStmts) close() {
	for _, s := range ws.stmts {
		s.Close()
	}
}

// in returns tx's view of the statements.
func (ws *writeStmts) in(tx *sql.Tx) txStmts { return txStmts{ws, tx} }

// txStmts runs a prepared statement within tx when there is one, and the
// query as given otherwise.
type txStmts struct {
	ws *writeStmts
	tx *sql.Tx
}

func (q txStmts) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	if s, ok := q.ws.stmts[query]; ok {
		return q.tx.StmtContext(ctx, s).QueryRowContext(ctx, args...)
	}
	return q.tx.QueryRowContext(ctx, query, args...)
}

func (q txStmts) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if s, ok := q.ws.stmts[query]; ok {
		return q.tx.StmtContext(ctx, s).QueryContext(ctx, args...)
	}
	return q.tx.QueryContext(ctx, query, args...)
}

func (q txStmts) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if s, ok := q.ws.stmts[query]; ok {
		return q.tx.StmtContext(ctx, s).ExecContext(ctx, args...)
	}
	return q.tx.ExecContext(ctx, query, args...)
}
