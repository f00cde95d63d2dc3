// Package giteatest is a fake Gitea (or Forgejo) for tests: an HTTP
// server that answers the API v1 routes Folio uses as Gitea documents
// and implements them (/api/v1/version, /user, repositories, pull
// requests listed, created, read and edited, issue comments; error bodies
// {"message":…,"url":…} with Gitea's messages and status codes — 401
// "invalid username, password or token", 403 for a missing token scope,
// 404 "not found", 409 "pull request already exists for these targets";
// page/limit pagination with Link and X-Total-Count), checks collaborator
// permissions and token scopes, serves the repositories over git's smart
// HTTP protocol behind Basic auth (any user name, the token as the
// password), answers 429 with Retry-After as a proxy in front of an
// instance does, and sends webhooks signed with X-Gitea-Signature. It
// may be served under a sub-path (a ROOT_URL with a path).
package giteatest

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/foliodocs/folio/internal/codehost/hosttest"
)

// Version is what /api/v1/version answers.
const Version = "1.24.6"

// Permissions a collaborator may have.
const (
	Read  = "read"
	Write = "write"
	Admin = "admin"
)

// Server is the fake.
type Server struct {
	// URL is the instance's root URL (with its sub-path, if any).
	URL string
	Git *hosttest.GitServer

	t   hosttest.TB
	srv *httptest.Server

	mu       sync.Mutex
	now      func() time.Time
	users    map[string]*user
	tokens   map[string]*token
	repos    map[string]*repo
	hooks    []hook
	nextID   int64
	limit    int
	limited  bool
	maxItems int
	requests []string
	sent     []Delivery

	pending []delivery
	wake    chan struct{}
	stop    chan struct{}
	done    chan struct{}
}

type user struct {
	id    int64
	login string
}

type token struct {
	user   *user
	scopes []string
}

type repo struct {
	id       int64
	full     string
	base     string
	perms    map[string]string // login → read, write, admin
	pulls    []*pull
	archived bool
	hasPulls bool
}

type pull struct {
	ID        int64
	Index     int64
	IssueID   int64
	Title     string
	Body      string
	Head      string
	Base      string
	State     string // open, closed
	Merged    bool
	MergeSHA  string
	MergeHead string // the head commit when merged
	MergeBase string
	Poster    *user
	Created   time.Time
	Updated   time.Time
	ClosedAt  time.Time
	MergedAt  time.Time
	Comments  []Comment
}

// Comment is a comment on a pull request.
type Comment struct {
	ID   int64
	User string
	Body string
	At   time.Time
}

type hook struct{ url, secret string }

type delivery struct {
	event, eventType string
	body             []byte
}

// Delivery is a webhook the fake sent.
type Delivery struct {
	Event  string
	Status int
	Err    error
}

// New starts the fake at the root of its address; it stops with the test.
func New(t hosttest.TB) *Server { return NewAt(t, "") }

// NewAt starts the fake under root ("/gitea"), as an instance whose
// ROOT_URL has a path.
func NewAt(t hosttest.TB, root string) *Server {
	root = "/" + strings.Trim(root, "/")
	if root == "/" {
		root = ""
	}
	s := &Server{t: t, Git: hosttest.NewGitServer(t), now: time.Now,
		users: map[string]*user{}, tokens: map[string]*token{}, repos: map[string]*repo{}, nextID: 1, maxItems: 50,
		wake: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{})}
	s.Git.Auth = s.gitAuth
	s.Git.OnPush = s.pushed
	mux := http.NewServeMux()
	mux.Handle(root+"/api/v1/", http.StripPrefix(root+"/api/v1", http.HandlerFunc(s.api)))
	mux.Handle(root+"/", http.StripPrefix(root, s.Git))
	s.srv = httptest.NewServer(mux)
	s.URL = s.srv.URL + root
	go s.deliverAll()
	t.Cleanup(func() {
		close(s.stop)
		<-s.done
		s.srv.Close()
	})
	return s
}

// SetClock replaces the fake's clock.
func (s *Server) SetClock(now func() time.Time) {
	s.mu.Lock()
	s.now = now
	s.mu.Unlock()
}

