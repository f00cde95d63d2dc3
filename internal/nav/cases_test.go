package nav_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/nav"
)

var update = flag.Bool("update", false, "rewrite the want sections of testdata/cases")

// TestCases runs the hand-written sites of testdata/cases. Each txtar holds
// a docs folder and a "want" section: the tree as `folio nav` prints it,
// then every page with its trail and its context (eyebrow, neighbours,
// selectors with their targets; "read-here" marks, for a page listed more
// than once, the place where it is read), then the diagnostics.
func TestCases(t *testing.T) {
	files, err := filepath.Glob("testdata/cases/*.txtar")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 40 {
		t.Fatalf("only %d cases", len(files))
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			wantIdx := -1
			for i, f := range ar.Files {
				if f.Name == "want" {
					wantIdx = i
					continue
				}
				p := filepath.Join(dir, filepath.FromSlash(f.Name))
				os.MkdirAll(filepath.Dir(p), 0o755)
				if err := os.WriteFile(p, f.Data, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			got := describe(t, dir)
			if *update {
				if wantIdx < 0 {
					ar.Files = append(ar.Files, txtar.File{Name: "want"})
					wantIdx = len(ar.Files) - 1
				}
				ar.Files[wantIdx].Data = []byte(got)
				if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if wantIdx < 0 {
				t.Fatal("no want section; run with -update and check it")
			}
			if want := string(ar.Files[wantIdx].Data); got != want {
				t.Errorf("got:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// describe resolves the site in dir and prints everything a case checks.
func describe(t *testing.T, dir string) string {
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	var b bytes.Buffer
	p.CheckFiles()
	if p.Config == nil {
		b.WriteString("no configuration:\n")
		for _, d := range p.Diagnostics.Errors() {
			fmt.Fprintf(&b, "  %s\n", oneLine(d))
		}
		return b.String()
	}
	site := nav.Build(t.Context(), p, nil)
	site.WriteTree(&b)
	b.WriteString("--\n")
	for _, pg := range site.Pages {
		c := site.Context(pg)
		fmt.Fprintf(&b, "%s %q url=%s", pg.Path, pg.Title, pg.URL)
		if pg.GroupRoot {
			b.WriteString(" root")
		}
		if pg.Unlisted {
			b.WriteString(" unlisted")
		}
		if len(site.Lookup(pg.Path)) > 1 && site.Home(pg) == pg {
			b.WriteString(" read-here")
		}
		if pg.SidebarTitle != "" {
			fmt.Fprintf(&b, " sidebar=%q", pg.SidebarTitle)
		}
		var trail []string
		for _, n := range c.Trail {
			trail = append(trail, string(n.Kind)+":"+n.Label)
		}
		fmt.Fprintf(&b, " trail=[%s]\n", strings.Join(trail, " > "))
		fmt.Fprintf(&b, "  eyebrow=%q prev=%s next=%s\n", strings.Join(c.Eyebrow, " / "), pagePath(c.Prev), pagePath(c.Next))
		for _, s := range c.Selectors {
			var opts []string
			for _, o := range s.Options {
				mark := ""
				if o.Active {
					mark = "*"
				}
				if o.Node.Default {
					mark += "(default)"
				}
				opts = append(opts, fmt.Sprintf("%s%s→%s", o.Node.Label, mark, o.URL))
			}
			fmt.Fprintf(&b, "  %s: %s\n", s.Kind, strings.Join(opts, ", "))
		}
	}
	var groups []string
	var walk func(n *nav.Node)
	walk = func(n *nav.Node) {
		if n.Kind == nav.KindGroup {
			root := ""
			if n.Root != nil {
				root = " root=" + n.Root.Path
			}
			first := nav.FirstPage(n)
			groups = append(groups, fmt.Sprintf("%s: click=%s expanded=%v directory=%q openapi=%q first=%s%s",
				n.Label, n.Click, n.Expanded, n.Directory, n.OpenAPI, pagePath(first), root))
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(site.Root)
	if len(groups) > 0 {
		b.WriteString("--\n" + strings.Join(groups, "\n") + "\n")
	}
	all := append(p.Diagnostics.All(), site.Diagnostics.All()...)
	if len(all) > 0 {
		b.WriteString("--\n")
		for _, d := range all {
			fmt.Fprintf(&b, "%s\n", oneLine(d))
		}
	}
	return b.String()
}

func pagePath(p *nav.Page) string {
	if p == nil {
		return "-"
	}
	return p.Path
}

func oneLine(d diag.Diagnostic) string {
	l, c := d.LineCol()
	return fmt.Sprintf("%s:%d:%d: %s[%s] %s", d.FileName(), l, c, d.Severity, d.Code, d.Message)
}
