package github_test

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/github"
	"github.com/foliodocs/folio/internal/codehost/github/githubtest"
	"github.com/foliodocs/folio/internal/codehost/hosttest"
)

const (
	writeToken = "ghp_writeTOKEN0123456789abcdef"
	readToken  = "ghp_readTOKEN0123456789abcdef"
	badToken   = "ghp_unknownTOKEN0123456789abc"
)

func newRepo(t *testing.T) (*githubtest.Server, string) {
	fake := githubtest.New(t)
	url := fake.AddRepo("acme/docs", "main", map[string]string{"docs.json": "{}\n", "index.mdx": "# Home\n"})
	fake.AddToken(writeToken, "octocat", true)
	fake.AddToken(readToken, "reader", false)
	return fake, url
}

func TestSuite(t *testing.T) {
	hosttest.Run(t, func(t *testing.T) *hosttest.Fixture {
		fake, url := newRepo(t)
		repo := codehost.Repo{Project: "docs", URL: url, Token: writeToken}
		bad, ro := repo, repo
		bad.Token, ro.Token = badToken, readToken
		return &hosttest.Fixture{
			Host:           github.New(github.Options{}),
			Repo:           repo,
			Base:           "main",
			Merge:          func(t *testing.T, n int) { fake.Merge("acme/docs", n) },
			Close:          func(t *testing.T, n int) { fake.Close("acme/docs", n) },
			Diverge:        func(t *testing.T, b string) { fake.Git.Diverge(t, "acme/docs", b) },
			BadCredentials: &bad,
			ReadOnly:       &ro,
			Drafts:         true,
		}
	})
}

func TestAPIURL(t *testing.T) {
	for _, tc := range []struct {
		repo codehost.Repo
		want string
	}{
		{codehost.Repo{URL: "https://github.com/acme/docs.git"}, "https://api.github.com/"},
		{codehost.Repo{URL: "git@github.com:acme/docs.git"}, "https://api.github.com/"},
		{codehost.Repo{URL: "https://ghe.example.com/acme/docs"}, "https://ghe.example.com/api/v3/"},
		{codehost.Repo{URL: "ssh://git@ghe.example.com:2222/acme/docs.git"}, "https://ghe.example.com/api/v3/"},
		{codehost.Repo{URL: "http://127.0.0.1:8123/acme/docs.git"}, "http://127.0.0.1:8123/api/v3/"},
		{codehost.Repo{URL: "https://github.com/acme/docs", APIURL: "https://proxy.example.com/github/"}, "https://proxy.example.com/github/"},
	} {
		got, err := github.APIURL(tc.repo)
		if err != nil || got != tc.want {
			t.Errorf("APIURL(%q, %q) = %q, %v; want %q", tc.repo.URL, tc.repo.APIURL, got, err, tc.want)
		}
	}
	for _, bad := range []string{"/srv/docs", "https://github.com/acme", "ftp://github.com/a/b"} {
		if _, err := github.APIURL(codehost.Repo{URL: bad}); err == nil {
			t.Errorf("APIURL(%q): no error", bad)
		}
	}
}

