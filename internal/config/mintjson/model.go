package mintjson

import (
	"strconv"
	"strings"

	"github.com/foliodocs/folio/internal/jsonpos"
)

// This file is the model of the legacy mint.json (Mintlify's configuration
// before docs.json). It follows Mintlify's v1 schema in @mintlify/validation
// 0.1.878: the same keys, the same rules, the same strict objects. The field
// order of each struct is the key order of Mintlify's schema, which is the
// key order of the object its validator hands to the upgrade (upgrade.go
// depends on it).

// mintConfig is mint.json.
type mintConfig struct {
	Schema          string            `json:"$schema" cfg:"format=url" doc:"The URL of the JSON Schema."`
	Mintlify        string            `json:"mintlify" doc:"A version string; ignored."`
	Name            string            `json:"name" cfg:"required,trim,nonempty" doc:"The name of the project."`
	Logo            *mintLogo         `json:"logo" doc:"The logo: one image, or {light, dark, href}."`
	Theme           string            `json:"theme" cfg:"enum=venus|quill|prism" doc:"The theme."`
	Layout          string            `json:"layout" cfg:"enum=topnav|sidenav|solidSidenav" doc:"The layout."`
	Favicon         string            `json:"favicon" cfg:"required" doc:"The favicon file."`
	OpenAPI         *mintOpenAPI      `json:"openapi" doc:"OpenAPI files or URLs."`
	Topbar          *mintTopbar       `json:"topbar" doc:"The top bar style."`
	Sidebar         *mintSidebar      `json:"sidebar" doc:"The sidebar style."`
	Rounded         string            `json:"rounded" cfg:"enum=default|sharp" doc:"Rounded or sharp corners."`
	API             *mintAPI          `json:"api" doc:"API reference settings."`
	ModeToggle      *mintModeToggle   `json:"modeToggle" doc:"Light and dark mode."`
	Versions        []*mintVersion    `json:"versions" cfg:"min=1" doc:"The versions of the docs."`
	Metadata        map[string]string `json:"metadata" elem:"nonempty" doc:"Meta tags for every page."`
	CodeBlock       *mintCodeBlock    `json:"codeBlock" doc:"Code block style."`
	Colors          mintColors        `json:"colors" cfg:"required" doc:"The brand colours."`
	Eyebrow         *mintEyebrow      `json:"eyebrow" doc:"What is shown above page titles."`
	TopbarCtaButton *mintCTA          `json:"topbarCtaButton" doc:"The call-to-action button of the top bar."`
	TopbarLinks     []*mintCTA        `json:"topbarLinks" doc:"Links in the top bar."`
	Navigation      []*mintGroup      `json:"navigation" cfg:"required,min=1" doc:"The groups of pages."`
	PrimaryTab      *mintPrimaryTab   `json:"primaryTab" doc:"The first tab, which holds the pages no other tab claims."`
	TopAnchor       *mintTopAnchor    `json:"topAnchor" doc:"The first anchor, which holds the pages no other anchor claims."`
	Anchors         []*mintAnchor     `json:"anchors" doc:"Anchors: sections of the site by URL prefix, or links."`
	Tabs            []*mintTab        `json:"tabs" doc:"Tabs: sections of the site by URL prefix, or links."`
	Footer          *mintFooter       `json:"footer" doc:"The footer."`
	Background      *mintBackground   `json:"background" doc:"The background decoration."`
	BackgroundImage string            `json:"backgroundImage" doc:"A background image."`
	Font            *mintFont         `json:"font" doc:"The fonts."`
	Feedback        *mintFeedback     `json:"feedback" doc:"Reader feedback buttons."`
	Analytics       *mintAnalytics    `json:"analytics" doc:"Analytics integrations."`
	Integrations    *mintIntegrations `json:"integrations" doc:"Chat integrations."`
	IsWhiteLabeled  bool              `json:"isWhiteLabeled" doc:"Hide the Mintlify branding."`
	Search          *mintSearch       `json:"search" doc:"Search settings."`
	Redirects       []*mintRedirect   `json:"redirects" doc:"Redirects."`
	SEO             *mintSEO          `json:"seo" doc:"Indexing."`
	FooterSocials   *mintSocials      `json:"footerSocials" doc:"Deprecated: use footer.socials."`

	Loc Loc `json:"-"`
}

