package site

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// zooSpec is the specification that uses every construct an API page
// shows; the api test site names it.
var zooSpec = filepath.Join("..", "openapi", "testdata", "endpoint", "zoo.yaml")

func buildAPISite(t *testing.T) *Output {
	t.Helper()
	out, _ := buildSiteFiles(t, "api", map[string]string{"zoo.yaml": zooSpec}, Options{})
	return out
}

// section returns the part of a page from the first occurrence of start
// to the end of the element it opens (counting elements of its tag).
func section(page, start string) string {
	i := strings.Index(page, start)
	if i < 0 {
		return ""
	}
	tag := start[1:strings.IndexAny(start, " >")]
	depth := 0
	re := regexp.MustCompile(`</?` + tag + `[ >]`)
	for _, m := range re.FindAllStringIndex(page[i:], -1) {
		if page[i+m[0]+1] == '/' {
			depth--
		} else {
			depth++
		}
		if depth == 0 {
			end := i + m[1] + strings.IndexByte(page[i+m[1]-1:], '>')
			return page[i:end]
		}
	}
	return page[i:]
}

type pageCase struct {
	name, page, want string
}

func checkCases(t *testing.T, cases []pageCase) {
	t.Helper()
	for _, c := range cases {
		want, absent := c.want, false
		if strings.HasPrefix(want, "!") {
			want, absent = want[1:], true
		}
		if strings.Contains(c.page, want) == absent {
			t.Errorf("%s: want %q present=%v", c.name, want, !absent)
		}
	}
}

