// Package playproxy is the API playground's proxy: the "Try it" form of
// an API reference page, served by folio dev or folio serve, sends its
// request here, and the server sends it on to the API and returns the
// answer. The API then needs no CORS headers for the docs site, and a
// request may carry cookie parameters, which a page's script cannot set.
//
// The proxy sends requests for anyone who can load the docs, so it is
// guarded:
//
//   - Only http and https targets. Loopback, private, link-local and every
//     other non-public address is refused (internal/netguard), checked on
//     the address actually dialled, for the target and for every
//     redirect, unless the operator allows them (Options.AllowPrivate).
//   - The request body, the response body (cut, and marked so) and the
//     time of one request are capped, as are the requests running at once.
//   - Only the headers the playground names are sent (Folio-Forward-*);
//     the browser's own — its cookies for the docs site above all — never
//     are. Hop-by-hop headers are dropped both ways, and the API's
//     Set-Cookie is renamed (Folio-Set-Cookie) so that the docs site's
//     origin never stores it.
//   - The request must carry the protocol's headers, which a cross-site
//     form cannot send and a cross-site script cannot send without a CORS
//     preflight the proxy never grants.
//
// Its own errors are JSON ({"error", "code"}) marked with the
// Folio-Proxy-Error header, which the playground shows as they are.
package playproxy

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/netguard"
)

// Defaults of Options.
const (
	DefaultMaxRequestBody  = 10 << 20
	DefaultMaxResponseBody = 10 << 20
	DefaultTimeout         = 30 * time.Second
	DefaultMaxRedirects    = 5
	DefaultConcurrent      = 32
)

// The protocol between the playground and the proxy.
const (
	// HeaderTarget is the absolute URL to send the request to.
	HeaderTarget = "Folio-Target"
	// HeaderMethod is the request's method.
	HeaderMethod = "Folio-Method"
	// ForwardPrefix starts a header to send on, under the rest of its
	// name: Folio-Forward-Authorization is sent as Authorization. A
	// request's Content-Type is sent on as it is.
	ForwardPrefix = "Folio-Forward-"
	// HeaderError marks a response as the proxy's own error, with its
	// code.
	HeaderError = "Folio-Proxy-Error"
	// HeaderSetCookie carries the API's Set-Cookie headers, renamed so
	// that the browser does not store them for the docs site.
	HeaderSetCookie = "Folio-Set-Cookie"
	// HeaderTruncated is set, to the limit in bytes, when the response
	// body was cut.
	HeaderTruncated = "Folio-Truncated"
	// UpstreamPrefix carries a header of the API's that the proxy
	// replaces with its own (Content-Security-Policy).
	UpstreamPrefix = "Folio-Upstream-"
)

// Options configure a Proxy.
type Options struct {
	// AllowPrivate lets the proxy reach loopback, private, link-local and
	// other non-public addresses: an API on the operator's machine or
	// network.
	AllowPrivate bool
	// PrivateHint tells a reader whose request was refused for its
	// address how the operator allows it ("start folio dev with
	// --playground-allow-private").
	PrivateHint string
	// MaxRequestBody and MaxResponseBody cap the bodies, in bytes; 0
	// means the defaults.
	MaxRequestBody, MaxResponseBody int64
	// Timeout bounds one request, redirects and body included; 0 means
	// DefaultTimeout.
	Timeout time.Duration
	// MaxRedirects is how many redirects are followed; 0 means
	// DefaultMaxRedirects, a negative value none.
	MaxRedirects int
	// Concurrent caps the requests sent at once; 0 means
	// DefaultConcurrent.
	Concurrent int
	// Transport sends the requests; nil means netguard's, which enforces
	// AllowPrivate on the addresses dialled. (Tests give their own.)
	Transport http.RoundTripper
	// Log receives the requests sent (method, host, status; never
	// headers or bodies); nil discards it.
	Log *slog.Logger
}

// Proxy is the playground's proxy, an http.Handler for POST requests.
type Proxy struct {
	opts   Options
	client *http.Client
	slots  chan struct{}
}

