package openapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/pb33f/libopenapi/datamodel"
	"go.yaml.in/yaml/v4"
)

// Error is a problem with an OpenAPI document, at a place in it.
type Error struct {
	// Code is stable: "openapi-invalid" for a document that does not parse
	// or is not an OpenAPI document.
	Code string
	Msg  string
	Pos  jsonpos.Pos
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// Diagnostic returns e as a diagnostic.
func (e *Error) Diagnostic() diag.Diagnostic {
	return diag.Diagnostic{Code: e.Code, Message: e.Msg, Pos: e.Pos, File: e.Pos.Src.Name}
}

// Document is a parsed OpenAPI document. It is safe for concurrent use.
type Document struct {
	// Name is the name given to Parse; positions refer to it.
	Name string
	// Version is the value of "openapi" ("3.1.0"), or of "swagger" for a
	// Swagger 2.0 document ("2.0").
	Version string
	// Swagger is set for a Swagger 2.0 document.
	Swagger bool

	src  *jsonpos.Source
	root *yaml.Node // the top-level mapping
	// ext holds the other files the document's references lead to.
	ext      refFiles
	paths    []item
	webhooks []item
	ops      []Operation
	// tagGroups maps a tag to the group its operations are listed in:
	// the tag's x-group, or the tag itself.
	tagGroups map[string]string
	// pointers caches the targets of references, by reference.
	pointers sync.Map
	// schemas holds the schemas of parameters and media types read for
	// pages, by node (see topSchema); markdown their Markdown (mdKey).
	schemas  sync.Map
	markdown sync.Map
}

// item is an entry of paths or webhooks.
type item struct {
	key  string
	pos  jsonpos.Pos
	node *yaml.Node // the path item, $ref resolved; nil when it is not an object
	ops  []int      // indexes in Document.ops
}

// maxSpecDepth bounds the nesting Parse follows.
const maxSpecDepth = 10000

// Parse reads an OpenAPI 3.x or Swagger 2.0 document, in JSON or YAML. name
// is how positions refer to the file. An error is an *Error with the
// position of the problem.
//
// A reference to another file ("./schemas/pet.yaml#/Pet") is reported
// and not followed: the document has no folder to read it from (Specs
// reads a document with its folder).
func Parse(name string, data []byte) (*Document, error) {
	return parse(name, data, true, nil)
}

// parse is Parse; withJSON false reads JSON documents as YAML too (tests
// compare the two). read, when set, reads the other files of the docs
// folder that references lead to; name is then the document's path in
// that folder.
func parse(name string, data []byte, withJSON bool, read func(string) ([]byte, error)) (*Document, error) {
	d, err := parseTree(name, data, withJSON, read)
	if err != nil {
		return nil, err
	}
	if err := d.checkVersion(); err != nil {
		return nil, err
	}
	if err := d.index(); err != nil {
		return nil, err
	}
	return d, nil
}

// parseTree reads the document's tree, whatever it describes.
func parseTree(name string, data []byte, withJSON bool, read func(string) ([]byte, error)) (*Document, *Error) {
	src := jsonpos.NewSource(name, data)
	d := &Document{Name: name, src: src}
	d.ext.read = read
	if t := bytes.TrimSpace(data); withJSON && len(t) > 0 && t[0] == '{' {
		// A JSON document is read with the JSON parser: twenty times
		// faster than as YAML, and exact about JSON's escapes ("\/").
		root, e := d.parseJSON()
		if e != nil {
			// Mintlify loads every specification with a YAML parser,
			// which also takes what strict JSON refuses, such as a
			// trailing comma: a file that is not JSON is broken only
			// when it is not YAML either, and then JSON's error is the
			// one that tells what is wrong.
			y, ye := d.parseYAML(data)
			if ye != nil {
				return nil, e
			}
			root = y
		}
		d.root = root
	} else if len(t) > 0 && t[0] == '{' {
		// JSON read as YAML (tests compare the two): libopenapi first
		// turns JSON's escapes that YAML lacks into YAML's.
		info, err := extractSpecInfo(data)
		if err != nil {
			return nil, d.explain(data, err)
		}
		if info.RootNode == nil || len(info.RootNode.Content) == 0 || info.RootNode.Content[0].Kind != yaml.MappingNode {
			return nil, d.errorf(nil, "the document is not a mapping of keys to values")
		}
		d.root = info.RootNode.Content[0]
	} else {
		root, e := d.parseYAML(data)
		if e != nil {
			return nil, e
		}
		d.root = root
	}
	return d, nil
}

// scanTree reads a JSON or YAML file of the folder the way Mintlify's
// walk does (js-yaml's load): nil without error when it holds no mapping
// (it is empty, a list, a scalar), an error when it does not parse. JSON
// is read as YAML when the JSON parser refuses it, since js-yaml accepts
// what YAML accepts (a trailing comma).
func scanTree(name string, data []byte, read func(string) ([]byte, error)) (*Document, *Error) {
	d := &Document{Name: name, src: jsonpos.NewSource(name, data)}
	d.ext.read = read
	t := bytes.TrimSpace(data)
	if len(t) == 0 {
		return nil, nil
	}
	var jerr *Error
	if t[0] == '{' || t[0] == '[' {
		n, err := jsonpos.Parse(d.src)
		if err == nil {
			if n.Kind != jsonpos.Object {
				return nil, nil
			}
			root, e := jsonTree(n)
			if e != nil {
				return nil, e
			}
			d.root = root
			return d, nil
		}
		jerr = jsonError(d.src, err)
	}
	var n yaml.Node
	if err := unmarshalYAML(data, &n); err != nil {
		if jerr != nil {
			return nil, jerr
		}
		return nil, d.explainYAML(err)
	}
	if len(n.Content) == 0 || n.Content[0].Kind != yaml.MappingNode {
		return nil, nil
	}
	if first, dup := duplicateKey(&n, 0); dup != nil {
		return nil, d.errorf(dup, "the key %q is defined twice; first on line %d", dup.Value, first.Line)
	}
	d.root = n.Content[0]
	return d, nil
}

// parseYAML reads a YAML document with the YAML parser libopenapi uses,
// and checks it for repeated keys in linear time: libopenapi's check
// compares every key of a mapping with every other, and a specification
// with a schema of 100,000 members took minutes.
func (d *Document) parseYAML(data []byte) (*yaml.Node, *Error) {
	var n yaml.Node
	err := unmarshalYAML(data, &n)
	if err != nil || len(n.Content) == 0 || n.Content[0].Kind != yaml.MappingNode {
		if err == nil {
			err = errors.New("the document is not a mapping of keys to values")
		}
		return nil, d.explain(data, err)
	}
	if first, dup := duplicateKey(&n, 0); dup != nil {
		return nil, d.errorf(dup, "the key %q is defined twice; first on line %d", dup.Value, first.Line)
	}
	return n.Content[0], nil
}

// parseJSON reads a JSON document into the YAML tree the package walks,
// as the YAML parser would build it.
func (d *Document) parseJSON() (*yaml.Node, *Error) {
	n, err := jsonpos.Parse(d.src)
	if err != nil {
		return nil, jsonError(d.src, err)
	}
	if n.Kind != jsonpos.Object {
		return nil, &Error{Code: "openapi-invalid", Msg: "the document is not a mapping of keys to values", Pos: n.Pos}
	}
	return jsonTree(n)
}

// jsonError is why a JSON file does not parse, at the place it stops.
func jsonError(src *jsonpos.Source, err error) *Error {
	var se *jsonpos.SyntaxError
	if errors.As(err, &se) {
		return &Error{Code: "openapi-invalid", Msg: "invalid JSON: " + se.Msg, Pos: se.Pos}
	}
	return &Error{Code: "openapi-invalid", Msg: err.Error(), Pos: jsonpos.Pos{Src: src}}
}

// jsonTree converts a parsed JSON document into the YAML tree the package
// walks; a key that repeats in an object is an error, as for YAML.
func jsonTree(n *jsonpos.Node) (*yaml.Node, *Error) {
	var dup *jsonpos.Member
	var first jsonpos.Member
	root := toYAML(n, &dup, &first)
	if dup != nil {
		l, _ := first.KeyPos.LineCol()
		return nil, &Error{Code: "openapi-invalid", Msg: fmt.Sprintf("the key %q is defined twice; first on line %d", dup.Key, l), Pos: dup.KeyPos}
	}
	return root, nil
}

// toYAML converts a JSON tree into the YAML tree the YAML parser makes of
// the same text: flow collections, double-quoted strings, resolved tags. It
// records the first key that repeats in an object.
func toYAML(n *jsonpos.Node, dup **jsonpos.Member, first *jsonpos.Member) *yaml.Node {
	line, col := n.Pos.LineCol()
	y := &yaml.Node{Line: line, Column: col}
	switch n.Kind {
	case jsonpos.Object:
		y.Kind, y.Tag, y.Style = yaml.MappingNode, "!!map", yaml.FlowStyle
		seen := make(map[string]int, len(n.Members))
		for i, m := range n.Members {
			if j, ok := seen[m.Key]; ok && *dup == nil {
				dm := m
				*dup, *first = &dm, n.Members[j]
			}
			seen[m.Key] = i
			kl, kc := m.KeyPos.LineCol()
			y.Content = append(y.Content,
				&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Style: yaml.DoubleQuotedStyle, Value: m.Key, Line: kl, Column: kc},
				toYAML(m.Value, dup, first))
		}
	case jsonpos.Array:
		y.Kind, y.Tag, y.Style = yaml.SequenceNode, "!!seq", yaml.FlowStyle
		for _, it := range n.Items {
			y.Content = append(y.Content, toYAML(it, dup, first))
		}
	case jsonpos.String:
		y.Kind, y.Tag, y.Style, y.Value = yaml.ScalarNode, "!!str", yaml.DoubleQuotedStyle, n.Text
	case jsonpos.Number:
		y.Kind, y.Tag, y.Value = yaml.ScalarNode, "!!int", n.Text
		if strings.ContainsAny(n.Text, ".eE") {
			y.Tag = "!!float"
		}
	case jsonpos.Bool:
		y.Kind, y.Tag, y.Value = yaml.ScalarNode, "!!bool", strconv.FormatBool(n.True)
	default:
		y.Kind, y.Tag, y.Value = yaml.ScalarNode, "!!null", "null"
	}
	return y
}

