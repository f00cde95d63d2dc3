package site_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/site"
)

// largeSite writes a site of one tab with groups of pages, large enough
// that its pages hold only their part of the sidebar.
func largeSite(t *testing.T, groups, pages int) string {
	t.Helper()
	dir := t.TempDir()
	var gs []map[string]any
	for g := range groups {
		var ps []any
		for p := range pages {
			name := fmt.Sprintf("g%d/p%d", g, p)
			ps = append(ps, name)
			os.MkdirAll(filepath.Join(dir, fmt.Sprintf("g%d", g)), 0o755)
			os.WriteFile(filepath.Join(dir, name+".mdx"), []byte(fmt.Sprintf("---\ntitle: Page %d of group %d\n---\nText of page %d.\n", p, g, p)), 0o644)
		}
		// A nested group, closed unless the page is in it.
		os.WriteFile(filepath.Join(dir, fmt.Sprintf("g%d/deep.mdx", g)), []byte("---\ntitle: Deep\n---\nDeep.\n"), 0o644)
		ps = append(ps, map[string]any{"group": fmt.Sprintf("More %d", g), "pages": []string{fmt.Sprintf("g%d/deep", g)}})
		gs = append(gs, map[string]any{"group": fmt.Sprintf("Group %d", g), "pages": ps})
	}
	cfg, _ := json.Marshal(map[string]any{"theme": "mint", "name": "Large", "colors": map[string]string{"primary": "#2563EB"},
		"navigation": map[string]any{"tabs": []any{map[string]any{"tab": "Docs", "groups": gs}}}})
	os.WriteFile(filepath.Join(dir, "docs.json"), cfg, 0o644)
	return dir
}

// TestBrowserSidebarPart checks that a large section's page holds only
// its group of the sidebar, that the script puts the whole sidebar
// around it, the page marked and its groups open as the build marks
// them, and that nothing moves on the screen meanwhile.
func TestBrowserSidebarPart(t *testing.T) {
	p, err := config.Load(largeSite(t, 8, 30))
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	out, err := site.Build(context.Background(), p, site.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	html := string(out.Files["/g5/deep/index.html"].Bytes())
	if !strings.Contains(html, `data-nav-src="/_folio/nav/`) || strings.Contains(html, "Page 3 of group 2") || !strings.Contains(html, "Page 3 of group 5") {
		t.Fatalf("the page does not hold only its group of the sidebar")
	}
	srv := httptest.NewServer(fileServer(out))
	defer srv.Close()

	ctx, problems := browser(t, 1200, 800)
	// Layout shifts, as the browser reports them.
	run(t, ctx, "observe", chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(`window.__shift = 0;
			new PerformanceObserver(l => l.getEntries().forEach(e => { if (!e.hadRecentInput) window.__shift += e.value; }))
				.observe({type: "layout-shift", buffered: true});`).Do(ctx)
		return err
	}))
	for _, path := range []string{"/g5/deep", "/g0/p1", "/g7/p29"} {
		var state struct {
			Links, Active, Open int
			Hooked              int // items Mintlify's #sidebar-content li[data-active] finds
			Current             string
			Shift               float64
			Top                 float64
		}
		var before float64
		run(t, ctx, path,
			chromedp.Navigate(srv.URL+path),
			chromedp.Evaluate(`document.querySelector(".sidebar [aria-current=page]").getBoundingClientRect().top`, &before),
			chromedp.Poll(`!document.querySelector("[data-nav-src]")`, nil, chromedp.WithPollingTimeout(10*time.Second)),
			chromedp.Sleep(200*time.Millisecond),
			chromedp.Evaluate(`(() => {
				const nav = document.querySelector(".sidebar nav");
				const cur = nav.querySelector("[aria-current=page]");
				let open = 0;
				for (let d = cur.parentNode; d !== nav; d = d.parentNode) if (d.tagName === "DETAILS" && d.open) open++;
				return {links: nav.querySelectorAll("a").length, active: nav.querySelectorAll(".nav-link-active").length,
					hooked: document.querySelectorAll("#sidebar-content li[data-active]").length,
					current: cur.getAttribute("href"), open: open, shift: window.__shift, top: cur.getBoundingClientRect().top};
			})()`, &state))
		if state.Links != 8*31 || state.Active != 1 || state.Hooked != 1 || state.Current != path {
			t.Errorf("%s: %d links, %d active, %d active items, current %s", path, state.Links, state.Active, state.Hooked, state.Current)
		}
		if strings.HasSuffix(path, "/deep") && state.Open != 1 {
			t.Errorf("%s: its group is not open", path)
		}
		if state.Shift > 0.001 || state.Top-before > 1 || before-state.Top > 1 {
			t.Errorf("%s: the page's link moved from %.0f to %.0f px, layout shift %.4f", path, before, state.Top, state.Shift)
		}
		if path == "/g5/deep" {
			viewShot(t, ctx, "sidebar-part")
		}
	}
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}
