package dashboard

import (
	"cmp"
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/clientip"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

const (
	sessionCookie = "folio_session"
	loginCookie   = "folio_login" // the pre-session CSRF token of public forms
	flashCookie   = "folio_flash"
	// sessionTTL is how long a sign-in lasts; it is checked on the server.
	sessionTTL = 12 * time.Hour
	// tokenLen base62 characters carry 256 random bits.
	tokenLen = 43
	// maxForm bounds every form body.
	maxForm = 64 << 10
)

// session is a signed-in request's session with the token its cookie
// carries (needed to derive the key of the one-time secret cookie), the
// user who signed in and what they may do, read afresh on each request.
type session struct {
	store.Session
	token  string
	user   domain.User
	access domain.Access
}

// owner reports whether the user owns the organisation.
func (s *session) owner() bool { return s.access.Role == domain.RoleOwner }

// on is the user's role on a project.
func (s *session) on(projectID string) domain.Role { return s.access.On(projectID) }

// public adapts a handler that needs no session.
func (h *handler) public(fn func(http.ResponseWriter, *http.Request) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if err := fn(w, r); err != nil {
			h.renderError(w, r, nil, err)
		}
	})
}

// pageFunc is a page or action for a signed-in user.
type pageFunc func(http.ResponseWriter, *http.Request, *session) error

// can adapts a handler that needs a role. On a route whose pattern names
// a {project}, the role is the user's on that project, and a user who may
// not even view it gets the same 404 as for a project that does not
// exist; elsewhere it is the user's role in the organisation
// (domain.RoleNone: any signed-in user). Every route is registered
// through it or public, so that the role table (routes) holds them all.
func (h *handler) can(need domain.Role, fn pageFunc) http.Handler {
	return h.withSession(func(w http.ResponseWriter, r *http.Request, s *session) error {
		if id := r.PathValue("project"); id != "" {
			role := s.on(id)
			if !role.AtLeast(domain.RoleViewer) {
				return errNotFound
			}
			if !role.AtLeast(need) {
				return forbidden(need)
			}
		} else if !s.access.Role.AtLeast(need) {
			return forbidden(need)
		}
		return fn(w, r, s)
	})
}

// forbidden is the answer to a user whose role is too low.
func forbidden(need domain.Role) error {
	what := map[domain.Role]string{
		domain.RoleEditor: "an editor's",
		domain.RoleOwner:  "an owner's",
	}[need]
	if what == "" {
		what = "another"
	}
	return &httpError{status: http.StatusForbidden, title: "Not allowed for your role",
		msg: "This needs " + what + " role. Nothing was changed. Ask an owner of the organisation if you need it."}
}

// withSession adapts a handler that needs a session: without one, GET
// goes to the login page (and comes back afterwards) and anything else is
// sent there without effect. A POST must carry the session's CSRF token.
// Only can uses it: a route registered without a role would escape the
// role table.
func (h *handler) withSession(fn pageFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		s, err := h.currentSession(w, r)
		if err != nil {
			h.renderError(w, r, nil, err)
			return
		}
		if s == nil {
			target := h.prefix + "/login"
			if r.Method == http.MethodGet || r.Method == http.MethodHead {
				if next := h.safeNext(r.URL.RequestURI()); next != "" && next != h.prefix && next != h.prefix+"/projects" {
					target += "?next=" + url.QueryEscape(next)
				}
			}
			http.Redirect(w, r, target, http.StatusSeeOther)
			return
		}
		if r.Method == http.MethodPost {
			r.Body = http.MaxBytesReader(w, r.Body, maxForm)
			if err := r.ParseForm(); err != nil {
				h.renderError(w, r, s, &httpError{status: http.StatusBadRequest, title: "Bad request", msg: "The form could not be read. Go back and try again."})
				return
			}
			if !equalTokens(r.PostFormValue("csrf"), s.CSRF) {
				h.renderError(w, r, s, errBadCSRF)
				return
			}
		}
		// What the user does is recorded as them, from this client.
		r = r.WithContext(audit.WithActor(r.Context(), h.actor(r, s.user)))
		if err := fn(w, r, s); err != nil {
			h.renderError(w, r, s, err)
		}
	})
}

// actor is u acting through request r, for the audit log.
func (h *handler) actor(r *http.Request, u domain.User) audit.Actor {
	return audit.Actor{UserID: u.ID, Name: u.Email, IP: h.clientIP(r), UserAgent: r.UserAgent()}
}

// record writes an event to the audit log as the signed-in user of r.
func (h *handler) record(r *http.Request, ev audit.Event) { h.audit.Record(r.Context(), ev) }

