package content

import (
	"context"
	"slices"
	"testing"
	"testing/fstest"
)

// TestChecks: a page records what it asked of the folder and the site
// beyond its imports, with the answers, and Recheck tells whether another
// folder answers the same.
func TestChecks(t *testing.T) {
	fsys := fstest.MapFS{
		"guide.mdx":      {Data: []byte("---\ntitle: Guide\n---\nHi.\n")},
		"img/a.png":      {Data: []byte("png")},
		"snippets/n.mdx": {Data: []byte("A note.\n")},
	}
	page := []byte("import N from '/snippets/n.mdx'\nimport Gone from '/snippets/gone.mdx'\n\n" +
		"[guide](/guide) [later](/later#top) ![a](/img/a.png) ![b](/img/b.png)\n\n<N />\n\n<Gone />\n")
	r := New(Options{Files: fsys})
	cp := r.Render(context.Background(), "page.mdx", page)
	want := []Check{
		{Target: "/guide", Kind: CheckPage, Found: true},
		{Target: "/later", Kind: CheckPage},
		{Target: "/img/a.png", Kind: CheckFile, Found: true},
		{Target: "/img/b.png", Kind: CheckFile},
		{Target: "snippets/gone.mdx", Kind: CheckImport},
	}
	if !slices.Equal(cp.Checks, want) {
		t.Fatalf("checks\n got %+v\nwant %+v", cp.Checks, want)
	}
	if !slices.Equal(cp.Deps, []string{"snippets/n.mdx"}) {
		t.Errorf("deps %v", cp.Deps)
	}
	for _, c := range cp.Checks {
		if !r.Recheck(c) {
			t.Errorf("%+v: another answer from the same renderer", c)
		}
	}
	// Another build of the folder, where each absent target has come
	// and the guide has gone: every answer changes.
	next := fstest.MapFS{
		"later.mdx":         {Data: []byte("---\ntitle: Later\n---\n")},
		"img/a.png":         {Data: []byte("png")},
		"img/b.png":         {Data: []byte("png")},
		"snippets/gone.mdx": {Data: []byte("Back.\n")},
	}
	r2 := New(Options{Files: next})
	for _, c := range cp.Checks {
		if got, want := r2.Recheck(c), c.Target == "/img/a.png"; got != want {
			t.Errorf("%+v: Recheck = %v in the next build, want %v", c, got, want)
		}
	}
}
