package content

import (
	"bytes"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"

	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/jsrt"
	"github.com/foliodocs/folio/internal/mdx"
)

// The inline components sit in running text or show one small thing:
// icons, badges, tooltips, headings written as components, TeX, Mermaid
// diagrams, colour swatches, file trees, a GitHub repository card and
// the legacy <Snippet file="…"/>.
//
// What needs a script (copying a colour, the keyboard of a file tree)
// works from data attributes that js/inline.js reads; without it a
// tooltip still shows on hover and focus (CSS), and a tree's folders
// still open (<details>).

// registerInline adds its family of components.
func registerInline(add func(*component, ...string)) {
	add(&component{html: renderIcon, md: func(*page, *elem) string { return "" }}, "Icon")
	add(&component{html: renderBadge, md: mdBadge}, "Badge")
	add(&component{html: renderTooltip, md: mdTooltip}, "Tooltip")
	add(&component{html: renderHeadingComponent, md: mdHeadingComponent}, "Heading")
	add(&component{html: renderLatex, md: mdLatex}, "Latex")
	add(&component{html: renderMermaid, md: mdMermaid}, "Mermaid")
	add(&component{html: renderColor, md: mdColor}, "Color")
	add(&component{html: renderColorRow, md: mdColorRow}, "Color.Row")
	add(&component{html: renderColorItem, md: mdColorItem}, "Color.Item")
	add(&component{html: renderTree, md: mdTree}, "Tree", "FileTree")
	add(&component{html: renderTreeItem, md: mdTree}, "Tree.Folder", "Tree.File", "FileTree.Folder", "FileTree.File")
	add(&component{html: renderGitHubRepo, md: mdGitHubRepo}, "GitHub.Repo", "GitHub", "Github", "Github.Repo")
	add(&component{html: renderSnippetTag, md: mdSnippetTag}, "Snippet")
}

// --- Icon ---

// renderIcon renders <Icon>: a named icon of the site's library, or an
// image given by src, as an inline element sized with the text (or in
// pixels by size) and coloured by color.
func renderIcon(p *page, w *writer, e *elem) {
	size := int(e.num("size", 0))
	if size < 0 || size > 2048 {
		p.props.propWarn(e, "give the size in pixels", "<Icon> has a size of %s", e.str("size"))
		size = 0
	}
	var ic string
	src := strings.TrimSpace(e.str("src"))
	switch {
	case e.has("icon"):
		ic = p.icons.elemIcon(e, "icon-svg", size)
	case src != "":
		ic = iconImage(p, e, src, size)
	case e.str("name") != "":
		// <Icon name="…"> works on Mintlify, though undocumented.
		p.atElem(e, func() { ic = p.icons.icon(e.str("name"), e.str("iconType"), e.str("iconLibrary"), "icon-svg", size) })
	default:
		p.props.propWarn(e, `add icon="…" (a name) or src="…" (an image)`, "<Icon> needs an icon or a src")
	}
	startRoot(w, e, "span", "icon")
	var style strings.Builder
	if c := strings.TrimSpace(e.str("color")); c != "" {
		if safeCSSValue(c) {
			style.WriteString("color:" + c)
		} else {
			p.props.propWarn(e, "give a CSS colour such as #ff5733", "<Icon> has a color that is not a colour: %q", c)
		}
	}
	if size > 0 {
		sep(&style)
		style.WriteString("--icon-size:" + itoa(size) + "px")
	}
	if s := inlineStyle(e); s != "" {
		sep(&style)
		style.WriteString(s)
	}
	attr(w, "style", style.String())
	w.WriteString(` aria-hidden="true">`)
	w.WriteString(ic)
	w.WriteString("</span>")
	if !e.inline {
		w.WriteString("\n") // standalone icons in a row keep a space between them
	}
}

// iconImage renders an image used as an icon.
func iconImage(p *page, e *elem, src string, size int) string {
	if dangerousURL(src) && !strings.HasPrefix(strings.ToLower(src), "data:image/") {
		return ""
	}
	p.atElem(e, func() { p.links.checkLink(e.off, src, true) })
	var w writer
	w.WriteString(`<img class="icon-img"`)
	writeSrc(&w, src)
	w.WriteString(` alt=""`)
	if size > 0 {
		w.WriteString(` width="` + itoa(size) + `" height="` + itoa(size) + `"`)
	}
	w.WriteString(` loading="lazy">`)
	return w.String()
}

// writeSrc writes src="…" escaped as Markdown image sources are.
func writeSrc(w *writer, src string) {
	w.WriteString(` src="`)
	escape(w, string(util.URLEscape([]byte(src), true)))
	w.WriteString(`"`)
}

// sep separates CSS declarations.
func sep(b *strings.Builder) {
	if b.Len() > 0 {
		b.WriteByte(';')
	}
}

// inlineStyle returns an element's style prop as CSS: an object written
// the React way, or a string (which Mintlify passes on as it is).
func inlineStyle(e *elem) string {
	switch v := propOf(e, "style").(type) {
	case *jsrt.Object:
		return styleString(v)
	case string:
		s := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(v), ";"))
		l := strings.ToLower(s)
		if strings.ContainsAny(s, `<>"\{}`) || strings.Contains(l, "url(") || strings.Contains(l, "expression(") {
			return ""
		}
		return s
	}
	return ""
}

// --- Badge ---

// badgeColors are the colours <Badge> knows.
func badgeColor(s string) bool {
	switch s {
	case "gray", "blue", "green", "yellow", "orange", "red", "purple", "white", "surface",
		"white-destructive", "surface-destructive":
		return true
	}
	return false
}

