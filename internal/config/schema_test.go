package config

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
)

const schemaGolden = "testdata/docs.schema.json"

// compileSchema compiles the generated schema with format assertions on,
// so "format": "uri" is checked as well.
func compileSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	data, err := Schema()
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the schema is not JSON: %v", err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource(SchemaID, doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile(SchemaID)
	if err != nil {
		t.Fatalf("the schema does not compile: %v", err)
	}
	return sch
}

func TestSchemaCompiles(t *testing.T) {
	compileSchema(t)
}

func TestSchemaDeterministic(t *testing.T) {
	a, err := Schema()
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		b, err := Schema()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Fatal("Schema returned different output on a second call")
		}
	}
}

// TestSchemaGolden keeps the schema under review: a change to the model
// shows up as a diff of testdata/docs.schema.json (go test -update).
func TestSchemaGolden(t *testing.T) {
	got, err := Schema()
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.MkdirAll(filepath.Dir(schemaGolden), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(schemaGolden, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(schemaGolden)
	if err != nil {
		t.Fatalf("%v (run go test ./internal/config -run TestSchemaGolden -update)", err)
	}
	if !bytes.Equal(got, want) {
		gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		i := 0
		for i < len(gl) && i < len(wl) && gl[i] == wl[i] {
			i++
		}
		line := func(l []string) string {
			if i < len(l) {
				return l[i]
			}
			return "(end of file)"
		}
		t.Fatalf("the schema differs from %s from line %d:\n got: %s\nwant: %s\nif the model changed on purpose, run go test ./internal/config -run TestSchemaGolden -update and review the diff",
			schemaGolden, i+1, line(gl), line(wl))
	}
}

// TestSchemaCoversModel checks that the generator knows every format and
// that every type that decodes itself describes itself.
func TestSchemaCoversModel(t *testing.T) {
	for f := range knownFormats {
		if _, ok := formatSchemas[f]; !ok {
			t.Errorf("format %q has no entry in formatSchemas", f)
		}
	}
	g := newSchemaGen()
	if _, err := g.structSchema(reflect.TypeFor[Config]()); err != nil {
		t.Fatal(err)
	}
	if err := g.flush(); err != nil {
		t.Fatal(err)
	}
	for name, typ := range g.types {
		pt := reflect.PointerTo(typ)
		if pt.Implements(decoderType) != pt.Implements(describerType) {
			t.Errorf("%s: decodeNode and jsonSchema must come together", name)
		}
	}
}

// schemaValue turns a parsed JSON value into the plain Go values the
// validator reads. Of repeated keys the last wins, as in the decoder.
func schemaValue(n *jsonpos.Node) any {
	switch n.Kind {
	case jsonpos.Object:
		m := make(map[string]any, len(n.Members))
		for _, mem := range n.Members {
			m[mem.Key] = schemaValue(mem.Value)
		}
		return m
	case jsonpos.Array:
		s := make([]any, len(n.Items))
		for i, it := range n.Items {
			s[i] = schemaValue(it)
		}
		return s
	case jsonpos.Number:
		return json.Number(n.Text)
	case jsonpos.String:
		return n.Text
	case jsonpos.Bool:
		return n.True
	}
	return nil
}

// schemaCorpusDir returns the corpus of real sites: $FOLIO_CORPUS, else
// ../shared/corpus next to the module root.
func schemaCorpusDir(t *testing.T) string {
	t.Helper()
	if d := os.Getenv("FOLIO_CORPUS"); d != "" {
		return d
	}
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("SKIP: no module root found, so no corpus; set FOLIO_CORPUS")
		}
		dir = parent
	}
	d := filepath.Join(dir, "..", "shared", "corpus")
	if fi, err := os.Stat(d); err != nil || !fi.IsDir() {
		t.Skipf("SKIP: no corpus at %s; set FOLIO_CORPUS to the folder of real sites", d)
	}
	return d
}

