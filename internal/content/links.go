package content

import (
	"io/fs"
	"net/url"
	"path"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"
)

// Links and images to local targets are checked: a link to a page or
// file that does not exist, or an image that is not in the docs folder,
// is a warning at the link.

// linker renders links and images and checks their local targets
// against the docs folder (Options.Files, Options.Exists), warning
// at the link in the file being rendered. It keeps nothing of its own:
// the page gives it the frame and the diagnostics.
type linker struct{ p *page }

// link renders [text](url).
func (l *linker) link(w *writer, n *ast.Link) {
	dest := l.resolve(l.p.scope.substitute(string(n.Destination)), true)
	l.checkLink(n.Pos(), dest, false)
	w.WriteString(`<a href="`)
	if !dangerousURL(dest) {
		escape(w, string(util.URLEscape([]byte(dest), true)))
	}
	w.WriteString(`"`)
	if n.Title != nil {
		w.WriteString(` title="`)
		escape(w, string(n.Title))
		w.WriteString(`"`)
	}
	if external(dest) {
		w.WriteString(` target="_blank" rel="noreferrer"`)
	}
	w.WriteString(">")
	l.p.blocks(w, n)
	w.WriteString("</a>")
}

// autoLink renders a bare URL (GFM's linkify).
func (l *linker) autoLink(w *writer, n *ast.AutoLink) {
	src := l.p.frame.f.data
	u := string(n.URL(src))
	label := string(n.Label(src))
	if n.AutoLinkType == ast.AutoLinkEmail && !strings.HasPrefix(strings.ToLower(u), "mailto:") {
		u = "mailto:" + u
	}
	w.WriteString(`<a href="`)
	if !dangerousURL(u) {
		escape(w, string(util.URLEscape([]byte(u), false)))
	}
	w.WriteString(`"`)
	if external(u) {
		w.WriteString(` target="_blank" rel="noreferrer"`)
	}
	w.WriteString(">")
	l.p.textOut(w, label)
	w.WriteString("</a>")
}

// image renders ![alt](src "title").
func (l *linker) image(w *writer, n *ast.Image) {
	dest := l.resolve(l.p.scope.substitute(string(n.Destination)), false)
	l.checkLink(n.Pos(), dest, true)
	alt := l.p.inlineText(n, nil)
	w.WriteString(`<img src="`)
	if !dangerousURL(dest) || strings.HasPrefix(strings.ToLower(dest), "data:image/") {
		escape(w, string(util.URLEscape([]byte(dest), true)))
	}
	w.WriteString(`" alt="`)
	escape(w, alt)
	w.WriteString(`"`)
	if n.Title != nil {
		w.WriteString(` title="`)
		escape(w, string(n.Title))
		w.WriteString(`"`)
	}
	// Readers enlarge a page's images with a click, as on Mintlify; the
	// components' script does it (not inside a link).
	w.WriteString(` loading="lazy"`)
	if l.p.tiles == 0 {
		w.WriteString(" data-zoom")
	}
	w.WriteString(">")
}

// external reports whether a URL leaves the site.
func external(u string) bool {
	l := strings.ToLower(u)
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://") || strings.HasPrefix(l, "//")
}

// localTarget returns the path from the docs folder that a link or image
// points at, or "" when it is not local (another site, an anchor, mail).
func (l *linker) localTarget(dest string) string {
	if dest == "" || strings.HasPrefix(dest, "#") || strings.HasPrefix(dest, "//") {
		return ""
	}
	u, err := url.Parse(dest)
	if err != nil || u.Scheme != "" || u.Host != "" {
		return ""
	}
	pth := u.Path
	if pth == "" {
		return ""
	}
	if !strings.HasPrefix(pth, "/") {
		// Relative to the page's URL, which is its file without extension.
		pth = path.Join(l.pageDir(), pth)
	}
	return path.Clean(pth)
}

// pageDir is the site folder of the page being rendered ("/" at the
// root). A snippet's relative links read from the page that shows it, as
// Mintlify resolves them after putting the snippet in the page.
func (l *linker) pageDir() string {
	root := l.p.frame
	for root.parent != nil {
		root = root.parent
	}
	return path.Dir("/" + strings.TrimSuffix(root.f.name, path.Ext(root.f.name)))
}

