package site

import (
	"html/template"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/nav"
)

// The sidebar is written by hand rather than by the template: every page
// of a section carries the same long list, and html/template's
// reflection made it the largest cost of a build. Pages under the same
// group share one rendering; only the current page's link differs, and
// it is marked by replacing its plain link.

// sidebarKey is what a sidebar's rendering depends on besides the current
// page: the innermost element above the page, whose ancestors are open.
func sidebarKey(trail []*nav.Node) *nav.Node {
	if len(trail) == 0 {
		return nil
	}
	return trail[len(trail)-1]
}

// sidebar returns the sidebar of the section a page is in.
func (n *pageNav) sidebar(pg *nav.Page, trail []*nav.Node) template.HTML {
	return template.HTML(n.sidebarParts(pg, trail, true).String())
}

// sidebarHTML is a sidebar in parts: the rendering the pages of a
// section share, cut where the current page's groups open and where its
// link is marked. The page is written from the parts, without a copy of
// the whole.
type sidebarHTML struct {
	html string
	// parts, when set, replace html.
	parts []string
	// src is the URL of the section's whole sidebar, when the page holds
	// only its part of it (sidebarFragmentMin); current is the page's
	// link there.
	src, current string
}

func (s sidebarHTML) String() string {
	if s.parts == nil {
		return s.html
	}
	return strings.Join(s.parts, "")
}

func (s sidebarHTML) empty() bool { return s.html == "" && s.parts == nil }

// pieces are the parts of the sidebar in order.
func (s sidebarHTML) pieces() []string {
	if s.parts == nil {
		return []string{s.html}
	}
	return s.parts
}

// sectionSidebar is the sidebar of a section with every group that may
// open closed: openAt holds where " open" goes for each.
type sectionSidebar struct {
	html   string
	openAt map[*nav.Node]int
	// tops are the section's top-level items, where each is in html.
	tops []topItem
	// src is the URL of the file that holds html, for a section large
	// enough that its pages hold only their part (sidebarFragmentMin).
	src string
}

// topItem is a top-level item of a section's sidebar: html[start:end].
type topItem struct {
	node       *nav.Node
	start, end int
}

// A section whose sidebar is larger than sidebarFragmentMin is not
// repeated whole in every page: a page holds the top-level group it is
// in (its trail and siblings, all a reader without JavaScript needs),
// and the site script puts the rest around it from one file per
// section, named by its content so that browsers keep it. On a site of
// 10,000 pages in sections of 500 the sidebar was three quarters of
// every page.
const sidebarFragmentMin = 6 << 10

// navPath is the folder of the sections' sidebar files.
const navPath = "/_folio/nav/"

// sidebarParts is sidebar in parts. A section whose elements are all
// visible is rendered once, and each page opens its groups in it; a
// section with hidden elements, which show when the reader is in them,
// is rendered once per innermost element. Without own, a shared
// section's sidebar is made (its file, its icons) but not the page's
// part of it: the background pass of an OnDemand site makes no HTML.
func (n *pageNav) sidebarParts(pg *nav.Page, trail []*nav.Node, own bool) sidebarHTML {
	cacheable := pg != nil && !pg.Hidden && !pg.GroupRoot
	sec := n.root
	for _, e := range trail {
		if e.Kind != nav.KindGroup {
			sec = e
		}
	}
	if cacheable {
		ss, ok := n.sidebars.section(sec)
		if !ok {
			w := &sidebarWriter{links: n.links, icons: n.icons, open: map[*nav.Node]bool{}, openAt: map[*nav.Node]int{}, tops: []topItem{}}
			w.write(sec)
			key := ""
			if !w.sawHidden {
				ss = &sectionSidebar{html: w.sb.String(), openAt: w.openAt, tops: w.tops}
				if len(ss.html) > sidebarFragmentMin {
					key = navPath + fingerprint(ss.html) + ".html"
					ss.src = n.links.url(key)
				}
			}
			n.sidebars.putSection(sec, ss, key)
		}
		if ss != nil {
			if !own {
				return sidebarHTML{}
			}
			if ss.src != "" {
				return ss.part(pg, trail, n.links.url(pg.URL))
			}
			return ss.page(trail, n.links.url(pg.URL))
		}
	}
	key := sidebarKey(trail)
	if cacheable {
		if h, ok := n.sidebars.trail(key); ok {
			return markActive(h, n.links.url(pg.URL))
		}
	}
	open := map[*nav.Node]bool{}
	for _, e := range trail {
		open[e] = true
	}
	w := &sidebarWriter{links: n.links, icons: n.icons, open: open}
	if !cacheable && pg != nil {
		w.current = pg
	}
	w.write(sec)
	h := w.sb.String()
	if !cacheable {
		return sidebarHTML{html: h}
	}
	n.sidebars.putTrail(key, h)
	return markActive(h, n.links.url(pg.URL))
}