var errBadCSRF = &httpError{
	status: http.StatusForbidden,
	title:  "This form has expired",
	msg:    "The form was missing its security token, or it was opened in an earlier session. Nothing was changed. Reload the page and try again.",
}

// equalTokens compares a submitted token with the expected one in constant
// time; an empty expected token never matches.
func equalTokens(got, want string) bool {
	return want != "" && subtle.ConstantTimeCompare([]byte(got), []byte(want)) == 1
}

// currentSession returns the request's live session, or nil. An expired
// session is deleted and its cookie cleared.
func (h *handler) currentSession(w http.ResponseWriter, r *http.Request) (*session, error) {
	c, err := h.readCookie(r, sessionCookie)
	if err != nil || c.Value == "" || len(c.Value) > 128 {
		return nil, nil
	}
	hash := auth.HashSecret(c.Value)
	s, err := h.store.Session(r.Context(), hash)
	if errors.Is(err, store.ErrNotFound) {
		h.clearCookie(w, sessionCookie, h.prefix)
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read session: %w", err)
	}
	end := !h.now().Before(s.ExpiresAt) || s.UserID == ""
	var u domain.User
	if !end {
		u, err = h.store.User(r.Context(), s.UserID)
		switch {
		case errors.Is(err, store.ErrNotFound):
			end = true
		case err != nil:
			return nil, fmt.Errorf("read the session's user: %w", err)
		}
		end = end || !u.Enabled()
	}
	if end {
		// Expired, or its user is disabled: the session is over.
		if err := h.store.DeleteSession(r.Context(), hash); err != nil && !errors.Is(err, store.ErrNotFound) {
			return nil, fmt.Errorf("delete an ended session: %w", err)
		}
		h.clearCookie(w, sessionCookie, h.prefix)
		return nil, nil
	}
	acc, err := auth.Access(r.Context(), h.store, u)
	if err != nil {
		return nil, err
	}
	return &session{Session: s, token: c.Value, user: u, access: acc}, nil
}

// cookieJar sets and reads the dashboard's cookies, among them the flash
// message that one page leaves for the next.
type cookieJar struct {
	// secure is Options.SecureCookies.
	secure bool
	// flashPath is the flash cookie's path: the dashboard's prefix.
	flashPath string
}

// cookie is a cookie's name and path as sent. Over TLS the session's and
// the single sign-on's carry the __Host- prefix, which makes the browser keep it to this
// host, path / and Secure: no other host (a docs site on a sibling name)
// or page can set or shadow it. The others carry __Secure-.
func (j cookieJar) cookie(name, path string) (string, string) {
	switch {
	case !j.secure:
		return name, path
	case name == sessionCookie || name == ssoCookie:
		return "__Host-" + name, "/"
	}
	return "__Secure-" + name, path
}

// readCookie reads a cookie the dashboard set.
func (j cookieJar) readCookie(r *http.Request, name string) (*http.Cookie, error) {
	name, _ = j.cookie(name, "")
	return r.Cookie(name)
}

func (j cookieJar) setCookie(w http.ResponseWriter, name, value, path string, maxAge time.Duration, sameSite http.SameSite) {
	name, path = j.cookie(name, path)
	http.SetCookie(w, &http.Cookie{
		Name:     name,
		Value:    value,
		Path:     path,
		MaxAge:   int(maxAge / time.Second),
		HttpOnly: true,
		Secure:   j.secure,
		SameSite: sameSite,
	})
}

func (j cookieJar) clearCookie(w http.ResponseWriter, name, path string) {
	name, path = j.cookie(name, path)
	http.SetCookie(w, &http.Cookie{
		Name: name, Value: "", Path: path, MaxAge: -1,
		HttpOnly: true, Secure: j.secure, SameSite: http.SameSiteLaxMode,
	})
}

// setFlash leaves a message for the page the browser is redirected to. The
// cookie holds only a code: the text comes from flashMessages.
func (j cookieJar) setFlash(w http.ResponseWriter, code string) {
	j.setCookie(w, flashCookie, code, j.flashPath, time.Minute, http.SameSiteLaxMode)
}

// takeFlash reads and clears the flash message.
func (j cookieJar) takeFlash(w http.ResponseWriter, r *http.Request) string {
	c, err := j.readCookie(r, flashCookie)
	if err != nil {
		return ""
	}
	j.clearCookie(w, flashCookie, j.flashPath)
	return flashMessages[c.Value]
}

