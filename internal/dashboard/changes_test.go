package dashboard_test

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/local"
	"github.com/foliodocs/folio/internal/dashboard"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// gitIn runs git in dir with a fixed identity and no user configuration.
func gitIn(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-c", "init.defaultBranch=main", "-c", "user.name=Test Writer",
		"-c", "user.email=writer@example.com", "-c", "commit.gpgSign=false"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL="+os.DevNull, "GIT_TERMINAL_PROMPT=0")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

// writeFiles writes files (path → content) under dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// commitOn commits files onto branch (made from main if new), then goes
// back to main.
func commitOn(t *testing.T, repo, branch string, files map[string]string) string {
	t.Helper()
	if branch != "main" {
		if exec.Command("git", "-C", repo, "rev-parse", "--verify", "--quiet", "refs/heads/"+branch).Run() != nil {
			gitIn(t, repo, "branch", branch, "main")
		}
		gitIn(t, repo, "checkout", "--quiet", branch)
		defer gitIn(t, repo, "checkout", "--quiet", "main")
	}
	writeFiles(t, repo, files)
	gitIn(t, repo, "add", "-A")
	gitIn(t, repo, "commit", "--quiet", "-m", "Edit "+branch)
	return gitIn(t, repo, "rev-parse", "HEAD")
}

// reviewBundle is a dashboard with the built-in review over a real
// repository.
type reviewBundle struct {
	*bundle
	repo   string
	host   *local.Host
	mu     sync.Mutex
	merged []string
}

func setupReview(t *testing.T) *reviewBundle {
	t.Helper()
	rb := &reviewBundle{repo: t.TempDir()}
	gitIn(t, rb.repo, "init", "--quiet")
	writeFiles(t, rb.repo, map[string]string{
		"docs/docs.json":   `{"name": "Acme", "navigation": {"pages": ["index", "guide"]}}` + "\n",
		"docs/index.mdx":   "---\ntitle: Home\n---\n\nWelcome to Acme.\n",
		"docs/guide.mdx":   "---\ntitle: Guide\n---\n\n## Install\n\nRun the installer.\n\n## Use\n\nOpen the app.\n",
		"docs/logo.png":    "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
		"docs/old-name.md": strings.Repeat("A line that stays the same.\n", 12),
	})
	gitIn(t, rb.repo, "add", "-A")
	gitIn(t, rb.repo, "commit", "--quiet", "-m", "First")
	rb.bundle = setup(t, func(o *dashboard.Options) {
		host, err := local.NewHost(local.HostOptions{
			Store: o.Store, BaseURL: "http://folio.test",
			Merged: func(id string) { rb.mu.Lock(); rb.merged = append(rb.merged, id); rb.mu.Unlock() },
		})
		if err != nil {
			t.Fatal(err)
		}
		rb.host = host
		o.Review = host
		o.PreviewURL = func(p, j string) string { return "http://folio.test/preview/" + p + "/" + j + "/" }
	})
	now := rb.clock.Now()
	if err := rb.store.CreateProject(t.Context(), domain.Project{ID: "acme", Name: "Acme Docs", Repository: rb.repo, Branch: "main",
		DocsDir: "docs", CodeHost: "local", CreatedAt: now, UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
	return rb
}

// openChange makes a job and a change of branch from it.
func (rb *reviewBundle) openChange(branch, jobID, title, body string) codehost.PullRequest {
	rb.t.Helper()
	now := rb.clock.Now()
	j := domain.Job{ID: jobID, ProjectID: "acme", Status: domain.StatusCompleted, Branch: branch, Ref: "main",
		Summary: title, Checks: map[string]string{"validation": "passed"}, CreatedAt: now, UpdatedAt: now}
	if _, _, err := rb.store.CreateJob(rb.t.Context(), store.NewJob{Job: j, Message: domain.Message{Content: "Please " + title}}); err != nil {
		rb.t.Fatal(err)
	}
	pr, err := rb.host.Open(rb.t.Context(), codehost.Repo{Project: "acme", URL: rb.repo},
		codehost.NewPullRequest{Title: title, Body: body, Base: "main", Head: branch, Job: jobID})
	if err != nil {
		rb.t.Fatal(err)
	}
	return pr
}

var tagRE = regexp.MustCompile(`<[^>]+>`)

// text is a page's text without tags, white space collapsed.
func text(body string) string {
	return strings.Join(strings.Fields(tagRE.ReplaceAllString(body, " ")), " ")
}

func TestChangePages(t *testing.T) {
	t.Parallel()
	rb := setupReview(t)
	commitOn(t, rb.repo, "folio/aaaa1111", map[string]string{
		"docs/guide.mdx":   "---\ntitle: Guide\n---\n\n## Install\n\nRun the installer with `--yes`.\n\n## Use\n\nOpen the app.\n",
		"docs/new.mdx":     "---\ntitle: New page\n---\n\nA new page.\n",
		"docs/logo.png":    "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR-changed",
		"docs/new-name.md": strings.Repeat("A line that stays the same.\n", 12),
	})
	gitIn(t, rb.repo, "checkout", "--quiet", "folio/aaaa1111")
	gitIn(t, rb.repo, "rm", "--quiet", "docs/old-name.md")
	gitIn(t, rb.repo, "commit", "--quiet", "-m", "Rename the old page")
	gitIn(t, rb.repo, "checkout", "--quiet", "main")
	pr := rb.openChange("folio/aaaa1111", "job_a", "Explain the installer's <flags>",
		"Adds a **new page** and <script>alert(1)</script> [a link](javascript:alert(2)).\n\n- one\n- two")
	if pr.Number != 1 {
		t.Fatalf("change #%d", pr.Number)
	}
	c := rb.signedIn()

	list := c.get("/projects/acme/changes").wantStatus(t, http.StatusOK)
	list.wantBody(t, "Explain the installer&#39;s &lt;flags&gt;", `href="/dashboard/projects/acme/changes/1"`, "folio/aaaa1111")
	c.get("/projects/acme/changes?state=merged").wantStatus(t, http.StatusOK).wantNoBody(t, "/changes/1\"")
	c.get("/projects/acme/changes?state=bogus").wantStatus(t, http.StatusBadRequest)

	page := c.get("/projects/acme/changes/1").wantStatus(t, http.StatusOK)
	page.wantBody(t,
		"Explain the installer&#39;s &lt;flags&gt;", "#1",
		"<strong>new page</strong>", "<li>one</li>",
		`href="/dashboard/projects/acme/jobs/job_a"`, "badge-completed",
		"validation", "badge-check-passed",
		`href="http://folio.test/preview/acme/job_a/"`,
		"Rename the old page", "No conflicts with main",
		`name="method" value="fast-forward"`, `action="/dashboard/projects/acme/changes/1/merge"`,
		`action="/dashboard/projects/acme/changes/1/close"`,
	)
	page.wantNoBody(t, "<script>alert", "javascript:alert")
	if got := text(page.body); !strings.Contains(got, "wants to merge 2 commits into main from folio/aaaa1111") {
		t.Errorf("summary line missing: %.300s", got)
	}

	files := c.get("/projects/acme/changes/1?tab=files").wantStatus(t, http.StatusOK)
	files.wantBody(t, "4 files changed", "diff-unified", "docs/guide.mdx", "docs/new.mdx",
		`<span class="diff-old-path">docs/old-name.md</span>`, "File renamed without changes.",
		`<img src="data:image/png;base64,`, `class="diff-add"`, `class="diff-del"`, `data-n="7"`,
		`<span class="gu">## Install</span>`, "@@ -4,7 +4,7 @@")
	if !strings.Contains(files.body, "installer with <span") && !strings.Contains(files.body, "installer with `--yes`") {
		t.Errorf("the changed line is missing from the diff")
	}
	split := c.get("/projects/acme/changes/1?tab=files&view=split").wantStatus(t, http.StatusOK)
	split.wantBody(t, "diff-split", `class="diff-line diff-del"`, `class="diff-line diff-add"`, `aria-current="true" data-view="split"`)
	one := c.get("/projects/acme/changes/1?tab=files&file="+url.QueryEscape("docs/new.mdx")).wantStatus(t, http.StatusOK)
	one.wantBody(t, "Showing one file", "docs/new.mdx").wantNoBody(t, "docs/guide.mdx</span>")
	// A file's fragment, as the script loads it; a rename's names both
	// paths, so that git finds the rename.
	c.get("/projects/acme/changes/1/diff?view=split&file="+url.QueryEscape("docs/guide.mdx")).wantStatus(t, http.StatusOK).
		wantBody(t, `<div class="diff-file-body">`, "diff-split", `class="diff-line diff-add"`).wantNoBody(t, "<html", "docs/new.mdx")
	c.get("/projects/acme/changes/1/diff?file="+url.QueryEscape("docs/new-name.md")+"&old="+url.QueryEscape("docs/old-name.md")).
		wantStatus(t, http.StatusOK).wantBody(t, "File renamed without changes.")
	c.get("/projects/acme/changes/1?tab=commits").wantStatus(t, http.StatusOK).
		wantBody(t, "2 commits", "Edit folio/aaaa1111", "Rename the old page", "Test Writer")

	// The project and the job lead to the change and the preview.
	c.get("/projects/acme").wantStatus(t, http.StatusOK).
		wantBody(t, `class="btn btn-secondary project-changes" href="/dashboard/projects/acme/changes"`, `<span class="tab-count">1</span>`)
	c.get("/projects/acme/jobs/job_a").wantStatus(t, http.StatusOK).
		wantBody(t, `href="/dashboard/projects/acme/changes/1"`, "badge-change-open", `href="http://folio.test/preview/acme/job_a/"`)

	for _, path := range []string{"/projects/acme/changes/2", "/projects/acme/changes/x", "/projects/acme/changes/0", "/projects/nope/changes/1"} {
		c.get(path).wantStatus(t, http.StatusNotFound)
	}
}

func TestChangeMergeCloseComment(t *testing.T) {
	t.Parallel()
	rb := setupReview(t)
	head := commitOn(t, rb.repo, "folio/aaaa1111", map[string]string{"docs/new.mdx": "---\ntitle: New\n---\n\nNew.\n"})
	rb.openChange("folio/aaaa1111", "job_a", "Add a page", "")
	c := rb.signedIn()
	page := c.get("/projects/acme/changes/1").wantStatus(t, http.StatusOK)
	token := page.csrf(t)

	// Forms need the session's token.
	c.post("/projects/acme/changes/1/merge", url.Values{"method": {"merge"}}).wantStatus(t, http.StatusForbidden)
	c.post("/projects/acme/changes/1/merge", url.Values{"csrf": {token}, "method": {"squash"}}).wantStatus(t, http.StatusBadRequest)

	// A comment, then an empty one.
	c.post("/projects/acme/changes/1/comments", url.Values{"csrf": {token}, "body": {"Looks **good**. <img src=x onerror=alert(1)>"}}).
		wantRedirect(t, "/dashboard/projects/acme/changes/1?done=commented#comment")
	c.post("/projects/acme/changes/1/comments", url.Values{"csrf": {token}, "body": {"   "}}).
		wantStatus(t, http.StatusUnprocessableEntity).wantBody(t, "Write something first.")
	page = c.get("/projects/acme/changes/1?done=commented").wantStatus(t, http.StatusOK)
	page.wantBody(t, "Comment added.", "<strong>good</strong>", "Admin").wantNoBody(t, "onerror=alert")

	// Fast-forward.
	c.post("/projects/acme/changes/1/merge", url.Values{"csrf": {token}, "method": {"fast-forward"}}).
		wantRedirect(t, "/dashboard/projects/acme/changes/1?done=merged")
	if got := gitIn(t, rb.repo, "rev-parse", "main"); got != head {
		t.Errorf("main = %s after a fast-forward, want %s", got, head)
	}
	rb.mu.Lock()
	if len(rb.merged) != 1 || rb.merged[0] != "acme" {
		t.Errorf("site rebuilds asked for: %v", rb.merged)
	}
	rb.mu.Unlock()
	page = c.get("/projects/acme/changes/1?done=merged").wantStatus(t, http.StatusOK)
	page.wantBody(t, "Change merged.", "state-pill-merged", "Admin</strong> merged", head[:7]).wantNoBody(t, `action="/dashboard/projects/acme/changes/1/merge"`)
	// The diff of a merged change is still shown.
	c.get("/projects/acme/changes/1?tab=files").wantStatus(t, http.StatusOK).wantBody(t, "docs/new.mdx", "1 file changed")
	// Merging again does nothing.
	c.post("/projects/acme/changes/1/merge", url.Values{"csrf": {token}}).wantRedirect(t, "/dashboard/projects/acme/changes/1")

	// A conflict is reported and nothing moves.
	commitOn(t, rb.repo, "folio/bbbb2222", map[string]string{"docs/index.mdx": "---\ntitle: Home\n---\n\nThe branch's welcome.\n"})
	commitOn(t, rb.repo, "main", map[string]string{"docs/index.mdx": "---\ntitle: Home\n---\n\nMain's welcome.\n"})
	rb.openChange("folio/bbbb2222", "job_b", "Reword the welcome", "")
	before := gitIn(t, rb.repo, "rev-parse", "main")
	page = c.get("/projects/acme/changes/2").wantStatus(t, http.StatusOK)
	page.wantBody(t, "This branch has conflicts that must be resolved", "docs/index.mdx", `disabled data-merge`)
	c.post("/projects/acme/changes/2/merge", url.Values{"csrf": {token}, "method": {"merge"}}).
		wantStatus(t, http.StatusConflict).wantBody(t, "The merge conflicts: nothing was changed", "docs/index.mdx")
	if got := gitIn(t, rb.repo, "rev-parse", "main"); got != before {
		t.Error("a conflicting merge moved main")
	}

	// Close.
	c.post("/projects/acme/changes/2/close", url.Values{"csrf": {token}}).wantRedirect(t, "/dashboard/projects/acme/changes/2?done=closed")
	c.get("/projects/acme/changes/2").wantStatus(t, http.StatusOK).wantBody(t, "state-pill-closed", "closed this change without merging")
	if got := gitIn(t, rb.repo, "rev-parse", "--verify", "folio/bbbb2222"); got == "" {
		t.Error("closing deleted the branch")
	}
	c.get("/projects/acme/changes?state=closed").wantStatus(t, http.StatusOK).wantBody(t, "Reword the welcome")
	c.get("/projects/acme/changes?state=all").wantStatus(t, http.StatusOK).wantBody(t, "Reword the welcome", "Add a page")

	// A merge commit when main moved.
	commitOn(t, rb.repo, "folio/cccc3333", map[string]string{"docs/other.mdx": "---\ntitle: Other\n---\n\nOther.\n"})
	rb.openChange("folio/cccc3333", "job_c", "Another page", "")
	commitOn(t, rb.repo, "main", map[string]string{"docs/guide.mdx": "---\ntitle: Guide\n---\n\nMoved on.\n"})
	page = c.get("/projects/acme/changes/3").wantStatus(t, http.StatusOK)
	page.wantBody(t, "merging makes a merge commit").wantNoBody(t, `value="fast-forward"`)
	c.post("/projects/acme/changes/3/merge", url.Values{"csrf": {token}, "method": {"fast-forward"}}).
		wantStatus(t, http.StatusConflict).wantBody(t, "cannot be fast-forwarded")
	c.post("/projects/acme/changes/3/merge", url.Values{"csrf": {token}, "method": {"merge"}}).
		wantRedirect(t, "/dashboard/projects/acme/changes/3?done=merged")
	if parents := strings.Fields(gitIn(t, rb.repo, "rev-list", "--parents", "-n1", "main")); len(parents) != 3 {
		t.Errorf("main's commit after a merge: %v, want a merge commit", parents)
	}
}

// largeChange opens a change of n pages, each with forty changed lines,
// on branch folio/large.
func (rb *reviewBundle) largeChange(t *testing.T, n int) {
	t.Helper()
	files := map[string]string{}
	for i := range n {
		var b strings.Builder
		fmt.Fprintf(&b, "---\ntitle: Page %d\n---\n\n", i)
		for l := range 40 {
			fmt.Fprintf(&b, "Line %d of page %d says something about `option_%d`.\n", l, i, l)
		}
		files[fmt.Sprintf("docs/pages/page-%04d.mdx", i)] = b.String()
	}
	commitOn(t, rb.repo, "folio/large", files)
	rb.openChange("folio/large", "job_large", "Write three thousand pages", "")
}

// fileLinkRE finds a deferred file's links: its own page and its
// fragment; pathRE every file's header.
var (
	fileLinkRE = regexp.MustCompile(`href="[^"]*&amp;file=([^"#&]+)#diff-[0-9a-f]+" data-load-diff="([^"]+)"`)
	pathRE     = regexp.MustCompile(`<span class="diff-path">([^<]+)</span>`)
)

// comma writes n with a thousands separator, as the pages do.
func comma(n int) string {
	if n < 1000 {
		return strconv.Itoa(n)
	}
	return fmt.Sprintf("%d,%03d", n/1000, n%1000)
}

// TestChangeOfThousandsOfFiles pages a 3,000-file change: no page of the
// files tab reaches a megabyte, and every file's diff is reachable from
// one of them: drawn, or on a page of its own and as the fragment the
// script loads.
func TestChangeOfThousandsOfFiles(t *testing.T) {
	t.Parallel()
	const n = 3000
	rb := setupReview(t)
	rb.largeChange(t, n)
	c := rb.signedIn()

	start := time.Now()
	first := c.get("/projects/acme/changes/1?tab=files").wantStatus(t, http.StatusOK)
	t.Logf("first page of the files tab: %d bytes in %v", len(first.body), time.Since(start))
	first.wantBody(t, "3,000 files changed", "Files 1–100 of 3,000", `rel="next"`,
		`href="/dashboard/projects/acme/changes/1?tab=files&amp;view=unified&amp;page=30"`)
	if len(first.body) >= 1<<20 {
		t.Errorf("the first page of the files tab is %d bytes, want under 1 MiB", len(first.body))
	}
	// The first files are drawn with the page; once its budget is spent,
	// the others wait to be opened.
	if !strings.Contains(first.body, `class="diff-add"`) {
		t.Error("no file of the first page is drawn")
	}

	listed := map[string]int{}
	var deferred []string
	for page := 1; page <= n/100; page++ {
		p := c.get(fmt.Sprintf("/projects/acme/changes/1?tab=files&page=%d", page)).wantStatus(t, http.StatusOK)
		if len(p.body) >= 1<<20 {
			t.Errorf("page %d is %d bytes", page, len(p.body))
		}
		p.wantBody(t, fmt.Sprintf("Files %s–%s of 3,000", comma(page*100-99), comma(page*100)))
		for _, m := range pathRE.FindAllStringSubmatch(p.body, -1) {
			listed[m[1]]++
		}
		for _, m := range fileLinkRE.FindAllStringSubmatch(p.body, -1) {
			deferred = append(deferred, html.UnescapeString(m[2]))
		}
	}
	for i := range n {
		if name := fmt.Sprintf("docs/pages/page-%04d.mdx", i); listed[name] != 1 {
			t.Errorf("%s is on %d pages of the files tab, want 1", name, listed[name])
		}
	}
	if len(deferred) == 0 || len(deferred) == n {
		t.Fatalf("%d of %d files wait to be loaded, want some", len(deferred), n)
	}
	for _, f := range []string{deferred[0], deferred[len(deferred)/2], deferred[len(deferred)-1]} {
		start := time.Now()
		frag := c.get(strings.TrimPrefix(f, "/dashboard")).wantStatus(t, http.StatusOK)
		t.Logf("a file's fragment: %d bytes in %v", len(frag.body), time.Since(start))
		frag.wantBody(t, `<div class="diff-file-body">`, `class="diff-add"`, "option_39").wantNoBody(t, "<html", "Files 1–100")
	}
	// The last file, drawn alone, and the way back to its page.
	last := "docs/pages/page-2999.mdx"
	alone := c.get("/projects/acme/changes/1?tab=files&file="+url.QueryEscape(last)).wantStatus(t, http.StatusOK)
	alone.wantBody(t, "Showing one file", "Line 39 of page 2999", `&amp;page=30#diff-`).wantNoBody(t, "page-2998.mdx")

	c.get("/projects/acme/changes/1/diff?file=docs/nope.mdx").wantStatus(t, http.StatusNotFound)
	c.get("/projects/acme/changes/1/diff").wantStatus(t, http.StatusNotFound)
	// Past the last page is the last page.
	c.get("/projects/acme/changes/1?tab=files&page=99").wantStatus(t, http.StatusOK).wantBody(t, "Files 2,901–3,000 of 3,000")
}

// TestJobPageListsSomeChangedFiles: a job that changed thousands of files
// lists the first ones and leads to its change's paged files tab.
func TestJobPageListsSomeChangedFiles(t *testing.T) {
	t.Parallel()
	rb := setupReview(t)
	rb.largeChange(t, 120)
	var files []string
	for i := range 3000 {
		files = append(files, fmt.Sprintf("docs/pages/page-%04d.mdx", i))
	}
	now := rb.clock.Now()
	j := domain.Job{ID: "job_many", ProjectID: "acme", Status: domain.StatusCompleted, ChangedFiles: files, CreatedAt: now, UpdatedAt: now}
	if _, _, err := rb.store.CreateJob(t.Context(), store.NewJob{Job: j, Message: domain.Message{Content: "Write pages"}}); err != nil {
		t.Fatal(err)
	}
	c := rb.signedIn()
	c.get("/projects/acme/jobs/job_many").wantStatus(t, http.StatusOK).
		wantBody(t, "docs/pages/page-0049.mdx", "and 2,950 more files").wantNoBody(t, "docs/pages/page-0050.mdx")
	c.get("/projects/acme/jobs/job_large").wantStatus(t, http.StatusOK)
}
