package sitehost

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/workspace"
)

// gitEnv keeps the machine's git configuration out of the tests.
var gitEnv = []string{"GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=" + os.DevNull, "GIT_TERMINAL_PROMPT=0"}

// runGit runs git in dir and returns its output.
func runGit(t *testing.T, dir string, args ...string) string {
	t.Helper()
	return runGitEnv(t, dir, nil, args...)
}

// runGitEnv runs git in dir with more environment variables.
func runGitEnv(t *testing.T, dir string, env []string, args ...string) string {
	t.Helper()
	full := append([]string{"-c", "user.name=Folio Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"}, args...)
	cmd := exec.Command("git", full...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), gitEnv...), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

// repo is a git repository with a docs folder, made for a test.
type repo struct {
	t   *testing.T
	dir string
}

func newRepo(t *testing.T, name string) *repo {
	t.Helper()
	r := &repo{t: t, dir: t.TempDir()}
	runGit(t, r.dir, "init", "-q", "-b", "main")
	r.write("README.md", "Not part of the site.\n")
	r.write("docs/docs.json", fmt.Sprintf(`{"theme":"mint","name":%q,"colors":{"primary":"#2563EB"},"navigation":{"pages":["index","guide"]}}`, name))
	r.write("docs/index.mdx", fmt.Sprintf("---\ntitle: %s home\n---\nWelcome to %s. See the [guide](/guide).\n", name, name))
	r.write("docs/guide.mdx", fmt.Sprintf("---\ntitle: %s guide\n---\nThe %s guide, first edition.\n", name, name))
	r.commit("first")
	return r
}

func (r *repo) write(name, data string) {
	r.t.Helper()
	p := filepath.Join(r.dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		r.t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		r.t.Fatal(err)
	}
}

// commit commits everything and returns the commit id.
func (r *repo) commit(msg string) string {
	r.t.Helper()
	runGit(r.t, r.dir, "add", "-A")
	runGit(r.t, r.dir, "commit", "-q", "-m", msg)
	return runGit(r.t, r.dir, "rev-parse", "HEAD")
}

// recorder is a log handler that counts the sites made ready, by
// project, and passes every record to the test's log.
type recorder struct {
	t     *testing.T
	mu    *sync.Mutex
	ready map[string]int
	built map[string]int // site.Build calls, by project
	attrs []slog.Attr
}

func (r *recorder) Enabled(context.Context, slog.Level) bool { return true }

func (r *recorder) Handle(_ context.Context, rec slog.Record) error {
	project := ""
	line := rec.Level.String() + " " + rec.Message
	add := func(a slog.Attr) bool {
		if a.Key == "project" {
			project = a.Value.String()
		}
		line += " " + a.String()
		return true
	}
	for _, a := range r.attrs {
		add(a)
	}
	rec.Attrs(add)
	r.mu.Lock()
	defer r.mu.Unlock()
	switch rec.Message {
	case "site ready":
		r.ready[project]++
	case "site built":
		r.built[project]++
	}
	r.t.Log(line)
	return nil
}

func (r *recorder) WithAttrs(as []slog.Attr) slog.Handler {
	c := *r
	c.attrs = append(append([]slog.Attr{}, r.attrs...), as...)
	return &c
}

func (r *recorder) WithGroup(string) slog.Handler { return r }

func (r *recorder) readyCount(project string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.ready[project]
}

// testBundle is a host and what the test needs to look into it.
type testBundle struct {
	host  *Host
	cache string
	log   *recorder
	now   time.Time
	told  *told
}

// told keeps what a host told its hook, and wakes the test waiting.
type told struct {
	mu   sync.Mutex
	all  []string      // "what project", in order
	wake chan struct{} // holds one wake-up at most
}

func (tl *told) tell(what, projectID string) {
	tl.mu.Lock()
	tl.all = append(tl.all, what+" "+projectID)
	tl.mu.Unlock()
	select {
	case tl.wake <- struct{}{}:
	default:
	}
}

// mark is where what is told from now on starts.
func (tl *told) mark() int {
	tl.mu.Lock()
	defer tl.mu.Unlock()
	return len(tl.all)
}

// since is what was told from mark on.
func (tl *told) since(mark int) []string {
	tl.mu.Lock()
	defer tl.mu.Unlock()
	return slices.Clone(tl.all[mark:])
}

