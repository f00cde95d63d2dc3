package mintjson

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/foliodocs/folio/internal/jsonpos"
)

// File is a mint.json decoded by its model and checked.
type File struct {
	cfg  mintConfig
	tree *jsonpos.Node
	d    Decoder
}

// Decode decodes a parsed mint.json, its "$ref" includes resolved, with d,
// and applies the rules that span several values. Every problem goes to d;
// upgrade the file only when d reported no error.
func Decode(d Decoder, tree *jsonpos.Node) *File {
	f := &File{tree: tree, d: d}
	d.DecodeInto(tree, "", &f.cfg)
	if tree.Kind == jsonpos.Object {
		checkMint(d, &f.cfg)
	}
	return f
}

// Upgrade converts the file into the docs.json that Mintlify's upgrade
// produces.
//
// The result is what Mintlify's upgradeToDocsConfig (in @mintlify/validation
// 0.1.878) returns for the configuration its mint.json validator outputs,
// key order and quirks included, so that MarshalIndent of it is byte for
// byte the docs.json Mintlify writes. Every node of the result carries the
// position of the mint.json value it comes from (the mint.json object itself
// for pure defaults), so that later diagnostics point into mint.json.
func (f *File) Upgrade(opts Options) *jsonpos.Node {
	z := &zodder{d: f.d}
	u := &upgrader{cfg: z.value(&f.cfg, f.tree), opts: opts}
	return finish(u.docsConfig())
}

// checkMint applies the rules of mint.json that span several values.
func checkMint(d Decoder, mc *mintConfig) {
	// At most one default version.
	var firstDefault *jsonpos.Node
	for _, v := range mc.Versions {
		if v == nil || v.Object == nil || v.Object.Default == nil || !*v.Object.Default {
			continue
		}
		at := v.Object.Loc.Key("default")
		if firstDefault != nil {
			l, _ := firstDefault.Pos.LineCol()
			d.Errorf(at.Node, at.Pointer, "multiple-defaults", fmt.Sprintf("the default is already set on line %d; keep one", l),
				"only one version can be the default")
			continue
		}
		firstDefault = at.Node
	}

	// Every version used in navigation is listed in versions (versions
	// with a url are links and do not count).
	var names []string
	for _, v := range mc.Versions {
		if v != nil && (v.Object == nil || v.Object.URL == "") {
			names = append(names, v.Name)
		}
	}
	var walk func(gs []*mintGroup)
	walk = func(gs []*mintGroup) {
		for _, g := range gs {
			if g == nil {
				continue
			}
			var nested []*mintGroup
			for _, p := range g.Pages {
				if p != nil && p.Group != nil {
					nested = append(nested, p.Group)
				}
			}
			walk(nested)
			if g.Loc.Node.Get("version") == nil || slices.Contains(names, g.Version) {
				continue
			}
			at := g.Loc.Key("version")
			hint := fmt.Sprintf("add %q to \"versions\"", g.Version)
			if len(names) == 0 && len(mc.Versions) == 0 {
				hint = fmt.Sprintf("add \"versions\": [%q] to mint.json", g.Version)
			}
			d.Errorf(at.Node, at.Pointer, "unknown-version", hint,
				"version %q is used in navigation but not listed in \"versions\"", g.Version)
		}
	}
	walk(mc.Navigation)

	// Redirect sources are unique.
	seen := map[string]*jsonpos.Node{}
	if rs := mc.Loc.Node.Get("redirects"); rs != nil && rs.Kind == jsonpos.Array {
		for i, r := range mc.Redirects {
			src := rs.Items[i].Get("source")
			if r == nil || src == nil {
				continue
			}
			if first, ok := seen[r.Source]; ok {
				l, _ := first.Pos.LineCol()
				d.Errorf(src, fmt.Sprintf("/redirects/%d/source", i), "duplicate-redirect",
					fmt.Sprintf("the first redirect from %q is on line %d; keep one", r.Source, l),
					"the redirect source %q is used twice", r.Source)
				continue
			}
			seen[r.Source] = src
		}
	}

	// A font with a url needs a format.
	if f := mc.Font; f != nil {
		fonts := []*mintFontDetails{f.Single}
		if f.Pair != nil {
			fonts = []*mintFontDetails{f.Pair.Headings, f.Pair.Body}
		}
		for _, fd := range fonts {
			if fd != nil && fd.URL != "" && fd.Format == "" {
				d.Errorf(fd.Loc.Node, fd.Loc.Pointer, "missing-key", "add \"format\": \"woff2\" (or \"woff\")",
					"a font with \"url\" needs \"format\"")
			}
		}
	}

	// Anchors whose url no page starts with (Mintlify warns).
	var pages []string
	var collect func(gs []*mintGroup)
	collect = func(gs []*mintGroup) {
		for _, g := range gs {
			if g == nil {
				continue
			}
			for _, p := range g.Pages {
				switch {
				case p == nil:
				case p.Group != nil:
					collect([]*mintGroup{p.Group})
				default:
					pages = append(pages, p.Path)
				}
			}
		}
	}
	collect(mc.Navigation)
	for _, a := range mc.Anchors {
		if a == nil || a.Loc.Node == nil || strings.HasPrefix(a.URL, "mailto:") || strings.HasPrefix(a.URL, "http://") || strings.HasPrefix(a.URL, "https://") {
			continue
		}
		if slices.ContainsFunc(pages, func(p string) bool { return strings.HasPrefix(p, a.URL) }) {
			continue
		}
		hint := ""
		if trimmed := strings.TrimLeft(a.URL, "/"); trimmed != a.URL &&
			slices.ContainsFunc(pages, func(p string) bool { return strings.HasPrefix(p, trimmed) }) {
			hint = fmt.Sprintf("page paths have no leading slash, so Mintlify's check matches none; write %q", trimmed)
		}
		at := a.Loc.Key("url")
		d.Warnf(at.Node, at.Pointer, "anchor-without-pages", hint, "no page in navigation starts with the anchor's url %q", a.URL)
	}
}

