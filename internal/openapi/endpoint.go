package openapi

import (
	"slices"
	"strings"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"go.yaml.in/yaml/v4"
)

// Endpoint is everything a reference page shows of one operation: where
// to send it, how to authenticate, its parameters, its body and its
// responses, read from the document with references followed.
type Endpoint struct {
	Operation Operation
	// HTTPMethod is the request's method in upper case: the operation's,
	// or for a webhook the method of the request it receives.
	HTTPMethod string
	// Servers are the base URLs, the operation's own first (operation,
	// then path item, then document).
	Servers []Server
	// Security lists the ways to authenticate, any one of which is
	// enough; each needs all its schemes. Empty when no authentication
	// is needed.
	Security []Requirement
	// Params are the parameters, in the order written: the path item's,
	// then the operation's (which replace those of the same name and
	// place).
	Params []*Param
	Body   *Body
	// Responses are by status code ("200", "4XX", "default"), in the
	// order written.
	Responses []*Response
	// Samples are the operation's x-codeSamples (or x-code-samples).
	Samples []Sample

	doc *Document // the document read, whose schemas the pages share
}

// Server is a base URL.
type Server struct {
	// URL is as written, variables in braces.
	URL         string
	Description string
	Variables   []ServerVariable
}

// Resolved returns the URL with each variable replaced by its default.
func (s Server) Resolved() string {
	u := s.URL
	for _, v := range s.Variables {
		u = strings.ReplaceAll(u, "{"+v.Name+"}", v.Default)
	}
	return u
}

// ServerVariable is a variable of a server's URL.
type ServerVariable struct {
	Name, Default, Description string
	Enum                       []string
}

// Requirement is a set of security schemes used together.
type Requirement struct {
	Schemes []*SecurityScheme
}

// Title names the requirement as Mintlify's SecurityConverter does: its
// schemes' names, dashes and underscores made spaces, joined by " & ".
func (rq Requirement) Title() string {
	names := make([]string, len(rq.Schemes))
	for i, s := range rq.Schemes {
		names[i] = strings.NewReplacer("_", " ", "-", " ").Replace(s.Key)
	}
	return strings.Join(names, " & ")
}

// SecurityScheme is a way to authenticate.
type SecurityScheme struct {
	// Key is the scheme's name among the document's security schemes.
	Key string
	// Type is apiKey, http, oauth2, openIdConnect or mutualTLS.
	Type string
	// Scheme is an http scheme in lower case: bearer, basic, digest...
	Scheme       string
	BearerFormat string
	// In and Name place an apiKey: in header, query or cookie.
	In, Name    string
	Description string
	// Scopes are the OAuth 2 scopes the operation needs.
	Scopes           []string
	OpenIDConnectURL string
	Flows            []OAuthFlow
}

// OAuthFlow is an OAuth 2 flow of a security scheme.
type OAuthFlow struct {
	// Kind is implicit, password, clientCredentials or authorizationCode.
	Kind                                   string
	AuthorizationURL, TokenURL, RefreshURL string
	Scopes                                 Object // scope name → description
}

// Param is a parameter, or a header of a response.
type Param struct {
	Name string
	// In is path, query, header or cookie.
	In          string
	Description string
	Required    bool
	Deprecated  bool
	Schema      *Schema
	// Examples are the parameter's example and examples, in order.
	Examples []Example
	Pos      jsonpos.Pos
}

// Example is a named example of a parameter or media type.
type Example struct {
	// Name is the key among examples; empty for a single example.
	Name, Summary, Description string
	Value                      any
	// External is an externalValue: a URL of the example.
	External string
}

// Body is a request body.
type Body struct {
	Description string
	Required    bool
	// Content is by media type, in the order written.
	Content []*MediaType
}

// MediaType is the content of a body in one media type.
type MediaType struct {
	Type     string
	Schema   *Schema
	Examples []Example
}

// Response is a response of an operation.
type Response struct {
	// Status is the code as written: "200", "2XX" or "default".
	Status      string
	Description string
	Headers     []*Param
	Content     []*MediaType
}

// Sample is a code sample of an operation (x-codeSamples).
type Sample struct {
	// Lang is the language as written ("Python", "curl").
	Lang string
	// Label names the sample; empty when only the language does.
	Label  string
	Source string
}

