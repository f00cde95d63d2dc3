package site

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2/styles"

	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/config"
)

// TestShikiStyles checks that every code theme docs.json accepts is drawn
// by a chroma style that exists (css-variables aside: it falls back with
// a warning).
func TestShikiStyles(t *testing.T) {
	for _, name := range config.ShikiThemes {
		s, ok := shikiStyles[name]
		if name == "css-variables" {
			if ok {
				t.Error("css-variables has a style; it should fall back with a warning")
			}
			continue
		}
		if !ok {
			t.Errorf("no style for the %q code theme", name)
			continue
		}
		if _, ok := styles.Registry[s]; !ok {
			t.Errorf("%q maps to %q, which chroma does not have", name, s)
		}
	}
	for name := range shikiStyles {
		if !slices.Contains(config.ShikiThemes, name) {
			t.Errorf("%q is no theme docs.json accepts", name)
		}
	}
}

// buildConfig builds a one-page site with the given styling.codeblocks.
func buildConfig(t *testing.T, codeblocks string, code *codeblock.Highlighter) *Output {
	t.Helper()
	dir := t.TempDir()
	docs := `{"theme": "mint", "name": "Acme", "colors": {"primary": "#0D9373"},` +
		`"styling": {"codeblocks": ` + codeblocks + `}, "navigation": {"pages": ["index"]}}`
	page := "---\ntitle: Home\n---\n\n```go\nfunc main() { return }\n```\n"
	if err := os.WriteFile(filepath.Join(dir, "docs.json"), []byte(docs), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "index.mdx"), []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	out, err := Build(context.Background(), p, Options{Code: code})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { out.Close() })
	return out
}

func TestCodeThemes(t *testing.T) {
	shared := codeblock.New(codeblock.Options{DarkSelector: ".dark"})
	cases := []struct {
		name, codeblocks string
		light, dark      string
		warn             string
	}{
		{"system", `"system"`, "github", "github-dark", ""},
		{"dark", `"dark"`, "github-dark", "github-dark", ""},
		{"one theme for both modes", `{"theme": "night-owl"}`, "tokyonight-night", "tokyonight-night", ""},
		{"a theme per mode", `{"theme": {"light": "snazzy-light", "dark": "dracula"}}`, "github", "dracula", ""},
		{"css variables", `{"theme": "css-variables"}`, "github", "github", "code-theme-fallback"},
		{"css variables in dark mode", `{"theme": {"light": "github-light", "dark": "css-variables"}}`, "github", "github-dark", "code-theme-fallback"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := buildConfig(t, c.codeblocks, shared)
			light, dark := out.Highlighter.Styles()
			if light != c.light || dark != c.dark {
				t.Errorf("styles %s/%s, want %s/%s", light, dark, c.light, c.dark)
			}
			if (out.Highlighter == shared) != (c.light == "github" && c.dark == "github-dark") {
				t.Errorf("shared highlighter reused = %v", out.Highlighter == shared)
			}
			css := file(t, out, cssKey(out))
			want := codeblock.New(codeblock.Options{DarkSelector: ".dark", LightStyle: c.light, DarkStyle: c.dark}).CSS()
			if !strings.Contains(css, want) {
				t.Error("the stylesheet lacks the code blocks' CSS for these styles")
			}
			var codes []string
			for _, d := range out.Diagnostics.Warnings() {
				codes = append(codes, d.Code)
			}
			if got := strings.Join(codes, ","); got != c.warn {
				t.Errorf("warnings %q, want %q", got, c.warn)
			}
		})
	}
}
