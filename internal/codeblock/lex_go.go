package codeblock

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// lexGo tokenises Go: comments (directives such as //go:build too),
// strings, raw strings and runes, numbers, keywords, predeclared types
// and functions, and the names of called or declared functions.
func lexGo(s *scanner) {
	src := s.src
	for i := s.pos; i < len(src); {
		c := src[i]
		switch {
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			e := lineEnd(src, i)
			tt := chroma.CommentSingle
			if i+2 < e && !isBlank(src[i+2]) {
				tt = chroma.CommentPreproc
			}
			s.tok(tt, i, e)
			i = e
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			e := blockCommentEnd(src, i+2, "*/")
			s.tok(chroma.CommentMultiline, i, e)
			i = e
		case c == '"':
			e := quotedEnd(src, i, '"', false)
			s.tok(chroma.LiteralString, i, e)
			i = e
		case c == '`':
			e := strings.IndexByte(src[i+1:], '`')
			if e < 0 {
				e = len(src)
			} else {
				e += i + 2
			}
			s.tok(chroma.LiteralString, i, e)
			i = e
		case c == '\'':
			e := quotedEnd(src, i, '\'', false)
			s.tok(chroma.LiteralStringChar, i, e)
			i = e
		case isDigit(c) || c == '.' && i+1 < len(src) && isDigit(src[i+1]):
			e := numberEnd(src, i)
			s.tok(goNumberType(src[i:e]), i, e)
			i = e
		case isIdentStart(c):
			e := identEnd(src, i)
			w := src[i:e]
			tt := goWordType(w)
			if tt == chroma.NameOther || tt == chroma.KeywordType {
				j := skipBlank(src, e)
				if j < len(src) && src[j] == '(' {
					switch {
					case goBuiltinFunc(w) && j == e:
						tt = chroma.NameBuiltin
					case tt == chroma.NameOther:
						tt = chroma.NameFunction
					}
				}
			}
			if tt != chroma.NameOther {
				s.tok(tt, i, e)
			}
			i = e
		case strings.IndexByte("+-*/%&|^<>=!:.", c) >= 0:
			e := goOperatorEnd(src, i)
			if e > i {
				s.tok(chroma.Operator, i, e)
				i = e
			} else {
				i++
			}
		default:
			i++
		}
	}
}

// goOperatorEnd returns the end of the operator at i, or i for the
// single characters chroma calls punctuation (= < > ! | ^ : .).
func goOperatorEnd(src string, i int) int {
	for _, op := range [...]string{"<<=", ">>=", "&^=", "...", "<<", ">>", "<=", ">=", "&^", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "&&", "||", "<-", "++", "--", "==", "!=", ":="} {
		if hasPrefixAt(src, i, op) {
			return i + len(op)
		}
	}
	switch src[i] {
	case '+', '-', '*', '/', '%', '&':
		return i + 1
	}
	return i
}

func goNumberType(n string) chroma.TokenType {
	switch {
	case strings.HasSuffix(n, "i"):
		return chroma.LiteralNumber
	case len(n) > 1 && n[0] == '0' && n[1]|0x20 == 'x':
		return chroma.LiteralNumberHex
	case len(n) > 1 && n[0] == '0' && n[1]|0x20 == 'b':
		return chroma.LiteralNumberBin
	case len(n) > 1 && n[0] == '0' && (n[1]|0x20 == 'o' || isDigit(n[1])):
		return chroma.LiteralNumberOct
	case strings.ContainsAny(n, ".eE"):
		return chroma.LiteralNumberFloat
	}
	return chroma.LiteralNumberInteger
}

func goWordType(w string) chroma.TokenType {
	switch w {
	case "import", "package":
		return chroma.KeywordNamespace
	case "var", "func", "struct", "map", "chan", "type", "interface", "const":
		return chroma.KeywordDeclaration
	case "break", "default", "select", "case", "defer", "go", "else", "goto", "switch", "fallthrough", "if",
		"range", "continue", "for", "return":
		return chroma.Keyword
	case "true", "false", "iota", "nil":
		return chroma.KeywordConstant
	case "uint", "uint8", "uint16", "uint32", "uint64", "int", "int8", "int16", "int32", "int64", "float32",
		"float64", "complex64", "complex128", "byte", "rune", "string", "bool", "error", "uintptr", "any",
		"comparable":
		return chroma.KeywordType
	}
	return chroma.NameOther
}

// goBuiltinFunc reports whether w is a predeclared function or a
// conversion to a predeclared type.
func goBuiltinFunc(w string) bool {
	switch w {
	case "print", "println", "panic", "recover", "close", "complex", "real", "imag", "len", "cap", "append",
		"copy", "delete", "new", "make", "clear", "min", "max":
		return true
	}
	return goWordType(w) == chroma.KeywordType
}
