package content

import (
	"strconv"
	"strings"

	"github.com/foliodocs/folio/internal/apiref"
	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/jsrt"
)

// The API documentation components: parameter and response fields, the
// request and response examples the theme pins beside the text on wide
// screens, CodeBlock for custom React components, and ApiPlayground.

// registerAPI adds its family of components.
func registerAPI(add func(*component, ...string)) {
	add(&component{html: renderParamField, md: mdParamField}, "ParamField", "Param")
	add(&component{html: renderResponseField, md: mdResponseField}, "ResponseField")
	add(&component{html: renderRequestExample, md: mdRequestExample}, "RequestExample")
	add(&component{html: renderResponseExample, md: mdResponseExample}, "ResponseExample")
	add(&component{html: renderCodeBlockComponent, md: mdCodeBlockComponent}, "CodeBlock")
	add(&component{html: renderAPIPlayground, md: func(*page, *elem) string { return "" }}, "ApiPlayground")
}

// --- ParamField and ResponseField ---

// paramLocations are where a parameter goes, in the order Mintlify reads
// them: the prop's value is the parameter's name.
var paramLocations = [...]string{"query", "path", "body", "header"}

// field is what a field shows.
type field struct {
	name, location, typ  string
	def                  string // the default, as text; "" when there is none
	required, deprecated bool
	pre, post            []string
}

// readField reads the props of a ParamField or ResponseField. Mintlify's
// fields take every prop as optional (a field without a name is its
// description alone, as for a response that is one value), so nothing
// missing is warned about.
func (p *page) readField(e *elem, response bool) field {
	var f field
	if response {
		f.name = strings.TrimSpace(p.props.propString(e, "name"))
	} else {
		for _, l := range paramLocations {
			if s := strings.TrimSpace(p.props.propString(e, l)); s != "" {
				f.name, f.location = s, l
				break
			}
		}
	}
	if f.name == "" {
		// The other kind's way of naming works too, though undocumented.
		if response {
			for _, l := range paramLocations {
				if s := strings.TrimSpace(p.props.propString(e, l)); s != "" {
					f.name = s
					break
				}
			}
		} else {
			f.name = strings.TrimSpace(p.props.propString(e, "name"))
		}
	}
	f.typ = strings.TrimSpace(p.props.propString(e, "type"))
	if v, ok := e.props.Get("default"); ok {
		f.def = valueText(v)
	}
	f.required = e.flag("required", false)
	f.deprecated = e.flag("deprecated", false)
	f.pre = e.strs("pre")
	f.post = e.strs("post")
	return f
}

// valueText writes a prop's value as a reader reads it: strings as they
// are, other values as JSON.
func valueText(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case string:
		if v == "" {
			return `""` // shown, as Mintlify's field shows it
		}
		return v
	case float64, bool:
		return stringOf(v)
	case []any, *jsrt.Object:
		var b strings.Builder
		writeJSON(&b, v, 0)
		return b.String()
	}
	return ""
}

// writeJSON writes a value as compact JSON.
func writeJSON(b *strings.Builder, v any, depth int) {
	if depth > 20 {
		b.WriteString("…")
		return
	}
	switch v := v.(type) {
	case nil:
		b.WriteString("null")
	case string:
		b.WriteString(strconv.Quote(v))
	case float64:
		b.WriteString(jsrt.FormatNumber(v))
	case bool:
		b.WriteString(strconv.FormatBool(v))
	case []any:
		b.WriteByte('[')
		for i, x := range v {
			if i > 0 {
				b.WriteString(", ")
			}
			writeJSON(b, x, depth+1)
		}
		b.WriteByte(']')
	case *jsrt.Object:
		b.WriteByte('{')
		first := true
		for k, x := range v.All() {
			if !first {
				b.WriteString(", ")
			}
			first = false
			b.WriteString(strconv.Quote(k) + ": ")
			writeJSON(b, x, depth+1)
		}
		b.WriteByte('}')
	default:
		b.WriteString("null")
	}
}

