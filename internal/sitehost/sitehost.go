// Package sitehost is the docs-site half of `folio serve`: it keeps the
// site of every hosted project built from the head of the project's
// branch, and serves them all from one handler — the first project at /,
// every project at /p/{projectId}/, and a project with a host name of its
// own at / of that host.
//
// A refresh fetches the repository (a URL repository is mirrored once
// into the cache folder and fetched from then on; a local repository is
// read in place), resolves the branch's head commit and, when it moved,
// exports the tree of that commit into a fresh folder, builds the site
// from the project's docs folder there and swaps it in. A build with
// errors is not served: the previous good site stays up, and Status and
// the error page (before any good build) list the diagnostics.
//
// Refreshes of one project coalesce; builds of different projects run a
// bounded number at a time. Git runs as a child process, never through a
// shell, with a timeout and without prompts.
package sitehost

import (
	"context"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/workspace"

	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/docsmcp"
	"github.com/foliodocs/folio/internal/git"
	"github.com/foliodocs/folio/internal/openapi"
	"github.com/foliodocs/folio/internal/site"
)

// Defaults of Options.
const (
	DefaultPoll    = 30 * time.Second
	DefaultTimeout = 10 * time.Minute
	DefaultFetches = 4
)

// Errors Host's methods return, for errors.Is.
var (
	// ErrNoProject: the host does not serve a project with that id.
	ErrNoProject = errors.New("no such project")
	// ErrClosed: the host was closed.
	ErrClosed = errors.New("site host closed")
)

// Options configure a Host.
type Options struct {
	// CacheDir holds the mirrors of URL repositories (mirrors/<id>.git)
	// and the trees the sites are built from (trees/<id>/…), such as
	// <data>/sites.
	CacheDir string
	// Log receives what the host does; nil discards it.
	Log *slog.Logger
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Poll is how often Run looks for new commits on every project's
	// branch: 0 means DefaultPoll, a negative value turns polling off.
	Poll time.Duration
	// Git runs git; nil means a runner of the host's own, which cannot
	// pass credentials.
	Git *git.Runner
	// Mirrors, when set, keep the node's one mirror per project — the
	// job workspaces' — which the host reads URL repositories from
	// instead of mirrors of its own.
	Mirrors Mirrors
	// Credentials are what a project's repository is fetched with (nil,
	// or an empty token: none): its code host's token, or a GitHub App's.
	Credentials func(ctx context.Context, p domain.Project) (git.Credentials, error)
	// Builds is how many projects may export and build at once; 0
	// means 1.
	Builds int
	// Fetches is how many fetches from remote repositories may run at
	// once; 0 means DefaultFetches.
	Fetches int
	// Timeout bounds one refresh of a project: fetch, export and build;
	// 0 means DefaultTimeout.
	Timeout time.Duration
	// Fetcher fetches the OpenAPI specifications a project's docs.json
	// gives by URL; nil leaves their pages out.
	Fetcher openapi.Fetcher
	// Playground, when set, is the API playground's proxy, served at
	// site.PlaygroundProxyPath below every site's base path; the pages'
	// playgrounds send through it.
	Playground http.Handler
	// Jobs reads agent jobs for the previews of their branches
	// (PreviewHandler); nil turns previews off.
	Jobs JobReader
	// Previews is how many job previews are kept built at once, the
	// least recently viewed going first; 0 means DefaultPreviews.
	Previews int
	// PreviewCheck is how often a viewed preview looks for new commits
	// on its branch (a URL repository: at least every 15 s); 0 means
	// DefaultPreviewCheck.
	PreviewCheck time.Duration
	// PreviewHost, when set, gives each job's preview a host name of its
	// own: a pattern such as "*.preview.example.com" (a port may follow),
	// whose "*" is the job's PreviewLabel; Handler serves those names.
	// When empty, previews are served sandboxed at /preview/… (see
	// previewhost.go). Check it with ParsePreviewHost.
	PreviewHost string
	// PreviewWait is how long a request waits for a preview's build
	// before it answers with the building page (or the last build);
	// 0 means DefaultPreviewWait.
	PreviewWait time.Duration
}

// Mirrors keep a mirror of a project's repository; *workspace.Manager
// is one.
type Mirrors interface {
	Mirror(ctx context.Context, src workspace.Source) (gitDir string, err error)
}

