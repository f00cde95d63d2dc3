package agent_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzCallPaths sends arbitrary paths, and arbitrary argument text, to the
// tools that take paths: nothing outside the docs folder or in .git may be
// read or changed, and no call may panic.
func FuzzCallPaths(f *testing.F) {
	for _, s := range []string{"index.mdx", "../secret.txt", "/etc/passwd", "leak.txt", "outside/secret.txt",
		".git/config", "gitlink", "guides/../../secret.txt", "./outside/../secret.txt", "a/b/c.mdx", "outside"} {
		for i := range 11 {
			f.Add(s, uint8(i))
		}
	}
	f.Add("up.mdx", uint8(10))
	f.Add("guides", uint8(10))
	f.Add(`{"path": `, uint8(11))
	f.Add(`{"path": "../secret.txt", "path": "index.mdx"}`, uint8(11))
	f.Fuzz(func(t *testing.T, p string, which uint8) {
		b := setup(t)
		q := mustJSON(t, p)
		var name, args string
		switch which % 12 {
		case 0:
			name, args = "read_file", `{"path": `+q+`}`
		case 1:
			name, args = "write_file", `{"path": `+q+`, "content": "pwned"}`
		case 2:
			name, args = "list_files", `{"path": `+q+`, "recursive": true}`
		case 3:
			name, args = "search", `{"query": "S[E]CRET|ba[r]e|core", "path": `+q+`}`
		case 4:
			name, args = "delete_file", `{"path": `+q+`}`
		case 5:
			name, args = "move_file", `{"from": `+q+`, "to": "moved.mdx"}`
		case 6:
			name, args = "move_file", `{"from": "index.mdx", "to": `+q+`}`
		case 7:
			name, args = "edit_file", `{"path": `+q+`, "old": "TOP", "new": "pwned"}`
		case 8:
			name, args = "render_page", `{"path": `+q+`}`
		case 9:
			name, args = "add_to_navigation", `{"page": `+q+`, "group": ["Docs"]}`
		case 10:
			// guides/up.mdx is a link to ../index.mdx: wherever it goes,
			// it must still lead inside the docs folder.
			if err := os.Symlink("../index.mdx", filepath.Join(b.root, "guides", "up.mdx")); err != nil {
				t.Fatal(err)
			}
			name, args = "move_file", `{"from": "guides/up.mdx", "to": `+q+`}`
		default:
			name, args = "read_file", p
		}
		got, err := b.call(t, name, args)
		if strings.Contains(got, "SECRET") || strings.Contains(got, "bare = false") ||
			err != nil && (strings.Contains(err.Error(), "SECRET") || strings.Contains(err.Error(), "bare = false")) {
			t.Fatalf("%s %s leaked: %q, %v", name, args, got, err)
		}
		b.outsideUnchanged(t)
		b.linksInside(t)
	})
}
