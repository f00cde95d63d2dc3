package refpage

import (
	"bytes"
	"context"
	"strings"

	"github.com/foliodocs/folio/internal/apiref"
	"github.com/foliodocs/folio/internal/content"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/openapi"
)

// The fields of an API reference page. apiref writes each field and the
// Expandable of nested members, as it does for the content package's
// ParamField, ResponseField and Expandable; alternatives use the content
// package's Tabs markup. Generated and hand-written pages so look the
// same and share the tab script.

// maxPageFields bounds the fields one page shows; a schema that reaches
// further is cut with a note.
const maxPageFields = 1500

// fieldWriter writes the fields of one page's reference. Its methods
// take the page's ctx, which rendering descriptions needs.
type fieldWriter struct {
	b   *Pages
	set apiSettings
	w   *partWriter
	ids map[string]int
	// left is how many more fields the page may show.
	left int
	// request is set while writing a request's fields: read-only
	// members are left out (write-only ones in responses).
	request bool
	// model is set on a schema page, which shows every member.
	model bool
}

func (b *Pages) newFieldWriter(set apiSettings) *fieldWriter {
	return &fieldWriter{b: b, set: set, ids: map[string]int{}, left: maxPageFields}
}

// id claims a unique anchor on the page.
func (f *fieldWriter) id(parts ...string) string {
	s := slug(strings.Join(parts, " "))
	if s == "" {
		s = "field"
	}
	n := f.ids[s]
	f.ids[s] = n + 1
	if n > 0 {
		return s + "-" + itoa(n+1)
	}
	return s
}

func (f *fieldWriter) sectionStart(id, title, aside string) {
	f.w.WriteString(`<section class="api-section" aria-labelledby="` + esc(f.id(id)) + `">`)
	f.w.WriteString(`<div class="api-section-head"><h2 class="api-section-title" id="` + esc(id) + `">` + esc(title) + `</h2>`)
	if aside != "" {
		f.w.WriteString(`<span class="api-section-aside">` + esc(aside) + `</span>`)
	}
	f.w.WriteString(`</div>`)
}

func (f *fieldWriter) sectionEnd() { f.w.WriteString("</section>\n") }

// tabs writes a tab group (the content package's markup) whose panels
// panel writes.
func (f *fieldWriter) tabs(class string, labels []string, sync bool, panel func(i int)) {
	f.w.WriteString(`<div class="tabs ` + class + `" data-component-name="tabs"`)
	if sync {
		f.w.WriteString(" data-sync")
	}
	f.w.WriteString(`><div class="tabs-list" role="tablist" hidden>`)
	for i, l := range labels {
		f.w.WriteString(`<button type="button" role="tab" class="tab"`)
		if i == 0 {
			f.w.WriteString(` aria-selected="true" tabindex="0"`)
		} else {
			f.w.WriteString(` aria-selected="false" tabindex="-1"`)
		}
		f.w.WriteString(` data-label="` + esc(l) + `">` + esc(l) + `</button>`)
	}
	f.w.WriteString(`</div>`)
	for i, l := range labels {
		f.w.WriteString(`<div class="tab-panel" data-label="` + esc(l) + `"`)
		if i == 0 {
			f.w.WriteString(" data-active")
		}
		f.w.WriteString(`><p class="tab-panel-title">` + esc(l) + `</p>`)
		panel(i)
		f.w.WriteString(`</div>`)
	}
	f.w.WriteString("</div>\n")
}

// security writes the Authorizations section: the credentials of each
// way to authenticate, as tabs when there are several.
func (f *fieldWriter) security(ctx context.Context, reqs []openapi.Requirement) {
	f.request = true
	f.sectionStart("authorizations", "Authorizations", "")
	one := func(rq openapi.Requirement) {
		for _, s := range rq.Schemes {
			sf := s.Field()
			f.field(ctx, fieldSpec{name: sf.Name, idParts: []string{"authorization", sf.Name}, location: sf.In, typeLabel: sf.Type,
				required: true, desc: sf.Description, pills: locationPill(sf.In)}, 0)
		}
	}
	if len(reqs) == 1 {
		one(reqs[0])
	} else {
		var labels []string
		for _, rq := range reqs {
			labels = append(labels, rq.Title())
		}
		f.tabs("api-auth-options", labels, false, func(i int) { one(reqs[i]) })
	}
	f.sectionEnd()
}

