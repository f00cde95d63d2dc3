// Package utilitycss writes the CSS of the Tailwind utility classes a page
// uses. Mintlify pages are styled with Tailwind CSS, and their authors use
// its utility classes in their own markup: className="hidden dark:block"
// for an image's dark variant, "flex gap-2 items-center", "text-gray-500".
// Folio has no Node at build time, so it writes those rules itself: the
// common part of Tailwind's vocabulary (display, flex and grid, spacing,
// sizing, type, colours, borders, position, effects) with its dark:,
// hover:, group-hover: and responsive variants. A class it does not know
// is left alone.
//
// It is its own package because it knows nothing of sites, pages or
// themes: it reads class names out of HTML and answers with CSS.
package utilitycss

import (
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Cache makes and remembers the CSS of utility classes. It is safe for
// concurrent use.
type Cache struct {
	mu    sync.Mutex
	rules map[string]string // class → its rule, "" when not a utility
}

// NewCache returns an empty Cache.
func NewCache() *Cache { return &Cache{rules: map[string]string{}} }

// CSS returns the rules for the utility classes used in the class
// attributes of html, or "". Plain rules come first, sorted by class;
// responsive ones last, narrowest first.
func (u *Cache) CSS(html string) string {
	seen := map[string]bool{}
	var classes []string
	for rest := html; ; {
		i := strings.Index(rest, ` class="`)
		if i < 0 {
			break
		}
		rest = rest[i+len(` class="`):]
		j := strings.IndexByte(rest, '"')
		if j < 0 {
			break
		}
		for _, c := range strings.Fields(rest[:j]) {
			if !seen[c] {
				seen[c] = true
				classes = append(classes, c)
			}
		}
		rest = rest[j:]
	}
	if len(classes) == 0 {
		return ""
	}
	sort.Strings(classes)
	var plain, media []string
	u.mu.Lock()
	for _, c := range classes {
		r, ok := u.rules[c]
		if !ok {
			r = Rule(c)
			u.rules[c] = r
		}
		if r == "" {
			continue
		}
		if strings.HasPrefix(r, "@media") {
			media = append(media, r)
		} else {
			plain = append(plain, r)
		}
	}
	u.mu.Unlock()
	// Responsive rules come last so that they win, as in Tailwind.
	sort.SliceStable(media, func(i, j int) bool { return mediaWidth(media[i]) < mediaWidth(media[j]) })
	return strings.Join(append(plain, media...), "\n")
}

func mediaWidth(rule string) int {
	n, _ := strconv.Atoi(strings.TrimSuffix(strings.Fields(rule)[2], "px)"))
	return n
}

var breakpoints = map[string]string{"sm": "640px", "md": "768px", "lg": "1024px", "xl": "1280px", "2xl": "1536px"}

// Rule returns the CSS rule of one class, variants included, or "" when
// the class is not a utility Folio knows.
func Rule(class string) string {
	parts := splitVariants(class)
	base := parts[len(parts)-1]
	important := false
	if strings.HasPrefix(base, "!") {
		important, base = true, base[1:]
	}
	decl, childSel, ok := utilityDecl(base)
	if !ok {
		return ""
	}
	if important {
		decl = strings.ReplaceAll(decl, ";", " !important;")
	}
	sel := "." + cssEscape(class)
	var prefix, media string
	for _, v := range parts[:len(parts)-1] {
		switch v {
		case "dark":
			prefix = ".dark " + prefix
		case "hover":
			sel += ":hover"
		case "focus":
			sel += ":focus"
		case "group-hover":
			prefix += ".group:hover "
		default:
			w, ok := breakpoints[v]
			if !ok {
				return "" // an unknown variant
			}
			media = w
		}
	}
	rule := prefix + sel + childSel + "{" + decl + "}"
	if media != "" {
		return "@media (min-width: " + media + "){" + rule + "}"
	}
	return rule
}

// splitVariants splits "dark:hover:text-[#fff]" at the colons outside
// brackets.
func splitVariants(class string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(class); i++ {
		switch class[i] {
		case '[':
			depth++
		case ']':
			depth--
		case ':':
			if depth == 0 {
				out = append(out, class[start:i])
				start = i + 1
			}
		}
	}
	return append(out, class[start:])
}

// cssEscape escapes a class name for a selector.
func cssEscape(s string) string {
	var b strings.Builder
	for i, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r == '-' || r == '_', r >= '0' && r <= '9' && i > 0:
			b.WriteRune(r)
		case r >= '0' && r <= '9':
			b.WriteString(`\3` + string(r) + " ")
		default:
			b.WriteByte('\\')
			b.WriteRune(r)
		}
	}
	return b.String()
}

