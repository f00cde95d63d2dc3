package site

import (
	"bytes"
	"io"
	"io/fs"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"
)

// Handler serves a built site: its files (a page's URL with or without a
// trailing slash, and its .md copy), docs.json's redirects (308, or 307
// when not permanent), and the 404 page for anything else. It answers
// GET and HEAD only.
func (o *Output) Handler() http.Handler {
	return http.HandlerFunc(o.serve)
}

func (o *Output) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := r.URL.Path
	if o.BasePath != "/" {
		if !strings.HasPrefix(p+"/", o.BasePath) {
			o.serveNotFound(w, r)
			return
		}
		p = "/" + strings.TrimPrefix(strings.TrimPrefix(p, strings.TrimSuffix(o.BasePath, "/")), "/")
	}
	clean := path.Clean(p)
	if f := o.lookup(clean, p); f != nil && !f.Redirect {
		o.serveFile(w, r, clean, f)
		return
	}
	for _, rd := range o.Redirects {
		if dest, ok := rd.Target(clean); ok {
			if !isExternal(dest) && o.BasePath != "/" {
				dest = strings.TrimSuffix(o.BasePath, "/") + dest
			}
			code := http.StatusPermanentRedirect
			if rd.Permanent != nil && !*rd.Permanent {
				code = http.StatusTemporaryRedirect
			}
			http.Redirect(w, r, dest, code)
			return
		}
	}
	o.serveNotFound(w, r)
}

// lookup finds the file for a clean request path: the file itself, or
// the page there.
func (o *Output) lookup(clean, raw string) *File {
	if f := o.Files[clean]; f != nil && clean != "/" {
		return f
	}
	return o.Files[htmlKey(clean)]
}

func (o *Output) serveFile(w http.ResponseWriter, r *http.Request, name string, f *File) {
	h := w.Header()
	h.Set("Content-Type", f.Type)
	if strings.HasPrefix(name, "/_folio/site.") {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "no-cache")
	}
	if f.Source != "" {
		data, err := fs.ReadFile(o.fsys, f.Source)
		if err != nil {
			o.serveNotFound(w, r)
			return
		}
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(data))
		return
	}
	data := f.Bytes()
	if r.Header.Get("Range") == "" {
		// The common case without ServeContent's range and conditional
		// handling: it is measurably slower per request.
		h.Set("Content-Length", strconv.Itoa(len(data)))
		if r.Method != http.MethodHead {
			w.Write(data)
		}
		return
	}
	http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(data))
}

func (o *Output) serveNotFound(w http.ResponseWriter, r *http.Request) {
	if o.RedirectHome {
		http.Redirect(w, r, o.BasePath, http.StatusFound)
		return
	}
	f := o.Files[o.NotFound]
	if f == nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", f.Type)
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusNotFound)
	if r.Method != http.MethodHead {
		w.Write(f.Bytes())
	}
}

// Open returns the content of a file of the output.
func (o *Output) Open(key string) (io.ReadCloser, error) {
	f := o.Files[key]
	if f == nil {
		return nil, fs.ErrNotExist
	}
	if f.Source != "" {
		return o.fsys.Open(f.Source)
	}
	return io.NopCloser(bytes.NewReader(f.Bytes())), nil
}
