package workspace

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Checkpoints are how a run's work in progress outlives the node that
// made it: the branch's head is pushed to a hidden ref of the project's
// repository (never a branch, so no one reviews it and no site shows it),
// and a run that resumes on any node restores the branch from there.

// CheckpointRef is the hidden ref that holds the checkpoints of the
// worktree named name (a job's id).
func CheckpointRef(name string) string { return "refs/folio/jobs/" + name }

// PushCheckpoint sends the branch's head to ref in the project's
// repository. It is never forced: a ref that moved elsewhere (another
// run's checkpoints) is ErrRejected.
func (w *Workspace) PushCheckpoint(ctx context.Context, ref string) error {
	if err := w.lock(); err != nil {
		return err
	}
	defer w.mu.Unlock()
	if err := w.m.checkRef(ctx, "checkpoint", ref); err != nil {
		return err
	}
	start := time.Now()
	_, err := w.m.run(ctx, gitCmd{dir: w.dir, auth: w.remote, args: []string{
		"push", "--quiet", "--no-verify", "--", w.remote.target, "HEAD:" + ref,
	}})
	if err != nil {
		said := stderrOf(err)
		if strings.Contains(said, "non-fast-forward") || strings.Contains(said, "fetch first") {
			return fmt.Errorf("push checkpoint to %s: %w: %w", w.remote.display, ErrRejected, err)
		}
		if strings.Contains(said, "remote rejected") {
			// A hook or a rule of the host: not another run's work.
			return fmt.Errorf("push checkpoint to %s: %w: %w", w.remote.display, ErrRefused, err)
		}
		return fmt.Errorf("push checkpoint to %s: %w", w.remote.display, authError(err))
	}
	w.m.log.DebugContext(ctx, "pushed checkpoint", "project", w.project, "ref", ref, "took", time.Since(start))
	return nil
}

// CheckpointAt is the commit ref is at in the project's repository (""
// when it is not there).
func (w *Workspace) CheckpointAt(ctx context.Context, ref string) (string, error) {
	if err := w.lock(); err != nil {
		return "", err
	}
	defer w.mu.Unlock()
	if err := w.m.checkRef(ctx, "checkpoint", ref); err != nil {
		return "", err
	}
	return w.checkpointAt(ctx, ref)
}

// checkpointAt is CheckpointAt with the workspace locked.
func (w *Workspace) checkpointAt(ctx context.Context, ref string) (string, error) {
	out, err := w.m.run(ctx, gitCmd{dir: w.dir, auth: w.remote, args: []string{"ls-remote", "--", w.remote.target, ref}})
	if err != nil {
		return "", fmt.Errorf("read checkpoint in %s: %w", w.remote.display, authError(err))
	}
	for line := range strings.Lines(out) {
		if sha, name, ok := strings.Cut(strings.TrimSpace(line), "\t"); ok && name == ref {
			return sha, nil
		}
	}
	return "", nil
}

// MoveCheckpoint sets ref in the project's repository to the commit to
// ("" removes it), only if it is still at from: the one run that owns a
// job puts back the checkpoint it recorded, dropping commits a run that
// died pushed and never recorded. A ref that moved on since is
// ErrRejected.
func (w *Workspace) MoveCheckpoint(ctx context.Context, ref, from, to string) error {
	if err := w.lock(); err != nil {
		return err
	}
	defer w.mu.Unlock()
	if err := w.m.checkRef(ctx, "checkpoint", ref); err != nil {
		return err
	}
	if !isHex(from) || to != "" && !isHex(to) {
		return fmt.Errorf("move checkpoint: %q or %q is not a commit id", from, to)
	}
	_, err := w.m.run(ctx, gitCmd{dir: w.dir, auth: w.remote, args: []string{
		"push", "--quiet", "--no-verify", "--force-with-lease=" + ref + ":" + from, "--", w.remote.target, to + ":" + ref,
	}})
	if err != nil {
		said := stderrOf(err)
		switch {
		case to == "" && strings.Contains(said, "unable to delete") && strings.Contains(said, "not found"):
			return nil
		case strings.Contains(said, "stale info") || strings.Contains(said, "rejected"):
			if at, aerr := w.checkpointAt(ctx, ref); to == "" && aerr == nil && at == "" {
				return nil // gone already
			}
			return fmt.Errorf("move checkpoint in %s: %w: %w", w.remote.display, ErrRejected, err)
		}
		return fmt.Errorf("move checkpoint in %s: %w", w.remote.display, authError(err))
	}
	return nil
}

