// Package store is the persistence seam of the Folio service: projects, API
// keys, users with their roles and invitations, agent jobs and their
// messages, idempotency records, request counters, dashboard sessions,
// settings and the audit log. One interface, two
// implementations (store/sqlite, the embedded default, and store/postgres,
// for several nodes), and one shared test suite (store/storetest) that both
// must pass.
//
// Writes that must happen together happen in one transaction inside the
// store: a job row, its first message and its queue entry; a follow-up
// message, the job's new state and its queue entry.
//
// A store is also a Notifier: the nodes on one database hear of each
// other's writes (a project changed, a job's new events, a merge) through
// it, and the store sends those notifications with the writes themselves.
package store

import (
	"context"
	"errors"
	"time"

	"github.com/riverqueue/river"

	"github.com/foliodocs/folio/internal/domain"
)

// Errors every implementation returns, so callers can tell them apart with
// errors.Is.
var (
	// ErrNotFound: no row with that key (or not in that project).
	ErrNotFound = errors.New("not found")
	// ErrConflict: a row with that unique key already exists.
	ErrConflict = errors.New("already exists")
	// ErrBusy: ClaimJob found the project's running jobs at the cap.
	ErrBusy = errors.New("too many running jobs")
)

// Store is what the service keeps. Every method is safe for concurrent use.
type Store interface {
	ChangeStore
	WebhookStore
	UserStore
	AuditStore
	// Notifier: CreateProject, UpdateProject and DeleteProject send
	// TopicProject, writes that add job events TopicJob, and UpdateChange
	// TopicSite when a change becomes merged — each once its transaction
	// commits, never for a write that failed.
	Notifier

	// Ping reports whether the database answers and, once something
	// listens, whether notifications reach this node (readiness).
	Ping(ctx context.Context) error
	Close() error

	CreateProject(ctx context.Context, p domain.Project) error
	Project(ctx context.Context, id string) (domain.Project, error)
	// ProjectByHost finds the project served at a host name.
	ProjectByHost(ctx context.Context, host string) (domain.Project, error)
	// Projects lists every project, oldest first.
	Projects(ctx context.Context) ([]domain.Project, error)
	UpdateProject(ctx context.Context, p domain.Project) error
	// DeleteProject removes the project with its jobs, messages and
	// idempotency records; keys that named it keep their other projects.
	DeleteProject(ctx context.Context, id string) error

	CreateKey(ctx context.Context, k domain.APIKey) error
	// KeyByHash finds a key, revoked or expired ones included (the caller
	// decides), by the SHA-256 of its secret.
	KeyByHash(ctx context.Context, hash []byte) (domain.APIKey, error)
	Key(ctx context.Context, id string) (domain.APIKey, error)
	// Keys lists every key, newest first.
	Keys(ctx context.Context) ([]domain.APIKey, error)
	// RevokeKey marks a key revoked; revoking twice keeps the first time.
	RevokeKey(ctx context.Context, id string, at time.Time) error
	// TouchKey records a use of the key.
	TouchKey(ctx context.Context, id string, at time.Time) error

	// CreateJob writes a job, its first message and its queue entry in one
	// transaction. With a non-empty IdempotencyKey, a second call with the
	// same project and key returns the first job and created=false instead
	// (whatever its RequestHash: the caller compares it).
	CreateJob(ctx context.Context, nj NewJob) (j domain.Job, created bool, err error)
	Job(ctx context.Context, projectID, id string) (domain.Job, error)
	// Jobs lists a project's jobs, newest first.
	Jobs(ctx context.Context, q JobQuery) (JobPage, error)
	// UpdateJob loads the job, calls fn on it and, when fn returns nil,
	// writes the job and what fn asked for (a message, a queue entry) in one
	// transaction. fn may be called more than once; it must not have other
	// side effects. fn's error is returned unwrapped.
	UpdateJob(ctx context.Context, projectID, id string, fn func(j *domain.Job) (JobChange, error)) (domain.Job, error)
	// CountJobs counts a project's jobs in a status.
	CountJobs(ctx context.Context, projectID string, status domain.JobStatus) (int, error)
	// Messages lists a job's transcript in order.
	Messages(ctx context.Context, jobID string) ([]domain.Message, error)
	// Events lists a job's events with Seq > after, in order, at most
	// limit of them (limit <= 0: 100).
	Events(ctx context.Context, jobID string, after int64, limit int) ([]Event, error)
	// LastEvent is the Seq of a job's last event (0: none, or no such
	// job): where a page that shows the job as it is now follows it
	// from.
	LastEvent(ctx context.Context, jobID string) (int64, error)

	// ClaimJob is UpdateJob for a worker taking a job: unless fn's change
	// leaves the job with no RunOwner, it fails with ErrBusy when the
	// project already has maxRunning active jobs with a RunOwner and a
	// HeartbeatAt not before fresh. Claims of one project are serialized,
	// so the cap holds across workers and nodes.
	ClaimJob(ctx context.Context, projectID, id string, maxRunning int, fresh time.Time, fn func(j *domain.Job) (JobChange, error)) (domain.Job, error)
	// Heartbeat sets HeartbeatAt of an active job that owner runs, and
	// reports false (writing nothing) when the job is not active or
	// another owner, or none, has it.
	Heartbeat(ctx context.Context, projectID, id, owner string, at time.Time) (bool, error)
	// JobByPR finds the job whose pull request on its project's code
	// host is number (store.ErrNotFound when none is).
	JobByPR(ctx context.Context, projectID string, number int) (domain.Job, error)
	// JobsWithOpenPRs lists the jobs whose pull request was last seen
	// open, least recently updated first, at most limit.
	JobsWithOpenPRs(ctx context.Context, limit int) ([]domain.Job, error)
	// RunningJobs lists the active jobs that have a RunOwner, oldest
	// first.
	RunningJobs(ctx context.Context) ([]domain.Job, error)
	// StrandedJobs lists the active jobs no run has claimed since before
	// stale, whose queue entries are all gone or stuck: none waits to be
	// worked, and none was taken by a worker after stale (a node that
	// died between taking an entry and claiming its job leaves it
	// running). Oldest first.
	StrandedJobs(ctx context.Context, stale time.Time) ([]domain.Job, error)

	// AgentState reads what the agent of a job saved (ErrNotFound when
	// nothing).
	AgentState(ctx context.Context, jobID string) ([]byte, error)
	// SaveAgentState replaces it.
	SaveAgentState(ctx context.Context, jobID string, data []byte, at time.Time) error

	// CountRequest adds one to the project's counter for the fixed window
	// starting at window and returns the new count (rate limits that hold
	// across nodes).
	CountRequest(ctx context.Context, projectID string, window time.Time) (int, error)
	// PruneExpired removes idempotency records and counters older than
	// before.
	PruneExpired(ctx context.Context, before time.Time) error

	CreateSession(ctx context.Context, s Session) error
	// Session finds a session by the SHA-256 of its token.
	Session(ctx context.Context, hash []byte) (Session, error)
	DeleteSession(ctx context.Context, hash []byte) error

	// Setting reads a named value (ErrNotFound when unset).
	Setting(ctx context.Context, name string) (string, error)
	SetSetting(ctx context.Context, name, value string) error

	// NewQueue returns a River client that works this store's queue with
	// cfg's workers and queues. It stays stopped until started; the store
	// must stay open until it has stopped.
	NewQueue(cfg *river.Config) (Queue, error)
}