// Host hosts the docs sites of a set of projects. Its methods are safe
// for concurrent use. It keeps the set of projects, when each is
// refreshed and what is served where; reading the repositories (repos),
// building a commit's site (builder) and the job previews (previews) are
// types of their own.
//
// Locks are taken in this order, never the other way round: Host.mu,
// then a project's mu; Host.mu, then previews.mu, then a preview's mu
// (Set drops a project's previews); a project's fetching, then its mu.
// A tasks' mu is taken last, with nothing after it.
type Host struct {
	opts    Options
	log     *slog.Logger
	repos   *repos   // the git plumbing
	builder *builder // builds the sites and the previews
	// previewHost is Options.PreviewHost parsed; nil without one.
	previewHost *previewHost
	pages       *pages // the host's own pages

	kick chan struct{} // tells Run that the set of projects changed

	// refreshes are the refreshes running, which Close ends and waits
	// for.
	refreshes *tasks

	previews *previews // the job previews (previews.go)

	mcp *docsmcp.Handler // every site's MCP server

	notify hook // tells a test what the host did; nil outside tests

	mu       sync.RWMutex
	projects map[string]*project
	first    *project            // served at / of any other host
	hosts    map[string]*project // by normalised host name
	// dirty are the projects Set added or changed, which Run refreshes
	// when kicked.
	dirty  map[string]bool
	closed bool
}

// hook is told what a host did — "scheduled" (a refresh of the project
// was asked for), "refreshed" (one ended), "set" (Set is done) — so that
// a test can wait for it rather than poll or sleep. A test sets it
// before it uses the host; it must not block.
type hook func(what, projectID string)

func (f hook) tell(what, projectID string) {
	if f != nil {
		f(what, projectID)
	}
}

// Status is what a host knows about one project's site.
type Status struct {
	// Commit is the commit the served site was built from; "" before
	// the first good build.
	Commit string
	// BuiltAt is when the served site was built.
	BuiltAt time.Time
	// Pages is the number of pages of the served site.
	Pages int
	// Err says why the last refresh failed; "" when it did not.
	Err string
	// Problems are the errors of the last build, rendered as `folio
	// validate` prints them (file:line:col, the source line, a hint):
	// why it failed on the content of the docs folder, or the errors of
	// the pages of the site served, which is served with them.
	Problems []string
	// Building is set while the site is being exported and built.
	Building bool
}

// BuildError is the error of a refresh whose commit does not build: the
// problems are in the docs folder, not in the host, and building that
// commit again would find them again.
type BuildError struct {
	Commit   string
	Problems []string
}

func (e *BuildError) Error() string {
	n := len(e.Problems)
	return fmt.Sprintf("the site at commit %s does not build: %d %s", shortHash(e.Commit), n, plural(n, "error", "errors"))
}

// project is one hosted project and its site.
type project struct {
	id string

	mu      sync.RWMutex
	cfg     domain.Project // normalised: absolute local path, clean docs folder
	invalid error          // why cfg cannot be built, if it cannot
	root    bool           // also served at / (the first project or one with a host name)
	removed bool

	cur      *snapshot // the site served; nil before the first good build
	building bool
	fetchErr error    // the last fetch failed
	buildErr error    // the last build failed
	problems []string // of buildErr, when a BuildError; else of cur's pages
	failed   buildKey // what failed on its content, not to be built again
	lastErr  string   // the error logged last, to log a lasting one once
	running  *flight  // the refresh under way
	next     *flight  // the refresh asked for while one is under way
	stop     func()   // ends the refresh under way
	mirror   string   // the repository the mirror was last checked to fetch from
	cleaned  bool     // the trees of an earlier process were removed
	// fetching is held while the mirror is fetched: the site's refresh
	// and the previews of job branches share it.
	fetching sync.Mutex
}

// buildKey says what a site was built from; a site is up to date while
// its key matches.
type buildKey struct {
	commit, repository, branch, docsDir string
	root                                bool
	// preview is set for a job branch's preview, which loads no
	// analytics or chat services.
	preview bool
}

// snapshot is one good build of a project's site, served until the next
// one replaces it. The folder it was built from stays until the last
// request using it is done.
type snapshot struct {
	key     buildKey
	builtAt time.Time
	pages   int
	dir     string
	// out is the site, built at / when atRoot, else at /p/{id}/ (or a
	// preview's path).
	out    *site.Output
	atRoot bool
	// problems are the errors of pages the site is served with.
	problems []string
	log      *slog.Logger
	refs     atomic.Int64 // one for being current, one per request
}

// release drops a reference; the last one closes the site and removes
// its folder.
func (s *snapshot) release() {
	if s == nil || s.refs.Add(-1) != 0 {
		return
	}
	s.out.Close()
	if err := os.RemoveAll(s.dir); err != nil {
		s.log.Warn("remove an old site folder", "dir", s.dir, "err", err)
	}
}

