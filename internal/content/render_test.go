package content

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/foliodocs/folio/internal/diag"
)

var update = flag.Bool("update", false, "rewrite the golden sections of testdata/render/*.txtar")

// fakeIcons draws every icon as a tiny marker, so goldens stay readable.
type fakeIcons struct{}

func (fakeIcons) SVG(name, library, style, class string, size int) (string, string, bool) {
	switch name {
	case "no-such-icon":
		return "", "", false
	case "rocket-launch":
		return `<svg class="` + class + `" data-icon="rocket"></svg>`, "rocket", true
	}
	s := `<svg class="` + class + `" data-icon="` + name
	if library != "" {
		s += `" data-library="` + library
	}
	if style != "" {
		s += `" data-style="` + style
	}
	return s + `"></svg>`, "", true
}

// renderOptions are the options a case may set in options.json.
type renderOptions struct {
	Variables   map[string]string `json:"variables"`
	IconLibrary string            `json:"iconLibrary"`
	Page        string            `json:"page"`
	JSTimeoutMS int               `json:"jsTimeoutMs"`
}

// outputs are the golden sections, in the order they are written.
var outputs = []string{"html", "markdown", "toc", "sections", "diagnostics"}

// TestRender renders the page of each testdata/render case and compares
// its HTML, Markdown, outline and diagnostics with the golden sections.
// Run with -update to rewrite them after checking the difference.
func TestRender(t *testing.T) {
	files, _ := filepath.Glob("testdata/render/*.txtar")
	if len(files) == 0 {
		t.Fatal("no cases")
	}
	for _, path := range files {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(path)
			if err != nil {
				t.Fatal(err)
			}
			got := renderCase(t, ar)
			if *update {
				var keep []txtar.File
				for _, f := range ar.Files {
					if !contains(outputs, f.Name) {
						keep = append(keep, f)
					}
				}
				for _, name := range outputs {
					if got[name] != "" {
						keep = append(keep, txtar.File{Name: name, Data: []byte(got[name])})
					}
				}
				ar.Files = keep
				if err := os.WriteFile(path, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want := map[string]string{}
			for _, f := range ar.Files {
				want[f.Name] = string(f.Data)
			}
			for _, name := range outputs {
				if got[name] != want[name] {
					t.Errorf("%s differs:\n--- got\n%s\n--- want\n%s", name, got[name], want[name])
				}
			}
		})
	}
}

// caseFS returns the files of a case and its options.
func caseFS(t *testing.T, ar *txtar.Archive) (fstest.MapFS, renderOptions) {
	t.Helper()
	fsys := fstest.MapFS{}
	var opts renderOptions
	for _, f := range ar.Files {
		switch {
		case f.Name == "options.json":
			if err := json.Unmarshal(f.Data, &opts); err != nil {
				t.Fatal(err)
			}
		case contains(outputs, f.Name):
		default:
			fsys[f.Name] = &fstest.MapFile{Data: f.Data}
		}
	}
	if opts.Page == "" {
		opts.Page = "page.mdx"
	}
	if fsys[opts.Page] == nil {
		t.Fatalf("the case has no %s", opts.Page)
	}
	return fsys, opts
}

func renderCase(t *testing.T, ar *txtar.Archive) map[string]string {
	t.Helper()
	fsys, opts := caseFS(t, ar)
	r := New(Options{Files: fsys, Variables: opts.Variables, IconLibrary: opts.IconLibrary, Icons: fakeIcons{},
		JSTimeout: time.Duration(opts.JSTimeoutMS) * time.Millisecond})
	pg := r.Render(context.Background(), opts.Page, fsys[opts.Page].Data)
	out := map[string]string{"html": pg.HTML, "markdown": pg.Markdown}
	var b strings.Builder
	for _, h := range pg.TOC {
		b.WriteString(strings.Repeat("  ", h.Level-2) + h.ID + " " + h.Text + "\n")
	}
	out["toc"] = b.String()
	b.Reset()
	for _, s := range pg.Sections {
		b.WriteString("[" + s.ID + "] " + s.Title + ": " + strings.ReplaceAll(s.Text, "\n", " / ") + "\n")
	}
	out["sections"] = b.String()
	b.Reset()
	pg.Diagnostics.Sort()
	for _, d := range pg.Diagnostics.All() {
		diag.Render(&b, d, diag.Style{})
	}
	out["diagnostics"] = b.String()
	for k, v := range out {
		if v != "" && !strings.HasSuffix(v, "\n") {
			out[k] = v + "\n"
		}
	}
	return out
}
