package content

import (
	"bytes"
	"slices"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"

	"github.com/foliodocs/folio/internal/mdx"
)

// The Markdown version of a page is what /page.md and llms-full.txt
// serve: the author's Markdown kept as written, components flattened to
// Markdown a person or a language model reads without knowing them
// (callouts become block quotes, tabs become headed sections, fields
// become lists), expressions and snippets put in.

// The Markdown is written into one buffer, p.md: each function writes
// its piece at the end, and a piece that is changed as a whole (trimmed,
// indented, quoted) is changed there, in place. The functions that
// return a string (for the components, which compose their Markdown
// from their children's) write the same way and take the piece out.

// markdown renders the page file as Markdown. It runs after the HTML
// pass and reports nothing new.
func (p *page) markdown(f *file) string {
	p.quiet = true
	defer func() { p.quiet = false }()
	p.frame = p.top
	p.md = p.md[:0]
	p.mdwBlocks(f.doc)
	p.mdTrim(0)
	p.md = append(p.md, '\n')
	return string(p.md)
}

// take returns the Markdown written after mark and drops it from the
// buffer.
func (p *page) take(mark int) string {
	s := string(p.md[mark:])
	p.md = p.md[:mark]
	return s
}

// mdBlocks renders the children of a block container.
func (p *page) mdBlocks(n ast.Node) string {
	mark := len(p.md)
	p.mdwBlocks(n)
	return p.take(mark)
}

// mdwBlocks writes the children of a block container, those that show
// something, with a blank line between them.
func (p *page) mdwBlocks(n ast.Node) {
	wrote := false
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		start := len(p.md)
		if wrote {
			p.md = append(p.md, "\n\n"...)
		}
		mark := len(p.md)
		p.mdwBlock(c)
		if p.mdBlank(mark) {
			p.md = p.md[:start]
		} else {
			wrote = true
		}
	}
}

// mdBlock renders one block node.
func (p *page) mdBlock(n ast.Node) string {
	mark := len(p.md)
	p.mdwBlock(n)
	return p.take(mark)
}

// mdwBlock writes one block node.
func (p *page) mdwBlock(n ast.Node) {
	switch n := n.(type) {
	case *ast.Paragraph, *ast.TextBlock:
		mark := len(p.md)
		p.mdwInlines(n, nil)
		p.mdTrim(mark)
		return
	case *ast.Heading:
		_, skip := customID(n)
		for range n.Level {
			p.md = append(p.md, '#')
		}
		p.md = append(p.md, ' ')
		mark := len(p.md)
		p.mdwInlines(n, skip)
		p.mdTrim(mark)
		return
	case *ast.ThematicBreak:
		p.md = append(p.md, "---"...)
		return
	case *ast.FencedCodeBlock, *ast.CodeBlock:
		f := p.readFence(n)
		p.md = appendCodeFence(p.md, f.meta.Lang, f.meta.Title, f.code)
		return
	case *ast.Blockquote:
		mark := len(p.md)
		p.mdwBlocks(n)
		p.mdQuote(mark)
		return
	case *ast.List:
		p.mdwList(n)
		return
	case *east.Table:
		p.mdwTable(n)
		return
	case *mdx.JSXBlock:
		p.md = append(p.md, p.mdElem(p.elemOf(n, &n.Element))...)
		return
	case *mdx.ExprBlock:
		p.md = append(p.md, p.mdExpr(&n.Expression)...)
		return
	case *mdx.ESM, *mdx.JSXCloser:
		return
	case *mdx.MathBlock:
		p.md = append(p.md, "$$\n"...)
		p.md = append(p.md, n.TeX...)
		p.md = append(p.md, "\n$$"...)
		return
	case *east.FootnoteList:
		first := true
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if fn, ok := c.(*east.Footnote); ok {
				if !first {
					p.md = append(p.md, '\n')
				}
				first = false
				p.md = append(p.md, "[^"...)
				p.md = append(p.md, fn.Ref...)
				p.md = append(p.md, "]: "...)
				mark := len(p.md)
				p.mdwBlocks(fn)
				p.mdIndentRest(mark, "    ")
			}
		}
		return
	}
	if n.Type() == ast.TypeInline {
		p.mdwInline(n)
		return
	}
	p.mdwBlocks(n)
}

