package content

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"path"
	"reflect"
	"slices"
	"strings"
	"sync"

	"github.com/dop251/goja"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/jsrt"
)

// JavaScript runs where MDX needs it: export const values, expressions
// that are not literals, and components written as arrow functions in
// snippets. internal/jsrt compiles and runs it; this file is the adapter
// between a page's files and elements and the engine's modules and
// values: the module an MDX file becomes, require among the docs
// folder's snippets, and the conversion of values both ways.

// moduleSource builds the module of an MDX file: its import and export
// statements, then a thunk per expression and a function returning the
// imported bindings.
func (f *file) moduleSource() (string, jsrt.LineMap) {
	var b strings.Builder
	var m jsrt.LineMap
	line := 1
	add := func(prefix, code, suffix string, off int) {
		m = append(m, jsrt.LinePiece{Line: line, Off: off, Prefix: len(prefix), Code: code})
		b.WriteString(prefix)
		b.WriteString(code)
		b.WriteString(suffix)
		b.WriteByte('\n')
		line += strings.Count(prefix+code+suffix, "\n") + 1
	}
	for _, e := range f.esm {
		add("", e.code, "", e.off)
	}
	b.WriteString("export const __folio_x = [\n")
	line++
	for _, c := range f.code {
		if c.broken {
			add("() => (", "undefined", "\n),", c.off)
			continue
		}
		add("() => (", c.code, "\n),", c.off)
	}
	b.WriteString("];\nexport const __folio_scope = () => ({")
	for _, d := range f.imports {
		for _, n := range d.locals() {
			b.WriteString(n + ": " + n + ", ")
		}
	}
	b.WriteString("});\n")
	return b.String(), m
}

// locals lists the names an import declares.
func (d *importDecl) locals() []string {
	var out []string
	if d.deflt != "" {
		out = append(out, d.deflt)
	}
	if d.namespace != "" {
		out = append(out, d.namespace)
	}
	for _, n := range d.names {
		out = append(out, n.local)
	}
	return out
}

// program compiles the file once for every page that uses it. An
// expression that does not compile is reported and left out, so that the
// others still work; an import or export statement that does not compile
// fails the whole module.
func (f *file) program(cache *jsrt.Cache[*compiled]) (*jsrt.Program, error) {
	f.compileOnce.Do(func() {
		// A page rendered again with the same code (the dev server after
		// a change elsewhere) takes what compiling it gave last time.
		key := f.programKey()
		if c, ok := cache.Get(key); ok {
			for _, i := range c.broken {
				f.code[i].broken = true
			}
			f.jsErrs = append(f.jsErrs, c.jsErrs...)
			f.prog, f.compileErr = c.prog, c.err
			return
		}
		defer func() {
			c := &compiled{prog: f.prog, err: f.compileErr, jsErrs: slices.Clone(f.jsErrs)}
			for i := range f.code {
				if f.code[i].broken {
					c.broken = append(c.broken, i)
				}
			}
			cache.Put(key, c)
		}()
		for attempt := 0; ; attempt++ {
			var src string
			var lines jsrt.LineMap
			if f.jsx {
				src = string(f.src.Data)
				lines = jsrt.LineMap{{Line: 1, Off: 0, Code: src}}
			} else {
				src, lines = f.moduleSource()
			}
			prog, ce := jsrt.Compile(f.name, src, lines)
			if ce == nil {
				f.prog = prog
				return
			}
			// Pieces are the ESM statements, then the expressions.
			i := ce.Piece - len(f.esm)
			if f.jsx || i < 0 || i >= len(f.code) || f.code[i].broken || attempt > 20 {
				f.compileErr = ce
				return
			}
			f.code[i].broken = true
			f.jsErrs = append(f.jsErrs, *ce)
		}
	})
	return f.prog, f.compileErr
}

