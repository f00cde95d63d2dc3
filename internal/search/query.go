package search

import (
	"cmp"
	"html"
	"slices"
	"strings"
	"unicode/utf8"
)

// The ranking, step by step as search.js does it too:
//
//  1. The query is cut into tokens as the pages were. Each word part is
//     required; a compound whole (usestate, v2/agent) is optional and
//     adds to the score when a page has it.
//  2. Each query word finds its candidates among the vocabulary of the
//     leaves it needs (leavesFor): the form itself (exact), forms that
//     start with it (prefix, at least three characters, the twenty most
//     frequent), stems it starts with (installing: instal) and, when the form itself is not there, forms one or two
//     edits away in its leaf (typo, from four and eight characters).
//  3. A page matches when it has a candidate of every required word in
//     its title, headings, crumb or text. Its score adds, per word, the
//     best of kind × idf × field weight over the word's candidates, half
//     as much again when its title has every required word, then
//     multiplies by its boost. Pages rank by score, then in reading
//     order.
//  4. The sections of a result page rank by the words their heading and
//     text have; the best comes first and is where the result links.

// Weights of how a candidate matched and of where a term is found.
const (
	kindExact  = 10
	kindStem   = 8
	kindPrefix = 6
	kindTypo1  = 5
	kindTypo2  = 3

	weightTitle   = 12
	weightHeading = 6
	weightCrumb   = 2
	weightText    = 2
	weightText3   = 3 // in place of weightText
	// weightOpening is what a word of the title counts for the page's
	// opening among its sections.
	weightOpening = 4

	maxQueryWords = 12
	maxPrefix     = 20
	maxTypos      = 10
	// maxPrefixLeaves bounds the leaves a word loads to be completed: a
	// two-letter start of a word on a large site would need all of them.
	maxPrefixLeaves = 8
	minPrefix       = 3
	minStem         = 3
	maxSuffix       = 4
	minTypo1        = 4
	minTypo2        = 8

	// MaxSections is how many sections a result shows at most.
	MaxSections = 3
	// snippetRunes is the length of a snippet, in code points.
	snippetRunes = 160
	// snippetLead is how much text comes before the first match.
	snippetLead = 40
)

// queryWord is a token of the query.
type queryWord struct {
	surface  string
	required bool
	cjk      bool
}

// parseQuery cuts a query into its words, each once.
func (ix *Index) parseQuery(q string) []queryWord {
	if len(q) > 1000 {
		q = q[:1000]
	}
	var words []queryWord
	seen := map[string]bool{}
	for _, t := range ix.an.tokens(q) {
		for _, k := range t.keys {
			if seen[k.surface] || len(words) == maxQueryWords {
				continue
			}
			seen[k.surface] = true
			c, _ := utf8.DecodeRuneInString(k.surface)
			words = append(words, queryWord{surface: k.surface, required: !k.compound, cjk: classOf(c) == cjk})
		}
	}
	return words
}

// leavesFor returns the leaves a query word needs: the one whose prefix
// is the longest that starts the word, and the ones whose prefixes start
// with the word (to complete it), unless there are more than
// maxPrefixLeaves of them.
func leavesFor(prefixes []string, w string, complete bool) (exact int, more []int) {
	exact = -1
	for i, p := range prefixes {
		if strings.HasPrefix(w, p) && (exact < 0 || len(p) > len(prefixes[exact])) {
			exact = i
		}
	}
	if !complete {
		return exact, nil
	}
	for i, p := range prefixes {
		if i != exact && strings.HasPrefix(p, w) {
			more = append(more, i)
		}
	}
	if len(more) > maxPrefixLeaves {
		more = nil
	}
	return exact, more
}

// candidate is a term a query word matched, and how.
type candidate struct {
	term int32
	kind int
}

