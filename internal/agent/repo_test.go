package agent_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/agent"
	"github.com/foliodocs/folio/internal/git"
)

// repoBundle is a real git repository in a temporary folder: a docs
// folder inside a small code repository with three commits, and beside
// it what a hostile call would reach for: a secret outside the
// repository, links out of it and into .git.
type repoBundle struct {
	outer   string // holds repo/ and secret.txt
	repo    string
	commits []string // oldest first
	tools   *agent.Tools
}

const repoSecret = "TOP SECRET, outside the repository"

func runGit(t testing.TB, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "init.defaultBranch=main", "-c", "user.name=Ada", "-c", "user.email=ada@example.com", "-c", "commit.gpgSign=false"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_TERMINAL_PROMPT=0", "GIT_AUTHOR_DATE=2025-03-01T10:00:00Z", "GIT_COMMITTER_DATE=2025-03-01T10:00:00Z")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

func setupRepo(t testing.TB, opts ...func(*agent.Options)) *repoBundle {
	t.Helper()
	outer := t.TempDir()
	repo := filepath.Join(outer, "repo")
	docs := filepath.Join(repo, "docs")
	must(t, os.CopyFS(docs, os.DirFS("testdata/site")))
	must(t, os.WriteFile(filepath.Join(outer, "secret.txt"), []byte(repoSecret), 0o644))
	write := func(name, content string) {
		p := filepath.Join(repo, filepath.FromSlash(name))
		must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		must(t, os.WriteFile(p, []byte(content), 0o644))
	}
	b := &repoBundle{outer: outer, repo: repo}
	runGit(t, repo, "init", "-q")
	write("cmd/serve/main.go", "package main\n\n// flag --port sets the port.\nfunc main() {}\n")
	write("README.md", "# Demo\n")
	runGit(t, repo, "add", "-A")
	runGit(t, repo, "commit", "-q", "-m", "Start the demo")
	b.commits = append(b.commits, runGit(t, repo, "rev-parse", "HEAD"))
	write("cmd/serve/main.go", "package main\n\n// flag --port sets the port.\n// flag --max-steps bounds a job.\nfunc main() {}\n")
	runGit(t, repo, "commit", "-q", "-am", "Add the --max-steps flag\n\nJobs stop after so many steps.")
	b.commits = append(b.commits, runGit(t, repo, "rev-parse", "HEAD"))
	write("internal/big.txt", strings.Repeat("a line of text that is long enough to count\n", 4000))
	write("internal/data.bin", "\x00\x01binary")
	runGit(t, repo, "add", "-A")
	runGit(t, repo, "commit", "-q", "-m", "Add big files")
	b.commits = append(b.commits, runGit(t, repo, "rev-parse", "HEAD"))
	// Uncommitted, as hostile as a repository can be on disk.
	must(t, os.Symlink(filepath.Join(outer, "secret.txt"), filepath.Join(repo, "leak.txt")))
	must(t, os.Symlink(outer, filepath.Join(repo, "outside")))
	must(t, os.Symlink(".git/config", filepath.Join(repo, "gitlink")))
	must(t, os.Symlink("cmd", filepath.Join(repo, "alias")))

	runner, err := git.New(git.Options{})
	if err != nil {
		t.Fatal(err)
	}
	o := agent.Options{Repository: repo, Git: runner, Logger: slog.New(slog.NewTextHandler(tWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug}))}
	for _, f := range opts {
		f(&o)
	}
	b.tools, err = agent.NewTools(docs, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.tools.Close() })
	return b
}

func (b *repoBundle) call(t testing.TB, name, args string) (string, error) {
	t.Helper()
	return b.tools.Call(t.Context(), name, json.RawMessage(args))
}

