// Package nav resolves a docs site's configured navigation into one tree —
// products, languages, versions, tabs, menu items, dropdowns, anchors,
// groups and pages — with the defaults, inheritance and page metadata
// applied, exactly as Mintlify resolves it. The site, search, the agent and
// `folio nav` all read this tree.
package nav

import (
	"sync"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/frontmatter"
	"github.com/foliodocs/folio/internal/graphql"
	"github.com/foliodocs/folio/internal/openapi"
)

// Kind is the kind of a node of the tree.
type Kind string

// The node kinds. Their names are the labels of `folio nav` trails.
const (
	KindRoot     Kind = "navigation"
	KindProduct  Kind = "product"
	KindLanguage Kind = "language"
	KindVersion  Kind = "version"
	KindTab      Kind = "tab"
	KindItem     Kind = "item" // a menu item of a tab or product
	KindDropdown Kind = "dropdown"
	KindAnchor   Kind = "anchor"
	KindGroup    Kind = "group"
	KindPage     Kind = "page"
)

// Site is the resolved navigation of a docs site.
type Site struct {
	// Root is the top of the tree.
	Root *Node
	// Pages lists every page in reading order: depth-first in navigation
	// order, hidden ones included, a group's root before the group's
	// pages. A page listed twice appears twice. The pages of the docs
	// folder that the navigation does not list come last (Page.Unlisted).
	Pages []*Page
	// Global holds the links shown on every page.
	Global *Global
	// Theme is the site's theme, which decides some defaults.
	Theme string
	// Eyebrows is styling.eyebrows: "section" or "breadcrumbs".
	Eyebrows string
	// Diagnostics holds what resolving found.
	Diagnostics diag.List
	// Specs are the OpenAPI specifications the navigation read (nil
	// when none was given): the pages of their operations read them
	// again.
	Specs *openapi.Specs

	byPath map[string][]*Page
	// home is, per path, where a page listed several times is read.
	home map[string]*Page

	// sections caches, per version or language, what switching to it
	// needs (see counterpart); built on first use.
	sectionsMu sync.Mutex
	sections   map[*Node]*sectionIndex
}

// Node is one element of the navigation tree.
type Node struct {
	Kind Kind
	// Label is the element's title: the tab, anchor, group … name, the
	// language code, the version name, or a page's sidebar title.
	Label string
	// Name is a product's display name; it falls back to Label.
	Name        string
	Icon        *Icon
	Description string
	Color       *config.LightDark
	// Tag is a group's badge ("NEW") or a version's ("Latest").
	Tag string
	// Href makes the element a link; External tells whether it leaves the
	// site.
	Href     string
	External bool
	// Hidden is set when the element, or one of its ancestors, is hidden.
	Hidden bool
	// Default marks the version or language opened by default among its
	// siblings: the one with "default": true, else the first.
	Default bool
	// Expanded tells whether a group starts open: top-level groups always
	// do, nested ones when "expanded" is true.
	Expanded bool
	// Root is the page a group's title opens, if it has one.
	Root *Page
	// Click is what clicking a group does (see Drilldown).
	Click Click
	// Directory is how a group root lists its pages: none, accordion or
	// card; inherited from the nearest ancestor that sets it.
	Directory string
	// Public, Searchable and Boost come from the element when set.
	Public     *bool
	Searchable *bool
	Boost      *float64
	// Align is a tab's "start" or "end".
	Align string
	// OpenAPI is the specification in effect for the element (its own or
	// inherited); empty when none.
	OpenAPI string
	// Language holds a language's own banner, footer and navbar.
	Language *config.Language
	// Global is the element's own global links.
	Global *Global
	// Page is set for a page node.
	Page *Page
	// Children are the element's content, of one kind.
	Children []*Node
	Parent   *Node
	// Loc is where the element is configured.
	Loc config.Loc
}

// Icon is an icon of the navigation.
type Icon struct {
	Name    string
	Style   string
	Library string
}

// Page is one page of the navigation.
type Page struct {
	// Path is the normalised page path, without leading slash: "guides/x".
	Path string
	// URL is where the site serves the page: "/guides/x" ("/" for index).
	URL string
	// File is the page's file in the docs folder; empty for a generated
	// page or a missing one.
	File string
	// Missing is set when the page has no file.
	Missing bool
	// Generated is set for a page generated from an OpenAPI specification.
	Generated bool
	// GroupRoot is set for the root page of a group; its Node's parent is
	// the group, whose Root it is.
	GroupRoot    bool
	Title        string
	SidebarTitle string
	// Description is the frontmatter's (or a generated page's). A page that
	// names an OpenAPI operation and has none shows the operation's; the
	// renderer, which reads the operation anyway, looks it up
	// (openapi.Specs.Operation).
	Description string
	Icon        *Icon
	Tag         string
	// Hidden is set by the page's frontmatter or a hidden ancestor.
	Hidden     bool
	Deprecated bool
	// Method is the HTTP method shown as a badge in the sidebar ("GET"),
	// from an openapi or api frontmatter value; empty otherwise.
	Method string
	// OpenAPI is the page's OpenAPI operation reference.
	OpenAPI string
	// AsyncAPI is the channel reference ("/asyncapi.yaml chat") of a page
	// generated for an AsyncAPI channel; a page file's is in its Meta.
	AsyncAPI string
	// GraphQL is what a page generated from a GraphQL schema documents.
	GraphQL *graphql.Page
	// Unlisted is set for a page file the navigation does not list,
	// which Mintlify serves, hidden, at its path. Its Node is in no
	// element's Children; its Parent is the element around the listed
	// page nearest to it (see unlisted).
	Unlisted bool
	// Link is a frontmatter "url": the navigation entry opens it.
	Link string
	// Meta is the page's frontmatter; nil for generated or missing pages.
	Meta *frontmatter.Meta
	// Node is the page's node in the tree.
	Node *Node
	// Index is the page's position in Site.Pages.
	Index int
}

// Trail returns the navigation elements above the page, outermost first,
// without the root.
func (p *Page) Trail() []*Node {
	var out []*Node
	for n := p.Node.Parent; n != nil && n.Kind != KindRoot; n = n.Parent {
		out = append(out, n)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// Global holds the links shown on every page (navigation.global and the
// global of any element).
type Global struct {
	Languages []*Node
	Versions  []*Node
	Tabs      []*Node
	Dropdowns []*Node
	Anchors   []*Node
	Products  []*Node
}

// Listed returns the places where the navigation lists the page with the
// given path: Lookup without an unlisted page.
func (s *Site) Listed(path string) []*Page {
	ps := s.Lookup(path)
	if len(ps) == 1 && ps[0].Unlisted {
		return nil
	}
	return ps
}

// Lookup returns the pages with the given path ("/x" and "x" are the same);
// a page listed twice has two entries, a page file the navigation does
// not list one (Page.Unlisted).
func (s *Site) Lookup(path string) []*Page {
	return s.byPath[config.NormalizePath(path)]
}
