package mdx

import (
	"fmt"

	"github.com/yuin/goldmark/parser"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// reporter collects the diagnostics of one page; parsers reach it through
// goldmark's parser context.
type reporter struct {
	src  *jsonpos.Source
	list *diag.List
	// seen avoids reporting the same problem twice when a block parser
	// declines a line and the paragraph meets it again.
	seen map[int]bool
}

var reporterKey = parser.NewContextKey()

func (r *reporter) add(sev diag.Severity, off int, code, hint, format string, args ...any) {
	if r == nil {
		return
	}
	key := off*2 + int(sev)
	if r.seen[key] {
		return
	}
	r.seen[key] = true
	r.list.Add(diag.Diagnostic{Severity: sev, Code: code, Hint: hint, Pos: jsonpos.Pos{Src: r.src, Off: off}, Message: fmt.Sprintf(format, args...)})
}

func reporterOf(pc parser.Context) *reporter {
	r, _ := pc.Get(reporterKey).(*reporter)
	return r
}

// errorf reports an MDX syntax error at offset off.
func errorf(pc parser.Context, off int, hint, format string, args ...any) {
	reporterOf(pc).add(diag.Error, off, "mdx-syntax", hint, format, args...)
}

func reportScan(pc parser.Context, err *scanError) {
	reporterOf(pc).add(diag.Error, err.Off, "mdx-syntax", err.Hint, "%s", err.Msg)
}
