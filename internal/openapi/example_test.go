package openapi

import (
	"strings"
	"testing"
)

// schemaOf reads one schema, written in YAML as components.schemas.S.
func schemaOf(t *testing.T, src string) *Schema {
	t.Helper()
	var b strings.Builder
	b.WriteString("openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    S:\n")
	for _, l := range strings.Split(strings.TrimSpace(src), "\n") {
		b.WriteString("      " + l + "\n")
	}
	d, err := Parse("s.yaml", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	s, _, ok := d.SchemaNamed("S")
	if !ok {
		t.Fatal("no schema S")
	}
	return s
}

// TestSchemaExample holds the example built from a schema to Mintlify's
// generateExampleFromSchema.
func TestSchemaExample(t *testing.T) {
	for _, tc := range []struct{ name, schema, want string }{
		{"date-time", "{type: string, format: date-time}", `"2023-11-07T05:31:56Z"`},
		{"date", "{type: string, format: date}", `"2023-12-25"`},
		{"email", "{type: string, format: email}", `"jsmith@example.com"`},
		{"uuid", "{type: string, format: UUID}", `"3c90c3cc-0d44-4b50-8888-8dd25736052a"`},
		{"ipv4", "{type: string, format: ipv4}", `"127.0.0.1"`},
		{"ipv6", "{type: string, format: ipv6}", `"2606:4700:3108::ac42:2835"`},
		{"byte", "{type: string, format: byte}", `"aSDinaTvuI8gbWludGxpZnk="`},
		{"uri is a plain string", "{type: string, format: uri}", `"<string>"`},
		{"integer between bounds", "{type: integer, minimum: 1, maximum: 30}", `15`},
		{"number between bounds", "{type: number, minimum: 1, maximum: 30}", `15.5`},
		{"above a minimum", "{type: integer, minimum: 0}", `1`},
		{"below a small maximum", "{type: integer, maximum: 50}", `49`},
		{"3.1 exclusive bounds are not read", "{type: integer, minimum: 0, exclusiveMaximum: 10000}", `1`},
		{"3.0 exclusive bounds are", "{type: integer, minimum: 10, maximum: 20, exclusiveMaximum: true}", `15`},
		{"under a large maximum", "{type: integer, maximum: 500}", `123`},
		{"default before const", "{type: string, default: a, const: b}", `"a"`},
		{"null default", "{type: [string, 'null'], default: null}", `null`},
		{"enum of its type", "{type: string, enum: [null, x, y]}", `"x"`},
		{"any", "{description: anything}", `"<any>"`},
		{"array without items", "{type: array}", `["<any>"]`},
		{"map", "{type: object, additionalProperties: {type: integer}}", `{}`},
		{"x-mint member left out", "{type: object, properties: {a: {type: string}, b: {type: string, x-mint: {}}}}", `{"a": "<string>"}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := CompactJSON(schemaOf(t, tc.schema).Example(ExampleOptions{})); got != tc.want {
				t.Errorf("example of %s = %s, want %s", tc.schema, got, tc.want)
			}
		})
	}
}

// TestInferTypes holds the type of a schema that names none to
// Mintlify's inferType.
func TestInferTypes(t *testing.T) {
	for _, tc := range []struct{ schema, want string }{
		{"{format: date-time}", "string<date-time>"},
		{"{maxLength: 3}", "string"},
		{"{enum: [a, b]}", "enum<string>"},
		{"{minimum: 0}", "number"},
		{"{enum: [1, 2]}", "enum<number>"},
		{"{minItems: 1}", "any[]"},
		{"{properties: {}}", "object"},
		{"{maxProperties: 3}", "object"},
		{"{enum: [true, false]}", "any"},
		{"{const: circle}", "any"},
		{"{format: int32, minimum: 0}", "any"},
	} {
		if got := schemaOf(t, tc.schema).TypeLabel(); got != tc.want {
			t.Errorf("type of %s = %s, want %s", tc.schema, got, tc.want)
		}
	}
}

// TestDefaultText: a schema's default as Mintlify's field shows it.
func TestDefaultText(t *testing.T) {
	long := strings.Repeat("a", 100)
	tests := []struct {
		s    Schema
		want string
		ok   bool
	}{
		{Schema{}, "", false},
		{Schema{HasDefault: true}, "", false}, // default: null
		{Schema{HasDefault: true, Default: ""}, `""`, true},
		{Schema{HasDefault: true, Default: "asc"}, "asc", true},
		{Schema{HasDefault: true, Default: float64(0)}, "0", true},
		{Schema{HasDefault: true, Default: false}, "false", true},
		{Schema{HasDefault: true, Default: []any{"a", float64(1)}}, `["a", 1]`, true},
		{Schema{HasDefault: true, Default: long}, long[:80] + "…", true},
	}
	for _, tc := range tests {
		got, ok := tc.s.DefaultText()
		if got != tc.want || ok != tc.ok {
			t.Errorf("DefaultText(%#v) = %q, %v; want %q, %v", tc.s.Default, got, ok, tc.want, tc.ok)
		}
	}
}