// The upgrade works on JavaScript-like values: *jsonpos.Node trees in
// which a member with a nil Value is a property set to undefined (left out
// when written, but holding its place if it is assigned later), exactly as
// the objects Mintlify's code builds with Object.assign. finish removes
// those placeholders at the end.

// zodder builds the object Mintlify's mint.json validator (zod) returns
// from a valid mint.json: keys in schema order (the field order of the
// model), unknown keys dropped, transforms applied (trimmed names,
// normalised page paths) and defaults filled in.
type zodder struct {
	d Decoder
}

// zodOutputer is implemented by the model's union types.
type zodOutputer interface {
	zodOutput(z *zodder, n *jsonpos.Node) *jsonpos.Node
}

var zodOutputerType = reflect.TypeFor[zodOutputer]()

// value returns the validator's output for the decoded value p points to,
// decoded from n.
func (z *zodder) value(p any, n *jsonpos.Node) *jsonpos.Node {
	return z.of(reflect.ValueOf(p), n)
}

func (z *zodder) of(v reflect.Value, n *jsonpos.Node) *jsonpos.Node {
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return jsClone(n)
		}
		if v.Type().Implements(zodOutputerType) {
			return v.Interface().(zodOutputer).zodOutput(z, n)
		}
		return z.of(v.Elem(), n)
	}
	if v.CanAddr() && v.Addr().Type().Implements(zodOutputerType) {
		return v.Addr().Interface().(zodOutputer).zodOutput(z, n)
	}
	switch v.Kind() {
	case reflect.String:
		return strNode(v.String(), n.Pos)
	case reflect.Bool:
		return &jsonpos.Node{Kind: jsonpos.Bool, Pos: n.Pos, True: v.Bool()}
	case reflect.Float64:
		return &jsonpos.Node{Kind: jsonpos.Number, Pos: n.Pos, Text: jsonpos.FormatNumber(v.Float())}
	case reflect.Slice:
		a := &jsonpos.Node{Kind: jsonpos.Array, Pos: n.Pos}
		for i := range v.Len() {
			a.Items = append(a.Items, z.of(v.Index(i), n.Items[i]))
		}
		return a
	case reflect.Map:
		o := &jsonpos.Node{Kind: jsonpos.Object, Pos: n.Pos}
		for _, m := range jsonpos.Properties(n) {
			mv := v.MapIndex(reflect.ValueOf(m.Key))
			if m.Key == "__proto__" || !mv.IsValid() {
				continue
			}
			o.Members = append(o.Members, jsonpos.Member{Key: m.Key, KeyPos: m.KeyPos, Value: z.of(mv, m.Value)})
		}
		return o
	case reflect.Struct:
		o := &jsonpos.Node{Kind: jsonpos.Object, Pos: n.Pos}
		for _, fi := range z.d.Fields(v.Type()) {
			m, ok := n.Member(fi.Key)
			if !ok {
				if def := v.Type().FieldByIndex(fi.Index).Tag.Get("zodDefault"); def != "" {
					o.Members = append(o.Members, jsonpos.Member{Key: fi.Key, KeyPos: n.Pos, Value: strNode(def, n.Pos)})
				}
				continue
			}
			if fi.Key == "__proto__" {
				continue
			}
			o.Members = append(o.Members, jsonpos.Member{Key: fi.Key, KeyPos: m.KeyPos, Value: z.of(v.FieldByIndex(fi.Index), m.Value)})
		}
		return o
	}
	return jsClone(n)
}

// jsClone copies n the way JSON.parse would read it: one member per key
// (first place, last value), array-index keys first.
func jsClone(n *jsonpos.Node) *jsonpos.Node {
	if n == nil {
		return nil
	}
	c := *n
	switch n.Kind {
	case jsonpos.Object:
		props := jsonpos.Properties(n)
		c.Members = make([]jsonpos.Member, len(props))
		for i, m := range props {
			m.Value = jsClone(m.Value)
			c.Members[i] = m
		}
	case jsonpos.Array:
		c.Items = make([]*jsonpos.Node, len(n.Items))
		for i, it := range n.Items {
			c.Items[i] = jsClone(it)
		}
	}
	return &c
}

// finish returns a copy of n without undefined members; undefined array
// items become null, as JSON.stringify writes them. Nodes shared between
// places of the tree become separate copies.
func finish(n *jsonpos.Node) *jsonpos.Node {
	if n == nil {
		return nil
	}
	c := *n
	switch n.Kind {
	case jsonpos.Object:
		props := jsonpos.Properties(n)
		c.Members = make([]jsonpos.Member, len(props))
		for i, m := range props {
			m.Value = finish(m.Value)
			c.Members[i] = m
		}
	case jsonpos.Array:
		c.Items = make([]*jsonpos.Node, len(n.Items))
		for i, it := range n.Items {
			if it == nil {
				c.Items[i] = &jsonpos.Node{Kind: jsonpos.Null, Pos: n.Pos}
				continue
			}
			c.Items[i] = finish(it)
		}
	}
	return &c
}

// Helpers that mirror JavaScript on these values.

func strNode(s string, pos jsonpos.Pos) *jsonpos.Node {
	return &jsonpos.Node{Kind: jsonpos.String, Pos: pos, Text: s}
}

func newObject(pos jsonpos.Pos) *jsonpos.Node {
	return &jsonpos.Node{Kind: jsonpos.Object, Pos: pos}
}

func newArray(pos jsonpos.Pos, items []*jsonpos.Node) *jsonpos.Node {
	return &jsonpos.Node{Kind: jsonpos.Array, Pos: pos, Items: slices.Clone(items)}
}

// get is JavaScript's o?.key: nil when o or the property is missing.
func get(o *jsonpos.Node, key string) *jsonpos.Node {
	if o == nil || o.Kind != jsonpos.Object {
		return nil
	}
	for i := len(o.Members) - 1; i >= 0; i-- {
		if o.Members[i].Key == key {
			return o.Members[i].Value
		}
	}
	return nil
}

// has is JavaScript's key in o.
func has(o *jsonpos.Node, key string) bool {
	if o == nil || o.Kind != jsonpos.Object {
		return false
	}
	for _, m := range o.Members {
		if m.Key == key {
			return true
		}
	}
	return false
}

