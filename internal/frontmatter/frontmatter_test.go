package frontmatter

import (
	"strings"
	"testing"
)

func TestLocate(t *testing.T) {
	tests := []struct {
		name, in string
		present  bool
		body     string
		yaml     string
	}{
		{"none", "# Title\n", false, "# Title\n", ""},
		{"simple", "---\ntitle: A\n---\n# Body\n", true, "# Body\n", "title: A\n"},
		{"blank lines after", "---\ntitle: A\n---\n\n\n# Body\n", true, "# Body\n", "title: A\n"},
		{"crlf", "---\r\ntitle: A\r\n---\r\nBody", true, "Body", "title: A\r\n"},
		{"lone cr", "---\rtitle: A\r---\r## Body", true, "## Body", "title: A\r"},
		{"crlf then lone cr", "---\r\ntitle: A\r\n---\r## Body", true, "## Body", "title: A\r\n"},
		{"bom", "\uFEFF---\ntitle: A\n---\nBody", true, "Body", "title: A\n"},
		{"dots close", "---\ntitle: A\n...\nBody", true, "Body", "title: A\n"},
		{"trailing spaces on closer", "---\ntitle: A\n---  \nBody", true, "Body", "title: A\n"},
		{"unclosed", "---\ntitle: A\n", false, "---\ntitle: A\n", ""},
		{"not first line", "\n---\ntitle: A\n---\n", false, "\n---\ntitle: A\n---\n", ""},
		{"dashes with text", "--- x\ntitle: A\n---\n", false, "--- x\ntitle: A\n---\n", ""},
		{"empty block", "---\n---\nBody", true, "Body", ""},
		{"end of file", "---\ntitle: A\n---", true, "", "title: A\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, diags := Parse("p.mdx", []byte(tt.in))
			if diags.Len() != 0 {
				t.Fatalf("diagnostics: %+v", diags.All())
			}
			if doc.Present != tt.present || string(doc.Body()) != tt.body {
				t.Errorf("present %v body %q, want %v %q", doc.Present, doc.Body(), tt.present, tt.body)
			}
			if tt.present && tt.yaml != "" {
				start, end, _, _ := locate([]byte(tt.in))
				if got := tt.in[start:end]; got != tt.yaml {
					t.Errorf("block %q, want %q", got, tt.yaml)
				}
			}
		})
	}
}

func TestMeta(t *testing.T) {
	doc, diags := Parse("p.mdx", []byte(`---
title: 2024 Release
sidebarTitle: "Release: 2024"
description: >
  Folded text
icon: {name: rocket, style: duotone}
tag: NEW
hidden: true
deprecated: false
searchable: false
boost: 2.5
openapi: "openapi.yaml GET /users"
keywords: [a, b]
og:image: /og.png
custom:
  nested: 1
---
Body
`))
	if diags.Len() != 0 {
		t.Fatalf("diagnostics: %+v", diags.All())
	}
	m := doc.Meta
	if m.Title != "2024 Release" || !m.HasTitle || m.SidebarTitle != "Release: 2024" || m.Description != "Folded text\n" {
		t.Errorf("text keys: %+v", m)
	}
	if m.Icon == nil || m.Icon.Name != "rocket" || m.Icon.Style != "duotone" || m.Tag != "NEW" {
		t.Errorf("icon/tag: %+v %+v", m.Icon, m.Tag)
	}
	if !m.Hidden || m.Deprecated || m.Searchable == nil || *m.Searchable || m.Boost == nil || *m.Boost != 2.5 {
		t.Errorf("flags: %+v", m)
	}
	if m.OpenAPI != "openapi.yaml GET /users" || strings.Join(m.Keywords, ",") != "a,b" {
		t.Errorf("openapi/keywords: %+v", m)
	}
	if s, ok := doc.String("og:image"); !ok || s != "/og.png" {
		t.Errorf("og:image = %q", s)
	}
	k, _ := doc.Get("custom")
	if l, c := k.Pos.LineCol(); l != 16 || c != 3 {
		t.Errorf("custom value at %d:%d, want 16:3", l, c)
	}
	if string(doc.Body()) != "Body\n" {
		t.Errorf("body %q", doc.Body())
	}
}

