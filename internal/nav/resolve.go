package nav

import (
	"context"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/foliodocs/folio/internal/asyncapi"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/graphql"
	"github.com/foliodocs/folio/internal/mintignore"
	"github.com/foliodocs/folio/internal/openapi"
)

// Options tune Resolve.
type Options struct {
	// Generated holds the pages generated from OpenAPI specifications, by
	// path, when the navigation was expanded beforehand (openapi.Expand).
	Generated map[string]*openapi.Page
	// Channels holds the pages generated from AsyncAPI specifications, by
	// path (asyncapi.Expand).
	Channels map[string]*asyncapi.Page
	// GraphQL holds the pages generated from GraphQL schemas, by path
	// (graphql.Expand).
	GraphQL map[string]*graphql.Page
	// AsyncSpecs finds the channels that pages name in their asyncapi
	// frontmatter; a page without a title or description takes the
	// channel's.
	AsyncSpecs *asyncapi.Specs
	// Specs finds the operations that pages name in their openapi
	// frontmatter; a page without a title takes the operation's summary.
	Specs *openapi.Specs
	// Ignore leaves files out of the site (.mintignore); nil ignores
	// nothing.
	Ignore *mintignore.Matcher
}

// Resolve builds the navigation of a loaded project. nav is the navigation
// to resolve — the project's own, or one expanded with generated pages —
// and fsys the docs folder, where page files are read for their
// frontmatter.
func Resolve(cfg *config.Config, nav *config.Navigation, fsys fs.FS, opts Options) *Site {
	r := &resolver{
		cfg:       cfg,
		fsys:      fsys,
		ignore:    opts.Ignore,
		generated: opts.Generated,
		channels:  opts.Channels,
		graphql:   opts.GraphQL,
		async:     opts.AsyncSpecs,
		specs:     opts.Specs,
		site: &Site{
			Specs:    opts.Specs,
			Theme:    cfg.Theme,
			Eyebrows: "section",
			byPath:   map[string][]*Page{},
		},
	}
	if cfg.Styling != nil && cfg.Styling.Eyebrows != "" {
		r.site.Eyebrows = cfg.Styling.Eyebrows
	}
	if cfg.Interaction != nil {
		r.drilldown = cfg.Interaction.Drilldown
	}
	r.meta = loadPages(fsys, opts.Ignore, collectPaths(nav), &r.site.Diagnostics)
	root := &Node{Kind: KindRoot, Loc: nav.Loc, Directory: nav.Directory}
	r.site.Root = root
	r.site.Global = r.global(nav.Global)
	r.children(root, &nav.Children, inherited{directory: nav.Directory}, true)
	for i, p := range r.site.Pages {
		p.Index = i
	}
	r.unlisted(root)
	for i, p := range r.site.Pages {
		p.Index = i
	}
	r.site.pickHomes()
	return r.site
}

type resolver struct {
	cfg       *config.Config
	fsys      fs.FS
	ignore    *mintignore.Matcher
	site      *Site
	meta      map[string]*pageFile
	generated map[string]*openapi.Page
	channels  map[string]*asyncapi.Page
	graphql   map[string]*graphql.Page
	async     *asyncapi.Specs
	specs     *openapi.Specs
	drilldown *bool
}

// inherited is what an element passes down to its content.
type inherited struct {
	hidden    bool
	directory string
	openapi   string
}

func (in inherited) with(div *config.Division, hidden bool) inherited {
	out := in
	out.hidden = in.hidden || hidden
	if div != nil {
		if div.Directory != "" {
			out.directory = div.Directory
		}
		if s := firstSpec(div.OpenAPI); s != "" {
			out.openapi = s
		}
	}
	return out
}

// firstSpec returns the specification an openapi value designates; like
// Mintlify, only the first entry of a list counts.
func firstSpec(o *config.OpenAPI) string {
	if o == nil || len(o.Sources) == 0 {
		return ""
	}
	return o.Sources[0].Source
}

