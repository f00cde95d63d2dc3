package graphql

import (
	"cmp"
	"errors"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"
	"github.com/vektah/gqlparser/v2/validator"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// Kinds of named types, as Mintlify names them (the tag of a type's page
// is the kind upper-cased).
const (
	KindObject    = "object"
	KindInput     = "input"
	KindInterface = "interface"
	KindUnion     = "union"
	KindEnum      = "enum"
	KindScalar    = "scalar"
)

// Schema is a parsed GraphQL schema: its root types and its named types,
// without the built-in scalars and the introspection types. It is not
// changed after Parse and is safe for concurrent reading.
type Schema struct {
	// Name is the file it was read from; positions refer to it.
	Name string
	// Query, Mutation and Subscription name the root types ("" when
	// the schema has none).
	Query, Mutation, Subscription string
	// Types are the named types, in the order the schema defines them.
	Types  []*Type
	byName map[string]*Type
}

// Type is a named type.
type Type struct {
	Kind        string
	Name        string
	Description string
	// Fields are an object's or interface's fields; an input's fields
	// are in Inputs.
	Fields []*Field
	Inputs []*InputValue
	// Values are an enum's values.
	Values []*EnumValue
	// Interfaces are those an object or interface implements.
	Interfaces []string
	// Possible are a union's members, or the types that implement an
	// interface.
	Possible []string
}

// Field is a field of an object or interface.
type Field struct {
	Name        string
	Description string
	Type        TypeRef
	Args        []*InputValue
	// Deprecated is set by @deprecated; Reason is its reason.
	Deprecated bool
	Reason     string
}

// InputValue is an argument or an input field.
type InputValue struct {
	Name        string
	Description string
	Type        TypeRef
	// Default is the default value as written in GraphQL; HasDefault
	// tells an absent default from one that prints empty.
	Default    string
	HasDefault bool
	Deprecated bool
	Reason     string
}

// EnumValue is a value of an enum.
type EnumValue struct {
	Name        string
	Description string
	Deprecated  bool
	Reason      string
}

// TypeRef is a reference to a type: its GraphQL text ("[User!]!") and the
// named type inside the wrappers ("User").
type TypeRef struct {
	Text  string
	Named string
}

// Type returns the named type called name, or nil.
func (s *Schema) Type(name string) *Type { return s.byName[name] }

// RootFields are the fields of the root type named root ("" gives none).
func (s *Schema) RootFields(root string) []*Field {
	if t := s.byName[root]; t != nil && t.Kind == KindObject {
		return t.Fields
	}
	return nil
}

// Error is a schema that does not parse or is not valid, with where.
type Error struct {
	Pos jsonpos.Pos
	Msg string
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// Diagnostic is the error as a diagnostic of code graphql-invalid.
func (e *Error) Diagnostic(sev diag.Severity) diag.Diagnostic {
	return diag.Diagnostic{Severity: sev, Code: "graphql-invalid", Message: e.Msg, Pos: e.Pos, File: e.Pos.Src.Name}
}

// Parse reads the schema in data, read from the file called name. A
// schema that does not parse or validate, or that has no query type
// (which GraphQL requires, and Mintlify with it), is an *Error.
func Parse(name string, data []byte) (*Schema, error) {
	src := jsonpos.NewSource(name, data)
	if !utf8.Valid(data) {
		data = []byte(strings.ToValidUTF8(string(data), "\uFFFD"))
	}
	s, err := load(name, string(data))
	if err != nil {
		var ge *gqlerror.Error
		msg := err.Error()
		pos := jsonpos.Pos{Src: src}
		if errors.As(err, &ge) {
			msg = ge.Message
			if len(ge.Locations) > 0 {
				pos.Off = src.Offset(ge.Locations[0].Line, ge.Locations[0].Column)
			}
		}
		return nil, &Error{Pos: pos, Msg: msg}
	}
	if s.Query == nil {
		return nil, &Error{Pos: jsonpos.Pos{Src: src}, Msg: "Query root type must be provided."}
	}
	out := &Schema{Name: name, Query: s.Query.Name, byName: map[string]*Type{}}
	if s.Mutation != nil {
		out.Mutation = s.Mutation.Name
	}
	if s.Subscription != nil {
		out.Subscription = s.Subscription.Name
	}
	for _, def := range definitions(s) {
		t := &Type{Name: def.Name, Description: def.Description}
		switch def.Kind {
		case ast.Object, ast.Interface:
			t.Kind = KindObject
			if def.Kind == ast.Interface {
				t.Kind = KindInterface
				for _, p := range s.PossibleTypes[def.Name] {
					t.Possible = append(t.Possible, p.Name)
				}
			}
			t.Interfaces = def.Interfaces
			for _, f := range def.Fields {
				if visible(f.Name) {
					t.Fields = append(t.Fields, field(f))
				}
			}
		case ast.InputObject:
			t.Kind = KindInput
			for _, f := range def.Fields {
				if visible(f.Name) {
					t.Inputs = append(t.Inputs, inputValue(f.Name, f.Description, f.Type, f.DefaultValue, f.Directives))
				}
			}
		case ast.Enum:
			t.Kind = KindEnum
			for _, v := range def.EnumValues {
				dep, reason := deprecation(v.Directives)
				t.Values = append(t.Values, &EnumValue{Name: v.Name, Description: v.Description, Deprecated: dep, Reason: reason})
			}
		case ast.Union:
			t.Kind = KindUnion
			t.Possible = def.Types
		case ast.Scalar:
			t.Kind = KindScalar
		default:
			continue
		}
		out.Types = append(out.Types, t)
		out.byName[t.Name] = t
	}
	return out, nil
}

// load parses and validates a schema with gqlparser, and applies the
// rules of graphql-js (Mintlify's) that gqlparser does not: an extension
// of a type the schema does not define, and a deprecated argument or
// input field that is required.
func load(name, input string) (*ast.Schema, error) {
	sd, err := parser.ParseSchemas(validator.Prelude, &ast.Source{Name: name, Input: input})
	if err != nil {
		return nil, err
	}
	defined := map[string]bool{}
	for _, d := range sd.Definitions {
		defined[d.Name] = true
	}
	for _, e := range sd.Extensions {
		if !defined[e.Name] {
			return nil, gqlerror.ErrorPosf(e.Position, "Cannot extend type %q because it is not defined.", e.Name)
		}
	}
	s, err := validator.ValidateSchemaDocument(sd)
	if err != nil {
		return nil, err
	}
	for _, d := range definitions(s) {
		for _, f := range d.Fields {
			if d.Kind == ast.InputObject {
				if requiredDeprecated(f.Type, f.DefaultValue, f.Directives) {
					return nil, gqlerror.ErrorPosf(f.Position, "Required input field %s.%s cannot be deprecated.", d.Name, f.Name)
				}
				continue
			}
			for _, a := range f.Arguments {
				if requiredDeprecated(a.Type, a.DefaultValue, a.Directives) {
					return nil, gqlerror.ErrorPosf(a.Position, "Required argument %s.%s(%s:) cannot be deprecated.", d.Name, f.Name, a.Name)
				}
			}
		}
	}
	return s, nil
}

func requiredDeprecated(t *ast.Type, def *ast.Value, dirs ast.DirectiveList) bool {
	return t != nil && t.NonNull && def == nil && dirs.ForName("deprecated") != nil
}

// builtin are the scalars GraphQL specifies.
var builtin = map[string]bool{"String": true, "Int": true, "Float": true, "Boolean": true, "ID": true}

// definitions are the schema's own named types in the order its source
// defines them.
func definitions(s *ast.Schema) []*ast.Definition {
	var out []*ast.Definition
	for _, d := range s.Types {
		if d.BuiltIn || !visible(d.Name) || (d.Kind == ast.Scalar && builtin[d.Name]) {
			continue
		}
		out = append(out, d)
	}
	slices.SortFunc(out, func(a, b *ast.Definition) int { return cmp.Compare(start(a), start(b)) })
	return out
}

func start(d *ast.Definition) int {
	if d.Position == nil {
		return 0
	}
	return d.Position.Start
}

func visible(name string) bool { return !strings.HasPrefix(name, "__") }

func field(f *ast.FieldDefinition) *Field {
	dep, reason := deprecation(f.Directives)
	out := &Field{Name: f.Name, Description: f.Description, Type: typeRef(f.Type), Deprecated: dep, Reason: reason}
	for _, a := range f.Arguments {
		if visible(a.Name) {
			out.Args = append(out.Args, inputValue(a.Name, a.Description, a.Type, a.DefaultValue, a.Directives))
		}
	}
	return out
}

func inputValue(name, desc string, t *ast.Type, def *ast.Value, dirs ast.DirectiveList) *InputValue {
	dep, reason := deprecation(dirs)
	v := &InputValue{Name: name, Description: desc, Type: typeRef(t), Deprecated: dep, Reason: reason}
	if def != nil {
		v.Default, v.HasDefault = printValue(def), true
	}
	return v
}

func typeRef(t *ast.Type) TypeRef {
	if t == nil {
		return TypeRef{}
	}
	named := t
	for named.Elem != nil {
		named = named.Elem
	}
	return TypeRef{Text: t.String(), Named: named.NamedType}
}

// deprecation reads @deprecated: its reason, or GraphQL's default one.
func deprecation(dirs ast.DirectiveList) (bool, string) {
	d := dirs.ForName("deprecated")
	if d == nil {
		return false, ""
	}
	if a := d.Arguments.ForName("reason"); a != nil && a.Value != nil && a.Value.Kind == ast.StringValue {
		return true, a.Value.Raw
	}
	return true, "No longer supported"
}

// printValue writes a value as GraphQL source.
func printValue(v *ast.Value) string { return v.String() }
