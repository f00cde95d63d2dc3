package openapi

import "github.com/foliodocs/folio/internal/config"

// copyNavigation returns a copy of nav that Expand can change without
// changing nav: every element and group is new, and so is every slice of
// children, groups and pages; what Expand never changes in place — page
// entries without a group, icons, the openapi settings, the parsed JSON
// that locations point into — is shared.
func copyNavigation(nav *config.Navigation) *config.Navigation {
	c := *nav
	c.Children = copyChildren(nav.Children)
	return &c
}

func copyChildren(c config.Children) config.Children {
	c.Products = copyElements(c.Products)
	c.Languages = copyElements(c.Languages)
	c.Versions = copyElements(c.Versions)
	c.Tabs = copyElements(c.Tabs)
	c.Dropdowns = copyElements(c.Dropdowns)
	c.Anchors = copyElements(c.Anchors)
	c.Menu = copyElements(c.Menu)
	c.Groups = copyGroups(c.Groups)
	c.Pages = copyPages(c.Pages)
	return c
}

// copyElements copies a list of navigation elements of one kind, each
// with its children.
func copyElements[E any, P interface {
	*E
	config.Element
}](in []P) []P {
	if in == nil {
		return nil
	}
	out := make([]P, len(in))
	for i, e := range in {
		if e == nil {
			continue
		}
		c := P(new(E))
		*c = *e
		c.Div().Children = copyChildren(e.Div().Children)
		out[i] = c
	}
	return out
}

func copyGroups(in []*config.Group) []*config.Group {
	if in == nil {
		return nil
	}
	out := make([]*config.Group, len(in))
	for i, g := range in {
		out[i] = copyGroup(g)
	}
	return out
}

func copyGroup(g *config.Group) *config.Group {
	if g == nil {
		return nil
	}
	c := *g
	c.Pages = copyPages(g.Pages)
	return &c
}

// copyPages copies a pages list; an entry that is a group is copied, the
// others are shared (Expand replaces them, it does not change them).
func copyPages(in []*config.PageEntry) []*config.PageEntry {
	if in == nil {
		return nil
	}
	out := make([]*config.PageEntry, len(in))
	for i, e := range in {
		if e != nil && e.Group != nil {
			c := *e
			c.Group = copyGroup(e.Group)
			e = &c
		}
		out[i] = e
	}
	return out
}

// CopyNavigation returns a copy of nav that another expansion (AsyncAPI's)
// can change as Expand does, without changing nav.
func CopyNavigation(nav *config.Navigation) *config.Navigation { return copyNavigation(nav) }

// Elements lists the navigation elements of c in the order Mintlify's
// expansions visit them.
func Elements(c *config.Children) []config.Element { return elements(c) }
