package dashboard

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"html/template"
	"net/url"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/styles"

	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/codehost/local"
)

// This file turns a parsed diff into what the change page draws: rows of
// a unified or a split table, each line's code highlighted in the
// context of its whole file when the file is small enough to read.

// Diff rendering limits.
const (
	// collapseLines: a file with more changed lines is shown folded.
	collapseLines = 400
	// renderBudget is the lines drawn on one page; files past it (and
	// files larger than fileBudget) get a link that draws them alone.
	renderBudget = 20000
	fileBudget   = 5000
	// filesPerPage is the files of one page of the files tab: a change of
	// thousands of files is a list in pages, never one page of them all.
	filesPerPage = 100
	// pageDiffBytes bounds the diff HTML drawn on one page of the files
	// tab; the files past it are loaded on demand, so that no page of a
	// large change outgrows a megabyte.
	pageDiffBytes = 256 << 10
	// fileDiffBytes bounds the HTML of one file drawn alone (its page or
	// its fragment): a larger diff is left to git.
	fileDiffBytes = 768 << 10
	// highlightBytes bounds the size of a file highlighted whole, and
	// highlightBudget the total per page; larger files are drawn plain.
	highlightBytes  = 256 << 10
	highlightBudget = 2 << 20
	// imageBytes bounds the images shown before and after (inlined as
	// data: URLs, a third larger).
	imageBytes = 512 << 10
)

// diffView is a change's diff as the page draws it.
type diffView struct {
	Files          []fileView
	Added, Deleted int
	Truncated      bool
	Split          bool
}

// fileView is one file of the diff.
type fileView struct {
	Anchor     string // the file's id on the page
	Path       string
	OldPath    string // set for renames and copies
	Status     string // added, modified, deleted, renamed, copied
	Similarity int
	Added      int
	Deleted    int
	Changed    int      // Added + Deleted
	Bar        []string // five blocks: "add", "del" or ""
	ModeNote   string
	Binary     bool
	TooLarge   bool // more than the parser keeps
	Deferred   bool // not drawn on this page: a link draws it
	Collapsed  bool // drawn folded
	Empty      string
	Rows       []diffRow
	SplitRows  []splitRow
	Images     *imagePair
	Link       string // the page drawing this file alone
	Fragment   string // the file's body alone, which the script loads
	Split      bool
	// Body is the file's drawn body (drawFiles fills it).
	Body template.HTML
}

// diffRow is one row of the unified table.
type diffRow struct {
	Kind      string // hunk, ctx, add, del
	Old, New  int
	Code      template.HTML
	NoNewline bool
}

// splitRow is one row of the split table: the old side and the new.
type splitRow struct {
	Hunk        bool
	Code        template.HTML // the hunk header
	Left, Right splitCell
}

type splitCell struct {
	Kind      string // ctx, add, del, or "" for an empty side
	Num       int
	Code      template.HTML
	NoNewline bool
}

// imagePair is an image before and after, as data: URLs.
type imagePair struct {
	Old, New template.URL
}

// lineSource gives a file's lines highlighted, by line number.
type lineSource struct {
	lines []string // HTML of each line; nil when the file is not read
	plain []string // the text of each line, to check against the diff
}

func (s lineSource) line(n int, text string) (template.HTML, bool) {
	if n < 1 || n > len(s.lines) || s.plain[n-1] != strings.TrimSuffix(text, "\r") {
		return "", false
	}
	return template.HTML(s.lines[n-1]), true
}

// fileAnchor is the page id of a file: stable across views, safe in a
// URL fragment and an id attribute.
func urlQueryEscape(s string) string { return url.QueryEscape(s) }

func fileAnchor(p string) string {
	sum := sha256.Sum256([]byte(p))
	return "diff-" + hex.EncodeToString(sum[:6])
}

