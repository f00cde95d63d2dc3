package jsrt

import (
	"errors"
	"fmt"
	"runtime/metrics"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/dop251/goja"
)

// Options configure an Engine.
type Options struct {
	Timeout time.Duration // a page's time budget
	Memory  int64         // a page's memory budget, bytes (see watchMemory)
	// Components are the built-in components' names before any dot, each
	// with the members after it (GitHub: Repo), defined on demand as
	// objects JSX can name (Component tells them apart).
	Components map[string][]string
}

// Engine holds what the pages of one renderer share: the options and the
// compiled preludes. It is safe for concurrent use.
type Engine struct {
	opts        Options
	preludeOnce sync.Once
	preludeProg *goja.Program
	webOnce     sync.Once
	webProg     *goja.Program
	intlOnce    sync.Once
	intlProg    *goja.Program
}

// NewEngine returns an Engine.
func NewEngine(opts Options) *Engine { return &Engine{opts: opts} }

// prelude returns the compiled prelude, shared by every page.
func (g *Engine) prelude() *goja.Program {
	g.preludeOnce.Do(func() {
		g.preludeProg = goja.MustCompile("prelude.js", preludeSource, false)
	})
	return g.preludeProg
}

// Env is one page's JavaScript engine. It is not safe for concurrent use.
type Env struct {
	eng     *Engine
	rt      *goja.Runtime
	elemTag *goja.Object // the $$typeof of elements made by __h
	h       goja.Value
	frag    *goja.Object
	markers map[*goja.Object]string // built-in component objects, by name
	defined map[string]bool         // the names Define saw
	prelude bool                    // set once the prelude ran
	web     bool                    // set once the web globals are defined
	intl    bool                    // set once Intl is defined
	mods    map[any]*goja.Object    // module exports, per key
	timer   *time.Timer
	// stopWatch ends the memory watch (watchMemory); calls counts the
	// calls into script and depth those running, for the watch.
	stopWatch chan struct{}
	calls     atomic.Uint64
	depth     atomic.Int32
	dead      error // set once the budget is spent or the render cancelled
}

var (
	// ErrTimeout stops a page's script once its time budget is spent.
	ErrTimeout = errors.New("timeout")
	// ErrMemory stops a page's script that keeps more than its memory
	// budget.
	ErrMemory = errors.New("memory budget exceeded")
)

// Memory watch: goja cannot count what one runtime allocates, so a page's
// engine watches the process's live heap (as the last garbage collection
// measured it) while one call into the page's script runs long. A call
// that has run for jsMemoryGrace and in that time grew the live heap by
// more than Options.Memory is stopped: a loop that fills arrays grows
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
func (e *Env) watchMemory(limit uint64, stop <-chan struct{}) {
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
			e.rt.Interrupt(ErrMemory)
			return
		}
	}
}

// NewEnv starts a page's engine, whose script stops when a budget is
// spent or Interrupt is called. Close must be called when the page is
// done.
func (g *Engine) NewEnv() *Env {
	rt := goja.New()
	rt.SetMaxCallStackSize(1000)
	e := &Env{eng: g, rt: rt, markers: map[*goja.Object]string{}, mods: map[any]*goja.Object{}}
	e.timer = time.AfterFunc(g.opts.Timeout, func() { rt.Interrupt(ErrTimeout) })
	e.stopWatch = make(chan struct{})
	go e.watchMemory(uint64(g.opts.Memory), e.stopWatch)
	e.elemTag = rt.NewObject()
	e.frag = rt.NewObject()
	e.h = rt.ToValue(e.createElement)
	glob := rt.GlobalObject()
	_ = glob.Set("__h", e.h)
	_ = glob.Set("__F", e.frag)
	_ = glob.Set("__isElement", func(v goja.Value) bool { return e.IsElement(v) })
	// MDX compiles a page into a component whose expressions see its
	// props; a page is given none. A snippet's props replace these.
	_ = glob.Set("props", rt.NewObject())
	return e
}

// Close stops the page's timer and memory watch.
func (e *Env) Close() {
	e.timer.Stop()
	close(e.stopWatch)
}

// Interrupt stops the page's script with err (the render's context's
// error): the script running now, or the next one to run. Unlike the
// rest of Env, it may be called from any goroutine.
func (e *Env) Interrupt(err error) { e.rt.Interrupt(err) }

// Runtime is the page's goja runtime, for converting values.
func (e *Env) Runtime() *goja.Runtime { return e.rt }

// Dead returns why the page's script was stopped (ErrTimeout, ErrMemory
// or the error given to Interrupt), or nil while it may run.
func (e *Env) Dead() error { return e.dead }

