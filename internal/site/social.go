package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	_ "image/jpeg" // logos and backgrounds
	_ "image/png"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/ogimage"
)

// SocialImagePath is the folder, below a site's base path, of its pages'
// social preview images: the page at /guides/setup has
// /_folio/og/guides/setup.png, the home page /_folio/og/index.png.
const SocialImagePath = "/_folio/og"

// socialCacheBytes bounds the images a served build keeps drawn: a few
// hundred of them.
const socialCacheBytes = 24 << 20

// defaultAccent is the accent of a site whose colors.primary cannot be
// read.
const defaultAccent = "#16A34A"

// socialImages is what a build needs to give its pages social images:
// the look shared by every image, the drawer and the images drawn so far.
// One is shared by an Output and those Update makes from it.
type socialImages struct {
	cfg   styleInputs
	write bool // Output.Write writes every page's image (thumbnails set)
	// fingerprint changes when anything that every image shows does: it
	// is part of each image's version.
	fingerprint string
	cache       *ogimage.Cache

	once   sync.Once
	style  *ogimage.Style
	drawer *ogimage.Drawer
	err    error
}

// styleInputs is what the look of a site's images is made of.
type styleInputs struct {
	fsys       fs.FS
	accent     string
	dark       bool
	logo       string // a PNG or JPEG file of the docs folder, or ""
	background string // the same
}

// socialPage is what one page's image says, and its version.
type socialPage struct {
	card    ogimage.Card
	version string
}

// newSocialImages reads docs.json's thumbnails and the parts of the
// configuration the images show; nil when the site has no images (not
// served with them, and no thumbnails to write). served is
// Options.SocialImages; fsys is the docs folder.
func newSocialImages(cfg *config.Config, fsys fs.FS, served bool) *socialImages {
	th := cfg.Thumbnails
	if !served && th == nil {
		return nil
	}
	in := styleInputs{fsys: fsys, accent: cfg.Colors.Primary}
	if th != nil && th.Appearance == "dark" {
		in.dark = true
		if cfg.Colors.Light != "" {
			in.accent = cfg.Colors.Light // the brand colour on dark backgrounds
		}
	}
	if _, ok := ogimage.ParseHex(in.accent); !ok {
		in.accent = defaultAccent
	}
	// SVG logos are left out: drawing SVG would need a renderer of its
	// own. So are logos and backgrounds given by URL, which a pure build
	// does not fetch.
	if l := cfg.Logo; l != nil {
		src := l.Light
		if in.dark && l.Dark != "" {
			src = l.Dark
		}
		in.logo = raster(src)
	}
	if th != nil {
		in.background = raster(th.Background)
	}
	// thumbnails.fonts names a Google font, which cannot be fetched
	// offline: the images are drawn with the Go fonts.
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%t\x00", in.accent, in.dark)
	for _, name := range []string{in.logo, in.background} {
		data, err := fs.ReadFile(in.fsys, name)
		if name == "" || err != nil {
			h.Write([]byte{0})
			continue
		}
		h.Write(data)
	}
	return &socialImages{cfg: in, write: th != nil && !served, fingerprint: string(h.Sum(nil)), cache: ogimage.NewCache(socialCacheBytes)}
}

// raster returns the docs folder's path of a PNG or JPEG image named in
// docs.json, or "" for anything else (SVG, a URL).
func raster(p string) string {
	if p == "" || isExternal(p) || strings.Contains(p, ":") {
		return ""
	}
	switch strings.ToLower(path.Ext(p)) {
	case ".png", ".jpg", ".jpeg":
		return strings.TrimPrefix(path.Clean("/"+p), "/")
	}
	return ""
}

// pageFor returns a page's image, or nil when it gets none: a hidden
// or noindex page, or one whose author set og:image (seo.metatags,
// seo.paths or its frontmatter).
func (s *socialImages) pageFor(siteName string, pg *nav.Page, v *pageView) *socialPage {
	if s == nil || !indexed(pg) {
		return nil
	}
	for _, m := range v.Meta {
		if strings.EqualFold(m.Property, "og:image") || strings.EqualFold(m.Name, "og:image") {
			return nil
		}
	}
	c := ogimage.Card{SiteName: siteName, Title: pg.Title, Description: v.Description, Eyebrow: strings.Join(v.Eyebrow, " › ")}
	if c.Title == "" {
		c.Title = siteName
	}
	h := sha256.New()
	h.Write([]byte(s.fingerprint))
	for _, part := range []string{c.SiteName, c.Title, c.Description, c.Eyebrow} {
		h.Write([]byte(strconv.Itoa(len(part)) + ":" + part))
	}
	return &socialPage{card: c, version: hex.EncodeToString(h.Sum(nil)[:6])}
}

