package site

import (
	"container/list"
	"context"
	"io/fs"
	"maps"
	"runtime"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/content"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/search"
)

// An OnDemand site (Options.OnDemand) answers before its pages are made:
// Build resolves the configuration and the navigation, which take tens of
// milliseconds where rendering every page of a large site takes tens of
// seconds, and registers each page's files as parts of a page made when
// first asked for. The pages made are kept in a cache bounded in bytes,
// so that the memory of folio dev follows what is open, not the size of
// the site. Output.Finish then renders every page once in the background
// for what is made of them all: the diagnostics, the search index, the
// llms files and the sitemap, which wait for it.
//
// A page made on demand is the page a full build writes, byte for byte:
// it is made by the same code from the same navigation.

// defaultPageCache is the memory an OnDemand site keeps its pages in
// when Options.PageCache does not say: a few hundred pages of a large
// site, far more than a person has open.
const defaultPageCache = 64 << 20

// The parts of a page: its HTML, its Markdown copy and its feed.
const (
	partHTML = iota
	partMarkdown
	partRSS
)

// pagePart is one file of a page of an OnDemand site.
type pagePart struct {
	c    *pageCache
	pg   *nav.Page
	part int
}

func (p *pagePart) bytes() []byte {
	return p.c.get(p.pg).parts[p.part]
}

// pageCache makes the pages of an OnDemand site when they are asked for,
// each once at a time, and keeps those made last within its budget.
type pageCache struct {
	// m makes the pages, as it does the build's; fsys is the docs
	// folder, budget the bytes of pages kept (Options.PageCache).
	m      *pageMaker
	fsys   fs.FS
	budget int64
	// unlisted are the files of unlisted pages: their errors are
	// warnings (diag.Unlisted).
	unlisted map[string]bool

	// social finds the page of a social image's key (socialKey).
	social map[string]*nav.Page

	mu      sync.Mutex
	entries map[*nav.Page]*pageEntry
	order   list.List // of *pageEntry, the most recently used first
	size    int64

	// done is closed when Finish has ended, and final is then the
	// finished site, or nil when it was stopped.
	done      chan struct{}
	closeDone sync.Once
	final     *Output
}

// pageEntry is a page being made or made.
type pageEntry struct {
	pg    *nav.Page
	ready chan struct{}
	// Set before ready is closed, then only read.
	parts [3][]byte
	// errs are the errors the page's content has, of its file and the
	// files it imports; social is what its social image says (nil for
	// none).
	errs   []diag.Diagnostic
	social *socialPage
	enc    [3]encodedOnce
	size   int64
	elem   *list.Element
}

// sitePasses is what the passes after Build over the same site need: an
// OnDemand site's page cache and its background pass (Output.Finish),
// and what each page file was when it was rendered (Output.Update).
type sitePasses struct {
	// cache holds the pages an OnDemand site made; noHTML is set while
	// its background pass renders every page for what is made of them
	// all, leaving the pages' HTML to be made when asked.
	cache  *pageCache
	noHTML bool
	// reuse is the background pass's ContentReuse, while it runs.
	reuse *reusePass
	// front holds each rendered page file's frontmatter as written, to
	// tell whether an edit can change the navigation (Update).
	front map[string]string
	// imports holds, for each rendered page file, the Markdown files it
	// imports (pageImports): an edit that changes them may change which
	// files are unlisted pages (Update).
	imports map[string]string
}

// onDemand reports whether the build makes an OnDemand site.
func (b *builder) onDemand() bool {
	return b.in.opts.OnDemand && b.in.opts.OutDir == ""
}

