package site

import (
	"context"
	"html/template"
	"strings"

	"github.com/foliodocs/folio/internal/content"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/nav"
)

// pageMaker makes a page's files from its page file: it renders the
// content, has the frame make the page's view and writes the page's
// HTML, its Markdown copy and its feed. The build's workers and an
// OnDemand site's page cache share it, so that a page made when asked
// for is the page a build writes, byte for byte. It may make several
// pages at once.
type pageMaker struct {
	r *content.Renderer
	// rendered is Options.Rendered.
	rendered func(file string)
	frame    *pageFrame
	// mdPreamble opens every page's Markdown copy (markdownPreamble).
	mdPreamble string
	// schema is docs.json's markdown.schema (markdownSchema).
	schema bool
	// z compresses a page's copies as they are made, when the build
	// writes into a folder with Options.Precompress; nil otherwise.
	z *compressor
}

// madePage is a page's files, made before they are written.
type madePage struct {
	html, rss []byte
	md        string
	// htmlZ and mdZ are the page's and its Markdown copy's compressed
	// copies, made by the workers when writing into a folder with
	// Options.Precompress.
	htmlZ, mdZ [2][]byte
	section    string // the eyebrow, for llms.txt and search
	// searchText is an API page's reference, for search; diags the
	// problems its specification had.
	searchText string
	diags      []diag.Diagnostic
	// social is what the page's social image says; nil for none.
	social *socialPage
}

// render renders a page file's content.
func (m *pageMaker) render(ctx context.Context, file string, data []byte) *content.Page {
	if m.rendered != nil {
		m.rendered(file)
	}
	return m.r.Render(ctx, file, data)
}

// renderOrReuse is m.render, taking the content from the pass before
// when the background pass may (rp, nil for none).
func renderOrReuse(ctx context.Context, rp *reusePass, m *pageMaker, file string, data []byte) *content.Page {
	if rp == nil {
		return m.render(ctx, file, data)
	}
	if cp := rp.get(file, data); cp != nil {
		return cp
	}
	cp := m.render(ctx, file, data)
	if ctx.Err() == nil { // a page stopped halfway is not its content
		rp.put(file, data, cp)
	}
	return cp
}

// make makes a page's Markdown copy and, when html is set, its HTML and
// feed: the background pass of an OnDemand site makes them when a page
// is asked for.
func (m *pageMaker) make(ctx context.Context, pg *nav.Page, cp *content.Page, html bool) *madePage {
	v, ap := m.frame.view(ctx, pg, cp, html)
	made := &madePage{md: pageMarkdown(pg, cp, ap, m.schema), section: strings.Join(v.Eyebrow, " › "), social: v.social}
	if html {
		made.html = m.frame.theme.page(v)
	}
	if ap != nil {
		made.searchText, made.diags = ap.Text, ap.Diagnostics
	}
	if pg.Meta != nil && pg.Meta.RSS && cp != nil && html {
		made.rss = m.frame.rss(pg, cp)
	}
	if m.z != nil {
		made.htmlZ[0], made.htmlZ[1] = m.z.precompressed("text/html", made.html)
		made.mdZ[0], made.mdZ[1] = m.z.precompressed("text/markdown", []byte(m.mdPreamble+made.md))
	}
	return made
}

// notFound makes the 404 page: errors.404's title and text, or a
// default, with the home page's sidebar.
func (m *pageMaker) notFound(ctx context.Context) []byte {
	f := m.frame
	v := f.theme.base()
	v.NotFound = true
	v.Title = "Page not found"
	v.Description = "The page you are looking for does not exist or has moved."
	if e := f.cfg.Errors; e != nil && e.NotFound != nil {
		if e.NotFound.Title != "" {
			v.Title = e.NotFound.Title
		}
		if e.NotFound.Description != "" {
			pg := m.r.Render(ctx, "404.mdx", []byte(e.NotFound.Description))
			v.Body = template.HTML(pg.HTML)
			v.Description = ""
		}
	}
	v.HeadTitle = v.Title + " - " + f.cfg.Name
	v.Meta = append(v.Meta, metaTag{Name: "robots", Content: "noindex"})
	// The sidebar of the home page helps a lost reader.
	if first := homePage(f.site); first != nil {
		f.nav.scope(v, first)
		c := f.site.Context(first)
		f.nav.selectors(v, c)
		v.Sidebar = f.nav.sidebar(nil, c.Trail)
		for i := range v.Tabs {
			v.Tabs[i].Active = false
		}
	}
	return f.theme.page(v)
}
