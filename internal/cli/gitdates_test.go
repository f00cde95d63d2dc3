package cli

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

func TestGitModified(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	repo := t.TempDir()
	docs := filepath.Join(repo, "docs")
	os.MkdirAll(filepath.Join(docs, "guides"), 0o755)
	git := func(date string, args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", repo, "-c", "user.name=T", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_DATE="+date, "GIT_COMMITTER_DATE="+date)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	git("", "init", "-q")
	os.WriteFile(filepath.Join(docs, "index.mdx"), []byte("a"), 0o644)
	os.WriteFile(filepath.Join(docs, "guides", "x.mdx"), []byte("a"), 0o644)
	git("2024-01-02T03:04:05Z", "add", ".")
	git("2024-01-02T03:04:05Z", "commit", "-q", "-m", "one")
	os.WriteFile(filepath.Join(docs, "guides", "x.mdx"), []byte("b"), 0o644)
	git("2025-06-07T08:09:10Z", "commit", "-q", "-am", "two")

	mod := gitModified(context.Background(), docs)
	if mod == nil {
		t.Fatal("no dates")
	}
	if got, want := mod("index.mdx").UTC(), time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC); !got.Equal(want) {
		t.Errorf("index.mdx: %v, want %v", got, want)
	}
	if got, want := mod("guides/x.mdx").UTC(), time.Date(2025, 6, 7, 8, 9, 10, 0, time.UTC); !got.Equal(want) {
		t.Errorf("guides/x.mdx: %v, want %v", got, want)
	}
	if !mod("missing.mdx").IsZero() {
		t.Error("a date for a file git does not know")
	}
	if gitModified(context.Background(), t.TempDir()) != nil {
		t.Error("dates outside a repository")
	}
}