// spacing reads a value of Tailwind's spacing scale: "4" is 1rem, "px" 1px,
// "[12px]" as written.
func spacing(v string) (string, bool) {
	if v == "px" {
		return "1px", true
	}
	if v == "0" {
		return "0px", true
	}
	if a, ok := arbitrary(v); ok {
		return a, true
	}
	n, err := strconv.ParseFloat(v, 64)
	if err != nil || n < 0 || n > 96 || n*4 != float64(int(n*4)) {
		return "", false
	}
	return strconv.FormatFloat(n/4, 'f', -1, 64) + "rem", true
}

// arbitrary reads "[value]", with underscores for spaces.
func arbitrary(v string) (string, bool) {
	if len(v) < 3 || v[0] != '[' || v[len(v)-1] != ']' {
		return "", false
	}
	inner := strings.ReplaceAll(v[1:len(v)-1], "_", " ")
	if strings.ContainsAny(inner, ";{}<>\"'\\") {
		return "", false // nothing that could break out of the rule
	}
	return inner, true
}

// size reads a width or height value.
func size(v string, vertical bool) (string, bool) {
	switch v {
	case "full":
		return "100%", true
	case "auto":
		return "auto", true
	case "fit":
		return "fit-content", true
	case "min":
		return "min-content", true
	case "max":
		return "max-content", true
	case "screen":
		if vertical {
			return "100vh", true
		}
		return "100vw", true
	case "lvh", "dvh", "svh":
		return "100" + v, true
	}
	if a, b, ok := strings.Cut(v, "/"); ok {
		x, err1 := strconv.Atoi(a)
		y, err2 := strconv.Atoi(b)
		if err1 != nil || err2 != nil || y == 0 {
			return "", false
		}
		return strconv.FormatFloat(float64(x)*100/float64(y), 'f', -1, 64) + "%", true
	}
	return spacing(v)
}

var maxWidths = map[string]string{
	"xs": "20rem", "sm": "24rem", "md": "28rem", "lg": "32rem", "xl": "36rem", "2xl": "42rem", "3xl": "48rem",
	"4xl": "56rem", "5xl": "64rem", "6xl": "72rem", "7xl": "80rem", "prose": "65ch", "none": "none", "full": "100%",
}

var fontSizes = map[string][2]string{
	"xs": {"0.75rem", "1rem"}, "sm": {"0.875rem", "1.25rem"}, "base": {"1rem", "1.5rem"}, "lg": {"1.125rem", "1.75rem"},
	"xl": {"1.25rem", "1.75rem"}, "2xl": {"1.5rem", "2rem"}, "3xl": {"1.875rem", "2.25rem"}, "4xl": {"2.25rem", "2.5rem"},
	"5xl": {"3rem", "1"}, "6xl": {"3.75rem", "1"}, "7xl": {"4.5rem", "1"},
}

var fontWeights = map[string]string{
	"thin": "100", "extralight": "200", "light": "300", "normal": "400", "medium": "500",
	"semibold": "600", "bold": "700", "extrabold": "800", "black": "900",
}

var radii = map[string]string{
	"": "0.25rem", "none": "0", "sm": "0.125rem", "md": "0.375rem", "lg": "0.5rem", "xl": "0.75rem",
	"2xl": "1rem", "3xl": "1.5rem", "full": "9999px",
}

var shadows = map[string]string{
	"":     "0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)",
	"sm":   "0 1px 2px 0 rgb(0 0 0 / 0.05)",
	"md":   "0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)",
	"lg":   "0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)",
	"xl":   "0 20px 25px -5px rgb(0 0 0 / 0.1), 0 8px 10px -6px rgb(0 0 0 / 0.1)",
	"2xl":  "0 25px 50px -12px rgb(0 0 0 / 0.25)",
	"none": "none",
}

