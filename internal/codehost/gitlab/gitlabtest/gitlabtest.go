// Package gitlabtest is a fake GitLab for tests: an HTTP server that
// answers the REST API v4 routes Folio uses as GitLab documents them
// (projects addressed by their URL-encoded full path or id, merge
// requests by iid, JSON or form bodies, the status codes and error bodies
// of GitLab's API — {"message":"401 Unauthorized"}, 409 with a list of
// messages, Grape's 400 {"error":"… is missing"}, 403 insufficient_scope —
// offset pagination with X-Page, X-Next-Page, X-Total and Link, and the
// throttle's 429 with Retry-After and RateLimit-*), checks roles (project
// and group members with GitLab's access levels) and token scopes, serves
// the repositories over git's smart HTTP protocol behind Basic auth (any
// user name, the token as the password), and sends webhooks with
// X-Gitlab-Token.
package gitlabtest

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"mime"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/foliodocs/folio/internal/codehost/hosttest"
)

// GitLab's access levels.
const (
	Guest      = 10
	Reporter   = 20
	Developer  = 30
	Maintainer = 40
	Owner      = 50
)

// Server is the fake.
type Server struct {
	URL string
	Git *hosttest.GitServer

	t   hosttest.TB
	srv *httptest.Server

	mu       sync.Mutex
	now      func() time.Time
	users    map[string]*user
	tokens   map[string]*token
	projects map[string]*project
	groups   map[string]map[string]int // group path → username → level
	hooks    []hook
	nextID   int
	limit    int
	limited  bool
	requests []string
	sent     []Delivery

	pending []delivery
	wake    chan struct{}
	stop    chan struct{}
	done    chan struct{}
}

type user struct {
	id       int
	username string
	bot      bool
}

type token struct {
	id      int
	user    *user
	scopes  []string
	expires time.Time // zero: never
}

type project struct {
	id         int
	full       string
	base       string
	members    map[string]int
	mrs        []*mergeRequest
	mrsEnabled bool
	archived   bool
}

type mergeRequest struct {
	ID          int
	IID         int
	Title       string
	Description string
	Source      string
	Target      string
	State       string // opened, closed, merged
	Author      *user
	Created     time.Time
	Updated     time.Time
	MergedAt    time.Time
	ClosedAt    time.Time
	SquashSHA   string
	MergeHead   string // the source branch's commit when merged
	Notes       []Note
}

// Note is a comment on a merge request.
type Note struct {
	ID     int
	Author string
	Body   string
	System bool
}

type hook struct{ url, secret string }

type delivery struct {
	event string
	body  []byte
}

// Delivery is a webhook the fake sent.
type Delivery struct {
	Event  string
	Status int
	Err    error
}

// New starts the fake; it stops with the test.
func New(t hosttest.TB) *Server {
	s := &Server{t: t, Git: hosttest.NewGitServer(t), now: time.Now,
		users: map[string]*user{}, tokens: map[string]*token{}, projects: map[string]*project{},
		groups: map[string]map[string]int{}, nextID: 1,
		wake: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{})}
	s.Git.Auth = s.gitAuth
	s.Git.OnPush = s.pushed
	mux := http.NewServeMux()
	mux.Handle("/api/v4/", http.StripPrefix("/api/v4", http.HandlerFunc(s.api)))
	mux.Handle("/", s.Git)
	s.srv = httptest.NewServer(mux)
	s.URL = s.srv.URL
	go s.deliverAll()
	t.Cleanup(func() {
		close(s.stop)
		<-s.done
		s.srv.Close()
	})
	return s
}

// SetClock replaces the fake's clock (times, token expiry, rate limits).
func (s *Server) SetClock(now func() time.Time) {
	s.mu.Lock()
	s.now = now
	s.mu.Unlock()
}

// AddProject creates the private project full ("group/sub/name") with
// one commit on base and returns its clone URL.
func (s *Server) AddProject(full, base string, files map[string]string) string {
	s.Git.Create(s.t, full, base, files)
	s.mu.Lock()
	s.projects[full] = &project{id: s.id(), full: full, base: base, members: map[string]int{}, mrsEnabled: true}
	s.mu.Unlock()
	return s.URL + "/" + full + ".git"
}

// AddToken makes a token of username (a new user if need be) with
// scopes ("api", "read_api", "read_repository", "write_repository").
// A username like project_1_bot_abc is a project access token's bot.
func (s *Server) AddToken(value, username string, scopes ...string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	u := s.users[username]
	if u == nil {
		u = &user{id: s.id(), username: username, bot: strings.Contains(username, "_bot")}
		s.users[username] = u
	}
	s.tokens[value] = &token{id: s.id(), user: u, scopes: scopes}
}

