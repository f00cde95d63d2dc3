package content

import (
	"errors"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/yuin/goldmark/ast"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/frontmatter"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/jsrt"
	"github.com/foliodocs/folio/internal/mdx"
)

// file is a parsed MDX file — the page or a snippet — with what its
// JavaScript needs: its imports, and the expressions that are not plain
// literals.
type file struct {
	name string // slash path from the docs folder: "snippets/note.mdx"
	src  *jsonpos.Source
	data []byte // what the parser read: the source with frontmatter blanked
	doc  *ast.Document
	// diags are the problems found while parsing and reading imports.
	diags diag.List

	imports    []importDecl
	hasExports bool
	esm        []jsPiece // the import and export statements
	// exprs holds every expression of the file by the offset of its
	// opening brace or attribute: its literal value when it has one,
	// else its index among the module's expression thunks.
	exprs map[int]*exprInfo
	code  []jsPiece // the expressions the module evaluates, in order

	// jsx is set for .jsx/.js/.tsx/.ts snippets: the whole file is a
	// module and there is no Markdown.
	jsx bool

	compileOnce sync.Once
	prog        *jsrt.Program
	compileErr  error
	jsErrs      []jsrt.CompileError // expressions left out of the module
}

// exprInfo is one expression of a file.
type exprInfo struct {
	lit   any
	isLit bool
	// ident is set when the expression is a bare name, which a snippet's
	// props may answer without the engine.
	ident string
	index int // among the module's thunks
}

// jsPiece is the source of one expression and where it is in the file.
type jsPiece struct {
	code string
	off  int // offset of the code (after the brace) in the file
	// broken is set when the expression does not compile; it evaluates
	// to undefined.
	broken bool
}

// importKind says what an import brings in.
type importKind uint8

const (
	importMDX importKind = iota // an .mdx or .md snippet
	importJS                    // a .jsx, .js, .tsx or .ts snippet
)

// importDecl is one import statement.
type importDecl struct {
	spec      string // as written
	path      string // resolved from the docs folder; "" if it cannot be
	kind      importKind
	deflt     string // local name of the default import
	namespace string // import * as name
	names     []importName
	off       int // offset of the statement
}

type importName struct{ imported, local string }

// binds reports whether the import declares the local name.
func (d *importDecl) binds(local string) bool {
	if d.deflt == local || d.namespace == local {
		return true
	}
	for _, n := range d.names {
		if n.local == local {
			return true
		}
	}
	return false
}

// parseFile parses an MDX page or snippet. off is where the body starts
// (after frontmatter).
func (r *Renderer) parseFile(name string, data []byte, off int) *file {
	data = mdx.LineFeeds(data)
	f := &file{name: name, src: jsonpos.NewSource(name, data), data: data, exprs: map[int]*exprInfo{}}
	// The tree's offsets are those of the file; the parser reads a copy
	// with the frontmatter blanked.
	f.doc = mdx.ParseAt(r.md, f.src, off, &f.diags)
	f.collect()
	return f
}

// collect records the file's imports, exports and expressions.
func (f *file) collect() {
	ast.Walk(f.doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *mdx.ESM:
			f.readESM(n)
		case *mdx.ExprBlock:
			f.expr(n.Start, n.Code, n.IsComment())
		case *mdx.ExprInline:
			if h, ok := n.Parent().(*ast.Heading); ok {
				if _, x := customID(h); x == n {
					return ast.WalkContinue, nil // {#id} sets the heading's id
				}
			}
			f.expr(n.Start, n.Code, n.IsComment())
		case *mdx.JSXBlock:
			f.attrs(n.Attrs)
		case *mdx.JSXInline:
			f.attrs(n.Attrs)
		}
		return ast.WalkContinue, nil
	})
}

func (f *file) attrs(attrs []mdx.Attr) {
	for _, a := range attrs {
		if a.Kind == mdx.AttrExpr || a.Kind == mdx.AttrSpread {
			f.expr(a.Pos, a.Value, false)
		}
	}
}

// expr records the expression whose brace (or attribute) is at off.
func (f *file) expr(off int, code string, comment bool) {
	if comment {
		return
	}
	info := &exprInfo{index: -1}
	if v, ok := jsrt.ParseLiteral(code); ok {
		info.lit, info.isLit = v, true
	} else {
		if id := strings.TrimSpace(code); jsrt.IsIdentifier(id) {
			info.ident = id
		}
		info.index = len(f.code)
		f.code = append(f.code, jsPiece{code: code, off: f.codeOffset(off, code)})
	}
	f.exprs[off] = info
}

// codeOffset finds where code starts in the file, given the offset of
// its brace or attribute.
func (f *file) codeOffset(off int, code string) int {
	if i := strings.Index(string(f.data[off:min(len(f.data), off+len(code)+256)]), code); i >= 0 {
		return off + i
	}
	return off
}

