package asyncapi

import (
	"bytes"
	"errors"
	"fmt"
	"github.com/foliodocs/folio/internal/memo"
	"io/fs"
	"path"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/mintignore"
)

// Specs loads the AsyncAPI documents of a docs folder, each once. It is
// safe for concurrent use.
type Specs struct {
	fsys fs.FS
	// Ignore, when set, reports whether a file or folder is left out of
	// the site (the folder's .mintignore); Mintlify's fixed list applies
	// in any case. Set it before the first use.
	Ignore   func(name string, dir bool) bool
	defaults *mintignore.Matcher

	docs memo.Map[string, *Document]

	scanOnce sync.Once
	scanned  []*Document
}

// NewSpecs returns the documents of the docs folder fsys; names are
// slash-separated paths relative to it.
func NewSpecs(fsys fs.FS) *Specs {
	return &Specs{fsys: fsys, defaults: mintignore.New(nil)}
}

// Load returns the document at name, parsing it the first time: an
// *Error when it does not parse, an fs error when it cannot be read.
func (s *Specs) Load(name string) (*Document, error) {
	return s.load(strings.TrimPrefix(path.Clean("/"+name), "/"), false)
}

// load parses name once; with sniff a file without the word asyncapi
// is refused unparsed (most JSON and YAML files are not documents).
func (s *Specs) load(name string, sniff bool) (*Document, error) {
	doc, err := s.docs.Do(name, func() (*Document, error) {
		if !fs.ValidPath(name) || name == "." {
			return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
		}
		data, err := config.ReadFile(s.fsys, name, config.MaxSpecSize)
		switch {
		case err != nil:
			return nil, err
		case sniff && !bytes.Contains(data, []byte("asyncapi")):
			return nil, errNotAsyncAPI
		}
		return Parse(name, data)
	})
	if sniff && err == errNotAsyncAPI {
		return nil, err
	}
	if err == errNotAsyncAPI {
		// Sniffed out by a scan, asked for by name now: parse it for
		// its error's position.
		data, err := config.ReadFile(s.fsys, name, config.MaxSpecSize)
		if err != nil {
			return nil, err
		}
		return Parse(name, data)
	}
	return doc, err
}

var errNotAsyncAPI = errors.New("not an AsyncAPI document")

// Scanned returns the AsyncAPI documents of the folder that parse, in the
// order of a walk of the folder (the files Mintlify finds by itself).
func (s *Specs) Scanned() []*Document {
	s.scanOnce.Do(func() {
		fs.WalkDir(s.fsys, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil || p == "." {
				return nil
			}
			if s.defaults.Ignored(p, d.IsDir()) || s.Ignore != nil && s.Ignore(p, d.IsDir()) {
				if d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			switch path.Ext(p) {
			case ".json", ".yaml", ".yml":
				if !d.IsDir() {
					if doc, err := s.load(p, true); err == nil {
						s.scanned = append(s.scanned, doc)
					}
				}
			}
			return nil
		})
	})
	return s.scanned
}

// Problem is why a frontmatter value names no channel.
type Problem struct {
	Code, Msg, Hint string
	// Err is the document's own error, with its position, when it does
	// not parse.
	Err *Error
}

// Find finds the channel an asyncapi frontmatter value names ("FILE ID"
// or "ID") for the page file page. FILE is a path from the docs folder's
// root, or from the page's folder when it does not start with "/"; a FILE
// without a .json, .yaml or .yml extension is a document's name without
// folder and extension. Without FILE, or with a name, the last document
// of the folder that has the channel counts.
func (s *Specs) Find(ref, page string) (*Document, *Channel, *Problem) {
	f := strings.Fields(ref)
	switch len(f) {
	case 1:
		var found *Document
		for _, d := range s.Scanned() {
			if d.Channel(f[0]) != nil {
				found = d
			}
		}
		if found == nil {
			return nil, nil, &Problem{Code: "asyncapi-not-found", Hint: "write the specification's path before the channel: asyncapi: /asyncapi.yaml " + f[0],
				Msg: fmt.Sprintf("no AsyncAPI document of the docs folder has the channel %q", f[0])}
		}
		return found, found.Channel(f[0]), nil
	case 2:
	default:
		return nil, nil, &Problem{Code: "asyncapi-not-found", Hint: "write asyncapi: /asyncapi.yaml CHANNEL, or the channel alone",
			Msg: fmt.Sprintf("%q names no channel: it should be a specification's path and a channel id", ref)}
	}
	file, id := f[0], f[1]
	if strings.HasPrefix(file, "http:") || strings.HasPrefix(file, "https:") {
		return nil, nil, &Problem{Code: "asyncapi-not-found", Hint: "download the specification into the docs folder",
			Msg: fmt.Sprintf("the AsyncAPI specification %s is given by URL, which Folio does not fetch", file)}
	}
	switch path.Ext(file) {
	case ".json", ".yaml", ".yml":
	default:
		// Not a file's path: a document's name without its folder and
		// extension ("asyncapi chat"); the last that has the channel.
		var found *Document
		for _, d := range s.Scanned() {
			base := path.Base(d.Name)
			if strings.TrimSuffix(base, path.Ext(base)) == file && d.Channel(id) != nil {
				found = d
			}
		}
		if found == nil {
			return nil, nil, &Problem{Code: "asyncapi-not-found", Hint: "write the specification's path: asyncapi: /asyncapi.yaml " + id,
				Msg: fmt.Sprintf("no AsyncAPI document named %s has the channel %q", file, id)}
		}
		return found, found.Channel(id), nil
	}
	name := file
	if !strings.HasPrefix(file, "/") {
		name = path.Join(path.Dir(page), file)
	}
	name = strings.TrimPrefix(path.Clean("/"+name), "/")
	d, err := s.Load(name)
	if err != nil {
		var ae *Error
		if errors.As(err, &ae) {
			return nil, nil, &Problem{Code: ae.Code, Msg: fmt.Sprintf("the AsyncAPI specification %s does not parse: %s", name, ae.Msg), Err: ae}
		}
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil, &Problem{Code: "asyncapi-not-found", Msg: fmt.Sprintf("the AsyncAPI specification %s does not exist", name)}
		}
		return nil, nil, &Problem{Code: "asyncapi-not-found", Msg: fmt.Sprintf("the AsyncAPI specification %s cannot be read: %v", name, err)}
	}
	ch := d.Channel(id)
	if ch == nil {
		var ids []string
		for _, c := range d.Channels {
			ids = append(ids, c.ID)
		}
		hint := ""
		if len(ids) > 0 && len(ids) <= 10 {
			hint = "its channels are " + strings.Join(ids, ", ")
		}
		return d, nil, &Problem{Code: "asyncapi-not-found", Hint: hint, Msg: fmt.Sprintf("the AsyncAPI specification %s has no channel %q", name, id)}
	}
	return d, ch, nil
}
