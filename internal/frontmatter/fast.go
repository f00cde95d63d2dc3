package frontmatter

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"go.yaml.in/yaml/v4"
)

// fastParse parses the frontmatter most pages have — one key per line at
// the start of the line, each with a one-line plain or quoted scalar or a
// one-line flow list of them — without the YAML library, which costs
// twenty times more on such small blocks. It builds exactly the tree
// yaml.Unmarshal would (FuzzFastParse checks this) and reports false for
// anything outside that subset, so the caller falls back to the library.
func fastParse(block []byte) (*yaml.Node, bool) {
	if !utf8.Valid(block) {
		return nil, false
	}
	mapping := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
	line := 0
	for rest := block; len(rest) > 0; {
		line++
		var l []byte
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			l, rest = rest[:i], rest[i+1:]
		} else {
			l, rest = rest, nil
		}
		l = bytes.TrimSuffix(l, []byte("\r"))
		if len(bytes.TrimRight(l, " ")) == 0 {
			continue
		}
		key, value, ok := splitLine(string(l))
		if !ok {
			return nil, false
		}
		k := &yaml.Node{Kind: yaml.ScalarNode, Tag: resolveTag(key), Value: key, Line: line, Column: 1}
		col := utf8.RuneCount(l[:len(l)-len(value)]) + 1
		v, ok := fastValue(strings.TrimRight(value, " "), line, col)
		if !ok {
			return nil, false
		}
		mapping.Content = append(mapping.Content, k, v)
	}
	if len(mapping.Content) == 0 {
		return nil, false // let the library decide what an empty block is
	}
	mapping.Line, mapping.Column = mapping.Content[0].Line, 1
	return &yaml.Node{Kind: yaml.DocumentNode, Line: mapping.Line, Column: 1, Content: []*yaml.Node{mapping}}, true
}

// splitLine splits "key: value" where key is a plain word; value may not
// be empty. Keys are short (YAML caps implicit keys at 1024 characters).
func splitLine(l string) (key, value string, ok bool) {
	for i := 0; i < len(l) && i < 128; i++ {
		c := l[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '_':
		case c == '-' || c == '.' || c == '/':
			if i == 0 {
				return "", "", false
			}
		case c == ':':
			if i == 0 {
				return "", "", false
			}
			if i+1 < len(l) && l[i+1] != ' ' {
				continue // "og:image" is one key
			}
			v := strings.TrimLeft(l[i+1:], " ")
			if v == "" || i+1 >= len(l) {
				return "", "", false
			}
			return l[:i], v, true
		default:
			return "", "", false
		}
	}
	return "", "", false
}

// fastValue parses a one-line value starting at line:col.
func fastValue(v string, line, col int) (*yaml.Node, bool) {
	switch v[0] {
	case '"':
		s, n, ok := doubleQuoted(v)
		if !ok || strings.TrimRight(v[n:], " ") != "" {
			return nil, false
		}
		return &yaml.Node{Kind: yaml.ScalarNode, Style: yaml.DoubleQuotedStyle, Tag: "!!str", Value: s, Line: line, Column: col}, true
	case '\'':
		s, n, ok := singleQuoted(v)
		if !ok || strings.TrimRight(v[n:], " ") != "" {
			return nil, false
		}
		return &yaml.Node{Kind: yaml.ScalarNode, Style: yaml.SingleQuotedStyle, Tag: "!!str", Value: s, Line: line, Column: col}, true
	case '[':
		return flowList(v, line, col)
	}
	if !plainOK(v, false) {
		return nil, false
	}
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: resolveTag(v), Value: v, Line: line, Column: col}, true
}

// plainOK reports whether s is a plain scalar this parser reads exactly:
// no indicator at the start, no comment, no ": " inside, and (in a flow
// list) none of the flow indicators.
func plainOK(s string, inFlow bool) bool {
	if s == "" || strings.ContainsAny(s[:1], "-?:,[]{}#&*!|>'\"%@`") {
		return false
	}
	if strings.Contains(s, ": ") || strings.Contains(s, " #") || strings.HasSuffix(s, ":") {
		return false
	}
	if inFlow && strings.ContainsAny(s, ",[]{}:") {
		return false
	}
	for _, r := range s {
		if !printable(r) || r == '\t' {
			return false
		}
	}
	return true
}

// printable is YAML's set of characters allowed in a document, minus tab.
func printable(r rune) bool {
	switch {
	case r == 0xFEFF:
		return false
	case r >= 0x20 && r <= 0x7E, r == 0x85, r >= 0xA0 && r <= 0xD7FF, r >= 0xE000 && r <= 0xFFFD, r >= 0x10000 && r <= 0x10FFFF:
		return true
	}
	return false
}

func doubleQuoted(v string) (string, int, bool) {
	var b strings.Builder
	for i := 1; i < len(v); {
		c := v[i]
		switch c {
		case '"':
			return b.String(), i + 1, true
		case '\\':
			if i+1 >= len(v) {
				return "", 0, false
			}
			e := v[i+1]
			if r, ok := simpleEscapes[e]; ok {
				b.WriteString(r)
				i += 2
				continue
			}
			width := map[byte]int{'x': 2, 'u': 4, 'U': 8}[e]
			if width == 0 || i+2+width > len(v) {
				return "", 0, false
			}
			n, err := strconv.ParseUint(v[i+2:i+2+width], 16, 32)
			if err != nil || !utf8.ValidRune(rune(n)) {
				return "", 0, false
			}
			b.WriteRune(rune(n))
			i += 2 + width
		default:
			r, size := utf8.DecodeRuneInString(v[i:])
			if !printable(r) {
				return "", 0, false
			}
			b.WriteString(v[i : i+size])
			i += size
		}
	}
	return "", 0, false
}

