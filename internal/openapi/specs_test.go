package openapi

import (
	"errors"
	"io/fs"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
)

func TestSpecsLoad(t *testing.T) {
	specs := NewSpecs(fstest.MapFS{
		"api/a.yaml": specA,
		"bad.yaml":   {Data: []byte("openapi: [\n")},
		"dir/x.yaml": {Mode: fs.ModeDir},
	})
	a, err := specs.Load("/api/./a.yaml")
	if err != nil || a.Name != "api/a.yaml" {
		t.Fatalf("Load: %v, %v", a, err)
	}
	if again, _ := specs.Load("api/a.yaml"); again != a {
		t.Error("a document is parsed twice")
	}
	if _, err := specs.Load("missing.yaml"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing: %v", err)
	}
	var pe *Error
	if _, err := specs.Load("bad.yaml"); !errors.As(err, &pe) || pe.Pos.String() != "bad.yaml:2:1" {
		t.Errorf("bad: %v", err)
	}
	if _, err := specs.Load("dir/x.yaml"); err == nil {
		t.Error("a folder loads")
	}
	for _, tc := range []struct {
		err  error
		code string
		msg  string
	}{
		{&fs.PathError{Op: "open", Path: "x", Err: fs.ErrNotExist}, "openapi-not-found", "does not exist"},
		{&fs.PathError{Op: "read", Path: "x", Err: ErrTooLarge}, "openapi-invalid", "larger than 64 MB"},
		{&fs.PathError{Op: "read", Path: "x", Err: fs.ErrPermission}, "openapi-invalid", "cannot read the OpenAPI file x: permission denied"},
	} {
		if code, msg := describeLoadError("x", tc.err); code != tc.code || !strings.Contains(msg, tc.msg) {
			t.Errorf("%v: %s %s", tc.err, code, msg)
		}
	}
}

func TestSpecsScanned(t *testing.T) {
	specs := NewSpecs(fstest.MapFS{
		"b.yaml":              specB,
		"a/z.json":            {Data: []byte(`{"openapi": "3.1.0", "info": {"title": "Z", "version": "1"}, "paths": {}}`)},
		"a/swagger.yaml":      {Data: []byte("swagger: '2.0'\ninfo: {title: S, version: '1'}\npaths: {}\n")},
		"a/data.json":         {Data: []byte(`{"name": "not a specification"}`)},
		"a/mentions.json":     {Data: []byte(`{"name": "mentions openapi"}`)},
		"a/upper.YAML":        specA,
		".github/x.yaml":      specA,
		"node_modules/y.yaml": specA,
		"skip/c.yaml":         specA,
		"docs.json":           {Data: []byte(`{"name": "x"}`)},
	})
	specs.Ignore = func(name string, dir bool) bool { return name == "skip" && dir }
	var names []string
	for _, d := range specs.Scanned() {
		names = append(names, d.Name)
	}
	// The order of Mintlify's walk; Swagger, other JSON, ignored folders
	// and other extensions are left out.
	if got := strings.Join(names, " "); got != "a/z.json b.yaml" {
		t.Errorf("Scanned: %s", got)
	}
}

func TestSpecsOperation(t *testing.T) {
	specs := NewSpecs(fstest.MapFS{
		"one.yaml":     spec("paths:\n  /shared:\n    get: {summary: One}\n    post: {summary: Post one}\n  /only:\n    get: {summary: Only}\n"),
		"sub/one.yaml": spec("paths:\n  /shared:\n    get: {summary: Sub one}\n"),
		"two.json":     {Data: []byte(`{"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {"/shared": {"get": {"summary": "Two", "description": "D"}}}}`)},
	})
	for _, tc := range []struct{ ref, want string }{
		{"GET /shared", "Two"},           // the last document in the walk
		{"get /shared/", "Two"},          // a trailing slash is tolerated
		{"one GET /shared", "Sub one"},   // the name without folder and extension
		{"/one.yaml GET /shared", "One"}, // the path from the root
		{"one.yaml GET /shared", ""},     // neither
		{"two GET /shared", "Two"},       // a JSON document
		{"POST /shared", ""},             // the last document with the path lacks the method
		{"\tGET\u00a0 /only ", "Only"},   // any JavaScript white space
		{"GET /only extra words", ""},    // four words
		{"FETCH /only", ""},              // not a method
		{"webhook /only", ""},            // webhooks are not found this way
		{"/sub/one.yaml GET /shared", "Sub one"},
	} {
		op, ok := specs.Operation(tc.ref)
		if ok != (tc.want != "") || op.Summary != tc.want {
			t.Errorf("Operation(%q) = %q, %v; want %q", tc.ref, op.Summary, ok, tc.want)
		}
	}
}

// TestSpecsFind holds the specification a page shows its operation from:
// any document with the exact path and method, FILE only choosing among
// them, unlike the title's lookup (TestSpecsOperation).
func TestSpecsFind(t *testing.T) {
	specs := NewSpecs(fstest.MapFS{
		"api/full.yaml":     spec("paths:\n  /items:\n    post: {summary: Full}\n  /slash/:\n    get: {summary: Slash}\n"),
		"api/old-full.yaml": spec("paths:\n  /items:\n    post: {summary: Old}\n"),
		"hooks.yaml":        spec("paths: {}\nwebhooks:\n  ping:\n    post: {summary: Ping}\n"),
		"other.yaml":        spec("paths:\n  /items:\n    get: {summary: Other}\n"),
	})
	for _, tc := range []struct{ ref, want, doc string }{
		{"post /items", "Full", "api/full.yaml"},                      // the first document with it
		{"../full.yaml post /items", "Full", "api/full.yaml"},         // resolved from the root, then a substring of the path
		{"api/old-full.yaml post /items", "Old", "api/old-full.yaml"}, // the exact path
		{"/api/old-full.yaml post /items", "Old", "api/old-full.yaml"},
		{"old-full post /items", "Old", "api/old-full.yaml"},  // a substring of the path, before the name
		{"missing.yaml post /items", "Full", "api/full.yaml"}, // no document fits: the first
		{"other.yaml post /items", "Full", "api/full.yaml"},   // other.yaml lacks the method
		{"get /items", "Other", "other.yaml"},
		{"get /slash", "", ""}, // the exact path only
		{"webhook ping", "Ping", "hooks.yaml"},
		{"nope.yaml webhook ping", "Ping", "hooks.yaml"},
		{"delete /items", "", ""},
	} {
		d, op, ok := specs.Find(tc.ref)
		name := ""
		if d != nil {
			name = d.Name
		}
		if ok != (tc.want != "") || op.Summary != tc.want || name != tc.doc {
			t.Errorf("Find(%q) = %s %q, %v; want %s %q", tc.ref, name, op.Summary, ok, tc.doc, tc.want)
		}
	}
}

func TestSpecsConcurrent(t *testing.T) {
	specs := NewSpecs(fstest.MapFS{"a.yaml": specA, "b.yaml": specB})
	var wg sync.WaitGroup
	for i := range 16 {
		wg.Go(func() {
			if i%2 == 0 {
				specs.Operation("GET /a")
			} else {
				Expand(decodeNav(t, `{"tabs": [{"tab": "T", "openapi": "a.yaml"}, {"tab": "U", "openapi": "b.yaml"}]}`), specs)
			}
		})
	}
	wg.Wait()
	if op, ok := specs.Operation("GET /a"); !ok || op.Summary != "Get A" {
		t.Errorf("Operation: %+v", op)
	}
}