var flashMessages = map[string]string{
	"signed-out":           "You are signed out.",
	"password-set":         "Your password is changed. Your other sessions are signed out.",
	"user-updated":         "The user is updated.",
	"user-disabled":        "The user is disabled: their sessions ended and their API keys stopped working.",
	"user-enabled":         "The user is enabled again.",
	"invite-deleted":       "The invitation is withdrawn; its link no longer works.",
	"key-revoked":          "The key is revoked. Requests that use it are now refused with 401.",
	"project-created":      "Project created.",
	"project-deleted":      "Project deleted.",
	"job-started":          "Job started. Its steps show here as the agent works.",
	"message-sent":         "Follow-up sent.",
	"job-cancelled":        "Job cancelled. Its work so far stays on its branch.",
	"job-archived":         "Job archived.",
	"job-not-active":       "The job had stopped already; nothing was cancelled.",
	"job-archived-already": "The job is archived already.",
}

// safeNext returns next when it is a local path under the prefix (cleaned,
// with its query), else "".
func (h *handler) safeNext(next string) string {
	if next == "" || !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") ||
		strings.ContainsAny(next, "\\\x00\r\n\t") {
		return ""
	}
	u, err := url.Parse(next)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil || u.Opaque != "" {
		return ""
	}
	p := path.Clean(u.Path)
	if p != h.prefix && !strings.HasPrefix(p, h.prefix+"/") {
		return ""
	}
	if p == h.prefix+"/login" {
		return ""
	}
	out := (&url.URL{Path: p, RawQuery: u.RawQuery}).RequestURI()
	// A path that re-reads as something else (a second leading slash after
	// escaping) is refused.
	if strings.HasPrefix(out, "//") {
		return ""
	}
	return out
}

type loginView struct {
	Token   string
	Next    string
	Email   string
	Error   string
	NoUsers bool
	// SSO names the single sign-on provider ("" = none).
	SSO string
}

// signInPages are the sign-in form, signing in with a password, and
// signing out.
type signInPages struct{ *handler }

// signInRoutes adds signing in and out to mux.
func (si *signInPages) signInRoutes(mux *http.ServeMux) {
	si.handlePublic(mux, "GET "+si.prefix+"/login", si.loginPage)
	si.handlePublic(mux, "POST "+si.prefix+"/login", si.login)
	si.handle(mux, "POST "+si.prefix+"/logout", domain.RoleNone, si.logout)
}

// loginPage shows the sign-in form, or sends a signed-in browser on.
func (si *signInPages) loginPage(w http.ResponseWriter, r *http.Request) error {
	next := si.safeNext(r.URL.Query().Get("next"))
	s, err := si.currentSession(w, r)
	if err != nil {
		return err
	}
	if s != nil {
		http.Redirect(w, r, cmp.Or(next, si.prefix+"/projects"), http.StatusSeeOther)
		return nil
	}
	v := loginView{Next: next}
	if code := r.URL.Query().Get("sso"); code != "" {
		v.Error = ssoMessages[code]
	}
	return si.renderLogin(w, r, http.StatusOK, v)
}

// formToken returns the pre-session token of a public form at path, a
// fresh one or the one its cookie holds (double-submit: a cookie and a
// hidden field).
func (h *handler) formToken(w http.ResponseWriter, r *http.Request, path string) (string, error) {
	token := ""
	if c, err := h.readCookie(r, loginCookie); err == nil && len(c.Value) == tokenLen {
		token = c.Value
	} else {
		t, err := auth.RandomString(h.rand, tokenLen)
		if err != nil {
			return "", err
		}
		token = t
	}
	h.setCookie(w, loginCookie, token, path, time.Hour, http.SameSiteStrictMode)
	return token, nil
}

// checkFormToken reads a public form's body and checks its pre-session
// token.
func (h *handler) checkFormToken(w http.ResponseWriter, r *http.Request, again string) error {
	r.Body = http.MaxBytesReader(w, r.Body, maxForm)
	if err := r.ParseForm(); err != nil {
		return &httpError{status: http.StatusBadRequest, title: "Bad request", msg: "The form could not be read. Go back and try again."}
	}
	c, err := h.readCookie(r, loginCookie)
	if err != nil || !equalTokens(r.PostFormValue("csrf"), c.Value) {
		return &httpError{
			status: http.StatusForbidden, title: "This form has expired",
			msg:  "The form was missing its security token. Cookies must be enabled for the dashboard. Open the page again.",
			link: again, linkText: "Open the page again",
		}
	}
	return nil
}

