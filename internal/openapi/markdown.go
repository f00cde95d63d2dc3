package openapi

import (
	"fmt"
	"strings"
)

// The Markdown copy of a reference page (page.md and llms-full.txt): the
// endpoint, its authentication, parameters, body and responses as lists a
// reader or a language model can follow.

// maxMarkdownFields bounds the fields one Markdown page lists.
const maxMarkdownFields = 3000

// MarkdownOptions say how the endpoint is written.
type MarkdownOptions struct {
	// Server is the base URL written before the path; empty writes the
	// path alone.
	Server string
	// Samples are the request examples to append; Responses the
	// response examples, by status.
	Samples []CodeSample
}

// Markdown writes the endpoint's reference as Markdown, with headings from
// level 2 (the page's title is the level 1 heading). The description is
// not included: the page writes it where it shows it.
func (e *Endpoint) Markdown(o MarkdownOptions) string {
	var b strings.Builder
	m := &mdWriter{b: &b, budget: maxMarkdownFields, doc: e.doc}
	webhook := e.Operation.Method == "webhook"
	if webhook {
		fmt.Fprintf(&b, "Webhook `%s %s`\n", e.HTTPMethod, e.Operation.Path)
	} else {
		fmt.Fprintf(&b, "`%s %s`\n", e.HTTPMethod, joinURL(o.Server, e.Operation.Path))
	}
	if len(e.Servers) > 1 && !webhook {
		b.WriteString("\nServers:\n\n")
		for _, s := range e.Servers {
			fmt.Fprintf(&b, "- `%s`", s.Resolved())
			if s.Description != "" {
				b.WriteString(": " + oneLine(s.Description))
			}
			b.WriteByte('\n')
		}
	}
	if len(e.Security) > 0 {
		b.WriteString("\n## Authorizations\n\n")
		for i, rq := range e.Security {
			if len(e.Security) > 1 {
				var names []string
				for _, s := range rq.Schemes {
					names = append(names, s.Key)
				}
				if i > 0 {
					b.WriteByte('\n')
				}
				fmt.Fprintf(&b, "Option %d (%s):\n\n", i+1, strings.Join(names, " and "))
			}
			for _, s := range rq.Schemes {
				f := s.Field()
				meta := []string{f.Type}
				if f.In != "" {
					meta = append(meta, f.In)
				}
				meta = append(meta, "required")
				m.item(0, f.Name, meta, f.Description)
			}
		}
	}
	for _, g := range ParamGroups {
		ps := e.ParamsIn(g.In)
		if len(ps) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n## %s\n\n", g.Title)
		for _, p := range ps {
			m.param(p)
		}
	}
	if e.Body != nil {
		title := "Body"
		if webhook {
			title = "Payload"
		}
		for _, mt := range e.Body.Content {
			fmt.Fprintf(&b, "\n## %s\n\n`%s`", title, mt.Type)
			if e.Body.Required {
				b.WriteString(" (required)")
			}
			b.WriteString("\n")
			if e.Body.Description != "" {
				b.WriteString("\n" + strings.TrimSpace(e.Body.Description) + "\n")
			}
			m.schema(mt.Schema, true)
		}
	}
	if len(e.Responses) > 0 {
		b.WriteString("\n## Response\n")
		for _, r := range e.Responses {
			fmt.Fprintf(&b, "\n### %s", r.Status)
			if len(r.Content) > 0 {
				fmt.Fprintf(&b, " `%s`", r.Content[0].Type)
			}
			b.WriteString("\n")
			if r.Description != "" {
				b.WriteString("\n" + strings.TrimSpace(r.Description) + "\n")
			}
			if len(r.Headers) > 0 {
				b.WriteString("\nHeaders:\n\n")
				for _, h := range r.Headers {
					m.param(h)
				}
			}
			if len(r.Content) > 0 {
				m.schema(r.Content[0].Schema, false)
			}
		}
	}
	if len(o.Samples) > 0 {
		b.WriteString("\n## Request example\n")
		for _, s := range o.Samples {
			fmt.Fprintf(&b, "\n%s\n", fence(s.Lang, s.Label, s.Code))
		}
	}
	return b.String()
}

// ResponseExamplesMarkdown writes the response examples, by status.
func ResponseExamplesMarkdown(examples []CodeSample) string {
	if len(examples) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("\n## Response example\n")
	for _, s := range examples {
		fmt.Fprintf(&b, "\n%s\n", fence(s.Lang, s.Label, s.Code))
	}
	return b.String()
}

