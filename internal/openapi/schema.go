package openapi

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"go.yaml.in/yaml/v4"
)

// Schema is a schema of a document as a reference page shows it: its
// references followed, allOf merged into one schema, a nullable type
// folded into Nullable, and recursion cut where a schema contains itself.
type Schema struct {
	// Types are the JSON types it allows ("object", "string", ...),
	// without "null"; empty for any value.
	Types []string
	// Nullable is set when null is allowed too (nullable: true, a "null"
	// type, or a oneOf/anyOf with a null alternative).
	Nullable    bool
	Format      string
	Title       string
	Description string
	// Ref is the name of the component the schema was read from ("Pet"),
	// when it was reached through a reference.
	Ref string
	// Recursive is set where a schema appears inside itself: its members
	// are shown where it first appears, and not again here.
	Recursive bool
	// Truncated is set where reading stopped: the schema nests too deep
	// or the page has too many fields.
	Truncated bool
	// Unresolved is set for a reference that leads nowhere.
	Unresolved bool

	ReadOnly, WriteOnly, Deprecated bool

	Default    any
	HasDefault bool
	Const      any
	HasConst   bool
	// Examples are the schema's example and examples, in order.
	Examples []any
	Enum     []any

	Minimum, Maximum                   *float64
	ExclusiveMinimum, ExclusiveMaximum bool
	MultipleOf                         *float64
	MinLength, MaxLength               *int
	MinItems, MaxItems                 *int
	MinProperties, MaxProperties       *int
	Pattern                            string
	UniqueItems                        bool
	// minimum and maximum are the members of those names, without a
	// 3.1 exclusive bound: the bounds examples are built within.
	minimum, maximum *float64

	Properties []*Property
	// AdditionalProperties describes the other members of an object; nil
	// when the schema says nothing of them or forbids them.
	AdditionalProperties *Schema
	Items                *Schema
	// OneOf holds the alternatives of oneOf or anyOf (AnyOf tells which),
	// shown with a selector.
	OneOf []*Schema
	AnyOf bool
	// Discriminator is the property that tells the alternatives apart.
	Discriminator string

	// Pos is where the schema is written.
	Pos jsonpos.Pos

	node *yaml.Node // the schema object, for Value
}

// Property is a member of an object schema.
type Property struct {
	Name     string
	Required bool
	Schema   *Schema
}

// Value returns the schema's member key (such as an extension
// "x-internal") as JSON.parse would give it; false when it has none.
func (s *Schema) Value(key string) (any, bool) {
	if s == nil || s.node == nil {
		return nil, false
	}
	v := get(s.node, key)
	if v == nil {
		return nil, false
	}
	budget := maxValueNodes
	return toValue(v, 0, &budget), true
}

// Is reports whether the schema allows the type t ("object", "array" ...).
func (s *Schema) Is(t string) bool {
	return s != nil && slices.Contains(s.Types, t)
}

// Limits on what one page shows of a schema: the depth of nesting and the
// number of schema objects read. A specification whose schemas nest
// deeper or reach further (a large API where everything refers to
// everything) is cut, with Truncated set where the page stops.
const (
	maxSchemaDepth = 24
	maxPageSchemas = 6000
)

// reader reads the schemas of one page (an operation or a model). It
// reports a reference that leads nowhere, or references that only lead to
// one another, once per page.
type reader struct {
	d        *Document
	diags    *diag.List
	reported map[*yaml.Node]bool
	budget   int
	// stack holds the targets of the references being read, outermost
	// first: meeting one again is recursion.
	stack []*yaml.Node
}

func newReader(d *Document, diags *diag.List) *reader {
	return &reader{d: d, diags: diags, reported: map[*yaml.Node]bool{}, budget: maxPageSchemas}
}

func (r *reader) report(sev diag.Severity, n *yaml.Node, code, hint, format string, args ...any) {
	if r.reported[n] {
		return
	}
	r.reported[n] = true
	r.diags.Add(diag.Diagnostic{Severity: sev, Code: code, Hint: hint, Pos: r.d.pos(n), Message: fmt.Sprintf(format, args...)})
}

// refOf returns the $ref member of an object, if it has one.
func refOf(n *yaml.Node) (*yaml.Node, bool) {
	n = deref(n)
	if n == nil || n.Kind != yaml.MappingNode {
		return nil, false
	}
	ref := deref(get(n, "$ref"))
	if ref == nil || ref.Kind != yaml.ScalarNode {
		return nil, false
	}
	return ref, true
}

