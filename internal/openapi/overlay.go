package openapi

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/pb33f/jsonpath/pkg/jsonpath"
	jpconfig "github.com/pb33f/jsonpath/pkg/jsonpath/config"
	"go.yaml.in/yaml/v4"
)

// An Overlay document (OpenAPI Overlay Specification 1.0 and 1.1) changes
// a specification before its pages are generated: each action selects
// nodes with a JSONPath target and merges a value into them, copies
// another node into them, or removes them. Mintlify applies overlays the
// way @mintlify/common's applyOverlays does, which differs from
// libopenapi's overlay engine (a primitive target is replaced there, an
// incompatible merge fails, a value is appended to a selected array), so
// the actions are applied here, on the document's own tree, with
// pb33f/jsonpath's RFC 9535 queries.

// overlay is a parsed, valid Overlay document.
type overlay struct {
	// location is the overlay's path in the docs folder.
	location string
	// extends is the specification it names, resolved from the overlay's
	// folder; "" when it names none.
	extends string
	actions []overlayAction
	src     *jsonpos.Source
}

type overlayAction struct {
	node   *yaml.Node // the action, for positions
	target string
	update *yaml.Node // nil when the action has no update
	copy   string
	remove bool
}

// overlayVersionRE is the versions Mintlify accepts: 1.0.x and 1.1.x.
var overlayVersionRE = regexp.MustCompile(`^1\.[01](\.\d+)?$`)

// isOverlay reports whether a parsed file is an Overlay document: a
// mapping with an "overlay" key, whatever its value, so that a broken
// one is reported rather than taken for something else.
func isOverlay(root *yaml.Node) bool {
	_, ok := member(root, "overlay")
	return ok
}

// parseOverlay checks an Overlay document against the schema Mintlify
// validates it with and returns its actions.
func parseOverlay(location string, root *yaml.Node, src *jsonpos.Source) (*overlay, *Error) {
	o := &overlay{location: location, src: src}
	fail := func(n *yaml.Node, format string, args ...any) *Error {
		return &Error{Code: "openapi-overlay", Msg: "invalid OpenAPI Overlay document: " + fmt.Sprintf(format, args...), Pos: o.pos(n)}
	}
	if e := extraKeys(root, fail, "overlay", "info", "extends", "actions"); e != nil {
		return nil, e
	}
	v := deref(get(root, "overlay"))
	if !isString(v) {
		return nil, fail(v, `"overlay" must be a version string, such as "1.0.0"`)
	}
	if !overlayVersionRE.MatchString(v.Value) {
		return nil, fail(v, "version %q is not supported: Overlay 1.0.x and 1.1.x are", v.Value)
	}
	info := deref(get(root, "info"))
	if info == nil || info.Kind != yaml.MappingNode {
		return nil, fail(info, `"info" must be an object with a title and a version`)
	}
	if e := extraKeys(info, fail, "title", "version", "description"); e != nil {
		return nil, e
	}
	for _, k := range []string{"title", "version"} {
		if n := deref(get(info, k)); !isString(n) {
			return nil, fail(info, `"info.%s" must be a string`, k)
		}
	}
	if n, ok := member(info, "description"); ok && !isString(deref(n)) {
		return nil, fail(n, `"info.description" must be a string`)
	}
	if n, ok := member(root, "extends"); ok {
		n = deref(n)
		if !isString(n) {
			return nil, fail(n, `"extends" must be a string`)
		}
		o.extends = resolveExtends(location, n.Value)
	}
	acts := deref(get(root, "actions"))
	if acts == nil || acts.Kind != yaml.SequenceNode {
		return nil, fail(acts, `"actions" must be a list of actions`)
	}
	if len(acts.Content) == 0 {
		return nil, fail(acts, `"actions" must hold at least one action`)
	}
	for i, an := range acts.Content {
		an = deref(an)
		if an == nil || an.Kind != yaml.MappingNode {
			return nil, fail(an, "action %d must be an object", i+1)
		}
		if e := extraKeys(an, fail, "target", "description", "update", "copy", "remove"); e != nil {
			return nil, e
		}
		a := overlayAction{node: an}
		t := deref(get(an, "target"))
		if !isString(t) || strings.TrimSpace(t.Value) == "" {
			return nil, fail(an, `action %d needs a "target" JSONPath expression`, i+1)
		}
		a.target = strings.TrimSpace(t.Value)
		if n, ok := member(an, "description"); ok && !isString(deref(n)) {
			return nil, fail(n, `"description" of action %d must be a string`, i+1)
		}
		if n, ok := member(an, "copy"); ok {
			n = deref(n)
			if !isString(n) || strings.TrimSpace(n.Value) == "" {
				return nil, fail(n, `"copy" of action %d must be a JSONPath expression`, i+1)
			}
			a.copy = strings.TrimSpace(n.Value)
		}
		if n, ok := member(an, "remove"); ok {
			n = deref(n)
			if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" {
				return nil, fail(n, `"remove" of action %d must be true or false`, i+1)
			}
			a.remove = n.Value == "true"
		}
		a.update, _ = member(an, "update")
		switch {
		case a.update != nil && a.copy != "":
			return nil, fail(an, `action %d sets both "update" and "copy"; an action takes one`, i+1)
		case a.update == nil && a.copy == "" && !a.remove:
			return nil, fail(an, `action %d does nothing: set "update", "copy" or "remove: true"`, i+1)
		case a.copy != "" && strings.HasPrefix(v.Value, "1.0"):
			return nil, fail(get(an, "copy"), `"copy" (action %d) needs Overlay 1.1.0: declare overlay: "1.1.0"`, i+1)
		}
		o.actions = append(o.actions, a)
	}
	return o, nil
}

