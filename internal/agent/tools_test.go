package agent_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/foliodocs/folio/internal/agent"
)

const secret = "TOP SECRET, outside the docs folder"

// bundle is a copy of testdata/site in a temporary folder, with what a
// hostile call would reach for around it: a file beside the docs folder,
// a .git folder in it, and symbolic links that lead out of it or into
// .git.
type bundle struct {
	dir   string // holds docs/ and secret.txt
	root  string // the docs folder
	tools *agent.Tools
}

func setup(t testing.TB, opts ...func(*agent.Options)) *bundle {
	t.Helper()
	return setupSite(t, "testdata/site", opts...)
}

func setupSite(t testing.TB, site string, opts ...func(*agent.Options)) *bundle {
	t.Helper()
	dir := t.TempDir()
	root := filepath.Join(dir, "docs")
	if err := os.CopyFS(root, os.DirFS(site)); err != nil {
		t.Fatal(err)
	}
	must(t, os.WriteFile(filepath.Join(dir, "secret.txt"), []byte(secret), 0o644))
	must(t, os.MkdirAll(filepath.Join(root, ".git"), 0o755))
	must(t, os.WriteFile(filepath.Join(root, ".git", "config"), []byte("[core]\n\tbare = false\n"), 0o644))
	must(t, os.Symlink(filepath.Join(dir, "secret.txt"), filepath.Join(root, "leak.txt")))
	must(t, os.Symlink(dir, filepath.Join(root, "outside")))
	must(t, os.Symlink(".git/config", filepath.Join(root, "gitlink")))
	must(t, os.Symlink("quickstart.mdx", filepath.Join(root, "alias.mdx")))
	o := agent.Options{Logger: slog.New(slog.NewTextHandler(tWriter{t}, &slog.HandlerOptions{Level: slog.LevelDebug}))}
	for _, f := range opts {
		f(&o)
	}
	tools, err := agent.NewTools(root, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tools.Close() })
	return &bundle{dir: dir, root: root, tools: tools}
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

type tWriter struct{ t testing.TB }

func (w tWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

func (b *bundle) call(t testing.TB, name, args string) (string, error) {
	t.Helper()
	return b.tools.Call(t.Context(), name, json.RawMessage(args))
}

func (b *bundle) read(t testing.TB, rel string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(b.root, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func (b *bundle) exists(rel string) bool {
	_, err := os.Lstat(filepath.Join(b.root, filepath.FromSlash(rel)))
	return err == nil
}

// outsideUnchanged checks that nothing beside the docs folder was created,
// changed or removed.
func (b *bundle) outsideUnchanged(t testing.TB) {
	t.Helper()
	entries, err := os.ReadDir(b.dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if !slices.Equal(names, []string{"docs", "secret.txt"}) {
		t.Errorf("beside the docs folder: %v", names)
	}
	if data, _ := os.ReadFile(filepath.Join(b.dir, "secret.txt")); string(data) != secret {
		t.Errorf("secret.txt is now %q", data)
	}
	if data, _ := os.ReadFile(filepath.Join(b.root, ".git", "config")); !bytes.HasPrefix(data, []byte("[core]")) {
		t.Errorf(".git/config is now %q", data)
	}
}

// linksInside checks that every symbolic link in the docs folder that
// led inside it still does: no tool made one lead out.
func (b *bundle) linksInside(t testing.TB) {
	t.Helper()
	real, err := filepath.EvalSymlinks(b.root)
	if err != nil {
		t.Fatal(err)
	}
	filepath.WalkDir(b.root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.Type()&fs.ModeSymlink == 0 {
			return nil
		}
		switch rel, _ := filepath.Rel(b.root, p); rel {
		case "leak.txt", "outside", "gitlink":
			return nil // made to lead out, or into .git, by setup
		}
		target, err := filepath.EvalSymlinks(p)
		if err != nil {
			return nil // dangling: leads nowhere
		}
		if r, err := filepath.Rel(real, target); err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) || inGitPath(r) {
			t.Errorf("the link %s now leads to %s", p, target)
		}
		return nil
	})
}

func inGitPath(rel string) bool {
	for _, el := range strings.Split(filepath.ToSlash(rel), "/") {
		if strings.EqualFold(el, ".git") {
			return true
		}
	}
	return false
}

// toolCase is one call and what it must give: a result containing want
// (each line of it), or an error containing wantErr.
type toolCase struct {
	name    string
	tool    string
	args    string
	want    string
	wantErr string
	// not must not appear in the result or the error.
	not   string
	check func(t *testing.T, b *bundle)
}

func runCases(t *testing.T, cases []toolCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := setup(t)
			got, err := b.call(t, tc.tool, tc.args)
			switch {
			case tc.wantErr != "":
				if err == nil {
					t.Fatalf("no error; result:\n%s", got)
				}
				if !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("error %q, want it to contain %q", err, tc.wantErr)
				}
				if got != "" {
					t.Errorf("result %q along with the error", got)
				}
			case err != nil:
				t.Fatalf("error: %v", err)
			default:
				for _, line := range strings.Split(tc.want, "\n") {
					if !strings.Contains(got, line) {
						t.Fatalf("result does not contain %q:\n%s", line, got)
					}
				}
			}
			if tc.not != "" {
				if strings.Contains(got, tc.not) || err != nil && strings.Contains(err.Error(), tc.not) {
					t.Errorf("%q appears in the result or error: %q, %v", tc.not, got, err)
				}
			}
			if tc.check != nil {
				tc.check(t, b)
			}
			b.outsideUnchanged(t)
		})
	}
}

