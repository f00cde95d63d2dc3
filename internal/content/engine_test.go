package content

import (
	"context"
	"slices"
	"testing"
)

// BenchmarkEngine measures starting a page's JavaScript engine, which
// every page with JavaScript pays once.
func BenchmarkEngine(b *testing.B) {
	r := New(Options{})
	b.ReportAllocs()
	for b.Loop() {
		p := newPage(context.Background(), r, &Page{})
		p.scope.engine()
		p.close()
	}
}

func TestGlobalNames(t *testing.T) {
	code := []byte(`var x = __h(Card, {title: "A Note"}, __h(GitHub.Repo, null), useState(1), React.createElement(Fragment), console.log(y.Tabs), obj.useX);`)
	got := globalNames(code)
	want := []string{"Card", "A", "Note", "GitHub", "useState", "React", "Fragment", "console"}
	if !slices.Equal(got, want) {
		t.Errorf("globalNames = %q, want %q", got, want)
	}
}
