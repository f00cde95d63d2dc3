package mdx

import (
	"sync"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// mdxTransformer finishes the tree once goldmark has parsed the inlines:
// autolink literals, as micromark finds them, and smart punctuation, as
// Mintlify's remark-smartypants makes it.
type mdxTransformer struct {
	smart *sync.Pool // of *smartText, buffers that pages reuse
}

func (t mdxTransformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	src := reader.Source()
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering || n.Type() != ast.TypeBlock {
			return ast.WalkContinue, nil
		}
		if f := n.FirstChild(); f != nil && f.Type() == ast.TypeInline {
			linkifyText(n, src)
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	smartPunctuation(doc, src, t.smart)
}
