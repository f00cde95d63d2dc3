package config

// Navigation is docs.json's navigation: exactly one kind of content at the
// root (when several are given, the first valid one in Mintlify's order of
// precedence is used and Folio warns about the rest), plus links shown on
// every page.
type Navigation struct {
	Children
	Global    *Global `json:"global" doc:"Links shown on every page: anchors, tabs, dropdowns, products, versions and languages that point elsewhere."`
	Directory string  `json:"directory" cfg:"enum=none|accordion|card" doc:"How group root pages list their children: none (default), accordion or card. Inherited."`

	Loc Loc `json:"-"`
}

func (*Navigation) refusedKeys() []string { return generatedKeys }

// generatedKeys are the keys of generated content, which Mintlify's
// validator refuses outside a tab (and "sdk" outside a group).
var generatedKeys = []string{"graphql", "sdk"}

func (*Navigation) childKeys() []string {
	return []string{"products", "languages", "versions", "tabs", "dropdowns", "anchors", "groups", "pages"}
}

// Children holds the content of a navigation element. Each element uses
// one field; which fields an element may use depends on its kind.
type Children struct {
	Products  []*Product   `json:"products" doc:"Products, shown in a product switcher."`
	Languages []*Language  `json:"languages" doc:"Translations, shown in a language selector."`
	Versions  []*Version   `json:"versions" doc:"Versions, shown in a version selector."`
	Tabs      []*Tab       `json:"tabs" doc:"Tabs across the top of the page."`
	Dropdowns []*Dropdown  `json:"dropdowns" doc:"Sections chosen from a dropdown at the top of the sidebar."`
	Anchors   []*Anchor    `json:"anchors" doc:"Sections listed at the top of the sidebar."`
	Menu      []*MenuItem  `json:"menu" doc:"Items of a tab's or product's dropdown menu."`
	Groups    []*Group     `json:"groups" doc:"Groups of pages in the sidebar."`
	Pages     []*PageEntry `json:"pages" doc:"Pages and nested groups."`
}

// Kind names the field in use: "tabs", "groups", ... or "" when empty.
func (c *Children) Kind() string {
	switch {
	case c.Products != nil:
		return "products"
	case c.Languages != nil:
		return "languages"
	case c.Versions != nil:
		return "versions"
	case c.Tabs != nil:
		return "tabs"
	case c.Dropdowns != nil:
		return "dropdowns"
	case c.Anchors != nil:
		return "anchors"
	case c.Menu != nil:
		return "menu"
	case c.Groups != nil:
		return "groups"
	case c.Pages != nil:
		return "pages"
	}
	return ""
}

// Len returns the number of entries of the field in use.
func (c *Children) Len() int {
	return len(c.Products) + len(c.Languages) + len(c.Versions) + len(c.Tabs) + len(c.Dropdowns) +
		len(c.Anchors) + len(c.Menu) + len(c.Groups) + len(c.Pages)
}

// Division is the part every navigation element shares.
type Division struct {
	Children
	Href      string    `json:"href" cfg:"format=href" doc:"Makes the element a link to a path of the site or an external URL, instead of a section."`
	Hidden    bool      `json:"hidden" doc:"Hide the element from the navigation."`
	OpenAPI   *OpenAPI  `json:"openapi" doc:"OpenAPI specification(s) for the element; without pages, a page is generated for every operation. Inherited."`
	AsyncAPI  *AsyncAPI `json:"asyncapi" doc:"AsyncAPI specification(s): a page is generated for every channel, in groups by tag."`
	Global    *Global   `json:"global" doc:"Links shown on every page of this element."`
	Directory string    `json:"directory" cfg:"enum=none|accordion|card" doc:"How group root pages list their children: none, accordion or card. Inherited."`
}

// Div returns the shared part.
func (d *Division) Div() *Division { return d }

// refusedKeys is promoted to every navigation element; a tab, which has
// both keys as fields, is not affected.
func (*Division) refusedKeys() []string { return generatedKeys }