// set is o[key] = v: a new key goes last, an existing one keeps its place.
// A nil v sets the property to undefined.
func set(o *jsonpos.Node, key string, v *jsonpos.Node) {
	for i := range o.Members {
		if o.Members[i].Key == key {
			o.Members[i].Value = v
			return
		}
	}
	kp := o.Pos
	if v != nil {
		kp = v.Pos
	}
	o.Members = append(o.Members, jsonpos.Member{Key: key, KeyPos: kp, Value: v})
}

// assign is Object.assign(dst, ...srcs), undefined properties included.
func assign(dst *jsonpos.Node, srcs ...*jsonpos.Node) *jsonpos.Node {
	for _, s := range srcs {
		if s == nil || s.Kind != jsonpos.Object {
			continue
		}
		for _, m := range s.Members {
			set(dst, m.Key, m.Value)
		}
	}
	return dst
}

// spread is {...o}: a shallow copy at pos.
func spread(pos jsonpos.Pos, srcs ...*jsonpos.Node) *jsonpos.Node {
	return assign(newObject(pos), srcs...)
}

// omit is lodash's omit(o, key): a shallow copy without key.
func omit(o *jsonpos.Node, key string) *jsonpos.Node {
	c := newObject(o.Pos)
	for _, m := range o.Members {
		if m.Key != key {
			c.Members = append(c.Members, m)
		}
	}
	return c
}

// truthy is JavaScript's truthiness of a value.
func truthy(n *jsonpos.Node) bool {
	if n == nil {
		return false
	}
	switch n.Kind {
	case jsonpos.Null:
		return false
	case jsonpos.Bool:
		return n.True
	case jsonpos.Number:
		f, err := n.Float()
		return err == nil && f != 0
	case jsonpos.String:
		return n.Text != ""
	}
	return true
}

// text returns the string value of n, "" for anything else.
func text(n *jsonpos.Node) string {
	if n == nil || n.Kind != jsonpos.String {
		return ""
	}
	return n.Text
}

// items returns the items of an array, nil for anything else.
func items(n *jsonpos.Node) []*jsonpos.Node {
	if n == nil || n.Kind != jsonpos.Array {
		return nil
	}
	return n.Items
}

// pos returns the position of the first non-nil node, or fallback.
func pos(fallback jsonpos.Pos, nodes ...*jsonpos.Node) jsonpos.Pos {
	for _, n := range nodes {
		if n != nil {
			return n.Pos
		}
	}
	return fallback
}

func isRemoteURL(n *jsonpos.Node) bool {
	s := text(n)
	return strings.HasPrefix(s, "https://") || strings.HasPrefix(s, "http://")
}

func leadingSlash(s string) string {
	if strings.HasPrefix(s, "/") {
		return s
	}
	return "/" + s
}

func trailingSlash(s string) string {
	if strings.HasSuffix(s, "/") {
		return s
	}
	return s + "/"
}

// upgrader runs Mintlify's upgradeToDocsConfig on the validator's output.
type upgrader struct {
	cfg  *jsonpos.Node
	opts Options

	// The navigation state of updateNavigationToDocsConfig.
	tabs, anchors     []*jsonpos.Node
	hasTabs, hasAnchs bool
}

func (u *upgrader) root() jsonpos.Pos { return u.cfg.Pos }

