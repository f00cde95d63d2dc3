package config_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
)

// FuzzLoad feeds arbitrary bytes to the loader as docs.json (next to a
// small included file and a page) and checks that it never panics and
// that every diagnostic carries a code, a message and a position.
func FuzzLoad(f *testing.F) {
	for _, tc := range invalidCases {
		if body, ok := tc.files["docs.json"]; ok {
			f.Add(strings.ReplaceAll(body, "§", ""))
		}
	}
	f.Add(`{"theme":"mint","name":"A","colors":{"primary":"#000"},"navigation":{"tabs":[{"tab":"T","groups":{"$ref":"nav.json"}}]}}`)
	f.Add(`{"theme":"mint","name":"A","colors":{"primary":"#000"},"navigation":{"products":[{"product":"P","versions":[{"version":"v1","languages":[{"language":"en","anchors":[{"anchor":"a","dropdowns":[{"dropdown":"d","menu":[],"pages":["index",{"group":"g","pages":["GET /x"]}]}]}]}]}]}]}}`)
	f.Fuzz(func(t *testing.T, docs string) {
		dir := t.TempDir()
		write := func(name, body string) {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		write("docs.json", docs)
		write("nav.json", `[{"group": "G", "pages": ["index"]}]`)
		write("index.mdx", "# Home\n")
		p, err := config.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		defer p.Close()
		p.CheckFiles()
		for _, d := range p.Diagnostics.All() {
			if d.Code == "" || d.Message == "" {
				t.Fatalf("diagnostic without code or message: %+v", d)
			}
			if d.Pos.Src == nil {
				t.Fatalf("diagnostic without position: %+v", d)
			}
			if l, c := d.LineCol(); l < 1 || c < 1 {
				t.Fatalf("bad position %d:%d in %+v", l, c, d)
			}
		}
	})
}