// fixed are the utilities without a value.
var fixed = map[string]string{
	"block": "display:block;", "inline-block": "display:inline-block;", "inline": "display:inline;",
	"flex": "display:flex;", "inline-flex": "display:inline-flex;", "grid": "display:grid;",
	"inline-grid": "display:inline-grid;", "hidden": "display:none;", "contents": "display:contents;",
	"table":    "display:table;",
	"flex-row": "flex-direction:row;", "flex-col": "flex-direction:column;", "flex-row-reverse": "flex-direction:row-reverse;",
	"flex-col-reverse": "flex-direction:column-reverse;", "flex-wrap": "flex-wrap:wrap;", "flex-nowrap": "flex-wrap:nowrap;",
	"flex-1": "flex:1 1 0%;", "flex-auto": "flex:1 1 auto;", "flex-none": "flex:none;", "grow": "flex-grow:1;",
	"shrink-0": "flex-shrink:0;", "flex-shrink-0": "flex-shrink:0;",
	"items-start": "align-items:flex-start;", "items-center": "align-items:center;", "items-end": "align-items:flex-end;",
	"items-baseline": "align-items:baseline;", "items-stretch": "align-items:stretch;",
	"justify-start": "justify-content:flex-start;", "justify-center": "justify-content:center;",
	"justify-end": "justify-content:flex-end;", "justify-between": "justify-content:space-between;",
	"justify-around": "justify-content:space-around;", "justify-evenly": "justify-content:space-evenly;",
	"self-start": "align-self:flex-start;", "self-center": "align-self:center;", "self-end": "align-self:flex-end;",
	"place-items-center": "place-items:center;", "content-center": "align-content:center;",
	"static": "position:static;", "relative": "position:relative;", "absolute": "position:absolute;",
	"fixed": "position:fixed;", "sticky": "position:sticky;",
	"text-left": "text-align:left;", "text-center": "text-align:center;", "text-right": "text-align:right;",
	"text-justify": "text-align:justify;",
	"uppercase":    "text-transform:uppercase;", "lowercase": "text-transform:lowercase;",
	"capitalize": "text-transform:capitalize;", "normal-case": "text-transform:none;",
	"italic": "font-style:italic;", "not-italic": "font-style:normal;",
	"underline": "text-decoration-line:underline;", "no-underline": "text-decoration-line:none;",
	"line-through":      "text-decoration-line:line-through;",
	"truncate":          "overflow:hidden;text-overflow:ellipsis;white-space:nowrap;",
	"whitespace-nowrap": "white-space:nowrap;", "whitespace-pre": "white-space:pre;", "whitespace-normal": "white-space:normal;",
	"break-words": "overflow-wrap:break-word;", "break-all": "word-break:break-all;",
	"font-mono": "font-family:var(--folio-font-mono);", "font-sans": "font-family:var(--folio-font);",
	"font-serif":      `font-family:ui-serif,Georgia,Cambria,"Times New Roman",Times,serif;`,
	"overflow-hidden": "overflow:hidden;", "overflow-auto": "overflow:auto;", "overflow-visible": "overflow:visible;",
	"overflow-scroll": "overflow:scroll;", "overflow-x-auto": "overflow-x:auto;", "overflow-y-auto": "overflow-y:auto;",
	"overflow-x-hidden": "overflow-x:hidden;", "overflow-y-hidden": "overflow-y:hidden;",
	"object-cover": "object-fit:cover;", "object-contain": "object-fit:contain;", "object-center": "object-position:center;",
	"object-top":   "object-position:top;",
	"aspect-video": "aspect-ratio:16 / 9;", "aspect-square": "aspect-ratio:1 / 1;", "aspect-auto": "aspect-ratio:auto;",
	"pointer-events-none": "pointer-events:none;", "pointer-events-auto": "pointer-events:auto;",
	"cursor-pointer": "cursor:pointer;", "cursor-default": "cursor:default;", "select-none": "user-select:none;",
	"appearance-none":      "appearance:none;",
	"transition":           "transition-property:color,background-color,border-color,text-decoration-color,fill,stroke,opacity,box-shadow,transform;transition-timing-function:cubic-bezier(0.4,0,0.2,1);transition-duration:150ms;",
	"transition-all":       "transition-property:all;transition-timing-function:cubic-bezier(0.4,0,0.2,1);transition-duration:150ms;",
	"transition-colors":    "transition-property:color,background-color,border-color,text-decoration-color,fill,stroke;transition-timing-function:cubic-bezier(0.4,0,0.2,1);transition-duration:150ms;",
	"transition-opacity":   "transition-property:opacity;transition-timing-function:cubic-bezier(0.4,0,0.2,1);transition-duration:150ms;",
	"transition-transform": "transition-property:transform;transition-timing-function:cubic-bezier(0.4,0,0.2,1);transition-duration:150ms;",
	"mx-auto":              "margin-left:auto;margin-right:auto;", "my-auto": "margin-top:auto;margin-bottom:auto;",
	"ml-auto": "margin-left:auto;", "mr-auto": "margin-right:auto;", "mt-auto": "margin-top:auto;",
	"list-none": "list-style-type:none;", "list-disc": "list-style-type:disc;", "list-decimal": "list-style-type:decimal;",
	"sr-only": "position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border-width:0;",
	"border":  "border-width:1px;border-style:solid;", "border-0": "border-width:0;",
	"border-t": "border-top-width:1px;border-top-style:solid;", "border-b": "border-bottom-width:1px;border-bottom-style:solid;",
	"border-l": "border-left-width:1px;border-left-style:solid;", "border-r": "border-right-width:1px;border-right-style:solid;",
	"border-2": "border-width:2px;border-style:solid;", "border-dashed": "border-style:dashed;", "border-solid": "border-style:solid;",
	"leading-none": "line-height:1;", "leading-tight": "line-height:1.25;", "leading-snug": "line-height:1.375;",
	"leading-normal": "line-height:1.5;", "leading-relaxed": "line-height:1.625;", "leading-loose": "line-height:2;",
	"tracking-tighter": "letter-spacing:-0.05em;", "tracking-tight": "letter-spacing:-0.025em;",
	"tracking-normal": "letter-spacing:0em;", "tracking-wide": "letter-spacing:0.025em;",
	"tracking-wider": "letter-spacing:0.05em;", "tracking-widest": "letter-spacing:0.1em;",
	"inset-0": "inset:0px;",
}