// waitFor waits until ok holds, looking again each time the host tells
// of a refresh asked for or ended or of a Set, not on a timer.
func (b *testBundle) waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	timeout := time.NewTimer(60 * time.Second)
	defer timeout.Stop()
	for !ok() {
		select {
		case <-b.told.wake:
		case <-timeout.C:
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// settle returns once Run is done with every kick sent before it (Set
// kicks it when it marked projects to refresh), and with what Set marked
// without one. Run takes one kick at a time from a channel that holds
// one, and is done with a kick before it takes the next: when the third
// kick goes in, Run has taken the second, so it is done with the first,
// and with all before.
func (b *testBundle) settle(t *testing.T) {
	t.Helper()
	timeout := time.NewTimer(60 * time.Second)
	defer timeout.Stop()
	for range 3 {
		select {
		case b.host.kick <- struct{}{}:
		case <-timeout.C:
			t.Fatal("Run takes no kick")
		}
	}
}

func setup(t *testing.T, o Options) *testBundle {
	t.Helper()
	b := &testBundle{
		cache: t.TempDir(),
		log:   &recorder{t: t, mu: &sync.Mutex{}, ready: map[string]int{}, built: map[string]int{}},
		now:   time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC),
		told:  &told{wake: make(chan struct{}, 1)},
	}
	o.CacheDir = b.cache
	o.Log = slog.New(b.log)
	o.Now = func() time.Time { return b.now }
	if o.Poll == 0 {
		o.Poll = -1
	}
	b.host = New(o)
	b.host.notify = b.told.tell
	t.Cleanup(func() { b.host.Close() })
	return b
}

// get asks the host's handler for path at host name hostName ("" for
// the default).
func (b *testBundle) get(t *testing.T, method, hostName, path string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, path, nil)
	if hostName != "" {
		req.Host = hostName
	}
	rec := httptest.NewRecorder()
	b.host.Handler().ServeHTTP(rec, req)
	return rec
}

// expect checks a GET's status and that the body holds every one of
// wants.
func (b *testBundle) expect(t *testing.T, hostName, path string, status int, wants ...string) string {
	t.Helper()
	rec := b.get(t, http.MethodGet, hostName, path)
	if rec.Code == http.StatusPermanentRedirect && status != rec.Code {
		// A project served at / is built there only: its address below
		// /p/{id}/ sends the reader there (TestOneBuild).
		loc := rec.Header().Get("Location")
		if h, p, ok := strings.Cut(strings.TrimPrefix(loc, "//"), "/"); ok && strings.HasPrefix(loc, "//") {
			hostName, loc = h, "/"+p
		}
		rec = b.get(t, http.MethodGet, hostName, loc)
	}
	body := rec.Body.String()
	if rec.Code != status {
		t.Fatalf("GET %s%s = %d, want %d:\n%.600s", hostName, path, rec.Code, status, body)
	}
	for _, w := range wants {
		if !strings.Contains(body, w) {
			t.Fatalf("GET %s%s: body lacks %q:\n%.2000s", hostName, path, w, body)
		}
	}
	return body
}

func (b *testBundle) set(t *testing.T, ps ...domain.Project) {
	t.Helper()
	if err := b.host.Set(t.Context(), ps); err != nil {
		t.Fatal(err)
	}
}

func (b *testBundle) refresh(t *testing.T, id string) {
	t.Helper()
	if err := b.host.Refresh(t.Context(), id); err != nil {
		t.Fatalf("Refresh(%s): %v", id, err)
	}
}

func (b *testBundle) status(t *testing.T, id string) Status {
	t.Helper()
	st, ok := b.host.Status(id)
	if !ok {
		t.Fatalf("Status(%s): unknown project", id)
	}
	return st
}

// trees lists the export folders of a project.
func (b *testBundle) trees(t *testing.T, id string) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(b.cache, "trees", id))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func local(id string, r *repo) domain.Project {
	return domain.Project{ID: id, Name: strings.ToUpper(id[:1]) + id[1:], Repository: r.dir, Branch: "main", DocsDir: "docs"}
}

