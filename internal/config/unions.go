package config

import (
	"reflect"
	"strconv"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// The values of docs.json that take more than one shape. Each type decodes
// itself and describes itself in the JSON Schema (schema.go).

// decodeInto decodes an object into the struct that p points to.
func (d *decoder) decodeInto(n *jsonpos.Node, ptr string, p any) {
	d.decodeStruct(n, ptr, reflect.ValueOf(p).Elem())
}

// stringOrObject decodes the common union of docs.json: a string, checked
// against rules written like a cfg tag, or an object decoded into a new T.
// want names the accepted shapes for a type error.
func stringOrObject[T any](d *decoder, n *jsonpos.Node, ptr, tag, want string) (string, *T) {
	switch n.Kind {
	case jsonpos.String:
		return d.str(n, ptr, tag), nil
	case jsonpos.Object:
		o := new(T)
		d.decodeInto(n, ptr, o)
		return "", o
	}
	d.typeError(n, ptr, want)
	return "", nil
}

// str checks a string value against rules written like a cfg tag.
func (d *decoder) str(n *jsonpos.Node, ptr, tag string) string {
	r, ok := d.tags[tag]
	if !ok {
		var err error
		if r, err = parseRules(tag); err != nil {
			panic(err) // our own tag: a programming error
		}
		d.tags[tag] = r
	}
	return d.checkString(n, ptr, n.Text, r)
}

// Icon is an icon: a name from the site's icon library, the URL or path of
// an image, or {name, style, library}.
type Icon struct {
	Name    string
	Style   string
	Library string

	Loc Loc
}

type iconObject struct {
	Name    string `json:"name" cfg:"required,format=icon" doc:"The icon's name in its library, or an image URL or path."`
	Style   string `json:"style" cfg:"enum=@styles" doc:"The Font Awesome style, such as solid or duotone."`
	Library string `json:"library" cfg:"enum=@libraries" doc:"The library, when it differs from icons.library."`
}

func (i *Icon) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	i.Loc = Loc{n, ptr}
	name, o := stringOrObject[iconObject](d, n, ptr, "format=icon", "an icon name or an object {name, style, library}")
	i.Name = name
	if o != nil {
		i.Name, i.Style, i.Library = o.Name, o.Style, o.Library
	}
}

// Logo is the site logo.
type Logo struct {
	// Light is the logo on light backgrounds, Dark on dark ones; a single
	// logo sets both.
	Light, Dark string
	Href        string
	Single      bool

	Loc Loc
}

type logoObject struct {
	Light string `json:"light" cfg:"required" doc:"The logo shown in light mode."`
	Dark  string `json:"dark" cfg:"required" doc:"The logo shown in dark mode."`
	Href  string `json:"href" cfg:"format=href" doc:"Where a click on the logo goes; the home page by default."`
}

func (l *Logo) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	l.Loc = Loc{n, ptr}
	switch n.Kind {
	case jsonpos.String:
		if utf16Len(n.Text) < 3 {
			d.errorf(n, ptr, "too-short", "give the path of the image, including its extension, such as /logo.svg", "%s must be the path of an image file", label(ptr))
			return
		}
		l.Light, l.Dark, l.Single = n.Text, n.Text, true
	case jsonpos.Object:
		var o logoObject
		d.decodeInto(n, ptr, &o)
		l.Light, l.Dark, l.Href = o.Light, o.Dark, o.Href
	default:
		d.typeError(n, ptr, "an image path or an object {light, dark, href}")
	}
}

// Favicon is the site favicon.
type Favicon struct {
	Light, Dark string
	Single      bool

	Loc Loc
}

type pairObject struct {
	Light string `json:"light" cfg:"required" doc:"The file used in light mode."`
	Dark  string `json:"dark" cfg:"required" doc:"The file used in dark mode."`
}

func (f *Favicon) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	f.Loc = Loc{n, ptr}
	f.Light, f.Dark, f.Single = decodePair(d, n, ptr, "a file path or an object {light, dark}")
}

// Image is a background image.
type Image struct {
	Light, Dark string
	Single      bool

	Loc Loc
}