// boxProps are the spacing utilities and the properties they set.
var boxProps = map[string][]string{
	"m": {"margin"}, "mx": {"margin-left", "margin-right"}, "my": {"margin-top", "margin-bottom"},
	"mt": {"margin-top"}, "mr": {"margin-right"}, "mb": {"margin-bottom"}, "ml": {"margin-left"},
	"p": {"padding"}, "px": {"padding-left", "padding-right"}, "py": {"padding-top", "padding-bottom"},
	"pt": {"padding-top"}, "pr": {"padding-right"}, "pb": {"padding-bottom"}, "pl": {"padding-left"},
	"gap": {"gap"}, "gap-x": {"column-gap"}, "gap-y": {"row-gap"},
	"top": {"top"}, "right": {"right"}, "bottom": {"bottom"}, "left": {"left"}, "inset": {"inset"},
	"inset-x": {"left", "right"}, "inset-y": {"top", "bottom"},
}

// utilityDecl returns the declarations of a class without its variants,
// and a selector suffix for the utilities that style children.
func utilityDecl(c string) (decl, childSel string, ok bool) {
	if d, ok := fixed[c]; ok {
		return d, "", true
	}
	neg := strings.HasPrefix(c, "-")
	if neg {
		c = c[1:]
	}
	key, val, found := cutLast(c)
	if !found {
		return "", "", false
	}
	sign := func(v string) string {
		if neg && v != "0px" && v != "auto" {
			return "calc(" + v + " * -1)"
		}
		return v
	}
	if props, ok := boxProps[key]; ok {
		v, ok := spacing(val)
		if val == "auto" && key[0] == 'm' {
			v, ok = "auto", true
		}
		if val == "full" && (key == "top" || key == "left" || key == "right" || key == "bottom") {
			v, ok = "100%", true
		}
		if !ok {
			return "", "", false
		}
		var b strings.Builder
		for _, p := range props {
			b.WriteString(p + ":" + sign(v) + ";")
		}
		return b.String(), "", true
	}
	switch key {
	case "space-y", "space-x":
		v, ok := spacing(val)
		if !ok {
			return "", "", false
		}
		prop := "margin-top"
		if key == "space-x" {
			prop = "margin-left"
		}
		return prop + ":" + sign(v) + ";", " > :not([hidden]) ~ :not([hidden])", true
	case "w", "min-w", "h", "min-h", "max-h", "size":
		v, ok := size(val, key == "h" || key == "min-h" || key == "max-h")
		if !ok {
			return "", "", false
		}
		switch key {
		case "w":
			return "width:" + v + ";", "", true
		case "h":
			return "height:" + v + ";", "", true
		case "size":
			return "width:" + v + ";height:" + v + ";", "", true
		case "min-w":
			return "min-width:" + v + ";", "", true
		case "min-h":
			return "min-height:" + v + ";", "", true
		default:
			return "max-height:" + v + ";", "", true
		}
	case "max-w":
		if v, ok := maxWidths[val]; ok {
			return "max-width:" + v + ";", "", true
		}
		if v, ok := arbitrary(val); ok {
			return "max-width:" + v + ";", "", true
		}
	case "z":
		if n, err := strconv.Atoi(val); err == nil {
			if neg {
				n = -n
			}
			return "z-index:" + strconv.Itoa(n) + ";", "", true
		}
	case "opacity":
		if n, err := strconv.Atoi(val); err == nil && n >= 0 && n <= 100 {
			return "opacity:" + strconv.FormatFloat(float64(n)/100, 'f', -1, 64) + ";", "", true
		}
	case "font":
		if w, ok := fontWeights[val]; ok {
			return "font-weight:" + w + ";", "", true
		}
	case "text":
		if fs, ok := fontSizes[val]; ok {
			return "font-size:" + fs[0] + ";line-height:" + fs[1] + ";", "", true
		}
		if v, ok := arbitrary(val); ok && looksLikeLength(v) {
			return "font-size:" + v + ";", "", true
		}
		if col, ok := color(val); ok {
			return "color:" + col + ";", "", true
		}
	case "bg":
		if col, ok := color(val); ok {
			return "background-color:" + col + ";", "", true
		}
	case "border", "border-t", "border-b", "border-l", "border-r":
		if n, err := strconv.Atoi(val); err == nil && n <= 8 {
			side := strings.TrimPrefix(strings.TrimPrefix(key, "border"), "-")
			prop := "border"
			switch side {
			case "t":
				prop = "border-top"
			case "b":
				prop = "border-bottom"
			case "l":
				prop = "border-left"
			case "r":
				prop = "border-right"
			}
			return prop + "-width:" + strconv.Itoa(n) + "px;" + prop + "-style:solid;", "", true
		}
		if key == "border" {
			if col, ok := color(val); ok {
				return "border-color:" + col + ";", "", true
			}
		}
	case "rounded":
		if r, ok := radii[val]; ok {
			return "border-radius:" + r + ";", "", true
		}
		if v, ok := arbitrary(val); ok {
			return "border-radius:" + v + ";", "", true
		}
	case "shadow":
		if s, ok := shadows[val]; ok {
			return "box-shadow:" + s + ";", "", true
		}
	case "leading":
		if v, ok := spacing(val); ok {
			return "line-height:" + v + ";", "", true
		}
	case "grid-cols":
		if n, err := strconv.Atoi(val); err == nil && n > 0 && n <= 12 {
			return "grid-template-columns:repeat(" + val + ",minmax(0,1fr));", "", true
		}
	case "col-span":
		if n, err := strconv.Atoi(val); err == nil && n > 0 && n <= 12 {
			return "grid-column:span " + val + " / span " + val + ";", "", true
		}
		if val == "full" {
			return "grid-column:1 / -1;", "", true
		}
	case "aspect":
		if v, ok := arbitrary(val); ok {
			return "aspect-ratio:" + strings.ReplaceAll(v, "/", " / ") + ";", "", true
		}
	case "duration":
		if _, err := strconv.Atoi(val); err == nil {
			return "transition-duration:" + val + "ms;", "", true
		}
	case "scale":
		if n, err := strconv.Atoi(val); err == nil {
			return "transform:scale(" + strconv.FormatFloat(float64(n)/100, 'f', -1, 64) + ");", "", true
		}
	case "translate-x", "translate-y":
		if v, ok := size(val, key == "translate-y"); ok {
			axis := "X"
			if key == "translate-y" {
				axis = "Y"
			}
			return "transform:translate" + axis + "(" + sign(v) + ");", "", true
		}
	}
	return "", "", false
}

