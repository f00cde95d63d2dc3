// Package workspace is the git side of agent jobs: a bare mirror per
// project in the data folder, fetched from the project's repository (a
// local path or a URL), and per job a worktree on the job's branch where
// the agent edits, commits and from which the branch is pushed.
//
// Everything goes through the git command line, never a shell; refs and
// branches are validated before they reach an argument list, and a token
// reaches git only through the environment of the one git process that
// needs it, read back by a GIT_ASKPASS script: it is never in argv, logs,
// errors or returned values.
//
// The mirror keeps the repository's branches as refs/remotes/origin/*,
// so fetching never moves a branch a job has checked out; job branches
// are local branches of the mirror.
//
// Checking out every file of a large repository is most of the cost of
// a new worktree, so a closed worktree is cleaned (reset, untracked and
// ignored files removed, branch released) and kept as a spare: the next
// job's worktree is a spare moved into place and switched to its branch,
// which rewrites only the files that differ.
package workspace

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/git"
)

// Default author of the agent's commits.
const (
	DefaultAuthorName  = domain.AgentName
	DefaultAuthorEmail = domain.AgentEmail
)

// DefaultSpares is how many closed worktrees a project keeps for reuse.
const DefaultSpares = 2

var (
	// ErrBusy: the job's worktree or branch is in use by another run.
	ErrBusy = errors.New("workspace in use")
	// ErrNotFound: a ref does not exist in the repository.
	ErrNotFound = errors.New("ref not found")
	// ErrRejected: the repository refused the push (the branch moved
	// there in a way that is not a fast-forward of ours).
	ErrRejected = errors.New("push rejected")
	// ErrRefused: the repository's host refused a push by a rule of its
	// own (a hook, a protected namespace), not because the ref moved.
	ErrRefused = errors.New("push refused by the repository")
	// ErrAuth: the repository refused the credentials (or wanted some).
	ErrAuth = errors.New("authentication failed")
	// ErrClosed: the workspace was closed.
	ErrClosed = errors.New("workspace closed")
)

// Signature names a commit's author and committer.
type Signature struct {
	Name  string
	Email string
}

// Options configures a Manager.
type Options struct {
	// Dir is the data folder holding mirrors and worktrees; created if
	// missing.
	Dir string
	// Runner runs git (nil = one of its own with the askpass script in
	// Dir).
	Runner *git.Runner
	// Log receives one line per operation and, at debug level, one per
	// git command (nil = discard).
	Log *slog.Logger
	// Author signs the agent's commits (empty fields take the defaults).
	Author Signature
	// Timeout bounds each git command of a Runner made here (0 =
	// git.DefaultTimeout).
	Timeout time.Duration
	// Spares is how many closed worktrees each project keeps, cleaned,
	// for the next jobs (0 = DefaultSpares, negative = none: Close
	// deletes the worktree's files).
	Spares int
}

// Manager owns the mirrors and worktrees in one data folder. It is safe
// for concurrent use, and several processes may share the folder: the
// mirror of a project is locked (in the process and with a lock file)
// while it is fetched and while worktrees are added or removed, so jobs
// of one project open one after the other and then work side by side.
// A job's worktree is claimed in this Manager; running the same job in
// two processes at once is the job queue's to prevent.
type Manager struct {
	dir    string
	git    *git.Runner
	log    *slog.Logger
	author Signature
	spares int

	mu       sync.Mutex
	projects map[string]*sync.Mutex // held while a mirror or its worktree list changes
	inUse    map[string]bool        // worktree paths of open workspaces
}

// New prepares the data folder and finds git.
func New(opts Options) (*Manager, error) {
	if opts.Dir == "" {
		return nil, errors.New("workspace: no data folder")
	}
	dir, err := filepath.Abs(opts.Dir)
	if err != nil {
		return nil, fmt.Errorf("workspace: %w", err)
	}
	m := &Manager{
		dir:      dir,
		git:      opts.Runner,
		log:      opts.Log,
		author:   opts.Author,
		spares:   opts.Spares,
		projects: map[string]*sync.Mutex{},
		inUse:    map[string]bool{},
	}
	if m.log == nil {
		m.log = slog.New(slog.DiscardHandler)
	}
	if m.author.Name == "" {
		m.author.Name = DefaultAuthorName
	}
	if m.author.Email == "" {
		m.author.Email = DefaultAuthorEmail
	}
	switch {
	case m.spares == 0:
		m.spares = DefaultSpares
	case m.spares < 0:
		m.spares = 0
	}
	for _, sub := range []string{"mirrors", "worktrees", "spares", "locks"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o700); err != nil {
			return nil, fmt.Errorf("workspace: %w", err)
		}
	}
	if m.git == nil {
		r, err := git.New(git.Options{Dir: filepath.Join(dir, "git"), Log: m.log, Timeout: opts.Timeout})
		if err != nil {
			return nil, fmt.Errorf("workspace: %w", err)
		}
		m.git = r
	}
	return m, nil
}

