package content

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/dop251/goja"
	"github.com/yuin/goldmark/ast"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/jsrt"
	"github.com/foliodocs/folio/internal/mdx"
)

// Names in a file resolve, in order, to: a snippet's props, the file's
// imports, the file's exports, the built-in components, and, for
// lowercase names, HTML elements.

// scope evaluates what a page's files name: elements bound to snippets
// and JavaScript components, expressions, snippets read and rendered,
// {{variables}}. It holds the page's JavaScript engine (started on first
// need), the snippets read and what the page's own expressions evaluated
// to; the page holds the frames it evaluates in.
type scope struct {
	p  *page
	js *jsEnv // started on first need
	// jsAt is the offset of the element or expression whose JavaScript
	// runs, for elements JavaScript makes.
	jsAt     int
	snippets map[string]snippetRead // by the path asked for
	// values keeps what the page's own expressions evaluated to, so that
	// the Markdown pass does not run them again.
	values map[exprKey]evalResult
}

// reset empties the scope for the next page, keeping its maps' memory.
// The engine was closed with the page.
func (sc *scope) reset() {
	sc.js, sc.jsAt = nil, 0
	clear(sc.snippets)
	clear(sc.values)
}

// resolve binds an element's name to a snippet or a JavaScript component
// when the file's scope defines it; built-ins and HTML elements are
// found by name when rendered.
func (sc *scope) resolve(e *elem) {
	if e.name == "" || isHTMLName(e.name) {
		return
	}
	head, member, _ := strings.Cut(e.name, ".")
	f := e.fr.f
	if e.fr.props != nil {
		if v, ok := e.fr.props.Get(head); ok {
			if fn, ok := v.(*jsFunc); ok && member == "" {
				e.fn = fn
				return
			}
		}
	}
	for i := range f.imports {
		d := &f.imports[i]
		if !d.binds(head) {
			continue
		}
		if d.path == "" && isPackage(d.spec) {
			// Mintlify drops the import (reported with it), so the name
			// is the page's own: a built-in component, or unknown.
			continue
		}
		if d.path == "" {
			e.broken = true // reported with the import
			return
		}
		if d.kind == importMDX && d.deflt == head && member == "" {
			if sf := sc.importSnippet(e.fr, d); sf != nil {
				e.snippet = sf
			} else {
				e.broken = true
			}
			return
		}
		sc.bindJS(e, func(env *jsEnv, m *goja.Object) goja.Value {
			scope, ok := goja.AssertFunction(m.Get("__folio_scope"))
			if !ok {
				return nil
			}
			v, err := env.Call(func() (goja.Value, error) { return scope(goja.Undefined()) })
			if err != nil {
				return nil
			}
			return v.ToObject(env.Runtime()).Get(head)
		}, member)
		return
	}
	if f.hasExports {
		sc.bindJS(e, func(env *jsEnv, m *goja.Object) goja.Value { return m.Get(head) }, member)
	}
}

// bindJS binds e to the JavaScript value get finds in its file's module,
// or to its member.
func (sc *scope) bindJS(e *elem, get func(*jsEnv, *goja.Object) goja.Value, member string) {
	env := sc.engine()
	m, err := sc.moduleOf(e.fr)
	if err != nil || m == nil {
		e.broken = err != nil
		return
	}
	v := get(env, m)
	if v == nil || goja.IsUndefined(v) {
		return // not defined there after all: a built-in, or unknown
	}
	if member != "" {
		o, ok := v.(*goja.Object)
		if !ok {
			return
		}
		v = o.Get(member)
		if v == nil || goja.IsUndefined(v) {
			return
		}
	}
	switch x := env.toGo(v, 0).(type) {
	case *jsFunc:
		e.fn = x
	case *elem:
		switch {
		case x.snippet != nil:
			e.snippet = x.snippet
		case x.fn != nil:
			e.fn = x.fn
		case x.name != "" && len(x.kids) == 0 && x.props.Len() == 0:
			e.name = x.name // a built-in under another name
		}
	}
}

// moduleOf evaluates the module of a frame's file, reporting a failure
// once per page.
func (sc *scope) moduleOf(fr *frame) (*goja.Object, error) {
	env := sc.engine()
	m, err := env.module(fr.f)
	if err != nil {
		sc.reportJS(fr, err, -1)
	}
	for i := range fr.f.jsErrs {
		sc.reportJS(fr, &fr.f.jsErrs[i], -1)
	}
	return m, err
}

