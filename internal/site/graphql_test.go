package site

import (
	"strings"
	"testing"
)

// TestGraphQLMarkdown holds that the pages generated from a GraphQL schema
// carry their reference into the Markdown copy and the search index:
// arguments with types, defaults and descriptions, the return type linked
// to its page, the example operation, a type's fields with their
// arguments and its enum values.
func TestGraphQLMarkdown(t *testing.T) {
	out := buildSite(t, "graphql", Options{})
	for page, wants := range map[string][]string{
		"/graphql-reference/queries/user.md": {
			"**Deprecated:** Use node.",
			"## Arguments\n\n- `id` (`ID!`, required)\n- `limit` (`Int`, default: `10`): How many posts.",
			"## Returns\n\n- `User` ([`User`](/graphql-reference/types/User)): A person.",
			"```graphql\nquery User($id: ID!, $limit: Int) {\n  user(id: $id, limit: $limit) {\n    id\n    role\n  }\n}\n```",
		},
		"/graphql-reference/types/User.md": {
			"- `role` ([`Role!`](/graphql-reference/types/Role))",
			"- `friends` ([`[User!]!`](/graphql-reference/types/User))\n\n  Arguments:\n\n  - `first` (`Int`, default: `5`)",
			"## Implements\n\n- `Node` ([`Node`](/graphql-reference/types/Node)): Has an id.",
			"type User implements Node {",
		},
		"/graphql-reference/types/Role.md": {
			"## Values\n\n- `ADMIN`\n- `READER` (deprecated): Reads only. Deprecated: No longer supported",
		},
		"/graphql-reference/types/Node.md": {
			"## Implemented by\n\n- `User`",
		},
	} {
		f := out.Files[page]
		if f == nil {
			t.Errorf("no %s", page)
			continue
		}
		md := string(f.Bytes())
		for _, want := range wants {
			if !strings.Contains(md, want) {
				t.Errorf("%s lacks %q:\n%s", page, want, md)
			}
		}
	}
	if rs := out.Search("limit", "", 3); len(rs) == 0 || !strings.HasPrefix(rs[0].URL, "/graphql-reference/queries/user") {
		t.Errorf("searching an argument finds %+v, want the query's page", rs)
	}
}
