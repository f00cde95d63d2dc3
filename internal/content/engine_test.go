package content

import "testing"

// BenchmarkEngine measures starting a page's JavaScript engine, which
// every page with JavaScript pays once.
func BenchmarkEngine(b *testing.B) {
	r := New(Options{})
	b.ReportAllocs()
	for b.Loop() {
		p := newPage(r, &Page{})
		p.scope.engine()
		p.close()
	}
}
