package content

import (
	"bytes"
	"cmp"
	"fmt"
	"html"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/renderer"
	ghtml "github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/jsrt"
	"github.com/foliodocs/folio/internal/mdx"
)

// The renderer walks goldmark's tree itself rather than through
// goldmark's renderer, so that every node sees the page being rendered:
// the heading ids taken so far, the snippet whose props are in scope, the
// JavaScript engine if one was started. Markdown nodes it has nothing to
// add to go to goldmark's own HTML functions.

// writer is the output buffer; it satisfies goldmark's util.BufWriter.
// The page's HTML is written into a buffer that the Renderer keeps from
// page to page, and copied out once at the end.
type writer struct{ b []byte }

func (w *writer) Write(b []byte) (int, error) {
	w.b = append(w.b, b...)
	return len(b), nil
}

func (w *writer) WriteString(s string) (int, error) {
	w.b = append(w.b, s...)
	return len(s), nil
}

func (w *writer) WriteByte(c byte) error {
	w.b = append(w.b, c)
	return nil
}

func (w *writer) WriteRune(r rune) (int, error) {
	n := len(w.b)
	w.b = utf8.AppendRune(w.b, r)
	return len(w.b) - n, nil
}

// Len returns the number of bytes written.
func (w *writer) Len() int { return len(w.b) }

// String returns what was written.
func (w *writer) String() string { return string(w.b) }

// from returns what was written after length n.
func (w *writer) from(n int) string { return string(w.b[n:]) }

// truncate drops what was written after length n.
func (w *writer) truncate(n int) { w.b = w.b[:n] }

func (w *writer) Available() int { return 4096 }
func (w *writer) Buffered() int  { return len(w.b) }
func (w *writer) Flush() error   { return nil }

// funcTable collects goldmark's node renderer functions.
type funcTable map[ast.NodeKind]renderer.NodeRendererFunc

func (t funcTable) Register(k ast.NodeKind, f renderer.NodeRendererFunc) { t[k] = f }

// standardRenderers returns goldmark's HTML functions for CommonMark and
// the GFM extensions.
func standardRenderers() map[ast.NodeKind]renderer.NodeRendererFunc {
	t := funcTable{}
	ghtml.NewRenderer(ghtml.WithUnsafe()).(renderer.NodeRenderer).RegisterFuncs(t)
	for _, nr := range []renderer.NodeRenderer{
		extension.NewTableHTMLRenderer(),
		extension.NewStrikethroughHTMLRenderer(),
		extension.NewTaskCheckBoxHTMLRenderer(),
		extension.NewFootnoteHTMLRenderer(),
	} {
		nr.RegisterFuncs(t)
	}
	t[east.KindTableCell] = renderTableCell
	return t
}

// renderTableCell writes <th> and <td> as goldmark's table renderer does
// with its defaults (alignment as a style attribute), without going
// through fmt for every cell.
func renderTableCell(w util.BufWriter, _ []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*east.TableCell)
	tag, filter := "td", extension.TableTdCellAttributeFilter
	if n.Parent().Kind() == east.KindTableHeader {
		tag, filter = "th", extension.TableThCellAttributeFilter
	}
	if !entering {
		w.WriteString("</")
		w.WriteString(tag)
		w.WriteString(">\n")
		return ast.WalkContinue, nil
	}
	w.WriteByte('<')
	w.WriteString(tag)
	if n.Alignment != east.AlignNone {
		// An existing style is kept, the alignment after it.
		var style []byte
		if v, ok := n.AttributeString("style"); ok {
			switch v := v.(type) {
			case []byte:
				style = append(style, v...)
			case string:
				style = append(style, v...)
			}
			style = append(style, ';')
		}
		style = append(style, "text-align:"...)
		style = append(style, n.Alignment.String()...)
		n.SetAttributeString("style", style)
	}
	if n.Attributes() != nil {
		ghtml.RenderAttributes(w, n, filter)
	}
	w.WriteByte('>')
	return ast.WalkContinue, nil
}

// page is the state of one page's rendering.
type page struct {
	r     *Renderer
	out   *Page
	diags *diag.List

	links linker     // links and images, and their targets checked
	tree  treeReader // the entries of <Tree> components
	props propReader // components' props
	icons iconWriter // components' icons
	htmlw htmlWriter // lowercase (HTML and SVG) elements

	frame *frame
	top   *frame // the page's own file
	depth int    // nesting of elements and snippets, against runaway recursion
	tiles int    // nesting of <Tile>s, whose images do not zoom (zoomable)

	pageMem

	// elemOff is the element whose props are being read, for warnings
	// about them.
	elemOff int
	// quiet silences diagnostics in the Markdown pass, which meets the
	// same problems again.
	quiet bool
	// stop interrupts the page's JavaScript when the render's context is
	// done; nil when it cannot be.
	stop *jsStop
}

