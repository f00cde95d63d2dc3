package devserver

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/site"
)

const invSpec = `openapi: 3.0.0
info: {title: Pets, version: "1"}
paths:
  /pets:
    get:
      summary: List pets
      responses:
        "200": {description: The pets}
`

// TestInvalidation makes each kind of edit to a running folio dev and
// checks which pages are rendered again before the change is served
// (the others are made when asked for, or checked in the background),
// and that everything served then is what a fresh whole build makes.
func TestInvalidation(t *testing.T) {
	dir := t.TempDir()
	cfg := func(first, second string) string {
		return `{"theme":"mint","name":"Inv","colors":{"primary":"#2563EB"},"navigation":{"groups":[` + first + `,` + second + `,{"group":"API","openapi":"api.yaml"}]}}`
	}
	one := `{"group":"One","pages":["index","a"]}`
	two := `{"group":"Two","pages":["b","c"]}`
	write(t, dir, "docs.json", cfg(one, two))
	write(t, dir, "index.mdx", "---\ntitle: Home\n---\nWelcome.\n")
	write(t, dir, "a.mdx", "---\ntitle: Page A\n---\nA's body.\n")
	write(t, dir, "b.mdx", "---\ntitle: Page B\n---\nimport Note from '/snippets/note.mdx';\n\nB's body.\n\n<Note />\n")
	write(t, dir, "c.mdx", "---\ntitle: Page C\n---\nC's body.\n")
	write(t, dir, "snippets/note.mdx", "A shared note.\n")
	write(t, dir, "api.yaml", invSpec)
	write(t, dir, "style.css", "body { color: black; }\n")

	var mu sync.Mutex
	var rendered, eager []string
	reports := make(chan Report, 16)
	srv, err := New(dir, Options{Debounce: 20 * time.Millisecond,
		Rendered: func(file string) {
			mu.Lock()
			rendered = append(rendered, file)
			mu.Unlock()
		},
		Report: func(r Report) { reports <- r },
	})
	if err != nil {
		t.Fatal(err)
	}
	srv.published = func() {
		mu.Lock()
		eager = slices.Clone(rendered)
		mu.Unlock()
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := srv.Build(ctx); err != nil {
		t.Fatal(err)
	}
	<-reports
	watching := make(chan struct{})
	srv.watching = func() { close(watching) }
	done := make(chan struct{})
	go func() { srv.Watch(ctx); close(done) }()
	defer func() { cancel(); <-done }()
	<-watching

	for _, tc := range []struct {
		name, file, data string
		want             []string // rendered again before the change is served
		// pass is what the background pass renders again: the rest it
		// takes from the pass before (site.ContentReuse).
		pass []string
	}{
		{"body", "a.mdx", "---\ntitle: Page A\n---\nA's new body.\n", []string{"a.mdx"}, nil},
		{"title", "a.mdx", "---\ntitle: Page A, renamed\n---\nA's new body.\n", nil, []string{"a.mdx"}},
		{"sidebarTitle", "c.mdx", "---\ntitle: Page C\nsidebarTitle: C\n---\nC's body.\n", nil, []string{"c.mdx"}},
		{"snippet", "snippets/note.mdx", "A shared note, edited.\n", []string{"b.mdx"}, nil},
		// b.mdx's snippet changed since the last pass (the snippet edit
		// was an update, which has none).
		{"docs.json group order", "docs.json", cfg(two, one), nil, []string{"b.mdx"}},
		{"docs.json group order again", "docs.json", cfg(one, two), nil, nil},
		// The operation's page moves with its summary: no page links to
		// it, so none renders again.
		{"OpenAPI spec", "api.yaml", strings.Replace(invSpec, "List pets", "List every pet", 1), nil, nil},
		{"CSS", "style.css", "body { color: navy; }\n", nil, nil},
		// What is worked out per folder (unlisted pages, static files)
		// follows files coming and going. A file coming or going renders
		// again only the pages whose links or imports it answers (none
		// here; see the cases at the end).
		{"new unlisted page", "extra/new.mdx", "---\ntitle: New\n---\nA page no group lists.\n", nil, []string{"extra/new.mdx"}},
		{"new static file", "extra/logo.svg", `<svg xmlns="http://www.w3.org/2000/svg"/>` + "\n", nil, nil},
		{".mintignore", ".mintignore", "extra/\n", nil, nil},
		{"another unlisted page", "more/other.mdx", "---\ntitle: Other\n---\nAnother page no group lists.\n", nil, []string{"more/other.mdx"}},
		// A body edit that imports an unlisted page makes it a snippet;
		// taking the import out makes it a page again.
		{"a page imports an unlisted page", "c.mdx", "---\ntitle: Page C\nsidebarTitle: C\n---\nimport Other from '/more/other.mdx';\n\nC's body.\n\n<Other />\n", nil, []string{"c.mdx"}},
		{"the import taken out", "c.mdx", "---\ntitle: Page C\nsidebarTitle: C\n---\nC's body, again.\n", nil, []string{"c.mdx", "more/other.mdx"}},
		{"a body edit keeps its imports", "b.mdx", "---\ntitle: Page B\n---\nimport Note from '/snippets/note.mdx';\n\nB's new body.\n\n<Note />\n", []string{"b.mdx"}, nil},
		// b.mdx was last rendered by an update, which keeps nothing for
		// the pass.
		{"folder becomes an export", "more/_folio/built.txt", "written by folio build\n", nil, []string{"b.mdx"}},
		// A page asks for what is not there yet: a page, an image and a
		// snippet. Each arrival renders again the page that asked (its
		// warning goes), and no other.
		{"a page asks for what is not there", "a.mdx", "---\ntitle: Page A, renamed\n---\nimport Later from '/snippets/later.mdx';\n\nSee [later](/later) and ![a chart](/img/later.png).\n\n<Later />\n", []string{"a.mdx"}, nil},
		// The store still holds a.mdx as it was before that update.
		{"docs.json group order, once more", "docs.json", cfg(two, one), nil, []string{"a.mdx"}},
		{"the page linked to arrives", "later.mdx", "---\ntitle: Later\n---\nHere at last.\n", nil, []string{"a.mdx", "later.mdx"}},
		{"the image arrives", "img/later.png", "not really a PNG\n", nil, []string{"a.mdx"}},
		{"the snippet arrives", "snippets/later.mdx", "Arrived.\n", nil, []string{"a.mdx"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mu.Lock()
			rendered, eager = nil, nil
			mu.Unlock()
			// Whole, as an editor saves: written in place, a slow
			// moment between truncating and writing is an edit of its
			// own, to an empty file, which renders the page again.
			replace(t, dir, tc.file, tc.data)
			select {
			case <-reports:
			case <-time.After(20 * time.Second):
				t.Fatal("no build after the edit")
			}
			// A second event of the same write may bring a second build.
			time.Sleep(100 * time.Millisecond) // a stretch for a second event of the write: time is the point
			for len(reports) > 0 {
				<-reports
			}
			mu.Lock()
			got := slices.Compact(slices.Sorted(slices.Values(eager)))
			pass := slices.Compact(slices.Sorted(slices.Values(rendered[len(eager):])))
			mu.Unlock()
			if !slices.Equal(got, tc.want) {
				t.Errorf("rendered before the change was served: %v, want %v", got, tc.want)
			}
			if !slices.Equal(pass, tc.pass) {
				t.Errorf("rendered by the background pass: %v, want %v", pass, tc.pass)
			}
			sameAsFullBuild(t, dir, srv)
		})
	}
}

// sameAsFullBuild compares every file srv serves with those of a whole
// build of dir made now, and the diagnostics.
func sameAsFullBuild(t *testing.T, dir string, srv *Server) {
	t.Helper()
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	p.CheckFiles()
	full, err := site.Build(context.Background(), p, site.Options{LiveReload: true, OmitIntegrations: true, Icons: srv.icons,
		MCP: true, SearchServer: true, SocialImages: true})
	if err != nil {
		t.Fatal(err)
	}
	defer full.Close()
	srv.mu.RLock()
	out := srv.out
	srv.mu.RUnlock()
	if out.Pending() {
		t.Fatal("the site is still pending after its report")
	}
	for key, f := range full.Files {
		g := out.Files[key]
		if g == nil {
			t.Errorf("%s is not served", key)
			continue
		}
		want, err1 := full.Content(f)
		got, err2 := out.Content(g)
		if err1 != nil || err2 != nil || !bytes.Equal(got, want) {
			t.Errorf("%s differs from a whole build's (%d bytes, whole %d; %v %v)", key, len(got), len(want), err1, err2)
		}
	}
	for key := range out.Files {
		if full.Files[key] == nil {
			t.Errorf("%s is served but a whole build has no such file", key)
		}
	}
	var a, b strings.Builder
	for _, d := range out.Diagnostics.All() {
		diag.Render(&a, d, diag.Style{})
	}
	for _, d := range full.Diagnostics.All() {
		diag.Render(&b, d, diag.Style{})
	}
	if a.String() != b.String() {
		t.Errorf("diagnostics differ:\n--- served\n%s--- whole\n%s", a.String(), b.String())
	}
}

// TestServeBeforeChecked: a page is served before the background pass
// has checked the site, and a page with errors is answered with them
// then too.
func TestServeBeforeChecked(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "docs.json", `{"theme":"mint","name":"Early","colors":{"primary":"#2563EB"},"navigation":{"pages":["index","broken"]}}`)
	write(t, dir, "index.mdx", "---\ntitle: Home\n---\nWelcome.\n")
	write(t, dir, "broken.mdx", "---\ntitle: Broken\n---\n<Note>\nNever closed.\n")
	srv, err := New(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The background pass waits until both pages were asked for.
	hold := make(chan struct{})
	srv.published = func() { <-hold }
	ts := httptest.NewServer(srv)
	defer ts.Close()
	hs := ts.URL
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	built := make(chan error, 1)
	go func() { built <- srv.Build(ctx) }()
	// published runs before the reload is sent and the pass begins: the
	// site is served meanwhile.
	code, page := get(t, hs+"/")
	if code != 200 || !strings.Contains(page, "Welcome.") {
		t.Errorf("GET / before the pages are checked = %d:\n%.300s", code, page)
	}
	code, page = get(t, hs+"/broken")
	if code != 500 || !strings.Contains(page, `id="folio-errors"`) {
		t.Errorf("GET /broken before the pages are checked = %d, want its errors:\n%.300s", code, page)
	}
	srv.mu.RLock()
	pending := srv.out.Pending()
	srv.mu.RUnlock()
	if !pending {
		t.Error("the site was checked before the pass was let run")
	}
	close(hold)
	if err := <-built; err != nil {
		t.Fatal(err)
	}
	if code, _ := get(t, hs+"/broken"); code != 500 {
		t.Errorf("GET /broken once checked = %d, want 500", code)
	}
}

func get(t *testing.T, u string) (int, string) {
	t.Helper()
	resp, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// TestFixedByRebuild: a page with errors fixed by an edit that builds the
// site again is served fixed as soon as the new site is, not with the
// errors of the last check until the new one ends.
func TestFixedByRebuild(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "docs.json", `{"theme":"mint","name":"Fix","colors":{"primary":"#2563EB"},"navigation":{"pages":["index","page"]}}`)
	write(t, dir, "index.mdx", "---\ntitle: Home\n---\nWelcome.\n")
	write(t, dir, "page.mdx", "---\ntitle: Page\n---\n<Note>\nNever closed.\n")
	srv, err := New(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	defer ts.Close()
	ctx := context.Background()
	if err := srv.Build(ctx); err != nil {
		t.Fatal(err)
	}
	if code, _ := get(t, ts.URL+"/page"); code != 500 {
		t.Fatalf("GET /page with errors = %d, want 500", code)
	}
	write(t, dir, "page.mdx", "---\ntitle: Page, fixed\n---\n<Note>\nClosed.\n</Note>\n")
	hold := make(chan struct{})
	srv.published = func() { <-hold }
	built := make(chan error, 1)
	go func() { built <- srv.Build(ctx) }()
	// Build is held in published, after the new site is served.
	deadline := time.Now().Add(10 * time.Second)
	for {
		srv.mu.RLock()
		gen := srv.gen
		srv.mu.RUnlock()
		if gen >= 2 || time.Now().After(deadline) {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if code, page := get(t, ts.URL+"/page"); code != 200 || !strings.Contains(page, "Closed.") {
		t.Errorf("GET /page once fixed, before the check = %d:\n%.300s", code, page)
	}
	close(hold)
	if err := <-built; err != nil {
		t.Fatal(err)
	}
	if code, _ := get(t, ts.URL+"/page"); code != 200 {
		t.Errorf("GET /page once fixed and checked = %d", code)
	}
}
