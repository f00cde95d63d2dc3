package dashboard_test

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/api"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/browsertest"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// screenshots names a folder to write the browser tests' screenshots into.
var screenshots = os.Getenv("FOLIO_SCREENSHOTS")

// startBrowser starts headless Chromium, or skips the test when it is not
// installed (CI installs it).
func startBrowser(t *testing.T, width, height int64) (context.Context, *[]string) {
	return browsertest.Start(t, width, height)
}

// signIn fills the sign-in form as email with testPassword and sends it.
func signIn(email string) chromedp.Tasks {
	return chromedp.Tasks{chromedp.SendKeys("#email", email), chromedp.SendKeys("#password", testPassword), chromedp.Submit("#password")}
}

func run(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action) {
	t.Helper()
	if err := chromedp.Run(ctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// shot saves a full-page screenshot when FOLIO_SCREENSHOTS is set.
func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	if screenshots == "" {
		return
	}
	var buf []byte
	if err := chromedp.Run(ctx, chromedp.FullScreenshot(&buf, 100)); err != nil {
		t.Logf("screenshot %s: %v", name, err)
		return
	}
	if err := os.MkdirAll(screenshots, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(screenshots, name+".png"), buf, 0o644); err != nil {
		t.Fatal(err)
	}
}

func colorScheme(scheme string) chromedp.Action {
	return emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}})
}

// apiServer runs the real agent API over the dashboard's store.
func apiServer(t *testing.T, b *bundle) string {
	h := api.New(api.Options{
		Store: b.store, Auth: &auth.Authenticator{Keys: b.store, Now: b.clock.Now}, Now: b.clock.Now,
		Log: slog.New(slog.DiscardHandler), Model: "script:none",
	})
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv.URL
}

func callAPI(t *testing.T, base, secret string) (int, error) {
	req, err := http.NewRequestWithContext(t.Context(), "POST", base+"/v2/agent/acme/job", strings.NewReader(`{"prompt":"hi"}`))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", "Bearer "+secret)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	resp.Body.Close()
	return resp.StatusCode, nil
}

