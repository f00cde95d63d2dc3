// Package gitlab is the code host for repositories on GitLab (gitlab.com
// and self-managed instances, subgroups and relative URL roots included),
// through GitLab's REST API v4 with the official client
// (gitlab.com/gitlab-org/api/client-go): pushes over HTTPS, merge
// requests (GitLab's pull requests, numbered by their iid) opened, found,
// read, edited and commented on, an access check (role and token
// scopes), and webhooks verified with the project's secret
// (X-Gitlab-Token).
//
// It authenticates with a personal, project or group access token, sent
// as PRIVATE-TOKEN to the API and as the password of "oauth2" to git.
package gitlab

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	gl "gitlab.com/gitlab-org/api/client-go"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/git"
)

// Name is the host's name, as a project's codeHost field says it.
const Name = "gitlab"

// Username is the user name git sends with the token: GitLab takes any
// name with a personal, project or group token, and requires "oauth2"
// with an OAuth token, so this one suits both.
const Username = "oauth2"

// apiPath is where GitLab serves its REST API, under the instance's root.
const apiPath = "api/v4"

// Developer is the least role that may push branches and open merge
// requests from them (GitLab's access levels: 10 guest, 20 reporter, 30
// developer, 40 maintainer, 50 owner).
const Developer = 30

// Options configures a Host.
type Options struct {
	// HTTP makes the API's requests (nil: a client with a 30 s timeout).
	HTTP *http.Client
	// Log receives a line per merge request opened (nil: discard).
	Log *slog.Logger
	// Now is the clock (nil: time.Now); rate-limit resets are read by it.
	Now func() time.Time
}

// Host is GitLab. It is safe for concurrent use.
type Host struct {
	http *http.Client
	log  *slog.Logger
	now  func() time.Time
}

var (
	_ codehost.Host          = (*Host)(nil)
	_ codehost.Authenticator = (*Host)(nil)
	_ codehost.Checker       = (*Host)(nil)
	_ codehost.Hooks         = (*Host)(nil)
)

// New returns the host.
func New(o Options) *Host {
	h := &Host{http: o.HTTP, log: o.Log, now: o.Now}
	if h.http == nil {
		h.http = &http.Client{Timeout: 30 * time.Second}
	}
	if h.log == nil {
		h.log = slog.New(slog.DiscardHandler)
	}
	if h.now == nil {
		h.now = time.Now
	}
	return h
}

// Name is "gitlab".
func (h *Host) Name() string { return Name }

// APIURL is the REST API of the instance a repository lives on:
// SCHEME://HOST/api/v4/ (https://gitlab.com/api/v4/ for gitlab.com),
// unless repo.APIURL says otherwise. An override without /api/v4 is the
// instance's root (https://example.com/gitlab), and /api/v4 is added, as
// GitLab's client does.
func APIURL(repo codehost.Repo) (string, error) {
	if repo.APIURL != "" {
		u, err := url.Parse(repo.APIURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
			return "", fmt.Errorf("gitlab: API URL %q: want an http:// or https:// URL", repo.APIURL)
		}
		api := strings.TrimRight(repo.APIURL, "/")
		if !strings.HasSuffix(api, "/"+apiPath) {
			api += "/" + apiPath
		}
		return api + "/", nil
	}
	r, err := codehost.ParseRemote(repo.URL)
	if err != nil {
		return "", fmt.Errorf("gitlab: %w", err)
	}
	return r.Scheme + "://" + r.Host + "/" + apiPath + "/", nil
}

// ProjectPath is the repository's full path on the instance
// ("group/subgroup/name"), the project's id in the API: the clone URL's
// path, less the folder an instance under a relative URL root is served
// from when the API URL names it.
func ProjectPath(repo codehost.Repo) (string, error) {
	r, err := codehost.ParseRemote(repo.URL)
	if err != nil {
		return "", fmt.Errorf("gitlab: %w", err)
	}
	api, err := APIURL(repo)
	if err != nil {
		return "", err
	}
	return r.Under(api, apiPath).Path, nil
}

