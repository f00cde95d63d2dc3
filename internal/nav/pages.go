package nav

import (
	"io"
	"io/fs"
	"runtime"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/frontmatter"
	"github.com/foliodocs/folio/internal/mintignore"
)

// pageFile is a page's file and its parsed frontmatter.
type pageFile struct {
	file  string
	doc   *frontmatter.Document
	diags diag.List
}

// collectPaths lists every page path the navigation names (pages and group
// roots), without OpenAPI operation references, in navigation order.
func collectPaths(nav *config.Navigation) []string {
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		p = strings.TrimSuffix(p, "/")
		if p == "" || seen[p] {
			return
		}
		if _, ok := config.ParseEndpointRef(p); ok {
			return
		}
		seen[p] = true
		out = append(out, p)
	}
	var group func(g *config.Group)
	var pages func(es []*config.PageEntry)
	pages = func(es []*config.PageEntry) {
		for _, e := range es {
			switch {
			case e == nil:
			case e.Group != nil:
				group(e.Group)
			default:
				add(e.Path)
			}
		}
	}
	group = func(g *config.Group) {
		if g.Root != "" {
			add(g.Root)
		}
		pages(g.Pages)
	}
	var children func(c *config.Children)
	children = func(c *config.Children) {
		for _, e := range c.Elements() {
			children(&e.Div().Children)
		}
		for _, g := range c.Groups {
			if g != nil {
				group(g)
			}
		}
		pages(c.Pages)
	}
	children(&nav.Children)
	return out
}

// loadPages reads the frontmatter of the pages, in parallel: reading and
// parsing them is most of the cost of resolving a large site. Problems in
// frontmatter are added to diags in the order of paths.
func loadPages(fsys fs.FS, ignore *mintignore.Matcher, paths []string, diags *diag.List) map[string]*pageFile {
	files := make([]*pageFile, len(paths))
	work := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0)*2, max(1, len(paths))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				files[i] = readPage(fsys, ignore, paths[i])
			}
		}()
	}
	for i := range paths {
		work <- i
	}
	close(work)
	wg.Wait()
	out := make(map[string]*pageFile, len(paths))
	for i, f := range files {
		if f == nil {
			continue
		}
		out[paths[i]] = f
		diags.Append(f.diags)
	}
	return out
}

// readPage reads the frontmatter of the page file of path (.mdx first,
// then .md).
func readPage(fsys fs.FS, ignore *mintignore.Matcher, path string) *pageFile {
	for _, ext := range config.PageExtensions {
		if ignore.Ignored(path+ext, false) {
			continue // left out of the site, like a missing page
		}
		if f := readPageFile(fsys, path+ext); f != nil {
			return f
		}
	}
	return nil
}

// memoizer is an FS that keeps what is made of a file while the file does
// not change (fscache.Memoizer: folio dev's).
type memoizer interface {
	Memo(name, kind string, make func() any) any
}

// readPageFile reads a page file's frontmatter; nil when it cannot be
// read. Through a memoizer, a file is parsed once, not on every build.
func readPageFile(fsys fs.FS, name string) *pageFile {
	if m, ok := fsys.(memoizer); ok {
		f, _ := m.Memo(name, "nav.page", func() any { return parsePageFile(fsys, name) }).(*pageFile)
		return f
	}
	return parsePageFile(fsys, name)
}

func parsePageFile(fsys fs.FS, name string) *pageFile {
	f, err := fsys.Open(name)
	if err != nil {
		return nil
	}
	data, err := readHead(f)
	f.Close()
	if err != nil {
		return nil // a folder named like a page, or unreadable
	}
	doc, diags := frontmatter.Parse(name, data)
	return &pageFile{file: name, doc: doc, diags: diags}
}

// headSize is how much of a page is read for its frontmatter at first;
// nearly every frontmatter block fits.
const headSize = 4096

// readHead reads the beginning of a page, enough for its frontmatter.
// Reading a whole large site's pages only for their titles would cost
// more than everything else navigation does.
func readHead(f fs.File) ([]byte, error) {
	buf := make([]byte, headSize)
	n, err := io.ReadFull(f, buf)
	switch {
	case err == io.EOF || err == io.ErrUnexpectedEOF:
		return buf[:n], nil
	case err != nil:
		return nil, err
	case !frontmatter.NeedsMore(buf):
		return buf, nil
	}
	rest, err := io.ReadAll(f)
	if err != nil {
		return nil, err
	}
	return append(buf, rest...), nil
}

// fileExists reports whether a page path, or a file at that path, exists.
func fileExists(fsys fs.FS, path string) bool {
	for _, ext := range append([]string{""}, config.PageExtensions...) {
		if fi, err := fs.Stat(fsys, path+ext); err == nil && !fi.IsDir() {
			return true
		}
	}
	return false
}
