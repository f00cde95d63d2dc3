package content

import "testing"

// TestCollapseSpace checks collapseSpace and its shortcut on every short
// string of white space and other bytes against a byte-by-byte version.
func TestCollapseSpace(t *testing.T) {
	alphabet := []string{" ", "\n", "\t", "\r", "a", "é", "\u00a0", "\xc2", "\xa0"}
	var walk func(s string, n int)
	walk = func(s string, n int) {
		want := collapseRef(s)
		if got := collapseSpace(s); got != want {
			t.Fatalf("collapseSpace(%q) = %q, want %q", s, got, want)
		}
		if got := isCollapsed(s); got != (want == s) {
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

// collapseRef is collapseSpace one byte at a time.
func collapseRef(s string) string {
	var b []byte
	space, nl := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\n':
			nl = true
			continue
		case c == ' ' || c == '\t' || c == '\r':
			space = true
			continue
		case c == 0xc2 && i+1 < len(s) && s[i+1] == 0xa0:
			space = true
			i++
			continue
		}
		if len(b) > 0 && nl {
			b = append(b, '\n')
		} else if len(b) > 0 && space {
			b = append(b, ' ')
		}
		space, nl = false, false
		b = append(b, c)
	}
	return string(b)
}
