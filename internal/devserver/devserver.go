// Package devserver is `folio dev`: it builds a docs site in memory,
// serves it, watches every file of the docs folder, rebuilds on a change
// and tells open pages to reload over server-sent events. While a page
// has errors, the reader keeps its last good version and sees the errors
// over the page; a page that never built without errors is answered with
// its errors. The terminal shows the same diagnostics. The site's MCP
// server answers at /mcp, from the current build.
package devserver

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/docsmcp"
	"github.com/foliodocs/folio/internal/fscache"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/openapi"
	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/sitehttp"
)

// Options configure a Server.
type Options struct {
	// Log receives progress and problems of the server itself.
	Log *slog.Logger
	// Report is called after every build with what it found, for the
	// terminal; nil prints nothing.
	Report func(Report)
	// Modified gives page dates for metadata.timestamp; may be nil.
	Modified func(file string) time.Time
	// Debounce is how long to wait for more changes after one (editors
	// write a file in several steps); 0 means 20 ms.
	Debounce time.Duration
	// Fetcher fetches the OpenAPI specifications docs.json gives by URL;
	// nil leaves their pages out.
	Fetcher openapi.Fetcher
	// Playground, when set, is the API playground's proxy, served at
	// site.PlaygroundProxyPath; the pages' playgrounds send through it.
	Playground http.Handler
	// PageCache bounds the memory of the pages kept made
	// (site.Options.PageCache); 0 means the site package's default.
	PageCache int64
	// Rendered is told each page file whose content a build renders
	// (site.Options.Rendered); may be nil.
	Rendered func(file string)
}

// Report is what one build found.
type Report struct {
	// Root is the docs folder.
	Root string
	// Diagnostics are every diagnostic of the site as it now is.
	Diagnostics *diag.List
	// Took is how long the build took, its background pass included.
	Took time.Duration
	// Ready is, for a full build, how long it took before the site was
	// served (its pages made when asked for).
	Ready time.Duration
	// Pages is how many pages the build wrote: every page for a full
	// build, the pages written again for an update.
	Pages int
	// Full is set for a full build, unset for an update of some pages.
	Full bool
}

// Server serves one docs folder.
type Server struct {
	root  string
	opts  Options
	icons *icon.Set
	// files keeps what builds read of the docs folder until the watcher
	// says it changed: a change to the navigation reads thousands of
	// files again otherwise.
	files *fscache.Cache
	// reuse keeps the pages' content the background pass rendered, for
	// the next build's pass (site.ContentReuse).
	reuse *site.ContentReuse
	mcp   *docsmcp.Handler
	// code is the highlighter builds share, replaced by one drawing a
	// site's own code themes; guarded by mu.
	code *codeblock.Highlighter

	// watching, when set, is called once Watch watches the folder:
	// tests change files after it. published, when set, is called when a
	// change is served, before the background pass of a build.
	watching  func()
	published func()

	mu       sync.RWMutex
	out      *site.Output
	problems []string
	// good holds, for each source file, its output files from the last
	// build in which it had no errors.
	good map[string]map[string]*site.File
	// broken holds, for each output file of a source with errors and no
	// good version, those errors: the file is answered with them.
	// brokenBy lists those output files by source.
	broken   map[string][]string
	brokenBy map[string][]string
	// kept reports whether every source with errors shows a good version.
	kept bool
	// build names the current output for the pages' live-reload client:
	// the server's token and a count of outputs.
	token string
	gen   int

	clientsMu sync.Mutex
	clients   map[chan event]struct{}

	// building serialises builds and updates; finishMu guards
	// stopFinish, which stops the background pass of the last build
	// when a change makes it moot.
	building   sync.Mutex
	finishMu   sync.Mutex
	stopFinish context.CancelFunc
	// ready is closed once there is a site to serve, or a build that
	// could not make one: requests wait for it.
	ready     chan struct{}
	readyOnce sync.Once
}

type event struct {
	name, data string
}

// New returns a server for the docs folder at root.
func New(root string, opts Options) (*Server, error) {
	if opts.Log == nil {
		opts.Log = slog.New(slog.DiscardHandler)
	}
	if opts.Debounce <= 0 {
		opts.Debounce = 20 * time.Millisecond
	}
	icons, err := icon.Load()
	if err != nil {
		return nil, fmt.Errorf("load icons: %w", err)
	}
	return &Server{
		root: root, opts: opts, icons: icons, files: fscache.New(), reuse: site.NewContentReuse(),
		mcp:      docsmcp.New(opts.Log),
		code:     codeblock.New(codeblock.Options{DarkSelector: ".dark"}),
		good:     map[string]map[string]*site.File{},
		broken:   map[string][]string{},
		brokenBy: map[string][]string{},
		token:    rand.Text()[:8],
		clients:  map[chan event]struct{}{},
		ready:    make(chan struct{}),
	}, nil
}

