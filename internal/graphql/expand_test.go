package graphql

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/foliodocs/folio/internal/config"
)

func navOf(t *testing.T, nav string) *config.Navigation {
	t.Helper()
	dir := t.TempDir()
	cfg := `{"theme": "mint", "name": "A", "colors": {"primary": "#000000"}, "navigation": ` + nav + `}`
	if err := os.WriteFile(filepath.Join(dir, "docs.json"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return &p.Config.Navigation
}

func TestExpand(t *testing.T) {
	fsys := fstest.MapFS{
		"schema.graphql": {Data: []byte("type Query { b: T, a: Int }\ntype Mutation { m: Int }\ntype T { x: Int }\nscalar S")},
		"big.graphql":    {Data: []byte("type Query { a: Int }\n" + strings.Repeat("#", MaxSchemaSize))},
	}
	for _, tc := range []struct{ name, nav, pages, diags string }{
		{"default directory", `{"tabs": [{"tab": "API", "graphql": "schema.graphql"}]}`,
			"graphql-reference/mutations/m MUTATION\ngraphql-reference/queries/a QUERY\ngraphql-reference/queries/b QUERY\ngraphql-reference/types/T OBJECT\n", ""},
		{"directory", `{"tabs": [{"tab": "API", "graphql": {"source": "schema.graphql", "directory": "gql"}}]}`,
			"gql/mutations/m MUTATION\ngql/queries/a QUERY\ngql/queries/b QUERY\ngql/types/T OBJECT\n", ""},
		{"same schema twice", `{"tabs": [{"tab": "A", "graphql": "schema.graphql"}, {"tab": "B", "graphql": "schema.graphql"}]}`,
			"graphql-reference/mutations/m MUTATION\ngraphql-reference/queries/a QUERY\ngraphql-reference/queries/b QUERY\ngraphql-reference/types/T OBJECT\n", ""},
		{"too large", `{"tabs": [{"tab": "API", "graphql": "big.graphql"}]}`, "", "error[graphql-invalid] the GraphQL schema big.graphql is larger than"},
		{"missing", `{"tabs": [{"tab": "API", "graphql": "nope.graphql"}]}`, "", "error[graphql-invalid] the GraphQL schema nope.graphql does not exist"},
		{"url", `{"tabs": [{"tab": "API", "graphql": "https://x.example/s.graphql"}]}`, "", "warning[graphql-pages]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, pages, diags := Expand(navOf(t, tc.nav), NewSchemas(fsys))
			var got []string
			for p, pg := range pages {
				got = append(got, p+" "+pg.Tag)
			}
			slices.Sort(got)
			if g := strings.Join(got, "\n") + "\n"; strings.TrimSpace(g) != strings.TrimSpace(tc.pages) {
				t.Errorf("pages\n got %s\nwant %s", g, tc.pages)
			}
			var ds []string
			for _, d := range diags.All() {
				ds = append(ds, d.Severity.String()+"["+d.Code+"] "+d.Message)
			}
			if d := strings.Join(ds, "\n"); (tc.diags == "") != (d == "") || !strings.Contains(d, tc.diags) {
				t.Errorf("diagnostics %q, want %q", d, tc.diags)
			}
		})
	}
}
