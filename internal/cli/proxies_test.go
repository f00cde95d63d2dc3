package cli

import (
	"net/netip"
	"slices"
	"testing"
)

func TestParseProxies(t *testing.T) {
	got, err := parseProxies([]string{"10.0.0.0/8", " 192.168.1.7 ", "", "::ffff:172.16.0.1", "fd00::1/64"})
	if err != nil {
		t.Fatal(err)
	}
	want := []netip.Prefix{
		netip.MustParsePrefix("10.0.0.0/8"),
		netip.MustParsePrefix("192.168.1.7/32"),
		netip.MustParsePrefix("172.16.0.1/32"),
		netip.MustParsePrefix("fd00::/64"),
	}
	if !slices.Equal(got, want) {
		t.Errorf("parseProxies = %v, want %v", got, want)
	}
	for _, bad := range []string{"nope", "10.0.0.0/99", "10.0.0.1:80"} {
		if _, err := parseProxies([]string{bad}); err == nil {
			t.Errorf("parseProxies(%q) accepted it", bad)
		}
	}
}
