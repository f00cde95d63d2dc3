package diag

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/jsonpos"
)

func TestRender(t *testing.T) {
	src := jsonpos.NewSource("docs.json", []byte("{\n\t\"theme\": \"mintt\",\n  \"名前\": 1\n}\n"))
	inc := jsonpos.NewSource("nav/groups.json", []byte("[{\"group\": 3}]"))
	inc.Via = &jsonpos.Pos{Src: src, Off: 3}
	long := jsonpos.NewSource("min.json", []byte(`{"a":"`+strings.Repeat("x", 300)+`","theme":"b"}`))
	tests := []struct {
		name string
		d    Diagnostic
		st   Style
		want string
	}{
		{
			name: "caret under a tab-indented value",
			d:    Diagnostic{Code: "unknown-theme", Message: `unknown theme "mintt"`, Hint: `did you mean "mint"?`, Pos: jsonpos.Pos{Src: src, Off: 12}, Pointer: "/theme"},
			want: "docs.json:2:11: error[unknown-theme]: unknown theme \"mintt\"\n" +
				"   2 | \t\"theme\": \"mintt\",\n" +
				"     | \t         ^\n" +
				"     = hint: did you mean \"mint\"?\n" +
				"     = at /theme\n",
		},
		{
			name: "wide characters count as one column",
			d:    Diagnostic{Severity: Warning, Code: "unknown-key", Message: "unknown key", Pos: jsonpos.Pos{Src: src, Off: strings.Index(string(src.Data), "1\n")}},
			want: "docs.json:3:9: warning[unknown-key]: unknown key\n" +
				"   3 |   \"名前\": 1\n" +
				"     |         ^\n",
		},
		{
			name: "include chain and directory prefix",
			d:    Diagnostic{Code: "wrong-type", Message: "bad", Pos: jsonpos.Pos{Src: inc, Off: 11}},
			st:   Style{Dir: "site"},
			want: "site/nav/groups.json:1:12: error[wrong-type]: bad\n" +
				"   1 | [{\"group\": 3}]\n" +
				"     |            ^\n" +
				"     = note: site/nav/groups.json is included from site/docs.json:2:2\n",
		},
		{
			name: "no position",
			d:    Diagnostic{Code: "file-too-large", Message: "too large", File: "docs.json"},
			want: "docs.json: error[file-too-large]: too large\n",
		},
		{
			name: "colour",
			d:    Diagnostic{Severity: Warning, Code: "x", Message: "m", File: "f"},
			st:   Style{Color: true},
			want: "\x1b[1mf:\x1b[0m \x1b[1;33mwarning[x]\x1b[0m\x1b[1m: m\x1b[0m\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b strings.Builder
			if err := Render(&b, tt.d, tt.st); err != nil {
				t.Fatal(err)
			}
			if b.String() != tt.want {
				t.Errorf("got:\n%s\nwant:\n%s", b.String(), tt.want)
			}
		})
	}
	t.Run("long lines are clipped around the column", func(t *testing.T) {
		var b strings.Builder
		off := strings.Index(string(long.Data), `"b"`)
		Render(&b, Diagnostic{Code: "c", Message: "m", Pos: jsonpos.Pos{Src: long, Off: off}}, Style{})
		lines := strings.Split(b.String(), "\n")
		if n := len([]rune(lines[1])); n > 140 {
			t.Errorf("source line is %d characters long", n)
		}
		caret := strings.Index(lines[2], "^")
		if got := []rune(lines[1])[len([]rune(lines[2][:caret]))]; got != '"' {
			t.Errorf("caret under %q, want the opening quote of \"b\":\n%s", got, b.String())
		}
	})
}

func TestReport(t *testing.T) {
	src := jsonpos.NewSource("docs.json", []byte("{}"))
	var l List
	r := NewReport(&l)
	if r.Errors == nil || r.Warnings == nil {
		t.Fatal("empty report must have empty lists, not nil")
	}
	l.Add(Diagnostic{Severity: Warning, Code: "w", Message: "w", Pos: jsonpos.Pos{Src: src, Off: 1}})
	l.Add(Diagnostic{Code: "e", Message: "e", Pos: jsonpos.Pos{Src: src}, Pointer: "/x", Hint: "h"})
	r = NewReport(&l)
	want := JSON{File: "docs.json", Line: 1, Column: 1, Pointer: "/x", Code: "e", Message: "e", Hint: "h"}
	if len(r.Errors) != 1 || r.Errors[0] != want || len(r.Warnings) != 1 || r.Warnings[0].Column != 2 {
		t.Errorf("got %+v", r)
	}
	if !l.HasErrors() {
		t.Error("HasErrors = false")
	}
	l.Sort()
	if l.All()[0].Code != "e" {
		t.Errorf("Sort did not order by position: %+v", l.All())
	}
	l.Strict()
	if len(l.Warnings()) != 0 || len(l.Errors()) != 2 {
		t.Error("Strict left warnings")
	}
}

// TestExcerpt holds excerpt, which reads only around the column, to
// cutting the whole line as runes, on lines short and long, of
// multi-byte characters, with a place at every offset.
func TestExcerpt(t *testing.T) {
	whole := func(text string, col, width int) (string, int) {
		runes := []rune(text)
		if len(runes) <= width {
			return text, col
		}
		start := max(0, col-1-width/2)
		end := min(len(runes), start+width)
		out, newCol := string(runes[start:end]), col-start
		if start > 0 {
			out, newCol = "…"+out, newCol+1
		}
		if end < len(runes) {
			out += "…"
		}
		return out, newCol
	}
	for _, text := range []string{
		"",
		"short line",
		strings.Repeat("é", 10),
		strings.Repeat("ab文", 7),
		"x\r\n" + strings.Repeat("😀a", 15) + "\nlast",
		strings.Repeat("{\"k\": \"v\"}, ", 9),
	} {
		src := jsonpos.NewSource("f", []byte(text))
		for off := 0; off <= len(text); off++ {
			if off < len(text) && !utf8.RuneStart(text[off]) {
				continue
			}
			p := jsonpos.Pos{Src: src, Off: off}
			line, col := p.LineCol()
			wantText, wantCol := whole(src.Line(line), col, 12)
			if gotText, gotCol := excerpt(p, line, col, 12); gotText != wantText || gotCol != wantCol {
				t.Errorf("%q at %d: got %q col %d, want %q col %d", text, off, gotText, gotCol, wantText, wantCol)
			}
		}
	}
}
