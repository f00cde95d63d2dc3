package gitea_test

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/gitea"
	"github.com/foliodocs/folio/internal/codehost/gitea/giteatest"
	"github.com/foliodocs/folio/internal/codehost/hosttest"
	"github.com/foliodocs/folio/internal/git"
)

const (
	full       = "acme/docs"
	writeToken = "0123456789abcdef0123456789abcdef01234567"
	readToken  = "76543210fedcba9876543210fedcba9876543210"
	badToken   = "ffffffffffffffffffffffffffffffffffffffff"
	repoOnly   = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
)

func newRepo(t *testing.T, fake *giteatest.Server) string {
	url := fake.AddRepo(full, "main", map[string]string{"docs.json": "{}\n", "index.mdx": "# Home\n"})
	fake.AddToken(writeToken, "wendy", "write:repository", "write:issue", "read:user")
	fake.Collaborator(full, "wendy", giteatest.Write)
	fake.AddToken(readToken, "rob", "write:repository", "write:issue", "read:user")
	fake.Collaborator(full, "rob", giteatest.Read)
	return url
}

func fixture(t *testing.T, fake *giteatest.Server, repo codehost.Repo) *hosttest.Fixture {
	bad, ro := repo, repo
	bad.Token, ro.Token = badToken, readToken
	return &hosttest.Fixture{
		Host:           gitea.New(gitea.Options{}),
		Repo:           repo,
		Base:           "main",
		Merge:          func(t *testing.T, n int) { fake.Merge(full, n) },
		Close:          func(t *testing.T, n int) { fake.Close(full, n) },
		Diverge:        func(t *testing.T, b string) { fake.Git.Diverge(t, full, b) },
		BadCredentials: &bad,
		ReadOnly:       &ro,
		// Gitea keeps a draft as a work-in-progress title ("WIP: "),
		// and reports it as "draft".
		Drafts: true,
	}
}

func TestSuite(t *testing.T) {
	hosttest.Run(t, func(t *testing.T) *hosttest.Fixture {
		fake := giteatest.New(t)
		url := newRepo(t, fake)
		return fixture(t, fake, codehost.Repo{Project: "docs", URL: url, Token: writeToken})
	})
}

// TestSubPath works with an instance whose ROOT_URL has a path: the API
// URL names it, and it is not taken for the owner.
func TestSubPath(t *testing.T) {
	fake := giteatest.NewAt(t, "/git")
	url := newRepo(t, fake)
	if !strings.HasSuffix(url, "/git/acme/docs.git") {
		t.Fatalf("clone URL %s", url)
	}
	h := gitea.New(gitea.Options{})
	repo := codehost.Repo{URL: url, Token: writeToken, APIURL: fake.URL + "/api/v1"}
	if a, err := h.Check(t.Context(), repo); err != nil || !a.Push {
		t.Fatalf("Check = %+v, %v", a, err)
	}
	fake.Git.Git(t, fake.Git.Dir(full), "branch", "folio/a", "main")
	pr, err := h.Open(t.Context(), repo, codehost.NewPullRequest{Title: "A", Base: "main", Head: "folio/a"})
	if err != nil || !strings.HasPrefix(pr.URL, fake.URL+"/acme/docs/pulls/") {
		t.Fatalf("Open = %+v, %v", pr, err)
	}
	if got, err := h.Find(t.Context(), repo, "folio/a"); err != nil || got.Number != pr.Number {
		t.Errorf("Find = %+v, %v", got, err)
	}
	if err := h.Comment(t.Context(), repo, pr.Number, "more"); err != nil {
		t.Error(err)
	}
}

