package site

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/foliodocs/folio/internal/asyncapi"
	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/content"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/graphql"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/openapi"
	"github.com/foliodocs/folio/internal/refpage"
	"github.com/foliodocs/folio/internal/search"
	"github.com/foliodocs/folio/internal/utilitycss"
)

// Options configure a build.
type Options struct {
	// BasePath is the URL path the site is served under: "/" (the
	// default) or "/docs/".
	BasePath string
	// LiveReload adds the client that reloads the page when the site is
	// rebuilt and shows build errors over the page (folio dev).
	LiveReload bool
	// InlineIcons draws the navigation's icons in each page rather than
	// as references to one shared sprite file: a page served sandboxed
	// (an opaque origin, as a preview of a job's branch is) cannot use an
	// SVG file of another origin.
	InlineIcons bool
	// OmitIntegrations leaves docs.json's analytics and chat services out
	// of the pages: an author's own visits to `folio dev` and reviewers'
	// to a preview are not the readers' page views.
	OmitIntegrations bool
	// Icons is the icon data; nil loads it (about 10 ms).
	Icons *icon.Set
	// Code highlights code blocks; nil makes one, and so does one that
	// draws other code themes than styling.codeblocks asks for. Passing
	// the previous build's (Output.Highlighter) keeps its cache of
	// highlighted blocks.
	Code *codeblock.Highlighter
	// Modified returns when a page file last changed, for
	// metadata.timestamp; nil shows no dates.
	Modified func(file string) time.Time
	// OutDir, when set, receives each page as soon as it is built, and
	// the Output keeps no copy of it (Output.Write writes the rest): a
	// large site then never holds all its pages in memory. The Output
	// cannot serve those pages.
	OutDir string
	// Precompress writes, beside each text file of OutDir and of
	// Output.Write, a brotli (.br) and a gzip (.gz) copy, for servers
	// that send those instead of compressing each request (nginx
	// gzip_static, Caddy precompressed).
	Precompress bool
	// Skip is a folder of the docs folder (slash-separated, relative)
	// whose files are not part of the site: the output folder of a
	// build placed inside the docs folder.
	Skip string
	// Progress, when set, is told how many pages are written, of how
	// many, as the build goes (a progress line on a terminal).
	Progress func(done, total int)
	// Log receives progress; nil discards it.
	Log *slog.Logger
	// Now is the clock (for the build time in the summary).
	Now func() time.Time
	// Fetcher fetches the OpenAPI specifications docs.json gives by
	// URL; nil leaves their pages out, with a warning (openapi-remote).
	Fetcher openapi.Fetcher
	// PlaygroundProxy tells that the server that serves the site answers
	// at PlaygroundProxyPath below the base path (folio dev, folio
	// serve): with api.playground.proxy (the default), the "Try it"
	// playground sends its requests through it. A static export has no
	// proxy, and the playground sends from the reader's browser.
	PlaygroundProxy bool
	// SearchServer tells that the server that serves the site answers
	// searches at SearchPath below the base path (folio dev, folio
	// serve): the pages' search asks it, and the site keeps its index in
	// memory (SearchScopes). Without it, the build writes the index as
	// files below SearchIndexPath, which the pages' search loads.
	SearchServer bool
	// MCP tells that the server that serves the site answers at MCPPath
	// below the base path with the site's MCP server (folio dev, folio
	// serve): the page menu then offers docs.json's MCP presets (mcp,
	// add-mcp, cursor, vscode) and custom options' $mcp is its URL. A
	// static export has no MCP server, and its menu leaves them out.
	MCP bool
	// SocialImages tells that the server that serves the site answers
	// at SocialImagePath below the base path with each page's social
	// preview image (Output.SocialImage, drawn when first asked for):
	// pages then link theirs in og:image. Without it, only a site whose
	// docs.json sets thumbnails gets images, which Output.Write draws.
	SocialImages bool
	// OnDemand makes each page when it is first asked for, instead of
	// every page before Build returns (folio dev): Build resolves the
	// navigation and returns a site that can serve at once, and
	// Output.Finish renders every page in the background for what needs
	// them all (diagnostics, search, llms files, sitemap). The Output
	// keeps at most PageCache bytes of made pages. Ignored with OutDir.
	OnDemand bool
	// PageCache bounds the memory of the pages an OnDemand site keeps;
	// 0 means 64 MB.
	PageCache int64
	// Reuse, when set, keeps what the background pass of an OnDemand
	// site renders for the next build's pass, which takes a page's
	// content from it when nothing its render read has changed (see
	// ContentReuse). Give each build of one folder the same one.
	Reuse *ContentReuse
	// Rendered, when set, is told the file of each page whose content is
	// rendered, as it is: what a change to an OnDemand site makes again
	// (folio dev's tests and report).
	Rendered func(file string)
	// WrapFS, when set, is what the build reads the docs folder through:
	// folio dev's cache of it (fscache), which its file watcher keeps
	// true.
	WrapFS func(fs.FS) fs.FS
}

