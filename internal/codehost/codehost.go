// Package codehost defines what Folio asks of a code-hosting service:
// push a job's branch, open a pull request from it, update it (more
// commits, a comment), and read its state and address. GitHub, GitLab,
// Gitea/Forgejo and the built-in local host implement Host; the jobs
// runner sees only this package.
//
// A "pull request" is whatever the host calls it (a merge request on
// GitLab, a change page in Folio's dashboard for the local host). The
// branch itself is made and pushed by the job's workspace (a Branch); the
// host decides where the push goes and owns the review.
package codehost

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/git"
)

// Errors hosts return, wrapped with their own detail; test with
// errors.Is.
var (
	// ErrNotFound: no such pull request, branch or repository.
	ErrNotFound = errors.New("not found")
	// ErrConflict: the host refused because of the state of the
	// repository: a pull request for the branch is already open, the
	// branch moved (a push that is not a fast-forward), or a merge
	// conflicts (see ConflictError).
	ErrConflict = errors.New("conflict")
	// ErrClosed: the pull request is merged or closed and cannot change.
	ErrClosed = errors.New("pull request closed")
	// ErrUnauthorized: the host refused the credentials.
	ErrUnauthorized = errors.New("unauthorized")
	// ErrUnsupported: the host cannot do this (a draft on a host without
	// drafts, for instance, is not an error: the draft flag is dropped).
	ErrUnsupported = errors.New("not supported by this code host")
	// ErrForbidden: the credentials are good but lack a permission or a
	// scope (push, pull requests), or the repository is archived.
	ErrForbidden = errors.New("forbidden")
	// ErrProtected: the branch is protected against this push.
	ErrProtected = errors.New("branch protected")
	// ErrRateLimited: the host asks to wait (see RateLimitError).
	ErrRateLimited = errors.New("rate limited")
)

// RateLimitError is a refusal until a time the host named (its
// rate-limit headers or Retry-After). It is ErrRateLimited for errors.Is.
type RateLimitError struct {
	RetryAfter time.Duration // 0 when the host did not say
	Err        error
}

func (e *RateLimitError) Error() string {
	if e.RetryAfter > 0 {
		return fmt.Sprintf("rate limited for %s: %v", e.RetryAfter.Round(time.Second), e.Err)
	}
	return fmt.Sprintf("rate limited: %v", e.Err)
}

// Is makes errors.Is(err, ErrRateLimited) hold.
func (e *RateLimitError) Is(target error) bool { return target == ErrRateLimited }

func (e *RateLimitError) Unwrap() error { return e.Err }

// ScopeError is a refusal the host explains by the token's scopes: the
// credentials lack Missing (as the host names them: "repo", "api"). It is
// ErrForbidden for errors.Is, or what the host answered (ErrNotFound: a
// GitHub token without "repo" sees no private repository).
type ScopeError struct {
	Missing []string
	Err     error
}

func (e *ScopeError) Error() string {
	return fmt.Sprintf("the token lacks the scope %s: %v", strings.Join(e.Missing, " and "), e.Err)
}

func (e *ScopeError) Is(target error) bool { return target == ErrForbidden }

func (e *ScopeError) Unwrap() error { return e.Err }

