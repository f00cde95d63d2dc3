// Package sso signs dashboard users in through an OpenID Connect provider
// (Google Workspace, Okta, Entra ID, Keycloak, …): the authorization code
// flow with PKCE, the ID token checked for its signature (the provider's
// published keys), issuer, audience, expiry and nonce, and what the token
// says about the person read into an Identity: a subject, a verified
// email in an allowed domain, a name and groups, which map to roles.
//
// The package keeps no sign-in state of its own: one random secret, held
// by the browser in a cookie for the few minutes a sign-in takes, derives
// the state, the nonce and the PKCE verifier of that sign-in.
package sso

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/foliodocs/folio/internal/domain"
)

// Config is what the operator tells Folio about the provider.
type Config struct {
	// Issuer is the provider's issuer URL; its discovery document is at
	// Issuer + "/.well-known/openid-configuration".
	Issuer       string
	ClientID     string
	ClientSecret string
	// RedirectURL is the dashboard's callback, registered with the
	// provider.
	RedirectURL string
	// Scopes are asked for besides openid, email and profile (Okta's
	// "groups", for one).
	Scopes []string
	// Name is the provider's name on the sign-in button ("" = "SSO").
	Name string
	// AllowedDomains are the email domains that may sign in (lower case;
	// empty: any the provider vouches for).
	AllowedDomains []string
	// GroupsClaim names the ID token's claim that lists the person's
	// groups ("" = groups are not read); GroupRoles maps a group to the
	// organisation role it gives.
	GroupsClaim string
	GroupRoles  map[string]domain.Role
	// DefaultRole is the organisation role of a person who signs in
	// without an account, an invitation or a mapped group: "" refuses
	// them.
	DefaultRole domain.Role
}

// Check reports what is missing or wrong in the configuration.
func (c Config) Check() error {
	u, err := url.Parse(c.Issuer)
	switch {
	case c.Issuer == "":
		return errors.New("no issuer URL")
	case err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http"):
		return fmt.Errorf("issuer %q: want an https:// URL", c.Issuer)
	case c.ClientID == "":
		return errors.New("no client id")
	case c.ClientSecret == "":
		return errors.New("no client secret")
	case c.RedirectURL == "":
		return errors.New("no redirect URL")
	case c.DefaultRole != "" && !c.DefaultRole.Valid():
		return fmt.Errorf("default role %q: want owner, editor, viewer or none", c.DefaultRole)
	}
	for g, r := range c.GroupRoles {
		if !r.Valid() {
			return fmt.Errorf("group %q: role %q: want owner, editor, viewer or none", g, r)
		}
	}
	if len(c.GroupRoles) > 0 && c.GroupsClaim == "" {
		return errors.New("groups map to roles but no groups claim is named")
	}
	return nil
}

// Errors of Finish. Each means the sign-in failed; the dashboard says
// which to the person (none of them reveals anything they do not know).
var (
	// ErrState: the callback does not belong to this browser's sign-in
	// (a stale tab, or a forged link).
	ErrState = errors.New("sso: the sign-in's state does not match")
	// ErrToken: the provider's ID token failed a check (signature,
	// issuer, audience, expiry, nonce).
	ErrToken = errors.New("sso: the ID token is not valid")
	// ErrEmail: the token carries no email, or one the provider says is
	// not verified.
	ErrEmail = errors.New("sso: no verified email")
	// ErrDomain: the email's domain is not allowed.
	ErrDomain = errors.New("sso: the email's domain is not allowed")
	// ErrProvider: the provider could not be reached or refused the
	// exchange.
	ErrProvider = errors.New("sso: the provider did not answer as expected")
)

// Identity is who the provider says signed in.
type Identity struct {
	// Subject identifies the person at this provider for good: the
	// issuer and the "sub" claim.
	Subject string
	Email   string // lower case, verified where the provider says so
	Name    string
	Groups  []string
}

// Provider runs sign-ins against one OpenID provider. Its discovery
// document is fetched at the first sign-in (and again after a failure),
// so the service starts while the provider is unreachable.
type Provider struct {
	cfg    Config
	client *http.Client
	now    func() time.Time

	mu   sync.Mutex
	disc *oidc.Provider
}

