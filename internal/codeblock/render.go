package codeblock

import (
	"bytes"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/styles"
)

// Options configure a Highlighter. The zero value is ready to use.
type Options struct {
	// DarkSelector selects an ancestor (usually <html>) that switches code
	// blocks to their dark colours: ".dark" (the default) or
	// "[data-theme=dark]". It goes into the stylesheet as written.
	DarkSelector string
	// LightStyle and DarkStyle name chroma styles; github and github-dark
	// by default. An unknown name gets chroma's fallback style.
	LightStyle, DarkStyle string
	// CacheBytes bounds the memory kept for highlighted code, so that a
	// page rebuilt after an edit only highlights the blocks that changed.
	// The package's own lexers (lex.go) render four lines in 1–3 µs
	// (BenchmarkLanguage), chroma's lexers, which the other languages
	// keep, in 75–600 µs, a cached block in about 0.3 µs. 0 means
	// DefaultCacheBytes; a negative value turns the cache off.
	CacheBytes int
	// ChromaOnly colours every language with chroma's lexers, leaving the
	// package's own ones (lex.go) unused: for measuring what they save
	// (BenchmarkBuild in bench/), not for sites.
	ChromaOnly bool
}

// DefaultCacheBytes is the cache size when Options.CacheBytes is 0.
const DefaultCacheBytes = 16 << 20

// RenderOptions are a block's context on the page.
type RenderOptions struct {
	// OmitHeader leaves out the title bar: a CodeGroup draws the titles as
	// tabs.
	OmitHeader bool
	// IconHTML is the caller's rendering of Meta.Icon, put in the header
	// as is.
	IconHTML string
}

// Highlighter renders code blocks. It is safe for concurrent use.
type Highlighter struct {
	darkSel     string
	light, dark *chroma.Style
	classes     map[chroma.TokenType]string // "" for types drawn in the text colour
	byType      []string                    // class by type - minType, parents resolved: class's table
	lexers      lexerTable
	cache       *hlCache
	css         string
	scratch     sync.Pool // of *scratch
}

// New returns a Highlighter; it prepares the colour classes and the
// stylesheet once.
func New(opts Options) *Highlighter {
	h := &Highlighter{darkSel: opts.DarkSelector}
	if h.darkSel == "" {
		h.darkSel = ".dark"
	}
	h.light = styles.Get(orDefault(opts.LightStyle, "github"))
	h.dark = styles.Get(orDefault(opts.DarkStyle, "github-dark"))
	h.lexers = newLexerTable(!opts.ChromaOnly)
	h.classes = map[chroma.TokenType]string{}
	// A token type gets a class only if it looks different from plain
	// text in one of the modes; most punctuation and names do not, and
	// leaving their spans out halves the markup.
	differs := func(s *chroma.Style, tt chroma.TokenType) bool {
		_, fg := blockColours(s)
		e, text := styleOf(s, tt), styleOf(s, chroma.Text)
		if e.Colour.String() == fg {
			e.Colour = 0
		}
		if text.Colour.String() == fg {
			text.Colour = 0
		}
		return e != text
	}
	for tt, class := range chroma.StandardTypes {
		if tt > 0 && class != "" && tokenStyled(tt) && (differs(h.light, tt) || differs(h.dark, tt)) {
			h.classes[tt] = class
		} else {
			h.classes[tt] = ""
		}
	}
	h.byType = make([]string, maxType-minType+1)
	for tt := minType; tt <= maxType; tt++ {
		h.byType[tt-minType] = h.classOf(tt)
	}
	switch {
	case opts.CacheBytes == 0:
		h.cache = newCache(DefaultCacheBytes)
	case opts.CacheBytes > 0:
		h.cache = newCache(opts.CacheBytes)
	}
	h.css = h.buildCSS()
	return h
}

// Styles returns the names of the chroma styles the highlighter draws
// light and dark code with.
func (h *Highlighter) Styles() (light, dark string) { return h.light.Name, h.dark.Name }

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// tokenStyled reports whether a token type may get a colour: errors are
// drawn as text because authors' snippets are often partial (a JSON body
// with "..." in it), and whitespace has nothing to colour.
func tokenStyled(tt chroma.TokenType) bool {
	return tt != chroma.Error && tt != chroma.TextWhitespace && tt != chroma.Whitespace
}

