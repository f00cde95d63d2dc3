package site

import "strings"

// The escaping the page writer (page.go) does, as html/template does it
// in the same places, so that a page reads the same whichever wrote it
// (escape_test.go holds the two together):
//
//   - text, and attribute values: & < > " ' + escaped, NUL replaced by
//     U+FFFD;
//   - URL attributes (href, src): a URL whose scheme is not http, https
//     or mailto replaced by "#ZgotmplZ", then what a URL may not hold
//     percent-encoded, then escaped as an attribute;
//   - a URL's fragment: everything but unreserved characters
//     percent-encoded.

// appendEscaped appends s escaped for HTML text or a quoted attribute.
// Only ASCII bytes are replaced: no byte of a multi-byte sequence (valid
// or not) is one of them.
func appendEscaped(b []byte, s string) []byte {
	last := 0
	for i := 0; i < len(s); i++ {
		var repl string
		switch s[i] {
		case 0:
			repl = "\uFFFD"
		case '"':
			repl = "&#34;"
		case '&':
			repl = "&amp;"
		case '\'':
			repl = "&#39;"
		case '+':
			repl = "&#43;"
		case '<':
			repl = "&lt;"
		case '>':
			repl = "&gt;"
		default:
			continue
		}
		b = append(b, s[last:i]...)
		b = append(b, repl...)
		last = i + 1
	}
	return append(b, s[last:]...)
}

// safeURL reports whether a URL may be a link's target: no scheme, or
// http, https or mailto.
func safeURL(s string) bool {
	scheme, _, ok := strings.Cut(s, ":")
	if !ok || strings.Contains(scheme, "/") {
		return true
	}
	return strings.EqualFold(scheme, "http") || strings.EqualFold(scheme, "https") || strings.EqualFold(scheme, "mailto")
}

// appendURL appends a URL for an href or src attribute.
func appendURL(b []byte, s string) []byte {
	if !safeURL(s) {
		return append(b, "#ZgotmplZ"...)
	}
	return appendEscaped(b, percentEncode(s, true))
}

// appendFragment appends the fragment of a URL ("#" + id) for an href.
func appendFragment(b []byte, s string) []byte {
	return appendEscaped(b, percentEncode(s, false))
}

// percentEncode encodes what may not stand in a URL: with keepReserved,
// the reserved characters and valid escapes stay (a whole URL); without,
// everything but unreserved characters is encoded (a part of one).
// Quotes and parentheses are encoded either way.
func percentEncode(s string, keepReserved bool) string {
	const hex = "0123456789abcdef"
	var b []byte
	last := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '_' || c == '~':
			continue
		case keepReserved && strings.IndexByte("!#$&*+,/:;=?@[]", c) >= 0:
			continue
		case keepReserved && c == '%' && i+2 < len(s) && isHexDigit(s[i+1]) && isHexDigit(s[i+2]):
			continue
		}
		if b == nil {
			b = make([]byte, 0, len(s)+8)
		}
		b = append(b, s[last:i]...)
		b = append(b, '%', hex[c>>4], hex[c&0xf])
		last = i + 1
	}
	if b == nil {
		return s
	}
	return string(append(b, s[last:]...))
}

func isHexDigit(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
