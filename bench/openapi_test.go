package bench

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/openapi"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// BenchmarkExpand measures the OpenAPI expansion of spree__spree's
// navigation (4 specifications, 3 MB of YAML, 706 operations listed twice,
// once per version): "cold" parses the specifications, as a build does;
// "warm" reuses them, as the dev server does after a change to docs.json.
func BenchmarkExpand(b *testing.B) {
	dir := filepath.Join(testcorpus.Dir(b), "spree__spree")
	p, err := config.Load(dir)
	if err != nil {
		b.Fatal(err)
	}
	defer p.Close()
	nav := &p.Config.Navigation
	fsys := os.DirFS(dir)
	run := func(b *testing.B, specs func() *openapi.Specs) {
		b.ReportAllocs()
		for b.Loop() {
			_, pages, l := openapi.Expand(nav, specs())
			if l.HasErrors() || len(pages) != 706 {
				b.Fatalf("%d pages, %v", len(pages), l.Errors())
			}
		}
	}
	b.Run("cold", func(b *testing.B) {
		run(b, func() *openapi.Specs { return openapi.NewSpecs(fsys) })
	})
	b.Run("warm", func(b *testing.B) {
		specs := openapi.NewSpecs(fsys)
		run(b, func() *openapi.Specs { return specs })
	})
}

// BenchmarkParse measures parsing spree__spree's largest specification
// (1.1 MB of YAML, 318 operations).
func BenchmarkParse(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(testcorpus.Dir(b), "spree__spree", "api-reference", "admin.yaml"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := openapi.Parse("admin.yaml", data); err != nil {
			b.Fatal(err)
		}
	}
}