// TestBrowserKeyLifecycle signs in, creates a key, copies it, uses it,
// revokes it and sees it refused, all in a real browser.
func TestBrowserKeyLifecycle(t *testing.T) {
	b := setup(t)
	seedJobs(t, b)
	b.addProject("handbook", "Engineering Handbook")
	api := apiServer(t, b)
	ctx, problems := startBrowser(t, 1280, 800)
	origin := b.srv.URL

	run(t, ctx, "open login", chromedp.Navigate(b.base+"/keys"), chromedp.WaitVisible("#password"))
	shot(t, ctx, "login")
	run(t, ctx, "wrong password", chromedp.SendKeys("#email", "admin"), chromedp.SendKeys("#password", "nope nope nope"), chromedp.Submit("#password"), chromedp.WaitVisible(".field-error"))
	shot(t, ctx, "login-error")
	run(t, ctx, "sign in",
		chromedp.Evaluate(`document.querySelector("#password").value = ""; document.querySelector("#email").value = ""`, nil),
		signIn("admin"),
		chromedp.WaitVisible(".empty"))
	if loc := currentPath(t, ctx); loc != "/dashboard/keys" {
		t.Fatalf("after sign-in at %s, want /dashboard/keys (next)", loc)
	}
	shot(t, ctx, "keys-empty")

	run(t, ctx, "new key form", chromedp.Click(`a[href="/dashboard/keys/new"]`), chromedp.WaitVisible("#name"))
	// The project list shows only for "Only selected projects".
	var picksVisible bool
	run(t, ctx, "picks hidden", chromedp.Evaluate(`getComputedStyle(document.querySelector(".project-picks")).display !== "none"`, &picksVisible))
	if picksVisible {
		t.Error("the project list shows while all projects are chosen")
	}
	run(t, ctx, "fill the form",
		chromedp.SendKeys("#name", "Release bot"),
		chromedp.Click(`input[name=access][value=some]`),
		chromedp.WaitVisible(`input[name=project][value=acme]`),
		chromedp.Click(`input[name=project][value=acme]`),
		chromedp.Click(`input[name=expiry][value=never]`),
	)
	shot(t, ctx, "key-new")
	run(t, ctx, "create", chromedp.Click(`form[action="/dashboard/keys"] button[type=submit]`), chromedp.WaitVisible("#secret"))
	shot(t, ctx, "key-created")

	var shown string
	run(t, ctx, "read the secret", chromedp.Value("#secret", &shown))
	if !secretPattern.MatchString(shown) {
		t.Fatalf("secret field = %q", shown)
	}
	if strings.Contains(currentURL(t, ctx), "svc_") {
		t.Fatal("the secret is in the address")
	}

	// The copy button puts the secret on the clipboard.
	run(t, ctx, "grant clipboard", browser.GrantPermissions([]browser.PermissionType{
		browser.PermissionTypeClipboardReadWrite, browser.PermissionTypeClipboardSanitizedWrite,
	}).WithOrigin(origin))
	run(t, ctx, "copy", chromedp.Click(`button[data-copy="secret"]`), chromedp.WaitVisible(`button[data-copy="secret"][data-copied]`))
	// (The button says "Copied" for two seconds; data-copied stays, so a
	// slow run cannot miss it.)
	var clip string
	err := chromedp.Run(ctx, chromedp.Evaluate(`navigator.clipboard.readText()`, &clip, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true)
	}))
	switch {
	case err != nil:
		t.Logf("clipboard not readable here (%v); using the shown secret", err)
	case clip != shown:
		t.Errorf("clipboard = %q, want the secret %q", clip, shown)
	}

	if code, err := callAPI(t, api, shown); err != nil || code != http.StatusCreated {
		t.Fatalf("API with the new key: %d, %v; want 201", code, err)
	}

	// Reloading the result page does not show the secret again.
	run(t, ctx, "reload", chromedp.Reload(), chromedp.WaitVisible(".confirm-title"))
	var body string
	run(t, ctx, "page text", chromedp.Text("body", &body))
	if strings.Contains(body, shown) {
		t.Error("the secret is shown again after a reload")
	}

	run(t, ctx, "keys list", chromedp.Navigate(b.base+"/keys"), chromedp.WaitVisible(".keys-table"))
	b.clock.Advance(3 * time.Minute)
	shot(t, ctx, "keys")
	run(t, ctx, "revoke", chromedp.Click(`.key-row a[href$="/revoke"]`), chromedp.WaitVisible(`.confirm-title`))
	shot(t, ctx, "key-revoke")
	run(t, ctx, "confirm revoke", chromedp.Click(`.confirm button[type=submit]`), chromedp.WaitVisible(".flash"))
	shot(t, ctx, "keys-revoked")
	var status string
	run(t, ctx, "status", chromedp.Text(".key-row .badge", &status))
	if status != "Revoked" {
		t.Errorf("status after revoke = %q", status)
	}
	if code, err := callAPI(t, api, shown); err != nil || code != http.StatusUnauthorized {
		t.Fatalf("API with the revoked key: %d, %v; want 401", code, err)
	}
	if k, err := b.store.KeyByHash(t.Context(), auth.HashSecret(shown)); err != nil || k.RevokedAt.IsZero() {
		t.Fatalf("stored key after revoke: %+v, %v", k, err)
	}

	// The other pages, for the eye.
	run(t, ctx, "projects", chromedp.Navigate(b.base+"/projects"), chromedp.WaitVisible(".project-grid"))
	shot(t, ctx, "projects")
	run(t, ctx, "project", chromedp.Navigate(b.base+"/projects/acme"), chromedp.WaitVisible(".table"))
	shot(t, ctx, "project")
	run(t, ctx, "job", chromedp.Navigate(b.base+"/projects/acme/jobs/job_done"), chromedp.WaitVisible(".transcript"))
	shot(t, ctx, "job")
	run(t, ctx, "failed job", chromedp.Navigate(b.base+"/projects/acme/jobs/job_failed"), chromedp.WaitVisible(".notice-danger"))
	shot(t, ctx, "job-failed")
	run(t, ctx, "new project", chromedp.Navigate(b.base+"/projects/new"), chromedp.WaitVisible("#id"),
		chromedp.SendKeys("#id", "Bad Id"), chromedp.SendKeys("#repository", "docs"),
		chromedp.Click(`form[action="/dashboard/projects"] button[type=submit]`), chromedp.WaitVisible(".field-error"))
	shot(t, ctx, "project-new-errors")
	run(t, ctx, "delete project", chromedp.Navigate(b.base+"/projects/handbook/delete"), chromedp.WaitVisible("#confirm"))
	var disabled bool
	run(t, ctx, "button disabled", chromedp.Evaluate(`document.querySelector("[data-confirm-button]").disabled`, &disabled))
	if !disabled {
		t.Error("the delete button is enabled before the id is typed")
	}
	shot(t, ctx, "project-delete")

	run(t, ctx, "dark", colorScheme("dark"), chromedp.Navigate(b.base+"/projects/acme"), chromedp.WaitVisible(".table"))
	shot(t, ctx, "project-dark")
	run(t, ctx, "dark job", chromedp.Navigate(b.base+"/projects/acme/jobs/job_done"), chromedp.WaitVisible(".transcript"))
	shot(t, ctx, "job-dark")
	run(t, ctx, "dark keys", chromedp.Navigate(b.base+"/keys"), chromedp.WaitVisible(".keys-table"))
	shot(t, ctx, "keys-dark")

	run(t, ctx, "narrow", colorScheme("light"), chromedp.EmulateViewport(390, 844), chromedp.Navigate(b.base+"/projects/acme"), chromedp.WaitVisible(".table"))
	shot(t, ctx, "project-mobile")
	var overflow bool
	run(t, ctx, "no sideways scroll", chromedp.Evaluate(`document.documentElement.scrollWidth > window.innerWidth + 1`, &overflow))
	if overflow {
		t.Error("the project page scrolls sideways on a phone")
	}

	// Signing out ends the session; the back button shows nothing useful.
	run(t, ctx, "sign out", chromedp.EmulateViewport(1280, 800), chromedp.Click(`.sidebar-foot button`), chromedp.WaitVisible("#password"))
	run(t, ctx, "after sign out", chromedp.Navigate(b.base+"/keys"), chromedp.WaitVisible("#password"))

	if len(*problems) > 0 {
		t.Errorf("browser problems: %v", *problems)
	}
}

