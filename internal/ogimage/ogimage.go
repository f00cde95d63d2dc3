// Package ogimage draws a page's social preview image (Open Graph): a
// 1200×630 PNG with the site's name and logo, the page's section, title
// and description, in the site's accent colour, light or dark, over an
// optional background image. It draws with the Go fonts
// (golang.org/x/image/font/gofont), which are embedded: it needs no
// network and no system fonts. Text is laid out left to right without
// shaping; glyphs the fonts lack draw as boxes.
package ogimage

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// The size of an image, the one Open Graph and X's large card expect.
const (
	Width  = 1200
	Height = 630
)

// Layout, in pixels of the 1200×630 image.
const (
	marginX      = 88
	marginTop    = 72
	marginBottom = 84
	headerHeight = 52 // the logo's height; the site name is centred on it
	barHeight    = 10 // the accent bar along the bottom edge
	maxRunes     = 300
)

// Card is what one page's image says.
type Card struct {
	// SiteName is shown in the header, after the logo.
	SiteName string
	// Eyebrow is the page's section, shown above the title; may be empty.
	Eyebrow string
	// Title is the page's title: at most three lines, ended with an
	// ellipsis when it is longer.
	Title string
	// Description is shown under the title: at most two lines.
	Description string
}

// Style is how a site's images look, shared by all its pages. Make it
// with NewStyle.
type Style struct {
	accent     color.RGBA
	dark       bool
	logo       image.Image // scaled to headerHeight; nil for none
	background *image.RGBA // the page without text
	text       color.RGBA
	muted      color.RGBA
}

// StyleOptions are the inputs of a Style.
type StyleOptions struct {
	// Accent is the brand colour (docs.json colors.primary).
	Accent color.RGBA
	// Dark draws light text on a dark background.
	Dark bool
	// Logo is drawn in the header; nil for none.
	Logo image.Image
	// Background is drawn under everything, scaled to cover the image;
	// nil for the plain background.
	Background image.Image
}

// NewStyle prepares a style: the background with its accent glow is
// drawn once here and copied under every page's text.
func NewStyle(o StyleOptions) *Style {
	s := &Style{accent: o.Accent, dark: o.Dark}
	s.accent.A = 255
	base := color.RGBA{0xff, 0xff, 0xff, 0xff}
	s.text = color.RGBA{0x0f, 0x17, 0x2a, 0xff}
	s.muted = color.RGBA{0x47, 0x55, 0x69, 0xff}
	if o.Dark {
		base = color.RGBA{0x0b, 0x0d, 0x12, 0xff}
		s.text = color.RGBA{0xf8, 0xfa, 0xfc, 0xff}
		s.muted = color.RGBA{0xa1, 0xab, 0xbb, 0xff}
	}
	bg := image.NewRGBA(image.Rect(0, 0, Width, Height))
	fill(bg, bg.Bounds(), base)
	if o.Background != nil && !o.Background.Bounds().Empty() {
		cover(bg, o.Background)
		// A veil of the plain background keeps the text readable over
		// any picture: strongest on the left, where the text is.
		veil(bg, base)
	}
	glow(bg, s.accent, o.Dark)
	fill(bg, image.Rect(0, Height-barHeight, Width, Height), s.accent)
	s.background = bg
	if o.Logo != nil && !o.Logo.Bounds().Empty() {
		s.logo = scaleToHeight(o.Logo, headerHeight, Width/3)
	}
	return s
}

// Drawer draws images. Its fonts are parsed once; it is safe for
// concurrent use.
type Drawer struct {
	regular, medium, bold *opentype.Font
}

// NewDrawer parses the embedded fonts.
func NewDrawer() (*Drawer, error) {
	var d Drawer
	for _, f := range []struct {
		dst  **opentype.Font
		data []byte
	}{{&d.regular, goregular.TTF}, {&d.medium, gomedium.TTF}, {&d.bold, gobold.TTF}} {
		parsed, err := opentype.Parse(f.data)
		if err != nil {
			return nil, fmt.Errorf("parse the Go font: %w", err)
		}
		*f.dst = parsed
	}
	return &d, nil
}

