package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/foliodocs/folio/internal/store"
)

const changeCols = `project_id, number, job_id, title, body, base, head, state, head_commit, base_commit, merge_commit,
	created_at, updated_at, merged_at, closed_at, closed_by`

func scanChange(s scanner) (store.Change, error) {
	var (
		c                                store.Change
		created, updated, merged, closed pgtype.Timestamptz
	)
	err := s.Scan(&c.ProjectID, &c.Number, &c.JobID, &c.Title, &c.Body, &c.Base, &c.Head, &c.State,
		&c.HeadCommit, &c.BaseCommit, &c.MergeCommit, &created, &updated, &merged, &closed, &c.ClosedBy)
	if err != nil {
		return store.Change{}, err
	}
	c.CreatedAt = fromTS(created)
	c.UpdatedAt = fromTS(updated)
	c.MergedAt = fromTS(merged)
	c.ClosedAt = fromTS(closed)
	return c, nil
}

// getChange reads a change; lock adds FOR UPDATE.
func getChange(ctx context.Context, q querier, projectID string, number int, lock bool) (store.Change, error) {
	if !storable(projectID) {
		return store.Change{}, store.ErrNotFound
	}
	query := `SELECT ` + changeCols + ` FROM changes WHERE project_id = $1 AND number = $2`
	if lock {
		query += ` FOR UPDATE`
	}
	c, err := scanChange(q.QueryRow(ctx, query, projectID, number))
	if errors.Is(err, pgx.ErrNoRows) {
		return store.Change{}, store.ErrNotFound
	}
	return c, err
}