// refName is the name a reference gives its target: its last segment.
func refName(ref string) string {
	if i := strings.LastIndexByte(ref, '/'); i >= 0 {
		ref = ref[i+1:]
	}
	if strings.Contains(ref, "~") {
		ref = strings.ReplaceAll(strings.ReplaceAll(ref, "~1", "/"), "~0", "~")
	}
	if s, err := unescapeURI(ref); err == nil {
		ref = s
	}
	return ref
}

// follow resolves a reference object, and the references its target is,
// to the object they end at. It reports a reference that leads nowhere,
// one to another file, and a loop of references; the name is that of the
// last reference followed.
func (r *reader) follow(n *yaml.Node) (target *yaml.Node, name string, ok bool) {
	var seen []*yaml.Node
	for {
		refNode, isRef := refOf(n)
		if !isRef {
			return deref(n), name, true
		}
		ref := refNode.Value
		name = refName(ref)
		t, p := r.d.target(refNode)
		if p != nil {
			r.refProblem(refNode, p)
			return nil, name, false
		}
		if slices.Contains(seen, t) || len(seen) > 32 {
			r.report(diag.Error, refNode, "openapi-ref-loop", "make one of the references an object",
				"the reference %q only leads to references that lead back to it", ref)
			return nil, name, false
		}
		seen = append(seen, t)
		n = t
	}
}

// refHint proposes the components nearest to a reference ("#/a/b") that
// leads nowhere below root.
func refHint(root *yaml.Node, ref string) string {
	i := strings.LastIndexByte(ref, '/')
	if i < 0 {
		return ""
	}
	parent := findPointer(root, ref[:i])
	if parent == nil || parent.Kind != yaml.MappingNode {
		return ""
	}
	var cands []string
	for _, e := range entries(parent) {
		cands = append(cands, e.key)
	}
	if len(cands) == 0 {
		return ""
	}
	h := suggest(refName(ref), cands, "names", func(s string) string { return ref[:i+1] + s })
	return h
}

// schema reads a schema object (or a reference to one).
func (r *reader) schema(n *yaml.Node, depth int) *Schema {
	n = deref(n)
	if n == nil {
		return nil
	}
	if ref, ok := refOf(n); ok {
		t, name, ok := r.follow(n)
		if !ok {
			return &Schema{Ref: name, Unresolved: true, Pos: r.d.pos(ref)}
		}
		if slices.Contains(r.stack, t) {
			return &Schema{Ref: name, Recursive: true, Types: typesOf(t), Pos: r.d.pos(ref), node: t}
		}
		r.stack = append(r.stack, t)
		s := r.schema(t, depth)
		r.stack = r.stack[:len(r.stack)-1]
		if s == nil {
			return nil
		}
		if s.Ref == "" {
			s.Ref = name
		}
		// OpenAPI 3.1 lets a reference carry a summary and a
		// description that replace its target's.
		if d, ok := r.str(n, "description"); ok {
			s.Description = d
		}
		return s
	}
	if n.Kind != yaml.MappingNode {
		// true (anything) or false (nothing): shown as any value.
		return &Schema{Pos: r.d.pos(n)}
	}
	r.budget--
	if r.budget < 0 || depth > maxSchemaDepth {
		return &Schema{Truncated: true, Types: typesOf(n), Pos: r.d.pos(n)}
	}
	s := &Schema{Pos: r.d.pos(n), node: n}
	r.scalars(s, n)

	if props := deref(get(n, "properties")); props != nil && props.Kind == yaml.MappingNode {
		for _, e := range entries(props) {
			if r.budget < 0 {
				s.Truncated = true
				break
			}
			if ps := r.schema(e.value, depth+1); ps != nil {
				s.Properties = append(s.Properties, &Property{Name: e.key, Schema: ps})
			}
		}
	}
	if req := deref(get(n, "required")); req != nil && req.Kind == yaml.SequenceNode {
		for _, c := range req.Content {
			if c = deref(c); c.Kind == yaml.ScalarNode {
				for _, p := range s.Properties {
					if p.Name == c.Value {
						p.Required = true
					}
				}
			}
		}
	}
	if ap := deref(get(n, "additionalProperties")); ap != nil {
		switch {
		case ap.Kind == yaml.MappingNode:
			s.AdditionalProperties = r.schema(ap, depth+1)
		case ap.Kind == yaml.ScalarNode && ap.Tag == "!!bool" && truthy(ap) && len(s.Properties) == 0:
			s.AdditionalProperties = &Schema{Pos: r.d.pos(ap)}
		}
	}
	if it := get(n, "items"); it != nil {
		s.Items = r.schema(it, depth+1)
	}
	for _, key := range []string{"oneOf", "anyOf"} {
		alts := deref(get(n, key))
		if alts == nil || alts.Kind != yaml.SequenceNode || len(s.OneOf) > 0 {
			continue
		}
		s.AnyOf = key == "anyOf"
		for _, a := range alts.Content {
			if as := r.schema(a, depth+1); as != nil {
				s.OneOf = append(s.OneOf, as)
			}
		}
	}
	if d := deref(get(n, "discriminator")); d != nil && d.Kind == yaml.MappingNode {
		s.Discriminator, _ = r.str(d, "propertyName")
	}
	if all := deref(get(n, "allOf")); all != nil && all.Kind == yaml.SequenceNode {
		merged := &Schema{Pos: s.Pos, node: n}
		for _, a := range all.Content {
			if as := r.schema(a, depth+1); as != nil {
				mergeSchema(merged, as, false)
			}
		}
		mergeSchema(merged, s, true)
		s = merged
	}
	foldNull(s)
	if len(s.Types) == 0 {
		s.Types = inferTypes(s, s.node)
	}
	return s
}

