package content

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"path"
	"reflect"
	"runtime/metrics"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dop251/goja"
	"github.com/evanw/esbuild/pkg/api"
)

// JavaScript runs where MDX needs it: export const values, expressions
// that are not literals, and components written as arrow functions in
// snippets. esbuild turns each file's JSX, TypeScript and import/export
// syntax into a CommonJS function body; goja runs it. JSX becomes calls
// of __h, which builds plain element objects that Go turns back into
// elements and renders like any other.
//
// The engine is a sandbox: nothing but the snippets of the docs folder
// can be imported, there is no file system, network or timer, and each
// page's scripts share one time budget (Options.JSTimeout) and a memory
// budget (Options.JSMemory, see watchMemory), and stop when
// the render's context is cancelled. Hooks render their initial state.

// jsProgram is a file compiled for the engine.
type jsProgram struct {
	prog  *goja.Program
	lines lineMap
	// globals are the names the code may read that the engine defines
	// on demand (globalNames): built-in components, and the React-like
	// runtime of the prelude.
	globals []string
}

// lineMap maps lines of the generated module back to the file.
type lineMap []linePiece

type linePiece struct {
	line   int    // first line of the piece in the module, 1-based
	off    int    // offset of the piece's code in the file
	prefix int    // bytes the module adds before the code on its first line
	code   string // the piece's code
}

// offset returns the file offset of line:col (1-based line, 0-based
// byte column) of the module.
func (m lineMap) offset(line, col int) int {
	var pc *linePiece
	for i := range m {
		if m[i].line <= line {
			pc = &m[i]
		}
	}
	if pc == nil {
		return 0
	}
	off, code := pc.off, pc.code
	if line == pc.line {
		return off + max(0, min(col-pc.prefix, len(code)))
	}
	for l := pc.line; l < line; l++ {
		nl := strings.IndexByte(code, '\n')
		if nl < 0 {
			return off + len(code)
		}
		off += nl + 1
		code = code[nl+1:]
	}
	return off + min(col, len(code))
}

