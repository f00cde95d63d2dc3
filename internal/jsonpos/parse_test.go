package jsonpos

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func parseString(s string) (*Node, error) {
	return Parse(NewSource("docs.json", []byte(s)))
}

func TestParsePositions(t *testing.T) {
	src := "{\n  \"name\": \"Ünïcödé\",\n  \"list\": [1, true, null],\n  \"x\": {\"y\": -2.5e3}\n}\n"
	n, err := parseString(src)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		node      *Node
		line, col int
	}{
		{n, 1, 1},
		{n.Get("name"), 2, 11},
		{n.Get("list"), 3, 11},
		{n.Get("list").Items[1], 3, 15},
		{n.Get("x").Get("y"), 4, 14},
	}
	for i, tt := range tests {
		l, c := tt.node.Pos.LineCol()
		if l != tt.line || c != tt.col {
			t.Errorf("%d: got %d:%d, want %d:%d", i, l, c, tt.line, tt.col)
		}
	}
	m, _ := n.Member("list")
	if l, c := m.KeyPos.LineCol(); l != 3 || c != 3 {
		t.Errorf("key position %d:%d, want 3:3", l, c)
	}
	if got := n.Get("name").Text; got != "Ünïcödé" {
		t.Errorf("name = %q", got)
	}
	if got := n.Get("x").Get("y").Text; got != "-2.5e3" {
		t.Errorf("number text = %q", got)
	}
}

func TestColumnsCountCharacters(t *testing.T) {
	n, err := parseString(`{"名前": "文字", "k": 1}`)
	if err != nil {
		t.Fatal(err)
	}
	if _, c := n.Get("k").Pos.LineCol(); c != 19 {
		t.Errorf("column = %d, want 19 (characters, not bytes)", c)
	}
}

func TestDuplicateKeysLastWins(t *testing.T) {
	n, err := parseString(`{"a": 1, "a": 2}`)
	if err != nil {
		t.Fatal(err)
	}
	if len(n.Members) != 2 || n.Get("a").Text != "2" {
		t.Fatalf("got %+v", n.Members)
	}
}

func TestSyntaxErrors(t *testing.T) {
	deep := strings.Repeat("[", 10000) + strings.Repeat("]", 10000)
	tests := []struct {
		name, in  string
		code      string
		line, col int
		msg       string
	}{
		{"empty", "", CodeSyntax, 1, 1, "empty"},
		{"blank", "  \n ", CodeSyntax, 2, 2, "empty"},
		{"bom", "\xEF\xBB\xBF{}", CodeBOM, 1, 1, "byte order mark"},
		{"line comment", "{\n  // hi\n}", CodeSyntax, 2, 3, "comments"},
		{"block comment", "{\"a\": 1 /* x */}", CodeSyntax, 1, 9, "comments"},
		{"trailing comma object", "{\"a\": 1,\n}", CodeSyntax, 1, 8, "trailing comma"},
		{"trailing comma array", "[1, 2, ]", CodeSyntax, 1, 6, "trailing comma"},
		{"missing comma", "{\"a\": 1\n \"b\": 2}", CodeSyntax, 2, 2, "missing ','"},
		{"missing comma array", "[\"a\" \"b\"]", CodeSyntax, 1, 6, "missing ','"},
		{"single quotes", "{'a': 1}", CodeSyntax, 1, 2, "double quotes"},
		{"unquoted key", "{a: 1}", CodeSyntax, 1, 2, "double quotes"},
		{"missing colon", "{\"a\" 1}", CodeSyntax, 1, 6, "expected ':'"},
		{"unclosed object", "{\"a\": [1,\n2]", CodeSyntax, 1, 1, "never closed"},
		{"unclosed array", "[1, 2", CodeSyntax, 1, 1, "never closed"},
		{"unterminated string", "{\"a\": \"abc", CodeSyntax, 1, 7, "unterminated"},
		{"newline in string", "{\"a\": \"ab\nc\"}", CodeSyntax, 1, 7, "line break"},
		{"bad escape", `{"a": "\x"}`, CodeSyntax, 1, 8, "invalid escape"},
		{"bad unicode escape", `{"a": "\u12G4"}`, CodeSyntax, 1, 8, `\u`},
		{"control char", "{\"a\": \"\x01\"}", CodeSyntax, 1, 8, "control character"},
		{"invalid utf8 in string", "{\"a\": \"x\xff\"}", CodeInvalidUTF8, 1, 9, "UTF-8"},
		{"invalid utf8 outside", "{\"a\": \xff}", CodeInvalidUTF8, 1, 7, "UTF-8"},
		{"leading zero", "[01]", CodeSyntax, 1, 2, "leading zeros"},
		{"bare dot", "[1.]", CodeSyntax, 1, 2, "decimal point"},
		{"plus sign", "[+1]", CodeSyntax, 1, 2, "expected a value"},
		{"python true", "{\"a\": True}", CodeSyntax, 1, 7, "True"},
		{"trueish", "[truex]", CodeSyntax, 1, 2, "unknown literal"},
		{"NaN", "[NaN]", CodeSyntax, 1, 2, "not a JSON value"},
		{"two values", "{} {}", CodeSyntax, 1, 4, "after the end"},
		{"too deep", deep, CodeTooDeep, 1, MaxDepth + 1, "nested"},
		{"stray close", "]", CodeSyntax, 1, 1, "expected a value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseString(tt.in)
			se, ok := err.(*SyntaxError)
			if !ok {
				t.Fatalf("got %v, want a *SyntaxError", err)
			}
			l, c := se.Pos.LineCol()
			if se.Code != tt.code || l != tt.line || c != tt.col || !strings.Contains(se.Msg, tt.msg) {
				t.Errorf("got %s %d:%d %q, want %s %d:%d containing %q", se.Code, l, c, se.Msg, tt.code, tt.line, tt.col, tt.msg)
			}
		})
	}
}