// TestSchemaCorpus validates the configuration of every real site (after
// includes are resolved, and after the upgrade of a mint.json) against the
// schema.
func TestSchemaCorpus(t *testing.T) {
	dir := schemaCorpusDir(t)
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	sch := compileSchema(t)
	checked := 0
	for _, e := range entries {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		site := filepath.Join(dir, e.Name())
		if _, err := FindRoot(site); err != nil {
			continue
		}
		checked++
		t.Run(e.Name(), func(t *testing.T) {
			p, err := Load(site)
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			if p.Tree == nil {
				if p.Upgraded {
					t.Skipf("SKIP: %s was not upgraded (%d diagnostics)", p.File, len(p.Diagnostics.All()))
				}
				t.Fatalf("no configuration tree: %v", p.Diagnostics.All())
			}
			if err := sch.Validate(schemaValue(p.Tree)); err != nil {
				what := p.File
				if p.Upgraded {
					what += " (upgraded)"
				}
				t.Errorf("%s does not validate against the schema:\n%v", what, err)
			}
		})
	}
	if checked == 0 {
		t.Skipf("SKIP: no site with docs.json or mint.json in %s", dir)
	}
}

// schemaDoc builds a docs.json from a minimal valid one: each member is
// `"key": value`, replacing the default of that key, or "-key" to delete
// it.
func schemaDoc(members ...string) string {
	m := map[string]string{
		"theme":      `"mint"`,
		"name":       `"Acme"`,
		"colors":     `{"primary": "#0D9373"}`,
		"navigation": `{"pages": ["index"]}`,
	}
	for _, mem := range members {
		if k, ok := strings.CutPrefix(mem, "-"); ok {
			delete(m, k)
			continue
		}
		var one map[string]json.RawMessage
		if err := json.Unmarshal([]byte("{"+mem+"}"), &one); err != nil {
			panic(fmt.Sprintf("bad member %s: %v", mem, err))
		}
		for k, v := range one {
			m[k] = string(v)
		}
	}
	keys := slices.Sorted(maps.Keys(m))
	var b strings.Builder
	b.WriteString("{")
	for i, k := range keys {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, "%q:%s", k, m[k])
	}
	b.WriteString("}")
	return b.String()
}

func nav(v string) string { return `"navigation": ` + v }

type schemaCase struct {
	name string
	doc  string
}

