package mdx

import (
	"slices"
	"sort"
	"sync"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/foliodocs/folio/internal/smartypants"
)

// Smart punctuation as Mintlify's remark-smartypants does it:
//
//  1. Quotes: the text of the whole page is read as one (every paragraph,
//     heading and table cell starting with a space, inline code standing
//     as a word of the same length) and straight quotes become curly by
//     their neighbours in parse-latin's tree.
//  2. Then each text node alone: "--" becomes an em dash, "..." (or ". . .")
//     an ellipsis, ``quotes'' curly quotes.
//
// goldmark's text nodes keep pointing into the source; a changed character
// is cut out of its node and stands as an ast.String holding the new one.

// smartRun is a run of text nodes that mdast holds as one text node.
type smartRun struct {
	pieces []smartPiece
	lo     int  // where pieces starts in smartText.pieces
	marks  bool // the run holds a character the second pass looks for
	start  int  // offset of the run in the page's text (code units)
	end    int
}

// smartPiece is a piece of a run's text that maps to the source.
type smartPiece struct {
	node             *ast.Text
	start, end       int    // code units in the page's text
	srcStart, srcEnd int    // the source it came from
	lit              bool   // the text is the source as written
	dec              string // else the decoded text
}

// smartText collects the page's text in mdast's order.
type smartText struct {
	src   []byte
	text  []uint16
	runs  []smartRun
	cur   smartRun
	inRun bool // cur is open
	// pieces holds the pieces of every run, each run's a part of it.
	pieces []smartPiece
	quote  bool // the text holds a straight quote
	marks  bool // the open run holds what the second pass may change
	arena  smartypants.Arena
}

// smartPunctuation curls quotes and makes dashes and ellipses in doc,
// with buffers from pool (if not nil), which a parser's pages share.
func smartPunctuation(doc ast.Node, src []byte, pool *sync.Pool) {
	var st *smartText
	if pool != nil {
		st = pool.Get().(*smartText)
		defer st.release(pool)
	} else {
		st = new(smartText)
	}
	st.src = src
	st.run(doc)
}

// release empties st's buffers, keeping their memory for the next page
// unless they grew very large.
func (st *smartText) release(pool *sync.Pool) {
	if cap(st.text) > 1<<20 || cap(st.pieces) > 1<<16 {
		return
	}
	clear(st.pieces) // they point into the page's tree
	clear(st.runs)
	st.arena.Reset()
	*st = smartText{
		text:   st.text[:0],
		runs:   st.runs[:0],
		pieces: st.pieces[:0],
		arena:  st.arena,
	}
	pool.Put(st)
}

func (st *smartText) run(doc ast.Node) {
	src := st.src
	var notes []ast.Node
	for c := doc.FirstChild(); c != nil; c = c.NextSibling() {
		if c.Kind().String() == "FootnoteList" {
			notes = append(notes, c)
			continue
		}
		st.block(c)
	}
	for _, n := range notes {
		st.block(n)
	}
	st.endRun()
	if len(st.runs) == 0 {
		return
	}
	edits := map[*ast.Text][]smartypants.Edit{}
	if st.quote {
		st.quotes(edits)
	}
	for i := range st.runs {
		st.perNode(&st.runs[i], edits)
	}
	if len(edits) == 0 {
		return
	}
	byNode := make(map[*ast.Text][]smartPiece, len(edits))
	for _, r := range st.runs {
		for _, p := range r.pieces {
			if _, ok := edits[p.node]; ok {
				byNode[p.node] = append(byNode[p.node], p)
			}
		}
	}
	for n, es := range edits {
		applySmartEdits(src, n, es, byNode[n])
	}
}

// block walks a block node.
func (st *smartText) block(n ast.Node) {
	switch n := n.(type) {
	case *ast.Paragraph, *ast.TextBlock, *ast.Heading:
		st.endRun()
		if v, ok := n.AttributeString(AttrUnwrap); !ok || v != true || n.Kind() == ast.KindHeading {
			st.text = append(st.text, ' ')
		}
		st.inlines(n)
		st.endRun()
		return
	case *ast.FencedCodeBlock, *ast.CodeBlock, *ast.HTMLBlock, *MathBlock, *ExprBlock, *ESM:
		return
	}
	if n.Kind().String() == "TableCell" {
		st.endRun()
		st.text = append(st.text, ' ')
		st.inlines(n)
		st.endRun()
		return
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		st.block(c)
	}
}

func (st *smartText) endRun() {
	if st.inRun {
		st.cur.end = len(st.text)
		st.cur.marks = st.marks
		st.cur.pieces = st.pieces[st.cur.lo:len(st.pieces):len(st.pieces)]
		st.runs = append(st.runs, st.cur)
		st.inRun = false
	}
}

