package openapi

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"path"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"go.yaml.in/yaml/v4"
)

// References to other files. A specification split into files refers
// from one to another: "$ref: ./schemas/pet.yaml#/Pet", or a whole file,
// "$ref: responses/error.json". The files are read through the docs
// folder's fs.FS, relative to the file the reference is in, and confined
// to the folder: a reference that climbs out of it (".."), an absolute
// path and a URL are refused, and the folder's fs.FS (an os.Root's)
// refuses a symbolic link that leads out. Each file is parsed once per
// document, the first time a reference leads to it.
//
// The nodes of another file carry its number in the high bits of their
// line, so that the position of any node — and with it every diagnostic
// — names the file it is in, and a reference in that file resolves
// relative to it.

// fileShift is where a node's line keeps the number of its file: lines
// of a file up to MaxSpecSize fit below it.
const (
	fileShift = 32
	lineMask  = 1<<fileShift - 1
)

// docFile is a file a document's references lead to.
type docFile struct {
	name string // slash-separated, relative to the docs folder
	src  *jsonpos.Source
	root *yaml.Node // the file's top value
	err  error      // why it cannot be read, once tried
	once sync.Once
}

// refFiles are the other files of a document, numbered from 1 in the
// order references reached them.
type refFiles struct {
	// read reads a file of the docs folder; nil when the document has
	// no folder (Parse).
	read   func(name string) ([]byte, error)
	mu     sync.Mutex
	byName map[string]*docFile
	list   []*docFile // list[i-1] is file i
}

// file returns file i (1-based), or nil.
func (d *Document) file(i int) *docFile {
	d.ext.mu.Lock()
	defer d.ext.mu.Unlock()
	if i < 1 || i > len(d.ext.list) {
		return nil
	}
	return d.ext.list[i-1]
}

// fileOf returns the number of the file a node is in (0 for the
// document itself), its name and its top value.
func (d *Document) fileOf(n *yaml.Node) (int, string, *yaml.Node) {
	if n == nil {
		return 0, d.Name, d.root
	}
	if i := n.Line >> fileShift; i > 0 {
		if f := d.file(i); f != nil {
			return i, f.name, f.root
		}
	}
	return 0, d.Name, d.root
}

// external returns the file name of the docs folder, parsed; from is the
// reference that first leads to it, for its include chain.
func (d *Document) external(name string, from jsonpos.Pos) (*docFile, error) {
	d.ext.mu.Lock()
	if d.ext.byName == nil {
		d.ext.byName = map[string]*docFile{}
	}
	f, ok := d.ext.byName[name]
	if !ok {
		f = &docFile{name: name}
		d.ext.byName[name] = f
	}
	d.ext.mu.Unlock()
	f.once.Do(func() {
		data, err := d.ext.read(name)
		if err != nil {
			f.err = err
			return
		}
		f.src = jsonpos.NewSource(name, data)
		via := from
		f.src.Via = &via
		root, perr := parseFile(f.src)
		if perr != nil {
			f.err = perr
			return
		}
		d.ext.mu.Lock()
		d.ext.list = append(d.ext.list, f)
		i := len(d.ext.list)
		d.ext.mu.Unlock()
		numberLines(root, i<<fileShift, 0)
		f.root = root
	})
	return f, f.err
}

// parseFile parses a file a reference leads to: JSON or YAML, any value.
func parseFile(src *jsonpos.Source) (*yaml.Node, *Error) {
	data := src.Data
	if t := bytes.TrimSpace(data); len(t) > 0 && (t[0] == '{' || t[0] == '[') {
		n, err := jsonpos.Parse(src)
		if err != nil {
			e := jsonError(src, err)
			// As for the document itself (parseTree), what YAML reads
			// is read; what neither reads has JSON's error.
			if y, ye := parseFileYAML(src); ye == nil {
				return y, nil
			}
			return nil, e
		}
		return jsonTree(n)
	}
	return parseFileYAML(src)
}

// parseFileYAML parses a file a reference leads to as YAML.
func parseFileYAML(src *jsonpos.Source) (*yaml.Node, *Error) {
	data := src.Data
	d := &Document{Name: src.Name, src: src}
	var n yaml.Node
	if err := unmarshalYAML(data, &n); err != nil {
		return nil, d.explainYAML(err)
	}
	if len(n.Content) == 0 {
		return nil, d.errorf(nil, "the file is empty")
	}
	if first, dup := duplicateKey(&n, 0); dup != nil {
		return nil, d.errorf(dup, "the key %q is defined twice; first on line %d", dup.Value, first.Line)
	}
	return n.Content[0], nil
}

// numberLines adds the file's number to the line of every node of a tree.
func numberLines(n *yaml.Node, add, depth int) {
	if n == nil || depth > maxSpecDepth {
		return
	}
	n.Line += add
	for _, c := range n.Content {
		numberLines(c, add, depth+1)
	}
}