// flight is one refresh of a project and those waiting for it.
type flight struct {
	done chan struct{}
	err  error
}

// New returns a host serving no projects yet; Set gives it some.
func New(o Options) *Host {
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Poll == 0 {
		o.Poll = DefaultPoll
	}
	if o.Builds <= 0 {
		o.Builds = 1
	}
	if o.Fetches <= 0 {
		o.Fetches = DefaultFetches
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if abs, err := filepath.Abs(o.CacheDir); err == nil {
		o.CacheDir = abs // git's arguments never start with '-'
	}
	runner, gitErr := o.Git, error(nil)
	if runner == nil {
		runner, gitErr = git.New(git.Options{Log: o.Log})
	}
	ph, err := parsePreviewHost(o.PreviewHost)
	if o.PreviewHost == "" || err != nil {
		ph = nil // ParsePreviewHost tells the caller of a bad pattern
	}
	rp := &repos{runner: runner, gitErr: gitErr, cacheDir: o.CacheDir, mirrors: o.Mirrors,
		credentials: o.Credentials, fetches: make(chan struct{}, o.Fetches)}
	b := &builder{repos: rp, log: o.Log, now: o.Now, cacheDir: o.CacheDir, fetcher: o.Fetcher,
		playground: o.Playground != nil, previewHosts: ph != nil,
		code:   codeblock.New(codeblock.Options{DarkSelector: ".dark"}),
		builds: make(chan struct{}, o.Builds)}
	return &Host{
		previewHost: ph,
		repos:       rp,
		builder:     b,
		previews:    newPreviews(o, rp, b, ph != nil),
		opts:        o,
		log:         o.Log,
		pages:       &pages{t: template.Must(template.New("pages").Parse(pageTemplates + previewTemplates)), log: o.Log},
		mcp:         docsmcp.New(o.Log),
		kick:        make(chan struct{}, 1),
		refreshes:   newTasks(),
		projects:    map[string]*project{},
		hosts:       map[string]*project{},
		dirty:       map[string]bool{},
	}
}

// Set makes projects the hosted set, in order: the first is also served
// at /. A project that is new or changed is built when Run next looks
// (at once while Run runs), the others are left alone, so setting the
// same projects again costs nothing; a project no longer in the set
// stops being served and its files are removed. Projects that cannot be hosted (an
// id that is not a slug, a hostile branch name, a host name taken) are
// reported in the error; the others are set all the same.
func (h *Host) Set(ctx context.Context, projects []domain.Project) error {
	var errs []error
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return ErrClosed
	}
	next := make(map[string]*project, len(projects))
	hosts := map[string]*project{}
	var first *project
	for _, sp := range projects {
		if err := checkID(sp.ID); err != nil {
			errs = append(errs, err)
			continue
		}
		if next[sp.ID] != nil {
			errs = append(errs, fmt.Errorf("project %s: listed twice", sp.ID))
			continue
		}
		cfg, invalid := normalise(sp)
		if invalid != nil {
			errs = append(errs, fmt.Errorf("project %s: %w", sp.ID, invalid))
		}
		if cfg.Host != "" {
			if other := hosts[cfg.Host]; other != nil {
				errs = append(errs, fmt.Errorf("project %s: host %s is already the host of project %s", sp.ID, cfg.Host, other.id))
				cfg.Host = ""
			}
		}
		p := h.projects[sp.ID]
		if p == nil {
			p = &project{id: sp.ID}
			h.dirty[sp.ID] = true
		}
		root := first == nil || cfg.Host != ""
		p.mu.Lock()
		if !reflect.DeepEqual(p.cfg, cfg) || p.root != root || errText(p.invalid) != errText(invalid) {
			h.dirty[sp.ID] = true
		}
		p.cfg, p.invalid, p.root = cfg, invalid, root
		p.mu.Unlock()
		next[sp.ID] = p
		if first == nil {
			first = p
		}
		if cfg.Host != "" {
			hosts[cfg.Host] = p
		}
	}
	var cleanups []func()
	for id, p := range h.projects {
		if next[id] == nil {
			cleanups = append(cleanups, h.remove(ctx, p))
			delete(h.dirty, id)
		}
	}
	h.projects, h.hosts, h.first = next, hosts, first
	kick := len(h.dirty) > 0
	h.mu.Unlock()
	for _, c := range cleanups {
		c()
	}
	if kick {
		select {
		case h.kick <- struct{}{}:
		default:
		}
	}
	h.notify.tell("set", "")
	return errors.Join(errs...)
}

