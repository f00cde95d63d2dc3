package config_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
)

func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestRefs(t *testing.T) {
	dir := writeTree(t, map[string]string{
		"docs.json": `{
  "theme": "mint", "name": "A", "colors": {"primary": "#000"},
  "navigation": {
    "languages": [
      {"$ref": "i18n/en.json", "default": true},
      {"$ref": "i18n/fr.json", "language": "fr"}
    ]
  },
  "redirects": {"$ref": "redirects.json"}
}`,
		// Paths are relative to the including file.
		"i18n/en.json":    `{"language": "en", "groups": {"$ref": "../nav/groups.json"}}`,
		"i18n/fr.json":    `{"language": "de", "default": false, "groups": {"$ref": "../nav/groups.json"}}`,
		"nav/groups.json": `[{"group": "Start", "pages": ["index"]}]`,
		"redirects.json":  `[{"source": "/old", "destination": "/index"}]`,
		"index.mdx":       "# Home\n",
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
	langs := p.Config.Navigation.Languages
	if len(langs) != 2 {
		t.Fatalf("languages = %d", len(langs))
	}
	// A sibling of "$ref" is merged on top of the included object,
	// replacing keys of the same name.
	if !langs[0].Default || langs[1].Language != "fr" || langs[1].Default {
		t.Errorf("merge: en default %v, second language %q default %v", langs[0].Default, langs[1].Language, langs[1].Default)
	}
	// The same file included twice is not a cycle.
	if len(langs[0].Groups) != 1 || len(langs[1].Groups) != 1 {
		t.Errorf("groups not included twice")
	}
	if got := langs[1].Groups[0].Loc; got.Pos().Src.Name != "nav/groups.json" || got.Pointer != "/navigation/languages/1/groups/0" {
		t.Errorf("included group at %s, pointer %s", got.Pos(), got.Pointer)
	}
	chain := langs[1].Groups[0].Loc.Pos().Src.IncludeChain()
	if len(chain) != 2 || chain[0].At.Src.Name != "i18n/fr.json" || chain[1].At.Src.Name != "docs.json" {
		t.Errorf("include chain %+v", chain)
	}
	if len(p.Config.Redirects) != 1 || p.Config.Redirects[0].Source != "/old" {
		t.Errorf("redirects %+v", p.Config.Redirects)
	}
}

// TestBrokenRefReportedOnce checks that a failed include yields one
// diagnostic, not a cascade of type errors about the hole it leaves.
func TestBrokenRefReportedOnce(t *testing.T) {
	for name, files := range map[string]map[string]string{
		"missing": {"docs.json": `{"theme": "mint", "name": "A", "colors": {"primary": "#000"}, "navigation": {"groups": {"$ref": "nav.json"}}}`},
		"cycle": {"docs.json": `{"theme": "mint", "name": "A", "colors": {"primary": "#000"}, "navigation": {"$ref": "a.json"}}`,
			"a.json": `{"groups": {"$ref": "b.json"}}`, "b.json": `[{"$ref": "a.json"}]`},
		"self": {"docs.json": `{"theme": "mint", "name": "A", "colors": {"primary": "#000"}, "navigation": {"$ref": "docs.json"}}`},
		"syntax": {"docs.json": `{"theme": "mint", "name": "A", "colors": {"primary": "#000"}, "navigation": {"$ref": "nav.json"}}`,
			"nav.json": `{"pages": ["index",]}`},
	} {
		t.Run(name, func(t *testing.T) {
			p, err := config.Load(writeTree(t, files))
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			if n := p.Diagnostics.Len(); n != 1 {
				for _, d := range p.Diagnostics.All() {
					t.Log(render(d))
				}
				t.Errorf("%d diagnostics, want 1", n)
			}
		})
	}
}

// TestRefSymlinkOutside checks that a symbolic link cannot carry an
// include out of the docs folder.
func TestRefSymlinkOutside(t *testing.T) {
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, "secret.json"), []byte(`[{"group": "S", "pages": ["index"]}]`), 0o644)
	dir := writeTree(t, map[string]string{
		"docs.json": `{"theme": "mint", "name": "A", "colors": {"primary": "#000"}, "navigation": {"groups": {"$ref": "link.json"}}}`,
		"index.mdx": "# Home\n",
	})
	if err := os.Symlink(filepath.Join(outside, "secret.json"), filepath.Join(dir, "link.json")); err != nil {
		t.Skip("symlinks unavailable:", err)
	}
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if !p.Diagnostics.HasErrors() || p.Diagnostics.Errors()[0].Code != "ref-outside-root" {
		for _, d := range p.Diagnostics.All() {
			t.Log(render(d))
		}
		t.Fatalf("symlink out of the folder was followed")
	}
}