// esm records the imports and exports of an ESM block.
func (f *file) readESM(n *mdx.ESM) {
	f.esm = append(f.esm, jsPiece{code: n.Code, off: n.Start})
	for _, st := range splitStatements(n.Code, n.Start) {
		switch {
		case strings.HasPrefix(st.text, "import"):
			d, err := parseImport(st.text)
			if err != nil {
				f.diags.Add(diag.Diagnostic{Severity: diag.Error, Code: "mdx-import", Pos: jsonpos.Pos{Src: f.src, Off: st.off},
					Message: err.Error(), Hint: `write import Name from "/snippets/file.mdx"`})
				continue
			}
			d.off = st.off
			f.resolveImport(&d)
			f.imports = append(f.imports, d)
		case strings.HasPrefix(st.text, "export"):
			f.hasExports = true
		}
	}
}

// statement is one top-level statement of an ESM block.
type statement struct {
	text string
	off  int
}

// splitStatements splits ESM code at the starts of top-level import and
// export statements.
func splitStatements(code string, base int) []statement {
	var out []statement
	depth := 0
	start := -1
	var quote byte
	lineStart := true
	for i := 0; i < len(code); i++ {
		c := code[i]
		if quote != 0 {
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
			continue
		}
		if lineStart && depth == 0 && (strings.HasPrefix(code[i:], "import") || strings.HasPrefix(code[i:], "export")) {
			if start >= 0 {
				out = append(out, statement{strings.TrimSpace(code[start:i]), base + start})
			}
			start = i
		}
		lineStart = false
		switch c {
		case '"', '\'', '`':
			quote = c
		case '{', '(', '[':
			depth++
		case '}', ')', ']':
			depth--
		case '\n':
			lineStart = true
		case '/':
			if i+1 < len(code) && code[i+1] == '/' {
				for i < len(code) && code[i] != '\n' {
					i++
				}
				lineStart = true
			} else if i+1 < len(code) && code[i+1] == '*' {
				if e := strings.Index(code[i+2:], "*/"); e >= 0 {
					i += e + 3
				}
			}
		}
	}
	if start >= 0 {
		out = append(out, statement{strings.TrimSpace(code[start:]), base + start})
	}
	return out
}

// parseImport reads an import statement.
func parseImport(s string) (importDecl, error) {
	var d importDecl
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), ";"))
	rest := strings.TrimSpace(strings.TrimPrefix(s, "import"))
	if len(rest) > 0 && (rest[0] == '"' || rest[0] == '\'') {
		spec, ok := unquote(rest)
		if !ok {
			return d, errors.New("the import has no file")
		}
		d.spec = spec
		return d, nil
	}
	m := importFrom.FindStringSubmatchIndex(rest)
	if m == nil {
		return d, errors.New("the import says no file to import from")
	}
	spec, ok := unquote(rest[m[2]:m[3]])
	if !ok {
		return d, errors.New("the file of the import must be a quoted string")
	}
	d.spec = spec
	clause := strings.TrimSpace(rest[:m[0]])
	for clause != "" {
		switch {
		case strings.HasPrefix(clause, "{"):
			e := strings.IndexByte(clause, '}')
			if e < 0 {
				return d, errors.New("the import's { is never closed")
			}
			for _, part := range strings.Split(clause[1:e], ",") {
				part = strings.TrimSpace(part)
				if part == "" {
					continue
				}
				imported, local := part, part
				if a, b, ok := strings.Cut(part, " as "); ok {
					imported, local = strings.TrimSpace(a), strings.TrimSpace(b)
				}
				imported = strings.Trim(imported, `"'`)
				if !jsrt.IsIdentifier(local) {
					return d, errors.New("the import names " + local + ", which is not a JavaScript name")
				}
				if imported == "default" {
					d.deflt = local
					continue
				}
				d.names = append(d.names, importName{imported, local})
			}
			clause = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(clause[e+1:]), ","))
		case strings.HasPrefix(clause, "*"):
			a := strings.TrimSpace(clause[1:])
			name, ok := strings.CutPrefix(a, "as")
			name = strings.TrimSpace(name)
			if !ok || !jsrt.IsIdentifier(name) {
				return d, errors.New("write import * as name from …")
			}
			d.namespace = name
			clause = ""
		default:
			name, after, _ := strings.Cut(clause, ",")
			name = strings.TrimSpace(name)
			if !jsrt.IsIdentifier(name) {
				return d, errors.New("the import names " + name + ", which is not a JavaScript name")
			}
			d.deflt = name
			clause = strings.TrimSpace(after)
		}
	}
	return d, nil
}

// importFrom finds the "from '…'" that ends an import statement.
var importFrom = regexp.MustCompile(`(?:^|[\s}*])from\s*("[^"\n]*"|'[^'\n]*')\s*$`)