// programKey identifies what compiling the file depends on: its name,
// kind and module source, and where each piece of code sits in the file.
func (f *file) programKey() [sha256.Size]byte {
	h := sha256.New()
	var n [8]byte
	num := func(v int) {
		binary.LittleEndian.PutUint64(n[:], uint64(v))
		h.Write(n[:])
	}
	io.WriteString(h, f.name)
	if f.jsx {
		h.Write([]byte{1})
		h.Write(f.src.Data)
		return [sha256.Size]byte(h.Sum(nil))
	}
	h.Write([]byte{0})
	src, lines := f.moduleSource()
	io.WriteString(h, src)
	for _, l := range lines {
		num(l.Line)
		num(l.Off)
		num(l.Prefix)
	}
	return [sha256.Size]byte(h.Sum(nil))
}

// compiled is what compiling a file gave: the program or the error, and
// the expressions left out.
type compiled struct {
	prog   *jsrt.Program
	err    error
	broken []int // indexes in file.code
	jsErrs []jsrt.CompileError
}

// jsFunc is a JavaScript function: a component, or a value nobody calls.
type jsFunc struct {
	fn   goja.Callable
	val  goja.Value
	name string
}

// jsEnv is one page's JavaScript engine, with what the page keeps
// about it.
type jsEnv struct {
	*jsrt.Env
	p     *page
	snips map[*goja.Object]*file // default exports of MDX snippets
	// reported is set once the page was told its JavaScript stopped.
	reported bool
}

// engine starts the page's engine on first use.
func (sc *scope) engine() *jsEnv {
	if sc.js != nil {
		return sc.js
	}
	sc.js = &jsEnv{Env: sc.p.r.js.NewEnv(), p: sc.p, snips: map[*goja.Object]*file{}}
	if sc.p.stop != nil {
		sc.p.stop.started(sc.js.Env)
	}
	return sc.js
}

// jsStop stops a page's JavaScript when the context of its render is
// done: the engine, which starts on first use, is interrupted then, or as
// it starts when the context is done by then. context.AfterFunc calls
// interrupt on a goroutine of its own.
type jsStop struct {
	mu  sync.Mutex
	err error     // the context's error, once it is done
	env *jsrt.Env // the page's engine, once it started
}

// interrupt stops the page's engine with err, now or when it starts.
func (s *jsStop) interrupt(err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.err = err
	if s.env != nil {
		s.env.Interrupt(err)
	}
}

// started hands over the page's engine, interrupting it at once when
// the context is done already.
func (s *jsStop) started(env *jsrt.Env) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.env = env
	if s.err != nil {
		env.Interrupt(s.err)
	}
}

// module evaluates a file's module once per page and returns its
// exports.
func (e *jsEnv) module(f *file) (*goja.Object, error) {
	if m, ok := e.Loaded(f); ok {
		return m, nil
	}
	prog, err := f.program(&e.p.r.progs)
	if err != nil {
		return nil, err
	}
	m, err := e.Module(f, prog, e.requireFor(f))
	if err != nil {
		return nil, err
	}
	if e.p.top != nil && f == e.p.top.f {
		e.shareScope(f, m)
	}
	return m, nil
}

// shareScope makes the page's named imports and exports global names.
// Mintlify copies each named import's declaration into the page, so the
// snippets' components share the page's scope: one may use another that
// only the page imports. A name already global (a built-in component the
// page did not redefine) keeps the page's binding, as the page's own
// declaration wins in Mintlify.
func (e *jsEnv) shareScope(f *file, exports *goja.Object) {
	for _, k := range exports.Keys() {
		e.Share(k, exports.Get(k))
	}
	scope, ok := goja.AssertFunction(exports.Get("__folio_scope"))
	if !ok {
		return
	}
	v, err := e.Call(func() (goja.Value, error) { return scope(goja.Undefined()) })
	if err != nil {
		return
	}
	o := v.ToObject(e.Runtime())
	for _, d := range f.imports {
		for _, n := range d.names {
			e.Share(n.local, o.Get(n.local))
		}
	}
}