// Endpoint reads everything a reference page shows of an operation of the
// document. Problems (a reference that leads nowhere, references that
// loop) are diagnostics with their place in the document; what can be read
// is still returned.
func (d *Document) Endpoint(op Operation) (*Endpoint, diag.List) {
	var diags diag.List
	r := newReader(d, &diags)
	e := &Endpoint{Operation: op, HTTPMethod: strings.ToUpper(op.Method), doc: d}
	items := d.paths
	method := op.Method
	if op.Method == "webhook" {
		items, method = d.webhooks, op.WebhookMethod
		e.HTTPMethod = strings.ToUpper(op.WebhookMethod)
	}
	it := findItem(items, op.Path)
	if it == nil {
		return e, diags
	}
	on := deref(get(it.node, method))
	if on == nil || on.Kind != yaml.MappingNode {
		return e, diags
	}
	e.Servers = d.servers(on)
	if len(e.Servers) == 0 {
		e.Servers = d.servers(it.node)
	}
	if len(e.Servers) == 0 {
		e.Servers = d.servers(d.root)
	}
	e.Security = r.security(on)
	e.Params = r.params(it.node, on)
	if d.Swagger {
		e.Body = r.swaggerBody(e, on)
	} else if rb := get(on, "requestBody"); rb != nil {
		e.Body = r.body(rb)
	}
	e.Responses = r.responses(on)
	e.Samples = codeSamples(on)
	return e, diags
}

// codeSamples reads an operation's x-codeSamples, or without them its
// x-code-samples, as Mintlify does: a sample needs a string lang and a
// string source; one that lacks either is left out.
func codeSamples(on *yaml.Node) []Sample {
	cs, ok := member(on, "x-codeSamples")
	if !ok {
		cs = get(on, "x-code-samples")
	}
	if cs = deref(cs); cs == nil || cs.Kind != yaml.SequenceNode {
		return nil
	}
	text := func(n *yaml.Node, key string) (string, bool) {
		v := deref(get(n, key))
		if v == nil || v.Kind != yaml.ScalarNode || v.Tag != "!!str" {
			return "", false
		}
		return v.Value, true
	}
	var out []Sample
	for _, c := range cs.Content {
		var s Sample
		var okLang, okSource bool
		s.Lang, okLang = text(c, "lang")
		s.Source, okSource = text(c, "source")
		if !okLang || !okSource {
			continue
		}
		s.Label, _ = text(c, "label")
		out = append(out, s)
	}
	return out
}

// servers reads the servers of an object: OpenAPI's servers, or for
// Swagger 2.0 the document's schemes, host and basePath.
func (d *Document) servers(n *yaml.Node) []Server {
	if d.Swagger {
		if n != d.root {
			return nil
		}
		host, _ := (&reader{d: d}).str(n, "host")
		if host == "" {
			return nil
		}
		base, _ := (&reader{d: d}).str(n, "basePath")
		scheme := "https"
		if ss := deref(get(n, "schemes")); ss != nil && ss.Kind == yaml.SequenceNode && len(ss.Content) > 0 {
			if s := deref(ss.Content[0]); s.Kind == yaml.ScalarNode && !slices.ContainsFunc(ss.Content, func(c *yaml.Node) bool { return deref(c).Value == "https" }) {
				scheme = s.Value
			}
		}
		return []Server{{URL: scheme + "://" + host + strings.TrimSuffix(base, "/")}}
	}
	ss := deref(get(n, "servers"))
	if ss == nil || ss.Kind != yaml.SequenceNode {
		return nil
	}
	r := &reader{d: d}
	var out []Server
	for _, c := range ss.Content {
		c = deref(c)
		if c.Kind != yaml.MappingNode {
			continue
		}
		s := Server{}
		s.URL, _ = r.str(c, "url")
		s.Description, _ = r.str(c, "description")
		if vars := deref(get(c, "variables")); vars != nil && vars.Kind == yaml.MappingNode {
			for _, e := range entries(vars) {
				v := ServerVariable{Name: e.key}
				v.Default, _ = r.str(e.value, "default")
				v.Description, _ = r.str(e.value, "description")
				if en := deref(get(e.value, "enum")); en != nil && en.Kind == yaml.SequenceNode {
					for _, x := range en.Content {
						if x = deref(x); x.Kind == yaml.ScalarNode {
							v.Enum = append(v.Enum, x.Value)
						}
					}
				}
				s.Variables = append(s.Variables, v)
			}
		}
		if s.URL != "" {
			out = append(out, s)
		}
	}
	return out
}

