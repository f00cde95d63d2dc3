package dashboard_test

import (
	"html"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/store"
)

// TestBrowserWebhooks adds a webhook in a real browser, copies its
// secret, and looks at its delivery log, in light and dark mode and on a
// phone.
func TestBrowserWebhooks(t *testing.T) {
	b := setup(t)
	seedJobs(t, b)
	w := b.addWebhook("wh_ops", "acme", "https://hooks.example.com/folio/events?team=docs", store.HookJobFailed, store.HookJobPROpened)
	b.addDelivery("msg_2Kx9ok", "wh_ops", "job_done", 50, store.DeliverySucceeded, 204)
	b.addDelivery("msg_2Kx9retry", "wh_ops", "job_active", 40, store.DeliveryPending, 503, 0)
	b.addDelivery("msg_2Kx9fail", "wh_ops", "job_failed", 30, store.DeliveryFailed, 500, 502, 301)
	off := b.addWebhook("wh_gone", "acme", "https://old.example.net/hook")
	b.addDelivery("msg_2Kx9gone", "wh_gone", "job_done", 55, store.DeliveryFailed, 410)
	if err := b.store.DisableWebhook(t.Context(), off.ID, b.clock.Now(), "The endpoint answered 410 Gone: it wants no more deliveries."); err != nil {
		t.Fatal(err)
	}
	ctx, problems := startBrowser(t, 1280, 800)

	run(t, ctx, "sign in", chromedp.Navigate(b.base+"/projects/acme"), chromedp.WaitVisible("#password"),
		signIn("admin"), chromedp.WaitVisible(".jobs-table"))
	run(t, ctx, "webhooks", chromedp.Click(`a[href="/dashboard/projects/acme/webhooks"]`), chromedp.WaitVisible(".webhooks-table"))
	shot(t, ctx, "webhooks")

	run(t, ctx, "add form", chromedp.Click(`a[href="/dashboard/projects/acme/webhooks/new"]`), chromedp.WaitVisible("#url"))
	var picksVisible bool
	run(t, ctx, "picks hidden", chromedp.Evaluate(`getComputedStyle(document.querySelector(".event-picks")).display !== "none"`, &picksVisible))
	if picksVisible {
		t.Error("the event list shows while all events are chosen")
	}
	run(t, ctx, "fill the form",
		chromedp.SendKeys("#url", "https://ci.example.com/hooks/folio"),
		chromedp.Click(`input[name=scope][value=some]`),
		chromedp.WaitVisible(`input[name=event][value="job.completed"]`),
		chromedp.Click(`input[name=event][value="job.completed"]`),
		chromedp.Click(`input[name=event][value="job.pr_opened"]`),
		chromedp.SendKeys("#description", "Release pipeline"),
	)
	shot(t, ctx, "webhook-new")
	run(t, ctx, "create", chromedp.Click(`form[action="/dashboard/projects/acme/webhooks"] button[type=submit]`), chromedp.WaitVisible("#secret"))
	shot(t, ctx, "webhook-created")
	var shown string
	run(t, ctx, "read the secret", chromedp.Value("#secret", &shown))
	ws, err := b.store.Webhooks(t.Context(), "acme")
	if err != nil || len(ws) != 3 {
		t.Fatalf("webhooks: %d, %v", len(ws), err)
	}
	if created := ws[2]; shown != created.Secret || created.URL != "https://ci.example.com/hooks/folio" || strings.Join(created.Events, ",") != "job.completed,job.pr_opened" {
		t.Errorf("shown %q; stored %+v", shown, created)
	}
	run(t, ctx, "grant clipboard", browser.GrantPermissions([]browser.PermissionType{
		browser.PermissionTypeClipboardReadWrite, browser.PermissionTypeClipboardSanitizedWrite,
	}).WithOrigin(b.srv.URL))
	run(t, ctx, "copy", chromedp.Click(`button[data-copy="secret"]`), chromedp.WaitVisible(`button[data-copy="secret"][data-copied]`))
	var clip string
	err = chromedp.Run(ctx, chromedp.Evaluate(`navigator.clipboard.readText()`, &clip, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true)
	}))
	switch {
	case err != nil:
		t.Logf("clipboard not readable here (%v)", err)
	case clip != shown:
		t.Errorf("clipboard = %q, want the secret", clip)
	}
	run(t, ctx, "reload", chromedp.Reload(), chromedp.WaitVisible(".confirm-title"))
	var body string
	run(t, ctx, "page text", chromedp.Text("body", &body))
	if strings.Contains(body, shown) || strings.Contains(body, html.EscapeString(shown)) {
		t.Error("the secret is shown again after a reload")
	}

	hook := b.base + "/projects/acme/webhooks/" + w.ID
	run(t, ctx, "delivery log", chromedp.Navigate(hook), chromedp.WaitVisible(".deliveries-table"))
	shot(t, ctx, "webhook")
	run(t, ctx, "a failed delivery", chromedp.Click(`a[href$="/deliveries/msg_2Kx9fail"]`), chromedp.WaitVisible(".attempts"))
	var attempts int
	run(t, ctx, "attempts", chromedp.Evaluate(`document.querySelectorAll(".attempt").length`, &attempts))
	if attempts != 3 {
		t.Errorf("%d attempts shown, want 3", attempts)
	}
	shot(t, ctx, "delivery")
	run(t, ctx, "a disabled webhook", chromedp.Navigate(b.base+"/projects/acme/webhooks/"+off.ID), chromedp.WaitVisible(".notice-block"))
	shot(t, ctx, "webhook-disabled")
	run(t, ctx, "delete", chromedp.Navigate(b.base+"/projects/acme/webhooks/"+off.ID+"/delete"), chromedp.WaitVisible(".confirm-title"))
	shot(t, ctx, "webhook-delete")

	run(t, ctx, "dark list", colorScheme("dark"), chromedp.Navigate(b.base+"/projects/acme/webhooks"), chromedp.WaitVisible(".webhooks-table"))
	shot(t, ctx, "webhooks-dark")
	run(t, ctx, "dark log", chromedp.Navigate(hook), chromedp.WaitVisible(".deliveries-table"))
	shot(t, ctx, "webhook-dark")
	run(t, ctx, "dark delivery", chromedp.Navigate(hook+"/deliveries/msg_2Kx9fail"), chromedp.WaitVisible(".attempts"))
	shot(t, ctx, "delivery-dark")
	run(t, ctx, "dark form", chromedp.Navigate(b.base+"/projects/acme/webhooks/new"), chromedp.WaitVisible("#url"),
		chromedp.Click(`input[name=scope][value=some]`), chromedp.WaitVisible(`input[name=event][value="job.failed"]`))
	shot(t, ctx, "webhook-new-dark")

	for _, page := range []struct{ name, path, sel string }{
		{"webhooks-mobile", "/projects/acme/webhooks", ".webhooks-table"},
		{"webhook-mobile", "/projects/acme/webhooks/" + w.ID, ".deliveries-table"},
		{"delivery-mobile", "/projects/acme/webhooks/" + w.ID + "/deliveries/msg_2Kx9retry", ".attempts"},
		{"webhook-new-mobile", "/projects/acme/webhooks/new", "#url"},
	} {
		run(t, ctx, page.name, colorScheme("light"), chromedp.EmulateViewport(390, 844), chromedp.Navigate(b.base+page.path), chromedp.WaitVisible(page.sel))
		shot(t, ctx, page.name)
		var overflow bool
		run(t, ctx, "no sideways scroll", chromedp.Evaluate(`document.documentElement.scrollWidth > window.innerWidth + 1`, &overflow))
		if overflow {
			t.Errorf("%s scrolls sideways on a phone", page.path)
		}
	}
	if len(*problems) > 0 {
		t.Errorf("browser problems: %v", *problems)
	}
}
