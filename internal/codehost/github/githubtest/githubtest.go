// Package githubtest is a fake GitHub for tests: an HTTP server that
// answers the REST API's routes Folio uses as GitHub documents them
// (paths under /api/v3/ as on GitHub Enterprise Server, JSON bodies,
// status codes and error bodies, Link pagination, X-RateLimit-* headers
// and the primary rate limit's 403), mints App installation tokens for a
// JWT signed with the App's key, serves the repositories over git's smart
// HTTP protocol behind Basic auth, and sends signed webhooks.
package githubtest

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/rsa"
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

	"github.com/golang-jwt/jwt/v5"

	"github.com/foliodocs/folio/internal/codehost/hosttest"
)

// Server is the fake.
type Server struct {
	URL string
	Git *hosttest.GitServer

	t   hosttest.TB
	srv *httptest.Server

	mu     sync.Mutex
	now    func() time.Time
	tokens map[string]*token
	apps   map[int64]*app
	repos  map[string]*repo
	hooks  []hook
	// limit, when positive, is how many more API requests are answered
	// before the primary rate limit refuses them.
	limit    int
	limited  bool
	requests []string // "METHOD path", of the API
	sent     []Delivery
}

type token struct {
	login string
	write bool
	// scopes, for a classic personal token, are its OAuth scopes, sent
	// back in X-OAuth-Scopes; a private repository needs "repo".
	classic bool
	scopes  []string
	repos   map[string]bool // nil: every repository
	expires time.Time       // zero: never
}

type app struct {
	key           *rsa.PublicKey
	installations map[int64][]string
}

type repo struct {
	full   string
	base   string
	prs    []*pull
	nextID int
}

type pull struct {
	Number    int
	Title     string
	Body      string
	Head      string
	Base      string
	Draft     bool
	State     string // open, closed
	Merged    bool
	MergeSHA  string
	User      string
	Created   time.Time
	Updated   time.Time
	ClosedAt  time.Time
	MergedAt  time.Time
	Comments  []Comment
	MergeHead string // the head commit when merged
}

// Comment is a comment on a pull request.
type Comment struct {
	ID   int64
	User string
	Body string
}

type hook struct {
	url, secret string
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
		tokens: map[string]*token{}, apps: map[int64]*app{}, repos: map[string]*repo{}}
	s.Git.Auth = s.gitAuth
	s.Git.OnPush = s.pushed
	mux := http.NewServeMux()
	mux.Handle("/api/v3/", http.StripPrefix("/api/v3", http.HandlerFunc(s.api)))
	mux.Handle("/", s.Git)
	s.srv = httptest.NewServer(mux)
	t.Cleanup(s.srv.Close)
	s.URL = s.srv.URL
	return s
}

// SetClock replaces the fake's clock (token expiry, rate-limit resets).
func (s *Server) SetClock(now func() time.Time) {
	s.mu.Lock()
	s.now = now
	s.mu.Unlock()
}

// AddRepo creates owner/name with one commit on base and returns its
// clone URL.
func (s *Server) AddRepo(full, base string, files map[string]string) string {
	s.Git.Create(s.t, full, base, files)
	s.mu.Lock()
	s.repos[full] = &repo{full: full, base: base, nextID: 1}
	s.mu.Unlock()
	return s.URL + "/" + full + ".git"
}

// AddToken makes a personal token of login: write lets it push and open
// pull requests; repos limits it (a fine-grained token), none is all.
func (s *Server) AddToken(value, login string, write bool, repos ...string) {
	t := &token{login: login, write: write}
	if len(repos) > 0 {
		t.repos = map[string]bool{}
		for _, r := range repos {
			t.repos[r] = true
		}
	}
	s.mu.Lock()
	s.tokens[value] = t
	s.mu.Unlock()
}