// cancelFinish stops the background pass of the last build, if it runs:
// a change makes another build or an update of the site.
func (s *Server) cancelFinish() {
	s.finishMu.Lock()
	defer s.finishMu.Unlock()
	if s.stopFinish != nil {
		s.stopFinish()
		s.stopFinish = nil
	}
}

// Build builds the site and tells open pages. The site is served as soon
// as its navigation is resolved, its pages made when asked for
// (site.Options.OnDemand); Build then renders every page in the
// background for the diagnostics, the search index and the llms files,
// and returns when that is done, or when a change stops it (nil then). A
// build whose configuration cannot be read keeps the previous site. It
// reads every file again; the watcher's builds read only what changed.
func (s *Server) Build(ctx context.Context) error {
	s.files.Reset()
	return s.build(ctx)
}

// build is Build reading what the watcher did not see change from the
// cache of the docs folder.
func (s *Server) build(ctx context.Context) error {
	s.cancelFinish()
	s.building.Lock()
	defer s.building.Unlock()
	start := time.Now()
	p, err := config.LoadWith(s.root, s.files.FS)
	if err != nil {
		s.readyOnce.Do(func() { close(s.ready) })
		return fmt.Errorf("load %s: %w", s.root, err)
	}
	defer p.Close()
	p.CheckFiles()
	if p.Config == nil {
		s.publish(nil, &p.Diagnostics)
		s.report(Report{Root: p.Root, Diagnostics: &p.Diagnostics, Took: time.Since(start), Full: true})
		return nil
	}
	s.mu.Lock()
	code := s.code
	s.mu.Unlock()
	out, err := site.Build(ctx, p, site.Options{LiveReload: true, OmitIntegrations: true, Icons: s.icons, Code: code, Modified: s.opts.Modified, Log: s.opts.Log,
		Fetcher: s.opts.Fetcher, PlaygroundProxy: s.opts.Playground != nil, MCP: true, SearchServer: true, SocialImages: true,
		OnDemand: true, PageCache: s.opts.PageCache, WrapFS: s.files.FS, Rendered: s.opts.Rendered, Reuse: s.reuse})
	if err != nil {
		s.readyOnce.Do(func() { close(s.ready) })
		return err
	}
	ready := time.Since(start)
	s.mu.Lock()
	s.code = out.Highlighter // a site with its own code themes keeps its highlighter's cache
	s.mu.Unlock()
	s.publish(out, &out.Diagnostics)
	s.opts.Log.Debug("site served, checking its pages", "took", ready)

	fctx, cancel := context.WithCancel(ctx)
	s.finishMu.Lock()
	s.stopFinish = cancel
	s.finishMu.Unlock()
	final, err := out.Finish(fctx)
	cancel()
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return nil // a change stopped it: another build or update follows
	}
	s.mu.Lock()
	if s.out != out {
		s.mu.Unlock()
		return nil
	}
	s.keepGood(final, nil)
	s.out = final
	s.problems = formatProblems(&final.Diagnostics)
	data := s.problemsData()
	s.mu.Unlock()
	s.broadcast(event{"problems", data})
	s.report(Report{Root: p.Root, Diagnostics: &final.Diagnostics, Took: time.Since(start), Ready: ready, Pages: final.Pages, Full: true})
	return nil
}