// TestBrowserLoginScreens renders the sign-in page in dark mode and the
// dashboard before any project exists, for the eye.
func TestBrowserLoginScreens(t *testing.T) {
	if screenshots == "" {
		t.Skip("FOLIO_SCREENSHOTS not set")
	}
	b := setup(t)
	ctx, _ := startBrowser(t, 1280, 800)
	run(t, ctx, "dark login", colorScheme("dark"), chromedp.Navigate(b.base+"/login"), chromedp.WaitVisible("#password"))
	shot(t, ctx, "login-dark")
	run(t, ctx, "sign in", signIn("admin"), chromedp.WaitVisible(".empty"))
	shot(t, ctx, "projects-empty-dark")
	run(t, ctx, "light", colorScheme("light"), chromedp.Reload(), chromedp.WaitVisible(".empty"))
	shot(t, ctx, "projects-empty")
}

func currentPath(t *testing.T, ctx context.Context) string {
	var loc string
	run(t, ctx, "location", chromedp.Evaluate(`location.pathname`, &loc))
	return loc
}

func currentURL(t *testing.T, ctx context.Context) string {
	var loc string
	run(t, ctx, "location", chromedp.Evaluate(`location.href`, &loc))
	return loc
}

// TestBrowserJobFollows: the page of a running job follows it without a
// reload, over its event stream: new transcript entries appear, and when
// the job completes the page shows it and the stream ends.
func TestBrowserJobFollows(t *testing.T) {
	b := setup(t)
	seedJobs(t, b)
	ctx, problems := startBrowser(t, 1280, 800)
	run(t, ctx, "sign in", chromedp.Navigate(b.base+"/projects/acme/jobs/job_active"), chromedp.WaitVisible("#password"),
		signIn("admin"),
		chromedp.WaitVisible(".job-live[data-streaming]"))
	// A mark the page keeps only if it is never loaded again.
	run(t, ctx, "mark the page", chromedp.Evaluate(`window.__same = true`, nil))
	update := func(fn func(j *domain.Job) store.JobChange) {
		t.Helper()
		if _, err := b.store.UpdateJob(t.Context(), "acme", "job_active", func(j *domain.Job) (store.JobChange, error) { return fn(j), nil }); err != nil {
			t.Fatal(err)
		}
	}
	update(func(j *domain.Job) store.JobChange {
		j.Phase = "validating"
		return store.JobChange{Messages: []domain.Message{
			{Role: domain.RoleTool, Tool: "write_file", Content: "write_file guides/quickstart.fr.mdx (2 KB)"},
			{Role: domain.RoleTool, Tool: "edit_file", Content: "edit_file docs.json", IsError: true},
		}}
	})
	run(t, ctx, "the transcript grows", chromedp.WaitVisible(`//div[@class="turn-body"][contains(., "quickstart.fr.mdx")]`, chromedp.BySearch),
		chromedp.WaitVisible(".turn-error"), chromedp.WaitVisible(`.phase-step[aria-current]`))
	var phase string
	run(t, ctx, "the phase", chromedp.Text(`#job-state .phase`, &phase))
	if !strings.EqualFold(phase, "validating") {
		t.Errorf("phase %q, want validating", phase)
	}
	shot(t, ctx, "job-running")
	update(func(j *domain.Job) store.JobChange {
		j.Status, j.Phase, j.Summary = domain.StatusCompleted, "", "Translate the quickstart into French"
		j.PRLink = "https://github.com/acme/docs/pull/43"
		return store.JobChange{Messages: []domain.Message{{Role: domain.RoleCommit, Commit: "0123456789abcdef0123456789abcdef01234567", Content: "Translate the quickstart into French"}}}
	})
	run(t, ctx, "the job completes", chromedp.WaitVisible(`.job-live[data-done="completed"]`),
		chromedp.WaitVisible(`//*[contains(@class, "turn-commit")]//span[contains(., "0123456")]`, chromedp.BySearch),
		chromedp.WaitVisible(`#job-state .badge-completed`), chromedp.WaitVisible(`#job-actions a[data-pr-link]`),
		chromedp.WaitVisible(`#job-summary .prose-text`))
	var same bool
	var turns, cancels int
	run(t, ctx, "the page", chromedp.Evaluate(`window.__same === true`, &same),
		chromedp.Evaluate(`document.querySelectorAll("#transcript .turn").length`, &turns),
		chromedp.Evaluate(`document.querySelectorAll("[data-job-cancel]").length`, &cancels))
	if !same {
		t.Error("the page was loaded again")
	}
	if turns != 4 { // the prompt, two tools, the commit: each once
		t.Errorf("%d transcript entries, want 4", turns)
	}
	if cancels != 0 {
		t.Error("a completed job still offers Cancel")
	}
	shot(t, ctx, "job-completed")
	if len(*problems) > 0 {
		t.Errorf("console problems: %q", *problems)
	}
}
