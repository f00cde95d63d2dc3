package jsrt

import (
	"bytes"
	"crypto/sha256"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/dop251/goja"
	"github.com/evanw/esbuild/pkg/api"
)

// Program is a file compiled for the engine. Programs are immutable and
// run in any number of Envs at once.
type Program struct {
	prog  *goja.Program
	lines LineMap
	// globals are the names the code may read that the engine defines
	// on demand (globalNames): built-in components, and the React-like
	// runtime of the prelude.
	globals []string
}

// LineMap maps lines of a generated module back to the file it was made
// from, piece by piece.
type LineMap []LinePiece

// LinePiece is one piece of a file's code placed in a module.
type LinePiece struct {
	Line   int    // first line of the piece in the module, 1-based
	Off    int    // offset of the piece's code in the file
	Prefix int    // bytes the module adds before the code on its first line
	Code   string // the piece's code
}

// offset returns the file offset of line:col (1-based line, 0-based
// byte column) of the module.
func (m LineMap) offset(line, col int) int {
	var pc *LinePiece
	for i := range m {
		if m[i].Line <= line {
			pc = &m[i]
		}
	}
	if pc == nil {
		return 0
	}
	off, code := pc.Off, pc.Code
	if line == pc.Line {
		return off + max(0, min(col-pc.Prefix, len(code)))
	}
	for l := pc.Line; l < line; l++ {
		nl := strings.IndexByte(code, '\n')
		if nl < 0 {
			return off + len(code)
		}
		off += nl + 1
		code = code[nl+1:]
	}
	return off + min(col, len(code))
}

// piece returns the index of the piece holding a line of the module.
func (m LineMap) piece(line int) int {
	idx := -1
	for i := range m {
		if m[i].Line <= line {
			idx = i
		}
	}
	return idx
}

// CompileError is code that does not compile: where in the file, and
// which piece of the line map holds it (-1: none known).
type CompileError struct {
	Off   int
	Piece int
	Msg   string
}

func (e *CompileError) Error() string { return e.Msg }

// Compile turns src, a module with JSX, TypeScript (by name's extension)
// and import/export syntax, into a program: esbuild makes it a CommonJS
// function body whose JSX calls __h, goja compiles that. lines maps the
// module back to the file for the error's offset.
func Compile(name, src string, lines LineMap) (*Program, *CompileError) {
	loader := api.LoaderJSX
	switch path.Ext(name) {
	case ".tsx":
		loader = api.LoaderTSX
	case ".ts":
		loader = api.LoaderTS
	}
	res := api.Transform(src, api.TransformOptions{
		Loader:      loader,
		Format:      api.FormatCommonJS,
		JSX:         api.JSXTransform,
		JSXFactory:  "__h",
		JSXFragment: "__F",
		Target:      api.ES2017,
		Sourcefile:  name,
		LogLevel:    api.LogLevelSilent,
	})
	if len(res.Errors) == 0 {
		code := "(function(module, exports, require, __h, __F) {\n" + string(res.Code) + "\n})"
		prog, err := goja.Compile(name, code, false)
		if err != nil {
			return nil, &CompileError{Piece: -1, Msg: err.Error()}
		}
		return &Program{prog: prog, lines: lines, globals: globalNames(res.Code)}, nil
	}
	e := res.Errors[0]
	ce := &CompileError{Msg: e.Text, Piece: -1}
	if e.Location != nil {
		ce.Off = lines.offset(e.Location.Line, e.Location.Column)
		ce.Piece = lines.piece(e.Location.Line)
	}
	return nil, ce
}

// Cache keeps what compiling gave by a key of what it depends on, up to
// a bound, so that a page rendered again with the same code (the dev
// server after a change elsewhere) is not compiled again.
type Cache[T any] struct {
	mu sync.Mutex
	m  map[[sha256.Size]byte]T
}

const maxCachedPrograms = 1024

// Get returns the value kept under k.
func (c *Cache[T]) Get(k [sha256.Size]byte) (T, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.m[k]
	return v, ok
}

// Put keeps v under k.
func (c *Cache[T]) Put(k [sha256.Size]byte, v T) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= maxCachedPrograms {
		// Starting again is simpler than tracking use, and rare.
		c.m = map[[sha256.Size]byte]T{}
	}
	c.m[k] = v
}

// globalNames lists the identifiers of compiled code, not property
// names (x.Card), that the engine defines on demand: capitalised ones
// (Card, React, Fragment, URL), hooks (useState), console and the web
// globals (atob, setTimeout), and Intl and toLocaleString, which is
// a method (n.toLocaleString()). Words inside
// strings count too, which at worst defines something the code never
// uses.
func globalNames(code []byte) []string {
	var out []string
	for i := 0; i < len(code); {
		c := code[i]
		if !isIdentByte(c) {
			i++
			continue
		}
		j := i + 1
		for j < len(code) && isIdentByte(code[j]) {
			j++
		}
		word := code[i:j]
		onDemand := 'A' <= c && c <= 'Z' || bytes.HasPrefix(word, []byte("use")) || string(word) == "console" || webName(string(word))
		if onDemand && (i == 0 || code[i-1] != '.') || intlName(string(word)) {
			if name := string(word); !slices.Contains(out, name) {
				out = append(out, name)
			}
		}
		i = j
	}
	return out
}

func isIdentByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '$' || c >= 0x80
}
