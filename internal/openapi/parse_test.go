package openapi

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func mustParse(t *testing.T, name, src string) *Document {
	t.Helper()
	d, err := Parse(name, []byte(src))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return d
}

func TestParseVersions(t *testing.T) {
	for _, tc := range []struct {
		name, src, version string
		swagger            bool
	}{
		{"a.yaml", "openapi: 3.0.3\ninfo: {title: A, version: '1'}\npaths: {}\n", "3.0.3", false},
		{"a.yaml", "openapi: 3.1.0\ninfo: {title: A, version: '1'}\nwebhooks: {}\n", "3.1.0", false},
		{"a.json", `{"openapi": "3.1.1", "info": {"title": "A", "version": "1"}, "paths": {}}`, "3.1.1", false},
		{"s.yaml", "swagger: '2.0'\ninfo: {title: S, version: '1'}\npaths: {}\n", "2.0", true},
	} {
		d := mustParse(t, tc.name, tc.src)
		if d.Version != tc.version || d.Swagger != tc.swagger || d.Name != tc.name {
			t.Errorf("%s: version %q swagger %v, want %q %v", tc.src, d.Version, d.Swagger, tc.version, tc.swagger)
		}
	}
}

const petstore = `openapi: 3.1.0
info:
  title: Pets
  version: "1"
tags:
  - name: pets
    x-group: Animals
paths:
  /pets:
    post:
      summary: Create a pet
      operationId: createPet
      tags: [pets, store]
      deprecated: true
    get:
      summary: List pets
      description: All of them.
      x-hidden: "false"
    x-mint:
      groups: [staff]
  /pets/{id}:
    $ref: "#/x-items/pet"
  /pets/{id}/toys/:
    delete:
      summary: ""
      x-excluded: 0
    patch:
      x-excluded: true
      x-hidden: false
webhooks:
  newPet:
    post:
      summary: New pet
    get: {}
  "2":
    post:
      summary: Second
x-items:
  pet:
    get:
      summary: Get a pet
      x-mint:
        href: /pets/one
        content: "Intro"
        groups: [admin]
        metadata: &meta
          title: A pet
          icon: dog
          "10": ten
          "2": two
          <<: {tag: NEW, icon: cat}
`

func TestOperations(t *testing.T) {
	d := mustParse(t, "pets.yaml", petstore)
	var got []string
	for _, op := range d.Operations() {
		got = append(got, op.Ref())
	}
	// Paths in file order, methods in Mintlify's order (put, post before
	// delete, ..., get first), then webhooks in JavaScript's key order:
	// the integer-like name first.
	want := []string{"get /pets", "post /pets", "get /pets/{id}", "delete /pets/{id}/toys/", "patch /pets/{id}/toys/",
		"webhook 2", "webhook newPet", "webhook newPet"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("operations:\n got  %q\n want %q", got, want)
	}
	ops := d.Operations()
	if ops[6].WebhookMethod != "get" || ops[7].WebhookMethod != "post" {
		t.Errorf("webhook methods: %q %q", ops[6].WebhookMethod, ops[7].WebhookMethod)
	}
	post := ops[1]
	if post.Summary != "Create a pet" || !post.HasSummary || post.OperationID != "createPet" || !post.Deprecated ||
		!reflect.DeepEqual(post.Tags, []string{"pets", "store"}) || post.Hidden || post.Excluded || post.Spec != "pets.yaml" {
		t.Errorf("post /pets: %+v", post)
	}
	if got := post.Pos.String(); got != "pets.yaml:10:5" {
		t.Errorf("post /pets is at %s, want pets.yaml:10:5", got)
	}
	get := ops[0]
	if !get.Hidden || get.Description != "All of them." || get.Deprecated {
		t.Errorf("get /pets: x-hidden \"false\" is a non-empty string, so true in JavaScript: %+v", get)
	}
	if !reflect.DeepEqual(get.pathGroups, []any{"staff"}) {
		t.Errorf("path item groups: %v", get.pathGroups)
	}
	toys := ops[3]
	if !toys.HasSummary || toys.Summary != "" || toys.Excluded {
		t.Errorf("delete toys: empty summary and x-excluded 0: %+v", toys)
	}
	if !ops[4].Excluded || ops[4].Hidden || ops[4].HasSummary {
		t.Errorf("patch toys: %+v", ops[4])
	}
	// The $ref'd path item and its x-mint, with an anchor and a merge key.
	pet := ops[2]
	if pet.Summary != "Get a pet" || pet.Mint == nil {
		t.Fatalf("get /pets/{id}: %+v", pet)
	}
	m := pet.Mint
	if m.Href != "/pets/one" || m.Content != "Intro" || !reflect.DeepEqual(m.Groups, []any{"admin"}) {
		t.Errorf("x-mint: %+v", m)
	}
	wantMeta := map[string]any{"title": "A pet", "icon": "dog", "10": "ten", "2": "two", "tag": "NEW"}
	if !reflect.DeepEqual(m.Metadata, wantMeta) {
		t.Errorf("metadata: %v, want %v", m.Metadata, wantMeta)
	}
	if want := []string{"2", "10", "title", "icon", "tag"}; !reflect.DeepEqual(m.metaKeys, want) {
		t.Errorf("metadata keys %q, want %q (JavaScript's order)", m.metaKeys, want)
	}
}

