package sitehost

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/workspace"

	"github.com/foliodocs/folio/internal/git"
)

// mirrorAttributes turns off the export attributes of the repository's
// own .gitattributes in a mirror: the host exports the tree as
// committed, export-ignore'd docs folders included.
const mirrorAttributes = "* -export-ignore -export-subst\n"

// repos reads the commits of the hosted projects' repositories: a local
// repository in place, a URL one through a mirror (the node's, or one of
// its own under the cache folder) fetched with the project's credentials.
// It is the git plumbing the sites' refreshes and the previews share, kept
// apart from the set of projects the host serves.
type repos struct {
	// runner runs git; gitErr is why there is none.
	runner      *git.Runner
	gitErr      error
	cacheDir    string
	mirrors     Mirrors
	credentials func(ctx context.Context, p domain.Project) (git.Credentials, error)
	fetches     chan struct{} // a token per running fetch
}

// repoView is where a site's commits are read: a git folder, and the
// prefix of the refs its branches are under there.
type repoView struct {
	gitDir   string
	branches string // "refs/heads/" or "refs/remotes/origin/"
}

// sync makes the commits of cfg's repository readable and says where:
// the repository's own folder for a local path; for a URL, the node's
// mirror of the project, fetched — the workspaces' (Options.Mirrors),
// shared with the jobs, or else one of the host's own.
func (g *repos) sync(ctx context.Context, p *project, cfg domain.Project) (repoView, error) {
	if !isURL(cfg.Repository) {
		out, err := g.git(ctx, "", "-C", cfg.Repository, "rev-parse", "--absolute-git-dir")
		if err != nil {
			return repoView{}, fmt.Errorf("open the repository: %w", err)
		}
		return repoView{gitDir: strings.TrimSpace(string(out)), branches: "refs/heads/"}, nil
	}
	select {
	case g.fetches <- struct{}{}:
	case <-ctx.Done():
		return repoView{}, fmt.Errorf("wait to fetch: %w", ctx.Err())
	}
	defer func() { <-g.fetches }()
	if g.mirrors != nil {
		src := workspace.Source{Project: p.id, Repository: cfg.Repository}
		if g.credentials != nil {
			c, err := g.credentials(ctx, cfg)
			if err != nil {
				return repoView{}, fmt.Errorf("the project's credentials: %w", err)
			}
			src.Username, src.Token = c.Username, c.Token
		}
		dir, err := g.mirrors.Mirror(ctx, src)
		if err != nil {
			return repoView{}, fmt.Errorf("fetch: %w", err)
		}
		return repoView{gitDir: dir, branches: "refs/remotes/origin/"}, nil
	}
	dir, err := g.ownMirror(ctx, p, cfg)
	return repoView{gitDir: dir, branches: "refs/heads/"}, err
}

// ownMirror is the host's own mirror of a URL repository, fetched.
func (g *repos) ownMirror(ctx context.Context, p *project, cfg domain.Project) (string, error) {
	p.fetching.Lock()
	defer p.fetching.Unlock()

	dir := g.mirrorDir(p.id)
	p.mu.RLock()
	checked := p.mirror == cfg.Repository
	p.mu.RUnlock()
	_, err := os.Stat(dir)
	if err == nil && !checked {
		// The mirror of an earlier process, or of the project's former
		// repository: keep it only when it fetches from this one.
		out, err := g.git(ctx, dir, "config", "--get", "remote.origin.url")
		if err != nil || strings.TrimSpace(string(out)) != cfg.Repository {
			if err := os.RemoveAll(dir); err != nil {
				return "", fmt.Errorf("remove the mirror of another repository: %w", err)
			}
		}
		_, err = os.Stat(dir)
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if err := g.clone(ctx, cfg, dir); err != nil {
			return "", err
		}
	case err != nil:
		return "", fmt.Errorf("open the mirror: %w", err)
	default:
		if err := g.fetch(ctx, dir, cfg); err != nil {
			return "", fmt.Errorf("fetch: %w", err)
		}
	}
	p.mu.Lock()
	p.mirror = cfg.Repository
	p.mu.Unlock()
	return dir, nil
}

