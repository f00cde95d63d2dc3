package site

import (
	"net/url"
	"path"
	"strings"

	"github.com/foliodocs/folio/internal/config"
)

// siteLinks makes the site's addresses: paths below the base path, and
// absolute URLs where docs.json gives the public address (seo.metatags
// canonical). Pages, menus and the site-wide files all link, and need no
// more of the build than this.
type siteLinks struct {
	// base is the base path (Output.BasePath), kept apart from the
	// Output: an OnDemand site's Output changes while pages are made.
	base string
	seo  *config.SEO
}

// url returns the link to a site path under the base path; absolute URLs
// and anchors stay as they are.
func (l siteLinks) url(p string) string {
	if p == "" || isExternal(p) || strings.HasPrefix(p, "#") || strings.HasPrefix(p, "mailto:") {
		return p
	}
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	if l.base == "/" {
		return p
	}
	return strings.TrimSuffix(l.base, "/") + p
}

// canonical is the absolute URL of a page when the site's address is
// known (seo.metatags canonical), else its path.
func (l siteLinks) canonical(u string) string {
	if l.seo != nil {
		if base := l.seo.Metatags["canonical"]; base != "" {
			if bu, err := url.Parse(base); err == nil && bu.Host != "" {
				bu.Path = path.Join(bu.Path, u)
				if l.seo.TrailingSlash && !strings.HasSuffix(bu.Path, "/") {
					bu.Path += "/"
				}
				return bu.String()
			}
		}
	}
	return l.url(u)
}

// publicBase is the site's public address without a final slash, from
// seo.metatags canonical; "" when docs.json does not give one.
func (l siteLinks) publicBase() string {
	if l.seo == nil {
		return ""
	}
	bu, err := url.Parse(l.seo.Metatags["canonical"])
	if err != nil || bu.Host == "" || bu.Scheme != "http" && bu.Scheme != "https" {
		return ""
	}
	bu.RawQuery, bu.Fragment = "", ""
	return strings.TrimSuffix(bu.String(), "/")
}

// mcpURL is the URL of the site's MCP server: absolute when the site's
// public address is known, else its path, which the site script makes
// absolute in the reader's browser; abs tells which.
func (l siteLinks) mcpURL() (u string, abs bool) {
	if base := l.publicBase(); base != "" {
		return base + MCPPath, true
	}
	return l.url(MCPPath), false
}