func (u *upgrader) docsConfig() *jsonpos.Node {
	c := u.cfg
	fonts := u.fonts()
	playground := u.playground()
	eyebrows := u.eyebrows()
	codeblocks := u.codeblocks()

	out := newObject(c.Pos)
	set(out, "$schema", strNode("https://mintlify.com/docs.json", c.Pos))
	set(out, "theme", u.theme())
	set(out, "name", get(c, "name"))
	if colors := get(c, "colors"); colors != nil {
		o := newObject(colors.Pos)
		set(o, "primary", get(colors, "primary"))
		set(o, "light", get(colors, "light"))
		set(o, "dark", get(colors, "dark"))
		set(out, "colors", o)
	} else {
		o := newObject(c.Pos)
		set(o, "primary", strNode("#16A34A", c.Pos))
		set(out, "colors", o)
	}
	set(out, "favicon", get(c, "favicon"))
	set(out, "navigation", u.navigation())
	if truthy(eyebrows) || truthy(codeblocks) {
		o := newObject(pos(c.Pos, get(c, "eyebrow"), get(c, "codeBlock")))
		set(o, "eyebrows", eyebrows)
		set(o, "codeblocks", codeblocks)
		set(out, "styling", o)
	}
	set(out, "logo", get(c, "logo"))

	api := get(c, "api")
	languages := get(get(get(api, "request"), "example"), "languages")
	baseURL := get(api, "baseUrl")
	auth := get(api, "auth")
	openapi := get(c, "openapi")
	if playground != nil || truthy(languages) || truthy(baseURL) || truthy(get(auth, "method")) || truthy(openapi) {
		o := newObject(pos(c.Pos, api, openapi))
		if truthy(openapi) {
			set(o, "openapi", openapi)
		}
		if playground != nil {
			p := newObject(playground.Pos)
			if display := get(playground, "display"); truthy(display) {
				set(p, "display", display)
			}
			if proxy := get(playground, "proxy"); proxy != nil {
				set(p, "proxy", proxy)
			}
			set(o, "playground", p)
		}
		if truthy(languages) {
			e := newObject(languages.Pos)
			set(e, "languages", languages)
			set(o, "examples", e)
		}
		if truthy(baseURL) || truthy(get(auth, "method")) || truthy(get(auth, "name")) {
			m := newObject(pos(api.Pos, baseURL, auth))
			set(m, "server", baseURL)
			if truthy(get(auth, "method")) || truthy(get(auth, "name")) {
				a := newObject(auth.Pos)
				set(a, "method", get(auth, "method"))
				set(a, "name", get(auth, "name"))
				set(m, "auth", a)
			}
			set(o, "mdx", m)
		}
		set(out, "api", o)
	}

	if mt := get(c, "modeToggle"); truthy(get(mt, "default")) || (get(mt, "isHidden") != nil && get(mt, "isHidden").Kind != jsonpos.Null) {
		o := newObject(mt.Pos)
		set(o, "default", get(mt, "default"))
		set(o, "strict", get(mt, "isHidden"))
		set(out, "appearance", o)
	}

	bg, bgImage, bgColors := get(c, "background"), get(c, "backgroundImage"), get(get(c, "colors"), "background")
	if truthy(bg) || truthy(bgImage) || truthy(bgColors) {
		o := newObject(pos(c.Pos, bg, bgImage, bgColors))
		if truthy(bgImage) {
			set(o, "image", bgImage)
		}
		set(o, "decoration", get(bg, "style"))
		if truthy(bgColors) {
			col := newObject(bgColors.Pos)
			set(col, "light", get(bgColors, "light"))
			set(col, "dark", get(bgColors, "dark"))
			set(o, "color", col)
		}
		set(out, "background", o)
	}

	links, cta := get(c, "topbarLinks"), get(c, "topbarCtaButton")
	if truthy(links) || truthy(cta) {
		o := newObject(pos(c.Pos, links, cta))
		if truthy(links) {
			var list []*jsonpos.Node
			for _, it := range items(links) {
				l := newObject(it.Pos)
				typ := get(it, "type")
				if typ == nil || text(typ) == "link" {
					set(l, "label", get(it, "name"))
				} else {
					set(l, "label", strNode(capitalize(text(typ)), typ.Pos))
				}
				set(l, "href", get(it, "url"))
				list = append(list, l)
			}
			set(o, "links", newArray(links.Pos, list))
		}
		set(o, "primary", u.navbarPrimary())
		set(out, "navbar", o)
	}

	if prompt := get(get(c, "search"), "prompt"); truthy(prompt) {
		o := newObject(get(c, "search").Pos)
		set(o, "prompt", prompt)
		set(out, "search", o)
	}

	metadata, seo := get(c, "metadata"), get(c, "seo")
	if ihp := get(seo, "indexHiddenPages"); truthy(metadata) || ihp != nil {
		o := newObject(pos(c.Pos, metadata, seo))
		if truthy(metadata) {
			set(o, "metatags", metadata)
		}
		if truthy(ihp) {
			set(o, "indexing", strNode("all", ihp.Pos))
		} else {
			set(o, "indexing", strNode("navigable", pos(c.Pos, ihp, seo, metadata)))
		}
		set(out, "seo", o)
	}

	footer, footerSocials := get(c, "footer"), get(c, "footerSocials")
	if truthy(footer) || truthy(footerSocials) {
		o := newObject(pos(c.Pos, footer, footerSocials))
		if truthy(get(footer, "socials")) || truthy(footerSocials) {
			set(o, "socials", u.footerSocials())
		}
		if fl := get(footer, "links"); truthy(fl) {
			var cols []*jsonpos.Node
			for _, col := range items(fl) {
				h := newObject(col.Pos)
				set(h, "header", get(col, "title"))
				var list []*jsonpos.Node
				for _, l := range items(get(col, "links")) {
					it := newObject(l.Pos)
					set(it, "label", get(l, "label"))
					set(it, "href", get(l, "url"))
					list = append(list, it)
				}
				set(h, "items", newArray(get(col, "links").Pos, list))
				cols = append(cols, h)
			}
			set(o, "links", newArray(fl.Pos, cols))
		}
		set(out, "footer", o)
	}

	integrations, analytics := get(c, "integrations"), get(c, "analytics")
	if truthy(integrations) || truthy(analytics) {
		o := spread(pos(c.Pos, analytics, integrations), analytics)
		if ic := get(integrations, "intercom"); truthy(ic) {
			i := newObject(ic.Pos)
			set(i, "appId", ic)
			set(o, "intercom", i)
		}
		if fc := get(integrations, "frontchat"); truthy(fc) {
			f := newObject(fc.Pos)
			set(f, "snippetId", fc)
			set(o, "frontchat", f)
		}
		set(out, "integrations", o)
	}
	if fonts != nil {
		set(out, "fonts", fonts)
	}
	if r := get(c, "redirects"); truthy(r) {
		set(out, "redirects", r)
	}
	return out
}

// theme is upgradeOptionalConfig.
func (u *upgrader) theme() *jsonpos.Node {
	c := u.cfg
	if !u.opts.MapTheme {
		return strNode("mint", c.Pos)
	}
	var theme *jsonpos.Node
	if t := get(c, "theme"); truthy(t) {
		switch t.Text {
		case "venus":
			theme = strNode("palm", t.Pos)
		case "quill":
			theme = strNode("willow", t.Pos)
		default:
			theme = strNode("mint", t.Pos)
		}
	}
	switch l := get(c, "layout"); text(l) {
	case "sidenav":
		theme = strNode("maple", l.Pos)
	case "solidSidenav":
		theme = strNode("willow", l.Pos)
	}
	if theme == nil {
		theme = strNode("mint", c.Pos)
	}
	return theme
}

func (u *upgrader) eyebrows() *jsonpos.Node {
	d := get(get(u.cfg, "eyebrow"), "display")
	if d == nil || d.Kind == jsonpos.Null {
		return nil
	}
	if d.Text == "breadcrumbs" {
		return strNode("breadcrumbs", d.Pos)
	}
	return strNode("section", d.Pos)
}

func (u *upgrader) codeblocks() *jsonpos.Node {
	m := get(get(u.cfg, "codeBlock"), "mode")
	if m == nil || m.Kind == jsonpos.Null {
		return nil
	}
	if m.Text == "dark" {
		return strNode("dark", m.Pos)
	}
	return strNode("system", m.Pos)
}

