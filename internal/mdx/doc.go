// Package mdx parses MDX as Mintlify's pipeline reads it (@mdx-js/mdx with
// remark-gfm, remark-math and remark-smartypants): goldmark with block and
// inline parsers for JSX elements, {expressions}, import/export
// statements, $math$ and {{variables}}, MDX's variants of lists, fences
// and bare URLs, and smart punctuation (through smartypants). Offsets stay
// those of the file, and syntax errors become diagnostics with a position.
// Its tree is held to MDX's own for every corpus page (the oracle tests).
// What the tree means — components, expressions, HTML — is content's.
package mdx