// buildDiffView draws d. blobs holds the files' contents by object id
// (those read); only, when set, names the one file to draw; self is the
// page's files URL for the links that draw a file alone.
func buildDiffView(d local.Diff, blobs map[string][]byte, split bool, only, self string, hl *codeblock.Highlighter) *diffView {
	v := &diffView{Added: d.Added, Deleted: d.Deleted, Truncated: d.Truncated, Split: split}
	budget := renderBudget
	hlBudget := highlightBudget
	for _, f := range d.Files {
		fv := fileView{
			Anchor: fileAnchor(f.Path), Path: f.Path, OldPath: f.OldPath, Status: string(f.Status),
			Similarity: f.Similarity, Added: f.Added, Deleted: f.Deleted, Changed: f.Added + f.Deleted,
			Bar:    statBar(f.Added, f.Deleted),
			Binary: f.Binary, TooLarge: f.TooLarge, Split: split,
			Link: self + "&file=" + urlQueryEscape(f.Path) + "#" + fileAnchor(f.Path),
		}
		if only != "" && f.Path != only {
			continue
		}
		if f.OldMode != "" && f.NewMode != "" && f.OldMode != f.NewMode {
			fv.ModeNote = "File mode changed from " + f.OldMode + " to " + f.NewMode
		}
		lines := 0
		for _, h := range f.Hunks {
			lines += len(h.Lines)
		}
		switch {
		case f.Binary:
			fv.Images = imagesOf(f, blobs)
			if fv.Images == nil {
				fv.Empty = "Binary file not shown."
			}
		case f.TooLarge:
			fv.Empty = fmt.Sprintf("This diff is too large to show here: %s changed.", plural(int64(f.Added+f.Deleted), "line", "lines"))
		case len(f.Hunks) == 0:
			switch f.Status {
			case local.FileRenamed:
				fv.Empty = "File renamed without changes."
			case local.FileCopied:
				fv.Empty = "File copied without changes."
			case local.FileAdded:
				fv.Empty = "Empty file added."
			case local.FileDeleted:
				fv.Empty = "Empty file deleted."
			default:
				if fv.ModeNote == "" {
					fv.Empty = "No changes to show."
				}
			}
		case only == "" && (lines > fileBudget || lines > budget):
			fv.Deferred = true
		default:
			budget -= lines
			fv.Collapsed = only == "" && f.Added+f.Deleted > collapseLines
			lang := langOf(f.Path)
			old, new := lineSource{}, lineSource{}
			if lang != "" && hl != nil && hlBudget > 0 {
				if b, ok := blobs[f.OldBlob]; ok && f.OldBlob != "" && len(b) <= highlightBytes {
					old = highlightLines(hl, lang, b)
					hlBudget -= len(b)
				}
				if b, ok := blobs[f.NewBlob]; ok && f.NewBlob != "" && len(b) <= highlightBytes {
					new = highlightLines(hl, lang, b)
					hlBudget -= len(b)
				}
			}
			if split {
				fv.SplitRows = splitRows(f.Hunks, old, new)
			} else {
				fv.Rows = unifiedRows(f.Hunks, old, new)
			}
		}
		v.Files = append(v.Files, fv)
	}
	return v
}

// drawFiles renders the body of every file of v with t's "diff-body"
// into Body. On a page of many files the budget is pageDiffBytes: a file
// past it is deferred, to be loaded when the reader opens it. A file
// drawn alone (its page, its fragment) whose text diff is larger than
// fileDiffBytes is not drawn: a browser would choke on it, and git shows
// it better.
func drawFiles(t *template.Template, v *diffView, alone bool) error {
	spent := 0
	var buf bytes.Buffer
	draw := func(f *fileView) error {
		buf.Reset()
		if err := t.ExecuteTemplate(&buf, "diff-body", f); err != nil {
			return fmt.Errorf("draw the diff of %s: %w", f.Path, err)
		}
		return nil
	}
	for i := range v.Files {
		f := &v.Files[i]
		if err := draw(f); err != nil {
			return err
		}
		drawn := f.Rows != nil || f.SplitRows != nil || f.Images != nil
		redraw := false
		switch {
		case alone && f.Images == nil && buf.Len() > fileDiffBytes:
			f.Empty = fmt.Sprintf("This diff is too large to show in the browser: %s changed. Compare the branches with git to read it.",
				plural(int64(f.Changed), "line", "lines"))
			redraw = true
		case !alone && drawn && spent+buf.Len() > pageDiffBytes:
			f.Deferred = true
			redraw = true
		}
		if redraw {
			f.Rows, f.SplitRows, f.Images, f.Collapsed = nil, nil, nil, false
			if err := draw(f); err != nil {
				return err
			}
		}
		spent += buf.Len()
		f.Body = template.HTML(buf.String())
		// The rows are in Body now; the page does not need them twice.
		f.Rows, f.SplitRows = nil, nil
	}
	return nil
}

// statBar is GitHub's five blocks: the share of added and removed lines.
func statBar(added, deleted int) []string {
	bar := make([]string, 5)
	total := added + deleted
	if total == 0 {
		return bar
	}
	adds := (added*5 + total/2) / total
	if added > 0 && adds == 0 {
		adds = 1
	}
	dels := 5 - adds
	if deleted == 0 {
		dels = 0
	} else if dels == 0 {
		adds, dels = 4, 1
	}
	for i := range bar {
		switch {
		case i < adds:
			bar[i] = "add"
		case i < adds+dels:
			bar[i] = "del"
		}
	}
	return bar
}

