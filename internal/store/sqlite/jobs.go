package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

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
		changed, checks           sql.NullString
		errCode, errMsg           sql.NullString
		errRetry                  sql.NullBool
		created, updated, archive sql.NullInt64
		heartbeat                 sql.NullInt64
		reqHash                   []byte
		jobContext                sql.NullString
		draft                     sql.NullBool
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
	if errCode.Valid {
		j.Error = &domain.JobError{Code: errCode.String, Message: errMsg.String, Retryable: errRetry.Bool}
	}
	j.CreatedAt = fromMicros(created)
	j.UpdatedAt = fromMicros(updated)
	j.ArchivedAt = fromMicros(archive)
	j.HeartbeatAt = fromMicros(heartbeat)
	j.RequestHash = nilIfEmpty(reqHash)
	if draft.Valid {
		j.Draft = &draft.Bool
	}
	return j, nil
}

// jobArgs are the values of the mutable columns, from status to
// resumes, in jobCols order.
func jobArgs(j *domain.Job) ([]any, error) {
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
		j.Prompts, j.RunOwner, micros(j.HeartbeatAt), j.Resumes,
	}, nil
}

// optionArgs are the values of the columns after pr_draft, in jobCols
// order: the job's options and the rest of its usage.
func optionArgs(j *domain.Job) []any {
	var draft any
	if j.Draft != nil {
		draft = *j.Draft
	}
	return []any{draft, j.Usage.CachedInputTokens, j.Usage.CacheWriteTokens, j.Usage.CostMicros}
}

// contextText is the job_context column of a job: its context as JSON,
// NULL when it has none. It is written when the job is created only: a
// job's context never changes.
func contextText(c *domain.JobContext) (any, error) { return jsonText(c, c == nil) }

func getJob(ctx context.Context, q querier, projectID, id string) (domain.Job, error) {
	j, err := scanJob(q.QueryRowContext(ctx, qJobByID, id, projectID))
	if errors.Is(err, sql.ErrNoRows) {
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
// it returns that key's job and created=false and writes nothing.
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
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return domain.Job{}, false, err
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
			return domain.Job{}, false, err
		}
	}
	args, err := jobArgs(&j)
	if err != nil {
		return domain.Job{}, false, err
	}
	args = append([]any{j.ID, j.ProjectID}, args...)
	args = append(args, j.IdempotencyKey, blob(j.RequestHash), j.PR.Number, j.PR.State, j.PR.Draft)
	args = append(args, optionArgs(&j)...)
	jc, err := contextText(j.Context)
	if err != nil {
		return domain.Job{}, false, fmt.Errorf("job context: %w", err)
	}
	args = append(args, jc)
	if _, err := q.ExecContext(ctx, qInsertJob, args...); err != nil {
		return domain.Job{}, false, dbErr(err)
	}
	seq := int64(0)
	if err := d.record(ctx, tx, j, store.JobChange{Messages: []domain.Message{m}, Events: events}, &seq); err != nil {
		return domain.Job{}, false, err
	}
	if j.IdempotencyKey != "" {
		var id string
		err := tx.QueryRowContext(ctx, `INSERT INTO idempotency_keys (project_id, idem_key, job_id, created_at)
			VALUES (?, ?, ?, ?) ON CONFLICT (project_id, idem_key) DO NOTHING RETURNING job_id`,
			j.ProjectID, j.IdempotencyKey, j.ID, micros(j.CreatedAt)).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return domain.Job{}, false, errIdempotencyRace
		}
		if err != nil {
			return domain.Job{}, false, err
		}
	}
	if err := d.enqueue(ctx, tx, j); err != nil {
		return domain.Job{}, false, err
	}
	got, err := getJob(ctx, q, j.ProjectID, j.ID)
	if err != nil {
		return domain.Job{}, false, err
	}
	if err := tx.Commit(); err != nil {
		return domain.Job{}, false, err
	}
	d.notes.Publish(jobNote(j))
	return got, true, nil
}

// jobNote is the notification of new events of j.
func jobNote(j domain.Job) store.Notification {
	return store.Notification{Topic: store.TopicJob, ProjectID: j.ProjectID, JobID: j.ID}
}