func renderParamField(p *page, w *writer, e *elem)    { renderField(p, w, e, false) }
func renderResponseField(p *page, w *writer, e *elem) { renderField(p, w, e, true) }

// renderField renders a ParamField or ResponseField in apiref's markup:
// a head with the name (a link to the field's own anchor), labels, the
// type, the default and the required and deprecated marks, then the
// description, which may hold an Expandable of nested fields.
func renderField(p *page, w *writer, e *elem, response bool) {
	f := p.readField(e, response)
	id := p.fieldID(e, f.name)
	out := fieldOut{w, p}
	af := apiref.Field{ID: id, Anchor: id, Name: f.name, Response: response, Type: f.typ, Default: f.def,
		Required: f.required, Deprecated: f.deprecated, Pre: f.pre, Post: f.post,
		ClassName: stringOf(propOf(e, "className")), Component: true}
	if !response {
		af.Location, af.Placeholder = f.location, e.str("placeholder")
	}
	apiref.StartField(out, &af)
	hasKids := len(e.kids) > 0 && !blankKids(p, e)
	desc := ""
	if !hasKids {
		desc = strings.TrimSpace(e.str("description"))
	}
	if hasKids || desc != "" {
		w.WriteString(apiref.DescriptionStart)
		if hasKids {
			p.kids(w, e)
		} else {
			p.markdownProp(w, desc)
		}
		w.WriteString(apiref.DescriptionEnd)
	}
	apiref.EndField(out)
}

// fieldOut writes apiref's markup into a page: its text goes to the
// page's plain text too.
type fieldOut struct {
	*writer
	p *page
}

func (o fieldOut) Escape(s string) { escape(o.writer, s) }
func (o fieldOut) Text(s string)   { o.p.textOut(o.writer, s) }
func (o fieldOut) Gap(s string)    { o.p.outline.plain(s) }

// fieldID returns a field's anchor, as Mintlify makes it: its id prop,
// or "param-" and the name, decamelized and slugified, with -1, -2… for
// a name the page has already.
func (p *page) fieldID(e *elem, name string) string {
	if id := strings.TrimSpace(e.str("id")); id != "" {
		return p.outline.claimID(id)
	}
	if name == "" {
		return ""
	}
	for n := 0; ; n++ {
		s := "param-" + name
		if n > 0 {
			s += "_" + itoa(n)
		}
		if id := fieldSlug(s); p.outline.ids[id] == 0 {
			return p.outline.claimID(id)
		}
	}
}

// fieldSlug slugifies text as @sindresorhus/slugify does with decamelize:
// Latin letters lose their accents (ä becomes ae), camelCase splits into
// words, runs of anything but letters and digits become one hyphen, and
// "-s" and "-t" after a word join it (contractions). It agrees with
// slugify on Latin text; other scripts, which slugify transliterates
// (Привет becomes privet), are dropped.
func fieldSlug(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	upper := false
	for _, r := range s {
		switch {
		case r < 0x80:
			if r >= 'A' && r <= 'Z' {
				upper = true
			}
			b.WriteRune(r)
		default:
			t := transliterate(r)
			for i := 0; i < len(t); i++ {
				if t[i] >= 'A' && t[i] <= 'Z' {
					upper = true
				}
			}
			b.WriteString(t)
		}
	}
	s = strings.ReplaceAll(b.String(), "&", " and ")
	if upper {
		s = decamelize(s)
	}
	s = strings.ToLower(s)
	b.Reset()
	dash := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteByte(c)
			continue
		}
		dash = true
	}
	return joinContractions(b.String())
}

