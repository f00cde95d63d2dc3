package search

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func surfaces(a *analyzer, text string) string {
	var out []string
	for _, t := range a.tokens(text) {
		var ks []string
		for _, k := range t.keys {
			s := k.surface
			if a.stems {
				s += "=" + k.term
			}
			if k.compound {
				s += "*"
			}
			ks = append(ks, s)
		}
		out = append(out, strings.Join(ks, ","))
	}
	return strings.Join(out, " ")
}

func TestTokens(t *testing.T) {
	en := newAnalyzer("en", true)
	for _, c := range []struct{ text, want string }{
		{"Installing the CLI", "installing=instal the=the cli=cli"},
		{"useState(0)", "use=use,state=state,usestate=usestate* 0=0"},
		{"--base-path /docs/", "base=base,path=path,base-path=base-path* docs=doc"},
		{"GET /v2/agent/{projectId}/job", "get=get v2=v2,agent=agent,v2/agent=v2/agent* project=project,id=id,projectid=projectid* job=job"},
		{"HTTPServer", "http=http,server=server,httpserver=httpserver*"},
		{"Élan café", "elan=elan cafe=cafe"},
		{"don’t", "don=don,t=t,don’t=don’t*"},
		{"1.2.3", "1=1,2=2,3=3,1.2.3=1.2.3*"},
		{"重定向 a 中", "重定=重定 定向=定向 a=a 中=中"},
		{strings.Repeat("x", 41) + " ok", "ok=ok"},
		{"", ""},
	} {
		if got := surfaces(en, c.text); got != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.text, got, c.want)
		}
	}
	fr := newAnalyzer("fr", true)
	if got := surfaces(fr, "Redirections configurées"); got != "redirections=redirect configurees=configur" {
		t.Errorf("French stems: %s", got)
	}
	// A query's analyzer finds the same forms without stems.
	q := newAnalyzer("en", false)
	if got := surfaces(q, "useState Installing"); got != "use,state,usestate* installing" {
		t.Errorf("query forms: %s", got)
	}
}

func TestPostings(t *testing.T) {
	for _, c := range []struct {
		ids []uint32
		n   int
	}{
		{nil, 10}, {[]uint32{0}, 1}, {[]uint32{3, 4, 200}, 1000}, {[]uint32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, 10},
	} {
		got, ok := decodePostings(encodePostings(c.ids, c.n), c.n)
		if !ok || !reflect.DeepEqual(got, c.ids) {
			t.Errorf("%v over %d: decoded %v, %v", c.ids, c.n, got, ok)
		}
	}
}

func FuzzPostings(f *testing.F) {
	f.Add("AAEC", 10)
	f.Add("AQ8=", 4)
	f.Add("", 0)
	f.Fuzz(func(t *testing.T, s string, n int) {
		if n < 0 || n > 1<<16 {
			return
		}
		ids, ok := decodePostings(s, n)
		if !ok {
			return
		}
		for i, id := range ids {
			if int(id) >= n || i > 0 && id <= ids[i-1] && s[0] != 'A' {
				t.Fatalf("%q: %v", s, ids)
			}
		}
	})
}

func pages() []Page {
	return []Page{
		{Title: "Installation", URL: "/install", Path: "/install", Sections: []Section{
			{Text: "Install the CLI with npm."}, {Heading: "Verify", Anchor: "verify", Text: "Check the installed version."}}},
		{Title: "Configuration", URL: "/config", Path: "/config", Crumb: "Guides", Sections: []Section{
			{Text: "Every setting, including the install path and --base-path."}, {Heading: "Base path", Anchor: "base-path", Text: "Set basePath to serve under a folder."}}},
		{Title: "React", URL: "/react", Path: "/react", Sections: []Section{
			{Text: "Components may call useState and useEffect."}}},
		{Title: "Hidden boost", URL: "/boost", Path: "/boost", Boost: 3, Sections: []Section{{Text: "It mentions configuration once."}}},
	}
}

func paths(rs []Result) string {
	var out []string
	for _, r := range rs {
		out = append(out, r.URL)
	}
	return strings.Join(out, " ")
}

func TestSearch(t *testing.T) {
	ix := Build("en", pages())
	for _, c := range []struct{ q, want string }{
		{"install", "/install /config"},                       // the title before the text
		{"instalation", "/install /config"},                   // one typo
		{"installing", "/install /config"},                    // the stem
		{"inst", "/install /config"},                          // a prefix
		{"useState", "/react"},                                // an identifier whole
		{"--base-path", "/config"},                            // a flag, where it is written
		{"configuration", "/config /boost"},                   // boost 3 does not outweigh the title
		{"install react", ""},                                 // every word
		{"", ""},                                              // nothing
		{"zzz", ""},                                           // no such word
		{"CHECK version", "/install#verify"},                  // case
		{strings.Repeat("install ", 500), "/install /config"}, // long
	} {
		if got := paths(ix.Search(c.q, 10)); got != c.want {
			t.Errorf("%q: %q, want %q", c.q, got, c.want)
		}
	}
	r := ix.Search("installed version", 1)[0]
	if r.Sections[0].Snippet != "Check the <mark>installed</mark> <mark>version</mark>." || r.Sections[0].Text != "Check the installed version." {
		t.Errorf("snippet %q / %q", r.Sections[0].Snippet, r.Sections[0].Text)
	}
	if ix.Has("/react") != true || ix.Has("/nope") {
		t.Error("Has")
	}
}