func TestRepoToolsOffered(t *testing.T) {
	b := setupRepo(t)
	var names []string
	for _, d := range b.tools.Definitions() {
		names = append(names, d.Name)
	}
	for _, want := range []string{"list_repo", "read_repo_file", "search_repo", "git_log", "git_show", "git_diff"} {
		if !slices.Contains(names, want) {
			t.Errorf("%s not offered: %v", want, names)
		}
	}
	noGit := setupRepo(t, func(o *agent.Options) { o.Git = nil })
	for _, d := range noGit.tools.Definitions() {
		if strings.HasPrefix(d.Name, "git_") {
			t.Errorf("%s offered without a git runner", d.Name)
		}
	}
}

// TestRepoConfinement: no repository tool reads outside the repository or
// inside .git, whatever the path or revision.
func TestRepoConfinement(t *testing.T) {
	b := setupRepo(t)
	cases := []struct{ tool, args, want string }{
		{"read_repo_file", `{"path":"../secret.txt"}`, "outside the repository"},
		{"read_repo_file", `{"path":"cmd/../../secret.txt"}`, "outside the repository"},
		{"read_repo_file", fmt.Sprintf(`{"path":%q}`, filepath.Join(b.outer, "secret.txt")), "absolute path"},
		{"read_repo_file", `{"path":"/etc/passwd"}`, "absolute path"},
		{"read_repo_file", `{"path":"leak.txt"}`, "outside the repository"},
		{"read_repo_file", `{"path":"outside/secret.txt"}`, "outside the repository"},
		{"read_repo_file", `{"path":".git/config"}`, "inside .git"},
		{"read_repo_file", `{"path":"docs/../.GIT/HEAD"}`, "inside .git"},
		{"read_repo_file", `{"path":"gitlink"}`, "into .git"},
		{"read_repo_file", `{"path":"internal/data.bin"}`, "binary"},
		{"list_repo", `{"path":".."}`, "outside the repository"},
		{"list_repo", `{"path":".git"}`, "inside .git"},
		{"list_repo", `{"path":"outside"}`, "outside the repository"},
		{"list_repo", `{"path":"/"}`, "absolute path"},
		{"git_log", `{"path":"../secret.txt"}`, "outside the repository"},
		{"git_log", `{"path":".git/config"}`, "inside .git"},
		{"git_log", `{"path":"outside"}`, "outside the repository"},
		{"git_log", `{"since":"x\ny"}`, "not a date"},
		{"git_show", `{"commit":"--output=/tmp/x"}`, "not a commit ID"},
		{"git_show", `{"commit":"-p"}`, "not a commit ID"},
		{"git_show", `{"commit":"HEAD:.git/config"}`, "not a commit ID"},
		{"git_show", `{"commit":"main..HEAD"}`, "not a commit ID"},
		{"git_show", `{"commit":"main@{0}"}`, "not a commit ID"},
		{"git_show", `{"commit":"deadbeef"}`, "not a commit of the repository"},
		{"git_show", `{"commit":""}`, "empty"},
		{"git_diff", `{"from":"--no-index","to":"HEAD"}`, "not a commit ID"},
		{"git_diff", `{"from":"HEAD~1","to":"-R"}`, "not a commit ID"},
		{"git_diff", `{"from":"HEAD~1","to":"HEAD","path":"/etc"}`, "absolute path"},
		{"git_diff", `{"from":"HEAD~1","to":"HEAD","path":"../x"}`, "outside the repository"},
	}
	for _, c := range cases {
		t.Run(c.tool+" "+c.args, func(t *testing.T) {
			res, err := b.call(t, c.tool, c.args)
			if err == nil {
				t.Fatalf("no error; result:\n%s", res)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q, want it to contain %q", err, c.want)
			}
			if strings.Contains(err.Error(), repoSecret) {
				t.Errorf("the error leaks the secret: %v", err)
			}
		})
	}
	// Nothing a call returns or writes reaches outside.
	for _, c := range cases {
		res, _ := b.call(t, c.tool, c.args)
		if strings.Contains(res, repoSecret) {
			t.Errorf("%s %s returned the secret", c.tool, c.args)
		}
	}
	out := filepath.Join(b.outer, "written")
	if _, err := b.call(t, "git_show", fmt.Sprintf(`{"commit":"--output=%s"}`, out)); err == nil {
		t.Error("git_show took an option")
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("git_show wrote a file outside the repository")
	}
	res, err := b.call(t, "search_repo", `{"query":"SECRET"}`)
	if err != nil || strings.Contains(res, repoSecret) {
		t.Errorf("search_repo followed a link out of the repository: %v\n%s", err, res)
	}
	res, err = b.call(t, "search_repo", `{"query":"bare|repositoryformatversion"}`)
	if err != nil || !strings.HasPrefix(res, "No matches") {
		t.Errorf("search_repo read .git: %v\n%s", err, res)
	}
	res, err = b.call(t, "list_repo", `{}`)
	if err != nil || strings.Contains(res, ".git") {
		t.Errorf("list_repo shows .git: %v\n%s", err, res)
	}
}

