package site

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

// TestNavIcons checks the warnings for the navigation's icons, docs.json's
// and pages' frontmatter's: one per unknown name and place, stand-ins
// named, images and known icons (in any library, or as objects) left
// alone; validate says the same.
func TestNavIcons(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, []txtar.File{
		{Name: "docs.json", Data: []byte(`{
  "theme": "mint", "name": "A", "colors": {"primary": "#0D9373"},
  "navigation": {
    "global": {"anchors": [{"anchor": "Status", "icon": "no-such-thing", "href": "https://status.example.com"}]},
    "tabs": [
      {"tab": "Guides", "icon": "circle-1", "groups": [
        {"group": "Start", "icon": {"name": "house", "style": "solid"}, "pages": ["index"]},
        {"group": "More", "icon": "sparkles", "pages": ["more"]}
      ]},
      {"tab": "API", "icon": "/images/api.svg", "pages": ["api"]}
    ]
  }
}`)},
		{Name: "index.mdx", Data: []byte("---\ntitle: Home\n---\nHi\n")},
		{Name: "more.mdx", Data: []byte("---\ntitle: More\nicon: rocket-launch\n---\nMore\n")},
		{Name: "api.mdx", Data: []byte("---\ntitle: API\n---\nAPI\n")},
		{Name: "images/api.svg", Data: []byte("<svg xmlns=\"http://www.w3.org/2000/svg\"/>")},
	})
	out := buildDir(t, dir, Options{})
	var got []string
	for _, d := range out.Diagnostics.All() {
		if d.Code == "unknown-icon" {
			got = append(got, d.FileName()+" "+d.Pointer+": "+d.Message)
		}
	}
	slices.Sort(got)
	want := []string{
		`docs.json /navigation/global/anchors/0/icon: Folio has no icon "no-such-thing", so none is drawn`,
		`docs.json /navigation/tabs/0/icon: Folio has no icon "circle-1"; drawn as "circle-number-1"`,
		`more.mdx : Folio has no icon "rocket-launch"; drawn as "rocket"`, // its frontmatter's
	}
	if !slices.Equal(got, want) {
		t.Errorf("warnings:\n%q\nwant\n%q", got, want)
	}
	checkAgrees(t, dir, out.Diagnostics.All())
}

// TestInlineIcons: with InlineIcons, a page draws its navigation icons
// itself, with the symbol's view box and paint, and refers to no sprite.
func TestInlineIcons(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, []txtar.File{
		{Name: "docs.json", Data: []byte(`{"theme": "mint", "name": "A", "colors": {"primary": "#0D9373"},
  "navigation": {"groups": [{"group": "Start", "icon": "house", "pages": ["index"]}]}}`)},
		{Name: "index.mdx", Data: []byte("---\ntitle: Home\n---\nHi\n")},
	})
	for _, inline := range []bool{false, true} {
		out := buildDir(t, dir, Options{InlineIcons: inline})
		rt := out.Route("/")
		data, err := out.Content(rt.File)
		if err != nil {
			t.Fatal(err)
		}
		page := string(data)
		uses := strings.Contains(page, `<use href="/_folio/icons.svg#`)
		drawn := regexp.MustCompile(`<svg class="[^"]*" width="16" height="16" aria-hidden="true" focusable="false" viewBox="[^"]+"><g [^>]*><path `).MatchString(page)
		if uses == inline || drawn != inline {
			t.Errorf("InlineIcons %v: sprite references %v, icons drawn inline %v", inline, uses, drawn)
		}
	}
}
