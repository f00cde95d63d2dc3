package content

import (
	"net/url"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"

	"github.com/foliodocs/folio/internal/jsrt"
	"github.com/foliodocs/folio/internal/mdx"
)

// Heading ids follow Mintlify's rules (slugify and cleanHeadingId in
// @mintlify/common): the heading's text, lowercased, with white space to
// hyphens, is percent-encoded as encodeURIComponent does; when anything
// needed encoding, every run of characters other than letters, digits,
// "_" and the escapes becomes one hyphen, else every run of characters
// other than a-z, 0-9 and "_" does; "word-s" and "word-t" lose their
// hyphen (a contraction, to @sindresorhus/slugify), hyphens at either end
// go. The escapes are then decoded, and ?,;:!'"()[]{} and emoji dropped:
// "Read/write access" is read/write-access, "1. Setup" 1-setup,
// "What's new?" (curled) what’s-new. The same id twice on a page gets -2,
// -3, counted across the whole page, headings inside components included.
// "## Title {#id}" sets the id.

// slug turns heading text into an id.
func slug(text string) string {
	return cleanHeadingID(encodedSlug(text))
}

// encodedSlug is the id Mintlify makes of a heading's text before the
// escapes are decoded (its slugify). It works in one buffer, compacted in
// place, because every heading of every page goes through it.
func encodedSlug(text string) string {
	const hex = "0123456789ABCDEF"
	text = strings.TrimFunc(text, isJSSpace)
	b := make([]byte, 0, len(text)+8)
	percent, space := false, false
	for _, r := range text {
		r = unicode.ToLower(r)
		switch {
		case isJSSpace(r):
			if !space {
				b = append(b, '-')
			}
			space = true
			continue
		case r < utf8.RuneSelf && uriUnreserved(byte(r)):
			b = append(b, byte(r))
		default:
			percent = true
			var buf [utf8.UTFMax]byte
			for _, c := range buf[:utf8.EncodeRune(buf[:], r)] {
				b = append(b, '%', hex[c>>4], hex[c&15])
			}
		}
		space = false
	}
	// Runs of other characters, hyphens included, become one hyphen.
	n := 0
	for _, c := range b {
		keep := c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' ||
			percent && (c >= 'A' && c <= 'Z' || c == '%')
		switch {
		case keep:
			b[n] = c
			n++
		case n == 0 || b[n-1] != '-':
			b[n] = '-'
			n++
		}
	}
	id := joinContractions(string(b[:n]))
	return strings.TrimSuffix(strings.TrimPrefix(id, "-"), "-")
}

// uriUnreserved reports the ASCII characters encodeURIComponent leaves as
// they are.
func uriUnreserved(c byte) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		return true
	}
	return strings.IndexByte("-_.!~*'()", c) >= 0
}

// isJSSpace reports the white space of JavaScript's \s and trim.
func isJSSpace(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', '\r', ' ', 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
		return true
	}
	return r >= 0x2000 && r <= 0x200A
}

// cleanHeadingID decodes an id's percent escapes and drops the punctuation
// and emoji Mintlify keeps out of the ids it renders; an id whose escapes
// do not decode to UTF-8 stays as it is.
func cleanHeadingID(id string) string {
	if !strings.Contains(id, "%") {
		return dropIDPunct(id)
	}
	var fixed strings.Builder
	for i := 0; i < len(id); i++ {
		if id[i] == '%' && !(i+2 < len(id) && isHex(id[i+1]) && isHex(id[i+2])) {
			fixed.WriteString("%25")
			continue
		}
		fixed.WriteByte(id[i])
	}
	dec, err := url.PathUnescape(fixed.String())
	if err != nil || !utf8.ValidString(dec) {
		return id
	}
	return dropIDPunct(dec)
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// dropIDPunct removes ?,;:!'"()[]{} and emoji from an id.
func dropIDPunct(id string) string {
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(`?,;:!'"()[]{}`, r) || unicode.Is(headingIDEmoji, r) {
			return -1
		}
		return r
	}, id)
}

// outline is what a page's headings make of it: the table of contents,
// the anchors, the ids taken (for the -2, -3 suffixes) and the plain
// text of each section, which search indexes. The page's HTML pass
// writes it; nothing in it knows of the tree or the components.
type outline struct {
	toc      []Heading
	anchors  []string
	sections []Section
	ids      map[string]int
	text     textBuf // the current section's plain text
	// folded counts the elements being rendered whose headings stay out
	// of the table of contents (tocFolded).
	folded int
}

