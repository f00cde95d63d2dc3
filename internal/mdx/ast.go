package mdx

import (
	"fmt"
	"strings"

	"github.com/yuin/goldmark/ast"
)

// The MDX nodes added to goldmark's Markdown tree. Each comes as a block
// and an inline kind, because goldmark keeps the two apart.

// Element is the data of a JSX element.
type Element struct {
	// Name is the component or HTML element name: "Note", "Tabs.Tab",
	// "div"; empty for a fragment.
	Name  string
	Attrs []Attr
	// SelfClosing is set for <Name/>.
	SelfClosing bool
	// Start is the offset of '<' in the file.
	Start int
}

// Attr returns the attribute called name.
func (e *Element) Attr(name string) (Attr, bool) {
	for i := len(e.Attrs) - 1; i >= 0; i-- {
		if e.Attrs[i].Name == name {
			return e.Attrs[i], true
		}
	}
	return Attr{}, false
}

// JSXBlock is a JSX element standing as a block: its children are blocks.
type JSXBlock struct {
	ast.BaseBlock
	Element
	// closed is set once the closing tag was read.
	closed bool
	// indent is the indentation the element strips from its content lines.
	indent int
	// indentSet tells whether indent was measured yet.
	indentSet bool
}

// JSXInline is a JSX element inside text: its children are inlines.
type JSXInline struct {
	ast.BaseInline
	Element
	open bool // still waiting for its closing tag
}

// Expression is {expression}: a JavaScript expression whose value is
// rendered, or a {/* comment */}.
type Expression struct {
	Code  string
	Start int
}

// IsComment reports whether the expression is only a comment.
func (e *Expression) IsComment() bool {
	return isComment(strings.TrimSpace(e.Code)) || strings.TrimSpace(e.Code) == ""
}

// ExprBlock is an expression on lines of its own.
type ExprBlock struct {
	ast.BaseBlock
	Expression
}

// ExprInline is an expression inside text.
type ExprInline struct {
	ast.BaseInline
	Expression
}

// ESM is a block of import and export statements.
type ESM struct {
	ast.BaseBlock
	Code  string
	Start int
}

// The node kinds.
var (
	KindJSXBlock   = ast.NewNodeKind("JSXBlock")
	KindJSXInline  = ast.NewNodeKind("JSXInline")
	KindExprBlock  = ast.NewNodeKind("ExprBlock")
	KindExprInline = ast.NewNodeKind("ExprInline")
	KindESM        = ast.NewNodeKind("ESM")
)

// Kind implements ast.Node.
func (n *JSXBlock) Kind() ast.NodeKind { return KindJSXBlock }

// Kind implements ast.Node.
func (n *JSXInline) Kind() ast.NodeKind { return KindJSXInline }

// Kind implements ast.Node.
func (n *ExprBlock) Kind() ast.NodeKind { return KindExprBlock }

// Kind implements ast.Node.
func (n *ExprInline) Kind() ast.NodeKind { return KindExprInline }

// Kind implements ast.Node.
func (n *ESM) Kind() ast.NodeKind { return KindESM }

// IsRaw implements ast.Node: an expression's lines are not Markdown.
func (n *ExprBlock) IsRaw() bool { return true }

// IsRaw implements ast.Node.
func (n *ESM) IsRaw() bool { return true }

// Dump implements ast.Node.
func (n *JSXBlock) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Name": n.Name, "Attrs": fmt.Sprint(n.Attrs)}, nil)
}

// Dump implements ast.Node.
func (n *JSXInline) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Name": n.Name, "Attrs": fmt.Sprint(n.Attrs)}, nil)
}

// Dump implements ast.Node.
func (n *ExprBlock) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Code": n.Code}, nil)
}

// Dump implements ast.Node.
func (n *ExprInline) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Code": n.Code}, nil)
}

// Dump implements ast.Node.
func (n *ESM) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Code": n.Code}, nil)
}

// elementOf returns the JSX data of a block or inline element node.
func elementOf(n ast.Node) (*Element, bool) {
	switch n := n.(type) {
	case *JSXBlock:
		return &n.Element, true
	case *JSXInline:
		return &n.Element, true
	}
	return nil, false
}

// MathInline is TeX between single dollars inside text: $E = mc^2$.
type MathInline struct {
	ast.BaseInline
	TeX   string
	Start int
}

// MathBlock is TeX between $$ lines, or $$…$$ alone on a line.
type MathBlock struct {
	ast.BaseBlock
	TeX   string
	Start int
}

// Variable is {{name}}: a value from docs.json's variables.
type Variable struct {
	ast.BaseInline
	Name  string
	Start int
	End   int
}

// More node kinds.
var (
	KindMathInline = ast.NewNodeKind("MathInline")
	KindMathBlock  = ast.NewNodeKind("MathBlock")
	KindVariable   = ast.NewNodeKind("Variable")
)

// Kind implements ast.Node.
func (n *MathInline) Kind() ast.NodeKind { return KindMathInline }

// Kind implements ast.Node.
func (n *MathBlock) Kind() ast.NodeKind { return KindMathBlock }

// Kind implements ast.Node.
func (n *Variable) Kind() ast.NodeKind { return KindVariable }

// IsRaw implements ast.Node.
func (n *MathBlock) IsRaw() bool { return true }

// Dump implements ast.Node.
func (n *MathInline) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"TeX": n.TeX}, nil)
}

// Dump implements ast.Node.
func (n *MathBlock) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"TeX": n.TeX}, nil)
}

// Dump implements ast.Node.
func (n *Variable) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Name": n.Name}, nil)
}
