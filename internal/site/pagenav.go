package site

import "github.com/foliodocs/folio/internal/nav"

// pageNav draws the navigation around a page: the tabs, anchors and
// selectors of its place, its search scope, the sidebar of its section
// (sidebar.go) and a group root's directory of its pages (directory.go).
// It holds only what those need of the build, and the sidebars made so
// far, which pages made in parallel share.
type pageNav struct {
	// root is the navigation's root, above every section.
	root  *nav.Node
	links siteLinks
	icons *navIcons
	// multiScope tells whether the site's pages are in more than one
	// search scope, found when first asked (searchScopes).
	multiScope func() bool
	sidebars   sidebarCache
}

// scope gives a page's view its search scope.
func (n *pageNav) scope(v *pageView, pg *nav.Page) {
	setScope(v, pg, n.multiScope())
}

// directory is the directory of a group's root page (directoryWriter);
// "" for other pages.
func (n *pageNav) directory(pg *nav.Page) string {
	return directoryWriter{links: n.links, icons: n.icons}.directory(pg)
}

// emptyDivisionURL is where a tab, anchor, menu item or other switcher
// with no page and no href leads: the home page, as in Mintlify
// (filterDivisions in @mintlify/common), not the current page an empty
// href would reload. A language keeps its own rule: the same page in it.
const emptyDivisionURL = "/"

// link turns a navigation element into a link.
func (n *pageNav) link(o nav.Option) linkView {
	e := o.Node
	label := e.Name
	if label == "" {
		label = e.Label
	}
	u := o.URL
	if e.Kind == nav.KindLanguage {
		label = languageName(e.Label)
	} else if u == "" {
		u = emptyDivisionURL
	}
	return linkView{
		Label: label, URL: n.links.url(u), External: e.External, Active: o.Active,
		Icon: n.icons.icon(e.Icon, "nav-icon"), Tag: e.Tag, Description: e.Description,
	}
}

// selectors sorts the page's switchers into the top tabs, the anchors
// above the sidebar and the drop-down selectors.
func (n *pageNav) selectors(v *pageView, c nav.Context) {
	var items *nav.Selector
	for i := range c.Selectors {
		if c.Selectors[i].Kind == nav.KindItem {
			items = &c.Selectors[i]
		}
	}
	for _, s := range c.Selectors {
		switch s.Kind {
		case nav.KindTab:
			for _, o := range s.Options {
				t := tabView{linkView: n.link(o)}
				if o.Active && items != nil {
					for _, io := range items.Options {
						t.Menu = append(t.Menu, n.link(io))
					}
				} else if !o.Active {
					for _, ch := range o.Node.Children {
						if ch.Kind == nav.KindItem && !ch.Hidden {
							u := emptyDivisionURL
							if fp := nav.FirstPage(ch); fp != nil {
								u = fp.URL
							}
							t.Menu = append(t.Menu, linkView{Label: ch.Label, URL: n.links.url(u), Icon: n.icons.icon(ch.Icon, "nav-icon"), Description: ch.Description})
						}
					}
				}
				v.Tabs = append(v.Tabs, t)
			}
		case nav.KindAnchor:
			for _, o := range s.Options {
				v.Anchors = append(v.Anchors, n.link(o))
			}
		case nav.KindItem:
			// Shown as the active tab's menu; without tabs, as a selector.
			if hasKind(c.Selectors, nav.KindTab) {
				continue
			}
			v.Selectors = append(v.Selectors, n.selectView(s))
		default:
			v.Selectors = append(v.Selectors, n.selectView(s))
		}
	}
}

func hasKind(sels []nav.Selector, k nav.Kind) bool {
	for _, s := range sels {
		if s.Kind == k {
			return true
		}
	}
	return false
}

var selectorLabels = map[nav.Kind]string{
	nav.KindProduct: "Product", nav.KindLanguage: "Language", nav.KindVersion: "Version",
	nav.KindDropdown: "Section", nav.KindItem: "Menu",
}

func (n *pageNav) selectView(s nav.Selector) selectView {
	sv := selectView{Kind: string(s.Kind), Label: selectorLabels[s.Kind]}
	for _, o := range s.Options {
		l := n.link(o)
		if o.Active {
			sv.Current = l
		}
		sv.Options = append(sv.Options, l)
	}
	if sv.Current.Label == "" && len(sv.Options) > 0 {
		sv.Current = sv.Options[0]
	}
	return sv
}
