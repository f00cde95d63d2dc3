// Package netguard keeps the requests Folio's server makes on behalf of
// others — the API playground's proxy, fetching a hosted project's
// OpenAPI specifications — away from the server's own network: loopback,
// private, link-local and every other address that is not a public
// unicast one.
//
// The check runs on the address actually dialled (a net.Dialer's Control
// hook), after name resolution and for every connection a redirect
// opens: a name that resolves to 127.0.0.1, or resolves to a public
// address once and a private one the next time (DNS rebinding), is
// refused as a literal address is.
package netguard

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"syscall"
	"time"
)

// ErrForbidden is wrapped by the error of a connection to an address that
// is refused.
var ErrForbidden = errors.New("forbidden address")

// ForbiddenError says which address was refused, and why.
type ForbiddenError struct {
	Addr netip.Addr
	// Kind names the kind of address: "loopback", "private",
	// "link-local", ...
	Kind string
}

func (e *ForbiddenError) Error() string {
	return fmt.Sprintf("%s is a %s address", e.Addr, e.Kind)
}

func (e *ForbiddenError) Unwrap() error { return ErrForbidden }

// nonPublic are the special-purpose ranges (IANA's registries) that
// netip's own predicates do not cover, with the kind a message names.
var nonPublic = []struct {
	prefix netip.Prefix
	kind   string
}{
	{netip.MustParsePrefix("0.0.0.0/8"), "\"this network\""},
	{netip.MustParsePrefix("100.64.0.0/10"), "shared (carrier-grade NAT)"},
	{netip.MustParsePrefix("192.0.0.0/24"), "IETF protocol"},
	{netip.MustParsePrefix("192.0.2.0/24"), "documentation"},
	{netip.MustParsePrefix("198.18.0.0/15"), "benchmarking"},
	{netip.MustParsePrefix("198.51.100.0/24"), "documentation"},
	{netip.MustParsePrefix("203.0.113.0/24"), "documentation"},
	{netip.MustParsePrefix("240.0.0.0/4"), "reserved"},
	{netip.MustParsePrefix("100::/64"), "discard-only"},
	{netip.MustParsePrefix("2001::/23"), "IETF protocol"},
	{netip.MustParsePrefix("2001:db8::/32"), "documentation"},
	{netip.MustParsePrefix("3fff::/20"), "documentation"},
	{netip.MustParsePrefix("5f00::/16"), "segment routing"},
}

// IPv6 ranges that carry an IPv4 address, or hide one.
var (
	nat64      = netip.MustParsePrefix("64:ff9b::/96")
	nat64Local = netip.MustParsePrefix("64:ff9b:1::/48")
	sixToFour  = netip.MustParsePrefix("2002::/16")
	v4Compat   = netip.MustParsePrefix("::/96")
)

// Classify returns the kind of a non-public address ("loopback",
// "private", ...), or "" for a public unicast address. An IPv4 address
// inside IPv6 (mapped, NAT64, 6to4) is classified as the IPv4 address it
// carries.
func Classify(a netip.Addr) string {
	a = a.Unmap()
	if a.Is6() {
		b := a.As16()
		switch {
		case nat64.Contains(a):
			return Classify(netip.AddrFrom4([4]byte(b[12:16])))
		case sixToFour.Contains(a):
			return Classify(netip.AddrFrom4([4]byte(b[2:6])))
		case nat64Local.Contains(a):
			return "local-use NAT64"
		case v4Compat.Contains(a) && !a.IsUnspecified() && !a.IsLoopback():
			return "IPv4-compatible"
		}
	}
	switch {
	case !a.IsValid():
		return "invalid"
	case a.IsUnspecified():
		return "unspecified"
	case a.IsLoopback():
		return "loopback"
	case a.IsPrivate():
		return "private"
	case a.IsLinkLocalUnicast():
		return "link-local"
	case a.IsMulticast():
		return "multicast"
	case a == netip.AddrFrom4([4]byte{255, 255, 255, 255}):
		return "broadcast"
	}
	for _, r := range nonPublic {
		if r.prefix.Contains(a) {
			return r.kind
		}
	}
	return ""
}

// Check returns a *ForbiddenError for an address that is not public.
func Check(a netip.Addr) error {
	if kind := Classify(a); kind != "" {
		return &ForbiddenError{Addr: a.Unmap(), Kind: kind}
	}
	return nil
}

// control is a net.Dialer's Control hook that refuses non-public
// addresses: it sees the address after resolution, just before the
// connection is made.
func control(network, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return fmt.Errorf("netguard: cannot read the address %q: %w", address, ErrForbidden)
	}
	return Check(ap.Addr())
}

// Options configure a Transport.
type Options struct {
	// AllowPrivate lets connections reach every address: the operator
	// trusts whoever makes the requests with the server's network.
	AllowPrivate bool
	// DialTimeout bounds connecting; 0 means 10 s.
	DialTimeout time.Duration
}

// Transport returns an HTTP transport for requests on others' behalf:
// no proxy from the environment (it would be dialled instead of the
// target, escaping the check), bounded connecting and TLS handshakes, and
// unless AllowPrivate, only public addresses.
func Transport(o Options) *http.Transport {
	if o.DialTimeout <= 0 {
		o.DialTimeout = 10 * time.Second
	}
	d := &net.Dialer{Timeout: o.DialTimeout, KeepAlive: 30 * time.Second}
	if !o.AllowPrivate {
		d.Control = control
	}
	return &http.Transport{
		Proxy:                  nil,
		DialContext:            d.DialContext,
		ForceAttemptHTTP2:      true,
		MaxIdleConns:           32,
		MaxIdleConnsPerHost:    4,
		IdleConnTimeout:        90 * time.Second,
		TLSHandshakeTimeout:    10 * time.Second,
		ExpectContinueTimeout:  time.Second,
		MaxResponseHeaderBytes: 64 << 10,
	}
}
