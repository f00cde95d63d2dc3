// Package smartypants curls quotes and makes dashes and ellipses in text
// as Mintlify's remark-smartypants does: it rebuilds retext's parse-latin
// tree (words, white space, punctuation, sentences) on UTF-16 code units,
// as JavaScript sees the text, and applies retext-smartypants' rules to
// it. It knows nothing of Markdown: the caller hands it the text of a
// page and maps the edits back to its own tree.
package smartypants
