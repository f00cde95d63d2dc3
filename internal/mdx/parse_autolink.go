package mdx

import (
	"bytes"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// Bare URLs and e-mail addresses become links as in GFM's autolink
// literals, by micromark's rules, which differ from goldmark's Linkify:
// http(s):// may follow any character but a letter and needs no dot in
// its domain (http://localhost:3000), www. follows white space or one of
// ( * _ [ ] ~, and trailing punctuation stays out of the link.
//
// goldmark has split the text by the time this runs, so the scan works on
// each text node with the source around it for context; the link's text
// is the source between its ends, as MDX keeps it.

// linkifyText splits the text nodes under parent around the autolink
// literals they hold, as links.
func linkifyText(parent ast.Node, src []byte) {
	mergeTexts(parent)
	for c := parent.FirstChild(); c != nil; {
		next := c.NextSibling()
		switch n := c.(type) {
		case *ast.Text:
			linkifyNode(n, src)
		case *ast.Link, *ast.Image, *ast.AutoLink, *ast.CodeSpan, *ast.RawHTML:
		default:
			if c.Type() == ast.TypeInline && c.HasChildren() {
				linkifyText(c, src)
			}
		}
		c = next
	}
}

// mergeTexts joins text nodes whose sources follow each other without a
// line break between them; goldmark leaves a text cut where a delimiter
// failed to pair ("native_linux"), and a URL must be seen whole.
func mergeTexts(parent ast.Node) {
	for c := parent.FirstChild(); c != nil; {
		t, ok := c.(*ast.Text)
		next := c.NextSibling()
		if !ok {
			c = next
			continue
		}
		for {
			n, ok := t.NextSibling().(*ast.Text)
			if !ok || t.SoftLineBreak() || t.HardLineBreak() || t.IsRaw() || n.IsRaw() || t.Segment.Stop != n.Segment.Start || t.Segment.Padding != 0 || n.Segment.Padding != 0 {
				break
			}
			t.Segment = t.Segment.WithStop(n.Segment.Stop)
			t.SetSoftLineBreak(n.SoftLineBreak())
			t.SetHardLineBreak(n.HardLineBreak())
			parent.RemoveChild(parent, n)
		}
		c = t.NextSibling()
	}
}

// insideLiteral reports whether the character at src[off] (a brace) is
// part of an autolink literal that starts earlier on its line: micromark
// reads the literal before any expression, so in
// "https://mcp.${DOMAIN}.com" the braces are the URL's.
func insideLiteral(parent ast.Node, src []byte, off int) bool {
	// The literal is in the text just before, not in an inline node
	// (math, code) that ends there.
	from := off
	for c := parent.LastChild(); c != nil; c = c.PreviousSibling() {
		var seg text.Segment
		switch n := c.(type) {
		case *ast.Text:
			seg = n.Segment
		case *parser.Delimiter:
			seg = n.Segment
		default:
			seg = text.Segment{Start: -1, Stop: -1}
		}
		if seg.Stop != from || seg.Padding != 0 {
			break
		}
		from = seg.Start
	}
	start := off
	for start > from {
		c := src[start-1]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			break
		}
		start--
	}
	for i := start; i < off; i++ {
		c := src[i]
		end := i
		switch {
		case (c == 'h' || c == 'H') && !prevIsASCIIAlpha(src, i):
			end = matchProtocolLink(src, i, len(src))
		case (c == 'w' || c == 'W') && prevAllowsWWW(src, i):
			end = matchWWWLink(src, i, len(src))
		}
		if end > off {
			return true
		}
	}
	return false
}

