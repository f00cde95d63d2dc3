package refpage

import (
	"bytes"
	"context"
	"fmt"
	"html/template"
	"strconv"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/apiref"
	"github.com/foliodocs/folio/internal/asyncapi"
	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/content"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/graphql"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/openapi"
)

// An API reference page: the page of an OpenAPI operation (generated, or a
// page file with openapi frontmatter), of a schema (openapi-schema), or a
// hand-written one (api frontmatter). Beyond its prose it shows the
// endpoint, then authorizations, parameters, body and responses as
// fields, and pins the request and response examples in a column beside
// the text on wide screens.

// Options are what Pages need of the site being built.
type Options struct {
	Config   *config.Config
	Renderer *content.Renderer
	// Specs, Async and GraphQL hold the docs folder's OpenAPI, AsyncAPI
	// and GraphQL documents.
	Specs   *openapi.Specs
	Async   *asyncapi.Specs
	GraphQL *graphql.Schemas
	Code    *codeblock.Highlighter
	// Proxy is the URL of the site's proxy for the playgrounds, empty
	// when the site is served without one (a static export).
	Proxy string
	// Base is the site's base path, and URL links a site path under it.
	Base string
	URL  func(string) string
	// Static holds the keys of the docs folder's files the build copies,
	// written before the pages are made: a specification is offered for
	// download only if it is one.
	Static map[string]bool
}

// Pages writes the API reference pages, sharing between them what
// their specifications share: rendered descriptions, schemas' fields and
// response examples. Pages are made in parallel.
type Pages struct {
	cfg     *config.Config
	r       *content.Renderer
	specs   *openapi.Specs
	async   *asyncapi.Specs
	graphql *graphql.Schemas
	code    *codeblock.Highlighter
	proxy   string
	base    string
	url     func(string) string
	static  map[string]bool
	// mdCache holds rendered descriptions of specifications by text:
	// every page of a specification shares its components'.
	mdCache sync.Map
	// fragments holds the fields of schemas as sections write them
	// (fragmentKey); responseCache the response examples of endpoints
	// whose responses are shared schemas.
	fragments     sync.Map
	responseCache sync.Map
}

// New returns the reference pages of a site.
func New(o Options) *Pages {
	return &Pages{cfg: o.Config, r: o.Renderer, specs: o.Specs, async: o.Async, graphql: o.GraphQL, code: o.Code,
		proxy: o.Proxy, base: o.Base, url: o.URL, static: o.Static}
}

// View is what the theme shows of an API reference page.
type View struct {
	// Method is the badge ("GET", "WEBHOOK"); empty for a schema page.
	Method string
	// Base is the base URL shown before the path: with api.url "full",
	// or when there are several servers to choose from.
	Base string
	// Path is the path with its parameters marked.
	Path template.HTML
	// URL is the endpoint's full URL, for the copy button.
	URL string
	// Servers offers the base URLs when there are several.
	Servers []Server
	// Body is the reference — authorizations, parameters, body,
	// responses, or a schema's fields — in parts, which the page copies
	// in one after another without joining them first.
	Body []string
	// Panel holds the request and response examples.
	Panel template.HTML
	// Playground is the "Try it" form; empty when the page has none.
	Playground template.HTML
}

type Server struct {
	URL, Label string
}

// Page is an API reference page in the making.
type Page struct {
	View        *View
	Markdown    string // the reference as Markdown
	Text        string // the reference as plain text, for search
	Diagnostics []diag.Diagnostic
	// Body is the page's prose when examples were moved out of it.
	Body    string
	HasBody bool
	// ProseMarkdown is the Markdown of prose the page has without a file
	// (x-mint.content).
	ProseMarkdown string
	// Description is the operation's, for a page file that has none.
	Description string
}

// apiSource is what an API page documents: an operation of a
// specification, a schema of one, or an endpoint a page describes by hand.
type apiSource struct {
	doc *openapi.Document
	// op is the operation, when schema is empty.
	op openapi.Operation
	// schema names the schema of a schema page.
	schema string
	// method and target are a hand-written page's (doc is nil).
	method, target string
}

