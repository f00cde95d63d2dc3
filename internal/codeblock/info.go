package codeblock

import (
	"slices"
	"strconv"
	"strings"
)

// Meta is what a fence's info string says: ```lang meta...
type Meta struct {
	Lang       string            // as written, e.g. "tsx", "Python", "" for none
	Title      string            // inline title ("```js index.js", "```bash Install packages") or title="…"
	Icon       string            // icon="…": an icon name; the caller renders it (RenderOptions.IconHTML)
	Lines      bool              // lines: line numbers
	Wrap       bool              // wrap: long lines wrap instead of scrolling
	Expandable bool              // expandable: a long block starts collapsed
	NoCopy     bool              // nocopy: no copy button
	Highlight  []Range           // highlight={1,3-5}, or the bare {1,3-5}
	Focus      []Range           // focus={2-3}
	Attrs      map[string]string // every other key=value (mermaid's actions and placement, theme, twoslash, …), unquoted
}

// Range is an inclusive range of 1-based line numbers.
type Range struct{ From, To int }

// Problem is something wrong in an info string. Off is the byte offset in
// the string given to ParseInfo, so the caller can point at file:line:col.
type Problem struct {
	Off int
	Msg string
}

// maxLine bounds line numbers in ranges; nobody writes a longer code block,
// and it keeps a typo like {1-99999999999} from meaning anything.
const maxLine = 1 << 20

// ParseInfo parses a fence's info string (everything after the backticks)
// the way Mintlify reads it: the language first, then options and a title
// in any order. Options are the flags lines, wrap, expandable, nocopy and
// twoslash (also written [expandable] or lines={true}), key=value pairs
// whose value is bare, "quoted", 'quoted' or an {expression}, and a bare
// {1,3-5} for highlighted lines. The first word that is not an option
// starts the title and the title runs until the next option; a "quoted"
// word counts as a title word. title="…" wins over an inline title.
// ParseInfo never fails: what it cannot read becomes a Problem and the
// rest of the string is still used.
func ParseInfo(info string) (Meta, []Problem) {
	p := infoParser{s: info}
	p.parse()
	return p.m, p.probs
}

type infoParser struct {
	s     string
	i     int
	m     Meta
	probs []Problem

	title      []string // words of the first inline title run
	titleOff   int      // offset of the first inline title word
	titleIsSet bool     // title="…" seen
}