// planPages registers the files of every page the navigation writes as
// parts of pages made when asked for.
func (b *builder) planPages() {
	budget := b.in.opts.PageCache
	if budget <= 0 {
		budget = defaultPageCache
	}
	c := &pageCache{m: b.maker, fsys: b.out.fsys, budget: budget, unlisted: unlistedFiles(b.in.site), entries: map[*nav.Page]*pageEntry{}, done: make(chan struct{}),
		social: map[string]*nav.Page{}}
	b.passes.cache = c
	// Sized once: growing a map of ten thousand pages' files is a good
	// part of planning them.
	files := make(map[string]*File, len(b.out.Files)+2*len(b.in.site.Pages)+16)
	maps.Copy(files, b.out.Files)
	b.out.Files = files
	planned := make(map[*nav.Page]bool, len(b.in.site.Pages))
	// A page's two files and parts come from slabs: two allocations,
	// not four per page.
	slab := make([]File, 2*len(b.in.site.Pages))
	parts := make([]pagePart, 2*len(b.in.site.Pages))
	for _, pg := range b.in.site.Pages {
		if pg.Missing || pg.Link != "" || b.in.site.Home(pg) != pg || planned[pg] {
			continue
		}
		planned[pg] = true
		if b.out.social != nil {
			c.social[socialKey(pg.URL)] = pg
		}
		parts[0], parts[1] = pagePart{c, pg, partHTML}, pagePart{c, pg, partMarkdown}
		slab[0] = File{Type: "text/html; charset=utf-8", part: &parts[0]}
		slab[1] = File{Type: "text/markdown; charset=utf-8", part: &parts[1]}
		b.out.Files[htmlKey(pg.URL)] = &slab[0]
		b.out.Files[mdKey(pg.URL)] = &slab[1]
		slab, parts = slab[2:], parts[2:]
		if pg.Meta != nil && pg.Meta.RSS && pg.File != "" {
			b.out.Files[rssKey(pg.URL)] = &File{Type: "application/rss+xml; charset=utf-8", part: &pagePart{c, pg, partRSS}}
		}
		b.out.Pages++
	}
}

// pending adds the files around the pages of an OnDemand site, whose
// cache is c, before its pages are made: those made of the navigation
// now, those made of every page (search, sitemap, llms files) waiting
// for Finish, and the icon sprite as the pages made so far need it.
func (w *siteFiles) pending(out *Output, c *pageCache) {
	w.home(out)
	out.Files[spriteKey] = &File{Type: "image/svg+xml", dynamic: w.icons.sprite.file}
	out.scopes = func() []search.Scope {
		if f := c.wait(); f != nil && f.scopes != nil {
			return f.scopes()
		}
		return nil
	}
	for _, key := range []string{"/sitemap.xml", "/llms.txt", "/llms-full.txt"} {
		if f, ok := out.Files[key]; ok && f.Source != "" {
			continue // the repository's own
		}
		typ := "text/plain; charset=utf-8"
		if key == "/sitemap.xml" {
			typ = "application/xml"
		}
		out.Files[key] = lazyFile(typ, func() []byte {
			if f := c.wait(); f != nil && f.Files[key] != nil {
				return f.Files[key].Bytes()
			}
			return nil
		})
	}
	w.robots(out)
	w.redirectsFile(out)
}

// wait returns the finished site once Finish has ended; nil when it was
// stopped.
func (c *pageCache) wait() *Output {
	<-c.done
	return c.final
}

// end ends the wait of what waits for Finish.
func (c *pageCache) end(final *Output) {
	c.closeDone.Do(func() {
		c.final = final
		close(c.done)
	})
}

// get returns the page pg, made now if the cache does not hold it.
func (c *pageCache) get(pg *nav.Page) *pageEntry {
	c.mu.Lock()
	e, ok := c.entries[pg]
	if ok {
		if e.elem != nil {
			c.order.MoveToFront(e.elem)
		}
		c.mu.Unlock()
		<-e.ready
		return e
	}
	e = &pageEntry{pg: pg, ready: make(chan struct{})}
	c.entries[pg] = e
	c.mu.Unlock()

	// A page is made whole however its request ends: another request
	// may be waiting for it, and it is the same page for every reader.
	c.make(context.Background(), e)
	close(e.ready)

	c.mu.Lock()
	defer c.mu.Unlock()
	if c.entries[pg] != e {
		return e // dropped by Forget while it was made
	}
	e.size = int64(len(e.parts[0]) + len(e.parts[1]) + len(e.parts[2]))
	e.elem = c.order.PushFront(e)
	c.size += e.size
	// The newest page stays even when it alone is over the budget.
	for c.size > c.budget && c.order.Len() > 1 {
		old := c.order.Back().Value.(*pageEntry)
		c.order.Remove(old.elem)
		delete(c.entries, old.pg)
		c.size -= old.size
	}
	return e
}