// reportJS reports a JavaScript error once per place.
func (sc *scope) reportJS(fr *frame, err error, off int) {
	msg := err.Error()
	if ce, ok := err.(*jsrt.CompileError); ok {
		off = ce.Off
	}
	if off < 0 {
		off = 0
		if len(fr.f.esm) > 0 {
			off = fr.f.esm[0].off
		}
	}
	if sc.js != nil && sc.js.Dead() != nil {
		if sc.js.reported {
			return
		}
		sc.js.reported = true
		switch {
		case strings.Contains(msg, jsrt.ErrMemory.Error()):
			msg = fmt.Sprintf("the page's JavaScript kept more than %d MB of memory and was stopped", sc.p.r.opts.JSMemory>>20)
		case sc.js.Dead() == jsrt.ErrTimeout || strings.Contains(msg, "timeout"):
			msg = "the page's JavaScript ran longer than " + sc.p.r.opts.JSTimeout.String() + " and was stopped"
		}
	}
	key := fr.f.name + "\x00" + msg
	if sc.p.quiet || sc.p.reported[key] || strings.Contains(msg, snippetBroken) {
		return
	}
	sc.p.reported[key] = true
	d := diag.Diagnostic{Severity: diag.Error, Code: "mdx-js", Pos: jsonpos.Pos{Src: fr.f.src, Off: off},
		Message: "JavaScript: " + cleanJSError(msg)}
	// Mintlify's build compiles a page's JavaScript but never runs it:
	// what does not compile stops the deploy, what throws deploys and
	// fails in the reader's browser. So a throw is a warning, as an
	// undefined name is (mdx-undefined); Folio's own bounds stay errors.
	var ce *jsrt.CompileError
	if !errors.As(err, &ce) && (sc.js == nil || sc.js.Dead() == nil) {
		d.Severity = diag.Warning
		d.Hint = "Mintlify deploys this page and it fails when a reader opens it; here the part that threw is left out"
	}
	sc.p.diags.Add(d)
}

// cleanJSError drops the engine's stack trace from a message, and the
// error names repeated as it crossed modules.
func cleanJSError(msg string) string {
	for strings.Count(msg, "TypeError: ") > 1 {
		msg = strings.Replace(msg, "TypeError: ", "", 1)
	}
	if i := strings.Index(msg, " at "); i > 0 && strings.Contains(msg[i:], "(") {
		msg = msg[:i]
	}
	return strings.TrimSpace(msg)
}

// importSnippet reads the MDX snippet an import names.
func (sc *scope) importSnippet(fr *frame, d *importDecl) *file {
	sf, err := sc.snippet(d.path)
	if err != nil {
		sc.reportMissing(fr.f, d.path, d.spec, err)
		return nil
	}
	sc.p.deps[sf.name] = true
	return sf
}

// snippet reads the snippet at path through the Renderer once per page:
// a page names the same snippet again and again (each use, and again in
// the Markdown pass).
func (sc *scope) snippet(path string) (*file, error) {
	if s, ok := sc.snippets[path]; ok {
		return s.f, s.err
	}
	f, err := sc.p.r.snippet(path)
	if err != nil {
		sc.p.checks[Check{Target: path, Kind: CheckImport}] = true
	}
	if sc.snippets == nil {
		sc.snippets = map[string]snippetRead{}
	}
	sc.snippets[path] = snippetRead{f, err}
	return f, err
}

// snippetRead is what reading a snippet gave.
type snippetRead struct {
	f   *file
	err error
}

// reportMissing reports, once per page, a snippet that cannot be read,
// at the import statement of f that names it.
func (sc *scope) reportMissing(f *file, target, spec string, err error) {
	key := f.name + "\x00import\x00" + target
	if sc.p.quiet || sc.p.reported[key] {
		return
	}
	sc.p.reported[key] = true
	off := 0
	for _, d := range f.imports {
		if d.path == target || d.spec == spec {
			off = d.off
			break
		}
	}
	// Mintlify drops an import whose file it cannot find, and with it
	// what the import names.
	sc.p.diags.Add(diag.Diagnostic{Severity: diag.Warning, Code: "snippet-missing", Pos: jsonpos.Pos{Src: f.src, Off: off},
		Message: "cannot import " + quote(spec) + ": " + describeReadError(err) + "; what it names shows nothing"})
}

// evalAt evaluates the expression recorded at off in the current file.
func (sc *scope) evalAt(off int) (any, bool) {
	fr := sc.p.frame
	info := fr.f.exprs[off]
	if info == nil {
		return nil, false // a comment
	}
	if info.isLit {
		return info.lit, true
	}
	if info.ident != "" && fr.props != nil {
		if v, ok := fr.props.Get(info.ident); ok {
			return v, true
		}
		if info.ident == "props" {
			return fr.props, true
		}
	}
	if fr.props == nil {
		if v, ok := sc.values[exprKey{fr.f, off}]; ok {
			return v.v, v.ok
		}
		v, ok := sc.evalJS(fr, info, off)
		sc.values[exprKey{fr.f, off}] = evalResult{v, ok}
		return v, ok
	}
	return sc.evalJS(fr, info, off)
}

