package jsrt

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dop251/goja"
)

// run compiles src as a module and runs it in a new Env of eng,
// returning its exports.
func run(t *testing.T, eng *Engine, src string) (*Env, *goja.Object, error) {
	t.Helper()
	prog, ce := Compile("t.jsx", src, LineMap{{Line: 1, Code: src}})
	if ce != nil {
		t.Fatalf("compile: %v", ce)
	}
	env := eng.NewEnv()
	t.Cleanup(env.Close)
	m, err := env.Module("t", prog, func(spec string) goja.Value { return env.PackageModule(spec) })
	return env, m, err
}

// TestWebGlobals runs each web global a component may use as Mintlify's
// runtime (Node on its server, the browser after) gives it.
func TestWebGlobals(t *testing.T) {
	tests := []struct {
		global, expr, want string
	}{
		{"btoa", `btoa("Folio: docs")`, "Rm9saW86IGRvY3M="},
		{"btoa", `(() => { try { return btoa("é→"); } catch (e) { return "throws"; } })()`, "throws"},
		{"atob", `atob("Rm9saW86IGRvY3M=")`, "Folio: docs"},
		{"atob", `atob(" Rm9s aW8 ")`, "Folio"},
		{"atob", `(() => { try { return atob("*"); } catch (e) { return "throws"; } })()`, "throws"},
		{"URL", `new URL("/guide?x=1#top", "https://docs.example.com/a/b").href`, "https://docs.example.com/guide?x=1#top"},
		{"URL", `[new URL("https://u:p@example.com:8080/p").host, new URL("https://example.com").pathname, new URL("https://example.com/x").origin].join(" ")`, "example.com:8080 / https://example.com"},
		{"URL", `(() => { try { new URL("not a url"); return "parsed"; } catch (e) { return e instanceof TypeError ? "TypeError" : "other"; } })()`, "TypeError"},
		{"URL", `String(URL.canParse("https://x.org")) + String(URL.canParse("x"))`, "truefalse"},
		{"URLSearchParams", `new URLSearchParams("?a=1&b=two+words&a=3").getAll("a").join(",") + " " + new URLSearchParams("b=two+words").get("b")`, "1,3 two words"},
		{"URLSearchParams", `(() => { const p = new URLSearchParams({ q: "a b", n: 2 }); p.append("x", "&"); p.delete("n"); return p.toString(); })()`, "q=a+b&x=%26"},
		{"URLSearchParams", `(() => { const u = new URL("https://x.org/s?a=1"); u.searchParams.set("b", "2"); return u.href; })()`, "https://x.org/s?a=1&b=2"},
		{"TextEncoder", `Array.from(new TextEncoder().encode("é!")).join(",")`, "195,169,33"},
		{"TextDecoder", `new TextDecoder().decode(new Uint8Array([226, 134, 146]))`, "→"},
		{"structuredClone", `(() => { const a = { n: [1, { d: new Date(0) }] }; const b = structuredClone(a); b.n[0] = 2; return a.n[0] + " " + b.n[0] + " " + (b.n[1].d instanceof Date); })()`, "1 2 true"},
		{"setTimeout", `(() => { let ran = false; const id = setTimeout(() => { ran = true; }, 0); clearTimeout(id); return typeof id + " " + ran; })()`, "number false"},
		{"setInterval", `typeof setInterval(() => {}, 10) + typeof clearInterval`, "numberfunction"},
		{"queueMicrotask", `(() => { let ran = false; queueMicrotask(() => { ran = true; }); return String(ran); })()`, "false"},
		{"window", `typeof window + " " + typeof document + " " + typeof localStorage`, "undefined undefined undefined"},
	}
	eng := NewEngine(Options{Timeout: 2 * time.Second, Memory: 64 << 20})
	for _, tt := range tests {
		t.Run(tt.global, func(t *testing.T) {
			_, m, err := run(t, eng, "export const v = String("+tt.expr+");")
			if err != nil {
				t.Fatal(err)
			}
			if got := m.Get("v").String(); got != tt.want {
				t.Errorf("%s = %q, want %q", tt.expr, got, tt.want)
			}
		})
	}
}

