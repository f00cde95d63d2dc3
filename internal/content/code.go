package content

import (
	"bytes"
	"html"
	"strings"

	"github.com/yuin/goldmark/ast"

	"github.com/foliodocs/folio/internal/codeblock"
)

// fence is a code block's meta and code, with variables and snippet
// props put in.
type fence struct {
	meta codeblock.Meta
	code []byte
}

// readFence reads a fenced (or indented) code block of the current file.
func (p *page) readFence(n ast.Node) fence {
	src := p.frame.f.data
	var f fence
	if fc, ok := n.(*ast.FencedCodeBlock); ok && fc.Info != nil {
		seg := fc.Info.Segment
		info := p.scope.substitute(string(seg.Value(src)))
		var probs []codeblock.Problem
		f.meta, probs = codeblock.ParseInfo(info)
		for _, pr := range probs {
			off := seg.Start + pr.Off
			if len(info) != seg.Len() {
				off = seg.Start // variables moved the text; point at the start
			}
			p.warnf(off, "code-meta", "", "%s", pr.Msg)
		}
	}
	var b bytes.Buffer
	lines := n.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		b.Write(seg.Value(src))
	}
	code := b.Bytes()
	if s := p.fill(string(code)); len(s) != len(code) || s != string(code) {
		code = []byte(s)
	}
	f.code = code
	return f
}

// fill puts variables and, in a snippet, the snippet's props ({word})
// into code.
func (p *page) fill(s string) string {
	s = p.scope.substitute(s)
	props := p.frame.props
	if props == nil || !strings.Contains(s, "{") {
		return s
	}
	for i, k := range props.keys {
		switch v := props.vals[i].(type) {
		case string, float64, bool:
			s = strings.ReplaceAll(s, "{"+k+"}", stringOf(v))
		}
	}
	return s
}

// fencedCode renders a code block.
func (p *page) fencedCode(w *writer, n ast.Node) {
	f := p.readFence(n)
	p.writeFence(w, f, false)
}

// writeFence renders a read code block; inGroup drops the header, which
// a code group draws as tabs.
func (p *page) writeFence(w *writer, f fence, inGroup bool) {
	switch strings.ToLower(f.meta.Lang) {
	case "math", "latex", "tex", "katex":
		if strings.ToLower(f.meta.Lang) == "math" {
			// remark-math renders ```math as display math.
			w.WriteString(`<div class="math math-display">\[`)
			w.WriteString(html.EscapeString(strings.TrimRight(string(f.code), "\n")))
			w.WriteString("\\]</div>\n")
			p.outline.plain(string(f.code))
			return
		}
	}
	opts := codeblock.RenderOptions{OmitHeader: inGroup}
	if f.meta.Icon != "" {
		opts.IconHTML = p.icon(f.meta.Icon, "", "", "code-block-icon", 0)
	}
	// The highlighter writes to a bytes.Buffer; one serves the page's
	// code blocks in turn.
	p.codeBuf.Reset()
	p.r.code.Render(&p.codeBuf, f.meta, f.code, opts)
	w.Write(p.codeBuf.Bytes())
	w.WriteByte('\n')
	p.outline.plain("\n")
	p.outline.plainBytes(f.code)
	p.outline.plain("\n")
}

// codeSpan renders `code`.
func (p *page) codeSpan(w *writer, n *ast.CodeSpan) {
	src := p.frame.f.data
	var b strings.Builder
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			b.Write(c.Segment.Value(src))
		case *ast.String:
			b.Write(c.Value)
		}
	}
	s := p.fill(b.String())
	w.WriteString("<code>")
	escape(w, s)
	w.WriteString("</code>")
	p.outline.plain(s)
}

// fenceOf returns the code block a child is, read in its own file.
func (p *page) fenceOf(k node) (fence, bool) {
	m, ok := k.(mdNode)
	if !ok {
		return fence{}, false
	}
	switch m.n.(type) {
	case *ast.FencedCodeBlock, *ast.CodeBlock:
	default:
		return fence{}, false
	}
	saved := p.frame
	p.frame = m.fr
	f := p.readFence(m.n)
	p.frame = saved
	return f, true
}
