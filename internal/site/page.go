package site

import (
	"slices"
	"strconv"
	"strings"

	"github.com/foliodocs/folio/internal/ogimage"
)

// The page: every page of the site is written here, around its parts
// (the sidebar, the body, an API page's reference, examples and
// playground), which are copied in once as they are. It was an
// html/template layout; written by hand it costs a tenth as much, which
// is a large part of a build, and escapes as the template did
// (escape.go): testdata/pages holds the pages of the test sites as
// reviewed, which began as what the template wrote.

// page writes a page view.
func (t *theme) page(v *pageView) []byte {
	size := 12 << 10
	side := v.side.pieces()
	if v.side.empty() {
		side = []string{string(v.Sidebar)}
	}
	for _, s := range side {
		size += len(s)
	}
	size += len(v.Body) + len(v.Lead) + len(v.DescriptionHTML) + len(v.Utilities)
	if a := v.API; a != nil {
		for _, p := range a.Body {
			size += len(p)
		}
		size += len(a.Panel) + len(a.Playground)
	}
	w := pageWriter{b: make([]byte, 0, size)}
	parts := []string{string(v.Body), string(v.Lead)}
	if a := v.API; a != nil {
		parts = append(append(parts, a.Body...), string(a.Panel), string(a.Playground))
	}
	w.taken = takenHooks(parts...)
	w.page(v, side)
	return w.b
}

// pageWriter appends a page to b.
type pageWriter struct {
	b []byte
	// taken are the hook ids the page's content uses itself (takenHooks).
	taken map[string]bool
}

// hook returns the id attribute of a part of the page that Mintlify
// names for sites' CSS and scripts ( id="navbar"), or "" when the
// page's content has an element of that id: a heading called "Banner"
// is #banner, and links to it must reach it.
func (w *pageWriter) hook(id string) string {
	if w.taken[id] {
		return ""
	}
	return ` id="` + id + `"`
}

// skipTarget is the id of the page's main element, where the skip link
// leads: Mintlify's content-container, unless the content has it.
func (w *pageWriter) skipTarget() string {
	if w.taken["content-container"] {
		return "folio-content"
	}
	return "content-container"
}

// isHook reports whether id is one of the ids hook writes.
func isHook(id string) bool {
	switch id {
	case "banner", "navbar", "search-bar-entry", "body-content", "sidebar", "sidebar-content",
		"content-container", "content-area", "header", "page-title", "content", "page-context-menu",
		"page-context-menu-button", "pagination", "table-of-contents", "footer":
		return true
	}
	return false
}

// takenHooks returns the hook ids that elements of the page's content
// have (nil when none).
func takenHooks(parts ...string) map[string]bool {
	var taken map[string]bool
	for _, s := range parts {
		for {
			i := strings.Index(s, ` id="`)
			if i < 0 {
				break
			}
			s = s[i+len(` id="`):]
			j := strings.IndexByte(s, '"')
			if j < 0 {
				break
			}
			if id := s[:j]; isHook(id) {
				if taken == nil {
					taken = map[string]bool{}
				}
				taken[id] = true
			}
			s = s[j:]
		}
	}
	return taken
}

// raw appends markup.
func (w *pageWriter) raw(s string) { w.b = append(w.b, s...) }

// text appends a value as text or a quoted attribute's value.
func (w *pageWriter) text(s string) { w.b = appendEscaped(w.b, s) }

// attr appends the attribute name="value", or nothing when value is
// empty.
func (w *pageWriter) attr(name, value string) {
	if value == "" {
		return
	}
	w.raw(" " + name + `="`)
	w.text(value)
	w.raw(`"`)
}

// url appends a URL as an href or src attribute's value.
func (w *pageWriter) url(s string) { w.b = appendURL(w.b, s) }

// external appends what a link to another site carries.
func (w *pageWriter) external(ext bool) {
	if ext {
		w.raw(` target="_blank" rel="noreferrer"`)
	}
}

