package openapi

import (
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"go.yaml.in/yaml/v4"
)

// The functions of this file let another kind of API description that
// writes its data models as JSON Schemas (AsyncAPI) read them as this
// package's Schema, with the same references, positions and limits, so
// that a reference page shows them as it shows OpenAPI's.

// ParseTree reads a JSON or YAML document of any kind into the tree Parse
// reads, without checking that it is an OpenAPI document. An error is an
// *Error (its Code "openapi-invalid") at the position of the problem.
// References to other files are reported where they are followed, not
// read.
func ParseTree(name string, data []byte) (*Document, error) {
	d, err := parseTree(name, data, true, nil)
	if err != nil {
		return nil, err
	}
	return d, nil
}

// Root returns the document's top-level mapping.
func (d *Document) Root() *yaml.Node { return d.root }

// Pos returns the position of a node of the document.
func (d *Document) Pos(n *yaml.Node) jsonpos.Pos { return d.pos(n) }

// Follow resolves n when it is a reference object ({$ref: "#/a/b"}), and
// the references its target is, to the node they end at; n itself
// otherwise. A reference that leads nowhere, out of the document or in a
// loop is added to diags and gives false.
func (d *Document) Follow(n *yaml.Node, diags *diag.List) (*yaml.Node, bool) {
	t, _, ok := newReader(d, diags).follow(n)
	return t, ok && t != nil
}

// ReadSchema reads the JSON Schema at n (or the reference to one) as a
// reference page shows it; problems of its references go to diags.
func (d *Document) ReadSchema(n *yaml.Node, diags *diag.List) *Schema {
	return newReader(d, diags).schema(n, 0)
}

// MemberOf returns the member key of the mapping n, aliases and merge keys
// followed; nil when it has none.
func MemberOf(n *yaml.Node, key string) *yaml.Node {
	n = deref(n)
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	return deref(get(n, key))
}

// Members returns the members of the mapping n in order, merge keys
// followed.
func Members(n *yaml.Node) []Entry {
	n = deref(n)
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	es := entries(n)
	out := make([]Entry, len(es))
	for i, e := range es {
		out[i] = Entry{Key: e.key, KeyNode: e.keyNode, Value: deref(e.value)}
	}
	return out
}

// Entry is a member of a mapping.
type Entry struct {
	Key     string
	KeyNode *yaml.Node
	Value   *yaml.Node
}

// NodeValue returns n as JSON.parse would give the same data.
func NodeValue(n *yaml.Node) any {
	budget := maxValueNodes
	return toValue(n, 0, &budget)
}
