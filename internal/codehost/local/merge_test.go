package local_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/local"
)

func git(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "init.defaultBranch=main", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgSign=false"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_TERMINAL_PROMPT=0")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

func write(t *testing.T, dir, name, content string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// commitOn commits files onto branch (created from main if new) and
// goes back to main.
func commitOn(t *testing.T, repo, branch string, files map[string]string) string {
	t.Helper()
	if branch != "main" {
		if exec.Command("git", "-C", repo, "rev-parse", "--verify", "--quiet", "refs/heads/"+branch).Run() != nil {
			git(t, repo, "branch", branch, "main")
		}
		git(t, repo, "checkout", "--quiet", branch)
		defer git(t, repo, "checkout", "--quiet", "main")
	}
	for name, content := range files {
		write(t, repo, name, content)
	}
	git(t, repo, "add", ".")
	git(t, repo, "commit", "--quiet", "-m", "on "+branch)
	return git(t, repo, "rev-parse", "HEAD")
}

// newRepo is a non-bare repository with main checked out.
func newRepo(t *testing.T) string {
	t.Helper()
	repo := t.TempDir()
	git(t, repo, "init", "--quiet")
	commitOn(t, repo, "main", map[string]string{"index.mdx": "# Home\n", "guide.mdx": "# Guide\n"})
	return repo
}

// bare is a bare copy of repo: nothing checked out.
func bare(t *testing.T, repo string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "bare.git")
	git(t, repo, "clone", "--quiet", "--bare", repo, dir)
	return dir
}