// PNG draws a card and encodes it.
func (d *Drawer) PNG(s *Style, c Card) ([]byte, error) {
	img, err := d.Draw(s, c)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := encodePNG(&buf, img); err != nil {
		return nil, fmt.Errorf("encode the image: %w", err)
	}
	return buf.Bytes(), nil
}

// Draw draws a card.
func (d *Drawer) Draw(s *Style, c Card) (*image.RGBA, error) {
	img := image.NewRGBA(image.Rect(0, 0, Width, Height))
	copy(img.Pix, s.background.Pix)
	faces, err := d.faces()
	if err != nil {
		return nil, err
	}
	defer faces.close()
	width := fixed.I(Width - 2*marginX)

	// The header: the logo, then the site's name beside it.
	x := marginX
	if s.logo != nil {
		b := s.logo.Bounds()
		r := image.Rect(x, marginTop, x+b.Dx(), marginTop+b.Dy())
		xdraw.Draw(img, r, s.logo, b.Min, xdraw.Over)
		x += b.Dx() + 20
	}
	if name := clean(c.SiteName); name != "" {
		avail := fixed.I(Width - marginX - x)
		if avail > fixed.I(80) {
			line := fit(faces.name, name, avail)
			// Centre the capital letters on the logo's middle.
			base := marginTop + headerHeight/2 + capHeight(faces.name)/2
			text(img, faces.name, line, x, base, s.text)
		}
	}

	// The text block: eyebrow, title, description, centred in the space
	// between the header and the bottom margin.
	title := clean(c.Title)
	titleFace, titleLead := faces.title, 84
	lines := wrap(titleFace, title, width, 3)
	if len(lines) > 2 {
		titleFace, titleLead = faces.titleSmall, 70
		lines = wrap(titleFace, title, width, 3)
	}
	desc := wrap(faces.desc, clean(c.Description), width, 2)
	eyebrow := fit(faces.eyebrow, strings.ToUpper(clean(c.Eyebrow)), width)

	const eyebrowLead, descLead, gap = 30, 44, 28
	h := 0
	if eyebrow != "" {
		h += eyebrowLead + 20
	}
	h += titleLead * len(lines)
	if len(desc) > 0 {
		h += gap + descLead*len(desc)
	}
	top := marginTop + headerHeight + 40
	bottom := Height - marginBottom
	y := top + (bottom-top-h)/2
	if y < top {
		y = top
	}
	if eyebrow != "" {
		text(img, faces.eyebrow, eyebrow, marginX, y+capHeight(faces.eyebrow)+(eyebrowLead-capHeight(faces.eyebrow))/2, s.accent)
		y += eyebrowLead + 20
	}
	for _, l := range lines {
		// The line's capitals sit in the middle of its lead.
		text(img, titleFace, l, marginX, y+(titleLead+capHeight(titleFace))/2, s.text)
		y += titleLead
	}
	if len(desc) > 0 {
		y += gap
		for _, l := range desc {
			text(img, faces.desc, l, marginX, y+(descLead+capHeight(faces.desc))/2, s.muted)
			y += descLead
		}
	}
	return img, nil
}

// faceSet holds one drawing's faces: a face keeps its own buffers, so
// faces are not shared between drawings.
type faceSet struct {
	name, eyebrow, title, titleSmall, desc font.Face
}

func (f *faceSet) close() {
	for _, face := range []font.Face{f.name, f.eyebrow, f.title, f.titleSmall, f.desc} {
		if face != nil {
			face.Close()
		}
	}
}

