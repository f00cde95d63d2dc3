// Package github is the code host for repositories on GitHub and GitHub
// Enterprise Server, through GitHub's REST API with google/go-github:
// pushes over HTTPS, pull requests opened, found, read, edited and
// commented on, an access check, and webhooks verified with the
// project's secret (X-Hub-Signature-256).
//
// It authenticates with a token (classic, fine-grained or an App's) or as
// a GitHub App installation, minting installation tokens with the App's
// private key and minting again five minutes before they expire.
package github

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	gh "github.com/google/go-github/v89/github"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/git"
)

// Name is the host's name, as a project's codeHost field says it.
const Name = "github"

// Options configures a Host.
type Options struct {
	// HTTP makes the API's requests (nil: a client with a 30 s timeout).
	HTTP *http.Client
	// Log receives a line per pull request opened (nil: discard).
	Log *slog.Logger
	// Now is the clock (nil: time.Now); App tokens expire by it.
	Now func() time.Time
}

// Host is GitHub. It is safe for concurrent use.
type Host struct {
	http *http.Client
	log  *slog.Logger
	now  func() time.Time

	mu     sync.Mutex
	tokens map[appKey]installationToken
}

var (
	_ codehost.Host          = (*Host)(nil)
	_ codehost.Authenticator = (*Host)(nil)
	_ codehost.Checker       = (*Host)(nil)
	_ codehost.Hooks         = (*Host)(nil)
)

