package site

import (
	"fmt"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
)

// TestGrayScale: the grey shades are Mintlify's for the same primary
// colour (generateDynamicGrayScale in @mintlify/common, run on #0D9373).
func TestGrayScale(t *testing.T) {
	mintlify := map[string][3]int{
		"50": {243, 247, 246}, "100": {238, 242, 241}, "200": {222, 226, 226}, "300": {206, 210, 209},
		"400": {158, 163, 162}, "500": {112, 116, 115}, "600": {80, 84, 83}, "700": {62, 67, 66},
		"800": {37, 41, 40}, "900": {23, 27, 26}, "950": {10, 14, 13},
	}
	got := grayScale("#0D9373")
	for shade, c := range mintlify {
		want := fmt.Sprintf("--folio-gray-%s:#%02x%02x%02x;", shade, c[0], c[1], c[2])
		if !strings.Contains(got, want) {
			t.Errorf("grayScale lacks %s:\n%s", want, got)
		}
	}
	if g := grayScale("#0d9"); !strings.Contains(g, "--folio-gray-500:") {
		t.Errorf("grayScale(#0d9) = %q", g)
	}
	if g := grayScale("teal"); g != "" {
		t.Errorf("grayScale(teal) = %q, want none", g)
	}
}

// TestPageBackgrounds: the page backgrounds are Mintlify's for the same
// docs.json (getBackgroundColors in @mintlify/common).
func TestPageBackgrounds(t *testing.T) {
	tests := []struct {
		cfg         config.Config
		light, dark string
	}{
		{config.Config{Colors: config.Colors{Primary: "#0D9373"}}, "", "#0a0d0d"},
		{config.Config{Colors: config.Colors{Primary: "#0D9373", Light: "#07C983"}}, "", "#090d0d"},
		{config.Config{Theme: "linden", Colors: config.Colors{Primary: "#0D9373", Light: "#07C983"}}, "#f8fcfb", "#090f0f"},
		{config.Config{Colors: config.Colors{Primary: "#0D9373"}, Background: &config.Background{Color: &config.LightDark{Light: "#fafafa"}}}, "#fafafa", "#0a0d0d"},
		{config.Config{Colors: config.Colors{Primary: "#0D9373"}, Background: &config.Background{Color: &config.LightDark{Dark: "#101010"}}}, "", "#101010"},
	}
	for _, tc := range tests {
		light, dark := pageBackgrounds(&tc.cfg)
		if light != tc.light || dark != tc.dark {
			t.Errorf("pageBackgrounds(%+v) = %q, %q; want %q, %q", tc.cfg.Colors, light, dark, tc.light, tc.dark)
		}
	}
}
