package sitehost

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/store"
)

// fakeJobs is a JobReader over a map; err, when set, is every answer.
type fakeJobs struct {
	mu   sync.Mutex
	jobs map[string]domain.Job // by project/id
	err  error
}

func (f *fakeJobs) Job(_ context.Context, projectID, id string) (domain.Job, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return domain.Job{}, f.err
	}
	j, ok := f.jobs[projectID+"/"+id]
	if !ok {
		return domain.Job{}, store.ErrNotFound
	}
	return j, nil
}

func (f *fakeJobs) add(projectID, id, branch string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.jobs[projectID+"/"+id] = domain.Job{ID: id, ProjectID: projectID, Branch: branch}
}

// previewBundle is a host with previews on, a settable clock and the
// test's log.
type previewBundle struct {
	host  *Host
	jobs  *fakeJobs
	cache string
	mu    sync.Mutex
	now   time.Time
}

func setupPreviews(t *testing.T, o Options) *previewBundle {
	t.Helper()
	b := &previewBundle{jobs: &fakeJobs{jobs: map[string]domain.Job{}}, cache: t.TempDir(),
		now: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	o.CacheDir = b.cache
	o.Log = slog.New((&recorder{t: t, mu: &sync.Mutex{}, ready: map[string]int{}, built: map[string]int{}}))
	o.Now = b.clock
	o.Poll = -1
	o.Jobs = b.jobs
	b.host = New(o)
	t.Cleanup(func() { b.host.Close() })
	return b
}

func (b *previewBundle) clock() time.Time {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.now
}

func (b *previewBundle) advance(d time.Duration) {
	b.mu.Lock()
	b.now = b.now.Add(d)
	b.mu.Unlock()
}

func (b *previewBundle) get(t *testing.T, path string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	b.host.PreviewHandler().ServeHTTP(rec, httptest.NewRequestWithContext(t.Context(), http.MethodGet, path, nil))
	return rec
}

func (b *previewBundle) expect(t *testing.T, path string, status int, wants ...string) string {
	t.Helper()
	rec := b.get(t, path)
	body := rec.Body.String()
	if rec.Code != status {
		t.Fatalf("GET %s = %d, want %d:\n%.800s", path, rec.Code, status, body)
	}
	for _, w := range wants {
		if !strings.Contains(body, w) {
			t.Fatalf("GET %s: body lacks %q:\n%.2000s", path, w, body)
		}
	}
	return body
}

// branch makes branch from main in r with the files changed, and goes
// back to main.
func (r *repo) branch(branch string, files map[string]string) string {
	r.t.Helper()
	if exec.Command("git", "-C", r.dir, "rev-parse", "--verify", "--quiet", "refs/heads/"+branch).Run() != nil {
		runGit(r.t, r.dir, "branch", branch, "main")
	}
	runGit(r.t, r.dir, "checkout", "-q", branch)
	defer runGit(r.t, r.dir, "checkout", "-q", "main")
	for name, data := range files {
		r.write(name, data)
	}
	return r.commit("on " + branch)
}

func TestPreview(t *testing.T) {
	t.Parallel()
	b := setupPreviews(t, Options{})
	alpha, beta := newRepo(t, "Alpha"), newRepo(t, "Beta")
	alpha.branch("folio/j1", map[string]string{"docs/guide.mdx": "---\ntitle: Alpha guide\n---\nThe Alpha guide, second edition.\n"})
	b.jobs.add("alpha", "job_1", "folio/j1")
	b.jobs.add("beta", "job_2", "main")
	if err := b.host.Set(t.Context(), []domain.Project{local("alpha", alpha), local("beta", beta)}); err != nil {
		t.Fatal(err)
	}

	// The navigation links under the preview's path. (Root-relative
	// links written in a page's Markdown are left as written by the
	// site build, under /p/{id}/ as here.)
	home := b.expect(t, "/preview/alpha/job_1/", 200, "Welcome to Alpha", `href="/preview/alpha/job_1/guide"`)
	if strings.Contains(home, `href="/p/alpha/`) {
		t.Error("the preview links to the project's site")
	}
	rec := b.get(t, "/preview/alpha/job_1/guide")
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "second edition") {
		t.Fatalf("preview guide = %d:\n%.600s", rec.Code, rec.Body.String())
	}
	if got := rec.Header().Get("X-Robots-Tag"); !strings.Contains(got, "noindex") {
		t.Errorf("X-Robots-Tag = %q", got)
	}
	// The project's own site is built from main, untouched.
	if err := b.host.Refresh(t.Context(), "alpha"); err != nil {
		t.Fatal(err)
	}
	site := httptest.NewRecorder()
	b.host.Handler().ServeHTTP(site, httptest.NewRequest("GET", "/guide", nil))
	if !strings.Contains(site.Body.String(), "first edition") {
		t.Errorf("the project's site changed:\n%.400s", site.Body.String())
	}
	// Assets and the search index are served under the preview's path.
	for _, path := range []string{"/preview/alpha/job_1/llms.txt", "/preview/alpha/job_1/sitemap.xml"} {
		if rec := b.get(t, path); rec.Code != 200 {
			t.Errorf("GET %s = %d", path, rec.Code)
		}
	}

	// Without the final slash: a redirect that keeps the query.
	rec = b.get(t, "/preview/alpha/job_1?x=1")
	if rec.Code != http.StatusMovedPermanently || rec.Header().Get("Location") != "/preview/alpha/job_1/?x=1" {
		t.Errorf("GET without a slash = %d to %q", rec.Code, rec.Header().Get("Location"))
	}

	// Nothing to tell apart an unknown project, an unknown job, another
	// project's job and a project that is not hosted.
	b.jobs.add("gamma", "job_3", "main")
	notFound := b.expect(t, "/preview/nope/job_1/", 404, "Not found")
	for _, path := range []string{
		"/preview/alpha/job_9/", "/preview/alpha/job_2/", "/preview/beta/job_1/", "/preview/gamma/job_3/",
		"/preview/alpha/", "/preview/", "/preview/..%2f/job_1/", "/preview/alpha/../", "/preview/-x/job_1/",
	} {
		if body := b.expect(t, path, 404); body != notFound {
			t.Errorf("GET %s: a different 404 page", path)
		}
	}
	if rec := httptest.NewRecorder(); true {
		b.host.PreviewHandler().ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/preview/alpha/job_1/", nil))
		if rec.Code != http.StatusMethodNotAllowed {
			t.Errorf("POST = %d", rec.Code)
		}
	}
	// beta's job works on main: its preview is main's site.
	b.expect(t, "/preview/beta/job_2/", 200, "Welcome to Beta")

	// A store that fails: 503, not 404.
	b.jobs.mu.Lock()
	b.jobs.err = errors.New("database down")
	b.jobs.mu.Unlock()
	b.expect(t, "/preview/alpha/job_1/", 503)
}

