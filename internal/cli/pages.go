package cli

import (
	"context"
	"fmt"
	"io/fs"
	"runtime"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/nav"
	sitebuild "github.com/foliodocs/folio/internal/site"
)

// checkPages renders every page file of the navigation, in parallel, and
// adds what the renderer finds: MDX syntax errors, broken snippets,
// JavaScript that fails, unknown components, links and images that lead
// nowhere. A problem in a snippet shared by many pages is reported once.
func checkPages(ctx context.Context, p *config.Project, site *nav.Site) error {
	icons, err := icon.Load()
	if err != nil {
		return fmt.Errorf("load icons: %w", err)
	}
	r := sitebuild.NewRenderer(p, site, icons, nil)
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
