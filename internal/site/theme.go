package site

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"html/template"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/yuin/goldmark"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/content"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/search"
)

//go:embed theme/site.css
var themeCSS string

//go:embed theme/site.js
var themeJS string

//go:embed theme/api.js
var apiJS string

// theme draws, in one of the built-in themes, what every page shows
// around its own content: the stylesheet, the site-wide parts of a
// page's view (logo, navbar, banner, footer, search, what every page
// loads), a language's own banner, footer and navbar, and the page
// itself (page.go). Its parts are the same on every page, and are only
// read while pages are made.
type theme struct {
	name  string // mint or maple
	cfg   *config.Config
	links siteLinks
	icons *navIcons
	// assets are what every page loads, set before the pages are made.
	assets pageAssets
	// liveReload and searchServer are Options.LiveReload and
	// Options.SearchServer.
	liveReload, searchServer bool
}

// themeFamilies maps each Mintlify theme to the built-in theme it looks
// most like: the themes whose sidebar lists sections under headings
// (mint, linden, willow, luma) and those with a softer sidebar of
// topics (maple, palm, almond, aspen, sequoia).
var themeFamilies = map[string]string{
	"mint": "mint", "linden": "mint", "willow": "mint", "luma": "mint",
	"maple": "maple", "palm": "maple", "almond": "maple", "aspen": "maple", "sequoia": "maple",
}

// themeName is the built-in theme a site is drawn with, warning through
// warn when it is not the one docs.json names.
func themeName(cfg *config.Config, warn func(diag.Diagnostic)) string {
	name := themeFamilies[cfg.Theme]
	if name == "" {
		// Not a theme at all: the configuration check reported it
		// (unknown-theme); the site is drawn with mint, without a second
		// finding about the same value.
		return "mint"
	}
	if name != cfg.Theme {
		loc := cfg.Loc.Key("theme")
		warn(diag.Diagnostic{
			Severity: diag.Warning, Code: "theme-fallback", Pos: loc.Pos(), Pointer: loc.Pointer,
			Message: fmt.Sprintf("the %q theme is drawn with Folio's %q theme, the nearest one it has", cfg.Theme, name),
			Hint:    "Folio has the mint and maple themes",
		})
	}
	return name
}

// stylesheet returns the site's CSS: the theme, the components, the code
// blocks, then the site's colours and fonts.
func (t *theme) stylesheet(codeCSS string) string {
	var b strings.Builder
	// The icons' paint comes first: the theme's rules (which icon shows
	// in dark mode, sizes in places) override it.
	b.WriteString(uiIconCSS())
	b.WriteString(themeCSS)
	b.WriteString("\n")
	b.WriteString(content.CSS())
	b.WriteString("\n")
	b.WriteString(codeCSS)
	b.WriteString("\n/* Site settings (docs.json). */\n")
	c := t.cfg
	primary := c.Colors.Primary
	light := c.Colors.Light
	if light == "" {
		light = primary
	}
	dark := c.Colors.Dark
	if dark == "" {
		dark = primary
	}
	if primary != "" {
		fmt.Fprintf(&b, ":root{--folio-primary:%s;--folio-primary-light:%s;--folio-primary-dark:%s}\n.dark{--folio-primary:%s}\n", primary, light, dark, light)
		if g := grayScale(primary); g != "" {
			fmt.Fprintf(&b, ":root{%s}\n", g)
		}
	}
	// The surfaces (sidebar, search field, inline code, panels) are
	// shades of the page's own background, as Mintlify's are: the default
	// slate ones would draw a blue cast on a neutral or warm background.
	// The light colours are kept out of dark mode (:root and .dark weigh
	// the same, and these come later). Both backgrounds are also
	// variables in every mode, for Mintlify's bg-background-light and
	// bg-background-dark utilities.
	bgLight, bgDark := pageBackgrounds(c)
	if bgLight != "" {
		fmt.Fprintf(&b, ":root{--folio-bg-light:%s}\n:root:not(.dark){--folio-bg:%s;--folio-surface:color-mix(in srgb,%s 97%%,#000);--folio-surface-strong:color-mix(in srgb,%s 94%%,#000)}\n", bgLight, bgLight, bgLight, bgLight)
	}
	if bgDark != "" {
		fmt.Fprintf(&b, ":root{--folio-bg-dark:%s}\n.dark{--folio-bg:%s;--folio-surface:color-mix(in srgb,%s 96%%,#fff);--folio-surface-strong:color-mix(in srgb,%s 90%%,#fff)}\n", bgDark, bgDark, bgDark, bgDark)
	}
	if bg := c.Background; bg != nil && bg.Image != nil && (bg.Image.Light != "" || bg.Image.Dark != "") {
		light, dark := bg.Image.Light, bg.Image.Dark
		if light == "" {
			light = dark
		}
		if dark == "" {
			dark = light
		}
		fmt.Fprintf(&b, ":root{--folio-bg-image:url(%q)}\n.dark{--folio-bg-image:url(%q)}\n", t.links.url(light), t.links.url(dark))
	}
	if f := c.Fonts; f != nil {
		body, heading := f.All, f.All
		if f.Body != nil {
			body = f.Body
		}
		if f.Heading != nil {
			heading = f.Heading
		}
		faces := []*config.FontDetails{body}
		if heading != body {
			faces = append(faces, heading)
		}
		for _, fd := range faces {
			if fd != nil && fd.Source != "" {
				format := fd.Format
				if format == "" {
					format = "woff2"
				}
				// The stylesheet lives under /_folio/: the file is
				// addressed from the site's root, where it is served.
				fmt.Fprintf(&b, "@font-face{font-family:%q;src:url(%q) format(%q);", fd.Family, t.links.url(fd.Source), format)
				if fd.Weight != nil {
					// A heading and a body face of one family are told
					// apart by their weights.
					b.WriteString("font-weight:" + strconv.FormatFloat(*fd.Weight, 'f', -1, 64) + ";")
				}
				b.WriteString("font-display:swap}\n")
			}
		}
		if body != nil {
			fmt.Fprintf(&b, ":root{--folio-font:%q,var(--folio-font-system)}\n", body.Family)
		}
		if heading != nil {
			fmt.Fprintf(&b, ":root{--folio-font-heading:%q,var(--folio-font-system)}\n", heading.Family)
		}
	}
	return b.String()
}