// renderBadge renders <Badge>: a small label in one of the colours, four
// sizes and two shapes, solid or outlined, with icons before and after
// its text, and a link when it has an href. data-badge, data-color and
// data-size are the selectors Mintlify documents for custom CSS.
func renderBadge(p *page, w *writer, e *elem) {
	color := p.props.badgeChoice(e, "color", "gray", badgeColor,
		"use gray, blue, green, yellow, orange, red, purple, white, surface, white-destructive or surface-destructive")
	size := p.props.badgeChoice(e, "size", "md", func(s string) bool { return s == "xs" || s == "sm" || s == "md" || s == "lg" },
		"use xs, sm, md or lg")
	shape := p.props.badgeChoice(e, "shape", "rounded", func(s string) bool { return s == "rounded" || s == "pill" },
		"use rounded or pill")
	variant := "solid"
	if e.flag("stroke", false) {
		variant = "outline" // stroke is the old name of the outline variant
	}
	variant = p.props.badgeChoice(e, "variant", variant, func(s string) bool { return s == "solid" || s == "outline" },
		"use solid or outline")
	disabled := e.flag("disabled", false)
	href := strings.TrimSpace(e.str("href"))
	if href != "" {
		p.links.checkLinkProp(e, "href")
		if dangerousURL(href) {
			href = ""
		}
	}
	tag := "span"
	if href != "" && !disabled {
		tag = "a"
	}
	startRoot(w, e, tag, "badge", "badge-"+color, "badge-"+size, "badge-"+shape, "badge-"+variant)
	w.WriteString(` data-badge data-color="` + color + `" data-size="` + size + `" data-shape="` + shape + `" data-variant="` + variant + `"`)
	if tag == "a" {
		writeHref(w, href)
		if external(href) {
			w.WriteString(` target="_blank" rel="noreferrer"`)
		}
	}
	if disabled {
		w.WriteString(` data-disabled aria-disabled="true"`)
	}
	w.WriteString(">")
	lead := ""
	if e.has("leadIcon") {
		lead = p.icons.propIcon(e, "leadIcon", "badge-icon-svg")
	} else if e.has("icon") {
		lead = p.icons.elemIcon(e, "badge-icon-svg", 0)
	}
	if lead != "" {
		w.WriteString(`<span class="badge-icon" aria-hidden="true">` + lead + `</span>`)
	}
	w.WriteString(`<span class="badge-text">`)
	p.kids(w, e)
	w.WriteString(`</span>`)
	if e.has("tailIcon") {
		if tail := p.icons.propIcon(e, "tailIcon", "badge-icon-svg"); tail != "" {
			w.WriteString(`<span class="badge-icon badge-tail-icon" aria-hidden="true">` + tail + `</span>`)
		}
	}
	w.WriteString("</" + tag + ">")
	if !e.inline {
		w.WriteString("\n") // standalone badges in a row keep a space between them
	}
}

// badgeChoice reads a prop that takes one of a few words.
func (pr *propReader) badgeChoice(e *elem, name, def string, ok func(string) bool, hint string) string {
	v := strings.ToLower(strings.TrimSpace(e.str(name)))
	if v == "" {
		return def
	}
	if !ok(v) {
		pr.propWarn(e, hint, "<%s> has an unknown %s %q", e.name, name, e.str(name))
		return def
	}
	return v
}

// propIcon renders the icon a prop other than icon names: a name or a
// URL (with the element's iconType and iconLibrary), or JSX.
func (iw *iconWriter) propIcon(e *elem, prop, class string) string {
	v := propOf(e, prop)
	if el, ok := v.(*elem); ok {
		var w writer
		w.WriteString(`<span class="` + class + `">`)
		iw.p.element(&w, el)
		w.WriteString(`</span>`)
		return w.String()
	}
	name := stringOf(v)
	if name == "" {
		return ""
	}
	saved := iw.p.elemOff
	iw.p.elemOff = e.off
	var out string
	iw.p.atElem(e, func() { out = iw.icon(name, e.str("iconType"), e.str("iconLibrary"), class, 0) })
	iw.p.elemOff = saved
	return out
}

func mdBadge(p *page, e *elem) string {
	s := strings.TrimSpace(p.mdw.mdKids(e))
	if href := strings.TrimSpace(e.str("href")); href != "" && s != "" && !e.flag("disabled", false) {
		return "[" + s + "](" + href + ")"
	}
	return s
}

// --- Tooltip ---

// renderTooltip renders <Tooltip>: the text it wraps becomes focusable,
// and the tip (with a headline and a call-to-action link) shows on hover
// and on focus, with CSS alone. The tip is role="tooltip", and the text
// points to it with aria-describedby.
func renderTooltip(p *page, w *writer, e *elem) {
	var tip string
	if e.has("description") && !e.has("tip") {
		tip = strings.TrimSpace(p.props.propString(e, "description")) // the name in Mintlify's types
	} else {
		tip = p.props.required(e, "tip")
	}
	headline := strings.TrimSpace(p.props.propString(e, "headline"))
	if headline == "" {
		headline = strings.TrimSpace(p.props.propString(e, "title"))
	}
	cta := strings.TrimSpace(e.str("cta"))
	href := strings.TrimSpace(e.str("href"))
	if cta != "" && href == "" {
		p.props.propWarn(e, `add href="…" for the link, or leave cta out`, "<Tooltip> has a cta but no href")
	}
	if href != "" {
		p.links.checkLinkProp(e, "href")
		if dangerousURL(href) {
			href = ""
		}
	}
	if tip == "" {
		p.kids(w, e) // nothing to show on hover
		if !e.inline {
			w.WriteString("\n")
		}
		return
	}
	tag := "span"
	if !e.inline && p.blockKids(e) {
		tag = "div"
	}
	id := p.hiddenID("tooltip")
	startRoot(w, e, tag, "tooltip", "tooltip-"+tag)
	w.WriteString(`><` + tag + ` class="tooltip-trigger" tabindex="0" aria-describedby="` + id + `">`)
	p.kids(w, e)
	w.WriteString(`</` + tag + `><span class="tooltip-content" role="tooltip" id="` + id + `">`)
	p.outline.plain(" ")
	if headline != "" {
		w.WriteString(`<span class="tooltip-headline">`)
		p.textOut(w, headline)
		w.WriteString(`</span>`)
		p.outline.plain(" ")
	}
	w.WriteString(`<span class="tooltip-tip">`)
	p.textOut(w, tip)
	w.WriteString(`</span>`)
	if cta != "" && href != "" {
		w.WriteString(`<a class="tooltip-cta"`)
		writeHref(w, href)
		if external(href) {
			w.WriteString(` target="_blank" rel="noreferrer"`)
		}
		w.WriteString(">")
		p.outline.plain(" ")
		p.textOut(w, cta)
		w.WriteString(svgArrowR + "</a>")
	}
	p.outline.plain(" ")
	w.WriteString("</span></" + tag + ">")
	if !e.inline {
		w.WriteString("\n")
	}
}

