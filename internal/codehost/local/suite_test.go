package local_test

import (
	"testing"

	"github.com/foliodocs/folio/internal/codehost/hosttest"
	"github.com/foliodocs/folio/internal/codehost/local"
)

// TestSuite holds the built-in review to what every code host does.
func TestSuite(t *testing.T) {
	hosttest.Run(t, func(t *testing.T) *hosttest.Fixture {
		f := newFixture(t)
		return &hosttest.Fixture{
			Host: f.host,
			Repo: f.cr,
			Base: git(t, f.repo, "symbolic-ref", "--short", "HEAD"),
			Merge: func(t *testing.T, n int) {
				if _, err := f.host.Merge(t.Context(), f.cr, n, local.MergeOptions{}); err != nil {
					t.Fatal(err)
				}
			},
			Close: func(t *testing.T, n int) {
				if _, err := f.host.Close(t.Context(), f.cr, n, "someone"); err != nil {
					t.Fatal(err)
				}
			},
			Diverge: func(t *testing.T, branch string) {
				// A commit beside the branch's head: on its parent.
				sha := git(t, f.repo, "commit-tree", "-p", branch+"^", "-m", "Rewritten", branch+"^{tree}")
				git(t, f.repo, "update-ref", "refs/heads/"+branch, sha)
			},
		}
	})
}
