package site

import (
	"fmt"
	"math"
	"strconv"
	"strings"
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
