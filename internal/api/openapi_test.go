package api

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/pb33f/libopenapi"
	"github.com/pb33f/libopenapi/datamodel"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// TestOpenAPIDocument checks that the description parses as OpenAPI 3.1
// with libopenapi, is valid against the OpenAPI 3.1 schema, and describes
// exactly the routes the Server serves.
func TestOpenAPIDocument(t *testing.T) {
	doc, err := libopenapi.NewDocument([]byte(openAPIDocument))
	if err != nil {
		t.Fatal(err)
	}
	if f := doc.GetSpecInfo().SpecFormat; f != datamodel.OAS31 {
		t.Fatalf("spec format %q, want %q", f, datamodel.OAS31)
	}
	model, err := doc.BuildV3Model()
	if err != nil {
		t.Fatalf("libopenapi: %v", err)
	}

	// Against the OpenAPI 3.1 schema (libopenapi embeds it).
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	meta, err := jsonschema.UnmarshalJSON(strings.NewReader(datamodel.OpenAPI31SchemaData))
	if err != nil {
		t.Fatal(err)
	}
	const metaURL = "https://spec.openapis.org/oas/3.1/schema/2022-10-07"
	if err := c.AddResource(metaURL, meta); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile(metaURL)
	if err != nil {
		t.Fatal(err)
	}
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(openAPIDocument))
	if err != nil {
		t.Fatal(err)
	}
	if err := sch.Validate(inst); err != nil {
		t.Errorf("not a valid OpenAPI 3.1 document: %v", err)
	}

	// The same routes, both ways.
	described := map[string]bool{}
	for path, item := range model.Model.Paths.PathItems.FromOldest() {
		for method, op := range item.GetOperations().FromOldest() {
			k := strings.ToUpper(method) + " " + path
			described[k] = true
			if op.OperationId == "" {
				t.Errorf("%s: no operationId", k)
			}
			if op.Responses == nil || op.Responses.Codes.Len() == 0 {
				t.Errorf("%s: no responses", k)
			}
		}
	}
	served := map[string]bool{}
	for _, rt := range routes() {
		k := rt.method + " " + rt.pattern
		served[k] = true
		if !described[k] {
			t.Errorf("%s is served but not described", k)
		}
	}
	for k := range described {
		if !served[k] {
			t.Errorf("%s is described but not served", k)
		}
	}
	// Every problem code the package knows is in the Problem schema.
	var raw struct {
		Components struct {
			Schemas map[string]struct {
				Properties map[string]struct {
					Enum []string `json:"enum"`
				} `json:"properties"`
			} `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal([]byte(openAPIDocument), &raw); err != nil {
		t.Fatal(err)
	}
	codes := raw.Components.Schemas["Problem"].Properties["code"].Enum
	for _, code := range codes {
		if title(code) == "Internal error" && code != "internal" {
			t.Errorf("code %q has no title", code)
		}
	}
	if !slices.Contains(codes, "internal") || len(codes) < 17 {
		t.Errorf("Problem.code enum %v", codes)
	}
}

// operation is what the description says of one method on one path.
type operation struct {
	method, path string
	statuses     []int
}

// describedOperations lists the statuses each operation describes.
func describedOperations(t *testing.T) []operation {
	t.Helper()
	doc, err := libopenapi.NewDocument([]byte(openAPIDocument))
	if err != nil {
		t.Fatal(err)
	}
	model, err := doc.BuildV3Model()
	if err != nil {
		t.Fatal(err)
	}
	var ops []operation
	for path, item := range model.Model.Paths.PathItems.FromOldest() {
		for method, op := range item.GetOperations().FromOldest() {
			o := operation{method: strings.ToUpper(method), path: path}
			for code := range op.Responses.Codes.KeysFromOldest() {
				n, err := strconv.Atoi(code)
				if err != nil {
					t.Fatalf("%s %s: response %q", o.method, path, code)
				}
				o.statuses = append(o.statuses, n)
			}
			ops = append(ops, o)
		}
	}
	return ops
}

// description checks answers against the schemas of the description.
type description struct {
	raw map[string]any

	mu       sync.Mutex
	compiler *jsonschema.Compiler
	schemas  map[string]*jsonschema.Schema // by location
}

const descriptionURL = "http://folio.invalid/v2/openapi.json"

func loadDescription(t *testing.T) *description {
	t.Helper()
	d := &description{schemas: map[string]*jsonschema.Schema{}}
	if err := json.Unmarshal([]byte(openAPIDocument), &d.raw); err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(strings.NewReader(openAPIDocument))
	if err != nil {
		t.Fatal(err)
	}
	d.compiler = jsonschema.NewCompiler()
	d.compiler.AssertFormat()
	if err := d.compiler.AddResource(descriptionURL, doc); err != nil {
		t.Fatal(err)
	}
	return d
}

// check validates an answer's body against the schema the description
// gives for its operation, status and media type.
func (d *description) check(method, pattern string, status int, mediaType string, body []byte) error {
	pathItem, _ := d.raw["paths"].(map[string]any)[pattern].(map[string]any)
	op, _ := pathItem[strings.ToLower(method)].(map[string]any)
	resps, _ := op["responses"].(map[string]any)
	resp, ok := resps[strconv.Itoa(status)].(map[string]any)
	if !ok {
		return fmt.Errorf("%s %s: status %d is not described", method, pattern, status)
	}
	loc := "#/paths/" + pointerEscape(pattern) + "/" + strings.ToLower(method) + "/responses/" + strconv.Itoa(status)
	if ref, ok := resp["$ref"].(string); ok {
		name := strings.TrimPrefix(ref, "#/components/responses/")
		resp = d.raw["components"].(map[string]any)["responses"].(map[string]any)[name].(map[string]any)
		loc = ref
	}
	content, _ := resp["content"].(map[string]any)
	if _, ok := content[mediaType]; !ok {
		return fmt.Errorf("%s %s %d: media type %q is not described (%v)", method, pattern, status, mediaType, slices.Collect(maps.Keys(content)))
	}
	loc += "/content/" + pointerEscape(mediaType) + "/schema"
	sch, err := d.schema(loc)
	if err != nil {
		return err
	}
	v, err := jsonschema.UnmarshalJSON(strings.NewReader(string(body)))
	if err != nil {
		return fmt.Errorf("body is not JSON: %w", err)
	}
	if err := sch.Validate(v); err != nil {
		return fmt.Errorf("%s %s %d: the body does not match the description: %v", method, pattern, status, err)
	}
	return nil
}

func (d *description) schema(loc string) (*jsonschema.Schema, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if s, ok := d.schemas[loc]; ok {
		return s, nil
	}
	s, err := d.compiler.Compile(descriptionURL + loc)
	if err != nil {
		return nil, fmt.Errorf("compile %s: %w", loc, err)
	}
	d.schemas[loc] = s
	return s, nil
}
