package hosttest

import (
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/workspace"
)

// Fixture is a host under test with a repository on it and the host's
// side of the story: what a person does on the host's own pages.
type Fixture struct {
	Host codehost.Host
	// Repo reaches the repository with credentials that may push and
	// open pull requests.
	Repo codehost.Repo
	// Base is the repository's default branch.
	Base string
	// Merge merges pull request number on the host, squashing its
	// commits into one on Base (so that the branch's commits are not in
	// Base), as a person clicking "Squash and merge" does.
	Merge func(t *testing.T, number int)
	// Close closes it unmerged.
	Close func(t *testing.T, number int)
	// Diverge moves branch on the host to a commit that is not a
	// descendant of its head (someone force-pushed it).
	Diverge func(t *testing.T, branch string)
	// BadCredentials reaches the repository with credentials the host
	// refuses (nil: the host has none, and that part is skipped).
	BadCredentials *codehost.Repo
	// ReadOnly reaches it with credentials that may read but not push
	// (nil: skipped).
	ReadOnly *codehost.Repo
	// Drafts reports whether the host keeps the draft flag.
	Drafts bool
}

// Run runs the suite: each subtest gets a new fixture from newFixture.
func Run(t *testing.T, newFixture func(t *testing.T) *Fixture) {
	t.Run("OpenFindGetUpdate", func(t *testing.T) { testOpen(t, newFixture(t)) })
	t.Run("FollowUpPush", func(t *testing.T) { testFollowUp(t, newFixture(t)) })
	t.Run("NeverForced", func(t *testing.T) { testDiverged(t, newFixture(t)) })
	t.Run("MergedAndClosed", func(t *testing.T) { testMerged(t, newFixture(t)) })
	t.Run("NotFound", func(t *testing.T) { testNotFound(t, newFixture(t)) })
	t.Run("Draft", func(t *testing.T) { testDraft(t, newFixture(t)) })
	t.Run("Credentials", func(t *testing.T) { testCredentials(t, newFixture(t)) })
}

