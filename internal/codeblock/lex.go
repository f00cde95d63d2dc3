package codeblock

import (
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/chroma/v2"
)

// The package's own lexers: byte scanners that give chroma's token types
// in a few microseconds where chroma's regular expressions take hundreds,
// for the languages where that saves a real site's build a material share
// of its time (the figures are in doc.go; TestLexerCost and
// bench/BenchmarkLexers measure them again). Every other language keeps
// chroma's lexer. TestLexersAgree compares the two over the corpus.

// lexFunc tokenises s.src into s.toks.
type lexFunc func(s *scanner)

// ownLexers returns the package's lexers by the name of the chroma lexer
// they stand in for.
func ownLexers() map[string]lexFunc {
	return map[string]lexFunc{
		"Python":     lexPython,
		"Bash":       lexShell,
		"JSON":       lexJSON,
		"JavaScript": lexJS,
		"react":      lexJS,
		"TypeScript": lexTS,
		"Ruby":       lexRuby,
		"Go":         lexGo,
		"YAML":       lexYAML,
		"markdown":   lexMarkdown,
		"SQL":        lexSQL,
	}
}

// scanner collects the tokens of one text. Lexers walk the text with
// their own index and call tok for the pieces that get a colour; the
// text between two such pieces becomes plain Text.
type scanner struct {
	src  string
	pos  int // end of the text tokenised so far
	toks []chroma.Token
}

// tok adds src[pos:start] as Text and src[start:end] as a token of type
// tt. A token continues the previous one when both have the same type.
// Pieces that go backwards (start < pos) are clipped, so a lexer can
// never repeat or lose text.
func (s *scanner) tok(tt chroma.TokenType, start, end int) {
	end = min(end, len(s.src))
	if start > s.pos {
		s.add(chroma.Text, min(start, end))
	}
	s.add(tt, end)
}

// text adds src[pos:end] as Text.
func (s *scanner) text(end int) { s.add(chroma.Text, min(end, len(s.src))) }

func (s *scanner) add(tt chroma.TokenType, end int) {
	if end <= s.pos {
		return
	}
	if n := len(s.toks) - 1; n >= 0 && s.toks[n].Type == tt {
		s.toks[n].Value = s.src[s.pos-len(s.toks[n].Value) : end]
	} else {
		s.toks = append(s.toks, chroma.Token{Type: tt, Value: s.src[s.pos:end]})
	}
	s.pos = end
}

// A mark is a point in the output to go back to.
type mark struct {
	n, pos int
	last   chroma.Token
}

// mark returns the current point in the output.
func (s *scanner) mark() mark {
	m := mark{n: len(s.toks), pos: s.pos}
	if m.n > 0 {
		m.last = s.toks[m.n-1]
	}
	return m
}

// reset drops the tokens added since m.
func (s *scanner) reset(m mark) {
	s.toks = s.toks[:m.n]
	if m.n > 0 {
		s.toks[m.n-1] = m.last
	}
	s.pos = m.pos
}

// finish adds whatever is left as Text.
func (s *scanner) finish() { s.text(len(s.src)) }

// lexText runs a lexer over text.
func lexText(lex lexFunc, text string, toks []chroma.Token) []chroma.Token {
	s := scanner{src: text, toks: toks[:0]}
	lex(&s)
	s.finish()
	return s.toks
}

// sub runs another lexer over src[start:end], as in a fenced block of a
// Markdown page or a <script> of an HTML one.
func (s *scanner) sub(lex lexFunc, start, end int) {
	s.text(start)
	if end <= s.pos {
		return
	}
	inner := scanner{src: s.src[:end], pos: s.pos, toks: s.toks}
	lex(&inner)
	inner.finish()
	s.toks, s.pos = inner.toks, end
}

// Byte classes.

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isHex(c byte) bool    { return isDigit(c) || c|0x20 >= 'a' && c|0x20 <= 'f' }

// isIdent reports whether c may be in an identifier: ASCII letters,
// digits, _ and every byte of a non-ASCII character (ü, π, 名).
func isIdent(c byte) bool { return isLetter(c) || isDigit(c) || c == '_' || c >= 0x80 }

// isIdentStart reports whether c may start an identifier.
func isIdentStart(c byte) bool { return isLetter(c) || c == '_' || c >= 0x80 }

func isBlank(c byte) bool { return c == ' ' || c == '\t' }