// reset empties the outline for the next page. The table of contents,
// anchors and sections were handed to the page: they are dropped, not
// reused; the ids' map and the text's buffer keep their memory.
func (o *outline) reset() {
	o.toc, o.anchors, o.sections = nil, nil, nil
	o.folded = 0
	clear(o.ids)
	o.text.Reset()
}

// uniqueID returns id, or id-2, id-3… when the page has it already.
func (o *outline) uniqueID(id string) string {
	n := o.ids[id]
	o.ids[id] = n + 1
	if n == 0 {
		o.anchors = append(o.anchors, id)
		return id
	}
	for {
		n++
		c := id + "-" + strconv.Itoa(n)
		if o.ids[c] == 0 {
			o.ids[c] = 1
			o.ids[id] = n
			o.anchors = append(o.anchors, c)
			return c
		}
	}
}

// claimID records an id given explicitly (id="…", {#…}) so that generated
// ids avoid it.
func (o *outline) claimID(id string) string {
	o.ids[id]++
	o.anchors = append(o.anchors, id)
	return id
}

// headingID returns the id of a heading, step or update: the one it is
// given, decoded and cleaned as Mintlify does, or one made from its text;
// either takes a -2, -3 suffix when the page has it already (Mintlify's
// remarkExtractTableOfContents dedupes given and made ids alike).
func (o *outline) headingID(given, text string) string {
	if given != "" {
		if id := cleanHeadingID(given); id != "" {
			return o.uniqueID(id)
		}
	}
	return o.uniqueID(slug(text))
}

// customHeadingID is the id a trailing {#id} gives, as Mintlify's
// preprocessCustomHeadingIds writes it: without <>"&?,;:!'()[]{} and
// emoji, white space to hyphens.
func customHeadingID(id string) string {
	id = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`<>"&?,;:!'()[]{}`, r) || unicode.Is(headingIDEmoji, r) {
			return -1
		}
		return r
	}, strings.TrimSpace(id))
	return strings.Join(strings.FieldsFunc(id, isJSSpace), "-")
}

// customID returns the id a heading sets with a trailing {#id}, and the
// expression node that says it.
func customID(h ast.Node) (string, ast.Node) {
	last := h.LastChild()
	for last != nil {
		if t, ok := last.(*ast.Text); ok && t.Segment.Len() == 0 {
			last = last.PreviousSibling()
			continue
		}
		break
	}
	x, ok := last.(*mdx.ExprInline)
	if !ok {
		return "", nil
	}
	code := strings.TrimSpace(x.Code)
	if !strings.HasPrefix(code, "#") || len(code) < 2 {
		return "", nil
	}
	// Mintlify's pattern takes anything but a closing brace, white space
	// included (customHeadingID turns it into hyphens).
	id := code[1:]
	if strings.ContainsRune(id, '}') {
		return "", nil
	}
	return id, x
}

// inlineText returns the plain text of an inline tree, as a heading id
// and the table of contents read it.
func (p *page) inlineText(n ast.Node, skip ast.Node) string {
	var b strings.Builder
	src := p.frame.f.data
	var walk func(n ast.Node)
	walk = func(n ast.Node) {
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if c == skip {
				continue
			}
			switch c := c.(type) {
			case *ast.Text:
				v := c.Segment.Value(src)
				b.Write(util.UnescapePunctuations(util.ResolveNumericReferences(util.ResolveEntityNames(v))))
				if c.SoftLineBreak() || c.HardLineBreak() {
					b.WriteByte(' ')
				}
			case *ast.String:
				b.Write(c.Value)
			case *ast.CodeSpan:
				for g := c.FirstChild(); g != nil; g = g.NextSibling() {
					if t, ok := g.(*ast.Text); ok {
						b.Write(t.Segment.Value(src))
					} else if s, ok := g.(*ast.String); ok {
						b.Write(s.Value)
					}
				}
			case *mdx.Variable:
				if v, ok := p.r.opts.Variables[c.Name]; ok {
					b.WriteString(v)
				}
			case *mdx.ExprInline:
				if v, ok := p.scope.evalAt(c.Start); ok {
					b.WriteString(plainOf(v))
				}
			case *mdx.MathInline:
				b.WriteString(c.TeX)
			case *ast.Image:
				// alt text is not part of the heading's text
			default:
				walk(c)
			}
		}
	}
	walk(n)
	return strings.TrimSpace(b.String())
}

