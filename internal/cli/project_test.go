package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/git"
)

// TestProjectAddDocsLink: folio project add refuses a docs folder that is
// a symbolic link out of the repository, and takes one linked inside it.
func TestProjectAddDocsLink(t *testing.T) {
	runner, err := git.New(git.Options{})
	if err != nil {
		t.Skip(err)
	}
	repo := t.TempDir()
	gitIn := func(args ...string) {
		t.Helper()
		if _, err := runner.Run(context.Background(), git.Cmd{Dir: repo, Args: args,
			Env: []string{"GIT_AUTHOR_NAME=T", "GIT_AUTHOR_EMAIL=t@x", "GIT_COMMITTER_NAME=T", "GIT_COMMITTER_EMAIL=t@x"}}); err != nil {
			t.Fatal(err)
		}
	}
	gitIn("init", "-q", "-b", "main")
	if err := os.MkdirAll(filepath.Join(repo, "site", "docs"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(repo, "site", "docs", "docs.json"), []byte("{}"), 0o644)
	os.Symlink("site/docs", filepath.Join(repo, "docs"))
	os.Symlink("/etc", filepath.Join(repo, "escape"))
	gitIn("add", "--all")
	gitIn("commit", "-q", "-m", "first")
	data := t.TempDir()
	for _, tc := range []struct {
		id, docs string
		code     int
		stderr   string
	}{
		{"out", "escape", ExitUsage, "leads out of the repository through a symbolic link"},
		{"missing", "nope", ExitUsage, "is not a folder on branch main"},
		{"in", "docs", ExitOK, ""},
	} {
		var stdout, stderr bytes.Buffer
		code := Main(context.Background(), []string{"project", "add", tc.id, "--repo", repo, "--docs", tc.docs, "--data", data},
			Env{Stdout: &stdout, Stderr: &stderr, Environ: os.Environ()})
		if code != tc.code || !strings.Contains(stderr.String(), tc.stderr) {
			t.Errorf("project add --docs %s: exit %d, stderr %q", tc.docs, code, stderr.String())
		}
	}
}

// TestProjectAgentSettings: project set keeps the models a job may ask
// for and the output limit; show prints them; bad ones are refused.
func TestProjectAgentSettings(t *testing.T) {
	data := t.TempDir()
	run := func(args ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		code := Main(context.Background(), append(args, "--data", data), Env{Stdout: &stdout, Stderr: &stderr, Environ: os.Environ()})
		return code, stdout.String(), stderr.String()
	}
	if code, _, stderr := run("project", "add", "p", "--repo", "https://example.com/r.git", "--no-check", "--allow-models", "openai:gpt-test"); code != ExitOK {
		t.Fatalf("add: %d %s", code, stderr)
	}
	if code, _, stderr := run("project", "set", "p", "--allow-models", "anthropic:claude-test,openai:llama3.1:8b", "--max-output-tokens", "32000"); code != ExitOK {
		t.Fatalf("set: %d %s", code, stderr)
	}
	code, stdout, _ := run("project", "show", "p", "--format", "json")
	if code != ExitOK || !strings.Contains(stdout, `"allowedModels": [`) || !strings.Contains(stdout, `"anthropic:claude-test"`) ||
		!strings.Contains(stdout, `"maxOutputTokens": 32000`) || strings.Contains(stdout, "gpt-test") {
		t.Errorf("show: %d\n%s", code, stdout)
	}
	if code, _, stderr := run("project", "set", "p", "--allow-models", "gpt-4"); code != ExitUsage || !strings.Contains(stderr, "want PROVIDER:MODEL") {
		t.Errorf("set a model without provider: %d %s", code, stderr)
	}
	if code, _, stderr := run("project", "set", "p", "--max-output-tokens", "-1"); code != ExitUsage {
		t.Errorf("set a negative limit: %d %s", code, stderr)
	}
	// The context window: kept, shown, and refused when too small or
	// smaller than twice the output limit.
	if code, _, stderr := run("project", "set", "p", "--context-window", "131072"); code != ExitOK {
		t.Fatalf("set the window: %d %s", code, stderr)
	}
	if code, stdout, _ := run("project", "show", "p", "--format", "json"); code != ExitOK || !strings.Contains(stdout, `"contextWindow": 131072`) {
		t.Errorf("show: %d\n%s", code, stdout)
	}
	if code, stdout, _ := run("project", "show", "p"); code != ExitOK || !regexp.MustCompile(`context window\s+131072`).MatchString(stdout) {
		t.Errorf("show: %d\n%s", code, stdout)
	}
	if code, _, stderr := run("project", "set", "p", "--context-window", "1000"); code != ExitUsage || !strings.Contains(stderr, "at least 4096") {
		t.Errorf("set a tiny window: %d %s", code, stderr)
	}
	if code, _, stderr := run("project", "set", "p", "--context-window", "32768"); code != ExitUsage || !strings.Contains(stderr, "no room") {
		t.Errorf("set a window the output limit fills: %d %s", code, stderr)
	}
	if code, _, stderr := run("project", "set", "p", "--context-window", "0"); code != ExitOK {
		t.Errorf("unset the window: %d %s", code, stderr)
	}
	if code, stdout, _ := run("project", "show", "p", "--format", "json"); code != ExitOK || strings.Contains(stdout, "contextWindow") {
		t.Errorf("show after unset: %d\n%s", code, stdout)
	}
}