func TestDefinitions(t *testing.T) {
	b := setup(t)
	defs := b.tools.Definitions()
	var names []string
	c := jsonschema.NewCompiler()
	for _, d := range defs {
		names = append(names, d.Name)
		if d.Description == "" {
			t.Errorf("%s has no description", d.Name)
		}
		var schema map[string]any
		if err := json.Unmarshal(d.Parameters, &schema); err != nil {
			t.Fatalf("%s: parameters are not JSON: %v", d.Name, err)
		}
		if schema["type"] != "object" || schema["additionalProperties"] != false {
			t.Errorf("%s: schema is not a closed object: %s", d.Name, d.Parameters)
		}
		url := "mem://" + d.Name + ".json"
		if err := c.AddResource(url, schema); err != nil {
			t.Fatal(err)
		}
		if _, err := c.Compile(url); err != nil {
			t.Errorf("%s: schema does not compile: %v", d.Name, err)
		}
	}
	want := []string{"list_files", "read_file", "search", "write_file", "edit_file", "delete_file", "move_file", "add_to_navigation", "validate", "render_page", "finish"}
	if !slices.Equal(names, want) {
		t.Errorf("tools %v, want %v", names, want)
	}
}

func TestCallErrors(t *testing.T) {
	runCases(t, []toolCase{
		{name: "unknown tool", tool: "run_shell", args: `{"cmd":"rm -rf /"}`, wantErr: `there is no tool "run_shell"; the tools are list_files, read_file`},
		{name: "invalid JSON", tool: "read_file", args: `{"path": "index.mdx"`, wantErr: "read_file: the arguments are not valid JSON"},
		{name: "not an object", tool: "read_file", args: `["index.mdx"]`, wantErr: `the arguments must be a JSON object, such as {"path": …, "offset": …, "limit": …}`},
		{name: "wrong type", tool: "read_file", args: `{"path": 3}`, wantErr: `argument "path" must be a string, not a JSON number`},
		{name: "wrong type bool", tool: "list_files", args: `{"recursive": "yes"}`, wantErr: `argument "recursive" must be true or false, not a JSON string`},
		{name: "unknown argument", tool: "read_file", args: `{"file": "index.mdx"}`, wantErr: `unknown argument "file"; it takes path, offset, limit`},
		{name: "null arguments", tool: "validate", args: `null`, want: "No problems found"},
		{name: "empty arguments", tool: "list_files", args: ``, want: "index.mdx"},
	})
}

