package main

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// glyph is one drawing of an icon in one style, reduced to what inline
// rendering needs.
type glyph struct {
	viewBox string
	paint   paint
	body    string // the shapes, serialised; see writeBody
}

// paint is how the root <svg> colours the shapes: with strokes (Lucide,
// Tabler outline) or with fills (Font Awesome, Tabler filled).
type paint struct {
	stroke                   bool
	width, linecap, linejoin string
}

// The root attributes a source file may carry. Presentation ones become
// the paint; width, height, class and xmlns are the renderer's business.
var rootAttrs = []string{"xmlns", "width", "height", "viewBox", "class", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"}

// Only shape elements and geometry or paint attributes get into the data:
// a source file with anything else (a script, an event handler, a link, a
// style, a gradient) fails the generator instead of reaching a page.
var (
	shapeElements = []string{"path", "circle", "ellipse", "line", "polyline", "polygon", "rect", "g"}
	shapeAttrs    = []string{
		"d", "cx", "cy", "r", "rx", "ry", "x", "y", "x1", "y1", "x2", "y2", "width", "height", "points",
		"fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
		"stroke-dasharray", "stroke-dashoffset", "opacity", "fill-opacity", "stroke-opacity",
		"fill-rule", "clip-rule", "transform",
	}
)

// parseSVG reads one icon file. It returns the root's attributes, the
// shapes serialised canonically (so equal drawings give equal strings) and
// the text of the first comment, which carries some packages' attribution.
func parseSVG(data []byte) (root map[string]string, body, comment string, err error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	var b strings.Builder
	depth := 0
	open := false // an element's start tag awaits its ">" or "/>"
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, "", "", err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			name := t.Name.Local
			if t.Name.Space != "" && t.Name.Space != "http://www.w3.org/2000/svg" {
				return nil, "", "", fmt.Errorf("element %s:%s: foreign namespace", t.Name.Space, name)
			}
			if depth == 0 {
				if root != nil || name != "svg" {
					return nil, "", "", fmt.Errorf("root element <%s>, want one <svg>", name)
				}
				root = map[string]string{}
				for _, a := range t.Attr {
					if a.Name.Space != "" || !slices.Contains(rootAttrs, a.Name.Local) {
						return nil, "", "", fmt.Errorf("<svg> attribute %s not allowed", attrName(a.Name))
					}
					root[a.Name.Local] = a.Value
				}
			} else {
				if !slices.Contains(shapeElements, name) {
					return nil, "", "", fmt.Errorf("element <%s> not allowed", name)
				}
				if open {
					b.WriteString(">")
				}
				b.WriteString("<" + name)
				for _, a := range t.Attr {
					if a.Name.Space != "" || !slices.Contains(shapeAttrs, a.Name.Local) {
						return nil, "", "", fmt.Errorf("<%s> attribute %s not allowed", name, attrName(a.Name))
					}
					if err := checkValue(a.Name.Local, a.Value); err != nil {
						return nil, "", "", fmt.Errorf("<%s>: %w", name, err)
					}
					b.WriteString(" " + a.Name.Local + `="`)
					if err := xml.EscapeText(&b, []byte(a.Value)); err != nil {
						return nil, "", "", err
					}
					b.WriteString(`"`)
				}
				open = true
			}
			depth++
		case xml.EndElement:
			depth--
			switch {
			case depth == 0:
			case open:
				// Shapes have no content: <x ...></x> becomes <x .../>.
				b.WriteString("/>")
			default:
				b.WriteString("</" + t.Name.Local + ">")
			}
			open = false
		case xml.CharData:
			if len(bytes.TrimSpace(t)) > 0 {
				return nil, "", "", fmt.Errorf("text %q not allowed", bytes.TrimSpace(t))
			}
		case xml.Comment:
			if comment == "" {
				comment = strings.TrimSpace(strings.TrimPrefix(string(t), "!"))
			}
		case xml.ProcInst:
			if t.Target != "xml" {
				return nil, "", "", fmt.Errorf("processing instruction %s not allowed", t.Target)
			}
		case xml.Directive:
			return nil, "", "", errors.New("directive (DOCTYPE, entity) not allowed")
		}
	}
	if root == nil {
		return nil, "", "", errors.New("no <svg> element")
	}
	return root, b.String(), comment, nil
}

func attrName(n xml.Name) string {
	if n.Space != "" {
		return n.Space + ":" + n.Local
	}
	return n.Local
}

// checkValue keeps paint to the current colour or none, so an icon can
// neither reference anything (url(#id)) nor ignore the text colour.
func checkValue(name, value string) error {
	if name == "fill" || name == "stroke" {
		if value != "none" && value != "currentColor" {
			return fmt.Errorf("%s=%q: only none and currentColor are allowed", name, value)
		}
	}
	if strings.ContainsAny(value, "<>\"'&`") || strings.Contains(strings.ToLower(value), "url(") {
		return fmt.Errorf("%s=%q: unexpected characters", name, value)
	}
	return nil
}

// toGlyph derives the paint from the root's attributes.
func toGlyph(root map[string]string, body string) (glyph, error) {
	g := glyph{viewBox: root["viewBox"], body: body}
	if g.viewBox == "" {
		return glyph{}, errors.New("no viewBox")
	}
	if err := checkValue("viewBox", g.viewBox); err != nil {
		return glyph{}, err
	}
	for _, k := range []string{"fill", "stroke"} {
		if v, ok := root[k]; ok {
			if err := checkValue(k, v); err != nil {
				return glyph{}, fmt.Errorf("<svg>: %w", err)
			}
		}
	}
	if s := root["stroke"]; s != "" && s != "none" {
		if root["fill"] != "none" {
			return glyph{}, errors.New("a stroked icon must have fill=\"none\"")
		}
		g.paint = paint{stroke: true, width: root["stroke-width"], linecap: root["stroke-linecap"], linejoin: root["stroke-linejoin"]}
	}
	for _, k := range []string{"stroke-width", "stroke-linecap", "stroke-linejoin"} {
		if err := checkValue(k, root[k]); err != nil {
			return glyph{}, err
		}
	}
	if body == "" {
		return glyph{}, errors.New("no shapes")
	}
	return g, nil
}

// readGlyph parses one file into a glyph, naming the file in errors.
func readGlyph(files map[string][]byte, path string) (glyph, string, error) {
	data, ok := files[path]
	if !ok {
		return glyph{}, "", fmt.Errorf("%s: missing", path)
	}
	root, body, comment, err := parseSVG(data)
	if err != nil {
		return glyph{}, "", fmt.Errorf("%s: %w", path, err)
	}
	g, err := toGlyph(root, body)
	if err != nil {
		return glyph{}, "", fmt.Errorf("%s: %w", path, err)
	}
	return g, comment, nil
}
