package site

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFontFaces checks the @font-face rules of fonts given by source: the
// file is addressed from the site's root (the stylesheet lives under
// /_folio/, so a relative address would miss it), under the base path,
// and a heading and a body face of one family keep their weights apart.
func TestFontFaces(t *testing.T) {
	tests := []struct {
		name, fonts string
		opts        Options
		want        []string
	}{
		{"one font", `{"family": "Brand", "source": "/fonts/brand.woff2", "format": "woff2"}`, Options{},
			[]string{`@font-face{font-family:"Brand";src:url("/fonts/brand.woff2") format("woff2");font-display:swap}`}},
		{"under a base path", `{"family": "Brand", "source": "fonts/brand.woff", "format": "woff"}`, Options{BasePath: "/docs/"},
			[]string{`@font-face{font-family:"Brand";src:url("/docs/fonts/brand.woff") format("woff");font-display:swap}`}},
		{"a URL", `{"family": "Brand", "source": "https://cdn.test/brand.woff2", "format": "woff2"}`, Options{},
			[]string{`@font-face{font-family:"Brand";src:url("https://cdn.test/brand.woff2") format("woff2");font-display:swap}`}},
		{"weights", `{"heading": {"family": "Brand", "source": "/fonts/bold.woff2", "format": "woff2", "weight": 700},
			"body": {"family": "Brand", "source": "/fonts/regular.woff2", "format": "woff2", "weight": 400}}`, Options{},
			[]string{
				`@font-face{font-family:"Brand";src:url("/fonts/regular.woff2") format("woff2");font-weight:400;font-display:swap}`,
				`@font-face{font-family:"Brand";src:url("/fonts/bold.woff2") format("woff2");font-weight:700;font-display:swap}`,
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			cfg := `{"$schema": "https://mintlify.com/docs.json", "theme": "mint", "name": "Acme", "colors": {"primary": "#112233"},
  "fonts": ` + tc.fonts + `, "navigation": {"pages": ["index"]}}`
			for name, data := range map[string]string{"docs.json": cfg, "index.mdx": "---\ntitle: Home\n---\n\nHello.\n"} {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			out := buildDir(t, dir, tc.opts)
			var css string
			for k, f := range out.Files {
				if strings.HasPrefix(k, "/_folio/site.") && strings.HasSuffix(k, ".css") {
					css = string(f.Bytes())
				}
			}
			var got []string
			for _, line := range strings.Split(css, "\n") {
				if strings.HasPrefix(line, "@font-face") {
					got = append(got, line)
				}
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("font faces:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}
