package whatwgurl

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// URL is a URL parsed as the WHATWG URL Standard parses it, reduced to
// what the configuration's rules look at.
type URL struct {
	Scheme   string // lower case, without ":"
	Special  bool   // http, https, ws, wss, ftp or file
	Auth     bool   // has an authority ("//host")
	Userinfo string
	Host     string // as serialised: lower case, IPv4 dotted, IPv6 in brackets
	Port     string // "" when absent or the scheme's default
	Path     string // the pathname, percent-encoded
	Query    *string
	Fragment *string
}

var specialPorts = map[string]string{"http": "80", "https": "443", "ws": "80", "wss": "443", "ftp": "21", "file": ""}

// Parse parses s without a base URL, as new URL(s) does; ok is false
// where new URL throws.
func Parse(s string) (u URL, ok bool) {
	s = strings.TrimFunc(s, func(r rune) bool { return r <= ' ' })
	s = strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, s)
	i := 0
	for i < len(s) && (isASCIIAlpha(s[i]) || i > 0 && (isASCIIDigit(s[i]) || strings.IndexByte("+-.", s[i]) >= 0)) {
		i++
	}
	if i == 0 || i >= len(s) || s[i] != ':' {
		return u, false // no scheme, and there is no base to resolve against
	}
	u.Scheme = strings.ToLower(s[:i])
	_, u.Special = specialPorts[u.Scheme]
	rest := s[i+1:]
	isSep := func(c byte) bool { return c == '/' || u.Special && c == '\\' }
	switch {
	case u.Scheme == "file":
		if len(rest) >= 2 && isSep(rest[0]) && isSep(rest[1]) {
			rest = rest[2:]
			end := strings.IndexAny(rest, "/\\?#")
			if end < 0 {
				end = len(rest)
			}
			host := rest[:end]
			if !isWindowsDrive(host) {
				rest = rest[end:]
				u.Auth = true
				if host != "" {
					h, ok := parseHost(host, false)
					if !ok {
						return u, false
					}
					if h != "localhost" {
						u.Host = h
					}
				}
			}
		}
	case u.Special:
		rest = strings.TrimLeft(rest, "/\\")
		if !u.parseAuthority(&rest) {
			return u, false
		}
	case strings.HasPrefix(rest, "//"):
		rest = rest[2:]
		if !u.parseAuthority(&rest) {
			return u, false
		}
	}
	pathEnd := strings.IndexAny(rest, "?#")
	if pathEnd < 0 {
		pathEnd = len(rest)
	}
	u.Path = u.parsePath(rest[:pathEnd])
	before, frag, hasFrag := strings.Cut(rest[pathEnd:], "#")
	if q, ok := strings.CutPrefix(before, "?"); ok {
		u.Query = &q
	}
	if hasFrag {
		u.Fragment = &frag
	}
	return u, true
}

// parseAuthority reads [userinfo@]host[:port] from the front of *rest.
func (u *URL) parseAuthority(rest *string) bool {
	u.Auth = true
	s := *rest
	end := len(s)
	for j := 0; j < len(s); j++ {
		if c := s[j]; c == '/' || c == '?' || c == '#' || u.Special && c == '\\' {
			end = j
			break
		}
	}
	auth := s[:end]
	*rest = s[end:]
	if at := strings.LastIndexByte(auth, '@'); at >= 0 {
		u.Userinfo, auth = auth[:at], auth[at+1:]
		if auth == "" {
			return false
		}
	}
	hostText, port := auth, ""
	inBrackets := false
colon:
	for j := 0; j < len(auth); j++ {
		switch auth[j] {
		case '[':
			inBrackets = true
		case ']':
			inBrackets = false
		case ':':
			if !inBrackets {
				hostText, port = auth[:j], auth[j+1:]
				if hostText == "" {
					return false
				}
				break colon
			}
		}
	}
	if hostText == "" && (u.Special || port != "") {
		return false
	}
	if hostText != "" {
		h, ok := parseHost(hostText, !u.Special)
		if !ok {
			return false
		}
		u.Host = h
	}
	if port != "" {
		for j := 0; j < len(port); j++ {
			if !isASCIIDigit(port[j]) {
				return false
			}
		}
		n, err := strconv.ParseUint(port, 10, 64)
		if err != nil || n > 65535 {
			return false
		}
		if p := strconv.FormatUint(n, 10); p != specialPorts[u.Scheme] {
			u.Port = p
		}
	}
	return true
}

