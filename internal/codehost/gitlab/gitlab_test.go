package gitlab_test

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/gitlab"
	"github.com/foliodocs/folio/internal/codehost/gitlab/gitlabtest"
	"github.com/foliodocs/folio/internal/codehost/hosttest"
	"github.com/foliodocs/folio/internal/git"
)

const (
	project    = "acme/docs/site" // a subgroup's project
	writeToken = "glpat-writeTOKEN0123456789"
	readToken  = "glpat-readTOKEN01234567890"
	badToken   = "glpat-unknownTOKEN01234567"
	apiOnly    = "glpat-readapiTOKEN0123456"
)

func newProject(t *testing.T) (*gitlabtest.Server, string) {
	fake := gitlabtest.New(t)
	url := fake.AddProject(project, "main", map[string]string{"docs.json": "{}\n", "index.mdx": "# Home\n"})
	fake.AddToken(writeToken, "alice", "api")
	fake.Member(project, "alice", gitlabtest.Developer)
	fake.AddToken(readToken, "rita", "api")
	fake.Member(project, "rita", gitlabtest.Reporter)
	return fake, url
}

func TestSuite(t *testing.T) {
	hosttest.Run(t, func(t *testing.T) *hosttest.Fixture {
		fake, url := newProject(t)
		repo := codehost.Repo{Project: "docs", URL: url, Token: writeToken}
		bad, ro := repo, repo
		bad.Token, ro.Token = badToken, readToken
		return &hosttest.Fixture{
			Host:           gitlab.New(gitlab.Options{}),
			Repo:           repo,
			Base:           "main",
			Merge:          func(t *testing.T, n int) { fake.Merge(project, n) },
			Close:          func(t *testing.T, n int) { fake.Close(project, n) },
			Diverge:        func(t *testing.T, b string) { fake.Git.Diverge(t, project, b) },
			BadCredentials: &bad,
			ReadOnly:       &ro,
			Drafts:         true,
		}
	})
}

func TestAPIURL(t *testing.T) {
	for _, tc := range []struct {
		repo      codehost.Repo
		api, path string
	}{
		{codehost.Repo{URL: "https://gitlab.com/acme/docs.git"}, "https://gitlab.com/api/v4/", "acme/docs"},
		{codehost.Repo{URL: "git@gitlab.com:acme/handbook/docs.git"}, "https://gitlab.com/api/v4/", "acme/handbook/docs"},
		{codehost.Repo{URL: "ssh://git@gitlab.example.com:2222/acme/docs.git"}, "https://gitlab.example.com/api/v4/", "acme/docs"},
		{codehost.Repo{URL: "http://127.0.0.1:8929/acme/docs.git"}, "http://127.0.0.1:8929/api/v4/", "acme/docs"},
		{codehost.Repo{URL: "https://gitlab.example.com:8443/acme/docs"}, "https://gitlab.example.com:8443/api/v4/", "acme/docs"},
		// An instance under a relative URL root: the API names it, and the
		// folder is not taken for a group.
		{codehost.Repo{URL: "https://example.com/gitlab/acme/docs.git", APIURL: "https://example.com/gitlab/api/v4"}, "https://example.com/gitlab/api/v4/", "acme/docs"},
		{codehost.Repo{URL: "https://example.com/gitlab/acme/docs.git", APIURL: "https://example.com/gitlab/"}, "https://example.com/gitlab/api/v4/", "acme/docs"},
		// An API elsewhere (a proxy) leaves the path alone.
		{codehost.Repo{URL: "https://gitlab.com/acme/docs", APIURL: "https://proxy.example.com/gitlab/api/v4/"}, "https://proxy.example.com/gitlab/api/v4/", "acme/docs"},
	} {
		api, err := gitlab.APIURL(tc.repo)
		if err != nil || api != tc.api {
			t.Errorf("APIURL(%q, %q) = %q, %v; want %q", tc.repo.URL, tc.repo.APIURL, api, err, tc.api)
		}
		path, err := gitlab.ProjectPath(tc.repo)
		if err != nil || path != tc.path {
			t.Errorf("ProjectPath(%q, %q) = %q, %v; want %q", tc.repo.URL, tc.repo.APIURL, path, err, tc.path)
		}
	}
	for _, bad := range []codehost.Repo{{URL: "/srv/docs"}, {URL: "https://gitlab.com/acme"}, {URL: "ftp://gitlab.com/a/b"},
		{URL: "https://gitlab.com/a/b", APIURL: "gitlab.com/api/v4"}, {URL: "https://gitlab.com/a/b", APIURL: "https://gitlab.com/api/v4?x=1"}} {
		if _, err := gitlab.APIURL(bad); err == nil {
			t.Errorf("APIURL(%q, %q): no error", bad.URL, bad.APIURL)
		}
	}
}