// styleOf is the entry of a token type as this package draws it: the
// style's colours, and bold, italic and underline only where they carry
// meaning (Markdown's strong, emphasis and headings), in both modes alike;
// bold function names and operators look loud next to prose.
func styleOf(s *chroma.Style, tt chroma.TokenType) chroma.StyleEntry {
	e := s.Get(tt)
	bg := s.Get(chroma.Background).Background
	if e.Background == bg {
		e.Background = 0
	}
	e.Border = 0
	e.NoInherit = false
	e.Bold, e.Italic, e.Underline = chroma.Pass, chroma.Pass, chroma.Pass
	switch tt {
	case chroma.GenericStrong, chroma.GenericHeading, chroma.GenericSubheading:
		e.Bold = chroma.Yes
	case chroma.GenericEmph:
		e.Italic = chroma.Yes
	case chroma.GenericUnderline:
		e.Underline = chroma.Yes
	}
	return e
}

// The range of chroma's token types (Background is -1, Text and its
// kinds the 8000s).
const (
	minType chroma.TokenType = -16
	maxType chroma.TokenType = 8999
)

// class returns the CSS class of a token type, "" for plain text.
func (h *Highlighter) class(tt chroma.TokenType) string {
	if tt >= minType && tt <= maxType {
		return h.byType[tt-minType]
	}
	return h.classOf(tt)
}

// classOf looks the class of a token type up, or that of the nearest
// parent type with one.
func (h *Highlighter) classOf(tt chroma.TokenType) string {
	for {
		if c, ok := h.classes[tt]; ok {
			return c
		}
		if tt <= 0 {
			return ""
		}
		tt = tt.Parent()
	}
}

// Render appends the HTML of a code block to dst: a <figure> with the
// header (icon, title or language), the code in <pre><code> with one
// <span class="code-block-line"> per line, the copy button and, for long
// expandable blocks, the expand control. Mermaid fences become a diagram
// container instead. The output is escaped and well-formed for any input.
func (h *Highlighter) Render(dst *bytes.Buffer, m Meta, code []byte, o RenderOptions) {
	if strings.EqualFold(m.Lang, "mermaid") {
		renderMermaid(dst, m, code)
		return
	}
	lexer := h.lexers.get(m.Lang)
	hl := h.highlight(lexer, code)
	n := len(hl.ends)

	flags := make([]uint8, n)
	copy(flags, hl.flags)
	markRanges(flags, m.Highlight, lineHighlight)
	markRanges(flags, m.Focus, lineFocus)
	var all uint8
	for _, f := range flags {
		all |= f
	}
	collapsible := m.Expandable && n > expandMinLines

	dst.Grow(len(hl.html) + 32*n + len(copyButton) + 512)
	dst.WriteString(`<figure class="code-block`)
	if m.Lines {
		dst.WriteString(" code-block-lines code-block-d")
		dst.WriteString(strconv.Itoa(min(len(strconv.Itoa(n)), 7)))
	}
	if m.Wrap {
		dst.WriteString(" code-block-wrap")
	}
	if all&(lineAdd|lineDel) != 0 {
		dst.WriteString(" code-block-diff")
	}
	if all&lineFocus != 0 {
		dst.WriteString(" code-block-has-focus")
	}
	if collapsible {
		dst.WriteString(" code-block-expandable")
	}
	// Without a title the header names the language, if it is one: "text"
	// says nothing.
	label := ""
	if m.Title == "" && lexer != nil {
		label = m.Lang
	}
	header := !o.OmitHeader && (m.Title != "" || label != "" || o.IconHTML != "")
	if !header {
		dst.WriteString(" code-block-bare")
	}
	dst.WriteByte('"')
	if m.Lang != "" {
		dst.WriteString(` data-lang="`)
		escapeAttr(dst, m.Lang)
		dst.WriteByte('"')
	}
	dst.WriteByte('>')

	if header {
		dst.WriteString(`<figcaption class="code-block-header">`)
		if o.IconHTML != "" {
			dst.WriteString(`<span class="code-block-icon" aria-hidden="true">`)
			dst.WriteString(o.IconHTML)
			dst.WriteString(`</span>`)
		}
		if m.Title != "" {
			dst.WriteString(`<span class="code-block-title">`)
			escapeText(dst, m.Title)
			dst.WriteString(`</span>`)
		} else if label != "" {
			dst.WriteString(`<span class="code-block-lang">`)
			escapeText(dst, label)
			dst.WriteString(`</span>`)
		}
		dst.WriteString(`</figcaption>`)
	}

	// tabindex: the block scrolls sideways, so keyboards must reach it.
	dst.WriteString(`<pre class="code-block-pre" tabindex="0"><code class="code-block-code">`)
	start := 0
	for i, end := range hl.ends {
		if i > 0 {
			dst.WriteByte('\n')
		}
		dst.WriteString(`<span class="code-block-line`)
		if f := flags[i]; f != 0 {
			if f&lineHighlight != 0 {
				dst.WriteString(" code-block-hl")
			}
			if f&lineFocus != 0 {
				dst.WriteString(" code-block-focus")
			}
			if f&lineAdd != 0 {
				dst.WriteString(" code-block-add")
			} else if f&lineDel != 0 {
				dst.WriteString(" code-block-del")
			}
		}
		dst.WriteString(`">`)
		dst.WriteString(hl.html[start:end])
		dst.WriteString(`</span>`)
		start = int(end)
	}
	dst.WriteString(`</code></pre>`)

	if !m.NoCopy {
		dst.WriteString(copyButton)
	}
	if collapsible {
		dst.WriteString(`<div class="code-block-fade-overlay" aria-hidden="true"></div>`)
		dst.WriteString(`<label class="code-block-expand"><input type="checkbox" class="code-block-expand-input"><span class="code-block-more">Show all `)
		dst.WriteString(strconv.Itoa(n))
		dst.WriteString(` lines</span><span class="code-block-less">Show less</span>`)
		dst.WriteString(chevron)
		dst.WriteString(`</label>`)
	}
	dst.WriteString("</figure>\n")
}

