package site

import (
	"html/template"
	"strings"

	"github.com/foliodocs/folio/internal/nav"
)

// directoryWriter writes the directories of groups' root pages.
type directoryWriter struct {
	links siteLinks
	icons *navIcons
}

// directory lists a group's pages on the group's root page, as cards or as
// accordions, when the navigation's directory setting (inherited down the
// tree) asks for it. It returns "" for other pages. The listing is plain
// links, so it works without JavaScript.
func (d directoryWriter) directory(pg *nav.Page) string {
	if !pg.GroupRoot || pg.Node == nil {
		return ""
	}
	g := pg.Node.Parent
	if g == nil || g.Kind != nav.KindGroup || g.Root != pg {
		return ""
	}
	mode := g.Directory
	if mode != "card" && mode != "accordion" {
		return ""
	}
	var items []*nav.Node
	for _, c := range g.Children {
		if listed(c) && (c.Kind != nav.KindPage || c.Page.URL != pg.URL) {
			items = append(items, c)
		}
	}
	if len(items) == 0 {
		return ""
	}
	var w strings.Builder
	w.WriteString("\n<nav class=\"directory directory-" + mode + "\" aria-label=\"")
	w.WriteString(template.HTMLEscapeString("Pages in " + g.Label))
	w.WriteString("\">")
	if mode == "card" {
		cols := "2"
		if len(items) == 1 {
			cols = "1"
		}
		w.WriteString(`<div class="card-group cols-` + cols + `">`)
		for _, c := range items {
			d.directoryCard(&w, c)
		}
		w.WriteString(`</div>`)
	} else {
		w.WriteString(`<div class="accordion-group">`)
		for _, c := range items {
			d.directoryAccordion(&w, c)
		}
		w.WriteString(`</div>`)
	}
	w.WriteString("</nav>\n")
	return w.String()
}

// listed reports whether a listing has an entry for the navigation
// element n: a visible page, or a visible group with a page to open.
func listed(n *nav.Node) bool {
	switch {
	case n.Hidden:
		return false
	case n.Kind == nav.KindPage:
		return n.Page != nil
	case n.Kind == nav.KindGroup:
		return firstPage(n) != nil
	}
	return false
}

// firstPage is the page a group's entry in a listing opens: its root, else
// its first visible page, looking into nested groups.
func firstPage(g *nav.Node) *nav.Page {
	if g.Root != nil {
		return g.Root
	}
	for _, c := range g.Children {
		if c.Hidden {
			continue
		}
		switch {
		case c.Kind == nav.KindPage && c.Page != nil && c.Page.Link == "":
			return c.Page
		case c.Kind == nav.KindGroup:
			if p := firstPage(c); p != nil {
				return p
			}
		}
	}
	return nil
}

// entryLink is where a listing entry leads, and whether it leaves the site.
func (d directoryWriter) entryLink(n *nav.Node) (string, bool) {
	if n.Kind == nav.KindGroup {
		return d.links.url(firstPage(n).URL), false
	}
	if p := n.Page; p.Link != "" {
		return p.Link, isExternal(p.Link)
	}
	return d.links.url(n.Page.URL), false
}

// entryText is a listing entry's title, icon and description. A group has
// no description of its own: the titles of its pages stand for one.
func entryText(n *nav.Node) (title string, icon *nav.Icon, desc string) {
	if n.Kind == nav.KindPage {
		return n.Page.Title, n.Page.Icon, n.Page.Description
	}
	var titles []string
	for _, c := range n.Children {
		if !c.Hidden && c.Kind == nav.KindPage && c.Page != nil {
			titles = append(titles, sidebarTitle(c.Page))
		} else if !c.Hidden && c.Kind == nav.KindGroup {
			titles = append(titles, c.Label)
		}
	}
	if len(titles) > 4 {
		titles = append(titles[:4], "…")
	}
	return n.Label, n.Icon, strings.Join(titles, " · ")
}