func TestListFiles(t *testing.T) {
	runCases(t, []toolCase{
		{name: "root", tool: "list_files", args: `{}`, want: "index.mdx\nguides/\nimages/\nsnippets/\nAGENTS.md\n.folio/\nleak.txt (symbolic link)", not: ".git/"},
		{name: "folder", tool: "list_files", args: `{"path": "guides"}`, want: "guides/config.mdx\nguides/deploy/", not: "docker"},
		{name: "recursive", tool: "list_files", args: `{"path": "guides/", "recursive": true}`, want: "guides/deploy/docker.mdx"},
		{name: "recursive root leaves out .git", tool: "list_files", args: `{"recursive": true}`, want: "snippets/intro.mdx\n.folio/agent.md", not: ".git"},
		{name: "a file", tool: "list_files", args: `{"path": "index.mdx"}`, wantErr: "index.mdx is a file, not a folder"},
		{name: "missing", tool: "list_files", args: `{"path": "nope"}`, wantErr: "nope does not exist"},
		{name: "dot dot", tool: "list_files", args: `{"path": "../"}`, wantErr: "outside the docs folder"},
		{name: "dot dot inside", tool: "list_files", args: `{"path": "guides/../api"}`, want: "api/intro.mdx"},
		{name: "absolute", tool: "list_files", args: `{"path": "/etc"}`, wantErr: "absolute path"},
		{name: "symlink out", tool: "list_files", args: `{"path": "outside"}`, wantErr: "outside the docs folder through a symbolic link"},
		{name: "git", tool: "list_files", args: `{"path": ".git"}`, wantErr: "inside .git"},
	})
}

func TestReadFile(t *testing.T) {
	runCases(t, []toolCase{
		{name: "whole", tool: "read_file", args: `{"path": "quickstart.mdx"}`, want: " 1\t---\n 2\ttitle: Quickstart\n18\t</Note>"},
		{name: "part", tool: "read_file", args: `{"path": "quickstart.mdx", "offset": 2, "limit": 2}`, want: "2\ttitle: Quickstart\n3\tdescription:\n… quickstart.mdx has 18 lines; read on with offset 4", not: "1\t---"},
		{name: "past the end", tool: "read_file", args: `{"path": "quickstart.mdx", "offset": 99}`, wantErr: "quickstart.mdx has 18 lines; offset 99 is past its end"},
		{name: "symlink inside", tool: "read_file", args: `{"path": "alias.mdx"}`, want: "title: Quickstart"},
		{name: "binary", tool: "read_file", args: `{"path": "images/logo.png"}`, wantErr: "images/logo.png is a binary file"},
		{name: "folder", tool: "read_file", args: `{"path": "guides"}`, wantErr: "guides is a folder"},
		{name: "missing", tool: "read_file", args: `{"path": "nope.mdx"}`, wantErr: "nope.mdx does not exist"},
		{name: "empty path", tool: "read_file", args: `{}`, wantErr: "path is empty"},
		{name: "etc passwd", tool: "read_file", args: `{"path": "../../etc/passwd"}`, wantErr: `path "../../etc/passwd" leads outside the docs folder`},
		{name: "absolute", tool: "read_file", args: `{"path": "/etc/passwd"}`, wantErr: `path "/etc/passwd" is an absolute path`},
		{name: "sibling", tool: "read_file", args: `{"path": "../secret.txt"}`, wantErr: "outside the docs folder", not: "SECRET"},
		{name: "symlink out", tool: "read_file", args: `{"path": "leak.txt"}`, wantErr: "leads outside the docs folder through a symbolic link", not: "SECRET"},
		{name: "through a symlinked folder", tool: "read_file", args: `{"path": "outside/secret.txt"}`, wantErr: "through a symbolic link", not: "SECRET"},
		{name: "git config", tool: "read_file", args: `{"path": ".git/config"}`, wantErr: "inside .git"},
		{name: "git in any case", tool: "read_file", args: `{"path": "./.GIT/config"}`, wantErr: "inside .git"},
		{name: "symlink into git", tool: "read_file", args: `{"path": "gitlink"}`, wantErr: "into .git through a symbolic link"},
		{name: "backslash", tool: "read_file", args: `{"path": "guides\\config.mdx"}`, wantErr: "backslash"},
		{name: "windows drive", tool: "read_file", args: `{"path": "C:/Windows/win.ini"}`, wantErr: "absolute path"},
		{name: "NUL", tool: "read_file", args: `{"path": "index.mdx\u0000.png"}`, wantErr: "NUL"},
	})
}

func TestReadFileLimits(t *testing.T) {
	b := setup(t, func(o *agent.Options) { o.MaxFileSize = 100 })
	if _, err := b.call(t, "read_file", `{"path": "quickstart.mdx"}`); err == nil || !strings.Contains(err.Error(), "larger than the limit of 100 bytes") {
		t.Errorf("err = %v", err)
	}
	long := strings.Repeat("é", 3000)
	must(t, os.WriteFile(filepath.Join(b.root, "long.md"), []byte("short\n"+long+"\n"), 0o644))
	got, err := b.call(t, "read_file", `{"path": "long.md"}`)
	if err == nil {
		t.Fatalf("a 6 KB file passed a 100-byte limit: %s", got)
	}
	b = setup(t)
	must(t, os.WriteFile(filepath.Join(b.root, "long.md"), []byte("short\n"+long+"\n"), 0o644))
	got, err = b.call(t, "read_file", `{"path": "long.md"}`)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got, "… [2000 more characters]") {
		t.Errorf("long line not cut: %.100s…", got)
	}
	must(t, os.WriteFile(filepath.Join(b.root, "empty.md"), nil, 0o644))
	if got, _ := b.call(t, "read_file", `{"path": "empty.md"}`); got != "empty.md is empty" {
		t.Errorf("empty file: %q", got)
	}
}