func newMerger(t *testing.T) *local.Merger {
	t.Helper()
	m, err := local.NewMerger(local.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestFastForward(t *testing.T) {
	repo := newRepo(t)
	head := commitOn(t, repo, "folio/a", map[string]string{"new.mdx": "new\n"})
	m := newMerger(t)

	dry, err := m.Merge(t.Context(), repo, local.MergeRequest{Base: "main", Head: "folio/a", DryRun: true})
	if err != nil || !dry.FastForward || dry.Commit != head {
		t.Fatalf("dry run = %+v, %v", dry, err)
	}
	if git(t, repo, "rev-parse", "main") == head {
		t.Fatal("the dry run merged")
	}
	res, err := m.Merge(t.Context(), repo, local.MergeRequest{Base: "main", Head: "folio/a"})
	if err != nil {
		t.Fatal(err)
	}
	if !res.FastForward || res.Commit != head {
		t.Errorf("result = %+v, want a fast-forward to %s", res, head)
	}
	if got := git(t, repo, "rev-parse", "main"); got != head {
		t.Errorf("main = %s, want %s", got, head)
	}
	// main is checked out: its files follow.
	if b, err := os.ReadFile(filepath.Join(repo, "new.mdx")); err != nil || string(b) != "new\n" {
		t.Errorf("checkout's new.mdx = %q, %v", b, err)
	}
	if st := git(t, repo, "status", "--porcelain"); st != "" {
		t.Errorf("checkout not clean:\n%s", st)
	}

	again, err := m.Merge(t.Context(), repo, local.MergeRequest{Base: "main", Head: "folio/a"})
	if err != nil || !again.AlreadyMerged || again.Commit != head {
		t.Errorf("merging again = %+v, %v; want AlreadyMerged", again, err)
	}
}

func TestMergeCommit(t *testing.T) {
	for _, kind := range []string{"checked out", "bare"} {
		t.Run(kind, func(t *testing.T) {
			repo := newRepo(t)
			head := commitOn(t, repo, "folio/b", map[string]string{"guide.mdx": "# Guide\n\nMore.\n"})
			base := commitOn(t, repo, "main", map[string]string{"index.mdx": "# Home\n\nNews.\n"})
			if kind == "bare" {
				repo = bare(t, repo)
			}
			res, err := newMerger(t).Merge(t.Context(), repo, local.MergeRequest{Base: "main", Head: "folio/b", Message: "Merge change 1: a guide\n"})
			if err != nil {
				t.Fatal(err)
			}
			if res.FastForward || res.AlreadyMerged || res.Commit == "" {
				t.Fatalf("result = %+v", res)
			}
			if got := git(t, repo, "rev-parse", "main"); got != res.Commit {
				t.Errorf("main = %s, want the merge %s", got, res.Commit)
			}
			if got := git(t, repo, "log", "-1", "--format=%P|%an <%ae>|%s", "main"); got != base+" "+head+"|Folio Agent <agent@folio.invalid>|Merge change 1: a guide" {
				t.Errorf("merge commit = %q", got)
			}
			for file, want := range map[string]string{"guide.mdx": "# Guide\n\nMore.\n", "index.mdx": "# Home\n\nNews.\n"} {
				if got := git(t, repo, "show", "main:"+file); got != strings.TrimSpace(want) {
					t.Errorf("main:%s = %q", file, got)
				}
			}
			if got := git(t, repo, "rev-parse", "folio/b"); got != head {
				t.Error("the merge moved the head branch")
			}
			if kind == "checked out" {
				if st := git(t, repo, "status", "--porcelain"); st != "" {
					t.Errorf("checkout not clean:\n%s", st)
				}
			}
		})
	}
}

func TestConflict(t *testing.T) {
	repo := newRepo(t)
	commitOn(t, repo, "folio/c", map[string]string{"index.mdx": "# Home\n\nOurs.\n", "guide.mdx": "# Guide\n\nOurs.\n", "new.mdx": "x\n"})
	base := commitOn(t, repo, "main", map[string]string{"index.mdx": "# Home\n\nTheirs.\n", "guide.mdx": "# Guide\n\nTheirs.\n"})
	refs := git(t, repo, "for-each-ref")
	m := newMerger(t)
	for _, dry := range []bool{true, false} {
		_, err := m.Merge(t.Context(), repo, local.MergeRequest{Base: "main", Head: "folio/c", DryRun: dry})
		if !errors.Is(err, codehost.ErrConflict) {
			t.Fatalf("Merge = %v, want ErrConflict", err)
		}
		var ce *codehost.ConflictError
		if !errors.As(err, &ce) || !slices.Equal(ce.Files, []string{"guide.mdx", "index.mdx"}) {
			t.Errorf("conflict = %+v", ce)
		}
	}
	if got := git(t, repo, "rev-parse", "main"); got != base {
		t.Error("a conflicting merge moved main")
	}
	if got := git(t, repo, "for-each-ref"); got != refs {
		t.Errorf("refs changed:\n%s", got)
	}
	if st := git(t, repo, "status", "--porcelain"); st != "" {
		t.Errorf("checkout touched:\n%s", st)
	}
}

func TestUncommittedChangesInTheWay(t *testing.T) {
	repo := newRepo(t)
	commitOn(t, repo, "folio/d", map[string]string{"guide.mdx": "# Guide\n\nMore.\n"})
	base := git(t, repo, "rev-parse", "main")
	write(t, repo, "guide.mdx", "someone is editing\n")
	_, err := newMerger(t).Merge(t.Context(), repo, local.MergeRequest{Base: "main", Head: "folio/d"})
	if !errors.Is(err, codehost.ErrConflict) {
		t.Fatalf("Merge = %v, want ErrConflict", err)
	}
	if got := git(t, repo, "rev-parse", "main"); got != base {
		t.Error("main moved")
	}
	if b, _ := os.ReadFile(filepath.Join(repo, "guide.mdx")); string(b) != "someone is editing\n" {
		t.Errorf("the edit in progress was overwritten: %q", b)
	}
}

func TestMergeRefusesBadInput(t *testing.T) {
	repo := newRepo(t)
	commitOn(t, repo, "folio/e", map[string]string{"x.mdx": "x\n"})
	m := newMerger(t)
	for _, req := range []local.MergeRequest{
		{Base: "--force", Head: "folio/e"},
		{Base: "main", Head: "-x"},
		{Base: "main", Head: "refs/heads/folio/e"},
		{Base: "main", Head: "folio/e..main"},
		{Base: "", Head: "folio/e"},
	} {
		if _, err := m.Merge(t.Context(), repo, req); err == nil {
			t.Errorf("Merge(%+v) succeeded", req)
		}
	}
	if _, err := m.Merge(t.Context(), repo, local.MergeRequest{Base: "main", Head: "folio/missing"}); !errors.Is(err, codehost.ErrNotFound) {
		t.Errorf("missing head = %v, want ErrNotFound", err)
	}
	if _, err := m.Merge(t.Context(), "relative/path", local.MergeRequest{Base: "main", Head: "folio/e"}); err == nil {
		t.Error("a relative repository path was accepted")
	}
}
