package site

import (
	"fmt"

	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
)

// The code styles Folio draws with when styling.codeblocks names none.
const (
	lightCodeStyle = "github"
	darkCodeStyle  = "github-dark"
)

// shikiStyles maps the code themes docs.json may name (Shiki's, which
// Mintlify uses) to the chroma style that draws them, or the nearest one
// chroma has: same name where chroma has the theme, else the same family
// or the same palette.
var shikiStyles = map[string]string{
	"andromeeda":                 "aura-theme-dark",
	"aurora-x":                   "aura-theme-dark",
	"ayu-dark":                   "doom-one",
	"catppuccin-frappe":          "catppuccin-frappe",
	"catppuccin-latte":           "catppuccin-latte",
	"catppuccin-macchiato":       "catppuccin-macchiato",
	"catppuccin-mocha":           "catppuccin-mocha",
	"dark-plus":                  "onedark",
	"dracula":                    "dracula",
	"dracula-soft":               "dracula",
	"everforest-dark":            "gruvbox",
	"everforest-light":           "gruvbox-light",
	"github-dark":                "github-dark",
	"github-dark-default":        "github-dark",
	"github-dark-dimmed":         "github-dark",
	"github-dark-high-contrast":  "github-dark",
	"github-light":               "github",
	"github-light-default":       "github",
	"github-light-high-contrast": "github",
	"gruvbox-dark-hard":          "gruvbox",
	"gruvbox-dark-medium":        "gruvbox",
	"gruvbox-dark-soft":          "gruvbox",
	"gruvbox-light-hard":         "gruvbox-light",
	"gruvbox-light-medium":       "gruvbox-light",
	"gruvbox-light-soft":         "gruvbox-light",
	"houston":                    "tokyonight-night",
	"kanagawa-dragon":            "kanagawa-dragon",
	"kanagawa-lotus":             "kanagawa-lotus",
	"kanagawa-wave":              "kanagawa-wave",
	"laserwave":                  "paraiso-dark",
	"light-plus":                 "vs",
	"material-theme":             "onedark",
	"material-theme-darker":      "onedark",
	"material-theme-lighter":     "github",
	"material-theme-ocean":       "tokyonight-night",
	"material-theme-palenight":   "tokyonight-storm",
	"min-dark":                   "github-dark",
	"min-light":                  "github",
	"monokai":                    "monokai",
	"night-owl":                  "tokyonight-night",
	"nord":                       "nord",
	"one-dark-pro":               "onedark",
	"one-light":                  "github",
	"plastic":                    "doom-one",
	"poimandres":                 "tokyonight-storm",
	"red":                        "rrt",
	"rose-pine":                  "rose-pine",
	"rose-pine-dawn":             "rose-pine-dawn",
	"rose-pine-moon":             "rose-pine-moon",
	"slack-dark":                 "darcula",
	"slack-ochin":                "github",
	"snazzy-light":               "github",
	"solarized-dark":             "solarized-dark",
	"solarized-light":            "solarized-light",
	"synthwave-84":               "aura-theme-dark",
	"tokyo-night":                "tokyonight-night",
	"vesper":                     "ashen",
	"vitesse-black":              "github-dark",
	"vitesse-dark":               "github-dark",
	"vitesse-light":              "github",
}

// codeStyles returns the chroma styles of code blocks in light and dark
// mode, per styling.codeblocks: "system" (Folio's light and dark styles),
// "dark" (the dark style in both modes), a theme for both modes, or one
// per mode. What it cannot draw it reports through add.
func codeStyles(cfg *config.Config, add func(diag.Diagnostic)) (light, dark string) {
	light, dark = lightCodeStyle, darkCodeStyle
	if cfg.Styling == nil || cfg.Styling.Codeblocks == nil {
		return light, dark
	}
	c := cfg.Styling.Codeblocks
	style := func(name, key, def string) string {
		if name == "" {
			return def
		}
		if s, ok := shikiStyles[name]; ok {
			return s
		}
		// css-variables colours code from --shiki-* properties a site's
		// own CSS defines; the decoder refused every other unknown name.
		loc := c.Loc.Key("theme")
		if key != "" {
			loc = loc.Key(key)
		}
		add(diag.Diagnostic{Severity: diag.Warning, Code: "code-theme-fallback", Pos: loc.Pos(), Pointer: loc.Pointer,
			Message: fmt.Sprintf("Folio does not draw the %q code theme; code blocks use its own %s style", name, def),
			Hint:    "name a theme such as github-light, github-dark, dracula, nord or one-dark-pro"})
		return def
	}
	switch {
	case c.Mode == "dark":
		return dark, dark
	case c.Theme != "":
		// One theme for both modes, as Mintlify draws it.
		s := style(c.Theme, "", lightCodeStyle)
		return s, s
	case c.LightTheme != "" || c.DarkTheme != "":
		return style(c.LightTheme, "light", lightCodeStyle), style(c.DarkTheme, "dark", darkCodeStyle)
	}
	return light, dark
}

// highlighter returns h when it draws with the styles the configuration
// asks for, else a new highlighter that does: a server that builds many
// sites shares one highlighter, and its cache, between those that use the
// default styles.
func highlighter(h *codeblock.Highlighter, light, dark string) *codeblock.Highlighter {
	if h != nil {
		if l, d := h.Styles(); l == light && d == dark {
			return h
		}
	}
	return codeblock.New(codeblock.Options{DarkSelector: ".dark", LightStyle: light, DarkStyle: dark})
}
