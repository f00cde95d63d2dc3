package dashboard_test

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/dashboard"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/sso"
	"github.com/foliodocs/folio/internal/sso/ssotest"
	"github.com/foliodocs/folio/internal/store"
)

const (
	ssoClientID = "folio-dashboard"
	ssoSecret   = "client-secret-of-folio"
)

// ssoBundle is a dashboard with single sign-on through a fake OpenID
// provider on loopback.
type ssoBundle struct {
	*bundle
	idp *ssotest.Provider
}

func setupSSO(t *testing.T, tune func(*sso.Config)) *ssoBundle {
	t.Helper()
	sb := &ssoBundle{}
	sb.bundle = setupAt(t, func(base string, o *dashboard.Options) {
		sb.idp = ssotest.New(t, ssoClientID, ssoSecret, base+"/dashboard/sso/callback")
		sb.idp.Now = o.Now
		verified := true
		sb.idp.Person = ssotest.Person{Subject: "00u1ada", Email: "ada@example.com", EmailVerified: &verified, Name: "Ada Lovelace", Groups: []string{"staff"}}
		cfg := sso.Config{Issuer: sb.idp.URL, ClientID: ssoClientID, ClientSecret: ssoSecret,
			RedirectURL: base + "/dashboard/sso/callback", Name: "Test IdP"}
		if tune != nil {
			tune(&cfg)
		}
		p, err := sso.New(cfg, sso.Options{Client: sb.idp.Client(), Now: o.Now})
		if err != nil {
			t.Fatal(err)
		}
		o.SSO = p
	})
	return sb
}

// ssoSignIn follows the button: to the provider and back. It returns the
// callback's answer.
func (sb *ssoBundle) ssoSignIn(c *client, next string) page {
	sb.t.Helper()
	c.get("/login").wantStatus(sb.t, http.StatusOK).wantBody(sb.t, "Sign in with Test IdP", `href="/dashboard/sso/start"`)
	start := "/sso/start"
	if next != "" {
		start += "?next=" + url.QueryEscape(next)
	}
	to := c.get(start)
	if to.StatusCode != http.StatusSeeOther || !strings.HasPrefix(to.Header.Get("Location"), sb.idp.URL+"/authorize?") {
		sb.t.Fatalf("sso start: %d to %q", to.StatusCode, to.Header.Get("Location"))
	}
	req, _ := http.NewRequestWithContext(sb.t.Context(), "GET", to.Header.Get("Location"), nil)
	back := c.do(req)
	cb := back.Header.Get("Location")
	if back.StatusCode != http.StatusFound || !strings.HasPrefix(cb, sb.srv.URL+"/dashboard/sso/callback?") {
		sb.t.Fatalf("provider: %d to %q", back.StatusCode, cb)
	}
	req, _ = http.NewRequestWithContext(sb.t.Context(), "GET", cb, nil)
	return c.do(req)
}

// TestSSOSignIn: a person the provider vouches for signs in as the user
// with their email, who is linked to them from then on; the code flow
// used PKCE.
func TestSSOSignIn(t *testing.T) {
	t.Parallel()
	sb := setupSSO(t, nil)
	ada := sb.addUser("ada@example.com", domain.RoleEditor, nil)
	c := sb.client()
	sb.ssoSignIn(c, "/dashboard/keys").wantRedirect(t, "/dashboard/keys")
	c.get("/projects").wantStatus(t, http.StatusOK).wantBody(t, "Ada")
	u, err := sb.store.User(t.Context(), ada.ID)
	if err != nil {
		t.Fatal(err)
	}
	if u.Subject != sb.idp.URL+" 00u1ada" || u.LastSignInAt.IsZero() {
		t.Errorf("after the first sign-in: %+v", u)
	}
	if !slices.Equal(sb.idp.Challenges, []string{"S256"}) || sb.idp.Exchanges != 1 {
		t.Errorf("challenges %v, exchanges %d", sb.idp.Challenges, sb.idp.Exchanges)
	}
	// The link holds when the email changes at the provider.
	sb.idp.Lock()
	sb.idp.Person.Email = "ada.lovelace@example.com"
	sb.idp.Unlock()
	c2 := sb.client()
	sb.ssoSignIn(c2, "").wantRedirect(t, "/dashboard/projects")
	c2.get("/account").wantBody(t, "ada@example.com")
}

