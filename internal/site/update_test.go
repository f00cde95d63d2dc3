package site

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// changedFiles lists the files whose content differs between two builds.
func changedFiles(a, b *Output) []string {
	var out []string
	for k, f := range b.Files {
		if g := a.Files[k]; g == nil || f.Source != g.Source || string(f.Bytes()) != string(g.Bytes()) {
			out = append(out, k)
		}
	}
	for k := range a.Files {
		if b.Files[k] == nil {
			out = append(out, "-"+k)
		}
	}
	slices.Sort(out)
	return out
}

// TestUpdate edits a page's body: only its files, the search index and
// llms-full.txt change, and the result is what a full build gives.
func TestUpdate(t *testing.T) {
	out, dir := buildSiteDir(t, "tabs", Options{})
	page := filepath.Join(dir, "guides", "start.mdx")
	src, _ := os.ReadFile(page)
	edited := strings.Replace(string(src), "Hello.", "Hello again, **reader**.", 1)
	if err := os.WriteFile(page, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	up, ok := out.Update(context.Background(), []string{"guides/start.mdx"})
	if !ok {
		t.Fatal("Update refused a body edit")
	}
	got := changedFiles(out, up)
	want := []string{"/_folio/index/all/f/0.json", "/_folio/index/all/meta.json", "/_folio/index/all/s/0.json", "/guides/start.md", "/guides/start/index.html", "/llms-full.txt"}
	if !slices.Equal(got, want) {
		t.Errorf("changed files = %v, want %v", got, want)
	}
	if !strings.Contains(string(up.Files["/guides/start/index.html"].Data), "Hello again, <strong>reader</strong>.") {
		t.Error("the page was not rendered again")
	}
	if strings.Contains(string(out.Files["/guides/start/index.html"].Data), "Hello again") {
		t.Error("Update changed the output it was given")
	}
	// The same as a full build of the edited folder.
	full := buildFolder(t, dir)
	if diff := changedFiles(full, up); len(diff) > 0 {
		t.Errorf("Update differs from a full build in %v", diff)
	}

	// An error in the page is reported at its position, and fixing it
	// clears it.
	os.WriteFile(page, []byte(strings.Replace(string(src), "Hello.", "<Note>\nunclosed", 1)), 0o644)
	bad, ok := up.Update(context.Background(), []string{"guides/start.mdx"})
	if !ok || !bad.Diagnostics.HasErrors() {
		t.Fatalf("ok=%v, errors=%v", ok, bad.Diagnostics.Errors())
	}
	os.WriteFile(page, src, 0o644)
	fixed, _ := bad.Update(context.Background(), []string{"guides/start.mdx"})
	if fixed.Diagnostics.HasErrors() {
		t.Errorf("errors after the fix: %v", fixed.Diagnostics.Errors())
	}

	// What may change the navigation needs a full build.
	for name, change := range map[string]func(){
		"frontmatter": func() {
			os.WriteFile(page, []byte(strings.Replace(string(src), "sidebarTitle: Start", "sidebarTitle: Begin", 1)), 0o644)
		},
		"docs.json": func() {},
		"new page":  func() { os.WriteFile(filepath.Join(dir, "new.mdx"), []byte("# New"), 0o644) },
	} {
		change()
		file := map[string]string{"frontmatter": "guides/start.mdx", "docs.json": "docs.json", "new page": "new.mdx"}[name]
		if _, ok := fixed.Update(context.Background(), []string{file}); ok {
			t.Errorf("%s: Update accepted a change that needs a full build", name)
		}
	}
}

func buildFolder(t *testing.T, dir string) *Output {
	t.Helper()
	out, err := buildLoaded(dir)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestUpdateAfterClose updates a site whose project was closed, as folio
// dev does: a page that starts importing a snippet still reads it.
func TestUpdateAfterClose(t *testing.T) {
	_, dir := buildSiteDir(t, "tabs", Options{})
	out := buildFolder(t, dir) // closes its project
	os.WriteFile(filepath.Join(dir, "snippets", "hello.mdx"), []byte("Hello from a snippet."), 0o644)
	page := filepath.Join(dir, "guides", "deep.mdx")
	src, _ := os.ReadFile(page)
	edited := strings.Replace(string(src), "Deep.", "import Hello from '/snippets/hello.mdx'\n\n<Hello />", 1)
	os.WriteFile(page, []byte(edited), 0o644)
	up, ok := out.Update(context.Background(), []string{"guides/deep.mdx"})
	if !ok {
		t.Fatal("Update refused a body edit")
	}
	if !strings.Contains(string(up.Files["/guides/deep/index.html"].Bytes()), "Hello from a snippet.") {
		t.Errorf("the snippet was not read: %v", up.Diagnostics.All())
	}
}

// TestUpdateImportedPage edits a page that another page imports: the
// importing page shows the edit too, as after a full build.
func TestUpdateImportedPage(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"docs.json": `{"theme":"mint","name":"A","colors":{"primary":"#0D9373"},"navigation":{"pages":["index","part"]}}`,
		"index.mdx": "---\ntitle: Home\n---\n\nimport Part from './part.mdx'\n\n<Part />\n",
		"part.mdx":  "---\ntitle: Part\n---\n\nThe first words.\n",
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := buildFolder(t, dir)
	if !strings.Contains(string(out.Files["/index.html"].Bytes()), "The first words.") {
		t.Fatal("the imported page is not in the home page")
	}
	os.WriteFile(filepath.Join(dir, "part.mdx"), []byte("---\ntitle: Part\n---\n\nThe second words.\n"), 0o644)
	up, ok := out.Update(context.Background(), []string{"part.mdx"})
	if !ok {
		up = buildFolder(t, dir)
	}
	if home := string(up.Files["/index.html"].Bytes()); !strings.Contains(home, "The second words.") {
		t.Errorf("the home page still shows the old words (update ok=%v)", ok)
	}
	if diff := changedFiles(buildFolder(t, dir), up); len(diff) > 0 {
		t.Errorf("Update differs from a full build in %v", diff)
	}
}

// TestSharedPages builds pages listed in several places: each is written
// once, with the navigation of the place where it is read, and an edit
// writes it there again.
func TestSharedPages(t *testing.T) {
	out, dir := buildSiteDir(t, "shared-pages", Options{})
	eyebrow := func(o *Output, url string) string {
		html := file(t, o, url)
		_, rest, ok := strings.Cut(html, `<p class="eyebrow">`)
		if !ok {
			t.Fatalf("%s: no eyebrow", url)
		}
		label, _, _ := strings.Cut(rest, "<")
		return label
	}
	for _, c := range []struct{ url, want string }{
		{"/guide/index.html", "Old"}, // its frontmatter names v1
		{"/faq/index.html", "New"},   // v2 is the default
		{"/v2/index/index.html", "New"},
	} {
		if got := eyebrow(out, c.url); got != c.want {
			t.Errorf("%s is read in group %q, want %q", c.url, got, c.want)
		}
	}
	if n := out.Pages; n != 4 {
		t.Errorf("%d pages written, want 4", n)
	}

	page := filepath.Join(dir, "faq.mdx")
	if err := os.WriteFile(page, []byte("---\ntitle: \"FAQ\"\n---\nMore questions.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	up, ok := out.Update(context.Background(), []string{"faq.mdx"})
	if !ok {
		t.Fatal("Update refused a body edit")
	}
	if got := eyebrow(up, "/faq/index.html"); got != "New" {
		t.Errorf("after an edit, faq is read in group %q, want New", got)
	}
	if diff := changedFiles(buildFolder(t, dir), up); len(diff) > 0 {
		t.Errorf("Update differs from a full build in %v", diff)
	}
}
