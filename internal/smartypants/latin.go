package smartypants

import (
	"sort"
	"strings"
	"unicode/utf16"
)

// Mintlify curls quotes with remark-smartypants, which reads text with
// retext's parse-latin: it cuts the text into words, white space,
// punctuation and symbols, groups them into sentences and applies a
// series of merges (inner apostrophes join words, a closing quote after a
// full stop joins the sentence before, …). A quote's fate depends on its
// neighbours in that tree, so the tree is rebuilt here by the same rules,
// on UTF-16 code units as JavaScript sees the text. The list operations
// work on a cursor (processed items behind, pending ones ahead) so that a
// long page costs linear time where the JavaScript splices arrays.

// nlType is the kind of an nlcst node.
type nlType uint8

const (
	nlWord nlType = iota
	nlText        // a piece of a word
	nlWhite
	nlPunct
	nlSymbol
	nlSentence
)

// nlNode is a node of the natural-language tree. Leaves hold their text;
// words and sentences hold children.
type nlNode struct {
	typ      nlType
	start    int      // offset of a leaf in the text it was cut from
	val      []uint16 // a leaf's text
	children []*nlNode
}

func (n *nlNode) isLeaf() bool { return n.typ != nlWord && n.typ != nlSentence }

func (n *nlNode) isMark() bool { return n.typ == nlPunct || n.typ == nlSymbol }

// str is nlcst-to-string: the text of a node.
func (n *nlNode) str() []uint16 {
	if n.isLeaf() {
		return n.val
	}
	if len(n.children) == 1 {
		return n.children[0].str()
	}
	var out []uint16
	for _, c := range n.children {
		out = append(out, c.str()...)
	}
	return out
}

