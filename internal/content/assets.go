package content

import (
	"embed"
	"io/fs"
	"strings"
)

// The components' stylesheet and script: one file per family of
// components under css/ and js/, joined in name order. Colours and sizes
// come from custom properties (--folio-*) that the theme sets from
// docs.json; dark mode is the .dark class on an ancestor, as Mintlify
// sites' own CSS expects. The script enhances what already works without
// it (tabs, synced tab groups, views, changelog filters, copy buttons).
//
//go:embed css/*.css js/*.js
var assets embed.FS

// CSS returns the stylesheet of the components.
func CSS() string { return joined("css/*.css") }

// Script returns the components' script, to load once per page after
// the content. It sets the page up on load; window.folioLayout(root)
// sets up content added later.
func Script() string { return joined("js/*.js") }

func joined(pattern string) string {
	names, _ := fs.Glob(assets, pattern)
	var b strings.Builder
	for _, n := range names {
		data, _ := assets.ReadFile(n)
		b.Write(data)
		b.WriteByte('\n')
	}
	return b.String()
}
