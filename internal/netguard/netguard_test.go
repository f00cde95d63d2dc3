package netguard

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
)

func TestClassify(t *testing.T) {
	for _, tc := range []struct {
		addr, kind string
	}{
		{"8.8.8.8", ""},
		{"1.1.1.1", ""},
		{"2606:4700:4700::1111", ""},
		{"127.0.0.1", "loopback"},
		{"127.255.0.9", "loopback"},
		{"::1", "loopback"},
		{"10.1.2.3", "private"},
		{"172.16.0.1", "private"},
		{"172.31.255.255", "private"},
		{"172.32.0.1", ""},
		{"192.168.1.1", "private"},
		{"fd00::1", "private"},
		{"169.254.169.254", "link-local"},
		{"fe80::1", "link-local"},
		{"100.64.0.1", "shared (carrier-grade NAT)"},
		{"100.127.255.255", "shared (carrier-grade NAT)"},
		{"100.128.0.1", ""},
		{"0.0.0.0", "unspecified"},
		{"::", "unspecified"},
		{"0.1.2.3", "\"this network\""},
		{"224.0.0.1", "multicast"},
		{"ff02::1", "multicast"},
		{"255.255.255.255", "broadcast"},
		{"240.0.0.1", "reserved"},
		{"192.0.2.7", "documentation"},
		{"2001:db8::1", "documentation"},
		{"198.18.0.1", "benchmarking"},
		// IPv4 inside IPv6 is judged as the IPv4 address.
		{"::ffff:127.0.0.1", "loopback"},
		{"::ffff:10.0.0.1", "private"},
		{"::ffff:8.8.8.8", ""},
		{"64:ff9b::7f00:1", "loopback"},
		{"64:ff9b::808:808", ""},
		{"2002:a9fe:a9fe::1", "link-local"},
		{"2002:0808:0808::1", ""},
		{"::127.0.0.1", "IPv4-compatible"},
		{"2001::1", "IETF protocol"},
	} {
		if got := Classify(netip.MustParseAddr(tc.addr)); got != tc.kind {
			t.Errorf("%s: %q, want %q", tc.addr, got, tc.kind)
		}
	}
}

// TestTransport checks that the transport refuses a loopback server, by
// address and by a name that resolves to it, and reaches it when allowed.
func TestTransport(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("hello")) }))
	defer srv.Close()
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(srv.URL, "http://"))
	guarded := &http.Client{Transport: Transport(Options{})}
	for _, u := range []string{srv.URL, "http://localhost:" + port, "http://[::ffff:127.0.0.1]:" + port} {
		req, _ := http.NewRequestWithContext(context.Background(), "GET", u, nil)
		res, err := guarded.Do(req)
		if err == nil {
			res.Body.Close()
			t.Errorf("%s: reached", u)
			continue
		}
		var fe *ForbiddenError
		if !errors.Is(err, ErrForbidden) || !errors.As(err, &fe) || fe.Kind != "loopback" {
			t.Errorf("%s: %v", u, err)
		}
	}
	open := &http.Client{Transport: Transport(Options{AllowPrivate: true})}
	res, err := open.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Errorf("status %d", res.StatusCode)
	}
}

// TestTransportIgnoresProxyEnv checks that a proxy named in the
// environment is not used: it would be dialled instead of the target.
func TestTransportIgnoresProxyEnv(t *testing.T) {
	t.Setenv("HTTP_PROXY", "http://8.8.8.8:3128")
	t.Setenv("HTTPS_PROXY", "http://8.8.8.8:3128")
	if tr := Transport(Options{}); tr.Proxy != nil {
		t.Error("the transport uses a proxy")
	}
}