// findAPISource finds what pg documents in specs. It reports false for
// pages that are not API pages, or whose operation or schema is missing
// (the navigation reported it).
func findAPISource(specs *openapi.Specs, pg *nav.Page) (apiSource, bool) {
	switch {
	case pg.Generated && pg.OpenAPI != "":
		// The reference is "/openapi.yaml get /users/{id}".
		f := strings.Fields(pg.OpenAPI)
		if len(f) != 3 || specs == nil {
			return apiSource{}, false
		}
		doc, err := specs.Load(f[0])
		if err != nil {
			return apiSource{}, false
		}
		op, ok := doc.Find(f[1], f[2])
		return apiSource{doc: doc, op: op}, ok
	case pg.Meta != nil && pg.Meta.OpenAPI != "":
		if specs != nil {
			if doc, op, ok := specs.Find(pg.Meta.OpenAPI); ok {
				return apiSource{doc: doc, op: op}, true
			}
		}
		// The operation is in no local specification (one given by URL
		// is not read): the page is laid out as a hand-written one,
		// from the method and path it names.
		f := strings.Fields(pg.Meta.OpenAPI)
		if len(f) < 2 || strings.EqualFold(f[len(f)-2], "webhook") {
			return apiSource{}, false
		}
		return apiSource{method: f[len(f)-2], target: f[len(f)-1]}, true
	case pg.Meta != nil && pg.Meta.OpenAPISchema != "":
		if specs == nil {
			return apiSource{}, false
		}
		doc, name, ok := specs.Schema(pg.Meta.OpenAPISchema)
		return apiSource{doc: doc, schema: name}, ok
	case pg.Meta != nil && pg.Meta.API != "":
		method, target, ok := strings.Cut(strings.TrimSpace(pg.Meta.API), " ")
		return apiSource{method: method, target: target}, ok
	}
	return apiSource{}, false
}

// Page lays out what an API page documents. It returns nil for other
// pages.
func (b *Pages) Page(ctx context.Context, pg *nav.Page, cp *content.Page) *Page {
	if pg.GraphQL != nil && pg.Meta == nil {
		return b.graphqlPage(ctx, pg)
	}
	if channelRef(pg) != "" {
		return b.channelPage(ctx, pg, cp)
	}
	src, ok := findAPISource(b.specs, pg)
	switch {
	case !ok:
		return nil
	case src.doc == nil:
		return b.handWrittenPage(ctx, pg, cp, src.method, src.target)
	case src.schema != "":
		return b.schemaPage(ctx, pg, src.doc, src.schema)
	}
	return b.operationPage(ctx, pg, cp, src.doc, src.op)
}

// SpecLink is where the page menu's download-spec entry leads: the
// specification of the page's operation or schema, else the site's one
// specification when it has one; "" when there is none to offer (or
// several, and the page is not about one of them). A local file is
// offered only if the build copies it.
func (b *Pages) SpecLink(pg *nav.Page) string {
	name := ""
	if src, ok := findAPISource(b.specs, pg); ok && src.doc != nil {
		name = src.doc.Name
	} else if b.specs != nil {
		if docs := b.specs.Scanned(); len(docs) == 1 {
			name = docs[0].Name
		}
	}
	switch {
	case name == "":
		return ""
	case openapi.IsRemote(name):
		return name
	}
	key := "/" + strings.TrimPrefix(name, "/")
	if !b.static[key] {
		return ""
	}
	return b.url(key)
}

// Diagnostics are the problems an API page meets in its
// specification: what building the page reports, without laying it out.
func Diagnostics(specs *openapi.Specs, pg *nav.Page) []diag.Diagnostic {
	src, ok := findAPISource(specs, pg)
	switch {
	case !ok || src.doc == nil:
		return nil
	case src.schema != "":
		_, diags, _ := src.doc.SchemaNamed(src.schema)
		return diags.All()
	}
	_, diags := src.doc.Endpoint(src.op)
	return diags.All()
}

// apiSettings are docs.json's api settings with their defaults.
type apiSettings struct {
	fullURL      bool
	expanded     bool
	post         []string
	languages    []string
	requiredOnly bool
	autogenerate bool
	prefill      bool
	display      string
	proxy        bool
	credentials  bool
	mdxServers   []string
	mdxAuth      *config.APIAuth
}