// AddClassicToken makes a classic personal token of login with the given
// OAuth scopes: GitHub names them in X-OAuth-Scopes, and without "repo"
// the token sees no private repository (every repository of the fake is
// private); write is the account's role.
func (s *Server) AddClassicToken(value, login string, write bool, scopes ...string) {
	s.mu.Lock()
	s.tokens[value] = &token{login: login, write: write, classic: true, scopes: scopes}
	s.mu.Unlock()
}

// sees reports whether t may see the private repository full.
func (t *token) sees(full string) bool {
	if t.classic && !slices.Contains(t.scopes, "repo") {
		return false
	}
	return t.repos == nil || t.repos[full]
}

// AddApp registers a GitHub App by its public key, installed on repos
// under installation.
func (s *Server) AddApp(id int64, key *rsa.PublicKey, installation int64, repos ...string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a := s.apps[id]
	if a == nil {
		a = &app{key: key, installations: map[int64][]string{}}
		s.apps[id] = a
	}
	a.installations[installation] = repos
}

// Hook makes the fake send every repository's events to url, signed with
// secret.
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
// with the primary rate limit's 403 until the next minute.
func (s *Server) LimitAfter(n int) {
	s.mu.Lock()
	s.limit, s.limited = n, true
	s.mu.Unlock()
}

// Requests are the API requests seen, as "METHOD /path?query".
func (s *Server) Requests() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.requests...)
}

// Deliveries are the webhooks sent.
func (s *Server) Deliveries() []Delivery {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Delivery(nil), s.sent...)
}

// PullRequest is a pull request as the fake holds it.
func (s *Server) PullRequest(full string, number int) (pull, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.repos[full]
	if r == nil || number < 1 || number > len(r.prs) || r.prs[number-1] == nil {
		return pull{}, false
	}
	return *r.prs[number-1], true
}

// PullRequests are the repository's pull requests, oldest first.
func (s *Server) PullRequests(full string) []pull {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []pull
	if r := s.repos[full]; r != nil {
		for _, p := range r.prs {
			if p != nil {
				out = append(out, *p)
			}
		}
	}
	return out
}

// Merge squashes pull request number into its base, as "Squash and
// merge" does, and sends the pull_request "closed" event and the base's
// push.
func (s *Server) Merge(full string, number int) {
	s.t.Helper()
	s.mu.Lock()
	r := s.repos[full]
	p := r.prs[number-1]
	s.mu.Unlock()
	dir := s.Git.Dir(full)
	head := s.Git.Git(s.t, dir, "rev-parse", "refs/heads/"+p.Head)
	tree := s.Git.Git(s.t, dir, "merge-tree", "--write-tree", "refs/heads/"+p.Base, "refs/heads/"+p.Head)
	tree = strings.Fields(tree)[0]
	sha := s.Git.Git(s.t, dir, "commit-tree", "-p", "refs/heads/"+p.Base, "-m", p.Title+" (#"+strconv.Itoa(number)+")", tree)
	before := s.Git.Git(s.t, dir, "rev-parse", "refs/heads/"+p.Base)
	s.Git.Git(s.t, dir, "update-ref", "refs/heads/"+p.Base, sha)
	s.mu.Lock()
	now := s.now().UTC()
	p.State, p.Merged, p.MergeSHA, p.MergeHead, p.MergedAt, p.ClosedAt, p.Updated = "closed", true, sha, head, now, now, now
	body := s.pullEvent(r, p, "closed")
	s.mu.Unlock()
	s.deliver("pull_request", body)
	// The base moved: GitHub sends a push too.
	s.pushed(full, []hosttest.RefUpdate{{Ref: "refs/heads/" + p.Base, Before: before, After: sha}})
}

// Close closes pull request number unmerged and sends the event.
func (s *Server) Close(full string, number int) {
	s.mu.Lock()
	r := s.repos[full]
	p := r.prs[number-1]
	now := s.now().UTC()
	p.State, p.ClosedAt, p.Updated = "closed", now, now
	body := s.pullEvent(r, p, "closed")
	s.mu.Unlock()
	s.deliver("pull_request", body)
}