// extractSpecInfo parses the document with libopenapi. It is third-party
// code run on arbitrary input: a panic there is a document it cannot read.
func extractSpecInfo(data []byte) (info *datamodel.SpecInfo, err error) {
	defer func() {
		if r := recover(); r != nil {
			info, err = nil, fmt.Errorf("the document cannot be read (%v)", r)
		}
	}()
	return datamodel.ExtractSpecInfoWithDocumentCheck(data, false)
}

// unmarshalYAML parses YAML into a node, turning a panic of the parser
// into an error.
func unmarshalYAML(data []byte, n *yaml.Node) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the document cannot be read (%v)", r)
		}
	}()
	return yaml.Unmarshal(data, n)
}

// Source returns the file the document was read from.
func (d *Document) Source() *jsonpos.Source { return d.src }

// at converts a 1-based line and column (in characters) into a position.
func (d *Document) at(line, col int) jsonpos.Pos {
	return jsonpos.Pos{Src: d.src, Off: d.src.Offset(line, col)}
}

// pos returns the position of a node, in the file it is in.
func (d *Document) pos(n *yaml.Node) jsonpos.Pos {
	if n == nil {
		return jsonpos.Pos{Src: d.src}
	}
	if i := n.Line >> fileShift; i > 0 {
		if f := d.file(i); f != nil {
			return jsonpos.Pos{Src: f.src, Off: f.src.Offset(n.Line&lineMask, n.Column)}
		}
	}
	return d.at(n.Line, n.Column)
}