// str reads a string member.
func (r *reader) str(n *yaml.Node, key string) (string, bool) {
	v := deref(get(n, key))
	if v == nil || v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
		return "", false
	}
	return v.Value, true
}

// scalars reads the members of a schema that are not schemas.
func (r *reader) scalars(s *Schema, n *yaml.Node) {
	s.Types = typesOf(n)
	if slices.Contains(s.Types, "null") {
		s.Nullable = true
		s.Types = slices.DeleteFunc(s.Types, func(t string) bool { return t == "null" })
	}
	s.Format, _ = r.str(n, "format")
	s.Title, _ = r.str(n, "title")
	s.Description, _ = r.str(n, "description")
	s.Pattern, _ = r.str(n, "pattern")
	s.Nullable = s.Nullable || truthy(get(n, "nullable")) || truthy(get(n, "x-nullable"))
	s.ReadOnly = truthy(get(n, "readOnly"))
	s.WriteOnly = truthy(get(n, "writeOnly"))
	s.Deprecated = truthy(get(n, "deprecated"))
	s.UniqueItems = truthy(get(n, "uniqueItems"))
	if v := get(n, "default"); v != nil {
		s.Default, s.HasDefault = orderedValue(v), true
	}
	if v := get(n, "const"); v != nil {
		s.Const, s.HasConst = orderedValue(v), true
	}
	if v := get(n, "example"); v != nil {
		s.Examples = append(s.Examples, orderedValue(v))
	}
	if v := deref(get(n, "examples")); v != nil && v.Kind == yaml.SequenceNode {
		for _, e := range v.Content {
			s.Examples = append(s.Examples, orderedValue(e))
		}
	}
	if v := deref(get(n, "enum")); v != nil && v.Kind == yaml.SequenceNode {
		for _, e := range v.Content {
			s.Enum = append(s.Enum, orderedValue(e))
		}
	}
	s.Minimum, s.ExclusiveMinimum = bound(n, "minimum", "exclusiveMinimum")
	s.Maximum, s.ExclusiveMaximum = bound(n, "maximum", "exclusiveMaximum")
	s.minimum, s.maximum = number(get(n, "minimum")), number(get(n, "maximum"))
	s.MultipleOf = number(get(n, "multipleOf"))
	s.MinLength = integer(get(n, "minLength"))
	s.MaxLength = integer(get(n, "maxLength"))
	s.MinItems = integer(get(n, "minItems"))
	s.MaxItems = integer(get(n, "maxItems"))
	s.MinProperties = integer(get(n, "minProperties"))
	s.MaxProperties = integer(get(n, "maxProperties"))
}

// bound reads a minimum or maximum: OpenAPI 3.0 writes an exclusive one
// as minimum with exclusiveMinimum: true, 3.1 as exclusiveMinimum: 5.
func bound(n *yaml.Node, key, exclusive string) (*float64, bool) {
	v := number(get(n, key))
	ex := deref(get(n, exclusive))
	if ex == nil {
		return v, false
	}
	if x := number(ex); x != nil {
		return x, true
	}
	return v, v != nil && truthy(ex)
}

func number(n *yaml.Node) *float64 {
	n = deref(n)
	if n == nil || n.Kind != yaml.ScalarNode {
		return nil
	}
	if f, ok := scalar(n).(float64); ok {
		return &f
	}
	if f, err := strconv.ParseFloat(n.Value, 64); err == nil && n.Tag == "!!str" {
		return &f
	}
	return nil
}

