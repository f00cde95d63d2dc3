package openapi

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/foliodocs/folio/internal/diag"
)

// split is a specification split into files the way multi-file
// specifications are: path items, schemas, parameters and responses in
// files of their own, referring to one another relative to themselves.
var split = fstest.MapFS{
	"api/openapi.yaml": {Data: []byte(`openapi: 3.1.0
info: {title: Split, version: "1"}
paths:
  /pets:
    $ref: ./paths/pets.yaml
  /pets/{id}:
    get:
      summary: Get a pet
      parameters:
        - $ref: "./parameters.json#/Id"
      responses:
        "200":
          description: The pet.
          content:
            application/json:
              schema: {$ref: "schemas/pet.yaml#/Pet"}
        "404": {$ref: "./responses/errors.yaml#/NotFound"}
components:
  schemas:
    Tag: {$ref: "schemas/tag.yaml"}
`)},
	"api/paths/pets.yaml": {Data: []byte(`get:
  summary: List pets
  responses:
    "200":
      description: The pets.
      content:
        application/json:
          schema:
            type: array
            items: {$ref: "../schemas/pet.yaml#/Pet"}
`)},
	"api/parameters.json": {Data: []byte(`{"Id": {"name": "id", "in": "path", "required": true, "schema": {"type": "integer"}}}`)},
	"api/schemas/pet.yaml": {Data: []byte(`Pet:
  type: object
  required: [name]
  properties:
    name: {type: string}
    tag: {$ref: "./tag.yaml"}
    owner: {$ref: "#/Owner"}
Owner:
  type: object
  properties:
    email: {type: string, format: email}
`)},
	"api/schemas/tag.yaml":      {Data: []byte("type: string\nenum: [cat, dog]\n")},
	"api/responses/errors.yaml": {Data: []byte("NotFound:\n  description: There is no such pet.\n")},
}

// TestExternalRefs reads a specification split into files: path items,
// parameters, schemas and responses in other files, references relative
// to the file they are in, references within another file.
func TestExternalRefs(t *testing.T) {
	specs := NewSpecs(split)
	d, err := specs.Load("api/openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if ops := d.Operations(); len(ops) != 2 || ops[0].Summary != "List pets" {
		t.Fatalf("operations %+v", ops)
	}
	list, diags := endpoint(t, d, "get", "/pets")
	if diags.Len() != 0 {
		t.Errorf("diagnostics: %v", diags.All())
	}
	items := list.Responses[0].Content[0].Schema.Items
	if items == nil || items.Ref != "Pet" || len(prop(t, items, "tag").Schema.Enum) != 2 {
		t.Errorf("the list's items: %+v", items)
	}
	get, diags := endpoint(t, d, "get", "/pets/{id}")
	if diags.Len() != 0 {
		t.Errorf("diagnostics: %v", diags.All())
	}
	if len(get.Params) != 1 || get.Params[0].Name != "id" || !get.Params[0].Required {
		t.Errorf("parameters %+v", get.Params)
	}
	pet := get.Responses[0].Content[0].Schema
	if owner := prop(t, pet, "owner").Schema; prop(t, owner, "email").Schema.Format != "email" {
		t.Errorf("owner %+v", owner)
	}
	if pos := pet.Pos.String(); pos != "api/schemas/pet.yaml:2:3" {
		t.Errorf("the schema is at %s", pos)
	}
	if len(get.Responses) != 2 || get.Responses[1].Description != "There is no such pet." {
		t.Errorf("responses %+v", get.Responses)
	}
	tag, _, ok := d.SchemaNamed("Tag")
	if !ok || len(tag.Enum) != 2 {
		t.Errorf("Tag: %+v", tag)
	}
}

