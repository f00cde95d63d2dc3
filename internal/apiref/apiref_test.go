package apiref

import (
	"html"
	"slices"
	"strings"
	"testing"
)

// testWriter escapes as html.EscapeString does and keeps the gaps and
// text apart, as the content package's page does.
type testWriter struct {
	strings.Builder
	plain strings.Builder
}

func (w *testWriter) Escape(s string) { w.WriteString(html.EscapeString(s)) }
func (w *testWriter) Text(s string)   { w.WriteString(html.EscapeString(s)); w.plain.WriteString(s) }
func (w *testWriter) Gap(s string)    { w.plain.WriteString(s) }

func TestStartField(t *testing.T) {
	tests := []struct {
		name        string
		f           Field
		html, plain string
	}{
		{"bare response", Field{Response: true},
			`<div class="field response-field" data-field="response"><div class="field-head"></div>`, "\n"},
		{"query param", Field{ID: "param-q", Anchor: "param-q", Name: "q", Location: "query", Type: "string", Required: true},
			`<div class="field param-field" id="param-q" data-field="param" data-location="query"><div class="field-head">` +
				`<a class="field-anchor" href="#param-q" aria-label="Link to q"></a><span class="field-name">q</span>` +
				`<span class="field-type">string</span><span class="field-required">required</span></div>`,
			"q string required \n"},
		{"no anchor", Field{ID: "body", Name: "", Type: "object", Response: true},
			`<div class="field response-field" id="body" data-field="response"><div class="field-head"><span class="field-type">object</span></div>`,
			"object \n"},
		{"everything", Field{ID: "x", Anchor: "x", Name: "a<b", Location: "body", Placeholder: "p", Type: "int", Default: `"1"`,
			Required: true, Deprecated: true, ReadOnly: true, WriteOnly: true, Pre: []string{"pre"}, Post: []string{"post"},
			ClassName: `c "d"`, Component: true},
			`<div class="field param-field field-is-deprecated c &#34;d&#34;" data-component-name="field" id="x" data-field="param" data-location="body" data-placeholder="p"><div class="field-head">` +
				`<a class="field-anchor" href="#x" aria-label="Link to a&lt;b"></a>` +
				`<span class="field-pill field-pre">pre</span><span class="field-name">a&lt;b</span><span class="field-pill field-post">post</span>` +
				`<span class="field-type">int</span><span class="field-default"><span class="field-default-label">default:</span><code class="field-default-value">&#34;1&#34;</code></span>` +
				`<span class="field-required">required</span><span class="field-deprecated">deprecated</span>` +
				`<span class="field-pill field-read-only">read-only</span><span class="field-pill field-write-only">write-only</span></div>`,
			"pre a<b post int default: \"1\" required deprecatedread-onlywrite-only\n"},
		{"response ignores location", Field{Response: true, Location: "query", Placeholder: "p"},
			`<div class="field response-field" data-field="response"><div class="field-head"></div>`, "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var w testWriter
			StartField(&w, &tt.f)
			if got := w.String(); got != tt.html {
				t.Errorf("html:\n got %s\nwant %s", got, tt.html)
			}
			if got := w.plain.String(); got != tt.plain {
				t.Errorf("plain: got %q, want %q", got, tt.plain)
			}
		})
	}
}

func TestEnds(t *testing.T) {
	var w testWriter
	EndField(&w)
	EndExpandable(&w)
	if got, want := w.String(), "</div>\n</div></details>\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := w.plain.String(); got != "\n\n" {
		t.Errorf("plain: got %q", got)
	}
}

func TestStartExpandable(t *testing.T) {
	summary := `><summary class="expandable-summary"><span class="expandable-chevron" aria-hidden="true">` + Chevron +
		`</span><span class="expandable-label"><span class="expandable-show">Show </span><span class="expandable-hide">Hide </span>`
	tests := []struct {
		name string
		x    Expandable
		html string
	}{
		{"default title", Expandable{}, `<details class="expandable"` + summary + `child attributes</span></summary><div class="expandable-content">`},
		{"open", Expandable{Title: "item attributes", Open: true},
			`<details class="expandable" open` + summary + `item attributes</span></summary><div class="expandable-content">`},
		{"component", Expandable{Title: "a&b", ClassName: "x", Component: true},
			`<details class="expandable x" data-component-name="expandable"` + summary + `a&amp;b</span></summary><div class="expandable-content">`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var w testWriter
			StartExpandable(&w, &tt.x)
			if got := w.String(); got != tt.html {
				t.Errorf("got  %s\nwant %s", got, tt.html)
			}
		})
	}
}

