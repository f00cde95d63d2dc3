// Package content renders MDX pages — Markdown with JSX components,
// {expressions}, imports of snippets and code blocks — to HTML on the
// server, and reports what it cannot render as diagnostics with a
// position, without stopping.
package content