// TestExternalRefProblems checks what a reference to another file that
// cannot be followed reports, and where (and one in the same file that
// leads nowhere).
func TestExternalRefProblems(t *testing.T) {
	spec := func(ref string) *fstest.MapFile {
		return &fstest.MapFile{Data: []byte(`openapi: 3.1.0
info: {title: Bad, version: "1"}
paths:
  /a:
    get:
      responses:
        "200":
          description: A.
          content:
            application/json:
              schema: {$ref: "` + ref + `"}
`)}
	}
	for _, tc := range []struct {
		ref  string
		sev  diag.Severity
		code string
		pos  string
		msg  string
	}{
		{"./missing.yaml#/A", diag.Error, "openapi-bad-ref", "api/a.yaml:11:30", `leads to api/missing.yaml, which does not exist`},
		{"./schemas.yaml#/Nope", diag.Error, "openapi-bad-ref", "api/a.yaml:11:30", `leads nowhere in api/schemas.yaml`},
		{"./schemas.yaml#/Bad", diag.Error, "openapi-bad-ref", "api/schemas.yaml:2:13", `"#/Missing" leads nowhere in api/schemas.yaml`},
		{"./broken.yaml", diag.Error, "openapi-invalid", "api/broken.yaml:2:1", "the file api/broken.yaml does not parse"},
		{"../../etc/passwd", diag.Error, "openapi-bad-ref", "api/a.yaml:11:30", "leads out of the docs folder"},
		{"/etc/passwd", diag.Error, "openapi-bad-ref", "api/a.yaml:11:30", "is an absolute path"},
		{"https://example.com/pet.yaml", diag.Warning, "openapi-external-ref", "api/a.yaml:11:30", "leads to a URL"},
		{"./folder", diag.Error, "openapi-bad-ref", "api/a.yaml:11:30", "cannot be read"},
		// In the specification's own file, Mintlify generates the page
		// without what the reference names.
		{"#/components/schemas/Nope", diag.Warning, "openapi-bad-ref", "api/a.yaml:11:30", `leads nowhere in api/a.yaml`},
	} {
		t.Run(tc.ref, func(t *testing.T) {
			specs := NewSpecs(fstest.MapFS{
				"api/a.yaml":        spec(tc.ref),
				"api/schemas.yaml":  {Data: []byte("A: {type: string}\nBad: {$ref: \"#/Missing\"}\n")},
				"api/broken.yaml":   {Data: []byte("A: [\n")},
				"api/folder/x.yaml": {Data: []byte("A: 1\n")},
				"etc/passwd":        {Data: []byte("root\n")},
			})
			d, err := specs.Load("api/a.yaml")
			if err != nil {
				t.Fatal(err)
			}
			e, diags := endpoint(t, d, "get", "/a")
			if s := e.Responses[0].Content[0].Schema; s == nil || !s.Unresolved {
				t.Errorf("schema %+v", s)
			}
			all := diags.All()
			if len(all) != 1 {
				t.Fatalf("diagnostics %v", all)
			}
			got := all[0]
			if got.Severity != tc.sev || got.Code != tc.code || got.Pos.String() != tc.pos || !strings.Contains(got.Message, tc.msg) {
				t.Errorf("got %s %s %s: %s", got.Severity, got.Code, got.Pos, got.Message)
			}
		})
	}
	t.Run("without a folder", func(t *testing.T) {
		d, err := Parse("a.yaml", spec("./schemas.yaml#/A").Data)
		if err != nil {
			t.Fatal(err)
		}
		_, diags := endpoint(t, d, "get", "/a")
		if all := diags.All(); len(all) != 1 || all[0].Code != "openapi-external-ref" || all[0].Severity != diag.Warning {
			t.Errorf("diagnostics %v", all)
		}
	})
	t.Run("path item", func(t *testing.T) {
		specs := NewSpecs(fstest.MapFS{"a.yaml": {Data: []byte("openapi: 3.1.0\ninfo: {title: A, version: '1'}\npaths:\n  /a: {$ref: paths/a.yaml}\n")}})
		_, err := specs.Load("a.yaml")
		var pe *Error
		if !errors.As(err, &pe) || pe.Pos.String() != "a.yaml:4:14" || !strings.Contains(pe.Msg, "leads to paths/a.yaml, which does not exist") {
			t.Errorf("error %v", err)
		}
	})
}

// TestExternalRefSymlink checks that a reference cannot follow a symbolic
// link out of the docs folder.
func TestExternalRefSymlink(t *testing.T) {
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, "secret.yaml"), []byte("A: {type: string}\n"), 0o644)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.yaml"), []byte(`openapi: 3.1.0
info: {title: A, version: "1"}
paths:
  /a:
    get:
      responses:
        "200": {description: A., content: {application/json: {schema: {$ref: "link.yaml#/A"}}}}
`), 0o644)
	if err := os.Symlink(filepath.Join(outside, "secret.yaml"), filepath.Join(dir, "link.yaml")); err != nil {
		t.Skip("symlinks unavailable:", err)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	d, err := NewSpecs(root.FS()).Load("a.yaml")
	if err != nil {
		t.Fatal(err)
	}
	_, diags := endpoint(t, d, "get", "/a")
	if all := diags.All(); len(all) != 1 || all[0].Code != "openapi-bad-ref" || !strings.Contains(all[0].Message, "cannot be read") {
		t.Errorf("diagnostics %v", all)
	}
}

// A referenced JSON file that strict JSON refuses but YAML reads (a
// trailing comma) is read, as Mintlify reads every file with a YAML parser.
func TestRefToLenientJSON(t *testing.T) {
	specs := NewSpecs(fstest.MapFS{
		"api/a.yaml": {Data: []byte(`openapi: 3.1.0
info: {title: Lenient, version: "1"}
paths:
  /a:
    get:
      responses:
        "200":
          description: A.
          content:
            application/json:
              schema: {$ref: "./schemas.json#/A"}
`)},
		"api/schemas.json": {Data: []byte(`{"A": {"type": "string", "enum": ["x", "y",]}}`)},
	})
	d, err := specs.Load("api/a.yaml")
	if err != nil {
		t.Fatal(err)
	}
	e, diags := endpoint(t, d, "get", "/a")
	if s := e.Responses[0].Content[0].Schema; s == nil || s.Unresolved {
		t.Errorf("schema %+v", s)
	}
	if all := diags.All(); len(all) != 0 {
		t.Errorf("diagnostics %v", all)
	}
}
