package content

import (
	"slices"
	"strings"

	"github.com/yuin/goldmark/ast"

	"github.com/foliodocs/folio/internal/jsrt"
)

// Lowercase JSX elements are HTML (or SVG) written the React way:
// className, htmlFor, style={{…}}, camelCase SVG attributes. They render
// as the HTML React would produce, without event handlers.

// voidElements have no closing tag.
var voidElements = map[string]bool{
	"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true, "input": true,
	"link": true, "meta": true, "source": true, "track": true, "wbr": true, "param": true,
}

// rawTextElements hold text that is not escaped (React writes their
// string children as they are).
var rawTextElements = map[string]bool{"script": true, "style": true}

// htmlWriter renders lowercase elements, as HTML or, inside <svg>, as
// SVG with React's attribute names.
type htmlWriter struct {
	p     *page
	inSVG int // nesting of <svg> elements being written
	// selected holds the values of the <select> being written, whose
	// options with one of them are written selected; nil outside one.
	selected []string
}

// htmlElement renders a lowercase element.
func (hw *htmlWriter) htmlElement(w *writer, e *elem) {
	name := e.name
	if !validTagName(name) {
		hw.p.atElem(e, func() { hw.p.warnf(e.off, "mdx-html", "", "<%s> is not a valid element name", name) })
		hw.p.kids(w, e)
		return
	}
	switch name {
	case "h1", "h2", "h3", "h4", "h5", "h6":
		hw.htmlHeading(w, e)
		return
	case "img", "video", "source", "iframe", "audio":
		hw.p.links.checkMedia(e)
		if name == "video" && !e.inline {
			autoplayDefaults(e)
		}
	case "a":
		hw.p.links.checkLinkProp(e, "href")
	}
	var text string // a <textarea>'s value, its content
	switch name {
	case "input", "textarea":
		saved := e.props
		e.props, text = formDefaults(name, saved)
		defer func() { e.props = saved }()
	case "select":
		saved, outer := e.props, hw.selected
		e.props, hw.selected = selectValues(saved)
		defer func() { e.props, hw.selected = saved, outer }()
	case "option":
		if hw.selected != nil && optionSelected(e, hw.selected) {
			saved := e.props
			e.props = saved.Clone()
			e.props.Set("selected", true)
			defer func() { e.props = saved }()
		}
	}
	w.WriteString("<" + name)
	inner := hw.htmlAttrs(w, e, name == "svg" || hw.inSVG > 0)
	if name == "textarea" && inner == "" && text != "" {
		w.WriteString(">")
		escape(w, text)
		w.WriteString("</textarea>")
		return
	}
	if hw.p.tiles == 0 && zoomable(e) {
		w.WriteString(" data-zoom")
	}
	if voidElements[name] {
		w.WriteString(">")
		return
	}
	w.WriteString(">")
	switch {
	case inner != "":
		w.WriteString(inner)
	case rawTextElements[name]:
		hw.rawText(w, e)
	case name == "a":
		// Links do not nest: the browser would end this one where an
		// inner one starts and leave the rest outside. Its inner links
		// (a heading's anchor, a Markdown link) become spans, as in a
		// linked card.
		start := w.Len()
		hw.p.kids(w, e)
		s := w.from(start)
		w.truncate(start)
		w.WriteString(stripLinks(s))
	default:
		if name == "svg" {
			hw.inSVG++
			hw.p.kids(w, e)
			hw.inSVG--
		} else {
			hw.p.kids(w, e)
		}
	}
	w.WriteString("</" + name + ">")
	if blockHTML(name) {
		hw.p.outline.plain("\n")
	}
}

// formDefaults gives the props of an <input> or <textarea> as React's
// server rendering writes them: an uncontrolled field's defaultValue and
// defaultChecked become its value and checked (value and checked win
// when both are given), and a textarea's value is its content, returned
// apart.
func formDefaults(name string, props *jsrt.Object) (*jsrt.Object, string) {
	out := jsrt.NewObject()
	for k, v := range props.All() {
		if k != "defaultValue" && k != "defaultChecked" && !(name == "textarea" && k == "value") {
			out.Set(k, v)
		}
	}
	value, hasValue := props.Get("value")
	if !hasValue || value == nil {
		value, hasValue = props.Get("defaultValue")
	}
	if name == "input" {
		if c, ok := props.Get("checked"); (!ok || c == nil) && props.Val("defaultChecked") != nil {
			out.Set("checked", props.Val("defaultChecked"))
		}
		if hasValue && value != nil {
			out.Set("value", value)
		}
		return out, ""
	}
	if !hasValue || value == nil {
		return out, ""
	}
	return out, stringOf(value)
}