// TestServe builds two projects and serves them: the first at / and at
// /p/alpha/ with its links under that path, the second at /p/beta/ and
// at / of its own host; before the first build, a page that reloads.
func TestServe(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	alpha, beta := newRepo(t, "Alpha"), newRepo(t, "Beta")
	betaProject := local("beta", beta)
	betaProject.Host = "Docs.Beta.Example"
	b.set(t, local("alpha", alpha), betaProject)

	rec := b.get(t, http.MethodGet, "", "/")
	if rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") == "" ||
		!strings.Contains(rec.Body.String(), "Building Alpha") || !strings.Contains(rec.Body.String(), `http-equiv="refresh"`) {
		t.Fatalf("GET / before the build = %d, Retry-After %q:\n%s", rec.Code, rec.Header().Get("Retry-After"), rec.Body)
	}
	b.expect(t, "docs.beta.example", "/", http.StatusServiceUnavailable, "Building Beta")

	b.refresh(t, "alpha")
	b.refresh(t, "beta")

	b.expect(t, "", "/", 200, "Welcome to Alpha", `href="/guide"`)
	b.expect(t, "", "/guide", 200, "The Alpha guide")
	b.expect(t, "", "/p/alpha/", 200, "Welcome to Alpha", `href="/guide"`) // sent to /
	b.expect(t, "", "/p/alpha/guide", 200, "The Alpha guide")
	b.expect(t, "", "/p/alpha/guide.md", 200, "The Alpha guide")
	b.expect(t, "", "/p/beta/", 200, "Welcome to Beta", `href="/guide"`) // sent to its host
	b.expect(t, "docs.beta.example", "/", 200, "Welcome to Beta", `href="/guide"`)
	b.expect(t, "DOCS.beta.example:8080", "/guide", 200, "The Beta guide")
	if !b.host.HasHost("docs.beta.example:443") || b.host.HasHost("example.com") {
		t.Fatal("HasHost does not know the projects' host names")
	}
	// A project's own host serves that project only.
	b.expect(t, "docs.beta.example", "/p/alpha/", 404)
	if body := b.expect(t, "", "/README", 404); strings.Contains(body, "Not part of the site") {
		t.Fatal("a file outside the docs folder is served")
	}

	rec = b.get(t, http.MethodGet, "", "/p/alpha?x=1")
	if rec.Code != http.StatusMovedPermanently || rec.Header().Get("Location") != "/p/alpha/?x=1" {
		t.Fatalf("GET /p/alpha = %d to %q", rec.Code, rec.Header().Get("Location"))
	}
	body := b.expect(t, "", "/p/nope/", 404, "No docs site")
	if strings.Contains(body, "Alpha") {
		t.Fatalf("the 404 of an unknown project shows another project:\n%s", body)
	}
	if rec := b.get(t, http.MethodPost, "", "/"); rec.Code != http.StatusMethodNotAllowed {
		t.Fatalf("POST / = %d", rec.Code)
	}
	if rec := b.get(t, http.MethodHead, "docs.beta.example", "/guide"); rec.Code != 200 || rec.Body.Len() != 0 {
		t.Fatalf("HEAD = %d with %d bytes", rec.Code, rec.Body.Len())
	}

	st := b.status(t, "alpha")
	head := runGit(t, alpha.dir, "rev-parse", "HEAD")
	if st.Commit != head || st.Pages != 2 || st.Err != "" || st.Building || !st.BuiltAt.Equal(b.now) {
		t.Fatalf("Status = %+v, want commit %s and 2 pages built at %s", st, head, b.now)
	}
	if _, ok := b.host.Status("nope"); ok {
		t.Fatal("Status of an unknown project")
	}
	if err := b.host.Refresh(t.Context(), "nope"); !errors.Is(err, ErrNoProject) {
		t.Fatalf("Refresh of an unknown project = %v", err)
	}
}

// TestNewCommit serves a new commit of the branch after a refresh, and
// keeps one export folder.
func TestNewCommit(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	r := newRepo(t, "Alpha")
	b.set(t, local("alpha", r))
	b.refresh(t, "alpha")
	b.expect(t, "", "/p/alpha/guide", 200, "first edition")

	r.write("docs/guide.mdx", "---\ntitle: Alpha guide\n---\nThe second edition.\n")
	c2 := r.commit("second")
	b.refresh(t, "alpha")
	b.expect(t, "", "/p/alpha/guide", 200, "second edition")
	b.expect(t, "", "/guide", 200, "second edition")
	if st := b.status(t, "alpha"); st.Commit != c2 {
		t.Fatalf("Status.Commit = %s, want %s", st.Commit, c2)
	}
	if n := b.log.readyCount("alpha"); n != 2 {
		t.Fatalf("%d builds, want 2", n)
	}
	if trees := b.trees(t, "alpha"); len(trees) != 1 || !strings.HasPrefix(trees[0], c2[:12]) {
		t.Fatalf("export folders %v, want the one of %s", trees, c2[:12])
	}
	// Nothing moved: no build.
	b.refresh(t, "alpha")
	if n := b.log.readyCount("alpha"); n != 2 {
		t.Fatalf("%d builds after a refresh without a new commit, want 2", n)
	}
}

