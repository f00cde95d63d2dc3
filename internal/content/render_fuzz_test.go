package content

import (
	"context"
	"path/filepath"
	"testing"
	"testing/fstest"
	"time"

	"github.com/rogpeppe/go-internal/txtar"
)

// FuzzRender renders arbitrary pages: no panic, no hang, and a page
// always comes back (diagnostics, not failures).
func FuzzRender(f *testing.F) {
	files, _ := filepath.Glob("testdata/render/*.txtar")
	for _, path := range files {
		ar, err := txtar.ParseFile(path)
		if err != nil {
			f.Fatal(err)
		}
		for _, file := range ar.Files {
			if filepath.Ext(file.Name) == ".mdx" {
				f.Add(string(file.Data))
			}
		}
	}
	f.Add("<Tabs><Tab title=\"a\">x</Tab></Tabs>")
	f.Add("{<A/>}")
	f.Add("export const A = () => <A/>;\n\n<A />")
	f.Add("import S from '/snippets/s.mdx'\n\n<S/>")
	fsys := fstest.MapFS{
		"snippets/s.mdx": {Data: []byte("import S from '/snippets/s.mdx'\n\nSnippet {word} <S />")},
		"snippets/c.jsx": {Data: []byte("export const C = ({children}) => <div>{children}</div>;")},
	}
	r := New(Options{Files: fsys, Icons: fakeIcons{}, JSTimeout: 200 * time.Millisecond})
	f.Fuzz(func(t *testing.T, src string) {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		done := make(chan *Page, 1)
		go func() { done <- r.Render(ctx, "page.mdx", []byte(src)) }()
		select {
		case pg := <-done:
			if pg == nil {
				t.Fatal("no page")
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("render of %q did not end", src)
		}
	})
}
