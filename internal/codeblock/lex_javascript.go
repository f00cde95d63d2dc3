package codeblock

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// lexJS tokenises JavaScript and JSX.
func lexJS(s *scanner) { newJSLexer(s, false).program() }

// lexTS tokenises TypeScript and TSX: JavaScript, plus the names of types
// in annotations (x: Foo, (): Promise<T>, interface bodies) and the
// predefined types (string, number…).
func lexTS(s *scanner) { newJSLexer(s, true).program() }

// jsLexer tokenises JavaScript and TypeScript: comments, strings,
// template literals whose ${…} hold code, regular expression literals
// where an expression may start, numbers, keywords (plain names after a
// dot or as object keys), builtins, decorators and JSX elements, whose
// text stays text and whose {…} hold code.
type jsLexer struct {
	s   *scanner
	src string
	ts  bool
	// noJSX is set once a JSX element ran to the end of the text
	// unclosed; nothing after that is read as JSX.
	noJSX bool
	// noRegex: no regular expression literal starts before this index,
	// where a search for one failed, so a line of slashes is not read
	// over and over.
	noRegex int
}

func newJSLexer(s *scanner, ts bool) *jsLexer {
	return &jsLexer{s: s, src: s.src, ts: ts}
}

func (j *jsLexer) program() {
	i := j.s.pos
	if hasPrefixAt(j.src, i, "#!") {
		e := lineEnd(j.src, i)
		j.s.tok(chroma.CommentHashbang, i, e)
		i = e
	}
	j.code(i, 0)
}

// A jsFrame is an open bracket.
type jsFrame struct {
	open     byte // '(', '[' or '{'
	typeBody bool // { of an interface, class, type literal: "name: Type" annotates
	decl     bool // destructuring after const, let or var: "}: Type" annotates
	ternary  int  // ? waiting for their :
}

// maxFrames bounds the brackets jsLexer.code tracks.
const maxFrames = 256

