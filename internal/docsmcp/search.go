package docsmcp

import (
	"cmp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/site"
)

// query is a search query taken apart.
type query struct {
	// terms are its words, lower-cased, each once, in order.
	terms []string
	// phrase is the words joined by single spaces, for a bonus when
	// they stand together in a title or heading.
	phrase string
}

func parseQuery(s string) query {
	var q query
	if len(s) > maxQueryBytes {
		s = s[:maxQueryBytes] // a word cut in two still matches as a prefix
	}
	for _, w := range words(s) {
		if !slices.Contains(q.terms, w.text) {
			q.terms = append(q.terms, w.text)
			if len(q.terms) == maxQueryTerms {
				break
			}
		}
	}
	q.phrase = strings.Join(q.terms, " ")
	return q
}

// A query is read up to maxQueryBytes and its first maxQueryTerms words:
// ranking costs a pass over every section per term, and no one asks with
// more.
const (
	maxQueryBytes = 1000
	maxQueryTerms = 32
)

// word is a word of a text, lower-cased, and where it starts.
type word struct {
	text  string
	start int
}

// words splits s into its words: runs of letters and digits.
func words(s string) []word {
	var out []word
	start := -1
	for i, r := range s {
		in := unicode.IsLetter(r) || unicode.IsDigit(r)
		if in && start < 0 {
			start = i
		} else if !in && start >= 0 {
			out = append(out, word{strings.ToLower(s[start:i]), start})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, word{strings.ToLower(s[start:]), start})
	}
	return out
}

// How much a term found in each field counts, and how much more a whole
// word counts than the start of one ("install" in "installing").
const (
	weightTitle   = 10
	weightSection = 6
	weightCrumb   = 2
	weightText    = 1
	// weightOtherTitle is the title's weight in a section other than
	// the page's opening: every section of a page carries its title,
	// and the opening is the one that should rank for it.
	weightOtherTitle = 2

	exactWord  = 3
	prefixWord = 2
	// phraseBonus is added when the query's words stand together, in
	// order, in the title or the heading.
	phraseBonus = 15
	// textRepeats is how many times a term counts in a section's text.
	textRepeats = 3
)

// match is a section and how well it matches.
type match struct {
	site.SearchSection
	// found is how many of the query's terms it has; score how well.
	found, score, order int
}

// rank returns the sections that match q, best first, at most limit:
// first those that have every term, then by how many they have, then by
// score (terms in the title count most, then in the heading, then in
// the text; a whole word more than the start of one), then in reading
// order. A section other than a page's opening is left out when only
// its page's title matched: the opening stands for the page.
func rank(q query, sections []site.SearchSection, limit int) []site.SearchSection {
	var ms []match
	for i, s := range sections {
		opening := i == 0 || sections[i-1].Page != s.Page
		m := match{SearchSection: s, order: i}
		title, heading, crumb, text := words(s.Title), words(s.Section), words(s.Crumb), words(s.Text)
		own := false // a term matched the section itself, not its page's title
		for _, t := range q.terms {
			ts := termScore(t, title) * weightOtherTitle
			if opening {
				ts = termScore(t, title) * weightTitle
			}
			hs := termScore(t, heading) * weightSection
			cs := termScore(t, crumb) * weightCrumb
			xs := textScore(t, text) * weightText
			if hs+xs > 0 {
				own = true
			}
			if best := ts + hs + cs + xs; best > 0 {
				m.found++
				m.score += best
			}
		}
		if m.found == 0 || !opening && !own {
			continue
		}
		if len(q.terms) > 1 {
			if hasPhrase(title, q.phrase) && opening {
				m.score += phraseBonus * 2
			}
			if hasPhrase(heading, q.phrase) {
				m.score += phraseBonus
			}
		}
		ms = append(ms, m)
	}
	all := len(q.terms)
	slices.SortStableFunc(ms, func(a, b match) int {
		if c := cmp.Compare(boolInt(b.found == all), boolInt(a.found == all)); c != 0 {
			return c
		}
		if c := cmp.Compare(b.found, a.found); c != 0 {
			return c
		}
		if c := cmp.Compare(b.score, a.score); c != 0 {
			return c
		}
		return cmp.Compare(a.order, b.order)
	})
	out := make([]site.SearchSection, 0, min(limit, len(ms)))
	for _, m := range ms[:min(limit, len(ms))] {
		out = append(out, m.SearchSection)
	}
	return out
}

// termScore is how well t matches a field's words: exactWord for a
// whole word, prefixWord for the start of one (terms of two letters or
// more), 0 for none.
func termScore(t string, ws []word) int {
	best := 0
	for _, w := range ws {
		if w.text == t {
			return exactWord
		}
		if best == 0 && isPrefix(t, w.text) {
			best = prefixWord
		}
	}
	return best
}

// textScore is termScore for a text, where a term found more than once
// counts more, up to textRepeats times.
func textScore(t string, ws []word) int {
	score, n := 0, 0
	for _, w := range ws {
		switch {
		case w.text == t:
			score += exactWord
		case isPrefix(t, w.text):
			score += prefixWord
		default:
			continue
		}
		if n++; n == textRepeats {
			break
		}
	}
	return score
}

func isPrefix(t, w string) bool {
	return utf8.RuneCountInString(t) >= 2 && len(w) > len(t) && strings.HasPrefix(w, t)
}

// hasPhrase reports whether the words ws have phrase (words joined by
// spaces) as a run of whole words.
func hasPhrase(ws []word, phrase string) bool {
	var b strings.Builder
	b.WriteByte(' ')
	for _, w := range ws {
		b.WriteString(w.text)
		b.WriteByte(' ')
	}
	return strings.Contains(b.String(), " "+phrase+" ")
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// excerpt is about n bytes of text around the first word that matches a
// term (its start when none does), cut at word boundaries, with "…"
// where text was left out.
func excerpt(text string, terms []string, n int) string {
	text = strings.TrimSpace(text)
	if len(text) <= n {
		return text
	}
	at := 0
	for _, w := range words(text) {
		if slices.ContainsFunc(terms, func(t string) bool { return w.text == t || isPrefix(t, w.text) }) {
			at = w.start
			break
		}
	}
	// Some context before the match, a third of the excerpt at most.
	start := max(0, at-n/3)
	if start > 0 {
		if sp := strings.IndexByte(text[start:at], ' '); sp >= 0 {
			start += sp + 1
		} else {
			start = at
		}
	}
	end := min(len(text), start+n)
	if end < len(text) {
		if sp := strings.LastIndexByte(text[start:end], ' '); sp > 0 {
			end = start + sp
		}
	}
	for end < len(text) && !utf8.RuneStart(text[end]) {
		end--
	}
	s := strings.TrimSpace(text[start:end])
	if start > 0 {
		s = "…" + s
	}
	if end < len(text) {
		s += "…"
	}
	return s
}
