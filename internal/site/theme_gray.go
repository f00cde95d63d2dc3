package site

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/foliodocs/folio/internal/config"
)

// neutralScale is Tailwind's neutral grey, which Mintlify tints with the
// primary colour to make its grey (generateDynamicGrayScale in
// @mintlify/common): text-gray-500 on a site with a green primary is a
// slightly green grey.
var neutralScale = [...]struct{ shade, hex string }{
	{"50", "fafafa"}, {"100", "f5f5f5"}, {"200", "e5e5e5"}, {"300", "d4d4d4"}, {"400", "a3a3a3"},
	{"500", "737373"}, {"600", "525252"}, {"700", "404040"}, {"800", "262626"}, {"900", "171717"}, {"950", "0a0a0a"},
}

// grayScale returns the declarations of the site's grey shades
// (--folio-gray-50 … --folio-gray-950), each the neutral shade at 95%
// laid over the primary colour at 60%, as Mintlify blends them; empty
// when primary is no hex colour.
func grayScale(primary string) string {
	p, ok := hexRGB(primary)
	if !ok {
		return ""
	}
	// Normal blending of the grey (source, alpha .95) over the primary
	// (backdrop, alpha .6): the grey's weight is .95 / (.95 + .6 - .57).
	const weight = 0.95 / (0.95 + 0.6 - 0.95*0.6)
	var b strings.Builder
	for _, s := range neutralScale {
		g, _ := hexRGB(s.hex)
		fmt.Fprintf(&b, "--folio-gray-%s:#", s.shade)
		for i := range 3 {
			c := math.Round((1-weight)*float64(p[i]) + weight*float64(g[i]))
			fmt.Fprintf(&b, "%02x", int(c))
		}
		b.WriteByte(';')
	}
	return b.String()
}

// hexRGB reads a colour written #rgb, #rgba, #rrggbb or #rrggbbaa (the
// alpha is ignored).
func hexRGB(s string) ([3]uint8, bool) {
	s = strings.TrimPrefix(s, "#")
	switch len(s) {
	case 3, 4:
		s = string([]byte{s[0], s[0], s[1], s[1], s[2], s[2]})
	case 6, 8:
		s = s[:6]
	default:
		return [3]uint8{}, false
	}
	n, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		return [3]uint8{}, false
	}
	return [3]uint8{uint8(n >> 16), uint8(n >> 8), uint8(n)}, true
}

// pageBackgrounds returns the page's background in light and dark mode as
// Mintlify sets them (getBackgroundColors in @mintlify/common):
// background.color when docs.json gives it; in dark mode otherwise a near
// black (#09090b) tinted with 2% of colors.light, or of Mintlify's
// default light green when that is unset; with the linden theme, white
// and that black tinted with 3% of the primary and light colours. An
// empty light background is the theme's white.
func pageBackgrounds(c *config.Config) (light, dark string) {
	if c.Background != nil && c.Background.Color != nil {
		light, dark = c.Background.Color.Light, c.Background.Color.Dark
	}
	primaryLight := c.Colors.Light
	if primaryLight == "" {
		primaryLight = "#4ADE80"
	}
	if c.Theme == "linden" {
		if light == "" {
			light = tint("#ffffff", c.Colors.Primary, 0.03)
		}
		if dark == "" {
			dark = tint("#09090b", primaryLight, 0.03)
		}
	}
	if dark == "" {
		dark = tint("#09090b", primaryLight, 0.02)
	}
	return light, dark
}

// tint lays color at the given opacity over base, both hex colours; base
// itself when color is not one.
func tint(base, color string, opacity float64) string {
	b, _ := hexRGB(base)
	t, ok := hexRGB(color)
	if !ok {
		return base
	}
	var s strings.Builder
	s.WriteByte('#')
	for i := range 3 {
		fmt.Fprintf(&s, "%02x", int(math.Round((1-opacity)*float64(b[i])+opacity*float64(t[i]))))
	}
	return s.String()
}
