package sqlite

import (
	"context"
	"database/sql"
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
