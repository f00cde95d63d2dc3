package openapi

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v4"
)

// Values read from a specification for examples, defaults and enums are
// what JSON.parse gives (string, float64, bool, nil, []any), except that an
// object is an Object, which keeps its members in the order written.

// Object is a JSON object whose members keep their order.
type Object []Member

// Member is one member of an Object.
type Member struct {
	Name  string
	Value any
}

// Get returns the value of a member.
func (o Object) Get(name string) (any, bool) {
	for _, m := range o {
		if m.Name == name {
			return m.Value, true
		}
	}
	return nil, false
}

// orderedValue converts a node to a value, objects as Object.
func orderedValue(n *yaml.Node) any {
	budget := maxValueNodes
	return ordered(n, 0, &budget)
}

func ordered(n *yaml.Node, depth int, budget *int) any {
	n = deref(n)
	if n == nil || depth > 64 || *budget <= 0 {
		return nil
	}
	*budget--
	switch n.Kind {
	case yaml.ScalarNode:
		return scalar(n)
	case yaml.SequenceNode:
		out := make([]any, 0, len(n.Content))
		for _, c := range n.Content {
			out = append(out, ordered(c, depth+1, budget))
		}
		return out
	case yaml.MappingNode:
		es := entries(n)
		out := make(Object, 0, len(es))
		for _, e := range es {
			out = append(out, Member{e.key, ordered(e.value, depth+1, budget)})
		}
		return out
	}
	return nil
}

// ExampleOptions choose what an example built from a schema holds.
type ExampleOptions struct {
	// Request builds the body of a request: read-only members are left
	// out. Otherwise it is a response, without write-only members.
	Request bool
	// RequiredOnly leaves out the members that are not required
	// (api.examples.defaults: required).
	RequiredOnly bool
}

// maxExampleNodes bounds the values one example holds.
const maxExampleNodes = 2000

// Example builds an example value of the schema as Mintlify's
// generateExampleFromSchema does: the schema's own example, default or
// const where it has one, else the first enum value of its type, else a
// value of its type — a placeholder string by format, a number between
// its bounds, the members of an object (not its additionalProperties)
// and one item of an array built the same way, "<any>" for any value.
func (s *Schema) Example(o ExampleOptions) any {
	budget := maxExampleNodes
	return s.example(o, 0, &budget)
}

func (s *Schema) example(o ExampleOptions, depth int, budget *int) any {
	if s == nil {
		return nil
	}
	*budget--
	if len(s.Examples) > 0 {
		return s.Examples[0]
	}
	if s.HasDefault {
		return s.Default
	}
	if s.HasConst {
		return s.Const
	}
	if len(s.OneOf) > 0 && len(s.Properties) == 0 {
		return s.OneOf[0].example(o, depth+1, budget)
	}
	if s.Recursive || s.Truncated || s.Unresolved || depth > maxSchemaDepth || *budget <= 0 {
		switch {
		case s.Is("array"):
			return []any{}
		case s.Is("object") || len(s.Types) == 0:
			return Object{}
		}
	}
	t := ""
	if len(s.Types) > 0 {
		t = s.Types[0]
	}
	if v, ok := s.enumExample(t); ok {
		return v
	}
	switch t {
	case "object", "":
		if t == "" && len(s.Properties) == 0 && len(s.OneOf) == 0 {
			if s.Nullable {
				return nil
			}
			return anyExample
		}
		out := Object{}
		for _, p := range s.Properties {
			if *budget <= 0 {
				break
			}
			if !p.Shown(o.Request) || o.RequiredOnly && !p.Required || p.mintOnly() {
				continue
			}
			out = append(out, Member{p.Name, p.Schema.example(o, depth+1, budget)})
		}
		if len(s.OneOf) > 0 {
			if v, ok := s.OneOf[0].example(o, depth+1, budget).(Object); ok {
				for _, m := range v {
					if _, dup := out.Get(m.Name); !dup {
						out = append(out, m)
					}
				}
			}
		}
		return out
	case "array":
		if s.Items == nil {
			return []any{anyExample}
		}
		if s.Items.Recursive {
			return []any{}
		}
		return []any{s.Items.example(o, depth+1, budget)}
	case "string":
		return stringExample(s.Format)
	case "integer":
		return numberExample(s, math.Floor)
	case "number":
		return numberExample(s, func(f float64) float64 { return f })
	case "boolean":
		return true
	case "null":
		return nil
	}
	return anyExample
}

// anyExample stands for a value of any type.
const anyExample = "<any>"

// enumExample is the first value of the schema's enum that has its type
// (a string for a string, a number for a number or an integer), which
// is the only kind of enum Mintlify keeps.
func (s *Schema) enumExample(t string) (any, bool) {
	for _, e := range s.Enum {
		switch e.(type) {
		case string:
			if t == "string" {
				return e, true
			}
		case float64:
			if t == "number" || t == "integer" {
				return e, true
			}
		}
	}
	return nil, false
}