// blockKids reports whether an element holds blocks (paragraphs, lists)
// rather than text.
func (p *page) blockKids(e *elem) bool {
	for _, k := range e.kids {
		m, ok := k.(mdNode)
		if !ok || m.n.Type() != ast.TypeBlock {
			continue
		}
		if para, ok := m.n.(*ast.Paragraph); ok {
			if _, unwrap := para.AttributeString(mdx.AttrUnwrap); unwrap || onlyJSX(para, m.fr.f.data) {
				continue
			}
		}
		switch m.n.(type) {
		case *mdx.JSXBlock, *mdx.ExprBlock:
			continue
		}
		return true
	}
	return false
}

// hiddenID returns an id for an element that links point at from inside
// the page only (aria-describedby), not kept among the page's anchors.
func (p *page) hiddenID(prefix string) string {
	for n := 1; ; n++ {
		id := prefix + "-" + itoa(n)
		if p.outline.ids[id] == 0 {
			p.outline.ids[id] = 1
			return id
		}
	}
}

func mdTooltip(p *page, e *elem) string {
	s := strings.TrimSpace(p.mdw.mdKids(e))
	var tip []string
	h := strings.TrimSpace(p.props.propString(e, "headline"))
	if h == "" {
		h = strings.TrimSpace(p.props.propString(e, "title"))
	}
	if h != "" {
		tip = append(tip, h+":")
	}
	t := strings.TrimSpace(p.props.propString(e, "tip"))
	if t == "" {
		t = strings.TrimSpace(p.props.propString(e, "description"))
	}
	if t != "" {
		tip = append(tip, t)
	}
	if cta, href := strings.TrimSpace(e.str("cta")), strings.TrimSpace(e.str("href")); cta != "" && href != "" {
		tip = append(tip, "["+cta+"]("+href+")")
	}
	if len(tip) == 0 {
		return s
	}
	return s + " (" + strings.Join(tip, " ") + ")"
}

// --- Heading ---

// renderHeadingComponent renders <Heading level={2}>: an <h2> with an id
// (its own or one from its text), an anchor link unless noAnchor, and a
// place in the table of contents at levels 2 and 3.
func renderHeadingComponent(p *page, w *writer, e *elem) {
	p.htmlw.htmlHeading(w, headingElem(p, e))
}

// headingElem turns <Heading> into the <hN> element it stands for.
func headingElem(p *page, e *elem) *elem {
	level := 2
	if as := strings.ToLower(strings.TrimSpace(e.str("as"))); len(as) == 2 && as[0] == 'h' && as[1] >= '1' && as[1] <= '6' {
		level = int(as[1] - '0')
	}
	if v, ok := e.props.Get("level"); ok && v != nil {
		f := e.num("level", 0)
		if f >= 1 && f <= 6 && f == float64(int(f)) {
			level = int(f)
		} else if !p.quiet {
			p.props.propWarn(e, "use a level from 1 to 6", "<Heading> has a level of %s", stringOf(v))
		}
	}
	h := &elem{name: "h" + itoa(level), props: jsrt.NewObject(), fr: e.fr, off: e.off, inline: e.inline}
	// A heading's content is text: paragraphs inside it are unwrapped,
	// as Mintlify does.
	for _, k := range e.kids {
		if m, ok := k.(mdNode); ok {
			if para, ok := m.n.(*ast.Paragraph); ok {
				if len(h.kids) > 0 {
					h.kids = append(h.kids, textNode(" "))
				}
				for c := para.FirstChild(); c != nil; c = c.NextSibling() {
					h.kids = append(h.kids, mdNode{c, m.fr})
				}
				continue
			}
		}
		h.kids = append(h.kids, k)
	}
	for k, val := range e.props.All() {
		if k != "level" && k != "as" {
			h.props.Set(k, val)
		}
	}
	return h
}

func mdHeadingComponent(p *page, e *elem) string {
	return p.mdw.mdHTML(headingElem(p, e))
}

// --- Latex ---

// renderLatex renders <Latex>: TeX written between the tags, shown as
// display math like a $$ block (or inline when the element is in text),
// for KaTeX to typeset in the reader's browser.
func renderLatex(p *page, w *writer, e *elem) {
	tex := p.writtenText(e)
	if e.inline {
		w.WriteString(`<span class="math math-inline">\(`)
		escape(w, tex)
		w.WriteString(`\)</span>`)
		p.outline.plain(tex)
		return
	}
	w.WriteString(`<div class="math math-display">\[`)
	escape(w, tex)
	w.WriteString("\\]</div>\n")
	p.outline.plain(tex)
	p.outline.plain("\n")
}

func mdLatex(p *page, e *elem) string {
	tex := p.writtenText(e)
	if e.inline {
		return "$" + tex + "$"
	}
	return "$$\n" + tex + "\n$$"
}

// --- Mermaid ---

// mermaidMeta reads <Mermaid>'s props into a code block's meta, as a
// ```mermaid fence with placement and actions would give.
func mermaidMeta(p *page, e *elem) codeblock.Meta {
	m := codeblock.Meta{Lang: "mermaid"}
	if pl := strings.TrimSpace(e.str("placement")); pl != "" {
		switch pl {
		case "top-left", "top-right", "bottom-left", "bottom-right":
			m.Attrs = map[string]string{"placement": pl}
		default:
			p.props.propWarn(e, "use top-left, top-right, bottom-left or bottom-right", "<Mermaid> has an unknown placement %q; the controls stay at the bottom right", pl)
		}
	}
	if v, ok := e.props.Get("actions"); ok && v != nil {
		if m.Attrs == nil {
			m.Attrs = map[string]string{}
		}
		if e.flag("actions", true) {
			m.Attrs["actions"] = "true"
		} else {
			m.Attrs["actions"] = "false"
		}
	}
	return m
}