// TestBrokenCommit keeps serving the last good site when a commit
// breaks docs.json, and reports why.
func TestBrokenCommit(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	r := newRepo(t, "Alpha")
	b.set(t, local("alpha", r))
	b.refresh(t, "alpha")
	good := b.status(t, "alpha").Commit

	r.write("docs/docs.json", "{\n  \"name\": \"Alpha\",\n  \"theme\": \n}\n")
	bad := r.commit("break docs.json")
	err := b.host.Refresh(t.Context(), "alpha")
	var be *BuildError
	if !errors.As(err, &be) || be.Commit != bad || len(be.Problems) == 0 {
		t.Fatalf("Refresh = %v, want a BuildError of %s", err, bad)
	}
	b.expect(t, "", "/", 200, "Welcome to Alpha")
	b.expect(t, "", "/p/alpha/guide", 200, "The Alpha guide")
	st := b.status(t, "alpha")
	if st.Commit != good || st.Err == "" || len(st.Problems) == 0 || !strings.Contains(st.Problems[0], "docs/docs.json:4:") {
		t.Fatalf("Status = %+v, want the good commit and the problem in docs/docs.json:4", st)
	}
	// The same commit is not built again.
	if err := b.host.Refresh(t.Context(), "alpha"); !errors.As(err, &be) {
		t.Fatalf("second Refresh = %v, want the BuildError again", err)
	}
	if trees := b.trees(t, "alpha"); len(trees) != 1 || !strings.HasPrefix(trees[0], good[:12]) {
		t.Fatalf("export folders %v, want only the good one", trees)
	}

	r.write("docs/docs.json", `{"theme":"mint","name":"Alpha","colors":{"primary":"#2563EB"},"navigation":{"pages":["index","guide"]}}`)
	r.write("docs/index.mdx", "---\ntitle: Home\n---\nFixed.\n")
	fixed := r.commit("fix docs.json")
	b.refresh(t, "alpha")
	b.expect(t, "", "/", 200, "Fixed.")
	if st := b.status(t, "alpha"); st.Commit != fixed || st.Err != "" || st.Problems != nil {
		t.Fatalf("Status after the fix = %+v", st)
	}
}

// TestErrorPage answers 503 with the diagnostics when a site has never
// built, and without any error text when the repository cannot be read.
func TestErrorPage(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	r := newRepo(t, "Alpha")
	r.write("docs/docs.json", `{"theme":"mint","name":"Alpha","colors":{"primary":"blue"},"navigation":{"pages":["index","guide"]}}`)
	r.commit("a colour that is not one")
	gone := domain.Project{ID: "gone", Repository: filepath.Join(t.TempDir(), "nothing-here"), Branch: "main"}
	b.set(t, local("alpha", r), gone)

	if err := b.host.Refresh(t.Context(), "alpha"); err == nil {
		t.Fatal("Refresh of a site with errors succeeded")
	}
	rec := b.get(t, http.MethodGet, "", "/")
	body := rec.Body.String()
	if rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") == "" ||
		!strings.Contains(body, "Alpha could not be built") || !strings.Contains(body, "docs/docs.json:1:") || !strings.Contains(body, "invalid-color") {
		t.Fatalf("GET / = %d:\n%s", rec.Code, body)
	}

	err := b.host.Refresh(t.Context(), "gone")
	if err == nil {
		t.Fatal("Refresh of a missing repository succeeded")
	}
	if st := b.status(t, "gone"); st.Err == "" || st.Problems != nil {
		t.Fatalf("Status = %+v", st)
	}
	body = b.expect(t, "", "/p/gone/", http.StatusServiceUnavailable, "could not be read or built")
	for _, leak := range []string{"nothing-here", "exit status", "git", "fatal"} {
		if strings.Contains(body, leak) {
			t.Fatalf("the error page shows %q:\n%s", leak, body)
		}
	}
}

// TestPageErrors serves a site whose pages have errors: the pages that
// have none as usual, the broken one as far as it renders, and the errors
// in the status. What Mintlify deploys with a warning (a page the
// navigation names that has no file) is no error at all.
func TestPageErrors(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	r := newRepo(t, "Alpha")
	r.write("docs/docs.json", `{"theme":"mint","name":"Alpha","colors":{"primary":"#2563EB"},"navigation":{"pages":["index","guide","broken","missing"]}}`)
	r.write("docs/broken.mdx", "---\ntitle: Broken\n---\nBefore the break.\n\n<Note>\nnever closed\n")
	commit := r.commit("a page with an error")
	b.set(t, local("alpha", r))
	if err := b.host.Refresh(t.Context(), "alpha"); err != nil {
		t.Fatalf("Refresh = %v, want the site served with its page errors", err)
	}
	b.expect(t, "", "/", 200, "Welcome to Alpha")
	b.expect(t, "", "/p/alpha/guide", 200, "The Alpha guide")
	b.expect(t, "", "/p/alpha/broken", 200, "Before the break.")
	st := b.status(t, "alpha")
	if st.Commit != commit || st.Err != "" || len(st.Problems) != 1 || !strings.Contains(st.Problems[0], "docs/broken.mdx:") {
		t.Fatalf("Status = %+v, want the commit served and the error of docs/broken.mdx", st)
	}
	b.refresh(t, "alpha") // the same commit: the problems stay
	if st := b.status(t, "alpha"); len(st.Problems) != 1 {
		t.Fatalf("Status after a second refresh = %+v", st)
	}
}

