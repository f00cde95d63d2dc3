package config

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/mintignore"
)

// MaxFileSize bounds every configuration file Folio reads (docs.json,
// mint.json and the files they include). Real ones are under 1 MB.
const MaxFileSize = 16 << 20

// MaxSpecSize bounds an OpenAPI, AsyncAPI or overlay file the
// configuration names. Specifications of large APIs run to tens of
// megabytes, far beyond any configuration file; `folio validate` and the
// build (openapi.MaxSpecSize) hold them to the same limit.
const MaxSpecSize = 64 << 20

// The configuration file names, in order of preference.
const (
	DocsJSON = "docs.json"
	MintJSON = "mint.json"
)

// ErrNotFound is returned when no docs.json or mint.json is found.
var ErrNotFound = errors.New("no docs.json or mint.json found")

// Project is a docs folder and its configuration.
type Project struct {
	// Root is the absolute path of the docs folder.
	Root string
	// File is the configuration file that was read: docs.json or mint.json.
	File string
	// Config is the decoded configuration; nil when the file could not be
	// parsed at all.
	Config *Config
	// Tree is the resolved JSON (includes merged, mint.json upgraded).
	Tree *jsonpos.Node
	// Upgraded is set when Config was upgraded from mint.json.
	Upgraded bool
	// Diagnostics holds everything found, errors and warnings.
	Diagnostics diag.List
	// Ignore says which files Mintlify leaves out: .mintignore's patterns
	// and its fixed list (README.md, node_modules, ...).
	Ignore *mintignore.Matcher

	root *os.Root
	// fsys is the folder as pages and other files are read (FS).
	fsys fs.FS
	// mintPointers maps positions in mint.json to their JSON pointers in
	// mint.json, so that findings about the upgraded configuration point
	// into the file the author wrote.
	mintPointers map[jsonpos.Pos]string
}

// pointIntoMint rewrites the pointers of an upgraded configuration's
// diagnostics to point into mint.json.
func (p *Project) pointIntoMint() {
	if p.mintPointers == nil {
		return
	}
	p.Diagnostics.Each(func(d *diag.Diagnostic) {
		if ptr, ok := p.mintPointers[d.Pos]; ok {
			d.Pointer = ptr
		}
	})
}

// indexPointers records the JSON pointer of every value and key of n.
func indexPointers(n *jsonpos.Node, ptr string, out map[jsonpos.Pos]string) {
	if _, ok := out[n.Pos]; !ok {
		out[n.Pos] = ptr
	}
	switch n.Kind {
	case jsonpos.Object:
		for _, m := range n.Members {
			mptr := ptr + "/" + escapePointer(m.Key)
			out[m.KeyPos] = mptr
			indexPointers(m.Value, mptr, out)
		}
	case jsonpos.Array:
		for i, it := range n.Items {
			indexPointers(it, ptr+"/"+strconv.Itoa(i), out)
		}
	}
}

// FindRoot returns the folder holding docs.json or mint.json, starting at
// dir and walking up.
func FindRoot(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	if fi, err := os.Stat(abs); err != nil {
		return "", err
	} else if !fi.IsDir() {
		return "", fmt.Errorf("%s is not a folder", dir)
	}
	for d := abs; ; {
		for _, name := range []string{DocsJSON, MintJSON} {
			if fi, err := os.Stat(filepath.Join(d, name)); err == nil && fi.Mode().IsRegular() {
				return d, nil
			}
		}
		parent := filepath.Dir(d)
		if parent == d {
			return "", fmt.Errorf("%w in %s or any folder above it", ErrNotFound, abs)
		}
		d = parent
	}
}

// Load reads and checks the configuration of the docs folder root: it
// parses docs.json (or upgrades mint.json), resolves "$ref" includes, and
// decodes and validates the result. Problems with the configuration are
// reported in Project.Diagnostics; the error is only for a folder that
// cannot be read or has no configuration.
func Load(root string) (*Project, error) {
	return LoadWith(root, nil)
}

