package cli

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/jobs/runner"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/sitehost"
	"github.com/foliodocs/folio/internal/store"
)

// serviceParts are what serve puts behind its two listeners.
type serviceParts struct {
	store     store.Store
	log       *slog.Logger
	api       http.Handler
	dashboard http.Handler
	sites     *sitehost.Host
	// siteBase is the sites' public origin ("http://localhost:8081"),
	// where the app's listener sends a reader who asks it for a page.
	siteBase string
	// hosts are the code hosts; watcher applies their webhooks to jobs.
	hosts   map[string]codehost.Host
	watcher *runner.Watcher
	// readyTimeout bounds /readyz's look at the store (0:
	// defaultReadyTimeout).
	readyTimeout time.Duration
	// auditRetention is how long the audit log keeps an entry (0:
	// forever).
	auditRetention time.Duration
}

// defaultReadyTimeout bounds /readyz: a database that hangs must not hang
// the load balancer's probe.
const defaultReadyTimeout = 2 * time.Second

// service is the HTTP face of folio serve. It has two origins, so that
// no page a repository or an agent wrote ever shares one with the
// dashboard and the API:
//   - the app (Handler): the dashboard, the API, the push hooks and the
//     operator endpoints; any other path is a reader's, sent to the sites;
//   - the sites (SitesHandler): every project's site, its host names and
//     the job previews, and nothing else.
//
// Metrics are counted around both.
type service struct {
	serviceParts
	app      *http.ServeMux
	siteMux  *http.ServeMux
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec

	pingMu sync.Mutex
	ping   *pingCall      // the store's Ping under way, if one is
	pings  sync.WaitGroup // the Pings started, joined by wait
}

// pingCall is one Ping of the store, shared by the probes that come while
// it runs.
type pingCall struct {
	done chan struct{}
	err  error
}

func newService(p serviceParts) *service {
	s := &service{serviceParts: p, app: http.NewServeMux(), siteMux: http.NewServeMux()}
	if s.readyTimeout <= 0 {
		s.readyTimeout = defaultReadyTimeout
	}
	reg := prometheus.NewRegistry()
	s.requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "folio_http_requests_total", Help: "HTTP requests answered, by route and status code.",
	}, []string{"route", "code"})
	s.duration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "folio_http_request_duration_seconds", Help: "Time to answer HTTP requests, by route.",
		Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 10},
	}, []string{"route"})
	reg.MustRegister(s.requests, s.duration,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))

	s.app.Handle("/v2/", p.api)
	s.app.Handle("/dashboard/", p.dashboard)
	s.app.Handle("GET /dashboard", http.RedirectHandler("/dashboard/", http.StatusMovedPermanently))
	s.app.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		writeStatus(w, http.StatusOK, "ok")
	})
	s.app.HandleFunc("GET /readyz", s.ready)
	s.app.Handle("GET /metrics", promhttp.HandlerFor(reg, promhttp.HandlerOpts{ErrorLog: slog.NewLogLogger(p.log.Handler(), slog.LevelWarn)}))
	s.app.HandleFunc("POST /hooks/{projectId}/push", s.push)
	s.app.HandleFunc("POST /hooks/{projectId}/codehost", s.codeHostHook)
	s.app.HandleFunc("/", s.toSites)

	s.siteMux.Handle("/preview/", p.sites.PreviewHandler())
	s.siteMux.Handle("/", p.sites.Handler())
	return s
}

// toSites sends a reader who asks the app's origin for a page (a link
// from before the sites had their own) to the same page on the sites'.
func (s *service) toSites(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		writeStatus(w, http.StatusNotFound, "not found")
		return
	}
	// The target is the sites' fixed origin and this path, never a host
	// the request names.
	http.Redirect(w, r, s.siteBase+r.URL.RequestURI(), http.StatusFound)
}

// ServeHTTP is the app's origin.
func (s *service) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var h http.Handler = s.app
	route := "other"
	if strings.HasPrefix(r.URL.Path, "/v2/") {
		// Straight to the API: the mux would clean a path with "..",
		// answering an API client with a redirect instead of a problem.
		h, route = s.api, "/v2/"
	} else if _, pattern := s.app.Handler(r); pattern != "" && pattern != "/" {
		route = pattern
	}
	s.observe(w, r, h, route)
}