func TestSurrogates(t *testing.T) {
	n, err := parseString(`["\ud83d\ude00", "\ud83d", "\u00e9"]`)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"😀", "\uFFFD", "é"}
	for i, w := range want {
		if n.Items[i].Text != w {
			t.Errorf("item %d = %q, want %q", i, n.Items[i].Text, w)
		}
	}
}

func TestLine(t *testing.T) {
	s := NewSource("f", []byte("a\r\nbb\nccc"))
	for i, w := range []string{"a", "bb", "ccc", ""} {
		if got := s.Line(i + 1); got != w {
			t.Errorf("Line(%d) = %q, want %q", i+1, got, w)
		}
	}
}

// toAny converts a tree to the values encoding/json produces, so the two
// parsers can be compared.
func toAny(n *Node) any {
	switch n.Kind {
	case Null:
		return nil
	case Bool:
		return n.True
	case Number:
		return json.Number(n.Text)
	case String:
		return n.Text
	case Array:
		out := []any{}
		for _, it := range n.Items {
			out = append(out, toAny(it))
		}
		return out
	case Object:
		out := map[string]any{}
		for _, m := range n.Members {
			out[m.Key] = toAny(m.Value)
		}
		return out
	}
	panic(fmt.Sprint("kind ", n.Kind))
}

func depth(data []byte) int {
	d, max := 0, 0
	inStr := false
	for i := 0; i < len(data); i++ {
		c := data[i]
		switch {
		case inStr && c == '\\':
			i++
		case c == '"':
			inStr = !inStr
		case !inStr && (c == '[' || c == '{'):
			d++
			if d > max {
				max = d
			}
		case !inStr && (c == ']' || c == '}'):
			d--
		}
	}
	return max
}

// FuzzParse checks that the parser never panics, that every error carries a
// position inside the file, and that it agrees with encoding/json on valid
// UTF-8 input.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`{}`, `[]`, `{"a":[1,2,{"b":null}],"c":"\u00e9\ud83d\ude00"}`, `"x"`, `-0.5e+3`,
		`{"a":1,}`, `// c` + "\n{}", "\xEF\xBB\xBF{}", `{"a" 1}`, `[1 2]`, `{'a':1}`, `[tru]`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		n, err := Parse(NewSource("f.json", data))
		if err != nil {
			se, ok := err.(*SyntaxError)
			if !ok {
				t.Fatalf("error of type %T", err)
			}
			if se.Pos.Off < 0 || se.Pos.Off > len(data) || se.Code == "" || se.Msg == "" {
				t.Fatalf("bad error %+v", se)
			}
			if l, c := se.Pos.LineCol(); l < 1 || c < 1 {
				t.Fatalf("bad position %d:%d", l, c)
			}
		}
		valid := json.Valid(data)
		if err == nil && !valid {
			t.Fatalf("accepted input that encoding/json rejects: %q", data)
		}
		if !utf8.Valid(data) || depth(data) >= MaxDepth {
			return
		}
		if valid && err != nil {
			t.Fatalf("rejected valid JSON %q: %v", data, err)
		}
		if err == nil {
			var want any
			dec := json.NewDecoder(bytes.NewReader(data))
			dec.UseNumber()
			if err := dec.Decode(&want); err != nil {
				t.Fatal(err)
			}
			if got := toAny(n); !reflect.DeepEqual(got, want) {
				t.Fatalf("got %#v, want %#v", got, want)
			}
		}
	})
}