func TestAPIURL(t *testing.T) {
	for _, tc := range []struct {
		repo        codehost.Repo
		api, owner  string
		name        string
		description string
	}{
		{codehost.Repo{URL: "https://gitea.com/acme/docs.git"}, "https://gitea.com/api/v1/", "acme", "docs", "gitea.com"},
		{codehost.Repo{URL: "https://codeberg.org/acme/docs"}, "https://codeberg.org/api/v1/", "acme", "docs", "Codeberg (Forgejo)"},
		{codehost.Repo{URL: "git@codeberg.org:acme/docs.git"}, "https://codeberg.org/api/v1/", "acme", "docs", "scp-like"},
		{codehost.Repo{URL: "ssh://git@git.example.com:2222/acme/docs.git"}, "https://git.example.com/api/v1/", "acme", "docs", "ssh port"},
		{codehost.Repo{URL: "http://127.0.0.1:3000/acme/docs.git"}, "http://127.0.0.1:3000/api/v1/", "acme", "docs", "http and a port"},
		{codehost.Repo{URL: "https://example.com/git/acme/docs.git", APIURL: "https://example.com/git/api/v1"}, "https://example.com/git/api/v1/", "acme", "docs", "sub-path"},
		{codehost.Repo{URL: "https://example.com/git/acme/docs.git", APIURL: "https://example.com/git"}, "https://example.com/git/api/v1/", "acme", "docs", "sub-path, root given"},
	} {
		api, err := gitea.APIURL(tc.repo)
		if err != nil || api != tc.api {
			t.Errorf("%s: APIURL = %q, %v; want %q", tc.description, api, err, tc.api)
		}
		owner, name, err := gitea.RepoPath(tc.repo)
		if err != nil || owner != tc.owner || name != tc.name {
			t.Errorf("%s: RepoPath = %q %q, %v", tc.description, owner, name, err)
		}
	}
	// A sub-path without its API URL looks like a group: Gitea has none.
	if _, _, err := gitea.RepoPath(codehost.Repo{URL: "https://example.com/git/acme/docs.git"}); err == nil || !strings.Contains(err.Error(), "--api-url") {
		t.Errorf("a three-part path: %v", err)
	}
	for _, bad := range []codehost.Repo{{URL: "/srv/docs"}, {URL: "https://gitea.com/acme"}, {URL: "https://gitea.com/a/b", APIURL: "ftp://gitea.com"}} {
		if _, err := gitea.APIURL(bad); err == nil {
			t.Errorf("APIURL(%q, %q): no error", bad.URL, bad.APIURL)
		}
	}
}

// TestWire checks what the SDK sends: the token as "Authorization:
// token …" only, no /version round trip before each call.
func TestWire(t *testing.T) {
	fake := giteatest.New(t)
	url := newRepo(t, fake)
	h := gitea.New(gitea.Options{})
	repo := codehost.Repo{Project: "docs", URL: url, Token: writeToken}
	if _, err := h.Get(t.Context(), repo, 1); !errors.Is(err, codehost.ErrNotFound) {
		t.Fatal(err)
	}
	if reqs := fake.Requests(); len(reqs) != 1 || reqs[0] != "GET /api/v1/repos/acme/docs/pulls/1" {
		t.Errorf("requests %q", reqs)
	}
}

// TestFindPages: Gitea cannot filter its list by branch; Find walks it,
// newest first, page by page as the instance cuts them (its
// MAX_RESPONSE_ITEMS may be below what Find asks for), and finds a pull
// request on the second page.
func TestFindPages(t *testing.T) {
	fake := giteatest.New(t)
	fake.MaxResponseItems(4)
	url := newRepo(t, fake)
	h := gitea.New(gitea.Options{})
	repo := codehost.Repo{Project: "docs", URL: url, Token: writeToken}
	dir := fake.Git.Dir(full)
	fake.Git.Git(t, dir, "branch", "folio/old", "main")
	fake.Git.Git(t, dir, "update-ref", "refs/heads/folio/old", fake.Git.Git(t, dir, "commit-tree", "-p", "main", "-m", "old", "main^{tree}"))
	old, err := h.Open(t.Context(), repo, codehost.NewPullRequest{Title: "Old", Base: "main", Head: "folio/old"})
	if err != nil {
		t.Fatal(err)
	}
	fake.Git.Git(t, dir, "branch", "folio/other", "folio/old")
	for range 4 {
		pr, err := h.Open(t.Context(), repo, codehost.NewPullRequest{Title: "Other", Base: "main", Head: "folio/other"})
		if err != nil {
			t.Fatal(err)
		}
		fake.Close(full, pr.Number)
	}
	got, err := h.Find(t.Context(), repo, "folio/old")
	if err != nil || got.Number != old.Number {
		t.Fatalf("Find = #%d, %v; want #%d", got.Number, err, old.Number)
	}
	var pages []string
	for _, r := range fake.Requests() {
		if strings.HasPrefix(r, "GET /api/v1/repos/acme/docs/pulls?") {
			pages = append(pages, r)
		}
	}
	if len(pages) != 2 || !strings.Contains(pages[1], "page=2") || !strings.Contains(pages[1], "state=all") {
		t.Errorf("list requests %q", pages)
	}
	if _, err := h.Find(t.Context(), repo, "folio/none"); !errors.Is(err, codehost.ErrNotFound) {
		t.Errorf("Find of a branch without one: %v", err)
	}
}