type mintLogoObject struct {
	Light string `json:"light" cfg:"required" doc:"The logo in light mode."`
	Dark  string `json:"dark" cfg:"required" doc:"The logo in dark mode."`
	Href  string `json:"href" doc:"Where a click on the logo goes."`
}

// mintLogo is a path, or {light, dark, href}.
type mintLogo struct {
	Path   string
	Object *mintLogoObject
}

func (l *mintLogo) DecodeNode(d Decoder, n *jsonpos.Node, ptr string) {
	switch n.Kind {
	case jsonpos.String:
		if len([]rune(n.Text)) < 3 {
			d.Errorf(n, ptr, "too-short", "give the path of the image, including its extension, such as /logo.svg", "%s must be the path of an image file", d.Label(ptr))
			return
		}
		l.Path = n.Text
	case jsonpos.Object:
		l.Object = &mintLogoObject{}
		d.DecodeInto(n, ptr, l.Object)
	default:
		d.TypeError(n, ptr, "an image path or an object {light, dark, href}")
	}
}

func (l *mintLogo) zodOutput(z *zodder, n *jsonpos.Node) *jsonpos.Node {
	if l.Object != nil {
		return z.value(l.Object, n)
	}
	return strNode(l.Path, n.Pos)
}

// mintStrings is a string or a list of strings.
type mintStrings struct {
	List   bool
	Values []string
}

func (s *mintStrings) decode(d Decoder, n *jsonpos.Node, ptr, tag, want string) {
	switch n.Kind {
	case jsonpos.String:
		s.Values = []string{d.CheckString(n, ptr, tag)}
	case jsonpos.Array:
		s.List = true
		for i, it := range n.Items {
			iptr := ptr + "/" + strconv.Itoa(i)
			if it.Kind != jsonpos.String {
				d.TypeError(it, iptr, "a string")
				continue
			}
			s.Values = append(s.Values, d.CheckString(it, iptr, tag))
		}
	default:
		d.TypeError(n, ptr, want)
	}
}

func (s *mintStrings) zodOutput(z *zodder, n *jsonpos.Node) *jsonpos.Node {
	if !s.List {
		return strNode(s.Values[0], n.Pos)
	}
	a := &jsonpos.Node{Kind: jsonpos.Array, Pos: n.Pos}
	for i, v := range s.Values {
		a.Items = append(a.Items, strNode(v, n.Items[i].Pos))
	}
	return a
}

// mintOpenAPI is the top-level openapi: a path or URL, or a list of them.
// Paths are normalised (no leading slash), URLs must be http(s).
type mintOpenAPI struct{ mintStrings }

func (o *mintOpenAPI) DecodeNode(d Decoder, n *jsonpos.Node, ptr string) {
	o.decode(d, n, ptr, "format=spec", "a path or URL of an OpenAPI file, or a list of them")
}

// mintBaseURL is api.baseUrl: a URL or a list of URLs.
type mintBaseURL struct{ mintStrings }

func (b *mintBaseURL) DecodeNode(d Decoder, n *jsonpos.Node, ptr string) {
	b.decode(d, n, ptr, "format=url", "a URL or a list of URLs")
}

type mintTopbar struct {
	Style string `json:"style" cfg:"enum=gradient|default" doc:"The top bar style."`
}

type mintSidebar struct {
	Items string `json:"items" cfg:"enum=container|card|border|undecorated" doc:"The sidebar item style."`
}

