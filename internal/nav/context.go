package nav

import (
	"cmp"
	"path"
	"slices"
	"strings"
)

// Context is what a page shows of the navigation around it.
type Context struct {
	Page *Page
	// Trail lists the elements above the page, outermost first.
	Trail []*Node
	// Eyebrow is the text above the title: the nearest group's name for
	// styling.eyebrows "section", the whole trail for "breadcrumbs".
	Eyebrow []string
	// Prev and Next are the neighbours in reading order within the page's
	// section (the same product, language, version, tab, menu item,
	// dropdown and anchor), skipping hidden pages and links.
	Prev, Next *Page
	// Selectors are the switchers the page shows, outermost first: one for
	// each level of products, languages, versions, tabs, menu items,
	// dropdowns and anchors above it, and for the global links of a kind.
	Selectors []Selector
}

// Selector is one switcher: the options at one level and the active one.
type Selector struct {
	Kind    Kind
	Options []Option
}

// Option is one choice of a selector.
type Option struct {
	Node   *Node
	Active bool
	// URL is where choosing the option goes: for a version or language,
	// the same page there when it exists, else its first page; for other
	// sections their first page; for a link its href.
	URL string
}

// sectionKinds are the kinds that split the site into sections.
var sectionKinds = []Kind{KindProduct, KindLanguage, KindVersion, KindTab, KindItem, KindDropdown, KindAnchor}

func isSection(k Kind) bool {
	for _, s := range sectionKinds {
		if s == k {
			return true
		}
	}
	return false
}

// Context returns the navigation around page p.
func (s *Site) Context(p *Page) Context {
	c := Context{Page: p, Trail: p.Trail()}
	c.Eyebrow = s.eyebrow(c.Trail)
	c.Prev, c.Next = s.neighbours(p)
	c.Selectors = s.selectors(p, c.Trail)
	return c
}

func (s *Site) eyebrow(trail []*Node) []string {
	if s.Eyebrows == "breadcrumbs" {
		var out []string
		for _, n := range trail {
			// Languages and versions are a choice of the reader, not a
			// place in the site: they show in their selectors instead.
			// A blank label (a group named " " to hide its title) is no
			// crumb: Mintlify keeps only crumbs with a letter to show.
			if n.Kind == KindLanguage || n.Kind == KindVersion || strings.TrimSpace(n.Label) == "" {
				continue
			}
			out = append(out, n.Label)
		}
		return out
	}
	for i := len(trail) - 1; i >= 0; i-- {
		if trail[i].Kind == KindGroup {
			if strings.TrimSpace(trail[i].Label) == "" {
				return nil
			}
			return []string{trail[i].Label}
		}
	}
	return nil
}

// section returns the innermost section element above n, or the root.
func section(n *Node) *Node {
	for a := n.Parent; a != nil; a = a.Parent {
		if isSection(a.Kind) || a.Kind == KindRoot {
			return a
		}
	}
	return nil
}

func (s *Site) neighbours(p *Page) (prev, next *Page) {
	if p.Unlisted {
		return nil, nil // not in the reading order
	}
	sec := section(p.Node)
	visible := func(q *Page) bool { return !q.Hidden && q.Link == "" && section(q.Node) == sec }
	for i := p.Index - 1; i >= 0; i-- {
		if q := s.Pages[i]; visible(q) && q.Path != p.Path {
			prev = q
			break
		}
	}
	for i := p.Index + 1; i < len(s.Pages); i++ {
		if q := s.Pages[i]; visible(q) && q.Path != p.Path {
			next = q
			break
		}
	}
	return prev, next
}

