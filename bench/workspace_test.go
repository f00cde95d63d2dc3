package bench

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/workspace"
)

// BenchmarkWorkspaceOpen measures a job's workspace on a repository of
// 10,000 files (200 folders of 50 pages). "open" is Manager.Open with a
// fresh branch: a fetch from the local repository with nothing new, the
// branch, and the worktree, which in steady state is a spare left by an
// earlier job, switched to the branch. "open-fresh" is the same with no
// spares: every file is checked out. "close" cleans the worktree and
// keeps it as a spare. The target for open is < 500 ms.
func BenchmarkWorkspaceOpen(b *testing.B) {
	repo := tenThousandFiles(b)
	for _, c := range []struct {
		name   string
		spares int
	}{{"open", 0}, {"open-fresh", -1}} {
		b.Run(c.name, func(b *testing.B) {
			ws := newBenchWorkspaces(b, repo, c.spares)
			for b.Loop() {
				w := ws.open()
				b.StopTimer()
				ws.close(w)
				b.StartTimer()
			}
		})
	}
	b.Run("close", func(b *testing.B) {
		ws := newBenchWorkspaces(b, repo, 0)
		for b.Loop() {
			b.StopTimer()
			w := ws.open()
			b.StartTimer()
			ws.close(w)
		}
	})
}

type benchWorkspaces struct {
	b   *testing.B
	m   *workspace.Manager
	src workspace.Source
	n   int
}

func newBenchWorkspaces(b *testing.B, repo string, spares int) *benchWorkspaces {
	m, err := workspace.New(workspace.Options{Dir: b.TempDir(), Spares: spares})
	if err != nil {
		b.Fatal(err)
	}
	ws := &benchWorkspaces{b: b, m: m, src: workspace.Source{Project: "bench", Repository: repo}}
	// The mirror's first clone, and the first worktree, are not measured.
	ws.close(ws.open())
	return ws
}

func (ws *benchWorkspaces) open() *workspace.Workspace {
	ws.n++
	w, err := ws.m.Open(context.Background(), ws.src, workspace.Checkout{Name: fmt.Sprint("job_", ws.n), Branch: fmt.Sprint("folio/b", ws.n), Ref: "main"})
	if err != nil {
		ws.b.Fatal(err)
	}
	return w
}

func (ws *benchWorkspaces) close(w *workspace.Workspace) {
	if err := w.Close(context.Background()); err != nil {
		ws.b.Fatal(err)
	}
}

// tenThousandFiles makes a repository whose main branch holds 10,000
// small pages.
func tenThousandFiles(b *testing.B) string {
	b.Helper()
	dir := b.TempDir()
	for d := range 200 {
		sub := filepath.Join(dir, fmt.Sprintf("section-%03d", d))
		if err := os.MkdirAll(sub, 0o755); err != nil {
			b.Fatal(err)
		}
		for f := range 50 {
			body := fmt.Sprintf("---\ntitle: Page %d.%d\n---\n\n# Page %d.%d\n\n%s\n", d, f, d, f, strings.Repeat("Some text of the page. ", 20))
			if err := os.WriteFile(filepath.Join(sub, fmt.Sprintf("page-%02d.mdx", f)), []byte(body), 0o644); err != nil {
				b.Fatal(err)
			}
		}
	}
	for _, args := range [][]string{
		{"init", "--quiet"},
		{"add", "."},
		{"commit", "--quiet", "-m", "10,000 pages"},
	} {
		cmd := exec.Command("git", append([]string{"-c", "init.defaultBranch=main", "-c", "user.name=Bench", "-c", "user.email=bench@example.com", "-c", "commit.gpgSign=false"}, args...)...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("git %s: %v\n%s", args[0], err, out)
		}
	}
	return dir
}
