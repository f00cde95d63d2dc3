package config_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
)

// A case is a docs folder whose files mark the expected position of the
// diagnostic with "§". Files without a page list get index.mdx.
type invalidCase struct {
	name    string
	files   map[string]string
	code    string
	pointer string
	warning bool
}

// cfg wraps navigation and extra top-level members into a minimal valid
// docs.json; "§" may appear anywhere in either.
func cfg(extra, nav string) map[string]string {
	if nav == "" {
		nav = `{"pages": ["index"]}`
	}
	if extra != "" {
		extra = ",\n  " + extra
	}
	return map[string]string{"docs.json": `{
  "theme": "mint",
  "name": "Acme",
  "colors": {"primary": "#0D9373"},
  "navigation": ` + nav + extra + `
}
`}
}

func with(files map[string]string, more ...string) map[string]string {
	for i := 0; i+1 < len(more); i += 2 {
		files[more[i]] = more[i+1]
	}
	return files
}

var invalidCases = []invalidCase{
	// JSON itself.
	{"not json", map[string]string{"docs.json": "§theme: mint\n"}, "json-syntax", "", false},
	{"bom", map[string]string{"docs.json": "§\uFEFF{}"}, "bom", "", false},
	{"comment", map[string]string{"docs.json": "{\n  §// the theme\n  \"theme\": \"mint\"\n}"}, "json-syntax", "", false},
	{"trailing comma", map[string]string{"docs.json": "{\"theme\": \"mint\"§,\n}"}, "json-syntax", "", false},
	{"invalid utf8", map[string]string{"docs.json": "{\"name\": \"A§\xffB\"}"}, "invalid-utf8", "", true},
	{"nested too deep", map[string]string{"docs.json": "{\"a\": " + strings.Repeat("[", 511) + "§[" + strings.Repeat("]", 512) + "}"}, "too-deep", "", false},
	{"top level array", map[string]string{"docs.json": "§[]"}, "wrong-type", "", false},
	{"duplicate key", map[string]string{"docs.json": "{\n  §\"theme\": \"maple\",\n  \"theme\": \"mint\",\n  \"name\": \"A\",\n  \"colors\": {\"primary\": \"#000\"},\n  \"navigation\": {\"pages\": [\"index\"]}\n}"}, "duplicate-key", "/theme", true},

	// Top-level keys.
	{"missing theme", map[string]string{"docs.json": `§{"name": "A", "colors": {"primary": "#000"}, "navigation": {"pages": ["index"]}}`}, "missing-key", "", false},
	{"unknown theme", map[string]string{"docs.json": `{"theme": §"mintt", "name": "A", "colors": {"primary": "#000"}, "navigation": {"pages": ["index"]}}`}, "unknown-theme", "/theme", false},
	{"theme not a string", map[string]string{"docs.json": `{"theme": §3, "name": "A", "colors": {"primary": "#000"}, "navigation": {"pages": ["index"]}}`}, "wrong-type", "/theme", false},
	{"missing name", map[string]string{"docs.json": `§{"theme": "mint", "colors": {"primary": "#000"}, "navigation": {"pages": ["index"]}}`}, "missing-key", "", false},
	{"blank name", map[string]string{"docs.json": `{"theme": "mint", "name": §"   ", "colors": {"primary": "#000"}, "navigation": {"pages": ["index"]}}`}, "empty-value", "/name", false},
	{"name of a byte order mark", map[string]string{"docs.json": `{"theme": "mint", "name": §"\ufeff", "colors": {"primary": "#000"}, "navigation": {"pages": ["index"]}}`}, "empty-value", "/name", false},
	{"missing colors", map[string]string{"docs.json": `§{"theme": "mint", "name": "A", "navigation": {"pages": ["index"]}}`}, "missing-key", "", false},
	{"primary not hex", map[string]string{"docs.json": `{"theme": "mint", "name": "A", "colors": {"primary": §"green"}, "navigation": {"pages": ["index"]}}`}, "invalid-color", "/colors/primary", false},
	{"primary four digits", map[string]string{"docs.json": `{"theme": "mint", "name": "A", "colors": {"primary": §"#0D93"}, "navigation": {"pages": ["index"]}}`}, "invalid-color", "/colors/primary", false},
	{"colors unknown key", map[string]string{"docs.json": `{"theme": "mint", "name": "A", "colors": {"primary": "#000", §"secondary": "#fff"}, "navigation": {"pages": ["index"]}}`}, "unknown-key", "/colors/secondary", false},
	{"colors without primary", map[string]string{"docs.json": `{"theme": "mint", "name": "A", "colors": §{"light": "#fff"}, "navigation": {"pages": ["index"]}}`}, "missing-key", "/colors", false},
	{"missing navigation", map[string]string{"docs.json": `§{"theme": "mint", "name": "A", "colors": {"primary": "#000"}}`}, "missing-key", "", false},
	{"empty navigation", cfg("", `§{}`), "missing-key", "/navigation", false},
	{"logo too short", cfg(`"logo": §"ab"`, ""), "too-short", "/logo", false},
	{"logo without dark", cfg(`"logo": §{"light": "/l.svg"}`, ""), "missing-key", "/logo", false},
	{"logo href", cfg(`"logo": {"light": "/l.svg", "dark": "/d.svg", "href": §"home page"}`, ""), "invalid-href", "/logo/href", false},
	{"logo href with a space in the host", cfg(`"logo": {"light": "/l.svg", "dark": "/d.svg", "href": §"foo://a b"}`, ""), "invalid-href", "/logo/href", false},
	{"favicon number", cfg(`"favicon": §12`, ""), "wrong-type", "/favicon", false},
	{"appearance default", cfg(`"appearance": {"default": §"auto"}`, ""), "invalid-value", "/appearance/default", false},
	{"background decoration", cfg(`"background": {"decoration": §"dots"}`, ""), "invalid-value", "/background/decoration", false},
	{"background color strict", cfg(`"background": {"color": {"light": "#fff", §"dim": "#333"}}`, ""), "unknown-key", "/background/color/dim", false},
	{"navbar link without label", cfg(`"navbar": {"links": [§{"href": "https://x.com"}]}`, ""), "missing-key", "/navbar/links/0", false},
	{"navbar link href", cfg(`"navbar": {"links": [{"label": "Blog", "href": §"blog"}]}`, ""), "invalid-href", "/navbar/links/0/href", false},
	{"navbar primary type", cfg(`"navbar": {"primary": {"type": §"link", "href": "https://x.com"}}`, ""), "invalid-value", "/navbar/primary/type", false},
	{"navbar button without label", cfg(`"navbar": {"primary": §{"type": "button", "href": "https://x.com"}}`, ""), "missing-key", "/navbar/primary", false},
	{"footer social network", cfg(`"footer": {"socials": {§"myspace": "https://myspace.com/a"}}`, ""), "invalid-value", "/footer/socials/myspace", false},
	{"footer social http", cfg(`"footer": {"socials": {"x": §"http://x.com/acme"}}`, ""), "insecure-url", "/footer/socials/x", false},
	{"footer five columns", cfg(`"footer": {"links": §[{"items": [{"label": "a", "href": "/a"}]}, {"items": [{"label": "a", "href": "/a"}]}, {"items": [{"label": "a", "href": "/a"}]}, {"items": [{"label": "a", "href": "/a"}]}, {"items": [{"label": "a", "href": "/a"}]}]}`, ""), "too-many", "/footer/links", false},
	{"footer empty column", cfg(`"footer": {"links": [{"header": "Company", "items": §[]}]}`, ""), "too-few", "/footer/links/0/items", false},
	{"footer empty label", cfg(`"footer": {"links": [{"items": [{"label": §"", "href": "/a"}]}]}`, ""), "empty-value", "/footer/links/0/items/0/label", false},
	{"footer link to exe", cfg(`"footer": {"links": [{"items": [{"label": "Get it", "href": §"https://x.com/setup.exe"}]}]}`, ""), "unsafe-url", "/footer/links/0/items/0/href", false},
	{"footer link of slashes", cfg(`"footer": {"links": [{"items": [{"label": "Home", "href": §"//"}]}]}`, ""), "invalid-href", "/footer/links/0/items/0/href", false},
	{"footer link with a bad escape", cfg(`"footer": {"links": [{"items": [{"label": "Sale", "href": §"https://x.com/100%"}]}]}`, ""), "invalid-url", "/footer/links/0/items/0/href", false},
	{"footer social mailto", cfg(`"footer": {"socials": {"x": §"mailto:a@acme.com"}}`, ""), "insecure-url", "/footer/socials/x", false},
	{"seo indexing", cfg(`"seo": {"indexing": §"some"}`, ""), "invalid-value", "/seo/indexing", false},
	{"seo path duplicate", cfg(`"seo": {"paths": [{"path": "guides", "metatags": {"a": "b"}}, {"path": §"guides", "metatags": {"c": "d"}}]}`, ""), "duplicate-path", "/seo/paths/1/path", false},
	{"seo path slashes", cfg(`"seo": {"paths": [{"path": §"/guides/", "metatags": {"a": "b"}}]}`, ""), "invalid-path", "/seo/paths/0/path", false},
	{"seo path with a no-break space", cfg(`"seo": {"paths": [{"path": §"guides\u00a0v2", "metatags": {"a": "b"}}]}`, ""), "invalid-path", "/seo/paths/0/path", false},
	{"organization url host", cfg(`"seo": {"organization": {"url": §"https://1.2.3.256"}}`, ""), "invalid-url", "/seo/organization/url", false},
	{"seo metatag empty", cfg(`"seo": {"metatags": {"robots": §""}}`, ""), "empty-value", "/seo/metatags/robots", false},
	{"font source without format", cfg(`"fonts": §{"family": "Inter", "source": "/fonts/inter.woff2"}`, ""), "missing-key", "/fonts", false},
	{"font format", cfg(`"fonts": {"family": "Inter", "format": §"ttf"}`, ""), "invalid-value", "/fonts/format", false},
	{"font pair unknown key", cfg(`"fonts": {"heading": {"family": "Inter"}, §"code": {"family": "Fira"}}`, ""), "unknown-key", "/fonts/code", false},
	{"icon library", cfg(`"icons": {"library": §"material"}`, ""), "invalid-value", "/icons/library", false},
	{"eyebrows", cfg(`"styling": {"eyebrows": §"crumbs"}`, ""), "invalid-value", "/styling/eyebrows", false},
	{"code theme", cfg(`"styling": {"codeblocks": {"theme": §"github"}}`, ""), "invalid-value", "/styling/codeblocks/theme", false},
	{"codeblocks mode", cfg(`"styling": {"codeblocks": §"light"}`, ""), "invalid-value", "/styling/codeblocks", false},
	{"redirect twice", cfg(`"redirects": [{"source": "/a", "destination": "/b"}, {"source": §"/a", "destination": "/c"}]`, ""), "duplicate-redirect", "/redirects/1/source", false},
	{"redirect without destination", cfg(`"redirects": [§{"source": "/a"}]`, ""), "missing-key", "/redirects/0", false},
	{"redirect source with query", cfg(`"redirects": [{"source": §"/a?x=1", "destination": "/b"}]`, ""), "redirect-query", "/redirects/0/source", true},
	{"unknown integration", cfg(`"integrations": {§"googleanalytics": {"id": "x"}}`, ""), "unknown-key", "/integrations/googleanalytics", false},
	{"ga4 id", cfg(`"integrations": {"ga4": {"measurementId": §"UA-1234"}}`, ""), "invalid-value", "/integrations/ga4/measurementId", false},
	{"posthog key", cfg(`"integrations": {"posthog": {"apiKey": §"abc"}}`, ""), "invalid-value", "/integrations/posthog/apiKey", false},
	{"plausible domain", cfg(`"integrations": {"plausible": {"domain": §"https://acme.com"}}`, ""), "invalid-value", "/integrations/plausible/domain", false},
	{"intercom app id", cfg(`"integrations": {"intercom": {"appId": §"abc"}}`, ""), "too-short", "/integrations/intercom/appId", false},
	{"segment cdn query", cfg(`"integrations": {"segment": {"key": "k", "cdnUrl": §"https://cdn.acme.com/x?y=1"}}`, ""), "invalid-url", "/integrations/segment/cdnUrl", false},
	{"banner empty", cfg(`"banner": {"content": §""}`, ""), "empty-value", "/banner/content", false},
	{"banner type", cfg(`"banner": {"content": "Hi", "type": §"error"}`, ""), "invalid-value", "/banner/type", false},
	{"banner colour string", cfg(`"banner": {"content": "Hi", "color": §"#ff0000"}`, ""), "wrong-type", "/banner/color", false},
	{"contextual twice", cfg(`"contextual": {"options": ["copy", "view", §"copy"]}`, ""), "duplicate-option", "/contextual/options/2", false},
	{"contextual unknown", cfg(`"contextual": {"options": [§"gemini"]}`, ""), "invalid-value", "/contextual/options/0", false},
	{"contextual custom without href", cfg(`"contextual": {"options": [§{"title": "Ask", "description": "d"}]}`, ""), "missing-key", "/contextual/options/0", false},
	{"thumbnails appearance", cfg(`"thumbnails": {"appearance": §"sepia"}`, ""), "invalid-value", "/thumbnails/appearance", false},
	{"404 missing", cfg(`"errors": §{}`, ""), "missing-key", "/errors", false},
	{"variations without options", map[string]string{"docs.json": `{"theme": "willow", "name": "A", "colors": {"primary": "#000"}, "navigation": {"pages": ["index"]},
 "variations": {"options": §[]}}`}, "too-few", "/variations/options", false},
	{"variation id twice", map[string]string{"docs.json": `{"theme": "willow", "name": "A", "colors": {"primary": "#000"}, "navigation": {"pages": ["index"]},
 "variations": {"options": [{"id": "py", "label": "Python"}, {"id": §" py", "label": "Py"}]}}`}, "duplicate-option", "/variations/options/1/id", false},
	{"drilldown quoted", cfg(`"interaction": {"drilldown": §"yes"}`, ""), "wrong-type", "/interaction/drilldown", false},
	{"variable not a string", cfg(`"variables": {"version": §2}`, ""), "wrong-type", "/variables/version", false},
	{"markdown instructions", cfg(`"markdown": {"instructions": §42}`, ""), "wrong-type", "/markdown/instructions", false},
	{"playground display", cfg(`"api": {"playground": {"display": §"full"}}`, ""), "invalid-value", "/api/playground/display", false},
	{"openapi ftp", cfg(`"api": {"openapi": §"ftp://acme.com/openapi.json"}`, ""), "invalid-url", "/api/openapi", false},
	{"mdx server", cfg(`"api": {"mdx": {"server": [§"api.acme.com"]}}`, ""), "invalid-url", "/api/mdx/server/0", false},
	{"posthog host ending in a number", cfg(`"integrations": {"posthog": {"apiKey": "phc_1", "apiHost": §"https://posthog.123"}}`, ""), "invalid-url", "/integrations/posthog/apiHost", false},
	{"openapi object strict", cfg(`"api": {"openapi": {"source": "openapi.json", §"base": "x"}}`, ""), "unknown-key", "/api/openapi/base", false},

	// Navigation.
	{"group without name", cfg("", `{"groups": [§{"pages": ["index"]}]}`), "missing-key", "/navigation/groups/0", false},
	{"group empty name", cfg("", `{"groups": [{"group": §"", "pages": ["index"]}]}`), "empty-value", "/navigation/groups/0/group", false},
	{"pages not an array", cfg("", `{"groups": [{"group": "A", "pages": §"index"}]}`), "wrong-type", "/navigation/groups/0/pages", false},
	{"page entry number", cfg("", `{"pages": ["index", §7]}`), "wrong-type", "/navigation/pages/1", false},
	{"expanded quoted", cfg("", `{"groups": [{"group": "A", "pages": [{"group": "B", "expanded": §"true", "pages": ["index"]}]}]}`), "wrong-type", "/navigation/groups/0/pages/0/expanded", false},
	{"page climbs out", cfg("", `{"pages": [§"../secrets"]}`), "invalid-path", "/navigation/pages/0", false},
	{"empty page path", cfg("", `{"pages": [§""]}`), "empty-value", "/navigation/pages/0", false},
	{"tab without name", cfg("", `{"tabs": [§{"pages": ["index"]}]}`), "missing-key", "/navigation/tabs/0", false},
	{"no tabs", cfg("", `{"tabs": §[]}`), "too-few", "/navigation/tabs", false},
	{"two default versions", cfg("", `{"versions": [{"version": "v1", "default": true, "pages": ["index"]}, {"version": "v2", "default": §true, "pages": ["index"]}]}`), "multiple-defaults", "/navigation/versions/1/default", false},
	{"two default languages", cfg("", `{"languages": [{"language": "en", "default": true, "pages": ["index"]}, {"language": "fr", "default": §true, "pages": ["index"]}]}`), "multiple-defaults", "/navigation/languages/1/default", false},
	{"unknown language", cfg("", `{"languages": [{"language": §"xx", "pages": ["index"]}]}`), "unknown-language", "/navigation/languages/0/language", false},
	{"global anchor without href", cfg("", `{"pages": ["index"], "global": {"anchors": [§{"anchor": "Blog"}]}}`), "missing-key", "/navigation/global/anchors/0", false},
	{"global unknown key", cfg("", `{"pages": ["index"], "global": {§"links": []}}`), "unknown-key", "/navigation/global/links", false},
	{"tab href", cfg("", `{"tabs": [{"tab": "Blog", "href": §"blog"}, {"tab": "Docs", "pages": ["index"]}]}`), "invalid-href", "/navigation/tabs/0/href", false},
	{"icon with fa- prefix", cfg("", `{"groups": [{"group": "A", "icon": §"fa-book", "pages": ["index"]}]}`), "icon-prefix", "/navigation/groups/0/icon", false},
	{"icon style", cfg("", `{"groups": [{"group": "A", "icon": {"name": "book", "style": §"bold"}, "pages": ["index"]}]}`), "invalid-value", "/navigation/groups/0/icon/style", false},
	{"directory", cfg("", `{"groups": [{"group": "A", "directory": §"grid", "pages": ["index"]}]}`), "invalid-value", "/navigation/groups/0/directory", false},
	{"version without name", cfg("", `{"versions": [{"version": §"", "pages": ["index"]}]}`), "empty-value", "/navigation/versions/0/version", false},
	{"anchor colour", cfg("", `{"anchors": [{"anchor": "A", "color": {"light": §"blue"}, "pages": ["index"]}]}`), "invalid-color", "/navigation/anchors/0/color/light", false},
	{"tab align", cfg("", `{"tabs": [{"tab": "A", "align": §"center", "pages": ["index"]}]}`), "invalid-value", "/navigation/tabs/0/align", false},
	{"graphql tab with pages", cfg("", `{"tabs": [{"tab": "A", "graphql": "schema.graphql", §"pages": ["index"]}]}`), "unknown-key", "/navigation/tabs/0/pages", false},
	{"graphql tab with no groups", cfg("", `{"tabs": [{"tab": "A", "graphql": "schema.graphql", "groups": §[]}]}`), "too-few", "/navigation/tabs/0/groups", false},
	{"graphql in navigation", cfg("", `{"pages": ["index"], §"graphql": "schema.graphql"}`), "unknown-key", "/navigation/graphql", false},
	{"sdk on an anchor", cfg("", `{"anchors": [{"anchor": "A", §"sdk": {"format": "typedoc", "source": "sdk"}, "pages": ["index"]}]}`), "unknown-key", "/navigation/anchors/0/sdk", false},
	{"graphql on a group", cfg("", `{"groups": [{"group": "A", §"graphql": "schema.graphql", "pages": ["index"]}]}`), "unknown-key", "/navigation/groups/0/graphql", false},
	{"sdk on a global link", cfg("", `{"pages": ["index"], "global": {"tabs": [{"tab": "T", "href": "/t", §"sdk": {"format": "typedoc", "source": "sdk"}}]}}`), "unknown-key", "/navigation/global/tabs/0/sdk", false},
	{"sdk format", cfg("", `{"tabs": [{"tab": "A", "sdk": {"format": §"doxygen", "source": "out"}}]}`), "invalid-value", "/navigation/tabs/0/sdk/format", false},
	{"groups and pages", cfg("", `{"tabs": [{"tab": "A", "groups": [{"group": "G", "pages": ["index"]}], §"pages": ["index"]}]}`), "ignored-key", "/navigation/tabs/0/pages", true},
	{"href and groups", cfg("", `{"tabs": [{"tab": "A", "href": "https://x.com", §"groups": [{"group": "G", "pages": ["index"]}]}, {"tab": "B", "pages": ["index"]}]}`), "ignored-key", "/navigation/tabs/0/groups", true},
	{"root tabs and groups", cfg("", `{"tabs": [{"tab": "A", "pages": ["index"]}], §"groups": [{"group": "G", "pages": ["index"]}]}`), "ignored-key", "/navigation/groups", true},
	{"invalid anchors beside groups", cfg("", `{§"anchors": [{"name": "GitHub"}], "groups": [{"group": "G", "pages": ["index"]}]}`), "ignored-key", "/navigation/anchors", true},
	{"invalid anchors and groups", cfg("", `{"anchors": [§{"name": "GitHub"}], "groups": [{"pages": ["index"]}]}`), "missing-key", "/navigation/anchors/0", false},
	{"group invalid openapi", cfg("", `{"groups": [{"group": "A", "openapi": §42, "pages": ["index"]}]}`), "ignored-value", "/navigation/groups/0/openapi", true},
	{"group legacy key", cfg("", `{"groups": [{"group": "A", §"isDefaultOpen": true, "pages": ["index"]}]}`), "unknown-key", "/navigation/groups/0/isDefaultOpen", true},
	{"typo key", cfg("", `{"tabs": [{"tab": "A", §"gruops": [{"group": "G", "pages": ["index"]}]}]}`), "unknown-key", "/navigation/tabs/0/gruops", true},
	{"empty nested groups", cfg("", `{"tabs": [{"tab": "A", "groups": §[]}, {"tab": "B", "pages": ["index"]}]}`), "empty-section", "/navigation/tabs/0/groups", true},

	// Includes.
	{"ref not found", cfg("", `{"groups": {"$ref": §"nav.json"}}`), "ref-not-found", "/navigation/groups", false},
	{"ref outside", cfg("", `{"groups": {"$ref": §"../../etc/passwd"}}`), "ref-outside-root", "/navigation/groups", false},
	{"ref absolute", cfg("", `{"groups": {"$ref": §"/etc/passwd"}}`), "ref-outside-root", "/navigation/groups", false},
	{"ref not a string", cfg("", `{"groups": {"$ref": §["a.json"]}}`), "invalid-ref", "/navigation/groups", false},
	{"ref cycle", with(cfg("", `{"groups": {"$ref": "a.json"}}`), "a.json", `{"$ref": "b.json"}`, "b.json", `{"$ref": §"a.json"}`), "ref-cycle", "/navigation/groups", false},
	{"ref bad json", with(cfg("", `{"groups": {"$ref": "nav.json"}}`), "nav.json", `[{"group": "A"§,}]`), "json-syntax", "/navigation/groups", false},
	{"ref siblings on array", with(cfg("", `{"groups": {"$ref": "nav.json", §"hidden": true}}`), "nav.json", `[{"group": "A", "pages": ["index"]}]`), "ignored-key", "/navigation/groups", true},
	{"error inside ref", with(cfg("", `{"groups": {"$ref": "nav/groups.json"}}`), "nav/groups.json", `[{"group": "A", "pages": [§3]}]`), "wrong-type", "/navigation/groups/0/pages/0", false},

	// Files.
	{"page missing", with(cfg("", `{"pages": ["index", §"quickstrat"]}`), "quickstart.mdx", "# Q"), "page-not-found", "/navigation/pages/1", true},
	{"page with extension", cfg("", `{"pages": [§"index.mdx"]}`), "page-not-found", "/navigation/pages/0", true},
	{"page entry naming the root", cfg("", `{"pages": ["index", §"/"]}`), "page-not-found", "/navigation/pages/1", true},
	{"group root missing", cfg("", `{"groups": [{"group": "A", "root": §"overview", "pages": ["index"]}]}`), "root-not-found", "/navigation/groups/0/root", true},
	// Mintlify fetches only the URLs of api.openapi and finds local
	// specifications by scanning the folder: a stale local name deploys.
	{"openapi missing", cfg(`"api": {"openapi": §"openapi.yaml"}`, ""), "openapi-not-found", "/api/openapi", true},
	{"asyncapi missing", cfg(`"api": {"asyncapi": [§"events.yaml"]}`, ""), "openapi-not-found", "/api/asyncapi/0", true},
	{"mint.json openapi missing", map[string]string{"mint.json": `{"name": "A", "favicon": "/f.png", "colors": {"primary": "#000"},
 "openapi": [§"./openapi.yaml"], "navigation": [{"group": "G", "pages": ["index"]}]}`}, "openapi-not-found", "/openapi/0", true},
	{"openapi missing in navigation and api", cfg(`"api": {"openapi": "gone.yaml"}`, `{"tabs": [{"tab": "T", "openapi": §"gone.yaml"}]}`), "openapi-not-found", "/navigation/tabs/0/openapi", false},
	{"openapi broken", with(cfg(`"api": {"openapi": "openapi.json"}`, ""), "openapi.json", `{"openapi": "3.1.0",§,}`), "openapi-invalid", "", false},
	{"openapi not a spec", cfg(`"api": {"openapi": §"docs.json"}`, ""), "openapi-invalid", "/api/openapi", true},
	{"openapi not a spec in navigation", cfg("", `{"tabs": [{"tab": "T", "openapi": §"docs.json"}]}`), "openapi-invalid", "/navigation/tabs/0/openapi", false},
	{"mint.json page missing", map[string]string{"mint.json": `{"name": "A", "favicon": "/f.png", "colors": {"primary": "#000"},
 "navigation": [{"group": "G", "pages": ["index", §"gone"]}]}`}, "page-not-found", "/navigation/0/pages/1", true},
	{"mint.json wrong type", map[string]string{"mint.json": `{"name": "A", "favicon": "/f.png", "colors": {"primary": "#000"},
 "navigation": [{"group": "G", "pages": ["index", §7]}]}`}, "wrong-type", "/navigation/0/pages/1", false},
	{"page ignored by default", with(cfg("", `{"pages": ["index", §"README"]}`), "README.md", "# Readme\n"), "page-not-found", "/navigation/pages/1", true},
	{"page ignored by mintignore", with(cfg("", `{"pages": ["index", §"drafts/wip"]}`), "drafts/wip.mdx", "# WIP\n", ".mintignore", "drafts/\n"), "page-not-found", "/navigation/pages/1", true},
	{"page twice", cfg("", `{"groups": [{"group": "A", "pages": ["index"]}, {"group": "B", "pages": [§"index"]}]}`), "duplicate-page", "/navigation/groups/1/pages/0", true},
}