func TestReadRepoFile(t *testing.T) {
	b := setupRepo(t)
	res, err := b.call(t, "read_repo_file", `{"path":"cmd/serve/main.go"}`)
	if err != nil {
		t.Fatal(err)
	}
	if want := "1\tpackage main\n2\t\n3\t// flag --port sets the port.\n4\t// flag --max-steps bounds a job.\n5\tfunc main() {}"; res != want {
		t.Errorf("got\n%s\nwant\n%s", res, want)
	}
	res, err = b.call(t, "read_repo_file", `{"path":"alias/serve/main.go","offset":4,"limit":1}`)
	if err != nil || !strings.HasPrefix(res, "4\t// flag --max-steps") || !strings.Contains(res, "read on with offset 5") {
		t.Errorf("through a link inside the repository: %v\n%s", err, res)
	}
	// The docs folder is part of the repository.
	if _, err := b.call(t, "read_repo_file", `{"path":"docs/docs.json"}`); err != nil {
		t.Error(err)
	}
}

func TestRepoOutputCap(t *testing.T) {
	b := setupRepo(t, func(o *agent.Options) { o.MaxRepoOutput = 4 << 10 })
	for _, c := range []struct{ tool, args string }{
		{"read_repo_file", `{"path":"internal/big.txt"}`},
		{"git_show", `{"commit":"HEAD"}`},
		{"git_diff", `{"from":"HEAD~2","to":"HEAD"}`},
	} {
		res, err := b.call(t, c.tool, c.args)
		if err != nil {
			t.Fatalf("%s: %v", c.tool, err)
		}
		if len(res) > 4<<10+300 || !strings.Contains(res, "… [output cut at ") {
			t.Errorf("%s: %d bytes, not cut with a note:\n…%s", c.tool, len(res), res[max(0, len(res)-300):])
		}
	}
	res, err := b.call(t, "search_repo", `{"query":"a line","glob":"internal/*.txt"}`)
	if err != nil || len(res) > 4<<10+300 || !strings.Contains(res, "more matching lines not shown") {
		t.Errorf("search_repo: %v, %d bytes\n%s", err, len(res), res[max(0, len(res)-300):])
	}
	small := setupRepo(t, func(o *agent.Options) { o.MaxFileSize = 1 << 10 })
	if _, err := small.call(t, "read_repo_file", `{"path":"internal/big.txt"}`); err == nil || !strings.Contains(err.Error(), "larger than the limit") {
		t.Errorf("a file over MaxFileSize: %v", err)
	}
}