// TestAPIPages checks that each rule of an API reference page shows.
func TestAPIPages(t *testing.T) {
	out := buildAPISite(t)
	for _, d := range out.Diagnostics.All() {
		line, col := d.LineCol()
		t.Logf("%s:%d:%d %s %s", d.FileName(), line, col, d.Code, d.Message)
	}
	if out.Diagnostics.HasErrors() {
		// Only the /broken operation's references are errors.
		for _, d := range out.Diagnostics.Errors() {
			if d.FileName() != "zoo.yaml" || d.Code != "openapi-bad-ref" && d.Code != "openapi-ref-loop" {
				t.Errorf("unexpected error %s %s", d.Code, d.Message)
			}
		}
	}
	get := file(t, out, "/api-reference/animals/get-an-animal/index.html")
	patch := file(t, out, "/api-reference/animals/update-an-animal/index.html")
	create := file(t, out, "/api-reference/animals/create-an-animal/index.html")
	photo := file(t, out, "/api-reference/keepers/upload-a-photo/index.html")
	keepers := file(t, out, "/api-reference/keepers/list-keepers/index.html")
	born := file(t, out, "/api-reference/an-animal-is-born/index.html")
	animal := file(t, out, "/animal/index.html")
	model := file(t, out, "/models/animal/index.html")
	things := file(t, out, "/things/index.html")
	getRef := section(get, `<div class="api-reference">`)
	getPanel := section(get, `<aside class="api-panel"`)
	getResponse := section(get, `<section class="api-section" aria-labelledby="response">`)
	patchBody := section(patch, `<section class="api-section" aria-labelledby="body">`)
	checkCases(t, []pageCase{
		// The endpoint: method, base URL (api.url full), servers.
		{"method", get, `<span class="method method-get">GET</span>`},
		{"path", get, `<span class="api-path">/animals/<span class="api-path-param">{animalId}</span></span>`},
		{"server choice", get, `<option value="https://sandbox.zoo.example.com/v1" title="Sandbox">https://sandbox.zoo.example.com/v1</option>`},
		{"copy URL", get, `data-copy-text="https://eu.zoo.example.com/v1/animals/{animalId}"`},
		{"description in Markdown", get, `Returns one animal with its <strong>enclosure</strong>.`},
		{"no contents list", get, `!class="toc"`},
		// Authorizations.
		{"bearer", getRef, `<span class="field-name">Authorization</span><span class="field-pill field-post">header</span><span class="field-type">string</span><span class="field-required">required</span>`},
		{"bearer format", getRef, `where <code>&lt;token&gt;</code> is a JWT`},
		{"auth alternatives", patch, `<button type="button" role="tab" class="tab" aria-selected="false" tabindex="-1" data-label="basicAuth">basicAuth</button>`},
		{"basic", patch, `<code>Basic &lt;encoded-value&gt;</code>`},
		{"api key header", patch, `An API key, sent in the <code>X-API-Key</code> header.`},
		{"api key query", photo, `<span class="field-name">api_key</span><span class="field-pill field-post">query</span>`},
		{"api key cookie", photo, `<span class="field-name">zoo_session</span><span class="field-pill field-post">cookie</span>`},
		{"oauth2 scopes", create, `Scopes: <code>animals:write</code>`},
		{"openIdConnect", create, `An OpenID Connect token`},
		{"no auth", keepers, `!Authorizations`},
		// Parameters by place, with type, required, default, constraints.
		{"path params", getRef, `<h2 class="api-section-title" id="path-parameters">Path parameters</h2>`},
		{"query params", getRef, `<h2 class="api-section-title" id="query-parameters">Query parameters</h2>`},
		{"headers", getRef, `<h2 class="api-section-title" id="header-parameters">Headers</h2>`},
		{"cookies", getRef, `<h2 class="api-section-title" id="cookie-parameters">Cookies</h2>`},
		{"param", getRef, `<div class="field param-field" id="path-animalid" data-field="param" data-location="path">`},
		{"param type", getRef, `<span class="field-name">animalId</span><span class="field-type">integer&lt;int64&gt;</span><span class="field-required">required</span>`},
		{"param example", getRef, `Example: <code>42</code>`},
		{"array enum", getRef, `<span class="field-type">enum&lt;string&gt;[]</span>`},
		{"array enum options", getRef, `Available options: <code>enclosure</code>, <code>keeper</code>`},
		{"deprecated param", getRef, `<div class="field param-field field-is-deprecated" id="cookie-session"`},
		{"default", create, `<span class="field-default"><span class="field-default-label">default:</span><code class="field-default-value">20</code></span>`},
		{"range", create, `Required range: <code>1 &lt;= x &lt;= 100</code>`},
		{"length", create, `Required string length: <code>1 - 32</code>`},
		{"pattern", create, `Pattern: <code>^[a-z]+$</code>`},
		{"exclusive minimum", photo, `Required range: <code>0 &lt; x</code>`},
		// Responses by status, with headers; the schema with nesting.
		{"status tabs", getResponse, `data-label="200">200</button><button type="button" role="tab" class="tab" aria-selected="false" tabindex="-1" data-label="404">404</button>`},
		{"response header", getResponse, `<span class="field-name">X-RateLimit-Remaining</span>`},
		{"media type", getResponse, `<span class="api-media-type">application/json</span>`},
		{"read-only shown in a response", getResponse, `id="response-200-id"`},
		{"write-only hidden in a response", getResponse, `!id="response-200-secret"`},
		{"read-only hidden in a request", patchBody, `!id="body-id"`},
		{"write-only shown in a request", patchBody, `id="body-secret"`},
		{"media type tabs", patchBody, `data-label="application/x-www-form-urlencoded"`},
		{"expanded all", getResponse, `<details class="expandable" open><summary class="expandable-summary">`},
		{"child attributes", getResponse, `<span class="expandable-hide">Hide </span>child attributes</span>`},
		{"nested field", getResponse, `id="response-200-enclosure-id"`},
		{"recursion once", getResponse, `Recursive: <code>Enclosure</code>, described above.`},
		{"oneOf selector", getResponse, `<p class="api-alternatives-label">One of</p><div class="tabs api-oneof"`},
		{"oneOf options", getResponse, `data-label="Carnivore">Carnivore</button>`},
		{"const", getResponse, `Allowed value: <code>&#34;carnivore&#34;</code>`},
		{"nullable", getResponse, `<span class="field-type">string | null</span>`},
		{"additional properties", getResponse, `Values: <code>string</code>`},
		{"api.params.post", getResponse, `<span class="field-name">species</span><span class="field-pill field-post">x-internal</span>`},
		{"204 without body", create, `data-label="204">204</button>`},
		// Examples beside the text.
		{"request example menu", getPanel, `<option data-label="Ruby">Ruby</option>`},
		{"request example title", getPanel, `<span class="method method-xs method-get">GET</span><span class="api-example-path">/animals/{animalId}</span>`},
		{"cURL", getPanel, `--url`},
		{"response examples", getPanel, `<div class="api-example response-example">`},
		{"x-codeSamples replace generated", create, `data-label="Python SDK"`},
		{"x-codeSamples only", section(create, `<aside class="api-panel"`), `!data-label="cURL"`},
		{"response example from the spec", section(create, `<aside class="api-panel"`), `<span class="mi">42</span>`},
		// A webhook: its payload, and what to answer.
		{"webhook badge", born, `<span class="method method-webhook">WEBHOOK</span>`},
		{"payload", born, `<h2 class="api-section-title" id="payload">Payload</h2>`},
		{"payload example", born, `<div class="api-example request-example">`},
		// A page file naming an operation: its prose, then the reference;
		// its own RequestExample replaces the generated ones.
		{"page prose", animal, `Read this <strong>before</strong> calling it.`},
		{"page reference", animal, `<h2 class="api-section-title" id="query-parameters">`},
		{"page playground frontmatter", animal, `!data-api-try`},
		{"playground by default", get, `data-api-try`},
		{"own request example in the panel", section(animal, `<aside class="api-panel"`), `curl https://eu.zoo.example.com/v1/animals/42`},
		{"own example out of the prose", section(animal, `<div id="content" class="prose mdx-content"`), `!request-example`},
		// A schema page.
		{"schema fields", model, `<span class="field-name">diet</span>`},
		{"schema read-only", model, `<span class="field-pill field-read-only">read-only</span>`},
		{"schema write-only", model, `<span class="field-pill field-write-only">write-only</span>`},
		{"schema example", model, `<div class="api-example response-example">`},
		// A hand-written API page.
		{"mdx server", things, `<span class="api-base" data-api-base>https://api.things.test/v2</span><span class="api-path">/things</span>`},
		{"mdx auth", things, `<span class="field-name">Authorization</span>`},
		{"mdx fields", things, `<span class="field-name">name</span>`},
		{"mdx response example in the panel", section(things, `<aside class="api-panel"`), `response-example`},
		{"mdx generated request", section(things, `<aside class="api-panel"`), `--url`},
	})
}

