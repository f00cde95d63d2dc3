package store

// WebhookStore keeps each project's webhooks and the log of their
// deliveries. Its methods are added with the webhook package.
type WebhookStore interface{}

// Webhook event names: what a project's webhook may subscribe to, and
// what NewEvent.Hook names.
const (
	HookJobCompleted = "job.completed"
	HookJobFailed    = "job.failed"
	HookJobArchived  = "job.archived"
	HookJobPROpened  = "job.pr_opened"
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