// Member gives username a role (an access level) on project full.
func (s *Server) Member(full, username string, level int) {
	s.mu.Lock()
	s.projects[full].members[username] = level
	s.mu.Unlock()
}

// GroupMember gives username a role on group (and the projects under it).
func (s *Server) GroupMember(group, username string, level int) {
	s.mu.Lock()
	if s.groups[group] == nil {
		s.groups[group] = map[string]int{}
	}
	s.groups[group][username] = level
	s.mu.Unlock()
}

// Hook makes the fake send every project's events to url with secret as
// the X-Gitlab-Token.
func (s *Server) Hook(url, secret string) {
	s.mu.Lock()
	s.hooks = append(s.hooks, hook{url, secret})
	s.mu.Unlock()
}

// Unhook stops sending events.
func (s *Server) Unhook() {
	s.mu.Lock()
	s.hooks = nil
	s.mu.Unlock()
}

// LimitAfter lets n more API requests through, then answers every one
// with the throttle's 429 until the next minute.
func (s *Server) LimitAfter(n int) {
	s.mu.Lock()
	s.limit, s.limited = n, true
	s.mu.Unlock()
}

// Requests are the API requests seen, as "METHOD /api/v4/path?query" with
// the path as sent (escaped).
func (s *Server) Requests() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.requests...)
}

// Deliveries are the webhooks sent so far.
func (s *Server) Deliveries() []Delivery {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Delivery(nil), s.sent...)
}

// MergeRequest is a merge request as the fake holds it.
func (s *Server) MergeRequest(full string, iid int) (mergeRequest, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.projects[full]
	if p == nil || iid < 1 || iid > len(p.mrs) {
		return mergeRequest{}, false
	}
	return *p.mrs[iid-1], true
}

// Merge squashes merge request iid into its target branch and moves the
// branch there (a fast-forward merge of the squash commit, so there is no
// merge commit), as "Squash commits" and "Merge" on GitLab's page do, and
// sends the "merge" event and the target's push.
func (s *Server) Merge(full string, iid int) {
	s.t.Helper()
	s.mu.Lock()
	p := s.projects[full]
	mr := p.mrs[iid-1]
	s.mu.Unlock()
	dir := s.Git.Dir(full)
	head := s.Git.Git(s.t, dir, "rev-parse", "refs/heads/"+mr.Source)
	tree := strings.Fields(s.Git.Git(s.t, dir, "merge-tree", "--write-tree", "refs/heads/"+mr.Target, "refs/heads/"+mr.Source))[0]
	sha := s.Git.Git(s.t, dir, "commit-tree", "-p", "refs/heads/"+mr.Target, "-m", mr.Title, tree)
	before := s.Git.Git(s.t, dir, "rev-parse", "refs/heads/"+mr.Target)
	s.Git.Git(s.t, dir, "update-ref", "refs/heads/"+mr.Target, sha)
	s.mu.Lock()
	now := s.now().UTC()
	mr.State, mr.SquashSHA, mr.MergeHead, mr.MergedAt, mr.Updated = "merged", sha, head, now, now
	s.send("Merge Request Hook", s.mergeRequestEvent(p, mr, "merge"))
	s.mu.Unlock()
	// The target moved: GitLab sends a push too.
	s.pushed(full, []hosttest.RefUpdate{{Ref: "refs/heads/" + mr.Target, Before: before, After: sha}})
}

// Close closes merge request iid unmerged and sends the "close" event.
func (s *Server) Close(full string, iid int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.projects[full]
	mr := p.mrs[iid-1]
	now := s.now().UTC()
	mr.State, mr.ClosedAt, mr.Updated = "closed", now, now
	s.send("Merge Request Hook", s.mergeRequestEvent(p, mr, "close"))
}

// UserComment is username commenting on merge request iid; the Note Hook
// is sent.
func (s *Server) UserComment(full string, iid int, username, text string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.projects[full]
	mr := p.mrs[iid-1]
	u := s.users[username]
	if u == nil {
		u = &user{id: s.id(), username: username}
		s.users[username] = u
	}
	n := s.addNote(mr, u.username, text)
	s.send("Note Hook", s.noteEvent(p, mr, u, n))
}

func (s *Server) id() int {
	s.nextID++
	return s.nextID
}

func (s *Server) addNote(mr *mergeRequest, author, body string) Note {
	n := Note{ID: s.id(), Author: author, Body: body}
	mr.Notes = append(mr.Notes, n)
	mr.Updated = s.now().UTC()
	return n
}

