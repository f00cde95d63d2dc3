package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/riverqueue/river"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

const jobCols = `id, project_id, status, phase, repository, ref, model, branch, pr_link, summary,
	changed_files, checks, usage_steps, usage_input_tokens, usage_output_tokens,
	error_code, error_message, error_retryable, created_at, updated_at, archived_at,
	prompts, run_owner, heartbeat_at, resumes,
	idempotency_key, request_hash, pr_number, pr_state, pr_draft,
	draft, usage_cached_input_tokens, usage_cache_write_tokens, usage_cost_micros, job_context`

func scanJob(s scanner) (domain.Job, error) {
	var (
		j                         domain.Job
		changed, checks           []byte
		errCode, errMsg           *string
		errRetry                  *bool
		created, updated, archive pgtype.Timestamptz
		heartbeat                 pgtype.Timestamptz
		reqHash                   []byte
		jobContext                []byte
		draft                     *bool
	)
	err := s.Scan(&j.ID, &j.ProjectID, &j.Status, &j.Phase, &j.Repository, &j.Ref, &j.Model, &j.Branch,
		&j.PRLink, &j.Summary, &changed, &checks, &j.Usage.Steps, &j.Usage.InputTokens, &j.Usage.OutputTokens,
		&errCode, &errMsg, &errRetry, &created, &updated, &archive,
		&j.Prompts, &j.RunOwner, &heartbeat, &j.Resumes, &j.IdempotencyKey, &reqHash,
		&j.PR.Number, &j.PR.State, &j.PR.Draft,
		&draft, &j.Usage.CachedInputTokens, &j.Usage.CacheWriteTokens, &j.Usage.CostMicros, &jobContext)
	if err != nil {
		return domain.Job{}, err
	}
	if err := fromJSON(changed, &j.ChangedFiles); err != nil {
		return domain.Job{}, fmt.Errorf("job %s: changed files: %w", j.ID, err)
	}
	if err := fromJSON(checks, &j.Checks); err != nil {
		return domain.Job{}, fmt.Errorf("job %s: checks: %w", j.ID, err)
	}
	if err := fromJSON(jobContext, &j.Context); err != nil {
		return domain.Job{}, fmt.Errorf("job %s: context: %w", j.ID, err)
	}
	if errCode != nil {
		j.Error = &domain.JobError{Code: *errCode}
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
	j.HeartbeatAt = fromTS(heartbeat)
	j.RequestHash = nilIfEmpty(reqHash)
	j.Draft = draft
	return j, nil
}

// jobArgs are the values of the mutable columns, from status to
// resumes, in jobCols order.
func jobArgs(j *domain.Job) ([]any, error) {
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
		j.Prompts, j.RunOwner, ts(j.HeartbeatAt), j.Resumes,
	}, nil
}

// getJob reads a job; lock adds FOR UPDATE.
// contextText is the job_context column of a job: its context as JSON,
// NULL when it has none. It is written when the job is created only: a
// job's context never changes.
func contextText(c *domain.JobContext) (any, error) { return jsonb(c, c == nil) }

// optionArgs are the values of the columns after pr_draft, in jobCols
// order: the job's options and the rest of its usage.
func optionArgs(j *domain.Job) []any {
	var draft any
	if j.Draft != nil {
		draft = *j.Draft
	}
	return []any{draft, j.Usage.CachedInputTokens, j.Usage.CacheWriteTokens, j.Usage.CostMicros}
}

