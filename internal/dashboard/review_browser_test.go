package dashboard_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/browsertest"
	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/local"
	"github.com/foliodocs/folio/internal/dashboard"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/sitehost"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/workspace"
)

// versionedDocs is a docs repository with two versions, each with two
// tabs.
var versionedDocs = map[string]string{
	"docs/docs.json": `{
  "theme": "mint",
  "name": "Acme",
  "colors": {"primary": "#0E7C66"},
  "navigation": {
    "versions": [
      {"version": "v2", "tabs": [
        {"tab": "Guides", "groups": [{"group": "Start", "pages": ["v2/index", "v2/install"]}]},
        {"tab": "Reference", "groups": [{"group": "Settings", "pages": ["v2/reference/settings"]}]}
      ]},
      {"version": "v1", "tabs": [
        {"tab": "Guides", "groups": [{"group": "Start", "pages": ["v1/index", "v1/install"]}]},
        {"tab": "Reference", "groups": [{"group": "Settings", "pages": ["v1/reference/settings"]}]}
      ]}
    ]
  }
}
`,
	"docs/v2/index.mdx":              "---\ntitle: Welcome\n---\n\nAcme v2 keeps your docs in step with your code.\n",
	"docs/v2/install.mdx":            "---\ntitle: Install\n---\n\n## Requirements\n\nA Linux or macOS machine.\n\n## Steps\n\nRun the installer.\n\n```bash\ncurl -fsSL https://acme.test/install | sh\n```\n",
	"docs/v2/reference/settings.mdx": "---\ntitle: Settings\n---\n\n| Setting | Default |\n| --- | --- |\n| `port` | 8080 |\n",
	"docs/v1/index.mdx":              "---\ntitle: Welcome to v1\n---\n\nThe first version of Acme.\n",
	"docs/v1/install.mdx":            "---\ntitle: Install v1\n---\n\nDownload the archive.\n",
	"docs/v1/reference/settings.mdx": "---\ntitle: Settings v1\n---\n\nNo settings in v1.\n",
}