// plainOf returns the text a value shows.
func plainOf(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case float64:
		return jsrt.FormatNumber(v)
	case []any:
		var b strings.Builder
		for _, x := range v {
			b.WriteString(plainOf(x))
		}
		return b.String()
	}
	return ""
}

// heading renders a Markdown heading with its id and anchor link.
func (p *page) heading(w *writer, h *ast.Heading) {
	custom, skip := customID(h)
	text := p.inlineText(h, skip)
	plain := p.plainHeading(h.Level)
	var id string
	switch {
	case custom != "" && plain:
		id = p.outline.claimID(customHeadingID(custom))
	case custom != "":
		id = p.outline.headingID(customHeadingID(custom), text)
	case !plain:
		id = p.outline.uniqueID(slug(text))
	}
	section := false
	if plain {
		p.outline.plain("\n")
		writeHeadingStart(w, h.Level, id)
		w.WriteString(` class="heading">`)
	} else {
		section = p.openHeading(w, h.Level, id, text, false)
	}
	saved := p.outline.text.Len()
	for c := h.FirstChild(); c != nil; c = c.NextSibling() {
		if c == skip {
			continue
		}
		if t, ok := c.(*ast.Text); ok && skip != nil && c.NextSibling() == skip {
			// The space before {#id} is not part of the title.
			p.textOut(w, strings.TrimRight(string(t.Segment.Value(p.frame.f.data)), " \t"))
			continue
		}
		p.node(w, c)
	}
	if section {
		// The heading is the section's title, not part of its text.
		p.outline.truncateText(saved)
	} else {
		p.outline.plain("\n")
	}
	p.closeHeading(w, h.Level)
}

// truncateText drops plain text written after length n.
func (o *outline) truncateText(n int) {
	o.text.b = o.text.b[:n]
}

// plainHeading reports whether a heading of this level stays plain, with
// no anchor, no id but the one it is given and no outline entry: h1 to h4
// on a page in custom or frame mode, written in Markdown or as JSX
// (Mintlify's remarkComponentIds and remarkExtractTableOfContents skip
// them there). h5 and h6 keep an id although those plugins pass them by:
// Mintlify's own docs link to one
// (settings-reference#navigation-global-languages). Here they take their
// place in the -2, -3 count, so that no two elements share an id.
func (p *page) plainHeading(level int) bool {
	if level > 4 || p.out.Front == nil {
		return false
	}
	m := p.out.Front.Meta.Mode
	return m == "custom" || m == "frame"
}

// openHeading writes <hN id> and the anchor link, and records the
// heading in the outline; it reports whether a section starts there.
func (p *page) openHeading(w *writer, level int, id, text string, noAnchor bool) bool {
	section := p.outline.recordHeading(level, id, text)
	writeHeadingStart(w, level, id)
	w.WriteString(` class="heading">`)
	if id != "" && !noAnchor {
		writeAnchor(w, id)
	}
	return section
}

// tocFolded are the components whose content is folded away or is an
// entry of its own: Mintlify's table of contents leaves out the headings
// (and titled steps) inside them, which keep their ids and anchors.
var tocFolded = map[string]bool{"Accordion": true, "AccordionGroup": true, "Expandable": true, "Update": true, "Prompt": true}

// recordHeading adds a heading to the outline; h2 and h3 start a section
// of the plain text, and enter the table of contents unless they are
// inside a component of tocFolded.
func (o *outline) recordHeading(level int, id, text string) bool {
	if level >= 2 && level <= 3 && id != "" {
		if o.folded == 0 {
			o.toc = append(o.toc, Heading{Level: level, ID: id, Text: text})
		}
		o.startSection(level, id, text)
		return true
	}
	o.plain("\n")
	return false
}

func writeHeadingStart(w *writer, level int, id string) {
	w.WriteString("<h")
	w.WriteByte(byte('0' + level))
	if id != "" {
		w.WriteString(` id="`)
		escape(w, id)
		w.WriteString(`"`)
	}
}

// anchorStart begins a heading's anchor link.
const anchorStart = `<a class="heading-anchor" href="#`

func writeAnchor(w *writer, id string) {
	w.WriteString(anchorStart)
	escape(w, id)
	w.WriteString(`" aria-label="Link to this section"></a>`)
}

func (p *page) closeHeading(w *writer, level int) {
	w.WriteString("</h")
	w.WriteByte(byte('0' + level))
	w.WriteString(">\n")
}

func itoa(i int) string { return strconv.Itoa(i) }