// refProblem is why a reference cannot be followed.
type refProblem struct {
	sev       diag.Severity
	code, msg string
	hint      string
	// pos is where the problem is when it is not at the reference (a
	// file that does not parse).
	pos *jsonpos.Pos
	// dangling is set for a "#/a/b" reference in the specification's
	// own file that leads nowhere. Mintlify's build and its OpenAPI check
	// accept such a specification and generate its pages, without what
	// the reference names: where a schema, parameter or response is read,
	// it is a warning (a path item that leads nowhere still makes the
	// document unreadable).
	dangling bool
}

// target finds the node the reference ref (the value of a "$ref") leads
// to: in the file that holds it for "#/a/b", in another file of the docs
// folder for "other.yaml#/a/b" or "other.yaml".
func (d *Document) target(ref *yaml.Node) (*yaml.Node, *refProblem) {
	v := ref.Value
	fi, fname, froot := d.fileOf(ref)
	if strings.HasPrefix(v, "#") {
		key := v
		if fi > 0 {
			key = fname + v
		}
		if t := d.pointerIn(key, froot, v); t != nil {
			return t, nil
		}
		return nil, &refProblem{sev: diag.Error, code: "openapi-bad-ref", hint: refHint(froot, v), dangling: fi == 0,
			msg: fmt.Sprintf("the reference %q leads nowhere in %s", v, fname)}
	}
	file, frag, _ := strings.Cut(v, "#")
	external := func(why string) *refProblem {
		return &refProblem{sev: diag.Warning, code: "openapi-external-ref", hint: "bundle the specification into one file (for example with redocly bundle)",
			msg: fmt.Sprintf("the reference %q leads to %s, which Folio does not read", v, why)}
	}
	switch {
	case hasScheme(file):
		return nil, external("a URL")
	case d.ext.read == nil:
		return nil, external("another file")
	case strings.HasPrefix(file, "/") || strings.HasPrefix(file, `\`):
		return nil, &refProblem{sev: diag.Error, code: "openapi-bad-ref", hint: fmt.Sprintf("write the path relative to %s", fname),
			msg: fmt.Sprintf("the reference %q is an absolute path; references lead to files of the docs folder", v)}
	}
	if u, err := url.PathUnescape(file); err == nil {
		file = u
	}
	name := path.Join(path.Dir(fname), file)
	if name == ".." || strings.HasPrefix(name, "../") || !fs.ValidPath(name) {
		return nil, &refProblem{sev: diag.Error, code: "openapi-bad-ref", hint: "move the file into the docs folder",
			msg: fmt.Sprintf("the reference %q leads out of the docs folder", v)}
	}
	f, err := d.external(name, d.pos(ref))
	if err != nil {
		var pe *Error
		switch {
		case errors.As(err, &pe):
			return nil, &refProblem{sev: diag.Error, code: "openapi-invalid", pos: &pe.Pos,
				hint: fmt.Sprintf("the reference %q at %s leads to it", v, d.pos(ref)),
				msg:  fmt.Sprintf("the file %s does not parse: %s", name, pe.Msg)}
		case errors.Is(err, fs.ErrNotExist):
			return nil, &refProblem{sev: diag.Error, code: "openapi-bad-ref",
				msg: fmt.Sprintf("the reference %q leads to %s, which does not exist", v, name)}
		case errors.Is(err, ErrTooLarge):
			return nil, &refProblem{sev: diag.Error, code: "openapi-bad-ref",
				msg: fmt.Sprintf("the reference %q leads to %s, which is larger than %d MB", v, name, MaxSpecSize>>20)}
		}
		var fe *fs.PathError
		if errors.As(err, &fe) {
			err = fe.Err
		}
		return nil, &refProblem{sev: diag.Error, code: "openapi-bad-ref",
			msg: fmt.Sprintf("the reference %q leads to %s, which cannot be read: %v", v, name, err)}
	}
	if t := d.pointerIn(name+"#"+frag, f.root, "#"+frag); t != nil {
		return t, nil
	}
	return nil, &refProblem{sev: diag.Error, code: "openapi-bad-ref", hint: refHint(f.root, "#"+frag),
		msg: fmt.Sprintf("the reference %q leads nowhere in %s", v, name)}
}

// hasScheme reports whether a reference starts with a URL scheme
// ("https:", "file:"): a Windows drive letter would be one too, and is
// no file of the docs folder either.
func hasScheme(s string) bool {
	i := strings.IndexByte(s, ':')
	if i < 1 {
		return false
	}
	for j := 0; j < i; j++ {
		c := s[j]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || j > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return false
		}
	}
	return true
}

// report adds a reference's problem to a reader's diagnostics, once per
// reference.
func (r *reader) refProblem(ref *yaml.Node, p *refProblem) {
	if r.reported[ref] {
		return
	}
	r.reported[ref] = true
	pos := r.d.pos(ref)
	if p.pos != nil {
		pos = *p.pos
	}
	sev := p.sev
	if p.dangling {
		sev = diag.Warning
	}
	r.diags.Add(diag.Diagnostic{Severity: sev, Code: p.code, Hint: p.hint, Pos: pos, Message: p.msg})
}
