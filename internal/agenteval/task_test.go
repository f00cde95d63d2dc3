package agenteval

import (
	"archive/tar"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/foliodocs/folio/internal/agent/model"
)

// TestTasksAreComplete holds the task list to what the harness promises:
// at least twenty tasks covering every kind, names that are project ids,
// a prompt, a grader, fixtures that exist and a pass and a fail script
// that parse and use only the agent's tools.
func TestTasksAreComplete(t *testing.T) {
	tasks := Tasks()
	if len(tasks) < 20 {
		t.Errorf("%d tasks; the harness promises at least 20", len(tasks))
	}
	kinds := map[Kind]int{}
	names := map[string]bool{}
	id := regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,62}$`)
	tools := map[string]bool{"list_files": true, "read_file": true, "search": true, "write_file": true, "edit_file": true,
		"delete_file": true, "move_file": true, "add_to_navigation": true, "validate": true, "render_page": true, "finish": true,
		"read_repo_file": true, "search_repo": true, "list_repo": true, "git_log": true, "git_show": true, "git_diff": true}
	for _, tk := range tasks {
		kinds[tk.Kind]++
		if names[tk.Name] {
			t.Errorf("two tasks are called %s", tk.Name)
		}
		names[tk.Name] = true
		if !id.MatchString(tk.Name) {
			t.Errorf("task %q: not a project id", tk.Name)
		}
		if strings.TrimSpace(tk.Prompt) == "" || tk.Grade == nil || len(tk.Repo) == 0 || tk.Docs == "" {
			t.Errorf("task %s: a prompt, a grader, a repository and a docs folder are required", tk.Name)
		}
		for _, c := range tk.Repo {
			if _, err := files.ReadFile("fixtures/" + c.Files + ".txtar"); err != nil {
				t.Errorf("task %s: %v", tk.Name, err)
			}
		}
		if c := tk.Context; c != nil {
			for _, i := range c.Commits {
				if i <= 0 || i >= len(tk.Repo) {
					t.Errorf("task %s: context commit %d is not one of the commits after the fixture", tk.Name, i)
				}
			}
		}
		for _, set := range []string{"pass", "fail"} {
			data, err := tk.Script(set)
			if err != nil {
				t.Errorf("task %s: %v", tk.Name, err)
				continue
			}
			s, err := model.ParseScript(tk.Name+"/"+set+".json", data)
			if err != nil {
				t.Errorf("task %s: %v", tk.Name, err)
				continue
			}
			if s.Len() == 0 {
				t.Errorf("task %s: the %s script has no turn", tk.Name, set)
			}
			var sc struct {
				Turns []struct {
					ToolCalls []struct{ Name string } `json:"tool_calls"`
				} `json:"turns"`
			}
			if err := json.Unmarshal(data, &sc); err != nil {
				t.Fatal(err)
			}
			for _, turn := range sc.Turns {
				for _, c := range turn.ToolCalls {
					if !tools[c.Name] {
						t.Errorf("task %s: the %s script calls %q, which is not a tool of the agent", tk.Name, set, c.Name)
					}
				}
			}
		}
	}
	for _, k := range []Kind{KindAddPage, KindFixLink, KindDocumentFlag, KindUpdate, KindRename, KindOpenAPI, KindTranslate, KindNoChange} {
		if kinds[k] == 0 {
			t.Errorf("no task of kind %s", k)
		}
	}
	// Every script belongs to a task.
	entries, _ := files.ReadDir("scripts")
	for _, e := range entries {
		if !names[e.Name()] {
			t.Errorf("scripts/%s belongs to no task", e.Name())
		}
	}
}

func TestSelect(t *testing.T) {
	tasks := Tasks()
	tests := []struct {
		patterns string
		want     []string // a few names that must be in, or nil for all
		n        int
		err      string
	}{
		{patterns: "", n: len(tasks)},
		{patterns: "fix-*", want: []string{"fix-quickstart-link", "fix-snippet-link", "fix-anchor-link"}, n: 3},
		{patterns: "rename", want: []string{"rename-installation", "move-s3-page", "move-cli-section"}, n: 3},
		{patterns: "fix-anchor-link, openapi-page", want: []string{"fix-anchor-link", "openapi-orders"}, n: 3},
		{patterns: "nope-*", err: `"nope-*" matches no task`},
		{patterns: "[", err: "syntax error"},
	}
	for _, tt := range tests {
		got, err := Select(tasks, tt.patterns)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("Select(%q): err %v, want %q", tt.patterns, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("Select(%q): %v", tt.patterns, err)
			continue
		}
		var names []string
		for _, tk := range got {
			names = append(names, tk.Name)
		}
		if len(got) != tt.n {
			t.Errorf("Select(%q) = %v, want %d tasks", tt.patterns, names, tt.n)
		}
		for _, w := range tt.want {
			if !slices.Contains(names, w) {
				t.Errorf("Select(%q) = %v, lacks %s", tt.patterns, names, w)
			}
		}
	}
}

func TestUntarStaysInside(t *testing.T) {
	archive := func(entries ...tar.Header) *bytes.Buffer {
		var b bytes.Buffer
		w := tar.NewWriter(&b)
		for _, h := range entries {
			w.WriteHeader(&h)
			if h.Typeflag == tar.TypeReg {
				w.Write(bytes.Repeat([]byte("x"), int(h.Size)))
			}
		}
		w.Close()
		return &b
	}
	dir := t.TempDir()
	ok := archive(tar.Header{Name: "docs/", Typeflag: tar.TypeDir, Mode: 0o755},
		tar.Header{Name: "docs/a.mdx", Typeflag: tar.TypeReg, Size: 3, Mode: 0o644},
		tar.Header{Name: "docs/link", Typeflag: tar.TypeSymlink, Linkname: "/etc/passwd"})
	if err := untar(ok, dir); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "docs", "a.mdx")); err != nil || string(b) != "xxx" {
		t.Errorf("a.mdx: %q %v", b, err)
	}
	if _, err := os.Lstat(filepath.Join(dir, "docs", "link")); err == nil {
		t.Error("a symbolic link was written")
	}
	for _, name := range []string{"../out", "/abs", "docs/../../out"} {
		if err := untar(archive(tar.Header{Name: name, Typeflag: tar.TypeReg, Size: 1, Mode: 0o644}), t.TempDir()); err == nil {
			t.Errorf("%s: written", name)
		}
	}
}

// tree writes a docs folder from a txtar archive.
func tree(t *testing.T, archive string) *Tree {
	t.Helper()
	dir := t.TempDir()
	for _, f := range txtar.Parse([]byte(archive)).Files {
		p := filepath.Join(dir, f.Name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tr := NewTree(dir, nil)
	t.Cleanup(tr.Close)
	return tr
}

func TestTreeReadsTheSite(t *testing.T) {
	tr := tree(t, `
