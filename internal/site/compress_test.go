package site

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// TestPrecompressed checks that an export, written page by page into a
// folder and then by Write, has a .br and a .gz copy beside every text
// file worth compressing, and that each decompresses to its file byte for
// byte.
func TestPrecompressed(t *testing.T) {
	dir := t.TempDir()
	out := buildSite(t, "tabs", Options{OutDir: dir, Precompress: true})
	if err := out.Write(dir); err != nil {
		t.Fatal(err)
	}
	copies := 0
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		ext := filepath.Ext(p)
		if ext == ".br" || ext == ".gz" {
			src, err := os.ReadFile(strings.TrimSuffix(p, ext))
			if err != nil {
				t.Errorf("%s: a copy without its file", p)
				return nil
			}
			z, _ := os.ReadFile(p)
			var r io.Reader = brotli.NewReader(bytes.NewReader(z))
			if ext == ".gz" {
				if r, err = gzip.NewReader(bytes.NewReader(z)); err != nil {
					t.Errorf("%s: %v", p, err)
					return nil
				}
			}
			got, err := io.ReadAll(r)
			if err != nil || !bytes.Equal(got, src) {
				t.Errorf("%s does not decompress to its file (%v)", p, err)
			}
			copies++
			return nil
		}
		data, _ := os.ReadFile(p)
		if len(data) < minPrecompress || !Compressible(contentType(p)) && ext != ".html" && ext != "" {
			return nil
		}
		for _, z := range []string{".br", ".gz"} {
			if _, err := os.Stat(p + z); err != nil {
				t.Errorf("%s: no %s copy", p, z)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if copies < 10 {
		t.Errorf("%d compressed copies", copies)
	}
	// Without Precompress, none.
	plain := t.TempDir()
	buildSite(t, "tabs", Options{OutDir: plain}).Write(plain)
	filepath.WalkDir(plain, func(p string, d fs.DirEntry, err error) error {
		if ext := filepath.Ext(p); ext == ".br" || ext == ".gz" {
			t.Errorf("%s written without Precompress", p)
		}
		return nil
	})
}

// TestShadowedAddresses exports a site where an address is both a file
// and a folder: the export is written, with the page and the image.
func TestShadowedAddresses(t *testing.T) {
	dir := t.TempDir()
	out := buildSite(t, "shadowed", Options{OutDir: dir})
	if err := out.Write(dir); err != nil {
		t.Fatalf("export: %v", err)
	}
	for name, want := range map[string]string{"guide/index.html": "Guide.", "logo.png": "not really a PNG"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || !strings.Contains(string(data), want) {
			t.Errorf("%s: %v, want it to hold %q", name, err, want)
		}
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "_redirects")); !strings.Contains(string(data), "/logo.png /guide 308") {
		t.Errorf("_redirects lost the rule:\n%s", data)
	}
}