// isPackage reports whether an import names a package rather than a
// file of the docs folder.
func isPackage(spec string) bool {
	return spec != "" && !strings.HasPrefix(spec, "/") && !strings.HasPrefix(spec, "./") && !strings.HasPrefix(spec, "../")
}

// warnPackage reports a JavaScript snippet's import of a package, which
// Mintlify leaves out with a warning as it does a page's (an MDX file's
// imports are reported as they are read, resolveImport). Its names are
// the page's globals (jsrt.PackageModule).
func (e *jsEnv) warnPackage(f *file, spec string) {
	off := 0
	if loc := packageImportAt(f.data, spec); loc >= 0 {
		off = loc
	}
	e.p.diags.Add(diag.Diagnostic{Severity: diag.Warning, Code: "mdx-import", Pos: jsonpos.Pos{Src: f.src, Off: off},
		Message: "cannot import " + quote(spec) + ": snippets can import files of the docs folder only, not packages, so the import is left out and its names are the page's own",
		Hint:    "React, its hooks and the built-in components need no import"})
}

// packageImportAt finds the import (or require) of spec in a script's
// source, for the warning's position; -1 if it is not written plainly.
func packageImportAt(src []byte, spec string) int {
	for _, q := range []string{`"`, "'"} {
		lit := q + spec + q
		for from := 0; ; {
			i := bytes.Index(src[from:], []byte(lit))
			if i < 0 {
				break
			}
			i += from
			before := bytes.TrimRight(src[:i], " \t\r\n(")
			if bytes.HasSuffix(before, []byte("from")) || bytes.HasSuffix(before, []byte("import")) || bytes.HasSuffix(before, []byte("require")) {
				return lineStart(src, i)
			}
			from = i + len(lit)
		}
	}
	return -1
}

// lineStart is the offset of the statement that holds off when it opens
// its line (an import), else off.
func lineStart(src []byte, off int) int {
	start := bytes.LastIndexByte(src[:off], '\n') + 1
	if bytes.HasPrefix(bytes.TrimLeft(src[start:off], " \t"), []byte("import")) {
		return start + len(src[start:off]) - len(bytes.TrimLeft(src[start:off], " \t"))
	}
	return off
}

// requireFor returns the require function of file f's module.
func (e *jsEnv) requireFor(f *file) func(spec string) goja.Value {
	return func(spec string) goja.Value {
		d := importDecl{spec: spec}
		probe := &file{name: f.name, src: f.src}
		probe.resolveImport(&d)
		if d.path == "" {
			if isPackage(spec) {
				if f.jsx {
					e.warnPackage(f, spec)
				}
				return e.PackageModule(spec)
			}
			// Reported with the import statement; the names are undefined.
			return e.Runtime().NewObject()
		}
		sf, err := e.p.scope.snippet(d.path)
		if err != nil {
			e.p.scope.reportMissing(f, d.path, spec, err)
			return e.Runtime().NewObject()
		}
		e.p.deps[sf.name] = true
		if sf.jsx {
			m, err := e.module(sf)
			if err != nil {
				e.importFailed(sf, err)
			}
			return m
		}
		// An MDX snippet: its default export renders it; its named
		// exports come from its own module.
		out := e.Runtime().NewObject()
		if sf.hasExports {
			m, err := e.module(sf)
			if err != nil {
				e.importFailed(sf, err)
			}
			for _, k := range m.Keys() {
				if !strings.HasPrefix(k, "__folio") {
					_ = out.Set(k, m.Get(k))
				}
			}
		}
		marker := e.Runtime().NewObject()
		e.snips[marker] = sf
		_ = out.Set("__esModule", true)
		_ = out.Set("default", marker)
		return out
	}
}