// moduleSource builds the module of an MDX file: its import and export
// statements, then a thunk per expression and a function returning the
// imported bindings.
func (f *file) moduleSource() (string, lineMap) {
	var b strings.Builder
	var m lineMap
	line := 1
	add := func(prefix, code, suffix string, off int) {
		m = append(m, linePiece{line: line, off: off, prefix: len(prefix), code: code})
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

// errCompile marks a file whose JavaScript does not compile; the error
// was reported where it was found.
type compileError struct {
	off int
	msg string
}

func (e *compileError) Error() string { return e.msg }

// program compiles the file once for every page that uses it. An
// expression that does not compile is reported and left out, so that the
// others still work; an import or export statement that does not compile
// fails the whole module.
func (f *file) program(cache *progCache) (*jsProgram, error) {
	f.compileOnce.Do(func() {
		// A page rendered again with the same code (the dev server after
		// a change elsewhere) takes what compiling it gave last time.
		key := f.programKey()
		if c, ok := cache.get(key); ok {
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
			cache.put(key, c)
		}()
		loader := api.LoaderJSX
		switch path.Ext(f.name) {
		case ".tsx":
			loader = api.LoaderTSX
		case ".ts":
			loader = api.LoaderTS
		}
		for attempt := 0; ; attempt++ {
			var src string
			var lines lineMap
			if f.jsx {
				src = string(f.src.Data)
				lines = lineMap{{line: 1, off: 0, code: src}}
			} else {
				src, lines = f.moduleSource()
			}
			res := api.Transform(src, api.TransformOptions{
				Loader:      loader,
				Format:      api.FormatCommonJS,
				JSX:         api.JSXTransform,
				JSXFactory:  "__h",
				JSXFragment: "__F",
				Target:      api.ES2017,
				Sourcefile:  f.name,
				LogLevel:    api.LogLevelSilent,
			})
			if len(res.Errors) == 0 {
				code := "(function(module, exports, require, __h, __F) {\n" + string(res.Code) + "\n})"
				prog, err := goja.Compile(f.name, code, false)
				if err != nil {
					f.compileErr = &compileError{msg: err.Error()}
					return
				}
				f.prog = &jsProgram{prog: prog, lines: lines, globals: globalNames(res.Code)}
				return
			}
			e := res.Errors[0]
			ce := compileError{msg: e.Text}
			piece := -1
			if e.Location != nil {
				ce.off = lines.offset(e.Location.Line, e.Location.Column)
				piece = lines.piece(e.Location.Line)
			}
			// Pieces are the ESM statements, then the expressions.
			i := piece - len(f.esm)
			if f.jsx || i < 0 || i >= len(f.code) || f.code[i].broken || attempt > 20 {
				f.compileErr = &ce
				return
			}
			f.code[i].broken = true
			f.jsErrs = append(f.jsErrs, ce)
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
		num(l.line)
		num(l.off)
		num(l.prefix)
	}
	return [sha256.Size]byte(h.Sum(nil))
}

// compiled is what compiling a file gave: the program or the error, and
// the expressions left out.
type compiled struct {
	prog   *jsProgram
	err    error
	broken []int // indexes in file.code
	jsErrs []compileError
}

// progCache keeps compiled files by programKey, up to a bound. Programs
// are immutable and run in any number of runtimes at once.
type progCache struct {
	mu sync.Mutex
	m  map[[sha256.Size]byte]*compiled
}

const maxCachedPrograms = 1024

func (c *progCache) get(k [sha256.Size]byte) (*compiled, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.m[k]
	return v, ok
}

func (c *progCache) put(k [sha256.Size]byte, v *compiled) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= maxCachedPrograms {
		// Starting again is simpler than tracking use, and rare.
		c.m = map[[sha256.Size]byte]*compiled{}
	}
	c.m[k] = v
}

// piece returns the index of the piece holding a line of the module.
func (m lineMap) piece(line int) int {
	idx := -1
	for i := range m {
		if m[i].line <= line {
			idx = i
		}
	}
	return idx
}

// jsFunc is a JavaScript function: a component, or a value nobody calls.
type jsFunc struct {
	fn   goja.Callable
	val  goja.Value
	name string
}

// jsEnv is one page's JavaScript engine.
type jsEnv struct {
	p       *page
	rt      *goja.Runtime
	elemTag *goja.Object // the $$typeof of elements made by __h
	h       goja.Value
	frag    *goja.Object
	markers map[*goja.Object]string // built-in component objects, by name
	defined map[string]bool         // the names defineComponents saw
	prelude bool                    // set once the prelude ran
	web     bool                    // set once the web globals are defined
	snips   map[*goja.Object]*file  // default exports of MDX snippets
	mods    map[*file]*goja.Object  // module exports, per file
	timer   *time.Timer
	stopCtx func() bool
	// stopWatch ends the memory watch (watchMemory); calls counts the
	// calls into script and depth those running, for the watch.
	stopWatch chan struct{}
	calls     atomic.Uint64
	depth     atomic.Int32
	dead      error // set once the budget is spent or the render cancelled
	// reported is set once the page was told its JavaScript stopped.
	reported bool
}

var (
	errJSTimeout = errors.New("timeout")
	errJSMemory  = errors.New("memory budget exceeded")
)

// Memory watch: goja cannot count what one runtime allocates, so a page's
// engine watches the process's live heap (as the last garbage collection
// measured it) while one call into the page's script runs long. A call
// that has run for jsMemoryGrace and in that time grew the live heap by
// more than Options.JSMemory is stopped: a loop that fills arrays grows
// it by about 150 MB a second, and several at once would exhaust the
// server long before their time budget ends. Ordinary calls end within
// microseconds, far inside the grace period, so what other pages being
// rendered at the same time keep cannot stop them.
const (
	jsMemoryGrace = 100 * time.Millisecond
	jsMemoryTick  = 10 * time.Millisecond
)

// liveHeap reads the heap the last garbage collection found live,
// without stopping the world (runtime.ReadMemStats would).
func liveHeap() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// watchMemory stops the engine's script once one call has run for the
// grace period and grown the live heap by more than limit bytes since the
// watch saw it start; it returns when stop is closed.
func (e *jsEnv) watchMemory(limit uint64, stop <-chan struct{}) {
	tick := time.NewTicker(jsMemoryTick)
	defer tick.Stop()
	var (
		seq   uint64    // the call being watched
		since time.Time // when the watch first saw it; zero: none
		base  uint64    // the live heap then
	)
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
		}
		if e.depth.Load() == 0 {
			since = time.Time{}
			continue
		}
		if n := e.calls.Load(); since.IsZero() || n != seq {
			seq, since, base = n, time.Now(), liveHeap()
			continue
		}
		if time.Since(since) < jsMemoryGrace {
			continue
		}
		if h := liveHeap(); h > base && h-base > limit {
			e.rt.Interrupt(errJSMemory)
			return
		}
	}
}

// engine starts the page's engine on first use.
func (sc *scope) engine() *jsEnv {
	if sc.js != nil {
		return sc.js
	}
	rt := goja.New()
	rt.SetMaxCallStackSize(1000)
	e := &jsEnv{p: sc.p, rt: rt, markers: map[*goja.Object]string{}, snips: map[*goja.Object]*file{}, mods: map[*file]*goja.Object{}}
	sc.js = e
	e.timer = time.AfterFunc(sc.p.r.opts.JSTimeout, func() { rt.Interrupt(errJSTimeout) })
	e.stopWatch = make(chan struct{})
	go e.watchMemory(uint64(sc.p.r.opts.JSMemory), e.stopWatch)
	e.stopCtx = context.AfterFunc(sc.p.ctx, func() { rt.Interrupt(sc.p.ctx.Err()) })
	e.elemTag = rt.NewObject()
	e.frag = rt.NewObject()
	e.h = rt.ToValue(e.createElement)
	g := rt.GlobalObject()
	_ = g.Set("__h", e.h)
	_ = g.Set("__F", e.frag)
	_ = g.Set("__isElement", func(v goja.Value) bool { return e.isElement(v) })
	// MDX compiles a page into a component whose expressions see its
	// props; a page is given none. A snippet's props replace these
	// (withProps).
	_ = g.Set("props", rt.NewObject())
	return e
}

// defineComponents makes the built-in components among names objects
// JSX can name: <Card> in a snippet becomes __h(Card, …), and
// <GitHub.Repo> __h(GitHub.Repo, …). Only the names a program reads are
// defined, when it first runs: a page's engine would otherwise define
// every component, most of its start-up time.
func (e *jsEnv) defineComponents(names []string) {
	g := e.rt.GlobalObject()
	if !e.prelude && slices.ContainsFunc(names, preludeName) {
		e.prelude = true
		if _, err := e.rt.RunProgram(e.p.r.prelude()); err != nil {
			e.dead = err
		}
	}
	if !e.web && slices.ContainsFunc(names, webName) {
		e.web = true
		if err := e.defineWeb(); err != nil {
			e.dead = err
		}
	}
	for _, head := range names {
		members, ok := e.p.r.heads[head]
		if !ok || e.defined[head] {
			continue
		}
		if v := g.Get(head); v != nil && !goja.IsUndefined(v) {
			continue // a global of the page's (or a snippet's prop, for now)
		}
		if e.defined == nil {
			e.defined = map[string]bool{}
		}
		e.defined[head] = true
		obj := e.rt.NewObject()
		e.markers[obj] = head
		_ = g.Set(head, obj)
		for _, m := range members {
			mo := e.rt.NewObject()
			e.markers[mo] = head + "." + m
			_ = obj.Set(m, mo)
		}
	}
}

// globalNames lists the identifiers of compiled code, not property
// names (x.Card), that the engine defines on demand: capitalised ones
// (Card, React, Fragment, URL), hooks (useState), console and the web
// globals (atob, setTimeout). Words inside
// strings count too, which at worst defines something the code never
// uses.
func globalNames(code []byte) []string {
	var out []string
	for i := 0; i < len(code); {
		c := code[i]
		if !isIdentByte(c) {
			i++
			continue
		}
		j := i + 1
		for j < len(code) && isIdentByte(code[j]) {
			j++
		}
		word := code[i:j]
		onDemand := 'A' <= c && c <= 'Z' || bytes.HasPrefix(word, []byte("use")) || string(word) == "console" || webName(string(word))
		if onDemand && (i == 0 || code[i-1] != '.') {
			if name := string(word); !slices.Contains(out, name) {
				out = append(out, name)
			}
		}
		i = j
	}
	return out
}

func isIdentByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '$' || c >= 0x80
}