// client is an API client for repo, with the project's id.
func (h *Host) client(repo codehost.Repo) (*gl.Client, string, error) {
	pid, err := ProjectPath(repo)
	if err != nil {
		return nil, "", err
	}
	api, _ := APIURL(repo)
	c, err := gl.NewClient(string(repo.Token),
		gl.WithBaseURL(api),
		gl.WithHTTPClient(h.http),
		// A 429 or a 5xx is the job's to retry, at the time the host
		// names; the client's own retries would hold a worker for it.
		gl.WithoutRetries(),
		gl.WithUserAgent("folio"),
		gl.WithURLWarningLogger(h.log),
	)
	if err != nil {
		return nil, "", fmt.Errorf("gitlab: %w", err)
	}
	return c, pid, nil
}

// GitCredentials are what git pushes and fetches with: the token as the
// password of "oauth2".
func (h *Host) GitCredentials(ctx context.Context, repo codehost.Repo) (git.Credentials, error) {
	return git.Credentials{Username: Username, Token: repo.Token}, nil
}

// Push sends the job's branch. It is never forced.
func (h *Host) Push(ctx context.Context, repo codehost.Repo, b codehost.Branch) error {
	if err := b.Push(ctx); err != nil {
		return fmt.Errorf("gitlab: push %s: %w", b.Branch(), codehost.PushError(err))
	}
	return nil
}

// draftPrefix is what GitLab reads as a draft: a merge request is one
// while its title starts with "Draft:", "[Draft]" or "(Draft)", in any
// case; the API has no other way to open one.
var draftPrefix = regexp.MustCompile(`(?i)^\s*(\[draft\]|\(draft\)|draft:)\s*`)

// Open opens a merge request from a pushed branch (a draft by its title's
// "Draft: "). One already open for the branch is returned with
// ErrConflict.
func (h *Host) Open(ctx context.Context, repo codehost.Repo, req codehost.NewPullRequest) (codehost.PullRequest, error) {
	c, pid, err := h.client(repo)
	if err != nil {
		return codehost.PullRequest{}, err
	}
	title := req.Title
	if req.Draft && !draftPrefix.MatchString(title) {
		title = "Draft: " + title
	}
	mr, _, err := c.MergeRequests.CreateMergeRequest(pid, &gl.CreateMergeRequestOptions{
		Title: &title, Description: &req.Body, SourceBranch: &req.Head, TargetBranch: &req.Base,
		AllowCollaboration: gl.Ptr(true),
	}, gl.WithContext(ctx))
	if err != nil {
		if gl.HasStatusCode(err, http.StatusConflict) {
			// "Another open merge request already exists for this
			// source branch: !N"
			if open, ferr := h.Find(ctx, repo, req.Head); ferr == nil && open.State == codehost.StateOpen {
				return open, fmt.Errorf("gitlab: a merge request from %s is open: %w", req.Head, codehost.ErrConflict)
			}
		}
		return codehost.PullRequest{}, fmt.Errorf("gitlab: open a merge request from %s: %w", req.Head, h.apiError(err))
	}
	h.log.InfoContext(ctx, "gitlab: merge request opened", "project", pid, "iid", mr.IID)
	return convert(&mr.BasicMergeRequest), nil
}

// Get reads a merge request by its iid.
func (h *Host) Get(ctx context.Context, repo codehost.Repo, number int) (codehost.PullRequest, error) {
	c, pid, err := h.client(repo)
	if err != nil {
		return codehost.PullRequest{}, err
	}
	mr, _, err := c.MergeRequests.GetMergeRequest(pid, int64(number), nil, gl.WithContext(ctx))
	if err != nil {
		return codehost.PullRequest{}, fmt.Errorf("gitlab: merge request !%d: %w", number, h.apiError(err))
	}
	return convert(&mr.BasicMergeRequest), nil
}

