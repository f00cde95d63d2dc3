package content

import (
	"slices"
	"strings"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/frontmatter"
	"github.com/foliodocs/folio/internal/icon"
)

// A component renders an element to HTML, and to Markdown for the page's
// Markdown version. Components write semantic HTML with stable class
// names — the element names Mintlify documents for custom CSS (callout,
// card, steps, …) — that the theme styles; what needs a script (tabs,
// copy buttons) works from data attributes, and reads well without it.
type component struct {
	html func(p *page, w *writer, e *elem)
	// md returns the element as Markdown; nil renders its children.
	md func(p *page, e *elem) string
}

// builtins returns the built-in components by name.
func builtins() map[string]*component {
	m := map[string]*component{}
	registerBuiltins(func(c *component, names ...string) {
		for _, n := range names {
			m[n] = c
		}
	})
	return m
}

func registerBuiltins(add func(*component, ...string)) {
	for _, kind := range []string{"Note", "Tip", "Info", "Warning", "Check", "Danger"} {
		add(calloutOf(strings.ToLower(kind)), kind)
	}
	add(&component{html: renderCallout, md: mdCallout}, "Callout")
	add(&component{html: renderLink, md: mdLink}, "Link")
	registerComponents(add)
}

// ComponentNames returns the names of the built-in components, one list
// per component: its name, then its aliases (Tree, FileTree). Folio's own
// component reference (docs/reference/components.mdx) is checked against
// it, so a new component cannot go undocumented.
func ComponentNames() [][]string {
	var out [][]string
	registerBuiltins(func(_ *component, names ...string) {
		out = append(out, slices.Clone(names))
	})
	return out
}

// IconsFrom adapts an icon set to the renderer.
func IconsFrom(s *icon.Set) IconSet { return iconSet{s} }

type iconSet struct{ s *icon.Set }

// SVG draws the icon from the library asked for, or else from another
// library that has the name (icon.Set.Find), or else a stand-in
// (icon.Set.StandIn).
func (i iconSet) SVG(name, library, style, class string, size int) (string, string, bool) {
	if ic, ok := i.s.Find(name, library, style); ok {
		return ic.SVG(class, size), "", true
	}
	if ic, as, ok := i.s.StandIn(name, library, style); ok {
		return ic.SVG(class, size), as, true
	}
	return "", "", false
}

// iconWriter draws the icons components name: from the site's icon
// library, an image, or an element given as the prop.
type iconWriter struct{ p *page }

// icon returns the HTML of an icon named in a prop: an icon of the
// site's library, or an image when the name is a URL or a path. Unknown
// names are reported once per page.
func (iw *iconWriter) icon(name, style, library, class string, size int) string {
	name = strings.TrimSpace(name)
	if name == "" {
		return ""
	}
	if strings.Contains(name, "/") || strings.HasPrefix(name, "data:image/") {
		if dangerousURL(name) && !strings.HasPrefix(name, "data:image/") {
			return ""
		}
		var w writer
		w.WriteString(`<img class="` + class + `" src="`)
		escape(&w, name)
		w.WriteString(`" alt=""`)
		if size > 0 {
			w.WriteString(` width="` + itoa(size) + `" height="` + itoa(size) + `"`)
		}
		w.WriteString(">")
		return w.String()
	}
	if library == "" {
		library = iw.p.r.opts.IconLibrary
	}
	if iw.p.r.opts.Icons == nil {
		return ""
	}
	svg, as, ok := iw.p.r.opts.Icons.SVG(name, library, style, class, size)
	if !ok || as != "" {
		key := "icon\x00" + library + "\x00" + name
		if !iw.p.reported[key] {
			iw.p.reported[key] = true
			msg, hint := icon.Unknown(name, library, as)
			iw.p.warnf(iw.p.elemOff, "unknown-icon", hint, "%s", msg)
		}
	}
	return svg
}

// checkPageIcon warns, at its key, of a frontmatter icon (the page's
// in the navigation) that no library has, as of an icon in the page.
func (r *Renderer) checkPageIcon(fm *frontmatter.Document, list *diag.List) {
	ic := fm.Meta.Icon
	if ic == nil || r.opts.Icons == nil {
		return
	}
	name := strings.TrimSpace(ic.Name)
	if name == "" || strings.ContainsAny(name, "/.") {
		return // none, or an image
	}
	lib := ic.Library
	if lib == "" {
		lib = r.opts.IconLibrary
	}
	_, as, ok := r.opts.Icons.SVG(name, lib, ic.Style, "", 0)
	if ok && as == "" {
		return
	}
	k, _ := fm.Get("icon")
	msg, hint := icon.Unknown(name, lib, as)
	list.Add(diag.Diagnostic{Severity: diag.Warning, Code: "unknown-icon", Pos: k.Pos, Message: msg, Hint: hint})
}

// elemIcon renders the icon an element names with its icon, iconType and
// iconLibrary props.
func (iw *iconWriter) elemIcon(e *elem, class string, size int) string {
	if v, ok := e.props.Get("icon"); ok {
		if el, ok := v.(*elem); ok {
			// icon={<svg …/>}
			var w writer
			w.WriteString(`<span class="` + class + `">`)
			iw.p.element(&w, el)
			w.WriteString(`</span>`)
			return w.String()
		}
	}
	saved := iw.p.elemOff
	iw.p.elemOff = e.off
	defer func() { iw.p.elemOff = saved }()
	var out string
	iw.p.atElem(e, func() { out = iw.icon(e.str("icon"), e.str("iconType"), e.str("iconLibrary"), class, size) })
	return out
}

