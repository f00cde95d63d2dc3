package mdx

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// MDX's block syntax on top of goldmark: JSX elements on lines of their
// own (their content is Markdown, indented or not), {expressions} on lines
// of their own, and import/export statements at the top of the page.
//
// MDX turns indented code blocks off, so that content inside components
// may be indented freely; a JSX element strips the indentation of its
// content, as a list item does, so that the fences, lists and headings in
// it parse as if they started at the margin.

// advanceTo moves reader to the byte offset off, which may be on a later
// line.
func advanceTo(reader text.Reader, off int) {
	for {
		line, seg := reader.PeekLine()
		if line == nil {
			return
		}
		if off < seg.Stop || seg.Stop >= len(reader.Source()) {
			if off > seg.Start {
				// Advance counts the spaces left of a tab a container
				// cut into (Padding) before the source's bytes.
				reader.Advance(off - seg.Start + seg.Padding)
			}
			return
		}
		reader.AdvanceLine()
	}
}

// firstNonSpace returns the offset of the first character of line that
// is not a space or tab, or -1. (goldmark's BlockOffset compares columns
// with bytes and calls a short tab-indented line blank.)
func firstNonSpace(line []byte) int {
	for i, c := range line {
		switch c {
		case ' ', '\t':
		case '\n', '\r':
			return -1
		default:
			return i
		}
	}
	return -1
}

// restBlank reports whether the source from off to the end of its line is
// blank.
func restBlank(src []byte, off int) bool {
	for i := off; i < len(src); i++ {
		switch src[i] {
		case '\n':
			return true
		case ' ', '\t', '\r':
		default:
			return false
		}
	}
	return true
}

type jsxBlockParser struct{}

func (jsxBlockParser) Trigger() []byte { return []byte{'<'} }

func (jsxBlockParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	pos := firstNonSpace(line)
	if pos < 0 || line[pos] != '<' {
		return nil, parser.NoChildren
	}
	src := reader.Source()
	start := seg.Start + pos - seg.Padding
	if bytes.HasPrefix(src[start:], []byte("<!--")) {
		return openComment(reader, pc, start)
	}
	t, err := scanTag(src, start, len(src))
	if err != nil {
		return nil, parser.NoChildren // the paragraph reports it
	}
	if t.Closing {
		// Closing tags of enclosing elements, after another tag on the
		// same line ("</Tab></Tabs>", "</p></td></tr></tbody>"): each
		// closes the next element out, at the next line.
		if end, chain := closingChain(parent, src, t); chain != nil {
			advanceTo(reader, end)
			for _, p := range chain {
				p.closed = true
			}
			return &JSXCloser{}, parser.NoChildren
		}
		return nil, parser.NoChildren
	}
	after := t.End
	for after < len(src) && (src[after] == ' ' || src[after] == '\t') {
		after++
	}
	// More opening tags may follow on the same line (<Tabs><Tab title="a">)
	// and open elements inside this one. Anything else — text, a
	// self-closing or closing tag — makes the line a paragraph of inline
	// JSX, rendered without the paragraph when it holds only elements.
	n := &JSXBlock{Element: Element{Name: t.Name, Attrs: t.Attrs, SelfClosing: t.SelfClose, Start: t.Start}}
	if !t.SelfClose && !restBlank(src, t.End) {
		// <video …></video>: an element closed right after its opening
		// tag, which may span lines, is a leaf.
		if c, err := scanTag(src, after, len(src)); err == nil && c.Closing && c.Name == t.Name && restBlank(src, c.End) {
			n.SelfClosing = true
			advanceTo(reader, c.End)
			return n, parser.NoChildren
		}
	}
	if !restBlank(src, t.End) && (t.SelfClose || !onlyOpeningTags(src, after)) {
		f, ok := scanFlow(src, start)
		if ok && f.closed() {
			// A line of elements and expressions only, each closed on
			// it (<br /><br />): MDX reads them as blocks, which may
			// interrupt a paragraph. All but the last are appended here;
			// goldmark appends the one returned.
			for _, x := range f.top[:len(f.top)-1] {
				parent.AppendChild(parent, x)
			}
			advanceTo(reader, f.end)
			return f.top[len(f.top)-1], parser.NoChildren
		}
		if head, at, isHead := f.head(); ok && isHead {
			if n, state, ok := openFlowTail(parent, reader, src, head, at); ok {
				return n, state
			}
		}
		if t.SelfClose || bytes.IndexByte(src[start:t.End], '\n') < 0 {
			return nil, parser.NoChildren // a paragraph of inline JSX
		}
		// An opening tag spanning lines, then text up to the closing tag:
		// <h1
		//   className="x"
		// >Welcome</h1>
		// The text is the element's inline content.
		closeTag := []byte("</" + t.Name + ">")
		c := bytes.Index(src[t.End:], closeTag)
		if c < 0 {
			return nil, parser.NoChildren
		}
		c += t.End
		if !restBlank(src, c+len(closeTag)) && plainLines(src[start:c]) {
			// Text follows the element on its line: all of it is one
			// paragraph of inline JSX, which goldmark's paragraph reads
			// whole as long as no line in the tag could start a block.
			return nil, parser.NoChildren
		}
		para := ast.NewParagraph()
		appendLines(para, t.End, c, src)
		para.SetAttributeString(AttrUnwrap, true)
		n.AppendChild(n, para)
		n.closed = true
		advanceTo(reader, c+len(closeTag))
		return n, parser.NoChildren
	}
	advanceTo(reader, after)
	if t.SelfClose {
		return n, parser.NoChildren
	}
	return n, parser.HasChildren
}

