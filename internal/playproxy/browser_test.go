package playproxy_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/browsertest"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/playproxy"
	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/sitehttp"
)

// call is what the API got.
type call struct {
	Method, Path, Query, Auth, Cookie, ContentType, Body, Origin string
}

// api is a local API that records what it gets. With cors, it lets any
// site call it from a browser; without, a browser's request is refused
// and only the proxy gets through.
func api(t *testing.T, cors bool) (*httptest.Server, chan call) {
	calls := make(chan call, 8)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if cors {
			w.Header().Set("Access-Control-Allow-Origin", "*")
			w.Header().Set("Access-Control-Expose-Headers", "X-Request-Id")
			if r.Method == http.MethodOptions {
				w.Header().Set("Access-Control-Allow-Methods", "GET, POST")
				w.Header().Set("Access-Control-Allow-Headers", "Authorization, Content-Type, X-Zoo")
				return
			}
		}
		data, _ := io.ReadAll(r.Body)
		calls <- call{r.Method, r.URL.Path, r.URL.RawQuery, r.Header.Get("Authorization"), r.Header.Get("Cookie"),
			r.Header.Get("Content-Type"), string(data), r.Header.Get("Origin")}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("X-Request-Id", "req-7")
		w.Header().Set("Set-Cookie", "api_session=from-the-api; Path=/")
		w.WriteHeader(http.StatusCreated)
		json.NewEncoder(w).Encode(map[string]any{"id": 42, "echo": string(data)})
	}))
	t.Cleanup(srv.Close)
	return srv, calls
}

