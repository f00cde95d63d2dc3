package diag

// JSON is one diagnostic in the machine-readable contract of
// `folio validate --format json` (and of every command that reports
// diagnostics as JSON). The field set is stable.
type JSON struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Pointer string `json:"pointer"`
	Code    string `json:"code"`
	Message string `json:"message"`
	Hint    string `json:"hint"`
}

// Report is the JSON document: {"errors": [...], "warnings": [...]}.
type Report struct {
	Errors   []JSON `json:"errors"`
	Warnings []JSON `json:"warnings"`
}

// ToJSON converts d to its JSON form.
func ToJSON(d Diagnostic) JSON {
	line, col := d.LineCol()
	return JSON{File: d.FileName(), Line: line, Column: col, Pointer: d.Pointer, Code: d.Code, Message: d.Message, Hint: d.Hint}
}

// NewReport splits l into errors and warnings; both are non-nil so they
// encode as [] rather than null.
func NewReport(l *List) Report {
	r := Report{Errors: []JSON{}, Warnings: []JSON{}}
	for _, d := range l.All() {
		if d.Severity == Error {
			r.Errors = append(r.Errors, ToJSON(d))
		} else {
			r.Warnings = append(r.Warnings, ToJSON(d))
		}
	}
	return r
}
