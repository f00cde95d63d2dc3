package config

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/mintignore"
	"github.com/foliodocs/folio/internal/yamlerr"
	"go.yaml.in/yaml/v4"
	"golang.org/x/sync/errgroup"
)

// PageExtensions are the page file extensions, in order of preference.
var PageExtensions = []string{".mdx", ".md"}

// httpMethods are the methods of an OpenAPI reference in navigation
// ("GET /users"); "webhook" names an OpenAPI 3.1 webhook.
var httpMethods = []string{"get", "put", "post", "delete", "options", "head", "patch", "trace", "webhook"}

// EndpointRef is a navigation entry that names an OpenAPI operation:
// "GET /users" or "openapi.yaml POST /users".
type EndpointRef struct {
	Spec   string // the specification file or URL; empty to use the inherited one
	Method string // lower case
	Path   string
}

// ParseEndpointRef recognises an OpenAPI operation reference the way
// Mintlify does: two or three words, the second-to-last an HTTP method.
// Page paths may contain spaces ("nodes/Video Slice") and stay pages.
func ParseEndpointRef(s string) (EndpointRef, bool) {
	if !strings.ContainsFunc(s, unicode.IsSpace) {
		// A page path: the check runs for every entry of a large
		// navigation, several times a build, and Fields allocates.
		return EndpointRef{}, false
	}
	f := strings.Fields(s)
	if len(f) != 2 && len(f) != 3 {
		return EndpointRef{}, false
	}
	m := strings.ToLower(f[len(f)-2])
	if !slices.Contains(httpMethods, m) {
		return EndpointRef{}, false
	}
	ref := EndpointRef{Method: m, Path: f[len(f)-1]}
	if len(f) == 3 {
		ref.Spec = f[0]
	}
	return ref, true
}

// CheckFiles checks what the configuration refers to on disk: every page in
// navigation exists as .mdx or .md, every group root exists, every local
// OpenAPI or AsyncAPI file exists and parses; a page listed twice is a
// warning. It adds its findings to p.Diagnostics.
func (p *Project) CheckFiles() {
	if p.Config == nil || p.root == nil {
		return
	}
	fc := &fileChecker{p: p, seen: map[string]Loc{}, specs: map[string]bool{}, ignored: map[string]string{}}
	nav := &p.Config.Navigation
	fc.children(&nav.Children)
	if api := p.Config.API; api != nil {
		// Navigation was walked first: a file it names too is checked
		// strictly.
		fc.inAPI = true
		fc.openapi(api.OpenAPI)
		fc.asyncapi(api.AsyncAPI)
	}
	fc.checkSpecs()
	fc.favicon(p.Config.Favicon)
	p.pointIntoMint()
}

// favicon reports a favicon that names a local file the folder does not
// hold: Mintlify's build says it cannot make the favicons from it and
// publishes the site without them.
func (fc *fileChecker) favicon(f *Favicon) {
	if f == nil {
		return
	}
	check := func(name string, loc Loc) {
		if name == "" || strings.Contains(name, "://") || strings.HasPrefix(name, "//") {
			return // a URL: fetched by the reader's browser
		}
		rel := strings.TrimPrefix(path.Clean("/"+name), "/")
		if info, err := fs.Stat(fc.p.FS(), rel); err == nil && info.Mode().IsRegular() {
			return
		}
		fc.report(diag.Warning, loc, "missing-file", "", "the favicon %s is not in the docs folder: the site has no favicon", name)
	}
	if f.Single {
		check(f.Light, f.Loc)
		return
	}
	check(f.Light, f.Loc.Key("light"))
	check(f.Dark, f.Loc.Key("dark"))
}

type fileChecker struct {
	p       *Project
	seen    map[string]Loc                    // pages listed so far
	specs   map[string]bool                   // specification files queued so far
	pending []specCheck                       // specification files to check
	all     []string                          // every page of the folder, for suggestions; lazy
	dirs    map[string]map[string]fs.FileMode // folder listings, by folder
	ignored map[string]string                 // page paths whose file is ignored
	inAPI   bool                              // checking the files api.openapi and api.asyncapi name
}

