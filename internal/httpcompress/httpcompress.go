// Package httpcompress compresses HTTP responses with brotli or gzip, as
// the request's Accept-Encoding allows: Negotiate picks the encoding, and
// Handler compresses what a handler writes on the fly (the API's JSON,
// the dashboard's pages). Files that are served again and again (a
// site's pages and assets) are compressed once by the site instead
// (site.Output.Encoded) and pass through Handler untouched.
package httpcompress

import (
	"bufio"
	"compress/gzip"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"
)

// Negotiate returns the encoding to answer a request with, given its
// Accept-Encoding header values: "br" when accepted, else "gzip", else ""
// (identity). A coding with q=0 is refused; "*" accepts both.
func Negotiate(accept []string) string {
	var br, gz, star float64 = -1, -1, -1
	for _, v := range accept {
		for part := range strings.SplitSeq(v, ",") {
			name, params, _ := strings.Cut(part, ";")
			q := 1.0
			for p := range strings.SplitSeq(params, ";") {
				k, val, ok := strings.Cut(strings.TrimSpace(p), "=")
				if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
					f, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
					if err != nil || f < 0 || f > 1 {
						f = 0
					}
					q = f
				}
			}
			switch strings.ToLower(strings.TrimSpace(name)) {
			case "br":
				br = q
			case "gzip", "x-gzip":
				gz = q
			case "*":
				star = q
			}
		}
	}
	if br < 0 {
		br = star
	}
	if gz < 0 {
		gz = star
	}
	switch {
	case br > 0 && br >= gz:
		return "br"
	case gz > 0:
		return "gzip"
	case br > 0:
		return "br"
	}
	return ""
}

// Compressible reports whether a response of Content-Type typ is text
// that compression shrinks. An event stream is text, but each event must
// reach the client when written, so it is sent as it is.
func Compressible(typ string) bool {
	t, _, _ := strings.Cut(typ, ";")
	t = strings.ToLower(strings.TrimSpace(t))
	if t == "text/event-stream" {
		return false
	}
	if strings.HasPrefix(t, "text/") {
		return true
	}
	switch t {
	case "application/json", "application/javascript", "application/xml", "application/yaml",
		"application/x-yaml", "image/svg+xml", "application/rss+xml", "application/atom+xml",
		"application/manifest+json", "application/ld+json":
		return true
	}
	return strings.HasSuffix(t, "+json") || strings.HasSuffix(t, "+xml")
}

// minSize is the smallest body worth compressing, when the handler says
// its length.
const minSize = 256

// Levels for compressing on the fly: fast, since each response is
// compressed anew.
const (
	brotliLevel = 4
	gzipLevel   = 5
)

// Handler compresses the text responses of h for clients that accept
// brotli or gzip, adding Vary: Accept-Encoding. It leaves alone a
// response that already has a Content-Encoding (a site's precompressed
// file), a HEAD or range answer, one without a body, one shorter than a
// few hundred bytes, and an event stream; a flush flushes the encoder.
func Handler(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		enc := Negotiate(r.Header.Values("Accept-Encoding"))
		if r.Method == http.MethodHead || r.Header.Get("Range") != "" || r.Header.Get("Upgrade") != "" {
			enc = ""
		}
		cw := &writer{ResponseWriter: w, enc: enc}
		defer cw.close()
		h.ServeHTTP(cw, r)
	})
}

// writer decides at the first write (or WriteHeader) whether to
// compress, from the headers the handler set.
type writer struct {
	http.ResponseWriter
	enc     string
	decided bool
	out     io.WriteCloser // the encoder; nil when sending as it is
	flush   func() error
}

func (w *writer) decide(status int) {
	if w.decided {
		return
	}
	w.decided = true
	h := w.Header()
	if h.Get("Content-Encoding") == "" && Compressible(h.Get("Content-Type")) &&
		status != http.StatusNoContent && status != http.StatusNotModified && status >= 200 &&
		h.Get("Content-Range") == "" {
		// The answer differs by Accept-Encoding whether or not this
		// client gets it compressed.
		h.Add("Vary", "Accept-Encoding")
	}
	if w.enc == "" || h.Get("Content-Encoding") != "" || !Compressible(h.Get("Content-Type")) ||
		status == http.StatusNoContent || status == http.StatusNotModified || status < 200 || h.Get("Content-Range") != "" {
		return
	}
	if n, err := strconv.Atoi(h.Get("Content-Length")); err == nil && n < minSize {
		return
	}
	h.Del("Content-Length")
	h.Set("Content-Encoding", w.enc)
	if et := h.Get("ETag"); et != "" && strings.HasSuffix(et, `"`) {
		// Another representation: another validator.
		h.Set("ETag", strings.TrimSuffix(et, `"`)+"-"+w.enc+`"`)
	}
	switch w.enc {
	case "br":
		bw := brotli.NewWriterLevel(w.ResponseWriter, brotliLevel)
		w.out, w.flush = bw, bw.Flush
	default:
		gw, _ := gzip.NewWriterLevel(w.ResponseWriter, gzipLevel) // the level is valid
		w.out, w.flush = gw, gw.Flush
	}
}

func (w *writer) WriteHeader(status int) {
	w.decide(status)
	w.ResponseWriter.WriteHeader(status)
}

func (w *writer) Write(p []byte) (int, error) {
	if !w.decided {
		if w.Header().Get("Content-Type") == "" {
			// What net/http would send: sniffed from the first bytes.
			w.Header().Set("Content-Type", http.DetectContentType(p))
		}
		w.WriteHeader(http.StatusOK)
	}
	if w.out != nil {
		return w.out.Write(p)
	}
	return w.ResponseWriter.Write(p)
}

// Flush sends what was written so far, through the encoder.
func (w *writer) Flush() {
	if w.out != nil {
		w.flush()
	}
	http.NewResponseController(w.ResponseWriter).Flush()
}

// Hijack lets a handler take the connection over (a WebSocket).
func (w *writer) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	return http.NewResponseController(w.ResponseWriter).Hijack()
}

// Unwrap keeps http.ResponseController (deadlines) working.
func (w *writer) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *writer) close() {
	if w.out != nil {
		w.out.Close()
	}
}