// Documents the schema must reject. The decoder must reject each of them
// too: the schema is never stricter than Folio.
var schemaRejects = []schemaCase{
	{"unknown theme", schemaDoc(`"theme": "venus"`)},
	{"missing theme", schemaDoc(`-theme`)},
	{"missing name", schemaDoc(`-name`)},
	{"blank name", schemaDoc(`"name": "  "`)},
	{"missing colors", schemaDoc(`-colors`)},
	{"missing navigation", schemaDoc(`-navigation`)},
	{"colors.primary not hex", schemaDoc(`"colors": {"primary": "#12345"}`)},
	{"colors.primary missing", schemaDoc(`"colors": {"light": "#123"}`)},
	{"unknown key in colors", schemaDoc(`"colors": {"primary": "#000", "accent": "#fff"}`)},
	{"integrations.unknown", schemaDoc(`"integrations": {"unknown": {}}`)},
	{"ga4 without G", schemaDoc(`"integrations": {"ga4": {"measurementId": "UA-1"}}`)},
	{"posthog without phc_", schemaDoc(`"integrations": {"posthog": {"apiKey": "abc"}}`)},
	{"plausible with https", schemaDoc(`"integrations": {"plausible": {"domain": "https://acme.com"}}`)},
	{"intercom id too short", schemaDoc(`"integrations": {"intercom": {"appId": "abc"}}`)},
	{"group without group", schemaDoc(nav(`{"groups": [{"pages": ["a"]}]}`))},
	{"nested group without group", schemaDoc(nav(`{"groups": [{"group": "A", "pages": [{"pages": ["a"]}]}]}`))},
	{"page that is a number", schemaDoc(nav(`{"pages": [1]}`))},
	{"empty page path", schemaDoc(nav(`{"pages": [""]}`))},
	{"empty navigation", schemaDoc(nav(`{}`))},
	{"unknown key in navigation.global", schemaDoc(nav(`{"pages": ["index"], "global": {"links": []}}`))},
	{"global anchor without href", schemaDoc(nav(`{"pages": ["index"], "global": {"anchors": [{"anchor": "Blog"}]}}`))},
	{"tab without tab", schemaDoc(nav(`{"tabs": [{"pages": ["index"]}]}`))},
	{"unknown language", schemaDoc(nav(`{"languages": [{"language": "klingon", "pages": ["index"]}]}`))},
	{"version without version", schemaDoc(nav(`{"versions": [{"pages": ["index"]}]}`))},
	{"menu item without item", schemaDoc(nav(`{"products": [{"product": "A", "menu": [{"pages": ["index"]}]}]}`))},
	{"graphql tab with pages", schemaDoc(nav(`{"tabs": [{"tab": "GraphQL", "graphql": "schema.graphql", "pages": ["index"]}]}`))},
	{"graphql and sdk tab", schemaDoc(nav(`{"tabs": [{"tab": "API", "graphql": "schema.graphql", "sdk": {"format": "typedoc", "source": "docs.json"}}]}`))},
	{"sdk with unknown format", schemaDoc(nav(`{"tabs": [{"tab": "SDK", "sdk": {"format": "rustdoc", "source": "x"}}]}`))},
	{"icon with fa- prefix", schemaDoc(nav(`{"tabs": [{"tab": "A", "icon": "fa-book", "pages": ["index"]}]}`))},
	{"icon object without name", schemaDoc(nav(`{"tabs": [{"tab": "A", "icon": {"style": "solid"}, "pages": ["index"]}]}`))},
	{"icon of unknown style", schemaDoc(nav(`{"tabs": [{"tab": "A", "icon": {"name": "book", "style": "bold"}, "pages": ["index"]}]}`))},
	{"footer.links with 5 columns", schemaDoc(`"footer": {"links": [` + strings.Repeat(`{"items": [{"label": "a", "href": "/a"}]},`, 4) + `{"items": [{"label": "a", "href": "/a"}]}]}`)},
	{"footer column without items", schemaDoc(`"footer": {"links": [{"header": "A", "items": []}]}`)},
	{"footer link over http", schemaDoc(`"footer": {"links": [{"items": [{"label": "a", "href": "http://acme.com"}]}]}`)},
	{"footer link protocol-relative", schemaDoc(`"footer": {"links": [{"items": [{"label": "a", "href": "//acme.com"}]}]}`)},
	{"unknown social network", schemaDoc(`"footer": {"socials": {"myspace": "https://myspace.com/acme"}}`)},
	{"social over http", schemaDoc(`"footer": {"socials": {"x": "http://x.com/acme"}}`)},
	{"navbar link without label", schemaDoc(`"navbar": {"links": [{"href": "/a"}]}`)},
	{"navbar link with a relative href", schemaDoc(`"navbar": {"links": [{"label": "A", "href": "docs/a"}]}`)},
	{"navbar button without label", schemaDoc(`"navbar": {"primary": {"type": "button", "href": "/a"}}`)},
	{"navbar primary of unknown type", schemaDoc(`"navbar": {"primary": {"type": "link", "label": "A", "href": "/a"}}`)},
	{"logo too short", schemaDoc(`"logo": "ab"`)},
	{"logo object without dark", schemaDoc(`"logo": {"light": "/l.svg"}`)},
	{"favicon number", schemaDoc(`"favicon": 1`)},
	{"font source without format", schemaDoc(`"fonts": {"family": "Inter", "source": "/inter.woff2"}`)},
	{"font pair with unknown key", schemaDoc(`"fonts": {"heading": {"family": "Inter"}, "title": {"family": "Inter"}}`)},
	{"font weight as string", schemaDoc(`"fonts": {"family": "Inter", "weight": "400"}`)},
	{"codeblocks light", schemaDoc(`"styling": {"codeblocks": "light"}`)},
	{"unknown code theme", schemaDoc(`"styling": {"codeblocks": {"theme": "solarized"}}`)},
	{"code theme pair without dark", schemaDoc(`"styling": {"codeblocks": {"theme": {"light": "github-light"}}}`)},
	{"unknown contextual option", schemaDoc(`"contextual": {"options": ["copy", "telepathy"]}`)},
	{"custom contextual option without href", schemaDoc(`"contextual": {"options": [{"title": "A", "description": "B"}]}`)},
	{"contextual without options", schemaDoc(`"contextual": {"display": "toc"}`)},
	{"openapi object with unknown key", schemaDoc(`"api": {"openapi": {"source": "openapi.json", "foo": 1}}`)},
	{"openapi object without source", schemaDoc(`"api": {"openapi": {"directory": "api"}}`)},
	{"openapi number", schemaDoc(`"api": {"openapi": 1}`)},
	{"asyncapi list of objects", schemaDoc(`"api": {"asyncapi": [{"source": "a.yaml"}]}`)},
	{"unknown playground display", schemaDoc(`"api": {"playground": {"display": "fancy"}}`)},
	{"mdx server not a URL", schemaDoc(`"api": {"mdx": {"server": "api.acme.com"}}`)},
	{"redirect without destination", schemaDoc(`"redirects": [{"source": "/a"}]`)},
	{"seo path with slashes", schemaDoc(`"seo": {"paths": [{"path": "/guides/", "metatags": {}}]}`)},
	{"seo path with ..", schemaDoc(`"seo": {"paths": [{"path": "guides/..", "metatags": {}}]}`)},
	{"empty meta tag", schemaDoc(`"seo": {"metatags": {"og:title": ""}}`)},
	{"organization url not absolute", schemaDoc(`"seo": {"organization": {"url": "acme.com"}}`)},
	{"unknown appearance", schemaDoc(`"appearance": {"default": "sepia"}`)},
	{"banner colour as a string", schemaDoc(`"banner": {"content": "Hi", "color": "#fff"}`)},
	{"banner without content", schemaDoc(`"banner": {"type": "info"}`)},
	{"boolean in quotes", schemaDoc(`"public": "true"`)},
	{"variables with a number", schemaDoc(`"variables": {"a": 1}`)},
	{"markdown instructions number", schemaDoc(`"markdown": {"instructions": 1}`)},
	{"icons library unknown", schemaDoc(`"icons": {"library": "material"}`)},
	{"segment cdn with query", schemaDoc(`"integrations": {"segment": {"key": "k", "cdnUrl": "https://cdn.acme.com/?a=b"}}`)},
	{"transcend bundle id with dots", schemaDoc(`"integrations": {"transcend": {"bundleId": "a.b"}}`)},
}

