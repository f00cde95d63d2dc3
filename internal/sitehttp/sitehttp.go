// Package sitehttp serves a built docs site (site.Output) over HTTP: the
// answers site.Output.Route decides, with their headers. folio dev serves
// through it, and so will folio serve.
package sitehttp

import (
	"bytes"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/httpcompress"
	"github.com/foliodocs/folio/internal/site"
)

// Handler serves the site. It answers GET and HEAD only.
func Handler(o *site.Output) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		serve(o, w, r)
	})
}

func serve(o *site.Output, w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if r.URL.Path == strings.TrimSuffix(o.BasePath, "/")+site.SearchPath {
		serveSearch(o, w, r)
		return
	}
	rt := o.Route(r.URL.Path)
	if o.IsPage(rt) {
		// Agents find the index of pages from any page (as Mintlify
		// sends them), and may ask for a page as Markdown at its URL.
		h := w.Header()
		llms := o.LlmsTxtPath()
		h.Set("Link", "<"+llms+`>; rel="llms-txt"`)
		h.Set("X-Llms-Txt", llms)
		if strings.HasSuffix(rt.Key, ".html") {
			h.Add("Vary", "Accept")
			if wantsMarkdown(r.Header.Values("Accept")) {
				if md, ok := o.MarkdownRoute(rt); ok {
					rt = md
				}
			}
		}
	}
	switch {
	case rt.Location != "":
		http.Redirect(w, r, rt.Location, rt.Status)
	case rt.File == nil:
		http.NotFound(w, r)
	default:
		send(o, w, r, rt)
	}
}

// send answers with a file of the site: compressed as the request
// accepts (each file is compressed once, site.Output.Encoded), with its
// ETag, and 304 Not Modified when the client has it already.
func send(o *site.Output, w http.ResponseWriter, r *http.Request, rt site.Route) {
	enc, err := o.Encoded(rt.File)
	if err != nil {
		// A file of the docs folder went away since the build.
		rt = o.NotFoundRoute()
		if rt.File == nil || rt.Location != "" {
			http.NotFound(w, r)
			return
		}
		if enc, err = o.Encoded(rt.File); err != nil {
			http.NotFound(w, r)
			return
		}
	}
	h := w.Header()
	h.Set("Content-Type", rt.File.Type)
	if site.Immutable(rt.Key) {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "no-cache")
	}
	data, coding := enc.Identity, ""
	if enc.Brotli != nil || enc.Gzip != nil {
		h.Add("Vary", "Accept-Encoding")
		if r.Header.Get("Range") == "" {
			switch httpcompress.Negotiate(r.Header.Values("Accept-Encoding")) {
			case "br":
				data, coding = enc.Brotli, "br"
			case "gzip":
				data, coding = enc.Gzip, "gzip"
			}
		}
	}
	if rt.Status != http.StatusOK {
		if coding != "" {
			h.Set("Content-Encoding", coding)
		}
		h.Set("Content-Length", strconv.Itoa(len(data)))
		w.WriteHeader(rt.Status)
		if r.Method != http.MethodHead {
			w.Write(data)
		}
		return
	}
	etag := enc.ETag
	if coding != "" {
		etag = strings.TrimSuffix(etag, `"`) + "-" + coding + `"`
	}
	h.Set("ETag", etag)
	if inm := r.Header.Get("If-None-Match"); inm != "" && etagMatch(inm, etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	if r.Header.Get("Range") != "" {
		http.ServeContent(w, r, rt.Key, time.Time{}, bytes.NewReader(data))
		return
	}
	// The common case without ServeContent's range and conditional
	// handling: it is measurably slower per request.
	if coding != "" {
		h.Set("Content-Encoding", coding)
	}
	h.Set("Content-Length", strconv.Itoa(len(data)))
	if r.Method != http.MethodHead {
		w.Write(data)
	}
}

// etagMatch reports whether an If-None-Match header names etag (weakly
// compared, as RFC 9110 asks for If-None-Match) or is "*".
func etagMatch(header, etag string) bool {
	want := strings.TrimPrefix(etag, "W/")
	for part := range strings.SplitSeq(header, ",") {
		part = strings.TrimSpace(part)
		if part == "*" || strings.TrimPrefix(part, "W/") == want {
			return true
		}
	}
	return false
}

// wantsMarkdown reports whether a request's Accept header prefers a page's
// Markdown (text/markdown, or text/plain) to its HTML: a browser's
// "text/html,…,*/*;q=0.8" and curl's "*/*" get HTML, an agent's
// "text/markdown" gets Markdown.
func wantsMarkdown(accept []string) bool {
	if len(accept) == 0 {
		return false
	}
	v := strings.Join(accept, ",")
	return max(quality(v, "text/markdown"), quality(v, "text/plain")) > quality(v, "text/html")
}

// quality is the q value the Accept header v gives the media type typ,
// from its most specific matching range (typ itself, then type/*, then
// */*); 0 when no range matches.
func quality(v, typ string) float64 {
	major, _, _ := strings.Cut(typ, "/")
	q, specific := 0.0, -1
	for part := range strings.SplitSeq(v, ",") {
		mt, params, _ := strings.Cut(part, ";")
		mt = strings.ToLower(strings.TrimSpace(mt))
		s := -1
		switch mt {
		case typ:
			s = 2
		case major + "/*":
			s = 1
		case "*/*":
			s = 0
		}
		if s <= specific {
			continue
		}
		specific, q = s, 1
		for p := range strings.SplitSeq(params, ";") {
			k, val, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(val), 64); err == nil && f >= 0 && f <= 1 {
					q = f
				} else {
					q = 0
				}
			}
		}
	}
	return q
}
