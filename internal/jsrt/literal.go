package jsrt

import (
	"iter"
	"maps"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Values of JavaScript expressions as Go holds them:
//
//	nil                  undefined and null
//	bool, float64, string
//	[]any                arrays
//	*Object              plain objects, keys in order
//
// and the caller's own kinds beside them (the renderer's JSX elements,
// functions and Markdown children). Most attribute values in real pages
// are literals (cols={2}, tags={["a"]}, style={{margin: 0}});
// ParseLiteral reads those without starting an engine.

// Object is a plain JavaScript Object: its keys in order, and their
// values. Most objects are an element's few props, which a look along
// the keys finds sooner than a map, without making one; an index by key
// is built only for objects with many keys.
type Object struct {
	keys  []string
	vals  []any // vals[i] is the value of keys[i]
	index map[string]int
}

// objectIndexed is the number of keys from which an object keeps an
// index.
const objectIndexed = 16

// NewObject returns an empty object.
func NewObject() *Object { return &Object{} }

// Set gives k the value v, adding k after the others if it is new.
func (o *Object) Set(k string, v any) {
	if i := o.find(k); i >= 0 {
		o.vals[i] = v
		return
	}
	o.keys = append(o.keys, k)
	o.vals = append(o.vals, v)
	switch n := len(o.keys); {
	case n == objectIndexed:
		o.index = make(map[string]int, 2*n)
		for i, k := range o.keys {
			o.index[k] = i
		}
	case n > objectIndexed:
		o.index[k] = n - 1
	}
}

// find returns the position of the key k, or -1.
func (o *Object) find(k string) int {
	if o.index != nil {
		if i, ok := o.index[k]; ok {
			return i
		}
		return -1
	}
	for i, x := range o.keys {
		if x == k {
			return i
		}
	}
	return -1
}

// Get returns the value of k and whether o has it.
func (o *Object) Get(k string) (any, bool) {
	if o == nil {
		return nil, false
	}
	if i := o.find(k); i >= 0 {
		return o.vals[i], true
	}
	return nil, false
}

// Clone returns a copy of o, with room for one more key.
func (o *Object) Clone() *Object {
	c := &Object{keys: make([]string, len(o.keys), len(o.keys)+1), vals: make([]any, len(o.vals), len(o.vals)+1)}
	copy(c.keys, o.keys)
	copy(c.vals, o.vals)
	if o.index != nil {
		c.index = maps.Clone(o.index)
	}
	return c
}

// Len is the number of keys.
func (o *Object) Len() int { return len(o.keys) }

// All yields the keys in order, with their values.
func (o *Object) All() iter.Seq2[string, any] {
	return func(yield func(string, any) bool) {
		for i, k := range o.keys {
			if !yield(k, o.vals[i]) {
				return
			}
		}
	}
}

// Val returns the value of k, nil when absent.
func (o *Object) Val(k string) any {
	v, _ := o.Get(k)
	return v
}

// literalDepth bounds the nesting of literals read without the engine.
const literalDepth = 64

// ParseLiteral reads code as a JavaScript literal: a number, a string,
// true, false, null, undefined, or an array or object of literals. It
// reports false for anything else, which then goes to the engine.
func ParseLiteral(code string) (any, bool) {
	if !utf8.ValidString(code) {
		return nil, false // the engine refuses it, and says where
	}
	l := litParser{s: code}
	l.space()
	v, ok := l.value(0)
	if !ok {
		return nil, false
	}
	l.space()
	if l.i != len(l.s) {
		return nil, false
	}
	return v, true
}

type litParser struct {
	s string
	i int
}

func (l *litParser) space() {
	for l.i < len(l.s) {
		switch c := l.s[l.i]; c {
		case ' ', '\t', '\n', '\r':
			l.i++
		case '/':
			if strings.HasPrefix(l.s[l.i:], "//") {
				e := strings.IndexByte(l.s[l.i:], '\n')
				if e < 0 {
					l.i = len(l.s)
				} else {
					l.i += e
				}
				continue
			}
			if strings.HasPrefix(l.s[l.i:], "/*") {
				e := strings.Index(l.s[l.i+2:], "*/")
				if e < 0 {
					return
				}
				l.i += e + 4
				continue
			}
			return
		default:
			return
		}
	}
}

func (l *litParser) value(depth int) (any, bool) {
	if depth > literalDepth || l.i >= len(l.s) {
		return nil, false
	}
	switch c := l.s[l.i]; {
	case c == '"' || c == '\'':
		return l.str(c)
	case c == '`':
		return l.template()
	case c == '[':
		return l.array(depth)
	case c == '{':
		return l.object(depth)
	case c == '-' || c == '+' || c == '.' || c >= '0' && c <= '9':
		return l.number()
	default:
		w := l.word()
		switch w {
		case "true":
			return true, true
		case "false":
			return false, true
		case "null", "undefined":
			return nil, true
		}
		return nil, false
	}
}

func (l *litParser) word() string {
	s := l.i
	for l.i < len(l.s) {
		r, size := utf8.DecodeRuneInString(l.s[l.i:])
		if !(isNameChar(r)) {
			break
		}
		l.i += size
	}
	return l.s[s:l.i]
}

func (l *litParser) number() (any, bool) {
	s := l.i
	neg := false
	if l.s[l.i] == '-' || l.s[l.i] == '+' {
		neg = l.s[l.i] == '-'
		l.i++
		l.space()
		s = l.i
	}
	for l.i < len(l.s) {
		c := l.s[l.i]
		if c >= '0' && c <= '9' || c == '.' || c == '_' || c == 'e' || c == 'E' || c == 'x' || c == 'X' ||
			c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' || (c == '-' || c == '+') && l.i > s && (l.s[l.i-1] == 'e' || l.s[l.i-1] == 'E') {
			l.i++
			continue
		}
		break
	}
	if !numericLiteral(l.s[s:l.i]) {
		return nil, false
	}
	t := strings.ReplaceAll(l.s[s:l.i], "_", "")
	var f float64
	switch {
	case t == "":
		return nil, false
	case strings.HasPrefix(t, "0x") || strings.HasPrefix(t, "0X"):
		n, err := strconv.ParseUint(t[2:], 16, 64)
		if err != nil {
			return nil, false
		}
		f = float64(n)
	default:
		if strings.ContainsAny(t, "abcdfABCDF") || strings.Count(t, ".") > 1 {
			return nil, false
		}
		v, err := strconv.ParseFloat(t, 64)
		if err != nil {
			return nil, false
		}
		f = v
	}
	if neg {
		f = -f
	}
	return f, true
}

