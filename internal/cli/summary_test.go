package cli

import (
	"testing"

	"github.com/foliodocs/folio/internal/diag"
)

func TestProblemSummary(t *testing.T) {
	in := func(files ...string) []diag.Diagnostic {
		var ds []diag.Diagnostic
		for _, f := range files {
			ds = append(ds, diag.Diagnostic{File: f})
		}
		return ds
	}
	for _, tt := range []struct {
		name        string
		errs, warns []diag.Diagnostic
		dir         string
		want        string
	}{
		{"none", nil, nil, "site", ""},
		{"one error", in("broken.mdx"), nil, "site", "1 error in site/broken.mdx"},
		{"a file once", in("a.mdx", "a.mdx"), nil, "", "2 errors in a.mdx"},
		{"two files", in("a.mdx", "b.mdx"), nil, "", "2 errors in a.mdx and b.mdx"},
		{"both", in("docs.json"), in("a.mdx", "b.mdx", "c.mdx"), "", "1 error in docs.json and 3 warnings in a.mdx, b.mdx and c.mdx"},
		{"many files", in("a.mdx", "b.mdx", "c.mdx", "d.mdx", "e.mdx"), nil, "", "5 errors in a.mdx, b.mdx, c.mdx and 2 more files"},
		{"one more", nil, in("a.mdx", "b.mdx", "c.mdx", "d.mdx"), "", "4 warnings in a.mdx, b.mdx, c.mdx and 1 more file"},
		{"no file", in(""), nil, "", "1 error"},
	} {
		if got := problemSummary(tt.errs, tt.warns, tt.dir); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}
