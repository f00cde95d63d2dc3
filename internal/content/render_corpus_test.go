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

// TestRenderCorpus renders every file of every corpus site that
// Mintlify's build parses (its pages and snippets) and holds each to
// Mintlify's verdict (testdata/accept): a file it accepts renders without
// error, one it rejects has an error at the line it names. The warnings of
// navigation pages are counted and printed by kind so that changes show.
var dumpCode = flag.String("dump", "", "print the corpus diagnostics with this code")

func TestRenderCorpus(t *testing.T) {
	if *acceptList != "" {
		writeAcceptList(t, *acceptList)
		return
	}
	testcorpus.Whole(t)
	dir := testcorpus.Dir(t)
	icons, err := icon.Load()
	if err != nil {
		t.Fatal(err)
	}
	total := map[string]int{}
	pages, files, agree := 0, 0, 0
	for _, site := range testcorpus.Sites(t) {
		root := filepath.Join(dir, site)
		p, err := config.Load(root)
		if err != nil {
			t.Fatal(err)
		}
		s := nav.Build(t.Context(), p, nil)
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
		verdicts, ok := readVerdicts(t, site)
		if !ok {
			t.Errorf("%s: no verdicts in %s: regenerate them (see the README there)", site, *acceptDir)
		}
		listed := map[string]bool{}
		for _, v := range verdicts {
			listed[v.file] = true
		}
		for _, f := range acceptFiles(t, root) {
			if !listed[f] {
				t.Errorf("%s: %s has no verdict in %s: regenerate them", site, f, *acceptDir)
			}
		}
		isPage := map[string]bool{}
		for _, pg := range s.Pages {
			if pg.File != "" {
				isPage[pg.File] = true
			}
		}
		// Navigation pages Mintlify does not parse (none so far) are held
		// to rendering without error.
		for f := range isPage {
			if !listed[f] {
				verdicts = append(verdicts, verdict{file: f, ok: true})
			}
		}
		counts := map[string]int{}
		for _, v := range verdicts {
			data, err := os.ReadFile(filepath.Join(root, v.file))
			if err != nil {
				t.Errorf("%s: %v", site, err)
				continue
			}
			l := renderForVerdict(context.Background(), r, v.file, data)
			files++
			if diff := compareVerdict(v, fileErrors(l, v.file)); diff != "" {
				t.Errorf("%s/%s: %s", site, v.file, diff)
			} else {
				agree++
			}
			if !isPage[v.file] {
				continue
			}
			pages++
			for _, d := range l.All() {
				if *dumpCode != "" && d.Code == *dumpCode {
					var b strings.Builder
					diag.Render(&b, d, diag.Style{})
					t.Logf("%s: %s", site, b.String())
				}
				counts[d.Severity.String()+" "+d.Code]++
				total[d.Severity.String()+" "+d.Code]++
			}
		}
		t.Logf("%s: %d files, %d pages, %v", site, len(verdicts), len(isPage), counts)
	}
	var keys []string
	for k := range total {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%6d %s", total[k], k)
	}
	t.Logf("%d of %d files as Mintlify's verdict; %d navigation pages", agree, files, pages)
}
