package site

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"html/template"
	"mime"
	"path"
	"slices"
	"strings"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/content"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/refpage"
)

// homePage is the home page: "/" if the navigation has it, else the
// first visible page.
func homePage(site *nav.Site) *nav.Page {
	if ps := site.Lookup("/"); len(ps) > 0 {
		return ps[0]
	}
	return nav.FirstPage(site.Root)
}

// redirectHome reports whether unknown URLs go to the home page
// (errors.404.redirect) instead of the 404 page.
func redirectHome(cfg *config.Config) bool {
	e := cfg.Errors
	return e != nil && e.NotFound != nil && e.NotFound.Redirect != nil && *e.NotFound.Redirect
}

// siteFiles writes the files of a site that are not one page's: the
// home page's redirect, the icon sprite and the large sections' sidebar
// files as the pages drew them, and the files made of every page written
// (the search index, sitemap.xml, llms.txt, llms-full.txt), robots.txt
// and the redirects. It keeps, in records, what each page written gives
// them. Its files go into the Output being made, which the passes after
// Build replace (Finish, Update): it is given to each method.
type siteFiles struct {
	cfg   *config.Config
	site  *nav.Site
	links siteLinks
	// searchServer is Options.SearchServer: the search index is kept in
	// memory rather than written as files.
	searchServer bool
	// records are the pages written, in reading order.
	records pageRecords
	// icons and sidebars are the page frame's, which hold the symbols
	// and the sidebar files the pages made so far drew.
	icons    *navIcons
	sidebars *sidebarCache
}

// extras adds the files around the pages, once they are written: a home
// page when the navigation has none at "/", the files made of the pages
// (fromPages), robots.txt and the redirects.
func (w *siteFiles) extras(out *Output) {
	w.home(out)
	w.fromPages(out)
	w.robots(out)
	w.redirectsFile(out)
}

// home adds a page at "/" that sends the reader to the first page, when
// the navigation has none there.
func (w *siteFiles) home(out *Output) {
	if _, ok := out.Files["/index.html"]; !ok {
		if first := homePage(w.site); first != nil {
			out.Files["/index.html"] = &File{Data: redirectPage(w.links.url(first.URL)), Type: "text/html; charset=utf-8"}
		}
	}
}

// fromPages adds the files made of every page written: the icon sprite,
// the large sections' sidebars, the search index, sitemap.xml and the
// llms files.
func (w *siteFiles) fromPages(out *Output) {
	out.Files[spriteKey] = w.icons.spriteFile()
	for key, html := range w.sidebars.files() {
		out.Files[key] = &File{Data: []byte(html), Type: "text/html; charset=utf-8"}
	}
	w.searchIndex(out)
	w.sitemap(out)
	w.llms(out)
}

// indexed reports whether a page is for search engines and search.
func indexed(pg *nav.Page) bool {
	if pg.Hidden || pg.Meta != nil && (pg.Meta.NoIndex || strings.Contains(pg.Meta.Robots, "noindex")) {
		return false
	}
	return true
}