// exprKey names an expression of a file, for the values kept between
// the HTML and Markdown passes.
type exprKey struct {
	f   *file
	off int
}

type evalResult struct {
	v  any
	ok bool
}

// evalJS evaluates an expression with the engine.
func (sc *scope) evalJS(fr *frame, info *exprInfo, off int) (any, bool) {
	env := sc.engine()
	m, err := sc.moduleOf(fr)
	if err != nil {
		return nil, false
	}
	thunks, _ := m.Get("__folio_x").(*goja.Object)
	if thunks == nil {
		return nil, false
	}
	fn, ok := goja.AssertFunction(thunks.Get(itoa(info.index)))
	if !ok {
		return nil, false
	}
	var v goja.Value
	saved := sc.jsAt
	sc.jsAt = off
	// In a snippet, a prop the page does not give is undefined, as in
	// Mintlify: {verb ?? "is"} shows "is". Each name the expression
	// misses is defined as undefined and the expression run again.
	// Where that only makes it fail otherwise ({missing.field}), the
	// name is reported as undefined.
	var absent []string
	var firstErr error
	for {
		env.withProps(fr.props, absent, func() {
			v, err = env.Call(func() (goja.Value, error) { return fn(goja.Undefined()) })
		})
		if err != nil && firstErr == nil {
			firstErr = err
		}
		name, ok := undefinedName(err)
		if !ok || fr.props == nil || sc.js.Dead() != nil || len(absent) >= maxAbsentProps || slices.Contains(absent, name) {
			break
		}
		absent = append(absent, name)
	}
	if _, ref := undefinedName(err); err != nil && !ref && len(absent) > 0 && sc.js.Dead() == nil {
		err = firstErr
	}
	if err != nil {
		if name, ok := strings.CutPrefix(cleanJSError(err.Error()), "ReferenceError: "); ok && strings.HasSuffix(name, " is not defined") && sc.js.Dead() == nil {
			// MDX leaves undefined names to fail at run time; a page with
			// "${HOME}" in its text still has to show.
			sc.p.warnf(fr.f.code[info.index].off, "mdx-undefined", "define it with export const, import it, or write \\{ for a literal brace",
				"%s, so the expression shows nothing", name)
		} else {
			sc.reportJS(fr, err, fr.f.code[info.index].off)
		}
		sc.jsAt = saved
		return nil, false
	}
	// A prop the page does not give, shown as it is, shows nothing: that
	// is worth a word; one the expression handles ({verb ?? "is"}) not.
	if len(absent) > 0 && (v == nil || goja.IsUndefined(v) || goja.IsNull(v)) {
		sc.p.warnf(fr.f.code[info.index].off, "mdx-undefined", "give the snippet the prop, or define it with export const",
			"%s is not defined, so the expression shows nothing", absent[0])
	}
	out := env.toGo(v, 0)
	sc.jsAt = saved
	return out, true
}

// maxAbsentProps bounds the props a snippet's expression may miss: each
// runs it again.
const maxAbsentProps = 8

// undefinedName returns the name a ReferenceError says is not defined.
func undefinedName(err error) (string, bool) {
	if err == nil {
		return "", false
	}
	name, ok := strings.CutPrefix(cleanJSError(err.Error()), "ReferenceError: ")
	if !ok {
		return "", false
	}
	name, ok = strings.CutSuffix(name, " is not defined")
	return name, ok && jsrt.IsIdentifier(name)
}

// expression renders {expression}.
func (sc *scope) expression(w *writer, x *mdx.Expression) {
	if x.IsComment() {
		return
	}
	v, ok := sc.evalAt(x.Start)
	if !ok {
		return
	}
	sc.value(w, v, x.Start)
}

// value renders the value of an expression.
func (sc *scope) value(w *writer, v any, off int) {
	switch v := v.(type) {
	case nil, bool, *jsFunc:
	case string:
		sc.p.textOut(w, v)
	case float64:
		sc.p.textOut(w, jsrt.FormatNumber(v))
	case []any:
		for _, x := range v {
			sc.value(w, x, off)
		}
	case *elem:
		sc.p.element(w, v)
	case *nodeList:
		sc.p.nodes(w, v.nodes)
	case textNode:
		sc.p.textOut(w, string(v))
	case *jsrt.Object:
		sc.p.warnf(off, "mdx-object", "render one of its fields, e.g. {value.name}", "an object cannot be shown as text")
	}
}

