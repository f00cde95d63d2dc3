package jsrt

import (
	"encoding/base64"
	"net/url"
	"strings"

	"github.com/dop251/goja"
)

// The web platform's globals that components use while they render.
// Mintlify renders pages on the server (Node) and then in the browser,
// so a component may call what both give: atob and btoa, URL and
// URLSearchParams, TextEncoder and TextDecoder, structuredClone, and the
// timers (whose callbacks run after the page is drawn, so never here).
// Browser-only objects (window, document, localStorage) stay undefined,
// as they are on Mintlify's server: components test for them.

// webGlobals are the names the web layer defines.
var webGlobals = [...]string{
	"atob", "btoa", "URL", "URLSearchParams", "TextEncoder", "TextDecoder", "structuredClone",
	"setTimeout", "clearTimeout", "setInterval", "clearInterval", "queueMicrotask",
}

// webName reports whether a global name is one the web layer defines.
func webName(name string) bool {
	for _, g := range webGlobals {
		if g == name {
			return true
		}
	}
	return false
}

// defineWeb defines the web globals in the engine.
func (e *Env) defineWeb() error {
	rt := e.rt
	g := rt.GlobalObject()
	throw := func(kind, msg string) { throwJS(rt, kind, msg) }
	// btoa and atob work on "binary strings": one character per byte.
	_ = g.Set("btoa", func(s string) string {
		b := make([]byte, 0, len(s))
		for _, r := range s {
			if r > 0xFF {
				throw("Error", "InvalidCharacterError: btoa: the string has characters outside Latin-1")
			}
			b = append(b, byte(r))
		}
		return base64.StdEncoding.EncodeToString(b)
	})
	_ = g.Set("atob", func(s string) string {
		s = strings.Map(func(r rune) rune {
			if r == ' ' || r == '\t' || r == '\n' || r == '\f' || r == '\r' {
				return -1
			}
			return r
		}, s)
		if len(s)%4 == 0 {
			s = strings.TrimSuffix(strings.TrimSuffix(s, "="), "=")
		}
		b, err := base64.RawStdEncoding.DecodeString(s)
		if err != nil || len(s)%4 == 1 {
			throw("Error", "InvalidCharacterError: atob: the string is not valid base64")
		}
		var out strings.Builder
		for _, c := range b {
			out.WriteRune(rune(c))
		}
		return out.String()
	})
	_ = g.Set("__folioParseURL", func(call goja.FunctionCall) goja.Value {
		input := call.Argument(0).String()
		u, err := url.Parse(strings.TrimSpace(input))
		if err == nil && len(call.Arguments) > 1 && !goja.IsUndefined(call.Argument(1)) {
			var base *url.URL
			base, err = url.Parse(strings.TrimSpace(call.Argument(1).String()))
			if err == nil && (base.Scheme == "" || base.Opaque != "") {
				err = errInvalidURL
			}
			if err == nil {
				u = base.ResolveReference(u)
			}
		}
		if err != nil || u.Scheme == "" {
			throw("TypeError", "Invalid URL: "+input)
		}
		path := u.EscapedPath()
		if u.Opaque != "" {
			path = u.Opaque
		} else if path == "" && u.Host != "" {
			path = "/"
		}
		o := rt.NewObject()
		_ = o.Set("protocol", u.Scheme+":")
		_ = o.Set("username", u.User.Username())
		pw, _ := u.User.Password()
		_ = o.Set("password", pw)
		_ = o.Set("hostname", u.Hostname())
		_ = o.Set("port", u.Port())
		_ = o.Set("pathname", path)
		_ = o.Set("search", prefixed("?", u.RawQuery))
		_ = o.Set("hash", prefixed("#", u.EscapedFragment()))
		return o
	})
	_, err := rt.RunProgram(e.eng.webPrelude())
	return err
}

// prefixed returns s after p, or "" for an empty s.
func prefixed(p, s string) string {
	if s == "" {
		return ""
	}
	return p + s
}

type jsWebError struct{ msg string }

func (e *jsWebError) Error() string { return e.msg }

var errInvalidURL = &jsWebError{"invalid base URL"}

