package icon

import (
	"encoding/xml"
	"errors"
	"io"
	"slices"
	"strings"
	"sync"
	"testing"
)

// loadSet loads the embedded data once per test binary's use.
func loadSet(t testing.TB) *Set {
	t.Helper()
	s, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestLookup(t *testing.T) {
	s := loadSet(t)
	tests := []struct {
		name, library, style string
		want                 string // "name/style", or "" for not found
	}{
		// Font Awesome is the default library; regular the default style.
		{"house", "", "", "house/regular"},
		{"house", "fontawesome", "", "house/regular"},
		{"house", "FontAwesome", "", "house/regular"},
		{"house", "", "solid", "house/solid"},
		{"house", "", "regular", "house/regular"},
		// No regular drawing: solid.
		{"rocket", "", "", "rocket/solid"},
		{"rocket", "", "regular", "rocket/solid"},
		// Brand icons need no iconType, and survive a wrong one.
		{"github", "", "", "github/brands"},
		{"github", "", "solid", "github/brands"},
		{"github", "", "regular", "github/brands"},
		{"house", "", "brands", "house/solid"},
		{"font-awesome", "", "", "font-awesome/regular"},
		{"font-awesome", "", "brands", "font-awesome/brands"},
		{"font-awesome", "", "solid", "font-awesome/solid"},
		// Pro styles fall back to the nearest free one.
		{"house", "", "light", "house/regular"},
		{"house", "", "thin", "house/regular"},
		{"house", "", "sharp-regular", "house/regular"},
		{"house", "", "sharp-light", "house/regular"},
		{"house", "", "sharp-thin", "house/regular"},
		{"house", "", "duotone", "house/solid"},
		{"house", "", "sharp-solid", "house/solid"},
		{"house", "", "sharp-duotone-solid", "house/solid"},
		{"rocket", "", "light", "rocket/solid"},
		{"house", "", "Solid", "house/solid"},
		{"house", "", "no-such-style", "house/regular"},
		// Aliases from Font Awesome's metadata.
		{"home", "", "", "house/regular"},
		{"home", "", "solid", "house/solid"},
		{"check-circle", "", "", "circle-check/regular"},
		{"times", "", "", "xmark/solid"},
		// Case and spaces do not matter.
		{"  HOUSE ", "", "", "house/regular"},
		{"GitHub", " Fontawesome ", "", "github/brands"},
		// Class forms.
		{"fa-house", "", "", "house/regular"},
		{"fa-solid fa-house", "", "", "house/solid"},
		{"fa-regular fa-house", "", "solid", "house/regular"},
		{"fas fa-house", "", "", "house/solid"},
		{"far fa-house", "", "", "house/regular"},
		{"fab fa-github", "", "", "github/brands"},
		{"fa-brands fa-github", "", "", "github/brands"},
		{"fa fa-home", "", "", "house/regular"},
		{"fa-solid fa-house fa-2x", "", "", "house/solid"},
		{"fa-fw fa-house", "", "", "house/regular"},
		{"fa-sharp fa-solid fa-house", "", "", "house/solid"},
		{"fa-light fa-rocket", "", "", "rocket/solid"},
		{"fa-solid", "", "", ""},
		{"fa-solid fa-2x", "", "", ""},
		{"fa-", "", "", ""},
		// Numbers are names too.
		{"0", "", "", "0/solid"},
		{"500px", "", "", "500px/brands"},
		// Lucide, aliases included; styles do not apply.
		{"arrow-right", "lucide", "", "arrow-right/"},
		{"Arrow-Right", "Lucide", "", "arrow-right/"},
		{"rocket", "lucide", "solid", "rocket/"},
		{"x-circle", "lucide", "", "circle-x/"},
		{"alert-triangle", "lucide", "", "triangle-alert/"},
		{"home", "lucide", "", "house/"},
		{"fa-rocket", "lucide", "", ""},
		{"arrow right", "lucide", "", ""},
		// Tabler: outline unless filled is asked for and drawn.
		{"rocket", "tabler", "", "rocket/outline"},
		{"rocket", "tabler", "filled", "rocket/outline"},
		{"accessible", "tabler", "", "accessible/outline"},
		{"accessible", "tabler", "filled", "accessible/filled"},
		{"accessible", "tabler", "outline", "accessible/outline"},
		{"accessible-filled", "tabler", "", "accessible/filled"},
		{"Accessible-Filled", "tabler", "", "accessible/filled"},
		{"rocket-filled", "tabler", "", "rocket/outline"},
		{"brand-github", "tabler", "", "brand-github/outline"},
		{"fa-rocket", "tabler", "", ""},
		// Each library only knows its own names.
		{"brand-github", "", "", ""},
		{"circle-x", "", "", ""},
		{"a-b-2", "lucide", "", ""},
		// Unknown names and libraries.
		{"no-such-icon", "", "", ""},
		{"no-such-icon", "lucide", "", ""},
		{"no-such-icon", "tabler", "", ""},
		{"rocket", "material", "", ""},
		{"", "", "", ""},
		{"   ", "", "", ""},
		// URLs and paths are images, not icons.
		{"/images/rocket.svg", "", "", ""},
		{"images/rocket.svg", "", "", ""},
		{"./rocket.svg", "", "", ""},
		{"rocket.svg", "", "", ""},
		{"https://example.com/rocket.svg", "", "", ""},
		{"https://example.com/rocket", "lucide", "", ""},
		{"data:image/svg+xml;base64,PHN2Zz4=", "", "", ""},
		{"<svg></svg>", "", "", ""},
		{"rocket_launch", "", "", ""},
	}
	for _, tt := range tests {
		i, ok := s.Lookup(tt.name, tt.library, tt.style)
		got := ""
		if ok {
			got = i.Name + "/" + i.Style
		}
		if got != tt.want {
			t.Errorf("Lookup(%q, %q, %q) = %q, want %q", tt.name, tt.library, tt.style, got, tt.want)
		}
		if ok && (i.Body == "" || i.ViewBox == "") {
			t.Errorf("Lookup(%q, %q, %q): empty drawing", tt.name, tt.library, tt.style)
		}
	}
}

func TestIconFields(t *testing.T) {
	s := loadSet(t)
	tests := []struct {
		name, library, style string
		want                 Icon // all but Body
	}{
		{"house", "", "", Icon{Name: "house", Library: FontAwesome, Style: "regular", ViewBox: "0 0 512 512"}},
		{"arrow-right", "lucide", "", Icon{Name: "arrow-right", Library: Lucide, ViewBox: "0 0 24 24", Stroke: true, StrokeWidth: "2", StrokeLinecap: "round", StrokeLinejoin: "round"}},
		{"rocket", "tabler", "", Icon{Name: "rocket", Library: Tabler, Style: "outline", ViewBox: "0 0 24 24", Stroke: true, StrokeWidth: "2", StrokeLinecap: "round", StrokeLinejoin: "round"}},
		{"accessible", "tabler", "filled", Icon{Name: "accessible", Library: Tabler, Style: "filled", ViewBox: "0 0 24 24"}},
	}
	for _, tt := range tests {
		i, ok := s.Lookup(tt.name, tt.library, tt.style)
		if !ok {
			t.Errorf("Lookup(%q, %q, %q): not found", tt.name, tt.library, tt.style)
			continue
		}
		i.Body = ""
		if i != tt.want {
			t.Errorf("Lookup(%q, %q, %q) = %+v, want %+v", tt.name, tt.library, tt.style, i, tt.want)
		}
	}
	arrow, _ := s.Lookup("arrow-right", "lucide", "")
	if want := `<path d="M5 12h14"/><path d="m12 5 7 7-7 7"/>`; arrow.Body != want {
		t.Errorf("lucide arrow-right body = %q, want %q", arrow.Body, want)
	}
	for _, g := range s.tabler.glyphs {
		if strings.Contains(g.body, `d="M0 0h24v24H0z"`) {
			t.Fatalf("a tabler icon keeps its invisible frame: %q", g.body)
		}
	}
}

func TestSVG(t *testing.T) {
	s := loadSet(t)
	arrow, _ := s.Lookup("arrow-right", "lucide", "")
	tests := []struct {
		icon  Icon
		class string
		size  int
		want  string
	}{
		{arrow, "icon", 0, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="icon" aria-hidden="true" focusable="false"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></svg>`},
		{arrow, "", 16, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></svg>`},
		{arrow, `a"b<c>&'`, -3, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="a&#34;b&lt;c&gt;&amp;&#39;" aria-hidden="true" focusable="false"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></svg>`},
		{Icon{Name: "x", ViewBox: "0 0 1 1", Body: `<path d="M0 0h1"/>`}, "i", 24, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" width="24" height="24" fill="currentColor" class="i" aria-hidden="true" focusable="false"><path d="M0 0h1"/></svg>`},
		{Icon{}, "i", 0, ""},
	}
	for _, tt := range tests {
		if got := tt.icon.SVG(tt.class, tt.size); got != tt.want {
			t.Errorf("%s.SVG(%q, %d) =\n%s\nwant\n%s", tt.icon.Name, tt.class, tt.size, got, tt.want)
		}
		if got := string(tt.icon.AppendSVG([]byte("x"), tt.class, tt.size)); got != "x"+tt.want {
			t.Errorf("%s.AppendSVG(%q, %d) = %s", tt.icon.Name, tt.class, tt.size, got)
		}
	}
}

// TestCounts catches a generator that lost icons.
func TestCounts(t *testing.T) {
	s := loadSet(t)
	tests := []struct {
		lib             *library
		icons, aliases  int
		stylesAtLeast   map[string]int
		wantStyleNames  []string
		wantStrokeStyle string
	}{
		{s.fontAwesome, 1900, 500, map[string]int{"solid": 1400, "regular": 150, "brands": 500}, []string{"solid", "regular", "brands"}, ""},
		{s.lucide, 1500, 200, map[string]int{"": 1500}, []string{""}, ""},
		{s.tabler, 5000, 0, map[string]int{"outline": 5000, "filled": 1000}, []string{"outline", "filled"}, ""},
	}
	for _, tt := range tests {
		l := tt.lib
		counts := map[string]int{}
		for i := range l.entries {
			for bit, st := range l.styles {
				if l.entries[i].mask&(1<<bit) != 0 {
					counts[st]++
				}
			}
		}
		t.Logf("%s %s: %d icons %v, %d aliases, %d glyphs", l.id, l.version, len(l.entries), counts, len(l.aliases), len(l.glyphs))
		if len(l.entries) < tt.icons {
			t.Errorf("%s: %d icons, want at least %d", l.id, len(l.entries), tt.icons)
		}
		if len(l.aliases) < tt.aliases {
			t.Errorf("%s: %d aliases, want at least %d", l.id, len(l.aliases), tt.aliases)
		}
		if !slices.Equal(l.styles, tt.wantStyleNames) {
			t.Errorf("%s: styles %q, want %q", l.id, l.styles, tt.wantStyleNames)
		}
		for st, n := range tt.stylesAtLeast {
			if counts[st] < n {
				t.Errorf("%s %s: %d icons, want at least %d", l.id, st, counts[st], n)
			}
		}
	}
}

// TestEveryIconRenders renders every icon in every style and checks that
// the result is well-formed XML made of nothing but SVG shapes.
func TestEveryIconRenders(t *testing.T) {
	s := loadSet(t)
	elements := []string{"path", "circle", "ellipse", "line", "polyline", "polygon", "rect", "g"}
	attrs := []string{
		"d", "cx", "cy", "r", "rx", "ry", "x", "y", "x1", "y1", "x2", "y2", "width", "height", "points",
		"fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
		"stroke-dasharray", "stroke-dashoffset", "opacity", "fill-opacity", "stroke-opacity",
		"fill-rule", "clip-rule", "transform",
	}
	rootAttrs := []string{"xmlns", "viewBox", "width", "height", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "class", "aria-hidden", "focusable"}
	n := 0
	for _, l := range []*library{s.fontAwesome, s.lucide, s.tabler} {
		for ei := range l.entries {
			e := &l.entries[ei]
			for bit := range l.styles {
				if e.mask&(1<<bit) == 0 {
					continue
				}
				i := l.icon(e, bit)
				n++
				if err := checkSVG(i.SVG("c", 0), elements, attrs, rootAttrs); err != nil {
					t.Errorf("%s %s %s: %v", l.id, i.Name, i.Style, err)
				}
			}
		}
	}
	if n != len(s.fontAwesome.glyphs)+len(s.lucide.glyphs)+len(s.tabler.glyphs) {
		t.Errorf("rendered %d icons, the data has %d", n, len(s.fontAwesome.glyphs)+len(s.lucide.glyphs)+len(s.tabler.glyphs))
	}
}

func checkSVG(svg string, elements, attrs, rootAttrs []string) error {
	d := xml.NewDecoder(strings.NewReader(svg))
	d.Strict = true
	depth, roots, shapes := 0, 0, 0
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			allowedAttrs := attrs
			if depth == 0 {
				roots++
				if t.Name.Local != "svg" || t.Name.Space != "http://www.w3.org/2000/svg" {
					return errors.New("root is not an SVG <svg>")
				}
				allowedAttrs = rootAttrs
			} else {
				shapes++
				if !slices.Contains(elements, t.Name.Local) {
					return errors.New("element <" + t.Name.Local + ">")
				}
			}
			for _, a := range t.Attr {
				if !slices.Contains(allowedAttrs, a.Name.Local) || a.Name.Space != "" && a.Name.Local != "xmlns" {
					return errors.New("attribute " + a.Name.Local + " on <" + t.Name.Local + ">")
				}
				if strings.Contains(strings.ToLower(a.Value), "url(") || strings.Contains(strings.ToLower(a.Value), "script") {
					return errors.New("attribute value " + a.Value)
				}
			}
			depth++
		case xml.EndElement:
			depth--
		case xml.CharData:
			return errors.New("text in an icon")
		default:
			return errors.New("comment, directive or processing instruction in an icon")
		}
	}
	if roots != 1 || shapes == 0 {
		return errors.New("want one <svg> with shapes in it")
	}
	return nil
}