// pageMem is the memory of a page's rendering that the next page the
// Renderer renders may use again: the maps, emptied, and the buffers.
type pageMem struct {
	// built keeps the elements built from the tree, by node and frame:
	// an element's props are read once, though the HTML pass, the
	// Markdown pass and components that look at their children all ask
	// for it.
	built    map[elemKey]elemBuilt
	deps     map[string]bool
	checks   map[Check]bool
	reported map[string]bool
	seenFile map[*file]bool
	scope    scope // what names and expressions evaluate to

	html    []byte     // the page's HTML (writer)
	outline outline    // the headings, ids and sections' text
	code    codeWriter // code blocks, with their buffer
	mdw     mdWriter   // the Markdown version, with its buffers
}

// Limits on what a page leaves for the next: a page far larger than most
// does not make every later page keep its memory.
const (
	keepBytes   = 1 << 20
	keepEntries = 1 << 12
)

// reusable reports whether the memory is small enough to keep.
func (m *pageMem) reusable() bool {
	return max(cap(m.html), cap(m.outline.text.b), m.code.codeBuf.Cap(), cap(m.mdw.md), cap(m.mdw.scratch)) <= keepBytes &&
		max(len(m.built), len(m.outline.ids), len(m.deps), len(m.checks), len(m.reported), len(m.seenFile), len(m.scope.snippets), len(m.scope.values)) <= keepEntries
}

// reset empties the maps and the buffers, keeping their memory.
func (m *pageMem) reset() {
	clear(m.built)
	m.outline.reset()
	clear(m.deps)
	clear(m.checks)
	clear(m.reported)
	clear(m.seenFile)
	m.scope.reset()
	m.html = m.html[:0]
	m.code.codeBuf.Reset()
	m.mdw.md = m.mdw.md[:0]
	m.mdw.scratch = m.mdw.scratch[:0]
}

// frame is a file being rendered: the page, or a snippet inside it with
// the props it was given.
type frame struct {
	f      *file
	props  *jsrt.Object
	parent *frame
}

// maxDepth bounds nested elements and snippets.
const maxDepth = 200

func newPage(r *Renderer, out *Page) *page {
	p, _ := r.pages.Get().(*page)
	if p == nil {
		p = &page{pageMem: pageMem{outline: outline{ids: map[string]int{}}, deps: map[string]bool{}, checks: map[Check]bool{},
			reported: map[string]bool{}, seenFile: map[*file]bool{}, scope: scope{values: map[exprKey]evalResult{}}}}
	}
	p.r, p.out, p.diags = r, out, &out.Diagnostics
	p.mdw.p = p
	p.scope.p = p
	p.links.p = p
	p.tree.p = p
	p.props.p = p
	p.icons.p = p
	p.htmlw.p = p
	p.code.p = p
	return p
}

// close ends the page's JavaScript and leaves its memory to the next
// page.
func (p *page) close() {
	if p.scope.js != nil {
		p.scope.js.Close()
	}
	if !p.reusable() {
		return
	}
	r := p.r
	m := p.pageMem
	m.reset()
	*p = page{pageMem: m}
	r.pages.Put(p)
}

// render renders the page file f into p.out.
func (p *page) render(f *file) {
	p.diags.Append(f.diags)
	p.top = &frame{f: f}
	p.frame = p.top
	// Pages' HTML is about twice their source, and more with components:
	// room for most saves copying the page as it grows.
	w := writer{b: slices.Grow(p.html[:0], len(f.data)*9/4+256)}
	p.outline.sections = append(p.outline.sections, Section{})
	p.blocks(&w, f.doc)
	p.scope.checkImports(f)
	p.outline.endSection()
	p.out.HTML = w.String()
	p.html = w.b
	p.out.TOC = p.outline.toc
	p.out.Anchors = p.outline.anchors
	p.out.Sections = p.outline.sections
	for d := range p.deps {
		p.out.Deps = append(p.out.Deps, d)
	}
	slices.Sort(p.out.Deps)
	for c := range p.checks {
		p.out.Checks = append(p.out.Checks, c)
	}
	slices.SortFunc(p.out.Checks, func(a, b Check) int {
		return cmp.Or(cmp.Compare(a.Kind, b.Kind), strings.Compare(a.Target, b.Target))
	})
	p.out.Markdown = p.mdw.markdown(f)
}

