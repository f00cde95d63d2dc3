package openapi

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// decodeNav decodes a docs.json whose navigation is nav; the navigation
// starts on line 2.
func decodeNav(t *testing.T, nav string) *config.Navigation {
	t.Helper()
	src := jsonpos.NewSource("docs.json", []byte(`{"name": "T", "theme": "mint", "colors": {"primary": "#000000"},
"navigation": `+nav+"}"))
	tree, err := jsonpos.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	c, l := config.Decode(tree)
	if l.HasErrors() {
		t.Fatalf("docs.json: %v", l.Errors())
	}
	return &c.Navigation
}

func expand(t *testing.T, nav string, files fstest.MapFS) (*config.Navigation, map[string]*Page, diag.List) {
	t.Helper()
	return Expand(decodeNav(t, nav), NewSpecs(files))
}

// dump writes a navigation as an indented outline.
func dump(nav *config.Navigation) string {
	var b strings.Builder
	var children func(c *config.Children, depth int)
	var entries func(es []*config.PageEntry, depth int)
	line := func(depth int, s string) { fmt.Fprintf(&b, "%s%s\n", strings.Repeat("  ", depth), s) }
	entries = func(es []*config.PageEntry, depth int) {
		for _, e := range es {
			if e.Group != nil {
				line(depth, "group:"+e.Group.Group)
				entries(e.Group.Pages, depth+1)
			} else {
				line(depth, e.Path)
			}
		}
	}
	children = func(c *config.Children, depth int) {
		for _, e := range elements(c) {
			line(depth, e.ElementKind()+":"+e.Label())
			children(&e.Div().Children, depth+1)
		}
		for _, g := range c.Groups {
			line(depth, "group:"+g.Group)
			entries(g.Pages, depth+1)
		}
		entries(c.Pages, depth)
	}
	children(&nav.Children, 0)
	return b.String()
}

func spec(paths string) *fstest.MapFile {
	return &fstest.MapFile{Data: []byte("openapi: 3.1.0\ninfo: {title: T, version: '1'}\n" + paths)}
}

var specA = spec(`tags: [{name: Things}]
paths:
  /a:
    get: {summary: Get A, tags: [Things]}
    post: {summary: Post A}
  /a/{id}:
    delete: {summary: Delete A, tags: [Things]}
`)

var specB = spec(`paths:
  /b:
    get: {summary: Get B}
webhooks:
  ping:
    post: {summary: Ping}
`)

func checkDump(t *testing.T, nav *config.Navigation, want string) {
	t.Helper()
	want = strings.TrimLeft(want, "\n")
	if got := dump(nav); got != want {
		t.Errorf("navigation:\n%s\nwant:\n%s", got, want)
	}
}

func noDiags(t *testing.T, l diag.List) {
	t.Helper()
	for _, d := range l.All() {
		t.Errorf("%s: %s: %s [%s]", d.Pos, d.Severity, d.Message, d.Code)
	}
}

func TestExpandInheritance(t *testing.T) {
	files := fstest.MapFS{"a.yaml": specA, "b.yaml": specB}
	nav, pages, l := expand(t, `{"tabs": [
		{"tab": "Listed", "openapi": "a.yaml", "groups": [{"group": "G", "pages": ["intro", "GET /a", "b.yaml GET /b"]}]},
		{"tab": "First entry only", "openapi": ["b.yaml", "a.yaml"]},
		{"tab": "Overridden", "openapi": "b.yaml", "groups": [
			{"group": "Own", "openapi": {"source": "a.yaml", "directory": "own"}, "pages": ["intro"]},
			{"group": "Inner", "openapi": "a.yaml", "pages": ["DELETE /a/{id}", {"group": "Deeper", "pages": ["POST /a"]}]}
		]},
		{"tab": "Named file", "groups": [{"group": "N", "pages": ["a.yaml GET /a"]}]}
	]}`, files)
	noDiags(t, l)
	// "Listed": its entries use its specification, so no page per operation;
	// "b.yaml GET /b" names its file and suppresses nothing. "First entry
	// only": b.yaml, in full. "Overridden": b.yaml in full (no entry uses
	// it), "Own" in full under own/, appended to its pages; "Inner" lists
	// its operations (in a nested group too), so it gets no more.
	checkDump(t, nav, `
tab:Listed
  group:G
    intro
    api-reference/things/get-a
    api-reference/get-b
tab:First entry only
  group:API Reference
    api-reference/get-b
    api-reference/ping
tab:Overridden
  group:Own
    intro
    group:Things
      own/things/get-a
      own/things/delete-a
    group:API Reference
      own/post-a
  group:Inner
    api-reference/things/delete-a
    group:Deeper
      api-reference/post-a
  group:API Reference
    api-reference/get-b
    api-reference/ping
tab:Named file
  group:N
    api-reference/things/get-a
`)
	p := pages["own/things/get-a"]
	if p == nil || p.Title != "Get A" || p.Method != "get" || p.Endpoint != "/a" || p.Spec != "a.yaml" ||
		p.OpenAPI != "/a.yaml get /a" || p.Hidden || p.Operation.Summary != "Get A" {
		t.Errorf("own/things/get-a: %+v", p)
	}
	if p := pages["api-reference/ping"]; p == nil || p.Method != "webhook" || p.OpenAPI != "/b.yaml webhook ping" || p.Title != "Ping" {
		t.Errorf("api-reference/ping: %+v", p)
	}
}

