package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// configReference writes docs/reference/docs-json.mdx from the JSON Schema
// that config.Schema generates from the docs.json model (the schema
// `folio schema` prints), so the page lists exactly the keys, types,
// allowed values and descriptions that `folio validate` checks.
func configReference() ([]byte, error) {
	data, err := config.Schema()
	if err != nil {
		return nil, err
	}
	root, err := jsonpos.Parse(jsonpos.NewSource("docs.schema.json", data))
	if err != nil {
		return nil, err
	}
	s := newSchemaDoc(root)

	var b strings.Builder
	frontmatter(&b, "docs.json", "", "Every key of docs.json: its type, its allowed values and what it does. Generated from the model folio validate checks against.")
	b.WriteString(`
` + "`docs.json`" + ` at the root of the docs folder configures the site. Folio reads
the same file as Mintlify, so the keys below are Mintlify's; every one of them
is checked by ` + "`folio validate`" + `, and this page is generated from the model
the validator uses, so it cannot say otherwise.

` + "`folio schema`" + ` prints the same model as a JSON Schema. Point ` + "`$schema`" + ` at a
saved copy to get completion and checking in your editor:

` + fenced("bash", "", "folio schema > docs.schema.json") + `
` + fenced("json", "docs.json", `{
  "$schema": "./docs.schema.json",
  "theme": "mint",
  "name": "Acme",
  "colors": { "primary": "#0E7C66" },
  "navigation": { "pages": ["index", "quickstart"] }
}`) + `
Keys Folio does not know are ignored with a warning, as Mintlify ignores them,
except inside objects that Mintlify checks strictly (such as ` + "`integrations`" + `),
where they are errors. A value that Mintlify drops silently when it is invalid is
dropped by Folio with a warning.

<Note>
  Required keys: ` + joinCodes(s.required(root)) + `. The [diagnostic codes](/reference/diagnostics)
  page lists what ` + "`folio validate`" + ` reports when a value is wrong.
</Note>
`)
	props := root.Get("properties")
	for _, m := range props.Members {
		s.topLevel(&b, m.Key, m.Value, slices.Contains(s.required(root), m.Key))
	}

	b.WriteString("\n## Navigation elements\n\nThe elements that `navigation` nests, in any order but one kind of content per level.\n")
	for _, name := range s.sectionOrder(navElements) {
		s.section(&b, name)
	}
	b.WriteString("\n## Shared types\n\nValues that many keys take.\n")
	for _, name := range s.sectionOrder(nil) {
		if !slices.Contains(navElements, name) {
			s.section(&b, name)
		}
	}
	if s.err != nil {
		return nil, s.err
	}
	return []byte(b.String()), nil
}

// navElements are the navigation's element types, in the order the page
// lists them.
var navElements = []string{"Tab", "Anchor", "Dropdown", "Product", "Version", "Language", "MenuItem", "Group", "PageEntry", "Global"}

// sectionTitles names the sections of definitions whose type name is not
// a title.
var sectionTitles = map[string]string{
	"MenuItem":  "Menu item",
	"PageEntry": "Page entry",
	"LightDark": "Light and dark",
	"OpenAPI":   "OpenAPI source",
	"AsyncAPI":  "AsyncAPI source",
}

// schemaDoc renders a JSON Schema as reference text.
type schemaDoc struct {
	defs map[string]*jsonpos.Node
	// sections are the definitions with a section of their own: those
	// that contain themselves (the navigation) and those many keys share.
	// Everything else is shown where it is used.
	sections map[string]bool
	err      error
}

// sharedUses is how often a definition must be referred to to get a
// section of its own.
const sharedUses = 5

func newSchemaDoc(root *jsonpos.Node) *schemaDoc {
	s := &schemaDoc{defs: map[string]*jsonpos.Node{}, sections: map[string]bool{}}
	for _, m := range root.Get("$defs").Members {
		s.defs[m.Key] = m.Value
	}
	uses := map[string]int{}
	direct := map[string][]string{}
	for name, def := range s.defs {
		walkRefs(def, func(r string) {
			uses[r]++
			direct[name] = append(direct[name], r)
		})
	}
	walkRefs(root.Get("properties"), func(r string) { uses[r]++ })
	for name := range s.defs {
		if uses[name] >= sharedUses || reaches(direct, name, name) {
			s.sections[name] = true
		}
	}
	return s
}