type mintAPI struct {
	BaseURL       *mintBaseURL     `json:"baseUrl" doc:"The base URL of the API, or several."`
	Auth          *mintAuth        `json:"auth" doc:"The authentication of the playground."`
	Playground    *mintPlayground  `json:"playground" doc:"The API playground."`
	Request       *mintRequest     `json:"request" doc:"Request examples."`
	MaintainOrder *bool            `json:"maintainOrder" doc:"Keep the specification's order."`
	ParamFields   *mintParamFields `json:"paramFields" doc:"Parameter display."`
}

func (*mintAPI) StrictKeys() {}

type mintAuth struct {
	Method      string `json:"method" cfg:"enum=bearer|basic|key|cobo" doc:"The authentication method."`
	Name        string `json:"name" doc:"The header or parameter name."`
	InputPrefix string `json:"inputPrefix" doc:"Deprecated."`
}

func (*mintAuth) StrictKeys() {}

type mintPlayground struct {
	// Mode defaults to "show" when playground is given (zodDefault).
	Mode         string `json:"mode" cfg:"enum=show|simple|hide" zodDefault:"show" doc:"show, simple or hide."`
	DisableProxy *bool  `json:"disableProxy" doc:"Send requests directly instead of through a proxy."`
}

type mintRequest struct {
	Example *mintRequestExample `json:"example" doc:"Generated examples."`
}

type mintRequestExample struct {
	ShowOptionalParams *bool    `json:"showOptionalParams" doc:"Include optional parameters."`
	Languages          []string `json:"languages" doc:"The languages of the examples."`
}

type mintParamFields struct {
	Expanded string   `json:"expanded" cfg:"enum=all|topLevel|topLevelOneOfs|none" doc:"Which parameters are expanded."`
	Post     []string `json:"post" doc:"Labels after parameter names."`
}

type mintModeToggle struct {
	Default  string `json:"default" cfg:"enum=light|dark" doc:"The default mode."`
	IsHidden *bool  `json:"isHidden" doc:"Hide the toggle."`
}

type mintVersionObject struct {
	Name    string `json:"name" cfg:"required,nonempty" doc:"The version's name."`
	URL     string `json:"url" cfg:"nonempty,format=url" doc:"A link to the version hosted elsewhere."`
	Default *bool  `json:"default" doc:"true for the default version."`
	Locale  string `json:"locale" cfg:"enum=@locales,code=unknown-language" doc:"The version's language."`

	Loc Loc `json:"-"`
}

func (*mintVersionObject) StrictKeys() {}

// mintVersion is a version name, or {name, url, default, locale}.
type mintVersion struct {
	Name   string
	Object *mintVersionObject
}

func (v *mintVersion) DecodeNode(d Decoder, n *jsonpos.Node, ptr string) {
	switch n.Kind {
	case jsonpos.String:
		v.Name = n.Text
	case jsonpos.Object:
		v.Object = &mintVersionObject{}
		d.DecodeInto(n, ptr, v.Object)
		v.Name = v.Object.Name
		if m, ok := n.Member("default"); ok && m.Value.Kind == jsonpos.Bool && !m.Value.True {
			d.Errorf(m.Value, ptr+"/default", "invalid-value", "remove \"default\" from versions that are not the default",
				"a version's \"default\" may only be true")
		}
	default:
		d.TypeError(n, ptr, "a version name or an object {name, url, default, locale}")
	}
}

func (v *mintVersion) zodOutput(z *zodder, n *jsonpos.Node) *jsonpos.Node {
	if v.Object != nil {
		return z.value(v.Object, n)
	}
	return strNode(v.Name, n.Pos)
}

type mintCodeBlock struct {
	Mode string `json:"mode" cfg:"enum=auto|dark" doc:"auto or dark."`
}

type mintColors struct {
	Primary    string         `json:"primary" cfg:"required,format=hex" doc:"The main brand colour."`
	Light      string         `json:"light" cfg:"format=hex" doc:"The brand colour on dark backgrounds."`
	Dark       string         `json:"dark" cfg:"format=hex" doc:"The brand colour on light backgrounds."`
	Background *mintColorPair `json:"background" doc:"Background colours."`
	Anchors    *mintColor     `json:"anchors" doc:"The colour of anchors: a hex colour or a gradient."`
	UltraLight anyValue       `json:"ultraLight" doc:"Deprecated; ignored."`
	UltraDark  anyValue       `json:"ultraDark" doc:"Deprecated; ignored."`
}