// UserComment is a person commenting on pull request number; the
// issue_comment event is sent.
func (s *Server) UserComment(full string, number int, login, text string) {
	s.mu.Lock()
	r := s.repos[full]
	p := r.prs[number-1]
	c := s.addComment(p, login, text)
	body, _ := json.Marshal(map[string]any{
		"action":     "created",
		"issue":      map[string]any{"number": p.Number, "html_url": s.htmlURL(r, p), "title": p.Title, "pull_request": map[string]any{"url": s.apiURL(r, p)}},
		"comment":    map[string]any{"id": c.ID, "body": c.Body, "user": map[string]any{"login": login, "type": "User"}},
		"repository": s.repoJSON(r, nil),
		"sender":     map[string]any{"login": login, "type": "User"},
	})
	s.mu.Unlock()
	s.deliver("issue_comment", body)
}

func (s *Server) addComment(p *pull, login, text string) Comment {
	c := Comment{ID: int64(1000 + len(p.Comments)), User: login, Body: text}
	p.Comments = append(p.Comments, c)
	p.Updated = s.now().UTC()
	return c
}

// deliver sends one event to every hook, signed as GitHub signs.
func (s *Server) deliver(event string, body []byte) {
	s.mu.Lock()
	hooks := append([]hook(nil), s.hooks...)
	s.mu.Unlock()
	for _, h := range hooks {
		mac := hmac.New(sha256.New, []byte(h.secret))
		mac.Write(body)
		req, _ := http.NewRequest(http.MethodPost, h.url, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("User-Agent", "GitHub-Hookshot/fake")
		req.Header.Set("X-GitHub-Event", event)
		req.Header.Set("X-GitHub-Delivery", randomHex(16))
		req.Header.Set("X-Hub-Signature-256", "sha256="+hex.EncodeToString(mac.Sum(nil)))
		d := Delivery{Event: event}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			d.Err = err
		} else {
			d.Status = resp.StatusCode
			resp.Body.Close()
		}
		s.mu.Lock()
		s.sent = append(s.sent, d)
		s.mu.Unlock()
	}
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// gitAuth is GitHub's answer to git over HTTPS: any user name with a
// token as the password.
func (s *Server) gitAuth(user, password, full string, write bool) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.tokens[password]
	if t == nil || !t.expires.IsZero() && !s.now().Before(t.expires) {
		return http.StatusUnauthorized
	}
	if !t.sees(full) {
		return http.StatusNotFound
	}
	if write && !t.write {
		return http.StatusForbidden
	}
	return http.StatusOK
}

// pushed sends a "push" event for each branch a push moved, as GitHub
// does after it accepts one, with the zero commit for a branch created
// or deleted.
func (s *Server) pushed(full string, moved []hosttest.RefUpdate) {
	s.mu.Lock()
	rp := s.repos[full]
	var repoJSON map[string]any
	if rp != nil {
		repoJSON = s.repoJSON(rp, nil)
	}
	s.mu.Unlock()
	if rp == nil {
		return
	}
	for _, m := range moved {
		body, _ := json.Marshal(map[string]any{
			"ref": m.Ref, "before": orZero(m.Before), "after": orZero(m.After),
			"created": m.Before == "", "deleted": m.After == "", "forced": false,
			"base_ref": nil, "compare": s.URL + "/" + full + "/compare", "commits": []any{}, "head_commit": nil,
			"repository": repoJSON, "pusher": map[string]any{"name": "git", "email": nil},
			"sender": map[string]any{"login": "git", "id": 1, "type": "User"},
		})
		go s.deliver("push", body)
	}
}

// orZero is a commit, or the zero one GitHub, GitLab and Gitea send for
// the side of a push that has none.
func orZero(sha string) string {
	if sha == "" {
		return "0000000000000000000000000000000000000000"
	}
	return sha
}