// errText is err's message, "" for nil.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// remove stops serving a project that left the set and returns what is
// left to do once h.mu is released. h.mu is held, so that a project of
// the same id cannot be added before its mirror is out of the way.
func (h *Host) remove(ctx context.Context, p *project) (cleanup func()) {
	p.mu.Lock()
	p.removed = true
	cur, running, stop := p.cur, p.running != nil, p.stop
	p.cur = nil
	p.mu.Unlock()
	h.log.InfoContext(ctx, "site removed", "project", p.id)
	previews := h.previews.dropProject(p.id)
	if running {
		// The refresh under way sees removed and discards its build;
		// the mirror stays for the next project of that id.
		if stop != nil {
			stop()
		}
		return func() { cur.release(); previews() }
	}
	mirror, err := tombstone(h.repos.mirrorDir(p.id))
	if err != nil {
		h.log.WarnContext(ctx, "remove the mirror of a project", "project", p.id, "err", err)
	}
	return func() {
		// The site's folder goes with the last request reading it.
		cur.release()
		previews()
		os.Remove(h.builder.treesDir(p.id)) // when empty
		if mirror != "" {
			if err := os.RemoveAll(mirror); err != nil {
				h.log.WarnContext(ctx, "remove the mirror of a project", "project", p.id, "err", err)
			}
		}
	}
}

// tombstone moves dir, when it exists, into a new folder beside it, and
// returns that folder for removal: the name is free at once, and the
// files go later.
func tombstone(dir string) (string, error) {
	if _, err := os.Lstat(dir); errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	t, err := os.MkdirTemp(filepath.Dir(dir), ".removed-")
	if err != nil {
		return "", err
	}
	if err := os.Rename(dir, filepath.Join(t, filepath.Base(dir))); err != nil {
		os.Remove(t)
		return "", err
	}
	return t, nil
}

// Run builds every project, then looks for new commits on their branches
// every Options.Poll and refreshes those whose head moved, and refreshes
// the projects Set adds or changes; it returns when ctx ends. Follow
// makes the refreshes of other nodes' changes prompt. Refreshes
// under way go on until they finish or Close stops them.
func (h *Host) Run(ctx context.Context) error {
	var tick <-chan time.Time
	if h.opts.Poll > 0 {
		t := time.NewTicker(h.opts.Poll)
		defer t.Stop()
		tick = t.C
	}
	// The first pass builds everything; so would a kick pending from Set.
	select {
	case <-h.kick:
	default:
	}
	h.refreshAll(ctx)
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-tick:
			h.refreshAll(ctx)
			h.previews.expire()
		case <-h.kick:
			h.refreshDirty(ctx)
		}
	}
}

// refreshAll starts a refresh of every project without waiting for it.
func (h *Host) refreshAll(ctx context.Context) {
	h.mu.Lock()
	defer h.mu.Unlock()
	clear(h.dirty)
	if h.closed {
		return
	}
	for _, p := range h.projects {
		h.scheduleLocked(ctx, p)
	}
}

// refreshDirty starts a refresh of the projects Set added or changed.
func (h *Host) refreshDirty(ctx context.Context) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for id := range h.dirty {
		if p := h.projects[id]; p != nil && !h.closed {
			h.scheduleLocked(ctx, p)
		}
	}
	clear(h.dirty)
}

