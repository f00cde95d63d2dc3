package config

import (
	"slices"
	"testing"
	"testing/fstest"
)

// TestLegacyHint holds the advice for keys real sites carry over: listed
// keys, and any meta tag written in metadata.
func TestLegacyHint(t *testing.T) {
	for _, tc := range []struct{ name, key, want string }{
		{"Metadata", "og:image", metaTagHint},
		{"Metadata", "og:title", metaTagHint},
		{"Metadata", "twitter:card", metaTagHint},
		{"Metadata", "title", ""},
		{"Config", "openapi", "use api.openapi"},
		{"Config", "og:title", ""},
	} {
		if got := legacyHint(tc.name, tc.key); got != tc.want {
			t.Errorf("legacyHint(%q, %q) = %q, want %q", tc.name, tc.key, got, tc.want)
		}
	}
}

// TestListSpecsLeavesOutConfiguration: the configuration is no
// specification to propose for a missing one.
func TestListSpecsLeavesOutConfiguration(t *testing.T) {
	fsys := fstest.MapFS{
		"docs.json":        {Data: []byte("{}")},
		"mint.json":        {Data: []byte("{}")},
		"api/openapi.yaml": {Data: []byte("openapi: 3.1.0\n")},
		"api/docs.json":    {Data: []byte("{}")},
	}
	if got, want := listSpecs(fsys), []string{"api/docs.json", "api/openapi.yaml"}; !slices.Equal(got, want) {
		t.Errorf("listSpecs = %q, want %q", got, want)
	}
}
