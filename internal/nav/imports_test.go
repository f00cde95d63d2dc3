package nav

import (
	"slices"
	"testing"
)

// TestPageImports: the imports of a file that could be pages are its
// imported .mdx and .md files outside the snippet folders, not readmes,
// components, packages or imports shown in code.
func TestPageImports(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       []string
	}{
		{"a.mdx", "no imports here", nil},
		{"guides/a.mdx", "import X from './Other.mdx'\n", []string{"/guides/other.mdx"}},
		{"a.mdx", "import X from '/more/page.md';\nimport Y from '/snippets/y.mdx'\nimport Z from '/_snippets/z.mdx'\n", []string{"/more/page.md"}},
		{"a.mdx", "import R from '/README.md'\nimport C from '/components/c.jsx'\nimport P from 'react'\n", nil},
		{"a.mdx", "```\nimport X from '/in-code.mdx'\n```\n", nil},
		{"a/b.mdx", "import X from '../up.mdx'\n", []string{"/up.mdx"}},
	} {
		if got := PageImports(c.name, c.text); !slices.Equal(got, c.want) {
			t.Errorf("%s %q: %v, want %v", c.name, c.text, got, c.want)
		}
	}
}
