package cli

import (
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/devserver"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// TestDevReport runs folio dev's terminal report over three builds: the
// first prints counts and the errors in full, the next ones only what
// changed, and a warning moved by an edit above it is not new.
func TestDevReport(t *testing.T) {
	page := jsonpos.NewSource("guide.mdx", []byte("# Guide\n\n<Card>\n![a](/a.png)\n![b](/b.png)\n"))
	moved := jsonpos.NewSource("guide.mdx", []byte("# Guide\nNew line.\n\n<Card>\n![a](/a.png)\n![b](/b.png)\n"))
	missing := func(src *jsonpos.Source, line int, name string) diag.Diagnostic {
		return diag.Diagnostic{Severity: diag.Warning, Code: "missing-file", Message: name + " is not in the docs folder", Pos: jsonpos.Pos{Src: src, Off: offsetOfLine(src, line)}}
	}
	unclosed := diag.Diagnostic{Severity: diag.Error, Code: "mdx-syntax", Message: "<Card> is never closed", Pos: jsonpos.Pos{Src: page, Off: offsetOfLine(page, 3)}}
	list := func(ds ...diag.Diagnostic) *diag.List {
		var l diag.List
		for _, d := range ds {
			l.Add(d)
		}
		return &l
	}
	clock := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	var b strings.Builder
	r := &devReport{w: &b, now: func() time.Time { return clock }}

	r.report(devserver.Report{Diagnostics: list(unclosed, missing(page, 4, "/a.png"), missing(page, 5, "/b.png")), Took: 1500 * time.Millisecond, Pages: 40, Full: true})
	want := `     1 error[mdx-syntax]
     2 warning[missing-file]
       (folio dev --verbose prints every warning; folio validate too)

guide.mdx:3:1: error[mdx-syntax]: <Card> is never closed
   3 | <Card>
     | ^

10:00:00 built 40 pages in 1.5s: 1 error, 2 warnings
`
	if got := b.String(); got != want {
		t.Errorf("first build:\n%s\nwant:\n%s", got, want)
	}

	// An edit adds a line above the warnings, fixes the error and removes
	// an image: only the fix and the removal are news.
	b.Reset()
	r.report(devserver.Report{Diagnostics: list(missing(moved, 5, "/a.png")), Took: 4 * time.Millisecond, Pages: 1})
	want = `fixed guide.mdx: error[mdx-syntax]: <Card> is never closed
fixed guide.mdx: warning[missing-file]: /b.png is not in the docs folder
10:00:00 updated 1 page in 4ms: 0 errors, 1 warning
`
	if got := b.String(); got != want {
		t.Errorf("second build:\n%s\nwant:\n%s", got, want)
	}

	// A new warning is printed in full.
	b.Reset()
	r.report(devserver.Report{Diagnostics: list(missing(moved, 5, "/a.png"), missing(moved, 6, "/b.png")), Took: 3 * time.Millisecond, Pages: 1})
	want = `guide.mdx:6:1: warning[missing-file]: /b.png is not in the docs folder
   6 | ![b](/b.png)
     | ^

10:00:00 updated 1 page in 3ms: 0 errors, 2 warnings
`
	if got := b.String(); got != want {
		t.Errorf("third build:\n%s\nwant:\n%s", got, want)
	}

	// --verbose prints every diagnostic of the first build.
	b.Reset()
	v := &devReport{w: &b, verbose: true, now: func() time.Time { return clock }}
	v.report(devserver.Report{Diagnostics: list(missing(page, 4, "/a.png")), Took: time.Second, Pages: 2, Full: true})
	if got := b.String(); !strings.HasPrefix(got, "guide.mdx:4:1: warning[missing-file]") {
		t.Errorf("verbose first build:\n%s", got)
	}
}

func offsetOfLine(src *jsonpos.Source, line int) int {
	off := 0
	for i := 1; i < line; i++ {
		off += strings.IndexByte(string(src.Data[off:]), '\n') + 1
	}
	return off
}