func (b *Pages) apiSettings(pg *nav.Page) apiSettings {
	s := apiSettings{autogenerate: true, display: "interactive", proxy: true}
	if a := b.cfg.API; a != nil {
		s.fullURL = a.URL == "full"
		if p := a.Params; p != nil {
			s.expanded = p.Expanded == "all"
			s.post = p.Post
		}
		if e := a.Examples; e != nil {
			s.languages = e.Languages
			s.requiredOnly = e.Defaults == "required"
			if e.Autogenerate != nil {
				s.autogenerate = *e.Autogenerate
			}
			if e.Prefill != nil {
				s.prefill = *e.Prefill
			}
		}
		if p := a.Playground; p != nil {
			if p.Display != "" {
				s.display = p.Display
			}
			if p.Proxy != nil {
				s.proxy = *p.Proxy
			}
			if p.Credentials != nil {
				s.credentials = *p.Credentials
			}
		}
		if m := a.MDX; m != nil {
			s.mdxServers = m.Server
			s.mdxAuth = m.Auth
		}
	}
	if pg.Meta != nil && pg.Meta.Playground != "" {
		s.display = pg.Meta.Playground
	}
	return s
}

// operationPage builds the page of an OpenAPI operation.
func (b *Pages) operationPage(ctx context.Context, pg *nav.Page, cp *content.Page, doc *openapi.Document, op openapi.Operation) *Page {
	e, diags := doc.Endpoint(op)
	set := b.apiSettings(pg)
	ap := &Page{Diagnostics: diags.All()}
	if pg.Description == "" && !pg.Generated {
		ap.Description = op.Description
	}
	v := &View{}
	ap.View = v
	webhook := op.Method == "webhook"

	servers := e.Servers
	if len(servers) == 0 {
		for _, u := range set.mdxServers {
			servers = append(servers, openapi.Server{URL: u})
		}
	}
	base := ""
	if len(servers) > 0 {
		base = servers[0].Resolved()
	}
	if webhook {
		v.Method = "WEBHOOK"
		v.Path = template.HTML(esc(op.Path))
	} else {
		v.Method = e.HTTPMethod
		v.Path = pathHTML(op.Path)
		v.URL = joinBase(base, op.Path)
		if set.fullURL || len(servers) > 1 {
			v.Base = strings.TrimSuffix(base, "/")
		}
		if len(servers) > 1 {
			for _, s := range servers {
				v.Servers = append(v.Servers, Server{URL: strings.TrimSuffix(s.Resolved(), "/"), Label: s.Description})
			}
		}
	}

	fw := b.newFieldWriter(set)
	body := &partWriter{}
	fw.w = body
	if len(e.Security) > 0 && !webhook {
		fw.security(ctx, e.Security)
	}
	for _, g := range openapi.ParamGroups {
		ps := e.ParamsIn(g.In)
		if len(ps) == 0 {
			continue
		}
		fw.sectionStart(g.In+"-parameters", g.Title, "")
		for _, p := range ps {
			fw.param(ctx, p, g.In)
		}
		fw.sectionEnd()
	}
	if e.Body != nil && len(e.Body.Content) > 0 {
		title := "Body"
		if webhook {
			title = "Payload"
		}
		fw.requestBody(ctx, title, e.Body)
	}
	if len(e.Responses) > 0 {
		fw.responses(ctx, e.Responses)
	}
	v.Body = body.Parts()

	// The examples: the page's own RequestExample and ResponseExample
	// win over generated ones.
	reqHTML, resHTML := "", ""
	if cp == nil && op.Mint != nil && strings.TrimSpace(op.Mint.Content) != "" {
		// x-mint.content: MDX before the generated reference.
		cp = b.r.Render(ctx, doc.Name+".mdx", []byte(op.Mint.Content))
		ap.ProseMarkdown = cp.Markdown
	}
	if cp != nil {
		ap.Body, reqHTML, resHTML = content.TakeExamples(cp.HTML)
		ap.HasBody = true
	}
	var samples []openapi.CodeSample
	if reqHTML == "" {
		switch {
		case webhook:
			if e.Body != nil && len(e.Body.Content) > 0 {
				mt := e.Body.Content[0]
				if val, ok := mt.Example(openapi.ExampleOptions{}); ok {
					samples = append(samples, exampleSample("Payload", mt.Type, val))
				}
			}
		case len(e.Samples) > 0:
			for _, s := range e.Samples {
				label := s.Label
				if label == "" {
					label = languageLabel(s.Lang)
				}
				samples = append(samples, openapi.CodeSample{Label: label, Lang: highlightLang(s.Lang), Code: strings.TrimRight(s.Source, "\n")})
			}
		case set.autogenerate:
			samples = e.CodeSamples(openapi.SampleOptions{Languages: set.languages, RequiredOnly: set.requiredOnly, Server: base})
		}
		if len(samples) > 0 {
			title := "Request"
			if webhook {
				title = "Payload"
			}
			reqHTML = b.exampleGroup("request-example", title, v.Method, op.Path, samples)
		}
	}
	var responses []openapi.CodeSample
	if resHTML == "" {
		responses, resHTML = b.responseExamples(e.Responses)
	}
	v.Panel = template.HTML(reqHTML + resHTML)
	if !webhook && set.display == "interactive" {
		v.Playground = b.playground(e, set, servers)
	}

	ap.Markdown = e.Markdown(openapi.MarkdownOptions{Server: base, Samples: samples}) + openapi.ResponseExamplesMarkdown(responses)
	ap.Text = plainReference(e)
	return ap
}