func TestAliasesResolve(t *testing.T) {
	s := loadSet(t)
	for _, l := range []*library{s.fontAwesome, s.lucide, s.tabler} {
		for _, a := range l.aliases {
			i, ok := s.Lookup(a.name, l.id, "")
			if !ok || i.Name != l.entries[a.entry].name {
				t.Errorf("%s: alias %s resolves to %q, %v; want %s", l.id, a.name, i.Name, ok, l.entries[a.entry].name)
			}
			if l.entry(a.name) != &l.entries[a.entry] {
				t.Errorf("%s: alias %s is also an icon", l.id, a.name)
			}
		}
	}
}

// TestNoIconLooksLikeAClass keeps the class forms unambiguous: no Font
// Awesome name or alias may read as a style class or carry the fa- prefix
// that Lookup strips.
func TestNoIconLooksLikeAClass(t *testing.T) {
	s := loadSet(t)
	l := s.fontAwesome
	var names []string
	for _, e := range l.entries {
		names = append(names, e.name)
	}
	for _, a := range l.aliases {
		names = append(names, a.name)
	}
	for _, n := range names {
		if _, ok := faStyleOrder(n); ok || n == "fa" || strings.HasPrefix(n, "fa-") {
			t.Errorf("font awesome icon %q reads as a class", n)
		}
	}
}

