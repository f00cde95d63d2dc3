package git

import (
	"context"
	"errors"
	"fmt"
	"path"
	"strings"
)

var (
	// ErrOutside: a path leads out of the repository, or into its .git,
	// through a symbolic link or "..".
	ErrOutside = errors.New("leads out of the repository")
	// ErrNoFolder: a path is not a folder of the tree.
	ErrNoFolder = errors.New("not a folder of the repository")
)

// maxLinks bounds the symbolic links followed for one path, as the
// kernel's ELOOP does.
const maxLinks = 40

// TreeFolder resolves the folder p (slash-separated, relative) in the
// tree of rev in the repository gitDir as a checkout of it lays the files
// out: symbolic links committed on the way are followed, and one that
// leads out of the repository or into .git is refused with ErrOutside. It
// returns the clean path of the folder the links lead to ("" for the
// root).
func (r *Runner) TreeFolder(ctx context.Context, gitDir, rev, p string) (string, error) {
	if strings.HasPrefix(rev, "-") || strings.ContainsAny(rev, "\x00\n") {
		return "", fmt.Errorf("revision %q: not valid", rev)
	}
	if strings.HasPrefix(p, "/") {
		return "", fmt.Errorf("folder %q: %w", p, ErrOutside)
	}
	todo := strings.Split(p, "/")
	var done []string
	links := 0
	for len(todo) > 0 {
		c := todo[0]
		todo = todo[1:]
		switch {
		case c == "" || c == ".":
			continue
		case c == "..":
			if len(done) == 0 {
				return "", fmt.Errorf("folder %q: %w", p, ErrOutside)
			}
			done = done[:len(done)-1]
			continue
		case strings.EqualFold(c, ".git"):
			return "", fmt.Errorf("folder %q: %w (into .git)", p, ErrOutside)
		}
		cur := path.Join(append(done, c)...)
		out, err := r.Run(ctx, Cmd{GitDir: gitDir, Args: []string{"ls-tree", "-z", "--end-of-options", rev, "--", cur}})
		if err != nil {
			return "", fmt.Errorf("read %s at %s: %w", cur, rev, err)
		}
		mode, oid, ok := parseTreeEntry(out)
		switch {
		case !ok:
			return "", fmt.Errorf("folder %q: %s: %w", p, cur, ErrNoFolder)
		case mode == "040000":
			done = append(done, c)
		case mode == "120000":
			if links++; links > maxLinks {
				return "", fmt.Errorf("folder %q: too many symbolic links", p)
			}
			target, err := r.Run(ctx, Cmd{GitDir: gitDir, Args: []string{"cat-file", "blob", oid}})
			if err != nil {
				return "", fmt.Errorf("read the link %s: %w", cur, err)
			}
			if target == "" || strings.HasPrefix(target, "/") || strings.ContainsRune(target, '\\') || len(target) > 1 && target[1] == ':' {
				return "", fmt.Errorf("folder %q: the symbolic link %s → %s %w", p, cur, target, ErrOutside)
			}
			todo = append(strings.Split(target, "/"), todo...)
		default:
			return "", fmt.Errorf("folder %q: %s: %w", p, cur, ErrNoFolder)
		}
	}
	return path.Join(done...), nil
}

// parseTreeEntry reads the first entry of `git ls-tree -z`: "mode type
// oid\tpath\x00".
func parseTreeEntry(out string) (mode, oid string, ok bool) {
	head, _, ok := strings.Cut(out, "\t")
	if !ok {
		return "", "", false
	}
	f := strings.Fields(head)
	if len(f) != 3 {
		return "", "", false
	}
	return f[0], f[2], true
}

// CheckFolder checks, for a repository on this machine, that folder on
// branch is a folder that stays inside the repository (TreeFolder). A
// branch that does not exist yet has nothing to check.
func (r *Runner) CheckFolder(ctx context.Context, repo, branch, folder string) error {
	if folder == "" || folder == "." {
		return nil
	}
	out, err := r.Run(ctx, Cmd{Dir: repo, Args: []string{"rev-parse", "--absolute-git-dir"}})
	if err != nil {
		return fmt.Errorf("open the repository: %w", err)
	}
	gitDir := strings.TrimSpace(out)
	ref := "refs/heads/" + branch
	if _, err := r.Run(ctx, Cmd{GitDir: gitDir, Args: []string{"rev-parse", "--verify", "--quiet", "--end-of-options", ref + "^{commit}"}}); err != nil {
		if ExitCode(err) == 1 {
			return nil
		}
		return err
	}
	_, err = r.TreeFolder(ctx, gitDir, ref, folder)
	return err
}
