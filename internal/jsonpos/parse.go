package jsonpos

import (
	"fmt"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// MaxDepth is how deeply arrays and objects may nest. Real configuration
// files stay below 20; the bound keeps hostile input from exhausting memory.
const MaxDepth = 512

// Syntax error codes, stable for machine-readable output.
const (
	CodeSyntax      = "json-syntax"
	CodeBOM         = "bom"
	CodeInvalidUTF8 = "invalid-utf8"
	CodeTooDeep     = "too-deep"
)

// SyntaxError is input that is not valid JSON.
type SyntaxError struct {
	Pos  Pos
	Code string
	Msg  string
	Hint string
}

func (e *SyntaxError) Error() string { return e.Pos.String() + ": " + e.Msg }

// Parse parses src.Data as one JSON value.
func Parse(src *Source) (*Node, error) {
	p := &parser{src: src, data: src.Data}
	if len(p.data) >= 3 && p.data[0] == 0xEF && p.data[1] == 0xBB && p.data[2] == 0xBF {
		return nil, &SyntaxError{Pos: Pos{src, 0}, Code: CodeBOM,
			Msg:  "the file starts with a UTF-8 byte order mark, which JSON does not allow",
			Hint: "save the file as UTF-8 without a BOM"}
	}
	p.skipSpace()
	if p.err != nil {
		return nil, p.err
	}
	if p.i >= len(p.data) {
		p.fail(p.i, "the file is empty; expected a JSON value")
		return nil, p.err
	}
	n := p.value(0)
	if p.err != nil {
		return nil, p.err
	}
	p.skipSpace()
	if p.err == nil && p.i < len(p.data) {
		p.fail(p.i, "unexpected %s after the end of the JSON value", p.describe(p.i))
	}
	if p.err != nil {
		return nil, p.err
	}
	return n, nil
}

type parser struct {
	src  *Source
	data []byte
	i    int
	err  *SyntaxError
}

func (p *parser) fail(off int, format string, args ...any) {
	if p.err == nil {
		p.err = &SyntaxError{Pos: Pos{p.src, off}, Code: CodeSyntax, Msg: fmt.Sprintf(format, args...)}
	}
}

func (p *parser) failHint(off int, hint, format string, args ...any) {
	if p.err == nil {
		p.fail(off, format, args...)
		p.err.Hint = hint
	}
}

// describe names the byte at off for an error message.
func (p *parser) describe(off int) string {
	if off >= len(p.data) {
		return "end of file"
	}
	c := p.data[off]
	if c < utf8.RuneSelf {
		if c < 0x20 || c == 0x7f {
			return fmt.Sprintf("control character %#02x", c)
		}
		return fmt.Sprintf("%q", string(rune(c)))
	}
	r, size := utf8.DecodeRune(p.data[off:])
	if r == utf8.RuneError && size <= 1 {
		return fmt.Sprintf("byte %#02x", c)
	}
	return fmt.Sprintf("%q", string(r))
}

func (p *parser) skipSpace() {
	for p.i < len(p.data) {
		switch p.data[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		case '/':
			if p.i+1 < len(p.data) && (p.data[p.i+1] == '/' || p.data[p.i+1] == '*') {
				p.failHint(p.i, "remove the comment; docs.json must be plain JSON", "comments are not allowed in JSON")
			}
			return
		default:
			return
		}
	}
}

func (p *parser) value(depth int) *Node {
	if depth >= MaxDepth {
		p.err = &SyntaxError{Pos: Pos{p.src, p.i}, Code: CodeTooDeep,
			Msg: fmt.Sprintf("values are nested more than %d levels deep", MaxDepth)}
		return nil
	}
	start := p.i
	switch c := p.data[p.i]; {
	case c == '{':
		return p.object(depth)
	case c == '[':
		return p.array(depth)
	case c == '"':
		s, ok := p.str()
		if !ok {
			return nil
		}
		return &Node{Kind: String, Pos: Pos{p.src, start}, Text: s}
	case c == '-' || (c >= '0' && c <= '9'):
		return p.number()
	case c == 't':
		return p.literal("true", &Node{Kind: Bool, True: true, Pos: Pos{p.src, start}})
	case c == 'f':
		return p.literal("false", &Node{Kind: Bool, Pos: Pos{p.src, start}})
	case c == 'n':
		return p.literal("null", &Node{Kind: Null, Pos: Pos{p.src, start}})
	case c == '\'':
		p.failHint(start, `use "double quotes"`, "strings must be in double quotes, not single quotes")
	case c == '}' || c == ']':
		p.fail(start, "expected a value, found %s", p.describe(start))
	default:
		if c >= utf8.RuneSelf {
			if r, size := utf8.DecodeRune(p.data[start:]); r == utf8.RuneError && size <= 1 {
				p.err = &SyntaxError{Pos: Pos{p.src, start}, Code: CodeInvalidUTF8,
					Msg: fmt.Sprintf("invalid UTF-8 byte %#02x", c), Hint: "save the file as UTF-8"}
				return nil
			}
		}
		word := p.word(start)
		switch word {
		case "True", "False", "TRUE", "FALSE":
			p.failHint(start, "use lowercase "+strings.ToLower(word), "unknown literal %s", word)
		case "undefined", "NaN", "Infinity", "None", "nil":
			p.fail(start, "%s is not a JSON value", word)
		default:
			p.fail(start, "expected a value, found %s", p.describe(start))
		}
	}
	return nil
}

// word returns the run of letters at off, for error messages.
func (p *parser) word(off int) string {
	end := off
	for end < len(p.data) && end-off < 32 {
		c := p.data[end]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			end++
			continue
		}
		break
	}
	return string(p.data[off:end])
}