// preludeName reports whether a global name is one the prelude defines.
func preludeName(name string) bool {
	return name == "React" || name == "Fragment" || name == "console" || strings.HasPrefix(name, "use")
}

func (e *jsEnv) close() {
	e.timer.Stop()
	e.stopCtx()
	close(e.stopWatch)
}

// prelude is the React-like runtime snippets expect: hooks that render
// their initial state, and no-op effects.
const preludeSource = `(function (g) {
  var noop = function () {};
  var toArray = function (c) {
    if (c === undefined || c === null || c === false || c === true) return [];
    return Array.isArray(c) ? c.flat(Infinity) : [c];
  };
  var React = {
    createElement: __h,
    Fragment: __F,
    useState: function (v) { return [typeof v === "function" ? v() : v, noop]; },
    useReducer: function (r, a, init) { return [init ? init(a) : a, noop]; },
    useEffect: noop,
    useLayoutEffect: noop,
    useInsertionEffect: noop,
    useImperativeHandle: noop,
    useDebugValue: noop,
    useMemo: function (f) { return f(); },
    useCallback: function (f) { return f; },
    useRef: function (v) { return { current: v === undefined ? null : v }; },
    createContext: function (v) { var c = { _v: v }; c.Provider = function (p) { return p.children; }; c.Consumer = function (p) { return p.children(v); }; return c; },
    useContext: function (c) { return c ? c._v : undefined; },
    useId: (function () { var n = 0; return function () { n++; return "folio-id-" + n; }; })(),
    useTransition: function () { return [false, function (f) { f(); }]; },
    useDeferredValue: function (v) { return v; },
    useSyncExternalStore: function (s, get, server) { return (server || get)(); },
    forwardRef: function (f) { return function (p) { return f(p, null); }; },
    memo: function (f) { return f; },
    isValidElement: __isElement,
    cloneElement: function (el, props) {
      var p = {};
      for (var k in el.props) p[k] = el.props[k];
      for (var k2 in props || {}) p[k2] = props[k2];
      var kids = Array.prototype.slice.call(arguments, 2);
      return __h.apply(null, [el.type, p].concat(kids));
    },
    Children: {
      toArray: toArray,
      map: function (c, f) { return toArray(c).map(f); },
      forEach: function (c, f) { toArray(c).forEach(f); },
      count: function (c) { return toArray(c).length; },
      only: function (c) { return toArray(c)[0]; }
    }
  };
  g.React = React;
  g.useState = React.useState;
  g.useReducer = React.useReducer;
  g.useEffect = noop;
  g.useLayoutEffect = noop;
  g.useInsertionEffect = noop;
  g.useImperativeHandle = noop;
  g.useDebugValue = noop;
  g.useMemo = React.useMemo;
  g.useCallback = React.useCallback;
  g.useRef = React.useRef;
  g.useContext = React.useContext;
  g.useId = React.useId;
  g.useTransition = React.useTransition;
  g.useDeferredValue = React.useDeferredValue;
  g.useSyncExternalStore = React.useSyncExternalStore;
  g.Fragment = __F;
  g.console = { log: noop, info: noop, warn: noop, error: noop, debug: noop };
})(this);`