func TestInvalidConfigurations(t *testing.T) {
	if len(invalidCases) < 60 {
		t.Fatalf("only %d cases", len(invalidCases))
	}
	for _, tc := range invalidCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			wantFile, wantLine, wantCol := "", 0, 0
			hasPages := false
			for name, body := range tc.files {
				if i := strings.Index(body, "§"); i >= 0 {
					wantFile = name
					before := body[:i]
					wantLine = strings.Count(before, "\n") + 1
					wantCol = utf8.RuneCountInString(before[strings.LastIndex(before, "\n")+1:]) + 1
					body = before + body[i+len("§"):]
				}
				hasPages = hasPages || strings.HasSuffix(name, ".mdx")
				p := filepath.Join(dir, filepath.FromSlash(name))
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if wantFile == "" {
				t.Fatal("case has no § marker")
			}
			if !hasPages {
				os.WriteFile(filepath.Join(dir, "index.mdx"), []byte("# Home\n"), 0o644)
			}
			p, err := config.Load(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			p.CheckFiles()
			wantSev := diag.Error
			if tc.warning {
				wantSev = diag.Warning
			}
			found := false
			for _, d := range p.Diagnostics.All() {
				if d.Pos.Src == nil {
					t.Errorf("diagnostic without position: %s", render(d))
				}
				if d.Message == "" {
					t.Errorf("diagnostic without message: %+v", d)
				}
				line, col := d.LineCol()
				if d.Code == tc.code && d.FileName() == wantFile && line == wantLine && col == wantCol &&
					d.Pointer == tc.pointer && d.Severity == wantSev {
					found = true
				}
			}
			if !found {
				var all strings.Builder
				for _, d := range p.Diagnostics.All() {
					all.WriteString(render(d))
				}
				t.Errorf("want %s[%s] at %s:%d:%d pointer %q; got:\n%s", wantSev, tc.code, wantFile, wantLine, wantCol, tc.pointer, all.String())
			}
		})
	}
}
