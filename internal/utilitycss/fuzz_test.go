package utilitycss

import (
	"strings"
	"testing"
)

// FuzzRule feeds class names to the class parser. A class comes from a
// page's markup and its rule goes into the page's <style>, so whatever the
// class, a rule must stay one rule: braces balanced outside escapes, and
// nothing that could end the style element.
func FuzzRule(f *testing.F) {
	for _, c := range []string{"hidden", "dark:hover:text-[#fff]", "w-1/2", "2xl:hidden", "!mt-4", "text-[red;}body{x]",
		"aspect-[2/1]", "group-hover:text-primary", "space-y-4", "bg-[url(a)]", "[[", "]:]", "-top-14", "text-zinc-950/70"} {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, class string) {
		r := Rule(class)
		if r == "" {
			return
		}
		if strings.Contains(strings.ToLower(r), "</") || strings.Contains(r, "<!") {
			t.Fatalf("Rule(%q) = %q could end the style element", class, r)
		}
		depth := 0
		for i := 0; i < len(r); i++ {
			switch r[i] {
			case '\\':
				i++ // an escaped character of the selector
			case '{':
				depth++
			case '}':
				depth--
				if depth < 0 {
					t.Fatalf("Rule(%q) = %q closes a block it did not open", class, r)
				}
			}
		}
		if depth != 0 {
			t.Fatalf("Rule(%q) = %q leaves a block open", class, r)
		}
		// Written in a class attribute on its own, the class gets the same rule.
		if f := strings.Fields(class); len(f) != 1 || f[0] != class || strings.ContainsRune(class, '"') {
			return
		}
		if u := NewCache().CSS(`<p class="` + class + `">`); u != r {
			t.Fatalf("CSS of one class %q = %q, Rule = %q", class, u, r)
		}
	})
}