// numericLiteral reports whether t is a decimal or hexadecimal literal
// as a module's code may write it: separators only between two digits,
// and no leading zero, which only sloppy scripts read (as octal or
// decimal), so the engine is left to refuse it.
func numericLiteral(t string) bool {
	digits := func(t string, isDigit func(byte) bool) (rest string, n int) {
		for i := 0; i < len(t); i++ {
			switch {
			case isDigit(t[i]):
				n++
			case t[i] == '_' && i > 0 && i+1 < len(t) && isDigit(t[i-1]) && isDigit(t[i+1]):
			default:
				return t[i:], n
			}
		}
		return "", n
	}
	dec := func(c byte) bool { return c >= '0' && c <= '9' }
	if len(t) > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X') {
		rest, n := digits(t[2:], func(c byte) bool { return dec(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' })
		return rest == "" && n > 0
	}
	rest, whole := digits(t, dec)
	if whole > 1 && t[0] == '0' {
		return false
	}
	frac := 0
	if rest != "" && rest[0] == '.' {
		rest, frac = digits(rest[1:], dec)
	}
	if whole+frac == 0 {
		return false
	}
	if rest != "" && (rest[0] == 'e' || rest[0] == 'E') {
		rest = rest[1:]
		if rest != "" && (rest[0] == '+' || rest[0] == '-') {
			rest = rest[1:]
		}
		var exp int
		if rest, exp = digits(rest, dec); exp == 0 {
			return false
		}
	}
	return rest == ""
}

func (l *litParser) str(q byte) (any, bool) {
	var b strings.Builder
	l.i++
	for l.i < len(l.s) {
		c := l.s[l.i]
		switch {
		case c == q:
			l.i++
			return b.String(), true
		case c == '\n' || c == '\r':
			return nil, false
		case c == '\\':
			if !l.escape(&b) {
				return nil, false
			}
		default:
			b.WriteByte(c)
			l.i++
		}
	}
	return nil, false
}

func (l *litParser) template() (any, bool) {
	var b strings.Builder
	l.i++
	for l.i < len(l.s) {
		c := l.s[l.i]
		switch {
		case c == '`':
			l.i++
			return b.String(), true
		case c == '$' && l.i+1 < len(l.s) && l.s[l.i+1] == '{':
			return nil, false // interpolation needs the engine
		case c == '\\':
			if !l.escape(&b) {
				return nil, false
			}
		case c == '\r':
			// Template literals read CR LF and a lone CR as LF.
			l.i++
			if l.i >= len(l.s) || l.s[l.i] != '\n' {
				b.WriteByte('\n')
			}
		default:
			b.WriteByte(c)
			l.i++
		}
	}
	return nil, false
}

// escape reads the escape sequence at l.i ('\\') into b.
func (l *litParser) escape(b *strings.Builder) bool {
	l.i++
	if l.i >= len(l.s) {
		return false
	}
	c := l.s[l.i]
	l.i++
	switch c {
	case 'n':
		b.WriteByte('\n')
	case 't':
		b.WriteByte('\t')
	case 'r':
		b.WriteByte('\r')
	case 'b':
		b.WriteByte('\b')
	case 'f':
		b.WriteByte('\f')
	case 'v':
		b.WriteByte('\v')
	case '0':
		if l.i < len(l.s) && l.s[l.i] >= '0' && l.s[l.i] <= '9' {
			return false // a legacy octal escape: a module refuses it
		}
		b.WriteByte(0)
	case '1', '2', '3', '4', '5', '6', '7', '8', '9':
		return false // likewise
	case '\n':
		// a line continuation
	case '\r':
		if l.i < len(l.s) && l.s[l.i] == '\n' {
			l.i++
		}
	case 'x':
		if l.i+2 > len(l.s) {
			return false
		}
		n, err := strconv.ParseUint(l.s[l.i:l.i+2], 16, 8)
		if err != nil {
			return false
		}
		b.WriteRune(rune(n))
		l.i += 2
	case 'u':
		var hex string
		if l.i < len(l.s) && l.s[l.i] == '{' {
			e := strings.IndexByte(l.s[l.i:], '}')
			if e < 0 {
				return false
			}
			hex = l.s[l.i+1 : l.i+e]
			l.i += e + 1
		} else {
			if l.i+4 > len(l.s) {
				return false
			}
			hex = l.s[l.i : l.i+4]
			l.i += 4
		}
		n, err := strconv.ParseUint(hex, 16, 32)
		if err != nil || n > utf8.MaxRune {
			return false
		}
		// Surrogate pairs need the engine's UTF-16 rules.
		if n >= 0xD800 && n <= 0xDFFF {
			return false
		}
		b.WriteRune(rune(n))
	default:
		if rest := l.s[l.i-1:]; strings.HasPrefix(rest, "\u2028") || strings.HasPrefix(rest, "\u2029") {
			l.i += 2 // a line continuation too
			break
		}
		b.WriteByte(c)
	}
	return true
}

func (l *litParser) array(depth int) (any, bool) {
	l.i++
	out := []any{}
	for {
		l.space()
		if l.i >= len(l.s) {
			return nil, false
		}
		if l.s[l.i] == ']' {
			l.i++
			return out, true
		}
		v, ok := l.value(depth + 1)
		if !ok {
			return nil, false
		}
		out = append(out, v)
		l.space()
		if l.i < len(l.s) && l.s[l.i] == ',' {
			l.i++
			continue
		}
		if l.i < len(l.s) && l.s[l.i] == ']' {
			l.i++
			return out, true
		}
		return nil, false
	}
}

func (l *litParser) object(depth int) (any, bool) {
	l.i++
	o := NewObject()
	for {
		l.space()
		if l.i >= len(l.s) {
			return nil, false
		}
		if l.s[l.i] == '}' {
			l.i++
			return o, true
		}
		var key string
		switch c := l.s[l.i]; {
		case c == '"' || c == '\'':
			k, ok := l.str(c)
			if !ok {
				return nil, false
			}
			key = k.(string)
		case c >= '0' && c <= '9':
			k, ok := l.number()
			if !ok {
				return nil, false
			}
			key = FormatNumber(k.(float64))
		default:
			key = l.word()
			if key == "" {
				return nil, false // computed keys, spreads, methods
			}
		}
		l.space()
		if l.i >= len(l.s) || l.s[l.i] != ':' {
			return nil, false // shorthand {a} refers to a variable
		}
		l.i++
		l.space()
		v, ok := l.value(depth + 1)
		if !ok {
			return nil, false
		}
		o.Set(key, v)
		l.space()
		if l.i < len(l.s) && l.s[l.i] == ',' {
			l.i++
			continue
		}
		if l.i < len(l.s) && l.s[l.i] == '}' {
			l.i++
			return o, true
		}
		return nil, false
	}
}

// FormatNumber writes f as JavaScript's String(f) does for the numbers
// pages use.
func FormatNumber(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	case f == 0:
		return "0"
	}
	a := math.Abs(f)
	if a >= 1e21 || a < 1e-6 {
		// Go pads exponents to two digits; JavaScript does not.
		s := strconv.FormatFloat(f, 'g', -1, 64)
		s = strings.Replace(s, "e+0", "e+", 1)
		return strings.Replace(s, "e-0", "e-", 1)
	}
	return strconv.FormatFloat(f, 'f', -1, 64)
}

// IsIdentifier reports whether s is a JavaScript identifier (ASCII and
// Unicode letters, digits, _ and $).
func IsIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if i == 0 && !isNameStart(r) || !isNameStart(r) && !(r >= '0' && r <= '9') && !isDigitRune(r) {
			return false
		}
	}
	return !reservedWord(s)
}

func isDigitRune(r rune) bool { return r >= '0' && r <= '9' }

func reservedWord(s string) bool {
	switch s {
	case "true", "false", "null", "undefined", "this", "new", "typeof", "void", "delete", "in", "instanceof",
		"function", "class", "return", "if", "else", "for", "while", "do", "var", "let", "const", "import", "export":
		return true
	}
	return false
}

// isNameStart and isNameChar say whether r can begin and continue an
// identifier as the literals read it (letters, _ and $; then digits).
func isNameStart(r rune) bool { return r == '_' || r == '$' || unicode.IsLetter(r) }
func isNameChar(r rune) bool  { return isNameStart(r) || unicode.IsDigit(r) }
