package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

const keyCols = `id, name, prefix, hash, projects, scopes, expires_at, created_at, last_used_at, revoked_at, user_id, created_by`

func scanKey(s scanner) (domain.APIKey, error) {
	var (
		k                                   domain.APIKey
		projects, scopes                    []byte
		expires, created, lastUsed, revoked pgtype.Timestamptz
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
	k.ExpiresAt = fromTS(expires)
	k.CreatedAt = fromTS(created)
	k.LastUsedAt = fromTS(lastUsed)
	k.RevokedAt = fromTS(revoked)
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
	projects, err := listJSON(k.Projects)
	if err != nil {
		return fmt.Errorf("create key: %w", err)
	}
	scopes, err := listJSON(k.Scopes)
	if err != nil {
		return fmt.Errorf("create key: %w", err)
	}
	_, err = d.pool.Exec(ctx, `INSERT INTO api_keys (`+keyCols+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
		k.ID, k.Name, k.Prefix, k.Hash, projects, scopes,
		ts(k.ExpiresAt), orNow(k.CreatedAt), ts(k.LastUsedAt), ts(k.RevokedAt), k.UserID, k.CreatedBy)
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
	k, err := scanKey(d.pool.QueryRow(ctx, `SELECT `+keyCols+` FROM api_keys WHERE hash = $1`, hash))
	if errors.Is(err, pgx.ErrNoRows) {
		return domain.APIKey{}, fmt.Errorf("key by hash: %w", store.ErrNotFound)
	}
	if err != nil {
		return domain.APIKey{}, fmt.Errorf("key by hash: %w", err)
	}
	return k, nil
}

// Key finds a key by ID.
func (d *DB) Key(ctx context.Context, id string) (domain.APIKey, error) {
	if !storable(id) {
		return domain.APIKey{}, fmt.Errorf("key: %w", store.ErrNotFound)
	}
	k, err := scanKey(d.pool.QueryRow(ctx, `SELECT `+keyCols+` FROM api_keys WHERE id = $1`, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return domain.APIKey{}, fmt.Errorf("key: %w", store.ErrNotFound)
	}
	if err != nil {
		return domain.APIKey{}, fmt.Errorf("key: %w", err)
	}
	return k, nil
}

// Keys lists every key, newest first.
func (d *DB) Keys(ctx context.Context) ([]domain.APIKey, error) {
	rows, err := d.pool.Query(ctx, `SELECT `+keyCols+` FROM api_keys ORDER BY created_at DESC, id DESC`)
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
	if !storable(id) {
		return fmt.Errorf("revoke key: %w", store.ErrNotFound)
	}
	tag, err := d.pool.Exec(ctx, `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $1) WHERE id = $2`,
		orNow(at), id)
	return affectedOne("revoke key", tag, err)
}

// TouchKey records a use of the key at at (zero: now). An earlier time than
// the recorded one is ignored, so racing requests cannot move it back.
func (d *DB) TouchKey(ctx context.Context, id string, at time.Time) error {
	if !storable(id) {
		return fmt.Errorf("touch key: %w", store.ErrNotFound)
	}
	tag, err := d.pool.Exec(ctx, `UPDATE api_keys SET last_used_at = GREATEST(last_used_at, $1) WHERE id = $2`,
		orNow(at), id)
	return affectedOne("touch key", tag, err)
}