// mermaidChart returns the diagram: the chart prop, or the text between
// the tags.
func mermaidChart(p *page, e *elem) string {
	if c := e.str("chart"); strings.TrimSpace(c) != "" {
		return c
	}
	return p.writtenText(e)
}

// renderMermaid renders <Mermaid chart="…">, the component a ```mermaid
// fence becomes, in the same container the fence renders to.
func renderMermaid(p *page, w *writer, e *elem) {
	chart := mermaidChart(p, e)
	if strings.TrimSpace(chart) == "" {
		p.props.propWarn(e, "give the diagram as chart=\"…\" or between the tags", "<Mermaid> has no diagram")
		return
	}
	p.code.writeFence(w, fence{meta: mermaidMeta(p, e), code: []byte(chart)}, false)
}

func mdMermaid(p *page, e *elem) string {
	chart := mermaidChart(p, e)
	if strings.TrimSpace(chart) == "" {
		return ""
	}
	return codeFence("mermaid", "", chart)
}

// --- Color ---

// renderColor renders <Color>: swatches of Color.Item in a compact grid,
// or in rows (Color.Row) with their titles in the table variant.
func renderColor(p *page, w *writer, e *elem) {
	variant := strings.ToLower(strings.TrimSpace(e.str("variant")))
	switch variant {
	case "compact", "table":
	case "":
		p.props.propWarn(e, `add variant="compact" or variant="table"`, "<Color> needs a variant")
		variant = "compact"
	default:
		p.props.propWarn(e, "use compact or table", "<Color> has an unknown variant %q", e.str("variant"))
		variant = "compact"
	}
	startRoot(w, e, "div", "color", "color-"+variant)
	w.WriteString(` data-variant="` + variant + `">`)
	p.kids(w, e)
	w.WriteString("</div>\n")
	p.outline.plain("\n")
}

// renderColorRow renders <Color.Row title>: a titled row of swatches.
func renderColorRow(p *page, w *writer, e *elem) {
	startRoot(w, e, "div", "color-row")
	w.WriteString(`><div class="color-row-title">`)
	p.props.titleOut(w, e)
	p.outline.plain("\n")
	w.WriteString(`</div><div class="color-row-items">`)
	p.kids(w, e)
	w.WriteString("</div></div>\n")
	p.outline.plain("\n")
}

// colorValue reads Color.Item's value: one colour, or one for light and
// one for dark mode. It reports false when there is none to show.
func (pr *propReader) colorValue(e *elem) (light, dark string, ok bool) {
	switch v := propOf(e, "value").(type) {
	case nil:
		pr.propWarn(e, `add value="#…" (any CSS colour, or {{ light: "…", dark: "…" }})`, "<Color.Item> needs a value")
		return "", "", false
	case *jsrt.Object:
		light, dark = strings.TrimSpace(stringOf(v.Val("light"))), strings.TrimSpace(stringOf(v.Val("dark")))
		if light == "" && dark == "" {
			pr.propWarn(e, "give the value as a colour, or as { light, dark }", "<Color.Item> has a value with neither light nor dark")
			return "", "", false
		}
		if light == "" {
			light = dark
		}
		if dark == "" {
			dark = light
		}
	default:
		light = strings.TrimSpace(stringOf(v))
		dark = light
	}
	for _, c := range []string{light, dark} {
		if c == "" || !safeCSSValue(c) || strings.ContainsAny(c, "\n;") {
			pr.propWarn(e, "give a CSS colour such as #3b82f6 or rgb(59 130 246)", "<Color.Item> has a value that is not a colour: %q", c)
			return "", "", false
		}
	}
	return light, dark, true
}

// renderColorItem renders <Color.Item name value>: a swatch with its
// name and value, which copies the value when clicked.
func renderColorItem(p *page, w *writer, e *elem) {
	name := strings.TrimSpace(p.props.propString(e, "name"))
	light, dark, ok := p.props.colorValue(e)
	tag := "div"
	if ok {
		tag = "button"
	}
	startRoot(w, e, tag, "color-item")
	if ok {
		w.WriteString(` type="button"`)
		attr(w, "data-copy-value", light)
		if dark != light {
			attr(w, "data-copy-value-dark", dark)
		}
		attr(w, "title", "Copy "+light)
	}
	w.WriteString(`><span class="color-swatch" aria-hidden="true"`)
	if ok {
		style := "--swatch:" + light
		if dark != light {
			style += ";--swatch-dark:" + dark
		}
		attr(w, "style", style)
	}
	w.WriteString(`></span><span class="color-item-text">`)
	if name != "" {
		w.WriteString(`<span class="color-name">`)
		p.textOut(w, name)
		w.WriteString(`</span> `)
		p.outline.plain(" ")
	}
	if ok {
		if dark == light {
			w.WriteString(`<span class="color-value">`)
			p.textOut(w, light)
			w.WriteString(`</span>`)
		} else {
			w.WriteString(`<span class="color-value color-value-light">`)
			p.textOut(w, light)
			w.WriteString(`</span><span class="color-value color-value-dark">`)
			p.outline.plain(" ")
			p.textOut(w, dark)
			w.WriteString(`</span>`)
		}
	}
	p.outline.plain("\n")
	w.WriteString("</span></" + tag + ">")
}

