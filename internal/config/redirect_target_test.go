package config

import "testing"

func TestRedirectTarget(t *testing.T) {
	cases := []struct {
		src, dst, path, want string
		ok                   bool
	}{
		{"/old", "/new", "/old", "/new", true},
		{"/old", "/new", "/old/", "/new", true},
		{"/old", "/new", "/other", "", false},
		{"/blog/:slug", "/posts/:slug", "/blog/hello", "/posts/hello", true},
		{"/docs/:slug*", "/v2/:slug*", "/docs/a/b/c", "/v2/a/b/c", true},
		{"/docs/*", "/v2/*", "/docs/a/b", "/v2/a/b", true},
		{"/a/:x/b/:y", "/c/:y/:x", "/a/1/b/2", "/c/2/1", true},
		{"/ext", "https://example.com/x", "/ext", "https://example.com/x", true},
	}
	for _, c := range cases {
		r := &Redirect{Source: c.src, Destination: c.dst}
		got, ok := r.Target(c.path)
		if got != c.want || ok != c.ok {
			t.Errorf("%s → %s: Target(%q) = %q, %v; want %q, %v", c.src, c.dst, c.path, got, ok, c.want, c.ok)
		}
	}
}