// playground is updateApiPlayground: nil, or {display, proxy} with
// undefined members.
func (u *upgrader) playground() *jsonpos.Node {
	pg := get(get(u.cfg, "api"), "playground")
	mode := get(pg, "mode")
	disableProxy := get(pg, "disableProxy")
	if !truthy(mode) && disableProxy == nil {
		return nil
	}
	o := newObject(pg.Pos)
	var display *jsonpos.Node
	if mode != nil {
		switch mode.Text {
		case "show":
			display = strNode("interactive", mode.Pos)
		case "hide":
			display = strNode("none", mode.Pos)
		default:
			display = mode
		}
	}
	set(o, "display", display)
	var proxy *jsonpos.Node
	if disableProxy != nil && disableProxy.Kind != jsonpos.Null {
		proxy = &jsonpos.Node{Kind: jsonpos.Bool, Pos: disableProxy.Pos, True: !truthy(disableProxy)}
	}
	set(o, "proxy", proxy)
	return o
}

func (u *upgrader) navbarPrimary() *jsonpos.Node {
	cta := get(u.cfg, "topbarCtaButton")
	if !truthy(cta) {
		return nil
	}
	o := newObject(cta.Pos)
	if typ := get(cta, "type"); typ == nil || text(typ) == "link" {
		set(o, "type", strNode("button", pos(cta.Pos, typ)))
		set(o, "label", get(cta, "name"))
		set(o, "href", get(cta, "url"))
		return o
	}
	set(o, "type", strNode("github", get(cta, "type").Pos))
	set(o, "href", get(cta, "url"))
	return o
}

// fonts is updateFont.
func (u *upgrader) fonts() *jsonpos.Node {
	font := get(u.cfg, "font")
	if !truthy(font) {
		return nil
	}
	details := func(d *jsonpos.Node) *jsonpos.Node {
		o := spread(d.Pos, omit(d, "url"))
		if url := get(d, "url"); truthy(url) {
			set(o, "source", url)
		}
		return o
	}
	if has(font, "family") {
		return details(font)
	}
	o := newObject(font.Pos)
	if h := get(font, "headings"); truthy(h) {
		set(o, "heading", details(h))
	}
	if b := get(font, "body"); truthy(b) {
		set(o, "body", details(b))
	}
	return o
}

// footerSocials is updateFooterSocials.
func (u *upgrader) footerSocials() *jsonpos.Node {
	socials := get(get(u.cfg, "footer"), "socials")
	if socials == nil || socials.Kind == jsonpos.Null {
		socials = get(u.cfg, "footerSocials")
	}
	if socials == nil || socials.Kind != jsonpos.Array {
		return socials
	}
	o := newObject(socials.Pos)
	for _, it := range socials.Items {
		set(o, text(get(it, "type")), get(it, "url"))
	}
	return o
}

// capitalize is lodash's capitalize: the first character upper case, the
// rest lower case.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	r := []rune(strings.ToLower(s))
	return strings.ToUpper(string(r[0])) + string(r[1:])
}

// The navigation: Mintlify's updateNavigationToDocsConfig. In mint.json
// the navigation is one flat list of groups; tabs and anchors are URL
// prefixes that claim the pages under them, and versions filter groups by
// their "version". docs.json nests all of that.

// vname is a version name in the algorithm: nil is undefined.
type vname = *string

func falsy(v vname) bool { return v == nil || *v == "" }

// versionMatch is group.version === versionName || group.version ===
// undefined || !versionName.
func versionMatch(g *jsonpos.Node, v vname) bool {
	gv := get(g, "version")
	return gv == nil || falsy(v) || text(gv) == *v
}

func filterGroupsByVersion(groups []*jsonpos.Node, v vname) []*jsonpos.Node {
	var out []*jsonpos.Node
	for _, g := range groups {
		if versionMatch(g, v) {
			out = append(out, g)
		}
	}
	return out
}

// formatIcon is iconType ? {name: icon, style: iconType} : icon.
func formatIcon(icon, iconType *jsonpos.Node) *jsonpos.Node {
	if !truthy(iconType) {
		return icon
	}
	o := newObject(icon.Pos)
	set(o, "name", icon)
	set(o, "style", iconType)
	return o
}

// groupOut is {group, icon?, pages} as findPagesForPrefix builds it.
func groupOut(g *jsonpos.Node, pages []*jsonpos.Node) *jsonpos.Node {
	o := newObject(g.Pos)
	set(o, "group", get(g, "group"))
	if icon := get(g, "icon"); truthy(icon) {
		set(o, "icon", formatIcon(icon, get(g, "iconType")))
	}
	set(o, "pages", newArray(pos(g.Pos, get(g, "pages")), pages))
	return o
}