// Checked waits until the site served has been checked whole: no build
// or update runs and the background pass of the last build is done. It
// returns ctx's error if ctx ends first. Benchmarks and tests use it to
// measure an edit from a settled server.
func (s *Server) Checked(ctx context.Context) error {
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for {
		if s.building.TryLock() {
			s.mu.RLock()
			done := s.out == nil || !s.out.Pending()
			s.mu.RUnlock()
			s.building.Unlock()
			if done {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
		}
	}
}

// publish serves out, a site before its pages are checked (nil: none
// could be built, the previous one stays), with the problems l has, and
// tells open pages.
func (s *Server) publish(out *site.Output, l *diag.List) {
	problems := formatProblems(l)
	s.mu.Lock()
	if out != nil {
		s.out = out
		s.gen++
		// Until the new site is checked, a page's errors are found when
		// it is made (ServeHTTP): the last check's may be fixed.
		clear(s.broken)
		clear(s.brokenBy)
	}
	s.problems = problems
	data := s.problemsData()
	s.mu.Unlock()
	s.readyOnce.Do(func() { close(s.ready) })
	if s.published != nil {
		s.published()
	}
	if out != nil {
		s.broadcast(event{"reload", "{}"})
	}
	s.broadcast(event{"problems", data})
}

func (s *Server) report(r Report) {
	if s.opts.Report != nil {
		s.opts.Report(r)
	}
}

// problemsData is the "problems" event: the errors, whether pages with
// errors show a good version, and the build it describes. s.mu is held.
func (s *Server) problemsData() string {
	data, _ := json.Marshal(struct {
		Errors []string `json:"errors"`
		Kept   bool     `json:"kept"`
		Build  string   `json:"build"`
	}{s.problems, s.kept, fmt.Sprintf("%s-%d", s.token, s.gen)})
	return string(data)
}

// Update renders again only the pages of the changed files when nothing
// else can have changed (see site.Output.Update), and tells open pages;
// it reports false when the site must be built again.
func (s *Server) Update(ctx context.Context, changed []string) bool {
	s.files.Forget(changed...)
	s.building.Lock()
	defer s.building.Unlock()
	start := time.Now()
	s.mu.RLock()
	cur := s.out
	s.mu.RUnlock()
	if cur == nil {
		return false
	}
	out, ok := cur.Update(ctx, changed)
	if !ok {
		return false
	}
	took := time.Since(start)
	problems := formatProblems(&out.Diagnostics)
	s.mu.Lock()
	s.keepGood(out, changed)
	s.out = out
	s.gen++
	s.problems = problems
	data := s.problemsData()
	s.mu.Unlock()
	if s.published != nil {
		s.published()
	}
	s.broadcast(event{"reload", "{}"})
	s.broadcast(event{"problems", data})
	if s.opts.Report != nil {
		s.opts.Report(Report{Root: s.root, Diagnostics: &out.Diagnostics, Took: took, Pages: rewritten(cur, out)})
	}
	return true
}

// rewritten counts the pages of next that are not those of prev.
func rewritten(prev, next *site.Output) int {
	n := 0
	for k, f := range next.Files {
		if strings.HasSuffix(k, ".html") && prev.Files[k] != f {
			n++
		}
	}
	return n
}

// keepGood replaces the pages built from files with errors by their last
// good versions, and remembers the good ones of this build: of the files
// given, or of every file when files is nil. A file with errors and no
// good version has its pages answered with its errors (see broken).
func (s *Server) keepGood(out *site.Output, files []string) {
	bad := map[string][]string{}
	for _, d := range out.Diagnostics.Errors() {
		var b strings.Builder
		diag.Render(&b, d, diag.Style{})
		bad[d.FileName()] = append(bad[d.FileName()], strings.TrimRight(b.String(), "\n"))
	}
	sources := out.Sources
	if files == nil {
		clear(s.broken)
		clear(s.brokenBy)
	} else {
		sources = map[string][]string{}
		for _, f := range files {
			sources[f] = out.Sources[f]
			for _, k := range s.brokenBy[f] {
				delete(s.broken, k)
			}
			delete(s.brokenBy, f)
		}
	}
	for file, keys := range sources {
		if errs := bad[file]; errs != nil {
			if prev := s.good[file]; prev != nil {
				var missing []string
				for k, f := range prev {
					// A page made on demand is kept only while the
					// site's cache holds it: it is copied out, and
					// answered with its errors once it is gone.
					data, ok := out.Cached(f)
					if !ok {
						delete(prev, k)
						missing = append(missing, k)
						continue
					}
					f = &site.File{Data: data, Type: f.Type}
					prev[k] = f
					out.Files[k] = f
				}
				for _, k := range missing {
					s.broken[k] = errs
				}
				if len(missing) > 0 {
					s.brokenBy[file] = missing
				}
				if len(prev) == 0 {
					delete(s.good, file)
				}
				continue
			}
			for _, k := range keys {
				s.broken[k] = errs
			}
			s.brokenBy[file] = keys
			continue
		}
		m := map[string]*site.File{}
		for _, k := range keys {
			m[k] = out.Files[k]
		}
		s.good[file] = m
	}
	s.kept = true
	for file := range bad {
		if len(out.Sources[file]) > 0 && s.good[file] == nil {
			s.kept = false
		}
	}
}

// formatProblems renders the errors as the terminal shows them, without
// colour, for the overlay.
func formatProblems(l *diag.List) []string {
	return formatDiagnostics(l.Errors())
}

func formatDiagnostics(ds []diag.Diagnostic) []string {
	out := []string{} // [] in JSON when there are none
	for _, d := range ds {
		var b strings.Builder
		diag.Render(&b, d, diag.Style{})
		out = append(out, strings.TrimRight(b.String(), "\n"))
	}
	return out
}

// ServeHTTP serves the current site, the event stream at
// /_folio/events, the playground's proxy and the site's MCP server.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/_folio/events" {
		s.events(w, r)
		return
	}
	if r.URL.Path == site.PlaygroundProxyPath && s.opts.Playground != nil {
		s.opts.Playground.ServeHTTP(w, r)
		return
	}
	select {
	case <-s.ready:
	case <-r.Context().Done():
		return
	}
	s.mu.RLock()
	out := s.out
	s.mu.RUnlock()
	if out == nil {
		http.Error(w, "The site has not been built: its configuration has errors (see the terminal).", http.StatusServiceUnavailable)
		return
	}
	if r.URL.Path == site.MCPPath {
		s.mcp.Serve(w, r, out)
		return
	}
	if rt := out.Route(r.URL.Path); rt.File != nil {
		s.mu.RLock()
		errs := s.broken[rt.Key]
		s.mu.RUnlock()
		if errs == nil && out.Pending() {
			// Before the pages are checked, a page's errors are known
			// when it is made.
			errs = formatDiagnostics(out.PageErrors(rt.Key))
		}
		if len(errs) > 0 {
			serveErrors(w, r.URL.Path, errs)
			return
		}
	}
	sitehttp.Handler(out).ServeHTTP(w, r)
}

