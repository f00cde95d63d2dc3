package site

import (
	"context"
	"html/template"
	"maps"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/content"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/refpage"
	"github.com/foliodocs/folio/internal/utilitycss"
)

// pageView is everything the page template shows.
type pageView struct {
	// Lang is the page's language tag (html lang), Dir its writing
	// direction when right to left ("rtl"), else "".
	Lang        string
	Dir         string
	Theme       string
	Title       string
	HeadTitle   string
	SiteName    string
	Description string
	Canonical   string
	Meta        []metaTag
	CSS, JS     string
	Favicon     string
	FaviconDark string
	Appearance  string
	Strict      bool
	LiveReload  bool
	Home        string
	Logo        *logoView
	Navbar      []linkView
	Primary     *linkView
	Banner      *bannerView
	Tabs        []tabView
	Selectors   []selectView
	Anchors     []linkView
	// Sidebar is the sidebar when side is empty.
	Sidebar template.HTML
	Eyebrow []string
	Crumbs  bool
	Mode    string
	// Path is the page's path as Mintlify names it, "/guides/x", for
	// the data-current-path hook; "" for pages outside the navigation.
	Path       string
	Tag        string
	Deprecated bool
	Method     string
	Endpoint   string
	// DescriptionHTML is a description written in Markdown, rendered:
	// one paragraph, shown under the title.
	DescriptionHTML template.HTML
	// Lead is a longer description in Markdown, rendered: it opens the
	// page's text instead.
	Lead template.HTML
	// side is the sidebar in parts, which the page copies in one after
	// another.
	side sidebarHTML
	// API is the reference of an API page; nil for other pages.
	API  *refpage.View
	Body template.HTML
	// Side is the column beside the text of a page that is no API page:
	// its <Panel>, or its request and response examples; SideLabel names
	// it. It takes the place of the table of contents.
	Side        template.HTML
	SideLabel   string
	TOC         []content.Heading
	Prev, Next  *linkView
	Updated     string
	MarkdownURL string
	// Actions are the page menu's entries (docs.json contextual); the
	// first is the button beside the title.
	Actions []actionView
	Footer  *footerView
	// SearchAPI is the server's search (Options.SearchServer), or
	// SearchIndex the folder of the static index; SearchScope and
	// SearchScopeLabel the page's scope; SearchMulti tells that the site
	// has more than one scope, so the reader may search them all.
	SearchAPI, SearchIndex        string
	SearchScope, SearchScopeLabel string
	SearchMulti                   bool
	// UpdatedISO is Updated as a date of structured data: 2006-01-02.
	UpdatedISO string
	// SocialImage is the address of the page's generated social image
	// (og:image); "" when it has none. social is what it shows.
	SocialImage string
	social      *socialPage
	// StructuredData is the page's JSON-LD (structuredData).
	StructuredData string
	// SearchPrompt is docs.json's search.prompt: the search box's
	// placeholder ("" for Folio's own).
	SearchPrompt string
	FontURL      string
	RSS          string
	Decoration   string
	// Utilities is the CSS of the Tailwind classes the page's content
	// uses (utility.go).
	Utilities template.CSS
	// UserCSS and UserJS are the repository's own .css and .js files.
	UserCSS, UserJS []string
	// Integrations is the JSON the site script loads docs.json's
	// integrations with ("" for none).
	Integrations string
	NotFound     bool
}

type metaTag struct {
	Name, Property, Content string
}

type logoView struct {
	Light, Dark, Href, Alt string
}

type linkView struct {
	Label       string
	URL         string
	External    bool
	Active      bool
	Icon        template.HTML
	Tag         string
	Description string
	Kind        string // github, discord, button
}

type actionView struct {
	Copy        bool // copies the page as Markdown
	Label       string
	Description string
	URL         string
	External    bool
	// CopyText is the text a copy button copies instead of the page
	// (the MCP server's URL, its install command).
	CopyText string
	// App marks a link into an editor (cursor:, vscode:) that Folio
	// made, whose scheme is not a web one.
	App bool
	// Download makes the link save its target (the OpenAPI
	// specification) rather than open it.
	Download bool
	// MCP names, for an entry that holds the MCP server's URL as a path
	// (the site's address is not known when it is built), what the site
	// script makes of the absolute URL: "url", "add-mcp", "cursor",
	// "vscode" or "href" (a custom option's MCPHref with $mcp); MCPURL is
	// that path and MCPName the server's name.
	MCP, MCPURL, MCPName, MCPHref string
}

// copies reports whether an action is a copy button.
func (a actionView) copies() bool { return a.Copy || a.CopyText != "" }