// security reads the operation's security requirements, or the
// document's when it has none.
func (r *reader) security(on *yaml.Node) []Requirement {
	sec := deref(get(on, "security"))
	if sec == nil {
		sec = deref(get(r.d.root, "security"))
	}
	if sec == nil || sec.Kind != yaml.SequenceNode {
		return nil
	}
	schemes := deref(get(get(r.d.root, "components"), "securitySchemes"))
	if r.d.Swagger {
		schemes = deref(get(r.d.root, "securityDefinitions"))
	}
	var out []Requirement
	for _, req := range sec.Content {
		req = deref(req)
		if req.Kind != yaml.MappingNode {
			continue
		}
		var rq Requirement
		for _, e := range entries(req) {
			def := get(schemes, e.key)
			if def == nil {
				r.report(diag.Warning, e.keyNode, "openapi-bad-security", "define it under components.securitySchemes",
					"the security scheme %q is not defined in %s", e.key, r.d.Name)
				continue
			}
			t, _, ok := r.follow(def)
			if !ok || t.Kind != yaml.MappingNode {
				continue
			}
			s := r.scheme(e.key, t)
			if sc := deref(e.value); sc != nil && sc.Kind == yaml.SequenceNode {
				for _, x := range sc.Content {
					if x = deref(x); x.Kind == yaml.ScalarNode {
						s.Scopes = append(s.Scopes, x.Value)
					}
				}
			}
			rq.Schemes = append(rq.Schemes, s)
		}
		if len(rq.Schemes) == 0 {
			// {} makes authentication optional.
			continue
		}
		out = append(out, rq)
	}
	return out
}

// scheme reads a security scheme.
func (r *reader) scheme(key string, n *yaml.Node) *SecurityScheme {
	s := &SecurityScheme{Key: key}
	s.Type, _ = r.str(n, "type")
	scheme, _ := r.str(n, "scheme")
	s.Scheme = strings.ToLower(scheme)
	s.BearerFormat, _ = r.str(n, "bearerFormat")
	s.In, _ = r.str(n, "in")
	s.Name, _ = r.str(n, "name")
	s.Description, _ = r.str(n, "description")
	s.OpenIDConnectURL, _ = r.str(n, "openIdConnectUrl")
	if r.d.Swagger && s.Type == "basic" {
		s.Type, s.Scheme = "http", "basic"
	}
	if flows := deref(get(n, "flows")); flows != nil && flows.Kind == yaml.MappingNode {
		for _, e := range entries(flows) {
			f := OAuthFlow{Kind: e.key}
			f.AuthorizationURL, _ = r.str(e.value, "authorizationUrl")
			f.TokenURL, _ = r.str(e.value, "tokenUrl")
			f.RefreshURL, _ = r.str(e.value, "refreshUrl")
			if sc, ok := orderedValue(get(e.value, "scopes")).(Object); ok {
				f.Scopes = sc
			}
			s.Flows = append(s.Flows, f)
		}
	} else if r.d.Swagger && s.Type == "oauth2" {
		f := OAuthFlow{}
		f.Kind, _ = r.str(n, "flow")
		f.AuthorizationURL, _ = r.str(n, "authorizationUrl")
		f.TokenURL, _ = r.str(n, "tokenUrl")
		if sc, ok := orderedValue(get(n, "scopes")).(Object); ok {
			f.Scopes = sc
		}
		s.Flows = append(s.Flows, f)
	}
	return s
}

// params reads the parameters of a path item and of its operation.
func (r *reader) params(pi, on *yaml.Node) []*Param {
	var out []*Param
	for _, owner := range []*yaml.Node{pi, on} {
		ps := deref(get(owner, "parameters"))
		if ps == nil || ps.Kind != yaml.SequenceNode {
			continue
		}
		for _, pn := range ps.Content {
			t, _, ok := r.follow(pn)
			if !ok || t.Kind != yaml.MappingNode {
				continue
			}
			p := r.param(t)
			if p.In == "body" || p.In == "formData" {
				continue // Swagger 2.0: read as the body
			}
			if i := slices.IndexFunc(out, func(q *Param) bool { return q.Name == p.Name && q.In == p.In }); i >= 0 {
				out[i] = p
				continue
			}
			out = append(out, p)
		}
	}
	return out
}

