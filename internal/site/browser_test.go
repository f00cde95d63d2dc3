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

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/browsertest"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/sitehttp"
	"github.com/foliodocs/folio/internal/testcorpus"
)

var screenshots = os.Getenv("FOLIO_SCREENSHOTS") // a folder to write screenshots into

// browser starts headless Chromium for a test, or skips it when Chromium
// is not installed (CI installs it).
func browser(t *testing.T, width, height int64) (context.Context, *[]string) {
	return browsertest.Start(t, width, height)
}

func serveSite(t *testing.T, name string) string {
	out := site.BuildSite(t, name, site.Options{})
	srv := httptest.NewServer(sitehttp.Handler(out))
	t.Cleanup(srv.Close)
	return srv.URL
}

func shot(t *testing.T, ctx context.Context, name string) {
	if screenshots == "" {
		return
	}
	var buf []byte
	if err := chromedp.Run(ctx, chromedp.FullScreenshot(&buf, 100)); err != nil {
		t.Logf("screenshot %s: %v", name, err)
		return
	}
	os.MkdirAll(screenshots, 0o755)
	os.WriteFile(filepath.Join(screenshots, name+".png"), buf, 0o644)
}

// onTop reports whether the element's centre shows the element itself:
// it is neither clipped nor covered.
func onTop(t *testing.T, ctx context.Context, sel string) bool {
	var ok bool
	js := fmt.Sprintf(`(() => { const el = document.querySelector(%q);
		if (!el) return false;
		const r = el.getBoundingClientRect();
		const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
		return !!at && (at === el || el.contains(at)); })()`, sel)
	run(t, ctx, "on top "+sel, chromedp.Evaluate(js, &ok))
	return ok
}

func currentPath(t *testing.T, ctx context.Context) string {
	var loc string
	if err := chromedp.Run(ctx, chromedp.Evaluate(`location.pathname`, &loc)); err != nil {
		t.Fatal(err)
	}
	return loc
}