// withProps runs f with a snippet's props visible as global names, the
// way Mintlify lets a snippet say {word} for a prop word, and the absent
// names as undefined.
func (e *jsEnv) withProps(props *jsrt.Object, absent []string, f func()) {
	if props == nil {
		f()
		return
	}
	g := e.Runtime().GlobalObject()
	type saved struct {
		name string
		v    goja.Value
	}
	var old []saved
	set := func(k string, v goja.Value) {
		old = append(old, saved{k, g.Get(k)})
		_ = g.Set(k, v)
	}
	for _, k := range absent {
		set(k, goja.Undefined())
	}
	for k, val := range props.All() {
		if jsrt.IsIdentifier(k) {
			set(k, e.toJS(val))
		}
	}
	set("props", e.toJS(props))
	defer func() {
		for i := len(old) - 1; i >= 0; i-- {
			if old[i].v == nil {
				_ = g.Delete(old[i].name)
			} else {
				_ = g.Set(old[i].name, old[i].v)
			}
		}
	}()
	f()
}

// toJS converts a Go value to JavaScript.
func (e *jsEnv) toJS(v any) goja.Value {
	rt := e.Runtime()
	switch v := v.(type) {
	case nil:
		return goja.Undefined()
	case bool, float64, string:
		return rt.ToValue(v)
	case []any:
		items := make([]any, len(v))
		for i, x := range v {
			items[i] = e.toJS(x)
		}
		return rt.NewArray(items...)
	case *jsrt.Object:
		o := rt.NewObject()
		for k, val := range v.All() {
			_ = o.Set(k, e.toJS(val))
		}
		return o
	case *jsFunc:
		return v.val
	case *elem:
		return e.elemToJS(v)
	case *nodeList:
		if len(v.nodes) == 1 {
			switch n := v.nodes[0].(type) {
			case textNode:
				return rt.ToValue(string(n))
			case mdNode:
				// A JSX element of the page is an element object with
				// its props, as React hands it over: a component may
				// read child.props.title before it renders the child.
				if el := e.p.asElem(n); el != nil {
					return e.elemToJS(el)
				}
			}
		}
		if len(v.nodes) > 1 {
			// Several children are an array, as React gives them, so
			// that React.Children, children.map and children.length
			// see each; each is a value of its own.
			items := make([]any, len(v.nodes))
			for i, n := range v.nodes {
				items[i] = e.toJS(&nodeList{[]node{n}})
			}
			return rt.NewArray(items...)
		}
		return rt.ToValue(v)
	case textNode:
		return rt.ToValue(string(v))
	}
	return goja.Undefined()
}

// elemToJS wraps a Go element as a JavaScript element object, so that it
// can travel through JavaScript (as a prop or a child) and come back.
func (e *jsEnv) elemToJS(el *elem) goja.Value {
	rt := e.Runtime()
	props := rt.NewObject()
	for k, val := range el.props.All() {
		_ = props.Set(k, e.toJS(val))
	}
	if len(el.kids) > 0 {
		_ = props.Set("children", e.toJS(&nodeList{el.kids}))
	}
	return e.NewElement(props, rt.ToValue(el))
}

// maxConvertDepth bounds the depth of values converted from JavaScript.
const maxConvertDepth = 100

// toGo converts a JavaScript value to Go.
// The types of Go values wrapped for JavaScript that toGo takes back.
var (
	nodeListType = reflect.TypeFor[*nodeList]()
	elemType     = reflect.TypeFor[*elem]()
)

func (e *jsEnv) toGo(v goja.Value, depth int) any {
	if v == nil || goja.IsUndefined(v) || goja.IsNull(v) || depth > maxConvertDepth {
		return nil
	}
	o, ok := v.(*goja.Object)
	if !ok {
		switch x := v.Export().(type) {
		case string:
			return x
		case bool:
			return x
		case int64:
			return float64(x)
		case float64:
			return x
		}
		return v.String()
	}
	// Export would convert the whole object graph; only Go values that
	// travel through JavaScript are wanted here, and their type says so.
	if t := o.ExportType(); t == nodeListType || t == elemType {
		switch x := o.Export().(type) {
		case *nodeList:
			return x
		case *elem:
			return x
		}
	}
	if e.IsElement(o) {
		return e.elemFromJS(o, depth)
	}
	if fn, ok := goja.AssertFunction(o); ok {
		name := o.Get("name")
		n := ""
		if name != nil {
			n = name.String()
		}
		return &jsFunc{fn: fn, val: o, name: n}
	}
	if o.ClassName() == "Array" {
		n := int(o.Get("length").ToInteger())
		out := make([]any, 0, min(n, 10000))
		for i := 0; i < n && i < 10000; i++ {
			out = append(out, e.toGo(o.Get(fmt.Sprint(i)), depth+1))
		}
		return out
	}
	if name := e.Component(o); name != "" {
		return &elem{name: name, props: jsrt.NewObject()}
	}
	obj := jsrt.NewObject()
	for _, k := range o.Keys() {
		obj.Set(k, e.toGo(o.Get(k), depth+1))
	}
	return obj
}

