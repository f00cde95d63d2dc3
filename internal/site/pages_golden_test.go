package site

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/diff"
	"github.com/rogpeppe/go-internal/txtar"
	"golang.org/x/net/html"

	"github.com/foliodocs/folio/internal/config"
)

var assetName = regexp.MustCompile(`/_folio/site\.[0-9a-f]+\.(css|js)`)

// TestPagesGolden holds every HTML file of every test site, built as a
// static export and as folio dev serves it under a base path, to the
// version last reviewed: testdata/pages/VARIANT/SITE.txtar, each page
// indented one tag a line (prettyHTML) so that a change reads as a diff.
// -update rewrites them. A change to how pages are written must change no
// page it does not mean to.
func TestPagesGolden(t *testing.T) {
	sites, err := filepath.Glob(filepath.Join("testdata", "sites", "*.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sites {
		name := strings.TrimSuffix(filepath.Base(s), ".txtar")
		for _, variant := range []struct {
			name string
			opts Options
		}{
			{"export", Options{}},
			{"dev", Options{BasePath: "/docs/", LiveReload: true, PlaygroundProxy: true}},
		} {
			t.Run(variant.name+"/"+name, func(t *testing.T) {
				extra := map[string]string{}
				if name == "api" {
					extra["zoo.yaml"] = zooSpec
				}
				out, _ := buildSiteFiles(t, name, extra, variant.opts)
				ar := &txtar.Archive{Comment: []byte(fmt.Sprintf("The HTML pages of testdata/sites/%s.txtar as %s, one tag a line.\n", name, variant.opts.describe()))}
				for _, key := range out.sortedKeys() {
					if !strings.HasSuffix(key, ".html") {
						continue
					}
					// The stylesheet and script are named by their content:
					// a change to them is not a change to the pages.
					data := assetName.ReplaceAll(out.Files[key].Bytes(), []byte("/_folio/site.*.$1"))
					ar.Files = append(ar.Files, txtar.File{Name: key, Data: []byte(prettyHTML(data))})
				}
				got := txtar.Format(ar)
				golden := filepath.Join("testdata", "pages", variant.name, name+".txtar")
				if *update {
					if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(golden, got, 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatalf("%v (-update writes it)", err)
				}
				if !bytes.Equal(got, want) {
					d := diff.Diff(golden, want, "built now", got)
					const max = 6000
					if len(d) > max {
						d = append(d[:max:max], "\n… (the rest of the diff is cut; -update rewrites the file, then read git diff)"...)
					}
					t.Errorf("the pages differ from their reviewed version:\n%s", d)
				}
			})
		}
	}
}

// describe names a golden variant's options for the file's comment.
func (o Options) describe() string {
	if o.BasePath != "" {
		return "folio dev serves them under " + o.BasePath
	}
	return "folio build exports them"
}

// prettyHTML writes a page one tag a line, indented by depth, text on
// lines of its own with its white space collapsed; the content of pre,
// textarea, script and style is kept as it is. White space that shows —
// between two inline elements or text, as in "<b>New:</b> read" — is
// written as ␣ (on a line of its own, or at the end of the text it
// follows or the start of the text it precedes); white space beside a
// block element does not show and is left out. It is stable (the same
// page gives the same text) and made for reading in a diff, not for
// serving.
func prettyHTML(data []byte) string {
	var b strings.Builder
	z := html.NewTokenizer(bytes.NewReader(data))
	depth := 0
	raw := 0 // inside pre, textarea, script or style
	line := func(s string) {
		b.WriteString(strings.Repeat("  ", depth))
		b.WriteString(s)
		b.WriteByte('\n')
	}
	// What text has not been written yet: whether its white space shows
	// depends on the tag after it.
	var text string
	var trail, space bool
	prevInline := false
	flush := func(nextInline bool) {
		switch {
		case text != "":
			if trail && nextInline {
				text += "␣"
			}
			line(text)
		case space && prevInline && nextInline:
			line("␣")
		}
		text, trail, space = "", false, false
	}
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			flush(false)
			return b.String()
		}
		if tt == html.TextToken {
			t := string(z.Raw())
			if raw > 0 {
				if strings.TrimSpace(t) != "" {
					b.WriteString(strings.TrimRight(t, "\n"))
					b.WriteByte('\n')
				}
				continue
			}
			collapsed := strings.Join(strings.Fields(t), " ")
			if collapsed == "" {
				space = true
				continue
			}
			if strings.TrimLeft(t, " \t\n\r\f") != t && prevInline {
				collapsed = "␣" + collapsed
			}
			text, trail = collapsed, strings.TrimRight(t, " \t\n\r\f") != t
			prevInline = true
			continue
		}
		name, _ := z.TagName()
		inline := inlineElement[string(name)]
		flush(inline)
		switch tt {
		case html.StartTagToken:
			line(string(z.Raw()))
			if !voidElement[string(name)] {
				depth++
			}
			if rawElement[string(name)] {
				raw++
			}
		case html.EndTagToken:
			if rawElement[string(name)] && raw > 0 {
				raw--
			}
			depth = max(depth-1, 0)
			line(string(z.Raw()))
		default: // self-closing tags, comments, the doctype
			line(string(z.Raw()))
		}
		prevInline = inline
	}
}

