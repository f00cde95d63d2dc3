package nav_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/nav"
)

// TestMintlifyResolution holds small hand-written sites to Mintlify's own
// resolution of them (testdata/mintlify: each txtar holds a site and the
// generatedDocsNav.json that Mintlify's prebuild wrote for it, made with
// ../shared/tools/mintlify-oracle). Unlike the corpus oracle's flattening,
// the walk here lists group roots and reads a page as any object with an
// href, so that pages whose frontmatter carries keys like "version" count.
func TestMintlifyResolution(t *testing.T) {
	files, err := filepath.Glob("testdata/mintlify/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatal("no cases", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			var want []string
			for _, f := range ar.Files {
				if f.Name == "mintlify.json" {
					var tree any
					if err := json.Unmarshal(f.Data, &tree); err != nil {
						t.Fatal(err)
					}
					want = walkMintlify(tree, nil, want)
					continue
				}
				p := filepath.Join(dir, filepath.FromSlash(f.Name))
				os.MkdirAll(filepath.Dir(p), 0o755)
				if err := os.WriteFile(p, f.Data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			p, err := config.Load(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			var got []string
			for _, jp := range nav.Build(t.Context(), p, nil).ToJSON().Pages {
				got = append(got, pageLine("/"+jp.Path, jp.Title, jp.Trail, jp.Root))
			}
			if g, w := strings.Join(got, "\n"), strings.Join(want, "\n"); g != w {
				t.Errorf("Folio:\n%s\nMintlify:\n%s", g, w)
			}
		})
	}
}

func pageLine(href, title string, trail []string, root bool) string {
	s := fmt.Sprintf("%s %q [%s]", href, title, strings.Join(trail, " > "))
	if root {
		s += " root"
	}
	return s
}

var (
	mintlifyLabels   = []string{"product", "language", "version", "tab", "item", "dropdown", "anchor", "group"}
	mintlifyChildren = []string{"products", "languages", "versions", "tabs", "menu", "dropdowns", "anchors", "groups", "pages"}
)

// walkMintlify lists the pages of Mintlify's resolved navigation in
// reading order, a group's root before its pages.
func walkMintlify(node any, trail []string, out []string) []string {
	switch n := node.(type) {
	case []any:
		for _, x := range n {
			out = walkMintlify(x, trail, out)
		}
	case map[string]any:
		container := false
		for _, k := range mintlifyChildren {
			if _, ok := n[k]; ok {
				container = true
			}
		}
		if href, ok := n["href"].(string); ok && !container {
			title, _ := n["title"].(string)
			return append(out, pageLine(href, title, trail, false))
		}
		for _, k := range mintlifyLabels {
			if v, ok := n[k].(string); ok {
				trail = append(trail[:len(trail):len(trail)], k+":"+v)
				break
			}
		}
		if r, ok := n["root"].(map[string]any); ok {
			href, _ := r["href"].(string)
			title, _ := r["title"].(string)
			out = append(out, pageLine(href, title, trail, true))
		}
		for _, k := range mintlifyChildren {
			if v, ok := n[k]; ok {
				out = walkMintlify(v, trail, out)
			}
		}
	}
	return out
}
