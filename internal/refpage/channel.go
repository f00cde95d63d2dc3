package refpage

import (
	"context"
	"fmt"
	"html/template"
	"strings"

	"github.com/foliodocs/folio/internal/asyncapi"
	"github.com/foliodocs/folio/internal/content"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/frontmatter"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/openapi"
)

// A channel page: a page file with asyncapi frontmatter ("asyncapi:
// /asyncapi.yaml chat") documents a channel of an AsyncAPI document as an
// endpoint page documents an operation: the address to connect to in the
// header, then the messages the client sends and those it receives, each
// with its payload's fields, and their examples in the side column. It has
// no live playground.

// channelRef is the channel a page documents: its asyncapi frontmatter
// (unless it names an OpenAPI operation or schema, which win), or the
// reference of a page generated for a channel; "" for other pages.
func channelRef(pg *nav.Page) string {
	if m := pg.Meta; m != nil {
		if m.AsyncAPI != "" && m.OpenAPI == "" && m.OpenAPISchema == "" {
			return m.AsyncAPI
		}
		return ""
	}
	return pg.AsyncAPI
}

// FindChannel finds the channel a page's asyncapi frontmatter names, with
// the problems met: a warning at the frontmatter value when there is no
// such channel (the page is built without it), and the document's own.
func FindChannel(specs *asyncapi.Specs, pg *nav.Page, front *frontmatter.Document) (*asyncapi.Channel, []diag.Diagnostic) {
	ref := channelRef(pg)
	if ref == "" || specs == nil {
		return nil, nil
	}
	doc, ch, p := specs.Find(ref, pg.File)
	var ds []diag.Diagnostic
	if doc != nil {
		ds = append(ds, doc.Diags...)
	}
	if p == nil {
		return ch, ds
	}
	if p.Err != nil {
		// The document does not parse: where it does not.
		d := p.Err.Diagnostic(diag.Warning)
		d.Hint = "the page " + pg.File + " is built without its channel"
		return nil, append(ds, d)
	}
	d := diag.Diagnostic{Severity: diag.Warning, Code: p.Code, Message: p.Msg + "; the page is built without it", Hint: p.Hint, File: pg.File}
	if front != nil {
		if k, ok := front.Get("asyncapi"); ok {
			d.Pos = k.Pos
		}
	}
	return nil, append(ds, d)
}