func (u *upgrader) navigation() *jsonpos.Node {
	c := u.cfg
	navPos := pos(c.Pos, get(c, "navigation"))
	groups := items(get(c, "navigation"))
	globalTabs, globalAnchors, globalVersions := u.globalDivisions()
	u.tabs, u.anchors = items(get(c, "tabs")), items(get(c, "anchors"))
	versions := items(get(c, "versions"))
	u.hasTabs, u.hasAnchs = len(u.tabs) > 0, len(u.anchors) > 0
	if len(globalTabs) > 0 {
		u.tabs = []*jsonpos.Node{}
	}
	if len(globalAnchors) > 0 {
		u.anchors = []*jsonpos.Node{}
	}
	if len(globalVersions) > 0 {
		versions = nil
	}
	addGlobal := func(nav *jsonpos.Node) {
		if len(globalTabs) == 0 && len(globalAnchors) == 0 {
			return
		}
		g := newObject(pos(navPos, get(c, "tabs"), get(c, "anchors")))
		if len(globalTabs) > 0 {
			set(g, "tabs", newArray(get(c, "tabs").Pos, globalTabs))
		}
		if len(globalAnchors) > 0 {
			set(g, "anchors", newArray(get(c, "anchors").Pos, globalAnchors))
		}
		set(nav, "global", g)
	}

	if len(versions) > 0 {
		// The URL prefixes of the tabs and anchors of each version.
		prefixes := map[string][]string{}
		var order []string
		add := func(url, version string) {
			if _, ok := prefixes[url]; !ok {
				order = append(order, url)
			}
			prefixes[url] = append(prefixes[url], version)
		}
		for _, v := range versions {
			name := text(v)
			if v.Kind == jsonpos.Object {
				name = text(get(v, "name"))
			}
			for _, a := range u.anchors {
				if av := get(a, "version"); av != nil && text(av) == name && !isRemoteURL(get(a, "url")) {
					add(text(get(a, "url")), name)
				}
			}
			for _, t := range u.tabs {
				if tv := get(t, "version"); tv != nil && text(tv) == name && !isRemoteURL(get(t, "url")) {
					add(text(get(t, "url")), name)
				}
			}
		}
		pre := versionPrefixes{m: prefixes, order: order}
		result, isLocale := processVersionsOrLanguages(versions, groups, pre)
		for i, vr := range result {
			if has(vr, "href") {
				continue
			}
			var name string
			if versions[i].Kind == jsonpos.String {
				name = text(get(vr, "version"))
			} else if n := text(get(versions[i], "name")); n != "" {
				name = n
			} else {
				name = text(get(vr, "language"))
			}
			var upd *jsonpos.Node
			if has(vr, "groups") && len(items(get(vr, "groups"))) > 0 {
				upd = u.updatedNavigation(items(get(vr, "groups")), &name)
			} else {
				upd = u.updatedNavigation(groups, &name)
			}
			if upd != nil {
				result[i] = assign(omit(vr, "groups"), upd)
			}
		}
		nav := newObject(navPos)
		key := "versions"
		if isLocale {
			key = "languages"
		}
		set(nav, key, newArray(get(c, "versions").Pos, result))
		addGlobal(nav)
		return nav
	}

	nav := u.updatedNavigation(groups, nil)
	if nav == nil {
		nav = newObject(navPos)
		set(nav, "groups", newArray(navPos, nil))
	}
	addGlobal(nav)
	return nav
}

// globalDivisions is getGlobalDivisions: tabs, anchors and versions that
// are all links elsewhere become navigation.global (versions are dropped).
func (u *upgrader) globalDivisions() (tabs, anchors, versions []*jsonpos.Node) {
	c := u.cfg
	if vs := items(get(c, "versions")); len(vs) > 0 && !slices.ContainsFunc(vs, func(v *jsonpos.Node) bool {
		return v.Kind != jsonpos.Object || !isRemoteURL(get(v, "url"))
	}) {
		for _, v := range vs {
			o := newObject(v.Pos)
			set(o, "version", get(v, "name"))
			set(o, "href", get(v, "url"))
			versions = append(versions, o)
		}
	}
	if ts := items(get(c, "tabs")); len(ts) > 0 && !slices.ContainsFunc(ts, func(t *jsonpos.Node) bool {
		return truthy(get(t, "version")) || !isRemoteURL(get(t, "url"))
	}) {
		for _, t := range ts {
			o := newObject(t.Pos)
			set(o, "tab", get(t, "name"))
			set(o, "href", get(t, "url"))
			if h := get(t, "isDefaultHidden"); truthy(h) {
				set(o, "hidden", h)
			}
			tabs = append(tabs, o)
		}
	}
	if as := items(get(c, "anchors")); len(as) > 0 && !slices.ContainsFunc(as, func(a *jsonpos.Node) bool {
		return truthy(get(a, "version")) || !isRemoteURL(get(a, "url"))
	}) {
		for _, a := range as {
			o := newObject(a.Pos)
			set(o, "anchor", get(a, "name"))
			set(o, "href", get(a, "url"))
			if icon := get(a, "icon"); truthy(icon) {
				set(o, "icon", formatIcon(icon, get(a, "iconType")))
			}
			if col := get(a, "color"); col != nil && col.Kind == jsonpos.String {
				cc := newObject(col.Pos)
				set(cc, "light", col)
				set(cc, "dark", col)
				set(o, "color", cc)
			}
			if h := get(a, "isDefaultHidden"); truthy(h) {
				set(o, "hidden", h)
			}
			anchors = append(anchors, o)
		}
	}
	return tabs, anchors, versions
}

// updatedNavigation is getUpdatedNavigation: the navigation of the given
// groups (all of them, or one version's), nil when there are none.
func (u *upgrader) updatedNavigation(groups []*jsonpos.Node, v vname) *jsonpos.Node {
	c := u.cfg
	navPos := pos(c.Pos, get(c, "navigation"))
	wrap := func(key string, list []*jsonpos.Node, at *jsonpos.Node) *jsonpos.Node {
		o := newObject(navPos)
		set(o, key, newArray(pos(navPos, at), list))
		return o
	}
	if mostInclusiveDivision(u.tabs, u.anchors) == "anchors" {
		if u.hasAnchs {
			_, anchors, remaining := u.processDivisions("anchors", u.anchors, groups, false, v, u.tabs)
			if len(remaining) > 0 || len(u.tabs) > 0 {
				primary := u.primaryConfig("anchor")
				if len(u.tabs) > 0 {
					src := groups
					if len(remaining) > 0 {
						src = remaining
					}
					tabs, _, _ := u.processDivisions("tabs", u.tabs, src, true, v, nil)
					set(primary, "tabs", newArray(primary.Pos, tabs))
				} else {
					matched, _ := findPagesForPrefix(remaining, nil, v, nil)
					set(primary, "groups", newArray(primary.Pos, matched))
				}
				anchors = append([]*jsonpos.Node{primary}, anchors...)
			}
			return wrap("anchors", anchors, get(c, "anchors"))
		}
		if u.hasTabs {
			tabs, _, _ := u.processDivisions("tabs", u.tabs, groups, true, v, nil)
			return wrap("tabs", tabs, get(c, "tabs"))
		}
	} else {
		if u.hasTabs {
			tabs, _, remaining := u.processDivisions("tabs", u.tabs, groups, false, v, u.anchors)
			if len(remaining) > 0 || len(u.anchors) > 0 {
				primary := u.primaryConfig("tab")
				if len(u.anchors) > 0 {
					src := groups
					if len(remaining) > 0 {
						src = remaining
					}
					_, anchors, _ := u.processDivisions("anchors", u.anchors, src, true, v, nil)
					set(primary, "anchors", newArray(primary.Pos, anchors))
				} else {
					matched, _ := findPagesForPrefix(remaining, nil, v, nil)
					set(primary, "groups", newArray(primary.Pos, matched))
				}
				tabs = append([]*jsonpos.Node{primary}, tabs...)
			}
			return wrap("tabs", tabs, get(c, "tabs"))
		}
		if u.hasAnchs {
			_, anchors, _ := u.processDivisions("anchors", u.anchors, groups, true, v, nil)
			return wrap("anchors", anchors, get(c, "anchors"))
		}
	}
	if len(groups) == 0 {
		return nil
	}
	var list []*jsonpos.Node
	for _, g := range filterGroupsByVersion(groups, v) {
		o := newObject(g.Pos)
		set(o, "group", get(g, "group"))
		set(o, "pages", get(g, "pages"))
		if icon := get(g, "icon"); truthy(icon) {
			set(o, "icon", formatIcon(icon, get(g, "iconType")))
		}
		list = append(list, o)
	}
	return wrap("groups", list, get(c, "navigation"))
}

