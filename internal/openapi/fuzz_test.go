package openapi

import (
	"errors"
	"testing"
	"testing/fstest"
)

// FuzzParse checks that Parse never panics, that every error has a
// position in the document, and that every operation it lists is found.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		petstore,
		"openapi: 3.0.3\ninfo: {title: A, version: '1'}\npaths:\n  /a:\n    get: {responses: {'200': {description: OK}}}\n",
		`{"openapi": "3.1.0", "info": {"title": "A", "version": "1"}, "paths": {"/a/": {"get": {"summary": "A"}}}}`,
		"swagger: '2.0'\ninfo: {title: S, version: '1'}\npaths: {}\n",
		"openapi: 3.1.0\ninfo: {title: A, version: '1'}\nwebhooks:\n  a: &a {post: {summary: A}}\n  b: *a\n",
		"openapi: 3.1.0\ninfo: {title: A}\npaths:\n  /x: {$ref: '#/paths/~1x'}\n",
		"openapi: 3.1.0\ninfo: {title: A}\npaths: {/x: {get: {x-mint: {metadata: {<<: [{a: 1}, {b: 2}]}}}}}\n",
		"{\"openapi\": \"3.1.0\",\n \"info\": {,}}",
		"", "- a\n", "openapi: [\n", "asyncapi: 2.0.0\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Parse("f.yaml", data)
		if err != nil {
			var pe *Error
			if !errors.As(err, &pe) {
				t.Fatalf("error %T %v has no position", err, err)
			}
			if pe.Pos.Src == nil || pe.Pos.Off < 0 || pe.Pos.Off > len(data) || pe.Code == "" || pe.Msg == "" {
				t.Fatalf("error %v: position %+v", pe, pe.Pos)
			}
			pe.Pos.LineCol()
			return
		}
		for _, op := range d.Operations() {
			if _, ok := d.Find(op.Method, op.Path); !ok {
				t.Fatalf("operation %s is not found", op.Ref())
			}
			if op.Pos.Src == nil || op.Pos.Off < 0 || op.Pos.Off > len(data) {
				t.Fatalf("operation %s at %+v", op.Ref(), op.Pos)
			}
		}
	})
}

// FuzzEndpoint checks that reading an operation's reference, its
// examples, its code samples and its Markdown never panics on any
// document that parses, and that every problem has a position in it.
func FuzzEndpoint(f *testing.F) {
	for _, s := range []string{
		petstore,
		"openapi: 3.1.0\ninfo: {title: A}\npaths:\n  /a:\n    post:\n      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/A'}}}}\ncomponents:\n  schemas:\n    A: {allOf: [{$ref: '#/components/schemas/A'}], properties: {a: {$ref: '#/components/schemas/B'}}}\n    B: {$ref: '#/components/schemas/B'}\n",
		"openapi: 3.0.0\ninfo: {title: A}\npaths:\n  /a/{b}:\n    get:\n      parameters: [{name: b, in: path, schema: {oneOf: [{type: string}, {type: 'null'}, {items: {}}]}}]\n      security: [{x: [a]}]\n      responses: {default: {$ref: '#/nope'}}\n",
		"swagger: '2.0'\ninfo: {title: S}\nhost: h\nsecurityDefinitions: {b: {type: basic}}\nsecurity: [{b: []}]\npaths:\n  /a:\n    post:\n      parameters: [{in: body, name: b, schema: {type: array, items: {type: object, additionalProperties: true}}}, {in: formData, name: f, type: file}]\n      responses: {'200': {description: ok, schema: {type: string}}}\n",
		"openapi: 3.1.0\ninfo: {title: A}\nwebhooks:\n  w: {post: {requestBody: {content: {text/plain: {example: &x [*x]}}}}}\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Parse("f.yaml", data)
		if err != nil {
			return
		}
		for _, op := range d.Operations() {
			e, diags := d.Endpoint(op)
			for _, dg := range diags.All() {
				if dg.Pos.Src == nil || dg.Pos.Off < 0 || dg.Pos.Off > len(data) || dg.Message == "" {
					t.Fatalf("diagnostic %+v has no position", dg)
				}
			}
			samples := e.CodeSamples(SampleOptions{Languages: []string{"curl", "python", "javascript", "go", "java", "ruby", "php", "csharp", "rust", "swift", "powershell", "kotlin", "c", "dart"}})
			e.Markdown(MarkdownOptions{Samples: samples})
			for _, r := range e.Responses {
				for _, mt := range r.Content {
					v, _ := mt.Example(ExampleOptions{})
					FormatJSON(v)
				}
			}
		}
		for _, name := range d.SchemaNames() {
			if s, _, ok := d.SchemaNamed(name); ok {
				FormatJSON(s.Example(ExampleOptions{}))
			}
		}
	})
}

