package codeblock

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// lexRuby tokenises Ruby: comments and =begin blocks, strings with their
// #{…} code, %w[] and friends, symbols and hash keys, regular expressions
// where an expression may start, heredocs (<<~EOS too), instance, class
// and global variables, constants, keywords and the common builtins, and
// the names after def, class and module.
func lexRuby(s *scanner) {
	r := rbLexer{s: s, src: s.src}
	i := s.pos
	if hasPrefixAt(r.src, i, "#!") {
		e := lineEnd(r.src, i)
		s.tok(chroma.CommentHashbang, i, e)
		i = e
	}
	r.code(i, false)
}

type rbLexer struct {
	s        *scanner
	src      string
	heredocs []heredoc
}

// code tokenises code from i; inInterp stops at the '}' that closes a
// #{…}, outside any brace opened here, and returns its index.
func (r *rbLexer) code(i int, inInterp bool) int {
	src, s := r.src, r.s
	depth := 0
	exprStart := true // a regular expression may start here
	const (
		none = iota
		defName
		className
		moduleName
	)
	after := none
	for i < len(src) {
		c := src[i]
		switch {
		case c == '}' && inInterp && depth == 0:
			return i
		case c == '\n':
			i++
			if len(r.heredocs) > 0 {
				i = r.heredocBodies(i)
			}
			if hasPrefixAt(src, i, "=begin") && (i+6 == len(src) || src[i+6] == ' ' || src[i+6] == '\n') {
				e := i
				for {
					e = lineEnd(src, e)
					if e >= len(src) {
						break
					}
					e++
					if hasPrefixAt(src, e, "=end") {
						e = lineEnd(src, e)
						break
					}
				}
				s.tok(chroma.CommentMultiline, i, e)
				i = e
			}
			exprStart = true
		case isBlank(c):
			i++
		case c == '#':
			e := lineEnd(src, i)
			s.tok(chroma.CommentSingle, i, e)
			i = e
		case c == '"' || c == '`':
			tt := chroma.LiteralStringDouble
			if c == '`' {
				tt = chroma.LiteralStringBacktick
			}
			if j := prevNonBlank(src, i); c == '"' && j >= 0 && src[j] == ':' && j == i-1 {
				tt = chroma.LiteralStringSymbol
			}
			i = r.interpolated(i, c, c, tt)
			exprStart = false
		case c == '\'':
			e := quotedEnd(src, i, '\'', true)
			tt := chroma.LiteralStringSingle
			if i > 0 && src[i-1] == ':' {
				tt = chroma.LiteralStringSymbol
			}
			s.tok(tt, i, e)
			i = e
			exprStart = false
		case c == ':' && i+1 < len(src) && src[i+1] == ':':
			s.tok(chroma.Operator, i, i+2)
			i += 2
			exprStart = false
		case c == ':' && i+1 < len(src) && (isIdentStart(src[i+1]) || src[i+1] == '@' || src[i+1] == '"' || src[i+1] == '\'') && (i == 0 || !isIdent(src[i-1])):
			if src[i+1] == '"' || src[i+1] == '\'' {
				s.tok(chroma.LiteralStringSymbol, i, i+1)
				i++
				continue
			}
			e := i + 1
			for e < len(src) && src[e] == '@' {
				e++
			}
			e = identEnd(src, e)
			if e < len(src) && (src[e] == '?' || src[e] == '!' || src[e] == '=') && !hasPrefixAt(src, e, "==") && !hasPrefixAt(src, e, "=>") {
				e++
			}
			s.tok(chroma.LiteralStringSymbol, i, e)
			i = e
			exprStart = false
		case c == '%' && exprStart && i+1 < len(src):
			if e := r.percent(i); e > i {
				i = e
				exprStart = false
				continue
			}
			s.tok(chroma.Operator, i, i+1)
			i++
		case c == '/' && (exprStart || r.regexArg(i)):
			if e := rbRegexEnd(src, i); e > i {
				r.interpolatedRange(i, e, chroma.LiteralStringRegex)
				i = e
				exprStart = false
				continue
			}
			s.tok(chroma.Operator, i, i+1)
			i++
		case c == '<' && hasPrefixAt(src, i, "<<") && i+2 < len(src) && (src[i+2] == '~' || src[i+2] == '-' || isUpperByte(src[i+2]) || (src[i+2] == '\'' || src[i+2] == '"') && (exprStart || i > 0 && isBlank(src[i-1]))):
			if e := r.heredocStart(i); e > i {
				i = e
				exprStart = false
				continue
			}
			s.tok(chroma.Operator, i, i+2)
			i += 2
		case isDigit(c):
			e := numberEnd(src, i)
			s.tok(pyNumberType(src[i:e]), i, e)
			i = e
			exprStart = false
		case c == '@':
			e := i + 1
			tt := chroma.NameVariableInstance
			if e < len(src) && src[e] == '@' {
				e++
				tt = chroma.NameVariableClass
			}
			e = identEnd(src, e)
			s.tok(tt, i, e)
			i = e
			exprStart = false
		case c == '$' && i+1 < len(src) && (isIdent(src[i+1]) || strings.IndexByte("!@&`'+~=/\\,;.<>_*$?:\"^-", src[i+1]) >= 0):
			e := i + 2
			if isIdent(src[i+1]) {
				e = identEnd(src, i+1)
			}
			s.tok(chroma.NameVariableGlobal, i, e)
			i = e
			exprStart = false
		case isIdentStart(c):
			e := identEnd(src, i)
			if e < len(src) && (src[e] == '?' || src[e] == '!') && !hasPrefixAt(src, e, "!=") && !hasPrefixAt(src, e, "?:") {
				e++
			}
			w := src[i:e]
			j := prevNonBlank(src, i)
			dotted := j >= 0 && src[j] == '.' && !hasPrefixAt(src, j-1, "..")
			// A hash key or keyword argument: name: value.
			if e < len(src) && src[e] == ':' && !hasPrefixAt(src, e, "::") && (e+1 == len(src) || src[e+1] != ':') && !dotted && after == none && w[len(w)-1] != '?' {
				s.tok(chroma.LiteralStringSymbol, i, e)
				s.tok(chroma.Punctuation, e, e+1)
				i = e + 1
				exprStart = true
				continue
			}
			var tt chroma.TokenType
			switch {
			case after == defName:
				tt = chroma.NameFunction
				if w == "self" && hasPrefixAt(src, e, ".") {
					tt = chroma.NameClass
				} else {
					after = none
				}
			case after == className:
				tt = chroma.NameClass
				if hasPrefixAt(src, e, "::") {
					tt = chroma.NameNamespace
				} else {
					after = none
				}
			case after == moduleName:
				tt = chroma.NameNamespace
				if !hasPrefixAt(src, e, "::") {
					after = none
				}
			case dotted:
				tt = chroma.Name
			default:
				tt = rbWordType(w)
			}
			if tt != chroma.Name {
				s.tok(tt, i, e)
			}
			switch w {
			case "def":
				after = defName
			case "class":
				if !dotted {
					after = className
				}
			case "module":
				if !dotted {
					after = moduleName
				}
			}
			exprStart = tt == chroma.Keyword || tt == chroma.OperatorWord || tt == chroma.NameBuiltin && !dotted && e < len(src) && src[e] == ' '
			if tt == chroma.Name || tt == chroma.NameConstant || tt == chroma.KeywordPseudo && (w == "true" || w == "false" || w == "nil") {
				exprStart = false
			}
			i = e
		default:
			switch c {
			case '{':
				depth++
			case '}':
				depth--
			}
			if after == defName && c == '.' {
				s.tok(chroma.Operator, i, i+1)
				i++
				continue
			}
			if after != none && c != ':' {
				after = none
			}
			if strings.IndexByte("+-*/%=<>&|!^~.?", c) >= 0 {
				e := i + 1
				for e < len(src) && e-i < 3 && strings.IndexByte("+-*/%=<>&|!^~.", src[e]) >= 0 {
					e++
				}
				s.tok(chroma.Operator, i, e)
				i = e
				exprStart = src[e-1] != '.' || e-i > 1
				continue
			}
			exprStart = c == '(' || c == ',' || c == '[' || c == '{' || c == ';' || c == '|'
			i++
		}
	}
	return i
}

