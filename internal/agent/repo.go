package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/foliodocs/folio/internal/config"
)

// The read-only tools over the whole repository. They let the model read
// the code it documents ("document the new flag"); they never write, and
// are confined to the repository as the docs tools are to the docs folder.
const (
	ToolReadRepoFile = "read_repo_file"
	ToolSearchRepo   = "search_repo"
	ToolListRepo     = "list_repo"
	ToolGitLog       = "git_log"
	ToolGitShow      = "git_show"
	ToolGitDiff      = "git_diff"
)

// DefaultMaxRepoOutput caps what one repository or git tool returns when
// Options.MaxRepoOutput is 0: a diff or a search over a whole repository
// can be far larger than a model's context.
const DefaultMaxRepoOutput = 64 << 10

// repoTools are the read-only file tools over the whole repository:
// list_repo, read_repo_file and search_repo.
type repoTools struct {
	fsys             *os.Root
	real             string // the repository, with symbolic links resolved
	maxFileSize      int64
	maxSearchResults int
	maxOutput        int
}

// maxRepoFiles bounds the files search_repo reads, so that a huge
// repository costs a bounded time per call.
const maxRepoFiles = 20000

// errOutsideRepo is the cause of every refusal of a path outside the
// repository.
var errOutsideRepo = errors.New("outside the repository")

// openRepo opens the repository folder through an os.Root, which refuses
// every symbolic link that leads out of it.
func openRepo(dir string) (*os.Root, string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, "", err
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return nil, "", err
	}
	r, err := os.OpenRoot(real)
	if err != nil {
		return nil, "", err
	}
	return r, real, nil
}

// register adds the repository's file tools.
func (r *repoTools) register(add addTool) {
	add(ToolListRepo,
		"List the files and folders of the code repository the docs belong to (read only), or of one folder in it. Folders end with /. Paths are relative to the repository's root, not to the docs folder.",
		`{"type":"object","properties":{
			"path":{"type":"string","description":"Folder to list, relative to the repository's root, such as cmd/server. Default: the root."}
		},"additionalProperties":false}`,
		r.listRepo)
	add(ToolReadRepoFile,
		"Read a text file anywhere in the code repository (read only), to learn what the code does. Each line starts with its number and a tab. A long file comes in parts: read on with offset.",
		`{"type":"object","properties":{
			"path":{"type":"string","description":"File to read, relative to the repository's root, such as internal/server/flags.go."},
			"offset":{"type":"integer","minimum":1,"description":"First line to return, from 1. Default 1."},
			"limit":{"type":"integer","minimum":1,"description":"Number of lines to return. Default 2000."}
		},"required":["path"],"additionalProperties":false}`,
		r.readRepoFile)
	add(ToolSearchRepo,
		"Search the text files of the whole code repository (read only). query is a regular expression (Go RE2), or plain text with literal true. Returns one path:line: text per matching line, paths relative to the repository's root.",
		`{"type":"object","properties":{
			"query":{"type":"string","description":"Regular expression, such as 'func New[A-Z]\\w*' or 'max-steps'."},
			"glob":{"type":"string","description":"Only files whose path matches, such as '**/*.go', 'cmd/**' or '*.yaml' (a pattern without / matches the file name at any depth)."},
			"literal":{"type":"boolean","description":"Match query as plain text, not as a regular expression."},
			"ignore_case":{"type":"boolean","description":"Match letters in any case."}
		},"required":["query"],"additionalProperties":false}`,
		r.searchRepo)
}

// cleanRepoPath is cleanPath for a path relative to the repository's root.
func cleanRepoPath(arg, name string, root bool) (string, error) {
	return pathScope{where: "the repository's root", example: "cmd/main.go", outside: errOutsideRepo,
		inGit: "which the tools may not read; git_log, git_show and git_diff read the history"}.clean(arg, name, root)
}

// resolve refuses rel when its symbolic links lead out of the
// repository or into .git. The os.Root refuses the first again on every
// access; this names the problem, and keeps .git out of reach.
func (r *repoTools) resolve(rel, name string) error {
	to, err := followLinks(r.real, rel)
	switch {
	case errors.Is(err, errLeaves):
		return fmt.Errorf("%s %q leads %w through a symbolic link", name, rel, errOutsideRepo)
	case err != nil:
		return repoFSError(name, rel, err)
	case inGit(to):
		return fmt.Errorf("%s %q leads into .git through a symbolic link, which the tools may not read", name, rel)
	}
	return nil
}

