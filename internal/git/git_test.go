package git

import (
	"context"
	"encoding/base64"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func newRunner(t *testing.T, environ ...string) *Runner {
	t.Helper()
	r, err := New(Options{Dir: t.TempDir(), Environ: append(os.Environ(), environ...)})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// sh runs a shell-free git setup command outside the policy, as a person
// preparing a repository would.
func setup(t *testing.T, dir string, args ...string) {
	t.Helper()
	r, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Run(context.Background(), Cmd{Dir: dir, Args: args,
		Env: []string{"GIT_AUTHOR_NAME=T", "GIT_AUTHOR_EMAIL=t@x", "GIT_COMMITTER_NAME=T", "GIT_COMMITTER_EMAIL=t@x"}}); err != nil {
		t.Fatal(err)
	}
}

func newRepo(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	setup(t, dir, "init", "-q", "-b", "main")
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	setup(t, dir, "add", "a.txt")
	setup(t, dir, "commit", "-q", "-m", "first")
	return dir
}

// TestRepositoryConfigRunsNothing sets, in a repository's own config,
// every key through which a config file can make git run a program, and
// runs the commands Folio runs in it: none of the programs may run.
func TestRepositoryConfigRunsNothing(t *testing.T) {
	dir := newRepo(t)
	marker := filepath.Join(t.TempDir(), "ran")
	evil := "touch " + marker + "; false"
	hooks := t.TempDir()
	for _, name := range []string{"pre-commit", "commit-msg", "post-commit", "pre-push", "post-checkout", "reference-transaction"} {
		if err := os.WriteFile(filepath.Join(hooks, name), []byte("#!/bin/sh\n"+evil+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, kv := range [][2]string{
		{"core.fsmonitor", evil},
		{"core.hooksPath", hooks},
		{"core.pager", evil},
		{"core.editor", evil},
		{"sequence.editor", evil},
		{"core.sshCommand", evil},
		{"core.askPass", evil},
		{"credential.helper", "!" + evil},
		{"gpg.program", evil},
		{"commit.gpgSign", "true"},
		{"protocol.allow", "always"},
	} {
		setup(t, dir, "config", kv[0], kv[1])
	}
	r := newRunner(t)
	ctx := context.Background()
	env := []string{"GIT_AUTHOR_NAME=T", "GIT_AUTHOR_EMAIL=t@x", "GIT_COMMITTER_NAME=T", "GIT_COMMITTER_EMAIL=t@x"}
	if err := os.WriteFile(filepath.Join(dir, "b.txt"), []byte("b\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"status", "--porcelain"},
		{"add", "--all", "--", "."},
		{"commit", "-q", "-m", "second"},
		{"log", "-p", "-1"},
		{"diff", "HEAD~1"},
		{"checkout", "-q", "-b", "other"},
	} {
		if _, err := r.Run(ctx, Cmd{Dir: dir, Args: args, Env: env}); err != nil {
			t.Fatalf("git %s: %v", args[0], err)
		}
	}
	// Network commands: ssh through core.sshCommand, a password through
	// the helper or core.askPass, ext:: through protocol.allow.
	for _, remote := range []string{"ssh://127.0.0.1:1/x.git", "ext::sh -c " + "touch%20" + marker} {
		r.Run(ctx, Cmd{Dir: dir, Args: []string{"ls-remote", "--", remote}})
	}
	if _, err := os.Stat(marker); err == nil {
		t.Fatal("a program named by the repository's config ran")
	}
}

// TestEnvironmentPolicy: the server's variables that point git elsewhere
// are dropped; a command may set only a commit's identity.
func TestEnvironmentPolicy(t *testing.T) {
	other := newRepo(t)
	r := newRunner(t, "GIT_DIR="+filepath.Join(other, ".git"), "GIT_CONFIG_PARAMETERS='core.fsmonitor'='touch /tmp/x'",
		"GIT_CONFIG_COUNT=1", "GIT_CONFIG_KEY_0=core.pager", "GIT_CONFIG_VALUE_0=evil", "GIT_SSH_COMMAND=ssh -oBatchMode=yes")
	dir := t.TempDir()
	_, err := r.Run(context.Background(), Cmd{Dir: dir, Args: []string{"rev-parse", "--git-dir"}})
	if err == nil {
		t.Fatal("GIT_DIR of the server's environment was used")
	}
	for _, kv := range r.base {
		name, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(name, "GIT_CONFIG_") && name != "GIT_CONFIG_NOSYSTEM" || name == "GIT_DIR" {
			t.Errorf("kept %s", kv)
		}
	}
	if !strings.Contains(strings.Join(r.base, "\n"), "GIT_SSH_COMMAND=ssh -oBatchMode=yes") {
		t.Error("GIT_SSH_COMMAND, the operator's, was dropped")
	}
	if _, err := r.Run(context.Background(), Cmd{Dir: dir, Args: []string{"version"}, Env: []string{"GIT_DIR=/"}}); err == nil {
		t.Error("a command set GIT_DIR")
	}
}

func TestSSHPin(t *testing.T) {
	for _, tc := range []struct {
		env  []string
		want string
	}{
		{nil, "core.sshCommand=ssh"},
		{[]string{"GIT_SSH=/opt/my ssh"}, "core.sshCommand='/opt/my ssh'"},
		{[]string{"GIT_SSH=/opt/ssh", "GIT_SSH_COMMAND=ssh -v"}, "core.sshCommand=ssh"},
	} {
		_, pins := policy(tc.env)
		if !strings.Contains(strings.Join(pins, " "), tc.want) {
			t.Errorf("env %q: pins %q, want %s", tc.env, pins, tc.want)
		}
	}
}

// TestCredentials: the token reaches the server through the askpass
// script, and nowhere else: not in the error, not in argv.
func TestCredentials(t *testing.T) {
	const token = "ghp_s3cretTOKENvalue"
	var mu sync.Mutex
	var got []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		mu.Lock()
		got = append(got, req.Header.Get("Authorization"))
		mu.Unlock()
		if req.Header.Get("Authorization") == "" {
			w.Header().Set("WWW-Authenticate", `Basic realm="x"`)
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		http.Error(w, "no repository "+req.URL.Path, http.StatusForbidden)
	}))
	defer srv.Close()
	r := newRunner(t)
	_, err := r.Run(context.Background(), Cmd{Dir: t.TempDir(), Args: []string{"ls-remote", "--", srv.URL + "/o/r.git"},
		Auth: &Credentials{Username: "bot", Token: token}})
	if err == nil {
		t.Fatal("ls-remote succeeded against a refusing server")
	}
	var ge *Error
	if !errors.As(err, &ge) || ge.Sub != "ls-remote" {
		t.Errorf("error %T %v, want *Error for ls-remote", err, err)
	}
	if strings.Contains(err.Error(), token) {
		t.Errorf("the error shows the token: %v", err)
	}
	want := "Basic " + base64.StdEncoding.EncodeToString([]byte("bot:"+token))
	mu.Lock()
	defer mu.Unlock()
	if !strings.Contains(strings.Join(got, "\n"), want) {
		t.Errorf("the server saw %q, want %q among them", got, want)
	}
	// A runner without a folder for the script refuses credentials.
	bare, _ := New(Options{})
	if _, err := bare.Run(context.Background(), Cmd{Args: []string{"version"}, Auth: &Credentials{Token: token}}); err == nil {
		t.Error("credentials accepted without an askpass script")
	}
}

func TestScrub(t *testing.T) {
	c := Cmd{Auth: &Credentials{Token: "s3cret"}}
	got := c.scrub("fatal: https://bot:s3cret@host/r.git and s3cret and ssh://u@h/x")
	want := "fatal: https://[REDACTED]@host/r.git and [REDACTED] and ssh://[REDACTED]@h/x"
	if got != want {
		t.Errorf("scrub = %q, want %q", got, want)
	}
	if s := Secret("tok"); s.String() != redacted || s.GoString() != redacted {
		t.Error("a Secret prints itself")
	}
}

func TestStreamStopsEarly(t *testing.T) {
	dir := newRepo(t)
	r := newRunner(t)
	n := 0
	err := r.Stream(context.Background(), Cmd{Dir: dir, Args: []string{"log", "--format=%H"}}, func(rd io.Reader) (bool, error) {
		b := make([]byte, 8)
		n, _ = rd.Read(b)
		return false, nil
	})
	if err != nil || n == 0 {
		t.Fatalf("stream: %v (read %d)", err, n)
	}
}
