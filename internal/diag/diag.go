// Package diag defines the diagnostics that every stage of Folio reports —
// configuration, navigation, content — and renders them for people (with the
// source line and a caret) and for machines (a stable JSON contract).
package diag

import (
	"cmp"
	"slices"

	"github.com/foliodocs/folio/internal/jsonpos"
)

// Severity says whether a diagnostic stops a build.
type Severity uint8

// The severities.
const (
	Error Severity = iota
	Warning
)

func (s Severity) String() string {
	if s == Warning {
		return "warning"
	}
	return "error"
}

// Diagnostic is one finding, tied to a place in a file.
type Diagnostic struct {
	Severity Severity
	// Code is stable and machine-readable, e.g. "unknown-theme".
	Code string
	// Message says what is wrong in words a person can act on.
	Message string
	// Hint suggests a fix ("did you mean ...?"); may be empty.
	Hint string
	// Pos is where in which file; the zero Pos means "no position".
	Pos jsonpos.Pos
	// Pointer is the RFC 6901 JSON pointer of the value in the resolved
	// configuration, e.g. /navigation/tabs/0/groups/1; may be empty.
	Pointer string
	// File names the file when there is no Pos (e.g. a missing file).
	File string
}

// FileName returns the file the diagnostic is about.
func (d Diagnostic) FileName() string {
	if d.Pos.Src != nil {
		return d.Pos.Src.Name
	}
	return d.File
}

// LineCol returns the 1-based line and column, or 0, 0 when unknown.
func (d Diagnostic) LineCol() (int, int) {
	if d.Pos.Src == nil {
		return 0, 0
	}
	return d.Pos.LineCol()
}

// List collects diagnostics.
type List struct {
	items []Diagnostic
}

// Add appends d.
func (l *List) Add(d Diagnostic) { l.items = append(l.items, d) }

// Append appends all of other.
func (l *List) Append(other List) { l.items = append(l.items, other.items...) }

// Each calls f with a pointer to every diagnostic, so it can amend it.
func (l *List) Each(f func(*Diagnostic)) {
	for i := range l.items {
		f(&l.items[i])
	}
}

// All returns the diagnostics in the order they were added.
func (l *List) All() []Diagnostic { return l.items }

// Len returns how many diagnostics there are.
func (l *List) Len() int { return len(l.items) }

// Errors returns only the errors.
func (l *List) Errors() []Diagnostic { return l.filter(Error) }

// Warnings returns only the warnings.
func (l *List) Warnings() []Diagnostic { return l.filter(Warning) }

// HasErrors reports whether any diagnostic is an error.
func (l *List) HasErrors() bool {
	for _, d := range l.items {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

func (l *List) filter(s Severity) []Diagnostic {
	var out []Diagnostic
	for _, d := range l.items {
		if d.Severity == s {
			out = append(out, d)
		}
	}
	return out
}

// Sort orders the diagnostics by file, line and column, keeping the order
// of findings at the same place.
func (l *List) Sort() {
	slices.SortStableFunc(l.items, func(a, b Diagnostic) int {
		if c := cmp.Compare(a.FileName(), b.FileName()); c != 0 {
			return c
		}
		return cmp.Compare(a.Pos.Off, b.Pos.Off)
	})
}

// Strict turns every warning into an error, for --strict.
func (l *List) Strict() {
	for i := range l.items {
		l.items[i].Severity = Error
	}
}