func (*mintColors) StrictKeys() {}

type mintColorPair struct {
	Light string `json:"light" cfg:"format=hex" doc:"The colour in light mode."`
	Dark  string `json:"dark" cfg:"format=hex" doc:"The colour in dark mode."`
}

type mintGradient struct {
	From string `json:"from" cfg:"required,format=hex" doc:"The first colour."`
	Via  string `json:"via" cfg:"format=hex" doc:"The middle colour."`
	To   string `json:"to" cfg:"required,format=hex" doc:"The last colour."`
}

func (*mintGradient) StrictKeys() {}

// mintColor is a hex colour or a gradient {from, via, to}.
type mintColor struct {
	Hex      string
	Gradient *mintGradient
}

func (c *mintColor) DecodeNode(d Decoder, n *jsonpos.Node, ptr string) {
	c.Hex, c.Gradient = stringOrObject[mintGradient](d, n, ptr, "format=hex", "a hex colour or an object {from, via, to}")
}

func (c *mintColor) zodOutput(z *zodder, n *jsonpos.Node) *jsonpos.Node {
	if c.Gradient != nil {
		return z.value(c.Gradient, n)
	}
	return strNode(c.Hex, n.Pos)
}

// anyValue accepts anything (zod's z.any()).
type anyValue struct{}

func (*anyValue) DecodeNode(Decoder, *jsonpos.Node, string) {}

func (*anyValue) zodOutput(_ *zodder, n *jsonpos.Node) *jsonpos.Node { return jsClone(n) }

type mintEyebrow struct {
	Display string `json:"display" cfg:"enum=section|breadcrumbs" doc:"section or breadcrumbs."`
}

type mintCTALink struct {
	Type  string `json:"type" cfg:"enum=link" doc:"link (the default)."`
	Name  string `json:"name" cfg:"required" doc:"The text."`
	URL   string `json:"url" cfg:"required,nonempty" doc:"Where it goes."`
	Style string `json:"style" cfg:"enum=pill|roundedRectangle" doc:"The button shape."`
	Arrow *bool  `json:"arrow" doc:"Show an arrow."`
}

func (*mintCTALink) StrictKeys() {}

type mintCTAGithub struct {
	Type string `json:"type" cfg:"required,enum=github" doc:"github."`
	URL  string `json:"url" cfg:"required,format=url" doc:"The GitHub repository."`
}

func (*mintCTAGithub) StrictKeys() {}

// mintCTA is a topbar button or link: {type: "link", name, url} or
// {type: "github", url}.
type mintCTA struct {
	Link   *mintCTALink
	Github *mintCTAGithub
}

func (c *mintCTA) DecodeNode(d Decoder, n *jsonpos.Node, ptr string) {
	if n.Kind != jsonpos.Object {
		d.TypeError(n, ptr, "an object {name, url} or {type: \"github\", url}")
		return
	}
	if t := n.Get("type"); t != nil && t.Kind == jsonpos.String && t.Text == "github" {
		c.Github = &mintCTAGithub{}
		d.DecodeInto(n, ptr, c.Github)
		return
	}
	c.Link = &mintCTALink{}
	d.DecodeInto(n, ptr, c.Link)
}

func (c *mintCTA) zodOutput(z *zodder, n *jsonpos.Node) *jsonpos.Node {
	if c.Github != nil {
		return z.value(c.Github, n)
	}
	return z.value(c.Link, n)
}