func locationPill(in string) []string {
	if in == "" {
		return nil
	}
	return []string{in}
}

// param writes a parameter.
func (f *fieldWriter) param(ctx context.Context, p *openapi.Param, in string) {
	desc := p.Description
	if desc == "" && p.Schema != nil {
		desc = p.Schema.Description
	}
	f.request = true
	f.field(ctx, fieldSpec{name: p.Name, idParts: []string{in, p.Name}, location: in, schema: p.Schema,
		required: p.Required, deprecated: p.Deprecated, desc: desc, examples: p.Examples}, 0)
}

// requestBody writes the body section: its fields by media type.
func (f *fieldWriter) requestBody(ctx context.Context, title string, body *openapi.Body) {
	f.request = true
	aside := body.Content[0].Type
	if len(body.Content) > 1 {
		aside = ""
	}
	f.sectionStart(slug(title), title, aside)
	if body.Description != "" {
		f.w.WriteString(`<div class="api-section-description">` + f.b.MarkdownHTML(ctx, body.Description) + `</div>`)
	}
	one := func(i int) {
		mt := body.Content[i]
		if mt.Schema == nil {
			f.w.WriteString(`<p class="api-empty">Any ` + esc(mt.Type) + ` content.</p>`)
			return
		}
		prefix := "body"
		if i > 0 {
			// Each media type's fields have anchors of their own.
			prefix += "-" + slug(mt.Type)
		}
		f.schemaFields(ctx, mt.Schema, prefix)
	}
	if len(body.Content) == 1 {
		one(0)
	} else {
		var labels []string
		for _, mt := range body.Content {
			labels = append(labels, mt.Type)
		}
		f.tabs("api-media-types", labels, false, one)
	}
	f.sectionEnd()
	f.request = false
}

// responses writes the response section: a tab per status, each with
// its description, headers and fields.
func (f *fieldWriter) responses(ctx context.Context, rs []*openapi.Response) {
	f.request = false
	f.sectionStart("response", "Response", "")
	one := func(r *openapi.Response) {
		if len(r.Content) > 0 || r.Description != "" {
			f.w.WriteString(`<div class="api-response-head">`)
			if len(r.Content) > 0 {
				f.w.WriteString(`<span class="api-media-type">` + esc(r.Content[0].Type) + `</span>`)
			}
			f.w.WriteString(`</div>`)
		}
		if r.Description != "" {
			f.w.WriteString(`<div class="api-section-description">` + f.b.MarkdownHTML(ctx, r.Description) + `</div>`)
		}
		if len(r.Headers) > 0 {
			f.w.WriteString(`<p class="api-subtitle">Headers</p>`)
			for _, h := range r.Headers {
				desc := h.Description
				if desc == "" && h.Schema != nil {
					desc = h.Schema.Description
				}
				f.field(ctx, fieldSpec{name: h.Name, idParts: []string{"response", r.Status, "header", h.Name}, schema: h.Schema,
					required: h.Required, deprecated: h.Deprecated, desc: desc, examples: h.Examples, response: true}, 0)
			}
			if len(r.Content) > 0 && r.Content[0].Schema != nil {
				f.w.WriteString(`<p class="api-subtitle">Body</p>`)
			}
		}
		if len(r.Content) > 0 && r.Content[0].Schema != nil {
			f.schemaFields(ctx, r.Content[0].Schema, "response-"+r.Status)
		}
	}
	if len(rs) == 1 {
		f.w.WriteString(`<p class="api-status api-status-` + statusClass(rs[0].Status) + `">` + esc(rs[0].Status) + `</p>`)
		one(rs[0])
	} else {
		var labels []string
		for _, r := range rs {
			labels = append(labels, r.Status)
		}
		f.tabs("api-statuses", labels, true, func(i int) { one(rs[i]) })
	}
	f.sectionEnd()
}

