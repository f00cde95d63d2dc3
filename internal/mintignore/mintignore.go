// Package mintignore decides which files of a docs folder Mintlify leaves
// out: those a .mintignore file names (gitignore syntax), and a fixed list
// Mintlify always ignores (.git, node_modules, README.md, ...). An ignored
// page does not exist for the site.
package mintignore

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"regexp"
	"strings"
	"sync"
)

// FileName is the name of the ignore file at the root of the docs folder.
const FileName = ".mintignore"

// Defaults are the patterns Mintlify always applies before .mintignore's
// (@mintlify/common 1.0.1176).
var Defaults = []string{
	".git", ".github", ".claude", ".agents", ".idea", ".vscode", ".cursor",
	".mintlify/**", "!.mintlify/**/", "!.mintlify/skills/**", "!.mintlify/**/*.json",
	"!.mintlify/**/*.yaml", "!.mintlify/**/*.yml",
	"node_modules", "README.md", "LICENSE.md", "CHANGELOG.md", "CONTRIBUTING.md",
}

// Matcher holds compiled patterns.
type Matcher struct {
	rules []rule
	// key names the patterns (Key).
	key string
	// folders holds the verdicts on folders (path → bool): every file
	// of a folder asks about it and every folder above it again; paths
	// the verdicts on whole paths (verdictKey → bool): a build asks
	// about each file several times, and folio dev keeps one Matcher
	// while .mintignore does not change (Load). Plain maps under a
	// read lock: sync.Map boxed every key, an allocation per question.
	mu      sync.RWMutex
	folders map[string]bool
	paths   map[verdictKey]bool
}

type verdictKey struct {
	path string
	dir  bool
}

type rule struct {
	re      *regexp.Regexp
	negate  bool
	dirOnly bool
	text    string
	// lit, when set, is a pattern without wildcards, matched without the
	// regular expression (most patterns are such names, and a site checks
	// every page against every pattern): the whole path when anchored,
	// else the path or a folder and the path below it.
	lit      string
	anchored bool
	// prefix is, for an anchored pattern with wildcards, its literal
	// start: a path without it cannot match, and most paths do not
	// have it (".mintlify/" of the defaults).
	prefix string
}

// matches applies the rule's pattern to a path.
func (r *rule) matches(path string) bool {
	if r.lit != "" {
		if r.anchored {
			return path == r.lit
		}
		return path == r.lit || len(path) > len(r.lit) && strings.HasSuffix(path, r.lit) && path[len(path)-len(r.lit)-1] == '/'
	}
	if !strings.HasPrefix(path, r.prefix) {
		return false
	}
	return r.re.MatchString(path)
}

// Load reads the .mintignore of fsys, if any, and returns a matcher of the
// defaults and its patterns.
func Load(fsys fs.FS) *Matcher {
	// folio dev's folder (fscache) keeps the Matcher, and its verdicts,
	// while .mintignore does not change.
	if mf, ok := fsys.(interface {
		Memo(name, kind string, make func() any) any
	}); ok {
		if m, ok := mf.Memo(FileName, "mintignore", func() any { return load(fsys) }).(*Matcher); ok {
			return m
		}
	}
	return load(fsys)
}