func (s *Site) selectors(p *Page, trail []*Node) []Selector {
	var out []Selector
	for _, kind := range sectionKinds {
		var active *Node
		for _, n := range trail {
			if n.Kind == kind {
				active = n
				break
			}
		}
		sel := Selector{Kind: kind}
		at := p.Node
		if active != nil {
			at = active
			for _, sib := range active.Parent.Children {
				if sib.Kind != kind || (sib.Hidden && sib != active) {
					continue
				}
				sel.Options = append(sel.Options, Option{Node: sib, Active: sib == active, URL: s.switchTo(p, active, sib)})
			}
		}
		// Global links of the kind show on every page, beside the
		// section's own entries or alone.
		for _, g := range s.globalsOf(kind, at) {
			sel.Options = append(sel.Options, Option{Node: g, URL: g.Href})
		}
		if len(sel.Options) > 0 {
			out = append(out, sel)
		}
	}
	return out
}

// globalsOf returns the global links of a kind in effect at node at: the
// site's and those of at's ancestors.
func (s *Site) globalsOf(kind Kind, at *Node) []*Node {
	var out []*Node
	pick := func(g *Global) {
		if g == nil {
			return
		}
		var list []*Node
		switch kind {
		case KindLanguage:
			list = g.Languages
		case KindVersion:
			list = g.Versions
		case KindTab:
			list = g.Tabs
		case KindDropdown:
			list = g.Dropdowns
		case KindAnchor:
			list = g.Anchors
		case KindProduct:
			list = g.Products
		}
		for _, n := range list {
			if !n.Hidden {
				out = append(out, n)
			}
		}
	}
	pick(s.Global)
	for a := at.Parent; a != nil; a = a.Parent {
		pick(a.Global)
	}
	return out
}

// switchTo returns the URL of choosing section target while reading page
// p, whose section at that level is from.
func (s *Site) switchTo(p *Page, from, target *Node) string {
	if target.Href != "" {
		return target.Href
	}
	if target == from && (target.Kind == KindVersion || target.Kind == KindLanguage) {
		return p.URL
	}
	if target.Kind == KindVersion || target.Kind == KindLanguage {
		if q := s.counterpart(p, from, target); q != nil {
			return q.URL
		}
	}
	if target.Kind == KindVersion {
		if q := sameGroupPage(p, from, target); q != nil {
			return q.URL
		}
	}
	if target.Kind == KindDropdown && target != from {
		if q := dropdownCounterpart(p, target); q != nil {
			return q.URL
		}
	}
	// Mintlify links a tab, anchor, dropdown or product, the current one
	// too, to its first page, in the reader's version and language when
	// it holds those.
	if q := FirstPage(inReadersDivision(p, target)); q != nil {
		return q.URL
	}
	if q := FirstPage(target); q != nil {
		return q.URL
	}
	if target == from {
		return p.URL // a hidden section the reader is in
	}
	return ""
}

// inReadersDivision returns the version or language of target named like
// the one page p is read in, following target's own versions and
// languages down while there is one; else target.
func inReadersDivision(p *Page, target *Node) *Node {
	n := target
	for len(n.Children) > 0 {
		kind := n.Children[0].Kind
		if kind != KindVersion && kind != KindLanguage {
			break
		}
		var pick *Node
		for a := p.Node; a != nil && pick == nil; a = a.Parent {
			if a.Kind != kind {
				continue
			}
			for _, c := range n.Children {
				if c.Kind == kind && c.Label == a.Label && !c.Hidden {
					pick = c
					break
				}
			}
		}
		if pick == nil {
			break
		}
		n = pick
	}
	return n
}

