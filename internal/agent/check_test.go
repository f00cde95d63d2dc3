package agent_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
