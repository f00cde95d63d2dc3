package site

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
)

// integrationsBlock finds the integrations' data block of a page.
var integrationsBlock = regexp.MustCompile(`<script type="application/json" id="folio-integrations">([^<]*)</script>`)

// TestIntegrationsBlock checks the settings a build writes into every
// page for the site script: each configured service's, a hostile value
// kept inside its JSON string, and nothing for a site without
// integrations.
func TestIntegrationsBlock(t *testing.T) {
	hostile := "G-</script><script>alert(1)"
	tests := []struct {
		site string
		// omit is Options.OmitIntegrations (folio dev, previews).
		omit bool
		// want is the data block's JSON, decoded ("" for no block).
		want string
	}{
		{"integrations", false, `{
			"consent": {"key": "docs_consent", "value": "yes"},
			"ga4": {"id": "G-\u003c/script\u003e\u003cscript\u003ealert(1)"},
			"intercom": {"id": "abc123"},
			"mixpanel": {"token": "mp-token", "region": "eu"},
			"plausible": {"domain": "docs.measured.test"},
			"posthog": {"key": "phc_test", "sessionRecording": false}
		}`},
		{"integrations", true, ""},
		{"anchors", false, ""},
		{"tabs", false, ""},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s/omit=%v", tt.site, tt.omit), func(t *testing.T) {
			out := buildSite(t, tt.site, Options{OmitIntegrations: tt.omit})
			pages := 0
			for _, key := range out.sortedKeys() {
				if !strings.HasSuffix(key, ".html") {
					continue
				}
				pages++
				html := file(t, out, key)
				blocks := integrationsBlock.FindAllStringSubmatch(html, -1)
				if strings.Count(html, `id="folio-integrations"`) != len(blocks) {
					t.Fatalf("%s: a folio-integrations element that is not a plain JSON block", key)
				}
				if tt.want == "" {
					if len(blocks) != 0 {
						t.Errorf("%s: an integrations block without integrations: %s", key, blocks[0][0])
					}
					continue
				}
				if len(blocks) != 1 {
					t.Fatalf("%s: %d integrations blocks, want 1", key, len(blocks))
				}
				head, _, _ := strings.Cut(html, "</head>")
				if !strings.Contains(head, blocks[0][0]) {
					t.Errorf("%s: the integrations block is not in the head", key)
				}
				if strings.Contains(html, hostile) || strings.Contains(html, "<script>alert") {
					t.Errorf("%s: the hostile measurement id left its JSON string", key)
				}
				var got, want any
				if err := json.Unmarshal([]byte(blocks[0][1]), &got); err != nil {
					t.Fatalf("%s: the block is not JSON: %v", key, err)
				}
				if err := json.Unmarshal([]byte(tt.want), &want); err != nil {
					t.Fatal(err)
				}
				if g, w := mustJSON(t, got), mustJSON(t, want); g != w {
					t.Errorf("%s: block\n got %s\nwant %s", key, g, w)
				}
				if id := got.(map[string]any)["ga4"].(map[string]any)["id"]; id != hostile {
					t.Errorf("%s: the measurement id decodes to %q, want %q", key, id, hostile)
				}
			}
			if pages == 0 {
				t.Fatal("no pages")
			}
		})
	}
}

// TestIntegrationsJSON checks which settings reach the site script: only
// what a loader needs, and nothing when no service is configured.
func TestIntegrationsJSON(t *testing.T) {
	no, yes := false, true
	tests := []struct {
		name string
		in   *config.Integrations
		want string
	}{
		{"absent", nil, ""},
		{"only Mintlify's own", &config.Integrations{Telemetry: &config.TelemetryIntegration{Enabled: &no}}, ""},
		{"a consent cookie alone", &config.Integrations{Cookies: &config.CookiesIntegration{Key: "ok"}}, ""},
		{"recording on is the default",
			&config.Integrations{PostHog: &config.PostHogIntegration{APIKey: "phc_x", APIHost: "https://eu.i.posthog.com/", SessionRecording: &yes}},
			`{"posthog":{"key":"phc_x","host":"https://eu.i.posthog.com"}}`},
		{"a cookie without a value",
			&config.Integrations{Fathom: &config.FathomIntegration{SiteID: "ABC"}, Cookies: &config.CookiesIntegration{Key: "ok"}},
			`{"consent":{"key":"ok"},"fathom":{"id":"ABC"}}`},
		{"a consent cookie without a name gates nothing",
			&config.Integrations{Heap: &config.HeapIntegration{AppID: "1"}, Cookies: &config.CookiesIntegration{Value: "yes"}},
			`{"heap":{"id":"1"}}`},
		{"every field a loader reads",
			&config.Integrations{
				Adobe:     &config.AdobeIntegration{LaunchURL: "https://assets.adobedtm.test/launch.js"},
				Amplitude: &config.AmplitudeIntegration{APIKey: "amp"},
				Clarity:   &config.ClarityIntegration{ProjectID: "cl"},
				Clearbit:  &config.ClearbitIntegration{PublicAPIKey: "pk_cb"},
				Frontchat: &config.FrontchatIntegration{SnippetID: "front1"},
				GTM:       &config.GTMIntegration{TagID: "GTM-1"},
				Hightouch: &config.HightouchIntegration{WriteKey: "wk", APIHost: "us-east-1.hightouch-events.com"},
				Hotjar:    &config.HotjarIntegration{HJID: "123", HJSV: "6"},
				Koala:     &config.KoalaIntegration{PublicAPIKey: "pk_ko"},
				LogRocket: &config.LogRocketIntegration{AppID: "org/app"},
				OneTrust:  &config.OneTrustIntegration{DomainScript: "ds", CategoryID: "C0002"},
				Pirsch:    &config.PirschIntegration{ID: "pi"},
				Plausible: &config.PlausibleIntegration{Domain: "d.test", Server: "stats.test/"},
				Segment:   &config.SegmentIntegration{Key: "seg", CDNURL: "https://cdn.proxy.test"},
				Transcend: &config.TranscendIntegration{BundleID: "bundle", AnalyticsPurpose: "Analytics"},
			},
			`{"adobe":{"url":"https://assets.adobedtm.test/launch.js"},"amplitude":{"key":"amp"},"clarity":{"id":"cl"},` +
				`"clearbit":{"key":"pk_cb"},"frontchat":{"id":"front1"},"gtm":{"id":"GTM-1"},` +
				`"hightouch":{"key":"wk","host":"us-east-1.hightouch-events.com"},"hotjar":{"id":"123","version":"6"},` +
				`"koala":{"key":"pk_ko"},"logrocket":{"id":"org/app"},"onetrust":{"domainScript":"ds"},"pirsch":{"id":"pi"},` +
				`"plausible":{"domain":"d.test","server":"stats.test"},"segment":{"key":"seg","cdn":"https://cdn.proxy.test"},` +
				`"transcend":{"id":"bundle"}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := integrationsJSON(tt.in); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