func integer(n *yaml.Node) *int {
	f := number(n)
	if f == nil || *f < 0 || *f > 1<<53 {
		return nil
	}
	i := int(*f)
	return &i
}

// typesOf reads a schema's type: a name or, in OpenAPI 3.1, a list.
func typesOf(n *yaml.Node) []string {
	t := deref(get(n, "type"))
	if t == nil {
		return nil
	}
	switch t.Kind {
	case yaml.ScalarNode:
		if t.Tag == "!!null" {
			return nil
		}
		return []string{t.Value}
	case yaml.SequenceNode:
		var out []string
		for _, c := range t.Content {
			if c = deref(c); c.Kind == yaml.ScalarNode {
				v := c.Value
				if c.Tag == "!!null" {
					v = "null"
				}
				if !slices.Contains(out, v) {
					out = append(out, v)
				}
			}
		}
		return out
	}
	return nil
}

// inferTypes is the type of a schema that names none, as Mintlify's
// inferType tells it from the keywords of one type only: format, pattern,
// lengths or an enum of strings make a string; bounds, multipleOf or an
// enum of numbers a number; items or their counts an array; properties,
// additionalProperties or their counts an object. Keywords of two types,
// or none of these, leave it any value.
func inferTypes(s *Schema, n *yaml.Node) []string {
	has := func(key string) bool { return get(n, key) != nil }
	enumOf := func(t string) bool {
		if len(s.Enum) == 0 {
			return false
		}
		for _, e := range s.Enum {
			if jsonType(e) != t && !(t == "number" && jsonType(e) == "integer") {
				return false
			}
		}
		return true
	}
	var out []string
	if s.Format != "" || has("contentMediaType") || s.Pattern != "" || s.MinLength != nil || s.MaxLength != nil || enumOf("string") {
		out = append(out, "string")
	}
	if s.MultipleOf != nil || s.Minimum != nil || s.Maximum != nil || has("exclusiveMinimum") || has("exclusiveMaximum") || enumOf("number") {
		out = append(out, "number")
	}
	if s.Items != nil || has("items") || s.MinItems != nil || s.MaxItems != nil || has("uniqueItems") {
		out = append(out, "array")
	}
	if len(s.Properties) > 0 || s.AdditionalProperties != nil || has("properties") || has("additionalProperties") || s.MinProperties != nil || s.MaxProperties != nil {
		out = append(out, "object")
	}
	if len(out) != 1 {
		return nil
	}
	return out
}

// jsonType is the JSON type of a value.
func jsonType(v any) string {
	switch v := v.(type) {
	case string:
		return "string"
	case bool:
		return "boolean"
	case float64:
		if v == float64(int64(v)) {
			return "integer"
		}
		return "number"
	case []any:
		return "array"
	case Object:
		return "object"
	}
	return "null"
}

// isNullSchema reports whether an alternative only allows null.
func isNullSchema(s *Schema) bool {
	return s != nil && len(s.Types) == 0 && s.Nullable && len(s.Properties) == 0 && s.Items == nil && len(s.OneOf) == 0
}

// foldNull turns a oneOf or anyOf of one schema and null into that schema,
// nullable.
func foldNull(s *Schema) {
	if len(s.Types) == 1 && s.Types[0] == "null" {
		s.Types, s.Nullable = nil, true
	}
	if len(s.OneOf) == 0 {
		return
	}
	var rest []*Schema
	null := false
	for _, a := range s.OneOf {
		if isNullSchema(a) || len(a.Types) == 1 && a.Types[0] == "null" {
			null = true
			continue
		}
		rest = append(rest, a)
	}
	if !null {
		return
	}
	s.Nullable = true
	s.OneOf = rest
	if len(rest) == 1 && len(s.Properties) == 0 && len(s.Types) == 0 {
		only := *rest[0]
		desc, title := s.Description, s.Title
		def, hasDef := s.Default, s.HasDefault
		ex := s.Examples
		ro, wo, dep := s.ReadOnly, s.WriteOnly, s.Deprecated
		pos, node := s.Pos, s.node
		*s = only
		s.Nullable = true
		if desc != "" {
			s.Description = desc
		}
		if title != "" {
			s.Title = title
		}
		if hasDef {
			s.Default, s.HasDefault = def, true
		}
		if len(ex) > 0 {
			s.Examples = ex
		}
		s.ReadOnly, s.WriteOnly, s.Deprecated = s.ReadOnly || ro, s.WriteOnly || wo, s.Deprecated || dep
		if s.node == nil {
			s.Pos, s.node = pos, node
		}
	}
}

