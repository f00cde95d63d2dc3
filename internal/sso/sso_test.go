package sso_test

import (
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/sso"
	"github.com/foliodocs/folio/internal/sso/ssotest"
)

const (
	clientID = "folio-dashboard"
	secret   = "client-secret-of-folio"
	redirect = "http://folio.test/dashboard/sso/callback"
	// browserSecret is what the dashboard keeps in the browser's cookie.
	browserSecret = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG"
)

func yes() *bool { b := true; return &b }
func no() *bool  { b := false; return &b }

func setup(t *testing.T, tune func(*sso.Config)) (*ssotest.Provider, *sso.Provider) {
	t.Helper()
	idp := ssotest.New(t, clientID, secret, redirect)
	idp.Person = ssotest.Person{Subject: "248289761001", Email: "Ada@Example.com", EmailVerified: yes(), Name: "Ada Lovelace", Groups: []string{"docs-editors", "staff"}}
	cfg := sso.Config{Issuer: idp.URL, ClientID: clientID, ClientSecret: secret, RedirectURL: redirect, Name: "Test IdP"}
	if tune != nil {
		tune(&cfg)
	}
	p, err := sso.New(cfg, sso.Options{Client: idp.Client()})
	if err != nil {
		t.Fatal(err)
	}
	return idp, p
}