func (d *Document) errorf(n *yaml.Node, format string, args ...any) *Error {
	return &Error{Code: "openapi-invalid", Msg: fmt.Sprintf(format, args...), Pos: d.pos(n)}
}

var lineRE = regexp.MustCompile(`line (\d+)`)

// explain turns an error of libopenapi into one with a position, by
// finding the problem again: libopenapi only reports it in words.
func (d *Document) explain(data []byte, err error) *Error {
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return d.errorf(nil, "the document is empty")
	}
	if trimmed[0] == '{' && trimmed[len(trimmed)-1] == '}' && !json.Valid(data) {
		var v any
		jerr := json.Unmarshal(data, &v)
		var se *json.SyntaxError
		if errors.As(jerr, &se) {
			return &Error{Code: "openapi-invalid", Msg: "invalid JSON: " + se.Error(), Pos: jsonpos.Pos{Src: d.src, Off: max(0, int(se.Offset)-1)}}
		}
	}
	var n yaml.Node
	if yerr := unmarshalYAML(data, &n); yerr != nil {
		if e := d.explainYAML(yerr); e.Pos.Off > 0 || strings.HasPrefix(e.Msg, "invalid YAML") {
			return e
		}
		return d.lineError(err.Error())
	}
	if len(n.Content) == 0 || n.Content[0].Kind != yaml.MappingNode {
		return d.errorf(nil, "the document is not a mapping of keys to values")
	}
	root := n.Content[0]
	if first, dup := duplicateKey(&n, 0); dup != nil {
		return d.errorf(dup, "the key %q is defined twice; first on line %d", dup.Value, first.Line)
	}
	if e := rootKind(d, root); e != nil {
		return e
	}
	return d.lineError(err.Error())
}