// api answers the REST API.
func (s *Server) api(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.requests = append(s.requests, r.Method+" "+r.URL.RequestURI())
	now := s.now().UTC()
	reset := now.Truncate(time.Minute).Add(time.Minute)
	h := w.Header()
	h.Set("X-GitHub-Media-Type", "github.v3; format=json")
	h.Set("X-RateLimit-Limit", "5000")
	h.Set("X-RateLimit-Reset", strconv.FormatInt(reset.Unix(), 10))
	h.Set("X-RateLimit-Resource", "core")
	if s.limited {
		if s.limit <= 0 {
			h.Set("X-RateLimit-Remaining", "0")
			h.Set("X-RateLimit-Used", "5000")
			writeError(w, http.StatusForbidden, "API rate limit exceeded for user ID 1. If you reach out to GitHub Support for help, please include the request ID.")
			return
		}
		s.limit--
	}
	h.Set("X-RateLimit-Remaining", "4999")

	parts := strings.Split(strings.Trim(r.URL.Path, "/"), "/")
	if len(parts) == 4 && parts[0] == "app" && parts[1] == "installations" && parts[3] == "access_tokens" && r.Method == http.MethodPost {
		s.mintToken(w, r, parts[2])
		return
	}
	t, ok := s.authenticate(w, r)
	if !ok {
		return
	}
	switch {
	case len(parts) == 1 && parts[0] == "user" && r.Method == http.MethodGet:
		if t.login == "" {
			writeError(w, http.StatusForbidden, "Resource not accessible by integration")
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"login": t.login, "id": 1, "type": "User"})
		return
	case len(parts) >= 3 && parts[0] == "repos":
	default:
		writeError(w, http.StatusNotFound, "Not Found")
		return
	}
	full := parts[1] + "/" + parts[2]
	rp := s.repos[full]
	if rp == nil || !t.sees(full) {
		writeError(w, http.StatusNotFound, "Not Found")
		return
	}
	rest := parts[3:]
	switch {
	case len(rest) == 0 && r.Method == http.MethodGet:
		writeJSON(w, http.StatusOK, s.repoJSON(rp, t))
	case len(rest) == 1 && rest[0] == "pulls" && r.Method == http.MethodGet:
		s.listPulls(w, r, rp)
	case len(rest) == 1 && rest[0] == "pulls" && r.Method == http.MethodPost:
		if !t.write {
			writeError(w, http.StatusForbidden, "Resource not accessible by personal access token")
			return
		}
		s.createPull(w, r, rp, t, now)
	case len(rest) == 2 && rest[0] == "pulls":
		p := s.pullOf(rp, rest[1])
		if p == nil {
			writeError(w, http.StatusNotFound, "Not Found")
			return
		}
		switch r.Method {
		case http.MethodGet:
			writeJSON(w, http.StatusOK, s.pullJSON(rp, p))
		case http.MethodPatch:
			if !t.write {
				writeError(w, http.StatusForbidden, "Resource not accessible by personal access token")
				return
			}
			var in struct {
				Title *string `json:"title"`
				Body  *string `json:"body"`
				State *string `json:"state"`
			}
			if !readJSON(w, r, &in) {
				return
			}
			if in.Title != nil {
				p.Title = *in.Title
			}
			if in.Body != nil {
				p.Body = *in.Body
			}
			p.Updated = now
			writeJSON(w, http.StatusOK, s.pullJSON(rp, p))
		default:
			writeError(w, http.StatusNotFound, "Not Found")
		}
	case len(rest) == 3 && rest[0] == "issues" && rest[2] == "comments":
		p := s.pullOf(rp, rest[1])
		if p == nil {
			writeError(w, http.StatusNotFound, "Not Found")
			return
		}
		switch r.Method {
		case http.MethodPost:
			if !t.write {
				writeError(w, http.StatusForbidden, "Resource not accessible by personal access token")
				return
			}
			var in struct {
				Body string `json:"body"`
			}
			if !readJSON(w, r, &in) {
				return
			}
			if in.Body == "" {
				writeValidation(w, "IssueComment", "body", "missing_field", "")
				return
			}
			login := t.login
			if login == "" {
				login = "folio-app[bot]"
			}
			c := s.addComment(p, login, in.Body)
			writeJSON(w, http.StatusCreated, map[string]any{"id": c.ID, "body": c.Body, "user": map[string]any{"login": login},
				"html_url": s.htmlURL(rp, p) + "#issuecomment-" + strconv.FormatInt(c.ID, 10), "created_at": now.Format(time.RFC3339)})
		case http.MethodGet:
			out := []any{}
			for _, c := range p.Comments {
				out = append(out, map[string]any{"id": c.ID, "body": c.Body, "user": map[string]any{"login": c.User}})
			}
			writeJSON(w, http.StatusOK, out)
		default:
			writeError(w, http.StatusNotFound, "Not Found")
		}
	default:
		writeError(w, http.StatusNotFound, "Not Found")
	}
}