// AddRepo creates the private repository owner/name with one commit on
// base and returns its clone URL.
func (s *Server) AddRepo(full, base string, files map[string]string) string {
	s.Git.Create(s.t, full, base, files)
	s.mu.Lock()
	s.repos[full] = &repo{id: s.id(), full: full, base: base, perms: map[string]string{}, hasPulls: true}
	s.mu.Unlock()
	return s.URL + "/" + full + ".git"
}

// AddToken makes an access token of login (a new user if need be) with
// scopes: "all", or "read:repository", "write:repository", "read:issue",
// "write:issue", "read:user", … (write implies read).
func (s *Server) AddToken(value, login string, scopes ...string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tokens[value] = &token{user: s.user(login), scopes: scopes}
}

// Collaborator gives login a permission (Read, Write, Admin) on full.
func (s *Server) Collaborator(full, login, perm string) {
	s.mu.Lock()
	s.user(login)
	s.repos[full].perms[login] = perm
	s.mu.Unlock()
}

// Archive archives (or unarchives) repository full.
func (s *Server) Archive(full string, archived bool) {
	s.mu.Lock()
	s.repos[full].archived = archived
	s.mu.Unlock()
}

// Hook makes the fake send every repository's events to url, signed with
// secret.
func (s *Server) Hook(url, secret string) {
	s.mu.Lock()
	s.hooks = append(s.hooks, hook{url, secret})
	s.mu.Unlock()
}

// MaxResponseItems sets the instance's MAX_RESPONSE_ITEMS (50 by
// default): the largest page a list answers, whatever limit is asked.
func (s *Server) MaxResponseItems(n int) {
	s.mu.Lock()
	s.maxItems = n
	s.mu.Unlock()
}

// Unhook stops sending events.
func (s *Server) Unhook() {
	s.mu.Lock()
	s.hooks = nil
	s.mu.Unlock()
}

// LimitAfter lets n more API requests through, then answers every one
// with 429 and Retry-After until the next minute, as the proxy in front
// of a busy instance (Codeberg's) does.
func (s *Server) LimitAfter(n int) {
	s.mu.Lock()
	s.limit, s.limited = n, true
	s.mu.Unlock()
}

// Requests are the API requests seen, as "METHOD /api/v1/path?query".
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

// PullRequest is a pull request as the fake holds it.
func (s *Server) PullRequest(full string, index int) (pull, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := s.find(s.repos[full], int64(index))
	if p == nil {
		return pull{}, false
	}
	return *p, true
}

// Merge squashes pull request index into its base, as "Create squash
// commit" does, and sends the pull_request "closed" event (merged).
func (s *Server) Merge(full string, index int) {
	s.t.Helper()
	s.mu.Lock()
	r := s.repos[full]
	p := s.find(r, int64(index))
	s.mu.Unlock()
	dir := s.Git.Dir(full)
	head := s.Git.Git(s.t, dir, "rev-parse", "refs/heads/"+p.Head)
	base := s.Git.Git(s.t, dir, "merge-base", "refs/heads/"+p.Base, "refs/heads/"+p.Head)
	tree := strings.Fields(s.Git.Git(s.t, dir, "merge-tree", "--write-tree", "refs/heads/"+p.Base, "refs/heads/"+p.Head))[0]
	sha := s.Git.Git(s.t, dir, "commit-tree", "-p", "refs/heads/"+p.Base, "-m", fmt.Sprintf("%s (#%d)", p.Title, p.Index), tree)
	before := s.Git.Git(s.t, dir, "rev-parse", "refs/heads/"+p.Base)
	s.Git.Git(s.t, dir, "update-ref", "refs/heads/"+p.Base, sha)
	s.mu.Lock()
	now := s.now().UTC()
	p.State, p.Merged, p.MergeSHA, p.MergeHead, p.MergeBase, p.MergedAt, p.ClosedAt, p.Updated = "closed", true, sha, head, base, now, now, now
	s.send("pull_request", "pull_request", s.pullEvent(r, p, "closed"))
	s.mu.Unlock()
	// The base moved: Gitea sends a push too.
	s.pushed(full, []hosttest.RefUpdate{{Ref: "refs/heads/" + p.Base, Before: before, After: sha}})
}

