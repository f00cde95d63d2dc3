package workspace_test

import (
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/cgi"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/foliodocs/folio/internal/workspace"
)

const (
	httpUser  = "folio-bot"
	httpToken = "tok-7f3c9a1e5b2d4c6e8a0f"
)

// gitServer serves the bare repositories under root over git's smart
// HTTP protocol, through git http-backend as a CGI program, to clients
// that send httpUser and httpToken.
type gitServer struct {
	root  string
	url   string
	auths atomic.Int32 // requests with the right credentials
}

func newGitServer(t *testing.T) *gitServer {
	t.Helper()
	execPath := git(t, t.TempDir(), "--exec-path")
	backend := filepath.Join(execPath, "git-http-backend")
	if _, err := os.Stat(backend); err != nil {
		t.Skipf("no git http-backend: %v", err)
	}
	s := &gitServer{root: t.TempDir()}
	h := &cgi.Handler{
		Path: backend,
		Env:  []string{"GIT_PROJECT_ROOT=" + s.root, "GIT_HTTP_EXPORT_ALL=1", "GIT_CONFIG_NOSYSTEM=1"},
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		user, pass, ok := r.BasicAuth()
		if !ok || user != httpUser || pass != httpToken {
			w.Header().Set("WWW-Authenticate", `Basic realm="git"`)
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		s.auths.Add(1)
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	s.url = srv.URL
	return s
}

// repo creates a bare repository on the server holding newRepo's
// commit and returns its URL.
func (s *gitServer) repo(t *testing.T, name string) (url, dir string) {
	t.Helper()
	src := newRepo(t)
	dir = filepath.Join(s.root, name+".git")
	git(t, s.root, "clone", "--quiet", "--bare", src, dir)
	git(t, dir, "config", "http.receivepack", "true")
	return s.url + "/" + name + ".git", dir
}

// assertNoToken fails if the token shows in s.
func assertNoToken(t *testing.T, what, s string) {
	t.Helper()
	if strings.Contains(s, httpToken) {
		t.Errorf("the token is in %s: %s", what, s)
	}
}

func TestHTTPRemoteWithToken(t *testing.T) {
	srv := newGitServer(t)
	url, bare := srv.repo(t, "docs")
	b := setup(t)
	ctx := t.Context()
	src := workspace.Source{Project: "remote", Repository: url, Username: httpUser, Token: httpToken}

	w, err := b.m.Open(ctx, src, workspace.Checkout{Name: "job_1", Branch: "folio/http", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, w.Dir(), "new.mdx", "# New\n")
	sha, changed, err := w.Commit(ctx, "Add a page")
	if err != nil || !changed {
		t.Fatal(sha, changed, err)
	}
	if err := w.Push(ctx); err != nil {
		t.Fatal(err)
	}
	if got := git(t, bare, "rev-parse", "refs/heads/folio/http"); got != sha {
		t.Errorf("server's folio/http = %s, want %s", got, sha)
	}
	if srv.auths.Load() == 0 {
		t.Error("the server saw no authenticated request")
	}
	files, _ := w.ChangedFiles(ctx, "main")
	diff, _ := w.Diff(ctx, "main")
	head, _ := w.Head(ctx)
	returned := fmt.Sprintf("%v %+v %#v %s %s %s %s %q %s", w, w, src, w.Dir(), w.Branch(), w.Base(), head, files, diff)
	assertNoToken(t, "returned values", returned)
	if err := w.Close(ctx); err != nil {
		t.Fatal(err)
	}

	// A follow-up fetches again with the same credentials.
	w, err = b.m.Open(ctx, src, workspace.Checkout{Name: "job_1", Branch: "folio/http", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	w.Close(ctx)

	// The token sits in no file of the data folder: not in the mirror's
	// configuration, not in the askpass script.
	filepath.WalkDir(b.data, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		if err == nil && strings.Contains(string(data), httpToken) {
			t.Errorf("the token is written to %s", path)
		}
		return nil
	})
	assertNoToken(t, "the logs", b.logs.String())
}

func TestHTTPTokenInURL(t *testing.T) {
	srv := newGitServer(t)
	url, bare := srv.repo(t, "docs")
	b := setup(t)
	ctx := t.Context()
	withUser := strings.Replace(url, "://", "://"+httpUser+":"+httpToken+"@", 1)
	src := workspace.Source{Project: "remote", Repository: withUser}
	w, err := b.m.Open(ctx, src, workspace.Checkout{Name: "job", Branch: "folio/url", Ref: "main"})
	if err != nil {
		assertNoToken(t, "the error", err.Error())
		t.Fatal(err)
	}
	defer w.Close(ctx)
	writeFile(t, w.Dir(), "new.mdx", "# New\n")
	if _, _, err := w.Commit(ctx, "Add a page"); err != nil {
		t.Fatal(err)
	}
	if err := w.Push(ctx); err != nil {
		assertNoToken(t, "the error", err.Error())
		t.Fatal(err)
	}
	git(t, bare, "rev-parse", "refs/heads/folio/url")
	assertNoToken(t, "the logs", b.logs.String())
	assertNoToken(t, "the mirror's configuration", readFile(t, filepath.Join(b.data, "mirrors", "remote.git", "config")))
}

func TestHTTPWrongToken(t *testing.T) {
	srv := newGitServer(t)
	url, _ := srv.repo(t, "docs")
	b := setup(t)
	ctx := t.Context()
	const wrong = "wrong-" + httpToken
	for _, src := range []workspace.Source{
		{Project: "a", Repository: url, Username: httpUser, Token: wrong},
		{Project: "b", Repository: strings.Replace(url, "://", "://"+httpUser+":"+wrong+"@", 1)},
		{Project: "c", Repository: url},
	} {
		_, err := b.m.Open(ctx, src, workspace.Checkout{Name: "job", Branch: "folio/x", Ref: "main"})
		if err == nil {
			t.Fatalf("Open with a wrong token succeeded (%s)", src.Project)
		}
		t.Logf("%s: %v", src.Project, err)
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Errorf("error does not wrap git's exit: %v", err)
		}
		if !errors.Is(err, workspace.ErrAuth) {
			t.Errorf("error = %v, want ErrAuth", err)
		}
		if !strings.Contains(err.Error(), "fetch") {
			t.Errorf("error = %v, want the failed fetch", err)
		}
		assertNoToken(t, "the error", err.Error())
		if strings.Contains(err.Error(), wrong) {
			t.Errorf("the token is in the error: %v", err)
		}
	}
	assertNoToken(t, "the logs", b.logs.String())
	if strings.Contains(b.logs.String(), "wrong-") {
		t.Errorf("a token is in the logs:\n%s", b.logs)
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
