package mintjson_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/config/mintjson"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// The upgrade tests compare Upgrade with what Mintlify's own upgrade
// (upgradeToDocsConfig of @mintlify/validation 0.1.878, run on the output of
// its mint.json validator, then JSON.stringify(docs, null, 2)) writes.
//
//   - testdata/upgrade/SITE.docs.json are the docs.json of two real mint.json
//     sites of the corpus (see testdata/upgrade/README.md);
//   - testdata/upgrade/*.txtar are hand-written cases: "-- mint.json --" in,
//     "-- docs.json --" out, and "-- diagnostics --" the expected findings
//     ("severity code pointer line:col", one per line) when there are any.
//     A comment line "options: map-theme" turns on mintjson.Options.MapTheme.
//
// go test -run Upgrade -update rewrites the expected sections.

var update = flag.Bool("update", false, "rewrite golden files")

var corpusMintSites = []string{"AgentOps-AI__agentops", "novuhq__docs"}

func upgradeFile(t *testing.T, name string, data []byte, opts mintjson.Options) (*jsonpos.Node, diag.List) {
	t.Helper()
	tree, err := jsonpos.Parse(jsonpos.NewSource(name, data))
	if err != nil {
		t.Fatal(err)
	}
	return config.Upgrade(tree, opts)
}

// TestUpgradeCorpus upgrades the corpus's mint.json sites. The novu golden
// is Mintlify's validator + upgrade output, not the oracle's file, which was
// made without the validator (see testdata/upgrade/README.md).
func TestUpgradeCorpus(t *testing.T) {
	dir := testcorpus.Dir(t)
	for _, site := range corpusMintSites {
		t.Run(site, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, site, "mint.json"))
			if err != nil {
				t.Skipf("SKIP: %v", err)
			}
			up, diags := upgradeFile(t, "mint.json", data, mintjson.Options{})
			if diags.HasErrors() || up == nil {
				t.Fatalf("errors: %v", diags.Errors())
			}
			got := up.MarshalIndent()
			golden := filepath.Join("testdata", "upgrade", site+".docs.json")
			if *update {
				if err := os.WriteFile(golden, append(got, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(bytes.TrimRight(got, "\n"), bytes.TrimRight(want, "\n")) {
				t.Errorf("upgrade of %s differs from %s:\n%s", site, golden, lineDiff(string(want), string(got)))
			}
			checkPositions(t, up)
		})
	}
}

// checkPositions checks that every node of an upgraded tree points into
// mint.json.
func checkPositions(t *testing.T, n *jsonpos.Node) {
	t.Helper()
	var walk func(n *jsonpos.Node, path string)
	walk = func(n *jsonpos.Node, path string) {
		if n.Pos.Src == nil || n.Pos.Src.Name != "mint.json" {
			t.Errorf("%s has no position in mint.json", path)
			return
		}
		for _, m := range n.Members {
			if m.KeyPos.Src == nil {
				t.Errorf("%s/%s: key without position", path, m.Key)
			}
			walk(m.Value, path+"/"+m.Key)
		}
		for i, it := range n.Items {
			walk(it, fmt.Sprintf("%s/%d", path, i))
		}
	}
	walk(n, "")
}

func TestUpgradeCases(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "upgrade", "*.txtar"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			ar := parseTxtar(data)
			opts := mintjson.Options{MapTheme: strings.Contains(string(ar.comment), "options: map-theme")}
			in, ok := ar.get("mint.json")
			if !ok {
				t.Fatal("no mint.json section")
			}
			up, diags := upgradeFile(t, "mint.json", in, opts)
			var gotDocs string
			if up != nil {
				gotDocs = string(up.MarshalIndent()) + "\n"
				checkPositions(t, up)
			}
			gotDiags := formatDiags(diags)
			if *update {
				ar.put("docs.json", gotDocs)
				ar.put("diagnostics", gotDiags)
				if err := os.WriteFile(file, ar.format(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			wantDocs, _ := ar.get("docs.json")
			if gotDocs != string(wantDocs) {
				t.Errorf("docs.json differs:\n%s", lineDiff(string(wantDocs), gotDocs))
			}
			wantDiags, _ := ar.get("diagnostics")
			if gotDiags != string(wantDiags) {
				t.Errorf("diagnostics:\n%s\nwant:\n%s", gotDiags, wantDiags)
			}
			for _, d := range diags.All() {
				if d.Pos.Src == nil {
					t.Errorf("diagnostic without a position: %+v", d)
				}
			}
		})
	}
}

