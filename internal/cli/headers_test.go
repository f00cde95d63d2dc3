package cli

import (
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
)

// TestSecurityHeaders asks every route group of folio serve for a page
// and checks the headers that keep content where it belongs: the
// dashboard's strict policy and cookies, the API's, the sites'.
func TestSecurityHeaders(t *testing.T) {
	docs := fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme":"mint","name":"Headers","colors":{"primary":"#2563EB"},"navigation":{"pages":["index"]}}`)},
		"index.mdx": {Data: []byte("---\ntitle: Home\n---\n\nHello.\n")},
	}
	srv := startServe(t, t.TempDir(), freeAddr(t), freeAddr(t), docs, []byte(`{"turns":[]}`))
	waitHTTP(t, srv.site+"/", http.StatusOK)
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

	type want struct{ header, contains string }
	dashboard := []want{
		{"Content-Security-Policy", "script-src 'self'"}, {"Content-Security-Policy", "frame-ancestors 'none'"},
		{"X-Frame-Options", "DENY"}, {"X-Content-Type-Options", "nosniff"}, {"Referrer-Policy", "same-origin"},
	}
	api := []want{{"Content-Security-Policy", "default-src 'none'"}, {"X-Frame-Options", "DENY"}, {"X-Content-Type-Options", "nosniff"}}
	site := []want{{"X-Content-Type-Options", "nosniff"}, {"Referrer-Policy", "strict-origin-when-cross-origin"}}
	for _, tc := range []struct {
		name, url string
		status    int
		want      []want
		not       []string // headers that must be absent
	}{
		{"dashboard login", srv.dash + "/dashboard/login", 200, dashboard, nil},
		{"dashboard page, signed out", srv.dash + "/dashboard/keys", 303, dashboard, nil},
		{"dashboard static", srv.dash + "/dashboard/static/dashboard.css", 200, dashboard, nil},
		{"API description", srv.dash + "/v2/openapi.json", 200, api, nil},
		{"API without a key", srv.dash + "/v2/agent/demo/jobs", 401, api, nil},
		{"API unknown route", srv.dash + "/v2/nope", 404, api, nil},
		{"a page asked of the app", srv.dash + "/p/demo/", 302, nil, []string{"Set-Cookie"}},
		{"site page", srv.site + "/", 200, site, []string{"Set-Cookie", "Access-Control-Allow-Origin"}},
		{"site file", srv.site + "/docs.json", 404, site, nil},
		{"site of a project (served at /: sent there)", srv.site + "/p/demo/", 308, site, []string{"Set-Cookie"}},
		{"preview", srv.site + "/preview/demo/job_nope/", 404, append([]want{{"Content-Security-Policy", "sandbox "}}, site...), nil},
		{"no dashboard on the sites", srv.site + "/dashboard/login", 404, site, []string{"Set-Cookie"}},
	} {
		resp, err := client.Get(tc.url)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		resp.Body.Close()
		if tc.status != 0 && resp.StatusCode != tc.status {
			t.Errorf("%s: GET %s = %d, want %d", tc.name, tc.url, resp.StatusCode, tc.status)
		}
		for _, w := range tc.want {
			if got := strings.Join(resp.Header.Values(w.header), ", "); !strings.Contains(got, w.contains) {
				t.Errorf("%s: %s = %q, want it to hold %q", tc.name, w.header, got, w.contains)
			}
		}
		for _, h := range tc.not {
			if v := resp.Header.Get(h); v != "" {
				t.Errorf("%s: %s = %q, want none", tc.name, h, v)
			}
		}
	}

	// The dashboard's cookies: HttpOnly, SameSite, never readable by a
	// page (over HTTPS they are __Host-/__Secure-: see the dashboard's
	// TestLoginSecureCookies).
	resp, err := client.Get(srv.dash + "/dashboard/login")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	cs := resp.Cookies()
	if len(cs) == 0 {
		t.Fatal("the login page sets no cookie")
	}
	for _, c := range cs {
		if !c.HttpOnly || c.SameSite == http.SameSiteDefaultMode || c.SameSite == http.SameSiteNoneMode || !strings.HasPrefix(c.Path, "/dashboard") {
			t.Errorf("cookie %s: HttpOnly %v, SameSite %v, Path %q", c.Name, c.HttpOnly, c.SameSite, c.Path)
		}
	}
}