// prelude returns the compiled prelude, shared by every page.
func (r *Renderer) prelude() *goja.Program {
	r.preludeOnce.Do(func() {
		r.preludeProg = goja.MustCompile("prelude.js", preludeSource, false)
	})
	return r.preludeProg
}

// createElement is __h(type, props, ...children).
func (e *jsEnv) createElement(call goja.FunctionCall) goja.Value {
	rt := e.rt
	props := rt.NewObject()
	if a := call.Argument(1); !goja.IsUndefined(a) && !goja.IsNull(a) {
		src := a.ToObject(rt)
		for _, k := range src.Keys() {
			if k != "key" && k != "ref" {
				_ = props.Set(k, src.Get(k))
			}
		}
	}
	switch n := len(call.Arguments) - 2; {
	case n == 1:
		_ = props.Set("children", call.Arguments[2])
	case n > 1:
		kids := make([]any, n)
		for i, v := range call.Arguments[2:] {
			kids[i] = v
		}
		_ = props.Set("children", rt.NewArray(kids...))
	}
	o := rt.NewObject()
	_ = o.Set("$$typeof", e.elemTag)
	_ = o.Set("type", call.Argument(0))
	_ = o.Set("props", props)
	return o
}

func (e *jsEnv) isElement(v goja.Value) bool {
	o, ok := v.(*goja.Object)
	if !ok {
		return false
	}
	t, _ := o.Get("$$typeof").(*goja.Object)
	return t == e.elemTag
}

