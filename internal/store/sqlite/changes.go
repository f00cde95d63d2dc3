package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/store"
)

const changeCols = `project_id, number, job_id, title, body, base, head, state, head_commit, base_commit, merge_commit,
	created_at, updated_at, merged_at, closed_at, closed_by`

const qChangeByNumber = `SELECT ` + changeCols + ` FROM changes WHERE project_id = ? AND number = ?`

func scanChange(s scanner) (store.Change, error) {
	var (
		c                               store.Change
		created, updated, merged, close sql.NullInt64
	)
	err := s.Scan(&c.ProjectID, &c.Number, &c.JobID, &c.Title, &c.Body, &c.Base, &c.Head, &c.State,
		&c.HeadCommit, &c.BaseCommit, &c.MergeCommit, &created, &updated, &merged, &close, &c.ClosedBy)
	if err != nil {
		return store.Change{}, err
	}
	c.CreatedAt = fromMicros(created)
	c.UpdatedAt = fromMicros(updated)
	c.MergedAt = fromMicros(merged)
	c.ClosedAt = fromMicros(close)
	return c, nil
}

func getChange(ctx context.Context, q querier, projectID string, number int) (store.Change, error) {
	c, err := scanChange(q.QueryRowContext(ctx, qChangeByNumber, projectID, number))
	if errors.Is(err, sql.ErrNoRows) {
		return store.Change{}, store.ErrNotFound
	}
	return c, err
}

