package smartypants

import (
	"slices"
	"testing"
	"unicode/utf16"
)

// FuzzPasses holds both passes to what their shortcuts promise: cutting
// the text at NextSentenceCut curls the same quotes as reading it whole,
// every quote and edit lies in the text, in order, and a text that
// MayNeedSecondPass turns away has no edit of the second pass.
func FuzzPasses(f *testing.F) {
	for _, s := range []string{
		`He said "hello." Then 'bye' -- and... "quoted 'inner' words."`,
		`It's the '90s. Dr. Smith's "test" ends. Next "one"`,
		"``backticks'' and --- dashes . . . done",
		`"a" "b" 'c' "d.` + "\u00a0" + `E" 'x'y'`,
		`Mr. "A." B. 'quoted.' C. D.`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		text := utf16.Encode([]rune(s))
		var a Arena
		whole := a.CurlQuotes(text, nil)
		a.Reset()
		cut := a.CurlQuotes(text, NextSentenceCut)
		if !slices.Equal(whole, cut) {
			t.Fatalf("cut at sentences %v, whole %v", cut, whole)
		}
		for i, q := range whole {
			if q.At < 0 || q.At >= len(text) || text[q.At] != '"' && text[q.At] != '\'' {
				t.Fatalf("quote %d at %d is not a straight quote", i, q.At)
			}
			if i > 0 && q.At <= whole[i-1].At {
				t.Fatalf("quotes out of order: %v", whole)
			}
		}
		curled := slices.Clone(text)
		for _, q := range whole {
			curled[q.At] = q.C
		}
		a.Reset()
		edits := a.SecondPass(curled)
		if len(edits) > 0 && !MayNeedSecondPass(curled) {
			t.Fatalf("MayNeedSecondPass said no, the pass made %v", edits)
		}
		end := 0
		for _, e := range edits {
			if e.Start < end || e.End < e.Start || e.End > len(curled) {
				t.Fatalf("edit %+v out of order or outside 0..%d: %v", e, len(curled), edits)
			}
			end = e.End
		}
	})
}
