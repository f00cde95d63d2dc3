package content

import (
	"context"
	"strings"
	"testing"
)

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
		{"URLSearchParams", `(() => { const p = new URLSearchParams({ q: "a b", n: 2 }); p.append("x", "&"); p.delete("n"); return p.toString(); })()`, "q=a+b&amp;x=%26"},
		{"URLSearchParams", `(() => { const u = new URL("https://x.org/s?a=1"); u.searchParams.set("b", "2"); return u.href; })()`, "https://x.org/s?a=1&amp;b=2"},
		{"TextEncoder", `Array.from(new TextEncoder().encode("é!")).join(",")`, "195,169,33"},
		{"TextDecoder", `new TextDecoder().decode(new Uint8Array([226, 134, 146]))`, "→"},
		{"structuredClone", `(() => { const a = { n: [1, { d: new Date(0) }] }; const b = structuredClone(a); b.n[0] = 2; return a.n[0] + " " + b.n[0] + " " + (b.n[1].d instanceof Date); })()`, "1 2 true"},
		{"setTimeout", `(() => { let ran = false; const id = setTimeout(() => { ran = true; }, 0); clearTimeout(id); return typeof id + " " + ran; })()`, "number false"},
		{"setInterval", `typeof setInterval(() => {}, 10) + typeof clearInterval`, "numberfunction"},
		{"queueMicrotask", `(() => { let ran = false; queueMicrotask(() => { ran = true; }); return String(ran); })()`, "false"},
		{"window", `typeof window + " " + typeof document + " " + typeof localStorage`, "undefined undefined undefined"},
	}
	for _, tt := range tests {
		t.Run(tt.global, func(t *testing.T) {
			r := New(Options{})
			pg := r.Render(context.Background(), "page.mdx", []byte("{"+tt.expr+"}\n"))
			for _, d := range pg.Diagnostics.All() {
				t.Errorf("%s: %s", d.Code, d.Message)
			}
			got := strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(pg.HTML), "<p>"), "</p>")
			if got != tt.want {
				t.Errorf("{%s} = %q, want %q", tt.expr, got, tt.want)
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