func getJob(ctx context.Context, q querier, projectID, id string, lock bool) (domain.Job, error) {
	if !storable(projectID, id) {
		return domain.Job{}, store.ErrNotFound
	}
	query := `SELECT ` + jobCols + ` FROM jobs WHERE id = $1 AND project_id = $2`
	if lock {
		query += ` FOR UPDATE`
	}
	j, err := scanJob(q.QueryRow(ctx, query, id, projectID))
	if errors.Is(err, pgx.ErrNoRows) {
		return domain.Job{}, store.ErrNotFound
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
func (d *DB) CreateJob(ctx context.Context, nj store.NewJob) (domain.Job, bool, error) {
	j, m := nj.Job, nj.Message
	if j.ID == "" || j.ProjectID == "" {
		return domain.Job{}, false, errors.New("create job: empty id or project id")
	}
	j.CreatedAt = orNow(j.CreatedAt)
	if j.UpdatedAt.IsZero() {
		j.UpdatedAt = j.CreatedAt
	}
	if m.CreatedAt.IsZero() {
		m.CreatedAt = j.CreatedAt
	}
	if m.Role == "" {
		m.Role = domain.RoleUser
	}
	m.JobID = j.ID
	for attempt := 0; ; attempt++ {
		got, created, err := d.createJob(ctx, j, m, nj.Events)
		if errors.Is(err, errIdempotencyRace) && attempt < 3 {
			continue
		}
		if err != nil {
			return domain.Job{}, false, fmt.Errorf("create job: %w", err)
		}
		return got, created, nil
	}
}

func (d *DB) createJob(ctx context.Context, j domain.Job, m domain.Message, events []store.NewEvent) (domain.Job, bool, error) {
	tx, err := d.pool.Begin(ctx)
	if err != nil {
		return domain.Job{}, false, err
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
			return domain.Job{}, false, err
		}
	}
	args, err := jobArgs(&j)
	if err != nil {
		return domain.Job{}, false, err
	}
	args = append([]any{j.ID, j.ProjectID}, args...)
	args = append(args, j.IdempotencyKey, bytea(j.RequestHash), j.PR.Number, j.PR.State, j.PR.Draft)
	args = append(args, optionArgs(&j)...)
	jc, err := contextText(j.Context)
	if err != nil {
		return domain.Job{}, false, fmt.Errorf("job context: %w", err)
	}
	args = append(args, jc)
	if _, err := tx.Exec(ctx, `INSERT INTO jobs (`+jobCols+`)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
			$24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35)`,
		args...); err != nil {
		return domain.Job{}, false, dbErr(err)
	}
	seq := int64(0)
	if err := d.record(ctx, tx, j, store.JobChange{Messages: []domain.Message{m}, Events: events}, &seq); err != nil {
		return domain.Job{}, false, err
	}
	if j.IdempotencyKey != "" {
		var id string
		err := tx.QueryRow(ctx, `INSERT INTO idempotency_keys (project_id, idem_key, job_id, created_at)
			VALUES ($1, $2, $3, $4) ON CONFLICT (project_id, idem_key) DO NOTHING RETURNING job_id`,
			j.ProjectID, j.IdempotencyKey, j.ID, j.CreatedAt).Scan(&id)
		if errors.Is(err, pgx.ErrNoRows) {
			return domain.Job{}, false, errIdempotencyRace
		}
		if err != nil {
			return domain.Job{}, false, err
		}
	}
	if err := d.enqueue(ctx, tx, j); err != nil {
		return domain.Job{}, false, err
	}
	got, err := getJob(ctx, tx, j.ProjectID, j.ID, false)
	if err != nil {
		return domain.Job{}, false, err
	}
	if err := tx.Commit(ctx); err != nil {
		return domain.Job{}, false, dbErr(err)
	}
	return got, true, nil
}

// enqueue inserts the River entry that runs j, in tx.
func (d *DB) enqueue(ctx context.Context, tx pgx.Tx, j domain.Job) error {
	_, err := d.river.InsertTx(ctx, tx, store.RunJob{ProjectID: j.ProjectID, JobID: j.ID}, &river.InsertOpts{
		Queue:       store.RunJobQueue,
		MaxAttempts: store.RunJobMaxAttempts,
	})
	if err != nil {
		return fmt.Errorf("enqueue: %w", err)
	}
	return nil
}

// record appends ch's messages (each with its event) and events to the
// job's transcript and event log, in tx, queues the webhook fan-out of
// every event that names a hook, and notifies the job's listeners. Empty roles are user, zero times the
// job's UpdatedAt. *seq is the last event's number, 0 when unknown. The
// job's row is locked (or new), so sequence numbers cannot race.
func (d *DB) record(ctx context.Context, tx pgx.Tx, j domain.Job, ch store.JobChange, seq *int64) error {
	if len(ch.Messages) == 0 && len(ch.Events) == 0 {
		return nil
	}
	var msgSeq int64
	if len(ch.Messages) > 0 {
		if err := tx.QueryRow(ctx, `SELECT COALESCE(MAX(seq), 0) FROM messages WHERE job_id = $1`, j.ID).Scan(&msgSeq); err != nil {
			return fmt.Errorf("message: %w", err)
		}
	}
	if *seq == 0 {
		if err := tx.QueryRow(ctx, `SELECT COALESCE(MAX(seq), 0) FROM events WHERE job_id = $1`, j.ID).Scan(seq); err != nil {
			return fmt.Errorf("event: %w", err)
		}
	}
	at := j.UpdatedAt
	for _, m := range ch.Messages {
		msgSeq++
		m.JobID, m.Seq = j.ID, msgSeq
		if m.CreatedAt.IsZero() {
			m.CreatedAt = at
		}
		// As the store keeps it, so the event says the same.
		m.CreatedAt = m.CreatedAt.UTC().Truncate(time.Microsecond)
		if m.Role == "" {
			m.Role = domain.RoleUser
		}
		if _, err := tx.Exec(ctx, `INSERT INTO messages (job_id, seq, role, content, tool, is_error, commit_sha, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
			m.JobID, m.Seq, string(m.Role), m.Content, m.Tool, m.IsError, m.Commit, m.CreatedAt); err != nil {
			return fmt.Errorf("message: %w", dbErr(err))
		}
		data, err := json.Marshal(m.Data())
		if err != nil {
			return fmt.Errorf("message event: %w", err)
		}
		*seq++
		if err := d.insertEvent(ctx, tx, j, *seq, store.NewEvent{Type: store.EventTypeOf(m), Data: data}, m.CreatedAt); err != nil {
			return err
		}
	}
	for _, e := range ch.Events {
		*seq++
		if err := d.insertEvent(ctx, tx, j, *seq, e, at); err != nil {
			return err
		}
	}
	return d.notify(ctx, tx, store.Notification{Topic: store.TopicJob, ProjectID: j.ProjectID, JobID: j.ID})
}

func (d *DB) insertEvent(ctx context.Context, tx pgx.Tx, j domain.Job, seq int64, e store.NewEvent, at time.Time) error {
	data := e.Data
	if len(data) == 0 {
		data = json.RawMessage("{}")
	}
	if _, err := tx.Exec(ctx, `INSERT INTO events (job_id, seq, type, data, created_at) VALUES ($1, $2, $3, $4, $5)`,
		j.ID, seq, string(e.Type), string(data), at); err != nil {
		return fmt.Errorf("event: %w", dbErr(err))
	}
	if e.Hook == "" {
		return nil
	}
	_, err := d.river.InsertTx(ctx, tx, store.JobHook{ProjectID: j.ProjectID, JobID: j.ID, Seq: seq, Hook: e.Hook},
		&river.InsertOpts{Queue: store.HookQueue, MaxAttempts: store.JobHookMaxAttempts})
	if err != nil {
		return fmt.Errorf("queue webhooks: %w", err)
	}
	return nil
}

// Job finds a job of a project; another project's job is store.ErrNotFound.
func (d *DB) Job(ctx context.Context, projectID, id string) (domain.Job, error) {
	j, err := getJob(ctx, d.pool, projectID, id, false)
	if err != nil {
		return domain.Job{}, fmt.Errorf("job: %w", err)
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
// nil, writes the job (a zero UpdatedAt: now), the messages and events
// (see record) and the queue entry fn asked for, in one transaction.
// Updates of one job wait for each other on the row lock, so fn runs once,
// on the latest state. fn cannot change ID, ProjectID, CreatedAt,
// IdempotencyKey or RequestHash.
func (d *DB) UpdateJob(ctx context.Context, projectID, id string, fn func(j *domain.Job) (store.JobChange, error)) (domain.Job, error) {
	return d.updateJob(ctx, projectID, id, fn, nil)
}

// ClaimJob is UpdateJob with the cap on a project's running jobs. Claims
// of one project take the project's row lock first (FOR NO KEY UPDATE,
// which new jobs' foreign keys do not wait for), so two nodes cannot both
// count the same free place.
func (d *DB) ClaimJob(ctx context.Context, projectID, id string, maxRunning int, fresh time.Time, fn func(j *domain.Job) (store.JobChange, error)) (domain.Job, error) {
	return d.updateJob(ctx, projectID, id, fn, func(tx pgx.Tx) error {
		var one int
		err := tx.QueryRow(ctx, `SELECT 1 FROM projects WHERE id = $1 FOR NO KEY UPDATE`, projectID).Scan(&one)
		if errors.Is(err, pgx.ErrNoRows) {
			return store.ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("lock project: %w", err)
		}
		var n int
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM jobs WHERE project_id = $1 AND id <> $2
			AND status = 'active' AND run_owner <> '' AND heartbeat_at >= $3`, projectID, id, fresh).Scan(&n); err != nil {
			return fmt.Errorf("count running jobs: %w", err)
		}
		if n >= maxRunning {
			return store.ErrBusy
		}
		return nil
	})
}

