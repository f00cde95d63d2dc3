package diag

import (
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/jsonpos"
)

// Style selects how Render decorates its output.
type Style struct {
	// Color enables ANSI colours; only for a terminal.
	Color bool
	// Dir is prefixed to file names, so that locations are relative to the
	// reader's working directory and open in an editor.
	Dir string
}

func (s Style) file(name string) string {
	if s.Dir == "" || name == "" {
		return name
	}
	return filepath.Join(s.Dir, name)
}

const (
	ansiReset  = "\x1b[0m"
	ansiBold   = "\x1b[1m"
	ansiRed    = "\x1b[1;31m"
	ansiYellow = "\x1b[1;33m"
	ansiBlue   = "\x1b[1;34m"
	ansiCyan   = "\x1b[36m"
)

func (s Style) paint(code, text string) string {
	if !s.Color || text == "" {
		return text
	}
	return code + text + ansiReset
}

// Render writes d for a person:
//
//	docs.json:12:9: error[unknown-theme]: unknown theme "venu"
//	   12 |   "theme": "venu",
//	      |            ^
//	      = hint: did you mean "luma"?
func Render(w io.Writer, d Diagnostic, st Style) error {
	var b strings.Builder
	line, col := d.LineCol()
	loc := st.file(d.FileName())
	if line > 0 {
		loc += ":" + strconv.Itoa(line) + ":" + strconv.Itoa(col)
	}
	sevColor := ansiRed
	if d.Severity == Warning {
		sevColor = ansiYellow
	}
	if loc != "" {
		b.WriteString(st.paint(ansiBold, loc+":") + " ")
	}
	b.WriteString(st.paint(sevColor, d.Severity.String()+"["+d.Code+"]"))
	b.WriteString(st.paint(ansiBold, ": "+d.Message))
	b.WriteByte('\n')

	gutter := 4
	if line > 0 && len(d.Pos.Src.Data) > 0 {
		num := strconv.Itoa(line)
		gutter = max(gutter, len(num)+1)
		// Very long lines (minified JSON) are cut around the column so the
		// caret stays on screen.
		text, col := excerpt(d.Pos, line, col, 120)
		pad := strings.Repeat(" ", gutter)
		fmt.Fprintf(&b, "%s%s %s %s\n", strings.Repeat(" ", gutter-len(num)), st.paint(ansiBlue, num), st.paint(ansiBlue, "|"), text)
		fmt.Fprintf(&b, "%s %s %s%s\n", pad, st.paint(ansiBlue, "|"), caretIndent(text, col), st.paint(sevColor, "^"))
	}
	pad := strings.Repeat(" ", gutter)
	if d.Hint != "" {
		fmt.Fprintf(&b, "%s %s\n", pad, st.paint(ansiCyan, "= hint: "+d.Hint))
	}
	if d.Pointer != "" {
		fmt.Fprintf(&b, "%s = at %s\n", pad, d.Pointer)
	}
	for _, inc := range d.Pos.Src.IncludeChain() {
		l, c := inc.At.LineCol()
		fmt.Fprintf(&b, "%s = note: %s is included from %s:%d:%d\n", pad, st.file(inc.File), st.file(inc.At.Src.Name), l, c)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// caretIndent returns the whitespace that puts a caret under column col of
// text, keeping tabs so terminals align it.
func caretIndent(text string, col int) string {
	var b strings.Builder
	i := 1
	for _, r := range text {
		if i >= col {
			break
		}
		if r == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
		i++
	}
	for ; i < col; i++ {
		b.WriteByte(' ')
	}
	return b.String()
}

// excerpt returns line, which holds p at column col, cut to about width
// characters around p, and p's column in what it returns. It reads no
// more than about width characters of the line, however long it is: a
// minified file is one line, and a build may report thousands of places
// on it.
func excerpt(p jsonpos.Pos, line, col, width int) (string, int) {
	data := p.Src.Data
	start, end := p.Src.LineSpan(line)
	if end-start <= width || utf8.RuneCount(data[start:min(end, start+4*(width+1))]) <= width {
		return string(data[start:end]), col // no more than width characters
	}
	off := min(max(p.Off, start), end)
	from, back := off, 0
	for from > start && back < width/2 {
		_, size := utf8.DecodeLastRune(data[start:from])
		from -= size
		back++
	}
	to := off
	for n := back; to < end && n < width; n++ {
		_, size := utf8.DecodeRune(data[to:end])
		to += size
	}
	out, newCol := string(data[from:to]), back+1
	if from > start {
		out = "…" + out
		newCol++
	}
	if to < end {
		out += "…"
	}
	return out, newCol
}
