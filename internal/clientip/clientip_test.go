package clientip_test

import (
	"net/http/httptest"
	"net/netip"
	"slices"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/clientip"
)

var proxies = []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("fd00::/8")}

func TestFrom(t *testing.T) {
	cases := []struct {
		name, remote string
		xff, fwd     []string
		want         string
	}{
		{"direct", "203.0.113.7:5000", nil, nil, "203.0.113.7"},
		{"untrusted peer's header is ignored", "203.0.113.7:5000", []string{"198.51.100.1"}, nil, "203.0.113.7"},
		{"untrusted peer's Forwarded is ignored", "203.0.113.7:5000", nil, []string{"for=198.51.100.1"}, "203.0.113.7"},
		{"trusted proxy names the client", "10.0.0.2:4000", []string{"198.51.100.1"}, nil, "198.51.100.1"},
		{"spoofed entries left of the real client", "10.0.0.2:4000", []string{"1.2.3.4, 198.51.100.1"}, nil, "198.51.100.1"},
		{"chain of trusted proxies", "10.0.0.2:4000", []string{"198.51.100.1, 10.1.1.1", "10.2.2.2"}, nil, "198.51.100.1"},
		{"all hops trusted", "10.0.0.2:4000", []string{"10.9.9.9"}, nil, "10.9.9.9"},
		{"no header", "10.0.0.2:4000", nil, nil, "10.0.0.2"},
		{"garbled hop stops the walk", "10.0.0.2:4000", []string{"198.51.100.1, nonsense"}, nil, "10.0.0.2"},
		{"IPv4-mapped IPv6", "10.0.0.2:4000", []string{"::ffff:198.51.100.9"}, nil, "198.51.100.9"},
		{"IPv6 proxy", "[fd00::1]:4000", []string{"2001:db8::5"}, nil, "2001:db8::5"},
		{"no port", "10.0.0.2", []string{"198.51.100.1"}, nil, "198.51.100.1"},
		{"Forwarded", "10.0.0.2:4000", nil, []string{`for=198.51.100.1;proto=https`}, "198.51.100.1"},
		{"Forwarded with a port and IPv6", "10.0.0.2:4000", nil, []string{`for="[2001:db8::7]:4711", for=10.3.3.3`}, "2001:db8::7"},
		{"Forwarded spoofed on the left", "10.0.0.2:4000", nil, []string{`for=1.2.3.4`, `for=198.51.100.2:80`}, "198.51.100.2"},
		{"Forwarded unknown stops the walk", "10.0.0.2:4000", nil, []string{`for=198.51.100.1, for=unknown`}, "10.0.0.2"},
		{"X-Forwarded-For wins over Forwarded", "10.0.0.2:4000", []string{"198.51.100.3"}, []string{"for=198.51.100.4"}, "198.51.100.3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/", nil)
			r.RemoteAddr = c.remote
			for _, v := range c.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			for _, v := range c.fwd {
				r.Header.Add("Forwarded", v)
			}
			if got := clientip.From(r, proxies); got != c.want {
				t.Errorf("From = %q, want %q", got, c.want)
			}
		})
	}
	r := httptest.NewRequest("POST", "/", nil)
	r.RemoteAddr = "10.0.0.2:4000"
	r.Header.Set("X-Forwarded-For", "198.51.100.1")
	if got := clientip.From(r, nil); got != "10.0.0.2" {
		t.Errorf("no proxies: From = %q, want the connection's", got)
	}
}

func TestForwarded(t *testing.T) {
	got := clientip.Forwarded([]string{`For="[2001:db8:cafe::17]:4711"`, `for=192.0.2.60;proto=http;by=203.0.113.43, for=_hidden`, `proto=https`})
	want := []string{"2001:db8:cafe::17", "192.0.2.60", "_hidden"}
	if !slices.Equal(got, want) {
		t.Errorf("Forwarded = %q, want %q", got, want)
	}
}

func FuzzForwarded(f *testing.F) {
	for _, s := range []string{`for=192.0.2.60;proto=http`, `for="[2001:db8::1]:80", for=unknown`, `for="`, `for=[`, `;;,,=`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		for _, h := range clientip.Forwarded([]string{v}) {
			if len(h) > len(v) {
				t.Fatalf("hop %q longer than the header %q", h, v)
			}
		}
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = "10.0.0.1:1"
		r.Header.Set("Forwarded", v)
		got := clientip.From(r, proxies)
		if got != "10.0.0.1" {
			if a, err := netip.ParseAddr(got); err != nil || strings.Contains(got, "%") && !a.Is6() {
				t.Fatalf("From = %q: not an address", got)
			}
		}
	})
}
