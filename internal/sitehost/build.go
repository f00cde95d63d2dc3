package sitehost

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/openapi"
	"github.com/foliodocs/folio/internal/site"
)

// maxProblems bounds the diagnostics kept of a failed build.
const maxProblems = 50

// builder turns a commit of a project's docs folder into a site to
// serve: it exports the folder, builds the site and reports what fails.
// The sites' refreshes and the previews both build through it, a bounded
// number at a time; it knows nothing of which project is served where.
type builder struct {
	repos    *repos
	log      *slog.Logger
	now      func() time.Time
	cacheDir string
	fetcher  openapi.Fetcher
	// playground: the host serves the API playground's proxy.
	playground bool
	// previewHosts: previews have host names of their own, so they are
	// not sandboxed (see previewhost.go).
	previewHosts bool
	code         *codeblock.Highlighter
	builds       chan struct{} // a token per running build

	iconsMu sync.Mutex
	icons   *icon.Set
}

// build exports key's docs folder and builds its site: at /p/{id}/, or
// at / when key.root.
func (b *builder) build(ctx context.Context, id, gitDir string, key buildKey) (*snapshot, error) {
	return b.buildAt(ctx, b.treesDir(id), "/p/"+id+"/", id, gitDir, key)
}

// buildAt exports key's docs folder into a new folder under base and
// builds its site at basePath, or at / when key.root.
func (b *builder) buildAt(ctx context.Context, base, basePath, id, gitDir string, key buildKey) (snap *snapshot, err error) {
	start := b.now()
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
	log := b.log.With("project", id)
	if err := b.repos.export(ctx, gitDir, key.commit, key.docsDir, dir, log); err != nil {
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
	icons, err := b.iconSet()
	if err != nil {
		return nil, err
	}
	opts := site.Options{
		BasePath: basePath,
		Icons:    icons,
		Code:     b.code,
		Log:      log,
		Now:      b.now,
		Fetcher:  b.fetcher,
		// The pages' playgrounds send through the host's proxy, but for
		// a sandboxed preview's (see previewhost.go).
		PlaygroundProxy: b.playground && (!key.preview || b.previewHosts),
		// Every site and preview has its MCP server (Handler).
		MCP: true,
		// and its search endpoint.
		SearchServer: true,
		// A preview's visitors are reviewers, not readers.
		OmitIntegrations: key.preview,
		// A sandboxed preview's pages cannot use the shared sprite.
		InlineIcons: key.preview && !b.previewHosts,
		// Every page's social image is drawn when first asked for.
		SocialImages: true,
	}
	if m := p.Config.Metadata; m != nil && m.Timestamp {
		opts.Modified = b.repos.modified(ctx, gitDir, key.commit, key.docsDir, log)
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
	snap.builtAt = b.now()
	snap.refs.Store(1)
	log.DebugContext(ctx, "site exported and built", "commit", shortHash(key.commit), "duration", snap.builtAt.Sub(start))
	return snap, nil
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

// iconSet loads the icons once per host.
func (b *builder) iconSet() (*icon.Set, error) {
	b.iconsMu.Lock()
	defer b.iconsMu.Unlock()
	if b.icons == nil {
		set, err := icon.Load()
		if err != nil {
			return nil, fmt.Errorf("load icons: %w", err)
		}
		b.icons = set
	}
	return b.icons, nil
}

func (b *builder) treesDir(id string) string {
	return filepath.Join(b.cacheDir, "trees", id)
}
