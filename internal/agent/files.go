package agent

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// Limits of what one tool result carries, so that a big folder or file does
// not flood the model's context.
const (
	maxListEntries = 1000
	defaultLines   = 2000
	maxLineLength  = 2000
)

// fileTools are the tools over the docs folder's files: list_files,
// read_file, search, write_file, edit_file, delete_file and move_file.
type fileTools struct {
	d                *docsFolder
	maxSearchResults int
}

// skipDir reports whether list_files and search leave out what is in a
// folder called name (list_files still shows the folder).
func skipDir(name string) bool { return name == "node_modules" }

func (ft *fileTools) listFiles(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		Path      string `json:"path"`
		Recursive bool   `json:"recursive"`
	}
	if err := decodeArgs(ToolListFiles, raw, &args); err != nil {
		return "", err
	}
	rel, err := cleanPath(args.Path, "path", true)
	if err != nil {
		return "", err
	}
	if err := ft.d.resolve(rel, "path"); err != nil {
		return "", err
	}
	fi, err := ft.d.fsys.Stat(filepath.FromSlash(rel))
	if err != nil {
		return "", fsError("path", rel, err)
	}
	if !fi.IsDir() {
		return "", fmt.Errorf("%s is a file, not a folder; read it with read_file", rel)
	}
	var lines []string
	more := 0
	emit := func(p string, d fs.DirEntry) {
		if len(lines) >= maxListEntries {
			more++
			return
		}
		switch {
		case d.IsDir():
			p += "/"
		case d.Type()&fs.ModeSymlink != 0:
			p += " (symbolic link)"
		}
		lines = append(lines, p)
	}
	fsys := ft.d.fsys.FS()
	if !args.Recursive {
		entries, err := fs.ReadDir(fsys, rel)
		if err != nil {
			return "", fsError("path", rel, err)
		}
		for _, d := range entries {
			if strings.EqualFold(d.Name(), ".git") {
				continue
			}
			emit(path.Join(rel, d.Name()), d)
		}
	} else {
		err := fs.WalkDir(fsys, rel, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil // an unreadable folder: skip it
			}
			if err := ctx.Err(); err != nil {
				return err
			}
			if p == rel {
				return nil
			}
			if strings.EqualFold(d.Name(), ".git") {
				if d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			emit(p, d)
			if d.IsDir() && skipDir(d.Name()) {
				return fs.SkipDir
			}
			return nil
		})
		if err != nil {
			return "", err
		}
	}
	if len(lines) == 0 {
		return fmt.Sprintf("%s is empty", displayDir(rel)), nil
	}
	out := strings.Join(lines, "\n")
	if more > 0 {
		out += fmt.Sprintf("\n… and %d more entries; list a folder below this one to see them", more)
	}
	return out, nil
}

func displayDir(rel string) string {
	if rel == "." {
		return "the docs folder"
	}
	return rel + "/"
}

// readText reads a text file of the docs folder, refusing folders, files
// over the size limit and binary files.
func (d *docsFolder) readText(rel, name string) ([]byte, error) {
	if err := d.resolve(rel, name); err != nil {
		return nil, err
	}
	data, err := config.ReadFile(d.fsys.FS(), rel, d.maxFileSize)
	switch {
	case errors.Is(err, config.ErrTooLarge):
		return nil, fmt.Errorf("%s is larger than the limit of %s; search finds what you need in it", rel, size(d.maxFileSize))
	case err != nil && strings.Contains(err.Error(), "is a directory"):
		return nil, fmt.Errorf("%s is a folder; list it with list_files", rel)
	case err != nil:
		return nil, fsError(name, rel, err)
	}
	if isBinary(data) {
		return nil, fmt.Errorf("%s is a binary file (%s); only text files can be read and edited", rel, size(int64(len(data))))
	}
	return data, nil
}

// isBinary reports whether data looks like something other than UTF-8
// text: a NUL byte or invalid UTF-8 near the start.
func isBinary(data []byte) bool {
	head := data
	if len(head) > 8000 {
		head = head[:8000]
		// Drop the last character, which may be cut in two.
		for len(head) > 0 && !utf8.RuneStart(head[len(head)-1]) {
			head = head[:len(head)-1]
		}
		head = head[:max(len(head)-1, 0)]
	}
	return bytes.IndexByte(head, 0) >= 0 || !utf8.Valid(head)
}

