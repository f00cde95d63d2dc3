package config

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// The JSON Schema of docs.json (draft 2020-12), for editors: a docs.json
// with "$schema" pointing at it gets completion, descriptions and most
// checks while it is being written.
//
// The schema is generated from the model with the same struct tags and the
// same field tables (buildStructInfo, parseRules) the decoder uses, so it
// cannot drift from what Folio accepts. Every named type becomes an entry
// of $defs, which navigation needs because it is recursive.
//
// The schema accepts everything the decoder accepts without an error:
//
//   - objects allow unknown keys, which the decoder ignores with a warning
//     (real sites carry legacy keys), except the strict ones
//     (strictObject), where unknown keys are errors;
//   - a value that Mintlify drops when it is invalid (the "lenient" rule)
//     may be anything;
//   - rules the schema cannot express exactly are left out or loosened
//     (uniqueness of redirect sources, unsafe file extensions, ...), never
//     tightened. The one exception is "format": "uri", which, unlike
//     isAbsoluteURL, does not allow whitespace around an absolute URL.

// SchemaID is the $id of the generated schema.
const SchemaID = "https://foliodocs.dev/docs.schema.json"

const schemaDraft = "https://json-schema.org/draft/2020-12/schema"

// Schema returns the JSON Schema of docs.json as indented JSON. The output
// is deterministic: $defs are sorted by name, properties follow the order
// of the model's fields.
func Schema() ([]byte, error) {
	g := newSchemaGen()
	root, err := g.structSchema(reflect.TypeFor[Config]())
	if err != nil {
		return nil, err
	}
	if err := g.flush(); err != nil {
		return nil, err
	}
	doc := map[string]any{
		"$schema":     schemaDraft,
		"$id":         SchemaID,
		"title":       "docs.json",
		"description": "The configuration of a documentation site for Folio, compatible with Mintlify's docs.json. Generated from Folio's model by folio schema.",
		"$defs":       g.defs,
	}
	for k, v := range root {
		doc[k] = v
	}
	var buf bytes.Buffer
	if err := writeSchemaJSON(&buf, doc); err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := json.Indent(&out, buf.Bytes(), "", "  "); err != nil {
		return nil, fmt.Errorf("config: schema: %w", err)
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

// schemaDescriber is implemented by the types that decode themselves (the
// unions of docs.json): they describe their shapes themselves, usually as
// an anyOf of a string and one of the object structs of unions.go.
type schemaDescriber interface {
	jsonSchema(g *schemaGen) map[string]any
}

// schemaRefiner is implemented by struct types whose rules across fields
// (check.go) the schema can express; refineSchema adds them to the
// generated object schema.
type schemaRefiner interface {
	refineSchema(s map[string]any)
}

var (
	describerType = reflect.TypeFor[schemaDescriber]()
	refinerType   = reflect.TypeFor[schemaRefiner]()
)

// schemaGen collects the $defs of one schema.
type schemaGen struct {
	defs    schemaDefs
	types   map[string]reflect.Type
	pending []reflect.Type
	err     error
}

// schemaDefs is the $defs object; it is written sorted by name.
type schemaDefs map[string]any

// schemaProps is a properties object; it is written in field order.
type schemaProps []schemaProp

type schemaProp struct {
	key    string
	schema map[string]any
}

func newSchemaGen() *schemaGen {
	return &schemaGen{defs: schemaDefs{}, types: map[string]reflect.Type{}}
}

func (g *schemaGen) fail(err error) {
	if g.err == nil {
		g.err = err
	}
}

// ref returns a reference to the definition of t (a struct or a type that
// describes itself), queueing the definition when it is new.
func (g *schemaGen) ref(t reflect.Type) map[string]any {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	name := t.Name()
	if name == "" {
		g.fail(fmt.Errorf("config: schema: unnamed type %s", t))
		return map[string]any{}
	}
	if prev, ok := g.types[name]; !ok {
		g.types[name] = t
		g.pending = append(g.pending, t)
	} else if prev != t {
		g.fail(fmt.Errorf("config: schema: two types are named %s: %s and %s", name, prev, t))
	}
	return map[string]any{"$ref": "#/$defs/" + name}
}

// flush generates the queued definitions, and those they refer to.
func (g *schemaGen) flush() error {
	for len(g.pending) > 0 && g.err == nil {
		t := g.pending[0]
		g.pending = g.pending[1:]
		var s map[string]any
		if reflect.PointerTo(t).Implements(describerType) {
			s = reflect.New(t).Interface().(schemaDescriber).jsonSchema(g)
		} else {
			var err error
			if s, err = g.structSchema(t); err != nil {
				return err
			}
		}
		g.defs[t.Name()] = s
	}
	return g.err
}

// structSchema describes a struct from its field table: the keys the
// decoder knows, in order, with their rules and documentation.
func (g *schemaGen) structSchema(t reflect.Type) (map[string]any, error) {
	if t.Kind() != reflect.Struct {
		return nil, fmt.Errorf("config: schema: %s is not a struct", t)
	}
	si, err := buildStructInfo(t)
	if err != nil {
		return nil, fmt.Errorf("config: schema: %w", err)
	}
	props := make(schemaProps, 0, len(si.fields))
	var required []string
	for _, fi := range si.fields {
		ps := g.valueSchema(fi.typ, fi.rules, fi.elem, fi.keyr)
		doc := fi.doc
		if fi.rules.lenient {
			// Mintlify drops an invalid value silently and Folio warns,
			// so any value is accepted; the first branch still gives
			// editors the shape to complete.
			ps = map[string]any{"anyOf": []any{ps, map[string]any{}}}
			doc = strings.TrimSpace(doc + " An invalid value is ignored with a warning.")
		}
		if doc != "" {
			ps["description"] = doc
		}
		props = append(props, schemaProp{fi.key, ps})
		if fi.rules.required {
			required = append(required, fi.key)
		}
	}
	for _, k := range si.refused {
		if si.byKey[k] == nil {
			// Mintlify's validator refuses the key here; so does the
			// decoder (refuser).
			props = append(props, schemaProp{k, map[string]any{"not": map[string]any{}, "description": "Not allowed here: " + refusedHints[k] + "."}})
		}
	}
	s := map[string]any{"type": "object", "properties": props}
	if len(required) > 0 {
		s["required"] = required
	}
	if si.strict {
		s["additionalProperties"] = false
	}
	if reflect.PointerTo(t).Implements(refinerType) {
		reflect.New(t).Interface().(schemaRefiner).refineSchema(s)
	}
	return s, g.err
}

// valueSchema describes a value of type t with the rules r, and elem and
// key for the items of a slice or map, as decoder.decode reads them.
func (g *schemaGen) valueSchema(t reflect.Type, r, elem, key *rules) map[string]any {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	pt := reflect.PointerTo(t)
	if pt.Implements(describerType) {
		return g.ref(t)
	}
	if pt.Implements(decoderType) {
		g.fail(fmt.Errorf("config: schema: %s decodes itself but has no jsonSchema method", t))
		return map[string]any{}
	}
	switch t.Kind() {
	case reflect.String:
		return stringSchema(r)
	case reflect.Bool:
		return map[string]any{"type": "boolean"}
	case reflect.Float64, reflect.Int:
		return map[string]any{"type": "number"}
	case reflect.Slice:
		s := map[string]any{"type": "array", "items": g.valueSchema(t.Elem(), elem, nil, nil)}
		if r != nil && r.min > 0 {
			s["minItems"] = r.min
		}
		if r != nil && r.max >= 0 {
			s["maxItems"] = r.max
		}
		return s
	case reflect.Map:
		if t.Key().Kind() != reflect.String {
			g.fail(fmt.Errorf("config: schema: map key of %s is not a string", t))
			return map[string]any{}
		}
		s := map[string]any{"type": "object", "additionalProperties": g.valueSchema(t.Elem(), elem, nil, nil)}
		if key != nil && len(key.enum) > 0 {
			s["propertyNames"] = map[string]any{"enum": key.enum}
		}
		return s
	case reflect.Struct:
		return g.ref(t)
	}
	g.fail(fmt.Errorf("config: schema: cannot describe %s", t))
	return map[string]any{}
}

// str describes a string checked with rules written like a cfg tag, as the
// unions' decodeNode methods check them with decoder.str.
func (g *schemaGen) str(tag string) map[string]any {
	r, err := parseRules(tag)
	if err != nil {
		g.fail(fmt.Errorf("config: schema: %w", err))
		return map[string]any{"type": "string"}
	}
	return stringSchema(r)
}

// stringSchema describes a string checked by decoder.checkString with r.
// Rules are expressed exactly where JSON Schema can, loosened where it
// cannot (a trimmed value's length), and never made stricter.
func stringSchema(r *rules) map[string]any {
	s := map[string]any{"type": "string"}
	if r == nil {
		return s
	}
	var patterns, notPatterns []string
	ws := ""
	if r.trim {
		ws = `\s*`
	}
	if r.nonempty {
		if r.trim {
			patterns = append(patterns, `\S`)
		} else {
			s["minLength"] = 1
		}
	}
	if r.min > 0 {
		// With trim the value is measured after trimming; the untrimmed
		// length is at least as long, so minLength stays a loose bound.
		s["minLength"] = max(r.min, intOr(s["minLength"], 0))
	}
	if r.max >= 0 && !r.trim {
		s["maxLength"] = r.max
	}
	if len(r.enum) > 0 && !r.trim {
		s["enum"] = r.enum
	}
	if r.prefix != "" {
		patterns = append(patterns, "^"+ws+regexp.QuoteMeta(r.prefix))
	}
	if r.notPrefix != "" {
		notPatterns = append(notPatterns, "^"+ws+regexp.QuoteMeta(r.notPrefix))
	}
	if f := formatSchemas[r.format]; r.format != "" && (!r.trim || f.trimSafe) {
		// The patterns of most formats hold for the value as written;
		// after trim they would be stricter than the decoder.
		if f.format != "" {
			s["format"] = f.format
		}
		patterns = append(patterns, f.patterns...)
		notPatterns = append(notPatterns, f.not...)
	}
	var all []any
	for i, p := range dedupe(patterns) {
		if i == 0 {
			s["pattern"] = p
		} else {
			all = append(all, map[string]any{"pattern": p})
		}
	}
	for i, p := range notPatterns {
		if i == 0 {
			s["not"] = map[string]any{"pattern": p}
		} else {
			all = append(all, map[string]any{"not": map[string]any{"pattern": p}})
		}
	}
	if len(all) > 0 {
		s["allOf"] = all
	}
	return s
}

func dedupe(list []string) []string {
	var out []string
	for _, s := range list {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

func intOr(v any, def int) int {
	if i, ok := v.(int); ok {
		return i
	}
	return def
}

// formatSchema is what JSON Schema can say about one of the formats of
// rules.go (checkFormat): a standard format for absolute URLs, patterns
// the value must match, and patterns it must not match. Each is implied by
// checkFormat accepting the value.
type formatSchema struct {
	format   string
	patterns []string
	not      []string
	// trimSafe is set when the patterns allow the whitespace around a
	// value, so they also hold before a trim rule removes it.
	trimSafe bool
}

const httpsScheme = `^[hH][tT][tT][pP][sS]:`

var formatSchemas = map[string]formatSchema{
	"hex": {patterns: []string{hexColor.String()}},
	// A path, an in-page anchor, mailto: or an absolute URL (which the URL
	// parser finds after spaces and control characters, and in which it
	// ignores tabs and newlines).
	"href": {patterns: []string{`^(?:[/#]|mailto:|[\x00-\x20]*[a-zA-Z][a-zA-Z0-9+.\t\n\r-]*:)`}},
	// A path (not protocol-relative: "//" and "///" normalise to nothing),
	// an anchor, mailto: or an https URL.
	"securehref": {patterns: []string{`^(?:/(?:[^/]|$)|#|mailto:|[\x00-\x20]*` + httpsScheme[1:] + `)`}},
	"secureurl":  {format: "uri", patterns: []string{httpsScheme}},
	"url":        {format: "uri"},
	"httpsurl":   {format: "uri", patterns: []string{`^https://`}},
	"cdnurl":     {format: "uri", patterns: []string{`^https://[^?#]*$`}},
	"https":      {patterns: []string{`^https://`}},
	"icon":       {not: []string{`^fa-`}},
	"spec":       {patterns: []string{`\S`}, trimSafe: true},
	"httpsspec":  {patterns: []string{`\S`}, trimSafe: true},
	"page":       {patterns: []string{`[\s\S]`}, trimSafe: true},
	"path":       {trimSafe: true},
	// Segments that are not empty, "." or "..", without whitespace, \, ?
	// or #.
	"seopath":  {patterns: []string{`^[^/ \t\n\r\\?#]+(?:/[^/ \t\n\r\\?#]+)*$`}, not: []string{`(?:^|/)\.\.?(?:/|$)`}},
	"bundleid": {patterns: []string{`^\s*[a-zA-Z0-9_-]+\s*$`}, trimSafe: true},
	// A URL, or the path of a .json schema file.
	"schemaref": {trimSafe: true},
}

// keywordOrder is the order in which the keywords of a schema object are
// written, for readability; other keys follow, sorted.
var keywordOrder = []string{
	"$schema", "$id", "$ref", "title", "description", "type", "const", "enum", "format",
	"pattern", "minLength", "maxLength", "items", "minItems", "maxItems", "properties",
	"required", "propertyNames", "additionalProperties", "dependentRequired", "dependentSchemas",
	"anyOf", "oneOf", "allOf", "not", "if", "then", "else", "$defs",
}

func keywordRank(k string) int {
	if i := slices.Index(keywordOrder, k); i >= 0 {
		return i
	}
	return len(keywordOrder)
}

// writeSchemaJSON writes v compactly with a deterministic order of keys.
func writeSchemaJSON(buf *bytes.Buffer, v any) error {
	switch v := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool {
			ri, rj := keywordRank(keys[i]), keywordRank(keys[j])
			if ri != rj {
				return ri < rj
			}
			return keys[i] < keys[j]
		})
		return writeMembers(buf, keys, func(k string) any { return v[k] })
	case schemaDefs:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		return writeMembers(buf, keys, func(k string) any { return v[k] })
	case schemaProps:
		keys := make([]string, len(v))
		byKey := make(map[string]any, len(v))
		for i, p := range v {
			keys[i] = p.key
			byKey[p.key] = p.schema
		}
		return writeMembers(buf, keys, func(k string) any { return byKey[k] })
	case []any:
		buf.WriteByte('[')
		for i, it := range v {
			if i > 0 {
				buf.WriteByte(',')
			}
			if err := writeSchemaJSON(buf, it); err != nil {
				return err
			}
		}
		buf.WriteByte(']')
		return nil
	}
	return writeScalar(buf, v)
}

func writeMembers(buf *bytes.Buffer, keys []string, get func(string) any) error {
	buf.WriteByte('{')
	for i, k := range keys {
		if i > 0 {
			buf.WriteByte(',')
		}
		if err := writeScalar(buf, k); err != nil {
			return err
		}
		buf.WriteByte(':')
		if err := writeSchemaJSON(buf, get(k)); err != nil {
			return err
		}
	}
	buf.WriteByte('}')
	return nil
}

// writeScalar writes a string, number, bool or list of strings, without
// HTML escaping (descriptions are read by people).
func writeScalar(buf *bytes.Buffer, v any) error {
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("config: schema: %w", err)
	}
	buf.Truncate(buf.Len() - 1) // Encode's newline
	return nil
}

// The unions of docs.json describe their shapes. Each anyOf lists exactly
// the shapes their decodeNode method accepts, with the same rules.

func (*Icon) jsonSchema(g *schemaGen) map[string]any {
	return map[string]any{
		"description": "An icon: a name from the site's icon library, the URL or path of an image, or {name, style, library}.",
		"anyOf":       []any{g.str("format=icon"), g.ref(reflect.TypeFor[iconObject]())},
	}
}

func (*Logo) jsonSchema(g *schemaGen) map[string]any {
	return map[string]any{
		"description": "The path or URL of one logo image, or {light, dark, href}.",
		"anyOf":       []any{map[string]any{"type": "string", "minLength": 3}, g.ref(reflect.TypeFor[logoObject]())},
	}
}

func (*Favicon) jsonSchema(g *schemaGen) map[string]any {
	return map[string]any{
		"description": "The path of one favicon file, or {light, dark}.",
		"anyOf":       []any{map[string]any{"type": "string"}, g.ref(reflect.TypeFor[pairObject]())},
	}
}

func (*Image) jsonSchema(g *schemaGen) map[string]any {
	return map[string]any{
		"description": "The path or URL of one image, or {light, dark}.",
		"anyOf":       []any{map[string]any{"type": "string"}, g.ref(reflect.TypeFor[pairObject]())},
	}
}

func (*OpenAPI) jsonSchema(g *schemaGen) map[string]any {
	src := g.ref(reflect.TypeFor[SpecSource]())
	return map[string]any{
		"description": "OpenAPI specifications: a path or URL, a list of paths, URLs and {source, directory, overlays} objects, or one such object.",
		"anyOf": []any{
			g.str("format=spec"),
			map[string]any{"type": "array", "items": map[string]any{"anyOf": []any{g.str("format=spec"), src}}},
			src,
		},
	}
}

func (*AsyncAPI) jsonSchema(g *schemaGen) map[string]any {
	return map[string]any{
		"description": "AsyncAPI specifications: a path or URL, a list of them, or {source, directory}.",
		"anyOf": []any{
			g.str("format=spec"),
			map[string]any{"type": "array", "items": g.str("format=spec")},
			g.ref(reflect.TypeFor[asyncSource]()),
		},
	}
}

func (*GraphQL) jsonSchema(g *schemaGen) map[string]any {
	return map[string]any{
		"description": "A GraphQL schema: a path or an https URL, or {source, directory}.",
		"anyOf":       []any{g.str("format=httpsspec"), g.ref(reflect.TypeFor[graphqlObject]())},
	}
}

func (*Fonts) jsonSchema(g *schemaGen) map[string]any {
	return map[string]any{
		"description": "One font for the whole site ({family, ...}), or separate fonts {heading, body}.",
		"anyOf":       []any{g.ref(reflect.TypeFor[FontDetails]()), g.ref(reflect.TypeFor[FontPair]())},
	}
}

func (*Codeblocks) jsonSchema(g *schemaGen) map[string]any {
	return map[string]any{
		"description": "The code block theme: system (default), dark, or {theme, languages}.",
		"anyOf":       []any{g.str("enum=system|dark"), g.ref(reflect.TypeFor[codeblocksObject]())},
	}
}

func (*codeTheme) jsonSchema(g *schemaGen) map[string]any {
	return map[string]any{
		"description": "A code theme for both modes, or {light, dark}.",
		"anyOf":       []any{g.str("enum=@shiki"), g.ref(reflect.TypeFor[codeThemePair]())},
	}
}

func (*ContextualOption) jsonSchema(g *schemaGen) map[string]any {
	return map[string]any{
		"description": "A built-in option by name, or a custom link {title, description, icon, href}.",
		"anyOf":       []any{g.str("enum=@contextual"), g.ref(reflect.TypeFor[contextualCustom]())},
	}
}

func (*contextualHref) jsonSchema(g *schemaGen) map[string]any {
	return map[string]any{
		"description": "A URL, or {base, query}.",
		"anyOf":       []any{map[string]any{"type": "string"}, g.ref(reflect.TypeFor[contextualHrefObject]())},
	}
}

func (*Instructions) jsonSchema(g *schemaGen) map[string]any {
	return stringOrList(g.str(""), "A string or a list of strings.")
}

func (*StringList) jsonSchema(g *schemaGen) map[string]any {
	return stringOrList(g.str("format=url"), "A URL or a list of URLs.")
}

func stringOrList(item map[string]any, doc string) map[string]any {
	list := map[string]any{"type": "array", "items": item}
	return map[string]any{"description": doc, "anyOf": []any{item, list}}
}

func (*Variations) jsonSchema(g *schemaGen) map[string]any {
	// The decoder ignores the value unless the theme is willow, so any
	// value is accepted; the first branch gives editors the shape.
	return map[string]any{
		"description": "{options: [{id, label}]}, read with the willow theme only.",
		"anyOf":       []any{g.ref(reflect.TypeFor[variationsObject]()), map[string]any{}},
	}
}

func (*PageEntry) jsonSchema(g *schemaGen) map[string]any {
	return map[string]any{
		"description": "A page path relative to the docs folder, without extension (or an OpenAPI reference such as \"GET /users\"), or a nested group.",
		"anyOf":       []any{g.str("format=page"), g.ref(reflect.TypeFor[Group]())},
	}
}

// Rules of check.go that the schema can state.

// refineSchema: a link needs a label unless it is of type github or
// discord (checkNavbar).
func (*NavbarLink) refineSchema(s map[string]any) {
	s["if"] = map[string]any{
		"properties": map[string]any{"type": map[string]any{"enum": []string{"github", "discord"}}},
		"required":   []string{"type"},
	}
	s["else"] = map[string]any{"required": []string{"label"}}
}

// refineSchema: a button needs a label (checkNavbar).
func (*NavbarPrimary) refineSchema(s map[string]any) {
	s["if"] = map[string]any{
		"properties": map[string]any{"type": map[string]any{"const": "button"}},
		"required":   []string{"type"},
	}
	s["then"] = map[string]any{"required": []string{"label"}}
}

// refineSchema: a font file needs its format (check).
func (*FontDetails) refineSchema(s map[string]any) {
	s["dependentRequired"] = map[string]any{"source": []string{"format"}}
}

// refineSchema: navigation needs one kind of content (checkNavigation).
func (n *Navigation) refineSchema(s map[string]any) {
	var oneOf []any
	for _, k := range n.childKeys() {
		oneOf = append(oneOf, map[string]any{"required": []string{k}})
	}
	s["anyOf"] = oneOf
}

// generatedTabKeys are the keys a tab with graphql or sdk may have
// (checkGeneratedTab).
var generatedTabKeys = []string{"tab", "icon", "hidden", "searchable", "align", "directory", "groups", "graphql", "sdk"}

// refineSchema: a GraphQL or SDK tab may only add groups, and cannot be
// both (checkGeneratedTab).
func (*Tab) refineSchema(s map[string]any) {
	keys := map[string]any{"enum": generatedTabKeys}
	s["dependentSchemas"] = map[string]any{
		"graphql": map[string]any{"propertyNames": keys, "not": map[string]any{"required": []string{"sdk"}}},
		"sdk":     map[string]any{"propertyNames": keys},
	}
}