// authenticate reads "Authorization: Bearer|token T".
func (s *Server) authenticate(w http.ResponseWriter, r *http.Request) (*token, bool) {
	v := r.Header.Get("Authorization")
	scheme, value, _ := strings.Cut(v, " ")
	if !strings.EqualFold(scheme, "bearer") && !strings.EqualFold(scheme, "token") || value == "" {
		// Anonymous: as if the repositories were private.
		writeError(w, http.StatusNotFound, "Not Found")
		return nil, false
	}
	t := s.tokens[value]
	if t == nil || !t.expires.IsZero() && !s.now().Before(t.expires) {
		writeJSON(w, http.StatusUnauthorized, map[string]any{"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest", "status": "401"})
		return nil, false
	}
	if t.classic {
		w.Header().Set("X-OAuth-Scopes", strings.Join(t.scopes, ", "))
	}
	return t, true
}

// mintToken answers POST /app/installations/{id}/access_tokens for a JWT
// signed by the App.
func (s *Server) mintToken(w http.ResponseWriter, r *http.Request, idText string) {
	installation, err := strconv.ParseInt(idText, 10, 64)
	if err != nil {
		writeError(w, http.StatusNotFound, "Not Found")
		return
	}
	_, raw, _ := strings.Cut(r.Header.Get("Authorization"), " ")
	var claims jwt.RegisteredClaims
	tok, err := jwt.ParseWithClaims(raw, &claims, func(t *jwt.Token) (any, error) {
		id, err := strconv.ParseInt(claims.Issuer, 10, 64)
		if err != nil {
			return nil, err
		}
		a := s.apps[id]
		if a == nil {
			return nil, fmt.Errorf("no App %d", id)
		}
		return a.key, nil
	}, jwt.WithValidMethods([]string{"RS256"}), jwt.WithTimeFunc(s.now), jwt.WithIssuedAt(), jwt.WithExpirationRequired())
	if err != nil || !tok.Valid || claims.ExpiresAt.Sub(claims.IssuedAt.Time) > 10*time.Minute {
		writeJSON(w, http.StatusUnauthorized, map[string]any{"message": "A JSON web token could not be decoded", "documentation_url": "https://docs.github.com/rest"})
		return
	}
	id, _ := strconv.ParseInt(claims.Issuer, 10, 64)
	repos, ok := s.apps[id].installations[installation]
	if !ok {
		writeError(w, http.StatusNotFound, "Not Found")
		return
	}
	value := "ghs_" + randomHex(18)
	expires := s.now().UTC().Add(time.Hour).Truncate(time.Second)
	t := &token{write: true, repos: map[string]bool{}, expires: expires}
	for _, rp := range repos {
		t.repos[rp] = true
	}
	s.tokens[value] = t
	writeJSON(w, http.StatusCreated, map[string]any{"token": value, "expires_at": expires.Format(time.RFC3339),
		"permissions": map[string]string{"contents": "write", "pull_requests": "write"}, "repository_selection": "selected"})
}

