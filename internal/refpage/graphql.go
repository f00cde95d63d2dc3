package refpage

import (
	"context"
	"fmt"
	"html/template"
	"strings"

	"github.com/foliodocs/folio/internal/apiref"
	"github.com/foliodocs/folio/internal/graphql"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/openapi"
)

// A GraphQL reference page: the page Mintlify generates for a query or
// mutation field of a tab's schema shows its deprecation, its arguments
// (type, default, description) and what it returns, with an example
// operation beside the text; the page of a named type shows its fields
// (with their arguments), enum values, union members, input fields and
// interfaces, with its definition beside the text. Every named type that
// has a page links to it.

// graphqlPage lays out the page pg generated from a GraphQL schema; nil
// when the schema or what the page documents cannot be found (the
// navigation reported the schema).
func (b *Pages) graphqlPage(ctx context.Context, pg *nav.Page) *Page {
	ref := pg.GraphQL
	if b.graphql == nil || ref == nil {
		return nil
	}
	s, err := b.graphql.Load(ref.Source)
	if err != nil {
		return nil
	}
	g := &gqlWriter{b: b, s: s, dir: ref.Dir, fw: b.newFieldWriter(b.apiSettings(pg)), body: &partWriter{}}
	g.fw.w = g.body
	g.words = []string{ref.Name}
	var panel string
	switch ref.Kind {
	case graphql.SectionQuery, graphql.SectionMutation:
		root := s.Query
		if ref.Kind == graphql.SectionMutation {
			root = s.Mutation
		}
		f := findField(s.RootFields(root), ref.Name)
		if f == nil {
			return nil
		}
		g.operation(ctx, f)
		example := operationExample(s, ref.Kind, f)
		panel = b.exampleGroup("request-example", "Example", "", "", []openapi.CodeSample{{Label: "GraphQL", Lang: "graphql", Code: example}})
		g.codeMD("Example", example)
	default:
		t := s.Type(ref.Name)
		if t == nil {
			return nil
		}
		g.typeBody(ctx, t)
		def := definition(t)
		panel = b.exampleGroup("response-example", "Definition", "", "", []openapi.CodeSample{{Label: "GraphQL", Lang: "graphql", Code: def}})
		g.codeMD("Definition", def)
	}
	return &Page{View: &View{Body: g.body.Parts(), Panel: template.HTML(panel)}, Markdown: strings.TrimLeft(g.md.String(), "\n"), Text: strings.Join(g.words, " ")}
}