// send queues an event (s.mu held); deliveries go out one at a time, in
// order, after the request that caused them, as GitLab's background jobs
// send them.
func (s *Server) send(event string, body []byte) {
	s.pending = append(s.pending, delivery{event, body})
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// deliverAll sends the queued events until the test ends.
func (s *Server) deliverAll() {
	defer close(s.done)
	for {
		select {
		case <-s.wake:
		case <-s.stop:
			return
		}
		s.mu.Lock()
		batch, hooks := s.pending, append([]hook(nil), s.hooks...)
		s.pending = nil
		s.mu.Unlock()
		for _, d := range batch {
			s.deliver(d, hooks)
		}
	}
}

func (s *Server) deliver(d delivery, hooks []hook) {
	for _, h := range hooks {
		req, _ := http.NewRequest(http.MethodPost, h.url, bytes.NewReader(d.body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("User-Agent", "GitLab/17.11.0")
		req.Header.Set("X-Gitlab-Event", d.event)
		req.Header.Set("X-Gitlab-Event-UUID", randomUUID())
		req.Header.Set("X-Gitlab-Webhook-UUID", randomUUID())
		req.Header.Set("X-Gitlab-Instance", s.URL)
		if h.secret != "" {
			req.Header.Set("X-Gitlab-Token", h.secret)
		}
		out := Delivery{Event: d.event}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			out.Err = err
		} else {
			out.Status = resp.StatusCode
			resp.Body.Close()
		}
		s.mu.Lock()
		s.sent = append(s.sent, out)
		s.mu.Unlock()
	}
}

func randomUUID() string {
	b := make([]byte, 16)
	rand.Read(b)
	h := hex.EncodeToString(b)
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

// level is username's role on p: its own, or its groups' (the highest).
func (s *Server) level(p *project, username string) (own, group int) {
	own = p.members[username]
	for g, members := range s.groups {
		if strings.HasPrefix(p.full, g+"/") {
			group = max(group, members[username])
		}
	}
	return own, group
}

// gitAuth is GitLab's answer to git over HTTPS: any user name with a
// token as the password; reading needs a repository scope (or api) and a
// role, pushing write_repository (or api) and Developer.
func (s *Server) gitAuth(username, password, full string, write bool) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.tokens[password]
	if t == nil || !t.expires.IsZero() && !s.now().Before(t.expires) {
		return http.StatusUnauthorized
	}
	p := s.projects[full]
	if p == nil {
		return http.StatusNotFound
	}
	own, group := s.level(p, t.user.username)
	lvl := max(own, group)
	if lvl < Reporter || !t.has("api", "read_repository", "write_repository") {
		return http.StatusNotFound
	}
	if write && (lvl < Developer || !t.has("api", "write_repository")) {
		return http.StatusForbidden
	}
	return http.StatusOK
}

func (t *token) has(scopes ...string) bool {
	for _, sc := range scopes {
		if slices.Contains(t.scopes, sc) {
			return true
		}
	}
	return false
}

// api answers the REST API (the path without /api/v4).
func (s *Server) api(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.requests = append(s.requests, r.Method+" /api/v4"+r.URL.EscapedPath()+query(r.URL))
	now := s.now().UTC()
	if s.limited {
		if s.limit <= 0 {
			s.throttled(w, now)
			return
		}
		s.limit--
	}
	var parts []string
	for _, seg := range strings.Split(strings.Trim(r.URL.EscapedPath(), "/"), "/") {
		p, err := url.PathUnescape(seg)
		if err != nil {
			writeMessage(w, http.StatusBadRequest, "400 Bad request - invalid path")
			return
		}
		parts = append(parts, p)
	}
	t, ok := s.authenticate(w, r)
	if !ok {
		return
	}
	// Every route needs a scope that reaches the API; a write api.
	if t != nil {
		read := r.Method == http.MethodGet || r.Method == http.MethodHead
		if !t.has("api") && !(read && t.has("read_api")) {
			writeJSON(w, http.StatusForbidden, map[string]any{"error": "insufficient_scope",
				"error_description": "The request requires higher privileges than provided by the access token.", "scope": "api"})
			return
		}
	}
	switch {
	case len(parts) == 1 && parts[0] == "user" && r.Method == http.MethodGet:
		if t == nil {
			writeMessage(w, http.StatusUnauthorized, "401 Unauthorized")
			return
		}
		writeJSON(w, http.StatusOK, s.userJSON(t.user))
		return
	case len(parts) == 2 && parts[0] == "personal_access_tokens" && parts[1] == "self" && r.Method == http.MethodGet:
		if t == nil {
			writeMessage(w, http.StatusUnauthorized, "401 Unauthorized")
			return
		}
		expires := any(nil)
		if !t.expires.IsZero() {
			expires = t.expires.Format(time.DateOnly)
		}
		writeJSON(w, http.StatusOK, map[string]any{"id": t.id, "name": "folio", "revoked": false, "created_at": stamp(now),
			"scopes": t.scopes, "user_id": t.user.id, "active": true, "expires_at": expires})
		return
	case len(parts) >= 2 && parts[0] == "projects":
	default:
		writeMessage(w, http.StatusNotFound, "404 Not Found")
		return
	}
	p := s.project(parts[1])
	own, group := 0, 0
	if p != nil && t != nil {
		own, group = s.level(p, t.user.username)
	}
	if p == nil || max(own, group) < Guest {
		writeMessage(w, http.StatusNotFound, "404 Project Not Found")
		return
	}
	lvl := max(own, group)
	rest := parts[2:]
	switch {
	case len(rest) == 0 && r.Method == http.MethodGet:
		writeJSON(w, http.StatusOK, s.projectJSON(p, own, group))
	case len(rest) == 1 && rest[0] == "merge_requests" && r.Method == http.MethodGet:
		s.listMergeRequests(w, r, p)
	case len(rest) == 1 && rest[0] == "merge_requests" && r.Method == http.MethodPost:
		if lvl < Developer || p.archived {
			writeMessage(w, http.StatusForbidden, "403 Forbidden")
			return
		}
		s.createMergeRequest(w, r, p, t.user, now)
	case len(rest) >= 2 && rest[0] == "merge_requests":
		mr := s.mergeRequest(p, rest[1])
		if mr == nil {
			writeMessage(w, http.StatusNotFound, "404 Not found")
			return
		}
		switch {
		case len(rest) == 2 && r.Method == http.MethodGet:
			writeJSON(w, http.StatusOK, s.mergeRequestJSON(p, mr))
		case len(rest) == 2 && r.Method == http.MethodPut:
			if lvl < Developer && mr.Author != t.user {
				writeMessage(w, http.StatusForbidden, "403 Forbidden")
				return
			}
			s.updateMergeRequest(w, r, p, mr, t.user, now)
		case len(rest) == 3 && rest[2] == "notes" && r.Method == http.MethodPost:
			if lvl < Reporter {
				writeMessage(w, http.StatusForbidden, "403 Forbidden")
				return
			}
			in, ok := readBody(w, r)
			if !ok {
				return
			}
			if strings.TrimSpace(in.Get("body")) == "" {
				writeJSON(w, http.StatusBadRequest, map[string]any{"error": "body is missing"})
				return
			}
			n := s.addNote(mr, t.user.username, in.Get("body"))
			writeJSON(w, http.StatusCreated, s.noteJSON(p, mr, n))
			s.send("Note Hook", s.noteEvent(p, mr, t.user, n))
		case len(rest) == 3 && rest[2] == "notes" && r.Method == http.MethodGet:
			out := []any{}
			for _, n := range mr.Notes {
				out = append(out, s.noteJSON(p, mr, n))
			}
			writeJSON(w, http.StatusOK, out)
		default:
			writeMessage(w, http.StatusNotFound, "404 Not Found")
		}
	default:
		writeMessage(w, http.StatusNotFound, "404 Not Found")
	}
}

func query(u *url.URL) string {
	if u.RawQuery == "" {
		return ""
	}
	return "?" + u.RawQuery
}

// throttled is Rack::Attack's answer in GitLab: 429, plain text, and the
// RateLimit-* headers with Retry-After.
func (s *Server) throttled(w http.ResponseWriter, now time.Time) {
	reset := now.Truncate(time.Minute).Add(time.Minute)
	h := w.Header()
	h.Set("Content-Type", "text/plain")
	h.Set("RateLimit-Name", "throttle_authenticated_api")
	h.Set("RateLimit-Limit", "2000")
	h.Set("RateLimit-Observed", "2001")
	h.Set("RateLimit-Remaining", "0")
	h.Set("RateLimit-Reset", strconv.FormatInt(reset.Unix(), 10))
	h.Set("RateLimit-ResetTime", reset.Format(http.TimeFormat))
	h.Set("Retry-After", strconv.Itoa(int(reset.Sub(now).Seconds()+0.999)))
	w.WriteHeader(http.StatusTooManyRequests)
	fmt.Fprint(w, "Retry later\n")
}

// authenticate reads PRIVATE-TOKEN or "Authorization: Bearer T"; no token
// is an anonymous request (nil, true).
func (s *Server) authenticate(w http.ResponseWriter, r *http.Request) (*token, bool) {
	value := r.Header.Get("Private-Token")
	if value == "" {
		if scheme, v, ok := strings.Cut(r.Header.Get("Authorization"), " "); ok && strings.EqualFold(scheme, "bearer") {
			value = v
		}
	}
	if value == "" {
		return nil, true
	}
	t := s.tokens[value]
	if t == nil || !t.expires.IsZero() && !s.now().Before(t.expires) {
		writeMessage(w, http.StatusUnauthorized, "401 Unauthorized")
		return nil, false
	}
	return t, true
}

// project finds a project by its id or its full path.
func (s *Server) project(id string) *project {
	if p := s.projects[id]; p != nil {
		return p
	}
	if n, err := strconv.Atoi(id); err == nil {
		for _, p := range s.projects {
			if p.id == n {
				return p
			}
		}
	}
	return nil
}

func (s *Server) mergeRequest(p *project, iid string) *mergeRequest {
	n, err := strconv.Atoi(iid)
	if err != nil || n < 1 || n > len(p.mrs) {
		return nil
	}
	return p.mrs[n-1]
}

// readBody reads parameters as GitLab's API takes them: a JSON object or
// a form.
func readBody(w http.ResponseWriter, r *http.Request) (url.Values, bool) {
	body := http.MaxBytesReader(w, r.Body, 1<<20)
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if ct == "application/json" {
		var in map[string]any
		if err := json.NewDecoder(body).Decode(&in); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]any{"error": "400 Bad request - invalid JSON"})
			return nil, false
		}
		out := url.Values{}
		for k, v := range in {
			switch v := v.(type) {
			case string:
				out.Set(k, v)
			case bool, float64:
				out.Set(k, fmt.Sprint(v))
			}
		}
		return out, true
	}
	if err := r.ParseForm(); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]any{"error": "400 Bad request"})
		return nil, false
	}
	return r.PostForm, true
}

