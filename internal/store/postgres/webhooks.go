package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/riverqueue/river"

	"github.com/foliodocs/folio/internal/store"
)

const webhookCols = `id, project_id, url, events, secret, description, created_at, disabled_at, disabled_reason`

func scanWebhook(s scanner) (store.Webhook, error) {
	var (
		w                 store.Webhook
		events            []byte
		created, disabled pgtype.Timestamptz
	)
	err := s.Scan(&w.ID, &w.ProjectID, &w.URL, &events, &w.Secret, &w.Description, &created, &disabled, &w.DisabledReason)
	if err != nil {
		return store.Webhook{}, err
	}
	if err := fromJSON(events, &w.Events); err != nil {
		return store.Webhook{}, fmt.Errorf("webhook %s: events: %w", w.ID, err)
	}
	w.CreatedAt = fromTS(created)
	w.DisabledAt = fromTS(disabled)
	return w, nil
}

// CreateWebhook writes a new webhook. A zero CreatedAt is now; empty
// Events are stored as NULL (every event).
func (d *DB) CreateWebhook(ctx context.Context, w store.Webhook) error {
	if w.ID == "" {
		return errors.New("create webhook: empty id")
	}
	if w.URL == "" || w.Secret == "" {
		return errors.New("create webhook: empty url or secret")
	}
	var events any
	if len(w.Events) > 0 {
		var err error
		if events, err = listJSON(w.Events); err != nil {
			return fmt.Errorf("create webhook: %w", err)
		}
	}
	_, err := d.pool.Exec(ctx, `INSERT INTO webhooks (`+webhookCols+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
		w.ID, w.ProjectID, w.URL, events, w.Secret, w.Description, orNow(w.CreatedAt), ts(w.DisabledAt), w.DisabledReason)
	if err != nil {
		return fmt.Errorf("create webhook: %w", dbErr(err))
	}
	return nil
}

