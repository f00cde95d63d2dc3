package mintignore

import "testing"

func TestIgnored(t *testing.T) {
	m := New([]string{
		"# a comment",
		"",
		"agent-context/",
		"drafts",
		"/private.mdx",
		"*.tmp.mdx",
		"guides/**/wip-*.mdx",
		"!guides/keep/wip-keep.mdx",
		"logs/**",
		"**/secret.md",
		"notes/*.md",
		"\\#hash.mdx",
		"file?.mdx",
		"[ab]x.mdx",
	})
	tests := []struct {
		path string
		dir  bool
		want bool
	}{
		// Mintlify's defaults.
		{"README.md", false, true},
		{"guides/README.md", false, true},
		{"readme.md", false, false},
		{"node_modules/x/index.mdx", false, true},
		{".git/HEAD", false, true},
		{".mintlify/cache.txt", false, true},
		{".mintlify/skills/x.md", false, false},
		{".mintlify/config.json", false, false},
		// A folder pattern only matches folders, and everything inside.
		{"agent-context", true, true},
		{"agent-context/a.md", false, true},
		{"x/agent-context/a.md", false, true},
		{"agent-context", false, false},
		// Without a slash: any level, file or folder.
		{"drafts", false, true},
		{"a/drafts/b.mdx", false, true},
		// A leading slash anchors to the root.
		{"private.mdx", false, true},
		{"sub/private.mdx", false, false},
		{"x.tmp.mdx", false, true},
		{"a/b/x.tmp.mdx", false, true},
		{"guides/wip-1.mdx", false, true},
		{"guides/a/b/wip-2.mdx", false, true},
		{"guides/keep/wip-keep.mdx", false, false},
		{"guides/done.mdx", false, false},
		{"logs/a/b.mdx", false, true},
		{"logs", true, false},
		{"secret.md", false, true},
		{"a/b/secret.md", false, true},
		{"notes/a.md", false, true},
		{"notes/sub/a.md", false, false},
		{"#hash.mdx", false, true},
		{"file1.mdx", false, true},
		{"file10.mdx", false, false},
		{"ax.mdx", false, true},
		{"cx.mdx", false, false},
		{"guides/intro.mdx", false, false},
	}
	for _, tt := range tests {
		if got := m.Ignored(tt.path, tt.dir); got != tt.want {
			t.Errorf("Ignored(%q, dir=%v) = %v, want %v", tt.path, tt.dir, got, tt.want)
		}
	}
}

func TestParentExcluded(t *testing.T) {
	// As in git, a file in an ignored folder cannot be re-included.
	m := New([]string{"build/", "!build/keep.mdx"})
	if !m.Ignored("build/keep.mdx", false) {
		t.Error("re-included a file of an ignored folder")
	}
}

func TestNilMatcher(t *testing.T) {
	var m *Matcher
	if m.Ignored("README.md", false) {
		t.Error("a nil matcher ignores nothing")
	}
}

func FuzzCompile(f *testing.F) {
	for _, s := range []string{"a/**/b", "[!a-z]", "\\", "**", "/", "!", "a\\ ", "[", "*?*"} {
		f.Add(s, "a/b/c.mdx")
	}
	f.Fuzz(func(t *testing.T, pattern, path string) {
		New([]string{pattern}).Ignored(path, false)
	})
}

// TestLiteralRules: the rules matched without their regular expression
// decide as it would.
func TestLiteralRules(t *testing.T) {
	patterns := append(append([]string(nil), Defaults...), "docs/old.mdx", "/top.mdx", "draft", "a/b/c", "notes.txt/")
	paths := []string{"README.md", "docs/README.md", "xREADME.md", "README.mdx", "a/README.md/b", "node_modules",
		"x/node_modules", "node_modulesx", "docs/old.mdx", "x/docs/old.mdx", "top.mdx", "x/top.mdx", "draft", "a/draft",
		"draft/x", "a/b/c", "x/a/b/c", "notes.txt", ".git", "sub/.git", ".gitignore", "/", ""}
	for _, p := range patterns {
		r, ok := compile(p)
		if !ok || r.lit == "" {
			continue
		}
		for _, path := range paths {
			if got, want := r.matches(path), r.re.MatchString(path); got != want {
				t.Errorf("pattern %q on %q: literal match %v, regular expression %v", p, path, got, want)
			}
		}
	}
}
