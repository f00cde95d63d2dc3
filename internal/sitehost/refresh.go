package sitehost

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/git"
	"github.com/foliodocs/folio/internal/site"
)

// maxProblems bounds the diagnostics kept of a failed build.
const maxProblems = 50

// refresh brings p's site up to date with its branch.
func (h *Host) refresh(p *project) error {
	ctx, cancel := context.WithTimeout(h.ctx, h.opts.Timeout)
	defer cancel()
	p.mu.Lock()
	if p.removed {
		p.mu.Unlock()
		return fmt.Errorf("project %s: %w", p.id, ErrNoProject)
	}
	cfg, root, invalid := p.cfg, p.root, p.invalid
	p.stop = cancel
	p.mu.Unlock()
	if invalid != nil {
		return fmt.Errorf("project %s: %w", p.id, invalid)
	}
	log := h.log.With("project", p.id)

	rv, err := h.sync(ctx, p, cfg)
	if err == nil {
		var head string
		head, err = h.head(ctx, rv, cfg.Branch)
		if err == nil {
			return h.update(ctx, p, rv.gitDir, buildKey{
				commit: head, repository: cfg.Repository, branch: cfg.Branch, docsDir: cfg.DocsDir, root: root,
			})
		}
	}
	err = redactErr(fmt.Errorf("project %s: %w", p.id, err), cfg.Repository)
	p.mu.Lock()
	p.fetchErr = err
	h.logChange(log, p, err)
	p.mu.Unlock()
	return err
}

// update builds the site of key unless it is the one served, or one that
// failed on its docs.
func (h *Host) update(ctx context.Context, p *project, gitDir string, key buildKey) error {
	log := h.log.With("project", p.id)
	p.mu.Lock()
	p.fetchErr = nil
	switch {
	case p.cur != nil && p.cur.key == key:
		p.buildErr, p.problems, p.failed = nil, p.cur.problems, buildKey{}
		p.lastErr = ""
		p.mu.Unlock()
		return nil
	case p.failed == key:
		err := p.buildErr
		p.mu.Unlock()
		return err
	}
	firstBuild := !p.cleaned
	p.cleaned = true
	p.building = true
	p.mu.Unlock()
	defer func() {
		p.mu.Lock()
		p.building = false
		p.mu.Unlock()
	}()
	if firstBuild {
		// Trees left by an earlier process are not served by this one.
		if err := os.RemoveAll(h.treesDir(p.id)); err != nil {
			log.WarnContext(ctx, "remove old site folders", "err", err)
		}
	}

	select {
	case h.builds <- struct{}{}:
	case <-ctx.Done():
		return fmt.Errorf("project %s: wait to build: %w", p.id, ctx.Err())
	}
	snap, err := h.build(ctx, p.id, gitDir, key)
	<-h.builds

	p.mu.Lock()
	if err != nil {
		var be *BuildError
		if errors.As(err, &be) {
			p.failed, p.problems = key, be.Problems
		} else {
			err = redactErr(fmt.Errorf("project %s: %w", p.id, err), key.repository)
			p.failed, p.problems = buildKey{}, nil
		}
		p.buildErr = err
		h.logChange(log, p, err)
		p.mu.Unlock()
		return err
	}
	if p.removed {
		p.mu.Unlock()
		snap.release()
		return fmt.Errorf("project %s: %w", p.id, ErrNoProject)
	}
	old := p.cur
	p.cur = snap
	p.buildErr, p.problems, p.failed = nil, snap.problems, buildKey{}
	p.lastErr = ""
	p.mu.Unlock()
	// Requests still reading the old site keep it until they are done.
	old.release()
	log.InfoContext(ctx, "site ready", "commit", shortHash(key.commit), "pages", snap.pages, "root", key.root)
	return nil
}

