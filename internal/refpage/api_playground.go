package refpage

import (
	"html/template"
	"strings"

	"github.com/foliodocs/folio/internal/openapi"
)

// The playground ("Try it"): a form for the endpoint's credentials,
// parameters and body, in a dialog the endpoint's button opens, that
// sends the request and shows the response. It sends through the
// server's proxy (data-proxy) when the site is served by folio dev or
// folio serve and api.playground.proxy is on (the default); otherwise
// from the reader's browser, where the API must allow the site (CORS)
// and cookies cannot be set. The theme's script (api.js) reads the
// form's fields by their data-in: path, query, header, cookie, or body.
// Without the script the button does nothing and the page reads as it
// does without a playground.

// playground returns the form of an endpoint; empty when it has no URL
// to send to.
func (b *Pages) playground(e *openapi.Endpoint, set apiSettings, servers []openapi.Server) template.HTML {
	if len(servers) == 0 && !openapi.IsRemote(e.Operation.Path) {
		return ""
	}
	var w strings.Builder
	w.WriteString(`<dialog class="api-playground-dialog" data-playground aria-label="Try it" data-method="` + esc(e.HTTPMethod) + `" data-path="` + esc(e.Operation.Path) + `"`)
	if len(servers) > 0 {
		w.WriteString(` data-base="` + esc(strings.TrimSuffix(servers[0].Resolved(), "/")) + `"`)
	}
	proxied := set.proxy && b.proxy != ""
	if proxied {
		w.WriteString(` data-proxy="` + esc(b.proxy) + `"`)
	}
	if set.credentials && !set.proxy {
		w.WriteString(` data-credentials`)
	}
	w.WriteString(`><form class="api-playground" method="dialog" novalidate>`)
	w.WriteString(`<header class="api-playground-head"><span class="method method-` + strings.ToLower(e.HTTPMethod) + `">` + esc(e.HTTPMethod) + `</span>`)
	w.WriteString(`<code class="api-playground-url" data-playground-url>` + esc(e.Operation.Path) + `</code>`)
	w.WriteString(`<button type="submit" class="api-try api-send" data-playground-send>Send</button>`)
	w.WriteString(`<button type="button" class="api-playground-close" data-playground-close aria-label="Close">` + closeSVG + `</button></header>`)
	w.WriteString(`<div class="api-playground-body"><div class="api-playground-fields">`)

	if len(servers) > 1 {
		w.WriteString(`<fieldset class="api-playground-group"><legend>Server</legend><select class="api-playground-input" data-playground-server>`)
		for _, s := range servers {
			u := strings.TrimSuffix(s.Resolved(), "/")
			w.WriteString(`<option value="` + esc(u) + `">` + esc(u) + `</option>`)
		}
		w.WriteString(`</select></fieldset>`)
	}
	if len(e.Security) > 0 {
		cookieAuth := false
		w.WriteString(`<fieldset class="api-playground-group"><legend>Authorization</legend>`)
		for _, s := range e.Security[0].Schemes {
			name, value, in := s.Credential()
			switch {
			case in == "":
			case s.Type == "http" && s.Scheme == "basic":
				w.WriteString(`<label class="api-playground-field"><span class="api-playground-label">Username</span><input class="api-playground-input" data-in="basic-user" autocomplete="off"></label>`)
				w.WriteString(`<label class="api-playground-field"><span class="api-playground-label">Password</span><input class="api-playground-input" type="password" data-in="basic-password" autocomplete="off"></label>`)
			case name == "Authorization" && strings.HasPrefix(value, "Bearer "):
				playgroundInput(&w, "Bearer token", "", "header-bearer", "Authorization", "", true, "password")
			case in == "cookie" && !proxied:
				cookieInput(&w, name, "")
				cookieAuth = true
			default:
				playgroundInput(&w, name, in, in, name, "", true, "password")
			}
		}
		if cookieAuth {
			w.WriteString(cookieNote)
		}
		w.WriteString(`</fieldset>`)
	}
	for _, g := range openapi.ParamGroups {
		ps := e.ParamsIn(g.In)
		if len(ps) == 0 {
			continue
		}
		w.WriteString(`<fieldset class="api-playground-group"><legend>` + esc(g.Title) + `</legend>`)
		if g.In == "cookie" && !proxied {
			// A page's script cannot set cookies: without the proxy the
			// fields are shown, and say why they cannot be sent.
			for _, p := range ps {
				cookieInput(&w, p.Name, p.Schema.TypeLabel())
			}
			w.WriteString(cookieNote + `</fieldset>`)
			continue
		}
		for _, p := range ps {
			value := ""
			if set.prefill || p.In == "path" && p.Required {
				if v := p.ParamExample(); v != nil && !isPlaceholder(v) {
					value = paramValue(v)
				}
			}
			placeholder := p.Schema.TypeLabel()
			if v := p.ParamExample(); v != nil && !isPlaceholder(v) {
				placeholder = paramValue(v)
			}
			playgroundInput(&w, p.Name, p.Schema.TypeLabel(), p.In, p.Name, value, p.Required, "text", placeholder)
		}
		w.WriteString(`</fieldset>`)
	}
	if e.Body != nil && len(e.Body.Content) > 0 {
		mt := e.Body.Content[0]
		w.WriteString(`<fieldset class="api-playground-group"><legend>Body <span class="api-playground-type">` + esc(mt.Type) + `</span></legend>`)
		ct := strings.ToLower(mt.Type)
		switch {
		case ct == "application/x-www-form-urlencoded" || ct == "multipart/form-data":
			w.WriteString(`<div data-playground-form="` + esc(ct) + `">`)
			if mt.Schema != nil {
				for _, p := range mt.Schema.Properties {
					if !p.Shown(true) {
						continue
					}
					typ := "text"
					if p.Schema != nil && (p.Schema.Format == "binary" || p.Schema.Is("file")) {
						typ = "file"
					}
					playgroundInput(&w, p.Name, p.Schema.TypeLabel(), "form", p.Name, "", p.Required, typ)
				}
			}
			w.WriteString(`</div>`)
		default:
			example := ""
			if v, ok := mt.Example(openapi.ExampleOptions{Request: true, RequiredOnly: !set.prefill && set.requiredOnly}); ok {
				if s, isString := v.(string); isString && !strings.Contains(ct, "json") {
					example = s
				} else {
					example = openapi.FormatJSON(v)
				}
			}
			w.WriteString(`<textarea class="api-playground-input api-playground-body-input" data-in="body" data-content-type="` + esc(mt.Type) + `" rows="10" spellcheck="false" aria-label="Request body">`)
			w.WriteString(esc(example))
			w.WriteString(`</textarea>`)
		}
		w.WriteString(`</fieldset>`)
	}
	w.WriteString(`</div><div class="api-playground-result" data-playground-result aria-live="polite">`)
	if proxied {
		w.WriteString(`<p class="api-playground-hint">Send the request to see the response. It goes through this site's server, which passes on only what the form holds.</p>`)
	} else {
		w.WriteString(`<p class="api-playground-hint">Send the request to see the response. It goes from your browser straight to the API, which must allow requests from this site (CORS).</p>`)
	}
	w.WriteString(`</div></div></form></dialog>`)
	return template.HTML(w.String())
}

