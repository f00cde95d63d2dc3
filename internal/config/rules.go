package config

import (
	"fmt"
	"path"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/foliodocs/folio/internal/whatwgurl"
)

// rules are the checks a struct tag attaches to a value:
//
//	cfg:"required,trim,nonempty,min=1,max=4,enum=a|b,enum=@themes,format=hex,prefix=G,code=x"
//
// "cfg" applies to the field's value, "elem" to each item of a slice or each
// value of a map, and "key" to each key of a map.
type rules struct {
	required  bool
	trim      bool
	nonempty  bool
	lenient   bool // an invalid value is dropped with a warning, as Mintlify does
	min, max  int  // string length or item count; -1 when unset
	enum      []string
	enumName  string
	format    string
	prefix    string
	notPrefix string
	code      string // overrides the diagnostic code of an enum mismatch
}

func parseRules(tag string) (*rules, error) {
	r := &rules{min: -1, max: -1}
	if tag == "" {
		return r, nil
	}
	for _, part := range strings.Split(tag, ",") {
		name, val, _ := strings.Cut(part, "=")
		switch name {
		case "required":
			r.required = true
		case "trim":
			r.trim = true
		case "nonempty":
			r.nonempty = true
		case "lenient":
			r.lenient = true
		case "min", "max":
			n, err := strconv.Atoi(val)
			if err != nil {
				return nil, fmt.Errorf("bad %s in tag %q", name, tag)
			}
			if name == "min" {
				r.min = n
			} else {
				r.max = n
			}
		case "enum":
			if list, ok := strings.CutPrefix(val, "@"); ok {
				r.enum = namedEnums[list]
				r.enumName = list
				if r.enum == nil {
					return nil, fmt.Errorf("unknown enum list %q in tag %q", list, tag)
				}
			} else {
				r.enum = strings.Split(val, "|")
			}
		case "format":
			if !knownFormats[val] {
				return nil, fmt.Errorf("unknown format %q in tag %q", val, tag)
			}
			r.format = val
		case "prefix":
			r.prefix = val
		case "notprefix":
			r.notPrefix = val
		case "code":
			r.code = val
		default:
			return nil, fmt.Errorf("unknown rule %q in tag %q", name, tag)
		}
	}
	return r, nil
}

var knownFormats = map[string]bool{
	"hex": true, "href": true, "securehref": true, "secureurl": true, "url": true, "https": true,
	"httpsurl": true, "icon": true, "spec": true, "httpsspec": true, "page": true, "seopath": true,
	"bundleid": true, "schemaref": true, "cdnurl": true, "path": true,
}

// problem is a failed check on a string value.
type problem struct {
	code, msg, hint string
}

var (
	hexColor = regexp.MustCompile(`^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$`)
	bundleID = regexp.MustCompile(`^[a-zA-Z0-9_-]+$`)
)