// mintGroup is a group of the navigation. Unlike docs.json, a top-level
// group's name may be empty (it hides the title).
type mintGroup struct {
	Group    string      `json:"group" cfg:"required" doc:"The group's title; may be empty."`
	Public   *bool       `json:"public" doc:"Whether the group is public."`
	Icon     string      `json:"icon" doc:"An icon."`
	IconType string      `json:"iconType" cfg:"enum=@styles" doc:"The icon's Font Awesome style."`
	Version  string      `json:"version" doc:"The version the group belongs to."`
	Pages    []*mintPage `json:"pages" cfg:"required,min=1" doc:"Pages and nested groups."`

	Loc Loc `json:"-"`
}

func (*mintGroup) StrictKeys() {}

// mintPage is a page path (normalised) or a nested group.
type mintPage struct {
	Path  string
	Group *mintGroup
}

func (p *mintPage) DecodeNode(d Decoder, n *jsonpos.Node, ptr string) {
	p.Path, p.Group = stringOrObject[mintGroup](d, n, ptr, "nonempty,format=page", "a page path or a group object")
}

func (p *mintPage) zodOutput(z *zodder, n *jsonpos.Node) *jsonpos.Node {
	if p.Group != nil {
		return z.value(p.Group, n)
	}
	return strNode(p.Path, n.Pos)
}

type mintPrimaryTab struct {
	Name            string `json:"name" cfg:"required" doc:"The tab's title."`
	IsDefaultHidden *bool  `json:"isDefaultHidden" doc:"Hide the tab."`
}

func (*mintPrimaryTab) StrictKeys() {}

type mintTopAnchor struct {
	Name     string `json:"name" cfg:"required" doc:"The anchor's title."`
	Icon     string `json:"icon" doc:"An icon."`
	IconType string `json:"iconType" cfg:"enum=@styles" doc:"The icon's Font Awesome style."`
}

func (*mintTopAnchor) StrictKeys() {}

// mintSpecRef is the openapi of a tab or an anchor: a path starting with /
// or an http(s) URL, kept as written (trimmed).
type mintSpecRef string

func (s *mintSpecRef) DecodeNode(d Decoder, n *jsonpos.Node, ptr string) {
	if n.Kind != jsonpos.String {
		d.TypeError(n, ptr, "a path or URL of an OpenAPI file")
		return
	}
	v := d.CheckString(n, ptr, "trim,nonempty")
	if v != "" && !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "https:") && !strings.HasPrefix(v, "http:") {
		d.Errorf(n, ptr, "invalid-path", "write \"/"+v+"\"", "%s must start with / or https://", d.Label(ptr))
	}
	*s = mintSpecRef(v)
}

type mintAnchor struct {
	Name            string       `json:"name" cfg:"required,trim,nonempty" doc:"The anchor's title."`
	URL             string       `json:"url" cfg:"required,trim,nonempty" doc:"The URL prefix of the anchor's pages, or a link."`
	Icon            string       `json:"icon" cfg:"format=icon" doc:"An icon."`
	IconType        string       `json:"iconType" cfg:"enum=@styles" doc:"The icon's Font Awesome style."`
	Color           *mintColor   `json:"color" doc:"The icon's colour or gradient."`
	IsDefaultHidden *bool        `json:"isDefaultHidden" doc:"Hide the anchor."`
	Version         string       `json:"version" doc:"The version the anchor belongs to."`
	OpenAPI         *mintSpecRef `json:"openapi" doc:"An OpenAPI file for the anchor's pages."`

	Loc Loc `json:"-"`
}

type mintTab struct {
	Name            string       `json:"name" cfg:"required,trim,nonempty" doc:"The tab's title."`
	URL             string       `json:"url" cfg:"required,trim,nonempty" doc:"The URL prefix of the tab's pages, or a link."`
	Version         string       `json:"version" doc:"The version the tab belongs to."`
	IsDefaultHidden *bool        `json:"isDefaultHidden" doc:"Hide the tab."`
	OpenAPI         *mintSpecRef `json:"openapi" doc:"An OpenAPI file for the tab's pages."`

	Loc Loc `json:"-"`
}

type mintFooter struct {
	Socials *mintSocials        `json:"socials" doc:"Social profiles."`
	Links   []*mintFooterColumn `json:"links" cfg:"min=1,max=4" doc:"Up to four columns of links."`
}

