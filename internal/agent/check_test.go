package agent_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/foliodocs/folio/internal/agent"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/openapi"
)

func TestValidate(t *testing.T) {
	runCases(t, []toolCase{
		{name: "valid", tool: "validate", args: `{}`, want: "No problems found: the site is valid."},
		{name: "arguments", tool: "validate", args: `{"strict": true}`, wantErr: `unknown argument "strict"`},
	})

	b := setup(t)
	steps := []struct{ tool, args string }{
		{"write_file", `{"path": "broken.mdx", "content": "---\ntitle: Broken\n---\n\nText.\n\n<Note>\nNever closed.\n"}`},
		{"add_to_navigation", `{"page": "broken", "group": ["Guides", "Get started"]}`},
		{"edit_file", `{"path": "index.mdx", "old": "[quickstart](/quickstart)", "new": "[quickstart](/quick-start)"}`},
	}
	for _, s := range steps {
		if _, err := b.call(t, s.tool, s.args); err != nil {
			t.Fatalf("%s: %v", s.tool, err)
		}
	}
	got, err := b.call(t, "validate", `{}`)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"broken.mdx:7:1: error[",
		"index.mdx:6:",
		"/quick-start",
		"1 error, 1 warning. Fix every error before finishing.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("report lacks %q:\n%s", want, got)
		}
	}
	if i, j := strings.Index(got, "broken.mdx"), strings.Index(got, "index.mdx"); i > j {
		t.Errorf("errors are not listed before warnings:\n%s", got)
	}
	v, err := b.tools.Validate(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if v.OK() || v.Errors != 1 || v.Warnings != 1 || len(v.Diagnostics) != 2 {
		t.Errorf("Validate() = %+v", v)
	}
	if r := v.Report(1); !strings.Contains(r, "… and 1 more not shown") {
		t.Errorf("Report(1):\n%s", r)
	}
}

func TestValidateWithoutConfig(t *testing.T) {
	b := setup(t)
	if _, err := b.call(t, "delete_file", `{"path": "docs.json"}`); err == nil {
		t.Fatal("docs.json was deleted")
	}
	must(t, removeFile(b, "docs.json"))
	got, err := b.call(t, "validate", `{}`)
	if err != nil || !strings.Contains(got, "docs.json: error[no-config]: the docs folder has no docs.json") {
		t.Errorf("validate = %q, %v", got, err)
	}
}

func TestRenderPage(t *testing.T) {
	runCases(t, []toolCase{
		{name: "by path", tool: "render_page", args: `{"path": "quickstart"}`,
			want: "quickstart.mdx — \"Quickstart\" at /quickstart, in Guides › Get started\n\n## Install\n```bash\ncurl -fsSL\n## Ship a widget\nRun `acme ship` in your project.\nThe first run asks for your API key.\nNo problems found in the page."},
		{name: "by file", tool: "render_page", args: `{"path": "/guides/config.mdx"}`, want: "guides/config.mdx — \"Configuration\" at /guides/config, in Guides › Advanced\n- `name` (string, required): The project’s name."},
		{name: "index", tool: "render_page", args: `{"path": "/"}`, want: "index.mdx — \"Introduction\" at /"},
		{name: "not in the navigation", tool: "render_page", args: `{"path": "new"}`, want: "new.mdx — not in the navigation\n2025-01-15"},
		{name: "snippet", tool: "render_page", args: `{"path": "snippets/intro.mdx"}`, want: "Acme ships widgets.", not: "navigation"},
		{name: "missing", tool: "render_page", args: `{"path": "nope"}`, wantErr: "there is no page nope.mdx or nope.md"},
		{name: "outside", tool: "render_page", args: `{"path": "../secret.txt"}`, wantErr: "outside the docs folder"},
		{name: "symlink out", tool: "render_page", args: `{"path": "outside/docs/index.mdx"}`, wantErr: "through a symbolic link"},
	})

	b := setup(t)
	if _, err := b.call(t, "write_file", `{"path": "bad.mdx", "content": "---\ntitle: Bad\n---\n\n<Wraning>Careful</Wraning>\n"}`); err != nil {
		t.Fatal(err)
	}
	got, err := b.call(t, "render_page", `{"path": "bad"}`)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got, "Problems:\nbad.mdx:5:1: warning[unknown-component]: <Wraning> is not a component Folio knows") {
		t.Errorf("render_page:\n%s", got)
	}
}

func removeFile(b *bundle, rel string) error {
	return os.Remove(filepath.Join(b.root, filepath.FromSlash(rel)))
}

