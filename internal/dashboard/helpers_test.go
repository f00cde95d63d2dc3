package dashboard_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/dashboard"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/sqlite"
)

const testPassword = "correct horse battery staple"

// clock is a settable clock for the handler under test.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// bundle is one test's dashboard: a fresh SQLite store, a clock and a
// server.
type bundle struct {
	t     *testing.T
	store store.Store
	clock *clock
	srv   *httptest.Server
	base  string // srv.URL + prefix
}

// logWriter sends the handler's log to the test's log.
type logWriter struct{ t *testing.T }

func (w logWriter) Write(p []byte) (int, error) {
	w.t.Helper()
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

func testLogger(t *testing.T) *slog.Logger {
	return slog.New(slog.NewTextHandler(logWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn}))
}

func openStore(t *testing.T) *sqlite.DB {
	t.Helper()
	st, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "folio.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// cheap is an argon2id setting that keeps tests fast.
var cheap = auth.Passwords{Memory: 64, Time: 1, Threads: 1}

// addOwner makes the first owner, "admin", with testPassword as an
// upgraded install has it: a bcrypt hash (at its lowest cost, to keep
// tests fast), made argon2id at the first sign-in.
func addOwner(t *testing.T, st store.Store) domain.User {
	t.Helper()
	hash, err := bcrypt.GenerateFromPassword([]byte(testPassword), bcrypt.MinCost)
	if err != nil {
		t.Fatal(err)
	}
	u := domain.User{ID: "usr_admin", Email: "admin", Name: "Admin", PasswordHash: string(hash), Role: domain.RoleOwner, CreatedAt: time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)}
	if err := st.CreateUser(t.Context(), u); err != nil {
		t.Fatal(err)
	}
	return u
}

// setup starts a dashboard at /dashboard whose owner "admin" signs in
// with testPassword.
func setup(t *testing.T, tune ...func(*dashboard.Options)) *bundle {
	t.Helper()
	return setupAt(t, func(_ string, o *dashboard.Options) {
		for _, f := range tune {
			f(o)
		}
	})
}

// setupAt is setup whose tuning knows the server's URL before the
// handler is made (a single sign-on redirect names it).
func setupAt(t *testing.T, tune func(url string, o *dashboard.Options)) *bundle {
	t.Helper()
	return setupStoreAt(t, openStore(t), tune)
}

// setupOn is setup on the store st.
func setupOn(t *testing.T, st store.Store, tune ...func(*dashboard.Options)) *bundle {
	t.Helper()
	return setupStoreAt(t, st, func(_ string, o *dashboard.Options) {
		for _, f := range tune {
			f(o)
		}
	})
}

// setupStoreAt is setupAt on the store st.
func setupStoreAt(t *testing.T, st store.Store, tune func(url string, o *dashboard.Options)) *bundle {
	t.Helper()
	addOwner(t, st)
	c := &clock{t: time.Date(2026, 3, 14, 9, 26, 53, 0, time.UTC)}
	o := dashboard.Options{
		Store:     st,
		Log:       testLogger(t),
		Now:       c.Now,
		Passwords: cheap,
		APIBase:   "http://api.test",
		SiteURL:   func(id string) string { return "http://sites.test/" + id + "/" },
		// Every host, none asked: TestAddRemoteProject asks.
		CodeHosts: []string{"local", "github", "gitlab", "gitea"},
	}
	srv := httptest.NewUnstartedServer(nil)
	tune("http://"+srv.Listener.Addr().String(), &o)
	h, err := dashboard.New(o)
	if err != nil {
		t.Fatal(err)
	}
	srv.Config.Handler = h
	srv.Start()
	t.Cleanup(srv.Close)
	prefix := strings.TrimRight(o.Prefix, "/")
	if prefix == "" {
		prefix = "/dashboard"
	}
	return &bundle{t: t, store: st, clock: c, srv: srv, base: srv.URL + prefix}
}

// client is a browser: a cookie jar and no automatic redirects.
type client struct {
	b    *bundle
	http *http.Client
}

