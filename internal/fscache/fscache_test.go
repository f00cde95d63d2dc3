package fscache

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"testing/fstest"
)

func write(t *testing.T, dir, name, data string) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// counting counts the reads that reach the folder.
type counting struct {
	fs.FS
	opens, dirs, stats int
}

func (c *counting) Open(name string) (fs.File, error) { c.opens++; return c.FS.Open(name) }
func (c *counting) ReadDir(name string) ([]fs.DirEntry, error) {
	c.dirs++
	return fs.ReadDir(c.FS, name)
}
func (c *counting) Stat(name string) (fs.FileInfo, error) { c.stats++; return fs.Stat(c.FS, name) }

func names(es []fs.DirEntry) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.Name())
	}
	return out
}

// TestFS holds the wrapper to the fs.FS contract, cold and warm.
func TestFS(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "docs.json", `{"name":"x"}`)
	write(t, dir, "guide/a.mdx", "# A\n")
	write(t, dir, "guide/deep/b.md", "B\n")
	c := New()
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	fsys := c.FS(root.FS())
	for range 2 {
		if err := fstest.TestFS(fsys, "docs.json", "guide/a.mdx", "guide/deep/b.md"); err != nil {
			t.Fatal(err)
		}
	}
}

// TestForget: what is cached is served without reaching the folder, and
// a name told to have changed is read again, with its folder's listing
// and what is below it; a name that did not exist and now does is seen.
func TestForget(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.mdx", "one")
	write(t, dir, "sub/b.mdx", "two")
	c := New()
	inner := &counting{FS: os.DirFS(dir)}
	fsys := c.FS(inner)
	read := func(name string) string {
		t.Helper()
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	if read("a.mdx") != "one" || read("a.mdx") != "one" {
		t.Fatal("wrong content")
	}
	if inner.opens != 1 {
		t.Errorf("%d opens for two reads, want 1", inner.opens)
	}
	if _, err := fs.Stat(fsys, "new.mdx"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("stat of a missing file: %v", err)
	}
	fs.Stat(fsys, "new.mdx")
	if inner.stats != 1 {
		t.Errorf("%d stats of a missing name, want 1 (the answer kept)", inner.stats)
	}
	if es, _ := fs.ReadDir(fsys, "."); !slices.Equal(names(es), []string{"a.mdx", "sub"}) {
		t.Errorf("listing %v", names(es))
	}

	write(t, dir, "a.mdx", "changed")
	write(t, dir, "new.mdx", "new")
	if read("a.mdx") != "one" {
		t.Error("a change not told is not seen: the cache is what it says")
	}
	c.Forget("a.mdx", "new.mdx")
	if read("a.mdx") != "changed" || read("new.mdx") != "new" {
		t.Error("a forgotten file is not read again")
	}
	if es, _ := fs.ReadDir(fsys, "."); !slices.Equal(names(es), []string{"a.mdx", "new.mdx", "sub"}) {
		t.Errorf("listing after a file appeared: %v", names(es))
	}

	read("sub/b.mdx")
	os.RemoveAll(filepath.Join(dir, "sub"))
	c.Forget("sub")
	if _, err := fs.ReadFile(fsys, "sub/b.mdx"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a file of a removed folder: %v", err)
	}
	c.Reset()
	if es, _ := fs.ReadDir(fsys, "."); !slices.Equal(names(es), []string{"a.mdx", "new.mdx"}) {
		t.Errorf("listing after Reset: %v", names(es))
	}
}

// TestStaleRead: content read while a change is told is not kept, since
// it may be the content from before the change.
func TestStaleRead(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.mdx", "old")
	c := New()
	inner := &counting{FS: os.DirFS(dir)}
	fsys := c.FS(&racing{FS: inner, during: func() { c.Forget("a.mdx") }})
	fs.ReadFile(fsys, "a.mdx")
	fs.ReadFile(fsys, "a.mdx")
	if inner.opens != 2 {
		t.Errorf("the read that crossed a change was kept (%d opens for two reads)", inner.opens)
	}
	fs.ReadFile(fsys, "a.mdx")
	if inner.opens != 2 {
		t.Errorf("a read with no change crossing it was not kept (%d opens)", inner.opens)
	}
}

// racing tells a change once, after a file is opened and before it is
// read.
type racing struct {
	fs.FS
	during func()
}

func (r *racing) Open(name string) (fs.File, error) {
	f, err := r.FS.Open(name)
	if r.during != nil {
		r.during()
		r.during = nil
	}
	return f, err
}

// TestLarge: a file over the limit is read from the folder each time.
func TestLarge(t *testing.T) {
	dir := t.TempDir()
	big := make([]byte, maxFile+1)
	if err := os.WriteFile(filepath.Join(dir, "video.mp4"), big, 0o644); err != nil {
		t.Fatal(err)
	}
	c := New()
	inner := &counting{FS: os.DirFS(dir)}
	fsys := c.FS(inner)
	for range 2 {
		data, err := fs.ReadFile(fsys, "video.mp4")
		if err != nil || len(data) != len(big) {
			t.Fatalf("read %d bytes, %v", len(data), err)
		}
	}
	if inner.opens != 2 || c.size != 0 {
		t.Errorf("%d opens, %d bytes cached: a large file is not kept", inner.opens, c.size)
	}
}

func FuzzForget(f *testing.F) {
	f.Add("a/b.mdx", "a")
	f.Add("../x", ".")
	f.Fuzz(func(t *testing.T, read, forget string) {
		c := New()
		fsys := c.FS(fstest.MapFS{"a/b.mdx": {Data: []byte("x")}, "c.md": {Data: []byte("y")}})
		if fs.ValidPath(read) {
			fs.ReadFile(fsys, read)
			fs.ReadDir(fsys, read)
		}
		c.Forget(forget)
		if data, err := fs.ReadFile(fsys, "c.md"); err != nil || string(data) != "y" {
			t.Fatalf("c.md: %q, %v", data, err)
		}
	})
}

// TestMemo: what a reader makes of a file is made once while the file is
// unchanged, again once it is forgotten, and not kept when a change
// crosses its making.
func TestMemo(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.mdx", "one")
	c := New()
	fsys := c.FS(os.DirFS(dir)).(Memoizer)
	made := 0
	parse := func() any {
		made++
		data, _ := fs.ReadFile(fsys.(fs.FS), "a.mdx")
		return string(data)
	}
	if v := fsys.Memo("a.mdx", "k", parse); v != "one" || fsys.Memo("a.mdx", "k", parse) != "one" || made != 1 {
		t.Errorf("made %d times, value %v", made, v)
	}
	if fsys.Memo("a.mdx", "other", parse); made != 2 {
		t.Error("another kind of reader shares the first's value")
	}
	write(t, dir, "a.mdx", "two")
	c.Forget("a.mdx")
	if v := fsys.Memo("a.mdx", "k", parse); v != "two" || made != 3 {
		t.Errorf("after Forget: %v, made %d times", v, made)
	}
	crossing := func() any { c.Forget("b.mdx"); return "stale" }
	fsys.Memo("a.mdx", "x", crossing)
	if v := fsys.Memo("a.mdx", "x", func() any { return "fresh" }); v != "fresh" {
		t.Error("a value made while a change was told was kept")
	}
}