func (im *Image) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	im.Loc = Loc{n, ptr}
	im.Light, im.Dark, im.Single = decodePair(d, n, ptr, "an image path or an object {light, dark}")
}

func decodePair(d *decoder, n *jsonpos.Node, ptr, want string) (light, dark string, single bool) {
	s, o := stringOrObject[pairObject](d, n, ptr, "", want)
	if o != nil {
		return o.Light, o.Dark, false
	}
	return s, s, n.Kind == jsonpos.String
}

// OpenAPI lists OpenAPI specifications. docs.json accepts a string, a list
// of strings and objects, or one object; all become Sources.
type OpenAPI struct {
	Sources []*SpecSource

	Loc Loc
}

// SpecSource is one OpenAPI or AsyncAPI specification.
type SpecSource struct {
	Source    string   `json:"source" cfg:"required,format=spec" doc:"A path in the docs folder or an http(s) URL."`
	Directory string   `json:"directory" cfg:"trim" doc:"The folder of the generated pages (api-reference by default)."`
	Overlays  []string `json:"overlays" elem:"format=spec" doc:"OpenAPI Overlay documents applied in order; [] turns off overlays found automatically."`

	Loc Loc `json:"-"`
}

func (*SpecSource) strictKeys() {}

// asyncSource is SpecSource without overlays, for AsyncAPI.
type asyncSource struct {
	Source    string `json:"source" cfg:"required,format=spec" doc:"A path in the docs folder or an http(s) URL."`
	Directory string `json:"directory" cfg:"trim" doc:"The folder of the generated pages."`

	Loc Loc `json:"-"`
}

func (*asyncSource) strictKeys() {}

func (o *OpenAPI) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	o.Loc = Loc{n, ptr}
	switch n.Kind {
	case jsonpos.String:
		o.Sources = []*SpecSource{{Source: d.str(n, ptr, "format=spec"), Loc: Loc{n, ptr}}}
	case jsonpos.Object:
		s := &SpecSource{}
		d.decodeInto(n, ptr, s)
		o.Sources = []*SpecSource{s}
	case jsonpos.Array:
		for i, it := range n.Items {
			iptr := ptr + "/" + strconv.Itoa(i)
			switch it.Kind {
			case jsonpos.String:
				o.Sources = append(o.Sources, &SpecSource{Source: d.str(it, iptr, "format=spec"), Loc: Loc{it, iptr}})
			case jsonpos.Object:
				s := &SpecSource{}
				d.decodeInto(it, iptr, s)
				o.Sources = append(o.Sources, s)
			default:
				d.typeError(it, iptr, "a path, a URL or an object {source, directory}")
			}
		}
	default:
		d.typeError(n, ptr, "a path or URL, a list of them, or an object {source, directory}")
	}
}

// AsyncAPI lists AsyncAPI specifications: a string, a list of strings, or
// {source, directory}.
type AsyncAPI struct {
	Sources []*SpecSource

	Loc Loc
}

func (a *AsyncAPI) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	a.Loc = Loc{n, ptr}
	switch n.Kind {
	case jsonpos.String:
		a.Sources = []*SpecSource{{Source: d.str(n, ptr, "format=spec"), Loc: Loc{n, ptr}}}
	case jsonpos.Object:
		var s asyncSource
		d.decodeInto(n, ptr, &s)
		a.Sources = []*SpecSource{{Source: s.Source, Directory: s.Directory, Loc: s.Loc}}
	case jsonpos.Array:
		for i, it := range n.Items {
			iptr := ptr + "/" + strconv.Itoa(i)
			if it.Kind != jsonpos.String {
				d.typeError(it, iptr, "a path or a URL")
				continue
			}
			a.Sources = append(a.Sources, &SpecSource{Source: d.str(it, iptr, "format=spec"), Loc: Loc{it, iptr}})
		}
	default:
		d.typeError(n, ptr, "a path or URL, a list of them, or an object {source, directory}")
	}
}

// GraphQL is a tab's GraphQL schema: a path or https URL, or {source,
// directory}.
type GraphQL struct {
	Source    string
	Directory string

	Loc Loc
}