// mdColor writes the swatches as lists, a row's under its title.
func mdColor(p *page, e *elem) string {
	var parts, items []string
	flush := func() {
		if len(items) > 0 {
			parts = append(parts, strings.Join(items, "\n"))
			items = nil
		}
	}
	for _, k := range e.kids {
		c := p.asElem(k)
		switch {
		case c != nil && c.name == "Color.Item":
			items = append(items, mdColorItem(p, c))
		case c != nil && c.name == "Color.Row":
			flush()
			parts = append(parts, mdColorRow(p, c))
		default:
			if s, _ := p.mdw.mdNode(k); strings.TrimSpace(s) != "" {
				flush()
				parts = append(parts, s)
			}
		}
	}
	flush()
	return strings.Join(parts, "\n\n")
}

func mdColorRow(p *page, e *elem) string {
	return mdTitled(p.props.propString(e, "title"), mdColor(p, e))
}

func mdColorItem(p *page, e *elem) string {
	name := strings.TrimSpace(p.props.propString(e, "name"))
	var value string
	if light, dark, ok := p.props.colorValue(e); ok {
		value = codeSpanMarkdown(light)
		if dark != light {
			value += " (light), " + codeSpanMarkdown(dark) + " (dark)"
		}
	}
	switch {
	case name == "":
		return "- " + value
	case value == "":
		return "- " + name
	}
	return "- " + name + ": " + value
}

// --- Tree ---

// treeEntry is a file or folder of a tree, from <Tree.Folder> and
// <Tree.File> or from a nested Markdown list.
type treeEntry struct {
	name, comment string
	folder        bool
	open          bool // folders: shown open
	openable      bool // folders: the reader may open and close it
	highlight     bool
	kids          []treeEntry
	e             *elem // the element, for its className
}

// treeReader reads the entries of a <Tree> from its children: elements,
// nested Markdown lists, and expressions that evaluate to either. It
// reports what it leaves out at the page.
type treeReader struct{ p *page }

// treeEntries reads the children of a tree or folder. As on Mintlify,
// only folders, files, nested lists and expressions that give them
// count; anything else is reported and left out.
func (tr *treeReader) treeEntries(parent *elem, ns []node) []treeEntry {
	var out []treeEntry
	for _, k := range ns {
		switch k := k.(type) {
		case *elem:
			out = tr.treeElem(out, parent, k)
		case *nodeList:
			out = append(out, tr.treeEntries(parent, k.nodes)...)
		case textNode:
			if strings.TrimSpace(string(k)) != "" {
				tr.treeDropped(parent, parent.off, `text ("`+textPreview(string(k))+`")`)
			}
		case mdNode:
			out = tr.treeNode(out, parent, k)
		}
	}
	return out
}

// treeNode reads one child written in the file.
func (tr *treeReader) treeNode(out []treeEntry, parent *elem, k mdNode) []treeEntry {
	if blankNode(tr.p, k) {
		return out
	}
	saved := tr.p.frame
	tr.p.frame = k.fr
	defer func() { tr.p.frame = saved }()
	switch n := k.n.(type) {
	case *ast.List:
		return append(out, tr.treeList(n)...)
	case *mdx.JSXBlock, *mdx.JSXInline:
		if el := tr.p.asElem(k); el != nil {
			return tr.treeElem(out, parent, el)
		}
		return out
	case *mdx.ExprBlock:
		return tr.treeValue(out, parent, &n.Expression)
	case *mdx.ExprInline:
		return tr.treeValue(out, parent, &n.Expression)
	}
	// Something else: keep the lists and tree items inside it, as
	// Mintlify does, and report the rest.
	what := describeTreeNode(tr.p, k.n)
	tr.treeDropped(parent, nodeStart(k.n, parent.off), what)
	for c := k.n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c.(type) {
		case *ast.List, *mdx.JSXBlock, *mdx.JSXInline:
			out = tr.treeNode(out, parent, mdNode{c, k.fr})
		}
	}
	return out
}

// treeValue reads an expression that gives tree items ({files.map(…)}).
func (tr *treeReader) treeValue(out []treeEntry, parent *elem, x *mdx.Expression) []treeEntry {
	if x.IsComment() {
		return out
	}
	v, ok := tr.p.scope.evalAt(x.Start)
	if !ok {
		return out
	}
	var add func(v any)
	add = func(v any) {
		switch v := v.(type) {
		case *elem:
			out = tr.treeElem(out, parent, v)
		case []any:
			for _, x := range v {
				add(x)
			}
		case *nodeList:
			out = append(out, tr.treeEntries(parent, v.nodes)...)
		case nil, bool:
		default:
			if s := strings.TrimSpace(plainOf(v)); s != "" {
				tr.treeDropped(parent, x.Start, `text ("`+textPreview(s)+`")`)
			}
		}
	}
	add(v)
	return out
}

// treeElem reads an element inside a tree.
func (tr *treeReader) treeElem(out []treeEntry, parent *elem, el *elem) []treeEntry {
	switch {
	case el.fn == nil && el.snippet == nil && (el.name == "Tree.Folder" || el.name == "FileTree.Folder"):
		return append(out, tr.treeFolderEntry(el))
	case el.fn == nil && el.snippet == nil && (el.name == "Tree.File" || el.name == "FileTree.File"):
		return append(out, tr.treeFileEntry(el))
	case el.name == "" && el.fn == nil && el.snippet == nil:
		return append(out, tr.treeEntries(parent, el.kids)...) // a fragment
	}
	off := el.off
	if el.fr != parent.fr {
		off = parent.off
	}
	tr.treeDropped(parent, off, "<"+el.name+">")
	return out
}

func (tr *treeReader) treeFolderEntry(el *elem) treeEntry {
	name := strings.TrimSpace(tr.p.props.propString(el, "name"))
	if name == "" {
		tr.p.props.propWarn(el, `add name="…"`, "<%s> needs a name", el.name)
	}
	t := treeEntry{name: name, folder: true, e: el,
		open:      el.flag("defaultOpen", false),
		openable:  el.flag("openable", true),
		highlight: el.flag("highlight", false),
		comment:   strings.TrimSpace(el.str("comment"))}
	t.kids = tr.treeEntries(el, el.kids)
	return t
}

