package dashboard_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/dashboard"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/git"
	"github.com/foliodocs/folio/internal/store"
)

func TestLogin(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := b.client()

	// Not signed in: every page leads to the login page.
	c.get("/projects").wantRedirect(t, "/dashboard/login")
	c.get("").wantRedirect(t, "/dashboard/login")

	wrong := c.login("not the password", "").wantStatus(t, http.StatusUnprocessableEntity)
	wrong.wantBody(t, "That email and password do not match", `aria-invalid="true"`)
	if c.cookie("/", "folio_session") != "" {
		t.Fatal("a wrong password set a session cookie")
	}

	ok := c.login(testPassword, "").wantRedirect(t, "/dashboard/projects")
	var session *http.Cookie
	for _, ck := range ok.Cookies() {
		if ck.Name == "folio_session" {
			session = ck
		}
	}
	if session == nil {
		t.Fatal("no session cookie")
	}
	if !session.HttpOnly || session.SameSite != http.SameSiteLaxMode || session.Path != "/dashboard" || session.Secure {
		t.Errorf("session cookie = %+v, want HttpOnly, SameSite=Lax, Path=/dashboard, not Secure", session)
	}
	if session.MaxAge != int((12 * time.Hour).Seconds()) {
		t.Errorf("session MaxAge = %d, want 12 h", session.MaxAge)
	}
	// Stored only as a hash.
	s, err := b.store.Session(t.Context(), auth.HashSecret(session.Value))
	if err != nil {
		t.Fatalf("session not stored under the token's hash: %v", err)
	}
	if _, err := b.store.Session(t.Context(), []byte(session.Value)); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("session found under its raw token: %v", err)
	}
	if len(s.CSRF) < 32 || !s.ExpiresAt.Equal(b.clock.Now().Add(12*time.Hour)) {
		t.Errorf("session = CSRF %q, expires %v", s.CSRF, s.ExpiresAt)
	}
	c.get("/projects").wantStatus(t, http.StatusOK).wantBody(t, "Projects", "Sign out")
	// Signed in, the login page sends the browser on.
	c.get("/login").wantRedirect(t, "/dashboard/projects")
}

func TestLoginSecureCookies(t *testing.T) {
	t.Parallel()
	b := setup(t, func(o *dashboard.Options) { o.SecureCookies = true })
	c := b.client()
	p := c.get("/login")
	var login *http.Cookie
	for _, ck := range p.Cookies() {
		if !ck.Secure {
			t.Errorf("cookie %s is not Secure", ck.Name)
		}
		if ck.Name == "__Secure-folio_login" {
			login = ck
		}
	}
	if login == nil {
		t.Fatalf("no __Secure-folio_login cookie: %v", p.Cookies())
	}
	// The jar keeps Secure cookies off plain HTTP: send them by hand.
	form := url.Values{"csrf": {p.csrf(t)}, "email": {"admin"}, "password": {testPassword}}
	req, err := http.NewRequestWithContext(t.Context(), "POST", b.base+"/login", strings.NewReader(form.Encode()))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.AddCookie(&http.Cookie{Name: login.Name, Value: login.Value})
	ok := c.do(req).wantRedirect(t, "/dashboard/projects")
	var session *http.Cookie
	for _, ck := range ok.Cookies() {
		if ck.Name == "__Host-folio_session" && ck.MaxAge > 0 {
			session = ck
		}
	}
	if session == nil || session.Path != "/" || session.Domain != "" || !session.Secure || !session.HttpOnly || session.SameSite != http.SameSiteLaxMode {
		t.Fatalf("session cookie = %+v, want __Host-folio_session, Path=/, no Domain, Secure, HttpOnly, SameSite=Lax", session)
	}
	req, _ = http.NewRequestWithContext(t.Context(), "GET", b.base+"/projects", nil)
	req.AddCookie(&http.Cookie{Name: session.Name, Value: session.Value})
	b.client().do(req).wantStatus(t, http.StatusOK).wantBody(t, "Sign out")
	// The unprefixed name, which a page on another host could set, is
	// not a session.
	req, _ = http.NewRequestWithContext(t.Context(), "GET", b.base+"/projects", nil)
	req.AddCookie(&http.Cookie{Name: "folio_session", Value: session.Value})
	b.client().do(req).wantRedirect(t, "/dashboard/login")
}