// code tokenises code from i until the byte close ('}' ending ${…} or a
// JSX {…}) outside any bracket opened here, and returns its index, or
// the end of the text.
func (j *jsLexer) code(i int, close byte) int {
	src, s := j.src, j.s
	// frames[0] stands for the statement level, outside any bracket.
	frames := []jsFrame{{}}
	deep := 0 // brackets opened beyond maxFrames
	top := func() *jsFrame { return &frames[len(frames)-1] }
	exprStart := true // a regular expression or JSX may start here
	annot := false    // the next name is a type (after "x:" in TypeScript)
	typeNext := false // the next { opens a type body (after interface, class)
	declName := false // the next name is declared by const, let or var
	afterDecl := false
	prev := byte(0) // the last significant byte: ')' ']' '}' 'a' (name), '0' (literal), or an operator
	for i < len(src) {
		c := src[i]
		switch {
		case c == close && close != 0 && len(frames) == 1:
			return i
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			e := lineEnd(src, i)
			s.tok(chroma.CommentSingle, i, e)
			i = e
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			e := blockCommentEnd(src, i+2, "*/")
			s.tok(chroma.CommentMultiline, i, e)
			i = e
		case c == '"' || c == '\'':
			e := quotedEnd(src, i, c, false)
			tt := chroma.LiteralStringDouble
			if c == '\'' {
				tt = chroma.LiteralStringSingle
			}
			s.tok(tt, i, e)
			i = e
			prev, exprStart, annot = '0', false, false
		case c == '`':
			i = j.template(i)
			prev, exprStart, annot = '0', false, false
		case c == '/' && exprStart && i >= j.noRegex:
			if e := regexEnd(src, i); e > i {
				s.tok(chroma.LiteralStringRegex, i, e)
				i = e
				prev, exprStart = '0', false
				continue
			}
			j.noRegex = lineEnd(src, i)
			s.tok(chroma.Operator, i, i+1)
			i++
		case c == '<' && exprStart && !j.noJSX && j.jsxStart(i):
			// An element that runs to the end unclosed was no element
			// (url: <YOUR_URL>): read it again as code, and read no JSX
			// from then on.
			m := s.mark()
			if e := j.element(i); !j.noJSX {
				i = e
				prev, exprStart = '0', false
				continue
			}
			s.reset(m)
			s.tok(chroma.Operator, i, i+1)
			i++
		case isDigit(c) || c == '.' && i+1 < len(src) && isDigit(src[i+1]):
			e := numberEnd(src, i)
			s.tok(jsNumberType(src[i:e]), i, e)
			i = e
			prev, exprStart, annot = '0', false, false
		case isIdentStart(c) || c == '$' || c == '#' && i+1 < len(src) && isIdentStart(src[i+1]):
			e := i + 1
			for e < len(src) && (isIdent(src[e]) || src[e] == '$') {
				e++
			}
			w := src[i:e]
			tt := chroma.NameOther
			dotted := prev == '.'
			if !dotted && !j.isKey(i, e, top()) {
				tt = j.wordType(w)
			}
			if annot && (tt == chroma.NameOther || tt == chroma.NameBuiltin) {
				// The type of an annotation, with its dotted path.
				for e+1 < len(src) && src[e] == '.' && isIdentStart(src[e+1]) {
					e = identEnd(src, e+1)
				}
				tt = chroma.KeywordType
			}
			annot = false
			if tt != chroma.NameOther {
				s.tok(tt, i, e)
			}
			switch {
			case tt == chroma.KeywordDeclaration && (w == "var" || w == "let"), tt == chroma.KeywordReserved && w == "const":
				declName, afterDecl = true, false
			case j.ts && (w == "interface" || w == "class") && !dotted:
				typeNext = true
			case tt == chroma.NameOther && declName:
				declName, afterDecl = false, true
			default:
				afterDecl = false
			}
			exprStart = tt == chroma.Keyword || tt == chroma.KeywordDeclaration || tt == chroma.KeywordReserved && w != "super"
			prev = 'a'
			if tt == chroma.KeywordConstant || w == "this" {
				exprStart, prev = false, '0'
			}
			i = e
		case c == '@' && i+1 < len(src) && isIdentStart(src[i+1]):
			e := identEnd(src, i+1)
			for e+1 < len(src) && src[e] == '.' && isIdentStart(src[e+1]) {
				e = identEnd(src, e+1)
			}
			s.tok(chroma.NameDecorator, i, e)
			i = e
			prev, exprStart = 'a', false
		case (c == '(' || c == '[' || c == '{') && len(frames) >= maxFrames:
			// Deeper than code nests: count, don't track.
			deep++
			i++
			prev, exprStart = c, true
		case (c == ')' || c == ']' || c == '}') && deep > 0:
			deep--
			i++
			prev, exprStart = c, false
		case c == '(' || c == '[' || c == '{':
			f := jsFrame{open: c}
			if c == '{' {
				f.typeBody = typeNext || annot
				typeNext = false
			}
			f.decl = declName && c != '('
			declName = false
			annot = false
			frames = append(frames, f)
			i++
			prev, exprStart = c, true
		case c == ')' || c == ']' || c == '}':
			afterDecl = top().decl
			if len(frames) > 1 {
				frames = frames[:len(frames)-1]
			}
			i++
			prev, exprStart = c, false
		case c == ':' && !hasPrefixAt(src, i, "::"):
			// A colon ends a condition's branch, or a key, or starts a
			// type: after (…), after the name a declaration declares, and
			// after a parameter's or a type member's name.
			f := top()
			switch {
			case f.ternary > 0:
				f.ternary--
			case j.ts && (prev == ')' || afterDecl || (prev == 'a' || prev == '?' || prev == ']') && (f.open == '(' || f.typeBody)):
				annot = true
			}
			afterDecl = false
			s.tok(chroma.Operator, i, i+1)
			i++
			prev, exprStart = ':', !annot
		case c == '?':
			e := i + 1
			switch {
			case hasPrefixAt(src, i, "?."):
				s.tok(chroma.Operator, i, e)
				prev, exprStart = '.', false
				i = e + 1
				continue
			case hasPrefixAt(src, i, "??"):
				e++
				if hasPrefixAt(src, e, "=") {
					e++
				}
			case j.ts && i+1 < len(src) && (src[i+1] == ':' || src[i+1] == ')' || src[i+1] == ',' || src[i+1] == '=' && !hasPrefixAt(src, i+1, "==")) && prev == 'a':
				// x?: T, (x?) — optional, not a condition.
				s.tok(chroma.Operator, i, e)
				prev = '?'
				i = e
				continue
			default:
				top().ternary++
			}
			s.tok(chroma.Operator, i, e)
			i = e
			prev, exprStart = '?', true
		case c == '.':
			if hasPrefixAt(src, i, "...") {
				i += 3
				prev, exprStart = '=', true
				continue
			}
			i++
			prev, exprStart = '.', false
		case c == ';' || c == ',':
			if c == ';' {
				// A condition left open by a typo ends with its statement.
				top().ternary = 0
			}
			declName = declName && c == ','
			annot = false
			i++
			prev, exprStart = c, true
		case c == '=' && hasPrefixAt(src, i, "=>"):
			i += 2
			prev, exprStart = '=', true
			annot = false
		case strings.IndexByte("+-*%&|^!~<>=", c) >= 0:
			e := i + 1
			for e < len(src) && e-i < 4 && strings.IndexByte("+-*%&|^!~<>=/", src[e]) >= 0 && !hasPrefixAt(src, e, "//") && !hasPrefixAt(src, e, "/*") {
				e++
			}
			if c == '<' || c == '>' {
				// Type arguments: Array<string>, Promise<void>.
				e = i + 1
				if c == '<' && (prev == 'a' || prev == '.') && j.ts {
					annot = false
				}
			}
			s.tok(chroma.Operator, i, e)
			if c == '=' && e == i+1 {
				declName = false
				annot = false
			}
			i = e
			prev, exprStart = '=', true
		case c == '/':
			e := i + 1
			if e < len(src) && src[e] == '=' {
				e++
			}
			s.tok(chroma.Operator, i, e)
			i = e
			prev, exprStart = '=', true
		default:
			i++
		}
	}
	return i
}

