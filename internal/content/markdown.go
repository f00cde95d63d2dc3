package content

import (
	"bytes"
	"slices"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"

	"github.com/foliodocs/folio/internal/jsrt"
	"github.com/foliodocs/folio/internal/mdx"
)

// The Markdown version of a page is what /page.md and llms-full.txt
// serve: the author's Markdown kept as written, components flattened to
// Markdown a person or a language model reads without knowing them
// (callouts become block quotes, tabs become headed sections, fields
// become lists), expressions and snippets put in.

// The Markdown is written into one buffer, mdWriter.md: each function
// writes its piece at the end, and a piece that is changed as a whole
// (trimmed, indented, quoted) is changed there, in place. The functions
// that return a string (for the components, which compose their Markdown
// from their children's) write the same way and take the piece out.

// mdWriter writes a page's Markdown version. It holds its own buffers,
// which the page's memory keeps for the next page, and reads the page
// for the rest: the frame being written, the elements built and the
// values the HTML pass evaluated.
type mdWriter struct {
	p       *page
	md      []byte // the Markdown being written
	scratch []byte // a copy of a piece of it being rewritten
	// gap is where the blank line after a block element among a
	// paragraph's words ends, until more is written: the white space
	// that follows it in the source is left out there. 0 for none.
	gap int
	// start is where the words being written (mdwInlines) begin.
	start int
}

// markdown renders the page file as Markdown. It runs after the HTML
// pass and reports nothing new.
func (m *mdWriter) markdown(f *file) string {
	m.p.quiet = true
	defer func() { m.p.quiet = false }()
	m.p.frame = m.p.top
	m.md = m.md[:0]
	m.mdwBlocks(f.doc)
	m.mdTrim(0)
	m.md = append(m.md, '\n')
	return string(m.md)
}

// take returns the Markdown written after mark and drops it from the
// buffer.
func (m *mdWriter) take(mark int) string {
	s := string(m.md[mark:])
	m.md = m.md[:mark]
	return s
}

// mdBlocks renders the children of a block container.
func (m *mdWriter) mdBlocks(n ast.Node) string {
	mark := len(m.md)
	m.mdwBlocks(n)
	return m.take(mark)
}

// mdwBlocks writes the children of a block container, those that show
// something, with a blank line between them.
func (m *mdWriter) mdwBlocks(n ast.Node) {
	wrote := false
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		start := len(m.md)
		if wrote {
			m.md = append(m.md, "\n\n"...)
		}
		mark := len(m.md)
		m.mdwBlock(c)
		if m.mdBlank(mark) {
			m.md = m.md[:start]
		} else {
			wrote = true
		}
	}
}

// mdBlock renders one block node.
func (m *mdWriter) mdBlock(n ast.Node) string {
	mark := len(m.md)
	m.mdwBlock(n)
	return m.take(mark)
}

// mdwBlock writes one block node.
func (m *mdWriter) mdwBlock(n ast.Node) {
	switch n := n.(type) {
	case *ast.Paragraph, *ast.TextBlock:
		mark := len(m.md)
		m.mdwInlines(n, nil)
		m.mdTrim(mark)
		return
	case *ast.Heading:
		_, skip := customID(n)
		for range n.Level {
			m.md = append(m.md, '#')
		}
		m.md = append(m.md, ' ')
		mark := len(m.md)
		m.mdwInlines(n, skip)
		m.mdTrim(mark)
		m.mdOneLine(mark)
		return
	case *ast.ThematicBreak:
		m.md = append(m.md, "---"...)
		return
	case *ast.FencedCodeBlock, *ast.CodeBlock:
		f := m.p.code.readFence(n)
		m.md = appendCodeFence(m.md, f.meta.Lang, f.meta.Title, f.code)
		return
	case *ast.Blockquote:
		mark := len(m.md)
		m.mdwBlocks(n)
		m.mdQuote(mark)
		return
	case *ast.List:
		m.mdwList(n)
		return
	case *east.Table:
		m.mdwTable(n)
		return
	case *mdx.JSXBlock:
		m.md = append(m.md, m.mdElem(m.p.elemOf(n, &n.Element))...)
		return
	case *mdx.ExprBlock:
		m.md = append(m.md, m.mdExpr(&n.Expression)...)
		return
	case *mdx.ESM, *mdx.JSXCloser:
		return
	case *mdx.MathBlock:
		m.md = append(m.md, "$$\n"...)
		m.md = append(m.md, n.TeX...)
		m.md = append(m.md, "\n$$"...)
		return
	case *east.FootnoteList:
		first := true
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if fn, ok := c.(*east.Footnote); ok {
				if !first {
					m.md = append(m.md, '\n')
				}
				first = false
				m.md = append(m.md, "[^"...)
				m.md = append(m.md, fn.Ref...)
				m.md = append(m.md, "]: "...)
				mark := len(m.md)
				m.mdwBlocks(fn)
				m.mdIndentRest(mark, "    ")
			}
		}
		return
	}
	if n.Type() == ast.TypeInline {
		m.mdwInline(n)
		return
	}
	m.mdwBlocks(n)
}