func TestSearchRepo(t *testing.T) {
	b := setupRepo(t)
	cases := []struct{ args, want string }{
		{`{"query":"max-steps","glob":"**/*.go"}`, "cmd/serve/main.go:4: // flag --max-steps bounds a job."},
		{`{"query":"max-steps","glob":"*.go"}`, "cmd/serve/main.go:4: // flag --max-steps bounds a job."},
		{`{"query":"max-steps","glob":"cmd/**"}`, "cmd/serve/main.go:4: // flag --max-steps bounds a job."},
		{`{"query":"max-steps","glob":"*.{md,txt}"}`, `No matches for "max-steps" in the repository's files matching "*.{md,txt}".`},
		{`{"query":"func main() {","literal":true,"glob":"cmd/serve/*.go"}`, "cmd/serve/main.go:5: func main() {}"},
		{`{"query":"# DEMO","ignore_case":true,"glob":"README.md"}`, "README.md:1: # Demo"},
	}
	for _, c := range cases {
		res, err := b.call(t, "search_repo", c.args)
		if err != nil {
			t.Errorf("%s: %v", c.args, err)
			continue
		}
		if res != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.args, res, c.want)
		}
	}
	if _, err := b.call(t, "search_repo", `{"query":"func main("}`); err == nil || !strings.Contains(err.Error(), "literal true") {
		t.Errorf("an invalid expression: %v", err)
	}
	if _, err := b.call(t, "search_repo", `{"query":"x","glob":"[a"}`); err == nil {
		t.Error("an invalid glob was accepted")
	}
}

func TestListRepo(t *testing.T) {
	b := setupRepo(t)
	res, err := b.call(t, "list_repo", `{}`)
	if err != nil {
		t.Fatal(err)
	}
	want := "README.md\nalias (symbolic link)\ncmd/\ndocs/\ngitlink (symbolic link)\ninternal/\nleak.txt (symbolic link)\noutside (symbolic link)"
	if res != want {
		t.Errorf("got\n%s\nwant\n%s", res, want)
	}
	if res, err := b.call(t, "list_repo", `{"path":"cmd/serve"}`); err != nil || res != "cmd/serve/main.go" {
		t.Errorf("cmd/serve: %v %q", err, res)
	}
	if _, err := b.call(t, "list_repo", `{"path":"README.md"}`); err == nil || !strings.Contains(err.Error(), "read_repo_file") {
		t.Errorf("a file: %v", err)
	}
}

func TestGitHistoryTools(t *testing.T) {
	b := setupRepo(t)
	short := func(i int) string { return b.commits[i][:7] }
	res, err := b.call(t, "git_log", `{}`)
	if err != nil {
		t.Fatal(err)
	}
	want := short(2) + " 2025-03-01 Ada: Add big files\n" + short(1) + " 2025-03-01 Ada: Add the --max-steps flag\n" + short(0) + " 2025-03-01 Ada: Start the demo"
	if res != want {
		t.Errorf("git_log:\n got %q\nwant %q", res, want)
	}
	res, err = b.call(t, "git_log", `{"path":"cmd/serve/main.go","limit":1}`)
	if err != nil || res != short(1)+" 2025-03-01 Ada: Add the --max-steps flag" {
		t.Errorf("git_log path limit: %v %q", err, res)
	}
	res, err = b.call(t, "git_log", `{"since":"2030-01-01"}`)
	if err != nil || res != "No commits match." {
		t.Errorf("git_log since: %v %q", err, res)
	}
	// A path is a plain path, never pathspec magic.
	res, err = b.call(t, "git_log", `{"path":":(glob)**"}`)
	if err != nil || res != "No commits match." {
		t.Errorf("git_log with pathspec magic: %v %q", err, res)
	}

	res, err = b.call(t, "git_show", fmt.Sprintf(`{"commit":%q}`, short(1)))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"commit " + b.commits[1], "Add the --max-steps flag", "Jobs stop after so many steps.", "cmd/serve/main.go | 1 +", "+// flag --max-steps bounds a job."} {
		if !strings.Contains(res, w) {
			t.Errorf("git_show lacks %q:\n%s", w, res)
		}
	}

	res, err = b.call(t, "git_diff", fmt.Sprintf(`{"from":%q,"to":"HEAD","path":"cmd"}`, b.commits[0]))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res, "+// flag --max-steps bounds a job.") || strings.Contains(res, "big.txt") {
		t.Errorf("git_diff with path:\n%s", res)
	}
	// A job's worktree has the repository's branches as origin's.
	runGit(t, b.repo, "update-ref", "refs/remotes/origin/release", b.commits[1])
	res, err = b.call(t, "git_show", `{"commit":"release~1"}`)
	if err != nil || !strings.Contains(res, "commit "+b.commits[0]) {
		t.Errorf("git_show of origin's branch: %v\n%s", err, res)
	}
	res, err = b.call(t, "git_diff", `{"from":"HEAD","to":"main"}`)
	if err != nil || res != "No differences." {
		t.Errorf("git_diff of one commit: %v %q", err, res)
	}
	// Nothing was written: the repository is as it was.
	if st := runGit(t, b.repo, "status", "--porcelain", "--untracked-files=no"); st != "" {
		t.Errorf("the repository changed:\n%s", st)
	}
}

