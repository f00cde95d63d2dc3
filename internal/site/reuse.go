package site

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io/fs"
	"sync"

	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/content"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/refpage"
)

// ContentReuse lets the background pass of an OnDemand site (Finish)
// take a page's content from the pass of the build before when nothing
// its rendering read has changed: folio dev builds again after a title
// or docs.json edit, which changes the navigation but almost never what
// ten thousand pages' content renders to. Give the same ContentReuse to
// each build of one folder (Options.Reuse); one build uses it at a time.
//
// What a page's content render reads (content.Renderer.Render) is its
// file, the files it imports (content.Page.Deps, the snippets of its
// snippets included), what it asked of the folder and the site besides
// (content.Page.Checks: whether each link's target exists, and the
// imports it could not read), and what is the same for every page of a
// build, kept as the build's world (reuseWorld): docs.json's variables
// and icon library, the icon set and the code styles. A page is reused
// only when its file and each import hash as they did, each check has
// the same answer in the new build and the world is the same; anything
// else renders it again. A page added to docs.json, or a file added,
// so renders again only the pages whose links it answers.
type ContentReuse struct {
	mu    sync.Mutex
	world [32]byte
	pages map[string]*reusedPage
}

// NewContentReuse returns an empty ContentReuse.
func NewContentReuse() *ContentReuse {
	return &ContentReuse{pages: map[string]*reusedPage{}}
}

// reusedPage is the content a page file rendered to, with the hashes of
// what it was rendered from.
type reusedPage struct {
	data [32]byte
	deps map[string][32]byte
	// page is the rendering; its HTML is dropped unless html (the
	// background pass makes no page's HTML, and only an API page's
	// reference reads it).
	page *content.Page
	html bool
}

// epocher is an FS that counts the changes it was told (fscache's):
// what a pass read is kept only if no change came while it ran.
type epocher interface{ Epoch() uint64 }

// reusePass is what one background pass reads from and adds to a
// ContentReuse.
type reusePass struct {
	store *ContentReuse
	r     *content.Renderer // the build's, which answers the checks again
	fsys  fs.FS
	world [32]byte
	epoch uint64
	// old are the store's pages when its world is this pass's; apiFiles
	// the page files an API page is written from, whose HTML is kept.
	old      map[string]*reusedPage
	apiFiles map[string]bool

	mu  sync.Mutex
	new map[string]*reusedPage
}

// startReuse begins the reuse of a background pass over the pages of
// site, which r renders from fsys, in the world of its build
// (reuseWorld): nil when fsys does not tell its changes.
func startReuse(store *ContentReuse, fsys fs.FS, r *content.Renderer, site *nav.Site, world [32]byte) *reusePass {
	ep, ok := fsys.(epocher)
	if !ok {
		return nil
	}
	rp := &reusePass{store: store, r: r, fsys: fsys, world: world, epoch: ep.Epoch(), new: map[string]*reusedPage{}, apiFiles: map[string]bool{}}
	for _, pg := range site.Pages {
		if pg.File != "" {
			if refpage.IsReference(site.Specs, pg) {
				rp.apiFiles[pg.File] = true
			}
		}
	}
	store.mu.Lock()
	if store.world == rp.world {
		rp.old = store.pages
	}
	store.mu.Unlock()
	return rp
}

// reuseWorld hashes what every page's content render reads besides its
// own files and checks (see ContentReuse): docs.json's variables and
// icon library, the icon set and the code styles.
func reuseWorld(cfg *config.Config, icons *icon.Set, code *codeblock.Highlighter) [32]byte {
	h := sha256.New()
	part := func(v any) {
		data, _ := json.Marshal(v)
		fmt.Fprintf(h, "%d:%s\n", len(data), data)
	}
	var lib string
	var vars map[string]string
	if c := cfg; c != nil {
		vars = c.Variables
		if c.Icons != nil {
			lib = c.Icons.Library
		}
	}
	part(vars)
	part(lib)
	part(fmt.Sprintf("%p", icons))
	light, dark := code.Styles()
	part([]string{light, dark})
	var sum [32]byte
	h.Sum(sum[:0])
	return sum
}

// get returns the content file rendered to in the pass before, when
// data is what it held and its imports are unchanged; nil otherwise.
func (rp *reusePass) get(file string, data []byte) *content.Page {
	e := rp.old[file]
	if e == nil || e.data != sha256.Sum256(data) || !e.html && rp.apiFiles[file] {
		return nil
	}
	for dep, sum := range e.deps {
		d, err := fs.ReadFile(rp.fsys, dep)
		if err != nil || sha256.Sum256(d) != sum {
			return nil
		}
	}
	for _, c := range e.page.Checks {
		if !rp.r.Recheck(c) {
			return nil
		}
	}
	rp.mu.Lock()
	rp.new[file] = e
	rp.mu.Unlock()
	return e.page
}

// put keeps what file, holding data, rendered to, for the next pass.
func (rp *reusePass) put(file string, data []byte, cp *content.Page) {
	if len(cp.Diagnostics.Errors()) > 0 {
		// Rendered again each pass: an error may be passing (a page's
		// JavaScript out of time on a busy machine), and it is what
		// the author is fixing.
		return
	}
	e := &reusedPage{data: sha256.Sum256(data), deps: make(map[string][32]byte, len(cp.Deps)), html: rp.apiFiles[file]}
	for _, dep := range cp.Deps {
		d, err := fs.ReadFile(rp.fsys, dep)
		if err != nil {
			return // gone already: nothing to check it against
		}
		e.deps[dep] = sha256.Sum256(d)
	}
	kept := *cp
	if !e.html {
		// What the pass reads of a page besides an API page's reference
		// is its frontmatter, Markdown, sections, deps and diagnostics.
		kept.HTML, kept.Updates, kept.TOC, kept.Anchors = "", nil, nil, nil
	}
	e.page = &kept
	rp.mu.Lock()
	rp.new[file] = e
	rp.mu.Unlock()
}

// finish keeps the pass's pages for the next one, unless the folder
// changed while it ran (what it read may be of either version).
func (rp *reusePass) finish() {
	if rp.fsys.(epocher).Epoch() != rp.epoch {
		return
	}
	rp.store.mu.Lock()
	rp.store.world = rp.world
	rp.store.pages = rp.new
	rp.store.mu.Unlock()
}
