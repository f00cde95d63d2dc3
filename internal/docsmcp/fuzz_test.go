package docsmcp

import (
	"slices"
	"strings"
	"testing"
)

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
