package openapi

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"runtime"
	"slices"
	"strings"
	"sync"

	"golang.org/x/sync/errgroup"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/memo"
	"github.com/foliodocs/folio/internal/mintignore"
)

// MaxSpecSize bounds the size of a specification file: the
// configuration's own check (config.MaxSpecSize) holds specifications to
// the same limit, so that `folio validate` accepts what the build reads.
const MaxSpecSize = config.MaxSpecSize

// Specs loads the OpenAPI documents of a docs folder and keeps them, so that
// a document is parsed once however often navigation and pages name it. It
// is safe for concurrent use.
type Specs struct {
	fsys fs.FS
	// Ignore, when set, reports whether a file or folder of the docs folder
	// is left out of the site, such as (*mintignore.Matcher).Ignored for
	// the folder's .mintignore. Mintlify's fixed list (node_modules, .git,
	// .github, .vscode, ...) applies in any case. Set it before the first
	// use.
	Ignore func(name string, dir bool) bool
	// defaults is Mintlify's fixed list.
	defaults *mintignore.Matcher

	docs memo.Map[string, *Document]

	// Overlays holds the Overlay documents docs.json lists for a
	// specification, by the specification's path (or URL); a list, even
	// empty, replaces the overlays of the folder that extend it. Set it
	// before the first use.
	Overlays map[string][]string

	// prepare's walk: the trees of the specifications not loaded yet
	// (guarded by prepMu), the files with an "openapi" key, the valid
	// overlays by path, and the files that do not parse.
	prepOnce   sync.Once
	prepMu     sync.Mutex
	trees      map[string]*Document
	candidates []string
	discovered []*overlay
	byLocation map[string]*overlay
	problems   []*Error
	overlays   memo.Map[string, *overlay]

	scanOnce sync.Once
	scanned  []*Document
	failed   []scanFailure
	// asked holds the names Load was called with.
	asked sync.Map

	// remote holds what fetching the specifications given by URL gave
	// (Fetch), in remoteOrder; mu guards them.
	mu          sync.Mutex
	remote      map[string]*remote
	remoteOrder []string
}

// NewSpecs returns the documents of the docs folder fsys (for example
// os.DirFS(dir), or root.FS() of an *os.Root). Names are slash-separated
// paths relative to that folder, as the configuration model writes them.
func NewSpecs(fsys fs.FS) *Specs {
	return &Specs{fsys: fsys, defaults: mintignore.New(nil)}
}

// ErrTooLarge is returned for a specification over MaxSpecSize.
var ErrTooLarge = errors.New("the file is larger than 64 MB")

// Load returns the document at name, parsing it the first time. The error
// is an *Error with a position in the document when it does not parse, or
// an fs error (fs.ErrNotExist for a missing file).
//
// A URL loads the specification Fetch fetched from it.
func (s *Specs) Load(name string) (*Document, error) {
	if IsRemote(name) {
		return s.loadRemote(name)
	}
	name = cleanName(name)
	s.asked.Store(name, true)
	return s.load(name)
}

// errNotFetched is Load's error for a URL Fetch did not fetch.
var errNotFetched = errors.New("a specification given by URL is not fetched here")

// load parses name once, with the overlays that apply to it. The walk of
// the folder (prepare) comes first: it finds the overlays, and has parsed
// the file already when it is in the folder.
func (s *Specs) load(name string) (*Document, error) {
	s.prepare()
	return s.docs.Do(name, func() (*Document, error) {
		d := s.take(name)
		if d == nil {
			data, err := s.read(name)
			if err != nil {
				return nil, err
			}
			var e *Error
			if d, e = parseTree(name, data, true, s.read); e != nil {
				return nil, e
			}
		}
		return s.finish(d)
	})
}

// finish applies the overlays to a parsed tree, then checks and indexes
// it.
func (s *Specs) finish(d *Document) (*Document, error) {
	ovs, e := s.overlaysFor(d)
	if e != nil {
		return nil, e
	}
	for _, o := range ovs {
		if e := o.apply(d.root); e != nil {
			return nil, e
		}
	}
	if e := d.checkVersion(); e != nil {
		return nil, e
	}
	if e := d.index(); e != nil {
		return nil, e
	}
	return d, nil
}

// cleanName turns a reference into a name of fs.FS: no leading slash, no
// "." segments.
func cleanName(name string) string {
	return strings.TrimPrefix(path.Clean("/"+name), "/")
}

