package sitehost

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/sitehttp"
	"github.com/foliodocs/folio/internal/store"
)

// This file is the live preview of an agent job's branch: the project's
// site built from the branch's head at /preview/{projectId}/{jobId}/,
// exactly as `folio build` builds it, with a path prefix. A preview is
// built when first viewed and again when a view finds the branch moved;
// a build that fails keeps the last good one served. A few previews are
// kept, the least recently viewed going first.

// Defaults of the preview options.
const (
	DefaultPreviews     = 4
	DefaultPreviewCheck = 2 * time.Second
	DefaultPreviewWait  = 20 * time.Second
	// DefaultPreviewIdle is how long a preview nobody views is kept.
	DefaultPreviewIdle = 30 * time.Minute
	// urlPreviewCheck is the least time between two fetches of a URL
	// repository for a preview.
	urlPreviewCheck = 15 * time.Second
)

// JobReader reads a job of a project; store.Store is one.
type JobReader interface {
	Job(ctx context.Context, projectID, id string) (domain.Job, error)
}

// previews are the previews built, by project and job.
type previews struct {
	mu      sync.Mutex
	byKey   map[string]*preview
	cleaned bool // the previews of an earlier process were removed
}

// preview is the site of one job's branch.
type preview struct {
	project, job string
	dir          string // its builds' folders are made in it
	basePath     string

	mu       sync.Mutex
	used     time.Time // last viewed
	checked  time.Time // when a check of the branch last started
	running  *flight   // the check (and build) under way
	cur      *snapshot // nil before the first good build
	err      error     // why the last check or build failed
	problems []string  // of err, when the docs do not build; else of cur's pages
	failed   buildKey  // built and failed on its docs: not again
	noBranch bool      // the branch is not in the repository
	removed  bool
}

// PreviewPath is where the preview of a job is served.
func PreviewPath(projectID, jobID string) string {
	return "/preview/" + projectID + "/" + jobID + "/"
}

// PreviewHandler serves the previews of job branches at
// /preview/{projectId}/{jobId}/: the project's site built from the
// job's branch. An unknown project or job, a job of another project and
// a project this host does not serve all get the same 404. Previews are
// marked noindex.
//
// With Options.PreviewHost, each preview has a host name of its own
// (see previewhost.go) and this path redirects there.
func (h *Host) PreviewHandler() http.Handler {
	return sitehttp.Protect(http.HandlerFunc(h.servePreview))
}

func (h *Host) servePreview(w http.ResponseWriter, r *http.Request) {
	if job, ok := h.previewJob(r); ok {
		// A preview's own host: its files, even one under /preview/.
		h.serveHostPreview(w, r, job)
		return
	}
	rest, _ := strings.CutPrefix(r.URL.Path, "/preview/")
	projectID, rest, _ := strings.Cut(rest, "/")
	jobID, rel, slash := strings.Cut(rest, "/")
	if h.previewHost != nil {
		if checkID(projectID) != nil || checkID(jobID) != nil {
			h.pages.write(w, r, http.StatusNotFound, "notfound", 0, pageData{})
			return
		}
		// Scheme-relative: the browser keeps the scheme it came with.
		u := "//" + PreviewLabel(jobID) + h.previewHost.suffix + h.previewHost.port + "/" + rel
		if r.URL.RawQuery != "" {
			u += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, u, http.StatusFound)
		return
	}
	hd := w.Header()
	hd.Set("Content-Security-Policy", previewSandbox)
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		// The sandboxed page's origin is opaque: its own files are
		// fetched across origins.
		hd.Set("Access-Control-Allow-Origin", "*")
	}
	h.previewAt(w, r, projectID, jobID, rel, slash)
}

// serveHostPreview serves the preview whose host name a request names.
func (h *Host) serveHostPreview(w http.ResponseWriter, r *http.Request, jobID string) {
	projectID, err := h.projectOfJob(r.Context(), jobID)
	if err != nil {
		if !errors.Is(err, store.ErrNotFound) && r.Context().Err() == nil {
			h.log.ErrorContext(r.Context(), "preview: find the job's project", "job", jobID, "err", err)
		}
		w.Header().Set("X-Robots-Tag", "noindex, nofollow")
		h.pages.write(w, r, http.StatusNotFound, "notfound", 0, pageData{})
		return
	}
	h.previewAt(w, r, projectID, jobID, strings.TrimPrefix(r.URL.Path, "/"), true)
}