// children resolves the content of an element into parent's children.
// top is set when groups at this level are top-level groups.
func (r *resolver) children(parent *Node, c *config.Children, in inherited, top bool) {
	for _, e := range c.Elements() {
		parent.Children = append(parent.Children, r.element(parent, e, in))
	}
	markDefault(parent.Children, KindVersion, c.Versions, func(v *config.Version) bool { return v.Default })
	markDefault(parent.Children, KindLanguage, c.Languages, func(l *config.Language) bool { return l.Default })
	for _, g := range c.Groups {
		if g != nil {
			parent.Children = append(parent.Children, r.group(parent, g, in, top))
		}
	}
	r.pages(parent, c.Pages, in)
}

// markDefault marks the default among parent's children of one kind: the
// first with default: true, else the first.
func markDefault[T any](children []*Node, kind Kind, list []*T, isDefault func(*T) bool) {
	var nodes []*Node
	for _, n := range children {
		if n.Kind == kind {
			nodes = append(nodes, n)
		}
	}
	if len(nodes) == 0 {
		return
	}
	for i, v := range list {
		if v != nil && isDefault(v) && i < len(nodes) {
			nodes[i].Default = true
			return
		}
	}
	nodes[0].Default = true
}

func (r *resolver) element(parent *Node, e config.Element, in inherited) *Node {
	div := e.Div()
	n := &Node{
		Kind:      Kind(e.ElementKind()),
		Label:     e.Label(),
		Href:      div.Href,
		External:  isExternal(div.Href),
		Parent:    parent,
		Loc:       e.Location(),
		Global:    r.global(div.Global),
		Directory: in.directory,
	}
	switch el := e.(type) {
	case *config.Tab:
		n.Icon, n.Align, n.Searchable = icon(el.Icon), el.Align, el.Searchable
		if el.SDK != nil {
			r.notGenerated(n, el.Loc.Key("sdk"), "an SDK")
		}
	case *config.Anchor:
		n.Icon, n.Color = icon(el.Icon), el.Color
	case *config.Dropdown:
		n.Icon, n.Color, n.Description = icon(el.Icon), el.Color, el.Description
	case *config.Product:
		n.Icon, n.Color, n.Description, n.Name = icon(el.Icon), el.Color, el.Description, el.Name
	case *config.Version:
		n.Tag = el.Tag
	case *config.Language:
		n.Language = el
	case *config.MenuItem:
		n.Icon, n.Description = icon(el.Icon), el.Description
	}
	if n.Name == "" {
		n.Name = n.Label
	}
	sub := in.with(div, div.Hidden)
	n.Hidden = sub.hidden
	n.OpenAPI = sub.openapi
	if div.Directory != "" {
		n.Directory = div.Directory
	}
	if n.Href != "" {
		r.checkHref(n)
		return n
	}
	r.children(n, &div.Children, sub, true)
	return n
}

func (r *resolver) group(parent *Node, g *config.Group, in inherited, top bool) *Node {
	if g.SDK != nil {
		r.notGenerated(&Node{Kind: KindGroup, Label: g.Group}, g.Loc.Key("sdk"), "an SDK")
	}
	n := &Node{
		Kind:       KindGroup,
		Label:      g.Group,
		Icon:       icon(g.Icon),
		Tag:        g.Tag,
		Parent:     parent,
		Loc:        g.Loc,
		Public:     g.Public,
		Searchable: g.Searchable,
		Boost:      g.Boost,
		Expanded:   top || (g.Expanded != nil && *g.Expanded),
	}
	sub := in
	sub.hidden = in.hidden || g.Hidden
	if g.Directory != "" {
		sub.directory = g.Directory
	}
	if s := firstSpec(g.OpenAPI); s != "" {
		sub.openapi = s
	}
	n.Hidden, n.Directory, n.OpenAPI = sub.hidden, sub.directory, sub.openapi
	if g.Root != "" {
		n.Root = r.page(n, g.Root, g.Loc.Key("root"), sub)
		n.Root.GroupRoot = true
		// The root comes first in reading order. A group that also lists
		// it among its pages has it twice, as in Mintlify's resolution:
		// the group's title opens it and its entry is one of the group's.
		r.addPage(n.Root)
	}
	r.pages(n, g.Pages, sub)
	n.Click = r.click(n)
	return n
}