// exampleSample is a value shown as an example in its media type.
func exampleSample(label, mediaType string, v any) openapi.CodeSample {
	if s, ok := v.(string); ok && !strings.Contains(mediaType, "json") {
		return openapi.CodeSample{Label: label, Lang: langOfMedia(mediaType), Code: s}
	}
	return openapi.CodeSample{Label: label, Lang: "json", Code: openapi.FormatJSON(v)}
}

// langOfMedia is the highlighting language of a media type.
func langOfMedia(mt string) string {
	switch {
	case strings.Contains(mt, "json"):
		return "json"
	case strings.Contains(mt, "xml"):
		return "xml"
	case strings.Contains(mt, "yaml"):
		return "yaml"
	case strings.Contains(mt, "html"):
		return "html"
	}
	return "text"
}

// responseSamples are the response examples, one per status: the
// media type's example, or one built from its schema.
func responseSamples(rs []*openapi.Response) []openapi.CodeSample {
	var out []openapi.CodeSample
	for _, r := range rs {
		if len(r.Content) == 0 {
			out = append(out, openapi.CodeSample{Label: r.Status, Lang: "text", Code: "This response has no body."})
			continue
		}
		mt := r.Content[0]
		if named := mt.Examples; len(named) > 1 {
			// Several examples of one response: each is shown,
			// named by its summary or its key.
			for _, x := range named {
				name := x.Summary
				if name == "" {
					name = x.Name
				}
				out = append(out, exampleSample(r.Status+" · "+name, mt.Type, x.Value))
			}
			continue
		}
		v, ok := mt.Example(openapi.ExampleOptions{})
		if !ok {
			out = append(out, openapi.CodeSample{Label: r.Status, Lang: "text", Code: "This response has no described body."})
			continue
		}
		out = append(out, exampleSample(r.Status, mt.Type, v))
	}
	return out
}

// responseExamples returns the response examples of an endpoint and their
// panel. Responses made only of shared schemas (the same error responses
// on every operation) share them.
func (b *Pages) responseExamples(rs []*openapi.Response) ([]openapi.CodeSample, string) {
	var key strings.Builder
	for _, r := range rs {
		key.WriteString(r.Status)
		for _, mt := range r.Content {
			if len(mt.Examples) > 0 {
				key.Reset()
				break
			}
			fmt.Fprintf(&key, "\x00%s\x00%p", mt.Type, mt.Schema)
		}
		if key.Len() == 0 {
			break
		}
		key.WriteByte('\n')
	}
	type made struct {
		samples []openapi.CodeSample
		html    string
	}
	k := key.String()
	if k != "" {
		if v, ok := b.responseCache.Load(k); ok {
			m := v.(*made)
			return m.samples, m.html
		}
	}
	m := &made{samples: responseSamples(rs)}
	if len(m.samples) > 0 {
		m.html = b.exampleGroup("response-example", "Response", "", "", m.samples)
	}
	if k != "" {
		b.responseCache.Store(k, m)
	}
	return m.samples, m.html
}

// languageLabel names an x-codeSamples language for its tab.
func languageLabel(lang string) string {
	if l, ok := openapi.SampleLanguage(lang); ok {
		return l
	}
	if lang == "" {
		return "Example"
	}
	return lang
}

// highlightLang is the highlighting language of an x-codeSamples lang.
func highlightLang(lang string) string {
	switch l := strings.ToLower(lang); l {
	case "curl", "shell", "sh":
		return "bash"
	case "node", "nodejs", "node.js":
		return "javascript"
	case "c#", "dotnet", ".net":
		return "csharp"
	case "golang":
		return "go"
	default:
		return l
	}
}