// utilityKeys are the utilities that take a value, longest first so that
// "gap-x-2" is gap-x with 2, and "border-t-2" border-t with 2.
var utilityKeys = []string{
	"space-y", "space-x", "min-w", "min-h", "max-w", "max-h", "gap-x", "gap-y", "inset-x", "inset-y",
	"grid-cols", "col-span", "translate-x", "translate-y", "border-t", "border-b", "border-l", "border-r",
	"rounded", "leading", "duration", "opacity", "shadow", "aspect", "scale", "border", "inset", "bottom",
	"right", "left", "top", "font", "text", "size", "gap", "bg", "mx", "my", "mt", "mr", "mb", "ml",
	"px", "py", "pt", "pr", "pb", "pl", "m", "p", "w", "h", "z",
}

// cutLast splits a class into its utility and its value: "max-w-3xl" is
// max-w and 3xl, "rounded" is rounded and "".
func cutLast(c string) (key, val string, ok bool) {
	for _, k := range utilityKeys {
		if c == k {
			return k, "", true
		}
		if strings.HasPrefix(c, k+"-") {
			return k, c[len(k)+1:], true
		}
	}
	return "", "", false
}

func looksLikeLength(v string) bool {
	for _, unit := range []string{"px", "rem", "em", "%", "vw", "vh", "pt"} {
		if strings.HasSuffix(v, unit) {
			return true
		}
	}
	return false
}

