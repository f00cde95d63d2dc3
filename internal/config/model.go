package config

// Config is docs.json: the whole configuration of a docs site. Field tags
// drive decoding, validation and the JSON Schema (see decode.go).
type Config struct {
	Schema       string            `json:"$schema" cfg:"format=schemaref" doc:"URL or path of the JSON Schema that editors use to complete and check this file."`
	Theme        string            `json:"theme" cfg:"required,enum=@themes,code=unknown-theme" doc:"The site's visual theme."`
	Name         string            `json:"name" cfg:"required,trim,nonempty" doc:"The name of the project, shown in the browser title and used for SEO."`
	Public       *bool             `json:"public" doc:"Whether the site is readable without signing in when authentication is set up."`
	Description  string            `json:"description" cfg:"trim" doc:"A one-paragraph description of the project for search engines and AI agents."`
	Colors       Colors            `json:"colors" cfg:"required" doc:"The brand colours. Only primary is required."`
	Logo         *Logo             `json:"logo" doc:"The logo: one image, or a light and a dark variant with an optional link target."`
	Favicon      *Favicon          `json:"favicon" doc:"The favicon: one file, or a light and a dark variant."`
	API          *API              `json:"api" doc:"API reference settings: OpenAPI and AsyncAPI sources, the playground and code examples."`
	Appearance   *Appearance       `json:"appearance" doc:"Light and dark mode."`
	Background   *Background       `json:"background" doc:"Background image, decoration and colours."`
	Navbar       *Navbar           `json:"navbar" doc:"Links and the primary button of the top bar."`
	Navigation   Navigation        `json:"navigation" cfg:"required" doc:"The structure of the site: pages, groups, tabs, anchors, dropdowns, products, versions and languages."`
	Footer       *Footer           `json:"footer" doc:"Social links and link columns in the footer."`
	Search       *Search           `json:"search" doc:"Search settings."`
	SEO          *SEO              `json:"seo" doc:"Meta tags, indexing and structured data."`
	Fonts        *Fonts            `json:"fonts" doc:"One font for everything, or separate heading and body fonts."`
	Icons        *Icons            `json:"icons" doc:"The icon library used by every icon name in the site."`
	Styling      *Styling          `json:"styling" doc:"Breadcrumbs, code block themes and LaTeX."`
	Redirects    []*Redirect       `json:"redirects" doc:"Redirects from old paths to new ones. Each source may appear once."`
	Integrations *Integrations     `json:"integrations" doc:"Analytics, chat and consent integrations."`
	Banner       *Banner           `json:"banner" doc:"An announcement bar across the top of every page."`
	Errors       *Errors           `json:"errors" doc:"Error page settings."`
	Contextual   *Contextual       `json:"contextual" doc:"The page menu with actions such as copying the page as Markdown or opening it in an AI assistant."`
	Thumbnails   *Thumbnails       `json:"thumbnails" doc:"How social preview images are generated."`
	Interaction  *Interaction      `json:"interaction" doc:"How the navigation reacts to clicks."`
	Metadata     *Metadata         `json:"metadata" doc:"Page metadata shown on every page."`
	Variables    map[string]string `json:"variables" doc:"Values substituted for {{name}} in pages and snippets."`
	Markdown     *Markdown         `json:"markdown" doc:"The Markdown versions of pages served to AI agents (llms.txt, /page.md)."`
	Variations   *Variations       `json:"variations" doc:"Variations of the content that readers switch between. Only the willow theme reads them; with another theme they are ignored with a warning."`

	Loc Loc `json:"-"`
}

// Colors are the brand colours.
type Colors struct {
	Primary string `json:"primary" cfg:"required,format=hex" doc:"The main brand colour, as #RGB or #RRGGBB."`
	Light   string `json:"light" cfg:"format=hex" doc:"The brand colour used on dark backgrounds."`
	Dark    string `json:"dark" cfg:"format=hex" doc:"The brand colour used on light backgrounds."`
}

func (*Colors) strictKeys() {}

// LightDark is a pair of colours for light and dark mode.
type LightDark struct {
	Light string `json:"light" cfg:"format=hex" doc:"The colour in light mode."`
	Dark  string `json:"dark" cfg:"format=hex" doc:"The colour in dark mode."`
}

func (*LightDark) strictKeys() {}