type bannerView struct {
	HTML        template.HTML
	Dismissible bool
	Type        string
	ID          string
	Style       template.CSS
}

type tabView struct {
	linkView
	Menu []linkView
}

type selectView struct {
	Kind    string
	Label   string
	Current linkView
	Options []linkView
}

type footerView struct {
	Socials []linkView
	Columns []footerColumn
	Name    string
}

type footerColumn struct {
	Header string
	Links  []linkView
}

// pageFrame makes the view of each page (pageView), which the theme
// writes: the page's own parts (its title, metadata, body, API
// reference, page menu, structured data and social image), around which
// the theme and pageNav put the site's. It holds only what those need of
// the build. Pages are made in parallel: it is only read, and its parts
// that keep what they made lock it themselves.
type pageFrame struct {
	// site gives each page its place (nav.Site.Context).
	site  *nav.Site
	cfg   *config.Config
	links siteLinks
	theme *theme
	nav   *pageNav
	// ref lays out API pages' reference.
	ref *refpage.Pages
	// social gives pages their social images; nil for none.
	social *socialImages
	// utils writes the CSS of the utility classes pages use.
	utils *utilitycss.Cache
	// mcp is Options.MCP, modified Options.Modified.
	mcp      bool
	modified func(file string) time.Time
}

// view builds the view of one navigation page; cp is its rendered content
// (nil for a generated page). Without html it leaves out what only the
// page's HTML shows of its own (its part of the sidebar, its JSON-LD,
// its utility CSS): the background pass of an OnDemand site.
func (f *pageFrame) view(ctx context.Context, pg *nav.Page, cp *content.Page, html bool) (*pageView, *refpage.Page) {
	c := f.site.Context(pg)
	v := f.theme.base()
	f.nav.scope(v, pg)
	v.Title = pg.Title
	v.HeadTitle = pg.Title + " - " + f.cfg.Name
	if pg.Title == "" {
		v.HeadTitle = f.cfg.Name
	}
	v.Description = pg.Description
	v.Canonical = f.links.canonical(pg.URL)
	v.Tag = pg.Tag
	v.Deprecated = pg.Deprecated
	v.MarkdownURL = f.links.url(mdKey(pg.URL))
	v.Path = pg.URL
	if pg.Meta != nil {
		v.Mode = pg.Meta.Mode
		// By name: a page reads the same from one build to the next.
		for _, name := range slices.Sorted(maps.Keys(pg.Meta.MetaTags)) {
			v.Meta = append(v.Meta, metaOf(name, pg.Meta.MetaTags[name]))
		}
		if pg.Meta.NoIndex || pg.Meta.Robots != "" && strings.Contains(pg.Meta.Robots, "noindex") {
			v.Meta = append(v.Meta, metaTag{Name: "robots", Content: "noindex"})
		}
		if pg.Meta.Canonical != "" {
			v.Canonical = pg.Meta.Canonical
		}
	}
	if pg.Hidden {
		v.Meta = append(v.Meta, metaTag{Name: "robots", Content: "noindex"})
	}
	f.seoPaths(v, pg.URL)
	if cp != nil {
		v.Body = template.HTML(content.UnderBase(cp.HTML, f.links.base))
		v.TOC = cp.TOC
		if html {
			v.Utilities = template.CSS(f.utils.CSS(cp.HTML))
		}
	} else if pg.Generated {
		v.Method, v.Endpoint = generatedEndpoint(pg)
	}
	ap := f.ref.Page(ctx, pg, cp)
	if ap != nil && ap.View == nil {
		// A channel page whose channel is missing: its prose alone.
		ap = &refpage.Page{Diagnostics: ap.Diagnostics}
	} else if ap != nil {
		if ap.Description != "" {
			v.Description = ap.Description
		}
		f.apiDescription(ctx, v)
		v.API = ap.View
		v.Method, v.Endpoint = "", ""
		v.TOC = nil
		if ap.HasBody {
			v.Body = template.HTML(content.UnderBase(ap.Body, f.links.base))
			if html {
				v.Utilities = template.CSS(f.utils.CSS(ap.Body))
			}
		}
	} else if pg.Meta != nil && pg.Meta.API != "" && v.Method == "" {
		if m, p, ok := strings.Cut(strings.TrimSpace(pg.Meta.API), " "); ok {
			v.Method, v.Endpoint = strings.ToUpper(m), strings.TrimSpace(p)
		}
	}
	sideColumn(v)
	if d := f.nav.directory(pg); d != "" {
		v.Body += template.HTML(d)
	}
	if pg.Meta != nil && pg.Meta.RSS && cp != nil {
		v.RSS = f.links.url(rssKey(pg.URL))
	}
	if f.cfg.Metadata != nil && f.cfg.Metadata.Timestamp && f.modified != nil && pg.File != "" {
		if pg.Meta == nil || pg.Meta.Timestamp == nil || *pg.Meta.Timestamp {
			if t := f.modified(pg.File); !t.IsZero() {
				v.Updated = t.UTC().Format("January 2, 2006")
				v.UpdatedISO = t.UTC().Format("2006-01-02")
			}
		}
	}
	v.Actions = f.actions(pg)

	v.Eyebrow = c.Eyebrow
	if sp := f.social.pageFor(f.cfg.Name, pg, v); sp != nil {
		v.social, v.SocialImage = sp, socialURL(f.links, pg.URL, sp)
	}
	if html {
		v.StructuredData = f.structuredData(pg, v)
	}
	v.Crumbs = f.site.Eyebrows == "breadcrumbs"
	if pg.Meta == nil || !pg.Meta.HideFooterPagination {
		if c.Prev != nil {
			v.Prev = &linkView{Label: sidebarTitle(c.Prev), URL: f.links.url(c.Prev.URL)}
		}
		if c.Next != nil {
			v.Next = &linkView{Label: sidebarTitle(c.Next), URL: f.links.url(c.Next.URL)}
		}
	}
	f.nav.selectors(v, c)
	v.side = f.nav.sidebarParts(pg, c.Trail, html)
	f.theme.languageParts(v, c.Trail)
	return v, ap
}

