package nav_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/nav"
)

// FuzzBuild resolves arbitrary docs.json files (next to a few pages and a
// small specification) and checks that resolving never panics, that every
// diagnostic has a position, and that every page has a node and a trail.
func FuzzBuild(f *testing.F) {
	files, _ := filepath.Glob("testdata/cases/*.txtar")
	for _, file := range files {
		ar, err := txtar.ParseFile(file)
		if err != nil {
			continue
		}
		for _, af := range ar.Files {
			if af.Name == "docs.json" {
				f.Add(string(af.Data))
			}
		}
	}
	f.Fuzz(func(t *testing.T, docs string) {
		dir := t.TempDir()
		for name, body := range map[string]string{
			"docs.json":    docs,
			"index.mdx":    "---\ntitle: Home\n---\n",
			"a.mdx":        "---\ntitle: [broken\n---\n",
			"openapi.yaml": "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /pets:\n    get: {summary: List, responses: {'200': {description: OK}}}\n",
		} {
			os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644)
		}
		p, err := config.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		defer p.Close()
		if p.Config == nil {
			return
		}
		site := nav.Build(t.Context(), p, nil)
		for _, d := range site.Diagnostics.All() {
			if d.Pos.Src == nil || d.Code == "" {
				t.Fatalf("diagnostic without position or code: %+v", d)
			}
		}
		for _, pg := range site.Pages {
			if pg.Node == nil {
				t.Fatalf("page %q without a node", pg.Path)
			}
			site.Context(pg)
		}
		site.ToJSON()
	})
}