// Refresh brings a project's site up to date with its branch and waits
// for it: it fetches, and builds when the head moved. Calls for a project
// with a refresh under way wait for one more refresh that starts after
// it, shared by all of them. A build that fails on the docs returns a
// *BuildError. When ctx ends, Refresh stops waiting; the refresh goes on.
func (h *Host) Refresh(ctx context.Context, projectID string) error {
	f, err := h.schedule(ctx, projectID)
	if err != nil {
		return err
	}
	select {
	case <-f.done:
		return f.err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Trigger starts a refresh of a project without waiting for it, such as
// for a push hook.
func (h *Host) Trigger(projectID string) error {
	_, err := h.schedule(context.Background(), projectID)
	return err
}

// schedule starts a refresh of a project, or joins the one asked for
// next; it runs under a context of its own made from ctx (tasks.start).
func (h *Host) schedule(ctx context.Context, id string) (*flight, error) {
	h.mu.RLock()
	defer h.mu.RUnlock()
	if h.closed {
		return nil, ErrClosed
	}
	p := h.projects[id]
	if p == nil {
		return nil, fmt.Errorf("project %s: %w", id, ErrNoProject)
	}
	return h.scheduleLocked(ctx, p), nil
}

// scheduleLocked starts a refresh of p, or joins the one asked for after
// the one under way. h.mu is held and the host is open.
func (h *Host) scheduleLocked(ctx context.Context, p *project) *flight {
	p.mu.Lock()
	defer p.mu.Unlock()
	h.notify.tell("scheduled", p.id)
	if p.running == nil {
		f := &flight{done: make(chan struct{})}
		if !h.refreshes.start(ctx, func(ctx context.Context) { h.fly(ctx, p, f) }) {
			// Close is under way: h.closed is set before the tasks close.
			f.err = ErrClosed
			close(f.done)
			return f
		}
		p.running = f
		return f
	}
	if p.next == nil {
		p.next = &flight{done: make(chan struct{})}
	}
	return p.next
}

// fly runs the refresh f and those asked for while it ran, all under
// ctx, which Close ends.
func (h *Host) fly(ctx context.Context, p *project, f *flight) {
	for f != nil {
		err := h.refresh(ctx, p)
		p.mu.Lock()
		f.err = err
		close(f.done)
		f, p.next = p.next, nil
		p.running = f
		p.mu.Unlock()
		h.notify.tell("refreshed", p.id)
	}
}

// Status reports on a project's site; false when the host does not serve
// the project.
func (h *Host) Status(projectID string) (Status, bool) {
	h.mu.RLock()
	p := h.projects[projectID]
	h.mu.RUnlock()
	if p == nil {
		return Status{}, false
	}
	p.mu.RLock()
	defer p.mu.RUnlock()
	st := Status{Building: p.building, Problems: slices.Clone(p.problems)}
	if p.cur != nil {
		st.Commit, st.BuiltAt, st.Pages = p.cur.key.commit, p.cur.builtAt, p.cur.pages
	}
	if err := p.err(); err != nil {
		st.Err = err.Error()
	}
	return st, true
}

// HasHost reports whether a project is served at / of the host name
// (of a request's Host header), so that the server can send every
// request for that name to Handler, whatever its path.
func (h *Host) HasHost(name string) bool {
	h.mu.RLock()
	defer h.mu.RUnlock()
	return h.hosts[normaliseHost(name)] != nil
}

// err is why the project's site is not up to date, if it is not. p.mu
// is held.
func (p *project) err() error {
	switch {
	case p.invalid != nil:
		return p.invalid
	case p.fetchErr != nil:
		return p.fetchErr
	default:
		return p.buildErr
	}
}

// Close stops the refreshes under way, waits for them, and stops serving
// every site; their folders are removed (mirrors stay).
func (h *Host) Close() error {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil
	}
	h.closed = true
	projects := h.projects
	h.mu.Unlock()
	// A refresh and a preview's check may wait for each other's fetch
	// (project.fetching): stop both before waiting for either.
	h.previews.stop()
	h.refreshes.close()
	for _, p := range projects {
		p.mu.Lock()
		cur := p.cur
		p.cur = nil
		p.mu.Unlock()
		cur.release()
	}
	h.previews.close()
	return nil
}

// normalise checks a project's settings and puts them in the form the
// host compares and uses; the error says why it cannot be built.
func normalise(sp domain.Project) (domain.Project, error) {
	cfg := sp
	cfg.Host = normaliseHost(sp.Host)
	var errs []error
	docs, err := cleanDocsDir(sp.DocsDir)
	if err != nil {
		errs = append(errs, err)
	}
	cfg.DocsDir = docs
	if err := checkBranch(sp.Branch); err != nil {
		errs = append(errs, err)
	}
	repo, err := checkRepository(sp.Repository)
	if err != nil {
		errs = append(errs, err)
	}
	cfg.Repository = repo
	return cfg, errors.Join(errs...)
}

// normaliseHost lower-cases a host name and drops its port and final dot.
func normaliseHost(host string) string {
	host = strings.ToLower(strings.TrimSpace(host))
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	return strings.TrimSuffix(host, ".")
}

// checkID accepts the project ids that are safe as a file name and a URL
// path segment: a slug of letters, digits, '-', '_' and '.'.
func checkID(id string) error {
	if id == "" || id == "." || id == ".." || len(id) > 100 {
		return fmt.Errorf("project id %q: not a slug", id)
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.') {
			return fmt.Errorf("project id %q: not a slug", id)
		}
	}
	if id[0] == '-' || id[0] == '.' {
		return fmt.Errorf("project id %q: not a slug", id)
	}
	return nil
}

func shortHash(commit string) string {
	if len(commit) > 12 {
		return commit[:12]
	}
	return commit
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
