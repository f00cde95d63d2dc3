package config

import "testing"

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