// SitesHandler is the sites' origin.
func (s *service) SitesHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		route := "site"
		if strings.HasPrefix(r.URL.Path, "/preview/") {
			route = "preview"
		}
		s.observe(w, r, s.siteMux, route)
	})
}

// observe answers r with h and counts it under route.
func (s *service) observe(w http.ResponseWriter, r *http.Request, h http.Handler, route string) {
	start := time.Now()
	rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK}
	h.ServeHTTP(rec, r)
	s.requests.WithLabelValues(route, strconv.Itoa(rec.status)).Inc()
	s.duration.WithLabelValues(route).Observe(time.Since(start).Seconds())
}

// statusRecorder remembers the status code written through it. Unwrap
// keeps http.ResponseController (flushing, deadlines) working.
type statusRecorder struct {
	http.ResponseWriter
	status int
	wrote  bool
}

func (r *statusRecorder) WriteHeader(code int) {
	if !r.wrote {
		r.status, r.wrote = code, true
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *statusRecorder) Write(b []byte) (int, error) {
	r.wrote = true
	return r.ResponseWriter.Write(b)
}

func (r *statusRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// ready answers /readyz: 200 while the store answers and hears the other
// nodes (store.Store.Ping), 503 otherwise, within readyTimeout whatever
// the database does.
func (s *service) ready(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	if err := s.pingStore(ctx); err != nil {
		s.log.WarnContext(ctx, "not ready", "err", err)
		writeStatus(w, http.StatusServiceUnavailable, "database unavailable")
		return
	}
	writeStatus(w, http.StatusOK, "ready")
}

// wait returns once the store's Pings that probes started have ended
// (each within readyTimeout): call it after the HTTP servers shut down,
// before the store closes.
func (s *service) wait() { s.pings.Wait() }

// pingStore runs the store's Ping, or joins the one under way, and waits
// for it at most readyTimeout: a Ping that does not heed its context
// still leaves the probe's answer on time, and probes of a hung database
// do not pile up goroutines.
func (s *service) pingStore(ctx context.Context) error {
	s.pingMu.Lock()
	call := s.ping
	if call == nil {
		call = &pingCall{done: make(chan struct{})}
		s.ping = call
		// Not the request's context: other probes may wait for this Ping.
		pctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), s.readyTimeout)
		s.pings.Go(func() {
			defer cancel()
			call.err = s.store.Ping(pctx)
			s.pingMu.Lock()
			s.ping = nil
			s.pingMu.Unlock()
			close(call.done)
		})
	}
	s.pingMu.Unlock()
	t := time.NewTimer(s.readyTimeout)
	defer t.Stop()
	select {
	case <-call.done:
		return call.err
	case <-t.C:
		return fmt.Errorf("the database did not answer in %v", s.readyTimeout)
	case <-ctx.Done():
		return ctx.Err()
	}
}

// push is a code host's push hook: it checks the project's secret and
// refreshes the project's site.
func (s *service) push(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("projectId")
	secret := pushSecret(r)
	p, err := s.store.Project(r.Context(), id)
	// One answer for a missing project, a project without a hook and a
	// wrong secret, so the hook reveals nothing.
	if err != nil || len(p.PushSecretHash) == 0 || secret == "" ||
		subtle.ConstantTimeCompare(p.PushSecretHash, auth.HashSecret(secret)) != 1 {
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			s.log.ErrorContext(r.Context(), "push hook", "project", id, "err", err)
			writeStatus(w, http.StatusServiceUnavailable, "try again later")
			return
		}
		writeStatus(w, http.StatusNotFound, "no such hook")
		return
	}
	// The code host does not wait for the build.
	if err := s.refreshSite(r.Context(), id); err != nil {
		s.log.WarnContext(r.Context(), "refresh after push", "project", id, "err", err)
		writeStatus(w, http.StatusServiceUnavailable, "try again later")
		return
	}
	writeStatus(w, http.StatusAccepted, "refreshing")
}

