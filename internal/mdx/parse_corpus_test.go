package mdx

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/frontmatter"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/testcorpus"
)

func TestParseCorpus(t *testing.T) {
	dir := testcorpus.Dir(t)
	md := New()
	total, bad := 0, 0
	counts := map[string]int{}
	for _, site := range testcorpus.Sites(t) {
		root := filepath.Join(dir, site)
		p, err := config.Load(root)
		if err != nil {
			t.Fatal(err)
		}
		s := nav.Build(t.Context(), p, nil)
		p.Close()
		seen := map[string]bool{}
		for _, pg := range s.Pages {
			if pg.File == "" || seen[pg.File] {
				continue
			}
			seen[pg.File] = true
			data, _ := os.ReadFile(filepath.Join(root, pg.File))
			rel := site + "/" + pg.File
			fm, _ := frontmatter.Parse(rel, data)
			src := jsonpos.NewSource(rel, data)
			var l diag.List
			ParseAt(md, src, fm.BodyOffset, &l)
			total++
			if l.HasErrors() {
				bad++
				for _, e := range l.Errors() {
					counts[e.Message]++
					if bad <= 40 {
						var b strings.Builder
						diag.Render(&b, e, diag.Style{})
						t.Log(b.String())
					}
				}
			}
		}
	}
	type kv struct {
		k string
		v int
	}
	var kvs []kv
	for k, v := range counts {
		kvs = append(kvs, kv{k, v})
	}
	sort.Slice(kvs, func(i, j int) bool { return kvs[i].v > kvs[j].v })
	for i, e := range kvs {
		if i < 30 {
			t.Logf("%5d %s", e.v, e.k)
		}
	}
	t.Logf("%d pages, %d with errors", total, bad)
}