// specCheck is a specification file to check, with where it is named.
type specCheck struct {
	name, kind string
	loc        Loc
	// inAPI marks a file named by api.openapi or api.asyncapi (the
	// top-level openapi of a mint.json). Mintlify fetches only the URLs
	// there and finds local specifications by scanning the folder, so it
	// deploys past a local name that is missing or names no
	// specification.
	inAPI bool
}

// checkSpecs checks the queued specification files. Parsing large ones
// dominates validation, so they are parsed in parallel; the diagnostics
// keep the order of the configuration.
func (fc *fileChecker) checkSpecs() {
	results := make([]diag.List, len(fc.pending))
	var g errgroup.Group
	g.SetLimit(runtime.GOMAXPROCS(0))
	for i, sc := range fc.pending {
		g.Go(func() error {
			results[i] = fc.checkSpec(sc)
			return nil
		})
	}
	g.Wait()
	for _, l := range results {
		fc.p.Diagnostics.Append(l)
	}
}

func (fc *fileChecker) report(sev diag.Severity, loc Loc, code, hint, format string, args ...any) {
	fc.p.Diagnostics.Add(diag.Diagnostic{Severity: sev, Code: code, Hint: hint, Pos: loc.Pos(), Pointer: loc.Pointer, Message: fmt.Sprintf(format, args...)})
}

func (fc *fileChecker) children(c *Children) {
	for _, e := range c.elements() {
		div := e.Div()
		fc.openapi(div.OpenAPI)
		fc.asyncapi(div.AsyncAPI)
		switch e.ElementKind() {
		case "version", "language", "product":
			// Each version, language or product is a navigation of its own;
			// sharing a page between them is normal.
			saved := fc.seen
			fc.seen = maps.Clone(saved)
			fc.children(&div.Children)
			fc.seen = saved
		default:
			fc.children(&div.Children)
		}
	}
	for _, g := range c.Groups {
		fc.group(g)
	}
	fc.pages(c.Pages)
}

func (fc *fileChecker) group(g *Group) {
	if g == nil {
		return
	}
	fc.openapi(g.OpenAPI)
	fc.asyncapi(g.AsyncAPI)
	if g.Root != "" {
		if _, ok := fc.pageFile(g.Root); !ok {
			loc := g.Loc.Key("root")
			fc.report(diag.Warning, loc, "root-not-found", fc.suggest(g.Root), "%s", fc.missing("the group root", g.Root))
		}
	}
	fc.pages(g.Pages)
}

func (fc *fileChecker) pages(entries []*PageEntry) {
	for _, e := range entries {
		if e == nil {
			continue
		}
		if e.Group != nil {
			fc.group(e.Group)
			continue
		}
		if e.Path == "" {
			// "/" (or "" or ".") names the site's root, not a file:
			// Mintlify warns that "" does not exist and shows an
			// untitled entry that links to "/"; Folio leaves it out.
			fc.report(diag.Warning, e.Loc, "page-not-found", "name the home page's file, such as index",
				"this page entry names no file: it is the site's root, not a page, and is left out")
			continue
		}
		if _, ok := ParseEndpointRef(e.Path); ok {
			continue // an OpenAPI operation, resolved with the navigation
		}
		if first, ok := fc.seen[e.Path]; ok {
			if first.Pos() == e.Loc.Pos() {
				// One entry of a mint.json that the upgrade placed twice
				// (a nested group whose pages fall under two tabs or
				// anchors): Mintlify shows both, and there is nothing
				// the author wrote twice.
				continue
			}
			l, _ := first.Pos().LineCol()
			fc.report(diag.Warning, e.Loc, "duplicate-page", fmt.Sprintf("it is first listed on line %d, where it is read; remove this entry if it is a slip", l),
				"page %q is listed twice: the sidebar shows it in both places", e.Path)
			continue
		}
		fc.seen[e.Path] = e.Loc
		if _, ok := fc.pageFile(e.Path); !ok {
			fc.report(diag.Warning, e.Loc, "page-not-found", fc.suggest(e.Path), "%s", fc.missing("page", e.Path))
		}
	}
}