// extraKeys refuses the keys of m that are neither listed nor
// specification extensions (x-...).
func extraKeys(m *yaml.Node, fail func(*yaml.Node, string, ...any) *Error, known ...string) *Error {
	for i := 0; i+1 < len(m.Content); i += 2 {
		k := keyString(m.Content[i])
		if !slices.Contains(known, k) && !strings.HasPrefix(k, "x-") {
			return fail(m.Content[i], "unknown field %q (only x- extensions may be added)", k)
		}
	}
	return nil
}

func isString(n *yaml.Node) bool {
	return n != nil && n.Kind == yaml.ScalarNode && n.Tag == "!!str"
}

func (o *overlay) pos(n *yaml.Node) jsonpos.Pos {
	if n == nil {
		return jsonpos.Pos{Src: o.src}
	}
	return jsonpos.Pos{Src: o.src, Off: o.src.Offset(n.Line, n.Column)}
}

// overlayKey is the key Mintlify looks overlays and specifications up
// by: a URL as it is, a path without leading slash, "." or "..".
func overlayKey(ref string) string {
	if IsRemote(ref) {
		return ref
	}
	var out []string
	for _, s := range strings.Split(ref, "/") {
		switch s {
		case "", ".":
		case "..":
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
		default:
			out = append(out, s)
		}
	}
	return strings.Join(out, "/")
}

// resolveExtends resolves an overlay's extends against its own folder; an
// absolute path is from the docs folder's root.
func resolveExtends(location, ext string) string {
	if IsRemote(ext) || strings.HasPrefix(ext, "/") {
		return overlayKey(ext)
	}
	return overlayKey(path.Dir(overlayKey(location)) + "/" + ext)
}

// overlayFail is the error of an action that cannot be applied.
func (o *overlay) fail(i int, format string, args ...any) *Error {
	a := o.actions[i]
	return &Error{Code: "openapi-overlay", Pos: o.pos(a.node),
		Msg: fmt.Sprintf("action %d of the overlay %s (target %s) cannot be applied: %s", i+1, o.location, a.target, fmt.Sprintf(format, args...))}
}

// maxOverlayActions is Mintlify's bound on the actions of one overlay.
const maxOverlayActions = 1000

// apply applies the overlay's actions, in order, to the tree root.
func (o *overlay) apply(root *yaml.Node) *Error {
	if len(o.actions) > maxOverlayActions {
		return o.fail(maxOverlayActions, "the overlay has %d actions, more than the %d Mintlify applies", len(o.actions), maxOverlayActions)
	}
	for i, a := range o.actions {
		if e := o.applyAction(root, i, a); e != nil {
			return e
		}
	}
	return nil
}