// MCPPath is where, below a site's base path, a server that runs the
// site's MCP server answers it (Options.MCP), as Mintlify's /mcp.
const MCPPath = "/mcp"

// PlaygroundProxyPath is where, below a site's base path, a server that
// runs the playground's proxy answers it (Options.PlaygroundProxy).
const PlaygroundProxyPath = "/_folio/playground"

// File is one file of the built site.
type File struct {
	// Data is the content of a generated file.
	Data []byte
	// Source is the path of a file of the docs folder copied as it is
	// (images, downloads), relative to the folder; its data is read when
	// served or written.
	Source string
	// Type is the Content-Type.
	Type string
	// Redirect is set for the page written at a redirect's source for
	// static servers; serving answers with the redirect instead.
	Redirect bool
	// Written is set for a file already written to Options.OutDir.
	Written bool
	// lazy makes Data on first use: the search index and the llms files
	// of a large site take longer to make than a page edit in folio dev.
	lazy *lazyData
	// part is a page of an OnDemand site, made when asked for and kept
	// in its bounded cache; dynamic is a file whose content changes as
	// the pages are made (the icon sprite before Finish).
	part    *pagePart
	dynamic func() []byte
}

type lazyData struct {
	once sync.Once
	make func() []byte
	data []byte
}

// lazyFile is a generated file made when it is first read.
func lazyFile(typ string, make func() []byte) *File {
	return &File{Type: typ, lazy: &lazyData{make: make}}
}

// Bytes returns the content of a generated file.
func (f *File) Bytes() []byte {
	if f.part != nil {
		return f.part.bytes()
	}
	if f.dynamic != nil {
		return f.dynamic()
	}
	if f.lazy != nil {
		f.lazy.once.Do(func() { f.lazy.data = f.lazy.make() })
		return f.lazy.data
	}
	return f.Data
}

// Output is a built site, held in memory.
type Output struct {
	// Files holds every file by its URL path below the base path, with a
	// leading slash: "/index.html", "/guides/setup/index.html",
	// "/guides/setup.md", "/_folio/site.3f2a1b.css".
	Files map[string]*File
	// Pages is the number of HTML pages.
	Pages int
	// Sources maps each page file (and each file it imports) to the keys
	// of the files built from it, for keeping a page's last good version
	// while it has errors (folio dev).
	Sources map[string][]string
	// Redirects are docs.json's redirects, in order.
	Redirects []*config.Redirect
	// NotFound is the key of the 404 page in Files.
	NotFound string
	// RedirectHome sends unknown URLs to the home page instead of the
	// 404 page (errors.404.redirect).
	RedirectHome bool
	// BasePath is the path the site is built for, with leading and
	// trailing slashes.
	BasePath string
	// Diagnostics holds what the build found: the configuration's,
	// the navigation's and every page's.
	Diagnostics diag.List
	// Duration is how long the build took.
	Duration time.Duration
	// Highlighter is the code highlighter the build used: Options.Code,
	// or a new one when that one draws other code themes than the site
	// asks for. Pass it to the next build to keep its cache.
	Highlighter *codeblock.Highlighter

	// root is the docs folder, kept open for the files served or
	// written from it; a symbolic link cannot lead out of it.
	root *os.Root
	fsys fs.FS
	// b is the builder of an in-memory site, kept for Update.
	b *builder
	// info is what the site says about itself (Info).
	info Info
	// scopes gives the search index of each scope (SearchScopes), made
	// once when first asked.
	scopes func() []search.Scope
	// trailingSlash is seo.trailingSlash, for PublicURL.
	trailingSlash bool
	// social draws the pages' social images; nil for a site without.
	social *socialImages
	// socialPages holds what each page's image says, by the image's
	// path (socialKey).
	socialPages map[string]socialPage
	// pending is set for an OnDemand site until Finish.
	pending bool
	// encodings caches the files' compressed versions for a server.
	encodings *encodings
	// precompress is Options.Precompress, for Write; z compresses.
	precompress bool
	z           *compressor
}

// Close releases the docs folder. An Output that is dropped without
// Close releases it when it is garbage collected.
func (o *Output) Close() error {
	if o.b != nil && o.b.passes.cache != nil {
		o.b.passes.cache.end(nil) // nothing waits for a Finish that will not come
	}
	if o.root == nil {
		return nil
	}
	return o.root.Close()
}