func (ft *fileTools) readFile(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		Path   string `json:"path"`
		Offset int    `json:"offset"`
		Limit  int    `json:"limit"`
	}
	if err := decodeArgs(ToolReadFile, raw, &args); err != nil {
		return "", err
	}
	rel, err := cleanPath(args.Path, "path", false)
	if err != nil {
		return "", err
	}
	data, err := ft.d.readText(rel, "path")
	if err != nil {
		return "", err
	}
	if len(data) == 0 {
		return fmt.Sprintf("%s is empty", rel), nil
	}
	lines := splitLines(string(data))
	first := max(args.Offset, 1)
	if first > len(lines) {
		return "", fmt.Errorf("%s has %d lines; offset %d is past its end", rel, len(lines), args.Offset)
	}
	limit := args.Limit
	if limit <= 0 {
		limit = defaultLines
	}
	last := min(first-1+limit, len(lines))
	return numbered(lines, first, last) + continuation(rel, last, len(lines)), nil
}

// continuation tells the model that a file goes on after the part shown.
func continuation(rel string, last, total int) string {
	if last >= total {
		return ""
	}
	return fmt.Sprintf("\n… %s has %d lines; read on with offset %d", rel, total, last+1)
}

// splitLines splits text into lines without their line breaks; a final
// line break does not start another line.
func splitLines(s string) []string {
	s = strings.TrimSuffix(s, "\n")
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	return lines
}