// mdwList writes a list.
func (p *page) mdwList(n *ast.List) {
	sep := "\n"
	if !n.IsTight {
		sep = "\n\n"
	}
	num := n.Start
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if c != n.FirstChild() {
			p.md = append(p.md, sep...)
		}
		start := len(p.md)
		if n.IsOrdered() {
			p.md = strconv.AppendInt(p.md, int64(num), 10)
			p.md = append(p.md, ". "...)
			num++
		} else {
			p.md = append(p.md, "- "...)
		}
		width := len(p.md) - start
		mark := len(p.md)
		p.mdwBlocks(c)
		p.mdIndentRest(mark, spaces(width))
	}
}

// mdwTable writes a GFM table.
func (p *page) mdwTable(n *east.Table) {
	start := len(p.md)
	for r := n.FirstChild(); r != nil; r = r.NextSibling() {
		p.md = append(p.md, '|')
		for c := r.FirstChild(); c != nil; c = c.NextSibling() {
			p.md = append(p.md, ' ')
			mark := len(p.md)
			p.mdwInlines(c, nil)
			p.mdTrim(mark)
			cell := p.md[mark:]
			pipes := 0
			for i, b := range cell {
				switch b {
				case '\n':
					cell[i] = ' '
				case '|':
					pipes++
				}
			}
			if pipes > 0 {
				p.mdEscapePipes(mark, pipes)
			}
			p.md = append(p.md, " |"...)
		}
		p.md = append(p.md, '\n')
		if _, ok := r.(*east.TableHeader); ok {
			p.md = append(p.md, '|')
			for _, a := range n.Alignments {
				switch a {
				case east.AlignLeft:
					p.md = append(p.md, " :--- |"...)
				case east.AlignRight:
					p.md = append(p.md, " ---: |"...)
				case east.AlignCenter:
					p.md = append(p.md, " :---: |"...)
				default:
					p.md = append(p.md, " --- |"...)
				}
			}
			p.md = append(p.md, '\n')
		}
	}
	for len(p.md) > start && p.md[len(p.md)-1] == '\n' {
		p.md = p.md[:len(p.md)-1]
	}
}

// mdInlines renders the inline children of n.
func (p *page) mdInlines(n ast.Node) string { return p.mdInlinesSkip(n, nil) }

func (p *page) mdInlinesSkip(n ast.Node, skip ast.Node) string {
	mark := len(p.md)
	p.mdwInlines(n, skip)
	return p.take(mark)
}

// mdwInlines writes the inline children of n but skip.
func (p *page) mdwInlines(n ast.Node, skip ast.Node) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if c != skip {
			p.mdwInline(c)
		}
	}
}

// mdInline renders one inline node.
func (p *page) mdInline(n ast.Node) string {
	mark := len(p.md)
	p.mdwInline(n)
	return p.take(mark)
}

// mdwInline writes one inline node.
func (p *page) mdwInline(n ast.Node) {
	src := p.frame.f.data
	switch n := n.(type) {
	case *ast.Text:
		p.md = append(p.md, n.Segment.Value(src)...)
		switch {
		case n.HardLineBreak():
			p.md = append(p.md, "  \n"...)
		case n.SoftLineBreak():
			p.md = append(p.md, '\n')
		}
	case *ast.String:
		p.md = append(p.md, n.Value...)
	case *ast.CodeSpan:
		mark := len(p.md)
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if t, ok := c.(*ast.Text); ok {
				p.md = append(p.md, t.Segment.Value(src)...)
			} else if s, ok := c.(*ast.String); ok {
				p.md = append(p.md, s.Value...)
			}
		}
		if p.mayFill(p.md[mark:]) {
			code := p.fill(p.take(mark))
			p.md = appendCodeSpan(p.md, code)
			return
		}
		p.mdCodeSpan(mark)
	case *ast.Emphasis:
		for range n.Level {
			p.md = append(p.md, '*')
		}
		p.mdwInlines(n, nil)
		for range n.Level {
			p.md = append(p.md, '*')
		}
	case *ast.Link:
		p.md = append(p.md, '[')
		p.mdwInlines(n, nil)
		p.md = append(p.md, "]("...)
		p.md = append(p.md, p.substitute(string(n.Destination))...)
		if n.Title != nil {
			p.md = append(p.md, ` "`...)
			p.md = append(p.md, strings.ReplaceAll(string(n.Title), `"`, `\"`)...)
			p.md = append(p.md, '"')
		}
		p.md = append(p.md, ')')
	case *ast.Image:
		p.md = append(p.md, "!["...)
		p.md = append(p.md, p.inlineText(n, nil)...)
		p.md = append(p.md, "]("...)
		p.md = append(p.md, p.substitute(string(n.Destination))...)
		p.md = append(p.md, ')')
	case *ast.AutoLink:
		p.md = append(p.md, n.URL(src)...)
	case *east.Strikethrough:
		p.md = append(p.md, "~~"...)
		p.mdwInlines(n, nil)
		p.md = append(p.md, "~~"...)
	case *east.TaskCheckBox:
		if n.IsChecked {
			p.md = append(p.md, "[x] "...)
		} else {
			p.md = append(p.md, "[ ] "...)
		}
	case *east.FootnoteLink:
		p.md = append(p.md, "[^"...)
		p.md = strconv.AppendInt(p.md, int64(n.Index), 10)
		p.md = append(p.md, ']')
	case *east.FootnoteBacklink:
	case *mdx.JSXInline:
		p.md = append(p.md, p.mdElem(p.elemOf(n, &n.Element))...)
	case *mdx.ExprInline:
		p.md = append(p.md, p.mdExpr(&n.Expression)...)
	case *mdx.Variable:
		if v, ok := p.r.opts.Variables[n.Name]; ok {
			p.md = append(p.md, v...)
		} else {
			p.md = append(p.md, src[n.Start:n.End]...)
		}
	case *mdx.MathInline:
		p.md = append(p.md, '$')
		p.md = append(p.md, n.TeX...)
		p.md = append(p.md, '$')
	case *mdx.InlineCloser:
	default:
		p.mdwInlines(n, nil)
	}
}