// previewAt serves the path rel of a job's preview; slash is false for
// /preview/{projectId}/{jobId} without its final slash.
func (h *Host) previewAt(w http.ResponseWriter, r *http.Request, projectID, jobID, rel string, slash bool) {
	// The pages' playgrounds send through the proxy below the preview's
	// path, as they do below /p/{id}/ (not in a sandboxed preview, whose
	// pages send from the browser).
	proxy := h.opts.Playground != nil && h.previewHost != nil && "/"+rel == site.PlaygroundProxyPath
	// So does its MCP server answer below it.
	mcp := slash && "/"+rel == site.MCPPath
	if !proxy && !mcp && r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	w.Header().Set("X-Robots-Tag", "noindex, nofollow")
	notFound := func() { h.pages.write(w, r, http.StatusNotFound, "notfound", 0, pageData{}) }
	if h.opts.Jobs == nil || checkID(projectID) != nil || checkID(jobID) != nil {
		notFound()
		return
	}
	h.mu.RLock()
	p := h.projects[projectID]
	h.mu.RUnlock()
	if p == nil {
		notFound()
		return
	}
	p.mu.RLock()
	cfg, invalid := p.cfg, p.invalid
	p.mu.RUnlock()
	if invalid != nil {
		notFound()
		return
	}
	job, err := h.opts.Jobs.Job(r.Context(), projectID, jobID)
	if errors.Is(err, store.ErrNotFound) {
		notFound()
		return
	}
	if err != nil {
		if r.Context().Err() == nil {
			h.log.ErrorContext(r.Context(), "preview: read the job", "project", projectID, "job", jobID, "err", err)
		}
		h.pages.write(w, r, http.StatusServiceUnavailable, "failed", failedRetry, pageData{Name: "This preview", Refresh: failedRetry})
		return
	}
	name := cfg.Name
	if name == "" {
		name = p.id
	}
	if job.Branch == "" || checkBranch(job.Branch) != nil {
		h.pages.write(w, r, http.StatusNotFound, "nopreview", 0, pageData{Name: name})
		return
	}
	if proxy {
		h.opts.Playground.ServeHTTP(w, r)
		return
	}
	if !slash {
		u := PreviewPath(projectID, jobID)
		if r.URL.RawQuery != "" {
			u += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, u, http.StatusMovedPermanently)
		return
	}

	pv, cleanup := h.preview(projectID, jobID)
	cleanup()
	h.checkPreview(r.Context(), p, pv, job.Branch)
	snap, out := pv.acquire()
	if out == nil {
		pv.mu.Lock()
		d := pageData{Name: name + " · preview of " + job.Branch, Problems: pv.problems}
		building, failed, noBranch := pv.running != nil, pv.err != nil, pv.noBranch
		pv.mu.Unlock()
		switch {
		case noBranch:
			h.pages.write(w, r, http.StatusNotFound, "nopreview", 0, pageData{Name: name})
		case failed && !building:
			d.Refresh = failedRetry
			h.pages.write(w, r, http.StatusServiceUnavailable, "failed", failedRetry, d)
		default:
			d.Refresh = buildingRetry
			h.pages.write(w, r, http.StatusServiceUnavailable, "building", buildingRetry, d)
		}
		return
	}
	defer snap.release()
	if mcp {
		h.mcp.Serve(w, r, out)
		return
	}
	sitehttp.Handler(out).ServeHTTP(w, r)
}