// TestAPIMarkdown checks the Markdown copies and llms-full.txt of API
// pages, webhooks included.
func TestAPIMarkdown(t *testing.T) {
	out := buildAPISite(t)
	get := file(t, out, "/api-reference/animals/get-an-animal.md")
	born := file(t, out, "/api-reference/an-animal-is-born.md")
	animal := file(t, out, "/animal.md")
	model := file(t, out, "/models/animal.md")
	full := file(t, out, "/llms-full.txt")
	checkCases(t, []pageCase{
		{"title", get, "# Get an animal\n"},
		{"endpoint first", get, "\n`GET https://eu.zoo.example.com/v1/animals/{animalId}`\n"},
		{"description", get, "Returns one animal with its **enclosure**."},
		{"auth", get, "## Authorizations\n\n- `Authorization` (string, header, required)"},
		{"params", get, "## Query parameters\n\n- `expand` (enum<string>[])"},
		{"responses", get, "### 404 `application/json`"},
		{"nested", get, "  - `id` (string<uuid>)"},
		{"oneOf", get, "  - One of:\n    - Herbivore (object)"},
		{"request example", get, "## Request example\n\n```bash cURL\ncurl --request GET"},
		{"response example", get, "## Response example\n\n```json 200\n{"},
		{"webhook", born, "Webhook `POST animalBorn`"},
		{"webhook payload", born, "## Payload\n\n`application/json`"},
		{"page prose then reference", animal, "Read this **before** calling it."},
		{"page reference", animal, "## Query parameters"},
		{"schema page", model, "- `diet` (object): What it eats."},
		{"llms-full has the reference", full, "## Path parameters\n\n- `animalId` (integer<int64>, required)"},
		{"llms-full has webhooks", full, "Webhook `POST animalBorn`"},
	})
	if i, j := strings.Index(animal, "Read this"), strings.Index(animal, "## Query parameters"); i < 0 || j < i {
		t.Errorf("the page's prose does not come before its reference:\n%s", animal)
	}
	// The page of the operation and the hand-written page that names it
	// (/animal) have the same reference.
	found := false
	for _, r := range out.Search("X-Request-Id expand", "", 3) {
		found = found || r.Path == "/api-reference/animals/get-an-animal"
	}
	if !found {
		t.Errorf("search does not find get-an-animal by its parameters")
	}
}

