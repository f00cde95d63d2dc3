package site

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
)

var assetName = regexp.MustCompile(`/_folio/site\.[0-9a-f]+\.(css|js)`)

// TestPagesGolden holds every HTML file of every test site, built as a
// static export and as folio dev serves it under a base path, to the
// digest it had when it was last reviewed (testdata/pages.sha256; -update
// rewrites it): a change to how pages are written must change no page
// it does not mean to. With FOLIO_PAGES=DIR the pages are also written
// into DIR, to compare two versions with diff -r.
func TestPagesGolden(t *testing.T) {
	sites, err := filepath.Glob(filepath.Join("testdata", "sites", "*.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	dump := os.Getenv("FOLIO_PAGES")
	var lines []string
	for _, s := range sites {
		name := strings.TrimSuffix(filepath.Base(s), ".txtar")
		for _, variant := range []struct {
			name string
			opts Options
		}{
			{"export", Options{}},
			{"dev", Options{BasePath: "/docs/", LiveReload: true, PlaygroundProxy: true}},
		} {
			extra := map[string]string{}
			if name == "api" {
				extra["zoo.yaml"] = zooSpec
			}
			out, _ := buildSiteFiles(t, name, extra, variant.opts)
			for _, key := range out.sortedKeys() {
				if !strings.HasSuffix(key, ".html") {
					continue
				}
				// The stylesheet and script are named by their content:
				// a change to them is not a change to the pages.
				data := assetName.ReplaceAll(out.Files[key].Bytes(), []byte("/_folio/site.*.$1"))
				sum := sha256.Sum256(data)
				lines = append(lines, fmt.Sprintf("%s %s/%s%s", hex.EncodeToString(sum[:12]), variant.name, name, key))
				if dump != "" {
					p := filepath.Join(dump, variant.name, name, filepath.FromSlash(key))
					os.MkdirAll(filepath.Dir(p), 0o755)
					os.WriteFile(p, data, 0o644)
				}
			}
		}
	}
	slices.SortFunc(lines, func(a, b string) int { return strings.Compare(a[25:], b[25:]) })
	got := strings.Join(lines, "\n") + "\n"
	golden := filepath.Join("testdata", "pages.sha256")
	if *update {
		os.WriteFile(golden, []byte(got), 0o644)
	}
	want, _ := os.ReadFile(golden)
	if got == string(want) {
		return
	}
	wantBy := map[string]string{}
	for _, l := range strings.Split(strings.TrimSpace(string(want)), "\n") {
		if len(l) > 25 {
			wantBy[l[25:]] = l[:24]
		}
	}
	n := 0
	for _, l := range lines {
		if wantBy[l[25:]] != l[:24] {
			n++
			if n <= 20 {
				t.Errorf("%s differs from its reviewed version", l[25:])
			}
		}
	}
	t.Errorf("%d of %d pages differ from testdata/pages.sha256 (-update rewrites it; FOLIO_PAGES=DIR writes them out)", n, len(lines))
}

// TestMetaTagOrder checks that a page's meta tags come in one order, by
// name, whatever order maps give them in.
func TestMetaTagOrder(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "docs.json"), []byte(`{"theme": "mint", "name": "M", "colors": {"primary": "#000000"},
  "seo": {"metatags": {"robots": "index", "author": "Ann", "generator": "Folio"}},
  "navigation": {"pages": ["index"]}}`), 0o644)
	os.WriteFile(filepath.Join(dir, "index.mdx"), []byte("---\ntitle: Home\n\"og:image\": /a.png\nkeywords: a, b\n\"twitter:site\": \"@m\"\n\"article:author\": Ann\n---\nHi.\n"), 0o644)
	want := ""
	for range 5 {
		p, err := config.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		out, err := Build(t.Context(), p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		page := string(out.Files["/index.html"].Bytes())
		out.Close()
		p.Close()
		var metas []string
		for _, l := range strings.Split(page, "\n") {
			if strings.HasPrefix(l, "<meta name=\"") || strings.HasPrefix(l, "<meta property=\"") {
				metas = append(metas, l)
			}
		}
		got := strings.Join(metas, "\n")
		if want == "" {
			want = got
			if !strings.Contains(got, `<meta name="author" content="Ann">`+"\n"+`<meta name="generator" content="Folio">`+"\n"+`<meta name="robots" content="index">`) ||
				!strings.Contains(got, `<meta property="article:author" content="Ann">`+"\n"+`<meta property="og:image" content="/a.png">`+"\n"+`<meta name="twitter:site" content="@m">`) {
				t.Errorf("meta tags not by name:\n%s", got)
			}
		} else if got != want {
			t.Fatalf("the meta tags changed order between builds:\n%s\n---\n%s", want, got)
		}
	}
}