func TestQuotedFlags(t *testing.T) {
	doc, diags := Parse("p.mdx", []byte("---\nrss: \"true\"\nhidden: 'false'\n---\n"))
	if diags.Len() != 0 || !doc.Meta.RSS || doc.Meta.Hidden {
		t.Errorf("%+v %+v", doc.Meta, diags.All())
	}
}

func TestNumbersAreText(t *testing.T) {
	doc, _ := Parse("p.mdx", []byte("---\ntitle: 2024\nsidebarTitle: true\n---\n"))
	if doc.Meta.Title != "2024" || doc.Meta.SidebarTitle != "true" {
		t.Errorf("%+v", doc.Meta)
	}
	doc, _ = Parse("p.mdx", []byte("---\ntitle:\n---\n"))
	if doc.Meta.HasTitle {
		t.Errorf("a null title counts as set")
	}
	// A number is the text JavaScript prints for the number js-yaml
	// reads, as Mintlify's navigation shows it (generatedDocsNav.json has
	// "title": 3.1 for "title: 3.10").
	for in, want := range map[string]string{
		"3.10": "3.1", "1.0": "1", "1e3": "1000", "2024": "2024", "007": "7", "0x1F": "31",
		"-2.50": "-2.5", "1_000": "1000", "1e21": "1e+21", "0.000001": "0.000001", "1e-7": "1e-7",
		"12345678901234567890": "12345678901234567000", ".inf": "Infinity", "-0": "0", "'3.10'": "3.10",
		// front-matter bundles js-yaml 3: YAML 1.1 octals and sexagesimals,
		// and no number with a leading zero before more digits or 0o.
		"08.2026": "08.2026", "08": "08", "010": "8", "-010": "-8", "00.5": "00.5", "0o17": "0o17",
		"0b101": "5", "1:30": "90", "-.5": "-.5", ".5": "0.5", "1.": "1", "1_": "1_", "0_1": "1",
		"+.inf": "Infinity", "1E3": "1000", "0.1_5": "0.15", "!!str 010": "010", "\"08\"": "08",
	} {
		doc, _ := Parse("p.mdx", []byte("---\ntitle: "+in+"\n---\n"))
		if doc.Meta.Title != want {
			t.Errorf("title: %s is %q, want %q", in, doc.Meta.Title, want)
		}
	}
}