// numbered formats lines first to last (1-based, inclusive) with their
// numbers, right-aligned, and a tab.
func numbered(lines []string, first, last int) string {
	var b strings.Builder
	width := len(strconv.Itoa(last))
	for i := first; i <= last; i++ {
		l := lines[i-1]
		if len(l) > maxLineLength {
			cut := maxLineLength
			for cut > 0 && !utf8.RuneStart(l[cut]) {
				cut--
			}
			l = l[:cut] + fmt.Sprintf("… [%d more characters]", utf8.RuneCountInString(l[cut:]))
		}
		fmt.Fprintf(&b, "%*d\t%s", width, i, l)
		if i < last {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// isConfigFile reports whether rel is the site's configuration file.
func isConfigFile(rel string) bool { return rel == config.DocsJSON || rel == config.MintJSON }

func (ft *fileTools) writeFile(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		Path    *string `json:"path"`
		Content *string `json:"content"`
	}
	if err := decodeArgs(ToolWriteFile, raw, &args); err != nil {
		return "", err
	}
	if args.Path == nil || args.Content == nil {
		return "", fmt.Errorf("%s: path and content are both required", ToolWriteFile)
	}
	rel, err := cleanPath(*args.Path, "path", false)
	if err != nil {
		return "", err
	}
	content := *args.Content
	if int64(len(content)) > ft.d.maxFileSize {
		return "", fmt.Errorf("content is %s, more than the limit of %s per file; split it into several pages", size(int64(len(content))), size(ft.d.maxFileSize))
	}
	if err := checkJSON(rel, content); err != nil {
		return "", err
	}
	// Through a link inside the docs folder, the file linked to changes.
	real, err := ft.d.realPath(rel, "path")
	if err != nil {
		return "", err
	}
	name := filepath.FromSlash(real)
	existed := false
	if fi, err := ft.d.fsys.Stat(name); err == nil {
		if fi.IsDir() {
			return "", fmt.Errorf("%s is a folder; write to a file in it", rel)
		}
		existed = true
	}
	if dir := path.Dir(real); dir != "." {
		if err := ft.d.fsys.MkdirAll(filepath.FromSlash(dir), 0o755); err != nil {
			return "", fsError("path", dir, err)
		}
	}
	ft.d.touch(real)
	if err := ft.d.fsys.WriteFile(name, []byte(content), 0o644); err != nil {
		return "", fsError("path", rel, err)
	}
	verb := "Created"
	if existed {
		verb = "Replaced"
	}
	msg := fmt.Sprintf("%s %s (%d lines, %s).", verb, rel, len(splitLines(content)), size(int64(len(content))))
	if !existed && isPageFile(rel) {
		if note := ft.d.navigationNote(rel); note != "" {
			msg += " " + note
		}
	}
	return msg, nil
}

// checkJSON refuses to write a .json file that is not JSON: a broken
// docs.json breaks the whole site.
func checkJSON(rel, content string) error {
	if !strings.EqualFold(path.Ext(rel), ".json") {
		return nil
	}
	if _, err := jsonpos.Parse(jsonpos.NewSource(rel, []byte(content))); err != nil {
		return fmt.Errorf("%s would not be valid JSON, so it was not written: %v", rel, err)
	}
	return nil
}

// isPageFile reports whether rel is an MDX or Markdown file that can be a
// page (snippets cannot).
func isPageFile(rel string) bool {
	ext := strings.ToLower(path.Ext(rel))
	return (ext == ".mdx" || ext == ".md") && !strings.HasPrefix(rel, "snippets/") && !strings.Contains(rel, "/snippets/")
}

func (ft *fileTools) editFile(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		Path *string `json:"path"`
		Old  *string `json:"old"`
		New  *string `json:"new"`
	}
	if err := decodeArgs(ToolEditFile, raw, &args); err != nil {
		return "", err
	}
	if args.Path == nil || args.Old == nil || args.New == nil {
		return "", fmt.Errorf("%s: path, old and new are all required", ToolEditFile)
	}
	rel, err := cleanPath(*args.Path, "path", false)
	if err != nil {
		return "", err
	}
	old, repl := *args.Old, *args.New
	if old == "" {
		return "", fmt.Errorf("old is empty: give the exact text to replace (to create or replace a whole file, use write_file)")
	}
	if old == repl {
		return "", fmt.Errorf("old and new are the same text; nothing to change")
	}
	data, err := ft.d.readText(rel, "path")
	if err != nil {
		return "", err
	}
	text := string(data)
	// A file with Windows line breaks: match the model's \n against \r\n.
	if strings.Contains(text, "\r\n") && !strings.Contains(old, "\r\n") && strings.Count(text, old) == 0 {
		old = strings.ReplaceAll(old, "\n", "\r\n")
		repl = strings.ReplaceAll(repl, "\n", "\r\n")
	}
	switch n := strings.Count(text, old); {
	case n == 0:
		return "", fmt.Errorf("old was not found in %s. %s", rel, closest(text, old))
	case n > 1:
		return "", fmt.Errorf("old occurs %d times in %s (%s); include more of the neighbouring lines so that it occurs exactly once", n, rel, occurrences(text, old))
	}
	at := strings.Index(text, old)
	updated := text[:at] + repl + text[at+len(old):]
	if int64(len(updated)) > ft.d.maxFileSize {
		return "", fmt.Errorf("the edit would make %s %s, more than the limit of %s", rel, size(int64(len(updated))), size(ft.d.maxFileSize))
	}
	if err := checkJSON(rel, updated); err != nil {
		return "", err
	}
	real, err := ft.d.realPath(rel, "path")
	if err != nil {
		return "", err
	}
	ft.d.touch(real)
	if err := ft.d.fsys.WriteFile(filepath.FromSlash(real), []byte(updated), 0o644); err != nil {
		return "", fsError("path", rel, err)
	}
	// Show the changed lines with a little context, so the model sees the
	// result without reading the file again.
	lines := splitLines(updated)
	startLine := strings.Count(updated[:at], "\n") + 1
	endLine := startLine + strings.Count(repl, "\n")
	if repl == "" {
		endLine = startLine
	}
	from, to := max(startLine-2, 1), min(endLine+2, len(lines))
	oldLines := strings.Count(old, "\n") + 1
	newLines := strings.Count(repl, "\n") + 1
	if repl == "" {
		newLines = 0
	}
	return fmt.Sprintf("Edited %s: %d %s replaced by %d at line %d. Now:\n%s", rel, oldLines, plural(oldLines, "line", "lines"), newLines, startLine, numbered(lines, from, to)), nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// occurrences lists the lines where old starts in text, at most ten.
func occurrences(text, old string) string {
	var at []string
	off := 0
	for {
		i := strings.Index(text[off:], old)
		if i < 0 {
			break
		}
		if len(at) == 10 {
			at = append(at, "…")
			break
		}
		at = append(at, strconv.Itoa(strings.Count(text[:off+i], "\n")+1))
		off += i + max(len(old), 1)
	}
	return "at lines " + strings.Join(at, ", ")
}

func (ft *fileTools) deleteFile(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		Path string `json:"path"`
	}
	if err := decodeArgs(ToolDeleteFile, raw, &args); err != nil {
		return "", err
	}
	if err := required(ToolDeleteFile, "path", args.Path); err != nil {
		return "", err
	}
	rel, err := cleanPath(args.Path, "path", false)
	if err != nil {
		return "", err
	}
	if isConfigFile(rel) {
		return "", fmt.Errorf("%s is the site's configuration; it cannot be deleted", rel)
	}
	if err := ft.d.resolve(path.Dir(rel), "path"); err != nil {
		return "", err
	}
	fi, err := ft.d.fsys.Lstat(filepath.FromSlash(rel))
	if err != nil {
		return "", fsError("path", rel, err)
	}
	if fi.IsDir() {
		return "", fmt.Errorf("%s is a folder; delete the files in it one by one", rel)
	}
	ft.d.touch(rel)
	if err := ft.d.fsys.Remove(filepath.FromSlash(rel)); err != nil {
		return "", fsError("path", rel, err)
	}
	msg := fmt.Sprintf("Deleted %s.", rel)
	if isPageFile(rel) {
		if refs := ft.d.navigationRefs(pagePath(rel)); len(refs) > 0 {
			msg += fmt.Sprintf(" The navigation still lists %q (%s): remove it there too.", pagePath(rel), strings.Join(refs, "; "))
		}
	}
	return msg, nil
}

func (ft *fileTools) moveFile(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		From string `json:"from"`
		To   string `json:"to"`
	}
	if err := decodeArgs(ToolMoveFile, raw, &args); err != nil {
		return "", err
	}
	if err := required(ToolMoveFile, "from", args.From, "to", args.To); err != nil {
		return "", err
	}
	from, err := cleanPath(args.From, "from", false)
	if err != nil {
		return "", err
	}
	to, err := cleanPath(args.To, "to", false)
	if err != nil {
		return "", err
	}
	if from == to {
		return "", fmt.Errorf("from and to are the same path")
	}
	if isConfigFile(from) {
		return "", fmt.Errorf("%s is the site's configuration; it cannot be moved", from)
	}
	if strings.HasPrefix(to, from+"/") {
		return "", fmt.Errorf("%s cannot be moved into itself", from)
	}
	if err := ft.d.resolve(path.Dir(from), "from"); err != nil {
		return "", err
	}
	if err := ft.d.resolve(to, "to"); err != nil {
		return "", err
	}
	fi, err := ft.d.fsys.Lstat(filepath.FromSlash(from))
	if err != nil {
		return "", fsError("from", from, err)
	}
	if _, err := ft.d.fsys.Lstat(filepath.FromSlash(to)); err == nil {
		return "", fmt.Errorf("%s already exists; delete it first or choose another name", to)
	}
	if err := ft.d.linksStayInside(from, to, fi); err != nil {
		return "", err
	}
	if dir := path.Dir(to); dir != "." {
		if err := ft.d.fsys.MkdirAll(filepath.FromSlash(dir), 0o755); err != nil {
			return "", fsError("to", dir, err)
		}
	}
	// Record both sides: every file under from, and where each goes.
	ft.d.touchTree(from)
	if fi.IsDir() {
		fs.WalkDir(ft.d.fsys.FS(), from, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				ft.d.touch(to + strings.TrimPrefix(p, from))
			}
			return nil
		})
	} else {
		ft.d.touch(to)
	}
	if err := ft.d.fsys.Rename(filepath.FromSlash(from), filepath.FromSlash(to)); err != nil {
		return "", fsError("to", to, err)
	}
	msg := fmt.Sprintf("Moved %s to %s.", from, to)
	if !fi.IsDir() && isPageFile(from) {
		if refs := ft.d.navigationRefs(pagePath(from)); len(refs) > 0 {
			msg += fmt.Sprintf(" The navigation still lists the old page %q (%s): change it to %q.", pagePath(from), strings.Join(refs, "; "), pagePath(to))
		}
		msg += fmt.Sprintf(" Links to /%s must change to /%s (search for them).", pagePath(from), pagePath(to))
	}
	return msg, nil
}