// callComponent renders an element whose name is a JavaScript function.
func (sc *scope) callComponent(w *writer, e *elem) {
	saved := sc.jsAt
	if e.off >= 0 {
		sc.jsAt = e.off
	}
	out, err := sc.runComponent(e)
	if err != nil {
		name := e.name
		if name == "" {
			name = "component"
		}
		sc.p.atElem(e, func() {
			sc.reportJS(sc.p.frame, fmt.Errorf("<%s>: %s", name, cleanJSError(err.Error())), sc.jsAt)
		})
		sc.jsAt = saved
		return
	}
	sc.jsAt = saved
	sc.p.nodes(w, out)
}

// runComponent calls an element's JavaScript function once: the HTML
// and Markdown passes share what it returned, so a component runs once a
// page and both renderings show the same result.
func (sc *scope) runComponent(e *elem) ([]node, error) {
	if e.ran {
		return e.out, e.runErr
	}
	env := sc.engine()
	props := e.props
	if len(e.kids) > 0 {
		props = e.props.Clone()
		props.Set("children", &nodeList{e.kids})
	}
	v, err := env.Call(func() (goja.Value, error) { return e.fn.fn(goja.Undefined(), env.toJS(props)) })
	e.ran, e.runErr = true, err
	if err == nil {
		e.out = toNodes(env.toGo(v, 0))
	}
	return e.out, e.runErr
}

// renderSnippet renders an imported MDX snippet with its props.
func (sc *scope) renderSnippet(w *writer, e *elem) {
	sf := e.snippet
	for fr := e.fr; fr != nil; fr = fr.parent {
		if fr.f == sf {
			sc.p.atElem(e, func() {
				sc.p.errorf(e.off, "snippet-cycle", "remove the import that closes the loop", "%s includes itself", sf.name)
			})
			return
		}
	}
	if !sc.p.seenFile[sf] {
		sc.p.seenFile[sf] = true
		sc.p.diags.Append(sf.diags)
	}
	saved := sc.p.frame
	sc.p.frame = e.snippetFrame()
	if para := lonePara(sf.doc); para != nil && e.inline {
		// A snippet used inside text must not open a paragraph there.
		sc.p.blocks(w, para)
	} else {
		sc.p.blocks(w, sf.doc)
	}
	sc.p.frame = saved
}

// snippetFrame returns the frame an element that is a snippet renders
// its file in, with the element's props and children; the HTML and
// Markdown passes share it, and so share the elements built inside.
func (e *elem) snippetFrame() *frame {
	if e.inner == nil {
		props := e.props.Clone()
		if len(e.kids) > 0 {
			props.Set("children", &nodeList{e.kids})
		}
		e.inner = &frame{f: e.snippet, props: props, parent: e.fr}
	}
	return e.inner
}

// lonePara returns the paragraph of a document that holds one paragraph
// and nothing else but import and export statements.
func lonePara(doc ast.Node) *ast.Paragraph {
	var para *ast.Paragraph
	for c := doc.FirstChild(); c != nil; c = c.NextSibling() {
		switch c := c.(type) {
		case *mdx.ESM:
		case *ast.Paragraph:
			if para != nil {
				return nil
			}
			para = c
		default:
			return nil
		}
	}
	return para
}

// variableRe is Mintlify's variable syntax.
var variableRe = regexp.MustCompile(`\{\{\s*([\w.\-]+)\s*\}\}`)

// variable renders {{name}}.
func (sc *scope) variable(w *writer, n *mdx.Variable) {
	if v, ok := sc.p.r.opts.Variables[n.Name]; ok {
		sc.p.textOut(w, v)
		return
	}
	sc.p.warnf(n.Start, "undefined-variable", "define it under \"variables\" in docs.json", "the variable %q is not defined", n.Name)
	sc.p.textOut(w, string(sc.p.frame.f.data[n.Start:n.End]))
}

// substitute replaces the defined variables in s (attribute values,
// code); undefined ones stay as they are, as code often holds {{…}}
// templates of its own.
func (sc *scope) substitute(s string) string {
	if len(sc.p.r.opts.Variables) == 0 || !strings.Contains(s, "{{") {
		return s
	}
	return variableRe.ReplaceAllStringFunc(s, func(m string) string {
		name := variableRe.FindStringSubmatch(m)[1]
		if v, ok := sc.p.r.opts.Variables[name]; ok {
			return v
		}
		return m
	})
}

// checkImports reports the MDX snippets the page imports that cannot be
// read, used or not: Mintlify warns of every import whose file is missing
// (resolveAllImports), while Folio reads a snippet only where it is used.
func (sc *scope) checkImports(f *file) {
	for i := range f.imports {
		d := &f.imports[i]
		if d.path == "" || d.kind != importMDX {
			continue
		}
		if _, err := sc.snippet(d.path); err != nil {
			sc.reportMissing(f, d.path, d.spec, err)
		}
	}
}
