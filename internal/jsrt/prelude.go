package jsrt

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
