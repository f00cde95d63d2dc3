package openapi

import (
	"slices"
	"strings"

	"github.com/foliodocs/folio/internal/jsonpos"
	"go.yaml.in/yaml/v4"
)

// Operation is one operation of a document: a method of a path item, or
// of a webhook.
type Operation struct {
	// Method is the HTTP method in lower case, or "webhook" for an
	// operation of a webhook.
	Method string
	// Path is the key of the path item under paths, as written in the
	// document ("/users/{id}"), or the name of the webhook.
	Path string
	// WebhookMethod is the HTTP method of a webhook's operation.
	WebhookMethod string

	Summary string
	// HasSummary is set when the operation has a summary, even an empty
	// one: Mintlify then takes it as the page title.
	HasSummary  bool
	Description string
	OperationID string
	Tags        []string
	Deprecated  bool
	// Hidden is x-hidden: Mintlify generates the page but does not list it
	// in the navigation.
	Hidden bool
	// Excluded is x-excluded: Mintlify generates no page.
	Excluded bool
	// Mint is the operation's x-mint extension; nil when it has none.
	Mint *Mint

	// Spec is the Name of the document.
	Spec string
	// Pos is where the operation is defined: its method key.
	Pos jsonpos.Pos

	// pathGroups is the x-mint.groups of the path item.
	pathGroups []any
}

// Mint is the x-mint extension of an operation, which Mintlify reads to
// shape the generated page.
type Mint struct {
	// Href replaces the generated page path ("/api/generate").
	Href string
	// Metadata is frontmatter for the page: it overrides the title,
	// description, deprecated and the like. Values are what JSON.parse
	// would give: string, float64, bool, nil, []any, map[string]any.
	Metadata map[string]any
	// Content is MDX that Mintlify writes into the page, before the
	// generated reference.
	Content string
	// Groups restricts the page to groups of signed-in readers.
	Groups []any

	metaKeys []string // the keys of Metadata in JavaScript's order
}

// Ref returns the operation as Mintlify's frontmatter writes it, without
// the file: "get /users" or "webhook newPet".
func (o Operation) Ref() string { return o.Method + " " + o.Path }

// Operations returns the operations of the document in the order Mintlify
// generates their pages: paths in the order of the file, the methods of
// each in the order get, put, post, delete, options, head, patch, trace;
// then the webhooks, with Method "webhook".
func (d *Document) Operations() []Operation { return slices.Clone(d.ops) }

// Find returns the operation "METHOD /path" (or "webhook name") of the
// document. It matches the path as Mintlify's findOpenApiPath does: the
// exact key first, else the key that differs only by a trailing slash.
func (d *Document) Find(method, path string) (Operation, bool) {
	method = strings.ToLower(method)
	if method == "webhook" {
		it := findItem(d.webhooks, path)
		if it == nil || len(it.ops) == 0 {
			return Operation{}, false
		}
		return d.ops[it.ops[0]], true
	}
	it := findItem(d.paths, path)
	if it == nil {
		return Operation{}, false
	}
	for _, i := range it.ops {
		if d.ops[i].Method == method {
			return d.ops[i], true
		}
	}
	return Operation{}, false
}

// findItem is findOpenApiPath of @mintlify/common: an exact key wins;
// else the first key equal once a trailing slash is dropped (not from "/").
func findItem(items []item, path string) *item {
	for i := range items {
		if items[i].key == path && items[i].node != nil {
			return &items[i]
		}
	}
	target := canonicalPath(path)
	for i := range items {
		if items[i].node != nil && canonicalPath(items[i].key) == target {
			return &items[i]
		}
	}
	return nil
}

func canonicalPath(p string) string {
	if len(p) > 1 && strings.HasSuffix(p, "/") {
		return p[:len(p)-1]
	}
	return p
}

// operation reads the operation at key method of path item pi.
func (d *Document) operation(pi, k, v *yaml.Node, method, path string, webhook bool) (*Operation, *Error) {
	on := deref(v)
	if isNull(on) {
		// Mintlify fails on a null operation; there is nothing to list.
		return nil, nil
	}
	if on.Kind != yaml.MappingNode {
		return nil, d.errorf(v, "the %s operation of %q must be an object", method, path)
	}
	if !d.is31() && get(on, "responses") == nil {
		return nil, d.errorf(k, "the %s operation of %q has no \"responses\", which OpenAPI %s requires", method, path, d.Version)
	}
	op := &Operation{Method: method, Path: path, Spec: d.Name, Pos: d.pos(k)}
	if webhook {
		op.Method, op.WebhookMethod = "webhook", method
	}
	var err *Error
	if op.Summary, op.HasSummary, err = d.str(on, "summary"); err != nil {
		return nil, err
	}
	if op.Description, _, err = d.str(on, "description"); err != nil {
		return nil, err
	}
	if op.OperationID, _, err = d.str(on, "operationId"); err != nil {
		return nil, err
	}
	if t := get(on, "tags"); t != nil {
		ts := deref(t)
		if ts.Kind != yaml.SequenceNode {
			return nil, d.errorf(t, "\"tags\" must be a list of tag names")
		}
		for _, tn := range ts.Content {
			tn = deref(tn)
			if tn.Kind != yaml.ScalarNode || isNull(tn) {
				return nil, d.errorf(tn, "a tag must be a name")
			}
			op.Tags = append(op.Tags, tn.Value)
		}
	}
	if dep := get(on, "deprecated"); dep != nil {
		dn := deref(dep)
		if dn.Kind != yaml.ScalarNode || dn.Tag != "!!bool" {
			return nil, d.errorf(dep, "\"deprecated\" must be true or false")
		}
		op.Deprecated = truthy(dn)
	}
	op.Hidden = truthy(get(on, "x-hidden"))
	op.Excluded = truthy(get(on, "x-excluded"))
	if m := deref(get(on, "x-mint")); m != nil && m.Kind == yaml.MappingNode {
		op.Mint = readMint(m)
	}
	if m := deref(get(pi, "x-mint")); m != nil && m.Kind == yaml.MappingNode {
		if g := readMint(m); g.Groups != nil {
			op.pathGroups = g.Groups
		}
	}
	return op, nil
}

// str reads an optional string member.
func (d *Document) str(m *yaml.Node, key string) (string, bool, *Error) {
	v := get(m, key)
	if v == nil {
		return "", false, nil
	}
	n := deref(v)
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" || n.Tag == "!!int" || n.Tag == "!!float" || n.Tag == "!!bool" {
		return "", false, d.errorf(v, "%q must be a string", key)
	}
	return n.Value, true, nil
}

// readMint reads an x-mint object the way Mintlify uses it: members of
// another type than expected are ignored.
func readMint(m *yaml.Node) *Mint {
	budget := maxValueNodes
	x := &Mint{}
	if h := deref(get(m, "href")); h != nil && h.Kind == yaml.ScalarNode && h.Tag == "!!str" {
		x.Href = h.Value
	}
	if c := deref(get(m, "content")); c != nil && c.Kind == yaml.ScalarNode && c.Tag == "!!str" {
		x.Content = c.Value
	}
	if md := deref(get(m, "metadata")); md != nil && md.Kind == yaml.MappingNode {
		x.Metadata, _ = toValue(md, 0, &budget).(map[string]any)
		for _, e := range entries(md) {
			x.metaKeys = append(x.metaKeys, e.key)
		}
	}
	if g := deref(get(m, "groups")); g != nil && g.Kind == yaml.SequenceNode {
		x.Groups, _ = toValue(g, 0, &budget).([]any)
	}
	return x
}