func formatDiags(l diag.List) string {
	var b strings.Builder
	for _, d := range l.All() {
		line, col := d.LineCol()
		ptr := d.Pointer
		if ptr == "" {
			ptr = "/"
		}
		fmt.Fprintf(&b, "%s %s %s %d:%d %s\n", d.Severity, d.Code, ptr, line, col, d.Message)
	}
	return b.String()
}

// TestUpgradeErrors checks mint.json's own validation: the code, the JSON
// pointer and the line:column of each error, and that nothing is upgraded.
func TestUpgradeErrors(t *testing.T) {
	tests := []struct {
		name, in      string
		code, ptr, at string
	}{
		{
			name: "version not listed",
			in: `{
  "name": "X", "favicon": "/f.png", "colors": {"primary": "#112233"},
  "versions": ["v1"],
  "navigation": [
    {"group": "A", "pages": ["a"], "version": "v2"}
  ]
}`,
			code: "unknown-version", ptr: "/navigation/0/version", at: "5:47",
		},
		{
			name: "version with a url does not count",
			in: `{
  "name": "X", "favicon": "/f.png", "colors": {"primary": "#112233"},
  "versions": [{"name": "v1", "url": "https://v1.example.com"}],
  "navigation": [{"group": "A", "pages": [
    {"group": "B", "pages": ["b"], "version": "v1"}
  ]}]
}`,
			code: "unknown-version", ptr: "/navigation/0/pages/0/version", at: "5:47",
		},
		{
			name: "unknown key in a strict group",
			in: `{
  "name": "X", "favicon": "/f.png", "colors": {"primary": "#112233"},
  "navigation": [
    {"group": "A", "pages": ["a"]},
    {"group": "B", "expanded": true, "pages": ["b"]}
  ]
}`,
			code: "unknown-key", ptr: "/navigation/1/expanded", at: "5:20",
		},
		{
			name: "bad hex colour",
			in: `{
  "name": "X",
  "favicon": "/f.png",
  "colors": {
    "primary": "#112233",
    "light": "112233"
  },
  "navigation": [{"group": "A", "pages": ["a"]}]
}`,
			code: "invalid-color", ptr: "/colors/light", at: "6:14",
		},
		{
			name: "bad gradient colour",
			in: `{"name": "X", "favicon": "/f.png", "colors": {"primary": "#112233", "anchors": {"from": "#fff", "to": "red"}},
 "navigation": [{"group": "A", "pages": ["a"]}]}`,
			code: "invalid-color", ptr: "/colors/anchors/to", at: "1:103",
		},
		{
			name: "unknown key in strict colors",
			in: `{"name": "X", "favicon": "/f.png", "colors": {"primary": "#112233", "accent": "#fff"},
 "navigation": [{"group": "A", "pages": ["a"]}]}`,
			code: "unknown-key", ptr: "/colors/accent", at: "1:69",
		},
		{
			name: "empty pages",
			in:   `{"name": "X", "favicon": "/f.png", "colors": {"primary": "#112233"}, "navigation": [{"group": "A", "pages": []}]}`,
			code: "too-few", ptr: "/navigation/0/pages", at: "1:109",
		},
		{
			name: "two default versions",
			in: `{"name": "X", "favicon": "/f.png", "colors": {"primary": "#112233"},
 "versions": [{"name": "a", "default": true}, {"name": "b", "default": true}],
 "navigation": [{"group": "A", "pages": ["a"]}]}`,
			code: "multiple-defaults", ptr: "/versions/1/default", at: "2:72",
		},
		{
			name: "missing favicon",
			in:   `{"name": "X", "colors": {"primary": "#112233"}, "navigation": [{"group": "A", "pages": ["a"]}]}`,
			code: "missing-key", ptr: "/", at: "1:1",
		},
		{
			name: "duplicate redirect",
			in: `{"name": "X", "favicon": "/f.png", "colors": {"primary": "#112233"}, "navigation": [{"group": "A", "pages": ["a"]}],
 "redirects": [{"source": "/a", "destination": "/b"}, {"source": "/a", "destination": "/c"}]}`,
			code: "duplicate-redirect", ptr: "/redirects/1/source", at: "2:66",
		},
		{
			name: "font url without format",
			in: `{"name": "X", "favicon": "/f.png", "colors": {"primary": "#112233"}, "navigation": [{"group": "A", "pages": ["a"]}],
 "font": {"family": "Inter", "url": "https://example.com/inter.woff2"}}`,
			code: "missing-key", ptr: "/font", at: "2:10",
		},
		{
			name: "tab openapi must start with a slash",
			in: `{"name": "X", "favicon": "/f.png", "colors": {"primary": "#112233"}, "navigation": [{"group": "A", "pages": ["a"]}],
 "tabs": [{"name": "API", "url": "api", "openapi": "openapi.json"}]}`,
			code: "invalid-path", ptr: "/tabs/0/openapi", at: "2:52",
		},
		{
			// A deliberate difference: Mintlify folds "../a" into "a"
			// silently; Folio refuses paths that climb out of the docs
			// folder, in mint.json as in docs.json (checkRelative).
			name: "page path climbing out",
			in:   `{"name": "X", "favicon": "/f.png", "colors": {"primary": "#112233"}, "navigation": [{"group": "A", "pages": ["../a"]}]}`,
			code: "invalid-path", ptr: "/navigation/0/pages/0", at: "1:110",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			up, diags := upgradeFile(t, "mint.json", []byte(tt.in), mintjson.Options{})
			if up != nil {
				t.Errorf("upgraded despite errors")
			}
			errs := diags.Errors()
			if len(errs) != 1 {
				t.Fatalf("want one error, got:\n%s", formatDiags(diags))
			}
			d := errs[0]
			line, col := d.LineCol()
			ptr := d.Pointer
			if ptr == "" {
				ptr = "/"
			}
			if got := fmt.Sprintf("%s %s %d:%d", d.Code, ptr, line, col); got != fmt.Sprintf("%s %s %s", tt.code, tt.ptr, tt.at) {
				t.Errorf("got %s (%s), want %s %s %s", got, d.Message, tt.code, tt.ptr, tt.at)
			}
			if d.Pos.Src == nil || d.Pos.Src.Name != "mint.json" {
				t.Errorf("error not placed in mint.json: %+v", d)
			}
		})
	}
}

