package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"path"
	"slices"
	"strings"
)

// library is one icon set, ready to encode.
type library struct {
	id      string   // the name docs.json's icons.library uses
	styles  []string // the styles present, in bit order for the data file
	entries []entry  // sorted by name
	aliases map[string]string

	// Attribution and provenance.
	title       string
	version     string
	homepage    string
	licenseName string
	licenseText []byte
	notice      string // one line of attribution, kept with the data
	pin         pin
}

// entry is one icon name with its drawing in each style it has.
type entry struct {
	name   string
	glyphs map[string]glyph // by style
}

func (l *library) summary() string {
	counts := map[string]int{}
	for _, e := range l.entries {
		for s := range e.glyphs {
			counts[s]++
		}
	}
	var parts []string
	for _, s := range l.styles {
		label := s
		if label == "" {
			label = "one style"
		}
		parts = append(parts, fmt.Sprintf("%s %d", label, counts[s]))
	}
	return fmt.Sprintf("%d icons (%s), %d aliases", len(l.entries), strings.Join(parts, ", "), len(l.aliases))
}

// check refuses data the runtime could not resolve unambiguously.
func (l *library) check() error {
	names := map[string]bool{}
	for _, e := range l.entries {
		if !validName(e.name) {
			return fmt.Errorf("icon name %q: want lower-case letters, digits and hyphens", e.name)
		}
		if names[e.name] {
			return fmt.Errorf("icon %q twice", e.name)
		}
		names[e.name] = true
		if len(e.glyphs) == 0 {
			return fmt.Errorf("icon %q: no styles", e.name)
		}
	}
	for a, target := range l.aliases {
		if !validName(a) {
			return fmt.Errorf("alias %q: want lower-case letters, digits and hyphens", a)
		}
		if names[a] {
			return fmt.Errorf("alias %q is also an icon", a)
		}
		if !names[target] {
			return fmt.Errorf("alias %q: no icon %q", a, target)
		}
	}
	return nil
}

func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range []byte(s) {
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

type packageJSON struct {
	Version  string `json:"version"`
	License  string `json:"license"`
	Homepage string `json:"homepage"`
}

// readPackageJSON checks that the tarball is the version pinned.
func readPackageJSON(files map[string][]byte, version string) (packageJSON, error) {
	var p packageJSON
	if err := json.Unmarshal(files["package.json"], &p); err != nil {
		return p, fmt.Errorf("package.json: %w", err)
	}
	if p.Version != version {
		return p, fmt.Errorf("package.json: version %q, want %q", p.Version, version)
	}
	return p, nil
}

// copyrights collects a licence file's "Copyright (c) ..." lines.
func copyrights(license []byte) string {
	var lines []string
	sc := bufio.NewScanner(bytes.NewReader(license))
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); strings.HasPrefix(l, "Copyright (c)") {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "; ")
}

func svgNames(files map[string][]byte, dir string) []string {
	var names []string
	for p := range files {
		if path.Dir(p) == dir && path.Ext(p) == ".svg" {
			names = append(names, strings.TrimSuffix(path.Base(p), ".svg"))
		}
	}
	slices.Sort(names)
	return names
}

// Lucide ---------------------------------------------------------------

func keepLucide(p string) bool {
	return p == "package.json" || p == "LICENSE" || p == "icon-nodes.json" ||
		path.Dir(p) == "icons" && path.Ext(p) == ".svg"
}

// readLucide takes the icons that icon-nodes.json lists; every other file
// in icons/ is an alias Lucide keeps for a renamed icon (x-circle for
// circle-x), drawn the same, so its target is the icon with that drawing.
func readLucide(files map[string][]byte, version string) (*library, error) {
	pj, err := readPackageJSON(files, version)
	if err != nil {
		return nil, err
	}
	var nodes map[string]json.RawMessage
	if err := json.Unmarshal(files["icon-nodes.json"], &nodes); err != nil {
		return nil, fmt.Errorf("icon-nodes.json: %w", err)
	}
	lib := &library{
		id: "lucide", styles: []string{""}, aliases: map[string]string{},
		title: "Lucide", version: version, homepage: pj.Homepage, licenseName: pj.License,
		licenseText: files["LICENSE"],
	}
	byDrawing := map[glyph][]string{}
	for _, name := range slices.Sorted(maps.Keys(nodes)) {
		g, _, err := readGlyph(files, "icons/"+name+".svg")
		if err != nil {
			return nil, err
		}
		lib.entries = append(lib.entries, entry{name: name, glyphs: map[string]glyph{"": g}})
		byDrawing[g] = append(byDrawing[g], name)
	}
	for _, name := range svgNames(files, "icons") {
		if _, ok := nodes[name]; ok {
			continue
		}
		g, _, err := readGlyph(files, "icons/"+name+".svg")
		if err != nil {
			return nil, err
		}
		if targets := byDrawing[g]; len(targets) == 1 {
			lib.aliases[name] = targets[0]
			continue
		}
		// No single icon draws the same: keep it as an icon of its own
		// rather than guess.
		lib.entries = append(lib.entries, entry{name: name, glyphs: map[string]glyph{"": g}})
	}
	slices.SortFunc(lib.entries, func(a, b entry) int { return strings.Compare(a.name, b.name) })
	if len(lib.entries) == 0 {
		return nil, errors.New("no icons")
	}
	lib.notice = fmt.Sprintf("Lucide %s - %s - %s License, %s", version, lib.homepage, lib.licenseName, copyrights(lib.licenseText))
	return lib, lib.check()
}

