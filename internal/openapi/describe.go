package openapi

import (
	"slices"
	"strconv"
	"strings"
)

// How a reference page words a schema: its type in one label, and its
// constraints in sentences. The HTML page and the Markdown copy share
// them.

// TypeLabel names the schema's type the way a reference page shows it:
// "string", "string<uuid>", "integer<int64>", "enum<string>",
// "object[]", "string | null", "any".
func (s *Schema) TypeLabel() string {
	if s == nil {
		return "any"
	}
	l := s.baseLabel(0)
	if s.Nullable && l != "null" {
		l += " | null"
	}
	return l
}

func (s *Schema) baseLabel(depth int) string {
	if depth > 8 {
		return "any"
	}
	if len(s.Types) == 0 {
		if len(s.OneOf) > 0 {
			var ls []string
			for _, a := range s.OneOf {
				l := a.baseLabel(depth + 1)
				if !slices.Contains(ls, l) {
					ls = append(ls, l)
				}
			}
			if len(ls) > 0 && len(ls) <= 4 {
				return strings.Join(ls, " | ")
			}
			return "object"
		}
		if s.Nullable {
			return "null"
		}
		return "any"
	}
	var ls []string
	for _, t := range s.Types {
		l := t
		switch t {
		case "array":
			item := "any"
			if s.Items != nil {
				item = s.Items.baseLabel(depth + 1)
				if s.Items.Nullable {
					item += " | null"
				}
			}
			if strings.Contains(item, " | ") {
				item = "(" + item + ")"
			}
			l = item + "[]"
		case "object":
		default:
			switch {
			case len(s.Enum) > 0:
				l = "enum<" + t + ">"
			case s.Format != "":
				l = t + "<" + s.Format + ">"
			}
		}
		ls = append(ls, l)
	}
	return strings.Join(ls, " | ")
}

// Constraint is one rule a value must follow, in words: Label, then the
// values, each shown as code.
type Constraint struct {
	Label  string
	Values []string
	// After is words after the values ("elements").
	After string
}

// Constraints lists what the schema requires of a value, in the order a
// reference page gives them: allowed values, ranges, lengths, pattern.
func (s *Schema) Constraints() []Constraint {
	if s == nil {
		return nil
	}
	var out []Constraint
	enum := s.Enum
	if len(enum) == 0 && s.Is("array") && s.Items != nil {
		enum = s.Items.Enum // enum<string>[]
	}
	if len(enum) > 0 {
		c := Constraint{Label: "Available options:"}
		for _, v := range enum {
			c.Values = append(c.Values, ValueText(v))
		}
		out = append(out, c)
	}
	if s.HasConst {
		out = append(out, Constraint{Label: "Allowed value:", Values: []string{CompactJSON(s.Const)}})
	}
	if r := rangeText(s.Minimum, s.Maximum, s.ExclusiveMinimum, s.ExclusiveMaximum); r != "" {
		out = append(out, Constraint{Label: "Required range:", Values: []string{r}})
	}
	if s.MultipleOf != nil {
		out = append(out, Constraint{Label: "Multiple of:", Values: []string{jsNumber(*s.MultipleOf)}})
	}
	out = appendLength(out, "string length", s.MinLength, s.MaxLength, "")
	if s.Is("array") {
		out = appendLength(out, "array length", s.MinItems, s.MaxItems, "elements")
	}
	if s.Is("object") {
		out = appendLength(out, "number of properties", s.MinProperties, s.MaxProperties, "")
	}
	if s.UniqueItems {
		out = append(out, Constraint{Label: "Items must be unique."})
	}
	if s.Pattern != "" {
		out = append(out, Constraint{Label: "Pattern:", Values: []string{s.Pattern}})
	}
	return out
}

func rangeText(lo, hi *float64, exLo, exHi bool) string {
	if lo == nil && hi == nil {
		return ""
	}
	var b strings.Builder
	if lo != nil {
		b.WriteString(jsNumber(*lo))
		if exLo {
			b.WriteString(" < ")
		} else {
			b.WriteString(" <= ")
		}
	}
	b.WriteString("x")
	if hi != nil {
		if exHi {
			b.WriteString(" < ")
		} else {
			b.WriteString(" <= ")
		}
		b.WriteString(jsNumber(*hi))
	}
	return b.String()
}

func appendLength(out []Constraint, what string, lo, hi *int, after string) []Constraint {
	switch {
	case lo != nil && hi != nil:
		return append(out, Constraint{Label: "Required " + what + ":", Values: []string{strconv.Itoa(*lo) + " - " + strconv.Itoa(*hi)}, After: after})
	case lo != nil:
		return append(out, Constraint{Label: "Minimum " + what + ":", Values: []string{strconv.Itoa(*lo)}, After: after})
	case hi != nil:
		return append(out, Constraint{Label: "Maximum " + what + ":", Values: []string{strconv.Itoa(*hi)}, After: after})
	}
	return out
}

