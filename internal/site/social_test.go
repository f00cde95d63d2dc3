package site

import (
	"bytes"
	"image"
	imgcolor "image/color"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/txtar"
)

// socialSite builds a site with a plain page, a hidden one, a noindex
// one, one whose frontmatter sets og:image and one under a folder;
// settings is more of docs.json ("" for none); the docs folder has a PNG
// logo and a background (red).
func socialSite(t *testing.T, settings string, opts Options) (*Output, string) {
	t.Helper()
	ar := txtar.Parse([]byte(`-- docs.json --
{
  "theme": "mint",
  "name": "Acme",
  "colors": {"primary": "#E11D48", "light": "#2563EB"},
  "logo": "/logo.png",
  ` + settings + `
  "navigation": {"groups": [
    {"group": "Start", "pages": ["index", "guide", "hidden", "quiet", "own"]},
    {"group": "Reference", "pages": ["ref/auth"]}
  ]}
}
-- index.mdx --
---
title: Welcome
---
Hello.
-- guide.mdx --
---
title: Guide
description: Install the widget.
---
Intro.
-- hidden.mdx --
---
title: Hidden
hidden: true
---
Secret.
-- quiet.mdx --
---
title: Quiet
noindex: true
---
Quiet.
-- own.mdx --
---
title: Own
og:image: https://cdn.test/own.png
---
Own.
-- ref/auth.mdx --
---
title: Authentication
---
Keys.
`))
	dir := t.TempDir()
	writeFiles(t, dir, ar.Files)
	writePNG(t, filepath.Join(dir, "logo.png"), 64, 64, imgcolor.RGBA{0x7c, 0x3a, 0xed, 0xff})
	writePNG(t, filepath.Join(dir, "bg.png"), 400, 300, imgcolor.RGBA{0xff, 0, 0, 0xff})
	opts.Now = func() time.Time { return time.Unix(0, 0) }
	out := buildDir(t, dir, opts)
	return out, dir
}

func writePNG(t *testing.T, name string, w, h int, c imgcolor.RGBA) {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = c.R, c.G, c.B, c.A
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

var socialTag = regexp.MustCompile(`<meta (?:property|name)="(og:image[^"]*|twitter:card)" content="([^"]*)">`)

// socialTags returns a page's og:image* and twitter:card tags by name,
// and how many there are.
func socialTags(t *testing.T, out *Output, key string) (map[string]string, int) {
	t.Helper()
	page := file(t, out, key)
	head := page[:strings.Index(page, "</head>")]
	m := map[string]string{}
	all := socialTag.FindAllStringSubmatch(head, -1)
	for _, s := range all {
		m[s[1]] = s[2]
	}
	return m, len(all)
}

func TestSocialServed(t *testing.T) {
	out, _ := socialSite(t, "", Options{SocialImages: true, BasePath: "/docs/"})
	tags, n := socialTags(t, out, "/guide/index.html")
	if !regexp.MustCompile(`^/docs/_folio/og/guide\.png\?v=[0-9a-f]{12}$`).MatchString(tags["og:image"]) ||
		tags["og:image:width"] != "1200" || tags["og:image:height"] != "630" || tags["twitter:card"] != "summary_large_image" || n != 4 {
		t.Errorf("guide: %v (%d tags)", tags, n)
	}
	if tags, _ := socialTags(t, out, "/index.html"); !strings.HasPrefix(tags["og:image"], "/docs/_folio/og/index.png?v=") {
		t.Errorf("home: %v", tags)
	}
	for _, key := range []string{"/hidden/index.html", "/quiet/index.html"} {
		if tags, n := socialTags(t, out, key); n != 1 || tags["twitter:card"] != "summary" {
			t.Errorf("%s: %v, want only twitter:card summary", key, tags)
		}
	}
	if tags, n := socialTags(t, out, "/own/index.html"); n != 2 || tags["og:image"] != "https://cdn.test/own.png" || tags["twitter:card"] != "summary" {
		t.Errorf("own: %v (%d tags), want the author's og:image alone", tags, n)
	}

	for _, p := range []string{"/docs/_folio/og/guide.png", "/docs/_folio/og/ref/auth.png", "/docs/_folio/og/index.png"} {
		rt := out.Route(p)
		if rt.Status != 200 || rt.File == nil || rt.File.Type != "image/png" {
			t.Fatalf("%s: %d %+v", p, rt.Status, rt.File)
		}
		data, err := out.Content(rt.File)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil || img.Bounds().Dx() != 1200 || img.Bounds().Dy() != 630 {
			t.Fatalf("%s: %v, %v", p, img.Bounds(), err)
		}
		// The light style's accent is colors.primary: the bottom bar.
		if r, g, b, _ := img.At(600, 625).RGBA(); r>>8 != 0xe1 || g>>8 != 0x1d || b>>8 != 0x48 {
			t.Errorf("%s: bar %x %x %x, want #E11D48", p, r>>8, g>>8, b>>8)
		}
		// The PNG logo is in the header.
		if r, g, b, _ := img.At(88+26, 72+26).RGBA(); r>>8 != 0x7c || g>>8 != 0x3a || b>>8 != 0xed {
			t.Errorf("%s: logo %x %x %x, want #7C3AED", p, r>>8, g>>8, b>>8)
		}
	}
	for _, p := range []string{"/docs/_folio/og/hidden.png", "/docs/_folio/og/own.png", "/docs/_folio/og/nope.png", "/docs/_folio/og/guide", "/_folio/og/guide.png"} {
		if rt := out.Route(p); rt.Status != 404 {
			t.Errorf("%s: %d, want 404", p, rt.Status)
		}
	}
	// Drawn once: the second answer is the same bytes.
	a, ok, err := out.SocialImage("/_folio/og/guide.png")
	b, _, _ := out.SocialImage("/_folio/og/guide.png")
	if !ok || err != nil || &a[0] != &b[0] {
		t.Errorf("SocialImage: ok %v, err %v, kept %v", ok, err, ok && &a[0] == &b[0])
	}
	// A served build writes no images: the server draws them.
	dir := t.TempDir()
	if err := out.Write(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "_folio", "og")); !os.IsNotExist(err) {
		t.Errorf("a served build wrote images: %v", err)
	}
}