// CreateChange writes a new change numbered after the project's last one.
// A zero CreatedAt is now, a zero UpdatedAt is CreatedAt, an empty State
// is open. The number comes from the project's counter row, bumped under
// its row lock in the same transaction, so concurrent creations on any
// node get 1, 2, 3, … without gaps or repeats (a creation that fails
// gives its number back with its rollback).
func (d *DB) CreateChange(ctx context.Context, c store.Change) (store.Change, error) {
	if c.ProjectID == "" {
		return store.Change{}, errors.New("create change: empty project id")
	}
	if !storable(c.ProjectID) {
		return store.Change{}, fmt.Errorf("create change: %w", store.ErrNotFound)
	}
	c.CreatedAt = orNow(c.CreatedAt)
	if c.UpdatedAt.IsZero() {
		c.UpdatedAt = c.CreatedAt
	}
	if c.State == "" {
		c.State = store.ChangeOpen
	}
	var got store.Change
	err := pgx.BeginFunc(ctx, d.pool, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `INSERT INTO change_counters AS k (project_id, last_number) VALUES ($1, 1)
			ON CONFLICT (project_id) DO UPDATE SET last_number = k.last_number + 1
			RETURNING last_number`, c.ProjectID).Scan(&c.Number)
		if err != nil {
			return dbErr(err)
		}
		_, err = tx.Exec(ctx, `INSERT INTO changes (`+changeCols+`)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
			c.ProjectID, c.Number, c.JobID, c.Title, c.Body, c.Base, c.Head, string(c.State), c.HeadCommit, c.BaseCommit, c.MergeCommit,
			c.CreatedAt, c.UpdatedAt, ts(c.MergedAt), ts(c.ClosedAt), c.ClosedBy)
		if err != nil {
			return dbErr(err)
		}
		got, err = getChange(ctx, tx, c.ProjectID, c.Number, false)
		return err
	})
	if err != nil {
		return store.Change{}, fmt.Errorf("create change: %w", err)
	}
	return got, nil
}

// Change reads a change of a project by its number.
func (d *DB) Change(ctx context.Context, projectID string, number int) (store.Change, error) {
	c, err := getChange(ctx, d.pool, projectID, number, false)
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
	if !storable(q.ProjectID, string(q.State), q.Head, q.JobID) {
		return nil, nil
	}
	var sb strings.Builder
	sb.WriteString(`SELECT ` + changeCols + ` FROM changes WHERE project_id = $1`)
	args := []any{q.ProjectID}
	add := func(cond string, v any) {
		args = append(args, v)
		fmt.Fprintf(&sb, cond, len(args))
	}
	if q.State != "" {
		add(` AND state = $%d`, string(q.State))
	}
	if q.Head != "" {
		add(` AND head = $%d`, q.Head)
	}
	if q.JobID != "" {
		add(` AND job_id = $%d`, q.JobID)
	}
	if q.Before > 0 {
		add(` AND number < $%d`, q.Before)
	}
	add(` ORDER BY number DESC LIMIT $%d`, limit)
	rows, err := d.pool.Query(ctx, sb.String(), args...)
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
	if !storable(projectID, string(state)) {
		return 0, nil
	}
	var n int
	var err error
	if state == "" {
		err = d.pool.QueryRow(ctx, `SELECT count(*) FROM changes WHERE project_id = $1`, projectID).Scan(&n)
	} else {
		err = d.pool.QueryRow(ctx, `SELECT count(*) FROM changes WHERE project_id = $1 AND state = $2`,
			projectID, string(state)).Scan(&n)
	}
	if err != nil {
		return 0, fmt.Errorf("count changes: %w", err)
	}
	return n, nil
}

// UpdateChange loads and locks the change, calls fn on it and writes what
// fn left in one transaction. fn sees a zero UpdatedAt: left zero, it
// becomes now. Updates of one change wait for each other on the row
// lock, so fn runs once, on the latest state.
func (d *DB) UpdateChange(ctx context.Context, projectID string, number int, fn func(c *store.Change) error) (store.Change, error) {
	tx, err := d.pool.Begin(ctx)
	if err != nil {
		return store.Change{}, fmt.Errorf("update change: %w", err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	orig, err := getChange(ctx, tx, projectID, number, true)
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
	_, err = tx.Exec(ctx, `UPDATE changes SET title = $1, body = $2, base = $3, state = $4, head_commit = $5,
			base_commit = $6, merge_commit = $7, updated_at = $8, merged_at = $9, closed_at = $10, closed_by = $11
		WHERE project_id = $12 AND number = $13`,
		c.Title, c.Body, c.Base, string(c.State), c.HeadCommit, c.BaseCommit, c.MergeCommit,
		c.UpdatedAt, ts(c.MergedAt), ts(c.ClosedAt), c.ClosedBy, orig.ProjectID, orig.Number)
	if err != nil {
		return store.Change{}, fmt.Errorf("update change: %w", dbErr(err))
	}
	got, err := getChange(ctx, tx, projectID, number, false)
	if err != nil {
		return store.Change{}, fmt.Errorf("update change: %w", err)
	}
	if orig.State != store.ChangeMerged && got.State == store.ChangeMerged {
		if err := d.notify(ctx, tx, store.Notification{Topic: store.TopicSite, ProjectID: got.ProjectID}); err != nil {
			return store.Change{}, fmt.Errorf("update change: %w", err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return store.Change{}, fmt.Errorf("update change: %w", dbErr(err))
	}
	return got, nil
}

// AddChangeComment appends a comment to a change and moves the change's
// UpdatedAt to the comment's time. Comments of one change take their
// numbers one at a time, under the change's row lock.
func (d *DB) AddChangeComment(ctx context.Context, cm store.ChangeComment) (store.ChangeComment, error) {
	if !storable(cm.ProjectID) {
		return store.ChangeComment{}, fmt.Errorf("add comment: %w", store.ErrNotFound)
	}
	cm.CreatedAt = orNow(cm.CreatedAt)
	err := pgx.BeginFunc(ctx, d.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE changes SET updated_at = GREATEST(updated_at, $1) WHERE project_id = $2 AND number = $3`,
			cm.CreatedAt, cm.ProjectID, cm.Number)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return store.ErrNotFound
		}
		if err := tx.QueryRow(ctx, `SELECT COALESCE(MAX(seq), 0) + 1 FROM change_comments WHERE project_id = $1 AND number = $2`,
			cm.ProjectID, cm.Number).Scan(&cm.Seq); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `INSERT INTO change_comments (project_id, number, seq, author, body, created_at)
			VALUES ($1, $2, $3, $4, $5, $6)`, cm.ProjectID, cm.Number, cm.Seq, cm.Author, cm.Body, cm.CreatedAt)
		return dbErr(err)
	})
	if err != nil {
		return store.ChangeComment{}, fmt.Errorf("add comment: %w", err)
	}
	cm.CreatedAt = cm.CreatedAt.UTC().Truncate(time.Microsecond)
	return cm, nil
}

// ChangeComments lists a change's comments by Seq; an unknown change has
// none.
func (d *DB) ChangeComments(ctx context.Context, projectID string, number int) ([]store.ChangeComment, error) {
	if !storable(projectID) {
		return nil, nil
	}
	rows, err := d.pool.Query(ctx, `SELECT project_id, number, seq, author, body, created_at FROM change_comments
		WHERE project_id = $1 AND number = $2 ORDER BY seq`, projectID, number)
	if err != nil {
		return nil, fmt.Errorf("change comments: %w", err)
	}
	defer rows.Close()
	var out []store.ChangeComment
	for rows.Next() {
		var cm store.ChangeComment
		var created pgtype.Timestamptz
		if err := rows.Scan(&cm.ProjectID, &cm.Number, &cm.Seq, &cm.Author, &cm.Body, &created); err != nil {
			return nil, fmt.Errorf("change comments: %w", err)
		}
		cm.CreatedAt = fromTS(created)
		out = append(out, cm)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("change comments: %w", err)
	}
	return out, nil
}
