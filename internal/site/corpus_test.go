package site

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// TestCorpusBuild builds every corpus site: Mintlify deploys them all, so
// none may have an error, and every diagnostic is at the severity the
// policy gives its code (diag.Policy); every navigation page is written,
// and validating the site reports the same. Warnings are counted so that
// regressions show in the log.
func TestCorpusBuild(t *testing.T) {
	testcorpus.Whole(t)
	for _, name := range testcorpus.Sites(t) {
		dir := filepath.Join(testcorpus.Dir(t), name)
		t.Run(name, func(t *testing.T) {
			p, err := config.Load(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			p.CheckFiles()
			out, err := Build(context.Background(), p, Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer out.Close()
			for _, d := range out.Diagnostics.All() {
				line, col := d.LineCol()
				if d.Severity == diag.Error {
					t.Errorf("%s:%d:%d: %s: %s", d.FileName(), line, col, d.Code, d.Message)
				}
				if !diag.Allowed(d) {
					t.Errorf("%s:%d:%d: %s is a %s, which diag.Policy does not give it", d.FileName(), line, col, d.Code, d.Severity)
				}
			}
			if out.Pages == 0 {
				t.Error("no pages built")
			}
			checkAgrees(t, dir, out.Diagnostics.All())
			t.Logf("%d pages, %d warnings, %s", out.Pages, len(out.Diagnostics.Warnings()), out.Duration)
		})
	}
}
