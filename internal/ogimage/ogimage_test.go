package ogimage

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

var green = color.RGBA{0x16, 0xa3, 0x4a, 0xff}

func drawer(t testing.TB) *Drawer {
	t.Helper()
	d, err := NewDrawer()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// picture is a background: a gradient from blue to orange.
func picture(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{uint8(255 * x / w), uint8(80 + 100*y/h), uint8(255 - 255*x/w), 255})
		}
	}
	return img
}

// logo is a square logo: a purple disc on transparency.
func logo(size int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	c := float64(size) / 2
	for y := range size {
		for x := range size {
			dx, dy := float64(x)-c+0.5, float64(y)-c+0.5
			if dx*dx+dy*dy <= c*c {
				img.Set(x, y, color.NRGBA{0x7c, 0x3a, 0xed, 0xff})
			}
		}
	}
	return img
}

var samples = map[string]struct {
	style StyleOptions
	card  Card
}{
	"short":            {StyleOptions{Accent: green}, Card{SiteName: "Acme Docs", Eyebrow: "Get started", Title: "Quickstart", Description: "Install the CLI and publish your first page in five minutes."}},
	"long-title":       {StyleOptions{Accent: color.RGBA{0x25, 0x63, 0xeb, 0xff}}, Card{SiteName: "Acme Docs", Eyebrow: "API reference › Payments", Title: "Create a payment intent with automatic capture, idempotency keys, and multi-currency settlement across every supported region and provider", Description: "Creates a PaymentIntent object."}},
	"long-description": {StyleOptions{Accent: color.RGBA{0xea, 0x58, 0x0c, 0xff}}, Card{SiteName: "Acme Docs", Title: "Webhooks", Description: "Webhooks let your application receive events as they happen: payments that succeed or fail, customers that change, disputes that open and close. This page explains how to register an endpoint, verify signatures, retry deliveries and test locally with the CLI before going live."}},
	"dark":             {StyleOptions{Accent: color.RGBA{0x4a, 0xde, 0x80, 0xff}, Dark: true}, Card{SiteName: "Acme Docs", Eyebrow: "Guides", Title: "Deploy to production", Description: "Build once, serve anywhere: containers, static hosts, or Folio's own server."}},
	"background":       {StyleOptions{Accent: green, Background: picture(1600, 900)}, Card{SiteName: "Acme Docs", Eyebrow: "Concepts", Title: "How builds work", Description: "From docs.json to a site: navigation, pages, assets and search."}},
	"logo":             {StyleOptions{Accent: color.RGBA{0x7c, 0x3a, 0xed, 0xff}, Logo: logo(256)}, Card{SiteName: "Acme Docs", Eyebrow: "Get started", Title: "Introduction", Description: "Everything you need to know about Acme, on one page."}},
	"cjk-rtl":          {StyleOptions{Accent: green, Dark: true}, Card{SiteName: "ドキュメント", Eyebrow: "مرحبا", Title: "はじめに：インストールと最初のページの公開方法についての詳しい説明です。ここでは全ての手順を順番に説明します。", Description: "مرحبا بالعالم — שלום עולם"}},
	"empty":            {StyleOptions{Accent: green}, Card{}},
}