// Build builds the site of a loaded project. It fails only when the
// project cannot be built at all (its configuration did not decode);
// problems with pages are diagnostics.
func Build(ctx context.Context, p *config.Project, opts Options) (*Output, error) {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Log == nil {
		opts.Log = slog.New(slog.DiscardHandler)
	}
	start := opts.Now()
	if p.Config == nil {
		return nil, fmt.Errorf("%s could not be read: %w", p.File, errNoConfig)
	}
	// The icons are unpacked while the navigation is resolved: both take
	// tens of milliseconds, and neither needs the other.
	var icons chan error
	if opts.Icons == nil {
		icons = make(chan error, 1)
		go func() {
			set, err := icon.Load()
			opts.Icons = set
			icons <- err
		}()
	}
	var codeDiags diag.List
	light, dark := codeStyles(p.Config, codeDiags.Add)
	opts.Code = highlighter(opts.Code, light, dark)
	root, err := os.OpenRoot(p.Root)
	if err != nil {
		if icons != nil {
			<-icons
		}
		return nil, fmt.Errorf("open the docs folder: %w", err)
	}
	fsys := root.FS()
	if opts.WrapFS != nil {
		fsys = opts.WrapFS(fsys)
	}
	out := &Output{
		Files:    map[string]*File{},
		Sources:  map[string][]string{},
		BasePath: cleanBase(opts.BasePath),
		root:     root,
		fsys:     fsys,

		encodings:   &encodings{},
		precompress: opts.Precompress,
		z:           &compressor{},
	}
	out.Diagnostics.Append(p.Diagnostics)
	out.Diagnostics.Append(codeDiags)
	out.Highlighter = opts.Code
	site := nav.Build(ctx, p, opts.Fetcher)
	AddNavDiagnostics(&out.Diagnostics, p, site)
	if icons != nil {
		if err := <-icons; err != nil {
			root.Close()
			return nil, fmt.Errorf("load icons: %w", err)
		}
	}

	b := newBuilder(p, site, out, opts)
	refpage.CheckLanguages(p.Config, out.Diagnostics.Add)
	checkNavIcons(site, opts.Icons, p.Config, out.Diagnostics.Add)
	if b.onDemand() {
		b.planPages()
		out.pending = true
	} else {
		b.pages(ctx, runtime.GOMAXPROCS(0))
		if err := ctx.Err(); err != nil {
			out.Close()
			return nil, err
		}
	}
	out.NotFound = "/404.html"
	out.Files[out.NotFound] = &File{Data: b.maker.notFound(ctx), Type: "text/html; charset=utf-8"}
	if b.onDemand() {
		b.files.pending(out, b.passes.cache)
	} else {
		b.files.extras(out)
	}
	b.dropShadowed()
	for _, r := range p.Config.Redirects {
		if r != nil {
			out.Redirects = append(out.Redirects, r)
		}
	}
	if err := b.export.err; err != nil {
		out.Close()
		return nil, err
	}
	out.RedirectHome = redirectHome(p.Config)
	out.info = Info{Name: p.Config.Name, Description: p.Config.Description, URL: b.links.publicBase()}
	out.trailingSlash = p.Config.SEO != nil && p.Config.SEO.TrailingSlash
	if opts.OutDir == "" {
		out.b = b
	}
	out.Diagnostics.Sort()
	out.Duration = opts.Now().Sub(start)
	opts.Log.Info("site built", "pages", out.Pages, "files", len(out.Files), "duration", out.Duration)
	return out, nil
}

// unlistedFiles returns the files of the pages the navigation does not
// list (nav.Page.Unlisted).
func unlistedFiles(site *nav.Site) map[string]bool {
	out := map[string]bool{}
	for _, pg := range site.Pages {
		if pg.Unlisted && pg.File != "" {
			out[pg.File] = true
		}
	}
	return out
}

// dropShadowed settles the addresses that are both a file and a folder
// of the site, which no file system holds: a static file "guide" beside
// the page /guide (written as /guide/index.html), or a redirect from the
// address of an image. A redirect page gives way to the file (its rule
// stays in _redirects, for hosts that apply it first); otherwise the
// static file gives way to the pages in the folder.
func (b *builder) dropShadowed() {
	dirs := map[string]bool{}
	for k := range b.out.Files {
		for d := path.Dir(k); d != "/" && !dirs[d]; d = path.Dir(d) {
			dirs[d] = true
		}
	}
	for k := range b.out.Files {
		if !dirs[k] {
			continue
		}
		var under []string
		redirects := true
		for k2, f := range b.out.Files {
			if strings.HasPrefix(k2, k+"/") {
				under = append(under, k2)
				redirects = redirects && f.Redirect
			}
		}
		if redirects {
			for _, k2 := range under {
				delete(b.out.Files, k2)
			}
			b.in.opts.Log.Info("redirect page left out: its address is a file of the site", "file", k)
			continue
		}
		delete(b.out.Files, k)
		delete(b.in.static, k)
		b.in.opts.Log.Warn("file left out: its address is a folder of pages", "file", k)
	}
}