func TestExpandLocations(t *testing.T) {
	orig := decodeNav(t, `{"tabs": [{"tab": "T", "openapi": "a.yaml", "groups": [{"group": "G", "pages": ["GET /a"]}]},
		{"tab": "U", "openapi": "b.yaml"}]}`)
	nav, _, l := Expand(orig, NewSpecs(fstest.MapFS{"a.yaml": specA, "b.yaml": specB}))
	noDiags(t, l)
	// The input is left as it was.
	if got := orig.Tabs[0].Groups[0].Pages[0].Path; got != "GET /a" {
		t.Errorf("the input changed: %q", got)
	}
	if orig.Tabs[1].Groups != nil || nav.Tabs[0] == orig.Tabs[0] || nav.Tabs[0].Groups[0] == orig.Tabs[0].Groups[0] {
		t.Error("the result shares elements with the input")
	}
	e := nav.Tabs[0].Groups[0].Pages[0]
	if e.Path != "api-reference/things/get-a" || e.Loc != orig.Tabs[0].Groups[0].Pages[0].Loc {
		t.Errorf("entry %q at %s, want the entry's location %s", e.Path, e.Loc.Pointer, orig.Tabs[0].Groups[0].Pages[0].Loc.Pointer)
	}
	g := nav.Tabs[1].Groups[0]
	if g.Loc != orig.Tabs[1].Loc || g.Pages[0].Loc != orig.Tabs[1].Loc || g.Loc.Pointer != "/navigation/tabs/1" {
		t.Errorf("generated group at %q, want the tab's location", g.Loc.Pointer)
	}
	// What Expand never changes (the openapi settings) is shared.
	if nav.Tabs[1].OpenAPI != orig.Tabs[1].OpenAPI {
		t.Error("the openapi settings were copied")
	}
}

