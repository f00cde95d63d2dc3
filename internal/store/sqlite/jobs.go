package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/riverqueue/river"

	"github.com/foliodocs/folio/internal/store"
)

const jobCols = `id, project_id, status, phase, repository, ref, model, branch, pr_link, summary,
	changed_files, checks, usage_steps, usage_input_tokens, usage_output_tokens,
	error_code, error_message, error_retryable, created_at, updated_at, archived_at,
	idempotency_key, request_hash`

func scanJob(s scanner) (store.Job, error) {
	var (
		j                         store.Job
		changed, checks           sql.NullString
		errCode, errMsg           sql.NullString
		errRetry                  sql.NullBool
		created, updated, archive sql.NullInt64
		reqHash                   []byte
	)
	err := s.Scan(&j.ID, &j.ProjectID, &j.Status, &j.Phase, &j.Repository, &j.Ref, &j.Model, &j.Branch,
		&j.PRLink, &j.Summary, &changed, &checks, &j.Usage.Steps, &j.Usage.InputTokens, &j.Usage.OutputTokens,
		&errCode, &errMsg, &errRetry, &created, &updated, &archive, &j.IdempotencyKey, &reqHash)
	if err != nil {
		return store.Job{}, err
	}
	if err := fromJSON(changed, &j.ChangedFiles); err != nil {
		return store.Job{}, fmt.Errorf("job %s: changed files: %w", j.ID, err)
	}
	if err := fromJSON(checks, &j.Checks); err != nil {
		return store.Job{}, fmt.Errorf("job %s: checks: %w", j.ID, err)
	}
	if errCode.Valid {
		j.Error = &store.JobError{Code: errCode.String, Message: errMsg.String, Retryable: errRetry.Bool}
	}
	j.CreatedAt = fromMicros(created)
	j.UpdatedAt = fromMicros(updated)
	j.ArchivedAt = fromMicros(archive)
	j.RequestHash = nilIfEmpty(reqHash)
	return j, nil
}

// jobArgs are the values of the mutable columns, from status to
// archived_at, in jobCols order.
func jobArgs(j *store.Job) ([]any, error) {
	changed, err := listText(j.ChangedFiles)
	if err != nil {
		return nil, fmt.Errorf("changed files: %w", err)
	}
	checks, err := mapText(j.Checks)
	if err != nil {
		return nil, fmt.Errorf("checks: %w", err)
	}
	var errCode, errMsg, errRetry any
	if j.Error != nil {
		errCode, errMsg, errRetry = j.Error.Code, j.Error.Message, j.Error.Retryable
	}
	return []any{
		string(j.Status), j.Phase, j.Repository, j.Ref, j.Model, j.Branch, j.PRLink, j.Summary,
		changed, checks, j.Usage.Steps, j.Usage.InputTokens, j.Usage.OutputTokens,
		errCode, errMsg, errRetry, micros(j.CreatedAt), micros(j.UpdatedAt), micros(j.ArchivedAt),
	}, nil
}

func getJob(ctx context.Context, q querier, projectID, id string) (store.Job, error) {
	j, err := scanJob(q.QueryRowContext(ctx, qJobByID, id, projectID))
	if errors.Is(err, sql.ErrNoRows) {
		return store.Job{}, store.ErrNotFound
	}
	return j, err
}

// errIdempotencyRace: another transaction took the idempotency key between
// the look-up and the insert; the next attempt finds its job.
var errIdempotencyRace = errors.New("idempotency key taken concurrently")

// CreateJob writes a job, its first message (Seq 1) and its queue entry in
// one transaction. A zero Job.CreatedAt is now, a zero UpdatedAt is
// CreatedAt, a zero Message.CreatedAt is the job's CreatedAt and an empty
// Role is user. A missing project is store.ErrNotFound, a taken job ID
// store.ErrConflict. With an IdempotencyKey already recorded for the project
// it returns that key's job and created=false and writes nothing.
func (d *DB) CreateJob(ctx context.Context, nj store.NewJob) (store.Job, bool, error) {
	j, m := nj.Job, nj.Message
	if j.ID == "" || j.ProjectID == "" {
		return store.Job{}, false, errors.New("create job: empty id or project id")
	}
	j.CreatedAt = orNow(j.CreatedAt)
	if j.UpdatedAt.IsZero() {
		j.UpdatedAt = j.CreatedAt
	}
	if m.CreatedAt.IsZero() {
		m.CreatedAt = j.CreatedAt
	}
	if m.Role == "" {
		m.Role = store.RoleUser
	}
	m.JobID, m.Seq = j.ID, 1
	for attempt := 0; ; attempt++ {
		got, created, err := d.createJob(ctx, j, m)
		if errors.Is(err, errIdempotencyRace) && attempt < 3 {
			continue
		}
		if err != nil {
			return store.Job{}, false, fmt.Errorf("create job: %w", err)
		}
		return got, created, nil
	}
}

