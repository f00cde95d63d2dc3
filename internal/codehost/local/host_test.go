package local_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/local"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/sqlite"
	"github.com/foliodocs/folio/internal/workspace"
)

// fixture is a project with a repository and a host over a real store.
type fixture struct {
	t      *testing.T
	repo   string
	cr     codehost.Repo
	store  *sqlite.DB
	host   *local.Host
	mu     sync.Mutex
	merged []string // projects the Merged callback saw
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	st, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "folio.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	repo := newRepo(t)
	if err := st.CreateProject(t.Context(), domain.Project{ID: "docs", Repository: repo, Branch: "main", CodeHost: "local"}); err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, repo: repo, cr: codehost.Repo{Project: "docs", URL: repo}, store: st}
	clock := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	var clockMu sync.Mutex
	f.host, err = local.NewHost(local.HostOptions{
		Store: st, BaseURL: "https://folio.example.com/",
		Now: func() time.Time {
			clockMu.Lock()
			defer clockMu.Unlock()
			clock = clock.Add(time.Second)
			return clock
		},
		Merged: func(id string) {
			f.mu.Lock()
			f.merged = append(f.merged, id)
			f.mu.Unlock()
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func (f *fixture) open(head, title string) codehost.PullRequest {
	f.t.Helper()
	pr, err := f.host.Open(f.t.Context(), f.cr, codehost.NewPullRequest{Title: title, Body: "Body of " + title, Base: "main", Head: head, Job: "job_" + head})
	if err != nil {
		f.t.Fatal(err)
	}
	return pr
}

func TestOpenGetFindUpdate(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	if got := f.host.Name(); got != "local" {
		t.Errorf("Name() = %q", got)
	}
	_, err := f.host.Find(ctx, f.cr, "folio/a")
	if !errors.Is(err, codehost.ErrNotFound) {
		t.Errorf("Find before any change: %v, want ErrNotFound", err)
	}
	head := commitOn(t, f.repo, "folio/a", map[string]string{"new.mdx": "# New\n"})
	pr := f.open("folio/a", "Add a page")
	want := codehost.PullRequest{
		Number: 1, URL: "https://folio.example.com/dashboard/projects/docs/changes/1", State: codehost.StateOpen,
		Title: "Add a page", Body: "Body of Add a page", Base: "main", Head: "folio/a", HeadCommit: head,
	}
	pr.CreatedAt, pr.UpdatedAt = time.Time{}, time.Time{}
	if pr != want {
		t.Errorf("Open = %+v\nwant %+v", pr, want)
	}
	c, err := f.store.Change(ctx, "docs", 1)
	if err != nil || c.JobID != "job_folio/a" || c.HeadCommit != head {
		t.Errorf("stored change: %+v, %v", c, err)
	}

	// A second open of the same branch returns the first with ErrConflict.
	again, err := f.host.Open(ctx, f.cr, codehost.NewPullRequest{Title: "Again", Base: "main", Head: "folio/a"})
	if !errors.Is(err, codehost.ErrConflict) || again.Number != 1 || again.Title != "Add a page" {
		t.Errorf("second Open = #%d %q, %v; want #1 with ErrConflict", again.Number, again.Title, err)
	}

	// Get and Find report the branch's current head.
	head2 := commitOn(t, f.repo, "folio/a", map[string]string{"new.mdx": "# New\n\nMore.\n"})
	got, err := f.host.Get(ctx, f.cr, 1)
	if err != nil || got.HeadCommit != head2 || got.State != codehost.StateOpen {
		t.Errorf("Get = %+v, %v; want head %s", got, err, head2)
	}
	found, err := f.host.Find(ctx, f.cr, "folio/a")
	if err != nil || found.Number != 1 || found.HeadCommit != head2 {
		t.Errorf("Find = %+v, %v", found, err)
	}
	if _, err := f.host.Get(ctx, f.cr, 9); !errors.Is(err, codehost.ErrNotFound) {
		t.Errorf("Get(9): %v, want ErrNotFound", err)
	}

	title, body := "  Add\ta\n page  ", "New body"
	upd, err := f.host.Update(ctx, f.cr, 1, codehost.Edit{Title: &title, Body: &body})
	if err != nil || upd.Title != "Add a page" || upd.Body != "New body" {
		t.Errorf("Update = %+v, %v", upd, err)
	}
	body2 := "Only the body"
	upd, err = f.host.Update(ctx, f.cr, 1, codehost.Edit{Body: &body2})
	if err != nil || upd.Title != "Add a page" || upd.Body != body2 {
		t.Errorf("Update of the body = %+v, %v", upd, err)
	}

	// Titles come from the body, else the branch.
	commitOn(t, f.repo, "folio/b", map[string]string{"b.mdx": "b\n"})
	commitOn(t, f.repo, "folio/c", map[string]string{"c.mdx": "c\n"})
	b, err := f.host.Open(ctx, f.cr, codehost.NewPullRequest{Body: "\n## Fix the typos\n\nDetails.", Base: "main", Head: "folio/b"})
	if err != nil || b.Title != "Fix the typos" || b.Number != 2 {
		t.Errorf("Open without a title = #%d %q, %v", b.Number, b.Title, err)
	}
	c3, err := f.host.Open(ctx, f.cr, codehost.NewPullRequest{Base: "main", Head: "folio/c", Draft: true})
	if err != nil || c3.Title != "Changes from folio/c" || c3.Draft {
		t.Errorf("Open without a title or body = %+v, %v", c3, err)
	}

	for _, tc := range []struct {
		name string
		req  codehost.NewPullRequest
		want error
	}{
		{"missing head", codehost.NewPullRequest{Title: "x", Base: "main", Head: "folio/none"}, codehost.ErrNotFound},
		{"missing base", codehost.NewPullRequest{Title: "x", Base: "trunk", Head: "folio/a"}, codehost.ErrNotFound},
		{"head is base", codehost.NewPullRequest{Title: "x", Base: "main", Head: "main"}, nil},
		{"hostile head", codehost.NewPullRequest{Title: "x", Base: "main", Head: "--upload-pack=x"}, nil},
	} {
		_, err := f.host.Open(ctx, f.cr, tc.req)
		if err == nil || tc.want != nil && !errors.Is(err, tc.want) {
			t.Errorf("Open with %s: %v, want an error (%v)", tc.name, err, tc.want)
		}
	}
	if _, err := f.host.Open(ctx, codehost.Repo{Project: "docs", URL: "relative/path"}, codehost.NewPullRequest{Title: "x", Base: "main", Head: "folio/a"}); err == nil {
		t.Error("Open on a relative path: no error")
	}
	if _, err := f.host.Open(ctx, codehost.Repo{Project: "docs", URL: t.TempDir()}, codehost.NewPullRequest{Title: "x", Base: "main", Head: "folio/a"}); !errors.Is(err, codehost.ErrNotFound) {
		t.Errorf("Open on a folder that is no repository: %v, want ErrNotFound", err)
	}
}

func TestComment(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	commitOn(t, f.repo, "folio/a", map[string]string{"new.mdx": "new\n"})
	f.open("folio/a", "Add")
	if err := f.host.Comment(ctx, f.cr, 1, "Follow-up: fixed the links."); err != nil {
		t.Fatal(err)
	}
	if err := f.host.CommentAs(ctx, f.cr, 1, "admin", "Looks good <script>"); err != nil {
		t.Fatal(err)
	}
	if err := f.host.Comment(ctx, f.cr, 1, "  \n "); err == nil {
		t.Error("an empty comment was accepted")
	}
	if err := f.host.Comment(ctx, f.cr, 7, "x"); !errors.Is(err, codehost.ErrNotFound) {
		t.Errorf("comment on a missing change: %v", err)
	}
	cms, err := f.store.ChangeComments(ctx, "docs", 1)
	if err != nil || len(cms) != 2 {
		t.Fatalf("comments: %+v, %v", cms, err)
	}
	if cms[0].Author != workspace.DefaultAuthorName || cms[0].Body != "Follow-up: fixed the links." || cms[1].Author != "admin" {
		t.Errorf("comments: %+v", cms)
	}
}

func TestMergeFastForward(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	head := commitOn(t, f.repo, "folio/a", map[string]string{"new.mdx": "new\n"})
	f.open("folio/a", "Add")
	check := f.check(1)
	if !check.CanFastForward || !check.Mergeable() || check.Ahead != 1 || check.Behind != 0 {
		t.Errorf("CheckMerge = %+v", check)
	}
	pr, err := f.host.Merge(ctx, f.cr, 1, local.MergeOptions{By: "admin"})
	if err != nil {
		t.Fatal(err)
	}
	if pr.State != codehost.StateMerged || pr.MergeCommit != head || pr.MergedAt.IsZero() {
		t.Errorf("Merge = %+v", pr)
	}
	if got := git(t, f.repo, "rev-parse", "main"); got != head {
		t.Errorf("main = %s, want the head %s", got, head)
	}
	c, _ := f.store.Change(ctx, "docs", 1)
	if c.ClosedBy != "admin" || c.BaseCommit == "" || c.HeadCommit != head {
		t.Errorf("stored change after merge: %+v", c)
	}
	if !slices.Equal(f.merged, []string{"docs"}) {
		t.Errorf("Merged callback saw %v", f.merged)
	}

	// Its diff stays readable after the merge.
	r, err := f.host.Range(ctx, f.cr, c)
	if err != nil || r.Empty() {
		t.Fatalf("Range after merge = %+v, %v", r, err)
	}
	d, err := f.host.Diff(ctx, f.cr, r, local.DiffOptions{})
	if err != nil || len(d.Files) != 1 || d.Files[0].Path != "new.mdx" || d.Files[0].Status != local.FileAdded {
		t.Errorf("Diff after merge = %+v, %v", d, err)
	}

	// Merged: no second merge, no close, no edit; Find reports it.
	if _, err := f.host.Merge(ctx, f.cr, 1, local.MergeOptions{}); !errors.Is(err, codehost.ErrClosed) {
		t.Errorf("merging again: %v, want ErrClosed", err)
	}
	if _, err := f.host.Close(ctx, f.cr, 1, "admin"); !errors.Is(err, codehost.ErrClosed) {
		t.Errorf("closing a merged change: %v, want ErrClosed", err)
	}
	title := "x"
	if _, err := f.host.Update(ctx, f.cr, 1, codehost.Edit{Title: &title}); !errors.Is(err, codehost.ErrClosed) {
		t.Errorf("editing a merged change: %v, want ErrClosed", err)
	}
	found, err := f.host.Find(ctx, f.cr, "folio/a")
	if err != nil || found.State != codehost.StateMerged {
		t.Errorf("Find after merge = %+v, %v", found, err)
	}

	// A follow-up on the same branch opens a new change.
	commitOn(t, f.repo, "folio/a", map[string]string{"new.mdx": "newer\n"})
	if pr := f.open("folio/a", "Follow-up"); pr.Number != 2 {
		t.Errorf("follow-up change #%d, want #2", pr.Number)
	}
	found, err = f.host.Find(ctx, f.cr, "folio/a")
	if err != nil || found.Number != 2 || found.State != codehost.StateOpen {
		t.Errorf("Find after the follow-up = %+v, %v", found, err)
	}
}

func (f *fixture) check(n int) local.MergeCheck {
	f.t.Helper()
	c, err := f.store.Change(f.t.Context(), "docs", n)
	if err != nil {
		f.t.Fatal(err)
	}
	mc, err := f.host.CheckMerge(f.t.Context(), f.cr, c)
	if err != nil {
		f.t.Fatal(err)
	}
	return mc
}

func TestMergeMethods(t *testing.T) {
	for _, tc := range []struct {
		name       string
		baseMoves  bool
		method     local.MergeMethod
		wantParent int // parents of main's new commit
		wantErr    error
	}{
		{"auto, base moved", true, local.MergeAuto, 2, nil},
		{"merge commit, base moved", true, local.MergeCommit, 2, nil},
		{"merge commit, fast-forward possible", false, local.MergeCommit, 2, nil},
		{"fast-forward, base moved", true, local.FastForward, 0, codehost.ErrConflict},
		{"fast-forward", false, local.FastForward, 1, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			ctx := t.Context()
			head := commitOn(t, f.repo, "folio/a", map[string]string{"new.mdx": "new\n"})
			if tc.baseMoves {
				commitOn(t, f.repo, "main", map[string]string{"guide.mdx": "# Guide, edited\n"})
			}
			before := git(t, f.repo, "rev-parse", "main")
			f.open("folio/a", "Add")
			if mc := f.check(1); mc.CanFastForward == tc.baseMoves || !mc.Mergeable() {
				t.Errorf("CheckMerge = %+v", mc)
			}
			pr, err := f.host.Merge(ctx, f.cr, 1, local.MergeOptions{Method: tc.method})
			if tc.wantErr != nil {
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("Merge: %v, want %v", err, tc.wantErr)
				}
				if got := git(t, f.repo, "rev-parse", "main"); got != before {
					t.Error("a refused merge moved main")
				}
				if c, _ := f.store.Change(ctx, "docs", 1); c.State != store.ChangeOpen {
					t.Errorf("a refused merge left the change %s", c.State)
				}
				if len(f.merged) != 0 {
					t.Error("the site was rebuilt after a refused merge")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			main := git(t, f.repo, "rev-parse", "main")
			if pr.MergeCommit != main || pr.State != codehost.StateMerged {
				t.Errorf("Merge = %+v; main is %s", pr, main)
			}
			parents := strings.Fields(git(t, f.repo, "rev-list", "--parents", "-n1", "main"))[1:]
			if len(parents) != tc.wantParent {
				t.Errorf("main's commit has %d parents, want %d", len(parents), tc.wantParent)
			}
			if tc.wantParent == 2 {
				if parents[0] != before || parents[1] != head {
					t.Errorf("merge commit parents %v, want %s %s", parents, before, head)
				}
				msg := git(t, f.repo, "log", "-1", "--format=%B", "main")
				if !strings.HasPrefix(msg, "Merge change #1 from folio/a") {
					t.Errorf("merge message %q", msg)
				}
			}
			if b, err := os.ReadFile(filepath.Join(f.repo, "new.mdx")); err != nil || string(b) != "new\n" {
				t.Errorf("checkout after merge: new.mdx = %q, %v", b, err)
			}
		})
	}
}

func TestChangeConflict(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	commitOn(t, f.repo, "folio/a", map[string]string{"guide.mdx": "# Guide\n\nThe branch's words.\n"})
	commitOn(t, f.repo, "main", map[string]string{"guide.mdx": "# Guide\n\nMain's words.\n"})
	before := git(t, f.repo, "rev-parse", "main")
	f.open("folio/a", "Edit the guide")
	mc := f.check(1)
	if mc.Mergeable() || !slices.Equal(mc.Conflicts, []string{"guide.mdx"}) || mc.Ahead != 1 || mc.Behind != 1 {
		t.Errorf("CheckMerge = %+v", mc)
	}
	_, err := f.host.Merge(ctx, f.cr, 1, local.MergeOptions{})
	var ce *codehost.ConflictError
	if !errors.As(err, &ce) || !slices.Equal(ce.Files, []string{"guide.mdx"}) {
		t.Fatalf("Merge: %v, want a conflict in guide.mdx", err)
	}
	if got := git(t, f.repo, "rev-parse", "main"); got != before {
		t.Error("a conflicting merge moved main")
	}
	if st := git(t, f.repo, "status", "--porcelain"); st != "" {
		t.Errorf("a conflicting merge left the checkout dirty:\n%s", st)
	}
	if c, _ := f.store.Change(ctx, "docs", 1); c.State != store.ChangeOpen {
		t.Errorf("change after a conflict: %s", c.State)
	}

	// Uncommitted work in main's checkout blocks the merge too.
	commitOn(t, f.repo, "folio/b", map[string]string{"other.mdx": "x\n"})
	f.open("folio/b", "Other")
	write(t, f.repo, "index.mdx", "# Home, being edited\n")
	if mc := f.check(2); mc.Mergeable() || mc.Problem == "" {
		t.Errorf("CheckMerge with a dirty checkout = %+v", mc)
	}
	if _, err := f.host.Merge(ctx, f.cr, 2, local.MergeOptions{}); !errors.Is(err, codehost.ErrConflict) {
		t.Errorf("Merge with a dirty checkout: %v, want ErrConflict", err)
	}
}

func TestClose(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	head := commitOn(t, f.repo, "folio/a", map[string]string{"new.mdx": "new\n"})
	f.open("folio/a", "Add")
	pr, err := f.host.Close(ctx, f.cr, 1, "admin")
	if err != nil || pr.State != codehost.StateClosed || pr.ClosedAt.IsZero() || pr.HeadCommit != head {
		t.Fatalf("Close = %+v, %v", pr, err)
	}
	if _, err := f.host.Close(ctx, f.cr, 1, "admin"); !errors.Is(err, codehost.ErrClosed) {
		t.Errorf("closing twice: %v", err)
	}
	if _, err := f.host.Merge(ctx, f.cr, 1, local.MergeOptions{}); !errors.Is(err, codehost.ErrClosed) {
		t.Errorf("merging a closed change: %v", err)
	}
	if git(t, f.repo, "rev-parse", "folio/a") != head {
		t.Error("closing moved or deleted the branch")
	}
	c, _ := f.store.Change(ctx, "docs", 1)
	if c.ClosedBy != "admin" || c.BaseCommit == "" {
		t.Errorf("stored change after close: %+v", c)
	}
	found, err := f.host.Find(ctx, f.cr, "folio/a")
	if err != nil || found.State != codehost.StateClosed {
		t.Errorf("Find after close = %+v, %v", found, err)
	}
	if err := f.host.Comment(ctx, f.cr, 1, "Closed: superseded."); err != nil {
		t.Errorf("comment on a closed change: %v", err)
	}
	if pr := f.open("folio/a", "Again"); pr.Number != 2 {
		t.Errorf("change after a close: #%d", pr.Number)
	}
}

// TestConcurrentOpens: racing opens of one branch make one change; of
// different branches, one change each with distinct numbers.
func TestConcurrentOpens(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	const n = 8
	for i := range n {
		commitOn(t, f.repo, fmt.Sprintf("folio/%d", i), map[string]string{fmt.Sprintf("p%d.mdx", i): "x\n"})
	}
	var wg sync.WaitGroup
	results := make([]codehost.PullRequest, n)
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			results[i], errs[i] = f.host.Open(ctx, f.cr, codehost.NewPullRequest{Title: "Same", Base: "main", Head: "folio/0"})
		})
	}
	wg.Wait()
	opened := 0
	for i, err := range errs {
		switch {
		case err == nil:
			opened++
		case errors.Is(err, codehost.ErrConflict):
			if results[i].Number != 1 {
				t.Errorf("a refused open returned #%d, want #1", results[i].Number)
			}
		default:
			t.Errorf("open: %v", err)
		}
	}
	if opened != 1 {
		t.Errorf("%d opens of one branch succeeded, want 1", opened)
	}
	nums := make([]int, n-1)
	for i := 1; i < n; i++ {
		wg.Go(func() {
			pr, err := f.host.Open(ctx, f.cr, codehost.NewPullRequest{Title: "T", Base: "main", Head: fmt.Sprintf("folio/%d", i)})
			if err != nil {
				t.Error(err)
			}
			nums[i-1] = pr.Number
		})
	}
	wg.Wait()
	slices.Sort(nums)
	for i, n := range nums {
		if n != i+2 {
			t.Errorf("numbers %v, want 2…%d", nums, len(nums)+1)
			break
		}
	}
}

