package site_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/config"
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
		// The examples' titles take the colours of their code theme's
		// header (a dark theme on a light page).
		var titleColor string
		run(t, ctx, "title colour", chromedp.Evaluate(`(() => { const g = document.querySelector(".response-example .code-group");
			g.style.setProperty("--cb-header-fg", "rgb(1, 2, 3)");
			const c = getComputedStyle(g.querySelector(".api-example-title")).color; g.style.removeProperty("--cb-header-fg"); return c; })()`, &titleColor))
		if titleColor != "rgb(1, 2, 3)" {
			t.Errorf("the response example's title is %s, not its code theme's header colour", titleColor)
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

// TestBrowserPlayground sends a request from an endpoint's playground to
// a local API and checks that the API got the credentials, parameters
// and body, and that the page shows the status, headers and body.
func TestBrowserPlayground(t *testing.T) {
	type got struct {
		method, path, query, auth, contentType, body string
	}
	calls := make(chan got, 4)
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Access-Control-Allow-Origin", "*")
		w.Header().Set("Access-Control-Expose-Headers", "X-Request-Id")
		if r.Method == http.MethodOptions {
			w.Header().Set("Access-Control-Allow-Methods", "GET, POST, PATCH")
			w.Header().Set("Access-Control-Allow-Headers", "Authorization, Content-Type")
			return
		}
		data, _ := io.ReadAll(r.Body)
		calls <- got{r.Method, r.URL.Path, r.URL.RawQuery, r.Header.Get("Authorization"), r.Header.Get("Content-Type"), string(data)}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("X-Request-Id", "req-7")
		w.WriteHeader(http.StatusCreated)
		fmt.Fprintf(w, `{"id": 42, "echo": %q}`, string(data))
	}))
	defer api.Close()

	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "docs.json"), []byte(`{"theme": "mint", "name": "Play", "colors": {"primary": "#0D9373"},
		"navigation": {"groups": [{"group": "API", "openapi": "api.yaml"}]}}`), 0o644)
	os.WriteFile(filepath.Join(dir, "api.yaml"), []byte(`openapi: 3.1.0
info: {title: Play, version: "1"}
servers: [{url: "`+api.URL+`/v1"}]
security: [{bearer: []}]
paths:
  /pets/{petId}/toys:
    post:
      summary: Add a toy
      parameters:
        - {name: petId, in: path, required: true, schema: {type: integer}, example: 7}
        - {name: color, in: query, schema: {type: string}}
      requestBody:
        content:
          application/json:
            schema: {type: object, properties: {name: {type: string, example: Ball}}}
      responses:
        "201": {description: Added.}
components:
  securitySchemes:
    bearer: {type: http, scheme: bearer}
`), 0o644)
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	out, err := site.Build(context.Background(), p, site.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	srv := httptest.NewServer(sitehttp.Handler(out))
	defer srv.Close()

	ctx, problems := browser(t, 1280, 900)
	run(t, ctx, "open", chromedp.Navigate(srv.URL+"/api-reference/add-a-toy"), chromedp.WaitVisible("[data-api-try]"))
	run(t, ctx, "try it", chromedp.Click("[data-api-try]"), chromedp.WaitVisible(`[data-in="header-bearer"]`))
	run(t, ctx, "fill", chromedp.SendKeys(`[data-in="header-bearer"]`, "secret"),
		chromedp.SendKeys(`[data-in="query"][data-name="color"]`, "red"),
		chromedp.SetValue(`[data-in="body"]`, `{"name": "Rope"}`))
	run(t, ctx, "send", chromedp.Click("[data-playground-send]"), chromedp.WaitVisible(".api-playground-status"))
	shot(t, ctx, "api-playground")
	select {
	case c := <-calls:
		want := got{"POST", "/v1/pets/7/toys", "color=red", "Bearer secret", "application/json", `{"name": "Rope"}`}
		if c != want {
			t.Errorf("the API got %+v, want %+v", c, want)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the API got no request")
	}
	var status, headers, body string
	run(t, ctx, "result", chromedp.Text(".api-playground-status", &status),
		chromedp.Evaluate(`document.querySelector(".api-playground-headers").textContent`, &headers),
		chromedp.Text(".api-playground-response", &body))
	if !strings.HasPrefix(status, "201") || !strings.Contains(headers, "req-7") || !strings.Contains(body, `"echo": "{\"name\": \"Rope\"}"`) {
		t.Errorf("shown: status %q, headers %q, body %q", status, headers, body)
	}
	// The token is remembered for the next page.
	var kept string
	run(t, ctx, "reload", chromedp.Reload(), chromedp.WaitVisible("[data-api-try]"), chromedp.Click("[data-api-try]"),
		chromedp.Value(`[data-in="header-bearer"]`, &kept))
	if kept != "secret" {
		t.Errorf("the token is not remembered: %q", kept)
	}
	if len(*problems) > 0 {
		t.Errorf("console: %v", *problems)
	}
}

// TestBrowserSideColumn: on a page that is no API page, the examples and
// a Panel stand beside the text in place of the table of contents on a
// wide screen, and above the text on a phone.
func TestBrowserSideColumn(t *testing.T) {
	srv := httptest.NewServer(sitehttp.Handler(site.BuildSite(t, "side", site.Options{})))
	t.Cleanup(srv.Close)
	for _, tc := range []struct{ page, inside string }{
		{"/examples", ".request-example"},
		{"/panel", ".callout"},
	} {
		t.Run(strings.TrimPrefix(tc.page, "/"), func(t *testing.T) {
			ctx, problems := browser(t, 1280, 900)
			run(t, ctx, "open", chromedp.Navigate(srv.URL+tc.page), chromedp.WaitVisible(".api-panel "+tc.inside))
			shot(t, ctx, "side"+strings.ReplaceAll(tc.page, "/", "-"))
			panel, text := box(t, ctx, ".api-panel"), box(t, ctx, "#content")
			if panel.Left < text.Right || panel.Top > text.Top {
				t.Errorf("the column is not beside the text: panel %+v, text %+v", panel, text)
			}
			var tocs int
			run(t, ctx, "toc", chromedp.Evaluate(`document.querySelectorAll("#table-of-contents").length`, &tocs))
			if tocs != 0 {
				t.Errorf("%d tables of contents beside the column", tocs)
			}

			phone, _ := browser(t, 390, 844)
			run(t, phone, "open", chromedp.Navigate(srv.URL+tc.page), chromedp.WaitVisible(".api-panel "+tc.inside))
			panel, text = box(t, phone, ".api-panel"), box(t, phone, "#content")
			if panel.Bottom > text.Top {
				t.Errorf("on a phone the column is not above the text: panel %+v, text %+v", panel, text)
			}
			var wide int
			run(t, phone, "width", chromedp.Evaluate(`document.documentElement.scrollWidth`, &wide))
			if wide > 390 {
				t.Errorf("the page is %d px wide on a 390 px screen", wide)
			}
			if len(*problems) > 0 {
				t.Errorf("console: %v", *problems)
			}
		})
	}
}

// TestBrowserContentsFollowTabs: the table of contents lists the headings
// of the tab that shows, and follows the reader's choice.
func TestBrowserContentsFollowTabs(t *testing.T) {
	srv := httptest.NewServer(sitehttp.Handler(site.BuildSite(t, "side", site.Options{})))
	t.Cleanup(srv.Close)
	ctx, problems := browser(t, 1280, 900)
	entries := func() string {
		var s string
		run(t, ctx, "contents", chromedp.Evaluate(`Array.from(document.querySelectorAll(".toc-item")).filter(li => li.getClientRects().length).map(li => li.textContent.trim()).join(", ")`, &s))
		return s
	}
	run(t, ctx, "open", chromedp.Navigate(srv.URL+"/tabs"), chromedp.WaitVisible(".tabs-list"))
	if got, want := entries(), "Install, With npm, Use it"; got != want {
		t.Errorf("contents with the first tab: %q, want %q", got, want)
	}
	run(t, ctx, "pnpm", chromedp.Click(`.tab[data-label="pnpm"]`), chromedp.Sleep(100*time.Millisecond))
	if got, want := entries(), "Install, With pnpm, Use it"; got != want {
		t.Errorf("contents after choosing pnpm: %q, want %q", got, want)
	}
	shot(t, ctx, "contents-follow-tabs")
	if len(*problems) > 0 {
		t.Errorf("console: %v", *problems)
	}
}
