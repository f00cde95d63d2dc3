// Package hosttest holds what the tests of every code host share: a git
// server speaking git's smart HTTP protocol through git http-backend
// behind Basic auth, as GitHub, GitLab and Gitea serve repositories, and
// one suite (Run) that every codehost.Host implementation must pass. It
// is imported by tests and by the fakes of the hosts' APIs only.
package hosttest

import (
	"context"
	"net/http"
	"net/http/cgi"
	neturl "net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/git"
)

// TB is what the fakes need of a test: TB has it, and a
// testscript's commands can make one.
type TB interface {
	Helper()
	Fatalf(format string, args ...any)
	Skipf(format string, args ...any)
	TempDir() string
	Cleanup(func())
}

// GitServer serves the bare repositories under Root over git's smart
// HTTP protocol to clients whose Basic credentials Auth accepts. Mount
// it where the host serves clones ("/{owner}/{name}.git/…").
type GitServer struct {
	Root string
	// Auth decides whether a user name and password may read (write
	// false) or push (write true) the repository path ("owner/name"):
	// http.StatusOK, or the status the host refuses with (401 for
	// credentials it does not know, 403 for ones without the right,
	// 404 for a repository they may not see).
	Auth func(user, password, repo string, write bool) int

	// OnPush, when set, hears each push the server accepted that moved
	// branches, after git has updated them: the fakes send the host's
	// push webhook from it, as the hosts do.
	OnPush func(repo string, moved []RefUpdate)

	backend string
	runner  *git.Runner
	mu      sync.Mutex
	// Pushes counts the pushes accepted, by repository.
	pushes map[string]int
}

// NewGitServer prepares an empty root; it skips the test when git has no
// http-backend.
func NewGitServer(t TB) *GitServer {
	t.Helper()
	r, err := git.New(git.Options{})
	if err != nil {
		t.Skipf("%v", err)
	}
	exec, err := r.Run(context.Background(), git.Cmd{Args: []string{"--exec-path"}})
	if err != nil {
		t.Skipf("%v", err)
	}
	backend := filepath.Join(strings.TrimSpace(exec), "git-http-backend")
	if _, err := os.Stat(backend); err != nil {
		t.Skipf("no git http-backend: %v", err)
	}
	return &GitServer{Root: t.TempDir(), backend: backend, runner: r, pushes: map[string]int{}}
}

// Create makes the bare repository owner/name with one commit on base
// holding files, and returns its folder.
func (s *GitServer) Create(t TB, repo, base string, files map[string]string) string {
	t.Helper()
	work := t.TempDir()
	s.git(t, work, "init", "-q", "-b", base)
	for name, data := range files {
		p := filepath.Join(work, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatalf("%v", err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatalf("%v", err)
		}
	}
	s.git(t, work, "add", "--all")
	s.git(t, work, "commit", "-q", "-m", "First commit")
	dir := s.Dir(repo)
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		t.Fatalf("%v", err)
	}
	s.git(t, "", "clone", "-q", "--bare", work, dir)
	s.git(t, dir, "config", "http.receivepack", "true")
	return dir
}

// Dir is the folder of the bare repository owner/name.
func (s *GitServer) Dir(repo string) string {
	return filepath.Join(s.Root, filepath.FromSlash(repo)+".git")
}

// Git runs git in dir ("" for none), as a person at the server would.
func (s *GitServer) Git(t TB, dir string, args ...string) string {
	t.Helper()
	return s.git(t, dir, args...)
}

func (s *GitServer) git(t TB, dir string, args ...string) string {
	t.Helper()
	out, err := s.runner.Run(context.Background(), git.Cmd{Dir: dir, Args: args,
		Env: []string{"GIT_AUTHOR_NAME=Host", "GIT_AUTHOR_EMAIL=host@example.com", "GIT_COMMITTER_NAME=Host", "GIT_COMMITTER_EMAIL=host@example.com"}})
	if err != nil {
		t.Fatalf("git %v: %v", args, err)
	}
	return strings.TrimSpace(out)
}

// Pushes is how many pushes to repo the server accepted.
func (s *GitServer) Pushes(repo string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.pushes[repo]
}

