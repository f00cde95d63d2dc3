package docsmcp

import (
	"slices"
	"strings"
	"testing"
)

// FuzzParseQuery checks that any query parses within its bounds.
func FuzzParseQuery(f *testing.F) {
	for _, s := range []string{"", "deploy the app", "Café-bar 2.0", strings.Repeat("ab ", 100), "\xff\xfe", "日本語 テスト"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		q := parseQuery(s)
		if len(q.terms) > maxQueryTerms {
			t.Fatalf("%d terms", len(q.terms))
		}
		for _, term := range q.terms {
			if term == "" || len(term) > maxQueryBytes {
				t.Fatalf("term %q", term)
			}
		}
		_ = excerpt(s, q.terms, 240)
	})
}

// FuzzPagePaths checks that get_page's path reading never lets a path
// that climbs out through.
func FuzzPagePaths(f *testing.F) {
	d := &docs{out: buildSite(f, "/")}
	for _, s := range []string{"/guides/install", "guides/install.md", "../../etc/passwd", "/a/%2e%2e/b", "https://evil.test/x", "//evil.test", "\\x", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, p string) {
		paths, err := d.pagePaths(p)
		if err != nil {
			return
		}
		for _, got := range paths {
			if slices.Contains(strings.Split(got, "/"), "..") {
				t.Fatalf("%q gave %q", p, got)
			}
		}
	})
}
