package content

import (
	"slices"
	"sort"
	"sync"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
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

var (
	openQuote  = [2]uint16{0x201c, 0x2018} // “ ‘
	closeQuote = [2]uint16{0x201d, 0x2019} // ” ’
)

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
	arena  latinArena
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
	a := &st.arena
	*st = smartText{
		text:   st.text[:0],
		runs:   st.runs[:0],
		pieces: st.pieces[:0],
		arena: latinArena{slab: a.slab[:0], kids: a.kids[:0], toks: a.toks[:0],
			sents: a.sents[:0], out: a.out[:0], res: a.res[:0], free: a.free[:0]},
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
	edits := map[*ast.Text][]smartEdit{}
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
		if v, ok := n.AttributeString(attrUnwrap); !ok || v != true || n.Kind() == ast.KindHeading {
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

// smartEdit replaces the code units [start, end) of the page's text.
type smartEdit struct {
	start, end int
	repl       []uint16
}

// quoteChange is a quote of the page's text that the first pass curls.
type quoteChange struct {
	at int
	c  uint16
}

// curlQuotes runs the first pass over text and returns the quotes that
// change, in text order. parse-latin's tree is built piece by piece,
// cutting the text where cut says no rule can join two sentences (nil:
// the whole text at once), and only for the pieces that hold a quote
// whose fate depends on more than the letters around it.
func curlQuotes(a *latinArena, text []uint16, cut func(t []uint16, from int) int) []quoteChange {
	var changed []quoteChange // in text order: the walk is in order
	base := 0                 // offset of the tree's text in text
	var visit func(n *nlNode, parent []*nlNode, i int)
	visit = func(n *nlNode, parent []*nlNode, i int) {
		if n.isMark() && parent != nil {
			smartQuote(n, parent, i)
			if len(n.val) == 1 && n.val[0] != text[base+n.start] {
				changed = append(changed, quoteChange{base + n.start, n.val[0]})
			}
		}
		for k := 0; k < len(n.children); k++ {
			visit(n.children[k], n.children, k)
		}
	}
	for from := 0; from < len(text); {
		to := len(text)
		if cut != nil {
			to = cut(text, from)
		}
		switch quotesIn(text, from, to, cut != nil) {
		case someQuotes:
			base = from
			top := a.sentences(a.tokens(text[from:to]))
			for k := range top {
				visit(top[k], top, k)
			}
		case apostrophes:
			for i := from; i < to; i++ {
				if text[i] == '\'' {
					changed = append(changed, quoteChange{i, closeQuote[1]})
				}
			}
		}
		from = to
	}
	return changed
}

const (
	noQuotes = iota
	apostrophes
	someQuotes
)

// quotesIn tells what straight quotes text[from:to] holds: none, only
// apostrophes inside words (if apos is set), or others. A "'" between two
// ASCII letters or digits always joins the word before it (parse-latin's
// mergeInnerWordSymbol) after a piece of word, and so always closes.
func quotesIn(text []uint16, from, to int, apos bool) int {
	res := noQuotes
	for i := from; i < to; i++ {
		switch text[i] {
		case '"':
			return someQuotes
		case '\'':
			if !apos || i == 0 || i+1 == len(text) || !isASCIIAlnum16(text[i-1]) || !isASCIIAlnum16(text[i+1]) {
				return someQuotes
			}
			res = apostrophes
		}
	}
	return res
}

func isASCIIAlnum16(c uint16) bool { return isASCIILetter16(c) || c >= '0' && c <= '9' }

// quotes runs the first pass over the whole text and records the quotes
// that change, by the text nodes that hold them.
func (st *smartText) quotes(edits map[*ast.Text][]smartEdit) {
	changed := curlQuotes(&st.arena, st.text, nextSentenceCut)
	if len(changed) == 0 {
		return
	}
	// Runs and their pieces are in text order too.
	k := 0
	for _, r := range st.runs {
		for _, p := range r.pieces {
			for k < len(changed) && changed[k].at < p.start {
				k++
			}
			for ; k < len(changed) && changed[k].at < p.end; k++ {
				u := changed[k].at
				edits[p.node] = append(edits[p.node], smartEdit{start: u, end: u + 1, repl: []uint16{changed[k].c}})
			}
		}
	}
}

// smartQuote is retext-smartypants' quote rule for the node at index i of
// siblings.
func smartQuote(n *nlNode, siblings []*nlNode, i int) {
	if len(n.val) != 1 || (n.val[0] != '"' && n.val[0] != '\'') {
		return
	}
	q := 0
	if n.val[0] == '\'' {
		q = 1
	}
	at := func(k int) *nlNode {
		if k < 0 || k >= len(siblings) {
			return nil
		}
		return siblings[k]
	}
	prev, next, nextNext := at(i-1), at(i+1), at(i+2)
	var nextValue []uint16
	if next != nil {
		nextValue = next.str()
	}
	set := func(c uint16) { n.val = []uint16{c} }
	isQuote := func(v []uint16) bool { return len(v) == 1 && (v[0] == '"' || v[0] == '\'') }
	switch {
	case next != nil && next.isMark() && (nextNext == nil || nextNext.typ != nlWord):
		set(closeQuote[q])
	case next != nil && next.isMark() && isQuote(nextValue) && nextNext != nil && nextNext.typ == nlWord:
		set(openQuote[q])
		k := 0
		if nextValue[0] == '\'' {
			k = 1
		}
		next.val = []uint16{openQuote[k]}
	case next != nil && len(nextValue) == 3 && isDigit16(nextValue[0]) && isDigit16(nextValue[1]) && nextValue[2] == 's':
		set(closeQuote[q])
	case prev != nil && (prev.typ == nlWhite || prev.isMark()) && next != nil && next.typ == nlWord:
		set(openQuote[q])
	case prev != nil && prev.typ != nlWhite && !prev.isMark():
		set(closeQuote[q])
	case next == nil || next.typ == nlWhite || (q == 1 && len(nextValue) == 1 && nextValue[0] == 's'):
		set(closeQuote[q])
	default:
		set(openQuote[q])
	}
}

// nextSentenceCut returns where the text from offset from may be cut
// without changing parse-latin's tree: after a full stop that ends a
// sentence for sure, or else the end of the text. That is a full stop
// after a word of two or more ASCII letters (which no rule joins to it)
// that is no abbreviation, and before white space and an ASCII capital:
// the sentence after has a word, starts with neither a mark nor a digit
// nor a lower-case letter, so none of the paragraph rules joins the two.
func nextSentenceCut(t []uint16, from int) int {
	for i := from; i+2 < len(t); i++ {
		if t[i] != '.' || !isASCIIWhite16(t[i+1]) {
			continue
		}
		j := i + 1
		for j < len(t) && isASCIIWhite16(t[j]) {
			j++
		}
		if j == len(t) || t[j] < 'A' || t[j] > 'Z' {
			continue
		}
		k := i
		for k > from && isASCIILetter16(t[k-1]) {
			k--
		}
		if i-k < 2 || k == from || !isASCIIWhite16(t[k-1]) || isASCIIAbbreviation(t[k:i]) {
			continue
		}
		return i + 1
	}
	return len(t)
}

// isASCIIAbbreviation is isAbbreviationPrefix for a word of two or more
// ASCII letters, without allocating.
func isASCIIAbbreviation(w []uint16) bool {
	var b [4]byte
	if len(w) > len(b) {
		return false // no prefix is longer
	}
	for i, c := range w {
		b[i] = byte(c | 0x20)
	}
	return abbreviationPrefixes[string(b[:len(w)])]
}

func isASCIIWhite16(c uint16) bool { return c == ' ' || c >= '\t' && c <= '\r' }

func isASCIILetter16(c uint16) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func isDigit16(c uint16) bool { return c >= '0' && c <= '9' }

// perNode runs the second pass (ellipses, backticks, dashes) on one run.
func (st *smartText) perNode(r *smartRun, edits map[*ast.Text][]smartEdit) {
	if len(r.pieces) == 0 || !r.marks {
		return
	}
	// The first pass only curls quotes, so a run that needs nothing now
	// needed nothing before it.
	if !mayNeedSecondPass(st.text[r.start:r.end]) {
		return
	}
	v := make([]uint16, r.end-r.start)
	copy(v, st.text[r.start:r.end])
	// The quotes of the first pass are in place for this one.
	for _, p := range r.pieces {
		for _, e := range edits[p.node] {
			if e.start >= r.start && e.end <= r.end && e.end-e.start == 1 {
				v[e.start-r.start] = e.repl[0]
			}
		}
	}
	if !mayNeedSecondPass(v) {
		return
	}
	var found []smartEdit
	var visit func(n *nlNode, parent *[]*nlNode, i int)
	visit = func(n *nlNode, parent *[]*nlNode, i int) {
		if n.isMark() && parent != nil {
			if e, ok := smartSecond(n, parent, i); ok {
				e.start += r.start
				e.end += r.start
				found = append(found, e)
			}
		}
		for k := 0; k < len(n.children); k++ {
			visit(n.children[k], &n.children, k)
		}
	}
	top := st.arena.sentences(st.arena.tokens(v))
	for k := 0; k < len(top); k++ {
		visit(top[k], &top, k)
	}
	// A second-pass edit maps to the source only inside one text node.
	for _, e := range found {
		var node *ast.Text
		ok := true
		for _, p := range r.pieces {
			if p.end <= e.start || p.start >= e.end {
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
			if x.end <= e.start || x.start >= e.end {
				es = append(es, x)
			}
		}
		edits[node] = append(es, e)
	}
}

// coveredByPieces reports whether the edit's code units are all in the
// node's pieces (no line break of the run inside).
func coveredByPieces(r *smartRun, node *ast.Text, e smartEdit) bool {
	n := 0
	for _, p := range r.pieces {
		if p.node != node {
			continue
		}
		lo, hi := max(p.start, e.start), min(p.end, e.end)
		if hi > lo {
			n += hi - lo
		}
	}
	return n == e.end-e.start
}

// mayNeedSecondPass reports whether v may hold what the second pass
// changes: "--", "“", "”", three dots, or three runs of dots with white
// space between (". . .").
func mayNeedSecondPass(v []uint16) bool {
	for i := 0; i+1 < len(v); i++ {
		a, b := v[i], v[i+1]
		if a == b && (a == '-' || a == '`' || a == '\'') {
			return true
		}
		if a == '.' && spacedDots(v[i:]) {
			return true
		}
	}
	return false
}

// spacedDots reports whether v starts with "..." or with three runs of
// dots split by white space.
func spacedDots(v []uint16) bool {
	i := 0
	for run := 0; run < 3; run++ {
		n := 0
		for i < len(v) && v[i] == '.' {
			i++
			n++
		}
		if n == 0 {
			return false
		}
		if n >= 3 {
			return true
		}
		w := 0
		for i < len(v) && latinClass(v[i]) == nlWhite {
			i++
			w++
		}
		if w == 0 && run < 2 {
			return false
		}
	}
	return true
}

// smartSecond applies the second pass's rules to the mark at index i of
// *siblings; it returns the edit, relative to the run.
func smartSecond(n *nlNode, siblings *[]*nlNode, i int) (smartEdit, bool) {
	start, end := n.start, n.start+len(n.val)
	changed := false
	// Ellipses, spaced: ". . ." (the dots before with white space between
	// leave the tree).
	if allDots(n.val) {
		s := *siblings
		count := 1
		pos := i
		first := i
		for {
			pos--
			if pos <= 0 {
				break
			}
			if s[pos].typ != nlWhite {
				break
			}
			pos--
			if pos >= 0 && s[pos].isMark() && allDots(s[pos].str()) {
				count++
				first = pos
				continue
			}
			break
		}
		if count >= 3 {
			start = s[first].start
			*siblings = append(s[:first:first], s[i:]...)
			n.val = []uint16{0x2026}
			changed = true
		}
	}
	// Ellipses, unspaced: three dots or more.
	if len(n.val) >= 3 && allDots(n.val) {
		n.val = []uint16{0x2026}
		changed = true
	}
	switch {
	case eq16(n.val, "``"):
		n.val = []uint16{0x201c}
		changed = true
	case eq16(n.val, "''"):
		n.val = []uint16{0x201d}
		changed = true
	case eq16(n.val, "--"):
		n.val = []uint16{0x2014}
		changed = true
	}
	if !changed {
		return smartEdit{}, false
	}
	return smartEdit{start: start, end: end, repl: n.val}, true
}

func allDots(v []uint16) bool {
	if len(v) == 0 {
		return false
	}
	for _, u := range v {
		if u != '.' {
			return false
		}
	}
	return true
}

func eq16(v []uint16, s string) bool {
	if len(v) != len(s) {
		return false
	}
	for i := range v {
		if v[i] != uint16(s[i]) {
			return false
		}
	}
	return true
}

// applySmartEdits cuts the text node n around its edits (offsets in the
// page's text), each becoming an ast.String.
func applySmartEdits(src []byte, n *ast.Text, es []smartEdit, pieces []smartPiece) {
	parent := n.Parent()
	if parent == nil {
		return
	}
	sort.Slice(es, func(i, j int) bool { return es[i].start < es[j].start })
	type span struct {
		from, to int
		repl     string
	}
	var spans []span
	for _, e := range es {
		from, ok1 := sourceOffset(src, pieces, e.start)
		to, ok2 := sourceOffset(src, pieces, e.end)
		if !ok1 || !ok2 || from > to {
			continue
		}
		if len(spans) > 0 && from < spans[len(spans)-1].to {
			continue
		}
		spans = append(spans, span{from, to, string(utf16.Decode(e.repl))})
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
