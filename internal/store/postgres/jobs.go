package postgres

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
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
		changed, checks           []byte
		errCode, errMsg           *string
		errRetry                  *bool
		created, updated, archive pgtype.Timestamptz
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
	if errCode != nil {
		j.Error = &store.JobError{Code: *errCode}
		if errMsg != nil {
			j.Error.Message = *errMsg
		}
		if errRetry != nil {
			j.Error.Retryable = *errRetry
		}
	}
	j.CreatedAt = fromTS(created)
	j.UpdatedAt = fromTS(updated)
	j.ArchivedAt = fromTS(archive)
	j.RequestHash = nilIfEmpty(reqHash)
	return j, nil
}

// jobArgs are the values of the mutable columns, from status to
// archived_at, in jobCols order.
func jobArgs(j *store.Job) ([]any, error) {
	changed, err := listJSON(j.ChangedFiles)
	if err != nil {
		return nil, fmt.Errorf("changed files: %w", err)
	}
	checks, err := mapJSON(j.Checks)
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
		errCode, errMsg, errRetry, j.CreatedAt, j.UpdatedAt, ts(j.ArchivedAt),
	}, nil
}

// getJob reads a job; lock adds FOR UPDATE.
func getJob(ctx context.Context, q querier, projectID, id string, lock bool) (store.Job, error) {
	if !storable(projectID, id) {
		return store.Job{}, store.ErrNotFound
	}
	query := `SELECT ` + jobCols + ` FROM jobs WHERE id = $1 AND project_id = $2`
	if lock {
		query += ` FOR UPDATE`
	}
	j, err := scanJob(q.QueryRow(ctx, query, id, projectID))
	if errors.Is(err, pgx.ErrNoRows) {
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
// it returns that key's job and created=false and writes nothing; of two
// concurrent calls with one key, one creates and the other returns its job.
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
	tx, err := d.pool.Begin(ctx)
	if err != nil {
		return store.Job{}, false, err
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	if j.IdempotencyKey != "" && storable(j.ProjectID, j.IdempotencyKey) {
		var first string
		err := tx.QueryRow(ctx, `SELECT job_id FROM idempotency_keys WHERE project_id = $1 AND idem_key = $2`,
			j.ProjectID, j.IdempotencyKey).Scan(&first)
		if err == nil {
			got, err := getJob(ctx, tx, j.ProjectID, first, false)
			return got, false, err
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return store.Job{}, false, err
		}
	}
	args, err := jobArgs(&j)
	if err != nil {
		return store.Job{}, false, err
	}
	args = append([]any{j.ID, j.ProjectID}, args...)
	args = append(args, j.IdempotencyKey, bytea(j.RequestHash))
	if _, err := tx.Exec(ctx, `INSERT INTO jobs (`+jobCols+`)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)`,
		args...); err != nil {
		return store.Job{}, false, dbErr(err)
	}
	if err := insertMessage(ctx, tx, m); err != nil {
		return store.Job{}, false, err
	}
	if j.IdempotencyKey != "" {
		var id string
		err := tx.QueryRow(ctx, `INSERT INTO idempotency_keys (project_id, idem_key, job_id, created_at)
			VALUES ($1, $2, $3, $4) ON CONFLICT (project_id, idem_key) DO NOTHING RETURNING job_id`,
			j.ProjectID, j.IdempotencyKey, j.ID, j.CreatedAt).Scan(&id)
		if errors.Is(err, pgx.ErrNoRows) {
			return store.Job{}, false, errIdempotencyRace
		}
		if err != nil {
			return store.Job{}, false, err
		}
	}
	if err := d.enqueue(ctx, tx, j); err != nil {
		return store.Job{}, false, err
	}
	got, err := getJob(ctx, tx, j.ProjectID, j.ID, false)
	if err != nil {
		return store.Job{}, false, err
	}
	if err := tx.Commit(ctx); err != nil {
		return store.Job{}, false, dbErr(err)
	}
	return got, true, nil
}

// enqueue inserts the River entry that runs j, in tx.
func (d *DB) enqueue(ctx context.Context, tx pgx.Tx, j store.Job) error {
	_, err := d.river.InsertTx(ctx, tx, store.RunJob{ProjectID: j.ProjectID, JobID: j.ID}, &river.InsertOpts{
		Queue:       store.RunJobQueue,
		MaxAttempts: store.RunJobMaxAttempts,
	})
	if err != nil {
		return fmt.Errorf("enqueue: %w", err)
	}
	return nil
}

func insertMessage(ctx context.Context, tx pgx.Tx, m store.Message) error {
	_, err := tx.Exec(ctx, `INSERT INTO messages (job_id, seq, role, content, created_at) VALUES ($1, $2, $3, $4, $5)`,
		m.JobID, m.Seq, string(m.Role), m.Content, m.CreatedAt)
	if err != nil {
		return fmt.Errorf("message: %w", dbErr(err))
	}
	return nil
}

// Job finds a job of a project; another project's job is store.ErrNotFound.
func (d *DB) Job(ctx context.Context, projectID, id string) (store.Job, error) {
	j, err := getJob(ctx, d.pool, projectID, id, false)
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
	if !storable(q.ProjectID, string(q.Status)) || (q.After != nil && !storable(q.After.ID)) {
		return store.JobPage{}, nil
	}
	var sb strings.Builder
	sb.WriteString(`SELECT ` + jobCols + ` FROM jobs WHERE project_id = $1`)
	args := []any{q.ProjectID}
	if q.Status != "" {
		args = append(args, string(q.Status))
		fmt.Fprintf(&sb, ` AND status = $%d`, len(args))
	}
	if q.After != nil {
		args = append(args, q.After.CreatedAt, q.After.ID)
		fmt.Fprintf(&sb, ` AND (created_at, id) < ($%d, $%d)`, len(args)-1, len(args))
	}
	args = append(args, limit+1)
	fmt.Fprintf(&sb, ` ORDER BY created_at DESC, id DESC LIMIT $%d`, len(args))
	rows, err := d.pool.Query(ctx, sb.String(), args...)
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

// UpdateJob loads and locks the job, calls fn on it and, when fn returns
// nil, writes the job (a zero UpdatedAt: now), the message (Seq: the next
// one; zero CreatedAt: the job's UpdatedAt; empty Role: user) and the queue
// entry fn asked for, in one transaction. Updates of one job wait for each
// other on the row lock, so fn runs once, on the latest state. fn cannot
// change ID, ProjectID, CreatedAt, IdempotencyKey or RequestHash.
func (d *DB) UpdateJob(ctx context.Context, projectID, id string, fn func(j *store.Job) (store.JobChange, error)) (store.Job, error) {
	tx, err := d.pool.Begin(ctx)
	if err != nil {
		return store.Job{}, fmt.Errorf("update job: %w", err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	orig, err := getJob(ctx, tx, projectID, id, true)
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
	if _, err := tx.Exec(ctx, `UPDATE jobs SET status = $1, phase = $2, repository = $3, ref = $4, model = $5,
			branch = $6, pr_link = $7, summary = $8, changed_files = $9, checks = $10,
			usage_steps = $11, usage_input_tokens = $12, usage_output_tokens = $13,
			error_code = $14, error_message = $15, error_retryable = $16,
			created_at = $17, updated_at = $18, archived_at = $19
		WHERE id = $20`, args...); err != nil {
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
		if err := tx.QueryRow(ctx, `SELECT COALESCE(MAX(seq), 0) + 1 FROM messages WHERE job_id = $1`,
			j.ID).Scan(&m.Seq); err != nil {
			return store.Job{}, fmt.Errorf("update job: message: %w", err)
		}
		if err := insertMessage(ctx, tx, m); err != nil {
			return store.Job{}, fmt.Errorf("update job: %w", err)
		}
	}
	if ch.Enqueue {
		if err := d.enqueue(ctx, tx, j); err != nil {
			return store.Job{}, fmt.Errorf("update job: %w", err)
		}
	}
	got, err := getJob(ctx, tx, projectID, id, false)
	if err != nil {
		return store.Job{}, fmt.Errorf("update job: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return store.Job{}, fmt.Errorf("update job: %w", err)
	}
	return got, nil
}

// CountJobs counts a project's jobs in a status ("" = every status).
func (d *DB) CountJobs(ctx context.Context, projectID string, status store.JobStatus) (int, error) {
	if !storable(projectID, string(status)) {
		return 0, nil
	}
	var n int
	var err error
	if status == "" {
		err = d.pool.QueryRow(ctx, `SELECT count(*) FROM jobs WHERE project_id = $1`, projectID).Scan(&n)
	} else {
		err = d.pool.QueryRow(ctx, `SELECT count(*) FROM jobs WHERE project_id = $1 AND status = $2`,
			projectID, string(status)).Scan(&n)
	}
	if err != nil {
		return 0, fmt.Errorf("count jobs: %w", err)
	}
	return n, nil
}

// Messages lists a job's transcript by Seq; an unknown job has none.
func (d *DB) Messages(ctx context.Context, jobID string) ([]store.Message, error) {
	if !storable(jobID) {
		return nil, nil
	}
	rows, err := d.pool.Query(ctx, `SELECT job_id, seq, role, content, created_at FROM messages
		WHERE job_id = $1 ORDER BY seq`, jobID)
	if err != nil {
		return nil, fmt.Errorf("messages: %w", err)
	}
	defer rows.Close()
	var ms []store.Message
	for rows.Next() {
		var m store.Message
		var created pgtype.Timestamptz
		if err := rows.Scan(&m.JobID, &m.Seq, &m.Role, &m.Content, &created); err != nil {
			return nil, fmt.Errorf("messages: %w", err)
		}
		m.CreatedAt = fromTS(created)
		ms = append(ms, m)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("messages: %w", err)
	}
	return ms, nil
}