func (p *infoParser) problem(off int, msg string) {
	p.probs = append(p.probs, Problem{Off: off, Msg: msg})
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

func (p *infoParser) skipSpace() {
	for p.i < len(p.s) && isSpace(p.s[p.i]) {
		p.i++
	}
}

func (p *infoParser) parse() {
	p.skipSpace()
	// The language is the first word, unless that word is an option
	// ("```nocopy" is documented as a block without a language). A brace
	// right after it starts the options: "```python{15}".
	start := p.i
	end := start
	for end < len(p.s) && !isSpace(p.s[end]) && p.s[end] != '{' {
		end++
	}
	if lang := p.s[start:end]; lang != "" && !strings.ContainsAny(lang[:1], `"'[`) &&
		!strings.Contains(lang, "=") && !isFlag(lang) {
		p.m.Lang = lang
		p.i = end
	}
	for {
		p.skipSpace()
		if p.i >= len(p.s) {
			break
		}
		p.word()
	}
	switch {
	case p.titleIsSet:
		if len(p.title) > 0 {
			p.problem(p.titleOff, "title=\"…\" is given, so these words are not the title")
		}
	case len(p.title) == 1:
		p.m.Title = unquote(p.title[0])
	case len(p.title) > 1:
		p.m.Title = strings.Join(p.title, " ")
	}
	slices.SortStableFunc(p.probs, func(a, b Problem) int { return a.Off - b.Off })
}

// unquote strips the quotes of a "…" or '…' word, closed or not.
func unquote(w string) string {
	if q := w[0]; q == '"' || q == '\'' {
		w = w[1:]
		if len(w) > 0 && w[len(w)-1] == q {
			w = w[:len(w)-1]
		}
	}
	return w
}

// isFlag reports whether name is a boolean option.
func isFlag(name string) bool {
	switch name {
	case "lines", "wrap", "expandable", "nocopy", "twoslash":
		return true
	}
	return false
}

// word reads one word at p.i (not a space) and applies it.
func (p *infoParser) word() {
	start := p.i
	switch c := p.s[p.i]; c {
	case '"', '\'':
		// A quoted word keeps its quotes unless it is the whole title.
		p.quoted()
		p.titleWord(start, p.s[start:p.i])
		return
	case '{':
		expr, ok := p.braced()
		if ok {
			p.m.Highlight = append(p.m.Highlight, p.ranges(expr, start+1)...)
		}
		return
	case '[':
		// [expandable] and friends: an older spelling of the flags.
		if j := strings.IndexByte(p.s[p.i:], ']'); j > 0 && isFlag(p.s[p.i+1:p.i+j]) {
			p.i += j + 1
			p.setFlag(p.s[start+1:p.i-1], start, "", false)
			return
		}
	}
	// A key=value pair starts with an identifier and "=".
	j := p.i
	for j < len(p.s) && isKeyByte(p.s[j], j == p.i) {
		j++
	}
	if j > p.i && j < len(p.s) && p.s[j] == '=' {
		key := p.s[p.i:j]
		p.i = j + 1
		val, valOff, expr := p.value()
		p.option(key, start, val, valOff, expr)
		return
	}
	for p.i < len(p.s) && !isSpace(p.s[p.i]) {
		p.i++
	}
	w := p.s[start:p.i]
	if isFlag(w) {
		p.setFlag(w, start, "", false)
		return
	}
	p.titleWord(start, w)
}

func isKeyByte(c byte, first bool) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '_':
		return true
	case c >= '0' && c <= '9', c == '-':
		return !first
	}
	return false
}

// titleWord adds a word to the inline title. Mintlify's title is the text
// left once the options are taken out, so words on either side of an
// option make one title ("```js A lines B" is titled "A B").
func (p *infoParser) titleWord(off int, w string) {
	if len(p.title) == 0 {
		p.titleOff = off
	}
	p.title = append(p.title, w)
}

// quoted reads a "…" or '…' string at p.i and returns its contents.
func (p *infoParser) quoted() (string, bool) {
	q := p.s[p.i]
	start := p.i
	j := strings.IndexByte(p.s[p.i+1:], q)
	if j < 0 {
		p.problem(start, "unterminated "+string(q)+" quote")
		p.i = len(p.s)
		return p.s[start+1:], false
	}
	p.i += j + 2
	return p.s[start+1 : p.i-1], true
}

// braced reads a {…} expression at p.i, with nested braces and quoted
// strings, and returns what is inside.
func (p *infoParser) braced() (string, bool) {
	start := p.i
	depth := 0
	for j := p.i; j < len(p.s); j++ {
		switch c := p.s[j]; c {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				p.i = j + 1
				return p.s[start+1 : j], true
			}
		case '"', '\'', '`':
			k := strings.IndexByte(p.s[j+1:], c)
			if k < 0 {
				j = len(p.s)
			} else {
				j += k + 1
			}
		}
	}
	p.problem(start, "unterminated { expression")
	p.i = len(p.s)
	return "", false
}

// value reads an option value at p.i: "…", '…', {…} or a bare word.
// expr reports the {…} form.
func (p *infoParser) value() (val string, off int, expr bool) {
	if p.i >= len(p.s) || isSpace(p.s[p.i]) {
		return "", p.i, false
	}
	off = p.i + 1
	switch p.s[p.i] {
	case '"', '\'':
		v, _ := p.quoted()
		return v, off, false
	case '{':
		v, ok := p.braced()
		if !ok {
			return "", off, true
		}
		return v, off, true
	}
	off = p.i
	for p.i < len(p.s) && !isSpace(p.s[p.i]) {
		p.i++
	}
	return p.s[off:p.i], off, false
}

