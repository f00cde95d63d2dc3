package workspace_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/workspace"
)

// TestCheckpointMovesBetweenNodes: a checkpoint pushed by one node's
// workspace is restored by another's, which has none of the first one's
// disk; what the first had beyond it, and uncommitted files, are gone
// there; a ref that moved elsewhere refuses the push; a commit nobody has
// is ErrNotFound.
func TestCheckpointMovesBetweenNodes(t *testing.T) {
	ctx := t.Context()
	repo := newRepo(t)
	src := workspace.Source{Project: "acme", Repository: repo}
	co := workspace.Checkout{Name: "job_1", Branch: "folio/cp", Ref: "main"}
	ref := workspace.CheckpointRef(co.Name)

	a := setup(t)
	wa, err := a.m.Open(ctx, src, co)
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, wa.Dir(), "a.mdx", "a\n")
	cp, _, err := wa.Commit(ctx, "folio: checkpoint")
	if err != nil {
		t.Fatal(err)
	}
	if err := wa.PushCheckpoint(ctx, ref); err != nil {
		t.Fatal(err)
	}
	// Work this node never recorded: a commit and a file.
	writeFile(t, wa.Dir(), "b.mdx", "b\n")
	if _, _, err := wa.Commit(ctx, "folio: checkpoint"); err != nil {
		t.Fatal(err)
	}
	writeFile(t, wa.Dir(), "c.mdx", "c\n")
	wa.Close(ctx)

	b := setup(t)
	wb, err := b.m.Open(ctx, src, co)
	if err != nil {
		t.Fatal(err)
	}
	defer wb.Close(ctx)
	if err := wb.Restore(ctx, ref, cp); err != nil {
		t.Fatal(err)
	}
	if head, _ := wb.Head(ctx); head != cp {
		t.Errorf("head after restore = %s, want %s", head, cp)
	}
	for name, want := range map[string]bool{"a.mdx": true, "b.mdx": false, "c.mdx": false} {
		if _, err := os.Stat(filepath.Join(wb.Dir(), name)); (err == nil) != want {
			t.Errorf("%s there = %v, want %v", name, err == nil, want)
		}
	}
	// The same on the first node: its own later commit goes.
	wa, err = a.m.Open(ctx, src, co)
	if err != nil {
		t.Fatal(err)
	}
	if err := wa.Restore(ctx, ref, cp); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(wa.Dir(), "b.mdx")); err == nil {
		t.Error("the unrecorded commit's file survived the restore")
	}

	// B goes on; A, taken over, cannot push over B's checkpoints.
	writeFile(t, wb.Dir(), "d.mdx", "d\n")
	wb.Commit(ctx, "folio: checkpoint")
	if err := wb.PushCheckpoint(ctx, ref); err != nil {
		t.Fatal(err)
	}
	writeFile(t, wa.Dir(), "e.mdx", "e\n")
	wa.Commit(ctx, "folio: checkpoint")
	if err := wa.PushCheckpoint(ctx, ref); !errors.Is(err, workspace.ErrRejected) {
		t.Errorf("push over another run's checkpoint = %v, want ErrRejected", err)
	}
	wa.Close(ctx)

	// A step cut short: Discard drops what is not committed.
	writeFile(t, wb.Dir(), "f.mdx", "f\n")
	writeFile(t, wb.Dir(), "a.mdx", "changed\n")
	if err := wb.Discard(ctx); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(filepath.Join(wb.Dir(), "a.mdx")); string(data) != "a\n" {
		t.Errorf("a.mdx after discard = %q", data)
	}
	if _, err := os.Stat(filepath.Join(wb.Dir(), "f.mdx")); err == nil {
		t.Error("f.mdx survived the discard")
	}

	if err := wb.Restore(ctx, ref, "0123456789abcdef0123456789abcdef01234567"); !errors.Is(err, workspace.ErrNotFound) {
		t.Errorf("restore of a commit nobody has = %v, want ErrNotFound", err)
	}
	// The ref moves only from where it was read: B's head is there.
	at, err := wb.CheckpointAt(ctx, ref)
	if err != nil {
		t.Fatal(err)
	}
	if head, _ := wb.Head(ctx); at != head {
		t.Errorf("CheckpointAt = %s, want %s", at, head)
	}
	if err := wb.MoveCheckpoint(ctx, ref, cp, ""); !errors.Is(err, workspace.ErrRejected) {
		t.Errorf("delete from a commit the ref is not at = %v, want ErrRejected", err)
	}
	if err := wb.MoveCheckpoint(ctx, ref, at, cp); err != nil {
		t.Fatal(err)
	}
	if got := git(t, repo, "rev-parse", ref); got != cp {
		t.Errorf("ref after the move = %s, want %s", got, cp)
	}
	if err := wb.MoveCheckpoint(ctx, ref, cp, ""); err != nil {
		t.Fatal(err)
	}
	if out := git(t, repo, "for-each-ref", "refs/folio/"); out != "" {
		t.Errorf("refs after delete: %s", out)
	}
	if at, err := wb.CheckpointAt(ctx, ref); err != nil || at != "" {
		t.Errorf("CheckpointAt of a deleted ref = %q, %v", at, err)
	}
	if err := wb.MoveCheckpoint(ctx, ref, cp, ""); err != nil {
		t.Errorf("deleting a ref that is gone: %v", err)
	}
	if err := wb.Restore(ctx, ref, "0123456789abcdef0123456789abcdef01234567"); !errors.Is(err, workspace.ErrNotFound) {
		t.Errorf("restore from a ref that is gone = %v, want ErrNotFound", err)
	}
	if err := wb.PushCheckpoint(ctx, "refs/folio/a..b"); err == nil {
		t.Error("a ref that is not a valid name was pushed")
	}
}

