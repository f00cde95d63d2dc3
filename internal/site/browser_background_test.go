package site_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/site"
)

// serveConfig builds and serves a site of one page, Home, with the
// docs.json settings cfg (its navigation added).
func serveConfig(t *testing.T, cfg map[string]any) string {
	t.Helper()
	dir := t.TempDir()
	cfg["navigation"] = map[string]any{"pages": []string{"index"}}
	data, _ := json.Marshal(cfg)
	os.WriteFile(filepath.Join(dir, "docs.json"), data, 0o644)
	os.WriteFile(filepath.Join(dir, "index.mdx"), []byte("---\ntitle: Home\n---\nRun `folio build` here.\n"), 0o644)
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	out, err := site.Build(context.Background(), p, site.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { out.Close() })
	srv := httptest.NewServer(fileServer(out))
	t.Cleanup(srv.Close)
	return srv.URL
}

// TestBrowserBackgroundSurfaces checks that the surfaces drawn on the
// page (the maple sidebar, the search field, inline code) take the hue
// of the background docs.json names rather than the default slate, and
// that a background named only for light mode leaves dark mode alone.
func TestBrowserBackgroundSurfaces(t *testing.T) {
	type rgb = [3]float64
	cases := []struct {
		name       string
		background map[string]string
		dark       bool
		check      func(bg, sidebar, search, code rgb) string
	}{
		{"neutral dark", map[string]string{"light": "#ffffff", "dark": "#0a0a0a"}, true, func(bg, sidebar, search, code rgb) string {
			for _, c := range []rgb{bg, sidebar, search, code} {
				if c[2]-c[0] > 2 || c[0] > 60 {
					return "a surface is not a dark neutral grey"
				}
			}
			return ""
		}},
		{"warm light", map[string]string{"light": "#fcf9f8", "dark": "#1c1b1b"}, false, func(bg, sidebar, search, code rgb) string {
			for _, c := range []rgb{bg, sidebar, search, code} {
				if c[0] < c[2] || c[0] < 200 {
					return "a surface is not a light warm grey"
				}
			}
			return ""
		}},
		{"light only, dark mode", map[string]string{"light": "#fcf9f8"}, true, func(bg, sidebar, search, code rgb) string {
			if bg[0] > 60 || sidebar[0] > 60 {
				return "the light background shows in dark mode"
			}
			return ""
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			url := serveConfig(t, map[string]any{"theme": "maple", "name": "Surfaces",
				"colors":     map[string]string{"primary": "#111111"},
				"background": map[string]any{"color": tc.background}})
			ctx, problems := browser(t, 1280, 800)
			mode := "light"
			if tc.dark {
				mode = "dark"
			}
			run(t, ctx, "open", chromedp.Navigate(url+"/"), chromedp.WaitVisible(".page-title"),
				chromedp.Evaluate(`localStorage.setItem("folio-appearance", "`+mode+`")`, nil),
				chromedp.Reload(), chromedp.WaitVisible(".page-title"))
			// Colours as red, green, blue from 0 to 255, whether the browser
			// writes them as rgb() or as color(srgb) (what color-mix gives).
			var got map[string]rgb
			run(t, ctx, "colours", chromedp.Evaluate(`(() => {
				const parse = s => {
					let m = s.match(/^rgba?\(([\d.]+), ([\d.]+), ([\d.]+)/);
					if (m) return [+m[1], +m[2], +m[3]];
					m = s.match(/^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)/);
					if (m) return [m[1] * 255, m[2] * 255, m[3] * 255];
					return [-1, -1, -1];
				};
				const bg = el => parse(getComputedStyle(document.querySelector(el)).backgroundColor);
				return {bg: bg("body"), sidebar: bg(".sidebar"), search: bg(".search-button"), code: bg(".prose code, .page-content code, p code")};
			})()`, &got))
			if msg := tc.check(got["bg"], got["sidebar"], got["search"], got["code"]); msg != "" {
				t.Errorf("%s: %v", msg, got)
			}
			shot(t, ctx, "background-"+mode)
			if len(*problems) > 0 {
				t.Errorf("page problems: %v", *problems)
			}
		})
	}
}

// TestBrowserNotFoundButtonDark checks that the not-found page's button
// stands out from the page in dark mode when the site's dark colour is
// the page's own (a black button on a black page), as the navbar's
// button does: dark mode paints it in the light colour.
func TestBrowserNotFoundButtonDark(t *testing.T) {
	url := serveConfig(t, map[string]any{"theme": "mint", "name": "Dark",
		"colors":     map[string]string{"primary": "#111111", "light": "#ededed", "dark": "#0a0a0a"},
		"background": map[string]any{"color": map[string]string{"dark": "#0a0a0a"}}})
	ctx, problems := browser(t, 1280, 800)
	run(t, ctx, "open", chromedp.Navigate(url+"/404.html"), chromedp.WaitVisible(".button-primary"),
		chromedp.Evaluate(`localStorage.setItem("folio-appearance", "dark")`, nil),
		chromedp.Reload(), chromedp.WaitVisible(".button-primary"))
	var got struct{ Page, Button, Text string }
	run(t, ctx, "colours", chromedp.Evaluate(`(() => {
		const b = getComputedStyle(document.querySelector(".button-primary"));
		return {Page: getComputedStyle(document.body).backgroundColor, Button: b.backgroundColor, Text: b.color};
	})()`, &got))
	if got.Button == got.Page || got.Button == got.Text {
		t.Errorf("the button does not stand out in dark mode: %+v", got)
	}
	shot(t, ctx, "not-found-dark")
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}