// candidates finds a word's candidates among the forms of its leaves.
// forms lists (form, term, df) of the loaded leaves.
func candidates(w queryWord, exactForms, moreForms []form) []candidate {
	best := map[int32]int{}
	var order []int32
	add := func(t int32, kind int) {
		if k, ok := best[t]; !ok {
			best[t] = kind
			order = append(order, t)
		} else if kind > k {
			best[t] = kind
		}
	}
	n := utf8.RuneCountInString(w.surface)
	found := false
	for _, f := range exactForms {
		if f.text == w.surface {
			add(f.term, kindExact)
			found = true
		} else if !w.cjk && len(f.key) < len(w.surface) && strings.HasPrefix(w.surface, f.key) {
			// A form of the word the site does not have (installing)
			// finds the stem of one it has (install: instal), as a
			// stemmer would cut it: a stem of three code points or
			// more, and at most four more.
			if m := utf8.RuneCountInString(f.key); m >= minStem && n-m <= maxSuffix {
				add(f.term, kindStem)
			}
		}
	}
	if !w.cjk && n >= minPrefix {
		var pre []form
		for _, fs := range [2][]form{exactForms, moreForms} {
			for _, f := range fs {
				if len(f.text) > len(w.surface) && strings.HasPrefix(f.text, w.surface) {
					pre = append(pre, f)
				}
			}
		}
		slices.SortFunc(pre, func(a, b form) int {
			if c := cmp.Compare(b.df, a.df); c != 0 {
				return c
			}
			return strings.Compare(a.text, b.text)
		})
		for _, f := range pre[:min(len(pre), maxPrefix)] {
			add(f.term, kindPrefix)
		}
	}
	if !found && !w.cjk && n >= minTypo1 {
		limit := 1
		if n >= minTypo2 {
			limit = 2
		}
		type typo struct {
			form
			d int
		}
		var ts []typo
		for _, f := range exactForms {
			if d := distance(w.surface, f.text, limit); d > 0 && d <= limit {
				ts = append(ts, typo{f, d})
			}
		}
		slices.SortFunc(ts, func(a, b typo) int {
			if c := cmp.Compare(a.d, b.d); c != 0 {
				return c
			}
			if c := cmp.Compare(b.df, a.df); c != 0 {
				return c
			}
			return strings.Compare(a.text, b.text)
		})
		for _, t := range ts[:min(len(ts), maxTypos)] {
			kind := kindTypo1
			if t.d == 2 {
				kind = kindTypo2
			}
			add(t.term, kind)
		}
	}
	out := make([]candidate, len(order))
	for i, t := range order {
		out[i] = candidate{t, best[t]}
	}
	return out
}

// form is a form of a loaded leaf: its text, its term's number and the
// term's document frequency.
type form struct {
	text string
	term int32
	df   int
	id   int32  // its number in Index.surfaces
	key  string // its term's
}