// mdwList writes a list.
func (m *mdWriter) mdwList(n *ast.List) {
	sep := "\n"
	if !n.IsTight {
		sep = "\n\n"
	}
	num := n.Start
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if c != n.FirstChild() {
			m.md = append(m.md, sep...)
		}
		start := len(m.md)
		if n.IsOrdered() {
			m.md = strconv.AppendInt(m.md, int64(num), 10)
			m.md = append(m.md, ". "...)
			num++
		} else {
			m.md = append(m.md, "- "...)
		}
		width := len(m.md) - start
		mark := len(m.md)
		m.mdwBlocks(c)
		m.mdIndentRest(mark, spaces(width))
	}
}

// mdwTable writes a GFM table.
func (m *mdWriter) mdwTable(n *east.Table) {
	start := len(m.md)
	for r := n.FirstChild(); r != nil; r = r.NextSibling() {
		m.md = append(m.md, '|')
		for c := r.FirstChild(); c != nil; c = c.NextSibling() {
			m.md = append(m.md, ' ')
			mark := len(m.md)
			m.mdwInlines(c, nil)
			m.mdTrim(mark)
			// A cell is one line: a line break and the white space
			// around it (a block's blank lines) become one space.
			cell, pipes, n := m.md[mark:], 0, 0
			for i := 0; i < len(cell); i++ {
				b := cell[i]
				switch b {
				case '\n':
					for n > 0 && (cell[n-1] == ' ' || cell[n-1] == '\t') {
						n--
					}
					for i+1 < len(cell) && (cell[i+1] == '\n' || cell[i+1] == ' ' || cell[i+1] == '\t') {
						i++
					}
					b = ' '
				case '|':
					pipes++
				}
				cell[n] = b
				n++
			}
			m.md = m.md[:mark+n]
			if pipes > 0 {
				m.mdEscapePipes(mark, pipes)
			}
			m.md = append(m.md, " |"...)
		}
		m.md = append(m.md, '\n')
		if _, ok := r.(*east.TableHeader); ok {
			m.md = append(m.md, '|')
			for _, a := range n.Alignments {
				switch a {
				case east.AlignLeft:
					m.md = append(m.md, " :--- |"...)
				case east.AlignRight:
					m.md = append(m.md, " ---: |"...)
				case east.AlignCenter:
					m.md = append(m.md, " :---: |"...)
				default:
					m.md = append(m.md, " --- |"...)
				}
			}
			m.md = append(m.md, '\n')
		}
	}
	for len(m.md) > start && m.md[len(m.md)-1] == '\n' {
		m.md = m.md[:len(m.md)-1]
	}
}

// mdInlines renders the inline children of n.
func (m *mdWriter) mdInlines(n ast.Node) string { return m.mdInlinesSkip(n, nil) }

func (m *mdWriter) mdInlinesSkip(n ast.Node, skip ast.Node) string {
	mark := len(m.md)
	m.mdwInlines(n, skip)
	return m.take(mark)
}

