package mdx

import (
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// TestFlowTagLines holds lines of JSX tags that leave an element open to
// MDX's trees (written with mdx-oracle.mjs --full): each tag on such a
// line is a block of its own, so a self-closing tag, an expression or an
// element closed on the line may come before the element whose content
// follows on the next lines.
func TestFlowTagLines(t *testing.T) {
	tests := []treeCase{
		{
			"self-closing before the content",
			"<Card><Icon />\n  <Note />\n</Card>\n",
			"jsx Card\n jsx Icon\n jsx Note",
		},
		{
			"self-closing then an opening tag",
			"<Steps><Step /><Step>\n  ## Title\n</Step>\n</Steps>\n",
			"jsx Steps\n jsx Step\n jsx Step\n  heading 2\n   text \"Title\"",
		},
		{
			"a closed element then an opening tag",
			"<Box><Icon></Icon><Inner>\n  <Note />\n</Inner></Box>\n",
			"jsx Box\n jsx Icon\n jsx Inner\n  jsx Note",
		},
		{
			"an expression before a list",
			"<Box>{1}\n- item\n</Box>\n",
			"jsx Box\n expr \"1\"\n list\n  listItem\n   paragraph\n    text \"item\"",
		},
		{
			"self-closing, then a blank line and text",
			"<Box><Icon />\n\n  Text\n\n</Box>\n",
			"jsx Box\n jsx Icon\n paragraph\n  text \"Text\"",
		},
		{
			"self-closing before the enclosing closing tag",
			"<Box>\n  <Icon /></Box>\n",
			"jsx Box\n jsx Icon",
		},
		{
			"a line of closing tags, each closing the next element out",
			"<table>\n<tbody>\n<tr>\n<td>\n<p>\nThe user.\n    </p></td></tr></tbody>\n</table>\n",
			"jsx table\n jsx tbody\n  jsx tr\n   jsx td\n    jsx p\n     paragraph\n      text \"The user.\"",
		},
		{
			"a tag across lines, then text after the element",
			"<Tooltip tip=\"A\nB.\">One</Tooltip> and <Tooltip tip=\"C\nD.\">Two</Tooltip>.\n",
			"paragraph\n jsx Tooltip tip=\"A\\nB.\"\n  text \"One\"\n text \" and \"\n jsx Tooltip tip=\"C\\nD.\"\n  text \"Two\"\n text \".\"",
		},
		{
			"tab-indented in a list item",
			"* Locate:\n\n\t\t<table><thead>\n\t\t<tr>\n\t\t</tr>\n\t\t</thead>\n\t\t</table>\n",
			"list\n listItem\n  paragraph\n   text \"Locate:\"\n  jsx table\n   jsx thead\n    jsx tr",
		},
		{
			"nested, indented",
			"<Outer>\n\n  <Box className=\"a\"><Icon /><div>\n    <h4>Title</h4>\n  </div></Box>\n\n</Outer>\n",
			"jsx Outer\n jsx Box className=\"a\"\n  jsx Icon\n  jsx div\n   jsx h4\n    text \"Title\"",
		},
	}
	checkTrees(t, tests)
}

// TestESMTemplateLines holds import and export statements whose template
// literals or comments span lines, with MDX's trees (mdx-oracle.mjs
// --full): the statement ends at the first blank line outside them, so
// a template's closing backtick is not read as opening another, and the
// page's text after the statement stays text.
func TestESMTemplateLines(t *testing.T) {
	tests := []treeCase{
		{
			"a template literal across lines in JSX",
			"export const A = () => (<style>{`\n.a { color: red; }\n`}</style>);\n\nText\n",
			"esm \"export const A = () => (<style>{` .a { color: red; } `}</style>);\"\nparagraph\n text \"Text\"",
		},
		{
			"a blank line in a template literal",
			"export const s = `\n\nx`;\n\nText\n",
			"esm \"export const s = ` x`;\"\nparagraph\n text \"Text\"",
		},
		{
			"an expression in a template literal",
			"export const s = `a ${f({b: `c\n`})}\n`;\n\nText\n",
			"esm \"export const s = `a ${f({b: `c `})} `;\"\nparagraph\n text \"Text\"",
		},
		{
			"a blank line in a block comment",
			"export const n = 1; /* a\n\n( */\n\nText\n",
			"esm \"export const n = 1; /* a ( */\"\nparagraph\n text \"Text\"",
		},
	}
	checkTrees(t, tests)
}

// TestESMInJSX holds import statements between the tags of JSX elements,
// with MDX's trees: an import at the first column is a statement there
// too, since MDX does not read a JSX element as a container; indented,
// or in a block quote, it is text.
func TestESMInJSX(t *testing.T) {
	tests := []treeCase{
		{
			"in a step",
			"<Steps>\n<Step title=\"One\">\n\nimport A from \"/snippets/a.mdx\";\n\n<A />\n\n</Step>\n</Steps>\n",
			"jsx Steps\n jsx Step title=\"One\"\n  esm \"import A from \\\"/snippets/a.mdx\\\";\"\n  jsx A",
		},
		{
			"nested elements",
			"<Tip>\n  <Card>\nimport G from \"g\"\n\n  </Card>\n</Tip>\n",
			"jsx Tip\n jsx Card\n  esm \"import G from \\\"g\\\"\"",
		},
		{
			"indented",
			"<Step>\n  import A from \"/snippets/a.mdx\";\n\n<A />\n</Step>\n",
			"jsx Step\n paragraph\n  text \"import A from “/snippets/a.mdx”;\"\n jsx A",
		},
		{
			"in a block quote",
			"> import B from \"b\"\n",
			"blockquote\n paragraph\n  text \"import B from “b”\"",
		},
	}
	checkTrees(t, tests)
}

// TestQuotedTagLines holds JSX tags that span lines inside a block quote,
// with MDX's trees (mdx-oracle.mjs --full): the quote's markers that start
// each line are its prefix, not part of the tag, so a ">" there does not
// end the tag.
func TestQuotedTagLines(t *testing.T) {
	tests := []treeCase{
		{
			"self-closing across lines",
			"> <ResponseField\n>   name=\"returns\"\n>   type=\"A<B, C>\"\n> />\n",
			"blockquote\n jsx ResponseField name=\"returns\" type=\"A<B, C>\"",
		},
		{
			"an opening tag across lines, then content",
			"> <Note>\n>   Text.\n> </Note>\n> <Field\n>   name=\"client\"\n> >\n>   The client.\n> </Field>\n",
			"blockquote\n jsx Note\n  paragraph\n   text \"Text.\"\n jsx Field name=\"client\"\n  paragraph\n   text \"The client.\"",
		},
		{
			"nested quotes",
			"> > <Field\n> >   name=\"a\"\n> > />\n",
			"blockquote\n blockquote\n  jsx Field name=\"a\"",
		},
	}
	checkTrees(t, tests)
}

// treeCase is a page and the tree MDX (mdx-oracle.mjs --full) makes of it.
type treeCase struct{ name, src, want string }

// checkTrees parses each case's page, which must have no errors, and
// compares its tree with MDX's.
func checkTrees(t *testing.T, tests []treeCase) {
	t.Helper()
	md := New()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := []byte(tt.src)
			var l diag.List
			doc := ParseAt(md, jsonpos.NewSource("page.mdx", data), 0, &l)
			for _, e := range l.Errors() {
				t.Errorf("error: %s", e.Message)
			}
			got := strings.Join(printONodes(normaliseDoc(doc, data), true), "\n")
			if got != tt.want {
				t.Errorf("tree:\n%s\nwant (MDX's):\n%s", got, tt.want)
			}
		})
	}
}