func run(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action) {
	t.Helper()
	if err := chromedp.Run(ctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// TestBrowserNavigation clicks through tabs, menus, anchors, groups and
// the page's own controls.
func TestBrowserNavigation(t *testing.T) {
	base := serveSite(t, "tabs")
	ctx, problems := browser(t, 1280, 800)

	run(t, ctx, "open start", chromedp.Navigate(base+"/guides/start"), chromedp.WaitVisible(".page-title"))
	shot(t, ctx, "tabs-start")

	var crumbs string
	run(t, ctx, "breadcrumbs", chromedp.Text(".breadcrumbs", &crumbs))
	if strings.Join(strings.Fields(crumbs), " ") != "Guides Get started" {
		t.Errorf("breadcrumbs = %q", crumbs)
	}

	// Nested groups: "Deeper" starts closed, "Opened" (expanded) open.
	var deeperOpen, openedOpen bool
	run(t, ctx, "groups", chromedp.Evaluate(`document.querySelectorAll(".nav-details")[0].open`, &deeperOpen),
		chromedp.Evaluate(`document.querySelectorAll(".nav-details")[1].open`, &openedOpen))
	if deeperOpen || !openedOpen {
		t.Errorf("Deeper open=%v (want false), Opened open=%v (want true)", deeperOpen, openedOpen)
	}
	run(t, ctx, "expand", chromedp.Click(`.nav-details:not([open]) > summary`), chromedp.Evaluate(`document.querySelectorAll(".nav-details")[0].open`, &deeperOpen))
	if !deeperOpen {
		t.Error("clicking a closed group does not open it")
	}
	run(t, ctx, "collapse", chromedp.Click(`.nav-details[open] > summary`), chromedp.Evaluate(`document.querySelectorAll(".nav-details")[0].open`, &deeperOpen))
	if deeperOpen {
		t.Error("clicking an open group does not close it")
	}

	// A group's root page opens from its title.
	run(t, ctx, "group root", chromedp.Click(`a.nav-summary-link[href="/guides/opened"]`), chromedp.WaitVisible(`.page-title`))
	if p := browsertest.WaitPath(ctx, "/guides/opened"); p != "/guides/opened" {
		t.Errorf("group root: at %s", p)
	}

	// A tab with a menu: its item leads into the section.
	run(t, ctx, "menu", chromedp.Click(`.nav-tab-menu > summary`), chromedp.WaitVisible(`.nav-tab-menu .menu-panel`))
	shot(t, ctx, "tabs-menu")
	if !onTop(t, ctx, ".nav-tab-menu .menu-item") {
		t.Error("the tab's menu is hidden behind something or clipped")
	}
	run(t, ctx, "menu item", chromedp.Click(`.nav-tab-menu .menu-item:nth-child(2)`), chromedp.WaitVisible(`.page-title`))
	if p := browsertest.WaitPath(ctx, "/api/events"); p != "/api/events" {
		t.Errorf("menu item: at %s", p)
	}
	var tab string
	run(t, ctx, "active tab", chromedp.Text(`.nav-tabs-item[data-active]`, &tab))
	if !strings.Contains(tab, "API") {
		t.Errorf("active tab = %q", tab)
	}
	// Back to Guides by its tab.
	run(t, ctx, "tab", chromedp.Click(`.nav-tabs-list > li:first-child .nav-tabs-item`), chromedp.WaitVisible(`.page-title`))
	if p := browsertest.WaitPath(ctx, "/"); p != "/" {
		t.Errorf("tab: at %s", p)
	}
	// The link tab and the global anchor leave the site in a new tab.
	var target, anchor string
	run(t, ctx, "links", chromedp.AttributeValue(`a.nav-tabs-item[href="https://acme.test/blog"]`, "target", &target, nil),
		chromedp.AttributeValue(`.anchors a`, "href", &anchor, nil))
	if target != "_blank" || anchor != "https://status.acme.test" {
		t.Errorf("tab link target %q, global anchor %q", target, anchor)
	}

	// Dark mode and the banner survive a reload.
	var dark, bannerShown bool
	run(t, ctx, "dark", chromedp.Click(`[data-theme-toggle]`), chromedp.Reload(), chromedp.WaitVisible(`.page-title`),
		chromedp.Evaluate(`document.documentElement.classList.contains("dark")`, &dark))
	if !dark {
		t.Error("dark mode is lost on reload")
	}
	shot(t, ctx, "tabs-dark")
	run(t, ctx, "banner", chromedp.Click(`[data-banner-close]`), chromedp.Reload(), chromedp.WaitVisible(`.page-title`),
		chromedp.Evaluate(`getComputedStyle(document.querySelector(".banner")).display !== "none"`, &bannerShown))
	if bannerShown {
		t.Error("the dismissed banner shows again after a reload")
	}

	// Search finds a section.
	var results int
	run(t, ctx, "search", chromedp.Click(`[data-search-open]`), chromedp.WaitVisible(`[data-search-input]`),
		chromedp.SendKeys(`[data-search-input]`, "install"), chromedp.WaitVisible(`.search-result`),
		chromedp.Evaluate(`document.querySelectorAll(".search-result").length`, &results))
	if results == 0 {
		t.Error("search finds nothing for install")
	}
	shot(t, ctx, "tabs-search")
	if len(*problems) > 0 {
		t.Errorf("console: %v", *problems)
	}
}

// TestBrowserSelectors switches versions and languages and follows
// drilldown.
func TestBrowserSelectors(t *testing.T) {
	base := serveSite(t, "versions")
	ctx, problems := browser(t, 1280, 800)
	run(t, ctx, "open v1", chromedp.Navigate(base+"/en/v1/intro"), chromedp.WaitVisible(".page-title"))
	// The version switch keeps the page when the other version has it.
	run(t, ctx, "version", chromedp.Click(`.selector-version > summary`), chromedp.WaitVisible(`.selector-version .menu-panel`))
	shot(t, ctx, "versions-menu")
	run(t, ctx, "v2", chromedp.Click(`.selector-version .menu-item:first-child`), chromedp.WaitVisible(".page-title"))
	if p := browsertest.WaitPath(ctx, "/en/v2/intro"); p != "/en/v2/intro" {
		t.Errorf("version switch: at %s", p)
	}
	// The language switch changes the banner and the navbar.
	var banner, navbar string
	run(t, ctx, "language", chromedp.Click(`.selector-language > summary`), chromedp.Click(`.selector-language .menu-item:nth-child(2)`))
	p := browsertest.WaitPath(ctx, "/fr/v2/intro")
	run(t, ctx, "language page", chromedp.WaitVisible(".banner"), chromedp.Text(".banner", &banner), chromedp.Text(".topbar-links", &navbar))
	if p != "/fr/v2/intro" || !strings.Contains(banner, "Bienvenue") || strings.Contains(navbar, "Home EN") {
		t.Errorf("language switch: at %s, banner %q, navbar %q", p, banner, navbar)
	}
	// Drilldown: a group title opens its first page.
	run(t, ctx, "back", chromedp.Navigate(base+"/en/v2/intro"), chromedp.WaitVisible(".page-title"),
		chromedp.Click(`.nav-details > summary`), chromedp.WaitVisible(".page-title"))
	if p := browsertest.WaitPath(ctx, "/en/v2/nested"); p != "/en/v2/nested" {
		t.Errorf("drilldown: at %s", p)
	}
	shot(t, ctx, "versions-maple")
	if len(*problems) > 0 {
		t.Errorf("console: %v", *problems)
	}
}

// TestBrowserMobile opens and closes the drawer on a phone-sized screen.
func TestBrowserMobile(t *testing.T) {
	base := serveSite(t, "tabs")
	ctx, problems := browser(t, 390, 844)
	var visible bool
	run(t, ctx, "open", chromedp.Navigate(base+"/guides/start"), chromedp.WaitVisible(".page-title"),
		chromedp.Evaluate(`getComputedStyle(document.querySelector(".sidebar")).visibility === "visible"`, &visible))
	if visible {
		t.Error("the drawer shows before it is opened")
	}
	shot(t, ctx, "mobile-closed")
	run(t, ctx, "drawer", chromedp.Click(`[data-menu-button]`), chromedp.Sleep(400*time.Millisecond),
		chromedp.Evaluate(`getComputedStyle(document.querySelector(".sidebar")).visibility === "visible"`, &visible))
	if !visible {
		t.Error("the drawer does not open")
	}
	shot(t, ctx, "mobile-open")
	run(t, ctx, "close", chromedp.KeyEvent("\x1b"), chromedp.Sleep(400*time.Millisecond),
		chromedp.Evaluate(`getComputedStyle(document.querySelector(".sidebar")).visibility === "visible"`, &visible))
	if visible {
		t.Error("Escape does not close the drawer")
	}
	if len(*problems) > 0 {
		t.Errorf("console: %v", *problems)
	}
}

// TestBrowserNoOverflow checks that no page is wider than a phone.
func TestBrowserNoOverflow(t *testing.T) {
	base := serveSite(t, "tabs")
	ctx, _ := browser(t, 390, 844)
	for _, p := range []string{"/", "/guides/start", "/api/users"} {
		var wide int
		run(t, ctx, "open "+p, chromedp.Navigate(base+p), chromedp.WaitVisible(".page-title"),
			chromedp.Evaluate(`document.documentElement.scrollWidth`, &wide))
		if wide > 390 {
			t.Errorf("%s is %d px wide on a 390 px screen", p, wide)
		}
	}
}

// TestBrowserMobileMenu opens a tab's menu on a phone.
func TestBrowserMobileMenu(t *testing.T) {
	base := serveSite(t, "tabs")
	ctx, _ := browser(t, 390, 844)
	run(t, ctx, "menu", chromedp.Navigate(base+"/guides/start"), chromedp.WaitVisible(".page-title"),
		chromedp.Click(`.nav-tab-menu > summary`), chromedp.WaitVisible(`.nav-tab-menu .menu-panel`))
	shot(t, ctx, "mobile-menu")
	if !onTop(t, ctx, ".nav-tab-menu .menu-item") {
		t.Error("the tab's menu is hidden on a phone")
	}
}

// TestBrowserProductsAndDropdowns switches product and dropdown.
func TestBrowserProductsAndDropdowns(t *testing.T) {
	base := serveSite(t, "products")
	ctx, problems := browser(t, 1280, 800)
	run(t, ctx, "open", chromedp.Navigate(base+"/cloud/setup"), chromedp.WaitVisible(".page-title"))
	shot(t, ctx, "products")
	run(t, ctx, "dropdown", chromedp.Click(`.selector-dropdown > summary`), chromedp.WaitVisible(`.selector-dropdown .menu-panel`))
	if !onTop(t, ctx, ".selector-dropdown .menu-item:nth-child(2)") {
		t.Error("the dropdown's menu is hidden")
	}
	run(t, ctx, "reference", chromedp.Click(`.selector-dropdown .menu-item:nth-child(2)`), chromedp.WaitVisible(".page-title"))
	if p := browsertest.WaitPath(ctx, "/cloud/api"); p != "/cloud/api" {
		t.Errorf("dropdown: at %s", p)
	}
	run(t, ctx, "product", chromedp.Click(`.selector-product > summary`), chromedp.Click(`.selector-product .menu-item:nth-child(2)`), chromedp.WaitVisible(".page-title"))
	if p := browsertest.WaitPath(ctx, "/server/install"); p != "/server/install" {
		t.Errorf("product: at %s", p)
	}
	var dropdowns int
	run(t, ctx, "no dropdown", chromedp.Evaluate(`document.querySelectorAll(".selector-dropdown").length`, &dropdowns))
	if dropdowns != 0 {
		t.Error("the Server product shows Cloud's dropdown")
	}
	if len(*problems) > 0 {
		t.Errorf("console: %v", *problems)
	}
}

// TestCorpusScreenshots writes, for every corpus site, its home page and
// one deep page at desktop and phone sizes into $FOLIO_SCREENSHOTS/corpus,
// to be looked at. It does nothing without FOLIO_SCREENSHOTS.
func TestCorpusScreenshots(t *testing.T) {
	if screenshots == "" {
		t.Skip("set FOLIO_SCREENSHOTS to a folder to write the screenshots")
	}
	dir := screenshots
	for _, name := range testcorpus.Sites(t) {
		t.Run(name, func(t *testing.T) {
			p, err := config.Load(filepath.Join(testcorpus.Dir(t), name))
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
			// The deep page: the deepest page of the reading order that
			// has a file, in the middle of the site.
			deep := "/"
			keys := out.SortedKeys()
			best := 0
			for _, k := range keys[len(keys)/3:] {
				if strings.HasSuffix(k, "/index.html") && strings.Count(k, "/") > best && !out.Files[k].Redirect {
					best, deep = strings.Count(k, "/"), strings.TrimSuffix(k, "index.html")
				}
			}
			for _, size := range []struct {
				name string
				w, h int64
			}{{"desktop", 1280, 800}, {"phone", 390, 844}} {
				ctx, _ := browser(t, size.w, size.h)
				for _, pg := range []struct{ name, path string }{{"home", "/"}, {"deep", deep}} {
					// Pages that embed remote images never finish loading
					// offline: the screenshot is taken after a while anyway.
					nav, cancel := context.WithTimeout(ctx, 10*time.Second)
					chromedp.Run(nav, chromedp.Navigate(srv.URL+pg.path))
					cancel()
					var buf []byte
					if err := chromedp.Run(ctx, chromedp.WaitVisible("body"), chromedp.Sleep(300*time.Millisecond),
						chromedp.CaptureScreenshot(&buf)); err != nil {
						t.Errorf("%s %s: %v", pg.path, size.name, err)
						continue
					}
					os.MkdirAll(filepath.Join(dir, "corpus"), 0o755)
					os.WriteFile(filepath.Join(dir, "corpus", name+"-"+pg.name+"-"+size.name+".png"), buf, 0o644)
				}
			}
		})
	}
}

// TestBrowserPageMenu opens the page menu.
func TestBrowserPageMenu(t *testing.T) {
	base := serveSite(t, "tabs")
	ctx, problems := browser(t, 1280, 800)
	run(t, ctx, "menu", chromedp.Navigate(base+"/guides/start"), chromedp.WaitVisible(".page-title"),
		chromedp.Click(`.page-menu > summary`), chromedp.WaitVisible(`.page-menu .menu-panel`))
	shot(t, ctx, "page-menu")
	if !onTop(t, ctx, ".page-menu .menu-item:nth-child(4)") {
		t.Error("the page menu is hidden")
	}
	if len(*problems) > 0 {
		t.Errorf("console: %v", *problems)
	}
}

// TestBrowserWithoutJavaScript reads and navigates with scripts off:
// links are links, groups and menus are <details>.
func TestBrowserWithoutJavaScript(t *testing.T) {
	base := serveSite(t, "tabs")
	ctx, _ := browser(t, 1280, 800)
	run(t, ctx, "no scripts", emulation.SetScriptExecutionDisabled(true))
	run(t, ctx, "open", chromedp.Navigate(base+"/guides/start"), chromedp.WaitVisible(".page-title"))
	var open bool
	run(t, ctx, "group", chromedp.Click(`.nav-details:not([open]) > summary`),
		chromedp.Evaluate(`document.querySelectorAll(".nav-details")[0].open`, &open))
	if !open {
		t.Error("a group does not open without JavaScript")
	}
	run(t, ctx, "menu", chromedp.Click(`.nav-tab-menu > summary`), chromedp.WaitVisible(`.nav-tab-menu .menu-panel`),
		chromedp.Click(`.nav-tab-menu .menu-item:first-child`), chromedp.WaitVisible(".page-title"))
	if p := browsertest.WaitPath(ctx, "/api/users"); p != "/api/users" {
		t.Errorf("menu item without JavaScript: at %s", p)
	}
	shot(t, ctx, "no-js")
}

// TestBrowserAnchors follows an anchor into its section.
func TestBrowserAnchors(t *testing.T) {
	base := serveSite(t, "anchors")
	ctx, problems := browser(t, 1280, 800)
	run(t, ctx, "open", chromedp.Navigate(base+"/docs/two"), chromedp.WaitVisible(".page-title"))
	shot(t, ctx, "anchors")
	var active string
	run(t, ctx, "active", chromedp.Text(`.anchor-active`, &active))
	if !strings.Contains(active, "Documentation") {
		t.Errorf("active anchor = %q", active)
	}
	run(t, ctx, "anchor", chromedp.Click(`.anchors li:nth-child(2) a`), chromedp.WaitVisible(".page-title"))
	p := browsertest.WaitPath(ctx, "/community/join")
	var sidebar string
	run(t, ctx, "sidebar", chromedp.Text(`.nav`, &sidebar))
	if p != "/community/join" || !strings.Contains(sidebar, "People") || strings.Contains(sidebar, "Basics") {
		t.Errorf("anchor: at %s, sidebar %q", p, sidebar)
	}
	var target string
	run(t, ctx, "link anchor", chromedp.AttributeValue(`.anchors li:nth-child(3) a`, "target", &target, nil))
	if target != "_blank" {
		t.Errorf("the link anchor opens in %q", target)
	}
	if len(*problems) > 0 {
		t.Errorf("console: %v", *problems)
	}
}

// TestBrowserManyTabs: more tabs than the bar holds scroll sideways
// within it, never the page; the menu of a tab reached by scrolling
// opens where its tab is, whole.
func TestBrowserManyTabs(t *testing.T) {
	out := site.BuildSiteEdited(t, "tabs", func(dir string) {
		file := filepath.Join(dir, "docs.json")
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var cfg map[string]any
		if err := json.Unmarshal(data, &cfg); err != nil {
			t.Fatal(err)
		}
		nav := cfg["navigation"].(map[string]any)
		tabs := nav["tabs"].([]any)
		var api any
		var rest []any
		for _, tab := range tabs {
			if tab.(map[string]any)["tab"] == "API" {
				api = tab
			} else {
				rest = append(rest, tab)
			}
		}
		for i := range 14 {
			rest = append(rest, map[string]any{"tab": fmt.Sprintf("Extra section %d", i), "href": fmt.Sprintf("https://example.test/%d", i)})
		}
		nav["tabs"] = append(rest, api) // the tab with a menu comes last
		data, _ = json.Marshal(cfg)
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}, site.Options{})
	srv := httptest.NewServer(sitehttp.Handler(out))
	t.Cleanup(srv.Close)
	ctx, problems := browser(t, 1280, 800)
	run(t, ctx, "open", chromedp.Navigate(srv.URL+"/guides/start"), chromedp.WaitVisible(".page-title"))
	var widths struct{ Page, View, List, Bar int }
	measure := func(step string) {
		run(t, ctx, step, chromedp.Evaluate(`({page: document.documentElement.scrollWidth, view: document.documentElement.clientWidth,
			list: document.querySelector(".nav-tabs-list").scrollWidth, bar: document.querySelector(".nav-tabs-list").clientWidth})`, &widths))
	}
	measure("widths")
	if widths.Page > widths.View || widths.List <= widths.Bar {
		t.Fatalf("the tabs do not scroll within their bar: %+v", widths)
	}
	run(t, ctx, "scroll the tabs", chromedp.Evaluate(`document.querySelector(".nav-tabs-list").scrollLeft = 1e6`, nil),
		chromedp.Click(`.nav-tab-menu > summary`), chromedp.WaitVisible(`.nav-tab-menu .menu-panel`),
		// The script places the menu once the details' toggle event has
		// run, a task after the click.
		chromedp.Poll(`document.querySelector(".nav-tab-menu .menu-panel").style.left !== ""`, nil, chromedp.WithPollingTimeout(5*time.Second)))
	shot(t, ctx, "tabs-many-menu")
	if !onTop(t, ctx, ".nav-tab-menu .menu-item") || !onTop(t, ctx, ".nav-tab-menu .menu-item:last-child") {
		t.Error("the last tab's menu is clipped or hidden")
	}
	var near bool
	run(t, ctx, "menu under its tab", chromedp.Evaluate(`(() => {
		const tab = document.querySelector(".nav-tab-menu > summary").getBoundingClientRect();
		const panel = document.querySelector(".nav-tab-menu .menu-panel").getBoundingClientRect();
		return panel.left <= tab.left + 8 && panel.right >= tab.right - 8 && panel.left >= 0 &&
			panel.right <= document.documentElement.clientWidth && panel.top >= tab.bottom - 4; })()`, &near))
	if !near {
		t.Error("the menu does not open under its tab")
	}
	measure("widths after")
	if widths.Page > widths.View {
		t.Errorf("the page scrolls sideways: %+v", widths)
	}
	// A page of the last tab opens with its tab in view.
	var seen bool
	run(t, ctx, "last tab's page", chromedp.Navigate(srv.URL+"/api/users"), chromedp.WaitVisible(".page-title"),
		chromedp.Evaluate(`(() => { const tab = document.querySelector(".nav-tabs-list [data-active]").getBoundingClientRect();
			const list = document.querySelector(".nav-tabs-list").getBoundingClientRect();
			return tab.left >= list.left && tab.right <= list.right; })()`, &seen))
	if !seen {
		t.Error("the current tab is scrolled out of view")
	}
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}

// TestBrowserTOCSpy: the contents mark the heading being read, found from
// each entry's link (headings with non-ASCII ids included).
func TestBrowserTOCSpy(t *testing.T) {
	out := site.BuildSiteEdited(t, "tabs", func(dir string) {
		var b strings.Builder
		b.WriteString("---\ntitle: Long\n---\n\n")
		for _, h := range []string{"First part", "Über alles", "Third part"} {
			b.WriteString("## " + h + "\n\n")
			for range 40 {
				b.WriteString("A paragraph that takes some room on the page.\n\n")
			}
		}
		if err := os.WriteFile(filepath.Join(dir, "guides", "long.mdx"), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}, site.Options{})
	srv := httptest.NewServer(sitehttp.Handler(out))
	t.Cleanup(srv.Close)
	ctx, problems := browser(t, 1280, 800)
	current := func() string {
		var s string
		run(t, ctx, "current", chromedp.Evaluate(`(document.querySelector(".toc-item > a[aria-current]") || {textContent: ""}).textContent`, &s))
		return s
	}
	run(t, ctx, "open", chromedp.Navigate(srv.URL+"/guides/long"), chromedp.WaitVisible(".page-title"))
	if got := current(); got != "First part" {
		t.Errorf("at the top the contents mark %q, want First part", got)
	}
	for _, want := range []string{"Über alles", "Third part"} {
		run(t, ctx, "scroll to "+want, chromedp.Evaluate(fmt.Sprintf(`(() => {
			const h = [...document.querySelectorAll("h2")].find(h => h.textContent.includes(%q));
			window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 100); })()`, want), nil))
		var got string
		run(t, ctx, "wait for "+want, chromedp.Poll(`(document.querySelector(".toc-item > a[aria-current]") || {}).textContent === `+fmt.Sprintf("%q", want), nil, chromedp.WithPollingTimeout(5*time.Second)))
		if got = current(); got != want {
			t.Errorf("scrolled to %s, the contents mark %q", want, got)
		}
	}
	if len(*problems) > 0 {
		t.Errorf("console: %v", *problems)
	}
}

// TestBrowserForcedColors: with forced colours (Windows high contrast),
// which replace backgrounds, the interface and code-block icons, painted
// as a mask over a background, keep their paint in a system colour.
func TestBrowserForcedColors(t *testing.T) {
	base := serveSite(t, "tabs")
	ctx, problems := browser(t, 1280, 800)
	run(t, ctx, "forced colours", emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "forced-colors", Value: "active"}}))
	run(t, ctx, "open", chromedp.Navigate(base+"/guides/start"), chromedp.WaitVisible(".page-title"))
	var painted map[string]bool
	run(t, ctx, "icons", chromedp.Evaluate(`(() => {
		const out = {};
		for (const [name, el, pseudo] of [["search", document.querySelector(".search-button .ui-icon"), null],
				["copy", document.querySelector(".code-block-copy-button"), "::before"]]) {
			const s = getComputedStyle(el, pseudo);
			out[name] = matchMedia("(forced-colors: active)").matches && s.forcedColorAdjust === "none" &&
				s.backgroundColor !== "rgba(0, 0, 0, 0)" && s.maskImage.startsWith("url(");
		}
		return out; })()`, &painted))
	if !painted["search"] || !painted["copy"] {
		t.Errorf("icons painted under forced colours: %v", painted)
	}
	shot(t, ctx, "forced-colors")
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}

