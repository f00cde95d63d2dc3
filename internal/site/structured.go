package site

import (
	"encoding/json"
	"strings"

	"github.com/foliodocs/folio/internal/nav"
)

// Structured data: every page describes itself to search engines in
// JSON-LD (schema.org) — the page as a TechArticle, part of the WebSite,
// published by the Organization of docs.json's seo.organization (the site's
// name when it says nothing). URLs are absolute only where the site's
// address is known (seo.metatags canonical); without it they are left out,
// as a relative URL means nothing to the reader of the data.

type ldThing = map[string]any

// structuredData returns the page's JSON-LD, escaped for a script element
// (json.Marshal writes <, > and & as \u escapes).
func (f *pageFrame) structuredData(pg *nav.Page, v *pageView) string {
	absolute := func(u string) string {
		if c := f.links.canonical(u); isExternal(c) {
			return c
		}
		return ""
	}
	home := absolute("/")
	org := ldThing{"@type": "Organization", "name": f.cfg.Name}
	if f.cfg.SEO != nil && f.cfg.SEO.Organization != nil {
		o := f.cfg.SEO.Organization
		set(org, "name", o.Name)
		set(org, "legalName", o.LegalName)
		set(org, "url", o.URL)
		set(org, "@id", o.ID)
		if o.Logo != "" {
			org["logo"] = ldThing{"@type": "ImageObject", "url": o.Logo}
		}
		if len(o.SameAs) > 0 {
			org["sameAs"] = o.SameAs
		}
	}
	if org["@id"] == nil && home != "" {
		org["@id"] = home + "#organization"
	}
	if org["url"] == nil && home != "" {
		org["url"] = home
	}
	site := ldThing{"@type": "WebSite", "name": f.cfg.Name}
	set(site, "description", f.cfg.Description)
	if home != "" {
		site["@id"] = home + "#website"
		site["url"] = home
	}
	if id, ok := org["@id"].(string); ok {
		site["publisher"] = ldThing{"@id": id}
	}
	page := ldThing{"@type": "TechArticle", "headline": pg.Title}
	set(page, "description", v.Description)
	if u := absolute(pg.URL); u != "" {
		page["@id"], page["url"] = u, u
		page["mainEntityOfPage"] = u
	}
	if id, ok := site["@id"].(string); ok {
		page["isPartOf"] = ldThing{"@id": id}
	}
	if id, ok := org["@id"].(string); ok {
		page["publisher"] = ldThing{"@id": id}
	}
	if v.UpdatedISO != "" {
		page["dateModified"] = v.UpdatedISO
	}
	if len(v.Eyebrow) > 0 {
		page["articleSection"] = strings.Join(v.Eyebrow, " › ")
	}
	data, err := json.Marshal(ldThing{"@context": "https://schema.org", "@graph": []ldThing{org, site, page}})
	if err != nil {
		return ""
	}
	return string(data)
}

// set sets key when s is not empty.
func set(m ldThing, key, s string) {
	if s != "" {
		m[key] = s
	}
}
