package apiref

// Expandable is a collapsible box of nested fields.
type Expandable struct {
	// Title follows "Show" and "Hide"; "child attributes" if empty.
	Title string
	// Open shows it open at first.
	Open bool
	// ClassName and Component are as a Field's.
	ClassName string
	Component bool
}

// Chevron is the icon of the Expandable's summary.
const Chevron = `<svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M6 3.5 10.5 8 6 12.5"/></svg>`

// StartExpandable writes an Expandable up to its content.
func StartExpandable(w Writer, x *Expandable) {
	title := x.Title
	if title == "" {
		title = "child attributes"
	}
	w.WriteString(`<details class="expandable`)
	if x.ClassName != "" {
		w.WriteString(" ")
		w.Escape(x.ClassName)
	}
	w.WriteString(`"`)
	if x.Component {
		w.WriteString(` data-component-name="expandable"`)
	}
	if x.Open {
		w.WriteString(" open")
	}
	w.WriteString(`><summary class="expandable-summary"><span class="expandable-chevron" aria-hidden="true">` + Chevron +
		`</span><span class="expandable-label"><span class="expandable-show">Show </span><span class="expandable-hide">Hide </span>`)
	w.Text(title)
	w.Gap("\n")
	w.WriteString(`</span></summary><div class="expandable-content">`)
}

// EndExpandable closes what StartExpandable opened.
func EndExpandable(w Writer) {
	w.WriteString("</div></details>\n")
	w.Gap("\n")
}