func (b *bundle) client() *client {
	jar, err := cookiejar.New(nil)
	if err != nil {
		b.t.Fatal(err)
	}
	return &client{b: b, http: &http.Client{
		Jar:           jar,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}
}

// page is an answer with its body read.
type page struct {
	*http.Response
	body string
}

func (c *client) do(req *http.Request) page {
	c.b.t.Helper()
	resp, err := c.http.Do(req)
	if err != nil {
		c.b.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		c.b.t.Fatal(err)
	}
	return page{Response: resp, body: string(b)}
}

// get fetches a path under the prefix ("" is the prefix itself).
func (c *client) get(path string) page {
	c.b.t.Helper()
	req, err := http.NewRequestWithContext(c.b.t.Context(), "GET", c.b.base+path, nil)
	if err != nil {
		c.b.t.Fatal(err)
	}
	return c.do(req)
}

func (c *client) post(path string, form url.Values) page {
	c.b.t.Helper()
	req, err := http.NewRequestWithContext(c.b.t.Context(), "POST", c.b.base+path, strings.NewReader(form.Encode()))
	if err != nil {
		c.b.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	return c.do(req)
}

var csrfField = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

// csrf reads the token of the first form on a page.
func (p page) csrf(t *testing.T) string {
	t.Helper()
	m := csrfField.FindStringSubmatch(p.body)
	if m == nil {
		t.Fatalf("no csrf field in %s", p.Request.URL)
	}
	return m[1]
}

func (p page) wantStatus(t *testing.T, want int) page {
	t.Helper()
	if p.StatusCode != want {
		t.Fatalf("%s %s: status %d, want %d\n%s", p.Request.Method, p.Request.URL.Path, p.StatusCode, want, p.body)
	}
	return p
}

func (p page) wantRedirect(t *testing.T, location string) page {
	t.Helper()
	if p.StatusCode != http.StatusSeeOther || p.Header.Get("Location") != location {
		t.Fatalf("%s %s: %d to %q, want 303 to %q\n%s", p.Request.Method, p.Request.URL.Path, p.StatusCode, p.Header.Get("Location"), location, p.body)
	}
	return p
}

func (p page) wantBody(t *testing.T, parts ...string) page {
	t.Helper()
	for _, s := range parts {
		if !strings.Contains(p.body, s) {
			t.Errorf("%s %s: body lacks %q", p.Request.Method, p.Request.URL.Path, s)
		}
	}
	return p
}

func (p page) wantNoBody(t *testing.T, parts ...string) page {
	t.Helper()
	for _, s := range parts {
		if strings.Contains(p.body, s) {
			t.Errorf("%s %s: body has %q", p.Request.Method, p.Request.URL.Path, s)
		}
	}
	return p
}

// cookie returns the value of a cookie the jar holds for a path.
func (c *client) cookie(path, name string) string {
	u, _ := url.Parse(c.b.base + path)
	for _, ck := range c.http.Jar.Cookies(u) {
		if ck.Name == name {
			return ck.Value
		}
	}
	return ""
}

// login signs the client in as admin with the password and returns the
// answer.
func (c *client) login(password, next string) page {
	c.b.t.Helper()
	return c.loginAs("admin", password, next)
}

// loginAs signs the client in as email.
func (c *client) loginAs(email, password, next string) page {
	c.b.t.Helper()
	p := c.get("/login").wantStatus(c.b.t, http.StatusOK)
	form := url.Values{"csrf": {p.csrf(c.b.t)}, "email": {email}, "password": {password}}
	if next != "" {
		form.Set("next", next)
	}
	return c.post("/login", form)
}

// signedIn returns a signed-in client.
func (b *bundle) signedIn() *client {
	b.t.Helper()
	c := b.client()
	c.login(testPassword, "").wantRedirect(b.t, "/dashboard/projects")
	return c
}

// addUser makes a user who signs in with testPassword.
func (b *bundle) addUser(email string, role domain.Role, grants map[string]domain.Role) domain.User {
	b.t.Helper()
	hash, err := cheap.Hash(testPassword)
	if err != nil {
		b.t.Fatal(err)
	}
	u := domain.User{ID: "usr_" + strings.NewReplacer("@", "_", ".", "_").Replace(email), Email: email, Name: strings.ToUpper(email[:1]) + strings.Split(email, "@")[0][1:],
		PasswordHash: hash, Role: role, CreatedAt: b.clock.Now()}
	if err := b.store.CreateUser(b.t.Context(), u); err != nil {
		b.t.Fatal(err)
	}
	for p, r := range grants {
		if err := b.store.SetProjectRole(b.t.Context(), u.ID, p, r); err != nil {
			b.t.Fatal(err)
		}
	}
	return u
}

// as returns a client signed in as email.
func (b *bundle) as(email string) *client {
	b.t.Helper()
	c := b.client()
	c.loginAs(email, testPassword, "").wantRedirect(b.t, "/dashboard/projects")
	return c
}

func (b *bundle) addProject(id, name string) domain.Project {
	b.t.Helper()
	now := b.clock.Now()
	p := domain.Project{ID: id, Name: name, Repository: "/srv/repos/" + id, Branch: "main", DocsDir: "docs", CodeHost: "local", CreatedAt: now, UpdatedAt: now}
	if err := b.store.CreateProject(context.Background(), p); err != nil {
		b.t.Fatal(err)
	}
	return p
}