func TestExpandGenerated(t *testing.T) {
	files := fstest.MapFS{"api.yaml": spec(`tags:
  - {name: Pet Store, x-group: Shop}
paths:
  /pets:
    get: {summary: List, tags: [Pet Store], deprecated: true, description: First.}
    post: {summary: List, tags: [Pet Store]}
    delete: {summary: List, tags: [Pet Store]}
    put: {summary: Update, tags: [Pet Store], x-hidden: true}
    patch: {summary: Patch, tags: [Pet Store], x-excluded: true}
  /pets/{id}/photos/:
    get: {tags: [Pet Store]}
  /users:
    x-mint: {groups: [admins]}
    get:
      summary: List users
      x-mint:
        href: /people/All
        content: Intro.
        groups: [staff]
        metadata: {title: People, description: Everyone., icon: users, deprecated: true}
    post:
      summary: Create user
      x-mint: {href: people/create}
webhooks:
  pet.added:
    post: {tags: [Pet Store], description: Added.}
`)}
	nav, pages, l := expand(t, `{"groups": [{"group": "API", "openapi": "api.yaml"}, {"group": "Listed", "openapi": "api.yaml", "pages": ["GET /users", "webhook pet.added"]}]}`, files)
	noDiags(t, l)
	checkDump(t, nav, `
group:API
  group:Shop
    api-reference/pet-store/list
    api-reference/pet-store/list-1
    api-reference/pet-store/list-2
    api-reference/pet-store/get-pets-photos
    api-reference/pet-store/petadded
  group:API Reference
    people/all
    people/create
group:Listed
  people/all
  api-reference/pet-store/petadded
`)
	for path, want := range map[string]Page{
		"api-reference/pet-store/list":            {Title: "List", Description: "First.", Deprecated: true},
		"api-reference/pet-store/list-2":          {Title: "List"},
		"api-reference/pet-store/update":          {Title: "Update", Hidden: true},
		"api-reference/pet-store/get-pets-photos": {Title: "Get pets photos"},
		"api-reference/pet-store/petadded":        {Title: "Petadded", Description: "Added."},
		"people/all":                              {Title: "People", SidebarTitle: "All", Description: "Everyone.", Deprecated: true, Content: "Intro."},
		"people/create":                           {Title: "Create user", SidebarTitle: "Create"},
	} {
		p := pages[path]
		if p == nil {
			t.Errorf("%s: no page", path)
			continue
		}
		got := Page{Title: p.Title, SidebarTitle: p.SidebarTitle, Description: p.Description, Deprecated: p.Deprecated, Hidden: p.Hidden, Content: p.Content}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %+v, want %+v", path, got, want)
		}
	}
	if len(pages) != 8 {
		t.Errorf("%d pages, want 8 (the x-excluded operation has none)", len(pages))
	}
	// The entry "GET /users" came first, then the page per operation of
	// "API": the latter is kept, with the path item's groups, which an
	// entry does not get.
	if got := pages["people/all"].Metadata["groups"]; !reflect.DeepEqual(got, []any{"admins", "staff"}) {
		t.Errorf("groups %v", got)
	}
	want := "---\nopenapi: /api.yaml get /users\ndeprecated: true\ntitle: People\ndescription: Everyone.\nicon: users\ngroups: admins,staff\n---\n\nIntro."
	if got := pages["people/all"].MDX(); got != want {
		t.Errorf("MDX:\n%s\nwant:\n%s", got, want)
	}
}

func TestExpandDirectory(t *testing.T) {
	files := fstest.MapFS{"a.yaml": specA, "b.yaml": specB}
	nav, _, l := expand(t, `{"anchors": [
		{"anchor": "Empty", "openapi": {"source": "/b.yaml", "directory": ""}},
		{"anchor": "Slash", "openapi": [{"source": "b.yaml", "directory": "/lead/"}]},
		{"anchor": "Inherited", "openapi": {"source": "a.yaml", "directory": "dir"}, "groups": [
			{"group": "G", "pages": ["POST /a", "b.yaml GET /b", {"group": "Own", "openapi": "b.yaml", "pages": ["GET /b"]}]}
		]}
	]}`, files)
	noDiags(t, l)
	// An explicit entry takes the directory of the openapi in force, even
	// when it names another file; an element's own openapi without a
	// directory means api-reference.
	checkDump(t, nav, `
anchor:Empty
  group:API Reference
    get-b
    ping
anchor:Slash
  group:API Reference
    lead/get-b
    lead/ping
anchor:Inherited
  group:G
    dir/post-a
    dir/get-b
    group:Own
      api-reference/get-b
`)
}

