package store

import (
	"context"
	"slices"
	"time"
)

// WebhookStore keeps each project's webhooks and the log of their
// deliveries (package webhook sends them).
type WebhookStore interface {
	// CreateWebhook writes a new webhook. A zero CreatedAt is now. An
	// unknown project is ErrNotFound, a taken ID ErrConflict.
	CreateWebhook(ctx context.Context, w Webhook) error
	Webhook(ctx context.Context, id string) (Webhook, error)
	// Webhooks lists a project's webhooks, oldest first.
	Webhooks(ctx context.Context, projectID string) ([]Webhook, error)
	// DeleteWebhook removes a webhook with its deliveries.
	DeleteWebhook(ctx context.Context, id string) error
	// DisableWebhook stops deliveries to a webhook (a zero at is now);
	// disabling twice keeps the first time and reason.
	DisableWebhook(ctx context.Context, id string, at time.Time, reason string) error
	// EnableWebhook turns a disabled webhook back on.
	EnableWebhook(ctx context.Context, id string) error

	// EnqueueDeliveries writes deliveries, each with its queue entry
	// (DeliverWebhook), in one transaction, and returns how many it
	// wrote: a delivery of a job event a webhook already has (same
	// WebhookID, JobID and Seq: a fan-out run twice) is skipped. A
	// webhook that does not exist is ErrNotFound, and nothing is written.
	EnqueueDeliveries(ctx context.Context, ds []NewDelivery) (int, error)
	Delivery(ctx context.Context, id string) (Delivery, error)
	// Deliveries lists a webhook's deliveries, newest first.
	Deliveries(ctx context.Context, q DeliveryQuery) (DeliveryPage, error)
	// Attempts lists a delivery's attempts in order.
	Attempts(ctx context.Context, deliveryID string) ([]DeliveryAttempt, error)
	// RecordAttempt appends an attempt to a pending delivery and sets the
	// delivery's state and next attempt time (zero: none), in one
	// transaction. The store numbers the attempt (1, 2, …) and returns
	// it. A delivery that is not pending is ErrConflict: its attempt
	// arrived after another ended it.
	RecordAttempt(ctx context.Context, deliveryID string, a DeliveryAttempt, state DeliveryState, next time.Time) (DeliveryAttempt, error)
	// EndDelivery ends a pending delivery without an attempt (its
	// webhook was disabled before it could be sent): state becomes
	// failed, LastError says why. A delivery that is not pending is
	// ErrConflict.
	EndDelivery(ctx context.Context, id string, at time.Time, reason string) error
	// Redeliver makes a delivery that has ended pending again, with a
	// queue entry of maxAttempts tries. A pending delivery is
	// ErrConflict.
	Redeliver(ctx context.Context, id string, maxAttempts int, at time.Time) error
	// PruneDeliveries deletes the deliveries that ended before before,
	// with their attempts, and returns how many.
	PruneDeliveries(ctx context.Context, before time.Time) (int, error)
}

// Webhook is where a project's job events are sent.
type Webhook struct {
	ID        string
	ProjectID string
	URL       string
	// Events the webhook receives (HookJobCompleted, …); empty means all
	// of them.
	Events []string
	// Secret signs the deliveries: "whsec_" and the base64 of the key.
	// It is kept, since every delivery needs it, but shown only once.
	Secret      string
	Description string
	CreatedAt   time.Time
	// DisabledAt is when deliveries stopped (zero: enabled), and
	// DisabledReason why.
	DisabledAt     time.Time
	DisabledReason string
}

// Wants reports whether the webhook receives event.
func (w Webhook) Wants(event string) bool {
	return len(w.Events) == 0 || slices.Contains(w.Events, event)
}

// Enabled reports whether deliveries go out.
func (w Webhook) Enabled() bool { return w.DisabledAt.IsZero() }

// HookEvents returns the events a webhook may subscribe to, in the order
// lists show them.
func HookEvents() []string {
	return []string{HookJobCompleted, HookJobFailed, HookJobArchived, HookJobPROpened, HookJobPRMerged, HookJobPRClosed}
}

