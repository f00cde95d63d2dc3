package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

const keyCols = `id, name, prefix, hash, projects, scopes, expires_at, created_at, last_used_at, revoked_at, user_id, created_by`

func scanKey(s scanner) (domain.APIKey, error) {
	var (
		k                                   domain.APIKey
		projects, scopes                    sql.NullString
		expires, created, lastUsed, revoked sql.NullInt64
	)
	err := s.Scan(&k.ID, &k.Name, &k.Prefix, &k.Hash, &projects, &scopes, &expires, &created, &lastUsed, &revoked, &k.UserID, &k.CreatedBy)
	if err != nil {
		return domain.APIKey{}, err
	}
	if err := fromJSON(projects, &k.Projects); err != nil {
		return domain.APIKey{}, fmt.Errorf("key %s: projects: %w", k.ID, err)
	}
	if err := fromJSON(scopes, &k.Scopes); err != nil {
		return domain.APIKey{}, fmt.Errorf("key %s: scopes: %w", k.ID, err)
	}
	k.Hash = nilIfEmpty(k.Hash)
	k.ExpiresAt = fromMicros(expires)
	k.CreatedAt = fromMicros(created)
	k.LastUsedAt = fromMicros(lastUsed)
	k.RevokedAt = fromMicros(revoked)
	return k, nil
}

// CreateKey writes a new key. A zero CreatedAt is now. A taken ID or Hash is
// store.ErrConflict.
func (d *DB) CreateKey(ctx context.Context, k domain.APIKey) error {
	if k.ID == "" {
		return errors.New("create key: empty id")
	}
	if len(k.Hash) == 0 {
		return errors.New("create key: empty hash")
	}
	projects, err := listText(k.Projects)
	if err != nil {
		return fmt.Errorf("create key: %w", err)
	}
	scopes, err := listText(k.Scopes)
	if err != nil {
		return fmt.Errorf("create key: %w", err)
	}
	_, err = d.w.ExecContext(ctx, `INSERT INTO api_keys (`+keyCols+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		k.ID, k.Name, k.Prefix, k.Hash, projects, scopes,
		micros(k.ExpiresAt), micros(orNow(k.CreatedAt)), micros(k.LastUsedAt), micros(k.RevokedAt), k.UserID, k.CreatedBy)
	if err != nil {
		return fmt.Errorf("create key: %w", dbErr(err))
	}
	return nil
}

// KeyByHash finds a key, revoked and expired ones included, by the SHA-256
// of its secret.
func (d *DB) KeyByHash(ctx context.Context, hash []byte) (domain.APIKey, error) {
	if len(hash) == 0 {
		return domain.APIKey{}, fmt.Errorf("key by hash: %w", store.ErrNotFound)
	}
	k, err := scanKey(d.r.QueryRowContext(ctx, `SELECT `+keyCols+` FROM api_keys WHERE hash = ?`, hash))
	if errors.Is(err, sql.ErrNoRows) {
		return domain.APIKey{}, fmt.Errorf("key by hash: %w", store.ErrNotFound)
	}
	if err != nil {
		return domain.APIKey{}, fmt.Errorf("key by hash: %w", err)
	}
	return k, nil
}

// Key finds a key by ID.
func (d *DB) Key(ctx context.Context, id string) (domain.APIKey, error) {
	k, err := scanKey(d.r.QueryRowContext(ctx, `SELECT `+keyCols+` FROM api_keys WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return domain.APIKey{}, fmt.Errorf("key: %w", store.ErrNotFound)
	}
	if err != nil {
		return domain.APIKey{}, fmt.Errorf("key: %w", err)
	}
	return k, nil
}

// Keys lists every key, newest first.
func (d *DB) Keys(ctx context.Context) ([]domain.APIKey, error) {
	rows, err := d.r.QueryContext(ctx, `SELECT `+keyCols+` FROM api_keys ORDER BY created_at DESC, id DESC`)
	if err != nil {
		return nil, fmt.Errorf("keys: %w", err)
	}
	defer rows.Close()
	var ks []domain.APIKey
	for rows.Next() {
		k, err := scanKey(rows)
		if err != nil {
			return nil, fmt.Errorf("keys: %w", err)
		}
		ks = append(ks, k)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("keys: %w", err)
	}
	return ks, nil
}

// RevokeKey marks a key revoked at at (zero: now); revoking twice keeps the
// first time.
func (d *DB) RevokeKey(ctx context.Context, id string, at time.Time) error {
	res, err := d.w.ExecContext(ctx, `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?`,
		micros(orNow(at)), id)
	return affectedOne("revoke key", res, err)
}

// TouchKey records a use of the key at at (zero: now). An earlier time than
// the recorded one is ignored, so racing requests cannot move it back.
func (d *DB) TouchKey(ctx context.Context, id string, at time.Time) error {
	t := micros(orNow(at))
	res, err := d.w.ExecContext(ctx, `UPDATE api_keys
		SET last_used_at = CASE WHEN last_used_at IS NULL OR last_used_at < ? THEN ? ELSE last_used_at END
		WHERE id = ?`, t, t, id)
	return affectedOne("touch key", res, err)
}

// affectedOne turns the result of a write of one row by key into nil,
// store.ErrNotFound (no row) or the error, prefixed by op.
func affectedOne(op string, res sql.Result, err error) error {
	if err != nil {
		return fmt.Errorf("%s: %w", op, dbErr(err))
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("%s: %w", op, err)
	}
	if n == 0 {
		return fmt.Errorf("%s: %w", op, store.ErrNotFound)
	}
	return nil
}