// elemFromJS converts an element object made by __h.
func (e *jsEnv) elemFromJS(o *goja.Object, depth int) any {
	typ := o.Get("type")
	el := &elem{props: jsrt.NewObject(), fr: e.p.frame, off: e.p.scope.jsAt, fromJS: true}
	if t, ok := typ.(*goja.Object); ok && t.ExportType() == elemType {
		if x, ok := t.Export().(*elem); ok {
			// An element that came from Go and went through JavaScript.
			return x
		}
	}
	switch t := typ.(type) {
	case *goja.Object:
		switch {
		case e.IsFragment(t):
			el.name = ""
		case e.Component(t) != "":
			el.name = e.Component(t)
		case e.snips[t] != nil:
			el.snippet = e.snips[t]
			el.name = path.Base(el.snippet.name)
		default:
			fn, ok := goja.AssertFunction(t)
			if !ok {
				return nil
			}
			el.fn = &jsFunc{fn: fn, val: t}
			if n := t.Get("name"); n != nil {
				el.fn.name = n.String()
			}
			el.name = el.fn.name
		}
	default:
		if typ == nil || goja.IsUndefined(typ) || goja.IsNull(typ) {
			return nil
		}
		el.name = typ.String()
	}
	props, _ := o.Get("props").(*goja.Object)
	if props != nil {
		for _, k := range props.Keys() {
			if k == "children" {
				el.kids = toNodes(e.toGo(props.Get(k), depth+1))
				continue
			}
			el.props.Set(k, e.toGo(props.Get(k), depth+1))
		}
	}
	return el
}

// toNodes turns a value into children.
func toNodes(v any) []node {
	switch v := v.(type) {
	case nil, bool, *jsFunc, *jsrt.Object:
		return nil
	case string:
		return []node{textNode(v)}
	case float64:
		return []node{textNode(jsrt.FormatNumber(v))}
	case []any:
		var out []node
		for _, x := range v {
			out = append(out, toNodes(x)...)
		}
		return out
	case *elem:
		return []node{v}
	case *nodeList:
		return v.nodes
	}
	return nil
}

// describeReadError words an error reading a snippet.
func describeReadError(err error) string {
	switch {
	case errors.Is(err, errNoFiles):
		return err.Error()
	case strings.Contains(err.Error(), "no such file") || strings.Contains(err.Error(), "not exist"):
		return "no such file"
	}
	return err.Error()
}

// snippetBroken starts the message of the exception an import throws when
// the snippet's own JavaScript does not compile: that error is reported
// at its place in the snippet, and the importer's failure is not again.
const snippetBroken = "the imported snippet's JavaScript does not compile: "

// importFailed stops the import of snippet sf, whose module failed. A
// snippet that does not compile is reported as the error it is (Mintlify's
// build stops on it), at its own line; what throws when it runs reaches
// the importer as a page script that throws.
func (e *jsEnv) importFailed(sf *file, err error) {
	var ce *jsrt.CompileError
	if errors.As(err, &ce) {
		e.p.scope.reportJS(&frame{f: sf}, ce, ce.Off)
		panic(e.Runtime().NewTypeError(snippetBroken + err.Error()))
	}
	panic(e.Runtime().NewTypeError(err.Error()))
}