// call runs f, turning panics and interruptions into errors and
// remembering when the page's budget is gone.
func (e *jsEnv) call(f func() (goja.Value, error)) (v goja.Value, err error) {
	if e.dead != nil {
		return nil, e.dead
	}
	e.calls.Add(1)
	e.depth.Add(1)
	defer func() {
		e.depth.Add(-1)
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
		var ie *goja.InterruptedError
		if errors.As(err, &ie) {
			e.dead = err
		}
		var so *goja.StackOverflowError
		if errors.As(err, &so) {
			err = errors.New("too much recursion")
		}
	}()
	return f()
}

// module evaluates a file's module once per page and returns its
// exports.
func (e *jsEnv) module(f *file) (*goja.Object, error) {
	if m, ok := e.mods[f]; ok {
		return m, nil
	}
	prog, err := f.program(&e.p.r.progs)
	if err != nil {
		return nil, err
	}
	rt := e.rt
	e.defineComponents(prog.globals)
	module := rt.NewObject()
	exports := rt.NewObject()
	_ = module.Set("exports", exports)
	// As in CommonJS, a module that is still loading gives its exports so
	// far to a snippet that imports it back.
	e.mods[f] = exports
	_, err = e.call(func() (goja.Value, error) {
		wrapper, err := rt.RunProgram(prog.prog)
		if err != nil {
			return nil, err
		}
		fn, ok := goja.AssertFunction(wrapper)
		if !ok {
			return nil, errors.New("module wrapper is not a function")
		}
		return fn(goja.Undefined(), module, exports, rt.ToValue(e.requireFor(f)), e.h, e.frag)
	})
	if err != nil {
		delete(e.mods, f)
		return nil, err
	}
	m := module.Get("exports").ToObject(rt)
	e.mods[f] = m
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
	g := e.rt.GlobalObject()
	share := func(name string, v goja.Value) {
		if name == "" || strings.HasPrefix(name, "__folio") || v == nil || goja.IsUndefined(v) {
			return
		}
		if cur := g.Get(name); cur != nil && !goja.IsUndefined(cur) {
			if o, ok := cur.(*goja.Object); !ok || e.markers[o] == "" {
				return
			}
		}
		_ = g.Set(name, v)
	}
	for _, k := range exports.Keys() {
		share(k, exports.Get(k))
	}
	scope, ok := goja.AssertFunction(exports.Get("__folio_scope"))
	if !ok {
		return
	}
	v, err := e.call(func() (goja.Value, error) { return scope(goja.Undefined()) })
	if err != nil {
		return
	}
	o := v.ToObject(e.rt)
	for _, d := range f.imports {
		for _, n := range d.names {
			share(n.local, o.Get(n.local))
		}
	}
}

// isPackage reports whether an import names a package rather than a
// file of the docs folder.
func isPackage(spec string) bool {
	return spec != "" && !strings.HasPrefix(spec, "/") && !strings.HasPrefix(spec, "./") && !strings.HasPrefix(spec, "../")
}

// packageModule stands for an import from a package. Mintlify leaves such
// an import out ("only local imports are supported") and the names it
// would have bound are then the page's globals: a component that imports
// useState from react uses the useState every page has, React is the
// page's React, and Card the built-in Card. Other names are undefined,
// as they are on Mintlify.
//
// The module's own members are __esModule and default; its other names
// come from its prototype, which looks them up among the globals (the
// CommonJS form of an import copies the own members onto an object of
// the same prototype).
func (e *jsEnv) packageModule(spec string) *goja.Object {
	m := e.rt.NewObject()
	_ = m.SetPrototype(e.rt.NewDynamicObject(&packageNames{e: e}))
	_ = m.Set("__esModule", true)
	if spec == "react" {
		e.defineComponents([]string{"React"})
		_ = m.Set("default", e.rt.GlobalObject().Get("React"))
	} else {
		_ = m.Set("default", goja.Undefined())
	}
	return m
}

// packageNames looks an imported package's names up among the globals,
// defining the prelude or a component the first time one is asked for,
// as a global name of the page's code is.
type packageNames struct{ e *jsEnv }

func (p *packageNames) Get(key string) goja.Value {
	p.e.defineComponents([]string{key})
	return p.e.rt.GlobalObject().Get(key)
}