func isUpperByte(c byte) bool { return c >= 'A' && c <= 'Z' }

// regexArg reports whether the / at i starts a regular expression passed
// without parentheses: "split /,\s*/", with a space before and none after.
func (r *rbLexer) regexArg(i int) bool {
	src := r.src
	return i > 0 && isBlank(src[i-1]) && i+1 < len(src) && !isBlank(src[i+1]) && src[i+1] != '=' && src[i+1] != '\n'
}

// rbRegexEnd returns the end of the /regex/flags at i, or i.
func rbRegexEnd(src string, i int) int {
	for k := i + 1; k < len(src); k++ {
		switch src[k] {
		case '\\':
			k++
		case '/':
			e := k + 1
			for e < len(src) && strings.IndexByte("mixounse", src[e]) >= 0 {
				e++
			}
			return e
		case '\n':
			return i
		}
	}
	return i
}

// interpolated tokenises a string at i that closes with close (open for
// nesting), with escapes and #{…} code.
func (r *rbLexer) interpolated(i int, open, close byte, tt chroma.TokenType) int {
	src, s := r.src, r.s
	s.tok(tt, i, i+1)
	depth := 0
	k := i + 1
	for k < len(src) {
		c := src[k]
		switch {
		case c == close && depth == 0:
			s.tok(tt, k, k+1)
			return k + 1
		case c == close:
			depth--
		case c == open && open != close:
			depth++
		case c == '\\' && k+1 < len(src):
			e := k + 2
			for e < len(src) && src[e]&0xC0 == 0x80 {
				e++
			}
			s.tok(chroma.LiteralStringEscape, k, e)
			k = e
			continue
		case c == '#' && k+1 < len(src) && src[k+1] == '{':
			k = r.interp(k)
			continue
		default:
			// A run of plain characters.
			e := k + 1
			for e < len(src) && src[e] != close && src[e] != open && src[e] != '\\' && src[e] != '#' {
				e++
			}
			s.tok(tt, k, e)
			k = e
			continue
		}
		s.tok(tt, k, k+1)
		k++
	}
	return k
}

