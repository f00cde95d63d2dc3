package codeblock

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// lexShell tokenises POSIX shell and bash: comments, keywords and
// builtins where a command starts, assignments, strings with the
// variables and command substitutions in them, heredocs, escapes and
// line continuations, and the operators that join commands.
func lexShell(s *scanner) {
	sh := shLexer{s: s, src: s.src}
	i := s.pos
	if hasPrefixAt(sh.src, i, "#!") {
		e := lineEnd(sh.src, i)
		s.tok(chroma.CommentHashbang, i, e)
		i = e
	}
	sh.commands(i, 0)
}

type shLexer struct {
	s   *scanner
	src string
	// heredocs waiting for the end of the line to start.
	heredocs []heredoc
}

type heredoc struct {
	delim  string
	tabs   bool // <<- strips leading tabs, so the delimiter may be indented
	interp bool // unquoted delimiter: $VAR is expanded in the body
}

// commands tokenises commands from i until the byte close (')' of $(…),
// '`' of `…`, '}' of ${…}) at depth 0, or the end; it returns the index
// of close or the end.
func (sh *shLexer) commands(i int, close byte) int {
	src, s := sh.src, sh.s
	cmd := true // the next word starts a command
	depth := 0
	for i < len(src) {
		c := src[i]
		switch {
		case c == close && depth == 0 && close != 0:
			return i
		case c == '\n':
			i++
			if len(sh.heredocs) > 0 {
				i = sh.heredocBodies(i)
			}
			cmd = true
		case isBlank(c):
			i++
		case c == '#' && (i == 0 || isBlank(src[i-1]) || src[i-1] == '\n' || src[i-1] == ';' || src[i-1] == '(' || src[i-1] == '&' || src[i-1] == '|'):
			e := lineEnd(src, i)
			s.tok(chroma.CommentSingle, i, e)
			i = e
		case c == '\\' && i+1 < len(src):
			e := i + 2
			if src[i+1] >= 0x80 {
				for e < len(src) && src[e]&0xC0 == 0x80 {
					e++
				}
			}
			s.tok(chroma.LiteralStringEscape, i, e)
			i = e
		case c == '"':
			i = sh.double(i)
			cmd = false
		case c == '\'':
			// A quote that is never closed is an apostrophe in prose
			// (a prompt's question, a message), not a string.
			e := strings.IndexByte(src[i+1:], '\'')
			if e < 0 {
				i++
				continue
			}
			e += i + 2
			s.tok(chroma.LiteralStringSingle, i, e)
			i = e
			cmd = false
		case c == '`':
			s.tok(chroma.LiteralStringBacktick, i, i+1)
			i = sh.commands(i+1, '`')
			if i < len(src) {
				s.tok(chroma.LiteralStringBacktick, i, i+1)
				i++
			}
			cmd = false
		case c == '$':
			i = sh.dollar(i)
			cmd = false
		case c == '&' && i > 0 && (src[i-1] == '>' || src[i-1] == '<'):
			// 2>&1
			i++
		case c == ';' || c == '&' || c == '|':
			e := i + 1
			if e < len(src) && (src[e] == c || c == '|' && src[e] == '&') {
				e++
			}
			if c == '&' && e < len(src) && src[e] == '>' {
				// &> file
				i = e + 1
				continue
			}
			if src[i:e] == "&&" || src[i:e] == "||" {
				s.tok(chroma.Operator, i, e)
			} else {
				s.tok(chroma.Punctuation, i, e)
			}
			i = e
			cmd = true
		case c == '(' || c == ')' || c == '{' || c == '}' || c == '[' || c == ']':
			if c == '(' || c == '{' {
				depth++
			} else if c == ')' || c == '}' {
				depth--
			}
			s.tok(chroma.Operator, i, i+1)
			i++
			cmd = c == '(' || c == '{'
		case c == '<' && hasPrefixAt(src, i, "<<") && !hasPrefixAt(src, i, "<<<"):
			i = sh.heredocStart(i)
		case c == '<' && hasPrefixAt(src, i, "<<<"):
			s.tok(chroma.Operator, i, i+3)
			i += 3
		case c == '=':
			s.tok(chroma.Operator, i, i+1)
			i++
		default:
			e := wordEnd(src, i)
			if e == i {
				i++
				continue
			}
			w := src[i:e]
			switch {
			case isAssignment(w):
				// NAME=value: a variable where a command starts, after
				// export and friends, and in arguments (-e KEY=value).
				k := strings.IndexByte(w, '=')
				s.tok(chroma.NameVariable, i, i+len(strings.TrimSuffix(w[:k], "+")))
				s.tok(chroma.Operator, s.pos, i+k+1)
				// The value follows: a word, a string, $(…)…
				i += k + 1
				continue
			case cmd && isShKeyword(w):
				s.tok(chroma.Keyword, i, e)
				i = e
				// After for, case, select and function comes a name.
				cmd = w != "function" && w != "for" && w != "case" && w != "select"
				continue
			case cmd && isShBuiltin(w):
				s.tok(chroma.NameBuiltin, i, e)
			case isAllDigits(w) && (e == len(src) || isBlank(src[e]) || src[e] == '\n'):
				s.tok(chroma.LiteralNumber, i, e)
			case cmd && (w == "sudo" || w == "nohup" || w == "exec" || w == "command" || w == "builtin" || w == "env"):
				// A command that runs the next word as a command.
				i = e
				continue
			}
			cmd = false
			i = e
		}
	}
	return i
}