// TestWebGlobalsOnDemand: a page that names none of them does not get
// them, so that pages without JavaScript start no engine.
func TestWebGlobalsOnDemand(t *testing.T) {
	for _, name := range webGlobals {
		if got := globalNames([]byte("x = " + name + "(1)")); len(got) != 1 || got[0] != name {
			t.Errorf("globalNames does not find %s: %v", name, got)
		}
	}
	if got := globalNames([]byte("x.atob(1)")); len(got) != 0 {
		t.Errorf("a property is not a global: %v", got)
	}
}

func TestGlobalNames(t *testing.T) {
	code := []byte(`var x = __h(Card, {title: "A Note"}, __h(GitHub.Repo, null), useState(1), React.createElement(Fragment), console.log(y.Tabs), obj.useX);`)
	got := globalNames(code)
	want := []string{"Card", "A", "Note", "GitHub", "useState", "React", "Fragment", "console"}
	if !slices.Equal(got, want) {
		t.Errorf("globalNames = %q, want %q", got, want)
	}
}

// TestElements: JSX makes element objects whose types are the built-in
// components defined on demand, the fragment, or functions; a package
// import's names are the page's globals.
func TestElements(t *testing.T) {
	eng := NewEngine(Options{Timeout: 2 * time.Second, Memory: 64 << 20, Components: map[string][]string{"Card": nil, "GitHub": {"Repo"}}})
	env, m, err := run(t, eng, `import { useState } from "react";
export const a = <Card title="x">hi</Card>;
export const b = <GitHub.Repo />;
export const c = <>x</>;
export const d = String(useState(3)[0]);`)
	if err != nil {
		t.Fatal(err)
	}
	typ := func(name string) *goja.Object {
		o := m.Get(name).(*goja.Object)
		if !env.IsElement(o) {
			t.Fatalf("%s is not an element", name)
		}
		return o.Get("type").(*goja.Object)
	}
	if got := env.Component(typ("a")); got != "Card" {
		t.Errorf("a: component %q", got)
	}
	if got := env.Component(typ("b")); got != "GitHub.Repo" {
		t.Errorf("b: component %q", got)
	}
	if !env.IsFragment(typ("c")) {
		t.Error("c: not a fragment")
	}
	if got := m.Get("d").String(); got != "3" {
		t.Errorf("d = %q", got)
	}
}

// TestCompileError: an error's offset is mapped back to the file
// through the line map, and names its piece.
func TestCompileError(t *testing.T) {
	src := "export const a = 1;\nexport const b = (1 +;\n"
	lines := LineMap{{Line: 1, Off: 100, Code: "export const a = 1;"}, {Line: 2, Off: 200, Code: "export const b = (1 +;"}}
	_, ce := Compile("t.jsx", src, lines)
	if ce == nil {
		t.Fatal("no error")
	}
	if ce.Piece != 1 || ce.Off < 200 || ce.Off > 200+len(lines[1].Code) {
		t.Errorf("error %+v: want piece 1, offset in 200..%d", ce, 200+len(lines[1].Code))
	}
}

// TestBudgets: script that runs past its time budget, or keeps filling
// memory, is stopped, and the Env stays dead.
func TestBudgets(t *testing.T) {
	cases := []struct {
		name string
		opts Options
		src  string
		want error
	}{
		{"time", Options{Timeout: 50 * time.Millisecond, Memory: 1 << 30}, "while (true) {}", ErrTimeout},
		{"memory", Options{Timeout: 10 * time.Second, Memory: 32 << 20}, "let a = []; while (true) a.push(new Array(1000).fill(a.length));", ErrMemory},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			env, _, err := run(t, NewEngine(c.opts), c.src)
			if err == nil || !strings.Contains(err.Error(), c.want.Error()) {
				t.Fatalf("err = %v, want %v", err, c.want)
			}
			if _, err := env.Call(func() (goja.Value, error) { return nil, nil }); !errors.Is(err, env.Dead()) || err == nil {
				t.Errorf("after the stop, Call = %v", err)
			}
		})
	}
}

