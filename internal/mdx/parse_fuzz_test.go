package mdx

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/txtar"
	"github.com/yuin/goldmark/ast"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// FuzzParse parses arbitrary MDX without rendering it: no panic, and no
// parse may take a second (a hang or a blow-up on hostile input).
func FuzzParse(f *testing.F) {
	// The renderer's test pages are the seeds.
	files, _ := filepath.Glob("../content/testdata/render/*.txtar")
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
	for _, s := range []string{
		"<A>\n<B>\n<C>\n", "{{{{{{{{", "<A b={{c: [1, {d: `${e}`}]}} />", "$$\nx\n", "```\n<A>\n```",
		"- a\n  - <B>\n    {x}\n", "> <Note>\n> text\n> </Note>", "import A from './a'\nexport const b = <A/>;\n",
		"<a href=\"x\" {...props}>y</a>", "***a*** __b__ `c` [d](e) ![f](g) <h@i.j>", "| a | b |\n|---|---|\n| <C/> | {d} |",
	} {
		f.Add(s)
	}
	md := New()
	f.Fuzz(func(t *testing.T, src string) {
		done := make(chan *ast.Document, 1)
		go func() {
			var diags diag.List
			done <- ParseAt(md, jsonpos.NewSource("page.mdx", []byte(src)), 0, &diags)
		}()
		select {
		case doc := <-done:
			if doc == nil {
				t.Fatal("no tree")
			}
		case <-time.After(time.Second):
			t.Fatalf("parsing %q did not end within a second", src)
		}
	})
}