// New returns the host.
func New(o Options) *Host {
	h := &Host{http: o.HTTP, log: o.Log, now: o.Now, tokens: map[appKey]installationToken{}}
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

// Name is "github".
func (h *Host) Name() string { return Name }

// APIURL is the REST API of the host a repository lives on:
// https://api.github.com for github.com, and SCHEME://HOST/api/v3/ for
// GitHub Enterprise Server, unless repo.APIURL says otherwise.
func APIURL(repo codehost.Repo) (string, error) {
	if repo.APIURL != "" {
		u, err := url.Parse(repo.APIURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return "", fmt.Errorf("github: API URL %q: want an http:// or https:// URL", repo.APIURL)
		}
		return strings.TrimRight(repo.APIURL, "/") + "/", nil
	}
	r, err := codehost.ParseRemote(repo.URL)
	if err != nil {
		return "", fmt.Errorf("github: %w", err)
	}
	if strings.EqualFold(r.Host, "github.com") || strings.EqualFold(r.Host, "www.github.com") {
		return "https://api.github.com/", nil
	}
	return r.Scheme + "://" + r.Host + "/api/v3/", nil
}

// client is an API client for repo, authenticated as it says, with the
// repository's owner and name.
func (h *Host) client(ctx context.Context, repo codehost.Repo) (c *gh.Client, owner, name string, err error) {
	r, err := codehost.ParseRemote(repo.URL)
	if err != nil {
		return nil, "", "", fmt.Errorf("github: %w", err)
	}
	if strings.Count(r.Path, "/") != 1 {
		return nil, "", "", fmt.Errorf("github: repository %q: want owner/name", r.Path)
	}
	api, err := APIURL(repo)
	if err != nil {
		return nil, "", "", err
	}
	token := repo.Token
	if repo.App != nil {
		if token, err = h.installationToken(ctx, api, repo.App); err != nil {
			return nil, "", "", err
		}
	}
	c, err = h.newClient(api, string(token))
	if err != nil {
		return nil, "", "", err
	}
	return c, r.Owner(), r.Name(), nil
}

func (h *Host) newClient(api, token string) (*gh.Client, error) {
	opts := []gh.ClientOptionsFunc{gh.WithHTTPClient(h.http), gh.WithUserAgent("folio")}
	if token != "" {
		opts = append(opts, gh.WithAuthToken(token))
	}
	if api != "https://api.github.com/" {
		opts = append(opts, gh.WithURLs(&api, &api))
	}
	c, err := gh.NewClient(opts...)
	if err != nil {
		return nil, fmt.Errorf("github: %w", err)
	}
	return c, nil
}

// GitCredentials are what git pushes and fetches with: the token (an
// installation's, minted, for an App) as the password of x-access-token.
func (h *Host) GitCredentials(ctx context.Context, repo codehost.Repo) (git.Credentials, error) {
	if repo.App == nil {
		return git.Credentials{Username: git.DefaultUsername, Token: repo.Token}, nil
	}
	api, err := APIURL(repo)
	if err != nil {
		return git.Credentials{}, err
	}
	tok, err := h.installationToken(ctx, api, repo.App)
	if err != nil {
		return git.Credentials{}, err
	}
	return git.Credentials{Username: git.DefaultUsername, Token: tok}, nil
}

// Push sends the job's branch. It is never forced.
func (h *Host) Push(ctx context.Context, repo codehost.Repo, b codehost.Branch) error {
	if err := b.Push(ctx); err != nil {
		return fmt.Errorf("github: push %s: %w", b.Branch(), codehost.PushError(err))
	}
	return nil
}

// Open opens a pull request from a pushed branch. One already open for
// the branch is returned with ErrConflict.
func (h *Host) Open(ctx context.Context, repo codehost.Repo, req codehost.NewPullRequest) (codehost.PullRequest, error) {
	c, owner, name, err := h.client(ctx, repo)
	if err != nil {
		return codehost.PullRequest{}, err
	}
	pr, _, err := c.PullRequests.Create(ctx, owner, name, &gh.NewPullRequest{
		Title: &req.Title, Body: &req.Body, Base: &req.Base, Head: &req.Head, Draft: &req.Draft,
		MaintainerCanModify: gh.Ptr(true),
	})
	if err != nil {
		if alreadyOpen(err) {
			if open, ferr := h.Find(ctx, repo, req.Head); ferr == nil {
				return open, fmt.Errorf("github: a pull request from %s is open: %w", req.Head, codehost.ErrConflict)
			}
		}
		return codehost.PullRequest{}, fmt.Errorf("github: open a pull request from %s: %w", req.Head, apiError(err))
	}
	h.log.InfoContext(ctx, "github: pull request opened", "repo", owner+"/"+name, "number", pr.GetNumber())
	return convert(pr), nil
}

// alreadyOpen reports whether GitHub refused a pull request because one
// is open for the branch: 422 with "A pull request already exists".
func alreadyOpen(err error) bool {
	var er *gh.ErrorResponse
	if !errors.As(err, &er) || er.Response == nil || er.Response.StatusCode != http.StatusUnprocessableEntity {
		return false
	}
	for _, e := range er.Errors {
		if strings.Contains(e.Message, "already exists") {
			return true
		}
	}
	return strings.Contains(er.Message, "already exists")
}

// Get reads a pull request.
func (h *Host) Get(ctx context.Context, repo codehost.Repo, number int) (codehost.PullRequest, error) {
	c, owner, name, err := h.client(ctx, repo)
	if err != nil {
		return codehost.PullRequest{}, err
	}
	pr, _, err := c.PullRequests.Get(ctx, owner, name, number)
	if err != nil {
		return codehost.PullRequest{}, fmt.Errorf("github: pull request #%d: %w", number, apiError(err))
	}
	return convert(pr), nil
}

// Find is the newest pull request from head, in any state.
func (h *Host) Find(ctx context.Context, repo codehost.Repo, head string) (codehost.PullRequest, error) {
	c, owner, name, err := h.client(ctx, repo)
	if err != nil {
		return codehost.PullRequest{}, err
	}
	prs, _, err := c.PullRequests.List(ctx, owner, name, &gh.PullRequestListOptions{
		State: "all", Head: owner + ":" + head, Sort: "created", Direction: "desc",
		ListOptions: gh.ListOptions{PerPage: 1},
	})
	if err != nil {
		return codehost.PullRequest{}, fmt.Errorf("github: pull requests from %s: %w", head, apiError(err))
	}
	if len(prs) == 0 {
		return codehost.PullRequest{}, fmt.Errorf("github: no pull request from %s: %w", head, codehost.ErrNotFound)
	}
	return convert(prs[0]), nil
}

// Update edits an open pull request's title or body.
func (h *Host) Update(ctx context.Context, repo codehost.Repo, number int, e codehost.Edit) (codehost.PullRequest, error) {
	cur, err := h.Get(ctx, repo, number)
	if err != nil {
		return cur, err
	}
	if cur.State != codehost.StateOpen {
		return cur, fmt.Errorf("github: pull request #%d is %s: %w", number, cur.State, codehost.ErrClosed)
	}
	c, owner, name, err := h.client(ctx, repo)
	if err != nil {
		return cur, err
	}
	pr, _, err := c.PullRequests.Edit(ctx, owner, name, number, &gh.PullRequest{Title: e.Title, Body: e.Body})
	if err != nil {
		return cur, fmt.Errorf("github: edit pull request #%d: %w", number, apiError(err))
	}
	return convert(pr), nil
}

// Comment adds a comment to a pull request (its conversation).
func (h *Host) Comment(ctx context.Context, repo codehost.Repo, number int, body string) error {
	c, owner, name, err := h.client(ctx, repo)
	if err != nil {
		return err
	}
	if _, _, err := c.Issues.CreateComment(ctx, owner, name, number, &gh.IssueComment{Body: &body}); err != nil {
		return fmt.Errorf("github: comment on #%d: %w", number, apiError(err))
	}
	return nil
}

// Check reads the repository with the credentials: it exists for them,
// and they may push (which lets them open pull requests from its
// branches too).
func (h *Host) Check(ctx context.Context, repo codehost.Repo) (codehost.Access, error) {
	c, owner, name, err := h.client(ctx, repo)
	if err != nil {
		return codehost.Access{}, err
	}
	r, resp, err := c.Repositories.Get(ctx, owner, name)
	// A classic token's scopes come back with every answer; without
	// "repo", GitHub shows it no private repository (a 404), and
	// without "repo" or "public_repo" it may not write to a public one.
	scopes, classic := oauthScopes(resp)
	if err != nil {
		err = apiError(err)
		if classic && errors.Is(err, codehost.ErrNotFound) && !slices.Contains(scopes, "repo") {
			err = &codehost.ScopeError{Missing: []string{"repo"}, Err: err}
		}
		return codehost.Access{}, fmt.Errorf("github: read %s/%s: %w", owner, name, err)
	}
	a := codehost.Access{DefaultBranch: r.GetDefaultBranch()}
	if classic && !slices.Contains(scopes, "repo") && (r.GetPrivate() || !slices.Contains(scopes, "public_repo")) {
		a.Missing = []string{"repo"}
		if !r.GetPrivate() {
			a.Missing = []string{"public_repo"}
		}
	}
	perms := r.GetPermissions()
	switch {
	case r.GetArchived():
	case repo.App != nil:
		// An installation token reports no permissions on the
		// repository; the App's, granted at installation, are its
		// own ("contents: write", "pull_requests: write").
		a.Push, a.PullRequests, a.Who = true, true, "GitHub App installation"
	default:
		a.Push = len(a.Missing) == 0 && (perms.GetPush() || perms.GetMaintain() || perms.GetAdmin())
		a.PullRequests = a.Push
	}
	if repo.App == nil {
		if u, _, err := c.Users.Get(ctx, ""); err == nil {
			a.Who = u.GetLogin()
		}
	}
	return a, nil
}

// oauthScopes reads the X-OAuth-Scopes of an answer to a classic token;
// classic is false when there is none (a fine-grained token, an App's).
func oauthScopes(resp *gh.Response) (scopes []string, classic bool) {
	if resp == nil || resp.Response == nil {
		return nil, false
	}
	v, ok := resp.Header["X-Oauth-Scopes"]
	if !ok || len(v) == 0 {
		return nil, false
	}
	for s := range strings.SplitSeq(v[0], ",") {
		if s = strings.TrimSpace(s); s != "" {
			scopes = append(scopes, s)
		}
	}
	return scopes, true
}

// convert maps GitHub's pull request onto the host-neutral one.
func convert(pr *gh.PullRequest) codehost.PullRequest {
	out := codehost.PullRequest{
		Number:      pr.GetNumber(),
		URL:         pr.GetHTMLURL(),
		Title:       pr.GetTitle(),
		Body:        pr.GetBody(),
		Base:        pr.GetBase().GetRef(),
		Head:        pr.GetHead().GetRef(),
		HeadCommit:  pr.GetHead().GetSHA(),
		Draft:       pr.GetDraft(),
		CreatedAt:   pr.GetCreatedAt().Time,
		UpdatedAt:   pr.GetUpdatedAt().Time,
		MergedAt:    pr.GetMergedAt().Time,
		ClosedAt:    pr.GetClosedAt().Time,
		MergeCommit: "",
		State:       codehost.StateOpen,
	}
	switch {
	case pr.GetMerged() || !pr.GetMergedAt().IsZero():
		out.State = codehost.StateMerged
		out.MergeCommit = pr.GetMergeCommitSHA()
	case pr.GetState() == "closed":
		out.State = codehost.StateClosed
	}
	return out
}

// apiError maps GitHub's answers onto codehost's errors, keeping the
// message GitHub gave (which never holds the token).
func apiError(err error) error {
	var rl *gh.RateLimitError
	if errors.As(err, &rl) {
		return &codehost.RateLimitError{RetryAfter: time.Until(rl.Rate.Reset.Time), Err: err}
	}
	var ab *gh.AbuseRateLimitError
	if errors.As(err, &ab) {
		wait := time.Duration(0)
		if ab.RetryAfter != nil {
			wait = *ab.RetryAfter
		}
		return &codehost.RateLimitError{RetryAfter: wait, Err: err}
	}
	var er *gh.ErrorResponse
	if errors.As(err, &er) && er.Response != nil {
		switch er.Response.StatusCode {
		case http.StatusUnauthorized:
			return fmt.Errorf("%w: GitHub refused the token (bad or expired): %w", codehost.ErrUnauthorized, err)
		case http.StatusForbidden:
			return fmt.Errorf("%w: the token lacks a permission (contents and pull requests: write): %w", codehost.ErrForbidden, err)
		case http.StatusNotFound:
			return fmt.Errorf("%w: %w", codehost.ErrNotFound, err)
		case http.StatusTooManyRequests:
			return &codehost.RateLimitError{Err: err}
		}
	}
	return err
}