// New returns a Proxy.
func New(o Options) *Proxy {
	if o.MaxRequestBody <= 0 {
		o.MaxRequestBody = DefaultMaxRequestBody
	}
	if o.MaxResponseBody <= 0 {
		o.MaxResponseBody = DefaultMaxResponseBody
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.MaxRedirects == 0 {
		o.MaxRedirects = DefaultMaxRedirects
	}
	if o.Concurrent <= 0 {
		o.Concurrent = DefaultConcurrent
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	if o.Transport == nil {
		o.Transport = netguard.Transport(netguard.Options{AllowPrivate: o.AllowPrivate})
	}
	p := &Proxy{opts: o, slots: make(chan struct{}, o.Concurrent)}
	p.client = &http.Client{Transport: o.Transport, CheckRedirect: p.checkRedirect}
	return p
}

// proxyError is an answer of the proxy's own.
type proxyError struct {
	status    int
	code, msg string
}

func (e *proxyError) Error() string { return e.msg }

func fail(status int, code, format string, args ...any) *proxyError {
	return &proxyError{status: status, code: code, msg: fmt.Sprintf(format, args...)}
}

// ServeHTTP sends the playground's request on and answers with the API's
// response, or with the proxy's error as JSON.
func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	err := p.serve(w, r)
	if err == nil {
		return
	}
	var pe *proxyError
	if !errors.As(err, &pe) {
		p.opts.Log.ErrorContext(r.Context(), "playground proxy", "err", err)
		pe = fail(http.StatusBadGateway, "failed", "the proxy could not send the request")
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set(HeaderError, pe.code)
	if pe.status == http.StatusMethodNotAllowed {
		h.Set("Allow", http.MethodPost)
	}
	w.WriteHeader(pe.status)
	json.NewEncoder(w).Encode(map[string]string{"error": pe.msg, "code": pe.code})
}

// forbiddenMethods are never sent: CONNECT opens a tunnel, TRACE echoes
// the request (headers and all) back.
var forbiddenMethods = map[string]bool{http.MethodConnect: true, http.MethodTrace: true}

func (p *Proxy) serve(w http.ResponseWriter, r *http.Request) error {
	if r.Method != http.MethodPost {
		return fail(http.StatusMethodNotAllowed, "method", "the playground's proxy takes POST requests")
	}
	// A browser says where a request comes from; the proxy serves the
	// site's own pages only.
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" && site != "none" {
		return fail(http.StatusForbidden, "cross-site", "the proxy only sends requests from this site's pages")
	}
	method := r.Header.Get(HeaderMethod)
	if method == "" || r.Header.Get(HeaderTarget) == "" {
		return fail(http.StatusBadRequest, "bad-request", "a request to the proxy names its target in the %s and %s headers", HeaderTarget, HeaderMethod)
	}
	method = strings.ToUpper(method)
	if !validToken(method) || forbiddenMethods[method] {
		return fail(http.StatusBadRequest, "bad-method", "the proxy does not send %s requests", quoteShort(method))
	}
	target, err := p.target(r.Header.Get(HeaderTarget))
	if err != nil {
		return err
	}
	select {
	case p.slots <- struct{}{}:
		defer func() { <-p.slots }()
	default:
		return fail(http.StatusServiceUnavailable, "busy", "the proxy is sending too many requests; try again in a moment")
	}

	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, p.opts.MaxRequestBody))
	if err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			return fail(http.StatusRequestEntityTooLarge, "request-too-large", "the request body is larger than the proxy's limit of %s", size(p.opts.MaxRequestBody))
		}
		return fail(http.StatusBadRequest, "bad-request", "the request body could not be read")
	}
	ctx, cancel := context.WithTimeout(r.Context(), p.opts.Timeout)
	defer cancel()
	var rd io.Reader = http.NoBody
	if len(body) > 0 {
		rd = bytes.NewReader(body)
	}
	out, err := http.NewRequestWithContext(ctx, method, target.String(), rd)
	if err != nil {
		return fail(http.StatusBadRequest, "bad-target", "the target URL cannot be requested")
	}
	if err := forwardHeaders(out.Header, r.Header, len(body) > 0); err != nil {
		return err
	}
	start := time.Now()
	res, err := p.client.Do(out)
	if err != nil {
		return p.sendError(ctx, target, err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, p.opts.MaxResponseBody+1))
	if err != nil {
		if ctx.Err() != nil {
			return fail(http.StatusGatewayTimeout, "timeout", "the API did not finish its answer within %s", p.opts.Timeout)
		}
		return fail(http.StatusBadGateway, "unreachable", "the API's answer broke off: %s", short(err))
	}
	p.opts.Log.DebugContext(r.Context(), "playground request", "method", method, "host", target.Host, "status", res.StatusCode, "duration", time.Since(start))

	h := w.Header()
	copyResponseHeaders(h, res.Header)
	if int64(len(data)) > p.opts.MaxResponseBody {
		data = data[:p.opts.MaxResponseBody]
		h.Set(HeaderTruncated, strconv.FormatInt(p.opts.MaxResponseBody, 10))
	}
	h.Set("Content-Length", strconv.Itoa(len(data)))
	w.WriteHeader(res.StatusCode)
	if method != http.MethodHead {
		w.Write(data)
	}
	return nil
}