// Element is implemented by every navigation element kind.
type Element interface {
	// Div returns the shared fields and children.
	Div() *Division
	// Label returns the element's title (tab, anchor, version, ...).
	Label() string
	// ElementKind returns "tab", "anchor", "dropdown", "product",
	// "version", "language" or "item".
	ElementKind() string
	// Location returns where the element is in the configuration.
	Location() Loc
}

// Tab is a tab.
type Tab struct {
	Tab        string   `json:"tab" cfg:"required,nonempty" doc:"The tab's title."`
	Icon       *Icon    `json:"icon" doc:"An icon next to the title."`
	Searchable *bool    `json:"searchable" doc:"false keeps the tab's pages out of search."`
	Align      string   `json:"align" cfg:"enum=start|end" doc:"Put the tab at the start (default) or the end of the tab bar."`
	GraphQL    *GraphQL `json:"graphql" doc:"A GraphQL schema; a page is generated for every query, mutation and type."`
	SDK        *SDK     `json:"sdk" doc:"Generated SDK reference documentation."`
	Division

	Loc Loc `json:"-"`
}

func (*Tab) childKeys() []string {
	return []string{"href", "languages", "versions", "dropdowns", "anchors", "products", "groups", "pages", "menu"}
}

// Label implements Element.
func (t *Tab) Label() string { return t.Tab }

// ElementKind implements Element.
func (*Tab) ElementKind() string { return "tab" }

// Location implements Element.
func (t *Tab) Location() Loc { return t.Loc }

// Anchor is an anchor: a section listed at the top of the sidebar.
type Anchor struct {
	Anchor string     `json:"anchor" cfg:"required,nonempty" doc:"The anchor's title."`
	Icon   *Icon      `json:"icon" doc:"An icon next to the title."`
	Color  *LightDark `json:"color" doc:"The icon's colour in light and dark mode."`
	Division

	Loc Loc `json:"-"`
}

func (*Anchor) childKeys() []string {
	return []string{"href", "languages", "versions", "dropdowns", "tabs", "products", "groups", "pages"}
}

// Label implements Element.
func (a *Anchor) Label() string { return a.Anchor }

// ElementKind implements Element.
func (*Anchor) ElementKind() string { return "anchor" }

// Location implements Element.
func (a *Anchor) Location() Loc { return a.Loc }

// Dropdown is a section chosen from a dropdown.
type Dropdown struct {
	Dropdown    string     `json:"dropdown" cfg:"required,nonempty" doc:"The dropdown entry's title."`
	Icon        *Icon      `json:"icon" doc:"An icon next to the title."`
	Color       *LightDark `json:"color" doc:"The icon's colour in light and dark mode."`
	Description string     `json:"description" doc:"A line of text under the title."`
	Division

	Loc Loc `json:"-"`
}

func (*Dropdown) childKeys() []string {
	return []string{"href", "languages", "versions", "tabs", "anchors", "products", "groups", "pages"}
}

// Label implements Element.
func (d *Dropdown) Label() string { return d.Dropdown }

// ElementKind implements Element.
func (*Dropdown) ElementKind() string { return "dropdown" }

// Location implements Element.
func (d *Dropdown) Location() Loc { return d.Loc }

// Product is one product of a multi-product site.
type Product struct {
	Product     string     `json:"product" cfg:"required,nonempty" doc:"The product's identifier and default title."`
	Name        string     `json:"name" doc:"The title shown in the product switcher, when it differs from product."`
	Icon        *Icon      `json:"icon" doc:"An icon next to the title."`
	Color       *LightDark `json:"color" doc:"The icon's colour in light and dark mode."`
	Description string     `json:"description" doc:"A line of text under the title."`
	Division

	Loc Loc `json:"-"`
}

func (*Product) childKeys() []string {
	return []string{"href", "languages", "versions", "tabs", "anchors", "dropdowns", "groups", "pages", "menu"}
}

// Label implements Element.
func (p *Product) Label() string { return p.Product }

// ElementKind implements Element.
func (*Product) ElementKind() string { return "product" }

// Location implements Element.
func (p *Product) Location() Loc { return p.Loc }

