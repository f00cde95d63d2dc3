package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgtype"

	"github.com/foliodocs/folio/internal/store"
)

const auditCols = `id, at, user_id, key_id, actor_name, action, target_kind, target_id, project_id, ip, user_agent, outcome, detail`

// AddAudit appends an entry to the audit log.
func (d *DB) AddAudit(ctx context.Context, e store.AuditEntry) (store.AuditEntry, error) {
	e = e.Clean()
	e.Time = orNow(e.Time).UTC().Truncate(time.Microsecond)
	detail, err := mapJSON(e.Detail)
	if err != nil {
		return store.AuditEntry{}, fmt.Errorf("add audit entry: %w", err)
	}
	err = d.pool.QueryRow(ctx, `INSERT INTO audit_log (at, user_id, key_id, actor_name, action, target_kind, target_id,
		project_id, ip, user_agent, outcome, detail) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
		e.Time, e.UserID, e.KeyID, e.ActorName, e.Action, e.TargetKind, e.TargetID,
		e.ProjectID, e.IP, e.UserAgent, e.Outcome, detail).Scan(&e.ID)
	if err != nil {
		return store.AuditEntry{}, fmt.Errorf("add audit entry: %w", err)
	}
	return e, nil
}

func scanAudit(s scanner) (store.AuditEntry, error) {
	var (
		e      store.AuditEntry
		at     pgtype.Timestamptz
		detail []byte
	)
	if err := s.Scan(&e.ID, &at, &e.UserID, &e.KeyID, &e.ActorName, &e.Action, &e.TargetKind, &e.TargetID,
		&e.ProjectID, &e.IP, &e.UserAgent, &e.Outcome, &detail); err != nil {
		return store.AuditEntry{}, err
	}
	e.Time = fromTS(at)
	if err := fromJSON(detail, &e.Detail); err != nil {
		return store.AuditEntry{}, err
	}
	return e, nil
}

// AuditLog lists the entries q selects, newest first.
func (d *DB) AuditLog(ctx context.Context, q store.AuditQuery) (store.AuditPage, error) {
	limit := q.Limit
	if limit <= 0 {
		limit = 50
	}
	if !storable(q.Action, q.Actor, q.ProjectID, q.Outcome) {
		return store.AuditPage{}, nil
	}
	query := `SELECT ` + auditCols + ` FROM audit_log WHERE true`
	var args []any
	arg := func(v any) string {
		args = append(args, v)
		return fmt.Sprintf("$%d", len(args))
	}
	for _, f := range []struct{ col, v string }{{"action", q.Action}, {"project_id", q.ProjectID}, {"outcome", q.Outcome}} {
		if f.v != "" {
			query += ` AND ` + f.col + ` = ` + arg(f.v)
		}
	}
	if q.Actor != "" {
		a := arg(q.Actor)
		query += ` AND (user_id = ` + a + ` OR key_id = ` + a + ` OR actor_name = ` + a + `)`
	}
	if !q.Since.IsZero() {
		query += ` AND at >= ` + arg(q.Since)
	}
	if !q.Until.IsZero() {
		query += ` AND at < ` + arg(q.Until)
	}
	if q.After != nil {
		t := arg(q.After.Time)
		query += ` AND (at, id) < (` + t + `, ` + arg(q.After.ID) + `)`
	}
	query += ` ORDER BY at DESC, id DESC LIMIT ` + arg(limit+1)
	rows, err := d.pool.Query(ctx, query, args...)
	if err != nil {
		return store.AuditPage{}, fmt.Errorf("audit log: %w", err)
	}
	defer rows.Close()
	var page store.AuditPage
	for rows.Next() {
		e, err := scanAudit(rows)
		if err != nil {
			return store.AuditPage{}, fmt.Errorf("audit log: %w", err)
		}
		page.Entries = append(page.Entries, e)
	}
	if err := rows.Err(); err != nil {
		return store.AuditPage{}, fmt.Errorf("audit log: %w", err)
	}
	if len(page.Entries) > limit {
		page.Entries = page.Entries[:limit]
		last := page.Entries[limit-1]
		page.Next = &store.AuditCursor{Time: last.Time, ID: last.ID}
	}
	return page, nil
}

// PruneAudit deletes the entries older than before.
func (d *DB) PruneAudit(ctx context.Context, before time.Time) (int, error) {
	tag, err := d.pool.Exec(ctx, `DELETE FROM audit_log WHERE at < $1`, before)
	if err != nil {
		return 0, fmt.Errorf("prune audit log: %w", err)
	}
	return int(tag.RowsAffected()), nil
}
