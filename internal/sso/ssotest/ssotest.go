// Package ssotest is a fake OpenID Connect provider on loopback for
// tests: discovery, a JWKS of a test RSA key, an authorization endpoint
// that signs a configured person in (at once, or after a button), a token
// endpoint that checks the client, the redirect and the PKCE verifier
// before it returns an ID token it signs. Its knobs make the token wrong
// in one way at a time (issuer, audience, nonce, key, expiry).
package ssotest

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html/template"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	jose "github.com/go-jose/go-jose/v4"
)

// Person is who signs in at the provider.
type Person struct {
	Subject       string
	Email         string
	EmailVerified *bool // nil: the claim is left out
	Name          string
	Groups        []string
}

// Provider is the fake provider. Change its fields between sign-ins
// under Lock/Unlock, or before the first.
type Provider struct {
	URL          string // the issuer
	ClientID     string
	ClientSecret string
	RedirectURL  string

	mu sync.Mutex
	// Person signs in at the next authorization.
	Person Person
	// Interactive shows a page with a Continue button at /authorize
	// instead of redirecting back at once.
	Interactive bool
	// Issuer, Audience and Nonce, when set, replace the right values in
	// the ID tokens; OtherKey signs them with a key the JWKS lacks;
	// Expired issues them already expired.
	Issuer   string
	Audience []string
	Nonce    string
	OtherKey bool
	Expired  bool
	// Now is the provider's clock (nil: time.Now).
	Now func() time.Time

	// Exchanges counts the codes exchanged for tokens; Challenges are the
	// PKCE methods the authorizations asked with.
	Exchanges  int
	Challenges []string

	key, other *rsa.PrivateKey
	codes      map[string]grant
	srv        *httptest.Server
}

type grant struct {
	clientID, redirect, nonce, challenge string
	person                               Person
	used                                 bool
}

const keyID = "test-key-1"

// New starts a provider for one client; it stops when t ends.
func New(t testing.TB, clientID, clientSecret, redirectURL string) *Provider {
	t.Helper()
	p := &Provider{ClientID: clientID, ClientSecret: clientSecret, RedirectURL: redirectURL, codes: map[string]grant{}}
	var err error
	if p.key, err = rsa.GenerateKey(rand.Reader, 2048); err != nil {
		t.Fatal(err)
	}
	if p.other, err = rsa.GenerateKey(rand.Reader, 2048); err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /.well-known/openid-configuration", p.discovery)
	mux.HandleFunc("GET /jwks", p.jwks)
	mux.HandleFunc("GET /authorize", p.authorize)
	mux.HandleFunc("POST /authorize", p.approve)
	mux.HandleFunc("POST /token", p.token)
	p.srv = httptest.NewServer(mux)
	t.Cleanup(p.srv.Close)
	p.URL = p.srv.URL
	return p
}

// Lock and Unlock guard the knobs while the provider runs.
func (p *Provider) Lock()   { p.mu.Lock() }
func (p *Provider) Unlock() { p.mu.Unlock() }

// Client is an HTTP client that reaches the provider.
func (p *Provider) Client() *http.Client { return p.srv.Client() }

func (p *Provider) now() time.Time {
	if p.Now != nil {
		return p.Now()
	}
	return time.Now()
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func (p *Provider) discovery(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{
		"issuer":                                p.URL,
		"authorization_endpoint":                p.URL + "/authorize",
		"token_endpoint":                        p.URL + "/token",
		"jwks_uri":                              p.URL + "/jwks",
		"response_types_supported":              []string{"code"},
		"subject_types_supported":               []string{"public"},
		"id_token_signing_alg_values_supported": []string{"RS256"},
		"code_challenge_methods_supported":      []string{"S256"},
		"scopes_supported":                      []string{"openid", "email", "profile", "groups"},
	})
}

func (p *Provider) jwks(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, jose.JSONWebKeySet{Keys: []jose.JSONWebKey{{Key: &p.key.PublicKey, KeyID: keyID, Algorithm: "RS256", Use: "sig"}}})
}

// oauthError redirects an authorization error back to the client, as
// RFC 6749 §4.1.2.1 says, or answers it when the redirect is not known.
func authorizeError(w http.ResponseWriter, r *http.Request, redirect, state, code string) {
	if redirect == "" {
		http.Error(w, code, http.StatusBadRequest)
		return
	}
	u, _ := url.Parse(redirect)
	q := u.Query()
	q.Set("error", code)
	q.Set("state", state)
	u.RawQuery = q.Encode()
	http.Redirect(w, r, u.String(), http.StatusFound)
}