func TestSearch(t *testing.T) {
	runCases(t, []toolCase{
		{name: "regex", tool: "search", args: `{"query": "acme (ship|reads)"}`, want: "quickstart.mdx:14: Run `acme ship` in your project.", not: "guides/config"},
		{name: "ignore case", tool: "search", args: `{"query": "ACME SHIP", "ignore_case": true}`, want: "quickstart.mdx:14:"},
		{name: "in a folder", tool: "search", args: `{"query": "title:", "path": "guides"}`, want: "guides/config.mdx:2: title: Configuration\nguides/deploy/docker.mdx:2: title: Docker", not: "quickstart"},
		{name: "in a file", tool: "search", args: `{"query": "docker", "path": "guides/deploy/docker.mdx"}`, want: "guides/deploy/docker.mdx:9: docker run --rm example/acme ship"},
		{name: "docs.json", tool: "search", args: `{"query": "\"guides/config\""}`, want: `docs.json:23:               "guides/config",`},
		{name: "no match", tool: "search", args: `{"query": "kubernetes"}`, want: `No matches for "kubernetes" in the docs folder.`},
		{name: "not through links out", tool: "search", args: `{"query": "SECRET"}`, want: "No matches"},
		{name: "not in git", tool: "search", args: `{"query": "bare"}`, want: "No matches"},
		{name: "bad regex", tool: "search", args: `{"query": "func("}`, wantErr: "query is not a valid regular expression: missing closing ): `func(`; escape characters"},
		{name: "empty", tool: "search", args: `{"query": ""}`, wantErr: "query is empty"},
		{name: "outside", tool: "search", args: `{"query": "root", "path": "../../etc"}`, wantErr: "outside the docs folder"},
		{name: "symlinked folder", tool: "search", args: `{"query": "SECRET", "path": "outside"}`, wantErr: "through a symbolic link"},
	})
}

func TestSearchLimit(t *testing.T) {
	b := setup(t, func(o *agent.Options) { o.MaxSearchResults = 3 })
	got, err := b.call(t, "search", `{"query": "^title:"}`)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(got, "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[3], "… and 3 more matching lines in 3 files") {
		t.Errorf("got:\n%s", got)
	}
}

func TestWriteFile(t *testing.T) {
	page := `{"path": "guides/new/page.mdx", "content": "---\ntitle: New\n---\n\nHello.\n"}`
	runCases(t, []toolCase{
		{name: "create", tool: "write_file", args: page,
			want: `Created guides/new/page.mdx (5 lines, 27 bytes). "guides/new/page" is not in the navigation: add it with add_to_navigation`,
			check: func(t *testing.T, b *bundle) {
				if got := b.read(t, "guides/new/page.mdx"); got != "---\ntitle: New\n---\n\nHello.\n" {
					t.Errorf("content %q", got)
				}
			}},
		{name: "replace", tool: "write_file", args: `{"path": "index.mdx", "content": "# Hi\n"}`, want: "Replaced index.mdx (1 lines, 5 bytes).", not: "navigation"},
		{name: "valid json", tool: "write_file", args: `{"path": "data/x.json", "content": "{\"a\": 1}"}`, want: "Created data/x.json"},
		{name: "invalid json", tool: "write_file", args: `{"path": "docs.json", "content": "{\"name\": "}`, wantErr: "docs.json would not be valid JSON, so it was not written: docs.json:1:1: unexpected end of file",
			check: func(t *testing.T, b *bundle) {
				if !strings.Contains(b.read(t, "docs.json"), `"Acme"`) {
					t.Error("docs.json changed")
				}
			}},
		{name: "missing content", tool: "write_file", args: `{"path": "a.mdx"}`, wantErr: "path and content are both required"},
		{name: "empty content", tool: "write_file", args: `{"path": "a.mdx", "content": ""}`, want: "Created a.mdx"},
		{name: "folder", tool: "write_file", args: `{"path": "guides", "content": "x"}`, wantErr: "guides is a folder"},
		{name: "dot dot", tool: "write_file", args: `{"path": "../evil.mdx", "content": "x"}`, wantErr: "outside the docs folder"},
		{name: "deep dot dot", tool: "write_file", args: `{"path": "guides/../../evil.mdx", "content": "x"}`, wantErr: "outside the docs folder"},
		{name: "absolute", tool: "write_file", args: `{"path": "/tmp/evil.mdx", "content": "x"}`, wantErr: "absolute path"},
		{name: "symlink out", tool: "write_file", args: `{"path": "leak.txt", "content": "pwned"}`, wantErr: "through a symbolic link"},
		{name: "into a symlinked folder", tool: "write_file", args: `{"path": "outside/evil.mdx", "content": "x"}`, wantErr: "through a symbolic link"},
		{name: "git config", tool: "write_file", args: `{"path": ".git/config", "content": "[core]"}`, wantErr: "inside .git"},
		{name: "git hooks", tool: "write_file", args: `{"path": ".git/hooks/pre-commit", "content": "#!/bin/sh"}`, wantErr: "inside .git",
			check: func(t *testing.T, b *bundle) {
				if b.exists(".git/hooks") {
					t.Error(".git/hooks was created")
				}
			}},
		{name: "symlink into git", tool: "write_file", args: `{"path": "gitlink", "content": "x"}`, wantErr: "into .git"},
	})
}