func TestExpandErrors(t *testing.T) {
	files := fstest.MapFS{
		"a.yaml":              specA,
		"b.yaml":              specB,
		"bad.yaml":            {Data: []byte("openapi: 3.1.0\ninfo: {title: Bad\n")},
		"empty.yaml":          {Data: []byte("openapi: 3.0.0\ninfo: {title: E, version: '1'}\npaths: {}\n")},
		"old.yaml":            {Data: []byte("swagger: '2.0'\ninfo: {title: S, version: '1'}\npaths:\n  /s:\n    get: {summary: S, responses: {'200': {description: OK}}}\n")},
		"x.yaml":              spec("paths:\n  /x:\n    get: {summary: X, x-excluded: true}\n"),
		"node_modules/n.yaml": specA,
	}
	for _, tc := range []struct {
		name, nav string
		sev       diag.Severity
		code, pos string
		ptr       string
		msg, hint string
		entries   string // the expanded navigation
	}{
		{"unknown path", `{"pages": ["a.yaml GET /aa"]}`, diag.Error, "unknown-operation", "docs.json:2:26", "/navigation/pages/0",
			"GET /aa is not an operation of a.yaml", `did you mean "GET /a"?`, ""},
		{"unknown method", `{"groups": [{"group": "G", "openapi": "a.yaml", "pages": ["intro", "PUT /a/{id}"]}]}`, diag.Error, "unknown-operation", "docs.json:2:82", "/navigation/groups/0/pages/1",
			"the path has no PUT method", `the path has "DELETE /a/{id}"`, "group:G\n  intro\n"},
		{"unknown webhook", `{"pages": ["b.yaml webhook pong"]}`, diag.Error, "unknown-operation", "docs.json:2:26", "/navigation/pages/0",
			`the webhook "pong" is not in b.yaml`, `did you mean "webhook ping"?`, ""},
		// Mintlify keeps the entry as a page with no file, and warns.
		{"no openapi", `{"pages": ["GET /a", "intro"]}`, diag.Warning, "openapi-missing", "docs.json:2:26", "/navigation/pages/0",
			"no OpenAPI file applies here", `"openapi.yaml GET /a"`, "GET /a\nintro\n"},
		{"missing file", `{"tabs": [{"tab": "T", "openapi": "c.yaml"}]}`, diag.Error, "openapi-not-found", "docs.json:2:49", "/navigation/tabs/0/openapi",
			"the OpenAPI file c.yaml does not exist", `nearest specification files: "a.yaml", "b.yaml"`, "tab:T\n"},
		{"missing file of an entry", `{"pages": ["/specs/a.yaml GET /a"]}`, diag.Error, "openapi-not-found", "docs.json:2:26", "/navigation/pages/0",
			"specs/a.yaml does not exist", `did you mean "a.yaml"?`, ""},
		{"invalid file", `{"tabs": [{"tab": "T", "openapi": {"source": "bad.yaml"}}]}`, diag.Error, "openapi-invalid", "docs.json:2:60", "/navigation/tabs/0/openapi/source",
			"the OpenAPI file bad.yaml is invalid: bad.yaml:3:1: invalid YAML", "", "tab:T\n"},
		{"excluded", `{"pages": ["x.yaml GET /x"]}`, diag.Error, "excluded-operation", "docs.json:2:26", "/navigation/pages/0",
			"marked x-excluded", "remove x-excluded", ""},
		{"remote", `{"tabs": [{"tab": "T", "openapi": "https://example.com/openapi.json", "pages": ["GET /a"]}, {"tab": "U", "openapi": "https://example.com/openapi.json"}]}`,
			diag.Warning, "openapi-remote", "docs.json:2:95", "/navigation/tabs/0/pages/0",
			"https://example.com/openapi.json is a URL", "download the specification", "tab:T\ntab:U\n"},
		{"ignored", `{"tabs": [{"tab": "T", "openapi": "node_modules/n.yaml"}]}`, diag.Error, "openapi-not-found", "docs.json:2:49", "/navigation/tabs/0/openapi",
			"node_modules/n.yaml is left out of the site", "node_modules", "tab:T\n"},
		{"extension", `{"tabs": [{"tab": "T", "openapi": "a.YAML"}]}`, diag.Error, "openapi-not-found", "docs.json:2:49", "/navigation/tabs/0/openapi",
			"does not end in .json, .yaml or .yml", "rename it", "tab:T\n"},
		{"empty 3.0.0", `{"tabs": [{"tab": "T", "openapi": "empty.yaml"}]}`, diag.Error, "openapi-empty", "docs.json:2:49", "/navigation/tabs/0/openapi",
			"defines no paths", "", "tab:T\n"},
		{"swagger", `{"pages": ["old.yaml GET /s"]}`, diag.Error, "openapi-swagger", "docs.json:2:26", "/navigation/pages/0",
			"Swagger 2.0", "convert it to OpenAPI 3", "api-reference/s\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			nav, _, l := expand(t, tc.nav, files)
			if l.Len() != 1 {
				t.Fatalf("%d diagnostics, want 1: %v", l.Len(), l.All())
			}
			d := l.All()[0]
			if d.Severity != tc.sev || d.Code != tc.code || d.Pos.String() != tc.pos || d.Pointer != tc.ptr ||
				!strings.Contains(d.Message, tc.msg) || !strings.Contains(d.Hint, tc.hint) {
				t.Errorf("got  %s %s [%s] %s: %s (hint: %s)\nwant %s %s [%s] %s: ...%s... (hint: ...%s...)",
					d.Pos, d.Severity, d.Code, d.Pointer, d.Message, d.Hint, tc.pos, tc.sev, tc.code, tc.ptr, tc.msg, tc.hint)
			}
			if got := dump(nav); got != tc.entries {
				t.Errorf("navigation:\n%s\nwant:\n%s", got, tc.entries)
			}
		})
	}
}