// updateJob is UpdateJob; check, when set, runs in the transaction for a
// change that leaves the job claimed, and may refuse it. It takes its
// locks before the job's, in the same order for every claim.
func (d *DB) updateJob(ctx context.Context, projectID, id string, fn func(j *domain.Job) (store.JobChange, error), check func(tx pgx.Tx) error) (domain.Job, error) {
	tx, err := d.pool.Begin(ctx)
	if err != nil {
		return domain.Job{}, fmt.Errorf("update job: %w", err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	if check != nil {
		// Counted before the job is locked; the job's own row is left out
		// of the count, so its state does not matter to it.
		if err := check(tx); err != nil {
			if errors.Is(err, store.ErrBusy) {
				// Decided below, once fn says whether it claims.
				check = func(pgx.Tx) error { return store.ErrBusy }
			} else {
				return domain.Job{}, fmt.Errorf("claim job: %w", err)
			}
		} else {
			check = nil
		}
	}
	orig, err := getJob(ctx, tx, projectID, id, true)
	if err != nil {
		return domain.Job{}, fmt.Errorf("update job: %w", err)
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
		return domain.Job{}, err
	}
	if check != nil && j.RunOwner != "" {
		if err := check(tx); err != nil {
			return domain.Job{}, err
		}
	}
	j.ID, j.ProjectID, j.CreatedAt = orig.ID, orig.ProjectID, orig.CreatedAt
	j.IdempotencyKey, j.RequestHash = orig.IdempotencyKey, orig.RequestHash
	j.Context = orig.Context // written at creation only (contextText)
	j.UpdatedAt = orNow(j.UpdatedAt)
	args, err := jobArgs(&j)
	if err != nil {
		return domain.Job{}, fmt.Errorf("update job: %w", err)
	}
	args = append(args, j.PR.Number, j.PR.State, j.PR.Draft)
	args = append(args, optionArgs(&j)...)
	args = append(args, j.ID)
	if _, err := tx.Exec(ctx, `UPDATE jobs SET status = $1, phase = $2, repository = $3, ref = $4, model = $5,
			branch = $6, pr_link = $7, summary = $8, changed_files = $9, checks = $10,
			usage_steps = $11, usage_input_tokens = $12, usage_output_tokens = $13,
			error_code = $14, error_message = $15, error_retryable = $16,
			created_at = $17, updated_at = $18, archived_at = $19,
			prompts = $20, run_owner = $21, heartbeat_at = $22, resumes = $23,
			pr_number = $24, pr_state = $25, pr_draft = $26,
			draft = $27, usage_cached_input_tokens = $28, usage_cache_write_tokens = $29, usage_cost_micros = $30
		WHERE id = $31`, args...); err != nil {
		return domain.Job{}, fmt.Errorf("update job: %w", dbErr(err))
	}
	var seq int64
	if err := d.record(ctx, tx, j, ch, &seq); err != nil {
		return domain.Job{}, fmt.Errorf("update job: %w", err)
	}
	if ch.State != nil {
		if _, err := tx.Exec(ctx, qSaveAgentState, j.ID, ch.State, j.UpdatedAt); err != nil {
			return domain.Job{}, fmt.Errorf("update job: agent state: %w", dbErr(err))
		}
	}
	if ch.Enqueue {
		if err := d.enqueue(ctx, tx, j); err != nil {
			return domain.Job{}, fmt.Errorf("update job: %w", err)
		}
	}
	got, err := getJob(ctx, tx, projectID, id, false)
	if err != nil {
		return domain.Job{}, fmt.Errorf("update job: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return domain.Job{}, fmt.Errorf("update job: %w", err)
	}
	return got, nil
}

// Heartbeat sets HeartbeatAt of an active job that owner runs.
func (d *DB) Heartbeat(ctx context.Context, projectID, id, owner string, at time.Time) (bool, error) {
	if owner == "" || !storable(projectID, id, owner) {
		return false, nil
	}
	tag, err := d.pool.Exec(ctx, `UPDATE jobs SET heartbeat_at = $1
		WHERE id = $2 AND project_id = $3 AND run_owner = $4 AND status = 'active'`, at, id, projectID, owner)
	if err != nil {
		return false, fmt.Errorf("heartbeat: %w", err)
	}
	return tag.RowsAffected() == 1, nil
}

// RunningJobs lists the active jobs that have a RunOwner, oldest first.
func (d *DB) RunningJobs(ctx context.Context) ([]domain.Job, error) {
	rows, err := d.pool.Query(ctx, `SELECT `+jobCols+` FROM jobs WHERE run_owner <> '' AND status = 'active'
		ORDER BY created_at, id`)
	if err != nil {
		return nil, fmt.Errorf("running jobs: %w", err)
	}
	defer rows.Close()
	var out []domain.Job
	for rows.Next() {
		j, err := scanJob(rows)
		if err != nil {
			return nil, fmt.Errorf("running jobs: %w", err)
		}
		out = append(out, j)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("running jobs: %w", err)
	}
	return out, nil
}

// StrandedJobs lists active, unclaimed jobs without a live queue entry.
func (d *DB) StrandedJobs(ctx context.Context, stale time.Time) ([]domain.Job, error) {
	rows, err := d.pool.Query(ctx, `SELECT `+jobCols+` FROM jobs j
		WHERE j.status = 'active' AND j.run_owner = '' AND j.updated_at < $1
		AND NOT EXISTS (SELECT 1 FROM river_job r WHERE r.kind = $2 AND r.args->>'job_id' = j.id
			AND (r.state IN ('available', 'pending', 'retryable', 'scheduled')
				OR r.state = 'running' AND r.attempted_at >= $1))
		ORDER BY j.created_at, j.id`, stale, store.RunJob{}.Kind())
	if err != nil {
		return nil, fmt.Errorf("stranded jobs: %w", err)
	}
	defer rows.Close()
	var out []domain.Job
	for rows.Next() {
		j, err := scanJob(rows)
		if err != nil {
			return nil, fmt.Errorf("stranded jobs: %w", err)
		}
		out = append(out, j)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("stranded jobs: %w", err)
	}
	return out, nil
}

// CountJobs counts a project's jobs in a status ("" = every status).
func (d *DB) CountJobs(ctx context.Context, projectID string, status domain.JobStatus) (int, error) {
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
func (d *DB) Messages(ctx context.Context, jobID string) ([]domain.Message, error) {
	if !storable(jobID) {
		return nil, nil
	}
	rows, err := d.pool.Query(ctx, `SELECT job_id, seq, role, content, tool, is_error, commit_sha, created_at
		FROM messages WHERE job_id = $1 ORDER BY seq`, jobID)
	if err != nil {
		return nil, fmt.Errorf("messages: %w", err)
	}
	defer rows.Close()
	var ms []domain.Message
	for rows.Next() {
		var m domain.Message
		var created pgtype.Timestamptz
		if err := rows.Scan(&m.JobID, &m.Seq, &m.Role, &m.Content, &m.Tool, &m.IsError, &m.Commit, &created); err != nil {
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

// Events lists a job's events after a sequence number, in order.
func (d *DB) Events(ctx context.Context, jobID string, after int64, limit int) ([]store.Event, error) {
	if !storable(jobID) {
		return nil, nil
	}
	if limit <= 0 {
		limit = 100
	}
	rows, err := d.pool.Query(ctx, `SELECT job_id, seq, type, data, created_at FROM events
		WHERE job_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`, jobID, after, limit)
	if err != nil {
		return nil, fmt.Errorf("events: %w", err)
	}
	defer rows.Close()
	var out []store.Event
	for rows.Next() {
		var e store.Event
		var data string
		var created pgtype.Timestamptz
		if err := rows.Scan(&e.JobID, &e.Seq, &e.Type, &data, &created); err != nil {
			return nil, fmt.Errorf("events: %w", err)
		}
		e.Data = json.RawMessage(data)
		e.CreatedAt = fromTS(created)
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("events: %w", err)
	}
	return out, nil
}

// LastEvent is the Seq of a job's last event, 0 when it has none.
func (d *DB) LastEvent(ctx context.Context, jobID string) (int64, error) {
	if !storable(jobID) {
		return 0, nil
	}
	var seq int64
	if err := d.pool.QueryRow(ctx, `SELECT COALESCE(MAX(seq), 0) FROM events WHERE job_id = $1`, jobID).Scan(&seq); err != nil {
		return 0, fmt.Errorf("last event: %w", err)
	}
	return seq, nil
}

// AgentState reads what the agent of a job saved.
func (d *DB) AgentState(ctx context.Context, jobID string) ([]byte, error) {
	if !storable(jobID) {
		return nil, fmt.Errorf("agent state: %w", store.ErrNotFound)
	}
	var data []byte
	err := d.pool.QueryRow(ctx, `SELECT data FROM agent_states WHERE job_id = $1`, jobID).Scan(&data)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("agent state: %w", store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("agent state: %w", err)
	}
	return data, nil
}

const qSaveAgentState = `INSERT INTO agent_states (job_id, data, updated_at) VALUES ($1, $2, $3)
	ON CONFLICT (job_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`

// SaveAgentState replaces what the agent of a job saved; an unknown job is
// store.ErrNotFound.
func (d *DB) SaveAgentState(ctx context.Context, jobID string, data []byte, at time.Time) error {
	if !storable(jobID) {
		return fmt.Errorf("save agent state: %w", store.ErrNotFound)
	}
	if data == nil {
		data = []byte{}
	}
	_, err := d.pool.Exec(ctx, qSaveAgentState, jobID, data, orNow(at))
	if err != nil {
		return fmt.Errorf("save agent state: %w", dbErr(err))
	}
	return nil
}

// JobByPR finds the job whose pull request is number: the newest, should
// two have had it.
func (d *DB) JobByPR(ctx context.Context, projectID string, number int) (domain.Job, error) {
	if number <= 0 {
		return domain.Job{}, fmt.Errorf("job by pull request: %w", store.ErrNotFound)
	}
	j, err := scanJob(d.pool.QueryRow(ctx, `SELECT `+jobCols+` FROM jobs
		WHERE project_id = $1 AND pr_number = $2 ORDER BY created_at DESC, id DESC LIMIT 1`, projectID, number))
	if errors.Is(err, pgx.ErrNoRows) {
		return domain.Job{}, fmt.Errorf("job by pull request: %w", store.ErrNotFound)
	}
	if err != nil {
		return domain.Job{}, fmt.Errorf("job by pull request: %w", err)
	}
	return j, nil
}

// JobsWithOpenPRs lists the jobs whose pull request was last seen open,
// least recently updated first.
func (d *DB) JobsWithOpenPRs(ctx context.Context, limit int) ([]domain.Job, error) {
	rows, err := d.pool.Query(ctx, `SELECT `+jobCols+` FROM jobs WHERE pr_state = 'open'
		ORDER BY updated_at, id LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("jobs with open pull requests: %w", err)
	}
	defer rows.Close()
	var out []domain.Job
	for rows.Next() {
		j, err := scanJob(rows)
		if err != nil {
			return nil, fmt.Errorf("jobs with open pull requests: %w", err)
		}
		out = append(out, j)
	}
	return out, rows.Err()
}
