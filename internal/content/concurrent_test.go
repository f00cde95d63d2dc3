package content

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// TestRenderConcurrent renders corpus pages from several goroutines with
// one Renderer, whose parser shares buffers between pages and which keeps
// compiled modules, and checks that each page comes out as it does alone.
func TestRenderConcurrent(t *testing.T) {
	root := filepath.Join(testcorpus.Dir(t), "mintlify__docs")
	var names []string
	var datas [][]byte
	filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".mdx" || len(names) == 60 {
			return nil
		}
		data, err := os.ReadFile(path)
		if err == nil {
			rel, _ := filepath.Rel(root, path)
			names = append(names, filepath.ToSlash(rel))
			datas = append(datas, data)
		}
		return nil
	})
	if len(names) == 0 {
		t.Skip("no pages")
	}
	opts := Options{Files: os.DirFS(root)}
	want := make([]*Page, len(names))
	alone := New(opts)
	for i := range names {
		want[i] = alone.Render(context.Background(), names[i], datas[i])
	}
	r := New(opts)
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range names {
				i := (k + g*len(names)/4) % len(names)
				got := r.Render(context.Background(), names[i], datas[i])
				if got.HTML != want[i].HTML || got.Markdown != want[i].Markdown || diagText(got) != diagText(want[i]) {
					t.Errorf("%s: rendered differently alongside other pages", names[i])
				}
			}
		}()
	}
	wg.Wait()
}

func diagText(pg *Page) string {
	var b strings.Builder
	for _, d := range pg.Diagnostics.All() {
		diag.Render(&b, d, diag.Style{})
	}
	return b.String()
}

// TestRenderAgain renders each case twice with one Renderer: the second
// time takes the compiled module from the first, and must give the same
// page and the same problems (expressions that do not compile too).
func TestRenderAgain(t *testing.T) {
	files, _ := filepath.Glob("testdata/render/*.txtar")
	for _, path := range files {
		ar, err := txtar.ParseFile(path)
		if err != nil {
			t.Fatal(err)
		}
		fsys, opts := caseFS(t, ar)
		r := New(Options{Files: fsys, Variables: opts.Variables, IconLibrary: opts.IconLibrary, Icons: fakeIcons{},
			JSTimeout: time.Duration(opts.JSTimeoutMS) * time.Millisecond})
		first := r.Render(context.Background(), opts.Page, fsys[opts.Page].Data)
		again := r.Render(context.Background(), opts.Page, fsys[opts.Page].Data)
		if again.HTML != first.HTML || again.Markdown != first.Markdown || diagText(again) != diagText(first) {
			t.Errorf("%s: rendered differently the second time", path)
		}
	}
}
