package frontmatter

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// TestCorpus parses the frontmatter of every page of the real-site corpus.
// Mintlify builds these sites, so none may have a syntax error; warnings
// are counted so that changes show.
func TestCorpus(t *testing.T) {
	dir := testcorpus.Dir(t)
	for _, site := range testcorpus.Sites(t) {
		root := filepath.Join(dir, site)
		pages, warnings := 0, 0
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !(strings.HasSuffix(p, ".mdx") || strings.HasSuffix(p, ".md")) {
				return nil
			}
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			pages++
			rel, _ := filepath.Rel(root, p)
			_, diags := Parse(filepath.ToSlash(rel), data)
			for _, d := range diags.All() {
				if d.Severity == diag.Error {
					var b strings.Builder
					diag.Render(&b, d, diag.Style{})
					t.Errorf("%s: %s", site, b.String())
				} else {
					warnings++
				}
			}
			return nil
		})
		t.Logf("%s: %d pages, %d warnings", site, pages, warnings)
	}
}
