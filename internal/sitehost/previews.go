package sitehost

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/foliodocs/folio/internal/site"
)

// previews are the job previews built, by project and job: a part of
// the host of its own, which makes a preview when it is first viewed,
// checks its branch and builds it in tasks of its own, and drops the
// least recently viewed beyond its limit and those nobody viewed for a
// while. It serves nothing; the host's handlers ask it for a preview.
//
// Its lock, mu, is taken before a preview's, never after; it takes none
// of the host's locks but a project's (when a check reads its settings),
// and holds none of its own then. The host drops a project's previews
// holding its own lock (see Host.mu).
type previews struct {
	repos    *repos
	builder  *builder
	log      *slog.Logger
	now      func() time.Time
	dir      string        // the previews' folders: <cache>/previews/{projectId}/{jobId}
	limit    int           // how many are kept
	every    time.Duration // how often a viewed preview's branch is checked
	wait     time.Duration // how long a view waits for the check under way
	timeout  time.Duration // bounds one check and build
	ownHosts bool          // previews are served at / of host names of their own

	checks *tasks // the checks under way, which close ends and waits for

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

// newPreviews returns the previews part of a host with options o
// (defaults filled in by New).
func newPreviews(o Options, rp *repos, b *builder, ownHosts bool) *previews {
	pc := &previews{repos: rp, builder: b, log: o.Log, now: o.Now, dir: filepath.Join(o.CacheDir, "previews"),
		limit: o.Previews, every: o.PreviewCheck, wait: o.PreviewWait, timeout: o.Timeout, ownHosts: ownHosts,
		checks: newTasks(), byKey: map[string]*preview{}}
	if pc.limit <= 0 {
		pc.limit = DefaultPreviews
	}
	if pc.every <= 0 {
		pc.every = DefaultPreviewCheck
	}
	if pc.wait <= 0 {
		pc.wait = DefaultPreviewWait
	}
	return pc
}

// get returns the preview of a job, made if new, and marks it viewed;
// previews beyond the limit go, the least recently viewed first.
func (pc *previews) get(projectID, jobID string) *preview {
	pc.mu.Lock()
	if !pc.cleaned {
		// Previews left by an earlier process are not served by this one.
		pc.cleaned = true
		if err := os.RemoveAll(pc.dir); err != nil {
			pc.log.Warn("remove old previews", "err", err)
		}
	}
	key := projectID + "/" + jobID
	pv := pc.byKey[key]
	if pv == nil {
		pv = &preview{project: projectID, job: jobID, dir: filepath.Join(pc.dir, projectID, jobID),
			basePath: PreviewPath(projectID, jobID)}
		if pc.ownHosts {
			pv.basePath = "/"
		}
		pc.byKey[key] = pv
	}
	now := pc.now()
	pv.mu.Lock()
	pv.used = now
	pv.mu.Unlock()

	if len(pc.byKey) <= pc.limit {
		pc.mu.Unlock()
		return pv
	}
	type entry struct {
		key  string
		used time.Time
	}
	var all []entry
	for k, o := range pc.byKey {
		if o != pv {
			o.mu.Lock()
			all = append(all, entry{k, o.used})
			o.mu.Unlock()
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].used.Before(all[j].used) })
	var gone []*preview
	for _, e := range all[:len(pc.byKey)-pc.limit] {
		gone = append(gone, pc.byKey[e.key])
		delete(pc.byKey, e.key)
	}
	pc.mu.Unlock()
	pc.drop(gone)
	return pv
}

// drop stops serving previews taken out of the set; their folders go
// with the last request reading them.
func (pc *previews) drop(gone []*preview) {
	for _, o := range gone {
		o.mu.Lock()
		o.removed = true
		cur := o.cur
		o.cur = nil
		o.mu.Unlock()
		cur.release()
		os.Remove(o.dir) // when empty
		pc.log.Debug("preview dropped", "project", o.project, "job", o.job)
	}
}

// dropProject takes away the previews of a project, or of every project
// when id is "", and returns what is left to do outside the caller's
// locks.
func (pc *previews) dropProject(id string) (cleanup func()) {
	pc.mu.Lock()
	var gone []*preview
	for k, pv := range pc.byKey {
		if id == "" || pv.project == id {
			gone = append(gone, pv)
			delete(pc.byKey, k)
		}
	}
	pc.mu.Unlock()
	return func() { pc.drop(gone) }
}

// expire drops the previews nobody viewed for a while.
func (pc *previews) expire() {
	cutoff := pc.now().Add(-DefaultPreviewIdle)
	pc.mu.Lock()
	var gone []*preview
	for k, pv := range pc.byKey {
		pv.mu.Lock()
		idle := pv.used.Before(cutoff) && pv.running == nil
		pv.mu.Unlock()
		if idle {
			gone = append(gone, pv)
			delete(pc.byKey, k)
		}
	}
	pc.mu.Unlock()
	pc.drop(gone)
}

// projectOf is the project of a job whose preview was made, if any.
func (pc *previews) projectOf(jobID string) (string, bool) {
	pc.mu.Lock()
	defer pc.mu.Unlock()
	for _, pv := range pc.byKey {
		if pv.job == jobID {
			return pv.project, true
		}
	}
	return "", false
}

// stop ends the checks under way without waiting for them; no check
// starts after it.
func (pc *previews) stop() { pc.checks.stop() }

// close stops the checks under way, waits for them, and drops every
// preview.
func (pc *previews) close() {
	pc.checks.close()
	pc.dropProject("")()
}

// check looks for new commits on the branch of a preview of p, unless it
// did a moment ago, and builds the preview when the branch moved; it
// waits for that (or for the check under way) until ctx ends or the
// preview wait is over, whichever comes first. The check goes on without
// it, until it is done or the previews close.
func (pc *previews) check(ctx context.Context, p *project, pv *preview, branch string) {
	every := pc.every
	p.mu.RLock()
	remote := isURL(p.cfg.Repository)
	p.mu.RUnlock()
	if remote {
		every = max(every, urlPreviewCheck)
	}
	now := pc.now()
	pv.mu.Lock()
	f := pv.running
	if f == nil && !pv.removed && (pv.cur == nil && pv.err == nil || now.Sub(pv.checked) >= every) {
		f = &flight{done: make(chan struct{})}
		pv.running, pv.checked = f, now
		started := pc.checks.start(ctx, func(ctx context.Context) {
			err := pc.build(ctx, p, pv, branch)
			pv.mu.Lock()
			f.err = err
			pv.running = nil
			pv.mu.Unlock()
			close(f.done)
		})
		if !started { // the previews are closed
			pv.running, f = nil, nil
		}
	}
	pv.mu.Unlock()
	if f == nil {
		return
	}
	t := time.NewTimer(pc.wait)
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

// build brings a preview of p up to date with its branch; ctx ends when
// the previews close.
func (pc *previews) build(ctx context.Context, p *project, pv *preview, branch string) error {
	ctx, cancel := context.WithTimeout(ctx, pc.timeout)
	defer cancel()
	log := pc.log.With("project", p.id, "job", pv.job)
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
	rv, err := pc.repos.sync(ctx, p, cfg)
	if err != nil {
		return fail(err)
	}
	head, err := pc.repos.head(ctx, rv, branch)
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
	case pc.builder.builds <- struct{}{}:
	case <-ctx.Done():
		return fail(fmt.Errorf("wait to build: %w", ctx.Err()))
	}
	snap, err := pc.builder.buildAt(ctx, pv.dir, pv.basePath, p.id, rv.gitDir, key)
	<-pc.builder.builds

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
