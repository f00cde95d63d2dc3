package content

import (
	"strings"

	"github.com/dop251/goja"
	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// The Markdown version of a page is what /page.md and llms-full.txt
// serve: the author's Markdown kept as written, components flattened to
// Markdown a person or a language model reads without knowing them
// (callouts become block quotes, tabs become headed sections, fields
// become lists), expressions and snippets put in.

// markdown renders the page file as Markdown. It runs after the HTML
// pass and reports nothing new.
func (p *page) markdown(f *file) string {
	p.quiet = true
	defer func() { p.quiet = false }()
	p.frame = p.top
	return strings.TrimSpace(p.mdBlocks(f.doc)) + "\n"
}

// mdBlocks renders the children of a block container.
func (p *page) mdBlocks(n ast.Node) string {
	base := len(p.mdParts)
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if s := p.mdBlock(c); strings.TrimSpace(s) != "" {
			p.mdParts = append(p.mdParts, s)
		}
	}
	out := strings.Join(p.mdParts[base:], "\n\n")
	p.popParts(base)
	return out
}

// popParts drops the Markdown pieces above base. The pieces of nested
// calls sit above their caller's on one stack that the page reuses.
func (p *page) popParts(base int) {
	clear(p.mdParts[base:])
	p.mdParts = p.mdParts[:base]
}

// mdBlock renders one block node.
func (p *page) mdBlock(n ast.Node) string {
	src := p.frame.f.data
	switch n := n.(type) {
	case *ast.Paragraph, *ast.TextBlock:
		return strings.TrimSpace(p.mdInlines(n))
	case *ast.Heading:
		_, skip := customID(n)
		return strings.Repeat("#", n.Level) + " " + strings.TrimSpace(p.mdInlinesSkip(n, skip))
	case *ast.ThematicBreak:
		return "---"
	case *ast.FencedCodeBlock, *ast.CodeBlock:
		f := p.readFence(n)
		return codeFence(f.meta.Lang, f.meta.Title, string(f.code))
	case *ast.Blockquote:
		return quoteBlock(p.mdBlocks(n))
	case *ast.List:
		return p.mdList(n)
	case *east.Table:
		return p.mdTable(n)
	case *JSXBlock:
		return p.mdElem(p.elemOf(n, &n.Element))
	case *ExprBlock:
		return p.mdExpr(&n.Expression)
	case *ESM, *jsxCloser:
		return ""
	case *MathBlock:
		return "$$\n" + n.TeX + "\n$$"
	case *east.FootnoteList:
		var parts []string
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if fn, ok := c.(*east.Footnote); ok {
				parts = append(parts, "[^"+string(fn.Ref)+"]: "+indentRest(p.mdBlocks(fn), "    "))
			}
		}
		return strings.Join(parts, "\n")
	}
	if n.Type() == ast.TypeInline {
		return p.mdInline(n)
	}
	_ = src
	return p.mdBlocks(n)
}

// mdList renders a list.
func (p *page) mdList(n *ast.List) string {
	var items []string
	num := n.Start
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		marker := "- "
		if n.IsOrdered() {
			marker = itoa(num) + ". "
			num++
		}
		body := p.mdBlocks(c)
		items = append(items, marker+indentRest(body, strings.Repeat(" ", len(marker))))
	}
	sep := "\n"
	if !n.IsTight {
		sep = "\n\n"
	}
	return strings.Join(items, sep)
}

