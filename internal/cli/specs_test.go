package cli

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRemoteSpecCommands runs validate and build on a site whose
// specification is given by URL: both fetch it and agree; with the
// server gone they use the copy in the cache folder, with a warning; and
// a site naming an unreachable one with no copy fails, at its docs.json
// entry.
func TestRemoteSpecCommands(t *testing.T) {
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("openapi: 3.1.0\ninfo: {title: Pets, version: '1'}\npaths:\n  /pets:\n    get: {summary: List pets}\n"))
	}))
	dir := t.TempDir()
	write := func(name, data string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("docs.json", `{"theme": "mint", "name": "Remote", "colors": {"primary": "#0D9373"},
  "navigation": {"groups": [{"group": "Pets", "openapi": "`+api.URL+`/openapi.yaml"}]}}`)
	env := []string{"XDG_CACHE_HOME=" + t.TempDir(), "HOME=" + t.TempDir()}
	folio := func(args ...string) (int, string) {
		var stdout, stderr bytes.Buffer
		code := Main(context.Background(), args, Env{Stdout: &stdout, Stderr: &stderr, Environ: env})
		return code, stdout.String() + stderr.String()
	}
	out := filepath.Join(t.TempDir(), "out")
	if code, got := folio("validate", dir); code != ExitOK || !strings.Contains(got, "is valid") {
		t.Fatalf("validate: exit %d\n%s", code, got)
	}
	if code, got := folio("build", dir, "-o", out); code != ExitOK {
		t.Fatalf("build: exit %d\n%s", code, got)
	}
	if _, err := os.Stat(filepath.Join(out, "api-reference", "list-pets", "index.html")); err != nil {
		t.Errorf("the page of the remote specification: %v", err)
	}

	api.Close()
	for _, args := range [][]string{{"validate", dir}, {"build", dir, "-o", out}} {
		code, got := folio(args...)
		if code != ExitOK || !strings.Contains(got, "openapi-stale") || !strings.Contains(got, "using the copy fetched on") {
			t.Errorf("%s offline: exit %d\n%s", args[0], code, got)
		}
	}

	// Without a copy, the site builds without the specification's pages,
	// with a warning: Mintlify, which fetches it when it deploys, deploys.
	env = []string{"XDG_CACHE_HOME=" + t.TempDir(), "HOME=" + t.TempDir()} // no copy
	for _, args := range [][]string{{"validate", dir}, {"build", dir, "-o", out}} {
		code, got := folio(args...)
		if code != ExitOK || !strings.Contains(got, "warning[openapi-fetch]") || !strings.Contains(got, "docs.json:2:58") {
			t.Errorf("%s offline without a copy: exit %d\n%s", args[0], code, got)
		}
	}
}
