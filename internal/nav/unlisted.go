package nav

import (
	"io/fs"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/mintignore"
)

// unlisted adds the pages of the docs folder that the navigation does not
// list. Mintlify serves every .mdx and .md file as a page at its path,
// hidden from the navigation (its "hidden pages"), except the snippets:
// files under snippets/ or _snippets/, and files another file imports. A
// readme, licence or contributing guide in Markdown is no page either
// (getFileCategory in @mintlify/common). Each unlisted page is read with
// the navigation around the listed page whose path shares the longest
// beginning with its own, as Mintlify's reader does
// (findMostRelevantDivisions), and is hidden.
//
// A page generated from an operation with x-hidden is served the same way:
// Mintlify writes its file but does not list it.
func (r *resolver) unlisted(root *Node) {
	files := r.candidateFiles()
	var paths []string
	file := map[string]string{}
	for _, c := range files.pages {
		// An index.mdx the navigation does not list is not the home page:
		// "/" goes to the navigation's first page.
		if len(r.site.byPath[c.page]) == 0 && c.page != "index" {
			paths = append(paths, c.page)
			file[c.page] = c.file
		}
	}
	if len(paths) > 0 {
		// Only now, with pages to serve, is every file read for its imports.
		imported := importedFiles(r.fsys, files.sources)
		paths = slices.DeleteFunc(paths, func(p string) bool { return imported[strings.ToLower("/"+file[p])] })
		var diags diag.List
		for p, f := range loadPages(r.fsys, r.ignore, paths, &diags) {
			r.meta[p] = f
		}
		// Frontmatter problems of pages the navigation does not list are
		// reported as for listed ones.
		r.site.Diagnostics.Append(diags)
	}
	var hidden []string
	for p, g := range r.generated {
		if g.Hidden && len(r.site.byPath[p]) == 0 && file[p] == "" {
			hidden = append(hidden, p)
		}
	}
	slices.Sort(hidden)
	paths = append(paths, hidden...)
	if len(paths) == 0 {
		return
	}
	near := nearestListed(r.site.Pages)
	for _, p := range paths {
		parent := root
		if q := near(p); q != nil {
			parent = q.Node.Parent
		}
		pg := r.page(parent, p, config.Loc{}, inherited{hidden: true})
		pg.Unlisted = true
		r.addPage(pg)
	}
}

// folderFiles are the files of the docs folder that matter to unlisted:
// the page candidates, and every file that may import.
type folderFiles struct {
	pages   []candidate
	sources []string
}

// candidate is a page path and its file.
type candidate struct{ page, file string }

// folderItem is one entry of a folder that matters to unlisted, in the
// order a walk of the folder meets it: a folder to walk into, or a file
// that may import (source), a page candidate (page), or both.
type folderItem struct {
	dir    string
	source string
	page   candidate
}

// folderList is what a folder holds for unlisted; skip is set for a
// folder left out whole.
type folderList struct {
	skip  bool
	items []folderItem
}

// candidateFiles walks the docs folder in lexical order. Through folio
// dev's cache of the folder (a memoizer), what each folder holds is
// worked out once and again only when something in it changes: an edit
// of a large site resolves the navigation again, and this walk was a
// tenth of it.
func (r *resolver) candidateFiles() folderFiles {
	var out folderFiles
	var walk func(dir string)
	walk = func(dir string) {
		list := r.folder(dir)
		if list.skip {
			return
		}
		for _, it := range list.items {
			if it.dir != "" {
				walk(it.dir)
				continue
			}
			if it.source != "" {
				out.sources = append(out.sources, it.source)
			}
			if it.page.page != "" {
				out.pages = append(out.pages, it.page)
			}
		}
	}
	walk(".")
	return out
}

// folder returns what the folder dir holds for unlisted.
func (r *resolver) folder(dir string) *folderList {
	list := func() any { return listFolder(r.fsys, r.ignore, dir) }
	if m, ok := r.fsys.(memoizer); ok {
		// The verdicts depend on .mintignore too: its patterns are in
		// the kind.
		if l, ok := m.Memo(dir, "nav.folder "+r.ignore.Key(), list).(*folderList); ok {
			return l
		}
	}
	return list().(*folderList)
}

// listFolder works out what one folder holds for unlisted: hidden
// folders, node_modules, ignored folders and a site Folio wrote are left
// out, as are snippets, components and a readme, licence or contributing
// guide in Markdown.
func listFolder(fsys fs.FS, ignore *mintignore.Matcher, dir string) *folderList {
	if dir != "." {
		base := path.Base(dir)
		if strings.HasPrefix(base, ".") || base == "node_modules" || ignore.Ignored(dir, true) || isExport(fsys, dir) {
			return &folderList{skip: true}
		}
	}
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return &folderList{}
	}
	list := &folderList{}
	at := map[string]int{} // page path → its item
	for _, d := range entries {
		name := d.Name()
		if dir != "." {
			name = dir + "/" + name
		}
		if d.IsDir() {
			list.items = append(list.items, folderItem{dir: name})
			continue
		}
		if !d.Type().IsRegular() || ignore.Ignored(name, false) {
			continue
		}
		ext := strings.ToLower(path.Ext(name))
		switch ext {
		case ".mdx", ".md", ".jsx", ".tsx":
		default:
			continue
		}
		it := folderItem{source: name}
		if pageCandidate(name, ext) {
			p := strings.TrimSuffix(name, path.Ext(name))
			if i, ok := at[p]; ok {
				// x.mdx is the page x, not x.md (which comes first).
				if !strings.HasSuffix(list.items[i].page.file, ".mdx") {
					list.items[i].page.file = name
				}
			} else {
				it.page = candidate{page: p, file: name}
				at[p] = len(list.items)
			}
		}
		list.items = append(list.items, it)
	}
	return list
}