// inlineElement are the elements beside which white space shows.
var inlineElement = map[string]bool{"a": true, "abbr": true, "b": true, "bdi": true, "bdo": true, "br": true, "button": true,
	"cite": true, "code": true, "data": true, "dfn": true, "em": true, "i": true, "img": true, "input": true, "kbd": true,
	"label": true, "mark": true, "q": true, "s": true, "samp": true, "select": true, "small": true, "span": true,
	"strong": true, "sub": true, "sup": true, "svg": true, "time": true, "u": true, "var": true, "wbr": true}

var voidElement = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true,
	"input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true}

var rawElement = map[string]bool{"pre": true, "textarea": true, "script": true, "style": true}

// TestMetaTagOrder checks that a page's meta tags come in one order, by
// name, whatever order maps give them in.
func TestMetaTagOrder(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "docs.json"), []byte(`{"theme": "mint", "name": "M", "colors": {"primary": "#000000"},
  "seo": {"metatags": {"robots": "index", "author": "Ann", "generator": "Folio"}},
  "navigation": {"pages": ["index"]}}`), 0o644)
	os.WriteFile(filepath.Join(dir, "index.mdx"), []byte("---\ntitle: Home\n\"og:image\": /a.png\nkeywords: a, b\n\"twitter:site\": \"@m\"\n\"article:author\": Ann\n---\nHi.\n"), 0o644)
	want := ""
	for range 5 {
		p, err := config.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		out, err := Build(t.Context(), p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		page := string(out.Files["/index.html"].Bytes())
		out.Close()
		p.Close()
		var metas []string
		for _, l := range strings.Split(page, "\n") {
			if strings.HasPrefix(l, "<meta name=\"") || strings.HasPrefix(l, "<meta property=\"") {
				metas = append(metas, l)
			}
		}
		got := strings.Join(metas, "\n")
		if want == "" {
			want = got
			if !strings.Contains(got, `<meta name="author" content="Ann">`+"\n"+`<meta name="generator" content="Folio">`+"\n"+`<meta name="robots" content="index">`) ||
				!strings.Contains(got, `<meta property="article:author" content="Ann">`+"\n"+`<meta property="og:image" content="/a.png">`+"\n"+`<meta name="twitter:site" content="@m">`) {
				t.Errorf("meta tags not by name:\n%s", got)
			}
		} else if got != want {
			t.Fatalf("the meta tags changed order between builds:\n%s\n---\n%s", want, got)
		}
	}
}

func TestPrettyHTML(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"<p>Hello <b>you</b>.</p>\n<div>x</div>", "<p>\n  Hello␣\n  <b>\n    you\n  </b>\n  .\n</p>\n<div>\n  x\n</div>\n"},
		{"<b>a</b> <i>b</i>", "<b>\n  a\n</b>\n␣\n<i>\n  b\n</i>\n"},
		{"<b>a</b><i>b</i>", "<b>\n  a\n</b>\n<i>\n  b\n</i>\n"},
		{"<div>\n  <p>x</p>\n</div>", "<div>\n  <p>\n    x\n  </p>\n</div>\n"},
		{"<pre><code>a  b\n  c</code></pre>", "<pre>\n  <code>\na  b\n  c\n  </code>\n</pre>\n"},
		{"<br><img src=x> text", "<br>\n<img src=x>\n␣text\n"},
	} {
		if got := prettyHTML([]byte(tc.in)); got != tc.want {
			t.Errorf("prettyHTML(%q) =\n%s\nwant\n%s", tc.in, got, tc.want)
		}
	}
}
