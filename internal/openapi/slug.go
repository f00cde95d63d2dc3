package openapi

import (
	"path"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Slugify turns an operation summary or a tag into a path segment, as
// Mintlify's prepareStringToBeValidFilename does: spaces become "-", each
// "{...}" becomes "-", one leading and one trailing "-" go, the characters
// {}(),.'/ and newlines go, "--" becomes "-" (once, left to right), and the
// result is lower case. The second result is false for an empty input, for
// which Mintlify falls back to another name.
func Slugify(s string) (string, bool) {
	if s == "" {
		return "", false
	}
	s = strings.ReplaceAll(s, " ", "-")
	s = replaceParams(s)
	s = strings.TrimPrefix(s, "-")
	s = strings.TrimSuffix(s, "-")
	s = strings.Map(func(r rune) rune {
		switch r {
		case '{', '}', '(', ')', ',', '.', '\'', '\n', '/':
			return -1
		}
		return r
	}, s)
	s = strings.ReplaceAll(s, "--", "-")
	return jsLower(s), true
}

// replaceParams replaces each "{...}" that does not span a line break by
// "-", as the regular expression /\{.*?\}/g does.
func replaceParams(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if s[i] == '{' {
			if j := closeBrace(s[i+1:]); j >= 0 {
				b.WriteByte('-')
				i += j + 2
				continue
			}
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}

// closeBrace returns the index of the first "}" of s before any line
// terminator, or -1.
func closeBrace(s string) int {
	for i, r := range s {
		switch r {
		case '}':
			return i
		case '\n', '\r', '\u2028', '\u2029':
			return -1
		}
	}
	return -1
}

// jsLower is JavaScript's toLowerCase: Unicode's default lower-casing,
// including the two mappings Go's per-rune ToLower lacks (İ and a final Σ).
func jsLower(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToLower(s)
	}
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		switch r {
		case 'İ':
			b.WriteString("i\u0307")
		case 'Σ':
			if finalSigma(rs, i) {
				b.WriteRune('ς')
			} else {
				b.WriteRune('σ')
			}
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// finalSigma is Unicode's Final_Sigma condition: a cased letter before
// (skipping case-ignorable characters) and none after.
func finalSigma(rs []rune, i int) bool {
	before := false
	for j := i - 1; j >= 0; j-- {
		if caseIgnorable(rs[j]) {
			continue
		}
		before = cased(rs[j])
		break
	}
	if !before {
		return false
	}
	for j := i + 1; j < len(rs); j++ {
		if caseIgnorable(rs[j]) {
			continue
		}
		return !cased(rs[j])
	}
	return true
}

func cased(r rune) bool {
	return unicode.IsUpper(r) || unicode.IsLower(r) || unicode.IsTitle(r) ||
		unicode.Is(unicode.Other_Lowercase, r) || unicode.Is(unicode.Other_Uppercase, r)
}

func caseIgnorable(r rune) bool {
	switch r {
	case '\'', '.', ':', '^', '`', '\u00b7', '\u2018', '\u2019', '\u2024', '\ufe52', '\uff07', '\uff0e':
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk)
}

// upperFirst is JavaScript's s.charAt(0).toUpperCase() + s.slice(1).
func upperFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 || r == utf8.RuneError || r > 0xFFFF {
		// An astral first character is half a surrogate pair to charAt,
		// which has no upper case.
		return s
	}
	if u, ok := specialUpper[r]; ok {
		return u + s[size:]
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

// specialUpper holds the upper-case mappings of one character to several
// (Unicode SpecialCasing) that toUpperCase applies and unicode.ToUpper lacks.
var specialUpper = map[rune]string{
	'ß': "SS", 'ŉ': "ʼN", 'ǰ': "J̌", 'ΐ': "Ϊ́", 'ΰ': "Ϋ́", 'և': "ԵՒ",
	'ẖ': "H̱", 'ẗ': "T̈", 'ẘ': "W̊", 'ẙ': "Y̊", 'ẚ': "Aʾ",
	'ﬀ': "FF", 'ﬁ': "FI", 'ﬂ': "FL", 'ﬃ': "FFI", 'ﬄ': "FFL", 'ﬅ': "ST", 'ﬆ': "ST",
}

// SlugToTitle is Mintlify's slugToTitle, the title of a page that has none:
// the last segment of the path (before any "?"), "-" and "_" as spaces,
// the first letter in upper case.
func SlugToTitle(slug string) string {
	if i := strings.IndexByte(slug, '?'); i >= 0 {
		slug = slug[:i]
	}
	if i := strings.LastIndexByte(slug, '/'); i >= 0 {
		slug = slug[i+1:]
	}
	slug = strings.ReplaceAll(slug, "-", " ")
	slug = strings.ReplaceAll(slug, "_", " ")
	return upperFirst(slug)
}

// joinPath is Node's path.posix.join: the non-empty parts joined by "/"
// and normalised; "." when nothing is left.
func joinPath(parts ...string) string {
	var nonEmpty []string
	for _, p := range parts {
		if p != "" {
			nonEmpty = append(nonEmpty, p)
		}
	}
	return normalizePath(strings.Join(nonEmpty, "/"))
}

// normalizePath is Node's path.posix.normalize: it resolves "." and ".."
// and doubled slashes, and keeps a trailing slash.
func normalizePath(p string) string {
	if p == "" {
		return "."
	}
	trailing := strings.HasSuffix(p, "/")
	c := path.Clean(p)
	switch {
	case c == "/":
		return c
	case c == "." && trailing:
		return "./"
	case trailing:
		return c + "/"
	}
	return c
}

// resolvePath is Node's path.posix.resolve("/", p).
func resolvePath(p string) string {
	return path.Clean("/" + p)
}

// parsePath returns the dir and name (the base without its extension) of
// p, as Node's path.posix.parse does.
func parsePath(p string) (dir, name string) {
	if p == "" {
		return "", ""
	}
	abs := p[0] == '/'
	start := 0
	if abs {
		start = 1
	}
	startDot, startPart, end := -1, 0, -1
	matchedSlash := true
	preDotState := 0
	for i := len(p) - 1; i >= start; i-- {
		c := p[i]
		if c == '/' {
			if !matchedSlash {
				startPart = i + 1
				break
			}
			continue
		}
		if end == -1 {
			matchedSlash = false
			end = i + 1
		}
		if c == '.' {
			if startDot == -1 {
				startDot = i
			} else if preDotState != 1 {
				preDotState = 1
			}
		} else if startDot != -1 {
			preDotState = -1
		}
	}
	if end != -1 {
		s := startPart
		if startPart == 0 && abs {
			s = 1
		}
		if startDot == -1 || preDotState == 0 || preDotState == 1 && startDot == end-1 && startDot == startPart+1 {
			name = p[s:end]
		} else {
			name = p[s:startDot]
		}
	}
	switch {
	case startPart > 0:
		dir = p[:startPart-1]
	case abs:
		dir = "/"
	}
	return dir, name
}