func TestDiagnostics(t *testing.T) {
	tests := []struct {
		name, in  string
		code      string
		line, col int
		warning   bool
	}{
		{"bad yaml", "---\ntitle: A\ndescription: a: b\n---\n", "frontmatter-syntax", 3, 1, false},
		{"tab indent", "---\ntitle: A\nicon:\n\tname: x\n---\n", "frontmatter-syntax", 4, 1, false},
		{"duplicate key", "---\ntitle: A\ntitle: B\n---\n", "frontmatter-syntax", 3, 1, false},
		{"not a mapping", "---\n- a\n- b\n---\n", "frontmatter-type", 2, 1, true},
		{"a line of text", "---\nAugmenting chats with sentiment\n---\n", "frontmatter-type", 2, 1, true},
		{"word for a flag", "---\nhidden: yes\n---\n", "frontmatter-type", 2, 9, true},
		{"list title", "---\ntitle: [a]\n---\n", "frontmatter-type", 2, 8, true},
		{"text boost", "---\nboost: high\n---\n", "frontmatter-type", 2, 8, true},
		{"wide characters", "---\ntitle: 名前\nhidden: 名前\n---\n", "frontmatter-type", 3, 9, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, diags := Parse("p.mdx", []byte(tt.in))
			if diags.Len() != 1 {
				t.Fatalf("%d diagnostics: %+v", diags.Len(), diags.All())
			}
			d := diags.All()[0]
			l, c := d.LineCol()
			if d.Code != tt.code || l != tt.line || c != tt.col || (d.Severity == 1) != tt.warning {
				t.Errorf("got %s %d:%d sev %v (%s), want %s %d:%d", d.Code, l, c, d.Severity, d.Message, tt.code, tt.line, tt.col)
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	f.Add("---\ntitle: A\n---\nbody")
	f.Add("---\ntitle: [\n---\n")
	f.Add("\uFEFF= yaml =\nicon: {name: x}\n= yaml =\n")
	f.Add("---\n*a\n---\n")
	f.Fuzz(func(t *testing.T, in string) {
		doc, diags := Parse("p.mdx", []byte(in))
		if doc.BodyOffset < 0 || doc.BodyOffset > len(in) {
			t.Fatalf("body offset %d", doc.BodyOffset)
		}
		for _, d := range diags.All() {
			if d.Pos.Src == nil || d.Pos.Off < 0 || d.Pos.Off > len(in) {
				t.Fatalf("bad position %+v", d)
			}
		}
	})
}

func TestNeedsMore(t *testing.T) {
	for in, want := range map[string]bool{
		"# no frontmatter":        false,
		"---\ntitle: A\n---\nx":   false,
		"---\ntitle: A\ndescr":    true,
		"\uFEFF---\ntitle: A":     true,
		"= yaml =\ntitle: A\n":    true,
		"----\ntitle: A\n":        false,
		"---\ntitle: A\n...\nxyz": false,
	} {
		if got := NeedsMore([]byte(in)); got != want {
			t.Errorf("NeedsMore(%q) = %v", in, got)
		}
	}
}

func TestMetaMore(t *testing.T) {
	doc, diags := Parse("p.mdx", []byte(`---
related:
  - /guides/setup
  - Quickstart: /quickstart
contextual:
  options: [copy, view, {title: Ask, href: "https://x"}]
groups:
  - admin
  - includes: [team]
    excludes: [guest]
graphql: {source: schema.graphql, kind: query, name: users}
authMethod: bearer
version: "2.0"
"og:title": Social title
"twitter:card": summary
author: Ada
custom: kept
---
`))
	if diags.Len() != 0 {
		t.Fatalf("diagnostics: %+v", diags.All())
	}
	m := doc.Meta
	if m.Related == nil || m.Related.Off || len(m.Related.Links) != 2 || m.Related.Links[1] != (RelatedLink{"Quickstart", "/quickstart"}) {
		t.Errorf("related = %+v", m.Related)
	}
	if m.Contextual == nil || strings.Join(m.Contextual.Options, ",") != "copy,view,Ask" {
		t.Errorf("contextual = %+v", m.Contextual)
	}
	if len(m.Groups) != 2 || m.Groups[0].Includes[0] != "admin" || m.Groups[1].Excludes[0] != "guest" {
		t.Errorf("groups = %+v", m.Groups)
	}
	if m.GraphQL == nil || *m.GraphQL != (GraphQL{"schema.graphql", "query", "users"}) {
		t.Errorf("graphql = %+v", m.GraphQL)
	}
	if m.AuthMethod != "bearer" || m.Version != "2.0" {
		t.Errorf("api helpers = %q %q", m.AuthMethod, m.Version)
	}
	if m.MetaTags["og:title"] != "Social title" || m.MetaTags["twitter:card"] != "summary" || m.MetaTags["author"] != "Ada" || len(m.MetaTags) != 3 {
		t.Errorf("meta tags = %v", m.MetaTags)
	}
	if _, ok := doc.Get("custom"); !ok {
		t.Error("unknown key not kept")
	}

	off, _ := Parse("p.mdx", []byte("---\nrelated: false\ncontextual:\n  options: []\n---\n"))
	if off.Meta.Related == nil || !off.Meta.Related.Off || off.Meta.Contextual == nil || len(off.Meta.Contextual.Options) != 0 {
		t.Errorf("off: related %+v contextual %+v", off.Meta.Related, off.Meta.Contextual)
	}

	_, bad := Parse("p.mdx", []byte("---\ngroups:\n  - excludes: ['*']\ngraphql: {kind: subscription}\nrelated: 3\n---\n"))
	if len(bad.Warnings()) != 3 {
		t.Errorf("warnings = %+v", bad.All())
	}
}

// A file saved with lone "\r" line breaks has one key per line, as the YAML
// library and Mintlify read it.
func TestLoneCRLines(t *testing.T) {
	doc, diags := Parse("p.mdx", []byte("---\rtitle: Invoice Export\rdescription: Guide\r---\r## Overview\r"))
	if diags.Len() != 0 {
		t.Fatalf("diagnostics: %+v", diags.All())
	}
	if doc.Meta.Title != "Invoice Export" || doc.Meta.Description != "Guide" {
		t.Errorf("title %q description %q", doc.Meta.Title, doc.Meta.Description)
	}
	if string(doc.Body()) != "## Overview\r" {
		t.Errorf("body %q", doc.Body())
	}
}