// AddNavDiagnostics adds to l what resolving the navigation found beyond the
// configuration checks. A specification that is missing or does not
// parse was reported by the configuration checks already, at each place
// that names it.
func AddNavDiagnostics(l *diag.List, p *config.Project, site *nav.Site) {
	reported := map[string]bool{}
	for _, d := range p.Diagnostics.Errors() {
		reported[d.Code] = true
	}
	for _, d := range site.Diagnostics.All() {
		switch d.Code {
		case "openapi-invalid", "openapi-not-found", "openapi-missing":
			if reported[d.Code] || reported["openapi-not-found"] || reported["openapi-invalid"] {
				continue
			}
		}
		l.Add(d)
	}
}

// errNoConfig is returned for a project whose configuration did not decode.
var errNoConfig = fmt.Errorf("no usable configuration")

// cleanBase returns the base path with a leading and a trailing slash.
func cleanBase(base string) string {
	base = strings.Trim(path.Clean("/"+base), "/")
	if base == "" {
		return "/"
	}
	return "/" + base + "/"
}

// pageAssets are what every page loads besides its own content, the same
// on every page: found once, before the pages are made, and only read
// by them.
type pageAssets struct {
	// css and js are the fingerprinted asset URLs (below the base).
	css, js string
	// userCSS and userJS are the URLs of the repository's .css and .js
	// files.
	userCSS, userJS []string
	// integrations is the settings of docs.json's integrations
	// (integrationsJSON).
	integrations string
}

// builder holds the state of one build, in parts that each hold only
// what they need (see docs/reference/architecture.md, "How a site is
// built"). What it does itself is the pipeline of a build: the static
// files, rendering, making and writing the pages in order, and settling
// what the files and the folders of the site shadow.
type builder struct {
	in  buildInputs
	out *Output
	// links makes the site's addresses.
	links siteLinks
	// maker makes each page's files (maker.go), files the files that
	// are not one page's (extras.go).
	maker *pageMaker
	files *siteFiles
	// export writes the pages into Options.OutDir, keeping the first
	// error.
	export   exportWriter
	reported specReports
	// passes is what Output.Finish and Output.Update need (ondemand.go).
	passes sitePasses
}

// buildInputs are what a build is asked to build: the project, its
// resolved navigation and the options, and the files of the docs folder
// it copies.
type buildInputs struct {
	p    *config.Project
	site *nav.Site
	opts Options
	// static holds the keys of the docs folder's files the build copies,
	// written before the pages are made and only read while they are
	// (dropShadowed drops those the pages shadow once they are written).
	static map[string]bool
}

// newBuilder sets a build up: its parts, the stylesheet and script, and
// the static files, which every page links.
func newBuilder(p *config.Project, site *nav.Site, out *Output, opts Options) *builder {
	links := siteLinks{base: out.BasePath, seo: p.Config.SEO}
	b := &builder{in: buildInputs{p: p, site: site, opts: opts, static: map[string]bool{}}, out: out, links: links,
		export: exportWriter{dir: opts.OutDir, precompress: opts.Precompress, z: out.z},
		passes: sitePasses{front: map[string]string{}, imports: map[string]string{}}}
	r := newRenderer(out.fsys, p, site, opts.Icons, opts.Code)
	icons := newNavIcons(p.Config, opts.Icons, opts.InlineIcons, links)
	async := asyncapi.NewSpecs(out.fsys)
	async.Ignore = p.Ignore.Ignored
	proxyURL := ""
	if opts.PlaygroundProxy {
		proxyURL = links.url(PlaygroundProxyPath)
	}
	th := &theme{name: themeName(p.Config, out.Diagnostics.Add), cfg: p.Config, links: links, icons: icons,
		liveReload: opts.LiveReload, searchServer: opts.SearchServer}
	if !opts.OmitIntegrations {
		th.assets.integrations = integrationsJSON(p.Config.Integrations)
	}
	frame := &pageFrame{site: site, cfg: p.Config, links: links, theme: th,
		nav: &pageNav{root: site.Root, links: links, icons: icons, multiScope: searchScopes(site)},
		ref: refpage.New(refpage.Options{Config: p.Config, Renderer: r, Specs: site.Specs, Async: async,
			GraphQL: graphql.NewSchemas(out.fsys), Code: opts.Code, Proxy: proxyURL, Base: links.base, URL: links.url, Static: b.in.static}),
		social: newSocialImages(p.Config, out.fsys, opts.SocialImages),
		utils:  utilitycss.NewCache(), mcp: opts.MCP, modified: opts.Modified}
	b.maker = &pageMaker{r: r, rendered: opts.Rendered, frame: frame, mdPreamble: markdownPreamble(p.Config, links), schema: markdownSchema(p.Config)}
	if opts.OutDir != "" && opts.Precompress {
		b.maker.z = out.z
	}
	b.files = &siteFiles{cfg: p.Config, site: site, links: links, searchServer: opts.SearchServer, icons: icons, sidebars: &frame.nav.sidebars}
	out.social, out.socialPages = frame.social, map[string]socialPage{}
	th.addAssets(out.Files, opts.Code.CSS())
	th.assets.userCSS, th.assets.userJS = b.staticFiles()
	return b
}

