package whatwgurl

import "testing"

// The cases are what the configuration's rules ask of a URL: whether it
// parses, its scheme, its pathname, whether it has a query or a fragment,
// and its href without the fragment (footer links are normalised through
// it). The expectations are Node 20's new URL(), except on the lines that
// say where Parse differs from it (see the package doc).
var parseCases = []struct {
	in              string
	ok              bool
	scheme, path    string
	query, fragment bool
	href            string
}{
	{in: " https://a.com ", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a.com/"},
	{in: "\thttps://a.com/x\n", ok: true, scheme: "https", path: "/x", query: false, fragment: false, href: "https://a.com/x"},
	{in: "https://a\t.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a.com/"},
	{in: "https:a.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a.com/"},
	{in: "https:///a.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a.com/"},
	{in: "https:\\\\a.com\\x", ok: true, scheme: "https", path: "/x", query: false, fragment: false, href: "https://a.com/x"},
	{in: "http://a b"},
	{in: "https://a<b.com"},
	{in: "mailto:x@y.z", ok: true, scheme: "mailto", path: "x@y.z", query: false, fragment: false, href: "mailto:x@y.z"},
	{in: "javascript:alert(1)", ok: true, scheme: "javascript", path: "alert(1)", query: false, fragment: false, href: "javascript:alert(1)"},
	{in: "https://[::1]", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://[::1]/"},
	{in: "https://[::1"},
	{in: "https://[1:2:3:4:5:6:7:8:9]"},
	{in: "https://1.2.3.4.5"},
	{in: "https://0x7f.1", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://127.0.0.1/"},
	{in: "https://256.0.0.1"},
	{in: "https://1.2.3.09"},
	{in: "https://a.com:99999"},
	{in: "https://a.com:443/", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a.com/"},
	{in: "https://a.com:/", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a.com/"},
	{in: "https://münchen.de", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://münchen.de/"},
	{in: "https://xn--a.com"},
	{in: "https://xn--mnchen-3ya.de", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://xn--mnchen-3ya.de/"},
	{in: "https://MÜNCHEN.de", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://münchen.de/"},
	{in: "https://a.com/x/", ok: true, scheme: "https", path: "/x/", query: false, fragment: false, href: "https://a.com/x/"},
	{in: "https://a.com/x//", ok: true, scheme: "https", path: "/x//", query: false, fragment: false, href: "https://a.com/x//"},
	{in: "https://a.com//", ok: true, scheme: "https", path: "//", query: false, fragment: false, href: "https://a.com//"},
	{in: "https://a.com/%zz", ok: true, scheme: "https", path: "/%zz", query: false, fragment: false, href: "https://a.com/%zz"},
	{in: "foo"},
	{in: "/a"},
	{in: "//a.com"},
	{in: "c:\\x", ok: true, scheme: "c", path: "\\x", query: false, fragment: false, href: "c:\\x"},
	{in: "C:/x", ok: true, scheme: "c", path: "/x", query: false, fragment: false, href: "c:/x"},
	{in: "https://a..b", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a..b/"},
	{in: "https://ex%41mple.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://example.com/"},
	{in: "https://ex%zzample.com"},
	{in: "https://user:pa ss@a.com/", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://user:pa ss@a.com/"},
	{in: "https://@a.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a.com/"},
	{in: "https://a.com?", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a.com/?"},
	{in: "https://a.com#", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a.com/"},
	{in: "https://a.com/?q=1#f", ok: true, scheme: "https", path: "/", query: true, fragment: true, href: "https://a.com/?q=1"},
	{in: "https://cdn.acme.com/a.js#x", ok: true, scheme: "https", path: "/a.js", query: false, fragment: true, href: "https://cdn.acme.com/a.js"},
	{in: "ftp://acme.com/openapi.json", ok: true, scheme: "ftp", path: "/openapi.json", query: false, fragment: false, href: "ftp://acme.com/openapi.json"},
	{in: "http://acme.com", ok: true, scheme: "http", path: "/", query: false, fragment: false, href: "http://acme.com/"},
	{in: "https://acme.com/a%2Ezip", ok: true, scheme: "https", path: "/a%2Ezip", query: false, fragment: false, href: "https://acme.com/a%2Ezip"},
	{in: "https://acme.com/logo.SVG", ok: true, scheme: "https", path: "/logo.SVG", query: false, fragment: false, href: "https://acme.com/logo.SVG"},
	{in: "https://x.com/acme/", ok: true, scheme: "https", path: "/acme/", query: false, fragment: false, href: "https://x.com/acme/"},
	{in: "file:///etc/passwd", ok: true, scheme: "file", path: "/etc/passwd", query: false, fragment: false, href: "file:///etc/passwd"},
	{in: "file://host/share/", ok: true, scheme: "file", path: "/share/", query: false, fragment: false, href: "file://host/share/"},
	{in: "ws://a.com/x/", ok: true, scheme: "ws", path: "/x/", query: false, fragment: false, href: "ws://a.com/x/"},
	{in: "HTTPS://A.COM/X/", ok: true, scheme: "https", path: "/X/", query: false, fragment: false, href: "https://a.com/X/"},
	{in: "https://a.com/./x/../y/", ok: true, scheme: "https", path: "/y/", query: false, fragment: false, href: "https://a.com/y/"},
	{in: "https://a.com/%2e%2E/", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a.com/"},
	{in: "x:", ok: true, scheme: "x", path: "", query: false, fragment: false, href: "x:"},
	{in: "1http://a"},
	{in: "a+b-c.d:e", ok: true, scheme: "a+b-c.d", path: "e", query: false, fragment: false, href: "a+b-c.d:e"},
	{in: "https://"},
	{in: "http://a.com:8O"},
	{in: "https://a.com/é/", ok: true, scheme: "https", path: "/%C3%A9/", query: false, fragment: false, href: "https://a.com/%C3%A9/"},
	{in: "https://a.com/\u00a0", ok: true, scheme: "https", path: "/%C2%A0", query: false, fragment: false, href: "https://a.com/%C2%A0"},
	{in: "https://\u00ad.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://.com/"},
	{in: "https://a.com。b", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a.com.b/"},
	{in: "https://ａ.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a.com/"},
	{in: "https://%ef%bc%a1.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a.com/"},
	{in: "https://xn--.com"},
	{in: "https://xn--ls8h.la", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://xn--ls8h.la/"},
	{in: "https://💩.la", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://💩.la/"},
	{in: "https://a.b.c.d.e.f.1"},
	{in: "https://0x100000000"},
	{in: "https://4294967295", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://255.255.255.255/"},
	{in: "https://4294967296"},
	{in: "https://1.2.3.", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://1.2.0.3/"},
	{in: "https://1.2.3..", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://1.2.3../"},
	{in: "https://[::ffff:1.2.3.4]", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://[::ffff:1.2.3.4]/"},
	{in: "https://[0::0:0:0:0:0:0:0]"},
	{in: "https://a.com/?x#y#z", ok: true, scheme: "https", path: "/", query: true, fragment: true, href: "https://a.com/?x"},
	{in: "sc://ñ", ok: true, scheme: "sc", path: "", query: false, fragment: false, href: "sc://%C3%B1"},
	{in: "sc://a b/"},
	{in: "sc:// /"},
	{in: "non-spec:/.//", ok: true, scheme: "non-spec", path: "//", query: false, fragment: false, href: "non-spec://"},
	{in: "https://a.com/x?y/", ok: true, scheme: "https", path: "/x", query: true, fragment: false, href: "https://a.com/x?y/"},
	{in: "https://a.com/x#y/", ok: true, scheme: "https", path: "/x", query: false, fragment: true, href: "https://a.com/x"},
	{in: "https://example.com/docs/", ok: true, scheme: "https", path: "/docs/", query: false, fragment: false, href: "https://example.com/docs/"},
	{in: "https://example.com///", ok: true, scheme: "https", path: "///", query: false, fragment: false, href: "https://example.com///"},
	{in: "http://[::1]:80/", ok: true, scheme: "http", path: "/", query: false, fragment: false, href: "http://[::1]/"},
	{in: "https://ab\u200dc.com"},
	{in: "https://à.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://à.com/"},
	{in: "https://̀a.com"},
	{in: "https://xn--zca.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://xn--zca.com/"},
	{in: "https://faß.de", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://faß.de/"},
	{in: "https://ΣΑΣ.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://σασ.com/"},
	{in: "https://a-.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a-.com/"},
	{in: "https://-a.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://-a.com/"},
	{in: "https://a_b.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://a_b.com/"},
	{in: "https://a%2520.com"},
	{in: "https://a.com/%", ok: true, scheme: "https", path: "/%", query: false, fragment: false, href: "https://a.com/%"},
	{in: "https://a.com/%2", ok: true, scheme: "https", path: "/%2", query: false, fragment: false, href: "https://a.com/%2"},
	{in: "https://xn--a-ecp.ru", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://xn--a-ecp.ru/"}, // differs: Node refuses it (its Punycode is not a valid label)
	{in: "https://١٢.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://١٢.com/"},
	{in: "https://aא.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://aא.com/"},
	{in: "https://אa.com"},
	{in: "https://א1.com", ok: true, scheme: "https", path: "/", query: false, fragment: false, href: "https://א1.com/"},
	{in: "http://a.b.c.xn--pokxncvks", ok: true, scheme: "http", path: "/", href: "http://a.b.c.xn--pokxncvks/"}, // differs: Node refuses it
	{in: "file:/C|/", ok: true, scheme: "file", path: "/C|/", href: "file:/C|/"},                                 // differs: Node's pathname is "/C:/"
}

func TestParse(t *testing.T) {
	for _, c := range parseCases {
		u, ok := Parse(c.in)
		if ok != c.ok {
			t.Errorf("Parse(%q): ok = %v, want %v", c.in, ok, c.ok)
			continue
		}
		if !ok {
			continue
		}
		query := u.Query != nil && *u.Query != ""
		fragment := u.Fragment != nil && *u.Fragment != ""
		if u.Scheme != c.scheme || u.Path != c.path || query != c.query || fragment != c.fragment || u.String() != c.href {
			t.Errorf("Parse(%q) = scheme %q, path %q, query %v, fragment %v, href %q; want %q, %q, %v, %v, %q",
				c.in, u.Scheme, u.Path, query, fragment, u.String(), c.scheme, c.path, c.query, c.fragment, c.href)
		}
	}
}

func TestDecodeURIComponent(t *testing.T) {
	cases := []struct {
		in, want string
		ok       bool
	}{
		{"/a%2Ezip", "/a.zip", true},
		{"/plain", "/plain", true},
		{"/%E2%82%AC", "/€", true},
		{"/%", "", false},
		{"/%2", "", false},
		{"/%zz", "", false},
		{"/%FF", "/\xff", false}, // not UTF-8: JavaScript throws
	}
	for _, c := range cases {
		got, ok := DecodeURIComponent(c.in)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("DecodeURIComponent(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}