// Webhook finds a webhook by ID.
func (d *DB) Webhook(ctx context.Context, id string) (store.Webhook, error) {
	if !storable(id) {
		return store.Webhook{}, fmt.Errorf("webhook: %w", store.ErrNotFound)
	}
	w, err := scanWebhook(d.pool.QueryRow(ctx, `SELECT `+webhookCols+` FROM webhooks WHERE id = $1`, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return store.Webhook{}, fmt.Errorf("webhook: %w", store.ErrNotFound)
	}
	if err != nil {
		return store.Webhook{}, fmt.Errorf("webhook: %w", err)
	}
	return w, nil
}

// Webhooks lists a project's webhooks, oldest first.
func (d *DB) Webhooks(ctx context.Context, projectID string) ([]store.Webhook, error) {
	if !storable(projectID) {
		return nil, nil
	}
	rows, err := d.pool.Query(ctx, `SELECT `+webhookCols+` FROM webhooks WHERE project_id = $1 ORDER BY created_at, id`, projectID)
	if err != nil {
		return nil, fmt.Errorf("webhooks: %w", err)
	}
	defer rows.Close()
	var ws []store.Webhook
	for rows.Next() {
		w, err := scanWebhook(rows)
		if err != nil {
			return nil, fmt.Errorf("webhooks: %w", err)
		}
		ws = append(ws, w)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("webhooks: %w", err)
	}
	return ws, nil
}

// DeleteWebhook removes a webhook; its deliveries and their attempts go
// with it (foreign keys).
func (d *DB) DeleteWebhook(ctx context.Context, id string) error {
	if !storable(id) {
		return fmt.Errorf("delete webhook: %w", store.ErrNotFound)
	}
	tag, err := d.pool.Exec(ctx, `DELETE FROM webhooks WHERE id = $1`, id)
	return affectedOne("delete webhook", tag, err)
}

// DisableWebhook stops deliveries to a webhook; disabling twice keeps the
// first time and reason.
func (d *DB) DisableWebhook(ctx context.Context, id string, at time.Time, reason string) error {
	if !storable(id) {
		return fmt.Errorf("disable webhook: %w", store.ErrNotFound)
	}
	tag, err := d.pool.Exec(ctx, `UPDATE webhooks
		SET disabled_reason = CASE WHEN disabled_at IS NULL THEN $1 ELSE disabled_reason END,
		    disabled_at = COALESCE(disabled_at, $2)
		WHERE id = $3`, reason, orNow(at), id)
	return affectedOne("disable webhook", tag, err)
}

// EnableWebhook turns a disabled webhook back on.
func (d *DB) EnableWebhook(ctx context.Context, id string) error {
	if !storable(id) {
		return fmt.Errorf("enable webhook: %w", store.ErrNotFound)
	}
	tag, err := d.pool.Exec(ctx, `UPDATE webhooks SET disabled_at = NULL, disabled_reason = '' WHERE id = $1`, id)
	return affectedOne("enable webhook", tag, err)
}

const deliveryCols = `id, webhook_id, job_id, seq, event, payload, state, attempts, last_status, last_error, next_attempt_at, created_at, updated_at`

func scanDelivery(s scanner) (store.Delivery, error) {
	var (
		dl                     store.Delivery
		jobID                  pgtype.Text
		seq                    pgtype.Int8
		payload, state         string
		next, created, updated pgtype.Timestamptz
	)
	err := s.Scan(&dl.ID, &dl.WebhookID, &jobID, &seq, &dl.Event, &payload, &state, &dl.Attempts,
		&dl.LastStatus, &dl.LastError, &next, &created, &updated)
	if err != nil {
		return store.Delivery{}, err
	}
	dl.JobID, dl.Seq = jobID.String, seq.Int64
	dl.Payload = []byte(payload)
	dl.State = store.DeliveryState(state)
	dl.NextAttemptAt = fromTS(next)
	dl.CreatedAt = fromTS(created)
	dl.UpdatedAt = fromTS(updated)
	return dl, nil
}

// EnqueueDeliveries writes deliveries with their queue entries in one
// transaction; a job event a webhook already has is skipped.
func (d *DB) EnqueueDeliveries(ctx context.Context, ds []store.NewDelivery) (int, error) {
	if len(ds) == 0 {
		return 0, nil
	}
	tx, err := d.pool.Begin(ctx)
	if err != nil {
		return 0, fmt.Errorf("enqueue deliveries: %w", err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	var entries []river.InsertManyParams
	for _, nd := range ds {
		dl := nd.Delivery
		if dl.ID == "" || dl.WebhookID == "" {
			return 0, errors.New("enqueue deliveries: empty id or webhook id")
		}
		created := orNow(dl.CreatedAt)
		var jobID, seq any
		if dl.JobID != "" {
			jobID, seq = dl.JobID, dl.Seq
		}
		var id string
		err := tx.QueryRow(ctx, `INSERT INTO webhook_deliveries
			(id, webhook_id, job_id, seq, event, payload, state, next_attempt_at, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $8)
			ON CONFLICT (webhook_id, job_id, seq) DO NOTHING RETURNING id`,
			dl.ID, dl.WebhookID, jobID, seq, dl.Event, string(dl.Payload), string(store.DeliveryPending), created).Scan(&id)
		if errors.Is(err, pgx.ErrNoRows) {
			continue // delivered already
		}
		if err != nil {
			return 0, fmt.Errorf("enqueue deliveries: %w", dbErr(err))
		}
		entries = append(entries, deliveryEntry(dl.ID, nd.MaxAttempts))
	}
	if len(entries) > 0 {
		if _, err := d.river.InsertManyTx(ctx, tx, entries); err != nil {
			return 0, fmt.Errorf("enqueue deliveries: %w", err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return 0, fmt.Errorf("enqueue deliveries: %w", dbErr(err))
	}
	return len(entries), nil
}

// deliveryEntry is the River entry that makes the attempts at a delivery.
func deliveryEntry(id string, maxAttempts int) river.InsertManyParams {
	return river.InsertManyParams{
		Args:       store.DeliverWebhook{DeliveryID: id},
		InsertOpts: &river.InsertOpts{Queue: store.HookQueue, MaxAttempts: max(1, maxAttempts)},
	}
}

// Delivery finds a delivery by ID.
func (d *DB) Delivery(ctx context.Context, id string) (store.Delivery, error) {
	dl, err := getDelivery(ctx, d.pool, id, false)
	if err != nil {
		return store.Delivery{}, fmt.Errorf("delivery: %w", err)
	}
	return dl, nil
}

// getDelivery reads a delivery, locking its row with forUpdate.
func getDelivery(ctx context.Context, q querier, id string, forUpdate bool) (store.Delivery, error) {
	if !storable(id) {
		return store.Delivery{}, store.ErrNotFound
	}
	query := `SELECT ` + deliveryCols + ` FROM webhook_deliveries WHERE id = $1`
	if forUpdate {
		query += ` FOR UPDATE`
	}
	dl, err := scanDelivery(q.QueryRow(ctx, query, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return store.Delivery{}, store.ErrNotFound
	}
	return dl, err
}

// Deliveries lists a webhook's deliveries, newest first.
func (d *DB) Deliveries(ctx context.Context, q store.DeliveryQuery) (store.DeliveryPage, error) {
	limit := q.Limit
	if limit <= 0 {
		limit = 50
	}
	if !storable(q.WebhookID, string(q.State)) || q.After != nil && !storable(q.After.ID) {
		return store.DeliveryPage{}, nil
	}
	query := `SELECT ` + deliveryCols + ` FROM webhook_deliveries WHERE webhook_id = $1`
	args := []any{q.WebhookID}
	if q.State != "" {
		args = append(args, string(q.State))
		query += fmt.Sprintf(` AND state = $%d`, len(args))
	}
	if q.After != nil {
		args = append(args, q.After.CreatedAt, q.After.ID)
		query += fmt.Sprintf(` AND (created_at, id) < ($%d, $%d)`, len(args)-1, len(args))
	}
	args = append(args, limit+1)
	query += fmt.Sprintf(` ORDER BY created_at DESC, id DESC LIMIT $%d`, len(args))
	rows, err := d.pool.Query(ctx, query, args...)
	if err != nil {
		return store.DeliveryPage{}, fmt.Errorf("deliveries: %w", err)
	}
	defer rows.Close()
	var page store.DeliveryPage
	for rows.Next() {
		dl, err := scanDelivery(rows)
		if err != nil {
			return store.DeliveryPage{}, fmt.Errorf("deliveries: %w", err)
		}
		page.Deliveries = append(page.Deliveries, dl)
	}
	if err := rows.Err(); err != nil {
		return store.DeliveryPage{}, fmt.Errorf("deliveries: %w", err)
	}
	if len(page.Deliveries) > limit {
		page.Deliveries = page.Deliveries[:limit]
		last := page.Deliveries[limit-1]
		page.Next = &store.DeliveryCursor{CreatedAt: last.CreatedAt, ID: last.ID}
	}
	return page, nil
}

// Attempts lists a delivery's attempts in order.
func (d *DB) Attempts(ctx context.Context, deliveryID string) ([]store.DeliveryAttempt, error) {
	if !storable(deliveryID) {
		return nil, nil
	}
	rows, err := d.pool.Query(ctx, `SELECT delivery_id, attempt, started_at, duration_us, status_code, error, response
		FROM webhook_attempts WHERE delivery_id = $1 ORDER BY attempt`, deliveryID)
	if err != nil {
		return nil, fmt.Errorf("attempts: %w", err)
	}
	defer rows.Close()
	var as []store.DeliveryAttempt
	for rows.Next() {
		var (
			a       store.DeliveryAttempt
			started pgtype.Timestamptz
			dur     int64
		)
		if err := rows.Scan(&a.DeliveryID, &a.Attempt, &started, &dur, &a.StatusCode, &a.Error, &a.Response); err != nil {
			return nil, fmt.Errorf("attempts: %w", err)
		}
		a.StartedAt = fromTS(started)
		a.Duration = time.Duration(dur) * time.Microsecond
		as = append(as, a)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("attempts: %w", err)
	}
	return as, nil
}

// RecordAttempt appends an attempt to a pending delivery and sets its
// state, in one transaction; the delivery's row lock numbers concurrent
// attempts one after the other.
func (d *DB) RecordAttempt(ctx context.Context, deliveryID string, a store.DeliveryAttempt, state store.DeliveryState, next time.Time) (store.DeliveryAttempt, error) {
	tx, err := d.pool.Begin(ctx)
	if err != nil {
		return store.DeliveryAttempt{}, fmt.Errorf("record attempt: %w", err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	dl, err := getDelivery(ctx, tx, deliveryID, true)
	if err != nil {
		return store.DeliveryAttempt{}, fmt.Errorf("record attempt: %w", err)
	}
	if dl.State != store.DeliveryPending {
		return store.DeliveryAttempt{}, fmt.Errorf("record attempt: delivery %s is %s: %w", deliveryID, dl.State, store.ErrConflict)
	}
	a.DeliveryID = deliveryID
	start := orNow(a.StartedAt)
	ended := start.Add(a.Duration)
	a.StartedAt = start.UTC().Truncate(time.Microsecond)
	a.Duration = a.Duration.Truncate(time.Microsecond)
	if err := tx.QueryRow(ctx, `SELECT COALESCE(MAX(attempt), 0) + 1 FROM webhook_attempts WHERE delivery_id = $1`, deliveryID).Scan(&a.Attempt); err != nil {
		return store.DeliveryAttempt{}, fmt.Errorf("record attempt: %w", err)
	}
	_, err = tx.Exec(ctx, `INSERT INTO webhook_attempts (delivery_id, attempt, started_at, duration_us, status_code, error, response)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		deliveryID, a.Attempt, a.StartedAt, a.Duration.Microseconds(), a.StatusCode, a.Error, a.Response)
	if err != nil {
		return store.DeliveryAttempt{}, fmt.Errorf("record attempt: %w", dbErr(err))
	}
	if state == "" {
		state = store.DeliveryPending
	}
	if state != store.DeliveryPending {
		next = time.Time{}
	}
	_, err = tx.Exec(ctx, `UPDATE webhook_deliveries
		SET state = $1, attempts = attempts + 1, last_status = $2, last_error = $3, next_attempt_at = $4, updated_at = $5
		WHERE id = $6`,
		string(state), a.StatusCode, a.Error, ts(next), ended, deliveryID)
	if err != nil {
		return store.DeliveryAttempt{}, fmt.Errorf("record attempt: %w", dbErr(err))
	}
	if err := tx.Commit(ctx); err != nil {
		return store.DeliveryAttempt{}, fmt.Errorf("record attempt: %w", dbErr(err))
	}
	return a, nil
}

// EndDelivery fails a pending delivery without an attempt.
func (d *DB) EndDelivery(ctx context.Context, id string, at time.Time, reason string) error {
	if !storable(id) {
		return fmt.Errorf("end delivery: %w", store.ErrNotFound)
	}
	tag, err := d.pool.Exec(ctx, `UPDATE webhook_deliveries
		SET state = $1, last_error = $2, next_attempt_at = NULL, updated_at = $3
		WHERE id = $4 AND state = $5`,
		string(store.DeliveryFailed), reason, orNow(at), id, string(store.DeliveryPending))
	if err := affectedOne("end delivery", tag, err); !errors.Is(err, store.ErrNotFound) {
		return err
	}
	if _, err := d.Delivery(ctx, id); err != nil {
		return fmt.Errorf("end delivery: %w", err)
	}
	return fmt.Errorf("end delivery %s: not pending: %w", id, store.ErrConflict)
}

// Redeliver makes an ended delivery pending again, with a new queue entry.
func (d *DB) Redeliver(ctx context.Context, id string, maxAttempts int, at time.Time) error {
	tx, err := d.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("redeliver: %w", err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	dl, err := getDelivery(ctx, tx, id, true)
	if err != nil {
		return fmt.Errorf("redeliver: %w", err)
	}
	if dl.State == store.DeliveryPending {
		return fmt.Errorf("redeliver %s: still pending: %w", id, store.ErrConflict)
	}
	t := orNow(at)
	if _, err := tx.Exec(ctx, `UPDATE webhook_deliveries SET state = $1, next_attempt_at = $2, updated_at = $2 WHERE id = $3`,
		string(store.DeliveryPending), t, id); err != nil {
		return fmt.Errorf("redeliver: %w", err)
	}
	if _, err := d.river.InsertManyTx(ctx, tx, []river.InsertManyParams{deliveryEntry(id, maxAttempts)}); err != nil {
		return fmt.Errorf("redeliver: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("redeliver: %w", dbErr(err))
	}
	return nil
}

// PruneDeliveries deletes the deliveries that ended before before.
func (d *DB) PruneDeliveries(ctx context.Context, before time.Time) (int, error) {
	tag, err := d.pool.Exec(ctx, `DELETE FROM webhook_deliveries WHERE state <> 'pending' AND updated_at < $1`, before)
	if err != nil {
		return 0, fmt.Errorf("prune deliveries: %w", err)
	}
	return int(tag.RowsAffected()), nil
}
