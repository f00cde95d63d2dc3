// Package fscache keeps what is read of a folder — small files, folder
// listings, file information, and which names do not exist — in memory
// until it is told that a name changed. folio dev reads a large docs
// folder again whenever its navigation may have changed (tens of
// thousands of opens and reads on a site of ten thousand pages, most of
// a rebuild's time), while its file watcher knows exactly what changed.
//
// A Cache outlives the fs.FS it reads through: FS wraps each build's
// folder, and what one build read serves the next.
package fscache

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"path"
	"strings"
	"sync"
)

// Limits: large files (videos, archives) are read from the folder each
// time; a cache that reaches its budget caches no more until forgotten.
const (
	maxFile   = 1 << 20
	maxBudget = 256 << 20
)

// Cache holds what was read through its FS wrappers. Its zero value is
// not usable: use New.
type Cache struct {
	mu sync.Mutex
	// epoch counts the changes told (Forget, Reset): what was read
	// while one happened is not kept, as it may be the old content.
	epoch uint64
	files map[string][]byte
	infos map[string]fs.FileInfo
	dirs  map[string][]fs.DirEntry
	// missing holds names that did not exist.
	missing map[string]bool
	size    int64
	// memos holds what readers made of a file (Memo), by name and kind.
	memos map[string]map[string]any
}

// New returns an empty cache.
func New() *Cache {
	c := &Cache{}
	c.Reset()
	return c
}

// Reset forgets everything: the watcher lost events.
func (c *Cache) Reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.epoch++
	c.files = map[string][]byte{}
	c.infos = map[string]fs.FileInfo{}
	c.dirs = map[string][]fs.DirEntry{}
	c.missing = map[string]bool{}
	c.memos = map[string]map[string]any{}
	c.size = 0
}

// Forget drops what is known of each name (slash-separated, relative to
// the folder): the file, the listing of its folder, and, for a folder
// that was removed or renamed, everything below it.
func (c *Cache) Forget(names ...string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.epoch++
	for _, name := range names {
		name = path.Clean(name)
		c.drop(name)
		c.drop(path.Dir(name))
		prefix := name + "/"
		if name == "." {
			prefix = ""
		}
		for k := range c.infos {
			if strings.HasPrefix(k, prefix) {
				c.drop(k)
			}
		}
		for k := range c.dirs {
			if strings.HasPrefix(k, prefix) {
				c.drop(k)
			}
		}
		for k := range c.missing {
			if strings.HasPrefix(k, prefix) {
				delete(c.missing, k)
			}
		}
		for k := range c.memos {
			if strings.HasPrefix(k, prefix) {
				delete(c.memos, k)
			}
		}
	}
}

// drop forgets one name; c.mu is held.
func (c *Cache) drop(name string) {
	if data, ok := c.files[name]; ok {
		c.size -= int64(len(data))
		delete(c.files, name)
	}
	delete(c.infos, name)
	delete(c.dirs, name)
	delete(c.missing, name)
	delete(c.memos, name)
}

// FS returns inner read through the cache. inner must be the folder the
// cache describes.
func (c *Cache) FS(inner fs.FS) fs.FS {
	return &cachedFS{c: c, inner: inner}
}

type cachedFS struct {
	c     *Cache
	inner fs.FS
}

var (
	_ fs.ReadFileFS = (*cachedFS)(nil)
	_ fs.ReadDirFS  = (*cachedFS)(nil)
	_ fs.StatFS     = (*cachedFS)(nil)
)

// begin returns the epoch a read starts in.
func (f *cachedFS) begin() uint64 {
	f.c.mu.Lock()
	defer f.c.mu.Unlock()
	return f.c.epoch
}

// notExist records that name does not exist, when nothing changed since
// epoch.
func (f *cachedFS) notExist(name string, epoch uint64, err error) {
	if !errors.Is(err, fs.ErrNotExist) {
		return
	}
	c := f.c
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.epoch == epoch {
		c.missing[name] = true
	}
}

func (f *cachedFS) known(name string) (data []byte, info fs.FileInfo, missing bool) {
	c := f.c
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.files[name], c.infos[name], c.missing[name]
}

func notExist(op, name string) error {
	return &fs.PathError{Op: op, Path: name, Err: fs.ErrNotExist}
}

