package sitehost

import (
	"bytes"
	"html/template"
	"log/slog"
	"net/http"
	"strconv"
	"strings"

	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/sitehttp"
)

// Seconds a reader waits before asking again, on the building page and
// on the error page.
const (
	buildingRetry = 5
	failedRetry   = 30
)

// Handler serves the sites: on the host name of a project, that
// project's site; at /p/{projectId}/, that project's site; anywhere
// else, the first project's. A project served at / (the first, or one
// on its own host name) is built there only, and its /p/{projectId}/
// addresses redirect to the same page there. Until a site is built it answers 503 with a
// page that reloads itself; when a site has never built, 503 with the
// errors of its docs. Each site's MCP server answers at site.MCPPath
// below its base path, from the site being served.
//
// With Options.PreviewHost, a request for a preview's host name is that
// preview's.
func (h *Host) Handler() http.Handler {
	return sitehttp.Protect(http.HandlerFunc(h.serveHTTP))
}

func (h *Host) serveHTTP(w http.ResponseWriter, r *http.Request) {
	if job, ok := h.previewJob(r); ok {
		h.serveHostPreview(w, r, job)
		return
	}
	if h.opts.Playground != nil && h.playground(r) {
		h.opts.Playground.ServeHTTP(w, r)
		return
	}
	mcp := h.below(r, site.MCPPath)
	if !mcp && r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p, atRoot, slash := h.route(r)
	if p == nil {
		h.pages.write(w, r, http.StatusNotFound, "notfound", 0, pageData{})
		return
	}
	if slash {
		// /p/{id} → /p/{id}/, so that the page's relative URLs resolve.
		u := "/p/" + p.id + "/"
		if r.URL.RawQuery != "" {
			u += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, u, http.StatusMovedPermanently)
		return
	}
	snap, out, moved := p.acquire(atRoot)
	if moved {
		// A project served at / is built there only: /p/{id}/x is /x,
		// on the host it is served at.
		u := "/" + strings.TrimPrefix(strings.TrimPrefix(r.URL.Path, "/p/"+p.id), "/")
		h.mu.RLock()
		first := h.first == p
		h.mu.RUnlock()
		if host := p.host(); !first && host != "" {
			u = "//" + host + u // the request's scheme
		}
		if r.URL.RawQuery != "" {
			u += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, u, http.StatusPermanentRedirect)
		return
	}
	if out == nil {
		h.unavailable(w, r, p)
		return
	}
	defer snap.release()
	if mcp {
		h.mcp.Serve(w, r, out)
		return
	}
	sitehttp.Handler(out).ServeHTTP(w, r)
}

// playground reports whether a request is for the playground's proxy
// of a site: site.PlaygroundProxyPath below its base path.
func (h *Host) playground(r *http.Request) bool {
	return h.below(r, site.PlaygroundProxyPath)
}

// below reports whether a request is for the path rel below the base
// path of the site it is for.
func (h *Host) below(r *http.Request, rel string) bool {
	if !strings.HasSuffix(r.URL.Path, rel) {
		return false
	}
	p, atRoot, _ := h.route(r)
	if p == nil {
		return false
	}
	u := r.URL.Path
	if !atRoot {
		u = strings.TrimPrefix(u, "/p/"+p.id)
	}
	return u == rel
}

// route finds the project a request is for, whether it is served at /
// (or else at /p/{id}/), and whether its path is /p/{id} without the
// final slash.
func (h *Host) route(r *http.Request) (p *project, atRoot, slash bool) {
	h.mu.RLock()
	defer h.mu.RUnlock()
	if len(h.hosts) > 0 {
		if p := h.hosts[normaliseHost(r.Host)]; p != nil {
			return p, true, false
		}
	}
	if rest, ok := strings.CutPrefix(r.URL.Path, "/p/"); ok {
		id, _, found := strings.Cut(rest, "/")
		p := h.projects[id]
		if p == nil {
			return nil, false, false
		}
		return p, false, !found
	}
	return h.first, true, false
}