func TestChangeBrief(t *testing.T) {
	b := setupRepo(t)
	runGit(t, b.repo, "commit", "-q", "--allow-empty", "-m", "Merge pull request #42 from ada/flags")
	merge := runGit(t, b.repo, "rev-parse", "--short=7", "HEAD")
	got := b.tools.ChangeBrief(t.Context(), agent.Change{
		Commits:     []string{b.commits[1][:9], "0000000"},
		From:        b.commits[0],
		To:          "HEAD~1",
		PullRequest: 42,
	})
	for _, want := range []string{
		"commit " + b.commits[1],
		"    Add the --max-steps flag",
		"    Jobs stop after so many steps.",
		" cmd/serve/main.go | 1 +",
		"Commit 0000000: not found in the repository",
		"Changes from " + b.commits[0] + " to HEAD~1:",
		b.commits[2][:7] + " 2025-03-01 Ada: Add big files",
		b.commits[1][:7] + " 2025-03-01 Ada: Add the --max-steps flag",
		" internal/big.txt  | 4000 +",
		"Pull request #42 of the code repository",
		merge + " 2025-03-01 Ada: Merge pull request #42 from ada/flags",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the brief lacks %q:\n%s", want, got)
		}
	}
	// The start of the range is not in it.
	if strings.Contains(got, "Ada: Start the demo") {
		t.Errorf("the range includes its start:\n%s", got)
	}
	if got := b.tools.ChangeBrief(t.Context(), agent.Change{PullRequest: 4}); !strings.Contains(got, "no commit of this branch names it") {
		t.Errorf("#4 (a prefix of #42):\n%s", got)
	}
	if got := b.tools.ChangeBrief(t.Context(), agent.Change{}); got != "" {
		t.Errorf("an empty change: %q", got)
	}
	// Revisions that are options are refused even if the API let one by.
	got = b.tools.ChangeBrief(t.Context(), agent.Change{Commits: []string{"--all"}, From: "-p", To: "HEAD"})
	if !strings.Contains(got, "not a commit ID") || strings.Contains(got, "Start the demo") {
		t.Errorf("options as revisions:\n%s", got)
	}
	small := setupRepo(t, func(o *agent.Options) { o.MaxRepoOutput = 200 })
	if got := small.tools.ChangeBrief(t.Context(), agent.Change{From: small.commits[0], To: "HEAD"}); len(got) > 350 || !strings.Contains(got, "output cut at") {
		t.Errorf("a brief over the cap, %d bytes:\n%s", len(got), got)
	}
}

