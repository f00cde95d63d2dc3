package workspace_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	gitrun "github.com/foliodocs/folio/internal/git"

	"github.com/foliodocs/folio/internal/workspace"
)

// git runs git in dir for the test's own setup and checks.
func git(t testing.TB, dir string, args ...string) string {
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

func writeFile(t testing.TB, dir, name, content string) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// newRepo makes a repository with a main branch holding two pages.
func newRepo(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	git(t, dir, "init", "--quiet")
	writeFile(t, dir, "docs.json", `{"name": "Test"}`+"\n")
	writeFile(t, dir, "index.mdx", "# Home\n")
	git(t, dir, "add", ".")
	git(t, dir, "commit", "--quiet", "-m", "first")
	return dir
}

// syncBuffer collects log output from concurrent goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

type bundle struct {
	m    *workspace.Manager
	data string
	logs *syncBuffer
}

func setup(t *testing.T) *bundle {
	t.Helper()
	b := &bundle{data: t.TempDir(), logs: &syncBuffer{}}
	log := slog.New(slog.NewTextHandler(b.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	m, err := workspace.New(workspace.Options{Dir: b.data, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	b.m = m
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("logs:\n%s", b.logs)
		}
	})
	return b
}

func TestOpenCommitPushClose(t *testing.T) {
	b := setup(t)
	repo := newRepo(t)
	src := workspace.Source{Project: "acme", Repository: repo}
	ctx := t.Context()

	w, err := b.m.Open(ctx, src, workspace.Checkout{Name: "job_1", Branch: "folio/aaaa", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	if got := git(t, repo, "rev-parse", "main"); w.Base() != got {
		t.Errorf("Base = %s, want main at %s", w.Base(), got)
	}
	if w.Branch() != "folio/aaaa" {
		t.Errorf("Branch = %q", w.Branch())
	}
	if b, err := os.ReadFile(filepath.Join(w.Dir(), "index.mdx")); err != nil || string(b) != "# Home\n" {
		t.Fatalf("worktree index.mdx = %q, %v", b, err)
	}

	// Nothing changed yet.
	sha, changed, err := w.Commit(ctx, "nothing")
	if err != nil || changed || sha != w.Base() {
		t.Fatalf("Commit with no change = %s, %v, %v; want base, false", sha, changed, err)
	}

	writeFile(t, w.Dir(), "guide/start.mdx", "# Start\n\nhello\n")
	writeFile(t, w.Dir(), "index.mdx", "# Home\n\nWelcome.\n")
	sha, changed, err = w.Commit(ctx, "Add a getting-started page\n\nThe agent's summary.")
	if err != nil || !changed {
		t.Fatalf("Commit = %s, %v, %v", sha, changed, err)
	}
	if head, err := w.Head(ctx); err != nil || head != sha {
		t.Errorf("Head = %s, %v; want %s", head, err, sha)
	}
	if got := git(t, w.Dir(), "log", "-1", "--format=%an <%ae>|%cn|%s", sha); got != "Folio Agent <agent@folio.invalid>|Folio Agent|Add a getting-started page" {
		t.Errorf("commit = %q", got)
	}
	files, err := w.ChangedFiles(ctx, "main")
	if err != nil || !slices.Equal(files, []string{"guide/start.mdx", "index.mdx"}) {
		t.Errorf("ChangedFiles = %q, %v", files, err)
	}
	diff, err := w.Diff(ctx, "main")
	if err != nil || !strings.Contains(diff, "+++ b/guide/start.mdx") || !strings.Contains(diff, "+Welcome.") {
		t.Errorf("Diff = %q, %v", diff, err)
	}

	if err := w.Push(ctx); err != nil {
		t.Fatal(err)
	}
	if got := git(t, repo, "rev-parse", "refs/heads/folio/aaaa"); got != sha {
		t.Errorf("repository's folio/aaaa = %s, want %s", got, sha)
	}
	if got := git(t, repo, "rev-parse", "main"); got != w.Base() {
		t.Error("the push moved main")
	}

	dir := w.Dir()
	if err := w.Close(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("worktree still there after Close: %v", err)
	}
	if err := w.Close(ctx); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if _, _, err := w.Commit(ctx, "late"); !errors.Is(err, workspace.ErrClosed) {
		t.Errorf("Commit after Close = %v, want ErrClosed", err)
	}

	// A follow-up reopens the branch where it was, not at main.
	git(t, repo, "commit", "--quiet", "--allow-empty", "-m", "main moves on")
	w2, err := b.m.Open(ctx, src, workspace.Checkout{Name: "job_1", Branch: "folio/aaaa", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	defer w2.Close(ctx)
	if head, _ := w2.Head(ctx); head != sha {
		t.Errorf("follow-up head = %s, want the branch at %s", head, sha)
	}
	writeFile(t, w2.Dir(), "guide/start.mdx", "# Start\n\nhello again\n")
	sha2, changed, err := w2.Commit(ctx, "Follow-up")
	if err != nil || !changed {
		t.Fatal(sha2, changed, err)
	}
	if err := w2.Push(ctx); err != nil {
		t.Fatal(err)
	}
	if got := git(t, repo, "rev-parse", "refs/heads/folio/aaaa"); got != sha2 {
		t.Errorf("repository's folio/aaaa = %s, want %s", got, sha2)
	}
}

func TestFollowUpTakesTheRepositoryBranch(t *testing.T) {
	b := setup(t)
	repo := newRepo(t)
	ctx := t.Context()
	// The branch exists only in the repository (pushed by another server,
	// or the mirror was lost).
	git(t, repo, "branch", "folio/bbbb")
	git(t, repo, "checkout", "--quiet", "folio/bbbb")
	writeFile(t, repo, "extra.mdx", "extra\n")
	git(t, repo, "add", ".")
	git(t, repo, "commit", "--quiet", "-m", "on the branch")
	want := git(t, repo, "rev-parse", "HEAD")
	git(t, repo, "checkout", "--quiet", "main")

	w, err := b.m.Open(ctx, workspace.Source{Project: "p", Repository: repo}, workspace.Checkout{Name: "j", Branch: "folio/bbbb", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close(ctx)
	if head, _ := w.Head(ctx); head != want {
		t.Errorf("head = %s, want the repository's branch at %s", head, want)
	}
}

func TestOpenAtTagAndCommit(t *testing.T) {
	b := setup(t)
	repo := newRepo(t)
	first := git(t, repo, "rev-parse", "HEAD")
	git(t, repo, "tag", "v1")
	git(t, repo, "commit", "--quiet", "--allow-empty", "-m", "second")
	ctx := t.Context()
	src := workspace.Source{Project: "p", Repository: repo}
	for i, ref := range []string{"v1", first, first[:10]} {
		w, err := b.m.Open(ctx, src, workspace.Checkout{Name: fmt.Sprint("j", i), Branch: fmt.Sprint("folio/r", i), Ref: ref})
		if err != nil {
			t.Fatalf("Open at %s: %v", ref, err)
		}
		if w.Base() != first {
			t.Errorf("Open at %s: base %s, want %s", ref, w.Base(), first)
		}
		w.Close(ctx)
	}
	_, err := b.m.Open(ctx, src, workspace.Checkout{Name: "x", Branch: "folio/x", Ref: "nope"})
	if !errors.Is(err, workspace.ErrNotFound) {
		t.Errorf("Open at a missing ref = %v, want ErrNotFound", err)
	}
}

func TestConcurrentJobs(t *testing.T) {
	b := setup(t)
	repo := newRepo(t)
	ctx := t.Context()
	src := workspace.Source{Project: "acme", Repository: repo}

	const jobs = 4
	var wg sync.WaitGroup
	errs := make([]error, jobs)
	dirs := make([]string, jobs)
	for i := range jobs {
		wg.Go(func() {
			errs[i] = func() error {
				w, err := b.m.Open(ctx, src, workspace.Checkout{Name: fmt.Sprint("job_", i), Branch: fmt.Sprint("folio/job", i), Ref: "main"})
				if err != nil {
					return err
				}
				defer w.Close(ctx)
				dirs[i] = w.Dir()
				writeFile(t, w.Dir(), fmt.Sprintf("page%d.mdx", i), "page\n")
				if _, _, err := w.Commit(ctx, fmt.Sprint("job ", i)); err != nil {
					return err
				}
				files, err := w.ChangedFiles(ctx, "main")
				if err != nil {
					return err
				}
				if want := []string{fmt.Sprintf("page%d.mdx", i)}; !slices.Equal(files, want) {
					return fmt.Errorf("job %d changed %q, want %q", i, files, want)
				}
				return w.Push(ctx)
			}()
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("job %d: %v", i, err)
		}
	}
	seen := map[string]bool{}
	for i, d := range dirs {
		if seen[d] {
			t.Errorf("job %d shares worktree %s", i, d)
		}
		seen[d] = true
		files := git(t, repo, "ls-tree", "--name-only", fmt.Sprint("folio/job", i))
		if !strings.Contains(files, fmt.Sprintf("page%d.mdx", i)) || strings.Count(files, "page") != 1 {
			t.Errorf("branch folio/job%d holds %q", i, files)
		}
	}
}

func TestOneRunPerWorktree(t *testing.T) {
	b := setup(t)
	repo := newRepo(t)
	ctx := t.Context()
	src := workspace.Source{Project: "acme", Repository: repo}
	w, err := b.m.Open(ctx, src, workspace.Checkout{Name: "job", Branch: "folio/same", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.m.Open(ctx, src, workspace.Checkout{Name: "job", Branch: "folio/same", Ref: "main"}); !errors.Is(err, workspace.ErrBusy) {
		t.Errorf("second Open of the same job = %v, want ErrBusy", err)
	}
	if _, err := b.m.Open(ctx, src, workspace.Checkout{Name: "other", Branch: "folio/same", Ref: "main"}); !errors.Is(err, workspace.ErrBusy) {
		t.Errorf("Open of a branch checked out elsewhere = %v, want ErrBusy", err)
	}
	w.Close(ctx)
	w, err = b.m.Open(ctx, src, workspace.Checkout{Name: "job", Branch: "folio/same", Ref: "main"})
	if err != nil {
		t.Fatalf("Open after Close: %v", err)
	}
	w.Close(ctx)
}

func TestStaleWorktreeIsReplaced(t *testing.T) {
	b := setup(t)
	repo := newRepo(t)
	ctx := t.Context()
	src := workspace.Source{Project: "acme", Repository: repo}
	w, err := b.m.Open(ctx, src, workspace.Checkout{Name: "job", Branch: "folio/c", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, w.Dir(), "half-done.mdx", "x")
	// A crashed server leaves the worktree behind; a new manager on the
	// same folder takes over.
	m2, err := workspace.New(workspace.Options{Dir: b.data})
	if err != nil {
		t.Fatal(err)
	}
	w2, err := m2.Open(ctx, src, workspace.Checkout{Name: "job", Branch: "folio/c", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	defer w2.Close(ctx)
	if _, err := os.Stat(filepath.Join(w2.Dir(), "half-done.mdx")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("uncommitted file of the crashed run survived: %v", err)
	}
}

func TestPushIsNeverForced(t *testing.T) {
	b := setup(t)
	repo := newRepo(t)
	ctx := t.Context()
	w, err := b.m.Open(ctx, workspace.Source{Project: "acme", Repository: repo}, workspace.Checkout{Name: "job", Branch: "folio/d", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close(ctx)
	// Someone else puts a different commit on the branch in the repository.
	git(t, repo, "checkout", "--quiet", "-b", "folio/d")
	writeFile(t, repo, "theirs.mdx", "theirs\n")
	git(t, repo, "add", ".")
	git(t, repo, "commit", "--quiet", "-m", "theirs")
	theirs := git(t, repo, "rev-parse", "HEAD")
	git(t, repo, "checkout", "--quiet", "main")

	writeFile(t, w.Dir(), "ours.mdx", "ours\n")
	if _, _, err := w.Commit(ctx, "ours"); err != nil {
		t.Fatal(err)
	}
	if err := w.Push(ctx); !errors.Is(err, workspace.ErrRejected) {
		t.Errorf("Push = %v, want ErrRejected", err)
	}
	if got := git(t, repo, "rev-parse", "folio/d"); got != theirs {
		t.Error("the push overwrote the repository's branch")
	}
}

func TestRefusesArgumentInjection(t *testing.T) {
	b := setup(t)
	repo := newRepo(t)
	ctx := t.Context()
	ok := workspace.Source{Project: "acme", Repository: repo}
	okCo := workspace.Checkout{Name: "job", Branch: "folio/e", Ref: "main"}
	cases := []struct {
		name string
		src  workspace.Source
		co   workspace.Checkout
	}{
		{"ref option", ok, workspace.Checkout{Name: "job", Branch: "folio/e", Ref: "--upload-pack=touch /tmp/pwned"}},
		{"ref dash", ok, workspace.Checkout{Name: "job", Branch: "folio/e", Ref: "-main"}},
		{"ref dots", ok, workspace.Checkout{Name: "job", Branch: "folio/e", Ref: "main..other"}},
		{"branch option", ok, workspace.Checkout{Name: "job", Branch: "--force", Ref: "main"}},
		{"branch dash", ok, workspace.Checkout{Name: "job", Branch: "-b", Ref: "main"}},
		{"branch space", ok, workspace.Checkout{Name: "job", Branch: "folio/a b", Ref: "main"}},
		{"branch full ref", ok, workspace.Checkout{Name: "job", Branch: "refs/heads/main", Ref: "main"}},
		{"name traversal", ok, workspace.Checkout{Name: "../job", Branch: "folio/e", Ref: "main"}},
		{"project traversal", workspace.Source{Project: "..", Repository: repo}, okCo},
		{"project slash", workspace.Source{Project: "a/b", Repository: repo}, okCo},
		{"repository option", workspace.Source{Project: "acme", Repository: "--upload-pack=touch /tmp/pwned"}, okCo},
		{"repository ssh option", workspace.Source{Project: "acme", Repository: "-oProxyCommand=touch /tmp/pwned"}, okCo},
		{"repository relative", workspace.Source{Project: "acme", Repository: "some/dir"}, okCo},
		{"repository ext", workspace.Source{Project: "acme", Repository: "ext::sh -c touch% /tmp/pwned"}, okCo},
		{"repository scheme", workspace.Source{Project: "acme", Repository: "ftp://example.com/r.git"}, okCo},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if w, err := b.m.Open(ctx, c.src, c.co); err == nil {
				w.Close(ctx)
				t.Errorf("Open(%+v, %+v) succeeded", c.src, c.co)
			}
		})
	}
	if _, err := os.Stat("/tmp/pwned"); err == nil {
		t.Error("an argument ran a command")
	}
	// A valid open still works after all that.
	w, err := b.m.Open(ctx, ok, okCo)
	if err != nil {
		t.Fatal(err)
	}
	w.Close(ctx)
}

func TestSecretHides(t *testing.T) {
	s := gitrun.Secret("hunter2")
	src := workspace.Source{Project: "p", Repository: "https://example.com/r.git", Token: s}
	var buf bytes.Buffer
	slog.New(slog.NewJSONHandler(&buf, nil)).Info("x", "token", s, "src", src)
	out := fmt.Sprintf("%v %+v %#v %s %q %x", src, src, src, s, s, s) + buf.String()
	if strings.Contains(out, "hunter2") || strings.Contains(out, fmt.Sprintf("%x", "hunter2")) {
		t.Errorf("secret printed: %s", out)
	}
}

func TestClosedWorktreeIsReusedClean(t *testing.T) {
	b := setup(t)
	repo := newRepo(t)
	writeFile(t, repo, ".gitignore", "build/\n")
	git(t, repo, "add", ".")
	git(t, repo, "commit", "--quiet", "-m", "ignore build")
	main := git(t, repo, "rev-parse", "main")
	ctx := t.Context()
	src := workspace.Source{Project: "acme", Repository: repo}

	a, err := b.m.Open(ctx, src, workspace.Checkout{Name: "job_a", Branch: "folio/a", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, a.Dir(), "committed.mdx", "a\n")
	shaA, _, err := a.Commit(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, a.Dir(), "uncommitted.mdx", "a\n")
	writeFile(t, a.Dir(), "index.mdx", "changed but not committed\n")
	writeFile(t, a.Dir(), "build/out.html", "ignored\n")
	if err := a.Close(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(a.Dir()); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("job a's worktree still there: %v", err)
	}

	w, err := b.m.Open(ctx, src, workspace.Checkout{Name: "job_b", Branch: "folio/b", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close(ctx)
	if head, _ := w.Head(ctx); head != main {
		t.Errorf("job b starts at %s, want main at %s", head, main)
	}
	for _, name := range []string{"committed.mdx", "uncommitted.mdx", "build/out.html"} {
		if _, err := os.Stat(filepath.Join(w.Dir(), name)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("job a's %s is in job b's worktree", name)
		}
	}
	if got := readFile(t, filepath.Join(w.Dir(), "index.mdx")); got != "# Home\n" {
		t.Errorf("index.mdx = %q", got)
	}
	if st := git(t, w.Dir(), "status", "--porcelain", "--ignored"); st != "" {
		t.Errorf("job b's worktree is not clean:\n%s", st)
	}
	if got := git(t, w.Dir(), "rev-parse", "--abbrev-ref", "HEAD"); got != "folio/b" {
		t.Errorf("job b is on %q", got)
	}
	// Job a's branch kept its commit, and a follow-up can reopen it.
	if got := git(t, b.data+"/mirrors/acme.git", "rev-parse", "refs/heads/folio/a"); got != shaA {
		t.Errorf("folio/a = %s, want %s", got, shaA)
	}
	a2, err := b.m.Open(ctx, src, workspace.Checkout{Name: "job_a", Branch: "folio/a", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	defer a2.Close(ctx)
	if got := readFile(t, filepath.Join(a2.Dir(), "committed.mdx")); got != "a\n" {
		t.Errorf("follow-up's committed.mdx = %q", got)
	}
}

func TestNoSpares(t *testing.T) {
	repo := newRepo(t)
	data := t.TempDir()
	m, err := workspace.New(workspace.Options{Dir: data, Spares: -1})
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	w, err := m.Open(ctx, workspace.Source{Project: "acme", Repository: repo}, workspace.Checkout{Name: "j", Branch: "folio/j", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Close(ctx); err != nil {
		t.Fatal(err)
	}
	if got := git(t, filepath.Join(data, "mirrors", "acme.git"), "worktree", "list", "--porcelain"); strings.Count(got, "worktree ") != 1 {
		t.Errorf("worktrees left:\n%s", got)
	}
}

func TestContextEndsGit(t *testing.T) {
	b := setup(t)
	repo := newRepo(t)
	src := workspace.Source{Project: "acme", Repository: repo}
	co := workspace.Checkout{Name: "job", Branch: "folio/f", Ref: "main"}
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := b.m.Open(ctx, src, co); !errors.Is(err, context.Canceled) {
		t.Errorf("Open with a cancelled context = %v, want context.Canceled", err)
	}
	m, err := workspace.New(workspace.Options{Dir: t.TempDir(), Timeout: time.Nanosecond})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Open(t.Context(), src, co); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Open past the command timeout = %v, want context.DeadlineExceeded", err)
	}
	// The job was not left claimed.
	w, err := b.m.Open(t.Context(), src, co)
	if err != nil {
		t.Fatal(err)
	}
	w.Close(t.Context())
}

// TestTwoProcessesShareTheFolder runs jobs of one project through two
// managers on one data folder, as two servers sharing it would: the lock
// file keeps their fetches and worktree changes apart.
func TestTwoProcessesShareTheFolder(t *testing.T) {
	repo := newRepo(t)
	data := t.TempDir()
	var managers [2]*workspace.Manager
	for i := range managers {
		m, err := workspace.New(workspace.Options{Dir: data})
		if err != nil {
			t.Fatal(err)
		}
		managers[i] = m
	}
	ctx := t.Context()
	src := workspace.Source{Project: "acme", Repository: repo}
	var wg sync.WaitGroup
	errs := make([]error, 6)
	for i := range errs {
		wg.Go(func() {
			errs[i] = func() error {
				m := managers[i%2]
				w, err := m.Open(ctx, src, workspace.Checkout{Name: fmt.Sprint("job_", i), Branch: fmt.Sprint("folio/p", i), Ref: "main"})
				if err != nil {
					return err
				}
				writeFile(t, w.Dir(), fmt.Sprintf("p%d.mdx", i), "x\n")
				if _, _, err := w.Commit(ctx, "x"); err != nil {
					return err
				}
				if err := w.Push(ctx); err != nil {
					return err
				}
				return w.Close(ctx)
			}()
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("job %d: %v", i, err)
		}
		if got := git(t, repo, "ls-tree", "--name-only", fmt.Sprint("folio/p", i)); !strings.Contains(got, fmt.Sprintf("p%d.mdx", i)) {
			t.Errorf("folio/p%d holds %q", i, got)
		}
	}
}

// TestSquash: a run's checkpoint commits and its uncommitted changes
// become one commit on the base; a run that undid its own changes leaves
// the branch at the base.
func TestSquash(t *testing.T) {
	b := setup(t)
	repo := newRepo(t)
	ctx := t.Context()
	w, err := b.m.Open(ctx, workspace.Source{Project: "acme", Repository: repo}, workspace.Checkout{Name: "job_1", Branch: "folio/sq", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close(ctx)
	base := w.Base()
	writeFile(t, w.Dir(), "a.mdx", "a\n")
	if _, changed, err := w.Commit(ctx, "folio: checkpoint"); err != nil || !changed {
		t.Fatalf("checkpoint: %v %v", changed, err)
	}
	writeFile(t, w.Dir(), "b.mdx", "b\n")
	if _, _, err := w.Commit(ctx, "folio: checkpoint"); err != nil {
		t.Fatal(err)
	}
	writeFile(t, w.Dir(), "c.mdx", "c\n") // not committed yet
	sha, changed, err := w.Squash(ctx, base, "Add three pages\n\nBody.")
	if err != nil || !changed {
		t.Fatalf("Squash = %s %v %v", sha, changed, err)
	}
	if got := git(t, w.Dir(), "rev-list", "--count", base+".."+sha); got != "1" {
		t.Errorf("commits since base = %s, want 1", got)
	}
	if got := git(t, w.Dir(), "show", "--name-only", "--format=%s", sha); got != "Add three pages\n\na.mdx\nb.mdx\nc.mdx" {
		t.Errorf("squashed commit = %q", got)
	}

	// A run that adds and removes the same file changes nothing.
	head := sha
	writeFile(t, w.Dir(), "d.mdx", "d\n")
	w.Commit(ctx, "folio: checkpoint")
	os.Remove(filepath.Join(w.Dir(), "d.mdx"))
	w.Commit(ctx, "folio: checkpoint")
	sha, changed, err = w.Squash(ctx, head, "nothing")
	if err != nil || changed || sha != head {
		t.Fatalf("empty squash = %s %v %v, want %s false", sha, changed, err, head)
	}
	// Squashing onto what is not behind the head is refused.
	if _, _, err := w.Squash(ctx, "0123456789abcdef0123456789abcdef01234567", "x"); err == nil {
		t.Error("squash onto an unknown commit worked")
	}
	if _, _, err := w.Squash(ctx, "--hard", "x"); err == nil {
		t.Error("squash onto an option worked")
	}
}

// TestSkipsFetchOfCurrentMirror: a local repository whose branches and
// tags the mirror holds as they are is not fetched again; a new commit
// there is.
func TestSkipsFetchOfCurrentMirror(t *testing.T) {
	b := setup(t)
	repo := newRepo(t)
	src := workspace.Source{Project: "acme", Repository: repo}
	ctx := t.Context()
	fetches := func() int { return strings.Count(b.logs.String(), "fetched repository") }
	if err := b.m.Sync(ctx, src); err != nil {
		t.Fatal(err)
	}
	if err := b.m.Sync(ctx, src); err != nil {
		t.Fatal(err)
	}
	if n := fetches(); n != 1 {
		t.Fatalf("fetches after two syncs of an unchanged repository = %d, want 1", n)
	}
	writeFile(t, repo, "new.mdx", "# New\n")
	git(t, repo, "add", ".")
	git(t, repo, "commit", "--quiet", "-m", "second")
	git(t, repo, "tag", "v1")
	w, err := b.m.Open(ctx, src, workspace.Checkout{Name: "job_1", Branch: "folio/a", Ref: "v1"})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close(ctx)
	if n := fetches(); n != 2 {
		t.Errorf("fetches after a new commit and tag = %d, want 2", n)
	}
	if _, err := os.Stat(filepath.Join(w.Dir(), "new.mdx")); err != nil {
		t.Errorf("the new commit is not checked out: %v", err)
	}
}

// TestCommittedWorktreeIsReusedClean: a worktree closed as committed skips
// the reset, yet the next job finds no file of the last one, ignored or
// not.
func TestCommittedWorktreeIsReusedClean(t *testing.T) {
	b := setup(t)
	repo := newRepo(t)
	writeFile(t, repo, ".gitignore", "build/\n")
	git(t, repo, "add", ".")
	git(t, repo, "commit", "--quiet", "-m", "ignore build")
	ctx := t.Context()
	src := workspace.Source{Project: "acme", Repository: repo}
	a, err := b.m.Open(ctx, src, workspace.Checkout{Name: "job_a", Branch: "folio/a", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, a.Dir(), "committed.mdx", "a\n")
	writeFile(t, a.Dir(), "build/out.html", "ignored\n")
	if _, _, err := a.Commit(ctx, "a"); err != nil {
		t.Fatal(err)
	}
	a.Committed()
	resets := strings.Count(b.logs.String(), `args="reset --hard`)
	if err := a.Close(ctx); err != nil {
		t.Fatal(err)
	}
	if strings.Count(b.logs.String(), `args="reset --hard`) != resets {
		t.Error("a committed worktree was reset")
	}
	w, err := b.m.Open(ctx, src, workspace.Checkout{Name: "job_b", Branch: "folio/b", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close(ctx)
	if st := git(t, w.Dir(), "status", "--porcelain", "--ignored"); st != "" {
		t.Errorf("job b's worktree is not clean:\n%s", st)
	}
	if _, err := os.Stat(filepath.Join(w.Dir(), "committed.mdx")); !errors.Is(err, os.ErrNotExist) {
		t.Error("job a's file is in job b's worktree")
	}
}
