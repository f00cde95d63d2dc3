package site

import (
	"context"
	"io/fs"
	"runtime"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/asyncapi"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/refpage"
)

// CheckPages renders every page file of the navigation, in parallel, and
// adds what the renderer finds to p's diagnostics: MDX syntax errors,
// broken snippets, JavaScript that fails, unknown components, links and
// images that lead nowhere. It also reads what each API page reads of its
// specification, and checks the settings only the build uses (theme, code
// themes, code sample languages), so that it reports what a build
// reports. This is the page half of `folio validate` and of the agent's
// validate tool. A problem in a snippet or a schema shared by many pages
// is reported once; frontmatter problems are left to the navigation,
// which reported them. It stops early, with ctx's error, when ctx ends.
func CheckPages(ctx context.Context, p *config.Project, site *nav.Site, icons *icon.Set) error {
	return CheckSomePages(ctx, p, site, icons, nil)
}

// CheckSomePages is CheckPages for the page files keep accepts (every one
// when keep is nil; pages generated from a specification only then): a
// change that touched a few pages need not render the others again.
func CheckSomePages(ctx context.Context, p *config.Project, site *nav.Site, icons *icon.Set, keep func(file string) bool) error {
	r := NewRenderer(p, site, icons, nil)
	// Each item is a page file to render, an API page whose
	// specification to read, or both.
	type item struct {
		file string
		api  *nav.Page
	}
	var items []item
	seen := map[string]bool{}
	for _, pg := range site.Pages {
		key := pg.File
		if key == "" {
			key = "\x00" + pg.OpenAPI + "\x00" + pg.AsyncAPI
		}
		if seen[key] || (keep != nil && (pg.File == "" || !keep(pg.File))) {
			continue
		}
		seen[key] = true
		it := item{file: pg.File}
		if pg.Generated || pg.Meta != nil && (pg.Meta.OpenAPI != "" || pg.Meta.OpenAPISchema != "" || pg.Meta.AsyncAPI != "") || pg.AsyncAPI != "" {
			it.api = pg
		}
		if it.file != "" || it.api != nil {
			items = append(items, it)
		}
	}
	fsys := p.FS()
	results := make([]diag.List, len(items)+1)
	if p.Config != nil {
		add := func(d diag.Diagnostic) { results[len(items)].Add(d) }
		themeName(p.Config, add)
		refpage.CheckLanguages(p.Config, add)
		codeStyles(p.Config, add)
		checkNavIcons(site, icons, p.Config, add)
	}
	async := asyncapi.NewSpecs(fsys)
	async.Ignore = p.Ignore.Ignored
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				it := items[i]
				if it.api != nil {
					for _, d := range refpage.Diagnostics(site.Specs, it.api) {
						results[i].Add(d)
					}
				}
				if it.file == "" {
					if it.api != nil {
						_, ds := refpage.FindChannel(async, it.api, nil)
						for _, d := range ds {
							results[i].Add(d)
						}
					}
					continue
				}
				data, err := fs.ReadFile(fsys, it.file)
				if err != nil {
					results[i].Add(diag.Diagnostic{Severity: diag.Error, Code: "page-unreadable", File: it.file, Message: "cannot read the page: " + err.Error()})
					continue
				}
				cp := r.Render(ctx, it.file, data)
				results[i].Append(cp.Diagnostics)
				if it.api != nil {
					_, ds := refpage.FindChannel(async, it.api, cp.Front)
					for _, d := range ds {
						results[i].Add(d)
					}
				}
			}
		})
	}
	for i := range items {
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
	unlisted := unlistedFiles(site)
	for _, l := range results {
		for _, d := range l.All() {
			k := key{d.FileName(), d.Code, d.Message, d.Pos.Off}
			if have[k] || strings.HasPrefix(d.Code, "frontmatter") {
				continue
			}
			have[k] = true
			if unlisted[d.FileName()] {
				d = diag.Unlisted(d)
			}
			p.Diagnostics.Add(d)
		}
	}
	return nil
}