// TestSSORefused: each way the provider's answer can be wrong, or the
// person not welcome, leaves no session and says why.
func TestSSORefused(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		cfg  func(*sso.Config)
		idp  func(*ssotest.Provider)
		user func(*ssoBundle)
		want string // the sso= code
	}{
		{name: "wrong issuer", idp: func(p *ssotest.Provider) { p.Issuer = "https://evil.example.com" }, want: "token"},
		{name: "wrong audience", idp: func(p *ssotest.Provider) { p.Audience = []string{"another-app"} }, want: "token"},
		{name: "bad nonce", idp: func(p *ssotest.Provider) { p.Nonce = "replayed" }, want: "token"},
		{name: "signed with another key", idp: func(p *ssotest.Provider) { p.OtherKey = true }, want: "token"},
		{name: "expired token", idp: func(p *ssotest.Provider) { p.Expired = true }, want: "token"},
		{name: "email not verified", idp: func(p *ssotest.Provider) { f := false; p.Person.EmailVerified = &f }, want: "email"},
		{name: "domain not allowed", cfg: func(c *sso.Config) { c.AllowedDomains = []string{"acme.com"} }, want: "domain"},
		{name: "no account", want: "no-account"},
		{name: "disabled", user: func(sb *ssoBundle) {
			u := sb.addUser("ada@example.com", domain.RoleEditor, nil)
			if _, err := sb.store.UpdateUser(sb.t.Context(), u.ID, func(u *domain.User) error { u.DisabledAt = sb.clock.Now(); return nil }); err != nil {
				sb.t.Fatal(err)
			}
		}, want: "disabled"},
		{name: "email linked to another person", user: func(sb *ssoBundle) {
			u := sb.addUser("ada@example.com", domain.RoleEditor, nil)
			if _, err := sb.store.UpdateUser(sb.t.Context(), u.ID, func(u *domain.User) error { u.Subject = sb.idp.URL + " someone-else"; return nil }); err != nil {
				sb.t.Fatal(err)
			}
		}, want: "linked"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			sb := setupSSO(t, tc.cfg)
			if tc.idp != nil {
				tc.idp(sb.idp)
			}
			if tc.user != nil {
				tc.user(sb)
			} else if tc.want != "no-account" {
				sb.addUser("ada@example.com", domain.RoleEditor, nil)
			}
			c := sb.client()
			sb.ssoSignIn(c, "").wantRedirect(t, "/dashboard/login?sso="+tc.want)
			if c.cookie("/", "folio_session") != "" {
				t.Fatal("a refused sign-in set a session")
			}
			c.get("/projects").wantRedirect(t, "/dashboard/login")
			c.get("/login?sso="+tc.want).wantStatus(t, http.StatusOK).wantBody(t, "notice-danger")
		})
	}
}

// TestSSOCallbackForged: a callback this browser did not start, one
// whose state was changed, and the provider's "denied" are refused.
func TestSSOCallbackForged(t *testing.T) {
	t.Parallel()
	sb := setupSSO(t, nil)
	sb.addUser("ada@example.com", domain.RoleEditor, nil)
	// No sign-in cookie: a link someone else made.
	sb.client().get("/sso/callback?code=abc&state=xyz").wantRedirect(t, "/dashboard/login?sso=expired")
	// The right cookie but another state.
	c := sb.client()
	c.get("/sso/start")
	c.get("/sso/callback?code=abc&state=xyz").wantRedirect(t, "/dashboard/login?sso=expired")
	if sb.idp.Exchanges != 0 {
		t.Error("a code was exchanged for a callback whose state did not match")
	}
	c.get("/sso/start")
	c.get("/sso/callback?error=access_denied&state=x").wantRedirect(t, "/dashboard/login?sso=cancelled")
	// The cookie is single-use: used once, it is cleared.
	if c.cookie("/sso", "folio_sso") != "" {
		t.Error("the sign-in cookie outlived its callback")
	}
}