func (tr *treeReader) treeFileEntry(el *elem) treeEntry {
	name := strings.TrimSpace(tr.p.props.propString(el, "name"))
	if name == "" {
		tr.p.props.propWarn(el, `add name="…"`, "<%s> needs a name", el.name)
	}
	if len(el.kids) > 0 && !blankKids(tr.p, el) {
		tr.p.props.propWarn(el, "use <Tree.Folder> for an entry that holds others", "<%s> holds content, which is not shown", el.name)
	}
	return treeEntry{name: name, e: el, highlight: el.flag("highlight", false), comment: strings.TrimSpace(el.str("comment"))}
}

// treeList reads a nested Markdown list: an item whose text ends in "/"
// or that holds a list is a folder, shown open.
func (tr *treeReader) treeList(l *ast.List) []treeEntry {
	var out []treeEntry
	for item := l.FirstChild(); item != nil; item = item.NextSibling() {
		var name strings.Builder
		var nested *ast.List
		for c := item.FirstChild(); c != nil; c = c.NextSibling() {
			if sub, ok := c.(*ast.List); ok {
				if nested == nil {
					nested = sub
				}
				continue
			}
			name.WriteString(tr.p.inlineText(c, nil))
		}
		s := strings.TrimSpace(name.String())
		t := treeEntry{name: strings.TrimRight(s, "/"), folder: strings.HasSuffix(s, "/") || nested != nil}
		if t.folder {
			t.open, t.openable = true, true
		}
		if nested != nil {
			t.kids = tr.treeList(nested)
		}
		out = append(out, t)
	}
	return out
}

// treeDropped reports a child a tree leaves out.
func (tr *treeReader) treeDropped(parent *elem, off int, what string) {
	tr.p.atElem(parent, func() {
		tr.p.warnf(off, "component-child", "write a nested Markdown list, or <Tree.Folder> and <Tree.File>",
			"%s cannot be a child of <%s> and is left out", what, parent.name)
	})
}

// describeTreeNode names a node in a message, as Mintlify does.
func describeTreeNode(p *page, n ast.Node) string {
	s := collapseSpace(p.inlineText(n, nil))
	if s == "" {
		return "a " + strings.ToLower(n.Kind().String())
	}
	return `text ("` + textPreview(s) + `")`
}

// textPreview shortens text for a message.
func textPreview(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

// nodeStart returns the offset where a node's text starts, or def.
func nodeStart(n ast.Node, def int) int {
	lo := -1
	ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering || lo >= 0 {
			return ast.WalkStop, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			lo = c.Segment.Start
		case *mdx.JSXBlock:
			lo = c.Start
		case *mdx.JSXInline:
			lo = c.Start
		default:
			if c.Type() == ast.TypeBlock && c.Lines().Len() > 0 {
				lo = c.Lines().At(0).Start
			}
		}
		return ast.WalkContinue, nil
	})
	if lo < 0 {
		return def
	}
	return lo
}

// renderTree renders <Tree> (or <FileTree>): nested lists of folders and
// files. A folder is a <details>, so it opens without a script;
// inline.js adds the tree's keyboard (arrows, Home, End, *, type-ahead)
// and its ARIA roles.
func renderTree(p *page, w *writer, e *elem) {
	entries := p.tree.treeEntries(e, e.kids)
	startRoot(w, e, "div", "tree")
	attr(w, "style", inlineStyle(e))
	w.WriteString(">")
	writeTreeList(p, w, entries)
	w.WriteString("</div>\n")
	p.outline.plain("\n")
}

// renderTreeItem renders a folder or file outside a tree as a tree of
// one.
func renderTreeItem(p *page, w *writer, e *elem) {
	var t treeEntry
	if strings.HasSuffix(e.name, ".Folder") {
		t = p.tree.treeFolderEntry(e)
	} else {
		t = p.tree.treeFileEntry(e)
	}
	w.WriteString(`<div class="tree" data-component-name="tree">`)
	writeTreeList(p, w, []treeEntry{t})
	w.WriteString("</div>\n")
	p.outline.plain("\n")
}

func writeTreeList(p *page, w *writer, entries []treeEntry) {
	w.WriteString(`<ul class="tree-list">`)
	for i := range entries {
		writeTreeEntry(p, w, &entries[i])
	}
	w.WriteString("</ul>")
}

func writeTreeEntry(p *page, w *writer, t *treeEntry) {
	kind := "tree-file"
	if t.folder {
		kind = "tree-folder"
	}
	w.WriteString(`<li class="` + kind)
	if t.highlight {
		w.WriteString(" tree-highlight")
	}
	if t.e != nil {
		if cn := stringOf(propOf(t.e, "className")); cn != "" {
			w.WriteByte(' ')
			escape(w, cn)
		}
	}
	w.WriteString(`" data-component-name="` + kind + `"`)
	if t.highlight {
		w.WriteString(" data-highlight")
	}
	w.WriteString(">")
	// The icons are drawn by CSS (a mask), which keeps long trees light.
	label := func() {
		w.WriteString(`<span class="tree-icon" aria-hidden="true"></span><span class="tree-name">`)
		p.textOut(w, t.name)
		w.WriteString(`</span>`)
		if t.comment != "" {
			w.WriteString(` <span class="tree-comment">`)
			p.outline.plain(" ")
			p.textOut(w, t.comment)
			w.WriteString(`</span>`)
		}
		p.outline.plain("\n")
	}
	switch {
	case !t.folder:
		w.WriteString(`<span class="tree-item tree-file-name">`)
		label()
		w.WriteString(`</span>`)
	case t.openable:
		w.WriteString(`<details class="tree-details"`)
		if t.open {
			w.WriteString(" open")
		}
		w.WriteString(`><summary class="tree-item tree-folder-name">`)
		label()
		w.WriteString(`</summary>`)
		writeTreeList(p, w, t.kids)
		w.WriteString(`</details>`)
	default:
		// A folder the reader cannot open or close stays as it is set.
		w.WriteString(`<span class="tree-item tree-folder-name tree-static"`)
		if t.open {
			w.WriteString(" data-open")
		}
		w.WriteString(">")
		label()
		w.WriteString(`</span>`)
		if t.open {
			writeTreeList(p, w, t.kids)
		}
	}
	w.WriteString("</li>")
}

