// Package codeblock renders Mintlify code fences to HTML on the server.
//
// ParseInfo reads a fence's info string (```lang title options…) into a
// Meta, the way Mintlify does: inline or title="…" titles, icon, lines,
// wrap, expandable, nocopy, highlight and focus ranges, and any other
// key=value kept in Attrs. A Highlighter colours the code with chroma's
// token types: its own byte scanners for the languages most docs use
// (Python, shell, JSON, JavaScript and TypeScript, Ruby, Go, YAML, MDX,
// HTML, XML, TOML, SQL, diffs), chroma's lexers for the others. It
// turns Shiki-style notation comments (// [!code ++], # [!code --:3],
// [!code highlight], [!code focus]) into line classes, and writes
// accessible markup whose look comes entirely from CSS(): one stylesheet
// with light colours by default and dark ones under a selector of the
// caller's choice. Mermaid fences become containers for mermaid.js.
//
// The package writes no script. The theme's script is expected to copy
// the code of a figure when its [data-copy] button is pressed; everything
// else (line numbers, diff signs, focus, expanding a long block) works
// with CSS alone.
package codeblock
