package content

import (
	"bytes"
	"net/url"
	"strconv"
	"strings"
	"unicode"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"

	"github.com/foliodocs/folio/internal/apiref"
	"github.com/foliodocs/folio/internal/jsrt"
	"github.com/foliodocs/folio/internal/mdx"
)

// The layout components arrange content: cards and their grids, tiles,
// tabs and code groups, steps, accordions and expandables, frames, the
// side panel, views, visibility, changelog updates and prompts.
//
// They write semantic HTML that reads well without a script: tabs are
// sections under their titles until layout.js turns them into a tab list
// (it marks the component data-ready; a theme that sets the class
// folio-js on <html> before the page paints gets the tabbed look at
// once), collapsibles are <details>, a linked card is one <a>.

// registerLayout adds its family of components.
func registerLayout(add func(*component, ...string)) {
	add(&component{html: renderCard, md: mdCard}, "Card")
	add(&component{html: renderCardGroup}, "CardGroup")
	add(&component{html: renderColumns}, "Columns")
	add(&component{html: renderColumn}, "Column")
	add(&component{html: renderTile, md: mdTile}, "Tile")
	add(&component{html: renderTabs, md: mdTabs}, "Tabs")
	add(&component{html: renderLoneTab, md: mdLoneTab}, "Tab")
	add(&component{html: renderCodeGroup, md: mdCodeGroup}, "CodeGroup")
	add(&component{html: renderSteps, md: mdSteps}, "Steps")
	add(&component{html: renderLoneStep, md: mdLoneStep}, "Step")
	add(&component{html: renderAccordion, md: mdAccordion}, "Accordion")
	add(&component{html: renderAccordionGroup}, "AccordionGroup")
	add(&component{html: renderExpandable, md: mdExpandable}, "Expandable")
	add(&component{html: renderFrame, md: mdFrame}, "Frame", "Example") // Mintlify renames <Example> to <Frame> (remarkFrames)
	add(&component{html: renderPanel}, "Panel")
	add(&component{html: renderView, md: mdView}, "View")
	add(&component{html: renderVisibility, md: mdVisibility}, "Visibility")
	add(&component{html: renderUpdate, md: mdUpdate}, "Update")
	add(&component{html: renderPrompt, md: mdPrompt}, "Prompt")
}

// --- shared helpers ---

// propReader reads components' props as Mintlify's components take
// them (strings, numbers, booleans, choices among names, elements),
// warning at the element about a value it cannot use.
type propReader struct{ p *page }

// propWarn reports a problem with one of e's props.
func (pr *propReader) propWarn(e *elem, hint, format string, args ...any) {
	pr.p.atElem(e, func() { pr.p.warnf(e.off, "component-prop", hint, format, args...) })
}

// required returns the text of a required prop, warning when it is
// missing.
func (pr *propReader) required(e *elem, name string) string {
	s := strings.TrimSpace(pr.propString(e, name))
	if s == "" {
		pr.propWarn(e, "add "+name+`="…"`, "<%s> has no %s", e.name, name)
	}
	return s
}

// propString returns a prop as text: a string, a number, or the text of
// JSX given as the prop.
func (pr *propReader) propString(e *elem, name string) string {
	v, _ := e.props.Get(name)
	switch v := v.(type) {
	case *elem:
		saved := pr.p.quiet
		pr.p.quiet = true
		s := pr.p.mdw.mdElem(v)
		pr.p.quiet = saved
		return collapseSpace(s)
	case *nodeList:
		saved := pr.p.quiet
		pr.p.quiet = true
		s := pr.p.mdw.mdNodes(v.nodes)
		pr.p.quiet = saved
		return collapseSpace(s)
	}
	return stringOf(v)
}

// hasText reports whether a prop shows something: text that is not
// blank, a number, or JSX.
func hasText(e *elem, name string) bool {
	switch v := propOf(e, name).(type) {
	case nil, bool:
		return false
	case string:
		return strings.TrimSpace(v) != ""
	}
	return true
}

// propOut writes a prop that is shown as text: escaped (and added to the
// search text), or rendered when it is JSX. It reports whether it wrote
// anything.
func (pr *propReader) propOut(w *writer, e *elem, name string) bool {
	v, _ := e.props.Get(name)
	switch v := v.(type) {
	case *elem:
		pr.p.element(w, v)
		return true
	case *nodeList:
		pr.p.nodes(w, v.nodes)
		return true
	case nil:
		return false
	}
	s := stringOf(v)
	pr.p.textOut(w, s)
	return s != ""
}

// markdownText writes a prop that holds Markdown; text without Markdown
// syntax skips the parser.
func (p *page) markdownText(w *writer, s string) {
	if strings.ContainsAny(s, "*_`[]<>&\\!{}~$#|:\n") {
		p.markdownProp(w, s)
		return
	}
	p.textOut(w, s)
}

// startRoot writes the opening of a component's root element: its tag,
// its classes with the author's className, and data-component-name.
func startRoot(w *writer, e *elem, tag, name string, classes ...string) {
	w.WriteString("<" + tag + ` class="` + name)
	for _, c := range classes {
		if c != "" {
			w.WriteString(" " + c)
		}
	}
	if cn := stringOf(propOf(e, "className")); cn != "" {
		w.WriteByte(' ')
		escape(w, cn)
	}
	w.WriteString(`" data-component-name="` + name + `"`)
}

// jsText shows a prop's value in a message: strings quoted.
func jsText(v any) string {
	if s, ok := v.(string); ok {
		return strconv.Quote(s)
	}
	return stringOf(v)
}

func propOf(e *elem, name string) any {
	v, _ := e.props.Get(name)
	return v
}

// writeHref writes href="…" for a link prop, escaped as Markdown links
// are; dangerous URLs are dropped.
func writeHref(w *writer, href string) {
	if dangerousURL(href) {
		return
	}
	w.WriteString(` href="`)
	escape(w, string(util.URLEscape([]byte(href), true)))
	w.WriteString(`"`)
}

