// Package codeblock renders Mintlify code fences to HTML on the server.
//
// ParseInfo reads a fence's info string (```lang title options…) into a
// Meta, the way Mintlify does: inline or title="…" titles, icon, lines,
// wrap, expandable, nocopy, highlight and focus ranges, and any other
// key=value kept in Attrs. A Highlighter colours the code with chroma's
// token types: its own byte scanners for the languages that dominate a
// docs site's build (Python, TypeScript and JavaScript with JSX, shell,
// JSON, SQL, Ruby, MDX, Go, YAML), chroma's lexers for the others. It
// turns Shiki-style notation comments (// [!code ++], # [!code --:3],
// [!code highlight], [!code focus]) into line classes, and writes
// accessible markup whose look comes entirely from CSS(): one stylesheet
// with light colours by default and dark ones under a selector of the
// caller's choice. Mermaid fences become containers for mermaid.js.
//
// # Why the package has lexers of its own
//
// chroma's lexers are regular expressions run by a backtracking engine:
// 140–3,400 µs for an average corpus block, against 2–60 µs for the
// package's scanners (TestLexerCost -lex-cost, which highlights every
// distinct block of the real-site corpus both ways). A build highlights
// each distinct block once, so that is the build's cost. Measured on
// 2026-11-28 on whole builds (BenchmarkLexers in bench/, processor time,
// chroma only against these lexers), a site's build takes 1.3–3.5 times
// as long with chroma's lexers alone: upstash__docs 1.8–2.3 s against
// 4.1–5.0 s, risingwavelabs__risingwave-docs 0.7–0.8 s against 2.5–2.8 s
// (all figures in bench/README.md).
// Each lexer stays because of what it saves the site it matters most to
// (the share of that site's build processor time):
//
//   - Python: 1.7 s on PrefectHQ__fastmcp (roughly its whole build
//     again); 6,481 blocks in the corpus, the most of any language but
//     shell.
//   - TypeScript: 1.1 s on upstash__docs (50–62%), 0.95 s on
//     triggerdotdev__trigger.dev; 4,435 blocks.
//   - SQL: 1.7 s on risingwavelabs__risingwave-docs (twice its build).
//   - Ruby: 1.5 s on spree__spree (66–79%).
//   - Markdown and MDX: 0.7 s on mintlify__docs (25–27%); also the
//     dashboard's diffs of whole pages, where chroma's lexer took 10 s.
//   - Go: 0.39 s on upstash__docs (17–21%).
//   - JSON: 0.35 s on sourcebot-dev__sourcebot (more than its build),
//     0.12 s on mintlify__docs (4–5%); 3,379 blocks, in every site.
//   - JavaScript and JSX (the TypeScript scanner without types): 0.22 s
//     on novuhq__docs (35–45%), 0.18 s on Comfy-Org__docs (4%).
//   - shell: 6,882 blocks, the most common language, in every site;
//     0.09 s on risingwavelabs__risingwave-docs (11–13%).
//   - YAML: 0.08 s on keephq__keep (24–30%), 0.06 s on
//     risingwavelabs__risingwave-docs (7–8%); also MDX front matter.
//
// HTML, XML, TOML, diffs and console sessions had scanners of their own
// too; none saved any site more than 15 ms (under 1% of its build), so
// chroma colours them. Chroma's lexers compile their expressions on
// first use, up to 30 ms per language in each process.
//
// The package writes no script. The theme's script is expected to copy
// the code of a figure when its [data-copy] button is pressed; everything
// else (line numbers, diff signs, focus, expanding a long block) works
// with CSS alone.
package codeblock