// expandMinLines: an expandable block shorter than this is shown whole;
// collapsing it would hide next to nothing.
const expandMinLines = 16

// The copy button: the theme's script finds buttons by data-copy, copies
// the text of the <code> in the same figure, and sets data-copied for a
// moment to show the check mark. Its icons are drawn by the stylesheet
// (layout.css), not in the page: a page of a real site has tens of
// blocks, and two inline SVGs were 750 bytes of each.
const copyButton = `<button type="button" class="code-block-copy-button" data-copy aria-label="Copy" title="Copy"></button>`

// chevron is the expand control's arrow, drawn by the stylesheet too.
const chevron = `<span class="code-block-chevron" aria-hidden="true"></span>`

// markRanges sets flag on the lines of rs (1-based) that exist.
func markRanges(flags []uint8, rs []Range, flag uint8) {
	for _, r := range rs {
		for i := max(r.From, 1); i <= r.To && i <= len(flags); i++ {
			flags[i-1] |= flag
		}
	}
}

// renderMermaid writes a diagram container, named as Mintlify names it
// for custom CSS: mermaid.js (loaded by the theme) draws every .mermaid
// from the source it holds, and without it the source reads as a plain
// block. actions and placement stay as data attributes for the theme's
// zoom and pan controls (Mintlify's mermaid-controls-wrapper).
func renderMermaid(dst *bytes.Buffer, m Meta, code []byte) {
	dst.WriteString(`<div class="mermaid" data-component-name="mermaid-container"`)
	for _, k := range []string{"actions", "placement"} {
		if v, ok := m.Attrs[k]; ok {
			dst.WriteString(` data-`)
			dst.WriteString(k)
			dst.WriteString(`="`)
			escapeAttr(dst, v)
			dst.WriteByte('"')
		}
	}
	dst.WriteByte('>')
	escapeText(dst, normalize(code))
	dst.WriteString("</div>\n")
}

// highlighted is a block's code as HTML lines, before the block's own
// options apply; it depends on the lexer and the code only, so it can be
// cached.
type highlighted struct {
	html  string  // the lines' inner HTML, back to back
	ends  []int32 // end of each line in html
	flags []uint8 // per line, from notation comments; nil if there are none
}

func (hl *highlighted) size() int { return len(hl.html) + 5*len(hl.ends) + 64 }

// highlight turns code into HTML lines in language l (nil: plain text).
func (h *Highlighter) highlight(l *language, code []byte) *highlighted {
	if l == nil {
		return plain(normalize(code))
	}
	if h.cache != nil {
		if hl := h.cache.get(l, code); hl != nil {
			return hl
		}
	}
	hl := h.tokenise(l, normalize(code))
	if h.cache != nil {
		h.cache.put(l, string(code), hl)
	}
	return hl
}

// normalize makes code valid UTF-8 with \n line ends, no NUL bytes, and
// without the final line end the fence gives it.
func normalize(code []byte) string {
	s := string(code)
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	if strings.IndexByte(s, '\r') >= 0 {
		s = strings.ReplaceAll(s, "\r\n", "\n")
		s = strings.ReplaceAll(s, "\r", "\n")
	}
	if strings.IndexByte(s, 0) >= 0 {
		s = strings.ReplaceAll(s, "\x00", "\uFFFD")
	}
	return strings.TrimSuffix(s, "\n")
}