func (s *Server) branchExists(full, branch string) bool {
	if branch == "" {
		return false
	}
	_, err := s.Git.TryGit(s.Git.Dir(full), "rev-parse", "--verify", "--quiet", "refs/heads/"+branch)
	return err == nil
}

func (s *Server) createMergeRequest(w http.ResponseWriter, r *http.Request, p *project, author *user, now time.Time) {
	in, ok := readBody(w, r)
	if !ok {
		return
	}
	for _, k := range []string{"source_branch", "target_branch", "title"} {
		if in.Get(k) == "" {
			writeJSON(w, http.StatusBadRequest, map[string]any{"error": k + " is missing"})
			return
		}
	}
	source, target := in.Get("source_branch"), in.Get("target_branch")
	var problems []string
	if source == target {
		problems = append(problems, "You must select different branches")
	}
	if !s.branchExists(p.full, source) {
		problems = append(problems, fmt.Sprintf("Source branch %q does not exist", source))
	}
	if !s.branchExists(p.full, target) {
		problems = append(problems, fmt.Sprintf("Target branch %q does not exist", target))
	}
	if len(problems) > 0 {
		writeJSON(w, http.StatusUnprocessableEntity, map[string]any{"message": problems})
		return
	}
	for _, mr := range p.mrs {
		if mr.Source == source && mr.Target == target && mr.State == "opened" {
			writeJSON(w, http.StatusConflict, map[string]any{"message": []string{
				fmt.Sprintf("Another open merge request already exists for this source branch: !%d", mr.IID)}})
			return
		}
	}
	mr := &mergeRequest{ID: s.id(), IID: len(p.mrs) + 1, Title: in.Get("title"), Description: in.Get("description"),
		Source: source, Target: target, State: "opened", Author: author, Created: now, Updated: now}
	p.mrs = append(p.mrs, mr)
	writeJSON(w, http.StatusCreated, s.mergeRequestJSON(p, mr))
	s.send("Merge Request Hook", s.mergeRequestEvent(p, mr, "open"))
}

