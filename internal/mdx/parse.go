package mdx

import (
	"bytes"
	"sync"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// New builds the goldmark instance for MDX: CommonMark without
// indented code blocks, HTML blocks, raw inline HTML and autolinks (MDX
// reads < and { as JSX and expressions instead), with GFM (tables,
// strikethrough, bare URLs, task lists) and footnotes, with MDX's
// variants of bare URLs, task lists, lists and fences.
func New() goldmark.Markdown {
	p := parser.NewParser(
		parser.WithBlockParsers(
			util.Prioritized(esmParser{}, 50),
			util.Prioritized(anyIndent{parser.NewSetextHeadingParser()}, 100),
			util.Prioritized(anyIndent{parser.NewThematicBreakParser()}, 200),
			util.Prioritized(listParser{}, 300),
			util.Prioritized(listItemParser{}, 400),
			util.Prioritized(anyIndent{parser.NewATXHeadingParser()}, 600),
			util.Prioritized(fencedCodeParser{}, 700),
			util.Prioritized(mathBlockParser{}, 710),
			util.Prioritized(anyIndentQuote{anyIndent{parser.NewBlockquoteParser()}}, 800),
			util.Prioritized(jsxBlockParser{}, 850),
			util.Prioritized(exprBlockParser{}, 860),
			util.Prioritized(paragraphParser{}, 1000),
		),
		parser.WithInlineParsers(
			util.Prioritized(taskParser{}, 0),
			util.Prioritized(parser.NewCodeSpanParser(), 100),
			util.Prioritized(parser.NewLinkParser(), 200),
			util.Prioritized(jsxInlineParser{}, 300),
			util.Prioritized(exprInlineParser{}, 310),
			util.Prioritized(mathInlineParser{}, 320),
			util.Prioritized(parser.NewEmphasisParser(), 500),
		),
		parser.WithParagraphTransformers(util.Prioritized(linkRefs{parser.LinkReferenceParagraphTransformer}, 100)),
		parser.WithASTTransformers(util.Prioritized(mdxTransformer{smart: &sync.Pool{New: func() any { return new(smartText) }}}, 100)),
	)
	return goldmark.New(
		goldmark.WithParser(p),
		goldmark.WithExtensions(extension.Table, extension.Strikethrough, extension.Footnote),
		goldmark.WithRendererOptions(renderer.WithNodeRenderers(util.Prioritized(extension.NewTaskCheckBoxHTMLRenderer(), 500))),
	)
}

// parse parses the MDX source of a file; syntax errors go to diags.
func parse(md goldmark.Markdown, src *jsonpos.Source, diags *diag.List) *ast.Document {
	pc := parser.NewContext()
	pc.Set(reporterKey, &reporter{src: src, list: diags, seen: map[int]bool{}})
	doc := md.Parser().Parse(text.NewReader(src.Data), parser.WithContext(pc))
	return doc.(*ast.Document)
}

// ParseAt parses the source from offset off (after the frontmatter); the
// part before is blanked so that offsets stay those of the file.
func ParseAt(md goldmark.Markdown, src *jsonpos.Source, off int, diags *diag.List) *ast.Document {
	data := src.Data
	if off > 0 {
		data = append([]byte(nil), src.Data...)
		for i := 0; i < off; i++ {
			if data[i] != '\n' {
				data[i] = ' '
			}
		}
	}
	pc := parser.NewContext()
	pc.Set(reporterKey, &reporter{src: src, list: diags, seen: map[int]bool{}})
	doc := md.Parser().Parse(text.NewReader(data), parser.WithContext(pc))
	return doc.(*ast.Document)
}

// LineFeeds returns data with every lone "\r" replaced by "\n": CommonMark
// (and so MDX) ends a line at "\n", "\r\n" or a lone "\r", and goldmark
// only at "\n". The length stays, so offsets stay those of the file; data
// itself is returned when it has no lone "\r".
func LineFeeds(data []byte) []byte {
	var out []byte
	for i := bytes.IndexByte(data, '\r'); i >= 0; {
		if i+1 == len(data) || data[i+1] != '\n' {
			if out == nil {
				out = append([]byte(nil), data...)
			}
			out[i] = '\n'
		}
		j := bytes.IndexByte(data[i+1:], '\r')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	if out == nil {
		return data
	}
	return out
}

// linkRefs is goldmark's link reference definition transformer, run only
// on paragraphs that hold a '[': every definition starts with one, and
// most paragraphs have none.
type linkRefs struct{ parser.ParagraphTransformer }

func (t linkRefs) Transform(node *ast.Paragraph, reader text.Reader, pc parser.Context) {
	lines := node.Lines()
	src := reader.Source()
	for i := 0; i < lines.Len(); i++ {
		if seg := lines.At(i); bytes.IndexByte(seg.Value(src), '[') >= 0 {
			t.ParagraphTransformer.Transform(node, reader, pc)
			return
		}
	}
	if lines.Len() == 0 {
		// As goldmark does with a paragraph left without lines.
		node.Parent().RemoveChild(node.Parent(), node)
	}
}
