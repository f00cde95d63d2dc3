package dashboard

import (
	"reflect"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/codehost/local"
)

func TestRenderMarkdownIsSafe(t *testing.T) {
	for _, tc := range []struct {
		in         string
		want, bans []string
	}{
		{"**bold** and `code`", []string{"<strong>bold</strong>", "<code>code</code>"}, nil},
		{"<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>", nil, []string{"<script", "onerror", "<img"}},
		{"[x](javascript:alert(1)) [y](vbscript:msgbox) [z](data:text/html,<b>)", nil, []string{"javascript:", "vbscript:", "data:text/html"}},
		{"[ok](https://example.com/a?b=1&c=2)", []string{`href="https://example.com/a?b=1&amp;c=2"`}, nil},
		{"| a | b |\n| - | - |\n| 1 | 2 |", []string{"<table>", "<td>1</td>"}, nil},
		{"- [x] done", []string{`type="checkbox"`}, nil},
	} {
		got := string(renderMarkdown(tc.in))
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("renderMarkdown(%q) = %q, want %q in it", tc.in, got, w)
			}
		}
		for _, b := range tc.bans {
			if strings.Contains(got, b) {
				t.Errorf("renderMarkdown(%q) = %q, has %q", tc.in, got, b)
			}
		}
	}
	// Past the limit the rest is shown as text, cut on a character.
	long := strings.Repeat("é", maxMarkdown) + "<b>tail</b>"
	got := string(renderMarkdown(long))
	if !strings.Contains(got, "&lt;b&gt;tail&lt;/b&gt;") || strings.Contains(got, "\uFFFD") {
		t.Errorf("a long text's tail: %q", got[len(got)-80:])
	}
}

func TestStatBar(t *testing.T) {
	for _, tc := range []struct {
		add, del int
		want     string
	}{
		{0, 0, "....."},
		{10, 0, "+++++"},
		{0, 3, "-----"},
		{1, 100, "+----"},
		{100, 1, "++++-"},
		{5, 5, "+++--"},
	} {
		var b strings.Builder
		for _, c := range statBar(tc.add, tc.del) {
			b.WriteString(map[string]string{"add": "+", "del": "-", "": "."}[c])
		}
		if b.String() != tc.want {
			t.Errorf("statBar(%d, %d) = %s, want %s", tc.add, tc.del, b.String(), tc.want)
		}
	}
}

// TestHighlightLines highlights a file whole, so a line inside a fence
// is coloured as code, and maps lines back by number.
func TestHighlightLines(t *testing.T) {
	hl := codeblock.New(codeblock.Options{})
	src := "# Title\r\n\r\n```go\r\nfunc main() {}\r\n```\r\nplain & <b>\r\n"
	ls := highlightLines(hl, langOf("page.mdx"), []byte(src))
	if len(ls.lines) != 6 || ls.plain[3] != "func main() {}" {
		t.Fatalf("lines %d, plain %q", len(ls.lines), ls.plain)
	}
	if !strings.Contains(ls.lines[0], `class="`) {
		t.Errorf("the title is not highlighted: %s", ls.lines[0])
	}
	if !strings.Contains(ls.lines[3], `class="`) {
		t.Errorf("the code in the fence is not highlighted: %s", ls.lines[3])
	}
	if !strings.Contains(ls.lines[5], "plain &amp; &lt;") {
		t.Errorf("text not escaped: %s", ls.lines[5])
	}
	// A line whose text differs from the file's (say, the diff of another
	// version) is drawn plain.
	if got := codeOf(ls, 4, "func main() {}"); !strings.Contains(string(got), "class=") {
		t.Errorf("codeOf a matching line = %s", got)
	}
	if got := codeOf(ls, 4, "func other() {}"); string(got) != "func other() {}" {
		t.Errorf("codeOf a line that does not match = %s", got)
	}
	if got := codeOf(ls, 99, "<x>\r"); string(got) != "&lt;x&gt;" {
		t.Errorf("codeOf a line out of range = %s", got)
	}
	if ls := highlightLines(hl, langOf("data.unknownext"), []byte("x")); ls.lines != nil {
		t.Errorf("a file of no known language was highlighted: %q", ls.lines)
	}
	for p, want := range map[string]string{"a/b.MDX": "mdx", "Dockerfile": "docker", ".gitignore": "", "README": "", "x.tar.gz": "gz"} {
		if got := langOf(p); got != want {
			t.Errorf("langOf(%q) = %q, want %q", p, got, want)
		}
	}
}

func TestSplitRows(t *testing.T) {
	h := local.Hunk{OldStart: 1, OldLines: 4, NewStart: 1, NewLines: 3, Lines: []local.Line{
		{Kind: ' ', Text: "a", Old: 1, New: 1},
		{Kind: '-', Text: "b", Old: 2},
		{Kind: '-', Text: "c", Old: 3},
		{Kind: '+', Text: "B", New: 2},
		{Kind: ' ', Text: "d", Old: 4, New: 3},
	}}
	rows := splitRows([]local.Hunk{h}, lineSource{}, lineSource{})
	var got []string
	for _, r := range rows {
		if r.Hunk {
			got = append(got, "hunk")
			continue
		}
		got = append(got, r.Left.Kind+":"+string(r.Left.Code)+"|"+r.Right.Kind+":"+string(r.Right.Code))
	}
	want := []string{"hunk", "ctx:a|ctx:a", "del:b|add:B", "del:c|:", "ctx:d|ctx:d"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("split rows %v, want %v", got, want)
	}
	uni := unifiedRows([]local.Hunk{h}, lineSource{}, lineSource{})
	if len(uni) != 6 || uni[0].Kind != "hunk" || uni[2].Kind != "del" || uni[4].Kind != "add" || uni[4].New != 2 {
		t.Errorf("unified rows %+v", uni)
	}
}

// TestBuildDiffViewBudget folds a large file, defers one past the page's
// budget, and draws a deferred file alone when asked.
func TestBuildDiffViewBudget(t *testing.T) {
	file := func(path string, n int) local.FileDiff {
		h := local.Hunk{NewStart: 1, NewLines: n}
		for i := range n {
			h.Lines = append(h.Lines, local.Line{Kind: '+', Text: "x", New: i + 1})
		}
		return local.FileDiff{Path: path, Status: local.FileAdded, Added: n, Hunks: []local.Hunk{h}}
	}
	d := local.Diff{Files: []local.FileDiff{file("small.md", 3), file("big.md", collapseLines+1), file("huge.md", fileBudget+1)}}
	v := buildDiffView(d, nil, false, "", "/c?tab=files&view=unified", nil)
	if len(v.Files) != 3 || v.Files[0].Collapsed || !v.Files[1].Collapsed || !v.Files[2].Deferred || v.Files[2].Rows != nil {
		t.Fatalf("files: %+v", v.Files)
	}
	if link := v.Files[2].Link; link != "/c?tab=files&view=unified&file=huge.md#"+fileAnchor("huge.md") {
		t.Errorf("deferred link %q", link)
	}
	one := buildDiffView(d, nil, false, "huge.md", "/c?tab=files&view=unified", nil)
	if len(one.Files) != 1 || one.Files[0].Deferred || len(one.Files[0].Rows) != fileBudget+2 {
		t.Errorf("one file: %d files, deferred %v", len(one.Files), one.Files[0].Deferred)
	}
}
