package mdx

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// MDX turns indented code blocks off, and with them the rule that a line
// indented by four columns or more is code: headings, thematic breaks,
// block quotes, setext underlines and fenced code (its closing fence too)
// start at any indentation, and may interrupt a paragraph from there
// ("Example:\n    ```python" opens a fence). goldmark's parsers keep the
// CommonMark limit, so they are wrapped here to see such a line from its
// first non-blank character, and fenced code has a parser of its own.

// anyIndent lets a CommonMark block parser open at any indentation.
type anyIndent struct {
	parser.BlockParser
}

func (anyIndent) CanAcceptIndentedLine() bool { return true }

func (p anyIndent) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	u, ok := skipIndent(reader, pc)
	if !ok {
		return p.BlockParser.Open(parent, reader, pc)
	}
	n, st := p.BlockParser.Open(parent, reader, pc)
	if n == nil {
		u.undo()
	} else {
		pc.SetBlockOffset(u.offset)
	}
	return n, st
}

// anyIndentQuote is a block quote whose '>' may stand at any indentation,
// on its first line and on the following ones.
type anyIndentQuote struct {
	anyIndent
}

func (p anyIndentQuote) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, _ := reader.PeekLine()
	w, pos := util.IndentWidth(line, reader.LineOffset())
	if w > 3 && pos < len(line) && line[pos] == '>' {
		reader.Advance(pos)
	}
	return p.BlockParser.Continue(node, reader, pc)
}

// undoIndent restores the reader after skipIndent.
type undoIndent struct {
	line   int
	pos    text.Segment
	offset int
	indent int
	reader text.Reader
	pc     parser.Context
}

func (u undoIndent) undo() {
	u.reader.SetPosition(u.line, u.pos)
	// SetPosition keeps the line PeekLine cached; Advance drops it.
	u.reader.Advance(0)
	u.pc.SetBlockOffset(u.offset)
	u.pc.SetBlockIndent(u.indent)
}

// skipIndent advances the reader over an indentation of four columns or
// more, so that a CommonMark parser takes the line as unindented.
func skipIndent(reader text.Reader, pc parser.Context) (undoIndent, bool) {
	line, _ := reader.PeekLine()
	w, pos := util.IndentWidth(line, reader.LineOffset())
	if w <= 3 || pos >= len(line) {
		return undoIndent{}, false
	}
	l, seg := reader.Position()
	u := undoIndent{line: l, pos: seg, offset: pc.BlockOffset(), indent: pc.BlockIndent(), reader: reader, pc: pc}
	reader.Advance(pos)
	pc.SetBlockOffset(0)
	pc.SetBlockIndent(0)
	return u, true
}

// fencedCodeParser parses fenced code as micromark does with indented
// code off: the fences may be indented by any amount, and the content
// loses up to the opening fence's indentation.
type fencedCodeParser struct{}

type fenceState struct {
	char   byte
	length int
	indent int // columns before the opening fence
}

var fenceKey = parser.NewContextKey()

func (fencedCodeParser) Trigger() []byte { return []byte{'`', '~'} }

func (fencedCodeParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	w, pos := util.IndentWidth(line, reader.LineOffset())
	if pos >= len(line) || (line[pos] != '`' && line[pos] != '~') {
		return nil, parser.NoChildren
	}
	c := line[pos]
	i := pos
	for i < len(line) && line[i] == c {
		i++
	}
	if i-pos < 3 {
		return nil, parser.NoChildren
	}
	var info *ast.Text
	rest := line[i:]
	left := util.TrimLeftSpaceLength(rest)
	right := util.TrimRightSpaceLength(rest)
	if left < len(rest)-right {
		value := rest[left : len(rest)-right]
		if c == '`' && bytes.IndexByte(value, '`') >= 0 {
			return nil, parser.NoChildren
		}
		start := seg.Start - seg.Padding + i + left
		info = ast.NewTextSegment(text.NewSegment(start, start+len(value)))
	}
	pc.Set(fenceKey, &fenceState{char: c, length: i - pos, indent: w})
	reader.AdvanceToEOL()
	return ast.NewFencedCodeBlock(info), parser.NoChildren
}

func (fencedCodeParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, seg := reader.PeekLine()
	if line == nil {
		return parser.Close
	}
	f, _ := pc.Get(fenceKey).(*fenceState)
	if f == nil {
		return parser.Close
	}
	_, pos := util.IndentWidth(line, reader.LineOffset())
	i := pos
	for i < len(line) && line[i] == f.char {
		i++
	}
	if i-pos >= f.length && util.IsBlank(line[i:]) {
		reader.AdvanceToEOL()
		return parser.Close
	}
	p, padding := util.IndentPositionPadding(line, reader.LineOffset(), seg.Padding, f.indent)
	if p < 0 {
		// Less indented than the fence: the line loses all of it.
		p = indentEnd(line) - seg.Padding
		padding = 0
	}
	s := text.NewSegmentPadding(seg.Start+p, seg.Stop, padding)
	s.ForceNewline = true
	node.Lines().Append(s)
	reader.AdvanceToEOL()
	return parser.Continue | parser.NoChildren
}

func (fencedCodeParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	pc.Set(fenceKey, nil)
}

func (fencedCodeParser) CanInterruptParagraph() bool { return true }

func (fencedCodeParser) CanAcceptIndentedLine() bool { return true }

// paragraphParser is goldmark's paragraph, its lines stripped of their
// indentation as they come, so that the paragraph transformers (tables)
// see them as MDX does, whatever their indentation.
type paragraphParser struct{}

func (paragraphParser) Trigger() []byte { return nil }

func (paragraphParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	if util.IsBlank(line) {
		return nil, parser.NoChildren
	}
	p := ast.NewParagraph()
	p.Lines().Append(seg.TrimLeftSpace(reader.Source()))
	reader.AdvanceToEOL()
	return p, parser.NoChildren
}

func (paragraphParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, seg := reader.PeekLine()
	if util.IsBlank(line) {
		return parser.Close
	}
	node.Lines().Append(seg.TrimLeftSpace(reader.Source()))
	reader.AdvanceToEOL()
	return parser.Continue | parser.NoChildren
}

func (paragraphParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	lines := node.Lines()
	if n := lines.Len(); n > 0 {
		last := lines.At(n - 1)
		lines.Set(n-1, last.TrimRightSpace(reader.Source()))
		return
	}
	node.Parent().RemoveChild(node.Parent(), node)
}

func (paragraphParser) CanInterruptParagraph() bool { return false }

func (paragraphParser) CanAcceptIndentedLine() bool { return true }

// indentEnd returns the offset of the first byte of line that is not a
// space or a tab (the line ending, when the line is blank).
func indentEnd(line []byte) int {
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	return i
}
