package config

import "testing"

func TestIsAbsoluteURL(t *testing.T) {
	for s, want := range map[string]bool{
		"https://acme.com":        true,
		"https://acme.com:8080/x": true,
		"http://localhost":        true,
		"mailto:a@b.c":            true,
		"tel:+123":                true,
		"localhost:3000":          true, // a scheme "localhost", as browsers parse it
		"https://":                false,
		"https:///path":           true, // browsers skip the extra slash: host "path"
		"https://acme.com:99999":  false,
		"https://ac me.com":       false,
		"//acme.com":              false,
		"/docs":                   false,
		"docs/page":               false,
		"":                        false,
		"1http://x":               false,
	} {
		if got := isAbsoluteURL(s); got != want {
			t.Errorf("isAbsoluteURL(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestNormalizePath(t *testing.T) {
	for in, want := range map[string]string{
		"guides/x":        "guides/x",
		"/guides/x":       "guides/x",
		"./guides//x":     "guides/x",
		"guides/./x/":     "guides/x/",
		"GET /users/{id}": "GET /users/{id}",
		"/":               "",
	} {
		if got := NormalizePath(in); got != want {
			t.Errorf("NormalizePath(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCheckFormat(t *testing.T) {
	tests := []struct {
		format, in, norm, code string
	}{
		{"hex", "#0D9373", "#0D9373", ""},
		{"hex", "#fff", "#fff", ""},
		{"hex", "0D9373", "", "invalid-color"},
		{"href", "/quickstart", "/quickstart", ""},
		{"href", "#section", "#section", ""},
		{"href", "mailto:x@y.z", "mailto:x@y.z", ""},
		{"href", "https://acme.com", "https://acme.com", ""},
		{"href", "quickstart", "", "invalid-href"},
		{"securehref", "https://acme.com/docs/#intro", "https://acme.com/docs", ""},
		{"securehref", "/guides/?a=1", "/guides?a=1", ""},
		{"securehref", "http://acme.com", "", "insecure-url"},
		{"securehref", "//acme.com", "", "invalid-href"},
		{"securehref", "https://acme.com/logo.SVG", "", "unsafe-url"},
		{"securehref", "https://acme.com/a%2Ezip", "", "unsafe-url"},
		{"secureurl", "https://x.com/acme/", "https://x.com/acme", ""},
		{"secureurl", "/acme", "", "invalid-url"},
		{"spec", " /openapi.json ", "openapi.json", ""},
		{"spec", "http://acme.com/openapi.json", "http://acme.com/openapi.json", ""},
		{"spec", "ftp://acme.com/openapi.json", "", "invalid-url"},
		{"spec", "../openapi.json", "", "invalid-path"},
		{"httpsspec", "http://acme.com/schema.graphql", "", "insecure-url"},
		{"page", "/guides/x", "guides/x", ""},
		{"page", "guides/../../x", "", "invalid-path"},
		{"page", "", "", "empty-value"},
		{"page", " ", " ", ""},
		{"seopath", "guides/v2", "guides/v2", ""},
		{"seopath", "guides//v2", "", "invalid-path"},
		{"icon", "book", "book", ""},
		{"icon", "fa-book", "", "icon-prefix"},
		{"cdnurl", "https://cdn.acme.com/a.js", "https://cdn.acme.com/a.js", ""},
		{"cdnurl", "https://cdn.acme.com/a.js#x", "", "invalid-url"},
		{"schemaref", "https://mintlify.com/docs.json", "https://mintlify.com/docs.json", ""},
		{"schemaref", "./docs.schema.json", "./docs.schema.json", ""},
		{"schemaref", "schema", "", "invalid-url"},
	}
	for _, tt := range tests {
		norm, p := checkFormat(tt.format, tt.in)
		code := ""
		if p != nil {
			code = p.code
		}
		if code != tt.code || (code == "" && norm != tt.norm) {
			t.Errorf("checkFormat(%s, %q) = %q, %q; want %q, %q", tt.format, tt.in, norm, code, tt.norm, tt.code)
		}
	}
}

func TestClosest(t *testing.T) {
	keys := []string{"groups", "pages", "tabs", "anchors", "expanded", "hidden"}
	for in, want := range map[string]string{
		"gruops":   "groups",
		"page":     "pages",
		"Tabs":     "tabs",
		"expnaded": "expanded",
		"xyz":      "",
		"colour":   "",
	} {
		if got := closest(in, keys); got != want {
			t.Errorf("closest(%q) = %q, want %q", in, got, want)
		}
	}
	if got := closest("venu", Themes); got != "" && got != "mint" && got != "luma" {
		t.Errorf("closest(venu) = %q", got)
	}
}

func TestParseEndpointRef(t *testing.T) {
	for in, want := range map[string]*EndpointRef{
		"GET /users":                    {Method: "get", Path: "/users"},
		"openapi.yaml post /users/{id}": {Spec: "openapi.yaml", Method: "post", Path: "/users/{id}"},
		"webhook newUser":               {Method: "webhook", Path: "newUser"},
		"nodes/Video Slice":             nil,
		"quickstart":                    nil,
		"a b GET /x":                    nil,
	} {
		got, ok := ParseEndpointRef(in)
		if ok != (want != nil) || ok && got != *want {
			t.Errorf("ParseEndpointRef(%q) = %+v, %v", in, got, ok)
		}
	}
}

func TestRedirectMatches(t *testing.T) {
	tests := []struct {
		source, path string
		want         bool
	}{
		{"/old", "/old", true},
		{"/old", "/old/", true},
		{"/old", "/older", false},
		{"/old", "/old/x", false},
		{"/blog/:slug", "/blog/hello", true},
		{"/blog/:slug", "/blog", false},
		{"/blog/:slug", "/blog/a/b", false},
		{"/docs/:path*", "/docs/a/b/c", true},
		{"/docs/:path*", "/docs", true},
		{"/docs/*", "/docs/a", true},
		{"/a/:x/c", "/a/b/c", true},
		{"/a/:x/c", "/a/b/d", false},
	}
	for _, tt := range tests {
		if got := (&Redirect{Source: tt.source}).Matches(tt.path); got != tt.want {
			t.Errorf("%q matches %q = %v, want %v", tt.source, tt.path, got, tt.want)
		}
	}
}
