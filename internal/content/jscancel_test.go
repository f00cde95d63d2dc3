package content

import (
	"context"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// TestJSStopsWithContext checks that a page's JavaScript stops when the
// render's context is done, long before its time budget: cancelled
// before the engine starts, and while its script runs.
func TestJSStopsWithContext(t *testing.T) {
	r := New(Options{Files: fstest.MapFS{}, JSTimeout: time.Minute})
	src := []byte("export const x = (() => { while (true) {} })()\n\n# {x}\n")
	cases := []struct {
		name   string
		cancel func(cancel context.CancelFunc)
	}{
		{"before", func(cancel context.CancelFunc) { cancel() }},
		{"while running", func(cancel context.CancelFunc) { time.AfterFunc(50*time.Millisecond, cancel) }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(t.Context())
			defer cancel()
			c.cancel(cancel)
			start := time.Now()
			pg := r.Render(ctx, "a.mdx", src)
			if took := time.Since(start); took > 20*time.Second {
				t.Fatalf("render took %v after its context was cancelled", took)
			}
			var msgs []string
			for _, d := range pg.Diagnostics.Errors() {
				msgs = append(msgs, d.Message)
			}
			if got := strings.Join(msgs, "; "); !strings.Contains(got, context.Canceled.Error()) {
				t.Fatalf("diagnostics %q, want the context's error", got)
			}
		})
	}
}