// exampleGroup renders examples as a code group with a title bar: tabs
// for a few, a language menu for many.
func (b *Pages) exampleGroup(class, title, method, path string, samples []openapi.CodeSample) string {
	var w strings.Builder
	n := 1024
	for _, s := range samples {
		n += 3*len(s.Code) + 1024 // highlighted code is about three times the text
	}
	w.Grow(n)
	// Languages go in a menu beside the title: their names are long. A
	// few statuses fit as tabs.
	dropdown := len(samples) > 4 || class == "request-example" && len(samples) > 1
	w.WriteString(`<div class="api-example ` + class + `">`)
	w.WriteString(`<div class="code-group api-code-group`)
	if dropdown {
		w.WriteString(` code-group-dropdown`)
	}
	w.WriteString(`" data-sync><div class="code-group-header" hidden>`)
	if dropdown {
		w.WriteString(`<span class="api-example-title">`)
		writeExampleTitle(&w, title, method, path)
		w.WriteString(`</span><select class="code-group-select" aria-label="Language">`)
		for i, s := range samples {
			w.WriteString(`<option data-label="` + esc(s.Label) + `"`)
			if i == 0 {
				w.WriteString(" selected")
			}
			w.WriteString(">" + esc(s.Label) + "</option>")
		}
		w.WriteString(`</select>`)
	} else if len(samples) == 1 && class == "request-example" {
		w.WriteString(`<span class="api-example-title">`)
		writeExampleTitle(&w, title, method, path)
		w.WriteString(`</span><span class="api-example-label">` + esc(samples[0].Label) + `</span>`)
	} else {
		w.WriteString(`<span class="api-example-title">`)
		writeExampleTitle(&w, title, method, path)
		w.WriteString(`</span><div class="code-group-tabs" role="tablist">`)
		for i, s := range samples {
			w.WriteString(`<button type="button" role="tab" class="code-group-tab"`)
			if i == 0 {
				w.WriteString(` aria-selected="true" tabindex="0"`)
			} else {
				w.WriteString(` aria-selected="false" tabindex="-1"`)
			}
			w.WriteString(` data-label="` + esc(s.Label) + `">` + esc(s.Label) + `</button>`)
		}
		w.WriteString(`</div>`)
	}
	w.WriteString(`</div>`)
	var buf bytes.Buffer
	for i, s := range samples {
		w.WriteString(`<div class="code-group-panel" data-label="` + esc(s.Label) + `"`)
		if i == 0 {
			w.WriteString(" data-active")
		}
		w.WriteString(`><p class="code-group-panel-title">` + esc(s.Label) + `</p>`)
		buf.Reset()
		b.code.Render(&buf, codeblock.Meta{Lang: s.Lang}, []byte(s.Code), codeblock.RenderOptions{OmitHeader: true})
		w.Write(buf.Bytes())
		w.WriteString(`</div>`)
	}
	w.WriteString("</div></div>\n")
	return w.String()
}

func writeExampleTitle(w *strings.Builder, title, method, path string) {
	if method != "" && method != "WEBHOOK" {
		w.WriteString(`<span class="method method-xs method-` + strings.ToLower(method) + `">` + esc(method) + `</span><span class="api-example-path">` + esc(path) + `</span>`)
		return
	}
	w.WriteString(esc(title))
}

// pathHTML marks a path's {parameters}.
func pathHTML(p string) template.HTML {
	var w strings.Builder
	for {
		i := strings.IndexByte(p, '{')
		if i < 0 {
			break
		}
		j := strings.IndexByte(p[i:], '}')
		if j < 0 {
			break
		}
		w.WriteString(esc(p[:i]))
		w.WriteString(`<span class="api-path-param">` + esc(p[i:i+j+1]) + `</span>`)
		p = p[i+j+1:]
	}
	w.WriteString(esc(p))
	return template.HTML(w.String())
}

func joinBase(base, path string) string {
	if base == "" {
		return path
	}
	return strings.TrimSuffix(base, "/") + "/" + strings.TrimPrefix(path, "/")
}

func esc(s string) string { return template.HTMLEscapeString(s) }

