package search

import (
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/unicode/norm"

	snowball "github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/arabic"
	"github.com/blevesearch/snowballstem/danish"
	"github.com/blevesearch/snowballstem/dutch"
	"github.com/blevesearch/snowballstem/english"
	"github.com/blevesearch/snowballstem/finnish"
	"github.com/blevesearch/snowballstem/french"
	"github.com/blevesearch/snowballstem/german"
	"github.com/blevesearch/snowballstem/hungarian"
	"github.com/blevesearch/snowballstem/italian"
	"github.com/blevesearch/snowballstem/norwegian"
	"github.com/blevesearch/snowballstem/portuguese"
	"github.com/blevesearch/snowballstem/romanian"
	"github.com/blevesearch/snowballstem/russian"
	"github.com/blevesearch/snowballstem/spanish"
	"github.com/blevesearch/snowballstem/swedish"
	"github.com/blevesearch/snowballstem/turkish"
)

// The analysis below has a twin in search.js, which the browser runs on
// a query and on the results' text: the two must cut the same tokens, or
// the export would rank differently from the server (TestAgreement).

// token is a word of a text as the index sees it.
type token struct {
	// start and end are its place in the text, in code points.
	start, end int
	// keys are what it is indexed under, each with its surface form:
	// a word's stem, each part of a compound (useState: use, state) and
	// the compound whole (usestate), a pair of CJK characters.
	keys []key
}

// key is one term a token is indexed under.
type key struct {
	// surface is the form as written, lower-cased and without accents:
	// what a query word is looked up by.
	surface string
	// term is what the index holds: the surface's stem for a word, the
	// surface itself for a compound, a number or CJK.
	term string
	// compound marks the whole of a compound: a query's compound is
	// optional (its parts are required) and adds to the score.
	compound bool
}

// maxSurface is the longest form indexed, in code points: longer runs are
// hashes and encoded data, not words anyone types.
const maxSurface = 40

// class is what a code point is to the tokenizer.
type class int

const (
	other  class = iota
	word         // a letter, digit or mark
	cjk          // a Han, kana or Hangul character: indexed in pairs
	joiner       // - _ . / : @ ' ’ between two word characters
)

func classOf(r rune) class {
	if r < 0x80 {
		switch {
		case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
			return word
		case r == '-' || r == '_' || r == '.' || r == '/' || r == ':' || r == '@' || r == '\'':
			return joiner
		}
		return other
	}
	switch {
	case unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r):
		return cjk
	case unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r):
		return word
	}
	switch r {
	case '-', '_', '.', '/', ':', '@', '\'', '’':
		return joiner
	}
	return other
}

// analyzer tokenizes the text of one language. Its terms are kept by
// word: a site has far fewer words than it has occurrences of them. An
// analyzer that stems is not safe for concurrent use; one that does not
// (a query's, a result's) is.
type analyzer struct {
	stem  func(*snowball.Env) bool
	terms map[string]string
	parts map[string]key
	// chars are the buffers scan reads a text into.
	chars sync.Pool
	// stems tells whether tokens need terms: a query and a result's text
	// need only their surfaces.
	stems bool
}

func newAnalyzer(lang string, stems bool) *analyzer {
	return &analyzer{stem: stemmer(lang), terms: map[string]string{}, parts: map[string]key{}, stems: stems}
}

// stemmer returns the Snowball stemmer of a language code ("en",
// "pt-BR", "fr"); nil for a language without one (Chinese, Japanese,
// Korean are indexed in character pairs; others are not stemmed).
func stemmer(lang string) func(*snowball.Env) bool {
	base, _, _ := strings.Cut(strings.ToLower(lang), "-")
	switch base {
	case "", "en":
		return english.Stem
	case "fr":
		return french.Stem
	case "es":
		return spanish.Stem
	case "de":
		return german.Stem
	case "it":
		return italian.Stem
	case "pt":
		return portuguese.Stem
	case "nl":
		return dutch.Stem
	case "sv":
		return swedish.Stem
	case "no", "nb", "nn":
		return norwegian.Stem
	case "da":
		return danish.Stem
	case "fi":
		return finnish.Stem
	case "hu":
		return hungarian.Stem
	case "ro":
		return romanian.Stem
	case "ru":
		return russian.Stem
	case "tr":
		return turkish.Stem
	case "ar":
		return arabic.Stem
	}
	return nil
}