func trimSlash(p string) string { return strings.TrimSuffix(p, "/") }

// missing says why a page has no file.
func (fc *fileChecker) missing(what, page string) string {
	base := trimSlash(page)
	if file, ok := fc.ignored[base]; ok {
		return fmt.Sprintf("%s %q is left out of the site: its file %s is ignored", what, page, file)
	}
	return fmt.Sprintf("%s %q has no file %s.mdx or %s.md", what, page, base, base)
}

// pageFile returns the file of page p, if it exists. Folders are listed
// once each: far cheaper than two stat calls per page in os.Root.
func (fc *fileChecker) pageFile(p string) (string, bool) {
	base := trimSlash(p)
	dir, name := path.Split(base)
	dir = strings.TrimSuffix(dir, "/")
	if dir == "" {
		dir = "."
	}
	files, ok := fc.dirs[dir]
	if !ok {
		files = listNames(fc.p.FS(), dir)
		if fc.dirs == nil {
			fc.dirs = map[string]map[string]fs.FileMode{}
		}
		fc.dirs[dir] = files
	}
	for _, ext := range PageExtensions {
		mode, ok := files[name+ext]
		switch {
		case !ok:
			continue
		case fc.p.Ignore.Ignored(base+ext, false):
			fc.ignored[base] = base + ext
			continue
		case mode.IsRegular():
			return base + ext, true
		case mode&fs.ModeSymlink != 0:
			// A link is a page when it leads to a file inside the folder.
			if fi, err := fs.Stat(fc.p.FS(), base+ext); err == nil && fi.Mode().IsRegular() {
				return base + ext, true
			}
		}
	}
	return "", false
}

// listNames returns the names in a folder with their types. Through
// folio dev's cache of the folder (a Memo method), a folder is listed
// again only when something in it changed, not on every build.
func listNames(fsys fs.FS, dir string) map[string]fs.FileMode {
	list := func() any {
		entries, _ := fs.ReadDir(fsys, dir)
		files := make(map[string]fs.FileMode, len(entries))
		for _, e := range entries {
			files[e.Name()] = e.Type()
		}
		return files
	}
	if m, ok := fsys.(interface {
		Memo(name, kind string, make func() any) any
	}); ok {
		if files, ok := m.Memo(dir, "config.names", list).(map[string]fs.FileMode); ok {
			return files
		}
	}
	return list().(map[string]fs.FileMode)
}

// suggest proposes existing pages near a missing one.
func (fc *fileChecker) suggest(missing string) string {
	base := trimSlash(missing)
	if file, ok := fc.ignored[base]; ok {
		if mintignore.New(nil).Ignored(file, false) {
			return fmt.Sprintf("%s exists, but Mintlify always leaves it out of the site (as it does README.md, LICENSE.md, CHANGELOG.md, CONTRIBUTING.md and node_modules); rename it", file)
		}
		return fmt.Sprintf("%s exists, but .mintignore leaves it out of the site", file)
	}
	for _, ext := range PageExtensions {
		if strings.HasSuffix(base, ext) {
			if _, ok := fc.pageFile(strings.TrimSuffix(base, ext)); ok {
				return fmt.Sprintf("write %q, without the extension", strings.TrimSuffix(base, ext))
			}
		}
	}
	if fc.all == nil {
		fc.all = listPages(fc.p.FS())
	}
	near := nearest(base, fc.all, 3)
	switch len(near) {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf("did you mean %q?", near[0])
	}
	q := make([]string, len(near))
	for i, n := range near {
		q[i] = strconv.Quote(n)
	}
	return "nearest existing pages: " + strings.Join(q, ", ")
}

// listPages returns every page of the folder, without extension, skipping
// hidden folders and node_modules.
func listPages(fsys fs.FS) []string {
	var out []string
	fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		name := d.Name()
		if d.IsDir() {
			if p != "." && (strings.HasPrefix(name, ".") || name == "node_modules") {
				return fs.SkipDir
			}
			return nil
		}
		for _, ext := range PageExtensions {
			if strings.HasSuffix(name, ext) {
				out = append(out, strings.TrimSuffix(p, ext))
				break
			}
		}
		return nil
	})
	return out
}

