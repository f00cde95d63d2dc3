package config

// API configures API reference pages.
type API struct {
	OpenAPI    *OpenAPI       `json:"openapi" doc:"OpenAPI specifications: a path or URL, a list of them, or {source, directory, overlays}."`
	AsyncAPI   *AsyncAPI      `json:"asyncapi" doc:"AsyncAPI specifications: a path or URL, a list of them, or {source, directory}."`
	Params     *APIParams     `json:"params" doc:"How parameters are displayed."`
	Playground *APIPlayground `json:"playground" doc:"The interactive API playground."`
	Examples   *APIExamples   `json:"examples" doc:"Generated request examples."`
	URL        string         `json:"url" cfg:"enum=full" doc:"full shows the complete base URL on every endpoint page."`
	MDX        *APIMDX        `json:"mdx" doc:"Settings for API pages written by hand with the api frontmatter key."`
}

// APIParams configures parameter display.
type APIParams struct {
	Expanded string   `json:"expanded" cfg:"enum=all|closed" doc:"all expands nested parameters; closed (default) collapses them."`
	Post     []string `json:"post" doc:"Specification keys shown as labels after each parameter name."`
}

// APIPlayground configures the playground.
type APIPlayground struct {
	Display     string `json:"display" cfg:"enum=interactive|simple|none|auth" doc:"interactive (default), simple, none, or auth (only for signed-in readers)."`
	Proxy       *bool  `json:"proxy" doc:"Send playground requests through a proxy (default true)."`
	Credentials *bool  `json:"credentials" doc:"Send cookies with cross-origin requests when the proxy is off."`
}

// APIExamples configures generated examples.
type APIExamples struct {
	Defaults     string   `json:"defaults" cfg:"enum=required|all" doc:"Show all parameters (default) or only the required ones."`
	Languages    []string `json:"languages" doc:"The languages of the generated examples, such as bash, python, javascript."`
	Prefill      *bool    `json:"prefill" doc:"Fill the playground with the examples."`
	Autogenerate *bool    `json:"autogenerate" doc:"Generate examples (default true); false shows only examples written in the specification or the page."`
}

// APIMDX configures hand-written API pages.
type APIMDX struct {
	Auth   *APIAuth   `json:"auth" doc:"How the playground authenticates."`
	Server StringList `json:"server" elem:"format=url" doc:"The base URL, or several."`
}

// APIAuth is the authentication of hand-written API pages.
type APIAuth struct {
	Method string `json:"method" cfg:"enum=bearer|basic|key|cobo" doc:"bearer, basic, key or cobo."`
	Name   string `json:"name" doc:"The header or parameter name for key authentication."`
}

// Integrations are third-party services. Mintlify rejects unknown ones.
type Integrations struct {
	Adobe     *AdobeIntegration     `json:"adobe" doc:"Adobe Analytics."`
	Amplitude *AmplitudeIntegration `json:"amplitude" doc:"Amplitude."`
	Clarity   *ClarityIntegration   `json:"clarity" doc:"Microsoft Clarity."`
	Clearbit  *ClearbitIntegration  `json:"clearbit" doc:"Clearbit."`
	Fathom    *FathomIntegration    `json:"fathom" doc:"Fathom."`
	Frontchat *FrontchatIntegration `json:"frontchat" doc:"Front Chat."`
	GA4       *GA4Integration       `json:"ga4" doc:"Google Analytics 4."`
	GTM       *GTMIntegration       `json:"gtm" doc:"Google Tag Manager."`
	Heap      *HeapIntegration      `json:"heap" doc:"Heap."`
	Hightouch *HightouchIntegration `json:"hightouch" doc:"Hightouch."`
	Hotjar    *HotjarIntegration    `json:"hotjar" doc:"Hotjar."`
	Intercom  *IntercomIntegration  `json:"intercom" doc:"Intercom."`
	Koala     *KoalaIntegration     `json:"koala" doc:"Koala."`
	LogRocket *LogRocketIntegration `json:"logrocket" doc:"LogRocket."`
	Mixpanel  *MixpanelIntegration  `json:"mixpanel" doc:"Mixpanel."`
	OneTrust  *OneTrustIntegration  `json:"onetrust" doc:"OneTrust cookie consent."`
	Pirsch    *PirschIntegration    `json:"pirsch" doc:"Pirsch."`
	PostHog   *PostHogIntegration   `json:"posthog" doc:"PostHog."`
	Plausible *PlausibleIntegration `json:"plausible" doc:"Plausible."`
	Segment   *SegmentIntegration   `json:"segment" doc:"Segment."`
	Telemetry *TelemetryIntegration `json:"telemetry" doc:"Reader feedback and telemetry."`
	Cookies   *CookiesIntegration   `json:"cookies" doc:"A cookie whose presence means the reader consented to analytics."`
	Transcend *TranscendIntegration `json:"transcend" doc:"Transcend consent."`
}

func (*Integrations) strictKeys() {}