// FuzzExternalRef checks that a file a reference leads to, whatever it
// holds, never makes reading a page panic, and that every problem has a
// position in one of the two files.
func FuzzExternalRef(f *testing.F) {
	for _, s := range []string{
		"Pet: {type: object, properties: {tag: {$ref: '#/Tag'}, self: {$ref: '#/Pet'}}}\nTag: {type: string}\n",
		`{"Pet": {"type": "object", "properties": {"next": {"$ref": "pet.yaml#/Pet"}}}}`,
		"Pet: {$ref: './pet.yaml#/Pet'}\n",
		"Pet: {$ref: '../../x.yaml'}\n",
		"Pet: &a [*a]\n", "Pet: [\n", "- 1\n", "",
	} {
		f.Add([]byte(s))
	}
	main := []byte(`openapi: 3.1.0
info: {title: A, version: "1"}
paths:
  /a:
    $ref: "./pet.yaml#/Path"
  /b:
    post:
      requestBody: {content: {application/json: {schema: {$ref: "pet.yaml#/Pet"}}}}
      responses: {"200": {$ref: "./pet.yaml#/Response"}}
`)
	f.Fuzz(func(t *testing.T, data []byte) {
		specs := NewSpecs(fstest.MapFS{"api/main.yaml": {Data: main}, "api/pet.yaml": {Data: data}})
		d, err := specs.Load("api/main.yaml")
		if err != nil {
			checkPlaced(t, err)
			return
		}
		for _, op := range d.Operations() {
			e, diags := d.Endpoint(op)
			for _, dg := range diags.All() {
				if dg.Pos.Src == nil || dg.Pos.Off < 0 || dg.Pos.Off > len(dg.Pos.Src.Data) || dg.Message == "" {
					t.Fatalf("diagnostic %+v has no position", dg)
				}
				dg.Pos.LineCol()
			}
			e.Markdown(MarkdownOptions{Samples: e.CodeSamples(SampleOptions{})})
		}
	})
}

// FuzzOverlay checks that an Overlay document of the folder, whatever its
// content, never panics or hangs the load of the specification it
// extends, and that every error it causes has a position.
func FuzzOverlay(f *testing.F) {
	for _, s := range []string{
		ovl("1.0.0", "spec.yaml", `{"target": "$.paths['/users'].get.summary", "update": "X"}`),
		ovl("1.1.0", "spec.yaml", `{"target": "$.paths['/admin'].get.summary", "copy": "$.paths['/users'].get.summary"}`),
		ovl("1.0.0", "spec.yaml", `{"target": "$.paths.*[?@['x-internal'] == true]", "remove": true}`),
		ovl("1.0.0", "spec.yaml", `{"target": "$..*", "update": {"a": [1, {"b": null}]}}`),
		ovl("1.0.0", "spec.yaml", `{"target": "$", "remove": true}`),
		"overlay: 1.0.0\ninfo: {title: o, version: '1'}\nextends: spec.yaml\nactions:\n  - {target: $.info, update: &a {x: *a}}\n",
		"overlay: 1.0.0\ninfo: {title: o, version: '1'}\nextends: spec.yaml\nactions: [{target: '$.paths[?length(@) > 1]', update: {y: 1}}]\n",
		`{"overlay": "1.0.0", "actions": [{"target": "$.[", "remove": true}]}`,
		"", "overlay: [\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, explicit := range []map[string][]string{nil, {"spec.yaml": {"o.yaml"}}} {
			s := NewSpecs(fstest.MapFS{"spec.yaml": {Data: []byte(overlaySpec)}, "o.yaml": {Data: data}})
			s.Overlays = explicit
			d, err := s.Load("spec.yaml")
			if err != nil {
				checkPlaced(t, err)
				continue
			}
			for _, op := range d.Operations() {
				d.Endpoint(op)
			}
			problems := s.Problems()
			for _, dg := range problems.All() {
				dg.Pos.LineCol()
			}
		}
	})
}

// checkPlaced fails unless err is an *Error with a position in its file.
func checkPlaced(t *testing.T, err error) {
	t.Helper()
	var pe *Error
	if !errors.As(err, &pe) || pe.Pos.Src == nil || pe.Pos.Off < 0 || pe.Pos.Off > len(pe.Pos.Src.Data) {
		t.Fatalf("error %v has no position", err)
	}
}
