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

// link renders [text](url).
func (p *page) link(w *writer, n *ast.Link) {
	dest := p.scope.substitute(string(n.Destination))
	p.checkLink(n.Pos(), dest, false)
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
	p.blocks(w, n)
	w.WriteString("</a>")
}

// autoLink renders a bare URL (GFM's linkify).
func (p *page) autoLink(w *writer, n *ast.AutoLink) {
	src := p.frame.f.data
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
	p.textOut(w, label)
	w.WriteString("</a>")
}

// image renders ![alt](src "title").
func (p *page) image(w *writer, n *ast.Image) {
	dest := p.scope.substitute(string(n.Destination))
	p.checkLink(n.Pos(), dest, true)
	alt := p.inlineText(n, nil)
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
	w.WriteString(` loading="lazy">`)
}

// external reports whether a URL leaves the site.
func external(u string) bool {
	l := strings.ToLower(u)
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://") || strings.HasPrefix(l, "//")
}

// localTarget returns the path from the docs folder that a link or image
// points at, or "" when it is not local (another site, an anchor, mail).
func (p *page) localTarget(dest string) string {
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
		base := "/" + strings.TrimSuffix(p.frame.f.name, path.Ext(p.frame.f.name))
		if p.frame.parent != nil {
			// A snippet's relative links read from the page that shows it.
			root := p.frame
			for root.parent != nil {
				root = root.parent
			}
			base = "/" + strings.TrimSuffix(root.f.name, path.Ext(root.f.name))
		}
		pth = path.Join(path.Dir(base), pth)
	}
	return path.Clean(pth)
}

// checkLink warns when a local link or image leads nowhere.
func (p *page) checkLink(off int, dest string, isImage bool) {
	target := p.localTarget(dest)
	if target == "" || strings.Contains(dest, "{{") {
		return
	}
	if p.exists(target, isImage) {
		return
	}
	if off < 0 {
		off = 0
	}
	if isImage {
		p.warnf(off, "missing-file", "", "%s is not in the docs folder", target)
		return
	}
	p.warnf(off, "broken-link", "", "the link %s leads to no page or file", target)
}

// exists reports whether a site path leads somewhere: a file of the docs
// folder (for a page, its .mdx or .md file), or what Options.Exists
// knows (pages generated from OpenAPI, redirects).
func (p *page) exists(target string, file bool) bool {
	key := target
	if file {
		key = "\x00" + target
	}
	if v, ok := p.r.exists.Load(key); ok {
		return v.(bool)
	}
	ok := p.lookupTarget(target, file)
	p.r.exists.Store(key, ok)
	return ok
}

// lookupTarget is exists without the cache.
func (p *page) lookupTarget(target string, file bool) bool {
	if fsys := p.r.opts.Files; fsys != nil {
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
	if p.r.opts.Exists != nil && p.r.opts.Exists(target) {
		return true
	}
	if page, ok := strings.CutSuffix(target, ".md"); ok && !file {
		// Every page is served as Markdown too, at its path plus ".md".
		return p.lookupTarget(page, false)
	}
	return p.r.opts.Files == nil && p.r.opts.Exists == nil // nothing to check against
}

// checkMedia checks the src of an <img>, <video>, <source> or <iframe>.
func (p *page) checkMedia(e *elem) {
	if e.name == "iframe" {
		return
	}
	src := e.str("src")
	if src == "" {
		return
	}
	p.atElem(e, func() { p.checkLink(e.off, src, true) })
}

// checkLinkProp checks a link held in a prop.
func (p *page) checkLinkProp(e *elem, prop string) {
	href := e.str(prop)
	if href == "" {
		return
	}
	p.atElem(e, func() { p.checkLink(e.off, href, false) })
}
