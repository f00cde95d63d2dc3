package mdx

import (
	"strconv"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Lists as micromark reads them with indented code off: a marker may
// stand at any indentation, all the white space after it belongs to the
// marker (there is no indented code to start), and a line belongs to an
// item when it is indented at least as far as the item's content. The
// nodes are goldmark's List and ListItem; ListItem.Offset is the column
// of the content, counted from where the list's container starts.

// listMarker is a list item start found on a line.
type listMarker struct {
	indent  int  // columns before the marker
	pos     int  // byte of the marker in the line
	end     int  // byte after the marker
	char    byte // '-', '+', '*', '.' or ')'
	ordered bool
	start   int
	digits  int
	blank   bool // nothing after the marker
	content int  // columns from the line start to the content
	cpos    int  // byte where the content starts
	cpad    int  // padding of a tab split at the content
}

// matchListMarker reads a list item start at the beginning of line, whose
// first byte is at column col.
func matchListMarker(line []byte, col int) (listMarker, bool) {
	var m listMarker
	m.indent, m.pos = util.IndentWidth(line, col)
	i := m.pos
	if i >= len(line) {
		return m, false
	}
	switch c := line[i]; {
	case c == '-' || c == '*' || c == '+':
		if (c == '-' || c == '*') && isThematicBreakLine(line[i:]) {
			return m, false
		}
		m.char = c
		i++
	case c >= '0' && c <= '9':
		s := i
		for i < len(line) && line[i] >= '0' && line[i] <= '9' {
			i++
		}
		m.digits = i - s
		if m.digits > 9 || i >= len(line) || (line[i] != '.' && line[i] != ')') {
			return m, false
		}
		m.start, _ = strconv.Atoi(string(line[s:i]))
		m.ordered = true
		m.char = line[i]
		i++
	default:
		return m, false
	}
	m.end = i
	markerCol := m.indent + (m.end - m.pos)
	if i >= len(line) || util.IsBlank(line[i:]) {
		m.blank = true
		m.content = markerCol + 1
		m.cpos = len(line)
		return m, true
	}
	if line[i] != ' ' && line[i] != '\t' {
		return m, false
	}
	w, p := util.IndentWidth(line[i:], col+markerCol)
	m.content = markerCol + w
	m.cpos = i + p
	return m, true
}

// isThematicBreakLine reports whether line (from its first marker) is a
// thematic break: three or more of one of - * _, spaces between.
func isThematicBreakLine(line []byte) bool {
	var c byte
	n := 0
	for _, b := range line {
		switch b {
		case ' ', '\t', '\n', '\r':
			continue
		case '-', '*', '_':
			if c != 0 && b != c {
				return false
			}
			c = b
			n++
		default:
			return false
		}
	}
	return n >= 3
}

// listState is what the list parsers remember about an open item.
type listState struct {
	startedBlank bool // the item's first line had no content
	blankSince   bool // a blank line came after such a start
}

var (
	listStatesKey  = parser.NewContextKey()
	newListItemKey = parser.NewContextKey()
)

func itemState(pc parser.Context, n ast.Node) *listState {
	m, _ := pc.Get(listStatesKey).(map[ast.Node]*listState)
	if m == nil {
		m = map[ast.Node]*listState{}
		pc.Set(listStatesKey, m)
	}
	s := m[n]
	if s == nil {
		s = &listState{}
		m[n] = s
	}
	return s
}

type listParser struct{}

func (listParser) Trigger() []byte {
	return []byte{'-', '+', '*', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'}
}

func (listParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	last := pc.LastOpenedBlock().Node
	if _, ok := last.(*ast.List); ok || pc.Get(newListItemKey) != nil {
		pc.Set(newListItemKey, nil)
		return nil, parser.NoChildren
	}
	line, _ := reader.PeekLine()
	m, ok := matchListMarker(line, reader.LineOffset())
	if !ok {
		return nil, parser.NoChildren
	}
	if last != nil && ast.IsParagraph(last) && last.Parent() == parent {
		// Interrupting a paragraph: no empty item, and an ordered list
		// only from 1.
		if m.blank || (m.ordered && (m.digits != 1 || m.start != 1)) {
			return nil, parser.NoChildren
		}
	}
	l := ast.NewList(m.char)
	if m.ordered {
		l.Start = m.start
	}
	return l, parser.HasChildren
}

func (listParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	l := node.(*ast.List)
	line, _ := reader.PeekLine()
	if util.IsBlank(line) {
		return parser.Continue | parser.HasChildren
	}
	item, _ := l.LastChild().(*ast.ListItem)
	if item == nil {
		return parser.Close
	}
	indent, _ := util.IndentWidth(line, reader.LineOffset())
	st := itemState(pc, item)
	inItem := indent >= item.Offset && indent > 0 && !(st.startedBlank && st.blankSince)
	if inItem {
		return parser.Continue | parser.HasChildren
	}
	if m, ok := matchListMarker(line, reader.LineOffset()); ok && l.CanContinue(m.char, m.ordered) {
		return parser.Continue | parser.HasChildren
	}
	// Not the list's: the line may still continue a paragraph lazily,
	// which goldmark sorts out once the list is closed.
	return parser.Close
}

func (listParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	l := node.(*ast.List)
	for c := node.FirstChild(); c != nil && l.IsTight; c = c.NextSibling() {
		if c != node.FirstChild() && c.HasBlankPreviousLines() {
			l.IsTight = false
		}
		if f := c.FirstChild(); f != nil {
			for c1 := f.NextSibling(); c1 != nil; c1 = c1.NextSibling() {
				if c1.HasBlankPreviousLines() {
					l.IsTight = false
					break
				}
			}
		}
	}
	m, _ := pc.Get(listStatesKey).(map[ast.Node]*listState)
	for c := node.FirstChild(); c != nil; c = c.NextSibling() {
		delete(m, c)
	}
	if !l.IsTight {
		return
	}
	for item := node.FirstChild(); item != nil; item = item.NextSibling() {
		for c := item.FirstChild(); c != nil; {
			next := c.NextSibling()
			if p, ok := c.(*ast.Paragraph); ok {
				tb := ast.NewTextBlock()
				tb.SetLines(p.Lines())
				tb.SetBlankPreviousLines(p.HasBlankPreviousLines())
				item.ReplaceChild(item, p, tb)
			}
			c = next
		}
	}
}

func (listParser) CanInterruptParagraph() bool { return true }

func (listParser) CanAcceptIndentedLine() bool { return true }

type listItemParser struct{}

func (listItemParser) Trigger() []byte {
	return []byte{'-', '+', '*', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'}
}

func (listItemParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	l, ok := parent.(*ast.List)
	if !ok {
		return nil, parser.NoChildren
	}
	line, _ := reader.PeekLine()
	m, ok := matchListMarker(line, reader.LineOffset())
	if !ok || !l.CanContinue(m.char, m.ordered) {
		return nil, parser.NoChildren
	}
	item := ast.NewListItem(m.content)
	st := itemState(pc, item)
	if m.blank {
		st.startedBlank = true
		reader.AdvanceToEOL()
		return item, parser.NoChildren
	}
	pos, padding := util.IndentPosition(line, reader.LineOffset(), m.content)
	if pos < 0 {
		pos, padding = m.cpos, 0
	}
	reader.AdvanceAndSetPadding(pos, padding)
	return item, parser.HasChildren
}

func (listItemParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	item := node.(*ast.ListItem)
	st := itemState(pc, item)
	line, _ := reader.PeekLine()
	if util.IsBlank(line) {
		if st.startedBlank {
			st.blankSince = true
		}
		// A blank line keeps up to the item's indentation.
		pos, padding := util.IndentPosition(line, reader.LineOffset(), item.Offset)
		if pos >= 0 {
			reader.AdvanceAndSetPadding(pos, padding)
		}
		return parser.Continue | parser.HasChildren
	}
	indent, _ := util.IndentWidth(line, reader.LineOffset())
	if indent >= item.Offset && indent > 0 && !(st.startedBlank && st.blankSince) {
		pos, padding := util.IndentPosition(line, reader.LineOffset(), item.Offset)
		reader.AdvanceAndSetPadding(pos, padding)
		return parser.Continue | parser.HasChildren
	}
	if m, ok := matchListMarker(line, reader.LineOffset()); ok {
		if l, ok := item.Parent().(*ast.List); ok && l.CanContinue(m.char, m.ordered) {
			pc.Set(newListItemKey, true)
		}
	}
	return parser.Close
}

func (listItemParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {}

func (listItemParser) CanInterruptParagraph() bool { return true }

func (listItemParser) CanAcceptIndentedLine() bool { return true }
