package api

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/clientip"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/store"
)

// Defaults of Options.
const (
	DefaultRateLimit = jobs.DefaultRateLimit
	DefaultMaxActive = 3
	DefaultEventPoll = jobs.DefaultFollowPoll
)

// Store is what the API reads and writes: eleven methods of store.Store,
// and the keys its default Authenticator checks.
type Store interface {
	auth.KeyStore
	jobs.ServiceStore
	Project(ctx context.Context, id string) (domain.Project, error)
	Jobs(ctx context.Context, q store.JobQuery) (store.JobPage, error)
	Messages(ctx context.Context, jobID string) ([]domain.Message, error)
	Events(ctx context.Context, jobID string, after int64, limit int) ([]store.Event, error)
	// Listen wakes a job's event stream when its events change.
	Listen(ctx context.Context, topics ...store.Topic) (<-chan store.Notification, error)
	AuditLog(ctx context.Context, q store.AuditQuery) (store.AuditPage, error)
}

// Options configure a Server. Store is required; everything else has a
// default.
type Options struct {
	Store Store
	// Auth checks API keys; nil means an Authenticator over Store with the
	// same clock and logger.
	Auth *auth.Authenticator
	Log  *slog.Logger     // nil: discard
	Now  func() time.Time // nil: time.Now
	// Jobs starts and changes jobs, the dashboard's way too (nil: a
	// jobs.Service over Store with Model, RateLimit, Now and Rand).
	Jobs *jobs.Service
	// Model is the server's default model; a project's own model wins.
	// With neither, creating a job or sending a message answers 503.
	// Used only without Jobs.
	Model string
	// RateLimit is how many job and message requests a project may make per
	// hour (fixed windows on the hour, counted in the store so that the
	// limit holds across nodes): 0 means DefaultRateLimit, a negative
	// value no limit. Used only without Jobs.
	RateLimit int
	// MaxActive caps a project's concurrently running jobs: 0 means
	// DefaultMaxActive. The workers enforce it; see Server.MaxActive.
	MaxActive int
	// Rand is the randomness of job ids; nil means crypto/rand. Used only
	// without Jobs.
	Rand io.Reader
	// EventPoll is how often an event stream looks at its job again
	// without being notified, in case a notification was lost: 0 means
	// DefaultEventPoll.
	EventPoll time.Duration
	// TrustedProxies are the reverse proxies whose X-Forwarded-For (or
	// Forwarded) names the client the audit log records (none: the
	// connection's address).
	TrustedProxies []netip.Prefix
}

// Server is the API's http.Handler.
type Server struct {
	store     Store
	jobs      *jobs.Service
	auth      *auth.Authenticator
	log       *slog.Logger
	now       func() time.Time
	maxActive int
	eventPoll time.Duration
	proxies   []netip.Prefix

	// draining is closed by Drain: event streams end.
	draining  chan struct{}
	drainOnce sync.Once

	mux     *http.ServeMux
	methods []string // what the routes allow, for 405 answers
}

// New returns the API handler. It panics without a Store, which is a
// programming error.
func New(o Options) *Server {
	if o.Store == nil {
		panic("api.New: Options.Store is nil")
	}
	s := &Server{
		store:     o.Store,
		jobs:      o.Jobs,
		auth:      o.Auth,
		log:       o.Log,
		now:       o.Now,
		maxActive: o.MaxActive,
		eventPoll: o.EventPoll,
		proxies:   o.TrustedProxies,
		draining:  make(chan struct{}),
	}
	s.mux, s.methods = s.newMux()
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.auth == nil {
		s.auth = &auth.Authenticator{Keys: o.Store, Now: s.now, Log: s.log}
	}
	if s.jobs == nil {
		s.jobs = jobs.NewService(jobs.ServiceOptions{Store: o.Store, Model: o.Model, RateLimit: o.RateLimit, Now: s.now, Rand: o.Rand})
	}
	if s.maxActive <= 0 {
		s.maxActive = DefaultMaxActive
	}
	if s.eventPoll <= 0 {
		s.eventPoll = DefaultEventPoll
	}
	return s
}