// mergeSchema merges src into dst, as allOf combines its schemas: members
// are joined (a member both describe is merged), requirements added up,
// and what only one says is kept. With over, what src says wins over what
// dst says; otherwise the first one to say it wins.
func mergeSchema(dst, src *Schema, over bool) {
	if src == nil {
		return
	}
	if src.Recursive || src.Unresolved || src.Truncated {
		// Nothing to merge; remember that part of it is not shown.
		if dst.Ref == "" {
			dst.Ref = src.Ref
		}
		dst.Recursive = dst.Recursive || src.Recursive && len(dst.Properties) == 0
		dst.Unresolved = dst.Unresolved || src.Unresolved
		dst.Truncated = dst.Truncated || src.Truncated
		if len(dst.Types) == 0 {
			dst.Types = src.Types
		}
		return
	}
	str := func(d *string, s string) {
		if s != "" && (over || *d == "") {
			*d = s
		}
	}
	str(&dst.Format, src.Format)
	str(&dst.Title, src.Title)
	str(&dst.Description, src.Description)
	str(&dst.Pattern, src.Pattern)
	str(&dst.Discriminator, src.Discriminator)
	if len(src.Types) > 0 && (over || len(dst.Types) == 0) {
		dst.Types = src.Types
	}
	dst.Nullable = dst.Nullable || src.Nullable
	dst.ReadOnly = dst.ReadOnly || src.ReadOnly
	dst.WriteOnly = dst.WriteOnly || src.WriteOnly
	dst.Deprecated = dst.Deprecated || src.Deprecated
	dst.UniqueItems = dst.UniqueItems || src.UniqueItems
	if src.HasDefault && (over || !dst.HasDefault) {
		dst.Default, dst.HasDefault = src.Default, true
	}
	if src.HasConst && (over || !dst.HasConst) {
		dst.Const, dst.HasConst = src.Const, true
	}
	if len(src.Examples) > 0 && (over || len(dst.Examples) == 0) {
		dst.Examples = src.Examples
	}
	if len(src.Enum) > 0 && (over || len(dst.Enum) == 0) {
		dst.Enum = src.Enum
	}
	num := func(d **float64, s *float64) {
		if s != nil && (over || *d == nil) {
			*d = s
		}
	}
	num(&dst.MultipleOf, src.MultipleOf)
	if src.minimum != nil && (over || dst.minimum == nil) {
		dst.minimum = src.minimum
	}
	if src.maximum != nil && (over || dst.maximum == nil) {
		dst.maximum = src.maximum
	}
	if src.Minimum != nil && (over || dst.Minimum == nil) {
		dst.Minimum, dst.ExclusiveMinimum = src.Minimum, src.ExclusiveMinimum
	}
	if src.Maximum != nil && (over || dst.Maximum == nil) {
		dst.Maximum, dst.ExclusiveMaximum = src.Maximum, src.ExclusiveMaximum
	}
	in := func(d **int, s *int) {
		if s != nil && (over || *d == nil) {
			*d = s
		}
	}
	in(&dst.MinLength, src.MinLength)
	in(&dst.MaxLength, src.MaxLength)
	in(&dst.MinItems, src.MinItems)
	in(&dst.MaxItems, src.MaxItems)
	in(&dst.MinProperties, src.MinProperties)
	in(&dst.MaxProperties, src.MaxProperties)
	for _, p := range src.Properties {
		i := slices.IndexFunc(dst.Properties, func(q *Property) bool { return q.Name == p.Name })
		if i < 0 {
			dst.Properties = append(dst.Properties, p)
			continue
		}
		q := dst.Properties[i]
		m := *q.Schema
		mergeSchema(&m, p.Schema, true)
		dst.Properties[i] = &Property{Name: p.Name, Required: q.Required || p.Required, Schema: &m}
	}
	if src.AdditionalProperties != nil && (over || dst.AdditionalProperties == nil) {
		dst.AdditionalProperties = src.AdditionalProperties
	}
	switch {
	case src.Items == nil:
	case dst.Items == nil:
		dst.Items = src.Items
	default:
		m := *dst.Items
		mergeSchema(&m, src.Items, true)
		dst.Items = &m
	}
	if len(src.OneOf) > 0 && len(dst.OneOf) == 0 {
		dst.OneOf, dst.AnyOf = src.OneOf, src.AnyOf
	}
	if src.node != nil && (over || dst.node == nil) {
		dst.node = src.node
	}
}