// TestSSONewUsers: a person without an account joins from a pending
// invitation, from their groups' role, or with the default role; groups
// set the role again at each sign-in.
func TestSSONewUsers(t *testing.T) {
	t.Parallel()
	t.Run("invitation", func(t *testing.T) {
		t.Parallel()
		sb := setupSSO(t, nil)
		sb.addProject("acme", "Acme Docs")
		if err := sb.store.CreateInvitation(t.Context(), store.Invitation{ID: "inv_1", Hash: []byte("h"), Email: "ada@example.com",
			Role: domain.RoleNone, ProjectID: "acme", ProjectRole: domain.RoleEditor,
			CreatedAt: sb.clock.Now(), ExpiresAt: sb.clock.Now().Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		c := sb.client()
		sb.ssoSignIn(c, "").wantRedirect(t, "/dashboard/projects")
		c.get("/projects/acme").wantStatus(t, http.StatusOK).wantBody(t, "you are an editor here")
		inv, _ := sb.store.Invitation(t.Context(), "inv_1")
		if inv.AcceptedAt.IsZero() {
			t.Error("the invitation is still pending")
		}
	})
	t.Run("groups", func(t *testing.T) {
		t.Parallel()
		sb := setupSSO(t, func(c *sso.Config) {
			c.GroupsClaim = "groups"
			c.GroupRoles = map[string]domain.Role{"docs-editors": domain.RoleEditor, "staff": domain.RoleViewer}
		})
		sb.idp.Person.Groups = []string{"staff", "docs-editors"}
		sb.ssoSignIn(sb.client(), "").wantRedirect(t, "/dashboard/projects")
		u, err := sb.store.UserByEmail(t.Context(), "ada@example.com")
		if err != nil || u.Role != domain.RoleEditor || u.PasswordHash != "" || u.Name != "Ada Lovelace" {
			t.Fatalf("user made from groups: %+v, %v", u, err)
		}
		// Out of docs-editors at the provider: a viewer at the next sign-in.
		sb.idp.Lock()
		sb.idp.Person.Groups = []string{"staff"}
		sb.idp.Unlock()
		sb.ssoSignIn(sb.client(), "").wantRedirect(t, "/dashboard/projects")
		if u, _ := sb.store.UserByEmail(t.Context(), "ada@example.com"); u.Role != domain.RoleViewer {
			t.Errorf("after leaving the group: %s, want viewer", u.Role)
		}
	})
	t.Run("default role", func(t *testing.T) {
		t.Parallel()
		sb := setupSSO(t, func(c *sso.Config) { c.DefaultRole = domain.RoleViewer })
		sb.ssoSignIn(sb.client(), "").wantRedirect(t, "/dashboard/projects")
		if u, err := sb.store.UserByEmail(t.Context(), "ada@example.com"); err != nil || u.Role != domain.RoleViewer {
			t.Fatalf("user made with the default role: %+v, %v", u, err)
		}
	})
}

// TestSSOUnavailable: a provider that cannot be reached is a clear page,
// and password sign-in still works.
func TestSSOUnavailable(t *testing.T) {
	t.Parallel()
	b := setupAt(t, func(base string, o *dashboard.Options) {
		p, err := sso.New(sso.Config{Issuer: "http://127.0.0.1:1", ClientID: "c", ClientSecret: "s", RedirectURL: base + "/dashboard/sso/callback"},
			sso.Options{Client: &http.Client{Timeout: 2 * time.Second}})
		if err != nil {
			t.Fatal(err)
		}
		o.SSO = p
	})
	b.client().get("/sso/start").wantStatus(t, http.StatusBadGateway).wantBody(t, "Single sign-on is unavailable")
	b.signedIn()
	// Without single sign-on configured, its routes are not there.
	plain := setup(t)
	plain.client().get("/sso/start").wantStatus(t, http.StatusNotFound)
	plain.client().get("/login").wantNoBody(t, "Sign in with")
}