func (r *resolver) pages(parent *Node, entries []*config.PageEntry, in inherited) {
	for _, e := range entries {
		if e == nil {
			continue
		}
		if e.Group != nil {
			parent.Children = append(parent.Children, r.group(parent, e.Group, in, false))
			continue
		}
		if e.Path == "" {
			continue
		}
		p := r.page(parent, e.Path, e.Loc, in)
		parent.Children = append(parent.Children, p.Node)
		r.addPage(p)
	}
}

func (r *resolver) addPage(p *Page) {
	r.site.Pages = append(r.site.Pages, p)
	r.site.byPath[p.Path] = append(r.site.byPath[p.Path], p)
}

// page builds the record of one page entry. A page file wins over a page
// generated at the same path, but keeps the generated title, description
// and sidebar title where its frontmatter has none, as Mintlify does.
func (r *resolver) page(parent *Node, path string, loc config.Loc, in inherited) *Page {
	clean := strings.TrimSuffix(path, "/")
	p := &Page{Path: clean, URL: pageURL(clean), Title: slugToTitle(clean)}
	gen := r.generated[clean]
	if gen != nil {
		p.Generated = true
		p.Title, p.SidebarTitle, p.Description = gen.Title, gen.SidebarTitle, gen.Description
		p.Deprecated, p.OpenAPI = gen.Deprecated, gen.OpenAPI
		p.Method = strings.ToUpper(gen.Method)
		p.Hidden = truthy(gen.Metadata["hidden"])
	} else if ch := r.channels[clean]; ch != nil {
		p.Generated = true
		p.Title, p.Description, p.AsyncAPI = ch.Title, ch.Description, ch.AsyncAPI
	} else if gq := r.graphql[clean]; gq != nil {
		p.Generated = true
		p.Title, p.Description, p.Deprecated, p.Tag, p.GraphQL = gq.Title, gq.Description, gq.Deprecated, gq.Tag, gq
	}
	switch f := r.meta[clean]; {
	case f != nil && f.doc != nil:
		p.File, p.Generated = f.file, false
		m := &f.doc.Meta
		p.Meta = m
		if m.OpenAPI != "" && !m.HasTitle && r.specs != nil {
			// The operation a page documents gives it a title when its
			// frontmatter has none. Finding it means reading every
			// specification of the folder, so only then.
			if op, ok := r.specs.Operation(m.OpenAPI); ok && op.HasSummary {
				p.Title = op.Summary
			}
		}
		if m.AsyncAPI != "" && r.async != nil && (!m.HasTitle || m.Description == "") && !namesSpecFile(m.AsyncAPI) {
			// So does the channel a page names, in an AsyncAPI 3
			// document (Mintlify reads no other).
			if doc, ch, prob := r.async.Find(m.AsyncAPI, f.file); prob == nil && strings.HasPrefix(doc.Version, "3.") {
				p.Title, p.Description = ch.Heading(), ch.About()
			}
		}
		if m.HasTitle {
			p.Title = m.Title
		}
		if m.SidebarTitle != "" {
			p.SidebarTitle = m.SidebarTitle
		}
		if m.Description != "" {
			p.Description = m.Description
		}
		p.Tag, p.Hidden, p.Deprecated, p.Link = m.Tag, m.Hidden, m.Deprecated, m.URL
		if m.Icon != nil {
			p.Icon = &Icon{Name: m.Icon.Name, Style: m.Icon.Style, Library: m.Icon.Library}
		}
		p.OpenAPI = m.OpenAPI
		p.Method = methodOf(m.OpenAPI, m.API)
		if m.HideAPIMarker {
			p.Method = ""
		}
	case gen == nil && r.channels[clean] == nil && r.graphql[clean] == nil:
		p.Missing = true
	}
	p.Hidden = p.Hidden || in.hidden
	label := p.SidebarTitle
	if label == "" {
		label = p.Title
	}
	p.Node = &Node{Kind: KindPage, Label: label, Page: p, Parent: parent, Loc: loc, Hidden: p.Hidden, Icon: p.Icon, Tag: p.Tag, OpenAPI: in.openapi}
	return p
}