// addAssets adds the stylesheet and the script to files, named by their
// content so that browsers may cache them for ever; codeCSS is the code
// blocks' stylesheet.
func (t *theme) addAssets(files map[string]*File, codeCSS string) {
	css := t.stylesheet(codeCSS)
	js := search.Script + "\n" + themeJS + "\n" + apiJS + "\n" + content.Script()
	t.assets.css = "/_folio/site." + fingerprint(css) + ".css"
	t.assets.js = "/_folio/site." + fingerprint(js) + ".js"
	files[t.assets.css] = &File{Data: []byte(css), Type: "text/css; charset=utf-8"}
	files[t.assets.js] = &File{Data: []byte(js), Type: "text/javascript; charset=utf-8"}
}

// fontLinks returns the Google Fonts stylesheet for fonts named without a
// source; the reader's browser loads it, and the system font stands in
// until then (or offline).
func (t *theme) fontLink() string {
	f := t.cfg.Fonts
	if f == nil {
		return ""
	}
	var fams []string
	for _, fd := range []*config.FontDetails{f.All, f.Body, f.Heading} {
		if fd == nil || fd.Source != "" || fd.Family == "" {
			continue
		}
		fam := "family=" + url.QueryEscape(fd.Family)
		if fd.Weight != nil {
			fam += fmt.Sprintf(":wght@%d", int(*fd.Weight))
		} else {
			fam += ":wght@400;500;600;700"
		}
		fams = append(fams, fam)
	}
	if len(fams) == 0 {
		return ""
	}
	return "https://fonts.googleapis.com/css2?" + strings.Join(fams, "&") + "&display=swap"
}