// selectValues splits a <select>'s value (or defaultValue), which React
// writes by marking the options that carry it selected, from its other
// props. The values are empty but not nil inside a select without one.
func selectValues(props *jsrt.Object) (*jsrt.Object, []string) {
	out := jsrt.NewObject()
	for k, v := range props.All() {
		if k != "value" && k != "defaultValue" {
			out.Set(k, v)
		}
	}
	v := props.Val("value")
	if v == nil {
		v = props.Val("defaultValue")
	}
	vals := []string{}
	switch v := v.(type) {
	case nil:
	case []any:
		for _, x := range v {
			vals = append(vals, stringOf(x))
		}
	default:
		vals = append(vals, stringOf(v))
	}
	return out, vals
}

// optionSelected reports whether an <option>'s value, or else its text,
// is one of vals.
func optionSelected(e *elem, vals []string) bool {
	var v string
	if pv := e.props.Val("value"); pv != nil {
		v = stringOf(pv)
	} else {
		var b strings.Builder
		for _, k := range e.kids {
			t, ok := k.(textNode)
			if !ok {
				return false
			}
			b.WriteString(string(t))
		}
		v = b.String()
	}
	return slices.Contains(vals, v)
}

// zoomable reports whether an image written as JSX enlarges with a click,
// as Mintlify's rehypeZoomImages makes it: an <img>, <picture> or
// <figure> standing as a block, unless it says noZoom or is in a <Tile>.
// (Inside a link the components' script leaves it alone.)
func zoomable(e *elem) bool {
	switch e.name {
	case "img", "picture", "figure":
		_, no := e.props.Get("noZoom")
		return !e.inline && !no
	}
	return false
}

// autoplayDefaults gives a <video autoPlay> standing as a block what
// browsers ask of a video that plays by itself, as Mintlify's remarkVideo
// does: muted (else it does not start), inline on phones, and looping; an
// attribute the author wrote, whatever its value, is kept.
func autoplayDefaults(e *elem) {
	if _, ok := e.props.Get("autoPlay"); !ok {
		return
	}
	for _, a := range []string{"playsInline", "loop", "muted"} {
		if _, ok := e.props.Get(a); !ok {
			e.props.Set(a, true)
		}
	}
}

// rawText writes the text children of <script> and <style> unescaped,
// keeping their end tag out.
func (hw *htmlWriter) rawText(w *writer, e *elem) {
	var b strings.Builder
	var collect func(ns []node)
	collect = func(ns []node) {
		for _, k := range ns {
			switch k := k.(type) {
			case textNode:
				b.WriteString(string(k))
			case mdNode:
				saved := hw.p.frame
				hw.p.frame = k.fr
				var sub writer
				hw.p.node(&sub, k.n)
				hw.p.frame = saved
				b.Write(sub.b)
			case *nodeList:
				collect(k.nodes)
			}
		}
	}
	collect(e.kids)
	s := b.String()
	s = strings.ReplaceAll(s, "</"+e.name, `<\/`+e.name)
	w.WriteString(s)
}

// htmlHeading renders <h2> and its kin written as JSX: with an id (its
// own or one from its text) and a place in the outline, when the page's
// MDX holds them.
func (hw *htmlWriter) htmlHeading(w *writer, e *elem) {
	level := int(e.name[1] - '0')
	var sub writer
	saved := hw.p.outline.text.Len()
	hw.p.nodes(&sub, headingKids(e.kids))
	text := string(collapseInPlace(hw.p.outline.text.from(saved))) // dropped next
	hw.p.outline.truncateText(saved)
	// One JavaScript made is not in the table of contents and has no
	// anchor (Mintlify leaves headings of custom components out).
	plain := hw.p.plainHeading(level) || e.fromJS
	id := e.str("id")
	switch {
	case plain:
		if id != "" {
			hw.p.outline.claimID(id)
		}
	default:
		id = hw.p.outline.headingID(id, text)
	}
	if plain || !hw.p.outline.recordHeading(level, id, text) {
		hw.p.outline.plain(text + "\n")
	}
	writeHeadingStart(w, level, id)
	hw.htmlAttrsExcept(w, e, "id", "noAnchor")
	if !e.has("className") {
		w.WriteString(` class="heading"`)
	}
	w.WriteString(">")
	if !plain && !e.has("noAnchor") {
		writeAnchor(w, id)
	}
	w.Write(sub.b)
	hw.p.closeHeading(w, level)
}