// identEnd returns the end of the identifier at i.
func identEnd(src string, i int) int {
	for i < len(src) && isIdent(src[i]) {
		i++
	}
	return i
}

// lineEnd returns the index of the line end at or after i, or len(src).
func lineEnd(src string, i int) int {
	if j := strings.IndexByte(src[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(src)
}

// lineStart returns the start of the line holding i.
func lineStart(src string, i int) int {
	return strings.LastIndexByte(src[:i], '\n') + 1
}

// skipBlank returns the index of the first byte at or after i that is
// not a space or tab.
func skipBlank(src string, i int) int {
	for i < len(src) && isBlank(src[i]) {
		i++
	}
	return i
}

// skipSpace skips spaces, tabs and line ends.
func skipSpace(src string, i int) int {
	for i < len(src) && (isBlank(src[i]) || src[i] == '\n') {
		i++
	}
	return i
}

// prevNonBlank returns the index of the last byte before i that is not
// a space or tab, or -1.
func prevNonBlank(src string, i int) int {
	i--
	for i >= 0 && isBlank(src[i]) {
		i--
	}
	return i
}

// prevNonSpace is prevNonBlank across line ends too.
func prevNonSpace(src string, i int) int {
	i--
	for i >= 0 && (isBlank(src[i]) || src[i] == '\n') {
		i--
	}
	return i
}

// quotedEnd returns the end of a string that starts at i with quote q
// (src[i] == q), with backslash escapes; the string ends at the line end
// if it is not closed first, or runs on if multiline.
func quotedEnd(src string, i int, q byte, multiline bool) int {
	for j := i + 1; j < len(src); j++ {
		switch src[j] {
		case q:
			return j + 1
		case '\\':
			j++
		case '\n':
			if !multiline {
				return j
			}
		}
	}
	return len(src)
}

// numberEnd returns the end of a C-like number at i: 0x1F, 0b10, 0o17,
// 1_000, 3.14, .5, 1e-9, with letters after it (10n, 1.5f, 2j, 10L,
// 1ms) kept with the number. It returns i if there is no number there.
func numberEnd(src string, i int) int {
	j := i
	if j < len(src) && src[j] == '.' {
		if j+1 >= len(src) || !isDigit(src[j+1]) {
			return i
		}
	}
	if j+1 < len(src) && src[j] == '0' && (src[j+1]|0x20 == 'x' || src[j+1]|0x20 == 'b' || src[j+1]|0x20 == 'o') {
		j += 2
		for j < len(src) && (isHex(src[j]) || src[j] == '_') {
			j++
		}
		return identEnd(src, j)
	}
	for j < len(src) && (isDigit(src[j]) || src[j] == '_' && j > i) {
		j++
	}
	if j+1 < len(src) && src[j] == '.' && isDigit(src[j+1]) || j < len(src) && src[j] == '.' && j > i && (j+1 == len(src) || !isIdentStart(src[j+1]) && src[j+1] != '.') {
		j++
		for j < len(src) && (isDigit(src[j]) || src[j] == '_') {
			j++
		}
	}
	if j == i {
		return i
	}
	if j < len(src) && src[j]|0x20 == 'e' {
		k := j + 1
		if k < len(src) && (src[k] == '+' || src[k] == '-') {
			k++
		}
		if k < len(src) && isDigit(src[k]) {
			for k < len(src) && isDigit(src[k]) {
				k++
			}
			j = k
		}
	}
	// Letters after the digits belong to the number; an identifier that
	// merely starts with digits (2xl, 404page) is not coloured at all.
	return identEnd(src, j)
}

// wordBefore returns the identifier that ends right before i, skipping
// spaces and tabs first.
func wordBefore(src string, i int) string {
	j := prevNonBlank(src, i) + 1
	k := j
	for k > 0 && isIdent(src[k-1]) {
		k--
	}
	return src[k:j]
}

// hasPrefixAt reports whether src[i:] starts with p.
func hasPrefixAt(src string, i int, p string) bool {
	return i >= 0 && len(src)-i >= len(p) && src[i:i+len(p)] == p
}

// isUpper reports whether the identifier starts with an upper-case letter.
func isUpper(w string) bool {
	if w == "" {
		return false
	}
	if w[0] < utf8.RuneSelf {
		return w[0] >= 'A' && w[0] <= 'Z'
	}
	r, _ := utf8.DecodeRuneInString(w)
	return r != utf8.RuneError && strings.ToUpper(string(r)) == string(r) && strings.ToLower(string(r)) != string(r)
}