// webPreludeSource defines the web globals written in JavaScript, on top
// of __folioParseURL.
const webPreludeSource = `(function (g) {
  var enc = function (s) {
    return encodeURIComponent(s).replace(/%20/g, "+").replace(/[!'()~]/g, function (c) {
      return "%" + c.charCodeAt(0).toString(16).toUpperCase();
    });
  };
  var dec = function (s) {
    try { return decodeURIComponent(s.replace(/\+/g, " ")); } catch (e) { return s; }
  };
  function URLSearchParams(init) {
    this._p = [];
    if (init === undefined || init === null) return;
    if (typeof init === "object" && init instanceof URLSearchParams) {
      this._p = init._p.map(function (kv) { return [kv[0], kv[1]]; });
    } else if (typeof init === "object" && typeof init[Symbol.iterator] === "function") {
      var self = this;
      Array.from(init).forEach(function (kv) { self._p.push([String(kv[0]), String(kv[1])]); });
    } else if (typeof init === "object") {
      for (var k in init) if (Object.prototype.hasOwnProperty.call(init, k)) this._p.push([k, String(init[k])]);
    } else {
      var s = String(init);
      if (s.charAt(0) === "?") s = s.slice(1);
      var self2 = this;
      s.split("&").forEach(function (part) {
        if (part === "") return;
        var i = part.indexOf("=");
        self2._p.push(i < 0 ? [dec(part), ""] : [dec(part.slice(0, i)), dec(part.slice(i + 1))]);
      });
    }
  }
  URLSearchParams.prototype = {
    get: function (k) { for (var i = 0; i < this._p.length; i++) if (this._p[i][0] === String(k)) return this._p[i][1]; return null; },
    getAll: function (k) { return this._p.filter(function (kv) { return kv[0] === String(k); }).map(function (kv) { return kv[1]; }); },
    has: function (k) { return this.get(k) !== null; },
    append: function (k, v) { this._p.push([String(k), String(v)]); this._sync(); },
    set: function (k, v) {
      k = String(k);
      var i = this._p.findIndex(function (kv) { return kv[0] === k; });
      this._p = this._p.filter(function (kv, j) { return kv[0] !== k || j === i; });
      if (i < 0) this._p.push([k, String(v)]); else this._p[this._p.findIndex(function (kv) { return kv[0] === k; })][1] = String(v);
      this._sync();
    },
    delete: function (k) { k = String(k); this._p = this._p.filter(function (kv) { return kv[0] !== k; }); this._sync(); },
    sort: function () { this._p.sort(function (a, b) { return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0; }); this._sync(); },
    forEach: function (f, t) { var self = this; this._p.forEach(function (kv) { f.call(t, kv[1], kv[0], self); }); },
    keys: function () { return this._p.map(function (kv) { return kv[0]; })[Symbol.iterator](); },
    values: function () { return this._p.map(function (kv) { return kv[1]; })[Symbol.iterator](); },
    entries: function () { return this._p.map(function (kv) { return [kv[0], kv[1]]; })[Symbol.iterator](); },
    toString: function () { return this._p.map(function (kv) { return enc(kv[0]) + "=" + enc(kv[1]); }).join("&"); },
    _sync: function () { if (this._url) { var s = this.toString(); this._url.search = s ? "?" + s : ""; this._url.href = this._url._href(); } }
  };
  Object.defineProperty(URLSearchParams.prototype, "size", { get: function () { return this._p.length; } });
  URLSearchParams.prototype[Symbol.iterator] = URLSearchParams.prototype.entries;
  URLSearchParams.prototype.constructor = URLSearchParams;

  function URL(input, base) {
    var p = __folioParseURL(String(input), base === undefined ? undefined : String(base));
    for (var k in p) this[k] = p[k];
    this.host = this.hostname + (this.port ? ":" + this.port : "");
    this.origin = /^(https?|wss?|ftp):$/.test(this.protocol) ? this.protocol + "//" + this.host : "null";
    this.href = this._href();
    this.searchParams = new URLSearchParams(this.search);
    this.searchParams._url = this;
  }
  URL.prototype = {
    _href: function () {
      var auth = this.username ? this.username + (this.password ? ":" + this.password : "") + "@" : "";
      var slashes = this.host !== "" || /^(https?|wss?|ftp|file):$/.test(this.protocol) ? "//" : "";
      return this.protocol + slashes + auth + this.host + this.pathname + this.search + this.hash;
    },
    toString: function () { return this.href; },
    toJSON: function () { return this.href; }
  };
  URL.prototype.constructor = URL;
  URL.canParse = function (u, b) { try { new URL(u, b); return true; } catch (e) { return false; } };

  function TextEncoder() {}
  TextEncoder.prototype.encoding = "utf-8";
  TextEncoder.prototype.encode = function (s) {
    var bin = unescape(encodeURIComponent(s === undefined ? "" : String(s)));
    var out = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  };
  function TextDecoder(label) { this.encoding = "utf-8"; }
  TextDecoder.prototype.decode = function (b) {
    if (b === undefined) return "";
    var u = b instanceof ArrayBuffer ? new Uint8Array(b) : new Uint8Array(b.buffer || b, b.byteOffset || 0, b.byteLength === undefined ? b.length : b.byteLength);
    var s = "";
    for (var i = 0; i < u.length; i++) s += String.fromCharCode(u[i]);
    try { return decodeURIComponent(escape(s)); } catch (e) { return s; }
  };

  var clone = function (v, seen) {
    if (v === null || typeof v !== "object") {
      if (typeof v === "function" || typeof v === "symbol") throw new Error("DataCloneError: " + typeof v + " cannot be cloned");
      return v;
    }
    if (seen.has(v)) return seen.get(v);
    var out;
    if (v instanceof Date) out = new Date(v.getTime());
    else if (v instanceof RegExp) out = new RegExp(v.source, v.flags);
    else if (v instanceof Map) { out = new Map(); seen.set(v, out); v.forEach(function (x, k) { out.set(clone(k, seen), clone(x, seen)); }); return out; }
    else if (v instanceof Set) { out = new Set(); seen.set(v, out); v.forEach(function (x) { out.add(clone(x, seen)); }); return out; }
    else if (Array.isArray(v)) { out = []; seen.set(v, out); v.forEach(function (x, i) { out[i] = clone(x, seen); }); return out; }
    else if (ArrayBuffer.isView(v)) return v.slice();
    else { out = {}; seen.set(v, out); Object.keys(v).forEach(function (k) { out[k] = clone(v[k], seen); }); return out; }
    seen.set(v, out);
    return out;
  };

  var timer = 0;
  g.URL = URL;
  g.URLSearchParams = URLSearchParams;
  g.TextEncoder = TextEncoder;
  g.TextDecoder = TextDecoder;
  g.structuredClone = function (v) { return clone(v, new Map()); };
  g.setTimeout = function () { return ++timer; };
  g.setInterval = function () { return ++timer; };
  g.clearTimeout = function () {};
  g.clearInterval = function () {};
  g.queueMicrotask = function () {};
})(this);`

// webPrelude returns the compiled web prelude, shared by every page.
func (g *Engine) webPrelude() *goja.Program {
	g.webOnce.Do(func() {
		g.webProg = goja.MustCompile("web.js", webPreludeSource, false)
	})
	return g.webProg
}