// logChange logs a refresh's error unless it is the one logged last, so
// that a lasting failure is logged once, not at every poll. p.mu is held.
func (h *Host) logChange(log *slog.Logger, p *project, err error) {
	if msg := err.Error(); msg != p.lastErr {
		p.lastErr = msg
		if be, ok := err.(*BuildError); ok {
			log.Warn("site build failed", "err", err, "problems", strings.Join(be.Problems, "\n"))
			return
		}
		log.Warn("site refresh failed", "err", err)
	}
}

// build exports key's docs folder and builds its site: at /p/{id}/, or
// at / when key.root.
func (h *Host) build(ctx context.Context, id, gitDir string, key buildKey) (*snapshot, error) {
	return h.buildAt(ctx, h.treesDir(id), "/p/"+id+"/", id, gitDir, key)
}

// buildAt exports key's docs folder into a new folder under base and
// builds its site at basePath, or at / when key.root.
func (h *Host) buildAt(ctx context.Context, base, basePath, id, gitDir string, key buildKey) (snap *snapshot, err error) {
	start := h.opts.Now()
	if err := os.MkdirAll(base, 0o755); err != nil {
		return nil, fmt.Errorf("create the site folder: %w", err)
	}
	dir, err := os.MkdirTemp(base, shortHash(key.commit)+"-")
	if err != nil {
		return nil, fmt.Errorf("create the site folder: %w", err)
	}
	defer func() {
		if err != nil {
			os.RemoveAll(dir)
		}
	}()
	// MkdirTemp makes a private folder; the site's files are not secret.
	if err := os.Chmod(dir, 0o755); err != nil {
		return nil, fmt.Errorf("create the site folder: %w", err)
	}
	log := h.log.With("project", id)
	if err := h.export(ctx, gitDir, key.commit, key.docsDir, dir, log); err != nil {
		return nil, err
	}

	p, err := config.Load(dir)
	if errors.Is(err, config.ErrNotFound) {
		where := "the repository's root folder"
		if key.docsDir != "" {
			where = key.docsDir
		}
		return nil, &BuildError{Commit: key.commit, Problems: []string{where + ": no docs.json or mint.json"}}
	}
	if err != nil {
		return nil, fmt.Errorf("load the configuration: %w", err)
	}
	defer p.Close()
	p.CheckFiles()
	if p.Config == nil {
		return nil, &BuildError{Commit: key.commit, Problems: problems(&p.Diagnostics, key.docsDir)}
	}
	icons, err := h.iconSet()
	if err != nil {
		return nil, err
	}
	opts := site.Options{
		BasePath: basePath,
		Icons:    icons,
		Code:     h.code,
		Log:      log,
		Now:      h.opts.Now,
		Fetcher:  h.opts.Fetcher,
		// The pages' playgrounds send through the host's proxy, but for
		// a sandboxed preview's (see previewhost.go).
		PlaygroundProxy: h.opts.Playground != nil && (!key.preview || h.previewHost != nil),
		// Every site and preview has its MCP server (Handler).
		MCP: true,
		// and its search endpoint.
		SearchServer: true,
		// A preview's visitors are reviewers, not readers.
		OmitIntegrations: key.preview,
		// A sandboxed preview's pages cannot use the shared sprite.
		InlineIcons: key.preview && h.previewHost == nil,
		// Every page's social image is drawn when first asked for.
		SocialImages: true,
	}
	if m := p.Config.Metadata; m != nil && m.Timestamp {
		opts.Modified = h.modified(ctx, gitDir, key.commit, key.docsDir, log)
	}
	// A project served at / is built there only: its address below
	// /p/{id}/ sends readers to the same page at / (Handler), and one
	// build is made, not two.
	if key.root {
		opts.BasePath = "/"
	}
	out, err := site.Build(ctx, p, opts)
	if err != nil {
		return nil, fmt.Errorf("build the site: %w", err)
	}
	// Errors outside the pages are ones Mintlify refuses to deploy: the
	// last good site stays up. Errors in pages break those pages only, and
	// the site is served with the rest, as folio build writes it.
	if !pageErrorsOnly(&out.Diagnostics) {
		out.Close()
		return nil, &BuildError{Commit: key.commit, Problems: problems(&out.Diagnostics, key.docsDir)}
	}
	snap = &snapshot{key: key, pages: out.Pages, dir: dir, out: out, atRoot: key.root, log: log}
	if out.Diagnostics.HasErrors() {
		snap.problems = problems(&out.Diagnostics, key.docsDir)
		log.WarnContext(ctx, "site built with errors in pages", "commit", shortHash(key.commit), "problems", len(out.Diagnostics.Errors()))
	}
	snap.builtAt = h.opts.Now()
	snap.refs.Store(1)
	log.DebugContext(ctx, "site exported and built", "commit", shortHash(key.commit), "duration", snap.builtAt.Sub(start))
	return snap, nil
}