// Documents the schema must accept. The decoder must accept each of them
// without an error too (warnings are fine).
var schemaAccepts = []schemaCase{
	{"minimal", schemaDoc()},
	{"$schema", schemaDoc(`"$schema": "https://foliodocs.dev/docs.schema.json"`)},
	{"unknown top-level key", schemaDoc(`"foo": 1`)},
	{"icon string", schemaDoc(nav(`{"tabs": [{"tab": "A", "icon": "book", "pages": ["index"]}]}`))},
	{"icon URL", schemaDoc(nav(`{"tabs": [{"tab": "A", "icon": "/icons/a.svg", "pages": ["index"]}]}`))},
	{"icon object", schemaDoc(nav(`{"tabs": [{"tab": "A", "icon": {"name": "book", "style": "duotone", "library": "fontawesome"}, "pages": ["index"]}]}`))},
	{"logo string", schemaDoc(`"logo": "/logo.svg"`)},
	{"logo object", schemaDoc(`"logo": {"light": "/l.svg", "dark": "/d.svg", "href": "https://acme.com"}`)},
	{"favicon string", schemaDoc(`"favicon": "/favicon.svg"`)},
	{"favicon object", schemaDoc(`"favicon": {"light": "/l.svg", "dark": "/d.svg"}`)},
	{"background image pair", schemaDoc(`"background": {"image": {"light": "/l.png", "dark": "/d.png"}, "decoration": "grid", "color": {"light": "#fff", "dark": "#000"}}`)},
	{"openapi string", schemaDoc(`"api": {"openapi": "openapi.json"}`)},
	{"openapi URL", schemaDoc(`"api": {"openapi": "https://acme.com/openapi.json"}`)},
	{"openapi array", schemaDoc(`"api": {"openapi": ["a.json", {"source": "b.yaml", "directory": "api/b"}]}`)},
	{"openapi object", schemaDoc(`"api": {"openapi": {"source": "a.json", "directory": "api", "overlays": ["o.yaml"]}}`)},
	{"asyncapi string", schemaDoc(`"api": {"asyncapi": "a.yaml"}`)},
	{"asyncapi array", schemaDoc(`"api": {"asyncapi": ["a.yaml", "b.yaml"]}`)},
	{"asyncapi object", schemaDoc(`"api": {"asyncapi": {"source": "a.yaml", "directory": "events"}}`)},
	{"api settings", schemaDoc(`"api": {"params": {"expanded": "all"}, "playground": {"display": "simple", "proxy": false}, "examples": {"languages": ["bash", "python"], "autogenerate": true}, "url": "full", "mdx": {"auth": {"method": "bearer"}, "server": "https://api.acme.com"}}`)},
	{"mdx servers", schemaDoc(`"api": {"mdx": {"server": ["https://api.acme.com", "https://eu.acme.com"]}}`)},
	{"openapi on a tab", schemaDoc(nav(`{"tabs": [{"tab": "API", "openapi": "openapi.json"}]}`))},
	{"fonts single", schemaDoc(`"fonts": {"family": "Inter", "weight": 400}`)},
	{"fonts single from a file", schemaDoc(`"fonts": {"family": "Acme", "source": "/fonts/acme.woff2", "format": "woff2"}`)},
	{"fonts pair", schemaDoc(`"fonts": {"heading": {"family": "Inter", "weight": 700}, "body": {"family": "Roboto"}}`)},
	{"codeblocks string", schemaDoc(`"styling": {"codeblocks": "dark", "eyebrows": "breadcrumbs", "latex": true}`)},
	{"codeblocks theme", schemaDoc(`"styling": {"codeblocks": {"theme": "dracula"}}`)},
	{"codeblocks theme pair", schemaDoc(`"styling": {"codeblocks": {"theme": {"light": "github-light", "dark": "github-dark"}, "languages": {"custom": ["grammars/acme.json"]}}}`)},
	{"contextual presets", schemaDoc(`"contextual": {"options": ["copy", "view", "chatgpt", "devin-desktop"], "display": "toc"}`)},
	{"contextual custom", schemaDoc(`"contextual": {"options": ["copy", {"title": "Ask", "description": "Ask Acme", "icon": "robot", "href": "https://acme.com/ask?q=$page"}]}`)},
	{"contextual custom with query", schemaDoc(`"contextual": {"options": [{"title": "Ask", "description": "Ask Acme", "href": {"base": "https://acme.com/ask", "query": [{"key": "q", "value": "$path"}]}}]}`)},
	{"versions with tabs", schemaDoc(nav(`{"versions": [{"version": "v2", "default": true, "tag": "Latest", "tabs": [{"tab": "Guides", "groups": [{"group": "Start", "pages": ["v2/index"]}]}]}, {"version": "v1", "href": "https://v1.acme.com"}]}`))},
	{"products with menu", schemaDoc(nav(`{"products": [{"product": "Cloud", "icon": "cloud", "menu": [{"item": "Guides", "description": "How-tos", "pages": ["cloud/index"]}]}]}`))},
	{"languages with their own banner", schemaDoc(nav(`{"languages": [{"language": "en", "pages": ["index"]}, {"language": "fr", "banner": {"content": "Bonjour"}, "footer": {"socials": {"x": "https://x.com/acme"}}, "navbar": {"links": [{"type": "github", "href": "https://github.com/acme"}]}, "pages": ["fr/index"]}]}`))},
	{"anchors and dropdowns", schemaDoc(nav(`{"anchors": [{"anchor": "Docs", "icon": "book", "color": {"light": "#000", "dark": "#fff"}, "dropdowns": [{"dropdown": "SDKs", "description": "Clients", "groups": [{"group": "JS", "pages": ["sdk/js"]}]}]}, {"anchor": "Blog", "href": "https://acme.com/blog"}]}`))},
	{"nested groups", schemaDoc(nav(`{"groups": [{"group": "A", "icon": "book", "tag": "NEW", "root": "a/index", "expanded": true, "boost": 1.5, "pages": ["a/one", {"group": "B", "pages": ["a/b/two", "GET /users"]}]}]}`))},
	{"legacy isDefaultOpen on a group", schemaDoc(nav(`{"groups": [{"group": "A", "isDefaultOpen": true, "pages": ["index"]}]}`))},
	{"legacy unknown keys on a tab", schemaDoc(nav(`{"tabs": [{"tab": "A", "url": "a", "pages": ["index"]}]}`))},
	{"invalid group openapi (ignored)", schemaDoc(nav(`{"groups": [{"group": "A", "openapi": 5, "pages": ["index"]}]}`))},
	{"groups and pages together (pages ignored)", schemaDoc(nav(`{"groups": [{"group": "A", "pages": ["index"]}], "pages": ["other"]}`))},
	{"global links", schemaDoc(nav(`{"pages": ["index"], "global": {"anchors": [{"anchor": "Community", "icon": "discord", "href": "https://discord.gg/acme"}], "tabs": [{"tab": "Blog", "href": "/blog"}], "languages": [{"language": "de", "href": "https://de.acme.com"}]}}`))},
	{"graphql tab", schemaDoc(nav(`{"tabs": [{"tab": "GraphQL", "graphql": {"source": "schema.graphql", "directory": "graphql"}, "groups": [{"group": "Intro", "pages": ["graphql/intro"]}]}]}`))},
	{"sdk tab", schemaDoc(nav(`{"tabs": [{"tab": "SDK", "icon": "code", "sdk": {"format": "typedoc", "source": "https://acme.com/typedoc.json"}}]}`))},
	{"navbar", schemaDoc(`"navbar": {"links": [{"label": "Blog", "href": "https://acme.com/blog", "icon": "pen"}, {"type": "discord", "href": "https://discord.gg/acme"}], "primary": {"type": "github", "href": "https://github.com/acme"}}`)},
	{"navbar button", schemaDoc(`"navbar": {"primary": {"type": "button", "label": "Sign up", "href": "mailto:hi@acme.com"}}`)},
	{"footer", schemaDoc(`"footer": {"socials": {"github": "https://github.com/acme", "x": "https://x.com/acme"}, "links": [{"header": "Company", "items": [{"label": "About", "href": "/about"}, {"label": "Jobs", "href": "https://acme.com/jobs/"}, {"label": "Mail", "href": "mailto:hi@acme.com"}]}]}`)},
	{"seo", schemaDoc(`"seo": {"metatags": {"og:site_name": "Acme"}, "paths": [{"path": "guides/v2", "metatags": {"robots": "noindex"}}], "organization": {"name": "Acme", "url": "https://acme.com", "sameAs": ["https://github.com/acme"]}, "indexing": "all", "trailingSlash": true}`)},
	{"integrations", schemaDoc(`"integrations": {"ga4": {"measurementId": "G-ABC"}, "posthog": {"apiKey": "phc_abc", "apiHost": "https://eu.posthog.com"}, "plausible": {"domain": "acme.com"}, "segment": {"key": "k", "cdnUrl": "https://cdn.acme.com"}, "transcend": {"bundleId": "abc-1"}, "telemetry": {"enabled": false}}`)},
	{"redirects", schemaDoc(`"redirects": [{"source": "/old/:slug*", "destination": "/new/:slug*", "permanent": false}]`)},
	{"banner", schemaDoc(`"banner": {"content": "**New** release", "dismissible": true, "type": "warning", "color": {"light": "#ff0", "dark": "#880"}}`)},
	{"errors", schemaDoc(`"errors": {"404": {"redirect": false, "title": "Lost", "description": "Try search."}}`)},
	{"misc", schemaDoc(`"public": true`, `"description": "Docs"`, `"appearance": {"default": "dark", "strict": true}`, `"search": {"prompt": "Ask"}`, `"icons": {"library": "lucide"}`, `"thumbnails": {"appearance": "dark", "fonts": {"family": "Inter"}}`, `"interaction": {"drilldown": false}`, `"metadata": {"timestamp": true}`, `"variables": {"version": "2.0"}`)},
	{"markdown instructions string", schemaDoc(`"markdown": {"schema": false, "instructions": "Be brief."}`)},
	{"markdown instructions list", schemaDoc(`"markdown": {"instructions": ["Be brief.", "Cite pages."]}`)},
}

