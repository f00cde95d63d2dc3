package storetest

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/store"
)

func normChange(c store.Change) store.Change {
	c.CreatedAt, c.UpdatedAt, c.MergedAt, c.ClosedAt = norm(c.CreatedAt), norm(c.UpdatedAt), norm(c.MergedAt), norm(c.ClosedAt)
	return c
}

// newChange is an open change of project p from head, created at at(i).
func newChange(p, head string, i int) store.Change {
	return store.Change{
		ProjectID: p, JobID: "job_" + head, Title: "Change " + head, Body: "Body of " + head,
		Base: "main", Head: head, State: store.ChangeOpen, HeadCommit: fmt.Sprintf("%040d", i),
		CreatedAt: at(i), UpdatedAt: at(i),
	}
}

func mkChange(t *testing.T, s store.Store, c store.Change) store.Change {
	t.Helper()
	got, err := s.CreateChange(t.Context(), c)
	must(t, err)
	return got
}

func numbers(cs []store.Change) []int {
	out := []int{}
	for _, c := range cs {
		out = append(out, c.Number)
	}
	return out
}

func testChanges(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkProject(t, s, "q")

	full := newChange("p", "folio/a", 1)
	full.Body = "# Title\n\n<script>alert(1)</script> ünïcode 🙂"
	full.BaseCommit, full.ClosedBy = "b1", "nobody yet"
	full.Number = 99 // the store numbers changes
	got := mkChange(t, s, full)
	want := normChange(full)
	want.Number = 1
	wantEqual(t, "created change", got, want)
	wantUTC(t, "created change", got.CreatedAt, got.UpdatedAt)
	read, err := s.Change(ctx, "p", 1)
	must(t, err)
	wantEqual(t, "read change", read, want)

	// Defaults: open, now, UpdatedAt = CreatedAt.
	before := time.Now().Add(-time.Second)
	bare := mkChange(t, s, store.Change{ProjectID: "p", Base: "main", Head: "folio/b"})
	if bare.Number != 2 || bare.State != store.ChangeOpen || bare.CreatedAt.Before(before) || !bare.UpdatedAt.Equal(bare.CreatedAt) {
		t.Errorf("change with defaults: %+v", bare)
	}

	// Numbers are per project.
	if c := mkChange(t, s, newChange("q", "folio/a", 2)); c.Number != 1 {
		t.Errorf("first change of q: #%d, want #1", c.Number)
	}

	// One open change per branch; the refused one takes no number.
	_, err = s.CreateChange(ctx, newChange("p", "folio/a", 3))
	wantIs(t, "second open change of folio/a", err, store.ErrConflict)
	_, err = s.CreateChange(ctx, newChange("missing", "folio/a", 3))
	wantIs(t, "change of a missing project", err, store.ErrNotFound)
	_, err = s.UpdateChange(ctx, "p", 1, func(c *store.Change) error {
		c.State, c.ClosedAt, c.ClosedBy = store.ChangeClosed, at(4), "admin"
		return nil
	})
	must(t, err)
	third := mkChange(t, s, newChange("p", "folio/a", 5))
	if third.Number != 3 {
		t.Errorf("change after a refused one: #%d, want #3", third.Number)
	}

	_, err = s.Change(ctx, "p", 7)
	wantIs(t, "missing number", err, store.ErrNotFound)
	_, err = s.Change(ctx, "q", 2)
	wantIs(t, "number of another project", err, store.ErrNotFound)

	// Listing: newest first, filtered, paged.
	mkChange(t, s, newChange("p", "folio/c", 6))
	for _, tc := range []struct {
		name string
		q    store.ChangeQuery
		want []int
	}{
		{"all", store.ChangeQuery{ProjectID: "p"}, []int{4, 3, 2, 1}},
		{"open", store.ChangeQuery{ProjectID: "p", State: store.ChangeOpen}, []int{4, 3, 2}},
		{"closed", store.ChangeQuery{ProjectID: "p", State: store.ChangeClosed}, []int{1}},
		{"merged", store.ChangeQuery{ProjectID: "p", State: store.ChangeMerged}, []int{}},
		{"head", store.ChangeQuery{ProjectID: "p", Head: "folio/a"}, []int{3, 1}},
		{"head, limit 1", store.ChangeQuery{ProjectID: "p", Head: "folio/a", Limit: 1}, []int{3}},
		{"job", store.ChangeQuery{ProjectID: "p", JobID: "job_folio/c"}, []int{4}},
		{"page", store.ChangeQuery{ProjectID: "p", Limit: 2}, []int{4, 3}},
		{"next page", store.ChangeQuery{ProjectID: "p", Limit: 2, Before: 3}, []int{2, 1}},
		{"other project", store.ChangeQuery{ProjectID: "q"}, []int{1}},
		{"unknown project", store.ChangeQuery{ProjectID: "zzz"}, []int{}},
	} {
		cs, err := s.Changes(ctx, tc.q)
		must(t, err)
		wantEqual(t, "changes "+tc.name, numbers(cs), tc.want)
	}
	cs, err := s.Changes(ctx, store.ChangeQuery{ProjectID: "p", Head: "folio/a"})
	must(t, err)
	if len(cs) == 2 {
		wantEqual(t, "listed change", cs[0], normChange(third))
	}

	for state, want := range map[store.ChangeState]int{"": 4, store.ChangeOpen: 3, store.ChangeClosed: 1, store.ChangeMerged: 0} {
		n, err := s.CountChanges(ctx, "p", state)
		must(t, err)
		if n != want {
			t.Errorf("CountChanges(p, %q) = %d, want %d", state, n, want)
		}
	}
}