// Find is the newest merge request from head, in any state.
func (h *Host) Find(ctx context.Context, repo codehost.Repo, head string) (codehost.PullRequest, error) {
	c, pid, err := h.client(repo)
	if err != nil {
		return codehost.PullRequest{}, err
	}
	mrs, _, err := c.MergeRequests.ListProjectMergeRequests(pid, &gl.ListProjectMergeRequestsOptions{
		SourceBranch: &head, State: gl.Ptr("all"), OrderBy: gl.Ptr("created_at"), Sort: gl.Ptr("desc"),
		ListOptions: gl.ListOptions{PerPage: 1},
	}, gl.WithContext(ctx))
	if err != nil {
		return codehost.PullRequest{}, fmt.Errorf("gitlab: merge requests from %s: %w", head, h.apiError(err))
	}
	if len(mrs) == 0 {
		return codehost.PullRequest{}, fmt.Errorf("gitlab: no merge request from %s: %w", head, codehost.ErrNotFound)
	}
	return convert(mrs[0]), nil
}

// Update edits an open merge request's title or description. A draft
// stays one: its new title keeps the "Draft: " that makes it so.
func (h *Host) Update(ctx context.Context, repo codehost.Repo, number int, e codehost.Edit) (codehost.PullRequest, error) {
	cur, err := h.Get(ctx, repo, number)
	if err != nil {
		return cur, err
	}
	if cur.State != codehost.StateOpen {
		return cur, fmt.Errorf("gitlab: merge request !%d is %s: %w", number, cur.State, codehost.ErrClosed)
	}
	c, pid, err := h.client(repo)
	if err != nil {
		return cur, err
	}
	opt := &gl.UpdateMergeRequestOptions{Description: e.Body}
	if e.Title != nil {
		title := *e.Title
		if cur.Draft && !draftPrefix.MatchString(title) {
			title = "Draft: " + title
		}
		opt.Title = &title
	}
	mr, _, err := c.MergeRequests.UpdateMergeRequest(pid, int64(number), opt, gl.WithContext(ctx))
	if err != nil {
		return cur, fmt.Errorf("gitlab: edit merge request !%d: %w", number, h.apiError(err))
	}
	return convert(&mr.BasicMergeRequest), nil
}

// Comment adds a note (a comment) to a merge request.
func (h *Host) Comment(ctx context.Context, repo codehost.Repo, number int, body string) error {
	c, pid, err := h.client(repo)
	if err != nil {
		return err
	}
	if _, _, err := c.Notes.CreateMergeRequestNote(pid, int64(number), &gl.CreateMergeRequestNoteOptions{Body: &body}, gl.WithContext(ctx)); err != nil {
		return fmt.Errorf("gitlab: comment on !%d: %w", number, h.apiError(err))
	}
	return nil
}

// Check reads the project with the credentials: it exists for them, their
// role may push (Developer or more, directly or through the project's
// group), merge requests are on, and the token's scopes allow both ("api",
// or "write_repository" for pushes alone) when GitLab says what they are.
func (h *Host) Check(ctx context.Context, repo codehost.Repo) (codehost.Access, error) {
	c, pid, err := h.client(repo)
	if err != nil {
		return codehost.Access{}, err
	}
	p, _, err := c.Projects.GetProject(pid, nil, gl.WithContext(ctx))
	if err != nil {
		return codehost.Access{}, fmt.Errorf("gitlab: read %s: %w", pid, h.apiError(err))
	}
	a := codehost.Access{DefaultBranch: p.DefaultBranch}
	level := gl.AccessLevelValue(0)
	if p.Permissions != nil {
		if pa := p.Permissions.ProjectAccess; pa != nil {
			level = max(level, pa.AccessLevel)
		}
		if ga := p.Permissions.GroupAccess; ga != nil {
			level = max(level, ga.AccessLevel)
		}
	}
	if !p.Archived && level >= Developer {
		a.Push = true
		a.PullRequests = p.MergeRequestsAccessLevel != gl.DisabledAccessControl
	}
	// The scopes of a personal, project or group token (an OAuth token
	// has no such record: its scopes stay unknown, and the role decides).
	if tok, _, err := c.PersonalAccessTokens.GetSinglePersonalAccessToken(gl.WithContext(ctx)); err == nil && tok != nil {
		api := slices.Contains(tok.Scopes, "api")
		a.Push = a.Push && (api || slices.Contains(tok.Scopes, "write_repository"))
		a.PullRequests = a.PullRequests && api
		if !api {
			// Merge requests are opened through the API: "api" is the one
			// scope that allows both.
			a.Missing = []string{"api"}
		}
	}
	if u, _, err := c.Users.CurrentUser(gl.WithContext(ctx)); err == nil {
		a.Who = u.Username
	}
	return a, nil
}

