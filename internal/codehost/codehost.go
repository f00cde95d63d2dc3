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
)

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
	// Token authenticates the host's API and pushes ("" = none).
	Token git.Secret
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