// namesSpecFile reports whether an asyncapi frontmatter value names its
// document by a file's path ("/asyncapi.yaml chat"). Mintlify rewrites
// such a path relative to the docs folder without its leading slash, and
// then finds no document by it for the page's title and description
// (getAsyncApiChannelMetadata), though the page shows the channel: the
// channel gives them only when named alone or with a document's name.
func namesSpecFile(ref string) bool {
	f := strings.Fields(ref)
	if len(f) != 2 {
		return false
	}
	switch strings.ToLower(path.Ext(f[0])) {
	case ".json", ".yaml", ".yml":
		return !strings.HasPrefix(f[0], "http:") && !strings.HasPrefix(f[0], "https:")
	}
	return false
}

// truthy is JavaScript's truthiness of a metadata value.
func truthy(v any) bool {
	switch v := v.(type) {
	case nil:
		return false
	case bool:
		return v
	case string:
		return v != ""
	case float64:
		return v != 0
	case int:
		return v != 0
	}
	return true
}

// methodOf returns the HTTP method of an "openapi" or "api" frontmatter
// value for the sidebar badge: "GET /x", "spec.yaml POST /x", "webhook x".
func methodOf(values ...string) string {
	for _, v := range values {
		if v == "" {
			continue
		}
		if ref, ok := config.ParseEndpointRef(v); ok {
			if ref.Method == "webhook" {
				return "WEBHOOK"
			}
			return strings.ToUpper(ref.Method)
		}
	}
	return ""
}

// pageURL is where the site serves a page: the home page at "/".
func pageURL(path string) string {
	if path == "index" {
		return "/"
	}
	return "/" + path
}

// slugToTitle is the title of a page without one: the last path segment,
// dashes and underscores as spaces, the first letter in upper case — as
// Mintlify does.
func slugToTitle(slug string) string {
	if i := strings.IndexByte(slug, '?'); i >= 0 {
		slug = slug[:i]
	}
	s := slug[strings.LastIndexByte(slug, '/')+1:]
	s = strings.Map(func(r rune) rune {
		if r == '-' || r == '_' {
			return ' '
		}
		return r
	}, s)
	if s == "" {
		return s
	}
	// Like JavaScript's toUpperCase on the first UTF-16 unit.
	r := []rune(s)
	r[0] = []rune(strings.ToUpper(string(r[0])))[0]
	return string(r)
}

func icon(ic *config.Icon) *Icon {
	if ic == nil {
		return nil
	}
	return &Icon{Name: ic.Name, Style: ic.Style, Library: ic.Library}
}

// isExternal reports whether an href leaves the site.
func isExternal(href string) bool {
	if href == "" || strings.HasPrefix(href, "/") || strings.HasPrefix(href, "#") {
		return false
	}
	i := strings.IndexByte(href, ':')
	return i > 0 && !strings.ContainsAny(href[:i], "/?#")
}

func (r *resolver) global(g *config.Global) *Global {
	if g == nil {
		return nil
	}
	out := &Global{}
	link := func(kind Kind, label string, l config.GlobalLink, loc config.Loc, ic *config.Icon) *Node {
		n := &Node{Kind: kind, Label: label, Href: l.Href, External: isExternal(l.Href), Hidden: l.Hidden, Loc: loc, Icon: icon(ic)}
		r.checkHref(n)
		return n
	}
	for _, e := range g.Languages {
		if e != nil {
			n := link(KindLanguage, e.Language, e.GlobalLink, e.Loc, nil)
			n.Default = e.Default
			out.Languages = append(out.Languages, n)
		}
	}
	for _, e := range g.Versions {
		if e != nil {
			n := link(KindVersion, e.Version, e.GlobalLink, e.Loc, nil)
			n.Default, n.Tag = e.Default, e.Tag
			out.Versions = append(out.Versions, n)
		}
	}
	for _, e := range g.Tabs {
		if e != nil {
			n := link(KindTab, e.Tab, e.GlobalLink, e.Loc, e.Icon)
			n.Align = e.Align
			out.Tabs = append(out.Tabs, n)
		}
	}
	for _, e := range g.Dropdowns {
		if e != nil {
			n := link(KindDropdown, e.Dropdown, e.GlobalLink, e.Loc, e.Icon)
			n.Color, n.Description = e.Color, e.Description
			out.Dropdowns = append(out.Dropdowns, n)
		}
	}
	for _, e := range g.Anchors {
		if e != nil {
			n := link(KindAnchor, e.Anchor, e.GlobalLink, e.Loc, e.Icon)
			n.Color = e.Color
			out.Anchors = append(out.Anchors, n)
		}
	}
	for _, e := range g.Products {
		if e != nil {
			n := link(KindProduct, e.Product, e.GlobalLink, e.Loc, e.Icon)
			n.Color, n.Description, n.Name = e.Color, e.Description, e.Name
			if n.Name == "" {
				n.Name = n.Label
			}
			out.Products = append(out.Products, n)
		}
	}
	return out
}

