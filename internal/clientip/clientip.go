// Package clientip says which address a request comes from: the
// connection's, or, when the connection is from one of the operator's
// reverse proxies, the address that proxy names in X-Forwarded-For (or,
// without that header, in Forwarded, RFC 7239). Only trusted proxies are
// believed, and the chain is read from the right, so a client cannot
// name itself by sending the header.
package clientip

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// From is the address r comes from, given the trusted proxies.
func From(r *http.Request, trusted []netip.Prefix) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	addr, err := netip.ParseAddr(host)
	if err != nil || !contains(trusted, addr) {
		return host
	}
	hops := forwardedFor(r.Header.Values("X-Forwarded-For"))
	if len(hops) == 0 {
		hops = Forwarded(r.Header.Values("Forwarded"))
	}
	// Right to left: each trusted hop vouches for the one before it; the
	// first untrusted one is the client.
	for i := len(hops) - 1; i >= 0; i-- {
		a, err := netip.ParseAddr(hops[i])
		if err != nil {
			break // a garbled hop: trust nothing before it
		}
		a = a.Unmap()
		if !contains(trusted, a) {
			return a.String()
		}
		host = a.String()
	}
	return host
}

// contains reports whether addr is in one of the prefixes.
func contains(ps []netip.Prefix, addr netip.Addr) bool {
	addr = addr.Unmap()
	for _, p := range ps {
		if p.Contains(addr) {
			return true
		}
	}
	return false
}

// forwardedFor splits X-Forwarded-For values into hops, in order.
func forwardedFor(values []string) []string {
	var hops []string
	for _, v := range values {
		for h := range strings.SplitSeq(v, ",") {
			hops = append(hops, strings.TrimSpace(h))
		}
	}
	return hops
}

// Forwarded reads the for= parameter of each element of Forwarded
// header values (RFC 7239), in order: an address without its port or
// brackets, or the value as written when it is not an address ("unknown",
// an obfuscated name), which no caller will take for one.
func Forwarded(values []string) []string {
	var hops []string
	for _, v := range values {
		for elem := range strings.SplitSeq(v, ",") {
			for pair := range strings.SplitSeq(elem, ";") {
				name, val, ok := strings.Cut(strings.TrimSpace(pair), "=")
				if !ok || !strings.EqualFold(name, "for") {
					continue
				}
				hops = append(hops, forNode(val))
			}
		}
	}
	return hops
}

// forNode is the address of a for= node: quotes, brackets and a port
// taken off.
func forNode(v string) string {
	v = strings.TrimSpace(v)
	if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' {
		v = v[1 : len(v)-1]
	}
	if strings.HasPrefix(v, "[") {
		if end := strings.IndexByte(v, ']'); end > 0 {
			return v[1:end]
		}
		return v
	}
	if host, _, err := net.SplitHostPort(v); err == nil {
		return host
	}
	return v
}
