// Package gitea is the code host for repositories on Gitea and Forgejo
// (Codeberg included: Forgejo keeps Gitea's API v1), through the Gitea
// SDK (code.gitea.io/sdk/gitea): pushes over HTTPS, pull requests opened,
// found, read, edited and commented on, an access check, and webhooks
// verified with the project's secret (X-Gitea-Signature, the
// HMAC-SHA256 of the body).
//
// It authenticates with an access token: in the API's Authorization
// header, and as git's password (Gitea reads the token from the password
// whatever the user name). The token needs the write:repository scope
// (pushes, pull requests) and write:issue (comments: Gitea files a pull
// request's conversation under issues).
package gitea

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	sdk "code.gitea.io/sdk/gitea"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/git"
)

// Name is the host's name, as a project's codeHost field says it.
const Name = "gitea"

// apiPath is where Gitea and Forgejo serve their API, under the
// instance's root URL.
const apiPath = "api/v1"

// pageSize is how many pull requests Find asks for at once: Gitea's
// default most (MAX_RESPONSE_ITEMS).
const pageSize = 50

// maxPages bounds Find's walk through a repository's pull requests.
const maxPages = 200

// Options configures a Host.
type Options struct {
	// HTTP makes the API's requests (nil: a client with a 30 s timeout).
	HTTP *http.Client
	// Log receives a line per pull request opened (nil: discard).
	Log *slog.Logger
	// Now is the clock (nil: time.Now); Retry-After dates are read by it.
	Now func() time.Time
}

// Host is Gitea (or Forgejo). It is safe for concurrent use.
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

// Name is "gitea".
func (h *Host) Name() string { return Name }

// APIURL is the API of the instance a repository lives on:
// SCHEME://HOST/api/v1/, unless repo.APIURL says otherwise. An override
// without /api/v1 is the instance's root URL (https://example.com/git),
// and /api/v1 is added.
func APIURL(repo codehost.Repo) (string, error) {
	if repo.APIURL != "" {
		u, err := url.Parse(repo.APIURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
			return "", fmt.Errorf("gitea: API URL %q: want an http:// or https:// URL", repo.APIURL)
		}
		api := strings.TrimRight(repo.APIURL, "/")
		if !strings.HasSuffix(api, "/"+apiPath) {
			api += "/" + apiPath
		}
		return api + "/", nil
	}
	r, err := codehost.ParseRemote(repo.URL)
	if err != nil {
		return "", fmt.Errorf("gitea: %w", err)
	}
	return r.Scheme + "://" + r.Host + "/" + apiPath + "/", nil
}

// RepoPath is the repository's owner and name on the instance: the clone
// URL's path, less the folder an instance under a sub-path is served
// from when the API URL names it.
func RepoPath(repo codehost.Repo) (owner, name string, err error) {
	r, err := codehost.ParseRemote(repo.URL)
	if err != nil {
		return "", "", fmt.Errorf("gitea: %w", err)
	}
	api, err := APIURL(repo)
	if err != nil {
		return "", "", err
	}
	r = r.Under(api, apiPath)
	if strings.Count(r.Path, "/") != 1 {
		return "", "", fmt.Errorf("gitea: repository %q: want owner/name (an instance under a sub-path needs its --api-url)", r.Path)
	}
	return r.Owner(), r.Name(), nil
}

// client is an API client for repo, bound to ctx, with the repository's
// owner and name.
func (h *Host) client(ctx context.Context, repo codehost.Repo) (c *sdk.Client, owner, name string, err error) {
	owner, name, err = RepoPath(repo)
	if err != nil {
		return nil, "", "", err
	}
	api, _ := APIURL(repo)
	c, err = sdk.NewClient(strings.TrimSuffix(api, apiPath+"/"),
		sdk.SetHTTPClient(h.http),
		sdk.SetContext(ctx),
		sdk.SetToken(string(repo.Token)),
		sdk.SetUserAgent("folio"),
		// Without a version the SDK asks /version first, on every
		// client: a request more, and one whose refusal (a bad token
		// is refused there too) would come back without its status.
		// The routes Folio uses are older than any Gitea or Forgejo
		// release still supported.
		sdk.SetGiteaVersion(""),
	)
	if err != nil {
		return nil, "", "", fmt.Errorf("gitea: %w", err)
	}
	return c, owner, name, nil
}

