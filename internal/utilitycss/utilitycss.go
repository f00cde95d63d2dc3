// Package utilitycss writes the CSS of the Tailwind utility classes a page
// uses. Mintlify pages are styled with Tailwind CSS (v3), and their authors
// use its utility classes in their own markup: className="hidden dark:block"
// for an image's dark variant, "grid md:grid-cols-3 gap-4" on a landing
// page, "ring-1 ring-gray-400/20 bg-background-light". Folio has no Node at
// build time, so it writes those rules itself, following Tailwind's
// documented output: layout, flex and grid, spacing, sizing, type, colours
// (with Mintlify's primary and background colours and opacity modifiers),
// borders, rings, shadows, gradients, transforms, filters, transitions and
// animations, with the state, group, peer, attribute, arbitrary,
// responsive, print, motion and dark variants. A class it does not know is
// left alone.
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
	// A class attribute follows a space or a line break inside its tag.
	for rest := html; ; {
		i := strings.Index(rest, `class="`)
		if i < 0 {
			break
		}
		before := byte('x')
		if i > 0 {
			before = rest[i-1]
		}
		rest = rest[i+len(`class="`):]
		if before != ' ' && before != '\n' && before != '\t' && before != '\r' {
			continue
		}
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
	sort.Slice(classes, func(i, j int) bool {
		ri, rj := rank(classes[i]), rank(classes[j])
		if ri != rj {
			return ri < rj
		}
		return classes[i] < classes[j]
	})
	var plain, media, bordered []string
	u.mu.Lock()
	for _, c := range classes {
		if sel := borderWidthSelector(c); sel != "" {
			bordered = append(bordered, sel)
		}
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
	out := strings.Join(append(plain, media...), "\n")
	if out == "" {
		return ""
	}
	// Tailwind's base layer gives every element a light grey border
	// colour, so "border rounded-lg" draws a grey line, not one in the
	// text colour. Without specificity, any colour rule wins over it.
	if len(bordered) > 0 {
		out = ":where(" + strings.Join(bordered, ",") + "){border-color:#e5e7eb;}\n" + out
	}
	if strings.Contains(out, "--tw-") {
		out = varReset() + "\n" + out
	}
	return out
}

// laterUtilities are the utilities whose rules Tailwind writes after
// others that set the same property, so that they win: a side's margin
// or padding after both sides' (px-4 pl-2), those after the shorthand
// (p-4 px-2), leading-* after the line height of text-* (text-sm
// leading-6), and a transition's duration, delay and easing after the
// defaults of transition-* (transition-all duration-300).
var laterUtilities = map[string]int{
	"mx": 1, "my": 1, "px": 1, "py": 1, "inset-x": 1, "inset-y": 1,
	"mt": 2, "mr": 2, "mb": 2, "ml": 2, "ms": 2, "me": 2, "pt": 2, "pr": 2, "pb": 2, "pl": 2, "ps": 2, "pe": 2,
	"leading": 1, "duration": 1, "delay": 1, "ease": 1,
}

// rank orders a class among the others: 0 for most, more for those that
// must come later.
func rank(class string) int {
	parts := splitVariants(class)
	base := strings.TrimPrefix(strings.TrimPrefix(parts[len(parts)-1], "!"), "-")
	if _, ok := fixed[base]; ok {
		base, _, _ = strings.Cut(base, "-") // mx-auto, leading-tight
		if base == "leading" {
			return 1
		}
		return laterUtilities[base]
	}
	key, _, _ := cutLast(base)
	return laterUtilities[key]
}

// borderWidthSelector returns the selector of a class that sets a border
// width (border, border-t-2, md:border, divide-y), or "".
func borderWidthSelector(class string) string {
	parts := splitVariants(class)
	base := strings.TrimPrefix(parts[len(parts)-1], "!")
	decl, childSel, ok := utilityDecl(base)
	if !ok || !strings.HasPrefix(decl, "border") || !strings.Contains(decl, "-width:") {
		return ""
	}
	return "." + cssEscape(class) + childSel
}

// mediaWidth orders responsive rules as Tailwind does: max-* ones first,
// widest first, then min-width ones, narrowest first.
// varReset resets the variables of the composed utilities on every
// element (initial makes var() take its fallback), so that they do not
// inherit.
func varReset() string {
	var b strings.Builder
	b.WriteString("*,::before,::after{")
	for _, v := range twVars {
		b.WriteString(v + ":initial;")
	}
	b.WriteString("}")
	return b.String()
}

func mediaWidth(rule string) int {
	_, after, _ := strings.Cut(rule, "min-width: ")
	px, _, _ := strings.Cut(after, "px")
	n, _ := strconv.Atoi(px)
	if strings.HasPrefix(rule, "@media not all") {
		return -n
	}
	return n
}

var breakpoints = map[string]string{"sm": "640px", "md": "768px", "lg": "1024px", "xl": "1280px", "2xl": "1536px"}

// pseudoClasses are the state variants and the selector each appends.
var pseudoClasses = map[string]string{
	"hover": ":hover", "focus": ":focus", "focus-visible": ":focus-visible", "focus-within": ":focus-within",
	"active": ":active", "visited": ":visited", "disabled": ":disabled", "enabled": ":enabled",
	"checked": ":checked", "required": ":required", "invalid": ":invalid", "empty": ":empty",
	"first": ":first-child", "last": ":last-child", "only": ":only-child", "odd": ":nth-child(odd)",
	"even": ":nth-child(even)", "first-of-type": ":first-of-type", "last-of-type": ":last-of-type",
	"open": "[open]",
}

// ariaStates are the aria-* variants Tailwind names, true when set.
var ariaStates = map[string]bool{
	"busy": true, "checked": true, "disabled": true, "expanded": true, "hidden": true,
	"pressed": true, "readonly": true, "required": true, "selected": true,
}

// safeSelector reports whether an arbitrary variant's selector cannot
// break out of its rule.
func safeSelector(s string) bool {
	return s != "" && !strings.ContainsAny(s, "{};@<\\\"'")
}

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
	var prefix, pseudoElem, media, wrap string
	for _, v := range parts[:len(parts)-1] {
		if pc, ok := pseudoClasses[v]; ok {
			sel += pc
			continue
		}
		// aria-expanded:, data-[state=open]:, aria-[sort=ascending]:
		// test an attribute of the element itself.
		if a, ok := strings.CutPrefix(v, "aria-"); ok {
			if inner, ok := arbitrary(a); ok && safeSelector(inner) {
				sel += "[aria-" + inner + "]"
				continue
			}
			if ariaStates[a] {
				sel += `[aria-` + a + `="true"]`
				continue
			}
			return ""
		}
		if d, ok := strings.CutPrefix(v, "data-"); ok {
			inner, ok := arbitrary(d)
			if !ok || !safeSelector(inner) {
				return ""
			}
			sel += "[data-" + inner + "]"
			continue
		}
		// An arbitrary variant, [&>svg]: or [&_p]:, is a selector in which &
		// stands for the element; *: styles its children.
		if strings.HasPrefix(v, "[") && strings.HasSuffix(v, "]") {
			inner := strings.ReplaceAll(v[1:len(v)-1], "_", " ")
			if !strings.Contains(inner, "&") || !safeSelector(inner) || wrap != "" {
				return ""
			}
			wrap = inner
			continue
		}
		if v == "*" {
			if wrap != "" {
				return ""
			}
			wrap = "& > *"
			continue
		}
		// group-hover:, group-focus:, group-hover/name: style a child by
		// the state of its .group (or .group/name) ancestor; peer-* by a
		// preceding .peer sibling.
		if g, ok := strings.CutPrefix(v, "group-"); ok {
			state, name, _ := strings.Cut(g, "/")
			pc, ok := pseudoClasses[state]
			if !ok {
				return ""
			}
			group := ".group"
			if name != "" {
				group = "." + cssEscape("group/"+name)
			}
			prefix += group + pc + " "
			continue
		}
		if p, ok := strings.CutPrefix(v, "peer-"); ok {
			pc, ok := pseudoClasses[p]
			if !ok {
				return ""
			}
			prefix += ".peer" + pc + " ~ "
			continue
		}
		switch v {
		case "dark":
			prefix = ".dark " + prefix
		case "placeholder":
			pseudoElem = "::placeholder"
		case "before", "after":
			// Tailwind gives these an empty content, so that they show;
			// content-[...] sets another.
			pseudoElem = "::" + v
			decl = "content:var(--tw-content,'');" + decl
		case "print":
			media = "print"
		case "motion-safe":
			media = "(prefers-reduced-motion: no-preference)"
		case "motion-reduce":
			media = "(prefers-reduced-motion: reduce)"
		case "marker":
			pseudoElem = "::marker"
		case "selection":
			pseudoElem = "::selection"
		default:
			if w, ok := breakpoints[v]; ok {
				media = "(min-width: " + w + ")"
				continue
			}
			// max-md: applies below a breakpoint, as Tailwind 3.2+ does.
			if bp, ok := strings.CutPrefix(v, "max-"); ok {
				if w, ok := breakpoints[bp]; ok {
					media = "not all and (min-width: " + w + ")"
					continue
				}
			}
			return "" // an unknown variant
		}
	}
	target := sel
	if wrap != "" {
		target = strings.ReplaceAll(wrap, "&", sel)
	}
	rule := prefix + target + pseudoElem + childSel + "{" + decl + "}"
	if kf := keyframes[strings.TrimPrefix(base, "animate-")]; strings.HasPrefix(base, "animate-") && kf != "" {
		rule = kf + rule
	}
	if media != "" {
		return "@media " + media + "{" + rule + "}"
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
	if f, ok := fraction(v); ok {
		return f, true
	}
	return spacing(v)
}

// fraction reads "1/2" as 50%.
func fraction(v string) (string, bool) {
	a, b, ok := strings.Cut(v, "/")
	if !ok {
		return "", false
	}
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || y <= 0 || x < 0 {
		return "", false
	}
	return strconv.FormatFloat(float64(x)*100/float64(y), 'f', -1, 64) + "%", true
}

// inset reads a top/right/bottom/left value: the spacing scale,
// fractions, full and auto.
func inset(v string) (string, bool) {
	switch v {
	case "auto":
		return "auto", true
	case "full":
		return "100%", true
	}
	if f, ok := fraction(v); ok {
		return f, true
	}
	return spacing(v)
}

var maxWidths = map[string]string{
	"xs": "20rem", "sm": "24rem", "md": "28rem", "lg": "32rem", "xl": "36rem", "2xl": "42rem", "3xl": "48rem",
	"4xl": "56rem", "5xl": "64rem", "6xl": "72rem", "7xl": "80rem", "prose": "65ch", "none": "none", "full": "100%",
	"min": "min-content", "max": "max-content", "fit": "fit-content", "0": "0rem",
	"screen-sm": "640px", "screen-md": "768px", "screen-lg": "1024px", "screen-xl": "1280px", "screen-2xl": "1536px",
}

var fontSizes = map[string][2]string{
	"xs": {"0.75rem", "1rem"}, "sm": {"0.875rem", "1.25rem"}, "base": {"1rem", "1.5rem"}, "lg": {"1.125rem", "1.75rem"},
	"xl": {"1.25rem", "1.75rem"}, "2xl": {"1.5rem", "2rem"}, "3xl": {"1.875rem", "2.25rem"}, "4xl": {"2.25rem", "2.5rem"},
	"5xl": {"3rem", "1"}, "6xl": {"3.75rem", "1"}, "7xl": {"4.5rem", "1"}, "8xl": {"6rem", "1"}, "9xl": {"8rem", "1"},
}

var fontWeights = map[string]string{
	"thin": "100", "extralight": "200", "light": "300", "normal": "400", "medium": "500",
	"semibold": "600", "bold": "700", "extrabold": "800", "black": "900",
}

var radii = map[string]string{
	"": "0.25rem", "none": "0px", "sm": "0.125rem", "md": "0.375rem", "lg": "0.5rem", "xl": "0.75rem",
	"2xl": "1rem", "3xl": "1.5rem", "full": "9999px",
}

// radiusCorners are the corners each rounded-* utility sets.
var radiusCorners = map[string][]string{
	"rounded":    {"border-radius"},
	"rounded-t":  {"border-top-left-radius", "border-top-right-radius"},
	"rounded-r":  {"border-top-right-radius", "border-bottom-right-radius"},
	"rounded-b":  {"border-bottom-right-radius", "border-bottom-left-radius"},
	"rounded-l":  {"border-top-left-radius", "border-bottom-left-radius"},
	"rounded-tl": {"border-top-left-radius"}, "rounded-tr": {"border-top-right-radius"},
	"rounded-br": {"border-bottom-right-radius"}, "rounded-bl": {"border-bottom-left-radius"},
}

// shadows are Tailwind's box shadows; a shadow-{colour} class replaces
// the colour of every layer through --tw-shadow-color.
var shadows = map[string]string{
	"":      "0 1px 3px 0 var(--tw-shadow-color,rgb(0 0 0 / 0.1)), 0 1px 2px -1px var(--tw-shadow-color,rgb(0 0 0 / 0.1))",
	"sm":    "0 1px 2px 0 var(--tw-shadow-color,rgb(0 0 0 / 0.05))",
	"md":    "0 4px 6px -1px var(--tw-shadow-color,rgb(0 0 0 / 0.1)), 0 2px 4px -2px var(--tw-shadow-color,rgb(0 0 0 / 0.1))",
	"lg":    "0 10px 15px -3px var(--tw-shadow-color,rgb(0 0 0 / 0.1)), 0 4px 6px -4px var(--tw-shadow-color,rgb(0 0 0 / 0.1))",
	"xl":    "0 20px 25px -5px var(--tw-shadow-color,rgb(0 0 0 / 0.1)), 0 8px 10px -6px var(--tw-shadow-color,rgb(0 0 0 / 0.1))",
	"2xl":   "0 25px 50px -12px var(--tw-shadow-color,rgb(0 0 0 / 0.25))",
	"inner": "inset 0 2px 4px 0 var(--tw-shadow-color,rgb(0 0 0 / 0.05))",
	"none":  "0 0 #0000",
}

// boxShadow is the box-shadow of the ring and shadow utilities together,
// so that "ring-1 shadow-lg" shows both, as in Tailwind.
const boxShadow = "box-shadow:var(--tw-ring-offset-shadow,0 0 #0000),var(--tw-ring-shadow,0 0 #0000),var(--tw-shadow,0 0 #0000);"

// transform composes the transform utilities, so that
// "-translate-x-1/2 -translate-y-1/2" centres and "hover:scale-105" keeps
// the translation.
const transform = "transform:translate(var(--tw-translate-x,0),var(--tw-translate-y,0)) rotate(var(--tw-rotate,0)) skewX(var(--tw-skew-x,0)) skewY(var(--tw-skew-y,0)) scaleX(var(--tw-scale-x,1)) scaleY(var(--tw-scale-y,1));"

// filter and backdropFilter compose the filter utilities the same way; an
// unset part is empty.
const filter = "filter:var(--tw-blur,) var(--tw-brightness,) var(--tw-contrast,) var(--tw-grayscale,) var(--tw-hue-rotate,) var(--tw-invert,) var(--tw-saturate,) var(--tw-sepia,) var(--tw-drop-shadow,);"
const backdropFilter = "-webkit-backdrop-filter:var(--tw-backdrop-blur,) var(--tw-backdrop-brightness,) var(--tw-backdrop-saturate,);backdrop-filter:var(--tw-backdrop-blur,) var(--tw-backdrop-brightness,) var(--tw-backdrop-saturate,);"

// twVars are the variables those utilities set; every element resets
// them, as Tailwind's base layer does, so that a child does not inherit
// its parent's translation or ring.
var twVars = []string{
	"--tw-translate-x", "--tw-translate-y", "--tw-rotate", "--tw-skew-x", "--tw-skew-y", "--tw-scale-x", "--tw-scale-y",
	"--tw-ring-inset", "--tw-ring-offset-width", "--tw-ring-offset-color", "--tw-ring-color", "--tw-ring-offset-shadow",
	"--tw-ring-shadow", "--tw-shadow", "--tw-shadow-color", "--tw-blur", "--tw-brightness", "--tw-contrast",
	"--tw-grayscale", "--tw-hue-rotate", "--tw-invert", "--tw-saturate", "--tw-sepia", "--tw-drop-shadow",
	"--tw-backdrop-blur", "--tw-backdrop-brightness", "--tw-backdrop-saturate", "--tw-gradient-from",
	"--tw-gradient-via", "--tw-gradient-to",
}

var blurs = map[string]string{
	"none": "0", "sm": "4px", "": "8px", "md": "12px", "lg": "16px", "xl": "24px", "2xl": "40px", "3xl": "64px",
}

var dropShadows = map[string]string{
	"sm":   "drop-shadow(0 1px 1px rgb(0 0 0 / 0.05))",
	"":     "drop-shadow(0 1px 2px rgb(0 0 0 / 0.1)) drop-shadow(0 1px 1px rgb(0 0 0 / 0.06))",
	"md":   "drop-shadow(0 4px 3px rgb(0 0 0 / 0.07)) drop-shadow(0 2px 2px rgb(0 0 0 / 0.06))",
	"lg":   "drop-shadow(0 10px 8px rgb(0 0 0 / 0.04)) drop-shadow(0 4px 3px rgb(0 0 0 / 0.1))",
	"xl":   "drop-shadow(0 20px 13px rgb(0 0 0 / 0.03)) drop-shadow(0 8px 5px rgb(0 0 0 / 0.08))",
	"2xl":  "drop-shadow(0 25px 25px rgb(0 0 0 / 0.15))",
	"none": "drop-shadow(0 0 #0000)",
}

var gradientDirs = map[string]string{
	"t": "to top", "tr": "to top right", "r": "to right", "br": "to bottom right",
	"b": "to bottom", "bl": "to bottom left", "l": "to left", "tl": "to top left",
}

// keyframes are the animations of Tailwind's animate-* utilities; the
// rule that uses one carries it.
var keyframes = map[string]string{
	"spin":   "@keyframes spin{to{transform:rotate(360deg)}}",
	"ping":   "@keyframes ping{75%,100%{transform:scale(2);opacity:0}}",
	"pulse":  "@keyframes pulse{50%{opacity:.5}}",
	"bounce": "@keyframes bounce{0%,100%{transform:translateY(-25%);animation-timing-function:cubic-bezier(0.8,0,1,1)}50%{transform:none;animation-timing-function:cubic-bezier(0,0,0.2,1)}}",
}

var animations = map[string]string{
	"none": "none", "spin": "spin 1s linear infinite", "ping": "ping 1s cubic-bezier(0,0,0.2,1) infinite",
	"pulse": "pulse 2s cubic-bezier(0.4,0,0.6,1) infinite", "bounce": "bounce 1s infinite",
}

var easings = map[string]string{
	"linear": "linear", "in": "cubic-bezier(0.4,0,1,1)", "out": "cubic-bezier(0,0,0.2,1)", "in-out": "cubic-bezier(0.4,0,0.2,1)",
}

const transitionTail = "transition-timing-function:cubic-bezier(0.4,0,0.2,1);transition-duration:150ms;"

// fixed are the utilities without a value.
var fixed = map[string]string{
	"block": "display:block;", "inline-block": "display:inline-block;", "inline": "display:inline;",
	"flex": "display:flex;", "inline-flex": "display:inline-flex;", "grid": "display:grid;",
	"inline-grid": "display:inline-grid;", "hidden": "display:none;", "contents": "display:contents;",
	"table": "display:table;", "table-row": "display:table-row;", "table-cell": "display:table-cell;",
	"flow-root": "display:flow-root;", "list-item": "display:list-item;", "inline-table": "display:inline-table;",
	"flex-row": "flex-direction:row;", "flex-col": "flex-direction:column;", "flex-row-reverse": "flex-direction:row-reverse;",
	"flex-col-reverse": "flex-direction:column-reverse;", "flex-wrap": "flex-wrap:wrap;", "flex-nowrap": "flex-wrap:nowrap;",
	"flex-wrap-reverse": "flex-wrap:wrap-reverse;",
	"flex-1":            "flex:1 1 0%;", "flex-auto": "flex:1 1 auto;", "flex-initial": "flex:0 1 auto;", "flex-none": "flex:none;",
	"grow": "flex-grow:1;", "grow-0": "flex-grow:0;", "flex-grow": "flex-grow:1;", "flex-grow-0": "flex-grow:0;",
	"shrink": "flex-shrink:1;", "shrink-0": "flex-shrink:0;", "flex-shrink": "flex-shrink:1;", "flex-shrink-0": "flex-shrink:0;",
	"items-start": "align-items:flex-start;", "items-center": "align-items:center;", "items-end": "align-items:flex-end;",
	"items-baseline": "align-items:baseline;", "items-stretch": "align-items:stretch;",
	"justify-normal": "justify-content:normal;", "justify-stretch": "justify-content:stretch;",
	"justify-start": "justify-content:flex-start;", "justify-center": "justify-content:center;",
	"justify-end": "justify-content:flex-end;", "justify-between": "justify-content:space-between;",
	"justify-around": "justify-content:space-around;", "justify-evenly": "justify-content:space-evenly;",
	"justify-items-start": "justify-items:start;", "justify-items-center": "justify-items:center;",
	"justify-items-end": "justify-items:end;", "justify-items-stretch": "justify-items:stretch;",
	"justify-self-auto": "justify-self:auto;", "justify-self-start": "justify-self:start;",
	"justify-self-center": "justify-self:center;", "justify-self-end": "justify-self:end;",
	"justify-self-stretch": "justify-self:stretch;",
	"self-auto":            "align-self:auto;", "self-start": "align-self:flex-start;", "self-center": "align-self:center;",
	"self-end": "align-self:flex-end;", "self-stretch": "align-self:stretch;", "self-baseline": "align-self:baseline;",
	"content-center": "align-content:center;", "content-start": "align-content:flex-start;",
	"content-end": "align-content:flex-end;", "content-between": "align-content:space-between;",
	"content-around": "align-content:space-around;", "content-evenly": "align-content:space-evenly;",
	"place-items-center": "place-items:center;", "place-items-start": "place-items:start;",
	"place-items-end": "place-items:end;", "place-items-stretch": "place-items:stretch;",
	"place-content-center": "place-content:center;", "place-content-between": "place-content:space-between;",
	"place-self-center": "place-self:center;", "place-self-auto": "place-self:auto;",
	"grid-flow-row": "grid-auto-flow:row;", "grid-flow-col": "grid-auto-flow:column;",
	"grid-flow-dense": "grid-auto-flow:dense;", "grid-flow-row-dense": "grid-auto-flow:row dense;",
	"grid-flow-col-dense": "grid-auto-flow:column dense;",
	"grid-cols-none":      "grid-template-columns:none;", "grid-rows-none": "grid-template-rows:none;",
	"col-auto": "grid-column:auto;", "row-auto": "grid-row:auto;", "col-span-full": "grid-column:1 / -1;",
	"row-span-full": "grid-row:1 / -1;",
	"order-first":   "order:-9999;", "order-last": "order:9999;", "order-none": "order:0;",
	"static": "position:static;", "relative": "position:relative;", "absolute": "position:absolute;",
	"fixed": "position:fixed;", "sticky": "position:sticky;",
	"visible": "visibility:visible;", "invisible": "visibility:hidden;", "collapse": "visibility:collapse;",
	"isolate": "isolation:isolate;", "isolation-auto": "isolation:auto;",
	"float-left": "float:left;", "float-right": "float:right;", "float-none": "float:none;",
	"clear-both": "clear:both;", "clear-left": "clear:left;", "clear-right": "clear:right;", "clear-none": "clear:none;",
	"box-border": "box-sizing:border-box;", "box-content": "box-sizing:content-box;",
	"text-left": "text-align:left;", "text-center": "text-align:center;", "text-right": "text-align:right;",
	"text-justify": "text-align:justify;", "text-start": "text-align:start;", "text-end": "text-align:end;",
	"text-ellipsis": "text-overflow:ellipsis;", "text-clip": "text-overflow:clip;",
	"text-wrap": "text-wrap:wrap;", "text-nowrap": "text-wrap:nowrap;", "text-balance": "text-wrap:balance;",
	"text-pretty": "text-wrap:pretty;",
	"uppercase":   "text-transform:uppercase;", "lowercase": "text-transform:lowercase;",
	"capitalize": "text-transform:capitalize;", "normal-case": "text-transform:none;",
	"italic": "font-style:italic;", "not-italic": "font-style:normal;",
	"antialiased":          "-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;",
	"subpixel-antialiased": "-webkit-font-smoothing:auto;-moz-osx-font-smoothing:auto;",
	"tabular-nums":         "font-variant-numeric:tabular-nums;", "normal-nums": "font-variant-numeric:normal;",
	"underline": "text-decoration-line:underline;", "no-underline": "text-decoration-line:none;",
	"line-through": "text-decoration-line:line-through;", "overline": "text-decoration-line:overline;",
	"decoration-solid": "text-decoration-style:solid;", "decoration-dashed": "text-decoration-style:dashed;",
	"decoration-dotted": "text-decoration-style:dotted;", "decoration-double": "text-decoration-style:double;",
	"decoration-wavy": "text-decoration-style:wavy;", "decoration-auto": "text-decoration-thickness:auto;",
	"decoration-from-font": "text-decoration-thickness:from-font;", "underline-offset-auto": "text-underline-offset:auto;",
	"truncate":          "overflow:hidden;text-overflow:ellipsis;white-space:nowrap;",
	"whitespace-nowrap": "white-space:nowrap;", "whitespace-pre": "white-space:pre;", "whitespace-normal": "white-space:normal;",
	"whitespace-pre-wrap": "white-space:pre-wrap;", "whitespace-pre-line": "white-space:pre-line;",
	"whitespace-break-spaces": "white-space:break-spaces;",
	"break-words":             "overflow-wrap:break-word;", "break-all": "word-break:break-all;",
	"break-normal": "overflow-wrap:normal;word-break:normal;", "break-keep": "word-break:keep-all;",
	"hyphens-auto": "hyphens:auto;", "hyphens-none": "hyphens:none;",
	"align-baseline": "vertical-align:baseline;", "align-top": "vertical-align:top;", "align-middle": "vertical-align:middle;",
	"align-bottom": "vertical-align:bottom;", "align-text-top": "vertical-align:text-top;",
	"align-text-bottom": "vertical-align:text-bottom;", "align-sub": "vertical-align:sub;", "align-super": "vertical-align:super;",
	"font-mono": "font-family:var(--folio-font-mono);", "font-sans": "font-family:var(--folio-font);",
	"font-serif":      `font-family:ui-serif,Georgia,Cambria,"Times New Roman",Times,serif;`,
	"overflow-hidden": "overflow:hidden;", "overflow-auto": "overflow:auto;", "overflow-visible": "overflow:visible;",
	"overflow-scroll": "overflow:scroll;", "overflow-clip": "overflow:clip;",
	"overflow-x-auto": "overflow-x:auto;", "overflow-y-auto": "overflow-y:auto;",
	"overflow-x-hidden": "overflow-x:hidden;", "overflow-y-hidden": "overflow-y:hidden;",
	"overflow-x-scroll": "overflow-x:scroll;", "overflow-y-scroll": "overflow-y:scroll;",
	"overflow-x-visible": "overflow-x:visible;", "overflow-y-visible": "overflow-y:visible;",
	"overflow-x-clip": "overflow-x:clip;", "overflow-y-clip": "overflow-y:clip;",
	"overscroll-contain": "overscroll-behavior:contain;", "overscroll-none": "overscroll-behavior:none;",
	"scroll-smooth": "scroll-behavior:smooth;",
	"object-cover":  "object-fit:cover;", "object-contain": "object-fit:contain;", "object-fill": "object-fit:fill;",
	"object-none": "object-fit:none;", "object-scale-down": "object-fit:scale-down;",
	"object-center": "object-position:center;", "object-top": "object-position:top;", "object-bottom": "object-position:bottom;",
	"object-left": "object-position:left;", "object-right": "object-position:right;",
	"aspect-video": "aspect-ratio:16 / 9;", "aspect-square": "aspect-ratio:1 / 1;", "aspect-auto": "aspect-ratio:auto;",
	"pointer-events-none": "pointer-events:none;", "pointer-events-auto": "pointer-events:auto;",
	"cursor-pointer": "cursor:pointer;", "cursor-default": "cursor:default;", "cursor-auto": "cursor:auto;",
	"cursor-not-allowed": "cursor:not-allowed;", "cursor-text": "cursor:text;", "cursor-move": "cursor:move;",
	"cursor-help": "cursor:help;", "cursor-wait": "cursor:wait;", "cursor-grab": "cursor:grab;",
	"cursor-grabbing": "cursor:grabbing;", "cursor-zoom-in": "cursor:zoom-in;", "cursor-zoom-out": "cursor:zoom-out;",
	"select-none": "user-select:none;", "select-text": "user-select:text;", "select-all": "user-select:all;",
	"select-auto": "user-select:auto;",
	"resize":      "resize:both;", "resize-none": "resize:none;", "resize-x": "resize:horizontal;", "resize-y": "resize:vertical;",
	"appearance-none": "appearance:none;",
	"transition":      "transition-property:color,background-color,border-color,text-decoration-color,fill,stroke,opacity,box-shadow,transform,filter,backdrop-filter;" + transitionTail,
	"transition-all":  "transition-property:all;" + transitionTail,
	"transition-colors": "transition-property:color,background-color,border-color,text-decoration-color,fill,stroke;" +
		transitionTail,
	"transition-opacity":    "transition-property:opacity;" + transitionTail,
	"transition-shadow":     "transition-property:box-shadow;" + transitionTail,
	"transition-transform":  "transition-property:transform;" + transitionTail,
	"transition-none":       "transition-property:none;",
	"will-change-transform": "will-change:transform;", "will-change-auto": "will-change:auto;",
	"transform": transform, "transform-gpu": transform, "transform-none": "transform:none;",
	"filter": filter, "filter-none": "filter:none;", "backdrop-filter": backdropFilter,
	"backdrop-filter-none": "-webkit-backdrop-filter:none;backdrop-filter:none;",
	"origin-center":        "transform-origin:center;", "origin-top": "transform-origin:top;",
	"origin-top-right": "transform-origin:top right;", "origin-right": "transform-origin:right;",
	"origin-bottom-right": "transform-origin:bottom right;", "origin-bottom": "transform-origin:bottom;",
	"origin-bottom-left": "transform-origin:bottom left;", "origin-left": "transform-origin:left;",
	"origin-top-left": "transform-origin:top left;",
	"mx-auto":         "margin-left:auto;margin-right:auto;", "my-auto": "margin-top:auto;margin-bottom:auto;",
	"ml-auto": "margin-left:auto;", "mr-auto": "margin-right:auto;", "mt-auto": "margin-top:auto;", "mb-auto": "margin-bottom:auto;",
	"list-none": "list-style-type:none;", "list-disc": "list-style-type:disc;", "list-decimal": "list-style-type:decimal;",
	"list-inside": "list-style-position:inside;", "list-outside": "list-style-position:outside;",
	"sr-only":     "position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border-width:0;",
	"not-sr-only": "position:static;width:auto;height:auto;padding:0;margin:0;overflow:visible;clip:auto;white-space:normal;",
	"border":      "border-width:1px;border-style:solid;", "border-0": "border-width:0px;",
	"border-t": "border-top-width:1px;border-top-style:solid;", "border-b": "border-bottom-width:1px;border-bottom-style:solid;",
	"border-l": "border-left-width:1px;border-left-style:solid;", "border-r": "border-right-width:1px;border-right-style:solid;",
	"border-x":     "border-left-width:1px;border-left-style:solid;border-right-width:1px;border-right-style:solid;",
	"border-y":     "border-top-width:1px;border-top-style:solid;border-bottom-width:1px;border-bottom-style:solid;",
	"border-solid": "border-style:solid;", "border-dashed": "border-style:dashed;", "border-dotted": "border-style:dotted;",
	"border-double": "border-style:double;", "border-hidden": "border-style:hidden;", "border-none": "border-style:none;",
	"outline-none": "outline:2px solid transparent;outline-offset:2px;", "outline": "outline-style:solid;",
	"outline-dashed": "outline-style:dashed;", "outline-dotted": "outline-style:dotted;", "outline-double": "outline-style:double;",
	"ring-inset":   "--tw-ring-inset:inset;",
	"leading-none": "line-height:1;", "leading-tight": "line-height:1.25;", "leading-snug": "line-height:1.375;",
	"leading-normal": "line-height:1.5;", "leading-relaxed": "line-height:1.625;", "leading-loose": "line-height:2;",
	"tracking-tighter": "letter-spacing:-0.05em;", "tracking-tight": "letter-spacing:-0.025em;",
	"tracking-normal": "letter-spacing:0em;", "tracking-wide": "letter-spacing:0.025em;",
	"tracking-wider": "letter-spacing:0.05em;", "tracking-widest": "letter-spacing:0.1em;",
	"line-clamp-none": "overflow:visible;display:block;-webkit-box-orient:horizontal;-webkit-line-clamp:none;",
	"bg-fixed":        "background-attachment:fixed;", "bg-local": "background-attachment:local;", "bg-scroll": "background-attachment:scroll;",
	"bg-cover": "background-size:cover;", "bg-contain": "background-size:contain;", "bg-auto": "background-size:auto;",
	"bg-center": "background-position:center;", "bg-top": "background-position:top;", "bg-bottom": "background-position:bottom;",
	"bg-left": "background-position:left;", "bg-right": "background-position:right;",
	"bg-repeat": "background-repeat:repeat;", "bg-no-repeat": "background-repeat:no-repeat;",
	"bg-repeat-x": "background-repeat:repeat-x;", "bg-repeat-y": "background-repeat:repeat-y;",
	"bg-none": "background-image:none;", "bg-clip-text": "-webkit-background-clip:text;background-clip:text;",
	"bg-clip-padding": "background-clip:padding-box;", "bg-clip-border": "background-clip:border-box;",
	"bg-clip-content": "background-clip:content-box;",
	"divide-solid":    "border-style:solid;", "divide-dashed": "border-style:dashed;", "divide-dotted": "border-style:dotted;",
	"divide-none": "border-style:none;",
	"touch-none":  "touch-action:none;", "touch-auto": "touch-action:auto;", "touch-manipulation": "touch-action:manipulation;",
	"table-auto": "table-layout:auto;", "table-fixed": "table-layout:fixed;",
	"border-collapse": "border-collapse:collapse;", "border-separate": "border-collapse:separate;",
	"content-none":     "--tw-content:none;content:none;",
	"mix-blend-normal": "mix-blend-mode:normal;", "mix-blend-multiply": "mix-blend-mode:multiply;",
	"mix-blend-screen": "mix-blend-mode:screen;", "mix-blend-overlay": "mix-blend-mode:overlay;",
	"mix-blend-darken": "mix-blend-mode:darken;", "mix-blend-lighten": "mix-blend-mode:lighten;",
	"mix-blend-difference": "mix-blend-mode:difference;", "mix-blend-luminosity": "mix-blend-mode:luminosity;",
	"mix-blend-plus-lighter": "mix-blend-mode:plus-lighter;",
}

// boxProps are the spacing utilities and the properties they set.
var boxProps = map[string][]string{
	"m": {"margin"}, "mx": {"margin-left", "margin-right"}, "my": {"margin-top", "margin-bottom"},
	"mt": {"margin-top"}, "mr": {"margin-right"}, "mb": {"margin-bottom"}, "ml": {"margin-left"},
	"ms": {"margin-inline-start"}, "me": {"margin-inline-end"},
	"p": {"padding"}, "px": {"padding-left", "padding-right"}, "py": {"padding-top", "padding-bottom"},
	"pt": {"padding-top"}, "pr": {"padding-right"}, "pb": {"padding-bottom"}, "pl": {"padding-left"},
	"ps": {"padding-inline-start"}, "pe": {"padding-inline-end"},
	"gap": {"gap"}, "gap-x": {"column-gap"}, "gap-y": {"row-gap"},
	"top": {"top"}, "right": {"right"}, "bottom": {"bottom"}, "left": {"left"}, "inset": {"inset"},
	"inset-x": {"left", "right"}, "inset-y": {"top", "bottom"}, "start": {"inset-inline-start"}, "end": {"inset-inline-end"},
	"scroll-mt": {"scroll-margin-top"}, "scroll-pt": {"scroll-padding-top"},
}

// borderSides are the border utilities and the sides they set.
var borderSides = map[string][]string{
	"border": {"border"}, "border-x": {"border-left", "border-right"}, "border-y": {"border-top", "border-bottom"},
	"border-t": {"border-top"}, "border-r": {"border-right"}, "border-b": {"border-bottom"}, "border-l": {"border-left"},
}

// colorProps are the utilities that take a colour and the properties
// they set with it.
var colorProps = map[string]string{
	"text": "color", "bg": "background-color", "fill": "fill", "stroke": "stroke",
	"outline": "outline-color", "decoration": "text-decoration-color", "accent": "accent-color",
	"caret": "caret-color", "ring": "--tw-ring-color", "ring-offset": "--tw-ring-offset-color",
	"shadow": "--tw-shadow-color", "placeholder": "color", "divide": "border-color",
	"from": "--tw-gradient-from", "via": "--tw-gradient-via", "to": "--tw-gradient-to",
}

// betweenChildren is the selector suffix of the space-* and divide-*
// utilities, which style the gaps between children.
const betweenChildren = " > :not([hidden]) ~ :not([hidden])"

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
		switch {
		case val == "auto" && key[0] == 'm':
			v, ok = "auto", true
		case !ok && key != "gap" && key[0] != 'm' && key[0] != 'p' && key[0] != 's' && key[0] != 'g':
			v, ok = inset(val) // top-1/2, inset-x-full
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
	// A colour, for the utilities that take one.
	if prop, ok := colorProps[key]; ok && !neg {
		if col, ok := color(val); ok {
			switch key {
			case "placeholder":
				return prop + ":" + col + ";", "::placeholder", true
			case "divide":
				return prop + ":" + col + ";", betweenChildren, true
			}
			return prop + ":" + col + ";", "", true
		}
	}
	if sides, ok := borderSides[key]; ok && !neg {
		if col, ok := color(val); ok {
			var b strings.Builder
			for _, s := range sides {
				b.WriteString(s + "-color:" + col + ";")
			}
			return b.String(), "", true
		}
		w, ok := pxValue(val)
		if !ok {
			return "", "", false
		}
		var b strings.Builder
		for _, s := range sides {
			b.WriteString(s + "-width:" + w + ";" + s + "-style:solid;")
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
		return prop + ":" + sign(v) + ";", betweenChildren, true
	case "divide-x", "divide-y":
		w, ok := "1px", val == ""
		if !ok {
			w, ok = pxValue(val)
		}
		if !ok || neg {
			return "", "", false
		}
		if key == "divide-x" {
			return "border-left-width:" + w + ";border-left-style:solid;border-right-width:0px;", betweenChildren, true
		}
		return "border-top-width:" + w + ";border-top-style:solid;border-bottom-width:0px;", betweenChildren, true
	case "w", "min-w", "h", "min-h", "max-h", "size", "basis":
		v, ok := size(val, key == "h" || key == "min-h" || key == "max-h")
		if !ok {
			if key == "max-h" && val == "none" {
				v, ok = "none", true
			}
			if !ok {
				return "", "", false
			}
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
		case "basis":
			return "flex-basis:" + v + ";", "", true
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
		if val == "auto" {
			return "z-index:auto;", "", true
		}
		if a, ok := arbitrary(val); ok {
			val = a
		}
		if n, err := strconv.Atoi(val); err == nil {
			if neg {
				n = -n
			}
			return "z-index:" + strconv.Itoa(n) + ";", "", true
		}
	case "order":
		if n, err := strconv.Atoi(val); err == nil {
			if neg {
				n = -n
			}
			return "order:" + strconv.Itoa(n) + ";", "", true
		}
	case "opacity":
		if v, ok := fractionOf(val, 100); ok {
			return "opacity:" + v + ";", "", true
		}
	case "font":
		if w, ok := fontWeights[val]; ok {
			return "font-weight:" + w + ";", "", true
		}
		if a, ok := arbitrary(val); ok {
			if _, err := strconv.Atoi(a); err == nil {
				return "font-weight:" + a + ";", "", true
			}
		}
	case "text":
		if fs, ok := fontSizes[val]; ok {
			return "font-size:" + fs[0] + ";line-height:" + fs[1] + ";", "", true
		}
		// text-sm/6: a size with its line height.
		if size, lh, ok := strings.Cut(val, "/"); ok {
			if fs, ok := fontSizes[size]; ok {
				if l, ok := lineHeight(lh); ok {
					return "font-size:" + fs[0] + ";line-height:" + l + ";", "", true
				}
			}
		}
		if v, ok := arbitrary(val); ok && looksLikeLength(v) {
			return "font-size:" + v + ";", "", true
		}
	case "bg":
		// bg-[url(/hero.png)]: an image; colours were read above.
		if a, ok := arbitrary(val); ok && strings.HasPrefix(a, "url(") {
			return "background-image:" + strings.ReplaceAll(a, " ", "_") + ";", "", true
		}
	case "bg-gradient-to":
		if d, ok := gradientDirs[val]; ok {
			return "background-image:linear-gradient(" + d + "," + gradientStops + ");", "", true
		}
	case "rounded", "rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-tl", "rounded-tr", "rounded-br", "rounded-bl":
		r, ok := radii[val]
		if !ok {
			r, ok = arbitrary(val)
		}
		if !ok {
			return "", "", false
		}
		var b strings.Builder
		for _, p := range radiusCorners[key] {
			b.WriteString(p + ":" + r + ";")
		}
		return b.String(), "", true
	case "shadow":
		if s, ok := shadows[val]; ok {
			return "--tw-shadow:" + s + ";" + boxShadow, "", true
		}
		if a, ok := arbitrary(val); ok {
			return "--tw-shadow:" + a + ";" + boxShadow, "", true
		}
	case "ring":
		w, ok := "3px", val == ""
		if !ok {
			w, ok = pxValue(val)
		}
		if ok {
			return "--tw-ring-offset-shadow:var(--tw-ring-inset,) 0 0 0 var(--tw-ring-offset-width,0px) var(--tw-ring-offset-color,#fff);" +
				"--tw-ring-shadow:var(--tw-ring-inset,) 0 0 0 calc(" + w + " + var(--tw-ring-offset-width,0px)) var(--tw-ring-color,rgb(59 130 246 / 0.5));" +
				boxShadow, "", true
		}
	case "ring-offset":
		if w, ok := pxValue(val); ok {
			return "--tw-ring-offset-width:" + w + ";", "", true
		}
	case "outline":
		if w, ok := pxValue(val); ok {
			return "outline-width:" + w + ";", "", true
		}
	case "outline-offset", "underline-offset", "decoration":
		if w, ok := pxValue(val); ok {
			prop := map[string]string{"outline-offset": "outline-offset", "underline-offset": "text-underline-offset", "decoration": "text-decoration-thickness"}[key]
			return prop + ":" + sign(w) + ";", "", true
		}
	case "stroke":
		if n, err := strconv.Atoi(val); err == nil && n >= 0 {
			return "stroke-width:" + val + ";", "", true
		}
	case "leading":
		if v, ok := spacing(val); ok {
			return "line-height:" + v + ";", "", true
		}
	case "indent":
		if v, ok := spacing(val); ok {
			return "text-indent:" + sign(v) + ";", "", true
		}
	case "columns":
		if n, err := strconv.Atoi(val); err == nil && n > 0 && n <= 12 {
			return "columns:" + val + ";", "", true
		}
	case "grow", "shrink":
		if a, ok := arbitrary(val); ok {
			return "flex-" + key + ":" + a + ";", "", true
		}
	case "flex":
		if a, ok := arbitrary(val); ok {
			return "flex:" + a + ";", "", true
		}
	case "content":
		// content-['→'] and content-[attr(x)]: the quotes are the only
		// ones allowed, around text without any.
		inner := strings.TrimSuffix(strings.TrimPrefix(val, "["), "]")
		if len(val) < 2 || val[0] != '[' || val[len(val)-1] != ']' {
			return "", "", false
		}
		q := strings.Trim(inner, "'")
		if len(inner) >= 2 && inner[0] == '\'' && inner[len(inner)-1] == '\'' && !strings.ContainsAny(q, "'\"\\;{}<>") {
			q = strings.ReplaceAll(q, "_", " ")
			return "--tw-content:'" + q + "';content:var(--tw-content);", "", true
		}
		if a, ok := arbitrary(val); ok {
			return "--tw-content:" + a + ";content:var(--tw-content);", "", true
		}
	case "tracking":
		if v, ok := arbitrary(val); ok {
			return "letter-spacing:" + sign(v) + ";", "", true
		}
	case "line-clamp":
		if a, ok := arbitrary(val); ok {
			val = a
		}
		if n, err := strconv.Atoi(val); err == nil && n > 0 {
			return "overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:" + val + ";", "", true
		}
	case "grid-cols", "grid-rows":
		prop := "grid-template-columns"
		if key == "grid-rows" {
			prop = "grid-template-rows"
		}
		if n, err := strconv.Atoi(val); err == nil && n > 0 && n <= 12 {
			return prop + ":repeat(" + val + ",minmax(0,1fr));", "", true
		}
		if v, ok := arbitrary(val); ok {
			return prop + ":" + v + ";", "", true
		}
	case "col-span", "row-span":
		prop := "grid-column"
		if key == "row-span" {
			prop = "grid-row"
		}
		if n, err := strconv.Atoi(val); err == nil && n > 0 && n <= 12 {
			return prop + ":span " + val + " / span " + val + ";", "", true
		}
	case "col-start", "col-end", "row-start", "row-end":
		prop := map[string]string{"col-start": "grid-column-start", "col-end": "grid-column-end", "row-start": "grid-row-start", "row-end": "grid-row-end"}[key]
		if n, err := strconv.Atoi(val); err == nil && n > 0 && n <= 13 {
			return prop + ":" + val + ";", "", true
		}
		if val == "auto" {
			return prop + ":auto;", "", true
		}
	case "aspect":
		if v, ok := arbitrary(val); ok {
			return "aspect-ratio:" + strings.ReplaceAll(v, "/", " / ") + ";", "", true
		}
	case "duration", "delay":
		if _, err := strconv.Atoi(val); err == nil {
			return "transition-" + key + ":" + val + "ms;", "", true
		}
		if a, ok := arbitrary(val); ok && (strings.HasSuffix(a, "ms") || strings.HasSuffix(a, "s")) {
			return "transition-" + key + ":" + a + ";", "", true
		}
	case "ease":
		if e, ok := easings[val]; ok {
			return "transition-timing-function:" + e + ";", "", true
		}
	case "animate":
		if a, ok := animations[val]; ok {
			return "animation:" + a + ";", "", true
		}
	case "scale", "scale-x", "scale-y":
		if v, ok := fractionOf(val, 100); ok {
			if neg {
				v = "-" + v
			}
			var d string
			if key != "scale-y" {
				d += "--tw-scale-x:" + v + ";"
			}
			if key != "scale-x" {
				d += "--tw-scale-y:" + v + ";"
			}
			return d + transform, "", true
		}
	case "rotate", "skew-x", "skew-y":
		v, ok := arbitrary(val)
		if !ok {
			if _, err := strconv.Atoi(val); err == nil {
				v, ok = val+"deg", true
			}
		}
		if ok {
			return "--tw-" + key + ":" + sign(v) + ";" + transform, "", true
		}
	case "translate-x", "translate-y":
		if v, ok := size(val, key == "translate-y"); ok {
			return "--tw-" + key + ":" + sign(v) + ";" + transform, "", true
		}
	case "blur", "backdrop-blur":
		v, ok := blurs[val]
		if !ok {
			v, ok = arbitrary(val)
		}
		if ok {
			if key == "blur" {
				return "--tw-blur:blur(" + v + ");" + filter, "", true
			}
			return "--tw-backdrop-blur:blur(" + v + ");" + backdropFilter, "", true
		}
	case "brightness", "contrast", "saturate", "backdrop-brightness", "backdrop-saturate":
		if v, ok := fractionOf(val, 100); ok {
			fn := strings.TrimPrefix(key, "backdrop-")
			if strings.HasPrefix(key, "backdrop-") {
				return "--tw-" + key + ":" + fn + "(" + v + ");" + backdropFilter, "", true
			}
			return "--tw-" + key + ":" + fn + "(" + v + ");" + filter, "", true
		}
	case "grayscale", "invert", "sepia":
		v := map[string]string{"": "100%", "0": "0"}[val]
		if a, ok := arbitrary(val); ok {
			v = a
		}
		if v != "" {
			return "--tw-" + key + ":" + key + "(" + v + ");" + filter, "", true
		}
	case "hue-rotate":
		if _, err := strconv.Atoi(val); err == nil {
			return "--tw-hue-rotate:hue-rotate(" + sign(val+"deg") + ");" + filter, "", true
		}
	case "drop-shadow":
		if v, ok := dropShadows[val]; ok {
			return "--tw-drop-shadow:" + v + ";" + filter, "", true
		}
	}
	return "", "", false
}

// gradientStops are the stops of the bg-gradient-to-* utilities: from,
// via and to colours, each transparent when not given. Without a via
// colour the middle stop is the mix of the other two, which draws the
// same two-colour gradient.
const gradientStops = "var(--tw-gradient-from,transparent)," +
	"var(--tw-gradient-via,color-mix(in srgb,var(--tw-gradient-from,transparent),var(--tw-gradient-to,transparent)))," +
	"var(--tw-gradient-to,transparent)"

// lineHeight reads the line height after a font size's slash: the
// spacing scale (text-sm/6), a leading name (text-lg/tight) or an
// arbitrary value.
func lineHeight(v string) (string, bool) {
	if d, ok := fixed["leading-"+v]; ok {
		return strings.TrimSuffix(strings.TrimPrefix(d, "line-height:"), ";"), true
	}
	return spacing(v)
}

// fractionOf reads a percentage scale value ("50" is 0.5) or an arbitrary
// number ("[0.35]").
func fractionOf(v string, scale float64) (string, bool) {
	if a, ok := arbitrary(v); ok {
		if _, err := strconv.ParseFloat(a, 64); err == nil {
			return a, true
		}
		return "", false
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > 1000 {
		return "", false
	}
	return strconv.FormatFloat(float64(n)/scale, 'f', -1, 64), true
}

// pxValue reads a width in pixels: "2" is 2px, "[3px]" as written.
func pxValue(v string) (string, bool) {
	if a, ok := arbitrary(v); ok && looksLikeLength(a) {
		return a, true
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > 16 {
		return "", false
	}
	return v + "px", true
}

// utilityKeys are the utilities that take a value.
var utilityKeys = map[string]bool{
	"space-y": true, "space-x": true, "divide-x": true, "divide-y": true, "divide": true,
	"min-w": true, "min-h": true, "max-w": true, "max-h": true, "w": true, "h": true, "size": true, "basis": true,
	"gap": true, "gap-x": true, "gap-y": true, "inset": true, "inset-x": true, "inset-y": true,
	"top": true, "right": true, "bottom": true, "left": true, "start": true, "end": true,
	"m": true, "mx": true, "my": true, "mt": true, "mr": true, "mb": true, "ml": true, "ms": true, "me": true,
	"p": true, "px": true, "py": true, "pt": true, "pr": true, "pb": true, "pl": true, "ps": true, "pe": true,
	"scroll-mt": true, "scroll-pt": true,
	"grid-cols": true, "grid-rows": true, "col-span": true, "row-span": true,
	"col-start": true, "col-end": true, "row-start": true, "row-end": true, "order": true,
	"border": true, "border-x": true, "border-y": true, "border-t": true, "border-r": true, "border-b": true, "border-l": true,
	"rounded": true, "rounded-t": true, "rounded-r": true, "rounded-b": true, "rounded-l": true,
	"rounded-tl": true, "rounded-tr": true, "rounded-br": true, "rounded-bl": true,
	"leading": true, "tracking": true, "indent": true, "columns": true, "grow": true, "shrink": true, "flex": true,
	"content": true, "font": true, "text": true, "line-clamp": true,
	"bg": true, "bg-gradient-to": true, "from": true, "via": true, "to": true,
	"fill": true, "stroke": true, "outline": true, "outline-offset": true, "decoration": true, "underline-offset": true,
	"accent": true, "caret": true, "placeholder": true,
	"ring": true, "ring-offset": true, "shadow": true, "opacity": true, "z": true, "aspect": true,
	"duration": true, "delay": true, "ease": true, "animate": true,
	"scale": true, "scale-x": true, "scale-y": true, "rotate": true, "skew-x": true, "skew-y": true,
	"translate-x": true, "translate-y": true,
	"blur": true, "brightness": true, "contrast": true, "grayscale": true, "invert": true, "saturate": true,
	"sepia": true, "hue-rotate": true, "drop-shadow": true,
	"backdrop-blur": true, "backdrop-brightness": true, "backdrop-saturate": true,
}

// cutLast splits a class into its utility and its value, taking the
// longest utility name: "max-w-3xl" is max-w and 3xl, "border-t-2"
// border-t and 2, "rounded" is rounded and "". Only dashes before an
// arbitrary value count.
func cutLast(c string) (key, val string, ok bool) {
	if utilityKeys[c] {
		return c, "", true
	}
	head := c
	if i := strings.IndexByte(c, '['); i >= 0 {
		head = c[:i]
	}
	for i := len(head) - 1; i > 0; i-- {
		if head[i] == '-' && utilityKeys[c[:i]] {
			return c[:i], c[i+1:], true
		}
	}
	return "", "", false
}

func looksLikeLength(v string) bool {
	for _, unit := range []string{"px", "rem", "em", "%", "vw", "vh", "pt", "ch"} {
		if strings.HasSuffix(v, unit) {
			return true
		}
	}
	return strings.HasPrefix(v, "calc(") || strings.HasPrefix(v, "clamp(") || strings.HasPrefix(v, "min(") || strings.HasPrefix(v, "max(")
}

// color reads a Tailwind colour ("gray-500", "white", "primary",
// "zinc-950/70", "white/[0.03]", "[#0f0]").
func color(v string) (string, bool) {
	name, alpha, hasAlpha := cutAlpha(v)
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
	case "inherit":
		c = "inherit"
	case "primary":
		c = "var(--folio-primary)"
	case "primary-light":
		c = "var(--folio-primary-light)"
	case "primary-dark":
		c = "var(--folio-primary-dark)"
	// Mintlify's background colours, the page background in light and
	// dark mode (background.color in docs.json), whatever the mode.
	case "background-light":
		c = "var(--folio-bg-light,#fff)"
	case "background-dark":
		c = "var(--folio-bg-dark,#0b0f17)"
	default:
		if a, ok := arbitrary(name); ok && (strings.HasPrefix(a, "#") || strings.HasPrefix(a, "rgb") || strings.HasPrefix(a, "hsl") || strings.HasPrefix(a, "var(") || strings.HasPrefix(a, "oklch(")) {
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
		if hue == "gray" {
			// Mintlify's grey is Tailwind's neutral tinted with the
			// primary colour; the theme sets it from docs.json.
			c = "var(--folio-gray-" + shade + "," + c + ")"
		}
	}
	if hasAlpha {
		if c == "inherit" {
			return "", false
		}
		return "color-mix(in srgb, " + c + " " + alpha + "%, transparent)", true
	}
	return c, true
}

// cutAlpha splits an opacity modifier off a colour: "white/10" is white
// at 10%, "white/[0.03]" at 3%. A slash inside brackets is the colour's.
func cutAlpha(v string) (name, alpha string, ok bool) {
	i := strings.LastIndexByte(v, '/')
	if i < 0 || strings.Count(v[i:], "]") > strings.Count(v[i:], "[") {
		return v, "", false
	}
	name, a := v[:i], v[i+1:]
	if x, ok := arbitrary(a); ok {
		f, err := strconv.ParseFloat(x, 64)
		if err != nil || f < 0 || f > 1 {
			return v, "", false
		}
		return name, strconv.FormatFloat(f*100, 'f', -1, 64), true
	}
	n, err := strconv.Atoi(a)
	if err != nil || n < 0 || n > 100 {
		return v, "", false
	}
	return name, a, true
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
	"gray":    {"fafafa", "f5f5f5", "e5e5e5", "d4d4d4", "a3a3a3", "737373", "525252", "404040", "262626", "171717", "0a0a0a"}, // neutral: the theme tints it
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