// TestCheck reads permissions, the archive flag, and says when the
// address is no Gitea.
func TestCheck(t *testing.T) {
	fake := giteatest.New(t)
	url := newRepo(t, fake)
	h := gitea.New(gitea.Options{})
	fake.AddToken("1111111111111111111111111111111111111111", "otto", "all")
	for _, tc := range []struct {
		token    string
		push, pr bool
		who      string
		err      error
	}{
		{writeToken, true, true, "wendy", nil},
		{readToken, false, false, "rob", nil},
		{"1111111111111111111111111111111111111111", false, false, "", codehost.ErrNotFound},
		{badToken, false, false, "", codehost.ErrUnauthorized},
	} {
		a, err := h.Check(t.Context(), codehost.Repo{URL: url, Token: git.Secret(tc.token)})
		if tc.err != nil {
			if !errors.Is(err, tc.err) || !codehost.Permanent(err) {
				t.Errorf("Check(%s…): %v, want %v", tc.token[:4], err, tc.err)
			}
			continue
		}
		if err != nil || a.Push != tc.push || a.PullRequests != tc.pr || a.Who != tc.who || a.DefaultBranch != "main" {
			t.Errorf("Check(%s…) = %+v, %v", tc.token[:4], a, err)
		}
	}
	fake.Archive(full, true)
	if a, err := h.Check(t.Context(), codehost.Repo{URL: url, Token: writeToken}); err != nil || a.Push {
		t.Errorf("Check of an archived repository = %+v, %v; want no push", a, err)
	}
	fake.Archive(full, false)
	// An API address that is not Gitea's.
	other := httptest.NewServer(http.NotFoundHandler())
	defer other.Close()
	_, err := h.Check(t.Context(), codehost.Repo{URL: url, Token: writeToken, APIURL: other.URL + "/api/v1"})
	if !errors.Is(err, codehost.ErrNotFound) || !strings.Contains(err.Error(), "no Gitea or Forgejo API") {
		t.Errorf("Check against another server: %v", err)
	}
}

// TestScopes: a token without write:issue cannot comment, and the error
// names the scope.
func TestScopes(t *testing.T) {
	fake := giteatest.New(t)
	url := newRepo(t, fake)
	fake.AddToken(repoOnly, "wendy", "write:repository")
	h := gitea.New(gitea.Options{})
	fake.Git.Git(t, fake.Git.Dir(full), "branch", "folio/s", "main")
	repo := codehost.Repo{URL: url, Token: repoOnly}
	pr, err := h.Open(t.Context(), repo, codehost.NewPullRequest{Title: "S", Base: "main", Head: "folio/s"})
	if err != nil {
		t.Fatal(err)
	}
	err = h.Comment(t.Context(), repo, pr.Number, "hello")
	var se *codehost.ScopeError
	if !errors.Is(err, codehost.ErrForbidden) || !errors.As(err, &se) || !slices.Equal(se.Missing, []string{"write:issue"}) || !codehost.Permanent(err) {
		t.Errorf("Comment without write:issue: %v, want a ScopeError naming write:issue", err)
	}
}