// TestFollowAndSquashAt: Follow puts a branch left behind by a crashed
// run at the repository's copy; SquashAt at one date makes the same
// commit twice.
func TestFollowAndSquashAt(t *testing.T) {
	ctx := t.Context()
	repo := newRepo(t)
	src := workspace.Source{Project: "acme", Repository: repo}
	co := workspace.Checkout{Name: "job_1", Branch: "folio/f", Ref: "main"}
	b := setup(t)
	w, err := b.m.Open(ctx, src, co)
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, w.Dir(), "a.mdx", "a\n")
	w.Commit(ctx, "folio: checkpoint")
	if err := w.Push(ctx); err != nil {
		t.Fatal(err)
	}
	published, _ := w.Head(ctx)
	writeFile(t, w.Dir(), "junk.mdx", "junk\n")
	w.Commit(ctx, "folio: checkpoint")
	if err := w.Follow(ctx); err != nil {
		t.Fatal(err)
	}
	if head, _ := w.Head(ctx); head != published {
		t.Errorf("head after follow = %s, want %s", head, published)
	}

	at := time.Date(2026, 11, 28, 6, 0, 0, 0, time.UTC)
	writeFile(t, w.Dir(), "b.mdx", "b\n")
	one, _, err := w.SquashAt(ctx, published, "Add B", at)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Restore(ctx, workspace.CheckpointRef(co.Name), published); err != nil {
		t.Fatal(err)
	}
	writeFile(t, w.Dir(), "b.mdx", "b\n")
	two, _, err := w.SquashAt(ctx, published, "Add B", at)
	if err != nil {
		t.Fatal(err)
	}
	if one != two {
		t.Errorf("the same squash at one date made %s and %s", one, two)
	}
	if date := git(t, w.Dir(), "log", "-1", "--format=%cI", two); !strings.HasPrefix(date, "2026-11-28T06:00:00") {
		t.Errorf("commit date = %s", date)
	}
	w.Close(ctx)
}

// TestPruneLeftWorktrees: the worktrees a process that died left open are
// put away by the next process on the same folder, and its jobs open
// again.
func TestPruneLeftWorktrees(t *testing.T) {
	ctx := t.Context()
	repo := newRepo(t)
	src := workspace.Source{Project: "acme", Repository: repo}
	a := setup(t)
	left, err := a.m.Open(ctx, src, workspace.Checkout{Name: "job_1", Branch: "folio/p1", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, left.Dir(), "half.mdx", "half\n")
	// The process dies: never closed. The next one prunes.
	next, err := workspace.New(workspace.Options{Dir: a.data})
	if err != nil {
		t.Fatal(err)
	}
	open, err := next.Open(ctx, src, workspace.Checkout{Name: "job_2", Branch: "folio/p2", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	defer open.Close(ctx)
	n, err := next.Prune(ctx)
	if err != nil || n != 1 {
		t.Fatalf("Prune = %d, %v; want 1", n, err)
	}
	if _, err := os.Stat(left.Dir()); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the left worktree is still there: %v", err)
	}
	if _, err := os.Stat(open.Dir()); err != nil {
		t.Errorf("the open worktree was pruned: %v", err)
	}
	again, err := next.Open(ctx, src, workspace.Checkout{Name: "job_1", Branch: "folio/p1", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(again.Dir(), "half.mdx")); err == nil {
		t.Error("the dead run's file came back")
	}
	again.Close(ctx)
}

// TestCheckpointRefusedByTheHost: a repository whose rules refuse the
// hidden namespace (GitLab-style hidden refs) answers ErrRefused, which
// is not a ref that moved.
func TestCheckpointRefusedByTheHost(t *testing.T) {
	ctx := t.Context()
	repo := newRepo(t)
	git(t, repo, "config", "receive.hideRefs", "refs/folio")
	b := setup(t)
	w, err := b.m.Open(ctx, workspace.Source{Project: "acme", Repository: repo}, workspace.Checkout{Name: "job_1", Branch: "folio/r", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close(ctx)
	writeFile(t, w.Dir(), "a.mdx", "a\n")
	w.Commit(ctx, "folio: checkpoint")
	err = w.PushCheckpoint(ctx, workspace.CheckpointRef("job_1"))
	if !errors.Is(err, workspace.ErrRefused) || errors.Is(err, workspace.ErrRejected) {
		t.Fatalf("push to a hidden namespace = %v, want ErrRefused", err)
	}
}
