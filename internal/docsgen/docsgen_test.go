package main

import (
	"bytes"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/content"
)

// root is the module root, from this package's folder.
const root = "../.."

// TestGeneratedFilesAreUpToDate regenerates every generated file of docs/
// in memory and fails when the committed file differs: the reference
// pages and the API's OpenAPI document must say what the code does.
func TestGeneratedFilesAreUpToDate(t *testing.T) {
	files, err := generate(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		got, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f.path)))
		if err != nil {
			t.Errorf("%s: %v (run go generate . at the module root)", f.path, err)
			continue
		}
		if !utf8.Valid(f.data) {
			t.Errorf("%s: the generated file is not valid UTF-8", f.path)
		}
		if !bytes.Equal(got, f.data) {
			t.Errorf("%s is out of date: the code changed and the page did not; run go generate . at the module root and review the diff\n%s",
				f.path, firstDifference(string(got), string(f.data)))
		}
	}
}

// firstDifference shows the first line where two texts differ.
func firstDifference(have, want string) string {
	h, w := strings.Split(have, "\n"), strings.Split(want, "\n")
	for i := range max(len(h), len(w)) {
		var a, b string
		if i < len(h) {
			a = h[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b {
			return "line " + strconv.Itoa(i+1) + ":\n  committed: " + a + "\n  generated: " + b
		}
	}
	return ""
}

// diagnosticPackages are the packages whose diagnostics folio validate,
// build and dev report.
var diagnosticPackages = []string{
	"internal/jsonpos", "internal/diag", "internal/config", "internal/frontmatter", "internal/mintignore",
	"internal/codeblock", "internal/icon", "internal/openapi", "internal/nav", "internal/content", "internal/site",
}

// TestEveryDiagnosticCodeIsDocumented finds every code the diagnostic
// packages can emit (scanCodes) and requires an entry in codes/ for each;
// the generator requires each entry's example to produce its code.
func TestEveryDiagnosticCodeIsDocumented(t *testing.T) {
	found, err := scanCodes(root, diagnosticPackages)
	if err != nil {
		t.Fatal(err)
	}
	if len(found) < 50 {
		t.Fatalf("found only %d codes; the scanner no longer sees how codes are emitted", len(found))
	}
	docs, err := loadCodeDocs()
	if err != nil {
		t.Fatal(err)
	}
	documented := map[string]bool{}
	for _, d := range docs {
		documented[d.code] = true
	}
	for _, code := range slices.Sorted(maps.Keys(found)) {
		if !documented[code] {
			t.Errorf("diagnostic code %q (%s) has no entry: add internal/docsgen/codes/%s.txtar with an example that produces it, then go generate .", code, found[code][0], code)
		}
	}
	for _, d := range docs {
		if _, ok := found[d.code]; !ok {
			t.Logf("codes/%s.txtar: the scanner does not see where %s is emitted (its example still produces it)", d.code, d.code)
		}
	}
}

// TestEveryComponentIsDocumented requires a section of the component
// reference for every built-in component name, aliases included.
func TestEveryComponentIsDocumented(t *testing.T) {
	sections, err := loadComponentDocs()
	if err != nil {
		t.Fatal(err)
	}
	covered := map[string]string{}
	for _, s := range sections {
		for _, n := range s.names {
			covered[n] = s.title
		}
	}
	known := map[string]bool{}
	for _, names := range content.ComponentNames() {
		for _, n := range names {
			known[n] = true
			if _, ok := covered[n]; !ok {
				t.Errorf("component <%s> is not documented: add it to a section's Names in internal/docsgen/components.mdx", n)
			}
		}
	}
	for n, title := range covered {
		if !known[n] {
			t.Errorf("components.mdx section %q documents <%s>, which is not a built-in component", title, n)
		}
	}
}
