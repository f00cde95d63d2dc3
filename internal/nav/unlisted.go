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
func (r *resolver) unlisted(root *Node) {
	files := r.candidateFiles()
	var paths []string
	for _, p := range files.pages {
		// An index.mdx the navigation does not list is not the home page:
		// "/" goes to the navigation's first page.
		if len(r.site.byPath[p]) == 0 && p != "index" {
			paths = append(paths, p)
		}
	}
	if len(paths) == 0 {
		return
	}
	// Only now, with pages to serve, is every file read for its imports.
	imported := importedFiles(r.fsys, files.sources)
	paths = slices.DeleteFunc(paths, func(p string) bool { return imported[strings.ToLower("/"+files.file[p])] })
	var diags diag.List
	for p, f := range loadPages(r.fsys, r.ignore, paths, &diags) {
		r.meta[p] = f
	}
	// Frontmatter problems of pages the navigation does not list are
	// reported as for listed ones.
	r.site.Diagnostics.Append(diags)
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
// the page candidates, by page path, and every file that may import.
type folderFiles struct {
	pages   []string
	file    map[string]string // page path → file
	sources []string
}

func (r *resolver) candidateFiles() folderFiles {
	out := folderFiles{file: map[string]string{}}
	fs.WalkDir(r.fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		base := d.Name()
		if d.IsDir() {
			if name != "." && (strings.HasPrefix(base, ".") || base == "node_modules" || r.ignore.Ignored(name, true) || isExport(r.fsys, name)) {
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || r.ignore.Ignored(name, false) {
			return nil
		}
		ext := strings.ToLower(path.Ext(name))
		switch ext {
		case ".mdx", ".md", ".jsx", ".tsx":
			out.sources = append(out.sources, name)
		default:
			return nil
		}
		lower := strings.ToLower(name)
		if ext == ".jsx" || ext == ".tsx" || strings.HasPrefix(lower, "snippets/") || strings.HasPrefix(lower, "_snippets/") {
			return nil
		}
		if ext == ".md" {
			switch strings.TrimSuffix(strings.ToLower(base), ext) {
			case "readme", "license", "contributing", "contribute":
				return nil
			}
			if lower == "skill.md" {
				return nil
			}
		}
		p := strings.TrimSuffix(name, path.Ext(name))
		if prev, ok := out.file[p]; ok && strings.HasSuffix(prev, ".mdx") {
			return nil // x.mdx is the page x, not x.md
		} else if !ok {
			out.pages = append(out.pages, p)
		}
		out.file[p] = name
		return nil
	})
	return out
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