// TestBrowserRightToLeft opens a page of a language written right to left:
// the page is laid out right to left, its code blocks left to right.
func TestBrowserRightToLeft(t *testing.T) {
	out := site.BuildSiteEdited(t, "tabs", func(dir string) {
		files := map[string]string{
			"docs.json": `{"name": "R", "theme": "mint", "colors": {"primary": "#000000"},
  "navigation": {"languages": [{"language": "en", "pages": ["index"]}, {"language": "ar", "pages": ["ar/intro"]}]}}`,
			"ar/intro.mdx": "---\ntitle: مقدمة\n---\n\nنص.\n\n```bash\ncurl -fsSL https://example.com/install | bash\n```\n",
		}
		for name, data := range files {
			p := filepath.Join(dir, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}, site.Options{})
	srv := httptest.NewServer(sitehttp.Handler(out))
	t.Cleanup(srv.Close)
	ctx, problems := browser(t, 1280, 800)
	run(t, ctx, "open", chromedp.Navigate(srv.URL+"/ar/intro"), chromedp.WaitVisible(".page-title"))
	var got map[string]string
	run(t, ctx, "directions", chromedp.Evaluate(`(() => ({
		page: getComputedStyle(document.querySelector(".page-title")).direction,
		code: getComputedStyle(document.querySelector(".code-block-pre")).direction,
		align: getComputedStyle(document.querySelector(".code-block-pre")).textAlign,
	}))()`, &got))
	if got["page"] != "rtl" || got["code"] != "ltr" || got["align"] != "left" {
		t.Errorf("directions %v, want the page rtl and its code ltr, aligned left", got)
	}
	shot(t, ctx, "right-to-left")
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}

// TestBrowserProseClasses opens a page whose elements carry classes: the
// prose rules for headings, paragraphs and lists weigh no more than one
// class, as Tailwind's typography plugin makes Mintlify's, so an author's
// utility class and a component's own rule outweigh them; inside
// .not-prose they do not apply at all.
func TestBrowserProseClasses(t *testing.T) {
	srv := servePage(t, "classes", "---\ntitle: Classes\n---\n\n"+
		"<div className=\"bg-black\"><h2 className=\"text-white font-normal mt-0\">Hero</h2></div>\n\n"+
		"<Steps>\n<Step title=\"One\">\nFirst.\n</Step>\n</Steps>\n\n"+
		"<div className=\"not-prose\"><p>Plain</p><ul><li>Item</li></ul></div>\n")
	ctx, problems := browser(t, 1280, 800)
	run(t, ctx, "open", chromedp.Navigate(srv.URL+"/classes"), chromedp.WaitVisible(".page-title"))
	var got map[string]string
	run(t, ctx, "styles", chromedp.Evaluate(`(() => {
		const h = getComputedStyle(document.querySelector(".bg-black h2"));
		const s = getComputedStyle(document.querySelector("ol.steps"));
		const p = getComputedStyle(document.querySelector(".not-prose p"));
		const u = getComputedStyle(document.querySelector(".not-prose ul"));
		return {color: h.color, weight: h.fontWeight, top: h.marginTop, steps: s.paddingLeft,
			plainTop: p.marginTop, listPad: u.paddingLeft, listStyle: u.listStyleType};
	})()`, &got))
	want := map[string]string{"color": "rgb(255, 255, 255)", "weight": "400", "top": "0px", "steps": "0px",
		"plainTop": "0px", "listPad": "0px", "listStyle": "none"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %q, want %q", k, got[k], v)
		}
	}
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}

// Tailwind's composed utilities lay out as in Tailwind: two translations
// together centre an absolute box, a child does not inherit its parent's
// translation, a ring and a shadow show together, a gradient draws from
// and to its colours, and Mintlify's bg-background-dark is dark in light
// mode. As under Tailwind's preflight, an author's button has no border,
// background or padding of its own and a bare border is light grey.
func TestBrowserUtilityLayout(t *testing.T) {
	srv := servePage(t, "utilities", "---\ntitle: Utilities\nmode: custom\n---\n\n"+
		"<div id=\"box\" className=\"relative w-96 h-48\"><div id=\"centred\" className=\"absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 w-20 h-10\"><span id=\"child\" className=\"block w-4 h-4 hover:scale-105\" /></div></div>\n\n"+
		"<div id=\"ring\" className=\"ring-2 ring-primary shadow-lg w-10 h-10\" />\n\n"+
		"<div id=\"grad\" className=\"bg-gradient-to-r from-blue-500 to-green-500 h-4\" />\n\n"+
		"<div id=\"hero\" className=\"bg-background-dark h-4\" />\n\n"+
		"<div id=\"grid\" className=\"grid grid-cols-1 md:grid-cols-3 gap-4\"><div>a</div><div>b</div><div>c</div></div>\n\n"+
		"<button id=\"btn\" type=\"button\" className=\"ring-1 rounded-lg\">Search</button>\n\n"+
		"<div id=\"card\" className=\"border rounded-lg\">Card</div>\n")
	ctx, problems := browser(t, 1280, 800)
	run(t, ctx, "open", chromedp.Navigate(srv.URL+"/utilities"), chromedp.WaitVisible("#box"))
	var got map[string]any
	run(t, ctx, "layout", chromedp.Evaluate(`(() => {
		const r = id => document.getElementById(id).getBoundingClientRect();
		const s = id => getComputedStyle(document.getElementById(id));
		const box = r("box"), c = r("centred"), ch = r("child");
		return {
			dx: Math.round((c.left + c.width / 2) - (box.left + box.width / 2)),
			dy: Math.round((c.top + c.height / 2) - (box.top + box.height / 2)),
			childOffset: Math.round(ch.left - c.left),
			shadows: s("ring").boxShadow.split("rgb").length - 1, // ring offset, ring, two shadow layers
			gradient: s("grad").backgroundImage.startsWith("linear-gradient(to right, rgb(59, 130, 246), ") &&
				s("grad").backgroundImage.endsWith(", rgb(34, 197, 94))"),
			hero: s("hero").backgroundColor,
			columns: s("grid").gridTemplateColumns.split(" ").length,
			button: s("btn").borderTopWidth + " " + s("btn").backgroundColor + " " + s("btn").paddingLeft,
			card: s("card").borderTopColor,
		};
	})()`, &got))
	want := map[string]any{"dx": 0.0, "dy": 0.0, "childOffset": 0.0, "shadows": 4.0,
		"gradient": true, "hero": "rgb(9, 13, 13)", "columns": 3.0,
		"button": "0px rgba(0, 0, 0, 0) 0px", "card": "rgb(229, 231, 235)"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}

// TestBrowserLongTitleWraps: a title that is one long word, such as the
// webhook name "subscription.payment_method_updated" that titles a
// generated webhook page, breaks inside the word rather than running under
// the page's Copy page actions.
func TestBrowserLongTitleWraps(t *testing.T) {
	srv := servePage(t, "long-title", "---\ntitle: customer_subscription.payment_method_updated_notification\n---\n\nBody.\n")
	ctx, _ := browser(t, 1280, 800)
	var got map[string]float64
	run(t, ctx, "open", chromedp.Navigate(srv.URL+"/long-title"), chromedp.WaitVisible(".page-title"),
		chromedp.Evaluate(`(() => {
			const title = document.querySelector(".page-title");
			const actions = document.querySelector(".page-actions");
			return {
				overflow: title.scrollWidth - title.clientWidth,
				overlap: actions ? title.getBoundingClientRect().right - actions.getBoundingClientRect().left : 0,
			};
		})()`, &got))
	if got["overflow"] > 0 {
		t.Errorf("the title's text runs %v px past its box", got["overflow"])
	}
	if got["overlap"] > 0 {
		t.Errorf("the title's box runs %v px under the page actions", got["overlap"])
	}
}

// servePage serves the tabs test site with one more page, name.mdx, of
// the given source.
func servePage(t *testing.T, name, page string) *httptest.Server {
	t.Helper()
	out := site.BuildSiteEdited(t, "tabs", func(dir string) {
		if err := os.WriteFile(filepath.Join(dir, name+".mdx"), []byte(page), 0o644); err != nil {
			t.Fatal(err)
		}
	}, site.Options{})
	srv := httptest.NewServer(sitehttp.Handler(out))
	t.Cleanup(srv.Close)
	return srv
}