// inlines walks the inline children of n.
func (st *smartText) inlines(n ast.Node) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			if !st.inRun {
				st.cur = smartRun{start: len(st.text), lo: len(st.pieces)}
				st.inRun = true
				st.marks = false
			}
			walkText(st.src, c.Segment.Start, c.Segment.Stop, func(dec string, lit bool, s, e int) {
				start := len(st.text)
				if lit {
					st.appendBytes(st.src[s:e])
				} else {
					st.appendString(dec)
				}
				st.pieces = append(st.pieces, smartPiece{node: c, start: start, end: len(st.text), srcStart: s, srcEnd: e, lit: lit, dec: dec})
			})
			if c.HardLineBreak() {
				st.endRun()
			} else if c.SoftLineBreak() {
				st.text = append(st.text, '\n')
			}
		case *ast.String:
			st.endRun()
			st.appendBytes(c.Value)
		case *ast.CodeSpan:
			st.endRun()
			n := 0
			for t := c.FirstChild(); t != nil; t = t.NextSibling() {
				if t, ok := t.(*ast.Text); ok {
					n += utf16Len(t.Segment.Value(st.src))
				}
			}
			for i := 0; i < max(n, 1); i++ {
				st.text = append(st.text, 'A')
			}
		case *ast.AutoLink:
			// mdast's link holds its text, which counts but stays as
			// written here.
			st.endRun()
			st.appendBytes(c.Label(st.src))
		case *ast.Image, *MathInline, *ExprInline:
			st.endRun()
		case *Variable:
			st.endRun()
			// The stand-in that the oracle's preprocessing puts there.
			st.text = append(st.text, 0xe000)
			st.appendBytes(st.src[c.Start+2 : c.End-2])
			st.text = append(st.text, 0xe001)
		case *JSXInline:
			st.endRun()
			if c.Name != "style" && c.Name != "script" {
				st.inlines(c)
			}
			st.endRun()
		default:
			if c.Type() == ast.TypeInline {
				st.endRun()
				st.inlines(c)
				st.endRun()
			}
		}
	}
}

// What a character of the text tells the passes: a straight quote for
// the first, one of what the second changes for the second.
const (
	smartHasQuote = 1 << iota
	smartHasMark
)

var smartASCII = [utf8.RuneSelf]uint8{
	'"': smartHasQuote, '\'': smartHasQuote | smartHasMark,
	'-': smartHasMark, '`': smartHasMark, '.': smartHasMark,
}

// appendBytes appends UTF-8 text as UTF-16, ASCII without decoding.
func (st *smartText) appendBytes(b []byte) {
	// UTF-16 never needs more code units than UTF-8 needs bytes.
	n := len(st.text)
	st.text = slices.Grow(st.text, len(b))[:n+len(b)]
	t := st.text[n:]
	k := 0
	var seen uint8
	for i := 0; i < len(b); {
		c := b[i]
		if c < utf8.RuneSelf {
			seen |= smartASCII[c]
			t[k] = uint16(c)
			k++
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		i += size
		if r >= 0x10000 {
			hi, lo := utf16.EncodeRune(r)
			t[k], t[k+1] = uint16(hi), uint16(lo)
			k += 2
			continue
		}
		t[k] = uint16(r)
		k++
	}
	st.text = st.text[:n+k]
	st.note(seen)
}

func (st *smartText) appendString(s string) {
	for _, r := range s {
		st.appendRune(r)
	}
}

func (st *smartText) appendRune(r rune) {
	if r < utf8.RuneSelf {
		st.note(smartASCII[r])
	}
	if r >= 0x10000 {
		a, b := utf16.EncodeRune(r)
		st.text = append(st.text, uint16(a), uint16(b))
		return
	}
	st.text = append(st.text, uint16(r))
}

func (st *smartText) note(seen uint8) {
	if seen&smartHasQuote != 0 {
		st.quote = true
	}
	if seen&smartHasMark != 0 {
		st.marks = true
	}
}

func utf16Len(b []byte) int {
	n := 0
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		b = b[size:]
		n++
		if r >= 0x10000 {
			n++
		}
	}
	return n
}

// quotes runs the first pass over the whole text and records the quotes
// that change, by the text nodes that hold them.
func (st *smartText) quotes(edits map[*ast.Text][]smartypants.Edit) {
	changed := st.arena.CurlQuotes(st.text, smartypants.NextSentenceCut)
	if len(changed) == 0 {
		return
	}
	// Runs and their pieces are in text order too.
	k := 0
	for _, r := range st.runs {
		for _, p := range r.pieces {
			for k < len(changed) && changed[k].At < p.start {
				k++
			}
			for ; k < len(changed) && changed[k].At < p.end; k++ {
				u := changed[k].At
				edits[p.node] = append(edits[p.node], smartypants.Edit{Start: u, End: u + 1, Repl: []uint16{changed[k].C}})
			}
		}
	}
}