// mdwInlines writes the inline children of n but skip.
func (m *mdWriter) mdwInlines(n ast.Node, skip ast.Node) {
	saved := m.start
	m.start = len(m.md)
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if c != skip {
			m.mdwInline(c)
		}
	}
	m.start = saved
	m.gap = 0 // what comes next is not in these words
}

// mdInline renders one inline node.
func (m *mdWriter) mdInline(n ast.Node) string {
	mark := len(m.md)
	m.mdwInline(n)
	return m.take(mark)
}

// mdwInline writes one inline node.
func (m *mdWriter) mdwInline(n ast.Node) {
	src := m.p.frame.f.data
	switch n.(type) {
	case *ast.Text, *mdx.InlineCloser:
	default:
		m.gap = 0
	}
	switch n := n.(type) {
	case *ast.Text:
		v := n.Segment.Value(src)
		if m.gap == len(m.md) && m.gap > 0 {
			if v = bytes.TrimLeft(v, " \t"); len(v) == 0 {
				return
			}
		}
		m.gap = 0
		m.md = append(m.md, v...)
		switch {
		case n.HardLineBreak():
			m.md = append(m.md, "  \n"...)
		case n.SoftLineBreak():
			m.md = append(m.md, '\n')
		}
	case *ast.String:
		m.md = append(m.md, n.Value...)
	case *ast.CodeSpan:
		mark := len(m.md)
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if t, ok := c.(*ast.Text); ok {
				m.md = append(m.md, t.Segment.Value(src)...)
			} else if s, ok := c.(*ast.String); ok {
				m.md = append(m.md, s.Value...)
			}
		}
		if m.mayFill(m.md[mark:]) {
			code := m.p.code.fill(m.take(mark))
			m.md = appendCodeSpan(m.md, code)
			return
		}
		m.mdCodeSpan(mark)
	case *ast.Emphasis:
		for range n.Level {
			m.md = append(m.md, '*')
		}
		m.mdwInlines(n, nil)
		for range n.Level {
			m.md = append(m.md, '*')
		}
	case *ast.Link:
		m.md = append(m.md, '[')
		m.mdwInlines(n, nil)
		m.md = append(m.md, "]("...)
		m.md = append(m.md, m.p.scope.substitute(string(n.Destination))...)
		if n.Title != nil {
			m.md = append(m.md, ` "`...)
			m.md = append(m.md, strings.ReplaceAll(string(n.Title), `"`, `\"`)...)
			m.md = append(m.md, '"')
		}
		m.md = append(m.md, ')')
	case *ast.Image:
		m.md = append(m.md, "!["...)
		m.md = append(m.md, m.p.inlineText(n, nil)...)
		m.md = append(m.md, "]("...)
		m.md = append(m.md, m.p.scope.substitute(string(n.Destination))...)
		m.md = append(m.md, ')')
	case *ast.AutoLink:
		m.md = append(m.md, n.URL(src)...)
	case *east.Strikethrough:
		m.md = append(m.md, "~~"...)
		m.mdwInlines(n, nil)
		m.md = append(m.md, "~~"...)
	case *east.TaskCheckBox:
		if n.IsChecked {
			m.md = append(m.md, "[x] "...)
		} else {
			m.md = append(m.md, "[ ] "...)
		}
	case *east.FootnoteLink:
		m.md = append(m.md, "[^"...)
		m.md = strconv.AppendInt(m.md, int64(n.Index), 10)
		m.md = append(m.md, ']')
	case *east.FootnoteBacklink:
	case *mdx.JSXInline:
		e := m.p.elemOf(n, &n.Element)
		s := m.mdElem(e)
		if !mdApart(e, s) {
			m.md = append(m.md, s...)
			return
		}
		// A block element among a paragraph's words (<p>, <div>, a
		// callout…) stands apart on the page, so its Markdown does too.
		if s = strings.TrimSpace(s); s != "" {
			if end := m.start + len(bytes.TrimRight(m.md[m.start:], " \t\n")); end > m.start {
				m.md = append(m.md[:end], "\n\n"...)
			} else {
				m.md = m.md[:end]
			}
			m.md = append(m.md, s...)
			m.md = append(m.md, "\n\n"...)
			m.gap = len(m.md)
		}
	case *mdx.ExprInline:
		m.md = append(m.md, m.mdExpr(&n.Expression)...)
	case *mdx.Variable:
		if v, ok := m.p.r.opts.Variables[n.Name]; ok {
			m.md = append(m.md, v...)
		} else {
			m.md = append(m.md, src[n.Start:n.End]...)
		}
	case *mdx.MathInline:
		m.md = append(m.md, '$')
		m.md = append(m.md, n.TeX...)
		m.md = append(m.md, '$')
	case *mdx.InlineCloser:
	default:
		m.mdwInlines(n, nil)
	}
}