// clone makes a mirror of the branches of the repository at u in dir: a
// bare repository whose origin is u, fetched, put in place once complete
// so that a clone cut short is not taken for a mirror.
func (g *repos) clone(ctx context.Context, cfg domain.Project, dir string) (err error) {
	u := cfg.Repository
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return fmt.Errorf("create the mirror: %w", err)
	}
	tmp, err := os.MkdirTemp(filepath.Dir(dir), filepath.Base(dir)+".tmp-")
	if err != nil {
		return fmt.Errorf("create the mirror: %w", err)
	}
	defer func() {
		if err != nil {
			os.RemoveAll(tmp)
		}
	}()
	steps := [][]string{
		{"init", "--bare", "--quiet", "--template=", tmp},
		{"config", "remote.origin.url", u},
		// Branches only: a code host's pull request refs are not needed.
		{"config", "remote.origin.fetch", "+refs/heads/*:refs/heads/*"},
	}
	for i, args := range steps {
		gitDir := tmp
		if i == 0 {
			gitDir = ""
		}
		if _, err := g.git(ctx, gitDir, args...); err != nil {
			return fmt.Errorf("create the mirror: %w", err)
		}
	}
	if err := os.MkdirAll(filepath.Join(tmp, "info"), 0o755); err != nil {
		return fmt.Errorf("create the mirror: %w", err)
	}
	if err := os.WriteFile(filepath.Join(tmp, "info", "attributes"), []byte(mirrorAttributes), 0o644); err != nil {
		return fmt.Errorf("create the mirror: %w", err)
	}
	if err := g.fetch(ctx, tmp, cfg); err != nil {
		return fmt.Errorf("clone: %w", err)
	}
	if err := os.Rename(tmp, dir); err != nil {
		return fmt.Errorf("create the mirror: %w", err)
	}
	return nil
}

// fetch fetches the mirror in gitDir from its origin, with the
// project's credentials (a private repository's site is served too).
func (g *repos) fetch(ctx context.Context, gitDir string, cfg domain.Project) error {
	if g.gitErr != nil {
		return g.gitErr
	}
	cmd := git.Cmd{GitDir: gitDir, Args: []string{"fetch", "--prune", "--no-tags", "--quiet", "origin"}}
	if g.credentials != nil {
		c, err := g.credentials(ctx, cfg)
		if err != nil {
			return fmt.Errorf("the project's credentials: %w", err)
		}
		if c.Token != "" {
			cmd.Auth = &c
		}
	}
	_, err := g.runner.Run(ctx, cmd)
	return err
}

// head returns the commit at the tip of branch.
func (g *repos) head(ctx context.Context, rv repoView, branch string) (string, error) {
	out, err := g.git(ctx, rv.gitDir, "rev-parse", "--verify", "--quiet", rv.branches+branch+"^{commit}")
	if err != nil {
		if git.ExitCode(err) == 1 {
			return "", fmt.Errorf("branch %s not found", branch)
		}
		return "", err
	}
	return strings.TrimSpace(string(out)), nil
}

// git runs git on the repository at gitDir ("" for none) and returns
// what it printed.
func (g *repos) git(ctx context.Context, gitDir string, args ...string) ([]byte, error) {
	if g.gitErr != nil {
		return nil, g.gitErr
	}
	out, err := g.runner.Run(ctx, git.Cmd{GitDir: gitDir, Args: args})
	return []byte(out), err
}