func (f *cachedFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	data, info, missing := f.known(name)
	if missing {
		return nil, notExist("open", name)
	}
	if data != nil && info != nil {
		return &memFile{Reader: bytes.NewReader(data), info: info}, nil
	}
	epoch := f.begin()
	file, err := f.inner.Open(name)
	if err != nil {
		f.notExist(name, epoch, err)
		return nil, err
	}
	info, err = file.Stat()
	if err != nil || !info.Mode().IsRegular() || info.Size() > maxFile {
		return file, nil
	}
	defer file.Close()
	data, err = io.ReadAll(io.LimitReader(file, maxFile+1))
	if err != nil {
		return nil, err
	}
	f.keep(name, data, info, epoch)
	return &memFile{Reader: bytes.NewReader(data), info: info}, nil
}

// keep caches a file's content and information read in epoch.
func (f *cachedFS) keep(name string, data []byte, info fs.FileInfo, epoch uint64) {
	c := f.c
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.epoch != epoch || len(data) > maxFile || c.size+int64(len(data)) > maxBudget {
		return
	}
	if old, ok := c.files[name]; ok {
		c.size -= int64(len(old))
	}
	if data == nil {
		data = []byte{} // nil means not cached
	}
	c.files[name] = data
	c.infos[name] = info
	c.size += int64(len(data))
}

func (f *cachedFS) ReadFile(name string) ([]byte, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "readfile", Path: name, Err: fs.ErrInvalid}
	}
	data, info, missing := f.known(name)
	if missing {
		return nil, notExist("readfile", name)
	}
	if data != nil && info != nil {
		return bytes.Clone(data), nil
	}
	file, err := f.Open(name)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	if m, ok := file.(*memFile); ok {
		return m.data(), nil // a copy: callers may change what they read
	}
	return io.ReadAll(file)
}

func (f *cachedFS) Stat(name string) (fs.FileInfo, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "stat", Path: name, Err: fs.ErrInvalid}
	}
	_, info, missing := f.known(name)
	if missing {
		return nil, notExist("stat", name)
	}
	if info != nil {
		return info, nil
	}
	epoch := f.begin()
	info, err := fs.Stat(f.inner, name)
	if err != nil {
		f.notExist(name, epoch, err)
		return nil, err
	}
	c := f.c
	c.mu.Lock()
	if c.epoch == epoch {
		c.infos[name] = info
	}
	c.mu.Unlock()
	return info, nil
}

func (f *cachedFS) ReadDir(name string) ([]fs.DirEntry, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "readdir", Path: name, Err: fs.ErrInvalid}
	}
	c := f.c
	c.mu.Lock()
	entries, ok := c.dirs[name]
	missing := c.missing[name]
	epoch := c.epoch
	c.mu.Unlock()
	if missing {
		return nil, notExist("readdir", name)
	}
	if ok {
		return append([]fs.DirEntry(nil), entries...), nil
	}
	entries, err := fs.ReadDir(f.inner, name)
	if err != nil {
		f.notExist(name, epoch, err)
		return nil, err
	}
	c.mu.Lock()
	if c.epoch == epoch {
		c.dirs[name] = entries
	}
	c.mu.Unlock()
	return append([]fs.DirEntry(nil), entries...), nil
}

// Epoch counts the changes the cache was told (Forget, Reset): a reader
// that finds it unchanged after reading several files read them all as
// they were at its start, as far as the watcher knows.
func (f *cachedFS) Epoch() uint64 {
	f.c.mu.Lock()
	defer f.c.mu.Unlock()
	return f.c.epoch
}

// Memoizer is an fs.FS that keeps what a reader makes of a file as long
// as it keeps the file: the FS of a Cache. A reader that finds it
// (nav, for each page's frontmatter) parses a file once, not on every
// build.
type Memoizer interface {
	// Memo returns what make made of the file name, make reading it
	// through the same FS; kind tells apart what different readers make
	// of one file. The value is shared: it must not be changed.
	Memo(name, kind string, make func() any) any
}

func (f *cachedFS) Memo(name, kind string, make func() any) any {
	c := f.c
	c.mu.Lock()
	v, ok := c.memos[name][kind]
	epoch := c.epoch
	c.mu.Unlock()
	if ok {
		return v
	}
	v = make()
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.epoch == epoch {
		if c.memos[name] == nil {
			c.memos[name] = map[string]any{}
		}
		c.memos[name][kind] = v
	}
	return v
}

// memFile is a cached file, open for reading.
type memFile struct {
	*bytes.Reader
	info fs.FileInfo
}

func (m *memFile) Stat() (fs.FileInfo, error) { return m.info, nil }
func (m *memFile) Close() error               { return nil }

// data is a copy of the whole content (the reader's position is not
// moved).
func (m *memFile) data() []byte {
	b := make([]byte, m.Size())
	m.ReadAt(b, 0)
	return b
}