func (d directoryWriter) directoryCard(w *strings.Builder, n *nav.Node) {
	href, external := d.entryLink(n)
	title, icon, desc := entryText(n)
	w.WriteString(`<a class="card" href="`)
	w.WriteString(template.HTMLEscapeString(href))
	if external {
		w.WriteString(`" target="_blank" rel="noreferrer`)
	}
	w.WriteString(`"><div class="card-inner">`)
	if ic := d.icons.icon(icon, "card-icon-svg"); ic != "" {
		w.WriteString(`<span class="card-icon icon" aria-hidden="true">` + string(ic) + `</span>`)
	}
	w.WriteString(`<div class="card-main"><p class="card-title">`)
	if n.Kind == nav.KindPage && n.Page.Method != "" {
		writeMethod(w, n.Page.Method)
	}
	w.WriteString(template.HTMLEscapeString(title))
	w.WriteString(`</p>`)
	if desc != "" {
		w.WriteString(`<div class="card-body"><p>` + template.HTMLEscapeString(desc) + `</p></div>`)
	}
	w.WriteString(`</div></div></a>`)
}

func (d directoryWriter) directoryAccordion(w *strings.Builder, n *nav.Node) {
	title, icon, desc := entryText(n)
	if n.Kind == nav.KindGroup {
		desc = "" // the accordion lists the pages themselves
	}
	if n.Kind == nav.KindPage {
		// A page has nothing to unfold: its row is a link.
		href, external := d.entryLink(n)
		w.WriteString(`<a class="accordion directory-row" href="`)
		w.WriteString(template.HTMLEscapeString(href))
		if external {
			w.WriteString(`" target="_blank" rel="noreferrer`)
		}
		w.WriteString(`">`)
		d.directoryHeading(w, n, title, icon, desc)
		w.WriteString(`<span class="directory-arrow" aria-hidden="true">` + arrowIcon + `</span></a>`)
		return
	}
	w.WriteString(`<details class="accordion"><summary class="accordion-summary"><span class="accordion-chevron" aria-hidden="true">` + chevronIcon + `</span>`)
	d.directoryHeading(w, n, title, icon, desc)
	w.WriteString(`</summary><div class="accordion-content"><ul class="directory-list">`)
	for _, c := range n.Children {
		if !listed(c) {
			continue
		}
		href, external := d.entryLink(c)
		t, _, d := entryText(c)
		w.WriteString(`<li><a href="` + template.HTMLEscapeString(href))
		if external {
			w.WriteString(`" target="_blank" rel="noreferrer`)
		}
		w.WriteString(`">`)
		if c.Kind == nav.KindPage && c.Page.Method != "" {
			writeMethod(w, c.Page.Method)
		}
		w.WriteString(template.HTMLEscapeString(t) + `</a>`)
		if d != "" && c.Kind == nav.KindPage {
			w.WriteString(`<span class="directory-description">` + template.HTMLEscapeString(d) + `</span>`)
		}
		w.WriteString(`</li>`)
	}
	w.WriteString(`</ul></div></details>`)
}

// directoryHeading writes an accordion row's icon, title and description.
func (d directoryWriter) directoryHeading(w *strings.Builder, n *nav.Node, title string, icon *nav.Icon, desc string) {
	if ic := d.icons.icon(icon, "accordion-icon-svg"); ic != "" {
		w.WriteString(`<span class="accordion-icon icon" aria-hidden="true">` + string(ic) + `</span>`)
	}
	w.WriteString(`<span class="accordion-heading"><span class="accordion-title">`)
	if n.Kind == nav.KindPage && n.Page.Method != "" {
		writeMethod(w, n.Page.Method)
	}
	w.WriteString(template.HTMLEscapeString(title) + `</span>`)
	if desc != "" {
		w.WriteString(`<span class="accordion-description">` + template.HTMLEscapeString(desc) + `</span>`)
	}
	w.WriteString(`</span>`)
}

// writeMethod writes an API page's method badge.
func writeMethod(w *strings.Builder, method string) {
	m := strings.ToUpper(method)
	w.WriteString(`<span class="method method-sm method-` + template.HTMLEscapeString(strings.ToLower(m)) + `">` + template.HTMLEscapeString(m) + `</span>`)
}

const (
	chevronIcon = `<svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M6 3.5 10.5 8 6 12.5"/></svg>`
	arrowIcon   = `<svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M3 8h10M9 4l4 4-4 4"/></svg>`
)
