package site

import (
	"html/template"
	"strings"
	"testing"
)

// escapeCases are the places the page writer puts values, each with the
// html/template snippet that puts a value there and the writer's escaping.
var escapeCases = []struct {
	name  string
	tmpl  string
	write func([]byte, string) []byte
	css   bool // the value is template.CSS
}{
	{"text", `<p>{{.}}</p>`, appendEscaped, false},
	{"title", `<title>{{.}}</title>`, appendEscaped, false},
	{"attribute", `<a title="{{.}}">`, appendEscaped, false},
	{"aria", `<a aria-label="{{.}}: x">`, appendEscaped, false},
	{"class", `<a class="x-{{.}}">`, appendEscaped, false},
	{"data", `<a data-copy-text="{{.}}">`, appendEscaped, false},
	{"data-index", `<dialog data-index="{{.}}">`, appendEscaped, false},
	{"meta", `<meta name="x" content="{{.}}">`, appendEscaped, false},
	{"option", `<option value="{{.}}">`, appendEscaped, false},
	{"lang", `<html lang="{{.}}">`, appendEscaped, false},
	{"href", `<a href="{{.}}">`, appendURL, false},
	{"link", `<link rel="icon" href="{{.}}">`, appendURL, false},
	{"img", `<img src="{{.}}">`, appendURL, false},
	{"script", `<script src="{{.}}" defer></script>`, appendURL, false},
	{"fragment", `<a href="#{{.}}">`, appendFragment, false},
	{"style", `<div style="{{.}}">`, appendEscaped, true},
}

// TestEscapeLikeTemplate checks the page writer's escaping against
// html/template's for awkward values.
func TestEscapeLikeTemplate(t *testing.T) {
	for _, s := range []string{
		"", "plain", `a "quoted" & <tagged> 'value' + more`, "\x00nul", "é ü 中文 😀",
		"\xff\xfe invalid", "\uFDD0 \uFFFE \uFFFF", "javascript:alert(1)", "JavaScript:x", "data:text/html,x",
		"https://example.com/a b?q=1&r=<2>#frag", "mailto:a@b.c", "/docs/page", "../x/%41%zz%4", "%", "%4",
		"a:b/c", "/a:b", "tel:123", "#x y", "http://ex.com/\"'()[]{}|\\^`", "id with spaces", "ünïcödé-id",
		"color: red; background: url(x)", "width: expression(alert(1))",
	} {
		for _, c := range escapeCases {
			want, got := viaTemplate(t, c.tmpl, s, c.css), viaWriter(c.tmpl, s, c.write)
			if got != want {
				t.Errorf("%s %q:\n got  %s\n want %s", c.name, s, got, want)
			}
		}
	}
}

// FuzzEscapeLikeTemplate holds the writer's escaping to html/template's
// for any value.
func FuzzEscapeLikeTemplate(f *testing.F) {
	for _, s := range []string{"a&b", "javascript:x", "https://x/?a=<b>", "\x00\xff", "%4g%41"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, c := range escapeCases {
			want, got := viaTemplate(t, c.tmpl, s, c.css), viaWriter(c.tmpl, s, c.write)
			if got != want {
				t.Fatalf("%s %q:\n got  %s\n want %s", c.name, s, got, want)
			}
		}
	})
}

func viaTemplate(t *testing.T, tmpl, s string, css bool) string {
	t.Helper()
	var b strings.Builder
	var v any = s
	if css {
		v = template.CSS(s)
	}
	if err := template.Must(template.New("").Parse(tmpl)).Execute(&b, v); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func viaWriter(tmpl, s string, write func([]byte, string) []byte) string {
	before, after, _ := strings.Cut(tmpl, "{{.}}")
	return before + string(write(nil, s)) + after
}