// serveErrors answers a page whose source has errors, and never had a
// good version to show instead, with those errors: rendered as far as
// it parses, the page would look as if it were fine.
func serveErrors(w http.ResponseWriter, path string, errs []string) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusInternalServerError)
	var b strings.Builder
	b.WriteString("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Errors · ")
	b.WriteString(html.EscapeString(path))
	b.WriteString("</title>\n<style>body{margin:0;padding:2rem;font:16px/1.5 system-ui,sans-serif;background:#fff1f2;color:#7f1d1d}h1{font-size:1.25rem;margin:0 0 .5rem}p{margin:0 0 1.5rem}pre{margin:0 0 1rem;padding:1rem;border:1px solid #fca5a5;border-radius:.5rem;background:#fff;white-space:pre-wrap;font:13px/1.5 ui-monospace,monospace}@media (prefers-color-scheme:dark){body{background:#2a1215;color:#fecaca}pre{background:#1c0a0c;border-color:#7f1d1d}}</style>\n</head>\n<body>\n<main id=\"folio-errors\">\n<h1>")
	fmt.Fprintf(&b, "%d %s in this page", len(errs), map[bool]string{true: "error", false: "errors"}[len(errs) == 1])
	b.WriteString("</h1>\n<p>It has not built without errors yet. This page reloads when they are fixed.</p>\n")
	for _, e := range errs {
		b.WriteString("<pre>" + html.EscapeString(e) + "</pre>\n")
	}
	b.WriteString("</main>\n<script>" + site.LiveReloadJS + "</script>\n</body>\n</html>\n")
	io.WriteString(w, b.String())
}

func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	fl, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("X-Accel-Buffering", "no")
	ch := make(chan event, 8)
	s.clientsMu.Lock()
	s.clients[ch] = struct{}{}
	s.clientsMu.Unlock()
	defer func() {
		s.clientsMu.Lock()
		delete(s.clients, ch)
		s.clientsMu.Unlock()
	}()
	s.mu.RLock()
	data := s.problemsData()
	s.mu.RUnlock()
	fmt.Fprintf(w, "event: problems\ndata: %s\n\n", data)
	fl.Flush()
	keep := time.NewTicker(25 * time.Second)
	defer keep.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case e, ok := <-ch:
			if !ok {
				return
			}
			fmt.Fprintf(w, "event: %s\ndata: %s\n\n", e.name, e.data)
			fl.Flush()
		case <-keep.C:
			fmt.Fprint(w, ": keep-alive\n\n")
			fl.Flush()
		}
	}
}