// TestPreviewPlayground sends the playground's requests below a
// preview's own host name to the proxy, for a job the host knows only; a
// sandboxed preview has no proxy (its pages send from the browser).
func TestPreviewPlayground(t *testing.T) {
	t.Parallel()
	var got []string
	var mu sync.Mutex
	b := setupPreviews(t, Options{PreviewHost: "*.preview.test", Playground: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		got = append(got, r.Method+" "+r.Host+r.URL.Path)
		mu.Unlock()
		w.WriteHeader(http.StatusTeapot)
	})})
	r := newRepo(t, "Alpha")
	b.jobs.add("alpha", "job_1", "main")
	if err := b.host.Set(t.Context(), []domain.Project{local("alpha", r)}); err != nil {
		t.Fatal(err)
	}
	post := func(host, path string) int {
		req := httptest.NewRequest(http.MethodPost, path, strings.NewReader("{}"))
		req.Host = host
		rec := httptest.NewRecorder()
		b.host.Handler().ServeHTTP(rec, req)
		return rec.Code
	}
	if code := post("job-1.preview.test", site.PlaygroundProxyPath); code != http.StatusTeapot {
		t.Errorf("POST %s = %d, want the proxy's answer", site.PlaygroundProxyPath, code)
	}
	if code := post("job-9.preview.test", site.PlaygroundProxyPath); code != http.StatusNotFound {
		t.Errorf("the proxy of an unknown job = %d, want 404", code)
	}
	if code := post("job-1.preview.test", "/other"); code != http.StatusMethodNotAllowed {
		t.Errorf("POST to a page = %d, want 405", code)
	}
	mu.Lock()
	if len(got) != 1 || got[0] != "POST job-1.preview.test"+site.PlaygroundProxyPath {
		t.Errorf("the proxy saw %v", got)
	}
	mu.Unlock()

	sandboxed := setupPreviews(t, Options{Playground: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		t.Errorf("a sandboxed preview reached the proxy: %s", r.URL.Path)
	})})
	sandboxed.jobs.add("alpha", "job_1", "main")
	if err := sandboxed.host.Set(t.Context(), []domain.Project{local("alpha", r)}); err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	sandboxed.host.PreviewHandler().ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/preview/alpha/job_1"+site.PlaygroundProxyPath, nil))
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST to a sandboxed preview's proxy path = %d, want 405", rec.Code)
	}
}