func (d *Drawer) faces() (*faceSet, error) {
	var fs faceSet
	for _, f := range []struct {
		dst  *font.Face
		font *opentype.Font
		size float64
	}{
		{&fs.name, d.medium, 30},
		{&fs.eyebrow, d.medium, 24},
		{&fs.title, d.bold, 72},
		{&fs.titleSmall, d.bold, 60},
		{&fs.desc, d.regular, 32},
	} {
		face, err := opentype.NewFace(f.font, &opentype.FaceOptions{Size: f.size, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			fs.close()
			return nil, fmt.Errorf("make a font face: %w", err)
		}
		*f.dst = face
	}
	return &fs, nil
}

// capHeight is the height of a capital letter of a face, in pixels.
func capHeight(f font.Face) int {
	b, _, ok := f.GlyphBounds('H')
	if !ok {
		return f.Metrics().Ascent.Ceil()
	}
	return (-b.Min.Y).Ceil()
}

func text(dst *image.RGBA, f font.Face, s string, x, baseline int, c color.RGBA) {
	d := font.Drawer{Dst: dst, Src: image.NewUniform(c), Face: f, Dot: fixed.P(x, baseline)}
	d.DrawString(s)
}

// clean makes text drawable: invalid UTF-8 and control characters out,
// runs of spaces one space, and at most maxRunes runes, so that a
// hostile title costs no more than a long one.
func clean(s string) string {
	var b strings.Builder
	n, space := 0, false
	for _, r := range s {
		if n >= maxRunes {
			break
		}
		switch {
		case r == utf8.RuneError:
			continue
		case unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		case unicode.IsControl(r) || unicode.Is(unicode.Cf, r):
			// Format characters (bidirectional marks and the like)
			// have no glyph.
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
			n++
		}
		b.WriteRune(r)
		n++
	}
	return b.String()
}

const ellipsis = "…"

// wrap breaks s into at most limit lines no wider than width, at spaces,
// or anywhere in a word wider than a line (and in text without spaces,
// such as Chinese or Japanese). When s does not fit, the last line ends
// with an ellipsis.
func wrap(f font.Face, s string, width fixed.Int26_6, limit int) []string {
	if s == "" {
		return nil
	}
	var lines []string
	line := ""
	words := strings.Split(s, " ")
	for i := 0; i < len(words); i++ {
		w := words[i]
		try := w
		if line != "" {
			try = line + " " + w
		}
		if font.MeasureString(f, try) <= width {
			line = try
			continue
		}
		if line != "" {
			lines = append(lines, line)
			line = ""
			if len(lines) == limit {
				return ellipsize(f, lines, strings.Join(words[i:], " "), width)
			}
			i-- // the word starts the next line
			continue
		}
		// A word wider than a line: as much of it as fits.
		head, rest := split(f, w, width)
		lines = append(lines, head)
		if len(lines) == limit {
			return ellipsize(f, lines, strings.Join(append([]string{rest}, words[i+1:]...), " "), width)
		}
		words[i] = rest
		i--
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// split cuts the longest prefix of w that fits width (at least one rune).
func split(f font.Face, w string, width fixed.Int26_6) (head, rest string) {
	var adv fixed.Int26_6
	prev := rune(-1)
	for i, r := range w {
		if prev >= 0 {
			adv += f.Kern(prev, r)
		}
		a, _ := f.GlyphAdvance(r)
		if adv+a > width && i > 0 {
			return w[:i], w[i:]
		}
		adv += a
		prev = r
	}
	return w, ""
}

// ellipsize ends the last of lines with an ellipsis, as the text goes on
// (rest is what did not fit).
func ellipsize(f font.Face, lines []string, rest string, width fixed.Int26_6) []string {
	if strings.TrimSpace(rest) == "" {
		return lines
	}
	last := lines[len(lines)-1]
	lines[len(lines)-1] = fit(f, last+" "+rest, width)
	return lines
}

// fit returns s when it fits width, else its longest prefix (at a word
// when one is long enough) followed by an ellipsis.
func fit(f font.Face, s string, width fixed.Int26_6) string {
	if s == "" || font.MeasureString(f, s) <= width {
		return s
	}
	head, _ := split(f, s, width-font.MeasureString(f, ellipsis))
	// Prefer to end at a word, unless that leaves too little.
	if i := strings.LastIndexByte(head, ' '); i > len(head)*2/3 {
		head = head[:i]
	}
	head = strings.TrimRightFunc(head, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) && r != ')' })
	return head + ellipsis
}

func fill(dst *image.RGBA, r image.Rectangle, c color.RGBA) {
	xdraw.Draw(dst, r, image.NewUniform(c), image.Point{}, xdraw.Src)
}

// cover draws src scaled to cover dst entirely, centred and cropped.
func cover(dst *image.RGBA, src image.Image) {
	sb := src.Bounds()
	scale := math.Max(float64(Width)/float64(sb.Dx()), float64(Height)/float64(sb.Dy()))
	// The part of src that maps onto the image.
	w := int(math.Round(float64(Width) / scale))
	h := int(math.Round(float64(Height) / scale))
	x0 := sb.Min.X + (sb.Dx()-w)/2
	y0 := sb.Min.Y + (sb.Dy()-h)/2
	xdraw.ApproxBiLinear.Scale(dst, dst.Bounds(), src, image.Rect(x0, y0, x0+w, y0+h), xdraw.Over, nil)
}

// veil lays the plain background over a picture: 88% opaque on the left
// where the text is, 55% on the right.
func veil(dst *image.RGBA, c color.RGBA) {
	for x := range Width {
		a := 0.88 - 0.33*float64(x)/float64(Width-1)
		col := color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(255 * a)}
		xdraw.Draw(dst, image.Rect(x, 0, x+1, Height), image.NewUniform(col), image.Point{}, xdraw.Over)
	}
}

