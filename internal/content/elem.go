package content

import (
	"bytes"
	"strings"
	"unicode"

	"github.com/yuin/goldmark/ast"

	"github.com/foliodocs/folio/internal/jsrt"
	"github.com/foliodocs/folio/internal/mdx"
)

// node is something an element may hold: another element, Markdown from
// a file, text, or HTML made already.
type node interface{ isNode() }

// mdNode is a Markdown subtree of a file, rendered in that file's frame.
type mdNode struct {
	n  ast.Node
	fr *frame
}

// textNode is text from a JavaScript value; it is escaped when written.
type textNode string

// nodeList is the children of an element handed to JavaScript as
// props.children and back.
type nodeList struct{ nodes []node }

func (mdNode) isNode()    {}
func (textNode) isNode()  {}
func (*elem) isNode()     {}
func (*nodeList) isNode() {}

// elem is a JSX element with its props evaluated: from the page, from a
// snippet, or made by JavaScript.
type elem struct {
	name  string
	props *jsrt.Object
	kids  []node
	// fr and off place the element for diagnostics.
	fr  *frame
	off int
	// inline is set for elements inside text.
	inline bool
	// What the name resolved to: a JavaScript component, a snippet, or
	// nothing (a built-in or an HTML element, looked up by name).
	fn      *jsFunc
	snippet *file
	// broken is set when the name was imported from a file that could
	// not be read; the import was reported, the children still render.
	broken bool
	// inner is the frame a snippet's file renders in (snippetFrame).
	inner *frame
	// ran is set once fn has run; out or runErr is what it gave
	// (runComponent).
	ran    bool
	out    []node
	runErr error
	// fromJS is set for an element JavaScript made: a component's own
	// markup, or JSX in an expression. Mintlify reads the page's tree for
	// its headings and never sees it, so an <h2> there is plain HTML.
	fromJS bool
}

// str returns the string prop name, converting numbers and booleans as
// JavaScript would; "" when absent.
func (e *elem) str(name string) string {
	v, _ := e.props.Get(name)
	return stringOf(v)
}

// has reports whether the prop is set to anything but null, undefined
// or false.
func (e *elem) has(name string) bool {
	v, ok := e.props.Get(name)
	if !ok || v == nil {
		return false
	}
	if b, ok := v.(bool); ok {
		return b
	}
	return true
}

// flag reads a boolean prop: true for the bare attribute, {true}, "true".
func (e *elem) flag(name string, def bool) bool {
	v, ok := e.props.Get(name)
	if !ok || v == nil {
		return def
	}
	switch v := v.(type) {
	case bool:
		return v
	case string:
		switch strings.ToLower(strings.TrimSpace(v)) {
		case "false", "0", "no", "":
			return false
		}
		return true
	case float64:
		return v != 0
	}
	return true
}

// num reads a number prop, accepting numeric strings.
func (e *elem) num(name string, def float64) float64 {
	v, ok := e.props.Get(name)
	if !ok {
		return def
	}
	switch v := v.(type) {
	case float64:
		return v
	case string:
		if f, ok := jsrt.ParseLiteral(strings.TrimSpace(v)); ok {
			if n, ok := f.(float64); ok {
				return n
			}
		}
	}
	return def
}