// checkFormat validates s against a named format and returns the
// normalised value (paths lose their leading slash, as Mintlify stores them).
func checkFormat(format, s string) (string, *problem) {
	switch format {
	case "hex":
		if !hexColor.MatchString(s) {
			return s, &problem{"invalid-color", fmt.Sprintf("%q is not a hex colour", s), "write a colour as #RGB or #RRGGBB, for example \"#0D9373\""}
		}
	case "href":
		if !isHref(s) {
			return s, &problem{"invalid-href", fmt.Sprintf("%q is neither an absolute URL nor a path", s), "start a link inside the site with / (\"/quickstart\"), or write a full URL (\"https://example.com\")"}
		}
	case "securehref":
		n := normalizeLink(s)
		if p := checkSecureHref(n); p != nil {
			return s, p
		}
		return n, nil
	case "secureurl":
		if !isAbsoluteURL(s) {
			return s, &problem{"invalid-url", fmt.Sprintf("%q is not an absolute URL", s), "write a full https:// URL"}
		}
		n := normalizeLink(s)
		if p := checkSecureURL(n); p != nil {
			return s, p
		}
		return n, nil
	case "url":
		if !isAbsoluteURL(s) {
			return s, &problem{"invalid-url", fmt.Sprintf("%q is not an absolute URL", s), "write a full URL such as \"https://example.com\""}
		}
	case "httpsurl":
		if !isAbsoluteURL(s) {
			return s, &problem{"invalid-url", fmt.Sprintf("%q is not an absolute URL", s), "write a full https:// URL"}
		}
		if !strings.HasPrefix(s, "https://") {
			return s, &problem{"insecure-url", fmt.Sprintf("%q must use https", s), ""}
		}
	case "cdnurl":
		if norm, p := checkFormat("httpsurl", s); p != nil {
			return norm, p
		}
		if u, _ := whatwgurl.Parse(s); u.Query != nil && *u.Query != "" || u.Fragment != nil && *u.Fragment != "" {
			return s, &problem{"invalid-url", fmt.Sprintf("%q must not have a query or a fragment", s), ""}
		}
	case "schemaref":
		if !isAbsoluteURL(s) && !strings.HasSuffix(s, ".json") {
			return s, &problem{"invalid-url", fmt.Sprintf("%q is neither a URL nor the path of a .json schema", s), "use \"https://mintlify.com/docs.json\", or the file written by folio schema"}
		}
	case "https":
		if !strings.HasPrefix(s, "https://") {
			return s, &problem{"insecure-url", fmt.Sprintf("%q must be an https:// URL", s), ""}
		}
	case "icon":
		if strings.HasPrefix(s, "fa-") {
			return s, &problem{"icon-prefix", fmt.Sprintf("icon names do not start with \"fa-\": %q", s), fmt.Sprintf("write %q", strings.TrimPrefix(s, "fa-"))}
		}
	case "spec", "httpsspec":
		t := trimJS(s)
		if t == "" {
			return s, &problem{"empty-value", "the location of the specification is empty", ""}
		}
		if u, ok := whatwgurl.Parse(t); ok {
			scheme := u.Scheme
			if format == "httpsspec" && scheme != "https" {
				return s, &problem{"insecure-url", fmt.Sprintf("%q must be a local path or an https:// URL", t), ""}
			}
			if scheme != "https" && scheme != "http" {
				return s, &problem{"invalid-url", fmt.Sprintf("%q must be a local path or an http(s) URL", t), ""}
			}
			return t, nil
		}
		if p := checkRelative(t); p != nil {
			return s, p
		}
		return NormalizePath(t), nil
	case "page":
		if s == "" {
			return s, &problem{"empty-value", "a page path is empty", ""}
		}
		if p := checkRelative(s); p != nil {
			return s, p
		}
		return NormalizePath(s), nil
	case "path":
		// A file in the docs folder; Mintlify checks nothing else.
		if p := checkRelative(s); p != nil {
			return s, p
		}
		return NormalizePath(s), nil
	case "seopath":
		for _, seg := range strings.Split(s, "/") {
			if seg == "" || seg == "." || seg == ".." || strings.ContainsAny(seg, "\\?#") || strings.IndexFunc(seg, isJSSpace) >= 0 {
				return s, &problem{"invalid-path", fmt.Sprintf("%q is not a folder path", s), "write a path relative to the docs folder without leading or trailing slash, such as \"guides/v2\""}
			}
		}
	case "bundleid":
		if !bundleID.MatchString(s) {
			return s, &problem{"invalid-value", fmt.Sprintf("%q may only contain letters, digits, '-' and '_'", s), ""}
		}
	}
	return s, nil
}

// trimJS removes what JavaScript's String.prototype.trim removes, which is
// what Mintlify's trim() rules call: white space and line terminators,
// U+FEFF included but not U+0085.
func trimJS(s string) string { return strings.TrimFunc(s, isJSSpace) }

// isJSSpace reports whether r is white space or a line terminator to
// JavaScript (String.prototype.trim, \s in a regular expression).
func isJSSpace(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', '\r', ' ', '\u00a0', '\u1680', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff':
		return true
	}
	return r >= '\u2000' && r <= '\u200a'
}

// utf16Len is the length of s as JavaScript counts it, in UTF-16 code
// units: Mintlify's min and max rules measure strings so.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