// stripLinks turns the links inside HTML rendered for the inside of a
// link into spans: a linked card is one <a>, and links do not nest.
func stripLinks(s string) string {
	if !strings.Contains(s, "<a") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	i := 0
	for i < len(s) {
		j := strings.IndexByte(s[i:], '<')
		if j < 0 {
			b.WriteString(s[i:])
			break
		}
		j += i
		b.WriteString(s[i:j])
		rest := s[j:]
		switch {
		case hasTagPrefix(rest, "<script") || hasTagPrefix(rest, "<style"):
			// Raw text: copy it up to its end tag untouched.
			name := "</script"
			if hasTagPrefix(rest, "<style") {
				name = "</style"
			}
			end := strings.Index(rest, name)
			if end < 0 {
				b.WriteString(rest)
				return b.String()
			}
			b.WriteString(rest[:end])
			i = j + end
			continue
		case strings.HasPrefix(rest, anchorStart):
			// A heading's anchor link has no text: it goes.
			end := strings.Index(rest, "</a>")
			if end < 0 {
				return b.String()
			}
			i = j + end + len("</a>")
			continue
		case hasTagPrefix(rest, "<a"):
			gt := strings.IndexByte(rest, '>')
			if gt < 0 {
				b.WriteString(rest)
				return b.String()
			}
			b.WriteString(`<span class="link">`)
			i = j + gt + 1
			continue
		case strings.HasPrefix(rest, "</a>"):
			b.WriteString("</span>")
			i = j + 4
			continue
		}
		b.WriteByte('<')
		i = j + 1
	}
	return b.String()
}

// hasTagPrefix reports whether s starts with the tag name, followed by
// white space, > or /.
func hasTagPrefix(s, tag string) bool {
	if len(s) <= len(tag) || !strings.EqualFold(s[:len(tag)], tag) {
		return false
	}
	switch s[len(tag)] {
	case ' ', '\t', '\n', '\r', '>', '/':
		return true
	}
	return false
}

// childNodes lists the children of e with lists and expressions opened
// up, so that {tabs.map(t => <Tab …/>)} gives its elements one by one.
func (p *page) childNodes(e *elem) []node {
	expand := false
	for _, k := range e.kids {
		if isGroupNode(k) {
			expand = true
			break
		}
	}
	if !expand {
		return e.kids
	}
	var out []node
	var add func(ns []node, depth int)
	add = func(ns []node, depth int) {
		for _, k := range ns {
			switch k := k.(type) {
			case *nodeList:
				if depth < 8 {
					add(k.nodes, depth+1)
					continue
				}
			case mdNode:
				var x *mdx.Expression
				switch n := k.n.(type) {
				case *mdx.ExprBlock:
					x = &n.Expression
				case *mdx.ExprInline:
					x = &n.Expression
				}
				if x != nil && !x.IsComment() {
					saved := p.frame
					p.frame = k.fr
					v, ok := p.scope.evalAt(x.Start)
					p.frame = saved
					if ok {
						add(toNodes(v), depth+1)
					}
					continue
				}
			}
			out = append(out, k)
		}
	}
	add(e.kids, 0)
	return out
}

// isGroupNode reports whether a child stands for several: a list, or an
// expression.
func isGroupNode(k node) bool {
	switch k := k.(type) {
	case *nodeList:
		return true
	case mdNode:
		switch k.n.(type) {
		case *mdx.ExprBlock, *mdx.ExprInline:
			return true
		}
	}
	return false
}

// splitKids separates the children of e into the elements named (built
// from the tree) and everything else that is not blank.
func (p *page) splitKids(e *elem, names ...string) (items []*elem, rest []node) {
	for _, k := range p.childNodes(e) {
		if c := p.asElem(k); c != nil && contains(names, c.name) {
			items = append(items, c)
			continue
		}
		if !blankNode(p, k) {
			rest = append(rest, k)
		}
	}
	return items, rest
}

// blankNode reports whether a child shows nothing: white space, a
// comment expression.
func blankNode(p *page, k node) bool {
	switch k := k.(type) {
	case textNode:
		return strings.TrimSpace(string(k)) == ""
	case mdNode:
		switch n := k.n.(type) {
		case *ast.Text:
			return len(bytes.TrimSpace(n.Segment.Value(k.fr.f.data))) == 0
		case *mdx.ExprBlock:
			return n.IsComment()
		case *mdx.ExprInline:
			return n.IsComment()
		case *mdx.ESM, *mdx.JSXCloser, *mdx.InlineCloser:
			return true
		}
	case *nodeList:
		for _, c := range k.nodes {
			if !blankNode(p, c) {
				return false
			}
		}
		return true
	}
	return false
}

// anchorID returns the id of a component that is a link target: its id
// prop, claimed as given, or one made from its title.
func (p *page) anchorID(e *elem, title string) string {
	if id := strings.TrimSpace(e.str("id")); id != "" {
		return p.outline.claimID(id)
	}
	if s := componentSlug(title); s != "" {
		return p.outline.uniqueID(s)
	}
	return ""
}

