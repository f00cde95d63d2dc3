// Package dashboard is Folio's web UI: people sign in (email and password,
// or single sign-on through an OpenID provider) and, as their role in the
// organisation and on each project allows, follow projects and their
// agent jobs down to each job's transcript, run the agent (start a job
// with the API's per-job options, follow it live, send it follow-ups,
// cancel or archive it), review and merge changes, manage projects,
// webhooks and the svc_ API keys the agent API accepts, and invite and
// manage users. Jobs are started and changed through jobs.Service and
// followed through jobs.Follower, the API's own code.
//
// Pages are rendered on the server with html/template and work without
// JavaScript; one small script (copy buttons, the diffs of a large change
// loaded as they are opened, a running job's page kept live over
// Server-Sent Events) is served as a static file so that the
// Content-Security-Policy can forbid inline script. Every form
// carries a per-session CSRF token, the session token is stored only as a
// hash, and sign-in attempts are rate limited per client address and
// overall.
package dashboard

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/netip"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/git"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/sso"
	"github.com/foliodocs/folio/internal/store"
)

// Options configure the dashboard handler.
type Options struct {
	Store store.Store
	Log   *slog.Logger     // nil: discard
	Now   func() time.Time // nil: time.Now
	Rand  io.Reader        // nil: crypto/rand
	// Prefix is the path the dashboard is mounted at ("" = "/dashboard").
	// The handler answers only below it.
	Prefix string
	// SecureCookies marks the cookies Secure; set it when the dashboard is
	// served over TLS.
	SecureCookies bool
	// TrustedProxies are the reverse proxies whose X-Forwarded-For names
	// the client, for the sign-in limits and the log (none: the
	// connection's address is the client's).
	TrustedProxies []netip.Prefix
	// SiteURL returns where a project's site is served, for links (nil or
	// "": no link).
	SiteURL func(projectID string) string
	// APIBase is the agent API's origin for the curl examples, e.g.
	// "http://127.0.0.1:8080" ("" = the origin the dashboard is reached at).
	APIBase string
	// Review is the built-in review (the local code host) behind the
	// change pages; nil leaves them out.
	Review Review
	// PreviewURL returns the live preview of a job's branch, for links
	// (nil: no link).
	PreviewURL func(projectID, jobID string) string
	// Git reads the repositories of projects added on this server's disk,
	// to check their docs folder (nil: not checked).
	Git *git.Runner
	// CodeHosts are the code hosts a project may use, by name ("local",
	// "github", …); the project form offers these only (nil: local).
	CodeHosts []string
	// CheckHost asks a new project's remote code host whether its
	// credentials reach the repository (nil: not checked).
	CheckHost func(ctx context.Context, p domain.Project) (codehost.Access, error)
	// Model is the server's default model of agent jobs (serve's
	// --model), "" when it has none: a project page shows the model its
	// jobs actually use.
	Model string
	// Passwords hashes and checks users' passwords (zero: the default
	// argon2id costs).
	Passwords auth.Passwords
	// SSO signs people in through an OpenID provider (nil: passwords
	// only).
	SSO *sso.Provider
	// Jobs starts and changes jobs, the API's way (nil: a jobs.Service
	// over Store with Model, Now, Rand and the default rate limit).
	Jobs *jobs.Service
	// EventPoll is how often a job page's event stream looks at its job
	// without being notified, in case a notification was lost (0:
	// jobs.DefaultFollowPoll).
	EventPoll time.Duration
	// Stop, when closed, ends the job pages' event streams: the server is
	// shutting down, and browsers resume once it is back (nil: never).
	Stop <-chan struct{}
	// Audit records what people do on the dashboard (nil: a Recorder
	// over Store with Log and Now). Give Jobs the same one: job actions
	// are recorded there.
	Audit *audit.Recorder
}

// DefaultPrefix is where the dashboard is mounted unless told otherwise.
const DefaultPrefix = "/dashboard"

// handler is the dashboard: its dependencies, parsed templates, static
// files and login limiter, and what every page shares (rendering, the
// error page, sessions, cookies and the role checks). The pages of each
// area are methods of a type that embeds it (see routes). It holds no
// request state.
type handler struct {
	store  store.Store
	log    *slog.Logger
	now    func() time.Time
	rand   io.Reader
	prefix string
	// cookieJar reads and sets the cookies; its secure is
	// Options.SecureCookies.
	cookieJar
	// proxies are Options.TrustedProxies.
	proxies []netip.Prefix
	siteURL func(string) string
	apiBase string
	review  Review
	// previewURL links a job's live preview (nil: no link).
	previewURL func(projectID, jobID string) string
	// code highlights the files of a change's diff.
	code *codeblock.Highlighter
	// git checks a new project's docs folder (nil: not checked).
	git *git.Runner
	// codeHosts and checkHost are Options.CodeHosts and CheckHost.
	codeHosts []string
	checkHost func(ctx context.Context, p domain.Project) (codehost.Access, error)
	// model is Options.Model.
	model string
	// passwords and sso are Options.Passwords and Options.SSO.
	passwords auth.Passwords
	sso       *sso.Provider
	// roles is what each route needs, as registered: the role table.
	roles []routeRole
	// jobs starts and changes jobs; eventPoll and stop are
	// Options.EventPoll and Options.Stop.
	jobs      *jobs.Service
	eventPoll time.Duration
	stop      <-chan struct{}
	// audit writes the audit log.
	audit *audit.Recorder

	pages   map[string]pageTemplate
	static  map[string]staticFile
	assets  assets
	limiter *loginLimiter
	root    http.Handler
}