// base returns a view with the site-wide parts filled in.
func (t *theme) base() *pageView {
	c := t.cfg
	v := &pageView{
		Lang: "en", Theme: t.name, SiteName: c.Name,
		CSS: t.links.url(t.assets.css), JS: t.links.url(t.assets.js),
		Appearance: "system", LiveReload: t.liveReload,
		Home: t.links.url("/"),
	}
	if t.searchServer {
		v.SearchAPI = t.links.url(SearchPath)
	} else {
		v.SearchIndex = t.links.url(SearchIndexPath)
	}
	if c.Search != nil {
		v.SearchPrompt = c.Search.Prompt
	}
	if a := c.Appearance; a != nil {
		if a.Default != "" {
			v.Appearance = a.Default
		}
		v.Strict = a.Strict
	}
	if f := c.Favicon; f != nil {
		v.Favicon, v.FaviconDark = t.links.url(f.Light), t.links.url(f.Dark)
		if v.FaviconDark == v.Favicon {
			v.FaviconDark = ""
		}
	}
	if l := c.Logo; l != nil && (l.Light != "" || l.Dark != "") {
		lv := &logoView{Light: t.links.url(l.Light), Dark: t.links.url(l.Dark), Href: l.Href, Alt: c.Name}
		if lv.Light == "" {
			lv.Light = lv.Dark
		}
		if lv.Dark == "" {
			lv.Dark = lv.Light
		}
		if lv.Href == "" {
			lv.Href = v.Home
		}
		v.Logo = lv
	}
	if c.Navbar != nil {
		v.Navbar, v.Primary = t.navbar(c.Navbar)
	}
	if c.Banner != nil {
		v.Banner = t.banner(c.Banner)
	}
	v.Footer = t.footer(c.Footer)
	if c.SEO != nil {
		for _, name := range slices.Sorted(maps.Keys(c.SEO.Metatags)) {
			if name == "canonical" {
				continue
			}
			v.Meta = append(v.Meta, metaOf(name, c.SEO.Metatags[name]))
		}
	}
	v.FontURL = t.fontLink()
	v.UserCSS, v.UserJS = t.assets.userCSS, t.assets.userJS
	v.Integrations = t.assets.integrations
	if bg := c.Background; bg != nil {
		v.Decoration = bg.Decoration
	}
	return v
}

// navbar returns the navbar's links and its primary button.
func (t *theme) navbar(n *config.Navbar) ([]linkView, *linkView) {
	var links []linkView
	for _, l := range n.Links {
		if l == nil {
			continue
		}
		lv := linkView{Label: l.Label, URL: t.links.url(l.Href), External: isExternal(l.Href), Icon: t.icons.configIcon(l.Icon, "nav-icon"), Kind: l.Type}
		if lv.Label == "" {
			lv.Label = brandName(l.Type)
		}
		if lv.Icon == "" && (l.Type == "github" || l.Type == "discord") {
			lv.Icon = t.icons.icon(&nav.Icon{Name: l.Type, Library: "fontawesome", Style: "brands"}, "nav-icon")
		}
		links = append(links, lv)
	}
	var primary *linkView
	if p := n.Primary; p != nil {
		primary = &linkView{Label: p.Label, URL: t.links.url(p.Href), External: isExternal(p.Href), Kind: p.Type}
		if p.Type == "github" || p.Type == "discord" {
			primary.Icon = t.icons.icon(&nav.Icon{Name: p.Type, Library: "fontawesome", Style: "brands"}, "nav-icon")
			if primary.Label == "" {
				primary.Label = brandName(p.Type)
			}
		}
	}
	return links, primary
}

// languageParts applies the banner, footer and navbar of the page's
// language when it sets them.
func (t *theme) languageParts(v *pageView, trail []*nav.Node) {
	for _, n := range trail {
		if n.Kind != nav.KindLanguage || n.Language == nil {
			continue
		}
		v.Lang, v.Dir = htmlLang(n.Label)
		l := n.Language
		if l.Banner != nil {
			v.Banner = t.banner(l.Banner)
		}
		if l.Footer != nil {
			v.Footer = t.footer(l.Footer)
		}
		if l.Navbar != nil {
			v.Navbar, v.Primary = t.navbar(l.Navbar)
		}
	}
}

func brandName(kind string) string {
	switch kind {
	case "github":
		return "GitHub"
	case "discord":
		return "Discord"
	}
	return kind
}

// banner renders the announcement bar; its id changes with its text, so
// that a new announcement shows again after an old one was dismissed.
func (t *theme) banner(bn *config.Banner) *bannerView {
	var buf bytes.Buffer
	if err := goldmark.Convert([]byte(bn.Content), &buf); err != nil {
		return nil
	}
	h := strings.TrimSpace(buf.String())
	h = strings.TrimSuffix(strings.TrimPrefix(h, "<p>"), "</p>")
	sum := sha256.Sum256([]byte(bn.Content))
	v := &bannerView{HTML: template.HTML(content.UnderBase(h, t.links.base)), Dismissible: bn.Dismissible, Type: bn.Type, ID: hex.EncodeToString(sum[:6])}
	if v.Type == "" {
		v.Type = "info"
	}
	if bn.Color != nil {
		var css string
		if bn.Color.Light != "" {
			css += "--banner-bg:" + bn.Color.Light + ";"
		}
		if bn.Color.Dark != "" {
			css += "--banner-bg-dark:" + bn.Color.Dark + ";"
		}
		v.Style = template.CSS(css)
	}
	return v
}