// TestPushWorkspace pushes a workspace's branch through the host and
// opens a change from it, then pushes a follow-up to the open change.
func TestPushWorkspace(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	wm, err := workspace.New(workspace.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	src := workspace.Source{Project: "docs", Repository: f.repo}
	w, err := wm.Open(ctx, src, workspace.Checkout{Name: "job1", Branch: "folio/job1", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	write(t, w.Dir(), "agent.mdx", "# Written by the agent\n")
	sha, _, err := w.Commit(ctx, "Add the agent's page")
	if err != nil {
		t.Fatal(err)
	}
	if err := f.host.Push(ctx, f.cr, w); err != nil {
		t.Fatal(err)
	}
	if got := git(t, f.repo, "rev-parse", "folio/job1"); got != sha {
		t.Fatalf("repository's folio/job1 = %s, want %s", got, sha)
	}
	pr := f.open("folio/job1", "Agent page")
	write(t, w.Dir(), "agent.mdx", "# Written by the agent\n\nA follow-up.\n")
	sha2, _, err := w.Commit(ctx, "Follow-up")
	if err != nil {
		t.Fatal(err)
	}
	if err := f.host.Push(ctx, f.cr, w); err != nil {
		t.Fatal(err)
	}
	if c, _ := f.store.Change(ctx, "docs", pr.Number); c.HeadCommit != sha2 {
		t.Errorf("the open change records head %s after the push, want %s", c.HeadCommit, sha2)
	}
	if err := w.Close(ctx); err != nil {
		t.Fatal(err)
	}

	// Someone else moved the branch: the next push is refused.
	commitOn(t, f.repo, "folio/job1", map[string]string{"other.mdx": "x\n"})
	w, err = wm.Open(ctx, src, workspace.Checkout{Name: "job1b", Branch: "folio/job1b", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close(ctx)
	git(t, f.repo, "branch", "folio/job1b", "folio/job1")
	write(t, w.Dir(), "x.mdx", "x\n")
	if _, _, err := w.Commit(ctx, "x"); err != nil {
		t.Fatal(err)
	}
	if err := f.host.Push(ctx, f.cr, w); !errors.Is(err, codehost.ErrConflict) {
		t.Errorf("push that is not a fast-forward: %v, want ErrConflict", err)
	}
}

func TestCommitsAndDiff(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	commitOn(t, f.repo, "folio/a", map[string]string{"guide.mdx": "# Guide\n\nNew words.\n"})
	commitOn(t, f.repo, "folio/a", map[string]string{"new.mdx": "new\n"})
	commitOn(t, f.repo, "main", map[string]string{"index.mdx": "# Home, moved on\n"})
	f.open("folio/a", "Two commits")
	c, _ := f.store.Change(ctx, "docs", 1)
	r, err := f.host.Range(ctx, f.cr, c)
	if err != nil || r.Empty() {
		t.Fatalf("Range = %+v, %v", r, err)
	}
	commits, more, err := f.host.Commits(ctx, f.cr, r, 0)
	if err != nil || more || len(commits) != 2 || commits[0].Subject != "on folio/a" || commits[0].Author != "Test" {
		t.Errorf("Commits = %+v, %v, %v", commits, more, err)
	}
	last, more, err := f.host.Commits(ctx, f.cr, r, 1)
	if err != nil || !more || len(last) != 1 || last[0].ID != commits[1].ID {
		t.Errorf("Commits limited to 1 = %+v, %v, %v", last, more, err)
	}
	d, err := f.host.Diff(ctx, f.cr, r, local.DiffOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, f := range d.Files {
		paths = append(paths, string(f.Status)+" "+f.Path)
	}
	// The base's own change (index.mdx) is not the change's.
	if want := []string{"modified guide.mdx", "added new.mdx"}; !slices.Equal(paths, want) {
		t.Errorf("diff files %v, want %v", paths, want)
	}
	if d.Added != 3 || d.Deleted != 0 {
		t.Errorf("diff counts +%d -%d", d.Added, d.Deleted)
	}
	blobs, err := f.host.Blobs(ctx, f.cr, []string{d.Files[0].NewBlob, d.Files[0].OldBlob, "nonsense", strings.Repeat("0", 40)}, 1<<20)
	if err != nil || string(blobs[d.Files[0].NewBlob]) != "# Guide\n\nNew words.\n" || string(blobs[d.Files[0].OldBlob]) != "# Guide\n" || len(blobs) != 2 {
		t.Errorf("Blobs = %q, %v", blobs, err)
	}
	small, err := f.host.Blobs(ctx, f.cr, []string{d.Files[0].NewBlob}, 4)
	if err != nil || len(small) != 0 {
		t.Errorf("Blobs over the limit = %q, %v", small, err)
	}

	// A deleted head branch: nothing to compare, and nothing to merge.
	git(t, f.repo, "branch", "-D", "folio/a")
	if r, err := f.host.Range(ctx, f.cr, c); err != nil || !r.Empty() {
		t.Errorf("Range of a deleted branch = %+v, %v", r, err)
	}
	if mc := f.check(1); mc.Mergeable() || mc.Problem == "" {
		t.Errorf("CheckMerge of a deleted branch = %+v", mc)
	}
}