func TestFind(t *testing.T) {
	d := mustParse(t, "a.yaml", `openapi: 3.1.0
info: {title: A, version: "1"}
paths:
  /:
    get: {summary: Root}
  /users:
    get: {summary: Users}
  /users/:
    get: {summary: Users with a slash}
  /items/:
    post: {summary: Items}
  /empty: null
webhooks:
  ping:
    post: {summary: Ping}
`)
	for _, tc := range []struct {
		method, path, want string
	}{
		{"GET", "/users", "Users"},
		{"get", "/users/", "Users with a slash"}, // the exact key wins
		{"POST", "/items", "Items"},              // a trailing slash is tolerated
		{"POST", "/items/", "Items"},
		{"GET", "/", "Root"},
		{"GET", "//", "Root"}, // "//" is "/" once canonical
		{"PUT", "/users", ""},
		{"GET", "/empty", ""},
		{"GET", "/nowhere", ""},
		{"webhook", "ping", "Ping"},
		{"WEBHOOK", "ping/", "Ping"},
		{"webhook", "pong", ""},
	} {
		op, ok := d.Find(tc.method, tc.path)
		if ok != (tc.want != "") || op.Summary != tc.want {
			t.Errorf("Find(%s, %s) = %q, %v; want %q", tc.method, tc.path, op.Summary, ok, tc.want)
		}
	}
}