// make renders a page, as the build's workers do.
func (c *pageCache) make(ctx context.Context, e *pageEntry) {
	pg := e.pg
	var cp *content.Page
	if pg.File != "" {
		data, err := fs.ReadFile(c.fsys, pg.File)
		if err != nil {
			cp = &content.Page{}
			cp.Diagnostics.Add(diag.Diagnostic{Severity: diag.Error, Code: "page-unreadable", File: pg.File, Message: "cannot read the page: " + err.Error()})
		} else {
			cp = c.m.render(ctx, pg.File, data)
		}
		for _, d := range cp.Diagnostics.All() {
			if c.unlisted[d.FileName()] {
				d = diag.Unlisted(d)
			}
			if d.Severity == diag.Error && !strings.HasPrefix(d.Code, "frontmatter") {
				e.errs = append(e.errs, d)
			}
		}
	}
	m := c.m.make(ctx, pg, cp, true)
	e.parts[partHTML] = m.html
	e.parts[partMarkdown] = []byte(c.m.mdPreamble + m.md)
	e.parts[partRSS] = m.rss
	e.social = m.social
}

// socialPage is what the image at key says, making its page if needed;
// false for none.
func (c *pageCache) socialPage(key string) (socialPage, bool) {
	pg := c.social[key]
	if pg == nil {
		return socialPage{}, false
	}
	e := c.get(pg)
	if e.social == nil {
		return socialPage{}, false
	}
	return *e.social, true
}

// encoded is a part's Encoded, made once while the page is cached.
func (p *pagePart) encoded(o *Output) (*Encoded, error) {
	e := p.c.get(p.pg)
	eo := &e.enc[p.part]
	eo.once.Do(func() {
		eo.enc, eo.err = o.encode(&File{Data: e.parts[p.part], Type: fileTypes[p.part]})
	})
	return eo.enc, eo.err
}

var fileTypes = [3]string{"text/html; charset=utf-8", "text/markdown; charset=utf-8", "application/rss+xml; charset=utf-8"}

// Pending reports whether the site is an OnDemand site that Finish has
// not finished: its diagnostics are those of the configuration and the
// navigation only, and its search and llms files wait for Finish.
func (o *Output) Pending() bool {
	return o.b != nil && o.b.passes.cache != nil && o.pending
}

// PageErrors returns the errors of the page a key of the site is a part
// of, making the page if needed (nil for any other file). They are known
// before Finish: a page with errors need not be served as if it were
// fine.
func (o *Output) PageErrors(key string) []diag.Diagnostic {
	f := o.Files[key]
	if f == nil || f.part == nil {
		return nil
	}
	return f.part.c.get(f.part.pg).errs
}

// Cached returns the content of a file of the site only when it is made
// already: for a page of an OnDemand site, when its cache holds it (a
// page's last good version, which must not be made again from a file
// that has errors now).
func (o *Output) Cached(f *File) ([]byte, bool) {
	if f.part == nil {
		return f.Bytes(), true
	}
	c := f.part.c
	c.mu.Lock()
	e, ok := c.entries[f.part.pg]
	c.mu.Unlock()
	if !ok {
		return nil, false
	}
	select {
	case <-e.ready:
		return e.parts[f.part.part], true
	default:
		return nil, false
	}
}

// Finish renders every page of an OnDemand site for what is made of
// them all, and returns the finished site: the same files, with the
// pages' diagnostics, the search index, the llms files and the sitemap.
// It leaves o as it is, serving meanwhile; pages made for either are made
// once. A ctx that ends stops it with ctx's error. For any other site it
// returns o.
func (o *Output) Finish(ctx context.Context) (*Output, error) {
	if !o.Pending() {
		return o, nil
	}
	b := o.b
	c := b.passes.cache
	out := *o
	out.pending = false
	out.Files = maps.Clone(o.Files)
	out.Sources = map[string][]string{}
	out.socialPages = map[string]socialPage{}
	out.Diagnostics = diag.List{}
	out.Diagnostics.Append(o.Diagnostics)
	out.Pages = 0
	b.out = &out
	b.passes.noHTML = true
	if store := b.in.opts.Reuse; store != nil {
		world := reuseWorld(b.in.p.Config, b.in.opts.Icons, b.in.opts.Code)
		b.passes.reuse = startReuse(store, b.out.fsys, b.maker.r, b.in.site, world)
	}
	// The pass leaves a core for the pages asked for meanwhile.
	b.pages(ctx, max(1, runtime.GOMAXPROCS(0)-1))
	b.passes.noHTML = false
	rp := b.passes.reuse
	b.passes.reuse = nil
	if err := ctx.Err(); err != nil {
		c.end(nil)
		return nil, err
	}
	if rp != nil {
		rp.finish()
	}
	b.files.fromPages(b.out)
	b.dropShadowed()
	out.Diagnostics.Sort()
	c.end(&out)
	return &out, nil
}