// GitCredentials are what git pushes and fetches with: the token as the
// password (Gitea and Forgejo ignore the user name then).
func (h *Host) GitCredentials(ctx context.Context, repo codehost.Repo) (git.Credentials, error) {
	return git.Credentials{Username: git.DefaultUsername, Token: repo.Token}, nil
}

// Push sends the job's branch. It is never forced.
func (h *Host) Push(ctx context.Context, repo codehost.Repo, b codehost.Branch) error {
	if err := b.Push(ctx); err != nil {
		return fmt.Errorf("gitea: push %s: %w", b.Branch(), codehost.PushError(err))
	}
	return nil
}

// wipPrefixes are Gitea's default WORK_IN_PROGRESS_PREFIXES: a pull
// request whose title starts with one (in any case) is a draft, which
// Gitea and Forgejo report as "draft" and refuse to merge. Gitea's API
// has no other way to open a draft.
var wipPrefixes = []string{"WIP:", "[WIP]"}

// wip returns the work-in-progress prefix title starts with ("" if none).
func wip(title string) string {
	t := strings.TrimLeft(title, " ")
	for _, p := range wipPrefixes {
		if len(t) >= len(p) && strings.EqualFold(t[:len(p)], p) {
			return title[:len(title)-len(t)+len(p)]
		}
	}
	return ""
}

// Open opens a pull request from a pushed branch (a draft by its title's
// "WIP: "). One already open for the branch is returned with
// ErrConflict.
func (h *Host) Open(ctx context.Context, repo codehost.Repo, req codehost.NewPullRequest) (codehost.PullRequest, error) {
	c, owner, name, err := h.client(ctx, repo)
	if err != nil {
		return codehost.PullRequest{}, err
	}
	title := req.Title
	if req.Draft && wip(title) == "" {
		title = "WIP: " + title
	}
	pr, resp, err := c.CreatePullRequest(owner, name, sdk.CreatePullRequestOption{
		Head: req.Head, Base: req.Base, Title: title, Body: req.Body,
	})
	if err != nil {
		if alreadyOpen(resp, err) {
			if open, ferr := h.Find(ctx, repo, req.Head); ferr == nil && open.State == codehost.StateOpen {
				return open, fmt.Errorf("gitea: a pull request from %s is open: %w", req.Head, codehost.ErrConflict)
			}
		}
		return codehost.PullRequest{}, fmt.Errorf("gitea: open a pull request from %s: %w", req.Head, h.apiError(resp, err))
	}
	h.log.InfoContext(ctx, "gitea: pull request opened", "repo", owner+"/"+name, "number", pr.Index)
	return convert(pr), nil
}

// alreadyOpen reports whether Gitea refused a pull request because one is
// open for the same branches: 409 "pull request already exists for these
// targets" (422 on older releases).
func alreadyOpen(resp *sdk.Response, err error) bool {
	if resp == nil || (resp.StatusCode != http.StatusConflict && resp.StatusCode != http.StatusUnprocessableEntity) {
		return false
	}
	return strings.Contains(err.Error(), "already exists")
}

// Get reads a pull request.
func (h *Host) Get(ctx context.Context, repo codehost.Repo, number int) (codehost.PullRequest, error) {
	c, owner, name, err := h.client(ctx, repo)
	if err != nil {
		return codehost.PullRequest{}, err
	}
	pr, resp, err := c.GetPullRequest(owner, name, int64(number))
	if err != nil {
		return codehost.PullRequest{}, fmt.Errorf("gitea: pull request #%d: %w", number, h.apiError(resp, err))
	}
	return convert(pr), nil
}