// distance is the Levenshtein distance between a and b in code points,
// or limit+1 when it is more than limit.
func distance(a, b string, limit int) int {
	ra, rb := []rune(a), []rune(b)
	if d := len(ra) - len(rb); d > limit || -d > limit {
		return limit + 1
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		low := cur[0]
		for j := 1; j <= len(rb); j++ {
			c := 1
			if ra[i-1] == rb[j-1] {
				c = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+c)
			low = min(low, cur[j])
		}
		if low > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// Result is a page that matched a query.
type Result struct {
	// Page is the page's number in its index; Score its score.
	Page, Score int
	// Title, URL (its best section's) and Crumb are the page's.
	Title, URL, Crumb string
	// Path is the page's path below the base path.
	Path string
	// Sections are the sections that matched, best first (the opening
	// when none did), at most MaxSections.
	Sections []SectionResult
}

// SectionResult is a section of a result.
type SectionResult struct {
	// Heading and Anchor are the section's ("" for the opening); URL is
	// the page's URL with the anchor.
	Heading, Anchor, URL string
	// Snippet is about 160 characters of the section's text around its
	// first match, cut at word boundaries, as HTML: escaped, the matched
	// words in <mark>.
	Snippet string
	// Text is the snippet without markup.
	Text string
}

// Search returns the pages that match q, best first, at most limit.
func (ix *Index) Search(q string, limit int) []Result {
	words := ix.parseQuery(q)
	if len(words) == 0 || len(ix.pages) == 0 || limit <= 0 {
		return nil
	}
	prefixes := make([]string, len(ix.leaves))
	for i, l := range ix.leaves {
		prefixes[i] = l.prefix
	}
	formsOf := func(leaves ...int) []form {
		var fs []form
		for _, i := range leaves {
			if i < 0 {
				continue
			}
			for _, s := range ix.leaves[i].surfaces {
				sf := ix.surfaces[s]
				fs = append(fs, form{sf.text, sf.term, ix.terms[sf.term].df, s, ix.terms[sf.term].key})
			}
		}
		return fs
	}
	cands := make([][]candidate, len(words))
	marks := make([]map[int32]bool, len(words))
	for i, w := range words {
		exact, more := leavesFor(prefixes, w.surface, !w.cjk && utf8.RuneCountInString(w.surface) >= minPrefix)
		ef, mf := formsOf(exact), formsOf(more...)
		cands[i] = candidates(w, ef, mf)
		marks[i] = markSet(cands[i], append(ef, mf...))
	}
	n := len(ix.pages)
	posting := func(t int32, f int) []uint32 { return ix.terms[t].pages[f] }
	scores := rank(n, words, cands, func(t int32) int { return ix.terms[t].idf }, posting, ix.boosts, limit)
	results := make([]Result, 0, len(scores))
	for _, s := range scores {
		pg := ix.pages[s.page]
		results = append(results, ix.result(s, pg.Title, pg.URL, pg.Crumb, pg.Path, ix.frags[s.page], words, marks))
	}
	return results
}

// markSet is the forms of the loaded leaves whose terms are among a
// word's candidates: the words of a text that show it matched.
func markSet(cs []candidate, forms []form) map[int32]bool {
	terms := map[int32]bool{}
	for _, c := range cs {
		terms[c.term] = true
	}
	set := map[int32]bool{}
	for _, f := range forms {
		if terms[f.term] {
			set[f.id] = true
		}
	}
	return set
}

type pageScore struct{ page, score int }

// rank scores every page that has all the required words and returns the
// best limit: by score, then in reading order.
func rank(n int, words []queryWord, cands [][]candidate, idfOf func(int32) int, posting func(int32, int) []uint32, boosts []int, limit int) []pageScore {
	// The pages of each candidate term, field by field, as bitsets.
	type bits struct {
		c    candidate
		idf  int
		f    [numFields]bitset
		any_ bitset
	}
	sets := make([][]bits, len(words))
	var match bitset
	for i, w := range words {
		anyWord := make(bitset, (n+63)/64)
		for _, c := range cands[i] {
			b := bits{c: c, idf: idfOf(c.term), any_: make(bitset, (n+63)/64)}
			for f := range numFields {
				b.f[f] = newBitset(posting(c.term, f), n)
				for k := range b.any_ {
					b.any_[k] |= b.f[f][k]
				}
			}
			for k := range anyWord {
				anyWord[k] |= b.any_[k]
			}
			sets[i] = append(sets[i], b)
		}
		if !w.required {
			continue
		}
		if match == nil {
			match = anyWord
		} else {
			for k := range match {
				match[k] &= anyWord[k]
			}
		}
	}
	out := make([]pageScore, 0, limit)
	if match == nil {
		return nil
	}
	for p := 0; p < n; p++ {
		if !match.has(uint32(p)) {
			continue
		}
		total := 0
		titled := true
		for i := range words {
			best, inTitle := 0, false
			for _, b := range sets[i] {
				if !b.any_.has(uint32(p)) {
					continue
				}
				fw := 0
				if b.f[fieldTitle].has(uint32(p)) {
					fw += weightTitle
					inTitle = true
				}
				if b.f[fieldHeading].has(uint32(p)) {
					fw += weightHeading
				}
				if b.f[fieldCrumb].has(uint32(p)) {
					fw += weightCrumb
				}
				if b.f[fieldText3].has(uint32(p)) {
					fw += weightText3
				} else if b.f[fieldText].has(uint32(p)) {
					fw += weightText
				}
				best = max(best, b.c.kind*b.idf*fw)
			}
			total += best
			titled = titled && (inTitle || !words[i].required)
		}
		// A title that has every word of the query is the page the reader
		// means, more than one that has them spread over its headings.
		if titled {
			total += total / 2
		}
		// Only the best limit are kept, best first: a page goes after
		// those with a score as high (they come earlier in reading order).
		ps := pageScore{p, total * boosts[p]}
		if len(out) == limit && out[limit-1].score >= ps.score {
			continue
		}
		at := len(out)
		for at > 0 && out[at-1].score < ps.score {
			at--
		}
		if len(out) < limit {
			out = append(out, pageScore{})
		}
		copy(out[at+1:], out[at:len(out)-1])
		out[at] = ps
	}
	return out
}

// result makes a result page from its sections (heading, anchor, text):
// the sections that have query words, best first.
func (ix *Index) result(s pageScore, title, url, crumb, path string, secs [][3]string, words []queryWord, marks []map[int32]bool) Result {
	r := Result{Page: s.page, Score: s.score, Title: title, URL: url, Crumb: crumb, Path: path}
	type scored struct{ i, words, score int }
	var ss []scored
	// The opening stands for the page: the title's words count for it.
	var inTitle []bool
	if len(secs) > 0 && secs[0][0] == "" {
		inTitle = make([]bool, len(words))
		ix.an.scan(title, func(_, _ int, k key) bool {
			for j, m := range marks {
				for f := range m {
					if ix.surfaces[f].text == k.surface {
						inTitle[j] = true
					}
				}
			}
			return true
		})
	}
	for i := range secs {
		score := 0
		if i == 0 && inTitle != nil {
			for j := range words {
				if inTitle[j] {
					score += weightOpening
				}
			}
		}
		forms := ix.secs[s.page][i]
		n := 0
		for j := range words {
			inHeading, inText := found(forms.heading, marks[j]), found(forms.text, marks[j])
			if inHeading {
				score += weightHeading
			}
			if inText {
				score += weightText
			}
			if inHeading || inText || i == 0 && inTitle != nil && inTitle[j] {
				n++
			}
		}
		if score > 0 {
			ss = append(ss, scored{i, n, score})
		}
	}
	if len(ss) == 0 && len(secs) > 0 {
		ss = append(ss, scored{0, 0, 0})
	}
	// The sections with more of the words first, then the better.
	slices.SortStableFunc(ss, func(a, b scored) int {
		if c := cmp.Compare(b.words, a.words); c != 0 {
			return c
		}
		return cmp.Compare(b.score, a.score)
	})
	all := map[string]bool{}
	for _, m := range marks {
		for f := range m {
			all[ix.surfaces[f].text] = true
		}
	}
	for _, sc := range ss[:min(len(ss), MaxSections)] {
		sec := secs[sc.i]
		u := url
		if sec[1] != "" {
			u = strings.SplitN(url, "#", 2)[0] + "#" + sec[1]
		}
		snip, text := snippet(sec[2], ix.hits(sec[2], all))
		r.Sections = append(r.Sections, SectionResult{Heading: sec[0], Anchor: sec[1], URL: u, Snippet: snip, Text: text})
	}
	if len(r.Sections) > 0 {
		r.URL = r.Sections[0].URL
	}
	return r
}

// found reports whether one of forms is among marks.
func found(forms []int32, marks map[int32]bool) bool {
	for _, f := range forms {
		if marks[f] {
			return true
		}
	}
	return false
}

// hits are the places (in code points) of the tokens of text that have a
// form in marks.
func (ix *Index) hits(text string, marks map[string]bool) [][2]int {
	var hits [][2]int
	ix.an.scan(text, func(start, end int, k key) bool {
		if marks[k.surface] {
			if n := len(hits); n == 0 || hits[n-1] != [2]int{start, end} {
				hits = append(hits, [2]int{start, end})
			}
		}
		return true
	})
	return hits
}

// snippet cuts about snippetRunes code points of text around its first
// hit, at spaces, and marks the hits; it returns the HTML and the plain
// text.
func snippet(text string, hits [][2]int) (string, string) {
	rs := []rune(text)
	start, end := 0, len(rs)
	if len(rs) > snippetRunes {
		if len(hits) > 0 && hits[0][0] > snippetLead {
			start = hits[0][0] - snippetLead
			for start < hits[0][0] && rs[start-1] != ' ' {
				start++
			}
		}
		end = min(len(rs), start+snippetRunes)
		if end < len(rs) {
			e := end
			for e > start && rs[e] != ' ' {
				e--
			}
			if e > start {
				end = e
			}
		}
	}
	var h, plain strings.Builder
	if start > 0 {
		h.WriteString("…")
		plain.WriteString("…")
	}
	at := start
	for _, hit := range hits {
		if hit[0] < start || hit[1] > end {
			continue
		}
		if hit[0] < at {
			continue
		}
		h.WriteString(html.EscapeString(string(rs[at:hit[0]])))
		h.WriteString("<mark>" + html.EscapeString(string(rs[hit[0]:hit[1]])) + "</mark>")
		at = hit[1]
	}
	h.WriteString(html.EscapeString(string(rs[at:end])))
	plain.WriteString(string(rs[start:end]))
	if end < len(rs) {
		h.WriteString("…")
		plain.WriteString("…")
	}
	return strings.TrimSpace(h.String()), strings.TrimSpace(plain.String())
}

// HasWords reports whether a query has anything to look for.
func HasWords(q string) bool {
	found := false
	newAnalyzer("", false).scan(q, func(_, _ int, _ key) bool {
		found = true
		return false
	})
	return found
}
