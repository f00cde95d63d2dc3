package mdx

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/frontmatter"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// The differential test against MDX: testdata/parse/oracle holds, per
// corpus site, the normalised tree that Mintlify's MDX pipeline builds for
// every navigation page (written by mdx-oracle.mjs, see the README there);
// this test builds the same normalised form from goldmark's tree and
// compares them page by page.

var (
	oracleList = flag.String("oracle.list", "", "write the corpus pages for mdx-oracle.mjs to this file and stop")
	oracleFull = flag.String("oracle.full", "", "print Folio's normalised tree of this corpus page (site/path) in full")
	oracleFile = flag.String("oracle.file", "", "print Folio's normalised tree of this file in full")
	oracleShow = flag.Int("oracle.show", 3, "pages to show per category of difference")
)

const oracleDir = "testdata/parse/oracle"

// corpusPages returns the navigation pages of the corpus per site, as the
// corpus test finds them.
func corpusPages(t *testing.T) map[string][]string {
	dir := testcorpus.Dir(t)
	out := map[string][]string{}
	for _, site := range testcorpus.Sites(t) {
		p, err := config.Load(filepath.Join(dir, site))
		if err != nil {
			t.Fatal(err)
		}
		s := nav.Build(t.Context(), p, nil)
		p.Close()
		seen := map[string]bool{}
		for _, pg := range s.Pages {
			if pg.File == "" || seen[pg.File] {
				continue
			}
			seen[pg.File] = true
			out[site] = append(out[site], pg.File)
		}
	}
	return out
}

// oraclePage is one page of the oracle's output.
type oraclePage struct {
	file  string
	lines []string
}

