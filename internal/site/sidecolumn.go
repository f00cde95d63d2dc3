package site

import (
	"html/template"
	"strings"

	"github.com/foliodocs/folio/internal/content"
)

// A page's own side column. Mintlify takes a page's <Panel>, or else its
// <RequestExample> and <ResponseExample>, out of the text and shows them
// in the column beside it, in place of the table of contents, on every
// page and not only on API pages (@mintlify/common's remarkMdxExtractPanel
// and rehypeMdxExtractExamples). The content package marks them with their
// data-component-name; these functions find them in its HTML.

// sideColumn moves the page's panel, or on a page that is no API page
// its examples, from v.Body to the column beside it, which replaces the
// table of contents. An API page's own panel goes above its examples.
// Where the page's mode leaves no room, a panel is dropped, as on
// Mintlify, and examples stay in the text.
func sideColumn(v *pageView) {
	room := sideRoom(v.Mode)
	body, panel := takePanel(string(v.Body))
	if panel != "" {
		v.Body = template.HTML(body)
		if !room {
			return
		}
		if v.API != nil {
			v.API.Panel = template.HTML(panel+"\n") + v.API.Panel
			return
		}
		v.Side, v.SideLabel, v.TOC = template.HTML(panel), "Side panel", nil
		return
	}
	if v.API != nil || !room {
		return
	}
	body, req, res := content.TakeExamples(string(v.Body))
	if req+res != "" {
		v.Body = template.HTML(body)
		v.Side, v.SideLabel, v.TOC = template.HTML(req+res), "Examples", nil
	}
}

// takePanel moves a page's <Panel> out of its prose and returns what it
// holds.
func takePanel(html string) (rest, panel string) {
	rest, panel = content.CutComponent(html, "aside", "panel")
	if panel == "" {
		return html, ""
	}
	// The column is the panel's content: its own frame would be a box in
	// a box.
	open := strings.IndexByte(panel, '>')
	return rest, strings.TrimSpace(panel[open+1 : len(panel)-len("</aside>")])
}

// sideRoom reports whether a page's mode leaves room for the column:
// Mintlify's modes without a table of contents suppress the panel too.
func sideRoom(mode string) bool {
	switch mode {
	case "wide", "center", "custom", "frame":
		return false
	}
	return true
}