// channelPage lays out the page of a channel. A page whose channel is
// missing gets only its diagnostics (a view of nil): it is shown as the
// prose page it is.
func (b *Pages) channelPage(ctx context.Context, pg *nav.Page, cp *content.Page) *Page {
	var front *frontmatter.Document
	if cp != nil {
		front = cp.Front
	}
	ch, diags := FindChannel(b.async, pg, front)
	ap := &Page{Diagnostics: diags}
	if ch == nil {
		return ap
	}
	if pg.Description == "" {
		ap.Description = ch.About()
	}
	v := &View{Method: "WSS"}
	ap.View = v
	url := ""
	if len(ch.Servers) > 0 {
		s := ch.Servers[0]
		if p := strings.ToUpper(s.Protocol); p != "" {
			v.Method = p
		}
		url = ch.URL(s)
		v.Base = strings.TrimSuffix(s.URL(), "/")
		if len(ch.Servers) > 1 {
			for _, s := range ch.Servers {
				v.Servers = append(v.Servers, Server{URL: strings.TrimSuffix(s.URL(), "/"), Label: s.Description})
			}
		}
	}
	addr := ch.Address
	if addr == "" && url == "" {
		addr = ch.ID
	}
	if addr != "" && !strings.HasPrefix(addr, "/") && v.Base != "" {
		addr = "/" + addr
	}
	v.Path = pathHTML(addr)
	v.URL = url

	set := b.apiSettings(pg)
	fw := b.newFieldWriter(set)
	body := &partWriter{}
	fw.w = body
	var md strings.Builder
	shown := url
	if shown == "" {
		shown = addr
	}
	fmt.Fprintf(&md, "`%s %s`\n", v.Method, shown)
	words := []string{shown}
	if len(ch.Parameters) > 0 {
		// The address's parameters, as an endpoint's path parameters.
		fw.sectionStart("path-parameters", "Path Parameters", "")
		for _, p := range ch.Parameters {
			fw.param(ctx, p, "path")
			words = append(words, p.Name)
		}
		fw.sectionEnd()
		e := &openapi.Endpoint{Params: ch.Parameters}
		md.WriteString(fromHeading(e.Markdown(openapi.MarkdownOptions{}), "\n## "))
	}
	var panel strings.Builder
	for _, dir := range []struct {
		id, title, aside, class string
		msgs                    []*asyncapi.Message
		request                 bool
	}{
		{"send", "Send", "messages the client sends", "request-example", ch.Send, true},
		{"receive", "Receive", "messages the client receives", "response-example", ch.Receive, false},
	} {
		if len(dir.msgs) == 0 {
			continue
		}
		fw.request = dir.request
		fw.sectionStart(dir.id, dir.title, dir.aside)
		fmt.Fprintf(&md, "\n## %s\n", dir.title)
		for _, m := range dir.msgs {
			h := m.Heading()
			words = append(words, h)
			id := fw.id(dir.id, m.ID)
			body.WriteString(`<div class="api-message"><h3 class="api-message-title" id="` + esc(id) + `">` + esc(h) + `</h3>`)
			if m.ContentType != "" {
				body.WriteString(`<span class="api-section-aside">` + esc(m.ContentType) + `</span>`)
			}
			fmt.Fprintf(&md, "\n### %s\n", h)
			if a := m.About(); a != "" {
				body.WriteString(`<div class="api-section-description">` + b.MarkdownHTML(ctx, a) + `</div>`)
				fmt.Fprintf(&md, "\n%s\n", strings.TrimSpace(a))
			}
			if m.Headers != nil {
				body.WriteString(`<h4 class="api-message-part">Headers</h4>`)
				fw.schemaFields(ctx, m.Headers, id+"-headers")
				for _, p := range m.Headers.Properties {
					words = append(words, p.Name)
				}
				md.WriteString("\n#### Headers\n")
				md.WriteString(schemaMarkdown(m.Headers, "Headers"))
			}
			if m.Payload != nil {
				if m.Headers != nil {
					body.WriteString(`<h4 class="api-message-part">Payload</h4>`)
					md.WriteString("\n#### Payload\n")
				}
				fw.schemaFields(ctx, m.Payload, id)
				for _, p := range m.Payload.Properties {
					words = append(words, p.Name)
				}
				md.WriteString(schemaMarkdown(m.Payload, h))
			}
			body.WriteString(`</div>`)
			samples := messageSamples(m, dir.request)
			if len(samples) > 0 {
				panel.WriteString(b.exampleGroup(dir.class, h, "", "", samples))
				for _, s := range samples {
					fence := strings.Repeat("`", max(3, longestRun(s.Code, '`')+1))
					fmt.Fprintf(&md, "\n%s%s %s\n%s\n%s\n", fence, s.Lang, s.Label, s.Code, fence)
				}
			}
		}
		fw.sectionEnd()
	}
	v.Body = body.Parts()
	v.Panel = template.HTML(panel.String())
	ap.Markdown = md.String()
	ap.Text = strings.Join(words, " ")
	return ap
}

// schemaMarkdown writes a schema's fields as Markdown: the schema is the
// one "response" of a pseudo endpoint, of which only the fields are kept.
func schemaMarkdown(s *openapi.Schema, label string) string {
	e := &openapi.Endpoint{Responses: []*openapi.Response{{Status: label, Content: []*openapi.MediaType{{Type: "application/json", Schema: s}}}}}
	fields := e.Markdown(openapi.MarkdownOptions{})
	if i := strings.Index(fields, "\n### "); i >= 0 {
		if j := strings.IndexByte(fields[i+1:], '\n'); j >= 0 {
			return "\n" + strings.TrimLeft(fields[i+1+j:], "\n")
		}
	}
	return ""
}

// fromHeading is md from the first heading that starts with h; "" when
// there is none.
func fromHeading(md, h string) string {
	if i := strings.Index(md, h); i >= 0 {
		return md[i:]
	}
	return ""
}

// messageSamples are a message's examples: those the document gives,
// else one made from its payload.
func messageSamples(m *asyncapi.Message, request bool) []openapi.CodeSample {
	var out []openapi.CodeSample
	for i, x := range m.Examples {
		if !x.HasPayload {
			continue
		}
		label := x.Name
		if label == "" {
			label = x.Summary
		}
		if label == "" {
			label = fmt.Sprintf("Example %d", i+1)
		}
		out = append(out, exampleSample(label, m.ContentType, x.Payload))
	}
	if len(out) == 0 && m.Payload != nil {
		out = append(out, openapi.CodeSample{Label: "Example", Lang: "json", Code: openapi.FormatJSON(m.Payload.Example(openapi.ExampleOptions{Request: request}))})
	}
	return out
}

// longestRun is the length of the longest run of c in s.
func longestRun(s string, c byte) int {
	best, n := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			n++
			best = max(best, n)
		} else {
			n = 0
		}
	}
	return best
}