// headingKids unwraps the paragraphs of a heading written over several
// lines (<h2>\n  Title\n</h2>): a heading holds text, not paragraphs.
func headingKids(kids []node) []node {
	var out []node
	for _, k := range kids {
		if m, ok := k.(mdNode); ok {
			if para, ok := m.n.(*ast.Paragraph); ok {
				if len(out) > 0 {
					out = append(out, textNode(" "))
				}
				for c := para.FirstChild(); c != nil; c = c.NextSibling() {
					out = append(out, mdNode{c, m.fr})
				}
				continue
			}
		}
		out = append(out, k)
	}
	return out
}

// htmlAttrsExcept writes the attributes of e other than those named.
func (hw *htmlWriter) htmlAttrsExcept(w *writer, e *elem, skip ...string) {
	saved := e.props
	e.props = jsrt.NewObject()
	for k, val := range saved.All() {
		if !contains(skip, k) {
			e.props.Set(k, val)
		}
	}
	hw.htmlAttrs(w, e, false)
	e.props = saved
}

// validTagName reports whether name is a tag HTML can carry.
func validTagName(name string) bool {
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || i > 0 && c == ':') {
			return false
		}
	}
	return true
}

// htmlAttrs writes e's props as HTML attributes and returns the inner
// HTML set by dangerouslySetInnerHTML, if any.
func (hw *htmlWriter) htmlAttrs(w *writer, e *elem, svg bool) string {
	inner := ""
	for k, v := range e.props.All() {
		switch {
		case k == "dangerouslySetInnerHTML":
			if o, ok := v.(*jsrt.Object); ok {
				inner = stringOf(o.Val("__html"))
			}
			continue
		case k == "key" || k == "ref" || k == "children" || k == "noZoom" ||
			k == "suppressHydrationWarning" || k == "suppressContentEditableWarning":
			continue // noZoom is Mintlify's, for zoomable; the others React's own
		case len(k) > 2 && strings.HasPrefix(k, "on") && k[2] >= 'A' && k[2] <= 'Z':
			continue // event handlers do nothing without React
		}
		name := attrName(k, svg)
		if name == "" {
			continue
		}
		var val string
		switch v := v.(type) {
		case nil:
			continue
		case bool:
			if !v {
				if strings.HasPrefix(name, "aria-") || strings.HasPrefix(name, "data-") {
					val = "false"
					break
				}
				continue
			}
			if strings.HasPrefix(name, "aria-") || strings.HasPrefix(name, "data-") {
				val = "true"
				break
			}
			w.WriteString(" " + name)
			if !booleanAttr(name) {
				w.WriteString(`=""`)
			}
			continue
		case *jsrt.Object:
			if name != "style" {
				continue
			}
			val = styleString(v)
		case *elem, *jsFunc, *nodeList:
			continue
		default:
			val = stringOf(v)
		}
		if (name == "href" || name == "src" || name == "action" || name == "formaction" || name == "xlink:href") && dangerousURL(val) {
			continue
		}
		w.WriteString(" " + name + `="`)
		escape(w, val)
		w.WriteString(`"`)
	}
	return inner
}

// booleanAttr lists HTML's boolean attributes, written without a value.
func booleanAttr(name string) bool {
	switch name {
	case "allowfullscreen", "async", "autofocus", "autoplay", "checked", "controls", "default", "defer", "disabled",
		"formnovalidate", "hidden", "inert", "ismap", "itemscope", "loop", "multiple", "muted", "nomodule", "novalidate",
		"open", "playsinline", "readonly", "required", "reversed", "selected":
		return true
	}
	return false
}

// dangerousURL reports whether a URL would run script.
func dangerousURL(u string) bool {
	s := strings.ToLower(strings.TrimSpace(u))
	s = strings.Map(func(r rune) rune {
		if r < ' ' {
			return -1
		}
		return r
	}, s)
	return strings.HasPrefix(s, "javascript:") || strings.HasPrefix(s, "vbscript:") ||
		strings.HasPrefix(s, "data:") && !strings.HasPrefix(s, "data:image/")
}

// reactAttrs are React prop names that differ from their HTML attribute.
var reactAttrs = map[string]string{
	"className": "class", "htmlFor": "for", "httpEquiv": "http-equiv", "acceptCharset": "accept-charset",
	"xlinkHref": "xlink:href", "xlinkTitle": "xlink:title", "xmlLang": "xml:lang", "xmlSpace": "xml:space",
	"xmlnsXlink": "xmlns:xlink", "xlinkActuate": "xlink:actuate", "xlinkArcrole": "xlink:arcrole",
	"xlinkRole": "xlink:role", "xlinkShow": "xlink:show", "xlinkType": "xlink:type", "xmlBase": "xml:base",
}