// Queue is a River client working a store's queue.
type Queue interface {
	Start(ctx context.Context) error
	// Stop waits for running work to finish; StopAndCancel cancels it
	// first.
	Stop(ctx context.Context) error
	StopAndCancel(ctx context.Context) error
}

// NewJob is what CreateJob writes.
type NewJob struct {
	Job     domain.Job
	Message domain.Message // the prompt
	// Events are written after the prompt's own event.
	Events []NewEvent
}

// JobChange is what UpdateJob writes besides the job.
type JobChange struct {
	// Messages are appended to the transcript, each with its event.
	Messages []domain.Message
	// Events are appended to the event log after the messages' events.
	Events  []NewEvent
	Enqueue bool // a queue entry to run the job
	// State, when not nil, replaces the job's saved agent state
	// (SaveAgentState) in the same transaction: a run's steps, its usage
	// and the state they lead to are written together or not at all.
	State []byte
}

// JobQuery selects a page of a project's jobs.
type JobQuery struct {
	ProjectID string
	Status    domain.JobStatus // "" = all
	Limit     int
	// After continues a listing: the last job of the previous page.
	After *JobCursor
}

// JobCursor is the position of a job in the newest-first order.
type JobCursor struct {
	CreatedAt time.Time
	ID        string
}

// JobPage is one page of jobs; Next is nil on the last page.
type JobPage struct {
	Jobs []domain.Job
	Next *JobCursor
}

// Session is a signed-in dashboard session.
type Session struct {
	Hash      []byte // SHA-256 of the cookie's token
	CSRF      string // the token forms must carry
	UserID    string // who signed in
	CreatedAt time.Time
	ExpiresAt time.Time
}

// RunJob is the queue entry (River job arguments) that asks a worker to run
// or continue a job. The store writes it in the transaction that creates or
// reopens the job.
type RunJob struct {
	ProjectID string `json:"project_id"`
	JobID     string `json:"job_id"`
}

// Kind names the entry in River's tables.
func (RunJob) Kind() string { return "folio_run_job" }

// RunJobQueue is the River queue the stores insert RunJob entries into; the
// workers must serve it.
const RunJobQueue = "folio_jobs"

// RunJobMaxAttempts is how often River tries a RunJob entry before it
// discards it. A run that fails inside the agent marks the job failed and
// succeeds as far as River is concerned, so a retry only covers a node that
// died or an infrastructure error; agent runs cost tokens, hence few.
const RunJobMaxAttempts = 3
