package jobs

import (
	"net/url"
	"time"

	"github.com/foliodocs/folio/internal/domain"
)

// View is the Job object of DESIGN §5: a job as the API answers it, as
// its status events carry it and as webhooks deliver it.
type View struct {
	ID     string           `json:"id"`
	Status domain.JobStatus `json:"status"`
	Phase  *string          `json:"phase"`
	Source SourceView       `json:"source"`
	Model  string           `json:"model"`
	Draft  *bool            `json:"draft"`
	// Context is the code change the job documents, as its create body
	// named it (null: none).
	Context      *domain.JobContext `json:"context"`
	PRLink       *string            `json:"prLink"`
	PR           *PRView            `json:"pr"`
	Branch       string             `json:"branch"`
	Summary      string             `json:"summary"`
	ChangedFiles []string           `json:"changedFiles"`
	Checks       map[string]string  `json:"checks"`
	Usage        UsageView          `json:"usage"`
	Error        *ErrorView         `json:"error"`
	CreatedAt    string             `json:"createdAt"`
	UpdatedAt    string             `json:"updatedAt"`
	ArchivedAt   *string            `json:"archivedAt"`
}

// SourceView is where a job's branch starts.
type SourceView struct {
	Repository string `json:"repository"`
	Ref        string `json:"ref"`
}

// PRView is the job's pull request as its code host last reported it.
type PRView struct {
	Number int    `json:"number"`
	URL    string `json:"url"`
	State  string `json:"state"` // open, merged, closed
	Draft  bool   `json:"draft"`
}

// UsageView is what a job's agent consumed.
type UsageView struct {
	Steps        int   `json:"steps"`
	InputTokens  int64 `json:"inputTokens"`
	OutputTokens int64 `json:"outputTokens"`
	// CachedInputTokens and CacheWriteTokens are the parts of
	// InputTokens read from and written to the provider's prompt cache.
	CachedInputTokens int64 `json:"cachedInputTokens"`
	CacheWriteTokens  int64 `json:"cacheWriteTokens"`
	// EstimatedCostUSD is set when prices are configured for the job's
	// model.
	EstimatedCostUSD *float64 `json:"estimatedCostUsd"`
}

// ErrorView is why a job failed.
type ErrorView struct {
	Code      string `json:"code"`
	Message   string `json:"message"`
	Retryable bool   `json:"retryable"`
}

// Render returns the View of j.
func Render(j domain.Job) View {
	out := View{
		ID:           j.ID,
		Status:       j.Status,
		Phase:        nonEmpty(j.Phase),
		Source:       SourceView{Repository: PublicRepository(j.Repository), Ref: j.Ref},
		Model:        j.Model,
		Draft:        j.Draft,
		Context:      j.Context,
		PRLink:       nonEmpty(j.PRLink),
		Branch:       j.Branch,
		Summary:      j.Summary,
		ChangedFiles: j.ChangedFiles,
		Checks:       j.Checks,
		Usage: UsageView{Steps: j.Usage.Steps, InputTokens: j.Usage.InputTokens, OutputTokens: j.Usage.OutputTokens,
			CachedInputTokens: j.Usage.CachedInputTokens, CacheWriteTokens: j.Usage.CacheWriteTokens},
		CreatedAt: Timestamp(j.CreatedAt),
		UpdatedAt: Timestamp(j.UpdatedAt),
	}
	if j.PR.Number > 0 {
		out.PR = &PRView{Number: j.PR.Number, URL: j.PRLink, State: j.PR.State, Draft: j.PR.Draft}
	}
	if j.Usage.CostMicros > 0 {
		usd := float64(j.Usage.CostMicros) / 1e6
		out.Usage.EstimatedCostUSD = &usd
	}
	if out.ChangedFiles == nil {
		out.ChangedFiles = []string{}
	}
	if out.Checks == nil {
		out.Checks = map[string]string{}
	}
	// The error says why a job failed; an archived job that had failed
	// keeps it in the store but no longer shows it.
	if j.Status == domain.StatusFailed && j.Error != nil {
		out.Error = &ErrorView{Code: j.Error.Code, Message: j.Error.Message, Retryable: j.Error.Retryable}
	}
	if !j.ArchivedAt.IsZero() {
		t := Timestamp(j.ArchivedAt)
		out.ArchivedAt = &t
	}
	return out
}

// Timestamp formats a time as RFC 3339 in UTC, with as many fractional
// digits as it has.
func Timestamp(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

func nonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// PublicRepository is a repository as a client may see it: a URL loses
// its user information, which may be a token.
func PublicRepository(repo string) string {
	u, err := url.Parse(repo)
	if err != nil || u.Scheme == "" || u.User == nil {
		return repo
	}
	u.User = nil
	return u.String()
}
