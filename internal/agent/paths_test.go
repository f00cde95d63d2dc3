package agent

import (
	"path"
	"path/filepath"
	"strings"
	"testing"
)

func FuzzCleanPath(f *testing.F) {
	for _, s := range []string{"", ".", "a.mdx", "guides/../x", "../x", "/etc/passwd", "a/../../b", ".git/config",
		"a/.GIT/x", `a\b`, "C:/x", "a//b/", "./.", "..", "a/..", "x\x00y", " ../x "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, arg string) {
		p, err := cleanPath(arg, "path", true)
		if err != nil {
			return
		}
		if p != "." && (strings.HasPrefix(p, "/") || p == ".." || strings.HasPrefix(p, "../") || path.Clean(p) != p) {
			t.Fatalf("cleanPath(%q) = %q", arg, p)
		}
		if inGit(p) || filepath.IsAbs(p) || strings.ContainsAny(p, "\\\x00") {
			t.Fatalf("cleanPath(%q) = %q", arg, p)
		}
		joined := filepath.Join("/docs", filepath.FromSlash(p))
		if joined != "/docs" && !strings.HasPrefix(joined, "/docs/") {
			t.Fatalf("cleanPath(%q) = %q leads to %s", arg, p, joined)
		}
	})
}