// Font Awesome -----------------------------------------------------------

func keepFontAwesome(p string) bool {
	return p == "package.json" || p == "LICENSE.txt" || p == "metadata/icon-families.json" ||
		strings.HasPrefix(p, "svgs/") && path.Ext(p) == ".svg"
}

// faFamilies is the part of metadata/icon-families.json the generator
// needs: which free styles an icon has, and its aliases ("home" for
// "house").
type faFamilies map[string]struct {
	Aliases *struct {
		Names []string `json:"names"`
	} `json:"aliases"`
	FamilyStylesByLicense struct {
		Free []struct {
			Family string `json:"family"`
			Style  string `json:"style"`
		} `json:"free"`
	} `json:"familyStylesByLicense"`
}

// faStyles are the free package's styles; svgs/<style>/ holds their files.
var faStyles = []string{"solid", "regular", "brands"}

func readFontAwesome(files map[string][]byte, version string) (*library, error) {
	pj, err := readPackageJSON(files, version)
	if err != nil {
		return nil, err
	}
	var meta faFamilies
	if err := json.Unmarshal(files["metadata/icon-families.json"], &meta); err != nil {
		return nil, fmt.Errorf("metadata/icon-families.json: %w", err)
	}
	lib := &library{
		id: "fontawesome", styles: faStyles, aliases: map[string]string{},
		title: "Font Awesome Free", version: version, homepage: pj.Homepage, licenseName: pj.License,
		licenseText: files["LICENSE.txt"],
	}
	var comment string
	for _, name := range slices.Sorted(maps.Keys(meta)) {
		m := meta[name]
		e := entry{name: name, glyphs: map[string]glyph{}}
		for _, fs := range m.FamilyStylesByLicense.Free {
			if fs.Family != "classic" {
				continue // the free package ships no other family
			}
			if !slices.Contains(faStyles, fs.Style) {
				return nil, fmt.Errorf("%s: unknown free style %q", name, fs.Style)
			}
			g, c, err := readGlyph(files, "svgs/"+fs.Style+"/"+name+".svg")
			if err != nil {
				return nil, err
			}
			if comment == "" {
				comment = c
			}
			e.glyphs[fs.Style] = g
		}
		if len(e.glyphs) == 0 {
			continue
		}
		lib.entries = append(lib.entries, e)
		if m.Aliases != nil {
			for _, a := range m.Aliases.Names {
				if t, ok := lib.aliases[a]; ok && t != name {
					return nil, fmt.Errorf("alias %q names both %q and %q", a, t, name)
				}
				lib.aliases[a] = name
			}
		}
	}
	if len(lib.entries) == 0 {
		return nil, errors.New("no icons")
	}
	if comment == "" {
		return nil, errors.New("no attribution comment in the SVG files")
	}
	// Font Awesome asks for the comment its SVG files carry; inline icons
	// lose it, so the site repeats it (Set.Attribution).
	lib.notice = comment
	return lib, lib.check()
}

// Tabler -----------------------------------------------------------------

func keepTabler(p string) bool {
	return p == "package.json" || p == "LICENSE" || p == "icons.json" ||
		strings.HasPrefix(p, "icons/") && path.Ext(p) == ".svg"
}

// tablerBox is the invisible path every Tabler icon starts with, there to
// give editors a 24x24 frame; it draws nothing.
const tablerBox = `<path stroke="none" d="M0 0h24v24H0z" fill="none"/>`

var tablerStyles = []string{"outline", "filled"}

func readTabler(files map[string][]byte, version string) (*library, error) {
	pj, err := readPackageJSON(files, version)
	if err != nil {
		return nil, err
	}
	var meta map[string]struct {
		Styles map[string]json.RawMessage `json:"styles"`
	}
	if err := json.Unmarshal(files["icons.json"], &meta); err != nil {
		return nil, fmt.Errorf("icons.json: %w", err)
	}
	lib := &library{
		id: "tabler", styles: tablerStyles, aliases: map[string]string{},
		title: "Tabler Icons", version: version, homepage: pj.Homepage, licenseName: pj.License,
		licenseText: files["LICENSE"],
	}
	for _, name := range slices.Sorted(maps.Keys(meta)) {
		e := entry{name: name, glyphs: map[string]glyph{}}
		for _, style := range slices.Sorted(maps.Keys(meta[name].Styles)) {
			if !slices.Contains(tablerStyles, style) {
				return nil, fmt.Errorf("%s: unknown style %q", name, style)
			}
			g, _, err := readGlyph(files, "icons/"+style+"/"+name+".svg")
			if err != nil {
				return nil, err
			}
			g.body = strings.Replace(g.body, tablerBox, "", 1)
			if g.body == "" {
				return nil, fmt.Errorf("icons/%s/%s.svg: nothing but the frame", style, name)
			}
			e.glyphs[style] = g
		}
		if len(e.glyphs) > 0 {
			lib.entries = append(lib.entries, e)
		}
	}
	if len(lib.entries) == 0 {
		return nil, errors.New("no icons")
	}
	lib.notice = fmt.Sprintf("Tabler Icons %s - %s - %s License, %s", version, lib.homepage, lib.licenseName, copyrights(lib.licenseText))
	return lib, lib.check()
}
