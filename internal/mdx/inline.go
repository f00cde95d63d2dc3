package mdx

import (
	"bytes"
	"fmt"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// MDX's inline syntax: JSX elements and {expressions} inside text. An
// element's opening and closing tags must be in the same paragraph; what
// is between them becomes its children.

// advanceBlockTo moves the paragraph reader to offset off.
func advanceBlockTo(block text.Reader, off int) {
	for {
		line, seg := block.PeekLine()
		if line == nil {
			return
		}
		if off < seg.Stop {
			if off > seg.Start {
				block.Advance(off - seg.Start)
			}
			return
		}
		if off == seg.Stop {
			block.Advance(seg.Stop - seg.Start)
			return
		}
		block.AdvanceLine()
	}
}

var openersKey = parser.NewContextKey()

// openers are the inline elements of the paragraph still waiting for
// their closing tags, innermost last.
type openers []*JSXInline

func getOpeners(pc parser.Context) openers {
	v, _ := pc.Get(openersKey).(openers)
	return v
}

// InlineCloser stands for a consumed closing tag; it renders nothing.
type InlineCloser struct{ ast.BaseInline }

var kindInlineCloser = ast.NewNodeKind("InlineCloser")

func (n *InlineCloser) Kind() ast.NodeKind            { return kindInlineCloser }
func (n *InlineCloser) Dump(source []byte, level int) { ast.DumpHelper(n, source, level, nil, nil) }

// processDelimitersAfter matches the emphasis delimiters that follow the
// opening tag op, which become the element's children, without letting
// them pair with delimiters before it. goldmark's ProcessDelimiters(op)
// would walk past op, which is no delimiter, and clear those too.
func processDelimitersAfter(op ast.Node, pc parser.Context) {
	var first *parser.Delimiter
	for c := op.NextSibling(); c != nil; c = c.NextSibling() {
		if d, ok := c.(*parser.Delimiter); ok {
			first = d
			break
		}
	}
	if first == nil {
		return
	}
	// Cut the list of delimiters before first, process the rest, then
	// push the earlier ones back in their order.
	var before []*parser.Delimiter
	for d := first.PreviousDelimiter; d != nil; d = d.PreviousDelimiter {
		before = append(before, d)
	}
	if len(before) > 0 {
		before[0].NextDelimiter = nil
		first.PreviousDelimiter = nil
	}
	parser.ProcessDelimiters(op, pc)
	if len(before) == 0 {
		return
	}
	pc.ClearDelimiters(op)
	for i := len(before) - 1; i >= 0; i-- {
		d := before[i]
		d.PreviousDelimiter, d.NextDelimiter = nil, nil
		pc.PushDelimiter(d)
	}
}

type jsxInlineParser struct{}

func (jsxInlineParser) Trigger() []byte { return []byte{'<'} }

func (jsxInlineParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	_, seg := block.PeekLine()
	src := block.Source()
	start := seg.Start
	end := paragraphOf(parent, src, pc).end
	if bytes.HasPrefix(src[start:], []byte("<!--")) {
		e := bytes.Index(src[start:end], []byte("-->"))
		if e < 0 {
			errorf(pc, start, "close it with -->", "the HTML comment is never closed")
			return nil
		}
		advanceBlockTo(block, start+e+3)
		return &ExprInline{Expression: Expression{Code: "/**/", Start: start}}
	}
	t, err := scanTag(src, start, end)
	if err == errNotTag {
		return nil
	}
	if err != nil {
		reportScan(pc, err)
		return nil
	}
	advanceBlockTo(block, t.End)
	if t.Closing {
		ops := getOpeners(pc)
		if len(ops) == 0 {
			errorf(pc, t.Start, "remove it, or open the element in the same paragraph", "the closing tag </%s> has no opening tag", t.Name)
			return &InlineCloser{}
		}
		op := ops[len(ops)-1]
		if op.Name != t.Name {
			errorf(pc, t.Start, fmt.Sprintf("close <%s> first", op.Name), "expected </%s>, found </%s>", op.Name, t.Name)
			return &InlineCloser{}
		}
		pc.Set(openersKey, ops[:len(ops)-1])
		processDelimitersAfter(op, pc)
		p := op.Parent()
		for c := op.NextSibling(); c != nil; {
			next := c.NextSibling()
			p.RemoveChild(p, c)
			op.AppendChild(op, c)
			c = next
		}
		op.open = false
		return &InlineCloser{}
	}
	n := &JSXInline{Element: Element{Name: t.Name, Attrs: t.Attrs, SelfClosing: t.SelfClose, Start: t.Start}}
	if !t.SelfClose {
		n.open = true
		pc.Set(openersKey, append(getOpeners(pc), n))
	}
	return n
}

// CloseBlock reports the elements of a paragraph that were never closed.
func (jsxInlineParser) CloseBlock(parent ast.Node, block text.Reader, pc parser.Context) {
	for _, op := range getOpeners(pc) {
		name := op.Name
		if name == "" {
			name = "fragment"
		}
		errorf(pc, op.Start, "close it in the same paragraph, or put the tags on lines of their own", "<%s> is never closed", name)
		op.open = false
	}
	pc.Set(openersKey, nil)
	markUnwrap(parent, block.Source())
}

// markUnwrap marks a paragraph that holds only JSX elements and
// expressions (and white space between them): MDX takes such a paragraph
// apart, its elements standing as blocks, and so must the renderer.
func markUnwrap(parent ast.Node, src []byte) {
	switch parent.Kind() {
	case ast.KindParagraph, ast.KindTextBlock:
	default:
		return
	}
	found := false
	for c := parent.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *JSXInline, *ExprInline:
			found = true
		case *InlineCloser:
		case *ast.Text:
			if c.HardLineBreak() || !isBlankBytes(c.Segment.Value(src)) {
				return
			}
		default:
			return
		}
	}
	if found {
		parent.SetAttributeString(AttrUnwrap, true)
	}
}

func isBlankBytes(b []byte) bool {
	for _, c := range b {
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return false
		}
	}
	return true
}

type exprInlineParser struct{}

func (exprInlineParser) Trigger() []byte { return []byte{'{'} }

func (exprInlineParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	_, seg := block.PeekLine()
	src := block.Source()
	start := seg.Start
	if insideLiteral(parent, src, start) {
		return nil
	}
	info := paragraphOf(parent, src, pc)
	if name, end, ok := matchVariable(src[:info.end], start); ok {
		advanceBlockTo(block, end)
		return &Variable{Name: name, Start: start, End: end}
	}
	end, err := scanExpression(src, start, info.end)
	if err != nil {
		reportScan(pc, err)
		return nil
	}
	advanceBlockTo(block, end)
	return &ExprInline{Expression: Expression{Code: string(src[start+1 : end-1]), Start: start}}
}