// linkifyNode replaces t by text and links when it holds literals.
func linkifyNode(t *ast.Text, src []byte) {
	seg := t.Segment
	// Every literal holds one of these: "http:", "www." or "@". Most
	// text holds none of the three, and then no position needs a look.
	s := src[seg.Start:seg.Stop]
	colon := bytes.IndexByte(s, ':') >= 0
	dot := bytes.IndexByte(s, '.') >= 0
	at := bytes.IndexByte(s, '@') >= 0
	if !colon && !dot && !at {
		seg.Stop = seg.Start // nothing to look at
	}
	for i := seg.Start; i < seg.Stop; i++ {
		c := src[i]
		var typ ast.AutoLinkType
		var end int
		var proto []byte
		switch {
		case (c == 'h' || c == 'H') && colon && !prevIsASCIIAlpha(src, i):
			end = matchProtocolLink(src, i, seg.Stop)
			typ = ast.AutoLinkURL
		case (c == 'w' || c == 'W') && dot && prevAllowsWWW(src, i):
			end = matchWWWLink(src, i, seg.Stop)
			typ = ast.AutoLinkURL
			proto = []byte("http")
		}
		if end <= i && at && isAtext(c) && (i == 0 || (!isAtext(src[i-1]) && src[i-1] != '/')) {
			end = matchEmailLink(src, i, seg.Stop)
			typ = ast.AutoLinkEmail
			proto = nil
		}
		if end <= i {
			continue
		}
		// text before | link | text after
		parent := t.Parent()
		if i > seg.Start {
			before := ast.NewTextSegment(text.NewSegment(seg.Start, i))
			parent.InsertBefore(parent, t, before)
		}
		var link ast.Node
		label := src[i:end]
		if !needsTextLabel(label) {
			a := ast.NewAutoLink(typ, ast.NewTextSegment(text.NewSegment(i, end)))
			a.Protocol = proto
			link = a
		} else {
			// A plain link, its text a node of its own: smart
			// punctuation changes it in MDX ("v1...v2"), and "&#x5F;"
			// stays as written.
			l := ast.NewLink()
			switch {
			case typ == ast.AutoLinkEmail:
				l.Destination = append([]byte("mailto:"), label...)
			case proto != nil:
				l.Destination = append(append(proto, "://"...), label...)
			default:
				l.Destination = append([]byte(nil), label...)
			}
			if bytes.ContainsAny(label, "&\\") {
				s := ast.NewString(append([]byte(nil), label...))
				s.SetRaw(true)
				l.AppendChild(l, s)
			} else {
				l.AppendChild(l, ast.NewTextSegment(text.NewSegment(i, end)))
			}
			link = l
		}
		parent.InsertBefore(parent, t, link)
		t.Segment = text.NewSegment(end, seg.Stop)
		seg = t.Segment
		i = end - 1
	}
	if t.Segment.Len() == 0 && !t.SoftLineBreak() && !t.HardLineBreak() {
		t.Parent().RemoveChild(t.Parent(), t)
	}
}

// needsTextLabel reports whether an autolink literal's text holds
// something a goldmark AutoLink would not show as MDX does: a character
// reference or backslash (kept as written), or what smart punctuation
// changes.
func needsTextLabel(label []byte) bool {
	return bytes.ContainsAny(label, "&\\'\"`") || bytes.Contains(label, []byte("--")) || bytes.Contains(label, []byte(".."))
}

