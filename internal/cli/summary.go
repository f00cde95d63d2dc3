package cli

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/foliodocs/folio/internal/diag"
)

// summaryFiles is how many files a summary line names before "and N
// more": enough to find a handful, short enough for one line.
const summaryFiles = 3

// problemSummary says how many errors and warnings ds hold and in which
// files, named as the findings above it name them (dir is the docs
// folder as the reader reaches it): "1 error in site/broken.mdx and 2
// warnings in site/index.mdx, site/setup.mdx". A person who reads only
// the last line learns where to look; "" when there are none.
func problemSummary(errs, warns []diag.Diagnostic, dir string) string {
	var parts []string
	for _, g := range []struct {
		ds        []diag.Diagnostic
		one, many string
	}{{errs, "error", "errors"}, {warns, "warning", "warnings"}} {
		if len(g.ds) == 0 {
			continue
		}
		s := fmt.Sprintf("%d %s", len(g.ds), plural(len(g.ds), g.one, g.many))
		if files := filesOf(g.ds, dir); files != "" {
			s += " in " + files
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " and ")
}

// filesOf lists the files of ds in the order they first appear.
func filesOf(ds []diag.Diagnostic, dir string) string {
	var names []string
	seen := map[string]bool{}
	for _, d := range ds {
		name := d.FileName()
		if name == "" || seen[name] {
			continue
		}
		seen[name] = true
		if dir != "" {
			name = filepath.Join(dir, name)
		}
		names = append(names, name)
	}
	switch n := len(names); {
	case n == 0:
		return ""
	case n > summaryFiles:
		more := n - summaryFiles
		return strings.Join(names[:summaryFiles], ", ") + fmt.Sprintf(" and %d more %s", more, plural(more, "file", "files"))
	case n == 1:
		return names[0]
	default:
		return strings.Join(names[:n-1], ", ") + " and " + names[n-1]
	}
}