// LoadWith is Load with the docs folder's files read through wrap(folder)
// (Project.FS): folio dev reads them through a cache its file watcher
// keeps true (fscache). The configuration and its includes are read from
// the folder itself.
func LoadWith(root string, wrap func(fs.FS) fs.FS) (*Project, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	r, err := os.OpenRoot(abs)
	if err != nil {
		return nil, fmt.Errorf("open docs folder: %w", err)
	}
	p := &Project{Root: abs, root: r, fsys: r.FS()}
	if wrap != nil {
		p.fsys = wrap(p.fsys)
	}
	p.Ignore = mintignore.Load(p.fsys)
	for _, name := range []string{DocsJSON, MintJSON} {
		if fi, err := r.Stat(name); err == nil && fi.Mode().IsRegular() {
			p.File = name
			break
		}
	}
	if p.File == "" {
		r.Close()
		return nil, fmt.Errorf("%w in %s", ErrNotFound, abs)
	}
	data, err := readLimited(r, p.File)
	if err != nil {
		if errors.Is(err, errTooLarge) {
			// The position is the start of the file; its content is not kept.
			p.Diagnostics.Add(diag.Diagnostic{Code: "file-too-large", Pos: jsonpos.Pos{Src: jsonpos.NewSource(p.File, nil)},
				Message: fmt.Sprintf("%s is larger than %d MB", p.File, MaxFileSize>>20),
				Hint:    "a configuration file this large is almost certainly generated by mistake"})
			return p, nil
		}
		r.Close()
		return nil, fmt.Errorf("read %s: %w", p.File, err)
	}
	src := jsonSource(jsonpos.NewSource(p.File, data), &p.Diagnostics)
	tree, err := jsonpos.Parse(src)
	if err != nil {
		p.Diagnostics.Add(syntaxDiag(err))
		return p, nil
	}
	// Mintlify resolves includes in mint.json as well as in docs.json.
	res := &refResolver{root: r, diags: &p.Diagnostics}
	tree = res.resolve(tree, "", p.File, []string{p.File}, 0)
	if p.File == MintJSON {
		p.loadMint(tree, res.failed)
		return p, nil
	}
	p.Tree = tree
	p.Config = decodeConfig(tree, &p.Diagnostics, false, res.failed)
	p.checkMintBeside()
	return p, nil
}

// Close releases the docs folder handle.
func (p *Project) Close() error {
	if p.root == nil {
		return nil
	}
	return p.root.Close()
}

var errTooLarge = errors.New("file too large")

// readLimited reads name inside r, refusing files over MaxFileSize.
func readLimited(r *os.Root, name string) ([]byte, error) {
	data, err := ReadFile(r.FS(), name, MaxFileSize)
	if errors.Is(err, ErrTooLarge) {
		return nil, errTooLarge
	}
	return data, err
}

// ErrTooLarge is returned by ReadFile for a file over its limit.
var ErrTooLarge = errors.New("the file is too large")

// ReadFile reads name from fsys, refusing a folder and a file larger than
// limit bytes (an error wrapping ErrTooLarge), without reading more than
// limit+1 bytes of it.
func ReadFile(fsys fs.FS, name string, limit int64) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if fi.IsDir() {
		return nil, &fs.PathError{Op: "read", Path: name, Err: errors.New("is a directory")}
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, &fs.PathError{Op: "read", Path: name, Err: ErrTooLarge}
	}
	return data, nil
}

// syntaxDiag turns a parse error into a diagnostic.
// jsonSource returns the source to parse for a JSON file. Mintlify reads
// the file as Node's Buffer.toString does before JSON.parse: bytes that
// are not UTF-8 become U+FFFD. So does Folio, with a warning at the first
// such byte of the file as it is; positions after it on its line move by
// the width of the replacement.
func jsonSource(src *jsonpos.Source, l *diag.List) *jsonpos.Source {
	if utf8.Valid(src.Data) {
		return src
	}
	off := 0
	for off < len(src.Data) {
		r, size := utf8.DecodeRune(src.Data[off:])
		if r == utf8.RuneError && size <= 1 {
			break
		}
		off += size
	}
	l.Add(diag.Diagnostic{Severity: diag.Warning, Code: jsonpos.CodeInvalidUTF8, Pos: jsonpos.Pos{Src: src, Off: off},
		Message: fmt.Sprintf("%s is not UTF-8: byte %#02x and any others like it are read as U+FFFD (�), as Mintlify reads them", src.Name, src.Data[off]),
		Hint:    "save the file as UTF-8"})
	fixed := jsonpos.NewSource(src.Name, []byte(strings.ToValidUTF8(string(src.Data), "\uFFFD")))
	fixed.Via = src.Via
	return fixed
}

func syntaxDiag(err error) diag.Diagnostic {
	var se *jsonpos.SyntaxError
	if errors.As(err, &se) {
		return diag.Diagnostic{Code: se.Code, Message: se.Msg, Hint: se.Hint, Pos: se.Pos}
	}
	return diag.Diagnostic{Code: jsonpos.CodeSyntax, Message: err.Error()}
}

// Decode decodes and validates a configuration that is already parsed,
// without reading any file. It is what Load does after resolving includes.
func Decode(tree *jsonpos.Node) (*Config, diag.List) {
	var l diag.List
	c := decodeConfig(tree, &l, false, nil)
	return c, l
}

// decodeConfig decodes and checks a resolved tree; skip holds placeholder
// nodes of failed includes, already reported.
func decodeConfig(tree *jsonpos.Node, diags *diag.List, legacy bool, skip map[*jsonpos.Node]bool) *Config {
	d := newDecoder(diags)
	d.legacy = legacy
	d.skip = skip
	if t := tree.Get("theme"); t != nil && t.Kind == jsonpos.String {
		d.theme = t.Text
	}
	c := &Config{}
	d.decodeInto(tree, "", c)
	if tree.Kind == jsonpos.Object {
		check(d, c)
	}
	return c
}
