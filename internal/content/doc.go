// Package content renders MDX pages — Markdown with JSX components,
// {expressions}, imports of snippets and code blocks — to HTML on the
// server, and reports what it cannot render as diagnostics with a
// position, without stopping. It walks the tree package mdx parses; a
// page's render hands each kind of work to a part with its own state
// (scope, outline, mdWriter, linker, codeWriter, …). JavaScript runs in
// package jsrt; content only adapts its elements and values to it.
package content