// plainReference is the words of an endpoint's reference, for search.
func plainReference(e *openapi.Endpoint) string {
	var parts []string
	parts = append(parts, e.HTTPMethod+" "+e.Operation.Path)
	for _, p := range e.Params {
		parts = append(parts, p.Name)
	}
	if e.Body != nil && len(e.Body.Content) > 0 && e.Body.Content[0].Schema != nil {
		for _, p := range e.Body.Content[0].Schema.Properties {
			parts = append(parts, p.Name)
		}
	}
	return strings.Join(parts, " ")
}

// schemaPage builds the page of a schema (openapi-schema frontmatter): its
// fields, and an example beside them.
func (b *Pages) schemaPage(ctx context.Context, pg *nav.Page, doc *openapi.Document, name string) *Page {
	s, diags, ok := doc.SchemaNamed(name)
	if !ok {
		return nil
	}
	set := b.apiSettings(pg)
	ap := &Page{Diagnostics: diags.All(), View: &View{}}
	fw := b.newFieldWriter(set)
	body := &partWriter{}
	fw.w = body
	fw.model = true
	fw.sectionStart("schema-"+slug(name), name, s.TypeLabel())
	if s.Description != "" && !pgHasDescription(pg, s.Description) {
		body.WriteString(`<div class="api-section-description">` + b.MarkdownHTML(ctx, s.Description) + `</div>`)
	}
	fw.schemaFields(ctx, s, "schema")
	fw.sectionEnd()
	ap.View.Body = body.Parts()
	ex := openapi.CodeSample{Label: "Example", Lang: "json", Code: openapi.FormatJSON(s.Example(openapi.ExampleOptions{}))}
	ap.View.Panel = template.HTML(b.exampleGroup("response-example", name, "", "", []openapi.CodeSample{ex}))
	e := &openapi.Endpoint{Responses: []*openapi.Response{{Status: name, Content: []*openapi.MediaType{{Type: "application/json", Schema: s}}}}}
	md := e.Markdown(openapi.MarkdownOptions{})
	// The schema is the one "response" of a pseudo endpoint: keep its
	// fields, not the endpoint's heading.
	if i := strings.Index(md, "\n### "); i >= 0 {
		md = "## " + md[i+5:]
	}
	ap.Markdown = md + openapi.ResponseExamplesMarkdown([]openapi.CodeSample{ex})
	var words []string
	for _, p := range s.Properties {
		words = append(words, p.Name)
	}
	ap.Text = name + " " + strings.Join(words, " ")
	return ap
}

func pgHasDescription(pg *nav.Page, d string) bool {
	return strings.TrimSpace(pg.Description) == strings.TrimSpace(d)
}

// handWrittenPage builds the endpoint of a page with api frontmatter
// ("POST /users" or "POST https://api.example.com/users"): its prose holds
// the fields; the page shows the endpoint, the authentication of
// api.mdx.auth, and its examples beside the text.
func (b *Pages) handWrittenPage(ctx context.Context, pg *nav.Page, cp *content.Page, method, target string) *Page {
	method, target = strings.ToUpper(strings.TrimSpace(method)), strings.TrimSpace(target)
	set := b.apiSettings(pg)
	v := &View{Method: method}
	ap := &Page{View: v}
	base, path := "", target
	if openapi.IsRemote(target) {
		if i := strings.Index(target, "://"); i >= 0 {
			if j := strings.IndexByte(target[i+3:], '/'); j >= 0 {
				base, path = target[:i+3+j], target[i+3+j:]
			} else {
				base, path = target, "/"
			}
		}
		v.Base = base
	} else if len(set.mdxServers) > 0 {
		base = set.mdxServers[0]
		if set.fullURL || len(set.mdxServers) > 1 {
			v.Base = strings.TrimSuffix(base, "/")
		}
		if len(set.mdxServers) > 1 {
			for _, s := range set.mdxServers {
				v.Servers = append(v.Servers, Server{URL: strings.TrimSuffix(s, "/")})
			}
		}
	}
	v.Path = pathHTML(path)
	v.URL = joinBase(base, path)
	e := &openapi.Endpoint{Operation: openapi.Operation{Method: strings.ToLower(method), Path: path}, HTTPMethod: method}
	if base != "" {
		e.Servers = []openapi.Server{{URL: base}}
	}
	auth := set.mdxAuth
	if pg.Meta != nil && pg.Meta.AuthMethod != "" {
		// The page's own authMethod (a legacy frontmatter key).
		auth = &config.APIAuth{Method: strings.ToLower(pg.Meta.AuthMethod)}
		if set.mdxAuth != nil {
			auth.Name = set.mdxAuth.Name
		}
	}
	if a := auth; a != nil && a.Method != "" && a.Method != "none" {
		s := &openapi.SecurityScheme{Key: a.Method}
		switch a.Method {
		case "bearer":
			s.Type, s.Scheme = "http", "bearer"
		case "basic":
			s.Type, s.Scheme = "http", "basic"
		case "key", "cobo":
			s.Type, s.In, s.Name = "apiKey", "header", a.Name
			if s.Name == "" {
				s.Name = "X-API-Key"
			}
		}
		e.Security = []openapi.Requirement{{Schemes: []*openapi.SecurityScheme{s}}}
		fw := b.newFieldWriter(set)
		body := &partWriter{}
		fw.w = body
		fw.security(ctx, e.Security)
		// The authorizations come before the page's own fields.
		ap.Body, ap.HasBody = body.String(), true
	}
	reqHTML, resHTML := "", ""
	if cp != nil {
		var prose string
		prose, reqHTML, resHTML = content.TakeExamples(cp.HTML)
		ap.Body += prose
		ap.HasBody = true
		fieldParams(e, cp.HTML)
	}
	if reqHTML == "" && set.autogenerate {
		samples := e.CodeSamples(openapi.SampleOptions{Languages: set.languages, Server: base})
		reqHTML = b.exampleGroup("request-example", "Request", method, path, samples)
	}
	v.Panel = template.HTML(reqHTML + resHTML)
	if set.display == "interactive" {
		v.Playground = b.playground(e, set, e.Servers)
	}
	ap.Text = method + " " + path
	return ap
}