// mayFill reports whether fill could change code: it holds a variable,
// or a brace in a snippet with props.
func (p *page) mayFill(code []byte) bool {
	return len(p.r.opts.Variables) > 0 && bytes.Contains(code, []byte("{{")) ||
		p.frame.props != nil && bytes.IndexByte(code, '{') >= 0
}

// mdCodeSpan turns the code written after mark into a code span.
func (p *page) mdCodeSpan(mark int) { p.md = codeSpanAt(p.md, mark) }

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
func (p *page) mdBlank(mark int) bool {
	return len(bytes.TrimSpace(p.md[mark:])) == 0
}

// mdTrim trims the white space around what was written after mark.
func (p *page) mdTrim(mark int) {
	t := bytes.TrimSpace(p.md[mark:])
	n := copy(p.md[mark:], t)
	p.md = p.md[:mark+n]
}

// mdIndentRest indents every line after the first of what was written
// after mark, but empty ones (indentRest).
func (p *page) mdIndentRest(mark int, indent string) {
	tail := p.md[mark:]
	lines := 0
	for i, c := range tail {
		if c == '\n' && i+1 < len(tail) && tail[i+1] != '\n' {
			lines++
		}
	}
	if lines == 0 || indent == "" {
		return
	}
	p.scratch = append(p.scratch[:0], tail...)
	p.md = p.md[:mark]
	for i, c := range p.scratch {
		p.md = append(p.md, c)
		if c == '\n' && i+1 < len(p.scratch) && p.scratch[i+1] != '\n' {
			p.md = append(p.md, indent...)
		}
	}
}

// mdQuote makes what was written after mark a block quote (quoteBlock).
func (p *page) mdQuote(mark int) {
	p.mdTrim(mark)
	p.scratch = append(p.scratch[:0], p.md[mark:]...)
	p.md = p.md[:mark]
	lineStart := true
	for _, c := range p.scratch {
		if lineStart {
			if c == '\n' {
				p.md = append(p.md, '>')
			} else {
				p.md = append(p.md, "> "...)
			}
		}
		p.md = append(p.md, c)
		lineStart = c == '\n'
	}
	if lineStart {
		p.md = append(p.md, '>') // the last line is empty
	}
}

// mdEscapePipes puts a backslash before each of the n pipes written
// after mark.
func (p *page) mdEscapePipes(mark, n int) {
	size := len(p.md) - mark
	p.md = slices.Grow(p.md, n)[:len(p.md)+n]
	b := p.md[mark:]
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
func (p *page) mdExpr(x *mdx.Expression) string {
	if x.IsComment() {
		return ""
	}
	v, ok := p.evalAt(x.Start)
	if !ok {
		return ""
	}
	return p.mdValue(v)
}

// mdValue renders a value as Markdown.
func (p *page) mdValue(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case float64:
		return formatNumber(v)
	case []any:
		var b strings.Builder
		for _, x := range v {
			b.WriteString(p.mdValue(x))
		}
		return b.String()
	case *elem:
		return p.mdElem(v)
	case *nodeList:
		return p.mdNodes(v.nodes)
	case textNode:
		return string(v)
	}
	return ""
}

