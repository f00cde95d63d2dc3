package agenteval

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/frontmatter"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/nav"
	sitebuild "github.com/foliodocs/folio/internal/site"
)

// Icons loads the icon library the checks need once, for every Tree
// given it. The zero value is ready to use.
type Icons struct {
	once sync.Once
	set  *icon.Set
	err  error
}

func (i *Icons) load() (*icon.Set, error) {
	i.once.Do(func() { i.set, i.err = icon.Load() })
	return i.set, i.err
}

// Tree is a docs folder as a grader reads it: its files, its resolved
// navigation and what `folio validate` finds in it. What it reads is
// kept; it is not safe for concurrent use.
type Tree struct {
	// Dir is the docs folder.
	Dir   string
	icons *Icons

	loaded  bool
	project *config.Project
	site    *nav.Site
	loadErr error

	checked  bool
	problems []diag.Diagnostic
	checkErr error
}

// NewTree reads the docs folder dir; icons may be shared between trees.
func NewTree(dir string, icons *Icons) *Tree {
	if icons == nil {
		icons = &Icons{}
	}
	return &Tree{Dir: dir, icons: icons}
}

// Read returns a file's text; false when it is not there.
func (t *Tree) Read(rel string) (string, bool) {
	data, err := os.ReadFile(filepath.Join(t.Dir, filepath.FromSlash(rel)))
	if err != nil {
		return "", false
	}
	return string(data), true
}

// Exists reports whether the file is there.
func (t *Tree) Exists(rel string) bool {
	_, err := os.Stat(filepath.Join(t.Dir, filepath.FromSlash(rel)))
	return err == nil
}

// Files lists every file, relative to the folder, sorted.
func (t *Tree) Files() []string {
	var out []string
	filepath.WalkDir(t.Dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(t.Dir, p)
			out = append(out, filepath.ToSlash(rel))
		}
		return nil
	})
	slices.Sort(out)
	return out
}

func (t *Tree) load() {
	if t.loaded {
		return
	}
	t.loaded = true
	p, err := config.Load(t.Dir)
	if err != nil {
		t.loadErr = err
		return
	}
	t.project = p
	if p.Config == nil {
		t.loadErr = errors.New("docs.json does not load")
		return
	}
	// The fixtures name no specification by URL: nothing is fetched, so
	// no context bounds the resolution.
	t.site = nav.Build(context.Background(), p, nil)
}

// Config is the site's configuration; nil when it does not load.
func (t *Tree) Config() *config.Config {
	t.load()
	if t.project == nil {
		return nil
	}
	return t.project.Config
}

// Site is the resolved navigation; nil when the configuration does not
// load.
func (t *Tree) Site() *nav.Site {
	t.load()
	return t.site
}

// Close releases what the configuration holds open.
func (t *Tree) Close() {
	if t.project != nil {
		t.project.Close()
	}
}

// Problems runs the checks of `folio validate` (the configuration, the
// files it names, the navigation and every page) and returns what they
// find, errors and warnings.
func (t *Tree) Problems(ctx context.Context) ([]diag.Diagnostic, error) {
	if t.checked {
		return t.problems, t.checkErr
	}
	t.checked = true
	t.load()
	if t.loadErr != nil {
		if t.project != nil {
			return t.project.Diagnostics.All(), nil
		}
		t.checkErr = fmt.Errorf("load %s: %w", t.Dir, t.loadErr)
		return nil, t.checkErr
	}
	icons, err := t.icons.load()
	if err != nil {
		t.checkErr = fmt.Errorf("load icons: %w", err)
		return nil, t.checkErr
	}
	p := t.project
	p.CheckFiles()
	sitebuild.AddNavDiagnostics(&p.Diagnostics, p, t.site)
	if err := sitebuild.CheckPages(ctx, p, t.site, icons); err != nil {
		t.checkErr = err
		return nil, err
	}
	p.Diagnostics.Sort()
	t.problems = p.Diagnostics.All()
	return t.problems, nil
}

// Listed returns the pages the navigation lists, in reading order.
func (t *Tree) Listed() []*nav.Page {
	s := t.Site()
	if s == nil {
		return nil
	}
	var out []*nav.Page
	for _, p := range s.Pages {
		if !p.Unlisted {
			out = append(out, p)
		}
	}
	return out
}

// Page returns where the navigation lists the page with this path (nil:
// nowhere).
func (t *Tree) Page(pagePath string) *nav.Page {
	s := t.Site()
	if s == nil {
		return nil
	}
	if ps := s.Listed(pagePath); len(ps) > 0 {
		return ps[0]
	}
	return nil
}

// Redirect returns where the site's redirects send a path ("" and false
// when none matches), following a chain of them.
func (t *Tree) Redirect(from string) (string, bool) {
	c := t.Config()
	if c == nil {
		return "", false
	}
	at, moved := "/"+strings.Trim(from, "/"), false
	for range 10 {
		next := ""
		for _, r := range c.Redirects {
			if r == nil {
				continue
			}
			if to, ok := r.Target(at); ok {
				next = to
				break
			}
		}
		if next == "" || next == at {
			break
		}
		at, moved = next, true
		if strings.Contains(at, "://") {
			break
		}
	}
	if !moved {
		return "", false
	}
	if i := strings.IndexAny(at, "#?"); i >= 0 {
		at = at[:i]
	}
	return "/" + strings.Trim(at, "/"), true
}

// Body returns a page file's text without its frontmatter.
func (t *Tree) Body(rel string) string {
	text, _ := t.Read(rel)
	doc, _ := frontmatter.Parse(rel, []byte(text))
	return string(doc.Body())
}

// linkRE finds link targets in MDX: Markdown links and images, and href
// or src attributes.
var linkRE = regexp.MustCompile(`\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|\b(?:href|src)\s*=\s*\{?\s*["']([^"']+)["']`)

// Links returns the targets of a file's links, as written, without
// their #fragment or ?query.
func (t *Tree) Links(rel string) []string {
	text, _ := t.Read(rel)
	var out []string
	for _, m := range linkRE.FindAllStringSubmatch(text, -1) {
		l := m[1] + m[2]
		if i := strings.IndexAny(l, "#?"); i >= 0 {
			l = l[:i]
		}
		if l != "" {
			out = append(out, l)
		}
	}
	return out
}

// codeRE finds fenced code blocks.
var codeRE = regexp.MustCompile("(?ms)^[ \t]*(```+|~~~+)[^\n]*\n(.*?)^[ \t]*```+[ \t]*$")

// CodeBlocks returns the contents of a file's fenced code blocks.
func (t *Tree) CodeBlocks(rel string) []string {
	text, _ := t.Read(rel)
	var out []string
	for _, m := range codeRE.FindAllStringSubmatch(text, -1) {
		out = append(out, m[2])
	}
	return out
}

// PageFiles lists the page files (.mdx and .md) of the folder.
func (t *Tree) PageFiles() []string {
	var out []string
	for _, f := range t.Files() {
		if ext := path.Ext(f); ext == ".mdx" || ext == ".md" {
			out = append(out, f)
		}
	}
	return out
}
