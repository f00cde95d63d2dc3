package codeblock

import (
	"os"
	"strings"
	"testing"
)

// TestCSS compares the default stylesheet with testdata/codeblock.css
// (-update rewrites it) and checks the dark selector is applied.
func TestCSS(t *testing.T) {
	css := New(Options{}).CSS()
	const golden = "testdata/codeblock.css"
	if *update {
		if err := os.WriteFile(golden, []byte(css), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if css != string(want) {
		t.Errorf("CSS() differs from %s; run with -update and check the diff", golden)
	}
	for _, s := range []string{".code-block-code .k{", ".dark .code-block-code .k{", ".dark .code-block,.dark .mermaid{--cb-bg:", ".code-block-lines .code-block-line::before", "user-select:none"} {
		if !strings.Contains(css, s) {
			t.Errorf("CSS() has no %q", s)
		}
	}

	css = New(Options{DarkSelector: "[data-theme=dark]"}).CSS()
	if strings.Contains(css, ".dark ") || strings.Contains(css, "__dark__") {
		t.Error("CSS() with another dark selector still uses .dark")
	}
	if !strings.Contains(css, "[data-theme=dark] .code-block-code .k{") {
		t.Error("CSS() does not use the dark selector for tokens")
	}
}
