package site

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// knownMissing are pages the corpus sites' navigation names that their
// repositories lack (the corpus MANIFEST lists them): the only errors a
// corpus build may have.
var knownMissing = map[string]string{
	"AgentOps-AI__agentops": `page "v1/integrations/agents_sdk" has no file`,
}

// TestCorpusBuild builds every corpus site: no errors beyond the known
// missing pages, every navigation page written, and validating it reports
// the same. Warnings are counted so
// that regressions show in the log.
func TestCorpusBuild(t *testing.T) {
	for _, name := range testcorpus.Sites(t) {
		dir := filepath.Join(testcorpus.Dir(t), name)
		t.Run(name, func(t *testing.T) {
			p, err := config.Load(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			p.CheckFiles()
			if raceDetector && name == "Comfy-Org__docs" {
				t.Skip("3,400 pages: too slow under the race detector")
			}
			out, err := Build(context.Background(), p, Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer out.Close()
			for _, d := range out.Diagnostics.Errors() {
				if m := knownMissing[name]; m != "" && d.Code == "page-not-found" && strings.HasPrefix(d.Message, m) {
					continue
				}
				line, col := d.LineCol()
				t.Errorf("%s:%d:%d: %s: %s", d.FileName(), line, col, d.Code, d.Message)
			}
			if out.Pages == 0 {
				t.Error("no pages built")
			}
			checkAgrees(t, dir, out.Diagnostics.All())
			t.Logf("%d pages, %d warnings, %s", out.Pages, len(out.Diagnostics.Warnings()), out.Duration)
		})
	}
}