// writeIfChanged writes a small file in place, unless it holds content
// already.
func writeIfChanged(path, content string) error {
	if b, err := os.ReadFile(path); err == nil && string(b) == content {
		return nil
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(content), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// Source is a project's repository.
type Source struct {
	// Project is the project's id; it names the mirror. Letters, digits,
	// '.', '_' and '-'.
	Project string
	// Repository is an absolute local path or a URL (https, ssh, git,
	// file, or scp-like user@host:path). A password in the URL is used
	// as the token and never handed to git in an argument.
	Repository string
	// Username goes with Token ("" = "x-access-token").
	Username string
	// Token authenticates HTTP fetches and pushes ("" = none).
	Token git.Secret
}

// Checkout is what a job works on.
type Checkout struct {
	// Name names the worktree folder; unique per job (the job id).
	Name string
	// Branch is the job's branch ("folio/<short id>"). If it exists, in
	// the mirror or in the repository, the worktree reopens it (a
	// follow-up); otherwise it is created at Ref.
	Branch string
	// Ref is where a new branch starts: a branch or tag of the
	// repository, or a commit id (source.ref).
	Ref string
}

var namePattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*$`)

func checkName(what, s string) error {
	if !namePattern.MatchString(s) || strings.Contains(s, "..") || len(s) > 200 {
		return fmt.Errorf("%s %q: use letters, digits, '.', '_' and '-'", what, s)
	}
	return nil
}

// checkRef refuses what git could read as an option or that is not a
// well-formed ref name. It runs for every job, so the rules of
// git-check-ref-format (with --allow-onelevel) are applied here rather
// than by starting git.
func (m *Manager) checkRef(_ context.Context, what, ref string) error {
	if ref == "" {
		return fmt.Errorf("no %s", what)
	}
	if strings.HasPrefix(ref, "-") || !refFormatOK(ref) {
		return fmt.Errorf("%s %q: not a valid ref name", what, ref)
	}
	return nil
}

// refFormatOK applies the rules of `git check-ref-format --allow-onelevel`:
// no control characters, space, ~ ^ : ? * [ \ or "@{"; not "@"; no
// component that is empty, starts with '.' or ends with ".lock"; no "..";
// no '.' or '/' at the end.
func refFormatOK(ref string) bool {
	if ref == "@" || strings.Contains(ref, "..") || strings.Contains(ref, "@{") ||
		strings.HasSuffix(ref, ".") || strings.HasSuffix(ref, "/") {
		return false
	}
	for i := 0; i < len(ref); i++ {
		c := ref[i]
		if c < 0x20 || c == 0x7f || strings.IndexByte(" ~^:?*[\\", c) >= 0 {
			return false
		}
	}
	for comp := range strings.SplitSeq(ref, "/") {
		if comp == "" || comp[0] == '.' || strings.HasSuffix(comp, ".lock") {
			return false
		}
	}
	return true
}

// checkRemote accepts URLs, scp-like addresses and absolute paths.
func checkRemote(repo string) error {
	if strings.Contains(repo, "://") || filepath.IsAbs(repo) {
		return nil
	}
	if host, _, ok := strings.Cut(repo, ":"); ok && host != "" && !strings.Contains(host, "/") {
		return nil // user@host:path
	}
	return fmt.Errorf("repository %q: not a URL or an absolute path", repo)
}

func (m *Manager) parseSource(src Source) (*remote, error) {
	if err := checkName("project", src.Project); err != nil {
		return nil, err
	}
	if err := checkRemote(src.Repository); err != nil {
		return nil, err
	}
	return parseRemote(src.Repository, src.Username, src.Token)
}

func (m *Manager) mirror(project string) string {
	return filepath.Join(m.dir, "mirrors", project+".git")
}

// lockProject holds the project's mirror against other goroutines and,
// through a lock file, other processes.
func (m *Manager) lockProject(ctx context.Context, project string) (unlock func(), err error) {
	m.mu.Lock()
	mu := m.projects[project]
	if mu == nil {
		mu = &sync.Mutex{}
		m.projects[project] = mu
	}
	m.mu.Unlock()
	mu.Lock()
	unlockFile, err := lockFile(ctx, filepath.Join(m.dir, "locks", project+".lock"))
	if err != nil {
		mu.Unlock()
		return nil, err
	}
	return func() { unlockFile(); mu.Unlock() }, nil
}

// Sync creates the project's mirror if needed and fetches the
// repository's branches and tags into it.
func (m *Manager) Sync(ctx context.Context, src Source) error {
	r, err := m.parseSource(src)
	if err != nil {
		return fmt.Errorf("sync: %w", err)
	}
	unlock, err := m.lockProject(ctx, src.Project)
	if err != nil {
		return fmt.Errorf("sync %s: %w", src.Project, err)
	}
	defer unlock()
	return m.sync(ctx, src.Project, r)
}

// Mirror brings the project's mirror up to date with its repository and
// returns its git folder, for readers such as the site host: one mirror
// per project on a node, whoever reads it. The repository's branches are
// refs/remotes/origin/<branch> there; the export attributes of the
// repository's .gitattributes are off (git archive exports what is
// committed).
func (m *Manager) Mirror(ctx context.Context, src Source) (string, error) {
	if err := m.Sync(ctx, src); err != nil {
		return "", err
	}
	return m.mirror(src.Project), nil
}

// mirrorAttributes turns off the export attributes of the repository's
// own .gitattributes for archives made from the mirror.
const mirrorAttributes = "* -export-ignore -export-subst\n"

// sync runs with the project locked.
func (m *Manager) sync(ctx context.Context, project string, r *remote) error {
	start := time.Now()
	mirror := m.mirror(project)
	if _, err := os.Stat(filepath.Join(mirror, "HEAD")); errors.Is(err, fs.ErrNotExist) {
		if _, err := m.run(ctx, gitCmd{args: []string{"init", "--bare", "--quiet", "--", mirror}}); err != nil {
			return fmt.Errorf("create mirror of %s: %w", project, err)
		}
	}
	if err := os.MkdirAll(filepath.Join(mirror, "info"), 0o755); err != nil {
		return fmt.Errorf("mirror of %s: %w", project, err)
	}
	if err := writeIfChanged(filepath.Join(mirror, "info", "attributes"), mirrorAttributes); err != nil {
		return fmt.Errorf("mirror of %s: %w", project, err)
	}
	if filepath.IsAbs(r.target) && m.mirrorCurrent(ctx, mirror, r.target) {
		return nil
	}
	_, err := m.run(ctx, gitCmd{dir: mirror, auth: r, args: []string{
		"fetch", "--quiet", "--prune", "--no-write-fetch-head", "--", r.target,
		"+refs/heads/*:refs/remotes/origin/*", "+refs/tags/*:refs/tags/*",
	}})
	if err != nil {
		return fmt.Errorf("fetch %s: %w", r.display, authError(err))
	}
	m.log.InfoContext(ctx, "fetched repository", "project", project, "repository", r.display, "took", time.Since(start))
	return nil
}

// mirrorCurrent reports whether the mirror holds every branch and tag of
// the repository at repo, a path on this machine, as it is: then a fetch
// would change nothing, and listing both costs a fraction of one.
func (m *Manager) mirrorCurrent(ctx context.Context, mirror, repo string) bool {
	list := func(dir string, prefixes ...string) (map[string]string, bool) {
		out, err := m.run(ctx, gitCmd{dir: dir, args: append([]string{"for-each-ref", "--format=%(objectname) %(refname)"}, prefixes...)})
		if err != nil {
			return nil, false
		}
		refs := map[string]string{}
		for line := range strings.SplitSeq(strings.TrimSpace(out), "\n") {
			if sha, name, ok := strings.Cut(line, " "); ok {
				refs[name] = sha
			}
		}
		return refs, true
	}
	theirs, ok := list(repo, "refs/heads", "refs/tags")
	if !ok {
		return false
	}
	ours, ok := list(mirror, "refs/remotes/origin", "refs/tags")
	if !ok || len(ours) != len(theirs) {
		return false
	}
	for name, sha := range theirs {
		if b, ok := strings.CutPrefix(name, "refs/heads/"); ok {
			name = "refs/remotes/origin/" + b
		}
		if ours[name] != sha {
			return false
		}
	}
	return true
}

// resolve finds the commit a ref names in the mirror: a branch of the
// repository, a tag, or a commit id.
func (m *Manager) resolve(ctx context.Context, mirror, ref string) (string, error) {
	name := strings.TrimPrefix(ref, "refs/heads/")
	candidates := []string{"refs/remotes/origin/" + name, "refs/tags/" + strings.TrimPrefix(ref, "refs/tags/")}
	if isHex(ref) {
		candidates = append(candidates, ref)
	}
	for _, c := range candidates {
		sha, found, err := m.lookup(ctx, mirror, c)
		if err != nil {
			return "", fmt.Errorf("resolve %q: %w", ref, err)
		}
		if found {
			return sha, nil
		}
	}
	return "", fmt.Errorf("%q: %w", ref, ErrNotFound)
}

func isHex(s string) bool {
	if len(s) < 4 || len(s) > 64 {
		return false
	}
	for _, c := range s {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// lookup is the commit rev names; found is false when there is none,
// err is set when git could not tell.
func (m *Manager) lookup(ctx context.Context, dir, rev string) (sha string, found bool, err error) {
	out, err := m.run(ctx, gitCmd{dir: dir, args: []string{"rev-parse", "--quiet", "--verify", "--end-of-options", rev + "^{commit}"}})
	switch {
	case err == nil:
		return strings.TrimSpace(out), true, nil
	case git.ExitCode(err) == 1:
		return "", false, nil
	}
	return "", false, err
}

// revParse is the commit rev names, if git can tell.
func (m *Manager) revParse(ctx context.Context, dir, rev string) (string, bool) {
	sha, found, err := m.lookup(ctx, dir, rev)
	return sha, found && err == nil
}

// Open fetches the repository and checks the job's branch out in a
// worktree of its own. Close removes the worktree; the branch stays.
func (m *Manager) Open(ctx context.Context, src Source, co Checkout) (*Workspace, error) {
	w, err := m.open(ctx, src, co)
	if err != nil {
		return nil, fmt.Errorf("open workspace %s/%s: %w", src.Project, co.Name, err)
	}
	return w, nil
}

func (m *Manager) open(ctx context.Context, src Source, co Checkout) (*Workspace, error) {
	start := time.Now()
	r, err := m.parseSource(src)
	if err != nil {
		return nil, err
	}
	if err := checkName("worktree", co.Name); err != nil {
		return nil, err
	}
	if err := m.checkRef(ctx, "ref", co.Ref); err != nil {
		return nil, err
	}
	if strings.HasPrefix(co.Branch, "refs/") {
		return nil, fmt.Errorf("branch %q: give the short name", co.Branch)
	}
	if err := m.checkRef(ctx, "branch", "refs/heads/"+co.Branch); err != nil {
		return nil, err
	}
	if strings.HasPrefix(co.Branch, "-") {
		return nil, fmt.Errorf("branch %q: not a valid ref name", co.Branch)
	}

	path := filepath.Join(m.dir, "worktrees", src.Project, co.Name)
	m.mu.Lock()
	busy := m.inUse[path]
	m.inUse[path] = true
	m.mu.Unlock()
	if busy {
		return nil, ErrBusy
	}
	ok := false
	defer func() {
		if !ok {
			m.release(path)
		}
	}()

	mirror, base, err := m.openWorktree(ctx, src.Project, r, co, path)
	if err != nil {
		return nil, err
	}
	ok = true
	m.log.InfoContext(ctx, "opened workspace", "project", src.Project, "worktree", co.Name,
		"branch", co.Branch, "base", base, "took", time.Since(start))
	return &Workspace{m: m, remote: r, project: src.Project, name: co.Name, dir: path,
		mirror: mirror, branch: co.Branch, base: base}, nil
}

// prepareBranch makes sure the local branch exists: reopened as is,
// moved up to the repository's copy when that is ahead, taken from the
// repository, or created at base.
func (m *Manager) prepareBranch(ctx context.Context, mirror, branch, base string) error {
	local := "refs/heads/" + branch
	localSHA, haveLocal, err := m.lookup(ctx, mirror, local)
	if err != nil {
		return fmt.Errorf("branch %s: %w", branch, err)
	}
	remoteSHA, haveRemote, err := m.lookup(ctx, mirror, "refs/remotes/origin/"+branch)
	if err != nil {
		return fmt.Errorf("branch %s: %w", branch, err)
	}
	switch {
	case haveLocal && haveRemote && localSHA != remoteSHA:
		if _, aerr := m.run(ctx, gitCmd{dir: mirror, args: []string{"merge-base", "--is-ancestor", localSHA, remoteSHA}}); aerr == nil {
			_, err = m.run(ctx, gitCmd{dir: mirror, args: []string{"update-ref", "-m", "folio: follow the repository", local, remoteSHA, localSHA}})
		}
	case haveLocal:
	case haveRemote:
		_, err = m.run(ctx, gitCmd{dir: mirror, args: []string{"update-ref", "-m", "folio: branch from the repository", local, remoteSHA, ""}})
	default:
		_, err = m.run(ctx, gitCmd{dir: mirror, args: []string{"update-ref", "-m", "folio: new branch", local, base, ""}})
	}
	if err != nil {
		return fmt.Errorf("branch %s: %w", branch, err)
	}
	return nil
}

// openWorktree fetches the repository and puts a worktree of the job's
// branch at path. What changes the mirror (the fetch, the branch, the
// list of worktrees) runs with the project locked; writing the files,
// the slow part, touches only the new worktree and runs after, so that
// the project's other jobs need not wait for it.
func (m *Manager) openWorktree(ctx context.Context, project string, r *remote, co Checkout, path string) (mirror, base string, err error) {
	for attempt := 0; ; attempt++ {
		var spare bool
		mirror, base, spare, err = m.attach(ctx, project, r, co, path, attempt == 0)
		if err != nil {
			return "", "", err
		}
		// The branch name was validated: it cannot read as an option.
		args := []string{"reset", "--hard", "--quiet"}
		if spare {
			args = []string{"switch", "--quiet", "--discard-changes", "--no-guess", co.Branch}
		}
		_, err = m.run(ctx, gitCmd{dir: path, args: args})
		if err == nil {
			return mirror, base, nil
		}
		m.discard(context.WithoutCancel(ctx), project, mirror, path)
		if !spare || ctx.Err() != nil {
			return "", "", fmt.Errorf("check out %s: %w", co.Branch, err)
		}
		m.log.WarnContext(ctx, "reuse worktree", "project", project, "err", err)
	}
}

// attach does openWorktree's part under the project's lock: it syncs the
// mirror, prepares the branch, and attaches the worktree at path without
// its files: a spare moved there (spare is true), or a new worktree with
// nothing checked out.
func (m *Manager) attach(ctx context.Context, project string, r *remote, co Checkout, path string, useSpare bool) (mirror, base string, spare bool, err error) {
	unlock, err := m.lockProject(ctx, project)
	if err != nil {
		return "", "", false, err
	}
	defer unlock()
	if err := m.sync(ctx, project, r); err != nil {
		return "", "", false, err
	}
	mirror = m.mirror(project)
	if base, err = m.resolve(ctx, mirror, co.Ref); err != nil {
		return "", "", false, err
	}
	if err := m.prepareBranch(ctx, mirror, co.Branch, base); err != nil {
		return "", "", false, err
	}
	if err := m.removeWorktree(ctx, mirror, path); err != nil {
		return "", "", false, err
	}
	if at, err := m.checkedOut(ctx, mirror, co.Branch); err != nil {
		return "", "", false, err
	} else if at != "" {
		return "", "", false, fmt.Errorf("branch %s is checked out in %s: %w", co.Branch, at, ErrBusy)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return "", "", false, err
	}
	if sp := m.takeSpare(project); sp != "" && useSpare {
		_, err := m.run(ctx, gitCmd{dir: mirror, args: []string{"worktree", "move", "--", sp, path}})
		if err == nil {
			return mirror, base, true, nil
		}
		m.log.WarnContext(ctx, "reuse worktree", "project", project, "err", err)
		if err := m.removeWorktree(ctx, mirror, sp); err != nil {
			return "", "", false, err
		}
		if err := m.removeWorktree(ctx, mirror, path); err != nil {
			return "", "", false, err
		}
	}
	if _, err := m.run(ctx, gitCmd{dir: mirror, args: []string{"worktree", "add", "--quiet", "--no-checkout", "--", path, co.Branch}}); err != nil {
		if strings.Contains(stderrOf(err), "already") {
			return "", "", false, fmt.Errorf("branch %s: %w: %w", co.Branch, ErrBusy, err)
		}
		return "", "", false, fmt.Errorf("add worktree: %w", err)
	}
	return mirror, base, false, nil
}

// discard removes a worktree: its files first, which takes long on a
// large repository and needs no lock, then, locked, git's record of it.
func (m *Manager) discard(ctx context.Context, project, mirror, path string) {
	if err := os.RemoveAll(path); err != nil {
		m.log.WarnContext(ctx, "remove worktree", "path", path, "err", err)
	}
	unlock, err := m.lockProject(ctx, project)
	if err != nil {
		m.log.WarnContext(ctx, "remove worktree", "path", path, "err", err)
		return
	}
	defer unlock()
	if err := m.removeWorktree(ctx, mirror, path); err != nil {
		m.log.WarnContext(ctx, "remove worktree", "path", path, "err", err)
	}
}

// checkedOut is the worktree that has branch checked out ("" = none).
func (m *Manager) checkedOut(ctx context.Context, mirror, branch string) (string, error) {
	out, err := m.run(ctx, gitCmd{dir: mirror, args: []string{"worktree", "list", "--porcelain", "-z"}})
	if err != nil {
		return "", fmt.Errorf("list worktrees: %w", err)
	}
	var path string
	for f := range strings.SplitSeq(out, "\x00") {
		if p, ok := strings.CutPrefix(f, "worktree "); ok {
			path = p
		}
		if f == "branch refs/heads/"+branch {
			return path, nil
		}
	}
	return "", nil
}

func (m *Manager) sparesDir(project string) string {
	return filepath.Join(m.dir, "spares", project)
}

// takeSpare is the path of one of the project's spare worktrees ("" =
// none). The project is locked.
func (m *Manager) takeSpare(project string) string {
	entries, err := os.ReadDir(m.sparesDir(project))
	if err != nil {
		return ""
	}
	for _, e := range entries {
		if e.IsDir() {
			return filepath.Join(m.sparesDir(project), e.Name())
		}
	}
	return ""
}

// park keeps a closed worktree as a spare, cleaned, or removes it when
// the project has enough. Cleaning touches only the worktree and runs
// unlocked; moving it among the spares runs locked.
func (m *Manager) park(ctx context.Context, project, mirror, path string, committed bool) {
	if m.spares > 0 && m.clean(ctx, path, committed) == nil && m.keepSpare(ctx, project, mirror, path) {
		return
	}
	m.discard(ctx, project, mirror, path)
}

// clean resets a worktree to its commit, with no other file, detached.
// committed skips the reset, which reads every file: nothing tracked
// changed since the last commit.
func (m *Manager) clean(ctx context.Context, path string, committed bool) error {
	steps := [][]string{
		{"reset", "--hard", "--quiet"},
		{"clean", "-ffdxq"},
		{"switch", "--quiet", "--detach"},
	}
	if committed {
		steps = steps[1:]
	}
	for _, args := range steps {
		if _, err := m.run(ctx, gitCmd{dir: path, args: args}); err != nil {
			m.log.WarnContext(ctx, "clean worktree", "path", path, "err", err)
			return err
		}
	}
	return nil
}

// keepSpare moves a clean worktree among the project's spares, if it has
// room for one.
func (m *Manager) keepSpare(ctx context.Context, project, mirror, path string) bool {
	unlock, err := m.lockProject(ctx, project)
	if err != nil {
		return false
	}
	defer unlock()
	entries, _ := os.ReadDir(m.sparesDir(project))
	if len(entries) >= m.spares {
		return false
	}
	var name [8]byte
	rand.Read(name[:])
	spare := filepath.Join(m.sparesDir(project), hex.EncodeToString(name[:]))
	if err := os.MkdirAll(m.sparesDir(project), 0o700); err != nil {
		return false
	}
	if _, err := m.run(ctx, gitCmd{dir: mirror, args: []string{"worktree", "move", "--", path, spare}}); err != nil {
		m.log.WarnContext(ctx, "keep worktree", "project", project, "err", err)
		return false
	}
	return true
}

// removeWorktree removes a worktree left at path by an earlier run and
// forgets worktrees whose folders are gone.
func (m *Manager) removeWorktree(ctx context.Context, mirror, path string) error {
	if _, err := os.Stat(path); err == nil {
		if _, err := m.run(ctx, gitCmd{dir: mirror, args: []string{"worktree", "remove", "--force", "--force", "--", path}}); err != nil {
			m.log.WarnContext(ctx, "remove worktree", "path", path, "err", err)
		}
		if err := os.RemoveAll(path); err != nil {
			return fmt.Errorf("remove worktree: %w", err)
		}
	}
	if _, err := m.run(ctx, gitCmd{dir: mirror, args: []string{"worktree", "prune"}}); err != nil {
		return fmt.Errorf("prune worktrees: %w", err)
	}
	return nil
}

// authError marks a git error that is a refused login with ErrAuth.
func authError(err error) error {
	said := stderrOf(err)
	for _, s := range []string{"Authentication failed", "could not read Username", "could not read Password", "Permission denied (publickey", "HTTP Basic: Access denied", "returned error: 403"} {
		if strings.Contains(said, s) {
			return fmt.Errorf("%w: %w", ErrAuth, err)
		}
	}
	return err
}

func (m *Manager) release(path string) {
	m.mu.Lock()
	delete(m.inUse, path)
	m.mu.Unlock()
}

// Workspace is one job's worktree. Its methods are safe for concurrent
// use but run one at a time.
type Workspace struct {
	m       *Manager
	remote  *remote
	project string
	name    string
	dir     string
	mirror  string
	branch  string
	base    string

	mu     sync.Mutex
	closed bool
	// committed: the caller said no file changed since the last commit.
	committed bool
}

// Committed tells Close that no file changed since the last Commit or
// Squash, which spares it the reset of every tracked file. A write after
// it must be committed again before Close.
func (w *Workspace) Committed() {
	w.mu.Lock()
	w.committed = true
	w.mu.Unlock()
}

// Dir is the worktree's folder: the repository's files, checked out.
func (w *Workspace) Dir() string { return w.dir }

// Git returns the git runner the manager's workspaces use, for what reads
// a worktree without changing it (the agent's history tools).
func (m *Manager) Git() *git.Runner { return m.git }

// Branch is the job's branch.
func (w *Workspace) Branch() string { return w.branch }

// Base is the commit Checkout.Ref named when the workspace opened.
func (w *Workspace) Base() string { return w.base }

func (w *Workspace) lock() error {
	w.mu.Lock()
	if w.closed {
		w.mu.Unlock()
		return ErrClosed
	}
	return nil
}

// Head is the branch's current commit.
func (w *Workspace) Head(ctx context.Context) (string, error) {
	if err := w.lock(); err != nil {
		return "", err
	}
	defer w.mu.Unlock()
	sha, ok := w.m.revParse(ctx, w.dir, "HEAD")
	if !ok {
		return "", fmt.Errorf("head of %s: %w", w.branch, ErrNotFound)
	}
	return sha, nil
}

// Commit records every change in the worktree (new, modified and
// deleted files) as one commit by the configured author. With nothing
// to commit it returns the current head and changed = false.
func (w *Workspace) Commit(ctx context.Context, message string) (sha string, changed bool, err error) {
	if err := w.lock(); err != nil {
		return "", false, err
	}
	defer w.mu.Unlock()
	return w.commit(ctx, message, time.Time{})
}

// Squash replaces the commits made since base (a commit of the branch,
// such as the head when a run started), with the worktree's uncommitted
// changes, by one commit with message: the checkpoints of a run become
// the one commit a reviewer reads. Only commits that were never pushed
// may be squashed; base must be an ancestor of the head. When the result
// changes nothing since base, the branch is left at base and changed is
// false.
func (w *Workspace) Squash(ctx context.Context, base, message string) (sha string, changed bool, err error) {
	return w.SquashAt(ctx, base, message, time.Time{})
}

// SquashAt is Squash with the commit dated at (zero: now): the same work
// squashed twice at one date is the same commit, so a publish that runs
// again after a crash pushes nothing new.
func (w *Workspace) SquashAt(ctx context.Context, base, message string, at time.Time) (sha string, changed bool, err error) {
	if err := w.lock(); err != nil {
		return "", false, err
	}
	defer w.mu.Unlock()
	if !isHex(base) {
		return "", false, fmt.Errorf("squash: base %q is not a commit id", base)
	}
	head, ok := w.m.revParse(ctx, w.dir, "HEAD")
	if !ok {
		return "", false, fmt.Errorf("squash: head of %s: %w", w.branch, ErrNotFound)
	}
	if head != base {
		if _, err := w.m.run(ctx, gitCmd{dir: w.dir, args: []string{"merge-base", "--is-ancestor", base, head}}); err != nil {
			return "", false, fmt.Errorf("squash: %s is not an ancestor of %s: %w", base, head, err)
		}
		if _, err := w.m.run(ctx, gitCmd{dir: w.dir, args: []string{"reset", "--soft", "--quiet", base}}); err != nil {
			return "", false, fmt.Errorf("squash: %w", err)
		}
	}
	return w.commit(ctx, message, at)
}

// commit is Commit with the workspace locked, dated at (zero: now).
func (w *Workspace) commit(ctx context.Context, message string, at time.Time) (sha string, changed bool, err error) {
	if strings.TrimSpace(message) == "" {
		message = "Update the docs"
	}
	if _, err := w.m.run(ctx, gitCmd{dir: w.dir, args: []string{"add", "--all", "--", "."}}); err != nil {
		return "", false, fmt.Errorf("commit: %w", err)
	}
	_, err = w.m.run(ctx, gitCmd{dir: w.dir, args: []string{"diff", "--cached", "--quiet", "--no-ext-diff"}})
	switch git.ExitCode(err) {
	case 0:
		sha, ok := w.m.revParse(ctx, w.dir, "HEAD")
		if !ok {
			return "", false, fmt.Errorf("commit: head of %s: %w", w.branch, ErrNotFound)
		}
		return sha, false, nil
	case 1:
	default:
		return "", false, fmt.Errorf("commit: %w", err)
	}
	a := w.m.author
	env := []string{
		"GIT_AUTHOR_NAME=" + a.Name, "GIT_AUTHOR_EMAIL=" + a.Email,
		"GIT_COMMITTER_NAME=" + a.Name, "GIT_COMMITTER_EMAIL=" + a.Email,
	}
	if !at.IsZero() {
		date := fmt.Sprintf("@%d +0000", at.Unix())
		env = append(env, "GIT_AUTHOR_DATE="+date, "GIT_COMMITTER_DATE="+date)
	}
	if _, err := w.m.run(ctx, gitCmd{dir: w.dir, env: env, stdin: message,
		args: []string{"commit", "--quiet", "--no-verify", "--cleanup=strip", "--file=-"}}); err != nil {
		return "", false, fmt.Errorf("commit: %w", err)
	}
	sha, ok := w.m.revParse(ctx, w.dir, "HEAD")
	if !ok {
		return "", false, fmt.Errorf("commit: head of %s: %w", w.branch, ErrNotFound)
	}
	w.m.log.InfoContext(ctx, "committed", "project", w.project, "branch", w.branch, "commit", sha)
	return sha, true, nil
}

// Push sends the branch to the project's repository: into the
// repository itself for a local path, to the remote with the source's
// credentials for a URL. A push that is not a fast-forward fails with
// ErrRejected; it is never forced.
func (w *Workspace) Push(ctx context.Context) error {
	if err := w.lock(); err != nil {
		return err
	}
	defer w.mu.Unlock()
	start := time.Now()
	ref := "refs/heads/" + w.branch
	_, err := w.m.run(ctx, gitCmd{dir: w.dir, auth: w.remote, args: []string{
		"push", "--quiet", "--no-verify", "--", w.remote.target, ref + ":" + ref,
	}})
	if err != nil {
		if said := stderrOf(err); strings.Contains(said, "rejected") || strings.Contains(said, "non-fast-forward") {
			return fmt.Errorf("push %s to %s: %w: %w", w.branch, w.remote.display, ErrRejected, err)
		}
		return fmt.Errorf("push %s to %s: %w", w.branch, w.remote.display, authError(err))
	}
	// Record what the repository now has, as a fetch would.
	if sha, ok := w.m.revParse(ctx, w.dir, "HEAD"); ok {
		unlock, err := w.m.lockProject(ctx, w.project)
		if err != nil {
			return fmt.Errorf("push %s: %w", w.branch, err)
		}
		_, err = w.m.run(ctx, gitCmd{dir: w.mirror, args: []string{"update-ref", "refs/remotes/origin/" + w.branch, sha}})
		unlock()
		if err != nil {
			return fmt.Errorf("push %s: %w", w.branch, err)
		}
	}
	w.m.log.InfoContext(ctx, "pushed branch", "project", w.project, "branch", w.branch,
		"repository", w.remote.display, "took", time.Since(start))
	return nil
}

// OnBranch reports whether the commit sha is the branch's head or in its
// history; a commit this workspace's mirror does not have is not.
func (w *Workspace) OnBranch(ctx context.Context, sha string) bool {
	if err := w.lock(); err != nil {
		return false
	}
	defer w.mu.Unlock()
	if !isHex(sha) {
		return false
	}
	_, err := w.m.run(ctx, gitCmd{dir: w.dir, args: []string{"merge-base", "--is-ancestor", sha, "HEAD"}})
	return err == nil
}

// mergeBase is where the branch left base (a ref as Checkout.Ref takes).
func (w *Workspace) mergeBase(ctx context.Context, base string) (string, error) {
	if err := w.m.checkRef(ctx, "base", base); err != nil {
		return "", err
	}
	sha, err := w.m.resolve(ctx, w.mirror, base)
	if err != nil {
		return "", err
	}
	out, err := w.m.run(ctx, gitCmd{dir: w.dir, args: []string{"merge-base", sha, "HEAD"}})
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(out), nil
}

// ChangedFiles lists the files the branch's commits change since it left
// base (a branch, tag or commit), sorted as git sorts them.
func (w *Workspace) ChangedFiles(ctx context.Context, base string) ([]string, error) {
	if err := w.lock(); err != nil {
		return nil, err
	}
	defer w.mu.Unlock()
	mb, err := w.mergeBase(ctx, base)
	if err != nil {
		return nil, fmt.Errorf("changed files: %w", err)
	}
	out, err := w.m.run(ctx, gitCmd{dir: w.dir, args: []string{"diff", "--name-only", "-z", "--no-renames", "--no-ext-diff", mb, "HEAD", "--"}})
	if err != nil {
		return nil, fmt.Errorf("changed files: %w", err)
	}
	var files []string
	for f := range strings.SplitSeq(out, "\x00") {
		if f != "" {
			files = append(files, f)
		}
	}
	return files, nil
}

// Diff is the unified diff of the branch's commits since it left base,
// as a pull request shows it.
func (w *Workspace) Diff(ctx context.Context, base string) (string, error) {
	if err := w.lock(); err != nil {
		return "", err
	}
	defer w.mu.Unlock()
	mb, err := w.mergeBase(ctx, base)
	if err != nil {
		return "", fmt.Errorf("diff: %w", err)
	}
	out, err := w.m.run(ctx, gitCmd{dir: w.dir, args: []string{"diff", "--no-color", "--no-ext-diff", "--no-textconv", "-M", mb, "HEAD", "--"}})
	if err != nil {
		return "", fmt.Errorf("diff: %w", err)
	}
	return out, nil
}

// Close removes the worktree, with any uncommitted change; the branch
// stays in the mirror (and, once pushed, in the repository). The files
// may live on, cleaned, as a spare for a later job (Options.Spares).
// Close runs even when ctx is already cancelled, and closing twice is
// harmless.
func (w *Workspace) Close(ctx context.Context) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return nil
	}
	w.closed = true
	defer w.m.release(w.dir)
	ctx = context.WithoutCancel(ctx)
	w.m.park(ctx, w.project, w.mirror, w.dir, w.committed)
	w.m.log.InfoContext(ctx, "closed workspace", "project", w.project, "worktree", w.name, "branch", w.branch)
	return nil
}

// MergeResult is what MergeFrom did.
type MergeResult struct {
	// Merged: the base's new commits are in the branch, as a merge
	// commit (Commit).
	Merged bool
	Commit string
	// Conflicts are the files both sides changed, left with git's
	// conflict markers and the merge in progress (MERGE_HEAD): the next
	// Commit makes the merge commit.
	Conflicts []string
}

// MergeFrom brings the repository's branch ref (as last fetched) into
// the job's branch when it has moved on: a merge commit, never a rebase
// (the branch's commits may be public). Nothing is done when ref is
// already in the branch.
func (w *Workspace) MergeFrom(ctx context.Context, ref string) (MergeResult, error) {
	if err := w.lock(); err != nil {
		return MergeResult{}, err
	}
	defer w.mu.Unlock()
	if err := w.m.checkRef(ctx, "ref", ref); err != nil {
		return MergeResult{}, err
	}
	theirs, ok := w.m.revParse(ctx, w.dir, "refs/remotes/origin/"+ref)
	if !ok {
		return MergeResult{}, fmt.Errorf("merge %s: %w", ref, ErrNotFound)
	}
	if _, err := w.m.run(ctx, gitCmd{dir: w.dir, args: []string{"merge-base", "--is-ancestor", theirs, "HEAD"}}); err == nil {
		return MergeResult{}, nil
	}
	a := w.m.author
	env := []string{"GIT_AUTHOR_NAME=" + a.Name, "GIT_AUTHOR_EMAIL=" + a.Email, "GIT_COMMITTER_NAME=" + a.Name, "GIT_COMMITTER_EMAIL=" + a.Email}
	msg := fmt.Sprintf("Merge %s into %s", ref, w.branch)
	_, err := w.m.run(ctx, gitCmd{dir: w.dir, env: env, args: []string{"merge", "--no-ff", "--no-edit", "--no-verify", "-m", msg, theirs}})
	if err == nil {
		sha, _ := w.m.revParse(ctx, w.dir, "HEAD")
		return MergeResult{Merged: true, Commit: sha}, nil
	}
	out, derr := w.m.run(ctx, gitCmd{dir: w.dir, args: []string{"diff", "--name-only", "-z", "--diff-filter=U"}})
	if derr != nil || out == "" {
		w.m.run(ctx, gitCmd{dir: w.dir, args: []string{"merge", "--abort"}})
		return MergeResult{}, fmt.Errorf("merge %s: %w", ref, err)
	}
	var files []string
	for f := range strings.SplitSeq(strings.TrimRight(out, "\x00"), "\x00") {
		files = append(files, f)
	}
	return MergeResult{Conflicts: files}, nil
}

// Merging reports whether a merge is in progress in the worktree.
func (w *Workspace) Merging(ctx context.Context) bool {
	if err := w.lock(); err != nil {
		return false
	}
	defer w.mu.Unlock()
	_, ok := w.m.revParse(ctx, w.dir, "MERGE_HEAD")
	return ok
}

// Unresolved lists the files, of those given, that still hold a line of
// git's conflict markers.
func (w *Workspace) Unresolved(files []string) []string {
	var out []string
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(w.dir, filepath.FromSlash(f)))
		if err != nil {
			continue // deleted: resolved by removal
		}
		for line := range strings.Lines(string(data)) {
			if strings.HasPrefix(line, "<<<<<<< ") || strings.HasPrefix(line, ">>>>>>> ") || line == "=======\n" {
				out = append(out, f)
				break
			}
		}
	}
	return out
}
