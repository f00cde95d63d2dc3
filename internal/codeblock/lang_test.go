package codeblock

import (
	"strings"
	"testing"
)

func TestLanguages(t *testing.T) {
	// Every name Mintlify authors write that chroma can colour, with the
	// lexer it must get.
	colour := map[string]string{
		"js": "JavaScript", "javascript": "JavaScript", "Javascript": "JavaScript", "mjs": "JavaScript",
		"ts": "TypeScript", "typescript": "TypeScript", "tsx": "TypeScript", "jsx": "react",
		"sh": "Bash", "bash": "Bash", "shell": "Bash", "zsh": "Bash", "curl": "Bash", "env": "Bash", "dotenv": "Bash",
		"console": "Bash Session", "shellsession": "Bash Session",
		"json": "JSON", "JSON": "JSON", "jsonc": "JSON", "json5": "JSON", "jsonl": "JSON",
		"yaml": "YAML", "yml": "YAML", "YAML": "YAML",
		"py": "Python", "python": "Python", "Python": "Python",
		"go": "Go", "golang": "Go", "rust": "Rust", "rs": "Rust", "rb": "Ruby", "ruby": "Ruby",
		"php": "PHP", "java": "Java", "kotlin": "Kotlin", "kt": "Kotlin", "swift": "Swift", "Swift": "Swift",
		"c": "C", "cpp": "C++", "c++": "C++", "csharp": "C#", "cs": "C#", "dotnet": "C#",
		"sql": "SQL", "SQL": "SQL", "postgresql": "PostgreSQL SQL dialect", "mysql": "MySQL",
		"graphql": "GraphQL", "gql": "GraphQL", "html": "HTML", "HTML": "HTML", "css": "CSS", "scss": "SCSS",
		"xml": "XML", "XML": "XML", "svg": "XML", "toml": "TOML", "ini": "INI", "properties": "properties",
		"dockerfile": "Docker", "docker": "Docker", "diff": "Diff", "patch": "Diff",
		"mdx": "markdown", "markdown": "markdown", "md": "markdown",
		"http": "HTTP", "powershell": "PowerShell", "ps1": "PowerShell", "pwsh": "PowerShell",
		"bat": "Batchfile", "batch": "Batchfile", "hcl": "Terraform", "tf": "Terraform", "terraform": "Terraform",
		"lua": "Lua", "elixir": "Elixir", "erb": "ERB", "glsl": "GLSL", "cue": "CUE", "nginx": "Nginx configuration file",
		"groovy": "Groovy", "gradle": "Groovy", "dart": "Dart", "scala": "Scala", "haskell": "Haskell",
		"liquid": "Django/Jinja", "jinja": "Django/Jinja", "handlebars": "Handlebars", "gotmpl": "Go Text Template",
		"vue": "vue", "svelte": "Svelte", "proto": "Protocol Buffer", "makefile": "Makefile", "latex": "TeX",
		"csv": "CSV", "r": "R", "perl": "Perl", "zig": "Zig", "nix": "Nix", "solidity": "Solidity",
		"objc": "Objective-C", "fsharp": "FSharp", "sass": "Sass", "less": "CSS", "astro": "HTML",
		"ocaml": "OCaml", "clojure": "Clojure", "julia": "Julia", "erlang": "Erlang", "crystal": "Crystal",
		"elm": "Elm", "cmake": "CMake", "apache": "ApacheConf", "awk": "Awk", "fish": "Fish", "tcl": "Tcl",
		"v": "V", "d": "D", "matlab": "Matlab", "wgsl": "WebGPU Shading Language", "hlsl": "HLSL",
		"twig": "Twig", "caddyfile": "Caddyfile", "typst": "Typst", "mojo": "Mojo", "odin": "Odin",
		"fortran": "Fortran", "cobol": "COBOL", "ada": "Ada", "lisp": "Common Lisp", "scheme": "Scheme",
		"racket": "Racket", "sparql": "SPARQL", "gleam": "Gleam", "prolog": "Prolog", "rego": "Rego",
		"vim": "VimL", "h": "C", "cc": "C++", "sqlite": "SQL", "mariadb": "MySQL", "ksh": "Bash",
		"shellscript": "Bash", "kts": "Kotlin", "node": "JavaScript", "cjs": "JavaScript", "mts": "TypeScript",
		"cts": "TypeScript", "python3": "Python", "py3": "Python", "geojson": "JSON", "jsonld": "JSON",
		"htm": "HTML", "xhtml": "HTML", "xsl": "XML", "plist": "XML", "containerfile": "Docker", "udiff": "Diff",
		"ps": "PowerShell", "psm1": "PowerShell", "cmd": "Batchfile", "tfvars": "Terraform", "cfg": "INI",
		"conf": "INI", "postgres": "PostgreSQL SQL dialect", "pgsql": "PostgreSQL SQL dialect",
		"protobuf": "Protocol Buffer", "jinja2": "Django/Jinja", "django": "Django/Jinja", "njk": "Django/Jinja",
		"nunjucks": "Django/Jinja", "hbs": "Handlebars", "mustache": "Handlebars", "make": "Makefile",
		"mk": "Makefile", "tex": "TeX", "katex": "TeX", "viml": "VimL", "vimscript": "VimL", "https": "HTTP",
		"gohtml": "Go Text Template", "go-template": "Go Text Template", "objective-c": "Objective-C",
		"f#": "FSharp", "fs": "FSharp", "c#": "C#", ".net": "C#", "postcss": "CSS", "stylus": "CSS",
		"cxx": "C++", "hpp": "C++", "h++": "C++", "obj-c": "Objective-C", "objectivec": "Objective-C",
		"commandline": "Bash", "cli": "Bash", "terminal": "Bash", "sh-session": "Bash Session",
		"shell-session": "Bash Session", "bash-session": "Bash Session", "yml ": "",
		"plsql": "SQL", "bigquery": "SQL", "snowflake": "SQL", "clickhouse": "SQL", "psql": "PostgreSQL SQL dialect",
		"editorconfig": "INI", "gitconfig": "INI", "wsdl": "XML", "rss": "XML", "atom": "XML", "xsd": "XML",
		"mkd": "markdown", "pascal": "ObjectPascal", "jsx ": "",
	}
	tbl := newLexerTable(true)
	for name, want := range colour {
		if strings.HasSuffix(name, " ") {
			continue
		}
		l := tbl.get(name)
		if l == nil {
			t.Errorf("%q: no lexer, want %s", name, want)
			continue
		}
		if got := l.Config().Name; got != want {
			t.Errorf("%q: lexer %s, want %s", name, got, want)
		}
	}
	// Plain text, on purpose or because nothing fits.
	for _, name := range []string{"", "text", "txt", "plaintext", "TEXT", "plain", "none", "nocopy", "ansi", "log",
		"output", "raw", "mermaid", "language", "klingon", "redis", "prisma", "basheurope-west3isolate",
		"a/b", "*", "[x]", "file.*"} {
		if l := tbl.get(name); l != nil {
			t.Errorf("%q: lexer %s, want plain text", name, l.Config().Name)
		}
	}
}