// wordEnd returns the end of the plain part of a word at i: up to a
// quote, a $, a space or an operator.
func wordEnd(src string, i int) int {
	j := i
	for j < len(src) {
		switch src[j] {
		case ' ', '\t', '\n', '"', '\'', '`', '$', ';', '&', '|', '(', ')', '{', '}', '[', ']', '\\', '<':
			return j
		case '=':
			if j > i && isAssignment(src[i:j+1]) {
				return j + 1
			}
			return j
		}
		j++
	}
	return j
}

// isAssignment reports whether w is NAME= or NAME+= (and what follows).
func isAssignment(w string) bool {
	k := strings.IndexByte(w, '=')
	if k <= 0 {
		return false
	}
	name := strings.TrimSuffix(w[:k], "+")
	if name == "" || isDigit(name[0]) {
		return false
	}
	for i := 0; i < len(name); i++ {
		if !isIdent(name[i]) || name[i] >= 0x80 {
			return false
		}
	}
	return true
}

func isAllDigits(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isDigit(w[i]) {
			return false
		}
	}
	return w != ""
}

// double tokenises a "…" string at i, with its expansions.
func (sh *shLexer) double(i int) int {
	src, s := sh.src, sh.s
	s.tok(chroma.LiteralStringDouble, i, i+1)
	j := i + 1
	for j < len(src) {
		switch src[j] {
		case '"':
			s.tok(chroma.LiteralStringDouble, j, j+1)
			return j + 1
		case '\\':
			e := min(j+2, len(src))
			s.tok(chroma.LiteralStringDouble, j, e)
			j = e
		case '$':
			j = sh.dollar(j)
		case '`':
			s.tok(chroma.LiteralStringBacktick, j, j+1)
			j = sh.commands(j+1, '`')
			if j < len(src) {
				s.tok(chroma.LiteralStringBacktick, j, j+1)
				j++
			}
		default:
			k := j + 1
			for k < len(src) && src[k] != '"' && src[k] != '\\' && src[k] != '$' && src[k] != '`' {
				k++
			}
			s.tok(chroma.LiteralStringDouble, j, k)
			j = k
		}
	}
	return j
}

// dollar tokenises an expansion at i: $NAME, $1, $?, ${…}, $(…), $((…)),
// $'…'; a lone $ is text.
func (sh *shLexer) dollar(i int) int {
	src, s := sh.src, sh.s
	if i+1 >= len(src) {
		return i + 1
	}
	switch c := src[i+1]; {
	case c == '(':
		if hasPrefixAt(src, i, "$((") {
			s.tok(chroma.Keyword, i, i+3)
			e := sh.arith(i + 3)
			if hasPrefixAt(src, e, "))") {
				s.tok(chroma.Keyword, e, e+2)
				return e + 2
			}
			return e
		}
		s.tok(chroma.Keyword, i, i+2)
		e := sh.commands(i+2, ')')
		if e < len(src) {
			s.tok(chroma.Keyword, e, e+1)
			e++
		}
		return e
	case c == '{':
		s.tok(chroma.LiteralStringInterpol, i, i+2)
		j := i + 2
		if j < len(src) && (src[j] == '#' || src[j] == '!') {
			j++
		}
		e := j
		for e < len(src) && (isIdent(src[e]) && src[e] < 0x80) {
			e++
		}
		s.tok(chroma.NameVariable, j, e)
		// The rest (:-default, /a/b, [0]) up to the matching brace.
		depth := 0
		for e < len(src) && src[e] != '\n' {
			switch src[e] {
			case '{':
				depth++
			case '}':
				if depth == 0 {
					s.tok(chroma.Punctuation, s.pos, e)
					s.tok(chroma.LiteralStringInterpol, e, e+1)
					return e + 1
				}
				depth--
			case '$':
				s.tok(chroma.Punctuation, s.pos, e)
				e = sh.dollar(e)
				continue
			case '"':
				s.tok(chroma.Punctuation, s.pos, e)
				e = sh.double(e)
				continue
			}
			e++
		}
		return e
	case c == '\'':
		e := i + 2
		for e < len(src) && src[e] != '\'' {
			if src[e] == '\\' {
				e++
			}
			e++
		}
		e = min(e+1, len(src))
		s.tok(chroma.LiteralStringSingle, i, e)
		return e
	case isIdentStart(c) && c < 0x80:
		e := i + 2
		for e < len(src) && isIdent(src[e]) && src[e] < 0x80 {
			e++
		}
		s.tok(chroma.NameVariable, i, e)
		return e
	case isDigit(c) || strings.IndexByte("#$?!_*@-", c) >= 0:
		s.tok(chroma.NameVariable, i, i+2)
		return i + 2
	}
	return i + 1
}

