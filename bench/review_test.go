package bench

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/local"
	"github.com/foliodocs/folio/internal/dashboard"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/sqlite"
)

// BenchmarkChangePage serves a change's page on the dashboard, signed
// in, for a change of 40 Markdown files with 60 changed lines each (2,400
// lines, a large agent change): "conversation" (the summary, commits,
// comments and merge check) and "files" in both views, which run git
// diff, read the files, highlight each whole file and draw every line.
// Everything is read from the repository on each view.
func BenchmarkChangePage(b *testing.B) {
	repo := b.TempDir()
	benchGit(b, repo, "init", "--quiet")
	page := func(i, edit int) string {
		var s strings.Builder
		fmt.Fprintf(&s, "---\ntitle: Page %d\n---\n\n", i)
		for j := range 120 {
			if j%2 == 0 && j/2 < 60 && edit > 0 {
				fmt.Fprintf(&s, "Line %d of page %d, edited by the agent with `code` and **bold** words.\n", j, i)
			} else {
				fmt.Fprintf(&s, "Line %d of page %d, as the writer left it.\n", j, i)
			}
		}
		return s.String()
	}
	write := func(edit int) {
		for i := range 40 {
			p := filepath.Join(repo, "docs", fmt.Sprintf("page-%02d.mdx", i))
			os.MkdirAll(filepath.Dir(p), 0o755)
			if err := os.WriteFile(p, []byte(page(i, edit)), 0o644); err != nil {
				b.Fatal(err)
			}
		}
	}
	write(0)
	benchGit(b, repo, "add", "-A")
	benchGit(b, repo, "commit", "--quiet", "-m", "Docs")
	benchGit(b, repo, "checkout", "--quiet", "-b", "folio/bench")
	write(1)
	benchGit(b, repo, "commit", "--quiet", "-am", "Edit every page")
	benchGit(b, repo, "checkout", "--quiet", "main")

	st, err := sqlite.Open(b.Context(), filepath.Join(b.TempDir(), "folio.db"), nil)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	if err := st.CreateProject(b.Context(), domain.Project{ID: "docs", Name: "Docs", Repository: repo, Branch: "main", CodeHost: "local"}); err != nil {
		b.Fatal(err)
	}
	host, err := local.NewHost(local.HostOptions{Store: st})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := host.Open(b.Context(), codehost.Repo{Project: "docs", URL: repo},
		codehost.NewPullRequest{Title: "Edit every page", Body: "Edits.", Base: "main", Head: "folio/bench"}); err != nil {
		b.Fatal(err)
	}
	dash, err := dashboard.New(dashboard.Options{Store: st, Review: host})
	if err != nil {
		b.Fatal(err)
	}
	const token = "bench-session-token"
	if err := st.CreateSession(b.Context(), store.Session{Hash: auth.HashSecret(token), CSRF: "x", ExpiresAt: time.Now().Add(time.Hour)}); err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct{ name, query string }{
		{"conversation", ""},
		{"files-unified", "?tab=files"},
		{"files-split", "?tab=files&view=split"},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				req := httptest.NewRequest(http.MethodGet, "/dashboard/projects/docs/changes/1"+c.query, nil)
				req.AddCookie(&http.Cookie{Name: "folio_session", Value: token})
				rec := httptest.NewRecorder()
				dash.ServeHTTP(rec, req)
				if rec.Code != http.StatusOK {
					b.Fatalf("status %d", rec.Code)
				}
				b.SetBytes(int64(rec.Body.Len()))
			}
		})
	}
}

func benchGit(b *testing.B, dir string, args ...string) {
	b.Helper()
	cmd := exec.Command("git", append([]string{"-c", "user.name=Bench", "-c", "user.email=bench@example.com", "-c", "commit.gpgSign=false", "-c", "init.defaultBranch=main"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_TERMINAL_PROMPT=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}
