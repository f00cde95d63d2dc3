package httpcompress

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

func TestNegotiate(t *testing.T) {
	for _, c := range []struct{ accept, want string }{
		{"", ""},
		{"identity", ""},
		{"gzip", "gzip"},
		{"br", "br"},
		{"gzip, deflate, br, zstd", "br"},
		{"br;q=0, gzip", "gzip"},
		{"gzip;q=1, br;q=0.5", "gzip"},
		{"gzip;q=0", ""},
		{"*", "br"},
		{"*;q=0, gzip", "gzip"},
		{"x-gzip", "gzip"},
		{"BR;Q=0.8", "br"},
		{"br;q=bogus, gzip", "gzip"},
	} {
		if got := Negotiate([]string{c.accept}); got != c.want {
			t.Errorf("Negotiate(%q) = %q, want %q", c.accept, got, c.want)
		}
	}
}

func TestHandler(t *testing.T) {
	long := strings.Repeat(`{"job":"queued","id":"abc"},`, 50)
	h := Handler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/json":
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("ETag", `"v1"`)
			io.WriteString(w, long)
		case "/small":
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Content-Length", "2")
			io.WriteString(w, "{}")
		case "/png":
			w.Header().Set("Content-Type", "image/png")
			io.WriteString(w, long)
		case "/events":
			w.Header().Set("Content-Type", "text/event-stream")
			io.WriteString(w, "data: "+long+"\n\n")
			http.NewResponseController(w).Flush()
		case "/done":
			w.Header().Set("Content-Type", "text/html")
			w.Header().Set("Content-Encoding", "br")
			io.WriteString(w, "already")
		case "/flush":
			w.Header().Set("Content-Type", "text/html")
			io.WriteString(w, long)
			if err := http.NewResponseController(w).Flush(); err != nil {
				t.Errorf("flush: %v", err)
			}
			io.WriteString(w, long)
		}
	}))
	for _, c := range []struct {
		path, accept, want string
		body               string
	}{
		{"/json", "br", "br", long},
		{"/json", "gzip", "gzip", long},
		{"/json", "", "", long},
		{"/small", "br", "", "{}"},
		{"/png", "br", "", long},
		{"/events", "br", "", "data: " + long + "\n\n"},
		{"/done", "gzip", "br", "already"},
		{"/flush", "gzip", "gzip", long + long},
	} {
		req := httptest.NewRequest("GET", c.path, nil)
		if c.accept != "" {
			req.Header.Set("Accept-Encoding", c.accept)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		got := rec.Header().Get("Content-Encoding")
		if got != c.want {
			t.Errorf("%s with %q: Content-Encoding %q, want %q", c.path, c.accept, got, c.want)
		}
		body := rec.Body.String()
		if c.path != "/done" {
			body = decode(t, got, body)
		}
		if body != c.body {
			t.Errorf("%s with %q: body %q…", c.path, c.accept, body[:min(len(body), 40)])
		}
		if c.path == "/json" {
			if v := rec.Header().Get("Vary"); v != "Accept-Encoding" {
				t.Errorf("%s with %q: Vary %q", c.path, c.accept, v)
			}
			if c.want != "" && rec.Header().Get("ETag") != `"v1-`+c.want+`"` {
				t.Errorf("%s with %q: ETag %q", c.path, c.accept, rec.Header().Get("ETag"))
			}
		}
	}
}

func decode(t *testing.T, enc, body string) string {
	t.Helper()
	var r io.Reader
	switch enc {
	case "br":
		r = brotli.NewReader(strings.NewReader(body))
	case "gzip":
		zr, err := gzip.NewReader(strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	default:
		return body
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
