package content

import (
	"context"
	"io/fs"
	"strings"
	"sync"
	"time"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"

	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/frontmatter"
	"github.com/foliodocs/folio/internal/jsrt"
	"github.com/foliodocs/folio/internal/mdx"
)

// Options configure a Renderer.
type Options struct {
	// Files is the docs folder. Snippets are read from it, and local
	// images and links are checked against it; nil turns both off. The
	// Renderer remembers which files exist and what each snippet holds:
	// make a new one when files are added or removed, and call Forget
	// when a snippet (or a page another page imports) changes.
	Files fs.FS
	// Variables are docs.json's variables, for {{name}}.
	Variables map[string]string
	// Icons draws named icons; nil draws none.
	Icons IconSet
	// IconLibrary is docs.json's icons.library: "fontawesome" (the
	// default), "lucide" or "tabler".
	IconLibrary string
	// Code renders code blocks; nil uses codeblock.New's defaults.
	Code *codeblock.Highlighter
	// Exists reports whether a site path ("/guides/setup", no anchor)
	// leads to a page or a file, for the check of local links. Nil checks
	// Files for the page's .mdx or .md file, or the file itself.
	Exists func(path string) bool
	// JSTimeout bounds the JavaScript one page may run; 0 means ten
	// seconds. The bound is on wall time, so it is wide: it is there to
	// stop a script that never ends, and a busy machine (many builds on
	// few cores) stretches the few hundred milliseconds a heavy page
	// takes alone into seconds.
	JSTimeout time.Duration
	// JSMemory bounds how much a page's long-running JavaScript may grow
	// the heap (see jsrt); 0 means 64 MB.
	JSMemory int64
}

// IconSet draws named icons as inline SVG. *icon.Set fits it through
// IconsFrom.
type IconSet interface {
	// SVG returns the icon as an <svg> element with the class, sized in
	// pixels when size > 0. For a name no library has it may draw a
	// stand-in, named in as (the page warns); ok is false when it draws
	// nothing.
	SVG(name, library, style, class string, size int) (svg, as string, ok bool)
}

// Renderer turns MDX pages into HTML, Markdown and the outline of their
// headings. It is safe for concurrent use; pages never wait for one
// another except to share the work of reading a snippet.
type Renderer struct {
	opts  Options
	md    goldmark.Markdown
	std   map[ast.NodeKind]renderer.NodeRendererFunc
	comps map[string]*component
	code  *codeblock.Highlighter

	mu       sync.Mutex
	snippets map[string]*file // parsed snippets, by the path asked for

	// pages keeps the memory of pages rendered, for the next (pageMem).
	pages sync.Pool

	js    *jsrt.Engine
	progs jsrt.Cache[*compiled] // compiled page modules

	// existsCache caches whether link targets exist, by target.
	existsCache sync.Map
}

// New returns a Renderer.
func New(opts Options) *Renderer {
	if opts.JSTimeout <= 0 {
		opts.JSTimeout = 10 * time.Second
	}
	if opts.JSMemory <= 0 {
		opts.JSMemory = 64 << 20
	}
	r := &Renderer{
		opts:     opts,
		md:       mdx.New(),
		comps:    builtins(),
		code:     opts.Code,
		snippets: map[string]*file{},
	}
	if r.code == nil {
		r.code = codeblock.New(codeblock.Options{})
	}
	// The components' names before any dot, each with the members after
	// it (GitHub: Repo), for the engine to define on demand.
	heads := map[string][]string{}
	for name := range r.comps {
		head, member, dotted := strings.Cut(name, ".")
		if dotted {
			heads[head] = append(heads[head], member)
		} else if _, ok := heads[head]; !ok {
			heads[head] = nil
		}
	}
	r.js = jsrt.NewEngine(jsrt.Options{Timeout: opts.JSTimeout, Memory: opts.JSMemory, Components: heads})
	r.std = standardRenderers()
	return r
}

// Page is a rendered page.
type Page struct {
	// Front is the page's frontmatter.
	Front *frontmatter.Document
	// HTML is the body of the page.
	HTML string
	// Markdown is the page as plain Markdown, components flattened into
	// text a reader or a language model can follow (for /page.md and
	// llms-full.txt).
	Markdown string
	// TOC lists the h2 and h3 headings (and changelog updates), in order.
	TOC []Heading
	// Anchors lists every id a link may point at: headings at every
	// level, and the ids of tabs, accordions, steps and updates.
	Anchors []string
	// Sections split the page's plain text at its h2 and h3 headings, for
	// search. The first section, before any heading, has no ID.
	Sections []Section
	// Deps are the files the page imported (snippets), relative to the
	// docs folder, for rebuilding the page when one changes.
	Deps []string
	// Checks are what the page asked of the docs folder and the site
	// beyond its imports, with the answers: whether each link's target
	// exists and each import that could not be read. The same answers in
	// another build (Renderer.Recheck) and the same files mean the same
	// content.
	Checks []Check
	// Updates are the page's <Update> entries, in order, for its RSS
	// feed.
	Updates []Update
	// Diagnostics are the problems found, with positions.
	Diagnostics diag.List
}

// Check is one question a page's rendering asked of the docs folder or
// the site, and its answer.
type Check struct {
	// Target is a link's site path ("/guides/setup", no anchor) or an
	// import's path in the docs folder.
	Target string
	Kind   CheckKind
	// Found is the answer: the target exists.
	Found bool
}

// CheckKind is what a Check asked.
type CheckKind uint8

const (
	CheckPage   CheckKind = iota // a link to a page or file
	CheckFile                    // an image's or file's source
	CheckImport                  // an import that could not be read
)

// Update is one <Update> of a changelog page.
type Update struct {
	// ID is the anchor of the update; Label its title ("2024-10-01").
	ID, Label   string
	Description string
	Tags        []string
	// RSSTitle and RSSDescription are the rss prop's, which replace the
	// label and the text in the feed when set.
	RSSTitle, RSSDescription string
	// HTML is the update's content.
	HTML string
}

// Heading is an entry of the table of contents.
type Heading struct {
	Level int
	ID    string
	Text  string
}

// Section is the text under one heading.
type Section struct {
	ID    string
	Title string
	Level int
	Text  string
}

// Render renders the page at name (slash-separated, relative to the
// docs folder) whose content is data. Problems go to the page's
// diagnostics; Render itself never fails. Cancelling ctx stops the
// page's JavaScript.
func (r *Renderer) Render(ctx context.Context, name string, data []byte) *Page {
	pg := &Page{}
	fm, diags := frontmatter.Parse(name, data)
	pg.Front = fm
	pg.Diagnostics.Append(diags)
	r.checkPageIcon(fm, &pg.Diagnostics)
	f := r.parseFile(name, data, fm.BodyOffset)
	p := newPage(r, pg)
	defer p.close()
	// A context that can be cancelled stops the page's JavaScript: ctx
	// stays here, and the page is only told to stop. The callback may run
	// after the page is done, so it holds the stop, not the page, which
	// the next render reuses.
	if ctx.Done() != nil {
		stop := new(jsStop)
		p.stop = stop
		defer context.AfterFunc(ctx, func() { stop.interrupt(ctx.Err()) })()
	}
	p.render(f)
	return pg
}