func hunkHeader(h local.Hunk) template.HTML {
	s := fmt.Sprintf("@@ -%d,%d +%d,%d @@", h.OldStart, h.OldLines, h.NewStart, h.NewLines)
	if h.Section != "" {
		s += " " + h.Section
	}
	return template.HTML(template.HTMLEscapeString(s))
}

func codeOf(src lineSource, n int, text string) template.HTML {
	if html, ok := src.line(n, text); ok {
		return html
	}
	return template.HTML(template.HTMLEscapeString(strings.TrimSuffix(text, "\r")))
}

func unifiedRows(hunks []local.Hunk, old, new lineSource) []diffRow {
	var rows []diffRow
	for _, h := range hunks {
		rows = append(rows, diffRow{Kind: "hunk", Code: hunkHeader(h)})
		for _, l := range h.Lines {
			r := diffRow{Old: l.Old, New: l.New, NoNewline: l.NoNewline}
			switch l.Kind {
			case local.LineAdded:
				r.Kind, r.Code = "add", codeOf(new, l.New, l.Text)
			case local.LineDeleted:
				r.Kind, r.Code = "del", codeOf(old, l.Old, l.Text)
			default:
				r.Kind, r.Code = "ctx", codeOf(new, l.New, l.Text)
			}
			rows = append(rows, r)
		}
	}
	return rows
}

// splitRows pairs each run of removed lines with the run of added lines
// after it, side by side.
func splitRows(hunks []local.Hunk, old, new lineSource) []splitRow {
	var rows []splitRow
	for _, h := range hunks {
		rows = append(rows, splitRow{Hunk: true, Code: hunkHeader(h)})
		ls := h.Lines
		for i := 0; i < len(ls); {
			if ls[i].Kind == local.LineContext {
				l := ls[i]
				code := codeOf(new, l.New, l.Text)
				rows = append(rows, splitRow{
					Left:  splitCell{Kind: "ctx", Num: l.Old, Code: codeOf(old, l.Old, l.Text), NoNewline: l.NoNewline},
					Right: splitCell{Kind: "ctx", Num: l.New, Code: code, NoNewline: l.NoNewline},
				})
				i++
				continue
			}
			var dels, adds []local.Line
			for i < len(ls) && ls[i].Kind == local.LineDeleted {
				dels = append(dels, ls[i])
				i++
			}
			for i < len(ls) && ls[i].Kind == local.LineAdded {
				adds = append(adds, ls[i])
				i++
			}
			for k := range max(len(dels), len(adds)) {
				var row splitRow
				if k < len(dels) {
					l := dels[k]
					row.Left = splitCell{Kind: "del", Num: l.Old, Code: codeOf(old, l.Old, l.Text), NoNewline: l.NoNewline}
				}
				if k < len(adds) {
					l := adds[k]
					row.Right = splitCell{Kind: "add", Num: l.New, Code: codeOf(new, l.New, l.Text), NoNewline: l.NoNewline}
				}
				rows = append(rows, row)
			}
		}
	}
	return rows
}

// imagesOf shows a changed image before and after, when it is one the
// browser can draw and small enough to inline.
func imagesOf(f local.FileDiff, blobs map[string][]byte) *imagePair {
	mime := imageType(f.Path)
	if mime == "" {
		return nil
	}
	url := func(id string) template.URL {
		b, ok := blobs[id]
		if !ok || id == "" || len(b) > imageBytes {
			return ""
		}
		return template.URL("data:" + mime + ";base64," + base64.StdEncoding.EncodeToString(b))
	}
	p := &imagePair{Old: url(f.OldBlob), New: url(f.NewBlob)}
	if p.Old == "" && p.New == "" {
		return nil
	}
	return p
}

// imageType is the media type of an image file the page can show
// (never SVG: it is shown as text), "" for other files.
func imageType(p string) string {
	return map[string]string{
		".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif",
		".webp": "image/webp", ".avif": "image/avif", ".ico": "image/x-icon",
	}[strings.ToLower(path.Ext(p))]
}

// blobsWanted lists the objects buildDiffView would read.
func blobsWanted(d local.Diff, only string) []string {
	var ids []string
	for _, f := range d.Files {
		if only != "" && f.Path != only {
			continue
		}
		if f.Binary && imageType(f.Path) == "" {
			continue
		}
		if !f.Binary && (f.TooLarge || langOf(f.Path) == "" || len(f.Hunks) == 0) {
			continue
		}
		ids = append(ids, f.OldBlob, f.NewBlob)
	}
	return slices.DeleteFunc(ids, func(s string) bool { return s == "" })
}