// socialKey is the path, below the base path, of the image of the page
// at url.
func socialKey(url string) string {
	if url == "/" {
		return SocialImagePath + "/index.png"
	}
	return SocialImagePath + url + ".png"
}

// socialURL is the address of a page's image for og:image: absolute when
// the site's public address is known (seo.metatags canonical), as Open
// Graph asks; else its path. The version makes a changed image a new
// address for the services that keep images by address.
func socialURL(links siteLinks, url string, sp *socialPage) string {
	p := socialKey(url) + "?v=" + sp.version
	if base := links.publicBase(); base != "" {
		return base + p
	}
	return links.url(p)
}

// SocialImage returns the social preview image of the page whose image
// is at key (a path below the base path, as SocialImagePath says),
// drawing it when it is first asked for; ok is false when no page has an
// image there. Drawn images are kept, up to a bound, for the Output and
// those Update makes from it.
func (o *Output) SocialImage(key string) (data []byte, ok bool, err error) {
	sp, ok := o.socialPages[key]
	if !ok || o.social == nil {
		return nil, false, nil
	}
	data, err = o.social.draw(sp)
	return data, true, err
}

// draw draws a page's image, or returns it from the cache.
func (s *socialImages) draw(sp socialPage) ([]byte, error) {
	return s.cache.Get(sp.version, func() ([]byte, error) {
		s.once.Do(s.prepare)
		if s.err != nil {
			return nil, s.err
		}
		return s.drawer.PNG(s.style, sp.card)
	})
}

// prepare parses the fonts and reads the logo and the background. An
// image that does not decode is left out: the build checks files, not
// the pictures in them.
func (s *socialImages) prepare() {
	s.drawer, s.err = ogimage.NewDrawer()
	accent, _ := ogimage.ParseHex(s.cfg.accent)
	s.style = ogimage.NewStyle(ogimage.StyleOptions{
		Accent: accent, Dark: s.cfg.dark,
		Logo:       decode(s.cfg.fsys, s.cfg.logo),
		Background: decode(s.cfg.fsys, s.cfg.background),
	})
}

// decode reads an image of the docs folder; nil when there is none or
// it does not decode.
func decode(fsys fs.FS, name string) image.Image {
	if name == "" {
		return nil
	}
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil
	}
	// A huge picture would cost more memory than it is worth.
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width*cfg.Height > 40_000_000 {
		return nil
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil
	}
	return img
}

// writeSocialImages draws every page's image into dir, in parallel.
func (o *Output) writeSocialImages(dir string) error {
	if o.social == nil || !o.social.write || len(o.socialPages) == 0 {
		return nil
	}
	keys := make(chan string)
	errs := make(chan error, 1)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for key := range keys {
				if err := o.writeSocialImage(dir, key); err != nil {
					select {
					case errs <- err:
					default:
					}
				}
			}
		})
	}
	for key := range o.socialPages {
		if len(errs) > 0 {
			break
		}
		keys <- key
	}
	close(keys)
	wg.Wait()
	select {
	case err := <-errs:
		return err
	default:
		return nil
	}
}

func (o *Output) writeSocialImage(dir, key string) error {
	sp := o.socialPages[key]
	// Drawn once and written: the cache would only hold them longer.
	data, err := o.social.drawUncached(sp)
	if err != nil {
		return fmt.Errorf("draw %s: %w", key, err)
	}
	dst := filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(key, "/")))
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return fmt.Errorf("create folder: %w", err)
	}
	if err := os.WriteFile(dst, data, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", key, err)
	}
	return nil
}

func (s *socialImages) drawUncached(sp socialPage) ([]byte, error) {
	s.once.Do(s.prepare)
	if s.err != nil {
		return nil, s.err
	}
	return s.drawer.PNG(s.style, sp.card)
}