// renderLogin renders the sign-in form.
func (si *signInPages) renderLogin(w http.ResponseWriter, r *http.Request, status int, v loginView) error {
	token, err := si.formToken(w, r, si.prefix+"/login")
	if err != nil {
		return err
	}
	v.Token = token
	users, err := si.store.Users(r.Context())
	if err != nil {
		return fmt.Errorf("list users: %w", err)
	}
	v.NoUsers = len(users) == 0
	if si.sso != nil {
		v.SSO = si.sso.Name()
	}
	return si.render(w, r, status, "login", nil, pageMeta{Title: "Sign in"}, v)
}

// limit takes a sign-in attempt (a password checked, an invitation
// accepted, a provider's answer) for the request's client.
func (h *handler) limit(r *http.Request) error {
	if wait := h.limiter.allow(h.clientIP(r), h.now()); wait > 0 {
		return &httpError{
			status: http.StatusTooManyRequests, title: "Too many sign-in attempts",
			msg:        "Wait a little before trying again.",
			retryAfter: wait,
		}
	}
	return nil
}

// errSignIn is the one answer to a failed password sign-in, whatever
// failed: no such user, a wrong password, a user without a password or a
// disabled one. It takes as long in each case.
const errSignIn = "That email and password do not match an account that may sign in."

// login checks the email and password and starts a session.
func (si *signInPages) login(w http.ResponseWriter, r *http.Request) error {
	if err := si.limit(r); err != nil {
		return err
	}
	if err := si.checkFormToken(w, r, si.prefix+"/login"); err != nil {
		return err
	}
	next := si.safeNext(r.PostFormValue("next"))
	raw := strings.TrimSpace(r.PostFormValue("email"))
	password := r.PostFormValue("password")
	v := loginView{Next: next, Email: raw, Error: errSignIn}
	u, reason, err := si.checkPassword(r.Context(), raw, password)
	if err != nil {
		return err
	}
	if reason != "" {
		si.log.InfoContext(r.Context(), "dashboard sign-in failed", "ip", si.clientIP(r))
		// The email tried names the attempt; the password never leaves
		// this function.
		ev := audit.Event{Action: audit.SignInPassword, Failed: true, Detail: map[string]string{"reason": reason}}
		if u.ID != "" {
			ev.TargetKind, ev.TargetID = "user", u.ID
		}
		si.audit.RecordAs(r.Context(), si.actor(r, domain.User{Email: raw}), ev)
		return si.renderLogin(w, r, http.StatusUnprocessableEntity, v)
	}
	return si.startSession(w, r, u, next, "password")
}

// checkPassword finds the user an email names and checks their password,
// upgrading an old hash on success. Every failure costs one hash. A
// failure says why for the audit log (the person is told only that it
// failed): bad_email, unknown_user, no_password, bad_password, disabled;
// the user is returned with it when there is one.
func (si *signInPages) checkPassword(ctx context.Context, email, password string) (domain.User, string, error) {
	email, err := auth.NormalizeEmail(email)
	if err != nil {
		si.passwords.Waste(password)
		return domain.User{}, "bad_email", nil
	}
	u, err := si.store.UserByEmail(ctx, email)
	if errors.Is(err, store.ErrNotFound) {
		si.passwords.Waste(password)
		return domain.User{}, "unknown_user", nil
	}
	if err != nil {
		return domain.User{}, "", fmt.Errorf("find the user: %w", err)
	}
	if u.PasswordHash == "" {
		si.passwords.Waste(password)
		return u, "no_password", nil
	}
	ok, rehash := si.passwords.Check(u.PasswordHash, password)
	if !ok {
		return u, "bad_password", nil
	}
	if !u.Enabled() {
		return u, "disabled", nil
	}
	if rehash {
		// A bcrypt hash (the shared password's) or older costs: made
		// again now that the password is at hand.
		if hash, err := si.passwords.Hash(password); err == nil {
			if _, err := si.store.UpdateUser(ctx, u.ID, func(x *domain.User) error {
				if x.PasswordHash == u.PasswordHash {
					x.PasswordHash = hash
				}
				return nil
			}); err != nil {
				si.log.WarnContext(ctx, "dashboard: upgrade a password hash", "user", u.ID, "err", err)
			}
		}
	}
	return u, "", nil
}