// parsePath returns the pathname of the path part of a URL: for special
// URLs and URLs with an authority the segments, with "." and ".." applied
// and percent-encoded; otherwise the opaque text.
func (u *URL) parsePath(p string) string {
	if !u.Special && !u.Auth && !strings.HasPrefix(p, "/") {
		return percentEncode(p, "") // an opaque path: mailto:a@b.c
	}
	if !u.Special && p == "" {
		return ""
	}
	var segs []string
	if p != "" && (p[0] == '/' || u.Special && p[0] == '\\') {
		p = p[1:]
	}
	var parts []string
	start := 0
	for j := 0; j <= len(p); j++ {
		if j == len(p) || p[j] == '/' || u.Special && p[j] == '\\' {
			parts = append(parts, p[start:j])
			start = j + 1
		}
	}
	for k, seg := range parts {
		last := k == len(parts)-1
		switch lower := strings.ToLower(seg); lower {
		case "..", ".%2e", "%2e.", "%2e%2e":
			if len(segs) > 0 {
				segs = segs[:len(segs)-1]
			}
			if last {
				segs = append(segs, "")
			}
		case ".", "%2e":
			if last {
				segs = append(segs, "")
			}
		default:
			segs = append(segs, percentEncode(seg, " \"<>`#?{}"))
		}
	}
	return "/" + strings.Join(segs, "/")
}

// String serialises u as URL.prototype.href does (without a fragment).
func (u URL) String() string {
	var b strings.Builder
	b.WriteString(u.Scheme + ":")
	if u.Auth {
		b.WriteString("//")
		if u.Userinfo != "" {
			b.WriteString(u.Userinfo + "@")
		}
		b.WriteString(u.Host)
		if u.Port != "" {
			b.WriteString(":" + u.Port)
		}
	}
	b.WriteString(u.Path)
	if u.Query != nil {
		b.WriteString("?" + percentEncode(*u.Query, " \"<>'"))
	}
	return b.String()
}

