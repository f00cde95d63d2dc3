package codeblock

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// lexPython tokenises Python: strings with their prefixes, escapes and
// f-string fields (whose expressions are code), docstrings, decorators,
// keywords, builtins, the names after def, class and import, numbers.
func lexPython(s *scanner) {
	p := pyLexer{s: s, src: s.src}
	i := s.pos
	if hasPrefixAt(p.src, i, "#!") {
		e := lineEnd(p.src, i)
		s.tok(chroma.CommentHashbang, i, e)
		i = e
	}
	p.code(i, false)
}

type pyLexer struct {
	s   *scanner
	src string
}

// code tokenises code from i. In an f-string's field (inField) it stops
// at the '}', ':' or '!' that ends the field's expression, outside any
// bracket, and returns its index.
func (p *pyLexer) code(i int, inField bool) int {
	src, s := p.src, p.s
	depth := 0
	// after is what the last keyword asks of the names that follow.
	const (
		none = iota
		funcName
		className
		importNames // import a.b as c, d
		fromNames   // from a.b import
	)
	after := none
	for i < len(src) {
		c := src[i]
		switch {
		case c == '\n':
			if after == importNames || after == fromNames {
				after = none
			}
			i++
		case isBlank(c):
			i++
		case c == '\\' && i+1 < len(src) && src[i+1] == '\n':
			i += 2
		case c == '#' && !inField:
			e := lineEnd(src, i)
			s.tok(chroma.CommentSingle, i, e)
			i = e
		case c == '"' || c == '\'':
			i = p.str(i, i)
		case isDigit(c) || c == '.' && i+1 < len(src) && isDigit(src[i+1]):
			e := numberEnd(src, i)
			s.tok(pyNumberType(src[i:e]), i, e)
			i = e
		case isIdentStart(c):
			e := identEnd(src, i)
			w := src[i:e]
			if e < len(src) && (src[e] == '"' || src[e] == '\'') && isStringPrefix(w) {
				i = p.str(i, e)
				continue
			}
			switch after {
			case funcName:
				tt := chroma.NameFunction
				if isMagicFunc(w) {
					tt = chroma.NameFunctionMagic
				}
				s.tok(tt, i, e)
				after = none
				i = e
				continue
			case className:
				s.tok(chroma.NameClass, i, e)
				after = none
				i = e
				continue
			case importNames, fromNames:
				switch {
				case w == "as" && after == importNames:
					s.tok(chroma.Keyword, i, e)
				case w == "import" && after == fromNames:
					s.tok(chroma.KeywordNamespace, i, e)
					after = none
				default:
					s.tok(chroma.NameNamespace, i, e)
				}
				i = e
				continue
			}
			j := prevNonBlank(src, i)
			tt := pyWordType(w, j >= 0 && src[j] == '.')
			if (w == "match" || w == "case") && !p.softKeyword(i, e) {
				tt = chroma.Name
			}
			if tt == chroma.Name && isDunder(w) {
				switch {
				case isMagicVar(w):
					tt = chroma.NameVariableMagic
				case isMagicFunc(w):
					tt = chroma.NameFunctionMagic
				}
			}
			if tt != chroma.Name {
				s.tok(tt, i, e)
			}
			switch w {
			case "def":
				after = funcName
			case "class":
				after = className
			case "import":
				if !inField && tt == chroma.KeywordNamespace {
					after = importNames
				}
			case "from":
				if !inField && tt == chroma.KeywordNamespace && p.atStatementStart(i) {
					after = fromNames
				}
			}
			i = e
		case c == '@' && p.atStatementStart(i) && i+1 < len(src) && isIdentStart(src[i+1]):
			// A decorator: @name, @a.b.c
			e := identEnd(src, i+1)
			for e+1 < len(src) && src[e] == '.' && isIdentStart(src[e+1]) {
				e = identEnd(src, e+1)
			}
			s.tok(chroma.NameDecorator, i, e)
			i = e
		default:
			if inField && depth == 0 {
				switch {
				case c == '}', c == ':':
					return i
				case c == '!' && i+1 < len(src) && src[i+1] != '=':
					return i
				}
			}
			switch c {
			case '(', '[', '{':
				depth++
				i++
				continue
			case ')', ']', '}':
				depth--
				i++
				continue
			}
			if after == importNames && c == '.' || after == fromNames && c == '.' {
				s.tok(chroma.NameNamespace, i, i+1)
				i++
				continue
			}
			if after == funcName || after == className {
				after = none
			}
			if isPyOperator(c) {
				e := i + 1
				for e < len(src) && isPyOperator(src[e]) && e-i < 3 {
					e++
				}
				s.tok(chroma.Operator, i, e)
				i = e
				continue
			}
			i++
		}
	}
	return i
}

