package jsonpos

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The writer produces the text that JavaScript's JSON.stringify produces
// for the value JSON.parse would build from a tree, so that a file Folio
// writes (an upgraded docs.json, say) is byte for byte what Mintlify's
// tools write for the same input:
//
//   - an object's keys are written once: a repeated key keeps the place of
//     its first occurrence and the value of its last, and keys that are
//     array indices ("0", "17") come first in numeric order, as in every
//     JavaScript object;
//   - a member whose Value is nil stands for a property set to undefined and
//     is left out; a nil array item is written as null;
//   - strings escape only '"', '\\' and control characters (\b \f \n \r \t
//     in their short forms, the others as \u00xx); everything else is
//     written as is;
//   - numbers are written as their literal text (see FormatNumber to make
//     that text what JavaScript would print).

// Marshal writes n compactly, as JSON.stringify(value) does. A nil n
// (undefined) writes nothing.
func (n *Node) Marshal() []byte {
	if n == nil {
		return nil
	}
	return appendValue(nil, n, "", "")
}

// MarshalIndent writes n as JSON.stringify(value, null, 2) does: two spaces
// of indentation, "[]" and "{}" for empty containers, no final newline. A
// nil n (undefined) writes nothing.
func (n *Node) MarshalIndent() []byte {
	if n == nil {
		return nil
	}
	return appendValue(nil, n, "  ", "\n")
}

func appendValue(buf []byte, n *Node, indent, prefix string) []byte {
	if n == nil {
		return append(buf, "null"...)
	}
	switch n.Kind {
	case Null:
		return append(buf, "null"...)
	case Bool:
		if n.True {
			return append(buf, "true"...)
		}
		return append(buf, "false"...)
	case Number:
		if n.Text == "" {
			return append(buf, "null"...)
		}
		return append(buf, n.Text...)
	case String:
		return AppendQuote(buf, n.Text)
	case Array:
		if len(n.Items) == 0 {
			return append(buf, "[]"...)
		}
		inner := prefix + indent
		buf = append(buf, '[')
		for i, it := range n.Items {
			if i > 0 {
				buf = append(buf, ',')
			}
			if indent != "" {
				buf = append(buf, inner...)
			}
			buf = appendValue(buf, it, indent, inner)
		}
		if indent != "" {
			buf = append(buf, prefix...)
		}
		return append(buf, ']')
	case Object:
		members := Properties(n)
		if len(members) == 0 {
			return append(buf, "{}"...)
		}
		inner := prefix + indent
		buf = append(buf, '{')
		for i, m := range members {
			if i > 0 {
				buf = append(buf, ',')
			}
			if indent != "" {
				buf = append(buf, inner...)
			}
			buf = AppendQuote(buf, m.Key)
			buf = append(buf, ':')
			if indent != "" {
				buf = append(buf, ' ')
			}
			buf = appendValue(buf, m.Value, indent, inner)
		}
		if indent != "" {
			buf = append(buf, prefix...)
		}
		return append(buf, '}')
	}
	return append(buf, "null"...)
}

// Properties returns the members of object n as the properties of the
// JavaScript object JSON.parse would build: one per key, at the place of
// the key's first occurrence with the value of its last, array-index keys
// first in ascending order, and members with a nil Value (undefined) left
// out. The returned members are copies; n is not changed.
func Properties(n *Node) []Member {
	if n == nil || n.Kind != Object {
		return nil
	}
	var out []Member
	var index map[string]int
	if len(n.Members) > 8 {
		index = make(map[string]int, len(n.Members))
	}
	find := func(key string) int {
		if index != nil {
			if i, ok := index[key]; ok {
				return i
			}
			return -1
		}
		for i := range out {
			if out[i].Key == key {
				return i
			}
		}
		return -1
	}
	for _, m := range n.Members {
		if i := find(m.Key); i >= 0 {
			out[i].Value = m.Value
			continue
		}
		if index != nil {
			index[m.Key] = len(out)
		}
		out = append(out, m)
	}
	// Drop undefined properties, then move array indices to the front.
	out = slices.DeleteFunc(out, func(m Member) bool { return m.Value == nil })
	hasIndex := false
	for _, m := range out {
		if _, ok := arrayIndex(m.Key); ok {
			hasIndex = true
			break
		}
	}
	if hasIndex {
		var idx, rest []Member
		for _, m := range out {
			if _, ok := arrayIndex(m.Key); ok {
				idx = append(idx, m)
			} else {
				rest = append(rest, m)
			}
		}
		slices.SortStableFunc(idx, func(a, b Member) int {
			x, _ := arrayIndex(a.Key)
			y, _ := arrayIndex(b.Key)
			switch {
			case x < y:
				return -1
			case x > y:
				return 1
			}
			return 0
		})
		out = append(idx, rest...)
	}
	return out
}

