package nav

import (
	"fmt"
	"io"
	"strings"
)

// JSON is the machine-readable form of a site's navigation, as printed by
// `folio nav --format json`. It is a stable contract.
type JSON struct {
	Pages []JSONPage `json:"pages"`
	Tree  *JSONNode  `json:"tree"`
}

// JSONPage is one page of the reading order.
type JSONPage struct {
	Path         string  `json:"path"`
	URL          string  `json:"url"`
	Title        string  `json:"title"`
	SidebarTitle *string `json:"sidebarTitle"`
	Hidden       bool    `json:"hidden"`
	// Trail lists the elements above the page as "kind:label", with kind
	// one of product, language, version, tab, item, dropdown, anchor, group.
	Trail   []string `json:"trail"`
	OpenAPI *string  `json:"openapi"`
	// Root is set for a group's root page.
	Root bool `json:"root,omitempty"`
}

// JSONNode is one element of the tree.
type JSONNode struct {
	Kind        Kind        `json:"kind"`
	Label       string      `json:"label,omitempty"`
	Name        string      `json:"name,omitempty"`
	Path        string      `json:"path,omitempty"`
	URL         string      `json:"url,omitempty"`
	Href        string      `json:"href,omitempty"`
	External    bool        `json:"external,omitempty"`
	Icon        *Icon       `json:"icon,omitempty"`
	Tag         string      `json:"tag,omitempty"`
	Description string      `json:"description,omitempty"`
	Hidden      bool        `json:"hidden,omitempty"`
	Default     bool        `json:"default,omitempty"`
	Expanded    bool        `json:"expanded,omitempty"`
	Root        string      `json:"root,omitempty"`
	Click       Click       `json:"click,omitempty"`
	Directory   string      `json:"directory,omitempty"`
	OpenAPI     string      `json:"openapi,omitempty"`
	Method      string      `json:"method,omitempty"`
	Missing     bool        `json:"missing,omitempty"`
	Generated   bool        `json:"generated,omitempty"`
	Global      *JSONGlobal `json:"global,omitempty"`
	Children    []*JSONNode `json:"children,omitempty"`
}

// JSONGlobal lists global links by kind.
type JSONGlobal struct {
	Languages []*JSONNode `json:"languages,omitempty"`
	Versions  []*JSONNode `json:"versions,omitempty"`
	Tabs      []*JSONNode `json:"tabs,omitempty"`
	Dropdowns []*JSONNode `json:"dropdowns,omitempty"`
	Anchors   []*JSONNode `json:"anchors,omitempty"`
	Products  []*JSONNode `json:"products,omitempty"`
}

// ToJSON returns the JSON form of the site's navigation: the pages it
// lists, without the unlisted ones.
func (s *Site) ToJSON() JSON {
	out := JSON{Pages: make([]JSONPage, 0, len(s.Pages)), Tree: s.jsonNode(s.Root)}
	if g := jsonGlobal(s.Global); g != nil {
		out.Tree.Global = g
	}
	for _, p := range s.Pages {
		if p.Unlisted {
			continue // not in the navigation
		}
		jp := JSONPage{Path: p.Path, URL: p.URL, Title: p.Title, Hidden: p.Hidden, Trail: []string{}, Root: p.GroupRoot}
		if p.SidebarTitle != "" {
			st := p.SidebarTitle
			jp.SidebarTitle = &st
		}
		if p.OpenAPI != "" {
			o := p.OpenAPI
			jp.OpenAPI = &o
		}
		for _, n := range p.Trail() {
			jp.Trail = append(jp.Trail, string(n.Kind)+":"+n.Label)
		}
		out.Pages = append(out.Pages, jp)
	}
	return out
}

func (s *Site) jsonNode(n *Node) *JSONNode {
	j := &JSONNode{
		Kind: n.Kind, Label: n.Label, Href: n.Href, External: n.External, Icon: n.Icon, Tag: n.Tag,
		Description: n.Description, Hidden: n.Hidden, Default: n.Default, Click: n.Click,
		Directory: n.Directory, OpenAPI: n.OpenAPI, Global: jsonGlobal(n.Global),
	}
	if n.Name != n.Label {
		j.Name = n.Name
	}
	if n.Kind == KindGroup {
		j.Expanded = n.Expanded
	}
	if n.Root != nil {
		j.Root = n.Root.Path
	}
	if p := n.Page; p != nil {
		j.Path, j.URL, j.Method, j.Missing, j.Generated = p.Path, p.URL, p.Method, p.Missing, p.Generated
		j.OpenAPI = p.OpenAPI
	}
	for _, c := range n.Children {
		j.Children = append(j.Children, s.jsonNode(c))
	}
	return j
}

func jsonGlobal(g *Global) *JSONGlobal {
	if g == nil {
		return nil
	}
	conv := func(ns []*Node) []*JSONNode {
		var out []*JSONNode
		for _, n := range ns {
			out = append(out, &JSONNode{Kind: n.Kind, Label: n.Label, Name: n.Name, Href: n.Href, External: n.External,
				Icon: n.Icon, Tag: n.Tag, Description: n.Description, Hidden: n.Hidden, Default: n.Default})
		}
		return out
	}
	j := &JSONGlobal{Languages: conv(g.Languages), Versions: conv(g.Versions), Tabs: conv(g.Tabs),
		Dropdowns: conv(g.Dropdowns), Anchors: conv(g.Anchors), Products: conv(g.Products)}
	if j.Languages == nil && j.Versions == nil && j.Tabs == nil && j.Dropdowns == nil && j.Anchors == nil && j.Products == nil {
		return nil
	}
	return j
}

// WriteTree writes the navigation as an indented tree for a person:
//
//	tab Guides
//	  group Get started
//	    index  Introduction
func (s *Site) WriteTree(w io.Writer) error {
	var b strings.Builder
	if g := s.Global; g != nil {
		writeGlobal(&b, g, "")
	}
	for _, c := range s.Root.Children {
		writeNode(&b, c, "")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeGlobal(b *strings.Builder, g *Global, indent string) {
	for _, list := range [][]*Node{g.Products, g.Languages, g.Versions, g.Tabs, g.Dropdowns, g.Anchors} {
		for _, n := range list {
			fmt.Fprintf(b, "%sglobal %s %s → %s%s\n", indent, n.Kind, n.Label, n.Href, flags(n))
		}
	}
}

func writeNode(b *strings.Builder, n *Node, indent string) {
	if n.Kind == KindPage {
		p := n.Page
		line := indent + p.Path
		if p.Method != "" {
			line = indent + p.Method + " " + p.Path
		}
		title := p.Title
		if p.SidebarTitle != "" && p.SidebarTitle != p.Title {
			title += " (" + p.SidebarTitle + ")"
		}
		if p.Link != "" {
			title += " → " + p.Link
		}
		fmt.Fprintf(b, "%s  %s%s\n", line, title, flags(n))
		return
	}
	fmt.Fprintf(b, "%s%s %s", indent, n.Kind, n.Label)
	if n.Name != n.Label && n.Name != "" {
		fmt.Fprintf(b, " (%s)", n.Name)
	}
	if n.Href != "" {
		fmt.Fprintf(b, " → %s", n.Href)
	}
	if n.Root != nil {
		fmt.Fprintf(b, " (root %s)", n.Root.Path)
	}
	b.WriteString(flags(n) + "\n")
	if n.Global != nil {
		writeGlobal(b, n.Global, indent+"  ")
	}
	for _, c := range n.Children {
		writeNode(b, c, indent+"  ")
	}
}

func flags(n *Node) string {
	var f []string
	if n.Default {
		f = append(f, "default")
	}
	if n.Tag != "" {
		f = append(f, "tag "+n.Tag)
	}
	if n.Hidden {
		f = append(f, "hidden")
	}
	if n.Kind == KindGroup && n.Parent != nil && n.Parent.Kind == KindGroup && n.Expanded {
		f = append(f, "expanded")
	}
	if n.Page != nil && n.Page.Deprecated {
		f = append(f, "deprecated")
	}
	if n.Page != nil && n.Page.Missing {
		f = append(f, "missing")
	}
	if n.Page != nil && n.Page.Generated {
		f = append(f, "generated")
	}
	if len(f) == 0 {
		return ""
	}
	return "  [" + strings.Join(f, ", ") + "]"
}