// Appearance controls light and dark mode.
type Appearance struct {
	Default string `json:"default" cfg:"enum=system|light|dark" doc:"The mode a first-time reader sees. Defaults to system."`
	Strict  bool   `json:"strict" doc:"Hide the light/dark toggle and always use the default mode."`
}

// Background is the page background.
type Background struct {
	Image      *Image     `json:"image" doc:"A background image, or a light and a dark variant."`
	Decoration string     `json:"decoration" cfg:"enum=gradient|grid|windows" doc:"A decorative background pattern."`
	Color      *LightDark `json:"color" doc:"Background colours for light and dark mode."`
}

// Navbar is the top bar.
type Navbar struct {
	Links   []*NavbarLink  `json:"links" doc:"Links in the top bar."`
	Primary *NavbarPrimary `json:"primary" doc:"The call-to-action button at the right of the top bar."`
}

// NavbarLink is a link in the top bar. A link of type github or discord
// may leave out its label.
type NavbarLink struct {
	Label string `json:"label" doc:"The link text. Required unless type is github or discord."`
	Href  string `json:"href" cfg:"required,format=href" doc:"Where the link goes: a path of the site or an absolute URL."`
	Type  string `json:"type" doc:"github or discord show the service's icon; any other value is a plain link."`
	Icon  *Icon  `json:"icon" doc:"An icon shown before the label."`

	Loc Loc `json:"-"`
}

// NavbarPrimary is the top bar's call-to-action.
type NavbarPrimary struct {
	Type  string `json:"type" cfg:"required,enum=button|github|discord" doc:"button shows label; github and discord show the service's icon."`
	Label string `json:"label" doc:"The button text; required for type button."`
	Href  string `json:"href" cfg:"required,format=href" doc:"Where the button goes."`

	Loc Loc `json:"-"`
}

// Footer is the page footer.
type Footer struct {
	Socials map[string]string `json:"socials" key:"enum=@socials" elem:"format=secureurl" doc:"Social profiles, by network: each value an https URL."`
	Links   []*FooterColumn   `json:"links" cfg:"min=1,max=4" doc:"Up to four columns of links."`
}

// FooterColumn is one column of footer links.
type FooterColumn struct {
	Header string        `json:"header" cfg:"nonempty" doc:"The column's title."`
	Items  []*FooterLink `json:"items" cfg:"required,min=1" doc:"The links of the column."`
}

// FooterLink is one footer link.
type FooterLink struct {
	Label string `json:"label" cfg:"required,nonempty" doc:"The link text."`
	Href  string `json:"href" cfg:"required,format=securehref" doc:"A path of the site, a mailto: link or an https URL."`
}

// Search configures search.
type Search struct {
	Prompt string `json:"prompt" doc:"The placeholder of the search box."`
}

// SEO configures meta tags and indexing.
type SEO struct {
	Metatags      map[string]string `json:"metatags" elem:"nonempty" doc:"Meta tags added to every page, by name."`
	Paths         []*SEOPath        `json:"paths" doc:"Meta tags for every page under a folder; longer paths win."`
	Organization  *Organization     `json:"organization" doc:"The publisher described in structured data (JSON-LD)."`
	Indexing      string            `json:"indexing" cfg:"enum=navigable|all" doc:"navigable (default) lets search engines index the pages in navigation; all indexes every page."`
	TrailingSlash bool              `json:"trailingSlash" doc:"Write URLs with a trailing slash in canonical tags, the sitemap and links."`
}

// SEOPath holds meta tags for one folder.
type SEOPath struct {
	Path     string            `json:"path" cfg:"required,nonempty,format=seopath" doc:"A folder relative to the docs root, such as guides/v2."`
	Metatags map[string]string `json:"metatags" cfg:"required" elem:"nonempty" doc:"Meta tags for every page in the folder."`

	Loc Loc `json:"-"`
}

// Organization is the JSON-LD publisher.
type Organization struct {
	ID        string   `json:"id" cfg:"format=url" doc:"A stable URL that identifies the organisation."`
	Name      string   `json:"name" cfg:"nonempty" doc:"The organisation's name; defaults to the site name."`
	LegalName string   `json:"legalName" cfg:"nonempty" doc:"The registered legal name."`
	URL       string   `json:"url" cfg:"format=url" doc:"The organisation's home page."`
	Logo      string   `json:"logo" cfg:"format=url" doc:"The logo URL used in structured data."`
	SameAs    []string `json:"sameAs" elem:"format=url" doc:"Official profiles of the organisation."`
}

