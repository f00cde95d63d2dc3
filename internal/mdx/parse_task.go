package mdx

import (
	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// taskParser reads the [ ] or [x] that starts a task list item. GFM (and
// so MDX) wants white space after the bracket, which goldmark's own
// parser does not: "- [X](https://x.com)" is a link in a plain item.
type taskParser struct{}

func (taskParser) Trigger() []byte { return []byte{'['} }

func (taskParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	if parent.HasChildren() || parent.Parent() == nil || parent.Parent().FirstChild() != parent {
		return nil
	}
	if _, ok := parent.Parent().(*ast.ListItem); !ok {
		return nil
	}
	line, _ := block.PeekLine()
	if len(line) < 4 || line[0] != '[' || line[2] != ']' {
		return nil
	}
	c := line[1]
	if c != ' ' && c != '\t' && c != 'x' && c != 'X' {
		return nil
	}
	switch line[3] {
	case ' ', '\t', '\n', '\r':
	default:
		return nil
	}
	n := 3
	for n < len(line) && (line[n] == ' ' || line[n] == '\t') {
		n++
	}
	block.Advance(n)
	return east.NewTaskCheckBox(c == 'x' || c == 'X')
}