func isUpper(c byte) bool    { return c >= 'A' && c <= 'Z' }
func isLowerNum(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' }

// decamelize separates the words of camelCase as slugify does, with its
// four replacements in turn:
//
//	([A-Z]{2,})(\d+)            "ABC12"      → "ABC 12"
//	([a-z\d]+)([A-Z]{2,})       "userID"     → "user ID"
//	([a-z\d])([A-Z])            "firstName"  → "first Name"
//	([A-Z]+)([A-Z][a-rt-z\d]+)  "HTTPServer" → "HTTP Server" (not "APIs")
func decamelize(s string) string {
	s = spaceWhere(s, func(s string, i int) bool {
		return s[i] >= '0' && s[i] <= '9' && i >= 2 && isUpper(s[i-1]) && isUpper(s[i-2])
	})
	s = spaceWhere(s, func(s string, i int) bool {
		return i >= 1 && isLowerNum(s[i-1]) && isUpper(s[i]) && i+1 < len(s) && isUpper(s[i+1])
	})
	s = spaceWhere(s, func(s string, i int) bool {
		return i >= 1 && isLowerNum(s[i-1]) && isUpper(s[i])
	})
	return spaceWhere(s, func(s string, i int) bool {
		// Before the last capital of a run of two or more that a
		// lowercase letter (not s) or a digit follows.
		if i < 1 || i+1 >= len(s) || !isUpper(s[i-1]) || !isUpper(s[i]) {
			return false
		}
		c := s[i+1]
		return c >= 'a' && c <= 'z' && c != 's' || c >= '0' && c <= '9'
	})
}

// spaceWhere inserts a space before each byte at which at says so.
func spaceWhere(s string, at func(s string, i int) bool) string {
	var b strings.Builder
	last := 0
	for i := 1; i < len(s); i++ {
		if at(s, i) {
			if b.Len() == 0 {
				b.Grow(len(s) + 4)
			}
			b.WriteString(s[last:i])
			b.WriteByte(' ')
			last = i
		}
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// joinContractions joins a lone "s" or "t" to the word before it
// ("it-s" → "its"), as slugify's ([a-zA-Z\d]+)-([ts])(-|$) does: a match
// takes the hyphen after the letter with it. Heading ids and API slugs
// both go through it.
func joinContractions(s string) string {
	if !strings.Contains(s, "-s") && !strings.Contains(s, "-t") {
		return s
	}
	var b strings.Builder
	last := 0
	for i := 1; i+1 < len(s); i++ {
		if s[i] != '-' || !isWordByte(s[i-1]) || s[i+1] != 's' && s[i+1] != 't' || i+2 < len(s) && s[i+2] != '-' {
			continue
		}
		b.WriteString(s[last:i])
		last = i + 1
		i += 2 // the hyphen after the letter belongs to this match
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// transliterate spells a Latin letter with a diacritic the way
// @sindresorhus/transliterate does; other characters become a space.
func transliterate(r rune) string {
	switch r {
	case 'ß':
		return "ss"
	case 'ä', 'æ':
		return "ae"
	case 'Ä':
		return "Ae"
	case 'Æ':
		return "AE"
	case 'ö':
		return "oe"
	case 'Ö':
		return "Oe"
	case 'ü':
		return "ue"
	case 'Ü':
		return "Ue"
	case 'þ':
		return "th"
	case 'Þ':
		return "TH"
	case 'ð', 'đ':
		return "d"
	case 'Ð', 'Đ':
		return "D"
	case 'ł':
		return "l"
	case 'Ł':
		return "L"
	case 'ø':
		return "o"
	case 'Ø':
		return "O"
	case '♥':
		return " love "
	}
	const (
		upperFrom = "ÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕŐÙÚÛŰÝĀĂĄĆČĎĒĖĘĚĞĪĮİĶĹĽŃŅŇŌŘŚŞŠŢŤŪŮŲŹŻŽ"
		upperTo   = "AAAAACEEEEIIIINOOOOOUUUUYAAACCDEEEEGIIIKLLNNNORSSSTTUUUZZZ"
		lowerFrom = "àáâãåçèéêëìíîïñòóôõőùúûűýÿāăąćčďēėęěğīįıķĺľńņňōřśşšţťūůųźżž"
		lowerTo   = "aaaaaceeeeiiiinooooouuuuyyaaaccdeeeegiiikllnnnorsssttuuuzzz"
	)
	if i := strings.IndexRune(upperFrom, r); i >= 0 {
		return string(upperTo[len([]rune(upperFrom[:i]))])
	}
	if i := strings.IndexRune(lowerFrom, r); i >= 0 {
		return string(lowerTo[len([]rune(lowerFrom[:i]))])
	}
	return " "
}

func mdParamField(p *page, e *elem) string    { return mdField(p, e, false) }
func mdResponseField(p *page, e *elem) string { return mdField(p, e, true) }

// mdField writes a field as a list item: "`name` (type, required):
// description", nested fields indented under it.
func mdField(p *page, e *elem, response bool) string {
	f := p.readField(e, response)
	var meta []string
	meta = append(meta, f.pre...)
	if f.typ != "" {
		meta = append(meta, f.typ)
	}
	meta = append(meta, f.post...)
	if f.required {
		meta = append(meta, "required")
	}
	if f.def != "" {
		meta = append(meta, "default: "+codeSpanMarkdown(f.def))
	}
	if f.deprecated {
		meta = append(meta, "deprecated")
	}
	head := "- "
	if f.name != "" {
		head += codeSpanMarkdown(f.name)
	}
	if len(meta) > 0 {
		if f.name != "" {
			head += " "
		}
		head += "(" + strings.Join(meta, ", ") + ")"
	}
	desc := strings.TrimSpace(p.mdw.mdKids(e))
	if desc == "" {
		desc = strings.TrimSpace(e.str("description"))
	}
	if desc == "" {
		return head
	}
	first, _, multi := strings.Cut(desc, "\n")
	if !multi && !mdBlockStart(first) {
		return head + ": " + desc
	}
	return head + "\n\n  " + indentRest(desc, "  ")
}

// mdBlockStart reports whether a Markdown line starts a block that
// cannot follow text on a list item's first line.
func mdBlockStart(line string) bool {
	l := strings.TrimSpace(line)
	switch {
	case strings.HasPrefix(l, "```"), strings.HasPrefix(l, "~~~"), strings.HasPrefix(l, "- "),
		strings.HasPrefix(l, "* "), strings.HasPrefix(l, "> "), strings.HasPrefix(l, "#"), strings.HasPrefix(l, "|"):
		return true
	}
	i := 0
	for i < len(l) && l[i] >= '0' && l[i] <= '9' {
		i++
	}
	return i > 0 && i < len(l) && (l[i] == '.' || l[i] == ')')
}

// --- RequestExample and ResponseExample ---

func renderRequestExample(p *page, w *writer, e *elem)  { renderExample(p, w, e, "request-example") }
func renderResponseExample(p *page, w *writer, e *elem) { renderExample(p, w, e, "response-example") }

// renderExample renders <RequestExample> or <ResponseExample>: its titled
// code blocks as a code group (tabs, or a language dropdown with
// dropdown), inside a .request-example or .response-example that the
// theme pins in the right column on wide screens and leaves in the flow
// on narrow ones. Mintlify takes one of each per page; a second is
// reported and shows in place, as a plain code group.
func renderExample(p *page, w *writer, e *elem, name string) {
	if blankKids(p, e) {
		return
	}
	key := "\x00example\x00" + name
	if p.reported[key] {
		p.props.propWarn(e, "put all the examples in one <"+e.name+">", "a page has one <%s>; this one shows in place, not beside the text", e.name)
		renderCodeGroup(p, w, e)
		return
	}
	p.reported[key] = true
	startRoot(w, e, "div", name, "api-example")
	w.WriteString(">")
	renderCodeGroup(p, w, exampleGroup(e))
	w.WriteString("</div>\n")
}

// exampleGroup is the example as a code group: its props but className,
// which the example's own root carries.
func exampleGroup(e *elem) *elem {
	if _, ok := e.props.Get("className"); !ok {
		return e
	}
	g := *e
	g.props = jsrt.NewObject()
	for k, val := range e.props.All() {
		if k != "className" {
			g.props.Set(k, val)
		}
	}
	return &g
}

func mdRequestExample(p *page, e *elem) string  { return mdExample(p, e, "Request example") }
func mdResponseExample(p *page, e *elem) string { return mdExample(p, e, "Response example") }

func mdExample(p *page, e *elem, label string) string {
	body := strings.TrimSpace(mdCodeGroup(p, e))
	if body == "" {
		return ""
	}
	return "**" + label + "**\n\n" + body
}

// --- CodeBlock ---

// codeBlockMeta reads <CodeBlock>'s props into a code block's meta.
func (p *page) codeBlockMeta(e *elem) codeblock.Meta {
	m := codeblock.Meta{
		Lang:       strings.TrimSpace(e.str("language")),
		Title:      strings.TrimSpace(e.str("filename")),
		Icon:       strings.TrimSpace(e.str("icon")),
		Lines:      e.flag("lines", false),
		Wrap:       e.flag("wrap", false),
		NoCopy:     e.flag("nocopy", false),
		Expandable: e.flag("expandable", false),
	}
	if m.Lang == "" {
		m.Lang = strings.TrimSpace(e.str("lang"))
	}
	if m.Title == "" {
		m.Title = strings.TrimSpace(e.str("title"))
	}
	m.Highlight = p.lineRanges(e, "highlight")
	m.Focus = p.lineRanges(e, "focus")
	return m
}

// lineRanges reads highlight or focus: "[1,3,4]", "1,3-5", or an array.
func (p *page) lineRanges(e *elem, name string) []codeblock.Range {
	v, ok := e.props.Get(name)
	if !ok || v == nil {
		return nil
	}
	var parts []string
	switch v := v.(type) {
	case float64:
		parts = []string{jsrt.FormatNumber(v)}
	case []any:
		for _, x := range v {
			parts = append(parts, stringOf(x))
		}
	default:
		s := strings.Trim(strings.TrimSpace(stringOf(v)), "[]{}")
		parts = strings.Split(s, ",")
	}
	var out []codeblock.Range
	for _, part := range parts {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		a, b, isRange := strings.Cut(part, "-")
		from, err1 := strconv.Atoi(strings.TrimSpace(a))
		to, err2 := from, error(nil)
		if isRange {
			to, err2 = strconv.Atoi(strings.TrimSpace(b))
		}
		if err1 != nil || err2 != nil || from < 1 || to < from || to > 1<<20 {
			p.props.propWarn(e, `write the lines as "[1,3,5]" or "1,3-5"`, "<%s> has %s lines that are not line numbers: %q", e.name, name, stringOf(v))
			return out
		}
		out = append(out, codeblock.Range{From: from, To: to})
	}
	return out
}

// renderCodeBlockComponent renders <CodeBlock>, the code block custom
// React components use, as a fenced code block with the same options.
func renderCodeBlockComponent(p *page, w *writer, e *elem) {
	p.code.writeFence(w, fence{meta: p.codeBlockMeta(e), code: []byte(p.writtenText(e))}, false)
}

func mdCodeBlockComponent(p *page, e *elem) string {
	m := p.codeBlockMeta(e)
	return codeFence(m.Lang, m.Title, p.writtenText(e))
}

// --- ApiPlayground ---

// renderAPIPlayground leaves a place for the API playground: the API
// reference fills it; on its own it shows nothing.
func renderAPIPlayground(p *page, w *writer, e *elem) {
	w.WriteString(`<div class="api-playground" data-component-name="api-playground" hidden></div>` + "\n")
}
