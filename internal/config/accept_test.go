package config_test

import (
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// acceptCase is a configuration that Mintlify's validator
// (@mintlify/validation validateDocsConfig) accepts, so Folio must decode
// it without an error. warning is the code of a warning Folio must give,
// when it points out something Mintlify silently drops.
type acceptCase struct {
	name    string
	extra   string // members added to a minimal docs.json
	nav     string // navigation; a single page when empty
	theme   string // mint when empty
	warning string
}

// The cases come from a differential test of Folio's decoder against
// Mintlify's validator; each stands for a class of disagreements that was
// fixed.
var acceptCases = []acceptCase{
	// Keys Mintlify drops silently: Folio warns.
	{name: "unknown top-level key", extra: `"feedback": {"thumbs": true}`, warning: "unknown-key"},
	{name: "two kinds of content", nav: `{"tabs": [{"tab": "A", "groups": [{"group": "G", "pages": ["index"]}], "pages": ["index"]}]}`, warning: "ignored-key"},
	// Mintlify tries the kinds of content in precedence order and keeps the
	// first valid one: invalid anchors give way to valid groups.
	{name: "invalid anchors beside valid groups", nav: `{"anchors": [{"name": "GitHub", "url": "https://github.com"}], "groups": [{"group": "G", "pages": ["index"]}]}`, warning: "ignored-key"},
	{name: "invalid tab groups beside valid pages", nav: `{"tabs": [{"tab": "A", "groups": [{"pages": ["index"]}], "pages": ["index"]}]}`, warning: "ignored-key"},
	{name: "invalid openapi on a group", nav: `{"groups": [{"group": "A", "openapi": "ftp://acme.com/o.json", "pages": ["index"]}]}`, warning: "ignored-value"},

	// URLs as new URL() parses them.
	{name: "href with a tab in the host", extra: `"navbar": {"links": [{"label": "Blog", "href": "https://exa\tmple.com"}]}`},
	{name: "href without slashes", extra: `"logo": {"light": "/l.svg", "dark": "/d.svg", "href": "https:acme.com"}`},
	{name: "href with a scheme only", extra: `"navbar": {"primary": {"type": "button", "label": "Go", "href": "localhost:3000"}}`},
	{name: "href with an opaque host", extra: `"navbar": {"links": [{"label": "x", "href": "foo://a%zz"}]}`},
	{name: "footer link after a space", extra: `"footer": {"links": [{"items": [{"label": "Blog", "href": " https://acme.com/blog"}]}]}`},
	{name: "social link after a space", extra: `"footer": {"socials": {"x": " https://x.com/acme"}}`},
	{name: "social link with a trailing slash", extra: `"footer": {"socials": {"github": "https://github.com/acme/"}}`},
	{name: "cdn url with an empty query and fragment", extra: `"integrations": {"segment": {"key": "k", "cdnUrl": "https://cdn.acme.com/a.js?#"}}`},
	{name: "url with a short IPv4 host", extra: `"seo": {"organization": {"url": "https://127.1"}}`},
	{name: "url with an IPv6 host", extra: `"seo": {"organization": {"url": "https://[::ffff:1.2.3.4]:8080/"}}`},
	{name: "url with a percent-encoded host", extra: `"integrations": {"posthog": {"apiKey": "phc_1", "apiHost": "https://eu%2Eposthog.com"}}`},
	{name: "url with an empty label", extra: `"seo": {"organization": {"logo": "https://eu..acme.com/logo.png"}}`},
	{name: "openapi source that is no URL", extra: `"api": {"openapi": "foo://a b"}`},
	{name: "graphql source that is no URL", nav: `{"tabs": [{"tab": "API", "graphql": "foo://a b"}]}`},

	// Strings: JavaScript's trim() and lengths in UTF-16 code units.
	{name: "name of a next-line character", extra: `"name": "\u0085"`},
	{name: "bundle id trimmed of a byte order mark", extra: `"integrations": {"transcend": {"bundleId": "\ufeffabc"}}`},
	{name: "openapi path of a next-line character", extra: `"api": {"openapi": "\u0085"}`},
	{name: "logo of an emoji and a letter", extra: `"logo": "a😀"`},
	{name: "koala key of one emoji", extra: `"integrations": {"koala": {"publicApiKey": "😀"}}`},

	// Paths: only an empty page path is refused.
	{name: "page path of spaces", nav: `{"pages": [" "]}`},
	{name: "group root of a space", nav: `{"groups": [{"group": "A", "root": " ", "pages": ["index"]}]}`},
	{name: "group name of a space", nav: `{"groups": [{"group": " ", "pages": ["index"]}]}`},
	{name: "empty grammar path", extra: `"styling": {"codeblocks": {"languages": {"custom": [""]}}}`},

	// Numbers: JSON.parse makes a huge number Infinity.
	{name: "boost too large for a float", nav: `{"groups": [{"group": "A", "boost": 1e400, "pages": ["index"]}]}`},
	{name: "font weight too large for a float", extra: `"fonts": {"family": "Inter", "weight": -1e400}`},

	// Generated content.
	{name: "sdk on a group", nav: `{"groups": [{"group": "SDK", "sdk": {"format": "typedoc", "source": "sdk"}, "pages": ["index"]}]}`},

	// Variations, a feature of the willow theme.
	{name: "variations with willow", theme: "willow", extra: `"variations": {"options": [{"id": "py", "label": "Python"}]}`},
	{name: "variations with another theme", extra: `"variations": {"options": []}`, warning: "ignored-key"},
}

func TestMintlifyAccepts(t *testing.T) {
	for _, tc := range acceptCases {
		t.Run(tc.name, func(t *testing.T) {
			nav, theme := tc.nav, tc.theme
			if nav == "" {
				nav = `{"pages": ["index"]}`
			}
			if theme == "" {
				theme = "mint"
			}
			members := []string{`"theme": "` + theme + `"`, `"name": "Acme"`, `"colors": {"primary": "#0D9373"}`, `"navigation": ` + nav}
			if tc.extra != "" {
				// A later key wins, so extra may replace name or logo.
				members = append(members, tc.extra)
			}
			src := "{\n  " + strings.Join(members, ",\n  ") + "\n}\n"
			tree, err := jsonpos.Parse(jsonpos.NewSource("docs.json", []byte(src)))
			if err != nil {
				t.Fatal(err)
			}
			_, diags := config.Decode(tree)
			warned := false
			for _, d := range diags.All() {
				if d.Code == tc.warning {
					warned = true
				}
			}
			for _, d := range diags.Errors() {
				t.Errorf("%s\nunexpected error: %s", src, render(d))
			}
			if tc.warning != "" && !warned {
				t.Errorf("%s\nwant a warning %s; got %v", src, tc.warning, diags.All())
			}
		})
	}
}

// An invalid kind of content gives way to the next valid one, as in
// Mintlify's union: the navigation is made of the groups.
func TestInvalidContentGivesWay(t *testing.T) {
	src := `{"theme": "mint", "name": "Acme", "colors": {"primary": "#0D9373"},
  "navigation": {"anchors": [{"name": "GitHub", "url": "https://github.com"}], "groups": [{"group": "G", "pages": ["index"]}]}}`
	tree, err := jsonpos.Parse(jsonpos.NewSource("docs.json", []byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	cfg, diags := config.Decode(tree)
	if diags.HasErrors() {
		t.Fatalf("unexpected errors: %v", diags.Errors())
	}
	if got := cfg.Navigation.Kind(); got != "groups" {
		t.Errorf("navigation kind = %q, want groups", got)
	}
}