// A JSON specification that strict JSON refuses but YAML reads, such as
// one with a trailing comma in an array, is read as Mintlify reads it:
// with a YAML parser.
func TestParseLenientJSON(t *testing.T) {
	d := mustParse(t, "a.json", `{
  "openapi": "3.1.0",
  "info": {"title": "A", "version": "1"},
  "paths": {
    "/items": {
      "get": {
        "summary": "Items",
        "parameters": [{"name": "kind", "in": "query", "schema": {"type": "string", "enum": ["a", "b",]}}]
      }
    }
  }
}`)
	if op, ok := d.Find("GET", "/items"); !ok || op.Summary != "Items" {
		t.Errorf("Find(GET, /items) = %q, %v; want Items", op.Summary, ok)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name, src, pos, msg string
	}{
		{"e.yaml", "", "e.yaml:1:1", "empty"},
		{"e.yaml", "openapi: 3.1.0\ninfo: {title: A\n", "e.yaml:3:1", "invalid YAML"},
		{"e.json", "{\"openapi\": \"3.1.0\",\n  \"info\": {,}}", "e.json:2:12", "invalid JSON"},
		{"e.yaml", "openapi: 3.1.0\ninfo: {title: A, version: '1'}\npaths:\n  /a: {}\n  /a: {}\n", "e.yaml:5:3", "defined twice"},
		{"e.yaml", "asyncapi: 2.6.0\ninfo: {title: A, version: '1'}\n", "e.yaml:1:1", "AsyncAPI"},
		{"e.yaml", "title: Not a spec\n", "e.yaml:1:1", "not an OpenAPI document"},
		{"e.yaml", "- openapi\n", "e.yaml:1:1", ""},
		{"e.yaml", "openapi: 3.1\ninfo: {title: A, version: '1'}\npaths: {}\n", "e.yaml:1:10", "version string"},
		{"e.yaml", "openapi: '4.0.0'\ninfo: {title: A, version: '1'}\npaths: {}\n", "e.yaml:1:10", "not supported"},
		{"e.yaml", "openapi: 3.1.0\npaths: {}\n", "e.yaml:1:1", "no \"info\""},
		{"e.yaml", "openapi: 3.1.0\ninfo: {version: '1'}\npaths: {}\n", "e.yaml:2:7", "no \"title\""},
		{"e.yaml", "openapi: 3.0.3\ninfo: {title: A, version: '1'}\n", "e.yaml:1:1", "no \"paths\""},
		{"e.yaml", "openapi: 3.1.0\ninfo: {title: A, version: '1'}\n", "e.yaml:1:1", "none of"},
		{"e.yaml", "openapi: 3.0.3\ninfo: {title: A, version: '1'}\npaths:\n  /a:\n    get: {summary: A}\n", "e.yaml:5:5", "no \"responses\""},
		{"e.yaml", "openapi: 3.1.0\ninfo: {title: A, version: '1'}\npaths:\n  /a:\n    get: {summary: 12}\n", "e.yaml:5:20", "\"summary\" must be a string"},
		{"e.yaml", "openapi: 3.1.0\ninfo: {title: A, version: '1'}\npaths:\n  /a:\n    get:\n      tags: pets\n", "e.yaml:6:13", "list of tag names"},
		{"e.yaml", "openapi: 3.1.0\ninfo: {title: A, version: '1'}\npaths:\n  /a:\n    get:\n      deprecated: yes\n", "e.yaml:6:19", "true or false"},
		{"e.yaml", "openapi: 3.1.0\ninfo: {title: A, version: '1'}\npaths: [/a]\n", "e.yaml:3:8", "\"paths\" must be an object"},
		{"e.yaml", "openapi: 3.1.0\ninfo: {title: A, version: '1'}\npaths:\n  /a: 12\n", "e.yaml:4:7", "must be an object"},
		{"e.yaml", "openapi: 3.1.0\ninfo: {title: A, version: '1'}\npaths:\n  /a:\n    get: []\n", "e.yaml:5:10", "must be an object"},
		{"e.yaml", "openapi: 3.1.0\ninfo: {title: A, version: '1'}\npaths:\n  /a:\n    $ref: '#/nowhere'\n", "e.yaml:5:11", "leads nowhere"},
		{"e.yaml", "openapi: 3.1.0\ninfo: {title: A, version: '1'}\ntags: [{description: x}]\npaths: {}\n", "e.yaml:3:8", "must have a name"},
		{"é.yaml", "openapi: 3.1.0\ninfo: {title: \"é\", version: '1'}\npaths:\n  /é: {get: {tags: é}}\n", "é.yaml:4:20", "list of tag names"},
	} {
		_, err := Parse(tc.name, []byte(tc.src))
		var pe *Error
		if !errors.As(err, &pe) {
			t.Errorf("%q: error %v, want an *Error", tc.src, err)
			continue
		}
		if pe.Code != "openapi-invalid" || pe.Pos.String() != tc.pos || !strings.Contains(pe.Msg, tc.msg) {
			t.Errorf("%q:\n got  %s [%s]\n want %s: ...%s...", tc.src, pe, pe.Code, tc.pos, tc.msg)
		}
		if d := pe.Diagnostic(); d.Pos != pe.Pos || d.Code != pe.Code || d.Message != pe.Msg {
			t.Errorf("Diagnostic() = %+v", d)
		}
	}
}

func TestValues(t *testing.T) {
	for _, tc := range []struct {
		v    any
		want string
	}{
		{nil, "null"}, {true, "true"}, {1.0, "1"}, {1.5, "1.5"}, {-0.0000001, "-1e-7"}, {1e21, "1e+21"},
		{[]any{"a", nil, 2.0}, "a,,2"}, {map[string]any{}, "[object Object]"}, {"x", "x"},
	} {
		if got := jsString(tc.v); got != tc.want {
			t.Errorf("jsString(%v) = %q, want %q", tc.v, got, tc.want)
		}
	}
	d := mustParse(t, "v.yaml", `openapi: 3.1.0
info: {title: V, version: "1"}
paths:
  /a:
    get:
      x-mint:
        metadata: {n: 0x1F, f: 1.5e3, i: .inf, b: True, z: ~, s: "7", l: [1, two]}
`)
	want := map[string]any{"n": 31.0, "f": 1500.0, "b": true, "z": nil, "s": "7", "l": []any{1.0, "two"}}
	md := d.Operations()[0].Mint.Metadata
	inf := md["i"]
	delete(md, "i")
	if !reflect.DeepEqual(md, want) || jsString(inf) != "Infinity" {
		t.Errorf("metadata %v (i=%v), want %v", md, inf, want)
	}
}
