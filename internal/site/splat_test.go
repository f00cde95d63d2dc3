package site

import "testing"

func TestSplatRule(t *testing.T) {
	tests := []struct{ src, dst, wantSrc, wantDst string }{
		{"/updates/:slug*", "/changelog/:slug*", "/updates/*", "/changelog/:splat"},
		{"/blog/:slug*", "https://blog.test/:slug*", "/blog/*", "https://blog.test/:splat"},
		{"/docs/:version/:path*", "/v/:version/:path*", "/docs/:version/*", "/v/:version/:splat"},
		{"/misc/:slug*", "/legal", "/misc/*", "/legal"},
		{"/old", "/new", "/old", "/new"},
		{"/a/:id", "/b/:id", "/a/:id", "/b/:id"},
		{"/a/*", "/b/:splat", "/a/*", "/b/:splat"},
	}
	for _, tc := range tests {
		if s, d := splatRule(tc.src, tc.dst); s != tc.wantSrc || d != tc.wantDst {
			t.Errorf("splatRule(%q, %q) = %q, %q; want %q, %q", tc.src, tc.dst, s, d, tc.wantSrc, tc.wantDst)
		}
	}
}