func (s *Server) pullOf(rp *repo, n string) *pull {
	i, err := strconv.Atoi(n)
	if err != nil || i < 1 || i > len(rp.prs) {
		return nil
	}
	return rp.prs[i-1]
}

func (s *Server) createPull(w http.ResponseWriter, r *http.Request, rp *repo, t *token, now time.Time) {
	var in struct {
		Title string `json:"title"`
		Body  string `json:"body"`
		Head  string `json:"head"`
		Base  string `json:"base"`
		Draft bool   `json:"draft"`
	}
	if !readJSON(w, r, &in) {
		return
	}
	owner, _, _ := strings.Cut(rp.full, "/")
	head := strings.TrimPrefix(in.Head, owner+":")
	dir := s.Git.Dir(rp.full)
	switch {
	case in.Title == "":
		writeValidation(w, "PullRequest", "title", "missing_field", "")
		return
	case !s.branchExists(dir, head):
		writeValidation(w, "PullRequest", "head", "invalid", "")
		return
	case !s.branchExists(dir, in.Base):
		writeValidation(w, "PullRequest", "base", "invalid", "")
		return
	}
	for _, p := range rp.prs {
		if p != nil && p.Head == head && p.Base == in.Base && p.State == "open" {
			writeValidation(w, "PullRequest", "", "custom", fmt.Sprintf("A pull request already exists for %s:%s.", owner, head))
			return
		}
	}
	login := t.login
	if login == "" {
		login = "folio-app[bot]"
	}
	p := &pull{Number: len(rp.prs) + 1, Title: in.Title, Body: in.Body, Head: head, Base: in.Base, Draft: in.Draft,
		State: "open", User: login, Created: now, Updated: now}
	rp.prs = append(rp.prs, p)
	body := s.pullEvent(rp, p, "opened")
	writeJSON(w, http.StatusCreated, s.pullJSON(rp, p))
	go s.deliver("pull_request", body)
}

func (s *Server) branchExists(dir, branch string) bool {
	if branch == "" {
		return false
	}
	_, err := s.Git.TryGit(dir, "rev-parse", "--verify", "--quiet", "refs/heads/"+branch)
	return err == nil
}

// listPulls answers GET /repos/{o}/{r}/pulls with state, head, sort,
// direction, per_page and page, paginated with a Link header.
func (s *Server) listPulls(w http.ResponseWriter, r *http.Request, rp *repo) {
	q := r.URL.Query()
	state := q.Get("state")
	if state == "" {
		state = "open"
	}
	owner, _, _ := strings.Cut(rp.full, "/")
	var out []*pull
	for _, p := range rp.prs {
		if p == nil {
			continue
		}
		if state != "all" && p.State != state {
			continue
		}
		if h := q.Get("head"); h != "" && h != owner+":"+p.Head {
			continue
		}
		if b := q.Get("base"); b != "" && b != p.Base {
			continue
		}
		out = append(out, p)
	}
	desc := q.Get("direction") == "desc" || q.Get("direction") == "" && (q.Get("sort") == "" || q.Get("sort") == "created")
	sort.SliceStable(out, func(i, j int) bool {
		if desc {
			return out[i].Number > out[j].Number
		}
		return out[i].Number < out[j].Number
	})
	per, _ := strconv.Atoi(q.Get("per_page"))
	if per <= 0 || per > 100 {
		per = 30
	}
	page, _ := strconv.Atoi(q.Get("page"))
	if page <= 0 {
		page = 1
	}
	start := min((page-1)*per, len(out))
	end := min(start+per, len(out))
	if end < len(out) {
		next := *r.URL
		nq := next.Query()
		nq.Set("page", strconv.Itoa(page+1))
		next.RawQuery = nq.Encode()
		w.Header().Set("Link", fmt.Sprintf(`<%s/api/v3%s>; rel="next"`, s.URL, next.RequestURI()))
	}
	list := []any{}
	for _, p := range out[start:end] {
		list = append(list, s.pullJSON(rp, p))
	}
	writeJSON(w, http.StatusOK, list)
}

