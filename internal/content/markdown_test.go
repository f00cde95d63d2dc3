package content

import (
	"strings"
	"testing"
)

// The Markdown pass changes pieces of its buffer in place; each change
// must give what the string functions give.

func refCodeSpan(s string) string {
	ticks := "`"
	for strings.Contains(s, ticks) {
		ticks += "`"
	}
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		return ticks + " " + s + " " + ticks
	}
	return ticks + s + ticks
}

func refCodeFence(lang, title, code string) string {
	fence := "```"
	for strings.Contains(code, fence) {
		fence += "`"
	}
	info := lang
	if title != "" {
		if info == "" {
			info = "text"
		}
		info += " " + title
	}
	return fence + info + "\n" + strings.TrimRight(code, "\n") + "\n" + fence
}

// checkInPlace runs change on a page whose buffer holds a prefix and s,
// and compares the result with want(s).
func checkInPlace(t *testing.T, what, s string, change func(m *mdWriter, mark int), want string) {
	t.Helper()
	for _, prefix := range []string{"", "before\n"} {
		p := &page{pageMem: pageMem{mdw: mdWriter{md: []byte(prefix + s)}}}
		p.mdw.p = p
		change(&p.mdw, len(prefix))
		if got := string(p.mdw.md); got != prefix+want {
			t.Errorf("%s(%q) = %q, want %q", what, s, got[len(prefix):], want)
		}
	}
}

func checkMarkdownBuffer(t *testing.T, s string) {
	checkInPlace(t, "mdQuote", s, (*mdWriter).mdQuote, quoteBlock(s))
	checkInPlace(t, "mdTrim", s, (*mdWriter).mdTrim, strings.TrimSpace(s))
	for _, indent := range []string{"", "  ", "    "} {
		checkInPlace(t, "mdIndentRest", s, func(m *mdWriter, mark int) { m.mdIndentRest(mark, indent) }, indentRest(s, indent))
	}
	checkInPlace(t, "mdCodeSpan", s, (*mdWriter).mdCodeSpan, refCodeSpan(s))
	checkInPlace(t, "mdEscapePipes", s, func(m *mdWriter, mark int) {
		if n := strings.Count(s, "|"); n > 0 {
			m.mdEscapePipes(mark, n)
		}
	}, strings.ReplaceAll(s, "|", `\|`))
	if got, want := codeSpanMarkdown(s), refCodeSpan(s); got != want {
		t.Errorf("codeSpanMarkdown(%q) = %q, want %q", s, got, want)
	}
	for _, meta := range [][2]string{{"", ""}, {"go", ""}, {"", "main.go"}, {"js", "a b"}} {
		if got, want := codeFence(meta[0], meta[1], s), refCodeFence(meta[0], meta[1], s); got != want {
			t.Errorf("codeFence(%q, %q, %q) = %q, want %q", meta[0], meta[1], s, got, want)
		}
	}
}

var markdownBufferCases = []string{
	"", " ", "\n", "\n\n", "a", " a ", "a\nb", "a\n\nb\n", "\na\n", "a\n b\n\n  c",
	"`", "``", "a`b", "`a`", "a ``` b", "````", "x ` y `` z",
	"a|b", "|", "||", "a | b | c",
	"\u00a0x\u00a0", "\u2003a\n\u2003", "tab\there\t", "é\nü",
	"```go\ncode\n```\n",
}

func TestMarkdownBuffer(t *testing.T) {
	for _, s := range markdownBufferCases {
		checkMarkdownBuffer(t, s)
	}
}

func FuzzMarkdownBuffer(f *testing.F) {
	for _, s := range markdownBufferCases {
		f.Add(s)
	}
	f.Fuzz(checkMarkdownBuffer)
}