// TestDraftTitle: a draft keeps its "WIP: " through an edit of its
// title; the title the job sees has none.
func TestDraftTitle(t *testing.T) {
	fake := giteatest.New(t)
	url := newRepo(t, fake)
	h := gitea.New(gitea.Options{})
	repo := codehost.Repo{URL: url, Token: writeToken}
	fake.Git.Git(t, fake.Git.Dir(full), "branch", "folio/d", "main")
	pr, err := h.Open(t.Context(), repo, codehost.NewPullRequest{Title: "Guide", Base: "main", Head: "folio/d", Draft: true})
	if err != nil || !pr.Draft || pr.Title != "Guide" {
		t.Fatalf("Open a draft = %+v, %v", pr, err)
	}
	title := "Guide, edited"
	up, err := h.Update(t.Context(), repo, pr.Number, codehost.Edit{Title: &title})
	if err != nil || !up.Draft || up.Title != title {
		t.Errorf("Update = %+v, %v", up, err)
	}
	if p, _ := fake.PullRequest(full, pr.Number); p.Title != "WIP: Guide, edited" {
		t.Errorf("on Gitea the title is %q", p.Title)
	}
}

// TestRateLimit: a 429 with Retry-After is ErrRateLimited with that wait.
func TestRateLimit(t *testing.T) {
	fake := giteatest.New(t)
	url := newRepo(t, fake)
	now := time.Date(2025, 3, 1, 12, 0, 45, 0, time.UTC)
	fake.SetClock(func() time.Time { return now })
	h := gitea.New(gitea.Options{Now: func() time.Time { return now }})
	fake.LimitAfter(0)
	_, err := h.Find(t.Context(), codehost.Repo{URL: url, Token: writeToken}, "folio/x")
	var rl *codehost.RateLimitError
	if !errors.As(err, &rl) || !errors.Is(err, codehost.ErrRateLimited) || rl.RetryAfter != 15*time.Second {
		t.Fatalf("Find when rate limited: %v (%+v)", err, rl)
	}
	if codehost.Permanent(err) {
		t.Error("a rate limit is permanent")
	}
}

// TestTokenNeverInErrors: no error of the host shows a token.
func TestTokenNeverInErrors(t *testing.T) {
	fake := giteatest.New(t)
	url := newRepo(t, fake)
	h := gitea.New(gitea.Options{})
	for _, tok := range []string{badToken, readToken, writeToken} {
		repo := codehost.Repo{URL: url, Token: git.Secret(tok)}
		var errs []error
		_, err := h.Get(t.Context(), repo, 42)
		errs = append(errs, err)
		_, err = h.Open(t.Context(), repo, codehost.NewPullRequest{Title: "x", Base: "main", Head: "nope"})
		errs = append(errs, err)
		errs = append(errs, h.Comment(t.Context(), repo, 7, "x"))
		_, err = h.Check(t.Context(), codehost.Repo{URL: strings.Replace(url, full, "acme/missing", 1), Token: repo.Token})
		errs = append(errs, err)
		_, err = h.Update(t.Context(), repo, 3, codehost.Edit{})
		errs = append(errs, err)
		for _, err := range errs {
			if err == nil {
				t.Errorf("no error with %s…", tok[:4])
				continue
			}
			for _, secret := range []string{badToken, readToken, writeToken} {
				if strings.Contains(err.Error(), secret) {
					t.Errorf("the error shows a token: %v", err)
				}
			}
		}
	}
}