// export writes the docs folder of commit into dir.
func (h *Host) export(ctx context.Context, gitDir, commit, docsDir, dir string, log *slog.Logger) error {
	treeish := commit
	if docsDir != "" {
		if h.gitErr != nil {
			return h.gitErr
		}
		// Where a checkout would find the folder: links committed on
		// the way are followed, none out of the repository.
		real, err := h.runner.TreeFolder(ctx, gitDir, commit, docsDir)
		switch {
		case errors.Is(err, git.ErrOutside):
			return &BuildError{Commit: commit, Problems: []string{docsDir + ": the docs folder leads out of the repository through a symbolic link"}}
		case errors.Is(err, git.ErrNoFolder):
			return &BuildError{Commit: commit, Problems: []string{docsDir + ": the docs folder is not in the branch"}}
		case err != nil:
			return fmt.Errorf("find the docs folder: %w", err)
		}
		// Archiving the folder's tree, not the commit, also leaves the
		// repository's own export-ignore rules for the folder out.
		if real != "" {
			treeish = commit + ":" + real
		}
	}
	if h.gitErr != nil {
		return h.gitErr
	}
	var xerr error
	err := h.runner.Stream(ctx, git.Cmd{GitDir: gitDir, Args: []string{"archive", "--format=tar", treeish}}, func(r io.Reader) (bool, error) {
		xerr = extract(dir, r, func(name, target string) {
			log.Warn("a symbolic link out of the docs folder is left out", "link", name, "target", target)
		})
		return xerr == nil, nil
	})
	if xerr != nil {
		return fmt.Errorf("export the docs folder: %w", xerr)
	}
	if err != nil {
		return fmt.Errorf("export the docs folder: %w", err)
	}
	return nil
}

// pageErrorsOnly reports whether every error of l is in a page or a
// snippet, none in the configuration or a specification.
func pageErrorsOnly(l *diag.List) bool {
	for _, d := range l.Errors() {
		switch strings.ToLower(path.Ext(d.FileName())) {
		case ".mdx", ".md", ".jsx", ".tsx", ".js", ".ts":
		default:
			return false
		}
	}
	return true
}

// problems renders the errors of l as `folio validate` prints them, with
// file names relative to the repository.
func problems(l *diag.List, docsDir string) []string {
	out := []string{}
	errs := l.Errors()
	for i, d := range errs {
		if i == maxProblems {
			out = append(out, fmt.Sprintf("… and %d more", len(errs)-maxProblems))
			break
		}
		var b strings.Builder
		diag.Render(&b, d, diag.Style{Dir: filepath.FromSlash(docsDir)})
		out = append(out, strings.TrimRight(b.String(), "\n"))
	}
	return out
}

// modified returns, for metadata.timestamp, when each file of the docs
// folder last changed in the history of commit; nil when git cannot say.
func (h *Host) modified(ctx context.Context, gitDir, commit, docsDir string, log *slog.Logger) func(string) time.Time {
	args := []string{"-c", "core.quotePath=false", "log", "--format=%x00%ct", "--name-only", "--no-renames", commit}
	if docsDir != "" {
		args = append(args, "--", docsDir)
	}
	out, err := h.git(ctx, gitDir, args...)
	if err != nil {
		log.Warn("read the page dates", "err", err)
		return nil
	}
	dates := parseDates(string(out), docsDir)
	return func(file string) time.Time { return dates[file] }
}
