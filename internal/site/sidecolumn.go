package site

import (
	"html/template"
	"strings"
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
	body, req, res := takeExamples(string(v.Body))
	if req+res != "" {
		v.Body = template.HTML(body)
		v.Side, v.SideLabel, v.TOC = template.HTML(req+res), "Examples", nil
	}
}

// takeExamples moves a page's <RequestExample> and <ResponseExample> out
// of its prose, for the column beside it.
func takeExamples(html string) (rest, req, res string) {
	rest, req = cutComponent(html, "div", "request-example")
	rest, res = cutComponent(rest, "div", "response-example")
	if strings.TrimSpace(rest) == "" {
		rest = ""
	}
	return rest, req, res
}

// takePanel moves a page's <Panel> out of its prose and returns what it
// holds.
func takePanel(html string) (rest, panel string) {
	rest, panel = cutComponent(html, "aside", "panel")
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

// cutComponent removes the first element <tag class="name …"
// data-component-name="name"…> (as the content package writes a
// component's root) and all it holds from html, which content wrote and
// so is well-formed.
func cutComponent(html, tag, name string) (rest, elem string) {
	open := "<" + tag + ` class="` + name
	mark := `" data-component-name="` + name + `"`
	from := 0
	for {
		k := strings.Index(html[from:], open)
		if k < 0 {
			return html, ""
		}
		i := from + k
		from = i + len(open)
		// The class attribute goes on to its closing quote (its value is
		// escaped), and the name must come right after it.
		if c := html[from]; c != '"' && c != ' ' {
			continue
		}
		q := strings.IndexByte(html[from:], '"')
		if q < 0 || !strings.HasPrefix(html[from+q:], mark) {
			continue
		}
		if end := closeOf(html, i, tag); end > 0 {
			stop := end
			if stop < len(html) && html[stop] == '\n' {
				stop++
			}
			return html[:i] + html[stop:], html[i:end]
		}
		return html, ""
	}
}

// closeOf returns the offset just past the end tag that closes the <tag>
// opened at html[i:], counting the same tags nested in it; 0 when there
// is none.
func closeOf(html string, i int, tag string) int {
	open, end := "<"+tag, "</"+tag+">"
	depth := 0
	for j := i; j < len(html); {
		k := strings.IndexByte(html[j:], '<')
		if k < 0 {
			break
		}
		j += k
		switch {
		case strings.HasPrefix(html[j:], end):
			depth--
			j += len(end)
			if depth == 0 {
				return j
			}
		case strings.HasPrefix(html[j:], open) && j+len(open) < len(html) && strings.IndexByte(" \t\n/>", html[j+len(open)]) >= 0:
			depth++
			j += len(open)
		default:
			j++
		}
	}
	return 0
}