// TestIntlNumbers formats numbers as Node (full ICU) does on Mintlify's
// server: goja's own toLocaleString reads the locale as a radix.
func TestIntlNumbers(t *testing.T) {
	tests := []struct{ expr, want string }{
		{`(1234.5).toLocaleString()`, "1,234.5"},
		{`(1234.5).toLocaleString("en-US", { style: "currency", currency: "USD" })`, "$1,234.50"},
		{`(0.054).toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 4, maximumFractionDigits: 4 })`, "$0.0540"},
		{`(1000000).toLocaleString("en-US")`, "1,000,000"},
		{`(1.005).toLocaleString("en-US", { maximumFractionDigits: 2 })`, "1.01"},
		{`(2.5).toLocaleString("en-US", { maximumFractionDigits: 0 })`, "3"},
		{`(-1234.567).toLocaleString("de-DE")`, "-1.234,567"},
		{`(1234.5).toLocaleString("de-DE", { style: "currency", currency: "EUR" })`, "1.234,50\u00a0€"},
		{`(1234567).toLocaleString("en-IN")`, "12,34,567"},
		{`new Intl.NumberFormat("en-US", { style: "percent" }).format(0.256)`, "26%"},
		{`new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 }).format(0.2567)`, "25.7%"},
		{`[1234, 12345, 1500000, 999].map(new Intl.NumberFormat("en", { notation: "compact" }).format).join(" ")`, "1.2K 12K 1.5M 999"},
		{`new Intl.NumberFormat("en", { notation: "compact", compactDisplay: "long" }).format(2500000000)`, "2.5 billion"},
		{`[-5.5, 0.000001, 0.0123456, 1.25, 9.99, 12.5, 99.5, 999.9, 0].map(new Intl.NumberFormat("en", { notation: "compact" }).format).join(" ")`, "-5.5 0.000001 0.012 1.3 10 13 100 1K 0"},
		{`[999999, 999499, 999.4].map(new Intl.NumberFormat("en", { notation: "compact" }).format).join(" ")`, "1M 999K 999"},
		{`[NaN.toLocaleString("en-US", { style: "currency", currency: "EUR" }), NaN.toLocaleString("en-US", { style: "percent" })].join(" ")`, "€NaN NaN%"},
		{`Intl.NumberFormat("en-US", { maximumSignificantDigits: 3 }).format(123456)`, "123,000"},
		{`[1, 2.5, 1000].map(new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 }).format).join(" ")`, "1.00 2.50 1,000.00"},
		{`(1234.5).toLocaleString(undefined, { useGrouping: false })`, "1234.5"},
		{`(5).toLocaleString("en-US", { minimumIntegerDigits: 2 })`, "05"},
		{`(-0.001).toLocaleString("en-US", { maximumFractionDigits: 2 })`, "-0"},
		{`[(0).toLocaleString(), NaN.toLocaleString(), (0.000001234).toLocaleString()].join(" ")`, "0 NaN 0"},
		{`(1e21).toLocaleString()`, "1,000,000,000,000,000,000,000"},
		{`(() => { try { return (1).toLocaleString("en", { maximumFractionDigits: 200 }); } catch (e) { return e instanceof RangeError ? "RangeError" : String(e); } })()`, "RangeError"},
	}
	eng := NewEngine(Options{Timeout: 2 * time.Second, Memory: 64 << 20})
	for _, tt := range tests {
		_, m, err := run(t, eng, "export const v = String("+tt.expr+");")
		if err != nil {
			t.Errorf("%s: %v", tt.expr, err)
			continue
		}
		if got := m.Get("v").String(); got != tt.want {
			t.Errorf("%s = %q, want %q", tt.expr, got, tt.want)
		}
	}
}