var simpleEscapes = map[byte]string{
	'0': "\x00", 'a': "\a", 'b': "\b", 't': "\t", 'n': "\n", 'v': "\v", 'f': "\f", 'r': "\r",
	'e': "\x1b", ' ': " ", '"': "\"", '\\': "\\", 'N': "\u0085", '_': "\u00a0",
	'L': "\u2028", 'P': "\u2029",
}

func singleQuoted(v string) (string, int, bool) {
	var b strings.Builder
	for i := 1; i < len(v); {
		if v[i] == '\'' {
			if i+1 < len(v) && v[i+1] == '\'' {
				b.WriteByte('\'')
				i += 2
				continue
			}
			return b.String(), i + 1, true
		}
		r, size := utf8.DecodeRuneInString(v[i:])
		if !printable(r) {
			return "", 0, false
		}
		b.WriteString(v[i : i+size])
		i += size
	}
	return "", 0, false
}

// flowList parses "[a, 'b', "c"]" on one line.
func flowList(v string, line, col int) (*yaml.Node, bool) {
	seq := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle, Tag: "!!seq", Line: line, Column: col}
	i := 1
	skip := func() {
		for i < len(v) && v[i] == ' ' {
			i++
		}
	}
	skip()
	if i < len(v) && v[i] == ']' {
		i++
		return seq, strings.TrimRight(v[i:], " ") == ""
	}
	for i < len(v) {
		skip()
		itemCol := col + utf8.RuneCountInString(v[:i])
		var item *yaml.Node
		switch v[i] {
		case '"', '\'':
			var s string
			var n int
			var ok bool
			style := yaml.DoubleQuotedStyle
			if v[i] == '"' {
				s, n, ok = doubleQuoted(v[i:])
			} else {
				s, n, ok = singleQuoted(v[i:])
				style = yaml.SingleQuotedStyle
			}
			if !ok {
				return nil, false
			}
			item = &yaml.Node{Kind: yaml.ScalarNode, Style: style, Tag: "!!str", Value: s, Line: line, Column: itemCol}
			i += n
		default:
			end := strings.IndexAny(v[i:], ",]")
			if end < 0 {
				return nil, false
			}
			s := strings.TrimRight(v[i:i+end], " ")
			if !plainOK(s, true) {
				return nil, false
			}
			item = &yaml.Node{Kind: yaml.ScalarNode, Tag: resolveTag(s), Value: s, Line: line, Column: itemCol}
			i += end
		}
		seq.Content = append(seq.Content, item)
		skip()
		if i >= len(v) {
			return nil, false
		}
		switch v[i] {
		case ',':
			i++
			skip()
			if i < len(v) && v[i] == ']' {
				return nil, false // a trailing comma: leave it to the library
			}
		case ']':
			return seq, strings.TrimRight(v[i+1:], " ") == ""
		default:
			return nil, false
		}
	}
	return nil, false
}

var yamlFloat = regexp.MustCompile(`^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$`)

// resolveTag returns the tag the YAML library gives a plain scalar (YAML
// 1.2's core schema with yaml.v3's additions: timestamps, 0b and 0o
// integers, YAML 1.1 octals).
func resolveTag(s string) string {
	switch s {
	case "", "~", "null", "Null", "NULL":
		return "!!null"
	case "true", "True", "TRUE", "false", "False", "FALSE":
		return "!!bool"
	case ".nan", ".NaN", ".NAN", ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF":
		return "!!float"
	case "<<":
		return "!!merge"
	}
	switch c := s[0]; {
	case c == '.':
		if _, err := strconv.ParseFloat(s, 64); err == nil {
			return "!!float"
		}
	case c == '+' || c == '-' || c >= '0' && c <= '9':
		if isTimestamp(s) {
			return "!!timestamp"
		}
		plain := strings.ReplaceAll(s, "_", "")
		if _, err := strconv.ParseInt(plain, 0, 64); err == nil {
			return "!!int"
		}
		if _, err := strconv.ParseUint(plain, 0, 64); err == nil {
			return "!!int"
		}
		if yamlFloat.MatchString(plain) {
			if _, err := strconv.ParseFloat(plain, 64); err == nil {
				return "!!float"
			}
		}
		for _, p := range []struct {
			prefix string
			base   int
		}{{"0b", 2}, {"-0b", 2}, {"0o", 8}, {"-0o", 8}} {
			if digits, ok := strings.CutPrefix(plain, p.prefix); ok {
				sign := ""
				if p.prefix[0] == '-' {
					sign = "-"
				}
				if _, err := strconv.ParseInt(sign+digits, p.base, 64); err == nil {
					return "!!int"
				}
				if sign == "" {
					if _, err := strconv.ParseUint(digits, p.base, 64); err == nil {
						return "!!int"
					}
				}
			}
		}
	}
	return "!!str"
}

// isTimestamp follows yaml.v3's timestamp formats.
func isTimestamp(s string) bool {
	i := 0
	for ; i < len(s); i++ {
		if c := s[i]; c < '0' || '9' < c {
			break
		}
	}
	if i != 4 || i == len(s) || s[i] != '-' {
		return false
	}
	for _, f := range []string{"2006-1-2T15:4:5.999999999Z07:00", "2006-1-2t15:4:5.999999999Z07:00", "2006-1-2 15:4:5.999999999", "2006-1-2"} {
		if _, err := time.Parse(f, s); err == nil {
			return true
		}
	}
	return false
}