// refreshSite has every node refresh a project's site: it notifies them,
// this one included (sitehost.Host.Follow hears it). When the notification
// cannot be sent, this node refreshes its own, and the others see the
// commit at their next poll.
func (s *service) refreshSite(ctx context.Context, id string) error {
	err := s.store.Notify(ctx, store.Notification{Topic: store.TopicSite, ProjectID: id})
	if err == nil {
		return nil
	}
	s.log.WarnContext(ctx, "notify the nodes of a push", "project", id, "err", err)
	if err := s.sites.Trigger(id); err != nil && !errors.Is(err, sitehost.ErrNoProject) {
		return err
	}
	// A project added a moment ago is built when Follow sets it.
	return nil
}

// maxHookBody bounds a code host's webhook delivery (GitHub caps its at
// 25 MB; pull request and comment events are a few kilobytes).
const maxHookBody = 5 << 20

// codeHostHook is a project's code host's webhook: a pull request's
// state, a comment that mentions Folio, a push. The host's signature (or
// token) is checked against the project's secret before anything is read.
func (s *service) codeHostHook(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	id := r.PathValue("projectId")
	p, err := s.store.Project(ctx, id)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		s.log.ErrorContext(ctx, "code host hook", "project", id, "err", err)
		writeStatus(w, http.StatusServiceUnavailable, "try again later")
		return
	}
	hooks, ok := s.hosts[p.CodeHost].(codehost.Hooks)
	if err != nil || !ok || p.HostSettings.HookSecret == "" {
		// One answer for a missing project and one without a hook.
		writeStatus(w, http.StatusNotFound, "no such hook")
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxHookBody))
	if err != nil {
		writeStatus(w, http.StatusRequestEntityTooLarge, "the delivery is too large or was cut short")
		return
	}
	ev, err := hooks.ParseHook(r, body, p.HostSettings.HookSecret)
	switch {
	case errors.Is(err, codehost.ErrBadSignature):
		s.log.WarnContext(ctx, "code host hook: bad signature", "project", id)
		writeStatus(w, http.StatusUnauthorized, "the signature does not match the project's webhook secret")
		return
	case err != nil:
		writeStatus(w, http.StatusBadRequest, "the delivery could not be read")
		return
	}
	if ev.Kind == codehost.HookPush && ev.Branch == p.Branch {
		if err := s.refreshSite(ctx, id); err != nil {
			s.log.WarnContext(ctx, "refresh after push", "project", id, "err", err)
		}
		writeStatus(w, http.StatusAccepted, "refreshing")
		return
	}
	res, err := s.watcher.Hook(ctx, p, ev)
	if err != nil {
		s.log.ErrorContext(ctx, "code host hook", "project", id, "kind", ev.Kind, "err", err)
		writeStatus(w, http.StatusServiceUnavailable, "try again later")
		return
	}
	writeStatus(w, http.StatusOK, string(res))
}

// pushSecret reads the secret the way code hosts send one: a bearer
// token, GitLab's X-Gitlab-Token, or X-Folio-Token.
func pushSecret(r *http.Request) string {
	if v, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
		return strings.TrimSpace(v)
	}
	if v := r.Header.Get("X-Gitlab-Token"); v != "" {
		return v
	}
	return r.Header.Get("X-Folio-Token")
}

func writeStatus(w http.ResponseWriter, code int, status string) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(map[string]string{"status": status})
}

// prune drops idempotency records and rate counters older than a day,
// and audit entries past their retention. Every node does it: a delete of
// what is already gone costs little.
func (s *service) prune(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if err := s.store.PruneExpired(ctx, time.Now().Add(-24*time.Hour)); err != nil && ctx.Err() == nil {
			s.log.Warn("prune", "err", err)
		}
		if s.auditRetention > 0 {
			n, err := s.store.PruneAudit(ctx, time.Now().Add(-s.auditRetention))
			if err != nil && ctx.Err() == nil {
				s.log.Warn("prune the audit log", "err", err)
			} else if n > 0 {
				s.log.Info("pruned the audit log", "entries", n, "retention", s.auditRetention)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
