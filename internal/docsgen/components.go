package main

import (
	_ "embed"
	"fmt"
	"regexp"
	"strings"
)

// componentsSource is the component reference: Markdown with one "## "
// section per component (or family), each naming the components it
// documents in a "<!-- names: … -->" line, and its examples between
// "<!-- example -->" and "<!-- /example -->" lines. The generator writes
// each example twice: live, then as its source in a code block, so the two
// cannot differ. "<!-- code -->" … "<!-- /code -->" shows the source only,
// for a component that would move out of the page's flow.
//
//go:embed components.mdx
var componentsSource string

// componentDoc is one section of the component reference.
type componentDoc struct {
	title string
	names []string
}

var namesLine = regexp.MustCompile(`^<!-- names: ([^>]*) -->$`)

// loadComponentDocs lists the sections of components.mdx and the names
// each documents.
func loadComponentDocs() ([]componentDoc, error) {
	var docs []componentDoc
	for _, line := range strings.Split(componentsSource, "\n") {
		if t, ok := strings.CutPrefix(line, "## "); ok {
			docs = append(docs, componentDoc{title: t})
			continue
		}
		if m := namesLine.FindStringSubmatch(line); m != nil {
			if len(docs) == 0 {
				return nil, fmt.Errorf("components.mdx: names before the first section: %s", line)
			}
			docs[len(docs)-1].names = append(docs[len(docs)-1].names, strings.Fields(m[1])...)
		}
	}
	for _, d := range docs {
		if len(d.names) == 0 {
			return nil, fmt.Errorf("components.mdx: section %q names no component", d.title)
		}
	}
	return docs, nil
}

// componentsReference writes docs/reference/components.mdx.
func componentsReference() ([]byte, error) {
	if _, err := loadComponentDocs(); err != nil {
		return nil, err
	}
	var b strings.Builder
	frontmatter(&b, "Components", "", "Every MDX component Folio renders, with a live example and its props.")
	b.WriteString("\n")
	lines := strings.Split(strings.TrimRight(componentsSource, "\n"), "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		switch {
		case namesLine.MatchString(line):
			continue
		case line == "<!-- example -->" || line == "<!-- code -->":
			end := "<!-- /example -->"
			if line == "<!-- code -->" {
				end = "<!-- /code -->"
			}
			j := i + 1
			for j < len(lines) && lines[j] != end {
				j++
			}
			if j == len(lines) {
				return nil, fmt.Errorf("components.mdx:%d: %s is never closed with %s", i+1, line, end)
			}
			src := strings.Join(lines[i+1:j], "\n")
			if line == "<!-- example -->" {
				b.WriteString("<div className=\"component-example not-prose\">\n\n" + src + "\n\n</div>\n\n")
			}
			b.WriteString(fenced("mdx", "", src))
			i = j
		default:
			b.WriteString(line + "\n")
		}
	}
	return []byte(b.String()), nil
}