// walkRefs calls f with the definition name of every $ref in n.
func walkRefs(n *jsonpos.Node, f func(string)) {
	switch n.Kind {
	case jsonpos.Object:
		for _, m := range n.Members {
			if m.Key == "$ref" && m.Value.Kind == jsonpos.String {
				f(strings.TrimPrefix(m.Value.Text, "#/$defs/"))
				continue
			}
			walkRefs(m.Value, f)
		}
	case jsonpos.Array:
		for _, it := range n.Items {
			walkRefs(it, f)
		}
	}
}

// reaches reports whether to can be reached from from in the graph.
func reaches(g map[string][]string, from, to string) bool {
	seen := map[string]bool{}
	stack := slices.Clone(g[from])
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if n == to {
			return true
		}
		if !seen[n] {
			seen[n] = true
			stack = append(stack, g[n]...)
		}
	}
	return false
}

// sectionOrder lists the definitions with sections: first those of order,
// in its order, then the others by name.
func (s *schemaDoc) sectionOrder(order []string) []string {
	var out []string
	for _, n := range order {
		if s.sections[n] {
			out = append(out, n)
		}
	}
	if order != nil {
		return out
	}
	for n := range s.sections {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

func (s *schemaDoc) title(def string) string {
	if t, ok := sectionTitles[def]; ok {
		return t
	}
	return def
}

func (s *schemaDoc) required(n *jsonpos.Node) []string {
	var out []string
	if r := n.Get("required"); r != nil {
		for _, it := range r.Items {
			out = append(out, it.Text)
		}
	}
	return out
}

// resolve follows a $ref to its definition.
func (s *schemaDoc) resolve(n *jsonpos.Node) (*jsonpos.Node, string) {
	if r := n.Get("$ref"); r != nil {
		name := strings.TrimPrefix(r.Text, "#/$defs/")
		def := s.defs[name]
		if def == nil {
			s.fail(fmt.Errorf("unknown $ref %s", r.Text))
			return n, ""
		}
		return def, name
	}
	return n, ""
}

func (s *schemaDoc) fail(err error) {
	if s.err == nil {
		s.err = err
	}
}

// branches returns the alternatives of a value: its anyOf without the
// "anything" branch that lenient keys add, or the value itself.
func (s *schemaDoc) branches(n *jsonpos.Node) []*jsonpos.Node {
	any := n.Get("anyOf")
	if n.Get("type") != nil || n.Get("properties") != nil {
		// An object's anyOf is a constraint on its keys (oneOfKeys), not
		// a choice of types.
		any = nil
	}
	if any == nil {
		if def, name := s.resolve(n); name != "" && !s.sections[name] && def.Get("anyOf") != nil {
			return s.branches(def)
		}
		return []*jsonpos.Node{n}
	}
	var out []*jsonpos.Node
	for _, it := range any.Items {
		if it.Kind == jsonpos.Object && len(it.Members) == 0 {
			continue
		}
		out = append(out, it)
	}
	return out
}

// typeName describes the type of a value in a few words.
func (s *schemaDoc) typeName(n *jsonpos.Node) string {
	var names []string
	for _, br := range s.branches(n) {
		t := s.branchType(br)
		if t != "" && !slices.Contains(names, t) {
			names = append(names, t)
		}
	}
	return strings.Join(names, " | ")
}

func (s *schemaDoc) branchType(n *jsonpos.Node) string {
	if r := n.Get("$ref"); r != nil {
		def, name := s.resolve(n)
		if s.sections[name] {
			return s.title(name)
		}
		return s.typeName(def)
	}
	if c := n.Get("const"); c != nil {
		return c.Text
	}
	t := n.Get("type")
	if t == nil {
		if n.Get("anyOf") != nil {
			return s.typeName(n)
		}
		return ""
	}
	switch t.Text {
	case "array":
		if it := n.Get("items"); it != nil {
			inner := s.typeName(it)
			if strings.Contains(inner, " | ") {
				inner = "(" + inner + ")"
			}
			return inner + "[]"
		}
		return "array"
	case "integer":
		return "integer"
	}
	return t.Text
}

// sectionLinks lists the sections a value's type refers to.
func (s *schemaDoc) sectionLinks(n *jsonpos.Node) []string {
	var out []string
	walkRefs(n, func(r string) {
		if s.sections[r] && !slices.Contains(out, r) {
			out = append(out, r)
		}
	})
	if len(out) == 0 {
		// A definition shown in place may refer to sections itself.
		for _, br := range s.branches(n) {
			if def, name := s.resolve(br); name != "" && !s.sections[name] {
				for _, r := range s.sectionLinks(def) {
					if !slices.Contains(out, r) {
						out = append(out, r)
					}
				}
			}
		}
	}
	return out
}

// fields returns the object whose properties a value's reader sees as its
// keys: the value's own, or that of its object alternative.
func (s *schemaDoc) fields(n *jsonpos.Node) *jsonpos.Node {
	for _, br := range s.branches(n) {
		def, name := s.resolve(br)
		if s.sections[name] {
			continue
		}
		if t := def.Get("type"); t != nil && t.Text == "array" {
			if it := def.Get("items"); it != nil {
				if f := s.fields(it); f != nil {
					return f
				}
			}
			continue
		}
		if p := def.Get("properties"); p != nil && len(p.Members) > 0 {
			return def
		}
		if def.Get("anyOf") != nil && def != n {
			if f := s.fields(def); f != nil {
				return f
			}
		}
	}
	return nil
}

// details writes what a value allows, beyond its type: allowed values,
// lengths, ranges, formats, the map it may be.
func (s *schemaDoc) details(n *jsonpos.Node) string {
	var parts []string
	seen := map[string]bool{}
	add := func(p string) {
		if !seen[p] {
			seen[p] = true
			parts = append(parts, p)
		}
	}
	var visit func(n *jsonpos.Node, depth int)
	visit = func(n *jsonpos.Node, depth int) {
		if depth > 3 {
			return
		}
		for _, br := range s.branches(n) {
			def, name := s.resolve(br)
			if s.sections[name] {
				continue
			}
			if e := def.Get("enum"); e != nil {
				var vals []string
				for _, it := range e.Items {
					vals = append(vals, code(it.Text))
				}
				add("One of " + strings.Join(vals, ", ") + ".")
			}
			if v := def.Get("minLength"); v != nil && v.Text != "1" {
				add("At least " + v.Text + " characters.")
			}
			if v := def.Get("maxLength"); v != nil {
				add("At most " + v.Text + " characters.")
			}
			if v := def.Get("minItems"); v != nil {
				add("At least " + v.Text + " " + plural(v.Text, "item", "items") + ".")
			}
			if v := def.Get("maxItems"); v != nil {
				add("At most " + v.Text + " " + plural(v.Text, "item", "items") + ".")
			}
			if v := def.Get("minimum"); v != nil {
				add("At least " + v.Text + ".")
			}
			if v := def.Get("maximum"); v != nil {
				add("At most " + v.Text + ".")
			}
			if v := def.Get("format"); v != nil {
				switch v.Text {
				case "uri":
					add("An absolute URL.")
				case "date-time":
					add("A date and time (RFC 3339).")
				default:
					add("Format: " + code(v.Text) + ".")
				}
			}
			if keys := requiredOneOf(def); len(keys) > 0 {
				add("Needs at least one of " + joinCodes(keys) + ".")
			}
			if ap := def.Get("additionalProperties"); ap != nil && ap.Kind == jsonpos.Object {
				add("Any keys, each with a " + s.typeName(ap) + " value.")
			}
			if t := def.Get("type"); t != nil && t.Text == "array" {
				if it := def.Get("items"); it != nil {
					visit(it, depth+1)
				}
			}
		}
	}
	visit(n, 0)
	return strings.Join(parts, " ")
}

// requiredOneOf returns the keys of an object's "anyOf" of "required"
// lists: the object needs one of them.
func requiredOneOf(def *jsonpos.Node) []string {
	any := def.Get("anyOf")
	if any == nil || def.Get("properties") == nil {
		return nil
	}
	var keys []string
	for _, it := range any.Items {
		r := it.Get("required")
		if r == nil || len(it.Members) != 1 || len(r.Items) != 1 {
			return nil
		}
		keys = append(keys, r.Items[0].Text)
	}
	return keys
}

// description is a value's own description, or its definition's.
func (s *schemaDoc) description(n *jsonpos.Node) string {
	if d := n.Get("description"); d != nil {
		return d.Text
	}
	if def, _ := s.resolve(n); def != n {
		return s.description(def)
	}
	return ""
}

// refused reports whether a property is one the model refuses ("not").
func refused(n *jsonpos.Node) bool {
	nt := n.Get("not")
	return nt != nil && nt.Kind == jsonpos.Object && len(nt.Members) == 0
}

// topLevel writes the section of one top-level key.
func (s *schemaDoc) topLevel(b *strings.Builder, key string, n *jsonpos.Node, required bool) {
	fmt.Fprintf(b, "\n## %s\n\n", code(key))
	meta := "**Type:** " + code(s.typeName(n))
	if required {
		meta += " · **Required**"
	}
	b.WriteString(meta + "\n\n")
	if d := s.description(n); d != "" {
		b.WriteString(describe(d) + "\n\n")
	}
	if d := s.details(n); d != "" {
		b.WriteString(d + "\n\n")
	}
	if links := s.sectionLinks(n); len(links) > 0 {
		b.WriteString("See " + s.linkList(links) + ".\n\n")
	}
	if f := s.fields(n); f != nil {
		s.fieldList(b, f, 0, 0)
	}
}

// section writes the section of a shared definition.
func (s *schemaDoc) section(b *strings.Builder, name string) {
	def := s.defs[name]
	fmt.Fprintf(b, "\n### %s\n\n", s.title(name))
	if d := s.description(def); d != "" {
		b.WriteString(describe(d) + "\n\n")
	}
	if t := s.expandedType(def); t != "" {
		b.WriteString("**Type:** " + code(t) + "\n\n")
	}
	if d := s.details(def); d != "" {
		b.WriteString(d + "\n\n")
	}
	if links := s.sectionLinks(def); len(links) > 0 {
		var others []string
		for _, l := range links {
			if l != name {
				others = append(others, l)
			}
		}
		if len(others) > 0 {
			b.WriteString("See " + s.linkList(others) + ".\n\n")
		}
	}
	if f := s.fields(def); f != nil {
		s.fieldList(b, f, 0, 0)
	}
}

// expandedType is a section's own type, its definition looked into.
func (s *schemaDoc) expandedType(def *jsonpos.Node) string {
	if def.Get("anyOf") == nil && def.Get("type") == nil {
		return ""
	}
	var names []string
	for _, br := range s.branches(def) {
		t := s.branchType(br)
		if _, name := s.resolve(br); name != "" && !s.sections[name] && s.defs[name].Get("properties") != nil {
			t = "object"
		}
		if t != "" && !slices.Contains(names, t) {
			names = append(names, t)
		}
	}
	return strings.Join(names, " | ")
}

func (s *schemaDoc) linkList(names []string) string {
	var out []string
	for _, n := range names {
		out = append(out, "["+s.title(n)+"](#"+anchorOf(s.title(n))+")")
	}
	return strings.Join(out, ", ")
}

// maxNesting bounds how deep fields are shown in place: beyond it a
// value's keys are not listed (none of docs.json is that deep).
const maxNesting = 6

// fieldList writes the properties of an object as ResponseFields, each
// with its own keys in an Expandable.
func (s *schemaDoc) fieldList(b *strings.Builder, obj *jsonpos.Node, indent, depth int) {
	pad := strings.Repeat("  ", indent)
	req := s.required(obj)
	for _, m := range obj.Get("properties").Members {
		if refused(m.Value) {
			continue
		}
		fmt.Fprintf(b, "%s<ResponseField name=%s type=%s", pad, attr(m.Key), attr(s.typeName(m.Value)))
		if slices.Contains(req, m.Key) {
			b.WriteString(" required")
		}
		b.WriteString(">\n")
		var text []string
		if d := s.description(m.Value); d != "" {
			text = append(text, describe(d))
		}
		if d := s.details(m.Value); d != "" {
			text = append(text, d)
		}
		if links := s.sectionLinks(m.Value); len(links) > 0 {
			text = append(text, "See "+s.linkList(links)+".")
		}
		if len(text) > 0 {
			b.WriteString(pad + "  " + strings.Join(text, " ") + "\n")
		}
		if f := s.fields(m.Value); f != nil && depth < maxNesting {
			fmt.Fprintf(b, "\n%s  <Expandable title=\"keys\">\n", pad)
			s.fieldList(b, f, indent+2, depth+1)
			fmt.Fprintf(b, "%s  </Expandable>\n", pad)
		}
		fmt.Fprintf(b, "%s</ResponseField>\n\n", pad)
	}
}

// describe writes a description from the model as Markdown: escaped, with
// the words that are code (keys such as icons.library, values in quotes,
// {objects}) in code spans.
func describe(d string) string {
	return markWords(d)
}

func joinCodes(keys []string) string {
	var out []string
	for _, k := range keys {
		out = append(out, code(k))
	}
	return strings.Join(out, ", ")
}

func plural(n, one, many string) string {
	if n == "1" {
		return one
	}
	return many
}