func (d *DB) createJob(ctx context.Context, j store.Job, m store.Message) (store.Job, bool, error) {
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return store.Job{}, false, err
	}
	defer tx.Rollback()
	q := d.ws.in(tx)
	if j.IdempotencyKey != "" {
		var first string
		err := q.QueryRowContext(ctx, qIdempotentJob, j.ProjectID, j.IdempotencyKey).Scan(&first)
		if err == nil {
			got, err := getJob(ctx, q, j.ProjectID, first)
			return got, false, err
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return store.Job{}, false, err
		}
	}
	args, err := jobArgs(&j)
	if err != nil {
		return store.Job{}, false, err
	}
	args = append([]any{j.ID, j.ProjectID}, args...)
	args = append(args, j.IdempotencyKey, blob(j.RequestHash))
	if _, err := q.ExecContext(ctx, qInsertJob, args...); err != nil {
		return store.Job{}, false, dbErr(err)
	}
	if err := insertMessage(ctx, q, m); err != nil {
		return store.Job{}, false, err
	}
	if j.IdempotencyKey != "" {
		var id string
		err := tx.QueryRowContext(ctx, `INSERT INTO idempotency_keys (project_id, idem_key, job_id, created_at)
			VALUES (?, ?, ?, ?) ON CONFLICT (project_id, idem_key) DO NOTHING RETURNING job_id`,
			j.ProjectID, j.IdempotencyKey, j.ID, micros(j.CreatedAt)).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return store.Job{}, false, errIdempotencyRace
		}
		if err != nil {
			return store.Job{}, false, err
		}
	}
	if err := d.enqueue(ctx, tx, j); err != nil {
		return store.Job{}, false, err
	}
	got, err := getJob(ctx, q, j.ProjectID, j.ID)
	if err != nil {
		return store.Job{}, false, err
	}
	if err := tx.Commit(); err != nil {
		return store.Job{}, false, err
	}
	return got, true, nil
}

// enqueue inserts the River entry that runs j, in tx.
func (d *DB) enqueue(ctx context.Context, tx *sql.Tx, j store.Job) error {
	_, err := d.river.InsertTx(ctx, tx, store.RunJob{ProjectID: j.ProjectID, JobID: j.ID}, &river.InsertOpts{
		Queue:       store.RunJobQueue,
		MaxAttempts: store.RunJobMaxAttempts,
	})
	if err != nil {
		return fmt.Errorf("enqueue: %w", err)
	}
	return nil
}

func insertMessage(ctx context.Context, q txQuerier, m store.Message) error {
	_, err := q.ExecContext(ctx, qInsertMessage, m.JobID, m.Seq, string(m.Role), m.Content, micros(m.CreatedAt))
	if err != nil {
		return fmt.Errorf("message: %w", dbErr(err))
	}
	return nil
}

// Job finds a job of a project; another project's job is store.ErrNotFound.
func (d *DB) Job(ctx context.Context, projectID, id string) (store.Job, error) {
	j, err := getJob(ctx, d.r, projectID, id)
	if err != nil {
		return store.Job{}, fmt.Errorf("job: %w", err)
	}
	return j, nil
}

// Jobs lists a project's jobs, newest first (by CreatedAt, then ID). A
// Limit of zero or less is 20. An unknown project has no jobs.
func (d *DB) Jobs(ctx context.Context, q store.JobQuery) (store.JobPage, error) {
	limit := q.Limit
	if limit <= 0 {
		limit = 20
	}
	var sb strings.Builder
	sb.WriteString(`SELECT ` + jobCols + ` FROM jobs WHERE project_id = ?`)
	args := []any{q.ProjectID}
	if q.Status != "" {
		sb.WriteString(` AND status = ?`)
		args = append(args, string(q.Status))
	}
	if q.After != nil {
		sb.WriteString(` AND (created_at, id) < (?, ?)`)
		args = append(args, q.After.CreatedAt.UnixMicro(), q.After.ID)
	}
	sb.WriteString(` ORDER BY created_at DESC, id DESC LIMIT ?`)
	args = append(args, limit+1)
	rows, err := d.r.QueryContext(ctx, sb.String(), args...)
	if err != nil {
		return store.JobPage{}, fmt.Errorf("jobs: %w", err)
	}
	defer rows.Close()
	var page store.JobPage
	for rows.Next() {
		j, err := scanJob(rows)
		if err != nil {
			return store.JobPage{}, fmt.Errorf("jobs: %w", err)
		}
		page.Jobs = append(page.Jobs, j)
	}
	if err := rows.Err(); err != nil {
		return store.JobPage{}, fmt.Errorf("jobs: %w", err)
	}
	if len(page.Jobs) > limit {
		page.Jobs = page.Jobs[:limit]
		last := page.Jobs[limit-1]
		page.Next = &store.JobCursor{CreatedAt: last.CreatedAt, ID: last.ID}
	}
	return page, nil
}