// clientCount returns how many event streams are open.
func (s *Server) clientCount() int {
	s.clientsMu.Lock()
	defer s.clientsMu.Unlock()
	return len(s.clients)
}

// closeStreams ends every open event stream, as a stopped server does.
func (s *Server) closeStreams() {
	s.clientsMu.Lock()
	defer s.clientsMu.Unlock()
	for ch := range s.clients {
		close(ch)
		delete(s.clients, ch)
	}
}

func (s *Server) broadcast(e event) {
	s.clientsMu.Lock()
	defer s.clientsMu.Unlock()
	for ch := range s.clients {
		select {
		case ch <- e:
		default: // a stalled client misses this one; it reloads later
		}
	}
}

// Watch rebuilds the site whenever a file of the docs folder changes,
// until ctx ends.
func (s *Server) Watch(ctx context.Context) error {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return fmt.Errorf("watch: %w", err)
	}
	defer w.Close()
	if err := addTree(w, s.root); err != nil {
		return err
	}
	if s.watching != nil {
		s.watching()
	}
	// The changes are taken in by this loop and built by another
	// goroutine: a change stops the background pass of the build before
	// it, which may take seconds on a large site, instead of waiting for
	// it.
	var timer *time.Timer
	fire := make(chan struct{}, 1)
	work := make(chan struct{}, 1)
	var pendingMu sync.Mutex
	pending := map[string]bool{}
	var wg sync.WaitGroup
	defer wg.Wait()
	wctx, stop := context.WithCancel(ctx)
	defer stop()
	wg.Go(func() {
		for {
			select {
			case <-wctx.Done():
				return
			case <-work:
			}
			pendingMu.Lock()
			changed := make([]string, 0, len(pending))
			for name := range pending {
				changed = append(changed, name)
			}
			clear(pending)
			pendingMu.Unlock()
			if len(changed) == 0 || s.Update(wctx, changed) {
				continue
			}
			if err := s.build(wctx); err != nil && wctx.Err() == nil {
				s.opts.Log.Error("rebuild", "err", err)
			}
		}
	})
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev, ok := <-w.Events:
			if !ok {
				return nil
			}
			if ignored(s.root, ev.Name) {
				continue
			}
			if rel, err := filepath.Rel(s.root, ev.Name); err == nil {
				s.files.Forget(filepath.ToSlash(rel))
				pendingMu.Lock()
				pending[filepath.ToSlash(rel)] = true
				pendingMu.Unlock()
			}
			if ev.Op&fsnotify.Create != 0 {
				if fi, err := os.Stat(ev.Name); err == nil && fi.IsDir() {
					addTree(w, ev.Name)
				}
			}
			if timer == nil {
				timer = time.AfterFunc(s.opts.Debounce, func() {
					select {
					case fire <- struct{}{}:
					default:
					}
				})
			} else {
				timer.Reset(s.opts.Debounce)
			}
		case err, ok := <-w.Errors:
			if !ok {
				return nil
			}
			// Events may have been lost (a full queue): nothing read is
			// trusted any more.
			s.files.Reset()
			s.opts.Log.Warn("watching files", "err", err)
		case <-fire:
			s.cancelFinish()
			select {
			case work <- struct{}{}:
			default: // the builder has a turn coming, which takes these too
			}
		}
	}
}

// addTree watches dir and every folder below it, except hidden ones and
// node_modules.
func addTree(w *fsnotify.Watcher, dir string) error {
	return filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if !d.IsDir() {
			return nil
		}
		if path != dir && (strings.HasPrefix(d.Name(), ".") || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if err := w.Add(path); err != nil {
			return fmt.Errorf("watch %s: %w", path, err)
		}
		return nil
	})
}

// ignored reports whether a changed path cannot affect the site: editor
// swap and backup files, and anything in a hidden folder.
func ignored(root, path string) bool {
	rel, err := filepath.Rel(root, path)
	if err != nil {
		return true
	}
	for _, part := range strings.Split(filepath.ToSlash(rel), "/") {
		if strings.HasPrefix(part, ".") && part != "." && part != ".mintignore" {
			return true
		}
	}
	base := filepath.Base(path)
	return strings.HasSuffix(base, "~") || strings.HasSuffix(base, ".swp") || strings.HasSuffix(base, ".swx") || strings.HasPrefix(base, "#")
}
