package dashboard

import (
	"net/http/httptest"
	"net/netip"
	"testing"
)

func TestClientIP(t *testing.T) {
	h := &handler{proxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("fd00::/8")}}
	cases := []struct {
		name, remote string
		xff          []string
		want         string
	}{
		{"direct", "203.0.113.7:5000", nil, "203.0.113.7"},
		{"untrusted peer's header is ignored", "203.0.113.7:5000", []string{"198.51.100.1"}, "203.0.113.7"},
		{"trusted proxy names the client", "10.0.0.2:4000", []string{"198.51.100.1"}, "198.51.100.1"},
		{"spoofed entries left of the real client", "10.0.0.2:4000", []string{"1.2.3.4, 198.51.100.1"}, "198.51.100.1"},
		{"chain of trusted proxies", "10.0.0.2:4000", []string{"198.51.100.1, 10.1.1.1", "10.2.2.2"}, "198.51.100.1"},
		{"all hops trusted", "10.0.0.2:4000", []string{"10.9.9.9"}, "10.9.9.9"},
		{"no header", "10.0.0.2:4000", nil, "10.0.0.2"},
		{"garbled hop stops the walk", "10.0.0.2:4000", []string{"198.51.100.1, nonsense"}, "10.0.0.2"},
		{"IPv4-mapped IPv6", "10.0.0.2:4000", []string{"::ffff:198.51.100.9"}, "198.51.100.9"},
		{"IPv6 proxy", "[fd00::1]:4000", []string{"2001:db8::5"}, "2001:db8::5"},
		{"no port", "10.0.0.2", []string{"198.51.100.1"}, "198.51.100.1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/dashboard/login", nil)
			r.RemoteAddr = c.remote
			for _, v := range c.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			if got := h.clientIP(r); got != c.want {
				t.Errorf("clientIP = %q, want %q", got, c.want)
			}
		})
	}
	// Without trusted proxies the header never counts.
	r := httptest.NewRequest("POST", "/dashboard/login", nil)
	r.RemoteAddr = "10.0.0.2:4000"
	r.Header.Set("X-Forwarded-For", "198.51.100.1")
	if got := (&handler{}).clientIP(r); got != "10.0.0.2" {
		t.Errorf("no proxies: clientIP = %q, want the connection's", got)
	}
}
