package content

import (
	"context"
	"strings"
	"testing"
	"testing/fstest"
)

// TestForget checks that a snippet is read once for all pages, and again
// after Forget.
func TestForget(t *testing.T) {
	fsys := fstest.MapFS{"snippets/hi.mdx": {Data: []byte("Hello from the snippet.\n")}}
	r := New(Options{Files: fsys})
	page := []byte("import Hi from '/snippets/hi.mdx'\n\n<Hi />\n")
	render := func() string { return r.Render(context.Background(), "page.mdx", page).HTML }
	if got := render(); !strings.Contains(got, "Hello from the snippet.") {
		t.Fatalf("first render: %s", got)
	}
	fsys["snippets/hi.mdx"] = &fstest.MapFile{Data: []byte("Changed.\n")}
	if got := render(); !strings.Contains(got, "Hello from the snippet.") {
		t.Errorf("the snippet was read again without Forget: %s", got)
	}
	r.Forget("page.mdx", "snippets/hi.mdx")
	if got := render(); !strings.Contains(got, "Changed.") {
		t.Errorf("after Forget: %s", got)
	}
	// An import without its extension is forgotten by the file's name.
	page = []byte("import Hi from '/snippets/hi'\n\n<Hi />\n")
	render()
	fsys["snippets/hi.mdx"] = &fstest.MapFile{Data: []byte("Third.\n")}
	r.Forget("snippets/hi.mdx")
	if got := render(); !strings.Contains(got, "Third.") {
		t.Errorf("after Forget of an import without extension: %s", got)
	}
}