// New returns the dashboard's handler, which serves every path under
// o.Prefix.
func New(o Options) (http.Handler, error) {
	if o.Store == nil {
		return nil, errors.New("dashboard: no store")
	}
	prefix, err := cleanPrefix(o.Prefix)
	if err != nil {
		return nil, err
	}
	h := &handler{
		store:   o.Store,
		log:     o.Log,
		now:     o.Now,
		rand:    o.Rand,
		prefix:  prefix,
		proxies: o.TrustedProxies,
		siteURL: o.SiteURL,
		apiBase: strings.TrimRight(o.APIBase, "/"),
		review:  o.Review,

		previewURL: o.PreviewURL,
		git:        o.Git,
		codeHosts:  o.CodeHosts,
		checkHost:  o.CheckHost,
		model:      o.Model,
		passwords:  o.Passwords,
		sso:        o.SSO,
		jobs:       o.Jobs,
		eventPoll:  o.EventPoll,
		stop:       o.Stop,
		audit:      o.Audit,
		code:       codeblock.New(codeblock.Options{CacheBytes: -1}),
		cookieJar:  cookieJar{secure: o.SecureCookies, flashPath: prefix},
	}
	if h.log == nil {
		h.log = slog.New(slog.DiscardHandler)
	}
	if h.now == nil {
		h.now = time.Now
	}
	if h.rand == nil {
		h.rand = rand.Reader
	}
	if h.codeHosts == nil {
		h.codeHosts = []string{"local"}
	}
	if h.audit == nil {
		h.audit = audit.NewRecorder(o.Store, h.log, h.now)
	}
	if h.jobs == nil {
		h.jobs = jobs.NewService(jobs.ServiceOptions{Store: o.Store, Model: o.Model, Now: h.now, Rand: h.rand, Audit: h.audit})
	}
	h.limiter = newLoginLimiter()
	if h.static, h.assets, err = loadStatic(prefix); err != nil {
		return nil, err
	}
	if h.pages, err = parsePages(h.funcs()); err != nil {
		return nil, err
	}
	h.root = h.routes()
	return h, nil
}

// cleanPrefix checks the mount path: absolute, no trailing slash, no
// pattern syntax.
func cleanPrefix(p string) (string, error) {
	if p == "" {
		return DefaultPrefix, nil
	}
	p = strings.TrimRight(p, "/")
	if p == "" || !strings.HasPrefix(p, "/") || strings.ContainsAny(p, "{}?#% \t\n") || strings.Contains(p, "//") {
		return "", fmt.Errorf("dashboard: prefix %q: want an absolute path such as %q", p, DefaultPrefix)
	}
	for seg := range strings.SplitSeq(p[1:], "/") {
		if seg == "." || seg == ".." {
			return "", fmt.Errorf("dashboard: prefix %q: want a path without . or .. segments", p)
		}
	}
	return p, nil
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.root.ServeHTTP(w, r)
}

// routeRole is a registered route and the role it needs: "" for a public
// page, domain.RoleNone for any signed-in user.
type routeRole struct {
	Pattern string
	Need    domain.Role
}

// handle registers a route that needs a role (see can).
func (h *handler) handle(mux *http.ServeMux, pattern string, need domain.Role, fn pageFunc) {
	h.roles = append(h.roles, routeRole{pattern, need})
	mux.Handle(pattern, h.can(need, fn))
}

// handlePublic registers a route anyone may reach.
func (h *handler) handlePublic(mux *http.ServeMux, pattern string, fn func(http.ResponseWriter, *http.Request) error) {
	h.roles = append(h.roles, routeRole{pattern, ""})
	mux.Handle(pattern, h.public(fn))
}

// routes wires every page. Each area of the dashboard (signing in,
// projects, jobs, changes, keys, …) is a type of its own over the shared
// handler, and registers its pages here. Paths are absolute (they include
// the prefix) so that redirects and links need no rewriting. Each route
// says the role it needs where it is registered: viewers read, editors
// run jobs and merge, owners change projects, webhooks, keys and users.
func (h *handler) routes() http.Handler {
	p := h.prefix
	mux := http.NewServeMux()
	h.roles = append(h.roles, routeRole{"GET " + p + "/static/{name}", ""})
	mux.HandleFunc("GET "+p+"/static/{name}", h.serveStatic)

	changes := &changePages{h}
	projects := &projectPages{handler: h, changes: changes}
	(&signInPages{h}).signInRoutes(mux)
	(&ssoPages{h}).ssoRoutes(mux)
	projects.projectRoutes(mux)
	(&jobPages{handler: h, projects: projects, changes: changes}).jobRoutes(mux)
	(&webhookPages{h}).webhookRoutes(mux)
	changes.changeRoutes(mux)
	(&keyPages{h}).keyRoutes(mux)
	(&userPages{h}).userRoutes(mux)
	(&auditPages{h}).auditRoutes(mux)

	// Anything else under the prefix: a 404 page (signed in or not, it
	// reveals nothing).
	mux.Handle(p+"/", h.public(func(w http.ResponseWriter, r *http.Request) error { return errNotFound }))

	// A cross-site form post fails before any handler runs (Sec-Fetch-Site
	// and Origin), in addition to the per-session tokens.
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.renderError(w, r, nil, &httpError{status: http.StatusForbidden, title: "Request refused", msg: "This form was sent from another site. Go back to the dashboard and try again."})
	}))
	return h.headers(cop.Handler(mux))
}

// headers sets the security headers of every answer.
func (h *handler) headers(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "+
			"connect-src 'self'; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
		hd.Set("X-Frame-Options", "DENY")
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("Referrer-Policy", "same-origin")
		hd.Set("Cross-Origin-Opener-Policy", "same-origin")
		hd.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), clipboard-write=(self)")
		next.ServeHTTP(w, r)
	})
}

// contextErr reports whether err is only the client going away.
func contextErr(err error) bool {
	return errors.Is(err, context.Canceled)
}
