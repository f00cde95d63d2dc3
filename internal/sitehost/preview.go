package sitehost

import (
	"context"
	"errors"
	"net/http"
	"strings"
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
// kept, the least recently viewed going first (previews.go).

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

	pv := h.previews.get(projectID, jobID)
	h.previews.check(r.Context(), p, pv, job.Branch)
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
