package content

import (
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// The titles of Accordion, Card, Step, Tab, Tile and Color.Row may hold
// a little Markdown, which Mintlify shows (its remarkTitleMarkdown):
// emphasis, strong, strikethrough and code; a link shows its text only,
// since the title sits in a control or a link of its own, and HTML shows
// as written. The title's text without the marks is what its id, the
// table of contents and a tab's label read. A title with anything else
// (an image, a bare URL) shows all as written.

// titleMarks are the characters without which a title has no Markdown
// that a title shows.
const titleMarks = "*_`~["

// titlePrefix is put before a title when it is parsed, so that a title
// such as "1. Install" or "# Setup" stays text, as Mintlify parses it.
const titlePrefix = "title: "

// titleParser parses titles: CommonMark with strikethrough, no MDX, as
// Mintlify parses them.
var titleParser = goldmark.New(goldmark.WithExtensions(extension.Strikethrough)).Parser()

// titleMarkdown returns the HTML and the text of a title with Markdown,
// or ok false when the title shows as written.
func titleMarkdown(title string) (html, plain string, ok bool) {
	if !strings.ContainsAny(title, titleMarks) {
		return "", "", false
	}
	src := []byte(titlePrefix + strings.ReplaceAll(title, "\n", " "))
	doc := titleParser.Parse(text.NewReader(src))
	para, isPara := doc.FirstChild().(*ast.Paragraph)
	if !isPara || para.NextSibling() != nil {
		return "", "", false
	}
	var h writer
	var t strings.Builder
	if !writeTitleNodes(&h, &t, para, src) {
		return "", "", false
	}
	html, plain = h.String(), t.String()
	if !strings.HasPrefix(plain, titlePrefix) || !strings.HasPrefix(html, titlePrefix) {
		return "", "", false
	}
	return strings.TrimPrefix(html, titlePrefix), strings.TrimPrefix(plain, titlePrefix), true
}

// writeTitleNodes writes n's children as title HTML (h) and text (t);
// false when one of them is not Markdown a title shows.
func writeTitleNodes(h *writer, t *strings.Builder, n ast.Node, src []byte) bool {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			v := string(util.UnescapePunctuations(util.ResolveNumericReferences(util.ResolveEntityNames(c.Segment.Value(src)))))
			if c.SoftLineBreak() || c.HardLineBreak() {
				v += " "
			}
			escape(h, v)
			t.WriteString(v)
		case *ast.String:
			escape(h, string(c.Value))
			t.Write(c.Value)
		case *ast.CodeSpan:
			var code strings.Builder
			for g := c.FirstChild(); g != nil; g = g.NextSibling() {
				if s, ok := g.(*ast.Text); ok {
					code.Write(s.Segment.Value(src))
				}
			}
			h.WriteString("<code>")
			escape(h, code.String())
			h.WriteString("</code>")
			t.WriteString(code.String())
		case *ast.Emphasis, *east.Strikethrough:
			tag := "del"
			if e, ok := c.(*ast.Emphasis); ok {
				tag = "em"
				if e.Level == 2 {
					tag = "strong"
				}
			}
			h.WriteString("<" + tag + ">")
			if !writeTitleNodes(h, t, c, src) {
				return false
			}
			h.WriteString("</" + tag + ">")
		case *ast.Link:
			if !writeTitleNodes(h, t, c, src) {
				return false
			}
		case *ast.RawHTML:
			// HTML is not run in a title: it shows as written.
			for i := 0; i < c.Segments.Len(); i++ {
				seg := c.Segments.At(i)
				escape(h, string(seg.Value(src)))
				t.Write(seg.Value(src))
			}
		default:
			return false
		}
	}
	return true
}

// titleText is the text of a title: without its Markdown marks when it
// has some that show.
func titleText(title string) string {
	if _, plain, ok := titleMarkdown(title); ok {
		return plain
	}
	return title
}

// titleOut writes the title prop of e: its Markdown shown when it is a
// string (titleMarkdown), else as propOut writes any prop.
func (pr *propReader) titleOut(w *writer, e *elem) bool {
	if s, ok := propOf(e, "title").(string); ok {
		if html, plain, ok := titleMarkdown(s); ok {
			w.WriteString(html)
			pr.p.outline.plain(plain)
			return plain != ""
		}
	}
	return pr.propOut(w, e, "title")
}

// writeTitle writes the title of e, whose text is plain: with its
// Markdown when the title prop has some, else plain escaped.
func writeTitle(w *writer, e *elem, plain string) {
	if s, ok := propOf(e, "title").(string); ok {
		if html, _, ok := titleMarkdown(s); ok {
			w.WriteString(html)
			return
		}
	}
	escape(w, plain)
}
