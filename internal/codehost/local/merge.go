// Package local is the code host for repositories on Folio's own
// machine: job branches are pushed into the project's repository and
// merged there by Folio, with no service in between.
//
// This file is the merge: a fast-forward when the base has not moved,
// else a merge commit computed with git merge-tree, which needs no
// checkout. A conflict is reported with the conflicting files and
// leaves the repository as it was; nothing is ever forced.
package local

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/git"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/workspace"
)

// Options configures a Merger.
type Options struct {
	// Git runs git (nil = a runner of the merger's own).
	Git *git.Runner
	// Log receives a line per merge (nil = discard).
	Log *slog.Logger
	// Author signs merge commits (empty fields: "Folio Agent"
	// <agent@folio.invalid>, as workspace.DefaultAuthorName/Email).
	Author workspace.Signature
	// Timeout bounds each git command of a runner made here (0 = one
	// minute).
	Timeout time.Duration
}

// Merger merges branches of local repositories.
type Merger struct {
	git    *git.Runner
	log    *slog.Logger
	author workspace.Signature
}

// NewMerger finds git.
func NewMerger(opts Options) (*Merger, error) {
	m := &Merger{git: opts.Git, log: opts.Log, author: opts.Author}
	if m.log == nil {
		m.log = slog.New(slog.DiscardHandler)
	}
	if m.git == nil {
		timeout := opts.Timeout
		if timeout <= 0 {
			timeout = time.Minute
		}
		r, err := git.New(git.Options{Log: m.log, Timeout: timeout})
		if err != nil {
			return nil, fmt.Errorf("local: %w", err)
		}
		m.git = r
	}
	if m.author.Name == "" {
		m.author.Name = workspace.DefaultAuthorName
	}
	if m.author.Email == "" {
		m.author.Email = workspace.DefaultAuthorEmail
	}
	return m, nil
}

// MergeRequest is one merge of Head into Base, both branches of the
// repository.
type MergeRequest struct {
	Base    string
	Head    string
	Message string // of a merge commit ("" = "Merge branch '<head>' into <base>")
	// DryRun reports what a merge would do (and any conflict) without
	// changing the repository.
	DryRun bool
	// NoFastForward makes a merge commit even when the base has not
	// moved (git merge --no-ff).
	NoFastForward bool
	// FastForwardOnly refuses, with ErrConflict, a merge that would need
	// a merge commit (git merge --ff-only).
	FastForwardOnly bool
}

// MergeResult is what a merge did (or, for a dry run, would do).
type MergeResult struct {
	// Commit is the base branch's new commit ("" in a dry run that
	// would make a merge commit).
	Commit string
	// FastForward: the base had not moved, so it now points at the
	// head's commit; no merge commit.
	FastForward bool
	// AlreadyMerged: the base already holds the head; nothing changed.
	AlreadyMerged bool
}

// Merge merges req.Head into req.Base in the repository at repo (an
// absolute path, bare or not). A conflict is a *codehost.ConflictError
// (errors.Is ErrConflict) naming the files, and so is a base that moved
// during the merge or a checkout of the base with uncommitted changes in
// the way; in every error case the repository is unchanged. When the
// base is checked out, its working tree follows the merge.
func (m *Merger) Merge(ctx context.Context, repo string, req MergeRequest) (MergeResult, error) {
	res, err := m.merge(ctx, repo, req)
	if err != nil {
		return MergeResult{}, fmt.Errorf("merge %s into %s: %w", req.Head, req.Base, err)
	}
	return res, nil
}

func (m *Merger) merge(ctx context.Context, repo string, req MergeRequest) (MergeResult, error) {
	if !filepath.IsAbs(repo) {
		return MergeResult{}, fmt.Errorf("repository %q: not an absolute path", repo)
	}
	for _, b := range []string{req.Base, req.Head} {
		if err := m.checkBranch(ctx, repo, b); err != nil {
			return MergeResult{}, err
		}
	}
	base, err := m.commitOf(ctx, repo, req.Base)
	if err != nil {
		return MergeResult{}, err
	}
	head, err := m.commitOf(ctx, repo, req.Head)
	if err != nil {
		return MergeResult{}, err
	}
	if m.isAncestor(ctx, repo, head, base) {
		return MergeResult{Commit: base, AlreadyMerged: true}, nil
	}
	res := MergeResult{Commit: head, FastForward: true}
	ff := m.isAncestor(ctx, repo, base, head)
	if !ff && req.FastForwardOnly {
		return MergeResult{}, fmt.Errorf("%w: %s has commits that %s lacks, so it cannot be fast-forwarded", codehost.ErrConflict, req.Base, req.Head)
	}
	if !ff || req.NoFastForward {
		var tree string
		if ff {
			// --no-ff: nothing to merge; the merge commit has the head's tree.
			var out string
			out, err = m.run(ctx, repo, "", nil, "rev-parse", "--verify", "--end-of-options", head+"^{tree}")
			tree = strings.TrimSpace(out)
		} else {
			tree, err = m.mergeTree(ctx, repo, req, base, head)
		}
		if err != nil {
			return MergeResult{}, err
		}
		if req.DryRun {
			return MergeResult{}, nil
		}
		msg := req.Message
		if strings.TrimSpace(msg) == "" {
			msg = fmt.Sprintf("Merge branch '%s' into %s\n", req.Head, req.Base)
		}
		a := m.author
		out, err := m.run(ctx, repo, msg, []string{
			"GIT_AUTHOR_NAME=" + a.Name, "GIT_AUTHOR_EMAIL=" + a.Email,
			"GIT_COMMITTER_NAME=" + a.Name, "GIT_COMMITTER_EMAIL=" + a.Email,
		}, "commit-tree", tree, "-p", base, "-p", head, "-F", "-")
		if err != nil {
			return MergeResult{}, fmt.Errorf("merge commit: %w", err)
		}
		res = MergeResult{Commit: strings.TrimSpace(out)}
	}
	if req.DryRun {
		return res, nil
	}
	if err := m.advance(ctx, repo, req, base, res.Commit); err != nil {
		return MergeResult{}, err
	}
	m.log.InfoContext(ctx, "merged", "repository", repo, "base", req.Base, "head", req.Head,
		"commit", res.Commit, "fastForward", res.FastForward)
	return res, nil
}

