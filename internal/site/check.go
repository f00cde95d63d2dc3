package site

import (
	"context"
	"io/fs"
	"runtime"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/nav"
)

// CheckPages renders every page file of the navigation, in parallel, and
// adds what the renderer finds to p's diagnostics: MDX syntax errors,
// broken snippets, JavaScript that fails, unknown components, links and
// images that lead nowhere. This is the page half of `folio validate` and
// of the agent's validate tool. A problem in a snippet shared by many pages
// is reported once; frontmatter problems are left to the navigation, which
// reported them. It stops early, with ctx's error, when ctx ends.
func CheckPages(ctx context.Context, p *config.Project, site *nav.Site, icons *icon.Set) error {
	return CheckSomePages(ctx, p, site, icons, nil)
}

// CheckSomePages is CheckPages for the page files keep accepts (every one
// when keep is nil): a change that touched a few pages need not render the
// others again.
func CheckSomePages(ctx context.Context, p *config.Project, site *nav.Site, icons *icon.Set, keep func(file string) bool) error {
	r := NewRenderer(p, site, icons, nil)
	var files []string
	seen := map[string]bool{}
	for _, pg := range site.Pages {
		if pg.File != "" && !seen[pg.File] && (keep == nil || keep(pg.File)) {
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
				results[i] = r.Render(ctx, files[i], data).Diagnostics
			}
		})
	}
	for i := range files {
		if ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
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