func (s *Server) updateMergeRequest(w http.ResponseWriter, r *http.Request, p *project, mr *mergeRequest, by *user, now time.Time) {
	in, ok := readBody(w, r)
	if !ok {
		return
	}
	action := "update"
	if v, ok := in["title"]; ok {
		if strings.TrimSpace(v[0]) == "" {
			writeJSON(w, http.StatusBadRequest, map[string]any{"message": map[string]any{"title": []string{"can't be blank"}}})
			return
		}
		mr.Title = v[0]
	}
	if v, ok := in["description"]; ok {
		mr.Description = v[0]
	}
	switch in.Get("state_event") {
	case "close":
		if mr.State == "opened" {
			mr.State, mr.ClosedAt, action = "closed", now, "close"
		}
	case "reopen":
		if mr.State == "closed" {
			mr.State, mr.ClosedAt, action = "opened", time.Time{}, "reopen"
		}
	}
	mr.Updated = now
	writeJSON(w, http.StatusOK, s.mergeRequestJSON(p, mr))
	s.send("Merge Request Hook", s.mergeRequestEvent(p, mr, action))
}

// listMergeRequests answers GET /projects/:id/merge_requests with state
// (default all), source_branch, target_branch, order_by (created_at or
// updated_at), sort (default desc), page and per_page (default 20, at
// most 100), paginated as GitLab paginates by offset.
func (s *Server) listMergeRequests(w http.ResponseWriter, r *http.Request, p *project) {
	q := r.URL.Query()
	state := q.Get("state")
	if state == "" {
		state = "all"
	}
	if !slices.Contains([]string{"opened", "closed", "locked", "merged", "all"}, state) {
		writeJSON(w, http.StatusBadRequest, map[string]any{"error": "state does not have a valid value"})
		return
	}
	var out []*mergeRequest
	for _, mr := range p.mrs {
		switch {
		case state != "all" && mr.State != state:
		case q.Get("source_branch") != "" && q.Get("source_branch") != mr.Source:
		case q.Get("target_branch") != "" && q.Get("target_branch") != mr.Target:
		default:
			out = append(out, mr)
		}
	}
	key := func(mr *mergeRequest) time.Time { return mr.Created }
	if q.Get("order_by") == "updated_at" {
		key = func(mr *mergeRequest) time.Time { return mr.Updated }
	}
	asc := q.Get("sort") == "asc"
	sort.SliceStable(out, func(i, j int) bool {
		a, b := key(out[i]), key(out[j])
		if a.Equal(b) {
			return (out[i].IID < out[j].IID) == asc
		}
		return a.Before(b) == asc
	})
	per, _ := strconv.Atoi(q.Get("per_page"))
	if per <= 0 {
		per = 20
	}
	per = min(per, 100)
	page, _ := strconv.Atoi(q.Get("page"))
	page = max(page, 1)
	pages := max((len(out)+per-1)/per, 1)
	start := min((page-1)*per, len(out))
	end := min(start+per, len(out))
	h := w.Header()
	h.Set("X-Page", strconv.Itoa(page))
	h.Set("X-Per-Page", strconv.Itoa(per))
	h.Set("X-Total", strconv.Itoa(len(out)))
	h.Set("X-Total-Pages", strconv.Itoa(pages))
	h.Set("X-Next-Page", "")
	h.Set("X-Prev-Page", "")
	link := func(n int, rel string) string {
		u := *r.URL
		v := u.Query()
		v.Set("page", strconv.Itoa(n))
		v.Set("per_page", strconv.Itoa(per))
		u.RawQuery = v.Encode()
		return fmt.Sprintf(`<%s/api/v4%s>; rel="%s"`, s.URL, u.RequestURI(), rel)
	}
	var links []string
	if page > 1 {
		h.Set("X-Prev-Page", strconv.Itoa(page-1))
		links = append(links, link(page-1, "prev"))
	}
	if page < pages {
		h.Set("X-Next-Page", strconv.Itoa(page+1))
		links = append(links, link(page+1, "next"))
	}
	links = append(links, link(1, "first"), link(pages, "last"))
	h.Set("Link", strings.Join(links, ", "))
	list := []any{}
	for _, mr := range out[start:end] {
		list = append(list, s.mergeRequestJSON(p, mr))
	}
	writeJSON(w, http.StatusOK, list)
}