// strs reads a list of strings: an array, or a comma-separated string.
func (e *elem) strs(name string) []string {
	v, _ := e.props.Get(name)
	switch v := v.(type) {
	case []any:
		var out []string
		for _, x := range v {
			if s := stringOf(x); s != "" {
				out = append(out, s)
			}
		}
		return out
	case string:
		var out []string
		for _, s := range strings.Split(v, ",") {
			if s = strings.TrimSpace(s); s != "" {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// stringOf converts a value to a string the way JavaScript's String()
// does for the values props carry.
func stringOf(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case string:
		return v
	case float64:
		return jsrt.FormatNumber(v)
	case bool:
		if v {
			return "true"
		}
		return "false"
	case []any:
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = stringOf(x)
		}
		return strings.Join(parts, ",")
	case *jsrt.Object:
		return "[object Object]"
	}
	return ""
}

// isHTMLName reports whether a JSX name is an HTML or SVG element:
// lowercase first letter and no member access.
func isHTMLName(name string) bool {
	if name == "" || strings.ContainsRune(name, '.') {
		return false
	}
	r := rune(name[0])
	return unicode.IsLower(r)
}

// elemOf builds the element for a JSX node of the current frame: its
// attributes evaluated, its children taken from the tree, and its name
// resolved in the file's scope.
func (p *page) elemOf(n ast.Node, el *mdx.Element) *elem {
	fr := p.frame
	key := elemKey{n, fr}
	if b, ok := p.built[key]; ok && (p.quiet || !b.quiet) {
		return b.e
	}
	e := p.buildElem(n, el)
	if p.built == nil {
		p.built = map[elemKey]elemBuilt{}
	}
	p.built[key] = elemBuilt{e, p.quiet}
	return e
}

// elemKey is a JSX node of a file rendered in a frame.
type elemKey struct {
	n  ast.Node
	fr *frame
}

// elemBuilt is an element built, and whether its problems went
// unreported (quiet): one built again where problems are reported
// reports them then.
type elemBuilt struct {
	e     *elem
	quiet bool
}

// buildElem builds the element of a JSX node of the current frame.
func (p *page) buildElem(n ast.Node, el *mdx.Element) *elem {
	fr := p.frame
	e := &elem{name: el.Name, props: jsrt.NewObject(), fr: fr, off: el.Start}
	if _, ok := n.(*mdx.JSXInline); ok {
		// An element alone in its paragraph stands as a block, as MDX
		// unwraps such paragraphs.
		para, isPara := n.Parent().(*ast.Paragraph)
		e.inline = !isPara || !onlyJSX(para, fr.f.data)
	}
	for i := range el.Attrs {
		a := &el.Attrs[i]
		switch a.Kind {
		case mdx.AttrString:
			v := p.scope.substitute(a.Value)
			if relativeAttr(el.Name, a.Name) {
				v = p.links.resolve(v, a.Name == "href")
			}
			e.props.Set(a.Name, v)
		case mdx.AttrBool:
			e.props.Set(a.Name, true)
		case mdx.AttrExpr:
			if v, ok := p.scope.evalAt(a.Pos); ok {
				e.props.Set(a.Name, v)
			}
		case mdx.AttrSpread:
			v, _ := p.scope.evalAt(a.Pos)
			if o, isObj := v.(*jsrt.Object); isObj {
				for k, val := range o.All() {
					e.props.Set(k, val)
				}
			}
		}
	}
	if !el.SelfClosing {
		e.kids = kidsOf(n, fr)
	}
	p.scope.resolve(e)
	if inlineComponents[e.name] && e.fn == nil && e.snippet == nil && !e.inline {
		p.unwrapInline(e)
	}
	return e
}

// inlineComponents are the components that show inline content
// (a <span>), however they are written.
var inlineComponents = map[string]bool{"Badge": true, "Tooltip": true}

// unwrapInline makes the one paragraph of an inline component written as
// a block (<Badge>\nBeta\n</Badge>) its text, as Mintlify's
// remarkUnwrapInlineJsx does, so that no <p> lands in a <span>; other
// block content stays, with the warning Mintlify gives.
func (p *page) unwrapInline(e *elem) {
	if len(e.kids) == 1 {
		if m, ok := e.kids[0].(mdNode); ok {
			if para, ok := m.n.(*ast.Paragraph); ok {
				var out []node
				for c := para.FirstChild(); c != nil; c = c.NextSibling() {
					out = append(out, mdNode{c, m.fr})
				}
				e.kids = out
				return
			}
		}
	}
	for _, k := range e.kids {
		if m, ok := k.(mdNode); ok && m.n.Type() == ast.TypeBlock {
			p.atElem(e, func() {
				p.warnf(e.off, "mdx-html", "write its content on one line",
					"<%s> is an inline component; the block content inside it makes invalid HTML", e.name)
			})
			return
		}
	}
}

// relativeAttr reports whether an attribute written as a string holds a
// link that Mintlify reads from the page's file when it is relative
// (linker.resolve): the href of <a> and <Card>, the src of <img> and
// <source>.
func relativeAttr(elem, attr string) bool {
	switch attr {
	case "href":
		return elem == "a" || elem == "Card"
	case "src":
		return elem == "img" || elem == "source"
	}
	return false
}

// kidsOf lists the children of a JSX node. A paragraph that holds only
// elements is looked through, so that <Tabs> finds its <Tab>s however
// they were written.
func kidsOf(n ast.Node, fr *frame) []node {
	var out []node
	src := fr.f.data
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if para, ok := c.(*ast.Paragraph); ok && onlyJSX(para, src) {
			for g := para.FirstChild(); g != nil; g = g.NextSibling() {
				if t, ok := g.(*ast.Text); ok && len(bytes.TrimSpace(t.Segment.Value(src))) == 0 {
					continue
				}
				if _, ok := g.(*mdx.InlineCloser); ok {
					continue
				}
				out = append(out, mdNode{g, fr})
			}
			continue
		}
		out = append(out, mdNode{c, fr})
	}
	return out
}

// elems returns the element children called one of names, in order,
// building them from the tree as needed.
func (p *page) elems(e *elem, names ...string) []*elem {
	var out []*elem
	for _, k := range e.kids {
		if c := p.asElem(k); c != nil && contains(names, c.name) {
			out = append(out, c)
		}
	}
	return out
}

// asElem returns the element a child is, or nil for other content.
func (p *page) asElem(k node) *elem {
	switch k := k.(type) {
	case *elem:
		return k
	case mdNode:
		var el *mdx.Element
		switch n := k.n.(type) {
		case *mdx.JSXBlock:
			el = &n.Element
		case *mdx.JSXInline:
			el = &n.Element
		default:
			return nil
		}
		saved := p.frame
		p.frame = k.fr
		e := p.elemOf(k.n, el)
		p.frame = saved
		return e
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// kids renders the children of e.
func (p *page) kids(w *writer, e *elem) {
	if tocFolded[e.name] && e.fn == nil && e.snippet == nil {
		p.outline.folded++
		defer func() { p.outline.folded-- }()
	}
	if e.name == "Tile" && e.fn == nil && e.snippet == nil {
		p.tiles++
		defer func() { p.tiles-- }()
	}
	p.nodes(w, e.kids)
}

// nodes renders a list of children.
func (p *page) nodes(w *writer, ns []node) {
	for _, k := range ns {
		p.child(w, k)
	}
}

// child renders one child.
func (p *page) child(w *writer, k node) {
	switch k := k.(type) {
	case mdNode:
		saved := p.frame
		p.frame = k.fr
		p.node(w, k.n)
		p.frame = saved
	case *elem:
		p.element(w, k)
	case textNode:
		p.textOut(w, string(k))
	case *nodeList:
		p.nodes(w, k.nodes)
	}
}

// element renders an element by what its name resolved to.
func (p *page) element(w *writer, e *elem) {
	if p.depth >= maxDepth {
		p.atElem(e, func() {
			p.errorf(e.off, "mdx-depth", "look for a component or snippet that includes itself", "elements are nested more than %d deep", maxDepth)
		})
		return
	}
	p.depth++
	defer func() {
		p.depth--
		if !e.inline {
			p.outline.plain("\n")
		}
	}()
	switch {
	case e.broken || e.name == "" && e.fn == nil && e.snippet == nil:
		p.kids(w, e)
	case e.fn != nil:
		p.scope.callComponent(w, e)
	case e.snippet != nil:
		p.scope.renderSnippet(w, e)
	case isHTMLName(e.name):
		p.htmlw.htmlElement(w, e)
	default:
		if c := p.r.comps[e.name]; c != nil {
			c.html(p, w, e)
			return
		}
		p.unknown(w, e)
	}
}

// atElem runs f with the element's file as the current frame, so that
// diagnostics point into the right file.
func (p *page) atElem(e *elem, f func()) {
	if e.fr == nil {
		f()
		return
	}
	saved := p.frame
	p.frame = e.fr
	f()
	p.frame = saved
}

// unknown renders an element nobody defines, with a warning. On a line
// of its own it is left out with its children, as Mintlify's
// remarkMdxRemoveUnknownJsx leaves it out; inside a paragraph its
// children show in a neutral wrapper.
func (p *page) unknown(w *writer, e *elem) {
	p.atElem(e, func() {
		hint := "import it from a snippet, or check the spelling"
		if s := suggestComponent(e.name, p.r.comps); s != "" {
			hint = "did you mean <" + s + ">?"
		}
		if !e.inline {
			p.warnf(e.off, "unknown-component", hint, "<%s> is not a component Folio knows: it is left out with its content, as on Mintlify", e.name)
			return
		}
		p.warnf(e.off, "unknown-component", hint, "<%s> is not a component Folio knows", e.name)
	})
	if !e.inline {
		return
	}
	tag := "span"
	w.WriteString("<" + tag + ` class="unknown-component" data-component="`)
	escape(w, e.name)
	w.WriteString(`">`)
	p.kids(w, e)
	w.WriteString("</" + tag + ">")
}

// suggestComponent returns the built-in name closest to name, if one is
// close enough to be a likely typo: one edit away for short names, two
// for longer ones (a swap of neighbours counts as one).
func suggestComponent(name string, comps map[string]*component) string {
	limit := 1
	if len(name) > 5 {
		limit = 2
	}
	best, bestD := "", limit+1
	for k := range comps {
		if d := editDistance(strings.ToLower(name), strings.ToLower(k)); d < bestD || d == bestD && best != "" && k < best {
			best, bestD = k, d
		}
	}
	if bestD > limit {
		return ""
	}
	return best
}

// editDistance is the optimal string alignment distance: insertions,
// deletions, substitutions and swaps of neighbours.
func editDistance(a, b string) int {
	if len(a) > 40 || len(b) > 40 {
		return 99
	}
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			c := 1
			if a[i-1] == b[j-1] {
				c = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+c)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
