package folio_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/rogpeppe/go-internal/txtar"

	"github.com/foliodocs/folio"
	"github.com/foliodocs/folio/internal/browsertest"
	"github.com/foliodocs/folio/internal/cli"
	"github.com/foliodocs/folio/internal/codehost/gitea/giteatest"
	"github.com/foliodocs/folio/internal/codehost/github/githubtest"
	"github.com/foliodocs/folio/internal/codehost/gitlab/gitlabtest"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/sitehttp"
)

// TestDocsScreenshots retakes the screenshots of docs/images from the
// real thing: a folio serve started here with a scripted model, an agent
// job and its follow-up, the dashboard and the review; and the test sites
// of internal/site for the navigation guide. It writes WebP images and
// runs only when asked:
//
//	FOLIO_DOCS_SCREENSHOTS=1 go test -run TestDocsScreenshots .
//
// then look at every image before committing it.
func TestDocsScreenshots(t *testing.T) {
	if os.Getenv("FOLIO_DOCS_SCREENSHOTS") == "" {
		t.Skip("set FOLIO_DOCS_SCREENSHOTS=1 to retake docs/images")
	}
	images := "docs/images"

	t.Run("service", func(t *testing.T) {
		svc := startService(t)
		ctx, _ := browsertest.Start(t, 1280, 800)

		run(t, ctx, "sign in", chromedp.Navigate(svc.base+"/dashboard/login"), chromedp.WaitVisible(`input[type=password]`, chromedp.ByQuery),
			chromedp.SendKeys(`#email`, "admin", chromedp.ByQuery),
			chromedp.SendKeys(`input[type=password]`, svc.password, chromedp.ByQuery), chromedp.Submit(`input[type=password]`, chromedp.ByQuery),
			chromedp.WaitVisible(`.sidebar`, chromedp.ByQuery))
		// The job and its follow-up, from the dashboard: the page follows
		// each run live until it completes.
		run(t, ctx, "start a job", chromedp.Navigate(svc.base+"/dashboard/projects/demo"), chromedp.WaitVisible(`#prompt`),
			chromedp.SendKeys(`#prompt`, "Add a troubleshooting page to the guides"),
			chromedp.Click(`[data-start-job]`), chromedp.WaitVisible(`.job-live[data-done="completed"]`))
		run(t, ctx, "follow up", chromedp.SendKeys(`#followup-prompt`, "Mention where the logs are"),
			chromedp.Click(`#job-followup button[type=submit]`), chromedp.WaitVisible(`.job-live[data-events]`),
			chromedp.WaitVisible(`.job-live[data-done="completed"]`), chromedp.Reload(), chromedp.WaitVisible(`#transcript`))
		run(t, ctx, "taller", chromedp.EmulateViewport(1280, 940))
		screenshot(t, ctx, images, "dashboard-job", 1280, 940)
		run(t, ctx, "project", chromedp.Navigate(svc.base+"/dashboard/projects/demo"), chromedp.WaitVisible(`#main`, chromedp.ByQuery),
			chromedp.SendKeys(`#prompt`, "Document the --max-active flag of folio serve, with an example"))
		screenshot(t, ctx, images, "dashboard-project", 1280, 860)
		run(t, ctx, "as before", chromedp.EmulateViewport(1280, 800))
		run(t, ctx, "change", chromedp.Navigate(svc.base+"/dashboard/projects/demo/changes/1"), chromedp.WaitVisible(`#main`, chromedp.ByQuery))
		screenshot(t, ctx, images, "review-change", 1280, 800)
		run(t, ctx, "diff", chromedp.Navigate(svc.base+"/dashboard/projects/demo/changes/1?tab=files&view=split"), chromedp.WaitVisible(`#main`, chromedp.ByQuery))
		screenshot(t, ctx, images, "review-diff", 1280, 720)
		run(t, ctx, "new key", chromedp.Navigate(svc.base+"/dashboard/keys/new"), chromedp.WaitVisible(`input[name=name]`),
			chromedp.SendKeys(`input[name=name]`, "Release pipeline"),
			chromedp.Click(`input[name=access][value=some]`), chromedp.Click(`input[name=project][value=demo]`),
			chromedp.Click(`input[name=expiry][value="90"]`),
			chromedp.Submit(`input[name=name]`), chromedp.WaitVisible(`#main`, chromedp.ByQuery), chromedp.Sleep(300*time.Millisecond))
		screenshot(t, ctx, images, "dashboard-key-created", 1280, 680)
		run(t, ctx, "docs site", chromedp.Navigate(svc.site+"/quickstart"), chromedp.WaitVisible(`.page-title`))
		screenshot(t, ctx, images, "docs-site", 1280, 720)
		run(t, ctx, "new GitHub project", chromedp.Navigate(svc.base+"/dashboard/projects/new"), chromedp.WaitVisible(`#id`),
			chromedp.SendKeys(`#id`, "acme-docs"), chromedp.SendKeys(`#name`, "Acme Docs"),
			chromedp.SendKeys(`#repository`, svc.githubRepo), chromedp.SetValue(`#codehost`, "github"),
			chromedp.SendKeys(`#token`, "GITHUB_TOKEN"))
		screenshot(t, ctx, images, "dashboard-project-new-github", 1280, 900)
		run(t, ctx, "add it", chromedp.Submit(`#id`), chromedp.WaitVisible(`[data-hook-secret]`))
		screenshot(t, ctx, images, "dashboard-project-webhook", 1280, 620)
		for _, h := range []struct{ host, repo, env string }{{"gitlab", svc.gitlabRepo, "GITLAB_TOKEN"}, {"gitea", svc.giteaRepo, "GITEA_TOKEN"}} {
			run(t, ctx, "new "+h.host+" project", chromedp.Navigate(svc.base+"/dashboard/projects/new"), chromedp.WaitVisible(`#id`),
				chromedp.SendKeys(`#id`, "acme-"+h.host), chromedp.SendKeys(`#name`, "Acme Docs"),
				chromedp.SendKeys(`#repository`, h.repo), chromedp.SetValue(`#codehost`, h.host),
				chromedp.SendKeys(`#token`, h.env))
			screenshot(t, ctx, images, "dashboard-project-new-"+h.host, 1280, 900)
			run(t, ctx, "add the "+h.host+" project", chromedp.Submit(`#id`), chromedp.WaitVisible(`[data-hook-secret]`))
		}
	})

	t.Run("accounts", func(t *testing.T) {
		svc := startService(t)
		job := svc.createJob(t, "Add a troubleshooting page to the guides")
		svc.waitJob(t, job, "completed")
		owner, _ := browsertest.Start(t, 1280, 800)
		run(t, owner, "sign in", chromedp.Navigate(svc.base+"/dashboard/login"), chromedp.WaitVisible(`#email`),
			chromedp.SendKeys(`#email`, "admin"), chromedp.SendKeys(`#password`, svc.password), chromedp.Submit(`#password`),
			chromedp.WaitVisible(`.sidebar`))
		invite := func(email, role string) string {
			var link string
			run(t, owner, "invite "+email, chromedp.Navigate(svc.base+"/dashboard/users/invite"), chromedp.WaitVisible(`#email`),
				chromedp.SendKeys(`#email`, email), chromedp.Click(`input[name=role][value=`+role+`]`),
				chromedp.Submit(`#email`), chromedp.WaitVisible(`#link`), chromedp.Value(`#link`, &link))
			return link
		}
		link := invite("vera@example.com", "viewer")
		viewer, _ := browsertest.Start(t, 1280, 800)
		run(t, viewer, "accept", chromedp.Navigate(link), chromedp.WaitVisible(`#name`),
			chromedp.SendKeys(`#name`, "Vera Rubin"), chromedp.SendKeys(`#password`, "a password for the docs"),
			chromedp.SendKeys(`#confirm`, "a password for the docs"), chromedp.Submit(`#confirm`), chromedp.WaitVisible(`.sidebar`))
		run(t, viewer, "change", chromedp.Navigate(svc.base+"/dashboard/projects/demo/changes/1"), chromedp.WaitVisible(`[data-read-only]`))
		screenshot(t, viewer, images, "accounts-viewer-change", 1280, 640)
		invite("grace@example.com", "editor")
		run(t, owner, "users", chromedp.Navigate(svc.base+"/dashboard/users"), chromedp.WaitVisible(`.invites-table`))
		screenshot(t, owner, images, "accounts-users", 1280, 560)
		// The audit log: a sign-in that failed, the invitations, the
		// viewer's sign-in, the job the API started.
		stranger, _ := browsertest.Start(t, 1280, 800)
		run(t, stranger, "a wrong password", chromedp.Navigate(svc.base+"/dashboard/login"), chromedp.WaitVisible(`#email`),
			chromedp.SendKeys(`#email`, "grace@example.com"), chromedp.SendKeys(`#password`, "not the password"), chromedp.Submit(`#password`),
			chromedp.WaitVisible(`[aria-invalid="true"], [role=alert]`))
		run(t, owner, "audit log", chromedp.EmulateViewport(1280, 900), chromedp.Navigate(svc.base+"/dashboard/audit"), chromedp.WaitVisible(`.audit-table`))
		screenshot(t, owner, images, "dashboard-audit", 1280, 900)
	})

	t.Run("navigation", func(t *testing.T) {
		ctx, _ := browsertest.Start(t, 1280, 800)
		tabs := serveTestSite(t, "tabs")
		run(t, ctx, "tabs", chromedp.Navigate(tabs+"/guides/start"), chromedp.WaitVisible(`.page-title`),
			chromedp.Click(`.nav-tab-menu > summary`), chromedp.WaitVisible(`.nav-tab-menu .menu-panel`))
		screenshot(t, ctx, images, "nav-tabs-menu", 1280, 420)
		products := serveTestSite(t, "products")
		run(t, ctx, "products", chromedp.Navigate(products+"/cloud/intro"), chromedp.WaitVisible(`.page-title`),
			chromedp.Click(`.selector-product > summary`), chromedp.WaitVisible(`.selector-product .menu-panel`))
		screenshot(t, ctx, images, "nav-products", 1280, 460)
		versions := serveTestSite(t, "versions")
		run(t, ctx, "versions", chromedp.Navigate(versions+"/en/v2/intro"), chromedp.WaitVisible(`.page-title`),
			chromedp.Click(`.selector-version > summary`), chromedp.WaitVisible(`.selector-version .menu-panel`))
		screenshot(t, ctx, images, "nav-versions", 1280, 420)
	})
}