// TestLoadMintJSON loads folders that hold only a real site's mint.json.
func TestLoadMintJSON(t *testing.T) {
	dir := testcorpus.Dir(t)
	for _, site := range corpusMintSites {
		t.Run(site, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, site, "mint.json"))
			if err != nil {
				t.Skipf("SKIP: %v", err)
			}
			tmp := t.TempDir()
			if err := os.WriteFile(filepath.Join(tmp, config.MintJSON), data, 0o644); err != nil {
				t.Fatal(err)
			}
			p, err := config.Load(tmp)
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			if !p.Upgraded || p.Config == nil || p.File != config.MintJSON {
				t.Fatalf("Upgraded=%v Config=%v File=%q", p.Upgraded, p.Config != nil, p.File)
			}
			for _, d := range p.Diagnostics.Errors() {
				t.Errorf("error: %s %s %s %s", d.Pos, d.Code, d.Pointer, d.Message)
			}
			for _, d := range p.Diagnostics.All() {
				if d.Pos.Src == nil {
					t.Errorf("diagnostic without a position: %s %s", d.Code, d.Message)
				}
			}
			if p.Config.Name == "" || p.Config.Theme != "mint" {
				t.Errorf("name %q, theme %q", p.Config.Name, p.Config.Theme)
			}
		})
	}
}