// acquire returns the site to serve and holds it until release; nil
// before it is built. moved reports a request below /p/{id}/ for a
// project built at /.
func (p *project) acquire(atRoot bool) (s *snapshot, out *site.Output, moved bool) {
	p.mu.RLock()
	defer p.mu.RUnlock()
	s = p.cur
	if s == nil {
		return nil, nil, false
	}
	if s.atRoot != atRoot {
		if s.atRoot {
			return nil, nil, true
		}
		return nil, nil, false // built before it was served at /; it will be
	}
	s.refs.Add(1)
	return s, s.out, false
}

// pageData is what the host's own pages show.
type pageData struct {
	Name     string
	Problems []string
	Refresh  int
}

// unavailable answers for a site not built: 503 with the building page,
// or with the error page when the last build failed.
func (h *Host) unavailable(w http.ResponseWriter, r *http.Request, p *project) {
	p.mu.RLock()
	d := pageData{Name: p.cfg.Name, Problems: p.problems}
	failed := !p.building && p.err() != nil
	p.mu.RUnlock()
	if d.Name == "" {
		d.Name = p.id
	}
	if failed {
		d.Refresh = failedRetry
		h.pages.write(w, r, http.StatusServiceUnavailable, "failed", failedRetry, d)
		return
	}
	d.Refresh = buildingRetry
	h.pages.write(w, r, http.StatusServiceUnavailable, "building", buildingRetry, d)
}

// pages are the host's own pages — building, failed, not found — which
// the sites and the previews both answer with.
type pages struct {
	t   *template.Template
	log *slog.Logger
}

// write writes one of the pages.
func (pg *pages) write(w http.ResponseWriter, r *http.Request, status int, name string, retry int, d pageData) {
	var b bytes.Buffer
	if err := pg.t.ExecuteTemplate(&b, name, d); err != nil {
		pg.log.ErrorContext(r.Context(), "render a page", "page", name, "err", err)
		http.Error(w, http.StatusText(status), status)
		return
	}
	hd := w.Header()
	hd.Set("Content-Type", "text/html; charset=utf-8")
	hd.Set("Cache-Control", "no-store")
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("Content-Length", strconv.Itoa(b.Len()))
	if retry > 0 {
		hd.Set("Retry-After", strconv.Itoa(retry))
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(b.Bytes())
	}
}

const pageTemplates = `
{{define "head"}}<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
{{if .Refresh}}<meta http-equiv="refresh" content="{{.Refresh}}">{{end}}
<style>
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #fff; --box: #f6f8fa; --bad: #cf222e; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --box: #161b22; --bad: #ff7b72; } }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, sans-serif; }
main { max-width: 48rem; margin: 12vh auto; padding: 0 1.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
p { color: var(--muted); margin: 0 0 1rem; }
pre { background: var(--box); border-left: 3px solid var(--bad); padding: .75rem 1rem; overflow-x: auto; font-size: .875rem; }
.spin { display: inline-block; width: 1em; height: 1em; border: 2px solid var(--muted); border-top-color: transparent; border-radius: 50%; animation: s 1s linear infinite; vertical-align: -.15em; margin-right: .5rem; }
@keyframes s { to { transform: rotate(1turn); } }
</style>
{{end}}

{{define "building"}}{{template "head" .}}<title>Building {{.Name}}…</title>
</head>
<body><main>
<h1><span class="spin"></span>Building {{.Name}}…</h1>
<p>The site is being built from its repository. This page reloads by itself when it is ready.</p>
</main></body>
</html>
{{end}}

{{define "failed"}}{{template "head" .}}<title>{{.Name}} could not be built</title>
</head>
<body><main>
<h1>{{.Name}} could not be built</h1>
{{if .Problems}}<p>The docs have errors. Fix them on the branch; the site is built again when it changes.</p>
{{range .Problems}}<pre>{{.}}</pre>
{{end}}{{else}}<p>The repository could not be read or built. The server's log says why.</p>
{{end}}</main></body>
</html>
{{end}}

{{define "notfound"}}{{template "head" .}}<title>Not found</title>
</head>
<body><main>
<h1>Not found</h1>
<p>No docs site is served here.</p>
</main></body>
</html>
{{end}}
`

// host is the project's own host name; "" for none.
func (p *project) host() string {
	p.mu.RLock()
	defer p.mu.RUnlock()
	return p.cfg.Host
}
