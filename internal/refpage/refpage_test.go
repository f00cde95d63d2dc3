package refpage

import "testing"

// The API pages as a whole are tested through the site build
// (internal/site's api, channel and graphql tests); these are the rules
// of their parts.

func TestPlainSentence(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"", true},
		{"Returns the user.", true},
		{"The page size (default 20): at most 100, or 50%.", true},
		{"1. Not a sentence", false},
		{"- a list", false},
		{"Use `code` here.", false},
		{"See https://example.com.", false},
		{"Wait... what", false},
		{"A -- dash", false},
		{"Bearer <token>", false},
		{"**bold**", false},
		{"Ends with a break  ", false},
	}
	for _, tc := range tests {
		if got := PlainSentence(tc.text); got != tc.want {
			t.Errorf("PlainSentence(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestEscapeMDX: a description that MDX cannot read as written is read
// with its braces and unknown tags escaped, but not inside code.
func TestEscapeMDX(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Pass {id}.", `Pass \{id\}.`},
		{"Send Bearer <token>.", `Send Bearer \<token>.`},
		{"A <b>bold</b> word.", "A <b>bold</b> word."},
		{"Code `{x}` stays.", "Code `{x}` stays."},
		{"Double ``a ` {b}`` stays.", "Double ``a ` {b}`` stays."},
		{"```json\n{\"a\": 1}\n```\n{b}", "```json\n{\"a\": 1}\n```\n\\{b\\}"},
		{"Ends with <", `Ends with \<`},
	}
	for _, tc := range tests {
		if got := escapeMDX(tc.in); got != tc.want {
			t.Errorf("escapeMDX(%q)\n got %q\nwant %q", tc.in, got, tc.want)
		}
	}
}

func TestPathHTML(t *testing.T) {
	tests := []struct{ in, want string }{
		{"/users/{id}/posts", `/users/<span class="api-path-param">{id}</span>/posts`},
		{"/a/{b}{c}", `/a/<span class="api-path-param">{b}</span><span class="api-path-param">{c}</span>`},
		{"/open/{x", "/open/{x"},
		{"/q?a=<b>", "/q?a=&lt;b&gt;"},
	}
	for _, tc := range tests {
		if got := string(pathHTML(tc.in)); got != tc.want {
			t.Errorf("pathHTML(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestStatusClass(t *testing.T) {
	for in, want := range map[string]string{"200": "2xx", "404": "4xx", "default": "other", "2XX": "2xx", "600": "other", "20": "other"} {
		if got := statusClass(in); got != want {
			t.Errorf("statusClass(%q) = %q, want %q", in, got, want)
		}
	}
}
