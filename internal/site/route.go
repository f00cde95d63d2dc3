package site

import (
	"io/fs"
	"path"
	"strings"
)

// Route is the answer to a request for a path of the site.
type Route struct {
	// Status is 200 for a file, 404 for the 404 page, or a redirect:
	// 308 (permanent) or 307 for docs.json's redirects, 302 to the home
	// page with errors.404.redirect.
	Status int
	// Key and File are the file to send, for 200 and 404; File is nil for
	// a 404 when the site has no 404 page.
	Key  string
	File *File
	// Location is where a redirect goes.
	Location string
}

// Route says how to answer a request for urlPath: a file (a page's URL
// with or without a trailing slash, its .md copy, an asset), one of
// docs.json's redirects, or the 404 page. The path is cleaned first, so
// "/../../etc/passwd" is "/etc/passwd", which the site does not have.
func (o *Output) Route(urlPath string) Route {
	p := urlPath
	if o.BasePath != "/" {
		if !strings.HasPrefix(p+"/", o.BasePath) {
			return o.NotFoundRoute()
		}
		p = "/" + strings.TrimPrefix(strings.TrimPrefix(p, strings.TrimSuffix(o.BasePath, "/")), "/")
	}
	clean := path.Clean("/" + p)
	if strings.HasPrefix(clean, SocialImagePath+"/") {
		sp, ok := o.socialPages[clean]
		if !ok && o.Pending() {
			// Before the check, the page says what its image shows.
			sp, ok = o.b.passes.cache.socialPage(clean)
		}
		if ok && o.social != nil {
			return Route{Status: 200, Key: clean, File: lazyFile("image/png", func() []byte {
				// The drawing cannot fail but for the embedded
				// fonts not parsing: an empty answer then.
				data, _ := o.social.draw(sp)
				return data
			})}
		}
	}
	if key, f := o.lookup(clean); f != nil && !f.Redirect {
		return Route{Status: 200, Key: key, File: f}
	}
	for _, rd := range o.Redirects {
		if dest, ok := rd.Target(clean); ok {
			if !isExternal(dest) && o.BasePath != "/" {
				dest = strings.TrimSuffix(o.BasePath, "/") + dest
			}
			status := 308
			if rd.Permanent != nil && !*rd.Permanent {
				status = 307
			}
			return Route{Status: status, Location: dest}
		}
	}
	return o.NotFoundRoute()
}

// MarkdownRoute is the Markdown copy of the page rt answers with, for a
// reader that asks for Markdown rather than HTML (an agent sending Accept:
// text/markdown). It reports false when rt is not a page's HTML.
func (o *Output) MarkdownRoute(rt Route) (Route, bool) {
	if rt.Status != 200 || !strings.HasSuffix(rt.Key, "/index.html") {
		return rt, false
	}
	key := mdKey(strings.TrimSuffix(rt.Key, "index.html"))
	f := o.Files[key]
	if f == nil || f.Redirect {
		return rt, false
	}
	return Route{Status: 200, Key: key, File: f}, true
}

// IsPage reports whether rt answers with a page, as HTML or Markdown.
func (o *Output) IsPage(rt Route) bool {
	if rt.Status != 200 {
		return false
	}
	if strings.HasSuffix(rt.Key, "/index.html") {
		return true
	}
	// A page's Markdown copy, not a .md file of the docs folder.
	return strings.HasSuffix(rt.Key, ".md") && rt.File != nil && rt.File.Source == ""
}

// LlmsTxtPath is where the site's llms.txt is served, under the base
// path.
func (o *Output) LlmsTxtPath() string { return o.BasePath + "llms.txt" }

// NotFoundRoute is the answer for a path the site does not have.
func (o *Output) NotFoundRoute() Route {
	if o.RedirectHome {
		return Route{Status: 302, Location: o.BasePath}
	}
	return Route{Status: 404, Key: o.NotFound, File: o.Files[o.NotFound]}
}

// lookup finds the file for a clean request path: the file itself, or
// the page there.
func (o *Output) lookup(clean string) (string, *File) {
	if f := o.Files[clean]; f != nil && clean != "/" {
		return clean, f
	}
	if o.Pending() && strings.HasPrefix(clean, navPath) {
		// A large section's sidebar, made with the first page made
		// that shows it.
		if html, ok := o.b.files.sidebars.file(clean); ok {
			return clean, &File{Data: []byte(html), Type: "text/html; charset=utf-8"}
		}
	}
	key := htmlKey(clean)
	return key, o.Files[key]
}

// Immutable reports whether a file never changes under its name (the
// fingerprinted stylesheet and script), so that browsers may keep it.
func Immutable(key string) bool {
	return strings.HasPrefix(key, "/_folio/site.") || strings.HasPrefix(key, navPath)
}

// Content returns the content of a file of the output, reading a file of
// the docs folder.
func (o *Output) Content(f *File) ([]byte, error) {
	if f.Source != "" {
		return fs.ReadFile(o.fsys, f.Source)
	}
	return f.Bytes(), nil
}
