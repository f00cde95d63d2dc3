package config

import (
	"fmt"
	"slices"
	"strings"

	"github.com/foliodocs/folio/internal/diag"
)

// check runs the rules that span several values, after decoding.
func check(d *decoder, c *Config) {
	checkNavigation(d, &c.Navigation)
	if c.Navbar != nil {
		checkNavbar(d, c.Navbar)
	}
	if c.Fonts != nil {
		for _, f := range []*FontDetails{c.Fonts.All, c.Fonts.Heading, c.Fonts.Body} {
			if f != nil && f.Source != "" && f.Format == "" {
				d.errorf(f.Loc.Node, f.Loc.Pointer, "missing-key", "add \"format\": \"woff2\" (or \"woff\")",
					"a font with \"source\" needs \"format\"")
			}
		}
	}
	checkRedirects(d, c.Redirects)
	if c.Contextual != nil {
		seen := map[string]Loc{}
		for _, o := range c.Contextual.Options {
			if o == nil || o.Preset == "" {
				continue
			}
			if first, ok := seen[o.Preset]; ok {
				l, _ := first.Pos().LineCol()
				d.errorf(o.Loc.Node, o.Loc.Pointer, "duplicate-option", fmt.Sprintf("it is already listed on line %d", l),
					"contextual option %q appears twice", o.Preset)
				continue
			}
			seen[o.Preset] = o.Loc
		}
	}
	if c.Variations != nil {
		seen := map[string]Loc{}
		for _, o := range c.Variations.Options {
			if o == nil || o.Loc.Node.Get("id") == nil {
				continue
			}
			loc := o.Loc.Key("id")
			if first, ok := seen[o.ID]; ok {
				l, _ := first.Pos().LineCol()
				d.errorf(loc.Node, loc.Pointer, "duplicate-option", fmt.Sprintf("it is already used on line %d", l),
					"variation id %q appears twice", o.ID)
				continue
			}
			seen[o.ID] = loc
		}
	}
	if c.SEO != nil {
		seen := map[string]Loc{}
		for _, sp := range c.SEO.Paths {
			if sp == nil {
				continue
			}
			if first, ok := seen[sp.Path]; ok {
				l, _ := first.Pos().LineCol()
				loc := sp.Loc.Key("path")
				d.errorf(loc.Node, loc.Pointer, "duplicate-path", fmt.Sprintf("merge it with the entry on line %d", l),
					"seo.paths lists %q twice", sp.Path)
				continue
			}
			seen[sp.Path] = sp.Loc
		}
	}
}

func checkNavbar(d *decoder, n *Navbar) {
	for _, l := range n.Links {
		if l == nil {
			continue
		}
		if l.Type != "github" && l.Type != "discord" && l.Loc.Node.Get("label") == nil {
			d.errorf(l.Loc.Node, l.Loc.Pointer, "missing-key", "only links of type github or discord may leave out the label",
				"a navbar link is missing the required key \"label\"")
		}
	}
	if p := n.Primary; p != nil && p.Type == "button" && p.Loc.Node.Get("label") == nil {
		d.errorf(p.Loc.Node, p.Loc.Pointer, "missing-key", "", "a navbar button is missing the required key \"label\"")
	}
}

func checkRedirects(d *decoder, rs []*Redirect) {
	seen := map[string]Loc{}
	for _, r := range rs {
		if r == nil || r.Loc.Node.Get("source") == nil {
			continue
		}
		loc := r.Loc.Key("source")
		if first, ok := seen[r.Source]; ok {
			l, _ := first.Pos().LineCol()
			d.errorf(loc.Node, loc.Pointer, "duplicate-redirect", fmt.Sprintf("the first redirect from %q is on line %d; keep one", r.Source, l),
				"the redirect source %q is used twice", r.Source)
			continue
		}
		seen[r.Source] = loc
		if strings.ContainsAny(r.Source, "?#") {
			d.warnf(loc.Node, loc.Pointer, "redirect-query", "remove the query or fragment from the source",
				"redirect sources are matched against the path only, so %q never matches", r.Source)
		}
	}
}

// rootNeedsOne lists the navigation keys whose array must not be empty at
// the root (Mintlify's "at least one ... must be specified").
var rootNeedsOne = []string{"languages", "versions", "tabs", "anchors", "groups"}

func checkNavigation(d *decoder, n *Navigation) {
	if !n.Loc.Valid() {
		return
	}
	present := false
	for _, k := range n.childKeys() {
		present = present || n.Loc.Node.Get(k) != nil
	}
	if !present {
		d.errorf(n.Loc.Node, n.Loc.Pointer, "missing-key", "for a first site, \"groups\": [{\"group\": \"Get started\", \"pages\": [\"index\"]}] is enough",
			"navigation needs one of %s", strings.Join(n.childKeys(), ", "))
		return
	}
	checkChildren(d, &n.Children, n.Loc, "navigation", true)
}

// checkChildren checks the content of one navigation element.
func checkChildren(d *decoder, c *Children, loc Loc, owner string, root bool) {
	kind := c.Kind()
	if kind != "" && c.Len() == 0 {
		at := loc.Key(kind)
		if root && slices.Contains(rootNeedsOne, kind) {
			d.errorf(at.Node, at.Pointer, "too-few", "", "navigation.%s is empty; it needs at least one entry", kind)
		} else if !root {
			d.warnf(at.Node, at.Pointer, "empty-section", "add entries or remove the key", "%s has an empty %q, so it shows nothing", owner, kind)
		}
	}
	checkDefaults(d, c)
	for _, e := range c.elements() {
		checkElement(d, e)
	}
	for _, g := range c.Groups {
		if g != nil {
			checkGroup(d, g)
		}
	}
	checkPages(d, c.Pages)
}