// playSite builds a site of one operation against apiURL, served with
// the given proxy (nil: none, as a static export).
func playSite(t *testing.T, apiURL string, proxy http.Handler) string {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "docs.json"), []byte(`{"theme": "mint", "name": "Play", "colors": {"primary": "#0D9373"},
		"navigation": {"groups": [{"group": "API", "openapi": "api.yaml"}]}}`), 0o644)
	os.WriteFile(filepath.Join(dir, "api.yaml"), []byte(`openapi: 3.1.0
info: {title: Play, version: "1"}
servers: [{url: "`+apiURL+`/v1"}]
security: [{bearer: []}]
paths:
  /pets/{petId}/toys:
    post:
      summary: Add a toy
      parameters:
        - {name: petId, in: path, required: true, schema: {type: integer}, example: 7}
        - {name: color, in: query, schema: {type: string}}
        - {name: session, in: cookie, schema: {type: string}}
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
	out, err := site.Build(context.Background(), p, site.Options{PlaygroundProxy: proxy != nil})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { out.Close() })
	mux := http.NewServeMux()
	mux.Handle("/", sitehttp.Handler(out))
	if proxy != nil {
		mux.Handle("POST "+site.PlaygroundProxyPath, proxy)
	}
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL
}

func run(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action) {
	t.Helper()
	if err := chromedp.Run(ctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

func shot(t *testing.T, ctx context.Context, name string) {
	dir := os.Getenv("FOLIO_SCREENSHOTS")
	if dir == "" {
		return
	}
	var buf []byte
	if err := chromedp.Run(ctx, chromedp.FullScreenshot(&buf, 100)); err != nil {
		t.Logf("screenshot %s: %v", name, err)
		return
	}
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, name+".png"), buf, 0o644)
}

// fill opens the playground and fills its form: the token, a query
// parameter, the cookie (when it can be set) and the body; the docs site
// has a cookie of its own, which must not reach the API.
func fill(t *testing.T, ctx context.Context, page string, cookie bool) {
	run(t, ctx, "open", chromedp.Navigate(page), chromedp.WaitVisible("[data-api-try]"),
		chromedp.Evaluate(`document.cookie = "docs_session=dashboard-secret; path=/"`, nil))
	run(t, ctx, "try it", chromedp.Click("[data-api-try]"), chromedp.WaitVisible(`[data-in="header-bearer"]`))
	run(t, ctx, "fill", chromedp.SendKeys(`[data-in="header-bearer"]`, "secret"),
		chromedp.SendKeys(`[data-in="query"][data-name="color"]`, "red"),
		chromedp.SetValue(`[data-in="body"]`, `{"name": "Rope"}`))
	if cookie {
		run(t, ctx, "cookie", chromedp.SendKeys(`[data-in="cookie"][data-name="session"]`, "abc"))
	}
}

// result reads what the playground shows.
func result(t *testing.T, ctx context.Context) (status, headers, body string) {
	run(t, ctx, "result", chromedp.Text(".api-playground-status", &status),
		chromedp.Evaluate(`document.querySelector(".api-playground-headers").textContent`, &headers),
		chromedp.Text(".api-playground-response", &body))
	return
}

// TestBrowserPlayground sends a request from an endpoint's playground to
// a local API, from the browser and through the proxy, and checks what
// the API got and what the page shows; then that the proxy, not allowed
// to reach this machine, refuses, and the page says why.
func TestBrowserPlayground(t *testing.T) {
	t.Run("direct", func(t *testing.T) {
		apiSrv, calls := api(t, true)
		base := playSite(t, apiSrv.URL, nil)
		ctx, problems := browsertest.Start(t, 1280, 900)
		fill(t, ctx, base+"/api-reference/add-a-toy", false)
		var disabled bool
		run(t, ctx, "cookie field", chromedp.Evaluate(`document.querySelector('[data-in="cookie"]').disabled`, &disabled))
		if !disabled {
			t.Error("a cookie field can be filled without the proxy")
		}
		run(t, ctx, "send", chromedp.Click("[data-playground-send]"), chromedp.WaitVisible(".api-playground-status"))
		shot(t, ctx, "api-playground-direct")
		run(t, ctx, "dark", chromedp.Evaluate(`document.documentElement.classList.add("dark")`, nil))
		shot(t, ctx, "api-playground-direct-dark")
		select {
		case c := <-calls:
			want := call{"POST", "/v1/pets/7/toys", "color=red", "Bearer secret", "", "application/json", `{"name": "Rope"}`, base}
			if c != want {
				t.Errorf("the API got %+v, want %+v", c, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("the API got no request")
		}
		status, headers, body := result(t, ctx)
		if !strings.HasPrefix(status, "201") || !strings.Contains(headers, "req-7") || !strings.Contains(body, `"echo": "{\"name\": \"Rope\"}"`) {
			t.Errorf("shown: status %q, headers %q, body %q", status, headers, body)
		}
		if len(*problems) > 0 {
			t.Errorf("console: %v", *problems)
		}
	})

	t.Run("proxy", func(t *testing.T) {
		apiSrv, calls := api(t, false)
		base := playSite(t, apiSrv.URL, playproxy.New(playproxy.Options{AllowPrivate: true}))
		ctx, problems := browsertest.Start(t, 1280, 900)
		fill(t, ctx, base+"/api-reference/add-a-toy", true)
		run(t, ctx, "send", chromedp.Click("[data-playground-send]"), chromedp.WaitVisible(".api-playground-status"))
		shot(t, ctx, "api-playground-proxy")
		select {
		case c := <-calls:
			want := call{"POST", "/v1/pets/7/toys", "color=red", "Bearer secret", "session=abc", "application/json", `{"name": "Rope"}`, ""}
			if c != want {
				t.Errorf("the API got %+v, want %+v", c, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("the API got no request")
		}
		status, headers, body := result(t, ctx)
		if !strings.HasPrefix(status, "201") || !strings.Contains(headers, "req-7") || !strings.Contains(headers, "set-cookie (not stored)api_session=from-the-api") ||
			strings.Contains(headers, "content-security-policy") || !strings.Contains(body, `"echo": "{\"name\": \"Rope\"}"`) {
			t.Errorf("shown: status %q, headers %q, body %q", status, headers, body)
		}
		var cookies string
		run(t, ctx, "cookies", chromedp.Evaluate(`document.cookie`, &cookies))
		if strings.Contains(cookies, "api_session") {
			t.Errorf("the API's cookie was stored for the docs site: %q", cookies)
		}
		if len(*problems) > 0 {
			t.Errorf("console: %v", *problems)
		}
	})

	t.Run("phone", func(t *testing.T) {
		apiSrv, calls := api(t, false)
		base := playSite(t, apiSrv.URL, playproxy.New(playproxy.Options{AllowPrivate: true}))
		ctx, problems := browsertest.Start(t, 390, 844)
		fill(t, ctx, base+"/api-reference/add-a-toy", true)
		run(t, ctx, "send", chromedp.Click("[data-playground-send]"), chromedp.WaitVisible(".api-playground-status"))
		<-calls
		shot(t, ctx, "api-playground-phone")
		var wide int
		run(t, ctx, "width", chromedp.Evaluate(`document.querySelector("[data-playground]").scrollWidth`, &wide))
		if wide > 390 {
			t.Errorf("the playground is %d px wide on a 390 px screen", wide)
		}
		if len(*problems) > 0 {
			t.Errorf("console: %v", *problems)
		}
	})

	t.Run("refused", func(t *testing.T) {
		apiSrv, calls := api(t, false)
		base := playSite(t, apiSrv.URL, playproxy.New(playproxy.Options{PrivateHint: "start folio dev with --playground-allow-private to allow it"}))
		ctx, problems := browsertest.Start(t, 1280, 900)
		fill(t, ctx, base+"/api-reference/add-a-toy", true)
		var shown string
		run(t, ctx, "send", chromedp.Click("[data-playground-send]"), chromedp.WaitVisible(".api-playground-error"),
			chromedp.Text(".api-playground-error", &shown))
		shot(t, ctx, "api-playground-refused")
		if !strings.HasPrefix(shown, "The request was not sent: 127.0.0.1:") || !strings.Contains(shown, "is a loopback address (127.0.0.1)") ||
			!strings.Contains(shown, "--playground-allow-private") {
			t.Errorf("shown: %q", shown)
		}
		select {
		case c := <-calls:
			t.Errorf("the API got %+v", c)
		default:
		}
		if len(*problems) > 0 {
			t.Errorf("console: %v", *problems)
		}
	})
}
