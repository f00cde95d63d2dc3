package content

import "testing"

// TestIsCollapsed checks the shortcut of collapseSpace on every short
// string of white space and other bytes: a string it calls collapsed is
// one that collapsing leaves as it is, and no other.
func TestIsCollapsed(t *testing.T) {
	alphabet := []string{" ", "\n", "\t", "\r", "a", "é", "\u00a0", "\xc2", "\xa0"}
	var walk func(s string, n int)
	walk = func(s string, n int) {
		// A leading line break always takes the long way, and is dropped.
		slow := collapseSpace("\n" + s)
		if got := collapseSpace(s); got != slow {
			t.Fatalf("collapseSpace(%q) = %q, want %q", s, got, slow)
		}
		if got := isCollapsed(s); got != (slow == s) {
			t.Fatalf("isCollapsed(%q) = %v", s, got)
		}
		if n > 0 {
			for _, a := range alphabet {
				walk(s+a, n-1)
			}
		}
	}
	walk("", 5)
}