// statusClass groups a status for its colour: 2xx, 3xx, 4xx, 5xx.
func statusClass(s string) string {
	if len(s) == 3 && s[0] >= '1' && s[0] <= '5' {
		return s[:1] + "xx"
	}
	return "other"
}

// fragmentKey names the fields of a schema as a section writes them.
// The schemas of a specification are shared by its pages, and so are
// their fields: a response that fifty operations return is written
// once.
type fragmentKey struct {
	s                      *openapi.Schema
	prefix                 string
	request, model, expand bool
	post                   string
}

// schemaFields writes a body's schema: an object's members as fields, the
// alternatives of a oneOf as tabs, anything else as one field.
func (f *fieldWriter) schemaFields(ctx context.Context, s *openapi.Schema, prefix string) {
	if s == nil {
		return
	}
	key := fragmentKey{s, prefix, f.request, f.model, f.set.expanded, strings.Join(f.set.post, "\x00")}
	if v, ok := f.b.fragments.Load(key); ok {
		f.w.Part(v.(string))
		return
	}
	// A fragment is written as it would be on a page of its own: its
	// anchors and its budget of fields are its own.
	ids, left, w := f.ids, f.left, f.w
	f.ids, f.left, f.w = map[string]int{}, maxPageFields, &partWriter{}
	f.writeSchemaFields(ctx, s, prefix)
	frag := f.w.String()
	f.b.fragments.Store(key, frag)
	f.ids, f.left, f.w = ids, left, w
	f.w.Part(frag)
}

func (f *fieldWriter) writeSchemaFields(ctx context.Context, s *openapi.Schema, prefix string) {
	if len(s.Properties) > 0 || len(s.OneOf) > 0 && len(s.Types) <= 1 && (len(s.Types) == 0 || s.Types[0] == "object") {
		f.properties(ctx, s, []string{prefix}, 0)
		f.alternatives(ctx, s, []string{prefix}, 0)
		f.truncation(s)
		return
	}
	f.field(ctx, fieldSpec{idParts: []string{prefix}, schema: s, desc: s.Description, response: !f.request}, 0)
}

// properties writes an object's members.
func (f *fieldWriter) properties(ctx context.Context, s *openapi.Schema, idParts []string, depth int) {
	for _, p := range s.Properties {
		if !f.model && !p.Shown(f.request) {
			continue
		}
		if f.left <= 0 {
			f.cut()
			return
		}
		ps := p.Schema
		f.field(ctx, fieldSpec{name: p.Name, idParts: append(idParts[:len(idParts):len(idParts)], p.Name), schema: ps,
			required: p.Required, desc: ps.Description, response: !f.request}, depth)
	}
}

// cut notes, once per page, that the page shows no more fields.
func (f *fieldWriter) cut() {
	if f.left == 0 {
		f.w.WriteString(`<p class="api-truncated">The schema has more fields than a page shows.</p>`)
		f.left = -1
	}
}

// truncation notes a schema that was not read whole.
func (f *fieldWriter) truncation(s *openapi.Schema) {
	if s.Truncated {
		f.w.WriteString(`<p class="api-truncated">Part of the schema is not shown: it nests too deep or has too many fields for one page.</p>`)
	}
	if s.Unresolved {
		f.w.WriteString(`<p class="api-truncated">Part of the schema refers to ` + esc(s.Ref) + `, which the specification does not define.</p>`)
	}
}

// fieldSpec is one field to write.
type fieldSpec struct {
	name      string
	idParts   []string
	location  string // path, query, header, cookie for a parameter
	schema    *openapi.Schema
	typeLabel string // replaces the schema's
	required  bool
	// deprecated is the parameter's; the schema's counts too.
	deprecated bool
	desc       string // Markdown
	examples   []openapi.Example
	response   bool
	pills      []string // labels after the name
}