// fence writes a fenced code block long enough for the code it holds.
func fence(lang, title, code string) string {
	ticks := "```"
	for strings.Contains(code, ticks) {
		ticks += "`"
	}
	info := lang
	if title != "" {
		info += " " + title
	}
	return ticks + info + "\n" + strings.TrimRight(code, "\n") + "\n" + ticks
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

type mdWriter struct {
	b      *strings.Builder
	budget int
	// doc keeps the Markdown of the document's schemas; nil keeps none.
	doc *Document
}

// item writes one field as a list item at a nesting level.
func (m *mdWriter) item(level int, name string, meta []string, desc string) {
	indent := strings.Repeat("  ", level)
	m.b.WriteString(indent + "- ")
	if name != "" {
		m.b.WriteString(codeSpan(name))
	}
	if len(meta) > 0 {
		if name != "" {
			m.b.WriteByte(' ')
		}
		m.b.WriteString("(" + strings.Join(meta, ", ") + ")")
	}
	desc = strings.TrimSpace(desc)
	if desc != "" {
		lines := strings.Split(desc, "\n")
		if len(lines) == 1 {
			m.b.WriteString(": " + desc)
		} else {
			m.b.WriteString(":\n")
			for _, l := range lines {
				if strings.TrimSpace(l) == "" {
					m.b.WriteString("\n")
					continue
				}
				m.b.WriteString(indent + "  " + l + "\n")
			}
			return
		}
	}
	m.b.WriteByte('\n')
}

// codeSpan writes text as inline code, with enough backticks.
func codeSpan(s string) string {
	ticks := "`"
	for strings.Contains(s, ticks) {
		ticks += "`"
	}
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		return ticks + " " + s + " " + ticks
	}
	return ticks + s + ticks
}

// details writes a field's description followed by its constraints,
// default and example.
func details(s *Schema, desc string) string {
	var parts []string
	if d := strings.TrimSpace(desc); d != "" {
		parts = append(parts, d)
	}
	if s != nil {
		for _, c := range s.Constraints() {
			t := c.Label
			var vs []string
			for _, v := range c.Values {
				vs = append(vs, codeSpan(v))
			}
			if len(vs) > 0 {
				t += " " + strings.Join(vs, ", ")
			}
			if c.After != "" {
				t += " " + c.After
			}
			parts = append(parts, t)
		}
		if ex, ok := s.ExampleText(); ok {
			parts = append(parts, "Example: "+codeSpan(Clip(ex, 200)))
		}
		if ap := s.AdditionalProperties; ap != nil && len(s.Properties) == 0 {
			parts = append(parts, "Values: "+codeSpan(ap.TypeLabel()))
		}
		if r := recursion(s); r != "" {
			parts = append(parts, "Recursive: "+r+".")
		}
	}
	return strings.Join(parts, "\n\n")
}

// DefaultText is the schema's default as the reference shows it, as
// Mintlify's field does: none for null, "" for an empty string, a string
// as it is, other values as JSON; clipped to 80 bytes.
func (s *Schema) DefaultText() (string, bool) {
	switch {
	case !s.HasDefault || s.Default == nil:
		return "", false
	case s.Default == "":
		return `""`, true
	}
	return Clip(ValueText(s.Default), 80), true
}

// Clip shortens s to at most n bytes, cut on a character boundary and
// marked with an ellipsis: a long default or example as the reference
// shows it.
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && s[cut]&0xc0 == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}

// fieldMeta is what goes in parentheses after a field's name.
func fieldMeta(s *Schema, in string, required bool) []string {
	meta := []string{s.TypeLabel()}
	if in != "" {
		meta = append(meta, in)
	}
	if required {
		meta = append(meta, "required")
	}
	if s != nil {
		if d, ok := s.DefaultText(); ok {
			meta = append(meta, "default: "+codeSpan(d))
		}
		if s.Deprecated {
			meta = append(meta, "deprecated")
		}
		if s.ReadOnly {
			meta = append(meta, "read-only")
		}
		if s.WriteOnly {
			meta = append(meta, "write-only")
		}
	}
	return meta
}

