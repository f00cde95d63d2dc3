package graphql

import (
	"testing"
	"testing/fstest"

	"github.com/foliodocs/folio/internal/config"
)

// FuzzParse holds the schema reader to never panic on a schema from a
// docs folder, and its pages to be made for whatever parses.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"type Query { a(x: Int = 1): [A!]! }\ntype A { b: String @deprecated }",
		"schema { query: Q mutation: M }\ntype Q { a: Int }\ntype M { b: Int }\nunion U = Q | M\nenum E { X }\ninput I { e: E = X }",
		"interface N { id: ID! }\ntype Query implements N { id: ID! }\nextend type Query { more: Int }",
		"type Query { a(: Int }",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, sdl string) {
		s, err := Parse("schema.graphql", []byte(sdl))
		if err != nil {
			if e, ok := err.(*Error); ok {
				_ = e.Diagnostic(0).Pos.String()
			}
			return
		}
		_ = s.RootFields(s.Query)
		fsys := fstest.MapFS{"schema.graphql": {Data: []byte(sdl)}}
		nav := &config.Navigation{}
		nav.Tabs = []*config.Tab{{Tab: "API", GraphQL: &config.GraphQL{Source: "schema.graphql"}}}
		Expand(nav, NewSchemas(fsys))
	})
}