// repoFSError is fsError for the repository tools.
func repoFSError(name, rel string, err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s does not exist in the repository (list_repo shows what does)", rel)
	case strings.Contains(err.Error(), "escapes from parent"), strings.Contains(err.Error(), "path escapes"):
		return fmt.Errorf("%s %q leads %w through a symbolic link", name, rel, errOutsideRepo)
	}
	return fsError(name, rel, err)
}

func (r *repoTools) listRepo(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		Path string `json:"path"`
	}
	if err := decodeArgs(ToolListRepo, raw, &args); err != nil {
		return "", err
	}
	rel, err := cleanRepoPath(args.Path, "path", true)
	if err != nil {
		return "", err
	}
	if err := r.resolve(rel, "path"); err != nil {
		return "", err
	}
	entries, err := fs.ReadDir(r.fsys.FS(), rel)
	if err != nil {
		if fi, serr := r.fsys.Stat(filepath.FromSlash(rel)); serr == nil && !fi.IsDir() {
			return "", fmt.Errorf("%s is a file, not a folder; read it with read_repo_file", rel)
		}
		return "", repoFSError("path", rel, err)
	}
	var lines []string
	more := 0
	for _, d := range entries {
		if strings.EqualFold(d.Name(), ".git") {
			continue
		}
		if len(lines) >= maxListEntries {
			more++
			continue
		}
		p := path.Join(rel, d.Name())
		switch {
		case d.IsDir():
			p += "/"
		case d.Type()&fs.ModeSymlink != 0:
			p += " (symbolic link)"
		}
		lines = append(lines, p)
	}
	if len(lines) == 0 {
		if rel == "." {
			return "the repository is empty", nil
		}
		return rel + "/ is empty", nil
	}
	out := strings.Join(lines, "\n")
	if more > 0 {
		out += fmt.Sprintf("\n… and %d more entries; search_repo with a glob finds files among them", more)
	}
	return out, nil
}

func (r *repoTools) readRepoFile(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		Path   string `json:"path"`
		Offset int    `json:"offset"`
		Limit  int    `json:"limit"`
	}
	if err := decodeArgs(ToolReadRepoFile, raw, &args); err != nil {
		return "", err
	}
	rel, err := cleanRepoPath(args.Path, "path", false)
	if err != nil {
		return "", err
	}
	if err := r.resolve(rel, "path"); err != nil {
		return "", err
	}
	data, err := config.ReadFile(r.fsys.FS(), rel, r.maxFileSize)
	switch {
	case errors.Is(err, config.ErrTooLarge):
		return "", fmt.Errorf("%s is larger than the limit of %s; search_repo finds what you need in it", rel, size(r.maxFileSize))
	case err != nil && strings.Contains(err.Error(), "is a directory"):
		return "", fmt.Errorf("%s is a folder; list it with list_repo", rel)
	case err != nil:
		return "", repoFSError("path", rel, err)
	}
	if isBinary(data) {
		return "", fmt.Errorf("%s is a binary file (%s); only text files can be read", rel, size(int64(len(data))))
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
	return capOutput(numbered(lines, first, last), r.maxOutput, false,
		fmt.Sprintf("read on with offset and a smaller limit (%s has %d lines)", rel, len(lines))) + continuation(rel, last, len(lines)), nil
}