// TestPreviewOrigins: a preview served by path is sandboxed (an origin
// of its own for each page) and its files answer any origin; with a
// preview host pattern, each job's preview is served at its own host
// name, at /, and the path redirects there.
func TestPreviewOrigins(t *testing.T) {
	t.Parallel()
	r := newRepo(t, "Alpha")
	r.branch("folio/j1", map[string]string{"docs/guide.mdx": "---\ntitle: Alpha guide\n---\nThe preview edition.\n"})

	b := setupPreviews(t, Options{PreviewWait: time.Minute})
	b.jobs.add("alpha", "job_01abc", "folio/j1")
	if err := b.host.Set(t.Context(), []domain.Project{local("alpha", r)}); err != nil {
		t.Fatal(err)
	}
	b.expect(t, "/preview/alpha/job_01abc/guide", 200, "The preview edition", `href="/preview/alpha/job_01abc/"`)
	rec := b.get(t, "/preview/alpha/job_01abc/guide")
	h := rec.Header()
	if csp := h.Get("Content-Security-Policy"); !strings.HasPrefix(csp, "sandbox ") || strings.Contains(csp, "allow-same-origin") {
		t.Errorf("preview CSP = %q, want a sandbox without allow-same-origin", csp)
	}
	if h.Get("Access-Control-Allow-Origin") != "*" || h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Referrer-Policy") == "" {
		t.Errorf("preview headers = %v", h)
	}
	if got := b.host.PreviewURL("https", "https://docs.example.com/", "alpha", "job_01abc"); got != "https://docs.example.com/preview/alpha/job_01abc/" {
		t.Errorf("PreviewURL = %q", got)
	}

	hb := setupPreviews(t, Options{PreviewHost: "*.preview.example.com:8443", PreviewWait: time.Minute})
	hb.jobs.add("alpha", "job_01abc", "folio/j1")
	if err := hb.host.Set(t.Context(), []domain.Project{local("alpha", r)}); err != nil {
		t.Fatal(err)
	}
	if got := hb.host.PreviewURL("https", "https://docs.example.com", "alpha", "job_01abc"); got != "https://job-01abc.preview.example.com:8443/" {
		t.Errorf("PreviewURL = %q", got)
	}
	rec = hb.get(t, "/preview/alpha/job_01abc/guide?x=1")
	if rec.Code != http.StatusFound || rec.Header().Get("Location") != "//job-01abc.preview.example.com:8443/guide?x=1" {
		t.Errorf("GET by path with a preview host = %d to %q", rec.Code, rec.Header().Get("Location"))
	}
	get := func(host, path string) *httptest.ResponseRecorder {
		req := httptest.NewRequestWithContext(t.Context(), http.MethodGet, path, nil)
		req.Host = host
		rec := httptest.NewRecorder()
		hb.host.Handler().ServeHTTP(rec, req)
		return rec
	}
	rec = get("JOB-01abc.preview.example.com:8443", "/guide")
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), "The preview edition") || !strings.Contains(rec.Body.String(), `href="/"`) {
		t.Fatalf("GET at the preview's host = %d:\n%.600s", rec.Code, rec.Body)
	}
	if csp := rec.Header().Get("Content-Security-Policy"); csp != "" {
		t.Errorf("a preview at its own origin is sandboxed too: %q", csp)
	}
	if rec := get("job-02zzz.preview.example.com", "/guide"); rec.Code != http.StatusNotFound {
		t.Errorf("GET at the host of an unknown job = %d", rec.Code)
	}
	// Not preview hosts: the sites' own answer, never the preview.
	for _, host := range []string{"a.job-01abc.preview.example.com", "preview.example.com"} {
		if rec := get(host, "/guide"); strings.Contains(rec.Body.String(), "preview edition") {
			t.Errorf("GET at %s served the preview", host)
		}
	}
}