// Permanent reports whether an error of a host will happen again however
// often the call is retried: the credentials, a permission, a missing
// repository or branch protection need a person.
func Permanent(err error) bool {
	for _, e := range []error{ErrUnauthorized, ErrForbidden, ErrProtected, ErrNotFound, ErrUnsupported} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

// ConflictError is a merge that cannot be done without a person: the
// files both sides changed. It is ErrConflict for errors.Is.
type ConflictError struct {
	Base  string   // the branch merged into
	Head  string   // the branch merged
	Files []string // conflicting paths, sorted
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("merging %s into %s conflicts in %s", e.Head, e.Base, strings.Join(e.Files, ", "))
}

// Is makes errors.Is(err, ErrConflict) hold.
func (e *ConflictError) Is(target error) bool { return target == ErrConflict }

// State is a pull request's state.
type State string

const (
	StateOpen   State = "open"
	StateMerged State = "merged"
	StateClosed State = "closed" // closed without merging
)

// Repo is the repository a host works on: a project's.
type Repo struct {
	// Project is Folio's project id (the local host numbers its changes
	// per project, and links to them).
	Project string
	// URL is the repository: a clone URL for remote hosts (they derive
	// owner and name from it), an absolute path for the local host.
	URL string
	// Token authenticates the host's API and pushes ("" = none): a
	// personal, project or fine-grained token.
	Token git.Secret
	// APIURL is the host's API ("" = derived from URL the way the host
	// lays it out, such as https://api.github.com).
	APIURL string
	// App, for GitHub, authenticates as a GitHub App installation instead
	// of Token.
	App *App
}

// App is a GitHub App installation: the host mints short-lived
// installation tokens with the App's private key.
type App struct {
	ID           int64
	Installation int64
	PrivateKey   []byte // PEM, PKCS #1 or #8
}

// PullRequest is a pull request as the host reports it.
type PullRequest struct {
	Number int    // per repository (the local host: per project)
	URL    string // where a person reviews it; the job's prLink
	State  State
	Title  string
	Body   string
	Base   string // the branch it merges into
	Head   string // the job's branch
	Draft  bool
	// HeadCommit is the head branch's commit the host last saw.
	HeadCommit string
	// MergeCommit is the commit that merged it ("" unless merged).
	MergeCommit string
	CreatedAt   time.Time
	UpdatedAt   time.Time
	// MergedAt and ClosedAt are zero until then.
	MergedAt time.Time
	ClosedAt time.Time
}

// NewPullRequest is what Open asks for.
type NewPullRequest struct {
	Title string
	Body  string // Markdown
	Base  string // the branch to merge into
	Head  string // the job's branch, already pushed
	Draft bool
	// Job is the Folio job that made the branch; a host that lives in
	// Folio (local) links the pull request to it, others ignore it.
	Job string
}

// Edit changes a pull request's text; nil fields stay as they are.
type Edit struct {
	Title *string
	Body  *string
}

// Branch is a job's branch, ready to push; a job's workspace is one.
type Branch interface {
	// Branch is the branch's name.
	Branch() string
	// Push sends the branch to the workspace's repository without
	// forcing it.
	Push(ctx context.Context) error
}

// Host is a code-hosting service. Implementations are safe for
// concurrent use; every method returns the errors above, wrapped.
type Host interface {
	// Name is the host's kind, as a project's codeHost field names it:
	// "local", "github", "gitlab", "gitea".
	Name() string

	// Push sends a job's branch to the repository: new commits on an
	// open pull request's branch update it. A push that is not a
	// fast-forward is ErrConflict; it is never forced.
	Push(ctx context.Context, repo Repo, b Branch) error

	// Open opens a pull request from a pushed branch. If one is already
	// open for req.Head, Open returns it with ErrConflict.
	Open(ctx context.Context, repo Repo, req NewPullRequest) (PullRequest, error)

	// Get reads a pull request: its state, its address, its commits.
	Get(ctx context.Context, repo Repo, number int) (PullRequest, error)

	// Find is the latest pull request from head, in any state
	// (ErrNotFound when there is none): a follow-up job adds to it when
	// it is open and opens a new one otherwise.
	Find(ctx context.Context, repo Repo, head string) (PullRequest, error)

	// Update changes the title or body of an open pull request
	// (ErrClosed once merged or closed).
	Update(ctx context.Context, repo Repo, number int, e Edit) (PullRequest, error)

	// Comment adds a comment (Markdown), such as a follow-up's summary.
	Comment(ctx context.Context, repo Repo, number int, body string) error
}

// Authenticator is a host whose git credentials come from the repository's
// (an App's minted token, or a token with the user name the host wants):
// the job's workspace fetches and pushes with them.
type Authenticator interface {
	GitCredentials(ctx context.Context, repo Repo) (git.Credentials, error)
}

// Access is what a check of a repository found.
type Access struct {
	// DefaultBranch is the repository's default branch, as the host says.
	DefaultBranch string
	// Push reports whether the credentials may push branches.
	Push bool
	// PullRequests reports whether they may open pull requests.
	PullRequests bool
	// Who is the account the credentials act as ("" when unknown).
	Who string
	// Missing names the scopes the token lacks to push and open pull
	// requests, as the host names them, when the host tells a token's
	// scopes (GitHub's classic tokens, GitLab's tokens).
	Missing []string
}

// Checker is a host that can say, before any job runs, whether the
// credentials reach the repository and may push and open pull requests.
// Its errors are the package's (ErrUnauthorized, ErrNotFound, ...),
// wrapped with what to fix.
type Checker interface {
	Check(ctx context.Context, repo Repo) (Access, error)
}

// HookKind is what a code host's webhook delivery is about.
type HookKind string

const (
	// HookPullRequest: a pull request changed (opened, edited, merged,
	// closed, reopened, new commits).
	HookPullRequest HookKind = "pull_request"
	// HookComment: someone commented on a pull request.
	HookComment HookKind = "comment"
	// HookPing: the host checks that the hook answers.
	HookPing HookKind = "ping"
	// HookPush: commits were pushed to a branch (HookEvent.Branch).
	HookPush HookKind = "push"
	// HookIgnored: anything else (a push, an issue): answered, not used.
	HookIgnored HookKind = "ignored"
)

// HookEvent is a webhook delivery, verified and read.
type HookEvent struct {
	Kind HookKind
	// PullRequest is the pull request it is about (Kind pull_request or
	// comment); for a comment, only Number, URL and Head may be known.
	PullRequest PullRequest
	// Comment is the comment's text and author (Kind comment).
	Comment     string
	Author      string
	CommentID   string
	AuthorIsBot bool
	// Branch is the branch a push moved (Kind push).
	Branch string
}

// ErrBadSignature: a webhook delivery's signature or token does not match
// the project's secret.
var ErrBadSignature = errors.New("webhook signature does not match")

// Hooks is a host that sends webhooks: ParseHook checks a delivery against
// the project's secret (ErrBadSignature when it does not match) and reads
// it. body is the request's body, already read (bounded by the caller).
type Hooks interface {
	ParseHook(r *http.Request, body []byte, secret string) (HookEvent, error)
}