// isKey reports whether the word at [i,e) names a property: a key of an
// object literal ({ default: x, type: "a" }) or a member of a type body.
func (j *jsLexer) isKey(i, e int, f *jsFrame) bool {
	k := e
	if k < len(j.src) && j.src[k] == '?' {
		k++
	}
	k = skipSpace(j.src, k)
	if k >= len(j.src) || j.src[k] != ':' || hasPrefixAt(j.src, k, "::") {
		// A method named get or set: get(key) { … }
		w := j.src[i:e]
		return (w == "get" || w == "set") && k == e && k < len(j.src) && j.src[k] == '('
	}
	if f.typeBody {
		return true
	}
	p := prevNonSpace(j.src, i)
	return p >= 0 && (j.src[p] == '{' || j.src[p] == ',')
}

func (j *jsLexer) wordType(w string) chroma.TokenType {
	switch w {
	case "for", "in", "while", "do", "break", "return", "continue", "switch", "case", "default", "if", "else",
		"throw", "try", "catch", "finally", "new", "delete", "typeof", "instanceof", "void", "yield", "this", "of":
		return chroma.Keyword
	case "var", "let", "with", "function":
		return chroma.KeywordDeclaration
	case "async", "await", "class", "const", "debugger", "enum", "export", "extends", "implements", "import",
		"interface", "package", "private", "protected", "public", "static", "super", "from", "as":
		return chroma.KeywordReserved
	case "true", "false", "null", "NaN", "Infinity", "undefined":
		return chroma.KeywordConstant
	case "Array", "Boolean", "Date", "Error", "Function", "Math", "Number", "Object", "RegExp", "String",
		"Promise", "Proxy", "decodeURI", "decodeURIComponent", "encodeURI", "encodeURIComponent", "eval",
		"isFinite", "isNaN", "parseFloat", "parseInt", "document", "window", "JSON", "Symbol", "Map", "Set",
		"Reflect", "globalThis", "console":
		if j.ts && (w == "Promise" || w == "Proxy" || w == "JSON" || w == "Symbol" || w == "Map" || w == "Set" || w == "Reflect" || w == "globalThis" || w == "console") {
			return chroma.NameOther
		}
		if !j.ts && (w == "JSON" || w == "Symbol" || w == "Map" || w == "Set" || w == "Reflect" || w == "globalThis" || w == "console") {
			return chroma.NameOther
		}
		return chroma.NameBuiltin
	}
	if j.ts {
		switch w {
		case "keyof", "asserts", "is", "infer", "satisfies":
			return chroma.Keyword
		case "abstract", "declare", "get", "set", "global", "namespace", "readonly", "require", "type", "using",
			"constructor", "module", "override":
			return chroma.KeywordReserved
		case "string", "boolean", "number", "any", "never", "object", "symbol", "unique", "unknown", "bigint":
			return chroma.KeywordType
		}
	} else {
		switch w {
		case "abstract", "boolean", "byte", "char", "double", "final", "float", "goto", "int", "long", "native",
			"short", "synchronized", "throws", "transient", "using", "volatile":
			return chroma.KeywordReserved
		}
	}
	return chroma.NameOther
}

