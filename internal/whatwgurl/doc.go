// Package whatwgurl parses URLs as JavaScript's new URL() does, that is by
// the WHATWG URL Standard, without a base URL. Mintlify's validator
// decides what is a URL that way, and the standard differs from net/url:
// it strips surrounding spaces and control characters and removes tabs
// and newlines anywhere, skips any number of slashes after "https:",
// checks hosts (forbidden characters, IPv4 and IPv6 forms, ports, IDNA)
// and accepts any "scheme:" with an opaque rest. Parse accepts and refuses
// the same strings as Node's URL, closely enough for the configuration's
// rules, and keeps only what they look at.
//
// Why not github.com/nlnwa/whatwg-url (v0.6.2), the Go library of the
// standard: compared with Node 20's new URL() on the inputs of the URL
// tests of the web platform tests that have no base, and on the cases of
// url_test.go, it refuses hosts Node accepts — labels with right-to-left
// characters such as "https://aא.com" and "https://١٢.com" (it applies
// the Bidi rule) — and accepts "https://xn--.com", which Node refuses.
// Folio would then refuse links in real docs.json files that Mintlify
// accepts. It would also add three modules (x/net, x/text, bitset) for
// the one question "does new URL() throw?".
//
// Where Parse itself differs from Node (url_test.go lists them): it does
// not check that a label's Punycode decodes to a valid IDNA label
// ("http://a.b.c.xn--pokxncvks" is accepted; Node refuses it), and it
// keeps a file URL's "C|" drive letter as written instead of "C:"; and
// URL.String does not write the "/." the standard puts before a path that
// starts with "//" when there is no host.
package whatwgurl