// target checks the URL a request names.
func (p *Proxy) target(raw string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || !u.IsAbs() || u.Host == "" {
		return nil, fail(http.StatusBadRequest, "bad-target", "the target %s is not an absolute URL", quoteShort(raw))
	}
	u.Scheme = strings.ToLower(u.Scheme)
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fail(http.StatusBadRequest, "bad-target", "the proxy sends http and https requests, not %s", u.Scheme)
	}
	if u.User != nil {
		return nil, fail(http.StatusBadRequest, "bad-target", "the target URL carries a user name; put credentials in the Authorization fields")
	}
	u.Fragment, u.RawFragment = "", ""
	if err := p.checkHost(u); err != nil {
		return nil, err
	}
	return u, nil
}

// checkHost refuses a target whose host is a non-public address literal,
// with a clear message before any connection; names are checked when
// dialled.
func (p *Proxy) checkHost(u *url.URL) error {
	if p.opts.AllowPrivate {
		return nil
	}
	if a, err := netip.ParseAddr(strings.Trim(u.Hostname(), "[]")); err == nil {
		if err := netguard.Check(a); err != nil {
			return p.forbidden(u, err)
		}
	}
	return nil
}

func (p *Proxy) forbidden(u *url.URL, err error) *proxyError {
	var fe *netguard.ForbiddenError
	what := "an address of the server's own network"
	if errors.As(err, &fe) {
		what = fmt.Sprintf("%s %s address (%s)", article(fe.Kind), fe.Kind, fe.Addr)
	}
	msg := fmt.Sprintf("%s is %s: the proxy does not send requests into the server's own network", u.Host, what)
	if p.opts.PrivateHint != "" {
		msg += "; " + p.opts.PrivateHint
	}
	return fail(http.StatusForbidden, "forbidden-target", "%s", msg)
}

// article is "a" or "an" before word.
func article(word string) string {
	if word != "" && strings.ContainsRune("aeiouAEIOU", rune(word[0])) {
		return "an"
	}
	return "a"
}

// redirectError is a redirect the proxy does not follow.
type redirectError struct{ *proxyError }

// checkRedirect follows a bounded number of redirects, to http and https
// only; the addresses are checked when dialled.
func (p *Proxy) checkRedirect(req *http.Request, via []*http.Request) error {
	if p.opts.MaxRedirects < 0 || len(via) > p.opts.MaxRedirects {
		return &redirectError{fail(http.StatusBadGateway, "redirect", "the API redirected more than %d times; the last redirect was to %s", max(p.opts.MaxRedirects, 0), req.URL.Redacted())}
	}
	if req.URL.Scheme != "http" && req.URL.Scheme != "https" {
		return &redirectError{fail(http.StatusBadGateway, "redirect", "the API redirected to %s, which the proxy does not follow", req.URL.Redacted())}
	}
	if err := p.checkHost(req.URL); err != nil {
		var pe *proxyError
		errors.As(err, &pe)
		pe.msg = "the API redirected to " + req.URL.Redacted() + ": " + pe.msg
		return &redirectError{pe}
	}
	return nil
}