// Find is the newest pull request from head (a branch of the repository
// itself, not of a fork), in any state. Gitea's list cannot filter by
// head: Find reads it newest first, a page at a time, until a page holds
// one.
func (h *Host) Find(ctx context.Context, repo codehost.Repo, head string) (codehost.PullRequest, error) {
	c, owner, name, err := h.client(ctx, repo)
	if err != nil {
		return codehost.PullRequest{}, err
	}
	for page := 1; page <= maxPages; page++ {
		prs, resp, err := c.ListRepoPullRequests(owner, name, sdk.ListPullRequestsOptions{
			ListOptions: sdk.ListOptions{Page: page, PageSize: pageSize}, State: sdk.StateAll,
		})
		if err != nil {
			return codehost.PullRequest{}, fmt.Errorf("gitea: pull requests from %s: %w", head, h.apiError(resp, err))
		}
		var best *sdk.PullRequest
		for _, pr := range prs {
			if pr.Head == nil || pr.Head.Ref != head || (pr.Base != nil && pr.Head.RepoID != pr.Base.RepoID) {
				continue
			}
			if best == nil || pr.Index > best.Index {
				best = pr
			}
		}
		if best != nil {
			return convert(best), nil
		}
		if len(prs) == 0 || resp == nil || resp.NextPage == 0 {
			break
		}
	}
	return codehost.PullRequest{}, fmt.Errorf("gitea: no pull request from %s: %w", head, codehost.ErrNotFound)
}

// Update edits an open pull request's title or body. A draft stays one:
// its new title keeps the "WIP: " that makes it so.
func (h *Host) Update(ctx context.Context, repo codehost.Repo, number int, e codehost.Edit) (codehost.PullRequest, error) {
	cur, err := h.Get(ctx, repo, number)
	if err != nil {
		return cur, err
	}
	if cur.State != codehost.StateOpen {
		return cur, fmt.Errorf("gitea: pull request #%d is %s: %w", number, cur.State, codehost.ErrClosed)
	}
	c, owner, name, err := h.client(ctx, repo)
	if err != nil {
		return cur, err
	}
	opt := sdk.EditPullRequestOption{Body: e.Body}
	if e.Title != nil {
		if strings.TrimSpace(*e.Title) == "" {
			return cur, fmt.Errorf("gitea: pull request #%d: an empty title", number)
		}
		opt.Title = *e.Title
		if cur.Draft && wip(opt.Title) == "" {
			opt.Title = "WIP: " + opt.Title
		}
	}
	pr, resp, err := c.EditPullRequest(owner, name, int64(number), opt)
	if err != nil {
		return cur, fmt.Errorf("gitea: edit pull request #%d: %w", number, h.apiError(resp, err))
	}
	return convert(pr), nil
}

// Comment adds a comment to a pull request's conversation.
func (h *Host) Comment(ctx context.Context, repo codehost.Repo, number int, body string) error {
	c, owner, name, err := h.client(ctx, repo)
	if err != nil {
		return err
	}
	if _, resp, err := c.CreateIssueComment(owner, name, int64(number), sdk.CreateIssueCommentOption{Body: body}); err != nil {
		return fmt.Errorf("gitea: comment on #%d: %w", number, h.apiError(resp, err))
	}
	return nil
}

// Check reads the instance's version (is there a Gitea or Forgejo API at
// the address?) and the repository with the credentials: it exists for
// them, they may push (write or admin), and pull requests are on. Gitea
// does not tell a token's scopes; a missing one shows when it is used,
// with its name.
func (h *Host) Check(ctx context.Context, repo codehost.Repo) (codehost.Access, error) {
	c, owner, name, err := h.client(ctx, repo)
	if err != nil {
		return codehost.Access{}, err
	}
	api, _ := APIURL(repo)
	if _, resp, err := c.ServerVersion(); err != nil {
		if resp != nil && resp.StatusCode == http.StatusNotFound {
			return codehost.Access{}, fmt.Errorf("gitea: no Gitea or Forgejo API at %s (its /version is not found; see --api-url): %w", api, codehost.ErrNotFound)
		}
		return codehost.Access{}, fmt.Errorf("gitea: read the version of %s: %w", api, h.apiError(resp, err))
	}
	r, resp, err := c.GetRepo(owner, name)
	if err != nil {
		return codehost.Access{}, fmt.Errorf("gitea: read %s/%s: %w", owner, name, h.apiError(resp, err))
	}
	a := codehost.Access{DefaultBranch: r.DefaultBranch}
	if p := r.Permissions; p != nil && !r.Archived {
		a.Push = p.Push || p.Admin
		a.PullRequests = a.Push && r.HasPullRequests
	}
	if u, _, err := c.GetMyUserInfo(); err == nil {
		a.Who = u.UserName
	}
	return a, nil
}