func metaOf(name, val string) metaTag {
	if strings.HasPrefix(name, "og:") || strings.HasPrefix(name, "article:") {
		return metaTag{Property: name, Content: val}
	}
	return metaTag{Name: name, Content: val}
}

// seoPaths adds the meta tags of seo.paths whose folder holds the page;
// the longest path wins for a name.
func (f *pageFrame) seoPaths(v *pageView, u string) {
	if f.cfg.SEO == nil {
		return
	}
	best := map[string]int{}
	tags := map[string]string{}
	for _, sp := range f.cfg.SEO.Paths {
		if sp == nil {
			continue
		}
		prefix := "/" + strings.Trim(sp.Path, "/")
		if prefix != "/" && u != prefix && !strings.HasPrefix(u, prefix+"/") {
			continue
		}
		for name, val := range sp.Metatags {
			if len(prefix) >= best[name] {
				best[name], tags[name] = len(prefix), val
			}
		}
	}
	for _, name := range slices.Sorted(maps.Keys(tags)) {
		v.Meta = append(v.Meta, metaOf(name, tags[name]))
	}
}

// generatedEndpoint returns the method and path of a generated API page.
func generatedEndpoint(pg *nav.Page) (method, endpoint string) {
	ref := strings.Fields(pg.OpenAPI)
	if len(ref) >= 2 {
		return strings.ToUpper(ref[len(ref)-2]), ref[len(ref)-1]
	}
	return strings.ToUpper(pg.Method), ""
}

func sidebarTitle(p *nav.Page) string {
	if p.SidebarTitle != "" {
		return p.SidebarTitle
	}
	return p.Title
}

func isExternal(u string) bool {
	l := strings.ToLower(u)
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://") || strings.HasPrefix(l, "//")
}

