package asyncapi

import (
	"errors"
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/openapi"
)

// DefaultDirectory is the folder of generated channel pages when asyncapi
// names no directory.
const DefaultDirectory = "api-reference"

// DefaultGroup is the group of the channels that have no tag.
const DefaultGroup = "Websockets"

// Page is the page Mintlify generates for a channel of a navigation
// element's AsyncAPI specification.
type Page struct {
	// Path is the page's path, without a leading slash.
	Path        string
	Title       string
	Description string
	// AsyncAPI is the frontmatter value Mintlify writes for the page:
	// "/asyncapi.yaml channelId".
	AsyncAPI string
	// Loc is the element whose asyncapi generated it.
	Loc config.Loc
}

// Expand performs the AsyncAPI expansion Mintlify's build does after the
// OpenAPI one: every navigation element or group with asyncapi (a path, a
// list of paths, or {source, directory}) gets a page per channel of each
// specification, in groups named by the channel's first tag (DefaultGroup
// without one), appended to its groups (to its pages for a group). The
// elements inside such an element are not expanded, as in Mintlify, and a
// group with openapi ignores its asyncapi.
//
// A page's path is DIRECTORY/GROUP/TITLE made file names (lower case,
// spaces as hyphens), numbered when a group has it already; its title is
// the channel's title, else its key in sentence case.
//
// The result is a copy of nav when something is generated, else nav
// itself; pages holds the generated pages by path (the last wins).
func Expand(nav *config.Navigation, specs *Specs) (*config.Navigation, map[string]*Page, diag.List) {
	x := &expander{specs: specs, pages: map[string]*Page{}}
	if nav == nil || !hasAsyncAPI(&nav.Children) {
		return nav, x.pages, x.diags
	}
	out := openapi.CopyNavigation(nav)
	x.children(&out.Children)
	return out, x.pages, x.diags
}

type expander struct {
	specs *Specs
	pages map[string]*Page
	diags diag.List
}

func sources(a *config.AsyncAPI) []*config.SpecSource {
	if a == nil {
		return nil
	}
	return a.Sources
}

func hasAsyncAPI(c *config.Children) bool {
	var inGroup func(g *config.Group) bool
	inGroup = func(g *config.Group) bool {
		if g == nil {
			return false
		}
		if len(sources(g.AsyncAPI)) > 0 {
			return true
		}
		for _, e := range g.Pages {
			if e != nil && inGroup(e.Group) {
				return true
			}
		}
		return false
	}
	for _, e := range c.Pages {
		if e != nil && inGroup(e.Group) {
			return true
		}
	}
	for _, g := range c.Groups {
		if inGroup(g) {
			return true
		}
	}
	for _, e := range openapi.Elements(c) {
		div := e.Div()
		if len(sources(div.AsyncAPI)) > 0 || hasAsyncAPI(&div.Children) {
			return true
		}
	}
	return false
}

func (x *expander) children(c *config.Children) {
	for _, e := range c.Pages {
		if e != nil && e.Group != nil {
			x.group(e.Group)
		}
	}
	for _, g := range c.Groups {
		x.group(g)
	}
	for _, e := range openapi.Elements(c) {
		div := e.Div()
		if srcs := sources(div.AsyncAPI); len(srcs) > 0 {
			groups := x.generate(srcs)
			if div.Groups == nil {
				div.Groups = []*config.Group{}
			}
			for _, g := range groups {
				g.Loc = e.Location()
			}
			div.Groups = append(div.Groups, groups...)
			continue
		}
		x.children(&div.Children)
	}
}

func (x *expander) group(g *config.Group) {
	if g == nil {
		return
	}
	if srcs := sources(g.AsyncAPI); len(srcs) > 0 && g.OpenAPI == nil {
		for _, ng := range x.generate(srcs) {
			ng.Loc = g.Loc
			g.Pages = append(g.Pages, &config.PageEntry{Group: ng, Loc: g.Loc})
		}
		return
	}
	for _, e := range g.Pages {
		if e != nil && e.Group != nil {
			x.group(e.Group)
		}
	}
}

// sourceLoc is where a source's path is written.
func sourceLoc(s *config.SpecSource) config.Loc {
	if s.Loc.Node != nil && s.Loc.Node.Kind == jsonpos.Object {
		return s.Loc.Key("source")
	}
	return s.Loc
}

// directory is the folder of a source's pages: its directory when it is
// an object that names one (even ""), else DefaultDirectory.
func directory(s *config.SpecSource) string {
	if n := s.Loc.Node; n != nil && n.Kind == jsonpos.Object {
		if d := n.Get("directory"); d != nil && d.Kind == jsonpos.String {
			return s.Directory
		}
	}
	return DefaultDirectory
}