func (o *overlay) query(root *yaml.Node, i int, expr string) ([]*yaml.Node, *Error) {
	p, err := jsonpath.NewPath(expr, jpconfig.WithStrictRFC9535())
	if err != nil {
		return nil, o.fail(i, "invalid JSONPath expression %q: %v", expr, err)
	}
	var out []*yaml.Node
	seen := map[*yaml.Node]bool{}
	for _, n := range p.Query(root) {
		if n != nil && !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	return out, nil
}

func (o *overlay) applyAction(root *yaml.Node, i int, a overlayAction) *Error {
	nodes, e := o.query(root, i, a.target)
	if e != nil {
		return e
	}
	if a.remove {
		return o.remove(root, i, nodes)
	}
	if len(nodes) == 0 {
		return nil
	}
	value := a.update
	if a.copy != "" {
		src, e := o.query(root, i, a.copy)
		if e != nil {
			return e
		}
		if len(src) != 1 {
			return o.fail(i, "the copy expression %q must select one node, not %d", a.copy, len(src))
		}
		value = cloneNode(src[0])
	}
	value = deref(value)
	kind := nodeKind(nodes[0])
	for _, n := range nodes[1:] {
		if nodeKind(n) != kind {
			return o.fail(i, "the target selects nodes of different types; they must be all objects, all arrays or all primitives")
		}
	}
	for _, n := range nodes {
		n = deref(n)
		switch kind {
		case yaml.MappingNode:
			if value.Kind != yaml.MappingNode {
				return o.fail(i, "the value must be an object to merge into the selected objects")
			}
			if p := mergeObject(n, value, nil); p != nil {
				return o.fail(i, "cannot merge %q: a primitive replaces only a primitive, an array is appended only to an array, an object merges only into an object", strings.Join(p, "."))
			}
		case yaml.SequenceNode:
			if value.Kind == yaml.SequenceNode {
				for _, c := range value.Content {
					n.Content = append(n.Content, cloneNode(c))
				}
			} else {
				n.Content = append(n.Content, cloneNode(value))
			}
		default:
			if value.Kind != yaml.ScalarNode {
				return o.fail(i, "the value must be a primitive to replace the selected primitives")
			}
			if n == root {
				return o.fail(i, "the document root cannot be replaced with a primitive")
			}
			*n = *cloneNode(value)
		}
	}
	return nil
}

// nodeKind is a node's JSON kind: object, array or primitive (a scalar).
func nodeKind(n *yaml.Node) yaml.Kind {
	switch k := deref(n).Kind; k {
	case yaml.MappingNode, yaml.SequenceNode:
		return k
	}
	return yaml.ScalarNode
}

// remove removes the selected nodes from their parents.
func (o *overlay) remove(root *yaml.Node, i int, nodes []*yaml.Node) *Error {
	if len(nodes) == 0 {
		return nil
	}
	parents := parentIndex(root)
	for _, n := range nodes {
		if n == root {
			return o.fail(i, "the document root cannot be removed")
		}
		p := parents[n]
		if p == nil {
			continue // removed with an ancestor
		}
		j := slices.Index(p.Content, n)
		if j < 0 {
			continue
		}
		if p.Kind == yaml.MappingNode {
			p.Content = slices.Delete(p.Content, j-1, j+1)
		} else {
			p.Content = slices.Delete(p.Content, j, j+1)
		}
		delete(parents, n)
	}
	return nil
}

// parentIndex maps every value node under root to its mapping or list.
func parentIndex(root *yaml.Node) map[*yaml.Node]*yaml.Node {
	m := map[*yaml.Node]*yaml.Node{}
	var walk func(n *yaml.Node, depth int)
	walk = func(n *yaml.Node, depth int) {
		if depth > maxSpecDepth {
			return
		}
		for j, c := range n.Content {
			if n.Kind == yaml.MappingNode && j%2 == 0 {
				continue
			}
			if _, ok := m[c]; ok {
				continue // an alias's target, reached again
			}
			m[c] = n
			walk(c, depth+1)
		}
	}
	walk(root, 0)
	return m
}

// mergeObject merges the mapping value into the mapping target as the
// Overlay Specification says: new keys are added, primitives replace
// primitives, arrays are appended to arrays, objects merge recursively.
// It returns the path of a pair of values that cannot merge.
func mergeObject(target, value *yaml.Node, at []string) []string {
	for j := 0; j+1 < len(value.Content); j += 2 {
		k, v := value.Content[j], deref(value.Content[j+1])
		key := keyString(k)
		_, tv := pair(target, key)
		if tv == nil {
			target.Content = append(target.Content, cloneNode(k), cloneNode(v))
			continue
		}
		tv = deref(tv)
		path := append(slices.Clip(at), key)
		switch {
		case tv.Kind == yaml.ScalarNode && v.Kind == yaml.ScalarNode:
			*tv = *cloneNode(v)
		case tv.Kind == yaml.SequenceNode && v.Kind == yaml.SequenceNode:
			for _, c := range v.Content {
				tv.Content = append(tv.Content, cloneNode(c))
			}
		case tv.Kind == yaml.MappingNode && v.Kind == yaml.MappingNode:
			if p := mergeObject(tv, v, path); p != nil {
				return p
			}
		default:
			return path
		}
	}
	return nil
}

// cloneNode copies a node of an overlay, or of the document, deeply,
// aliases resolved, without its position: the copy is in neither file.
func cloneNode(n *yaml.Node) *yaml.Node {
	return cloneDepth(n, 0)
}

func cloneDepth(n *yaml.Node, depth int) *yaml.Node {
	n = deref(n)
	if n == nil {
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Value: "null"}
	}
	c := &yaml.Node{Kind: n.Kind, Tag: n.Tag, Value: n.Value, Style: n.Style}
	if depth > maxSpecDepth {
		return c
	}
	for _, x := range n.Content {
		c.Content = append(c.Content, cloneDepth(x, depth+1))
	}
	return c
}
