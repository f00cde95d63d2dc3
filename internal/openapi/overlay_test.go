package openapi

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/foliodocs/folio/internal/fscache"
)

// ops lists a document's operations as "METHOD PATH SUMMARY [TAGS]".
func ops(d *Document) string {
	var b strings.Builder
	for _, o := range d.Operations() {
		b.WriteString(o.Method + " " + o.Path + " " + o.Summary + " " + strings.Join(o.Tags, ",") + "\n")
	}
	return b.String()
}

const overlaySpec = `openapi: 3.1.0
info: {title: A, version: "1"}
paths:
  /users:
    get: {summary: List users, tags: [Users], responses: {"200": {description: ok}}}
    delete: {summary: Purge, x-internal: true, responses: {"200": {description: ok}}}
  /admin:
    get: {summary: Admin, x-internal: true, responses: {"200": {description: ok}}}
`

// ovl writes an Overlay document in JSON.
func ovl(version, extends string, actions ...string) string {
	ext := ""
	if extends != "" {
		ext = `, "extends": "` + extends + `"`
	}
	return `{"overlay": "` + version + `", "info": {"title": "t", "version": "1"}` + ext + `, "actions": [` + strings.Join(actions, ", ") + `]}`
}

// TestOverlays holds the application of overlays to Mintlify's
// applyOverlays and resolveOverlaysForSpec: which overlays apply to a
// specification, in which order, and what each action does.
func TestOverlays(t *testing.T) {
	for _, tc := range []struct {
		name     string
		files    map[string]string
		explicit map[string][]string
		want     string // ops of api/spec.yaml, or the error
	}{
		{"none", nil, nil, "get /users List users Users\ndelete /users Purge \nget /admin Admin \n"},
		{"remove by filter; relative extends", map[string]string{
			"api/o.yaml": "overlay: 1.0.0\ninfo: {title: o, version: '1'}\nextends: spec.yaml\nactions:\n  - target: $.paths.*[?@['x-internal'] == true]\n    remove: true\n",
		}, nil, "get /users List users Users\n"},
		{"extends from the root; order of paths", map[string]string{
			"z.yaml": ovl("1.0.0", "/api/spec.yaml", `{"target": "$.paths['/users'].get.summary", "update": "Z"}`),
			"a.yaml": ovl("1.0.0", "./api/../api/spec.yaml", `{"target": "$.paths['/users'].get.summary", "update": "A"}`),
		}, nil, "get /users Z Users\ndelete /users Purge \nget /admin Admin \n"},
		{"extends another file", map[string]string{
			"a.yaml": ovl("1.0.0", "other.yaml", `{"target": "$.paths['/users'].get.summary", "update": "A"}`),
		}, nil, "get /users List users Users\ndelete /users Purge \nget /admin Admin \n"},
		{"explicit list in its order, replacing the discovered", map[string]string{
			"x.yaml": ovl("1.0.0", "", `{"target": "$.paths['/users'].get.summary", "update": "X"}`),
			"y.json": `{"overlay": "1.0.0", "info": {"title": "y", "version": "1"}, "actions": [{"target": "$.paths['/users'].get.summary", "update": "Y"}]}`,
			"d.yaml": ovl("1.0.0", "api/spec.yaml", `{"target": "$.paths['/admin']", "remove": true}`),
		}, map[string][]string{"api/spec.yaml": {"y.json", "x.yaml"}}, "get /users X Users\ndelete /users Purge \nget /admin Admin \n"},
		{"explicit empty list", map[string]string{
			"d.yaml": ovl("1.0.0", "api/spec.yaml", `{"target": "$.paths['/admin']", "remove": true}`),
		}, map[string][]string{"api/spec.yaml": {}}, "get /users List users Users\ndelete /users Purge \nget /admin Admin \n"},
		{"a primitive is appended to an array; objects merge", map[string]string{
			"o.yaml": ovl("1.0.0", "api/spec.yaml", `{"target": "$.paths['/users'].get.tags", "update": "People"}`,
				`{"target": "$.paths['/admin']", "update": {"post": {"summary": "New", "responses": {"200": {"description": "ok"}}}}}`),
		}, nil, "get /users List users Users,People\ndelete /users Purge \nget /admin Admin \npost /admin New \n"},
		{"copy (1.1)", map[string]string{
			"o.yaml": ovl("1.1.0", "api/spec.yaml", `{"target": "$.paths['/admin'].get.summary", "copy": "$.paths['/users'].get.summary"}`),
		}, nil, "get /users List users Users\ndelete /users Purge \nget /admin List users \n"},
		{"no match changes nothing", map[string]string{
			"o.yaml": "overlay: 1.0.0\ninfo: {title: o, version: '1'}\nextends: api/spec.yaml\nactions: [{target: $.nothing, update: {a: 1}}]\n",
		}, nil, "get /users List users Users\ndelete /users Purge \nget /admin Admin \n"},
		{"incompatible merge", map[string]string{
			"o.yaml": ovl("1.0.0", "api/spec.yaml", `{"target": "$.paths['/users'].get", "update": {"summary": {"a": 1}}}`),
		}, nil, `o.yaml:1:102: action 1 of the overlay o.yaml (target $.paths['/users'].get) cannot be applied: cannot merge "summary"`},
		{"an object into a primitive", map[string]string{
			"o.yaml": "overlay: 1.0.0\ninfo: {title: o, version: '1'}\nextends: api/spec.yaml\nactions: [{target: $.info.title, update: {a: 1}}]\n",
		}, nil, "must be a primitive"},
		{"mixed kinds", map[string]string{
			"o.yaml": ovl("1.0.0", "api/spec.yaml", `{"target": "$.paths['/users'].get.*", "update": "x"}`),
		}, nil, "nodes of different types"},
		{"the root", map[string]string{
			"o.yaml": "overlay: 1.0.0\ninfo: {title: o, version: '1'}\nextends: api/spec.yaml\nactions: [{target: $, remove: true}]\n",
		}, nil, "root cannot be removed"},
		{"bad JSONPath", map[string]string{
			"o.yaml": ovl("1.0.0", "api/spec.yaml", `{"target": "$.[", "remove": true}`),
		}, nil, "invalid JSONPath expression"},
		{"a missing explicit overlay", nil, map[string][]string{"api/spec.yaml": {"gone.yaml"}}, "the overlay gone.yaml cannot be read"},
		{"an invalid discovered overlay is not applied", map[string]string{
			"o.yaml": "overlay: 1.0.0\ninfo: {title: o, version: '1'}\nextends: api/spec.yaml\nactions: [{target: $.paths, remove: true, extra: 1}]\n",
		}, nil, "get /users List users Users\ndelete /users Purge \nget /admin Admin \n"},
		{"an invalid explicit overlay fails the specification", map[string]string{
			"o.yaml": "overlay: 1.0\ninfo: {title: o, version: '1'}\nactions: [{target: $.paths, remove: true}]\n",
		}, map[string][]string{"api/spec.yaml": {"o.yaml"}}, `o.yaml:1:10: invalid OpenAPI Overlay document: "overlay" must be a version string`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{"api/spec.yaml": {Data: []byte(overlaySpec)}, "other.yaml": {Data: []byte(overlaySpec)}}
			for k, v := range tc.files {
				fsys[k] = &fstest.MapFile{Data: []byte(v)}
			}
			s := NewSpecs(fsys)
			s.Overlays = tc.explicit
			d, err := s.Load("/api/spec.yaml")
			got := ""
			if err != nil {
				got = err.Error()
			} else {
				got = ops(d)
			}
			if !strings.Contains(got, tc.want) || (err == nil && got != tc.want) {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// TestProblems holds the warnings about the JSON and YAML files of the
// folder to Mintlify's (categorizeFilePaths, warnInvalidSpecFiles).
func TestProblems(t *testing.T) {
	fsys := fstest.MapFS{
		"broken.json":           {Data: []byte(`{"a": `)},
		"bad.yml":               {Data: []byte("a: [1\nb: 2\n")},
		"dup.yaml":              {Data: []byte("a: 1\na: 2\n")},
		"trailing.json":         {Data: []byte(`{"a": 1,}`)}, // YAML reads it
		"list.json":             {Data: []byte(`[1, 2]`)},
		"empty.yaml":            {Data: nil},
		"scalar.yaml":           {Data: []byte("just text\n")},
		"node_modules/x.json":   {Data: []byte(`{`)},
		"ignored/y.json":        {Data: []byte(`{`)},
		"page.mdx":              {Data: []byte(`{`)},
		"overlay.yaml":          {Data: []byte("overlay: 1.0.0\ninfo: {title: o}\nactions: [{target: $.a, remove: true}]\n")},
		"spec.yaml":             {Data: []byte("openapi: 3.1.0\ninfo: {version: '1'}\npaths: {}\n")},
		"named.yaml":            {Data: []byte("openapi: 3.1.0\ninfo: {version: '1'}\npaths: {}\n")},
		"swagger.yaml":          {Data: []byte("swagger: '2.0'\ninfo: {version: '1'}\n")},
		"good.yaml":             {Data: []byte("openapi: 3.1.0\ninfo: {title: G, version: '1'}\npaths: {}\n")},
		"fails.yaml":            {Data: []byte("overlay: 1.0.0\ninfo: {title: f, version: '1'}\nextends: good.yaml\nactions: [{target: $.info, update: 1}]\n")},
		"other/package.json":    {Data: []byte(`{"name": "x"}`)},
		"other/tsconfig.json":   {Data: []byte("{\n  // comment\n  \"a\": 1\n}")},
		"other/weird.json.bak":  {Data: []byte(`{`)},
		"other/openapi.yaml.md": {Data: []byte(`{`)},
	}
	s := NewSpecs(fsys)
	s.Ignore = func(name string, dir bool) bool { return name == "ignored" }
	if _, err := s.Load("named.yaml"); err == nil {
		t.Fatal("named.yaml loads")
	}
	l := s.Problems()
	var got []string
	for _, d := range l.All() {
		got = append(got, d.Code+" "+d.Pos.String())
	}
	want := []string{
		"file-syntax bad.yml:2:2",
		"file-syntax broken.json:1:1",
		"file-syntax dup.yaml:2:1",
		"file-syntax other/tsconfig.json:2:3",
		"openapi-overlay overlay.yaml:2:7",
		"openapi-overlay fails.yaml:4:11",
		"openapi-invalid spec.yaml:2:7",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, d := range l.All() {
		if d.Severity.String() != "warning" {
			t.Errorf("%s: %s", d.Code, d.Severity)
		}
	}
}

// TestScanShared holds the walk's parse through folio dev's cache of the
// folder: the builds share each file's tree until the file changes, and
// overlays change a copy of it, not the tree the next build gets.
func TestScanShared(t *testing.T) {
	cache := fscache.New()
	fsys := fstest.MapFS{
		"api/spec.yaml": {Data: []byte(overlaySpec)},
		"o.yaml":        {Data: []byte(ovl("1.0.0", "api/spec.yaml", `{"target": "$.paths['/admin']", "remove": true}`))},
	}
	load := func(explicit map[string][]string) (*Document, string) {
		t.Helper()
		s := NewSpecs(cache.FS(fsys))
		s.Overlays = explicit
		d, err := s.Load("api/spec.yaml")
		if err != nil {
			t.Fatal(err)
		}
		return d, ops(d)
	}
	plain := "get /users List users Users\ndelete /users Purge \nget /admin Admin \n"
	overlaid := "get /users List users Users\ndelete /users Purge \n"
	// The discovered overlay applies; then a build whose docs.json turns
	// overlays off sees the file as it is, twice over one shared tree.
	if _, got := load(nil); got != overlaid {
		t.Errorf("overlaid build: got\n%s", got)
	}
	none := map[string][]string{"api/spec.yaml": {}}
	a, got := load(none)
	if got != plain {
		t.Errorf("after an overlaid build: got\n%s", got)
	}
	b, _ := load(none)
	if a.root != b.root {
		t.Error("two builds parsed the unchanged file twice")
	}
	if _, got := load(nil); got != overlaid {
		t.Errorf("second overlaid build: got\n%s", got)
	}
	// The file changes: the next build reads it again.
	fsys["api/spec.yaml"] = &fstest.MapFile{Data: []byte(strings.Replace(overlaySpec, "List users", "All users", 1))}
	cache.Forget("api/spec.yaml")
	if _, got := load(none); got != strings.Replace(plain, "List users", "All users", 1) {
		t.Errorf("after a change: got\n%s", got)
	}
}
