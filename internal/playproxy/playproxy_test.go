package playproxy

import (
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// echo is an API that answers with what it got.
func echo(t *testing.T) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/redirect":
			http.Redirect(w, r, r.URL.Query().Get("to"), http.StatusFound)
			return
		case "/big":
			w.Write([]byte(strings.Repeat("x", 3000)))
			return
		case "/slow":
			select {
			case <-time.After(5 * time.Second):
			case <-r.Context().Done():
			}
			return
		}
		body, _ := io.ReadAll(r.Body)
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("X-Request-Id", "req-1")
		w.Header().Set("Set-Cookie", "session=abc; Path=/")
		w.Header().Set("Content-Security-Policy", "default-src 'self'")
		w.Header().Set("Connection", "X-Hop")
		w.Header().Set("X-Hop", "gone")
		w.WriteHeader(http.StatusCreated)
		json.NewEncoder(w).Encode(map[string]any{
			"method": r.Method, "path": r.URL.Path, "query": r.URL.RawQuery,
			"auth": r.Header.Get("Authorization"), "cookie": r.Header.Get("Cookie"),
			"contentType": r.Header.Get("Content-Type"), "body": string(body),
			"agent": r.Header.Get("User-Agent"), "origin": r.Header.Get("Origin"),
		})
	}))
	t.Cleanup(srv.Close)
	return srv
}

// send posts a playground request to the proxy.
func send(t *testing.T, p *Proxy, method, target string, headers map[string]string, body string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, "/_folio/playground", strings.NewReader(body))
	req.Header.Set(HeaderTarget, target)
	req.Header.Set(HeaderMethod, method)
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	p.ServeHTTP(w, req)
	return w.Result()
}

func errorOf(t *testing.T, res *http.Response) (code, msg string) {
	t.Helper()
	var e struct{ Error, Code string }
	json.NewDecoder(res.Body).Decode(&e)
	if res.Header.Get(HeaderError) != e.Code || res.Header.Get("Content-Type") != "application/json" {
		t.Errorf("error headers %v", res.Header)
	}
	return e.Code, e.Error
}

// TestProxySends checks a request through the proxy: the method, URL,
// named headers, cookie parameters and body reach the API; the browser's
// own cookies do not; the API's status, headers and body come back, with
// Set-Cookie renamed and hop-by-hop headers gone.
func TestProxySends(t *testing.T) {
	api := echo(t)
	p := New(Options{AllowPrivate: true})
	res := send(t, p, "patch", api.URL+"/pets/7?color=red#frag", map[string]string{
		"Folio-Forward-Authorization": "Bearer secret",
		"folio-forward-cookie":        "tracking=off",
		"Cookie":                      "folio_session=dashboard-secret",
		"Authorization":               "Basic not-forwarded",
		"Origin":                      "http://docs.example.com",
		"Content-Type":                "application/json",
		"Sec-Fetch-Site":              "same-origin",
	}, `{"name": "Rope"}`)
	defer res.Body.Close()
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("status %d", res.StatusCode)
	}
	var got map[string]string
	json.NewDecoder(res.Body).Decode(&got)
	want := map[string]string{
		"method": "PATCH", "path": "/pets/7", "query": "color=red", "auth": "Bearer secret", "cookie": "tracking=off",
		"contentType": "application/json", "body": `{"name": "Rope"}`, "agent": "Folio-Playground", "origin": "",
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("the API got %s = %q, want %q", k, got[k], v)
		}
	}
	h := res.Header
	if h.Get("X-Request-Id") != "req-1" || h.Get("Set-Cookie") != "" || h.Get(HeaderSetCookie) != "session=abc; Path=/" ||
		h.Get("X-Hop") != "" || h.Get("Connection") != "" || h.Get(UpstreamPrefix+"Content-Security-Policy") != "default-src 'self'" ||
		h.Get("Content-Security-Policy") != "sandbox; default-src 'none'" || h.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("headers %v", h)
	}
}

// TestProxyRefusesPrivate checks that, unless allowed, the proxy reaches
// no loopback, private or link-local address: not by address, not by a
// name that resolves to one, not after a redirect.
func TestProxyRefusesPrivate(t *testing.T) {
	api := echo(t)
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(api.URL, "http://"))
	p := New(Options{PrivateHint: "start folio dev with --playground-allow-private to allow it"})
	for _, tc := range []struct{ target, msg string }{
		{api.URL + "/pets", "127.0.0.1:" + port + " is a loopback address (127.0.0.1): the proxy does not send requests into the server's own network; start folio dev with --playground-allow-private to allow it"},
		{"http://localhost:" + port + "/pets", "a loopback address"},
		{"http://[::1]:" + port + "/", "a loopback address (::1)"},
		{"http://[::ffff:127.0.0.1]:" + port + "/", "a loopback address (127.0.0.1)"},
		{"http://169.254.169.254/latest/meta-data/", "a link-local address (169.254.169.254)"},
		{"http://10.0.0.1/", "a private address (10.0.0.1)"},
		{"http://100.64.0.1/", "a shared (carrier-grade NAT) address"},
		{"http://0.0.0.0:" + port + "/", "an unspecified address"},
	} {
		res := send(t, p, "GET", tc.target, nil, "")
		code, msg := errorOf(t, res)
		if res.StatusCode != http.StatusForbidden || code != "forbidden-target" || !strings.Contains(msg, tc.msg) {
			t.Errorf("%s: %d %s %q", tc.target, res.StatusCode, code, msg)
		}
	}
	// A public-looking start that redirects inward is refused at the
	// redirect: the allowed proxy reaches the redirector, the guarded
	// dialer stops the next hop.
	allowed := New(Options{AllowPrivate: true, Transport: guardedExcept(api.URL)})
	res := send(t, allowed, "GET", api.URL+"/redirect?to=http://127.0.0.2:"+port+"/pets", nil, "")
	code, msg := errorOf(t, res)
	if res.StatusCode != http.StatusForbidden || code != "forbidden-target" || !strings.Contains(msg, "the API redirected to http://127.0.0.2:"+port+"/pets") {
		t.Errorf("redirect inward: %d %s %q", res.StatusCode, code, msg)
	}
}