// fold lower-cases s and takes its accents off: "Élan" → "elan".
func fold(s string) string {
	s = strings.ToLower(s)
	for _, r := range s {
		if r >= 0x80 {
			d := norm.NFD.String(s)
			return strings.Map(func(r rune) rune {
				if unicode.Is(unicode.Mn, r) {
					return -1
				}
				return r
			}, d)
		}
	}
	return s
}

// term is the index term of a word part (lower-cased, accents kept):
// its stem, without accents; a number is its own term.
func (a *analyzer) term(lower string) string {
	if t, ok := a.terms[lower]; ok {
		return t
	}
	t := fold(lower)
	if a.stem != nil && !isNumber(lower) {
		env := snowball.NewEnv(lower)
		a.stem(env)
		t = fold(env.Current())
	}
	a.terms[lower] = t
	return t
}

func isNumber(s string) bool {
	for _, r := range s {
		if !unicode.IsNumber(r) {
			return false
		}
	}
	return true
}

// char is a code point of a text, where it starts and its class.
type char struct {
	at int32
	r  rune
	c  class
}

// tokens cuts text into its tokens.
func (a *analyzer) tokens(text string) []token {
	var out []token
	a.scan(text, func(start, end int, k key) bool {
		if n := len(out); n > 0 && out[n-1].start == start && out[n-1].end == end {
			out[n-1].keys = append(out[n-1].keys, k)
		} else {
			out = append(out, token{start: start, end: end, keys: []key{k}})
		}
		return true
	})
	return out
}

// scan calls emit with each key of each token of text, in order, with
// the token's place in code points, until emit returns false. A token's
// keys come one after the other.
func (a *analyzer) scan(text string, emit func(start, end int, k key) bool) {
	buf, _ := a.chars.Get().(*[]char)
	if buf == nil {
		buf = new([]char)
	}
	defer a.chars.Put(buf)
	rs := (*buf)[:0]
	for i, r := range text {
		rs = append(rs, char{int32(i), r, classOf(r)})
	}
	*buf = rs
	at := func(k int) int {
		if k < len(rs) {
			return int(rs[k].at)
		}
		return len(text)
	}
	for i := 0; i < len(rs); {
		switch rs[i].c {
		case cjk:
			j := i
			for j < len(rs) && rs[j].c == cjk {
				j++
			}
			if j-i == 1 {
				s := strings.ToLower(text[at(i):at(j)])
				if !emit(i, j, key{surface: s, term: s}) {
					return
				}
			}
			for k := i; k+1 < j; k++ {
				s := strings.ToLower(text[at(k):at(k+2)])
				if !emit(k, k+2, key{surface: s, term: s}) {
					return
				}
			}
			i = j
		case word:
			j := i
			for j < len(rs) {
				if rs[j].c == word {
					j++
				} else if rs[j].c == joiner && j+1 < len(rs) && rs[j+1].c == word {
					j += 2
				} else {
					break
				}
			}
			if !a.token(text, rs, at, i, j, emit) {
				return
			}
			i = j
		default:
			i++
		}
	}
}

// token emits the keys of the token of the word characters rs[i:j],
// joiners included; false when emit asked to stop.
func (a *analyzer) token(text string, rs []char, at func(int) int, i, j int, emit func(start, end int, k key) bool) bool {
	if j-i > maxSurface {
		return true
	}
	// The parts: split at joiners and where a lower-case letter meets an
	// upper-case one (useState) or an upper-case run meets a word
	// (HTTPServer: http, server).
	start, parts := i, 0
	for k := i; k <= j; k++ {
		cut := k == j || rs[k].c == joiner
		if !cut && k > start {
			p, r := rs[k-1].r, rs[k].r
			cut = unicode.IsLower(p) && unicode.IsUpper(r) ||
				unicode.IsUpper(p) && unicode.IsUpper(r) && k+1 < j && unicode.IsLower(rs[k+1].r)
		}
		if !cut {
			continue
		}
		if k > start {
			parts++
			if !emit(i, j, a.part(text[at(start):at(k)])) {
				return false
			}
		}
		start = k
		if k < j && rs[k].c == joiner {
			start = k + 1
		}
	}
	if parts > 1 {
		whole := fold(text[at(i):at(j)])
		return emit(i, j, key{surface: whole, term: whole, compound: true})
	}
	return true
}

// part is the key of a word part as written.
func (a *analyzer) part(raw string) key {
	if !a.stems {
		return key{surface: fold(raw)}
	}
	if k, ok := a.parts[raw]; ok {
		return k
	}
	lower := strings.ToLower(raw)
	k := key{surface: fold(lower), term: a.term(lower)}
	a.parts[raw] = k
	return k
}
