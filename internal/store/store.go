// Package store is the persistence seam of the Folio service: projects, API
// keys, agent jobs and their messages, idempotency records, request
// counters, dashboard sessions and settings. One interface, two
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
	// Notifier: CreateProject, UpdateProject and DeleteProject send
	// TopicProject, writes that add job events TopicJob, and UpdateChange
	// TopicSite when a change becomes merged — each once its transaction
	// commits, never for a write that failed.
	Notifier

	// Ping reports whether the database answers and, once something
	// listens, whether notifications reach this node (readiness).
	Ping(ctx context.Context) error
	Close() error

	CreateProject(ctx context.Context, p Project) error
	Project(ctx context.Context, id string) (Project, error)
	// ProjectByHost finds the project served at a host name.
	ProjectByHost(ctx context.Context, host string) (Project, error)
	// Projects lists every project, oldest first.
	Projects(ctx context.Context) ([]Project, error)
	UpdateProject(ctx context.Context, p Project) error
	// DeleteProject removes the project with its jobs, messages and
	// idempotency records; keys that named it keep their other projects.
	DeleteProject(ctx context.Context, id string) error

	CreateKey(ctx context.Context, k APIKey) error
	// KeyByHash finds a key, revoked or expired ones included (the caller
	// decides), by the SHA-256 of its secret.
	KeyByHash(ctx context.Context, hash []byte) (APIKey, error)
	Key(ctx context.Context, id string) (APIKey, error)
	// Keys lists every key, newest first.
	Keys(ctx context.Context) ([]APIKey, error)
	// RevokeKey marks a key revoked; revoking twice keeps the first time.
	RevokeKey(ctx context.Context, id string, at time.Time) error
	// TouchKey records a use of the key.
	TouchKey(ctx context.Context, id string, at time.Time) error

	// CreateJob writes a job, its first message and its queue entry in one
	// transaction. With a non-empty IdempotencyKey, a second call with the
	// same project and key returns the first job and created=false instead
	// (whatever its RequestHash: the caller compares it).
	CreateJob(ctx context.Context, nj NewJob) (j Job, created bool, err error)
	Job(ctx context.Context, projectID, id string) (Job, error)
	// Jobs lists a project's jobs, newest first.
	Jobs(ctx context.Context, q JobQuery) (JobPage, error)
	// UpdateJob loads the job, calls fn on it and, when fn returns nil,
	// writes the job and what fn asked for (a message, a queue entry) in one
	// transaction. fn may be called more than once; it must not have other
	// side effects. fn's error is returned unwrapped.
	UpdateJob(ctx context.Context, projectID, id string, fn func(j *Job) (JobChange, error)) (Job, error)
	// CountJobs counts a project's jobs in a status.
	CountJobs(ctx context.Context, projectID string, status JobStatus) (int, error)
	// Messages lists a job's transcript in order.
	Messages(ctx context.Context, jobID string) ([]Message, error)
	// Events lists a job's events with Seq > after, in order, at most
	// limit of them (limit <= 0: 100).
	Events(ctx context.Context, jobID string, after int64, limit int) ([]Event, error)

	// ClaimJob is UpdateJob for a worker taking a job: unless fn's change
	// leaves the job with no RunOwner, it fails with ErrBusy when the
	// project already has maxRunning active jobs with a RunOwner and a
	// HeartbeatAt not before fresh. Claims of one project are serialized,
	// so the cap holds across workers and nodes.
	ClaimJob(ctx context.Context, projectID, id string, maxRunning int, fresh time.Time, fn func(j *Job) (JobChange, error)) (Job, error)
	// Heartbeat sets HeartbeatAt of an active job that owner runs, and
	// reports false (writing nothing) when the job is not active or
	// another owner, or none, has it.
	Heartbeat(ctx context.Context, projectID, id, owner string, at time.Time) (bool, error)
	// JobByPR finds the job whose pull request on its project's code
	// host is number (store.ErrNotFound when none is).
	JobByPR(ctx context.Context, projectID string, number int) (Job, error)
	// JobsWithOpenPRs lists the jobs whose pull request was last seen
	// open, least recently updated first, at most limit.
	JobsWithOpenPRs(ctx context.Context, limit int) ([]Job, error)
	// RunningJobs lists the active jobs that have a RunOwner, oldest
	// first.
	RunningJobs(ctx context.Context) ([]Job, error)
	// StrandedJobs lists the active jobs no run has claimed since before
	// stale, whose queue entries are all gone or stuck: none waits to be
	// worked, and none was taken by a worker after stale (a node that
	// died between taking an entry and claiming its job leaves it
	// running). Oldest first.
	StrandedJobs(ctx context.Context, stale time.Time) ([]Job, error)

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

// Project is one docs repository the service hosts and lets agents change.
type Project struct {
	ID         string // slug; the API's projectId
	Name       string
	Repository string // a local path or a git URL
	Branch     string // the branch the site is built from and jobs start at
	DocsDir    string // the docs folder inside the repository ("" = root)
	CodeHost   string // "local", "github", "gitlab", "gitea"
	TokenEnv   string // the environment variable holding the code host's token
	Model      string // overrides the server's model ("" = server default)
	Host       string // optional host name the site is served at
	// PushSecretHash is the SHA-256 of the secret POST /hooks/{id}/push
	// requires (nil: the hook is off).
	PushSecretHash []byte
	// HostSettings configure a remote code host.
	HostSettings HostSettings
	CreatedAt    time.Time
	UpdatedAt    time.Time
}

