package site

// The theme's interface icons (menu, search, light and dark, chevrons,
// copy…). A page names them by class and the stylesheet paints them, a
// mask of the icon's shapes in the text's colour: an empty element is a
// fifth of an <svg> referring to a sprite (about 700 bytes of every page
// of a large site's export), and a stylesheet loads where a sprite
// cannot (a sandboxed preview).

import (
	"strings"
)

// uiIcon names one of the theme's interface icons.
type uiIcon uint8

const (
	iconMenu uiIcon = iota
	iconSearch
	iconSun
	iconMoon
	iconX
	iconChevronRight
	iconChevronLeft
	iconChevronDown
	iconChevrons
	iconCheck
	iconExternal
	iconLink
	iconCopy
	iconPlay
	iconList
	uiIconCount
)

// Paint shared by most icons: 24-unit strokes in the text's colour.
const (
	strokeRound      = `fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"`
	strokeRoundJoins = strokeRound + ` stroke-linejoin="round"`
)

// uiIconDef is how an icon is drawn: its symbol id in the sprite, the
// classes and size of its <svg>, its paint and its shapes (on a 24-unit
// view box).
type uiIconDef struct {
	id, class, size, paint, shapes string
}

func (ic uiIcon) def() uiIconDef {
	switch ic {
	case iconMenu:
		return uiIconDef{"ui-menu", "ui-icon", "20", strokeRound, `<path d="M4 7h16M4 12h16M4 17h16"/>`}
	case iconSearch:
		return uiIconDef{"ui-search", "ui-icon", "16", strokeRound, `<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>`}
	case iconSun:
		return uiIconDef{"ui-sun", "ui-icon icon-sun", "18", strokeRound, `<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>`}
	case iconMoon:
		return uiIconDef{"ui-moon", "ui-icon icon-moon", "18", strokeRoundJoins, `<path d="M20.5 14.1A8.5 8.5 0 0 1 9.9 3.5 8.5 8.5 0 1 0 20.5 14.1z"/>`}
	case iconX:
		return uiIconDef{"ui-x", "ui-icon", "16", strokeRound, `<path d="M6 6l12 12M18 6 6 18"/>`}
	case iconChevronRight:
		return uiIconDef{"ui-chevron-right", "ui-icon icon-chevron", "14", strokeRoundJoins, `<path d="m9 6 6 6-6 6"/>`}
	case iconChevronLeft:
		return uiIconDef{"ui-chevron-left", "ui-icon", "14", strokeRoundJoins, `<path d="m15 6-6 6 6 6"/>`}
	case iconChevronDown:
		return uiIconDef{"ui-chevron-down", "ui-icon icon-chevron-down", "14", strokeRoundJoins, `<path d="m6 9 6 6 6-6"/>`}
	case iconChevrons:
		return uiIconDef{"ui-chevrons", "ui-icon icon-chevrons", "16", strokeRoundJoins, `<path d="m7 15 5 5 5-5M7 9l5-5 5 5"/>`}
	case iconCheck:
		return uiIconDef{"ui-check", "ui-icon icon-check", "16", strokeRoundJoins, `<path d="M5 12.5l4.5 4.5L19 7.5"/>`}
	case iconExternal:
		return uiIconDef{"ui-external", "ui-icon icon-external", "12", strokeRoundJoins, `<path d="M7 17 17 7M8 7h9v9"/>`}
	case iconLink:
		return uiIconDef{"ui-link", "ui-icon", "16", strokeRoundJoins, `<path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1"/><path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1"/>`}
	case iconCopy:
		return uiIconDef{"ui-copy", "ui-icon", "14", strokeRoundJoins, `<rect x="8" y="8" width="12" height="12" rx="2"/><path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"/>`}
	case iconPlay:
		return uiIconDef{"ui-play", "ui-icon", "12", `fill="currentColor"`, `<path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z"/>`}
	case iconList:
		return uiIconDef{"ui-list", "ui-icon", "14", strokeRound, `<path d="M4 6h16M4 12h10M4 18h13"/>`}
	}
	return uiIconDef{}
}

// html returns the icon's element, an empty <i> the stylesheet paints
// (uiIconCSS).
func (ic uiIcon) html() string {
	d := ic.def()
	return `<i class="` + d.class + ` ` + d.id + `" aria-hidden="true"></i>`
}

// uiIconCSS is the stylesheet's part that paints the interface icons:
// each a mask of its shapes over the text's colour, at its size.
func uiIconCSS() string {
	var sb strings.Builder
	sb.WriteString("\n/* Interface icons (uiicons.go). */\n")
	sb.WriteString(".ui-icon{display:inline-block;flex:none;width:var(--ui-size);height:var(--ui-size);background:currentColor;" +
		"-webkit-mask:var(--ui-mask) center/contain no-repeat;mask:var(--ui-mask) center/contain no-repeat}\n" +
		// Forced colours (Windows high contrast) replace backgrounds:
		// the paint is kept, in the text's system colour.
		"@media (forced-colors:active){.ui-icon{forced-color-adjust:none;background:CanvasText}}\n")
	// Shapes drawn in black: a mask reads only their opacity.
	enc := strings.NewReplacer(`"`, "'", "<", "%3C", ">", "%3E", "#", "%23", "currentColor", "black")
	for ic := range uiIconCount {
		d := ic.def()
		sb.WriteString("." + d.id + "{--ui-size:" + d.size + "px;--ui-mask:url(\"data:image/svg+xml,")
		sb.WriteString(enc.Replace(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" ` + d.paint + `>` + d.shapes + `</svg>`))
		sb.WriteString("\")}\n")
	}
	return sb.String()
}