// NewRenderer returns the content renderer of a project: its docs folder,
// variables and icon library, and a link check that knows the
// navigation's pages (generated ones included) and the redirects.
func NewRenderer(p *config.Project, site *nav.Site, icons *icon.Set, code *codeblock.Highlighter) *content.Renderer {
	return newRenderer(p.FS(), p, site, icons, code)
}

// generatedFile reports whether target is a file every build writes at
// the root of the site, as Mintlify's does: a page may link to it.
func generatedFile(target string) bool {
	switch target {
	case "/llms.txt", "/llms-full.txt", "/sitemap.xml", "/robots.txt":
		return true
	}
	return false
}

// newRenderer is NewRenderer reading the docs folder through fsys: a
// build's renderer outlives the project (Output.Update).
func newRenderer(fsys fs.FS, p *config.Project, site *nav.Site, icons *icon.Set, code *codeblock.Highlighter) *content.Renderer {
	opts := content.Options{Files: fsys, Icons: content.IconsFrom(icons), Code: code}
	var redirects []*config.Redirect
	if c := p.Config; c != nil {
		opts.Variables = c.Variables
		if c.Icons != nil {
			opts.IconLibrary = c.Icons.Library
		}
		for _, r := range c.Redirects {
			if r != nil {
				redirects = append(redirects, r)
			}
		}
	}
	opts.Exists = func(target string) bool {
		// The home page always answers: a site without a page at "/"
		// sends it to its first page (extras), as Mintlify does.
		if target == "/" || generatedFile(target) {
			return true
		}
		if site != nil && len(site.Lookup(target)) > 0 {
			return true
		}
		for _, r := range redirects {
			if r.Matches(target) {
				return true
			}
		}
		return false
	}
	return content.New(opts)
}

func fingerprint(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:5])
}

// renderJob is a page file to render.
type renderJob struct {
	file  string
	page  *content.Page
	front string // the file's frontmatter
	// imports names the Markdown files it imports (pageImports).
	imports string
	// write is the navigation page the file is written as (nil for a
	// file only linked to), and made its rendering, done by the worker.
	write *nav.Page
	made  *madePage
	done  chan struct{}
}