// mostInclusiveDivision is findMostInclusiveDivision: whether tabs or
// anchors make the top level.
func mostInclusiveDivision(tabs, anchors []*jsonpos.Node) string {
	if len(tabs) == 0 {
		return "anchors"
	}
	if len(anchors) == 0 {
		return "tabs"
	}
	under := func(a, b *jsonpos.Node) bool {
		return strings.HasPrefix(leadingSlash(text(get(a, "url"))), leadingSlash(text(get(b, "url"))))
	}
	inclusiveTabs, inclusiveAnchors := 0, 0
	for _, t := range tabs {
		if slices.ContainsFunc(anchors, func(a *jsonpos.Node) bool { return under(t, a) }) {
			inclusiveTabs++
		}
	}
	for _, a := range anchors {
		if slices.ContainsFunc(tabs, func(t *jsonpos.Node) bool { return under(a, t) }) {
			inclusiveAnchors++
		}
	}
	if inclusiveTabs == len(tabs) {
		return "tabs"
	}
	if inclusiveAnchors == len(anchors) {
		return "anchors"
	}
	if inclusiveTabs > inclusiveAnchors {
		return "tabs"
	}
	return "anchors"
}

// primaryConfig is getPrimaryConfig: the synthetic first tab or anchor that
// holds the pages no other one claims.
func (u *upgrader) primaryConfig(kind string) *jsonpos.Node {
	c := u.cfg
	if kind == "anchor" {
		top := get(c, "topAnchor")
		o := newObject(pos(c.Pos, top))
		if name := get(top, "name"); truthy(name) {
			set(o, "anchor", name)
		} else {
			set(o, "anchor", strNode("Documentation", c.Pos))
			set(o, "icon", strNode("book-open", c.Pos))
		}
		if icon := get(top, "icon"); truthy(icon) {
			set(o, "icon", formatIcon(icon, get(top, "iconType")))
		}
		return o
	}
	pt := get(c, "primaryTab")
	if pt == nil {
		o := newObject(c.Pos)
		set(o, "tab", strNode("Documentation", c.Pos))
		return o
	}
	o := newObject(pt.Pos)
	set(o, "tab", get(pt, "name"))
	if h := get(pt, "isDefaultHidden"); h != nil {
		set(o, "hidden", h)
	}
	return o
}

// findPagesForPrefix splits groups into the parts whose pages lie under the
// division's URL prefix (and under none of the ignored divisions) and the
// rest. A nil division claims every page.
func findPagesForPrefix(groups []*jsonpos.Node, division *jsonpos.Node, v vname, ignored []*jsonpos.Node) (matched, unmatched []*jsonpos.Node) {
	prefix := get(division, "url")
	if isRemoteURL(prefix) {
		return nil, groups
	}
	for _, g := range groups {
		var gp, up []*jsonpos.Node
		if versionMatch(g, v) {
			for _, page := range items(get(g, "pages")) {
				if page.Kind == jsonpos.String {
					p := leadingSlash(trailingSlash(page.Text))
					under := !truthy(prefix) || strings.HasPrefix(p, leadingSlash(trailingSlash(text(prefix))))
					claimed := slices.ContainsFunc(ignored, func(d *jsonpos.Node) bool {
						return strings.HasPrefix(p, leadingSlash(trailingSlash(text(get(d, "url")))))
					})
					if under && !claimed {
						gp = append(gp, page)
					} else {
						up = append(up, page)
					}
					continue
				}
				nm, nu := findPagesForPrefix([]*jsonpos.Node{page}, division, v, ignored)
				gp = append(gp, nm...)
				if len(nu) > 0 {
					up = append(up, page)
				}
			}
		}
		if len(gp) > 0 {
			matched = append(matched, groupOut(g, gp))
		}
		if len(up) > 0 {
			rest := spread(g.Pos, g)
			set(rest, "pages", newArray(pos(g.Pos, get(g, "pages")), up))
			unmatched = append(unmatched, rest)
		}
	}
	return matched, unmatched
}

