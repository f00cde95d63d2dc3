package api

import (
	"net/url"
	"time"

	"github.com/foliodocs/folio/internal/store"
)

// jobJSON is the Job object of DESIGN §5.
type jobJSON struct {
	ID           string            `json:"id"`
	Status       store.JobStatus   `json:"status"`
	Phase        *string           `json:"phase"`
	Source       sourceJSON        `json:"source"`
	Model        string            `json:"model"`
	PRLink       *string           `json:"prLink"`
	Branch       string            `json:"branch"`
	Summary      string            `json:"summary"`
	ChangedFiles []string          `json:"changedFiles"`
	Checks       map[string]string `json:"checks"`
	Usage        usageJSON         `json:"usage"`
	Error        *jobErrorJSON     `json:"error"`
	CreatedAt    string            `json:"createdAt"`
	UpdatedAt    string            `json:"updatedAt"`
	ArchivedAt   *string           `json:"archivedAt"`
}

type sourceJSON struct {
	Repository string `json:"repository"`
	Ref        string `json:"ref"`
}

type usageJSON struct {
	Steps        int   `json:"steps"`
	InputTokens  int64 `json:"inputTokens"`
	OutputTokens int64 `json:"outputTokens"`
}

type jobErrorJSON struct {
	Code      string `json:"code"`
	Message   string `json:"message"`
	Retryable bool   `json:"retryable"`
}

func renderJob(j store.Job) jobJSON {
	out := jobJSON{
		ID:           j.ID,
		Status:       j.Status,
		Phase:        nonEmpty(j.Phase),
		Source:       sourceJSON{Repository: publicRepository(j.Repository), Ref: j.Ref},
		Model:        j.Model,
		PRLink:       nonEmpty(j.PRLink),
		Branch:       j.Branch,
		Summary:      j.Summary,
		ChangedFiles: j.ChangedFiles,
		Checks:       j.Checks,
		Usage:        usageJSON{Steps: j.Usage.Steps, InputTokens: j.Usage.InputTokens, OutputTokens: j.Usage.OutputTokens},
		CreatedAt:    timestamp(j.CreatedAt),
		UpdatedAt:    timestamp(j.UpdatedAt),
	}
	if out.ChangedFiles == nil {
		out.ChangedFiles = []string{}
	}
	if out.Checks == nil {
		out.Checks = map[string]string{}
	}
	// The error says why a job failed; an archived job that had failed
	// keeps it in the store but no longer shows it.
	if j.Status == store.StatusFailed && j.Error != nil {
		out.Error = &jobErrorJSON{Code: j.Error.Code, Message: j.Error.Message, Retryable: j.Error.Retryable}
	}
	if !j.ArchivedAt.IsZero() {
		t := timestamp(j.ArchivedAt)
		out.ArchivedAt = &t
	}
	return out
}

// timestamp formats a time as RFC 3339 in UTC, with as many fractional
// digits as it has.
func timestamp(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

func nonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// publicRepository is the repository as a client may see it: a URL loses
// its user information, which may be a token.
func publicRepository(repo string) string {
	u, err := url.Parse(repo)
	if err != nil || u.Scheme == "" || u.User == nil {
		return repo
	}
	u.User = nil
	return u.String()
}

type messageJSON struct {
	Seq       int64             `json:"seq"`
	Role      store.MessageRole `json:"role"`
	Content   string            `json:"content"`
	CreatedAt string            `json:"createdAt"`
}

type transcriptJSON struct {
	Messages []messageJSON `json:"messages"`
}

type jobListJSON struct {
	Jobs       []jobJSON `json:"jobs"`
	NextCursor *string   `json:"nextCursor"`
}
