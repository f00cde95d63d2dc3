package git

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestTreeFolder(t *testing.T) {
	dir := newRepo(t)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(filepath.Join(dir, "site", "docs", "guides"), 0o755))
	must(os.WriteFile(filepath.Join(dir, "site", "docs", "docs.json"), []byte("{}"), 0o644))
	must(os.WriteFile(filepath.Join(dir, "site", "docs", "guides", "a.mdx"), []byte("a"), 0o644))
	for link, target := range map[string]string{
		"docs":          "site/docs",
		"up":            "site/../site/docs/guides",
		"out":           "../../../mirrors/p.git",
		"abs":           "/etc",
		"gitlink":       ".git",
		"gitdeep":       "site/../.git/hooks",
		"loop":          "loop2",
		"loop2":         "loop",
		"site/docs/top": "../..",
		"file":          "a.txt",
	} {
		must(os.Symlink(target, filepath.Join(dir, link)))
	}
	setup(t, dir, "add", "--all")
	setup(t, dir, "commit", "-q", "-m", "links")
	r := newRunner(t)
	gitDir := filepath.Join(dir, ".git")
	for _, tc := range []struct {
		in   string
		want string
		err  error
	}{
		{"", "", nil},
		{".", "", nil},
		{"site/docs", "site/docs", nil},
		{"docs", "site/docs", nil},
		{"docs/guides", "site/docs/guides", nil},
		{"up", "site/docs/guides", nil},
		{"site/docs/top", "", nil},
		{"site/docs/top/docs", "site/docs", nil},
		{"out", "", ErrOutside},
		{"abs", "", ErrOutside},
		{"gitlink", "", ErrOutside},
		{"gitdeep", "", ErrOutside},
		{".git", "", ErrOutside},
		{"..", "", ErrOutside},
		{"site/../..", "", ErrOutside},
		{"missing", "", ErrNoFolder},
		{"file", "", ErrNoFolder},
		{"a.txt", "", ErrNoFolder},
		{"loop", "", nil}, // too many links: an error of its own
	} {
		got, err := r.TreeFolder(context.Background(), gitDir, "main", tc.in)
		switch {
		case tc.in == "loop":
			if err == nil {
				t.Errorf("%q: no error for a loop of links", tc.in)
			}
		case tc.err != nil:
			if !errors.Is(err, tc.err) {
				t.Errorf("%q: got %q, %v; want %v", tc.in, got, err, tc.err)
			}
		case err != nil || got != tc.want:
			t.Errorf("%q: got %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

func TestCheckFolder(t *testing.T) {
	dir := newRepo(t)
	if err := os.Symlink("../outside", filepath.Join(dir, "docs")); err != nil {
		t.Fatal(err)
	}
	setup(t, dir, "add", "--all")
	setup(t, dir, "commit", "-q", "-m", "link")
	r := newRunner(t)
	ctx := context.Background()
	if err := r.CheckFolder(ctx, dir, "main", "docs"); !errors.Is(err, ErrOutside) {
		t.Errorf("docs linked out: %v", err)
	}
	if err := r.CheckFolder(ctx, dir, "main", ""); err != nil {
		t.Errorf("the root: %v", err)
	}
	if err := r.CheckFolder(ctx, dir, "not-yet", "docs"); err != nil {
		t.Errorf("a branch to come: %v", err)
	}
	if err := r.CheckFolder(ctx, t.TempDir(), "main", "docs"); err == nil {
		t.Error("no error for a folder that is not a repository")
	}
}