func (w *pageWriter) page(v *pageView, side []string) {
	w.raw("<!doctype html>\n<html lang=\"")
	w.text(v.Lang)
	w.raw(`"`)
	w.attr("dir", v.Dir)
	w.raw(` class="`)
	if v.Appearance == "dark" {
		w.raw("dark")
	}
	w.raw(`" data-theme="`)
	w.text(v.Theme)
	w.raw(`" data-appearance="`)
	w.text(v.Appearance)
	w.raw(`"`)
	if v.Strict {
		w.raw(" data-strict")
	}
	w.attr("data-decoration", v.Decoration)
	// Mintlify's hooks for a site's own CSS and scripts: its pages carry
	// these attributes and the ids below (#navbar, #sidebar-content,
	// #content-area, #header, #page-title, #content, #table-of-contents,
	// #pagination, #footer…), which real sites' style.css files select.
	w.attr("data-current-path", v.Path)
	w.attr("data-page-mode", v.Mode)
	w.raw(">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
	w.text(v.HeadTitle)
	w.raw("</title>")
	w.head(v)
	w.raw("\n<script>" + bootJS + "</script>\n</head>\n<body>\n<a class=\"skip-link\" href=\"#" + w.skipTarget() + "\">Skip to content</a>")
	if bn := v.Banner; bn != nil {
		w.raw("\n<div" + w.hook("banner") + " class=\"banner banner-")
		w.text(bn.Type)
		w.raw(`" data-banner="`)
		w.text(bn.ID)
		w.raw(`"`)
		if bn.Style != "" {
			w.raw(` style="`)
			w.text(string(bn.Style))
			w.raw(`"`)
		}
		w.raw(" role=\"region\" aria-label=\"Announcement\">\n<div class=\"banner-text\">")
		w.raw(string(bn.HTML))
		w.raw("</div>")
		if bn.Dismissible {
			w.raw("\n<button type=\"button\" class=\"banner-close\" data-banner-close aria-label=\"Dismiss the announcement\">" + iconX.html() + "</button>")
		}
		w.raw("\n</div>")
	}
	w.topbar(v)
	w.raw("\n<div class=\"backdrop\" data-menu-close></div>\n<div" + w.hook("body-content") + " class=\"layout")
	if v.Mode != "" {
		w.raw(" layout-")
		w.text(v.Mode)
	}
	w.raw("\">\n<aside class=\"sidebar\"" + w.hook("sidebar") + " aria-label=\"Navigation\">\n<div class=\"sidebar-inner\"" + w.hook("sidebar-content") + ">")
	w.selectors(v)
	w.raw("\n<nav class=\"nav\" aria-label=\"Pages\">\n")
	for _, s := range side {
		w.raw(s)
	}
	w.raw("\n</nav>\n</div>\n</aside>\n<main class=\"page-main")
	// A page with a column of its own is laid out as an API page.
	twoColumns := v.API != nil || v.Side != ""
	if twoColumns {
		w.raw(" content-api")
	}
	w.raw("\" id=\"" + w.skipTarget() + "\">\n<article" + w.hook("content-area") + " class=\"article")
	if twoColumns {
		w.raw(" api-article")
	}
	w.raw("\">\n<header" + w.hook("header") + " class=\"page-header\">")
	w.pageHeader(v)
	w.raw("\n</header>")
	w.parts(v)
	if v.NotFound {
		w.raw("\n<p class=\"not-found-actions\"><a class=\"button-primary\" href=\"")
		w.url(v.Home)
		w.raw("\">Go to the home page</a></p>")
	}
	w.raw("\n<footer class=\"page-footer\">")
	if v.Updated != "" {
		w.raw("\n<p class=\"updated\">Last updated ")
		w.text(v.Updated)
		w.raw("</p>")
	}
	if v.Prev != nil || v.Next != nil {
		w.raw("\n<nav" + w.hook("pagination") + " class=\"pager\" aria-label=\"Previous and next pages\">")
		if p := v.Prev; p != nil {
			w.raw(`<a class="pager-link pager-prev" href="`)
			w.url(p.URL)
			w.raw(`" rel="prev"><span class="pager-hint">` + iconChevronLeft.html() + ` Previous</span><span class="pager-title">`)
			w.text(p.Label)
			w.raw("</span></a>")
		} else {
			w.raw("<span></span>")
		}
		if n := v.Next; n != nil {
			w.raw(`<a class="pager-link pager-next" href="`)
			w.url(n.URL)
			w.raw(`" rel="next"><span class="pager-hint">Next ` + iconChevronRight.html() + `</span><span class="pager-title">`)
			w.text(n.Label)
			w.raw("</span></a>")
		}
		w.raw("\n</nav>")
	}
	w.raw("\n</footer>\n</article>")
	if len(v.TOC) > 0 {
		w.raw("\n<aside" + w.hook("table-of-contents") + " class=\"toc\" aria-label=\"On this page\">\n<p class=\"toc-title\">" + iconList.html() + "On this page</p>\n<ul class=\"toc-list\">")
		for _, h := range v.TOC {
			w.raw("\n<li class=\"toc-item toc-level-")
			w.raw(strconv.Itoa(h.Level))
			w.raw(`" data-depth="`)
			w.raw(strconv.Itoa(max(h.Level-2, 0)))
			w.raw(`"><a href="#`)
			w.b = appendFragment(w.b, h.ID)
			w.raw(`">`)
			w.text(h.Text)
			w.raw("</a></li>")
		}
		w.raw("\n</ul>\n</aside>")
	}
	w.raw("\n</main>\n</div>")
	w.footer(v.Footer)
	// The dialog is drawn by the script that runs it: without script it
	// does nothing, and its markup was half a kilobyte of every page.
	w.raw("\n<dialog class=\"search-dialog\" data-search-dialog aria-label=\"Search\"")
	if v.SearchAPI != "" {
		w.raw(" data-search-api=\"")
		w.url(v.SearchAPI)
	} else {
		w.raw(" data-search-index=\"")
		w.url(v.SearchIndex)
	}
	w.raw("\" data-search-scope=\"")
	w.text(v.SearchScope)
	w.raw("\"")
	if v.SearchPrompt != "" {
		w.attr("data-search-prompt", v.SearchPrompt)
	}
	if v.SearchMulti {
		// The value names the reader's own language and version.
		w.raw(" data-search-multi=\"")
		w.text(v.SearchScopeLabel)
		w.raw("\"")
	}
	w.raw("></dialog>\n<script src=\"")
	w.url(v.JS)
	w.raw("\" defer></script>")
	for _, js := range v.UserJS {
		w.raw("\n<script src=\"")
		w.url(js)
		w.raw("\" defer></script>")
	}
	if v.LiveReload {
		w.raw("\n<script>" + LiveReloadJS + "</script>")
	}
	w.raw("\n</body>\n</html>\n")
}

// head writes the rest of the head: description, social and other meta
// tags, links to the icons, fonts and stylesheets, the page's own CSS, the
// settings of docs.json's integrations.
func (w *pageWriter) head(v *pageView) {
	if v.Description != "" {
		w.raw("\n<meta name=\"description\" content=\"")
		w.text(v.Description)
		w.raw(`">`)
	}
	w.raw("\n<meta property=\"og:title\" content=\"")
	if v.Title != "" {
		w.text(v.Title)
	} else {
		w.text(v.SiteName)
	}
	w.raw("\">\n<meta property=\"og:site_name\" content=\"")
	w.text(v.SiteName)
	w.raw("\">\n<meta property=\"og:type\" content=\"website\">")
	if v.Description != "" {
		w.raw("\n<meta property=\"og:description\" content=\"")
		w.text(v.Description)
		w.raw(`">`)
	}
	if v.SocialImage != "" {
		w.raw("\n<meta property=\"og:image\" content=\"")
		w.url(v.SocialImage)
		w.raw("\">\n<meta property=\"og:image:width\" content=\"" + strconv.Itoa(ogimage.Width) + "\">\n<meta property=\"og:image:height\" content=\"" + strconv.Itoa(ogimage.Height) + "\">\n<meta name=\"twitter:card\" content=\"summary_large_image\">")
	} else {
		w.raw("\n<meta name=\"twitter:card\" content=\"summary\">")
	}
	for _, m := range v.Meta {
		if m.Property != "" {
			w.raw("\n<meta property=\"")
			w.text(m.Property)
		} else {
			w.raw("\n<meta name=\"")
			w.text(m.Name)
		}
		w.raw(`" content="`)
		w.text(m.Content)
		w.raw(`">`)
	}
	if v.StructuredData != "" {
		// json.Marshal escapes <, > and &: the data cannot end the element.
		w.raw("\n<script type=\"application/ld+json\">")
		w.raw(v.StructuredData)
		w.raw("</script>")
	}
	if v.Canonical != "" {
		w.raw("\n<link rel=\"canonical\" href=\"")
		w.url(v.Canonical)
		w.raw(`">`)
	}
	if v.Favicon != "" {
		w.raw("\n<link rel=\"icon\" href=\"")
		w.url(v.Favicon)
		w.raw(`"`)
		if v.FaviconDark != "" {
			w.raw(` media="(prefers-color-scheme: light)"`)
		}
		w.raw(">")
	}
	if v.FaviconDark != "" {
		w.raw("\n<link rel=\"icon\" href=\"")
		w.url(v.FaviconDark)
		w.raw(`" media="(prefers-color-scheme: dark)">`)
	}
	if v.FontURL != "" {
		w.raw("\n<link rel=\"stylesheet\" href=\"")
		w.url(v.FontURL)
		w.raw(`">`)
	}
	w.raw("\n<link rel=\"stylesheet\" href=\"")
	w.url(v.CSS)
	w.raw(`">`)
	if v.side.src != "" {
		// The section's sidebar, which the script puts around the
		// page's part of it, loads with the page.
		w.raw("\n<link rel=\"preload\" href=\"")
		w.url(v.side.src)
		w.raw(`" as="fetch" crossorigin>`)
	}
	if v.Utilities != "" {
		w.raw("\n<style>")
		w.raw(string(v.Utilities))
		w.raw("</style>")
	}
	for _, css := range v.UserCSS {
		w.raw("\n<link rel=\"stylesheet\" href=\"")
		w.url(css)
		w.raw(`">`)
	}
	if v.RSS != "" {
		w.raw("\n<link rel=\"alternate\" type=\"application/rss+xml\" title=\"")
		w.text(v.Title)
		w.raw(`" href="`)
		w.url(v.RSS)
		w.raw(`">`)
	}
	if v.Integrations != "" {
		// JSON whose <, > and & are escaped: it cannot end the element.
		w.raw("\n<script type=\"application/json\" id=\"" + integrationsID + "\">")
		w.raw(v.Integrations)
		w.raw("</script>")
	}
}

// topbar writes the top bar: the menu button, the brand, search, the
// navbar's links, the theme toggle, and the tabs.
func (w *pageWriter) topbar(v *pageView) {
	controls := ""
	if !w.taken["sidebar"] {
		controls = ` aria-controls="sidebar"`
	}
	w.raw("\n<header" + w.hook("navbar") + " class=\"topbar\">\n<div class=\"topbar-inner\">\n<button type=\"button\" class=\"menu-button\" data-menu-button" + controls + " aria-expanded=\"false\" aria-label=\"Open the navigation\">" + iconMenu.html() + "</button>\n<a class=\"brand\" href=\"")
	if v.Logo != nil {
		w.url(v.Logo.Href)
	} else {
		w.url(v.Home)
	}
	w.raw(`">`)
	if l := v.Logo; l != nil {
		w.raw("\n<img class=\"brand-logo brand-logo-light nav-logo\" src=\"")
		w.url(l.Light)
		w.raw(`" alt="`)
		w.text(l.Alt)
		w.raw("\">\n<img class=\"brand-logo brand-logo-dark nav-logo\" src=\"")
		w.url(l.Dark)
		w.raw(`" alt="`)
		w.text(l.Alt)
		w.raw(`">`)
	} else {
		w.raw("\n<span class=\"brand-name\">")
		w.text(v.SiteName)
		w.raw("</span>")
	}
	w.raw("\n</a>\n<button type=\"button\"" + w.hook("search-bar-entry") + " class=\"search-button\" data-search-open aria-haspopup=\"dialog\">\n" + iconSearch.html() + "<span class=\"search-button-text\">")
	if v.SearchPrompt != "" {
		w.text(v.SearchPrompt)
	} else {
		w.raw("Search…")
	}
	w.raw("</span><kbd class=\"search-kbd\">Ctrl K</kbd>\n</button>\n<nav class=\"topbar-links\" aria-label=\"Links\">")
	for _, l := range v.Navbar {
		w.raw("\n<a class=\"navbar-link")
		if l.Kind != "" {
			w.raw(" navbar-link-")
			w.text(l.Kind)
		}
		w.raw(`" href="`)
		w.url(l.URL)
		w.raw(`"`)
		w.external(l.External)
		w.raw(">")
		w.raw(string(l.Icon))
		w.raw("<span>")
		w.text(l.Label)
		w.raw("</span></a>")
	}
	if p := v.Primary; p != nil {
		w.raw("\n<a class=\"navbar-primary")
		if p.Kind != "" {
			w.raw(" navbar-primary-")
			w.text(p.Kind)
		}
		w.raw(`" href="`)
		w.url(p.URL)
		w.raw(`"`)
		w.external(p.External)
		w.raw(">")
		w.raw(string(p.Icon))
		w.raw("<span>")
		w.text(p.Label)
		w.raw("</span>")
		if p.Kind == "button" {
			w.raw(iconChevronRight.html())
		}
		w.raw("</a>")
	}
	if !v.Strict {
		w.raw("\n<button type=\"button\" class=\"theme-toggle\" data-theme-toggle aria-label=\"Switch between light and dark mode\">" + iconSun.html() + iconMoon.html() + "</button>")
	}
	w.raw("\n</nav>\n</div>")
	if len(v.Tabs) > 0 {
		w.raw("\n<nav class=\"nav-tabs\" aria-label=\"Sections\">\n<ul class=\"nav-tabs-list\">")
		for _, t := range v.Tabs {
			// A tab is an entry of every page of a site: its markup is
			// kept short (a 20-tab bar was 2.4 KB of each page). The
			// current one is marked as Mintlify marks it, for custom CSS
			// (.nav-tabs-item[data-active]).
			w.raw("\n<li>")
			current := ""
			if t.Active {
				current = ` aria-current="true" data-active`
			}
			if len(t.Menu) > 0 {
				w.raw("<details class=\"nav-tab-menu\" data-popover>\n<summary class=\"nav-tabs-item\"" + current + ">")
				w.raw(string(t.Icon))
				w.text(t.Label)
				w.raw(iconChevronDown.html() + "</summary>\n<div class=\"menu-panel\" role=\"menu\">")
				for _, m := range t.Menu {
					w.raw("\n<a class=\"menu-item")
					if m.Active {
						w.raw(" menu-item-active")
					}
					w.raw(`" role="menuitem" href="`)
					w.url(m.URL)
					w.raw(`"`)
					w.external(m.External)
					if m.Active {
						w.raw(` aria-current="page"`)
					}
					w.raw(">")
					w.menuItemText(m, false)
					w.raw("\n</a>")
				}
				w.raw("\n</div>\n</details>")
			} else {
				w.raw("<a class=\"nav-tabs-item\" href=\"")
				w.url(t.URL)
				w.raw(`"`)
				w.external(t.External)
				w.raw(current + ">")
				w.raw(string(t.Icon))
				w.text(t.Label)
				if t.External {
					w.raw(iconExternal.html())
				}
				w.raw("</a>")
			}
			w.raw("</li>")
		}
		w.raw("\n</ul>\n</nav>")
	}
	w.raw("\n</header>")
}

// menuItemText writes a menu entry's icon, label, tag (with tag) and
// description, as menus write them.
func (w *pageWriter) menuItemText(m linkView, tag bool) {
	if m.Icon != "" {
		w.raw(`<span class="menu-item-icon">`)
		w.raw(string(m.Icon))
		w.raw("</span>")
	}
	indent := "\n"
	if tag {
		indent = "\n"
	}
	w.raw(indent + `<span class="menu-item-text"><span class="menu-item-label">`)
	w.text(m.Label)
	if tag && m.Tag != "" {
		w.raw(` <span class="nav-tag">`)
		w.text(m.Tag)
		w.raw("</span>")
	}
	w.raw("</span>")
	if m.Description != "" {
		w.raw(`<span class="menu-item-description">`)
		w.text(m.Description)
		w.raw("</span>")
	}
	w.raw("</span>")
}

// selectors writes the sidebar's selectors (versions, languages,
// products, dropdowns) and anchors.
func (w *pageWriter) selectors(v *pageView) {
	for _, s := range v.Selectors {
		w.raw("\n<details class=\"selector selector-")
		w.text(s.Kind)
		w.raw("\" data-popover>\n<summary class=\"selector-button\" aria-label=\"")
		w.text(s.Label)
		w.raw(": ")
		w.text(s.Current.Label)
		w.raw(`">`)
		if s.Current.Icon != "" {
			w.raw(`<span class="selector-icon">`)
			w.raw(string(s.Current.Icon))
			w.raw("</span>")
		}
		w.raw("\n<span class=\"selector-label\">")
		w.text(s.Current.Label)
		w.raw("</span>")
		if s.Current.Tag != "" {
			w.raw(`<span class="nav-tag">`)
			w.text(s.Current.Tag)
			w.raw("</span>")
		}
		w.raw("\n" + iconChevrons.html() + "\n</summary>\n<div class=\"menu-panel\" role=\"menu\">")
		for _, o := range s.Options {
			w.raw("\n<a class=\"menu-item")
			if o.Active {
				w.raw(" menu-item-active")
			}
			w.raw(`" role="menuitem" href="`)
			w.url(o.URL)
			w.raw(`"`)
			w.external(o.External)
			if o.Active {
				w.raw(` aria-current="true"`)
			}
			w.raw(">")
			w.menuItemText(o, true)
			if o.Active {
				w.raw(iconCheck.html())
			}
			w.raw("\n</a>")
		}
		w.raw("\n</div>\n</details>")
	}
	if len(v.Anchors) > 0 {
		w.raw("\n<ul class=\"anchors\">")
		for _, a := range v.Anchors {
			w.raw("\n<li><a class=\"anchor")
			if a.Active {
				w.raw(" anchor-active")
			}
			w.raw(`" href="`)
			w.url(a.URL)
			w.raw(`"`)
			w.external(a.External)
			if a.Active {
				w.raw(` aria-current="true"`)
			}
			w.raw(`><span class="anchor-icon">`)
			if a.Icon != "" {
				w.raw(string(a.Icon))
			} else {
				w.raw(iconLink.html())
			}
			w.raw("</span><span>")
			w.text(a.Label)
			w.raw("</span></a></li>")
		}
		w.raw("\n</ul>")
	}
}

// pageHeader writes the page's header: eyebrow or breadcrumbs, title,
// tags, the page menu, the description, and an endpoint.
func (w *pageWriter) pageHeader(v *pageView) {
	if len(v.Eyebrow) > 0 {
		if v.Crumbs {
			w.raw("\n<nav class=\"breadcrumbs\" aria-label=\"Breadcrumbs\"><ol class=\"breadcrumb-list\">")
			for _, c := range v.Eyebrow {
				w.raw("<li class=\"breadcrumb-item\">")
				w.text(c)
				w.raw("</li>")
			}
			w.raw("</ol></nav>")
		} else {
			w.raw("\n<p class=\"eyebrow\">")
			w.text(v.Eyebrow[0])
			w.raw("</p>")
		}
	}
	w.raw("\n<div class=\"title-row\">\n<h1" + w.hook("page-title") + " class=\"page-title\">")
	w.text(v.Title)
	w.raw("</h1>")
	if v.Tag != "" {
		w.raw(`<span class="page-tag">`)
		w.text(v.Tag)
		w.raw("</span>")
	}
	if v.Deprecated {
		w.raw(`<span class="page-tag page-tag-deprecated">Deprecated</span>`)
	}
	if len(v.Actions) > 0 && !v.NotFound {
		w.actions(v.Actions)
	}
	w.raw("\n</div>")
	switch {
	case v.DescriptionHTML != "":
		w.raw("\n<p class=\"page-description\">")
		w.raw(string(v.DescriptionHTML))
		w.raw("</p>")
	case v.Description != "" && v.Lead == "":
		w.raw("\n<p class=\"page-description\">")
		w.text(v.Description)
		w.raw("</p>")
	}
	if v.Method != "" {
		w.raw("\n<div class=\"endpoint\"><span class=\"method method-")
		w.text(strings.ToLower(v.Method))
		w.raw(`">`)
		w.text(v.Method)
		w.raw(`</span><code class="endpoint-path">`)
		w.text(v.Endpoint)
		w.raw("</code></div>")
	}
	if a := v.API; a != nil && a.Method != "" {
		w.raw("\n<div class=\"api-endpoint\" data-api-endpoint>\n<span class=\"method method-")
		w.text(strings.ToLower(a.Method))
		w.raw(`">`)
		w.text(a.Method)
		w.raw("</span>\n<code class=\"api-url\">")
		if len(a.Servers) > 0 {
			w.raw(`<select class="api-server" data-api-server aria-label="Server">`)
			for _, s := range a.Servers {
				w.raw(`<option value="`)
				w.text(s.URL)
				w.raw(`"`)
				if s.Label != "" {
					w.raw(` title="`)
					w.text(s.Label)
					w.raw(`"`)
				}
				w.raw(">")
				w.text(s.URL)
				w.raw("</option>")
			}
			w.raw("</select>")
		} else if a.Base != "" {
			w.raw(`<span class="api-base" data-api-base>`)
			w.text(a.Base)
			w.raw("</span>")
		}
		w.raw(`<span class="api-path">`)
		w.raw(string(a.Path))
		w.raw("</span></code>")
		if a.URL != "" {
			w.raw("\n<button type=\"button\" class=\"api-copy\" data-copy-text=\"")
			w.text(a.URL)
			w.raw(`" aria-label="Copy the URL" title="Copy the URL">` + iconCopy.html() + "</button>")
		}
		if a.Playground != "" {
			w.raw("\n<button type=\"button\" class=\"api-try\" data-api-try aria-haspopup=\"dialog\">Try it " + iconPlay.html() + "</button>")
		}
		w.raw("\n</div>")
	}
}

// actions writes the page's menu: its first action as a button, all of
// them in the menu when there are more.
func (w *pageWriter) actions(as []actionView) {
	w.raw("\n<div class=\"page-actions\">")
	if a := as[0]; a.copies() {
		w.raw("\n<button type=\"button\" class=\"page-action\"")
		w.actionData(a)
		w.raw(`>` + iconCopy.html() + `<span data-copy-label>`)
		w.text(a.Label)
		w.raw("</span></button>")
	} else {
		w.raw("\n<a class=\"page-action\"")
		w.actionData(a)
		w.external(a.External)
		w.raw("><span>")
		w.text(a.Label)
		w.raw("</span></a>")
	}
	if len(as) > 1 {
		w.raw("\n<details" + w.hook("page-context-menu") + " class=\"page-menu\" data-popover>\n<summary" + w.hook("page-context-menu-button") + " class=\"page-action page-action-icon\" aria-label=\"More actions for this page\">" + iconChevronDown.html() + "</summary>\n<div class=\"menu-panel page-menu-panel\" role=\"menu\">")
		for _, a := range as {
			if a.copies() {
				w.raw("\n<button type=\"button\" class=\"menu-item\" role=\"menuitem\"")
				w.actionData(a)
				w.raw(`><span class="menu-item-text"><span class="menu-item-label" data-copy-label>`)
				w.text(a.Label)
				w.raw(`</span><span class="menu-item-description">`)
				w.text(a.Description)
				w.raw("</span></span></button>")
				continue
			}
			w.raw("\n<a class=\"menu-item\" role=\"menuitem\"")
			w.actionData(a)
			w.external(a.External)
			w.raw(`><span class="menu-item-text"><span class="menu-item-label">`)
			w.text(a.Label)
			if a.External {
				w.raw(" " + iconExternal.html())
			}
			w.raw("</span>")
			if a.Description != "" {
				w.raw(`<span class="menu-item-description">`)
				w.text(a.Description)
				w.raw("</span>")
			}
			w.raw("</span></a>")
		}
		w.raw("\n</div>\n</details>")
	}
	w.raw("\n</div>")
}

// actionData writes what an action does: the page a copy button copies
// (or its text), a link's href, and for the entries that name the MCP
// server by a path, what the site script needs to make it absolute.
func (w *pageWriter) actionData(a actionView) {
	switch {
	case a.Copy:
		w.raw(` data-copy-page="`)
		w.text(a.URL)
	case a.CopyText != "":
		w.raw(` data-copy-text="`)
		w.text(a.CopyText)
	case a.App:
		// A link Folio made for an editor's own scheme (cursor:,
		// vscode:), which the http(s) check would refuse.
		w.raw(` href="`)
		w.text(percentEncode(a.URL, true))
	default:
		w.raw(` href="`)
		w.url(a.URL)
	}
	w.raw(`"`)
	if a.Download {
		w.raw(" download")
	}
	if a.MCP == "" {
		return
	}
	w.raw(` data-mcp="`)
	w.text(a.MCP)
	w.raw(`" data-mcp-url="`)
	w.text(a.MCPURL)
	w.raw(`"`)
	w.attr("data-mcp-name", a.MCPName)
	w.attr("data-mcp-href", a.MCPHref)
}

// parts writes the page's large parts: its lead, an API page's examples,
// its body, an API page's reference and playground.
func (w *pageWriter) parts(v *pageView) {
	if v.Lead != "" {
		w.raw("\n<div class=\"prose api-lead\">\n")
		w.raw(string(v.Lead))
		w.raw("\n</div>")
	}
	a := v.API
	switch {
	case a != nil && a.Panel != "":
		w.sideColumn("Examples", string(a.Panel))
	case v.Side != "":
		w.sideColumn(v.SideLabel, string(v.Side))
	}
	if v.Body != "" || a == nil {
		w.raw("\n<div" + w.hook("content") + " class=\"prose mdx-content\"")
		w.attr("data-page-href", v.Path)
		w.raw(">\n")
		w.raw(string(v.Body))
		w.raw("\n</div>")
	}
	if a == nil {
		return
	}
	if slices.ContainsFunc(a.Body, func(p string) bool { return p != "" }) {
		w.raw("\n<div class=\"api-reference\">\n")
		for _, p := range a.Body {
			w.raw(p)
		}
		w.raw("\n</div>")
	}
	if a.Playground != "" {
		w.raw("\n")
		w.raw(string(a.Playground))
	}
}

// sideColumn writes the column beside the text: an API page's examples,
// another page's panel or examples.
func (w *pageWriter) sideColumn(label, html string) {
	w.raw("\n<aside class=\"api-panel\"")
	w.attr("aria-label", label)
	w.raw(">\n<div class=\"api-panel-inner\">\n")
	w.raw(html)
	w.raw("\n</div>\n</aside>")
}

// footer writes the site's footer: link columns, social links, name.
func (w *pageWriter) footer(f *footerView) {
	if f == nil {
		return
	}
	w.raw("\n<footer" + w.hook("footer") + " class=\"site-footer\">\n<div class=\"site-footer-inner\">")
	if len(f.Columns) > 0 {
		w.raw("\n<div class=\"footer-columns\">")
		for _, c := range f.Columns {
			w.raw("\n<div class=\"footer-column\">")
			if c.Header != "" {
				w.raw(`<p class="footer-header">`)
				w.text(c.Header)
				w.raw("</p>")
			}
			w.raw("\n<ul>")
			for _, l := range c.Links {
				w.raw(`<li><a href="`)
				w.url(l.URL)
				w.raw(`"`)
				w.external(l.External)
				w.raw(">")
				w.text(l.Label)
				w.raw("</a></li>")
			}
			w.raw("</ul>\n</div>")
		}
		w.raw("\n</div>")
	}
	w.raw("\n<div class=\"footer-bottom\">")
	if len(f.Socials) > 0 {
		w.raw("\n<ul class=\"socials\">")
		for _, s := range f.Socials {
			w.raw(`<li><a href="`)
			w.url(s.URL)
			w.raw(`" target="_blank" rel="noreferrer" aria-label="`)
			w.text(s.Label)
			w.raw(`" title="`)
			w.text(s.Label)
			w.raw(`">`)
			if s.Icon != "" {
				w.raw(string(s.Icon))
			} else {
				w.text(s.Label)
			}
			w.raw("</a></li>")
		}
		w.raw("</ul>")
	}
	w.raw("\n<p class=\"powered\">")
	w.text(f.Name)
	w.raw(" · Built with Folio</p>\n</div>\n</div>\n</footer>")
}

// LiveReloadJS is the client `folio dev` adds to every page. It listens to
// the server's events: "reload" reloads the page; "problems" shows the
// errors over the page (unless the page is itself the error page, which
// has an element #folio-errors). A lost connection is tried again after
// 0.5 s, doubling up to 5 s; a hidden tab holds no connection and opens
// one when shown again. Each "problems" event names the build it
// describes: when a reconnection finds another build (the server was
// restarted, or rebuilt while the tab was hidden), the page reloads.
const LiveReloadJS = `(function(){
var es=null,delay=500,timer=0,seen=null;
function overlay(d){
 if(document.getElementById("folio-errors"))return;
 var o=document.getElementById("folio-overlay");
 if(!d.errors||!d.errors.length){if(o)o.remove();return}
 if(!o){o=document.createElement("div");o.id="folio-overlay";o.className="dev-overlay";document.body.appendChild(o)}
 o.innerHTML="";
 var h=document.createElement("div");h.className="dev-overlay-head";
 h.textContent=d.errors.length+(d.errors.length===1?" error":" errors")+(d.kept?" — pages with errors show their last good version":" — pages with errors show them instead of their content");
 var x=document.createElement("button");x.type="button";x.textContent="\u00d7";x.setAttribute("aria-label","Hide");x.onclick=function(){o.remove()};
 h.appendChild(x);o.appendChild(h);
 d.errors.forEach(function(t){var p=document.createElement("pre");p.textContent=t;o.appendChild(p)});
}
function connect(){
 timer=0;
 if(es||document.hidden)return;
 es=new EventSource("/_folio/events");
 es.addEventListener("reload",function(){location.reload()});
 es.addEventListener("problems",function(e){
  var d=JSON.parse(e.data);
  if(seen!==null&&d.build!==seen){location.reload();return}
  seen=d.build;delay=500;overlay(d);
 });
 es.onerror=function(){
  es.close();es=null;
  if(!timer){timer=setTimeout(connect,delay);delay=Math.min(delay*2,5000)}
 };
}
document.addEventListener("visibilitychange",function(){
 if(document.hidden){if(es){es.close();es=null}}else if(!es&&!timer){connect()}
});
connect();
})();`

// The script that every page carries in its head.
const (
	bootJS = `(function(){var d=document.documentElement,a=d.getAttribute("data-appearance"),m=a;if(!d.hasAttribute("data-strict")){try{m=localStorage.getItem("folio-appearance")||a}catch(e){}}if(m==="system"){m=window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}d.classList.toggle("dark",m==="dark");d.classList.add("folio-js");try{var s=localStorage.getItem("folio-banner-dismissed");if(s)d.setAttribute("data-banner-dismissed",s)}catch(e){}})();`
)