// explainYAML gives an error of the YAML parser its position.
func (d *Document) explainYAML(err error) *Error {
	var le *yaml.LoadError
	var les *yaml.LoadErrors
	switch {
	case errors.As(err, &le):
		return &Error{Code: "openapi-invalid", Msg: "invalid YAML: " + le.Message, Pos: d.at(le.Mark.Line, le.Mark.Column)}
	case errors.As(err, &les) && len(les.Errors) > 0:
		e := les.Errors[0]
		return &Error{Code: "openapi-invalid", Msg: "invalid YAML: " + e.Message, Pos: d.at(e.Mark.Line, e.Mark.Column)}
	}
	return d.lineError(err.Error())
}

// lineError gives a message that names a line a position on that line.
func (d *Document) lineError(msg string) *Error {
	msg = strings.TrimPrefix(msg, "unable to parse specification: ")
	pos := jsonpos.Pos{Src: d.src}
	if m := lineRE.FindStringSubmatch(msg); m != nil {
		l, _ := strconv.Atoi(m[1])
		pos = d.at(l, 1)
	}
	return &Error{Code: "openapi-invalid", Msg: msg, Pos: pos}
}

// duplicateKey finds a key defined twice in one mapping.
func duplicateKey(n *yaml.Node, depth int) (first, dup *yaml.Node) {
	if depth > maxSpecDepth {
		return nil, nil
	}
	switch n.Kind {
	case yaml.DocumentNode, yaml.SequenceNode:
		for _, c := range n.Content {
			if f, d := duplicateKey(c, depth+1); d != nil {
				return f, d
			}
		}
	case yaml.MappingNode:
		seen := make(map[string]*yaml.Node, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i]
			if k.Kind != yaml.ScalarNode {
				continue
			}
			if f, ok := seen[k.Value]; ok {
				return f, k
			}
			seen[k.Value] = k
		}
		for _, c := range n.Content {
			if f, d := duplicateKey(c, depth+1); d != nil {
				return f, d
			}
		}
	}
	return nil, nil
}

// rootKind explains a root that is not an OpenAPI or Swagger document.
func rootKind(d *Document, root *yaml.Node) *Error {
	if v := get(root, "openapi"); v != nil {
		return d.versionError(v, "openapi")
	}
	if v := get(root, "swagger"); v != nil {
		return d.versionError(v, "swagger")
	}
	if get(root, "asyncapi") != nil {
		return d.errorf(root, "this is an AsyncAPI document, not an OpenAPI one")
	}
	return d.errorf(root, "this is not an OpenAPI document: it has no \"openapi\" key")
}