// counterpart finds the page in section target that corresponds to page p
// of section from: the same path when target lists it (versions often
// share pages), else the path with from's folder prefix replaced by
// target's ("fr/quickstart" for "quickstart", "v2/setup" for "v1/setup").
// A section's prefix is a guess from where most of its pages sit, and a
// default language kept at the top with most of its pages in one folder
// ("reference/…") gets that folder: so the path is also tried whole
// under target's prefix ("ja/sign/x" for "sign/x"), and with from's
// prefix cut but none added ("sign/x" for "ja/sign/x").
func (s *Site) counterpart(p *Page, from, target *Node) *Page {
	byPath := s.section(target).byPath
	if q := byPath[p.Path]; q != nil {
		return q
	}
	fromPrefix, toPrefix := s.section(from).prefix, s.section(target).prefix
	rest, cut := p.Path, false
	if fromPrefix != "" {
		rest, cut = strings.CutPrefix(p.Path, fromPrefix+"/")
	}
	if cut || fromPrefix == "" {
		if q := byPath[path.Join(toPrefix, rest)]; q != nil {
			return q
		}
	}
	if toPrefix != "" {
		if q := byPath[path.Join(toPrefix, p.Path)]; q != nil {
			return q
		}
		if cut {
			if q := byPath[rest]; q != nil {
				return q
			}
		}
	}
	// Last, the page's own top folder swapped for each of target's
	// ("latest/x" for "legacy/x" when most of latest's pages are
	// generated under api-reference/).
	_, rest, ok := strings.Cut(p.Path, "/")
	if !ok {
		return nil
	}
	for _, top := range s.section(target).tops {
		if q := byPath[top+"/"+rest]; q != nil {
			return q
		}
	}
	return nil
}

// sameGroupPage returns, for a version switch from page p of version
// from that version target lacks, the first page of target's listed group
// named as one of p's: Mintlify keeps the reader in the same part of the
// docs ("API" of v1 to "API" of v2). A listed group is one of a "groups"
// list, not one nested in a group's pages; pages of groups nested in it
// are its pages.
func sameGroupPage(p *Page, from, target *Node) *Page {
	names := map[string]bool{}
	for n := p.Node; n != nil && n != from; n = n.Parent {
		if listedGroup(n) {
			names[n.Label] = true
		}
	}
	if len(names) == 0 {
		return nil
	}
	var found *Page
	var walk func(n *Node, in bool)
	walk = func(n *Node, in bool) {
		if found != nil || n.Hidden || n.Href != "" {
			return
		}
		in = in || (listedGroup(n) && names[n.Label])
		if in {
			if n.Root != nil && !n.Root.Hidden {
				found = n.Root
				return
			}
			if n.Page != nil && n.Kind == KindPage && !n.Page.Hidden && n.Page.Link == "" {
				found = n.Page
				return
			}
		}
		for _, c := range n.Children {
			walk(c, in)
		}
	}
	walk(target, false)
	return found
}

// dropdownCounterpart returns the page of dropdown target that Mintlify
// links another dropdown's page to: the same page when target lists it,
// else the first whose path differs from p's by one segment, as versions'
// copies do ("sdk/python/setup" for "sdk/node/setup").
func dropdownCounterpart(p *Page, target *Node) *Page {
	var near *Page
	for _, q := range pagesUnder(target) {
		if q.Hidden || q.Link != "" {
			continue
		}
		if q.Path == p.Path {
			return q
		}
		if near == nil && differByOneSegment(q.Path, p.Path) {
			near = q
		}
	}
	return near
}

// differByOneSegment reports whether two page paths name one page of two
// versions, as Mintlify guesses it: the same last segment with one other
// segment different, or one path the other under one more folder. A
// leading "docs" (or "doc", "documentation", "help") must be on both.
func differByOneSegment(a, b string) bool {
	as, bs := strings.Split(a, "/"), strings.Split(b, "/")
	base := func(s []string) bool {
		switch s[0] {
		case "docs", "doc", "documentation", "help":
			return true
		}
		return false
	}
	if base(as) != base(bs) {
		return false
	}
	if base(as) {
		as, bs = as[1:], bs[1:]
	}
	if len(as) == len(bs) && len(as) >= 2 && as[len(as)-1] == bs[len(bs)-1] {
		diff := 0
		for i := range len(as) - 1 {
			if as[i] != bs[i] {
				diff++
			}
		}
		return diff == 1
	}
	if len(as) < len(bs) {
		as, bs = bs, as
	}
	return len(bs) > 0 && len(as) == len(bs)+1 && slices.Equal(as[1:], bs)
}