// TestWire checks what the client sends: the project's full path
// URL-encoded as its id, the token in PRIVATE-TOKEN only.
func TestWire(t *testing.T) {
	fake, url := newProject(t)
	h := gitlab.New(gitlab.Options{})
	repo := codehost.Repo{Project: "docs", URL: url, Token: writeToken}
	if _, err := h.Find(t.Context(), repo, "folio/x"); !errors.Is(err, codehost.ErrNotFound) {
		t.Fatal(err)
	}
	reqs := fake.Requests()
	if len(reqs) != 1 || !strings.HasPrefix(reqs[0], "GET /api/v4/projects/acme%2Fdocs%2Fsite/merge_requests?") {
		t.Fatalf("requests %q", reqs)
	}
	for _, want := range []string{"source_branch=folio%2Fx", "state=all", "order_by=created_at", "sort=desc", "per_page=1"} {
		if !strings.Contains(reqs[0], want) {
			t.Errorf("request %q lacks %s", reqs[0], want)
		}
	}
	for _, r := range reqs {
		if strings.Contains(r, writeToken) {
			t.Errorf("the token is in a URL: %s", r)
		}
	}
}

// TestFindPaginated: Find asks for the newest merge request of the
// branch; the fake paginates like GitLab (X-Next-Page, Link).
func TestFindPaginated(t *testing.T) {
	fake, url := newProject(t)
	h := gitlab.New(gitlab.Options{})
	repo := codehost.Repo{Project: "docs", URL: url, Token: writeToken}
	dir := fake.Git.Dir(project)
	fake.Git.Git(t, dir, "branch", "folio/a", "main")
	var last codehost.PullRequest
	for i := range 3 {
		// Each opened and closed in turn: the latest is the one.
		fake.Git.Git(t, dir, "update-ref", "refs/heads/folio/a", fake.Git.Git(t, dir, "commit-tree", "-p", "main", "-m", "x", "main^{tree}"))
		pr, err := h.Open(t.Context(), repo, codehost.NewPullRequest{Title: "A", Base: "main", Head: "folio/a"})
		if err != nil {
			t.Fatal(err)
		}
		if i < 2 {
			fake.Close(project, pr.Number)
		}
		last = pr
	}
	got, err := h.Find(t.Context(), repo, "folio/a")
	if err != nil || got.Number != last.Number || got.State != codehost.StateOpen {
		t.Errorf("Find = #%d %s, %v; want #%d open", got.Number, got.State, err, last.Number)
	}
	// The list itself, page by page, as GitLab's headers say.
	req, _ := http.NewRequest(http.MethodGet, fake.URL+"/api/v4/projects/acme%2Fdocs%2Fsite/merge_requests?per_page=2", nil)
	req.Header.Set("PRIVATE-TOKEN", writeToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.Header.Get("X-Total") != "3" || resp.Header.Get("X-Next-Page") != "2" || resp.Header.Get("X-Total-Pages") != "2" ||
		!strings.Contains(resp.Header.Get("Link"), `rel="next"`) {
		t.Errorf("pagination headers %v", resp.Header)
	}
}

// TestCheck reads the role, the group's role and the token's scopes.
func TestCheck(t *testing.T) {
	fake, url := newProject(t)
	h := gitlab.New(gitlab.Options{})
	repo := codehost.Repo{Project: "docs", URL: url}

	fake.AddToken(apiOnly, "alice", "read_api", "read_repository")
	fake.AddToken("glpat-group000000000000000", "gwen", "api")
	fake.GroupMember("acme", "gwen", gitlabtest.Maintainer)
	fake.AddToken("glpat-outsider00000000000", "oscar", "api")
	for _, tc := range []struct {
		token    string
		push, pr bool
		who      string
		missing  string
		err      error
	}{
		{writeToken, true, true, "alice", "", nil},
		{readToken, false, false, "rita", "", nil},
		{apiOnly, false, false, "alice", "api", nil},
		{"glpat-group000000000000000", true, true, "gwen", "", nil},
		{"glpat-outsider00000000000", false, false, "", "", codehost.ErrNotFound},
		{badToken, false, false, "", "", codehost.ErrUnauthorized},
	} {
		repo.Token = git.Secret(tc.token)
		a, err := h.Check(t.Context(), repo)
		if tc.err != nil {
			if !errors.Is(err, tc.err) || !codehost.Permanent(err) {
				t.Errorf("Check(%s): %v, want %v", tc.token, err, tc.err)
			}
			continue
		}
		if err != nil || a.Push != tc.push || a.PullRequests != tc.pr || a.Who != tc.who || a.DefaultBranch != "main" ||
			strings.Join(a.Missing, " ") != tc.missing {
			t.Errorf("Check(%s) = %+v, %v; want push %v, pull requests %v, as %s, missing %q", tc.token, a, err, tc.push, tc.pr, tc.who, tc.missing)
		}
	}
	// A token without the api scope cannot open a merge request: 403
	// insufficient_scope, which says so.
	repo.Token = apiOnly
	fake.Git.Git(t, fake.Git.Dir(project), "branch", "folio/s", "main")
	_, err := h.Open(t.Context(), repo, codehost.NewPullRequest{Title: "S", Base: "main", Head: "folio/s"})
	if !errors.Is(err, codehost.ErrForbidden) || !strings.Contains(err.Error(), "api scope") {
		t.Errorf("Open with read_api: %v", err)
	}
}

// TestDraftTitle: a draft keeps its "Draft: " through an edit of its
// title, and the title the job sees has none.
func TestDraftTitle(t *testing.T) {
	fake, url := newProject(t)
	h := gitlab.New(gitlab.Options{})
	repo := codehost.Repo{Project: "docs", URL: url, Token: writeToken}
	fake.Git.Git(t, fake.Git.Dir(project), "branch", "folio/d", "main")
	pr, err := h.Open(t.Context(), repo, codehost.NewPullRequest{Title: "Guide", Base: "main", Head: "folio/d", Draft: true})
	if err != nil || !pr.Draft || pr.Title != "Guide" {
		t.Fatalf("Open a draft = %+v, %v", pr, err)
	}
	title := "Guide, edited"
	up, err := h.Update(t.Context(), repo, pr.Number, codehost.Edit{Title: &title})
	if err != nil || !up.Draft || up.Title != title {
		t.Errorf("Update = %+v, %v", up, err)
	}
	if mr, _ := fake.MergeRequest(project, pr.Number); mr.Title != "Draft: Guide, edited" {
		t.Errorf("on GitLab the title is %q", mr.Title)
	}
}

// TestRateLimit: GitLab's throttle (429, Retry-After, RateLimit-Reset)
// is ErrRateLimited with the wait it names, and not retried by the
// client.
func TestRateLimit(t *testing.T) {
	fake, url := newProject(t)
	now := time.Date(2025, 3, 1, 12, 0, 20, 0, time.UTC)
	fake.SetClock(func() time.Time { return now })
	h := gitlab.New(gitlab.Options{Now: func() time.Time { return now }})
	repo := codehost.Repo{Project: "docs", URL: url, Token: writeToken}
	fake.LimitAfter(0)
	_, err := h.Find(t.Context(), repo, "folio/x")
	var rl *codehost.RateLimitError
	if !errors.As(err, &rl) || !errors.Is(err, codehost.ErrRateLimited) || rl.RetryAfter != 40*time.Second {
		t.Fatalf("Find when rate limited: %v (%+v)", err, rl)
	}
	if codehost.Permanent(err) {
		t.Error("a rate limit is permanent")
	}
	if n := len(fake.Requests()); n != 1 {
		t.Errorf("%d requests, want 1 (no retries)", n)
	}
}

// TestTokenNeverInErrors: no error of the host shows the token, whatever
// the failure (bad token, no such project, a push refused).
func TestTokenNeverInErrors(t *testing.T) {
	fake, url := newProject(t)
	h := gitlab.New(gitlab.Options{})
	var errs []error
	for _, tok := range []string{badToken, readToken, writeToken} {
		repo := codehost.Repo{Project: "docs", URL: url, Token: git.Secret(tok)}
		_, err := h.Get(t.Context(), repo, 42)
		errs = append(errs, err)
		_, err = h.Open(t.Context(), repo, codehost.NewPullRequest{Title: "x", Base: "main", Head: "nope"})
		errs = append(errs, err)
		errs = append(errs, h.Comment(t.Context(), repo, 7, "x"))
		_, err = h.Check(t.Context(), codehost.Repo{URL: strings.Replace(url, project, "acme/missing", 1), Token: repo.Token})
		errs = append(errs, err)
		_, err = h.Update(t.Context(), repo, 3, codehost.Edit{})
		errs = append(errs, err)
		for _, err := range errs {
			if err == nil {
				t.Errorf("no error with %s", tok)
				continue
			}
			for _, secret := range []string{badToken, readToken, writeToken} {
				if strings.Contains(err.Error(), secret) {
					t.Errorf("the error shows a token: %v", err)
				}
			}
		}
		errs = errs[:0]
	}
	if len(fake.Requests()) == 0 {
		t.Error("no request reached the fake")
	}
}

// TestParseHook checks X-Gitlab-Token and reads the events the fake
// sends as GitLab does.
func TestParseHook(t *testing.T) {
	fake, url := newProject(t)
	h := gitlab.New(gitlab.Options{})
	repo := codehost.Repo{Project: "docs", URL: url, Token: writeToken}
	const secret = "whsec-project"
	var mu sync.Mutex
	var got []codehost.HookEvent
	var errs []error
	hooks := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		ev, err := h.ParseHook(r, body, secret)
		mu.Lock()
		got, errs = append(got, ev), append(errs, err)
		mu.Unlock()
	}))
	defer hooks.Close()
	fake.Hook(hooks.URL, secret)

	fake.Git.Git(t, fake.Git.Dir(project), "branch", "folio/a", "main")
	pr, err := h.Open(t.Context(), repo, codehost.NewPullRequest{Title: "A", Body: "Why", Base: "main", Head: "folio/a", Draft: true})
	if err != nil {
		t.Fatal(err)
	}
	fake.UserComment(project, pr.Number, "olga", "@folio also mention the logs")
	fake.UserComment(project, pr.Number, "project_7_bot_3f2a9c", "Folio's own note")
	fake.Merge(project, pr.Number)
	waitFor(t, &mu, func() bool { return len(got) >= 5 })
	mu.Lock()
	defer mu.Unlock()
	var kinds []string
	for i, ev := range got {
		if errs[i] != nil {
			t.Errorf("delivery %d: %v", i, errs[i])
		}
		kinds = append(kinds, string(ev.Kind))
	}
	if len(got) != 5 || got[0].Kind != codehost.HookPullRequest || got[1].Kind != codehost.HookComment || got[3].Kind != codehost.HookPullRequest ||
		got[4].Kind != codehost.HookPush || got[4].Branch != "main" {
		t.Fatalf("events %v, want opened, comment, comment, merged, the push to main", kinds)
	}
	if o := got[0].PullRequest; o.Number != pr.Number || o.URL != pr.URL || o.Head != "folio/a" || o.State != codehost.StateOpen ||
		!o.Draft || o.Title != "A" || o.Body != "Why" || o.CreatedAt.IsZero() {
		t.Errorf("opened event = %+v", o)
	}
	if c := got[1]; c.PullRequest.Number != pr.Number || c.Comment != "@folio also mention the logs" || c.Author != "olga" ||
		c.AuthorIsBot || c.CommentID == "" || c.PullRequest.Head != "folio/a" {
		t.Errorf("comment event = %+v", c)
	}
	if !got[2].AuthorIsBot {
		t.Errorf("a project token's note is not a bot's: %+v", got[2])
	}
	if m := got[3].PullRequest; m.State != codehost.StateMerged || m.MergedAt.IsZero() {
		t.Errorf("merge event = %+v", m)
	}

	// A wrong token, or none, is refused; another event is answered and
	// not used.
	body := []byte(`{"object_kind":"merge_request","object_attributes":{"iid":1,"state":"merged"}}`)
	for _, tok := range []string{"", "whsec-other", secret + "x"} {
		req := httptest.NewRequest(http.MethodPost, "/hooks", bytes.NewReader(body))
		req.Header.Set("X-Gitlab-Event", "Merge Request Hook")
		if tok != "" {
			req.Header.Set("X-Gitlab-Token", tok)
		}
		if _, err := h.ParseHook(req, body, secret); !errors.Is(err, codehost.ErrBadSignature) {
			t.Errorf("token %q: %v, want ErrBadSignature", tok, err)
		}
	}
	req := httptest.NewRequest(http.MethodPost, "/hooks", bytes.NewReader(body))
	req.Header.Set("X-Gitlab-Event", "Merge Request Hook")
	req.Header.Set("X-Gitlab-Token", secret)
	if ev, err := h.ParseHook(req, body, ""); !errors.Is(err, codehost.ErrBadSignature) {
		t.Errorf("no secret configured = %+v, %v; want ErrBadSignature", ev, err)
	}
	ev, err := h.ParseHook(req, body, secret)
	if err != nil || ev.Kind != codehost.HookPullRequest || ev.PullRequest.State != codehost.StateMerged || ev.PullRequest.Number != 1 {
		t.Errorf("a good delivery = %+v, %v", ev, err)
	}
	push := []byte(`{"object_kind":"push","ref":"refs/heads/main"}`)
	req = httptest.NewRequest(http.MethodPost, "/hooks", bytes.NewReader(push))
	req.Header.Set("X-Gitlab-Event", "Push Hook")
	req.Header.Set("X-Gitlab-Token", secret)
	if ev, err := h.ParseHook(req, push, secret); err != nil || ev.Kind != codehost.HookPush || ev.Branch != "main" {
		t.Errorf("a push = %+v, %v; want a push of main", ev, err)
	}
	tag := []byte(`{"object_kind":"tag_push","ref":"refs/tags/v1"}`)
	req = httptest.NewRequest(http.MethodPost, "/hooks", bytes.NewReader(tag))
	req.Header.Set("X-Gitlab-Event", "Tag Push Hook")
	req.Header.Set("X-Gitlab-Token", secret)
	if ev, err := h.ParseHook(req, tag, secret); err != nil || ev.Kind != codehost.HookIgnored {
		t.Errorf("a tag push = %+v, %v; want ignored", ev, err)
	}
}

func waitFor(t *testing.T, mu *sync.Mutex, done func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		mu.Lock()
		ok := done()
		mu.Unlock()
		if ok || time.Now().After(deadline) {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestPushHook: a person's push over git reaches the project's webhook as
// the host sends it, and is read as a push of its branch.
func TestPushHook(t *testing.T) {
	const secret = "whsec-project"
	h := gitlab.New(gitlab.Options{})
	parse := func(r *http.Request, body []byte) (codehost.HookEvent, error) { return h.ParseHook(r, body, secret) }
	fake, url := newProject(t)
	hosttest.PushHook(t, fake.Git, url, "oauth2", writeToken, func(u string) { fake.Hook(u, secret) }, parse)
}