// mdTable renders a GFM table.
func (p *page) mdTable(n *east.Table) string {
	var b strings.Builder
	row := func(r ast.Node) {
		b.WriteString("|")
		for c := r.FirstChild(); c != nil; c = c.NextSibling() {
			cell := strings.ReplaceAll(strings.TrimSpace(p.mdInlines(c)), "\n", " ")
			cell = strings.ReplaceAll(cell, "|", `\|`)
			b.WriteString(" " + cell + " |")
		}
		b.WriteString("\n")
	}
	for r := n.FirstChild(); r != nil; r = r.NextSibling() {
		row(r)
		if _, ok := r.(*east.TableHeader); ok {
			b.WriteString("|")
			for _, a := range n.Alignments {
				switch a {
				case east.AlignLeft:
					b.WriteString(" :--- |")
				case east.AlignRight:
					b.WriteString(" ---: |")
				case east.AlignCenter:
					b.WriteString(" :---: |")
				default:
					b.WriteString(" --- |")
				}
			}
			b.WriteString("\n")
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

// mdInlines renders the inline children of n.
func (p *page) mdInlines(n ast.Node) string { return p.mdInlinesSkip(n, nil) }

func (p *page) mdInlinesSkip(n ast.Node, skip ast.Node) string {
	var b strings.Builder
	src := p.frame.f.data
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		// Text goes straight in, as mdInline would render it.
		switch t := c.(type) {
		case *ast.Text:
			if c == skip {
				continue
			}
			b.Write(t.Segment.Value(src))
			switch {
			case t.HardLineBreak():
				b.WriteString("  \n")
			case t.SoftLineBreak():
				b.WriteByte('\n')
			}
		case *ast.String:
			if c != skip {
				b.Write(t.Value)
			}
		default:
			if c != skip {
				b.WriteString(p.mdInline(c))
			}
		}
	}
	return b.String()
}

// mdInline renders one inline node.
func (p *page) mdInline(n ast.Node) string {
	src := p.frame.f.data
	switch n := n.(type) {
	case *ast.Text:
		s := string(n.Segment.Value(src))
		switch {
		case n.HardLineBreak():
			s += "  \n"
		case n.SoftLineBreak():
			s += "\n"
		}
		return s
	case *ast.String:
		return string(n.Value)
	case *ast.CodeSpan:
		var b strings.Builder
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if t, ok := c.(*ast.Text); ok {
				b.Write(t.Segment.Value(src))
			} else if s, ok := c.(*ast.String); ok {
				b.Write(s.Value)
			}
		}
		return codeSpanMarkdown(p.fill(b.String()))
	case *ast.Emphasis:
		mark := strings.Repeat("*", n.Level)
		return mark + p.mdInlines(n) + mark
	case *ast.Link:
		s := "[" + p.mdInlines(n) + "](" + p.substitute(string(n.Destination))
		if n.Title != nil {
			s += ` "` + strings.ReplaceAll(string(n.Title), `"`, `\"`) + `"`
		}
		return s + ")"
	case *ast.Image:
		return "![" + p.inlineText(n, nil) + "](" + p.substitute(string(n.Destination)) + ")"
	case *ast.AutoLink:
		return string(n.URL(src))
	case *east.Strikethrough:
		return "~~" + p.mdInlines(n) + "~~"
	case *east.TaskCheckBox:
		if n.IsChecked {
			return "[x] "
		}
		return "[ ] "
	case *east.FootnoteLink:
		return "[^" + itoa(n.Index) + "]"
	case *east.FootnoteBacklink:
		return ""
	case *JSXInline:
		return p.mdElem(p.elemOf(n, &n.Element))
	case *ExprInline:
		return p.mdExpr(&n.Expression)
	case *Variable:
		if v, ok := p.r.opts.Variables[n.Name]; ok {
			return v
		}
		return string(src[n.Start:n.End])
	case *MathInline:
		return "$" + n.TeX + "$"
	case *inlineCloser:
		return ""
	}
	return p.mdInlines(n)
}

// mdExpr renders the value of an expression as text.
func (p *page) mdExpr(x *Expression) string {
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
	base := len(p.mdParts)
	size := 0
	prevBlock := false
	for _, k := range ns {
		s, block := p.mdNode(k)
		if s == "" || block && strings.TrimSpace(s) == "" {
			continue
		}
		if len(p.mdParts) > base && (block || prevBlock) {
			p.mdParts = append(p.mdParts, "\n\n")
			size += 2
		}
		p.mdParts = append(p.mdParts, s)
		size += len(s)
		prevBlock = block
	}
	var out string
	switch parts := p.mdParts[base:]; len(parts) {
	case 0:
	case 1:
		out = parts[0]
	default:
		var b strings.Builder
		b.Grow(size)
		for _, s := range parts {
			b.WriteString(s)
		}
		out = b.String()
	}
	p.popParts(base)
	return strings.TrimSpace(out)
}

// mdNode renders one child and says whether it is a block.
func (p *page) mdNode(k node) (string, bool) {
	switch k := k.(type) {
	case mdNode:
		saved := p.frame
		p.frame = k.fr
		defer func() { p.frame = saved }()
		if k.n.Type() == ast.TypeInline {
			if j, ok := k.n.(*JSXInline); ok {
				e := p.elemOf(j, &j.Element)
				s := p.mdElem(e)
				return s, !e.inline && (blockHTML(e.name) || !isHTMLName(e.name) || strings.Contains(s, "\n"))
			}
			return p.mdInline(k.n), false
		}
		return p.mdBlock(k.n), true
	case *elem:
		s := p.mdElem(k)
		return s, !k.inline && (blockHTML(k.name) || strings.Contains(s, "\n"))
	case textNode:
		return string(k), false
	case *nodeList:
		return p.mdNodes(k.nodes), true
	}
	return "", false
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
		env := p.engine()
		props := e.props
		if len(e.kids) > 0 {
			props = e.props.clone()
			props.set("children", &nodeList{e.kids})
		}
		v, err := env.call(func() (goja.Value, error) { return e.fn.fn(goja.Undefined(), env.toJS(props)) })
		if err != nil {
			return ""
		}
		return p.mdNodes(toNodes(env.toGo(v, 0)))
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
	if c := p.r.comps[e.name]; c != nil && c.md != nil {
		return c.md(p, e)
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
	fence := "```"
	for strings.Contains(code, fence) {
		fence += "`"
	}
	info := lang
	if title != "" {
		if info == "" {
			info = "text"
		}
		info += " " + title
	}
	return fence + info + "\n" + strings.TrimRight(code, "\n") + "\n" + fence
}

// codeSpanMarkdown writes `code` with enough backticks.
func codeSpanMarkdown(s string) string {
	ticks := "`"
	for strings.Contains(s, ticks) {
		ticks += "`"
	}
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		return ticks + " " + s + " " + ticks
	}
	return ticks + s + ticks
}
