package specfetch_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/specfetch"
)

// TestSiteWithRemoteSpec builds a site whose specification is given by
// URL: its pages are generated from what the server sends; when the
// server is gone, from the copy, with a warning; a specification that
// cannot be fetched and has no copy is an error at its docs.json entry,
// and the rest of the site builds.
func TestSiteWithRemoteSpec(t *testing.T) {
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("ETag", `"1"`)
		w.Write([]byte(`openapi: 3.1.0
info: {title: Pets, version: "1"}
servers: [{url: https://pets.example.com}]
paths:
  /pets:
    get:
      summary: List pets
      responses: {"200": {description: The pets.}}
`))
	}))
	gone := httptest.NewServer(http.NotFoundHandler())
	gone.Close() // nothing listens there any more
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.mdx"), []byte("---\ntitle: Home\n---\nHello.\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "docs.json"), []byte(`{"theme": "mint", "name": "Remote", "colors": {"primary": "#0D9373"},
  "navigation": {"groups": [
    {"group": "Start", "pages": ["index"]},
    {"group": "Pets", "openapi": "`+api.URL+`/openapi.yaml"},
    {"group": "Gone", "openapi": "`+gone.URL+`/openapi.yaml"}
  ]}}`), 0o644)
	cache := t.TempDir()

	build := func() *site.Output {
		t.Helper()
		p, err := config.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		defer p.Close()
		out, err := site.Build(context.Background(), p, site.Options{Fetcher: specfetch.New(specfetch.Options{Dir: cache})})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { out.Close() })
		return out
	}
	codes := func(l *diag.List) map[string]diag.Diagnostic {
		m := map[string]diag.Diagnostic{}
		for _, d := range l.All() {
			m[d.Code] = d
		}
		return m
	}

	out := build()
	for _, f := range []string{"/index.html", "/api-reference/list-pets/index.html"} {
		if out.Files[f] == nil {
			t.Errorf("no %s", f)
		}
	}
	if page := out.Files["/api-reference/list-pets/index.html"]; page != nil && !strings.Contains(string(page.Bytes()), "https://pets.example.com/pets") {
		t.Error("the page does not show the endpoint")
	}
	got := codes(&out.Diagnostics)
	d, ok := got["openapi-fetch"]
	// Mintlify fetches the specification when it deploys: its pages are
	// left out here, with a warning.
	if !ok || d.Severity != diag.Warning || d.Pointer != "/navigation/groups/2/openapi" || !strings.Contains(d.Message, gone.URL+"/openapi.yaml could not be fetched") {
		t.Errorf("diagnostics %v", out.Diagnostics.All())
	}
	if len(out.Diagnostics.All()) != 1 {
		t.Errorf("diagnostics %v", out.Diagnostics.All())
	}

	// The server is gone too: the copy builds the pages, with a warning.
	api.Close()
	out = build()
	if out.Files["/api-reference/list-pets/index.html"] == nil {
		t.Error("no page from the copy")
	}
	if d, ok := codes(&out.Diagnostics)["openapi-stale"]; !ok || d.Severity != diag.Warning || d.Pointer != "/navigation/groups/1/openapi" {
		t.Errorf("diagnostics %v", out.Diagnostics.All())
	}
}