// pages renders every page file once, in parallel, and writes the pages
// in reading order as their content arrives; a file listed twice is
// rendered once. The renderers run at most a few pages ahead of the
// writer, so that a large site is never held in memory whole.
func (b *builder) pages(ctx context.Context, workers int) {
	var jobs []*renderJob
	byFile := map[string]*renderJob{}
	for _, pg := range b.in.site.Pages {
		if pg.File != "" && byFile[pg.File] == nil {
			j := &renderJob{file: pg.File, done: make(chan struct{})}
			byFile[pg.File] = j
			jobs = append(jobs, j)
		}
		// A page listed several times is written once, at the place
		// where it is read.
		if pg.Missing || pg.Link != "" || b.in.site.Home(pg) != pg {
			continue
		}
		if pg.File == "" && pg.Generated {
			// A page generated from a specification has no file to
			// render, but its reference takes as long as a page to
			// make: it is made by the workers too.
			j := &renderJob{write: pg, done: make(chan struct{})}
			byFile[jobKey(pg)] = j
			jobs = append(jobs, j)
			continue
		}
		if j := byFile[pg.File]; j != nil && j.write == nil {
			j.write = pg
		}
	}
	// The Output's folder, not the project's: Finish runs after the
	// project is closed.
	fsys := b.out.fsys
	window := make(chan struct{}, 8*workers)
	next := make(chan *renderJob)
	go func() {
		defer close(next)
		for _, j := range jobs {
			select {
			case window <- struct{}{}:
			case <-ctx.Done():
				return
			}
			next <- j
		}
	}()
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for j := range next {
				if ctx.Err() != nil {
					close(j.done) // the writer has stopped
					continue
				}
				if j.file == "" {
					j.made = b.makePage(ctx, j.write, nil)
					close(j.done)
					continue
				}
				data, err := fs.ReadFile(fsys, j.file)
				if err != nil {
					pg := &content.Page{}
					pg.Diagnostics.Add(diag.Diagnostic{Severity: diag.Error, Code: "page-unreadable", File: j.file, Message: "cannot read the page: " + err.Error()})
					j.page = pg
				} else {
					j.page = renderOrReuse(ctx, b.passes.reuse, b.maker, j.file, data)
					j.front = string(data[:j.page.Front.BodyOffset])
					j.imports = pageImports(j.file, data)
				}
				// The theme runs here too, in parallel: it is the larger
				// part of a page's time.
				if j.write != nil {
					j.made = b.makePage(ctx, j.write, j.page)
				}
				close(j.done)
			}
		})
	}
	defer wg.Wait()

	type key struct {
		file, code, msg string
		off             int
	}
	seen := map[key]bool{}
	for _, d := range b.out.Diagnostics.All() {
		seen[key{d.FileName(), d.Code, d.Message, d.Pos.Off}] = true
	}
	unlisted := unlistedFiles(b.in.site)
	consumed := map[*renderJob]bool{}
	// consume reports false when ctx ended before the job was done (a
	// job the feeder may never send).
	consume := func(j *renderJob) bool {
		select {
		case <-j.done:
		case <-ctx.Done():
			return false
		}
		consumed[j] = true
		<-window
		if j.page == nil {
			return true // a generated page
		}
		b.passes.front[j.file] = j.front
		b.passes.imports[j.file] = j.imports
		for _, d := range j.page.Diagnostics.All() {
			// Frontmatter problems were reported by the navigation, and a
			// snippet's by the first page that imports it.
			k := key{d.FileName(), d.Code, d.Message, d.Pos.Off}
			if seen[k] || strings.HasPrefix(d.Code, "frontmatter") {
				continue
			}
			seen[k] = true
			if unlisted[d.FileName()] {
				d = diag.Unlisted(d)
			}
			b.out.Diagnostics.Add(d)
		}
		return true
	}

	total := 0
	counted := map[string]bool{}
	for _, pg := range b.in.site.Pages {
		if !pg.Missing && pg.Link == "" && !counted[pg.URL] {
			counted[pg.URL] = true
			total++
		}
	}
	done := map[string]bool{}
	for _, pg := range b.in.site.Pages {
		if ctx.Err() != nil {
			return // the workers stop when the jobs sent are done
		}
		j := byFile[jobKey(pg)]
		if j != nil && !consumed[j] && !consume(j) {
			return
		}
		if pg.Missing || pg.Link != "" || b.in.site.Home(pg) != pg {
			continue
		}
		done[pg.URL] = true
		if b.in.opts.Progress != nil {
			b.in.opts.Progress(len(done), total)
		}
		var cp *content.Page
		var made *madePage
		if j != nil {
			cp = j.page
			if j.write == pg {
				made = j.made
			}
			j.page, j.made = nil, nil // written: let them go
		}
		if made == nil {
			made = b.makePage(ctx, pg, cp)
		}
		b.writePage(pg, cp, made)
	}
	// Files only linked to (frontmatter url) were rendered for their
	// diagnostics.
	for _, j := range jobs {
		if ctx.Err() != nil {
			return
		}
		if !consumed[j] && !consume(j) {
			return
		}
	}
}

// jobKey is the key of a page's render job: its file, or for a generated
// page its URL.
func jobKey(pg *nav.Page) string {
	if pg.File == "" && pg.Generated {
		return "\x00" + pg.URL
	}
	return pg.File
}

// makePage makes a page's HTML, Markdown copy and feed. It may run on
// several pages at once.
func (b *builder) makePage(ctx context.Context, pg *nav.Page, cp *content.Page) *madePage {
	return b.maker.make(ctx, pg, cp, !b.passes.noHTML)
}