func (jsxBlockParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	n, ok := node.(*JSXBlock)
	if !ok || n.SelfClosing || n.closed {
		return parser.Close
	}
	line, seg := reader.PeekLine()
	if line == nil {
		return parser.Close
	}
	if util.IsBlank(line) {
		return parser.Continue | parser.HasChildren
	}
	rest := bytes.TrimLeft(line, " \t")
	if !bytes.HasPrefix(rest, []byte("</")) || openDescendant(n, n.Name) || inOpenFence(n, pc) {
		return parser.Continue | parser.HasChildren
	}
	src := reader.Source()
	start := seg.Start + (len(line) - len(rest)) - seg.Padding
	t, err := scanTag(src, start, len(src))
	if err != nil || !t.Closing || t.Name != n.Name {
		return parser.Continue | parser.HasChildren
	}
	n.closed = true
	advanceTo(reader, t.End)
	return parser.Close
}

// plainLines reports whether no line of b after the first starts with a
// character that may open a block interrupting a paragraph.
func plainLines(b []byte) bool {
	lines := bytes.Split(b, []byte("\n"))
	for _, l := range lines[1:] {
		l = bytes.TrimLeft(l, " \t")
		if len(l) == 0 || bytes.IndexByte([]byte(">#-*+=~`<{|_"), l[0]) >= 0 {
			return false
		}
		if i := bytes.IndexFunc(l, func(r rune) bool { return r < '0' || r > '9' }); i > 0 && (l[i] == '.' || l[i] == ')') {
			return false
		}
	}
	return true
}

// closingChain reads the closing tags from t to the end of its line and
// returns where they end and the elements they close, parent first, or
// nil unless each closes the next enclosing element.
func closingChain(parent ast.Node, src []byte, t tag) (int, []*JSXBlock) {
	var chain []*JSXBlock
	for n := parent; ; {
		p, ok := n.(*JSXBlock)
		if !ok || p.Name != t.Name {
			return 0, nil
		}
		chain = append(chain, p)
		if restBlank(src, t.End) {
			return t.End, chain
		}
		off := t.End
		for off < len(src) && (src[off] == ' ' || src[off] == '\t') {
			off++
		}
		next, err := scanTag(src, off, len(src))
		if err != nil || !next.Closing {
			return 0, nil
		}
		t, n = next, p.Parent()
	}
}

// appendLines gives node the source from start to end, one segment per
// line.
func appendLines(node ast.Node, start, end int, src []byte) {
	for p := start; p < end; {
		e := bytes.IndexByte(src[p:end], '\n')
		stop := end
		if e >= 0 {
			stop = p + e + 1
		}
		node.Lines().Append(text.NewSegment(p, stop))
		p = stop
	}
}

// flowScan is one reading of a line of JSX tags and expressions only, as
// MDX reads it: each tag its own block, nesting carried through the line.
type flowScan struct {
	top    []ast.Node // the top-level elements and expressions
	open   int        // how many elements stay open at the end
	openAt int        // where the top-level element still open starts
	stray  int        // offset of a closing tag of an enclosing element, or -1
	end    int        // where the line ends
}

