package agent

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"syscall"
)

// errOutside is the cause of every refusal of a path outside the docs
// folder, for tests and for the loop's logs.
var errOutside = errors.New("outside the docs folder")

// cleanPath checks a path argument and returns it cleaned, slash-separated
// and relative to the docs folder; "" and "." stand for the folder itself
// when root is allowed. Absolute paths, ".." that leaves the folder,
// backslashes and anything in .git are refused.
func cleanPath(arg, name string, root bool) (string, error) {
	return pathScope{where: "the docs folder", example: "guides/setup.mdx", outside: errOutside,
		absExample: true, inGit: "which the tools may not touch"}.clean(arg, name, root)
}

// pathScope is where a tool's paths are relative to, as its refusals say:
// the docs folder (cleanPath) or the repository's root (cleanRepoPath).
// One check serves both, so that their confinement cannot drift apart.
type pathScope struct {
	where, example string
	outside        error
	// absExample adds the example to the refusal of an absolute path;
	// inGit ends the refusal of a path in .git.
	absExample bool
	inGit      string
}

func (sc pathScope) clean(arg, name string, root bool) (string, error) {
	p := strings.TrimSpace(arg)
	switch {
	case p == "" || p == ".":
		if root {
			return ".", nil
		}
		return "", fmt.Errorf("%s is empty: give a path relative to %s, such as %s", name, sc.where, sc.example)
	case strings.ContainsRune(p, 0):
		return "", fmt.Errorf("%s contains a NUL byte", name)
	case strings.Contains(p, `\`):
		return "", fmt.Errorf("%s %q contains a backslash: separate folders with / (%s)", name, arg, sc.example)
	case strings.HasPrefix(p, "/") || filepath.IsAbs(p) || len(p) >= 2 && p[1] == ':':
		hint := "give a path relative to " + sc.where
		if sc.absExample {
			hint += ", such as " + sc.example
		}
		return "", fmt.Errorf("%s %q is an absolute path, %w: %s", name, arg, sc.outside, hint)
	}
	p = path.Clean(p)
	if p == ".." || strings.HasPrefix(p, "../") {
		return "", fmt.Errorf("%s %q leads %w: paths are relative to %s and stay in it", name, arg, sc.outside, sc.where)
	}
	if inGit(p) {
		return "", fmt.Errorf("%s %q is inside .git, %s", name, arg, sc.inGit)
	}
	return p, nil
}

// inGit reports whether a slash-separated relative path is, or is inside,
// a .git folder (or file, in a worktree).
func inGit(p string) bool {
	for _, el := range strings.Split(p, "/") {
		if strings.EqualFold(el, ".git") {
			return true
		}
	}
	return false
}

// resolve follows the symbolic links of rel (which may not exist yet) and
// refuses it when it leads outside the docs folder or into .git. os.Root
// enforces the first rule again on every access; this check exists to name
// the problem clearly and to keep .git out of reach through a link.
func (d *docsFolder) resolve(rel, name string) error {
	_, err := d.realPath(rel, name)
	return err
}

// realPath is resolve that also returns the path rel leads to, relative to
// the docs folder and slash-separated: the file a write through a link
// really changes.
func (d *docsFolder) realPath(rel, name string) (string, error) {
	r, err := followLinks(d.realRoot, rel)
	switch {
	case errors.Is(err, errLeaves):
		return "", fmt.Errorf("%s %q leads %w through a symbolic link", name, rel, errOutside)
	case err != nil:
		return "", fsError(name, rel, err)
	case inGit(r):
		return "", fmt.Errorf("%s %q leads into .git through a symbolic link, which the tools may not touch", name, rel)
	}
	return r, nil
}

// errLeaves: followLinks found that a path leads out of its root.
var errLeaves = errors.New("leads out of its root")

// followLinks follows the symbolic links of rel (slash-separated, relative
// to realRoot, which has its own links resolved; rel may not exist yet)
// and returns the path it leads to, relative to realRoot and
// slash-separated, or errLeaves when that is outside realRoot.
func followLinks(realRoot, rel string) (string, error) {
	abs := filepath.Join(realRoot, filepath.FromSlash(rel))
	var rest []string
	for p := abs; ; {
		real, err := filepath.EvalSymlinks(p)
		if err == nil {
			real = filepath.Join(append([]string{real}, rest...)...)
			r, err := filepath.Rel(realRoot, real)
			if err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
				return "", errLeaves
			}
			return filepath.ToSlash(r), nil
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return "", err
		}
		if p == realRoot || filepath.Dir(p) == p {
			return rel, nil
		}
		rest = append([]string{filepath.Base(p)}, rest...)
		p = filepath.Dir(p)
	}
}

// fsError turns a file system error into a message for the model.
func fsError(name, rel string, err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s does not exist (list_files shows what does)", rel)
	case errors.Is(err, fs.ErrExist):
		return fmt.Errorf("%s already exists", rel)
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("%s: permission denied", rel)
	case strings.Contains(err.Error(), "escapes from parent"), strings.Contains(err.Error(), "path escapes"):
		return fmt.Errorf("%s %q leads %w through a symbolic link", name, rel, errOutside)
	case errors.As(err, &pe):
		return fmt.Errorf("%s: %v", rel, pe.Err)
	case errors.As(err, &le):
		return fmt.Errorf("%s: %v", rel, le.Err)
	}
	return fmt.Errorf("%s: %v", rel, err)
}

// openInside opens the docs folder abs (real, with links resolved)
// through an os.Root at the repository, which refuses a link that leaves
// it, and refuses a folder in the repository's .git: the agent could
// otherwise edit the git configuration of the checkout or of the mirror
// it shares, which git obeys.
func openInside(repo, abs, real string) (*os.Root, error) {
	repoAbs, err := filepath.Abs(repo)
	if err != nil {
		return nil, err
	}
	rel, err := filepath.Rel(repoAbs, abs)
	if err != nil || !filepath.IsLocal(rel) && rel != "." {
		return nil, fmt.Errorf("%s: %w", abs, ErrDocsOutside)
	}
	top, err := os.OpenRoot(repoAbs)
	if err != nil {
		return nil, err
	}
	defer top.Close()
	fsys, err := top.OpenRoot(rel)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.ENOTDIR) {
			return nil, err
		}
		// os.Root's refusal of a path that escapes has no error value of
		// its own.
		return nil, fmt.Errorf("%s: %w (%v)", filepath.ToSlash(rel), ErrDocsOutside, err)
	}
	repoReal, err := filepath.EvalSymlinks(repoAbs)
	if err != nil {
		fsys.Close()
		return nil, err
	}
	realRel, err := filepath.Rel(repoReal, real)
	if err != nil || !filepath.IsLocal(realRel) && realRel != "." || inGit(filepath.ToSlash(realRel)) {
		fsys.Close()
		return nil, fmt.Errorf("%s: %w", filepath.ToSlash(rel), ErrDocsOutside)
	}
	return fsys, nil
}