// branch is a job's branch made the way jobs make one: a workspace on
// the repository, with a commit writing files.
func (f *Fixture) branch(t *testing.T, repo codehost.Repo, name string, files map[string]string) *workspace.Workspace {
	t.Helper()
	ctx := t.Context()
	m, err := workspace.New(workspace.Options{Dir: t.TempDir(), Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	src := workspace.Source{Project: repo.Project, Repository: repo.URL, Token: repo.Token}
	if a, ok := f.Host.(codehost.Authenticator); ok {
		c, err := a.GitCredentials(ctx, repo)
		if err != nil {
			t.Fatalf("GitCredentials: %v", err)
		}
		src.Username, src.Token = c.Username, c.Token
	}
	w, err := m.Open(ctx, src, workspace.Checkout{Name: strings.ReplaceAll(name, "/", "-"), Branch: name, Ref: f.Base})
	if err != nil {
		t.Fatalf("open a workspace on %s: %v", repo.URL, err)
	}
	t.Cleanup(func() { w.Close(ctx) })
	f.write(t, w, files)
	return w
}

func (f *Fixture) write(t *testing.T, w *workspace.Workspace, files map[string]string) string {
	t.Helper()
	for name, data := range files {
		p := filepath.Join(w.Dir(), filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sha, _, err := w.Commit(t.Context(), "Change "+strings.Join(keys(files), ", "))
	if err != nil {
		t.Fatal(err)
	}
	return sha
}

func keys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

func (f *Fixture) open(t *testing.T, head, title string) codehost.PullRequest {
	t.Helper()
	pr, err := f.Host.Open(t.Context(), f.Repo, codehost.NewPullRequest{Title: title, Body: "Body of " + title, Base: f.Base, Head: head, Job: "job_" + strings.ReplaceAll(head, "/", "_")})
	if err != nil {
		t.Fatalf("Open %s: %v", head, err)
	}
	return pr
}

func testOpen(t *testing.T, f *Fixture) {
	ctx := t.Context()
	if _, err := f.Host.Find(ctx, f.Repo, "folio/a"); !errors.Is(err, codehost.ErrNotFound) {
		t.Errorf("Find before any pull request: %v, want ErrNotFound", err)
	}
	w := f.branch(t, f.Repo, "folio/a", map[string]string{"guide.mdx": "# Guide\n"})
	if err := f.Host.Push(ctx, f.Repo, w); err != nil {
		t.Fatalf("Push: %v", err)
	}
	head, _ := w.Head(ctx)
	pr := f.open(t, "folio/a", "Add a guide")
	if pr.Number <= 0 || pr.URL == "" || pr.State != codehost.StateOpen || pr.Title != "Add a guide" ||
		pr.Base != f.Base || pr.Head != "folio/a" || !strings.Contains(pr.Body, "Body of Add a guide") {
		t.Errorf("Open = %+v", pr)
	}
	if pr.HeadCommit != "" && pr.HeadCommit != head {
		t.Errorf("Open: head commit %s, want %s", pr.HeadCommit, head)
	}
	got, err := f.Host.Get(ctx, f.Repo, pr.Number)
	if err != nil || got.Number != pr.Number || got.URL != pr.URL || got.State != codehost.StateOpen || got.HeadCommit != head {
		t.Errorf("Get = %+v, %v; want #%d at %s", got, err, pr.Number, head)
	}
	found, err := f.Host.Find(ctx, f.Repo, "folio/a")
	if err != nil || found.Number != pr.Number {
		t.Errorf("Find = #%d, %v; want #%d", found.Number, err, pr.Number)
	}
	// A second open of the same branch returns the first with ErrConflict.
	again, err := f.Host.Open(ctx, f.Repo, codehost.NewPullRequest{Title: "Again", Base: f.Base, Head: "folio/a"})
	if !errors.Is(err, codehost.ErrConflict) || again.Number != pr.Number || again.URL != pr.URL {
		t.Errorf("second Open = #%d %q, %v; want #%d with ErrConflict", again.Number, again.URL, err, pr.Number)
	}
	title, body := "Add a guide, edited", "A new body"
	up, err := f.Host.Update(ctx, f.Repo, pr.Number, codehost.Edit{Title: &title, Body: &body})
	if err != nil || up.Title != title || up.Body != body {
		t.Errorf("Update = %+v, %v", up, err)
	}
	if got, _ := f.Host.Get(ctx, f.Repo, pr.Number); got.Title != title {
		t.Errorf("Get after Update: title %q", got.Title)
	}
	if err := f.Host.Comment(ctx, f.Repo, pr.Number, "**Follow-up:** more"); err != nil {
		t.Errorf("Comment: %v", err)
	}
	// Another branch, another pull request.
	w2 := f.branch(t, f.Repo, "folio/b", map[string]string{"other.mdx": "# Other\n"})
	if err := f.Host.Push(ctx, f.Repo, w2); err != nil {
		t.Fatal(err)
	}
	pr2 := f.open(t, "folio/b", "Other")
	if pr2.Number == pr.Number || pr2.URL == pr.URL {
		t.Errorf("two branches, one pull request: #%d, #%d", pr.Number, pr2.Number)
	}
	if found, err := f.Host.Find(ctx, f.Repo, "folio/a"); err != nil || found.Number != pr.Number {
		t.Errorf("Find folio/a after folio/b = #%d, %v", found.Number, err)
	}
}

func testFollowUp(t *testing.T, f *Fixture) {
	ctx := t.Context()
	w := f.branch(t, f.Repo, "folio/c", map[string]string{"a.mdx": "# A\n"})
	if err := f.Host.Push(ctx, f.Repo, w); err != nil {
		t.Fatal(err)
	}
	pr := f.open(t, "folio/c", "A")
	sha := f.write(t, w, map[string]string{"a.mdx": "# A\n\nMore.\n"})
	if err := f.Host.Push(ctx, f.Repo, w); err != nil {
		t.Fatalf("a fast-forward push: %v", err)
	}
	got, err := f.Host.Get(ctx, f.Repo, pr.Number)
	if err != nil || got.HeadCommit != sha || got.State != codehost.StateOpen {
		t.Errorf("Get after a follow-up push = %+v, %v; want head %s", got, err, sha)
	}
}

func testDiverged(t *testing.T, f *Fixture) {
	if f.Diverge == nil {
		t.Skip("the fixture cannot move a branch on the host")
	}
	ctx := t.Context()
	w := f.branch(t, f.Repo, "folio/d", map[string]string{"d.mdx": "# D\n"})
	if err := f.Host.Push(ctx, f.Repo, w); err != nil {
		t.Fatal(err)
	}
	f.Diverge(t, "folio/d")
	f.write(t, w, map[string]string{"d.mdx": "# D\n\nMine.\n"})
	err := f.Host.Push(ctx, f.Repo, w)
	if !errors.Is(err, codehost.ErrConflict) {
		t.Errorf("a push that is not a fast-forward: %v, want ErrConflict", err)
	}
}

func testMerged(t *testing.T, f *Fixture) {
	ctx := t.Context()
	w := f.branch(t, f.Repo, "folio/m", map[string]string{"m.mdx": "# M\n"})
	if err := f.Host.Push(ctx, f.Repo, w); err != nil {
		t.Fatal(err)
	}
	pr := f.open(t, "folio/m", "M")
	f.Merge(t, pr.Number)
	got, err := f.Host.Get(ctx, f.Repo, pr.Number)
	if err != nil || got.State != codehost.StateMerged || got.MergedAt.IsZero() {
		t.Errorf("Get after a merge = %+v, %v; want merged", got, err)
	}
	found, err := f.Host.Find(ctx, f.Repo, "folio/m")
	if err != nil || found.Number != pr.Number || found.State != codehost.StateMerged {
		t.Errorf("Find after a merge = %+v, %v", found, err)
	}
	title := "Too late"
	if _, err := f.Host.Update(ctx, f.Repo, pr.Number, codehost.Edit{Title: &title}); !errors.Is(err, codehost.ErrClosed) {
		t.Errorf("Update of a merged pull request: %v, want ErrClosed", err)
	}
	// A new pull request from the same branch name, after the merge.
	w2 := f.branch(t, f.Repo, "folio/m2", map[string]string{"m2.mdx": "# M2\n"})
	if err := f.Host.Push(ctx, f.Repo, w2); err != nil {
		t.Fatal(err)
	}
	pr2 := f.open(t, "folio/m2", "M2")
	f.Close(t, pr2.Number)
	got, err = f.Host.Get(ctx, f.Repo, pr2.Number)
	if err != nil || got.State != codehost.StateClosed || got.ClosedAt.IsZero() {
		t.Errorf("Get after a close = %+v, %v; want closed", got, err)
	}
}

func testNotFound(t *testing.T, f *Fixture) {
	ctx := t.Context()
	if _, err := f.Host.Get(ctx, f.Repo, 99999); !errors.Is(err, codehost.ErrNotFound) {
		t.Errorf("Get of a number never used: %v, want ErrNotFound", err)
	}
	if _, err := f.Host.Find(ctx, f.Repo, "folio/nope"); !errors.Is(err, codehost.ErrNotFound) {
		t.Errorf("Find of a branch without one: %v, want ErrNotFound", err)
	}
	if err := f.Host.Comment(ctx, f.Repo, 99999, "x"); !errors.Is(err, codehost.ErrNotFound) {
		t.Errorf("Comment on a number never used: %v, want ErrNotFound", err)
	}
	// Opening from a branch that was never pushed fails.
	if _, err := f.Host.Open(ctx, f.Repo, codehost.NewPullRequest{Title: "x", Base: f.Base, Head: "folio/never"}); err == nil {
		t.Error("Open from a branch that is not on the host succeeded")
	}
}

func testDraft(t *testing.T, f *Fixture) {
	ctx := t.Context()
	w := f.branch(t, f.Repo, "folio/draft", map[string]string{"x.mdx": "# X\n"})
	if err := f.Host.Push(ctx, f.Repo, w); err != nil {
		t.Fatal(err)
	}
	pr, err := f.Host.Open(ctx, f.Repo, codehost.NewPullRequest{Title: "Draft", Base: f.Base, Head: "folio/draft", Draft: true})
	if err != nil {
		t.Fatalf("Open a draft: %v", err)
	}
	if pr.Draft != f.Drafts {
		t.Errorf("Open a draft: Draft = %v, want %v", pr.Draft, f.Drafts)
	}
}

func testCredentials(t *testing.T, f *Fixture) {
	ctx := t.Context()
	if c, ok := f.Host.(codehost.Checker); ok {
		a, err := c.Check(ctx, f.Repo)
		if err != nil || !a.Push || !a.PullRequests || a.DefaultBranch != f.Base {
			t.Errorf("Check = %+v, %v; want push, pull requests and %s", a, err, f.Base)
		}
		if f.BadCredentials != nil {
			if _, err := c.Check(ctx, *f.BadCredentials); !errors.Is(err, codehost.ErrUnauthorized) {
				t.Errorf("Check with bad credentials: %v, want ErrUnauthorized", err)
			}
		}
		if f.ReadOnly != nil {
			a, err := c.Check(ctx, *f.ReadOnly)
			if err != nil || a.Push {
				t.Errorf("Check with read-only credentials = %+v, %v; want no push", a, err)
			}
		}
	}
	if f.BadCredentials != nil {
		_, err := f.Host.Find(ctx, *f.BadCredentials, "folio/x")
		if !errors.Is(err, codehost.ErrUnauthorized) {
			t.Errorf("Find with bad credentials: %v, want ErrUnauthorized", err)
		}
		if tok := string(f.BadCredentials.Token); tok != "" && err != nil && strings.Contains(err.Error(), tok) {
			t.Errorf("the error shows the token: %v", err)
		}
		if !codehost.Permanent(codehost.ErrUnauthorized) {
			t.Error("ErrUnauthorized is not permanent")
		}
	}
	if f.ReadOnly != nil {
		w := f.branch(t, *f.ReadOnly, "folio/ro", map[string]string{"ro.mdx": "# RO\n"})
		err := f.Host.Push(ctx, *f.ReadOnly, w)
		if !errors.Is(err, codehost.ErrForbidden) && !errors.Is(err, codehost.ErrUnauthorized) {
			t.Errorf("a push with read-only credentials: %v, want ErrForbidden or ErrUnauthorized", err)
		}
	}
}