// mdTree writes a tree as a nested list, folders ending in "/".
func mdTree(p *page, e *elem) string {
	var entries []treeEntry
	switch e.name {
	case "Tree", "FileTree":
		entries = p.tree.treeEntries(e, e.kids)
	case "Tree.Folder", "FileTree.Folder":
		entries = []treeEntry{p.tree.treeFolderEntry(e)}
	default:
		entries = []treeEntry{p.tree.treeFileEntry(e)}
	}
	var b strings.Builder
	var write func(ts []treeEntry, indent string)
	write = func(ts []treeEntry, indent string) {
		for _, t := range ts {
			if t.name == "" && len(t.kids) == 0 {
				continue
			}
			b.WriteString(indent + "- " + t.name)
			if t.folder {
				b.WriteString("/")
			}
			if t.comment != "" {
				b.WriteString(" — " + t.comment)
			}
			b.WriteString("\n")
			if t.folder && (t.openable || t.open) {
				write(t.kids, indent+"  ")
			}
		}
	}
	write(entries, "")
	return strings.TrimRight(b.String(), "\n")
}

// --- GitHub.Repo ---

// githubRepo reads the repo prop: "owner/name", or a GitHub URL.
func githubRepo(s string) (owner, name string, ok bool) {
	s = strings.TrimSpace(s)
	for _, pre := range []string{"https://", "http://"} {
		if rest, found := strings.CutPrefix(strings.ToLower(s), pre); found {
			s = s[len(s)-len(rest):]
			break
		}
	}
	if rest, found := strings.CutPrefix(strings.ToLower(s), "www."); found {
		s = s[len(s)-len(rest):]
	}
	if rest, found := strings.CutPrefix(strings.ToLower(s), "github.com/"); found {
		s = s[len(s)-len(rest):]
	}
	s = strings.TrimSuffix(strings.TrimSuffix(s, "/"), ".git")
	parts := strings.Split(s, "/")
	if len(parts) < 2 {
		return "", "", false
	}
	owner, name = parts[0], strings.TrimSuffix(parts[1], ".git")
	if i := strings.IndexAny(name, "?#"); i >= 0 {
		name = name[:i]
	}
	if !githubName(owner) || !githubName(name) {
		return "", "", false
	}
	return owner, name, true
}

// githubName reports whether s can be a GitHub user or repository name.
func githubName(s string) bool {
	if s == "" || len(s) > 100 || s == "." || s == ".." {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '_' || c == '.') {
			return false
		}
	}
	return true
}

// renderGitHubRepo renders <GitHub.Repo repo="owner/name">: a card that
// links to the repository. Mintlify also fetches its description, stars
// and forks from GitHub's API in the reader's browser; Folio renders
// offline, so the card shows what the page says: owner and name.
func renderGitHubRepo(p *page, w *writer, e *elem) {
	raw := strings.TrimSpace(e.str("repo"))
	owner, name, ok := githubRepo(raw)
	if !ok {
		if raw == "" {
			p.props.propWarn(e, `add repo="owner/name"`, "<%s> needs a repo", e.name)
		} else {
			p.props.propWarn(e, `write repo="owner/name" or a https://github.com/owner/name URL`, "<%s> has a repo that is not a GitHub repository: %q", e.name, raw)
		}
		return
	}
	variant := strings.ToLower(strings.TrimSpace(e.str("variant")))
	switch variant {
	case "inset", "flat":
	case "":
		variant = "inset"
	default:
		p.props.propWarn(e, "use inset or flat", "<%s> has an unknown variant %q", e.name, e.str("variant"))
		variant = "inset"
	}
	url := "https://github.com/" + owner + "/" + name
	startRoot(w, e, "a", "github-repo", "github-repo-"+variant)
	writeHref(w, url)
	w.WriteString(` target="_blank" rel="noreferrer" data-repo="`)
	escape(w, owner+"/"+name)
	w.WriteString(`"><span class="github-repo-inner"><span class="github-repo-mark" aria-hidden="true">`)
	w.WriteString(p.icons.icon("github", "brands", "fontawesome", "github-repo-mark-svg", 0))
	w.WriteString(`</span><span class="github-repo-text"><span class="github-repo-slug"><span class="github-repo-owner">`)
	p.textOut(w, owner)
	w.WriteString(`</span><span class="github-repo-sep">/</span><span class="github-repo-name">`)
	p.outline.plain("/")
	p.textOut(w, name)
	w.WriteString(`</span></span> <span class="github-repo-host">github.com</span></span><span class="github-repo-arrow" aria-hidden="true">` +
		svgArrowUR + `</span></span></a>` + "\n")
	p.outline.plain("\n")
}

func mdGitHubRepo(p *page, e *elem) string {
	owner, name, ok := githubRepo(e.str("repo"))
	if !ok {
		return ""
	}
	return "[" + owner + "/" + name + "](https://github.com/" + owner + "/" + name + ")"
}

// --- Snippet ---

// snippetTag finds the file of a legacy <Snippet file="…"/>: in the
// _snippets folder, where Mintlify kept them, or in snippets.
func (p *page) snippetTag(e *elem) *elem {
	name := strings.TrimSpace(e.str("file"))
	name = strings.TrimPrefix(name, "/")
	if name == "" {
		p.props.propWarn(e, `add file="name.mdx"`, "<Snippet> needs a file")
		return nil
	}
	var err error
	for _, dir := range []string{"_snippets/", "snippets/"} {
		var sf *file
		if sf, err = p.scope.snippet(dir + name); err == nil {
			p.deps[sf.name] = true
			return &elem{name: e.name, props: jsrt.NewObject(), fr: e.fr, off: e.off, snippet: sf}
		}
	}
	if !p.quiet {
		p.atElem(e, func() {
			msg := describeReadError(err)
			if err != errNoFiles {
				msg = "there is no _snippets/" + name + " or snippets/" + name
			}
			p.warnf(e.off, "snippet-missing", "check the file name; it is read from the _snippets or snippets folder",
				"cannot show the snippet %q: %s, so it shows nothing", name, msg)
		})
	}
	return nil
}

