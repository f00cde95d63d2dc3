package smartypants

// The rules of retext-smartypants on parse-latin's tree, in two passes:
// the first curls straight quotes by their neighbours in the tree of the
// whole text (CurlQuotes); the second, run on each text node alone, makes
// dashes, ellipses and “backtick quotes” (SecondPass).

var (
	openQuote  = [2]uint16{0x201c, 0x2018} // “ ‘
	closeQuote = [2]uint16{0x201d, 0x2019} // ” ’
)

// Edit replaces the code units [Start, End) of a text with Repl.
type Edit struct {
	Start, End int
	Repl       []uint16
}

// Quote is a straight quote of a text that the first pass curls: its
// offset (code units) and the curly quote it becomes.
type Quote struct {
	At int
	C  uint16
}

// CurlQuotes runs the first pass over text and returns the quotes that
// change, in text order. parse-latin's tree is built piece by piece,
// cutting the text where cut says no rule can join two sentences (nil:
// the whole text at once), and only for the pieces that hold a quote
// whose fate depends on more than the letters around it.
func (a *Arena) CurlQuotes(text []uint16, cut func(t []uint16, from int) int) []Quote {
	var changed []Quote // in text order: the walk is in order
	base := 0           // offset of the tree's text in text
	var visit func(n *nlNode, parent []*nlNode, i int)
	visit = func(n *nlNode, parent []*nlNode, i int) {
		if n.isMark() && parent != nil {
			smartQuote(n, parent, i)
			if len(n.val) == 1 && n.val[0] != text[base+n.start] {
				changed = append(changed, Quote{base + n.start, n.val[0]})
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
					changed = append(changed, Quote{i, closeQuote[1]})
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

// NextSentenceCut returns where the text from offset from may be cut
// without changing parse-latin's tree: after a full stop that ends a
// sentence for sure, or else the end of the text. That is a full stop
// after a word of two or more ASCII letters (which no rule joins to it)
// that is no abbreviation, and before white space and an ASCII capital:
// the sentence after has a word, starts with neither a mark nor a digit
// nor a lower-case letter, so none of the paragraph rules joins the two.
func NextSentenceCut(t []uint16, from int) int {
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

// MayNeedSecondPass reports whether v may hold what the second pass
// changes: "--", "“", "”", three dots, or three runs of dots with white
// space between (". . .").
func MayNeedSecondPass(v []uint16) bool {
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
func smartSecond(n *nlNode, siblings *[]*nlNode, i int) (Edit, bool) {
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
		return Edit{}, false
	}
	return Edit{Start: start, End: end, Repl: n.val}, true
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

// SecondPass returns the edits of the second pass (ellipses, backtick
// quotes, dashes) on v, the text of one text node with the quotes of
// the first pass in place, in tree order.
func (a *Arena) SecondPass(v []uint16) []Edit {
	var found []Edit
	var visit func(n *nlNode, parent *[]*nlNode, i int)
	visit = func(n *nlNode, parent *[]*nlNode, i int) {
		if n.isMark() && parent != nil {
			if e, ok := smartSecond(n, parent, i); ok {
				found = append(found, e)
			}
		}
		for k := 0; k < len(n.children); k++ {
			visit(n.children[k], &n.children, k)
		}
	}
	top := a.sentences(a.tokens(v))
	for k := 0; k < len(top); k++ {
		visit(top[k], &top, k)
	}
	return found
}

// Reset empties the arena for another page, keeping its memory.
func (a *Arena) Reset() {
	*a = Arena{slab: a.slab[:0], kids: a.kids[:0], toks: a.toks[:0],
		sents: a.sents[:0], out: a.out[:0], res: a.res[:0], free: a.free[:0]}
}