// preview returns the preview of a job, made if new, and marks it
// viewed; previews beyond the limit go, the least recently viewed first.
// cleanup releases what went, outside the lock.
func (h *Host) preview(projectID, jobID string) (pv *preview, cleanup func()) {
	h.pv.mu.Lock()
	defer h.pv.mu.Unlock()
	root := filepath.Join(h.opts.CacheDir, "previews")
	if !h.pv.cleaned {
		// Previews left by an earlier process are not served by this one.
		h.pv.cleaned = true
		if err := os.RemoveAll(root); err != nil {
			h.log.Warn("remove old previews", "err", err)
		}
	}
	if h.pv.byKey == nil {
		h.pv.byKey = map[string]*preview{}
	}
	key := projectID + "/" + jobID
	pv = h.pv.byKey[key]
	if pv == nil {
		pv = &preview{project: projectID, job: jobID, dir: filepath.Join(root, projectID, jobID),
			basePath: PreviewPath(projectID, jobID)}
		if h.previewHost != nil {
			pv.basePath = "/"
		}
		h.pv.byKey[key] = pv
	}
	now := h.opts.Now()
	pv.mu.Lock()
	pv.used = now
	pv.mu.Unlock()

	limit := h.opts.Previews
	if limit <= 0 {
		limit = DefaultPreviews
	}
	if len(h.pv.byKey) <= limit {
		return pv, func() {}
	}
	type entry struct {
		key  string
		used time.Time
	}
	var all []entry
	for k, o := range h.pv.byKey {
		if o != pv {
			o.mu.Lock()
			all = append(all, entry{k, o.used})
			o.mu.Unlock()
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].used.Before(all[j].used) })
	var gone []*preview
	for _, e := range all[:len(h.pv.byKey)-limit] {
		gone = append(gone, h.pv.byKey[e.key])
		delete(h.pv.byKey, e.key)
	}
	return pv, func() { h.drop(gone) }
}

// drop stops serving previews; their folders go with the last request
// reading them.
func (h *Host) drop(gone []*preview) {
	for _, o := range gone {
		o.mu.Lock()
		o.removed = true
		cur := o.cur
		o.cur = nil
		o.mu.Unlock()
		cur.release()
		os.Remove(o.dir) // when empty
		h.log.Debug("preview dropped", "project", o.project, "job", o.job)
	}
}

// dropPreviews takes away the previews of a project, or of every
// project when id is "", and returns what is left to do outside the
// host's locks.
func (h *Host) dropPreviews(id string) (cleanup func()) {
	h.pv.mu.Lock()
	var gone []*preview
	for k, pv := range h.pv.byKey {
		if id == "" || pv.project == id {
			gone = append(gone, pv)
			delete(h.pv.byKey, k)
		}
	}
	h.pv.mu.Unlock()
	return func() { h.drop(gone) }
}

// expirePreviews drops the previews nobody viewed for a while.
func (h *Host) expirePreviews() {
	cutoff := h.opts.Now().Add(-DefaultPreviewIdle)
	h.pv.mu.Lock()
	var gone []*preview
	for k, pv := range h.pv.byKey {
		pv.mu.Lock()
		idle := pv.used.Before(cutoff) && pv.running == nil
		pv.mu.Unlock()
		if idle {
			gone = append(gone, pv)
			delete(h.pv.byKey, k)
		}
	}
	h.pv.mu.Unlock()
	h.drop(gone)
}

func (h *Host) closePreviews() { h.dropPreviews("")() }

// checkPreview looks for new commits on the branch, unless it did a
// moment ago, and builds the preview when the branch moved; it waits for
// that (or for the check under way) until ctx ends or the preview wait
// is over, whichever comes first. The check goes on without it.
func (h *Host) checkPreview(ctx context.Context, p *project, pv *preview, branch string) {
	every := h.opts.PreviewCheck
	if every <= 0 {
		every = DefaultPreviewCheck
	}
	p.mu.RLock()
	remote := isURL(p.cfg.Repository)
	p.mu.RUnlock()
	if remote {
		every = max(every, urlPreviewCheck)
	}
	now := h.opts.Now()
	pv.mu.Lock()
	f := pv.running
	if f == nil && !pv.removed && (pv.cur == nil && pv.err == nil || now.Sub(pv.checked) >= every) {
		f = &flight{done: make(chan struct{})}
		pv.running, pv.checked = f, now
		started := h.refreshes.start(ctx, func(ctx context.Context) {
			err := h.buildPreview(ctx, p, pv, branch)
			pv.mu.Lock()
			f.err = err
			pv.running = nil
			pv.mu.Unlock()
			close(f.done)
		})
		if !started { // the host is closed
			pv.running, f = nil, nil
		}
	}
	pv.mu.Unlock()
	if f == nil {
		return
	}
	wait := h.opts.PreviewWait
	if wait <= 0 {
		wait = DefaultPreviewWait
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-f.done:
	case <-t.C:
	case <-ctx.Done():
	}
}