// scanFlow reads the source from off to the end of the line (tags may
// span lines); ok is false when the line holds anything else, or a
// closing tag that closes no element of the line and is not last.
func scanFlow(src []byte, off int) (flowScan, bool) {
	f := flowScan{openAt: -1, stray: -1}
	var open []*JSXBlock
	add := func(n ast.Node) {
		if len(open) > 0 {
			p := open[len(open)-1]
			p.AppendChild(p, n)
			return
		}
		f.top = append(f.top, n)
	}
	for {
		for off < len(src) && (src[off] == ' ' || src[off] == '\t') {
			off++
		}
		if off >= len(src) || src[off] == '\n' || src[off] == '\r' {
			f.open, f.end = len(open), off
			return f, true
		}
		switch src[off] {
		case '<':
			t, err := scanTag(src, off, len(src))
			if err != nil {
				return f, false
			}
			switch {
			case t.Closing && len(open) == 0:
				// An enclosing element's closing tag: it must end the
				// line (more than one is left to the paragraph).
				if len(f.top) == 0 || !restBlank(src, t.End) {
					return f, false
				}
				f.stray, f.end = off, t.End
				return f, true
			case t.Closing:
				if open[len(open)-1].Name != t.Name {
					return f, false
				}
				open[len(open)-1].closed = true
				open = open[:len(open)-1]
			default:
				n := &JSXBlock{Element: Element{Name: t.Name, Attrs: t.Attrs, SelfClosing: t.SelfClose, Start: t.Start}}
				if len(open) == 0 {
					f.openAt = off
				}
				add(n)
				if !t.SelfClose {
					open = append(open, n)
				}
			}
			off = t.End
		case '{':
			if _, _, ok := matchVariable(src, off); ok {
				return f, false
			}
			e, err := scanExpression(src, off, len(src))
			if err != nil {
				return f, false
			}
			add(&ExprBlock{Expression: Expression{Code: string(src[off+1 : e-1]), Start: off}})
			off = e
		default:
			return f, false
		}
	}
}

// closed reports whether the line closes all it opens, and so is a run
// of complete blocks (<br /><br />).
func (f flowScan) closed() bool { return f.stray < 0 && f.open == 0 && len(f.top) > 0 }

// head returns, for a line that does not close all it opens
// (<Card><Icon /><div> leaves the <div> open, <Icon /></Card> closes an
// enclosing element), the blocks complete before the first tag that is
// not, and that tag's offset.
func (f flowScan) head() ([]ast.Node, int, bool) {
	switch {
	case f.stray >= 0:
		return f.top, f.stray, true
	case f.open > 0:
		return f.top[:len(f.top)-1], f.openAt, true
	}
	return nil, 0, false
}

// openFlowTail appends the complete elements head to parent and opens
// the tag at off, the first that a line of tags leaves open: an element
// whose content starts after it (the rest of the line opened inside it by
// goldmark), or the closing tag of parent.
func openFlowTail(parent ast.Node, reader text.Reader, src []byte, head []ast.Node, off int) (ast.Node, parser.State, bool) {
	t, err := scanTag(src, off, len(src))
	if err != nil {
		return nil, parser.NoChildren, false
	}
	var p *JSXBlock
	if t.Closing {
		var ok bool
		if p, ok = parent.(*JSXBlock); !ok || p.Name != t.Name {
			return nil, parser.NoChildren, false
		}
	}
	for _, x := range head {
		parent.AppendChild(parent, x)
	}
	if t.Closing {
		advanceTo(reader, t.End)
		p.closed = true
		return &JSXCloser{}, parser.NoChildren, true
	}
	after := t.End
	for after < len(src) && (src[after] == ' ' || src[after] == '\t') {
		after++
	}
	advanceTo(reader, after)
	return &JSXBlock{Element: Element{Name: t.Name, Attrs: t.Attrs, Start: t.Start}}, parser.HasChildren, true
}

// onlyOpeningTags reports whether the rest of the line from off holds
// only opening tags.
func onlyOpeningTags(src []byte, off int) bool {
	for {
		for off < len(src) && (src[off] == ' ' || src[off] == '\t') {
			off++
		}
		if restBlank(src, off) {
			return true
		}
		if src[off] != '<' {
			return false
		}
		t, err := scanTag(src, off, len(src))
		if err != nil || t.Closing || t.SelfClose {
			return false
		}
		off = t.End
	}
}

// inOpenFence reports whether a fenced code block inside n is open: its
// lines are code, a closing tag among them too, as in MDX.
func inOpenFence(n ast.Node, pc parser.Context) bool {
	blocks := pc.OpenedBlocks()
	for i, b := range blocks {
		if b.Node != n {
			continue
		}
		for _, inner := range blocks[i+1:] {
			if inner.Node.Kind() == ast.KindFencedCodeBlock {
				return true
			}
		}
		return false
	}
	return false
}