func (m *mdWriter) param(p *Param) {
	meta := fieldMeta(p.Schema, "", p.Required)
	if p.Deprecated && (p.Schema == nil || !p.Schema.Deprecated) {
		meta = append(meta, "deprecated")
	}
	desc := details(p.Schema, p.Description)
	if p.Schema != nil && p.Description == "" {
		desc = details(p.Schema, p.Schema.Description)
	}
	if len(p.Examples) > 0 && (p.Schema == nil || len(p.Schema.Examples) == 0) && p.Examples[0].Value != nil {
		if desc != "" {
			desc += "\n\n"
		}
		desc += "Example: " + codeSpan(Clip(CompactJSON(p.Examples[0].Value), 200))
	}
	m.item(0, p.Name, meta, desc)
	if p.Schema != nil {
		m.children(p.Schema, 1, true)
	}
}

// schema writes a body's fields: an object's properties at the top
// level, or the schema as one field when it is not an object. The pages
// of a document share its schemas, and so their Markdown.
func (m *mdWriter) schema(s *Schema, request bool) {
	if s == nil {
		return
	}
	if m.doc == nil {
		m.writeSchema(s, request)
		return
	}
	key := mdKey{s, request}
	if v, ok := m.doc.markdown.Load(key); ok {
		m.b.WriteString(v.(string))
		return
	}
	var b strings.Builder
	sub := &mdWriter{b: &b, budget: maxMarkdownFields}
	sub.writeSchema(s, request)
	m.doc.markdown.Store(key, b.String())
	m.b.WriteString(b.String())
}

// mdKey names a schema's Markdown as a request or a response.
type mdKey struct {
	s       *Schema
	request bool
}

func (m *mdWriter) writeSchema(s *Schema, request bool) {
	own, props := s.Children()
	if s.Is("object") && len(props) > 0 || len(s.Types) == 0 && len(props) > 0 {
		if d := strings.TrimSpace(s.Description); d != "" {
			m.b.WriteString("\n" + d + "\n")
		}
		m.b.WriteByte('\n')
		m.properties(own, props, 0, request)
		m.alternatives(s, 0, request)
		return
	}
	m.b.WriteByte('\n')
	if alts := s.OneOf; len(alts) > 0 && len(props) == 0 {
		if d := strings.TrimSpace(s.Description); d != "" {
			m.b.WriteString(d + "\n\n")
		}
		m.alternatives(s, 0, request)
		return
	}
	m.item(0, "", fieldMeta(s, "", false), details(s, s.Description))
	m.children(s, 1, request)
}

func (m *mdWriter) properties(s *Schema, props []*Property, level int, request bool) {
	for _, p := range props {
		if !p.Shown(request) {
			continue
		}
		if m.budget--; m.budget < 0 {
			if m.budget == -1 {
				m.b.WriteString(strings.Repeat("  ", level) + "- …\n")
			}
			return
		}
		ps := p.Schema
		m.item(level, p.Name, fieldMeta(ps, "", p.Required), details(ps, ps.Description))
		m.children(ps, level+1, request)
	}
}

// children writes the members and alternatives under a field.
func (m *mdWriter) children(s *Schema, level int, request bool) {
	if s == nil || level > maxSchemaDepth {
		return
	}
	if s.Recursive {
		return
	}
	own, props := s.Children()
	if len(props) > 0 {
		m.properties(own, props, level, request)
	}
	m.alternatives(own, level, request)
}

func (m *mdWriter) alternatives(s *Schema, level int, request bool) {
	alts := s.Alternatives()
	if len(alts) == 0 {
		return
	}
	word := "One of"
	if s.AnyOf {
		word = "Any of"
	}
	indent := strings.Repeat("  ", level)
	m.b.WriteString(indent + "- " + word + ":\n")
	for i, a := range alts {
		meta := []string{a.TypeLabel()}
		m.b.WriteString(indent + "  - " + AlternativeLabel(a, i) + " (" + strings.Join(meta, ", ") + ")")
		if d := details(a, a.Description); d != "" && !strings.Contains(d, "\n") {
			m.b.WriteString(": " + d)
		}
		m.b.WriteByte('\n')
		m.children(a, level+2, request)
	}
}

// recursion words where a schema contains itself: "`Enclosure`, as
// above"; empty when it does not.
func recursion(s *Schema) string {
	for i := 0; s != nil && i < 8; i++ {
		if s.Recursive {
			name := s.Ref
			if name == "" {
				name = "object"
			}
			return codeSpan(name) + ", described above"
		}
		s = s.Items
	}
	return ""
}