// svgCamel are SVG attributes that are camelCase in SVG itself.
var svgCamel = map[string]bool{
	"viewBox": true, "preserveAspectRatio": true, "gradientUnits": true, "gradientTransform": true,
	"patternUnits": true, "patternContentUnits": true, "patternTransform": true, "clipPathUnits": true,
	"maskUnits": true, "maskContentUnits": true, "markerWidth": true, "markerHeight": true, "markerUnits": true,
	"refX": true, "refY": true, "stdDeviation": true, "baseFrequency": true, "numOctaves": true,
	"kernelMatrix": true, "filterUnits": true, "primitiveUnits": true, "spreadMethod": true, "startOffset": true,
	"textLength": true, "lengthAdjust": true, "pathLength": true, "tableValues": true, "diffuseConstant": true,
	"specularExponent": true, "specularConstant": true, "surfaceScale": true, "xChannelSelector": true,
	"yChannelSelector": true, "edgeMode": true, "kernelUnitLength": true, "limitingConeAngle": true,
	"pointsAtX": true, "pointsAtY": true, "pointsAtZ": true, "attributeName": true, "attributeType": true,
	"calcMode": true, "keyPoints": true, "keySplines": true, "keyTimes": true, "repeatCount": true,
	"repeatDur": true, "requiredExtensions": true, "systemLanguage": true, "targetX": true, "targetY": true,
	"zoomAndPan": true, "viewTarget": true, "baseProfile": true, "filterRes": true, "glyphRef": true,
}

// attrName maps a React prop name to its HTML attribute, or "" when it
// cannot be one.
func attrName(k string, svg bool) string {
	if n, ok := reactAttrs[k]; ok {
		return n
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == ':' || c == '.') {
			return ""
		}
	}
	if k == "" || strings.HasPrefix(k, "data-") || strings.HasPrefix(k, "aria-") {
		return k
	}
	if svg && !svgCamel[k] && strings.ToLower(k) != k {
		return kebab(k)
	}
	if !svg {
		// HTML attribute names are case-insensitive; React lowercases them.
		return strings.ToLower(k)
	}
	return k
}

// kebab turns camelCase into kebab-case.
func kebab(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			if i > 0 {
				b.WriteByte('-')
			}
			b.WriteByte(c + 'a' - 'A')
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// styleString writes a style object as CSS, with React's rules: camelCase
// to kebab-case, vendor prefixes, px for unitless numbers except on
// properties that take plain numbers.
func styleString(o *jsrt.Object) string {
	var b strings.Builder
	for k, v := range o.All() {
		if v == nil {
			continue
		}
		if _, isBool := v.(bool); isBool {
			continue
		}
		name := k
		if !strings.HasPrefix(k, "--") {
			name = kebab(k)
			if strings.HasPrefix(k, "ms") && len(k) > 2 && k[2] >= 'A' && k[2] <= 'Z' {
				name = "-" + name
			} else if strings.HasPrefix(k, "Webkit") || strings.HasPrefix(k, "Moz") || strings.HasPrefix(k, "O") && len(k) > 1 && k[1] >= 'A' && k[1] <= 'Z' {
				name = "-" + name
			}
		}
		val := stringOf(v)
		if f, ok := v.(float64); ok && f != 0 && !unitlessCSS[k] && !strings.HasPrefix(k, "--") {
			val += "px"
		}
		if strings.ContainsAny(val, "<>") {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(';')
		}
		b.WriteString(name)
		b.WriteByte(':')
		b.WriteString(val)
	}
	return b.String()
}

// unitlessCSS are the properties React leaves plain numbers alone on.
var unitlessCSS = map[string]bool{
	"animationIterationCount": true, "aspectRatio": true, "borderImageOutset": true, "borderImageSlice": true,
	"borderImageWidth": true, "boxFlex": true, "boxFlexGroup": true, "boxOrdinalGroup": true, "columnCount": true,
	"columns": true, "flex": true, "flexGrow": true, "flexPositive": true, "flexShrink": true, "flexNegative": true,
	"flexOrder": true, "gridArea": true, "gridRow": true, "gridRowEnd": true, "gridRowSpan": true,
	"gridRowStart": true, "gridColumn": true, "gridColumnEnd": true, "gridColumnSpan": true, "gridColumnStart": true,
	"fontWeight": true, "lineClamp": true, "lineHeight": true, "opacity": true, "order": true, "orphans": true,
	"scale": true, "tabSize": true, "widows": true, "zIndex": true, "zoom": true, "fillOpacity": true,
	"floodOpacity": true, "stopOpacity": true, "strokeDasharray": true, "strokeDashoffset": true,
	"strokeMiterlimit": true, "strokeOpacity": true, "strokeWidth": true, "WebkitLineClamp": true,
}