// mergeTree writes the merged tree, or reports the conflicting files.
func (m *Merger) mergeTree(ctx context.Context, repo string, req MergeRequest, base, head string) (string, error) {
	out, err := m.run(ctx, repo, "", nil, "merge-tree", "--write-tree", "--name-only", "--no-messages", "-z", base, head)
	switch git.ExitCode(err) {
	case 0:
		tree, _, _ := strings.Cut(out, "\x00")
		return strings.TrimSpace(tree), nil
	case 1:
		fields := strings.Split(out, "\x00")
		var files []string
		for _, f := range fields[1:] {
			if f != "" && (len(files) == 0 || files[len(files)-1] != f) {
				files = append(files, f)
			}
		}
		return "", &codehost.ConflictError{Base: req.Base, Head: req.Head, Files: files}
	default:
		return "", fmt.Errorf("merge-tree: %w", err)
	}
}

// advance moves the base from old to commit, a descendant of old. A
// checked-out base moves with its working tree (and only if the
// change does not overwrite uncommitted work); otherwise the ref moves
// only if it still points at old.
func (m *Merger) advance(ctx context.Context, repo string, req MergeRequest, old, commit string) error {
	wt, err := m.checkedOut(ctx, repo, "refs/heads/"+req.Base)
	if err != nil {
		return err
	}
	if wt == "" {
		if _, err := m.run(ctx, repo, "", nil, "update-ref", "-m", "folio: merge "+req.Head, "refs/heads/"+req.Base, commit, old); err != nil {
			return fmt.Errorf("%w: the base moved during the merge: %w", codehost.ErrConflict, err)
		}
		return nil
	}
	if out, err := m.run(ctx, wt, "", nil, "status", "--porcelain", "--untracked-files=no"); err != nil {
		return err
	} else if out != "" {
		return fmt.Errorf("%w: %s has uncommitted changes on %s", codehost.ErrConflict, wt, req.Base)
	}
	if _, err := m.run(ctx, wt, "", nil, "merge", "--ff-only", "--quiet", commit); err != nil {
		return fmt.Errorf("%w: update the checkout in %s: %w", codehost.ErrConflict, wt, err)
	}
	return nil
}

// checkedOut is the working tree where ref is checked out ("" = none).
func (m *Merger) checkedOut(ctx context.Context, repo, ref string) (string, error) {
	out, err := m.run(ctx, repo, "", nil, "worktree", "list", "--porcelain", "-z")
	if err != nil {
		return "", err
	}
	var path string
	for f := range strings.SplitSeq(out, "\x00") {
		if p, ok := strings.CutPrefix(f, "worktree "); ok {
			path = p
		}
		if f == "branch "+ref {
			return path, nil
		}
	}
	return "", nil
}

func (m *Merger) checkBranch(ctx context.Context, repo, b string) error {
	if b == "" || strings.HasPrefix(b, "-") || strings.HasPrefix(b, "refs/") || strings.ContainsAny(b, "\x00\n\r") {
		return fmt.Errorf("branch %q: not a valid branch name", b)
	}
	if _, err := m.run(ctx, repo, "", nil, "check-ref-format", "refs/heads/"+b); err != nil {
		return fmt.Errorf("branch %q: not a valid branch name", b)
	}
	return nil
}

func (m *Merger) commitOf(ctx context.Context, repo, branch string) (string, error) {
	out, err := m.run(ctx, repo, "", nil, "rev-parse", "--quiet", "--verify", "--end-of-options", "refs/heads/"+branch+"^{commit}")
	if err != nil {
		if git.ExitCode(err) == 1 {
			return "", fmt.Errorf("branch %s: %w", branch, codehost.ErrNotFound)
		}
		return "", err
	}
	return strings.TrimSpace(out), nil
}

func (m *Merger) isAncestor(ctx context.Context, repo, a, b string) bool {
	_, err := m.run(ctx, repo, "", nil, "merge-base", "--is-ancestor", a, b)
	return err == nil
}

// run runs git in dir through the one git layer.
func (m *Merger) run(ctx context.Context, dir, stdin string, env []string, args ...string) (string, error) {
	return m.git.Run(ctx, git.Cmd{Dir: dir, Stdin: stdin, Env: env, Args: args})
}