// errNoBranch: the job's branch is not in the repository (yet, or any
// more).
var errNoBranch = errors.New("the branch is not in the repository")

// buildPreview brings a preview up to date with its branch; ctx ends
// when the host closes.
func (h *Host) buildPreview(ctx context.Context, p *project, pv *preview, branch string) error {
	ctx, cancel := context.WithTimeout(ctx, h.opts.Timeout)
	defer cancel()
	log := h.log.With("project", p.id, "job", pv.job)
	p.mu.RLock()
	cfg, invalid, removed := p.cfg, p.invalid, p.removed
	p.mu.RUnlock()
	if invalid != nil || removed {
		return fmt.Errorf("project %s: %w", p.id, ErrNoProject)
	}
	fail := func(err error) error {
		err = redactErr(fmt.Errorf("preview of %s: %w", branch, err), cfg.Repository)
		pv.mu.Lock()
		pv.err, pv.problems = err, nil
		pv.mu.Unlock()
		log.WarnContext(ctx, "preview refresh failed", "err", err)
		return err
	}
	rv, err := h.repos.sync(ctx, p, cfg)
	if err != nil {
		return fail(err)
	}
	head, err := h.repos.head(ctx, rv, branch)
	pv.mu.Lock()
	pv.noBranch = err != nil && ctx.Err() == nil && strings.Contains(err.Error(), "not found")
	pv.mu.Unlock()
	if err != nil {
		if strings.Contains(err.Error(), "not found") {
			err = errNoBranch
		}
		return fail(err)
	}
	key := buildKey{commit: head, repository: cfg.Repository, branch: branch, docsDir: cfg.DocsDir, preview: true}
	pv.mu.Lock()
	switch {
	case pv.cur != nil && pv.cur.key == key:
		pv.err, pv.problems = nil, nil
		pv.mu.Unlock()
		return nil
	case pv.failed == key:
		err := pv.err
		pv.mu.Unlock()
		return err
	}
	pv.mu.Unlock()

	select {
	case h.builder.builds <- struct{}{}:
	case <-ctx.Done():
		return fail(fmt.Errorf("wait to build: %w", ctx.Err()))
	}
	snap, err := h.builder.buildAt(ctx, pv.dir, pv.basePath, p.id, rv.gitDir, key)
	<-h.builder.builds

	pv.mu.Lock()
	defer pv.mu.Unlock()
	if err != nil {
		var be *BuildError
		if errors.As(err, &be) {
			pv.failed, pv.problems = key, be.Problems
			log.Warn("preview build failed", "commit", shortHash(head), "problems", len(be.Problems))
		} else {
			err = redactErr(fmt.Errorf("preview of %s: %w", branch, err), cfg.Repository)
			pv.failed, pv.problems = buildKey{}, nil
			log.Warn("preview build failed", "err", err)
		}
		pv.err = err
		return err
	}
	if pv.removed {
		snap.release()
		return nil
	}
	old := pv.cur
	pv.cur = snap
	pv.err, pv.problems, pv.failed = nil, snap.problems, buildKey{}
	// Requests still reading the old build keep it until they are done.
	old.release()
	log.Info("preview ready", "branch", branch, "commit", shortHash(head), "pages", snap.pages)
	return nil
}

// acquire returns the preview's site and holds it until release; nil
// before a build succeeded.
func (pv *preview) acquire() (*snapshot, *site.Output) {
	pv.mu.Lock()
	defer pv.mu.Unlock()
	if pv.cur == nil {
		return nil, nil
	}
	pv.cur.refs.Add(1)
	return pv.cur, pv.cur.out
}

const previewTemplates = `
{{define "nopreview"}}{{template "head" .}}<title>No preview yet</title>
</head>
<body><main>
<h1>No preview yet</h1>
<p>This job has no branch in the repository of {{.Name}} yet. The preview appears once the agent has committed its first change.</p>
</main></body>
</html>
{{end}}
`