// export writes the docs folder of commit into dir.
func (g *repos) export(ctx context.Context, gitDir, commit, docsDir, dir string, log *slog.Logger) error {
	treeish := commit
	if docsDir != "" {
		if g.gitErr != nil {
			return g.gitErr
		}
		// Where a checkout would find the folder: links committed on
		// the way are followed, none out of the repository.
		real, err := g.runner.TreeFolder(ctx, gitDir, commit, docsDir)
		switch {
		case errors.Is(err, git.ErrOutside):
			return &BuildError{Commit: commit, Problems: []string{docsDir + ": the docs folder leads out of the repository through a symbolic link"}}
		case errors.Is(err, git.ErrNoFolder):
			return &BuildError{Commit: commit, Problems: []string{docsDir + ": the docs folder is not in the branch"}}
		case err != nil:
			return fmt.Errorf("find the docs folder: %w", err)
		}
		// Archiving the folder's tree, not the commit, also leaves the
		// repository's own export-ignore rules for the folder out.
		if real != "" {
			treeish = commit + ":" + real
		}
	}
	if g.gitErr != nil {
		return g.gitErr
	}
	var xerr error
	err := g.runner.Stream(ctx, git.Cmd{GitDir: gitDir, Args: []string{"archive", "--format=tar", treeish}}, func(r io.Reader) (bool, error) {
		xerr = extract(dir, r, func(name, target string) {
			log.Warn("a symbolic link out of the docs folder is left out", "link", name, "target", target)
		})
		return xerr == nil, nil
	})
	if xerr != nil {
		return fmt.Errorf("export the docs folder: %w", xerr)
	}
	if err != nil {
		return fmt.Errorf("export the docs folder: %w", err)
	}
	return nil
}

// modified returns, for metadata.timestamp, when each file of the docs
// folder last changed in the history of commit; nil when git cannot say.
func (g *repos) modified(ctx context.Context, gitDir, commit, docsDir string, log *slog.Logger) func(string) time.Time {
	args := []string{"-c", "core.quotePath=false", "log", "--format=%x00%ct", "--name-only", "--no-renames", commit}
	if docsDir != "" {
		args = append(args, "--", docsDir)
	}
	out, err := g.git(ctx, gitDir, args...)
	if err != nil {
		log.Warn("read the page dates", "err", err)
		return nil
	}
	dates := parseDates(string(out), docsDir)
	return func(file string) time.Time { return dates[file] }
}

// mirrorDir is where the host keeps its own mirror of a project's
// repository.
func (g *repos) mirrorDir(id string) string {
	return filepath.Join(g.cacheDir, "mirrors", id+".git")
}

// isURL reports whether git takes repo for a URL, as opposed to a local
// path: scheme://…, or the scp-like host:path of ssh.
func isURL(repo string) bool {
	if strings.Contains(repo, "://") {
		return true
	}
	if filepath.VolumeName(repo) != "" {
		return false
	}
	colon := strings.IndexByte(repo, ':')
	slash := strings.IndexByte(repo, '/')
	return colon > 0 && (slash < 0 || colon < slash)
}

// checkRepository refuses what git would take for an option or run a
// helper program for, and makes a local path absolute.
func checkRepository(repo string) (string, error) {
	switch {
	case repo == "":
		return "", errors.New("no repository")
	case strings.HasPrefix(repo, "-"):
		return "", fmt.Errorf("repository %q: may not start with '-'", repo)
	case strings.ContainsFunc(repo, isControl):
		return "", fmt.Errorf("repository %q: control character", repo)
	}
	if isURL(repo) {
		// <transport>::<address> runs git-remote-<transport>.
		if i := strings.Index(repo, "::"); i >= 0 && (!strings.Contains(repo, "://") || i < strings.Index(repo, "://")) {
			return "", fmt.Errorf("repository %q: remote helper addresses are not supported", repo)
		}
		return repo, nil
	}
	abs, err := filepath.Abs(repo)
	if err != nil {
		return "", fmt.Errorf("repository %q: %w", repo, err)
	}
	return abs, nil
}