func (p *parser) literal(lit string, n *Node) *Node {
	if !strings.HasPrefix(string(p.data[p.i:min(len(p.data), p.i+len(lit))]), lit) {
		p.fail(p.i, "expected a value, found %s", p.describe(p.i))
		return nil
	}
	end := p.i + len(lit)
	if end < len(p.data) && isIdentByte(p.data[end]) {
		p.fail(p.i, "unknown literal %s", p.word(p.i))
		return nil
	}
	p.i = end
	return n
}

func isIdentByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

func (p *parser) number() *Node {
	start := p.i
	d := p.data
	i := p.i
	if i < len(d) && d[i] == '-' {
		i++
	}
	switch {
	case i < len(d) && d[i] == '0':
		i++
		if i < len(d) && d[i] >= '0' && d[i] <= '9' {
			p.fail(start, "numbers may not have leading zeros")
			return nil
		}
	case i < len(d) && d[i] >= '1' && d[i] <= '9':
		for i < len(d) && d[i] >= '0' && d[i] <= '9' {
			i++
		}
	default:
		p.fail(start, "invalid number")
		return nil
	}
	if i < len(d) && d[i] == '.' {
		i++
		if i >= len(d) || d[i] < '0' || d[i] > '9' {
			p.fail(start, "invalid number: expected a digit after the decimal point")
			return nil
		}
		for i < len(d) && d[i] >= '0' && d[i] <= '9' {
			i++
		}
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if i >= len(d) || d[i] < '0' || d[i] > '9' {
			p.fail(start, "invalid number: expected a digit in the exponent")
			return nil
		}
		for i < len(d) && d[i] >= '0' && d[i] <= '9' {
			i++
		}
	}
	p.i = i
	return &Node{Kind: Number, Pos: Pos{p.src, start}, Text: string(d[start:i])}
}