func TestAttribution(t *testing.T) {
	s := loadSet(t)
	for lib, want := range map[string]string{
		"":          "Font Awesome Free",
		FontAwesome: "CC BY 4.0",
		Lucide:      "ISC",
		Tabler:      "MIT",
	} {
		if got := s.Attribution(lib); !strings.Contains(got, want) {
			t.Errorf("Attribution(%q) = %q, want it to mention %q", lib, got, want)
		}
	}
	if got := s.Attribution("material"); got != "" {
		t.Errorf("Attribution(material) = %q", got)
	}
}

func TestZeroSet(t *testing.T) {
	for _, s := range []*Set{nil, {}} {
		if _, ok := s.Lookup("house", "", ""); ok {
			t.Error("an empty set found house")
		}
		if got := s.Attribution(""); got != "" {
			t.Errorf("an empty set's attribution: %q", got)
		}
	}
}

func TestLookupConcurrent(t *testing.T) {
	s := loadSet(t)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 200 {
				if i, ok := s.Lookup("home", "", "solid"); !ok || i.SVG("", 0) == "" {
					t.Error("home not found")
					return
				}
				s.Lookup("accessible-filled", "tabler", "")
				s.Lookup("x-circle", "lucide", "")
			}
		})
	}
	wg.Wait()
}