func (p *packageNames) Set(string, goja.Value) bool { return false }
func (p *packageNames) Has(key string) bool         { return !goja.IsUndefined(p.Get(key)) }
func (p *packageNames) Delete(string) bool          { return false }
func (p *packageNames) Keys() []string              { return nil }

// requireFor returns the require function of file f's module.
func (e *jsEnv) requireFor(f *file) func(goja.FunctionCall) goja.Value {
	return func(call goja.FunctionCall) goja.Value {
		spec := call.Argument(0).String()
		d := importDecl{spec: spec}
		probe := &file{name: f.name, src: f.src}
		probe.resolveImport(&d)
		if d.path == "" {
			if isPackage(spec) {
				return e.packageModule(spec)
			}
			// Reported with the import statement; the names are undefined.
			return e.rt.NewObject()
		}
		sf, err := e.p.scope.snippet(d.path)
		if err != nil {
			e.p.scope.reportMissing(f, d.path, spec, err)
			return e.rt.NewObject()
		}
		e.p.deps[sf.name] = true
		if sf.jsx {
			m, err := e.module(sf)
			if err != nil {
				panic(e.rt.NewTypeError(err.Error()))
			}
			return m
		}
		// An MDX snippet: its default export renders it; its named
		// exports come from its own module.
		out := e.rt.NewObject()
		if sf.hasExports {
			m, err := e.module(sf)
			if err != nil {
				panic(e.rt.NewTypeError(err.Error()))
			}
			for _, k := range m.Keys() {
				if !strings.HasPrefix(k, "__folio") {
					_ = out.Set(k, m.Get(k))
				}
			}
		}
		marker := e.rt.NewObject()
		e.snips[marker] = sf
		_ = out.Set("__esModule", true)
		_ = out.Set("default", marker)
		return out
	}
}

// withProps runs f with a snippet's props visible as global names, the
// way Mintlify lets a snippet say {word} for a prop word, and the absent
// names as undefined.
func (e *jsEnv) withProps(props *object, absent []string, f func()) {
	if props == nil {
		f()
		return
	}
	g := e.rt.GlobalObject()
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
	for i, k := range props.keys {
		if isIdentifier(k) {
			set(k, e.toJS(props.vals[i]))
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
	rt := e.rt
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
	case *object:
		o := rt.NewObject()
		for i, k := range v.keys {
			_ = o.Set(k, e.toJS(v.vals[i]))
		}
		return o
	case *jsFunc:
		return v.val
	case *elem:
		return e.elemToJS(v)
	case *nodeList:
		if len(v.nodes) == 1 {
			if t, ok := v.nodes[0].(textNode); ok {
				return rt.ToValue(string(t))
			}
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
	rt := e.rt
	props := rt.NewObject()
	for i, k := range el.props.keys {
		_ = props.Set(k, e.toJS(el.props.vals[i]))
	}
	if len(el.kids) > 0 {
		_ = props.Set("children", e.toJS(&nodeList{el.kids}))
	}
	o := rt.NewObject()
	_ = o.Set("$$typeof", e.elemTag)
	_ = o.Set("props", props)
	_ = o.Set("type", rt.ToValue(el))
	return o
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
	if e.isElement(o) {
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
	if name, ok := e.markers[o]; ok {
		return &elem{name: name, props: newObject()}
	}
	obj := newObject()
	for _, k := range o.Keys() {
		obj.set(k, e.toGo(o.Get(k), depth+1))
	}
	return obj
}

// elemFromJS converts an element object made by __h.
func (e *jsEnv) elemFromJS(o *goja.Object, depth int) any {
	typ := o.Get("type")
	el := &elem{props: newObject(), fr: e.p.frame, off: e.p.scope.jsAt}
	if t, ok := typ.(*goja.Object); ok && t.ExportType() == elemType {
		if x, ok := t.Export().(*elem); ok {
			// An element that came from Go and went through JavaScript.
			return x
		}
	}
	switch t := typ.(type) {
	case *goja.Object:
		switch {
		case t == e.frag:
			el.name = ""
		case e.markers[t] != "":
			el.name = e.markers[t]
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
			el.props.set(k, e.toGo(props.Get(k), depth+1))
		}
	}
	return el
}

// toNodes turns a value into children.
func toNodes(v any) []node {
	switch v := v.(type) {
	case nil, bool, *jsFunc, *object:
		return nil
	case string:
		return []node{textNode(v)}
	case float64:
		return []node{textNode(formatNumber(v))}
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