// attr writes name="value" escaped, when value is not empty.
func attr(w *writer, name, value string) {
	if value == "" {
		return
	}
	w.WriteString(" " + name + `="`)
	escape(w, value)
	w.WriteString(`"`)
}

// calloutOf returns the component of one callout kind.
func calloutOf(kind string) *component {
	return &component{
		html: func(p *page, w *writer, e *elem) { writeCallout(p, w, e, kind) },
		md:   func(p *page, e *elem) string { return calloutMarkdown(p, e, kind) },
	}
}

// calloutIcons are the default icons of the callouts. Mintlify draws
// them as thin outlines whatever the site's icon library (a note's is an
// exclamation mark in a circle, a danger's one in an octagon), so they
// come from Lucide, whose icons are drawn that way.
var calloutIcons = map[string]string{
	"note": "circle-alert", "info": "info", "tip": "lightbulb", "warning": "triangle-alert",
	"check": "check", "danger": "octagon-alert",
}

// calloutIconLibrary is the library of calloutIcons.
const calloutIconLibrary = "lucide"

// renderCallout renders <Callout>, whose kind comes from its variant.
func renderCallout(p *page, w *writer, e *elem) {
	kind := strings.ToLower(e.str("variant"))
	switch kind {
	case "info", "warning", "note", "tip", "check", "danger":
	default:
		kind = "custom"
	}
	writeCallout(p, w, e, kind)
}

func mdCallout(p *page, e *elem) string {
	return calloutMarkdown(p, e, strings.ToLower(e.str("variant")))
}

// writeCallout renders a callout box.
func writeCallout(p *page, w *writer, e *elem, kind string) {
	w.WriteString(`<aside class="callout callout-` + kind + `"`)
	attr(w, "data-callout", kind)
	if c := e.str("color"); c != "" && safeCSSValue(c) {
		w.WriteString(` style="--callout-color:`)
		escape(w, c)
		w.WriteString(`"`)
	}
	label := e.str("title")
	if label == "" {
		label = calloutLabel(kind)
	}
	w.WriteString(` role="note"`)
	attr(w, "aria-label", label)
	w.WriteString(">")
	ic := ""
	if e.has("icon") {
		ic = p.icons.elemIcon(e, "callout-icon-svg", 0)
	} else if name := calloutIcons[kind]; name != "" {
		ic = p.icons.icon(name, "", calloutIconLibrary, "callout-icon-svg", 0)
	}
	// A custom callout without an icon has no icon column, as on
	// Mintlify: its text starts at the box's edge.
	if ic != "" || e.has("icon") {
		w.WriteString(`<span class="callout-icon" aria-hidden="true">` + ic + `</span>`)
	}
	w.WriteString(`<div class="callout-content">`)
	if t := e.str("title"); t != "" {
		w.WriteString(`<p class="callout-title">`)
		p.textOut(w, t)
		w.WriteString("</p>")
		p.outline.plain("\n")
	}
	p.kids(w, e)
	w.WriteString("</div></aside>\n")
	p.outline.plain("\n")
}

func calloutLabel(kind string) string {
	switch kind {
	case "note":
		return "Note"
	case "tip":
		return "Tip"
	case "info":
		return "Info"
	case "warning":
		return "Warning"
	case "check":
		return "Check"
	case "danger":
		return "Danger"
	}
	return "Callout"
}

// calloutMarkdown writes a callout as a block quote led by its kind.
func calloutMarkdown(p *page, e *elem, kind string) string {
	label := e.str("title")
	if label == "" {
		label = calloutLabel(kind)
	}
	body := p.mdw.mdKids(e)
	return quoteBlock("**" + label + ":** " + body)
}

// safeCSSValue reports whether a prop can go into a style attribute as a
// value: a colour, a length.
func safeCSSValue(s string) bool {
	for _, r := range s {
		switch r {
		case ';', '{', '}', '<', '>', '"', '\\':
			return false
		}
	}
	return !strings.Contains(strings.ToLower(s), "url(") && len(s) < 200
}

// renderLink renders <Link href>, Mintlify's link component: an <a>,
// checked like any local link, opening other sites in a new tab.
func renderLink(p *page, w *writer, e *elem) {
	href := e.str("href")
	p.links.checkLinkProp(e, "href")
	w.WriteString("<a")
	if href != "" && !dangerousURL(href) {
		attr(w, "href", href)
	}
	if cls := e.str("className"); cls != "" {
		attr(w, "class", cls)
	}
	if external(href) || e.str("target") == "_blank" {
		w.WriteString(` target="_blank" rel="noreferrer"`)
	}
	w.WriteString(">")
	p.kids(w, e)
	w.WriteString("</a>")
}

func mdLink(p *page, e *elem) string {
	text := p.mdw.mdKids(e)
	if href := e.str("href"); href != "" && !dangerousURL(href) {
		return "[" + text + "](" + href + ")"
	}
	return text
}