// langOf is the language of a file as internal/codeblock names it: its
// extension, or its name for the few files known by name ("" = none).
func langOf(p string) string {
	base := path.Base(p)
	switch strings.ToLower(base) {
	case "dockerfile", "containerfile":
		return "docker"
	case "makefile", "gnumakefile":
		return "makefile"
	}
	ext := strings.TrimPrefix(path.Ext(base), ".")
	if ext == "" || "."+ext == base {
		return "" // no extension, or a dot file
	}
	return strings.ToLower(ext)
}

// highlightLines highlights a whole file with internal/codeblock's
// lexers (fast ones of its own for the languages of docs, chroma's for
// the rest) and keeps the text of each line to check the diff's against.
func highlightLines(hl *codeblock.Highlighter, lang string, src []byte) lineSource {
	lines := hl.Lines(lang, src)
	if lines == nil {
		return lineSource{}
	}
	// The text as codeblock reads it: valid UTF-8, \n line ends, no NUL.
	text := strings.ToValidUTF8(string(src), "\uFFFD")
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	text = strings.ReplaceAll(text, "\x00", "\uFFFD")
	plain := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if len(plain) != len(lines) {
		return lineSource{}
	}
	return lineSource{lines: lines, plain: plain}
}

// highlightTypes are the token types drawn in a colour of their own in
// the light or the dark style.
var highlightTypes = sync.OnceValue(func() map[chroma.TokenType]bool {
	light, dark := styles.Get("github"), styles.Get("github-dark")
	out := map[chroma.TokenType]bool{}
	for tt, name := range chroma.StandardTypes {
		if name == "" || tt <= 0 || tt == chroma.Text || tt == chroma.Error || tt.Category() == chroma.Text && tt != chroma.Text {
			continue
		}
		for _, s := range []*chroma.Style{light, dark} {
			e, text := s.Get(tt), s.Get(chroma.Text)
			if e.Colour.IsSet() && e.Colour != text.Colour || e.Italic == chroma.Yes || e.Bold == chroma.Yes && tt.Category() == chroma.Generic {
				out[tt] = true
			}
		}
	}
	return out
})

// highlightCSS is the colours of the classes codeblock writes (chroma's
// short names of token types): github's in light mode, github-dark's in
// dark mode, as on the docs sites.
var highlightCSS = sync.OnceValue(func() []byte {
	var b bytes.Buffer
	b.WriteString("\n/* Diff highlighting (chroma's github and github-dark styles). */\n")
	types := make([]chroma.TokenType, 0, len(highlightTypes()))
	for tt := range highlightTypes() {
		types = append(types, tt)
	}
	slices.Sort(types)
	light, dark := styles.Get("github"), styles.Get("github-dark")
	// write writes the rules of style s; what other sets and s does not
	// is reset, so dark mode does not keep a light colour.
	write := func(s, other *chroma.Style, indent string) {
		for _, tt := range types {
			e, o := s.Get(tt), other.Get(tt)
			var decl []string
			switch {
			case e.Colour.IsSet():
				decl = append(decl, "color:"+e.Colour.String())
			case o.Colour.IsSet():
				decl = append(decl, "color:inherit")
			}
			switch {
			case e.Italic == chroma.Yes:
				decl = append(decl, "font-style:italic")
			case o.Italic == chroma.Yes:
				decl = append(decl, "font-style:normal")
			}
			// Bold only where it carries meaning: Markdown's headings
			// and strong text.
			if tt.Category() == chroma.Generic {
				switch {
				case e.Bold == chroma.Yes:
					decl = append(decl, "font-weight:600")
				case o.Bold == chroma.Yes:
					decl = append(decl, "font-weight:inherit")
				}
			}
			if len(decl) > 0 {
				fmt.Fprintf(&b, "%s.diff-code .%s{%s}\n", indent, chroma.StandardTypes[tt], strings.Join(decl, ";"))
			}
		}
	}
	write(light, dark, "")
	b.WriteString("@media (prefers-color-scheme: dark) {\n")
	write(dark, light, "  ")
	b.WriteString("}\n")
	return b.Bytes()
})

// appendReviewCSS adds the review's stylesheet and the diff's colours to
// the dashboard's.
func appendReviewCSS(css []byte) ([]byte, error) {
	review, err := staticFS.ReadFile("static/review.css")
	if err != nil {
		return nil, fmt.Errorf("dashboard: read review.css: %w", err)
	}
	out := append(slices.Clip(css), review...)
	return append(out, highlightCSS()...), nil
}