type mintFooterColumn struct {
	Title string            `json:"title" cfg:"nonempty" doc:"The column's title."`
	Links []*mintFooterLink `json:"links" cfg:"required,min=1" doc:"The links."`
}

type mintFooterLink struct {
	Label string        `json:"label" cfg:"required,nonempty" doc:"The link text."`
	URL   mintFooterURL `json:"url" cfg:"required" doc:"An absolute URL or a path starting with /."`
}

// mintFooterURL is an absolute URL or a path starting with /.
type mintFooterURL string

func (u *mintFooterURL) DecodeNode(d Decoder, n *jsonpos.Node, ptr string) {
	if n.Kind != jsonpos.String {
		d.TypeError(n, ptr, "a URL or a path starting with /")
		return
	}
	if !strings.HasPrefix(n.Text, "/") && !isAbsoluteURL(n.Text) {
		d.Errorf(n, ptr, "invalid-href", "start a link inside the site with /, or write a full URL",
			"%s: %q is neither an absolute URL nor a path starting with /", d.Label(ptr), n.Text)
	}
	*u = mintFooterURL(n.Text)
}

type mintSocialItem struct {
	Type string `json:"type" cfg:"required,enum=@socials" doc:"The social network."`
	URL  string `json:"url" cfg:"required,format=url" doc:"The profile URL."`
}

// mintSocials is {network: url}, or the deprecated [{type, url}].
type mintSocials struct {
	Record map[string]string
	List   []*mintSocialItem
	IsList bool
}

func (s *mintSocials) DecodeNode(d Decoder, n *jsonpos.Node, ptr string) {
	switch n.Kind {
	case jsonpos.Object:
		d.DecodeMap(n, ptr, &s.Record, "format=url", "enum=@socials")
	case jsonpos.Array:
		s.IsList = true
		for i, it := range n.Items {
			item := &mintSocialItem{}
			d.DecodeInto(it, ptr+"/"+strconv.Itoa(i), item)
			s.List = append(s.List, item)
		}
	default:
		d.TypeError(n, ptr, "an object {network: url} or a list of {type, url}")
	}
}

func (s *mintSocials) zodOutput(z *zodder, n *jsonpos.Node) *jsonpos.Node {
	if s.IsList {
		return z.value(&s.List, n)
	}
	return z.value(&s.Record, n)
}

type mintBackground struct {
	Style string `json:"style" cfg:"enum=gradient|grid|windows" doc:"The background decoration."`
}

type mintFontDetails struct {
	Family string   `json:"family" cfg:"required" doc:"The font family."`
	Weight *float64 `json:"weight" doc:"The font weight."`
	URL    string   `json:"url" cfg:"format=url" doc:"The URL of a font file; requires format."`
	Format string   `json:"format" cfg:"enum=woff|woff2" doc:"woff or woff2."`

	Loc Loc `json:"-"`
}

type mintFontPair struct {
	Headings *mintFontDetails `json:"headings" doc:"The font of headings."`
	Body     *mintFontDetails `json:"body" doc:"The font of body text."`
}

func (*mintFontPair) StrictKeys() {}

// mintFont is one font {family, ...} or {headings, body}.
type mintFont struct {
	Single *mintFontDetails
	Pair   *mintFontPair
}

func (f *mintFont) DecodeNode(d Decoder, n *jsonpos.Node, ptr string) {
	if n.Kind != jsonpos.Object {
		d.TypeError(n, ptr, "an object {family, ...} or {headings, body}")
		return
	}
	if n.Get("family") != nil {
		f.Single = &mintFontDetails{}
		d.DecodeInto(n, ptr, f.Single)
		return
	}
	f.Pair = &mintFontPair{}
	d.DecodeInto(n, ptr, f.Pair)
}

func (f *mintFont) zodOutput(z *zodder, n *jsonpos.Node) *jsonpos.Node {
	if f.Single != nil {
		return z.value(f.Single, n)
	}
	return z.value(f.Pair, n)
}