// TestValidateChanges: the finish check renders only the pages a run
// changed, unless a change may reach other pages.
func TestValidateChanges(t *testing.T) {
	call := func(b *bundle, name string, args map[string]any) {
		t.Helper()
		raw, _ := json.Marshal(args)
		if _, err := b.tools.Call(t.Context(), name, raw); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	errorsIn := func(v agent.Validation) []string {
		var files []string
		for _, d := range v.Diagnostics {
			if d.Severity == diag.Error {
				files = append(files, d.FileName())
			}
		}
		return files
	}
	// broken makes a site whose guides/config.mdx was broken before the
	// run: a full check reports it, a check of the run's pages does not.
	broken := func(t *testing.T) *bundle {
		b := setup(t)
		must(t, os.WriteFile(filepath.Join(b.root, "guides/config.mdx"), []byte("---\ntitle: Config\n---\n\n<Note>never closed\n"), 0o644))
		return b
	}
	page := "---\ntitle: Extra\n---\n\nMore.\n"

	tests := []struct {
		name string
		run  func(b *bundle)
		full bool // every page rendered: the old error shows
	}{
		{"edit a page", func(b *bundle) {
			call(b, "edit_file", map[string]any{"path": "index.mdx", "old": "Acme ships your widgets.", "new": "Acme ships widgets."})
		}, false},
		{"add a page to the navigation", func(b *bundle) {
			call(b, "write_file", map[string]any{"path": "extra.mdx", "content": page})
			call(b, "add_to_navigation", map[string]any{"page": "extra", "group": []string{"Guides", "Get started"}})
		}, false},
		{"add an image", func(b *bundle) {
			call(b, "write_file", map[string]any{"path": "images/new.svg", "content": "<svg/>"})
		}, false},
		{"a page outside the navigation", func(b *bundle) {
			call(b, "write_file", map[string]any{"path": "extra.mdx", "content": page})
		}, true},
		{"delete a page", func(b *bundle) {
			call(b, "delete_file", map[string]any{"path": "api/intro.mdx"})
		}, true},
		{"move a page", func(b *bundle) {
			call(b, "move_file", map[string]any{"from": "api/intro.mdx", "to": "api/start.mdx"})
		}, true},
		{"change a snippet", func(b *bundle) {
			call(b, "write_file", map[string]any{"path": "snippets/intro.mdx", "content": "Acme ships gadgets.\n"})
		}, true},
		{"rename a group", func(b *bundle) {
			call(b, "edit_file", map[string]any{"path": "docs.json", "old": `"group": "Advanced"`, "new": `"group": "More"`})
		}, true},
		{"change the theme", func(b *bundle) {
			call(b, "edit_file", map[string]any{"path": "docs.json", "old": `"#2563EB"`, "new": `"#16A34A"`})
		}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := broken(t)
			tc.run(b)
			v, err := b.tools.ValidateChanges(t.Context())
			must(t, err)
			got := slices.Contains(errorsIn(v), "guides/config.mdx")
			if got != tc.full {
				t.Errorf("old error reported = %v, want %v; diagnostics:\n%s", got, tc.full, v.Report(0))
			}
		})
	}

	// A run's own error is always found.
	b := broken(t)
	call(b, "write_file", map[string]any{"path": "index.mdx", "content": "---\ntitle: Home\n---\n\n<Card>open\n"})
	v, err := b.tools.ValidateChanges(t.Context())
	must(t, err)
	if files := errorsIn(v); !slices.Equal(files, []string{"index.mdx"}) {
		t.Errorf("errors in %q, want index.mdx alone", files)
	}
}

// specFetcher answers every URL with one specification, counting calls.
type specFetcher struct{ calls atomic.Int32 }

func (f *specFetcher) Fetch(ctx context.Context, url string) (openapi.Fetched, error) {
	f.calls.Add(1)
	return openapi.Fetched{Data: []byte(`{"openapi": "3.0.0", "info": {"title": "Pets", "version": "1"},
"paths": {"/pets": {"get": {"summary": "List pets", "responses": {"200": {"description": "The pets"}}}}}}`)}, nil
}

// TestValidateRemoteSpec: the agent's checks fetch a specification
// docs.json gives by URL, as folio validate does, so the pages it
// generates count; without a fetcher the entry is reported as not fetched.
func TestValidateRemoteSpec(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "docs.json"), []byte(`{"theme": "mint", "name": "Pets", "colors": {"primary": "#2563EB"},
"navigation": {"groups": [{"group": "Guides", "pages": ["index"]}, {"group": "API", "openapi": "https://api.example.com/openapi.json", "pages": ["GET /pets"]}]}}`), 0o644)
	os.WriteFile(filepath.Join(dir, "index.mdx"), []byte("---\ntitle: Home\n---\n\nWelcome.\n"), 0o644)
	fetch := &specFetcher{}
	tools, err := agent.NewTools(dir, agent.Options{Specs: fetch})
	if err != nil {
		t.Fatal(err)
	}
	v, err := tools.Validate(t.Context())
	if err != nil || !v.OK() || len(v.Diagnostics) != 0 || fetch.calls.Load() == 0 {
		t.Errorf("with the fetcher: %+v, %v; %d fetches", v, err, fetch.calls.Load())
	}
	without, err := agent.NewTools(dir, agent.Options{})
	if err != nil {
		t.Fatal(err)
	}
	v, err = without.Validate(t.Context())
	if err != nil || len(v.Diagnostics) != 1 || v.Diagnostics[0].Code != "openapi-remote" {
		t.Errorf("without a fetcher: %+v, %v; want the openapi-remote warning", v, err)
	}
}
