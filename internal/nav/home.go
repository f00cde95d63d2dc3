package nav

// pickHomes decides, for every page listed more than once, where it is
// read: the place whose sidebar, selectors and neighbours the page shows,
// and where a build writes it.
//
// Mintlify's reader decides it this way (getScopedNavForPath in
// @mintlify/common): for a page listed under several versions, the wanted
// version is the one its frontmatter names, else the default version when
// the page is listed there, else the version of its first place; the
// wanted language is the default language when the page is listed there,
// else the language of its first place. Walking the navigation, a version
// or language that is not the wanted one is passed over when one of its
// siblings is; the page is read at the first place left.
func (s *Site) pickHomes() {
	s.home = make(map[string]*Page, len(s.byPath))
	for path, ps := range s.byPath {
		s.home[path] = pickHome(ps)
	}
}

func pickHome(ps []*Page) *Page {
	if len(ps) == 1 {
		return ps[0]
	}
	named := ""
	if m := ps[0].Meta; m != nil {
		named = m.Version
	}
	version, language := wanted(ps, KindVersion, named), wanted(ps, KindLanguage, "")
	for _, p := range ps {
		if fits(p, KindVersion, version) && fits(p, KindLanguage, language) {
			return p
		}
	}
	return ps[0]
}

// wanted returns the label of the division of kind that a page listed at
// places ps is read under: "" when its places do not differ in it.
func wanted(ps []*Page, kind Kind, named string) string {
	var first *Node
	spread := false
	for _, p := range ps {
		d := enclosing(p.Node, kind)
		if d == nil {
			continue
		}
		if first == nil {
			first = d
		}
		spread = spread || d != first
	}
	if !spread {
		return ""
	}
	if named != "" {
		// Mintlify takes the frontmatter's value as it is, even when no
		// version has that name: then no version is passed over.
		return named
	}
	for _, p := range ps {
		if d := enclosing(p.Node, kind); d != nil && d.Default {
			return d.Label
		}
	}
	return first.Label
}

// fits reports whether each element of kind above p is labelled want or
// has no sibling that is.
func fits(p *Page, kind Kind, want string) bool {
	if want == "" {
		return true
	}
	for a := p.Node.Parent; a != nil; a = a.Parent {
		if a.Kind != kind || a.Label == want || a.Parent == nil {
			continue
		}
		for _, sib := range a.Parent.Children {
			if sib.Kind == kind && sib.Label == want {
				return false
			}
		}
	}
	return true
}

// enclosing returns the nearest element of kind above n, or nil.
func enclosing(n *Node, kind Kind) *Node {
	for a := n.Parent; a != nil; a = a.Parent {
		if a.Kind == kind {
			return a
		}
	}
	return nil
}

// Home returns the place where the page at p's path is read (see
// pickHomes); p itself for a page listed once.
func (s *Site) Home(p *Page) *Page {
	if h := s.home[p.Path]; h != nil {
		return h
	}
	return p
}