// TestParseHook verifies X-Gitea-Signature and reads the events the fake
// sends as Gitea does.
func TestParseHook(t *testing.T) {
	fake := giteatest.New(t)
	url := newRepo(t, fake)
	h := gitea.New(gitea.Options{})
	repo := codehost.Repo{URL: url, Token: writeToken}
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

	fake.Git.Git(t, fake.Git.Dir(full), "branch", "folio/a", "main")
	pr, err := h.Open(t.Context(), repo, codehost.NewPullRequest{Title: "A", Body: "Why", Base: "main", Head: "folio/a"})
	if err != nil {
		t.Fatal(err)
	}
	fake.UserComment(full, pr.Number, "olga", "@folio also mention the logs")
	fake.Merge(full, pr.Number)
	deadline := time.Now().Add(5 * time.Second)
	for {
		mu.Lock()
		n := len(got)
		mu.Unlock()
		if n >= 4 || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	mu.Lock()
	defer mu.Unlock()
	for i := range got {
		if errs[i] != nil {
			t.Errorf("delivery %d: %v", i, errs[i])
		}
	}
	if len(got) != 4 || got[0].Kind != codehost.HookPullRequest || got[1].Kind != codehost.HookComment || got[2].Kind != codehost.HookPullRequest ||
		got[3].Kind != codehost.HookPush || got[3].Branch != "main" {
		t.Fatalf("events %+v, want opened, comment, merged, the push to main", got)
	}
	if o := got[0].PullRequest; o.Number != pr.Number || o.URL != pr.URL || o.Head != "folio/a" || o.State != codehost.StateOpen || o.Body != "Why" {
		t.Errorf("opened event = %+v", o)
	}
	if c := got[1]; c.PullRequest.Number != pr.Number || c.PullRequest.URL != pr.URL || c.Comment != "@folio also mention the logs" ||
		c.Author != "olga" || c.AuthorIsBot || c.CommentID == "" {
		t.Errorf("comment event = %+v", c)
	}
	if m := got[2].PullRequest; m.State != codehost.StateMerged || m.MergedAt.IsZero() || m.MergeCommit == "" {
		t.Errorf("merge event = %+v", m)
	}

	// Another secret's signature, none, or one that is not hex is refused.
	body := []byte(`{"action":"closed","number":1,"pull_request":{"number":1,"state":"closed","merged":true,"head":{"ref":"folio/a"}}}`)
	for _, sig := range []string{"", sign("other secret", body), "sha256=" + sign(secret, body), "zz"} {
		req := httptest.NewRequest(http.MethodPost, "/hooks", bytes.NewReader(body))
		req.Header.Set("X-Gitea-Event", "pull_request")
		if sig != "" {
			req.Header.Set("X-Gitea-Signature", sig)
		}
		if _, err := h.ParseHook(req, body, secret); !errors.Is(err, codehost.ErrBadSignature) {
			t.Errorf("signature %q: %v, want ErrBadSignature", sig, err)
		}
	}
	req := httptest.NewRequest(http.MethodPost, "/hooks", bytes.NewReader(body))
	req.Header.Set("X-Gitea-Event", "pull_request")
	req.Header.Set("X-Gitea-Signature", sign(secret, body))
	if _, err := h.ParseHook(req, body, ""); !errors.Is(err, codehost.ErrBadSignature) {
		t.Errorf("no secret configured: %v, want ErrBadSignature", err)
	}
	ev, err := h.ParseHook(req, body, secret)
	if err != nil || ev.Kind != codehost.HookPullRequest || ev.PullRequest.State != codehost.StateMerged || ev.PullRequest.Head != "folio/a" {
		t.Errorf("a well-signed delivery = %+v, %v", ev, err)
	}
	// Forgejo's own headers.
	req = httptest.NewRequest(http.MethodPost, "/hooks", bytes.NewReader(body))
	req.Header.Set("X-Forgejo-Event", "pull_request")
	req.Header.Set("X-Forgejo-Signature", sign(secret, body))
	if ev, err := h.ParseHook(req, body, secret); err != nil || ev.Kind != codehost.HookPullRequest {
		t.Errorf("a Forgejo delivery = %+v, %v", ev, err)
	}
	// A comment on an issue, and a push, are answered and not used.
	issue := []byte(`{"action":"created","issue":{"number":4,"pull_request":null},"comment":{"id":9,"body":"hi"},"is_pull":false}`)
	req = httptest.NewRequest(http.MethodPost, "/hooks", bytes.NewReader(issue))
	req.Header.Set("X-Gitea-Event", "issue_comment")
	req.Header.Set("X-Gitea-Signature", sign(secret, issue))
	if ev, err := h.ParseHook(req, issue, secret); err != nil || ev.Kind != codehost.HookIgnored {
		t.Errorf("an issue's comment = %+v, %v; want ignored", ev, err)
	}
}

func sign(secret string, body []byte) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write(body)
	return hex.EncodeToString(m.Sum(nil))
}

// TestPushHook: a person's push over git reaches the project's webhook as
// the host sends it, and is read as a push of its branch.
func TestPushHook(t *testing.T) {
	const secret = "whsec-project"
	h := gitea.New(gitea.Options{})
	parse := func(r *http.Request, body []byte) (codehost.HookEvent, error) { return h.ParseHook(r, body, secret) }
	fake := giteatest.New(t)
	url := newRepo(t, fake)
	hosttest.PushHook(t, fake.Git, url, "alice", writeToken, func(u string) { fake.Hook(u, secret) }, parse)
}