// signIn runs the browser's part: to the provider and back; it returns
// the state and code the callback gets.
func signIn(t *testing.T, p *sso.Provider) (state, code string) {
	t.Helper()
	auth, err := p.AuthURL(t.Context(), browserSecret)
	if err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(auth)
	q := u.Query()
	for _, want := range []string{"state", "nonce", "code_challenge"} {
		if q.Get(want) == "" {
			t.Fatalf("the authorization URL lacks %s: %s", want, auth)
		}
	}
	if q.Get("code_challenge_method") != "S256" || !strings.Contains(q.Get("scope"), "openid") || q.Get("redirect_uri") != redirect {
		t.Fatalf("authorization URL %s", auth)
	}
	if strings.Contains(auth, browserSecret) {
		t.Fatal("the authorization URL carries the browser's secret")
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Get(auth)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	back, err := url.Parse(resp.Header.Get("Location"))
	if err != nil || resp.StatusCode != http.StatusFound || !strings.HasPrefix(back.String(), redirect) {
		t.Fatalf("the provider answered %d to %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	return back.Query().Get("state"), back.Query().Get("code")
}

func TestSignIn(t *testing.T) {
	idp, p := setup(t, nil)
	state, code := signIn(t, p)
	id, err := p.Finish(t.Context(), browserSecret, state, code)
	if err != nil {
		t.Fatal(err)
	}
	want := sso.Identity{Subject: idp.URL + " 248289761001", Email: "ada@example.com", Name: "Ada Lovelace"}
	if id.Subject != want.Subject || id.Email != want.Email || id.Name != want.Name || id.Groups != nil {
		t.Errorf("identity = %+v, want %+v", id, want)
	}
	if idp.Exchanges != 1 || !slices.Equal(idp.Challenges, []string{"S256"}) {
		t.Errorf("exchanges %d, challenges %v", idp.Exchanges, idp.Challenges)
	}
	// A code works once.
	if _, err := p.Finish(t.Context(), browserSecret, state, code); !errors.Is(err, sso.ErrProvider) {
		t.Errorf("a code used twice: %v, want ErrProvider", err)
	}
}

// TestRefused: each way a sign-in can be wrong fails, with the error that
// says which.
func TestRefused(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  func(*sso.Config)
		idp  func(*ssotest.Provider)
		// secret is the browser's secret at the callback ("" = the one the
		// sign-in started with).
		secret string
		want   error
	}{
		{name: "wrong issuer", idp: func(p *ssotest.Provider) { p.Issuer = "https://evil.example.com" }, want: sso.ErrToken},
		{name: "wrong audience", idp: func(p *ssotest.Provider) { p.Audience = []string{"another-app"} }, want: sso.ErrToken},
		{name: "other audiences without azp", idp: func(p *ssotest.Provider) { p.Audience = []string{clientID, "another-app"} }, want: sso.ErrToken},
		{name: "bad nonce", idp: func(p *ssotest.Provider) { p.Nonce = "replayed-nonce" }, want: sso.ErrToken},
		{name: "signed with another key", idp: func(p *ssotest.Provider) { p.OtherKey = true }, want: sso.ErrToken},
		{name: "expired", idp: func(p *ssotest.Provider) { p.Expired = true }, want: sso.ErrToken},
		{name: "email not verified", idp: func(p *ssotest.Provider) { p.Person.EmailVerified = no() }, want: sso.ErrEmail},
		{name: "no email", idp: func(p *ssotest.Provider) { p.Person.Email = "" }, want: sso.ErrEmail},
		{name: "domain not allowed", cfg: func(c *sso.Config) { c.AllowedDomains = []string{"acme.com"} }, want: sso.ErrDomain},
		{name: "another browser", secret: "ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ", want: sso.ErrState},
		{name: "wrong client secret", cfg: func(c *sso.Config) { c.ClientSecret = "guessed" }, want: sso.ErrProvider},
	} {
		t.Run(tc.name, func(t *testing.T) {
			idp, p := setup(t, tc.cfg)
			if tc.idp != nil {
				tc.idp(idp)
			}
			state, code := signIn(t, p)
			s := tc.secret
			if s == "" {
				s = browserSecret
			}
			id, err := p.Finish(t.Context(), s, state, code)
			t.Log(err)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Finish = %+v, %v; want %v", id, err, tc.want)
			}
		})
	}
}

func TestAllowedDomainAndEntraEmail(t *testing.T) {
	// Entra ID sends no email_verified: the address counts as the
	// provider's.
	idp, p := setup(t, func(c *sso.Config) { c.AllowedDomains = []string{"@Example.com"} })
	idp.Person.EmailVerified = nil
	state, code := signIn(t, p)
	if id, err := p.Finish(t.Context(), browserSecret, state, code); err != nil || id.Email != "ada@example.com" {
		t.Fatalf("Finish = %+v, %v", id, err)
	}
}

func TestGroupRoles(t *testing.T) {
	idp, p := setup(t, func(c *sso.Config) {
		c.GroupsClaim = "groups"
		c.GroupRoles = map[string]domain.Role{"docs-editors": domain.RoleEditor, "docs-admins": domain.RoleOwner, "staff": domain.RoleViewer}
	})
	state, code := signIn(t, p)
	id, err := p.Finish(t.Context(), browserSecret, state, code)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(id.Groups, []string{"docs-editors", "staff"}) {
		t.Errorf("groups = %v", id.Groups)
	}
	if r, ok := p.Role(id); !ok || r != domain.RoleEditor {
		t.Errorf("role = %q, %v; want editor (the highest mapped)", r, ok)
	}
	if r, ok := p.Role(sso.Identity{Groups: []string{"other"}}); ok {
		t.Errorf("an unmapped group gives %q", r)
	}
	idp.Person.Groups = nil
	state, code = signIn(t, p)
	if id, err := p.Finish(t.Context(), browserSecret, state, code); err != nil || len(id.Groups) != 0 {
		t.Errorf("no groups claim: %+v, %v", id, err)
	}
}

func TestConfigCheck(t *testing.T) {
	ok := sso.Config{Issuer: "https://idp.example.com", ClientID: "c", ClientSecret: "s", RedirectURL: redirect}
	if err := ok.Check(); err != nil {
		t.Fatal(err)
	}
	for name, mod := range map[string]func(*sso.Config){
		"no issuer":        func(c *sso.Config) { c.Issuer = "" },
		"issuer not a URL": func(c *sso.Config) { c.Issuer = "idp.example.com" },
		"no client id":     func(c *sso.Config) { c.ClientID = "" },
		"no secret":        func(c *sso.Config) { c.ClientSecret = "" },
		"bad default role": func(c *sso.Config) { c.DefaultRole = "admin" },
		"bad group role":   func(c *sso.Config) { c.GroupsClaim = "groups"; c.GroupRoles = map[string]domain.Role{"g": "boss"} },
		"groups, no claim": func(c *sso.Config) { c.GroupRoles = map[string]domain.Role{"g": domain.RoleEditor} },
		"no redirect":      func(c *sso.Config) { c.RedirectURL = "" },
	} {
		c := ok
		mod(&c)
		if err := c.Check(); err == nil {
			t.Errorf("%s: passed", name)
		}
	}
}

// TestDiscoveryUnreachable: a provider down at start is asked again at the next
// sign-in.
func TestDiscoveryUnreachable(t *testing.T) {
	p, err := sso.New(sso.Config{Issuer: "http://127.0.0.1:1", ClientID: "c", ClientSecret: "s", RedirectURL: redirect},
		sso.Options{Client: &http.Client{Timeout: 2 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.AuthURL(t.Context(), browserSecret); !errors.Is(err, sso.ErrProvider) {
		t.Errorf("AuthURL with the provider down: %v, want ErrProvider", err)
	}
}
