package sitehost

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"
)

// refresh brings p's site up to date with its branch; ctx ends when the
// host closes.
func (h *Host) refresh(ctx context.Context, p *project) error {
	ctx, cancel := context.WithTimeout(ctx, h.opts.Timeout)
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

	rv, err := h.repos.sync(ctx, p, cfg)
	if err == nil {
		var head string
		head, err = h.repos.head(ctx, rv, cfg.Branch)
		if err == nil {
			return h.update(ctx, p, rv.gitDir, buildKey{
				commit: head, repository: cfg.Repository, branch: cfg.Branch, docsDir: cfg.DocsDir, root: root,
			})
		}
	}
	err = redactErr(fmt.Errorf("project %s: %w", p.id, err), cfg.Repository)
	p.mu.Lock()
	p.fetchErr = err
	p.logChange(log, err)
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
		if err := os.RemoveAll(h.builder.treesDir(p.id)); err != nil {
			log.WarnContext(ctx, "remove old site folders", "err", err)
		}
	}

	select {
	case h.builder.builds <- struct{}{}:
	case <-ctx.Done():
		return fmt.Errorf("project %s: wait to build: %w", p.id, ctx.Err())
	}
	snap, err := h.builder.build(ctx, p.id, gitDir, key)
	<-h.builder.builds

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
		p.logChange(log, err)
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
func (p *project) logChange(log *slog.Logger, err error) {
	if msg := err.Error(); msg != p.lastErr {
		p.lastErr = msg
		if be, ok := err.(*BuildError); ok {
			log.Warn("site build failed", "err", err, "problems", strings.Join(be.Problems, "\n"))
			return
		}
		log.Warn("site refresh failed", "err", err)
	}
}