// Define makes the built-in components among names objects JSX can
// name: <Card> in a snippet becomes __h(Card, …), and <GitHub.Repo>
// __h(GitHub.Repo, …); and defines the prelude, the web globals and
// Intl when names has one of theirs. Only the names a program reads are defined,
// when it first runs: a page's engine would otherwise define every
// component, most of its start-up time.
func (e *Env) Define(names []string) {
	g := e.rt.GlobalObject()
	if !e.prelude && slices.ContainsFunc(names, preludeName) {
		e.prelude = true
		if _, err := e.rt.RunProgram(e.eng.prelude()); err != nil {
			e.dead = err
		}
	}
	if !e.web && slices.ContainsFunc(names, webName) {
		e.web = true
		if err := e.defineWeb(); err != nil {
			e.dead = err
		}
	}
	if !e.intl && slices.ContainsFunc(names, intlName) {
		e.intl = true
		if err := e.defineIntl(); err != nil {
			e.dead = err
		}
	}
	for _, head := range names {
		members, ok := e.eng.opts.Components[head]
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

// Component returns the name of the built-in component o stands for, or
// "".
func (e *Env) Component(o *goja.Object) string { return e.markers[o] }

// preludeName reports whether a global name is one the prelude defines.
func preludeName(name string) bool {
	return name == "React" || name == "Fragment" || name == "console" || strings.HasPrefix(name, "use")
}

// createElement is __h(type, props, ...children).
func (e *Env) createElement(call goja.FunctionCall) goja.Value {
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

// NewElement returns an element object as __h makes them, for a value
// of the caller's that travels through JavaScript as typ.
func (e *Env) NewElement(props *goja.Object, typ goja.Value) *goja.Object {
	o := e.rt.NewObject()
	_ = o.Set("$$typeof", e.elemTag)
	_ = o.Set("props", props)
	_ = o.Set("type", typ)
	return o
}

// IsElement reports whether v is an element object made by __h or
// NewElement.
func (e *Env) IsElement(v goja.Value) bool {
	o, ok := v.(*goja.Object)
	if !ok {
		return false
	}
	t, _ := o.Get("$$typeof").(*goja.Object)
	return t == e.elemTag
}

// IsFragment reports whether o is the Fragment type (<>…</>).
func (e *Env) IsFragment(o *goja.Object) bool { return o == e.frag }

// Call runs f, turning panics and interruptions into errors and
// remembering when the page's budget is gone.
func (e *Env) Call(f func() (goja.Value, error)) (v goja.Value, err error) {
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

// Loaded returns the exports of the module known by key, if Module ran
// it (or is running it: a module that is still loading gives its
// exports so far, as in CommonJS).
func (e *Env) Loaded(key any) (*goja.Object, bool) {
	m, ok := e.mods[key]
	return m, ok
}

// Module runs prog as the module known by key and returns its exports,
// which Loaded then gives. require answers the module's require(spec),
// and may panic with a JavaScript error.
func (e *Env) Module(key any, prog *Program, require func(spec string) goja.Value) (*goja.Object, error) {
	rt := e.rt
	e.Define(prog.globals)
	module := rt.NewObject()
	exports := rt.NewObject()
	_ = module.Set("exports", exports)
	// As in CommonJS, a module that is still loading gives its exports so
	// far to a snippet that imports it back.
	e.mods[key] = exports
	req := func(call goja.FunctionCall) goja.Value { return require(call.Argument(0).String()) }
	_, err := e.Call(func() (goja.Value, error) {
		wrapper, err := rt.RunProgram(prog.prog)
		if err != nil {
			return nil, err
		}
		fn, ok := goja.AssertFunction(wrapper)
		if !ok {
			return nil, errors.New("module wrapper is not a function")
		}
		return fn(goja.Undefined(), module, exports, rt.ToValue(req), e.h, e.frag)
	})
	if err != nil {
		delete(e.mods, key)
		return nil, err
	}
	m := module.Get("exports").ToObject(rt)
	e.mods[key] = m
	return m, nil
}

// Share makes v the global name, unless the name is already a global
// other than a built-in component: Mintlify copies a page's named
// imports into the page, where its own declarations win.
func (e *Env) Share(name string, v goja.Value) {
	g := e.rt.GlobalObject()
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

// PackageModule stands for an import from a package. Mintlify leaves such
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
func (e *Env) PackageModule(spec string) *goja.Object {
	m := e.rt.NewObject()
	_ = m.SetPrototype(e.rt.NewDynamicObject(&packageNames{e: e}))
	_ = m.Set("__esModule", true)
	if spec == "react" {
		e.Define([]string{"React"})
		_ = m.Set("default", e.rt.GlobalObject().Get("React"))
	} else {
		_ = m.Set("default", goja.Undefined())
	}
	return m
}

// packageNames looks an imported package's names up among the globals,
// defining the prelude or a component the first time one is asked for,
// as a global name of the page's code is.
type packageNames struct{ e *Env }

func (p *packageNames) Get(key string) goja.Value {
	p.e.Define([]string{key})
	return p.e.rt.GlobalObject().Get(key)
}

func (p *packageNames) Set(string, goja.Value) bool { return false }
func (p *packageNames) Has(key string) bool         { return !goja.IsUndefined(p.Get(key)) }
func (p *packageNames) Delete(string) bool          { return false }
func (p *packageNames) Keys() []string              { return nil }
