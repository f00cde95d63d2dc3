package store

import (
	"context"
	"time"
)

// ChangeStore keeps the built-in review's changes: the pull requests of
// the local code host (codehost/local), numbered per project, and their
// comments. A change goes with its project.
type ChangeStore interface {
	// CreateChange writes a new change with the project's next number
	// (1, 2, …, never reused while the project lives) and returns it. A
	// missing project is ErrNotFound; an open change of the project from
	// the same Head is ErrConflict (a project has at most one open change
	// per branch).
	CreateChange(ctx context.Context, c Change) (Change, error)
	// Change reads a change of a project by its number.
	Change(ctx context.Context, projectID string, number int) (Change, error)
	// Changes lists a project's changes, newest (highest number) first.
	Changes(ctx context.Context, q ChangeQuery) ([]Change, error)
	// CountChanges counts a project's changes in a state ("" = all).
	CountChanges(ctx context.Context, projectID string, state ChangeState) (int, error)
	// UpdateChange loads the change, calls fn on it and, when fn returns
	// nil, writes it, in one transaction; fn may be called more than once
	// and must have no other side effects; its error is returned
	// unwrapped. fn cannot change ProjectID, Number, JobID, Head or
	// CreatedAt. Opening a change again while another change of its
	// branch is open is ErrConflict. A change that becomes merged sends
	// TopicSite for its project with the write: its base moved.
	UpdateChange(ctx context.Context, projectID string, number int, fn func(c *Change) error) (Change, error)
	// AddChangeComment appends a comment (Seq: the next one; zero
	// CreatedAt: now) and moves the change's UpdatedAt to it. A missing
	// change is ErrNotFound.
	AddChangeComment(ctx context.Context, cm ChangeComment) (ChangeComment, error)
	// ChangeComments lists a change's comments, oldest first.
	ChangeComments(ctx context.Context, projectID string, number int) ([]ChangeComment, error)
}

// ChangeState is where a change is in its life.
type ChangeState string

const (
	ChangeOpen   ChangeState = "open"
	ChangeMerged ChangeState = "merged"
	ChangeClosed ChangeState = "closed" // closed without merging
)

// Change is one pull request of the built-in review: a branch of the
// project's repository proposed for its base branch.
type Change struct {
	ProjectID string
	Number    int    // per project, from 1; set by CreateChange
	JobID     string // the agent job that made the branch ("" = none)
	Title     string
	Body      string // Markdown
	Base      string // the branch it merges into
	Head      string // the proposed branch
	State     ChangeState
	// HeadCommit is the head branch's commit when the change was last
	// written (when merged or closed: its last commit).
	HeadCommit string
	// BaseCommit is where the head branch left the base (their merge
	// base), recorded when the change was merged or closed so that its
	// diff can still be shown; "" while open (it is computed).
	BaseCommit string
	// MergeCommit is the base's commit after the merge ("" unless
	// merged); it is HeadCommit after a fast-forward.
	MergeCommit string
	CreatedAt   time.Time
	UpdatedAt   time.Time
	MergedAt    time.Time // zero unless merged
	ClosedAt    time.Time // zero unless closed
	// ClosedBy says who merged or closed it ("" while open).
	ClosedBy string
}

// ChangeQuery selects a page of a project's changes.
type ChangeQuery struct {
	ProjectID string
	State     ChangeState // "" = every state
	Head      string      // "" = every branch
	JobID     string      // "" = every job
	// Before continues a listing: only changes numbered below it (0 =
	// from the newest).
	Before int
	Limit  int // 0 or less: 20
}

// ChangeComment is a comment on a change.
type ChangeComment struct {
	ProjectID string
	Number    int   // the change's
	Seq       int64 // 1, 2, … per change; set by the store
	Author    string
	Body      string // Markdown
	CreatedAt time.Time
}
