package content

import (
	"github.com/yuin/goldmark/ast"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/mdx"
)

// Some props hold Markdown (a Frame's caption, a Prompt's description).
// markdownProp renders such a string: inline, when it is one paragraph,
// so that it sits inside the component's own element.
func (p *page) markdownProp(w *writer, s string) {
	if s == "" {
		return
	}
	var diags diag.List
	src := jsonpos.NewSource(p.frame.f.name, []byte(s))
	doc := mdx.ParseAt(p.r.md, src, 0, &diags)
	f := &file{name: p.frame.f.name, src: src, data: []byte(s), doc: doc, exprs: map[int]*exprInfo{}}
	f.collect()
	saved := p.frame
	p.frame = &frame{f: f, props: saved.props, parent: saved.parent}
	if para, ok := doc.FirstChild().(*ast.Paragraph); ok && para.NextSibling() == nil {
		p.blocks(w, para)
	} else {
		p.blocks(w, doc)
	}
	p.frame = saved
}
