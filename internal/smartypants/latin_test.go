package smartypants

import (
	"fmt"
	"testing"
	"unicode/utf16"
)

// TestASCIILatinClass checks the ASCII shortcut against the tables.
func TestASCIILatinClass(t *testing.T) {
	for c := uint16(0); c < 0x80; c++ {
		want := nlSymbol
		switch {
		case inLatin(latinWhiteSpace, uint32(c)):
			want = nlWhite
		case inLatin(latinPunctuation, uint32(c)):
			want = nlPunct
		case inLatin(latinWord, uint32(c)):
			want = nlWord
		}
		if got := asciiLatinClass(c); got != want {
			t.Errorf("asciiLatinClass(%q) = %d, want %d", rune(c), got, want)
		}
	}
}

// TestSentenceCuts checks that curling quotes sentence by sentence, cut
// where NextSentenceCut says and skipping apostrophes inside words, gives
// what the tree of the whole text gives.
// The texts are random soups of the pieces that the merge rules look at.
func TestSentenceCuts(t *testing.T) {
	pieces := []string{
		"word", "Word", "etc", "Etc", "cf", "e.g", "i.e", "U.S", "a", "A", "12", "1234", "ab", "Ab", "x-y",
		"don't", "it's", "'90s", "rock'n'roll", "&", "-", "/", "and/or", "foo.bar", "\u00e9t\u00e9", "\u00c9t\u00e9",
		".", ". ", ".  ", ".\n", ".\n\n", "...", ". . .", "!", "?", ",", ";", ":", "\u2026",
		" ", " ", " ", "\n", "\n\n", "\t", "\u00a0",
		"\"", "'", "''", "``", "(", ")", "[", "]", "\u201d", "\u2019", "--",
	}
	seed := uint64(1)
	next := func(n int) int {
		seed = seed*6364136223846793005 + 1442695040888963407
		return int(seed>>33) % n
	}
	cuts := 0
	for range 5000 {
		var s []rune
		for range 1 + next(40) {
			s = append(s, []rune(pieces[next(len(pieces))])...)
		}
		var text []uint16
		for _, r := range s {
			text = append(text, uint16(r))
		}
		// The trees are the same...
		var a Arena
		want := dumpLatin(latinSentences(a.tokens(text)))
		got := ""
		for from := 0; from < len(text); {
			to := NextSentenceCut(text, from)
			got += dumpLatin(latinSentences(a.tokens(text[from:to])))
			from = to
		}
		if got != want {
			t.Fatalf("%q:\nwhole text %s\ncut        %s", string(s), want, got)
		}
		// ... and so are the quotes.
		whole := new(Arena).CurlQuotes(text, nil)
		cut := new(Arena).CurlQuotes(text, NextSentenceCut)
		if NextSentenceCut(text, 0) < len(text) {
			cuts++
		}
		if len(whole) != len(cut) {
			t.Fatalf("%q: whole text %v, cut %v", string(s), whole, cut)
		}
		for i := range whole {
			if whole[i] != cut[i] {
				t.Fatalf("%q: whole text %v, cut %v", string(s), whole, cut)
			}
		}
	}
	if cuts == 0 {
		t.Fatal("no text was cut")
	}
}

func dumpLatin(list []*nlNode) string {
	s := ""
	for _, n := range list {
		switch n.typ {
		case nlSentence:
			s += "S(" + dumpLatin(n.children) + ")"
		case nlWord:
			s += "W(" + dumpLatin(n.children) + ")"
		default:
			s += fmt.Sprintf("%d%q", n.typ, string(utf16.Decode(n.val)))
		}
	}
	return s
}