func run(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action) {
	t.Helper()
	if err := chromedp.Run(ctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// screenshot writes the top width×height of the page as dir/name.webp.
func screenshot(t *testing.T, ctx context.Context, dir, name string, width, height float64) {
	t.Helper()
	var buf []byte
	run(t, ctx, "screenshot "+name, chromedp.Sleep(400*time.Millisecond), chromedp.ActionFunc(func(ctx context.Context) error {
		var err error
		buf, err = page.CaptureScreenshot().WithFormat(page.CaptureScreenshotFormatWebp).WithQuality(88).
			WithClip(&page.Viewport{X: 0, Y: 0, Width: width, Height: height, Scale: 1}).Do(ctx)
		return err
	}))
	if err := os.WriteFile(filepath.Join(dir, name+".webp"), buf, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s.webp: %d KB", name, len(buf)>>10)
}

// serveTestSite builds a site of internal/site/testdata/sites and serves
// it.
func serveTestSite(t *testing.T, name string) string {
	t.Helper()
	ar, err := txtar.ParseFile(filepath.Join("internal", "site", "testdata", "sites", name+".txtar"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	// The test sites name a logo they do not have.
	ar.Files = append(ar.Files, txtar.File{Name: "logo/light.svg", Data: []byte(acmeLogo("#0f172a"))},
		txtar.File{Name: "logo/dark.svg", Data: []byte(acmeLogo("#f1f5f9"))})
	for _, f := range ar.Files {
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	out, err := site.Build(t.Context(), p, site.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { out.Close() })
	srv := httptest.NewServer(sitehttp.Handler(out))
	t.Cleanup(srv.Close)
	return srv.URL
}

func acmeLogo(ink string) string {
	return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="28" viewBox="0 0 96 28"><circle cx="14" cy="14" r="12" fill="#0D9373"/>` +
		`<text x="32" y="20" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="` + ink + `">Acme</text></svg>`
}

// service is a folio serve running in this process.
type service struct {
	base, password, key string
	site                string // the docs sites' origin
	githubRepo          string // a repository on a fake GitHub
	gitlabRepo          string // on a fake GitLab
	giteaRepo           string // on a fake Gitea
}

// screenshotTurns is the scripted model of the screenshots' job: a page,
// its place in the navigation, then a follow-up's edit.
var screenshotTurns = map[string]any{"turns": []any{
	map[string]any{"content": "I'll add a troubleshooting page with the checks to run first.", "tool_calls": []any{
		map[string]any{"name": "write_file", "arguments": map[string]any{"path": "guides/troubleshooting.mdx", "content": `---
title: Troubleshooting
description: What to check when folio serve does not do what you expect.
---

<Steps>
  <Step title="Check the server is ready">
    ` + "`curl http://localhost:8080/readyz`" + ` answers ` + "`200`" + ` when the database answers.
  </Step>
  <Step title="Validate the docs">
    ` + "`folio validate --strict`" + ` names every problem with its file, line and column.
  </Step>
  <Step title="Read the job's events">
    ` + "`GET /v2/agent/{projectId}/job/{id}/events`" + ` shows every step an agent took.
  </Step>
</Steps>
`}}}},
	map[string]any{"tool_calls": []any{map[string]any{"name": "add_to_navigation", "arguments": map[string]any{"page": "guides/troubleshooting", "group": []string{"Guides", "Get started"}}}}},
	map[string]any{"tool_calls": []any{map[string]any{"name": "finish", "arguments": map[string]any{"summary": "Add a troubleshooting page\n\nThe page lists the three checks to run first — readiness, validation, the job's events — and sits in Get started."}}}},
	map[string]any{"tool_calls": []any{map[string]any{"name": "edit_file", "arguments": map[string]any{"path": "guides/troubleshooting.mdx",
		"old": "</Steps>\n", "new": "</Steps>\n\nThe server logs to standard error: JSON lines unless it runs on a terminal.\n"}}}},
	map[string]any{"tool_calls": []any{map[string]any{"name": "finish", "arguments": map[string]any{"summary": "Mention where the logs are\n\nThe page now says where the server logs."}}}},
}}

// startService starts folio serve on a new data folder with the scripted
// model and reads what its first run printed.
func startService(t *testing.T) *service {
	t.Helper()
	tmp := t.TempDir()
	// A short path: the change page shows the model, script:PATH.
	scripts := filepath.Join(os.TempDir(), "folio-demo")
	if err := os.MkdirAll(scripts, 0o755); err != nil {
		t.Fatal(err)
	}
	turns := filepath.Join(scripts, "turns.json")
	data, _ := json.Marshal(screenshotTurns)
	if err := os.WriteFile(turns, data, 0o644); err != nil {
		t.Fatal(err)
	}
	// Port 8080, as the guides say, unless it is taken.
	ln, err := net.Listen("tcp", "127.0.0.1:8080")
	if err != nil {
		if ln, err = net.Listen("tcp", "127.0.0.1:0"); err != nil {
			t.Fatal(err)
		}
	}
	addr := ln.Addr().String()
	ln.Close()
	siteLn, err := net.Listen("tcp", "127.0.0.1:8081")
	if err != nil {
		if siteLn, err = net.Listen("tcp", "127.0.0.1:0"); err != nil {
			t.Fatal(err)
		}
	}
	siteAddr := siteLn.Addr().String()
	siteLn.Close()
	// A GitHub on loopback, for the form of a project on GitHub.
	fake := githubtest.New(t)
	s := &service{githubRepo: fake.AddRepo("acme/docs", "main", map[string]string{"docs.json": "{}\n"})}
	fake.AddToken("ghp_screenshotTOKEN", "acme-bot", true)
	lab := gitlabtest.New(t)
	s.gitlabRepo = lab.AddProject("acme/docs", "main", map[string]string{"docs.json": "{}\n"})
	lab.AddToken("glpat-screenshotTOKEN", "acme-bot", "api")
	lab.Member("acme/docs", "acme-bot", gitlabtest.Developer)
	tea := giteatest.New(t)
	s.giteaRepo = tea.AddRepo("acme/docs", "main", map[string]string{"docs.json": "{}\n"})
	tea.AddToken("gitea-screenshotTOKEN", "acme-bot", "write:repository", "write:issue", "read:user")
	tea.Collaborator("acme/docs", "acme-bot", giteatest.Write)

	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan struct{})
	go func() {
		defer close(done)
		cli.Main(ctx, []string{"serve", "--addr", addr, "--site-addr", siteAddr, "--data", filepath.Join(tmp, "data"), "--model", "script:" + turns, "--log-format", "json"},
			cli.Env{Stdin: strings.NewReader(""), Stdout: pw, Stderr: io.Discard, Environ: append(os.Environ(), "GITHUB_TOKEN=ghp_screenshotTOKEN", "GITLAB_TOKEN=glpat-screenshotTOKEN", "GITEA_TOKEN=gitea-screenshotTOKEN"), Docs: folio.Docs()})
		pw.Close()
	}()
	t.Cleanup(func() { cancel(); <-done })

	lines := bufio.NewScanner(pr)
	var prev string
	for lines.Scan() {
		line := lines.Text()
		if m := regexp.MustCompile(`^Folio is running at (\S+)`).FindStringSubmatch(line); m != nil {
			s.base = m[1]
		}
		if m := regexp.MustCompile(`^  Docs site   (\S+)/$`).FindStringSubmatch(line); m != nil {
			s.site = m[1]
		}
		if pw, ok := strings.CutPrefix(line, "  password  "); ok {
			s.password = strings.TrimSpace(pw)
		}
		if strings.HasPrefix(prev, "Admin API key") {
			s.key = strings.TrimSpace(line)
		}
		prev = line
		if strings.HasPrefix(line, "Start an agent job") {
			break
		}
	}
	go io.Copy(io.Discard, pr)
	if s.base == "" || s.password == "" || s.key == "" {
		t.Fatalf("serve did not print its first run: %+v", s)
	}
	return s
}

func (s *service) call(t *testing.T, method, path, body string) map[string]any {
	t.Helper()
	req, err := http.NewRequest(method, s.base+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+s.key)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var v map[string]any
	if err := json.NewDecoder(res.Body).Decode(&v); err != nil || res.StatusCode >= 300 {
		t.Fatalf("%s %s: %s %v", method, path, res.Status, err)
	}
	return v
}

func (s *service) createJob(t *testing.T, prompt string) string {
	t.Helper()
	v := s.call(t, "POST", "/v2/agent/demo/job", fmt.Sprintf(`{"prompt": %q}`, prompt))
	return v["id"].(string)
}

func (s *service) waitJob(t *testing.T, job, status string) {
	t.Helper()
	start := time.Now()
	defer func() { t.Logf("job %s: %s after %s", job, status, time.Since(start).Round(time.Millisecond)) }()
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		v := s.call(t, "GET", "/v2/agent/demo/job/"+job, "")
		if v["status"] == status && v["phase"] == nil {
			return
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Fatalf("job %s did not become %s", job, status)
}