// writePage writes a page, its Markdown copy, and what the search index
// and the llms files need of it.
func (b *builder) writePage(pg *nav.Page, cp *content.Page, m *madePage) {
	md := m.md
	if !b.passes.noHTML {
		b.export.put(b.out.Files, htmlKey(pg.URL), &File{Data: m.html, Type: "text/html; charset=utf-8"}, m.htmlZ)
		// The page's own copy opens with where the index is; llms-full.txt,
		// which is the index's pages, does not repeat it for each.
		b.export.put(b.out.Files, mdKey(pg.URL), &File{Data: []byte(b.maker.mdPreamble + md), Type: "text/markdown; charset=utf-8"}, m.mdZ)
	}
	if pg.File != "" && cp != nil {
		keys := []string{htmlKey(pg.URL), mdKey(pg.URL)}
		b.out.Sources[pg.File] = append(b.out.Sources[pg.File], keys...)
		for _, dep := range cp.Deps {
			b.out.Sources[dep] = append(b.out.Sources[dep], keys...)
		}
	}
	if m.rss != nil && !b.passes.noHTML {
		b.export.put(b.out.Files, rssKey(pg.URL), &File{Data: m.rss, Type: "application/rss+xml; charset=utf-8"}, [2][]byte{})
	}
	b.out.Pages++
	b.reported.report(&b.out.Diagnostics, m.diags)
	if m.social != nil {
		b.out.socialPages[socialKey(pg.URL)] = *m.social
	} else {
		delete(b.out.socialPages, socialKey(pg.URL))
	}
	rec := &pageRecord{page: pg, section: m.section}
	if indexed(pg) {
		rec.md = md
	}
	if searchable(pg) {
		rec.search = &searchRecord{scope: scopeOf(pg), page: searchPage(pg, cp, b.links.url(pg.URL), rec.section, m.searchText)}
	}
	b.files.records.add(rec)
}

// pageRecords lists the pages that got an HTML file, in reading order,
// for the files made of them all (search, sitemap, llms files); a page
// written again (Update) keeps its place.
type pageRecords struct {
	list  []*pageRecord
	byURL map[string]int
}

func (r *pageRecords) add(rec *pageRecord) {
	if i, ok := r.byURL[rec.page.URL]; ok {
		r.list[i] = rec
		return
	}
	if r.byURL == nil {
		r.byURL = map[string]int{}
	}
	r.byURL[rec.page.URL] = len(r.list)
	r.list = append(r.list, rec)
}

// pageRecord is what the files written after the pages need of one.
type pageRecord struct {
	page    *nav.Page
	section string // the eyebrow: section or breadcrumbs
	// md and search are its part of llms-full.txt and of the search
	// index; empty for a page that is not indexed.
	md     string
	search *searchRecord
}

// exportWriter writes the pages into Options.OutDir as they are made,
// so that a large export never holds them all, and keeps the first error
// for Build to return. Without a folder it only adds them to the site.
type exportWriter struct {
	dir         string
	precompress bool
	// z compresses the export's copies (Options.Precompress).
	z   *compressor
	err error
}

// put adds a generated file to files, written at once when building into
// a folder, with its compressed copies z (brotli, gzip) when given; a
// file without them is compressed here if Options.Precompress asks.
func (w *exportWriter) put(files map[string]*File, key string, f *File, z [2][]byte) {
	if w.dir != "" && w.err == nil {
		if w.precompress && z[0] == nil && z[1] == nil {
			z[0], z[1] = w.z.precompressed(f.Type, f.Data)
		}
		dst := filepath.Join(w.dir, filepath.FromSlash(strings.TrimPrefix(key, "/")))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			w.err = fmt.Errorf("create folder: %w", err)
		} else if err := writeWithCopies(dst, f.Data, z); err != nil {
			w.err = fmt.Errorf("write %s: %w", key, err)
		}
		f = &File{Type: f.Type, Written: true}
	}
	files[key] = f
}

