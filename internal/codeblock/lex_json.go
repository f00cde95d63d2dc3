package codeblock

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// lexJSON tokenises JSON, JSONC and JSON5: keys (a string or a bare name
// followed by a colon), strings, numbers, true, false and null, and
// comments. Placeholders such as "..." in a documented payload stay
// plain text.
func lexJSON(s *scanner) {
	src := s.src
	for i := s.pos; i < len(src); {
		c := src[i]
		switch {
		case c == '"' || c == '\'':
			e := quotedEnd(src, i, c, false)
			tt := chroma.LiteralStringDouble
			if c == '\'' {
				tt = chroma.LiteralStringSingle
			}
			if isKey(src, e) {
				tt = chroma.NameTag
			}
			s.tok(tt, i, e)
			i = e
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			e := lineEnd(src, i)
			s.tok(chroma.CommentSingle, i, e)
			i = e
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			e := blockCommentEnd(src, i+2, "*/")
			s.tok(chroma.CommentMultiline, i, e)
			i = e
		case c == '-' && i+1 < len(src) && (isDigit(src[i+1]) || src[i+1] == 'I'), isDigit(c):
			j := i
			if c == '-' {
				j++
			}
			e := numberEnd(src, j)
			if e == j && hasPrefixAt(src, j, "Infinity") {
				e = j + len("Infinity")
			}
			tt := chroma.LiteralNumberInteger
			for k := i; k < e; k++ {
				if src[k] == '.' || src[k]|0x20 == 'e' {
					tt = chroma.LiteralNumberFloat
				}
			}
			s.tok(tt, i, e)
			i = e
		case isIdentStart(c) || c == '$':
			e := i + 1
			for e < len(src) && (isIdent(src[e]) || src[e] == '$') {
				e++
			}
			switch w := src[i:e]; {
			case isKey(src, e):
				s.tok(chroma.NameTag, i, e)
			case w == "true" || w == "false" || w == "null":
				s.tok(chroma.KeywordConstant, i, e)
			case w == "NaN" || w == "Infinity":
				s.tok(chroma.LiteralNumberFloat, i, e)
			}
			i = e
		default:
			i++
		}
	}
}

// isKey reports whether a colon follows i, past spaces.
func isKey(src string, i int) bool {
	i = skipSpace(src, i)
	return i < len(src) && src[i] == ':'
}

// blockCommentEnd returns the end of a comment closed by end, searched
// from i; an unclosed comment runs to the end of the text.
func blockCommentEnd(src string, i int, end string) int {
	if i > len(src) {
		return len(src)
	}
	if k := strings.Index(src[i:], end); k >= 0 {
		return i + k + len(end)
	}
	return len(src)
}
