package codeblock

import (
	"maps"
	"slices"
	"strings"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
)

// mintlifyNames maps language names as Mintlify authors write them
// (Shiki's names and aliases, lower-cased) to the name of the chroma lexer
// that reads them best, where chroma does not know the name or knows it
// for something else. curl and dotenv blocks read as shell; "" is plain
// text, on purpose.
func mintlifyNames() map[string]string {
	return map[string]string{
		"text": "", "txt": "", "plaintext": "", "plain": "", "none": "", "nocopy": "", "ansi": "", "log": "",
		"output": "", "raw": "", "js": "javascript", "mjs": "javascript", "cjs": "javascript",
		"node": "javascript", "jsx": "react", "ts": "typescript", "tsx": "typescript", "mts": "typescript",
		"cts": "typescript", "sh": "bash", "shell": "bash", "zsh": "bash", "shellscript": "bash", "ksh": "bash",
		"curl": "bash", "env": "bash", "dotenv": "bash", "commandline": "bash", "cli": "bash", "terminal": "bash",
		"console": "bash session", "shell-session": "bash session", "shellsession": "bash session",
		"sh-session": "bash session", "bash-session": "bash session", "jsonc": "json", "json5": "json",
		"jsonl": "json", "jsonld": "json", "geojson": "json", "yml": "yaml", "py": "python", "python3": "python",
		"py3": "python", "rb": "ruby", "rs": "rust", "kt": "kotlin", "kts": "kotlin", "cs": "c#", "csharp": "c#",
		"dotnet": "c#", ".net": "c#", "fs": "fsharp", "f#": "fsharp", "cpp": "c++", "cc": "c++", "cxx": "c++",
		"hpp": "c++", "h++": "c++", "h": "c", "objc": "objective-c", "objectivec": "objective-c",
		"obj-c": "objective-c", "golang": "go", "gotmpl": "go text template", "go-template": "go text template",
		"gohtml": "go text template", "md": "markdown", "mdx": "markdown", "mkd": "markdown", "htm": "html",
		"xhtml": "html", "svg": "xml", "xsl": "xml", "xsd": "xml", "plist": "xml", "wsdl": "xml", "rss": "xml",
		"atom": "xml", "astro": "html", "less": "css", "postcss": "css", "stylus": "css", "dockerfile": "docker",
		"containerfile": "docker", "patch": "diff", "udiff": "diff", "ps": "powershell", "ps1": "powershell",
		"pwsh": "powershell", "psm1": "powershell", "bat": "batchfile", "batch": "batchfile", "cmd": "batchfile",
		"tf": "terraform", "hcl": "terraform", "tfvars": "terraform", "cfg": "ini", "conf": "ini",
		"editorconfig": "ini", "gitconfig": "ini", "sqlite": "sql", "plsql": "sql", "bigquery": "sql",
		"snowflake": "sql", "clickhouse": "sql", "postgres": "postgresql sql dialect",
		"postgresql": "postgresql sql dialect", "pgsql": "postgresql sql dialect",
		"psql": "postgresql sql dialect", "mariadb": "mysql", "gql": "graphql", "proto": "protocol buffer",
		"protobuf": "protocol buffer", "liquid": "django/jinja", "jinja": "django/jinja", "jinja2": "django/jinja",
		"nunjucks": "django/jinja", "njk": "django/jinja", "django": "django/jinja", "hbs": "handlebars",
		"mustache": "handlebars", "make": "makefile", "mk": "makefile", "latex": "tex", "katex": "tex",
		"vim": "viml", "vimscript": "viml", "https": "http", "gradle": "groovy", "mermaid": "",
		"pascal": "objectpascal",
	}
}

// language is how the code of a language is coloured: with chroma's
// lexer, or with the package's own one that stands in for it (lex.go).
type language struct {
	chroma chroma.Lexer
	lex    lexFunc // nil: chroma's
}

// Config is the chroma lexer's configuration: the language's name.
func (l *language) Config() *chroma.Config { return l.chroma.Config() }

// lexerTable maps lower-case language names to languages (nil: plain
// text). It is built once by New and only read afterwards: chroma's own
// lookup falls back to matching every lexer's file patterns, 11 ms per
// unknown name.
type lexerTable map[string]*language

func newLexerTable(withOwn bool) lexerTable {
	chromaTable := chromaLexers()
	own := ownLexers()
	if !withOwn {
		own = nil
	}
	langs := map[chroma.Lexer]*language{}
	t := make(lexerTable, len(chromaTable))
	for name, l := range chromaTable {
		if l == nil {
			t[name] = nil
			continue
		}
		lang := langs[l]
		if lang == nil {
			lang = &language{chroma: l, lex: own[l.Config().Name]}
			langs[l] = lang
		}
		t[name] = lang
	}
	return t
}

// chromaLexers maps lower-case language names to chroma's lexers.
func chromaLexers() map[string]chroma.Lexer {
	t := map[string]chroma.Lexer{}
	byName := map[string]chroma.Lexer{}
	var byExt []chroma.Lexer
	// Names first, then aliases where no lexer has that name: "v" is the
	// V language, not Verilog's alias.
	for _, l := range lexers.GlobalLexerRegistry.Lexers {
		for _, a := range l.Config().Aliases {
			byName[strings.ToLower(a)] = l
		}
		byExt = append(byExt, l)
	}
	for _, l := range lexers.GlobalLexerRegistry.Lexers {
		byName[strings.ToLower(l.Config().Name)] = l
	}
	// File extensions ("*.yml") name a language too, the best lexer first.
	slices.SortStableFunc(byExt, func(a, b chroma.Lexer) int {
		return cmpFloat(b.Config().Priority, a.Config().Priority)
	})
	for _, l := range byExt {
		for _, f := range l.Config().Filenames {
			if ext, ok := strings.CutPrefix(f, "*."); ok && !strings.ContainsAny(ext, "*?[]{}") {
				if ext = strings.ToLower(ext); t[ext] == nil {
					t[ext] = l
				}
			}
		}
	}
	maps.Copy(t, byName)
	for name, target := range mintlifyNames() {
		t[name] = byName[target] // nil for ""
	}
	return t
}

func cmpFloat(a, b float32) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// get returns the language of a name as written, nil for plain text.
func (t lexerTable) get(lang string) *language {
	if l, ok := t[lang]; ok {
		return l
	}
	return t[strings.ToLower(lang)]
}