// renderSnippetTag renders <Snippet file="name.mdx"/>: the snippet's
// content in place, as Mintlify injects it.
func renderSnippetTag(p *page, w *writer, e *elem) {
	if s := p.snippetTag(e); s != nil {
		p.scope.renderSnippet(w, s)
	}
}

func mdSnippetTag(p *page, e *elem) string {
	if s := p.snippetTag(e); s != nil {
		return p.mdw.mdElem(s)
	}
	return ""
}

// --- text written between tags ---

// writtenText returns what an element's children say as text, for
// components that take code or TeX as children: the strings JavaScript
// gave as they are, or the source between the tags as written, with the
// blank lines around it and its indentation taken off and expressions
// put in by value.
func (p *page) writtenText(e *elem) string {
	var b strings.Builder
	var run []mdNode
	flush := func() {
		if len(run) > 0 {
			b.WriteString(dedent(p.sourceBetween(e, run)))
			run = run[:0]
		}
	}
	var walk func(ns []node)
	walk = func(ns []node) {
		for _, k := range ns {
			switch k := k.(type) {
			case mdNode:
				if len(run) > 0 && run[0].fr != k.fr {
					flush()
				}
				run = append(run, k)
			case textNode:
				flush()
				b.WriteString(string(k))
			case *nodeList:
				flush()
				walk(k.nodes)
			case *elem:
				flush()
				walk(k.kids)
			}
		}
	}
	walk(e.kids)
	flush()
	return b.String()
}

// sourceBetween returns the source of children written in one file, from
// the end of e's opening tag to its closing tag.
func (p *page) sourceBetween(e *elem, run []mdNode) string {
	fr := run[0].fr
	src := fr.f.data
	lo, hi := len(src), -1
	type hole struct {
		start, end int
		x          *mdx.Expression
	}
	var holes []hole
	for _, k := range run {
		ast.Walk(k.n, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if !entering {
				return ast.WalkContinue, nil
			}
			span := func(a, b int) {
				lo, hi = min(lo, a), max(hi, b)
			}
			var x *mdx.Expression
			switch n := n.(type) {
			case *ast.Text:
				span(n.Segment.Start, n.Segment.Stop)
			case *mdx.JSXBlock:
				span(n.Start, n.Start+1)
			case *mdx.JSXInline:
				span(n.Start, n.Start+1)
			case *mdx.ExprBlock:
				x = &n.Expression
			case *mdx.ExprInline:
				x = &n.Expression
			case *mdx.MathInline:
				span(n.Start, n.Start+1)
			case *mdx.MathBlock:
				span(n.Start, n.Start+1)
			case *mdx.Variable:
				span(n.Start, n.End)
			default:
				if n.Type() == ast.TypeBlock {
					lines := n.Lines()
					for i := 0; i < lines.Len(); i++ {
						s := lines.At(i)
						span(s.Start, s.Stop)
					}
				}
			}
			if x != nil && x.Start >= 0 && x.Start < len(src) {
				end := x.Start + len(x.Code) + 2
				if src[x.Start] == '<' { // an HTML comment
					if i := bytes.Index(src[x.Start:], []byte("-->")); i >= 0 {
						end = x.Start + i + 3
					}
				}
				end = min(end, len(src))
				span(x.Start, end)
				holes = append(holes, hole{x.Start, end, x})
				return ast.WalkSkipChildren, nil
			}
			return ast.WalkContinue, nil
		})
	}
	if hi < 0 {
		return ""
	}
	// From the end of the opening tag to the closing tag, when the
	// element is written in this file (not made by JavaScript).
	if e.fr == fr && e.off >= 0 && e.off < lo && writtenTag(src[e.off:], e.name) {
		if end, ok := mdx.TagEnd(src, e.off); ok && end <= lo {
			lo = end
		}
		if i := bytes.Index(src[hi:], []byte("</"+e.name)); i >= 0 {
			hi += i
		}
	}
	var b strings.Builder
	pos := lo
	saved := p.frame
	p.frame = fr
	for _, h := range holes {
		if h.start < pos || h.end > hi {
			continue
		}
		b.Write(src[pos:h.start])
		if !h.x.IsComment() && src[h.start] == '{' {
			if v, ok := p.scope.evalAt(h.start); ok {
				b.WriteString(textValue(v))
			}
		}
		pos = h.end
	}
	p.frame = saved
	b.Write(src[pos:hi])
	return b.String()
}

// writtenTag reports whether src starts with the opening tag of name.
func writtenTag(src []byte, name string) bool {
	if len(src) < len(name)+2 || src[0] != '<' || string(src[1:1+len(name)]) != name {
		return false
	}
	switch src[1+len(name)] {
	case ' ', '\t', '\n', '\r', '>', '/':
		return true
	}
	return false
}

// textValue returns the text a value gives as a child.
func textValue(v any) string {
	switch v := v.(type) {
	case textNode:
		return string(v)
	case []any:
		var b strings.Builder
		for _, x := range v {
			b.WriteString(textValue(x))
		}
		return b.String()
	}
	return plainOf(v)
}

// dedent drops the blank lines around s and the indentation its lines
// share.
func dedent(s string) string {
	lines := strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	for len(lines) > 0 && strings.TrimSpace(lines[0]) == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	indent := -1
	for i, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		n := len(l) - len(strings.TrimLeft(l, " \t"))
		if i == 0 && n == 0 && len(lines) > 1 {
			continue // the first line starts right after the tag
		}
		if indent < 0 || n < indent {
			indent = n
		}
	}
	for i, l := range lines {
		if indent > 0 {
			n := len(l) - len(strings.TrimLeft(l, " \t"))
			lines[i] = l[min(n, indent):]
		}
		lines[i] = strings.TrimRight(lines[i], " \t")
	}
	return strings.Join(lines, "\n")
}
