package cli

import (
	"cmp"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"time"

	"github.com/foliodocs/folio/internal/devserver"
	"github.com/foliodocs/folio/internal/diag"
)

// devReport prints what folio dev's builds find so that a person can
// read it on a large site. The first build prints a line per diagnostic
// code with its count, then every error in full; each later build prints
// only what changed: the new diagnostics in full, a line per fixed one,
// and the pages it wrote. verbose prints every diagnostic of the first
// build in full instead of the counts.
type devReport struct {
	w       io.Writer
	color   bool
	verbose bool
	now     func() time.Time
	// seen counts the diagnostics of the last build by what they say;
	// nil before the first build.
	seen map[diagKey]int
}

// diagKey is what a diagnostic says, without its position: an edit above
// a warning moves it without making it new.
type diagKey struct {
	severity             diag.Severity
	file, code, msg, ptr string
}

func keyOf(d diag.Diagnostic) diagKey {
	return diagKey{d.Severity, d.FileName(), d.Code, d.Message, d.Pointer}
}

func (r *devReport) report(rep devserver.Report) {
	st := diag.Style{Color: r.color, Dir: displayDir(rep.Root)}
	all := rep.Diagnostics.All()
	counts := make(map[diagKey]int, len(all))
	for _, d := range all {
		counts[keyOf(d)]++
	}
	if r.seen == nil {
		r.first(all, st)
	} else {
		r.changes(all, counts, st)
	}
	r.seen = counts

	nerr, nwarn := len(rep.Diagnostics.Errors()), len(rep.Diagnostics.Warnings())
	verb := "built"
	if !rep.Full {
		verb = "updated"
	}
	served := ""
	if rep.Ready > 0 {
		served = fmt.Sprintf(" (served after %s)", rep.Ready.Round(time.Millisecond))
	}
	fmt.Fprintf(r.w, "%s %s %d %s in %s%s: %d %s, %d %s\n", r.now().Format("15:04:05"), verb,
		rep.Pages, plural(rep.Pages, "page", "pages"), rep.Took.Round(time.Millisecond), served,
		nerr, plural(nerr, "error", "errors"), nwarn, plural(nwarn, "warning", "warnings"))
}

// first prints the first build's findings: the counts per code (or every
// diagnostic with verbose), then the errors in full.
func (r *devReport) first(all []diag.Diagnostic, st diag.Style) {
	if r.verbose {
		for _, d := range all {
			diag.Render(r.w, d, st)
			fmt.Fprintln(r.w)
		}
		return
	}
	type row struct {
		code string
		sev  diag.Severity
		n    int
	}
	byCode := map[string]*row{}
	var rows []*row
	for _, d := range all {
		k := d.Severity.String() + " " + d.Code
		if byCode[k] == nil {
			byCode[k] = &row{code: d.Code, sev: d.Severity}
			rows = append(rows, byCode[k])
		}
		byCode[k].n++
	}
	slices.SortStableFunc(rows, func(a, b *row) int {
		return cmp.Or(cmp.Compare(a.sev, b.sev), cmp.Compare(b.n, a.n), cmp.Compare(a.code, b.code))
	})
	for _, x := range rows {
		fmt.Fprintf(r.w, "%6d %s[%s]\n", x.n, x.sev, x.code)
	}
	if len(rows) > 0 {
		fmt.Fprintln(r.w, "       (folio dev --verbose prints every warning; folio validate too)")
	}
	for _, d := range all {
		if d.Severity == diag.Error {
			fmt.Fprintln(r.w)
			diag.Render(r.w, d, st)
		}
	}
	if len(rows) > 0 {
		fmt.Fprintln(r.w)
	}
}

// changes prints the diagnostics that are new since the last build, in
// full, and a line for each that is gone.
func (r *devReport) changes(all []diag.Diagnostic, counts map[diagKey]int, st diag.Style) {
	left := make(map[diagKey]int, len(r.seen))
	for k, n := range r.seen {
		left[k] = n
	}
	for _, d := range all {
		k := keyOf(d)
		if left[k] > 0 {
			left[k]--
			continue
		}
		diag.Render(r.w, d, st)
		fmt.Fprintln(r.w)
	}
	var fixed []diagKey
	for k, n := range r.seen {
		for range max(0, n-counts[k]) {
			fixed = append(fixed, k)
		}
	}
	slices.SortFunc(fixed, func(a, b diagKey) int {
		return cmp.Or(cmp.Compare(a.file, b.file), cmp.Compare(a.code, b.code), cmp.Compare(a.msg, b.msg))
	})
	for _, k := range fixed {
		where := k.file
		if st.Dir != "" && where != "" {
			where = filepath.Join(st.Dir, where)
		}
		fmt.Fprintf(r.w, "fixed %s: %s[%s]: %s\n", where, k.severity, k.code, k.msg)
	}
}
