package site_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// vendorFakes stand in for the vendors' scripts, by URL prefix: each
// records on window.__folio what the page asked of its vendor before it
// arrived, as the real script would read it.
var vendorFakes = map[string]string{
	"https://www.googletagmanager.com/gtag/js?id=": `(window.__folio = window.__folio || []).push(["gtag.js"].concat(
		Array.prototype.filter.call(dataLayer, function (a) { return a[0] === "config"; }).map(function (a) { return a[1]; })));`,
	"https://us-assets.i.posthog.com/static/array.js":     `(window.__folio = window.__folio || []).push(["posthog.init"].concat(posthog._i[0]));`,
	"https://plausible.io/js/script.js":                   `(window.__folio = window.__folio || []).push(["plausible", document.currentScript.getAttribute("data-domain")]);`,
	"https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js": `(window.__folio = window.__folio || []).push(["mixpanel.init"].concat(mixpanel._i[0]));`,
	"https://widget.intercom.io/widget/abc123":            `(window.__folio = window.__folio || []).push(["Intercom"].concat(Array.prototype.slice.call(Intercom.q[0])));`,
	// The integrations-all site's.
	"https://transcend-cdn.com/cm/bundle-1/airgap.js":                          record(`"airgap"`),
	"https://cdn.cookielaw.org/scripttemplates/otSDKStub.js":                   record(`"onetrust", document.currentScript.getAttribute("data-domain-script"), typeof OptanonWrapper`),
	"https://chat-assets.frontapp.com/v1/chat.bundle.js":                       `window.FrontChat = function (cmd, o) { ` + record(`"FrontChat", cmd, o.chatId, o.useDefaultLauncher`) + ` };`,
	"https://assets.adobedtm.com/launch-test.min.js":                           record(`"adobe"`),
	"https://cdn.amplitude.com/script/amp-key.js":                              `window.amplitude = {init: function (k, o) { ` + record(`"amplitude.init", k, o.autocapture.pageViews`) + ` }};`,
	"https://www.clarity.ms/tag/clar1":                                         record(`"clarity", typeof clarity`),
	"https://tag.clearbitscripts.com/v1/pk_clearbit/tags.js":                   record(`"clearbit", document.currentScript.getAttribute("referrerpolicy")`),
	"https://cdn.usefathom.com/script.js":                                      record(`"fathom", document.currentScript.getAttribute("data-site")`),
	"https://www.googletagmanager.com/gtm.js?id=GTM-TEST":                      record(`"gtm.js", dataLayer[0].event`),
	"https://cdn.heapanalytics.com/js/heap-12345.js":                           record(`"heap", heap.appid, typeof heap.track`),
	"https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js": record(`"htevents", htevents._writeKey, htevents._loadOptions.apiHost, htevents[0][0]`),
	"https://static.hotjar.com/c/hotjar-111.js?sv=6":                           record(`"hotjar", _hjSettings.hjid, _hjSettings.hjsv, typeof hj`),
	"https://cdn.getkoala.com/v1/pk_koala/sdk.js":                              record(`"koala", typeof ko.identify`),
	"https://cdn.logr-in.com/LogRocket.min.js":                                 `window.LogRocket = {init: function (id) { ` + record(`"LogRocket.init", id`) + ` }};`,
	"https://api.pirsch.io/pa.js":                                              record(`"pirsch", document.currentScript.id, document.currentScript.getAttribute("data-code")`),
	"https://cdn.proxy.test/analytics.js/v1/seg-key/analytics.min.js":          record(`"segment", analytics._writeKey, analytics._cdn, analytics[0][0]`),
}

// record is a fake's statement that records the values of a list of
// expressions on window.__folio.
func record(list string) string {
	return "(window.__folio = window.__folio || []).push([" + list + "]);"
}

// vendorTraffic answers the page's requests: its own server's go through,
// a vendor's script is fulfilled with its fake, and anything else bound
// for the internet fails the test.
type vendorTraffic struct {
	mu         sync.Mutex
	fakes      []string // the fakes' URLs served, in order
	unexpected []string
	dialogs    []string // alerts and the like the page opened
}

func (v *vendorTraffic) reset() (fakes, unexpected []string) {
	v.mu.Lock()
	defer v.mu.Unlock()
	fakes, unexpected = v.fakes, v.unexpected
	v.fakes, v.unexpected = nil, nil
	return fakes, unexpected
}

func (v *vendorTraffic) intercept(t *testing.T, ctx context.Context, local string) {
	answerRequests(t, ctx, func(url string, id fetch.RequestID) chromedp.Action {
		if strings.HasPrefix(url, local) {
			return fetch.ContinueRequest(id)
		}
		body, found := "", false
		for prefix, fake := range vendorFakes {
			if strings.HasPrefix(url, prefix) {
				body, found = fake, true
			}
		}
		v.mu.Lock()
		if found {
			v.fakes = append(v.fakes, url)
		} else {
			v.unexpected = append(v.unexpected, url)
		}
		v.mu.Unlock()
		if !found {
			return fetch.FailRequest(id, network.ErrorReasonBlockedByClient)
		}
		return fetch.FulfillRequest(id, 200).
			WithResponseHeaders([]*fetch.HeaderEntry{
				{Name: "Content-Type", Value: "text/javascript"},
				// PostHog's script is fetched in CORS mode.
				{Name: "Access-Control-Allow-Origin", Value: "*"},
			}).
			WithBody(base64.StdEncoding.EncodeToString([]byte(body)))
	})
}