func decodeForSchemaTest(t *testing.T, doc string) diag.List {
	t.Helper()
	tree, err := jsonpos.Parse(jsonpos.NewSource("docs.json", []byte(doc)))
	if err != nil {
		t.Fatalf("bad test document: %v\n%s", err, doc)
	}
	_, l := Decode(tree)
	return l
}

func parseForSchemaTest(t *testing.T, doc string) any {
	t.Helper()
	v, err := jsonschema.UnmarshalJSON(strings.NewReader(doc))
	if err != nil {
		t.Fatalf("bad test document: %v\n%s", err, doc)
	}
	return v
}

func TestSchemaRejects(t *testing.T) {
	sch := compileSchema(t)
	for _, c := range schemaRejects {
		t.Run(c.name, func(t *testing.T) {
			if err := sch.Validate(parseForSchemaTest(t, c.doc)); err == nil {
				t.Errorf("the schema accepts %s", c.doc)
			}
			if l := decodeForSchemaTest(t, c.doc); !l.HasErrors() {
				t.Errorf("the decoder accepts %s, so the schema must too", c.doc)
			}
		})
	}
}

func TestSchemaAccepts(t *testing.T) {
	sch := compileSchema(t)
	for _, c := range schemaAccepts {
		t.Run(c.name, func(t *testing.T) {
			if err := sch.Validate(parseForSchemaTest(t, c.doc)); err != nil {
				t.Errorf("the schema rejects %s:\n%v", c.doc, err)
			}
			if l := decodeForSchemaTest(t, c.doc); l.HasErrors() {
				t.Errorf("the decoder rejects %s: %v", c.doc, l.Errors())
			}
		})
	}
}

