package content

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/foliodocs/folio/internal/testcorpus"
)

// TestRenderConcurrent renders corpus pages from several goroutines with
// one Renderer, whose parser shares buffers between pages, and checks
// that each page comes out as it does alone.
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
				if got.HTML != want[i].HTML || got.Markdown != want[i].Markdown {
					t.Errorf("%s: rendered differently alongside other pages", names[i])
				}
			}
		}()
	}
	wg.Wait()
}