func (d *Document) versionError(v *yaml.Node, key string) *Error {
	if v.Kind != yaml.ScalarNode || v.Tag != "!!str" {
		return d.errorf(v, "%q must be a version string such as \"3.1.0\"", key)
	}
	want := "3"
	if key == "swagger" {
		want = "2"
	}
	if !strings.HasPrefix(strings.TrimSpace(v.Value), want) {
		return d.errorf(v, "%q is %q: the version is not supported", key, v.Value)
	}
	return nil
}

// checkVersion reads the version of a document libopenapi accepted.
func (d *Document) checkVersion() *Error {
	v3, v2 := get(d.root, "openapi"), get(d.root, "swagger")
	switch {
	case v3 != nil:
		if e := d.versionError(v3, "openapi"); e != nil {
			return e
		}
		d.Version = v3.Value
	case v2 != nil:
		if e := d.versionError(v2, "swagger"); e != nil {
			return e
		}
		d.Version, d.Swagger = v2.Value, true
	default:
		return rootKind(d, d.root)
	}
	return nil
}

// httpMethods are the methods of a path item, in the order Mintlify visits
// them (openapi-types' HttpMethods).
var httpMethods = []string{"get", "put", "post", "delete", "options", "head", "patch", "trace"}

// index lists the paths, webhooks, operations and tags, checking the types
// of what it reads as the OpenAPI schema does.
func (d *Document) index() *Error {
	if n := get(d.root, "tags"); n != nil && !isNull(n) {
		tags := deref(n)
		if tags.Kind != yaml.SequenceNode {
			return d.errorf(n, "\"tags\" must be a list of tag objects")
		}
		d.tagGroups = map[string]string{}
		for _, t := range tags.Content {
			t = deref(t)
			if t.Kind != yaml.MappingNode {
				return d.errorf(t, "a tag must be an object {name, description}")
			}
			name := get(t, "name")
			if name == nil || deref(name).Kind != yaml.ScalarNode || isNull(name) {
				return d.errorf(t, "a tag must have a name")
			}
			nm := deref(name).Value
			if _, ok := d.tagGroups[nm]; ok {
				continue // Mintlify takes the first tag of that name
			}
			d.tagGroups[nm] = nm
			if g := get(t, "x-group"); g != nil && !isNull(g) {
				budget := maxValueNodes
				d.tagGroups[nm] = jsString(toValue(g, 0, &budget))
			}
		}
	}
	if err := d.required(); err != nil {
		return err
	}
	var err *Error
	if d.paths, err = d.items("paths", false); err != nil {
		return err
	}
	if d.webhooks, err = d.items("webhooks", true); err != nil {
		return err
	}
	return nil
}

// required checks the members the OpenAPI schema requires and Mintlify's
// validation enforces: info with a title (Mintlify supplies a missing
// version), paths in OpenAPI 3.0 and Swagger, and in 3.1 one of paths,
// components and webhooks.
func (d *Document) required() *Error {
	info := get(d.root, "info")
	if info == nil {
		return d.errorf(d.root, "the document has no \"info\" object, which OpenAPI requires")
	}
	if deref(info).Kind != yaml.MappingNode {
		return d.errorf(info, "\"info\" must be an object {title, version}")
	}
	if t := get(info, "title"); t == nil {
		return d.errorf(info, "\"info\" has no \"title\", which OpenAPI requires")
	} else if n := deref(t); n.Kind != yaml.ScalarNode || n.Tag != "!!str" {
		return d.errorf(t, "\"title\" must be a string")
	}
	if d.is31() {
		if get(d.root, "paths") == nil && get(d.root, "components") == nil && get(d.root, "webhooks") == nil {
			return d.errorf(d.root, "the document has none of \"paths\", \"components\" and \"webhooks\"; OpenAPI 3.1 requires one")
		}
		return nil
	}
	if get(d.root, "paths") == nil {
		return d.errorf(d.root, "the document has no \"paths\" object, which OpenAPI %s requires", d.Version)
	}
	return nil
}

// is31 reports whether the document is OpenAPI 3.1 or later, where
// operations need no responses and webhooks exist.
func (d *Document) is31() bool {
	v := strings.TrimSpace(d.Version)
	return !d.Swagger && !strings.HasPrefix(v, "3.0")
}

