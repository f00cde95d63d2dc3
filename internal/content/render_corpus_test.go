package content

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// TestRenderCorpus renders every page of every corpus site. Mintlify
// builds these sites, so none may have an error; warnings are counted
// and printed by kind so that changes show.
var dumpCode = flag.String("dump", "", "print the corpus diagnostics with this code")

func TestRenderCorpus(t *testing.T) {
	dir := testcorpus.Dir(t)
	icons, err := icon.Load()
	if err != nil {
		t.Fatal(err)
	}
	total := map[string]int{}
	pages := 0
	for _, site := range testcorpus.Sites(t) {
		root := filepath.Join(dir, site)
		p, err := config.Load(root)
		if err != nil {
			t.Fatal(err)
		}
		s := nav.Build(p)
		opts := Options{Files: os.DirFS(root), Icons: IconsFrom(icons)}
		var redirects []*config.Redirect
		if p.Config != nil {
			opts.Variables = p.Config.Variables
			if p.Config.Icons != nil {
				opts.IconLibrary = p.Config.Icons.Library
			}
			redirects = p.Config.Redirects
		}
		// As the site does: pages of the navigation (generated ones too)
		// and redirects are link targets.
		opts.Exists = func(target string) bool {
			if len(s.Lookup(target)) > 0 {
				return true
			}
			for _, r := range redirects {
				if r != nil && r.Matches(target) {
					return true
				}
			}
			return false
		}
		p.Close()
		r := New(opts)
		seen := map[string]bool{}
		counts := map[string]int{}
		for _, pg := range s.Pages {
			if pg.File == "" || seen[pg.File] {
				continue
			}
			seen[pg.File] = true
			data, err := os.ReadFile(filepath.Join(root, pg.File))
			if err != nil {
				continue
			}
			out := r.Render(context.Background(), pg.File, data)
			pages++
			for _, d := range out.Diagnostics.All() {
				if d.Severity == diag.Error {
					var b strings.Builder
					diag.Render(&b, d, diag.Style{})
					t.Errorf("%s: %s", site, b.String())
				}
				if *dumpCode != "" && d.Code == *dumpCode {
					var b strings.Builder
					diag.Render(&b, d, diag.Style{})
					t.Logf("%s: %s", site, b.String())
				}
				counts[d.Severity.String()+" "+d.Code]++
				total[d.Severity.String()+" "+d.Code]++
			}
		}
		t.Logf("%s: %d pages, %v", site, len(seen), counts)
	}
	var keys []string
	for k := range total {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%6d %s", total[k], k)
	}
	t.Logf("%d pages", pages)
}