func (x *expander) report(sev diag.Severity, loc config.Loc, code, hint, format string, args ...any) {
	x.diags.Add(diag.Diagnostic{Severity: sev, Code: code, Hint: hint, Pos: loc.Pos(), Pointer: loc.Pointer, Message: fmt.Sprintf(format, args...)})
}

// generate makes the groups of pages of an element's specifications.
func (x *expander) generate(srcs []*config.SpecSource) []*config.Group {
	var out []*config.Group
	for _, s := range srcs {
		if s == nil || s.Source == "" {
			continue
		}
		loc := sourceLoc(s)
		if strings.HasPrefix(s.Source, "http:") || strings.HasPrefix(s.Source, "https:") {
			x.report(diag.Warning, loc, "asyncapi-pages", "download the specification into the docs folder and name its path",
				"Folio does not fetch AsyncAPI specifications given by URL: the channels of %s get no pages in this part of the navigation", s.Source)
			continue
		}
		name := strings.TrimPrefix(path.Clean("/"+s.Source), "/")
		doc, err := x.specs.Load(name)
		if err != nil {
			// A file that is missing or is not JSON or YAML was reported
			// by the configuration's checks.
			var ae *Error
			if errors.As(err, &ae) {
				d := ae.Diagnostic(diag.Error)
				d.Hint = fmt.Sprintf("it is named at %s; Mintlify refuses to build with it", loc.Pos())
				x.diags.Add(d)
			}
			continue
		}
		if strings.HasPrefix(doc.Version, "2.") {
			x.report(diag.Error, loc, "asyncapi-version", "convert the specification to AsyncAPI 3.0 (asyncapi convert)",
				"%s is an AsyncAPI %s document: Mintlify generates pages from AsyncAPI 3 documents only, and refuses to build with it", name, doc.Version)
			continue
		}
		if len(doc.Channels) == 0 {
			x.report(diag.Error, loc, "asyncapi-invalid", "add channels to the specification, or remove it from the navigation",
				"%s defines no channels, and Mintlify refuses to generate pages from it", name)
			continue
		}
		for _, d := range doc.Diags {
			x.diags.Add(d)
		}
		out = append(out, x.pagesOf(doc, "/"+name, directory(s), s.Loc)...)
	}
	return out
}

// pagesOf makes the groups of one document's channels.
func (x *expander) pagesOf(doc *Document, file, dir string, loc config.Loc) []*config.Group {
	var groups []*config.Group
	find := func(name string) *config.Group {
		for _, g := range groups {
			if g.Group == name {
				return g
			}
		}
		g := &config.Group{Group: name, Pages: []*config.PageEntry{}, Loc: loc}
		groups = append(groups, g)
		return g
	}
	for _, ch := range doc.Channels {
		groupName := DefaultGroup
		if len(ch.Tags) > 0 {
			groupName = ch.Tags[0]
		}
		g := find(groupName)
		title := ch.Title
		if title == "" {
			title = ch.ID
		}
		base := path.Join(dir, fileName(groupName), fileName(title))
		p := base
		taken := func(s string) bool {
			for _, e := range g.Pages {
				if e.Path == s {
					return true
				}
			}
			return false
		}
		for i := 1; taken(p); i++ {
			p = fmt.Sprintf("%s-%d", base, i)
		}
		p = strings.ToLower(p)
		g.Pages = append(g.Pages, &config.PageEntry{Path: p, Loc: loc})
		if title == ch.ID {
			title = SentenceCase(title)
		}
		x.pages[p] = &Page{Path: p, Title: title, Description: ch.About(), AsyncAPI: file + " " + ch.ID, Loc: loc}
	}
	return groups
}

var (
	pathParam = regexp.MustCompile(`\{.*?\}`)
	fileDrop  = regexp.MustCompile(`[{}(),.'\n/]`)
)

// fileName makes a title a file name as Mintlify's generators do: spaces
// and path parameters to hyphens, one hyphen trimmed at each end,
// punctuation dropped, double hyphens halved, lower case.
func fileName(s string) string {
	s = strings.ReplaceAll(s, " ", "-")
	s = pathParam.ReplaceAllString(s, "-")
	s = strings.TrimPrefix(s, "-")
	s = strings.TrimSuffix(s, "-")
	s = fileDrop.ReplaceAllString(s, "")
	s = strings.ReplaceAll(s, "--", "-")
	return strings.ToLower(s)
}