func TestWriteFileSizes(t *testing.T) {
	b := setup(t)
	// 100 MB: refused before the arguments are even decoded.
	huge := `{"path": "big.mdx", "content": "` + strings.Repeat("a", 100<<20) + `"}`
	_, err := b.call(t, "write_file", huge)
	if err == nil || !strings.Contains(err.Error(), "write_file: the arguments are 100.0 MiB, more than the limit of 2.1 MiB") {
		t.Errorf("100 MB write: %v", err)
	}
	// Over the file limit but within the arguments' limit.
	big := `{"path": "big.mdx", "content": "` + strings.Repeat("a", 1<<20+1) + `"}`
	_, err = b.call(t, "write_file", big)
	if err == nil || !strings.Contains(err.Error(), "content is 1.0 MiB, more than the limit of 1 MiB per file") {
		t.Errorf("1 MiB + 1 write: %v", err)
	}
	if b.exists("big.mdx") {
		t.Error("big.mdx was written")
	}
	// Exactly the limit is fine.
	ok := `{"path": "big.mdx", "content": "` + strings.Repeat("a", 1<<20) + `"}`
	if _, err := b.call(t, "write_file", ok); err != nil {
		t.Errorf("1 MiB write: %v", err)
	}
}

func TestEditFile(t *testing.T) {
	runCases(t, []toolCase{
		{name: "once", tool: "edit_file", args: `{"path": "quickstart.mdx", "old": "Run ` + "`acme ship`" + ` in your project.", "new": "Run ` + "`acme ship`" + ` in your project's folder.\n\nIt prints the widget's URL."}`,
			want: "Edited quickstart.mdx: 1 line replaced by 3 at line 14. Now:\n12\t## Ship a widget\n14\tRun `acme ship` in your project's folder.\n16\tIt prints the widget's URL.\n18\t<Note>",
			check: func(t *testing.T, b *bundle) {
				if got := b.read(t, "quickstart.mdx"); !strings.Contains(got, "folder.\n\nIt prints the widget's URL.\n\n<Note>") {
					t.Errorf("content:\n%s", got)
				}
			}},
		{name: "delete", tool: "edit_file", args: `{"path": "quickstart.mdx", "old": "\n<Note>\n  The first run asks for your API key.\n</Note>\n", "new": ""}`,
			want: "Edited quickstart.mdx: 5 lines replaced by 0 at line 15.",
			check: func(t *testing.T, b *bundle) {
				if got := b.read(t, "quickstart.mdx"); strings.Contains(got, "Note") {
					t.Errorf("content:\n%s", got)
				}
			}},
		{name: "indentation differs", tool: "edit_file", args: `{"path": "quickstart.mdx", "old": "<Note>\nThe first run asks for your API key.\n</Note>", "new": "<Tip>x</Tip>"}`,
			wantErr: "old was not found in quickstart.mdx. The closest text is at lines 16–18 (they differ only in spaces, indentation or line breaks); copy old from it exactly:\n15\t\n16\t<Note>\n17\t  The first run asks for your API key.\n18\t</Note>"},
		{name: "words differ", tool: "edit_file", args: `{"path": "guides/config.mdx", "old": "<ParamField path=\"region\" type=\"string\" default=\"us\">\n  Where widgets are shipped from.", "new": "x"}`,
			wantErr: "The closest text is at lines 14–15 ("},
		{name: "nothing similar", tool: "edit_file", args: `{"path": "quickstart.mdx", "old": "zzzz qqqq", "new": "x"}`,
			wantErr: "Nothing in the file is similar; read it again with read_file"},
		{name: "several", tool: "edit_file", args: `{"path": "guides/config.mdx", "old": "</ParamField>", "new": "</ResponseField>"}`,
			wantErr: "old occurs 2 times in guides/config.mdx (at lines 12, 16); include more of the neighbouring lines"},
		{name: "empty old", tool: "edit_file", args: `{"path": "index.mdx", "old": "", "new": "x"}`, wantErr: "old is empty"},
		{name: "same", tool: "edit_file", args: `{"path": "index.mdx", "old": "Acme", "new": "Acme"}`, wantErr: "old and new are the same"},
		{name: "missing new", tool: "edit_file", args: `{"path": "index.mdx", "old": "Acme"}`, wantErr: "path, old and new are all required"},
		{name: "breaks docs.json", tool: "edit_file", args: `{"path": "docs.json", "old": "\"name\": \"Acme\",", "new": "\"name\": \"Acme\""}`,
			wantErr: "docs.json would not be valid JSON"},
		{name: "binary", tool: "edit_file", args: `{"path": "images/logo.png", "old": "PNG", "new": "JPG"}`, wantErr: "binary file"},
		{name: "outside", tool: "edit_file", args: `{"path": "../secret.txt", "old": "TOP", "new": "x"}`, wantErr: "outside the docs folder"},
		{name: "symlink out", tool: "edit_file", args: `{"path": "leak.txt", "old": "TOP", "new": "x"}`, wantErr: "through a symbolic link"},
		{name: "git", tool: "edit_file", args: `{"path": ".git/config", "old": "bare = false", "new": "bare = true"}`, wantErr: "inside .git"},
	})
}