// interp tokenises #{…} at i.
func (r *rbLexer) interp(i int) int {
	s := r.s
	s.tok(chroma.LiteralStringInterpol, i, i+2)
	e := r.code(i+2, true)
	if e < len(r.src) {
		s.tok(chroma.LiteralStringInterpol, e, e+1)
		e++
	}
	return e
}

// interpolatedRange tokenises src[i:e] as a string of type tt with #{…}.
func (r *rbLexer) interpolatedRange(i, e int, tt chroma.TokenType) {
	for k := i; k < e; {
		j := strings.Index(r.src[k:e], "#{")
		if j < 0 {
			r.s.tok(tt, k, e)
			return
		}
		r.s.tok(tt, k, k+j)
		inner := rbLexer{s: r.s, src: r.src[:e]}
		k = inner.interp(k + j)
	}
}

// percent tokenises a %-literal at i: %w[a b], %i(x), %q{…}, %Q(…),
// %(…), %r{…}; it returns i if there is none.
func (r *rbLexer) percent(i int) int {
	src, s := r.src, r.s
	k := i + 1
	kind := byte('Q')
	if isLetter(src[k]) {
		kind = src[k]
		k++
	}
	if k >= len(src) || strings.IndexByte("([{<|!/", src[k]) < 0 {
		return i
	}
	switch kind {
	case 'w', 'W', 'i', 'I', 'q', 'Q', 'r', 's', 'x':
	default:
		return i
	}
	open := src[k]
	close := open
	switch open {
	case '(':
		close = ')'
	case '[':
		close = ']'
	case '{':
		close = '}'
	case '<':
		close = '>'
	}
	tt := chroma.LiteralStringOther
	if kind == 'r' {
		tt = chroma.LiteralStringRegex
	}
	if kind == 'w' || kind == 'i' || kind == 'q' || kind == 's' {
		// No interpolation: find the matching close.
		depth := 0
		e := k + 1
		for e < len(src) {
			if src[e] == '\\' {
				e += 2
				continue
			}
			if src[e] == close && depth == 0 {
				e++
				break
			}
			if src[e] == close {
				depth--
			} else if src[e] == open && open != close {
				depth++
			}
			e++
		}
		s.tok(tt, i, min(e, len(src)))
		return min(e, len(src))
	}
	s.tok(tt, i, k)
	e := r.interpolated(k, open, close, tt)
	if kind == 'r' {
		for e < len(src) && strings.IndexByte("mixounse", src[e]) >= 0 {
			e++
		}
		s.tok(tt, s.pos, e)
	}
	return e
}