// processDivisions turns tabs or anchors (kind "tabs" or "anchors") into
// docs.json divisions holding the groups under their URLs. With others,
// divisions of the other kind under a division's URL nest inside it. With
// insertRemaining, the groups no division claims go into a first, primary
// division.
func (u *upgrader) processDivisions(kind string, divisions, navGroups []*jsonpos.Node, insertRemaining bool, v vname, others []*jsonpos.Node) (tabs, anchors, remaining []*jsonpos.Node) {
	remaining = filterGroupsByVersion(navGroups, v)
	var result []*jsonpos.Node
	for _, div := range divisions {
		if dv := get(div, "version"); !falsy(v) && truthy(dv) && text(dv) != *v {
			continue
		}
		url := get(div, "url")
		spec := get(div, "openapi")
		var openapi *jsonpos.Node
		if truthy(spec) {
			if isRemoteURL(url) {
				openapi = spec
			} else {
				openapi = newObject(spec.Pos)
				set(openapi, "source", spec)
				set(openapi, "directory", url)
			}
		}
		base := newObject(div.Pos)
		if kind == "tabs" {
			set(base, "tab", get(div, "name"))
		} else {
			set(base, "anchor", get(div, "name"))
		}
		set(base, "href", url)
		if h := get(div, "isDefaultHidden"); truthy(h) {
			set(base, "hidden", h)
		}
		if openapi != nil {
			set(base, "openapi", openapi)
		}
		if kind == "anchors" {
			if icon := get(div, "icon"); truthy(icon) {
				set(base, "icon", formatIcon(icon, get(div, "iconType")))
			}
			if col := get(div, "color"); truthy(col) {
				c := col
				if col.Kind != jsonpos.String {
					c = get(col, "from")
				}
				cc := newObject(col.Pos)
				set(cc, "light", c)
				set(cc, "dark", c)
				set(base, "color", cc)
			}
		}
		var ignored []*jsonpos.Node
		for _, d := range divisions {
			du := get(d, "url")
			if truthy(du) && strings.HasPrefix(leadingSlash(text(du)), leadingSlash(text(url))) && text(du) != text(url) {
				ignored = append(ignored, d)
			}
		}
		var moreTabs, moreAnchors []*jsonpos.Node
		if len(others) > 0 {
			var matchedDivs []*jsonpos.Node
			for _, d := range others {
				if strings.HasPrefix(leadingSlash(text(get(d, "url"))), leadingSlash(text(url))) {
					matchedDivs = append(matchedDivs, d)
				}
			}
			if len(matchedDivs) > 0 {
				other := "tabs"
				if kind == "tabs" {
					other = "anchors"
				}
				moreTabs, moreAnchors, _ = u.processDivisions(other, matchedDivs, navGroups, false, v, nil)
			}
		}
		matched, unmatched := findPagesForPrefix(remaining, div, v, ignored)
		remaining = unmatched
		noHref := omit(base, "href")
		var r *jsonpos.Node
		switch {
		case len(moreTabs) > 0:
			r = spread(div.Pos, noHref)
			set(r, "tabs", newArray(div.Pos, moreTabs))
		case len(moreAnchors) > 0:
			r = spread(div.Pos, noHref)
			set(r, "anchors", newArray(div.Pos, moreAnchors))
		case len(matched) > 0:
			r = spread(div.Pos, noHref)
			set(r, "groups", newArray(div.Pos, matched))
		case !isAbsoluteURL(text(url)) && !truthy(spec):
			continue
		case truthy(spec) && !isRemoteURL(url):
			r = omit(base, "href")
		default:
			r = base
		}
		result = append(result, r)
	}
	if len(remaining) > 0 && insertRemaining {
		matched, _ := findPagesForPrefix(remaining, nil, v, nil)
		primary := u.primaryConfig(strings.TrimSuffix(kind, "s"))
		set(primary, "groups", newArray(primary.Pos, matched))
		result = append([]*jsonpos.Node{primary}, result...)
	}
	if kind == "tabs" {
		return result, nil, remaining
	}
	return nil, result, remaining
}

// versionPrefixes maps the URL of a versioned tab or anchor to the
// versions it belongs to.
type versionPrefixes struct {
	m     map[string][]string
	order []string
}

// findPagesForVersionOrLanguage keeps the parts of groups that belong to
// version: groups of that version or of none, and pages under a prefix of
// that version or under no versioned prefix at all.
func findPagesForVersionOrLanguage(groups []*jsonpos.Node, version string, pre versionPrefixes) []*jsonpos.Node {
	var matched []*jsonpos.Node
	for _, g := range groups {
		var gp []*jsonpos.Node
		if gv := get(g, "version"); gv == nil || text(gv) == version {
			for _, page := range items(get(g, "pages")) {
				if page.Kind != jsonpos.String {
					gp = append(gp, findPagesForVersionOrLanguage([]*jsonpos.Node{page}, version, pre)...)
					continue
				}
				gated, included := false, false
				for _, href := range pre.order {
					if strings.HasPrefix(page.Text, href) {
						included = true
						if slices.Contains(pre.m[href], version) {
							gated = true
						}
					}
				}
				if gated || !included {
					gp = append(gp, page)
				}
			}
		}
		if len(gp) > 0 {
			matched = append(matched, groupOut(g, gp))
		}
	}
	return matched
}

// processVersionsOrLanguages makes one version (or, when every version has
// a locale, one language) per mint.json version, holding its groups.
func processVersionsOrLanguages(versions, groups []*jsonpos.Node, pre versionPrefixes) ([]*jsonpos.Node, bool) {
	isLocale := !slices.ContainsFunc(versions, func(v *jsonpos.Node) bool {
		return v.Kind != jsonpos.Object || !truthy(get(v, "locale"))
	})
	var result []*jsonpos.Node
	for _, v := range versions {
		if isLocale {
			base := newObject(v.Pos)
			set(base, "language", get(v, "locale"))
			if d := get(v, "default"); truthy(d) {
				set(base, "default", d)
			}
			if url := get(v, "url"); truthy(url) {
				result = append(result, assign(spread(v.Pos, base), obj1("href", url)))
				continue
			}
			matched := findPagesForVersionOrLanguage(groups, text(get(v, "name")), pre)
			result = append(result, assign(spread(v.Pos, base), obj1("groups", newArray(v.Pos, matched))))
			continue
		}
		base := newObject(v.Pos)
		if v.Kind == jsonpos.Object {
			set(base, "version", get(v, "name"))
			set(base, "default", get(v, "default"))
			if url := get(v, "url"); truthy(url) {
				result = append(result, assign(spread(v.Pos, base), obj1("href", url)))
				continue
			}
		} else {
			set(base, "version", v)
		}
		matched := findPagesForVersionOrLanguage(groups, text(get(base, "version")), pre)
		result = append(result, assign(spread(v.Pos, base), obj1("groups", newArray(v.Pos, matched))))
	}
	return result, isLocale
}

// obj1 is {key: v}.
func obj1(key string, v *jsonpos.Node) *jsonpos.Node {
	o := newObject(v.Pos)
	set(o, key, v)
	return o
}
