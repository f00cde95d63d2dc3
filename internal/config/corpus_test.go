package config_test

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// missingPages reads the corpus MANIFEST's list of navigation references
// that are genuinely missing on disk, by site.
func missingPages(t *testing.T, dir string) map[string][]string {
	f, err := os.Open(filepath.Join(dir, "MANIFEST.md"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][]string{}
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "missing navigation references:") {
			in = true
			continue
		}
		if !in {
			continue
		}
		site, page, ok := strings.Cut(strings.TrimSpace(line), ": ")
		if !ok {
			break
		}
		out[site] = append(out[site], page)
	}
	return out
}

// TestCorpusValidates checks that every real site validates with no error,
// and that its genuinely missing pages are reported exactly (as warnings:
// Mintlify keeps their entries).
func TestCorpusValidates(t *testing.T) {
	dir := testcorpus.Dir(t)
	missing := missingPages(t, dir)
	for _, site := range testcorpus.Sites(t) {
		t.Run(site, func(t *testing.T) {
			t.Parallel()
			p, err := config.Load(filepath.Join(dir, site))
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			if p.Config == nil {
				t.Fatalf("no configuration: %v", p.Diagnostics.All())
			}
			p.CheckFiles()
			var notFound []string
			for _, d := range p.Diagnostics.All() {
				if d.Code == "page-not-found" {
					notFound = append(notFound, strings.Trim(strings.Fields(d.Message)[1], `"`))
				}
				if d.Severity == diag.Error {
					t.Errorf("unexpected error: %s", render(d))
				}
				if !diag.Allowed(d) {
					t.Errorf("not at the severity diag.Policy gives it: %s", render(d))
				}
			}
			// The MANIFEST lists the missing pages of the first sites;
			// every page reported missing must really have no file.
			for _, m := range missing[site] {
				if !slices.Contains(notFound, m) {
					t.Errorf("missing page %q is not reported", m)
				}
			}
			for _, m := range notFound {
				for _, ext := range []string{".mdx", ".md"} {
					if _, err := os.Stat(filepath.Join(dir, site, m+ext)); err == nil {
						t.Errorf("page %q is reported missing, but %s exists", m, m+ext)
					}
				}
			}
			for _, d := range p.Diagnostics.All() {
				if d.Pos.Src == nil {
					t.Errorf("diagnostic without a position: %s", render(d))
				}
			}
			t.Logf("%s: %d warnings", site, len(p.Diagnostics.Warnings()))
		})
	}
}

func render(d diag.Diagnostic) string {
	var b strings.Builder
	diag.Render(&b, d, diag.Style{})
	return b.String()
}