// perNode runs the second pass (ellipses, backticks, dashes) on one run.
func (st *smartText) perNode(r *smartRun, edits map[*ast.Text][]smartypants.Edit) {
	if len(r.pieces) == 0 || !r.marks {
		return
	}
	// The first pass only curls quotes, so a run that needs nothing now
	// needed nothing before it.
	if !smartypants.MayNeedSecondPass(st.text[r.start:r.end]) {
		return
	}
	v := make([]uint16, r.end-r.start)
	copy(v, st.text[r.start:r.end])
	// The quotes of the first pass are in place for this one.
	for _, p := range r.pieces {
		for _, e := range edits[p.node] {
			if e.Start >= r.start && e.End <= r.end && e.End-e.Start == 1 {
				v[e.Start-r.start] = e.Repl[0]
			}
		}
	}
	if !smartypants.MayNeedSecondPass(v) {
		return
	}
	found := st.arena.SecondPass(v)
	for i := range found {
		found[i].Start += r.start
		found[i].End += r.start
	}
	// A second-pass edit maps to the source only inside one text node.
	for _, e := range found {
		var node *ast.Text
		ok := true
		for _, p := range r.pieces {
			if p.end <= e.Start || p.start >= e.End {
				continue
			}
			if node == nil {
				node = p.node
			} else if node != p.node {
				ok = false
			}
		}
		if node == nil || !ok || !coveredByPieces(r, node, e) {
			continue
		}
		// It replaces the quotes of the first pass it covers.
		es := edits[node][:0]
		for _, x := range edits[node] {
			if x.End <= e.Start || x.Start >= e.End {
				es = append(es, x)
			}
		}
		edits[node] = append(es, e)
	}
}

// coveredByPieces reports whether the edit's code units are all in the
// node's pieces (no line break of the run inside).
func coveredByPieces(r *smartRun, node *ast.Text, e smartypants.Edit) bool {
	n := 0
	for _, p := range r.pieces {
		if p.node != node {
			continue
		}
		lo, hi := max(p.start, e.Start), min(p.end, e.End)
		if hi > lo {
			n += hi - lo
		}
	}
	return n == e.End-e.Start
}

// applySmartEdits cuts the text node n around its edits (offsets in the
// page's text), each becoming an ast.String.
func applySmartEdits(src []byte, n *ast.Text, es []smartypants.Edit, pieces []smartPiece) {
	parent := n.Parent()
	if parent == nil {
		return
	}
	sort.Slice(es, func(i, j int) bool { return es[i].Start < es[j].Start })
	type span struct {
		from, to int
		repl     string
	}
	var spans []span
	for _, e := range es {
		from, ok1 := sourceOffset(src, pieces, e.Start)
		to, ok2 := sourceOffset(src, pieces, e.End)
		if !ok1 || !ok2 || from > to {
			continue
		}
		if len(spans) > 0 && from < spans[len(spans)-1].to {
			continue
		}
		spans = append(spans, span{from, to, string(utf16.Decode(e.Repl))})
	}
	if len(spans) == 0 {
		return
	}
	pos := n.Segment.Start
	for _, s := range spans {
		if s.from > pos {
			parent.InsertBefore(parent, n, ast.NewTextSegment(text.NewSegment(pos, s.from)))
		}
		parent.InsertBefore(parent, n, ast.NewString([]byte(s.repl)))
		pos = s.to
	}
	// The node keeps the rest, and its line break.
	n.Segment = text.NewSegment(pos, n.Segment.Stop)
}

// sourceOffset maps an offset of the page's text (code units) inside a
// node's pieces to the source.
func sourceOffset(src []byte, pieces []smartPiece, u int) (int, bool) {
	for _, p := range pieces {
		switch {
		case u == p.start:
			return p.srcStart, true
		case u == p.end:
			return p.srcEnd, true
		case u > p.start && u < p.end:
			if p.lit {
				return unitOffset(src[p.srcStart:p.srcEnd], p.start, u, p.srcStart)
			} else if len(p.dec) != p.srcEnd-p.srcStart {
				return 0, false // inside an escape or a reference
			}
			return unitOffsetString(p.dec, p.start, u, p.srcStart)
		}
	}
	return 0, false
}

// unitOffset returns base plus the byte offset in text of the code unit
// u, text's first code unit being at. It fails inside a surrogate pair.
func unitOffset(text []byte, at, u, base int) (int, bool) {
	k := at
	for i := 0; i < len(text); {
		if k == u {
			return base + i, true
		}
		r, size := utf8.DecodeRune(text[i:])
		i += size
		k++
		if r >= 0x10000 {
			k++
		}
	}
	return 0, false
}

// unitOffsetString is unitOffset for decoded text.
func unitOffsetString(text string, at, u, base int) (int, bool) {
	k := at
	for i, r := range text {
		if k == u {
			return base + i, true
		}
		k++
		if r >= 0x10000 {
			k++
		}
	}
	return 0, false
}