// checkHref warns about a link to a path of the site that has no page.
// It runs after the pages are known (see Resolve), so it only records the
// link here.
func (r *resolver) checkHref(n *Node) {
	if n.External || n.Href == "" || strings.HasPrefix(n.Href, "#") {
		return
	}
	path := strings.TrimPrefix(n.Href, "/")
	if i := strings.IndexAny(path, "?#"); i >= 0 {
		path = path[:i]
	}
	path = strings.TrimSuffix(path, "/")
	if path == "" {
		return // the home page
	}
	if _, ok := r.meta[path]; ok {
		return
	}
	if fileExists(r.fsys, path) {
		return
	}
	loc := n.Loc.Key("href")
	r.site.Diagnostics.Add(diag.Diagnostic{Severity: diag.Warning, Code: "link-not-found", Pos: loc.Pos(), Pointer: loc.Pointer,
		Message: fmt.Sprintf("%s %q links to %s, which is not a page of the site", n.Kind, n.Label, n.Href),
		Hint:    "link to a page's path, such as /quickstart, or to a full URL"})
}

// notGenerated warns that the reference pages Mintlify generates from
// source (a GraphQL schema, an SDK) for element n are not built: the
// element shows only the pages it lists.
func (r *resolver) notGenerated(n *Node, loc config.Loc, source string) {
	r.site.Diagnostics.Add(diag.Diagnostic{Severity: diag.Warning, Code: "not-generated", Pos: loc.Pos(), Pointer: loc.Pointer,
		Message: fmt.Sprintf("%s %q: the reference pages Mintlify generates from %s are not built; only the pages it lists are", n.Kind, n.Label, source),
		Hint:    "list the reference pages as pages of their own to have them built"})
}

// Build resolves the navigation of a loaded project whose configuration
// decoded: it fetches the OpenAPI specifications docs.json gives by URL
// with f (nil fetches none: their pages are then missing, and reported),
// expands the OpenAPI entries of the navigation into generated pages, then
// resolves the result. Every command, the build and the agent's checks
// resolve a navigation through it, so that they agree.
func Build(ctx context.Context, p *config.Project, f openapi.Fetcher) *Site {
	specs := openapi.NewSpecs(p.FS())
	specs.Ignore = p.Ignore.Ignored
	overlays, odiags := openapi.ExplicitOverlays(p.Config)
	specs.Overlays = overlays
	if f != nil {
		specs.Fetch(ctx, p.Config, f)
	}
	// Mintlify generates the GraphQL pages first, then the OpenAPI and
	// AsyncAPI ones.
	expanded, gpages, gdiags := graphql.Expand(&p.Config.Navigation, graphql.NewSchemas(p.FS()))
	expanded, generated, diags := openapi.Expand(expanded, specs)
	async := asyncapi.NewSpecs(p.FS())
	async.Ignore = p.Ignore.Ignored
	expanded, channels, adiags := asyncapi.Expand(expanded, async)
	site := Resolve(p.Config, expanded, p.FS(), Options{Generated: generated, Channels: channels, GraphQL: gpages, AsyncSpecs: async, Specs: specs, Ignore: p.Ignore})
	site.Diagnostics.Append(gdiags)
	site.Diagnostics.Append(odiags)
	site.Diagnostics.Append(diags)
	site.Diagnostics.Append(adiags)
	site.Diagnostics.Append(specs.Problems())
	return site
}
