package content

import (
	"context"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// TestJSMemory checks that script which keeps filling memory is stopped
// long before its time budget, with a diagnostic that says why, and that
// script which allocates briefly, or runs long without keeping memory,
// is not.
func TestJSMemory(t *testing.T) {
	r := New(Options{Files: fstest.MapFS{}, JSTimeout: 10 * time.Second, JSMemory: 32 << 20})
	cases := []struct {
		name, src, want string
	}{
		{"fills memory", "export const x = (() => { let a = []; while (true) a.push(new Array(1000).fill(a.length)); })()\n\n# {x}\n",
			"the page's JavaScript kept more than 32 MB of memory and was stopped"},
		{"allocates briefly", "export const n = (() => { let a = []; for (let i = 0; i < 100000; i++) a.push(i); return a.length; })()\n\n# {n}\n", ""},
		{"runs without keeping memory", "export const n = (() => { let s = 0; const end = Date.now() + 300; while (Date.now() < end) { s += [1, 2, 3].length; } return s > 0; })()\n\n# {String(n)}\n", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {

			pg := r.Render(context.Background(), "a.mdx", []byte(c.src))
			var msgs []string
			for _, d := range pg.Diagnostics.Errors() {
				msgs = append(msgs, d.Message)
			}
			got := strings.Join(msgs, "; ")
			if c.want == "" && got != "" {
				t.Fatalf("stopped: %s", got)
			}
			if c.want != "" && !strings.Contains(got, c.want) {
				t.Fatalf("diagnostics %q, want %q", got, c.want)
			}
		})
	}
}