func TestEditFileCRLF(t *testing.T) {
	b := setup(t)
	must(t, os.WriteFile(filepath.Join(b.root, "win.md"), []byte("one\r\ntwo\r\nthree\r\n"), 0o644))
	if _, err := b.call(t, "edit_file", `{"path": "win.md", "old": "two\nthree", "new": "2\n3"}`); err != nil {
		t.Fatal(err)
	}
	if got := b.read(t, "win.md"); got != "one\r\n2\r\n3\r\n" {
		t.Errorf("content %q", got)
	}
}

func TestDeleteFile(t *testing.T) {
	runCases(t, []toolCase{
		{name: "page in the navigation", tool: "delete_file", args: `{"path": "guides/deploy/docker.mdx"}`,
			want: `Deleted guides/deploy/docker.mdx. The navigation still lists "guides/deploy/docker" (["Guides","Advanced","Deployment"]): remove it there too.`,
			check: func(t *testing.T, b *bundle) {
				if b.exists("guides/deploy/docker.mdx") {
					t.Error("not deleted")
				}
			}},
		{name: "page not in the navigation", tool: "delete_file", args: `{"path": "new.mdx"}`, want: "Deleted new.mdx.", not: "navigation"},
		{name: "a link itself", tool: "delete_file", args: `{"path": "leak.txt"}`, want: "Deleted leak.txt."},
		{name: "config", tool: "delete_file", args: `{"path": "docs.json"}`, wantErr: "docs.json is the site's configuration; it cannot be deleted"},
		{name: "folder", tool: "delete_file", args: `{"path": "guides"}`, wantErr: "guides is a folder"},
		{name: "missing", tool: "delete_file", args: `{"path": "nope.mdx"}`, wantErr: "nope.mdx does not exist"},
		{name: "outside", tool: "delete_file", args: `{"path": "../secret.txt"}`, wantErr: "outside the docs folder"},
		{name: "through a link", tool: "delete_file", args: `{"path": "outside/secret.txt"}`, wantErr: "through a symbolic link"},
		{name: "git", tool: "delete_file", args: `{"path": ".git/config"}`, wantErr: "inside .git"},
		{name: "root", tool: "delete_file", args: `{"path": "."}`, wantErr: "path is empty"},
	})
}

