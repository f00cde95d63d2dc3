package local

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/git"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/workspace"
)

// Name is the local host's name, as a project's codeHost field says it.
const Name = "local"

// HostOptions configures a Host.
type HostOptions struct {
	// Store keeps the changes (required).
	Store store.ChangeStore
	// BaseURL is the service's public URL, such as
	// "https://docs.example.com"; a change's URL is
	// {BaseURL}/dashboard/projects/{projectId}/changes/{n}.
	BaseURL string
	// Git runs git (nil = a runner of the host's own).
	Git *git.Runner
	// Log receives a line per change opened, merged or closed (nil =
	// discard).
	Log *slog.Logger
	// Now is the clock (nil = time.Now).
	Now func() time.Time
	// Author signs merge commits and the comments the job engine adds
	// (empty fields: workspace.DefaultAuthorName/Email).
	Author workspace.Signature
	// Timeout bounds each git command (0 = one minute).
	Timeout time.Duration
	// Merged is called after a change is merged into its base, with the
	// project's id, so that the project's site is rebuilt (nil = none).
	// It runs on the merging goroutine and must not block.
	Merged func(projectID string)
}

// Host is the local code host: job branches are pushed into the
// project's repository on this machine, and a pull request is a change
// record (store.Change) reviewed on the dashboard's change page and
// merged there. It implements codehost.Host and is safe for concurrent
// use.
type Host struct {
	store   store.ChangeStore
	merger  *Merger
	base    string
	log     *slog.Logger
	now     func() time.Time
	author  workspace.Signature
	onMerge func(string)

	mu    sync.Mutex
	locks map[string]*sync.Mutex // per repository: merges and closes, one at a time
}

var _ codehost.Host = (*Host)(nil)

// NewHost finds git and returns the host.
func NewHost(o HostOptions) (*Host, error) {
	if o.Store == nil {
		return nil, errors.New("local: no store")
	}
	m, err := NewMerger(Options{Git: o.Git, Log: o.Log, Author: o.Author, Timeout: o.Timeout})
	if err != nil {
		return nil, err
	}
	h := &Host{
		store: o.Store, merger: m, base: strings.TrimRight(o.BaseURL, "/"), log: m.log,
		now: o.Now, author: m.author, onMerge: o.Merged, locks: map[string]*sync.Mutex{},
	}
	if h.now == nil {
		h.now = time.Now
	}
	return h, nil
}

// Name is "local".
func (h *Host) Name() string { return Name }

// URL is where a change is reviewed.
func (h *Host) URL(projectID string, number int) string {
	return h.base + "/dashboard/projects/" + url.PathEscape(projectID) + "/changes/" + strconv.Itoa(number)
}

// checkPath refuses a repository that is not a folder at an absolute
// path.
func (h *Host) checkPath(repo codehost.Repo) error {
	if repo.Project == "" {
		return errors.New("no project")
	}
	if !filepath.IsAbs(repo.URL) {
		return fmt.Errorf("repository %q: the local host needs an absolute path", repo.URL)
	}
	if _, err := os.Stat(repo.URL); err != nil {
		return fmt.Errorf("repository %s: %w", repo.URL, codehost.ErrNotFound)
	}
	return nil
}

// checkRepo refuses a repository that is not a git repository at an
// absolute path.
func (h *Host) checkRepo(ctx context.Context, repo codehost.Repo) error {
	if err := h.checkPath(repo); err != nil {
		return err
	}
	if _, err := h.merger.run(ctx, repo.URL, "", nil, "rev-parse", "--git-dir"); err != nil {
		return fmt.Errorf("repository %s is not a git repository: %w", repo.URL, codehost.ErrNotFound)
	}
	return nil
}

// storeErr maps the store's errors to the code host's.
func storeErr(err error) error {
	switch {
	case errors.Is(err, store.ErrNotFound):
		return fmt.Errorf("%w: %w", codehost.ErrNotFound, err)
	case errors.Is(err, store.ErrConflict):
		return fmt.Errorf("%w: %w", codehost.ErrConflict, err)
	}
	return err
}

