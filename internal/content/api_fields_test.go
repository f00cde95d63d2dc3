package content

import "testing"

// TestFieldSlug checks field anchors against the ids Mintlify gives
// (links to them across the corpus: #param-expire-after-secs,
// #param-payment-requires-action-1, #param-thumbnails-background).
func TestFieldSlug(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"param-expireAfterSecs", "param-expire-after-secs"},
		{"param-payment_request.payment_failure", "param-payment-request-payment-failure"},
		{"param-payment.requires_action_1", "param-payment-requires-action-1"},
		{"param-thumbnails.background", "param-thumbnails-background"},
		{"param-APIs", "param-apis"},
		{"param-HTTPServer2", "param-http-server2"},
		{"param-userID", "param-user-id"},
		{"param-X-Api-Key", "param-x-api-key"},
		{"param-it's", "param-its"},
		{"param-café", "param-cafe"},
		{"param-Ärger", "param-aerger"},
		{"param-a&b", "param-a-and-b"},
		{"param-ÆON", "param-aeon"},
		{"param-getHTTPResponseCode", "param-get-http-response-code"},
		{"param-ABCdsEFg", "param-ab-cds-e-fg"},
		{"param-a-s-t", "param-as-t"},
		{"param-{ namespace?: string }", "param-namespace-string"},
		{"param-日本", "param"},
	} {
		if got := fieldSlug(c.in); got != c.want {
			t.Errorf("fieldSlug(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestTransliterateTables(t *testing.T) {
	for _, r := range "ÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕŐÙÚÛŰÝĀĂĄĆČĎĒĖĘĚĞĪĮİĶĹĽŃŅŇŌŘŚŞŠŢŤŪŮŲŹŻŽàáâãåçèéêëìíîïñòóôõőùúûűýÿāăąćčďēėęěğīįıķĺľńņňōřśşšţťūůųźżž" {
		got := transliterate(r)
		if len(got) != 1 {
			t.Fatalf("transliterate(%q) = %q", r, got)
		}
		if fieldSlug(string(r)) != fieldSlug(got) {
			t.Errorf("%q: %q", r, got)
		}
	}
	// Spot checks that the tables line up.
	for in, want := range map[rune]string{'Ž': "Z", 'ž': "z", 'ų': "u", 'ū': "u", 'ť': "t", 'ń': "n", 'ı': "i", 'ÿ': "y", 'Ő': "O"} {
		if got := transliterate(in); got != want {
			t.Errorf("transliterate(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestGitHubRepo(t *testing.T) {
	for _, c := range []struct{ in, owner, name string }{
		{"mintlify/docs", "mintlify", "docs"},
		{"https://github.com/mintlify/starter.git", "mintlify", "starter"},
		{"http://www.github.com/a/b/tree/main", "a", "b"},
		{"github.com/a/b?tab=readme", "a", "b"},
		{" a.b/c-d_e ", "a.b", "c-d_e"},
	} {
		o, n, ok := githubRepo(c.in)
		if !ok || o != c.owner || n != c.name {
			t.Errorf("githubRepo(%q) = %q, %q, %v", c.in, o, n, ok)
		}
	}
	for _, in := range []string{"", "docs", "not a repo", "a/..", "https://github.com/a"} {
		if o, n, ok := githubRepo(in); ok {
			t.Errorf("githubRepo(%q) = %q, %q, true", in, o, n)
		}
	}
}

func TestDedent(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"\n    a\n      b\n    c\n  ", "a\n  b\nc"},
		{"x^2", "x^2"},
		{"first\n    second\n    third", "first\nsecond\nthird"},
		{"\n\n", ""},
		{"  a  \n  b", "a\nb"},
		{"\ta\n\t\tb", "a\n\tb"},
	} {
		if got := dedent(c.in); got != c.want {
			t.Errorf("dedent(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