// Options are a Provider's dependencies.
type Options struct {
	// Client reaches the provider (nil: one with a 15 s timeout).
	Client *http.Client
	Now    func() time.Time // nil: time.Now
}

// New returns a Provider for a checked configuration.
func New(cfg Config, o Options) (*Provider, error) {
	if err := cfg.Check(); err != nil {
		return nil, fmt.Errorf("sso: %w", err)
	}
	cfg.Issuer = strings.TrimSuffix(cfg.Issuer, "/")
	if cfg.Name == "" {
		cfg.Name = "SSO"
	}
	domains := make([]string, 0, len(cfg.AllowedDomains))
	for _, d := range cfg.AllowedDomains {
		domains = append(domains, strings.ToLower(strings.TrimPrefix(strings.TrimSpace(d), "@")))
	}
	cfg.AllowedDomains = domains
	p := &Provider{cfg: cfg, client: o.Client, now: o.Now}
	if p.client == nil {
		p.client = &http.Client{Timeout: 15 * time.Second}
	}
	if p.now == nil {
		p.now = time.Now
	}
	return p, nil
}

// Name is the provider's name for the sign-in button.
func (p *Provider) Name() string { return p.cfg.Name }

// DefaultRole is the role of a person the provider signs in for the first
// time without an invitation or a mapped group ("": they are refused).
func (p *Provider) DefaultRole() domain.Role { return p.cfg.DefaultRole }

func (p *Provider) ctx(ctx context.Context) context.Context {
	ctx = oidc.ClientContext(ctx, p.client)
	return context.WithValue(ctx, oauth2.HTTPClient, p.client)
}

// discover returns the provider's discovered configuration, fetching it
// the first time.
func (p *Provider) discover(ctx context.Context) (*oidc.Provider, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.disc != nil {
		return p.disc, nil
	}
	d, err := oidc.NewProvider(p.ctx(ctx), p.cfg.Issuer)
	if err != nil {
		return nil, fmt.Errorf("%w: discovery at %s: %v", ErrProvider, p.cfg.Issuer, err)
	}
	p.disc = d
	return d, nil
}

func (p *Provider) oauth(d *oidc.Provider) *oauth2.Config {
	scopes := append([]string{oidc.ScopeOpenID, "email", "profile"}, p.cfg.Scopes...)
	return &oauth2.Config{ClientID: p.cfg.ClientID, ClientSecret: p.cfg.ClientSecret, RedirectURL: p.cfg.RedirectURL,
		Endpoint: d.Endpoint(), Scopes: slices.Compact(scopes)}
}