// openDescendant reports whether an element called name is still open
// inside n, so that its closing tag is not n's.
func openDescendant(n ast.Node, name string) bool {
	for c := n.LastChild(); c != nil; c = c.LastChild() {
		if j, ok := c.(*JSXBlock); ok && !j.closed && !j.SelfClosing && j.Name == name {
			return true
		}
	}
	return false
}

func (jsxBlockParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	n, ok := node.(*JSXBlock)
	if !ok || n.SelfClosing || n.closed {
		return
	}
	n.closed = true
	name := n.Name
	if name == "" {
		name = "fragment"
	}
	errorf(pc, n.Start, "close it with </"+n.Name+"> on a line of its own", "<%s> is never closed", name)
}

func (jsxBlockParser) CanInterruptParagraph() bool { return true }

func (jsxBlockParser) CanAcceptIndentedLine() bool { return true }

// AttrUnwrap marks a paragraph that is rendered without <p>: inline
// content given to an element on the line of its tags.
const AttrUnwrap = "folio-unwrap"

// JSXCloser marks a closing tag that ended a line after another closing
// tag; it renders nothing.
type JSXCloser struct{ ast.BaseBlock }

var kindJSXCloser = ast.NewNodeKind("JSXCloser")

func (n *JSXCloser) Kind() ast.NodeKind            { return kindJSXCloser }
func (n *JSXCloser) Dump(source []byte, level int) { ast.DumpHelper(n, source, level, nil, nil) }
func (n *JSXCloser) IsRaw() bool                   { return true }

// openComment reads an HTML comment, which MDX does not allow; Folio lets
// it pass as a comment, as real pages have them.
func openComment(reader text.Reader, pc parser.Context, start int) (ast.Node, parser.State) {
	src := reader.Source()
	end := bytes.Index(src[start:], []byte("-->"))
	if end < 0 {
		errorf(pc, start, "close it with -->", "the HTML comment is never closed")
		end = len(src) - start - 3
	}
	stop := start + end + 3
	if !restBlank(src, stop) {
		return nil, parser.NoChildren
	}
	advanceTo(reader, stop)
	return &ExprBlock{Expression: Expression{Code: "/*" + string(src[start+4:max(start+4, stop-3)]) + "*/", Start: start}}, parser.NoChildren
}

type exprBlockParser struct{}

func (exprBlockParser) Trigger() []byte { return []byte{'{'} }

func (exprBlockParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	pos := firstNonSpace(line)
	if pos < 0 || line[pos] != '{' {
		return nil, parser.NoChildren
	}
	src := reader.Source()
	start := seg.Start + pos - seg.Padding
	if _, _, ok := matchVariable(src, start); ok {
		return nil, parser.NoChildren // text: a paragraph holds it
	}
	end, err := scanExpression(src, start, len(src))
	if err != nil || !restBlank(src, end) {
		// MDX tries an expression block at the start of every line of a
		// paragraph, and fails the page when its code is not JavaScript,
		// even where the line then goes on as text: inside a code span
		// opened on the line above, say. Elsewhere the paragraph's own
		// expression reports it.
		if err == nil && ast.IsParagraph(pc.LastOpenedBlock().Node) && !jsExpressionParses(string(src[start+1:end-1])) {
			errorf(pc, start+1, `write \{ for a literal brace, or move it off the start of the line`,
				"a { at the start of a line begins an expression in MDX, and this one is not JavaScript")
		}
		return nil, parser.NoChildren // inline, or reported by the paragraph
	}
	advanceTo(reader, end)
	return &ExprBlock{Expression: Expression{Code: string(src[start+1 : end-1]), Start: start}}, parser.NoChildren
}

func (exprBlockParser) Continue(ast.Node, text.Reader, parser.Context) parser.State {
	return parser.Close
}

func (exprBlockParser) Close(ast.Node, text.Reader, parser.Context) {}

func (exprBlockParser) CanInterruptParagraph() bool { return true }

func (exprBlockParser) CanAcceptIndentedLine() bool { return true }

// esmStart recognises the first line of an import or export statement.
var esmStart = regexp.MustCompile(`^(import\s*(["'{*]|[A-Za-z_$][\w$]*\s*(,|from\b))|export\s+(const|let|var|function|async|default|class|\{|\*))`)

type esmParser struct{}

func (esmParser) Trigger() []byte { return []byte{'i', 'e'} }