type mintFeedback struct {
	ThumbsRating *bool `json:"thumbsRating" doc:"Thumbs up and down."`
	SuggestEdit  *bool `json:"suggestEdit" doc:"A suggest-an-edit link."`
	RaiseIssue   *bool `json:"raiseIssue" doc:"A raise-an-issue link."`
}

// mintAnalytics are mint.json's analytics providers, in Mintlify's order.
type mintAnalytics struct {
	Adobe *struct {
		LaunchURL string `json:"launchUrl" cfg:"required,format=url"`
	} `json:"adobe"`
	Amplitude *struct {
		APIKey string `json:"apiKey" cfg:"required"`
	} `json:"amplitude"`
	Clarity *struct {
		ProjectID string `json:"projectId" cfg:"required"`
	} `json:"clarity"`
	Clearbit *struct {
		PublicAPIKey string `json:"publicApiKey" cfg:"required"`
	} `json:"clearbit"`
	Fathom *struct {
		SiteID string `json:"siteId" cfg:"required"`
	} `json:"fathom"`
	GA4 *struct {
		MeasurementID string `json:"measurementId" cfg:"required,prefix=G"`
	} `json:"ga4"`
	GTM *struct {
		TagID string `json:"tagId" cfg:"required,prefix=G"`
	} `json:"gtm"`
	Heap *struct {
		AppID string `json:"appId" cfg:"required"`
	} `json:"heap"`
	Hightouch *struct {
		WriteKey string `json:"writeKey" cfg:"required"`
		APIHost  string `json:"apiHost"`
	} `json:"hightouch"`
	Hotjar *struct {
		HJID string `json:"hjid" cfg:"required"`
		HJSV string `json:"hjsv" cfg:"required"`
	} `json:"hotjar"`
	Koala *struct {
		PublicAPIKey string `json:"publicApiKey" cfg:"required,min=2"`
	} `json:"koala"`
	LogRocket *struct {
		AppID string `json:"appId" cfg:"required"`
	} `json:"logrocket"`
	Mixpanel *struct {
		ProjectToken string `json:"projectToken" cfg:"required"`
		Region       string `json:"region" cfg:"enum=us|eu|in"`
	} `json:"mixpanel"`
	Pirsch *struct {
		ID string `json:"id" cfg:"required"`
	} `json:"pirsch"`
	PostHog *struct {
		APIKey           string `json:"apiKey" cfg:"required,prefix=phc_"`
		APIHost          string `json:"apiHost" cfg:"format=url"`
		SessionRecording *bool  `json:"sessionRecording"`
	} `json:"posthog"`
	Plausible *struct {
		Domain string `json:"domain" cfg:"required,notprefix=https://"`
		Server string `json:"server" cfg:"notprefix=https://"`
	} `json:"plausible"`
	Segment *struct {
		Key    string `json:"key" cfg:"required"`
		CDNURL string `json:"cdnUrl" cfg:"format=cdnurl"`
	} `json:"segment"`
}

func (*mintAnalytics) StrictKeys() {}

type mintIntegrations struct {
	Intercom  string `json:"intercom" cfg:"min=6" doc:"The Intercom app ID."`
	Frontchat string `json:"frontchat" cfg:"min=6" doc:"The Front chat snippet ID."`
}

type mintSearch struct {
	Prompt   string `json:"prompt" doc:"The placeholder of the search box."`
	Location string `json:"location" cfg:"enum=side|top" doc:"Where the search box is."`
}

type mintRedirect struct {
	Source      string `json:"source" cfg:"required" doc:"The old path."`
	Destination string `json:"destination" cfg:"required" doc:"The new path."`
	Permanent   *bool  `json:"permanent" doc:"A permanent redirect."`
}

type mintSEO struct {
	IndexHiddenPages *bool `json:"indexHiddenPages" doc:"Let search engines index pages that are not in the navigation."`
}
