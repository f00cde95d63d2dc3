package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/riverqueue/river"

	"github.com/foliodocs/folio/internal/store"
)

const webhookCols = `id, project_id, url, events, secret, description, created_at, disabled_at, disabled_reason`

func scanWebhook(s scanner) (store.Webhook, error) {
	var (
		w                 store.Webhook
		events            sql.NullString
		created, disabled sql.NullInt64
	)
	err := s.Scan(&w.ID, &w.ProjectID, &w.URL, &events, &w.Secret, &w.Description, &created, &disabled, &w.DisabledReason)
	if err != nil {
		return store.Webhook{}, err
	}
	if err := fromJSON(events, &w.Events); err != nil {
		return store.Webhook{}, fmt.Errorf("webhook %s: events: %w", w.ID, err)
	}
	w.CreatedAt = fromMicros(created)
	w.DisabledAt = fromMicros(disabled)
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
		if events, err = listText(w.Events); err != nil {
			return fmt.Errorf("create webhook: %w", err)
		}
	}
	_, err := d.w.ExecContext(ctx, `INSERT INTO webhooks (`+webhookCols+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		w.ID, w.ProjectID, w.URL, events, w.Secret, w.Description, micros(orNow(w.CreatedAt)), micros(w.DisabledAt), w.DisabledReason)
	if err != nil {
		return fmt.Errorf("create webhook: %w", dbErr(err))
	}
	return nil
}