// Close closes pull request index unmerged and sends the event.
func (s *Server) Close(full string, index int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.repos[full]
	p := s.find(r, int64(index))
	now := s.now().UTC()
	p.State, p.ClosedAt, p.Updated = "closed", now, now
	s.send("pull_request", "pull_request", s.pullEvent(r, p, "closed"))
}

// UserComment is login commenting on pull request index; the
// issue_comment event is sent.
func (s *Server) UserComment(full string, index int, login, text string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.repos[full]
	p := s.find(r, int64(index))
	c := s.addComment(p, s.user(login), text)
	s.send("issue_comment", "pull_request_comment", s.commentEvent(r, p, c))
}

func (s *Server) id() int64 {
	s.nextID++
	return s.nextID
}

func (s *Server) user(login string) *user {
	u := s.users[login]
	if u == nil {
		u = &user{id: s.id(), login: login}
		s.users[login] = u
	}
	return u
}

func (s *Server) find(r *repo, index int64) *pull {
	if r == nil {
		return nil
	}
	for _, p := range r.pulls {
		if p.Index == index {
			return p
		}
	}
	return nil
}

func (s *Server) addComment(p *pull, u *user, body string) Comment {
	c := Comment{ID: s.id(), User: u.login, Body: body, At: s.now().UTC()}
	p.Comments = append(p.Comments, c)
	p.Updated = c.At
	return c
}

// send queues an event (s.mu held); they go out in order, after the
// request that caused them, as Gitea's hook queue sends them.
func (s *Server) send(event, eventType string, body []byte) {
	s.pending = append(s.pending, delivery{event, eventType, body})
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

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
			for _, h := range hooks {
				s.deliver(d, h)
			}
		}
	}
}