// mayFill reports whether fill could change code: it holds a variable,
// or a brace in a snippet with props.
func (m *mdWriter) mayFill(code []byte) bool {
	return len(m.p.r.opts.Variables) > 0 && bytes.Contains(code, []byte("{{")) ||
		m.p.frame.props != nil && bytes.IndexByte(code, '{') >= 0
}

// mdCodeSpan turns the code written after mark into a code span.
func (m *mdWriter) mdCodeSpan(mark int) { m.md = codeSpanAt(m.md, mark) }

// appendCodeSpan appends s as a code span.
func appendCodeSpan(dst []byte, s string) []byte {
	mark := len(dst)
	return codeSpanAt(append(dst, s...), mark)
}

// codeSpanAt turns b[mark:] into a code span: between runs of backticks
// longer than any in the code, with a space inside them when the code
// starts or ends with a backtick.
func codeSpanAt(b []byte, mark int) []byte {
	n := len(b) - mark
	ticks := 1
	for containsTicks(b[mark:], ticks) {
		ticks++
	}
	pad := n > 0 && (b[mark] == '`' || b[len(b)-1] == '`')
	head := ticks
	if pad {
		head++
	}
	total := n + 2*head
	b = slices.Grow(b, 2*head)[:mark+total]
	s := b[mark:]
	copy(s[head:], s[:n])
	for i := range ticks {
		s[i] = '`'
		s[total-1-i] = '`'
	}
	if pad {
		s[ticks] = ' '
		s[total-1-ticks] = ' '
	}
	return b
}