func jsNumberType(n string) chroma.TokenType {
	if len(n) > 1 && n[0] == '0' {
		switch n[1] | 0x20 {
		case 'x':
			return chroma.LiteralNumberHex
		case 'o':
			return chroma.LiteralNumberOct
		case 'b':
			return chroma.LiteralNumberBin
		}
	}
	if strings.ContainsAny(n, ".eE") {
		return chroma.LiteralNumberFloat
	}
	return chroma.LiteralNumberInteger
}

// regexEnd returns the end of the regular expression literal at i, with
// its flags, or i if there is none on the line.
func regexEnd(src string, i int) int {
	class := false
	for k := i + 1; k < len(src); k++ {
		switch src[k] {
		case '\\':
			k++
		case '[':
			class = true
		case ']':
			class = false
		case '/':
			if class {
				continue
			}
			if k == i+1 {
				return i
			}
			e := k + 1
			for e < len(src) && isLetter(src[e]) {
				e++
			}
			return e
		case '\n':
			return i
		}
	}
	return i
}

// template tokenises a template literal at i, its ${…} as code.
func (j *jsLexer) template(i int) int {
	src, s := j.src, j.s
	s.tok(chroma.LiteralStringBacktick, i, i+1)
	k := i + 1
	for k < len(src) {
		switch src[k] {
		case '`':
			s.tok(chroma.LiteralStringBacktick, k, k+1)
			return k + 1
		case '\\':
			e := min(k+2, len(src))
			s.tok(chroma.LiteralStringBacktick, k, e)
			k = e
		case '$':
			if hasPrefixAt(src, k, "${") {
				s.tok(chroma.LiteralStringInterpol, k, k+2)
				k = j.code(k+2, '}')
				if k < len(src) {
					s.tok(chroma.LiteralStringInterpol, k, k+1)
					k++
				}
				continue
			}
			s.tok(chroma.LiteralStringBacktick, k, k+1)
			k++
		default:
			e := k + 1
			for e < len(src) && src[e] != '`' && src[e] != '\\' && src[e] != '$' {
				e++
			}
			s.tok(chroma.LiteralStringBacktick, k, e)
			k = e
		}
	}
	return k
}

// jsxStart reports whether the < at i opens a JSX element: <Tag, <a.b,
// <> (a fragment), and not a TypeScript type parameter list (<T,>,
// <T extends U>) or a comparison.
func (j *jsLexer) jsxStart(i int) bool {
	src := j.src
	if i+1 >= len(src) {
		return false
	}
	if src[i+1] == '>' {
		return true
	}
	if !isIdentStart(src[i+1]) {
		return false
	}
	e := tagNameEnd(src, i+1)
	k := skipBlank(src, e)
	if k >= len(src) {
		return false
	}
	switch src[k] {
	case '>', '/', '\n':
		if j.ts && src[k] == '>' && k+1 < len(src) && src[k+1] == '(' {
			return false // <T>(x: T) => …
		}
		return true
	case ',':
		return false
	}
	if hasPrefixAt(src, k, "extends ") {
		return false
	}
	return k > e && (isIdentStart(src[k]) || src[k] == '{')
}