// Restore puts the branch and its files at commit sha, the newest
// checkpoint a run recorded, fetching ref from the project's repository
// when this node does not have the commit (the run was on another one).
// Commits this node made after sha, and every uncommitted change, are
// dropped: they belong to steps that were never recorded. A commit that
// neither this node nor the repository has is ErrNotFound.
func (w *Workspace) Restore(ctx context.Context, ref, sha string) error {
	if err := w.lock(); err != nil {
		return err
	}
	defer w.mu.Unlock()
	if !isHex(sha) {
		return fmt.Errorf("restore: %q is not a commit id", sha)
	}
	if err := w.m.checkRef(ctx, "checkpoint", ref); err != nil {
		return err
	}
	if _, ok := w.m.revParse(ctx, w.dir, sha); !ok {
		_, err := w.m.run(ctx, gitCmd{dir: w.mirror, auth: w.remote, args: []string{
			"fetch", "--quiet", "--no-write-fetch-head", "--", w.remote.target, "+" + ref + ":" + ref,
		}})
		if err != nil {
			if said := stderrOf(err); strings.Contains(said, "couldn't find remote ref") || strings.Contains(said, "not our ref") {
				return fmt.Errorf("restore %s: %w", sha, ErrNotFound)
			}
			return fmt.Errorf("restore %s: fetch %s: %w", sha, w.remote.display, authError(err))
		}
		if _, ok := w.m.revParse(ctx, w.dir, sha); !ok {
			return fmt.Errorf("restore %s: %w", sha, ErrNotFound)
		}
	}
	if err := w.reset(ctx, sha); err != nil {
		return fmt.Errorf("restore %s: %w", sha, err)
	}
	return nil
}

// Discard drops every change since the branch's last commit: the files
// of a step that did not finish.
func (w *Workspace) Discard(ctx context.Context) error {
	if err := w.lock(); err != nil {
		return err
	}
	defer w.mu.Unlock()
	if err := w.reset(ctx, "HEAD"); err != nil {
		return fmt.Errorf("discard: %w", err)
	}
	return nil
}

// reset moves the branch to rev with the files as committed there, and
// removes files git does not track (but not ignored ones, which commits
// never hold). A merge in progress is given up.
func (w *Workspace) reset(ctx context.Context, rev string) error {
	if _, ok := w.m.revParse(ctx, w.dir, "MERGE_HEAD"); ok {
		if _, err := w.m.run(ctx, gitCmd{dir: w.dir, args: []string{"merge", "--abort"}}); err != nil {
			return err
		}
	}
	for _, args := range [][]string{
		{"reset", "--hard", "--quiet", rev},
		{"clean", "-ffdq"},
	} {
		if _, err := w.m.run(ctx, gitCmd{dir: w.dir, args: args}); err != nil {
			return err
		}
	}
	return nil
}

// Follow puts the branch at the repository's copy of it, as last
// fetched, when the repository has one. A run that starts with nothing
// recorded begins from what was published, not from commits a run that
// died on this node left behind.
func (w *Workspace) Follow(ctx context.Context) error {
	if err := w.lock(); err != nil {
		return err
	}
	defer w.mu.Unlock()
	theirs, ok := w.m.revParse(ctx, w.mirror, "refs/remotes/origin/"+w.branch)
	if !ok {
		return nil
	}
	if head, ok := w.m.revParse(ctx, w.dir, "HEAD"); ok && head == theirs {
		return nil
	}
	if err := w.reset(ctx, theirs); err != nil {
		return fmt.Errorf("follow %s: %w", w.branch, err)
	}
	return nil
}

// Prune puts away the worktrees an earlier process of this node left
// open when it died: their jobs were recorded at a checkpoint and run on
// from there, here or on another node, in a worktree of their own. Each
// is cleaned into a spare or removed. Worktrees open in this process are
// left alone. It returns how many it put away.
func (m *Manager) Prune(ctx context.Context) (int, error) {
	root := filepath.Join(m.dir, "worktrees")
	projects, err := os.ReadDir(root)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("prune worktrees: %w", err)
	}
	n := 0
	for _, p := range projects {
		if !p.IsDir() || checkName("project", p.Name()) != nil {
			continue
		}
		entries, err := os.ReadDir(filepath.Join(root, p.Name()))
		if err != nil {
			return n, fmt.Errorf("prune worktrees: %w", err)
		}
		for _, e := range entries {
			path := filepath.Join(root, p.Name(), e.Name())
			m.mu.Lock()
			busy := m.inUse[path]
			m.inUse[path] = true
			m.mu.Unlock()
			if busy {
				continue
			}
			m.park(ctx, p.Name(), m.mirror(p.Name()), path, false)
			m.release(path)
			n++
		}
	}
	return n, nil
}