func TestLoginRateLimit(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := b.client()
	for i := range 5 {
		c.login("wrong password", "").wantStatus(t, http.StatusUnprocessableEntity)
		_ = i
	}
	// Even the right password waits now.
	p := c.login(testPassword, "").wantStatus(t, http.StatusTooManyRequests)
	p.wantBody(t, "Too many sign-in attempts")
	if ra := p.Header.Get("Retry-After"); ra == "" || ra == "0" {
		t.Errorf("Retry-After = %q", ra)
	}
	if c.cookie("/", "folio_session") != "" {
		t.Fatal("a limited attempt signed in")
	}
	b.clock.Advance(21 * time.Second)
	c.login(testPassword, "").wantRedirect(t, "/dashboard/projects")
}

func TestSessionExpires(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := b.signedIn()
	token := c.cookie("/", "folio_session")
	b.clock.Advance(12*time.Hour - time.Minute)
	c.get("/keys").wantStatus(t, http.StatusOK)
	b.clock.Advance(2 * time.Minute)
	c.get("/keys").wantRedirect(t, "/dashboard/login?next=%2Fdashboard%2Fkeys")
	if _, err := b.store.Session(t.Context(), auth.HashSecret(token)); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("expired session still stored: %v", err)
	}
}

func TestLogout(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := b.signedIn()
	token := c.cookie("/", "folio_session")
	p := c.get("/projects")
	c.post("/logout", url.Values{"csrf": {p.csrf(t)}}).wantRedirect(t, "/dashboard/login")
	if _, err := b.store.Session(t.Context(), auth.HashSecret(token)); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("session still stored after logout: %v", err)
	}
	c.get("/login").wantStatus(t, http.StatusOK).wantBody(t, "You are signed out.")

	// The old cookie, replayed, no longer works.
	replay := b.client()
	u, _ := url.Parse(b.base)
	replay.http.Jar.SetCookies(u, []*http.Cookie{{Name: "folio_session", Value: token, Path: "/dashboard"}})
	replay.get("/projects").wantRedirect(t, "/dashboard/login")
}