func TestExpandNil(t *testing.T) {
	nav, pages, l := Expand(nil, nil)
	if nav != nil || pages == nil || len(pages) != 0 || l.Len() != 0 {
		t.Errorf("Expand(nil) = %v, %v, %v", nav, pages, l.All())
	}
	nav, _, l = Expand(decodeNav(t, `{"pages": ["a.yaml GET /a"]}`), nil)
	if len(nav.Pages) != 0 || l.Len() != 1 || l.All()[0].Code != "openapi-not-found" {
		t.Errorf("without specs: %v %v", dump(nav), l.All())
	}
}

// TestExpandLeavesInputAlone: Expand changes a copy; the navigation it is
// given, elements of every kind, nested groups and appended operation
// groups included, is as it was.
func TestExpandLeavesInputAlone(t *testing.T) {
	files := fstest.MapFS{"a.yaml": specA, "b.yaml": specB}
	nav := decodeNav(t, `{"products": [{"product": "P", "languages": [{"language": "en", "versions": [{"version": "v1",
		"tabs": [{"tab": "T", "openapi": "a.yaml", "menu": [{"item": "M", "openapi": "b.yaml"}]},
		         {"tab": "U", "dropdowns": [{"dropdown": "D", "anchors": [{"anchor": "A", "openapi": "b.yaml",
		           "groups": [{"group": "G", "pages": ["intro", {"group": "N", "openapi": "a.yaml", "pages": ["GET /a"]}]}]}]}]}]}]}]}]}`)
	before := dump(nav)
	fresh := decodeNav(t, `{"products": [{"product": "P", "languages": [{"language": "en", "versions": [{"version": "v1",
		"tabs": [{"tab": "T", "openapi": "a.yaml", "menu": [{"item": "M", "openapi": "b.yaml"}]},
		         {"tab": "U", "dropdowns": [{"dropdown": "D", "anchors": [{"anchor": "A", "openapi": "b.yaml",
		           "groups": [{"group": "G", "pages": ["intro", {"group": "N", "openapi": "a.yaml", "pages": ["GET /a"]}]}]}]}]}]}]}]}]}`)
	out, pages, l := Expand(nav, NewSpecs(files))
	noDiags(t, l)
	if len(pages) == 0 || dump(out) == before {
		t.Fatalf("nothing was expanded:\n%s", dump(out))
	}
	if dump(nav) != before || !reflect.DeepEqual(nav, fresh) {
		t.Errorf("Expand changed its input:\n%s\nwant\n%s", dump(nav), before)
	}
}

// TestSpecHintLeavesOutConfiguration: docs.json is a JSON file of the
// folder, but no specification to propose for a missing one.
func TestSpecHintLeavesOutConfiguration(t *testing.T) {
	files := fstest.MapFS{"docs.json": {Data: []byte(`{"theme": "mint"}`)}}
	_, _, l := expand(t, `{"pages": ["/specs/a.yaml GET /a"]}`, files)
	if l.Len() != 1 || l.All()[0].Code != "openapi-not-found" {
		t.Fatalf("diagnostics: %v", l.All())
	}
	if h := l.All()[0].Hint; strings.Contains(h, "docs.json") {
		t.Errorf("hint proposes the configuration: %s", h)
	}
}