// deliver posts one event with Gitea's headers: its own, and the Gogs and
// GitHub ones it sends alongside.
func (s *Server) deliver(d delivery, h hook) {
	uuid := randomUUID()
	req, _ := http.NewRequest(http.MethodPost, h.url, bytes.NewReader(d.body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Gitea-Delivery", uuid)
	req.Header.Set("X-Gitea-Event", d.event)
	req.Header.Set("X-Gitea-Event-Type", d.eventType)
	req.Header.Set("X-Gogs-Delivery", uuid)
	req.Header.Set("X-Gogs-Event", d.event)
	req.Header.Set("X-Gogs-Event-Type", d.eventType)
	req.Header["X-GitHub-Delivery"] = []string{uuid}
	req.Header["X-GitHub-Event"] = []string{d.event}
	req.Header["X-GitHub-Event-Type"] = []string{d.eventType}
	if h.secret != "" {
		m256 := hmac.New(sha256.New, []byte(h.secret))
		m256.Write(d.body)
		m1 := hmac.New(sha1.New, []byte(h.secret))
		m1.Write(d.body)
		sig := hex.EncodeToString(m256.Sum(nil))
		req.Header.Set("X-Gitea-Signature", sig)
		req.Header.Set("X-Gogs-Signature", sig)
		req.Header.Set("X-Hub-Signature", "sha1="+hex.EncodeToString(m1.Sum(nil)))
		req.Header.Set("X-Hub-Signature-256", "sha256="+sig)
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

func randomUUID() string {
	b := make([]byte, 16)
	rand.Read(b)
	h := hex.EncodeToString(b)
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

// scope categories Gitea's routes require.
const (
	repository = "repository"
	issue      = "issue"
	userScope  = "user"
)

// allows reports whether the token's scopes reach category (write or
// read): "all", or write:<category>, or read:<category> for a read.
func (t *token) allows(category string, write bool) bool {
	if slices.Contains(t.scopes, "all") || slices.Contains(t.scopes, "write:"+category) {
		return true
	}
	return !write && slices.Contains(t.scopes, "read:"+category)
}

// gitAuth is Gitea's answer to git over HTTP: the token as the password
// (any user name), the repository scope, and the user's permission.
func (s *Server) gitAuth(login, password, full string, write bool) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.tokens[password]
	if t == nil {
		return http.StatusUnauthorized
	}
	r := s.repos[full]
	perm := ""
	if r != nil {
		perm = r.perms[t.user.login]
	}
	if perm == "" || !t.allows(repository, false) {
		return http.StatusNotFound
	}
	if write && (perm == Read || !t.allows(repository, true) || r.archived) {
		return http.StatusForbidden
	}
	return http.StatusOK
}

// api answers the API (the path without /api/v1).
func (s *Server) api(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.requests = append(s.requests, r.Method+" /api/v1"+r.URL.RequestURI())
	if s.limited {
		if s.limit <= 0 {
			now := s.now().UTC()
			reset := now.Truncate(time.Minute).Add(time.Minute)
			w.Header().Set("Retry-After", strconv.Itoa(int(reset.Sub(now).Seconds()+0.999)))
			w.Header().Set("Content-Type", "text/plain; charset=utf-8")
			w.WriteHeader(http.StatusTooManyRequests)
			fmt.Fprint(w, "Too Many Requests\n")
			return
		}
		s.limit--
	}
	t, ok := s.authenticate(w, r)
	if !ok {
		return
	}
	now := s.now().UTC()
	parts := strings.Split(strings.Trim(r.URL.Path, "/"), "/")
	switch {
	case len(parts) == 1 && parts[0] == "version" && r.Method == http.MethodGet:
		s.json(w, http.StatusOK, map[string]any{"version": Version})
		return
	case len(parts) == 1 && parts[0] == "user" && r.Method == http.MethodGet:
		if t == nil {
			s.message(w, http.StatusUnauthorized, "token is required")
			return
		}
		if !s.scoped(w, t, userScope, false) {
			return
		}
		s.json(w, http.StatusOK, s.userJSON(t.user))
		return
	case len(parts) >= 3 && parts[0] == "repos":
	default:
		s.message(w, http.StatusNotFound, "not found")
		return
	}
	full := parts[1] + "/" + parts[2]
	rp := s.repos[full]
	perm := ""
	if rp != nil && t != nil {
		perm = rp.perms[t.user.login]
	}
	if rp == nil || perm == "" {
		s.message(w, http.StatusNotFound, "not found")
		return
	}
	rest := parts[3:]
	write := r.Method != http.MethodGet && r.Method != http.MethodHead
	category := repository
	if len(rest) > 0 && rest[0] == "issues" {
		category = issue
	}
	if !s.scoped(w, t, category, write) {
		return
	}
	if write && rp.archived {
		s.message(w, http.StatusLocked, fmt.Sprintf("repo is archived: %s", full))
		return
	}
	switch {
	case len(rest) == 0 && r.Method == http.MethodGet:
		s.json(w, http.StatusOK, s.repoJSON(rp, perm))
	case len(rest) == 1 && rest[0] == "pulls" && r.Method == http.MethodGet:
		s.listPulls(w, r, rp)
	case len(rest) == 1 && rest[0] == "pulls" && r.Method == http.MethodPost:
		s.createPull(w, r, rp, t.user, now)
	case len(rest) == 2 && rest[0] == "pulls":
		index, _ := strconv.ParseInt(rest[1], 10, 64)
		p := s.find(rp, index)
		if p == nil {
			s.message(w, http.StatusNotFound, "not found")
			return
		}
		switch r.Method {
		case http.MethodGet:
			s.json(w, http.StatusOK, s.pullJSON(rp, p))
		case http.MethodPatch:
			if p.Poster != t.user && perm == Read {
				w.WriteHeader(http.StatusForbidden) // Gitea answers this one with no body
				return
			}
			s.editPull(w, r, rp, p, now)
		default:
			s.message(w, http.StatusMethodNotAllowed, "method not allowed")
		}
	case len(rest) == 3 && rest[0] == "issues" && rest[2] == "comments":
		index, _ := strconv.ParseInt(rest[1], 10, 64)
		p := s.find(rp, index)
		if p == nil {
			s.message(w, http.StatusNotFound, "not found")
			return
		}
		switch r.Method {
		case http.MethodPost:
			var in struct {
				Body string `json:"body"`
			}
			if !s.read(w, r, &in) {
				return
			}
			if strings.TrimSpace(in.Body) == "" {
				s.message(w, http.StatusUnprocessableEntity, "[Body]: Required")
				return
			}
			c := s.addComment(p, t.user, in.Body)
			s.json(w, http.StatusCreated, s.commentJSON(rp, p, c))
			s.send("issue_comment", "pull_request_comment", s.commentEvent(rp, p, c))
		case http.MethodGet:
			out := []any{}
			for _, c := range p.Comments {
				out = append(out, s.commentJSON(rp, p, c))
			}
			s.json(w, http.StatusOK, out)
		default:
			s.message(w, http.StatusMethodNotAllowed, "method not allowed")
		}
	default:
		s.message(w, http.StatusNotFound, "not found")
	}
}

// authenticate reads "Authorization: token T" or "Bearer T"; none is an
// anonymous request (nil, true). A token Gitea does not know is refused
// on every route, /version included.
func (s *Server) authenticate(w http.ResponseWriter, r *http.Request) (*token, bool) {
	scheme, value, _ := strings.Cut(r.Header.Get("Authorization"), " ")
	if value == "" || !strings.EqualFold(scheme, "token") && !strings.EqualFold(scheme, "bearer") {
		return nil, true
	}
	t := s.tokens[value]
	if t == nil {
		s.message(w, http.StatusUnauthorized, "invalid username, password or token")
		return nil, false
	}
	return t, true
}

// scoped checks a token's scope for a route's category, as Gitea's
// tokenRequiresScopes does.
func (s *Server) scoped(w http.ResponseWriter, t *token, category string, write bool) bool {
	if t == nil || t.allows(category, write) {
		return true
	}
	mode := "read"
	if write {
		mode = "write"
	}
	s.message(w, http.StatusForbidden, fmt.Sprintf("token does not have at least one of required scope(s), required=[%s:%s], token scope=%s",
		mode, category, strings.Join(t.scopes, ",")))
	return false
}

func (s *Server) read(w http.ResponseWriter, r *http.Request, v any) bool {
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20)).Decode(v); err != nil {
		s.message(w, http.StatusUnprocessableEntity, "invalid JSON: "+err.Error())
		return false
	}
	return true
}

func (s *Server) branchExists(full, branch string) bool {
	if branch == "" {
		return false
	}
	_, err := s.Git.TryGit(s.Git.Dir(full), "rev-parse", "--verify", "--quiet", "refs/heads/"+branch)
	return err == nil
}

func (s *Server) createPull(w http.ResponseWriter, r *http.Request, rp *repo, poster *user, now time.Time) {
	var in struct {
		Head  string `json:"head"`
		Base  string `json:"base"`
		Title string `json:"title"`
		Body  string `json:"body"`
	}
	if !s.read(w, r, &in) {
		return
	}
	owner, _, _ := strings.Cut(rp.full, "/")
	head := strings.TrimPrefix(in.Head, owner+":")
	switch {
	case strings.TrimSpace(in.Title) == "":
		s.message(w, http.StatusUnprocessableEntity, "[Title]: Required")
		return
	case head == in.Base:
		s.message(w, http.StatusUnprocessableEntity, "Invalid PullRequest: There are no changes between the head and the base")
		return
	case !s.branchExists(rp.full, head) || !s.branchExists(rp.full, in.Base):
		s.message(w, http.StatusNotFound, "not found")
		return
	}
	for _, p := range rp.pulls {
		if p.Head == head && p.Base == in.Base && p.State == "open" {
			s.message(w, http.StatusConflict, fmt.Sprintf("pull request already exists for these targets [id: %d, issue_id: %d, head_repo_id: %d, base_repo_id: %d, head_branch: %s, base_branch: %s]",
				p.ID, p.Index, rp.id, rp.id, p.Head, p.Base))
			return
		}
	}
	mergeBase, _ := s.Git.TryGit(s.Git.Dir(rp.full), "merge-base", "refs/heads/"+in.Base, "refs/heads/"+head)
	// Issues and pull requests share their numbers on Gitea.
	p := &pull{ID: s.id(), Index: int64(len(rp.pulls) + 1), IssueID: s.id(), Title: in.Title, Body: in.Body, Head: head, Base: in.Base,
		State: "open", Poster: poster, Created: now, Updated: now, MergeBase: mergeBase}
	rp.pulls = append(rp.pulls, p)
	s.json(w, http.StatusCreated, s.pullJSON(rp, p))
	s.send("pull_request", "pull_request", s.pullEvent(rp, p, "opened"))
}

func (s *Server) editPull(w http.ResponseWriter, r *http.Request, rp *repo, p *pull, now time.Time) {
	var in struct {
		Title string  `json:"title"`
		Body  *string `json:"body"`
		State *string `json:"state"`
	}
	if !s.read(w, r, &in) {
		return
	}
	if in.Title != "" {
		p.Title = in.Title
	}
	if in.Body != nil {
		p.Body = *in.Body
	}
	action := "edited"
	if in.State != nil {
		if p.Merged {
			s.message(w, http.StatusPreconditionFailed, "cannot change state of this pull request, it was already merged")
			return
		}
		switch *in.State {
		case "closed":
			p.State, p.ClosedAt, action = "closed", now, "closed"
		case "open":
			p.State, p.ClosedAt, action = "open", time.Time{}, "reopened"
		}
	}
	p.Updated = now
	// Gitea answers an edit with 201.
	s.json(w, http.StatusCreated, s.pullJSON(rp, p))
	s.send("pull_request", "pull_request", s.pullEvent(rp, p, action))
}

// listPulls answers GET /repos/{owner}/{repo}/pulls with state (default
// open), sort (newest by default; oldest, recentupdate), page and limit
// (default 30, at most MAX_RESPONSE_ITEMS), paginated with Link and X-Total-Count as
// Gitea does. Gitea's list has no filter by head branch.
func (s *Server) listPulls(w http.ResponseWriter, r *http.Request, rp *repo) {
	q := r.URL.Query()
	state := q.Get("state")
	if state == "" {
		state = "open"
	}
	var out []*pull
	for _, p := range rp.pulls {
		if state == "all" || p.State == state {
			out = append(out, p)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		switch q.Get("sort") {
		case "oldest":
			return a.Created.Before(b.Created) || a.Created.Equal(b.Created) && a.Index < b.Index
		case "recentupdate":
			return a.Updated.After(b.Updated) || a.Updated.Equal(b.Updated) && a.Index > b.Index
		}
		return a.Created.After(b.Created) || a.Created.Equal(b.Created) && a.Index > b.Index
	})
	limit, _ := strconv.Atoi(q.Get("limit"))
	if limit <= 0 {
		limit = 30
	}
	limit = min(limit, s.maxItems)
	page, _ := strconv.Atoi(q.Get("page"))
	page = max(page, 1)
	pages := max((len(out)+limit-1)/limit, 1)
	start := min((page-1)*limit, len(out))
	end := min(start+limit, len(out))
	link := func(n int, rel string) string {
		u := *r.URL
		v := u.Query()
		v.Set("page", strconv.Itoa(n))
		u.RawQuery = v.Encode()
		return fmt.Sprintf(`<%s/api/v1%s>; rel="%s"`, s.URL, u.RequestURI(), rel)
	}
	var links []string
	if page < pages {
		links = append(links, link(page+1, "next"), link(pages, "last"))
	}
	if page > 1 {
		links = append(links, link(1, "first"), link(page-1, "prev"))
	}
	if len(links) > 0 {
		w.Header().Set("Link", strings.Join(links, ","))
	}
	w.Header().Set("X-Total-Count", strconv.Itoa(len(out)))
	list := []any{}
	for _, p := range out[start:end] {
		list = append(list, s.pullJSON(rp, p))
	}
	s.json(w, http.StatusOK, list)
}

func stamp(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return t.UTC().Format(time.RFC3339)
}

func (s *Server) userJSON(u *user) map[string]any {
	return map[string]any{"id": u.id, "login": u.login, "login_name": "", "source_id": 0, "full_name": "",
		"email": u.login + "@noreply.example.com", "avatar_url": s.URL + "/avatars/" + u.login, "html_url": s.URL + "/" + u.login,
		"language": "", "is_admin": false, "restricted": false, "active": true, "prohibit_login": false,
		"visibility": "public", "username": u.login}
}

// pushed queues a "push" event for each branch a push moved, as Gitea
// sends them, with the zero commit for a branch created or deleted.
func (s *Server) pushed(full string, moved []hosttest.RefUpdate) {
	s.mu.Lock()
	defer s.mu.Unlock()
	rp := s.repos[full]
	if rp == nil {
		return
	}
	for _, m := range moved {
		body, _ := json.Marshal(map[string]any{
			"ref": m.Ref, "before": orZero(m.Before), "after": orZero(m.After),
			"compare_url": s.URL + "/" + full + "/compare/" + orZero(m.Before) + "..." + orZero(m.After),
			"commits":     []any{}, "total_commits": 0, "head_commit": nil,
			"repository": s.repoJSON(rp, ""), "pusher": map[string]any{"id": 1, "login": "git", "username": "git"},
			"sender": map[string]any{"id": 1, "login": "git", "username": "git"},
		})
		s.send("push", "push", body)
	}
}

// orZero is a commit, or the zero one Gitea sends for the side of a push
// that has none.
func orZero(sha string) string {
	if sha == "" {
		return "0000000000000000000000000000000000000000"
	}
	return sha
}

func (s *Server) repoJSON(rp *repo, perm string) map[string]any {
	owner, name, _ := strings.Cut(rp.full, "/")
	ownerJSON := map[string]any{"id": 0, "login": owner}
	if u := s.users[owner]; u != nil {
		ownerJSON = s.userJSON(u)
	}
	out := map[string]any{
		"id": rp.id, "owner": ownerJSON, "name": name, "full_name": rp.full, "description": "",
		"empty": false, "private": true, "fork": false, "template": false, "mirror": false,
		"html_url": s.URL + "/" + rp.full, "clone_url": s.URL + "/" + rp.full + ".git",
		"ssh_url":        "git@" + strings.TrimPrefix(strings.TrimPrefix(s.srv.URL, "http://"), "https://") + ":" + rp.full + ".git",
		"default_branch": rp.base, "archived": rp.archived, "has_pull_requests": rp.hasPulls, "has_issues": true,
		"allow_squash_merge": true, "default_merge_style": "merge",
	}
	if perm != "" {
		out["permissions"] = map[string]bool{"admin": perm == Admin, "push": perm == Write || perm == Admin, "pull": true}
	}
	return out
}

func (s *Server) htmlURL(rp *repo, p *pull) string {
	return s.URL + "/" + rp.full + "/pulls/" + strconv.FormatInt(p.Index, 10)
}

func isWIP(title string) bool {
	t := strings.ToUpper(strings.TrimSpace(title))
	return strings.HasPrefix(t, "WIP:") || strings.HasPrefix(t, "[WIP]")
}

func (s *Server) pullJSON(rp *repo, p *pull) map[string]any {
	dir := s.Git.Dir(rp.full)
	headSHA := p.MergeHead
	if headSHA == "" {
		headSHA, _ = s.Git.TryGit(dir, "rev-parse", "refs/heads/"+p.Head)
	}
	baseSHA, _ := s.Git.TryGit(dir, "rev-parse", "refs/heads/"+p.Base)
	small := s.repoJSON(rp, "")
	url := s.htmlURL(rp, p)
	var mergedBy any
	if p.Merged {
		mergedBy = s.userJSON(p.Poster)
	}
	return map[string]any{
		"id": p.ID, "url": url, "number": p.Index, "user": s.userJSON(p.Poster),
		"title": p.Title, "body": p.Body, "labels": []any{}, "milestone": nil, "assignee": nil, "assignees": nil,
		"requested_reviewers": []any{}, "requested_reviewers_teams": []any{},
		"state": p.State, "draft": isWIP(p.Title), "is_locked": false, "comments": len(p.Comments), "review_comments": 0,
		"additions": 1, "deletions": 0, "changed_files": 1,
		"html_url": url, "diff_url": url + ".diff", "patch_url": url + ".patch",
		"mergeable": p.State == "open", "merged": p.Merged, "merged_at": stamp(p.MergedAt),
		"merge_commit_sha": nilIfEmpty(p.MergeSHA), "merged_by": mergedBy, "allow_maintainer_edit": false,
		"base":       map[string]any{"label": p.Base, "ref": p.Base, "sha": baseSHA, "repo_id": rp.id, "repo": small},
		"head":       map[string]any{"label": p.Head, "ref": p.Head, "sha": headSHA, "repo_id": rp.id, "repo": small},
		"merge_base": p.MergeBase, "due_date": nil,
		"created_at": stamp(p.Created), "updated_at": stamp(p.Updated), "closed_at": stamp(p.ClosedAt),
		"pin_order": 0,
	}
}

func nilIfEmpty(v string) any {
	if v == "" {
		return nil
	}
	return v
}

func (s *Server) issueJSON(rp *repo, p *pull) map[string]any {
	owner, name, _ := strings.Cut(rp.full, "/")
	return map[string]any{
		"id": p.IssueID, "url": s.URL + "/api/v1/repos/" + rp.full + "/issues/" + strconv.FormatInt(p.Index, 10),
		"html_url": s.htmlURL(rp, p), "number": p.Index, "user": s.userJSON(p.Poster), "original_author": "",
		"original_author_id": 0, "title": p.Title, "body": p.Body, "ref": "", "labels": []any{}, "milestone": nil,
		"assignee": nil, "assignees": nil, "state": p.State, "is_locked": false, "comments": len(p.Comments),
		"created_at": stamp(p.Created), "updated_at": stamp(p.Updated), "closed_at": stamp(p.ClosedAt), "due_date": nil,
		"pull_request": map[string]any{"merged": p.Merged, "merged_at": stamp(p.MergedAt), "draft": isWIP(p.Title), "html_url": s.htmlURL(rp, p)},
		"repository":   map[string]any{"id": rp.id, "name": name, "owner": owner, "full_name": rp.full},
		"pin_order":    0,
	}
}

func (s *Server) commentJSON(rp *repo, p *pull, c Comment) map[string]any {
	return map[string]any{
		"id": c.ID, "html_url": s.htmlURL(rp, p) + "#issuecomment-" + strconv.FormatInt(c.ID, 10),
		"pull_request_url": s.htmlURL(rp, p), "issue_url": "", "user": s.userJSON(s.users[c.User]),
		"original_author": "", "original_author_id": 0, "body": c.Body, "assets": []any{},
		"created_at": stamp(c.At), "updated_at": stamp(c.At),
	}
}

func (s *Server) pullEvent(rp *repo, p *pull, action string) []byte {
	body, _ := json.Marshal(map[string]any{
		"action": action, "number": p.Index, "pull_request": s.pullJSON(rp, p), "requested_reviewer": nil,
		"repository": s.repoJSON(rp, ""), "sender": s.userJSON(p.Poster), "commit_id": "", "review": nil,
	})
	return body
}

func (s *Server) commentEvent(rp *repo, p *pull, c Comment) []byte {
	body, _ := json.Marshal(map[string]any{
		"action": "created", "issue": s.issueJSON(rp, p), "comment": s.commentJSON(rp, p, c),
		"repository": s.repoJSON(rp, ""), "sender": s.userJSON(s.users[c.User]), "is_pull": true,
	})
	return body
}

func (s *Server) json(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json;charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// message is Gitea's error body: {"message":…,"url":…}, url the API's
// swagger page.
func (s *Server) message(w http.ResponseWriter, status int, msg string) {
	s.json(w, status, map[string]any{"message": msg, "url": s.URL + "/api/swagger"})
}