func TestLookupAllocs(t *testing.T) {
	s := loadSet(t)
	for _, c := range [][3]string{
		{"house", "", ""}, {"home", "fontawesome", "solid"}, {"github", "", ""},
		{"fa-solid fa-house", "", ""}, {"arrow-right", "lucide", ""},
		{"accessible-filled", "tabler", ""}, {"no-such-icon", "", ""}, {"/x.svg", "", ""},
	} {
		if n := testing.AllocsPerRun(100, func() { s.Lookup(c[0], c[1], c[2]) }); n > 0 {
			t.Errorf("Lookup(%q, %q, %q): %v allocations", c[0], c[1], c[2], n)
		}
	}
}

func TestLoadRejectsDamagedData(t *testing.T) {
	for name, file := range map[string]string{
		"empty":     "",
		"magic":     "not-icons" + data[len(magic):],
		"truncated": data[:len(data)/2],
		"trailing":  data + "x",
		"header":    magic + "\x09",
	} {
		if _, err := decode(file); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	// Every cut of a section fails cleanly, without a panic.
	s := &reader{s: data, off: len(magic)}
	n := s.count(8)
	type sec struct {
		id              string
		rawLen, compLen int
	}
	var secs []sec
	for range n {
		secs = append(secs, sec{s.str(), s.count(maxSection), s.count(len(data))})
	}
	for _, sc := range secs {
		raw, err := inflate(s.bytes(sc.compLen), sc.rawLen)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := decodeLibrary(sc.id, raw); err != nil {
			t.Fatalf("%s: %v", sc.id, err)
		}
		for cut := 0; cut < len(raw); cut += 1 + len(raw)/97 {
			if _, err := decodeLibrary(sc.id, raw[:cut]); err == nil {
				t.Errorf("%s cut at %d: no error", sc.id, cut)
			}
		}
	}
}

func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		if _, err := Load(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLookup(b *testing.B) {
	s := loadSet(b)
	for _, c := range []struct{ bench, name, library, style string }{
		{"fontawesome", "house", "", ""},
		{"fontawesome-alias", "home", "", "solid"},
		{"fontawesome-brand", "github", "", ""},
		{"fontawesome-classes", "fa-solid fa-house", "", ""},
		{"lucide-alias", "x-circle", "lucide", ""},
		{"tabler-filled", "accessible-filled", "tabler", ""},
		{"upper-case", "House", "", ""},
		{"unknown", "no-such-icon", "", ""},
		{"url", "/images/rocket.svg", "", ""},
	} {
		b.Run(c.bench, func(b *testing.B) {
			for b.Loop() {
				s.Lookup(c.name, c.library, c.style)
			}
		})
	}
}

func BenchmarkAppendSVG(b *testing.B) {
	s := loadSet(b)
	i, _ := s.Lookup("house", "", "")
	buf := make([]byte, 0, 4096)
	for b.Loop() {
		buf = i.AppendSVG(buf[:0], "icon", 0)
	}
}