// TestColumnsOnLongLines holds LineCol, which counts from marks, to
// counting the characters from the start of the line, on long lines of
// multi-byte, invalid and truncated UTF-8 that cross the marks.
func TestColumnsOnLongLines(t *testing.T) {
	pieces := []string{"a", "é", "文", "😀", "\xe2\x82", "\x82", "\xff", "\n", `{"k": "v"}`, "  "}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 50 {
		var b strings.Builder
		for b.Len() < 3000 {
			p := pieces[rng.IntN(len(pieces))]
			if p == "\n" && rng.IntN(8) != 0 {
				continue // mostly long lines
			}
			b.WriteString(p)
		}
		data := []byte(b.String())
		src := NewSource("f.json", data)
		for off := 0; off <= len(data); off++ {
			start := bytes.LastIndexByte(data[:off], '\n') + 1
			wantLine := bytes.Count(data[:off], []byte("\n")) + 1
			wantCol := utf8.RuneCount(data[start:off]) + 1
			if line, col := src.LineCol(off); line != wantLine || col != wantCol {
				t.Fatalf("LineCol(%d) = %d:%d, want %d:%d", off, line, col, wantLine, wantCol)
			}
		}
	}
}

// BenchmarkParseOneLine parses and places every value of a minified
// document: one line of about 600 KB, as generated specifications often
// are.
func BenchmarkParseOneLine(b *testing.B) {
	var sb strings.Builder
	sb.WriteString(`{"paths": {`)
	for i := range 4000 {
		if i > 0 {
			sb.WriteByte(',')
		}
		fmt.Fprintf(&sb, `"/p%d": {"get": {"summary": "Résumé %d", "tags": ["a", "b"], "x": [1, 2, {"y": null}]}}`, i, i)
	}
	sb.WriteString("}}")
	data := []byte(sb.String())
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		src := NewSource("spec.json", data)
		n, err := Parse(src)
		if err != nil {
			b.Fatal(err)
		}
		var walk func(*Node)
		walk = func(n *Node) {
			n.Pos.LineCol()
			for _, m := range n.Members {
				m.KeyPos.LineCol()
				walk(m.Value)
			}
			for _, it := range n.Items {
				walk(it)
			}
		}
		walk(n)
	}
}

// TestOffset holds Offset, which starts from marks, to walking the
// characters of the line from its start, and to LineCol's inverse.
func TestOffset(t *testing.T) {
	pieces := []string{"a", "é", "文", "😀", "\xe2\x82", "\x82", "\xff", "\n", "\r\n", `{"k": "v"}`}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 30 {
		var b strings.Builder
		for b.Len() < 2000 {
			p := pieces[rng.IntN(len(pieces))]
			if strings.Contains(p, "\n") && rng.IntN(6) != 0 {
				continue
			}
			b.WriteString(p)
		}
		data := []byte(b.String())
		src := NewSource("f.json", data)
		starts := []int{0}
		for i, c := range data {
			if c == '\n' {
				starts = append(starts, i+1)
			}
		}
		for line := 0; line <= len(starts)+1; line++ {
			for col := 0; col < 2100; col += 1 + rng.IntN(5) {
				want := 0
				switch {
				case line > len(starts):
					want = len(data)
				case line >= 1:
					want = starts[line-1]
					for c := 1; c < col && want < len(data) && data[want] != '\n'; c++ {
						_, size := utf8.DecodeRune(data[want:])
						want += size
					}
				}
				if got := src.Offset(line, col); got != want {
					t.Fatalf("Offset(%d, %d) = %d, want %d", line, col, got, want)
				}
			}
		}
	}
}
