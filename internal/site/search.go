package site

import (
	"encoding/json"
	"slices"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/content"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/search"
)

// Search has one engine (internal/search) and two deliveries. A site
// built for a server (Options.SearchServer: folio dev, folio serve)
// keeps its index in memory, made when first searched, and its pages
// ask the server at SearchPath. A static export gets the index as files
// below SearchIndexPath, one folder per scope, which the site script
// loads a few kilobytes at a time and ranks the same way.

// SearchPath is where, below a site's base path, a server answers
// searches of the site (Options.SearchServer): ?q=, &scope= (a scope's
// key, or "all"), &limit=.
const SearchPath = "/_folio/search"

// SearchIndexPath is the folder of a static export's search index.
const SearchIndexPath = "/_folio/index"

// scopesKey lists the scopes of the static index, for searching all.
const scopesKey = SearchIndexPath + "/scopes.json"

// searchScope is the division of the site a page is in: its language
// and its version. Search stays within the reader's.
type searchScope struct {
	key, label, lang string
}

// scopeOf returns the scope of a page from the languages and versions
// above it.
func scopeOf(pg *nav.Page) searchScope {
	var lang, version string
	for _, n := range pg.Trail() {
		switch n.Kind {
		case nav.KindLanguage:
			lang = n.Label
		case nav.KindVersion:
			version = n.Label
		}
	}
	s := searchScope{lang: lang}
	var keys, labels []string
	if lang != "" {
		keys, labels = append(keys, scopeSlug(lang)), append(labels, languageName(lang))
	}
	if version != "" {
		keys, labels = append(keys, scopeSlug(version)), append(labels, version)
	}
	s.key = strings.Join(keys, "~")
	if s.key == "" {
		s.key = "all"
	}
	s.label = strings.Join(labels, " · ")
	return s
}

// scopeSlug makes a name safe in a URL path: letters and digits, the rest
// dashes.
func scopeSlug(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '.' {
			b.WriteRune(r)
		} else if b.Len() > 0 && !strings.HasSuffix(b.String(), "-") {
			b.WriteByte('-')
		}
	}
	if out := strings.Trim(b.String(), "-."); out != "" {
		return out
	}
	return "x"
}

// searchable reports whether search shows a page: indexed (not hidden,
// not noindex) and not searchable: false in its frontmatter or on a tab
// or group above it.
func searchable(pg *nav.Page) bool {
	if !indexed(pg) {
		return false
	}
	if pg.Meta != nil && pg.Meta.Searchable != nil && !*pg.Meta.Searchable {
		return false
	}
	for n := pg.Node; n != nil; n = n.Parent {
		if n.Searchable != nil && !*n.Searchable {
			return false
		}
	}
	return true
}

// boost is a page's search boost: its frontmatter's, else the nearest
// group's; 0 for none.
func boost(pg *nav.Page) float64 {
	if pg.Meta != nil && pg.Meta.Boost != nil && *pg.Meta.Boost > 0 {
		return *pg.Meta.Boost
	}
	for n := pg.Node; n != nil; n = n.Parent {
		if n.Boost != nil && *n.Boost > 0 {
			return *n.Boost
		}
	}
	return 0
}

// searchPage is a page as the search index reads it: its opening (the
// description, and an API page's reference) and its sections.
func searchPage(pg *nav.Page, cp *content.Page, u, crumb, reference string) search.Page {
	p := search.Page{URL: u, Path: pg.URL, Title: pg.Title, Crumb: crumb, Boost: boost(pg)}
	if pg.Meta != nil {
		p.Keywords = pg.Meta.Keywords
	}
	opening := pg.Description
	var rest []content.Section
	if cp != nil && len(cp.Sections) > 0 {
		rest = cp.Sections
		if cp.Sections[0].ID == "" {
			opening = strings.TrimSpace(opening + " " + cp.Sections[0].Text)
			rest = cp.Sections[1:]
		}
	}
	if reference != "" {
		opening = strings.TrimSpace(opening + " " + reference)
	}
	p.Sections = append(p.Sections, search.Section{Text: opening})
	for _, s := range rest {
		p.Sections = append(p.Sections, search.Section{Heading: s.Title, Anchor: s.ID, Text: s.Text})
	}
	return p
}

// searchRecord is a written page's part of the search index.
type searchRecord struct {
	scope searchScope
	page  search.Page
}