// field writes one field: its head (name, labels, type, default,
// required), its description, constraints and example, and what it
// holds.
func (f *fieldWriter) field(ctx context.Context, fs fieldSpec, depth int) {
	f.left--
	s := fs.schema
	id := f.id(fs.idParts...)
	tl := fs.typeLabel
	if tl == "" {
		tl = s.TypeLabel()
	}
	af := apiref.Field{ID: id, Name: fs.name, Response: fs.response, Type: tl,
		Required: fs.required, Deprecated: fs.deprecated || s != nil && s.Deprecated,
		Post: append(fs.pills[:len(fs.pills):len(fs.pills)], f.postPills(s)...)}
	if fs.name != "" {
		af.Anchor = id
	}
	if !fs.response {
		af.Location = fs.location
	}
	if s != nil {
		af.Default, _ = s.DefaultText()
	}
	if s != nil && f.model {
		af.ReadOnly, af.WriteOnly = s.ReadOnly, s.WriteOnly
	}
	w := f.w
	out := fieldOut{w}
	apiref.StartField(out, &af)

	// The description's box, taken back if nothing goes in it.
	mark := w.Len()
	w.WriteString(apiref.DescriptionStart)
	if d := strings.TrimSpace(fs.desc); d != "" {
		w.WriteString(f.b.MarkdownHTML(ctx, d))
	}
	f.constraints(s, fs.examples)
	if s != nil && depth < 40 {
		f.children(ctx, s, fs.idParts, depth)
	}
	if w.Len() == mark+len(apiref.DescriptionStart) {
		w.Truncate(mark)
	} else {
		w.WriteString(apiref.DescriptionEnd)
	}
	apiref.EndField(out)
}

// fieldOut writes apiref's markup into a page's reference, escaped as the
// reference's own markup is.
type fieldOut struct{ *partWriter }

func (o fieldOut) Escape(s string) { o.WriteString(esc(s)) }
func (o fieldOut) Text(s string)   { o.WriteString(esc(s)) }
func (o fieldOut) Gap(string)      {}

// postPills are the pills of api.params.post: the values of the listed
// keys of the field's schema.
func (f *fieldWriter) postPills(s *openapi.Schema) []string {
	if s == nil || len(f.set.post) == 0 {
		return nil
	}
	var out []string
	for _, key := range f.set.post {
		v, ok := s.Value(key)
		if !ok {
			continue
		}
		switch v := v.(type) {
		case string:
			if v != "" {
				out = append(out, v)
			}
		case bool:
			if v {
				out = append(out, key)
			}
		case float64:
			out = append(out, openapi.ValueText(v))
		case []any:
			for _, x := range v {
				switch x.(type) {
				case string, float64:
					out = append(out, openapi.ValueText(x))
				}
			}
		}
	}
	return out
}

// constraints writes what a value must be, and an example.
func (f *fieldWriter) constraints(s *openapi.Schema, examples []openapi.Example) {
	if s != nil {
		for _, c := range s.Constraints() {
			f.w.WriteString(`<p class="field-constraint">` + esc(c.Label))
			for i, v := range c.Values {
				if i > 0 {
					f.w.WriteString(",")
				}
				f.w.WriteString(` <code>` + esc(openapi.Clip(v, 120)) + `</code>`)
			}
			if c.After != "" {
				f.w.WriteString(" " + esc(c.After))
			}
			f.w.WriteString(`</p>`)
		}
	}
	ex, ok := "", false
	for _, x := range examples {
		if x.Value != nil {
			ex, ok = openapi.CompactJSON(x.Value), true
			break
		}
	}
	if !ok && s != nil {
		ex, ok = s.ExampleText()
	}
	if ok {
		f.w.WriteString(`<p class="field-constraint field-example">Example: <code>` + esc(openapi.Clip(ex, 200)) + `</code></p>`)
	}
}