// part is the part of a large section's sidebar a page holds: the
// top-level item it is in (a run of top-level pages, for a page that is
// one), its groups open, its link marked, in a list that names the file
// of the whole.
func (ss *sectionSidebar) part(pg *nav.Page, trail []*nav.Node, url string) sidebarHTML {
	top := pg.Node
	for _, n := range trail {
		if n.Kind == nav.KindGroup {
			top = n
			break
		}
	}
	first, last := -1, -1
	for i, t := range ss.tops {
		if t.node == top {
			first, last = i, i
		}
	}
	if first < 0 {
		return ss.page(trail, url)
	}
	if top.Kind == nav.KindPage {
		for first > 0 && ss.tops[first-1].node.Kind == nav.KindPage {
			first--
		}
		for last+1 < len(ss.tops) && ss.tops[last+1].node.Kind == nav.KindPage {
			last++
		}
	}
	h := ss.page(trail, url)
	lo, hi := ss.tops[first].start, ss.tops[last].end
	// The page's version of html, cut to [lo, hi): the cuts that opened
	// groups and marked the link lie within it.
	var b strings.Builder
	b.WriteString(`<ul class="nav-list" data-nav-src="`)
	template.HTMLEscape(&b, []byte(ss.src))
	b.WriteString(`" data-nav-current="`)
	template.HTMLEscape(&b, []byte(url))
	b.WriteString(`">`)
	at := 0 // offset in ss.html of the start of the piece
	for i, p := range h.pieces() {
		if i%2 == 1 && h.parts != nil {
			// An inserted piece (" open", the marked link) stands at at.
			if at >= lo && at <= hi {
				b.WriteString(p)
			}
			at += cutLen(p, url)
			continue
		}
		s, e := max(at, lo), min(at+len(p), hi)
		if s < e {
			b.WriteString(p[s-at : e-at])
		}
		at += len(p)
	}
	b.WriteString("</ul>")
	return sidebarHTML{html: b.String(), src: ss.src, current: url}
}

// cutLen is how much of the section's html an inserted piece replaced:
// none for " open", the plain link for the marked one (markActive).
func cutLen(piece, url string) int {
	if piece == " open" {
		return 0
	}
	return len(plainLink(url))
}

// page is the section's sidebar for a page: its groups open, its link
// marked.
func (ss *sectionSidebar) page(trail []*nav.Node, url string) sidebarHTML {
	type cut struct {
		at, n int
		text  string
	}
	var cuts []cut
	for _, n := range trail {
		if at, ok := ss.openAt[n]; ok {
			cuts = append(cuts, cut{at, 0, " open"})
		}
	}
	if m := markActive(ss.html, url); m.parts != nil {
		cuts = append(cuts, cut{len(m.parts[0]), len(ss.html) - len(m.parts[0]) - len(m.parts[2]), m.parts[1]})
	}
	if len(cuts) == 0 {
		return sidebarHTML{html: ss.html}
	}
	slices.SortFunc(cuts, func(a, b cut) int { return a.at - b.at })
	parts := make([]string, 0, 2*len(cuts)+1)
	last := 0
	for _, c := range cuts {
		parts = append(parts, ss.html[last:c.at], c.text)
		last = c.at + c.n
	}
	return sidebarHTML{parts: append(parts, ss.html[last:])}
}

// markActive turns the plain link to url, with the list item that holds
// it, into the current page's. The item carries data-active too: Mintlify
// documents #sidebar-content li[data-active] for the active link, and
// sites' style.css files select it.
func markActive(h, url string) sidebarHTML {
	plain := plainLink(url)
	i := strings.Index(h, plain)
	if i < 0 {
		return sidebarHTML{html: h}
	}
	active := `<li data-active="true"><a class="nav-link nav-link-active" href="` + template.HTMLEscapeString(url) + `" aria-current="page" data-active="true">`
	return sidebarHTML{parts: []string{h[:i], active, h[i+len(plain):]}}
}

// plainLink is how the sidebar writes the item of the page at url when it
// is not the current one.
func plainLink(url string) string {
	return `<li><a href="` + template.HTMLEscapeString(url) + `">`
}

