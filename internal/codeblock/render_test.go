package codeblock

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

var update = flag.Bool("update", false, "rewrite the want.html sections of testdata/render")

// TestRender renders the cases of testdata/render. Each txtar holds an
// "info" section (the fence's info string), a "code" section, optionally
// "options" (lines "omit-header" and "icon <html>"), and "want.html".
func TestRender(t *testing.T) {
	files, err := filepath.Glob("testdata/render/*.txtar")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 20 {
		t.Fatalf("only %d cases", len(files))
	}
	h := New(Options{})
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			sections := map[string]int{}
			for i, f := range ar.Files {
				sections[f.Name] = i
			}
			section := func(name string) []byte {
				if i, ok := sections[name]; ok {
					return ar.Files[i].Data
				}
				return nil
			}
			info := strings.TrimSuffix(string(section("info")), "\n")
			m, probs := ParseInfo(info)
			if len(probs) > 0 {
				t.Fatalf("ParseInfo(%q): %v", info, probs)
			}
			var o RenderOptions
			for _, l := range strings.Split(string(section("options")), "\n") {
				switch k, v, _ := strings.Cut(l, " "); k {
				case "omit-header":
					o.OmitHeader = true
				case "icon":
					o.IconHTML = v
				}
			}
			var b bytes.Buffer
			h.Render(&b, m, section("code"), o)
			got := b.String()
			checkHTML(t, got)
			if *update {
				i, ok := sections["want.html"]
				if !ok {
					ar.Files = append(ar.Files, txtar.File{Name: "want.html"})
					i = len(ar.Files) - 1
				}
				ar.Files[i].Data = []byte(got)
				if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if _, ok := sections["want.html"]; !ok {
				t.Fatal("no want.html section; run with -update and check it")
			}
			if want := string(section("want.html")); got != want {
				t.Errorf("got:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// tagRE matches the tags Render writes; what is left once they are gone
// is text, which must not hold a '<'.
var tagRE = regexp.MustCompile(`<(/?)(figure|figcaption|span|pre|code|button|svg|rect|path|label|input|div)\b[^<>]*>`)

// checkHTML fails the test unless every tag Render writes is closed in
// order and the text between them has no markup left.
func checkHTML(t testing.TB, s string) {
	t.Helper()
	if err := wellFormed(s); err != nil {
		t.Fatalf("%v in:\n%s", err, s)
	}
}

func wellFormed(s string) error {
	var stack []string
	last := 0
	for _, m := range tagRE.FindAllStringSubmatchIndex(s, -1) {
		if text := s[last:m[0]]; strings.ContainsAny(text, "<>") {
			return fmt.Errorf("unescaped markup %q", text)
		}
		last = m[1]
		closing, name := s[m[2]:m[3]] == "/", s[m[4]:m[5]]
		switch {
		case name == "rect" || name == "input" || strings.HasSuffix(s[m[0]:m[1]], "/>"):
		case !closing:
			stack = append(stack, name)
		case len(stack) == 0 || stack[len(stack)-1] != name:
			return fmt.Errorf("</%s> closes %v", name, stack)
		default:
			stack = stack[:len(stack)-1]
		}
	}
	if text := s[last:]; strings.ContainsAny(text, "<>") {
		return fmt.Errorf("unescaped markup %q", text)
	}
	if len(stack) > 0 {
		return fmt.Errorf("unclosed %v", stack)
	}
	return nil
}

// TestMintlifyClassNames checks the class names Mintlify documents for
// custom CSS (customize/custom-scripts.mdx, "Element selectors"): sites'
// own stylesheets select code blocks by them.
func TestMintlifyClassNames(t *testing.T) {
	h := New(Options{})
	render := func(info, code string, o RenderOptions) string {
		m, _ := ParseInfo(info)
		var b bytes.Buffer
		h.Render(&b, m, []byte(code), o)
		return b.String()
	}
	block := render("python icon=python expandable", strings.Repeat("x = 1\n", 20), RenderOptions{IconHTML: "<svg></svg>"})
	mermaid := render(`mermaid placement="top-left"`, "graph LR\n  A --> B\n", RenderOptions{})
	for _, want := range []struct{ html, s string }{
		{block, `<figure class="code-block `},
		{block, `<span class="code-block-icon" aria-hidden="true"><svg></svg></span>`},
		{block, `<button type="button" class="code-block-copy-button"`},
		{block, `<div class="code-block-fade-overlay" aria-hidden="true"></div>`},
		{mermaid, `<div class="mermaid" data-component-name="mermaid-container" data-placement="top-left">graph LR`},
	} {
		if !strings.Contains(want.html, want.s) {
			t.Errorf("no %s in:\n%s", want.s, want.html)
		}
	}
	css := h.CSS()
	for _, sel := range []string{".code-block{", ".code-block-icon{", ".code-block-copy-button{", ".code-block-fade-overlay{", ".mermaid{", ".dark .mermaid{"} {
		if !strings.Contains(css, sel) && !strings.Contains(css, strings.TrimSuffix(sel, "{")+",") {
			t.Errorf("CSS() has no rule for %s", sel)
		}
	}
}