// UpdateJob loads the job, calls fn on it and, when fn returns nil, writes
// the job (a zero UpdatedAt: now), the message (Seq: the next one; zero
// CreatedAt: the job's UpdatedAt; empty Role: user) and the queue entry fn
// asked for, in one transaction. Updates of one database are serialized, so
// fn runs once, on the latest state. fn cannot change ID, ProjectID,
// CreatedAt, IdempotencyKey or RequestHash.
func (d *DB) UpdateJob(ctx context.Context, projectID, id string, fn func(j *store.Job) (store.JobChange, error)) (store.Job, error) {
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return store.Job{}, fmt.Errorf("update job: %w", err)
	}
	defer tx.Rollback()
	q := d.ws.in(tx)
	orig, err := getJob(ctx, q, projectID, id)
	if err != nil {
		return store.Job{}, fmt.Errorf("update job: %w", err)
	}
	j := orig
	j.ChangedFiles = slices.Clone(orig.ChangedFiles)
	j.Checks = maps.Clone(orig.Checks)
	if orig.Error != nil {
		e := *orig.Error
		j.Error = &e
	}
	ch, err := fn(&j)
	if err != nil {
		return store.Job{}, err
	}
	j.ID, j.ProjectID, j.CreatedAt = orig.ID, orig.ProjectID, orig.CreatedAt
	j.IdempotencyKey, j.RequestHash = orig.IdempotencyKey, orig.RequestHash
	j.UpdatedAt = orNow(j.UpdatedAt)
	args, err := jobArgs(&j)
	if err != nil {
		return store.Job{}, fmt.Errorf("update job: %w", err)
	}
	args = append(args, j.ID)
	if _, err := tx.ExecContext(ctx, `UPDATE jobs SET status = ?, phase = ?, repository = ?, ref = ?, model = ?,
			branch = ?, pr_link = ?, summary = ?, changed_files = ?, checks = ?,
			usage_steps = ?, usage_input_tokens = ?, usage_output_tokens = ?,
			error_code = ?, error_message = ?, error_retryable = ?,
			created_at = ?, updated_at = ?, archived_at = ?
		WHERE id = ?`, args...); err != nil {
		return store.Job{}, fmt.Errorf("update job: %w", dbErr(err))
	}
	if ch.Message != nil {
		m := *ch.Message
		m.JobID = j.ID
		if m.CreatedAt.IsZero() {
			m.CreatedAt = j.UpdatedAt
		}
		if m.Role == "" {
			m.Role = store.RoleUser
		}
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) + 1 FROM messages WHERE job_id = ?`,
			j.ID).Scan(&m.Seq); err != nil {
			return store.Job{}, fmt.Errorf("update job: message: %w", err)
		}
		if err := insertMessage(ctx, q, m); err != nil {
			return store.Job{}, fmt.Errorf("update job: %w", err)
		}
	}
	if ch.Enqueue {
		if err := d.enqueue(ctx, tx, j); err != nil {
			return store.Job{}, fmt.Errorf("update job: %w", err)
		}
	}
	got, err := getJob(ctx, q, projectID, id)
	if err != nil {
		return store.Job{}, fmt.Errorf("update job: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return store.Job{}, fmt.Errorf("update job: %w", err)
	}
	return got, nil
}

// CountJobs counts a project's jobs in a status ("" = every status).
func (d *DB) CountJobs(ctx context.Context, projectID string, status store.JobStatus) (int, error) {
	var n int
	var err error
	if status == "" {
		err = d.r.QueryRowContext(ctx, `SELECT count(*) FROM jobs WHERE project_id = ?`, projectID).Scan(&n)
	} else {
		err = d.r.QueryRowContext(ctx, `SELECT count(*) FROM jobs WHERE project_id = ? AND status = ?`,
			projectID, string(status)).Scan(&n)
	}
	if err != nil {
		return 0, fmt.Errorf("count jobs: %w", err)
	}
	return n, nil
}

// Messages lists a job's transcript by Seq; an unknown job has none.
func (d *DB) Messages(ctx context.Context, jobID string) ([]store.Message, error) {
	rows, err := d.r.QueryContext(ctx, `SELECT job_id, seq, role, content, created_at FROM messages
		WHERE job_id = ? ORDER BY seq`, jobID)
	if err != nil {
		return nil, fmt.Errorf("messages: %w", err)
	}
	defer rows.Close()
	var ms []store.Message
	for rows.Next() {
		var m store.Message
		var created sql.NullInt64
		if err := rows.Scan(&m.JobID, &m.Seq, &m.Role, &m.Content, &created); err != nil {
			return nil, fmt.Errorf("messages: %w", err)
		}
		m.CreatedAt = fromMicros(created)
		ms = append(ms, m)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("messages: %w", err)
	}
	return ms, nil
}