// TestParamFieldsRoundTrip holds the reader to the writer: what
// StartField writes for a parameter, ParamFields reads back.
func TestParamFieldsRoundTrip(t *testing.T) {
	fields := []Field{
		{ID: "a", Anchor: "a", Name: "limit", Location: "query", Type: "integer", Required: true, Pre: []string{"x"}, Post: []string{"y"}},
		{Name: `say "hi" & <go>`, Location: "header", Type: "string[]"},
		{Name: "id", Location: "path"},
		{Name: "skipped", Location: "cookie", Type: "string"},
		{Name: "", Location: "body", Type: "object"},
		{Name: "resp", Response: true, Type: "string"},
		{Name: "b", Location: "body", Type: "boolean", Deprecated: true, Required: true},
		{Name: "page", Location: "query", Type: "integer", Default: "1", Required: true},
		{Name: "sort", Location: "query", Type: "string", Default: "</code></span>"},
	}
	want := []Param{
		{Location: "query", Name: "limit", Type: "integer", Required: true},
		{Location: "header", Name: `say "hi" & <go>`, Type: "string[]"},
		{Location: "path", Name: "id"},
		{Location: "body", Name: "b", Type: "boolean", Required: true},
		{Location: "query", Name: "page", Type: "integer", Required: true},
		{Location: "query", Name: "sort", Type: "string"},
	}
	for _, esc := range []func(string) string{html.EscapeString, strings.NewReplacer(`&`, "&amp;", `<`, "&lt;", `>`, "&gt;", `"`, "&quot;", `'`, "&#39;").Replace} {
		var b strings.Builder
		for _, f := range fields {
			w := &escWriter{&b, esc}
			StartField(w, &f)
			w.WriteString(DescriptionStart + "<p>text</p>" + DescriptionEnd)
			EndField(w)
		}
		if got := ParamFields(b.String()); !slices.Equal(got, want) {
			t.Errorf("got  %+v\nwant %+v", got, want)
		}
	}
}

type escWriter struct {
	*strings.Builder
	esc func(string) string
}

func (w *escWriter) Escape(s string) { w.WriteString(w.esc(s)) }
func (w *escWriter) Text(s string)   { w.WriteString(w.esc(s)) }
func (w *escWriter) Gap(string)      {}

func TestParamFields(t *testing.T) {
	tests := []struct {
		name, html string
		want       []Param
	}{
		{"none", `<p>no fields</p>`, nil},
		{"unknown location", `<div data-field="param" data-location="form"><div class="field-head"><span class="field-name">a</span>`, nil},
		{"minimal", `<div data-field="param" data-location="path"><div class="field-head"><span class="field-name">id</span></div>`,
			[]Param{{Location: "path", Name: "id"}}},
		{"entities", `<div data-field="param" data-location="query"><div class="field-head"><span class="field-name">a&amp;b</span><span class="field-type">Array&lt;string&gt;</span></div>`,
			[]Param{{Location: "query", Name: "a&b", Type: "Array<string>"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ParamFields(tt.html); !slices.Equal(got, tt.want) {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}

// FuzzParamFields reads any text without failing, and a field written
// with any name and type reads back as it was written.
func FuzzParamFields(f *testing.F) {
	f.Add("limit", "integer", true, "")
	f.Add(`a<b>&"c'`, "string[]", false, `<div data-field="param" data-location="query">`)
	f.Fuzz(func(t *testing.T, name, typ string, required bool, junk string) {
		ParamFields(junk)
		var b strings.Builder
		w := &escWriter{&b, html.EscapeString}
		StartField(w, &Field{Name: name, Type: typ, Location: "query", Required: required})
		got := ParamFields(b.String())
		if strings.TrimSpace(name) == "" || name != strings.ToValidUTF8(name, "") {
			return
		}
		want := []Param{{Location: "query", Name: name, Type: typ, Required: required}}
		if !slices.Equal(got, want) {
			t.Errorf("name %q type %q: got %+v, want %+v", name, typ, got, want)
		}
	})
}