// TestAPIGolden compares the article of API pages with golden files
// (-update rewrites them).
func TestAPIGolden(t *testing.T) {
	out := buildAPISite(t)
	for _, p := range []struct{ url, golden string }{
		{"/api-reference/animals/get-an-animal", "get-an-animal.html"},
		{"/api-reference/animals/update-an-animal", "update-an-animal.html"},
		{"/api-reference/keepers/upload-a-photo", "upload-a-photo.html"},
		{"/api-reference/an-animal-is-born", "webhook.html"},
		{"/models/animal", "model-animal.html"},
		{"/things", "things.html"},
	} {
		t.Run(p.golden, func(t *testing.T) {
			page := file(t, out, htmlKey(p.url))
			got := section(page, `<article id="content-area" class="article api-article">`)
			if got == "" {
				t.Fatal("no API article")
			}
			got = strings.ReplaceAll(got, "><", ">\n<") + "\n"
			golden := filepath.Join("testdata", "api", p.golden)
			if *update {
				os.WriteFile(golden, []byte(got), 0o644)
			}
			want, _ := os.ReadFile(golden)
			if got != string(want) {
				t.Errorf("%s differs from %s (-update rewrites it)", p.url, golden)
			}
		})
	}
}

// TestAPIBroken checks that broken specifications are reported with
// their file and line, and that every other page still builds.
func TestAPIBroken(t *testing.T) {
	out := buildSite(t, "api-broken", Options{})
	var got []string
	for _, d := range out.Diagnostics.All() {
		line, _ := d.LineCol()
		got = append(got, fmt.Sprintf("%s:%d %s %s", d.FileName(), line, d.Severity, d.Code))
	}
	all := strings.Join(got, "\n")
	for _, want := range []string{
		"bad.yaml:6 error openapi-invalid",
		"refs.yaml:8 warning openapi-bad-ref",
		"refs.yaml:14 warning openapi-bad-ref",
		"refs.yaml:36 error openapi-ref-loop",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("no %q in\n%s", want, all)
		}
	}
	if !strings.Contains(file(t, out, "/index.html"), "Fine.") {
		t.Error("the good page was not built")
	}
	tree := file(t, out, "/api-reference/tree/index.html")
	if !strings.Contains(tree, "Recursive: <code>Node</code>") {
		t.Error("the recursive schema is not cut")
	}
	missing := file(t, out, "/api-reference/missing/index.html")
	if !strings.Contains(missing, "which the specification does not define") {
		t.Error("the missing schema is not noted")
	}
}

// TestAPILargeSpec builds a 20 MB specification: its pages are cut to
// what a page shows, and build in bounded time and size.
func TestAPILargeSpec(t *testing.T) {
	if testing.Short() {
		t.Skip("20 MB")
	}
	var b strings.Builder
	b.WriteString("openapi: 3.0.3\ninfo: {title: Big, version: '1'}\npaths:\n")
	for i := range 5 {
		fmt.Fprintf(&b, "  /things/%d:\n    post:\n      summary: Thing %d\n      requestBody:\n        content:\n          application/json:\n            schema: {$ref: '#/components/schemas/Big'}\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n              schema: {$ref: '#/components/schemas/Big'}\n", i, i)
	}
	b.WriteString("components:\n  schemas:\n    Big:\n      type: object\n      properties:\n")
	for i := 0; b.Len() < 20<<20; i++ {
		fmt.Fprintf(&b, "        field_%d: {type: string, description: 'The %d-th field of a very large object, described at some length to take room.', maxLength: 100}\n", i, i)
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "big.yaml"), []byte(b.String()), 0o644)
	os.WriteFile(filepath.Join(dir, "docs.json"), []byte(`{"theme": "mint", "name": "Big", "colors": {"primary": "#0D9373"},
		"navigation": {"groups": [{"group": "Guides", "pages": ["index"]}, {"group": "API", "openapi": "big.yaml"}]}}`), 0o644)
	os.WriteFile(filepath.Join(dir, "index.mdx"), []byte("---\ntitle: Home\n---\nHome."), 0o644)
	out, err := buildLoaded(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	for _, d := range out.Diagnostics.Errors() {
		// The configuration's check of files stops at 16 MB
		// (config.MaxFileSize); the specification's reader at 64 MB.
		if d.Code != "openapi-invalid" || !strings.Contains(d.Message, "too large") {
			t.Errorf("error: %s %s", d.Code, d.Message)
		}
	}
	page := file(t, out, "/api-reference/thing-0/index.html")
	if !strings.Contains(page, "api-truncated") {
		t.Error("the page is not cut")
	}
	if len(page) > 8<<20 {
		t.Errorf("a page of %d MB", len(page)>>20)
	}
	t.Logf("%d pages in %s; a page of %d KB", out.Pages, out.Duration, len(page)>>10)
}