// Drain ends every open event stream with a "closing" event, now and
// for streams opened later: the server is going away, and the client
// resumes from Last-Event-ID on another server or after the restart.
// Call it when shutdown begins (http.Server.RegisterOnShutdown), so that
// streams do not hold the shutdown up.
func (s *Server) Drain() { s.drainOnce.Do(func() { close(s.draining) }) }

// MaxActive is the cap on a project's concurrently running jobs, for the
// workers.
func (s *Server) MaxActive() int { return s.maxActive }

// A route is one method on one path pattern of an http.ServeMux:
// {projectId} and {id} are its wildcards.
type route struct {
	method  string
	pattern string
	public  bool // no credentials needed
	// org marks a route of the organisation, not of a project: it needs
	// the audit:read scope on a key of the whole organisation.
	org    bool
	handle func(s *Server, w http.ResponseWriter, r *http.Request, rq *request) error
}

// routes lists what the Server serves, in the order of DESIGN §5. New
// registers them on its http.ServeMux once.
func routes() []route {
	return []route{
		{method: "POST", pattern: "/v2/agent/{projectId}/job", handle: (*Server).createJob},
		{method: "POST", pattern: "/v2/agent/{projectId}/job/{id}/message", handle: (*Server).sendMessage},
		{method: "GET", pattern: "/v2/agent/{projectId}/job/{id}", handle: (*Server).getJob},
		{method: "GET", pattern: "/v2/agent/{projectId}/jobs", handle: (*Server).listJobs},
		{method: "POST", pattern: "/v2/agent/{projectId}/job/{id}/cancel", handle: (*Server).cancelJob},
		{method: "POST", pattern: "/v2/agent/{projectId}/job/{id}/archive", handle: (*Server).archiveJob},
		{method: "GET", pattern: "/v2/agent/{projectId}/job/{id}/messages", handle: (*Server).listMessages},
		{method: "GET", pattern: "/v2/agent/{projectId}/job/{id}/events", handle: (*Server).jobEvents},
		{method: "GET", pattern: "/v2/audit", org: true, handle: (*Server).listAudit},
		{method: "GET", pattern: "/v2/openapi.json", public: true, handle: (*Server).openAPI},
	}
}

// newMux registers the routes. It also returns the methods they use, and
// HEAD, which a GET pattern answers too, sorted: the Allow header of a 405
// lists those the path has.
func (s *Server) newMux() (*http.ServeMux, []string) {
	mux := http.NewServeMux()
	var methods []string
	for _, rt := range routes() {
		mux.HandleFunc(rt.method+" "+rt.pattern, func(w http.ResponseWriter, r *http.Request) {
			if err := s.route(w, r, rt); err != nil {
				s.writeError(w.(*trackingWriter), r, err) // serve hands the mux its trackingWriter
			}
		})
		methods = append(methods, rt.method)
		if rt.method == "GET" {
			methods = append(methods, "HEAD")
		}
	}
	slices.Sort(methods)
	return mux, slices.Compact(methods)
}

// request is what the checks before a handler found out.
type request struct {
	principal auth.Principal
	project   domain.Project
	jobID     string // "" on routes without {id}
}

// maxPathLen bounds the paths the router looks at; no route is longer
// than two ids and a few words.
const maxPathLen = 512

// routing is the request the mux matches: r with its escaped path
// escaped once more, so that the mux, which unescapes each segment it
// matches, matches what the client sent (an escaped word such as "%6Aob"
// is not "job"; a "%2F" stays inside its id) and hands the wildcards over
// still escaped (pathValue unescapes them). An empty segment becomes "%25"
// and "." and ".." become "%2E" and "%2E%2E", so the mux neither cleans
// the path nor redirects: they match a wildcard, as any id does, and are
// not found once checked (no id is "", "." or ".."). The routed
// request keeps r's URL in orig; the route puts it back.
func routing(r *http.Request) *http.Request {
	segs := strings.Split(r.URL.EscapedPath(), "/")
	for i, seg := range segs {
		switch {
		case i == 0:
		case seg == "":
			segs[i] = "%25" // the mux's "%" does not unescape: no id
		case seg == ".":
			segs[i] = "%2E"
		case seg == "..":
			segs[i] = "%2E%2E"
		default:
			segs[i] = strings.ReplaceAll(seg, "%", "%25")
		}
	}
	raw := strings.Join(segs, "/")
	u := *r.URL
	u.RawPath = raw
	u.Path, _ = url.PathUnescape(raw) // raw is an escaped path, so this cannot fail
	rr := r.WithContext(context.WithValue(r.Context(), origURLKey{}, r.URL))
	rr.URL = &u
	return rr
}