// TestOtherBranch builds nothing for a commit on another branch.
func TestOtherBranch(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	r := newRepo(t, "Alpha")
	b.set(t, local("alpha", r))
	b.refresh(t, "alpha")

	runGit(t, r.dir, "checkout", "-q", "-b", "draft")
	r.write("docs/guide.mdx", "---\ntitle: Draft\n---\nA draft.\n")
	r.commit("draft")
	runGit(t, r.dir, "checkout", "-q", "main")
	b.refresh(t, "alpha")
	b.expect(t, "", "/guide", 200, "first edition")
	if n := b.log.readyCount("alpha"); n != 1 {
		t.Fatalf("%d builds, want 1", n)
	}
}

// TestURLRepository mirrors a repository given by URL and fetches its
// new commits.
func TestURLRepository(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	work := newRepo(t, "Remote")
	bare := filepath.Join(t.TempDir(), "remote.git")
	runGit(t, t.TempDir(), "clone", "-q", "--bare", work.dir, bare)
	runGit(t, work.dir, "remote", "add", "origin", bare)
	p := domain.Project{ID: "remote", Name: "Remote", Repository: "file://" + filepath.ToSlash(bare), Branch: "main", DocsDir: "docs/"}
	b.set(t, p)
	b.refresh(t, "remote")
	b.expect(t, "", "/", 200, "Welcome to Remote")

	mirror := filepath.Join(b.cache, "mirrors", "remote.git")
	if got := runGit(t, mirror, "rev-parse", "--is-bare-repository"); got != "true" {
		t.Fatalf("the mirror is not a bare repository: %s", got)
	}
	if got := runGit(t, mirror, "config", "--get", "remote.origin.url"); got != p.Repository {
		t.Fatalf("the mirror fetches from %s", got)
	}

	work.write("docs/index.mdx", "---\ntitle: Home\n---\nPushed later.\n")
	c2 := work.commit("second")
	runGit(t, work.dir, "push", "-q", "origin", "main")
	b.refresh(t, "remote")
	b.expect(t, "", "/", 200, "Pushed later.")
	if st := b.status(t, "remote"); st.Commit != c2 {
		t.Fatalf("Status.Commit = %s, want %s", st.Commit, c2)
	}

	// A branch that is not there.
	p.Branch = "nope"
	b.set(t, p)
	err := b.host.Refresh(t.Context(), "remote")
	if err == nil || !strings.Contains(err.Error(), "branch nope not found") {
		t.Fatalf("Refresh of a missing branch = %v", err)
	}
	// The last good site stays up.
	b.expect(t, "", "/", 200, "Pushed later.")
	if st := b.status(t, "remote"); st.Commit != c2 || !strings.Contains(st.Err, "branch nope not found") {
		t.Fatalf("Status = %+v", st)
	}

	// A project that goes takes its mirror along.
	b.set(t)
	if entries, err := os.ReadDir(filepath.Join(b.cache, "mirrors")); err != nil || len(entries) != 0 {
		t.Fatalf("mirrors after the project went: %v, %v", entries, err)
	}
}