// color reads a Tailwind colour ("gray-500", "white", "primary",
// "zinc-950/70", "[#0f0]").
func color(v string) (string, bool) {
	name, alpha, hasAlpha := strings.Cut(v, "/")
	var c string
	switch name {
	case "white":
		c = "#fff"
	case "black":
		c = "#000"
	case "transparent":
		c = "transparent"
	case "current":
		c = "currentColor"
	case "primary":
		c = "var(--folio-primary)"
	case "primary-light":
		c = "var(--folio-primary-light)"
	case "primary-dark":
		c = "var(--folio-primary-dark)"
	default:
		if a, ok := arbitrary(name); ok && (strings.HasPrefix(a, "#") || strings.HasPrefix(a, "rgb") || strings.HasPrefix(a, "hsl") || strings.HasPrefix(a, "var(")) {
			c = a
			break
		}
		hue, shade, ok := strings.Cut(name, "-")
		if !ok {
			return "", false
		}
		shades, ok := palette[hue]
		if !ok {
			return "", false
		}
		i := shadeIndex(shade)
		if i < 0 {
			return "", false
		}
		c = "#" + shades[i]
	}
	if hasAlpha {
		n, err := strconv.Atoi(alpha)
		if err != nil || n < 0 || n > 100 {
			return "", false
		}
		return "color-mix(in srgb, " + c + " " + alpha + "%, transparent)", true
	}
	return c, true
}

func shadeIndex(s string) int {
	for i, v := range []string{"50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"} {
		if v == s {
			return i
		}
	}
	return -1
}

