package frontmatter

import (
	"fmt"
	"strings"
	"testing"

	"go.yaml.in/yaml/v4"
)

// sameTree reports the first difference between two YAML trees, or "".
func sameTree(a, b *yaml.Node, path string) string {
	if a.Kind != b.Kind || a.Style != b.Style || a.Tag != b.Tag || a.Value != b.Value || a.Line != b.Line || a.Column != b.Column {
		return fmt.Sprintf("%s: fast {kind %v style %v tag %s value %q at %d:%d}, library {kind %v style %v tag %s value %q at %d:%d}",
			path, a.Kind, a.Style, a.Tag, a.Value, a.Line, a.Column, b.Kind, b.Style, b.Tag, b.Value, b.Line, b.Column)
	}
	if b.HeadComment != "" || b.LineComment != "" || b.FootComment != "" || b.Anchor != "" || b.Alias != nil {
		return path + ": the library saw comments, anchors or aliases the fast parser does not make"
	}
	if len(a.Content) != len(b.Content) {
		return fmt.Sprintf("%s: %d children, library %d", path, len(a.Content), len(b.Content))
	}
	for i := range a.Content {
		if d := sameTree(a.Content[i], b.Content[i], fmt.Sprintf("%s/%d", path, i)); d != "" {
			return d
		}
	}
	return ""
}

func checkFast(t *testing.T, block string) bool {
	t.Helper()
	fast, ok := fastParse([]byte(block))
	if !ok {
		return false
	}
	var lib yaml.Node
	if err := yaml.Unmarshal([]byte(block), &lib); err != nil {
		t.Fatalf("fast parser accepted %q, the library rejects it: %v", block, err)
	}
	if d := sameTree(fast, &lib, ""); d != "" {
		t.Fatalf("%q: %s", block, d)
	}
	return true
}

func TestFastParse(t *testing.T) {
	fast := []string{
		"title: Hello\n",
		"title: \"Quoted: with colon\"\ndescription: 'It''s'\n",
		"title: 2024\nhidden: true\nboost: 2.5\nicon: null\nn: ~\noct: 0o17\nhex: 0x1F\nbin: 0b11\ndate: 2024-01-02\nold: 017\n",
		"keywords: [a, \"b c\", 'd', 3, true]\nempty: []\n",
		"og:image: /og.png\nx-mint: 1\n",
		"title: \"Esc\\t\\u00e9\\x41\\\\\"\n",
		"title: 名前 です\n\n\ndescription: x\r\n",
		"a: b:c\n",
		"title: Hello   \n",
	}
	for _, b := range fast {
		if !checkFast(t, b) {
			t.Errorf("not on the fast path: %q", b)
		}
	}
	slow := []string{
		"title: A # comment\n", "# c\ntitle: A\n", "icon:\n  name: x\n", "description: >\n  folded\n",
		"title: a: b\n", "list:\n- a\n", "\"quoted key\": a\n", "title: &a x\n", "t: [a, b,]\n",
		"t: \"unterminated\n", "title:\tA\n", "title:\n", "t: {a: b}\n", "- a\n", "t: [a, [b]]\n",
	}
	for _, b := range slow {
		if _, ok := fastParse([]byte(b)); ok {
			t.Errorf("fast path took %q", b)
		}
	}
}

// FuzzFastParse checks that whatever the fast parser accepts, it parses
// exactly as the YAML library does.
func FuzzFastParse(f *testing.F) {
	for _, s := range []string{
		"title: Hello\n", "keywords: [a, 'b', \"c\"]\n", "a: 1e3\nb: -0b101\nc: .5\nd: +1_000\n",
		"t: \"\\u263A\\N\\_\"\n", "d: 2001-12-14t21:59:43.10-05:00\n", "e: 1e999\n", "x: 0x\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, block string) {
		if strings.Contains(block, "\x00") {
			return
		}
		checkFast(t, block)
	})
}
