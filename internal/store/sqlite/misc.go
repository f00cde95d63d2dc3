package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/foliodocs/folio/internal/store"
)

// CountRequest adds one to the project's counter for the window starting at
// window and returns the new count. An unknown project is
// store.ErrNotFound.
func (d *DB) CountRequest(ctx context.Context, projectID string, window time.Time) (int, error) {
	var n int
	err := d.ws.stmts[qCountRequest].QueryRowContext(ctx, projectID, window.UnixMicro()).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("count request: %w", dbErr(err))
	}
	return n, nil
}

// PruneExpired frees the idempotency keys recorded before before (their
// jobs stay), and deletes the counters of windows that start before it and
// the sessions that expired before it.
func (d *DB) PruneExpired(ctx context.Context, before time.Time) error {
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("prune: %w", err)
	}
	defer tx.Rollback()
	t := before.UnixMicro()
	for _, q := range []string{
		`DELETE FROM idempotency_keys WHERE created_at < ?`,
		`DELETE FROM request_counters WHERE window_start < ?`,
		`DELETE FROM sessions WHERE expires_at < ?`,
	} {
		if _, err := tx.ExecContext(ctx, q, t); err != nil {
			return fmt.Errorf("prune: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("prune: %w", err)
	}
	return nil
}

// CreateSession writes a session. A zero CreatedAt is now; a zero
// ExpiresAt never expires. A taken Hash is store.ErrConflict, an unknown
// UserID store.ErrNotFound.
func (d *DB) CreateSession(ctx context.Context, s store.Session) error {
	if len(s.Hash) == 0 {
		return errors.New("create session: empty hash")
	}
	_, err := d.w.ExecContext(ctx, `INSERT INTO sessions (hash, csrf, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`,
		s.Hash, s.CSRF, nullString(s.UserID), micros(orNow(s.CreatedAt)), micros(s.ExpiresAt))
	if err != nil {
		return fmt.Errorf("create session: %w", dbErr(err))
	}
	return nil
}

// Session finds a session by the SHA-256 of its token. An expired session
// is returned all the same (the caller checks ExpiresAt) until PruneExpired
// deletes it.
func (d *DB) Session(ctx context.Context, hash []byte) (store.Session, error) {
	if len(hash) == 0 {
		return store.Session{}, fmt.Errorf("session: %w", store.ErrNotFound)
	}
	var s store.Session
	var created, expires sql.NullInt64
	var user sql.NullString
	err := d.r.QueryRowContext(ctx, `SELECT hash, csrf, user_id, created_at, expires_at FROM sessions WHERE hash = ?`, hash).
		Scan(&s.Hash, &s.CSRF, &user, &created, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return store.Session{}, fmt.Errorf("session: %w", store.ErrNotFound)
	}
	if err != nil {
		return store.Session{}, fmt.Errorf("session: %w", err)
	}
	s.UserID = user.String
	s.CreatedAt = fromMicros(created)
	s.ExpiresAt = fromMicros(expires)
	return s, nil
}

// DeleteSession deletes a session; an unknown one is store.ErrNotFound.
func (d *DB) DeleteSession(ctx context.Context, hash []byte) error {
	res, err := d.w.ExecContext(ctx, `DELETE FROM sessions WHERE hash = ?`, hash)
	return affectedOne("delete session", res, err)
}

// Setting reads a named value (store.ErrNotFound when unset).
func (d *DB) Setting(ctx context.Context, name string) (string, error) {
	var v string
	err := d.r.QueryRowContext(ctx, `SELECT value FROM settings WHERE name = ?`, name).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("setting: %w", store.ErrNotFound)
	}
	if err != nil {
		return "", fmt.Errorf("setting: %w", err)
	}
	return v, nil
}

// SetSetting writes a named value, replacing the previous one.
func (d *DB) SetSetting(ctx context.Context, name, value string) error {
	_, err := d.w.ExecContext(ctx, `INSERT INTO settings (name, value) VALUES (?, ?)
		ON CONFLICT (name) DO UPDATE SET value = excluded.value`, name, value)
	if err != nil {
		return fmt.Errorf("set setting: %w", err)
	}
	return nil
}
