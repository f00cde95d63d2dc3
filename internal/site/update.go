package site

import (
	"context"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/frontmatter"
	"github.com/foliodocs/folio/internal/nav"
)

// Update returns the site with the pages of the changed files (paths
// relative to the docs folder) rendered again, and what follows from them:
// their Markdown copies and feeds, the search index and the llms files.
// It reports false when the change may reach further and the site must be
// built again: a file that is neither a page nor one Update takes
// (unchangedSite: a snippet pages import, a stylesheet or script), a page
// that is new or gone, a page whose frontmatter changed (its title or
// place in the navigation may have) or whose imports of Markdown files
// did (an imported file is a snippet, not an unlisted page), or an
// OnDemand site that Finish has
// not finished. The
// receiver is left as it was; it must not be updated concurrently. The
// pages written again are made now, an OnDemand site's too.
func (o *Output) Update(ctx context.Context, changed []string) (*Output, bool) {
	b := o.b
	if b == nil || len(changed) == 0 || o.pending {
		// An OnDemand site before Finish knows no page's frontmatter yet.
		return nil, false
	}
	start := b.in.opts.Now()
	data := map[string][]byte{}
	for _, name := range changed {
		old, ok := b.passes.front[name]
		if !ok {
			if o.unchangedSite(name) {
				continue // its importers are made again below
			}
			return nil, false
		}
		d, err := fs.ReadFile(o.fsys, name)
		if err != nil {
			return nil, false
		}
		doc, _ := frontmatter.Parse(name, d)
		if string(d[:doc.BodyOffset]) != old || pageImports(name, d) != b.passes.imports[name] {
			return nil, false
		}
		data[name] = d
	}
	// Pages that import a changed page show it too: render them again.
	deps := map[string]bool{}
	for _, name := range changed {
		for _, k := range o.Sources[name] {
			deps[k] = true
		}
	}
	for _, pg := range b.in.site.Pages {
		if _, hit := data[pg.File]; hit || pg.File == "" || pg.Missing || pg.Link != "" || !deps[htmlKey(pg.URL)] {
			continue
		}
		d, err := fs.ReadFile(o.fsys, pg.File)
		if err != nil {
			return nil, false
		}
		if doc, _ := frontmatter.Parse(pg.File, d); string(d[:doc.BodyOffset]) != b.passes.front[pg.File] {
			return nil, false
		}
		data[pg.File] = d
	}

	// What other pages import of the changed pages is read again.
	b.maker.r.Forget(changed...)
	out := *o
	out.Files = maps.Clone(o.Files)
	out.Sources = maps.Clone(o.Sources)
	out.socialPages = maps.Clone(o.socialPages)
	out.Diagnostics = diag.List{}
	others := map[string]bool{} // changed files that are not pages: snippets
	for _, name := range changed {
		if _, page := data[name]; !page {
			others[name] = true
		}
	}
	for _, d := range o.Diagnostics.All() {
		if _, hit := data[d.FileName()]; !hit && !others[d.FileName()] {
			out.Diagnostics.Add(d)
		}
	}
	unlisted := unlistedFiles(b.in.site)
	// A snippet's problems are reported once, by the first page that
	// imports it, as a build does.
	type key struct {
		file, code, msg string
		off             int
	}
	seen := map[key]bool{}
	b.out = &out
	for _, pg := range b.in.site.Pages {
		d, hit := data[pg.File]
		if !hit || pg.Missing || pg.Link != "" || b.in.site.Home(pg) != pg {
			continue
		}
		cp := b.maker.render(ctx, pg.File, d)
		for _, d := range cp.Diagnostics.All() {
			k := key{d.FileName(), d.Code, d.Message, d.Pos.Off}
			if d.FileName() != pg.File && (!others[d.FileName()] || seen[k] || strings.HasPrefix(d.Code, "frontmatter")) {
				continue
			}
			seen[k] = true
			if unlisted[d.FileName()] {
				d = diag.Unlisted(d)
			}
			out.Diagnostics.Add(d)
		}
		out.Sources[pg.File] = nil
		b.out.Pages-- // written again below
		b.writePage(pg, cp, b.makePage(ctx, pg, cp))
		delete(data, pg.File)
	}
	b.files.searchIndex(b.out)
	b.files.llms(b.out)
	out.Diagnostics.Sort()
	out.Duration = b.in.opts.Now().Sub(start)
	return &out, true
}

// unchangedSite reports whether a changed file that is not a page leaves
// every page but its importers as they are: a file pages import (a
// snippet), or a stylesheet or script of the docs folder, which pages
// link by its address and which is read when served. Any other file (an
// image docs.json names, an OpenAPI specification, the configuration)
// may change the navigation or the pages: the site is built again.
func (o *Output) unchangedSite(name string) bool {
	if _, err := fs.Stat(o.fsys, name); err != nil {
		return false // gone: the pages that name it change
	}
	if len(o.Sources[name]) > 0 {
		return true
	}
	f := o.Files["/"+name]
	if f == nil || f.Source != name {
		return false
	}
	switch strings.ToLower(path.Ext(name)) {
	case ".css", ".js":
		return true
	}
	return false
}

// pageImports names the files a page file imports that could be pages
// (nav.PageImports), sorted and joined, to tell whether an edit changed
// them.
func pageImports(name string, data []byte) string {
	md := nav.PageImports(name, string(data))
	slices.Sort(md)
	return strings.Join(slices.Compact(md), "\n")
}
