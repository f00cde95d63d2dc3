package nav_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// TestGolden holds `folio nav --format json` of every corpus site against
// testdata/golden/SITE.json.gz (gzipped: together they are 9 MB of JSON),
// so that any change in the resolved navigation shows. -update rewrites
// them; TestOracle checks them against Mintlify's own resolution.
func TestGolden(t *testing.T) {
	dir := testcorpus.Dir(t)
	for _, site := range testcorpus.Sites(t) {
		t.Run(site, func(t *testing.T) {
			p, err := config.Load(filepath.Join(dir, site))
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			var got bytes.Buffer
			enc := json.NewEncoder(&got)
			enc.SetIndent("", "  ")
			enc.SetEscapeHTML(false)
			if err := enc.Encode(nav.Build(t.Context(), p, nil).ToJSON()); err != nil {
				t.Fatal(err)
			}
			file := filepath.Join("testdata", "golden", site+".json.gz")
			if *update {
				var z bytes.Buffer
				w := gzip.NewWriter(&z)
				w.Write(got.Bytes())
				w.Close()
				os.MkdirAll(filepath.Dir(file), 0o755)
				if err := os.WriteFile(file, z.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			f, err := os.Open(file)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			defer f.Close()
			zr, err := gzip.NewReader(f)
			if err != nil {
				t.Fatal(err)
			}
			want, err := io.ReadAll(zr)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				g, w := strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")
				for i := 0; i < len(g) && i < len(w); i++ {
					if g[i] != w[i] {
						t.Fatalf("differs from %s at line %d:\n got: %s\nwant: %s", file, i+1, g[i], w[i])
					}
				}
				t.Fatalf("differs from %s: %d lines, want %d", file, len(g), len(w))
			}
		})
	}
}
