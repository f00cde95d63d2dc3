package content

import "strings"

// rootAttrs are the attributes whose root-relative URLs lead into the
// site, as the content renderer writes them: double-quoted, after a space.
var rootAttrs = []string{` href="/`, ` src="/`, ` poster="/`, ` srcset="/`, ` data-src="/`}

// UnderBase rewrites the root-relative links of rendered content (a page
// written "[Setup](/setup)", an image "/images/a.png") to the site's base
// path, for a site served below the root (folio build --base-path, a
// project's site at /p/ID/, a preview). Authors write links from the docs
// folder's root, as Mintlify reads them; protocol-relative URLs ("//…")
// stay as they are.
func UnderBase(html, base string) string {
	base = strings.TrimSuffix(base, "/")
	if base == "" || !strings.Contains(html, `="/`) {
		return html
	}
	var b strings.Builder
	last := 0
	for i := 0; i < len(html); {
		j := strings.Index(html[i:], `="/`)
		if j < 0 {
			break
		}
		at := i + j // the '=' of a candidate
		i = at + 3
		if at+3 < len(html) && html[at+3] == '/' {
			continue // "//host/…"
		}
		matched := false
		for _, a := range rootAttrs {
			start := at + 3 - len(a)
			if start >= 0 && html[start:at+3] == a {
				matched = true
				break
			}
		}
		if !matched {
			continue
		}
		if b.Len() == 0 {
			b.Grow(len(html) + 64)
		}
		b.WriteString(html[last : at+2])
		b.WriteString(base)
		last = at + 2
		if strings.HasPrefix(html[at:], `="/`) && strings.HasPrefix(rootAttrOf(html, at), "srcset") {
			// Every candidate of a srcset, not only the first.
			end := strings.IndexByte(html[at+2:], '"')
			if end < 0 {
				continue
			}
			set := html[at+2 : at+2+end]
			b.WriteString(strings.ReplaceAll(set, ", /", ", "+base+"/"))
			last = at + 2 + end
			i = last
		}
	}
	if last == 0 {
		return html
	}
	b.WriteString(html[last:])
	return b.String()
}

// rootAttrOf is the name of the attribute whose '=' is at i.
func rootAttrOf(html string, i int) string {
	j := strings.LastIndexByte(html[:i], ' ')
	return html[j+1 : i]
}