// param reads a parameter object (or a header object, which has no name
// and no in).
func (r *reader) param(n *yaml.Node) *Param {
	p := &Param{Pos: r.d.pos(n)}
	p.Name, _ = r.str(n, "name")
	p.In, _ = r.str(n, "in")
	p.Description, _ = r.str(n, "description")
	p.Required = truthy(get(n, "required")) || p.In == "path"
	p.Deprecated = truthy(get(n, "deprecated"))
	switch {
	case get(n, "schema") != nil:
		p.Schema = r.topSchema(get(n, "schema"))
	case get(n, "content") != nil:
		if mts := r.content(get(n, "content")); len(mts) > 0 {
			p.Schema = mts[0].Schema
			p.Examples = mts[0].Examples
		}
	case r.d.Swagger || get(n, "type") != nil:
		// Swagger 2.0 describes the parameter's type on the parameter.
		p.Schema = r.schema(n, 1)
		if p.Schema != nil {
			p.Schema.Description = ""
		}
	}
	p.Examples = append(r.examples(n), p.Examples...)
	return p
}

// examples reads the example and examples of a parameter or media type.
func (r *reader) examples(n *yaml.Node) []Example {
	// Mintlify's rule: the named examples that have a value, when there
	// are any; else the example; those with only an externalValue are
	// not shown.
	var out []Example
	if exs := deref(get(n, "examples")); exs != nil && exs.Kind == yaml.MappingNode {
		for _, e := range entries(exs) {
			t, _, ok := r.follow(e.value)
			if !ok || t.Kind != yaml.MappingNode {
				continue
			}
			v := get(t, "value")
			if v == nil {
				continue
			}
			x := Example{Name: e.key, Value: orderedValue(v)}
			x.Summary, _ = r.str(t, "summary")
			x.Description, _ = r.str(t, "description")
			x.External, _ = r.str(t, "externalValue")
			out = append(out, x)
		}
	}
	if len(out) > 0 {
		return out
	}
	if v := get(n, "example"); v != nil {
		out = append(out, Example{Value: orderedValue(v)})
	}
	return out
}

// content reads a map of media types.
func (r *reader) content(n *yaml.Node) []*MediaType {
	n = deref(n)
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	var out []*MediaType
	for _, e := range entries(n) {
		mt := &MediaType{Type: e.key}
		v := deref(e.value)
		if v != nil && v.Kind == yaml.MappingNode {
			if s := get(v, "schema"); s != nil {
				mt.Schema = r.topSchema(s)
			}
			mt.Examples = r.examples(v)
		}
		out = append(out, mt)
	}
	return out
}

// topSchema reads the schema of a parameter or a media type. Nothing is
// read around it, so its reading does not depend on the page: the pages
// of a document share it, and a response schema that fifty operations
// name is read once. Each page that reads it gets its problems. The
// schemas a document shares are never changed after they are read.
func (r *reader) topSchema(n *yaml.Node) *Schema {
	n = deref(n)
	if n == nil {
		return nil
	}
	// A reference is known by what it leads to (and the description
	// beside it, which replaces its target's).
	key := schemaKey{node: n}
	if ref, ok := refOf(n); ok {
		if t, p := r.d.target(ref); p == nil {
			key.node = t
			key.desc, key.hasDesc = r.str(n, "description")
		}
	}
	if v, ok := r.d.schemas.Load(key); ok {
		c := v.(*readSchema)
		r.diags.Append(c.diags)
		return c.s
	}
	c := &readSchema{}
	fresh := newReader(r.d, &c.diags)
	c.s = fresh.schema(n, 1)
	v, _ := r.d.schemas.LoadOrStore(key, c)
	c = v.(*readSchema)
	r.diags.Append(c.diags)
	return c.s
}

// schemaKey is what a shared schema is read from.
type schemaKey struct {
	node    *yaml.Node
	desc    string
	hasDesc bool
}

// readSchema is a schema a document's pages share, and the problems
// found reading it.
type readSchema struct {
	s     *Schema
	diags diag.List
}

// body reads a request body (or a reference to one).
func (r *reader) body(n *yaml.Node) *Body {
	t, _, ok := r.follow(n)
	if !ok || t.Kind != yaml.MappingNode {
		return nil
	}
	b := &Body{Required: truthy(get(t, "required"))}
	b.Description, _ = r.str(t, "description")
	b.Content = r.content(get(t, "content"))
	return b
}