func TestMoveFile(t *testing.T) {
	runCases(t, []toolCase{
		{name: "page", tool: "move_file", args: `{"from": "guides/config.mdx", "to": "reference/config.mdx"}`,
			want: `Moved guides/config.mdx to reference/config.mdx. The navigation still lists the old page "guides/config" (["Guides","Advanced"]): change it to "reference/config". Links to /guides/config must change to /reference/config`,
			check: func(t *testing.T, b *bundle) {
				if b.exists("guides/config.mdx") || !b.exists("reference/config.mdx") {
					t.Error("not moved")
				}
			}},
		{name: "folder", tool: "move_file", args: `{"from": "guides/deploy", "to": "deploy"}`, want: "Moved guides/deploy to deploy.",
			check: func(t *testing.T, b *bundle) {
				if !b.exists("deploy/docker.mdx") {
					t.Error("not moved")
				}
			}},
		{name: "onto a file", tool: "move_file", args: `{"from": "new.mdx", "to": "index.mdx"}`, wantErr: "index.mdx already exists"},
		{name: "into itself", tool: "move_file", args: `{"from": "guides", "to": "guides/old"}`, wantErr: "cannot be moved into itself"},
		{name: "config", tool: "move_file", args: `{"from": "docs.json", "to": "old.json"}`, wantErr: "cannot be moved"},
		{name: "missing", tool: "move_file", args: `{"from": "nope.mdx", "to": "x.mdx"}`, wantErr: "nope.mdx does not exist"},
		{name: "out", tool: "move_file", args: `{"from": "index.mdx", "to": "../index.mdx"}`, wantErr: `to "../index.mdx" leads outside`},
		{name: "in", tool: "move_file", args: `{"from": "../secret.txt", "to": "secret.txt"}`, wantErr: `from "../secret.txt" leads outside`},
		{name: "through a link", tool: "move_file", args: `{"from": "index.mdx", "to": "outside/index.mdx"}`, wantErr: "through a symbolic link"},
		{name: "into git", tool: "move_file", args: `{"from": "index.mdx", "to": ".git/hooks/post-checkout"}`, wantErr: "inside .git"},
		{name: "missing to", tool: "move_file", args: `{"from": "index.mdx"}`, wantErr: "missing argument to"},
	})
}

func TestFinish(t *testing.T) {
	runCases(t, []toolCase{
		{name: "summary", tool: "finish", args: `{"summary": "  Document Docker\n\nAdds a page.  "}`, want: "Document Docker\n\nAdds a page."},
		{name: "empty", tool: "finish", args: `{"summary": " "}`, wantErr: "summary is empty"},
	})
}

func TestChanged(t *testing.T) {
	b := setup(t)
	steps := []struct{ tool, args string }{
		{"write_file", `{"path": "a.mdx", "content": "a"}`},
		{"edit_file", `{"path": "index.mdx", "old": "Acme ships", "new": "Acme sends"}`},
		{"delete_file", `{"path": "new.mdx"}`},
		{"move_file", `{"from": "guides/deploy", "to": "deploy"}`},
		// Written, then put back as it was: not a change.
		{"write_file", `{"path": "api/intro.mdx", "content": "x"}`},
		{"write_file", `{"path": "api/intro.mdx", "content": ` + mustJSON(t, b.read(t, "api/intro.mdx")) + `}`},
		// Created, then deleted: not a change either.
		{"write_file", `{"path": "tmp.mdx", "content": "x"}`},
		{"delete_file", `{"path": "tmp.mdx"}`},
	}
	for _, s := range steps {
		if _, err := b.call(t, s.tool, s.args); err != nil {
			t.Fatalf("%s %s: %v", s.tool, s.args, err)
		}
	}
	want := []string{"a.mdx", "deploy/docker.mdx", "guides/deploy/docker.mdx", "index.mdx", "new.mdx"}
	if got := b.tools.Changed(); !slices.Equal(got, want) {
		t.Errorf("Changed() = %v, want %v", got, want)
	}
}

func mustJSON(t testing.TB, v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestCancelled(t *testing.T) {
	b := setup(t)
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	_, err := b.tools.Call(ctx, "validate", nil)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v", err)
	}
}