// pageCandidate reports whether a file that may import is also a page:
// not a component, a snippet, or a readme, licence or contributing guide
// in Markdown.
func pageCandidate(name, ext string) bool {
	lower := strings.ToLower(name)
	if ext == ".jsx" || ext == ".tsx" || strings.HasPrefix(lower, "snippets/") || strings.HasPrefix(lower, "_snippets/") {
		return false
	}
	if ext == ".md" {
		switch strings.TrimSuffix(strings.ToLower(path.Base(name)), ext) {
		case "readme", "license", "contributing", "contribute":
			return false
		}
		if lower == "skill.md" {
			return false
		}
	}
	return true
}

// isExport reports whether a folder is a site Folio wrote (folio build
// into a folder of the docs folder): its pages' Markdown copies are no
// pages of the docs.
func isExport(fsys fs.FS, dir string) bool {
	fi, err := fs.Stat(fsys, path.Join(dir, "_folio"))
	return err == nil && fi.IsDir()
}

// importSource finds the file an import statement names, as Mintlify's
// scan of the folder reads it (categorizeFilePaths).
var importSource = regexp.MustCompile(`import\s+(?:[\w$*{},\s]+?\s+from\s+)?['"]([^'"]+)['"]`)

// importedFiles returns the files that the given files import, as
// lower-case paths with a leading slash: Mintlify treats them as
// snippets, not pages. Imports inside fenced code are not imports.
func importedFiles(fsys fs.FS, sources []string) map[string]bool {
	out := map[string]bool{}
	var mu sync.Mutex
	work := make(chan string)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for name := range work {
				found := fileImports(fsys, name)
				if len(found) == 0 {
					continue
				}
				mu.Lock()
				for _, f := range found {
					out[f] = true
				}
				mu.Unlock()
			}
		})
	}
	for _, s := range sources {
		work <- s
	}
	close(work)
	wg.Wait()
	return out
}

// fileImports returns the files a file imports; through a memoizer, a
// file is read once, not on every build.
func fileImports(fsys fs.FS, name string) []string {
	read := func() any {
		data, err := fs.ReadFile(fsys, name)
		if err != nil || !strings.Contains(string(data), "import") {
			return []string(nil)
		}
		return importsOf(name, string(data))
	}
	if m, ok := fsys.(memoizer); ok {
		found, _ := m.Memo(name, "nav.imports", read).([]string)
		return found
	}
	found, _ := read().([]string)
	return found
}

// PageImports returns the Markdown files that the file name, holding
// text, imports and that could be pages (pageCandidate), as lower-case
// paths with a leading slash. An imported file is a snippet, not an
// unlisted page, so a change to these may change the site's pages.
func PageImports(name, text string) []string {
	if !strings.Contains(text, "import") {
		return nil
	}
	var out []string
	for _, f := range importsOf(name, text) {
		switch ext := path.Ext(f); ext {
		case ".mdx", ".md":
			if pageCandidate(f[1:], ext) {
				out = append(out, f)
			}
		}
	}
	return out
}

func importsOf(name, text string) []string {
	var out []string
	fence := ""
	for line := range strings.Lines(text) {
		trimmed := strings.TrimLeft(line, " \t")
		if run := fenceRun(trimmed); run != "" {
			switch {
			case fence == "":
				fence = run
			case run[0] == fence[0] && len(run) >= len(fence):
				fence = ""
			}
			continue
		}
		if fence != "" || !strings.HasPrefix(line, "import ") && !strings.HasPrefix(line, "import\t") {
			continue
		}
		for _, m := range importSource.FindAllStringSubmatch(line, -1) {
			src := m[1]
			var abs string
			switch {
			case strings.HasPrefix(src, "/"):
				abs = path.Clean(src)
			case strings.HasPrefix(src, "./"), strings.HasPrefix(src, "../"):
				abs = path.Join("/", path.Dir(name), src)
			default:
				continue // a package
			}
			out = append(out, strings.ToLower(abs))
		}
	}
	return out
}

// fenceRun returns the run of three or more backticks or tildes a line
// starts with, or "".
func fenceRun(line string) string {
	if line == "" || line[0] != '`' && line[0] != '~' {
		return ""
	}
	n := 0
	for n < len(line) && line[n] == line[0] {
		n++
	}
	if n < 3 {
		return ""
	}
	return line[:n]
}

// nearestListed returns a function that finds, for a page path, the
// listed page whose URL shares the longest beginning with the path's,
// the first in reading order among equals; nil when nothing is listed.
func nearestListed(pages []*Page) func(string) *Page {
	type entry struct {
		href string
		pg   *Page
	}
	var sorted []entry
	for _, p := range pages {
		sorted = append(sorted, entry{"/" + p.Path, p})
	}
	if len(sorted) == 0 {
		return func(string) *Page { return nil }
	}
	first := sorted[0].pg
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].href < sorted[j].href })
	return func(p string) *Page {
		href := "/" + p
		i := sort.Search(len(sorted), func(i int) bool { return sorted[i].href >= href })
		best := 0
		for _, j := range []int{i - 1, i} {
			if j >= 0 && j < len(sorted) {
				best = max(best, commonPrefix(href, sorted[j].href))
			}
		}
		if best <= 1 {
			return first // only "/" in common: the first page's place
		}
		prefix := href[:best]
		lo := sort.Search(len(sorted), func(i int) bool { return sorted[i].href >= prefix })
		var pick *Page
		for j := lo; j < len(sorted) && strings.HasPrefix(sorted[j].href, prefix); j++ {
			if pick == nil || sorted[j].pg.Index < pick.Index {
				pick = sorted[j].pg
			}
		}
		return pick
	}
}

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}