// is reports whether the node's text is s (ASCII).
func (n *nlNode) is(s string) bool {
	v := n.str()
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

type latinRange struct{ lo, hi uint32 }

func inLatin(table []latinRange, c uint32) bool {
	i := sort.Search(len(table), func(i int) bool { return table[i].hi >= c })
	return i < len(table) && table[i].lo <= c
}

func isSurrogate(c uint16) bool { return c >= 0xd800 && c <= 0xdfff }

// latinClass is the kind of token a code unit belongs to.
func latinClass(c uint16) nlType {
	if c < 0x80 {
		return asciiLatinClass(c)
	}
	switch {
	case inLatin(latinWhiteSpace, uint32(c)):
		return nlWhite
	case inLatin(latinPunctuation, uint32(c)):
		return nlPunct
	case inLatin(latinWord, uint32(c)):
		return nlWord
	}
	return nlSymbol
}

// asciiLatinClass is latinClass for ASCII without the table searches:
// most text is ASCII, and this runs once per code unit of a page.
func asciiLatinClass(c uint16) nlType {
	switch {
	case c == ' ' || c >= '\t' && c <= '\r':
		return nlWhite
	case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9':
		return nlWord
	}
	switch c {
	case '!', '"', '\'', '(', ')', ',', '-', '.', '/', ':', ';', '?', '[', '\\', ']', '_', '{', '}':
		return nlPunct
	}
	return nlSymbol
}

// Arena hands out the nodes of the trees of one page: nodes come
// from one slab, and each word's child list from another (capacity 1, so
// a merge that appends copies it out). A tree is read before the next is
// built, so each tree takes its nodes from the start of the slabs again:
// once they have grown to the largest tree, building allocates nothing.
type Arena struct {
	slab []nlNode
	kids []*nlNode
	hint int // code units of the text being cut, to size new slabs
	// toks holds the tokens of the text cut last: a tree is read before
	// the next text is cut, and the next cut reuses the list, as the
	// lists below are reused from tree to tree. What they hold past their
	// length points into the arena's own nodes, and is not cleared.
	toks                  []*nlNode
	sents, out, res, free []*nlNode
	cur                   cursor
}

func (a *Arena) node() *nlNode {
	if len(a.slab) == cap(a.slab) {
		// The nodes handed out stay where they are; the next tree
		// starts this larger slab from the beginning.
		a.slab = make([]nlNode, 0, max(64, a.hint/8, 2*cap(a.slab)))
	}
	a.slab = a.slab[:len(a.slab)+1]
	return &a.slab[len(a.slab)-1]
}

// latinTokens cuts text into words, white space, punctuation and symbols:
// runs of one kind, where punctuation and symbols run only while the same
// character repeats (or a surrogate pair goes on).
func latinTokens(text []uint16) []*nlNode {
	return new(Arena).tokens(text)
}

func (a *Arena) tokens(text []uint16) []*nlNode {
	a.hint = len(text)
	a.slab, a.kids = a.slab[:0], a.kids[:0] // the last tree is done with
	out := a.toks[:0]
	from := 0
	var prevType nlType
	var prev uint16
	flush := func(typ nlType, i int) {
		leaf := a.node()
		*leaf = nlNode{typ: typ, start: from, val: text[from:i:i]}
		if typ == nlWord {
			leaf.typ = nlText
			if len(a.kids) == cap(a.kids) {
				a.kids = make([]*nlNode, 0, max(64, a.hint/16, 2*cap(a.kids)))
			}
			a.kids = append(a.kids, leaf)
			w := a.node()
			*w = nlNode{typ: nlWord, children: a.kids[len(a.kids)-1 : len(a.kids) : len(a.kids)]}
			out = append(out, w)
			return
		}
		out = append(out, leaf)
	}
	for i, c := range text {
		t := latinClass(c)
		if i > from && !(prevType == t && (t == nlWord || t == nlWhite || c == prev || isSurrogate(c))) {
			flush(prevType, i)
			from = i
		}
		prevType, prev = t, c
	}
	if from < len(text) {
		flush(prevType, len(text))
	}
	a.toks = out
	return out
}

// cursor walks a list of nodes that a rule may change around the current
// one: behind holds the items already walked, ahead the rest in reverse.
type cursor struct {
	behind []*nlNode
	ahead  []*nlNode
}

func (c *cursor) done() bool { return len(c.ahead) == 0 }

// cur is the current node.
func (c *cursor) cur() *nlNode { return c.ahead[len(c.ahead)-1] }

// index is the current node's index in the list.
func (c *cursor) index() int { return len(c.behind) }

// prev returns the node k places before the current one, or nil.
func (c *cursor) prev(k int) *nlNode {
	if k > len(c.behind) {
		return nil
	}
	return c.behind[len(c.behind)-k]
}

// next returns the node k places after the current one, or nil.
func (c *cursor) next(k int) *nlNode {
	i := len(c.ahead) - 1 - k
	if i < 0 {
		return nil
	}
	return c.ahead[i]
}

// step moves to the next node.
func (c *cursor) step() {
	c.behind = append(c.behind, c.ahead[len(c.ahead)-1])
	c.ahead = c.ahead[:len(c.ahead)-1]
}

// back moves to the previous node (a rule's "return index - 1").
func (c *cursor) back() {
	if len(c.behind) == 0 {
		return
	}
	c.ahead = append(c.ahead, c.behind[len(c.behind)-1])
	c.behind = c.behind[:len(c.behind)-1]
}

// remove drops the node k places after the current one (0: the current).
func (c *cursor) remove(k int) {
	i := len(c.ahead) - 1 - k
	c.ahead = append(c.ahead[:i], c.ahead[i+1:]...)
}

// insertBefore puts n before the current node.
func (c *cursor) insertBefore(n *nlNode) { c.behind = append(c.behind, n) }

// insertAfter puts n right after the current node.
func (c *cursor) insertAfter(n *nlNode) {
	i := len(c.ahead) - 1
	c.ahead = append(c.ahead, nil)
	copy(c.ahead[i+1:], c.ahead[i:])
	c.ahead[i] = n
}

func (c *cursor) list() []*nlNode { return c.behind }

// modify runs each rule in turn over list as unist-util-modify-children
// does: a rule may change the list around the current node and says
// where to go on, by moving the cursor itself; it returns false to go to
// the next node. The two buffers of the cursor are reused from rule to
// rule; list itself is one of them, the other the arena's.
func (a *Arena) modify(list []*nlNode, rules ...func(c *cursor) bool) []*nlNode {
	spare := a.free
	for _, rule := range rules {
		ahead := spare[:0]
		for i := len(list) - 1; i >= 0; i-- {
			ahead = append(ahead, list[i])
		}
		a.cur = cursor{behind: list[:0], ahead: ahead}
		c := &a.cur
		for !c.done() {
			if !rule(c) {
				c.step()
			}
		}
		list, spare = c.behind, c.ahead
	}
	a.cur = cursor{}
	a.free = spare[:0]
	return list
}

// ---- sentence rules (parse-latin's tokenizeSentencePlugins) ----

// mergeInitialWordSymbol: "&" before a word, not after one, joins it.
func mergeInitialWordSymbol(c *cursor) bool {
	n := c.cur()
	if !n.isMark() || !n.is("&") {
		return false
	}
	next := c.next(1)
	if p := c.prev(1); (p != nil && p.typ == nlWord) || next == nil || next.typ != nlWord {
		return false
	}
	c.remove(0)
	next.children = append([]*nlNode{n}, next.children...)
	c.back()
	return true
}

// mergeFinalWordSymbol: "-" after a word, not before one, joins it.
func mergeFinalWordSymbol(c *cursor) bool {
	n := c.cur()
	if c.index() == 0 || !n.isMark() || !n.is("-") {
		return false
	}
	p, next := c.prev(1), c.next(1)
	if (next == nil || next.typ != nlWord) && p != nil && p.typ == nlWord {
		c.remove(0)
		p.children = append(p.children, n)
		return true
	}
	return false
}

// isWordSymbolInner: a mark that may join two words: one of & ' - . : = ?
// @ and a few like them, or underscores.
func isWordSymbolInner(v []uint16) bool {
	if len(v) == 1 {
		switch v[0] {
		case '&', '\'', '-', '.', ':', '=', '?', '@', 0xad, 0xb7, 0x2010, 0x2011, 0x2019, 0x2027, '_':
			return true
		}
		return false
	}
	for _, u := range v {
		if u != '_' {
			return false
		}
	}
	return len(v) > 0
}

// mergeInnerWordSymbol: word (inner mark+ word)+ becomes one word.
func mergeInnerWordSymbol(c *cursor) bool {
	n := c.cur()
	if c.index() == 0 || !n.isMark() {
		return false
	}
	p := c.prev(1)
	if p == nil || p.typ != nlWord {
		return false
	}
	var tokens, queue []*nlNode
	k := 0 // nodes ahead taken (current is 0)
	taken := 0
	for {
		s := c.next(k)
		if s == nil {
			break
		}
		if s.typ == nlWord {
			tokens = append(tokens, queue...)
			tokens = append(tokens, s.children...)
			queue = nil
			taken = k + 1
		} else if s.isMark() && isWordSymbolInner(s.str()) {
			queue = append(queue, s)
		} else {
			break
		}
		k++
	}
	if len(tokens) == 0 {
		return false
	}
	for i := 0; i < taken; i++ {
		c.remove(0)
	}
	p.children = append(p.children, tokens...)
	return true
}

// mergeInnerWordSlash: short word "/" short word becomes one word.
func mergeInnerWordSlash(c *cursor) bool {
	n := c.cur()
	p := c.prev(1)
	if p == nil || p.typ != nlWord || !n.isMark() || !n.is("/") {
		return false
	}
	queue := []*nlNode{n}
	count := 1
	var nextLen int
	if next := c.next(1); next != nil && next.typ == nlWord {
		nextLen = len(next.str())
		queue = append(queue, next.children...)
		count++
	}
	if len(p.str()) < 3 && (nextLen == 0 || nextLen < 3) {
		p.children = append(p.children, queue...)
		for i := 0; i < count; i++ {
			c.remove(0)
		}
		return true
	}
	return false
}

// mergeInitialisms: "." after a word of single letters and dots (e.g.
// "e.g") joins it, unless all are digits.
func mergeInitialisms(c *cursor) bool {
	n := c.cur()
	if c.index() == 0 || n.typ != nlPunct || !n.is(".") {
		return false
	}
	p := c.prev(1)
	if p.typ != nlWord || len(p.children) == 1 || len(p.children)%2 == 0 {
		return false
	}
	allDigits := true
	for pos := len(p.children) - 1; pos >= 0; pos-- {
		v := p.children[pos].str()
		if pos%2 == 0 {
			if len(v) > 1 {
				return false
			}
			if len(v) == 0 || !inLatin(latinNumerical, uint32(v[0])) {
				allDigits = false
			}
		} else if !(len(v) == 1 && v[0] == '.') {
			if pos < len(p.children)-2 {
				break
			}
			return false
		}
	}
	if allDigits {
		return false
	}
	c.remove(0)
	p.children = append(p.children, n)
	return true
}

// ---- paragraph rules (parse-latin's tokenizeParagraphPlugins) ----

func hasWord(s *nlNode) bool {
	for _, c := range s.children {
		if c.typ == nlWord {
			return true
		}
	}
	return false
}

// mergeNonWordSentences: a sentence without words joins the one before
// (or else the one after).
func mergeNonWordSentences(c *cursor) bool {
	n := c.cur()
	if n.typ != nlSentence || hasWord(n) {
		return false
	}
	if p := c.prev(1); p != nil && p.typ == nlSentence {
		p.children = append(p.children, n.children...)
		c.remove(0)
		return true
	}
	if next := c.next(1); next != nil && next.typ == nlSentence {
		next.children = append(append([]*nlNode{}, n.children...), next.children...)
		c.remove(0)
		// parse-latin goes on after the index it removed, passing over
		// the sentence it merged into.
		if !c.done() {
			c.step()
		}
		return true
	}
	return false
}

// isAffixSymbol: a closing mark (quote, bracket, full stop, …), repeated.
func isAffixSymbol(v []uint16) bool {
	if len(v) == 0 || !inLatin(latinAffixSymbol, uint32(v[0])) {
		return false
	}
	for _, u := range v {
		if u != v[0] {
			return false
		}
	}
	return true
}

// mergeAffixSymbol: a closing mark at the start of a sentence goes to the
// end of the one before.
func mergeAffixSymbol(c *cursor) bool {
	n := c.cur()
	if n.typ != nlSentence || len(n.children) == 0 || c.index() == 0 {
		return false
	}
	p := c.prev(1)
	first := n.children[0]
	if p.typ == nlSentence && first.isMark() && isAffixSymbol(first.str()) {
		n.children = n.children[1:]
		p.children = append(p.children, first)
		c.back()
		return true
	}
	return false
}

func isLowerInitial(v []uint16) bool {
	if len(v) == 0 {
		return false
	}
	if utf16.IsSurrogate(rune(v[0])) {
		if len(v) < 2 {
			return false
		}
		r := utf16.DecodeRune(rune(v[0]), rune(v[1]))
		return inLatin(latinLowerInitialAstral, uint32(r))
	}
	return inLatin(latinLowerInitial, uint32(v[0]))
}

// mergeInitialLowerCaseLetterSentences: a sentence whose first word starts
// in lower case joins the one before.
func mergeInitialLowerCaseLetterSentences(c *cursor) bool {
	n := c.cur()
	if n.typ != nlSentence || c.index() == 0 || len(n.children) == 0 {
		return false
	}
	p := c.prev(1)
	if p.typ != nlSentence {
		return false
	}
	for _, k := range n.children {
		if k.typ == nlWord {
			if !isLowerInitial(k.str()) {
				return false
			}
			p.children = append(p.children, n.children...)
			c.remove(0)
			return true
		}
		if k.isMark() {
			return false
		}
	}
	return false
}

// mergeInitialDigitSentences: a sentence starting with a number joins the
// one before.
func mergeInitialDigitSentences(c *cursor) bool {
	n := c.cur()
	p := c.prev(1)
	if p == nil || p.typ != nlSentence || n.typ != nlSentence || len(n.children) == 0 {
		return false
	}
	head := n.children[0]
	if v := head.str(); head.typ == nlWord && len(v) > 0 && v[0] >= '0' && v[0] <= '9' {
		p.children = append(p.children, n.children...)
		c.remove(0)
		return true
	}
	return false
}

var abbreviationPrefixes = map[string]bool{
	"al": true, "ca": true, "cap": true, "cca": true, "cent": true, "cf": true, "cit": true, "con": true,
	"cp": true, "cwt": true, "ead": true, "etc": true, "ff": true, "fl": true, "ibid": true, "id": true,
	"nem": true, "op": true, "pro": true, "seq": true, "sic": true, "stat": true, "tem": true, "viz": true,
}

func isAbbreviationPrefix(v []uint16) bool {
	s := strings.ToLower(string(utf16.Decode(v)))
	if len(s) == 1 && s[0] >= 'a' && s[0] <= 'z' {
		return true
	}
	if len(s) >= 1 && len(s) <= 3 && strings.Trim(s, "0123456789") == "" {
		return true
	}
	return abbreviationPrefixes[s]
}

// mergePrefixExceptions: a sentence ended by "." after an abbreviation
// ("etc.", "cf.") or a short number goes on with the next sentence.
func mergePrefixExceptions(c *cursor) bool {
	n := c.cur()
	if n.typ != nlSentence || len(n.children) < 2 {
		return false
	}
	period := n.children[len(n.children)-1]
	if !period.isMark() || !period.is(".") {
		return false
	}
	w := n.children[len(n.children)-2]
	if w.typ != nlWord || !isAbbreviationPrefix(w.str()) {
		return false
	}
	w.children = append(w.children, period)
	n.children = n.children[:len(n.children)-1]
	if next := c.next(1); next != nil && next.typ == nlSentence {
		n.children = append(n.children, next.children...)
		c.remove(1)
		c.back()
		return true
	}
	return false
}

// mergeAffixExceptions: a sentence starting with "," or ";" joins the one
// before.
func mergeAffixExceptions(c *cursor) bool {
	n := c.cur()
	p := c.prev(1)
	if p == nil || p.typ != nlSentence || n.typ != nlSentence || len(n.children) == 0 {
		return false
	}
	for _, k := range n.children {
		if k.typ == nlWord {
			return false
		}
		if k.isMark() {
			if !k.is(",") && !k.is(";") {
				return false
			}
			p.children = append(p.children, n.children...)
			c.remove(0)
			return true
		}
	}
	return false
}

func isTerminalMarker(v []uint16) bool {
	if len(v) == 0 {
		return false
	}
	for _, u := range v {
		switch u {
		case '!', '.', '?', 0x2026, 0x203d:
		default:
			return false
		}
	}
	return true
}

// mergeRemainingFullStops: a full stop inside a sentence (not its last
// terminal mark) joins the word before or after it.
func mergeRemainingFullStops(s *nlNode) {
	found := false
	for pos := len(s.children) - 1; pos >= 0; pos-- {
		g := s.children[pos]
		if !g.isMark() {
			if g.typ == nlWord {
				found = true
			}
			continue
		}
		if !isTerminalMarker(g.str()) {
			continue
		}
		if !found {
			found = true
			continue
		}
		if !g.is(".") {
			continue
		}
		var prev, next *nlNode
		if pos > 0 {
			prev = s.children[pos-1]
		}
		if pos+1 < len(s.children) {
			next = s.children[pos+1]
		}
		if prev != nil && prev.typ == nlWord {
			if pos+2 < len(s.children) && next != nil && next.typ == nlWhite && s.children[pos+2].is(".") {
				continue
			}
			s.children = append(s.children[:pos], s.children[pos+1:]...)
			prev.children = append(prev.children, g)
			pos--
		} else if next != nil && next.typ == nlWord {
			s.children = append(s.children[:pos], s.children[pos+1:]...)
			next.children = append([]*nlNode{g}, next.children...)
		}
	}
}

// latinSentences builds parse-latin's sentences from the tokens of text:
// sentence rules over all tokens, a cut after each terminal mark, then the
// paragraph rules. White space that parse-latin lifts out of sentences is
// left out: no rule that follows looks at it.
func latinSentences(tokens []*nlNode) []*nlNode {
	return new(Arena).sentences(tokens)
}

// sentences is latinSentences with the arena's nodes and lists. The list
// it returns is good until the next tree is built.
func (a *Arena) sentences(tokens []*nlNode) []*nlNode {
	tokens = a.modify(tokens, mergeInitialWordSymbol, mergeFinalWordSymbol, mergeInnerWordSymbol, mergeInnerWordSlash, mergeInitialisms)
	sentences := a.sents[:0]
	start := 0
	for i, t := range tokens {
		if i == len(tokens)-1 || (t.typ == nlPunct && isTerminalMarker(t.val)) {
			s := a.node()
			*s = nlNode{typ: nlSentence, children: tokens[start : i+1 : i+1]}
			sentences = append(sentences, s)
			start = i + 1
		}
	}
	sentences = a.modify(sentences, mergeNonWordSentences, mergeAffixSymbol, mergeInitialLowerCaseLetterSentences, mergeInitialDigitSentences, mergePrefixExceptions, mergeAffixExceptions)
	a.sents = sentences
	for _, s := range sentences {
		if s.typ == nlSentence {
			mergeRemainingFullStops(s)
		}
	}
	// Leading and trailing white space leaves its sentence.
	out := a.out[:0]
	for _, s := range sentences {
		if s.typ != nlSentence {
			out = append(out, s)
			continue
		}
		for len(s.children) > 0 && s.children[0].typ == nlWhite {
			out = append(out, s.children[0])
			s.children = s.children[1:]
		}
		k := len(s.children)
		for k > 0 && s.children[k-1].typ == nlWhite {
			k--
		}
		tail := s.children[k:]
		s.children = s.children[:k]
		out = append(out, s)
		out = append(out, tail...)
	}
	a.out = out
	// A blank line inside a sentence ends it.
	res := a.res[:0]
	for _, s := range out {
		if s.typ != nlSentence {
			res = append(res, s)
			continue
		}
		res = a.breakImplicit(res, s)
	}
	a.res = res
	return res
}

// breakImplicit cuts a sentence at white space holding two line breaks,
// appending the pieces and the white space between them to res.
func (a *Arena) breakImplicit(res []*nlNode, s *nlNode) []*nlNode {
	for {
		cut := -1
		for pos := 1; pos < len(s.children)-1; pos++ {
			if n := s.children[pos]; n.typ == nlWhite && lineBreaks(n.val) >= 2 {
				cut = pos
				break
			}
		}
		if cut < 0 {
			break
		}
		n := s.children[cut]
		rest := a.node()
		*rest = nlNode{typ: nlSentence, children: s.children[cut+1:]}
		s.children = s.children[:cut]
		res = append(res, s, n)
		s = rest
	}
	if len(s.children) == 0 {
		return res
	}
	return append(res, s)
}

// lineBreaks counts the line breaks (\r\n, \r or \n) in v.
func lineBreaks(v []uint16) int {
	n := 0
	for i := 0; i < len(v); i++ {
		switch v[i] {
		case '\r':
			n++
			if i+1 < len(v) && v[i+1] == '\n' {
				i++
			}
		case '\n':
			n++
		}
	}
	return n
}
