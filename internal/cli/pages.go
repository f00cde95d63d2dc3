package cli

import (
	"context"
	"fmt"
	"io/fs"
	"runtime"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/content"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/nav"
)

// renderer returns the content renderer of a project: its docs folder,
// variables, icon library, and a link check that knows the navigation's
// pages (generated ones included) and the redirects.
func renderer(p *config.Project, site *nav.Site) (*content.Renderer, error) {
	icons, err := icon.Load()
	if err != nil {
		return nil, fmt.Errorf("load icons: %w", err)
	}
	opts := content.Options{Files: p.FS(), Icons: content.IconsFrom(icons)}
	var redirects []*config.Redirect
	if c := p.Config; c != nil {
		opts.Variables = c.Variables
		if c.Icons != nil {
			opts.IconLibrary = c.Icons.Library
		}
		for _, r := range c.Redirects {
			if r != nil {
				redirects = append(redirects, r)
			}
		}
	}
	opts.Exists = func(target string) bool {
		if site != nil && len(site.Lookup(target)) > 0 {
			return true
		}
		for _, r := range redirects {
			if r.Matches(target) {
				return true
			}
		}
		return false
	}
	return content.New(opts), nil
}

// checkPages renders every page file of the navigation, in parallel, and
// adds what the renderer finds: MDX syntax errors, broken snippets,
// JavaScript that fails, unknown components, links and images that lead
// nowhere. A problem in a snippet shared by many pages is reported once.
func checkPages(ctx context.Context, p *config.Project, site *nav.Site) error {
	r, err := renderer(p, site)
	if err != nil {
		return err
	}
	var files []string
	seen := map[string]bool{}
	for _, pg := range site.Pages {
		if pg.File != "" && !seen[pg.File] {
			seen[pg.File] = true
			files = append(files, pg.File)
		}
	}
	fsys := p.FS()
	results := make([]diag.List, len(files))
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				data, err := fs.ReadFile(fsys, files[i])
				if err != nil {
					results[i].Add(diag.Diagnostic{Severity: diag.Error, Code: "page-unreadable", File: files[i], Message: "cannot read the page: " + err.Error()})
					continue
				}
				pg := r.Render(ctx, files[i], data)
				results[i] = pg.Diagnostics
			}
		})
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	// Frontmatter problems were reported by the navigation already.
	type key struct {
		file, code, msg string
		off             int
	}
	have := map[key]bool{}
	for _, d := range p.Diagnostics.All() {
		have[key{d.FileName(), d.Code, d.Message, d.Pos.Off}] = true
	}
	for _, l := range results {
		for _, d := range l.All() {
			k := key{d.FileName(), d.Code, d.Message, d.Pos.Off}
			if have[k] || strings.HasPrefix(d.Code, "frontmatter") {
				continue
			}
			have[k] = true
			p.Diagnostics.Add(d)
		}
	}
	return nil
}
