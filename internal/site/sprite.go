package site

import (
	"html/template"
	"sort"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/content"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/nav"
)

// iconSprite holds the symbols of the icons the pages made so far use,
// by id ("" for an icon that does not exist), for the one sprite file
// they share (spriteKey). Pages are made in parallel.
type iconSprite struct {
	mu   sync.Mutex
	syms map[string]string
}

// symbol returns the symbol of id, drawn by draw the first time.
func (s *iconSprite) symbol(id string, draw func() string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	sym, seen := s.syms[id]
	if !seen {
		sym = draw()
		if s.syms == nil {
			s.syms = map[string]string{}
		}
		s.syms[id] = sym
	}
	return sym
}

// file is the sprite file of the symbols so far.
func (s *iconSprite) file() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return spriteOf(s.syms)
}

// navIcons draws the navigation's and the theme's icons, and keeps the
// symbols the pages made so far use for the sprite file they share. It
// holds only what drawing an icon needs of the build.
type navIcons struct {
	sprite iconSprite
	set    *icon.Set
	// library is docs.json's icons.library, for icons that name none.
	library string
	// inline is Options.InlineIcons.
	inline bool
	links  siteLinks
}

func newNavIcons(cfg *config.Config, set *icon.Set, inline bool, links siteLinks) *navIcons {
	n := &navIcons{set: set, inline: inline, links: links}
	if cfg.Icons != nil {
		n.library = cfg.Icons.Library
	}
	return n
}

// icon draws a navigation icon, or nothing. Library icons are symbols of
// one sprite file that every page shares: the sidebar repeats on every
// page, and inline SVG made it several times larger.
func (n *navIcons) icon(ic *nav.Icon, class string) template.HTML {
	if ic == nil || ic.Name == "" {
		return ""
	}
	if strings.ContainsAny(ic.Name, "/.") {
		// An image path or URL.
		return template.HTML(`<img class="` + class + `" src="` + template.HTMLEscapeString(n.links.url(ic.Name)) + `" alt="" aria-hidden="true">`)
	}
	lib := ic.Library
	if lib == "" {
		lib = n.library
	}
	id := symbolID(lib, ic.Style, ic.Name)
	sym := n.sprite.symbol(id, func() string {
		svg, _, ok := content.IconsFrom(n.set).SVG(ic.Name, lib, ic.Style, "", 0)
		if !ok {
			return ""
		}
		return toSymbol(id, svg)
	})
	if sym == "" {
		return ""
	}
	if n.inline {
		// The symbol's view box and paint, on an element of its own.
		body := strings.TrimSuffix(strings.TrimPrefix(sym, `<symbol id="`+id+`"`), `</symbol>`)
		return template.HTML(`<svg class="` + class + `" width="16" height="16" aria-hidden="true" focusable="false"` + body + `</svg>`)
	}
	return template.HTML(`<svg class="` + class + `" width="16" height="16" aria-hidden="true" focusable="false"><use href="` + n.links.url(spriteKey) + `#` + id + `"/></svg>`)
}

// spriteKey is the file of the navigation's and the theme's icons.
const spriteKey = "/_folio/icons.svg"

// symbolID names an icon's symbol in the sprite.
func symbolID(lib, style, name string) string {
	var sb strings.Builder
	sb.WriteString("i")
	for _, part := range []string{lib, style, name} {
		sb.WriteByte('-')
		for _, r := range part {
			if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' {
				sb.WriteRune(r)
			} else {
				sb.WriteByte('_')
			}
		}
	}
	return sb.String()
}

// toSymbol turns an icon's <svg> element into a <symbol> of the sprite,
// keeping its view box and its paint on a group around its content.
func toSymbol(id, svg string) string {
	open := strings.IndexByte(svg, '>')
	end := strings.LastIndex(svg, "</svg>")
	if !strings.HasPrefix(svg, "<svg") || open < 0 || end < open {
		return ""
	}
	attrs := svg[len("<svg"):open]
	var viewBox string
	var paint []string
	for _, name := range []string{"viewBox", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"} {
		if v, ok := attrValue(attrs, name); ok {
			if name == "viewBox" {
				viewBox = v
				continue
			}
			paint = append(paint, name+`="`+v+`"`)
		}
	}
	return `<symbol id="` + id + `" viewBox="` + viewBox + `"><g ` + strings.Join(paint, " ") + `>` + svg[open+1:end] + `</g></symbol>`
}

// attrValue finds name="value" in a tag's attributes.
func attrValue(attrs, name string) (string, bool) {
	i := strings.Index(attrs, " "+name+`="`)
	if i < 0 {
		return "", false
	}
	rest := attrs[i+len(name)+3:]
	j := strings.IndexByte(rest, '"')
	if j < 0 {
		return "", false
	}
	return rest[:j], true
}

// spriteFile is the sprite of every icon the pages used.
func (n *navIcons) spriteFile() *File {
	return &File{Data: n.sprite.file(), Type: "image/svg+xml"}
}

// spriteOf is the sprite file of the symbols given by id.
func spriteOf(used map[string]string) []byte {
	var sb strings.Builder
	sb.WriteString(`<svg xmlns="http://www.w3.org/2000/svg">`)
	ids := make([]string, 0, len(used))
	for id, sym := range used {
		if sym != "" {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	for _, id := range ids {
		sb.WriteString(used[id])
	}
	sb.WriteString(`</svg>`)
	return []byte(sb.String())
}

func (n *navIcons) configIcon(ic *config.Icon, class string) template.HTML {
	if ic == nil {
		return ""
	}
	return n.icon(&nav.Icon{Name: ic.Name, Style: ic.Style, Library: ic.Library}, class)
}