// atStatementStart reports whether only indentation comes before i on
// its line.
func (p *pyLexer) atStatementStart(i int) bool {
	j := prevNonBlank(p.src, i)
	return j < 0 || p.src[j] == '\n'
}

// softKeyword reports whether match or case at [i,e) starts a statement
// ("match command:", "case [x, y]:") rather than naming something
// ("match = re.match(…)"): the statement's line ends with a colon.
func (p *pyLexer) softKeyword(i, e int) bool {
	if !p.atStatementStart(i) || e >= len(p.src) || !isBlank(p.src[e]) && p.src[e] != '(' && p.src[e] != '[' {
		return false
	}
	line := p.src[e:lineEnd(p.src, e)]
	if k := strings.LastIndexByte(line, '#'); k >= 0 {
		line = line[:k]
	}
	line = strings.TrimRight(line, " \t")
	return strings.HasSuffix(line, ":")
}

// str tokenises a string literal whose prefix starts at start and whose
// quote is at q; it returns the end of the literal.
func (p *pyLexer) str(start, q int) int {
	src, s := p.src, p.s
	raw, f := false, false
	for _, c := range []byte(src[start:q]) {
		switch c | 0x20 {
		case 'r':
			raw = true
		case 'f', 't':
			f = true
		}
	}
	quote := src[q]
	triple := hasPrefixAt(src, q, string([]byte{quote, quote, quote}))
	tt := chroma.LiteralStringDouble
	if quote == '\'' {
		tt = chroma.LiteralStringSingle
	}
	if triple && p.atStatementStart(start) && !f {
		tt = chroma.LiteralStringDoc
	}
	s.tok(chroma.LiteralStringAffix, start, q)
	i := q + 1
	if triple {
		i = q + 3
	}
	s.tok(tt, q, i)
	for i < len(src) {
		c := src[i]
		switch {
		case c == quote && (!triple || hasPrefixAt(src, i, src[q:q+3])):
			e := i + 1
			if triple {
				e = i + 3
			}
			s.tok(tt, i, e)
			return e
		case c == '\n' && !triple:
			// An unterminated string ends with its line.
			s.tok(tt, i, i)
			return i
		case c == '\\' && i+1 < len(src):
			e := i + 2
			if raw {
				s.tok(tt, i, e)
			} else {
				e = pyEscapeEnd(src, i)
				s.tok(chroma.LiteralStringEscape, i, e)
			}
			i = e
		case f && (c == '{' || c == '}') && i+1 < len(src) && src[i+1] == c:
			s.tok(chroma.LiteralStringEscape, i, i+2)
			i += 2
		case f && c == '{':
			i = p.field(i, tt)
		default:
			// A run of plain characters.
			e := i + 1
			for e < len(src) && src[e] != quote && src[e] != '\\' && src[e] != '\n' && !(f && (src[e] == '{' || src[e] == '}')) {
				e++
			}
			s.tok(tt, i, e)
			i = e
		}
	}
	return i
}

// field tokenises an f-string's replacement field {expr!r:spec} at i.
func (p *pyLexer) field(i int, tt chroma.TokenType) int {
	src, s := p.src, p.s
	s.tok(chroma.LiteralStringInterpol, i, i+1)
	i = p.code(i+1, true)
	if i < len(src) && src[i] == '!' {
		e := min(i+2, len(src))
		s.tok(chroma.LiteralStringInterpol, i, e)
		i = e
	}
	if i < len(src) && src[i] == ':' {
		s.tok(chroma.LiteralStringInterpol, i, i+1)
		i++
		for i < len(src) && src[i] != '}' && src[i] != '\n' {
			if src[i] == '{' {
				i = p.field(i, tt)
				continue
			}
			s.tok(tt, i, i+1)
			i++
		}
	}
	if i < len(src) && src[i] == '}' {
		s.tok(chroma.LiteralStringInterpol, i, i+1)
		i++
	}
	return i
}