func testUpdateChange(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	orig := mkChange(t, s, newChange("p", "folio/a", 1))

	got, err := s.UpdateChange(ctx, "p", 1, func(c *store.Change) error {
		if !c.UpdatedAt.IsZero() {
			t.Errorf("fn sees UpdatedAt %v, want zero", c.UpdatedAt)
		}
		if c.Title != orig.Title || c.HeadCommit != orig.HeadCommit {
			t.Errorf("fn sees %+v, want the stored change", *c)
		}
		c.Title, c.Body = "New title", "New body"
		c.State = store.ChangeMerged
		c.HeadCommit, c.BaseCommit, c.MergeCommit = "h2", "b2", "m2"
		c.MergedAt, c.ClosedBy = at(3), "admin"
		c.UpdatedAt = at(3)
		// Immutable fields.
		c.ProjectID, c.Number, c.JobID, c.Head, c.CreatedAt = "q", 9, "other", "other", at(9)
		return nil
	})
	must(t, err)
	want := normChange(orig)
	want.Title, want.Body, want.State = "New title", "New body", store.ChangeMerged
	want.HeadCommit, want.BaseCommit, want.MergeCommit, want.MergedAt, want.ClosedBy = "h2", "b2", "m2", norm(at(3)), "admin"
	want.UpdatedAt = norm(at(3))
	wantEqual(t, "updated change", got, want)
	read, err := s.Change(ctx, "p", 1)
	must(t, err)
	wantEqual(t, "updated change read back", read, want)

	// fn's error is returned as is and nothing is written.
	errStop := errors.New("stop")
	_, err = s.UpdateChange(ctx, "p", 1, func(c *store.Change) error {
		c.Title = "not written"
		return errStop
	})
	if err != errStop {
		t.Errorf("fn's error: got %v, want it unwrapped", err)
	}
	read, err = s.Change(ctx, "p", 1)
	must(t, err)
	wantEqual(t, "change after a refused update", read, want)

	// UpdatedAt left zero is now.
	before := time.Now().Add(-time.Second)
	got, err = s.UpdateChange(ctx, "p", 1, func(c *store.Change) error { c.Body = "again"; return nil })
	must(t, err)
	if got.UpdatedAt.Before(before) || got.UpdatedAt.After(time.Now().Add(time.Second)) {
		t.Errorf("UpdatedAt = %v, want now", got.UpdatedAt)
	}

	// Reopening while another change of the branch is open conflicts.
	mkChange(t, s, newChange("p", "folio/a", 4))
	_, err = s.UpdateChange(ctx, "p", 1, func(c *store.Change) error { c.State = store.ChangeOpen; return nil })
	wantIs(t, "reopen beside an open change", err, store.ErrConflict)

	_, err = s.UpdateChange(ctx, "p", 7, func(c *store.Change) error {
		t.Error("fn called for a missing change")
		return nil
	})
	wantIs(t, "update a missing change", err, store.ErrNotFound)
}