// Version is one version of the docs.
type Version struct {
	Version string `json:"version" cfg:"required,nonempty" doc:"The version's name."`
	Default bool   `json:"default" doc:"Open this version by default (otherwise the first one is)."`
	Tag     string `json:"tag" doc:"A badge next to the name, such as Latest or Beta."`
	Division

	Loc Loc `json:"-"`
}

func (*Version) childKeys() []string {
	return []string{"href", "languages", "tabs", "dropdowns", "anchors", "products", "groups", "pages"}
}

// Label implements Element.
func (v *Version) Label() string { return v.Version }

// ElementKind implements Element.
func (*Version) ElementKind() string { return "version" }

// Location implements Element.
func (v *Version) Location() Loc { return v.Loc }

// Language is one translation of the docs, with its own banner, footer and
// navbar if it sets them.
type Language struct {
	Language string  `json:"language" cfg:"required,enum=@locales,code=unknown-language" doc:"The language code, such as en, fr or zh-Hans."`
	Default  bool    `json:"default" doc:"Open this language by default (otherwise the first one is)."`
	Banner   *Banner `json:"banner" doc:"The banner for this language."`
	Footer   *Footer `json:"footer" doc:"The footer for this language."`
	Navbar   *Navbar `json:"navbar" doc:"The navbar for this language."`
	Division

	Loc Loc `json:"-"`
}

func (*Language) childKeys() []string {
	return []string{"href", "versions", "tabs", "dropdowns", "anchors", "products", "groups", "pages"}
}

// Label implements Element.
func (l *Language) Label() string { return l.Language }

// ElementKind implements Element.
func (*Language) ElementKind() string { return "language" }

// Location implements Element.
func (l *Language) Location() Loc { return l.Loc }

// MenuItem is an item of a tab's or product's menu.
type MenuItem struct {
	Item        string `json:"item" cfg:"required,nonempty" doc:"The item's title."`
	Icon        *Icon  `json:"icon" doc:"An icon next to the title."`
	Description string `json:"description" doc:"A line of text under the title."`
	Division

	Loc Loc `json:"-"`
}

func (*MenuItem) childKeys() []string {
	return []string{"href", "languages", "versions", "dropdowns", "anchors", "products", "tabs", "groups", "pages"}
}

// Label implements Element.
func (m *MenuItem) Label() string { return m.Item }

// ElementKind implements Element.
func (*MenuItem) ElementKind() string { return "item" }

// Location implements Element.
func (m *MenuItem) Location() Loc { return m.Loc }

// Group is a titled group of pages in the sidebar; groups nest through
// their pages.
type Group struct {
	Group      string       `json:"group" cfg:"required" doc:"The group's title."`
	Icon       *Icon        `json:"icon" doc:"An icon next to the title."`
	Tag        string       `json:"tag" doc:"A badge next to the title, such as NEW."`
	Expanded   *bool        `json:"expanded" doc:"Open a nested group by default (top-level groups are always open)."`
	Root       string       `json:"root" cfg:"format=page" doc:"A page opened when the group's title is clicked."`
	Hidden     bool         `json:"hidden" doc:"Hide the group from the navigation."`
	Searchable *bool        `json:"searchable" doc:"false keeps the group's pages out of search."`
	Public     *bool        `json:"public" doc:"Make the group's pages public on a site that requires signing in."`
	Boost      *float64     `json:"boost" doc:"Multiply the search ranking of the group's pages."`
	Directory  string       `json:"directory" cfg:"enum=none|accordion|card" doc:"How the root page lists the group's pages: none, accordion or card. Inherited."`
	OpenAPI    *OpenAPI     `json:"openapi" cfg:"lenient" doc:"OpenAPI specification(s) for the group's METHOD /path entries, or to generate a page per operation."`
	AsyncAPI   *AsyncAPI    `json:"asyncapi" cfg:"lenient" doc:"AsyncAPI specification(s); ignored when openapi is set."`
	SDK        *SDK         `json:"sdk" doc:"Generated SDK reference documentation."`
	Pages      []*PageEntry `json:"pages" doc:"The group's pages and nested groups."`

	Loc Loc `json:"-"`
}