// blocks renders the children of n.
func (p *page) blocks(w *writer, n ast.Node) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		p.node(w, c)
	}
}

// node renders one Markdown node of the current frame's file.
func (p *page) node(w *writer, n ast.Node) {
	src := p.frame.f.data
	switch n := n.(type) {
	case *mdx.JSXBlock:
		p.element(w, p.elemOf(n, &n.Element))
		return
	case *mdx.JSXInline:
		p.element(w, p.elemOf(n, &n.Element))
		return
	case *mdx.ExprBlock:
		p.scope.expression(w, &n.Expression)
		return
	case *mdx.ExprInline:
		p.scope.expression(w, &n.Expression)
		return
	case *mdx.ESM, *mdx.JSXCloser, *mdx.InlineCloser:
		return
	case *mdx.MathInline:
		w.WriteString(`<span class="math math-inline">\(`)
		w.WriteString(html.EscapeString(n.TeX))
		w.WriteString(`\)</span>`)
		p.outline.plain(n.TeX)
		return
	case *mdx.MathBlock:
		w.WriteString(`<div class="math math-display">\[`)
		w.WriteString(html.EscapeString(n.TeX))
		w.WriteString("\\]</div>\n")
		p.outline.plain(n.TeX)
		p.outline.plain("\n")
		return
	case *mdx.Variable:
		p.scope.variable(w, n)
		return
	case *ast.Heading:
		p.heading(w, n)
		return
	case *ast.FencedCodeBlock:
		p.code.fencedCode(w, n)
		return
	case *ast.CodeBlock:
		p.code.fencedCode(w, n)
		return
	case *ast.Paragraph:
		if p.unwrapped(n) {
			p.blocks(w, n)
			return
		}
	case *ast.Text:
		seg := n.Segment.Value(src)
		p.outline.plainBytes(seg)
		if n.SoftLineBreak() || n.HardLineBreak() {
			p.outline.plain(" ")
		}
	case *ast.String:
		p.outline.plainBytes(n.Value)
	case *ast.CodeSpan:
		p.code.codeSpan(w, n)
		return
	case *ast.Link:
		p.links.link(w, n)
		return
	case *ast.AutoLink:
		p.links.autoLink(w, n)
		return
	case *ast.Image:
		p.links.image(w, n)
		return
	}
	fn := p.r.std[n.Kind()]
	if fn == nil {
		p.blocks(w, n)
		return
	}
	st, _ := fn(w, src, n, true)
	if st != ast.WalkSkipChildren {
		p.blocks(w, n)
	}
	fn(w, src, n, false)
	if n.Type() == ast.TypeBlock {
		p.outline.plain("\n")
	}
}

// unwrapped reports whether a paragraph renders without its <p>: when it
// holds only JSX elements and expressions (MDX unwraps those), or when
// the parser marked it as the inline content of an element's tag line.
func (p *page) unwrapped(n *ast.Paragraph) bool {
	if _, ok := n.AttributeString(mdx.AttrUnwrap); ok {
		return true
	}
	return onlyJSX(n, p.frame.f.data)
}

// onlyJSX reports whether a paragraph holds only elements and expressions
// separated by white space.
func onlyJSX(n ast.Node, src []byte) bool {
	any := false
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *mdx.JSXInline, *mdx.ExprInline, *mdx.InlineCloser:
			any = true
		case *ast.Text:
			if len(bytes.TrimSpace(c.Segment.Value(src))) != 0 {
				return false
			}
		default:
			return false
		}
	}
	return any
}

// plain adds text to the current section's plain text.
func (o *outline) plain(s string) { o.text.WriteString(s) }

func (o *outline) plainBytes(b []byte) {
	if bytes.IndexByte(b, '\\') >= 0 || bytes.IndexByte(b, '&') >= 0 {
		b = util.UnescapePunctuations(util.ResolveNumericReferences(util.ResolveEntityNames(b)))
	}
	o.text.Write(b)
}

// endSection closes the current section's text.
func (o *outline) endSection() {
	s := &o.sections[len(o.sections)-1]
	s.Text = string(collapseInPlace(o.text.b))
	o.text.Reset()
}

// textBuf is the plain text of a section: the buffer is reused from
// section to section, each section's text being copied out collapsed.
type textBuf struct{ b []byte }