// DeliveryState is where a delivery stands.
type DeliveryState string

const (
	// DeliveryPending: not delivered yet; an attempt is queued.
	DeliveryPending DeliveryState = "pending"
	// DeliverySucceeded: an attempt got a 2xx answer.
	DeliverySucceeded DeliveryState = "succeeded"
	// DeliveryFailed: every attempt failed, or the webhook was disabled.
	DeliveryFailed DeliveryState = "failed"
)

// Delivery is one event sent (or to send) to one webhook. Its ID is the
// webhook-id header, the same on every attempt.
type Delivery struct {
	ID        string
	WebhookID string
	// JobID and Seq name the job event delivered ("" and 0 for a test
	// event).
	JobID string
	Seq   int64
	Event string // HookJobCompleted, …
	// Payload is the request body, JSON.
	Payload []byte
	State   DeliveryState
	// Attempts counts the attempts made; LastStatus and LastError are
	// the last one's (0 when it had no answer).
	Attempts   int
	LastStatus int
	LastError  string
	// NextAttemptAt is when a pending delivery is tried again (zero:
	// not scheduled).
	NextAttemptAt time.Time
	CreatedAt     time.Time
	UpdatedAt     time.Time
}

// NewDelivery is a delivery to write with its queue entry.
type NewDelivery struct {
	Delivery Delivery // State and Attempts are set by the store
	// MaxAttempts is how often the queue tries it (at least 1).
	MaxAttempts int
}

// DeliveryAttempt is one POST of a delivery.
type DeliveryAttempt struct {
	DeliveryID string
	Attempt    int // 1, 2, …; set by the store
	StartedAt  time.Time
	Duration   time.Duration // stored in microseconds
	// StatusCode is the answer's status (0: no answer).
	StatusCode int
	// Error says why the attempt failed, for people; never a secret.
	Error string
	// Response is the start of the answer's body, valid UTF-8 without
	// NUL bytes.
	Response string
}

// DeliveryQuery selects a page of a webhook's deliveries.
type DeliveryQuery struct {
	WebhookID string
	State     DeliveryState // "" = all
	Limit     int           // <= 0: 50
	// After continues a listing: the last delivery of the previous page.
	After *DeliveryCursor
}

// DeliveryCursor is the position of a delivery in the newest-first order.
type DeliveryCursor struct {
	CreatedAt time.Time
	ID        string
}

// DeliveryPage is one page of deliveries; Next is nil on the last page.
type DeliveryPage struct {
	Deliveries []Delivery
	Next       *DeliveryCursor
}

// DeliverWebhook is the queue entry (River job arguments) that makes one
// attempt at a delivery. The store writes it with the delivery.
type DeliverWebhook struct {
	DeliveryID string `json:"delivery_id"`
}

// Kind names the entry in River's tables.
func (DeliverWebhook) Kind() string { return "folio_webhook_delivery" }

// Webhook event names: what a project's webhook may subscribe to, and
// what NewEvent.Hook names.
const (
	HookJobCompleted = "job.completed"
	HookJobFailed    = "job.failed"
	HookJobArchived  = "job.archived"
	HookJobPROpened  = "job.pr_opened"
	// HookJobPRMerged and HookJobPRClosed: the code host reported the
	// job's pull request merged, or closed without merging.
	HookJobPRMerged = "job.pr_merged"
	HookJobPRClosed = "job.pr_closed"
)

// JobHook is the queue entry (River job arguments) that fans one job event
// out to the project's webhooks. The store writes it in the transaction
// that records an event whose NewEvent.Hook is set.
type JobHook struct {
	ProjectID string `json:"project_id"`
	JobID     string `json:"job_id"`
	// Seq is the event's sequence number in the job's event log.
	Seq int64 `json:"seq"`
	// Hook is the webhook event name (HookJobCompleted, …).
	Hook string `json:"hook"`
}

// Kind names the entry in River's tables.
func (JobHook) Kind() string { return "folio_job_hook" }

// HookQueue is the River queue of JobHook entries and of webhook
// deliveries.
const HookQueue = "folio_hooks"