func TestNewToolsMissingRoot(t *testing.T) {
	_, err := agent.NewTools(filepath.Join(t.TempDir(), "nope"), agent.Options{})
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("err = %v", err)
	}
}

func TestChangedThroughLink(t *testing.T) {
	// alias.mdx links to quickstart.mdx: the change is to quickstart.mdx.
	b := setup(t)
	if _, err := b.call(t, "edit_file", `{"path": "alias.mdx", "old": "## Install", "new": "## Set up"}`); err != nil {
		t.Fatal(err)
	}
	if _, err := b.call(t, "write_file", `{"path": "alias.mdx", "content": "# Replaced\n"}`); err != nil {
		t.Fatal(err)
	}
	if got := b.tools.Changed(); !slices.Equal(got, []string{"quickstart.mdx"}) {
		t.Errorf("Changed() = %v", got)
	}
	if fi, err := os.Lstat(filepath.Join(b.root, "alias.mdx")); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Error("alias.mdx is no longer a link")
	}
}

// TestMoveLink: a symbolic link keeps its relative target when moved, so
// a move that would make it lead out of the docs folder or into .git is
// refused, for the link and for a folder holding one.
func TestMoveLink(t *testing.T) {
	b := setup(t)
	must(t, os.MkdirAll(filepath.Join(b.root, "deep", "er"), 0o755))
	must(t, os.Symlink("../../index.mdx", filepath.Join(b.root, "deep", "er", "home.mdx")))
	must(t, os.Symlink("../config", filepath.Join(b.root, "deep", "cfg")))
	for _, tc := range []struct{ args, wantErr string }{
		{`{"from": "deep/er/home.mdx", "to": "home.mdx"}`, "would lead outside the docs folder"},
		{`{"from": "deep/er", "to": "er"}`, "would lead outside the docs folder"},
		{`{"from": "deep/cfg", "to": ".hidden/x/cfg"}`, ""},
		{`{"from": "deep/er/home.mdx", "to": "other/place/home.mdx"}`, ""},
	} {
		_, err := b.call(t, "move_file", tc.args)
		switch {
		case tc.wantErr == "" && err != nil:
			t.Errorf("%s: %v", tc.args, err)
		case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
			t.Errorf("%s: error %v, want %q", tc.args, err, tc.wantErr)
		}
	}
	// deep/cfg → .hidden/x/cfg points at .hidden/config: inside. Moved to
	// the top it would point at ../config.
	if _, err := b.call(t, "move_file", `{"from": ".hidden/x/cfg", "to": "cfg"}`); err == nil {
		t.Error("a link moved to lead out of the docs folder")
	}
	b.outsideUnchanged(t)
}

// TestDocsFolderInRepository: with the repository given, a docs folder
// that is a link out of it, or into its .git, is refused; one that links
// inside it is followed.
func TestDocsFolderInRepository(t *testing.T) {
	base := t.TempDir()
	repo := filepath.Join(base, "worktrees", "job")
	mirror := filepath.Join(base, "mirrors", "p.git")
	must(t, os.MkdirAll(filepath.Join(repo, "site", "docs"), 0o755))
	must(t, os.MkdirAll(filepath.Join(repo, ".git", "hooks"), 0o755))
	must(t, os.MkdirAll(mirror, 0o755))
	must(t, os.WriteFile(filepath.Join(mirror, "config"), []byte("[core]\n"), 0o644))
	must(t, os.Symlink("../../mirrors/p.git", filepath.Join(repo, "escape")))
	must(t, os.Symlink(t.TempDir(), filepath.Join(repo, "absolute")))
	must(t, os.Symlink(".git", filepath.Join(repo, "gitdir")))
	must(t, os.Symlink("site/docs", filepath.Join(repo, "docs")))
	for _, tc := range []struct {
		docs string
		ok   bool
	}{
		{"docs", true},
		{"site/docs", true},
		{".", true},
		{"escape", false},
		{"absolute", false},
		{"gitdir", false},
		{"gitdir/hooks", false},
	} {
		tools, err := agent.NewTools(filepath.Join(repo, tc.docs), agent.Options{Repository: repo})
		if tc.ok {
			if err != nil {
				t.Errorf("%s: %v", tc.docs, err)
				continue
			}
			tools.Close()
			continue
		}
		if !errors.Is(err, agent.ErrDocsOutside) {
			t.Errorf("%s: %v, want ErrDocsOutside", tc.docs, err)
		}
		if tools != nil {
			tools.Close()
		}
	}
}