// answerRequests answers each request the page makes, once the fetch
// domain is enabled, with what answer returns for its URL.
func answerRequests(t *testing.T, ctx context.Context, answer func(url string, id fetch.RequestID) chromedp.Action) {
	chromedp.ListenTarget(ctx, func(ev any) {
		e, ok := ev.(*fetch.EventRequestPaused)
		if !ok {
			return
		}
		url := e.Request.URL
		action := answer(url, e.RequestID)
		// Events arrive on the browser's reader: answer from elsewhere.
		go func() {
			c := chromedp.FromContext(ctx)
			if err := action.Do(cdp.WithExecutor(ctx, c.Target)); err != nil && ctx.Err() == nil {
				t.Logf("answer %s: %v", url, err)
			}
		}()
	})
}

// TestBrowserIntegrations loads a site whose docs.json configures GA4,
// PostHog, Plausible, Mixpanel, Intercom and a consent cookie, with every
// vendor's script replaced by a fake: the chat widget boots at once, the
// analytics wait for the cookie with its value, and then each service is
// called as its own snippet calls it; nothing else leaves the page.
func TestBrowserIntegrations(t *testing.T) {
	base := serveSite(t, "integrations")
	ctx, problems := browser(t, 1024, 768)
	var traffic vendorTraffic
	traffic.intercept(t, ctx, base)
	chromedp.ListenTarget(ctx, func(ev any) {
		if d, ok := ev.(*page.EventJavascriptDialogOpening); ok {
			traffic.mu.Lock()
			traffic.dialogs = append(traffic.dialogs, d.Message)
			traffic.mu.Unlock()
			go chromedp.Run(ctx, page.HandleJavaScriptDialog(false))
		}
	})
	run(t, ctx, "intercept", fetch.Enable().WithPatterns([]*fetch.RequestPattern{{URLPattern: "*"}}))

	// open loads the page and returns what the fakes recorded, once want
	// of them have run and the page has had time for more.
	open := func(what string, want int) ([]any, []string) {
		t.Helper()
		traffic.reset()
		run(t, ctx, what, chromedp.Navigate(base+"/guide"), chromedp.WaitVisible(".page-title"))
		err := chromedp.Run(ctx, chromedp.Poll(`(window.__folio || []).length >= `+strconv.Itoa(want), nil, chromedp.WithPollingTimeout(5*time.Second)))
		time.Sleep(300 * time.Millisecond) // a stretch in which no other call may come: time is the point
		var calls []any
		run(t, ctx, what+": calls", chromedp.Evaluate(`window.__folio || []`, &calls))
		fakes, unexpected := traffic.reset()
		if len(unexpected) > 0 {
			t.Errorf("%s: requests to the internet that no configured service makes: %v", what, unexpected)
		}
		if err != nil {
			t.Fatalf("%s: %d services called, want %d (%v): %s", what, len(calls), want, err, jsonString(calls))
		}
		return calls, fakes
	}
	intercomOnly := []any{[]any{"Intercom", "boot", map[string]any{"app_id": "abc123"}}}

	calls, fakes := open("no consent", 1)
	if !jsonEqual(calls, intercomOnly) {
		t.Errorf("without the consent cookie: calls %s, want Intercom's boot alone", jsonString(calls))
	}
	if want := []string{"https://widget.intercom.io/widget/abc123"}; !slices.Equal(fakes, want) {
		t.Errorf("without the consent cookie: scripts %v, want %v", fakes, want)
	}

	run(t, ctx, "refuse", chromedp.Evaluate(`document.cookie = "docs_consent=no; path=/"`, nil))
	calls, _ = open("another value", 1)
	if !jsonEqual(calls, intercomOnly) {
		t.Errorf("with the cookie's value not the one docs.json names: calls %s", jsonString(calls))
	}

	run(t, ctx, "consent", chromedp.Evaluate(`document.cookie = "docs_consent=yes; path=/"`, nil))
	calls, fakes = open("consent", 5)
	slices.SortFunc(calls, func(a, b any) int { return strings.Compare(jsonString(a), jsonString(b)) })
	want := []any{
		[]any{"Intercom", "boot", map[string]any{"app_id": "abc123"}},
		// The measurement id keeps the characters meant to break out of
		// the page's markup, as a string.
		[]any{"gtag.js", "G-</script><script>alert(1)"},
		[]any{"mixpanel.init", "mp-token", map[string]any{"track_pageview": true, "api_host": "https://api-eu.mixpanel.com"}, "mixpanel"},
		[]any{"plausible", "docs.measured.test"},
		[]any{"posthog.init", "phc_test", map[string]any{"api_host": "https://us.i.posthog.com", "disable_session_recording": true}, "posthog"},
	}
	if !jsonEqual(calls, want) {
		t.Errorf("with consent: calls\n%s\nwant\n%s", jsonString(calls), jsonString(want))
	}
	var layer []any
	run(t, ctx, "dataLayer", chromedp.Evaluate(`Array.prototype.map.call(dataLayer, function (a) {
		return Array.prototype.slice.call(a).map(function (x) { return x instanceof Date ? "date" : x; }); })`, &layer))
	if w := []any{[]any{"js", "date"}, []any{"config", "G-</script><script>alert(1)"}}; !jsonEqual(layer, w) {
		t.Errorf("dataLayer %s, want %s", jsonString(layer), jsonString(w))
	}
	slices.Sort(fakes)
	wantScripts := []string{
		"https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js",
		"https://plausible.io/js/script.js",
		"https://us-assets.i.posthog.com/static/array.js",
		"https://widget.intercom.io/widget/abc123",
		"https://www.googletagmanager.com/gtag/js?id=G-%3C%2Fscript%3E%3Cscript%3Ealert(1)",
	}
	if !slices.Equal(fakes, wantScripts) {
		t.Errorf("with consent: scripts\n%v\nwant\n%v", fakes, wantScripts)
	}
	var async bool
	run(t, ctx, "async", chromedp.Evaluate(`Array.prototype.every.call(document.querySelectorAll("script[src^='https://']"), function (s) { return s.async; })`, &async))
	if !async {
		t.Error("a vendor's script is not loaded async")
	}
	traffic.mu.Lock()
	if len(traffic.dialogs) > 0 {
		t.Errorf("the page ran a setting as code: dialogs %q", traffic.dialogs)
	}
	traffic.mu.Unlock()
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}