// nearest returns up to n candidates close to target: by edit distance of
// the whole path, and pages with the same file name in another folder.
func nearest(target string, candidates []string, n int) []string {
	type scored struct {
		s string
		d int
	}
	var best []scored
	tbase := path.Base(target)
	limit := max(2, len(target)/4)
	for _, c := range candidates {
		d := pathDistance(target, c)
		if path.Base(c) == tbase && d > 1 {
			d = 1 // moved to another folder
		}
		if d <= limit {
			best = append(best, scored{c, d})
		}
	}
	slices.SortStableFunc(best, func(a, b scored) int {
		if a.d != b.d {
			return a.d - b.d
		}
		return strings.Compare(a.s, b.s)
	})
	var out []string
	for i := 0; i < len(best) && i < n; i++ {
		out = append(out, best[i].s)
	}
	return out
}

func pathDistance(a, b string) int {
	if d := len(a) - len(b); d > 16 || d < -16 {
		return 17
	}
	return boundedDistance(strings.ToLower(a), strings.ToLower(b), 200)
}

func (fc *fileChecker) openapi(o *OpenAPI) {
	if o == nil {
		return
	}
	for _, s := range o.Sources {
		fc.spec(s, "openapi")
		for i, ov := range s.Overlays {
			fc.spec(&SpecSource{Source: ov, Loc: s.Loc.Key("overlays").Index(i)}, "overlay")
		}
	}
}

func (fc *fileChecker) asyncapi(a *AsyncAPI) {
	if a == nil {
		return
	}
	for _, s := range a.Sources {
		fc.spec(s, "asyncapi")
	}
}

// spec queues a local specification file for checking.
func (fc *fileChecker) spec(s *SpecSource, kind string) {
	if s == nil || s.Source == "" || isAbsoluteURL(s.Source) || fc.specs[s.Source] {
		return
	}
	fc.specs[s.Source] = true
	loc := s.Loc
	if loc.Node != nil && loc.Node.Kind == jsonpos.Object {
		loc = loc.Key("source")
	}
	fc.pending = append(fc.pending, specCheck{name: s.Source, kind: kind, loc: loc, inAPI: fc.inAPI})
}

// checkSpec checks that a specification exists and parses as JSON or
// YAML, and that it declares the expected kind of document. It only reads
// the file system, so several run at once.
func (fc *fileChecker) checkSpec(sc specCheck) diag.List {
	var l diag.List
	report := func(code, hint, format string, args ...any) {
		l.Add(diag.Diagnostic{Code: code, Hint: hint, Pos: sc.loc.Pos(), Pointer: sc.loc.Pointer, Message: fmt.Sprintf(format, args...)})
	}
	// skipped reports what Mintlify passes over in api.openapi or
	// api.asyncapi as a warning.
	skipped := func(code, hint, format string, args ...any) {
		if !sc.inAPI {
			report(code, hint, format, args...)
			return
		}
		if hint != "" {
			hint += "; "
		}
		hint += "Mintlify reads only URLs here and finds local specifications in the docs folder"
		l.Add(diag.Diagnostic{Severity: diag.Warning, Code: code, Hint: hint, Pos: sc.loc.Pos(), Pointer: sc.loc.Pointer, Message: fmt.Sprintf(format, args...)})
	}
	label := map[string]string{"openapi": "OpenAPI", "asyncapi": "AsyncAPI", "overlay": "OpenAPI overlay"}[sc.kind]
	data, err := ReadFile(fc.p.FS(), sc.name, MaxSpecSize)
	if err != nil {
		switch {
		case errors.Is(err, fs.ErrNotExist):
			skipped("openapi-not-found", didYouMean(sc.name, listSpecs(fc.p.FS())), "the %s file %s does not exist", label, sc.name)
		case errors.Is(err, ErrTooLarge):
			report("openapi-invalid", "split it, or leave out what the reference does not need", "the %s file %s is larger than %d MB", label, sc.name, MaxSpecSize>>20)
		default:
			report("openapi-invalid", "", "cannot read the %s file %s: %v", label, sc.name, unwrapPathError(err))
		}
		return l
	}
	src := jsonpos.NewSource(sc.name, data)
	top, perr := parseSpec(src)
	if perr != nil {
		l.Add(diag.Diagnostic{Code: "openapi-invalid", Pos: perr.pos,
			Message: fmt.Sprintf("the %s file does not parse: %s", label, perr.msg),
			Hint:    fmt.Sprintf("it is referenced at %s", sc.loc.Pos())})
		return l
	}
	want := map[string][]string{"openapi": {"openapi", "swagger"}, "asyncapi": {"asyncapi"}, "overlay": {"overlay"}}[sc.kind]
	if !slices.ContainsFunc(want, func(k string) bool { return slices.Contains(top, k) }) {
		skipped("openapi-invalid", fmt.Sprintf("an %s document starts with the key %q", label, want[0]),
			"%s is not an %s document", sc.name, label)
	}
	return l
}

