package specfetch

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// server is a specification server whose answers a test changes.
type server struct {
	*httptest.Server
	body     atomic.Value // string
	etag     atomic.Value // string
	status   atomic.Int32 // 0: normal
	delay    atomic.Int64 // nanoseconds before answering
	requests atomic.Int32
	// conditional counts requests that carried If-None-Match.
	conditional atomic.Int32
}

func newServer(t *testing.T) *server {
	s := &server{}
	s.body.Store("openapi: 3.1.0\ninfo: {title: One, version: '1'}\npaths: {}\n")
	s.etag.Store(`"v1"`)
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.requests.Add(1)
		if d := s.delay.Load(); d > 0 {
			select {
			case <-time.After(time.Duration(d)):
			case <-r.Context().Done():
				return
			}
		}
		if st := s.status.Load(); st != 0 {
			w.WriteHeader(int(st))
			return
		}
		etag := s.etag.Load().(string)
		if inm := r.Header.Get("If-None-Match"); inm != "" {
			s.conditional.Add(1)
			if inm == etag {
				w.WriteHeader(http.StatusNotModified)
				return
			}
		}
		w.Header().Set("ETag", etag)
		w.Header().Set("Last-Modified", "Tue, 17 Nov 2026 10:00:00 GMT")
		w.Write([]byte(s.body.Load().(string)))
	}))
	t.Cleanup(s.Close)
	return s
}

func TestFetch(t *testing.T) {
	ctx := context.Background()
	srv := newServer(t)
	dir := t.TempDir()
	now := time.Date(2026, 11, 20, 9, 30, 0, 0, time.UTC)
	f := New(Options{Dir: dir, Now: func() time.Time { return now }})
	u := srv.URL + "/openapi.yaml"

	got, err := f.Fetch(ctx, u)
	if err != nil || !strings.Contains(string(got.Data), "title: One") || got.Stale != "" {
		t.Fatalf("first fetch: %q, %v", got, err)
	}
	files, _ := os.ReadDir(dir)
	if len(files) != 2 {
		t.Errorf("cache holds %d files", len(files))
	}

	// Unchanged: a conditional request, answered 304, gives the copy.
	got, err = f.Fetch(ctx, u)
	if err != nil || !strings.Contains(string(got.Data), "title: One") || got.Stale != "" || srv.conditional.Load() != 1 {
		t.Errorf("unchanged: %q, %v, %d conditional requests", got, err, srv.conditional.Load())
	}

	// Changed: the new one, kept.
	srv.body.Store("openapi: 3.1.0\ninfo: {title: Two, version: '1'}\npaths: {}\n")
	srv.etag.Store(`"v2"`)
	if got, err = f.Fetch(ctx, u); err != nil || !strings.Contains(string(got.Data), "title: Two") {
		t.Errorf("changed: %q, %v", got, err)
	}

	// The server fails: the copy, with a warning; a new Fetcher (the
	// next folio build) finds the copy on disk.
	srv.status.Store(http.StatusServiceUnavailable)
	f2 := New(Options{Dir: dir, Now: func() time.Time { return now }})
	got, err = f2.Fetch(ctx, u)
	if err != nil || !strings.Contains(string(got.Data), "title: Two") ||
		got.Stale != u+" could not be fetched (the server answered 503 Service Unavailable): using the copy fetched on 2026-11-20 09:30 UTC" {
		t.Errorf("server failing: %q, %v", got, err)
	}

	// Gone: an error, whatever the copy.
	srv.status.Store(http.StatusNotFound)
	if _, err = f2.Fetch(ctx, u); err == nil || err.Error() != "the server answered 404 Not Found" {
		t.Errorf("gone: %v", err)
	}

	// Offline: the copy, with a warning.
	srv.status.Store(0)
	srv.Close()
	got, err = f2.Fetch(ctx, u)
	if err != nil || !strings.Contains(string(got.Data), "title: Two") || !strings.Contains(got.Stale, "could not be fetched (dial tcp") {
		t.Errorf("offline: %q, %v", got, err)
	}
	// Offline, and no copy: an error.
	if _, err = New(Options{Dir: t.TempDir()}).Fetch(ctx, u); err == nil || !strings.Contains(err.Error(), "dial tcp") {
		t.Errorf("offline without a copy: %v", err)
	}
}

func TestFetchTimeout(t *testing.T) {
	srv := newServer(t)
	dir := t.TempDir()
	u := srv.URL + "/spec.yaml"
	if _, err := New(Options{Dir: dir}).Fetch(context.Background(), u); err != nil {
		t.Fatal(err)
	}
	srv.delay.Store(int64(5 * time.Second))
	f := New(Options{Dir: dir, Timeout: 100 * time.Millisecond})
	start := time.Now()
	got, err := f.Fetch(context.Background(), u)
	if err != nil || !strings.Contains(got.Stale, "no answer within 100ms") {
		t.Errorf("slow server: %q, %v", got.Stale, err)
	}
	if took := time.Since(start); took > 3*time.Second {
		t.Errorf("the fetch took %s", took)
	}
	if _, err := New(Options{Timeout: 100 * time.Millisecond}).Fetch(context.Background(), u); err == nil || err.Error() != "no answer within 100ms" {
		t.Errorf("slow server without a copy: %v", err)
	}
}

func TestFetchLimits(t *testing.T) {
	srv := newServer(t)
	srv.body.Store(strings.Repeat("x", 2<<20))
	if _, err := New(Options{MaxSize: 1 << 20}).Fetch(context.Background(), srv.URL); err == nil || err.Error() != "it is larger than 1 MB" {
		t.Errorf("too large: %v", err)
	}
	for _, u := range []string{"ftp://example.com/spec.yaml", "file:///etc/passwd", "https://", "spec.yaml"} {
		if _, err := New(Options{}).Fetch(context.Background(), u); err == nil {
			t.Errorf("%s: fetched", u)
		}
	}
}

// TestFetchFresh checks that a copy the server confirmed a moment ago is
// used without asking again (folio dev rebuilds often).
func TestFetchFresh(t *testing.T) {
	srv := newServer(t)
	now := time.Date(2026, 11, 20, 9, 30, 0, 0, time.UTC)
	f := New(Options{Dir: t.TempDir(), Fresh: time.Minute, Now: func() time.Time { return now }})
	for range 3 {
		if _, err := f.Fetch(context.Background(), srv.URL); err != nil {
			t.Fatal(err)
		}
	}
	if n := srv.requests.Load(); n != 1 {
		t.Errorf("%d requests within a minute", n)
	}
	now = now.Add(2 * time.Minute)
	f.Fetch(context.Background(), srv.URL)
	if n := srv.requests.Load(); n != 2 {
		t.Errorf("%d requests after two minutes", n)
	}
}

// TestFetchBrokenCopy checks that a copy whose data does not match its
// meta is not used.
func TestFetchBrokenCopy(t *testing.T) {
	srv := newServer(t)
	dir := t.TempDir()
	if _, err := New(Options{Dir: dir}).Fetch(context.Background(), srv.URL); err != nil {
		t.Fatal(err)
	}
	specs, _ := filepath.Glob(filepath.Join(dir, "*.spec"))
	if len(specs) != 1 {
		t.Fatalf("copies %v", specs)
	}
	os.WriteFile(specs[0], []byte("garbage"), 0o644)
	srv.Close()
	if _, err := New(Options{Dir: dir}).Fetch(context.Background(), srv.URL); err == nil {
		t.Error("a broken copy is used")
	}
}