// TestConcurrentRefresh builds once for many refreshes at the same time.
func TestConcurrentRefresh(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	r := newRepo(t, "Alpha")
	b.set(t, local("alpha", r))
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for range 8 {
		wg.Go(func() { errs <- b.host.Refresh(t.Context(), "alpha") })
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if n := b.log.readyCount("alpha"); n != 1 {
		t.Fatalf("%d builds, want 1", n)
	}
	b.expect(t, "", "/", 200, "Welcome to Alpha")
}

// TestHostileSettings refuses branch names git would take for options or
// paths, before running git.
func TestHostileSettings(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	r := newRepo(t, "Alpha")
	marker := filepath.Join(t.TempDir(), "ran")
	for _, branch := range []string{"--upload-pack=touch " + marker, "../x", "-x"} {
		p := local("alpha", r)
		p.Branch = branch
		if err := b.host.Set(t.Context(), []domain.Project{p}); err == nil {
			t.Errorf("Set with branch %q: no error", branch)
		}
		if err := b.host.Refresh(t.Context(), "alpha"); err == nil || !strings.Contains(err.Error(), "branch") {
			t.Errorf("Refresh with branch %q = %v", branch, err)
		}
		if st := b.status(t, "alpha"); st.Err == "" || st.Commit != "" {
			t.Errorf("Status with branch %q = %+v", branch, st)
		}
	}
	p := local("evil", r)
	p.Repository = "--upload-pack=touch " + marker
	b.host.Set(t.Context(), []domain.Project{p})
	if err := b.host.Refresh(t.Context(), "evil"); err == nil {
		t.Error("Refresh of a repository named like an option succeeded")
	}
	if _, err := os.Stat(marker); err == nil {
		t.Fatal("git ran a program named in the settings")
	}
	b.expect(t, "", "/", http.StatusServiceUnavailable, "could not be read or built")
}

// TestRun builds every project, then follows its branch by polling, and
// builds a project Set adds.
func TestRun(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{Poll: 20 * time.Millisecond})
	alpha := newRepo(t, "Alpha")
	b.set(t, local("alpha", alpha))
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() { done <- b.host.Run(ctx) }()

	c1 := runGit(t, alpha.dir, "rev-parse", "HEAD")
	b.waitFor(t, "the first build", func() bool { return b.status(t, "alpha").Commit == c1 })
	alpha.write("docs/index.mdx", "---\ntitle: Home\n---\nPolled.\n")
	c2 := alpha.commit("second")
	b.waitFor(t, "the build of the new commit", func() bool { return b.status(t, "alpha").Commit == c2 })
	b.expect(t, "", "/", 200, "Polled.")

	beta := newRepo(t, "Beta")
	b.set(t, local("alpha", alpha), local("beta", beta))
	b.waitFor(t, "the build of the added project", func() bool { return b.status(t, "beta").Commit != "" })
	b.expect(t, "", "/p/beta/", 200, "Welcome to Beta")

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not return")
	}
}

// TestSetChanges stops serving a project that left the set, and builds
// the one that becomes first for /.
func TestSetChanges(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	alpha, beta := newRepo(t, "Alpha"), newRepo(t, "Beta")
	b.set(t, local("alpha", alpha), local("beta", beta))
	b.refresh(t, "alpha")
	b.refresh(t, "beta")
	b.expect(t, "", "/", 200, "Welcome to Alpha")
	b.expect(t, "", "/p/beta/", 200, "Welcome to Beta")

	b.set(t, local("beta", beta))
	b.expect(t, "", "/p/alpha/", 404)
	if _, err := os.Stat(filepath.Join(b.cache, "trees", "alpha")); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the removed project's folders remain: %v", b.trees(t, "alpha"))
	}
	// beta was built for /p/beta/ only; / waits for its build there.
	b.expect(t, "", "/p/beta/", 200, "Welcome to Beta")
	b.expect(t, "", "/", http.StatusServiceUnavailable, "Building Beta")
	b.refresh(t, "beta")
	b.expect(t, "", "/", 200, "Welcome to Beta", `href="/guide"`)

	b.set(t)
	b.expect(t, "", "/", 404, "No docs site")
	if err := b.host.Set(t.Context(), []domain.Project{{ID: "../x", Repository: beta.dir, Branch: "main"}}); err == nil {
		t.Fatal("Set accepted a project id that is a path")
	}
}

// TestClose stops serving and removes the export folders.
func TestClose(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	r := newRepo(t, "Alpha")
	b.set(t, local("alpha", r))
	b.refresh(t, "alpha")
	if err := b.host.Close(); err != nil {
		t.Fatal(err)
	}
	if trees := b.trees(t, "alpha"); len(trees) != 0 {
		t.Fatalf("export folders after Close: %v", trees)
	}
	if err := b.host.Refresh(t.Context(), "alpha"); !errors.Is(err, ErrClosed) {
		t.Fatalf("Refresh after Close = %v", err)
	}
}

// TestPageDates dates pages by their last commit when docs.json asks for
// it.
func TestPageDates(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	r := newRepo(t, "Alpha")
	r.write("docs/docs.json", `{"theme":"mint","name":"Alpha","colors":{"primary":"#2563EB"},"metadata":{"timestamp":true},"navigation":{"pages":["index","guide"]}}`)
	runGit(t, r.dir, "add", "-A")
	runGitEnv(t, r.dir, []string{"GIT_COMMITTER_DATE=2024-05-06T10:00:00Z"}, "commit", "-q", "-m", "dates")
	r.write("docs/guide.mdx", "---\ntitle: Guide\n---\nEdited.\n")
	runGit(t, r.dir, "add", "-A")
	runGitEnv(t, r.dir, []string{"GIT_COMMITTER_DATE=2025-07-08T10:00:00Z"}, "commit", "-q", "-m", "edit")
	b.set(t, local("alpha", r))
	b.refresh(t, "alpha")
	b.expect(t, "", "/guide", 200, "Last updated July 8, 2025")
	b.expect(t, "", "/", 200, "Last updated ") // the date of the first commit
}