type graphqlObject struct {
	Source    string `json:"source" cfg:"required,format=httpsspec" doc:"A path in the docs folder or an https URL of the schema."`
	Directory string `json:"directory" cfg:"trim,nonempty,format=page" doc:"The folder of the generated pages."`
}

func (*graphqlObject) strictKeys() {}

func (g *GraphQL) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	g.Loc = Loc{n, ptr}
	src, o := stringOrObject[graphqlObject](d, n, ptr, "format=httpsspec", "a path, an https URL, or an object {source, directory}")
	g.Source = src
	if o != nil {
		g.Source, g.Directory = o.Source, o.Directory
	}
}

// SDK configures generated SDK reference documentation.
type SDK struct {
	Format    string `json:"format" cfg:"required,enum=@sdk" doc:"The documentation format: typedoc, docfx, javadoc, sphinx or phpdoc."`
	Source    string `json:"source" cfg:"required,format=httpsspec" doc:"A path or an https URL of the generated documentation."`
	Directory string `json:"directory" cfg:"trim,nonempty,format=page" doc:"The folder of the generated pages."`

	Loc Loc `json:"-"`
}

func (*SDK) strictKeys() {}

// Fonts sets the fonts: one font for everything, or {heading, body}.
type Fonts struct {
	// All is set for the single-font form; Heading and Body for the pair.
	All           *FontDetails
	Heading, Body *FontDetails

	Loc Loc
}

func (f *Fonts) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	f.Loc = Loc{n, ptr}
	if n.Kind != jsonpos.Object {
		d.typeError(n, ptr, "an object")
		return
	}
	if n.Get("family") != nil {
		// Mintlify takes an object with family as one font and drops the
		// rest; warn about heading and body, which look meant.
		for _, k := range []string{"heading", "body"} {
			if m, ok := n.Member(k); ok {
				d.report(diag.Warning, nil, m.KeyPos, ptr+"/"+k, "ignored-key", "use either {family, ...} or {heading, body}",
					"%q is ignored: \"family\" makes fonts a single font for the whole site", k)
			}
		}
		fd := &FontDetails{}
		d.decodeInto(pruned(n, "heading", "body"), ptr, fd)
		f.All = fd
		return
	}
	var p FontPair
	d.decodeInto(n, ptr, &p)
	f.Heading, f.Body = p.Heading, p.Body
}

// pruned returns a copy of object n without the given keys.
func pruned(n *jsonpos.Node, keys ...string) *jsonpos.Node {
	c := *n
	c.Members = nil
	for _, m := range n.Members {
		drop := false
		for _, k := range keys {
			drop = drop || m.Key == k
		}
		if !drop {
			c.Members = append(c.Members, m)
		}
	}
	return &c
}

// Codeblocks is styling.codeblocks: "system", "dark", or {theme, languages}.
type Codeblocks struct {
	// Mode is "system" or "dark" for the string form.
	Mode string
	// Theme names a code theme for both modes; LightTheme and DarkTheme one
	// per mode.
	Theme, LightTheme, DarkTheme string
	// Languages are paths of TextMate grammars for extra languages.
	Languages []string

	Loc Loc
}

type codeblocksObject struct {
	Theme     *codeTheme     `json:"theme" doc:"A code theme, or {light, dark}."`
	Languages *codeLanguages `json:"languages" doc:"Extra languages."`
}

type codeLanguages struct {
	Custom []string `json:"custom" elem:"format=path" doc:"Paths of TextMate grammar JSON files."`
}

type codeTheme struct {
	Name, Light, Dark string
}

type codeThemePair struct {
	Light string `json:"light" cfg:"required,enum=@shiki" doc:"The code theme in light mode."`
	Dark  string `json:"dark" cfg:"required,enum=@shiki" doc:"The code theme in dark mode."`
}

func (t *codeTheme) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	name, p := stringOrObject[codeThemePair](d, n, ptr, "enum=@shiki", "a theme name or an object {light, dark}")
	t.Name = name
	if p != nil {
		t.Light, t.Dark = p.Light, p.Dark
	}
}

