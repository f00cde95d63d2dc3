package mdx

import (
	"bytes"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// AttrKind is the form of a JSX attribute.
type AttrKind uint8

// The attribute forms.
const (
	// AttrString is name="value" or name='value'.
	AttrString AttrKind = iota
	// AttrExpr is name={expression}.
	AttrExpr
	// AttrBool is a bare name, meaning true.
	AttrBool
	// AttrSpread is {...expression}.
	AttrSpread
)

// Attr is one attribute of a JSX element.
type Attr struct {
	// Name is empty for a spread.
	Name string
	Kind AttrKind
	// Value is the string (with HTML entities decoded) or the source of the
	// expression, without its braces.
	Value string
	// Pos is the byte offset of the attribute in the file.
	Pos int
}

// tag is a scanned JSX tag: <Name attrs>, <Name attrs/>, </Name>, <>, </>.
type tag struct {
	Name      string // "" for a fragment
	Closing   bool
	SelfClose bool
	Attrs     []Attr
	Start     int // offset of '<'
	End       int // offset after '>'
}

// scanError is a syntax error at an offset.
type scanError struct {
	Off  int
	Msg  string
	Hint string
}

func (e *scanError) Error() string { return fmt.Sprintf("offset %d: %s", e.Off, e.Msg) }

// errNotTag means the "<" does not start a tag at all: it is text.
var errNotTag = &scanError{Msg: "not a tag"}

func errAt(off int, hint, format string, args ...any) *scanError {
	return &scanError{Off: off, Msg: fmt.Sprintf(format, args...), Hint: hint}
}

// IsNameStart reports whether c can start a JSX name.
func IsNameStart(r rune) bool {
	return r == '_' || r == '$' || unicode.IsLetter(r)
}

// IsNameChar reports whether r can continue a JSX name.
func IsNameChar(r rune) bool {
	return IsNameStart(r) || unicode.IsDigit(r) || r == '-'
}

// TagEnd returns the offset after the JSX tag that starts at src[i], if
// it is one.
func TagEnd(src []byte, i int) (int, bool) {
	t, err := scanTag(src, i, len(src))
	return t.End, err == nil
}

// scanTag reads the JSX tag at src[i], which must be '<'. Attributes may
// span lines. end bounds the scan.
func scanTag(src []byte, i, end int) (tag, *scanError) {
	t := tag{Start: i}
	p := i + 1
	// As in MDX, "<" followed by whitespace or the end is plain text.
	if p >= end || src[p] == ' ' || src[p] == '\t' || src[p] == '\n' || src[p] == '\r' {
		return t, errNotTag
	}
	quotes := quoteDepth(src, i)
	skipSpace := func() {
		for p < end {
			r, size := utf8.DecodeRune(src[p:end])
			if !unicode.IsSpace(r) {
				return
			}
			p += size
			if r == '\n' && quotes > 0 {
				p = skipQuoteMarkers(src, p, end, quotes)
			}
		}
	}
	skipSpace()
	if p < end && src[p] == '/' {
		t.Closing = true
		p++
		skipSpace()
	}
	// Name: letters, digits, '-', with '.' members and one ':' namespace.
	nameStart := p
	if p < end && src[p] == '>' {
		t.End = p + 1
		return t, nil // a fragment
	}
	if p >= end {
		return t, errAt(i, "", "unexpected end of file in a tag")
	}
	r, _ := utf8.DecodeRune(src[p:end])
	if !IsNameStart(r) {
		return t, errAt(p, "write &lt; for a literal <, or put the text in `code`", "unexpected character %s after <", quoteRune(src, p, end))
	}
	for p < end {
		r, size := utf8.DecodeRune(src[p:end])
		if IsNameChar(r) || r == '.' || r == ':' {
			p += size
			continue
		}
		break
	}
	t.Name = string(src[nameStart:p])
	if strings.HasSuffix(t.Name, ".") || strings.Contains(t.Name, "..") {
		return t, errAt(nameStart, "", "invalid element name %q", t.Name)
	}
	for {
		skipSpace()
		if p >= end {
			return t, errAt(i, "close the tag with > or />", "the tag <%s is never closed", t.Name)
		}
		switch c := src[p]; {
		case c == '>':
			t.End = p + 1
			return t, nil
		case c == '/':
			// As in JSX, white space may come between the slash and the
			// > that end a self-closing tag: <img src="a.png" / >.
			slash := p
			p++
			skipSpace()
			if p >= end || src[p] != '>' {
				return t, errAt(p, "end the tag with />", "expected > after the / that closes the tag <%s>", t.Name)
			}
			if t.Closing {
				return t, errAt(slash, "", "a closing tag cannot also be self-closing")
			}
			t.SelfClose = true
			t.End = p + 1
			return t, nil
		case c == '{':
			// {...spread} or {/* comment */}
			e, err := scanExpression(src, p, end)
			if err != nil {
				return t, err
			}
			code := strings.TrimSpace(string(src[p+1 : e-1]))
			switch {
			case strings.HasPrefix(code, "..."):
				t.Attrs = append(t.Attrs, Attr{Kind: AttrSpread, Value: strings.TrimSpace(code[3:]), Pos: p})
			case isComment(code):
			default:
				return t, errAt(p, "write name={value}", "an attribute expression needs a name")
			}
			p = e
		default:
			r, _ := utf8.DecodeRune(src[p:end])
			if !IsNameStart(r) {
				return t, errAt(p, "", "unexpected character %s in the tag <%s>", quoteRune(src, p, end), t.Name)
			}
			a := Attr{Pos: p}
			s := p
			for p < end {
				r, size := utf8.DecodeRune(src[p:end])
				if IsNameChar(r) || r == ':' {
					p += size
					continue
				}
				break
			}
			a.Name = string(src[s:p])
			skipSpace()
			if p >= end || src[p] != '=' {
				a.Kind = AttrBool
				t.Attrs = append(t.Attrs, a)
				continue
			}
			p++
			skipSpace()
			if p >= end {
				return t, errAt(a.Pos, "", "the attribute %s has no value", a.Name)
			}
			switch q := src[p]; q {
			case '"', '\'':
				e := indexByte(src, q, p+1, end)
				if e < 0 {
					return t, errAt(p, "", "the value of %s is never closed", a.Name)
				}
				a.Kind = AttrString
				v := stripLinePrefixes(src[p+1 : e])
				a.Value = decodedRefs(v)
				p = e + 1
			case '{':
				e, err := scanExpression(src, p, end)
				if err != nil {
					return t, err
				}
				a.Kind = AttrExpr
				a.Value = string(src[p+1 : e-1])
				p = e
			default:
				return t, errAt(p, fmt.Sprintf("write %s=\"…\" or %s={…}", a.Name, a.Name), "the value of %s must be in quotes or braces", a.Name)
			}
			t.Attrs = append(t.Attrs, a)
		}
	}
}

// stripLinePrefixes removes the indentation after each line break of a
// value spanning lines, as MDX does: it belongs to the line, not to the
// value.
func stripLinePrefixes(b []byte) []byte {
	if bytes.IndexByte(b, '\n') < 0 {
		return b
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		out = append(out, b[i])
		if b[i] == '\n' {
			for i+1 < len(b) && (b[i+1] == ' ' || b[i+1] == '\t') {
				i++
			}
		}
	}
	return out
}

// decodedRefs decodes the character references of a JSX string: &amp;,
// &#123;, &#x7B; (JSX has no backslash escapes).
func decodedRefs(b []byte) string {
	if bytes.IndexByte(b, '&') < 0 {
		return string(b)
	}
	var out []byte
	for i := 0; i < len(b); {
		if b[i] == '&' {
			if s, n := charRef(b[i:]); n > 0 {
				out = append(out, s...)
				i += n
				continue
			}
		}
		out = append(out, b[i])
		i++
	}
	return string(out)
}

func quoteRune(src []byte, p, end int) string {
	r, _ := utf8.DecodeRune(src[p:end])
	if r == '\n' {
		return "line break"
	}
	return fmt.Sprintf("%q", r)
}

func indexByte(src []byte, c byte, from, end int) int {
	for i := from; i < end; i++ {
		if src[i] == c {
			return i
		}
	}
	return -1
}

func isComment(code string) bool {
	return strings.HasPrefix(code, "/*") && strings.HasSuffix(code, "*/") && !strings.Contains(code[2:len(code)-2], "*/")
}

// maxExpressionDepth bounds the nesting of braces in an expression.
const maxExpressionDepth = 256

// scanExpression returns the offset after the '}' that closes the
// expression starting at src[i] == '{'. It understands JavaScript strings,
// template literals, comments and JSX text well enough to find the right
// brace.
func scanExpression(src []byte, i, end int) (int, *scanError) {
	depth := 0
	p := i
	for p < end {
		c := src[p]
		switch c {
		case '{':
			depth++
			if depth > maxExpressionDepth {
				return 0, errAt(p, "", "expression nested too deeply")
			}
			p++
		case '}':
			depth--
			p++
			if depth == 0 {
				return p, nil
			}
		case '"', '\'':
			e := p + 1
			for e < end && src[e] != c && src[e] != '\n' {
				if src[e] == '\\' {
					e++
				}
				e++
			}
			if e >= end || src[e] == '\n' {
				// Not a string: an apostrophe in text inside JSX.
				p++
				continue
			}
			p = e + 1
		case '`':
			e, err := scanTemplate(src, p, end)
			if err != nil {
				return 0, err
			}
			p = e
		case '/':
			if p+1 < end && src[p+1] == '/' {
				for p < end && src[p] != '\n' {
					p++
				}
				continue
			}
			if p+1 < end && src[p+1] == '*' {
				e := strings.Index(string(src[p+2:end]), "*/")
				if e < 0 {
					return 0, errAt(p, "", "unterminated comment")
				}
				p += e + 4
				continue
			}
			p++
		default:
			p++
		}
	}
	return 0, errAt(i, "close it with }, or write \\{ for a literal brace", "the expression { is never closed")
}

// scanTemplate skips a template literal starting at src[i] == '`'.
func scanTemplate(src []byte, i, end int) (int, *scanError) {
	p := i + 1
	for p < end {
		switch src[p] {
		case '\\':
			p += 2
		case '`':
			return p + 1, nil
		case '$':
			if p+1 < end && src[p+1] == '{' {
				e, err := scanExpression(src, p+1, end)
				if err != nil {
					return 0, err
				}
				p = e
				continue
			}
			p++
		default:
			p++
		}
	}
	return 0, errAt(i, "", "unterminated template literal")
}

// quoteDepth returns how many block quote markers (">") open the line
// that holds offset i, before it.
func quoteDepth(src []byte, i int) int {
	start := bytes.LastIndexByte(src[:i], '\n') + 1
	n := 0
	for _, c := range src[start:i] {
		switch c {
		case '>':
			n++
		case ' ', '\t':
		default:
			return n
		}
	}
	return n
}

// skipQuoteMarkers skips, at the start of a line, up to n block quote
// markers with the spaces around them: inside a block quote, a tag that
// spans lines goes on after the quote's prefix, as MDX reads it.
func skipQuoteMarkers(src []byte, p, end, n int) int {
	q := p
	for ; n > 0; n-- {
		for q < end && (src[q] == ' ' || src[q] == '\t') {
			q++
		}
		if q >= end || src[q] != '>' {
			break
		}
		q++
		p = q
	}
	return p
}
