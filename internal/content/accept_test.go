package content

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/jsrt"
	"github.com/foliodocs/folio/internal/mintignore"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// The MDX acceptance oracle: testdata/accept holds, per corpus site,
// Mintlify's verdict on every file its build parses as MDX or JSX (written
// by mdx-accept.mjs, see the README there). TestRenderCorpus holds Folio to
// it: a file Mintlify accepts renders without error; one it rejects gets
// an error at the line Mintlify names.

var (
	acceptList = flag.String("accept.list", "", "write the corpus files for mdx-accept.mjs to this file and stop")
	acceptDir  = flag.String("accept.dir", "testdata/accept", "the folder of Mintlify's verdicts (another one to try other sites, with FOLIO_CORPUS)")
)

// mintlifyParses reports whether Mintlify's build parses the file at name
// (slash path from the docs folder): every .mdx file; every .md file but a
// readme, licence or contributing guide; .jsx and .tsx snippets.
func mintlifyParses(name string) bool {
	lower := strings.ToLower(name)
	ext := path.Ext(lower)
	snippet := strings.HasPrefix(lower, "snippets/") || strings.HasPrefix(lower, "_snippets/")
	switch ext {
	case ".mdx":
		return true
	case ".md":
		if lower == "skill.md" || strings.HasPrefix(lower, ".mintlify/skills/") && path.Base(lower) == "skill.md" {
			return false // an agent skill, not a page
		}
		switch strings.TrimSuffix(path.Base(lower), ext) {
		case "readme", "license", "contributing", "contribute":
			return snippet
		}
		return true
	case ".jsx", ".tsx":
		return snippet
	}
	return false
}

// acceptFiles lists the files of a site that Mintlify's build parses, as
// it walks the folder: .mintignore and its fixed list leave files out.
func acceptFiles(t *testing.T, root string) []string {
	t.Helper()
	fsys := os.DirFS(root)
	ignore := mintignore.Load(fsys)
	var out []string
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if name == "." {
			return nil
		}
		if d.Name() == "node_modules" || d.Name() == ".git" || ignore.Ignored(name, d.IsDir()) {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() && mintlifyParses(name) {
			out = append(out, name)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// verdict is Mintlify's answer on one file: accepted, or rejected at a
// line and column with a message.
type verdict struct {
	file      string
	ok        bool
	line, col int
	msg       string
}

// readVerdicts reads a site's verdicts; ok is false when the site has none.
func readVerdicts(t *testing.T, site string) ([]verdict, bool) {
	t.Helper()
	f, err := os.Open(filepath.Join(*acceptDir, site+".tsv"))
	if os.IsNotExist(err) {
		return nil, false
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []verdict
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) < 2 {
			t.Fatalf("%s.tsv: bad line %q", site, sc.Text())
		}
		v := verdict{file: fields[0], ok: fields[1] == "ok"}
		if !v.ok {
			l, c, _ := strings.Cut(fields[1], ":")
			v.line, _ = strconv.Atoi(l)
			v.col, _ = strconv.Atoi(c)
			if len(fields) > 2 {
				v.msg = fields[2]
			}
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out, true
}

// renderForVerdict renders a file as TestRenderCorpus holds it to the
// verdict: a page or an MDX snippet is rendered, a JSX snippet compiled.
func renderForVerdict(ctx context.Context, r *Renderer, name string, data []byte) diag.List {
	var l diag.List
	if kindOf(name) == importJS {
		f := &file{name: name, src: jsonpos.NewSource(name, data), data: data, jsx: true, exprs: map[int]*exprInfo{}}
		if _, err := f.program(&r.progs); err != nil {
			off := 0
			if ce, ok := err.(*jsrt.CompileError); ok {
				off = ce.Off
			}
			l.Add(diag.Diagnostic{Severity: diag.Error, Code: "mdx-js", Pos: jsonpos.Pos{Src: f.src, Off: off}, Message: err.Error()})
		}
	} else {
		pg := r.Render(ctx, name, data)
		l = pg.Diagnostics
	}
	return l
}

// fileErrors is Folio's verdict on a file: the errors in the file
// itself. An error in a snippet it imports is that snippet's.
func fileErrors(l diag.List, name string) []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, d := range l.Errors() {
		if d.FileName() == name {
			out = append(out, d)
		}
	}
	return out
}

// compareVerdict says how Folio's errors on a file differ from
// Mintlify's verdict; "" when they agree.
func compareVerdict(v verdict, errs []diag.Diagnostic) string {
	switch {
	case v.ok && len(errs) == 0:
		return ""
	case v.ok:
		l, c := errs[0].LineCol()
		return fmt.Sprintf("Mintlify accepts, Folio rejects at %d:%d: %s", l, c, errs[0].Message)
	case len(errs) == 0:
		return fmt.Sprintf("Mintlify rejects at %d:%d (%s), Folio accepts", v.line, v.col, v.msg)
	}
	// MDX's place for an element left open is the paragraph or block
	// that ends before it is closed; its message names the element's own
	// place, "(36:16-36:28)". Either line agrees.
	lines := map[int]bool{v.line: true}
	for _, m := range verdictPlace.FindAllStringSubmatch(v.msg, -1) {
		n, _ := strconv.Atoi(m[1])
		lines[n] = true
	}
	for _, e := range errs {
		if l, _ := e.LineCol(); lines[l] {
			return ""
		}
	}
	l, c := errs[0].LineCol()
	return fmt.Sprintf("Mintlify rejects at %d:%d (%s), Folio at %d:%d: %s", v.line, v.col, v.msg, l, c, errs[0].Message)
}

// verdictPlace finds the places an MDX message names: "(36:16-36:28)".
var verdictPlace = regexp.MustCompile(`\((\d+):\d+-\d+:\d+\)`)

// writeAcceptList writes "site<TAB>file" for every file of every corpus
// site that Mintlify's build parses, for mdx-accept.mjs.
func writeAcceptList(t *testing.T, out string) {
	dir := testcorpus.Dir(t)
	var b strings.Builder
	for _, site := range testcorpus.Sites(t) {
		for _, f := range acceptFiles(t, filepath.Join(dir, site)) {
			fmt.Fprintf(&b, "%s\t%s\n", site, f)
		}
	}
	if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestMintlifyParses(t *testing.T) {
	for name, want := range map[string]bool{
		"index.mdx": true, "guide/setup.md": true, "README.md": false, "docs/license.md": false,
		"CONTRIBUTING.md": false, "snippets/readme.md": true, "snippets/card.jsx": true,
		"snippets/card.tsx": true, "_snippets/x.jsx": true, "components/card.jsx": false,
		"skill.md": false, ".mintlify/skills/a/SKILL.md": false, "a/skill.md": true, "style.css": false,
	} {
		if got := mintlifyParses(name); got != want {
			t.Errorf("mintlifyParses(%q) = %v, want %v", name, got, want)
		}
	}
}
