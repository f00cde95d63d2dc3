package content

import (
	"context"
	"crypto/sha256"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/testcorpus"
)

var digestFile = flag.String("digest", "", "write a digest of every corpus render to this file")

// TestRenderDigest renders every .mdx and .md file of every corpus site
// twice, with a fresh Renderer and again with the same one (its caches
// warm), and writes one line per render with a hash of everything Render
// returns. Comparing the files made before and after a change to the
// renderer shows whether its output moved, page by page. It runs only
// with -digest FILE.
func TestRenderDigest(t *testing.T) {
	if *digestFile == "" {
		t.Skip("run with -digest FILE")
	}
	dir := testcorpus.Dir(t)
	icons, err := icon.Load()
	if err != nil {
		t.Fatal(err)
	}
	out, err := os.Create(*digestFile)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	all := sha256.New()
	renders := 0
	for _, site := range testcorpus.Sites(t) {
		root := filepath.Join(dir, site)
		opts := Options{Files: os.DirFS(root), Icons: IconsFrom(icons)}
		if p, err := config.Load(root); err == nil {
			if p.Config != nil {
				opts.Variables = p.Config.Variables
				if p.Config.Icons != nil {
					opts.IconLibrary = p.Config.Icons.Library
				}
			}
			p.Close()
		}
		var names []string
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && (strings.HasSuffix(path, ".mdx") || strings.HasSuffix(path, ".md")) {
				rel, _ := filepath.Rel(root, path)
				names = append(names, filepath.ToSlash(rel))
			}
			return nil
		})
		r := New(opts)
		for pass := range 2 {
			for _, name := range names {
				data, err := os.ReadFile(filepath.Join(root, name))
				if err != nil {
					t.Fatal(err)
				}
				h := sha256.New()
				writePage(h, r.Render(context.Background(), name, data))
				sum := h.Sum(nil)
				fmt.Fprintf(out, "%x %d %s/%s\n", sum, pass, site, name)
				all.Write(sum)
				renders++
			}
		}
	}
	fmt.Fprintf(out, "%x all %d renders\n", all.Sum(nil), renders)
	t.Logf("%d renders, digest %x", renders, all.Sum(nil))
}

// writePage writes every field of pg to w.
func writePage(w io.Writer, pg *Page) {
	fmt.Fprintf(w, "html %q\nmarkdown %q\n", pg.HTML, pg.Markdown)
	fmt.Fprintf(w, "toc %#v\nanchors %q\nsections %#v\ndeps %q\n", pg.TOC, pg.Anchors, pg.Sections, pg.Deps)
	for _, u := range pg.Updates {
		fmt.Fprintf(w, "update %#v\n", u)
	}
	for _, d := range pg.Diagnostics.All() {
		var b strings.Builder
		diag.Render(&b, d, diag.Style{})
		fmt.Fprintf(w, "diag %s %s %q\n", d.Severity, d.Code, b.String())
	}
}
