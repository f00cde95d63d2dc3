package site

import (
	"strings"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/nav"
)

// checkNavIcons warns of the icons docs.json gives navigation elements
// (tabs, anchors, groups, dropdowns, products…) that no library has, as
// pages warn of theirs: such an icon is drawn as a stand-in
// (icon.Set.StandIn), or not at all. Pages' own icons come from their
// frontmatter and are left to the page.
func checkNavIcons(site *nav.Site, set *icon.Set, cfg *config.Config, add func(diag.Diagnostic)) {
	if site == nil || set == nil {
		return
	}
	library := ""
	if cfg != nil && cfg.Icons != nil {
		library = cfg.Icons.Library
	}
	seen := map[string]bool{}
	var visit func(n *nav.Node)
	check := func(n *nav.Node) {
		if n == nil || n.Icon == nil || n.Kind == nav.KindPage {
			return
		}
		name := n.Icon.Name
		if strings.TrimSpace(name) == "" || strings.ContainsAny(name, "/.") {
			return // an image, drawn as one
		}
		at := n.Loc.Key("icon")
		if key := at.Pointer + "\x00" + name; seen[key] {
			return
		} else {
			seen[key] = true
		}
		lib := n.Icon.Library
		if lib == "" {
			lib = library
		}
		if _, ok := set.Find(name, lib, n.Icon.Style); ok {
			return
		}
		_, as, _ := set.StandIn(name, lib, n.Icon.Style)
		msg, hint := icon.Unknown(name, lib, as)
		add(diag.Diagnostic{Severity: diag.Warning, Code: "unknown-icon", Pos: at.Pos(), Pointer: at.Pointer, Message: msg, Hint: hint})
	}
	global := func(g *nav.Global) {
		if g == nil {
			return
		}
		for _, list := range [][]*nav.Node{g.Languages, g.Versions, g.Tabs, g.Dropdowns, g.Anchors, g.Products} {
			for _, n := range list {
				check(n)
			}
		}
	}
	visit = func(n *nav.Node) {
		if n == nil {
			return
		}
		check(n)
		global(n.Global)
		for _, c := range n.Children {
			visit(c)
		}
	}
	visit(site.Root)
	global(site.Global)
}
