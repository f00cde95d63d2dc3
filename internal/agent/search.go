package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/config"
)

// searchable reports whether search reads files with the extension ext:
// the site's text, not its images.
func searchable(ext string) bool {
	switch strings.ToLower(ext) {
	case ".mdx", ".md", ".markdown", ".json", ".yaml", ".yml", ".txt", ".js", ".jsx", ".ts", ".tsx",
		".css", ".html", ".htm", ".xml", ".svg", ".csv", ".toml", ".graphql", ".gql":
		return true
	}
	return false
}

// maxMatchLine bounds the text shown for one matching line.
const maxMatchLine = 300

func (ft *fileTools) search(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		Query      string `json:"query"`
		Path       string `json:"path"`
		IgnoreCase bool   `json:"ignore_case"`
	}
	if err := decodeArgs(ToolSearch, raw, &args); err != nil {
		return "", err
	}
	if args.Query == "" {
		return "", fmt.Errorf("query is empty: give a regular expression, such as 'api[_ ]key'")
	}
	expr := args.Query
	if args.IgnoreCase {
		expr = "(?i)" + expr
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		return "", fmt.Errorf("query is not a valid regular expression: %v; escape characters such as ( [ { . * + ? with \\ to match them literally", strings.TrimPrefix(err.Error(), "error parsing regexp: "))
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
	var files []string
	if !fi.IsDir() {
		files = []string{rel}
	} else {
		err := fs.WalkDir(ft.d.fsys.FS(), rel, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if err := ctx.Err(); err != nil {
				return err
			}
			if d.IsDir() {
				if p != rel && (strings.EqualFold(d.Name(), ".git") || skipDir(d.Name())) {
					return fs.SkipDir
				}
				return nil
			}
			if d.Type().IsRegular() && searchable(path.Ext(p)) {
				files = append(files, p)
			}
			return nil
		})
		if err != nil {
			return "", err
		}
	}
	var out []string
	extra, extraFiles := 0, 0
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return "", err
		}
		data, err := config.ReadFile(ft.d.fsys.FS(), f, ft.d.maxFileSize)
		if err != nil || isBinary(data) {
			continue
		}
		counted := false
		for i, line := range splitLines(string(data)) {
			if !re.MatchString(line) {
				continue
			}
			if len(out) >= ft.maxSearchResults {
				extra++
				if !counted {
					extraFiles++
					counted = true
				}
				continue
			}
			out = append(out, fmt.Sprintf("%s:%d: %s", f, i+1, clipLine(line, re)))
		}
	}
	if len(out) == 0 {
		where := "the docs folder"
		if rel != "." {
			where = rel
		}
		return fmt.Sprintf("No matches for %q in %s.", args.Query, where), nil
	}
	res := strings.Join(out, "\n")
	if extra > 0 {
		res += fmt.Sprintf("\n… and %d more matching lines in %d %s; narrow the query or the path", extra, extraFiles, plural(extraFiles, "file", "files"))
	}
	return res, nil
}

// clipLine shortens a long line around its first match.
func clipLine(line string, re *regexp.Regexp) string {
	line = strings.TrimRight(line, " \t")
	if len(line) <= maxMatchLine {
		return line
	}
	loc := re.FindStringIndex(line)
	start := 0
	if loc != nil && loc[0] > maxMatchLine/3 {
		start = loc[0] - maxMatchLine/3
	}
	for start > 0 && !utf8.RuneStart(line[start]) {
		start--
	}
	end := min(start+maxMatchLine, len(line))
	for end < len(line) && !utf8.RuneStart(line[end]) {
		end++
	}
	s := line[start:end]
	if start > 0 {
		s = "…" + s
	}
	if end < len(line) {
		s += "…"
	}
	return s
}