-- docs.json --
{"theme": "mint", "name": "T", "colors": {"primary": "#000000"},
 "navigation": {"tabs": [{"tab": "Guides", "groups": [{"group": "Start", "pages": ["index", {"group": "Deep", "pages": ["deep/page"]}]}]}]},
 "redirects": [
   {"source": "/old", "destination": "/older"},
   {"source": "/older", "destination": "/index#top"},
   {"source": "/docs/:slug*", "destination": "/deep/:slug*"},
   {"source": "/loop", "destination": "/loop"}
 ]}
-- index.mdx --
---
title: Home
---

See [the deep page](/deep/page#part "Deep") and <Card href="/deep/page" title="x" /> and ![img](/images/a.png).

`+"```bash\nrun --flag\n```"+`

[broken](/nowhere)
-- deep/page.mdx --
---
title: Deep
---

Text.
`)
	if p := tr.Page("deep/page"); p == nil || !under(p, "Guides", "Start", "Deep") || under(p, "Start") || !within(p, "guides", "deep") {
		t.Errorf("deep/page: %+v", p)
	}
	if tr.Page("missing") != nil {
		t.Error("a missing page is listed")
	}
	for from, want := range map[string]string{"/old": "/index", "/docs/page": "/deep/page", "/loop": ""} {
		got, _ := tr.Redirect(from)
		if got != want {
			t.Errorf("Redirect(%s) = %q, want %q", from, got, want)
		}
	}
	if got, want := tr.Links("index.mdx"), []string{"/deep/page", "/deep/page", "/images/a.png", "/nowhere"}; !slices.Equal(got, want) {
		t.Errorf("Links = %q, want %q", got, want)
	}
	if got := tr.CodeBlocks("index.mdx"); !slices.Equal(got, []string{"run --flag\n"}) {
		t.Errorf("CodeBlocks = %q", got)
	}
	probs, err := tr.Problems(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	var codes []string
	for _, d := range probs {
		codes = append(codes, d.Code)
	}
	if !slices.Contains(codes, "broken-link") {
		t.Errorf("problems %v lack the broken link", codes)
	}
}

func TestLanguageScore(t *testing.T) {
	en := "The default: one line per record, its values separated by two spaces."
	fr := "Le format par défaut : une ligne par enregistrement, ses valeurs séparées par deux espaces."
	if languageScore(fr, functionWords("fr")) <= languageScore(fr, functionWords("en")) {
		t.Error("French does not score as French")
	}
	if languageScore(en, functionWords("fr")) >= languageScore(en, functionWords("en")) {
		t.Error("English scores as French")
	}
	if languageScore("", functionWords("en")) != 0 {
		t.Error("empty text")
	}
}