// TestDocsAtRoot builds a repository whose docs folder is its root, with
// a symbolic link out of it left out.
func TestDocsAtRoot(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	r := &repo{t: t, dir: t.TempDir()}
	runGit(t, r.dir, "init", "-q", "-b", "main")
	r.write("docs.json", `{"theme":"mint","name":"Root","colors":{"primary":"#2563EB"},"navigation":{"pages":["index"]}}`)
	r.write("index.mdx", "---\ntitle: Home\n---\nAt the root.\n")
	if err := os.Symlink("../../etc/passwd", filepath.Join(r.dir, "passwd.mdx")); err != nil {
		t.Fatal(err)
	}
	r.commit("root")
	b.set(t, domain.Project{ID: "root", Repository: r.dir, Branch: "main"})
	b.refresh(t, "root")
	b.expect(t, "", "/", 200, "At the root.")
	trees := b.trees(t, "root")
	if len(trees) != 1 {
		t.Fatalf("export folders %v", trees)
	}
	if _, err := os.Lstat(filepath.Join(b.cache, "trees", "root", trees[0], "passwd.mdx")); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("a link out of the docs folder was exported: %v", err)
	}
}

// TestSwapWaitsForRequests keeps the folder of a replaced site until the
// requests reading it are done.
func TestSwapWaitsForRequests(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	r := newRepo(t, "Alpha")
	b.set(t, local("alpha", r))
	b.refresh(t, "alpha")
	b.host.mu.RLock()
	p := b.host.projects["alpha"]
	b.host.mu.RUnlock()
	snap, out, _ := p.acquire(true) // the first project is served at /
	if out == nil {
		t.Fatal("no site to serve")
	}
	old := snap.dir

	r.write("docs/index.mdx", "---\ntitle: Home\n---\nNew.\n")
	r.commit("second")
	b.refresh(t, "alpha")
	b.expect(t, "", "/", 200, "New.")
	if _, err := os.Stat(old); err != nil {
		t.Fatalf("the folder of a site in use was removed: %v", err)
	}
	snap.release()
	if _, err := os.Stat(old); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the folder of the replaced site remains: %v", err)
	}
	if trees := b.trees(t, "alpha"); len(trees) != 1 {
		t.Fatalf("export folders %v", trees)
	}
}

// alphaAndBeta hosts two projects, alpha at / and /p/alpha/, beta at
// /p/beta/ and on its own host docs.beta.example, both built.
func (b *testBundle) alphaAndBeta(t *testing.T) {
	t.Helper()
	alpha, beta := newRepo(t, "Alpha"), newRepo(t, "Beta")
	betaProject := local("beta", beta)
	betaProject.Host = "docs.beta.example"
	b.set(t, local("alpha", alpha), betaProject)
	b.refresh(t, "alpha")
	b.refresh(t, "beta")
}