// str parses a string starting at the opening quote.
func (p *parser) str() (string, bool) {
	start := p.i
	d := p.data
	i := start + 1
	// Fast path: no escapes.
	for i < len(d) {
		c := d[i]
		if c == '"' {
			s := string(d[start+1 : i])
			p.i = i + 1
			return s, true
		}
		if c == '\\' || c < 0x20 {
			break
		}
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRune(d[i:])
			if r == utf8.RuneError && size <= 1 {
				p.err = &SyntaxError{Pos: Pos{p.src, i}, Code: CodeInvalidUTF8,
					Msg: fmt.Sprintf("invalid UTF-8 byte %#02x in a string", c), Hint: "save the file as UTF-8"}
				return "", false
			}
			i += size
			continue
		}
		i++
	}
	var b strings.Builder
	b.Write(d[start+1 : i])
	for {
		if i >= len(d) {
			p.fail(start, "unterminated string")
			return "", false
		}
		c := d[i]
		switch {
		case c == '"':
			p.i = i + 1
			return b.String(), true
		case c == '\n' || c == '\r':
			p.failHint(start, `close the string with " before the end of the line, or write \n`, "unterminated string: a line break inside a string")
			return "", false
		case c < 0x20:
			p.failHint(i, `write it as an escape such as \t or \u00XX`, "control character %#02x in a string", c)
			return "", false
		case c == '\\':
			if i+1 >= len(d) {
				p.fail(start, "unterminated string")
				return "", false
			}
			e := d[i+1]
			switch e {
			case '"', '\\', '/':
				b.WriteByte(e)
				i += 2
			case 'b':
				b.WriteByte('\b')
				i += 2
			case 'f':
				b.WriteByte('\f')
				i += 2
			case 'n':
				b.WriteByte('\n')
				i += 2
			case 'r':
				b.WriteByte('\r')
				i += 2
			case 't':
				b.WriteByte('\t')
				i += 2
			case 'u':
				r, ok := p.hex4(i + 2)
				if !ok {
					p.fail(i, `invalid \u escape: expected four hexadecimal digits`)
					return "", false
				}
				i += 6
				if utf16.IsSurrogate(r) {
					// A high surrogate followed by a low one is one character;
					// a lone surrogate becomes U+FFFD, as Go strings cannot
					// hold it.
					if i+1 < len(d) && d[i] == '\\' && d[i+1] == 'u' {
						if r2, ok := p.hex4(i + 2); ok {
							if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
								b.WriteRune(dec)
								i += 6
								continue
							}
						}
					}
					r = utf8.RuneError
				}
				b.WriteRune(r)
			default:
				p.failHint(i, `valid escapes are \" \\ \/ \b \f \n \r \t \uXXXX`, "invalid escape \\%s in a string", p.describeRaw(i+1))
				return "", false
			}
		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeRune(d[i:])
			if r == utf8.RuneError && size <= 1 {
				p.err = &SyntaxError{Pos: Pos{p.src, i}, Code: CodeInvalidUTF8,
					Msg: fmt.Sprintf("invalid UTF-8 byte %#02x in a string", c), Hint: "save the file as UTF-8"}
				return "", false
			}
			b.Write(d[i : i+size])
			i += size
		default:
			b.WriteByte(c)
			i++
		}
	}
}

func (p *parser) describeRaw(off int) string {
	if off >= len(p.data) {
		return ""
	}
	r, _ := utf8.DecodeRune(p.data[off:])
	return string(r)
}

func (p *parser) hex4(off int) (rune, bool) {
	if off+4 > len(p.data) {
		return 0, false
	}
	var r rune
	for _, c := range p.data[off : off+4] {
		r <<= 4
		switch {
		case c >= '0' && c <= '9':
			r |= rune(c - '0')
		case c >= 'a' && c <= 'f':
			r |= rune(c - 'a' + 10)
		case c >= 'A' && c <= 'F':
			r |= rune(c - 'A' + 10)
		default:
			return 0, false
		}
	}
	return r, true
}