// Icons selects the icon library.
type Icons struct {
	Library string `json:"library" cfg:"required,enum=@libraries" doc:"fontawesome (default), lucide or tabler."`
}

// Styling holds presentation settings.
type Styling struct {
	Eyebrows   string      `json:"eyebrows" cfg:"enum=section|breadcrumbs" doc:"What appears above a page title: the section name (default) or the full breadcrumbs."`
	Codeblocks *Codeblocks `json:"codeblocks" doc:"The code block theme: system, dark, or a theme per mode."`
	Latex      *bool       `json:"latex" doc:"Force LaTeX support on or off; by default it is detected."`
}

// Redirect sends one path to another.
type Redirect struct {
	Source      string `json:"source" cfg:"required" doc:"The old path; may use :param and :slug* wildcards."`
	Destination string `json:"destination" cfg:"required" doc:"The new path or URL; may use the source's wildcards."`
	Permanent   *bool  `json:"permanent" doc:"true (default) answers 308, false answers 307."`

	Loc Loc `json:"-"`
}

// Banner is the announcement bar.
type Banner struct {
	Content     string     `json:"content" cfg:"required,nonempty" doc:"The text, with Markdown links, bold and italics."`
	Dismissible bool       `json:"dismissible" doc:"Show a close button; readers who close it do not see it again."`
	Type        string     `json:"type" cfg:"enum=info|warning|critical" doc:"info (default), warning or critical."`
	Color       *LightDark `json:"color" doc:"A custom background colour, overriding type."`
}

// Errors configures error pages.
type Errors struct {
	NotFound *NotFound `json:"404" cfg:"required" doc:"The page shown for an unknown URL."`
}

// NotFound configures the 404 page.
type NotFound struct {
	Redirect    *bool  `json:"redirect" doc:"Send unknown URLs to the home page instead of showing a 404 page (default true)."`
	Title       string `json:"title" doc:"The title of the 404 page."`
	Description string `json:"description" doc:"The text of the 404 page; MDX is allowed."`
}

// Contextual configures the page menu.
type Contextual struct {
	Options []*ContextualOption `json:"options" cfg:"required" doc:"The entries, in order; the first is the default action."`
	Display string              `json:"display" cfg:"enum=header|toc" doc:"Where the menu appears: header (default) or toc."`
}

// Thumbnails configures generated social images.
type Thumbnails struct {
	Appearance string         `json:"appearance" cfg:"enum=light|dark" doc:"light or dark thumbnails."`
	Background string         `json:"background" doc:"A background image path or URL."`
	Fonts      *ThumbnailFont `json:"fonts" doc:"The font of the thumbnails."`
}

// ThumbnailFont is a Google font for thumbnails.
type ThumbnailFont struct {
	Family string `json:"family" cfg:"required" doc:"A Google Fonts family name."`
}

// Interaction configures navigation behaviour.
type Interaction struct {
	Drilldown *bool `json:"drilldown" doc:"true: clicking a group opens its first page; false: it only expands. Unset: the theme decides."`
}

// Metadata configures per-page metadata.
type Metadata struct {
	Timestamp bool `json:"timestamp" doc:"Show when each page was last modified."`
}

// Variations are versions of the content that readers switch between, a
// feature of the willow theme: Mintlify's validator checks "variations"
// only when the theme is willow, and drops it otherwise.
type Variations struct {
	Options []*VariationOption

	Loc Loc
}

type variationsObject struct {
	Options []*VariationOption `json:"options" cfg:"required,min=1" doc:"The variations in display order; the first is the default."`
}

// VariationOption is one variation of the content.
type VariationOption struct {
	ID    string `json:"id" cfg:"required,trim,nonempty" doc:"A stable identifier; each may appear once."`
	Label string `json:"label" cfg:"required,trim,nonempty" doc:"The name readers see."`

	Loc Loc `json:"-"`
}

// Markdown configures the Markdown served to agents.
type Markdown struct {
	Schema       *bool        `json:"schema" doc:"Include the API schema in the Markdown of API pages (default true)."`
	Instructions Instructions `json:"instructions" doc:"Instructions prepended for AI agents: a string or a list of strings."`
}
