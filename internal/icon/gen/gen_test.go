package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha512"
	"encoding/base64"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// tarball builds an npm-style .tgz: every file under package/, plus a
// directory entry and a file outside package/ that readers must skip.
func tarball(t *testing.T, files map[string]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	if err := tw.WriteHeader(&tar.Header{Name: "package/", Typeflag: tar.TypeDir, Mode: 0o755}); err != nil {
		t.Fatal(err)
	}
	for _, name := range slices.Sorted(maps.Keys(files)) {
		body := files[name]
		if err := tw.WriteHeader(&tar.Header{Name: "package/" + name, Typeflag: tar.TypeReg, Mode: 0o644, Size: int64(len(body))}); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write([]byte(body)); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func integrity(data []byte) string {
	sum := sha512.Sum512(data)
	return "sha512-" + base64.StdEncoding.EncodeToString(sum[:])
}

const lucideRoot = `<svg class="lucide lucide-%s" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"
  fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">`

func lucideSVG(name, shapes string) string {
	return "<!-- @license lucide-static v1.0.0 - ISC -->\n" + strings.Replace(lucideRoot, "%s", name, 1) + "\n" + shapes + "\n</svg>\n"
}

func lucideFiles() map[string]string {
	circleX := `  <circle cx="12" cy="12" r="10" />
  <path d="m15 9-6 6" />`
	clock := `  <circle cx="12" cy="12" r="10" /><path d="M12 6v6l4 2"></path>`
	return map[string]string{
		"package.json":       `{"name":"lucide-static","version":"1.0.0","license":"ISC","homepage":"https://lucide.dev"}`,
		"LICENSE":            "ISC License\n\nCopyright (c) 2026 Lucide Icons and Contributors\n\nPermission ...\n",
		"icon-nodes.json":    `{"circle-x": [], "clock": [], "clock-4": []}`,
		"icons/circle-x.svg": lucideSVG("circle-x", circleX),
		"icons/x-circle.svg": lucideSVG("x-circle", circleX),
		"icons/clock.svg":    lucideSVG("clock", clock),
		"icons/clock-4.svg":  lucideSVG("clock-4", clock),
		// Draws like two icons: which one it stands for is unknown.
		"icons/old-clock.svg": lucideSVG("old-clock", clock),
		"font/lucide.svg":     "<svg>a font, not read</svg>",
	}
}

func faSVG(viewBox, d string) string {
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="` + viewBox + `"><!--! Font Awesome Free 7.0.0 by @fontawesome - License - https://fontawesome.com/license/free Copyright 2026 Fonticons, Inc. --><path fill="currentColor" d="` + d + `"/></svg>`
}

func fontAwesomeFiles() map[string]string {
	return map[string]string{
		"package.json": `{"name":"@fortawesome/fontawesome-free","version":"7.0.0","license":"(CC-BY-4.0 AND OFL-1.1 AND MIT)","homepage":"https://fontawesome.com"}`,
		"LICENSE.txt":  "Font Awesome Free License\n",
		"metadata/icon-families.json": `{
			"house": {"aliases": {"names": ["home", "home-alt"]}, "label": "House",
				"familyStylesByLicense": {"free": [{"family": "classic", "style": "regular"}, {"family": "classic", "style": "solid"}], "pro": [{"family": "sharp", "style": "solid"}]}},
			"github": {"familyStylesByLicense": {"free": [{"family": "classic", "style": "brands"}]}},
			"pro-only": {"familyStylesByLicense": {"free": [], "pro": [{"family": "classic", "style": "light"}]}}
		}`,
		"svgs/solid/house.svg":   faSVG("0 0 512 512", "M1 1h2"),
		"svgs/solid/home.svg":    faSVG("0 0 512 512", "M1 1h2"),
		"svgs/regular/house.svg": faSVG("0 0 512 512", "M1 1h3"),
		"svgs/brands/github.svg": faSVG("0 0 496 512", "M2 2h2"),
	}
}

func tablerSVG(style, name, shapes string) string {
	root := `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`
	if style == "filled" {
		root = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="currentColor"`
	}
	return root + ` class="icon icon-tabler icons-tabler-` + style + ` icon-tabler-` + name + `">
  <path stroke="none" d="M0 0h24v24H0z" fill="none" />
` + shapes + "\n</svg>"
}

func tablerFiles() map[string]string {
	return map[string]string{
		"package.json": `{"name":"@tabler/icons","version":"3.0.0","license":"MIT","homepage":"https://tabler.io/icons"}`,
		"LICENSE":      "MIT License\n\nCopyright (c) 2020-2026 Paweł Kuna\n",
		"icons.json": `{
			"rocket": {"name": "rocket", "styles": {"outline": {"version": "1.0", "unicode": "ec45"}}},
			"accessible": {"name": "accessible", "styles": {"outline": {}, "filled": {}}}
		}`,
		"icons/outline/rocket.svg":     tablerSVG("outline", "rocket", `  <path d="M4 13a8 8 0 0 1 7 7" />`),
		"icons/outline/accessible.svg": tablerSVG("outline", "accessible", `  <path d="M10 16.5l2 -3" /><path d="M12 7a1 1 0 1 0 0 2" opacity=".5" />`),
		"icons/filled/accessible.svg":  tablerSVG("filled", "accessible", `  <path d="M17 3.34a10 10 0 1 1 -15 9z" fill="currentColor" />`),
	}
}

func read(t *testing.T, files map[string]string, keep func(string) bool, readLib func(map[string][]byte, string) (*library, error), version string) *library {
	t.Helper()
	got, err := readTarball(tarball(t, files), keep)
	if err != nil {
		t.Fatal(err)
	}
	lib, err := readLib(got, version)
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

func names(l *library) []string {
	var n []string
	for _, e := range l.entries {
		n = append(n, e.name)
	}
	return n
}

func TestReadTarball(t *testing.T) {
	files, err := readTarball(tarball(t, lucideFiles()), keepLucide)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"LICENSE", "icon-nodes.json", "icons/circle-x.svg", "icons/clock-4.svg", "icons/clock.svg", "icons/old-clock.svg", "icons/x-circle.svg", "package.json"}
	if got := slices.Sorted(maps.Keys(files)); !slices.Equal(got, want) {
		t.Errorf("files = %q, want %q", got, want)
	}
	if _, err := readTarball([]byte("not gzip"), keepLucide); err == nil {
		t.Error("a non-gzip tarball: no error")
	}
}

func TestReadLucide(t *testing.T) {
	l := read(t, lucideFiles(), keepLucide, readLucide, "1.0.0")
	if want := []string{"circle-x", "clock", "clock-4", "old-clock"}; !slices.Equal(names(l), want) {
		t.Errorf("icons = %q, want %q", names(l), want)
	}
	if want := map[string]string{"x-circle": "circle-x"}; !maps.Equal(l.aliases, want) {
		t.Errorf("aliases = %v, want %v", l.aliases, want)
	}
	g := l.entries[0].glyphs[""]
	want := glyph{
		viewBox: "0 0 24 24",
		paint:   paint{stroke: true, width: "2", linecap: "round", linejoin: "round"},
		body:    `<circle cx="12" cy="12" r="10"/><path d="m15 9-6 6"/>`,
	}
	if g != want {
		t.Errorf("circle-x = %+v, want %+v", g, want)
	}
	if clock := l.entries[1].glyphs[""].body; clock != `<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>` {
		t.Errorf("clock body = %q", clock)
	}
	if !strings.Contains(l.notice, "Copyright (c) 2026 Lucide Icons and Contributors") || !strings.Contains(l.notice, "ISC") {
		t.Errorf("notice = %q", l.notice)
	}
}

func TestReadFontAwesome(t *testing.T) {
	l := read(t, fontAwesomeFiles(), keepFontAwesome, readFontAwesome, "7.0.0")
	if want := []string{"github", "house"}; !slices.Equal(names(l), want) {
		t.Errorf("icons = %q, want %q", names(l), want)
	}
	if want := map[string]string{"home": "house", "home-alt": "house"}; !maps.Equal(l.aliases, want) {
		t.Errorf("aliases = %v, want %v", l.aliases, want)
	}
	house := l.entries[1].glyphs
	if got := slices.Sorted(maps.Keys(house)); !slices.Equal(got, []string{"regular", "solid"}) {
		t.Errorf("house styles = %q", got)
	}
	if want := (glyph{viewBox: "0 0 512 512", body: `<path fill="currentColor" d="M1 1h3"/>`}); house["regular"] != want {
		t.Errorf("house regular = %+v, want %+v", house["regular"], want)
	}
	if gh := l.entries[0].glyphs["brands"]; gh.viewBox != "0 0 496 512" || gh.paint.stroke {
		t.Errorf("github brands = %+v", gh)
	}
	if !strings.HasPrefix(l.notice, "Font Awesome Free 7.0.0 by @fontawesome") {
		t.Errorf("notice = %q", l.notice)
	}

	files := fontAwesomeFiles()
	delete(files, "svgs/regular/house.svg")
	got, err := readTarball(tarball(t, files), keepFontAwesome)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := readFontAwesome(got, "7.0.0"); err == nil || !strings.Contains(err.Error(), "svgs/regular/house.svg") {
		t.Errorf("a missing file: err = %v", err)
	}
	if _, err := readFontAwesome(got, "7.0.1"); err == nil || !strings.Contains(err.Error(), "version") {
		t.Errorf("another version: err = %v", err)
	}
}

func TestReadTabler(t *testing.T) {
	l := read(t, tablerFiles(), keepTabler, readTabler, "3.0.0")
	if want := []string{"accessible", "rocket"}; !slices.Equal(names(l), want) {
		t.Errorf("icons = %q, want %q", names(l), want)
	}
	acc := l.entries[0].glyphs
	if want := `<path d="M10 16.5l2 -3"/><path d="M12 7a1 1 0 1 0 0 2" opacity=".5"/>`; acc["outline"].body != want {
		t.Errorf("accessible outline = %q, want %q", acc["outline"].body, want)
	}
	if want := (glyph{viewBox: "0 0 24 24", body: `<path d="M17 3.34a10 10 0 1 1 -15 9z" fill="currentColor"/>`}); acc["filled"] != want {
		t.Errorf("accessible filled = %+v, want %+v", acc["filled"], want)
	}
	if len(l.aliases) != 0 {
		t.Errorf("aliases = %v", l.aliases)
	}
	if !strings.Contains(l.notice, "Paweł Kuna") {
		t.Errorf("notice = %q", l.notice)
	}
}

func TestParseSVG(t *testing.T) {
	root, body, comment, err := parseSVG([]byte(`<?xml version="1.0"?>
<!-- first --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><!-- second -->
  <g transform="rotate(45)"><path d="M0 0"></path><rect x="1" y="1" width="2" height="2"/></g>
</svg>`))
	if err != nil {
		t.Fatal(err)
	}
	if root["viewBox"] != "0 0 10 10" || comment != "first" {
		t.Errorf("root = %v, comment = %q", root, comment)
	}
	if want := `<g transform="rotate(45)"><path d="M0 0"/><rect x="1" y="1" width="2" height="2"/></g>`; body != want {
		t.Errorf("body = %q, want %q", body, want)
	}
}

// TestParseSVGRejects: anything but shapes stops the generator.
func TestParseSVGRejects(t *testing.T) {
	const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">`
	for name, svg := range map[string]string{
		"script":          open + `<script>alert(1)</script></svg>`,
		"event on root":   `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)"><path d="M0 0"/></svg>`,
		"event on shape":  open + `<path d="M0 0" onclick="alert(1)"/></svg>`,
		"style":           open + `<style>path{fill:red}</style><path d="M0 0"/></svg>`,
		"style attribute": open + `<path d="M0 0" style="fill:red"/></svg>`,
		"link":            open + `<a href="https://example.com"><path d="M0 0"/></a></svg>`,
		"use":             `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24"><use xlink:href="#a"/></svg>`,
		"foreignObject":   open + `<foreignObject><div/></foreignObject></svg>`,
		"gradient paint":  open + `<path d="M0 0" fill="url(#g)"/></svg>`,
		"fixed colour":    open + `<path d="M0 0" fill="#f00"/></svg>`,
		"text":            open + `hello<path d="M0 0"/></svg>`,
		"doctype":         `<!DOCTYPE svg [<!ENTITY x "y">]>` + open + `<path d="M0 0"/></svg>`,
		"root":            `<g><path d="M0 0"/></g>`,
		"two roots":       open + `<path d="M0 0"/></svg>` + open + `</svg>`,
		"not XML":         open + `<path d="M0 0">`,
		"markup in value": open + `<path d="M0 0&lt;script&gt;"/></svg>`,
		"empty":           ``,
	} {
		root, body, _, err := parseSVG([]byte(svg))
		if err == nil {
			_, err = toGlyph(root, body)
		}
		if err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestToGlyph(t *testing.T) {
	for name, svg := range map[string]string{
		"no viewBox":       `<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>`,
		"no shapes":        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>`,
		"stroke with fill": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" stroke="currentColor" fill="currentColor"><path d="M0 0"/></svg>`,
		"root colour":      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" fill="red"><path d="M0 0"/></svg>`,
	} {
		root, body, _, err := parseSVG([]byte(svg))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := toGlyph(root, body); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestVerify(t *testing.T) {
	data := []byte("tarball")
	if err := verify(data, integrity(data)); err != nil {
		t.Error(err)
	}
	if err := verify([]byte("tarbalL"), integrity(data)); err == nil {
		t.Error("changed data: no error")
	}
	if err := verify(data, "sha1-abc="); err == nil {
		t.Error("sha1: no error")
	}
	if err := verify(data, "sha512-not base64"); err == nil {
		t.Error("bad base64: no error")
	}
}

// TestFetchFromCache never reaches the network: the cached tarball either
// verifies or fails.
func TestFetchFromCache(t *testing.T) {
	dir := t.TempDir()
	tgz := tarball(t, tablerFiles())
	p := pin{pkg: "@tabler/icons", version: "3.0.0", integrity: integrity(tgz)}
	if err := os.WriteFile(filepath.Join(dir, "icons-3.0.0.tgz"), tgz, 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := fetch(t.Context(), p, dir)
	if err != nil || !bytes.Equal(got, tgz) {
		t.Fatalf("fetch = %d bytes, %v", len(got), err)
	}
	p.integrity = integrity([]byte("another"))
	if _, err := fetch(t.Context(), p, dir); err == nil || !strings.Contains(err.Error(), "integrity mismatch") {
		t.Errorf("a cached tarball that does not match: err = %v", err)
	}
}

func TestPinURLs(t *testing.T) {
	for _, tt := range []struct {
		p    pin
		want string
	}{
		{lucidePin, "https://registry.npmjs.org/lucide-static/-/lucide-static-1.62.0.tgz"},
		{fontAwesomePin, "https://registry.npmjs.org/@fortawesome/fontawesome-free/-/fontawesome-free-7.3.1.tgz"},
		{tablerPin, "https://registry.npmjs.org/@tabler/icons/-/icons-3.51.0.tgz"},
	} {
		if got := tt.p.url(); got != tt.want {
			t.Errorf("url = %s, want %s", got, tt.want)
		}
	}
}

// TestEncodeDeterministic: the same input gives the same bytes, whatever
// order Go's maps iterate in.
func TestEncodeDeterministic(t *testing.T) {
	libs := func() []*library {
		return []*library{
			read(t, fontAwesomeFiles(), keepFontAwesome, readFontAwesome, "7.0.0"),
			read(t, lucideFiles(), keepLucide, readLucide, "1.0.0"),
			read(t, tablerFiles(), keepTabler, readTabler, "3.0.0"),
		}
	}
	first, err := encodeFile(libs())
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		again, err := encodeFile(libs())
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(first, again) {
			t.Fatal("two encodings differ")
		}
	}
	if !bytes.HasPrefix(first, []byte(magic+"\x03\x0bfontawesome")) {
		t.Errorf("header = %q", first[:min(len(first), 40)])
	}
}
