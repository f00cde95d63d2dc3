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
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/workspace"
)

// Options configures a Merger.
type Options struct {
	// Git is the git executable ("" = "git" from PATH).
	Git string
	// Log receives a line per merge (nil = discard).
	Log *slog.Logger
	// Author signs merge commits (empty fields: "Folio Agent"
	// <agent@folio.invalid>, as workspace.DefaultAuthorName/Email).
	Author workspace.Signature
	// Timeout bounds each git command (0 = one minute).
	Timeout time.Duration
}

// Merger merges branches of local repositories.
type Merger struct {
	git     string
	log     *slog.Logger
	author  workspace.Signature
	timeout time.Duration
}

// NewMerger finds git.
func NewMerger(opts Options) (*Merger, error) {
	name := opts.Git
	if name == "" {
		name = "git"
	}
	path, err := exec.LookPath(name)
	if err != nil {
		return nil, fmt.Errorf("local: find git: %w", err)
	}
	m := &Merger{git: path, log: opts.Log, author: opts.Author, timeout: opts.Timeout}
	if m.log == nil {
		m.log = slog.New(slog.DiscardHandler)
	}
	if m.author.Name == "" {
		m.author.Name = workspace.DefaultAuthorName
	}
	if m.author.Email == "" {
		m.author.Email = workspace.DefaultAuthorEmail
	}
	if m.timeout <= 0 {
		m.timeout = time.Minute
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
	switch exitCode(err) {
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
		if exitCode(err) == 1 {
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

// run runs git in dir, never through a shell, with the server's
// environment minus anything that would point git elsewhere.
func (m *Merger) run(ctx context.Context, dir, stdin string, env []string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, m.timeout)
	defer cancel()
	sub := args[0]
	args = append([]string{"-c", "core.hooksPath=" + os.DevNull, "-c", "commit.gpgSign=false"}, args...)
	cmd := exec.CommandContext(ctx, m.git, args...)
	cmd.Dir = dir
	for _, kv := range os.Environ() {
		if name, _, _ := strings.Cut(kv, "="); !strings.HasPrefix(name, "GIT_") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "GIT_TERMINAL_PROMPT=0", "GIT_CONFIG_NOSYSTEM=1", "LC_ALL=C")
	cmd.Env = append(cmd.Env, env...)
	cmd.WaitDelay = 5 * time.Second
	if stdin != "" {
		cmd.Stdin = strings.NewReader(stdin)
	}
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			err = ctx.Err()
		}
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			return stdout.String(), fmt.Errorf("git %s: %w", sub, err)
		}
		return stdout.String(), fmt.Errorf("git %s: %w: %s", sub, err, msg)
	}
	return stdout.String(), nil
}

func exitCode(err error) int {
	if err == nil {
		return 0
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	}
	return -1
}
