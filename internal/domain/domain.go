// Package domain holds the product's domain types: projects and their
// code-host settings, users and their roles, API keys and their scopes,
// agent jobs with their
// status, usage, errors and pull request, and the messages of a job's
// transcript. They are plain data: the store persists them, the API and
// the dashboard show them, the job engine moves them through their
// states, and none of those needs the others to name a job.
package domain

import "time"

// The agent as an author: of its commits (the workspaces' default
// signature) and of its comments in the built-in review.
const (
	AgentName  = "Folio Agent"
	AgentEmail = "agent@folio.invalid"
)

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
	// Agent configures the project's agent jobs.
	Agent     AgentSettings
	CreatedAt time.Time
	UpdatedAt time.Time
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

// AgentSettings are a project's settings for its agent jobs.
type AgentSettings struct {
	// Models are the models (PROVIDER:MODEL) a job may ask for besides
	// the project's default (Project.Model, else the server's).
	Models []string `json:"models,omitempty"`
	// MaxOutputTokens bounds each reply of the model (0: the server's
	// setting).
	MaxOutputTokens int `json:"maxOutputTokens,omitempty"`
	// ContextWindow is the context window, in tokens, of the project's
	// models (0: the server's setting, else the model's known window).
	ContextWindow int `json:"contextWindow,omitempty"`
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
	// ScopeAuditRead reads the organisation's audit log (GET
	// /v2/audit); only a key of the organisation or of an owner may use
	// it.
	ScopeAuditRead Scope = "audit:read"
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
	// UserID is the user the key belongs to, who it acts as: it works
	// while the user is enabled, within the user's roles. Empty: the
	// organisation's key, bounded only by its projects and scopes.
	UserID string
	// CreatedBy is the user who created the key; empty when it was made
	// on the command line or by the first run.
	CreatedBy string
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
	Ref        string // source.ref: the branch the job starts from and its pull request targets
	Model      string
	// Draft asks for the pull request as a draft where the code host has
	// drafts; nil (jobs created before it was asked) follows the
	// project's HostSettings.Draft.
	Draft *bool
	// Context points the job at the code change it documents; the first
	// prompt says what it is (nil: none given).
	Context *JobContext
	Branch  string
	PRLink  string // "" = none yet
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

// JobContext is the code change a job is about, as its create body named
// it: commits, a compare range, a code pull request. It is set when the
// job is created and never changes.
type JobContext struct {
	// Commits are commit IDs, full or abbreviated.
	Commits []string `json:"commits,omitempty"`
	// Compare is a range of commits, branches or tags.
	Compare *CompareRange `json:"compare,omitempty"`
	// PullRequest is the number of a pull request of the code host (0:
	// none).
	PullRequest int `json:"pullRequest,omitempty"`
}

// CompareRange is what changed from one revision to another.
type CompareRange struct {
	From string `json:"from"`
	To   string `json:"to"`
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
	Steps int
	// InputTokens counts whole prompts, the cached parts included.
	InputTokens  int64
	OutputTokens int64
	// CachedInputTokens is the part of InputTokens read from the
	// provider's prompt cache; CacheWriteTokens the part written to it.
	CachedInputTokens int64
	CacheWriteTokens  int64
	// CostMicros is the estimated cost in millionths of a US dollar, from
	// the prices configured for the job's model (0: none configured).
	CostMicros int64
}

// Add returns the sum of u and v.
func (u Usage) Add(v Usage) Usage {
	return Usage{
		Steps:             u.Steps + v.Steps,
		InputTokens:       u.InputTokens + v.InputTokens,
		OutputTokens:      u.OutputTokens + v.OutputTokens,
		CachedInputTokens: u.CachedInputTokens + v.CachedInputTokens,
		CacheWriteTokens:  u.CacheWriteTokens + v.CacheWriteTokens,
		CostMicros:        u.CostMicros + v.CostMicros,
	}
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

// MessageData is the JSON of a transcript message, in its event and in
// the API's transcript.
type MessageData struct {
	Seq       int64       `json:"seq"`
	Role      MessageRole `json:"role"`
	Content   string      `json:"content"`
	Tool      string      `json:"tool,omitempty"`
	IsError   bool        `json:"isError,omitempty"`
	Commit    string      `json:"commit,omitempty"`
	CreatedAt string      `json:"createdAt"`
}

// Data returns m as MessageData.
func (m Message) Data() MessageData {
	return MessageData{
		Seq: m.Seq, Role: m.Role, Content: m.Content, Tool: m.Tool, IsError: m.IsError, Commit: m.Commit,
		CreatedAt: m.CreatedAt.UTC().Format(time.RFC3339Nano),
	}
}