// option applies key=value.
func (p *infoParser) option(key string, keyOff int, val string, valOff int, expr bool) {
	if expr {
		val, valOff = unwrapExpr(val, valOff)
	}
	switch key {
	case "title":
		p.m.Title = val
		p.titleIsSet = true
	case "icon":
		p.m.Icon = val
	case "highlight":
		p.m.Highlight = append(p.m.Highlight, p.ranges(val, valOff)...)
	case "focus":
		p.m.Focus = append(p.m.Focus, p.ranges(val, valOff)...)
	case "lines", "wrap", "expandable", "nocopy", "twoslash":
		p.setFlag(key, valOff, val, true)
	default:
		if p.m.Attrs == nil {
			p.m.Attrs = map[string]string{}
		}
		p.m.Attrs[key] = val
	}
}

// unwrapExpr turns the inside of {…} into a plain value: a string literal
// loses its quotes, anything else is kept as written ({true}, {null}).
func unwrapExpr(v string, off int) (string, int) {
	t := strings.TrimSpace(v)
	off += strings.Index(v, t)
	if len(t) >= 2 {
		if q := t[0]; (q == '"' || q == '\'' || q == '`') && t[len(t)-1] == q {
			return t[1 : len(t)-1], off + 1
		}
	}
	return t, off
}

// setFlag sets a boolean option; hasVal says whether it was written
// key=value, in which case the value must be true or false.
func (p *infoParser) setFlag(name string, off int, val string, hasVal bool) {
	on := true
	if hasVal {
		switch strings.TrimSpace(val) {
		case "true", "":
		case "false":
			on = false
		default:
			p.problem(off, name+" takes true or false, not "+strconv.Quote(val))
		}
	}
	switch name {
	case "lines":
		p.m.Lines = on
	case "wrap":
		p.m.Wrap = on
	case "expandable":
		p.m.Expandable = on
	case "nocopy":
		p.m.NoCopy = on
	case "twoslash":
		if p.m.Attrs == nil {
			p.m.Attrs = map[string]string{}
		}
		p.m.Attrs["twoslash"] = strconv.FormatBool(on)
	}
}

// ranges parses "1,3-5" (also "[1,3]", "3, ", "1 - 4") starting at offset
// off of the info string.
func (p *infoParser) ranges(s string, off int) []Range {
	var out []Range
	i := 0
	skip := func() {
		for i < len(s) && (isSpace(s[i]) || s[i] == '[' || s[i] == ']') {
			i++
		}
	}
	for {
		skip()
		if i >= len(s) {
			return out
		}
		if s[i] == ',' {
			i++
			continue
		}
		itemOff := off + i
		from, ok := p.lineNumber(s, &i, off)
		if !ok {
			return out
		}
		to := from
		skip()
		if i < len(s) && s[i] == '-' {
			i++
			skip()
			if to, ok = p.lineNumber(s, &i, off); !ok {
				return out
			}
		}
		if to < from {
			p.problem(itemOff, "range "+strconv.Itoa(from)+"-"+strconv.Itoa(to)+" ends before it starts")
		} else {
			out = append(out, Range{from, to})
		}
		skip()
		if i < len(s) && s[i] != ',' {
			p.problem(off+i, "expected , between line numbers")
			return out
		}
	}
}

// lineNumber reads a line number at s[*i].
func (p *infoParser) lineNumber(s string, i *int, off int) (int, bool) {
	start := *i
	n := 0
	for *i < len(s) && s[*i] >= '0' && s[*i] <= '9' {
		if n <= maxLine {
			n = n*10 + int(s[*i]-'0')
		}
		*i++
	}
	switch {
	case *i == start:
		p.problem(off+start, "expected a line number or range like 1,3-5")
		return 0, false
	case n == 0:
		p.problem(off+start, "line numbers start at 1")
		return 0, false
	case n > maxLine:
		p.problem(off+start, "line number too large")
		return 0, false
	}
	return n, true
}