// actions returns the page menu: docs.json's contextual options, or the
// page's own list, or copy and view when neither sets one. Presets that
// need a service Folio does not run (the assistant, PDF export, Devin)
// are left out, and so are the MCP server's when the site is built
// without one (Options.MCP).
func (f *pageFrame) actions(pg *nav.Page) []actionView {
	var opts []*config.ContextualOption
	if c := f.cfg.Contextual; c != nil {
		opts = c.Options
	} else {
		opts = []*config.ContextualOption{{Preset: "copy"}, {Preset: "view"}}
	}
	if pg.Meta != nil && pg.Meta.Contextual != nil {
		opts = nil
		for _, name := range pg.Meta.Contextual.Options {
			opts = append(opts, &config.ContextualOption{Preset: name})
		}
	}
	md := f.links.url(mdKey(pg.URL))
	abs := f.links.canonical(mdKey(pg.URL))
	prompt := url.QueryEscape("Read " + abs + " so I can ask questions about it.")
	mcp, mcpAbs := f.links.mcpURL()
	// mcpView is an entry that names the MCP server: final when its URL
	// is absolute, else marked for the site script.
	mcpView := func(v actionView, kind string) actionView {
		if !mcpAbs {
			v.MCP, v.MCPURL = kind, mcp
			if kind == "cursor" || kind == "vscode" {
				v.MCPName = mcpName(f.cfg)
			}
		}
		return v
	}
	var out []actionView
	for _, o := range opts {
		if o == nil {
			continue
		}
		switch o.Preset {
		case "copy":
			out = append(out, actionView{Copy: true, Label: "Copy page", Description: "Copy the page as Markdown for LLMs", URL: md})
		case "view":
			out = append(out, actionView{Label: "View as Markdown", Description: "View the page as plain text", URL: md})
		case "chatgpt":
			out = append(out, actionView{Label: "Open in ChatGPT", Description: "Ask questions about this page", URL: "https://chatgpt.com/?hints=search&q=" + prompt, External: true})
		case "claude":
			out = append(out, actionView{Label: "Open in Claude", Description: "Ask questions about this page", URL: "https://claude.ai/new?q=" + prompt, External: true})
		case "perplexity":
			out = append(out, actionView{Label: "Open in Perplexity", Description: "Ask questions about this page", URL: "https://www.perplexity.ai/search?q=" + prompt, External: true})
		case "mcp":
			if f.mcp {
				out = append(out, mcpView(actionView{Label: "Copy MCP server URL", Description: "Connect AI tools to these docs", CopyText: mcp}, "url"))
			}
		case "add-mcp":
			if f.mcp {
				out = append(out, mcpView(actionView{Label: "Copy MCP install command", Description: "Add the MCP server to your AI tools with npx", CopyText: addMCPCommand(mcp)}, "add-mcp"))
			}
		case "cursor":
			if f.mcp {
				out = append(out, mcpView(actionView{Label: "Connect to Cursor", Description: "Install the MCP server in Cursor", URL: cursorInstall(mcpName(f.cfg), mcp), App: true}, "cursor"))
			}
		case "vscode":
			if f.mcp {
				out = append(out, mcpView(actionView{Label: "Connect to VS Code", Description: "Install the MCP server in VS Code", URL: vscodeInstall(mcpName(f.cfg), mcp), App: true}, "vscode"))
			}
		case "download-spec":
			if spec := f.ref.SpecLink(pg); spec != "" {
				out = append(out, actionView{Label: "Download API spec", Description: "The OpenAPI specification of this API", URL: spec,
					External: isExternal(spec), Download: !isExternal(spec)})
			}
		case "":
			if o.Href == "" {
				continue
			}
			uses := strings.Contains(o.Href, "$mcp")
			for _, kv := range o.Query {
				uses = uses || strings.Contains(kv.Value, "$mcp")
			}
			if uses && !f.mcp {
				continue // its link needs the MCP server
			}
			href := customHref(o, pg.URL, abs, mcp)
			v := actionView{Label: o.Title, Description: o.Description, URL: f.links.url(href), External: isExternal(href)}
			if uses && !mcpAbs {
				v = mcpView(v, "href")
				v.MCPHref = customHref(o, pg.URL, abs, "$mcp")
				if !strings.HasPrefix(v.MCPHref, "$mcp") {
					v.MCPHref = f.links.url(v.MCPHref)
				}
			}
			out = append(out, v)
		}
	}
	return out
}

// customHref is a custom option's link with its placeholders replaced:
// $path by the page's path, $page by its Markdown's URL, $mcp by the MCP
// server's URL (in the link itself too, as Mintlify documents it).
func customHref(o *config.ContextualOption, path, page, mcp string) string {
	href := strings.ReplaceAll(o.Href, "$mcp", mcp)
	if len(o.Query) > 0 {
		q := url.Values{}
		for _, kv := range o.Query {
			v := strings.ReplaceAll(kv.Value, "$path", path)
			v = strings.ReplaceAll(v, "$page", page)
			v = strings.ReplaceAll(v, "$mcp", mcp)
			q.Add(kv.Key, v)
		}
		sep := "?"
		if strings.Contains(href, "?") {
			sep = "&"
		}
		href += sep + q.Encode()
	}
	return href
}

// apiDescription renders an API page's description, which
// specifications write in Markdown: one paragraph stays under the title,
// more open the text.
func (f *pageFrame) apiDescription(ctx context.Context, v *pageView) {
	d := strings.TrimSpace(v.Description)
	if d == "" || refpage.PlainSentence(d) {
		return
	}
	h := strings.TrimSpace(f.ref.MarkdownHTML(ctx, d))
	if strings.HasPrefix(h, "<p>") && strings.HasSuffix(h, "</p>") && strings.Count(h, "<p>") == 1 && !strings.Contains(h, "<figure") {
		v.DescriptionHTML = template.HTML(strings.TrimSuffix(strings.TrimPrefix(h, "<p>"), "</p>"))
		return
	}
	v.Lead = template.HTML(h)
}
