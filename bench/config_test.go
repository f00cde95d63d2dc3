package bench

import (
	"path/filepath"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// BenchmarkValidate measures what `folio validate` does on a real site:
// load docs.json with its $ref includes, decode and check it, then check
// every page, group root and OpenAPI file on disk.
// Target for mintlify__docs (1,116 pages, $ref includes): < 50 ms.
func BenchmarkValidate(b *testing.B) {
	for _, site := range []string{"mintlify__docs", "Comfy-Org__docs", "spree__spree"} {
		b.Run(site, func(b *testing.B) {
			dir := filepath.Join(testcorpus.Dir(b), site)
			b.ReportAllocs()
			for b.Loop() {
				p, err := config.Load(dir)
				if err != nil {
					b.Fatal(err)
				}
				p.CheckFiles()
				if p.Diagnostics.HasErrors() {
					b.Fatal(p.Diagnostics.Errors()[0].Message)
				}
				p.Close()
			}
		})
	}
}

// BenchmarkLoad measures loading and checking the configuration alone,
// without touching the pages.
func BenchmarkLoad(b *testing.B) {
	dir := filepath.Join(testcorpus.Dir(b), "mintlify__docs")
	b.ReportAllocs()
	for b.Loop() {
		p, err := config.Load(dir)
		if err != nil {
			b.Fatal(err)
		}
		p.Close()
	}
}