// HostSettings are a project's settings for a remote code host (GitHub,
// GitLab, Gitea).
type HostSettings struct {
	// APIURL is the host's API ("" = derived from the repository's URL).
	APIURL string `json:"apiUrl,omitempty"`
	// Draft opens pull requests as drafts.
	Draft bool `json:"draft,omitempty"`
	// GitHubApp authenticates as an App installation instead of TokenEnv.
	GitHubApp *GitHubApp `json:"githubApp,omitempty"`
	// HookSecret verifies the host's webhooks (GitHub's and Gitea's
	// signatures, GitLab's token); "" turns them off. It is kept as is:
	// an HMAC needs it.
	HookSecret string `json:"hookSecret,omitempty"`
	// Mention, in a pull request comment, makes it a follow-up of the
	// job ("" = "@folio").
	Mention string `json:"mention,omitempty"`
}

// GitHubApp is a GitHub App's installation; the private key stays in a
// file on the server.
type GitHubApp struct {
	ID           int64  `json:"id"`
	Installation int64  `json:"installation"`
	KeyFile      string `json:"keyFile"`
}

// Scope is what an API key may do.
type Scope string

const (
	ScopeRead  Scope = "read"  // GET and HEAD
	ScopeWrite Scope = "write" // everything else
)

// APIKey is an admin API key. The secret itself is never stored.
type APIKey struct {
	ID     string
	Name   string
	Prefix string // the first characters of the key, for display
	Hash   []byte // SHA-256 of the whole key
	// Projects the key may reach; empty means every project.
	Projects   []string
	Scopes     []Scope
	ExpiresAt  time.Time // zero: never
	CreatedAt  time.Time
	LastUsedAt time.Time // zero: never used
	RevokedAt  time.Time // zero: live
}

// JobStatus is the status of DESIGN §5's state table.
type JobStatus string

const (
	StatusActive    JobStatus = "active"
	StatusCompleted JobStatus = "completed"
	StatusArchived  JobStatus = "archived"
	StatusFailed    JobStatus = "failed"
)

// Job is one agent job.
type Job struct {
	ID        string
	ProjectID string
	Status    JobStatus
	// Phase tells where an active job is: queued, preparing, running,
	// validating, publishing ("" when not active).
	Phase      string
	Repository string // source.repository
	Ref        string // source.ref
	Model      string
	Branch     string
	PRLink     string // "" = none yet
	// PR is the job's pull request as the code host last reported it
	// (Number 0: none yet).
	PR           PullRequest
	Summary      string
	ChangedFiles []string
	Checks       map[string]string // e.g. {"validation": "passed"}
	Usage        Usage
	Error        *JobError // set when failed
	CreatedAt    time.Time
	UpdatedAt    time.Time
	ArchivedAt   time.Time // zero until archived

	IdempotencyKey string
	RequestHash    []byte // SHA-256 of the creating request's body

	// What the job engine keeps, not shown to clients:

	// Prompts counts the prompts the job has had: the first and every
	// follow-up. A run that has read fewer may not finish.
	Prompts int
	// RunOwner names the worker running the job ("" when none is).
	RunOwner string
	// HeartbeatAt is when RunOwner last said it was alive.
	HeartbeatAt time.Time
	// Resumes counts the runs resumed after their worker died, since the
	// last prompt.
	Resumes int
}

// PullRequest is what a job knows of its pull request; its address is
// the job's PRLink.
type PullRequest struct {
	Number int
	State  string // "open", "merged", "closed"
	Draft  bool
}

// Usage counts what a job's agent consumed.
type Usage struct {
	Steps        int
	InputTokens  int64
	OutputTokens int64
}

// JobError is why a job failed.
type JobError struct {
	Code      string
	Message   string
	Retryable bool
}

// MessageRole says who wrote a transcript entry.
type MessageRole string

const (
	RoleUser      MessageRole = "user"      // a prompt from the API
	RoleAssistant MessageRole = "assistant" // the agent's reply
	RoleTool      MessageRole = "tool"      // a tool call, summarised
	RoleCommit    MessageRole = "commit"    // a commit on the job's branch
)

// Message is one entry of a job's transcript.
type Message struct {
	JobID   string
	Seq     int64 // 1, 2, … per job; set by the store
	Role    MessageRole
	Content string // the prompt, the reply, a tool call's summary, a commit's message
	// Tool names the tool of a RoleTool entry.
	Tool string
	// IsError marks a tool call that failed.
	IsError bool
	// Commit is the commit id of a RoleCommit entry.
	Commit    string
	CreatedAt time.Time
}

// NewJob is what CreateJob writes.
type NewJob struct {
	Job     Job
	Message Message // the prompt
	// Events are written after the prompt's own event.
	Events []NewEvent
}

// JobChange is what UpdateJob writes besides the job.
type JobChange struct {
	// Messages are appended to the transcript, each with its event.
	Messages []Message
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
	Status    JobStatus // "" = all
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
	Jobs []Job
	Next *JobCursor
}

// Session is a signed-in dashboard session.
type Session struct {
	Hash      []byte // SHA-256 of the cookie's token
	CSRF      string // the token forms must carry
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