// elements returns the navigation elements of c, of whichever kind.
func (c *Children) elements() []Element {
	var out []Element
	for _, e := range c.Products {
		out = appendElement(out, e)
	}
	for _, e := range c.Languages {
		out = appendElement(out, e)
	}
	for _, e := range c.Versions {
		out = appendElement(out, e)
	}
	for _, e := range c.Tabs {
		out = appendElement(out, e)
	}
	for _, e := range c.Dropdowns {
		out = appendElement(out, e)
	}
	for _, e := range c.Anchors {
		out = appendElement(out, e)
	}
	for _, e := range c.Menu {
		out = appendElement(out, e)
	}
	return out
}

// Elements returns the navigation elements held by c (products, languages,
// versions, tabs, dropdowns, anchors or menu items).
func (c *Children) Elements() []Element { return c.elements() }

func appendElement[E interface {
	*T
	Element
}, T any](out []Element, e E) []Element {
	if e == nil {
		return out
	}
	return append(out, e)
}

func checkDefaults(d *decoder, c *Children) {
	var defaults []Loc
	for _, v := range c.Versions {
		if v != nil && v.Default {
			defaults = append(defaults, v.Loc.Key("default"))
		}
	}
	for _, l := range c.Languages {
		if l != nil && l.Default {
			defaults = append(defaults, l.Loc.Key("default"))
		}
	}
	if len(defaults) > 1 {
		first, _ := defaults[0].Pos().LineCol()
		for _, at := range defaults[1:] {
			d.errorf(at.Node, at.Pointer, "multiple-defaults", fmt.Sprintf("the default is already set on line %d; keep one", first),
				"only one entry of a list may be the default")
		}
	}
}

func checkElement(d *decoder, e Element) {
	div := e.Div()
	loc := e.Location()
	owner := fmt.Sprintf("%s %q", e.ElementKind(), e.Label())
	if t, ok := e.(*Tab); ok && (t.GraphQL != nil || t.SDK != nil) {
		checkGeneratedTab(d, t)
	}
	if div.Href == "" && div.Kind() == "" && div.OpenAPI == nil && div.AsyncAPI == nil && !hasGenerated(e) && !hasContentKey(loc, e) {
		d.warnf(loc.Node, loc.Pointer, "empty-section", "give it pages, groups or another kind of content, an openapi specification, or an href",
			"%s has no content and no link, so it shows nothing", owner)
	}
	checkChildren(d, &div.Children, loc, owner, false)
}

func hasGenerated(e Element) bool {
	t, ok := e.(*Tab)
	return ok && (t.GraphQL != nil || t.SDK != nil)
}

// hasContentKey reports whether the element has one of its content keys,
// even if decoding it failed (the failure is reported already).
func hasContentKey(loc Loc, e Element) bool {
	div, ok := e.(division)
	if !ok || loc.Node == nil {
		return false
	}
	for _, k := range div.childKeys() {
		if loc.Node.Get(k) != nil {
			return true
		}
	}
	return false
}

// checkGeneratedTab applies the strict shape of a GraphQL or SDK tab: its
// pages are generated, so it may only add groups.
func checkGeneratedTab(d *decoder, t *Tab) {
	allowed := []string{"tab", "icon", "hidden", "searchable", "align", "directory", "groups", "graphql", "sdk"}
	if t.GraphQL != nil && t.SDK != nil {
		at := t.Loc.Key("sdk")
		d.errorf(at.Node, at.Pointer, "conflicting-keys", "split them into two tabs", "a tab cannot have both \"graphql\" and \"sdk\"")
	}
	if t.Groups != nil && len(t.Groups) == 0 {
		// Mintlify's validator refuses it; an empty list elsewhere only
		// shows nothing.
		at := t.Loc.Key("groups")
		d.errorf(at.Node, at.Pointer, "too-few", "add a group or remove \"groups\"", "the groups of a GraphQL or SDK tab may not be empty")
		t.Groups = nil
	}
	for _, m := range t.Loc.Node.Members {
		if !slices.Contains(allowed, m.Key) {
			d.report(diag.Error, nil, m.KeyPos, t.Loc.Pointer+"/"+escapePointer(m.Key), "unknown-key",
				"a tab with generated pages may only add groups", "%q is not allowed in a GraphQL or SDK tab", m.Key)
		}
	}
}

func checkGroup(d *decoder, g *Group) {
	if g.Group == "" && !d.legacy && g.Loc.Node.Get("group") != nil {
		at := g.Loc.Key("group")
		d.errorf(at.Node, at.Pointer, "empty-value", "every group needs a title", "a group's \"group\" must not be empty")
	}
	if g.OpenAPI != nil && g.AsyncAPI != nil {
		at := g.Loc.Key("asyncapi")
		d.warnf(at.Node, at.Pointer, "ignored-key", "put the AsyncAPI pages in a group of their own", "\"asyncapi\" is ignored because the group has \"openapi\"")
		g.AsyncAPI = nil
	}
	checkPages(d, g.Pages)
}

func checkPages(d *decoder, pages []*PageEntry) {
	for _, p := range pages {
		if p != nil && p.Group != nil {
			checkGroup(d, p.Group)
		}
	}
}