// tagNameEnd returns the end of a JSX or HTML tag name: a.b, x:y, my-el.
func tagNameEnd(src string, i int) int {
	for i < len(src) && (isIdent(src[i]) || src[i] == '.' || src[i] == '-' || src[i] == ':' || src[i] == '$') {
		i++
	}
	return i
}

// element tokenises a JSX element at i, children and all, and returns
// its end.
func (j *jsLexer) element(i int) int {
	src, s := j.src, j.s
	name, e, selfClosed := j.openTag(i)
	if e >= len(src) && !selfClosed {
		j.noJSX = true
		return e
	}
	if selfClosed {
		return e
	}
	switch name {
	case "script", "style":
		// A Vue or Svelte component's code, or HTML written as JSX.
		lex := lexCSS
		if name == "script" {
			lex = lexTS
		}
		k := (&markup{s: s, src: src}).raw(e, name, lex)
		if hasPrefixAt(src, k, "</") {
			k = j.closeTag(k)
		}
		return k
	}
	// Children: text, elements, {code}, up to </name>.
	k := e
	for k < len(src) {
		switch src[k] {
		case '<':
			if hasPrefixAt(src, k, "</") {
				ce := tagNameEnd(src, k+2)
				end := j.closeTag(k)
				if src[k+2:ce] == name || name == "" || ce == k+2 {
					return end
				}
				k = end
				continue
			}
			if j.jsxStart(k) {
				k = j.element(k)
				if j.noJSX {
					return k
				}
				continue
			}
			k++
		case '{':
			s.tok(chroma.Punctuation, k, k+1)
			k = j.code(k+1, '}')
			if k < len(src) {
				s.tok(chroma.Punctuation, k, k+1)
				k++
			}
		default:
			k++
		}
	}
	j.noJSX = true
	return k
}

// closeTag tokenises the closing tag </name> at i and returns its end.
func (j *jsLexer) closeTag(i int) int {
	src, s := j.src, j.s
	ce := tagNameEnd(src, i+2)
	end := skipSpace(src, ce)
	if end < len(src) && src[end] == '>' {
		end++
	}
	s.tok(chroma.Punctuation, i, i+2)
	s.tok(chroma.NameTag, i+2, ce)
	s.tok(chroma.Punctuation, skipSpace(src, ce), end)
	return end
}

// openTag tokenises the opening tag at i and returns the tag's name, its
// end and whether it closed itself.
func (j *jsLexer) openTag(i int) (name string, end int, selfClosed bool) {
	src, s := j.src, j.s
	e := tagNameEnd(src, i+1)
	name = src[i+1 : e]
	s.tok(chroma.Punctuation, i, i+1)
	s.tok(chroma.NameTag, i+1, e)
	k := e
	for k < len(src) {
		c := src[k]
		switch {
		case c == '>':
			s.tok(chroma.Punctuation, k, k+1)
			return name, k + 1, false
		case c == '/' && hasPrefixAt(src, k, "/>"):
			s.tok(chroma.Punctuation, k, k+2)
			return name, k + 2, true
		case c == '/' && (hasPrefixAt(src, k, "//") || hasPrefixAt(src, k, "/*")):
			ce := lineEnd(src, k)
			tt := chroma.CommentSingle
			if src[k+1] == '*' {
				ce = blockCommentEnd(src, k+2, "*/")
				tt = chroma.CommentMultiline
			}
			s.tok(tt, k, ce)
			k = ce
		case c == '{':
			s.tok(chroma.Punctuation, k, k+1)
			k = j.code(k+1, '}')
			if k < len(src) {
				s.tok(chroma.Punctuation, k, k+1)
				k++
			}
		case c == '"' || c == '\'':
			ce := strings.IndexByte(src[k+1:], c)
			if ce < 0 {
				ce = len(src)
			} else {
				ce += k + 2
			}
			s.tok(chroma.LiteralString, k, ce)
			k = ce
		case c == '=':
			s.tok(chroma.Operator, k, k+1)
			k++
		case isIdentStart(c):
			ce := tagNameEnd(src, k)
			s.tok(chroma.NameAttribute, k, ce)
			k = ce
		case c == '<':
			// Not a tag after all (a < b in a JSX-like spot): stop here.
			return name, k, true
		default:
			k++
		}
	}
	return name, k, false
}