// plain returns text as lines without colours.
func plain(text string) *highlighted {
	hl := &highlighted{ends: make([]int32, 0, strings.Count(text, "\n")+1)}
	var b bytes.Buffer
	b.Grow(len(text) + len(text)/8)
	for {
		line, rest, more := strings.Cut(text, "\n")
		escapeText(&b, line)
		hl.ends = append(hl.ends, int32(b.Len()))
		if !more {
			break
		}
		text = rest
	}
	hl.html = b.String()
	return hl
}

// tokens returns the tokens of text in language l, appended to toks.
func (l *language) tokens(text string, toks []chroma.Token) ([]chroma.Token, error) {
	if l.lex != nil {
		return lexText(l.lex, text, toks), nil
	}
	// chroma's line rules expect a final line end.
	it, err := l.chroma.Tokenise(nil, text+"\n")
	if err != nil {
		return nil, err
	}
	for tok := it(); tok != chroma.EOF; tok = it() {
		toks = append(toks, tok)
	}
	return toks, nil
}

// tokenise highlights text in language l, handling notation comments on
// the way.
func (h *Highlighter) tokenise(l *language, text string) *highlighted {
	sc, _ := h.scratch.Get().(*scratch)
	if sc == nil {
		sc = new(scratch)
	}
	defer h.scratch.Put(sc)
	toks, err := l.tokens(text, sc.toks[:0])
	if err != nil {
		return plain(text)
	}
	sc.toks = toks
	hl := &highlighted{ends: make([]int32, 0, strings.Count(text, "\n")+1)}
	b := &sc.buf
	b.Reset()
	b.Grow(len(text) * 3)
	line := sc.line[:0]
	defer func() { sc.line = line[:0] }()
	var notes []note
	flush := func() {
		n := len(notes)
		var drop bool
		line, notes, drop = applyNotations(line, notes)
		for i := n; i < len(notes); i++ {
			notes[i].line = len(hl.ends)
		}
		if !drop {
			h.writeLine(b, line)
			hl.ends = append(hl.ends, int32(b.Len()))
		}
		line = line[:0]
	}
	for _, tok := range toks {
		v := tok.Value
		for {
			i := strings.IndexByte(v, '\n')
			part := v
			if i >= 0 {
				part = v[:i]
			}
			if part != "" {
				// Join the pieces of one comment so that notations are
				// found whole.
				if k := len(line) - 1; k >= 0 && line[k].tt == tok.Type && isComment(tok.Type) {
					line[k].text += part
				} else {
					line = append(line, seg{tok.Type, part})
				}
			}
			if i < 0 {
				break
			}
			flush()
			v = v[i+1:]
		}
	}
	if len(line) > 0 || len(hl.ends) == 0 {
		flush()
	}
	if len(notes) > 0 {
		hl.flags = make([]uint8, len(hl.ends))
		for _, n := range notes {
			for i := n.line; i < n.line+n.count && i < len(hl.flags); i++ {
				hl.flags[i] |= n.flag
			}
		}
	}
	hl.html = b.String()
	return hl
}

// scratch is tokenise's working memory, kept between calls.
type scratch struct {
	toks []chroma.Token
	line []seg
	buf  bytes.Buffer
}

// writeLine writes one line's segments, one span per run of a colour.
func (h *Highlighter) writeLine(b *bytes.Buffer, line []seg) {
	cur := ""
	for _, s := range line {
		if s.text == "" {
			continue
		}
		if c := h.class(s.tt); c != cur {
			if cur != "" {
				b.WriteString("</span>")
			}
			if c != "" {
				b.WriteString(`<span class="`)
				b.WriteString(c)
				b.WriteString(`">`)
			}
			cur = c
		}
		escapeText(b, s.text)
	}
	if cur != "" {
		b.WriteString("</span>")
	}
}

// escapeText writes s escaped for element content.
func escapeText(b *bytes.Buffer, s string) {
	last := 0
	for i := 0; i < len(s); i++ {
		var esc string
		switch s[i] {
		case '&':
			esc = "&amp;"
		case '<':
			esc = "&lt;"
		case '>':
			esc = "&gt;"
		default:
			continue
		}
		b.WriteString(s[last:i])
		b.WriteString(esc)
		last = i + 1
	}
	b.WriteString(s[last:])
}

// escapeAttr writes s escaped for a double-quoted attribute value.
func escapeAttr(b *bytes.Buffer, s string) {
	last := 0
	for i := 0; i < len(s); i++ {
		var esc string
		switch s[i] {
		case '&':
			esc = "&amp;"
		case '<':
			esc = "&lt;"
		case '>':
			esc = "&gt;"
		case '"':
			esc = "&#34;"
		default:
			continue
		}
		b.WriteString(s[last:i])
		b.WriteString(esc)
		last = i + 1
	}
	b.WriteString(s[last:])
}