// Push sends the branch into the project's repository
// (workspace.Workspace pushes to the path it was opened from). A push
// that is not a fast-forward is ErrConflict; refused credentials are
// ErrUnauthorized. An open change of the branch records its new head.
func (h *Host) Push(ctx context.Context, repo codehost.Repo, b codehost.Branch) error {
	if err := h.checkRepo(ctx, repo); err != nil {
		return fmt.Errorf("local: push: %w", err)
	}
	if err := b.Push(ctx); err != nil {
		switch {
		case errors.Is(err, workspace.ErrRejected):
			return fmt.Errorf("local: push %s: %w: %w", b.Branch(), codehost.ErrConflict, err)
		case errors.Is(err, workspace.ErrAuth):
			return fmt.Errorf("local: push %s: %w: %w", b.Branch(), codehost.ErrUnauthorized, err)
		}
		return fmt.Errorf("local: push %s: %w", b.Branch(), err)
	}
	cs, err := h.store.Changes(ctx, store.ChangeQuery{ProjectID: repo.Project, Head: b.Branch(), State: store.ChangeOpen, Limit: 1})
	if err != nil || len(cs) == 0 {
		return nil // the push itself succeeded
	}
	if head, err := h.merger.commitOf(ctx, repo.URL, b.Branch()); err == nil && head != cs[0].HeadCommit {
		_, err := h.store.UpdateChange(ctx, repo.Project, cs[0].Number, func(c *store.Change) error {
			c.HeadCommit = head
			return nil
		})
		if err != nil {
			h.log.WarnContext(ctx, "record a change's new head", "project", repo.Project, "change", cs[0].Number, "err", err)
		}
	}
	return nil
}

// Open opens a change from a pushed branch. Both branches must exist;
// an open change of the same head is returned with ErrConflict. The
// local host has no drafts: the flag is dropped.
func (h *Host) Open(ctx context.Context, repo codehost.Repo, req codehost.NewPullRequest) (codehost.PullRequest, error) {
	pr, err := h.open(ctx, repo, req)
	if err != nil {
		return pr, fmt.Errorf("local: open a change from %s: %w", req.Head, err)
	}
	return pr, nil
}

func (h *Host) open(ctx context.Context, repo codehost.Repo, req codehost.NewPullRequest) (codehost.PullRequest, error) {
	if err := h.checkRepo(ctx, repo); err != nil {
		return codehost.PullRequest{}, err
	}
	if req.Head == req.Base {
		return codehost.PullRequest{}, fmt.Errorf("the branch %s cannot be merged into itself", req.Head)
	}
	var head string
	for _, b := range []string{req.Base, req.Head} {
		if err := h.merger.checkBranch(ctx, repo.URL, b); err != nil {
			return codehost.PullRequest{}, err
		}
		c, err := h.merger.commitOf(ctx, repo.URL, b)
		if err != nil {
			return codehost.PullRequest{}, err
		}
		head = c
	}
	title := cleanTitle(req.Title)
	if title == "" {
		title = cleanTitle(firstLine(req.Body))
	}
	if title == "" {
		title = "Changes from " + req.Head
	}
	now := h.now().UTC()
	c, err := h.store.CreateChange(ctx, store.Change{
		ProjectID: repo.Project, JobID: req.Job, Title: title, Body: validText(req.Body),
		Base: req.Base, Head: req.Head, State: store.ChangeOpen, HeadCommit: head,
		CreatedAt: now, UpdatedAt: now,
	})
	if errors.Is(err, store.ErrConflict) {
		open, ferr := h.find(ctx, repo, req.Head)
		if ferr == nil && open.State == codehost.StateOpen {
			return open, fmt.Errorf("%w: change #%d is already open for %s", codehost.ErrConflict, open.Number, req.Head)
		}
	}
	if err != nil {
		return codehost.PullRequest{}, storeErr(err)
	}
	h.log.InfoContext(ctx, "change opened", "project", repo.Project, "change", c.Number, "head", c.Head, "base", c.Base, "job", c.JobID)
	return h.pr(ctx, repo, c), nil
}