func stamp(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t.UTC().Format("2006-01-02T15:04:05.000Z")
}

// hookStamp is the time format of GitLab's webhooks.
func hookStamp(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t.UTC().Format("2006-01-02 15:04:05 UTC")
}

func (s *Server) userJSON(u *user) map[string]any {
	return map[string]any{"id": u.id, "username": u.username, "name": u.username, "state": "active", "bot": u.bot,
		"avatar_url": nil, "web_url": s.URL + "/" + u.username}
}

func (s *Server) projectJSON(p *project, own, group int) map[string]any {
	_, name, _ := cutLast(p.full)
	ns, _, _ := cutLast(p.full)
	access := func(level int) any {
		if level == 0 {
			return nil
		}
		return map[string]any{"access_level": level, "notification_level": 3}
	}
	mrAccess := "enabled"
	if !p.mrsEnabled {
		mrAccess = "disabled"
	}
	return map[string]any{
		"id": p.id, "name": name, "path": name, "path_with_namespace": p.full,
		"name_with_namespace": strings.ReplaceAll(p.full, "/", " / "),
		"namespace":           map[string]any{"full_path": ns, "kind": "group"},
		"default_branch":      p.base, "visibility": "private", "archived": p.archived,
		"web_url":                     s.URL + "/" + p.full,
		"http_url_to_repo":            s.URL + "/" + p.full + ".git",
		"merge_requests_enabled":      p.mrsEnabled,
		"merge_requests_access_level": mrAccess,
		"permissions":                 map[string]any{"project_access": access(own), "group_access": access(group)},
	}
}