// arith tokenises the inside of $((…)) and returns the index of "))".
func (sh *shLexer) arith(i int) int {
	src, s := sh.src, sh.s
	depth := 0
	for i < len(src) {
		c := src[i]
		switch {
		case c == ')' && depth == 0:
			return i
		case c == '(':
			depth++
			i++
		case c == ')':
			depth--
			i++
		case c == '$':
			i = sh.dollar(i)
		case isDigit(c):
			e := i
			for e < len(src) && isDigit(src[e]) {
				e++
			}
			s.tok(chroma.LiteralNumber, i, e)
			i = e
		case strings.IndexByte("+-*/%^|&<>=!", c) >= 0:
			s.tok(chroma.Operator, i, i+1)
			i++
		case c == '\n':
			return i
		default:
			i++
		}
	}
	return i
}

// heredocStart tokenises <<DELIM, <<-'DELIM', <<"DELIM" at i and queues
// the heredoc for the next line.
func (sh *shLexer) heredocStart(i int) int {
	src, s := sh.src, sh.s
	j := i + 2
	h := heredoc{interp: true}
	if j < len(src) && src[j] == '-' {
		h.tabs = true
		j++
	}
	j = skipBlank(src, j)
	k := j
	if k < len(src) && src[k] == '\\' {
		k++
	}
	var delim string
	if k < len(src) && (src[k] == '\'' || src[k] == '"') {
		q := src[k]
		e := strings.IndexByte(src[k+1:], q)
		if e < 0 || strings.Contains(src[k+1:k+1+e], "\n") {
			s.tok(chroma.Operator, i, i+2)
			return i + 2
		}
		delim = src[k+1 : k+1+e]
		h.interp = false
		k += e + 2
	} else {
		e := k
		for e < len(src) && (isIdent(src[e]) || src[e] == '-' || src[e] == '.') {
			e++
		}
		delim = src[k:e]
		if k > j {
			h.interp = false
		}
		k = e
	}
	if delim == "" {
		s.tok(chroma.Operator, i, i+2)
		return i + 2
	}
	h.delim = delim
	sh.heredocs = append(sh.heredocs, h)
	s.tok(chroma.LiteralStringHeredoc, i, k)
	return k
}

// heredocBodies tokenises the bodies of the queued heredocs, which start
// at i, and returns the index after the last delimiter line.
func (sh *shLexer) heredocBodies(i int) int {
	src, s := sh.src, sh.s
	for _, h := range sh.heredocs {
		for i < len(src) {
			e := lineEnd(src, i)
			line := src[i:e]
			if h.tabs {
				line = strings.TrimLeft(line, "\t")
			}
			if line == h.delim {
				s.tok(chroma.LiteralStringHeredoc, i, e)
				i = e
				if i < len(src) {
					i++
				}
				break
			}
			if h.interp {
				for j := i; j < e; {
					k := strings.IndexByte(src[j:e], '$')
					if k < 0 {
						s.tok(chroma.LiteralStringHeredoc, j, e)
						break
					}
					s.tok(chroma.LiteralStringHeredoc, j, j+k)
					j = sh.dollarIn(j+k, e)
				}
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
	sh.heredocs = sh.heredocs[:0]
	return i
}

// dollarIn is dollar limited to src[:end].
func (sh *shLexer) dollarIn(i, end int) int {
	inner := shLexer{s: sh.s, src: sh.src[:end]}
	e := inner.dollar(i)
	if e <= i+1 && sh.s.pos <= i {
		sh.s.tok(chroma.LiteralStringHeredoc, i, i+1)
	}
	return e
}

func isShKeyword(w string) bool {
	switch w {
	case "if", "fi", "else", "while", "do", "done", "for", "then", "return", "function", "case", "select",
		"continue", "until", "esac", "elif", "break":
		return true
	}
	return false
}

func isShBuiltin(w string) bool {
	switch w {
	case "alias", "bg", "bind", "builtin", "caller", "cd", "command", "compgen", "complete", "declare",
		"dirs", "disown", "echo", "enable", "eval", "exec", "exit", "export", "false", "fc", "fg", "getopts",
		"hash", "help", "history", "jobs", "kill", "let", "local", "logout", "popd", "printf", "pushd", "pwd",
		"read", "readonly", "set", "shift", "shopt", "source", "suspend", "test", "time", "times", "trap",
		"true", "type", "typeset", "ulimit", "umask", "unalias", "unset", "wait":
		return true
	}
	return false
}