// enqueue inserts the River entry that runs j, in tx.
func (d *DB) enqueue(ctx context.Context, tx *sql.Tx, j domain.Job) error {
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
// job's transcript and event log, in tx, and queues the webhook fan-out of
// every event that names a hook. Empty roles are user, zero times the
// job's UpdatedAt. *seq is the last event's number, 0 when unknown.
func (d *DB) record(ctx context.Context, tx *sql.Tx, j domain.Job, ch store.JobChange, seq *int64) error {
	if len(ch.Messages) == 0 && len(ch.Events) == 0 {
		return nil
	}
	q := d.ws.in(tx)
	var msgSeq int64
	if len(ch.Messages) > 0 {
		if err := q.QueryRowContext(ctx, qLastMessage, j.ID).Scan(&msgSeq); err != nil {
			return fmt.Errorf("message: %w", err)
		}
	}
	if *seq == 0 {
		if err := q.QueryRowContext(ctx, qLastEvent, j.ID).Scan(seq); err != nil {
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
		if _, err := q.ExecContext(ctx, qInsertMessage, m.JobID, m.Seq, string(m.Role), m.Content,
			m.Tool, m.IsError, m.Commit, micros(m.CreatedAt)); err != nil {
			return fmt.Errorf("message: %w", dbErr(err))
		}
		data, err := json.Marshal(m.Data())
		if err != nil {
			return fmt.Errorf("message event: %w", err)
		}
		*seq++
		if err := d.insertEvent(ctx, q, tx, j, *seq, store.NewEvent{Type: store.EventTypeOf(m), Data: data}, m.CreatedAt); err != nil {
			return err
		}
	}
	for _, e := range ch.Events {
		*seq++
		if err := d.insertEvent(ctx, q, tx, j, *seq, e, at); err != nil {
			return err
		}
	}
	return nil
}

func (d *DB) insertEvent(ctx context.Context, q txStmts, tx *sql.Tx, j domain.Job, seq int64, e store.NewEvent, at time.Time) error {
	data := e.Data
	if len(data) == 0 {
		data = json.RawMessage("{}")
	}
	if _, err := q.ExecContext(ctx, qInsertEvent, j.ID, seq, string(e.Type), string(data), micros(at)); err != nil {
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
	j, err := getJob(ctx, d.r, projectID, id)
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

// UpdateJob loads the job, calls fn on it and, when fn returns nil,
// writes the job (a zero UpdatedAt: now), the messages and events (see
// record) and the queue entry fn asked for, in one transaction. Updates of
// one database are serialized, so fn runs once, on the latest state. fn
// cannot change ID, ProjectID, CreatedAt, IdempotencyKey or RequestHash.
func (d *DB) UpdateJob(ctx context.Context, projectID, id string, fn func(j *domain.Job) (store.JobChange, error)) (domain.Job, error) {
	return d.updateJob(ctx, projectID, id, fn, nil)
}

// ClaimJob is UpdateJob with the cap on a project's running jobs. Every
// write is serialized on the one writer, so the count cannot go stale
// before the update.
func (d *DB) ClaimJob(ctx context.Context, projectID, id string, maxRunning int, fresh time.Time, fn func(j *domain.Job) (store.JobChange, error)) (domain.Job, error) {
	return d.updateJob(ctx, projectID, id, fn, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM jobs WHERE project_id = ? AND id != ?
			AND status = 'active' AND run_owner != '' AND heartbeat_at >= ?`, projectID, id, fresh.UnixMicro()).Scan(&n); err != nil {
			return fmt.Errorf("count running jobs: %w", err)
		}
		if n >= maxRunning {
			return store.ErrBusy
		}
		return nil
	})
}

// updateJob is UpdateJob; check, when set, runs in the transaction after
// fn for a change that leaves the job claimed, and may refuse it.
func (d *DB) updateJob(ctx context.Context, projectID, id string, fn func(j *domain.Job) (store.JobChange, error), check func(tx *sql.Tx) error) (domain.Job, error) {
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return domain.Job{}, fmt.Errorf("update job: %w", err)
	}
	defer tx.Rollback()
	q := d.ws.in(tx)
	orig, err := getJob(ctx, q, projectID, id)
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
	if _, err := q.ExecContext(ctx, qUpdateJob, args...); err != nil {
		return domain.Job{}, fmt.Errorf("update job: %w", dbErr(err))
	}
	var seq int64
	if err := d.record(ctx, tx, j, ch, &seq); err != nil {
		return domain.Job{}, fmt.Errorf("update job: %w", err)
	}
	if ch.State != nil {
		if _, err := q.ExecContext(ctx, qSaveAgentState, j.ID, ch.State, j.UpdatedAt.UnixMicro()); err != nil {
			return domain.Job{}, fmt.Errorf("update job: agent state: %w", dbErr(err))
		}
	}
	if ch.Enqueue {
		if err := d.enqueue(ctx, tx, j); err != nil {
			return domain.Job{}, fmt.Errorf("update job: %w", err)
		}
	}
	got, err := getJob(ctx, q, projectID, id)
	if err != nil {
		return domain.Job{}, fmt.Errorf("update job: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return domain.Job{}, fmt.Errorf("update job: %w", err)
	}
	if len(ch.Messages) > 0 || len(ch.Events) > 0 {
		d.notes.Publish(jobNote(j))
	}
	return got, nil
}

// Heartbeat sets HeartbeatAt of an active job that owner runs.
func (d *DB) Heartbeat(ctx context.Context, projectID, id, owner string, at time.Time) (bool, error) {
	if owner == "" {
		return false, nil
	}
	res, err := d.w.ExecContext(ctx, `UPDATE jobs SET heartbeat_at = ?
		WHERE id = ? AND project_id = ? AND run_owner = ? AND status = 'active'`, at.UnixMicro(), id, projectID, owner)
	if err != nil {
		return false, fmt.Errorf("heartbeat: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("heartbeat: %w", err)
	}
	return n == 1, nil
}

// RunningJobs lists the active jobs that have a RunOwner, oldest first.
func (d *DB) RunningJobs(ctx context.Context) ([]domain.Job, error) {
	rows, err := d.r.QueryContext(ctx, `SELECT `+jobCols+` FROM jobs WHERE run_owner != '' AND status = 'active'
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
// River keeps its times as text, which julianday reads.
func (d *DB) StrandedJobs(ctx context.Context, stale time.Time) ([]domain.Job, error) {
	rows, err := d.r.QueryContext(ctx, `SELECT `+jobCols+` FROM jobs j
		WHERE j.status = 'active' AND j.run_owner = '' AND j.updated_at < ?
		AND NOT EXISTS (SELECT 1 FROM river_job r WHERE r.kind = ? AND json_extract(r.args, '$.job_id') = j.id
			AND (r.state IN ('available', 'pending', 'retryable', 'scheduled')
				OR r.state = 'running' AND julianday(r.attempted_at) >= julianday(?)))
		ORDER BY j.created_at, j.id`, stale.UnixMicro(), store.RunJob{}.Kind(), stale.UTC().Format("2006-01-02 15:04:05.000"))
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
func (d *DB) Messages(ctx context.Context, jobID string) ([]domain.Message, error) {
	rows, err := d.r.QueryContext(ctx, `SELECT job_id, seq, role, content, tool, is_error, commit_sha, created_at
		FROM messages WHERE job_id = ? ORDER BY seq`, jobID)
	if err != nil {
		return nil, fmt.Errorf("messages: %w", err)
	}
	defer rows.Close()
	var ms []domain.Message
	for rows.Next() {
		var m domain.Message
		var created sql.NullInt64
		if err := rows.Scan(&m.JobID, &m.Seq, &m.Role, &m.Content, &m.Tool, &m.IsError, &m.Commit, &created); err != nil {
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

// Events lists a job's events after a sequence number, in order.
func (d *DB) Events(ctx context.Context, jobID string, after int64, limit int) ([]store.Event, error) {
	if limit <= 0 {
		limit = 100
	}
	rows, err := d.r.QueryContext(ctx, `SELECT job_id, seq, type, data, created_at FROM events
		WHERE job_id = ? AND seq > ? ORDER BY seq LIMIT ?`, jobID, after, limit)
	if err != nil {
		return nil, fmt.Errorf("events: %w", err)
	}
	defer rows.Close()
	var out []store.Event
	for rows.Next() {
		var e store.Event
		var data string
		var created sql.NullInt64
		if err := rows.Scan(&e.JobID, &e.Seq, &e.Type, &data, &created); err != nil {
			return nil, fmt.Errorf("events: %w", err)
		}
		e.Data = json.RawMessage(data)
		e.CreatedAt = fromMicros(created)
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("events: %w", err)
	}
	return out, nil
}

// LastEvent is the Seq of a job's last event, 0 when it has none.
func (d *DB) LastEvent(ctx context.Context, jobID string) (int64, error) {
	var seq int64
	if err := d.r.QueryRowContext(ctx, qLastEvent, jobID).Scan(&seq); err != nil {
		return 0, fmt.Errorf("last event: %w", err)
	}
	return seq, nil
}

// AgentState reads what the agent of a job saved.
func (d *DB) AgentState(ctx context.Context, jobID string) ([]byte, error) {
	var data []byte
	err := d.r.QueryRowContext(ctx, `SELECT data FROM agent_states WHERE job_id = ?`, jobID).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("agent state: %w", store.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("agent state: %w", err)
	}
	return data, nil
}

const qSaveAgentState = `INSERT INTO agent_states (job_id, data, updated_at) VALUES (?, ?, ?)
	ON CONFLICT (job_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`

// SaveAgentState replaces what the agent of a job saved; an unknown job is
// store.ErrNotFound.
func (d *DB) SaveAgentState(ctx context.Context, jobID string, data []byte, at time.Time) error {
	if data == nil {
		data = []byte{}
	}
	_, err := d.w.ExecContext(ctx, qSaveAgentState, jobID, data, orNow(at).UnixMicro())
	if err != nil {
		return fmt.Errorf("save agent state: %w", dbErr(err))
	}
	return nil
}

// JobByPR finds the job whose pull request is number: the newest, should
// two have had it (a host's numbers are per repository, and a project's
// repository may change).
func (d *DB) JobByPR(ctx context.Context, projectID string, number int) (domain.Job, error) {
	if number <= 0 {
		return domain.Job{}, fmt.Errorf("job by pull request: %w", store.ErrNotFound)
	}
	j, err := scanJob(d.r.QueryRowContext(ctx, `SELECT `+jobCols+` FROM jobs
		WHERE project_id = ? AND pr_number = ? ORDER BY created_at DESC, id DESC LIMIT 1`, projectID, number))
	if errors.Is(err, sql.ErrNoRows) {
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
	rows, err := d.r.QueryContext(ctx, `SELECT `+jobCols+` FROM jobs WHERE pr_state = 'open'
		ORDER BY updated_at, id LIMIT ?`, limit)
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