func cutLast(full string) (string, string, bool) {
	i := strings.LastIndexByte(full, '/')
	return full[:i], full[i+1:], true
}

func (s *Server) webURL(p *project, mr *mergeRequest) string {
	return s.URL + "/" + p.full + "/-/merge_requests/" + strconv.Itoa(mr.IID)
}

func (s *Server) headSHA(p *project, mr *mergeRequest) string {
	if mr.MergeHead != "" {
		return mr.MergeHead
	}
	sha, _ := s.Git.TryGit(s.Git.Dir(p.full), "rev-parse", "refs/heads/"+mr.Source)
	return sha
}

var draftTitle = []string{"draft:", "[draft]", "(draft)"}

func isDraft(title string) bool {
	t := strings.ToLower(strings.TrimSpace(title))
	for _, p := range draftTitle {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return false
}

func (s *Server) mergeRequestJSON(p *project, mr *mergeRequest) map[string]any {
	draft := isDraft(mr.Title)
	return map[string]any{
		"id": mr.ID, "iid": mr.IID, "project_id": p.id, "title": mr.Title, "description": mr.Description,
		"state": mr.State, "created_at": stamp(mr.Created), "updated_at": stamp(mr.Updated),
		"merged_at": stamp(mr.MergedAt), "closed_at": stamp(mr.ClosedAt),
		"merge_user": nil, "merged_by": nil, "closed_by": nil,
		"target_branch": mr.Target, "source_branch": mr.Source,
		"user_notes_count": len(mr.Notes), "upvotes": 0, "downvotes": 0,
		"author": s.userJSON(mr.Author), "assignees": []any{}, "assignee": nil, "reviewers": []any{},
		"source_project_id": p.id, "target_project_id": p.id, "labels": []any{},
		"draft": draft, "work_in_progress": draft, "milestone": nil,
		"merge_when_pipeline_succeeds": false, "merge_status": "can_be_merged", "detailed_merge_status": "mergeable",
		"sha": s.headSHA(p, mr), "merge_commit_sha": nil, "squash_commit_sha": nilIfEmpty(mr.SquashSHA),
		"discussion_locked": nil, "should_remove_source_branch": nil, "force_remove_source_branch": false,
		"allow_collaboration": true, "allow_maintainer_to_push": true,
		"reference": "!" + strconv.Itoa(mr.IID),
		"references": map[string]any{"short": "!" + strconv.Itoa(mr.IID), "relative": "!" + strconv.Itoa(mr.IID),
			"full": p.full + "!" + strconv.Itoa(mr.IID)},
		"web_url":    s.webURL(p, mr),
		"time_stats": map[string]any{"time_estimate": 0, "total_time_spent": 0},
		"squash":     mr.SquashSHA != "", "squash_on_merge": mr.SquashSHA != "",
		"has_conflicts": false, "blocking_discussions_resolved": true,
	}
}

func (s *Server) noteJSON(p *project, mr *mergeRequest, n Note) map[string]any {
	author := s.users[n.Author]
	if author == nil {
		author = &user{username: n.Author}
	}
	return map[string]any{"id": n.ID, "type": nil, "body": n.Body, "author": s.userJSON(author),
		"created_at": stamp(mr.Updated), "updated_at": stamp(mr.Updated), "system": n.System,
		"noteable_id": mr.ID, "noteable_type": "MergeRequest", "noteable_iid": mr.IID, "project_id": p.id,
		"resolvable": false, "confidential": false, "internal": false}
}

func nilIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// pushed queues a "Push Hook" for each branch a push moved, as GitLab
// sends them, with the zero commit for a branch created or deleted.
func (s *Server) pushed(full string, moved []hosttest.RefUpdate) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.projects[full]
	if p == nil {
		return
	}
	for _, m := range moved {
		checkout := m.After
		if checkout == "" {
			checkout = "0000000000000000000000000000000000000000"
		}
		body, _ := json.Marshal(map[string]any{
			"object_kind": "push", "event_name": "push", "before": orZero(m.Before), "after": orZero(m.After), "ref": m.Ref,
			"ref_protected": m.Ref == "refs/heads/"+p.base, "checkout_sha": checkout, "message": nil,
			"user_id": 1, "user_name": "git", "user_username": "git", "user_email": "", "user_avatar": "",
			"project_id": p.id, "project": s.hookProject(p), "commits": []any{}, "total_commits_count": 0,
			"repository": map[string]any{"name": path.Base(p.full), "url": s.URL + "/" + p.full + ".git", "description": "",
				"homepage": s.URL + "/" + p.full, "git_http_url": s.URL + "/" + p.full + ".git", "visibility_level": 0},
		})
		s.send("Push Hook", body)
	}
}