func (*Group) refusedKeys() []string { return []string{"graphql"} }

// PageEntry is an entry of a pages list: a page path (or an OpenAPI
// reference such as "GET /users"), or a nested group.
type PageEntry struct {
	// Path is the normalised page path; empty for a group.
	Path  string
	Group *Group

	Loc Loc
}

// Global holds the links shown on every page. Each entry must have an
// href; it cannot hold pages.
type Global struct {
	Languages []*GlobalLanguage `json:"languages" doc:"Language links."`
	Versions  []*GlobalVersion  `json:"versions" doc:"Version links."`
	Tabs      []*GlobalTab      `json:"tabs" doc:"Tab links."`
	Dropdowns []*GlobalDropdown `json:"dropdowns" doc:"Dropdown links."`
	Anchors   []*GlobalAnchor   `json:"anchors" doc:"Anchor links, such as the community forum or the blog."`
	Products  []*GlobalProduct  `json:"products" doc:"Product links."`
}

func (*Global) strictKeys() {}

// GlobalLink is the part every global link shares.
type GlobalLink struct {
	Href      string `json:"href" cfg:"required,format=href" doc:"Where the link goes: a path of the site or an external URL."`
	Hidden    bool   `json:"hidden" doc:"Hide the link."`
	Directory string `json:"directory" cfg:"enum=none|accordion|card" doc:"Accepted for symmetry with sections; has no effect on a link."`
}

func (*GlobalLink) refusedKeys() []string { return generatedKeys }

// GlobalLanguage is a language link shown on every page.
type GlobalLanguage struct {
	Language string `json:"language" cfg:"required,enum=@locales,code=unknown-language" doc:"The language code."`
	Default  bool   `json:"default" doc:"Marks the default language."`
	GlobalLink

	Loc Loc `json:"-"`
}

// GlobalVersion is a version link shown on every page.
type GlobalVersion struct {
	Version string `json:"version" cfg:"required,nonempty" doc:"The version's name."`
	Default bool   `json:"default" doc:"Marks the default version."`
	Tag     string `json:"tag" doc:"A badge next to the name."`
	GlobalLink

	Loc Loc `json:"-"`
}

// GlobalTab is a tab link shown on every page.
type GlobalTab struct {
	Tab        string `json:"tab" cfg:"required,nonempty" doc:"The tab's title."`
	Icon       *Icon  `json:"icon" doc:"An icon next to the title."`
	Searchable *bool  `json:"searchable" doc:"Accepted for symmetry with tabs."`
	Align      string `json:"align" cfg:"enum=start|end" doc:"Put the tab at the start or the end of the tab bar."`
	GlobalLink

	Loc Loc `json:"-"`
}

// GlobalDropdown is a dropdown link shown on every page.
type GlobalDropdown struct {
	Dropdown    string     `json:"dropdown" cfg:"required,nonempty" doc:"The entry's title."`
	Icon        *Icon      `json:"icon" doc:"An icon next to the title."`
	Color       *LightDark `json:"color" doc:"The icon's colour."`
	Description string     `json:"description" doc:"A line of text under the title."`
	GlobalLink

	Loc Loc `json:"-"`
}

// GlobalAnchor is an anchor link shown on every page.
type GlobalAnchor struct {
	Anchor string     `json:"anchor" cfg:"required,nonempty" doc:"The anchor's title."`
	Icon   *Icon      `json:"icon" doc:"An icon next to the title."`
	Color  *LightDark `json:"color" doc:"The icon's colour."`
	GlobalLink

	Loc Loc `json:"-"`
}

// GlobalProduct is a product link shown on every page.
type GlobalProduct struct {
	Product     string     `json:"product" cfg:"required,nonempty" doc:"The product's title."`
	Name        string     `json:"name" doc:"The title shown, when it differs from product."`
	Icon        *Icon      `json:"icon" doc:"An icon next to the title."`
	Color       *LightDark `json:"color" doc:"The icon's colour."`
	Description string     `json:"description" doc:"A line of text under the title."`
	GlobalLink

	Loc Loc `json:"-"`
}
