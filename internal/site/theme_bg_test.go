package site

import (
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
)

// background.color sets both page backgrounds as variables in every mode,
// for Mintlify's bg-background-light and bg-background-dark utilities.
func TestStylesheetBackgroundColors(t *testing.T) {
	th := &theme{cfg: &config.Config{Background: &config.Background{Color: &config.LightDark{Light: "#fafafa", Dark: "#101010"}}}}
	css := th.stylesheet("")
	for _, want := range []string{":root{--folio-bg-light:#fafafa}\n:root:not(.dark){--folio-bg:#fafafa;", ":root{--folio-bg-dark:#101010}\n.dark{--folio-bg:#101010;"} {
		if !strings.Contains(css, want) {
			t.Errorf("stylesheet lacks %q", want)
		}
	}
}
