package site

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEmptyDivisionLinksHome: a tab or menu item with no page and no
// href leads to the home page, under the base path, as Mintlify's
// filterDivisions makes it; an empty href would reload the current page.
func TestEmptyDivisionLinksHome(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string]string{
		"docs.json": `{"theme": "mint", "name": "Acme", "colors": {"primary": "#0E7C66"},
		  "navigation": {"tabs": [
		    {"tab": "Guides", "pages": ["index"]},
		    {"tab": "Soon", "pages": []},
		    {"tab": "API", "menu": [{"item": "Later", "pages": []}, {"item": "REST", "pages": ["rest"]}]}
		  ]}}`,
		"index.mdx": "---\ntitle: Home\n---\nHi\n",
		"rest.mdx":  "---\ntitle: REST\n---\nHi\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := buildDir(t, dir, Options{BasePath: "/docs/"})
	page := file(t, out, htmlKey("/"))
	for _, want := range []string{
		`<a class="nav-tabs-item" href="/docs/">Soon</a>`,
		`href="/docs/">` + "\n" + `<span class="menu-item-text"><span class="menu-item-label">Later</span>`,
		`href="/docs/rest">` + "\n" + `<span class="menu-item-text"><span class="menu-item-label">REST</span>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the home page lacks %s", want)
		}
	}
	if strings.Contains(page, `href=""`) {
		t.Errorf("a link leads nowhere:\n%s", section(page, `<nav class="nav-tabs"`))
	}
}