// percentEncode escapes C0 controls, DEL, non-ASCII bytes and the given
// ASCII characters.
func percentEncode(s, set string) string {
	var b strings.Builder
	for j := 0; j < len(s); j++ {
		c := s[j]
		if c < 0x20 || c >= 0x7f || strings.IndexByte(set, c) >= 0 {
			b.WriteString("%" + strings.ToUpper(strconv.FormatUint(uint64(c)|0x100, 16)[1:]))
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// percentDecode decodes every %XX, leaving other '%' as they are.
func percentDecode(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for j := 0; j < len(s); j++ {
		if s[j] == '%' && j+2 < len(s) && isHex(s[j+1]) && isHex(s[j+2]) {
			n, _ := strconv.ParseUint(s[j+1:j+3], 16, 8)
			b.WriteByte(byte(n))
			j += 2
			continue
		}
		b.WriteByte(s[j])
	}
	return b.String()
}

// DecodeURIComponent decodes s as JavaScript's decodeURIComponent does;
// ok is false where it throws.
func DecodeURIComponent(s string) (string, bool) {
	for j := 0; j < len(s); j++ {
		if s[j] == '%' && (j+2 >= len(s) || !isHex(s[j+1]) || !isHex(s[j+2])) {
			return "", false
		}
	}
	d := percentDecode(s)
	return d, utf8.ValidString(d)
}

// forbiddenHost are the characters no host may contain; domains also may
// not contain C0 controls, '%' and DEL.
const forbiddenHost = "\x00\t\n\r #/:<>?@[\\]^|"

// parseHost parses the host of a URL; opaque is set for the hosts of URLs
// whose scheme is not special, which are only checked for forbidden
// characters.
func parseHost(s string, opaque bool) (string, bool) {
	if strings.HasPrefix(s, "[") {
		if !strings.HasSuffix(s, "]") || !isIPv6(s[1:len(s)-1]) {
			return "", false
		}
		return strings.ToLower(s), true
	}
	if opaque {
		if strings.ContainsAny(s, forbiddenHost) {
			return "", false
		}
		return percentEncode(s, ""), true
	}
	domain := strings.ToValidUTF8(percentDecode(s), "\uFFFD")
	ascii, ok := domainToASCII(domain)
	if !ok || ascii == "" {
		return "", false
	}
	for _, r := range ascii {
		if r < 0x20 || r == '%' || r == 0x7f || strings.ContainsRune(forbiddenHost, r) {
			return "", false
		}
	}
	if endsInNumber(ascii) {
		return parseIPv4(ascii)
	}
	return ascii, true
}

// domainToASCII lower-cases a domain and checks its labels as UTS #46
// (non-transitional, without the STD3 rules) does. Non-ASCII labels are
// kept as they are rather than converted to Punycode: only whether the
// domain is valid matters here. The checks of non-ASCII labels are a close
// approximation: a label may not contain controls, unassigned or private
// code points, spaces, or start with a combining mark.
func domainToASCII(domain string) (string, bool) {
	domain = mapDomain(domain)
	for _, label := range strings.Split(domain, ".") {
		if len(label) >= 4 && label[:4] == "xn--" {
			dec, ok := decodePunycode(label[4:])
			if !ok || dec == "" || !validLabel(dec) || mapDomain(dec) != dec {
				return "", false
			}
			continue
		}
		rtl := strings.IndexFunc(label, func(r rune) bool { c := bidiClass(r); return c == 'R' || c == 'A' }) >= 0
		if !validLabel(label) || rtl && !bidiLabel(label) {
			return "", false
		}
	}
	return domain, true
}

// mapDomain applies the mapping step of UTS #46 for the characters where
// it matters in practice: lower case, full-width forms, the ideographic
// full stops, characters mapped to nothing, and common compatibility forms
// (circled and Roman numerals, ligatures, super- and subscript digits,
// Greek symbol variants).
func mapDomain(domain string) string {
	var b strings.Builder
	for _, r := range domain {
		switch {
		case r == '\u3002' || r == '\uff0e' || r == '\uff61':
			b.WriteByte('.')
		case r == '\u00ad' || r == '\u200b' || r == '\u2060' || r == '\ufeff' || r == '\u034f' || r >= '\u180b' && r <= '\u180d' || r >= '\ufe00' && r <= '\ufe0f':
			// mapped to nothing
		case r >= '\uff01' && r <= '\uff5e':
			b.WriteRune(unicode.ToLower(r - 0xfee0)) // full-width ASCII
		case r >= '\u2460' && r <= '\u2473':
			b.WriteString(strconv.Itoa(int(r-'\u2460') + 1)) // circled numbers
		case r >= '\u24b6' && r <= '\u24e9':
			b.WriteRune('a' + (r-'\u24b6')%26) // circled letters
		case r >= '\u2160' && r <= '\u217f':
			b.WriteString(romanNumerals[(r-'\u2160')%16])
		case r >= '\u2070' && r <= '\u2089' && compatDigits[r-'\u2070'] != ' ':
			b.WriteByte(compatDigits[r-'\u2070'])
		case compatForms[r] != "":
			b.WriteString(compatForms[r])
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

var romanNumerals = [16]string{"i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "l", "c", "d", "m"}

// compatDigits maps U+2070 to U+2089, the super- and subscript digits.
const compatDigits = "0i  456789+-=() n0123456789"

var compatForms = map[rune]string{
	'\u00b9': "1", '\u00b2': "2", '\u00b3': "3", '\u24ea': "0",
	'\ufb00': "ff", '\ufb01': "fi", '\ufb02': "fl", '\ufb03': "ffi", '\ufb04': "ffl", '\ufb05': "st", '\ufb06': "st",
	'\u03d0': "β", '\u03d1': "θ", '\u03d2': "υ", '\u03d5': "φ", '\u03d6': "π", '\u03f0': "κ", '\u03f1': "ρ",
	'\u03f2': "σ", '\u03f4': "θ", '\u03f5': "ε", '\u2480': "(13)",
}

func validLabel(label string) bool {
	prev := rune(0)
	for i, r := range label {
		last := prev
		prev = r
		if r < utf8.RuneSelf {
			continue
		}
		if r == '\u200c' || r == '\u200d' {
			// Joiners are allowed after a virama only (CheckJoiners).
			if !strings.ContainsRune(viramas, last) {
				return false
			}
			continue
		}
		if r == utf8.RuneError || unicode.In(r, unicode.Cc, unicode.Cs, unicode.Co, unicode.Zs, unicode.Zl, unicode.Zp) ||
			!unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Cf) ||
			i == 0 && unicode.Is(unicode.M, r) {
			return false
		}
	}
	return true
}

const viramas = "\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d3b\u0d3c\u0d4d\u0dca\u0e3a\u0eba\u0f84" +
	"\u1039\u103a\u1714\u1715\u1734\u17d2\u1a60\u1b44\u1baa\u1bab\u1bf2\u1bf3\u2d7f\ua806\ua82c\ua8c4\ua953\ua9c0\uaaf6\uabed"

// bidiClass approximates the bidirectional class of r: 'L' left-to-right,
// 'R' right-to-left (R and AL), 'A' Arabic number, 'E' European number,
// 'S' European separator, 'C' common separator, 'T' European terminator,
// 'N' non-spacing mark, 'O' other neutral.
func bidiClass(r rune) byte {
	switch {
	case r >= '0' && r <= '9' || r >= '\u06f0' && r <= '\u06f9':
		return 'E'
	case r >= '\u0660' && r <= '\u0669' || r == '\u066b' || r == '\u066c':
		return 'A'
	case r == '+' || r == '-':
		return 'S'
	case strings.ContainsRune(",./:\u00a0", r):
		return 'C'
	case strings.ContainsRune("#$%\u00a2\u00a3\u00a4\u00a5\u00b0\u00b1", r):
		return 'T'
	case unicode.In(r, unicode.Mn, unicode.Me):
		return 'N'
	case unicode.In(r, unicode.Hebrew, unicode.Arabic, unicode.Syriac, unicode.Thaana, unicode.Nko,
		unicode.Samaritan, unicode.Mandaic, unicode.Adlam, unicode.Hanifi_Rohingya):
		return 'R'
	case unicode.In(r, unicode.L, unicode.Mc, unicode.Nd, unicode.Nl, unicode.No, unicode.Co):
		return 'L'
	}
	return 'O'
}

// bidiLabel checks a label that holds right-to-left text as the URL
// parser of Node.js (ada) applies the Bidi Rule of RFC 5893: a label that
// starts left-to-right may not hold right-to-left text or Arabic digits
// before its last character; any other may not hold left-to-right text,
// must end (before marks) in right-to-left text or a digit, and may not
// mix European and Arabic digits.
func bidiLabel(label string) bool {
	rs := []rune(label)
	end := len(rs) - 1
	for end > 0 && bidiClass(rs[end]) == 'N' {
		end--
	}
	if bidiClass(rs[0]) == 'L' {
		for _, r := range rs[1:max(end, 1)] {
			if c := bidiClass(r); c == 'R' || c == 'A' {
				return false
			}
		}
		return true
	}
	hasE, hasA := false, false
	for _, r := range rs {
		switch bidiClass(r) {
		case 'L':
			return false
		case 'E':
			hasE = true
		case 'A':
			hasA = true
		}
	}
	last := bidiClass(rs[end])
	return !(hasE && hasA) && (last == 'R' || last == 'E' || last == 'A')
}

// decodePunycode decodes the part of an "xn--" label after the prefix
// (RFC 3492).
func decodePunycode(s string) (string, bool) {
	const base, tMin, tMax, skew, damp = 36, 1, 26, 38, 700
	var out []rune
	if i := strings.LastIndexByte(s, '-'); i >= 0 {
		for j := 0; j < i; j++ {
			if s[j] >= utf8.RuneSelf {
				return "", false
			}
			out = append(out, rune(s[j]))
		}
		s = s[i+1:]
	}
	n, bias, i := 128, 72, 0
	for pos := 0; pos < len(s); {
		oldi, w := i, 1
		for k := base; ; k += base {
			if pos >= len(s) {
				return "", false
			}
			c := s[pos]
			pos++
			var digit int
			switch {
			case c >= '0' && c <= '9':
				digit = int(c-'0') + 26
			case c >= 'a' && c <= 'z':
				digit = int(c - 'a')
			case c >= 'A' && c <= 'Z':
				digit = int(c - 'A')
			default:
				return "", false
			}
			i += digit * w
			if i < 0 || i > 1<<30 {
				return "", false
			}
			t := k - bias
			if t < tMin {
				t = tMin
			} else if t > tMax {
				t = tMax
			}
			if digit < t {
				break
			}
			w *= base - t
		}
		numPoints := len(out) + 1
		delta := i - oldi
		if oldi == 0 {
			delta /= damp
		} else {
			delta /= 2
		}
		delta += delta / numPoints
		k := 0
		for delta > ((base-tMin)*tMax)/2 {
			delta /= base - tMin
			k += base
		}
		bias = k + (base-tMin+1)*delta/(delta+skew)
		n += i / numPoints
		i %= numPoints
		if n > unicode.MaxRune || n >= 0xd800 && n <= 0xdfff {
			return "", false
		}
		out = append(out[:i], append([]rune{rune(n)}, out[i:]...)...)
		i++
	}
	return string(out), true
}

// endsInNumber reports whether the last label of a domain is a number, so
// that the domain must be an IPv4 address.
func endsInNumber(s string) bool {
	parts := strings.Split(s, ".")
	if parts[len(parts)-1] == "" {
		if len(parts) == 1 {
			return false
		}
		parts = parts[:len(parts)-1]
	}
	last := parts[len(parts)-1]
	if last != "" && strings.Trim(last, "0123456789") == "" {
		return true
	}
	_, ok := parseIPv4Number(last)
	return ok
}

func parseIPv4(s string) (string, bool) {
	parts := strings.Split(s, ".")
	if parts[len(parts)-1] == "" && len(parts) > 1 {
		parts = parts[:len(parts)-1]
	}
	if len(parts) > 4 {
		return "", false
	}
	var nums []uint64
	for _, p := range parts {
		n, ok := parseIPv4Number(p)
		if !ok {
			return "", false
		}
		nums = append(nums, n)
	}
	for _, n := range nums[:len(nums)-1] {
		if n > 255 {
			return "", false
		}
	}
	last := nums[len(nums)-1]
	if last >= 1<<(8*(5-len(nums))) {
		return "", false
	}
	addr := last
	for k, n := range nums[:len(nums)-1] {
		addr += n << (8 * (3 - k))
	}
	return strconv.FormatUint(addr>>24, 10) + "." + strconv.FormatUint(addr>>16&255, 10) + "." +
		strconv.FormatUint(addr>>8&255, 10) + "." + strconv.FormatUint(addr&255, 10), true
}

func parseIPv4Number(s string) (uint64, bool) {
	if s == "" {
		return 0, false
	}
	radix := 10
	if len(s) >= 2 && (s[:2] == "0x" || s[:2] == "0X") {
		radix, s = 16, s[2:]
	} else if len(s) >= 2 && s[0] == '0' {
		radix, s = 8, s[1:]
	}
	if s == "" {
		return 0, true
	}
	n, err := strconv.ParseUint(s, radix, 64)
	if err != nil {
		// Too large still parses (and then fails the range check);
		// anything else is not a number.
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return 1 << 40, true
		}
		return 0, false
	}
	return n, true
}

// isIPv6 checks the text between the brackets of an IPv6 host, following
// the IPv6 parser of the URL Standard.
func isIPv6(s string) bool {
	pieces, compressed, p := 0, false, 0
	at := func(k int) byte {
		if k < len(s) {
			return s[k]
		}
		return 0
	}
	if at(0) == ':' {
		if at(1) != ':' {
			return false
		}
		p, pieces, compressed = 2, 1, true
	}
	for p < len(s) {
		if pieces == 8 {
			return false
		}
		if s[p] == ':' {
			if compressed {
				return false
			}
			p++
			pieces++
			compressed = true
			continue
		}
		length := 0
		for length < 4 && p < len(s) && isHex(s[p]) {
			p++
			length++
		}
		if p >= len(s) {
			pieces++
			break
		}
		switch s[p] {
		case '.':
			if length == 0 || pieces > 6 {
				return false
			}
			p -= length
			seen := 0
			for p < len(s) {
				if seen > 0 {
					if s[p] != '.' || seen >= 4 {
						return false
					}
					p++
				}
				if !isASCIIDigit(at(p)) {
					return false
				}
				n := -1
				for isASCIIDigit(at(p)) {
					switch {
					case n < 0:
						n = int(at(p) - '0')
					case n == 0:
						return false
					default:
						n = n*10 + int(at(p)-'0')
					}
					if n > 255 {
						return false
					}
					p++
				}
				seen++
				if seen == 2 || seen == 4 {
					pieces++
				}
			}
			if seen != 4 {
				return false
			}
			return compressed || pieces == 8
		case ':':
			p++
			if p >= len(s) {
				return false
			}
		default:
			return false
		}
		pieces++
	}
	return compressed || pieces == 8
}

func isWindowsDrive(s string) bool {
	return len(s) == 2 && isASCIIAlpha(s[0]) && (s[1] == ':' || s[1] == '|')
}

func isASCIIAlpha(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isASCIIDigit(c byte) bool { return c >= '0' && c <= '9' }
func isHex(c byte) bool        { return isASCIIDigit(c) || c|0x20 >= 'a' && c|0x20 <= 'f' }