func readOracle(t *testing.T, site string) []oraclePage {
	f, err := os.Open(filepath.Join(oracleDir, site+".txt.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var out []oraclePage
	sc := bufio.NewScanner(z)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		line := sc.Text()
		if file, ok := strings.CutPrefix(line, "= "); ok {
			out = append(out, oraclePage{file: file})
			continue
		}
		if len(out) > 0 {
			out[len(out)-1].lines = append(out[len(out)-1].lines, line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// knownDifferences reads known.txt: "site/path category" lines for the
// pages whose difference from MDX is deliberate (see the README).
func knownDifferences(t *testing.T) map[string]string {
	data, err := os.ReadFile(filepath.Join(oracleDir, "known.txt"))
	if err != nil {
		if os.IsNotExist(err) {
			return nil
		}
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		page, cat, _ := strings.Cut(line, " ")
		out[page] = strings.TrimSpace(cat)
	}
	return out
}

func TestParseOracle(t *testing.T) {
	if *oracleFile != "" {
		data, err := os.ReadFile(*oracleFile)
		if err != nil {
			t.Fatal(err)
		}
		fm, _ := frontmatter.Parse(*oracleFile, data)
		var l diag.List
		doc := ParseAt(New(), jsonpos.NewSource(*oracleFile, data), fm.BodyOffset, &l)
		fmt.Println(strings.Join(printONodes(normaliseDoc(doc, data), true), "\n"))
		for _, e := range l.All() {
			diag.Render(os.Stdout, e, diag.Style{})
		}
		return
	}
	testcorpus.Whole(t)
	dir := testcorpus.Dir(t)
	if *oracleList != "" {
		var b strings.Builder
		pages := corpusPages(t)
		sites := make([]string, 0, len(pages))
		for s := range pages {
			sites = append(sites, s)
		}
		sort.Strings(sites)
		for _, site := range sites {
			for _, file := range pages[site] {
				data, err := os.ReadFile(filepath.Join(dir, site, file))
				if err != nil {
					continue
				}
				fm, _ := frontmatter.Parse(site+"/"+file, data)
				fmt.Fprintf(&b, "%s\t%s\t%d\n", site, file, fm.BodyOffset)
			}
		}
		if err := os.WriteFile(*oracleList, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	md := New()
	if *oracleFull != "" {
		site, file, _ := strings.Cut(*oracleFull, "/")
		lines, _ := oracleParse(t, md, dir, site, file, true)
		fmt.Println(strings.Join(lines, "\n"))
		return
	}
	known := knownDifferences(t)
	type diff struct {
		page   string
		detail string
	}
	byCat := map[string][]diff{}
	total, same := 0, 0
	for _, site := range testcorpus.Sites(t) {
		if _, err := os.Stat(filepath.Join(oracleDir, site+".txt.gz")); err != nil {
			continue
		}
		for _, op := range readOracle(t, site) {
			total++
			ours, errs := oracleParse(t, md, dir, site, op.file, false)
			cat, detail := compareOracle(op.lines, ours, errs)
			if cat == "" {
				same++
				continue
			}
			byCat[cat] = append(byCat[cat], diff{site + "/" + op.file, detail})
		}
	}
	cats := make([]string, 0, len(byCat))
	for c := range byCat {
		cats = append(cats, c)
	}
	sort.Slice(cats, func(i, j int) bool {
		if len(byCat[cats[i]]) != len(byCat[cats[j]]) {
			return len(byCat[cats[i]]) > len(byCat[cats[j]])
		}
		return cats[i] < cats[j]
	})
	unexpected := 0
	for _, c := range cats {
		ds := byCat[c]
		var unknown []diff
		for _, d := range ds {
			if _, ok := known[d.page]; !ok {
				unknown = append(unknown, d)
			}
		}
		unexpected += len(unknown)
		t.Logf("%5d %s (%d not in known.txt)", len(ds), c, len(unknown))
		for i, d := range unknown {
			if i >= *oracleShow {
				break
			}
			t.Logf("        %s%s", d.page, d.detail)
		}
	}
	t.Logf("%d of %d pages parse as MDX parses them", same, total)
	if unexpected > 0 {
		t.Errorf("%d pages differ from MDX without a documented reason (testdata/parse/oracle/known.txt)", unexpected)
	}
}

// oracleParse parses a corpus page and returns its normalised lines and
// the errors the parse reported.
func oracleParse(t *testing.T, md goldmark.Markdown, dir, site, file string, full bool) ([]string, []diag.Diagnostic) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, site, file))
	if err != nil {
		t.Fatal(err)
	}
	rel := site + "/" + file
	fm, _ := frontmatter.Parse(rel, data)
	src := jsonpos.NewSource(rel, data)
	var l diag.List
	doc := ParseAt(md, src, fm.BodyOffset, &l)
	return printONodes(normaliseDoc(doc, data), full), l.Errors()
}

// compareOracle compares the oracle's lines with ours and names the
// category of the first difference.
func compareOracle(want, got []string, errs []diag.Diagnostic) (string, string) {
	rejected := len(want) > 0 && strings.HasPrefix(want[0], "! ")
	switch {
	case rejected && len(errs) > 0:
		return "", ""
	case rejected:
		return "MDX rejects, Folio accepts", " — MDX: " + want[0][2:]
	case len(errs) > 0:
		e := errs[0]
		l, c := e.LineCol()
		return "Folio rejects, MDX accepts", fmt.Sprintf(" — %d:%d %s", l, c, e.Message)
	}
	n := min(len(want), len(got))
	for i := 0; i < n; i++ {
		if want[i] == got[i] {
			continue
		}
		wt, gt := lineShape(want[i]), lineShape(got[i])
		kind := "shape"
		if wt == gt {
			kind = "value"
		}
		return fmt.Sprintf("%s: MDX %s, Folio %s", kind, wt, gt), fmt.Sprintf(" line %d\n          MDX:   %s\n          Folio: %s", i+1, want[i], got[i])
	}
	if len(want) != len(got) {
		if len(want) > n {
			return "shape: MDX has more, " + lineShape(want[n]), fmt.Sprintf(" line %d\n          MDX:   %s", n+1, want[n])
		}
		return "shape: Folio has more, " + lineShape(got[n]), fmt.Sprintf(" line %d\n          Folio: %s", n+1, got[n])
	}
	return "", ""
}

// lineShape is a printed node without its payloads: depth and type.
func lineShape(line string) string {
	d := len(line) - len(strings.TrimLeft(line, " "))
	typ, _, _ := strings.Cut(strings.TrimLeft(line, " "), " ")
	return fmt.Sprintf("%s@%d", typ, d)
}

// ---- normalisation (mdx-oracle.mjs mirrors it) ----

// onode is a node of the normalised tree.
type onode struct {
	typ      string
	fields   []ofield
	children []*onode
}

// ofield is a plain field (payload false) or a key and payload.
type ofield struct {
	key     string
	value   string
	payload bool
}

func plain(s string) ofield                       { return ofield{key: s} }
func payload(k, v string) ofield                  { return ofield{key: k, value: v, payload: true} }
func onodeOf(typ string, fields ...ofield) *onode { return &onode{typ: typ, fields: fields} }

type normaliser struct {
	src       []byte
	footnotes map[int]string // footnote index → label
}

func normaliseDoc(doc ast.Node, src []byte) []*onode {
	n := &normaliser{src: src, footnotes: map[int]string{}}
	var list *east.FootnoteList
	for c := doc.FirstChild(); c != nil; c = c.NextSibling() {
		if l, ok := c.(*east.FootnoteList); ok {
			list = l
			for f := l.FirstChild(); f != nil; f = f.NextSibling() {
				if fn, ok := f.(*east.Footnote); ok {
					n.footnotes[fn.Index] = footnoteID(fn.Ref)
				}
			}
		}
	}
	var out []*onode
	for c := doc.FirstChild(); c != nil; c = c.NextSibling() {
		if c == list {
			continue
		}
		out = append(out, n.block(c)...)
	}
	if list != nil {
		for f := list.FirstChild(); f != nil; f = f.NextSibling() {
			fn, ok := f.(*east.Footnote)
			if !ok {
				continue
			}
			o := onodeOf("footnote", plain(footnoteID(fn.Ref)))
			for c := fn.FirstChild(); c != nil; c = c.NextSibling() {
				o.children = append(o.children, n.block(c)...)
			}
			out = append(out, o)
		}
	}
	return out
}

var (
	spaceRun      = regexp.MustCompile(`[ \t\r\n]+`)
	codeLineBreak = regexp.MustCompile(`\r?\n[ \t]*`)
)

func footnoteID(ref []byte) string {
	return strings.ToLower(strings.TrimSpace(spaceRun.ReplaceAllString(string(ref), " ")))
}

func (n *normaliser) blocks(parent ast.Node) []*onode {
	var out []*onode
	for c := parent.FirstChild(); c != nil; c = c.NextSibling() {
		out = append(out, n.block(c)...)
	}
	return out
}

func (n *normaliser) block(b ast.Node) []*onode {
	switch b := b.(type) {
	case *ast.Paragraph, *ast.TextBlock:
		kids := n.inlines(b)
		if v, ok := b.AttributeString(AttrUnwrap); ok && v == true {
			// MDX drops the white space between the elements.
			var out []*onode
			for _, k := range kids {
				if k.typ != "text" || strings.TrimSpace(k.fields[0].value) != "" {
					out = append(out, k)
				}
			}
			return out
		}
		return []*onode{{typ: "paragraph", children: kids}}
	case *ast.Heading:
		o := onodeOf("heading", plain(strconv.Itoa(b.Level)))
		if id, ok := b.AttributeString("id"); ok {
			o.fields = append(o.fields, payload("id=", string(attrBytes(id))))
		}
		o.children = n.inlines(b)
		return []*onode{o}
	case *ast.ThematicBreak:
		return []*onode{onodeOf("thematicBreak")}
	case *ast.Blockquote:
		return []*onode{{typ: "blockquote", children: n.blocks(b)}}
	case *ast.List:
		o := onodeOf("list")
		if b.IsOrdered() {
			o.fields = []ofield{plain("ordered"), plain("start=" + strconv.Itoa(b.Start))}
		}
		o.children = n.blocks(b)
		return []*onode{o}
	case *ast.ListItem:
		o := onodeOf("listItem")
		if first := b.FirstChild(); first != nil {
			if cb, ok := first.FirstChild().(*east.TaskCheckBox); ok {
				if cb.IsChecked {
					o.fields = []ofield{plain("checked")}
				} else {
					o.fields = []ofield{plain("unchecked")}
				}
			}
		}
		o.children = n.blocks(b)
		return []*onode{o}
	case *ast.FencedCodeBlock:
		var lang, meta string
		if b.Info != nil {
			info := strings.TrimSpace(decodedString(n.src, b.Info.Segment.Start, b.Info.Segment.Stop))
			lang, meta, _ = strings.Cut(info, " ")
			if i := strings.IndexAny(info, " \t"); i >= 0 {
				lang, meta = info[:i], strings.TrimSpace(info[i:])
			}
		}
		return []*onode{onodeOf("code", payload("lang=", lang), payload("meta=", meta), payload("", linesValue(b, n.src)))}
	case *MathBlock:
		return []*onode{onodeOf("mathBlock", payload("", b.TeX))}
	case *east.Table:
		var aligns []string
		for _, a := range b.Alignments {
			switch a {
			case east.AlignLeft:
				aligns = append(aligns, "left")
			case east.AlignRight:
				aligns = append(aligns, "right")
			case east.AlignCenter:
				aligns = append(aligns, "center")
			default:
				aligns = append(aligns, "none")
			}
		}
		o := onodeOf("table", plain(strings.Join(aligns, ",")))
		for r := b.FirstChild(); r != nil; r = r.NextSibling() {
			row := onodeOf("row")
			for c := r.FirstChild(); c != nil; c = c.NextSibling() {
				row.children = append(row.children, &onode{typ: "cell", children: n.inlines(c)})
			}
			o.children = append(o.children, row)
		}
		return []*onode{o}
	case *JSXBlock:
		o := jsxNode(&b.Element)
		o.children = n.blocks(b)
		return []*onode{o}
	case *ExprBlock:
		return []*onode{onodeOf("expr", payload("", normCode(b.Code)))}
	case *ESM:
		return []*onode{onodeOf("esm", payload("", normCode(b.Code)))}
	case *JSXCloser, *ast.LinkReferenceDefinition:
		return nil
	case *ast.HTMLBlock:
		return []*onode{onodeOf("html", payload("", linesValue(b, n.src)))}
	}
	return []*onode{onodeOf("?" + b.Kind().String())}
}

func attrBytes(v any) []byte {
	switch v := v.(type) {
	case []byte:
		return v
	case string:
		return []byte(v)
	}
	return nil
}

// linesValue is the content of a block's lines, without the final line
// ending, as mdast has it.
func linesValue(b ast.Node, src []byte) string {
	var sb strings.Builder
	lines := b.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		sb.Write(seg.Value(src)) // with its padding
	}
	return strings.TrimSuffix(strings.TrimSuffix(sb.String(), "\n"), "\r")
}

func jsxNode(e *Element) *onode {
	name := e.Name
	if name == "" {
		name = "<>"
	}
	o := onodeOf("jsx", plain(name))
	for _, a := range e.Attrs {
		switch a.Kind {
		case AttrString:
			o.fields = append(o.fields, payload(a.Name+"=", a.Value))
		case AttrExpr:
			o.fields = append(o.fields, payload(a.Name+"={", normCode(a.Value)))
		case AttrBool:
			o.fields = append(o.fields, plain(a.Name))
		case AttrSpread:
			o.fields = append(o.fields, payload("{...", normCode(a.Value)))
		}
	}
	return o
}

func normCode(s string) string {
	return strings.Trim(spaceRun.ReplaceAllString(s, " "), " ")
}

func (n *normaliser) inlines(parent ast.Node) []*onode {
	var out []*onode
	n.appendInlines(&out, parent)
	for _, o := range out {
		if o.typ == "text" {
			o.fields[0].value = spaceRun.ReplaceAllString(o.fields[0].value, " ")
		}
	}
	return out
}

func pushText(out *[]*onode, s string) {
	if s == "" {
		return
	}
	if l := len(*out); l > 0 && (*out)[l-1].typ == "text" {
		(*out)[l-1].fields[0].value += s
		return
	}
	*out = append(*out, onodeOf("text", payload("", s)))
}

func (n *normaliser) appendInlines(out *[]*onode, parent ast.Node) {
	for c := parent.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *ast.Text:
			pushText(out, decodedString(n.src, c.Segment.Start, c.Segment.Stop))
			if c.HardLineBreak() {
				// goldmark may leave the spaces before a hard break in
				// the text; mdast drops them.
				if l := len(*out); l > 0 && (*out)[l-1].typ == "text" {
					v := strings.TrimRight((*out)[l-1].fields[0].value, " \t")
					if v == "" {
						*out = (*out)[:l-1]
					} else {
						(*out)[l-1].fields[0].value = v
					}
				}
				*out = append(*out, onodeOf("break"))
			} else if c.SoftLineBreak() {
				pushText(out, "\n")
			}
		case *ast.String:
			pushText(out, string(c.Value))
		case *ast.CodeSpan:
			var sb strings.Builder
			for t := c.FirstChild(); t != nil; t = t.NextSibling() {
				switch t := t.(type) {
				case *ast.Text:
					sb.Write(t.Segment.Value(n.src))
				case *ast.String:
					sb.Write(t.Value)
				}
			}
			*out = append(*out, onodeOf("inlineCode", payload("", codeLineBreak.ReplaceAllString(sb.String(), " "))))
		case *ast.Emphasis:
			typ := "emphasis"
			if c.Level == 2 {
				typ = "strong"
			}
			o := onodeOf(typ)
			o.children = n.inlines(c)
			*out = append(*out, o)
		case *east.Strikethrough:
			o := onodeOf("delete")
			o.children = n.inlines(c)
			*out = append(*out, o)
		case *ast.Link:
			o := onodeOf("link", payload("url=", string(c.Destination)), payload("title=", string(c.Title)))
			o.children = n.inlines(c)
			*out = append(*out, o)
		case *ast.AutoLink:
			url := string(c.URL(n.src))
			if c.AutoLinkType == ast.AutoLinkEmail && !strings.HasPrefix(url, "mailto:") {
				url = "mailto:" + url
			}
			o := onodeOf("link", payload("url=", url), payload("title=", ""))
			o.children = []*onode{onodeOf("text", payload("", string(c.Label(n.src))))}
			*out = append(*out, o)
		case *ast.Image:
			*out = append(*out, onodeOf("image", payload("url=", string(c.Destination)), payload("alt=", n.plainText(c)), payload("title=", string(c.Title))))
		case *east.TaskCheckBox:
		case *east.FootnoteLink:
			*out = append(*out, onodeOf("footnoteRef", plain(n.footnotes[c.Index])))
		case *east.FootnoteBacklink:
		case *JSXInline:
			o := jsxNode(&c.Element)
			o.children = n.inlines(c)
			*out = append(*out, o)
		case *ExprInline:
			*out = append(*out, onodeOf("expr", payload("", normCode(c.Code))))
		case *MathInline:
			*out = append(*out, onodeOf("math", payload("", codeLineBreak.ReplaceAllString(c.TeX, " "))))
		case *Variable:
			*out = append(*out, onodeOf("variable", plain(c.Name)))
		case *InlineCloser:
		case *ast.RawHTML:
			var sb strings.Builder
			for i := 0; i < c.Segments.Len(); i++ {
				s := c.Segments.At(i)
				sb.Write(s.Value(n.src))
			}
			*out = append(*out, onodeOf("html", payload("", sb.String())))
		default:
			*out = append(*out, onodeOf("?"+c.Kind().String()))
		}
	}
}

// plainText is the text of an inline node's content, as mdast's alt.
func (n *normaliser) plainText(parent ast.Node) string {
	var sb strings.Builder
	var walk func(ast.Node)
	walk = func(p ast.Node) {
		for c := p.FirstChild(); c != nil; c = c.NextSibling() {
			switch c := c.(type) {
			case *ast.Text:
				sb.WriteString(decodedString(n.src, c.Segment.Start, c.Segment.Stop))
				if c.SoftLineBreak() || c.HardLineBreak() {
					sb.WriteByte('\n')
				}
			case *ast.String:
				sb.Write(c.Value)
			case *ast.CodeSpan:
				for t := c.FirstChild(); t != nil; t = t.NextSibling() {
					if t, ok := t.(*ast.Text); ok {
						sb.Write(t.Segment.Value(n.src))
					}
				}
			default:
				walk(c)
			}
		}
	}
	walk(parent)
	return sb.String()
}

func fnvHex(s string) string {
	h := fnv.New32a()
	h.Write([]byte(s))
	return fmt.Sprintf("%08x", h.Sum32())
}

func printONodes(nodes []*onode, full bool) []string {
	var lines []string
	var pr func(o *onode, depth int)
	pr = func(o *onode, depth int) {
		var b bytes.Buffer
		b.WriteString(strings.Repeat(" ", depth))
		b.WriteString(o.typ)
		for _, f := range o.fields {
			b.WriteByte(' ')
			b.WriteString(f.key)
			if !f.payload {
				continue
			}
			if full {
				b.WriteString(jsString(f.value))
			} else {
				b.WriteString("#" + fnvHex(f.value))
			}
		}
		lines = append(lines, b.String())
		for _, c := range o.children {
			pr(c, depth+1)
		}
	}
	for _, o := range nodes {
		pr(o, 0)
	}
	return lines
}

// jsString quotes s as JSON.stringify does.
func jsString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		default:
			if r < 0x20 {
				fmt.Fprintf(&b, `\u%04x`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}