func (t *textBuf) WriteString(s string) { t.b = append(t.b, s...) }
func (t *textBuf) Write(b []byte)       { t.b = append(t.b, b...) }
func (t *textBuf) Len() int             { return len(t.b) }
func (t *textBuf) Reset()               { t.b = t.b[:0] }

// from returns the text written after length n.
func (t *textBuf) from(n int) []byte { return t.b[n:] }

// startSection begins the section of a heading.
func (o *outline) startSection(level int, id, title string) {
	o.endSection()
	o.sections = append(o.sections, Section{ID: id, Title: title, Level: level})
}

// collapseSpace trims s and turns runs of white space into one space,
// keeping line breaks as single newlines.
func collapseSpace(s string) string {
	if isCollapsed(s) {
		return s
	}
	return string(collapseInPlace([]byte(s)))
}

// collapseInPlace is collapseSpace on b, overwriting it: the result, a
// prefix of b, is never longer than what it has read.
func collapseInPlace(b []byte) []byte {
	n := 0
	space, nl := false, false
	for i := 0; i < len(b); {
		if k := spaceAt(b, i); k > 0 {
			if b[i] == '\n' {
				nl = true
			} else {
				space = true
			}
			i += k
			continue
		}
		if n > 0 {
			if nl {
				b[n] = '\n'
				n++
			} else if space {
				b[n] = ' '
				n++
			}
		}
		space, nl = false, false
		j := i + 1
		for j < len(b) {
			if c := b[j]; !collapsible[c] || c == 0xc2 && spaceAt(b, j) == 0 {
				j++
				continue
			}
			break
		}
		if n != i {
			copy(b[n:], b[i:j])
		}
		n += j - i
		i = j
	}
	return b[:n]
}

// collapsible marks the bytes that start white space for collapseSpace;
// 0xc2 only with 0xa0 after it (a no-break space).
var collapsible = [256]bool{' ': true, '\t': true, '\r': true, '\n': true, 0xc2: true}

// spaceAt returns the length of the white space at b[i], or 0.
func spaceAt(b []byte, i int) int {
	c := b[i]
	if !collapsible[c] {
		return 0
	}
	if c != 0xc2 {
		return 1
	}
	if i+1 < len(b) && b[i+1] == 0xa0 {
		return 2
	}
	return 0
}

// isCollapsed reports whether collapseSpace would return s unchanged: no
// white space at either end, no tab, carriage return or no-break space,
// and no two white space characters in a row.
func isCollapsed(s string) bool {
	prevSpace := true // no white space at the start
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case ' ', '\n':
			if prevSpace {
				return false
			}
			prevSpace = true
		case '\t', '\r':
			return false
		case 0xc2:
			if i+1 < len(s) && s[i+1] == 0xa0 {
				return false
			}
			prevSpace = false
		default:
			prevSpace = false
		}
	}
	return !prevSpace || len(s) == 0
}

// pos returns the position of offset off in the current frame's file.
func (p *page) pos(off int) jsonpos.Pos {
	return jsonpos.Pos{Src: p.frame.f.src, Off: off}
}

// warnf reports a warning at offset off of the current file.
func (p *page) warnf(off int, code, hint, format string, args ...any) {
	if p.quiet {
		return
	}
	p.diags.Add(diag.Diagnostic{Severity: diag.Warning, Code: code, Hint: hint, Pos: p.pos(max(off, 0)), Message: fmt.Sprintf(format, args...)})
}

// errorf reports an error at offset off of the current file.
func (p *page) errorf(off int, code, hint, format string, args ...any) {
	if p.quiet {
		return
	}
	p.diags.Add(diag.Diagnostic{Severity: diag.Error, Code: code, Hint: hint, Pos: p.pos(max(off, 0)), Message: fmt.Sprintf(format, args...)})
}

// escape writes s escaped for HTML text and attribute values.
func escape(w *writer, s string) {
	last := 0
	for i := 0; i < len(s); i++ {
		var rep string
		switch s[i] {
		case '<':
			rep = "&lt;"
		case '>':
			rep = "&gt;"
		case '&':
			rep = "&amp;"
		case '"':
			rep = "&quot;"
		case '\'':
			rep = "&#39;"
		default:
			continue
		}
		w.WriteString(s[last:i])
		w.WriteString(rep)
		last = i + 1
	}
	w.WriteString(s[last:])
}

// text writes s as escaped HTML text and adds it to the plain text.
func (p *page) textOut(w *writer, s string) {
	escape(w, s)
	p.outline.plain(s)
}