// TestSamples writes the sample images into $OGIMAGE_SAMPLES, for a
// person to look at; it only checks they draw without it.
func TestSamples(t *testing.T) {
	d := drawer(t)
	dir := os.Getenv("OGIMAGE_SAMPLES")
	for name, s := range samples {
		data, err := d.PNG(NewStyle(s.style), s.card)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: not a PNG: %v", name, err)
		}
		if b := img.Bounds(); b.Dx() != Width || b.Dy() != Height {
			t.Errorf("%s: %v, want %dx%d", name, b, Width, Height)
		}
		if dir != "" {
			if err := os.WriteFile(filepath.Join(dir, name+".png"), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func at(img image.Image, x, y int) color.RGBA {
	r, g, b, a := img.At(x, y).RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

func TestColours(t *testing.T) {
	d := drawer(t)
	card := Card{SiteName: "Acme", Eyebrow: "Guides", Title: "Title", Description: "Description"}
	accent := color.RGBA{0xe1, 0x1d, 0x48, 0xff}
	for _, tc := range []struct {
		name string
		dark bool
		base color.RGBA
	}{{"light", false, color.RGBA{0xff, 0xff, 0xff, 0xff}}, {"dark", true, color.RGBA{0x0b, 0x0d, 0x12, 0xff}}} {
		img, err := d.Draw(NewStyle(StyleOptions{Accent: accent, Dark: tc.dark}), card)
		if err != nil {
			t.Fatal(err)
		}
		if got := at(img, Width/2, Height-barHeight/2); got != accent {
			t.Errorf("%s: the bar is %v, want the accent %v", tc.name, got, accent)
		}
		// The bottom-left corner is far from the glow: plain background.
		if got := at(img, 10, Height-barHeight-10); got != tc.base {
			t.Errorf("%s: the background is %v, want %v", tc.name, got, tc.base)
		}
		// The top-right corner carries a tint of the accent.
		if got := at(img, Width-2, 2); got == tc.base || got.R <= got.B {
			t.Errorf("%s: the corner is %v, want a tint of %v", tc.name, got, accent)
		}
	}
}

func TestBackground(t *testing.T) {
	d := drawer(t)
	red := image.NewRGBA(image.Rect(0, 0, 300, 100)) // wider than 1200×630: cropped at the sides
	for i := range red.Pix {
		if i%4 == 0 || i%4 == 3 {
			red.Pix[i] = 0xff
		}
	}
	img, err := d.Draw(NewStyle(StyleOptions{Accent: green, Background: red}), Card{Title: "x"})
	if err != nil {
		t.Fatal(err)
	}
	// Under the veil, a picture of pure red stays red, more so on the
	// right, and covers every corner above the bar.
	left, right := at(img, 2, Height/2), at(img, Width-300, Height-barHeight-2)
	for _, c := range []color.RGBA{left, right, at(img, 2, 2), at(img, 2, Height-barHeight-1)} {
		if c.R != 0xff || c.G == 0xff || c.G != c.B {
			t.Errorf("pixel %v is not the red picture under a white veil", c)
		}
	}
	if right.G >= left.G {
		t.Errorf("the veil is as strong on the right (%v) as on the left (%v)", right, left)
	}
}

func TestLogo(t *testing.T) {
	d := drawer(t)
	img, err := d.Draw(NewStyle(StyleOptions{Accent: green, Logo: logo(256)}), Card{SiteName: "Acme", Title: "x"})
	if err != nil {
		t.Fatal(err)
	}
	// The middle of the disc, scaled to the header's height.
	if got := at(img, marginX+headerHeight/2, marginTop+headerHeight/2); !near(got, color.RGBA{0x7c, 0x3a, 0xed, 0xff}, 2) {
		t.Errorf("the logo's middle is %v", got)
	}
	// An empty logo is no logo.
	if _, err := d.Draw(NewStyle(StyleOptions{Logo: image.NewRGBA(image.Rect(0, 0, 0, 0))}), Card{}); err != nil {
		t.Fatal(err)
	}
}

func TestWrap(t *testing.T) {
	d := drawer(t)
	faces, err := d.faces()
	if err != nil {
		t.Fatal(err)
	}
	defer faces.close()
	width := fixed.I(Width - 2*marginX)
	for _, s := range []string{
		"",
		"Quickstart",
		strings.Repeat("Supercalifragilisticexpialidocious", 20),
		strings.Repeat("word ", 300),
		strings.Repeat("日本語のテキスト", 50),
		strings.Repeat("مرحبا بالعالم ", 40),
		"\x00\x01\u202e\u200f\xff\xfe tab\tnew\nline",
	} {
		lines := wrap(faces.title, clean(s), width, 3)
		if len(lines) > 3 {
			t.Errorf("%.20q: %d lines", s, len(lines))
		}
		for _, l := range lines {
			if w := font.MeasureString(faces.title, l); w > width {
				t.Errorf("%.20q: line %q is %v wide, more than %v", s, l, w, width)
			}
			if strings.ContainsAny(l, "\x00\t\n\u202e") {
				t.Errorf("%.20q: line %q keeps control characters", s, l)
			}
		}
		if len([]rune(s)) > 400 && !strings.HasSuffix(lines[len(lines)-1], ellipsis) {
			t.Errorf("%.20q: the last line %q has no ellipsis", s, lines[len(lines)-1])
		}
	}
}

func TestParseHex(t *testing.T) {
	for in, want := range map[string]color.RGBA{"#16A34A": {0x16, 0xa3, 0x4a, 0xff}, "#fff": {0xff, 0xff, 0xff, 0xff}, " 0d9373": {0x0d, 0x93, 0x73, 0xff}} {
		if got, ok := ParseHex(in); !ok || got != want {
			t.Errorf("ParseHex(%q) = %v, %v; want %v", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "#12", "#12345g", "red", "#1234567"} {
		if _, ok := ParseHex(in); ok {
			t.Errorf("ParseHex(%q) succeeded", in)
		}
	}
}

func TestCache(t *testing.T) {
	c := NewCache(10)
	draws := 0
	get := func(key string, n int) {
		t.Helper()
		data, err := c.Get(key, func() ([]byte, error) { draws++; return make([]byte, n), nil })
		if err != nil || len(data) != n {
			t.Fatalf("Get(%q) = %d bytes, %v", key, len(data), err)
		}
	}
	get("a", 4)
	get("b", 4)
	get("a", 4) // kept; a is now the most recent
	if draws != 2 {
		t.Fatalf("%d draws, want 2", draws)
	}
	get("c", 4) // over 10 bytes: b, the least recent, goes
	if c.Size() != 8 {
		t.Errorf("size %d, want 8", c.Size())
	}
	get("a", 4)
	get("b", 4)
	if draws != 4 {
		t.Errorf("%d draws, want 4 (b drawn again, a kept)", draws)
	}
	get("huge", 11) // larger than the cache: returned, not kept
	if c.Size() > 10 {
		t.Errorf("size %d over the bound", c.Size())
	}
}

func FuzzDraw(f *testing.F) {
	d := drawer(f)
	style := NewStyle(StyleOptions{Accent: green})
	f.Add("Quickstart", "Install the CLI.", "Guides")
	f.Add(strings.Repeat("W", 500), strings.Repeat("日本", 300), "\u202e\x00")
	f.Add("", "", "")
	f.Fuzz(func(t *testing.T, title, desc, eyebrow string) {
		start := time.Now()
		img, err := d.Draw(style, Card{SiteName: eyebrow, Eyebrow: eyebrow, Title: title, Description: desc})
		if err != nil {
			t.Fatal(err)
		}
		if img.Bounds() != image.Rect(0, 0, Width, Height) {
			t.Fatalf("bounds %v", img.Bounds())
		}
		if el := time.Since(start); el > 2*time.Second {
			t.Fatalf("drawing took %v", el)
		}
	})
}

func BenchmarkPNG(b *testing.B) {
	d := drawer(b)
	s := samples["long-title"]
	style := NewStyle(s.style)
	for b.Loop() {
		if _, err := d.PNG(style, s.card); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDraw(b *testing.B) {
	d := drawer(b)
	s := samples["long-title"]
	style := NewStyle(s.style)
	for b.Loop() {
		if _, err := d.Draw(style, s.card); err != nil {
			b.Fatal(err)
		}
	}
}