// cookieNote says why a cookie's field cannot be sent.
const cookieNote = `<p class="api-playground-note">Cookies can only be sent through the docs server's proxy (<code>folio dev</code>, <code>folio serve</code>). From the browser, the API gets the cookies it set itself.</p>`

const closeSVG = `<svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M6 6l12 12M18 6 6 18"/></svg>`

// playgroundInput writes one labelled input.
func playgroundInput(w *strings.Builder, label, kind, in, name, value string, required bool, typ string, placeholder ...string) {
	w.WriteString(`<label class="api-playground-field"><span class="api-playground-label">` + esc(label))
	if kind != "" {
		w.WriteString(` <span class="api-playground-type">` + esc(kind) + `</span>`)
	}
	if required {
		w.WriteString(` <span class="field-required">required</span>`)
	}
	w.WriteString(`</span><input class="api-playground-input" type="` + typ + `" data-in="` + esc(in) + `" data-name="` + esc(name) + `"`)
	if value != "" {
		w.WriteString(` value="` + esc(value) + `"`)
	}
	if len(placeholder) > 0 && placeholder[0] != "" {
		w.WriteString(` placeholder="` + esc(placeholder[0]) + `"`)
	}
	if required {
		w.WriteString(` data-required`)
	}
	if strings.HasSuffix(kind, "[]") {
		w.WriteString(` data-array`)
	}
	w.WriteString(` autocomplete="off"></label>`)
}

// cookieInput writes a cookie's field that cannot be sent: the browser
// sends requests itself, and a page's script cannot set a cookie.
func cookieInput(w *strings.Builder, label, kind string) {
	w.WriteString(`<label class="api-playground-field"><span class="api-playground-label">` + esc(label))
	if kind != "" {
		w.WriteString(` <span class="api-playground-type">` + esc(kind) + `</span>`)
	}
	w.WriteString(`</span><input class="api-playground-input" type="text" data-in="cookie" data-name="` + esc(label) + `" disabled placeholder="sent through the proxy only" autocomplete="off"></label>`)
}

// isPlaceholder reports whether an example is only a placeholder
// ("<string>"), not a value worth sending.
func isPlaceholder(v any) bool {
	s, ok := v.(string)
	return ok && strings.HasPrefix(s, "<") && strings.HasSuffix(s, ">")
}

// paramValue writes a parameter's value for an input.
func paramValue(v any) string {
	if a, ok := v.([]any); ok {
		var parts []string
		for _, x := range a {
			parts = append(parts, openapi.ValueText(x))
		}
		return strings.Join(parts, ",")
	}
	return openapi.ValueText(v)
}
