package jsrt

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/dop251/goja"
)

// FuzzParseLiteral: ParseLiteral is a shortcut past the engine, so what it
// accepts must be what the engine makes of the same code. Anything it
// accepts is run by goja too and the two values compared (keys sorted: an
// object keeps its keys in the source's order, where JavaScript puts
// integer-like keys first).
func FuzzParseLiteral(f *testing.F) {
	for _, s := range []string{
		`2`, `-1.5e3`, `0x1F`, `1_000`, `.5`, `"a\"b"`, `'it\'s'`, "`multi\nline`",
		`"\u00e9\x41\u{1F600}"`, `true`, `null`, `undefined`, `["a", 'b', 3,]`,
		`{ margin: 0, fontSize: "0.8rem", "x-y": [1] }`, `{ a: 1, a: 2 }`, `{ 2: "b", 1: "a" }`,
		`/* note */ 3 // three`, `0b101`, `0o17`, `"\0"`, `-0`, `1e400`, `"\
"`, "'a\\\r\nb'", "'a\\\u2028b'", `'\1'`, `"\08"`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		got, ok := ParseLiteral(code)
		if !ok {
			return
		}
		vm := goja.New()
		// Strict, as a module's code is.
		v, err := vm.RunString("'use strict';(" + code + "\n)")
		if err != nil {
			t.Fatalf("ParseLiteral(%q) = %#v, but the engine refuses it: %v", code, got, err)
		}
		want := describeJS(v)
		if have := describeGo(got); have != want {
			t.Fatalf("ParseLiteral(%q) = %s, the engine %s", code, have, want)
		}
	})
}

// describeGo writes a value ParseLiteral made in one canonical form.
func describeGo(v any) string {
	switch v := v.(type) {
	case nil:
		return "nil"
	case bool:
		return fmt.Sprint(v)
	case float64:
		return describeNumber(v)
	case string:
		return fmt.Sprintf("%q", v)
	case []any:
		parts := make([]string, len(v))
		for i, e := range v {
			parts[i] = describeGo(e)
		}
		return "[" + strings.Join(parts, ",") + "]"
	case *Object:
		var parts []string
		for k, e := range v.All() {
			parts = append(parts, fmt.Sprintf("%q:%s", k, describeGo(e)))
		}
		slices.Sort(parts)
		return "{" + strings.Join(parts, ",") + "}"
	}
	return fmt.Sprintf("?%T", v)
}

// describeJS writes an engine's value in describeGo's form; undefined and
// null are one, as ParseLiteral makes them.
func describeJS(v goja.Value) string {
	if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
		return "nil"
	}
	switch e := v.Export().(type) {
	case bool:
		return fmt.Sprint(e)
	case int64:
		return describeNumber(float64(e))
	case float64:
		return describeNumber(e)
	case string:
		// A lone surrogate exports as U+FFFD, as ParseLiteral refuses it.
		return fmt.Sprintf("%q", e)
	}
	obj, ok := v.(*goja.Object)
	if !ok {
		return "?" + v.String()
	}
	if obj.ClassName() == "Array" {
		n := int(obj.Get("length").ToInteger())
		parts := make([]string, n)
		for i := range n {
			parts[i] = describeJS(obj.Get(fmt.Sprint(i)))
		}
		return "[" + strings.Join(parts, ",") + "]"
	}
	var parts []string
	for _, k := range obj.Keys() {
		parts = append(parts, fmt.Sprintf("%q:%s", k, describeJS(obj.Get(k))))
	}
	slices.Sort(parts)
	return "{" + strings.Join(parts, ",") + "}"
}

// describeNumber keeps -0 apart from 0, which == would not.
func describeNumber(f float64) string {
	if f == 0 && math.Signbit(f) {
		return "-0"
	}
	return FormatNumber(f)
}
