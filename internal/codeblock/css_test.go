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
	for _, s := range []string{".code-block-code .k{", ".dark .code-block-code .k{", ".dark .code-block,.dark .mermaid,.dark .code-group{--cb-bg:", ".code-block-lines .code-block-line::before", "user-select:none"} {
		if !strings.Contains(css, s) {
			t.Errorf("CSS() has no %q", s)
		}
	}

	// The frame follows the code's background: a dark style in light mode
	// gets the dark frame, a light one in dark mode the light frame.
	css = New(Options{LightStyle: "github-dark", DarkStyle: "github"}).CSS()
	lines := strings.Split(css, "\n")
	if !strings.HasPrefix(lines[1], ".code-block,.mermaid,.code-group{--cb-bg:") || !strings.HasSuffix(lines[1], darkChrome+"}") {
		t.Errorf("a dark style in light mode does not get the dark frame: %s", lines[1])
	}
	if !strings.HasPrefix(lines[2], ".dark .code-block,.dark .mermaid,.dark .code-group{--cb-bg:") || !strings.HasSuffix(lines[2], lightChrome+"}") {
		t.Errorf("a light style in dark mode does not get the light frame: %s", lines[2])
	}

	css = New(Options{DarkSelector: "[data-theme=dark]"}).CSS()
	if strings.Contains(css, ".dark ") || strings.Contains(css, "__dark__") {
		t.Error("CSS() with another dark selector still uses .dark")
	}
	if !strings.Contains(css, "[data-theme=dark] .code-block-code .k{") {
		t.Error("CSS() does not use the dark selector for tokens")
	}
}