// TestApp mints installation tokens with a generated key, pushes and
// opens a pull request with them, and mints again before expiry.
func TestApp(t *testing.T) {
	fake, url := newRepo(t)
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	keyPEM := pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)})
	fake.AddApp(42, &key.PublicKey, 7, "acme/docs")
	var mu sync.Mutex
	now := time.Now()
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	fake.SetClock(clock)
	h := github.New(github.Options{Now: clock})
	repo := codehost.Repo{Project: "docs", URL: url, App: &codehost.App{ID: 42, Installation: 7, PrivateKey: keyPEM}}

	c1, err := h.GitCredentials(t.Context(), repo)
	if err != nil || !strings.HasPrefix(string(c1.Token), "ghs_") || c1.Username != "x-access-token" {
		t.Fatalf("GitCredentials = %q, %v", c1.Username, err)
	}
	a, err := h.Check(t.Context(), repo)
	if err != nil || !a.Push || a.DefaultBranch != "main" {
		t.Fatalf("Check = %+v, %v", a, err)
	}
	if c2, _ := h.GitCredentials(t.Context(), repo); c2.Token != c1.Token {
		t.Error("a live token was minted again")
	}
	// 56 minutes later the hour-long token has less than five left.
	mu.Lock()
	now = now.Add(56 * time.Minute)
	mu.Unlock()
	c3, err := h.GitCredentials(t.Context(), repo)
	if err != nil || c3.Token == c1.Token {
		t.Errorf("a token about to expire was not minted again: %v", err)
	}
	if mints := countPrefix(fake.Requests(), "POST /app/installations/7/access_tokens"); mints != 2 {
		t.Errorf("%d mints, want 2", mints)
	}
	// Another installation, or a wrong key, is refused.
	other, _ := rsa.GenerateKey(rand.Reader, 2048)
	wrong := repo
	wrong.App = &codehost.App{ID: 42, Installation: 7, PrivateKey: pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(other)})}
	if _, err := h.GitCredentials(t.Context(), wrong); !errors.Is(err, codehost.ErrUnauthorized) {
		t.Errorf("a key that is not the App's: %v, want ErrUnauthorized", err)
	}
	if err := github.CheckKey([]byte("not a key")); err == nil {
		t.Error("CheckKey accepted garbage")
	}
}

func countPrefix(list []string, prefix string) int {
	n := 0
	for _, s := range list {
		if strings.HasPrefix(s, prefix) {
			n++
		}
	}
	return n
}

// TestRateLimit: GitHub's primary rate limit (403, X-RateLimit-Remaining
// 0) is ErrRateLimited with the wait until its reset.
func TestRateLimit(t *testing.T) {
	fake, url := newRepo(t)
	h := github.New(github.Options{})
	repo := codehost.Repo{Project: "docs", URL: url, Token: writeToken}
	fake.LimitAfter(0)
	_, err := h.Find(t.Context(), repo, "folio/x")
	var rl *codehost.RateLimitError
	if !errors.As(err, &rl) || !errors.Is(err, codehost.ErrRateLimited) || rl.RetryAfter <= 0 || rl.RetryAfter > time.Minute {
		t.Fatalf("Find when rate limited: %v (%+v)", err, rl)
	}
	if codehost.Permanent(err) {
		t.Error("a rate limit is permanent")
	}
}