func unquote(s string) (string, bool) {
	if len(s) < 2 || (s[0] != '"' && s[0] != '\'') {
		return "", false
	}
	e := strings.IndexByte(s[1:], s[0])
	if e < 0 || strings.TrimSpace(s[e+2:]) != "" {
		return "", false
	}
	return s[1 : e+1], true
}

// snippetExts are the files an import may name, in the order tried for
// an import without an extension.
var snippetExts = [...]string{".mdx", ".md", ".jsx", ".js", ".tsx", ".ts"}

// resolveImport turns the import's specifier into a path from the docs
// folder.
func (f *file) resolveImport(d *importDecl) {
	spec := d.spec
	var p string
	switch {
	// Paths resolve as POSIX paths from the root, as Mintlify resolves
	// them: ".." above the docs folder stays at it.
	case strings.HasPrefix(spec, "/"):
		p = strings.TrimPrefix(path.Clean(spec), "/")
	case strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../"):
		p = strings.TrimPrefix(path.Join("/"+path.Dir(f.name), spec), "/")
	default:
		// Mintlify drops an import from a package with a warning; the
		// names it binds are then the page's own: built-in components,
		// or unknown ones.
		f.diags.Add(diag.Diagnostic{Severity: diag.Warning, Code: "mdx-import", Pos: jsonpos.Pos{Src: f.src, Off: d.off},
			Message: "cannot import " + quote(spec) + ": pages can import snippets of the docs folder only, not packages, so the import is left out",
			Hint:    `use a path such as "/snippets/file.mdx"`})
		return
	}
	if p == "" || !fs.ValidPath(p) {
		f.diags.Add(diag.Diagnostic{Severity: diag.Warning, Code: "mdx-import", Pos: jsonpos.Pos{Src: f.src, Off: d.off},
			Message: "cannot import " + quote(spec) + ": it names no file, so the import is left out"})
		return
	}
	d.path = p
	d.kind = kindOf(p)
}

// kindOf says what a snippet path holds, by its extension.
func kindOf(p string) importKind {
	switch path.Ext(p) {
	case ".jsx", ".js", ".tsx", ".ts":
		return importJS
	}
	return importMDX
}

func quote(s string) string { return `"` + s + `"` }

// errNoFiles means the Renderer was given no docs folder.
var errNoFiles = errors.New("no docs folder to read snippets from")

// errNotSnippet means an import names a file that is not a snippet, such
// as JSON or CSS: Mintlify lists only snippet files among those an import
// can reach, so it finds nothing there and leaves the import out.
var errNotSnippet = errors.New("it is not a snippet (.mdx, .md, .jsx, .js, .tsx or .ts file), and only those can be imported")

// isSnippetExt reports whether a file with extension ext can be imported.
func isSnippetExt(ext string) bool {
	for _, e := range snippetExts {
		if e == ext {
			return true
		}
	}
	return false
}

// snippet reads and parses the snippet at p (from the docs folder),
// trying the known extensions when p has none. Each snippet is read once
// for all pages, until Forget: reading it again for every page that
// imports it was a tenth of the time of pages made mostly of snippet
// components.
func (r *Renderer) snippet(p string) (*file, error) {
	if r.opts.Files == nil {
		return nil, errNoFiles
	}
	r.mu.Lock()
	f := r.snippets[p]
	r.mu.Unlock()
	if f != nil {
		return f, nil
	}
	asked := p
	data, err := fs.ReadFile(r.opts.Files, p)
	if err != nil && path.Ext(p) == "" {
		for _, ext := range snippetExts {
			if d, err2 := fs.ReadFile(r.opts.Files, p+ext); err2 == nil {
				p, data, err = p+ext, d, nil
				break
			}
		}
	}
	if err != nil {
		return nil, err
	}
	if !isSnippetExt(path.Ext(p)) {
		return nil, errNotSnippet
	}
	if kindOf(p) == importJS {
		f = &file{name: p, src: jsonpos.NewSource(p, data), data: data, jsx: true, exprs: map[int]*exprInfo{}}
	} else {
		fm, d := frontmatter.Parse(p, data)
		f = r.parseFile(p, data, fm.BodyOffset)
		f.diags.Append(d)
	}
	r.mu.Lock()
	if g := r.snippets[asked]; g != nil {
		f = g // another page read it meanwhile: share one
	} else {
		r.snippets[asked] = f
	}
	r.mu.Unlock()
	return f, nil
}

// Forget makes the Renderer read these files (slash paths from the docs
// folder) again the next time a page imports them: call it when they
// change. A page passed to Render is always read from its data, not from
// here.
func (r *Renderer) Forget(names ...string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for asked, f := range r.snippets {
		if slices.Contains(names, asked) || slices.Contains(names, f.name) {
			delete(r.snippets, asked)
		}
	}
}