// slug makes an anchor of text: lower case letters and digits, words
// joined by hyphens.
func slug(s string) string {
	var w strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 0x7f {
			if dash && w.Len() > 0 {
				w.WriteByte('-')
			}
			dash = false
			w.WriteRune(r)
			continue
		}
		dash = true
	}
	return w.String()
}

func itoa(i int) string { return strconv.Itoa(i) }

// fieldParams reads the ParamFields of a hand-written page into the
// endpoint, for its samples and its playground: query, path and header
// parameters, and the members of a JSON body.
func fieldParams(e *openapi.Endpoint, html string) {
	var body *openapi.Schema
	for _, p := range apiref.ParamFields(html) {
		in, name, typ, required := p.Location, p.Name, p.Type, p.Required
		s := &openapi.Schema{}
		switch t := strings.TrimSuffix(strings.ToLower(typ), "[]"); t {
		case "string", "number", "integer", "boolean", "object", "array":
			s.Types = []string{t}
			if strings.HasSuffix(typ, "[]") {
				s = &openapi.Schema{Types: []string{"array"}, Items: s}
			}
		}
		if in == "body" {
			if body == nil {
				body = &openapi.Schema{Types: []string{"object"}}
			}
			body.Properties = append(body.Properties, &openapi.Property{Name: name, Required: required, Schema: s})
			continue
		}
		e.Params = append(e.Params, &openapi.Param{Name: name, In: in, Required: required || in == "path", Schema: s})
	}
	if body != nil {
		e.Body = &openapi.Body{Content: []*openapi.MediaType{{Type: "application/json", Schema: body}}}
	}
}

// CheckLanguages warns, through add, about the languages of
// api.examples.languages that samples are not written in.
func CheckLanguages(cfg *config.Config, add func(diag.Diagnostic)) {
	a := cfg.API
	if a == nil || a.Examples == nil {
		return
	}
	loc := cfg.Loc.Key("api").Key("examples").Key("languages")
	for i, l := range a.Examples.Languages {
		if _, ok := openapi.SampleLanguage(l); ok {
			continue
		}
		at := loc.Index(i)
		add(diag.Diagnostic{Severity: diag.Warning, Code: "unknown-language", Pos: at.Pos(), Pointer: at.Pointer,
			Message: fmt.Sprintf("Folio writes no code samples in %q", l),
			Hint:    "the languages are bash (curl), python, javascript, node, typescript, php, go, java, ruby, powershell, swift, csharp, dotnet, c, c++, kotlin, rust and dart"})
	}
}

// IsReference reports whether pg is a reference page: an operation,
// schema or hand-described endpoint of an OpenAPI specification, or an
// AsyncAPI channel.
func IsReference(specs *openapi.Specs, pg *nav.Page) bool {
	_, ok := findAPISource(specs, pg)
	return ok || channelRef(pg) != ""
}