type origURLKey struct{}

// pathValue is the unescaped value of a wildcard of the routed request,
// and false when it does not unescape.
func pathValue(r *http.Request, name string) (string, bool) {
	v, err := url.PathUnescape(r.PathValue(name))
	return v, err == nil
}

// allowed is the methods that path of r allows, or nil when it has no
// route at all.
func (s *Server) allowed(r *http.Request) []string {
	var allow []string
	for _, m := range s.methods {
		rm := r.WithContext(r.Context())
		rm.Method = m
		if _, pattern := s.mux.Handler(rm); pattern != "" {
			allow = append(allow, m)
		}
	}
	return allow
}

// ServeHTTP answers one API request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	tw := &trackingWriter{ResponseWriter: w}
	if err := s.serve(tw, r); err != nil {
		s.writeError(tw, r, err)
	}
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) (err error) {
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			err = fmt.Errorf("panic: %v", v)
		}
	}()
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	// An answer of the API is data, never a page: nothing in it runs or
	// loads, and no page may frame it.
	h.Set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'")
	h.Set("X-Frame-Options", "DENY")

	if p := r.URL.EscapedPath(); len(p) > maxPathLen || !strings.HasPrefix(p, "/v2/") {
		return errNoRoute()
	}
	rr := routing(r)
	if _, pattern := s.mux.Handler(rr); pattern == "" {
		allow := s.allowed(rr)
		if allow == nil {
			return errNoRoute()
		}
		h.Set("Allow", strings.Join(allow, ", "))
		return &problem{Status: http.StatusMethodNotAllowed, Code: "method_not_allowed",
			Detail: fmt.Sprintf("%s is not allowed here; use %s.", r.Method, strings.Join(allow, " or "))}
	}
	s.mux.ServeHTTP(w, rr)
	return nil
}

func errNoRoute() error {
	return &problem{Status: http.StatusNotFound, Code: "not_found", Detail: "There is no such route in API v2; see /v2/openapi.json."}
}

// route runs the checks every route shares, then its handler. r is the
// routed request: its URL is put back first.
func (s *Server) route(w http.ResponseWriter, r *http.Request, rt route) error {
	r.URL = r.Context().Value(origURLKey{}).(*url.URL)
	if rt.public {
		return rt.handle(s, w, r, nil)
	}

	principal, err := s.authenticate(w, r)
	if err != nil {
		return err
	}
	// Whatever the route does is recorded as this key (and its user).
	r = r.WithContext(audit.WithActor(r.Context(), audit.Actor{
		UserID: principal.UserID, KeyID: principal.KeyID, Name: principal.Name,
		IP: clientip.From(r, s.proxies), UserAgent: r.UserAgent(),
	}))
	if rt.org {
		if err := orgAccess(w, principal); err != nil {
			return err
		}
		return rt.handle(s, w, r, &request{principal: principal})
	}
	scope := auth.ScopeFor(r.Method)
	if !principal.Has(scope) {
		w.Header().Set("WWW-Authenticate", fmt.Sprintf(`Bearer realm="folio", error="insufficient_scope", scope="%s"`, scope))
		return &problem{Status: http.StatusForbidden, Code: "forbidden",
			Detail: fmt.Sprintf("This API key lacks the %s scope, which %s requests need.", scope, r.Method)}
	}
	rq := &request{principal: principal}
	projectID, ok := pathValue(r, "projectId")
	if !ok || !validProjectID(projectID) || !principal.CanSee(projectID) {
		return errNotFound()
	}
	if !principal.May(projectID, scope) {
		return &problem{Status: http.StatusForbidden, Code: "forbidden",
			Detail: "This API key's user may read this project but not change it: they need the editor role on it."}
	}
	if rt.hasID() {
		id, ok := pathValue(r, "id")
		if !ok || !jobs.ValidID(id) {
			return errNotFound()
		}
		rq.jobID = id
	}
	rq.project, err = s.store.Project(r.Context(), projectID)
	if err != nil {
		return notFoundOr(err, "load project")
	}
	return rt.handle(s, w, r, rq)
}

