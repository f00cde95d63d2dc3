package site_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/sitehttp"
)

func serveAPISite(t *testing.T) string {
	srv := httptest.NewServer(sitehttp.Handler(site.BuildAPISite(t)))
	t.Cleanup(srv.Close)
	return srv.URL
}

// rect is an element's box on the page.
type rect struct{ Left, Top, Right, Bottom, Width float64 }

func box(t *testing.T, ctx context.Context, sel string) rect {
	t.Helper()
	var r rect
	run(t, ctx, "box "+sel, chromedp.Evaluate(`(() => { const b = document.querySelector(`+"`"+sel+"`"+`).getBoundingClientRect();
		return {Left: b.left, Top: b.top + scrollY, Right: b.right, Bottom: b.bottom + scrollY, Width: b.width}; })()`, &r))
	return r
}

// TestBrowserAPIPage checks an endpoint page in a browser: the examples
// beside the reference on a wide screen and below the header on a phone,
// the language menu, the status tabs kept in step with the response
// examples, the server menu rewriting the examples, the copy buttons.
func TestBrowserAPIPage(t *testing.T) {
	base := serveAPISite(t)
	page := base + "/api-reference/animals/get-an-animal"

	t.Run("wide", func(t *testing.T) {
		ctx, problems := browser(t, 1280, 900)
		run(t, ctx, "open", chromedp.Navigate(page), chromedp.WaitVisible(".api-endpoint"))
		shot(t, ctx, "api-endpoint-light")
		panel, ref := box(t, ctx, ".api-panel"), box(t, ctx, ".api-reference")
		if panel.Left < ref.Right || panel.Top > ref.Top {
			t.Errorf("the examples are not beside the reference: panel %+v, reference %+v", panel, ref)
		}
		// The language menu shows another language's sample.
		var code string
		run(t, ctx, "python", chromedp.Evaluate(`(() => { const s = document.querySelector(".request-example select"); s.selectedIndex = 1; s.dispatchEvent(new Event("change")); })()`, nil),
			chromedp.Text(`.request-example .code-group-panel[data-active] code`, &code))
		if !strings.Contains(code, "import requests") {
			t.Errorf("after choosing Python the example shows %.80q", code)
		}
		// A status tab of the reference switches the response example.
		var example string
		run(t, ctx, "404", chromedp.Click(`.api-statuses .tab[data-label="404"]`),
			chromedp.Text(`.response-example .code-group-panel[data-active] code`, &example))
		if !strings.Contains(example, "not_found") {
			t.Errorf("the 404 tab shows the example %.80q", example)
		}
		// The server menu rewrites the examples' URLs.
		run(t, ctx, "sandbox", chromedp.Evaluate(`(() => { const s = document.querySelector("[data-api-server]"); s.selectedIndex = 1; s.dispatchEvent(new Event("change")); })()`, nil),
			chromedp.Text(`.request-example .code-group-panel[data-active] code`, &code))
		if !strings.Contains(code, "https://sandbox.zoo.example.com/v1/animals") {
			t.Errorf("after choosing the sandbox the example shows %.120q", code)
		}
		// Copy buttons copy (the clipboard may be refused headless; no
		// error either way).
		run(t, ctx, "copy", chromedp.Click(`.api-copy`), chromedp.Click(`.request-example .code-group-panel[data-active] .code-block-copy-button`), chromedp.Sleep(100*time.Millisecond))
		// Dark.
		run(t, ctx, "dark", chromedp.Click(`[data-theme-toggle]`), chromedp.Sleep(100*time.Millisecond))
		shot(t, ctx, "api-endpoint-dark")
		if len(*problems) > 0 {
			t.Errorf("console: %v", *problems)
		}
	})

	t.Run("phone", func(t *testing.T) {
		ctx, problems := browser(t, 390, 844)
		run(t, ctx, "open", chromedp.Navigate(page), chromedp.WaitVisible(".api-endpoint"))
		shot(t, ctx, "api-endpoint-phone")
		endpoint, panel, ref := box(t, ctx, ".api-endpoint"), box(t, ctx, ".api-panel"), box(t, ctx, ".api-reference")
		if panel.Top < endpoint.Bottom || panel.Bottom > ref.Top {
			t.Errorf("the examples are not between the header and the reference: endpoint %+v, panel %+v, reference %+v", endpoint, panel, ref)
		}
		var wide int
		run(t, ctx, "width", chromedp.Evaluate(`document.documentElement.scrollWidth`, &wide))
		if wide > 390 {
			t.Errorf("the page is %d px wide on a 390 px screen", wide)
		}
		if len(*problems) > 0 {
			t.Errorf("console: %v", *problems)
		}
	})
}