// footer builds the footer: social links and link columns.
func (t *theme) footer(f *config.Footer) *footerView {
	v := &footerView{Name: t.cfg.Name}
	if f == nil {
		return v
	}
	for _, network := range sortedNetworks(f.Socials) {
		href := f.Socials[network]
		v.Socials = append(v.Socials, linkView{Label: socialName(network), URL: href, External: true,
			Icon: t.icons.icon(&nav.Icon{Name: socialIcon(network), Library: "fontawesome", Style: "brands"}, "social-icon")})
	}
	for _, col := range f.Links {
		if col == nil {
			continue
		}
		fc := footerColumn{Header: col.Header}
		for _, it := range col.Items {
			if it != nil {
				fc.Links = append(fc.Links, linkView{Label: it.Label, URL: t.links.url(it.Href), External: isExternal(it.Href)})
			}
		}
		v.Columns = append(v.Columns, fc)
	}
	return v
}

// socialOrder is the order social icons show in.
var socialOrder = []string{"x", "website", "facebook", "youtube", "discord", "slack", "github", "linkedin", "instagram", "hacker-news", "medium", "telegram", "twitter", "x-twitter", "earth-americas", "bluesky", "threads", "reddit", "podcast"}

func sortedNetworks(m map[string]string) []string {
	var out []string
	for _, n := range socialOrder {
		if _, ok := m[n]; ok {
			out = append(out, n)
		}
	}
	for n := range m {
		found := false
		for _, o := range out {
			found = found || o == n
		}
		if !found {
			out = append(out, n)
		}
	}
	return out
}

func socialIcon(network string) string {
	switch network {
	case "x", "twitter":
		return "x-twitter"
	case "website", "earth-americas":
		return "earth-americas"
	}
	return network
}

func socialName(network string) string {
	switch network {
	case "x", "twitter", "x-twitter":
		return "X"
	case "github":
		return "GitHub"
	case "linkedin":
		return "LinkedIn"
	case "youtube":
		return "YouTube"
	case "hacker-news":
		return "Hacker News"
	case "website", "earth-americas":
		return "Website"
	}
	if network == "" {
		return ""
	}
	return strings.ToUpper(network[:1]) + network[1:]
}

// languageNames are the names of the languages Mintlify offers, in
// their own language.
var languageNames = map[string]string{
	"en": "English", "cn": "简体中文", "zh": "中文", "zh-Hans": "简体中文", "zh-Hant": "繁體中文",
	"es": "Español", "fr": "Français", "fr-CA": "Français (Canada)", "ja": "日本語", "jp": "日本語",
	"pt": "Português", "pt-BR": "Português (Brasil)", "de": "Deutsch", "ko": "한국어", "it": "Italiano",
	"ru": "Русский", "id": "Bahasa Indonesia", "ar": "العربية", "tr": "Türkçe", "hi": "हिन्दी",
	"sv": "Svenska", "no": "Norsk", "lv": "Latviešu", "nl": "Nederlands", "uk": "Українська",
	"vi": "Tiếng Việt", "pl": "Polski", "uz": "Oʻzbekcha", "he": "עברית", "ca": "Català",
	"fi": "Suomi", "hu": "Magyar", "ro": "Română", "cs": "Čeština", "da": "Dansk", "el": "Ελληνικά",
	"th": "ไทย", "bn": "বাংলা", "ms": "Bahasa Melayu", "fa": "فارسی",
}

// htmlLang returns the language tag and writing direction a page in the
// docs.json language code is marked with. Mintlify's own codes "cn" and
// "jp" stand for the ISO 639 languages zh and ja (its models say so), and
// it lays out Arabic and Hebrew right to left: the direction follows the
// tag's primary subtag, so that a regional form ("ar-EG") turns too.
func htmlLang(code string) (lang, dir string) {
	lang = code
	primary, region, _ := strings.Cut(code, "-")
	switch strings.ToLower(primary) {
	case "cn":
		lang = "zh"
		if region != "" {
			lang += "-" + region
		}
	case "jp":
		lang = "ja"
		if region != "" {
			lang += "-" + region
		}
	case "ar", "he", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb":
		dir = "rtl"
	}
	return lang, dir
}

func languageName(code string) string {
	if n, ok := languageNames[code]; ok {
		return n
	}
	return code
}