// mdKids renders an element's children as Markdown.
func (p *page) mdKids(e *elem) string { return p.mdNodes(e.kids) }

// mdNodes renders children: blocks separated by blank lines, inline
// content run together.
func (p *page) mdNodes(ns []node) string {
	mark := len(p.md)
	p.mdwNodes(ns)
	p.mdTrim(mark)
	return p.take(mark)
}

// mdwNodes writes children, blocks separated by blank lines (untrimmed).
func (p *page) mdwNodes(ns []node) {
	wrote, prevBlock := false, false
	for _, k := range ns {
		start := len(p.md)
		block := p.mdwNode(k)
		if len(p.md) == start || block && p.mdBlank(start) {
			p.md = p.md[:start]
			continue
		}
		if wrote && (block || prevBlock) {
			// A blank line before the piece, now that it is known to be
			// a block or to follow one.
			n := len(p.md) - start
			p.md = append(p.md, "\n\n"...)
			copy(p.md[start+2:], p.md[start:start+n])
			p.md[start], p.md[start+1] = '\n', '\n'
		}
		wrote, prevBlock = true, block
	}
}

// mdNode renders one child and says whether it is a block.
func (p *page) mdNode(k node) (string, bool) {
	mark := len(p.md)
	block := p.mdwNode(k)
	return p.take(mark), block
}

// mdwNode writes one child and says whether it is a block.
func (p *page) mdwNode(k node) bool {
	switch k := k.(type) {
	case mdNode:
		saved := p.frame
		p.frame = k.fr
		defer func() { p.frame = saved }()
		if k.n.Type() == ast.TypeInline {
			if j, ok := k.n.(*mdx.JSXInline); ok {
				e := p.elemOf(j, &j.Element)
				s := p.mdElem(e)
				p.md = append(p.md, s...)
				return !e.inline && (blockHTML(e.name) || !isHTMLName(e.name) || strings.Contains(s, "\n"))
			}
			p.mdwInline(k.n)
			return false
		}
		p.mdwBlock(k.n)
		return true
	case *elem:
		s := p.mdElem(k)
		p.md = append(p.md, s...)
		return !k.inline && (blockHTML(k.name) || strings.Contains(s, "\n"))
	case textNode:
		p.md = append(p.md, k...)
		return false
	case *nodeList:
		mark := len(p.md)
		p.mdwNodes(k.nodes)
		p.mdTrim(mark)
		return true
	}
	return false
}

// mdElem renders an element as Markdown.
func (p *page) mdElem(e *elem) string {
	if p.depth >= maxDepth {
		return ""
	}
	p.depth++
	defer func() { p.depth-- }()
	switch {
	case e.broken:
		return p.mdKids(e)
	case e.fn != nil:
		out, err := p.runComponent(e)
		if err != nil {
			return ""
		}
		return p.mdNodes(out)
	case e.snippet != nil:
		for fr := e.fr; fr != nil; fr = fr.parent {
			if fr.f == e.snippet {
				return ""
			}
		}
		saved := p.frame
		p.frame = e.snippetFrame()
		var s string
		if para := lonePara(e.snippet.doc); para != nil && e.inline {
			s = p.mdInlines(para)
		} else {
			s = p.mdBlocks(e.snippet.doc)
		}
		p.frame = saved
		return s
	case e.name == "":
		return p.mdKids(e)
	case isHTMLName(e.name):
		return p.mdHTML(e)
	}
	c := p.r.comps[e.name]
	if c != nil && c.md != nil {
		return c.md(p, e)
	}
	if c == nil && !e.inline {
		return "" // an unknown component on its own line is left out (unknown)
	}
	return p.mdKids(e)
}

// mdHTML renders an HTML element as Markdown.
func (p *page) mdHTML(e *elem) string {
	kids := func() string { return p.mdKids(e) }
	switch e.name {
	case "a":
		if href := e.str("href"); href != "" && !dangerousURL(href) {
			return "[" + kids() + "](" + href + ")"
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
			if s, _ := p.mdNode(k); strings.TrimSpace(s) != "" {
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