func testChangeComments(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkChange(t, s, newChange("p", "folio/a", 1))
	mkChange(t, s, newChange("p", "folio/b", 1))

	c1, err := s.AddChangeComment(ctx, store.ChangeComment{ProjectID: "p", Number: 1, Author: "Folio Agent", Body: "First.", CreatedAt: at(5), Seq: 42})
	must(t, err)
	want1 := store.ChangeComment{ProjectID: "p", Number: 1, Seq: 1, Author: "Folio Agent", Body: "First.", CreatedAt: norm(at(5))}
	wantEqual(t, "first comment", c1, want1)
	c2, err := s.AddChangeComment(ctx, store.ChangeComment{ProjectID: "p", Number: 1, Body: "Second <b>bold</b>", CreatedAt: at(3)})
	must(t, err)
	if c2.Seq != 2 {
		t.Errorf("second comment: seq %d", c2.Seq)
	}
	other, err := s.AddChangeComment(ctx, store.ChangeComment{ProjectID: "p", Number: 2, Body: "Other."})
	must(t, err)
	if other.Seq != 1 || other.CreatedAt.IsZero() {
		t.Errorf("comment of another change: %+v", other)
	}
	cms, err := s.ChangeComments(ctx, "p", 1)
	must(t, err)
	wantEqual(t, "comments", cms, []store.ChangeComment{want1, {ProjectID: "p", Number: 1, Seq: 2, Body: "Second <b>bold</b>", CreatedAt: norm(at(3))}})
	for _, cm := range cms {
		wantUTC(t, "comment", cm.CreatedAt)
	}

	// The change's UpdatedAt moves forward with its comments, never back.
	c, err := s.Change(ctx, "p", 1)
	must(t, err)
	wantEqual(t, "change's UpdatedAt after comments", c.UpdatedAt, norm(at(5)))

	_, err = s.AddChangeComment(ctx, store.ChangeComment{ProjectID: "p", Number: 9, Body: "x"})
	wantIs(t, "comment on a missing change", err, store.ErrNotFound)
	_, err = s.AddChangeComment(ctx, store.ChangeComment{ProjectID: "q", Number: 1, Body: "x"})
	wantIs(t, "comment in a missing project", err, store.ErrNotFound)
	cms, err = s.ChangeComments(ctx, "p", 9)
	if err != nil || len(cms) != 0 {
		t.Errorf("comments of a missing change: %v, %v", cms, err)
	}
}