// convert maps Gitea's pull request onto the host-neutral one; a draft's
// "WIP: " is taken off its title (Draft says it).
func convert(pr *sdk.PullRequest) codehost.PullRequest {
	out := codehost.PullRequest{
		Number:    int(pr.Index),
		URL:       pr.HTMLURL,
		Title:     pr.Title,
		Body:      pr.Body,
		Draft:     pr.Draft || wip(pr.Title) != "",
		CreatedAt: at(pr.Created),
		UpdatedAt: at(pr.Updated),
		ClosedAt:  at(pr.Closed),
		State:     codehost.StateOpen,
	}
	if p := wip(pr.Title); p != "" {
		out.Title = strings.TrimLeft(pr.Title[len(p):], " ")
	}
	if pr.Base != nil {
		out.Base = pr.Base.Ref
	}
	if pr.Head != nil {
		out.Head, out.HeadCommit = pr.Head.Ref, pr.Head.Sha
	}
	switch {
	case pr.HasMerged:
		out.State, out.MergedAt = codehost.StateMerged, at(pr.Merged)
		if pr.MergedCommitID != nil {
			out.MergeCommit = *pr.MergedCommitID
		}
	case pr.State == sdk.StateClosed:
		out.State = codehost.StateClosed
	}
	return out
}

func at(t *time.Time) time.Time {
	if t == nil {
		return time.Time{}
	}
	return *t
}

// apiError maps Gitea's answers onto codehost's errors, keeping the
// message Gitea gave (which never holds the token: the SDK's errors are
// the body's "message").
func (h *Host) apiError(resp *sdk.Response, err error) error {
	if resp == nil || resp.Response == nil {
		return err
	}
	said := fmt.Errorf("Gitea answered %d: %w", resp.StatusCode, err)
	switch resp.StatusCode {
	case http.StatusUnauthorized:
		return fmt.Errorf("%w: Gitea refused the token (bad, expired or revoked): %w", codehost.ErrUnauthorized, said)
	case http.StatusForbidden:
		if strings.Contains(err.Error(), "required scope") {
			missing := requiredScopes(err.Error())
			if len(missing) == 0 {
				missing = []string{"write:repository", "write:issue"}
			}
			return &codehost.ScopeError{Missing: missing, Err: fmt.Errorf("%w: %w", codehost.ErrForbidden, said)}
		}
		return fmt.Errorf("%w: the account may not do this (write access to the repository is needed): %w", codehost.ErrForbidden, said)
	case http.StatusLocked:
		return fmt.Errorf("%w: the repository is archived: %w", codehost.ErrForbidden, said)
	case http.StatusNotFound:
		return fmt.Errorf("%w: %w", codehost.ErrNotFound, said)
	case http.StatusConflict:
		return fmt.Errorf("%w: %w", codehost.ErrConflict, said)
	case http.StatusTooManyRequests:
		return &codehost.RateLimitError{RetryAfter: retryAfter(resp.Header, h.now()), Err: said}
	}
	return said
}

// requiredScope finds the scopes in Gitea's refusal of a token: "token
// does not have at least one of required scope(s), required=[write:issue],
// token scope=…" (older versions: "…required scope(s): [write:issue]").
var requiredScope = regexp.MustCompile(`required scope\(s\)[^\[]*\[([^\]]*)\]`)

func requiredScopes(msg string) []string {
	m := requiredScope.FindStringSubmatch(msg)
	if m == nil {
		return nil
	}
	return strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == ' ' })
}

// retryAfter reads Retry-After (seconds or an HTTP date). Gitea itself
// does not rate-limit its API; a proxy in front of it (Codeberg's) does,
// with 429 and Retry-After.
func retryAfter(hdr http.Header, now time.Time) time.Duration {
	v := strings.TrimSpace(hdr.Get("Retry-After"))
	if s, err := strconv.Atoi(v); err == nil && s >= 0 {
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now), 0)
	}
	return 0
}
