package openapi

import (
	"context"
	"runtime"

	"github.com/foliodocs/folio/internal/config"
	"golang.org/x/sync/errgroup"
)

// Fetcher fetches a specification the configuration gives by URL. The
// package never reaches the network itself: the commands that may (folio
// dev, build, validate and serve) supply a Fetcher, which also keeps the
// copies that let a build work offline.
type Fetcher interface {
	// Fetch is called for several URLs at once.
	Fetch(ctx context.Context, url string) (Fetched, error)
}

// Fetched is a specification a Fetcher got.
type Fetched struct {
	Data []byte
	// Stale, when set, says why Data is an older copy than the server's
	// (it could not be reached), in words for a warning.
	Stale string
}

// remote is what fetching one URL gave.
type remote struct {
	Fetched
	err error
}

// Fetch gets, in parallel, every specification the configuration gives
// by URL — in its navigation and in api.openapi — so that expanding the
// navigation and building the pages read them as they read local files.
// Until Fetch is called, a URL is reported (openapi-remote) and its pages
// are not generated. Call it before the first use of s.
func (s *Specs) Fetch(ctx context.Context, cfg *config.Config, f Fetcher) {
	var urls []string
	seen := map[string]bool{}
	add := func(name string) {
		if IsRemote(name) && !seen[name] {
			seen[name] = true
			urls = append(urls, name)
		}
	}
	// An entry "FILE METHOD /path" names a file: its path is normalised
	// as a page's is, which a URL does not survive.
	walkSources(&cfg.Navigation.Children, func(src *config.SpecSource) { add(src.Source) }, func(config.EndpointRef) {})
	if a := cfg.API; a != nil && a.OpenAPI != nil {
		for _, src := range a.OpenAPI.Sources {
			if src != nil {
				add(src.Source)
			}
		}
	}
	got := make([]*remote, len(urls))
	var g errgroup.Group
	g.SetLimit(max(4, runtime.GOMAXPROCS(0)))
	for i, u := range urls {
		g.Go(func() error {
			r, err := f.Fetch(ctx, u)
			got[i] = &remote{Fetched: r, err: err}
			return nil
		})
	}
	g.Wait()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.remote == nil {
		s.remote = map[string]*remote{}
	}
	for i, u := range urls {
		s.remote[u] = got[i]
		s.remoteOrder = append(s.remoteOrder, u)
	}
}

// fetched returns what fetching url gave; false when it was not fetched
// (no Fetcher, or a URL Fetch did not see).
func (s *Specs) fetched(url string) (*remote, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.remote[url]
	return r, ok
}

// loadRemote parses a fetched specification once. References in it to
// other files are not followed: there is no folder to read them from.
func (s *Specs) loadRemote(url string) (*Document, error) {
	r, ok := s.fetched(url)
	if !ok {
		return nil, errNotFetched
	}
	if r.err != nil {
		return nil, r.err
	}
	s.prepare()
	return s.docs.Do(url, func() (*Document, error) {
		d, e := parseTree(url, r.Data, true, nil)
		if e != nil {
			return nil, e
		}
		return s.finish(d)
	})
}

// remoteDocs returns the fetched specifications that parse, in the order
// of the configuration: frontmatter references find operations in them
// after the local ones.
func (s *Specs) remoteDocs() []*Document {
	s.mu.Lock()
	order := s.remoteOrder
	s.mu.Unlock()
	var out []*Document
	for _, u := range order {
		if d, err := s.loadRemote(u); err == nil && !d.Swagger {
			out = append(out, d)
		}
	}
	return out
}

// walkSources calls source for every openapi source of the navigation's
// elements and groups, and entry for every specification a "FILE METHOD
// /path" entry names.
func walkSources(c *config.Children, source func(*config.SpecSource), entry func(config.EndpointRef)) {
	walkOpenAPI(c, func(o *config.OpenAPI) {
		if src := own(o); src != nil {
			source(src)
		}
	}, entry)
}

// walkOpenAPI calls openapi for the openapi of every element and group of
// the navigation that has one, and entry as walkSources does.
func walkOpenAPI(c *config.Children, openapi func(*config.OpenAPI), entry func(config.EndpointRef)) {
	var walkPages func([]*config.PageEntry)
	var walkGroup func(*config.Group)
	var walk func(*config.Children)
	walkPages = func(ps []*config.PageEntry) {
		for _, e := range ps {
			switch {
			case e == nil:
			case e.Group != nil:
				walkGroup(e.Group)
			default:
				if r, ok := config.ParseEndpointRef(e.Path); ok {
					entry(r)
				}
			}
		}
	}
	walkGroup = func(g *config.Group) {
		if g != nil {
			if g.OpenAPI != nil {
				openapi(g.OpenAPI)
			}
			walkPages(g.Pages)
		}
	}
	walk = func(c *config.Children) {
		walkPages(c.Pages)
		for _, g := range c.Groups {
			walkGroup(g)
		}
		for _, e := range elements(c) {
			if o := e.Div().OpenAPI; o != nil {
				openapi(o)
			}
			walk(&e.Div().Children)
		}
	}
	walk(c)
}