// Get reads a change. An open change reports its branch's current head.
func (h *Host) Get(ctx context.Context, repo codehost.Repo, number int) (codehost.PullRequest, error) {
	c, err := h.store.Change(ctx, repo.Project, number)
	if err != nil {
		return codehost.PullRequest{}, fmt.Errorf("local: change #%d: %w", number, storeErr(err))
	}
	return h.pr(ctx, repo, c), nil
}

// Find is the latest change from head, in any state.
func (h *Host) Find(ctx context.Context, repo codehost.Repo, head string) (codehost.PullRequest, error) {
	pr, err := h.find(ctx, repo, head)
	if err != nil {
		return pr, fmt.Errorf("local: find a change from %s: %w", head, err)
	}
	return pr, nil
}

func (h *Host) find(ctx context.Context, repo codehost.Repo, head string) (codehost.PullRequest, error) {
	if head == "" {
		return codehost.PullRequest{}, codehost.ErrNotFound
	}
	cs, err := h.store.Changes(ctx, store.ChangeQuery{ProjectID: repo.Project, Head: head, Limit: 1})
	if err != nil {
		return codehost.PullRequest{}, storeErr(err)
	}
	if len(cs) == 0 {
		return codehost.PullRequest{}, codehost.ErrNotFound
	}
	return h.pr(ctx, repo, cs[0]), nil
}

// Update changes an open change's title or body; a merged or closed one
// is ErrClosed.
func (h *Host) Update(ctx context.Context, repo codehost.Repo, number int, e codehost.Edit) (codehost.PullRequest, error) {
	c, err := h.store.UpdateChange(ctx, repo.Project, number, func(c *store.Change) error {
		if c.State != store.ChangeOpen {
			return fmt.Errorf("%w: change #%d is %s", codehost.ErrClosed, c.Number, c.State)
		}
		if e.Title != nil {
			if t := cleanTitle(*e.Title); t != "" {
				c.Title = t
			}
		}
		if e.Body != nil {
			c.Body = validText(*e.Body)
		}
		c.UpdatedAt = h.now().UTC()
		return nil
	})
	if err != nil {
		return codehost.PullRequest{}, fmt.Errorf("local: update change #%d: %w", number, storeErr(err))
	}
	return h.pr(ctx, repo, c), nil
}

// Comment adds a comment signed by the host's author (the agent).
func (h *Host) Comment(ctx context.Context, repo codehost.Repo, number int, body string) error {
	return h.CommentAs(ctx, repo, number, h.author.Name, body)
}

// CommentAs adds a comment signed by author, in any state of the change.
func (h *Host) CommentAs(ctx context.Context, repo codehost.Repo, number int, author, body string) error {
	body = strings.TrimSpace(validText(body))
	if body == "" {
		return fmt.Errorf("local: comment on change #%d: empty comment", number)
	}
	_, err := h.store.AddChangeComment(ctx, store.ChangeComment{
		ProjectID: repo.Project, Number: number, Author: author, Body: body, CreatedAt: h.now().UTC(),
	})
	if err != nil {
		return fmt.Errorf("local: comment on change #%d: %w", number, storeErr(err))
	}
	return nil
}

// MergeMethod is how Merge brings a change into its base.
type MergeMethod string

const (
	// MergeAuto fast-forwards when the base has not moved and makes a
	// merge commit otherwise.
	MergeAuto MergeMethod = ""
	// MergeCommit always makes a merge commit (git merge --no-ff).
	MergeCommit MergeMethod = "merge"
	// FastForward moves the base to the head and refuses, with
	// ErrConflict, when the base has moved (git merge --ff-only).
	FastForward MergeMethod = "fast-forward"
)

// MergeOptions are a merge's choices.
type MergeOptions struct {
	Method MergeMethod
	// By says who merges, for the record ("" = the host's author).
	By string
}