func TestTooManyIncludes(t *testing.T) {
	// Each level includes the next twice: 2^12 inclusions without a cycle.
	files := map[string]string{
		"docs.json": `{"theme": "mint", "name": "A", "colors": {"primary": "#000"}, "navigation": {"groups": {"$ref": "l00.json"}}}`,
	}
	for i := 0; i < 12; i++ {
		next := filepath.ToSlash(filepath.Join(".", "l"+itoa(i+1)+".json"))
		files["l"+itoa(i)+".json"] = `[{"group": "G", "pages": [{"$ref": "` + next + `"}, {"$ref": "` + next + `"}]}]`
	}
	files["l12.json"] = `{"group": "leaf"}`
	p, err := config.Load(writeTree(t, files))
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	found := false
	for _, d := range p.Diagnostics.All() {
		found = found || d.Code == "too-many-refs"
	}
	if !found {
		t.Errorf("no too-many-refs diagnostic among %d", p.Diagnostics.Len())
	}
}

func itoa(i int) string { return string(rune('0'+i/10)) + string(rune('0'+i%10)) }

// TestMintRefs checks that includes are resolved in mint.json too, as
// Mintlify does before upgrading it.
func TestMintRefs(t *testing.T) {
	dir := writeTree(t, map[string]string{
		"mint.json": `{"name": "A", "favicon": "/f.png", "colors": {"primary": "#000"}, "navigation": {"$ref": "nav.json"}}`,
		"nav.json":  `[{"group": "Start", "pages": ["index"]}]`,
		"index.mdx": "# Home\n",
		"f.png":     "png",
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
	if !p.Upgraded || p.Config == nil || len(p.Config.Navigation.Groups) != 1 || p.Config.Navigation.Groups[0].Group != "Start" {
		t.Fatalf("mint.json include not resolved: %+v", p.Config)
	}
}

// TestMintBesideDocs checks a mint.json left beside docs.json: Mintlify
// reads docs.json but still validates mint.json and refuses an invalid
// one, so its errors are errors; a valid one, or a warning in it, adds
// nothing.
func TestMintBesideDocs(t *testing.T) {
	docs := `{"$schema": "https://mintlify.com/docs.json", "theme": "mint", "name": "A", "colors": {"primary": "#000"}, "navigation": {"pages": ["index"]}}`
	tests := []struct {
		name, mint string
		want       []string // codes of the errors in mint.json
	}{
		{"valid", `{"name": "A", "favicon": "/f.png", "colors": {"primary": "#000"}, "navigation": [{"group": "G", "pages": ["index"]}]}`, nil},
		{"missing keys", `{"name": "A", "navigation": [{"group": "G", "pages": ["index"]}]}`, []string{"missing-key", "missing-key"}},
		{"syntax", `{"name": "A",`, []string{"json-syntax"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := writeTree(t, map[string]string{"docs.json": docs, "mint.json": tt.mint, "index.mdx": "# Home\n"})
			p, err := config.Load(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			if p.File != config.DocsJSON || p.Upgraded {
				t.Fatalf("read %s (upgraded %v), want docs.json", p.File, p.Upgraded)
			}
			var got []string
			for _, d := range p.Diagnostics.All() {
				if d.Pos.Src != nil && d.Pos.Src.Name == config.MintJSON {
					if d.Severity != diag.Error {
						t.Errorf("not an error: %s", render(d))
					}
					got = append(got, d.Code)
				} else {
					t.Errorf("unexpected: %s", render(d))
				}
			}
			if strings.Join(got, ",") != strings.Join(tt.want, ",") {
				t.Errorf("errors in mint.json %v, want %v", got, tt.want)
			}
		})
	}
}
