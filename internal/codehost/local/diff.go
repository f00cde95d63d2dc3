package local

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// FileStatus says what a change did to a file.
type FileStatus string

const (
	FileAdded    FileStatus = "added"
	FileDeleted  FileStatus = "deleted"
	FileModified FileStatus = "modified"
	FileRenamed  FileStatus = "renamed"
	FileCopied   FileStatus = "copied"
)

// Diff is what a change does to the repository's files, as git diff
// reports it between two commits.
type Diff struct {
	Files []FileDiff
	// Added and Deleted count the lines of every file shown.
	Added, Deleted int
	// Truncated: the patch was longer than the limit; Files holds the
	// files before the cut.
	Truncated bool
}

// FileDiff is one file of a diff.
type FileDiff struct {
	// Path is the file's path after the change (before it, for a
	// deleted file).
	Path string
	// OldPath is the path before a rename or copy; "" otherwise.
	OldPath    string
	Status     FileStatus
	Similarity int // percent, for renames and copies
	// OldMode and NewMode are git's file modes ("100644", "100755",
	// "120000" for a symbolic link); "" where the file does not exist.
	OldMode, NewMode string
	// OldBlob and NewBlob are the contents' object ids; "" where the
	// file does not exist or git did not say (a rename without changes).
	OldBlob, NewBlob string
	// Binary: git found no text to compare; Hunks is empty.
	Binary bool
	// Added and Deleted count the file's added and removed lines.
	Added, Deleted int
	Hunks          []Hunk
	// TooLarge: the file's patch is longer than the limit; Hunks is
	// empty but the counts are complete.
	TooLarge bool
}

// Hunk is one run of changed lines with their context.
type Hunk struct {
	OldStart, OldLines int
	NewStart, NewLines int
	// Section is the heading git found above the hunk (a function, a
	// Markdown title), "" if none.
	Section string
	Lines   []Line
}

// LineKind marks a line of a hunk.
type LineKind byte

const (
	LineContext LineKind = ' '
	LineAdded   LineKind = '+'
	LineDeleted LineKind = '-'
)

// Line is one line of a hunk.
type Line struct {
	Kind LineKind
	Text string // without the line end
	// Old and New are the line's numbers in the old and the new file;
	// 0 where it is absent (an added line has no Old).
	Old, New int
	// NoNewline: the file ends with this line, without a line end.
	NoNewline bool
}

// DiffLimits bound what a diff holds.
type DiffLimits struct {
	// Bytes bounds the patch read (0 = 16 MiB).
	Bytes int64
	// FileLines bounds the lines kept of one file (0 = 20,000); a
	// longer file is TooLarge.
	FileLines int
}

func (l DiffLimits) withDefaults() DiffLimits {
	if l.Bytes <= 0 {
		l.Bytes = 16 << 20
	}
	if l.FileLines <= 0 {
		l.FileLines = 20000
	}
	return l
}

