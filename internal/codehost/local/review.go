package local

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/git"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/store"
)

// This file is what the change page reads from the repository: the
// commits and the diff of a change, and whether it can be merged. None
// of it is stored; it is computed from the repository on each view.

// Range is the commits a change proposes: those reachable from To and
// not from From, the commit where the head branch left the base.
type Range struct {
	From, To string
}

// Empty reports whether the range names no commits to compare.
func (r Range) Empty() bool { return r.From == "" || r.To == "" }

// Range is what a change compares: for an open change, the merge base
// of its branches to its head's current commit; for a merged or closed
// one, what it compared when that happened. A head branch that is gone
// gives an empty range.
func (h *Host) Range(ctx context.Context, repo codehost.Repo, c store.Change) (Range, error) {
	if c.State != store.ChangeOpen {
		return Range{From: c.BaseCommit, To: c.HeadCommit}, nil
	}
	if err := h.checkPath(repo); err != nil {
		return Range{}, fmt.Errorf("local: change #%d: %w", c.Number, err)
	}
	tips, err := h.tips(ctx, repo.URL, c.Base, c.Head)
	if err != nil {
		return Range{}, fmt.Errorf("local: change #%d: %w", c.Number, err)
	}
	head, base := tips[c.Head], tips[c.Base]
	if head == "" || base == "" {
		return Range{To: head}, nil
	}
	mb, err := h.mergeBase(ctx, repo.URL, base, head)
	if err != nil {
		// Unrelated histories: nothing in common to compare from.
		return Range{To: head}, nil
	}
	return Range{From: mb, To: head}, nil
}

// tips reads the commits of branches in one git command; a branch that
// does not exist is left out.
func (h *Host) tips(ctx context.Context, repo string, branches ...string) (map[string]string, error) {
	args := []string{"for-each-ref", "--format=%(refname)%00%(objectname)", "--end-of-options"}
	want := map[string]string{}
	for _, b := range branches {
		// Patterns may glob, but only exact names are kept below.
		if b == "" || strings.ContainsAny(b, "\x00\n\r") {
			return nil, fmt.Errorf("branch %q: not a valid branch name", b)
		}
		args = append(args, "refs/heads/"+b)
		want["refs/heads/"+b] = b
	}
	out, err := h.merger.run(ctx, repo, "", nil, args...)
	if err != nil {
		return nil, err
	}
	tips := map[string]string{}
	for line := range strings.SplitSeq(out, "\n") {
		ref, sha, ok := strings.Cut(line, "\x00")
		// A pattern also matches the refs below it (refs/heads/a/b).
		if b, exact := want[ref]; ok && exact {
			tips[b] = sha
		}
	}
	return tips, nil
}

// Commit is one commit of a change.
type Commit struct {
	ID          string
	Author      string
	AuthorEmail string
	When        time.Time
	Subject     string
	Body        string
}

// Short is the commit's abbreviated id.
func (c Commit) Short() string {
	if len(c.ID) > 7 {
		return c.ID[:7]
	}
	return c.ID
}

// Commits lists the commits of r, oldest first, at most limit of them
// (0 = 250); more reports whether there were others.
func (h *Host) Commits(ctx context.Context, repo codehost.Repo, r Range, limit int) (commits []Commit, more bool, err error) {
	if r.Empty() {
		return nil, false, nil
	}
	if limit <= 0 {
		limit = 250
	}
	if err := checkIDs(r.From, r.To); err != nil {
		return nil, false, err
	}
	// --max-count applies before --reverse: the latest commits, oldest
	// first, and one more to tell whether there are others.
	out, err := h.merger.run(ctx, repo.URL, "", nil, "log", "--no-color", "--reverse", "--max-count="+strconv.Itoa(limit+1),
		"--format=%H%x00%an%x00%ae%x00%at%x00%s%x00%b%x1e", "--end-of-options", r.From+".."+r.To)
	if err != nil {
		return nil, false, fmt.Errorf("local: commits: %w", err)
	}
	for rec := range strings.SplitSeq(out, "\x1e") {
		rec = strings.TrimLeft(rec, "\n")
		if rec == "" {
			continue
		}
		f := strings.SplitN(rec, "\x00", 6)
		if len(f) != 6 {
			continue
		}
		sec, _ := strconv.ParseInt(f[3], 10, 64)
		commits = append(commits, Commit{
			ID: f[0], Author: validText(f[1]), AuthorEmail: validText(f[2]), When: time.Unix(sec, 0).UTC(),
			Subject: validText(f[4]), Body: strings.TrimSpace(validText(f[5])),
		})
	}
	if len(commits) > limit {
		return commits[len(commits)-limit:], true, nil
	}
	return commits, false, nil
}