func TestReadPullRequest(t *testing.T) {
	var b *repoBundle
	var feature string
	prs := func(_ context.Context, n int) (agent.PullRequest, error) {
		switch n {
		case 1: // merged
			return agent.PullRequest{Number: 1, State: "merged", Title: "Add the flag", Body: "It bounds jobs.", Base: "main", Head: "ada/flag",
				URL: "https://example.com/pr/1", MergeCommit: b.commits[1]}, nil
		case 2: // open, its branch fetched
			return agent.PullRequest{Number: 2, State: "open", Title: "Document flags", Base: "main", Head: "feature", HeadCommit: feature}, nil
		case 3: // a fork's: its commits are elsewhere
			return agent.PullRequest{Number: 3, State: "open", Title: "From a fork", Body: strings.Repeat("long ", 5000), Base: "main", Head: "fork:x",
				HeadCommit: strings.Repeat("ab", 20)}, nil
		case 4:
			return agent.PullRequest{}, errors.New("GET https://api.example.com/x?token=SECRET: 500")
		}
		return agent.PullRequest{}, agent.ErrNoPullRequest
	}
	b = setupRepo(t, func(o *agent.Options) { o.PullRequests = prs })
	runGit(t, b.repo, "checkout", "-q", "-b", "feature")
	must(t, os.WriteFile(filepath.Join(b.repo, "docs", "flags.mdx"), []byte("# Flags\n"), 0o644))
	runGit(t, b.repo, "add", "docs/flags.mdx")
	runGit(t, b.repo, "commit", "-q", "-m", "Document flags")
	feature = runGit(t, b.repo, "rev-parse", "HEAD")
	runGit(t, b.repo, "checkout", "-q", "main")

	for _, c := range []struct {
		n    int
		want []string
		not  []string
	}{
		{1, []string{"Pull request #1: Add the flag", "State: merged", "URL: https://example.com/pr/1", "Branches: ada/flag into main", "It bounds jobs.",
			"Merged as " + b.commits[1][:12], "cmd/serve/main.go | 1 +", "+// flag --max-steps bounds a job."}, []string{"big.txt"}},
		{2, []string{"Pull request #2: Document flags", "(no description)", "from where feature left main to its head " + feature[:12], "docs/flags.mdx | 1 +", "+# Flags"},
			[]string{"max-steps"}},
		{3, []string{"From a fork", "… [output cut at", "its diff cannot be shown"}, nil},
	} {
		res, err := b.call(t, "read_pull_request", fmt.Sprintf(`{"number":%d}`, c.n))
		if err != nil {
			t.Errorf("#%d: %v", c.n, err)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(res, w) {
				t.Errorf("#%d lacks %q:\n%s", c.n, w, res)
			}
		}
		for _, w := range c.not {
			if strings.Contains(res, w) {
				t.Errorf("#%d has %q:\n%s", c.n, w, res)
			}
		}
	}
	if _, err := b.call(t, "read_pull_request", `{"number":4}`); err == nil || strings.Contains(err.Error(), "SECRET") || !strings.Contains(err.Error(), "could not be read") {
		t.Errorf("a host's failure: %v", err)
	}
	if _, err := b.call(t, "read_pull_request", `{"number":9}`); err == nil || !strings.Contains(err.Error(), "no pull request #9") {
		t.Errorf("a missing one: %v", err)
	}
	if _, err := b.call(t, "read_pull_request", `{"number":0}`); err == nil {
		t.Error("number 0 was accepted")
	}
	// Without a reader of pull requests, the tool is not offered.
	for _, d := range setupRepo(t).tools.Definitions() {
		if d.Name == "read_pull_request" {
			t.Error("read_pull_request offered without PullRequests")
		}
	}
}

// TestChangeBriefCap: the brief stays within 16 KiB whatever the tools'
// own cap, so a small model's window has room after the first prompt.
func TestChangeBriefCap(t *testing.T) {
	b := setupRepo(t)
	commits := []string{b.commits[0], b.commits[1], b.commits[2]}
	for range 20 {
		commits = append(commits, commits[:3]...)
	}
	got := b.tools.ChangeBrief(t.Context(), agent.Change{Commits: commits, From: b.commits[0], To: "HEAD"})
	if len(got) > 16<<10+200 || !strings.Contains(got, "output cut at") {
		t.Errorf("a brief of %d bytes", len(got))
	}
}