func TestCSRF(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.addProject("acme", "Acme")
	c := b.signedIn()
	good := c.get("/projects").csrf(t)

	keyForm := func(token string) url.Values {
		v := url.Values{"name": {"ci"}, "access": {"all"}, "scope": {"read", "write"}, "expiry": {"never"}}
		if token != "-" {
			v.Set("csrf", token)
		}
		return v
	}
	for _, tc := range []struct {
		name string
		path string
		form url.Values
	}{
		{"key without token", "/keys", keyForm("-")},
		{"key with wrong token", "/keys", keyForm("x" + good[1:])},
		{"key with empty token", "/keys", keyForm("")},
		{"project without token", "/projects", url.Values{"id": {"docs"}, "repository": {"/srv/docs"}}},
		{"delete without token", "/projects/acme/delete", url.Values{"confirm": {"acme"}}},
		{"logout without token", "/logout", url.Values{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c.post(tc.path, tc.form).wantStatus(t, http.StatusForbidden).wantBody(t, "This form has expired", "Nothing was changed")
		})
	}
	keys, _ := b.store.Keys(t.Context())
	projects, _ := b.store.Projects(t.Context())
	if len(keys) != 0 || len(projects) != 1 {
		t.Errorf("after refused posts: %d keys, %d projects; want 0 and 1", len(keys), len(projects))
	}
	// Still signed in: the refused logout did nothing.
	c.get("/projects").wantStatus(t, http.StatusOK)

	// Another session's token is refused too.
	other := b.signedIn()
	otherToken := other.get("/projects").csrf(t)
	c.post("/keys", keyForm(otherToken)).wantStatus(t, http.StatusForbidden)

	// A form posted from another site is refused before any token check.
	req, _ := http.NewRequestWithContext(t.Context(), "POST", b.base+"/keys", strings.NewReader(keyForm(good).Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	c.do(req).wantStatus(t, http.StatusForbidden)
	if keys, _ := b.store.Keys(t.Context()); len(keys) != 0 {
		t.Errorf("a refused post made %d keys", len(keys))
	}
}

func TestLoginCSRF(t *testing.T) {
	t.Parallel()
	b := setup(t)
	// No pre-session cookie: refused even with the right password.
	c := b.client()
	c.post("/login", url.Values{"csrf": {strings.Repeat("a", 43)}, "password": {testPassword}}).
		wantStatus(t, http.StatusForbidden).wantBody(t, "security token")
	// A cookie, but a field that does not match it.
	c.get("/login")
	c.post("/login", url.Values{"csrf": {strings.Repeat("a", 43)}, "password": {testPassword}}).wantStatus(t, http.StatusForbidden)
	if c.cookie("/", "folio_session") != "" {
		t.Fatal("signed in without the login token")
	}
}

var secretPattern = regexp.MustCompile(`svc_[0-9A-Za-z]{43}`)

// createKey creates a key through the form and returns the answer of the
// POST.
func createKey(t *testing.T, c *client, form url.Values) page {
	t.Helper()
	token := c.get("/keys/new").wantStatus(t, http.StatusOK).csrf(t)
	form.Set("csrf", token)
	return c.post("/keys", form)
}

func TestCreateKey(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.addProject("acme", "Acme Docs")
	b.addProject("beta", "Beta")
	c := b.signedIn()
	c.get("/keys").wantStatus(t, http.StatusOK).wantBody(t, "Create your first API key")

	p := createKey(t, c, url.Values{
		"name": {"Release bot"}, "access": {"some"}, "project": {"beta"},
		"scope": {"read", "write"}, "expiry": {"30"},
	}).wantStatus(t, http.StatusSeeOther)
	loc := p.Header.Get("Location")
	if !regexp.MustCompile(`^/dashboard/keys/key_[0-9A-Za-z]+/created$`).MatchString(loc) {
		t.Fatalf("Location = %q", loc)
	}
	if strings.Contains(loc, "svc_") || strings.Contains(p.body, "svc_") {
		t.Fatal("the POST answer carries the secret")
	}
	id := strings.Split(loc, "/")[3]

	shown := c.get("/keys/"+id+"/created").wantStatus(t, http.StatusOK)
	secret := secretPattern.FindString(shown.body)
	if secret == "" {
		t.Fatalf("no secret on the result page:\n%s", shown.body)
	}
	shown.wantBody(t,
		"Copy the key now",
		`curl -X POST http://api.test/v2/agent/beta/job`,
		`-H &#34;Authorization: Bearer `+secret+`&#34;`,
		`-H &#34;Content-Type: application/json&#34;`,
		`-d &#39;{&#34;prompt&#34;:`,
		`data-copy="secret"`,
	)
	if cc := shown.Header.Get("Cache-Control"); cc != "no-store" {
		t.Errorf("Cache-Control = %q, want no-store", cc)
	}

	k, err := b.store.Key(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(k.Hash, auth.HashSecret(secret)) {
		t.Error("stored hash is not the hash of the shown secret")
	}
	if k.Name != "Release bot" || strings.Join(k.Projects, ",") != "beta" || len(k.Scopes) != 2 ||
		!k.ExpiresAt.Equal(b.clock.Now().AddDate(0, 0, 30)) || !strings.HasPrefix(secret, k.Prefix) {
		t.Errorf("stored key = %+v", k)
	}

	// Shown once: a reload no longer has it, and makes no second key.
	again := c.get("/keys/"+id+"/created").wantStatus(t, http.StatusOK)
	again.wantBody(t, "The secret was already shown").wantNoBody(t, secret)
	if keys, _ := b.store.Keys(t.Context()); len(keys) != 1 {
		t.Errorf("%d keys after a reload, want 1", len(keys))
	}

	// The list shows the prefix, never the secret or the hash.
	list := c.get("/keys").wantStatus(t, http.StatusOK)
	list.wantBody(t, "Release bot", k.Prefix+"…", "beta", "Live", "Never").
		wantNoBody(t, secret, hex.EncodeToString(k.Hash), base64.StdEncoding.EncodeToString(k.Hash), base64.RawURLEncoding.EncodeToString(k.Hash))

	// Another session (another browser) cannot read the secret cookie even
	// if it had it.
	other := b.signedIn()
	u, _ := url.Parse(b.base + "/keys/" + id + "/created")
	sealed := p.Cookies()
	other.http.Jar.SetCookies(u, sealed)
	other.get("/keys/"+id+"/created").wantStatus(t, http.StatusOK).wantNoBody(t, secret)
}

func TestCreateReadOnlyKeyExample(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := b.signedIn()
	p := createKey(t, c, url.Values{"name": {"reader"}, "access": {"all"}, "scope": {"read"}, "expiry": {"never"}}).
		wantStatus(t, http.StatusSeeOther)
	c.get(strings.TrimPrefix(p.Header.Get("Location"), "/dashboard")).wantStatus(t, http.StatusOK).
		wantBody(t, "curl http://api.test/v2/agent/your-project/jobs", "read-only").
		wantNoBody(t, "-X POST")
}

func TestCreateKeyValidation(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.addProject("acme", "Acme")
	c := b.signedIn()
	for _, tc := range []struct {
		name string
		form url.Values
		want string
	}{
		{"no name", url.Values{"name": {" "}, "access": {"all"}, "scope": {"read"}, "expiry": {"never"}}, "Give the key a name"},
		{"long name", url.Values{"name": {strings.Repeat("n", 81)}, "access": {"all"}, "scope": {"read"}, "expiry": {"never"}}, "at most 80 characters"},
		{"no scope", url.Values{"name": {"x"}, "access": {"all"}, "expiry": {"never"}}, "Choose at least one permission"},
		{"no project picked", url.Values{"name": {"x"}, "access": {"some"}, "scope": {"read"}, "expiry": {"never"}}, "Choose at least one project"},
		{"unknown project", url.Values{"name": {"x"}, "access": {"some"}, "project": {"ghost"}, "scope": {"read"}, "expiry": {"never"}}, "no longer exists"},
		{"past date", url.Values{"name": {"x"}, "access": {"all"}, "scope": {"read"}, "expiry": {"date"}, "date": {"2020-01-01"}}, "Pick a date after today"},
		{"bad date", url.Values{"name": {"x"}, "access": {"all"}, "scope": {"read"}, "expiry": {"date"}, "date": {"tomorrow"}}, "YYYY-MM-DD"},
		{"no expiry", url.Values{"name": {"x"}, "access": {"all"}, "scope": {"read"}}, "Choose when the key expires"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			createKey(t, c, tc.form).wantStatus(t, http.StatusUnprocessableEntity).wantBody(t, tc.want, "Check the fields marked below")
		})
	}
	if keys, _ := b.store.Keys(t.Context()); len(keys) != 0 {
		t.Errorf("invalid forms made %d keys", len(keys))
	}

	// A date: the key works through that day.
	p := createKey(t, c, url.Values{"name": {"dated"}, "access": {"some"}, "project": {"acme"}, "scope": {"write"}, "expiry": {"date"}, "date": {"2026-06-30"}}).
		wantStatus(t, http.StatusSeeOther)
	id := strings.Split(p.Header.Get("Location"), "/")[3]
	k, _ := b.store.Key(t.Context(), id)
	if want := time.Date(2026, 7, 1, 0, 0, 0, 0, time.UTC); !k.ExpiresAt.Equal(want) {
		t.Errorf("ExpiresAt = %v, want %v", k.ExpiresAt, want)
	}
}

func TestRevokeKey(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := b.signedIn()
	p := createKey(t, c, url.Values{"name": {"ci"}, "access": {"all"}, "scope": {"read", "write"}, "expiry": {"never"}})
	id := strings.Split(p.Header.Get("Location"), "/")[3]

	confirm := c.get("/keys/"+id+"/revoke").wantStatus(t, http.StatusOK).wantBody(t, "Revoke ci?", "401")
	if k, _ := b.store.Key(t.Context(), id); !k.RevokedAt.IsZero() {
		t.Fatal("the confirmation page revoked the key")
	}
	b.clock.Advance(time.Hour)
	c.post("/keys/"+id+"/revoke", url.Values{"csrf": {confirm.csrf(t)}}).wantRedirect(t, "/dashboard/keys")
	k, err := b.store.Key(t.Context(), id)
	if err != nil || !k.RevokedAt.Equal(b.clock.Now()) {
		t.Fatalf("after revoke: %v, RevokedAt %v", err, k.RevokedAt)
	}
	c.get("/keys").wantBody(t, "The key is revoked", `badge-revoked`).wantNoBody(t, "/keys/"+id+"/revoke\"")
	c.get("/keys/"+id+"/revoke").wantBody(t, "already revoked")

	c.post("/keys/key_missing/revoke", url.Values{"csrf": {confirm.csrf(t)}}).wantStatus(t, http.StatusNotFound)
}

func TestAddProject(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := b.signedIn()
	c.get("/projects").wantBody(t, "Add your first project")
	form := func(kv ...string) url.Values {
		v := url.Values{"id": {"docs"}, "name": {"Docs"}, "repository": {"/srv/docs"}, "branch": {"main"}}
		for i := 0; i < len(kv); i += 2 {
			v.Set(kv[i], kv[i+1])
		}
		return v
	}
	for _, tc := range []struct {
		name  string
		form  url.Values
		field string
		want  string
	}{
		{"empty id", form("id", ""), "id", "Choose an id"},
		{"upper case id", form("id", "Docs"), "id", "lowercase letters"},
		{"id with underscore", form("id", "my_docs"), "id", "lowercase letters"},
		{"id starting with hyphen", form("id", "-docs"), "id", "lowercase letters"},
		{"long id", form("id", strings.Repeat("a", 64)), "id", "lowercase letters"},
		{"relative repository", form("repository", "docs"), "repository", "absolute path"},
		{"no repository", form("repository", ""), "repository", "Give the repository"},
		{"password in URL", form("repository", "https://u:p@github.com/a/b.git"), "repository", "password or token"},
		{"bad branch", form("branch", "feature..x"), "branch", "not a valid git branch"},
		{"branch with space", form("branch", "my branch"), "branch", "cannot contain spaces"},
		{"docs outside", form("docs", "../x"), "docs", "inside the repository"},
		{"local host for a URL", form("repository", "https://github.com/a/b.git", "codehost", "local"), "codehost", "local code host"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := c.post("/projects", withCSRF(t, c, "/projects/new", tc.form)).wantStatus(t, http.StatusUnprocessableEntity)
			p.wantBody(t, tc.want, `id="`+tc.field+`-error"`)
		})
	}
	if ps, _ := b.store.Projects(t.Context()); len(ps) != 0 {
		t.Fatalf("invalid forms made %d projects", len(ps))
	}

	c.post("/projects", withCSRF(t, c, "/projects/new", form("docs", "/guides/", "branch", ""))).wantRedirect(t, "/dashboard/projects/docs")
	p, err := b.store.Project(t.Context(), "docs")
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != "Docs" || p.Branch != "main" || p.DocsDir != "guides" || p.CodeHost != "local" || !p.CreatedAt.Equal(b.clock.Now()) {
		t.Errorf("stored project = %+v", p)
	}
	c.get("/projects/docs").wantStatus(t, http.StatusOK).wantBody(t, "Project created.", "No agent jobs yet")

	// The same id again: the error is next to the id, the values stay.
	dup := c.post("/projects", withCSRF(t, c, "/projects/new", form("name", "Second"))).wantStatus(t, http.StatusUnprocessableEntity)
	dup.wantBody(t, "already exists", `id="id-error"`, `value="Second"`)

	// A git URL picks its code host and the usual token variable.
	c.post("/projects", withCSRF(t, c, "/projects/new", form("id", "gh", "repository", "git@github.com:acme/docs.git"))).wantRedirect(t, "/dashboard/projects/gh")
	if p, _ := b.store.Project(t.Context(), "gh"); p.CodeHost != "github" || p.TokenEnv != "GITHUB_TOKEN" {
		t.Errorf("git URL project = %+v", p)
	}
}

func withCSRF(t *testing.T, c *client, formPage string, v url.Values) url.Values {
	t.Helper()
	v.Set("csrf", c.get(formPage).wantStatus(t, http.StatusOK).csrf(t))
	return v
}

func TestDeleteProject(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.addProject("acme", "Acme")
	c := b.signedIn()
	page := c.get("/projects/acme/delete").wantStatus(t, http.StatusOK).wantBody(t, "Delete Acme?", `data-confirm-match="acme"`)
	c.post("/projects/acme/delete", url.Values{"csrf": {page.csrf(t)}, "confirm": {"acm"}}).
		wantStatus(t, http.StatusUnprocessableEntity).wantBody(t, "Type the project")
	if _, err := b.store.Project(t.Context(), "acme"); err != nil {
		t.Fatalf("deleted without confirmation: %v", err)
	}
	c.post("/projects/acme/delete", url.Values{"csrf": {page.csrf(t)}, "confirm": {"acme"}}).wantRedirect(t, "/dashboard/projects")
	if _, err := b.store.Project(t.Context(), "acme"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("project still there: %v", err)
	}
	c.get("/projects").wantBody(t, "Project deleted.", "Add your first project")
	c.get("/projects/acme").wantStatus(t, http.StatusNotFound).wantBody(t, "Page not found")
}

func TestNextRedirect(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for _, tc := range []struct {
		next, want string
	}{
		{"/dashboard/keys", "/dashboard/keys"},
		{"/dashboard/projects/acme?before=1.x", "/dashboard/projects/acme?before=1.x"},
		{"/dashboard", "/dashboard"},
		{"", "/dashboard/projects"},
		{"//evil.example/dashboard", "/dashboard/projects"},
		{"https://evil.example/dashboard/keys", "/dashboard/projects"},
		{"/\\evil.example", "/dashboard/projects"},
		{"/dashboard/../evil", "/dashboard/projects"},
		{"/dashboard/%2e%2e/evil", "/dashboard/projects"},
		{"/dashboardx", "/dashboard/projects"},
		{"/other", "/dashboard/projects"},
		{"javascript:alert(1)", "/dashboard/projects"},
		{"/dashboard/login", "/dashboard/projects"},
		{"/dashboard/\r\nSet-Cookie: x=y", "/dashboard/projects"},
	} {
		t.Run(tc.next, func(t *testing.T) {
			c := b.client()
			c.login(testPassword, tc.next).wantRedirect(t, tc.want)
			b.clock.Advance(21 * time.Second) // stay under the sign-in limit
		})
	}

	// The login page carries next from the redirect to the form.
	c := b.client()
	loc := c.get("/keys/new").Header.Get("Location")
	if loc != "/dashboard/login?next=%2Fdashboard%2Fkeys%2Fnew" {
		t.Fatalf("Location = %q", loc)
	}
	p := c.get(strings.TrimPrefix(loc, "/dashboard")).wantBody(t, `name="next" value="/dashboard/keys/new"`)
	c.post("/login", url.Values{"csrf": {p.csrf(t)}, "email": {"admin"}, "password": {testPassword}, "next": {"/dashboard/keys/new"}}).
		wantRedirect(t, "/dashboard/keys/new")
	// An unsafe next in the query is dropped from the form.
	c2 := b.client()
	c2.get("/login?next=https://evil.example/").wantNoBody(t, "evil")
}

func TestSecurityHeaders(t *testing.T) {
	t.Parallel()
	b := setup(t)
	c := b.signedIn()
	css := c.get("/static/dashboard.css")
	for _, p := range []page{c.get("/login"), c.get("/projects"), c.get("/keys/new"), c.get("/nowhere"), css} {
		h := p.Header
		csp := h.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'none'", "script-src 'self'", "frame-ancestors 'none'", "form-action 'self'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", p.Request.URL.Path, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe") {
			t.Errorf("%s: CSP allows unsafe sources: %q", p.Request.URL.Path, csp)
		}
		for name, want := range map[string]string{
			"X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin",
		} {
			if got := h.Get(name); got != want {
				t.Errorf("%s: %s = %q, want %q", p.Request.URL.Path, name, got, want)
			}
		}
	}
	if got := css.Header.Get("Content-Type"); !strings.HasPrefix(got, "text/css") {
		t.Errorf("CSS Content-Type = %q", got)
	}
	c.get("/nowhere").wantStatus(t, http.StatusNotFound)
	b.client().get("/static/missing.js").wantStatus(t, http.StatusNotFound)
}

