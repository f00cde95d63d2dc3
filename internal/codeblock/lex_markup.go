package codeblock

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
)

// markup tokenises the tags of JSX in MDX pages and the raw elements
// (<script>, <style>) of JSX code. HTML and XML blocks themselves are
// left to chroma's lexers: they are too rare in docs sites for a lexer
// of their own to matter to a build (see doc.go).
type markup struct {
	s   *scanner
	src string
}

// tag tokenises the opening tag at i. expr, if not nil, tokenises an
// attribute's {…} value (MDX, JSX) from the index after its brace and
// returns the index of the closing brace.
func (m *markup) tag(i int, expr func(int) int) (name string, end int, selfClosed bool) {
	src, s := m.src, m.s
	k := skipSpace(src, i+1)
	e := tagNameEnd(src, k)
	name = src[k:e]
	s.tok(chroma.Punctuation, i, i+1)
	s.tok(chroma.NameTag, k, e)
	k = e
	for k < len(src) {
		c := src[k]
		switch {
		case c == '>':
			s.tok(chroma.Punctuation, k, k+1)
			return name, k + 1, false
		case c == '/' && hasPrefixAt(src, k, "/>"):
			s.tok(chroma.Punctuation, k, k+2)
			return name, k + 2, true
		case c == '"' || c == '\'':
			ce := strings.IndexByte(src[k+1:], c)
			if ce < 0 {
				ce = len(src)
			} else {
				ce += k + 2
			}
			s.tok(chroma.LiteralString, k, ce)
			k = ce
		case c == '{' && expr != nil:
			s.tok(chroma.Punctuation, k, k+1)
			k = expr(k + 1)
			if k < len(src) && src[k] == '}' {
				s.tok(chroma.Punctuation, k, k+1)
				k++
			}
		case c == '=':
			s.tok(chroma.Operator, k, k+1)
			k++
			// An unquoted value.
			v := skipSpace(src, k)
			if v < len(src) && src[v] != '"' && src[v] != '\'' && src[v] != '{' && src[v] != '>' {
				ve := v
				for ve < len(src) && !isBlank(src[ve]) && src[ve] != '\n' && src[ve] != '>' && !hasPrefixAt(src, ve, "/>") {
					ve++
				}
				s.tok(chroma.LiteralString, v, ve)
				k = ve
			}
		case isIdentStart(c) || c == ':' || c == '@':
			ce := k + 1
			for ce < len(src) && (isIdent(src[ce]) || strings.IndexByte(":.-@", src[ce]) >= 0) {
				ce++
			}
			s.tok(chroma.NameAttribute, k, ce)
			k = ce
		case c == '<':
			// Not a tag after all: leave the rest to the caller.
			return name, k, true
		default:
			k++
		}
	}
	return name, k, true
}

// raw tokenises the content of a <script> or <style> element from i with
// lex, up to its closing tag.
func (m *markup) raw(i int, name string, lex lexFunc) int {
	src := m.src
	end := len(src)
	for k := i; k < len(src); {
		j := strings.Index(src[k:], "</")
		if j < 0 {
			break
		}
		k += j
		if e := tagNameEnd(src, k+2); strings.EqualFold(src[k+2:e], name) {
			end = k
			break
		}
		k += 2
	}
	m.s.sub(lex, i, end)
	return end
}

// lexCSS tokenises CSS with chroma's lexer: a <style> element is rare
// enough in documentation not to need a lexer of its own.
func lexCSS(s *scanner) {
	l := lexers.Get("CSS")
	if l == nil {
		return
	}
	it, err := l.Tokenise(nil, s.src[s.pos:])
	if err != nil {
		return
	}
	for t := it(); t != chroma.EOF; t = it() {
		s.tok(t.Type, s.pos, min(s.pos+len(t.Value), len(s.src)))
	}
}