// TestParseHook verifies X-Hub-Signature-256 and reads the events the
// fake sends as GitHub does.
func TestParseHook(t *testing.T) {
	fake, url := newRepo(t)
	h := github.New(github.Options{})
	repo := codehost.Repo{Project: "docs", URL: url, Token: writeToken}
	const secret = "whsec-project"
	var mu sync.Mutex
	var got []codehost.HookEvent
	var errs []error
	hooks := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body := new(bytes.Buffer)
		body.ReadFrom(r.Body)
		ev, err := h.ParseHook(r, body.Bytes(), secret)
		mu.Lock()
		got, errs = append(got, ev), append(errs, err)
		mu.Unlock()
	}))
	defer hooks.Close()
	fake.Hook(hooks.URL, secret)

	// A pushed branch, a pull request, a comment, a merge.
	fake.Git.Git(t, fake.Git.Dir("acme/docs"), "branch", "folio/a", "main")
	pr, err := h.Open(t.Context(), repo, codehost.NewPullRequest{Title: "A", Base: "main", Head: "folio/a"})
	if err != nil {
		t.Fatal(err)
	}
	fake.UserComment("acme/docs", pr.Number, "octocat", "@folio also mention the logs")
	fake.Merge("acme/docs", pr.Number)
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
	var kinds []string
	for i, ev := range got {
		if errs[i] != nil {
			t.Errorf("delivery %d: %v", i, errs[i])
		}
		kinds = append(kinds, string(ev.Kind))
		switch ev.Kind {
		case codehost.HookComment:
			if ev.PullRequest.Number != pr.Number || ev.Comment != "@folio also mention the logs" || ev.Author != "octocat" || ev.AuthorIsBot {
				t.Errorf("comment event = %+v", ev)
			}
		case codehost.HookPullRequest:
			if ev.PullRequest.Number != pr.Number || ev.PullRequest.Head != "folio/a" {
				t.Errorf("pull request event = %+v", ev)
			}
		}
	}
	// The merge's push to main may come before or after its event.
	if len(got) != 4 || !slices.ContainsFunc(got, func(ev codehost.HookEvent) bool { return ev.PullRequest.State == codehost.StateMerged }) ||
		!slices.ContainsFunc(got, func(ev codehost.HookEvent) bool { return ev.Kind == codehost.HookPush && ev.Branch == "main" }) {
		t.Errorf("events %v, want opened, comment, merged and the push to main", kinds)
	}

	// A delivery with another secret's signature, or none, is refused.
	body := []byte(`{"action":"closed","number":1,"pull_request":{"number":1,"state":"closed","merged":true}}`)
	for _, sig := range []string{"", "sha256=" + sign("other secret", body), "sha1=abc"} {
		req := httptest.NewRequest(http.MethodPost, "/hooks", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-GitHub-Event", "pull_request")
		if sig != "" {
			req.Header.Set("X-Hub-Signature-256", sig)
		}
		if _, err := h.ParseHook(req, body, secret); !errors.Is(err, codehost.ErrBadSignature) {
			t.Errorf("signature %q: %v, want ErrBadSignature", sig, err)
		}
	}
	req := httptest.NewRequest(http.MethodPost, "/hooks", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-GitHub-Event", "pull_request")
	req.Header.Set("X-Hub-Signature-256", "sha256="+sign(secret, body))
	ev, err := h.ParseHook(req, body, secret)
	if err != nil || ev.Kind != codehost.HookPullRequest || ev.PullRequest.State != codehost.StateMerged {
		t.Errorf("a well-signed delivery = %+v, %v", ev, err)
	}
}

func sign(secret string, body []byte) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write(body)
	return hex.EncodeToString(m.Sum(nil))
}

// TestCheckClassicScopes: a classic token names its scopes in every
// answer; without "repo" GitHub shows it no private repository, and the
// check says which scope is missing instead of "not found".
func TestCheckClassicScopes(t *testing.T) {
	fake, url := newRepo(t)
	fake.AddClassicToken("ghp_classicNoRepo000000000000000000000", "octo", true, "read:user", "gist")
	fake.AddClassicToken("ghp_classicRepo00000000000000000000000", "octo", true, "repo", "read:org")
	h := github.New(github.Options{})
	repo := codehost.Repo{Project: "docs", URL: url, Token: "ghp_classicNoRepo000000000000000000000"}
	_, err := h.Check(t.Context(), repo)
	var se *codehost.ScopeError
	if !errors.As(err, &se) || !slices.Equal(se.Missing, []string{"repo"}) || !errors.Is(err, codehost.ErrForbidden) || !codehost.Permanent(err) {
		t.Errorf("Check without the repo scope: %v, want a ScopeError naming repo", err)
	}
	if err != nil && strings.Contains(err.Error(), "ghp_") {
		t.Errorf("the error shows the token: %v", err)
	}
	repo.Token = "ghp_classicRepo00000000000000000000000"
	a, err := h.Check(t.Context(), repo)
	if err != nil || !a.Push || !a.PullRequests || len(a.Missing) != 0 || a.Who != "octo" {
		t.Errorf("Check with the repo scope = %+v, %v", a, err)
	}
}

// TestPushHook: a person's push over git reaches the project's webhook as
// the host sends it, and is read as a push of its branch.
func TestPushHook(t *testing.T) {
	const secret = "whsec-project"
	h := github.New(github.Options{})
	parse := func(r *http.Request, body []byte) (codehost.HookEvent, error) { return h.ParseHook(r, body, secret) }
	fake, url := newRepo(t)
	hosttest.PushHook(t, fake.Git, url, "octocat", writeToken, func(u string) { fake.Hook(u, secret) }, parse)
}