// TestPreviewFollowsBranch rebuilds when the branch moves, keeps the last
// good build when a commit breaks the docs, and shows the errors when
// there is no good build.
func TestPreviewFollowsBranch(t *testing.T) {
	t.Parallel()
	b := setupPreviews(t, Options{PreviewCheck: time.Second})
	r := newRepo(t, "Alpha")
	r.branch("folio/j1", map[string]string{"docs/guide.mdx": "---\ntitle: G\n---\nEdition two.\n"})
	b.jobs.add("alpha", "job_1", "folio/j1")
	b.jobs.add("alpha", "job_nobranch", "folio/none")
	b.jobs.add("alpha", "job_empty", "")
	if err := b.host.Set(t.Context(), []domain.Project{local("alpha", r)}); err != nil {
		t.Fatal(err)
	}
	b.expect(t, "/preview/alpha/job_1/guide", 200, "Edition two.")

	r.branch("folio/j1", map[string]string{"docs/guide.mdx": "---\ntitle: G\n---\nEdition three.\n"})
	// Within the check interval the branch is not looked at.
	b.expect(t, "/preview/alpha/job_1/guide", 200, "Edition two.")
	b.advance(2 * time.Second)
	b.expect(t, "/preview/alpha/job_1/guide", 200, "Edition three.")

	// A commit that breaks the docs: the last good build stays.
	r.branch("folio/j1", map[string]string{"docs/docs.json": `{"name": "Broken", "navigation": `})
	b.advance(2 * time.Second)
	b.expect(t, "/preview/alpha/job_1/guide", 200, "Edition three.")

	// A branch whose first build fails shows the problems.
	r.branch("folio/j2", map[string]string{"docs/docs.json": `{"name": "Broken", "navigation": `})
	b.jobs.add("alpha", "job_2", "folio/j2")
	b.expect(t, "/preview/alpha/job_2/", 503, "could not be built", "docs.json")

	// No branch yet, or no branch recorded: nothing to preview.
	b.expect(t, "/preview/alpha/job_nobranch/", 404, "No preview yet")
	b.expect(t, "/preview/alpha/job_empty/", 404, "No preview yet")
	// Once the branch appears, the preview does.
	r.branch("folio/none", map[string]string{"docs/index.mdx": "---\ntitle: Home\n---\nAt last.\n"})
	b.advance(2 * time.Second)
	b.expect(t, "/preview/alpha/job_nobranch/", 200, "At last.")
}