// lineDiff shows the first lines where want and got differ.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			lo, hi := max(0, i-3), min(max(len(w), len(g)), i+4)
			var b strings.Builder
			for j := lo; j < hi; j++ {
				var a, c string
				if j < len(w) {
					a = w[j]
				}
				if j < len(g) {
					c = g[j]
				}
				mark := " "
				if a != c {
					mark = "!"
				}
				fmt.Fprintf(&b, "%s %4d want: %s\n%s %4d got:  %s\n", mark, j+1, a, mark, j+1, c)
			}
			return b.String()
		}
	}
	return "(no difference)"
}

// A small reader and writer of the txtar format ("-- name --" lines start
// files; what comes before the first is a comment), to keep the test free
// of dependencies.
type txtarFile struct {
	name string
	data []byte
}

type txtarArchive struct {
	comment []byte
	files   []txtarFile
}

func parseTxtar(data []byte) *txtarArchive {
	ar := &txtarArchive{}
	cur := -1
	for len(data) > 0 {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i+1], data[i+1:]
		} else {
			data = nil
		}
		s := strings.TrimRight(string(line), "\r\n")
		if strings.HasPrefix(s, "-- ") && strings.HasSuffix(s, " --") && len(s) > 6 {
			ar.files = append(ar.files, txtarFile{name: strings.TrimSpace(s[3 : len(s)-3])})
			cur = len(ar.files) - 1
			continue
		}
		if cur < 0 {
			ar.comment = append(ar.comment, line...)
		} else {
			ar.files[cur].data = append(ar.files[cur].data, line...)
		}
	}
	return ar
}

func (ar *txtarArchive) get(name string) ([]byte, bool) {
	for _, f := range ar.files {
		if f.name == name {
			return f.data, true
		}
	}
	return nil, false
}

// put sets a file's content; empty content removes it.
func (ar *txtarArchive) put(name, data string) {
	for i, f := range ar.files {
		if f.name == name {
			if data == "" {
				ar.files = append(ar.files[:i], ar.files[i+1:]...)
			} else {
				ar.files[i].data = []byte(data)
			}
			return
		}
	}
	if data != "" {
		ar.files = append(ar.files, txtarFile{name: name, data: []byte(data)})
	}
}

func (ar *txtarArchive) format() []byte {
	var b bytes.Buffer
	b.Write(ar.comment)
	for _, f := range ar.files {
		fmt.Fprintf(&b, "-- %s --\n", f.name)
		b.Write(f.data)
		if len(f.data) > 0 && f.data[len(f.data)-1] != '\n' {
			b.WriteByte('\n')
		}
	}
	return b.Bytes()
}

// FuzzUpgrade checks that any JSON upgrades without a panic, that every
// diagnostic has a position, and that an upgraded tree points into
// mint.json and writes valid JSON.
func FuzzUpgrade(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "upgrade", "*.txtar"))
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		if in, ok := parseTxtar(data).get("mint.json"); ok {
			f.Add(in)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		tree, err := jsonpos.Parse(jsonpos.NewSource("mint.json", data))
		if err != nil {
			return
		}
		up, diags := config.Upgrade(tree, mintjson.Options{MapTheme: len(data)%2 == 0})
		for _, d := range diags.All() {
			if d.Pos.Src == nil {
				t.Fatalf("diagnostic without a position: %+v", d)
			}
		}
		if up == nil {
			if !diags.HasErrors() {
				t.Fatal("nothing upgraded, and no error")
			}
			return
		}
		checkPositions(t, up)
		if _, err := jsonpos.Parse(jsonpos.NewSource("docs.json", up.MarshalIndent())); err != nil {
			t.Fatalf("upgraded docs.json does not parse: %v", err)
		}
	})
}
