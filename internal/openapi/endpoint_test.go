package openapi

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/diag"
)

// zoo parses the specification that uses every construct a reference page
// shows.
func zoo(t testing.TB) *Document {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "endpoint", "zoo.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	d, err := Parse("zoo.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func endpoint(t testing.TB, d *Document, method, path string) (*Endpoint, diag.List) {
	t.Helper()
	op, ok := d.Find(method, path)
	if !ok {
		t.Fatalf("no %s %s", method, path)
	}
	return d.Endpoint(op)
}

func prop(t testing.TB, s *Schema, name string) *Property {
	t.Helper()
	for _, p := range s.Properties {
		if p.Name == name {
			return p
		}
	}
	t.Fatalf("no property %s in %v", name, s.Properties)
	return nil
}

// TestEndpointModel checks each rule of reading an operation.
func TestEndpointModel(t *testing.T) {
	d := zoo(t)
	get, diags := endpoint(t, d, "get", "/animals/{animalId}")
	if diags.Len() != 0 {
		t.Errorf("diagnostics: %v", diags.All())
	}
	t.Run("servers", func(t *testing.T) {
		if len(get.Servers) != 2 || get.ServerURL() != "https://eu.zoo.example.com/v1" || get.Servers[0].Variables[0].Enum[1] != "us" {
			t.Errorf("servers %+v", get.Servers)
		}
	})
	t.Run("document security", func(t *testing.T) {
		if len(get.Security) != 1 || get.Security[0].Schemes[0].Scheme != "bearer" || get.Security[0].Schemes[0].BearerFormat != "JWT" {
			t.Errorf("security %+v", get.Security)
		}
	})
	t.Run("parameters in order, path item's first, $ref followed", func(t *testing.T) {
		var got []string
		for _, p := range get.Params {
			got = append(got, p.In+":"+p.Name)
		}
		if strings.Join(got, " ") != "path:animalId query:expand header:X-Request-Id cookie:session" {
			t.Errorf("params %v", got)
		}
		id := get.Params[0]
		if !id.Required || id.Description != "The animal's id." || id.Schema.TypeLabel() != "integer<int64>" || id.Examples[0].Value != 42.0 {
			t.Errorf("animalId %+v", id)
		}
		if !get.Params[3].Deprecated {
			t.Error("session not deprecated")
		}
		if l := get.Params[1].Schema.TypeLabel(); l != "enum<string>[]" {
			t.Errorf("expand type %q", l)
		}
	})
	t.Run("response $ref, headers", func(t *testing.T) {
		if len(get.Responses) != 2 || get.Responses[1].Status != "404" || get.Responses[1].Description != "No such animal." {
			t.Fatalf("responses %+v", get.Responses)
		}
		if h := get.Responses[0].Headers; len(h) != 1 || h[0].Name != "X-RateLimit-Remaining" || h[0].In != "header" {
			t.Errorf("headers %+v", h)
		}
	})
	animal := get.Responses[0].Content[0].Schema
	t.Run("allOf merged", func(t *testing.T) {
		var names []string
		for _, p := range animal.Properties {
			names = append(names, p.Name)
		}
		if strings.Join(names, ",") != "name,species,born,weight,tags,enclosure,nickname,legacy_code,attributes,id,secret,diet" {
			t.Errorf("merged properties %v", names)
		}
		if !prop(t, animal, "name").Required || !prop(t, animal, "id").Required || prop(t, animal, "born").Required {
			t.Error("required not merged")
		}
		if animal.Ref != "Animal" || !animal.Is("object") {
			t.Errorf("ref %q types %v", animal.Ref, animal.Types)
		}
	})
	t.Run("read-only and write-only", func(t *testing.T) {
		id, secret := prop(t, animal, "id"), prop(t, animal, "secret")
		if !id.Schema.ReadOnly || id.Shown(true) || !id.Shown(false) {
			t.Error("id: read-only shown in requests or hidden in responses")
		}
		if !secret.Schema.WriteOnly || secret.Shown(false) || !secret.Shown(true) {
			t.Error("secret: write-only shown in responses or hidden in requests")
		}
	})
	t.Run("nullable", func(t *testing.T) {
		if s := prop(t, animal, "nickname").Schema; !s.Nullable || s.TypeLabel() != "string | null" || len(s.OneOf) != 0 {
			t.Errorf("anyOf [string, null]: %q %+v", s.TypeLabel(), s.OneOf)
		}
		if s := prop(t, animal, "legacy_code").Schema; !s.Nullable || !s.Deprecated || s.Default != "none" {
			t.Errorf("nullable: true: %+v", s)
		}
	})
	t.Run("oneOf with discriminator", func(t *testing.T) {
		diet := prop(t, animal, "diet").Schema
		if len(diet.OneOf) != 2 || diet.Discriminator != "kind" || AlternativeLabel(diet.OneOf[1], 1) != "Carnivore" {
			t.Errorf("diet %+v", diet)
		}
		if diet.Description != "What it eats." {
			t.Errorf("description %q", diet.Description)
		}
	})
	t.Run("recursion shown once", func(t *testing.T) {
		enc := prop(t, animal, "enclosure").Schema
		nb := prop(t, enc, "neighbours").Schema
		if !nb.Items.Recursive || nb.Items.Ref != "Enclosure" || len(nb.Items.Properties) != 0 {
			t.Errorf("neighbours items %+v", nb.Items)
		}
	})
	t.Run("constraints", func(t *testing.T) {
		var got []string
		for _, name := range []string{"name", "weight", "tags", "species"} {
			for _, c := range prop(t, animal, name).Schema.Constraints() {
				got = append(got, c.Label+" "+strings.Join(c.Values, ",")+" "+c.After)
			}
		}
		want := "Maximum string length: 64 |Required range: 0 <= x < 10000 |Multiple of: 0.5 |Minimum array length: 1 elements|Items must be unique.  |Available options: lion,zebra,okapi "
		if strings.Join(got, "|") != want {
			t.Errorf("constraints\n got %q\nwant %q", strings.Join(got, "|"), want)
		}
	})
	t.Run("additional properties", func(t *testing.T) {
		if ap := prop(t, animal, "attributes").Schema.AdditionalProperties; ap == nil || ap.TypeLabel() != "string" {
			t.Errorf("attributes %+v", ap)
		}
	})

	patch, _ := endpoint(t, d, "patch", "/animals/{animalId}")
	t.Run("operation security alternatives", func(t *testing.T) {
		if len(patch.Security) != 2 || patch.Security[0].Schemes[0].Name != "X-API-Key" || patch.Security[1].Schemes[0].Scheme != "basic" {
			t.Errorf("security %+v", patch.Security)
		}
		if !patch.Operation.Deprecated {
			t.Error("not deprecated")
		}
	})
	t.Run("body per media type, named examples", func(t *testing.T) {
		b := patch.Body
		if !b.Required || len(b.Content) != 2 || b.Content[1].Type != "application/x-www-form-urlencoded" {
			t.Fatalf("body %+v", b)
		}
		if ex := b.Content[0].Examples; len(ex) != 1 || ex[0].Name != "rename" || ex[0].Summary != "Rename" {
			t.Errorf("examples %+v", ex)
		}
	})
	keepers, _ := endpoint(t, d, "get", "/keepers")
	t.Run("security: [] turns it off", func(t *testing.T) {
		if len(keepers.Security) != 0 {
			t.Errorf("security %+v", keepers.Security)
		}
	})
	t.Run("3.1 type list with null", func(t *testing.T) {
		s := prop(t, keepers.Responses[0].Content[0].Schema, "next").Schema
		if s.TypeLabel() != "string | null" {
			t.Errorf("next %q", s.TypeLabel())
		}
	})
	born, _ := endpoint(t, d, "webhook", "animalBorn")
	t.Run("webhook", func(t *testing.T) {
		if born.HTTPMethod != "POST" || born.Body == nil || born.Body.Content[0].Schema.Ref != "Animal" {
			t.Errorf("webhook %+v", born)
		}
	})
	post, _ := endpoint(t, d, "post", "/animals")
	t.Run("x-codeSamples", func(t *testing.T) {
		if len(post.Samples) != 1 || post.Samples[0].Label != "Python SDK" || !strings.Contains(post.Samples[0].Source, "zoo.animals.create") {
			t.Errorf("samples %+v", post.Samples)
		}
	})
}

// TestEndpointBadReferences checks that a reference that leads nowhere
// (a warning: Mintlify generates the page without it) and references that
// loop are reported at their place, and the rest of the operation is
// still read.
func TestEndpointBadReferences(t *testing.T) {
	d := zoo(t)
	e, diags := endpoint(t, d, "get", "/broken")
	var got []string
	for _, dg := range diags.All() {
		line, _ := dg.LineCol()
		got = append(got, fmt.Sprintf("%s:%d %s %s", dg.FileName(), line, dg.Severity, dg.Code))
	}
	want := []string{"zoo.yaml:205 warning openapi-bad-ref", "zoo.yaml:321 error openapi-ref-loop"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	s := e.Responses[0].Content[0].Schema
	if m := prop(t, s, "missing").Schema; !m.Unresolved || m.Ref != "DoesNotExist" {
		t.Errorf("missing %+v", m)
	}
	if !strings.Contains(diags.All()[0].Hint, "#/components/schemas/") {
		t.Errorf("hint %q", diags.All()[0].Hint)
	}
}

// TestEndpointBounded checks that a schema that reaches everything is cut,
// not followed without end.
func TestEndpointBounded(t *testing.T) {
	// Each schema has two members of the next: 2^40 fields if followed.
	var b strings.Builder
	b.WriteString("openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths:\n  /x:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {$ref: '#/components/schemas/S0'}\ncomponents:\n  schemas:\n")
	for i := range 40 {
		fmt.Fprintf(&b, "    S%d:\n      type: object\n      properties:\n        a: {$ref: '#/components/schemas/S%d'}\n        b: {$ref: '#/components/schemas/S%d'}\n", i, i+1, i+1)
	}
	b.WriteString("    S40: {type: string}\n")
	d, err := Parse("wide.yaml", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	e, _ := endpoint(t, d, "get", "/x")
	n := 0
	var count func(s *Schema)
	count = func(s *Schema) {
		if s == nil {
			return
		}
		n++
		for _, p := range s.Properties {
			count(p.Schema)
		}
	}
	count(e.Responses[0].Content[0].Schema)
	if n > maxPageSchemas+100 {
		t.Errorf("%d schemas read", n)
	}
	md := e.Markdown(MarkdownOptions{})
	if len(md) > 1<<20 {
		t.Errorf("Markdown of %d bytes", len(md))
	}
	_ = e.Responses[0].Content[0].Schema.Example(ExampleOptions{})
}

// TestExamples checks the values built from schemas.
func TestExamples(t *testing.T) {
	d := zoo(t)
	post, _ := endpoint(t, d, "post", "/animals")
	body := post.Body.Content[0].Schema
	all := FormatJSON(body.Example(ExampleOptions{Request: true}))
	req := FormatJSON(body.Example(ExampleOptions{Request: true, RequiredOnly: true}))
	if req != "{\n  \"name\": \"Kiki\",\n  \"species\": \"lion\"\n}" {
		t.Errorf("required only:\n%s", req)
	}
	for _, want := range []string{`"born": "2023-12-25"`, `"legacy_code": "none"`, `"neighbours": []`, `"attributes": {`} {
		if !strings.Contains(all, want) {
			t.Errorf("all lacks %s:\n%s", want, all)
		}
	}
	get, _ := endpoint(t, d, "get", "/animals/{animalId}")
	res := FormatJSON(get.Responses[0].Content[0].Schema.Example(ExampleOptions{}))
	if !strings.Contains(res, `"id": 123`) || strings.Contains(res, "secret") {
		t.Errorf("response example shows write-only or lacks read-only:\n%s", res)
	}
	reqBody := FormatJSON(get.Responses[0].Content[0].Schema.Example(ExampleOptions{Request: true}))
	if strings.Contains(reqBody, `"id": 123`) || !strings.Contains(reqBody, "secret") {
		t.Errorf("request example shows read-only or lacks write-only:\n%s", reqBody)
	}
	if v, _ := post.Responses[0].Content[0].Example(ExampleOptions{}); CompactJSON(v) != `{"id": 42, "name": "Kiki"}` {
		t.Errorf("media type example %s", CompactJSON(v))
	}
}

// TestCodeSamples checks the requests written in each language.
func TestCodeSamples(t *testing.T) {
	d := zoo(t)
	post, _ := endpoint(t, d, "post", "/animals")
	samples := post.CodeSamples(SampleOptions{})
	var labels []string
	for _, s := range samples {
		labels = append(labels, s.Label)
	}
	if strings.Join(labels, ",") != "cURL,Python,JavaScript,Go" {
		t.Errorf("default languages %v", labels)
	}
	curl := samples[0].Code
	for _, want := range []string{"--request POST", "--url 'https://eu.zoo.example.com/v1/animals?limit=20&name_prefix=<string>'",
		"--header 'Authorization: Bearer <token>'", "--header 'Content-Type: application/json'", `"species": "lion"`} {
		if !strings.Contains(curl, want) {
			t.Errorf("cURL lacks %q:\n%s", want, curl)
		}
	}
	req := post.CodeSamples(SampleOptions{Languages: []string{"sh"}, RequiredOnly: true, Server: "https://sandbox.zoo.example.com/v1"})[0].Code
	if strings.Contains(req, "limit=") || !strings.Contains(req, "sandbox.zoo.example.com/v1/animals?name_prefix=") || strings.Contains(req, "born") {
		t.Errorf("required only, chosen server:\n%s", req)
	}
	every := []string{"curl", "python", "javascript", "node", "typescript", "php", "go", "java", "ruby", "powershell", "swift", "csharp", "dotnet", "c", "cpp", "kotlin", "rust", "dart", "cobol"}
	all := post.CodeSamples(SampleOptions{Languages: every})
	if len(all) != len(every)-1 {
		t.Errorf("%d samples for %d known languages", len(all), len(every)-1)
	}
	for _, s := range all {
		if !strings.Contains(s.Code, "eu.zoo.example.com/v1/animals") || !strings.Contains(s.Code, "Kiki") || !strings.Contains(s.Code, "Bearer <token>") {
			t.Errorf("%s lacks the URL, the body or the credential:\n%s", s.Label, s.Code)
		}
	}
	if _, ok := SampleLanguage("cobol"); ok {
		t.Error("cobol is a sample language")
	}

	photo, _ := endpoint(t, d, "put", "/keepers/{keeperId}/photo")
	curl = photo.CodeSamples(SampleOptions{Languages: []string{"curl"}})[0].Code
	for _, want := range []string{"?api_key=<api-key>", "--form 'file=@example-file'", "--form 'caption=<string>'", "/keepers/{keeperId}/photo"} {
		if !strings.Contains(curl, want) {
			t.Errorf("multipart with an API key in the query lacks %q:\n%s", want, curl)
		}
	}
	// Every language writes a multipart body, its file and its field.
	for _, s := range photo.CodeSamples(SampleOptions{Languages: every}) {
		file := "example-file"
		if s.Label == "JavaScript" || s.Label == "TypeScript" {
			file = "fileInput.files[0]" // in a browser
		}
		if !strings.Contains(s.Code, file) || !strings.Contains(s.Code, "caption") || !strings.Contains(s.Code, "<string>") || strings.Contains(s.Code, "<multipart body>") {
			t.Errorf("%s does not write the multipart body:\n%s", s.Label, s.Code)
		}
	}
	patch, _ := endpoint(t, d, "patch", "/animals/{animalId}")
	curl = patch.CodeSamples(SampleOptions{Languages: []string{"curl"}})[0].Code
	if !strings.Contains(curl, "--header 'X-API-Key: <api-key>'") || !strings.Contains(curl, `"name": "Kiki"`) {
		t.Errorf("API key header and the body's example:\n%s", curl)
	}
	get, _ := endpoint(t, d, "get", "/animals/{animalId}")
	py := get.CodeSamples(SampleOptions{Languages: []string{"python"}})[0].Code
	if !strings.Contains(py, `"X-Request-Id": "7d8f0a52-5e0b-4b0e-9f6c-9f1f2b3c4d5e"`) || strings.Contains(py, "session") {
		t.Errorf("header example, no deprecated cookie:\n%s", py)
	}
}

var update = flag.Bool("update", false, "rewrite the golden files")

// TestMarkdownGolden checks the Markdown of every operation of the zoo
// against testdata/endpoint/zoo.md (-update rewrites it).
func TestMarkdownGolden(t *testing.T) {
	d := zoo(t)
	var b strings.Builder
	for _, op := range d.Operations() {
		e, _ := d.Endpoint(op)
		fmt.Fprintf(&b, "<!-- %s %s -->\n%s\n", op.Method, op.Path, e.Markdown(MarkdownOptions{Server: e.ServerURL()}))
	}
	golden := filepath.Join("testdata", "endpoint", "zoo.md")
	if *update {
		os.WriteFile(golden, []byte(b.String()), 0o644)
	}
	want, _ := os.ReadFile(golden)
	if b.String() != string(want) {
		t.Errorf("Markdown differs from %s (-update rewrites it):\n%s", golden, b.String())
	}
}

// TestSchemaNamed checks the schema of a model page.
func TestSchemaNamed(t *testing.T) {
	d := zoo(t)
	s, diags, ok := d.SchemaNamed("Keeper")
	if !ok || diags.Len() != 0 || s.Ref != "Keeper" {
		t.Fatalf("Keeper: %v %v %+v", ok, diags.All(), s)
	}
	if tr := prop(t, s, "trains").Schema; !tr.Items.Recursive {
		t.Errorf("trains items %+v", tr.Items)
	}
	if _, _, ok := d.SchemaNamed("Nope"); ok {
		t.Error("found Nope")
	}
}

// TestEndpointSwagger checks the Swagger 2.0 forms: host and basePath,
// body and form parameters, security definitions, response schemas.
func TestEndpointSwagger(t *testing.T) {
	d, err := Parse("swagger.yaml", []byte(`swagger: "2.0"
info: {title: Old, version: "1"}
host: api.old.example.com
basePath: /v2
schemes: [http, https]
consumes: [application/json]
produces: [application/json]
securityDefinitions:
  basic: {type: basic}
  key: {type: apiKey, in: header, name: X-Key}
security: [{key: []}]
paths:
  /pets:
    post:
      summary: Add a pet
      security: [{basic: []}]
      parameters:
        - {in: body, name: pet, required: true, schema: {type: object, required: [name], properties: {name: {type: string}}}}
        - {in: query, name: dry, type: boolean, description: Only check.}
      responses:
        "200": {description: OK, schema: {type: object, properties: {id: {type: integer}}}}
  /pets/{id}/photo:
    post:
      summary: Upload
      consumes: [multipart/form-data]
      parameters:
        - {in: path, name: id, required: true, type: integer}
        - {in: formData, name: file, type: file, required: true}
        - {in: formData, name: caption, type: string}
      responses:
        "200": {description: OK}
`))
	if err != nil {
		t.Fatal(err)
	}
	add, _ := endpoint(t, d, "post", "/pets")
	if add.ServerURL() != "https://api.old.example.com/v2" {
		t.Errorf("server %q", add.ServerURL())
	}
	if len(add.Security) != 1 || add.Security[0].Schemes[0].Scheme != "basic" {
		t.Errorf("security %+v", add.Security)
	}
	if add.Body == nil || !add.Body.Required || add.Body.Content[0].Type != "application/json" || !prop(t, add.Body.Content[0].Schema, "name").Required {
		t.Errorf("body %+v", add.Body)
	}
	if len(add.Params) != 1 || add.Params[0].Name != "dry" || add.Params[0].Schema.TypeLabel() != "boolean" || add.Params[0].Description != "Only check." {
		t.Errorf("params %+v", add.Params)
	}
	if s := add.Responses[0].Content[0].Schema; s == nil || prop(t, s, "id").Schema.TypeLabel() != "integer" {
		t.Errorf("response %+v", add.Responses[0])
	}
	photo, _ := endpoint(t, d, "post", "/pets/{id}/photo")
	if photo.Body == nil || photo.Body.Content[0].Type != "multipart/form-data" || len(photo.Body.Content[0].Schema.Properties) != 2 {
		t.Fatalf("form body %+v", photo.Body)
	}
	curl := photo.CodeSamples(SampleOptions{Languages: []string{"curl"}})[0].Code
	if !strings.Contains(curl, "--header 'X-Key: <api-key>'") || !strings.Contains(curl, "--form 'caption=<string>'") || !strings.Contains(curl, "--form 'file=@example-file'") {
		t.Errorf("cURL:\n%s", curl)
	}
}

// TestRequirementTitle names a security requirement as Mintlify does.
func TestRequirementTitle(t *testing.T) {
	rq := Requirement{Schemes: []*SecurityScheme{{Key: "api_key"}, {Key: "session-cookie"}, {Key: "bearerAuth"}}}
	if got, want := rq.Title(), "api key & session cookie & bearerAuth"; got != want {
		t.Errorf("title %q, want %q", got, want)
	}
}

// TestCodeSamplesRead reads x-codeSamples as Mintlify does.
func TestCodeSamplesRead(t *testing.T) {
	for _, tc := range []struct{ name, op, want string }{
		{"lang and source needed", `x-codeSamples: [{lang: go, source: a}, {source: b}, {lang: go}, {lang: 1, source: c}, {lang: js, source: "", label: L}]`, "go::a|js:L:"},
		{"x-codeSamples first", "x-code-samples: [{lang: go, source: a}]\n      x-codeSamples: [{lang: js, source: b}]", "js::b"},
		{"x-codeSamples not a list", "x-codeSamples: {lang: go}\n      x-code-samples: [{lang: js, source: b}]", ""},
		{"x-code-samples", `x-code-samples: [{lang: go, source: a}]`, "go::a"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      " + tc.op + "\n      responses: {'200': {description: OK}}\n"
			d, err := Parse("s.yaml", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			e, _ := endpoint(t, d, "get", "/a")
			var got []string
			for _, s := range e.Samples {
				got = append(got, s.Lang+":"+s.Label+":"+s.Source)
			}
			if g := strings.Join(got, "|"); g != tc.want {
				t.Errorf("samples %q, want %q", g, tc.want)
			}
		})
	}
}

// TestMediaExamples reads a media type's examples as Mintlify's
// convertExamples does.
func TestMediaExamples(t *testing.T) {
	for _, tc := range []struct{ name, media, want string }{
		{"examples before example", "{example: 1, examples: {a: {value: 2}, b: {summary: B, value: null}}}", "a:2|b:null"},
		{"external only", "{example: 1, examples: {a: {externalValue: 'https://x'}}}", ":1"},
		{"example", "{example: {x: 1}}", `:{"x": 1}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      responses: {'200': {description: OK, content: {application/json: " + tc.media + "}}}\n"
			d, err := Parse("s.yaml", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			e, _ := endpoint(t, d, "get", "/a")
			var got []string
			for _, x := range e.Responses[0].Content[0].Examples {
				got = append(got, x.Name+":"+CompactJSON(x.Value))
			}
			if g := strings.Join(got, "|"); g != tc.want {
				t.Errorf("examples %q, want %q", g, tc.want)
			}
		})
	}
}