// TestProxyErrors checks the proxy's answers to what it will not or
// cannot do.
func TestProxyErrors(t *testing.T) {
	api := echo(t)
	p := New(Options{AllowPrivate: true, MaxRequestBody: 1000, MaxResponseBody: 2000, Timeout: 200 * time.Millisecond, MaxRedirects: 2})
	dead := httptest.NewServer(http.NotFoundHandler())
	dead.Close()
	for _, tc := range []struct {
		name           string
		method, target string
		headers        map[string]string
		body           string
		status         int
		code, msg      string
	}{
		{"ftp", "GET", "ftp://example.com/x", nil, "", 400, "bad-target", "not ftp"},
		{"relative", "GET", "/pets", nil, "", 400, "bad-target", "not an absolute URL"},
		{"user", "GET", "http://u:p@example.com/", nil, "", 400, "bad-target", "user name"},
		{"connect", "CONNECT", api.URL, nil, "", 400, "bad-method", `"CONNECT"`},
		{"trace", "TRACE", api.URL, nil, "", 400, "bad-method", `"TRACE"`},
		{"bad method", "GET POST", api.URL, nil, "", 400, "bad-method", ""},
		{"hop header", "GET", api.URL, map[string]string{"Folio-Forward-Connection": "close"}, "", 400, "bad-header", "Connection"},
		{"host header", "GET", api.URL, map[string]string{"Folio-Forward-Host": "evil"}, "", 400, "bad-header", "Host"},
		{"loop", "GET", api.URL, map[string]string{"Folio-Forward-Folio-Target": "http://x"}, "", 400, "bad-header", "Folio-Target"},
		{"large body", "POST", api.URL, nil, strings.Repeat("x", 1001), 413, "request-too-large", "1000 bytes"},
		{"cross-site", "GET", api.URL, map[string]string{"Sec-Fetch-Site": "cross-site"}, "", 403, "cross-site", ""},
		{"slow", "GET", api.URL + "/slow", nil, "", 504, "timeout", "within 200ms"},
		{"down", "GET", dead.URL, nil, "", 502, "unreachable", "connection refused"},
		{"no such host", "GET", "http://no-such-host.invalid/", nil, "", 502, "unreachable", "could not be found"},
		{"redirects", "GET", api.URL + "/redirect?to=/redirect%3Fto%3D/redirect%253Fto%253D/pets", nil, "", 502, "redirect", "more than 2 times"},
		{"redirect scheme", "GET", api.URL + "/redirect?to=ftp://example.com/", nil, "", 502, "redirect", "ftp://example.com/"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := send(t, p, tc.method, tc.target, tc.headers, tc.body)
			code, msg := errorOf(t, res)
			if res.StatusCode != tc.status || code != tc.code || !strings.Contains(msg, tc.msg) {
				t.Errorf("%d %s %q", res.StatusCode, code, msg)
			}
		})
	}
	t.Run("get", func(t *testing.T) {
		w := httptest.NewRecorder()
		p.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/_folio/playground", nil))
		if w.Code != http.StatusMethodNotAllowed || w.Header().Get("Allow") != "POST" {
			t.Errorf("%d %v", w.Code, w.Header())
		}
	})
	t.Run("no target", func(t *testing.T) {
		w := httptest.NewRecorder()
		p.ServeHTTP(w, httptest.NewRequest(http.MethodPost, "/_folio/playground", nil))
		if w.Code != http.StatusBadRequest || w.Header().Get(HeaderError) != "bad-request" {
			t.Errorf("%d %v", w.Code, w.Header())
		}
	})
	t.Run("large response", func(t *testing.T) {
		res := send(t, p, "GET", api.URL+"/big", nil, "")
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != 200 || len(body) != 2000 || res.Header.Get(HeaderTruncated) != "2000" {
			t.Errorf("%d, %d bytes, %v", res.StatusCode, len(body), res.Header)
		}
	})
}

// TestProxyBusy checks that the requests sent at once are capped.
func TestProxyBusy(t *testing.T) {
	release := make(chan struct{})
	started := make(chan struct{}, 1)
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		started <- struct{}{}
		<-release
	}))
	defer api.Close()
	defer close(release)
	p := New(Options{AllowPrivate: true, Concurrent: 1})
	go send(t, p, "GET", api.URL, nil, "")
	<-started
	res := send(t, p, "GET", api.URL, nil, "")
	if code, _ := errorOf(t, res); res.StatusCode != http.StatusServiceUnavailable || code != "busy" {
		t.Errorf("%d %s", res.StatusCode, code)
	}
}

// guardedExcept is a transport that may reach the server at allowed and,
// past it, only public addresses.
func guardedExcept(allowed string) http.RoundTripper {
	guarded := New(Options{}).opts.Transport
	open := New(Options{AllowPrivate: true}).opts.Transport
	return roundTripper(func(r *http.Request) (*http.Response, error) {
		if "http://"+r.URL.Host == allowed {
			return open.RoundTrip(r)
		}
		return guarded.RoundTrip(r)
	})
}

type roundTripper func(*http.Request) (*http.Response, error)

func (f roundTripper) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }
