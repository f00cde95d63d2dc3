package openapi

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
)

// The sites of testdata/sites exercise Mintlify's rules one by one; each
// SITE.oracle.json is what Mintlify's own build made of the site (see
// testdata/sites/README.md).

// fixturePage is a page of the navigation Mintlify resolved, with the
// fields that generated pages set.
type fixturePage struct {
	Href         string   `json:"href"`
	Title        *string  `json:"title,omitempty"`
	SidebarTitle *string  `json:"sidebarTitle,omitempty"`
	Description  *string  `json:"description,omitempty"`
	Deprecated   bool     `json:"deprecated,omitempty"`
	Hidden       bool     `json:"hidden,omitempty"`
	OpenAPI      *string  `json:"openapi,omitempty"`
	Groups       []any    `json:"groups,omitempty"`
	Icon         any      `json:"icon,omitempty"`
	Tag          any      `json:"tag,omitempty"`
	Trail        []string `json:"trail"`
}

func (p fixturePage) String() string {
	b, _ := json.Marshal(p)
	return string(b)
}

type fixtureOracle struct {
	Pages []fixturePage
	// Files holds every generated page file, by path: its frontmatter.
	Files map[string]string
}

func TestFixtureSites(t *testing.T) {
	sites, _ := filepath.Glob(filepath.Join("testdata", "sites", "*.oracle.json"))
	if len(sites) == 0 {
		t.Fatal("no fixture sites")
	}
	for _, oracleFile := range sites {
		name := strings.TrimSuffix(filepath.Base(oracleFile), ".oracle.json")
		t.Run(name, func(t *testing.T) {
			var oracle fixtureOracle
			data, err := os.ReadFile(oracleFile)
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(data, &oracle); err != nil {
				t.Fatal(err)
			}
			dir := filepath.Join("testdata", "sites", name)
			p, err := config.Load(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			if p.Diagnostics.HasErrors() {
				t.Fatalf("configuration: %v", p.Diagnostics.Errors())
			}
			specs := NewSpecs(os.DirFS(dir))
			nav, pages, diags := Expand(&p.Config.Navigation, specs)
			for _, d := range diags.All() {
				t.Errorf("%s: %s [%s]", d.Pos, d.Message, d.Code)
			}

			// The navigation: generated pages with all their fields,
			// pages of files that name an operation with their title and
			// description.
			var want []fixturePage
			for _, op := range oracle.Pages {
				if op.OpenAPI != nil {
					want = append(want, op)
				}
			}
			got := fixtureFlatten(t, nav, pages, specs, dir)
			for i := range max(len(got), len(want)) {
				var g, w string
				if i < len(got) {
					g = got[i].String()
				}
				if i < len(want) {
					w = want[i].String()
				}
				if g != w {
					t.Errorf("page %d:\n got  %s\n want %s", i, g, w)
				}
			}

			// Every generated page, hidden ones included, as the file
			// Mintlify writes.
			files := map[string]string{}
			for path, pg := range pages {
				files[path] = pg.MDX()
			}
			for path, body := range oracle.Files {
				if hasPageFile(dir, "/"+path) {
					delete(oracle.Files, path)
					continue
				}
				if files[path] != body {
					t.Errorf("file %s:\n got  %q\n want %q", path, files[path], body)
				}
			}
			for path := range files {
				if _, ok := oracle.Files[path]; !ok {
					t.Errorf("file %s: generated, not by the reference", path)
				}
			}
		})
	}
}

// fixtureFlatten lists the pages of an expanded navigation that concern
// OpenAPI, in the reference's reading order.
func fixtureFlatten(t *testing.T, nav *config.Navigation, pages map[string]*Page, specs *Specs, dir string) []fixturePage {
	var out []fixturePage
	str := func(s string) *string { return &s }
	visit := func(path string, trail []string) {
		if pg, ok := pages[path]; ok && !hasPageFile(dir, "/"+path) {
			fp := fixturePage{Href: "/" + pg.Path, Title: str(pg.Title), OpenAPI: str(pg.OpenAPI), Trail: trail, Deprecated: pg.Deprecated}
			if pg.SidebarTitle != "" {
				fp.SidebarTitle = str(pg.SidebarTitle)
			}
			if pg.Description != "" {
				fp.Description = str(pg.Description)
			}
			fp.Hidden = jsTruthy(pg.Metadata["hidden"])
			fp.Groups, _ = pg.Metadata["groups"].([]any)
			fp.Icon, fp.Tag = pg.Metadata["icon"], pg.Metadata["tag"]
			out = append(out, fp)
			return
		}
		// A page file: its title and description, when its frontmatter
		// has none, come from the operation it names.
		fm := frontmatterOf(t, dir, "/"+path)
		ref, ok := fm["openapi"].(string)
		if !ok {
			return
		}
		fp := fixturePage{Href: "/" + path, OpenAPI: str(ref), Trail: trail, Title: str(SlugToTitle(path))}
		op, found := specs.Operation(ref)
		if found && op.HasSummary {
			fp.Title = str(op.Summary)
		}
		if found && op.Description != "" {
			fp.Description = str(op.Description)
		}
		if s, ok := fm["title"].(string); ok {
			fp.Title = str(s)
		}
		if s, ok := fm["description"].(string); ok {
			fp.Description = str(s)
		}
		out = append(out, fp)
	}
	walkNav(nav, visit)
	return out
}

// walkNav calls visit for every page entry of nav, depth-first in the
// reference's order of keys (oracle-flatten.py), with its trail.
func walkNav(nav *config.Navigation, visit func(path string, trail []string)) {
	var children func(c *config.Children, trail []string)
	var entries func(es []*config.PageEntry, trail []string)
	group := func(g *config.Group, trail []string) {
		if g != nil {
			entries(g.Pages, append(slices.Clip(trail), "group:"+g.Group))
		}
	}
	entries = func(es []*config.PageEntry, trail []string) {
		for _, e := range es {
			switch {
			case e == nil:
			case e.Group != nil:
				group(e.Group, trail)
			default:
				visit(e.Path, trail)
			}
		}
	}
	children = func(c *config.Children, trail []string) {
		var es []config.Element
		for _, p := range c.Products {
			es = append(es, p)
		}
		for _, l := range c.Languages {
			es = append(es, l)
		}
		for _, v := range c.Versions {
			es = append(es, v)
		}
		for _, tb := range c.Tabs {
			es = append(es, tb)
		}
		for _, m := range c.Menu {
			es = append(es, m)
		}
		for _, d := range c.Dropdowns {
			es = append(es, d)
		}
		for _, a := range c.Anchors {
			es = append(es, a)
		}
		for _, e := range es {
			children(&e.Div().Children, append(slices.Clip(trail), fmt.Sprintf("%s:%s", e.ElementKind(), e.Label())))
		}
		for _, g := range c.Groups {
			group(g, trail)
		}
		entries(c.Pages, trail)
	}
	children(&nav.Children, []string{})
}