// Merge merges an open change into its base branch and records it
// merged; then the Merged callback runs. A merged or closed change is
// ErrClosed; a conflict is a *codehost.ConflictError and changes
// nothing; nothing is forced. A change whose head the base already
// holds is recorded merged as it is.
func (h *Host) Merge(ctx context.Context, repo codehost.Repo, number int, o MergeOptions) (codehost.PullRequest, error) {
	pr, err := h.merge(ctx, repo, number, o)
	if err != nil {
		return pr, fmt.Errorf("local: merge change #%d: %w", number, err)
	}
	return pr, nil
}

func (h *Host) merge(ctx context.Context, repo codehost.Repo, number int, o MergeOptions) (codehost.PullRequest, error) {
	if err := h.checkRepo(ctx, repo); err != nil {
		return codehost.PullRequest{}, err
	}
	unlock := h.lock(repo.URL)
	defer unlock()
	c, err := h.store.Change(ctx, repo.Project, number)
	if err != nil {
		return codehost.PullRequest{}, storeErr(err)
	}
	if c.State != store.ChangeOpen {
		return h.pr(ctx, repo, c), fmt.Errorf("%w: it is %s", codehost.ErrClosed, c.State)
	}
	head, err := h.merger.commitOf(ctx, repo.URL, c.Head)
	if err != nil {
		return codehost.PullRequest{}, err
	}
	baseTip, err := h.merger.commitOf(ctx, repo.URL, c.Base)
	if err != nil {
		return codehost.PullRequest{}, err
	}
	mergeBase, _ := h.mergeBase(ctx, repo.URL, baseTip, head)
	req := MergeRequest{
		Base: c.Base, Head: c.Head,
		Message:         fmt.Sprintf("Merge change #%d from %s\n\n%s\n", c.Number, c.Head, c.Title),
		NoFastForward:   o.Method == MergeCommit,
		FastForwardOnly: o.Method == FastForward,
	}
	res, err := h.merger.Merge(ctx, repo.URL, req)
	if err != nil {
		return codehost.PullRequest{}, err
	}
	by := o.By
	if by == "" {
		by = h.author.Name
	}
	now := h.now().UTC()
	c, err = h.store.UpdateChange(ctx, repo.Project, number, func(c *store.Change) error {
		c.State, c.MergeCommit, c.MergedAt, c.ClosedBy = store.ChangeMerged, res.Commit, now, by
		c.HeadCommit, c.BaseCommit = head, mergeBase
		c.UpdatedAt = now
		return nil
	})
	if err != nil {
		// The base holds the merge; merging again records it.
		return codehost.PullRequest{}, fmt.Errorf("record the merge: %w", storeErr(err))
	}
	h.log.InfoContext(ctx, "change merged", "project", repo.Project, "change", number, "commit", res.Commit,
		"fastForward", res.FastForward, "alreadyMerged", res.AlreadyMerged, "by", by)
	if h.onMerge != nil {
		h.onMerge(repo.Project)
	}
	return h.pr(ctx, repo, c), nil
}

// Close closes an open change without merging it; the branch stays. A
// merged or closed change is ErrClosed.
func (h *Host) Close(ctx context.Context, repo codehost.Repo, number int, by string) (codehost.PullRequest, error) {
	if err := h.checkRepo(ctx, repo); err != nil {
		return codehost.PullRequest{}, fmt.Errorf("local: close change #%d: %w", number, err)
	}
	unlock := h.lock(repo.URL)
	defer unlock()
	if by == "" {
		by = h.author.Name
	}
	c, err := h.store.Change(ctx, repo.Project, number)
	if err != nil {
		return codehost.PullRequest{}, fmt.Errorf("local: close change #%d: %w", number, storeErr(err))
	}
	head, baseTip := c.HeadCommit, ""
	if sha, err := h.merger.commitOf(ctx, repo.URL, c.Head); err == nil {
		head = sha
	}
	if sha, err := h.merger.commitOf(ctx, repo.URL, c.Base); err == nil {
		baseTip = sha
	}
	mergeBase, _ := h.mergeBase(ctx, repo.URL, baseTip, head)
	now := h.now().UTC()
	c, err = h.store.UpdateChange(ctx, repo.Project, number, func(c *store.Change) error {
		if c.State != store.ChangeOpen {
			return fmt.Errorf("%w: change #%d is %s", codehost.ErrClosed, c.Number, c.State)
		}
		c.State, c.ClosedAt, c.ClosedBy = store.ChangeClosed, now, by
		c.HeadCommit, c.BaseCommit = head, mergeBase
		c.UpdatedAt = now
		return nil
	})
	if err != nil {
		return codehost.PullRequest{}, fmt.Errorf("local: close change #%d: %w", number, storeErr(err))
	}
	h.log.InfoContext(ctx, "change closed", "project", repo.Project, "change", number, "by", by)
	return h.pr(ctx, repo, c), nil
}