// heredocStart tokenises <<~ID, <<-ID, <<ID, <<~'ID' at i and queues the
// heredoc for the next line; it returns i if there is none.
func (r *rbLexer) heredocStart(i int) int {
	src := r.src
	k := i + 2
	h := heredoc{interp: true}
	if k < len(src) && (src[k] == '~' || src[k] == '-') {
		h.tabs = true // the delimiter may be indented
		k++
	}
	var delim string
	if k < len(src) && (src[k] == '\'' || src[k] == '"' || src[k] == '`') {
		q := src[k]
		e := strings.IndexByte(src[k+1:], q)
		if e <= 0 || strings.Contains(src[k+1:k+1+e], "\n") {
			return i
		}
		delim = src[k+1 : k+1+e]
		h.interp = q != '\''
		k += e + 2
	} else {
		if k >= len(src) || !(isUpperByte(src[k]) || src[k] == '_') {
			return i
		}
		e := identEnd(src, k)
		delim = src[k:e]
		k = e
	}
	h.delim = delim
	r.heredocs = append(r.heredocs, h)
	r.s.tok(chroma.LiteralStringHeredoc, i, k)
	return k
}

// heredocBodies tokenises the queued heredocs' bodies, starting at i.
func (r *rbLexer) heredocBodies(i int) int {
	src, s := r.src, r.s
	hs := r.heredocs
	r.heredocs = nil
	for _, h := range hs {
		for i < len(src) {
			e := lineEnd(src, i)
			line := src[i:e]
			if h.tabs {
				line = strings.TrimLeft(line, " \t")
			}
			if line == h.delim {
				s.tok(chroma.LiteralStringHeredoc, i, e)
				i = min(e+1, len(src))
				break
			}
			if h.interp {
				r.interpolatedRange(i, e, chroma.LiteralStringHeredoc)
			} else {
				s.tok(chroma.LiteralStringHeredoc, i, e)
			}
			i = e
			if i < len(src) {
				s.tok(chroma.LiteralStringHeredoc, i, i+1)
				i++
			}
		}
	}
	return i
}

func rbWordType(w string) chroma.TokenType {
	switch w {
	case "defined?", "return", "ensure", "rescue", "unless", "undef", "until", "break", "begin", "elsif", "super",
		"alias", "while", "retry", "BEGIN", "raise", "yield", "redo", "next", "case", "when", "then", "else",
		"end", "for", "END", "do", "if", "in", "module", "def", "class":
		return chroma.Keyword
	case "module_function", "attr_accessor", "attr_reader", "attr_writer", "initialize", "protected",
		"include", "private", "extend", "public", "false", "catch", "throw", "attr", "loop", "true", "new",
		"nil", "prepend", "private_constant", "using", "refine":
		return chroma.KeywordPseudo
	case "not", "and", "or":
		return chroma.OperatorWord
	case "__FILE__", "__LINE__", "__dir__", "__ENCODING__", "__method__":
		return chroma.NameBuiltinPseudo
	case "self":
		return chroma.NameBuiltin
	case "block_given?", "respond_to?", "is_a?", "kind_of?", "instance_of?", "nil?", "frozen?", "equal?",
		"eql?", "include?", "const_defined?", "method_defined?", "chomp!", "chop!", "exit!", "gsub!", "sub!",
		"Array", "Float", "Integer", "String", "__id__", "__send__", "abort", "ancestors", "at_exit", "autoload",
		"binding", "callcc", "caller", "chomp", "chop", "class_eval", "class_variables", "clone", "const_get",
		"const_missing", "const_set", "constants", "display", "dup", "eval", "exec", "exit", "fail", "fork",
		"format", "freeze", "getc", "gets", "global_variables", "gsub", "hash", "id", "inspect",
		"instance_eval", "instance_variable_get", "instance_variable_set", "instance_variables", "lambda",
		"load", "local_variables", "method", "method_missing", "methods", "module_eval", "name", "object_id",
		"open", "p", "pp", "print", "printf", "proc", "putc", "puts", "rand", "readline", "readlines",
		"require", "require_relative", "scan", "select", "send", "sleep", "split", "sprintf", "srand", "sub",
		"syscall", "system", "taint", "test", "to_a", "to_s", "trap", "warn":
		return chroma.NameBuiltin
	}
	if len(w) > 1 && isUpperByte(w[0]) {
		return chroma.NameConstant
	}
	return chroma.Name
}
