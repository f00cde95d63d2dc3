package mdx

import (
	"strconv"
	"unicode/utf8"

	"github.com/yuin/goldmark/util"
)

// goldmark keeps the text of a paragraph as segments of the source, with
// backslash escapes and character references still in them; its renderer
// decodes them while writing. The MDX tree holds decoded text instead, and
// smart punctuation works on that, so the parser decodes segments here,
// keeping for every decoded piece the span of source it came from.

// textPiece is one decoded unit of text and the source it came from: a
// run of plain bytes, an escaped character, or a character reference.
type textPiece struct {
	Text       string
	Start, End int // source offsets
}

// decodeText returns the text of src[start:end] as Markdown means it,
// cut into pieces that map back to the source.
func decodeText(src []byte, start, end int) []textPiece {
	var out []textPiece
	walkText(src, start, end, func(dec string, lit bool, s, e int) {
		if lit {
			dec = string(src[s:e])
		}
		out = append(out, textPiece{Text: dec, Start: s, End: e})
	})
	return out
}

// walkText calls f for each piece of the text of src[start:end]: a run of
// plain bytes (lit, the text is src[s:e]) or an escaped character or a
// character reference (the text is dec). The caller decides whether a
// piece needs a string of its own.
func walkText(src []byte, start, end int, f func(dec string, lit bool, s, e int)) {
	run := start
	for i := start; i < end; {
		c := src[i]
		switch {
		case c == '\\' && i+1 < end && util.IsPunct(src[i+1]):
			if i > run {
				f("", true, run, i)
			}
			f(escapedPunct(src[i+1]), false, i, i+2)
			i += 2
			run = i
		case c == '&':
			if s, n := charRef(src[i:end]); n > 0 {
				if i > run {
					f("", true, run, i)
				}
				f(s, false, i, i+n)
				i += n
				run = i
				continue
			}
			i++
		default:
			i++
		}
	}
	if end > run {
		f("", true, run, end)
	}
}

// asciiStrings holds every ASCII character as a string, so that an
// escaped character needs no allocation.
const asciiStrings = "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f" +
	"\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f" +
	" !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\x7f"

// escapedPunct is the text of the ASCII punctuation character c.
func escapedPunct(c byte) string { return asciiStrings[c : c+1] }

// decodedString returns the decoded text of src[start:end].
func decodedString(src []byte, start, end int) string {
	ps := decodeText(src, start, end)
	if len(ps) == 1 {
		return ps[0].Text
	}
	var b []byte
	for _, p := range ps {
		b = append(b, p.Text...)
	}
	return string(b)
}

// charRef decodes the character reference at the start of b (&name;,
// &#123; or &#x1F;) and returns its text and length, or 0.
func charRef(b []byte) (string, int) {
	if len(b) < 3 || b[0] != '&' {
		return "", 0
	}
	if b[1] == '#' {
		i, base, maxDigits := 2, 10, 7
		if i < len(b) && (b[i] == 'x' || b[i] == 'X') {
			i, base, maxDigits = 3, 16, 6
		}
		s := i
		for i < len(b) && i-s < maxDigits && isDigitIn(b[i], base) {
			i++
		}
		if i == s || i >= len(b) || b[i] != ';' {
			return "", 0
		}
		v, err := strconv.ParseUint(string(b[s:i]), base, 32)
		r := rune(v)
		if err != nil || r == 0 || !utf8.ValidRune(r) {
			r = utf8.RuneError
		}
		return string(r), i + 1
	}
	i := 1
	for i < len(b) && i < 40 && (isASCIIAlnum(b[i])) {
		i++
	}
	if i == 1 || i >= len(b) || b[i] != ';' {
		return "", 0
	}
	e, ok := util.LookUpHTML5EntityByName(string(b[1:i]))
	if !ok {
		return "", 0
	}
	return string(e.Characters), i + 1
}

func isDigitIn(c byte, base int) bool {
	if c >= '0' && c <= '9' {
		return true
	}
	return base == 16 && (c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F')
}

func isASCIIAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