// sidebarWriter writes the sidebar of a section.
type sidebarWriter struct {
	links   siteLinks
	icons   *navIcons
	open    map[*nav.Node]bool
	current *nav.Page // set when the page is marked while writing
	sb      strings.Builder
	// openAt, when set, records where each group that may open would say
	// so; sawHidden that a hidden element was met.
	openAt    map[*nav.Node]int
	sawHidden bool
	// tops, when set, records where each top-level item is.
	tops []topItem
}

// write writes the sidebar of a section.
func (w *sidebarWriter) write(sec *nav.Node) {
	w.sb.WriteString(`<ul class="nav-list">`)
	for _, ch := range sec.Children {
		start := w.sb.Len()
		w.item(ch, true)
		if w.tops != nil && w.sb.Len() > start {
			w.tops = append(w.tops, topItem{node: ch, start: start, end: w.sb.Len()})
		}
	}
	w.sb.WriteString("</ul>")
}

func (w *sidebarWriter) esc(s string) {
	template.HTMLEscape(&w.sb, []byte(s))
}

func (w *sidebarWriter) visible(n *nav.Node) bool {
	if n.Hidden {
		w.sawHidden = true
	}
	if !n.Hidden || w.open[n] {
		return true
	}
	return w.current != nil && n.Page == w.current
}

func (w *sidebarWriter) item(n *nav.Node, top bool) {
	if !w.visible(n) {
		return
	}
	switch n.Kind {
	case nav.KindPage:
		p := n.Page
		if p == nil {
			return
		}
		url, external := w.links.url(p.URL), false
		if p.Link != "" {
			url, external = p.Link, isExternal(p.Link)
		}
		if w.current != nil && p.URL == w.current.URL && p.Link == "" {
			w.sb.WriteString(`<li data-active="true"><a class="nav-link nav-link-active" href="`)
			w.esc(url)
			w.sb.WriteString(`" aria-current="page" data-active="true">`)
		} else {
			// No class: a sidebar of a thousand pages repeats on every
			// page (the stylesheet styles .nav-list > li > a).
			w.sb.WriteString(`<li><a href="`)
			w.esc(url)
			if external {
				w.sb.WriteString(`" target="_blank" rel="noreferrer`)
			}
			w.sb.WriteString(`">`)
		}
		if p.Method != "" && (p.Meta == nil || !p.Meta.HideAPIMarker) {
			m := strings.ToUpper(p.Method)
			w.sb.WriteString(`<span class="method method-sm method-`)
			w.esc(strings.ToLower(m))
			w.sb.WriteString(`">`)
			w.esc(m)
			w.sb.WriteString(`</span>`)
		}
		w.sb.WriteString(string(w.icons.icon(p.Icon, "nav-icon")))
		// The title stands bare: a sidebar of a thousand pages repeats on
		// every page, and a wrapper per entry is a quarter of its bytes.
		w.esc(sidebarTitle(p))
		w.tag(p.Tag)
		if external {
			w.sb.WriteString(iconExternal.html())
		}
		w.sb.WriteString("</a></li>")
	case nav.KindGroup:
		w.group(n, top)
	default:
		// A link element (an anchor or tab with href) among pages.
		if n.Href == "" {
			return
		}
		w.sb.WriteString(`<li><a class="nav-link" href="`)
		w.esc(w.links.url(n.Href))
		if n.External {
			w.sb.WriteString(`" target="_blank" rel="noreferrer`)
		}
		w.sb.WriteString(`">`)
		w.sb.WriteString(string(w.icons.icon(n.Icon, "nav-icon")))
		w.sb.WriteString(`<span class="nav-label">`)
		w.esc(n.Label)
		w.sb.WriteString(`</span>`)
		if n.External {
			w.sb.WriteString(iconExternal.html())
		}
		w.sb.WriteString("</a></li>")
	}
}

func (w *sidebarWriter) tag(t string) {
	if t == "" {
		return
	}
	w.sb.WriteString(`<span class="nav-tag">`)
	w.esc(t)
	w.sb.WriteString(`</span>`)
}

// group writes a group: a heading over its list at the top level, a
// <details> that opens and closes below it (without JavaScript too).
func (w *sidebarWriter) group(n *nav.Node, top bool) {
	rootURL := ""
	if n.Root != nil {
		rootURL = w.links.url(n.Root.URL)
	} else if n.Click == nav.ClickFirstPage {
		if fp := nav.FirstPage(n); fp != nil {
			rootURL = w.links.url(fp.URL)
		}
	}
	// Leave out a group with nothing to show.
	mark := w.sb.Len()
	rootActive := w.current != nil && n.Root != nil && n.Root.URL == w.current.URL
	icon := string(w.icons.icon(n.Icon, "nav-icon"))
	if top {
		w.sb.WriteString(`<li class="nav-group nav-group-top">`)
		if rootURL != "" {
			w.sb.WriteString(`<a class="nav-group-title nav-group-title-link`)
			if rootActive {
				w.sb.WriteString(` nav-link-active`)
			}
			w.sb.WriteString(`" href="`)
			w.esc(rootURL)
			if rootActive {
				w.sb.WriteString(`" aria-current="page" data-active="true`)
			}
			w.sb.WriteString(`">`)
			w.sb.WriteString(icon)
			w.sb.WriteString(`<span>`)
			w.esc(n.Label)
			w.sb.WriteString(`</span>`)
			w.tag(n.Tag)
			w.sb.WriteString(`</a>`)
		} else {
			w.sb.WriteString(`<p class="nav-group-title">`)
			w.sb.WriteString(icon)
			w.sb.WriteString(`<span>`)
			w.esc(n.Label)
			w.sb.WriteString(`</span>`)
			w.tag(n.Tag)
			w.sb.WriteString(`</p>`)
		}
	} else {
		w.sb.WriteString(`<li class="nav-group"><details class="nav-details" data-click="`)
		w.esc(string(n.Click))
		w.sb.WriteString(`"`)
		if n.Expanded || w.open[n] || rootActive {
			w.sb.WriteString(` open`)
		} else if w.openAt != nil {
			w.openAt[n] = w.sb.Len()
		}
		w.sb.WriteString(`><summary class="nav-link nav-summary`)
		if rootActive {
			w.sb.WriteString(` nav-link-active`)
		}
		w.sb.WriteString(`">`)
		if rootURL != "" {
			w.sb.WriteString(`<a class="nav-summary-link" href="`)
			w.esc(rootURL)
			if rootActive {
				w.sb.WriteString(`" aria-current="page" data-active="true`)
			}
			w.sb.WriteString(`">`)
			w.sb.WriteString(icon)
			w.sb.WriteString(`<span class="nav-label">`)
			w.esc(n.Label)
			w.sb.WriteString(`</span></a>`)
		} else {
			w.sb.WriteString(icon)
			w.sb.WriteString(`<span class="nav-label">`)
			w.esc(n.Label)
			w.sb.WriteString(`</span>`)
		}
		w.tag(n.Tag)
		w.sb.WriteString(`</summary>`)
	}
	w.sb.WriteString(`<ul class="nav-list">`)
	before := w.sb.Len()
	for _, ch := range n.Children {
		w.item(ch, false)
	}
	if w.sb.Len() == before && rootURL == "" {
		for g, at := range w.openAt {
			if at >= mark {
				delete(w.openAt, g) // the group is left out
			}
		}
		s := w.sb.String()[:mark]
		w.sb.Reset()
		w.sb.WriteString(s)
		return
	}
	w.sb.WriteString(`</ul>`)
	if !top {
		w.sb.WriteString(`</details>`)
	}
	w.sb.WriteString(`</li>`)
}

// sidebarCache holds the sidebars made so far, for the pages made in
// parallel: by the innermost element above a page (sidebarKey), and a
// large section's whole sidebar with, when it is large enough to be a
// file of its own, that file by its key.
type sidebarCache struct {
	mu       sync.Mutex
	byTrail  map[*nav.Node]string
	sections map[*nav.Node]*sectionSidebar
	navFiles map[string]string
}

func (c *sidebarCache) section(sec *nav.Node) (*sectionSidebar, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ss, ok := c.sections[sec]
	return ss, ok
}

// putSection keeps a section's sidebar (nil when it cannot be shared)
// and, for key != "", its file.
func (c *sidebarCache) putSection(sec *nav.Node, ss *sectionSidebar, key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.sections == nil {
		c.sections = map[*nav.Node]*sectionSidebar{}
		c.navFiles = map[string]string{}
	}
	c.sections[sec] = ss
	if key != "" {
		c.navFiles[key] = ss.html
	}
}

func (c *sidebarCache) trail(key *nav.Node) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	h, ok := c.byTrail[key]
	return h, ok
}

func (c *sidebarCache) putTrail(key *nav.Node, h string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byTrail == nil {
		c.byTrail = map[*nav.Node]string{}
	}
	c.byTrail[key] = h
}

// file is a large section's sidebar file, made by a page made so far.
func (c *sidebarCache) file(key string) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	html, ok := c.navFiles[key]
	return html, ok
}

// files returns the large sections' sidebar files made so far, by key.
func (c *sidebarCache) files() map[string]string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return maps.Clone(c.navFiles)
}