// TestAPIPlaygroundDisplay checks api.playground.display and the page's
// playground frontmatter.
func TestAPIPlaygroundDisplay(t *testing.T) {
	build := func(t *testing.T, settings string) *Output {
		cfg := filepath.Join(t.TempDir(), "docs.json")
		os.WriteFile(cfg, []byte(`{"theme": "mint", "name": "Zoo", "colors": {"primary": "#0D9373"}, "api": `+settings+`,
			"navigation": {"groups": [{"group": "Guides", "pages": ["index", "animal"]}, {"group": "Zoo API", "openapi": "zoo.yaml"}]}}`), 0o644)
		out, _ := buildSiteFiles(t, "api", map[string]string{"zoo.yaml": zooSpec, "docs.json": cfg}, Options{})
		return out
	}
	const try = `data-api-try`
	for _, c := range []struct {
		settings string
		want     bool
	}{
		{`{}`, true},
		{`{"playground": {"display": "interactive"}}`, true},
		{`{"playground": {"display": "simple"}}`, false},
		{`{"playground": {"display": "none"}}`, false},
		{`{"playground": {"display": "auth"}}`, false},
	} {
		out := build(t, c.settings)
		page := file(t, out, "/api-reference/animals/get-an-animal/index.html")
		if strings.Contains(page, try) != c.want {
			t.Errorf("%s: Try it shown = %v", c.settings, !c.want)
		}
	}
	// Prefill puts examples in the fields; without it only required path
	// parameters are filled.
	out := build(t, `{"examples": {"prefill": true}}`)
	page := file(t, out, "/api-reference/animals/get-an-animal/index.html")
	if !strings.Contains(page, `data-name="X-Request-Id" value="7d8f0a52-5e0b-4b0e-9f6c-9f1f2b3c4d5e"`) {
		t.Error("prefill does not fill the header's example")
	}
	out = build(t, `{}`)
	page = file(t, out, "/api-reference/animals/get-an-animal/index.html")
	if strings.Contains(page, `data-name="X-Request-Id" value=`) || !strings.Contains(page, `data-name="animalId" value="42"`) {
		t.Error("without prefill: optional fields filled, or the path parameter empty")
	}
}

// TestAPIUnknownLanguage checks the warning for a language samples are
// not written in.
func TestAPIUnknownLanguage(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "docs.json")
	os.WriteFile(cfg, []byte(`{"theme": "mint", "name": "Zoo", "colors": {"primary": "#0D9373"},
  "api": {"examples": {"languages": ["curl", "cobol"]}},
  "navigation": {"groups": [{"group": "Zoo API", "openapi": "zoo.yaml"}]}}`), 0o644)
	out, _ := buildSiteFiles(t, "api", map[string]string{"zoo.yaml": zooSpec, "docs.json": cfg}, Options{})
	var found bool
	for _, d := range out.Diagnostics.Warnings() {
		if d.Code == "unknown-language" {
			line, _ := d.LineCol()
			found = line == 2 && strings.Contains(d.Message, "cobol") && d.Pointer == "/api/examples/languages/1"
		}
	}
	if !found {
		t.Errorf("no unknown-language warning at docs.json:2 /api/examples/languages/1: %v", out.Diagnostics.Warnings())
	}
}

// TestPlaygroundProxyMarkup checks the playground of a site served with
// the proxy: it names the proxy below the base path, and its cookie
// fields can be filled; without the proxy they cannot.
func TestPlaygroundProxyMarkup(t *testing.T) {
	out, _ := buildSiteFiles(t, "api", map[string]string{"zoo.yaml": zooSpec}, Options{PlaygroundProxy: true, BasePath: "/docs/"})
	page := file(t, out, htmlKey("/api-reference/animals/get-an-animal"))
	dialog := section(page, `<dialog class="api-playground-dialog"`)
	for _, want := range []string{
		` data-proxy="/docs/_folio/playground"`,
		`<input class="api-playground-input" type="text" data-in="cookie" data-name="session" placeholder="string"`,
		`It goes through this site's server`,
	} {
		if !strings.Contains(dialog, want) {
			t.Errorf("the playground lacks %s:\n%s", want, dialog)
		}
	}
	if strings.Contains(dialog, "disabled") || strings.Contains(dialog, "api-playground-note") {
		t.Errorf("a cookie field is disabled behind the proxy:\n%s", dialog)
	}
	static := section(file(t, buildAPISite(t), htmlKey("/api-reference/animals/get-an-animal")), `<dialog class="api-playground-dialog"`)
	if strings.Contains(static, "data-proxy") || !strings.Contains(static, `data-name="session" disabled`) {
		t.Errorf("the static playground:\n%s", static)
	}
}