// numberExample is 123, or a number within the schema's minimum and
// maximum (not its 3.1 exclusive bounds, which Mintlify does not read
// there): halfway between both, one above the minimum, one below a
// maximum under 123; round rounds it for an integer.
func numberExample(s *Schema, round func(float64) float64) float64 {
	switch lo, hi := s.minimum, s.maximum; {
	case lo != nil && hi != nil:
		return round((*lo + *hi) / 2)
	case lo != nil:
		return round(*lo + 1)
	case hi != nil && *hi <= 123:
		return round(*hi - 1)
	}
	return 123
}

// mintOnly reports whether a member carries x-mint, which Mintlify
// leaves out of the examples it generates.
func (p *Property) mintOnly() bool {
	_, ok := p.Schema.Value("x-mint")
	return ok
}

// Shown reports whether a member belongs in a request (read-only ones do
// not) or a response (write-only ones do not).
func (p *Property) Shown(request bool) bool {
	if p.Schema == nil {
		return true
	}
	if request {
		return !p.Schema.ReadOnly
	}
	return !p.Schema.WriteOnly
}

// stringExample is the placeholder Mintlify shows for a string of a
// format.
func stringExample(format string) string {
	switch strings.ToLower(format) {
	case "byte", "base64":
		return "aSDinaTvuI8gbWludGxpZnk="
	case "date":
		return "2023-12-25"
	case "date-time":
		return "2023-11-07T05:31:56Z"
	case "email":
		return "jsmith@example.com"
	case "uuid":
		return "3c90c3cc-0d44-4b50-8888-8dd25736052a"
	case "ipv4":
		return "127.0.0.1"
	case "ipv6":
		return "2606:4700:3108::ac42:2835"
	case "binary":
		return "<binary>"
	}
	return "<string>"
}

// FormatJSON writes a value as JSON indented by two spaces, objects in
// their order.
func FormatJSON(v any) string {
	var b strings.Builder
	writeJSONValue(&b, v, "", 0)
	return b.String()
}

func writeJSONValue(b *strings.Builder, v any, indent string, depth int) {
	if depth > 64 {
		b.WriteString("null")
		return
	}
	switch v := v.(type) {
	case nil:
		b.WriteString("null")
	case string:
		b.WriteString(QuoteJSON(v))
	case bool:
		b.WriteString(strconv.FormatBool(v))
	case float64:
		if math.IsNaN(v) || math.IsInf(v, 0) {
			b.WriteString("null")
		} else {
			b.WriteString(jsNumber(v))
		}
	case []any:
		if len(v) == 0 {
			b.WriteString("[]")
			return
		}
		b.WriteString("[\n")
		for i, x := range v {
			b.WriteString(indent + "  ")
			writeJSONValue(b, x, indent+"  ", depth+1)
			if i < len(v)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(indent + "]")
	case Object:
		if len(v) == 0 {
			b.WriteString("{}")
			return
		}
		b.WriteString("{\n")
		for i, m := range v {
			b.WriteString(indent + "  ")
			b.WriteString(QuoteJSON(m.Name))
			b.WriteString(": ")
			writeJSONValue(b, m.Value, indent+"  ", depth+1)
			if i < len(v)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(indent + "}")
	case map[string]any:
		writeJSONValue(b, sortedObject(v), indent, depth)
	default:
		b.WriteString("null")
	}
}

// CompactJSON writes a value as JSON on one line.
func CompactJSON(v any) string {
	var b strings.Builder
	writeCompact(&b, v, 0)
	return b.String()
}

func writeCompact(b *strings.Builder, v any, depth int) {
	if depth > 64 {
		b.WriteString("null")
		return
	}
	switch v := v.(type) {
	case []any:
		b.WriteByte('[')
		for i, x := range v {
			if i > 0 {
				b.WriteString(", ")
			}
			writeCompact(b, x, depth+1)
		}
		b.WriteByte(']')
	case Object:
		b.WriteByte('{')
		for i, m := range v {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(QuoteJSON(m.Name))
			b.WriteString(": ")
			writeCompact(b, m.Value, depth+1)
		}
		b.WriteByte('}')
	case map[string]any:
		writeCompact(b, sortedObject(v), depth)
	default:
		writeJSONValue(b, v, "", depth)
	}
}

// sortedObject turns a map into an Object, in the order of its keys.
func sortedObject(m map[string]any) Object {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	out := make(Object, len(keys))
	for i, k := range keys {
		out[i] = Member{k, m[k]}
	}
	return out
}

// QuoteJSON quotes a string as JSON does, keeping non-ASCII characters.
func QuoteJSON(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"':
				b.WriteString(`\"`)
			case c == '\\':
				b.WriteString(`\\`)
			case c == '\n':
				b.WriteString(`\n`)
			case c == '\r':
				b.WriteString(`\r`)
			case c == '\t':
				b.WriteString(`\t`)
			case c < 0x20:
				b.WriteString(`\u00`)
				b.WriteByte("0123456789abcdef"[c>>4])
				b.WriteByte("0123456789abcdef"[c&0xf])
			default:
				b.WriteByte(c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b.WriteString(`\ufffd`)
		} else if r == 0x2028 || r == 0x2029 {
			b.WriteString(`\u202` + string(rune('0'+r-0x2028)))
		} else {
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	b.WriteByte('"')
	return b.String()
}

// ValueText writes a value for a reader: a string as it is, anything else
// as compact JSON.
func ValueText(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	return CompactJSON(v)
}
