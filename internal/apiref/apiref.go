// Package apiref owns the markup of API fields: the parameter and
// response fields (.field, .field-head, .field-name, ...) and the
// Expandable that holds nested ones. Two packages write that markup, the
// content package for ParamField, ResponseField and Expandable in MDX and
// the site package for the pages it generates from OpenAPI; a theme
// styles and scripts both alike, and the site reads the ParamFields of a
// hand-written endpoint page back from it. Keeping the markup and its
// reader in one place stops the two writers and the reader drifting apart.
package apiref

// Writer receives markup. Each caller escapes as it does elsewhere (the
// escapes differ, and pages must not change), and the content package
// also keeps the words of a page as plain text, for search and the
// outline.
type Writer interface {
	// WriteString writes markup as it is.
	WriteString(s string) (int, error)
	// Escape writes an attribute's value, escaped.
	Escape(s string)
	// Text writes text, escaped.
	Text(s string)
	// Gap adds s to the plain text alone: the spaces and line breaks
	// between the parts of a field.
	Gap(s string)
}