// arrayIndex reports whether key is a canonical array index (0 to 2³²−2),
// the keys JavaScript orders before all others.
func arrayIndex(key string) (uint64, bool) {
	if key == "" || len(key) > 10 || (len(key) > 1 && key[0] == '0') {
		return 0, false
	}
	for i := 0; i < len(key); i++ {
		if key[i] < '0' || key[i] > '9' {
			return 0, false
		}
	}
	v, err := strconv.ParseUint(key, 10, 64)
	if err != nil || v >= math.MaxUint32 {
		return 0, false
	}
	return v, true
}

const hexDigits = "0123456789abcdef"

// AppendQuote appends s as a JSON string the way JSON.stringify writes it.
// Bytes that are not valid UTF-8 (which a JavaScript string cannot hold)
// are written as U+FFFD.
func AppendQuote(buf []byte, s string) []byte {
	buf = append(buf, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf {
			i++
			continue
		}
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				buf = append(buf, s[start:i]...)
				buf = append(buf, "\uFFFD"...)
				i++
				start = i
				continue
			}
			i += size
			continue
		}
		buf = append(buf, s[start:i]...)
		switch c {
		case '"':
			buf = append(buf, '\\', '"')
		case '\\':
			buf = append(buf, '\\', '\\')
		case '\b':
			buf = append(buf, '\\', 'b')
		case '\f':
			buf = append(buf, '\\', 'f')
		case '\n':
			buf = append(buf, '\\', 'n')
		case '\r':
			buf = append(buf, '\\', 'r')
		case '\t':
			buf = append(buf, '\\', 't')
		default:
			buf = append(buf, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
		}
		i++
		start = i
	}
	buf = append(buf, s[start:]...)
	return append(buf, '"')
}

// FormatNumber returns the text JavaScript prints for the number f
// (Number.prototype.toString, which JSON.stringify uses): the shortest
// digits that read back as f, in plain notation for exponents from -7 to
// 20 and as 1.5e+21 or 1e-7 beyond. NaN and the infinities, which JSON
// cannot hold, become "null".
func FormatNumber(f float64) string {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return "null"
	}
	if f == 0 {
		return "0"
	}
	sign := ""
	if f < 0 {
		sign = "-"
		f = -f
	}
	// Shortest round-trip digits d1.d2d3...e±x; JavaScript's n is x+1.
	e := strconv.FormatFloat(f, 'e', -1, 64)
	mant, exp, _ := strings.Cut(e, "e")
	digits := strings.Replace(mant, ".", "", 1)
	x, _ := strconv.Atoi(exp)
	n := x + 1
	k := len(digits)
	var b strings.Builder
	b.WriteString(sign)
	switch {
	case k <= n && n <= 21:
		b.WriteString(digits)
		b.WriteString(strings.Repeat("0", n-k))
	case 0 < n && n <= 21:
		b.WriteString(digits[:n])
		b.WriteByte('.')
		b.WriteString(digits[n:])
	case -6 < n && n <= 0:
		b.WriteString("0.")
		b.WriteString(strings.Repeat("0", -n))
		b.WriteString(digits)
	default:
		b.WriteByte(digits[0])
		if k > 1 {
			b.WriteByte('.')
			b.WriteString(digits[1:])
		}
		b.WriteByte('e')
		if n-1 >= 0 {
			b.WriteByte('+')
		} else {
			b.WriteByte('-')
		}
		b.WriteString(strconv.Itoa(abs(n - 1)))
	}
	return b.String()
}

func abs(i int) int {
	if i < 0 {
		return -i
	}
	return i
}
