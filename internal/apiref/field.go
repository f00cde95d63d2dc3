package apiref

// Field is what a parameter or response field shows. Empty parts are left
// out.
type Field struct {
	// ID is the root's id; Anchor the id the head links to, "" for no
	// link. Name labels the link.
	ID, Anchor string
	Name       string
	// Response marks a response field; otherwise it is a parameter,
	// which has a Location (query, path, header, body, cookie) and may
	// have a Placeholder for the playground.
	Response              bool
	Location, Placeholder string
	Type                  string
	// TypeHref makes the type a link to the page of the type (a
	// GraphQL reference's).
	TypeHref string
	// Default is the default value as text.
	Default              string
	Required, Deprecated bool
	// ReadOnly and WriteOnly are shown on a schema's own page.
	ReadOnly, WriteOnly bool
	// Pre and Post are labels before and after the name.
	Pre, Post []string
	// ClassName adds classes to the root, and Component names it as the
	// content package names its components' roots.
	ClassName string
	Component bool
}

// DescriptionStart and DescriptionEnd enclose a field's description and
// nested fields, written between StartField and EndField.
const (
	DescriptionStart = `<div class="field-description">`
	DescriptionEnd   = `</div>`
)

// StartField writes a field's root start tag and its head: the link to
// its anchor, labels, name, type, default and marks. Its root is .field,
// the selector Mintlify documents.
func StartField(w Writer, f *Field) {
	kind := "param-field"
	if f.Response {
		kind = "response-field"
	}
	w.WriteString(`<div class="field ` + kind)
	if f.Deprecated {
		w.WriteString(" field-is-deprecated")
	}
	if f.ClassName != "" {
		w.WriteString(" ")
		w.Escape(f.ClassName)
	}
	w.WriteString(`"`)
	if f.Component {
		w.WriteString(` data-component-name="field"`)
	}
	attr(w, "id", f.ID)
	if f.Response {
		w.WriteString(` data-field="response"`)
	} else {
		w.WriteString(` data-field="param"`)
		attr(w, "data-location", f.Location)
		attr(w, "data-placeholder", f.Placeholder)
	}
	w.WriteString(`><div class="field-head">`)
	if f.Anchor != "" {
		w.WriteString(`<a class="field-anchor" href="#`)
		w.Escape(f.Anchor)
		w.WriteString(`" aria-label="Link to `)
		w.Escape(f.Name)
		w.WriteString(`"></a>`)
	}
	pills(w, f.Pre, "field-pre")
	if f.Name != "" {
		span(w, "field-name", f.Name)
		w.Gap(" ")
	}
	pills(w, f.Post, "field-post")
	if f.Type != "" && f.TypeHref != "" {
		w.WriteString(`<a class="field-type" href="`)
		w.Escape(f.TypeHref)
		w.WriteString(`">`)
		w.Text(f.Type)
		w.WriteString(`</a>`)
		w.Gap(" ")
	} else if f.Type != "" {
		span(w, "field-type", f.Type)
		w.Gap(" ")
	}
	if f.Default != "" {
		w.WriteString(`<span class="field-default"><span class="field-default-label">default:</span><code class="field-default-value">`)
		w.Gap("default: ")
		w.Text(f.Default)
		w.WriteString(`</code></span>`)
		w.Gap(" ")
	}
	if f.Required {
		span(w, "field-required", "required")
		w.Gap(" ")
	}
	if f.Deprecated {
		span(w, "field-deprecated", "deprecated")
	}
	if f.ReadOnly {
		span(w, "field-pill field-read-only", "read-only")
	}
	if f.WriteOnly {
		span(w, "field-pill field-write-only", "write-only")
	}
	w.Gap("\n")
	w.WriteString(`</div>`)
}

// EndField closes what StartField opened.
func EndField(w Writer) {
	w.WriteString("</div>\n")
	w.Gap("\n")
}

func pills(w Writer, labels []string, class string) {
	for _, l := range labels {
		span(w, "field-pill "+class, l)
		w.Gap(" ")
	}
}

func span(w Writer, class, text string) {
	w.WriteString(`<span class="` + class + `">`)
	w.Text(text)
	w.WriteString(`</span>`)
}

// attr writes an attribute that has a value.
func attr(w Writer, name, value string) {
	if value == "" {
		return
	}
	w.WriteString(" " + name + `="`)
	w.Escape(value)
	w.WriteString(`"`)
}
