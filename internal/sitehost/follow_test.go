package sitehost

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/postgres"
	"github.com/foliodocs/folio/internal/store/sqlite"
	"github.com/foliodocs/folio/internal/store/storetest"
)

// twoNodes are the stores of two nodes on one database: on SQLite, one
// store (SQLite serves one node); on PostgreSQL, when FOLIO_TEST_POSTGRES
// names a database, two stores on a schema of the test's own.
func twoNodes(t *testing.T) map[string][2]store.Store {
	t.Helper()
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "folio.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	nodes := map[string][2]store.Store{"sqlite": {db, db}}
	if base := os.Getenv("FOLIO_TEST_POSTGRES"); base != "" {
		url := storetest.PostgresSchema(t, base)
		var pair [2]store.Store
		for i := range pair {
			db, err := postgres.Open(t.Context(), url, nil)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { db.Close() })
			pair[i] = db
		}
		nodes["postgres"] = pair
	}
	return nodes
}

// TestFollow: what one node writes reaches the sites of another through
// notifications, though the host polls once an hour and Follow looks at
// the projects once an hour.
func TestFollow(t *testing.T) {
	t.Parallel()
	for name, pair := range twoNodes(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			testFollow(t, pair[0], pair[1])
		})
	}
}

func testFollow(t *testing.T, a, b store.Store) {
	ctx := t.Context()
	bundle := setup(t, Options{Poll: time.Hour})
	done := make(chan error, 2)
	go func() { done <- bundle.host.Run(ctx) }()
	go func() { done <- bundle.host.Follow(ctx, b, time.Hour) }()
	t.Cleanup(func() {
		// t.Context ends before cleanups run.
		for range 2 {
			if err := <-done; err != nil {
				t.Error(err)
			}
		}
	})

	// waitCommit waits for the site of alpha to be built from commit.
	waitCommit := func(what, commit string) {
		t.Helper()
		start := time.Now()
		bundle.waitFor(t, fmt.Sprintf("%s: the site at %.7s", what, commit), func() bool {
			st, ok := bundle.host.Status("alpha")
			return ok && st.Commit == commit
		})
		t.Logf("%s: the site was rebuilt %v later", what, time.Since(start).Round(time.Millisecond))
	}

	alpha := newRepo(t, "Alpha")
	p := local("alpha", alpha)
	if err := a.CreateProject(ctx, p); err != nil {
		t.Fatal(err)
	}
	waitCommit("a project added", runGit(t, alpha.dir, "rev-parse", "HEAD"))

	// A push hook on another node.
	alpha.write("docs/index.mdx", "---\ntitle: Home\n---\nPushed.\n")
	pushed := alpha.commit("pushed")
	if err := a.Notify(ctx, store.Notification{Topic: store.TopicSite, ProjectID: "alpha"}); err != nil {
		t.Fatal(err)
	}
	waitCommit("a push", pushed)
	bundle.expect(t, "", "/", 200, "Pushed.")

	// The project's settings changed on another node.
	runGit(t, alpha.dir, "checkout", "-q", "-b", "next")
	alpha.write("docs/index.mdx", "---\ntitle: Home\n---\nOn the next branch.\n")
	next := alpha.commit("next")
	p.Branch = "next"
	if err := a.UpdateProject(ctx, p); err != nil {
		t.Fatal(err)
	}
	waitCommit("the branch changed", next)

	// A change merged in the built-in review on another node.
	c, err := a.CreateChange(ctx, store.Change{ProjectID: "alpha", Title: "More", Base: "next", Head: "folio/more", State: store.ChangeOpen})
	if err != nil {
		t.Fatal(err)
	}
	alpha.write("docs/guide.mdx", "---\ntitle: Guide\n---\nMerged.\n")
	merged := alpha.commit("merged")
	if _, err := a.UpdateChange(ctx, "alpha", c.Number, func(c *store.Change) error {
		c.State, c.MergeCommit, c.MergedAt = store.ChangeMerged, merged, time.Now()
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	waitCommit("a merge", merged)
	bundle.expect(t, "", "/guide", 200, "Merged.")

	if err := a.DeleteProject(ctx, "alpha"); err != nil {
		t.Fatal(err)
	}
	bundle.waitFor(t, "the deleted project's site to go", func() bool {
		_, ok := bundle.host.Status("alpha")
		return !ok
	})
	bundle.expect(t, "", "/", 404, "No docs site")
}
