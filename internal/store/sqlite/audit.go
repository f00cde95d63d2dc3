package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/foliodocs/folio/internal/store"
)

const auditCols = `id, at, user_id, key_id, actor_name, action, target_kind, target_id, project_id, ip, user_agent, outcome, detail`

// AddAudit appends an entry to the audit log.
func (d *DB) AddAudit(ctx context.Context, e store.AuditEntry) (store.AuditEntry, error) {
	e = e.Clean()
	e.Time = orNow(e.Time).UTC().Truncate(time.Microsecond)
	detail, err := mapText(e.Detail)
	if err != nil {
		return store.AuditEntry{}, fmt.Errorf("add audit entry: %w", err)
	}
	err = d.w.QueryRowContext(ctx, `INSERT INTO audit_log (at, user_id, key_id, actor_name, action, target_kind, target_id,
		project_id, ip, user_agent, outcome, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		e.Time.UnixMicro(), e.UserID, e.KeyID, e.ActorName, e.Action, e.TargetKind, e.TargetID,
		e.ProjectID, e.IP, e.UserAgent, e.Outcome, detail).Scan(&e.ID)
	if err != nil {
		return store.AuditEntry{}, fmt.Errorf("add audit entry: %w", err)
	}
	return e, nil
}

func scanAudit(s scanner) (store.AuditEntry, error) {
	var (
		e      store.AuditEntry
		at     sql.NullInt64
		detail sql.NullString
	)
	if err := s.Scan(&e.ID, &at, &e.UserID, &e.KeyID, &e.ActorName, &e.Action, &e.TargetKind, &e.TargetID,
		&e.ProjectID, &e.IP, &e.UserAgent, &e.Outcome, &detail); err != nil {
		return store.AuditEntry{}, err
	}
	e.Time = fromMicros(at)
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
	query := `SELECT ` + auditCols + ` FROM audit_log WHERE 1 = 1`
	var args []any
	for _, f := range []struct{ col, v string }{{"action", q.Action}, {"project_id", q.ProjectID}, {"outcome", q.Outcome}} {
		if f.v != "" {
			query += ` AND ` + f.col + ` = ?`
			args = append(args, f.v)
		}
	}
	if q.Actor != "" {
		query += ` AND (user_id = ? OR key_id = ? OR actor_name = ?)`
		args = append(args, q.Actor, q.Actor, q.Actor)
	}
	if !q.Since.IsZero() {
		query += ` AND at >= ?`
		args = append(args, q.Since.UnixMicro())
	}
	if !q.Until.IsZero() {
		query += ` AND at < ?`
		args = append(args, q.Until.UnixMicro())
	}
	if q.After != nil {
		t := q.After.Time.UnixMicro()
		query += ` AND (at < ? OR (at = ? AND id < ?))`
		args = append(args, t, t, q.After.ID)
	}
	query += ` ORDER BY at DESC, id DESC LIMIT ?`
	args = append(args, limit+1)
	rows, err := d.r.QueryContext(ctx, query, args...)
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
	res, err := d.w.ExecContext(ctx, `DELETE FROM audit_log WHERE at < ?`, before.UnixMicro())
	if err != nil {
		return 0, fmt.Errorf("prune audit log: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("prune audit log: %w", err)
	}
	return int(n), nil
}