// derive makes one of a sign-in's values from the browser's secret: the
// state and nonce travel through the provider, the verifier only to its
// token endpoint, and none reveals the secret or another.
func derive(secret, what string) string {
	sum := sha256.Sum256([]byte("folio sso\x00" + what + "\x00" + secret))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

// AuthURL is where the browser goes to sign in at the provider, for the
// sign-in whose browser holds secret (at least 32 random characters).
func (p *Provider) AuthURL(ctx context.Context, secret string) (string, error) {
	if len(secret) < 32 {
		return "", errors.New("sso: the sign-in secret is too short")
	}
	d, err := p.discover(ctx)
	if err != nil {
		return "", err
	}
	return p.oauth(d).AuthCodeURL(derive(secret, "state"), oidc.Nonce(derive(secret, "nonce")),
		oauth2.S256ChallengeOption(derive(secret, "pkce"))), nil
}

// claims are the ID token's claims Folio reads, besides the groups.
type claims struct {
	Email         string          `json:"email"`
	EmailVerified json.RawMessage `json:"email_verified"`
	Name          string          `json:"name"`
	AZP           string          `json:"azp"`
}

// Finish completes the sign-in the browser holding secret came back from
// with state and code: it checks the state, exchanges the code (with the
// PKCE verifier), checks the ID token and reads the identity from it.
func (p *Provider) Finish(ctx context.Context, secret, state, code string) (Identity, error) {
	if len(secret) < 32 || subtle.ConstantTimeCompare([]byte(state), []byte(derive(secret, "state"))) != 1 {
		return Identity{}, ErrState
	}
	if code == "" || len(code) > 4096 {
		return Identity{}, fmt.Errorf("%w: no code", ErrProvider)
	}
	d, err := p.discover(ctx)
	if err != nil {
		return Identity{}, err
	}
	tok, err := p.oauth(d).Exchange(p.ctx(ctx), code, oauth2.VerifierOption(derive(secret, "pkce")))
	if err != nil {
		return Identity{}, fmt.Errorf("%w: code exchange: %v", ErrProvider, err)
	}
	raw, ok := tok.Extra("id_token").(string)
	if !ok || raw == "" {
		return Identity{}, fmt.Errorf("%w: the token answer has no id_token", ErrToken)
	}
	idt, err := d.VerifierContext(p.ctx(context.WithoutCancel(ctx)), &oidc.Config{ClientID: p.cfg.ClientID, Now: p.now}).Verify(ctx, raw)
	if err != nil {
		return Identity{}, fmt.Errorf("%w: %v", ErrToken, err)
	}
	if subtle.ConstantTimeCompare([]byte(idt.Nonce), []byte(derive(secret, "nonce"))) != 1 {
		return Identity{}, fmt.Errorf("%w: the nonce is not this sign-in's", ErrToken)
	}
	var c claims
	if err := idt.Claims(&c); err != nil {
		return Identity{}, fmt.Errorf("%w: claims: %v", ErrToken, err)
	}
	// A token for several audiences must name this client as the party
	// it was issued to.
	if len(idt.Audience) > 1 && c.AZP != p.cfg.ClientID {
		return Identity{}, fmt.Errorf("%w: issued to %q, not this client", ErrToken, c.AZP)
	}
	if idt.Subject == "" {
		return Identity{}, fmt.Errorf("%w: no subject", ErrToken)
	}
	id := Identity{Subject: idt.Issuer + " " + idt.Subject, Email: strings.ToLower(strings.TrimSpace(c.Email)), Name: strings.TrimSpace(c.Name)}
	if id.Email == "" || !verified(c.EmailVerified) {
		return Identity{}, ErrEmail
	}
	if !p.domainAllowed(id.Email) {
		return Identity{}, fmt.Errorf("%w: %s", ErrDomain, id.Email)
	}
	if p.cfg.GroupsClaim != "" {
		var all map[string]json.RawMessage
		if err := idt.Claims(&all); err != nil {
			return Identity{}, fmt.Errorf("%w: claims: %v", ErrToken, err)
		}
		id.Groups = groups(all[p.cfg.GroupsClaim])
	}
	return id, nil
}

// verified reads email_verified: absent (Entra ID sends none) counts as
// verified, as the provider vouches for the address it sends; false (or
// "false", as some send it) does not.
func verified(raw json.RawMessage) bool {
	if len(raw) == 0 || string(raw) == "null" {
		return true
	}
	var b bool
	if json.Unmarshal(raw, &b) == nil {
		return b
	}
	var s string
	return json.Unmarshal(raw, &s) == nil && strings.EqualFold(s, "true")
}

// groups reads a groups claim: a list of names, or one name.
func groups(raw json.RawMessage) []string {
	var list []string
	if json.Unmarshal(raw, &list) == nil {
		return list
	}
	var one string
	if json.Unmarshal(raw, &one) == nil && one != "" {
		return []string{one}
	}
	return nil
}

func (p *Provider) domainAllowed(email string) bool {
	if len(p.cfg.AllowedDomains) == 0 {
		return true
	}
	_, dom, ok := strings.Cut(email, "@")
	return ok && slices.Contains(p.cfg.AllowedDomains, dom)
}

// Role is the highest organisation role the identity's groups map to,
// and false when none does (or no groups are mapped).
func (p *Provider) Role(id Identity) (domain.Role, bool) {
	var best domain.Role
	found := false
	for _, g := range id.Groups {
		if r, ok := p.cfg.GroupRoles[g]; ok {
			if !found {
				best, found = r, true
			} else {
				best = domain.Higher(best, r)
			}
		}
	}
	return best, found
}

// MapsGroups reports whether groups decide roles.
func (p *Provider) MapsGroups() bool { return len(p.cfg.GroupRoles) > 0 }
