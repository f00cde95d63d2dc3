package site

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/nav"
)

// validateDiagnostics runs on dir the checks `folio validate` runs (and
// the agent's validate tool): the configuration, the navigation, then
// CheckPages.
func validateDiagnostics(t *testing.T, dir string) []diag.Diagnostic {
	t.Helper()
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	p.CheckFiles()
	if p.Config == nil {
		return p.Diagnostics.All()
	}
	icons, err := icon.Load()
	if err != nil {
		t.Fatal(err)
	}
	site := nav.Build(context.Background(), p, nil)
	AddNavDiagnostics(&p.Diagnostics, p, site)
	if err := CheckPages(context.Background(), p, site, icons); err != nil {
		t.Fatal(err)
	}
	return p.Diagnostics.All()
}

// diagKeys names each diagnostic by where it is and what it says.
func diagKeys(ds []diag.Diagnostic) []string {
	var keys []string
	for _, d := range ds {
		line, col := d.LineCol()
		keys = append(keys, fmt.Sprintf("%s:%d:%d: %s[%s]: %s", d.FileName(), line, col, d.Severity, d.Code, d.Message))
	}
	slices.Sort(keys)
	return slices.Compact(keys)
}

// checkAgrees fails t unless validating dir reports exactly what building
// it reported: an author who ran `folio validate` meets nothing new in
// `folio build`.
func checkAgrees(t *testing.T, dir string, built []diag.Diagnostic) {
	t.Helper()
	got, want := diagKeys(validateDiagnostics(t, dir)), diagKeys(built)
	for _, k := range want {
		if _, found := slices.BinarySearch(got, k); !found {
			t.Errorf("build reports, validate does not: %s", k)
		}
	}
	for _, k := range got {
		if _, found := slices.BinarySearch(want, k); !found {
			t.Errorf("validate reports, build does not: %s", k)
		}
	}
}

// TestCheckAgreesWithBuildOnExamples validates and builds the example of
// every diagnostic code of the reference (internal/docsgen/codes).
func TestCheckAgreesWithBuildOnExamples(t *testing.T) {
	names, err := filepath.Glob("../docsgen/codes/*.txtar")
	if err != nil || len(names) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	for _, name := range names {
		ar, err := txtar.ParseFile(name)
		if err != nil {
			t.Fatal(err)
		}
		code := filepath.Base(name[:len(name)-len(".txtar")])
		if c := string(ar.Comment); strings.Contains(c, "\nTemplate:") || strings.Contains(c, "\nRun: none") {
			continue // written at run time, or not a folder at all
		}
		t.Run(code, func(t *testing.T) {
			dir := t.TempDir()
			writeFiles(t, dir, ar.Files)
			p, err := config.Load(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			p.CheckFiles()
			if p.Config == nil {
				return // nothing to build
			}
			out, err := Build(context.Background(), p, Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer out.Close()
			checkAgrees(t, dir, out.Diagnostics.All())
		})
	}
}

// TestNavSpecErrorBesideAPIWarning holds that a warning for a stale local
// name in api.openapi does not hide the navigation's error for a missing
// specification that the configuration checks do not see.
func TestNavSpecErrorBesideAPIWarning(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, []txtar.File{
		{Name: "docs.json", Data: []byte(`{"theme": "mint", "name": "A", "colors": {"primary": "#000000"},
 "api": {"openapi": "stale.yaml"},
 "navigation": {"groups": [{"group": "G", "pages": ["index", "/specs/a.yaml GET /a"]}]}}`)},
		{Name: "index.mdx", Data: []byte("# Home\n")},
	})
	var got []string
	for _, d := range validateDiagnostics(t, dir) {
		if d.Code == "openapi-not-found" {
			got = append(got, d.Severity.String()+" "+d.Pointer)
		}
	}
	want := []string{"warning /api/openapi", "error /navigation/groups/0/pages/1"}
	if !slices.Equal(got, want) {
		t.Errorf("openapi-not-found reported as %q, want %q", got, want)
	}
}
