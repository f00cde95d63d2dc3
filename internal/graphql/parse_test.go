package graphql

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	s, err := Parse("schema.graphql", []byte(`
scalar DateTime
type Query {
  "Find one."
  user(id: ID!, "Posts too." withPosts: Boolean = false, tags: [String!] = ["a"]): User @deprecated(reason: "Use node.")
}
type Mutation { ping: Boolean @deprecated }
interface Node { id: ID! }
"A person."
type User implements Node { id: ID! role: Role }
union Result = User
enum Role { ADMIN "Reads." READER @deprecated(reason: "Gone.") }
input Filter { role: Role = ADMIN }
`))
	if err != nil {
		t.Fatal(err)
	}
	if s.Query != "Query" || s.Mutation != "Mutation" || s.Subscription != "" {
		t.Errorf("roots %q %q %q", s.Query, s.Mutation, s.Subscription)
	}
	var kinds []string
	for _, ty := range s.Types {
		kinds = append(kinds, ty.Name+":"+ty.Kind)
	}
	if got, want := strings.Join(kinds, " "), "DateTime:scalar Query:object Mutation:object Node:interface User:object Result:union Role:enum Filter:input"; got != want {
		t.Errorf("types\n got %s\nwant %s", got, want)
	}
	q := s.RootFields("Query")
	if len(q) != 1 {
		t.Fatalf("query fields %d, want 1", len(q))
	}
	u := q[0]
	if u.Description != "Find one." || !u.Deprecated || u.Reason != "Use node." || u.Type != (TypeRef{"User", "User"}) {
		t.Errorf("user field %+v", u)
	}
	if a := u.Args[1]; a.Default != "false" || !a.HasDefault || a.Description != "Posts too." {
		t.Errorf("withPosts %+v", a)
	}
	if a := u.Args[2]; a.Type != (TypeRef{"[String!]", "String"}) || a.Default != `["a"]` {
		t.Errorf("tags %+v", a)
	}
	if m := s.RootFields("Mutation")[0]; !m.Deprecated || m.Reason != "No longer supported" {
		t.Errorf("ping %+v", m)
	}
	if n := s.Type("Node"); len(n.Possible) != 1 || n.Possible[0] != "User" {
		t.Errorf("Node possible %v", n.Possible)
	}
	if r := s.Type("Role"); len(r.Values) != 2 || r.Values[1].Description != "Reads." || !r.Values[1].Deprecated {
		t.Errorf("Role %+v", r.Values)
	}
	if f := s.Type("Filter"); len(f.Inputs) != 1 || f.Inputs[0].Default != "ADMIN" {
		t.Errorf("Filter %+v", f.Inputs)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ name, sdl, want string }{
		{"syntax", "type Query {\n  a(: Int\n}", "s.graphql:2:5: Expected Name, found :"},
		{"undefined type", "type Query {\n  u: Usr\n}", "s.graphql:2:6: Undefined type Usr."},
		{"column in characters", "type Query {\n \"é\" é: Int\n}", "s.graphql:2:6: Expected Name"},
		{"reserved name", "type Query { __a: Int }", "must not begin with"},
		{"no query", "type User { id: ID }", "s.graphql:1:1: Query root type must be provided."},
		{"query not an object", "schema { query: Q }\nscalar Q", "Query root type must be Object type"},
		{"empty", "", "s.graphql:1:1:"},
		{"extension of nothing", "type Query { a: Int }\nextend type User { b: Int }", `s.graphql:2:13: Cannot extend type "User" because it is not defined.`},
		{"required argument deprecated", "type Query {\n  a(x: Int! @deprecated): Int\n}", "s.graphql:2:5: Required argument Query.a(x:) cannot be deprecated."},
		{"required input field deprecated", "type Query { a(i: I): Int }\ninput I { x: Int! @deprecated }", "s.graphql:2:11: Required input field I.x cannot be deprecated."},
		{"bad utf-8", "type Query { a: Int }\n\xff", "s.graphql:2:1:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("s.graphql", []byte(tc.sdl))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}