// DiffOptions choose what Diff compares and how much it keeps.
type DiffOptions struct {
	Limits DiffLimits
	// IgnoreSpace compares lines ignoring changes in white space.
	IgnoreSpace bool
	// Paths limits the diff to these files (none: every file), each
	// taken literally, not as a pattern. A rename or copy is found only
	// when both its paths are given.
	Paths []string
}

// Diff is the diff of r: what the head changes since it left the base,
// renames detected.
func (h *Host) Diff(ctx context.Context, repo codehost.Repo, r Range, o DiffOptions) (Diff, error) {
	if r.Empty() {
		return Diff{}, nil
	}
	if err := checkIDs(r.From, r.To); err != nil {
		return Diff{}, err
	}
	args := []string{"-c", "core.quotePath=false", "-c", "diff.noprefix=false", "-c", "diff.mnemonicPrefix=false",
		"diff", "--no-color", "--no-ext-diff", "--no-textconv", "--full-index", "-M", "--find-copies", "-U3"}
	if o.IgnoreSpace {
		args = append(args, "-w")
	}
	args = append(args, "--end-of-options", r.From, r.To, "--")
	for _, p := range o.Paths {
		// Literal: a file may be named "*.mdx" or ":(glob)x".
		args = append(args, ":(literal)"+p)
	}
	var d Diff
	err := h.stream(ctx, repo.URL, "", args, func(out io.Reader) (bool, error) {
		var err error
		d, err = ParseDiff(out, o.Limits)
		return !d.Truncated, err
	})
	if err != nil {
		return Diff{}, fmt.Errorf("local: diff: %w", err)
	}
	return d, nil
}

// Blobs reads the contents of the given objects, each at most limit
// bytes; larger objects, and ids that name no blob, are left out of the
// map.
func (h *Host) Blobs(ctx context.Context, repo codehost.Repo, ids []string, limit int64) (map[string][]byte, error) {
	out := map[string][]byte{}
	seen := map[string]bool{}
	var want []string
	for _, id := range ids {
		if isObjectID(id) && !seen[id] {
			seen[id] = true
			want = append(want, id)
		}
	}
	if len(want) == 0 {
		return out, nil
	}
	stdin := strings.Join(want, "\n") + "\n"
	err := h.stream(ctx, repo.URL, stdin, []string{"cat-file", "--batch"}, func(r io.Reader) (bool, error) {
		br := bufio.NewReader(r)
		for range want {
			header, err := br.ReadString('\n')
			if err != nil {
				return false, err
			}
			f := strings.Fields(header)
			if len(f) != 3 {
				continue // "<id> missing"
			}
			size, err := strconv.ParseInt(f[2], 10, 64)
			if err != nil {
				return false, fmt.Errorf("cat-file: %q", header)
			}
			if f[1] != "blob" || size > limit {
				if _, err := io.CopyN(io.Discard, br, size+1); err != nil {
					return false, err
				}
				continue
			}
			b := make([]byte, size+1)
			if _, err := io.ReadFull(br, b); err != nil {
				return false, err
			}
			out[f[0]] = b[:size]
		}
		_, err := io.Copy(io.Discard, br)
		return true, err
	})
	if err != nil {
		return nil, fmt.Errorf("local: read files: %w", err)
	}
	return out, nil
}

