package devserver

import (
	"bufio"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func write(t *testing.T, dir, name, data string) {
	t.Helper()
	p := filepath.Join(dir, name)
	os.MkdirAll(filepath.Dir(p), 0o755)
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// replace writes a file whole: into a folder beside dir, then renamed
// into place.
func replace(t *testing.T, dir, name, data string) {
	t.Helper()
	side := dir + ".side"
	if err := os.MkdirAll(side, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(side) })
	// The first folder of name's path that is not there yet comes with
	// the file, in one rename, as a checkout brings it: made one by one,
	// each would be an edit of its own.
	top := name
	for d := filepath.Dir(name); d != "."; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(dir, d)); err == nil {
			break
		}
		top = d
	}
	tmp := filepath.Join(side, filepath.Base(top))
	os.RemoveAll(tmp)
	file := filepath.Join(tmp, strings.TrimPrefix(name, top))
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, filepath.Join(dir, top)); err != nil {
		t.Fatal(err)
	}
}

func body(t *testing.T, u string) (int, string) {
	t.Helper()
	resp, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var sb strings.Builder
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	for sc.Scan() {
		sb.WriteString(sc.Text() + "\n")
	}
	return resp.StatusCode, sb.String()
}

// TestReload edits a page and checks that the open page is told to reload,
// that an error keeps the last good page and reaches the overlay, and that
// fixing it serves the new page.
func TestReload(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "docs.json", `{"theme":"mint","name":"Dev","colors":{"primary":"#2563EB"},"navigation":{"pages":["index"]}}`)
	write(t, dir, "index.mdx", "---\ntitle: Home\n---\nFirst version.\n")
	srv, err := New(dir, Options{Debounce: 10 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := srv.Build(ctx); err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	defer hs.Close()
	if code, b := body(t, hs.URL+"/"); code != 200 || !strings.Contains(b, "First version.") || !strings.Contains(b, "EventSource") {
		t.Fatalf("GET / = %d, live reload and page expected:\n%.300s", code, b)
	}
	watchReady := make(chan struct{})
	srv.watching = func() { close(watchReady) }
	watching := make(chan error, 1)
	go func() { watching <- srv.Watch(ctx) }()

	req, _ := http.NewRequestWithContext(ctx, "GET", hs.URL+"/_folio/events", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	events := make(chan string, 16)
	go func() {
		sc := bufio.NewScanner(resp.Body)
		var name string
		for sc.Scan() {
			line := sc.Text()
			if n, ok := strings.CutPrefix(line, "event: "); ok {
				name = n
			} else if d, ok := strings.CutPrefix(line, "data: "); ok {
				events <- name + " " + d
			}
		}
		close(events)
	}()
	wait := func(prefix string) string {
		t.Helper()
		timeout := time.After(10 * time.Second)
		for {
			select {
			case e, ok := <-events:
				if !ok {
					t.Fatalf("event stream ended before %q", prefix)
				}
				if strings.HasPrefix(e, prefix) {
					return e
				}
			case <-timeout:
				t.Fatalf("no %q event", prefix)
			}
		}
	}
	wait("problems ") // sent on connect
	select {
	case <-watchReady:
	case err := <-watching:
		t.Fatalf("watch: %v", err)
	case <-time.After(10 * time.Second):
		t.Fatal("the watcher was never set up")
	}

	write(t, dir, "index.mdx", "---\ntitle: Home\n---\nSecond version.\n")
	wait("reload")
	if _, b := body(t, hs.URL+"/"); !strings.Contains(b, "Second version.") {
		t.Error("the edit is not served")
	}

	write(t, dir, "index.mdx", "---\ntitle: Home\n---\n<Card title=\"x\">\nbroken\n")
	if e := wait("problems {\"errors\":[\""); !strings.Contains(e, "index.mdx:4:") {
		t.Errorf("overlay problems lack the position: %s", e)
	}
	if _, b := body(t, hs.URL+"/"); !strings.Contains(b, "Second version.") {
		t.Error("a page with errors does not keep its last good version")
	}

	write(t, dir, "index.mdx", "---\ntitle: Home\n---\nThird version.\n")
	wait(`problems {"errors":[],`)
	if _, b := body(t, hs.URL+"/"); !strings.Contains(b, "Third version.") {
		t.Error("the fixed page is not served")
	}
	cancel()
	if err := <-watching; err != nil {
		t.Error(err)
	}
}

func TestIgnored(t *testing.T) {
	cases := map[string]bool{
		"/r/index.mdx":        false,
		"/r/.git/HEAD":        true,
		"/r/a/.index.mdx.swp": true,
		"/r/index.mdx~":       true,
		"/r/.mintignore":      false,
		"/r/#index.mdx#":      true,
	}
	for p, want := range cases {
		if got := ignored("/r", p); got != want {
			t.Errorf("ignored(%q) = %v, want %v", p, got, want)
		}
	}
}

// serveDir builds the docs folder dir with a Server of opts and serves it
// for the test.
func serveDir(t *testing.T, dir string, opts Options) *httptest.Server {
	t.Helper()
	hs, _ := serveDirServer(t, dir, opts)
	return hs
}

// serveDirServer is serveDir that also returns the Server.
func serveDirServer(t *testing.T, dir string, opts Options) (*httptest.Server, *Server) {
	t.Helper()
	srv, err := New(dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Build(context.Background()); err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	t.Cleanup(hs.Close)
	return hs, srv
}