func (s *Server) htmlURL(rp *repo, p *pull) string {
	return s.URL + "/" + rp.full + "/pull/" + strconv.Itoa(p.Number)
}

func (s *Server) apiURL(rp *repo, p *pull) string {
	return s.URL + "/api/v3/repos/" + rp.full + "/pulls/" + strconv.Itoa(p.Number)
}

func (s *Server) repoJSON(rp *repo, t *token) map[string]any {
	owner, name, _ := strings.Cut(rp.full, "/")
	out := map[string]any{
		"id": 1, "name": name, "full_name": rp.full, "private": true, "archived": false,
		"owner":          map[string]any{"login": owner},
		"html_url":       s.URL + "/" + rp.full,
		"clone_url":      s.URL + "/" + rp.full + ".git",
		"default_branch": rp.base,
	}
	if t != nil && t.login != "" {
		out["permissions"] = map[string]bool{"admin": false, "maintain": false, "push": t.write, "triage": t.write, "pull": true}
	}
	return out
}

func (s *Server) pullJSON(rp *repo, p *pull) map[string]any {
	dir := s.Git.Dir(rp.full)
	headSHA := p.MergeHead
	if headSHA == "" {
		headSHA, _ = s.Git.TryGit(dir, "rev-parse", "refs/heads/"+p.Head)
	}
	baseSHA, _ := s.Git.TryGit(dir, "rev-parse", "refs/heads/"+p.Base)
	owner, _, _ := strings.Cut(rp.full, "/")
	ts := func(t time.Time) any {
		if t.IsZero() {
			return nil
		}
		return t.Format(time.RFC3339)
	}
	out := map[string]any{
		"url":              s.apiURL(rp, p),
		"id":               100 + p.Number,
		"number":           p.Number,
		"state":            p.State,
		"locked":           false,
		"title":            p.Title,
		"body":             p.Body,
		"user":             map[string]any{"login": p.User},
		"html_url":         s.htmlURL(rp, p),
		"created_at":       ts(p.Created),
		"updated_at":       ts(p.Updated),
		"closed_at":        ts(p.ClosedAt),
		"merged_at":        ts(p.MergedAt),
		"merge_commit_sha": nilIfEmpty(p.MergeSHA),
		"draft":            p.Draft,
		"merged":           p.Merged,
		"head":             map[string]any{"label": owner + ":" + p.Head, "ref": p.Head, "sha": headSHA, "repo": map[string]any{"full_name": rp.full}},
		"base":             map[string]any{"label": owner + ":" + p.Base, "ref": p.Base, "sha": baseSHA, "repo": map[string]any{"full_name": rp.full}},
	}
	return out
}

func (s *Server) pullEvent(rp *repo, p *pull, action string) []byte {
	body, _ := json.Marshal(map[string]any{
		"action": action, "number": p.Number, "pull_request": s.pullJSON(rp, p),
		"repository": s.repoJSON(rp, nil), "sender": map[string]any{"login": p.User},
	})
	return body
}

func nilIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20)).Decode(v); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]any{"message": "Problems parsing JSON", "documentation_url": "https://docs.github.com/rest"})
		return false
	}
	return true
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]any{"message": msg, "documentation_url": "https://docs.github.com/rest"})
}

// writeValidation is GitHub's 422 "Validation Failed".
func writeValidation(w http.ResponseWriter, resource, field, code, message string) {
	e := map[string]any{"resource": resource, "code": code}
	if field != "" {
		e["field"] = field
	}
	if message != "" {
		e["message"] = message
	}
	writeJSON(w, http.StatusUnprocessableEntity, map[string]any{"message": "Validation Failed", "errors": []any{e},
		"documentation_url": "https://docs.github.com/rest/pulls/pulls#create-a-pull-request", "status": "422"})
}