// ExampleText is the schema's own first example, as a page shows it; false
// when it has none.
func (s *Schema) ExampleText() (string, bool) {
	if s == nil || len(s.Examples) == 0 {
		return "", false
	}
	return CompactJSON(s.Examples[0]), true
}

// Children are the members a page lists under a field: an object's
// properties, or those of an array's items (several levels of arrays
// down). The schema they belong to is returned too.
func (s *Schema) Children() (*Schema, []*Property) {
	for i := 0; s != nil && i < 8; i++ {
		if s.Recursive {
			return s, nil
		}
		if len(s.Properties) > 0 {
			return s, s.Properties
		}
		if s.Items == nil {
			return s, nil
		}
		s = s.Items
	}
	return s, nil
}

// Alternatives are the oneOf or anyOf choices a page shows under a field
// (for an array, those of its items).
func (s *Schema) Alternatives() []*Schema {
	for i := 0; s != nil && i < 8; i++ {
		if len(s.OneOf) > 0 {
			return s.OneOf
		}
		if len(s.Properties) > 0 {
			return nil
		}
		s = s.Items
	}
	return nil
}

// AlternativeLabel names a oneOf or anyOf choice for its selector: its
// title, the component it comes from, or its type and position.
func AlternativeLabel(s *Schema, i int) string {
	switch {
	case s == nil:
	case s.Title != "":
		return s.Title
	case s.Ref != "":
		return s.Ref
	case len(s.Types) > 0 && s.Types[0] != "object":
		return s.TypeLabel()
	}
	return "Option " + strconv.Itoa(i+1)
}

// SecurityField is what a page shows of a security scheme: the header,
// query parameter or cookie the credential goes in, and a sentence that
// says what it holds (Markdown).
type SecurityField struct {
	Name, In, Type string
	Description    string
}

// Field describes the scheme as the field a reader fills in.
func (s *SecurityScheme) Field() SecurityField {
	f := SecurityField{Type: "string"}
	name, value, in := s.Credential()
	f.Name, f.In = name, in
	var desc string
	switch s.Type {
	case "apiKey":
		where := map[string]string{"header": "header", "query": "query parameter", "cookie": "cookie"}[in]
		desc = "An API key, sent in the `" + name + "` " + where + "."
	case "http":
		switch s.Scheme {
		case "basic":
			desc = "HTTP basic authentication: `" + value + "`, where `<encoded-value>` is `username:password` encoded in base64."
		case "bearer", "":
			desc = "A bearer token: `" + value + "`"
			if s.BearerFormat != "" {
				desc += ", where `<token>` is a " + s.BearerFormat
			}
			desc += "."
		default:
			desc = "HTTP " + s.Scheme + " authentication: `" + value + "`."
		}
	case "oauth2":
		desc = "An OAuth 2.0 access token: `" + value + "`."
		if len(s.Flows) > 0 {
			fl := s.Flows[0]
			switch {
			case fl.AuthorizationURL != "" && fl.TokenURL != "":
				desc += " Authorize at " + fl.AuthorizationURL + ", get the token at " + fl.TokenURL + "."
			case fl.TokenURL != "":
				desc += " Get the token at " + fl.TokenURL + "."
			case fl.AuthorizationURL != "":
				desc += " Authorize at " + fl.AuthorizationURL + "."
			}
		}
		if len(s.Scopes) > 0 {
			desc += " Scopes: `" + strings.Join(s.Scopes, "`, `") + "`."
		}
	case "openIdConnect":
		desc = "An OpenID Connect token: `" + value + "`."
		if s.OpenIDConnectURL != "" {
			desc += " Discovery document: " + s.OpenIDConnectURL + "."
		}
		if len(s.Scopes) > 0 {
			desc += " Scopes: `" + strings.Join(s.Scopes, "`, `") + "`."
		}
	case "mutualTLS":
		f.Name, f.In, f.Type = s.Key, "", "certificate"
		desc = "A client TLS certificate."
	default:
		f.Name = s.Key
	}
	if s.Description != "" {
		desc = strings.TrimSpace(s.Description) + "\n\n" + desc
	}
	f.Description = desc
	return f
}

// ParamsIn returns the endpoint's parameters of one kind ("path",
// "query", "header", "cookie"), in their order.
func (e *Endpoint) ParamsIn(in string) []*Param {
	var ps []*Param
	for _, p := range e.Params {
		if p.In == in {
			ps = append(ps, p)
		}
	}
	return ps
}

// ParamGroups are the kinds of parameters in the order a page lists them,
// with their headings.
var ParamGroups = []struct{ In, Title string }{
	{"path", "Path parameters"},
	{"query", "Query parameters"},
	{"header", "Headers"},
	{"cookie", "Cookies"},
}