// The integrations' settings.
type (
	AdobeIntegration struct {
		LaunchURL string `json:"launchUrl" cfg:"required,format=url" doc:"The Adobe Launch script URL."`
	}
	AmplitudeIntegration struct {
		APIKey string `json:"apiKey" cfg:"required" doc:"The project's API key."`
	}
	ClarityIntegration struct {
		ProjectID string `json:"projectId" cfg:"required" doc:"The Clarity project ID."`
	}
	ClearbitIntegration struct {
		PublicAPIKey string `json:"publicApiKey" cfg:"required" doc:"The public API key."`
	}
	FathomIntegration struct {
		SiteID string `json:"siteId" cfg:"required" doc:"The site ID."`
	}
	FrontchatIntegration struct {
		SnippetID string `json:"snippetId" cfg:"required,min=6" doc:"The chat snippet ID."`
	}
	GA4Integration struct {
		MeasurementID string `json:"measurementId" cfg:"required,prefix=G" doc:"The measurement ID, G-…."`
	}
	GTMIntegration struct {
		TagID string `json:"tagId" cfg:"required,prefix=G" doc:"The container ID."`
	}
	HeapIntegration struct {
		AppID string `json:"appId" cfg:"required" doc:"The app ID."`
	}
	HightouchIntegration struct {
		WriteKey string `json:"writeKey" cfg:"required" doc:"The write key."`
		APIHost  string `json:"apiHost" doc:"A custom API host."`
	}
	HotjarIntegration struct {
		HJID string `json:"hjid" cfg:"required" doc:"The site ID."`
		HJSV string `json:"hjsv" cfg:"required" doc:"The script version."`
	}
	IntercomIntegration struct {
		AppID string `json:"appId" cfg:"required,min=6" doc:"The Intercom app ID."`
	}
	KoalaIntegration struct {
		PublicAPIKey string `json:"publicApiKey" cfg:"required,min=2" doc:"The public API key."`
	}
	LogRocketIntegration struct {
		AppID string `json:"appId" cfg:"required" doc:"The app ID."`
	}
	MixpanelIntegration struct {
		ProjectToken string `json:"projectToken" cfg:"required" doc:"The project token."`
		Region       string `json:"region" cfg:"enum=us|eu|in" doc:"The data residency region."`
	}
	OneTrustIntegration struct {
		DomainScript string `json:"domainScript" cfg:"required,nonempty" doc:"The domain script ID."`
		CategoryID   string `json:"categoryId" cfg:"nonempty" doc:"The consent category that enables analytics."`
		ScriptSource string `json:"scriptSource" cfg:"format=httpsurl" doc:"A custom script URL."`
	}
	PirschIntegration struct {
		ID string `json:"id" cfg:"required" doc:"The identification code."`
	}
	PostHogIntegration struct {
		APIKey           string `json:"apiKey" cfg:"required,prefix=phc_" doc:"The project API key, phc_…."`
		APIHost          string `json:"apiHost" cfg:"format=url" doc:"The PostHog host for self-hosted or EU instances."`
		SessionRecording *bool  `json:"sessionRecording" doc:"Record sessions."`
	}
	PlausibleIntegration struct {
		Domain string `json:"domain" cfg:"required,notprefix=https://" doc:"The site's domain, without https://."`
		Server string `json:"server" cfg:"notprefix=https://" doc:"A self-hosted Plausible server, without https://."`
	}
	SegmentIntegration struct {
		Key    string `json:"key" cfg:"required" doc:"The write key."`
		CDNURL string `json:"cdnUrl" cfg:"format=cdnurl" doc:"A custom CDN URL, https, without query or fragment."`
	}
	TelemetryIntegration struct {
		Enabled *bool `json:"enabled" doc:"false turns off telemetry and feedback."`
	}
	CookiesIntegration struct {
		Key   string `json:"key" doc:"The cookie name."`
		Value string `json:"value" doc:"The cookie value."`
	}
	TranscendIntegration struct {
		BundleID         string `json:"bundleId" cfg:"required,trim,format=bundleid" doc:"The Transcend bundle ID."`
		AnalyticsPurpose string `json:"analyticsPurpose" cfg:"trim,min=1,max=100" doc:"The consent purpose that enables analytics."`
	}
)

// FontDetails is one font.
type FontDetails struct {
	Family string   `json:"family" cfg:"required" doc:"A Google Fonts family, or the name of a font given by source."`
	Weight *float64 `json:"weight" doc:"The font weight, such as 400 or 700."`
	Source string   `json:"source" cfg:"format=spec" doc:"A URL or a path of a font file; requires format."`
	Format string   `json:"format" cfg:"enum=woff|woff2" doc:"woff or woff2; required with source."`

	Loc Loc `json:"-"`
}

// FontPair is the {heading, body} form of fonts.
type FontPair struct {
	Heading *FontDetails `json:"heading" doc:"The font of headings."`
	Body    *FontDetails `json:"body" doc:"The font of body text."`
}

func (*FontPair) strictKeys() {}
