package nav_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/frontmatter"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// oraclePage is one page of Mintlify's own resolution of a corpus site
// (testdata/oracle, made with ../shared/tools/mintlify-oracle).
type oraclePage struct {
	Href         string   `json:"href"`
	Title        any      `json:"title"`
	SidebarTitle any      `json:"sidebarTitle"`
	Trail        []string `json:"trail"`
	OpenAPI      *string  `json:"openapi"`
}

func loadOracle(t *testing.T, site string) ([]oraclePage, bool) {
	data, err := os.ReadFile(filepath.Join("testdata", "oracle", site+".json"))
	if os.IsNotExist(err) {
		return nil, false
	}
	if err != nil {
		t.Fatal(err)
	}
	var o struct{ Pages []oraclePage }
	if err := json.Unmarshal(data, &o); err != nil {
		t.Fatal(err)
	}
	return o.Pages, true
}

// oracleMeta is testdata/oracle/meta.json: how the reference ran per site.
type oracleMeta struct {
	OpenAPIDisabled bool   `json:"openapi_disabled"`
	Error           string `json:"error"`
}

func loadMeta(t *testing.T) map[string]oracleMeta {
	data, err := os.ReadFile(filepath.Join("testdata", "oracle", "meta.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]oracleMeta
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// divisionKeys are the keys the oracle's flattening takes for navigation
// elements (oracle-flatten.py's DIV_KEYS).
var divisionKeys = []string{"product", "language", "version", "tab", "item", "dropdown", "anchor", "group"}

func hasDivisionKey(t *testing.T, dir string, pg *nav.Page) bool {
	if pg.File == "" {
		return false
	}
	data, err := os.ReadFile(filepath.Join(dir, pg.File))
	if err != nil {
		t.Fatal(err)
	}
	doc, _ := frontmatter.Parse(pg.File, data)
	for _, k := range divisionKeys {
		if _, ok := doc.Get(k); ok {
			return true
		}
	}
	return false
}

func text(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case string:
		return v
	case float64:
		return fmt.Sprint(v)
	}
	return fmt.Sprint(v)
}

// TestOracle compares the pages of every corpus site, in order, with
// Mintlify's resolution: path, title, sidebar title, trail and OpenAPI
// reference.
func TestOracle(t *testing.T) {
	dir := testcorpus.Dir(t)
	meta := loadMeta(t)
	for _, name := range testcorpus.Sites(t) {
		t.Run(name, func(t *testing.T) {
			site := name
			want, ok := loadOracle(t, site)
			if !ok {
				t.Skip("no oracle resolution for this site (see testdata/oracle/README.md)")
			}
			siteDir := filepath.Join(dir, site)
			p, err := config.Load(siteDir)
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			resolved := nav.Build(t.Context(), p, nil)
			var got []nav.JSONPage
			skipped := 0
			for i, jp := range resolved.ToJSON().Pages {
				pg := resolved.Pages[i]
				switch {
				case jp.Root:
					// Mintlify's resolution lists a group's root page under
					// the group's "root" key, which the oracle's flattening
					// does not read; Folio lists it in reading order.
				case pg.Generated && meta[name].OpenAPIDisabled:
					// The reference ran without OpenAPI for this site (its
					// specifications are partly remote): it has no
					// generated pages to compare.
				case hasDivisionKey(t, siteDir, pg):
					// A page whose frontmatter has a key such as "version"
					// looks like a version element to the oracle's
					// flattening, which then drops it; Mintlify lists it.
				default:
					got = append(got, jp)
					continue
				}
				skipped++
			}
			t.Logf("%d pages compared, %d not comparable", len(got), skipped)
			n := min(len(got), len(want))
			mismatches := 0
			for i := 0; i < n; i++ {
				g, w := got[i], want[i]
				gs := ""
				if g.SidebarTitle != nil {
					gs = *g.SidebarTitle
				}
				var diffs []string
				if "/"+g.Path != w.Href {
					diffs = append(diffs, fmt.Sprintf("path %q != %q", g.Path, w.Href))
				}
				if g.Title != text(w.Title) {
					diffs = append(diffs, fmt.Sprintf("title %q != %q", g.Title, text(w.Title)))
				}
				if gs != text(w.SidebarTitle) {
					diffs = append(diffs, fmt.Sprintf("sidebarTitle %q != %q", gs, text(w.SidebarTitle)))
				}
				gop, wop := "", ""
				if g.OpenAPI != nil {
					gop = *g.OpenAPI
				}
				if w.OpenAPI != nil {
					wop = *w.OpenAPI
				}
				if gop != wop {
					diffs = append(diffs, fmt.Sprintf("openapi %q != %q", gop, wop))
				}
				if strings.Join(g.Trail, " > ") != strings.Join(w.Trail, " > ") {
					diffs = append(diffs, fmt.Sprintf("trail %q != %q", g.Trail, w.Trail))
				}
				if len(diffs) > 0 {
					mismatches++
					if mismatches <= 10 {
						t.Errorf("page %d %s: %s", i, w.Href, strings.Join(diffs, "; "))
					}
				}
			}
			if len(got) != len(want) {
				t.Errorf("%d pages, want %d", len(got), len(want))
			}
			if mismatches > 0 {
				t.Errorf("%d of %d pages differ", mismatches, n)
			}
		})
	}
}