func TestSocialExport(t *testing.T) {
	settings := `"thumbnails": {"appearance": "dark", "background": "/bg.png", "fonts": {"family": "Inter"}},
  "seo": {"metatags": {"canonical": "https://docs.acme.test/"}, "paths": [{"path": "ref", "metatags": {"og:image": "https://cdn.test/ref.png"}}]},`
	out, _ := socialSite(t, settings, Options{})
	tags, n := socialTags(t, out, "/guide/index.html")
	if !regexp.MustCompile(`^https://docs\.acme\.test/_folio/og/guide\.png\?v=[0-9a-f]{12}$`).MatchString(tags["og:image"]) || n != 4 || tags["twitter:card"] != "summary_large_image" {
		t.Errorf("guide: %v (%d tags)", tags, n)
	}
	if tags, n := socialTags(t, out, "/ref/auth/index.html"); n != 2 || tags["og:image"] != "https://cdn.test/ref.png" {
		t.Errorf("ref/auth: %v (%d tags), want seo.paths' og:image alone", tags, n)
	}
	dir := t.TempDir()
	if err := out.Write(dir); err != nil {
		t.Fatal(err)
	}
	var got []string
	filepath.WalkDir(filepath.Join(dir, "_folio", "og"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			got = append(got, filepath.ToSlash(rel))
		}
		return nil
	})
	if strings.Join(got, " ") != "_folio/og/guide.png _folio/og/index.png" {
		t.Errorf("images written: %v", got)
	}
	data, err := os.ReadFile(filepath.Join(dir, "_folio", "og", "guide.png"))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	// Dark: the accent is colors.light; the red background shows through
	// the dark veil.
	if r, g, b, _ := img.At(600, 625).RGBA(); r>>8 != 0x25 || g>>8 != 0x63 || b>>8 != 0xeb {
		t.Errorf("bar %x %x %x, want #2563EB", r>>8, g>>8, b>>8)
	}
	if r, g, b, _ := img.At(2, 600).RGBA(); r>>8 < 0x20 || g>>8 > 0x10 || b>>8 > 0x18 {
		t.Errorf("background %x %x %x, want red under a dark veil", r>>8, g>>8, b>>8)
	}
}

func TestSocialNone(t *testing.T) {
	// Exported without thumbnails: today's tags, and no images.
	out, _ := socialSite(t, "", Options{})
	if tags, n := socialTags(t, out, "/guide/index.html"); n != 1 || tags["twitter:card"] != "summary" {
		t.Errorf("guide: %v", tags)
	}
	if rt := out.Route("/_folio/og/guide.png"); rt.Status != 404 {
		t.Errorf("image: %d, want 404", rt.Status)
	}
	// seo.metatags og:image is the author's for every page.
	out, _ = socialSite(t, `"seo": {"metatags": {"og:image": "https://cdn.test/all.png"}},`, Options{SocialImages: true})
	for _, key := range []string{"/index.html", "/guide/index.html"} {
		if tags, n := socialTags(t, out, key); n != 2 || tags["og:image"] != "https://cdn.test/all.png" {
			t.Errorf("%s: %v (%d tags)", key, tags, n)
		}
	}
	if rt := out.Route("/_folio/og/guide.png"); rt.Status != 404 {
		t.Errorf("image of a page with the author's og:image: %d, want 404", rt.Status)
	}
}