// Webhook finds a webhook by ID.
func (d *DB) Webhook(ctx context.Context, id string) (store.Webhook, error) {
	w, err := scanWebhook(d.r.QueryRowContext(ctx, `SELECT `+webhookCols+` FROM webhooks WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return store.Webhook{}, fmt.Errorf("webhook: %w", store.ErrNotFound)
	}
	if err != nil {
		return store.Webhook{}, fmt.Errorf("webhook: %w", err)
	}
	return w, nil
}

// Webhooks lists a project's webhooks, oldest first.
func (d *DB) Webhooks(ctx context.Context, projectID string) ([]store.Webhook, error) {
	rows, err := d.r.QueryContext(ctx, `SELECT `+webhookCols+` FROM webhooks WHERE project_id = ? ORDER BY created_at, id`, projectID)
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
	res, err := d.w.ExecContext(ctx, `DELETE FROM webhooks WHERE id = ?`, id)
	return affectedOne("delete webhook", res, err)
}

// DisableWebhook stops deliveries to a webhook; disabling twice keeps the
// first time and reason.
func (d *DB) DisableWebhook(ctx context.Context, id string, at time.Time, reason string) error {
	res, err := d.w.ExecContext(ctx, `UPDATE webhooks
		SET disabled_reason = CASE WHEN disabled_at IS NULL THEN ? ELSE disabled_reason END,
		    disabled_at = COALESCE(disabled_at, ?)
		WHERE id = ?`, reason, micros(orNow(at)), id)
	return affectedOne("disable webhook", res, err)
}

// EnableWebhook turns a disabled webhook back on.
func (d *DB) EnableWebhook(ctx context.Context, id string) error {
	res, err := d.w.ExecContext(ctx, `UPDATE webhooks SET disabled_at = NULL, disabled_reason = '' WHERE id = ?`, id)
	return affectedOne("enable webhook", res, err)
}

const deliveryCols = `id, webhook_id, job_id, seq, event, payload, state, attempts, last_status, last_error, next_attempt_at, created_at, updated_at`

func scanDelivery(s scanner) (store.Delivery, error) {
	var (
		dl                     store.Delivery
		jobID                  sql.NullString
		seq                    sql.NullInt64
		payload                string
		next, created, updated sql.NullInt64
	)
	err := s.Scan(&dl.ID, &dl.WebhookID, &jobID, &seq, &dl.Event, &payload, &dl.State, &dl.Attempts,
		&dl.LastStatus, &dl.LastError, &next, &created, &updated)
	if err != nil {
		return store.Delivery{}, err
	}
	dl.JobID, dl.Seq = jobID.String, seq.Int64
	dl.Payload = []byte(payload)
	dl.NextAttemptAt = fromMicros(next)
	dl.CreatedAt = fromMicros(created)
	dl.UpdatedAt = fromMicros(updated)
	return dl, nil
}

// EnqueueDeliveries writes deliveries with their queue entries in one
// transaction; a job event a webhook already has is skipped.
func (d *DB) EnqueueDeliveries(ctx context.Context, ds []store.NewDelivery) (int, error) {
	if len(ds) == 0 {
		return 0, nil
	}
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("enqueue deliveries: %w", err)
	}
	defer tx.Rollback()
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
		err := tx.QueryRowContext(ctx, `INSERT INTO webhook_deliveries
			(id, webhook_id, job_id, seq, event, payload, state, next_attempt_at, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (webhook_id, job_id, seq) DO NOTHING RETURNING id`,
			dl.ID, dl.WebhookID, jobID, seq, dl.Event, string(dl.Payload), string(store.DeliveryPending),
			micros(created), micros(created), micros(created)).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
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
	if err := tx.Commit(); err != nil {
		return 0, fmt.Errorf("enqueue deliveries: %w", err)
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
	dl, err := getDelivery(ctx, d.r, id)
	if err != nil {
		return store.Delivery{}, fmt.Errorf("delivery: %w", err)
	}
	return dl, nil
}

func getDelivery(ctx context.Context, q querier, id string) (store.Delivery, error) {
	dl, err := scanDelivery(q.QueryRowContext(ctx, `SELECT `+deliveryCols+` FROM webhook_deliveries WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
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
	query := `SELECT ` + deliveryCols + ` FROM webhook_deliveries WHERE webhook_id = ?`
	args := []any{q.WebhookID}
	if q.State != "" {
		query += ` AND state = ?`
		args = append(args, string(q.State))
	}
	if q.After != nil {
		query += ` AND (created_at < ? OR (created_at = ? AND id < ?))`
		t := q.After.CreatedAt.UnixMicro()
		args = append(args, t, t, q.After.ID)
	}
	query += ` ORDER BY created_at DESC, id DESC LIMIT ?`
	args = append(args, limit+1)
	rows, err := d.r.QueryContext(ctx, query, args...)
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
	rows, err := d.r.QueryContext(ctx, `SELECT delivery_id, attempt, started_at, duration_us, status_code, error, response
		FROM webhook_attempts WHERE delivery_id = ? ORDER BY attempt`, deliveryID)
	if err != nil {
		return nil, fmt.Errorf("attempts: %w", err)
	}
	defer rows.Close()
	var as []store.DeliveryAttempt
	for rows.Next() {
		var (
			a       store.DeliveryAttempt
			started sql.NullInt64
			dur     int64
		)
		if err := rows.Scan(&a.DeliveryID, &a.Attempt, &started, &dur, &a.StatusCode, &a.Error, &a.Response); err != nil {
			return nil, fmt.Errorf("attempts: %w", err)
		}
		a.StartedAt = fromMicros(started)
		a.Duration = time.Duration(dur) * time.Microsecond
		as = append(as, a)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("attempts: %w", err)
	}
	return as, nil
}

// RecordAttempt appends an attempt to a pending delivery and sets its
// state, in one transaction.
func (d *DB) RecordAttempt(ctx context.Context, deliveryID string, a store.DeliveryAttempt, state store.DeliveryState, next time.Time) (store.DeliveryAttempt, error) {
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return store.DeliveryAttempt{}, fmt.Errorf("record attempt: %w", err)
	}
	defer tx.Rollback()
	dl, err := getDelivery(ctx, tx, deliveryID)
	if err != nil {
		return store.DeliveryAttempt{}, fmt.Errorf("record attempt: %w", err)
	}
	if dl.State != store.DeliveryPending {
		return store.DeliveryAttempt{}, fmt.Errorf("record attempt: delivery %s is %s: %w", deliveryID, dl.State, store.ErrConflict)
	}
	a.DeliveryID = deliveryID
	a.StartedAt = orNow(a.StartedAt)
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(attempt), 0) + 1 FROM webhook_attempts WHERE delivery_id = ?`, deliveryID).Scan(&a.Attempt); err != nil {
		return store.DeliveryAttempt{}, fmt.Errorf("record attempt: %w", err)
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO webhook_attempts (delivery_id, attempt, started_at, duration_us, status_code, error, response)
		VALUES (?, ?, ?, ?, ?, ?, ?)`,
		deliveryID, a.Attempt, micros(a.StartedAt), a.Duration.Microseconds(), a.StatusCode, a.Error, a.Response)
	if err != nil {
		return store.DeliveryAttempt{}, fmt.Errorf("record attempt: %w", dbErr(err))
	}
	if state == "" {
		state = store.DeliveryPending
	}
	if state != store.DeliveryPending {
		next = time.Time{}
	}
	_, err = tx.ExecContext(ctx, `UPDATE webhook_deliveries
		SET state = ?, attempts = attempts + 1, last_status = ?, last_error = ?, next_attempt_at = ?, updated_at = ?
		WHERE id = ?`,
		string(state), a.StatusCode, a.Error, micros(next), micros(a.StartedAt.Add(a.Duration)), deliveryID)
	if err != nil {
		return store.DeliveryAttempt{}, fmt.Errorf("record attempt: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return store.DeliveryAttempt{}, fmt.Errorf("record attempt: %w", err)
	}
	a.StartedAt = a.StartedAt.UTC().Truncate(time.Microsecond)
	a.Duration = a.Duration.Truncate(time.Microsecond)
	return a, nil
}

// EndDelivery fails a pending delivery without an attempt.
func (d *DB) EndDelivery(ctx context.Context, id string, at time.Time, reason string) error {
	res, err := d.w.ExecContext(ctx, `UPDATE webhook_deliveries
		SET state = ?, last_error = ?, next_attempt_at = NULL, updated_at = ?
		WHERE id = ? AND state = ?`,
		string(store.DeliveryFailed), reason, micros(orNow(at)), id, string(store.DeliveryPending))
	if err := affectedOne("end delivery", res, err); !errors.Is(err, store.ErrNotFound) {
		return err
	}
	if _, err := d.Delivery(ctx, id); err != nil {
		return fmt.Errorf("end delivery: %w", err)
	}
	return fmt.Errorf("end delivery %s: not pending: %w", id, store.ErrConflict)
}

// Redeliver makes an ended delivery pending again, with a new queue entry.
func (d *DB) Redeliver(ctx context.Context, id string, maxAttempts int, at time.Time) error {
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("redeliver: %w", err)
	}
	defer tx.Rollback()
	dl, err := getDelivery(ctx, tx, id)
	if err != nil {
		return fmt.Errorf("redeliver: %w", err)
	}
	if dl.State == store.DeliveryPending {
		return fmt.Errorf("redeliver %s: still pending: %w", id, store.ErrConflict)
	}
	t := micros(orNow(at))
	if _, err := tx.ExecContext(ctx, `UPDATE webhook_deliveries SET state = ?, next_attempt_at = ?, updated_at = ? WHERE id = ?`,
		string(store.DeliveryPending), t, t, id); err != nil {
		return fmt.Errorf("redeliver: %w", err)
	}
	if _, err := d.river.InsertManyTx(ctx, tx, []river.InsertManyParams{deliveryEntry(id, maxAttempts)}); err != nil {
		return fmt.Errorf("redeliver: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("redeliver: %w", err)
	}
	return nil
}

// PruneDeliveries deletes the deliveries that ended before before.
func (d *DB) PruneDeliveries(ctx context.Context, before time.Time) (int, error) {
	res, err := d.w.ExecContext(ctx, `DELETE FROM webhook_deliveries WHERE state != 'pending' AND updated_at < ?`, before.UnixMicro())
	if err != nil {
		return 0, fmt.Errorf("prune deliveries: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("prune deliveries: %w", err)
	}
	return int(n), nil
}