// TestPreviewLimit keeps a bounded number of previews, dropping the least
// recently viewed with its files, and drops a project's previews with it.
func TestPreviewLimit(t *testing.T) {
	t.Parallel()
	b := setupPreviews(t, Options{Previews: 2})
	r := newRepo(t, "Alpha")
	for _, j := range []string{"a", "b", "c"} {
		r.branch("folio/"+j, map[string]string{"docs/index.mdx": "---\ntitle: Home\n---\nJob " + j + ".\n"})
		b.jobs.add("alpha", "job_"+j, "folio/"+j)
	}
	if err := b.host.Set(t.Context(), []domain.Project{local("alpha", r)}); err != nil {
		t.Fatal(err)
	}
	previewDirs := func() []string {
		entries, err := os.ReadDir(filepath.Join(b.cache, "previews", "alpha"))
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			t.Fatal(err)
		}
		var names []string
		for _, e := range entries {
			if sub, _ := os.ReadDir(filepath.Join(b.cache, "previews", "alpha", e.Name())); len(sub) > 0 {
				names = append(names, e.Name())
			}
		}
		return names
	}
	b.expect(t, "/preview/alpha/job_a/", 200, "Job a.")
	b.advance(time.Second)
	b.expect(t, "/preview/alpha/job_b/", 200, "Job b.")
	b.advance(time.Second)
	b.expect(t, "/preview/alpha/job_a/", 200, "Job a.") // a is now the most recent
	b.advance(time.Second)
	b.expect(t, "/preview/alpha/job_c/", 200, "Job c.")
	if got := strings.Join(previewDirs(), ","); got != "job_a,job_c" {
		t.Errorf("preview folders after the third: %s, want job_a,job_c", got)
	}
	// A dropped preview is built again when viewed.
	b.expect(t, "/preview/alpha/job_b/", 200, "Job b.")

	// Previews nobody looks at go after a while.
	b.advance(DefaultPreviewIdle + time.Minute)
	b.host.previews.expire()
	if got := previewDirs(); len(got) != 0 {
		t.Errorf("preview folders after they expired: %v", got)
	}
	b.expect(t, "/preview/alpha/job_a/", 200, "Job a.")
	if err := b.host.Set(t.Context(), nil); err != nil {
		t.Fatal(err)
	}
	if got := previewDirs(); len(got) != 0 {
		t.Errorf("preview folders after the project went: %v", got)
	}
	b.expect(t, "/preview/alpha/job_a/", 404)
}

// TestPreviewConcurrent views one preview from many requests while its
// branch moves: one build per commit, every answer whole.
func TestPreviewConcurrent(t *testing.T) {
	t.Parallel()
	b := setupPreviews(t, Options{PreviewCheck: time.Millisecond})
	r := newRepo(t, "Alpha")
	r.branch("folio/j1", map[string]string{"docs/guide.mdx": "---\ntitle: G\n---\nEdition one.\n"})
	b.jobs.add("alpha", "job_1", "folio/j1")
	if err := b.host.Set(t.Context(), []domain.Project{local("alpha", r)}); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			for range 5 {
				rec := b.get(t, "/preview/alpha/job_1/guide")
				if rec.Code != 200 || !strings.Contains(rec.Body.String(), "Edition") {
					t.Errorf("request %d: %d", i, rec.Code)
				}
				b.advance(time.Second)
			}
		})
	}
	r.branch("folio/j1", map[string]string{"docs/guide.mdx": "---\ntitle: G\n---\nEdition two.\n"})
	wg.Wait()
	b.advance(time.Second)
	b.expect(t, "/preview/alpha/job_1/guide", 200, "Edition two.")
}

// TestPreviewNoIntegrations checks that a preview loads none of the
// site's analytics, which the project's own site does: reviewers are not
// readers.
func TestPreviewNoIntegrations(t *testing.T) {
	t.Parallel()
	b := setupPreviews(t, Options{})
	alpha := newRepo(t, "Alpha")
	alpha.write("docs/docs.json", `{"theme":"mint","name":"Alpha","colors":{"primary":"#2563EB"},`+
		`"integrations":{"ga4":{"measurementId":"G-ALPHA1"}},"navigation":{"pages":["index","guide"]}}`)
	alpha.commit("analytics")
	alpha.branch("folio/j1", map[string]string{"docs/guide.mdx": "---\ntitle: Alpha guide\n---\nSecond edition.\n"})
	b.jobs.add("alpha", "job_1", "folio/j1")
	if err := b.host.Set(t.Context(), []domain.Project{local("alpha", alpha)}); err != nil {
		t.Fatal(err)
	}
	if err := b.host.Refresh(t.Context(), "alpha"); err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	b.host.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if !strings.Contains(rec.Body.String(), "G-ALPHA1") {
		t.Fatalf("the project's site lacks its integrations:\n%.600s", rec.Body.String())
	}
	if body := b.expect(t, "/preview/alpha/job_1/", 200, "Welcome to Alpha"); strings.Contains(body, "G-ALPHA1") || strings.Contains(body, "folio-integrations") {
		t.Error("the preview carries the site's integrations")
	}
}
