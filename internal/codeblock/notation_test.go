package codeblock

import (
	"reflect"
	"testing"
)

func TestTakeNotations(t *testing.T) {
	tests := []struct {
		in, out string
		notes   []note
	}{
		{"// [!code ++]", "//", []note{{count: 1, flag: lineAdd}}},
		{"# [!code --:3]", "#", []note{{count: 3, flag: lineDel}}},
		{"<!-- [!code highlight] -->", "<!-- -->", []note{{count: 1, flag: lineHighlight}}},
		{"// [!code hl] [!code focus:2]", "//", []note{{count: 1, flag: lineHighlight}, {count: 2, flag: lineFocus}}},
		{"// keep this [!code ++]", "// keep this", []note{{count: 1, flag: lineAdd}}},
		{"// [!code word:foo]", "// [!code word:foo]", nil},
		{"// [!code error]", "// [!code error]", nil},
		{"// [!code ++:0]", "// [!code ++:0]", nil},
		{"// [!code ++:x]", "// [!code ++:x]", nil},
		{"// [!code ++", "// [!code ++", nil},
		{"// [!code ++:99999999]", "// [!code ++:99999999]", nil},
		{"// [!code ++:9999999]", "//", []note{{count: maxLine, flag: lineAdd}}},
	}
	for _, tt := range tests {
		out, notes := takeNotations(tt.in, nil)
		if out != tt.out || !reflect.DeepEqual(notes, tt.notes) {
			t.Errorf("takeNotations(%q) = %q, %v; want %q, %v", tt.in, out, notes, tt.out, tt.notes)
		}
	}
}

func TestEmptyComment(t *testing.T) {
	for _, s := range []string{"//", "# ", "<!-- -->", "/* */", "{/* */}", "--", ";", "%", "'", "  //  "} {
		if !emptyComment(s) {
			t.Errorf("emptyComment(%q) = false", s)
		}
	}
	for _, s := range []string{"// x", "# TODO", "<!-- a -->", "/* b */", " */", "-->", ""} {
		if emptyComment(s) {
			t.Errorf("emptyComment(%q) = true", s)
		}
	}
}