func TestSnippet(t *testing.T) {
	text := strings.Repeat("word ", 40) + "target <here> " + strings.Repeat("tail ", 40)
	ix := Build("en", []Page{{Title: "T", Sections: []Section{{Text: text}}}})
	s := ix.Search("target", 1)[0].Sections[0]
	if !strings.HasPrefix(s.Snippet, "…word") || !strings.Contains(s.Snippet, "<mark>target</mark> &lt;here&gt;") || !strings.HasSuffix(s.Snippet, "tail…") {
		t.Errorf("snippet %q", s.Snippet)
	}
	if n := len([]rune(s.Text)); n > snippetRunes+2 {
		t.Errorf("snippet of %d code points", n)
	}
}

func TestFiles(t *testing.T) {
	ix := Build("en", pages())
	files := ix.Files("v1")
	names := map[string]bool{}
	for _, f := range files {
		names[f.Name] = true
	}
	for _, want := range []string{"meta.json", "s/0.json", "f/0.json"} {
		if !names[want] {
			t.Errorf("no %s in %v", want, names)
		}
	}
	if string(files[0].Data) != `{"v":"v1","lang":"en","n":4,"l":[""],"b":[[3,300]],"f":"4"}` {
		t.Errorf("meta.json %s", files[0].Data)
	}
	// The four small pages' fragments share a file, in the pages' order.
	for _, f := range files {
		if f.Name != "f/0.json" {
			continue
		}
		var frags []struct {
			T string `json:"t"`
		}
		if err := json.Unmarshal(f.Data, &frags); err != nil {
			t.Fatalf("f/0.json: %v", err)
		}
		var titles []string
		for _, fr := range frags {
			titles = append(titles, fr.T)
		}
		var want []string
		for _, p := range pages() {
			want = append(want, p.Title)
		}
		if !slices.Equal(titles, want) {
			t.Errorf("f/0.json holds %q, want %q", titles, want)
		}
	}
}

func FuzzSearch(f *testing.F) {
	ix := Build("en", pages())
	for _, s := range []string{"install", "useState", "--base-path", "日本語 テスト", "\xff\xfe", "a.b.c/d", strings.Repeat("ab ", 100)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		for _, r := range ix.Search(q, 5) {
			if len(r.Sections) == 0 || len(r.Sections) > MaxSections {
				t.Fatalf("%q: %d sections", q, len(r.Sections))
			}
		}
	})
}

// TestTitleHasEveryWord: a page whose title has every word of the query
// ranks above one that has each word several times over its title,
// headings and text, as a reader searching "rotate secret" means the
// page called "Rotate secrets".
func TestTitleHasEveryWord(t *testing.T) {
	spread := Page{URL: "/spread", Path: "/spread", Title: "Rotate imports", Sections: []Section{
		{Text: "Rotate the key and keep the secret."},
		{Heading: "Rotate the page", Anchor: "page", Text: "The secret rotates, the secret stays."},
		{Heading: "Migrate the secret", Anchor: "migrate", Text: "A secret, rotated."},
	}}
	titled := Page{URL: "/titled", Path: "/titled", Title: "Rotate secrets", Sections: []Section{
		{Text: "Rotate them often."},
	}}
	pages := []Page{spread, titled}
	// Common words, as on a large site: their weight is small.
	for i := range 40 {
		pages = append(pages, Page{URL: fmt.Sprint("/p", i), Path: fmt.Sprint("/p", i), Title: "Other",
			Sections: []Section{{Text: "rotate a secret here"}}})
	}
	ix := Build("en", pages)
	if got := paths(ix.Search("rotate secret", 2)); got != "/titled /spread#page" {
		t.Errorf("rotate secret: %q, want the titled page first", got)
	}
	// One word in the title and the other nowhere near is no title match.
	if got := paths(ix.Search("secret imports", 1)); got != "/spread" {
		t.Errorf("secret imports: %q", got)
	}
}

// TestFragmentFiles: fragments are packed in page order into files of at
// most a block, a larger one alone, and meta.json's counts find each.
func TestFragmentFiles(t *testing.T) {
	var ps []Page
	for i := range 300 {
		n := []int{20, 400, 900, 3000, 7000}[i%5] // one in five larger than a block alone
		ps = append(ps, Page{Title: fmt.Sprintf("Page %d", i), URL: fmt.Sprintf("/p%d", i), Path: fmt.Sprintf("/p%d", i),
			Sections: []Section{{Text: strings.Repeat("word ", n/5)}, {Heading: "More", Anchor: "more", Text: strings.Repeat("text ", n/5)}}})
	}
	ix := Build("en", ps)
	files, counts := ix.fragmentFiles()
	if len(files) != len(counts) {
		t.Fatalf("%d files, %d counts", len(files), len(counts))
	}
	p := 0
	for i, f := range files {
		var frags []json.RawMessage
		if err := json.Unmarshal(f.Data, &frags); err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		if c, _ := strconv.ParseInt(counts[i:i+1], 36, 64); int(c) != len(frags) {
			t.Errorf("%s holds %d fragments, meta.json says %d", f.Name, len(frags), c)
		}
		if len(frags) > 1 && len(f.Data) > fragmentFileSize {
			t.Errorf("%s: %d fragments in %d bytes", f.Name, len(frags), len(f.Data))
		}
		for _, fr := range frags {
			if string(fr) != string(ix.fragment(p)) {
				t.Fatalf("%s: fragment %d is not page %d's", f.Name, p, p)
			}
			p++
		}
	}
	if p != len(ps) {
		t.Errorf("the files hold %d fragments of %d pages", p, len(ps))
	}
	if len(files) > len(ps)/2 {
		t.Errorf("%d files for %d pages: not packed", len(files), len(ps))
	}
}