// glow tints the top-right corner with the accent, fading out, so that
// every image carries the brand colour beside the bar.
func glow(dst *image.RGBA, accent color.RGBA, dark bool) {
	strength := 0.16
	if dark {
		strength = 0.28
	}
	const radius = 820.0
	cx, cy := float64(Width)+60, -140.0
	for y := range Height {
		dy := float64(y) - cy
		for x := range Width {
			dx := float64(x) - cx
			d := math.Sqrt(dx*dx+dy*dy) / radius
			if d >= 1 {
				continue
			}
			// Smooth fall-off: strongest at the centre, none at the edge.
			t := 1 - d
			a := strength * t * t
			i := dst.PixOffset(x, y)
			p := dst.Pix[i : i+3 : i+3]
			p[0] = uint8(float64(p[0])*(1-a) + float64(accent.R)*a + 0.5)
			p[1] = uint8(float64(p[1])*(1-a) + float64(accent.G)*a + 0.5)
			p[2] = uint8(float64(p[2])*(1-a) + float64(accent.B)*a + 0.5)
		}
	}
}

// scaleToHeight scales an image to height h (and at most maxW wide),
// keeping its proportions.
func scaleToHeight(src image.Image, h, maxW int) image.Image {
	b := src.Bounds()
	w := int(math.Round(float64(b.Dx()) * float64(h) / float64(b.Dy())))
	if w > maxW {
		h = max(1, int(math.Round(float64(h)*float64(maxW)/float64(w))))
		w = maxW
	}
	w = max(w, 1)
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	xdraw.CatmullRom.Scale(dst, dst.Bounds(), src, b, xdraw.Src, nil)
	return dst
}

// ParseHex reads a colour written #RGB or #RRGGBB; ok is false for
// anything else.
func ParseHex(s string) (c color.RGBA, ok bool) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "#")
	if len(s) == 3 {
		s = string([]byte{s[0], s[0], s[1], s[1], s[2], s[2]})
	}
	if len(s) != 6 {
		return c, false
	}
	var v [3]uint8
	for i := range v {
		hi, ok1 := hexDigit(s[2*i])
		lo, ok2 := hexDigit(s[2*i+1])
		if !ok1 || !ok2 {
			return c, false
		}
		v[i] = hi<<4 | lo
	}
	return color.RGBA{v[0], v[1], v[2], 0xff}, true
}

func hexDigit(b byte) (uint8, bool) {
	switch {
	case b >= '0' && b <= '9':
		return b - '0', true
	case b >= 'a' && b <= 'f':
		return b - 'a' + 10, true
	case b >= 'A' && b <= 'F':
		return b - 'A' + 10, true
	}
	return 0, false
}