// testCreateChangeConcurrent creates changes of one project at once: the
// numbers are 1…n without a gap or a repeat, and of racing changes of one
// branch exactly one opens.
func testCreateChangeConcurrent(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	const n = 16
	var wg sync.WaitGroup
	got := make([]int, n)
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			c, err := s.CreateChange(ctx, newChange("p", fmt.Sprintf("folio/%02d", i), i))
			got[i], errs[i] = c.Number, err
		})
	}
	wg.Wait()
	for _, err := range errs {
		must(t, err)
	}
	slices.Sort(got)
	want := make([]int, n)
	for i := range want {
		want[i] = i + 1
	}
	wantEqual(t, "numbers of concurrent changes", got, want)

	var opened, refused int
	var mu sync.Mutex
	for i := range n {
		wg.Go(func() {
			_, err := s.CreateChange(ctx, newChange("p", "folio/same", i))
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				opened++
			case errors.Is(err, store.ErrConflict):
				refused++
			default:
				t.Errorf("racing change of one branch: %v", err)
			}
		})
	}
	wg.Wait()
	if opened != 1 || refused != n-1 {
		t.Errorf("racing changes of one branch: %d opened, %d refused; want 1 and %d", opened, refused, n-1)
	}
	next := mkChange(t, s, newChange("p", "folio/next", 0))
	if next.Number != n+2 {
		t.Errorf("number after the races: #%d, want #%d", next.Number, n+2)
	}
}

// testDeleteProjectChanges: a project's changes and comments go with it,
// and a new project of the same id numbers from 1 again.
func testDeleteProjectChanges(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkProject(t, s, "q")
	mkChange(t, s, newChange("p", "folio/a", 1))
	mkChange(t, s, newChange("p", "folio/b", 1))
	mkChange(t, s, newChange("q", "folio/a", 1))
	_, err := s.AddChangeComment(ctx, store.ChangeComment{ProjectID: "p", Number: 1, Body: "x"})
	must(t, err)
	must(t, s.DeleteProject(ctx, "p"))
	_, err = s.Change(ctx, "p", 1)
	wantIs(t, "change of a deleted project", err, store.ErrNotFound)
	cms, err := s.ChangeComments(ctx, "p", 1)
	if err != nil || len(cms) != 0 {
		t.Errorf("comments of a deleted project: %v, %v", cms, err)
	}
	if _, err := s.Change(ctx, "q", 1); err != nil {
		t.Errorf("change of the other project: %v", err)
	}
	mkProject(t, s, "p")
	if c := mkChange(t, s, newChange("p", "folio/a", 2)); c.Number != 1 {
		t.Errorf("first change of a new project p: #%d, want #1", c.Number)
	}
}

func testChangesHostileInput(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkChange(t, s, newChange("p", "folio/a", 1))
	for i, id := range hostile() {
		name := fmt.Sprintf("%d:%.20q", i, id)
		_, err := s.Change(ctx, id, 1)
		wantIs(t, name+" Change", err, store.ErrNotFound)
		_, err = s.CreateChange(ctx, store.Change{ProjectID: id, Head: "x"})
		wantIs(t, name+" CreateChange", err, store.ErrNotFound)
		cs, err := s.Changes(ctx, store.ChangeQuery{ProjectID: id, State: store.ChangeState(id), Head: id, JobID: id})
		if err != nil || len(cs) != 0 {
			t.Errorf("%s Changes: %d, error %v", name, len(cs), err)
		}
		cs, err = s.Changes(ctx, store.ChangeQuery{ProjectID: "p", Head: id})
		if err != nil || len(cs) != 0 {
			t.Errorf("%s Changes by head: %d, error %v", name, len(cs), err)
		}
		n, err := s.CountChanges(ctx, id, store.ChangeState(id))
		if err != nil || n != 0 {
			t.Errorf("%s CountChanges: %d, error %v", name, n, err)
		}
		_, err = s.UpdateChange(ctx, id, 1, func(*store.Change) error {
			t.Errorf("%s: UpdateChange called fn", name)
			return nil
		})
		wantIs(t, name+" UpdateChange", err, store.ErrNotFound)
		_, err = s.AddChangeComment(ctx, store.ChangeComment{ProjectID: id, Number: 1, Body: "x"})
		wantIs(t, name+" AddChangeComment", err, store.ErrNotFound)
		cms, err := s.ChangeComments(ctx, id, 1)
		if err != nil || len(cms) != 0 {
			t.Errorf("%s ChangeComments: %d, error %v", name, len(cms), err)
		}
	}
}
