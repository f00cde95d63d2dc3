package codeblock

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// lexYAML tokenises YAML line by line: comments, document markers, list
// dashes, keys, and values: quoted strings, numbers, dates, true, false,
// null and friends, anchors, aliases and tags, flow collections, block
// scalars (| and > and the lines indented under them) and plain scalars.
func lexYAML(s *scanner) {
	src := s.src
	i := s.pos
	for i < len(src) {
		e := lineEnd(src, i)
		j := skipBlank(src, i)
		indent := j - i
		switch {
		case j == e:
		case src[j] == '#':
			s.tok(chroma.Comment, j, e)
		case j == i && (hasPrefixAt(src, i, "---") || hasPrefixAt(src, i, "...")) && (i+3 == e || isBlank(src[i+3])):
			s.tok(chroma.NameNamespace, i, i+3)
			yamlValue(s, i+3, e)
		case hasPrefixAt(src, j, "%") && j == i:
			s.tok(chroma.CommentPreproc, j, e)
		default:
			// List dashes, then a key, then the value.
			for j+1 < e && src[j] == '-' && isBlank(src[j+1]) || j+1 == e && src[j] == '-' {
				s.tok(chroma.Punctuation, j, j+1)
				j = skipBlank(src, j+1)
				indent = j - i
			}
			if k, ke := yamlKey(src, j, e); ke > j {
				s.tok(chroma.NameTag, j, k)
				s.tok(chroma.Punctuation, k, k+1)
				j = ke
			}
			if end, block := yamlValue(s, j, e); block {
				// A block scalar: the lines indented deeper than its key.
				e = yamlBlock(s, end, indent)
			} else {
				e = end
			}
		}
		i = e
		if i < len(src) {
			i++
		}
	}
}

// yamlKey returns the colon of the key that starts at i and the index
// after the colon, or (i, i) if the line has no key there.
func yamlKey(src string, i, e int) (colon, after int) {
	if i >= e {
		return i, i
	}
	k := i
	switch src[i] {
	case '"', '\'':
		k = quotedEnd(src, i, src[i], false)
		if k < e && src[k] == ':' && (k+1 == e || isBlank(src[k+1])) {
			return k, k + 1
		}
		return i, i
	case '[', '{', '#', '&', '*', '!', '|', '>', '@', '`', '%':
		if src[i] != '&' && src[i] != '*' && src[i] != '!' {
			return i, i
		}
	}
	for ; k < e; k++ {
		switch src[k] {
		case ':':
			if k+1 == e || isBlank(src[k+1]) {
				if k == i {
					return i, i
				}
				return k, k + 1
			}
		case '#':
			if k > i && isBlank(src[k-1]) {
				return i, i
			}
		}
	}
	return i, i
}

// yamlValue tokenises the value that starts at i on a line ending at e;
// it returns where it ended (past e for a quoted string that runs on)
// and whether it opened a block scalar.
func yamlValue(s *scanner, i, e int) (end int, block bool) {
	src := s.src
	depth := 0 // open [ and { of a flow collection
	for i < e {
		c := src[i]
		switch {
		case isBlank(c):
			i++
		case c == '#' && (i == 0 || isBlank(src[i-1])):
			s.tok(chroma.Comment, i, e)
			return e, false
		case c == '"' || c == '\'':
			q := quotedEnd(src, i, c, true)
			tt := chroma.LiteralStringDouble
			if c == '\'' {
				tt = chroma.LiteralStringSingle
			}
			s.tok(tt, i, q)
			if q > e {
				// A quoted string that runs onto the next lines.
				e = lineEnd(src, q)
			}
			i = q
		case c == '&' || c == '*' || c == '!':
			k := i + 1
			for k < e && !isBlank(src[k]) && src[k] != ',' && src[k] != ']' && src[k] != '}' {
				k++
			}
			s.tok(chroma.CommentPreproc, i, k)
			i = k
		case (c == '|' || c == '>') && yamlBlockHeader(src[i:e]):
			k := i + 1
			for k < e && (src[k] == '-' || src[k] == '+' || isDigit(src[k])) {
				k++
			}
			s.tok(chroma.Punctuation, i, k)
			k = skipBlank(src, k)
			if k < e && src[k] == '#' {
				s.tok(chroma.Comment, k, e)
			}
			return e, true
		case c == '[' || c == '{' || c == ']' || c == '}' || c == ',':
			switch c {
			case '[', '{':
				depth++
			case ']', '}':
				depth = max(depth-1, 0)
			}
			s.tok(chroma.Punctuation, i, i+1)
			i++
		default:
			// A plain scalar: to a comment, or in a flow collection to
			// the next , ] } or key colon.
			k := i
			flow := depth > 0
			for k < e {
				if src[k] == '#' && isBlank(src[k-1]) {
					break
				}
				if flow && (src[k] == ',' || src[k] == ']' || src[k] == '}') {
					break
				}
				// A plain scalar holds no ": " in YAML; where one does
				// anyway (pseudo-YAML in docs), what precedes reads as a
				// key.
				if src[k] == ':' && (k+1 == e || isBlank(src[k+1])) {
					break
				}
				k++
			}
			v := strings.TrimRight(src[i:k], " \t")
			if k < e && src[k] == ':' {
				s.tok(chroma.NameTag, i, i+len(v))
				s.tok(chroma.Punctuation, k, k+1)
				i = k + 1
				continue
			}
			s.tok(yamlScalarType(v), i, i+len(v))
			i = k
		}
	}
	return e, false
}