// TestSchemaStringsNotStricter checks every string rule of the model on
// awkward values: whatever the decoder accepts, the schema of the rule
// must accept.
func TestSchemaStringsNotStricter(t *testing.T) {
	g := newSchemaGen()
	if _, err := g.structSchema(reflect.TypeFor[Config]()); err != nil {
		t.Fatal(err)
	}
	if err := g.flush(); err != nil {
		t.Fatal(err)
	}
	// The rules of the unions' decodeNode methods, then every string rule
	// of the model's structs.
	type named struct {
		where string
		r     *rules
	}
	var all []named
	for _, tag := range []string{"format=icon", "format=spec", "format=httpsspec", "format=page", "format=url",
		"enum=system|dark", "enum=@shiki", "enum=@contextual"} {
		r, err := parseRules(tag)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, named{tag, r})
	}
	for f := range knownFormats {
		for _, tag := range []string{"format=" + f, "trim,nonempty,format=" + f} {
			r, err := parseRules(tag)
			if err != nil {
				t.Fatal(err)
			}
			all = append(all, named{tag, r})
		}
	}
	types := slices.Collect(maps.Values(g.types))
	types = append(types, reflect.TypeFor[Config]())
	for _, typ := range types {
		if typ.Kind() != reflect.Struct || reflect.PointerTo(typ).Implements(describerType) {
			continue
		}
		si, err := buildStructInfo(typ)
		if err != nil {
			t.Fatal(err)
		}
		for _, fi := range si.fields {
			ft := fi.typ
			for ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			where := typ.Name() + "." + fi.key
			switch {
			case ft.Kind() == reflect.String:
				all = append(all, named{where, fi.rules})
			case (ft.Kind() == reflect.Slice || ft.Kind() == reflect.Map) && ft.Elem().Kind() == reflect.String:
				all = append(all, named{where + "[]", fi.elem})
			}
			if ft.Kind() == reflect.Map {
				all = append(all, named{where + " key", fi.keyr})
			}
		}
	}
	values := []string{
		"", " ", "a", "ab", "abc", " abc ", "index", "/", "//", "///", "//x", "//?a", "//#a", "/x", "/x/", "#", "#a", "?a", "x#a",
		"mailto:a@b.c", "MAILTO:a@b.c", "https://acme.com", "HTTPS://ACME.COM", "https:acme.com", "https://", "http://acme.com",
		" https://acme.com", "https://acme.com/ ", "https://acme.com/a.svg", "https://acme.com/?a=b", "https://acme.com/#a",
		"https://user@/x", "ftp://acme.com", "ws://acme.com", "javascript:alert(1)", "file:///etc", "acme.com", "a/../b", "../a",
		"./a", "a/./b", "a//b", "a b", "a\tb", "G-1", "G", "g-1", "phc_1", "phc", " phc_1", "https://x", " https://x",
		"fa-book", "book", "#fff", "#ffffff", "#ff", "fff", "guides/v2", "guides/v2/", ".", "..", "a\\b", "mint", " mint",
		"system", "dark", "copy", "github-dark", "abc-DEF_1", " abc ", "a.b", "a.json", "x.json", strings.Repeat("a", 101),
		"\u00a0abc\u00a0", "abcdef", "été", "https://acme.com:99999", "https://[::1]/", "https://acme.com/a b",
	}
	for _, nr := range all {
		tag, r := nr.where, nr.r
		data, err := json.Marshal(stringSchema(r))
		if err != nil {
			t.Fatal(err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		c := jsonschema.NewCompiler()
		c.AssertFormat()
		if err := c.AddResource("mem://s.json", doc); err != nil {
			t.Fatal(err)
		}
		sch, err := c.Compile("mem://s.json")
		if err != nil {
			t.Fatalf("%s: %v", tag, err)
		}
		for _, v := range values {
			var l diag.List
			d := newDecoder(&l)
			d.checkString(&jsonpos.Node{Kind: jsonpos.String, Text: v}, "/x", v, r)
			if l.HasErrors() {
				continue
			}
			if strings.TrimSpace(v) != v && bytes.Contains(data, []byte(`"format":"uri"`)) {
				// The decoder's URL check (isAbsoluteURL) tolerates
				// whitespace around a URL; "format": "uri" does not.
				continue
			}
			if r.format == "bundleid" && strings.TrimSpace(v) != strings.Trim(v, " \t\n\v\f\r") {
				// strings.TrimSpace removes Unicode spaces, which \s
				// matches in ECMA-262 (editors) but not in Go's regexp.
				continue
			}
			if err := sch.Validate(v); err != nil {
				t.Errorf("rules %q: the decoder accepts %q but the schema %s does not: %v", tag, v, data, err)
			}
		}
	}
}

// objectKeys returns the keys of a JSON object in the order written.
func objectKeys(t *testing.T, raw []byte) []string {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		t.Fatalf("not an object: %.40s", raw)
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, tok.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}

// TestSchemaOrder checks that $defs come sorted and the properties of
// docs.json in the order of Config's fields.
func TestSchemaOrder(t *testing.T) {
	data, err := Schema()
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Defs       json.RawMessage `json:"$defs"`
		Properties json.RawMessage `json:"properties"`
	}
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	if keys := objectKeys(t, s.Defs); len(keys) == 0 || !sort.StringsAreSorted(keys) {
		t.Errorf("$defs are not sorted: %v", keys)
	}
	si, err := buildStructInfo(reflect.TypeFor[Config]())
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, fi := range si.fields {
		want = append(want, fi.key)
	}
	if got := objectKeys(t, s.Properties); !slices.Equal(got, want) {
		t.Errorf("properties of docs.json:\n got %v\nwant %v", got, want)
	}
}