// lock holds a repository's merges and closes, one at a time in this
// process (the merge itself refuses a base that moved under it).
func (h *Host) lock(repo string) (unlock func()) {
	h.mu.Lock()
	mu := h.locks[repo]
	if mu == nil {
		mu = &sync.Mutex{}
		h.locks[repo] = mu
	}
	h.mu.Unlock()
	mu.Lock()
	return mu.Unlock
}

// pr is a change as a pull request; an open change's head commit is
// read from the repository when it can be.
func (h *Host) pr(ctx context.Context, repo codehost.Repo, c store.Change) codehost.PullRequest {
	head := c.HeadCommit
	if c.State == store.ChangeOpen && repo.URL != "" {
		if sha, err := h.merger.commitOf(ctx, repo.URL, c.Head); err == nil {
			head = sha
		}
	}
	return codehost.PullRequest{
		Number: c.Number, URL: h.URL(c.ProjectID, c.Number), State: codehost.State(c.State),
		Title: c.Title, Body: c.Body, Base: c.Base, Head: c.Head,
		HeadCommit: head, MergeCommit: c.MergeCommit,
		CreatedAt: c.CreatedAt, UpdatedAt: c.UpdatedAt, MergedAt: c.MergedAt, ClosedAt: c.ClosedAt,
	}
}

func (h *Host) mergeBase(ctx context.Context, repo, a, b string) (string, error) {
	if a == "" || b == "" {
		return "", codehost.ErrNotFound
	}
	out, err := h.merger.run(ctx, repo, "", nil, "merge-base", "--end-of-options", a, b)
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(out), nil
}

// cleanTitle is a title on one line, without control characters, at most
// 256 characters.
func cleanTitle(s string) string {
	s = strings.Join(strings.Fields(validText(s)), " ")
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, s)
	if utf8.RuneCountInString(s) > 256 {
		s = string([]rune(s)[:255]) + "…"
	}
	return s
}

func firstLine(s string) string {
	for l := range strings.SplitSeq(s, "\n") {
		l = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(l), "#"))
		if l != "" {
			return l
		}
	}
	return ""
}

// Check reports whether the repository is a git repository on this
// machine that Folio can write: the built-in review pushes into it and
// merges there.
func (h *Host) Check(ctx context.Context, repo codehost.Repo) (codehost.Access, error) {
	if err := h.checkRepo(ctx, repo); err != nil {
		return codehost.Access{}, fmt.Errorf("local: %w", err)
	}
	a := codehost.Access{PullRequests: true, Who: "folio"}
	if out, err := h.merger.run(ctx, repo.URL, "", nil, "symbolic-ref", "--quiet", "--short", "HEAD"); err == nil {
		a.DefaultBranch = strings.TrimSpace(out)
	}
	gitDir, err := h.merger.run(ctx, repo.URL, "", nil, "rev-parse", "--absolute-git-dir")
	if err != nil {
		return a, fmt.Errorf("local: %w", err)
	}
	// Pushing writes objects and refs in the git folder.
	probe, err := os.CreateTemp(strings.TrimSpace(gitDir), "folio-check-")
	if err == nil {
		probe.Close()
		os.Remove(probe.Name())
		a.Push = true
	}
	return a, nil
}

var _ codehost.Checker = (*Host)(nil)