// palette is Tailwind's default colour palette, shades 50 to 950.
var palette = map[string][11]string{
	"slate":   {"f8fafc", "f1f5f9", "e2e8f0", "cbd5e1", "94a3b8", "64748b", "475569", "334155", "1e293b", "0f172a", "020617"},
	"gray":    {"f9fafb", "f3f4f6", "e5e7eb", "d1d5db", "9ca3af", "6b7280", "4b5563", "374151", "1f2937", "111827", "030712"},
	"zinc":    {"fafafa", "f4f4f5", "e4e4e7", "d4d4d8", "a1a1aa", "71717a", "52525b", "3f3f46", "27272a", "18181b", "09090b"},
	"neutral": {"fafafa", "f5f5f5", "e5e5e5", "d4d4d4", "a3a3a3", "737373", "525252", "404040", "262626", "171717", "0a0a0a"},
	"stone":   {"fafaf9", "f5f5f4", "e7e5e4", "d6d3d1", "a8a29e", "78716c", "57534e", "44403c", "292524", "1c1917", "0c0a09"},
	"red":     {"fef2f2", "fee2e2", "fecaca", "fca5a5", "f87171", "ef4444", "dc2626", "b91c1c", "991b1b", "7f1d1d", "450a0a"},
	"orange":  {"fff7ed", "ffedd5", "fed7aa", "fdba74", "fb923c", "f97316", "ea580c", "c2410c", "9a3412", "7c2d12", "431407"},
	"amber":   {"fffbeb", "fef3c7", "fde68a", "fcd34d", "fbbf24", "f59e0b", "d97706", "b45309", "92400e", "78350f", "451a03"},
	"yellow":  {"fefce8", "fef9c3", "fef08a", "fde047", "facc15", "eab308", "ca8a04", "a16207", "854d0e", "713f12", "422006"},
	"lime":    {"f7fee7", "ecfccb", "d9f99d", "bef264", "a3e635", "84cc16", "65a30d", "4d7c0f", "3f6212", "365314", "1a2e05"},
	"green":   {"f0fdf4", "dcfce7", "bbf7d0", "86efac", "4ade80", "22c55e", "16a34a", "15803d", "166534", "14532d", "052e16"},
	"emerald": {"ecfdf5", "d1fae5", "a7f3d0", "6ee7b7", "34d399", "10b981", "059669", "047857", "065f46", "064e3b", "022c22"},
	"teal":    {"f0fdfa", "ccfbf1", "99f6e4", "5eead4", "2dd4bf", "14b8a6", "0d9488", "0f766e", "115e59", "134e4a", "042f2e"},
	"cyan":    {"ecfeff", "cffafe", "a5f3fc", "67e8f9", "22d3ee", "06b6d4", "0891b2", "0e7490", "155e75", "164e63", "083344"},
	"sky":     {"f0f9ff", "e0f2fe", "bae6fd", "7dd3fc", "38bdf8", "0ea5e9", "0284c7", "0369a1", "075985", "0c4a6e", "082f49"},
	"blue":    {"eff6ff", "dbeafe", "bfdbfe", "93c5fd", "60a5fa", "3b82f6", "2563eb", "1d4ed8", "1e40af", "1e3a8a", "172554"},
	"indigo":  {"eef2ff", "e0e7ff", "c7d2fe", "a5b4fc", "818cf8", "6366f1", "4f46e5", "4338ca", "3730a3", "312e81", "1e1b4b"},
	"violet":  {"f5f3ff", "ede9fe", "ddd6fe", "c4b5fd", "a78bfa", "8b5cf6", "7c3aed", "6d28d9", "5b21b6", "4c1d95", "2e1065"},
	"purple":  {"faf5ff", "f3e8ff", "e9d5ff", "d8b4fe", "c084fc", "a855f7", "9333ea", "7e22ce", "6b21a8", "581c87", "3b0764"},
	"fuchsia": {"fdf4ff", "fae8ff", "f5d0fe", "f0abfc", "e879f9", "d946ef", "c026d3", "a21caf", "86198f", "701a75", "4a044e"},
	"pink":    {"fdf2f8", "fce7f3", "fbcfe8", "f9a8d4", "f472b6", "ec4899", "db2777", "be185d", "9d174d", "831843", "500724"},
	"rose":    {"fff1f2", "ffe4e6", "fecdd3", "fda4af", "fb7185", "f43f5e", "e11d48", "be123c", "9f1239", "881337", "4c0519"},
}