// ParseDiff reads the output of git diff (with --full-index, without
// colour, renames detected or not) into files. It reads at most
// limits.Bytes of r; what follows is left out and Truncated set. Input
// that is not a patch is an error that names its line.
func ParseDiff(r io.Reader, limits DiffLimits) (Diff, error) {
	limits = limits.withDefaults()
	lr := &io.LimitedReader{R: r, N: limits.Bytes}
	br := bufio.NewReaderSize(lr, 64<<10)
	p := diffParser{limits: limits}
	for {
		line, err := br.ReadBytes('\n')
		if len(line) > 0 {
			if err == io.EOF && lr.N <= 0 {
				// The limit cut this line: the file it belongs to is
				// incomplete.
				p.truncated = true
				break
			}
			p.n++
			if perr := p.line(strings.TrimSuffix(string(line), "\n")); perr != nil {
				return Diff{}, fmt.Errorf("diff line %d: %w", p.n, perr)
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return Diff{}, err
		}
	}
	if lr.N <= 0 {
		// Anything left unread means more patch than the limit allows.
		if _, err := r.Read(make([]byte, 1)); err != io.EOF {
			p.truncated = true
		}
	}
	if p.truncated && p.cur != nil {
		p.cur = nil // incomplete: left out
	}
	p.finish()
	d := Diff{Files: p.files, Truncated: p.truncated}
	for _, f := range d.Files {
		d.Added += f.Added
		d.Deleted += f.Deleted
	}
	return d, nil
}

type diffParser struct {
	limits    DiffLimits
	n         int // line number in the input
	files     []FileDiff
	cur       *FileDiff
	hunk      *Hunk
	old, new  int // next line numbers in the hunk
	oldLeft   int // lines of the hunk still to come on each side
	newLeft   int
	kept      int // lines kept of the current file
	truncated bool
	// headerA and headerB are the paths of the "diff --git" line, when
	// it could be split.
	headerA, headerB string
}

func (p *diffParser) finish() {
	if p.cur == nil {
		return
	}
	f := p.cur
	p.cur, p.hunk = nil, nil
	if f.Path == "" {
		f.Path = p.headerB
		if f.Status == FileDeleted || f.Path == "" {
			f.Path = p.headerA
		}
	}
	if f.Status == "" {
		f.Status = FileModified
	}
	if f.Status == FileRenamed || f.Status == FileCopied {
		if f.OldPath == "" {
			f.OldPath = p.headerA
		}
	} else {
		f.OldPath = ""
	}
	if f.TooLarge {
		f.Hunks = nil
	}
	p.files = append(p.files, *f)
}

func (p *diffParser) line(s string) error {
	if rest, ok := strings.CutPrefix(s, "diff --git "); ok && p.inHeader() {
		p.finish()
		p.cur = &FileDiff{}
		p.kept = 0
		p.headerA, p.headerB = splitGitHeader(rest)
		return nil
	}
	if p.cur == nil {
		if strings.TrimSpace(s) == "" {
			return nil
		}
		return fmt.Errorf("want \"diff --git\", got %q", clip(s))
	}
	if p.hunk != nil && (p.oldLeft > 0 || p.newLeft > 0) {
		return p.hunkLine(s)
	}
	if p.hunk != nil && strings.HasPrefix(s, `\`) {
		p.noNewline()
		return nil
	}
	f := p.cur
	switch {
	case strings.HasPrefix(s, "@@ "):
		return p.startHunk(s)
	case strings.HasPrefix(s, "new file mode "):
		f.Status, f.NewMode = FileAdded, strings.TrimPrefix(s, "new file mode ")
	case strings.HasPrefix(s, "deleted file mode "):
		f.Status, f.OldMode = FileDeleted, strings.TrimPrefix(s, "deleted file mode ")
	case strings.HasPrefix(s, "old mode "):
		f.OldMode = strings.TrimPrefix(s, "old mode ")
	case strings.HasPrefix(s, "new mode "):
		f.NewMode = strings.TrimPrefix(s, "new mode ")
	case strings.HasPrefix(s, "rename from "):
		f.Status, f.OldPath = FileRenamed, unquote(strings.TrimPrefix(s, "rename from "))
	case strings.HasPrefix(s, "rename to "):
		f.Status, f.Path = FileRenamed, unquote(strings.TrimPrefix(s, "rename to "))
	case strings.HasPrefix(s, "copy from "):
		f.Status, f.OldPath = FileCopied, unquote(strings.TrimPrefix(s, "copy from "))
	case strings.HasPrefix(s, "copy to "):
		f.Status, f.Path = FileCopied, unquote(strings.TrimPrefix(s, "copy to "))
	case strings.HasPrefix(s, "similarity index "), strings.HasPrefix(s, "dissimilarity index "):
		_, pct, _ := strings.Cut(s, "index ")
		f.Similarity, _ = strconv.Atoi(strings.TrimSuffix(pct, "%"))
	case strings.HasPrefix(s, "index "):
		ids, mode, _ := strings.Cut(strings.TrimPrefix(s, "index "), " ")
		a, b, ok := strings.Cut(ids, "..")
		if !ok {
			return fmt.Errorf("index line %q: want old..new", clip(s))
		}
		f.OldBlob, f.NewBlob = zeroToEmpty(a), zeroToEmpty(b)
		if mode != "" {
			f.OldMode, f.NewMode = mode, mode
		}
	case strings.HasPrefix(s, "--- "):
		if name := patchPath(strings.TrimPrefix(s, "--- ")); name != "" && f.Status != FileRenamed && f.Status != FileCopied {
			f.Path = name
		}
	case strings.HasPrefix(s, "+++ "):
		if name := patchPath(strings.TrimPrefix(s, "+++ ")); name != "" && f.Status != FileRenamed && f.Status != FileCopied {
			f.Path = name
		}
	case strings.HasPrefix(s, "Binary files ") || s == "GIT binary patch":
		f.Binary = true
	default:
		return fmt.Errorf("unexpected %q in the header of %s", clip(s), p.headerB)
	}
	return nil
}

// inHeader reports whether a "diff --git" line starts a file here: not
// inside a hunk, where it would be a line of content.
func (p *diffParser) inHeader() bool {
	return p.hunk == nil || (p.oldLeft <= 0 && p.newLeft <= 0)
}

func (p *diffParser) startHunk(s string) error {
	// @@ -a,b +c,d @@ section
	rest := strings.TrimPrefix(s, "@@ ")
	ranges, section, ok := strings.Cut(rest, " @@")
	if !ok {
		return fmt.Errorf("hunk header %q: no closing @@", clip(s))
	}
	oldR, newR, ok := strings.Cut(ranges, " ")
	if !ok || !strings.HasPrefix(oldR, "-") || !strings.HasPrefix(newR, "+") {
		return fmt.Errorf("hunk header %q: want -a,b +c,d", clip(s))
	}
	h := Hunk{Section: validText(strings.TrimPrefix(section, " "))}
	var err1, err2 error
	h.OldStart, h.OldLines, err1 = hunkRange(oldR[1:])
	h.NewStart, h.NewLines, err2 = hunkRange(newR[1:])
	if err := errors.Join(err1, err2); err != nil {
		return fmt.Errorf("hunk header %q: %w", clip(s), err)
	}
	f := p.cur
	if !f.TooLarge {
		f.Hunks = append(f.Hunks, h)
		p.hunk = &f.Hunks[len(f.Hunks)-1]
	} else {
		p.hunk = &Hunk{}
	}
	p.old, p.new = h.OldStart, h.NewStart
	p.oldLeft, p.newLeft = h.OldLines, h.NewLines
	return nil
}

func hunkRange(s string) (start, n int, err error) {
	a, b, hasCount := strings.Cut(s, ",")
	start, err = strconv.Atoi(a)
	if err != nil || start < 0 {
		return 0, 0, fmt.Errorf("bad line number %q", a)
	}
	n = 1
	if hasCount {
		n, err = strconv.Atoi(b)
		if err != nil || n < 0 {
			return 0, 0, fmt.Errorf("bad line count %q", b)
		}
	}
	return start, n, nil
}

func (p *diffParser) hunkLine(s string) error {
	if s == "" {
		// An empty context line whose space an editor took away.
		s = " "
	}
	l := Line{Kind: LineKind(s[0]), Text: validText(s[1:])}
	f := p.cur
	switch l.Kind {
	case LineContext:
		if p.oldLeft <= 0 || p.newLeft <= 0 {
			return fmt.Errorf("context line beyond the hunk's counts")
		}
		l.Old, l.New = p.old, p.new
		p.old++
		p.new++
		p.oldLeft--
		p.newLeft--
	case LineAdded:
		if p.newLeft <= 0 {
			return fmt.Errorf("added line beyond the hunk's count")
		}
		l.New = p.new
		p.new++
		p.newLeft--
		f.Added++
	case LineDeleted:
		if p.oldLeft <= 0 {
			return fmt.Errorf("removed line beyond the hunk's count")
		}
		l.Old = p.old
		p.old++
		p.oldLeft--
		f.Deleted++
	case '\\':
		p.noNewline()
		return nil
	default:
		return fmt.Errorf("hunk line %q: want ' ', '+' or '-' first", clip(s))
	}
	if f.TooLarge {
		return nil
	}
	p.kept++
	if p.kept > p.limits.FileLines {
		f.TooLarge = true
		return nil
	}
	p.hunk.Lines = append(p.hunk.Lines, l)
	return nil
}

// noNewline marks the line before "\ No newline at end of file".
func (p *diffParser) noNewline() {
	if p.hunk != nil && len(p.hunk.Lines) > 0 {
		p.hunk.Lines[len(p.hunk.Lines)-1].NoNewline = true
	}
}

// splitGitHeader splits the "a/X b/Y" of a "diff --git" line into X and
// Y. Quoted names are unquoted; unquoted names with spaces are only
// certain when X and Y are the same (for renames the header lines say).
func splitGitHeader(rest string) (a, b string) {
	if strings.HasPrefix(rest, `"`) {
		q, tail, ok := cutQuoted(rest)
		if !ok {
			return "", ""
		}
		a = strings.TrimPrefix(q, "a/")
		tail = strings.TrimPrefix(tail, " ")
		if strings.HasPrefix(tail, `"`) {
			q, _, _ = cutQuoted(tail)
			return a, strings.TrimPrefix(q, "b/")
		}
		return a, strings.TrimPrefix(tail, "b/")
	}
	if i := strings.Index(rest, ` "b/`); i >= 0 {
		q, _, _ := cutQuoted(rest[i+1:])
		return strings.TrimPrefix(rest[:i], "a/"), strings.TrimPrefix(q, "b/")
	}
	// "a/X b/X": the same name twice.
	if n := len(rest); n >= 5 && (n-1)%2 == 0 {
		half := (n - 1) / 2
		x, y := rest[:half], rest[half+1:]
		if strings.HasPrefix(x, "a/") && strings.HasPrefix(y, "b/") && x[2:] == y[2:] {
			return x[2:], y[2:]
		}
	}
	a, b, _ = strings.Cut(rest, " b/")
	return strings.TrimPrefix(a, "a/"), b
}

// patchPath reads the name of a ---/+++ line: "" for /dev/null, else the
// name without its a/ or b/ and without the tab git adds after names
// with spaces.
func patchPath(s string) string {
	if strings.HasPrefix(s, `"`) {
		q, _, ok := cutQuoted(s)
		if !ok {
			return ""
		}
		s = q
	} else {
		s = strings.TrimSuffix(s, "\t")
	}
	if s == "/dev/null" {
		return ""
	}
	if len(s) > 2 && (s[:2] == "a/" || s[:2] == "b/") {
		return s[2:]
	}
	return s
}

// unquote reads a name git may have C-quoted.
func unquote(s string) string {
	if strings.HasPrefix(s, `"`) {
		if q, _, ok := cutQuoted(s); ok {
			return q
		}
	}
	return validText(s)
}

// cutQuoted reads the C-quoted string at the start of s (git's quoting:
// \", \\, \a \b \f \n \r \t \v and octal bytes) and returns it and the
// rest of s.
func cutQuoted(s string) (q, rest string, ok bool) {
	if !strings.HasPrefix(s, `"`) {
		return "", s, false
	}
	var b bytes.Buffer
	for i := 1; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"':
			return validText(b.String()), s[i+1:], true
		case c != '\\':
			b.WriteByte(c)
		case i+1 >= len(s):
			return "", s, false
		default:
			i++
			switch e := s[i]; e {
			case 'a':
				b.WriteByte('\a')
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'v':
				b.WriteByte('\v')
			case '0', '1', '2', '3':
				if i+2 >= len(s) {
					return "", s, false
				}
				n, err := strconv.ParseUint(s[i:i+3], 8, 8)
				if err != nil {
					return "", s, false
				}
				b.WriteByte(byte(n))
				i += 2
			default:
				b.WriteByte(e)
			}
		}
	}
	return "", s, false
}

// zeroToEmpty maps git's all-zero object id (no file) to "".
func zeroToEmpty(id string) string {
	if strings.Trim(id, "0") == "" {
		return ""
	}
	return id
}

func validText(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return strings.ToValidUTF8(s, "\uFFFD")
}

func clip(s string) string {
	if len(s) > 60 {
		s = s[:60] + "…"
	}
	return validText(s)
}