// children writes what a field holds: its members (an object's, or an
// array's items'), in a collapsible; its alternatives, as tabs; a note
// where it contains itself.
func (f *fieldWriter) children(ctx context.Context, s *openapi.Schema, idParts []string, depth int) {
	own, props := s.Children()
	if own != nil && own.Recursive {
		name := own.Ref
		if name == "" {
			name = "object"
		}
		f.w.WriteString(`<p class="field-constraint field-recursive">Recursive: <code>` + esc(name) + `</code>, described above.</p>`)
		return
	}
	shown := 0
	for _, p := range props {
		if f.model || p.Shown(f.request) {
			shown++
		}
	}
	if shown > 0 {
		title := "child attributes"
		if own != s {
			title = "item attributes"
		}
		f.expandable(title, func() { f.properties(ctx, own, idParts, depth+1) })
	} else if ap := s.AdditionalProperties; ap != nil && len(s.Properties) == 0 {
		f.w.WriteString(`<p class="field-constraint">Values: <code>` + esc(ap.TypeLabel()) + `</code></p>`)
		if _, aprops := ap.Children(); len(aprops) > 0 {
			f.expandable("value attributes", func() { f.properties(ctx, ap, append(idParts[:len(idParts):len(idParts)], "value"), depth+1) })
		}
	}
	if own != nil {
		f.alternatives(ctx, own, idParts, depth+1)
		f.truncation(own)
	}
}

// expandable writes the content package's Expandable around nested
// fields; open with api.params.expanded "all".
func (f *fieldWriter) expandable(title string, body func()) {
	out := fieldOut{f.w}
	apiref.StartExpandable(out, &apiref.Expandable{Title: title, Open: f.set.expanded})
	body()
	apiref.EndExpandable(out)
}

// alternatives writes a oneOf or anyOf as tabs, one per choice.
func (f *fieldWriter) alternatives(ctx context.Context, s *openapi.Schema, idParts []string, depth int) {
	alts := s.Alternatives()
	if len(alts) == 0 {
		return
	}
	labels := make([]string, len(alts))
	for i, a := range alts {
		labels[i] = openapi.AlternativeLabel(a, i)
		for j := 0; j < i; j++ {
			if labels[j] == labels[i] {
				labels[i] += " (" + itoa(i+1) + ")"
			}
		}
	}
	word := "One of"
	if s.AnyOf {
		word = "Any of"
	}
	f.w.WriteString(`<div class="api-alternatives"><p class="api-alternatives-label">` + word + `</p>`)
	f.tabs("api-oneof", labels, false, func(i int) {
		a := alts[i]
		if d := strings.TrimSpace(a.Description); d != "" {
			f.w.WriteString(f.b.MarkdownHTML(ctx, d))
		}
		parts := append(idParts[:len(idParts):len(idParts)], slug(labels[i]))
		own, props := a.Children()
		switch {
		case len(props) > 0:
			f.properties(ctx, own, parts, depth+1)
			f.alternatives(ctx, own, parts, depth+1)
		case len(a.OneOf) > 0:
			f.alternatives(ctx, a, parts, depth+1)
		default:
			f.w.WriteString(`<p class="field-constraint">Type: <code>` + esc(a.TypeLabel()) + `</code></p>`)
			f.constraints(a, nil)
			if a.Recursive {
				f.children(ctx, a, parts, depth+1)
			}
		}
	})
	f.w.WriteString(`</div>`)
}

// MarkdownHTML renders a description from a specification through the
// content renderer. Descriptions are Markdown, not MDX: one that MDX
// cannot read as written ("Bearer <token>", "{id}") is read again with
// its braces and unknown tags escaped. Renderings are shared by every
// page, and plain sentences skip the renderer.
func (b *Pages) MarkdownHTML(ctx context.Context, text string) string {
	text = strings.TrimSpace(text)
	if text == "" {
		return ""
	}
	if PlainSentence(text) {
		return "<p>" + esc(text) + "</p>\n"
	}
	if v, ok := b.mdCache.Load(text); ok {
		return v.(string)
	}
	// A leading line break keeps a description that starts with ---
	// from reading as frontmatter.
	pg := b.r.Render(ctx, "openapi-description.md", []byte("\n"+text))
	if mdxTrouble(pg.Diagnostics) {
		pg = b.r.Render(ctx, "openapi-description.md", []byte("\n"+escapeMDX(text)))
	}
	h := content.UnderBase(pg.HTML, b.base)
	b.mdCache.Store(text, h)
	return h
}

