package site

import (
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/icon"
)

// addresses turns the site's paths into the links its pages and files
// carry: under the base path, or absolute where docs.json gives the
// site's public address (seo.metatags canonical). It is a value: the
// builder and the frame each hold the same one.
type addresses struct {
	base string // the base path, "/" or "/docs/"
	cfg  *config.Config
}

// frame draws the parts around a page that come from docs.json alone —
// the navbar, banner and footer, the switchers of tabs, anchors and
// selectors — and the navigation icons they and the sidebars use, which
// it collects into the shared sprite. Apart from the sprite it holds no
// state of the build, so what it draws depends on its arguments only.
type frame struct {
	addresses
	icons       *icon.Set
	inlineIcons bool // Options.InlineIcons
	sprite      iconSprite
}
