package codeblock

import (
	_ "embed"
	"slices"
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// layoutCSS styles the block's markup. ".__dark__" stands for the dark
// selector; the colours of the code area come from the chroma styles and
// are given to it as --cb-bg and --cb-fg.
//
//go:embed layout.css
var layoutCSS string

// CSS returns the stylesheet for code blocks: the layout of the markup
// Render writes (header, copy button, line numbers, highlighted, focused
// and diff lines, wrapping, the expand control, mermaid containers) and
// the token colours, light by default and dark under Options.DarkSelector.
// Everything is scoped under .code-block (and its code-block- parts) and
// .mermaid, the class names Mintlify documents for custom CSS.
func (h *Highlighter) CSS() string { return h.css }

func (h *Highlighter) buildCSS() string {
	var b strings.Builder
	b.WriteString("/* Code blocks (internal/codeblock): light, then dark under " + h.darkSel + ". */\n")
	dark := h.darkSel + " "
	writeVars := func(prefix string, s *chroma.Style) {
		bg, fg := blockColours(s)
		// The frame, header and markers follow the code's background,
		// not the page's mode: a dark style in light mode gets the
		// dark ones.
		chrome := lightChrome
		if e := s.Get(chroma.Background); e.Background.IsSet() && e.Background.Brightness() < 0.5 {
			chrome = darkChrome
		}
		b.WriteString(prefix + ".code-block," + prefix + ".mermaid," + prefix + ".code-group{--cb-bg:" + bg + ";--cb-fg:" + fg + ";" + chrome + "}\n")
	}
	writeVars("", h.light)
	writeVars(dark, h.dark)
	b.WriteString(strings.ReplaceAll(layoutCSS, ".__dark__ ", dark))

	var types []chroma.TokenType
	for tt, class := range h.classes {
		if class != "" {
			types = append(types, tt)
		}
	}
	slices.Sort(types)
	for _, tt := range types {
		l, d := styleOf(h.light, tt), styleOf(h.dark, tt)
		sel := ".code-block-code ." + h.classes[tt]
		b.WriteString(sel + "{" + declarations(l, d) + "}\n")
		if d != l {
			b.WriteString(dark + sel + "{" + declarations(d, l) + "}\n")
		}
	}
	return b.String()
}

// The colours of a block's frame, header, line numbers and markers for a
// code style on a light background, and on a dark one.
const (
	lightChrome = "--cb-border:rgba(31,35,40,.10);--cb-header-fg:#1f2328;--cb-muted:#6e7781;--cb-button-hover:rgba(31,35,40,.07);" +
		"--cb-hl:rgba(84,174,255,.13);--cb-hl-edge:#54aeff;--cb-add:rgba(46,160,67,.13);--cb-add-sign:#1a7f37;" +
		"--cb-del:rgba(248,81,73,.11);--cb-del-sign:#cf222e"
	darkChrome = "--cb-border:rgba(240,246,252,.10);--cb-header-fg:#e6edf3;--cb-muted:#8b949e;--cb-button-hover:rgba(240,246,252,.08);" +
		"--cb-hl:rgba(56,139,253,.15);--cb-hl-edge:#388bfd;--cb-add:rgba(46,160,67,.16);--cb-add-sign:#3fb950;" +
		"--cb-del:rgba(248,81,73,.14);--cb-del-sign:#f85149"
)

// blockColours returns a style's background and text colours.
func blockColours(s *chroma.Style) (bg, fg string) {
	e := s.Get(chroma.Background)
	bg, fg = "#ffffff", "#1f2328"
	if e.Background.IsSet() {
		bg = e.Background.String()
		if e.Background.Brightness() < 0.5 {
			fg = "#e6edf3"
		}
	}
	if t := s.Get(chroma.Text); t.Colour.IsSet() {
		fg = t.Colour.String()
	} else if e.Colour.IsSet() {
		fg = e.Colour.String()
	}
	return bg, fg
}

// declarations returns the CSS of e; other is the same token in the other
// mode, so that whatever other sets and e does not is reset.
func declarations(e, other chroma.StyleEntry) string {
	var d []string
	switch {
	case e.Colour.IsSet():
		d = append(d, "color:"+e.Colour.String())
	case other.Colour.IsSet():
		d = append(d, "color:inherit")
	}
	switch {
	case e.Background.IsSet():
		d = append(d, "background-color:"+e.Background.String())
	case other.Background.IsSet():
		d = append(d, "background-color:transparent")
	}
	switch {
	case e.Bold == chroma.Yes:
		d = append(d, "font-weight:600")
	case other.Bold == chroma.Yes:
		d = append(d, "font-weight:inherit")
	}
	switch {
	case e.Italic == chroma.Yes:
		d = append(d, "font-style:italic")
	case other.Italic == chroma.Yes:
		d = append(d, "font-style:normal")
	}
	switch {
	case e.Underline == chroma.Yes:
		d = append(d, "text-decoration:underline")
	case other.Underline == chroma.Yes:
		d = append(d, "text-decoration:none")
	}
	return strings.Join(d, ";")
}