// containsTicks reports whether b holds a run of n backticks.
func containsTicks(b []byte, n int) bool {
	run := 0
	for _, c := range b {
		if c == '`' {
			run++
			if run >= n {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// mdBlank reports whether what was written after mark is only white
// space.
func (m *mdWriter) mdBlank(mark int) bool {
	return len(bytes.TrimSpace(m.md[mark:])) == 0
}

// mdTrim trims the white space around what was written after mark.
func (m *mdWriter) mdTrim(mark int) {
	t := bytes.TrimSpace(m.md[mark:])
	n := copy(m.md[mark:], t)
	m.md = m.md[:mark+n]
}

// mdOneLine joins the lines written after mark with spaces, for what
// Markdown keeps on one line (a heading).
func (m *mdWriter) mdOneLine(mark int) {
	if bytes.IndexByte(m.md[mark:], '\n') < 0 {
		return
	}
	line := strings.Join(strings.Fields(string(m.md[mark:])), " ")
	m.md = append(m.md[:mark], line...)
}

// mdIndentRest indents every line after the first of what was written
// after mark, but empty ones (indentRest).
func (m *mdWriter) mdIndentRest(mark int, indent string) {
	tail := m.md[mark:]
	lines := 0
	for i, c := range tail {
		if c == '\n' && i+1 < len(tail) && tail[i+1] != '\n' {
			lines++
		}
	}
	if lines == 0 || indent == "" {
		return
	}
	m.scratch = append(m.scratch[:0], tail...)
	m.md = m.md[:mark]
	for i, c := range m.scratch {
		m.md = append(m.md, c)
		if c == '\n' && i+1 < len(m.scratch) && m.scratch[i+1] != '\n' {
			m.md = append(m.md, indent...)
		}
	}
}

// mdQuote makes what was written after mark a block quote (quoteBlock).
func (m *mdWriter) mdQuote(mark int) {
	m.mdTrim(mark)
	m.scratch = append(m.scratch[:0], m.md[mark:]...)
	m.md = m.md[:mark]
	lineStart := true
	for _, c := range m.scratch {
		if lineStart {
			if c == '\n' {
				m.md = append(m.md, '>')
			} else {
				m.md = append(m.md, "> "...)
			}
		}
		m.md = append(m.md, c)
		lineStart = c == '\n'
	}
	if lineStart {
		m.md = append(m.md, '>') // the last line is empty
	}
}

// mdEscapePipes puts a backslash before each of the n pipes written
// after mark.
func (m *mdWriter) mdEscapePipes(mark, n int) {
	size := len(m.md) - mark
	m.md = slices.Grow(m.md, n)[:len(m.md)+n]
	b := m.md[mark:]
	j := len(b)
	for i := size - 1; i >= 0; i-- {
		j--
		b[j] = b[i]
		if b[i] == '|' {
			j--
			b[j] = '\\'
		}
	}
}

// spaces returns n spaces.
func spaces(n int) string {
	const s = "                                "
	if n <= len(s) {
		return s[:n]
	}
	return strings.Repeat(" ", n)
}

// mdExpr renders the value of an expression as text.
func (m *mdWriter) mdExpr(x *mdx.Expression) string {
	if x.IsComment() {
		return ""
	}
	v, ok := m.p.scope.evalAt(x.Start)
	if !ok {
		return ""
	}
	return m.mdValue(v)
}

// mdValue renders a value as Markdown.
func (m *mdWriter) mdValue(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case float64:
		return jsrt.FormatNumber(v)
	case []any:
		var b strings.Builder
		for _, x := range v {
			b.WriteString(m.mdValue(x))
		}
		return b.String()
	case *elem:
		return m.mdElem(v)
	case *nodeList:
		return m.mdNodes(v.nodes)
	case textNode:
		return string(v)
	}
	return ""
}

// mdKids renders an element's children as Markdown.
func (m *mdWriter) mdKids(e *elem) string { return m.mdNodes(e.kids) }

// mdNodes renders children: blocks separated by blank lines, inline
// content run together.
func (m *mdWriter) mdNodes(ns []node) string {
	mark := len(m.md)
	m.mdwNodes(ns)
	m.mdTrim(mark)
	return m.take(mark)
}

// mdwNodes writes children, blocks separated by blank lines (untrimmed).
func (m *mdWriter) mdwNodes(ns []node) {
	first := len(m.md)
	wrote, prevBlock := false, false
	for _, k := range ns {
		start := len(m.md)
		block := m.mdwNode(k)
		if len(m.md) == start || block && m.mdBlank(start) {
			m.md = m.md[:start]
			continue
		}
		if wrote && (block || prevBlock) {
			// A blank line before the piece, now that it is known to be
			// a block or to follow one, in place of the white space
			// (source line breaks) on either side of it.
			n := len(bytes.TrimLeft(m.md[start:], " \t\n"))
			if n == 0 {
				m.md = m.md[:start]
				continue
			}
			src := len(m.md) - n
			end := first + len(bytes.TrimRight(m.md[first:start], " \t\n"))
			dst := end
			if end > first {
				dst += 2
			}
			if dst > src {
				m.md = append(m.md, make([]byte, dst-src)...)
			}
			copy(m.md[dst:], m.md[src:src+n])
			m.md = m.md[:dst+n]
			if end > first {
				m.md[end], m.md[end+1] = '\n', '\n'
			}
		}
		wrote, prevBlock = true, block
	}
}

// mdNode renders one child and says whether it is a block.
func (m *mdWriter) mdNode(k node) (string, bool) {
	mark := len(m.md)
	block := m.mdwNode(k)
	return m.take(mark), block
}

// mdwNode writes one child and says whether it is a block.
func (m *mdWriter) mdwNode(k node) bool {
	switch k := k.(type) {
	case mdNode:
		saved := m.p.frame
		m.p.frame = k.fr
		defer func() { m.p.frame = saved }()
		if k.n.Type() == ast.TypeInline {
			if j, ok := k.n.(*mdx.JSXInline); ok {
				e := m.p.elemOf(j, &j.Element)
				s := m.mdElem(e)
				m.md = append(m.md, s...)
				return mdApart(e, s) || !e.inline && (!isHTMLName(e.name) || strings.Contains(s, "\n"))
			}
			m.mdwInline(k.n)
			return false
		}
		m.mdwBlock(k.n)
		return true
	case *elem:
		s := m.mdElem(k)
		m.md = append(m.md, s...)
		return mdApart(k, s) || !k.inline && strings.Contains(s, "\n")
	case textNode:
		m.md = append(m.md, k...)
		return false
	case *nodeList:
		mark := len(m.md)
		m.mdwNodes(k.nodes)
		m.mdTrim(mark)
		return true
	}
	return false
}

// mdElem renders an element as Markdown.
func (m *mdWriter) mdElem(e *elem) string {
	if m.p.depth >= maxDepth {
		return ""
	}
	m.p.depth++
	defer func() { m.p.depth-- }()
	switch {
	case e.broken:
		return m.mdKids(e)
	case e.fn != nil:
		out, err := m.p.scope.runComponent(e)
		if err != nil {
			return ""
		}
		return m.mdNodes(out)
	case e.snippet != nil:
		for fr := e.fr; fr != nil; fr = fr.parent {
			if fr.f == e.snippet {
				return ""
			}
		}
		saved := m.p.frame
		m.p.frame = e.snippetFrame()
		var s string
		if para := lonePara(e.snippet.doc); para != nil && e.inline {
			s = m.mdInlines(para)
		} else {
			s = m.mdBlocks(e.snippet.doc)
		}
		m.p.frame = saved
		return s
	case e.name == "":
		return m.mdKids(e)
	case isHTMLName(e.name):
		return m.mdHTML(e)
	}
	c := m.p.r.comps[e.name]
	if c != nil && c.md != nil {
		return c.md(m.p, e)
	}
	if c == nil && !e.inline {
		return "" // an unknown component on its own line is left out (unknown)
	}
	return m.mdKids(e)
}

// mdHTML renders an HTML element as Markdown.
func (m *mdWriter) mdHTML(e *elem) string {
	kids := func() string { return m.mdKids(e) }
	switch e.name {
	case "a":
		if href := e.str("href"); href != "" && !dangerousURL(href) {
			return linkMarkdown(kids(), href)
		}
		return kids()
	case "img":
		if src := e.str("src"); src != "" && !dangerousURL(src) {
			return "![" + e.str("alt") + "](" + src + ")"
		}
		return ""
	case "br":
		return "\n"
	case "hr":
		return "---"
	case "strong", "b":
		return "**" + kids() + "**"
	case "em", "i":
		return "*" + kids() + "*"
	case "code":
		return codeSpanMarkdown(kids())
	case "pre":
		return codeFence("", "", kids())
	case "h1", "h2", "h3", "h4", "h5", "h6":
		return strings.Repeat("#", int(e.name[1]-'0')) + " " + strings.ReplaceAll(kids(), "\n", " ")
	case "li":
		return "- " + indentRest(kids(), "  ")
	case "ul", "ol":
		var items []string
		for _, k := range e.kids {
			if s, _ := m.mdNode(k); strings.TrimSpace(s) != "" {
				items = append(items, strings.TrimSpace(s))
			}
		}
		return strings.Join(items, "\n")
	case "iframe", "video", "audio", "source":
		if src := e.str("src"); src != "" {
			label := e.str("title")
			if label == "" {
				label = e.name
			}
			return "[" + label + "](" + src + ")"
		}
		return kids()
	case "svg", "script", "style", "path", "input", "button":
		return ""
	}
	return kids()
}

// linkMarkdown links md to href. A link holds one line of Markdown, so
// when an <a> wraps blocks (a card made of a heading and a paragraph) the
// link goes on the first block's text, or, when that is no text, on a
// line of its own after them.
func linkMarkdown(md, href string) string {
	first, rest, more := strings.Cut(md, "\n")
	hashes := len(first) - len(strings.TrimLeft(first, "#"))
	switch {
	case hashes > 0 && hashes <= 6 && strings.HasPrefix(first[hashes:], " ") && strings.TrimSpace(first[hashes:]) != "":
		// A heading: its text is the link.
		linked := first[:hashes+1] + "[" + strings.TrimSpace(first[hashes:]) + "](" + href + ")"
		if more {
			linked += "\n" + rest
		}
		return linked
	case startsBlock(first):
		return md + "\n\n[" + href + "](" + href + ")"
	}
	// A paragraph, over several lines perhaps, then any other blocks.
	para, after, blocks := strings.Cut(md, "\n\n")
	if !blocks {
		return "[" + md + "](" + href + ")"
	}
	return "[" + para + "](" + href + ")\n\n" + after
}

// startsBlock reports whether a line of Markdown opens a block that a
// link cannot hold: a quote, a fence, a list or a table.
func startsBlock(line string) bool {
	t := strings.TrimLeft(line, " ")
	for _, open := range []string{">", "```", "~~~", "- ", "* ", "+ ", "|"} {
		if strings.HasPrefix(t, open) {
			return true
		}
	}
	n := len(t) - len(strings.TrimLeft(t, "0123456789"))
	return n > 0 && n < len(t) && (t[n] == '.' || t[n] == ')')
}

// mdApart reports whether an element written as md stands apart from
// the words around it: an HTML block element, or a component whose
// Markdown opens a block (a callout's quote, a fence, a list, a table, a
// heading), which only means that at the start of a line.
func mdApart(e *elem, md string) bool {
	if isHTMLName(e.name) {
		return blockHTML(e.name)
	}
	for _, open := range []string{"> ", ">\n", "```", "~~~", "- ", "| "} {
		if strings.HasPrefix(md, open) {
			return true
		}
	}
	// A heading's marks, or a numbered item's number, then a space: a
	// badge reading "#1" or "2.5" is words.
	hashes := len(md) - len(strings.TrimLeft(md, "#"))
	if hashes > 0 && hashes <= 6 && strings.HasPrefix(md[hashes:], " ") {
		return true
	}
	digits := len(md) - len(strings.TrimLeft(md, "0123456789"))
	return digits > 0 && strings.HasPrefix(md[digits:], ". ")
}

// blockHTML reports whether an HTML element is a block, which stands on
// its own in Markdown.
func blockHTML(name string) bool {
	switch name {
	case "p", "div", "section", "article", "aside", "header", "footer", "main", "nav", "ul", "ol", "li", "table",
		"blockquote", "pre", "figure", "details", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "dl", "form":
		return true
	}
	return false
}

// quoteBlock prefixes each line with "> ".
func quoteBlock(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i, l := range lines {
		if l == "" {
			lines[i] = ">"
		} else {
			lines[i] = "> " + l
		}
	}
	return strings.Join(lines, "\n")
}

// indentRest indents every line of s but the first.
func indentRest(s, indent string) string {
	lines := strings.Split(s, "\n")
	for i := 1; i < len(lines); i++ {
		if lines[i] != "" {
			lines[i] = indent + lines[i]
		}
	}
	return strings.Join(lines, "\n")
}

// codeFence writes a fenced code block, with a fence longer than any run
// of backticks in the code.
func codeFence(lang, title, code string) string {
	return string(appendCodeFence(nil, lang, title, []byte(code)))
}

// appendCodeFence appends the fenced code block codeFence writes.
func appendCodeFence(dst []byte, lang, title string, code []byte) []byte {
	ticks := 3
	for containsTicks(code, ticks) {
		ticks++
	}
	for range ticks {
		dst = append(dst, '`')
	}
	dst = append(dst, lang...)
	if title != "" {
		if lang == "" {
			dst = append(dst, "text"...)
		}
		dst = append(dst, ' ')
		dst = append(dst, title...)
	}
	dst = append(dst, '\n')
	dst = append(dst, bytes.TrimRight(code, "\n")...)
	dst = append(dst, '\n')
	for range ticks {
		dst = append(dst, '`')
	}
	return dst
}

// codeSpanMarkdown writes `code` with enough backticks.
func codeSpanMarkdown(s string) string {
	return string(appendCodeSpan(nil, s))
}
