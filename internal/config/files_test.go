package config_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
)

func TestPageFiles(t *testing.T) {
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, "secret.mdx"), []byte("# Secret\n"), 0o644)
	dir := writeTree(t, map[string]string{
		"docs.json": `{"theme": "mint", "name": "A", "colors": {"primary": "#000"},
 "navigation": {"pages": ["index", "guides/md-page", "guides/linked", "escape", "guides/folder", "GET /users", "api.yaml POST /users", "nodes/Video Slice"]}}`,
		"index.mdx":              "# Home\n",
		"guides/md-page.md":      "# Markdown\n",
		"guides/real.mdx":        "# Real\n",
		"guides/folder.mdx/x.md": "# not a page file\n",
		"nodes/Video Slice.mdx":  "# Spaces\n",
	})
	if err := os.Symlink("real.mdx", filepath.Join(dir, "guides", "linked.mdx")); err != nil {
		t.Skip("symlinks unavailable:", err)
	}
	os.Symlink(filepath.Join(outside, "secret.mdx"), filepath.Join(dir, "escape.mdx"))
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	p.CheckFiles()
	var missing []string
	for _, d := range p.Diagnostics.All() {
		if d.Code != "page-not-found" {
			t.Errorf("unexpected: %s", render(d))
			continue
		}
		missing = append(missing, strings.Fields(d.Message)[1])
	}
	// A link out of the folder and a folder named like a page are not pages;
	// OpenAPI references are not pages at all.
	if got := strings.Join(missing, " "); got != `"escape" "guides/folder"` {
		t.Errorf("missing pages %s", got)
	}
}

// TestUpgradeDuplicate checks that a mint.json page the upgrade places
// twice, as Mintlify does, is not reported as listed twice: the nested
// group holds pages of the tab and of the rest, so it goes to both.
func TestUpgradeDuplicate(t *testing.T) {
	dir := writeTree(t, map[string]string{
		"mint.json": `{"name": "A", "favicon": "/f.png", "colors": {"primary": "#000"},
 "tabs": [{"name": "API", "url": "api"}],
 "navigation": [{"group": "G", "pages": [{"group": "N", "pages": ["guide", "api/b"]}]}]}`,
		"f.png":     "png",
		"guide.mdx": "# Guide\n",
		"api/b.mdx": "# B\n",
	})
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	p.CheckFiles()
	for _, d := range p.Diagnostics.All() {
		t.Errorf("unexpected: %s", render(d))
	}
}

func TestSuggestions(t *testing.T) {
	dir := writeTree(t, map[string]string{
		"docs.json": `{"theme": "mint", "name": "A", "colors": {"primary": "#000"},
 "navigation": {"pages": ["index", "quickstrat", "setup", "zzzzzzzz"]}}`,
		"index.mdx":            "# Home\n",
		"quickstart.mdx":       "# Quick\n",
		"guides/setup.mdx":     "# Setup\n",
		"node_modules/x/a.mdx": "# not a page\n",
	})
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	p.CheckFiles()
	hints := map[string]string{}
	for _, d := range p.Diagnostics.All() {
		hints[strings.Trim(strings.Fields(d.Message)[1], `"`)] = d.Hint
	}
	for page, want := range map[string]string{
		"quickstrat": `did you mean "quickstart"?`,
		"setup":      `did you mean "guides/setup"?`,
		"zzzzzzzz":   "",
	} {
		if hints[page] != want {
			t.Errorf("hint for %s = %q, want %q", page, hints[page], want)
		}
	}
}

// TestLargeSpec checks that a specification larger than a configuration
// file may be is checked as a specification: `folio validate` accepts the
// 20 MB one the build reads (config.MaxFileSize is 16 MB).
func TestLargeSpec(t *testing.T) {
	var spec strings.Builder
	spec.WriteString(`{"openapi": "3.1.0", "info": {"title": "Big", "version": "1"}, "paths": {}, "components": {"schemas": {`)
	pad := strings.Repeat("x", 1000)
	for i := 0; spec.Len() < 20<<20; i++ {
		if i > 0 {
			spec.WriteByte(',')
		}
		spec.WriteString(`"S` + strconv.Itoa(i) + `": {"type": "string", "description": "` + pad + `"}`)
	}
	spec.WriteString("}}}")
	dir := writeTree(t, map[string]string{
		"docs.json": `{"theme": "mint", "name": "A", "colors": {"primary": "#000"},
 "navigation": {"groups": [{"group": "API", "openapi": "big.json"}]}}`,
		"big.json": spec.String(),
	})
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	p.CheckFiles()
	for _, d := range p.Diagnostics.All() {
		t.Errorf("unexpected: %s", render(d))
	}
}

// Mintlify reads a specification with a YAML parser, so a JSON file with
// a trailing comma, which strict JSON refuses, is a specification.
func TestSpecTrailingComma(t *testing.T) {
	dir := writeTree(t, map[string]string{
		"docs.json": `{"theme": "mint", "name": "A", "colors": {"primary": "#000"},
 "navigation": {"groups": [{"group": "API", "openapi": "api.json"}]}}`,
		"api.json": `{"openapi": "3.1.0", "info": {"title": "A", "version": "1"},
 "paths": {"/a": {"get": {"summary": "A", "tags": ["x", "y",]}}},}`,
	})
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	p.CheckFiles()
	for _, d := range p.Diagnostics.All() {
		t.Errorf("unexpected: %s", render(d))
	}
}

// TestMissingFavicon checks that a favicon naming a file the folder does
// not hold is reported, a URL or a file that is there is not.
func TestMissingFavicon(t *testing.T) {
	for _, tc := range []struct {
		favicon string
		want    string // the files reported, in order
	}{
		{`"/favicon.svg"`, ""},
		{`"favicon.svg"`, ""},
		{`"/missing.png"`, "/missing.png"},
		{`"logo/dark.svg"`, "logo/dark.svg"},
		{`"https://example.com/f.png"`, ""},
		{`{"light": "/favicon.svg", "dark": "/nope.svg"}`, "/nope.svg"},
		{`{"light": "/a.svg", "dark": "/b.svg"}`, "/a.svg /b.svg"},
	} {
		dir := writeTree(t, map[string]string{
			"docs.json":   `{"theme": "mint", "name": "A", "colors": {"primary": "#000"}, "favicon": ` + tc.favicon + `, "navigation": {"pages": ["index"]}}`,
			"index.mdx":   "# Home\n",
			"favicon.svg": "<svg/>",
		})
		p, err := config.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		p.CheckFiles()
		var got []string
		for _, d := range p.Diagnostics.All() {
			if d.Code != "missing-file" {
				t.Errorf("%s: unexpected: %s", tc.favicon, render(d))
				continue
			}
			got = append(got, strings.Fields(d.Message)[2])
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("%s: reported %q, want %q", tc.favicon, got, tc.want)
		}
		p.Close()
	}
}