// sendError words the failure to send a request.
func (p *Proxy) sendError(ctx context.Context, target *url.URL, err error) error {
	var re *redirectError
	var dns *net.DNSError
	switch {
	case errors.As(err, &re):
		return re.proxyError
	case errors.Is(err, netguard.ErrForbidden):
		var ue *url.Error
		if errors.As(err, &ue) && ue.URL != target.String() {
			if u, perr := url.Parse(ue.URL); perr == nil {
				pe := p.forbidden(u, err)
				pe.msg = "the API redirected to " + u.Redacted() + ": " + pe.msg
				return pe
			}
		}
		return p.forbidden(target, err)
	case ctx.Err() != nil || errors.Is(err, context.DeadlineExceeded):
		return fail(http.StatusGatewayTimeout, "timeout", "the API did not answer within %s", p.opts.Timeout)
	case errors.As(err, &dns):
		return fail(http.StatusBadGateway, "unreachable", "the host %s could not be found", dns.Name)
	}
	return fail(http.StatusBadGateway, "unreachable", "the API could not be reached: %s", short(err))
}

// short is an error's innermost words: "connection refused", not the
// whole chain with addresses.
func short(err error) string {
	var op *net.OpError
	if errors.As(err, &op) && op.Err != nil {
		err = op.Err
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	return err.Error()
}

// hopByHop are the headers of one connection (RFC 9110 7.6.1), never sent
// on.
var hopByHop = map[string]bool{
	"Connection": true, "Keep-Alive": true, "Proxy-Authenticate": true, "Proxy-Authorization": true,
	"Proxy-Connection": true, "Te": true, "Trailer": true, "Transfer-Encoding": true, "Upgrade": true,
}

// notForwarded are request headers the proxy sets itself or that would
// change what the connection means.
var notForwarded = map[string]bool{
	"Host": true, "Content-Length": true, "Expect": true, "Accept-Encoding": true,
	"Forwarded": true, "X-Forwarded-For": true, "X-Forwarded-Host": true, "X-Forwarded-Proto": true, "Via": true,
}

// forwardHeaders copies the headers the playground names into out.
func forwardHeaders(out, in http.Header, hasBody bool) error {
	for key, values := range in {
		name, ok := strings.CutPrefix(http.CanonicalHeaderKey(key), ForwardPrefix)
		if !ok || name == "" {
			continue
		}
		name = http.CanonicalHeaderKey(name)
		if hopByHop[name] || notForwarded[name] || strings.HasPrefix(name, "Folio-") || strings.HasPrefix(name, "Proxy-") {
			return fail(http.StatusBadRequest, "bad-header", "the proxy does not send the header %s", name)
		}
		for _, v := range values {
			out.Add(name, v)
		}
	}
	if ct := in.Get("Content-Type"); hasBody && ct != "" && out.Get("Content-Type") == "" {
		out.Set("Content-Type", ct)
	}
	if out.Get("User-Agent") == "" {
		out.Set("User-Agent", "Folio-Playground")
	}
	return nil
}

// copyResponseHeaders copies the API's response headers the browser may
// see: without hop-by-hop ones, with Set-Cookie renamed, with the
// proxy's own Content-Security-Policy (the API's moved aside).
func copyResponseHeaders(dst, src http.Header) {
	drop := map[string]bool{}
	for _, v := range src.Values("Connection") {
		for _, f := range strings.Split(v, ",") {
			drop[http.CanonicalHeaderKey(strings.TrimSpace(f))] = true
		}
	}
	for key, values := range src {
		name := http.CanonicalHeaderKey(key)
		switch {
		case hopByHop[name] || drop[name] || name == "Content-Length" || strings.HasPrefix(name, "Folio-"):
			continue
		case name == "Set-Cookie" || name == "Set-Cookie2":
			name = HeaderSetCookie
		case name == "Content-Security-Policy" || name == "X-Content-Type-Options":
			name = UpstreamPrefix + name
		}
		for _, v := range values {
			dst.Add(name, v)
		}
	}
	// Shown to a script only; never a page of the docs site's origin.
	dst.Set("Content-Security-Policy", "sandbox; default-src 'none'")
	dst.Set("X-Content-Type-Options", "nosniff")
}

// validToken reports whether s is an HTTP token (RFC 9110 5.6.2).
func validToken(s string) bool {
	if s == "" || len(s) > 32 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0) {
			return false
		}
	}
	return true
}

func quoteShort(s string) string {
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return strconv.Quote(s)
}

// size writes a byte count for a person.
func size(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MB", n>>20)
	}
	if n >= 1<<10 && n%(1<<10) == 0 {
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