// componentSlug turns the title of an Accordion or a Tab into an id.
// Mintlify makes those ids by rules of their own (generateComponentId,
// a slug counter per kind) and not those of headings; until they are
// followed, the ids stay as they were.
func componentSlug(text string) string {
	var b strings.Builder
	b.Grow(len(text))
	for _, r := range strings.TrimSpace(text) {
		switch {
		case unicode.IsSpace(r):
			b.WriteByte('-')
		case r == '.':
			b.WriteByte('-')
		case r == '-' || r == '_' || r == '/' || r == '&' || r == '’':
			b.WriteRune(r)
		case r == '\'':
			b.WriteRune('’')
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r):
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// mdTitled writes a bold title line above content.
func mdTitled(title, body string) string {
	switch {
	case title == "":
		return body
	case body == "":
		return "**" + title + "**"
	}
	return "**" + title + "**\n\n" + body
}

const (
	svgChevron = `<svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M6 3.5 10.5 8 6 12.5"/></svg>`
	svgArrowUR = `<svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M5 11 11 5M6 5h5v5"/></svg>`
	svgArrowR  = `<svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M3 8h10M9 4l4 4-4 4"/></svg>`
	svgCopy    = `<svg class="prompt-copy-icon" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect x="5.5" y="5.5" width="8" height="8" rx="1.75"/><path d="M10.5 5.5V4.25A1.75 1.75 0 0 0 8.75 2.5h-4.5A1.75 1.75 0 0 0 2.5 4.25v4.5a1.75 1.75 0 0 0 1.75 1.75H5.5"/></svg>` +
		`<svg class="prompt-copied-icon" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M3.5 8.5l3 3 6-7"/></svg>`
	svgCursor = `<svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.3" stroke-linejoin="round" aria-hidden="true"><path d="M8 1.75 13.5 5v6L8 14.25 2.5 11V5z"/><path d="M2.5 5 8 8.25 13.5 5M8 8.25v6"/></svg>`
)

// --- Card, CardGroup, Columns, Column ---

// cardType reports whether s is a callout kind a card may take the look of.
func cardType(s string) bool {
	switch s {
	case "info", "warning", "note", "tip", "check", "danger":
		return true
	}
	return false
}

func renderCard(p *page, w *writer, e *elem) {
	href := strings.TrimSpace(e.str("href"))
	disabled := e.flag("disabled", false)
	kind := strings.ToLower(strings.TrimSpace(e.str("type")))
	if kind != "" && !cardType(kind) {
		p.props.propWarn(e, "use info, warning, note, tip, check or danger", "<Card> has an unknown type %q", kind)
		kind = ""
	}
	if href != "" {
		p.links.checkLinkProp(e, "href")
		if dangerousURL(href) {
			href = ""
		}
	}
	linked := href != "" && !disabled
	tag := "div"
	if linked {
		tag = "a"
	}
	classes := []string{"", "", "", ""}
	if e.flag("horizontal", false) {
		classes[0] = "card-horizontal"
	}
	if kind != "" {
		classes[1] = "card-typed card-" + kind
	}
	if disabled {
		classes[2] = "card-disabled"
	}
	img := strings.TrimSpace(e.str("img"))
	if img != "" {
		classes[3] = "card-with-img"
	}
	startRoot(w, e, tag, "card", classes...)
	if linked {
		writeHref(w, href)
		// newTab and target are not documented, but real sites use them.
		if external(href) || e.flag("newTab", false) || e.str("target") == "_blank" {
			w.WriteString(` target="_blank" rel="noreferrer"`)
		}
	}
	if disabled {
		w.WriteString(` aria-disabled="true"`)
	}
	w.WriteString(">")
	if img != "" {
		p.atElem(e, func() { p.links.checkLink(e.off, img, true) })
		if !dangerousURL(img) || strings.HasPrefix(strings.ToLower(img), "data:image/") {
			w.WriteString(`<img class="card-img" src="`)
			escape(w, string(util.URLEscape([]byte(img), true)))
			w.WriteString(`" alt="" loading="lazy">`)
		}
	}
	w.WriteString(`<div class="card-inner">`)
	ic := ""
	if e.has("icon") {
		ic = p.icons.elemIcon(e, "card-icon-svg", 0)
	} else if kind != "" {
		ic = p.icons.icon(calloutIcons[kind], "", calloutIconLibrary, "card-icon-svg", 0)
	}
	if ic != "" {
		w.WriteString(`<span class="card-icon icon" aria-hidden="true"`)
		if c := strings.TrimSpace(e.str("color")); c != "" && safeCSSValue(c) {
			w.WriteString(` style="--card-icon-color:`)
			escape(w, c)
			w.WriteString(`"`)
		}
		w.WriteString(">" + ic + "</span>")
	}
	w.WriteString(`<div class="card-main">`)
	start := w.Len()
	if hasText(e, "title") {
		w.WriteString(`<p class="card-title">`)
		p.props.titleOut(w, e)
		w.WriteString("</p>")
		p.outline.plain("\n")
	}
	if len(e.kids) > 0 {
		w.WriteString(`<div class="card-body">`)
		p.kids(w, e)
		w.WriteString("</div>")
	}
	if cta := e.str("cta"); cta != "" {
		w.WriteString(`<span class="card-cta">`)
		p.textOut(w, cta)
		w.WriteString(svgArrowR + "</span>")
	}
	if linked {
		s := w.from(start)
		w.truncate(start)
		w.WriteString(stripLinks(s))
	}
	w.WriteString("</div>")
	if linked && e.flag("arrow", external(href)) {
		w.WriteString(`<span class="card-arrow" aria-hidden="true">` + svgArrowUR + `</span>`)
	}
	w.WriteString("</div></" + tag + ">\n")
	p.outline.plain("\n")
}

func mdCard(p *page, e *elem) string {
	title := p.props.propString(e, "title")
	body := p.mdw.mdKids(e)
	href := strings.TrimSpace(e.str("href"))
	if e.flag("disabled", false) {
		href = ""
	}
	head := ""
	switch {
	case title != "" && href != "":
		head = "[**" + title + "**](" + href + ")"
	case title != "":
		head = "**" + title + "**"
	case href != "":
		head = "<" + href + ">"
	}
	if cta := e.str("cta"); cta != "" && href != "" && title == "" {
		head = "[" + cta + "](" + href + ")"
	}
	switch {
	case head == "":
		return body
	case body == "":
		return head
	case !strings.Contains(body, "\n"):
		return head + ": " + body
	}
	return head + "\n\n" + body
}

// gridCols reads cols: a whole number from lo to hi, def when absent.
func (pr *propReader) gridCols(e *elem, def, lo, hi int) int {
	v, ok := e.props.Get("cols")
	if !ok || v == nil {
		return def
	}
	f := e.num("cols", -1)
	n := int(f)
	if f != float64(n) || n < lo || n > hi {
		pr.propWarn(e, "", "<%s> cols should be a whole number from %d to %d, not %s", e.name, lo, hi, jsText(v))
		switch {
		case f < 0 && n < lo:
			return def
		case n < lo:
			return lo
		case n > hi:
			return hi
		}
	}
	return n
}

func writeGrid(p *page, w *writer, e *elem, name string, cols int) {
	startRoot(w, e, "div", name, "cols-"+itoa(cols))
	w.WriteString(">")
	p.kids(w, e)
	w.WriteString("</div>\n")
	p.outline.plain("\n")
}

func renderCardGroup(p *page, w *writer, e *elem) {
	writeGrid(p, w, e, "card-group", p.props.gridCols(e, 2, 1, 6))
}

func renderColumns(p *page, w *writer, e *elem) {
	writeGrid(p, w, e, "columns", p.props.gridCols(e, 2, 1, 4))
}

func renderColumn(p *page, w *writer, e *elem) {
	align := ""
	switch a := strings.ToLower(e.str("align")); a {
	case "left", "center", "right":
		align = "column-" + a
	case "":
	default:
		p.props.propWarn(e, "use left, center or right", "<Column> has an unknown align %q", a)
	}
	startRoot(w, e, "div", "column", align)
	w.WriteString(">")
	p.kids(w, e)
	w.WriteString("</div>\n")
	p.outline.plain("\n")
}

// --- Tile ---

func renderTile(p *page, w *writer, e *elem) {
	href := p.props.required(e, "href")
	if href != "" {
		p.links.checkLinkProp(e, "href")
		if dangerousURL(href) {
			href = ""
		}
	}
	tag := "div"
	if href != "" {
		tag = "a"
	}
	startRoot(w, e, tag, "tile")
	if href != "" {
		writeHref(w, href)
		if external(href) {
			w.WriteString(` target="_blank" rel="noreferrer"`)
		}
	}
	w.WriteString(">")
	start := w.Len()
	w.WriteString(`<div class="tile-preview">`)
	p.kids(w, e)
	w.WriteString(`</div>`)
	if hasText(e, "title") || hasText(e, "description") {
		w.WriteString(`<div class="tile-text">`)
		if hasText(e, "title") {
			w.WriteString(`<p class="tile-title">`)
			p.props.titleOut(w, e)
			w.WriteString("</p>")
			p.outline.plain("\n")
		}
		if d := e.str("description"); d != "" {
			w.WriteString(`<p class="tile-description">`)
			p.textOut(w, d)
			w.WriteString("</p>")
			p.outline.plain("\n")
		}
		w.WriteString("</div>")
	}
	if href != "" {
		s := w.from(start)
		w.truncate(start)
		w.WriteString(stripLinks(s))
	}
	w.WriteString("</" + tag + ">\n")
}

func mdTile(p *page, e *elem) string {
	title := p.props.propString(e, "title")
	if title == "" {
		title = e.str("href")
	}
	s := "**" + title + "**"
	if href := e.str("href"); href != "" {
		s = "[" + s + "](" + href + ")"
	}
	if d := e.str("description"); d != "" {
		s += ": " + d
	}
	// The children are the preview picture: decoration, left out.
	return s
}

// --- Tabs and Tab ---

type tabItem struct {
	e     *elem
	title string
	id    string
}

func renderTabs(p *page, w *writer, e *elem) {
	tabs, rest := p.splitKids(e, "Tab")
	def := 0
	if v, ok := e.props.Get("defaultTabIndex"); ok && v != nil {
		f := e.num("defaultTabIndex", -1)
		def = int(f)
		if f != float64(def) || def < 0 || def >= len(tabs) {
			p.props.propWarn(e, "count tabs from 0", "<Tabs> defaultTabIndex %s is not one of its %d tabs", jsText(v), len(tabs))
			def = 0
		}
	}
	writeTabs(p, w, e, tabs, def, e.flag("sync", true), e.flag("borderBottom", false))
	if len(rest) > 0 {
		p.atElem(e, func() {
			p.warnf(e.off, "component-child", "put it inside a <Tab>", "<Tabs> holds content outside its <Tab>s; it shows after them")
		})
		p.nodes(w, rest)
	}
}

// renderLoneTab renders a <Tab> outside <Tabs> as a group of one.
func renderLoneTab(p *page, w *writer, e *elem) {
	writeTabs(p, w, nil, []*elem{e}, 0, true, false)
}

func writeTabs(p *page, w *writer, e *elem, tabs []*elem, def int, sync, borderBottom bool) {
	items := make([]tabItem, len(tabs))
	for i, t := range tabs {
		title := titleText(p.props.required(t, "title"))
		items[i] = tabItem{e: t, title: title, id: p.anchorID(t, title)}
	}
	bb := ""
	if borderBottom {
		bb = "tabs-border-bottom"
	}
	if e != nil {
		startRoot(w, e, "div", "tabs", bb)
	} else {
		w.WriteString(`<div class="tabs" data-component-name="tabs"`)
	}
	if sync {
		w.WriteString(" data-sync")
	}
	w.WriteString(`><div class="tabs-list" role="tablist" hidden>`)
	icons := make([]string, len(items))
	for i, it := range items {
		if it.e.has("icon") {
			icons[i] = p.icons.elemIcon(it.e, "tab-icon-svg", 0)
		}
		w.WriteString(`<button type="button" role="tab" class="tab"`)
		if i == def {
			w.WriteString(` aria-selected="true" tabindex="0"`)
		} else {
			w.WriteString(` aria-selected="false" tabindex="-1"`)
		}
		attr(w, "data-label", it.title)
		w.WriteString(">")
		if icons[i] != "" {
			w.WriteString(`<span class="tab-icon" aria-hidden="true">` + icons[i] + `</span>`)
		}
		writeTitle(w, it.e, it.title)
		w.WriteString("</button>")
	}
	w.WriteString("</div>")
	for i, it := range items {
		w.WriteString(`<div class="tab-panel"`)
		attr(w, "id", it.id)
		attr(w, "data-label", it.title)
		if i == def {
			w.WriteString(" data-active")
		}
		w.WriteString(`><p class="tab-panel-title">`)
		if icons[i] != "" {
			w.WriteString(`<span class="tab-icon" aria-hidden="true">` + icons[i] + `</span>`)
		}
		writeTitle(w, it.e, it.title)
		p.outline.plain(it.title + "\n")
		w.WriteString("</p>")
		p.kids(w, it.e)
		w.WriteString("</div>")
		p.outline.plain("\n")
	}
	w.WriteString("</div>\n")
	p.outline.plain("\n")
}

func mdTabs(p *page, e *elem) string {
	var parts []string
	for _, k := range p.childNodes(e) {
		if c := p.asElem(k); c != nil && c.name == "Tab" {
			parts = append(parts, mdLoneTab(p, c))
		} else if s, _ := p.mdw.mdNode(k); strings.TrimSpace(s) != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, "\n\n")
}

func mdLoneTab(p *page, e *elem) string {
	return mdTitled(p.props.propString(e, "title"), p.mdw.mdKids(e))
}

// --- CodeGroup ---

type codeItem struct {
	label string // the tab's label, or the dropdown's option
	title string
	icon  string
	f     fence
	fence bool
	k     node // the child, when it is not a code block
	// Prose between the code blocks ("The output looks like this:")
	// goes with the block after it, or at the end, with the last one.
	before, after []node
}

func renderCodeGroup(p *page, w *writer, e *elem) {
	dropdown := e.flag("dropdown", false)
	var items []codeItem
	var prose []node
	for _, k := range e.kids {
		if f, ok := p.code.fenceOf(k); ok {
			it := codeItem{title: f.meta.Title, f: f, fence: true, before: prose}
			prose = nil
			switch {
			case dropdown && f.meta.Lang != "":
				it.label = langName(f.meta.Lang)
			case f.meta.Title != "":
				it.label = f.meta.Title
			case f.meta.Lang != "":
				it.label = f.meta.Lang
			default:
				it.label = "Text"
			}
			if f.meta.Icon != "" {
				it.icon = p.icons.icon(f.meta.Icon, "", "", "code-group-icon-svg", 0)
			}
			items = append(items, it)
			continue
		}
		if blankNode(p, k) {
			continue
		}
		c := p.asElem(k)
		if c == nil {
			prose = append(prose, k)
			continue
		}
		it := codeItem{k: k, before: prose}
		prose = nil
		{
			for _, name := range []string{"title", "filename", "label"} {
				if s := c.str(name); s != "" {
					it.label, it.title = s, s
					break
				}
			}
			if it.label == "" {
				it.label = c.str("language")
			}
		}
		if it.label == "" {
			it.label = "Code"
		}
		items = append(items, it)
	}
	if len(prose) > 0 {
		if len(items) == 0 {
			items = append(items, codeItem{label: "Code"})
		}
		items[len(items)-1].after = prose
	}
	if dropdown {
		// Two blocks in one language: tell the options apart by title.
		dup := make([]bool, len(items))
		for i := range items {
			for j := i + 1; j < len(items); j++ {
				if items[i].label == items[j].label {
					dup[i], dup[j] = true, true
				}
			}
		}
		for i := range items {
			if dup[i] && items[i].title != "" {
				items[i].label = items[i].title
			}
		}
	}
	kind := ""
	if dropdown {
		kind = "code-group-dropdown"
	}
	startRoot(w, e, "div", "code-group", kind)
	w.WriteString(` data-sync><div class="code-group-header" hidden>`)
	if dropdown {
		w.WriteString(`<span class="code-group-title">`)
		if len(items) > 0 {
			if items[0].icon != "" {
				w.WriteString(`<span class="code-group-icon" aria-hidden="true">` + items[0].icon + `</span>`)
			}
			escape(w, items[0].title)
		}
		w.WriteString(`</span><select class="code-group-select" aria-label="Language">`)
		for i, it := range items {
			w.WriteString("<option")
			attr(w, "data-label", it.label)
			if i == 0 {
				w.WriteString(" selected")
			}
			w.WriteString(">")
			escape(w, it.label)
			w.WriteString("</option>")
		}
		w.WriteString("</select>")
	} else {
		w.WriteString(`<div class="code-group-tabs" role="tablist">`)
		for i, it := range items {
			w.WriteString(`<button type="button" role="tab" class="code-group-tab"`)
			if i == 0 {
				w.WriteString(` aria-selected="true" tabindex="0"`)
			} else {
				w.WriteString(` aria-selected="false" tabindex="-1"`)
			}
			attr(w, "data-label", it.label)
			w.WriteString(">")
			if it.icon != "" {
				w.WriteString(`<span class="code-group-icon" aria-hidden="true">` + it.icon + `</span>`)
			}
			escape(w, it.label)
			w.WriteString("</button>")
		}
		w.WriteString("</div>")
	}
	w.WriteString("</div>")
	for i, it := range items {
		w.WriteString(`<div class="code-group-panel"`)
		attr(w, "data-label", it.label)
		if it.title != "" {
			attr(w, "data-title", it.title)
		}
		if i == 0 {
			w.WriteString(" data-active")
		}
		w.WriteString(`><p class="code-group-panel-title">`)
		if it.icon != "" {
			w.WriteString(`<span class="code-group-icon" aria-hidden="true">` + it.icon + `</span>`)
		}
		p.textOut(w, it.label)
		p.outline.plain("\n")
		w.WriteString("</p>")
		writeCodeNote(p, w, it.before)
		if it.fence {
			p.code.writeFence(w, it.f, true)
		} else if it.k != nil {
			p.child(w, it.k)
		}
		writeCodeNote(p, w, it.after)
		w.WriteString("</div>")
	}
	w.WriteString("</div>\n")
	p.outline.plain("\n")
}

// writeCodeNote writes prose that sits between the code blocks of a
// group.
func writeCodeNote(p *page, w *writer, ns []node) {
	if len(ns) == 0 {
		return
	}
	w.WriteString(`<div class="code-group-note">`)
	p.nodes(w, ns)
	w.WriteString("</div>")
	p.outline.plain("\n")
}

func mdCodeGroup(p *page, e *elem) string {
	var parts []string
	for _, k := range e.kids {
		if f, ok := p.code.fenceOf(k); ok {
			parts = append(parts, codeFence(f.meta.Lang, f.meta.Title, string(f.code)))
		} else if s, _ := p.mdw.mdNode(k); strings.TrimSpace(s) != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, "\n\n")
}

// langName is a language's name as a reader knows it, for the code
// group's language dropdown.
func langName(lang string) string {
	switch strings.ToLower(lang) {
	case "js", "javascript", "jsx", "mjs", "cjs":
		return "JavaScript"
	case "ts", "typescript", "tsx":
		return "TypeScript"
	case "py", "python", "python3":
		return "Python"
	case "go", "golang":
		return "Go"
	case "rb", "ruby":
		return "Ruby"
	case "rs", "rust":
		return "Rust"
	case "java":
		return "Java"
	case "kt", "kotlin":
		return "Kotlin"
	case "swift":
		return "Swift"
	case "php":
		return "PHP"
	case "cs", "csharp", "c#":
		return "C#"
	case "cpp", "c++":
		return "C++"
	case "c":
		return "C"
	case "sh", "bash", "shell", "zsh", "console":
		return "Bash"
	case "ps", "ps1", "powershell":
		return "PowerShell"
	case "curl":
		return "cURL"
	case "json":
		return "JSON"
	case "yaml", "yml":
		return "YAML"
	case "toml":
		return "TOML"
	case "html":
		return "HTML"
	case "css":
		return "CSS"
	case "sql":
		return "SQL"
	case "graphql", "gql":
		return "GraphQL"
	case "dart":
		return "Dart"
	case "elixir", "ex":
		return "Elixir"
	case "scala":
		return "Scala"
	case "dockerfile", "docker":
		return "Dockerfile"
	case "xml":
		return "XML"
	case "md", "markdown", "mdx":
		return "Markdown"
	}
	return lang
}

// --- Steps and Step ---

// titleSize reads a titleSize prop: p, h2, h3 or h4.
func (pr *propReader) titleSize(e *elem, def string) string {
	s := strings.ToLower(strings.TrimSpace(e.str("titleSize")))
	switch s {
	case "":
		return def
	case "p", "h2", "h3", "h4":
		return s
	}
	pr.propWarn(e, "use p, h2, h3 or h4", "<%s> has an unknown titleSize %q", e.name, s)
	return def
}

func renderSteps(p *page, w *writer, e *elem) {
	size := p.props.titleSize(e, "p")
	startRoot(w, e, "ol", "steps")
	w.WriteString(">")
	n := 0
	for _, k := range p.childNodes(e) {
		if c := p.asElem(k); c != nil && c.name == "Step" {
			n++
			writeStep(p, w, c, n, size)
			continue
		}
		if blankNode(p, k) {
			continue
		}
		// Something other than a step: keep it, inside the list.
		w.WriteString(`<li class="steps-extra">`)
		p.child(w, k)
		w.WriteString("</li>")
	}
	w.WriteString("</ol>\n")
	p.outline.plain("\n")
}

// renderLoneStep renders a <Step> outside <Steps>.
func renderLoneStep(p *page, w *writer, e *elem) {
	w.WriteString(`<ol class="steps" data-component-name="steps">`)
	writeStep(p, w, e, 1, "p")
	w.WriteString("</ol>\n")
}

// stepNumber returns a step's number: its stepNumber, or its place.
func (pr *propReader) stepNumber(e *elem, n int) (int, bool) {
	v, ok := e.props.Get("stepNumber")
	if !ok || v == nil {
		return n, false
	}
	f := e.num("stepNumber", -1)
	if f != float64(int(f)) || f < 0 {
		pr.propWarn(e, "", "<Step> stepNumber should be a whole number, not %s", jsText(v))
		return n, false
	}
	return int(f), true
}

func writeStep(p *page, w *writer, e *elem, n int, groupSize string) {
	num, given := p.props.stepNumber(e, n)
	size := p.props.titleSize(e, groupSize)
	// Mintlify's Step takes its title as optional: no title, no warning.
	title := strings.TrimSpace(titleText(p.props.propString(e, "title")))
	id := p.outline.headingID(e.str("id"), title)
	startRoot(w, e, "li", "step")
	if given {
		w.WriteString(` value="` + itoa(num) + `"`)
	}
	w.WriteString(`><div class="step-indicator" aria-hidden="true">`)
	if e.has("icon") {
		w.WriteString(`<span class="step-icon">` + p.icons.elemIcon(e, "step-icon-svg", 0) + `</span>`)
	} else {
		w.WriteString(`<span class="step-number">` + itoa(num) + `</span>`)
	}
	w.WriteString(`</div><div class="step-body">`)
	if hasText(e, "title") {
		anchor := !e.flag("noAnchor", false) && id != ""
		level := 0
		switch size {
		case "h2":
			level = 2
		case "h3":
			level = 3
		case "h4":
			level = 4
		}
		if level > 0 {
			section := p.outline.recordHeading(level, id, title)
			writeHeadingStart(w, level, id)
			w.WriteString(` class="step-title heading">`)
			saved := p.outline.text.Len()
			p.props.titleOut(w, e)
			if section {
				p.outline.truncateText(saved)
			} else {
				p.outline.plain("\n")
			}
			if anchor {
				writeAnchor(w, id)
			}
			p.closeHeading(w, level)
		} else {
			w.WriteString(`<p class="step-title"`)
			attr(w, "id", id)
			w.WriteString(">")
			p.props.titleOut(w, e)
			p.outline.plain("\n")
			if anchor {
				writeAnchor(w, id)
			}
			w.WriteString("</p>")
		}
	}
	if len(e.kids) > 0 {
		w.WriteString(`<div class="step-content">`)
		p.kids(w, e)
		w.WriteString("</div>")
	}
	w.WriteString("</div></li>\n")
	p.outline.plain("\n")
}

func mdSteps(p *page, e *elem) string {
	var items []string
	n := 0
	for _, k := range p.childNodes(e) {
		if c := p.asElem(k); c != nil && c.name == "Step" {
			n++
			items = append(items, mdStep(p, c, n))
		} else if s, _ := p.mdw.mdNode(k); strings.TrimSpace(s) != "" {
			items = append(items, s)
		}
	}
	return strings.Join(items, "\n\n")
}

func mdLoneStep(p *page, e *elem) string { return mdStep(p, e, 1) }

func mdStep(p *page, e *elem, n int) string {
	saved := p.quiet
	p.quiet = true
	num, _ := p.props.stepNumber(e, n)
	p.quiet = saved
	marker := itoa(num) + ". "
	body := mdTitled(p.props.propString(e, "title"), p.mdw.mdKids(e))
	return marker + indentRest(body, strings.Repeat(" ", len(marker)))
}

// --- Accordion, AccordionGroup, Expandable ---

func renderAccordion(p *page, w *writer, e *elem) {
	title := p.props.required(e, "title")
	id := p.anchorID(e, titleText(title))
	startRoot(w, e, "details", "accordion")
	attr(w, "id", id)
	if e.flag("defaultOpen", false) {
		w.WriteString(" open")
	}
	w.WriteString(`><summary class="accordion-summary"><span class="accordion-chevron" aria-hidden="true">` + svgChevron + `</span>`)
	if e.has("icon") {
		if ic := p.icons.elemIcon(e, "accordion-icon-svg", 0); ic != "" {
			w.WriteString(`<span class="accordion-icon icon" aria-hidden="true">` + ic + `</span>`)
		}
	}
	w.WriteString(`<span class="accordion-heading"><span class="accordion-title">`)
	p.props.titleOut(w, e)
	p.outline.plain("\n")
	w.WriteString("</span>")
	if d := e.str("description"); d != "" {
		w.WriteString(`<span class="accordion-description">`)
		p.textOut(w, d)
		p.outline.plain("\n")
		w.WriteString("</span>")
	}
	w.WriteString(`</span></summary><div class="accordion-content">`)
	p.kids(w, e)
	w.WriteString("</div></details>\n")
	p.outline.plain("\n")
}

func mdAccordion(p *page, e *elem) string {
	body := p.mdw.mdKids(e)
	if d := e.str("description"); d != "" {
		body = "*" + d + "*\n\n" + body
	}
	return mdTitled(p.props.propString(e, "title"), strings.TrimSpace(body))
}

func renderAccordionGroup(p *page, w *writer, e *elem) {
	startRoot(w, e, "div", "accordion-group")
	w.WriteString(">")
	p.kids(w, e)
	w.WriteString("</div>\n")
}

func renderExpandable(p *page, w *writer, e *elem) {
	out := fieldOut{w, p}
	apiref.StartExpandable(out, &apiref.Expandable{Title: p.props.propString(e, "title"), Open: e.flag("defaultOpen", false),
		ClassName: stringOf(propOf(e, "className")), Component: true})
	p.kids(w, e)
	apiref.EndExpandable(out)
}

func mdExpandable(p *page, e *elem) string {
	return mdTitled(p.props.propString(e, "title"), p.mdw.mdKids(e))
}

// --- Frame ---

func renderFrame(p *page, w *writer, e *elem) {
	if hint := e.str("hint"); hint != "" {
		w.WriteString(`<p class="frame-hint">`)
		p.textOut(w, hint)
		w.WriteString("</p>\n")
		p.outline.plain("\n")
	}
	startRoot(w, e, "figure", "frame")
	if o, ok := propOf(e, "style").(*jsrt.Object); ok {
		if s := styleString(o); s != "" {
			attr(w, "style", s)
		}
	}
	w.WriteString(`><div class="frame-content">`)
	for _, k := range e.kids {
		if v, fr := autoplayVideo(p, k); v != nil {
			saved := p.frame
			p.frame = fr
			p.element(w, v)
			p.frame = saved
			continue
		}
		p.child(w, k)
	}
	w.WriteString("</div>")
	if v, ok := e.props.Get("caption"); ok && v != nil {
		w.WriteString(`<figcaption class="frame-caption">`)
		if s, isStr := v.(string); isStr {
			p.markdownText(w, s)
		} else {
			p.props.propOut(w, e, "caption")
		}
		w.WriteString("</figcaption>")
		p.outline.plain("\n")
	}
	w.WriteString("</figure>\n")
	p.outline.plain("\n")
}

// autoplayVideo returns a child that is a <video autoPlay>, with the
// attributes Mintlify's Frame adds to it (playsInline, loop, muted), and
// the frame to render it in.
func autoplayVideo(p *page, k node) (*elem, *frame) {
	var fr *frame
	switch k := k.(type) {
	case *elem:
		if k.name != "video" {
			return nil, nil
		}
		fr = p.frame
	case mdNode:
		var name string
		switch n := k.n.(type) {
		case *mdx.JSXBlock:
			name = n.Element.Name
		case *mdx.JSXInline:
			name = n.Element.Name
		}
		if name != "video" {
			return nil, nil
		}
		fr = k.fr
	default:
		return nil, nil
	}
	v := p.asElem(k)
	if v == nil || !(v.has("autoPlay") || v.has("autoplay")) {
		if v != nil {
			return v, fr
		}
		return nil, nil
	}
	for _, name := range []string{"playsInline", "loop", "muted"} {
		if _, set := v.props.Get(name); !set {
			if _, set := v.props.Get(strings.ToLower(name)); !set {
				v.props.Set(name, true)
			}
		}
	}
	return v, fr
}

func mdFrame(p *page, e *elem) string {
	body := p.mdw.mdKids(e)
	if hint := e.str("hint"); hint != "" {
		body = hint + "\n\n" + body
	}
	if c := p.props.propString(e, "caption"); c != "" {
		body += "\n\n*" + strings.TrimSpace(c) + "*"
	}
	return strings.TrimSpace(body)
}

// --- Panel, View, Visibility ---

// renderPanel renders <Panel>, which Mintlify shows in place of the
// table of contents; the theme moves .panel there.
// renderPanel renders <Panel>, whose content the site shows in the column
// beside the text in place of the table of contents. As on Mintlify a page
// has one: an empty Panel takes no slot, a Panel inside it is flattened
// into it, and a later one is reported and shows in place (Mintlify drops
// it).
func renderPanel(p *page, w *writer, e *elem) {
	const slot, inside = "\x00panel", "\x00panel-open"
	switch {
	case p.reported[inside]:
		p.atElem(e, func() {
			p.warnf(e.off, "component-child", "put its content straight into the outer <Panel>", "a <Panel> inside a <Panel> is flattened into it")
		})
		p.kids(w, e)
		return
	case blankKids(p, e):
		return
	case p.reported[slot]:
		p.atElem(e, func() {
			p.warnf(e.off, "component-child", "put all of the side panel into one <Panel>", "a page has one <Panel>; this one shows in place, not beside the text")
		})
		startRoot(w, e, "div", "panel-inline")
		w.WriteString(">")
		p.kids(w, e)
		w.WriteString("</div>\n")
		p.outline.plain("\n")
		return
	}
	p.reported[slot], p.reported[inside] = true, true
	startRoot(w, e, "aside", "panel")
	w.WriteString(">")
	p.kids(w, e)
	w.WriteString("</aside>\n")
	p.outline.plain("\n")
	p.reported[inside] = false
}

func renderView(p *page, w *writer, e *elem) {
	title := p.props.required(e, "title")
	startRoot(w, e, "section", "view")
	attr(w, "data-view", title)
	w.WriteString(`><p class="view-title">`)
	if e.has("icon") {
		if ic := p.icons.elemIcon(e, "view-icon-svg", 0); ic != "" {
			w.WriteString(`<span class="view-icon icon" aria-hidden="true">` + ic + `</span>`)
		}
	}
	p.textOut(w, title)
	p.outline.plain("\n")
	w.WriteString("</p>")
	p.kids(w, e)
	w.WriteString("</section>\n")
	p.outline.plain("\n")
}

func mdView(p *page, e *elem) string {
	return mdTitled(p.props.propString(e, "title"), p.mdw.mdKids(e))
}

// audience reads <Visibility for>: "humans" or "agents", "" when it is
// missing, "?" when it is something else. Mintlify takes the two names
// as they are written.
func (pr *propReader) audience(e *elem) string {
	v, ok := e.props.Get("for")
	s, isStr := v.(string)
	switch {
	case !ok || v == nil:
		pr.propWarn(e, `add for="humans" or for="agents"`, "<Visibility> has no for; as on Mintlify, its content is hidden from readers")
		return ""
	case isStr && (s == "humans" || s == "agents"):
		return s
	}
	pr.propWarn(e, `use for="humans" or for="agents"`, "<Visibility> has an unknown for %s; as on Mintlify, its content is hidden from readers and left out of the Markdown", jsText(v))
	return "?"
}

// renderVisibility shows the content meant for humans. Content for
// agents, and content whose audience is missing or unknown, is hidden
// from readers, as Mintlify hides it.
func renderVisibility(p *page, w *writer, e *elem) {
	a := p.props.audience(e)
	if a != "humans" {
		return
	}
	if e.inline {
		p.kids(w, e)
		return
	}
	w.WriteString(`<div class="visibility"`)
	attr(w, "data-for", a)
	w.WriteString(">")
	p.kids(w, e)
	w.WriteString("</div>\n")
	p.outline.plain("\n")
}

// mdVisibility keeps the content for agents in the Markdown copy, and
// content whose audience is missing; Mintlify drops the rest.
func mdVisibility(p *page, e *elem) string {
	saved := p.quiet
	p.quiet = true
	a := p.props.audience(e)
	p.quiet = saved
	if a == "humans" || a == "?" {
		return ""
	}
	return p.mdw.mdKids(e)
}

// --- Update ---

func renderUpdate(p *page, w *writer, e *elem) {
	label := p.props.required(e, "label")
	id := ""
	if label != "" {
		id = p.outline.headingID(e.str("id"), label)
	}
	tags := e.strs("tags")
	if v, ok := e.props.Get("tags"); ok && v != nil {
		if _, isList := v.([]any); !isList {
			if _, isStr := v.(string); !isStr {
				p.props.propWarn(e, `write tags={["…"]}`, "<Update> tags should be a list of strings")
			}
		}
	}
	up := Update{ID: id, Label: label, Description: e.str("description"), Tags: tags}
	if v, ok := e.props.Get("rss"); ok && v != nil {
		o, isObj := v.(*jsrt.Object)
		if isObj {
			if t, ok := o.Val("title").(string); ok {
				up.RSSTitle = t
			}
			if d, ok := o.Val("description").(string); ok {
				up.RSSDescription = d
			}
		}
		if !isObj {
			p.props.propWarn(e, `write rss={{ title: "…", description: "…" }}`, "<Update> rss should be an object with a title and a description")
		} else {
			for k := range o.All() {
				if k != "title" && k != "description" {
					p.props.propWarn(e, "rss takes a title and a description", "<Update> rss has an unknown key %q", k)
				}
			}
		}
	}
	startRoot(w, e, "div", "update")
	attr(w, "id", id)
	w.WriteString(`><div class="update-meta">`)
	if label != "" {
		section := p.outline.recordHeading(2, id, label)
		w.WriteString(`<h2 class="update-label"><a href="#`)
		escape(w, id)
		w.WriteString(`">`)
		escape(w, label)
		w.WriteString("</a></h2>")
		if !section {
			p.outline.plain(label + "\n")
		}
	}
	if len(tags) > 0 {
		w.WriteString(`<ul class="update-tags" aria-label="Tags">`)
		for _, t := range tags {
			w.WriteString(`<li class="update-tag"`)
			attr(w, "data-tag", t)
			w.WriteString(">")
			p.textOut(w, t)
			p.outline.plain(" ")
			w.WriteString("</li>")
		}
		w.WriteString("</ul>")
		p.outline.plain("\n")
	}
	if d := e.str("description"); d != "" {
		w.WriteString(`<p class="update-description">`)
		p.textOut(w, d)
		w.WriteString("</p>")
		p.outline.plain("\n")
	}
	w.WriteString(`</div><div class="update-content">`)
	start := w.Len()
	p.kids(w, e)
	up.HTML = w.from(start)
	w.WriteString("</div></div>\n")
	p.outline.plain("\n")
	p.out.Updates = append(p.out.Updates, up)
}

func mdUpdate(p *page, e *elem) string {
	var b strings.Builder
	if label := e.str("label"); label != "" {
		b.WriteString("## " + label)
	}
	var meta []string
	if d := e.str("description"); d != "" {
		meta = append(meta, "*"+d+"*")
	}
	if tags := e.strs("tags"); len(tags) > 0 {
		meta = append(meta, "Tags: "+strings.Join(tags, ", "))
	}
	if len(meta) > 0 {
		b.WriteString("\n\n" + strings.Join(meta, " · "))
	}
	if kids := p.mdw.mdKids(e); kids != "" {
		b.WriteString("\n\n" + kids)
	}
	return strings.TrimSpace(b.String())
}

// --- Prompt ---

// promptActions reads actions: copy (the default) and cursor.
func (pr *propReader) promptActions(e *elem) (copyText, cursor bool) {
	v, ok := e.props.Get("actions")
	if !ok || v == nil {
		return true, false
	}
	if b, isBool := v.(bool); isBool {
		return b, false
	}
	for _, a := range e.strs("actions") {
		switch strings.ToLower(a) {
		case "copy":
			copyText = true
		case "cursor":
			cursor = true
		default:
			pr.propWarn(e, `use "copy" and "cursor"`, "<Prompt> has an unknown action %q", a)
		}
	}
	return copyText, cursor
}

// promptText returns the prompt as Markdown, the text the actions copy
// and send.
func (p *page) promptText(e *elem) string {
	saved := p.quiet
	p.quiet = true
	s := p.mdw.mdKids(e)
	p.quiet = saved
	return s
}

func renderPrompt(p *page, w *writer, e *elem) {
	p.props.required(e, "description")
	if len(e.kids) == 0 || blankKids(p, e) {
		p.props.propWarn(e, "write the prompt between <Prompt> and </Prompt>", "<Prompt> has no prompt text")
	}
	copyText, cursor := p.props.promptActions(e)
	text := p.promptText(e)
	startRoot(w, e, "div", "prompt")
	w.WriteString(`><div class="prompt-header">`)
	if e.has("icon") {
		if ic := p.icons.elemIcon(e, "prompt-icon-svg", 0); ic != "" {
			w.WriteString(`<span class="prompt-icon icon" aria-hidden="true">` + ic + `</span>`)
		}
	}
	w.WriteString(`<div class="prompt-description">`)
	if s, ok := propOf(e, "description").(string); ok {
		p.markdownText(w, s)
	} else {
		p.props.propOut(w, e, "description")
	}
	p.outline.plain("\n")
	w.WriteString("</div>")
	if copyText || cursor {
		w.WriteString(`<div class="prompt-actions">`)
		if copyText {
			w.WriteString(`<button type="button" class="prompt-action prompt-copy" data-prompt-copy hidden`)
			attr(w, "data-copy-text", text)
			w.WriteString(`>` + svgCopy + `<span>Copy prompt</span></button>`)
		}
		if cursor {
			w.WriteString(`<a class="prompt-action prompt-cursor" href="https://cursor.com/link/prompt?text=`)
			escape(w, url.QueryEscape(text))
			w.WriteString(`" target="_blank" rel="noreferrer">` + svgCursor + `<span>Open in Cursor</span></a>`)
		}
		w.WriteString("</div>")
	}
	w.WriteString(`</div><details class="prompt-details"><summary class="prompt-summary"><span class="prompt-chevron" aria-hidden="true">` +
		svgChevron + `</span>Show prompt</summary><div class="prompt-text">`)
	p.kids(w, e)
	w.WriteString("</div></details></div>\n")
	p.outline.plain("\n")
}

// blankKids reports whether e has no visible children.
func blankKids(p *page, e *elem) bool {
	for _, k := range e.kids {
		if !blankNode(p, k) {
			return false
		}
	}
	return true
}

func mdPrompt(p *page, e *elem) string {
	s := "**Prompt:** " + strings.TrimSpace(p.props.propString(e, "description"))
	if text := p.mdw.mdKids(e); text != "" {
		s += "\n\n" + codeFence("", "", text)
	}
	return s
}
