package dashboard

import (
	"bytes"
	"html/template"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer/html"
)

// markdown renders the text people and agents write on changes (a
// change's summary, comments) as GitHub-flavoured Markdown. Raw HTML in
// the text is left out and dangerous link targets (javascript:, data:
// outside images…) are dropped, so what reaches the page is only the
// markup goldmark writes itself; the Content-Security-Policy forbids
// inline script and foreign images on top of that.
var markdown = goldmark.New(
	goldmark.WithExtensions(extension.GFM),
	goldmark.WithRendererOptions(html.WithHardWraps()),
)

// maxMarkdown bounds the text rendered; the rest is shown as it is.
const maxMarkdown = 256 << 10

// renderMarkdown renders s, or returns it escaped in a <pre> should
// goldmark fail.
func renderMarkdown(s string) template.HTML {
	var b bytes.Buffer
	src := s
	if len(src) > maxMarkdown {
		cut := maxMarkdown
		for cut > 0 && !utf8.RuneStart(src[cut]) {
			cut--
		}
		src = src[:cut]
	}
	if err := markdown.Convert([]byte(src), &b); err != nil {
		return template.HTML("<pre>" + template.HTMLEscapeString(s) + "</pre>")
	}
	if len(s) > len(src) {
		b.WriteString("<pre>" + template.HTMLEscapeString(s[len(src):]) + "</pre>")
	}
	return template.HTML(b.String())
}