// orZero is a commit, or the zero one GitLab sends for the side of a
// push that has none.
func orZero(sha string) string {
	if sha == "" {
		return "0000000000000000000000000000000000000000"
	}
	return sha
}

func (s *Server) hookProject(p *project) map[string]any {
	ns, name, _ := cutLast(p.full)
	host := strings.TrimPrefix(strings.TrimPrefix(s.URL, "http://"), "https://")
	return map[string]any{"id": p.id, "name": name, "description": "", "web_url": s.URL + "/" + p.full,
		"avatar_url": nil, "git_ssh_url": "git@" + host + ":" + p.full + ".git", "git_http_url": s.URL + "/" + p.full + ".git",
		"namespace": ns, "visibility_level": 0, "path_with_namespace": p.full, "default_branch": p.base,
		"homepage": s.URL + "/" + p.full, "url": s.URL + "/" + p.full + ".git",
		"ssh_url": "git@" + host + ":" + p.full + ".git", "http_url": s.URL + "/" + p.full + ".git"}
}

func (s *Server) hookUser(u *user) map[string]any {
	return map[string]any{"id": u.id, "name": u.username, "username": u.username, "avatar_url": "", "email": "[REDACTED]"}
}

func (s *Server) lastCommit(p *project, mr *mergeRequest) map[string]any {
	sha := s.headSHA(p, mr)
	return map[string]any{"id": sha, "message": mr.Title + "\n", "title": mr.Title,
		"timestamp": mr.Updated.UTC().Format(time.RFC3339),
		"url":       s.URL + "/" + p.full + "/-/commit/" + sha,
		"author":    map[string]any{"name": "Folio", "email": "folio@example.com"}}
}

func (s *Server) hookMergeRequest(p *project, mr *mergeRequest) map[string]any {
	draft := isDraft(mr.Title)
	return map[string]any{
		"id": mr.ID, "iid": mr.IID, "target_branch": mr.Target, "source_branch": mr.Source,
		"source_project_id": p.id, "target_project_id": p.id, "author_id": mr.Author.id,
		"title": mr.Title, "description": mr.Description, "state": mr.State,
		"created_at": hookStamp(mr.Created), "updated_at": hookStamp(mr.Updated),
		"merge_status": "can_be_merged", "detailed_merge_status": "mergeable",
		"url": s.webURL(p, mr), "draft": draft, "work_in_progress": draft,
		"last_commit":                   s.lastCommit(p, mr),
		"merge_commit_sha":              nil,
		"source":                        s.hookProject(p),
		"target":                        s.hookProject(p),
		"blocking_discussions_resolved": true,
	}
}

func (s *Server) mergeRequestEvent(p *project, mr *mergeRequest, action string) []byte {
	attrs := s.hookMergeRequest(p, mr)
	attrs["action"] = action
	body, _ := json.Marshal(map[string]any{
		"object_kind": "merge_request", "event_type": "merge_request",
		"user": s.hookUser(mr.Author), "project": s.hookProject(p),
		"repository":        map[string]any{"name": p.full, "url": s.URL + "/" + p.full + ".git", "homepage": s.URL + "/" + p.full},
		"object_attributes": attrs, "labels": []any{}, "changes": map[string]any{}, "assignees": []any{}, "reviewers": []any{},
	})
	return body
}

func (s *Server) noteEvent(p *project, mr *mergeRequest, by *user, n Note) []byte {
	body, _ := json.Marshal(map[string]any{
		"object_kind": "note", "event_type": "note",
		"user": s.hookUser(by), "project_id": p.id, "project": s.hookProject(p),
		"object_attributes": map[string]any{
			"id": n.ID, "note": n.Body, "noteable_type": "MergeRequest", "author_id": by.id,
			"created_at": hookStamp(mr.Updated), "updated_at": hookStamp(mr.Updated), "project_id": p.id,
			"attachment": nil, "line_code": nil, "commit_id": "", "noteable_id": mr.ID, "system": n.System,
			"st_diff": nil, "action": "create", "url": s.webURL(p, mr) + "#note_" + strconv.Itoa(n.ID),
		},
		"repository":    map[string]any{"name": p.full, "url": s.URL + "/" + p.full + ".git", "homepage": s.URL + "/" + p.full},
		"merge_request": s.hookMergeRequest(p, mr),
	})
	return body
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// writeMessage is GitLab's error body: {"message":"404 Project Not Found"}.
func writeMessage(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]any{"message": msg})
}
