package content

import "testing"

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
