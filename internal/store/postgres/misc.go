package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/foliodocs/folio/internal/store"
)

// CountRequest adds one to the project's counter for the window starting at
// window and returns the new count. An unknown project is
// store.ErrNotFound.
func (d *DB) CountRequest(ctx context.Context, projectID string, window time.Time) (int, error) {
	if !storable(projectID) {
		return 0, fmt.Errorf("count request: %w", store.ErrNotFound)
	}
	var n int
	err := d.pool.QueryRow(ctx, `INSERT INTO request_counters AS c (project_id, window_start, hits) VALUES ($1, $2, 1)
		ON CONFLICT (project_id, window_start) DO UPDATE SET hits = c.hits + 1
		RETURNING hits`, projectID, window).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("count request: %w", dbErr(err))
	}
	return n, nil
}

// PruneExpired frees the idempotency keys recorded before before (their
// jobs stay), and deletes the counters of windows that start before it and
// the sessions that expired before it.
func (d *DB) PruneExpired(ctx context.Context, before time.Time) error {
	err := pgx.BeginFunc(ctx, d.pool, func(tx pgx.Tx) error {
		for _, q := range []string{
			`DELETE FROM idempotency_keys WHERE created_at < $1`,
			`DELETE FROM request_counters WHERE window_start < $1`,
			`DELETE FROM sessions WHERE expires_at < $1`,
		} {
			if _, err := tx.Exec(ctx, q, before); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
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
	if !storable(s.CSRF, s.UserID) {
		return fmt.Errorf("create session: %w", store.ErrNotFound)
	}
	_, err := d.pool.Exec(ctx, `INSERT INTO sessions (hash, csrf, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
		s.Hash, s.CSRF, nullString(s.UserID), orNow(s.CreatedAt), ts(s.ExpiresAt))
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
	var created, expires pgtype.Timestamptz
	var user pgtype.Text
	err := d.pool.QueryRow(ctx, `SELECT hash, csrf, user_id, created_at, expires_at FROM sessions WHERE hash = $1`, hash).
		Scan(&s.Hash, &s.CSRF, &user, &created, &expires)
	if errors.Is(err, pgx.ErrNoRows) {
		return store.Session{}, fmt.Errorf("session: %w", store.ErrNotFound)
	}
	if err != nil {
		return store.Session{}, fmt.Errorf("session: %w", err)
	}
	s.UserID = user.String
	s.CreatedAt = fromTS(created)
	s.ExpiresAt = fromTS(expires)
	return s, nil
}

// DeleteSession deletes a session; an unknown one is store.ErrNotFound.
func (d *DB) DeleteSession(ctx context.Context, hash []byte) error {
	tag, err := d.pool.Exec(ctx, `DELETE FROM sessions WHERE hash = $1`, hash)
	return affectedOne("delete session", tag, err)
}

// Setting reads a named value (store.ErrNotFound when unset).
func (d *DB) Setting(ctx context.Context, name string) (string, error) {
	if !storable(name) {
		return "", fmt.Errorf("setting: %w", store.ErrNotFound)
	}
	var v string
	err := d.pool.QueryRow(ctx, `SELECT value FROM settings WHERE name = $1`, name).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", fmt.Errorf("setting: %w", store.ErrNotFound)
	}
	if err != nil {
		return "", fmt.Errorf("setting: %w", err)
	}
	return v, nil
}

// SetSetting writes a named value, replacing the previous one.
func (d *DB) SetSetting(ctx context.Context, name, value string) error {
	_, err := d.pool.Exec(ctx, `INSERT INTO settings (name, value) VALUES ($1, $2)
		ON CONFLICT (name) DO UPDATE SET value = excluded.value`, name, value)
	if err != nil {
		return fmt.Errorf("set setting: %w", err)
	}
	return nil
}
