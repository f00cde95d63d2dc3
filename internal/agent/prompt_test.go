package agent_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/agent"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func TestSystemPrompt(t *testing.T) {
	now := func() time.Time { return time.Date(2025, 1, 15, 9, 30, 0, 0, time.UTC) }
	got, err := agent.SystemPrompt(t.Context(), "testdata/site", agent.PromptOptions{Now: now})
	if err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "prompt.golden")
	if *update {
		must(t, os.WriteFile(golden, []byte(got), 0o644))
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("SystemPrompt differs from %s (go test -update rewrites it):\n%s", golden, got)
	}
}

// TestSystemPromptRepository: with the repository tools, the prompt says
// when to read the code; without them it does not name them.
func TestSystemPromptRepository(t *testing.T) {
	with, err := agent.SystemPrompt(t.Context(), "testdata/site", agent.PromptOptions{Repository: true})
	must(t, err)
	without, err := agent.SystemPrompt(t.Context(), "testdata/site", agent.PromptOptions{})
	must(t, err)
	for _, tool := range []string{"list_repo", "search_repo", "read_repo_file", "git_log", "git_show", "git_diff"} {
		if !strings.Contains(with, tool) {
			t.Errorf("the prompt with the repository does not name %s", tool)
		}
		if strings.Contains(without, tool) {
			t.Errorf("the prompt without the repository names %s", tool)
		}
	}
}

func TestSystemPromptBounds(t *testing.T) {
	b := setup(t)
	must(t, os.WriteFile(filepath.Join(b.root, "AGENTS.md"), []byte(strings.Repeat("Be brief. ", 1000)), 0o644))
	got, err := agent.SystemPrompt(t.Context(), b.root, agent.PromptOptions{MaxOutlineLines: 3, MaxInstructions: 100})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Be brief. Be brief.",
		"[AGENTS.md is longer; the rest is left out.",
		"tab \"Guides\"\n  group \"Get started\"\n    index — Introduction\n… and 4 more pages; docs.json has the whole navigation.",
		"Page files that are not in the navigation: new.mdx.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("prompt lacks %q:\n%s", want, got[strings.Index(got, "# The site"):strings.Index(got, "# Components")])
		}
	}
	if strings.Contains(got, "Today is") {
		t.Error("a date without a clock")
	}
	if strings.Contains(got, "alias.mdx") {
		t.Error("a symbolic link listed as a page")
	}
}

func TestSystemPromptBrokenSite(t *testing.T) {
	dir := t.TempDir()
	must(t, os.WriteFile(filepath.Join(dir, "docs.json"), []byte(`{"name": `), 0o644))
	got, err := agent.SystemPrompt(t.Context(), dir, agent.PromptOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got, "docs.json has errors (run validate to see them)") {
		t.Errorf("prompt:\n%s", got)
	}
	got, err = agent.SystemPrompt(t.Context(), t.TempDir(), agent.PromptOptions{})
	if err != nil || !strings.Contains(got, "The site's configuration could not be read") {
		t.Errorf("empty folder: %v\n%s", err, got)
	}
	if _, err := agent.SystemPrompt(t.Context(), filepath.Join(dir, "nope"), agent.PromptOptions{}); err == nil {
		t.Error("no error for a missing folder")
	}
}