func load(fsys fs.FS) *Matcher {
	data, _ := fs.ReadFile(fsys, FileName)
	return New(strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n"))
}

// New compiles the defaults followed by patterns, in gitignore syntax.
func New(patterns []string) *Matcher {
	sum := sha256.Sum256([]byte(strings.Join(patterns, "\n")))
	m := &Matcher{key: hex.EncodeToString(sum[:8]), folders: map[string]bool{}, paths: map[verdictKey]bool{}}
	for _, p := range append(append([]string(nil), Defaults...), patterns...) {
		if r, ok := compile(p); ok {
			m.rules = append(m.rules, r)
		}
	}
	return m
}

// Key is the same for two matchers of the same patterns, and different
// otherwise: what is worked out with a matcher can be kept under it ("" for
// nil).
func (m *Matcher) Key() string {
	if m == nil {
		return ""
	}
	return m.key
}

// Ignored reports whether the file (or, with dir, the folder) at path — a
// slash-separated path relative to the docs folder — is ignored. As in git,
// a file inside an ignored folder is ignored whatever later patterns say.
func (m *Matcher) Ignored(path string, dir bool) bool {
	if m == nil {
		return false
	}
	k := verdictKey{path, dir}
	m.mu.RLock()
	v, ok := m.paths[k]
	m.mu.RUnlock()
	if ok {
		return v
	}
	ignored := m.ignored(path, dir)
	m.mu.Lock()
	m.paths[k] = ignored
	m.mu.Unlock()
	return ignored
}

func (m *Matcher) ignored(path string, dir bool) bool {
	path = strings.Trim(strings.TrimPrefix(path, "./"), "/")
	if path == "" {
		return false
	}
	segs := strings.Split(path, "/")
	for i := 1; i < len(segs); i++ {
		// The folders above the path: prefixes of it, without a copy.
		n := len(segs[0])
		for _, s := range segs[1:i] {
			n += 1 + len(s)
		}
		if m.folderIgnored(path[:n]) {
			return true
		}
	}
	return m.match(path, dir)
}

// folderIgnored is match for a folder, remembered.
func (m *Matcher) folderIgnored(path string) bool {
	m.mu.RLock()
	v, ok := m.folders[path]
	m.mu.RUnlock()
	if ok {
		return v
	}
	ignored := m.match(path, true)
	m.mu.Lock()
	m.folders[path] = ignored
	m.mu.Unlock()
	return ignored
}

// match applies the rules to one path: the last rule that matches decides.
func (m *Matcher) match(path string, dir bool) bool {
	ignored := false
	for _, r := range m.rules {
		if r.dirOnly && !dir {
			continue
		}
		if r.matches(path) {
			ignored = !r.negate
		}
	}
	return ignored
}

// compile turns one line of gitignore syntax into a rule.
func compile(line string) (rule, bool) {
	r := rule{text: line}
	// Trailing spaces are dropped unless escaped.
	for strings.HasSuffix(line, " ") && !strings.HasSuffix(line, "\\ ") {
		line = line[:len(line)-1]
	}
	if line == "" || strings.HasPrefix(line, "#") {
		return r, false
	}
	if strings.HasPrefix(line, "!") {
		r.negate = true
		line = line[1:]
	} else if strings.HasPrefix(line, "\\!") || strings.HasPrefix(line, "\\#") {
		line = line[1:]
	}
	if strings.HasSuffix(line, "/") {
		r.dirOnly = true
		line = strings.TrimRight(line, "/")
	}
	if line == "" {
		return r, false
	}
	anchored := strings.Contains(line, "/")
	line = strings.TrimPrefix(line, "/")
	if !strings.ContainsAny(line, `*?[\`) {
		r.lit, r.anchored = line, anchored
	} else if anchored {
		r.prefix = line[:strings.IndexAny(line, `*?[\`)]
	}
	var b strings.Builder
	b.WriteString("^")
	if !anchored {
		b.WriteString("(?:.*/)?")
	}
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '*' && strings.HasPrefix(line[i:], "**"):
			atStart := i == 0 || line[i-1] == '/'
			end := i + 2
			atEnd := end == len(line) || line[end] == '/'
			switch {
			case atStart && end < len(line) && line[end] == '/':
				b.WriteString("(?:.*/)?") // "**/" : any folders, or none
				i = end
			case atStart && atEnd:
				b.WriteString(".*") // a trailing "/**": everything inside
				i = end - 1
			default:
				b.WriteString("[^/]*")
				i = end - 1
			}
		case c == '*':
			b.WriteString("[^/]*")
		case c == '?':
			b.WriteString("[^/]")
		case c == '[':
			j := strings.IndexByte(line[i+1:], ']')
			if j < 0 {
				b.WriteString(`\[`)
				continue
			}
			class := line[i+1 : i+1+j]
			if strings.HasPrefix(class, "!") {
				class = "^" + class[1:]
			}
			b.WriteString("[" + strings.ReplaceAll(class, `\`, `\\`) + "]")
			i += j + 1
		case c == '\\' && i+1 < len(line):
			i++
			b.WriteString(regexp.QuoteMeta(string(line[i])))
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	b.WriteString("$")
	re, err := regexp.Compile(b.String())
	if err != nil {
		return r, false
	}
	r.re = re
	return r, true
}