// MergeCheck says whether and how an open change can be merged now.
type MergeCheck struct {
	// BaseCommit and HeadCommit are the branches' commits now.
	BaseCommit, HeadCommit string
	// Ahead counts the head's commits the base lacks; Behind the base's
	// commits the head lacks.
	Ahead, Behind int
	// CanFastForward: the base has not moved since the head left it.
	CanFastForward bool
	// AlreadyMerged: the base holds every commit of the head.
	AlreadyMerged bool
	// Conflicts lists the files both sides changed in ways git cannot
	// merge; a merge commit is impossible while there are any.
	Conflicts []string
	// Problem says why the change cannot be merged for another reason (a
	// branch is gone, the base's checkout has uncommitted changes); ""
	// when it can be.
	Problem string
}

// Mergeable reports whether the change can be merged: with a merge
// commit (no conflicts) or a fast-forward.
func (m MergeCheck) Mergeable() bool {
	return m.Problem == "" && len(m.Conflicts) == 0 && !m.AlreadyMerged
}

// CheckMerge tries the merge of an open change without making it.
func (h *Host) CheckMerge(ctx context.Context, repo codehost.Repo, c store.Change) (MergeCheck, error) {
	mc, err := h.checkMerge(ctx, repo, c)
	if err != nil {
		return MergeCheck{}, fmt.Errorf("local: check change #%d: %w", c.Number, err)
	}
	return mc, nil
}

// checkMerge does what a merge would, without the merge: the branches'
// commits, how far apart they are, and the merged tree when neither
// holds the other. A view of the change page runs a few git commands,
// not a dry-run merge's dozen.
func (h *Host) checkMerge(ctx context.Context, repo codehost.Repo, c store.Change) (MergeCheck, error) {
	var mc MergeCheck
	if err := h.checkPath(repo); err != nil {
		return mc, err
	}
	tips, err := h.tips(ctx, repo.URL, c.Base, c.Head)
	if err != nil {
		return mc, err
	}
	mc.BaseCommit, mc.HeadCommit = tips[c.Base], tips[c.Head]
	switch {
	case mc.HeadCommit == "":
		mc.Problem = "The branch " + c.Head + " is no longer in the repository."
		return mc, nil
	case mc.BaseCommit == "":
		mc.Problem = "The base branch " + c.Base + " is not in the repository."
		return mc, nil
	}
	out, err := h.merger.run(ctx, repo.URL, "", nil, "rev-list", "--left-right", "--count", "--end-of-options",
		mc.BaseCommit+"..."+mc.HeadCommit)
	if err != nil {
		return mc, err
	}
	f := strings.Fields(out)
	if len(f) != 2 {
		return mc, fmt.Errorf("rev-list: %q", out)
	}
	mc.Behind, _ = strconv.Atoi(f[0])
	mc.Ahead, _ = strconv.Atoi(f[1])
	switch {
	case mc.Ahead == 0:
		mc.AlreadyMerged = true
	case mc.Behind == 0:
		mc.CanFastForward = true
	default:
		_, err := h.merger.mergeTree(ctx, repo.URL, MergeRequest{Base: c.Base, Head: c.Head}, mc.BaseCommit, mc.HeadCommit)
		var ce *codehost.ConflictError
		switch {
		case errors.As(err, &ce):
			mc.Conflicts = ce.Files
		case err != nil:
			return mc, err
		}
	}
	if wt, err := h.merger.checkedOut(ctx, repo.URL, "refs/heads/"+c.Base); err == nil && wt != "" {
		if out, err := h.merger.run(ctx, wt, "", nil, "status", "--porcelain", "--untracked-files=no"); err == nil && out != "" {
			mc.Problem = "The checkout of " + c.Base + " in " + wt + " has uncommitted changes; commit or discard them first."
		}
	}
	return mc, nil
}

// stream runs git in dir and hands its output to read while it runs.
// read reports whether it read everything: when it stopped early (a diff
// over the limit), git is stopped and its exit does not matter.
func (h *Host) stream(ctx context.Context, dir, stdin string, args []string, read func(io.Reader) (all bool, err error)) error {
	return h.merger.git.Stream(ctx, git.Cmd{Dir: dir, Stdin: stdin, Args: args}, read)
}

func isObjectID(s string) bool {
	if len(s) != 40 && len(s) != 64 {
		return false
	}
	for _, c := range s {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

func checkIDs(ids ...string) error {
	for _, id := range ids {
		if !isObjectID(id) {
			return fmt.Errorf("%q is not a commit id", id)
		}
	}
	return nil
}
