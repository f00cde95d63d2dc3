package sitehost

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestPlaygroundRoute checks that the playground's proxy answers below
// every site's base path — at /, at /p/{id}/ and at / of a project's own
// host — and nowhere else.
func TestPlaygroundRoute(t *testing.T) {
	t.Parallel()
	var got []string
	proxy := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = append(got, r.Host+" "+r.Method+" "+r.URL.Path)
		w.WriteHeader(http.StatusTeapot)
	})
	b := setup(t, Options{Playground: proxy})
	b.alphaAndBeta(t)
	for _, tc := range []struct {
		method, host, path string
		proxied            bool
	}{
		{http.MethodPost, "", "/_folio/playground", true},
		{http.MethodPost, "", "/p/alpha/_folio/playground", true},
		{http.MethodPost, "", "/p/beta/_folio/playground", true},
		{http.MethodPost, "docs.beta.example", "/_folio/playground", true},
		{http.MethodGet, "", "/_folio/playground", true}, // the proxy says 405
		{http.MethodPost, "", "/p/nope/_folio/playground", false},
		{http.MethodPost, "", "/guide/_folio/playground", false},
		{http.MethodPost, "docs.beta.example", "/p/beta/_folio/playground", false},
	} {
		got = nil
		req := httptest.NewRequest(tc.method, tc.path, nil)
		if tc.host != "" {
			req.Host = tc.host
		}
		rec := httptest.NewRecorder()
		b.host.Handler().ServeHTTP(rec, req)
		if proxied := rec.Code == http.StatusTeapot; proxied != tc.proxied || proxied && len(got) != 1 {
			t.Errorf("%s %s%s: %d, proxy got %v", tc.method, tc.host, tc.path, rec.Code, got)
		}
	}
}
