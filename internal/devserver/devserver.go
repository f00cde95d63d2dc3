// Package devserver is `folio dev`: it builds a docs site in memory,
// serves it, watches every file of the docs folder, rebuilds on a change
// and tells open pages to reload over server-sent events. While a page
// has errors, the reader keeps its last good version and sees the errors
// over the page; the terminal shows the same diagnostics. The site's MCP
// server answers at /mcp, from the current build.
package devserver

import (
	"context"
	"encoding/json"
	"fmt"
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
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/openapi"
	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/sitehttp"
)

// Options configure a Server.
type Options struct {
	// Log receives progress and problems of the server itself.
	Log *slog.Logger
	// Report is called after every build with its diagnostics, for the
	// terminal; nil prints nothing.
	Report func(root string, l *diag.List, took time.Duration)
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
}

// Server serves one docs folder.
type Server struct {
	root  string
	opts  Options
	icons *icon.Set
	mcp   *docsmcp.Handler
	// code is the highlighter builds share, replaced by one drawing a
	// site's own code themes; guarded by mu.
	code *codeblock.Highlighter

	// watching, when set, is called once Watch watches the folder:
	// tests change files after it.
	watching func()

	mu       sync.RWMutex
	out      *site.Output
	problems []string
	// good holds, for each source file, its output files from the last
	// build in which it had no errors.
	good map[string]map[string]*site.File

	clientsMu sync.Mutex
	clients   map[chan event]struct{}
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
		root: root, opts: opts, icons: icons,
		mcp:     docsmcp.New(opts.Log),
		code:    codeblock.New(codeblock.Options{DarkSelector: ".dark"}),
		good:    map[string]map[string]*site.File{},
		clients: map[chan event]struct{}{},
	}, nil
}

// Build builds the site and, when it changed, tells open pages. A build
// whose configuration cannot be read keeps the previous site.
func (s *Server) Build(ctx context.Context) error {
	start := time.Now()
	p, err := config.Load(s.root)
	if err != nil {
		return fmt.Errorf("load %s: %w", s.root, err)
	}
	defer p.Close()
	p.CheckFiles()
	var out *site.Output
	var l *diag.List
	if p.Config != nil {
		s.mu.Lock()
		code := s.code
		s.mu.Unlock()
		out, err = site.Build(ctx, p, site.Options{LiveReload: true, OmitIntegrations: true, Icons: s.icons, Code: code, Modified: s.opts.Modified, Log: s.opts.Log,
			Fetcher: s.opts.Fetcher, PlaygroundProxy: s.opts.Playground != nil, MCP: true, SearchServer: true, SocialImages: true})
		if err != nil {
			return err
		}
		s.mu.Lock()
		s.code = out.Highlighter // a site with its own code themes keeps its highlighter's cache
		s.mu.Unlock()
		l = &out.Diagnostics
	} else {
		l = &p.Diagnostics
	}
	took := time.Since(start)
	if s.opts.Report != nil {
		s.opts.Report(p.Root, l, took)
	}
	problems := formatProblems(l)

	s.mu.Lock()
	if out != nil {
		s.keepGood(out, nil)
		s.out = out
	}
	s.problems = problems
	s.mu.Unlock()

	data, _ := json.Marshal(map[string]any{"errors": problems})
	if out != nil {
		s.broadcast(event{"reload", "{}"})
	}
	s.broadcast(event{"problems", string(data)})
	return nil
}

// Update renders again only the pages of the changed files when nothing
// else can have changed (see site.Output.Update), and tells open pages;
// it reports false when the site must be built again.
func (s *Server) Update(ctx context.Context, changed []string) bool {
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
	s.problems = problems
	s.mu.Unlock()
	data, _ := json.Marshal(map[string]any{"errors": problems})
	s.broadcast(event{"reload", "{}"})
	s.broadcast(event{"problems", string(data)})
	if s.opts.Report != nil {
		s.opts.Report(s.root, &out.Diagnostics, took)
	}
	return true
}

// keepGood replaces the pages built from files with errors by their last
// good versions, and remembers the good ones of this build: of the files
// given, or of every file when files is nil.
func (s *Server) keepGood(out *site.Output, files []string) {
	bad := map[string]bool{}
	for _, d := range out.Diagnostics.Errors() {
		bad[d.FileName()] = true
	}
	sources := out.Sources
	if files != nil {
		sources = map[string][]string{}
		for _, f := range files {
			sources[f] = out.Sources[f]
		}
	}
	for file, keys := range sources {
		if bad[file] {
			if prev := s.good[file]; prev != nil {
				for k, f := range prev {
					out.Files[k] = f
				}
			}
			continue
		}
		m := map[string]*site.File{}
		for _, k := range keys {
			m[k] = out.Files[k]
		}
		s.good[file] = m
	}
}

// formatProblems renders the errors as the terminal shows them, without
// colour, for the overlay.
func formatProblems(l *diag.List) []string {
	out := []string{} // [] in JSON when there are none

	for _, d := range l.Errors() {
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
	sitehttp.Handler(out).ServeHTTP(w, r)
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
	data, _ := json.Marshal(map[string]any{"errors": s.problems})
	s.mu.RUnlock()
	fmt.Fprintf(w, "retry: 500\nevent: problems\ndata: %s\n\n", data)
	fl.Flush()
	keep := time.NewTicker(25 * time.Second)
	defer keep.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case e := <-ch:
			fmt.Fprintf(w, "event: %s\ndata: %s\n\n", e.name, e.data)
			fl.Flush()
		case <-keep.C:
			fmt.Fprint(w, ": keep-alive\n\n")
			fl.Flush()
		}
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
	var timer *time.Timer
	fire := make(chan struct{}, 1)
	var pendingMu sync.Mutex
	pending := map[string]bool{}
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
			s.opts.Log.Warn("watching files", "err", err)
		case <-fire:
			pendingMu.Lock()
			changed := make([]string, 0, len(pending))
			for name := range pending {
				changed = append(changed, name)
			}
			clear(pending)
			pendingMu.Unlock()
			if s.Update(ctx, changed) {
				continue
			}
			if err := s.Build(ctx); err != nil {
				s.opts.Log.Error("rebuild", "err", err)
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