func (r *repoTools) searchRepo(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		Query      string `json:"query"`
		Glob       string `json:"glob"`
		Literal    bool   `json:"literal"`
		IgnoreCase bool   `json:"ignore_case"`
	}
	if err := decodeArgs(ToolSearchRepo, raw, &args); err != nil {
		return "", err
	}
	if args.Query == "" {
		return "", fmt.Errorf("query is empty: give a regular expression, or text with literal true")
	}
	expr := args.Query
	if args.Literal {
		expr = regexp.QuoteMeta(expr)
	}
	if args.IgnoreCase {
		expr = "(?i)" + expr
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		return "", fmt.Errorf("query is not a valid regular expression: %v; escape ( [ { . * + ? with \\, or set literal true", strings.TrimPrefix(err.Error(), "error parsing regexp: "))
	}
	var match *regexp.Regexp
	if args.Glob != "" {
		if match, err = globRegexp(args.Glob); err != nil {
			return "", err
		}
	}
	var out []string
	used, extra, files := 0, 0, 0
	full := false
	err = fs.WalkDir(r.fsys.FS(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // an unreadable folder: skip it
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if d.IsDir() {
			if p != "." && (strings.EqualFold(d.Name(), ".git") || skipDir(d.Name())) {
				return fs.SkipDir
			}
			return nil
		}
		// Only regular files: a link may lead out of the repository, and
		// its target is searched under its own name anyway.
		if !d.Type().IsRegular() || match != nil && !match.MatchString(p) {
			return nil
		}
		if files++; files > maxRepoFiles {
			return fs.SkipAll
		}
		data, err := config.ReadFile(r.fsys.FS(), p, r.maxFileSize)
		if err != nil || isBinary(data) {
			return nil
		}
		for i, line := range splitLines(string(data)) {
			if !re.MatchString(line) {
				continue
			}
			l := fmt.Sprintf("%s:%d: %s", p, i+1, clipLine(line, re))
			if full || len(out) >= r.maxSearchResults || used+len(l) > r.maxOutput {
				full = true
				extra++
				continue
			}
			out = append(out, l)
			used += len(l) + 1
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	var notes []string
	if extra > 0 {
		notes = append(notes, fmt.Sprintf("… and %d more matching lines not shown; narrow the query or the glob", extra))
	}
	if files > maxRepoFiles {
		notes = append(notes, fmt.Sprintf("… the search stopped after %d files; narrow it with a glob", maxRepoFiles))
	}
	if len(out) == 0 {
		where := "the repository"
		if args.Glob != "" {
			where = fmt.Sprintf("the repository's files matching %q", args.Glob)
		}
		return strings.Join(append([]string{fmt.Sprintf("No matches for %q in %s.", args.Query, where)}, notes...), "\n"), nil
	}
	return strings.Join(append(out, notes...), "\n"), nil
}

// globRegexp turns a glob into a regular expression over slash-separated
// paths: * and ? match within a name, ** across folders, {a,b} either,
// [...] a class. A glob without / matches a file name at any depth, as
// '*.go' means in most tools.
func globRegexp(glob string) (*regexp.Regexp, error) {
	g := strings.TrimPrefix(strings.TrimSpace(glob), "./")
	if g == "" || strings.ContainsRune(g, 0) {
		return nil, fmt.Errorf("glob %q is not valid; use a pattern such as '**/*.go'", glob)
	}
	var b strings.Builder
	b.WriteString("^")
	if !strings.Contains(g, "/") {
		b.WriteString("(?:.*/)?")
	}
	depth := 0
	for i := 0; i < len(g); i++ {
		c := g[i]
		switch {
		case strings.HasPrefix(g[i:], "**/"):
			b.WriteString("(?:.*/)?")
			i += 2
		case strings.HasPrefix(g[i:], "**"):
			b.WriteString(".*")
			i++
		case c == '*':
			b.WriteString("[^/]*")
		case c == '?':
			b.WriteString("[^/]")
		case c == '{':
			b.WriteString("(?:")
			depth++
		case c == '}' && depth > 0:
			b.WriteString(")")
			depth--
		case c == ',' && depth > 0:
			b.WriteString("|")
		case c == '[':
			end := strings.IndexByte(g[i+1:], ']')
			if end < 0 {
				return nil, fmt.Errorf("glob %q has [ without ]", glob)
			}
			class := g[i+1 : i+1+end]
			if strings.HasPrefix(class, "!") {
				class = "^" + class[1:]
			}
			b.WriteString("[" + strings.ReplaceAll(class, `\`, `\\`) + "]")
			i += end + 1
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	if depth > 0 {
		return nil, fmt.Errorf("glob %q has { without }", glob)
	}
	b.WriteString("$")
	re, err := regexp.Compile(b.String())
	if err != nil {
		return nil, fmt.Errorf("glob %q is not valid; use a pattern such as '**/*.go'", glob)
	}
	return re, nil
}

// capOutput cuts s to at most limit bytes, at a line break when there is
// one, and says so with what to do instead, so that the model knows it
// has not seen everything. partial: s is itself the start of a longer
// output, whose size is not known.
func capOutput(s string, limit int, partial bool, instead string) string {
	if len(s) <= limit {
		return s
	}
	cut := limit
	if i := strings.LastIndexByte(s[:cut], '\n'); i > 0 {
		cut = i
	} else {
		for cut > 0 && cut < len(s) && s[cut]&0xC0 == 0x80 {
			cut--
		}
	}
	of := size(int64(len(s)))
	if partial {
		of = "more"
	}
	return s[:cut] + fmt.Sprintf("\n… [output cut at %s of %s; %s]", size(int64(cut)), of, instead)
}