var consent = template.Must(template.New("consent").Parse(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test IdP</title>
<style>body{font:16px system-ui;display:grid;place-items:center;height:90vh;background:#eef2f7}form{background:#fff;padding:2rem 2.5rem;border-radius:12px;box-shadow:0 4px 24px #0002;text-align:center}button{font:inherit;padding:.6rem 1.4rem;border:0;border-radius:8px;background:#3b5bdb;color:#fff}</style></head>
<body><form method="post" action="/authorize"><h1>Test identity provider</h1><p>Sign in to the application as <strong id="who">{{.Email}}</strong>?</p>
{{range $k, $v := .Query}}<input type="hidden" name="{{$k}}" value="{{index $v 0}}">{{end}}
<button id="continue" type="submit">Continue</button></form></body></html>`))

// authorize checks the request and signs the configured person in.
func (p *Provider) authorize(w http.ResponseWriter, r *http.Request) {
	p.mu.Lock()
	interactive, person := p.Interactive, p.Person
	p.mu.Unlock()
	if interactive {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_ = consent.Execute(w, map[string]any{"Email": person.Email, "Query": r.URL.Query()})
		return
	}
	p.issueCode(w, r, r.URL.Query())
}

func (p *Provider) approve(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	p.issueCode(w, r, r.PostForm)
}

func (p *Provider) issueCode(w http.ResponseWriter, r *http.Request, q url.Values) {
	redirect, state := q.Get("redirect_uri"), q.Get("state")
	if q.Get("client_id") != p.ClientID || redirect != p.RedirectURL {
		http.Error(w, "unknown client or redirect_uri", http.StatusBadRequest)
		return
	}
	switch {
	case q.Get("response_type") != "code":
		authorizeError(w, r, redirect, state, "unsupported_response_type")
		return
	case !strings.Contains(" "+q.Get("scope")+" ", " openid "):
		authorizeError(w, r, redirect, state, "invalid_scope")
		return
	case q.Get("code_challenge") == "" || q.Get("code_challenge_method") != "S256":
		authorizeError(w, r, redirect, state, "invalid_request")
		return
	}
	code := rand.Text()
	p.mu.Lock()
	p.Challenges = append(p.Challenges, q.Get("code_challenge_method"))
	p.codes[code] = grant{clientID: p.ClientID, redirect: redirect, nonce: q.Get("nonce"), challenge: q.Get("code_challenge"), person: p.Person}
	p.mu.Unlock()
	u, _ := url.Parse(redirect)
	v := u.Query()
	v.Set("code", code)
	v.Set("state", state)
	u.RawQuery = v.Encode()
	http.Redirect(w, r, u.String(), http.StatusFound)
}

// token exchanges a code: the client authenticates (HTTP Basic or the
// form), the redirect is the authorization's, and the verifier hashes to
// its challenge.
func (p *Provider) token(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid_request"})
		return
	}
	id, secret, ok := r.BasicAuth()
	if ok {
		id, _ = url.QueryUnescape(id)
		secret, _ = url.QueryUnescape(secret)
	} else {
		id, secret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
	}
	if id != p.ClientID || subtle.ConstantTimeCompare([]byte(secret), []byte(p.ClientSecret)) != 1 {
		writeJSON(w, http.StatusUnauthorized, map[string]string{"error": "invalid_client"})
		return
	}
	if r.PostForm.Get("grant_type") != "authorization_code" {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "unsupported_grant_type"})
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	g, ok := p.codes[r.PostForm.Get("code")]
	sum := sha256.Sum256([]byte(r.PostForm.Get("code_verifier")))
	switch {
	case !ok || g.used || g.redirect != r.PostForm.Get("redirect_uri"):
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid_grant"})
		return
	case base64.RawURLEncoding.EncodeToString(sum[:]) != g.challenge:
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid_grant", "error_description": "PKCE verification failed"})
		return
	}
	g.used = true
	p.codes[r.PostForm.Get("code")] = g
	p.Exchanges++
	idToken, err := p.sign(g)
	if err != nil {
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "server_error"})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"access_token": rand.Text(), "token_type": "Bearer", "expires_in": 3600, "id_token": idToken})
}

// sign makes the ID token of a grant, with the knobs applied. p.mu is
// held.
func (p *Provider) sign(g grant) (string, error) {
	now := p.now()
	exp := now.Add(time.Hour)
	if p.Expired {
		exp = now.Add(-time.Minute)
	}
	claims := map[string]any{
		"iss": p.URL, "sub": g.person.Subject, "aud": []string{g.clientID},
		"iat": now.Unix(), "exp": exp.Unix(), "nonce": g.nonce,
		"email": g.person.Email, "name": g.person.Name,
	}
	if g.person.EmailVerified != nil {
		claims["email_verified"] = *g.person.EmailVerified
	}
	if g.person.Groups != nil {
		claims["groups"] = g.person.Groups
	}
	if p.Issuer != "" {
		claims["iss"] = p.Issuer
	}
	if p.Audience != nil {
		claims["aud"] = p.Audience
	}
	if p.Nonce != "" {
		claims["nonce"] = p.Nonce
	}
	key := p.key
	if p.OtherKey {
		key = p.other
	}
	signer, err := jose.NewSigner(jose.SigningKey{Algorithm: jose.RS256, Key: key}, (&jose.SignerOptions{}).WithType("JWT").WithHeader("kid", keyID))
	if err != nil {
		return "", err
	}
	payload, err := json.Marshal(claims)
	if err != nil {
		return "", err
	}
	jws, err := signer.Sign(payload)
	if err != nil {
		return "", fmt.Errorf("sign: %w", err)
	}
	return jws.CompactSerialize()
}
