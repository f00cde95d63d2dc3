package content

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/icon"
)

var preview = flag.String("preview", "", "write each testdata/render case as a standalone HTML page (light and dark) into this folder, to look at in a browser")

// previewCSS is a plain article layout, standing in for the theme.
const previewCSS = `
body { margin: 0; font: 16px/1.7 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--folio-bg); color: var(--folio-text); }
main { max-width: 46rem; margin: 0 auto; padding: 2.5rem 2rem 4rem; }
h1 { font-size: 2rem; line-height: 1.2; margin: 2rem 0 1rem; letter-spacing: -0.02em; }
h2 { font-size: 1.5rem; line-height: 1.3; margin: 2.25rem 0 0.75rem; letter-spacing: -0.01em; }
h3 { font-size: 1.2rem; margin: 1.75rem 0 0.5rem; }
p, ul, ol { margin: 0.85rem 0; }
a { color: var(--folio-primary); text-underline-offset: 2px; }
code { font-family: var(--folio-font-mono); font-size: 0.875em; background: var(--folio-surface-strong); padding: 0.1em 0.35em; border-radius: 0.35rem; }
.code-block code, pre code { background: none; padding: 0; }
img { max-width: 100%; }
table { border-collapse: collapse; } td, th { border: 1px solid var(--folio-border); padding: 0.4rem 0.7rem; }
`

// TestPreview writes the render cases as pages to look at; it does
// nothing unless -preview is given.
func TestPreview(t *testing.T) {
	if *preview == "" {
		t.Skip("give -preview DIR to write the pages")
	}
	icons, err := icon.Load()
	if err != nil {
		t.Fatal(err)
	}
	code := codeblock.New(codeblock.Options{DarkSelector: ".dark"})
	files, _ := filepath.Glob("testdata/render/*.txtar")
	for _, path := range files {
		ar, err := txtar.ParseFile(path)
		if err != nil {
			t.Fatal(err)
		}
		fsys, opts := caseFS(t, ar)
		r := New(Options{Files: fsys, Variables: opts.Variables, IconLibrary: opts.IconLibrary, Icons: IconsFrom(icons), Code: code})
		pg := r.Render(context.Background(), opts.Page, fsys[opts.Page].Data)
		for _, mode := range []string{"light", "dark"} {
			html := `<!doctype html><html lang="en" class="` + mode + `"><head><meta charset="utf-8"><title>` + filepath.Base(path) +
				`</title><style>` + CSS() + code.CSS() + previewCSS + `</style></head><body><main>` + pg.HTML + `</main><script>` + Script() + `</script></body></html>`
			name := strings.TrimSuffix(filepath.Base(path), ".txtar") + "-" + mode + ".html"
			if err := os.WriteFile(filepath.Join(*preview, name), []byte(html), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}