// TestDocsFolderLink: a docs folder committed as a symbolic link is
// followed inside the repository, as a checkout would, and refused when
// it leads out of it.
func TestDocsFolderLink(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	r := newRepo(t, "Alpha")
	if err := os.Symlink("docs", filepath.Join(r.dir, "site")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("../../../mirrors/alpha.git", filepath.Join(r.dir, "escape")); err != nil {
		t.Fatal(err)
	}
	r.commit("links")
	in := local("alpha", r)
	in.DocsDir = "site"
	out := local("beta", r)
	out.DocsDir = "escape"
	b.set(t, in, out)
	b.refresh(t, "alpha")
	b.expect(t, "", "/p/alpha/guide", 200, "first edition")
	var be *BuildError
	if err := b.host.Refresh(t.Context(), "beta"); !errors.As(err, &be) || !strings.Contains(strings.Join(be.Problems, "\n"), "leads out of the repository") {
		t.Fatalf("Refresh of a docs folder linked out of the repository = %v", err)
	}
}

// TestSharedMirror: with the workspaces' mirrors, a URL repository's
// site and its previews are read from the node's one mirror of the
// project, and the host keeps none of its own.
func TestSharedMirror(t *testing.T) {
	t.Parallel()
	ws, err := workspace.New(workspace.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	jobs := &fakeJobs{jobs: map[string]domain.Job{}}
	b := setup(t, Options{Mirrors: ws, Jobs: jobs, PreviewWait: time.Minute})
	r := newRepo(t, "Alpha")
	p := local("alpha", r)
	p.Repository = "file://" + r.dir
	b.set(t, p)
	b.refresh(t, "alpha")
	b.expect(t, "", "/p/alpha/guide", 200, "first edition")

	r.write("docs/guide.mdx", "---\ntitle: Alpha guide\n---\nThe second edition.\n")
	r.commit("second")
	b.refresh(t, "alpha")
	b.expect(t, "", "/p/alpha/guide", 200, "second edition")

	r.branch("folio/j1", map[string]string{"docs/guide.mdx": "---\ntitle: Alpha guide\n---\nThe preview edition.\n"})
	jobs.add("alpha", "job_1", "folio/j1")
	rec := httptest.NewRecorder()
	b.host.PreviewHandler().ServeHTTP(rec, httptest.NewRequestWithContext(t.Context(), http.MethodGet, "/preview/alpha/job_1/guide", nil))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "The preview edition") {
		t.Fatalf("preview from the shared mirror = %d:\n%.500s", rec.Code, rec.Body)
	}
	if _, err := os.Stat(filepath.Join(b.cache, "mirrors")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the host made a mirror of its own: %v", err)
	}
}

// TestSetUnchanged: setting the same projects again refreshes nothing
// (Follow sets them at every notification and now and then), while a
// project added is built at once.
func TestSetUnchanged(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	alpha := newRepo(t, "Alpha")
	b.set(t, local("alpha", alpha))
	ctx := t.Context()
	done := make(chan error, 1)
	go func() { done <- b.host.Run(ctx) }()
	t.Cleanup(func() { <-done })
	first := runGit(t, alpha.dir, "rev-parse", "HEAD")
	b.waitFor(t, "the first build", func() bool { return b.status(t, "alpha").Commit == first })

	alpha.write("docs/index.mdx", "---\ntitle: Home\n---\nUnseen.\n")
	second := alpha.commit("second")
	beta := newRepo(t, "Beta")
	b.set(t, local("alpha", alpha), local("beta", beta))
	b.waitFor(t, "the added project's build", func() bool { return b.status(t, "beta").Commit != "" })
	mark := b.told.mark()
	b.set(t, local("alpha", alpha), local("beta", beta))
	// Once Run is done with what Set asked of it, nothing more comes of
	// the Set: no refresh was asked for then, none will be.
	b.settle(t)
	for _, ev := range b.told.since(mark) {
		if strings.HasPrefix(ev, "scheduled ") {
			t.Fatalf("setting the same projects again asked for a refresh: %s", ev)
		}
	}
	if got := b.status(t, "alpha").Commit; got != first {
		t.Fatalf("setting alpha again refreshed it: at %.7s", got)
	}
	if err := b.host.Trigger("alpha"); err != nil {
		t.Fatal(err)
	}
	b.waitFor(t, "the triggered build", func() bool { return b.status(t, "alpha").Commit == second })
}

// TestOneBuild: a project served at / (the first, or one on its own host)
// is built once, at /, and its address below /p/{id}/ sends readers to
// the same page there, its MCP server's too; a project served only below
// /p/{id}/ is built there.
func TestOneBuild(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	beta := local("beta", newRepo(t, "Beta"))
	beta.Host = "docs.beta.example"
	b.set(t, local("alpha", newRepo(t, "Alpha")), beta, local("gamma", newRepo(t, "Gamma")))
	for _, id := range []string{"alpha", "beta", "gamma"} {
		b.refresh(t, id)
	}
	b.log.mu.Lock()
	built := maps.Clone(b.log.built)
	b.log.mu.Unlock()
	for _, id := range []string{"alpha", "beta", "gamma"} {
		if built[id] != 1 {
			t.Errorf("project %s built %d times for one commit, want 1", id, built[id])
		}
	}
	for _, tc := range []struct{ method, path, location string }{
		{"GET", "/p/alpha/guide?x=1", "/guide?x=1"},
		{"GET", "/p/alpha/", "/"},
		{"POST", "/p/alpha/mcp", "/mcp"},
		{"GET", "/p/beta/guide", "//docs.beta.example/guide"},
	} {
		rec := b.get(t, tc.method, "", tc.path)
		if rec.Code != http.StatusPermanentRedirect || rec.Header().Get("Location") != tc.location {
			t.Errorf("%s %s = %d to %q, want 308 to %q", tc.method, tc.path, rec.Code, rec.Header().Get("Location"), tc.location)
		}
	}
	b.expect(t, "", "/p/gamma/", 200, "Welcome to Gamma", `href="/p/gamma/guide"`)
}