// pyEscapeEnd returns the end of the escape sequence at i.
func pyEscapeEnd(src string, i int) int {
	e := i + 2
	switch src[i+1] {
	case 'x':
		e = hexEnd(src, e, 2)
	case 'u':
		e = hexEnd(src, e, 4)
	case 'U':
		e = hexEnd(src, e, 8)
	case 'N':
		if e < len(src) && src[e] == '{' {
			for e < len(src) && src[e] != '}' && src[e] != '\n' {
				e++
			}
			if e < len(src) && src[e] == '}' {
				e++
			}
		}
	case '0', '1', '2', '3', '4', '5', '6', '7':
		for e < len(src) && e < i+4 && src[e] >= '0' && src[e] <= '7' {
			e++
		}
	}
	if src[i+1] >= 0x80 {
		// Keep a multi-byte character whole.
		for e < len(src) && src[e]&0xC0 == 0x80 {
			e++
		}
	}
	return e
}

// hexEnd returns the end of up to n hex digits at i.
func hexEnd(src string, i, n int) int {
	for n > 0 && i < len(src) && isHex(src[i]) {
		i++
		n--
	}
	return i
}

func isStringPrefix(w string) bool {
	if len(w) > 2 {
		return false
	}
	switch len(w) {
	case 1:
		switch w[0] | 0x20 {
		case 'r', 'u', 'b', 'f', 't':
			return true
		}
	case 2:
		a, b := w[0]|0x20, w[1]|0x20
		return (a == 'r' && (b == 'b' || b == 'f' || b == 't')) || (b == 'r' && (a == 'b' || a == 'f' || a == 't'))
	}
	return false
}

func isPyOperator(c byte) bool {
	switch c {
	case '-', '~', '+', '/', '*', '%', '=', '<', '>', '&', '^', '|', '.', '!', '@':
		return true
	}
	return false
}

func isDunder(w string) bool {
	return len(w) > 4 && w[:2] == "__" && w[len(w)-2:] == "__"
}

// isMagicFunc reports whether w is one of the special methods of the
// data model.
func isMagicFunc(w string) bool {
	switch w {
	case "__instancecheck__", "__subclasscheck__", "__getattribute__", "__length_hint__", "__rfloordiv__",
		"__ifloordiv__", "__itruediv__", "__contains__", "__floordiv__", "__rtruediv__", "__reversed__",
		"__setitem__", "__complex__", "__rdivmod__", "__delattr__", "__rmatmul__", "__ilshift__", "__prepare__",
		"__delitem__", "__rrshift__", "__imatmul__", "__rlshift__", "__setattr__", "__truediv__", "__getitem__",
		"__missing__", "__getattr__", "__irshift__", "__rshift__", "__format__", "__invert__", "__matmul__",
		"__divmod__", "__delete__", "__aenter__", "__lshift__", "__await__", "__bytes__", "__anext__",
		"__aiter__", "__aexit__", "__round__", "__float__", "__enter__", "__index__", "__iadd__", "__ipow__",
		"__rpow__", "__iter__", "__init__", "__ixor__", "__rmul__", "__rmod__", "__imul__", "__imod__",
		"__iand__", "__hash__", "__rsub__", "__exit__", "__rxor__", "__bool__", "__call__", "__rand__",
		"__next__", "__radd__", "__isub__", "__repr__", "__set__", "__add__", "__new__", "__neg__", "__xor__",
		"__and__", "__mul__", "__mod__", "__sub__", "__len__", "__str__", "__ror__", "__ior__", "__pos__",
		"__del__", "__get__", "__dir__", "__abs__", "__int__", "__pow__", "__eq__", "__gt__", "__le__",
		"__lt__", "__ne__", "__or__", "__ge__", "__post_init__", "__init_subclass__", "__class_getitem__",
		"__set_name__":
		return true
	}
	return false
}

