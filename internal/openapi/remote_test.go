package openapi

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// fakeFetcher answers from a map; a URL it does not know is unreachable.
// Specs.Fetch calls it from several goroutines at once.
type fakeFetcher struct {
	got   map[string]Fetched
	mu    sync.Mutex
	calls []string
}

func (f *fakeFetcher) Fetch(ctx context.Context, url string) (Fetched, error) {
	f.mu.Lock()
	f.calls = append(f.calls, url)
	f.mu.Unlock()
	r, ok := f.got[url]
	if !ok {
		return Fetched{}, errors.New("dial tcp: no route to host")
	}
	return r, nil
}

func decodeConfig(t *testing.T, doc string) *config.Config {
	t.Helper()
	tree, err := jsonpos.Parse(jsonpos.NewSource("docs.json", []byte(doc)))
	if err != nil {
		t.Fatal(err)
	}
	c, l := config.Decode(tree)
	if l.HasErrors() {
		t.Fatalf("docs.json: %v", l.Errors())
	}
	return c
}

// TestRemoteSpecs checks specifications given by URL: fetched ones get
// their pages and are found by frontmatter references, a stale copy is a
// warning, an unreachable one an error at its place in docs.json, and the
// rest of the navigation expands.
func TestRemoteSpecs(t *testing.T) {
	cfg := decodeConfig(t, `{"name": "T", "theme": "mint", "colors": {"primary": "#000000"},
"api": {"openapi": "https://api.example.com/extra.yaml"},
"navigation": {"groups": [
  {"group": "Remote", "openapi": "https://api.example.com/openapi.json"},
  {"group": "Stale", "openapi": {"source": "https://old.example.com/spec.yaml", "directory": "old"}},
  {"group": "Down", "openapi": "https://down.example.com/spec.yaml"},
  {"group": "Broken", "openapi": "https://api.example.com/broken.yaml"},
  {"group": "Local", "openapi": "local.yaml"}
]}}`)
	f := &fakeFetcher{got: map[string]Fetched{
		"https://api.example.com/openapi.json": {Data: []byte(`{"openapi": "3.1.0", "info": {"title": "R", "version": "1"},
  "paths": {"/pets": {"get": {"summary": "List pets"}, "post": {"summary": "Add a pet"}}}}`)},
		"https://old.example.com/spec.yaml":   {Data: spec("paths:\n  /old: {get: {summary: Old}}\n").Data, Stale: "https://old.example.com/spec.yaml could not be reached: using the copy fetched on 2026-11-20"},
		"https://api.example.com/extra.yaml":  {Data: spec("paths:\n  /extra: {get: {summary: Extra}}\n").Data},
		"https://api.example.com/broken.yaml": {Data: []byte("openapi: [\n")},
	}}
	specs := NewSpecs(fstest.MapFS{"local.yaml": spec("paths:\n  /local: {get: {summary: Local}}\n")})
	specs.Fetch(context.Background(), cfg, f)
	if len(f.calls) != 5 {
		t.Errorf("fetched %v", f.calls)
	}
	nav, pages, diags := Expand(&cfg.Navigation, specs)
	want := `group:Remote
  group:API Reference
    api-reference/list-pets
    api-reference/add-a-pet
group:Stale
  group:API Reference
    old/old
group:Down
group:Broken
group:Local
  group:API Reference
    api-reference/local
`
	if got := dump(nav); got != want {
		t.Errorf("navigation:\n%s\nwant:\n%s", got, want)
	}
	if p := pages["api-reference/list-pets"]; p == nil || p.OpenAPI != "https://api.example.com/openapi.json get /pets" || p.Spec != "https://api.example.com/openapi.json" {
		t.Errorf("page %+v", p)
	}
	type found struct {
		sev       diag.Severity
		code, ptr string
	}
	var got []found
	for _, d := range diags.All() {
		got = append(got, found{d.Severity, d.Code, d.Pointer})
		if d.Code == "openapi-fetch" && !strings.Contains(d.Message, "https://down.example.com/spec.yaml could not be fetched, so its pages are left out: dial tcp: no route to host") {
			t.Errorf("message %q", d.Message)
		}
	}
	wantDiags := []found{
		{diag.Warning, "openapi-stale", "/navigation/groups/1/openapi/source"},
		{diag.Warning, "openapi-fetch", "/navigation/groups/2/openapi"},
		{diag.Error, "openapi-invalid", "/navigation/groups/3/openapi"},
	}
	if len(got) != len(wantDiags) {
		t.Fatalf("diagnostics %v", diags.All())
	}
	for i := range got {
		if got[i] != wantDiags[i] {
			t.Errorf("diagnostic %d: %+v, want %+v", i, got[i], wantDiags[i])
		}
	}
	// A page's frontmatter finds operations of fetched specifications,
	// api.openapi's among them, by URL or not.
	if op, ok := specs.Operation("GET /extra"); !ok || op.Summary != "Extra" {
		t.Errorf("GET /extra: %+v", op)
	}
	if op, ok := specs.Operation("https://api.example.com/openapi.json POST /pets"); !ok || op.Summary != "Add a pet" {
		t.Errorf("POST /pets: %+v", op)
	}
	if d, err := specs.Load("https://api.example.com/openapi.json"); err != nil || d.Title() != "R" {
		t.Errorf("Load: %v %v", d, err)
	}
}

// TestRemoteSpecsNotFetched checks that without a Fetcher a URL is a
// warning and nothing else.
func TestRemoteSpecsNotFetched(t *testing.T) {
	_, pages, diags := expand(t, `{"groups": [{"group": "R", "openapi": "https://api.example.com/openapi.json"}]}`, fstest.MapFS{})
	if len(pages) != 0 || diags.Len() != 1 || diags.All()[0].Code != "openapi-remote" || diags.All()[0].Severity != diag.Warning {
		t.Errorf("pages %v, diagnostics %v", pages, diags.All())
	}
}