func findField(fs []*graphql.Field, name string) *graphql.Field {
	for _, f := range fs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// gqlWriter writes a GraphQL page's reference: its HTML, its Markdown copy
// and its words for search.
type gqlWriter struct {
	b     *Pages
	s     *graphql.Schema
	dir   string
	fw    *fieldWriter
	body  *partWriter
	md    strings.Builder
	words []string
}

// typeURL is the page of a named type, "" for one without a page (a
// scalar, a root type).
func (g *gqlWriter) typeURL(t graphql.TypeRef) string {
	nt := g.s.Type(t.Named)
	if nt == nil || nt.Kind == graphql.KindScalar || nt.Name == g.s.Query || nt.Name == g.s.Mutation || nt.Name == g.s.Subscription {
		return ""
	}
	return g.b.url("/" + graphql.TypePath(g.dir, nt.Name))
}

// typeMD is a type in Markdown, a link when it has a page.
func (g *gqlWriter) typeMD(t graphql.TypeRef) string {
	if u := g.typeURL(t); u != "" {
		return "[`" + t.Text + "`](" + u + ")"
	}
	return "`" + t.Text + "`"
}

func (g *gqlWriter) description(ctx context.Context, text string) {
	if strings.TrimSpace(text) != "" {
		g.body.WriteString(`<div class="api-section-description">` + g.b.MarkdownHTML(ctx, text) + `</div>`)
	}
}

func (g *gqlWriter) deprecation(reason string) {
	g.body.WriteString(`<div class="api-section-description"><p><strong>Deprecated:</strong> ` + esc(reason) + `</p></div>`)
	fmt.Fprintf(&g.md, "\n**Deprecated:** %s\n", reason)
}

func (g *gqlWriter) section(id, title string, write func()) {
	g.fw.sectionStart(id, title, "")
	fmt.Fprintf(&g.md, "\n## %s\n\n", title)
	write()
	g.fw.sectionEnd()
}

// field writes one field, argument, input field or enum value.
// An input (argument, input field) whose type is non-null and that has
// no default is required.
func (g *gqlWriter) field(ctx context.Context, idParts []string, name string, t *graphql.TypeRef, input bool, def string, hasDef, dep bool, reason, desc string, inner func()) {
	af := apiref.Field{ID: g.fw.id(idParts...), Name: name, Response: true, Deprecated: dep}
	af.Anchor = af.ID
	var labels []string
	if t != nil {
		af.Type, af.TypeHref = t.Text, g.typeURL(*t)
		labels = append(labels, g.typeMD(*t))
		if input && strings.HasSuffix(t.Text, "!") && !hasDef {
			af.Required = true
			labels = append(labels, "required")
		}
	}
	if hasDef {
		af.Default = def
		labels = append(labels, "default: `"+def+"`")
	}
	if dep {
		labels = append(labels, "deprecated")
	}
	out := fieldOut{g.body}
	apiref.StartField(out, &af)
	g.body.WriteString(apiref.DescriptionStart)
	if desc != "" {
		g.body.WriteString(g.b.MarkdownHTML(ctx, desc))
	}
	if dep && reason != "" {
		g.body.WriteString(`<p><strong>Deprecated:</strong> ` + esc(reason) + `</p>`)
	}
	line := "- `" + name + "`"
	if len(labels) > 0 {
		line += " (" + strings.Join(labels, ", ") + ")"
	}
	if d := strings.Join(strings.Fields(desc), " "); d != "" {
		line += ": " + d
	}
	if dep && reason != "" {
		line += " Deprecated: " + strings.Join(strings.Fields(reason), " ")
	}
	g.md.WriteString(line + "\n")
	g.words = append(g.words, name)
	if inner != nil {
		inner()
	}
	g.body.WriteString(apiref.DescriptionEnd)
	apiref.EndField(out)
}

// args writes arguments, as a section or inside a field.
func (g *gqlWriter) args(ctx context.Context, prefix string, args []*graphql.InputValue) {
	for _, a := range args {
		g.field(ctx, []string{prefix, a.Name}, a.Name, &a.Type, true, a.Default, a.HasDefault, a.Deprecated, a.Reason, a.Description, nil)
	}
}

// operation writes the reference of a query or mutation field.
func (g *gqlWriter) operation(ctx context.Context, f *graphql.Field) {
	if f.Deprecated {
		g.deprecation(f.Reason)
	}
	if len(f.Args) > 0 {
		g.section("arguments", "Arguments", func() { g.args(ctx, "argument", f.Args) })
	}
	g.section("returns", "Returns", func() {
		desc := ""
		if t := g.s.Type(f.Type.Named); t != nil {
			desc = t.Description
		}
		g.field(ctx, []string{"returns", f.Type.Named}, f.Type.Named, &f.Type, false, "", false, false, "", desc, nil)
	})
}

// typeBody writes the reference of a named type.
func (g *gqlWriter) typeBody(ctx context.Context, t *graphql.Type) {
	links := func(id, title string, names []string) {
		if len(names) == 0 {
			return
		}
		g.section(id, title, func() {
			for _, n := range names {
				ref := graphql.TypeRef{Text: n, Named: n}
				desc := ""
				if nt := g.s.Type(n); nt != nil {
					desc = nt.Description
				}
				g.field(ctx, []string{id, n}, n, &ref, false, "", false, false, "", desc, nil)
			}
		})
	}
	switch t.Kind {
	case graphql.KindObject, graphql.KindInterface:
		g.section("fields", "Fields", func() {
			for _, f := range t.Fields {
				var inner func()
				if len(f.Args) > 0 {
					inner = func() {
						out := fieldOut{g.body}
						apiref.StartExpandable(out, &apiref.Expandable{Title: "arguments"})
						g.md.WriteString("\n  Arguments:\n\n")
						mark := g.md.Len()
						g.args(ctx, "field-"+f.Name, f.Args)
						indent(&g.md, mark)
						apiref.EndExpandable(out)
					}
				}
				g.field(ctx, []string{"field", f.Name}, f.Name, &f.Type, false, "", false, f.Deprecated, f.Reason, f.Description, inner)
			}
		})
		links("implements", "Implements", t.Interfaces)
		if t.Kind == graphql.KindInterface {
			links("implemented-by", "Implemented by", t.Possible)
		}
	case graphql.KindInput:
		g.section("input-fields", "Input fields", func() { g.args(ctx, "input", t.Inputs) })
	case graphql.KindEnum:
		g.section("values", "Values", func() {
			for _, v := range t.Values {
				g.field(ctx, []string{"value", v.Name}, v.Name, nil, false, "", false, v.Deprecated, v.Reason, v.Description, nil)
			}
		})
	case graphql.KindUnion:
		links("members", "Possible types", t.Possible)
	}
}

// indent indents the Markdown written since mark by two spaces: a field's
// arguments are a list inside its item.
func indent(b *strings.Builder, mark int) {
	s := b.String()
	tail := s[mark:]
	b.Reset()
	b.WriteString(s[:mark])
	for _, l := range strings.SplitAfter(tail, "\n") {
		if l != "" && l != "\n" {
			b.WriteString("  ")
		}
		b.WriteString(l)
	}
}

func (g *gqlWriter) codeMD(title, code string) {
	fmt.Fprintf(&g.md, "\n## %s\n\n```graphql\n%s\n```\n", title, code)
}

// operationExample is an operation that calls field f of the root type
// of kind (query or mutation): its arguments as variables, and a
// selection of the returned type's scalar and enum fields.
func operationExample(s *graphql.Schema, kind string, f *graphql.Field) string {
	var b strings.Builder
	b.WriteString(kind + " " + strings.ToUpper(f.Name[:1]) + f.Name[1:])
	if len(f.Args) > 0 {
		b.WriteString("(")
		for i, a := range f.Args {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString("$" + a.Name + ": " + a.Type.Text)
		}
		b.WriteString(")")
	}
	b.WriteString(" {\n  " + f.Name)
	if len(f.Args) > 0 {
		b.WriteString("(")
		for i, a := range f.Args {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(a.Name + ": $" + a.Name)
		}
		b.WriteString(")")
	}
	if sel := selection(s, f.Type.Named); len(sel) > 0 {
		b.WriteString(" {\n")
		for _, l := range sel {
			b.WriteString("    " + l + "\n")
		}
		b.WriteString("  }")
	}
	b.WriteString("\n}")
	return b.String()
}

// selection is what an example selects of the type called name: its
// fields without arguments whose type is a scalar or an enum, else
// __typename; nothing for a scalar or an enum.
func selection(s *graphql.Schema, name string) []string {
	t := s.Type(name)
	if t == nil || t.Kind == graphql.KindScalar || t.Kind == graphql.KindEnum {
		return nil
	}
	var out []string
	for _, f := range t.Fields {
		nt := s.Type(f.Type.Named)
		leaf := nt == nil || nt.Kind == graphql.KindScalar || nt.Kind == graphql.KindEnum
		if leaf && len(f.Args) == 0 && !f.Deprecated {
			out = append(out, f.Name)
		}
	}
	if len(out) == 0 {
		out = []string{"__typename"}
	}
	return out
}

// definition is a named type written as SDL, without descriptions.
func definition(t *graphql.Type) string {
	var b strings.Builder
	dep := func(d bool, reason string) {
		if d {
			fmt.Fprintf(&b, " @deprecated(reason: %q)", reason)
		}
	}
	inputs := func(vs []*graphql.InputValue) {
		for _, v := range vs {
			b.WriteString("  " + v.Name + ": " + v.Type.Text)
			if v.HasDefault {
				b.WriteString(" = " + v.Default)
			}
			dep(v.Deprecated, v.Reason)
			b.WriteString("\n")
		}
	}
	switch t.Kind {
	case graphql.KindObject, graphql.KindInterface:
		kw := "type"
		if t.Kind == graphql.KindInterface {
			kw = "interface"
		}
		b.WriteString(kw + " " + t.Name)
		if len(t.Interfaces) > 0 {
			b.WriteString(" implements " + strings.Join(t.Interfaces, " & "))
		}
		b.WriteString(" {\n")
		for _, f := range t.Fields {
			b.WriteString("  " + f.Name)
			if len(f.Args) > 0 {
				b.WriteString("(")
				for i, a := range f.Args {
					if i > 0 {
						b.WriteString(", ")
					}
					b.WriteString(a.Name + ": " + a.Type.Text)
					if a.HasDefault {
						b.WriteString(" = " + a.Default)
					}
				}
				b.WriteString(")")
			}
			b.WriteString(": " + f.Type.Text)
			dep(f.Deprecated, f.Reason)
			b.WriteString("\n")
		}
		b.WriteString("}")
	case graphql.KindInput:
		b.WriteString("input " + t.Name + " {\n")
		inputs(t.Inputs)
		b.WriteString("}")
	case graphql.KindEnum:
		b.WriteString("enum " + t.Name + " {\n")
		for _, v := range t.Values {
			b.WriteString("  " + v.Name)
			dep(v.Deprecated, v.Reason)
			b.WriteString("\n")
		}
		b.WriteString("}")
	case graphql.KindUnion:
		b.WriteString("union " + t.Name + " = " + strings.Join(t.Possible, " | "))
	default:
		b.WriteString("scalar " + t.Name)
	}
	return b.String()
}