// sitemap lists the indexed pages; with seo.indexing "all", hidden pages
// too.
func (w *siteFiles) sitemap(out *Output) {
	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	buf.WriteString(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	all := w.cfg.SEO != nil && w.cfg.SEO.Indexing == "all"
	for _, rec := range w.records.list {
		pg := rec.page
		if !indexed(pg) && !(all && pg.Hidden && (pg.Meta == nil || !pg.Meta.NoIndex)) {
			continue
		}
		buf.WriteString("  <url><loc>")
		xml.EscapeText(&buf, []byte(w.links.canonical(pg.URL)))
		buf.WriteString("</loc></url>\n")
	}
	buf.WriteString("</urlset>\n")
	out.Files["/sitemap.xml"] = &File{Data: buf.Bytes(), Type: "application/xml"}
}

func (w *siteFiles) robots(out *Output) {
	if _, ok := out.Files["/robots.txt"]; ok {
		return // the repository's own
	}
	s := "User-agent: *\nAllow: /\n"
	if base := w.links.canonical("/sitemap.xml"); isExternal(base) {
		s += "Sitemap: " + base + "\n"
	}
	out.Files["/robots.txt"] = &File{Data: []byte(s), Type: "text/plain; charset=utf-8"}
}

// llms writes llms.txt (the index of pages, by section) and
// llms-full.txt (every page's Markdown), as the llmstxt.org format has
// them.
func (w *siteFiles) llms(out *Output) {
	records := slices.Clone(w.records.list)
	name, desc, canonical := w.cfg.Name, w.cfg.Description, w.links.canonical
	if f, ok := out.Files["/llms.txt"]; !ok || f.Source == "" {
		out.Files["/llms.txt"] = lazyFile("text/plain; charset=utf-8", func() []byte {
			var idx strings.Builder
			fmt.Fprintf(&idx, "# %s\n\n", name)
			if desc != "" {
				fmt.Fprintf(&idx, "> %s\n\n", desc)
			}
			lastSection := ""
			for _, rec := range records {
				pg := rec.page
				if rec.md == "" {
					continue // not indexed
				}
				if rec.section != lastSection {
					if rec.section != "" {
						fmt.Fprintf(&idx, "\n## %s\n\n", rec.section)
					}
					lastSection = rec.section
				}
				fmt.Fprintf(&idx, "- [%s](%s)", pg.Title, canonical(mdKey(pg.URL)))
				if pg.Description != "" {
					fmt.Fprintf(&idx, ": %s", pg.Description)
				}
				idx.WriteString("\n")
			}
			return []byte(idx.String())
		})
	}
	if f, ok := out.Files["/llms-full.txt"]; !ok || f.Source == "" {
		out.Files["/llms-full.txt"] = lazyFile("text/plain; charset=utf-8", func() []byte {
			n := 0
			for _, rec := range records {
				n += len(rec.md) + 2
			}
			full := make([]byte, 0, n)
			for _, rec := range records {
				if rec.md != "" {
					full = append(full, rec.md...)
					full = append(full, "\n\n"...)
				}
			}
			return full
		})
	}
}

// markdownPreamble is the blockquote that opens every page's Markdown
// copy, for the agents that read it: where the index of all pages is
// (llms.txt), then docs.json's markdown.instructions.
func markdownPreamble(cfg *config.Config, links siteLinks) string {
	var s strings.Builder
	s.WriteString("> ## Documentation index\n")
	fmt.Fprintf(&s, "> The index of every page of this documentation is at %s.\n", links.canonical("/llms.txt"))
	s.WriteString("> Read it to find the pages you need before you go further.\n")
	if m := cfg.Markdown; m != nil {
		for _, in := range m.Instructions {
			for _, line := range strings.Split(strings.TrimSpace(in), "\n") {
				s.WriteString(strings.TrimRight("> "+line, " ") + "\n")
			}
		}
	}
	s.WriteString("\n")
	return s.String()
}

// markdownSchema reports whether API pages' Markdown copies carry their
// reference (docs.json markdown.schema, true unless set to false).
func markdownSchema(cfg *config.Config) bool {
	m := cfg.Markdown
	return m == nil || m.Schema == nil || *m.Schema
}

// pageMarkdown is a page as Markdown: its title, description and body,
// and for an API page its reference (its parameters, bodies and
// responses only when schema is set).
func pageMarkdown(pg *nav.Page, cp *content.Page, ap *refpage.Page, schema bool) string {
	var s strings.Builder
	fmt.Fprintf(&s, "# %s\n", pg.Title)
	if pg.Description != "" {
		fmt.Fprintf(&s, "\n> %s\n", pg.Description)
	}
	prose := ""
	if cp != nil {
		prose = cp.Markdown
	} else if ap != nil {
		prose = ap.ProseMarkdown
	}
	if ap != nil && ap.Markdown != "" {
		// The endpoint first, as the page shows it.
		endpoint, rest, _ := strings.Cut(ap.Markdown, "\n")
		s.WriteString("\n" + endpoint + "\n")
		if strings.TrimSpace(prose) != "" {
			s.WriteString("\n" + strings.TrimRight(prose, "\n") + "\n")
		}
		if r := strings.TrimRight(rest, "\n"); r != "" && schema {
			s.WriteString(r + "\n")
		}
		return s.String()
	}
	if strings.TrimSpace(prose) != "" {
		s.WriteString("\n")
		s.WriteString(strings.TrimRight(prose, "\n"))
		s.WriteString("\n")
	} else if pg.OpenAPI != "" {
		fmt.Fprintf(&s, "\nOpenAPI: `%s`\n", pg.OpenAPI)
	}
	return s.String()
}

// splatRule returns a redirect in the terms of _redirects: Mintlify's
// wildcard, a last segment ":name*" that takes the rest of the path (none
// or more segments), is Netlify's and Cloudflare's splat "*", which the
// destination names ":splat". Other rules are as written.
func splatRule(source, dest string) (string, string) {
	i := strings.LastIndex(source, "/:")
	if i < 0 || !strings.HasSuffix(source, "*") {
		return source, dest
	}
	name := source[i+1:]
	if strings.ContainsAny(name[1:len(name)-1], "/:*") {
		return source, dest
	}
	return source[:i] + "/*", strings.ReplaceAll(dest, name, ":splat")
}

// redirectsFile writes _redirects (the format of Netlify and Cloudflare
// Pages) and, for every other static server, a page at each plain source
// path that moves the reader on.
func (w *siteFiles) redirectsFile(out *Output) {
	var s strings.Builder
	for _, r := range w.cfg.Redirects {
		if r == nil {
			continue
		}
		code := 308
		if r.Permanent != nil && !*r.Permanent {
			code = 307
		}
		src, dst := splatRule(r.Source, r.Destination)
		fmt.Fprintf(&s, "%s %s %d\n", w.links.url(src), w.links.url(dst), code)
		if strings.ContainsAny(r.Source, ":*") {
			continue
		}
		key := htmlKey("/" + strings.Trim(r.Source, "/"))
		if _, taken := out.Files[key]; !taken {
			out.Files[key] = &File{Data: redirectPage(w.links.url(r.Destination)), Type: "text/html; charset=utf-8", Redirect: true}
		}
	}
	if s.Len() > 0 {
		out.Files["/_redirects"] = &File{Data: []byte(s.String()), Type: "text/plain; charset=utf-8"}
	}
}

// redirectPage is an HTML page that sends the reader to target.
func redirectPage(target string) []byte {
	t := template.HTMLEscapeString(target)
	return []byte(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title>` +
		`<meta http-equiv="refresh" content="0; url=` + t + `"><link rel="canonical" href="` + t + `"><meta name="robots" content="noindex"></head>` +
		`<body><p>This page has moved to <a href="` + t + `">` + t + `</a>.</p></body></html>`)
}

// contentType returns the Content-Type of a file by its extension.
func contentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	switch ext {
	case ".yaml", ".yml":
		return "application/yaml"
	case ".md":
		return "text/markdown; charset=utf-8"
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// rssKey is the feed of a changelog page: "/changelog/rss.xml".
func rssKey(url string) string {
	return strings.TrimSuffix(url, "/") + "/rss.xml"
}

// rss writes the RSS 2.0 feed of a page's <Update> entries, newest (first
// on the page) first, as Mintlify does for a page with rss: true.
func (f *pageFrame) rss(pg *nav.Page, cp *content.Page) []byte {
	type item struct {
		Title       string   `xml:"title"`
		Link        string   `xml:"link"`
		GUID        string   `xml:"guid"`
		Description string   `xml:"description,omitempty"`
		Content     string   `xml:"content:encoded,omitempty"`
		Categories  []string `xml:"category"`
	}
	type channel struct {
		Title       string `xml:"title"`
		Link        string `xml:"link"`
		Description string `xml:"description"`
		Items       []item `xml:"item"`
	}
	type feed struct {
		XMLName xml.Name `xml:"rss"`
		Version string   `xml:"version,attr"`
		Content string   `xml:"xmlns:content,attr"`
		Channel channel  `xml:"channel"`
	}
	link := f.links.canonical(pg.URL)
	ch := channel{Title: pg.Title + " - " + f.cfg.Name, Link: link, Description: pg.Description}
	if ch.Description == "" {
		ch.Description = pg.Title
	}
	for _, u := range cp.Updates {
		it := item{Title: u.Label, Link: link + "#" + u.ID, GUID: link + "#" + u.ID, Description: u.Description, Content: u.HTML, Categories: u.Tags}
		if u.RSSTitle != "" {
			it.Title = u.RSSTitle
		}
		if u.RSSDescription != "" {
			it.Description = u.RSSDescription
		}
		ch.Items = append(ch.Items, it)
	}
	data, err := xml.MarshalIndent(feed{Version: "2.0", Content: "http://purl.org/rss/1.0/modules/content/", Channel: ch}, "", "  ")
	if err != nil {
		return nil
	}
	return append([]byte(xml.Header), append(data, '\n')...)
}