// resolve makes a link written relative to the page's file ("./setup",
// "../api/auth.mdx#keys") a path from the site's root, as Mintlify does
// when it builds a page: the browser would otherwise read it from the
// page's URL, which a trailing slash or a copied page changes. A page
// link loses the .md or .mdx of its file, and a folder's index its
// "/index". Other links ("setup", "/setup", URLs) stay as written.
func (l *linker) resolve(dest string, pageLink bool) string {
	if !strings.HasPrefix(dest, "./") && !strings.HasPrefix(dest, "../") {
		return dest
	}
	rel, tail := dest, ""
	if i := strings.IndexAny(dest, "#?"); i >= 0 {
		rel, tail = dest[:i], dest[i:]
	}
	abs := path.Join(l.pageDir(), rel)
	if strings.HasSuffix(rel, "/") && abs != "/" {
		abs += "/"
	}
	if pageLink {
		if ext := path.Ext(abs); strings.EqualFold(ext, ".md") || strings.EqualFold(ext, ".mdx") {
			abs = strings.TrimSuffix(abs, ext)
			if abs == "/index" {
				abs = "/"
			} else {
				abs = strings.TrimSuffix(abs, "/index")
			}
		}
	}
	return abs + tail
}

// checkLink warns when a local link or image leads nowhere.
func (l *linker) checkLink(off int, dest string, isImage bool) {
	target := l.localTarget(dest)
	if target == "" || strings.Contains(dest, "{{") {
		return
	}
	if l.exists(target, isImage) {
		return
	}
	if off < 0 {
		off = 0
	}
	if isImage {
		l.p.warnf(off, "missing-file", "", "%s is not in the docs folder", target)
		return
	}
	l.p.warnf(off, "broken-link", "", "the link %s leads to no page or file", target)
}

// exists reports whether a site path leads somewhere: a file of the docs
// folder (for a page, its .mdx or .md file), or what Options.Exists
// knows (pages generated from OpenAPI, redirects).
func (l *linker) exists(target string, file bool) bool {
	ok := l.p.r.exists(target, file)
	kind := CheckPage
	if file {
		kind = CheckFile
	}
	l.p.checks[Check{Target: target, Kind: kind, Found: ok}] = true
	return ok
}

// exists is linker.exists for any page, through the Renderer's cache.
func (r *Renderer) exists(target string, file bool) bool {
	key := target
	if file {
		key = "\x00" + target
	}
	if v, ok := r.existsCache.Load(key); ok {
		return v.(bool)
	}
	ok := r.lookupTarget(target, file)
	r.existsCache.Store(key, ok)
	return ok
}

// Recheck reports whether c has the same answer with r as when it was
// asked: a page whose checks all do, and whose files are unchanged,
// renders with r as it did.
func (r *Renderer) Recheck(c Check) bool {
	switch c.Kind {
	case CheckPage, CheckFile:
		return r.exists(c.Target, c.Kind == CheckFile) == c.Found
	case CheckImport:
		_, err := r.snippet(c.Target)
		return (err == nil) == c.Found
	}
	return false
}

// lookupTarget is exists without the cache.
func (r *Renderer) lookupTarget(target string, file bool) bool {
	if fsys := r.opts.Files; fsys != nil {
		rel := strings.TrimPrefix(target, "/")
		if unescaped, err := url.PathUnescape(rel); err == nil {
			rel = unescaped
		}
		if rel == "" {
			rel = "index"
		}
		if fs.ValidPath(rel) {
			candidates := []string{rel}
			if !file {
				candidates = append(candidates, rel+".mdx", rel+".md", path.Join(rel, "index.mdx"), path.Join(rel, "index.md"))
			}
			for _, c := range candidates {
				if st, err := fs.Stat(fsys, c); err == nil && (file || !st.IsDir()) {
					return true
				}
			}
		}
	}
	if r.opts.Exists != nil && r.opts.Exists(target) {
		return true
	}
	if page, ok := strings.CutSuffix(target, ".md"); ok && !file {
		// Every page is served as Markdown too, at its path plus ".md".
		return r.lookupTarget(page, false)
	}
	return r.opts.Files == nil && r.opts.Exists == nil // nothing to check against
}

// checkMedia checks the src of an <img>, <video>, <source> or <iframe>.
func (l *linker) checkMedia(e *elem) {
	if e.name == "iframe" {
		return
	}
	src := e.str("src")
	if src == "" {
		return
	}
	l.p.atElem(e, func() { l.checkLink(e.off, src, true) })
}

// checkLinkProp checks a link held in a prop.
func (l *linker) checkLinkProp(e *elem, prop string) {
	href := e.str(prop)
	if href == "" {
		return
	}
	l.p.atElem(e, func() { l.checkLink(e.off, href, false) })
}