// mdxTrouble reports whether a description failed to read as MDX.
func mdxTrouble(l diag.List) bool {
	for _, d := range l.All() {
		if d.Severity == diag.Error || d.Code == "mdx-undefined" {
			return true
		}
	}
	return false
}

// PlainSentence reports whether text renders as one paragraph of itself:
// no Markdown, no HTML, nothing smart punctuation or autolinks change.
func PlainSentence(text string) bool {
	if text == "" {
		return true
	}
	if len(text) > 400 || text[0] >= '0' && text[0] <= '9' || text[0] == '-' || text[0] == '+' {
		return false
	}
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == ' ':
		case c == '.':
			if i+1 < len(text) && text[i+1] == '.' {
				return false
			}
		case c == '-':
			if i+1 < len(text) && text[i+1] == '-' {
				return false
			}
		case c == ',', c == ';', c == ':', c == '(', c == ')', c == '/', c == '?', c == '%', c == '=':
		default:
			return false
		}
	}
	return !strings.Contains(text, "http") && !strings.Contains(text, "www") && !strings.HasSuffix(text, "  ")
}

// htmlTags are the tags a description may use as HTML.
var htmlTags = map[string]bool{
	"a": true, "b": true, "br": true, "code": true, "em": true, "i": true, "p": true, "pre": true, "strong": true,
	"ul": true, "ol": true, "li": true, "table": true, "thead": true, "tbody": true, "tr": true, "td": true, "th": true,
	"sup": true, "sub": true, "span": true, "div": true, "img": true, "hr": true, "h1": true, "h2": true, "h3": true,
	"h4": true, "blockquote": true, "u": true, "s": true, "del": true, "kbd": true, "details": true, "summary": true,
}

// escapeMDX escapes, outside code, the braces and the < of tags that are
// not HTML, so that MDX reads them as text.
func escapeMDX(text string) string {
	var b strings.Builder
	inFence := false
	for _, line := range strings.SplitAfter(text, "\n") {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			inFence = !inFence
			b.WriteString(line)
			continue
		}
		if inFence {
			b.WriteString(line)
			continue
		}
		ticks := 0
		for i := 0; i < len(line); i++ {
			c := line[i]
			if c == '`' {
				n := 1
				for i+n < len(line) && line[i+n] == '`' {
					n++
				}
				switch {
				case ticks == 0:
					ticks = n
				case ticks == n:
					ticks = 0
				}
				b.WriteString(line[i : i+n])
				i += n - 1
				continue
			}
			if ticks > 0 {
				b.WriteByte(c)
				continue
			}
			switch c {
			case '{', '}':
				b.WriteByte('\\')
			case '<':
				name := line[i+1:]
				name = strings.TrimPrefix(name, "/")
				j := 0
				for j < len(name) && (name[j] >= 'a' && name[j] <= 'z' || name[j] >= 'A' && name[j] <= 'Z' || name[j] >= '0' && name[j] <= '9') {
					j++
				}
				if !htmlTags[name[:j]] {
					b.WriteByte('\\')
				}
			}
			b.WriteByte(c)
		}
	}
	return b.String()
}

// partWriter collects a page's reference: text written to it, and parts
// shared between pages (the fields of a schema), kept as they are so that
// the page is assembled without copying them again.
type partWriter struct {
	bytes.Buffer
	parts []string
}

// Part appends a string the writer keeps without copying.
func (w *partWriter) Part(s string) {
	if w.Buffer.Len() > 0 {
		w.parts = append(w.parts, w.Buffer.String())
		w.Buffer.Reset()
	}
	w.parts = append(w.parts, s)
}

// Parts returns what was written, in order.
func (w *partWriter) Parts() []string {
	if w.Buffer.Len() > 0 {
		w.parts = append(w.parts, w.Buffer.String())
		w.Buffer.Reset()
	}
	return w.parts
}

// String returns what was written as one string.
func (w *partWriter) String() string { return strings.Join(w.Parts(), "") }