// pagePath is the navigation's name of a page file: without its extension.
func pagePath(rel string) string {
	return strings.TrimSuffix(rel, path.Ext(rel))
}

func finish(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		Summary string `json:"summary"`
	}
	if err := decodeArgs(ToolFinish, raw, &args); err != nil {
		return "", err
	}
	s := strings.TrimSpace(args.Summary)
	if s == "" {
		return "", fmt.Errorf("summary is empty: give a title line, a blank line, and what changed and why")
	}
	return s, nil
}

// readAll reads a file of the docs folder with the size limit, for
// internal use (docs.json and its includes).
func (d *docsFolder) readAll(rel string) ([]byte, error) {
	f, err := d.fsys.Open(filepath.FromSlash(rel))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, config.MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > config.MaxFileSize {
		return nil, fmt.Errorf("%s is larger than %s", rel, size(config.MaxFileSize))
	}
	return data, nil
}

// linksStayInside refuses a move that would make a symbolic link (from
// itself, or one below it when it is a folder) point out of the docs
// folder or into .git: a relative target means another file once the
// link has moved.
func (d *docsFolder) linksStayInside(from, to string, fi fs.FileInfo) error {
	check := func(old string) error {
		target, err := d.fsys.Readlink(filepath.FromSlash(old))
		if err != nil {
			return fsError("from", old, err)
		}
		moved := to + strings.TrimPrefix(old, from)
		dest := path.Join(path.Dir(moved), filepath.ToSlash(target))
		if path.IsAbs(target) || filepath.IsAbs(target) || dest == ".." || strings.HasPrefix(dest, "../") || inGit(dest) {
			return fmt.Errorf("%s is a symbolic link to %s; moved to %s it would lead %w, so it cannot be moved", old, target, moved, errOutside)
		}
		return nil
	}
	if fi.Mode()&fs.ModeSymlink != 0 {
		return check(from)
	}
	if !fi.IsDir() {
		return nil
	}
	return fs.WalkDir(d.fsys.FS(), from, func(p string, de fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if de.Type()&fs.ModeSymlink != 0 {
			return check(p)
		}
		return nil
	})
}