func prevIsASCIIAlpha(src []byte, i int) bool {
	if i == 0 {
		return false
	}
	c := src[i-1]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func prevAllowsWWW(src []byte, i int) bool {
	if i == 0 {
		return true
	}
	switch src[i-1] {
	case '(', '*', '_', '[', ']', '~', ' ', '\t', '\n', '\r':
		return true
	}
	return false
}

// matchProtocolLink returns the end of an http(s):// literal at src[i],
// or i.
func matchProtocolLink(src []byte, i, stop int) int {
	p := i
	for p < stop && p-i < 5 && isASCIIAlpha(src[p]) {
		p++
	}
	proto := string(src[i:p])
	if p >= stop || src[p] != ':' || !(equalFold(proto, "http") || equalFold(proto, "https")) {
		return i
	}
	p++
	if p+1 >= stop || src[p] != '/' || src[p+1] != '/' {
		return i
	}
	p += 2
	if p >= stop {
		return i
	}
	r, _ := utf8.DecodeRune(src[p:stop])
	if r < 0x20 || r == 0x7f || isUnicodeSpace(r) || isUnicodePunct(r) {
		return i
	}
	e, ok := matchDomain(src, p, stop)
	if !ok {
		return i
	}
	return matchPath(src, e, stop)
}

// matchWWWLink returns the end of a www. literal at src[i], or i.
func matchWWWLink(src []byte, i, stop int) int {
	if stop-i < 5 {
		return i
	}
	for k := 0; k < 3; k++ {
		if src[i+k] != 'w' && src[i+k] != 'W' {
			return i
		}
	}
	if src[i+3] != '.' {
		return i
	}
	e, ok := matchDomain(src, i, stop)
	if !ok {
		return i
	}
	return matchPath(src, e, stop)
}

// matchDomain reads a domain: runs of anything but white space and
// punctuation (dashes allowed), separated by dots or underscores that are
// not trailing; no underscore in the last two segments.
func matchDomain(src []byte, p, stop int) (int, bool) {
	seen := false
	underLast, underLastLast := false, false
	for p < stop {
		c := src[p]
		if c == '.' || c == '_' {
			if isTrail(src, p, stop) {
				break
			}
			if c == '_' {
				underLast = true
			} else {
				underLastLast, underLast = underLast, false
			}
			p++
			continue
		}
		r, size := utf8.DecodeRune(src[p:stop])
		if isUnicodeSpace(r) || (r != '-' && isUnicodePunct(r)) {
			break
		}
		seen = true
		p += size
	}
	return p, seen && !underLast && !underLastLast
}

// matchPath reads the rest of a URL up to white space, leaving trailing
// punctuation and unbalanced closing parentheses out.
func matchPath(src []byte, p, stop int) int {
	open, closed := 0, 0
	for p < stop {
		c := src[p]
		switch c {
		case '(':
			open++
			p++
			continue
		case ')':
			if closed < open {
				closed++
				p++
				continue
			}
		}
		switch c {
		case '!', '"', '&', '\'', ')', '*', ',', '.', ':', ';', '<', '?', ']', '_', '~':
			if isTrail(src, p, stop) {
				return p
			}
			if c == ')' {
				closed++
			}
			p++
			continue
		}
		r, size := utf8.DecodeRune(src[p:stop])
		if isUnicodeSpace(r) {
			return p
		}
		p += size
	}
	return p
}

// isTrail reports whether src[p:] starts with punctuation that ends a
// literal: trailing marks up to white space, the end, or '<'.
func isTrail(src []byte, p, stop int) bool {
	for p < stop {
		c := src[p]
		switch c {
		case '!', '"', '\'', ')', '*', ',', '.', ':', ';', '?', '_', '~':
			p++
			continue
		case '&':
			q := p + 1
			for q < stop && isASCIIAlpha(src[q]) {
				q++
			}
			if q == p+1 || q >= stop || src[q] != ';' {
				return false
			}
			p = q + 1
			continue
		case ']':
			p++
			if p >= stop {
				return true
			}
			switch src[p] {
			case '(', '[':
				return true
			}
			r, _ := utf8.DecodeRune(src[p:stop])
			if isUnicodeSpace(r) {
				return true
			}
			continue
		case '<':
			return true
		}
		r, _ := utf8.DecodeRune(src[p:stop])
		return isUnicodeSpace(r)
	}
	return true
}

// matchEmailLink returns the end of an e-mail literal at src[i], or i.
func matchEmailLink(src []byte, i, stop int) int {
	p := i
	for p < stop && isAtext(src[p]) {
		p++
	}
	if p >= stop || src[p] != '@' || p == i {
		return i
	}
	p++
	data, dot := false, false
	for p < stop {
		c := src[p]
		if c == '.' {
			if p+1 < stop && isASCIIAlnum(src[p+1]) {
				dot = true
				p++
				continue
			}
			break
		}
		if c == '-' || c == '_' || isASCIIAlnum(c) {
			data = true
			p++
			continue
		}
		break
	}
	if !data || !dot || !isASCIIAlpha(src[p-1]) {
		return i
	}
	return p
}

func isAtext(c byte) bool {
	return c == '+' || c == '-' || c == '.' || c == '_' || isASCIIAlnum(c)
}

func isASCIIAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i]|0x20, b[i]|0x20
		if x != y {
			return false
		}
	}
	return true
}

// isUnicodeSpace is micromark's white space: JavaScript's \s.
func isUnicodeSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' || r == '\v' || r == 0xfeff || unicode.Is(unicode.Zs, r) || r == 0x2028 || r == 0x2029
}

// isUnicodePunct is micromark's punctuation: Unicode P and S categories.
func isUnicodePunct(r rune) bool {
	if r < 0x80 {
		return r > 0x20 && r < 0x7f && !isASCIIAlnum(byte(r))
	}
	return unicode.IsPunct(r) || unicode.IsSymbol(r)
}
