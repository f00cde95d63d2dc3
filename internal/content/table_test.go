package content

import (
	"bytes"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// TestRenderTableCell checks that the table cells render as goldmark's
// own table renderer writes them.
func TestRenderTableCell(t *testing.T) {
	calls := 0
	cell := cellRenderer(func(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		calls++
		return renderTableCell(w, src, n, entering)
	})
	ours := goldmark.New(goldmark.WithExtensions(extension.Table),
		goldmark.WithRendererOptions(renderer.WithNodeRenderers(util.Prioritized(cell, 0))))
	theirs := goldmark.New(goldmark.WithExtensions(extension.Table))
	src := []byte("| a | b | c | d |\n|:--|:-:|--:|---|\n| 1 | *2* | 3 | 4 |\n| 5 |\n")
	var want, got bytes.Buffer
	// A style already there stays, the alignment after it.
	styled := func(doc ast.Node) {
		ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if c, ok := n.(*east.TableCell); ok && entering && c.Alignment == east.AlignRight {
				c.SetAttributeString("style", []byte("color:red"))
			}
			return ast.WalkContinue, nil
		})
	}
	for _, x := range []struct {
		md  goldmark.Markdown
		out *bytes.Buffer
	}{{theirs, &want}, {ours, &got}} {
		doc := x.md.Parser().Parse(text.NewReader(src))
		styled(doc)
		if err := x.md.Renderer().Render(x.out, src, doc); err != nil {
			t.Fatal(err)
		}
	}
	if calls == 0 {
		t.Fatal("renderTableCell did not run")
	}
	if got.String() != want.String() {
		t.Errorf("got\n%s\nwant\n%s", got.String(), want.String())
	}
}

type cellRenderer renderer.NodeRendererFunc

func (c cellRenderer) RegisterFuncs(r renderer.NodeRendererFuncRegisterer) {
	r.Register(east.KindTableCell, renderer.NodeRendererFunc(c))
}