func jsonString(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func jsonEqual(a, b any) bool { return jsonString(a) == jsonString(b) }

// TestBrowserIntegrationsAll loads a site with every service that has a
// loader, each vendor's script a fake: every one is fetched from its
// vendor's URL with the settings its snippet passes, and the analytics
// only after Transcend's airgap.js, which regulates what comes after it.
func TestBrowserIntegrationsAll(t *testing.T) {
	base := serveSite(t, "integrations-all")
	ctx, problems := browser(t, 1024, 768)
	var traffic vendorTraffic
	traffic.intercept(t, ctx, base)
	run(t, ctx, "intercept", fetch.Enable().WithPatterns([]*fetch.RequestPattern{{URLPattern: "*"}}))
	want := []any{
		[]any{"FrontChat", "init", "front-snippet", true},
		[]any{"LogRocket.init", "org/app"},
		[]any{"adobe"},
		[]any{"airgap"},
		[]any{"amplitude.init", "amp-key", true},
		[]any{"clarity", "function"},
		[]any{"clearbit", "strict-origin-when-cross-origin"},
		[]any{"fathom", "FATHOM1"},
		[]any{"gtm.js", "gtm.js"},
		[]any{"heap", "12345", "function"},
		[]any{"hotjar", 111, 6, "function"},
		[]any{"htevents", "ht-key", "us-east-1.hightouch-events.com", "page"},
		[]any{"koala", "function"},
		[]any{"onetrust", "ot-domain", "function"},
		[]any{"pirsch", "pianjs", "pirsch-code"},
		[]any{"segment", "seg-key", "https://cdn.proxy.test", "page"},
	}
	run(t, ctx, "open", chromedp.Navigate(base+"/"), chromedp.WaitVisible(".page-title"))
	err := chromedp.Run(ctx, chromedp.Poll(`(window.__folio || []).length >= `+strconv.Itoa(len(want)), nil, chromedp.WithPollingTimeout(5*time.Second)))
	time.Sleep(300 * time.Millisecond) // a stretch in which no other call may come: time is the point
	var calls []any
	run(t, ctx, "calls", chromedp.Evaluate(`window.__folio || []`, &calls))
	if _, unexpected := traffic.reset(); len(unexpected) > 0 {
		t.Errorf("requests to the internet that no configured service makes: %v", unexpected)
	}
	if err != nil {
		t.Fatalf("%d services called, want %d (%v): %s", len(calls), len(want), err, jsonString(calls))
	}
	// Transcend first, then the analytics; consent managers and chat
	// widgets do not wait.
	airgap := slices.IndexFunc(calls, func(c any) bool { return c.([]any)[0] == "airgap" })
	for i, c := range calls {
		switch name := c.([]any)[0]; name {
		case "airgap", "onetrust", "FrontChat":
		default:
			if i < airgap {
				t.Errorf("%s ran before airgap.js", name)
			}
		}
	}
	slices.SortFunc(calls, func(a, b any) int { return strings.Compare(jsonString(a), jsonString(b)) })
	if !jsonEqual(calls, want) {
		t.Errorf("calls\n%s\nwant\n%s", jsonString(calls), jsonString(want))
	}
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}
