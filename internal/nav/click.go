package nav

// Click is what clicking a group's title in the sidebar does.
type Click string

// What a group click does.
const (
	// ClickRoot opens the group's root page (and expands the group).
	ClickRoot Click = "root"
	// ClickFirstPage opens the group's first page: drilldown.
	ClickFirstPage Click = "first-page"
	// ClickToggle only expands or collapses the group.
	ClickToggle Click = "toggle"
)

// ThemeDrilldown reports whether a theme drills down by default, that is
// whether clicking a group without a root page opens its first page when
// interaction.drilldown is not set.
//
// Mintlify leaves this to each theme without documenting the choice.
// Folio's rule: themes whose sidebar lists groups as sections headed by a
// label — mint, linden, willow and luma — only expand and collapse; the
// themes whose groups stand for a topic of their own — maple, palm, almond,
// aspen and sequoia — open the first page.
func ThemeDrilldown(theme string) bool {
	switch theme {
	case "maple", "palm", "almond", "aspen", "sequoia":
		return true
	}
	return false
}

// click decides what clicking group n does: open its root if it has one;
// otherwise open its first page when drilldown applies
// (interaction.drilldown, else the theme's default); otherwise toggle.
func (r *resolver) click(n *Node) Click {
	if n.Root != nil {
		return ClickRoot
	}
	drill := ThemeDrilldown(r.cfg.Theme)
	if r.drilldown != nil {
		drill = *r.drilldown
	}
	if drill && FirstPage(n) != nil {
		return ClickFirstPage
	}
	return ClickToggle
}

// FirstPage returns the first visible page under n in reading order (a
// group's root counts), or nil.
func FirstPage(n *Node) *Page {
	if n == nil {
		return nil
	}
	if n.Kind == KindPage {
		if n.Page != nil && !n.Hidden {
			return n.Page
		}
		return nil
	}
	if n.Root != nil && !n.Root.Hidden {
		return n.Root
	}
	// In a list of versions or languages, the default one comes first.
	for _, c := range n.Children {
		if c.Default && !c.Hidden {
			if p := FirstPage(c); p != nil {
				return p
			}
		}
	}
	for _, c := range n.Children {
		if c.Hidden || c.Href != "" {
			continue
		}
		if p := FirstPage(c); p != nil {
			return p
		}
	}
	return nil
}
