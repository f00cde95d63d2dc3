package codeblock

import (
	"strings"
	"testing"
)

func TestLines(t *testing.T) {
	h := New(Options{})
	src := "# Title\r\n\r\n```js\r\nconst a = 1; // [!code ++]\r\n```\r\n<b>&</b>\n"
	lines := h.Lines("mdx", []byte(src))
	if len(lines) != 6 {
		t.Fatalf("%d lines: %q", len(lines), lines)
	}
	// The notation comment stays: the lines are the file's.
	if !strings.Contains(lines[3], "[!code ++]") || !strings.Contains(lines[3], `class="`) {
		t.Errorf("line 4 = %s", lines[3])
	}
	if text := tagRE.ReplaceAllString(lines[5], ""); lines[1] != "" || text != "&lt;b&gt;&amp;&lt;/b&gt;" {
		t.Errorf("lines = %q", lines)
	}
	for i, l := range lines {
		if err := wellFormed(l); err != nil {
			t.Errorf("line %d: %v: %s", i+1, err, l)
		}
	}
	// A file extension names the language; unknown names and plain text
	// give nothing.
	if got := h.Lines("py", []byte("def f():\n    return 1\n")); len(got) != 2 || !strings.Contains(got[0], "class=") {
		t.Errorf("py = %q", got)
	}
	if got := h.Lines("no-such-language", []byte("x")); got != nil {
		t.Errorf("unknown = %q", got)
	}
	if got := h.Lines("text", []byte("x")); got != nil {
		t.Errorf("text = %q", got)
	}
	// An empty file is one empty line, as Render draws it.
	if got := h.Lines("json", nil); len(got) != 1 || got[0] != "" {
		t.Errorf("empty = %q", got)
	}
	if got := h.Lines("json", []byte("{}\n\n")); len(got) != 2 {
		t.Errorf("trailing empty line: %q", got)
	}
}

func FuzzLines(f *testing.F) {
	f.Add("md", "# a\n```go\nfunc x() {}\n```\n")
	f.Add("yaml", "a: [1, 2]\n# c\n")
	h := New(Options{})
	f.Fuzz(func(t *testing.T, lang, code string) {
		lines := h.Lines(lang, []byte(code))
		if lines == nil {
			return
		}
		if want := strings.Count(normalize([]byte(code)), "\n") + 1; len(lines) != want {
			t.Fatalf("%d lines, want %d", len(lines), want)
		}
		for _, l := range lines {
			if err := wellFormed(l); err != nil {
				t.Fatal(err)
			}
		}
	})
}