// listedGroup reports whether n is a group of a "groups" list (of a
// tab, version …), as opposed to one nested in a group's pages.
func listedGroup(n *Node) bool {
	if n.Kind != KindGroup || n.Parent == nil || n.Parent.Kind == KindGroup {
		return false
	}
	i := strings.LastIndex(n.Loc.Pointer, "/")
	return i < 0 || !strings.HasSuffix(n.Loc.Pointer[:i], "/pages")
}

// sectionIndex is what switching into a section needs: its visible pages
// by path, and its folder prefix.
type sectionIndex struct {
	byPath map[string]*Page
	prefix string
	// tops are the top folders of its pages, most pages first.
	tops []string
}

// section returns the index of section n, building it once: every page
// of a site calls counterpart for every version and language.
func (s *Site) section(n *Node) *sectionIndex {
	s.sectionsMu.Lock()
	defer s.sectionsMu.Unlock()
	if si := s.sections[n]; si != nil {
		return si
	}
	pages := pagesUnder(n)
	si := &sectionIndex{byPath: make(map[string]*Page, len(pages)), prefix: prefixOf(n)}
	count := map[string]int{}
	for _, q := range pages {
		if _, ok := si.byPath[q.Path]; !ok && !q.Hidden {
			si.byPath[q.Path] = q
			if top, _, ok := strings.Cut(q.Path, "/"); ok {
				if count[top] == 0 {
					si.tops = append(si.tops, top)
				}
				count[top]++
			}
		}
	}
	slices.SortStableFunc(si.tops, func(a, b string) int { return cmp.Compare(count[b], count[a]) })
	if s.sections == nil {
		s.sections = map[*Node]*sectionIndex{}
	}
	s.sections[n] = si
	return si
}

// prefixOf returns the folder that most of a section's pages sit in when
// that folder is particular to the section — the language code of a
// translation, the version of a versioned copy ("fr", "sdk/v2") — else "".
// Of the folders holding more than half of the pages, the shallowest one
// the sibling sections do not use just as much wins: "sdk" is shared by
// sdk/v1 and sdk/v2, so "sdk/v2"; but a translation whose pages mostly sit
// in one of its subfolders ("fr/help/…") is still "fr".
func prefixOf(n *Node) string {
	pages := pagesUnder(n)
	count := map[string]int{}
	for _, q := range pages {
		dir := q.Path
		for {
			i := strings.LastIndexByte(dir, '/')
			if i <= 0 {
				break
			}
			dir = dir[:i]
			count[dir]++
		}
	}
	var dirs []string
	for dir, c := range count {
		if c*2 > len(pages) {
			dirs = append(dirs, dir)
		}
	}
	// The folders holding a majority lie on one line from the top, so
	// the shorter is the shallower.
	slices.SortFunc(dirs, func(a, b string) int { return cmp.Compare(len(a), len(b)) })
	for _, dir := range dirs {
		if !sharedBySibling(n, dir) {
			return dir
		}
	}
	return ""
}

// sharedBySibling reports whether a sibling section of n keeps more than
// half of its pages in folder dir.
func sharedBySibling(n *Node, dir string) bool {
	for _, sib := range n.Parent.Children {
		if sib == n || sib.Kind != n.Kind {
			continue
		}
		sp := pagesUnder(sib)
		c := 0
		for _, q := range sp {
			if strings.HasPrefix(q.Path, dir+"/") {
				c++
			}
		}
		if len(sp) > 0 && c*2 > len(sp) {
			return true
		}
	}
	return false
}

// pagesUnder returns the pages below n in reading order.
func pagesUnder(n *Node) []*Page {
	var out []*Page
	var walk func(n *Node)
	walk = func(n *Node) {
		if n.Root != nil {
			out = append(out, n.Root)
		}
		if n.Page != nil {
			out = append(out, n.Page)
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(n)
	return out
}