// searchIndex makes the search index of the pages written: in memory
// for a server, made when first searched, or as files for an export.
func (w *siteFiles) searchIndex(out *Output) {
	records := slices.Clone(w.records.list)
	scopes := sync.OnceValue(func() []search.Scope {
		var out []search.Scope
		at := map[string]int{}
		var pages [][]search.Page
		var langs []string
		for _, rec := range records {
			if rec.search == nil {
				continue
			}
			i, ok := at[rec.search.scope.key]
			if !ok {
				i = len(out)
				at[rec.search.scope.key] = i
				out = append(out, search.Scope{Key: rec.search.scope.key, Label: rec.search.scope.label})
				pages = append(pages, nil)
				langs = append(langs, rec.search.scope.lang)
			}
			pages[i] = append(pages[i], rec.search.page)
		}
		// The scopes' indexes are independent: made side by side.
		var wg sync.WaitGroup
		for i := range out {
			wg.Go(func() { out[i].Index = search.Build(langs[i], pages[i]) })
		}
		wg.Wait()
		return out
	})
	out.scopes = scopes
	for k := range out.Files {
		if strings.HasPrefix(k, SearchIndexPath+"/") {
			delete(out.Files, k)
		}
	}
	if w.searchServer {
		return
	}
	// The export's files: the index is made now, as the files must be
	// listed. Its version is the digest of its pages' text.
	ss := scopes()
	list := make([][2]string, len(ss))
	for i, s := range ss {
		list[i] = [2]string{s.Key, s.Label}
	}
	listJSON, _ := json.Marshal(list)
	version := fingerprint(string(listJSON) + searchDigest(records))
	out.Files[scopesKey] = &File{Data: listJSON, Type: "application/json"}
	for _, s := range ss {
		for _, f := range s.Index.Files(version) {
			out.Files[SearchIndexPath+"/"+s.Key+"/"+f.Name] = &File{Data: f.Data, Type: "application/json"}
		}
	}
}

// searchDigest is what the export's index is made of, for its version.
func searchDigest(records []*pageRecord) string {
	var s strings.Builder
	for _, rec := range records {
		if rec.search == nil {
			continue
		}
		p := rec.search.page
		s.WriteString(p.URL + "\x00" + p.Title + "\x00" + p.Crumb + "\x00" + strings.Join(p.Keywords, "\x01") + "\x00")
		for _, sec := range p.Sections {
			s.WriteString(sec.Heading + "\x00" + sec.Anchor + "\x00" + sec.Text + "\x00")
		}
	}
	return fingerprint(s.String())
}

// SearchScopes returns the site's search scopes (a language, a version,
// both, or "all" for a site with neither), each with its index, in
// reading order; nil for a site without pages to search. The index is
// made when first asked for.
func (o *Output) SearchScopes() []search.Scope {
	if o.scopes == nil {
		return nil
	}
	return o.scopes()
}

// Search searches the scope whose key is scope ("all", or "" for every
// scope), returning at most limit results.
func (o *Output) Search(q, scope string, limit int) []search.ScopedResult {
	scopes := o.SearchScopes()
	for i, s := range scopes {
		if s.Key == scope {
			rs := search.SearchAll(scopes[i:i+1], q, limit)
			for k := range rs {
				rs[k].Scope = i
			}
			return rs
		}
	}
	if len(scopes) == 1 || scope == "" || scope == "all" {
		return search.SearchAll(scopes, q, limit)
	}
	return nil
}

// Searchable reports whether search may show the page at a URL path
// below the base path ("/guides/setup").
func (o *Output) Searchable(page string) bool {
	for _, s := range o.SearchScopes() {
		if s.Index.Has(page) {
			return true
		}
	}
	return false
}

// PublicURL is where a reader finds a page's section: absolute when the
// site's public address is known (Info.URL), else the path with the base
// path.
func (o *Output) PublicURL(page, anchor string) string {
	u := o.info.URL
	if u == "" {
		u = strings.TrimSuffix(o.BasePath, "/")
	}
	u += page
	if o.trailingSlash && !strings.HasSuffix(u, "/") {
		u += "/"
	}
	if anchor != "" {
		u += "#" + anchor
	}
	return u
}

// searchScopes returns what tells, worked out once when first asked,
// whether a site's pages are in more than one search scope: the pages'
// search then offers to search them all.
func searchScopes(site *nav.Site) func() bool {
	return sync.OnceValue(func() bool {
		seen := map[string]bool{}
		for _, p := range site.Pages {
			seen[scopeOf(p).key] = true
		}
		return len(seen) > 1
	})
}

// setScope gives a page's view its search scope; multi tells that the
// site has several.
func setScope(v *pageView, pg *nav.Page, multi bool) {
	s := scopeOf(pg)
	v.SearchScope, v.SearchScopeLabel = s.key, s.label
	v.SearchMulti = multi
}