// startSession signs u in: a new session (an old one of this browser
// ended), its cookie, and on to next.
func (h *handler) startSession(w http.ResponseWriter, r *http.Request, u domain.User, next, how string) error {
	ctx := r.Context()
	if old, err := h.readCookie(r, sessionCookie); err == nil && old.Value != "" && len(old.Value) <= 128 {
		if err := h.store.DeleteSession(ctx, auth.HashSecret(old.Value)); err != nil && !errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("end the previous session: %w", err)
		}
	}
	token, err := auth.RandomString(h.rand, tokenLen)
	if err != nil {
		return err
	}
	csrf, err := auth.RandomString(h.rand, tokenLen)
	if err != nil {
		return err
	}
	now := h.now().UTC()
	s := store.Session{Hash: auth.HashSecret(token), CSRF: csrf, UserID: u.ID, CreatedAt: now, ExpiresAt: now.Add(sessionTTL)}
	if err := h.store.CreateSession(ctx, s); err != nil {
		return fmt.Errorf("create session: %w", err)
	}
	if _, err := h.store.UpdateUser(ctx, u.ID, func(x *domain.User) error { x.LastSignInAt = now; return nil }); err != nil {
		h.log.WarnContext(ctx, "dashboard: record a sign-in", "user", u.ID, "err", err)
	}
	h.log.InfoContext(ctx, "dashboard sign-in", "user", u.ID, "how", how, "ip", h.clientIP(r))
	switch how {
	case "sso":
		h.audit.RecordAs(ctx, h.actor(r, u), audit.Event{Action: audit.SignInSSO, TargetKind: "user", TargetID: u.ID})
	case "password":
		h.audit.RecordAs(ctx, h.actor(r, u), audit.Event{Action: audit.SignInPassword, TargetKind: "user", TargetID: u.ID})
	}
	h.clearCookie(w, loginCookie, h.prefix+"/login")
	h.setCookie(w, sessionCookie, token, h.prefix, sessionTTL, http.SameSiteLaxMode)
	http.Redirect(w, r, cmp.Or(next, h.prefix+"/projects"), http.StatusSeeOther)
	return nil
}

// logout ends the session on the server and in the browser.
func (si *signInPages) logout(w http.ResponseWriter, r *http.Request, s *session) error {
	if err := si.store.DeleteSession(r.Context(), s.Hash); err != nil && !errors.Is(err, store.ErrNotFound) {
		return fmt.Errorf("delete session: %w", err)
	}
	si.record(r, audit.Event{Action: audit.SignOut, TargetKind: "user", TargetID: s.user.ID})
	si.clearCookie(w, sessionCookie, si.prefix)
	si.setFlash(w, "signed-out")
	http.Redirect(w, r, si.prefix+"/login", http.StatusSeeOther)
	return nil
}

// clientIP is the address a request comes from (clientip.From with the
// operator's proxies).
func (h *handler) clientIP(r *http.Request) string { return clientip.From(r, h.proxies) }

// Sign-in limits: a few attempts per address, then one every perIPEvery;
// overall, globalRate per second (password hashing is slow on purpose, so
// this also bounds the CPU and memory sign-in can take).
const (
	perIPBurst    = 5
	perIPEvery    = 20 * time.Second
	globalBurst   = 20
	globalRate    = 5
	maxTrackedIPs = 4096
)

// loginLimiter limits sign-in attempts per client address and overall.
type loginLimiter struct {
	mu     sync.Mutex
	perIP  map[string]*rate.Limiter
	global *rate.Limiter
}

func newLoginLimiter() *loginLimiter {
	return &loginLimiter{
		perIP:  map[string]*rate.Limiter{},
		global: rate.NewLimiter(globalRate, globalBurst),
	}
}

// allow takes an attempt for ip at now; when none is left it returns how
// long to wait and takes nothing.
func (l *loginLimiter) allow(ip string, now time.Time) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	lim := l.perIP[ip]
	if lim == nil {
		if len(l.perIP) >= maxTrackedIPs {
			l.prune(now)
		}
		lim = rate.NewLimiter(rate.Every(perIPEvery), perIPBurst)
		l.perIP[ip] = lim
	}
	ipRes := lim.ReserveN(now, 1)
	if d := ipRes.DelayFrom(now); d > 0 {
		ipRes.CancelAt(now)
		return d
	}
	gRes := l.global.ReserveN(now, 1)
	if d := gRes.DelayFrom(now); d > 0 {
		gRes.CancelAt(now)
		ipRes.CancelAt(now)
		return d
	}
	return 0
}

// prune forgets addresses whose allowance is full again; if none is, it
// forgets them all (an attacker with many addresses then gets a fresh
// allowance, which the global limit still bounds).
func (l *loginLimiter) prune(now time.Time) {
	for ip, lim := range l.perIP {
		if lim.TokensAt(now) >= perIPBurst {
			delete(l.perIP, ip)
		}
	}
	if len(l.perIP) >= maxTrackedIPs {
		clear(l.perIP)
	}
}

// retryAfter formats a wait as whole seconds, rounded up.
func retryAfter(d time.Duration) string {
	s := int64((d + time.Second - 1) / time.Second)
	return strconv.FormatInt(max(s, 1), 10)
}
