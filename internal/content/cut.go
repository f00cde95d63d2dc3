package content

import "strings"

// Mintlify moves some components out of a page's text to the column
// beside it (its <Panel>, its <RequestExample> and <ResponseExample>);
// these functions find them in the HTML this package wrote, by the
// data-component-name it gives a component's root.

// TakeExamples moves a page's <RequestExample> and <ResponseExample> out
// of its prose, for the column beside it.
func TakeExamples(html string) (rest, req, res string) {
	rest, req = CutComponent(html, "div", "request-example")
	rest, res = CutComponent(rest, "div", "response-example")
	if strings.TrimSpace(rest) == "" {
		rest = ""
	}
	return rest, req, res
}

// CutComponent removes the first element <tag class="name …"
// data-component-name="name"…> (as this package writes a
// component's root) and all it holds from html, which content wrote and
// so is well-formed.
func CutComponent(html, tag, name string) (rest, elem string) {
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
