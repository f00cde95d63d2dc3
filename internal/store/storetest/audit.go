package storetest

import (
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/store"
)

func addAudit(t *testing.T, s store.Store, e store.AuditEntry) store.AuditEntry {
	t.Helper()
	got, err := s.AddAudit(t.Context(), e)
	must(t, err)
	return got
}

func auditLog(t *testing.T, s store.Store, q store.AuditQuery) store.AuditPage {
	t.Helper()
	page, err := s.AuditLog(t.Context(), q)
	must(t, err)
	return page
}

func auditIDs(es []store.AuditEntry) []int64 {
	ids := []int64{}
	for _, e := range es {
		ids = append(ids, e.ID)
	}
	return ids
}

func testAudit(t *testing.T, s store.Store) {
	in := store.AuditEntry{
		Time: at(0), UserID: "usr_a", KeyID: "key_a", ActorName: "ada@example.com", Action: "key.create",
		TargetKind: "key", TargetID: "key_b", ProjectID: "docs", IP: "203.0.113.7", UserAgent: "curl/8",
		Outcome: "success", Detail: map[string]string{"name": "CI"},
	}
	first := addAudit(t, s, in)
	if first.ID == 0 {
		t.Fatal("AddAudit: no id")
	}
	want := in
	want.ID, want.Time = first.ID, norm(in.Time)
	wantEqual(t, "AddAudit's entry", first, want)
	page := auditLog(t, s, store.AuditQuery{})
	if len(page.Entries) != 1 || page.Next != nil {
		t.Fatalf("AuditLog: %+v", page)
	}
	wantEqual(t, "read back", page.Entries[0], want)
	wantUTC(t, "read back", page.Entries[0].Time)

	// A zero time is now; no detail reads back as nil.
	before := time.Now().Add(-time.Second)
	now := addAudit(t, s, store.AuditEntry{Action: "signin.password", Outcome: "failure", ActorName: "x@example.com"})
	if now.Time.Before(before) || now.ID <= first.ID {
		t.Errorf("zero time: got %v, id %d", now.Time, now.ID)
	}
	later := addAudit(t, s, store.AuditEntry{Time: at(10), UserID: "usr_b", Action: "job.create", ProjectID: "api", Outcome: "success"})
	addAudit(t, s, store.AuditEntry{Time: at(20), KeyID: "usr_a", Action: "job.cancel", ProjectID: "docs", Outcome: "success"})

	all := auditLog(t, s, store.AuditQuery{Until: at(60)})
	if len(all.Entries) != 3 || all.Entries[0].Time.Before(all.Entries[1].Time) {
		t.Errorf("newest first: %+v", all.Entries)
	}
	if all.Entries[1].Detail != nil {
		t.Errorf("no detail: got %v", all.Entries[1].Detail)
	}
	cases := []struct {
		name string
		q    store.AuditQuery
		want int
	}{
		{"action", store.AuditQuery{Action: "job.create"}, 1},
		{"actor by user or key", store.AuditQuery{Actor: "usr_a"}, 2},
		{"actor by key", store.AuditQuery{Actor: "key_a"}, 1},
		{"actor by name", store.AuditQuery{Actor: "x@example.com"}, 1},
		{"project", store.AuditQuery{ProjectID: "docs"}, 2},
		{"outcome", store.AuditQuery{Outcome: "failure"}, 1},
		{"since inclusive", store.AuditQuery{Since: at(10), Until: at(60)}, 2},
		{"until exclusive", store.AuditQuery{Until: at(10)}, 1},
		{"both", store.AuditQuery{Since: at(1), Until: at(11)}, 1},
		{"all filters", store.AuditQuery{Action: "job.create", Actor: "usr_b", ProjectID: "api", Outcome: "success"}, 1},
		{"nothing matches", store.AuditQuery{Action: "nope"}, 0},
	}
	for _, c := range cases {
		if got := auditLog(t, s, c.q).Entries; len(got) != c.want {
			t.Errorf("%s: got %d entries %v, want %d", c.name, len(got), auditIDs(got), c.want)
		}
	}
	if got := auditLog(t, s, store.AuditQuery{Since: at(5), Until: at(15)}).Entries; len(got) != 1 || got[0].ID != later.ID {
		t.Errorf("time window: %v", auditIDs(got))
	}

	n, err := s.PruneAudit(t.Context(), at(10))
	must(t, err)
	if n != 1 {
		t.Errorf("PruneAudit: %d deleted, want 1 (only the entry before at(10))", n)
	}
	if got := auditLog(t, s, store.AuditQuery{Until: at(60)}).Entries; len(got) != 2 {
		t.Errorf("after pruning: %v", auditIDs(got))
	}
}

func testAuditPages(t *testing.T, s store.Store) {
	// Several entries share a time: the id orders them, and a page
	// boundary between them loses and repeats none. Written concurrently,
	// as requests do.
	var wg sync.WaitGroup
	for i := range 25 {
		wg.Go(func() {
			addAudit(t, s, store.AuditEntry{Time: at(i / 5), Action: "job.message", Outcome: "success"})
		})
	}
	wg.Wait()
	var seen []int64
	q := store.AuditQuery{Limit: 4}
	for pages := 0; ; pages++ {
		if pages > 10 {
			t.Fatal("paging does not end")
		}
		page := auditLog(t, s, q)
		seen = append(seen, auditIDs(page.Entries)...)
		if page.Next == nil {
			break
		}
		q.After = page.Next
	}
	if len(seen) != 25 {
		t.Fatalf("paged through %d entries, want 25", len(seen))
	}
	all := auditLog(t, s, store.AuditQuery{Limit: 100})
	wantEqual(t, "pages in order", seen, auditIDs(all.Entries))
	for i := 1; i < len(all.Entries); i++ {
		a, b := all.Entries[i-1], all.Entries[i]
		if a.Time.Before(b.Time) || a.Time.Equal(b.Time) && a.ID < b.ID {
			t.Fatalf("order at %d: %v/%d before %v/%d", i, a.Time, a.ID, b.Time, b.ID)
		}
	}
}

func testAuditHostileInput(t *testing.T, s store.Store) {
	for _, h := range hostile() {
		e := addAudit(t, s, store.AuditEntry{
			Action: "signin.password", Outcome: "failure", ActorName: h, UserAgent: h + strings.Repeat("é", 400),
			Detail: map[string]string{h: h, "reason": "unknown_user"},
		})
		got := auditLog(t, s, store.AuditQuery{Limit: 1}).Entries
		if len(got) != 1 || got[0].ID != e.ID {
			t.Fatalf("%q: not read back", h)
		}
		wantEqual(t, "stored as Clean left it", got[0].ActorName, e.ActorName)
		for _, v := range []string{got[0].ActorName, got[0].UserAgent} {
			if !utf8.ValidString(v) || strings.ContainsRune(v, 0) || len(v) > 400 {
				t.Errorf("%q: stored %q", h, v)
			}
		}
		// A filter that cannot be stored finds nothing, without an error.
		if got := auditLog(t, s, store.AuditQuery{Actor: h, Action: h}).Entries; len(got) != 0 {
			t.Errorf("filter %q: %d entries", h, len(got))
		}
	}
}