// TestNoInlineScriptOrStyle: the CSP forbids both, so no page may rely on
// them.
func TestNoInlineScriptOrStyle(t *testing.T) {
	t.Parallel()
	b := setup(t, withModel) // the project page has its form
	seedJobs(t, b)
	c := b.signedIn()
	kp := createKey(t, c, url.Values{"name": {"ci"}, "access": {"all"}, "scope": {"read", "write"}, "expiry": {"never"}})
	keyID := strings.Split(kp.Header.Get("Location"), "/")[3]
	inline := regexp.MustCompile(`<script(?:\s[^>]*)?>[^<]|<script>|\sstyle=|\son[a-z]+=|<style`)
	for _, path := range []string{
		"/projects", "/projects/new", "/projects/acme", "/projects/acme/jobs/job_failed", "/projects/acme/jobs/job_active", "/projects/acme/delete",
		"/keys", "/keys/new", "/keys/" + keyID + "/created", "/keys/" + keyID + "/revoke", "/nowhere",
		"/users", "/users/invite", "/users/usr_admin", "/account",
	} {
		p := c.get(path)
		if m := inline.FindString(p.body); m != "" {
			t.Errorf("%s: inline script or style: %q", path, m)
		}
	}
	p := b.client().get("/login")
	if m := inline.FindString(p.body); m != "" {
		t.Errorf("/login: inline script or style: %q", m)
	}
	// And in every template, pages not opened above included.
	files, err := filepath.Glob("templates/*.html")
	if err != nil || len(files) == 0 {
		t.Fatalf("templates: %v", err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if m := inline.FindString(string(b)); m != "" {
			t.Errorf("%s: inline script or style: %q", f, m)
		}
	}
}

func TestNoUserYet(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	h, err := dashboard.New(dashboard.Options{Store: st, Log: testLogger(t), Passwords: cheap})
	if err != nil {
		t.Fatal(err)
	}
	b := &bundle{t: t, store: st}
	srv := newServer(t, h)
	b.base = srv + "/dashboard"
	c := b.client()
	c.get("/login").wantStatus(t, http.StatusOK).wantBody(t, "No account exists yet", "folio admin users add")
	c.login("anything at all", "").wantStatus(t, http.StatusUnprocessableEntity)
	if c.cookie("/", "folio_session") != "" {
		t.Fatal("signed in without a user")
	}
}

func TestPrefix(t *testing.T) {
	t.Parallel()
	b := setup(t, func(o *dashboard.Options) { o.Prefix = "/admin/" })
	c := b.client()
	c.get("/projects").wantRedirect(t, "/admin/login")
	p := c.get("/login").wantStatus(t, http.StatusOK).wantBody(t, `action="/admin/login"`, `href="/admin/static/dashboard.css?v=`)
	c.post("/login", url.Values{"csrf": {p.csrf(t)}, "email": {"admin"}, "password": {testPassword}}).wantRedirect(t, "/admin/projects")
	for _, bad := range []string{"admin", "/a/../b", "/{x}", "//x"} {
		if _, err := dashboard.New(dashboard.Options{Store: b.store, Prefix: bad}); err == nil {
			t.Errorf("prefix %q accepted", bad)
		}
	}
	if _, err := dashboard.New(dashboard.Options{}); err == nil {
		t.Error("no store accepted")
	}
}

// TestAddProjectDocsLink: with git at hand, a repository on the server's
// disk whose docs folder is a link out of it is refused, next to the
// field; one linked inside it is taken.
func TestAddProjectDocsLink(t *testing.T) {
	t.Parallel()
	runner, err := git.New(git.Options{})
	if err != nil {
		t.Skip(err)
	}
	repo := t.TempDir()
	gitIn := func(args ...string) {
		t.Helper()
		if _, err := runner.Run(t.Context(), git.Cmd{Dir: repo, Args: args,
			Env: []string{"GIT_AUTHOR_NAME=T", "GIT_AUTHOR_EMAIL=t@x", "GIT_COMMITTER_NAME=T", "GIT_COMMITTER_EMAIL=t@x"}}); err != nil {
			t.Fatal(err)
		}
	}
	gitIn("init", "-q", "-b", "main")
	if err := os.MkdirAll(filepath.Join(repo, "site", "docs"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(repo, "site", "docs", "docs.json"), []byte("{}"), 0o644)
	os.Symlink("site/docs", filepath.Join(repo, "docs"))
	os.Symlink("../../../mirrors/x.git", filepath.Join(repo, "escape"))
	gitIn("add", "--all")
	gitIn("commit", "-q", "-m", "first")

	b := setup(t, func(o *dashboard.Options) { o.Git = runner })
	c := b.signedIn()
	form := func(id, docs string) url.Values {
		return url.Values{"id": {id}, "name": {id}, "repository": {repo}, "branch": {"main"}, "docs": {docs}}
	}
	c.post("/projects", withCSRF(t, c, "/projects/new", form("out", "escape"))).wantStatus(t, http.StatusUnprocessableEntity).
		wantBody(t, "leads out of the repository", `id="docs-error"`)
	c.post("/projects", withCSRF(t, c, "/projects/new", form("missing", "nope"))).wantStatus(t, http.StatusUnprocessableEntity).
		wantBody(t, "no such folder", `id="docs-error"`)
	c.post("/projects", withCSRF(t, c, "/projects/new", form("in", "docs"))).wantRedirect(t, "/dashboard/projects/in")
}

// TestAddRemoteProject: a project on a remote code host is checked with
// the host before it is added, each refusal next to the field to fix;
// once added, its page shows the code host webhook's secret, once.
func TestAddRemoteProject(t *testing.T) {
	t.Parallel()
	var access codehost.Access
	var accessErr error
	b := setup(t, func(o *dashboard.Options) {
		o.CodeHosts = []string{"local", "github"}
		o.CheckHost = func(_ context.Context, p domain.Project) (codehost.Access, error) {
			if p.TokenEnv != "GITHUB_TOKEN" || p.HostSettings.APIURL != "https://ghe.example.com/api/v3" || !p.HostSettings.Draft {
				t.Errorf("checked project = %+v", p)
			}
			return access, accessErr
		}
	})
	c := b.signedIn()
	form := func(kv ...string) url.Values {
		v := url.Values{"id": {"gh"}, "name": {"GH"}, "repository": {"https://ghe.example.com/acme/docs.git"}, "branch": {"main"},
			"codehost": {"github"}, "api": {"https://ghe.example.com/api/v3"}, "draft": {"1"}}
		for i := 0; i < len(kv); i += 2 {
			v.Set(kv[i], kv[i+1])
		}
		return v
	}
	for _, tc := range []struct {
		name   string
		err    error
		access codehost.Access
		form   url.Values
		field  string
		want   string
	}{
		{"refused token", fmt.Errorf("x: %w", codehost.ErrUnauthorized), codehost.Access{}, form(), "token", "refused the token in $GITHUB_TOKEN"},
		{"no repository", fmt.Errorf("x: %w", codehost.ErrNotFound), codehost.Access{}, form(), "repository", "does not show this repository"},
		{"read only", nil, codehost.Access{PullRequests: true}, form(), "token", "may not push"},
		{"a host not offered", nil, codehost.Access{}, form("codehost", "gitlab"), "codehost", "cannot open pull requests there"},
		{"a bad variable", nil, codehost.Access{}, form("token", "not a name"), "token", "environment variable"},
		{"a bad API address", nil, codehost.Access{}, form("api", "ftp://x"), "api", "API&#39;s address"},
		{"a path on a remote host", nil, codehost.Access{}, form("repository", "/srv/docs"), "codehost", "choose Local"},
	} {
		access, accessErr = tc.access, tc.err
		p := c.post("/projects", withCSRF(t, c, "/projects/new", tc.form)).wantStatus(t, http.StatusUnprocessableEntity)
		p.wantBody(t, tc.want, `id="`+tc.field+`-error"`)
	}
	if ps, _ := b.store.Projects(t.Context()); len(ps) != 0 {
		t.Fatalf("refused forms made %d projects", len(ps))
	}
	// The form offers the hosts the server has.
	c.get("/projects/new").wantBody(t, `value="github"`).wantNoBody(t, `value="gitlab"`)

	access, accessErr = codehost.Access{Push: true, PullRequests: true, Who: "octocat"}, nil
	c.post("/projects", withCSRF(t, c, "/projects/new", form())).wantRedirect(t, "/dashboard/projects/gh")
	p, err := b.store.Project(t.Context(), "gh")
	if err != nil {
		t.Fatal(err)
	}
	secret := p.HostSettings.HookSecret
	if p.CodeHost != "github" || p.TokenEnv != "GITHUB_TOKEN" || len(secret) < 32 || !p.HostSettings.Draft {
		t.Fatalf("stored project = %+v", p)
	}
	c.get("/projects/gh").wantStatus(t, http.StatusOK).
		wantBody(t, "Point the code host's webhook here", secret, "http://api.test/hooks/gh/codehost", "Opened as drafts")
	c.get("/projects/gh").wantStatus(t, http.StatusOK).wantBody(t, "http://api.test/hooks/gh/codehost").wantNoBody(t, secret)
}

// TestCreateAuditKey: owners may give a key the audit log, for every
// project only; others see no such permission and cannot post it.
func TestCreateAuditKey(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.addProject("acme", "Acme")
	b.addUser("ed@example.com", domain.RoleEditor, nil)
	owner := b.signedIn()
	owner.get("/keys/new").wantBody(t, `value="audit:read"`, "Audit log")

	createKey(t, owner, url.Values{"name": {"auditor"}, "access": {"some"}, "project": {"acme"}, "scope": {"audit:read"}, "expiry": {"never"}}).
		wantStatus(t, http.StatusUnprocessableEntity).wantBody(t, "needs a key for all projects", `value="audit:read" checked`)

	p := createKey(t, owner, url.Values{"name": {"auditor"}, "owner": {"org"}, "access": {"all"}, "scope": {"audit:read"}, "expiry": {"never"}}).
		wantStatus(t, http.StatusSeeOther)
	id := strings.Split(p.Header.Get("Location"), "/")[3]
	k, err := b.store.Key(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(k.Scopes, []domain.Scope{domain.ScopeAuditRead}) || len(k.Projects) != 0 || k.UserID != "" {
		t.Errorf("key = scopes %v, projects %v, user %q; want the organisation's audit:read key for every project", k.Scopes, k.Projects, k.UserID)
	}
	owner.get(strings.TrimPrefix(p.Header.Get("Location"), "/dashboard")).wantStatus(t, http.StatusOK).
		wantBody(t, "curl http://api.test/v2/audit", "audit log").wantNoBody(t, "/v2/agent/")

	ed := b.as("ed@example.com")
	form := ed.get("/keys/new").wantStatus(t, http.StatusOK).wantNoBody(t, `value="audit:read"`)
	ed.post("/keys", url.Values{"csrf": {form.csrf(t)}, "name": {"sneaky"}, "access": {"all"}, "scope": {"read", "audit:read"}, "expiry": {"never"}}).
		wantStatus(t, http.StatusForbidden)
	if keys, _ := b.store.Keys(t.Context()); len(keys) != 1 {
		t.Errorf("%d keys, want only the owner's", len(keys))
	}
}