// writeWithCopies writes data at dst, and its brotli and gzip copies z
// (those given) at dst.br and dst.gz.
func writeWithCopies(dst string, data []byte, z [2][]byte) error {
	if err := os.WriteFile(dst, data, 0o644); err != nil {
		return err
	}
	for i, ext := range [2]string{".br", ".gz"} {
		if z[i] != nil {
			if err := os.WriteFile(dst+ext, z[i], 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

// htmlKey is the file of the page at url: "/" → "/index.html",
// "/a/b" → "/a/b/index.html", which every static server serves for "/a/b/".
func htmlKey(url string) string {
	if url == "/" {
		return "/index.html"
	}
	return strings.TrimSuffix(url, "/") + "/index.html"
}

// mdKey is the Markdown copy of the page at url: "/a/b.md", "/index.md".
func mdKey(url string) string {
	if url == "/" {
		return "/index.md"
	}
	return strings.TrimSuffix(url, "/") + ".md"
}

// staticFiles adds the files of the docs folder that a page may link to or
// embed: everything except pages, configuration, snippets' sources and
// what .mintignore leaves out. It returns the URLs of the .css and .js
// files among them, which every page loads.
func (b *builder) staticFiles() (css, js []string) {
	var walk func(dir string)
	walk = func(dir string) {
		for _, it := range b.staticFolder(dir) {
			if it.dir {
				walk(it.name)
				continue
			}
			name := it.name
			key := "/" + name
			if _, taken := b.out.Files[key]; taken {
				continue
			}
			b.out.Files[key] = &File{Source: name, Type: contentType(name)}
			b.in.static[key] = true
			// Mintlify adds every .css and every .js file to every page,
			// those under snippets/ too: its snippets are .mdx, .md, .jsx
			// and .tsx files (getFileCategory in @mintlify/common). A
			// module (a snippet a page imports) cannot run as a page's
			// script, and would only throw there: it is left out.
			switch strings.ToLower(path.Ext(name)) {
			case ".css":
				css = append(css, b.links.url(key))
			case ".js":
				if data, err := fs.ReadFile(b.in.p.FS(), name); err == nil && !esModule(data) {
					js = append(js, b.links.url(key))
				}
			}
		}
	}
	walk(".")
	return css, js
}

// esModule reports whether a script is an ES module: a line of it starts
// with an import or export statement, which a classic <script> refuses.
func esModule(data []byte) bool {
	for line := range bytes.Lines(data) {
		l := bytes.TrimLeft(line, " \t")
		for _, kw := range [...]string{"export", "import"} {
			rest, ok := bytes.CutPrefix(l, []byte(kw))
			if ok && len(rest) > 0 && (rest[0] == ' ' || rest[0] == '{' || rest[0] == '*' || rest[0] == '\t') {
				return true
			}
		}
	}
	return false
}

// staticItem is a folder to walk into, or a file served as it is.
type staticItem struct {
	name string
	dir  bool
}

// staticFolder returns the static files and the folders of one folder, in
// lexical order. Through folio dev's cache of the folder (a Memo method),
// a folder is worked out again only when something in it changes: a large
// site's navigation is resolved again on every title or docs.json edit,
// and this walk of every file was part of it.
func (b *builder) staticFolder(dir string) []staticItem {
	fsys := b.in.p.FS()
	list := func() any {
		entries, err := fs.ReadDir(fsys, dir)
		if err != nil {
			return []staticItem(nil)
		}
		var items []staticItem
		for _, d := range entries {
			name := d.Name()
			if dir != "." {
				name = dir + "/" + name
			}
			base := d.Name()
			if strings.HasPrefix(base, ".") || base == "node_modules" || d.IsDir() && name == b.in.opts.Skip {
				continue
			}
			if d.IsDir() {
				items = append(items, staticItem{name: name, dir: true})
				continue
			}
			if !d.Type().IsRegular() || b.in.p.Ignore != nil && b.in.p.Ignore.Ignored(name, false) {
				continue
			}
			switch strings.ToLower(path.Ext(name)) {
			case ".mdx", ".md", ".jsx", ".tsx", ".ts":
				continue
			}
			if name == "docs.json" || name == "mint.json" {
				continue
			}
			items = append(items, staticItem{name: name})
		}
		return items
	}
	if m, ok := fsys.(interface {
		Memo(name, kind string, make func() any) any
	}); ok {
		// What is left out depends on .mintignore and the folder skipped.
		if items, ok := m.Memo(dir, "site.static "+b.in.p.Ignore.Key()+" "+b.in.opts.Skip, list).([]staticItem); ok {
			return items
		}
	}
	items, _ := list().([]staticItem)
	return items
}

// sortedKeys returns the keys of the output's files, sorted.
func (o *Output) sortedKeys() []string {
	keys := make([]string, 0, len(o.Files))
	for k := range o.Files {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// specReports holds the problems of specifications already reported: a
// broken schema is met by every page that uses it, and is reported once.
type specReports struct {
	mu   sync.Mutex
	seen map[string]bool
}

// report adds to l the problems a page met in its specification that
// no page reported before.
func (r *specReports) report(l *diag.List, ds []diag.Diagnostic) {
	if len(ds) == 0 {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.seen == nil {
		r.seen = map[string]bool{}
	}
	for _, d := range ds {
		k := d.FileName() + "\x00" + d.Code + "\x00" + d.Message + "\x00" + strconv.Itoa(d.Pos.Off)
		if !r.seen[k] {
			r.seen[k] = true
			l.Add(d)
		}
	}
}