// yamlBlockHeader reports whether a value is a block scalar's header:
// |, >, |-, >+2, with at most a comment after it.
func yamlBlockHeader(v string) bool {
	k := 1
	for k < len(v) && (v[k] == '-' || v[k] == '+' || isDigit(v[k])) {
		k++
	}
	k = skipBlank(v, k)
	return k == len(v) || v[k] == '#'
}

// yamlBlock tokenises the lines after i that are indented deeper than
// indent, or blank, as a block scalar, and returns the end of the last.
func yamlBlock(s *scanner, i, indent int) int {
	src := s.src
	end := i
	for end < len(src) {
		j := end + 1
		e := lineEnd(src, j)
		k := skipBlank(src, j)
		if k < e && k-j <= indent {
			break
		}
		if k < e {
			s.tok(chroma.LiteralStringDoc, k, e)
		}
		end = e
	}
	return end
}

// yamlScalarType returns the type of a plain scalar.
func yamlScalarType(v string) chroma.TokenType {
	switch v {
	case "true", "True", "TRUE", "false", "False", "FALSE", "null", "Null", "NULL", "~", "yes", "Yes", "YES",
		"no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N":
		return chroma.KeywordConstant
	case ".inf", "-.inf", "+.inf", ".Inf", ".INF", ".nan", ".NaN", ".NAN":
		return chroma.LiteralNumber
	}
	n := v
	if n != "" && (n[0] == '-' || n[0] == '+') {
		n = n[1:]
	}
	if n != "" && (isDigit(n[0]) || n[0] == '.') {
		if yamlNumber(n) {
			return chroma.LiteralNumber
		}
		if yamlDate(v) {
			return chroma.LiteralDate
		}
	}
	return chroma.Literal
}

// yamlNumber reports whether n is a YAML number: 42, 3.14, 1e-3, .5,
// 0x1F, 0o17; 512M, 30s and 1.2.3 are strings.
func yamlNumber(n string) bool {
	if len(n) > 2 && n[0] == '0' && (n[1] == 'x' || n[1] == 'o') {
		for i := 2; i < len(n); i++ {
			if !isHex(n[i]) {
				return false
			}
		}
		return true
	}
	i, digits := 0, 0
	for i < len(n) && isDigit(n[i]) {
		i, digits = i+1, digits+1
	}
	if i < len(n) && n[i] == '.' {
		i++
		for i < len(n) && isDigit(n[i]) {
			i, digits = i+1, digits+1
		}
	}
	if digits > 0 && i < len(n) && n[i]|0x20 == 'e' {
		i++
		if i < len(n) && (n[i] == '+' || n[i] == '-') {
			i++
		}
		if i == len(n) || !isDigit(n[i]) {
			return false
		}
		for i < len(n) && isDigit(n[i]) {
			i++
		}
	}
	return digits > 0 && i == len(n)
}

// yamlDate reports whether v is a date: 2024-01-31, 2024-01-31T12:00:00Z.
func yamlDate(v string) bool {
	if len(v) < 10 || v[4] != '-' || v[7] != '-' {
		return false
	}
	for _, k := range []int{0, 1, 2, 3, 5, 6, 8, 9} {
		if !isDigit(v[k]) {
			return false
		}
	}
	return len(v) == 10 || v[10] == 'T' || v[10] == ' '
}
