package icon

import (
	"fmt"
	"strings"
)

// Find looks name up in library and then, when that library lacks it, in
// the others: Mintlify sites name Font Awesome Pro icons ("sparkles",
// "grid") that the free set lacks and Lucide or Tabler draw, and brand
// icons only Font Awesome has.
func (s *Set) Find(name, library, style string) (Icon, bool) {
	if i, ok := s.Lookup(name, library, style); ok {
		return i, true
	}
	for _, lib := range []string{FontAwesome, Lucide, Tabler} {
		if strings.EqualFold(lib, library) || library == "" && lib == FontAwesome {
			continue
		}
		if i, ok := s.Lookup(name, lib, ""); ok {
			return i, true
		}
	}
	return Icon{}, false
}

// StandIn finds an icon to draw in place of a name that Find does not
// know, which on Mintlify sites is most often a Font Awesome Pro icon
// (Mintlify's licence covers Pro; these libraries hold only free
// icons). It returns the icon and the name it was found under, for the
// warning that should say so:
//
//   - a numbered or lettered shape is Tabler's: circle-1 is
//     circle-number-1, square-k is square-letter-k;
//   - a name that extends a free icon is drawn as that icon, found by
//     dropping words from the end (rocket-launch is rocket,
//     credit-card-front is credit-card), then from the start
//     (rectangle-terminal is terminal). A bare shape (circle, square…)
//     says nothing of what the name meant and is not a stand-in.
func (s *Set) StandIn(name, library, style string) (Icon, string, bool) {
	name = lower(strings.TrimSpace(name))
	name = strings.TrimPrefix(name, "fa-")
	if s == nil || !plausible(name) || strings.ContainsRune(name, ' ') {
		return Icon{}, "", false
	}
	if shape, mark, ok := strings.Cut(name, "-"); ok && len(mark) == 1 && isShape(shape) {
		var as string
		switch c := mark[0]; {
		case '0' <= c && c <= '9':
			as = shape + "-number-" + mark
		case 'a' <= c && c <= 'z':
			as = shape + "-letter-" + mark
		}
		if i, ok := s.Lookup(as, Tabler, style); ok {
			return i, as, true
		}
	}
	words := strings.Split(name, "-")
	for n := len(words) - 1; n >= 1; n-- {
		if i, as, ok := s.standInWords(words[:n], library, style); ok {
			return i, as, true
		}
	}
	for n := 1; n < len(words); n++ {
		if i, as, ok := s.standInWords(words[n:], library, style); ok {
			return i, as, true
		}
	}
	return Icon{}, "", false
}

func (s *Set) standInWords(words []string, library, style string) (Icon, string, bool) {
	as := strings.Join(words, "-")
	if len(words) == 1 && isShape(as) {
		return Icon{}, "", false
	}
	i, ok := s.Find(as, library, style)
	return i, as, ok
}

// isShape reports whether a Font Awesome name word only says what
// outline an icon has: circle-check, square-k, hexagon-exclamation.
func isShape(word string) bool {
	switch word {
	case "circle", "square", "rectangle", "hexagon", "octagon", "diamond", "triangle", "badge":
		return true
	}
	return false
}

// Unknown returns what to say of a name no library has: the warning and
// its hint, naming the stand-in as when one is drawn ("" when none is).
// library is the one the name was looked up in ("" for Font Awesome).
func Unknown(name, library, as string) (message, hint string) {
	if library == "" {
		library = FontAwesome
	}
	// A name Folio lacks may still be one of Font Awesome's Pro icons,
	// which Mintlify draws: the message says what Folio has, not that no
	// such icon exists.
	hint = "name an icon of the " + library + " library"
	if library == FontAwesome {
		hint = "name a free icon of the fontawesome library; Font Awesome Pro icons are not included"
	}
	if as != "" {
		return fmt.Sprintf("Folio has no icon %q; drawn as %q", name, as), hint
	}
	return fmt.Sprintf("Folio has no icon %q, so none is drawn", name), hint
}