// swaggerBody reads a Swagger 2.0 operation's body: its body parameter,
// or its form parameters as the members of a form.
func (r *reader) swaggerBody(e *Endpoint, on *yaml.Node) *Body {
	consumes := r.mediaTypes(on, "consumes")
	var form *Schema
	var body *Body
	ps := deref(get(on, "parameters"))
	if ps == nil || ps.Kind != yaml.SequenceNode {
		return nil
	}
	for _, pn := range ps.Content {
		t, _, ok := r.follow(pn)
		if !ok || t.Kind != yaml.MappingNode {
			continue
		}
		in, _ := r.str(t, "in")
		switch in {
		case "body":
			body = &Body{Required: truthy(get(t, "required"))}
			body.Description, _ = r.str(t, "description")
			s := r.schema(get(t, "schema"), 1)
			for _, ct := range consumes {
				body.Content = append(body.Content, &MediaType{Type: ct, Schema: s})
			}
		case "formData":
			if form == nil {
				form = &Schema{Types: []string{"object"}}
			}
			p := r.param(t)
			if p.Schema == nil {
				p.Schema = &Schema{}
			}
			p.Schema.Description = p.Description
			form.Properties = append(form.Properties, &Property{Name: p.Name, Required: p.Required, Schema: p.Schema})
		}
	}
	if body != nil {
		return body
	}
	if form != nil {
		ct := "application/x-www-form-urlencoded"
		for _, c := range consumes {
			if c == "multipart/form-data" {
				ct = c
			}
		}
		return &Body{Content: []*MediaType{{Type: ct, Schema: form}}}
	}
	return nil
}

// mediaTypes reads a Swagger 2.0 consumes or produces list: the
// operation's, or the document's, or JSON.
func (r *reader) mediaTypes(on *yaml.Node, key string) []string {
	for _, n := range []*yaml.Node{on, r.d.root} {
		l := deref(get(n, key))
		if l == nil || l.Kind != yaml.SequenceNode {
			continue
		}
		var out []string
		for _, c := range l.Content {
			if c = deref(c); c.Kind == yaml.ScalarNode {
				out = append(out, c.Value)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return []string{"application/json"}
}

// responses reads the responses of an operation.
func (r *reader) responses(on *yaml.Node) []*Response {
	rs := deref(get(on, "responses"))
	if rs == nil || rs.Kind != yaml.MappingNode {
		return nil
	}
	var out []*Response
	for _, e := range entries(rs) {
		if strings.HasPrefix(e.key, "x-") {
			continue
		}
		t, _, ok := r.follow(e.value)
		res := &Response{Status: e.key}
		if !ok || t.Kind != yaml.MappingNode {
			out = append(out, res)
			continue
		}
		res.Description, _ = r.str(t, "description")
		if hs := deref(get(t, "headers")); hs != nil && hs.Kind == yaml.MappingNode {
			for _, h := range entries(hs) {
				ht, _, ok := r.follow(h.value)
				if !ok || ht.Kind != yaml.MappingNode {
					continue
				}
				p := r.param(ht)
				p.Name, p.In = h.key, "header"
				res.Headers = append(res.Headers, p)
			}
		}
		if r.d.Swagger {
			if s := get(t, "schema"); s != nil {
				sc := r.schema(s, 1)
				for _, ct := range r.mediaTypes(on, "produces") {
					mt := &MediaType{Type: ct, Schema: sc}
					if exs, ok := orderedValue(get(t, "examples")).(Object); ok {
						if v, ok := exs.Get(ct); ok {
							mt.Examples = []Example{{Value: v}}
						}
					}
					res.Content = append(res.Content, mt)
				}
			}
		} else {
			res.Content = r.content(get(t, "content"))
		}
		out = append(out, res)
	}
	return out
}

// SchemaNamed reads the schema a model page shows: a member of
// components.schemas (definitions in Swagger 2.0).
func (d *Document) SchemaNamed(name string) (*Schema, diag.List, bool) {
	var diags diag.List
	schemas := get(get(d.root, "components"), "schemas")
	if d.Swagger {
		schemas = get(d.root, "definitions")
	}
	n := get(schemas, name)
	if n == nil {
		return nil, diags, false
	}
	r := newReader(d, &diags)
	t := deref(n)
	r.stack = append(r.stack, t)
	s := r.schema(n, 0)
	if s != nil && s.Ref == "" {
		s.Ref = name
	}
	return s, diags, s != nil
}

// SchemaNames lists the names of the document's schemas
// (components.schemas, or definitions in Swagger 2.0).
func (d *Document) SchemaNames() []string {
	schemas := get(get(d.root, "components"), "schemas")
	if d.Swagger {
		schemas = get(d.root, "definitions")
	}
	var out []string
	for _, e := range entries(schemas) {
		out = append(out, e.key)
	}
	return out
}

// Title is the document's info.title.
func (d *Document) Title() string {
	s, _ := (&reader{d: d}).str(get(d.root, "info"), "title")
	return s
}