func (s *Specs) read(name string) ([]byte, error) {
	if !fs.ValidPath(name) || name == "." {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	data, err := config.ReadFile(s.fsys, name, MaxSpecSize)
	if errors.Is(err, config.ErrTooLarge) {
		return nil, &fs.PathError{Op: "read", Path: name, Err: ErrTooLarge}
	}
	return data, err
}

// ignored reports whether the file name is left out of the docs folder:
// by Mintlify's fixed list, or by Ignore for the file or a folder above it.
func (s *Specs) ignored(name string) bool {
	if s.defaults.Ignored(name, false) {
		return true
	}
	if s.Ignore == nil {
		return false
	}
	segs := strings.Split(name, "/")
	for i := range segs {
		if s.Ignore(strings.Join(segs[:i+1], "/"), i < len(segs)-1) {
			return true
		}
	}
	return false
}

// specCandidate reports whether Mintlify considers a file as a possible
// specification: its extension is exactly json, yaml or yml.
func specCandidate(name string) bool {
	switch path.Ext(name) {
	case ".json", ".yaml", ".yml":
		return true
	}
	return false
}

// walk lists the files of the folder that could be specifications, in the
// order Mintlify's file walk gives them, without the ignored ones.
func (s *Specs) walk() []string {
	var out []string
	fs.WalkDir(s.fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == "." {
			return nil
		}
		if s.ignored(p) {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if !d.IsDir() && specCandidate(p) {
			out = append(out, p)
		}
		return nil
	})
	return out
}

// Scanned returns every OpenAPI 3 document of the folder, in the order of
// Mintlify's file walk: the files Mintlify finds by itself (JSON or YAML
// with a top-level "openapi" key that are valid once their overlays are
// applied). Swagger 2.0 documents are not among them: Mintlify refuses
// them.
func (s *Specs) Scanned() []*Document {
	s.scanOnce.Do(func() {
		s.prepare()
		names := s.candidates
		docs := make([]*Document, len(names))
		errs := make([]error, len(names))
		var g errgroup.Group
		g.SetLimit(runtime.GOMAXPROCS(0))
		for i, name := range names {
			g.Go(func() error {
				docs[i], errs[i] = s.load(name)
				return nil
			})
		}
		g.Wait()
		for i, d := range docs {
			switch {
			case errs[i] != nil:
				s.failed = append(s.failed, scanFailure{names[i], errs[i]})
			case !d.Swagger:
				s.scanned = append(s.scanned, d)
			}
		}
	})
	return s.scanned
}

// scanFailure is a specification of the folder that did not load.
type scanFailure struct {
	name string
	err  error
}

// prepare walks the folder once and reads every JSON and YAML file of it,
// as Mintlify's build does (categorizeFilePaths): it keeps the overlays,
// the trees of the specifications, and the files that do not parse.
func (s *Specs) prepare() {
	s.prepOnce.Do(func() {
		names := s.walk()
		found := make([]scanned, len(names))
		var g errgroup.Group
		g.SetLimit(runtime.GOMAXPROCS(0))
		for i, name := range names {
			g.Go(func() error {
				found[i] = s.scanFile(name)
				return nil
			})
		}
		g.Wait()
		s.trees = map[string]*Document{}
		s.byLocation = map[string]*overlay{}
		for i, f := range found {
			switch {
			case f.err != nil:
				s.problems = append(s.problems, f.err)
			case f.overlay != nil:
				s.discovered = append(s.discovered, f.overlay)
				s.byLocation[f.overlay.location] = f.overlay
			case f.doc != nil:
				s.trees[names[i]] = f.doc
				if _, ok := member(f.doc.root, "openapi"); ok {
					s.candidates = append(s.candidates, names[i])
				}
			}
		}
		slices.SortFunc(s.discovered, func(a, b *overlay) int { return strings.Compare(a.location, b.location) })
	})
}

// scanned is what the walk found in one file.
type scanned struct {
	doc     *Document // an OpenAPI or Swagger document's tree
	overlay *overlay
	err     *Error // the file does not parse, or is an invalid overlay
}

// scanFile reads one JSON or YAML file of the folder. Through folio dev's
// cache of the folder (a Memo method) each file is parsed once until it
// changes, not on every rebuild: the walk reads every JSON and YAML file,
// and parsing the specifications among them was most of the time a
// rebuild spent resolving the navigation. What it gives is shared by the
// builds that follow and never changed (see take).
func (s *Specs) scanFile(name string) scanned {
	if m, ok := s.fsys.(interface {
		Memo(name, kind string, make func() any) any
	}); ok {
		if f, ok := m.Memo(name, "openapi.scan", func() any { return s.parseFile(name) }).(scanned); ok {
			return f
		}
	}
	return s.parseFile(name)
}

func (s *Specs) parseFile(name string) scanned {
	data, err := s.read(name)
	if err != nil {
		return scanned{}
	}
	d, e := scanTree(name, data, s.read)
	switch {
	case e != nil:
		e.Code = "file-syntax"
		return scanned{err: e}
	case d == nil:
		return scanned{}
	case isOverlay(d.root):
		o, e := parseOverlay(overlayKey(name), d.root, d.src)
		if e != nil {
			return scanned{err: e}
		}
		return scanned{overlay: o}
	}
	_, v3 := member(d.root, "openapi")
	_, v2 := member(d.root, "swagger")
	if v3 || v2 {
		return scanned{doc: d}
	}
	return scanned{}
}

// take returns, once, a document of the tree the walk parsed for name.
// The walk's tree may be shared with other builds (scanFile), so it is
// parsed again when overlays are to change it.
func (s *Specs) take(name string) *Document {
	s.prepMu.Lock()
	t := s.trees[name]
	delete(s.trees, name)
	s.prepMu.Unlock()
	if t == nil {
		return nil
	}
	if s.overlaid(name) {
		d, _ := scanTree(name, t.src.Data, s.read) // nil on failure: load reads the file again and reports it
		return d
	}
	d := &Document{Name: t.Name, src: t.src, root: t.root}
	d.ext.read = s.read
	return d
}

// overlaid reports whether overlays may apply to the specification name
// (see overlaysFor).
func (s *Specs) overlaid(name string) bool {
	key := overlayKey(name)
	if refs, ok := s.Overlays[key]; ok {
		return len(refs) > 0
	}
	return slices.ContainsFunc(s.discovered, func(o *overlay) bool { return o.extends == key })
}

// overlaysFor returns the overlays to apply to d, in order, as Mintlify
// resolves them (resolveOverlaysForSpec): the list docs.json gives for
// the specification, even empty; else the overlays of the folder that
// extend it, by path.
func (s *Specs) overlaysFor(d *Document) ([]*overlay, *Error) {
	key := overlayKey(d.Name)
	if refs, ok := s.Overlays[key]; ok {
		var out []*overlay
		for _, ref := range refs {
			if IsRemote(ref) {
				continue // not fetched: reported where docs.json names it
			}
			o, err := s.loadOverlay(overlayKey(ref))
			if err != nil {
				var e *Error
				if errors.As(err, &e) {
					return nil, e
				}
				return nil, &Error{Code: "openapi-overlay", Pos: jsonpos.Pos{Src: d.src},
					Msg: fmt.Sprintf("the overlay %s cannot be read: %v", ref, err)}
			}
			out = append(out, o)
		}
		return out, nil
	}
	var out []*overlay
	for _, o := range s.discovered {
		if o.extends == key {
			out = append(out, o)
		}
	}
	return out, nil
}

// loadOverlay returns the overlay at key: the one the walk found, or the
// file read now (one docs.json names that the walk skips).
func (s *Specs) loadOverlay(key string) (*overlay, error) {
	if o := s.byLocation[key]; o != nil {
		return o, nil
	}
	return s.overlays.Do(key, func() (*overlay, error) {
		data, err := s.read(key)
		if err != nil {
			return nil, err
		}
		d, e := scanTree(key, data, nil)
		if e != nil {
			return nil, e
		}
		if d == nil || !isOverlay(d.root) {
			return nil, &Error{Code: "openapi-overlay", Pos: jsonpos.Pos{Src: jsonpos.NewSource(key, data)},
				Msg: fmt.Sprintf("%s is not an OpenAPI Overlay document: it has no \"overlay\" key", key)}
		}
		o, e := parseOverlay(key, d.root, d.src)
		if e != nil {
			return nil, e
		}
		return o, nil
	})
}

// Problems returns what Mintlify warns about in the JSON and YAML files of
// the folder, and then deploys without them: files that do not parse,
// Overlay documents that are invalid, OpenAPI documents that are invalid
// or whose overlays fail. A file Load was asked for is left out: whoever
// asked reports it.
func (s *Specs) Problems() diag.List {
	s.Scanned()
	var l diag.List
	for _, e := range s.problems {
		if _, asked := s.asked.Load(e.Pos.Src.Name); asked {
			continue
		}
		d := e.Diagnostic()
		d.Severity = diag.Warning
		if d.Code == "file-syntax" {
			d.Message = fmt.Sprintf("%s does not parse as JSON or YAML: %s", e.Pos.Src.Name, e.Msg)
			d.Hint = "Mintlify skips the file with a warning; correct it, or list it in .mintignore"
		} else {
			d.Message = fmt.Sprintf("the Overlay document %s is invalid, and is not applied: %s", e.Pos.Src.Name, strings.TrimPrefix(e.Msg, "invalid OpenAPI Overlay document: "))
			d.Hint = "Mintlify skips the overlay with a warning"
		}
		l.Add(d)
	}
	for _, f := range s.failed {
		if _, asked := s.asked.Load(f.name); asked {
			continue
		}
		code, msg := describeLoadError(f.name, f.err)
		var pos jsonpos.Pos
		var e *Error
		if errors.As(f.err, &e) {
			pos = e.Pos
		}
		l.Add(diag.Diagnostic{Severity: diag.Warning, Code: code, Pos: pos, File: pos.Src.Name, Message: msg,
			Hint: "Mintlify leaves the specification out with a warning; its operations are not found from pages"})
	}
	return l
}

// searched returns the documents frontmatter references search: the
// scanned ones, then the fetched ones.
func (s *Specs) searched() []*Document {
	remote := s.remoteDocs()
	if len(remote) == 0 {
		return s.Scanned()
	}
	return append(slices.Clip(s.Scanned()), remote...)
}

// Operation finds the operation a page's frontmatter names: "METHOD /path"
// or "FILE METHOD /path", the way Mintlify takes a page's title and
// description from it (getOpenApiTitleAndDescription). Without FILE it
// searches every document of Scanned; with one, the documents whose name
// without folder and extension ("openapi") or whose path from the root
// ("/api/openapi.json") is FILE. When several documents have the path, the
// last one counts, even if it lacks the method. A webhook finds nothing,
// as in Mintlify.
func (s *Specs) Operation(ref string) (Operation, bool) {
	r, ok := parseRef(ref)
	if !ok || r.method == "webhook" {
		return Operation{}, false
	}
	var doc *Document
	var it *item
	for _, d := range s.searched() {
		m := findItem(d.paths, r.path)
		if m == nil {
			continue
		}
		if r.file != "" {
			_, base := parsePath(d.Name)
			if r.file != base && r.file != "/"+d.Name && !(IsRemote(d.Name) && r.file == d.Name) {
				continue
			}
		}
		doc, it = d, m
	}
	if it == nil {
		return Operation{}, false
	}
	for _, i := range it.ops {
		if doc.ops[i].Method == r.method {
			return doc.ops[i], true
		}
	}
	return Operation{}, false
}

// ref is a parsed operation reference.
type ref struct {
	file, method, path string
}

// parseRef is potentiallyParseOpenApiString of @mintlify/common: two or
// three words separated by white space, the second-to-last a method.
func parseRef(s string) (ref, bool) {
	f := strings.FieldsFunc(s, isJSSpace)
	var r ref
	switch len(f) {
	case 2:
		r.method, r.path = f[0], f[1]
	case 3:
		r.file, r.method, r.path = f[0], f[1], f[2]
	default:
		return r, false
	}
	r.method = strings.ToLower(r.method)
	switch r.method {
	case "get", "put", "post", "delete", "options", "head", "patch", "trace", "webhook":
		return r, true
	}
	return r, false
}

// isJSSpace is JavaScript's \s.
func isJSSpace(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', '\r', ' ', 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

// describeLoadError words an error of Load for a diagnostic.
func describeLoadError(name string, err error) (code, msg string) {
	var pe *Error
	switch {
	case errors.As(err, &pe) && pe.Code == "openapi-overlay":
		return pe.Code, fmt.Sprintf("the overlays of the OpenAPI file %s cannot be used: %s: %s", name, pe.Pos, pe.Msg)
	case errors.As(err, &pe):
		return pe.Code, fmt.Sprintf("the OpenAPI file %s is invalid: %s: %s", name, pe.Pos, pe.Msg)
	case errors.Is(err, fs.ErrNotExist):
		return "openapi-not-found", fmt.Sprintf("the OpenAPI file %s does not exist", name)
	case errors.Is(err, ErrTooLarge):
		return "openapi-invalid", fmt.Sprintf("the OpenAPI file %s is larger than %d MB", name, MaxSpecSize>>20)
	}
	var fe *fs.PathError
	if errors.As(err, &fe) {
		err = fe.Err
	}
	return "openapi-invalid", fmt.Sprintf("cannot read the OpenAPI file %s: %v", name, err)
}

// Find finds the operation a page's frontmatter names ("METHOD /path",
// "FILE METHOD /path", "webhook name") and the document the page shows it
// from, the way Mintlify's page picks its specification
// (getMatchingOpenApiFile), which is looser than the title's lookup
// (Operation): every document with that exact path and method is a
// candidate; FILE, resolved from the root ("../api.json" is "api.json"),
// only chooses among them — the document at that path, else the first
// whose path contains it, whose name without folder and extension is it,
// whose name contains it — and the first candidate is shown when none
// fits.
func (s *Specs) Find(ref string) (*Document, Operation, bool) {
	r, ok := parseRef(ref)
	if !ok {
		return nil, Operation{}, false
	}
	var docs []*Document
	var ops []Operation
	for _, d := range s.searched() {
		if op, ok := d.exact(r.method, r.path); ok {
			docs = append(docs, d)
			ops = append(ops, op)
		}
	}
	if len(docs) == 0 {
		return nil, Operation{}, false
	}
	i := 0
	if r.file != "" {
		i = pickByFile(docs, r.file)
	}
	return docs[i], ops[i], true
}

// exact returns the operation at exactly this path (or webhook name) and
// method, as the keys of Mintlify's reference map are written.
func (d *Document) exact(method, path string) (Operation, bool) {
	items := d.paths
	if method == "webhook" {
		items = d.webhooks
	}
	for _, it := range items {
		if it.key != path || it.node == nil {
			continue
		}
		for _, i := range it.ops {
			if method == "webhook" || d.ops[i].Method == method {
				return d.ops[i], true
			}
		}
	}
	return Operation{}, false
}

// pickByFile chooses among documents that all have the operation the one
// a frontmatter's FILE names best (see Find); 0 when none fits.
func pickByFile(docs []*Document, file string) int {
	if !IsRemote(file) {
		file = strings.TrimPrefix(path.Join("/", file), "/")
	}
	loc := func(d *Document) string { return strings.TrimPrefix(d.Name, "/") }
	name := func(d *Document) string {
		if IsRemote(d.Name) {
			return d.Name
		}
		_, base := parsePath(d.Name)
		return base
	}
	for i, d := range docs {
		if loc(d) == file {
			return i
		}
	}
	for _, fits := range []func(*Document) bool{
		func(d *Document) bool { return strings.Contains(loc(d), file) },
		func(d *Document) bool { return name(d) == file },
		func(d *Document) bool { return strings.Contains(name(d), file) },
	} {
		for i, d := range docs {
			if fits(d) {
				return i
			}
		}
	}
	return 0
}

// named reports whether file, as a frontmatter reference writes it, names
// the document: its name without folder and extension ("openapi"), or its
// path from the root ("/api/openapi.json").
func (s *Specs) named(d *Document, file string) bool {
	_, base := parsePath(d.Name)
	return file == base || file == "/"+d.Name || file == d.Name
}

// Schema finds the schema an openapi-schema frontmatter value names:
// "Name" or "FILE Name", FILE as in Find. Without FILE the last document
// of Scanned that has the schema counts.
func (s *Specs) Schema(ref string) (*Document, string, bool) {
	f := strings.FieldsFunc(ref, isJSSpace)
	var file, name string
	switch len(f) {
	case 1:
		name = f[0]
	case 2:
		file, name = f[0], f[1]
	default:
		return nil, "", false
	}
	var doc *Document
	for _, d := range s.searched() {
		if file != "" && !s.named(d, file) {
			continue
		}
		if slices.Contains(d.SchemaNames(), name) {
			doc = d
		}
	}
	return doc, name, doc != nil
}