// ServeHTTP answers a request for /{owner}/{name}.git/… (the request's
// path, with any prefix the host adds already removed).
func (s *GitServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	repo, _, ok := strings.Cut(strings.TrimPrefix(r.URL.Path, "/"), ".git/")
	if !ok || strings.Contains(repo, "..") {
		http.NotFound(w, r)
		return
	}
	write := r.URL.Query().Get("service") == "git-receive-pack" || strings.HasSuffix(r.URL.Path, "/git-receive-pack")
	user, pass, _ := r.BasicAuth()
	if s.Auth != nil {
		switch code := s.Auth(user, pass, repo, write); code {
		case http.StatusOK:
		case http.StatusUnauthorized:
			w.Header().Set("WWW-Authenticate", `Basic realm="git"`)
			http.Error(w, "invalid credentials", code)
			return
		default:
			http.Error(w, "permission to "+repo+" denied", code)
			return
		}
	}
	if _, err := os.Stat(s.Dir(repo)); err != nil {
		http.NotFound(w, r)
		return
	}
	push := strings.HasSuffix(r.URL.Path, "/git-receive-pack") && r.Method == http.MethodPost
	var before map[string]string
	if push {
		s.mu.Lock()
		s.pushes[repo]++
		s.mu.Unlock()
		before = s.branches(repo)
	}
	h := &cgi.Handler{
		Path: s.backend,
		Env:  []string{"GIT_PROJECT_ROOT=" + s.Root, "GIT_HTTP_EXPORT_ALL=1", "GIT_CONFIG_NOSYSTEM=1", "REMOTE_USER=" + user},
	}
	h.ServeHTTP(w, r)
	if push && s.OnPush != nil {
		if moved := movedRefs(before, s.branches(repo)); len(moved) > 0 {
			s.OnPush(repo, moved)
		}
	}
}

// RefUpdate is a branch a push moved: created (Before ""), moved, or
// deleted (After "").
type RefUpdate struct {
	Ref, Before, After string
}

// branches reads the branches of repo and their commits.
func (s *GitServer) branches(repo string) map[string]string {
	out, err := s.TryGit(s.Dir(repo), "for-each-ref", "--format=%(refname) %(objectname)", "refs/heads/")
	refs := map[string]string{}
	if err != nil {
		return refs
	}
	for line := range strings.Lines(out) {
		if ref, sha, ok := strings.Cut(strings.TrimSpace(line), " "); ok {
			refs[ref] = sha
		}
	}
	return refs
}

// movedRefs lists the branches that differ between two readings, by name.
func movedRefs(before, after map[string]string) []RefUpdate {
	var moved []RefUpdate
	for ref, sha := range after {
		if before[ref] != sha {
			moved = append(moved, RefUpdate{Ref: ref, Before: before[ref], After: sha})
		}
	}
	for ref, sha := range before {
		if _, ok := after[ref]; !ok {
			moved = append(moved, RefUpdate{Ref: ref, Before: sha})
		}
	}
	slices.SortFunc(moved, func(a, b RefUpdate) int { return strings.Compare(a.Ref, b.Ref) })
	return moved
}

// Diverge moves branch of repo to a new commit beside its head (on its
// parent), as a force-push by someone else would.
func (s *GitServer) Diverge(t TB, repo, branch string) {
	t.Helper()
	dir := s.Dir(repo)
	sha := s.git(t, dir, "commit-tree", "-p", branch+"^", "-m", "Rewritten", branch+"^{tree}")
	s.git(t, dir, "update-ref", "refs/heads/"+branch, sha)
}

// TryGit runs git in dir and returns what it printed, or its error.
func (s *GitServer) TryGit(dir string, args ...string) (string, error) {
	out, err := s.runner.Run(context.Background(), git.Cmd{Dir: dir, Args: args})
	return strings.TrimSpace(out), err
}

// PushCommit pushes a new commit on branch to the repository at url over
// HTTP with user and password, as a person's git would: the host's push
// webhook follows (OnPush).
func (s *GitServer) PushCommit(t TB, url, user, password, branch string) {
	t.Helper()
	u, err := neturl.Parse(url)
	if err != nil {
		t.Fatalf("%v", err)
	}
	u.User = neturl.UserPassword(user, password)
	work := t.TempDir()
	s.git(t, "", "clone", "-q", u.String(), work)
	s.git(t, work, "checkout", "-q", "-B", branch)
	if err := os.WriteFile(filepath.Join(work, "pushed.md"), []byte("Pushed by a person.\n"), 0o644); err != nil {
		t.Fatalf("%v", err)
	}
	s.git(t, work, "add", "pushed.md")
	s.git(t, work, "commit", "-q", "-m", "A person's commit")
	s.git(t, work, "push", "-q", "origin", "HEAD:refs/heads/"+branch)
}