func (esmParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if !esmParent(parent) || pc.BlockOffset() != 0 {
		return nil, parser.NoChildren
	}
	line, seg := reader.PeekLine()
	if !esmStart.Match(line) {
		return nil, parser.NoChildren
	}
	src := reader.Source()
	if seg.Padding != 0 || (seg.Start > 0 && src[seg.Start-1] != '\n') {
		return nil, parser.NoChildren // not at the first column of its line
	}
	// The statements run to a blank line where brackets balance, outside
	// a template literal or a block comment (which may hold blank lines).
	start := seg.Start
	end := start
	var sc esmScan
	for p := start; p < len(src); {
		nl := bytes.IndexByte(src[p:], '\n')
		lineEnd := len(src)
		if nl >= 0 {
			lineEnd = p + nl + 1
		}
		l := src[p:lineEnd]
		if util.IsBlank(l) && sc.closed() {
			break
		}
		sc.line(l)
		end = lineEnd
		p = lineEnd
	}
	advanceTo(reader, end-1)
	return &ESM{Code: strings.TrimRight(string(src[start:end]), "\n"), Start: start}, parser.NoChildren
}

// esmParent tells whether an import or export may open under parent. MDX
// reads one at the first column of any line outside a block quote or a
// list, also between the tags of a JSX element (<Step>, then an import
// of a snippet used inside it): JSX elements are not containers to it.
func esmParent(parent ast.Node) bool {
	for n := parent; n != nil; n = n.Parent() {
		switch n.Kind() {
		case ast.KindDocument:
			return true
		case KindJSXBlock:
		default:
			return false
		}
	}
	return false
}

// esmScan follows the brackets of import and export statements line by
// line, outside strings and comments. A template literal and a block
// comment carry on to the next lines, as in JavaScript; a quoted string
// ends with its line (an apostrophe in JSX text stays harmless).
type esmScan struct {
	depth   int
	comment bool
	// stack holds, innermost last, tmplMark for an open template
	// literal, and for a ${ expression inside one the depth it opened at.
	stack []int
}

// tmplMark marks an open template literal in esmScan.stack.
const tmplMark = -1 << 31

// closed reports whether every bracket, template literal and comment
// opened so far is closed.
func (s *esmScan) closed() bool {
	return s.depth <= 0 && !s.comment && len(s.stack) == 0
}

// inTemplate reports whether the scan is in a template literal's text.
func (s *esmScan) inTemplate() bool {
	return len(s.stack) > 0 && s.stack[len(s.stack)-1] == tmplMark
}

// line scans one line of code.
func (s *esmScan) line(line []byte) {
	var quote byte
	for i := 0; i < len(line); i++ {
		c := line[i]
		next := byte(0)
		if i+1 < len(line) {
			next = line[i+1]
		}
		switch {
		case s.comment:
			if c == '*' && next == '/' {
				s.comment = false
				i++
			}
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case s.inTemplate():
			switch {
			case c == '\\':
				i++
			case c == '`':
				s.stack = s.stack[:len(s.stack)-1]
			case c == '$' && next == '{':
				s.stack = append(s.stack, s.depth)
				s.depth++
				i++
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '`':
			s.stack = append(s.stack, tmplMark)
		case c == '/' && next == '/':
			return
		case c == '/' && next == '*':
			s.comment = true
			i++
		case c == '{' || c == '(' || c == '[':
			s.depth++
		case c == '}' || c == ')' || c == ']':
			s.depth--
			if c == '}' && len(s.stack) > 0 && s.stack[len(s.stack)-1] == s.depth {
				s.stack = s.stack[:len(s.stack)-1]
			}
		}
	}
}

func (esmParser) Continue(ast.Node, text.Reader, parser.Context) parser.State { return parser.Close }

func (esmParser) Close(ast.Node, text.Reader, parser.Context) {}

func (esmParser) CanInterruptParagraph() bool { return false }

func (esmParser) CanAcceptIndentedLine() bool { return false }

// jsExpressionParses reports whether code parses as MDX's expression
// parser reads an expression: one JavaScript expression (JSX allowed), or
// nothing but white space and comments.
func jsExpressionParses(code string) bool {
	opts := api.TransformOptions{Loader: api.LoaderJSX, JSX: api.JSXPreserve, LogLevel: api.LogLevelSilent}
	if res := api.Transform("(\n"+code+"\n)", opts); len(res.Errors) == 0 {
		return true
	}
	opts.MinifyWhitespace = true
	res := api.Transform(code, opts)
	return len(res.Errors) == 0 && strings.TrimSpace(string(res.Code)) == ""
}