func (d *Document) items(key string, webhook bool) ([]item, *Error) {
	n := get(d.root, key)
	if n == nil || isNull(n) {
		return nil, nil
	}
	m := deref(n)
	if m.Kind != yaml.MappingNode {
		return nil, d.errorf(n, "%q must be an object", key)
	}
	var out []item
	for _, e := range entries(m) {
		if strings.HasPrefix(e.key, "x-") {
			continue // an extension, not a path
		}
		it := item{key: e.key, pos: d.pos(e.keyNode)}
		pi, err := d.resolve(e.value)
		if err != nil {
			return nil, err
		}
		if pi.Kind != yaml.MappingNode {
			if !isNull(pi) {
				return nil, d.errorf(e.value, "the path item %q must be an object", e.key)
			}
			out = append(out, it)
			continue
		}
		it.node = pi
		for _, method := range httpMethods {
			k, v := pair(pi, method)
			if k == nil {
				continue
			}
			op, err := d.operation(pi, k, v, method, e.key, webhook)
			if err != nil {
				return nil, err
			}
			if op != nil {
				it.ops = append(it.ops, len(d.ops))
				d.ops = append(d.ops, *op)
			}
		}
		out = append(out, it)
	}
	return out, nil
}

// resolve follows a $ref ("#/components/pathItems/x", or
// "paths/users.yaml"), as the dereferenced document Mintlify iterates
// does. A reference Folio does not follow (a URL) leaves the object as it
// is: a path item without operations.
func (d *Document) resolve(n *yaml.Node) (*yaml.Node, *Error) {
	n = deref(n)
	for range 32 {
		if n.Kind != yaml.MappingNode {
			return n, nil
		}
		ref := deref(get(n, "$ref"))
		if ref == nil || ref.Kind != yaml.ScalarNode {
			return n, nil
		}
		target, p := d.target(ref)
		switch {
		case p != nil && p.sev == diag.Warning:
			return n, nil
		case p != nil:
			pos := d.pos(ref)
			if p.pos != nil {
				pos = *p.pos
			}
			// A path item that cannot be read makes the document
			// unreadable, as a local reference that leads nowhere does.
			return nil, &Error{Code: "openapi-invalid", Msg: p.msg, Pos: pos}
		}
		n = target
	}
	return nil, d.errorf(n, "the references form a loop")
}

// pointerIn finds the node a "#/a/b" reference names in the file whose
// top value is root; key names the reference across files. Every page of
// a document follows the same references: they are remembered.
func (d *Document) pointerIn(key string, root *yaml.Node, ref string) *yaml.Node {
	if n, ok := d.pointers.Load(key); ok {
		return n.(*yaml.Node)
	}
	n := findPointer(root, ref)
	d.pointers.Store(key, n)
	return n
}

// findPointer finds the node a "#/a/b" reference names below root.
func findPointer(root *yaml.Node, ref string) *yaml.Node {
	ref = strings.TrimPrefix(ref, "#")
	n := root
	if ref == "" {
		return n
	}
	if !strings.HasPrefix(ref, "/") {
		return nil
	}
	for _, seg := range strings.Split(ref[1:], "/") {
		if strings.Contains(seg, "~") {
			seg = strings.ReplaceAll(strings.ReplaceAll(seg, "~1", "/"), "~0", "~")
		}
		if s, err := unescapeURI(seg); err == nil {
			seg = s
		}
		n = deref(n)
		switch n.Kind {
		case yaml.MappingNode:
			v, ok := member(n, seg)
			if !ok {
				return nil
			}
			n = v
		case yaml.SequenceNode:
			i, err := strconv.Atoi(seg)
			if err != nil || i < 0 || i >= len(n.Content) {
				return nil
			}
			n = n.Content[i]
		default:
			return nil
		}
	}
	return deref(n)
}

func unescapeURI(s string) (string, error) {
	if !strings.Contains(s, "%") {
		return s, nil
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			v, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
			if err != nil {
				return "", err
			}
			b.WriteByte(byte(v))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String(), nil
}
