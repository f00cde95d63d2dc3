package mdx

import (
	"bytes"
	"sort"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// TeX as remark-math reads it (Mintlify's pipeline has it on, with its
// defaults):
//
//   - $…$ and $$…$$ inside text are inline math, paired like code spans:
//     the closing run of dollars has the opening's length, and nothing in
//     between counts, not even backticks. A single dollar opens too, so
//     "$5 and $10" holds the math "5 and ", as in Mintlify.
//   - A line of two or more dollars opens a math block, closed by a line
//     of at least as many; the opening line may carry a word after the
//     dollars but no dollar. "$$x$$" alone on a line is inline math in a
//     paragraph.

// mathBlockParser parses $$ blocks.
type mathBlockParser struct{}

type mathFence struct {
	length int
	indent int
}

var mathFenceKey = parser.NewContextKey()

func (mathBlockParser) Trigger() []byte { return []byte{'$'} }

func (mathBlockParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	w, pos := util.IndentWidth(line, reader.LineOffset())
	i := pos
	for i < len(line) && line[i] == '$' {
		i++
	}
	if i-pos < 2 || bytes.IndexByte(line[i:], '$') >= 0 {
		return nil, parser.NoChildren
	}
	n := &MathBlock{Start: seg.Start + pos - seg.Padding}
	pc.Set(mathFenceKey, &mathFence{length: i - pos, indent: w})
	reader.AdvanceToEOL()
	return n, parser.NoChildren
}

func (mathBlockParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, seg := reader.PeekLine()
	f, _ := pc.Get(mathFenceKey).(*mathFence)
	if line == nil || f == nil {
		return parser.Close
	}
	_, pos := util.IndentWidth(line, reader.LineOffset())
	i := pos
	for i < len(line) && line[i] == '$' {
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

func (mathBlockParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	pc.Set(mathFenceKey, nil)
	n := node.(*MathBlock)
	var b bytes.Buffer
	lines := n.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		b.Write(seg.Value(reader.Source()))
	}
	n.TeX = string(bytes.TrimSuffix(bytes.TrimSuffix(b.Bytes(), []byte("\n")), []byte("\r")))
}

func (mathBlockParser) CanInterruptParagraph() bool { return true }

func (mathBlockParser) CanAcceptIndentedLine() bool { return true }

// mathInlineParser parses $…$ in text.
type mathInlineParser struct{}

func (mathInlineParser) Trigger() []byte { return []byte{'$'} }

func (mathInlineParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, seg := block.PeekLine()
	src := block.Source()
	start := seg.Start
	// A run of dollars opens from its first dollar only.
	if start > 0 && src[start-1] == '$' && !(start > 1 && src[start-2] == '\\') {
		return nil
	}
	n := 0
	for n < len(line) && line[n] == '$' {
		n++
	}
	info := paragraphOf(parent, src, pc)
	closer := info.dollarRun(start+n, n)
	if closer < 0 {
		return nil
	}
	// Collect the content, line by line, up to the closer.
	var content []byte
	block.Advance(n)
	for {
		l, s := block.PeekLine()
		if l == nil {
			return nil
		}
		if closer < s.Stop {
			content = append(content, src[s.Start:closer]...)
			block.Advance(closer + n - s.Start)
			break
		}
		content = append(content, l...)
		block.AdvanceLine()
	}
	// One space (or line ending) each side is padding when both are
	// there and the content is not all spaces.
	if len(content) >= 2 && isPad(content[0]) && isPad(content[len(content)-1]) && len(bytes.Trim(content, " \r\n")) > 0 {
		content = content[1 : len(content)-1]
	}
	return &MathInline{TeX: string(content), Start: start}
}

func isPad(c byte) bool { return c == ' ' || c == '\n' || c == '\r' }

// paragraphInfo is what the inline parsers of one paragraph look up more
// than once: computed once per paragraph, so that a paragraph full of
// '<', '{' or '$' does not cost a scan for each.
type paragraphInfo struct {
	block ast.Node
	end   int // offset where the paragraph's last line ends
	// dollars maps a run length to the offsets of the runs of that many
	// dollars, in order.
	dollars map[int][]int
}

var paragraphInfoKey = parser.NewContextKey()

// paragraphOf returns the info of parent, the block whose inlines are
// being parsed (goldmark hands inline parsers the block itself).
func paragraphOf(parent ast.Node, src []byte, pc parser.Context) *paragraphInfo {
	if info, ok := pc.Get(paragraphInfoKey).(*paragraphInfo); ok && info.block == parent {
		return info
	}
	info := &paragraphInfo{block: parent}
	lines := parent.Lines()
	for k := 0; k < lines.Len(); k++ {
		seg := lines.At(k)
		info.end = seg.Stop
		for i := seg.Start; i < seg.Stop; {
			if src[i] != '$' {
				i++
				continue
			}
			j := i
			for j < seg.Stop && src[j] == '$' {
				j++
			}
			if info.dollars == nil {
				info.dollars = map[int][]int{}
			}
			info.dollars[j-i] = append(info.dollars[j-i], i)
			i = j
		}
	}
	pc.Set(paragraphInfoKey, info)
	return info
}

// dollarRun returns the offset of the first run of exactly n dollars at
// or after off, or -1.
func (p *paragraphInfo) dollarRun(off, n int) int {
	runs := p.dollars[n]
	i := sort.SearchInts(runs, off)
	if i < len(runs) {
		return runs[i]
	}
	return -1
}