// checkBranch accepts the branch names `git check-ref-format --branch`
// accepts, except the @{-n} shorthands, and none starting with '-'.
func checkBranch(b string) error {
	bad := func(why string) error { return fmt.Errorf("branch %q: %s", b, why) }
	switch {
	case b == "":
		return errors.New("no branch")
	case len(b) > 255:
		return bad("too long")
	case strings.HasPrefix(b, "-"):
		return bad("may not start with '-'")
	case b == "@" || b == "HEAD":
		return bad("not a branch name")
	case strings.HasPrefix(b, "/") || strings.HasSuffix(b, "/") || strings.Contains(b, "//"):
		return bad("empty path component")
	case strings.HasSuffix(b, "."):
		return bad("may not end with '.'")
	case strings.Contains(b, ".."):
		return bad("may not contain '..'")
	case strings.Contains(b, "@{"):
		return bad("may not contain '@{'")
	case strings.ContainsFunc(b, func(r rune) bool { return isControl(r) || strings.ContainsRune(" ~^:?*[\\", r) }):
		return bad("may not contain a space, a control character or any of ~^:?*[\\")
	}
	for c := range strings.SplitSeq(b, "/") {
		if strings.HasPrefix(c, ".") || strings.HasSuffix(c, ".lock") {
			return bad("a component may not start with '.' or end with '.lock'")
		}
	}
	return nil
}

// cleanDocsDir returns the docs folder as a clean slash-separated path
// inside the repository, "" for its root.
func cleanDocsDir(d string) (string, error) {
	if d == "" {
		return "", nil
	}
	if strings.ContainsFunc(d, isControl) {
		return "", fmt.Errorf("docs folder %q: control character", d)
	}
	s := filepath.ToSlash(d)
	if strings.HasPrefix(s, "/") || filepath.IsAbs(d) {
		return "", fmt.Errorf("docs folder %q: must be a path inside the repository", d)
	}
	c := path.Clean(s)
	if c == ".." || strings.HasPrefix(c, "../") {
		return "", fmt.Errorf("docs folder %q: must be a path inside the repository", d)
	}
	if c == "." {
		return "", nil
	}
	return c, nil
}

func isControl(r rune) bool { return r < 0x20 || r == 0x7f }

// redactedError hides the credentials of a repository URL in an error's
// text and keeps what it wraps.
type redactedError struct {
	msg string
	err error
}

func (e *redactedError) Error() string { return e.msg }
func (e *redactedError) Unwrap() error { return e.err }

// redactErr replaces the credentials of the repository URL repo in err's
// text (git repeats URLs in its messages).
func redactErr(err error, repo string) error {
	u, perr := url.Parse(repo)
	if perr != nil || u.User == nil || !strings.Contains(repo, "://") {
		return err
	}
	secrets := []string{u.User.String()}
	if pw, ok := u.User.Password(); ok {
		secrets = append(secrets, pw)
	} else if u.Scheme == "http" || u.Scheme == "https" {
		secrets = append(secrets, u.User.Username()) // a token as the user name
	}
	msg := err.Error()
	for _, s := range secrets {
		if s != "" {
			msg = strings.ReplaceAll(msg, s, "***")
		}
	}
	if msg == err.Error() {
		return err
	}
	return &redactedError{msg: msg, err: err}
}

// parseDates reads `git log --format=%x00%ct --name-only` (newest first)
// into the last change of each file, by its path inside docsDir.
func parseDates(log, docsDir string) map[string]time.Time {
	dates := map[string]time.Time{}
	var when time.Time
	for line := range strings.SplitSeq(log, "\n") {
		if sec, ok := strings.CutPrefix(line, "\x00"); ok {
			n, _ := strconv.ParseInt(strings.TrimSpace(sec), 10, 64)
			when = time.Unix(n, 0)
			continue
		}
		if line == "" {
			continue
		}
		if docsDir != "" {
			rel, ok := strings.CutPrefix(line, docsDir+"/")
			if !ok {
				continue
			}
			line = rel
		}
		if _, seen := dates[line]; !seen {
			dates[line] = when
		}
	}
	return dates
}