// convert maps GitLab's merge request onto the host-neutral pull request;
// a draft's "Draft: " is taken off its title (Draft says it).
func convert(mr *gl.BasicMergeRequest) codehost.PullRequest {
	out := codehost.PullRequest{
		Number:     int(mr.IID),
		URL:        mr.WebURL,
		Title:      mr.Title,
		Body:       mr.Description,
		Base:       mr.TargetBranch,
		Head:       mr.SourceBranch,
		Draft:      mr.Draft || draftPrefix.MatchString(mr.Title),
		HeadCommit: mr.SHA,
		CreatedAt:  at(mr.CreatedAt),
		UpdatedAt:  at(mr.UpdatedAt),
		MergedAt:   at(mr.MergedAt),
		ClosedAt:   at(mr.ClosedAt),
		State:      state(mr.State),
	}
	if out.Draft {
		out.Title = draftPrefix.ReplaceAllString(mr.Title, "")
	}
	if out.State == codehost.StateMerged {
		// A squash merged by fast-forward has no merge commit; the
		// squash commit is what landed then.
		out.MergeCommit = mr.MergeCommitSHA
		if out.MergeCommit == "" {
			out.MergeCommit = mr.SquashCommitSHA
		}
	}
	return out
}

// state maps GitLab's states: opened, closed, merged, and locked (a
// transient state while a merge is under way, still open).
func state(s string) codehost.State {
	switch s {
	case "merged":
		return codehost.StateMerged
	case "closed":
		return codehost.StateClosed
	}
	return codehost.StateOpen
}

func at(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return *t
}

// apiError maps GitLab's answers onto codehost's errors, keeping the
// message GitLab gave (which never holds the token: it travels in a
// header, and the client's errors name only the method and the path).
func (h *Host) apiError(err error) error {
	if errors.Is(err, gl.ErrNotFound) {
		return fmt.Errorf("%w: %w", codehost.ErrNotFound, err)
	}
	var er *gl.ErrorResponse
	if !errors.As(err, &er) || er.Response == nil {
		return err
	}
	switch er.Response.StatusCode {
	case http.StatusUnauthorized:
		return fmt.Errorf("%w: GitLab refused the token (bad, expired or revoked): %w", codehost.ErrUnauthorized, err)
	case http.StatusForbidden:
		if strings.Contains(string(er.Body), "insufficient_scope") {
			return fmt.Errorf("%w: the token lacks the api scope: %w", codehost.ErrForbidden, err)
		}
		return fmt.Errorf("%w: the token's role cannot do this (Developer or more is needed): %w", codehost.ErrForbidden, err)
	case http.StatusNotFound:
		return fmt.Errorf("%w: %w", codehost.ErrNotFound, err)
	case http.StatusConflict:
		return fmt.Errorf("%w: %w", codehost.ErrConflict, err)
	case http.StatusTooManyRequests:
		return &codehost.RateLimitError{RetryAfter: retryAfter(er.Response.Header, h.now()), Err: err}
	}
	return err
}

// retryAfter reads how long GitLab asks to wait: Retry-After (seconds or
// an HTTP date), else RateLimit-Reset (Unix time) or RateLimit-ResetTime
// (an HTTP date), as GitLab's throttles send them.
func retryAfter(hdr http.Header, now time.Time) time.Duration {
	if v := hdr.Get("Retry-After"); v != "" {
		if s, err := strconv.Atoi(strings.TrimSpace(v)); err == nil && s >= 0 {
			return time.Duration(s) * time.Second
		}
		if t, err := http.ParseTime(v); err == nil {
			return max(t.Sub(now), 0)
		}
	}
	if v := hdr.Get("RateLimit-Reset"); v != "" {
		if s, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64); err == nil {
			return max(time.Unix(s, 0).Sub(now), 0)
		}
	}
	if t, err := http.ParseTime(hdr.Get("RateLimit-ResetTime")); err == nil {
		return max(t.Sub(now), 0)
	}
	return 0
}