func isMagicVar(w string) bool {
	switch w {
	case "__annotations__", "__kwdefaults__", "__qualname__", "__objclass__", "__defaults__", "__closure__",
		"__globals__", "__weakref__", "__module__", "__class__", "__bases__", "__slots__", "__file__", "__code__",
		"__name__", "__func__", "__dict__", "__self__", "__mro__", "__doc__":
		return true
	}
	return false
}

func pyNumberType(n string) chroma.TokenType {
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
	for i := 0; i < len(n); i++ {
		if n[i] == '.' || n[i]|0x20 == 'e' || n[i]|0x20 == 'j' {
			return chroma.LiteralNumberFloat
		}
	}
	return chroma.LiteralNumberInteger
}

// pyWordType returns the token type of a word in code; dotted says it
// follows a '.', where builtins are attributes like any other.
func pyWordType(w string, dotted bool) chroma.TokenType {
	switch w {
	case "and", "or", "not", "in", "is":
		return chroma.OperatorWord
	case "nonlocal", "continue", "finally", "except", "lambda", "assert", "global", "return", "raise", "yield",
		"while", "break", "await", "async", "pass", "else", "elif", "with", "try", "for", "del", "as", "if",
		"match", "case", "def", "class":
		return chroma.Keyword
	case "from", "import":
		return chroma.KeywordNamespace
	case "True", "False", "None":
		return chroma.KeywordConstant
	}
	if dotted {
		return chroma.Name
	}
	switch w {
	case "staticmethod", "classmethod", "memoryview", "__import__", "issubclass", "isinstance", "frozenset",
		"bytearray", "enumerate", "reversed", "property", "compile", "complex", "delattr", "hasattr", "setattr",
		"globals", "getattr", "divmod", "filter", "locals", "format", "object", "sorted", "slice", "print", "bytes",
		"range", "input", "tuple", "round", "super", "float", "eval", "list", "dict", "repr", "type", "vars",
		"hash", "next", "bool", "open", "iter", "oct", "pow", "min", "zip", "max", "map", "bin", "len", "set",
		"any", "dir", "all", "abs", "str", "sum", "chr", "int", "hex", "ord", "id", "exec", "callable", "ascii",
		"breakpoint", "aiter", "anext", "help":
		return chroma.NameBuiltin
	case "self", "cls", "Ellipsis", "NotImplemented":
		return chroma.NameBuiltinPseudo
	case "BaseException", "Exception", "ArithmeticError", "AssertionError", "AttributeError", "BlockingIOError",
		"BrokenPipeError", "BufferError", "BytesWarning", "ChildProcessError", "ConnectionAbortedError",
		"ConnectionError", "ConnectionRefusedError", "ConnectionResetError", "DeprecationWarning", "EOFError",
		"EnvironmentError", "FileExistsError", "FileNotFoundError", "FloatingPointError", "FutureWarning",
		"GeneratorExit", "IOError", "ImportError", "ImportWarning", "IndentationError", "IndexError",
		"InterruptedError", "IsADirectoryError", "KeyError", "KeyboardInterrupt", "LookupError", "MemoryError",
		"ModuleNotFoundError", "NameError", "NotADirectoryError", "NotImplementedError", "OSError",
		"OverflowError", "PendingDeprecationWarning", "PermissionError", "ProcessLookupError", "RecursionError",
		"ReferenceError", "ResourceWarning", "RuntimeError", "RuntimeWarning", "StopAsyncIteration",
		"StopIteration", "SyntaxError", "SyntaxWarning", "SystemError", "SystemExit", "TabError", "TimeoutError",
		"TypeError", "UnboundLocalError", "UnicodeDecodeError", "UnicodeEncodeError", "UnicodeError",
		"UnicodeTranslateError", "UnicodeWarning", "UserWarning", "ValueError", "Warning", "ZeroDivisionError":
		return chroma.NameException
	}
	return chroma.Name
}
