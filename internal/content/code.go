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

// codeWriter renders code blocks and code spans through codeblock, with
// the page's variables and a snippet's props filled in.
type codeWriter struct {
	p       *page
	codeBuf bytes.Buffer // a code block's HTML, reused from block to block
}

// readFence reads a fenced (or indented) code block of the current file.
func (cw *codeWriter) readFence(n ast.Node) fence {
	src := cw.p.frame.f.data
	var f fence
	if fc, ok := n.(*ast.FencedCodeBlock); ok && fc.Info != nil {
		seg := fc.Info.Segment
		info := cw.p.scope.substitute(string(seg.Value(src)))
		var probs []codeblock.Problem
		f.meta, probs = codeblock.ParseInfo(info)
		for _, pr := range probs {
			off := seg.Start + pr.Off
			if len(info) != seg.Len() {
				off = seg.Start // variables moved the text; point at the start
			}
			cw.p.warnf(off, "code-meta", "", "%s", pr.Msg)
		}
	}
	var b bytes.Buffer
	lines := n.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		b.Write(seg.Value(src))
	}
	code := b.Bytes()
	if s := cw.fill(string(code)); len(s) != len(code) || s != string(code) {
		code = []byte(s)
	}
	f.code = code
	return f
}

// fill puts variables and, in a snippet, the snippet's props ({word})
// into code.
func (cw *codeWriter) fill(s string) string {
	s = cw.p.scope.substitute(s)
	props := cw.p.frame.props
	if props == nil || !strings.Contains(s, "{") {
		return s
	}
	for k, val := range props.All() {
		switch v := val.(type) {
		case string, float64, bool:
			s = strings.ReplaceAll(s, "{"+k+"}", stringOf(v))
		}
	}
	return s
}

// fencedCode renders a code block.
func (cw *codeWriter) fencedCode(w *writer, n ast.Node) {
	f := cw.readFence(n)
	cw.writeFence(w, f, false)
}

// writeFence renders a read code block; inGroup drops the header, which
// a code group draws as tabs.
func (cw *codeWriter) writeFence(w *writer, f fence, inGroup bool) {
	switch strings.ToLower(f.meta.Lang) {
	case "math", "latex", "tex", "katex":
		if strings.ToLower(f.meta.Lang) == "math" {
			// remark-math renders ```math as display math.
			w.WriteString(`<div class="math math-display">\[`)
			w.WriteString(html.EscapeString(strings.TrimRight(string(f.code), "\n")))
			w.WriteString("\\]</div>\n")
			cw.p.outline.plain(string(f.code))
			return
		}
	}
	opts := codeblock.RenderOptions{OmitHeader: inGroup}
	if f.meta.Icon != "" {
		opts.IconHTML = cw.p.icons.icon(f.meta.Icon, "", "", "code-block-icon", 0)
	}
	// The highlighter writes to a bytes.Buffer; one serves the page's
	// code blocks in turn.
	cw.codeBuf.Reset()
	cw.p.r.code.Render(&cw.codeBuf, f.meta, f.code, opts)
	w.Write(cw.codeBuf.Bytes())
	w.WriteByte('\n')
	cw.p.outline.plain("\n")
	cw.p.outline.plainBytes(f.code)
	cw.p.outline.plain("\n")
}

// codeSpan renders `code`.
func (cw *codeWriter) codeSpan(w *writer, n *ast.CodeSpan) {
	src := cw.p.frame.f.data
	var b strings.Builder
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			b.Write(c.Segment.Value(src))
		case *ast.String:
			b.Write(c.Value)
		}
	}
	s := cw.fill(b.String())
	w.WriteString("<code>")
	escape(w, s)
	w.WriteString("</code>")
	cw.p.outline.plain(s)
}

// fenceOf returns the code block a child is, read in its own file.
func (cw *codeWriter) fenceOf(k node) (fence, bool) {
	m, ok := k.(mdNode)
	if !ok {
		return fence{}, false
	}
	switch m.n.(type) {
	case *ast.FencedCodeBlock, *ast.CodeBlock:
	default:
		return fence{}, false
	}
	saved := cw.p.frame
	cw.p.frame = m.fr
	f := cw.readFence(m.n)
	cw.p.frame = saved
	return f, true
}