// orgAccess checks a key on an organisation route: it holds audit:read,
// and it is the organisation's or an owner's, for every project.
func orgAccess(w http.ResponseWriter, p auth.Principal) error {
	if !p.Has(domain.ScopeAuditRead) {
		w.Header().Set("WWW-Authenticate", fmt.Sprintf(`Bearer realm="folio", error="insufficient_scope", scope="%s"`, domain.ScopeAuditRead))
		return &problem{Status: http.StatusForbidden, Code: "forbidden",
			Detail: fmt.Sprintf("This API key lacks the %s scope, which the audit log needs.", domain.ScopeAuditRead)}
	}
	if p.Access != nil && p.Access.Role != domain.RoleOwner || len(p.Projects) > 0 {
		return &problem{Status: http.StatusForbidden, Code: "forbidden",
			Detail: "Only a key of the whole organisation, or of one of its owners, for every project, may read the audit log."}
	}
	return nil
}

func (rt route) hasID() bool { return strings.Contains(rt.pattern, "{id}") }

// authenticate checks the request's credentials.
func (s *Server) authenticate(w http.ResponseWriter, r *http.Request) (auth.Principal, error) {
	header := r.Header.Get("Authorization")
	p, err := s.auth.Authenticate(r.Context(), header)
	if err == nil {
		return p, nil
	}
	challenge := `Bearer realm="folio"`
	if scheme, _, _ := strings.Cut(header, " "); strings.EqualFold(scheme, "Bearer") {
		challenge += `, error="invalid_token"`
	}
	var detail string
	switch {
	case errors.Is(err, auth.ErrNoCredentials):
		detail = "This request needs an API key: send Authorization: Bearer svc_…."
	case errors.Is(err, auth.ErrMalformed):
		detail = "The Authorization header does not hold a Folio API key (Bearer svc_…)."
	// Saying which is safe: only the key's holder can tell expired and
	// revoked keys from unknown ones.
	case errors.Is(err, auth.ErrUnknownKey):
		detail = "This API key is not valid: there is no such key."
	case errors.Is(err, auth.ErrExpired):
		detail = "This API key has expired."
	case errors.Is(err, auth.ErrRevoked):
		detail = "This API key was revoked."
	case errors.Is(err, auth.ErrUserDisabled):
		detail = "This API key belongs to a user who is disabled."
	default:
		return auth.Principal{}, fmt.Errorf("authenticate: %w", err)
	}
	w.Header().Set("WWW-Authenticate", challenge)
	return auth.Principal{}, &problem{Status: http.StatusUnauthorized, Code: "unauthorized", Detail: detail, cause: err}
}

// validProjectID reports whether s has the shape of a project slug: a
// letter or digit, then up to 99 letters, digits, '.', '_' or '-'. So no
// "..", no slash, no control characters.
func validProjectID(s string) bool {
	if len(s) == 0 || len(s) > 100 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case i > 0 && (c == '.' || c == '_' || c == '-'):
		default:
			return false
		}
	}
	return true
}

// trackingWriter remembers whether the response has started, so that an
// error after it (in an event stream) is only logged.
type trackingWriter struct {
	http.ResponseWriter
	started bool
}

func (w *trackingWriter) WriteHeader(code int) {
	w.started = true
	w.ResponseWriter.WriteHeader(code)
}

func (w *trackingWriter) Write(b []byte) (int, error) {
	w.started = true
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach Flush and deadlines.
func (w *trackingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
