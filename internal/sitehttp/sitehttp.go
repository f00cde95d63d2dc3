// Package sitehttp serves a built docs site (site.Output) over HTTP: the
// answers site.Output.Route decides, with their headers. folio dev serves
// through it, and so will folio serve.
package sitehttp

import (
	"bytes"
	"net/http"
	"strconv"
	"time"

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
	rt := o.Route(r.URL.Path)
	switch {
	case rt.Location != "":
		http.Redirect(w, r, rt.Location, rt.Status)
	case rt.File == nil:
		http.NotFound(w, r)
	default:
		data, err := o.Content(rt.File)
		if err != nil {
			// A file of the docs folder went away since the build.
			rt = o.NotFoundRoute()
			if rt.File == nil || rt.Location != "" {
				http.NotFound(w, r)
				return
			}
			data = rt.File.Bytes()
		}
		h := w.Header()
		h.Set("Content-Type", rt.File.Type)
		if site.Immutable(rt.Key) {
			h.Set("Cache-Control", "public, max-age=31536000, immutable")
		} else {
			h.Set("Cache-Control", "no-cache")
		}
		if rt.Status != http.StatusOK {
			h.Set("Content-Length", strconv.Itoa(len(data)))
			w.WriteHeader(rt.Status)
			if r.Method != http.MethodHead {
				w.Write(data)
			}
			return
		}
		if r.Header.Get("Range") == "" {
			// The common case without ServeContent's range and
			// conditional handling: it is measurably slower per request.
			h.Set("Content-Length", strconv.Itoa(len(data)))
			if r.Method != http.MethodHead {
				w.Write(data)
			}
			return
		}
		http.ServeContent(w, r, rt.Key, time.Time{}, bytes.NewReader(data))
	}
}