func (c *Codeblocks) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	c.Loc = Loc{n, ptr}
	switch n.Kind {
	case jsonpos.String:
		c.Mode = d.str(n, ptr, "enum=system|dark")
	case jsonpos.Object:
		var o codeblocksObject
		d.decodeInto(n, ptr, &o)
		if o.Theme != nil {
			c.Theme, c.LightTheme, c.DarkTheme = o.Theme.Name, o.Theme.Light, o.Theme.Dark
		}
		if o.Languages != nil {
			c.Languages = o.Languages.Custom
		}
	default:
		d.typeError(n, ptr, `"system", "dark", or an object {theme, languages}`)
	}
}

// ContextualOption is an entry of the page menu: a built-in action by name,
// or a custom link.
type ContextualOption struct {
	// Preset names a built-in option; empty for a custom one.
	Preset      string
	Title       string
	Description string
	Icon        *Icon
	// Href is the custom link; Query its parameters, from the object form.
	Href  string
	Query []ContextualQuery

	Loc Loc
}

// ContextualQuery is one query parameter of a custom option's link.
type ContextualQuery struct {
	Key   string `json:"key" cfg:"required" doc:"The parameter name."`
	Value string `json:"value" cfg:"required" doc:"The value; $page, $path and $mcp are replaced."`
}

type contextualCustom struct {
	Title       string          `json:"title" cfg:"required" doc:"The option's title."`
	Description string          `json:"description" cfg:"required" doc:"A line of text under the title."`
	Icon        *Icon           `json:"icon" doc:"An icon."`
	Href        *contextualHref `json:"href" cfg:"required" doc:"The link: a URL, or {base, query}. $page, $path and $mcp are replaced."`
}

type contextualHref struct {
	URL   string
	Query []ContextualQuery
}

type contextualHrefObject struct {
	Base  string            `json:"base" cfg:"required" doc:"The URL without its query."`
	Query []ContextualQuery `json:"query" doc:"Query parameters."`
}

func (h *contextualHref) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	url, o := stringOrObject[contextualHrefObject](d, n, ptr, "", "a URL or an object {base, query}")
	h.URL = url
	if o != nil {
		h.URL, h.Query = o.Base, o.Query
	}
}

func (c *ContextualOption) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	c.Loc = Loc{n, ptr}
	switch n.Kind {
	case jsonpos.String:
		c.Preset = d.str(n, ptr, "enum=@contextual")
	case jsonpos.Object:
		var o contextualCustom
		d.decodeInto(n, ptr, &o)
		c.Title, c.Description, c.Icon = o.Title, o.Description, o.Icon
		if o.Href != nil {
			c.Href, c.Query = o.Href.URL, o.Href.Query
		}
	default:
		d.typeError(n, ptr, "the name of a built-in option or an object {title, description, href}")
	}
}

func (v *Variations) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	v.Loc = Loc{n, ptr}
	if d.theme != "willow" {
		d.warnf(n, ptr, "ignored-key", "remove it, or use the willow theme", "\"variations\" is ignored: only the willow theme reads it")
		return
	}
	var o variationsObject
	d.decodeInto(n, ptr, &o)
	v.Options = o.Options
}

// Instructions is markdown.instructions: a string or a list of strings.
type Instructions []string

func (in *Instructions) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	*in = decodeStrings(d, n, ptr, "")
}

// StringList is a string or a list of strings.
type StringList []string

func (s *StringList) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	*s = decodeStrings(d, n, ptr, "format=url")
}

func decodeStrings(d *decoder, n *jsonpos.Node, ptr, tag string) []string {
	switch n.Kind {
	case jsonpos.String:
		return []string{d.str(n, ptr, tag)}
	case jsonpos.Array:
		out := make([]string, 0, len(n.Items))
		for i, it := range n.Items {
			iptr := ptr + "/" + strconv.Itoa(i)
			if it.Kind != jsonpos.String {
				d.typeError(it, iptr, "a string")
				continue
			}
			out = append(out, d.str(it, iptr, tag))
		}
		return out
	}
	d.typeError(n, ptr, "a string or a list of strings")
	return nil
}

func (p *PageEntry) decodeNode(d *decoder, n *jsonpos.Node, ptr string) {
	p.Loc = Loc{n, ptr}
	p.Path, p.Group = stringOrObject[Group](d, n, ptr, "format=page", "a page path or a group object")
}