// TestBrowserChangeReview reviews an agent's change in a real browser:
// the diff in both views, the live preview (a tab, a version), then
// Merge, after which the project's site serves the new content.
func TestBrowserChangeReview(t *testing.T) {
	ctx, problems := startBrowser(t, 1280, 900)

	repo := t.TempDir()
	gitIn(t, repo, "init", "--quiet")
	writeFiles(t, repo, versionedDocs)
	gitIn(t, repo, "add", "-A")
	gitIn(t, repo, "commit", "--quiet", "-m", "Docs")

	st := openStore(t)
	addOwner(t, st)
	now := time.Now().UTC()
	project := domain.Project{ID: "acme", Name: "Acme Docs", Repository: repo, Branch: "main", DocsDir: "docs", CodeHost: "local", CreatedAt: now, UpdatedAt: now}
	if err := st.CreateProject(t.Context(), project); err != nil {
		t.Fatal(err)
	}

	sites := sitehost.New(sitehost.Options{CacheDir: t.TempDir(), Log: testLogger(t), Poll: -1, Jobs: st})
	t.Cleanup(func() { sites.Close() })
	if err := sites.Set(t.Context(), []domain.Project{project}); err != nil {
		t.Fatal(err)
	}
	runCtx, stop := context.WithCancel(context.Background())
	t.Cleanup(stop)
	go sites.Run(runCtx)

	mux := http.NewServeMux()
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	host, err := local.NewHost(local.HostOptions{Store: st, BaseURL: srv.URL, Log: testLogger(t),
		Merged: func(id string) { sites.Trigger(id) }})
	if err != nil {
		t.Fatal(err)
	}
	dash, err := dashboard.New(dashboard.Options{
		Store: st, Log: testLogger(t), Review: host, Passwords: cheap,
		SiteURL:    func(id string) string { return srv.URL + "/p/" + id + "/" },
		PreviewURL: func(p, j string) string { return srv.URL + sitehost.PreviewPath(p, j) },
	})
	if err != nil {
		t.Fatal(err)
	}
	mux.Handle("/dashboard/", dash)
	mux.Handle("GET /preview/", sites.PreviewHandler())
	mux.Handle("/", sites.Handler())

	// The agent's branch, made and pushed the way the job runner does.
	wm, err := workspace.New(workspace.Options{Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	const jobID = "job_01jz8k3m9qabcd2345efgh6789"
	ws, err := wm.Open(t.Context(), workspace.Source{Project: "acme", Repository: repo},
		workspace.Checkout{Name: jobID, Branch: "folio/abcd2345", Ref: "main"})
	if err != nil {
		t.Fatal(err)
	}
	writeFiles(t, ws.Dir(), map[string]string{
		"docs/v2/install.mdx":            "---\ntitle: Install\n---\n\n## Requirements\n\nA Linux or macOS machine with 2 GB of memory.\n\n## Steps\n\nRun the installer, then check the version.\n\n```bash\ncurl -fsSL https://acme.test/install | sh\nacme --version\n```\n\n## Troubleshooting\n\nIf the installer stops, run it again with `--verbose`.\n",
		"docs/v2/reference/settings.mdx": "---\ntitle: Settings\n---\n\n| Setting | Default |\n| --- | --- |\n| `port` | 8080 |\n| `log_level` | `info` |\n",
	})
	if _, _, err := ws.Commit(t.Context(), "Document the installer's checks and troubleshooting"); err != nil {
		t.Fatal(err)
	}
	cr := codehost.Repo{Project: "acme", URL: repo}
	if err := host.Push(t.Context(), cr, ws); err != nil {
		t.Fatal(err)
	}
	ws.Close(t.Context())
	job := domain.Job{ID: jobID, ProjectID: "acme", Status: domain.StatusCompleted, Branch: "folio/abcd2345", Ref: "main",
		Summary: "Documented the checks", Checks: map[string]string{"validation": "passed"}, CreatedAt: now, UpdatedAt: now,
		ChangedFiles: []string{"docs/v2/install.mdx", "docs/v2/reference/settings.mdx"}}
	if _, _, err := st.CreateJob(t.Context(), store.NewJob{Job: job, Message: domain.Message{Content: "Add troubleshooting to the install guide"}}); err != nil {
		t.Fatal(err)
	}
	pr, err := host.Open(t.Context(), cr, codehost.NewPullRequest{
		Title: "Document the installer's checks and troubleshooting",
		Body:  "The install guide now says how much memory Acme needs, how to check the installed version, and what to do when the installer stops.\n\n- `docs/v2/install.mdx`: requirements, a version check, a **Troubleshooting** section\n- `docs/v2/reference/settings.mdx`: the `log_level` setting",
		Base:  "main", Head: "folio/abcd2345", Job: jobID,
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := host.Comment(t.Context(), cr, pr.Number, "Validation passed: 6 pages, no broken links."); err != nil {
		t.Fatal(err)
	}
	changeURL := srv.URL + "/dashboard/projects/acme/changes/1"

	run(t, ctx, "sign in", chromedp.Navigate(changeURL), chromedp.WaitVisible("#password"),
		signIn("admin"), chromedp.WaitVisible(".merge-box"))
	shot(t, ctx, "review-change-conversation")

	// Files changed: unified, then split.
	run(t, ctx, "files", chromedp.Click(`.change-tab[href*="tab=files"]`), chromedp.WaitVisible(".diff-unified"))
	var added int
	run(t, ctx, "added rows", chromedp.Evaluate(`document.querySelectorAll(".diff-unified tr.diff-add").length`, &added))
	if added < 5 {
		t.Errorf("%d added lines in the unified view", added)
	}
	var visible bool
	run(t, ctx, "diff shown", chromedp.Evaluate(`(() => { const r = document.querySelector(".diff-unified tr.diff-add").getBoundingClientRect(); return r.height > 0 && r.width > 0 })()`, &visible))
	if !visible {
		t.Error("the diff's added lines are not visible")
	}
	shot(t, ctx, "review-change-files-unified")
	run(t, ctx, "split", chromedp.Click(`.seg-item[data-view="split"]`), chromedp.WaitVisible(".diff-split"))
	var cells int
	run(t, ctx, "split cells", chromedp.Evaluate(`document.querySelectorAll(".diff-split td.diff-line.diff-add").length`, &cells))
	if cells < 5 {
		t.Errorf("%d added cells in the split view", cells)
	}
	shot(t, ctx, "review-change-files-split")

	// The preview: the branch's site, navigable.
	var preview string
	run(t, ctx, "preview link", chromedp.AttributeValue(`a[data-preview]`, "href", &preview, nil))
	run(t, ctx, "open the preview", chromedp.Navigate(preview+"v2/install"), chromedp.WaitVisible(".page-title"))
	var body string
	run(t, ctx, "preview text", chromedp.Text("main", &body))
	if !strings.Contains(body, "Troubleshooting") || !strings.Contains(body, "2 GB of memory") {
		t.Errorf("the preview does not show the branch's page:\n%.500s", body)
	}
	shot(t, ctx, "review-preview")
	// Sandboxed, the preview still searches: its index is fetched across
	// origins (its own origin is opaque).
	var results int
	run(t, ctx, "preview search", chromedp.Click(`[data-search-open]`), chromedp.WaitVisible(`[data-search-input]`),
		chromedp.SendKeys(`[data-search-input]`, "memory"), chromedp.WaitVisible(`.search-result`),
		chromedp.Evaluate(`document.querySelectorAll(".search-result").length`, &results),
		chromedp.Navigate(preview+"v2/install"), chromedp.WaitVisible(".page-title"))
	if results == 0 {
		t.Error("search in the sandboxed preview found nothing")
	}
	var origin string
	run(t, ctx, "preview origin", chromedp.Evaluate(`window.origin`, &origin))
	if origin != "null" {
		t.Errorf("the preview runs with the origin %q, want an opaque one (sandboxed)", origin)
	}
	run(t, ctx, "tab", chromedp.Click(`.nav-tabs-list > li:nth-child(2) .nav-tabs-item`), chromedp.WaitVisible(".page-title"))
	if p := browsertest.WaitPath(ctx, "/preview/acme/"+jobID+"/v2/reference/settings"); p != "/preview/acme/"+jobID+"/v2/reference/settings" {
		t.Errorf("after the Reference tab: at %s", p)
	}
	run(t, ctx, "preview settings", chromedp.Text("main", &body))
	if !strings.Contains(body, "log_level") {
		t.Errorf("the preview's Reference tab lacks the branch's setting:\n%.300s", body)
	}
	run(t, ctx, "version menu", chromedp.Click(`.selector-version > summary`), chromedp.WaitVisible(`.selector-version .menu-panel`))
	run(t, ctx, "v1", chromedp.Click(`.selector-version .menu-item:nth-child(2)`), chromedp.WaitVisible(".page-title"))
	if p := browsertest.WaitPath(ctx, "/preview/acme/"+jobID+"/v1/"); !strings.HasPrefix(p, "/preview/acme/"+jobID+"/v1/") {
		t.Errorf("after switching to v1: at %s", p)
	}

	// Dark mode and a phone, for the eye.
	run(t, ctx, "dark", colorScheme("dark"), chromedp.Navigate(changeURL), chromedp.WaitVisible(".merge-box"))
	shot(t, ctx, "review-change-conversation-dark")
	run(t, ctx, "dark files", chromedp.Navigate(changeURL+"?tab=files&view=split"), chromedp.WaitVisible(".diff-split"))
	shot(t, ctx, "review-change-files-split-dark")
	run(t, ctx, "phone", colorScheme("light"), chromedp.EmulateViewport(390, 844), chromedp.Navigate(changeURL), chromedp.WaitVisible(".merge-box"))
	shot(t, ctx, "review-change-phone")
	var overflow bool
	run(t, ctx, "no sideways scroll", chromedp.Evaluate(`document.documentElement.scrollWidth > window.innerWidth + 1`, &overflow))
	if overflow {
		t.Error("the change page scrolls sideways on a phone")
	}
	run(t, ctx, "phone files", chromedp.Navigate(changeURL+"?tab=files"), chromedp.WaitVisible(".diff-unified"))
	shot(t, ctx, "review-change-files-phone")
	run(t, ctx, "no sideways scroll", chromedp.Evaluate(`document.documentElement.scrollWidth > window.innerWidth + 1`, &overflow))
	if overflow {
		t.Error("the diff scrolls sideways on a phone")
	}

	// The site before the merge, then Merge, then the site after.
	if err := sites.Refresh(t.Context(), "acme"); err != nil {
		t.Fatal(err)
	}
	run(t, ctx, "site before", chromedp.EmulateViewport(1280, 900), chromedp.Navigate(srv.URL+"/p/acme/v2/install"),
		chromedp.WaitVisible(".page-title"), chromedp.Text("main", &body))
	if strings.Contains(body, "Troubleshooting") {
		t.Fatal("the site shows the branch before the merge")
	}
	run(t, ctx, "back to the change", chromedp.Navigate(changeURL), chromedp.WaitVisible(".merge-box"))
	run(t, ctx, "merge", chromedp.Click(`button[data-merge]`), chromedp.WaitVisible(".state-pill-merged"))
	shot(t, ctx, "review-change-merged")
	deadline := time.Now().Add(30 * time.Second)
	for {
		run(t, ctx, "site after", chromedp.Navigate(srv.URL+"/p/acme/v2/install"), chromedp.WaitReady("body"), chromedp.Text("body", &body))
		if strings.Contains(body, "Troubleshooting") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the site does not show the merged change:\n%.500s", body)
		}
		time.Sleep(300 * time.Millisecond)
	}
	shot(t, ctx, "review-site-after-merge")

	// A second change that now conflicts with main, and the lists.
	gitIn(t, repo, "branch", "folio/efgh6789", "main^1") // main before the merge
	commitOn(t, repo, "folio/efgh6789", map[string]string{"docs/v2/install.mdx": "---\ntitle: Install\n---\n\n## Requirements\n\nAny machine will do.\n"})
	if _, err := host.Open(t.Context(), cr, codehost.NewPullRequest{Title: "Relax the requirements", Base: "main", Head: "folio/efgh6789"}); err != nil {
		t.Fatal(err)
	}
	run(t, ctx, "conflict", chromedp.Navigate(srv.URL+"/dashboard/projects/acme/changes/2"), chromedp.WaitVisible(".merge-row-bad"))
	shot(t, ctx, "review-change-conflict")
	run(t, ctx, "list", chromedp.Navigate(srv.URL+"/dashboard/projects/acme/changes?state=all"), chromedp.WaitVisible(".change-list"))
	shot(t, ctx, "review-changes")
	run(t, ctx, "project", chromedp.Navigate(srv.URL+"/dashboard/projects/acme"), chromedp.WaitVisible(".project-changes"))
	shot(t, ctx, "review-project")
	run(t, ctx, "job", chromedp.Navigate(srv.URL+"/dashboard/projects/acme/jobs/"+jobID), chromedp.WaitVisible(".job-changes"))
	shot(t, ctx, "review-job")
	run(t, ctx, "phone project", chromedp.EmulateViewport(390, 844), chromedp.Navigate(srv.URL+"/dashboard/projects/acme"), chromedp.WaitVisible(".project-changes"))
	shot(t, ctx, "review-project-phone")
	run(t, ctx, "no sideways scroll", chromedp.Evaluate(`document.documentElement.scrollWidth > window.innerWidth + 1`, &overflow))
	if overflow {
		t.Error("the project page scrolls sideways on a phone")
	}
	// The default is a merge commit: main has two parents, the second
	// the branch's head.
	if parents := strings.Fields(gitIn(t, repo, "rev-list", "--parents", "-n1", "main")); len(parents) != 3 || parents[2] != gitIn(t, repo, "rev-parse", "folio/abcd2345") {
		t.Errorf("main's commit and its parents after the merge: %v", parents)
	}
	if len(*problems) > 0 {
		t.Errorf("browser problems: %v", *problems)
	}
}

// TestBrowserLargeChange opens the files tab of a 3,000-file change in a
// real browser and reads two files whose diffs were not drawn with the
// page: one from the list of files, one by opening its header.
func TestBrowserLargeChange(t *testing.T) {
	ctx, problems := startBrowser(t, 1280, 900)
	rb := setupReview(t)
	rb.largeChange(t, 3000)
	filesURL := rb.base + "/projects/acme/changes/1?tab=files"
	run(t, ctx, "sign in", chromedp.Navigate(filesURL), chromedp.WaitVisible("#password"),
		signIn("admin"), chromedp.WaitVisible(".file-pager"))
	start := time.Now()
	run(t, ctx, "open the files tab", chromedp.Navigate(filesURL), chromedp.WaitVisible(".file-pager"))
	var timing struct{ Response, Interactive, Load float64 }
	run(t, ctx, "read the timing", chromedp.Evaluate(`(() => { const n = performance.getEntriesByType("navigation")[0];
		return {Response: n.responseEnd - n.startTime, Interactive: n.domInteractive - n.startTime, Load: n.loadEventEnd - n.startTime}; })()`, &timing))
	t.Logf("the files tab of 3,000 files: answered in %.0f ms, interactive at %.0f ms, loaded at %.0f ms (%v with the test's round trips)",
		timing.Response, timing.Interactive, timing.Load, time.Since(start))

	// The last file of the page is past its budget: the list leads to it,
	// which opens it and loads its diff.
	var last string
	run(t, ctx, "find a deferred file", chromedp.Evaluate(
		`Array.from(document.querySelectorAll("details.diff-file:not([open])")).pop().id`, &last))
	if last == "" {
		t.Fatal("every file of the page is drawn")
	}
	run(t, ctx, "open it from the list", chromedp.Click(`.diff-index a[href="#`+last+`"]`),
		chromedp.WaitVisible(`#`+last+` .diff-unified`), chromedp.WaitNotPresent(`#`+last+` .diff-deferred`))
	viewShot(t, ctx, "change-large-files")

	var other string
	run(t, ctx, "another deferred file", chromedp.Evaluate(
		`document.querySelector("details.diff-file:not([open])").id`, &other))
	run(t, ctx, "open its header", chromedp.Click(`#`+other+` > summary`), chromedp.WaitVisible(`#`+other+` .diff-unified`))
	var rows int
	run(t, ctx, "count its rows", chromedp.Evaluate(`document.querySelectorAll("#`+other+` tr.diff-add").length`, &rows))
	// The frontmatter's four lines and the forty of the page.
	if rows != 44 {
		t.Errorf("the loaded diff has %d added lines, want 44", rows)
	}
	run(t, ctx, "next page", chromedp.Click(`.file-pager a[rel="next"]`), chromedp.WaitVisible(".file-pager"))
	var where string
	run(t, ctx, "read the range", chromedp.Text(".file-pager-range", &where))
	if where != "Files 101–200 of 3,000" {
		t.Errorf("after Next: %q", where)
	}
	run(t, ctx, "back to the top", chromedp.Evaluate(`window.scrollTo(0, 0)`, nil))
	viewShot(t, ctx, "change-large-files-page-2")
	if len(*problems) > 0 {
		t.Errorf("console problems: %q", *problems)
	}
}

// viewShot saves what the window shows (a page of a hundred files is too
// long to look at whole) when FOLIO_SCREENSHOTS is set.
func viewShot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	if screenshots == "" {
		return
	}
	var buf []byte
	run(t, ctx, "screenshot "+name, chromedp.CaptureScreenshot(&buf))
	if err := os.MkdirAll(screenshots, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(screenshots, name+".png"), buf, 0o644); err != nil {
		t.Fatal(err)
	}
}