type specError struct {
	pos jsonpos.Pos
	msg string
}

// parseSpec parses a JSON or YAML specification and returns its top-level
// keys.
func parseSpec(src *jsonpos.Source) ([]string, *specError) {
	data := src.Data
	trimmed := bytes.TrimSpace(data)
	isJSON := strings.HasSuffix(src.Name, ".json") || (len(trimmed) > 0 && trimmed[0] == '{')
	if isJSON {
		var top map[string]json.RawMessage
		if err := json.Unmarshal(data, &top); err != nil {
			// Mintlify reads specifications with a YAML parser, which
			// also takes what strict JSON refuses (a trailing comma):
			// JSON's error stands only when YAML cannot read it either.
			var doc yaml.Node
			if yaml.Unmarshal(data, &doc) == nil && len(doc.Content) > 0 && doc.Content[0].Kind == yaml.MappingNode {
				return mappingKeys(doc.Content[0]), nil
			}
			off := 0
			var se *json.SyntaxError
			var te *json.UnmarshalTypeError
			switch {
			case errors.As(err, &se):
				off = int(se.Offset) - 1
			case errors.As(err, &te):
				off = int(te.Offset) - 1
			}
			return nil, &specError{jsonpos.Pos{Src: src, Off: max(0, off)}, strings.TrimPrefix(err.Error(), "json: ")}
		}
		return slices.Collect(maps.Keys(top)), nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		line, msg := yamlerr.Split(err)
		if line == 0 {
			return nil, &specError{jsonpos.Pos{Src: src}, msg}
		}
		return nil, &specError{jsonpos.Pos{Src: src, Off: lineOffset(data, line)}, fmt.Sprintf("line %d: %s", line, msg)}
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, &specError{jsonpos.Pos{Src: src}, "the document is not a mapping of keys to values"}
	}
	return mappingKeys(doc.Content[0]), nil
}

// mappingKeys returns the keys of a YAML mapping.
func mappingKeys(m *yaml.Node) []string {
	var keys []string
	for i := 0; i+1 < len(m.Content); i += 2 {
		keys = append(keys, m.Content[i].Value)
	}
	return keys
}

// lineOffset returns the byte offset where 1-based line n starts.
func lineOffset(data []byte, n int) int {
	off := 0
	for line := 1; line < n; line++ {
		i := bytes.IndexByte(data[off:], '\n')
		if i < 0 {
			return off
		}
		off += i + 1
	}
	return off
}

func listSpecs(fsys fs.FS) []string {
	var out []string
	fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if p != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "node_modules") {
				return fs.SkipDir
			}
			return nil
		}
		// The site's configuration is JSON too, but never a specification.
		if p == "docs.json" || p == "mint.json" {
			return nil
		}
		switch path.Ext(p) {
		case ".json", ".yaml", ".yml":
			out = append(out, p)
		}
		return nil
	})
	return out
}
