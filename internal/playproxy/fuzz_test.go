package playproxy

import (
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/netguard"
)

// FuzzProxyRequest checks that whatever a request to the proxy says, the
// proxy never panics, answers with the API's response or its own JSON
// error, and sends on only http and https requests to hosts that are not
// non-public address literals, without the headers it must not send.
func FuzzProxyRequest(f *testing.F) {
	for _, s := range [][4]string{
		{"GET", "https://api.example.com/pets?x=1", "Authorization", "Bearer x"},
		{"post", "http://[::ffff:127.0.0.1]:80/", "Cookie", "a=b"},
		{"PUT", "HTTPS://API.EXAMPLE.COM:443/%2e%2e/", "Host", "evil"},
		{"CONNECT", "http://10.0.0.1/", "Connection", "close"},
		{"GET", "http://0x7f.1/", "Folio-Target", "http://x"},
		{"GET", "//example.com/x", "X-Api-Key", "k\r\nInjected: 1"},
		{"GET", "http://user@example.com/", "", ""},
		{"DELETE", "http://[fe80::1%25eth0]/", "Te", "trailers"},
	} {
		f.Add(s[0], s[1], s[2], s[3])
	}
	f.Fuzz(func(t *testing.T, method, target, name, value string) {
		var sent *http.Request
		p := New(Options{Transport: roundTripper(func(r *http.Request) (*http.Response, error) {
			sent = r
			return &http.Response{StatusCode: 200, Header: http.Header{"X": {"y"}}, Body: http.NoBody, Request: r}, nil
		})})
		req := httptest.NewRequest(http.MethodPost, "/_folio/playground", strings.NewReader("body"))
		req.Header[HeaderTarget] = []string{target}
		req.Header[HeaderMethod] = []string{method}
		if name != "" {
			req.Header[ForwardPrefix+name] = []string{value}
		}
		w := httptest.NewRecorder()
		p.ServeHTTP(w, req)
		if w.Code != 200 && w.Header().Get(HeaderError) == "" {
			t.Fatalf("status %d without an error code", w.Code)
		}
		if sent == nil {
			return
		}
		if w.Code != 200 {
			t.Fatalf("sent, then answered %d", w.Code)
		}
		if sent.URL.Scheme != "http" && sent.URL.Scheme != "https" || sent.URL.User != nil {
			t.Fatalf("sent to %s", sent.URL)
		}
		if a, err := netip.ParseAddr(strings.Trim(sent.URL.Hostname(), "[]")); err == nil && netguard.Check(a) != nil {
			t.Fatalf("sent to the non-public %s", sent.URL)
		}
		for k := range sent.Header {
			if hopByHop[k] || notForwarded[k] || strings.HasPrefix(k, "Folio-") {
				t.Fatalf("sent the header %s", k)
			}
		}
	})
}
