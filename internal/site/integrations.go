package site

import (
	"encoding/json"
	"strings"

	"github.com/foliodocs/folio/internal/config"
)

// Integrations: docs.json's analytics, chat and consent services load in
// the reader's browser. Every page carries their settings as one JSON
// data block in its head (integrationsID); the site script (theme/site.js)
// reads it and loads each service the way the vendor's own snippet does.
// The settings are the same on every page, so a build writes them once.

// integrationsID is the id of the script element that holds the settings.
const integrationsID = "folio-integrations"

// integrationsData is what the site script needs of each configured
// service, under docs.json's names; a service that is not configured is
// left out.
type integrationsData struct {
	// Consent names the cookie that gates analytics (integrations.cookies).
	Consent   *consentData   `json:"consent,omitempty"`
	Adobe     *urlData       `json:"adobe,omitempty"`
	Amplitude *keyData       `json:"amplitude,omitempty"`
	Clarity   *idData        `json:"clarity,omitempty"`
	Clearbit  *keyData       `json:"clearbit,omitempty"`
	Fathom    *idData        `json:"fathom,omitempty"`
	Frontchat *idData        `json:"frontchat,omitempty"`
	GA4       *idData        `json:"ga4,omitempty"`
	GTM       *idData        `json:"gtm,omitempty"`
	Heap      *idData        `json:"heap,omitempty"`
	Hightouch *keyData       `json:"hightouch,omitempty"`
	Hotjar    *hotjarData    `json:"hotjar,omitempty"`
	Intercom  *idData        `json:"intercom,omitempty"`
	Koala     *keyData       `json:"koala,omitempty"`
	LogRocket *idData        `json:"logrocket,omitempty"`
	Mixpanel  *mixpanelData  `json:"mixpanel,omitempty"`
	OneTrust  *oneTrustData  `json:"onetrust,omitempty"`
	Pirsch    *idData        `json:"pirsch,omitempty"`
	Plausible *plausibleData `json:"plausible,omitempty"`
	PostHog   *postHogData   `json:"posthog,omitempty"`
	Segment   *segmentData   `json:"segment,omitempty"`
	Transcend *idData        `json:"transcend,omitempty"`
}

type (
	consentData struct {
		Key   string `json:"key"`
		Value string `json:"value,omitempty"`
	}
	// idData is a service known by one id: a measurement, site, app or
	// project id.
	idData struct {
		ID string `json:"id"`
	}
	// keyData is a service known by a public key, and for some a host.
	keyData struct {
		Key  string `json:"key"`
		Host string `json:"host,omitempty"`
	}
	urlData struct {
		URL string `json:"url"`
	}
	hotjarData struct {
		ID      string `json:"id"`
		Version string `json:"version"`
	}
	mixpanelData struct {
		Token  string `json:"token"`
		Region string `json:"region,omitempty"`
	}
	oneTrustData struct {
		DomainScript string `json:"domainScript"`
		Src          string `json:"src,omitempty"`
	}
	plausibleData struct {
		Domain string `json:"domain"`
		Server string `json:"server,omitempty"`
	}
	postHogData struct {
		Key  string `json:"key"`
		Host string `json:"host,omitempty"`
		// SessionRecording is set only when docs.json turns it off.
		SessionRecording *bool `json:"sessionRecording,omitempty"`
	}
	segmentData struct {
		Key string `json:"key"`
		CDN string `json:"cdn,omitempty"`
	}
)

// integrationsJSON returns the settings the site script loads the
// configured services with, as JSON safe inside a script element
// (encoding/json writes <, > and & as \u003c, \u003e and \u0026, so no
// value can close the element), or "" when no service is configured.
// telemetry is Mintlify's own and has nothing to load.
func integrationsJSON(in *config.Integrations) string {
	if in == nil {
		return ""
	}
	var d integrationsData
	id := func(s string) *idData { return &idData{ID: s} }
	key := func(k, host string) *keyData { return &keyData{Key: k, Host: host} }
	if v := in.Adobe; v != nil {
		d.Adobe = &urlData{URL: v.LaunchURL}
	}
	if v := in.Amplitude; v != nil {
		d.Amplitude = key(v.APIKey, "")
	}
	if v := in.Clarity; v != nil {
		d.Clarity = id(v.ProjectID)
	}
	if v := in.Clearbit; v != nil {
		d.Clearbit = key(v.PublicAPIKey, "")
	}
	if v := in.Fathom; v != nil {
		d.Fathom = id(v.SiteID)
	}
	if v := in.Frontchat; v != nil {
		d.Frontchat = id(v.SnippetID)
	}
	if v := in.GA4; v != nil {
		d.GA4 = id(v.MeasurementID)
	}
	if v := in.GTM; v != nil {
		d.GTM = id(v.TagID)
	}
	if v := in.Heap; v != nil {
		d.Heap = id(v.AppID)
	}
	if v := in.Hightouch; v != nil {
		d.Hightouch = key(v.WriteKey, v.APIHost)
	}
	if v := in.Hotjar; v != nil {
		d.Hotjar = &hotjarData{ID: v.HJID, Version: v.HJSV}
	}
	if v := in.Intercom; v != nil {
		d.Intercom = id(v.AppID)
	}
	if v := in.Koala; v != nil {
		d.Koala = key(v.PublicAPIKey, "")
	}
	if v := in.LogRocket; v != nil {
		d.LogRocket = id(v.AppID)
	}
	if v := in.Mixpanel; v != nil {
		d.Mixpanel = &mixpanelData{Token: v.ProjectToken, Region: v.Region}
	}
	if v := in.OneTrust; v != nil {
		d.OneTrust = &oneTrustData{DomainScript: v.DomainScript, Src: v.ScriptSource}
	}
	if v := in.Pirsch; v != nil {
		d.Pirsch = id(v.ID)
	}
	if v := in.Plausible; v != nil {
		d.Plausible = &plausibleData{Domain: v.Domain, Server: strings.TrimSuffix(v.Server, "/")}
	}
	if v := in.PostHog; v != nil {
		d.PostHog = &postHogData{Key: v.APIKey, Host: strings.TrimSuffix(v.APIHost, "/")}
		if v.SessionRecording != nil && !*v.SessionRecording {
			d.PostHog.SessionRecording = v.SessionRecording
		}
	}
	if v := in.Segment; v != nil {
		d.Segment = &segmentData{Key: v.Key, CDN: strings.TrimSuffix(v.CDNURL, "/")}
	}
	if v := in.Transcend; v != nil {
		d.Transcend = id(v.BundleID)
	}
	if d == (integrationsData{}) {
		return ""
	}
	if c := in.Cookies; c != nil && c.Key != "" {
		d.Consent = &consentData{Key: c.Key, Value: c.Value}
	}
	data, err := json.Marshal(d)
	if err != nil {
		// Only strings, pointers and a bool: Marshal cannot fail.
		panic("site: encode the integrations: " + err.Error())
	}
	return string(data)
}