// checkRelative refuses paths that climb out of the docs folder. Mintlify
// silently folds "../x" into "x"; Folio names the mistake instead.
func checkRelative(s string) *problem {
	for _, seg := range strings.Split(strings.ReplaceAll(s, "\\", "/"), "/") {
		if seg == ".." {
			return &problem{"invalid-path", fmt.Sprintf("%q climbs out of the docs folder with \"..\"", s), "write the path from the root of the docs folder"}
		}
	}
	return nil
}

// NormalizePath turns a page path into the form navigation uses: no leading
// slash, no "." segments, no doubled slashes; a trailing slash is kept.
// "/guides/./x" and "guides/x" are the same page.
func NormalizePath(s string) string {
	trailing := strings.HasSuffix(s, "/")
	p := strings.TrimPrefix(path.Clean("/"+s), "/")
	if trailing && p != "" && !strings.HasSuffix(p, "/") {
		p += "/"
	}
	return p
}

// isAbsoluteURL reports whether s parses as an absolute URL the way a
// browser's URL parser (new URL(s), URL.canParse) does.
func isAbsoluteURL(s string) bool {
	_, ok := whatwgurl.Parse(s)
	return ok
}

// isHref is Mintlify's rule for navigation and navbar links: a path, an
// in-page anchor, a mailto: link or an absolute URL.
func isHref(s string) bool {
	return strings.HasPrefix(s, "/") || strings.HasPrefix(s, "#") || strings.HasPrefix(s, "mailto:") || isAbsoluteURL(s)
}

// normalizeLink drops a fragment and trailing slashes, as Mintlify does for
// footer links (normalizeUrl in @mintlify/validation).
func normalizeLink(s string) string {
	if i := strings.IndexByte(s, '#'); i > 0 {
		s = s[:i]
	}
	if u, ok := whatwgurl.Parse(s); ok {
		if u.Path != "/" && strings.HasSuffix(u.Path, "/") {
			u.Path = strings.TrimRight(u.Path, "/")
			if u.Special && u.Path == "" {
				u.Path = "/"
			}
			return u.String()
		}
		return s
	}
	if strings.HasPrefix(s, "mailto:") {
		return s
	}
	p, q, hasQ := strings.Cut(s, "?")
	if len(p) > 1 {
		p = strings.TrimRight(p, "/")
	}
	if hasQ {
		return p + "?" + q
	}
	return p
}

var dangerousExt = []string{".svg", ".exe", ".zip"}

// checkSecureHref allows paths, anchors, mailto: and https URLs that do not
// point at an executable or archive.
func checkSecureHref(s string) *problem {
	switch {
	case strings.HasPrefix(s, "//"):
		return &problem{"invalid-href", fmt.Sprintf("%q is a protocol-relative URL", s), "write https:// in front"}
	case strings.HasPrefix(s, "/"), strings.HasPrefix(s, "mailto:"), strings.HasPrefix(s, "#"):
		return nil
	}
	if !isAbsoluteURL(s) {
		return &problem{"invalid-href", fmt.Sprintf("%q is neither an https:// URL nor a path", s), "start a link inside the site with /, or write a full https:// URL"}
	}
	return checkSecureURL(s)
}

// checkSecureURL allows https URLs that do not point at an executable or
// archive.
func checkSecureURL(s string) *problem {
	u, ok := whatwgurl.Parse(s)
	if !ok {
		return &problem{"invalid-url", fmt.Sprintf("%q is not an absolute URL", s), "write a full https:// URL"}
	}
	if u.Scheme != "https" {
		hint := ""
		if u.Scheme == "http" {
			hint = "write https:// instead of http://"
		}
		return &problem{"insecure-url", fmt.Sprintf("%q must use https", s), hint}
	}
	p, ok := whatwgurl.DecodeURIComponent(u.Path)
	if !ok {
		return &problem{"invalid-url", fmt.Sprintf("%q has a malformed %%-escape in its path", s), "write %25 for a literal %"}
	}
	p = strings.ToLower(p)
	for _, ext := range dangerousExt {
		if strings.HasSuffix(p, ext) {
			return &problem{"unsafe-url", fmt.Sprintf("%q points at a %s file, which links may not do", s, ext), ""}
		}
	}
	return nil
}
