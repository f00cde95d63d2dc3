package jsrt

import (
	"math"
	"reflect"
	"testing"
)

func TestParseLiteral(t *testing.T) {
	obj := func(kv ...any) *Object {
		o := NewObject()
		for i := 0; i < len(kv); i += 2 {
			o.Set(kv[i].(string), kv[i+1])
		}
		return o
	}
	tests := []struct {
		code string
		want any
		ok   bool
	}{
		{"2", 2.0, true},
		{" -1.5e3 ", -1500.0, true},
		{"0x1F", 31.0, true},
		{"1_000", 1000.0, true},
		{".5", 0.5, true},
		{`"a\"b"`, `a"b`, true},
		{`'it\'s'`, "it's", true},
		{"`multi\nline`", "multi\nline", true},
		{"`a${b}`", nil, false},
		{`"\u00e9\x41\u{1F600}"`, "éA😀", true},
		{`"\uD83D"`, nil, false},
		{"true", true, true},
		{"false", false, true},
		{"null", nil, true},
		{"undefined", nil, true},
		{`["a", 'b', 3,]`, []any{"a", "b", 3.0}, true},
		{`[]`, []any{}, true},
		{`{ margin: 0, fontSize: "0.8rem", "x-y": [1] }`, obj("margin", 0.0, "fontSize", "0.8rem", "x-y", []any{1.0}), true},
		{`{ light: "#fff", dark: "#000", }`, obj("light", "#fff", "dark", "#000"), true},
		{`{ a }`, nil, false},
		{`{ ...x }`, nil, false},
		{`{ [k]: 1 }`, nil, false},
		{`x`, nil, false},
		{`1 + 2`, nil, false},
		{`"a" + "b"`, nil, false},
		{`() => 1`, nil, false},
		{`<svg/>`, nil, false},
		{`"unterminated`, nil, false},
		{"\"line\nbreak\"", nil, false},
		{`/* note */ 3 // three`, 3.0, true},
		{`1e`, nil, false},
		{`1.2.3`, nil, false},
		{`008`, nil, false},
		{`00`, nil, false},
		{`0`, 0.0, true},
		{`1.`, 1.0, true},
		{`1__0`, nil, false},
		{`1_`, nil, false},
		{`1_.5`, nil, false},
		{`0x_1`, nil, false},
		{`0.5_1`, 0.51, true},
		{`1e1_0`, 1e10, true},
		{`1e`, nil, false},
	}
	for _, tt := range tests {
		got, ok := ParseLiteral(tt.code)
		if ok != tt.ok || ok && !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseLiteral(%q) = %#v, %v; want %#v, %v", tt.code, got, ok, tt.want, tt.ok)
		}
	}
}

func TestParseLiteralDepth(t *testing.T) {
	deep := ""
	for range 200 {
		deep += "["
	}
	if _, ok := ParseLiteral(deep); ok {
		t.Fatal("an unclosed deep array parsed")
	}
}

func TestFormatNumber(t *testing.T) {
	tests := map[float64]string{
		0: "0", 1: "1", -2.5: "-2.5", 1e21: "1e+21", 1.5e-7: "1.5e-7", 123456789: "123456789",
		0.1: "0.1", math.Inf(1): "Infinity", math.NaN(): "NaN", 1e-6: "0.000001",
	}
	for f, want := range tests {
		if got := FormatNumber(f); got != want {
			t.Errorf("FormatNumber(%v) = %q, want %q", f, got, want)
		}
	}
}