// CreateChange writes a new change numbered after the project's last one.
// A zero CreatedAt is now, a zero UpdatedAt is CreatedAt, an empty State
// is open. The writer is a single connection, so numbers are given out
// one at a time.
func (d *DB) CreateChange(ctx context.Context, c store.Change) (store.Change, error) {
	if c.ProjectID == "" {
		return store.Change{}, errors.New("create change: empty project id")
	}
	c.CreatedAt = orNow(c.CreatedAt)
	if c.UpdatedAt.IsZero() {
		c.UpdatedAt = c.CreatedAt
	}
	if c.State == "" {
		c.State = store.ChangeOpen
	}
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return store.Change{}, fmt.Errorf("create change: %w", err)
	}
	defer tx.Rollback()
	err = tx.QueryRowContext(ctx, `INSERT INTO change_counters (project_id, last_number) VALUES (?, 1)
		ON CONFLICT (project_id) DO UPDATE SET last_number = last_number + 1
		RETURNING last_number`, c.ProjectID).Scan(&c.Number)
	if err != nil {
		return store.Change{}, fmt.Errorf("create change: %w", dbErr(err))
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO changes (`+changeCols+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		c.ProjectID, c.Number, c.JobID, c.Title, c.Body, c.Base, c.Head, string(c.State), c.HeadCommit, c.BaseCommit, c.MergeCommit,
		micros(c.CreatedAt), micros(c.UpdatedAt), micros(c.MergedAt), micros(c.ClosedAt), c.ClosedBy)
	if err != nil {
		return store.Change{}, fmt.Errorf("create change: %w", dbErr(err))
	}
	got, err := getChange(ctx, tx, c.ProjectID, c.Number)
	if err != nil {
		return store.Change{}, fmt.Errorf("create change: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return store.Change{}, fmt.Errorf("create change: %w", err)
	}
	return got, nil
}

// Change reads a change of a project by its number.
func (d *DB) Change(ctx context.Context, projectID string, number int) (store.Change, error) {
	c, err := getChange(ctx, d.r, projectID, number)
	if err != nil {
		return store.Change{}, fmt.Errorf("change: %w", err)
	}
	return c, nil
}

// Changes lists a project's changes, highest number first.
func (d *DB) Changes(ctx context.Context, q store.ChangeQuery) ([]store.Change, error) {
	limit := q.Limit
	if limit <= 0 {
		limit = 20
	}
	var sb strings.Builder
	sb.WriteString(`SELECT ` + changeCols + ` FROM changes WHERE project_id = ?`)
	args := []any{q.ProjectID}
	if q.State != "" {
		sb.WriteString(` AND state = ?`)
		args = append(args, string(q.State))
	}
	if q.Head != "" {
		sb.WriteString(` AND head = ?`)
		args = append(args, q.Head)
	}
	if q.JobID != "" {
		sb.WriteString(` AND job_id = ?`)
		args = append(args, q.JobID)
	}
	if q.Before > 0 {
		sb.WriteString(` AND number < ?`)
		args = append(args, q.Before)
	}
	sb.WriteString(` ORDER BY number DESC LIMIT ?`)
	args = append(args, limit)
	rows, err := d.r.QueryContext(ctx, sb.String(), args...)
	if err != nil {
		return nil, fmt.Errorf("changes: %w", err)
	}
	defer rows.Close()
	var out []store.Change
	for rows.Next() {
		c, err := scanChange(rows)
		if err != nil {
			return nil, fmt.Errorf("changes: %w", err)
		}
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("changes: %w", err)
	}
	return out, nil
}

// CountChanges counts a project's changes in a state ("" = every state).
func (d *DB) CountChanges(ctx context.Context, projectID string, state store.ChangeState) (int, error) {
	var n int
	var err error
	if state == "" {
		err = d.r.QueryRowContext(ctx, `SELECT count(*) FROM changes WHERE project_id = ?`, projectID).Scan(&n)
	} else {
		err = d.r.QueryRowContext(ctx, `SELECT count(*) FROM changes WHERE project_id = ? AND state = ?`,
			projectID, string(state)).Scan(&n)
	}
	if err != nil {
		return 0, fmt.Errorf("count changes: %w", err)
	}
	return n, nil
}

// UpdateChange loads the change, calls fn on it and writes what fn left
// in one transaction. fn sees a zero UpdatedAt: left zero, it becomes
// now. Updates of one database are serialized, so fn runs once, on the
// latest state.
func (d *DB) UpdateChange(ctx context.Context, projectID string, number int, fn func(c *store.Change) error) (store.Change, error) {
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return store.Change{}, fmt.Errorf("update change: %w", err)
	}
	defer tx.Rollback()
	orig, err := getChange(ctx, tx, projectID, number)
	if err != nil {
		return store.Change{}, fmt.Errorf("update change: %w", err)
	}
	c := orig
	c.UpdatedAt = time.Time{}
	if err := fn(&c); err != nil {
		return store.Change{}, err
	}
	c.UpdatedAt = orNow(c.UpdatedAt)
	if c.State == "" {
		c.State = orig.State
	}
	_, err = tx.ExecContext(ctx, `UPDATE changes SET title = ?, body = ?, base = ?, state = ?, head_commit = ?,
			base_commit = ?, merge_commit = ?, updated_at = ?, merged_at = ?, closed_at = ?, closed_by = ?
		WHERE project_id = ? AND number = ?`,
		c.Title, c.Body, c.Base, string(c.State), c.HeadCommit, c.BaseCommit, c.MergeCommit,
		micros(c.UpdatedAt), micros(c.MergedAt), micros(c.ClosedAt), c.ClosedBy, orig.ProjectID, orig.Number)
	if err != nil {
		return store.Change{}, fmt.Errorf("update change: %w", dbErr(err))
	}
	got, err := getChange(ctx, tx, projectID, number)
	if err != nil {
		return store.Change{}, fmt.Errorf("update change: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return store.Change{}, fmt.Errorf("update change: %w", err)
	}
	if merged(orig, got) {
		d.notes.Publish(store.Notification{Topic: store.TopicSite, ProjectID: got.ProjectID})
	}
	return got, nil
}

// merged reports whether an update merged a change.
func merged(before, after store.Change) bool {
	return before.State != store.ChangeMerged && after.State == store.ChangeMerged
}

// AddChangeComment appends a comment to a change and moves the change's
// UpdatedAt to the comment's time.
func (d *DB) AddChangeComment(ctx context.Context, cm store.ChangeComment) (store.ChangeComment, error) {
	cm.CreatedAt = orNow(cm.CreatedAt)
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return store.ChangeComment{}, fmt.Errorf("add comment: %w", err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `UPDATE changes SET updated_at = max(updated_at, ?) WHERE project_id = ? AND number = ?`,
		micros(cm.CreatedAt), cm.ProjectID, cm.Number)
	if err := affectedOne("add comment", res, err); err != nil {
		return store.ChangeComment{}, err
	}
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) + 1 FROM change_comments WHERE project_id = ? AND number = ?`,
		cm.ProjectID, cm.Number).Scan(&cm.Seq); err != nil {
		return store.ChangeComment{}, fmt.Errorf("add comment: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO change_comments (project_id, number, seq, author, body, created_at)
		VALUES (?, ?, ?, ?, ?, ?)`, cm.ProjectID, cm.Number, cm.Seq, cm.Author, cm.Body, micros(cm.CreatedAt)); err != nil {
		return store.ChangeComment{}, fmt.Errorf("add comment: %w", dbErr(err))
	}
	if err := tx.Commit(); err != nil {
		return store.ChangeComment{}, fmt.Errorf("add comment: %w", err)
	}
	cm.CreatedAt = cm.CreatedAt.UTC().Truncate(time.Microsecond)
	return cm, nil
}

// ChangeComments lists a change's comments by Seq; an unknown change has
// none.
func (d *DB) ChangeComments(ctx context.Context, projectID string, number int) ([]store.ChangeComment, error) {
	rows, err := d.r.QueryContext(ctx, `SELECT project_id, number, seq, author, body, created_at FROM change_comments
		WHERE project_id = ? AND number = ? ORDER BY seq`, projectID, number)
	if err != nil {
		return nil, fmt.Errorf("change comments: %w", err)
	}
	defer rows.Close()
	var out []store.ChangeComment
	for rows.Next() {
		var cm store.ChangeComment
		var created sql.NullInt64
		if err := rows.Scan(&cm.ProjectID, &cm.Number, &cm.Seq, &cm.Author, &cm.Body, &created); err != nil {
			return nil, fmt.Errorf("change comments: %w", err)
		}
		cm.CreatedAt = fromMicros(created)
		out = append(out, cm)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("change comments: %w", err)
	}
	return out, nil
}