func (p *parser) object(depth int) *Node {
	n := &Node{Kind: Object, Pos: Pos{p.src, p.i}}
	p.i++ // {
	p.skipSpace()
	if p.err != nil {
		return nil
	}
	if p.i < len(p.data) && p.data[p.i] == '}' {
		p.i++
		return n
	}
	for {
		if p.i >= len(p.data) {
			p.unclosed(n, "object", '}')
			return nil
		}
		keyOff := p.i
		switch c := p.data[p.i]; {
		case c == '"':
		case c == '\'':
			p.failHint(keyOff, `use "double quotes"`, "object keys must be in double quotes, not single quotes")
			return nil
		case c == '}':
			p.fail(keyOff, "expected a key, found '}'")
			return nil
		default:
			if isIdentByte(c) || c == '$' {
				p.failHint(keyOff, fmt.Sprintf("write \"%s\"", p.word(keyOff)), "object keys must be strings in double quotes")
				return nil
			}
			p.fail(keyOff, "expected a key in double quotes, found %s", p.describe(keyOff))
			return nil
		}
		key, ok := p.str()
		if !ok {
			return nil
		}
		p.skipSpace()
		if p.err != nil {
			return nil
		}
		if p.i >= len(p.data) || p.data[p.i] != ':' {
			p.failHint(p.i, "a key is followed by a colon and its value", "expected ':' after the key %q, found %s", key, p.describe(p.i))
			return nil
		}
		p.i++
		p.skipSpace()
		if p.err != nil {
			return nil
		}
		if p.i >= len(p.data) {
			p.unclosed(n, "object", '}')
			return nil
		}
		v := p.value(depth + 1)
		if p.err != nil {
			return nil
		}
		n.Members = append(n.Members, Member{Key: key, KeyPos: Pos{p.src, keyOff}, Value: v})
		p.skipSpace()
		if p.err != nil {
			return nil
		}
		if p.i >= len(p.data) {
			p.unclosed(n, "object", '}')
			return nil
		}
		switch p.data[p.i] {
		case ',':
			comma := p.i
			p.i++
			p.skipSpace()
			if p.err != nil {
				return nil
			}
			if p.i < len(p.data) && p.data[p.i] == '}' {
				p.failHint(comma, "remove the last comma", "trailing comma before '}'")
				return nil
			}
		case '}':
			p.i++
			return n
		case '"':
			p.failHint(p.i, "separate members with a comma", "missing ',' between object members")
			return nil
		default:
			p.fail(p.i, "expected ',' or '}' after an object member, found %s", p.describe(p.i))
			return nil
		}
	}
}

func (p *parser) array(depth int) *Node {
	n := &Node{Kind: Array, Pos: Pos{p.src, p.i}}
	p.i++ // [
	p.skipSpace()
	if p.err != nil {
		return nil
	}
	if p.i < len(p.data) && p.data[p.i] == ']' {
		p.i++
		return n
	}
	for {
		if p.i >= len(p.data) {
			p.unclosed(n, "array", ']')
			return nil
		}
		v := p.value(depth + 1)
		if p.err != nil {
			return nil
		}
		n.Items = append(n.Items, v)
		p.skipSpace()
		if p.err != nil {
			return nil
		}
		if p.i >= len(p.data) {
			p.unclosed(n, "array", ']')
			return nil
		}
		switch c := p.data[p.i]; c {
		case ',':
			comma := p.i
			p.i++
			p.skipSpace()
			if p.err != nil {
				return nil
			}
			if p.i < len(p.data) && p.data[p.i] == ']' {
				p.failHint(comma, "remove the last comma", "trailing comma before ']'")
				return nil
			}
		case ']':
			p.i++
			return n
		case '"', '{', '[':
			p.failHint(p.i, "separate items with a comma", "missing ',' between array items")
			return nil
		default:
			p.fail(p.i, "expected ',' or ']' after an array item, found %s", p.describe(p.i))
			return nil
		}
	}
}

func (p *parser) unclosed(n *Node, what string, closer byte) {
	l, c := n.Pos.LineCol()
	p.failHint(n.Pos.Off, fmt.Sprintf("add the missing '%c'", closer),
		"unexpected end of file: the %s opened at line %d, column %d is never closed", what, l, c)
}
