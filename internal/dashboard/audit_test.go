package dashboard_test

import (
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// lastAudit is the newest entry of the audit log.
func lastAudit(t *testing.T, st store.Store) store.AuditEntry {
	t.Helper()
	page, err := st.AuditLog(t.Context(), store.AuditQuery{Limit: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(page.Entries) == 0 {
		return store.AuditEntry{}
	}
	return page.Entries[0]
}

// TestAuditRecords drives the dashboard's real handlers through every
// action the audit log records and checks the entry each one leaves:
// what, whose, on what, with what outcome, from where.
func TestAuditRecords(t *testing.T) {
	t.Parallel()
	rb := setupReview(t)
	b := rb.bundle
	ctx := t.Context()
	if err := b.store.UpdateProject(ctx, func() domain.Project {
		p, err := b.store.Project(ctx, "acme")
		if err != nil {
			t.Fatal(err)
		}
		p.Model = "script:audit"
		return p
	}()); err != nil {
		t.Fatal(err)
	}
	b.addUser("ed@example.com", domain.RoleEditor, nil)
	owner := b.client()
	var csrf string
	var jobPath, keyID, hookPath string

	type step struct {
		name string
		do   func(t *testing.T)
		// want is the entry the step adds: Action, Outcome, ActorName,
		// TargetKind, ProjectID and Detail["reason"] are compared.
		want store.AuditEntry
	}
	steps := []step{
		{"wrong password", func(t *testing.T) {
			owner.login("not the password", "").wantStatus(t, http.StatusUnprocessableEntity)
		}, store.AuditEntry{Action: "signin.password", Outcome: "failure", ActorName: "admin", TargetKind: "user", Detail: map[string]string{"reason": "bad_password"}}},
		{"unknown user", func(t *testing.T) {
			owner.loginAs("ghost@example.com", "whatever it is", "").wantStatus(t, http.StatusUnprocessableEntity)
		}, store.AuditEntry{Action: "signin.password", Outcome: "failure", ActorName: "ghost@example.com", Detail: map[string]string{"reason": "unknown_user"}}},
		{"sign-in", func(t *testing.T) {
			owner.login(testPassword, "").wantRedirect(t, "/dashboard/projects")
			csrf = owner.get("/projects").csrf(t)
		}, store.AuditEntry{Action: "signin.password", Outcome: "success", ActorName: "admin", TargetKind: "user"}},
		{"key created", func(t *testing.T) {
			loc := owner.post("/keys", url.Values{"csrf": {csrf}, "name": {"ci"}, "access": {"all"}, "scope": {"read"}, "expiry": {"never"}}).Header.Get("Location")
			keyID = strings.TrimSuffix(strings.TrimPrefix(loc, "/dashboard/keys/"), "/created")
		}, store.AuditEntry{Action: "key.create", Outcome: "success", ActorName: "admin", TargetKind: "key"}},
		{"key revoked", func(t *testing.T) {
			owner.post("/keys/"+keyID+"/revoke", url.Values{"csrf": {csrf}}).wantRedirect(t, "/dashboard/keys")
		}, store.AuditEntry{Action: "key.revoke", Outcome: "success", ActorName: "admin", TargetKind: "key"}},
		{"webhook created", func(t *testing.T) {
			loc := owner.post("/projects/acme/webhooks", url.Values{"csrf": {csrf}, "url": {"https://hooks.example.com/x"}, "scope": {"all"}}).Header.Get("Location")
			hookPath = strings.TrimPrefix(strings.TrimSuffix(loc, "/created"), "/dashboard")
		}, store.AuditEntry{Action: "webhook.create", Outcome: "success", ActorName: "admin", TargetKind: "webhook", ProjectID: "acme"}},
		{"webhook disabled", func(t *testing.T) {
			owner.post(hookPath+"/disable", url.Values{"csrf": {csrf}}).wantStatus(t, http.StatusSeeOther)
		}, store.AuditEntry{Action: "webhook.disable", Outcome: "success", ActorName: "admin", TargetKind: "webhook", ProjectID: "acme"}},
		{"webhook enabled", func(t *testing.T) {
			owner.post(hookPath+"/enable", url.Values{"csrf": {csrf}}).wantStatus(t, http.StatusSeeOther)
		}, store.AuditEntry{Action: "webhook.enable", Outcome: "success", ActorName: "admin", TargetKind: "webhook", ProjectID: "acme"}},
		{"webhook deleted", func(t *testing.T) {
			owner.post(hookPath+"/delete", url.Values{"csrf": {csrf}}).wantStatus(t, http.StatusSeeOther)
		}, store.AuditEntry{Action: "webhook.delete", Outcome: "success", ActorName: "admin", TargetKind: "webhook", ProjectID: "acme"}},
		{"job started", func(t *testing.T) {
			loc := owner.post("/projects/acme/jobs", url.Values{"csrf": {csrf}, "prompt": {"Document the retries"}}).wantStatus(t, http.StatusSeeOther).Header.Get("Location")
			jobPath = strings.TrimPrefix(loc, "/dashboard")
		}, store.AuditEntry{Action: "job.create", Outcome: "success", ActorName: "admin", TargetKind: "job", ProjectID: "acme"}},
		{"job messaged", func(t *testing.T) {
			owner.post(jobPath+"/message", url.Values{"csrf": {csrf}, "prompt": {"And the FAQ"}}).wantStatus(t, http.StatusSeeOther)
		}, store.AuditEntry{Action: "job.message", Outcome: "success", ActorName: "admin", TargetKind: "job", ProjectID: "acme"}},
		{"job cancelled", func(t *testing.T) {
			owner.post(jobPath+"/cancel", url.Values{"csrf": {csrf}}).wantStatus(t, http.StatusSeeOther)
		}, store.AuditEntry{Action: "job.cancel", Outcome: "success", ActorName: "admin", TargetKind: "job", ProjectID: "acme"}},
		{"job archived", func(t *testing.T) {
			owner.post(jobPath+"/archive", url.Values{"csrf": {csrf}}).wantStatus(t, http.StatusSeeOther)
		}, store.AuditEntry{Action: "job.archive", Outcome: "success", ActorName: "admin", TargetKind: "job", ProjectID: "acme"}},
		{"change merged", func(t *testing.T) {
			commitOn(t, rb.repo, "folio/aaaa1111", map[string]string{"docs/guide.mdx": "---\ntitle: Guide\n---\n\nNew.\n"})
			rb.openChange("folio/aaaa1111", "job_aaaa1111", "Edit the guide", "")
			owner.post("/projects/acme/changes/1/merge", url.Values{"csrf": {csrf}, "method": {"merge"}}).wantStatus(t, http.StatusSeeOther)
		}, store.AuditEntry{Action: "change.merge", Outcome: "success", ActorName: "admin", TargetKind: "change", ProjectID: "acme"}},
		{"change closed", func(t *testing.T) {
			commitOn(t, rb.repo, "folio/bbbb2222", map[string]string{"docs/index.mdx": "---\ntitle: Home\n---\n\nHi.\n"})
			rb.openChange("folio/bbbb2222", "job_bbbb2222", "Edit the home page", "")
			owner.post("/projects/acme/changes/2/close", url.Values{"csrf": {csrf}}).wantStatus(t, http.StatusSeeOther)
		}, store.AuditEntry{Action: "change.close", Outcome: "success", ActorName: "admin", TargetKind: "change", ProjectID: "acme"}},
		{"invitation", func(t *testing.T) {
			owner.post("/invitations", url.Values{"csrf": {csrf}, "email": {"new@example.com"}, "role": {"viewer"}}).wantStatus(t, http.StatusSeeOther)
		}, store.AuditEntry{Action: "invitation.create", Outcome: "success", ActorName: "admin", TargetKind: "invitation"}},
		{"role", func(t *testing.T) {
			owner.post("/users/usr_ed_example_com/role", url.Values{"csrf": {csrf}, "role": {"viewer"}}).wantStatus(t, http.StatusSeeOther)
		}, store.AuditEntry{Action: "user.role", Outcome: "success", ActorName: "admin", TargetKind: "user"}},
		{"grant", func(t *testing.T) {
			owner.post("/users/usr_ed_example_com/projects", url.Values{"csrf": {csrf}, "project": {"acme"}, "role": {"editor"}}).wantStatus(t, http.StatusSeeOther)
		}, store.AuditEntry{Action: "user.grant", Outcome: "success", ActorName: "admin", TargetKind: "user", ProjectID: "acme"}},
		{"disable", func(t *testing.T) {
			owner.post("/users/usr_ed_example_com/disable", url.Values{"csrf": {csrf}}).wantStatus(t, http.StatusSeeOther)
		}, store.AuditEntry{Action: "user.disable", Outcome: "success", ActorName: "admin", TargetKind: "user"}},
		{"enable", func(t *testing.T) {
			owner.post("/users/usr_ed_example_com/enable", url.Values{"csrf": {csrf}}).wantStatus(t, http.StatusSeeOther)
		}, store.AuditEntry{Action: "user.enable", Outcome: "success", ActorName: "admin", TargetKind: "user"}},
		{"password refused", func(t *testing.T) {
			owner.post("/account/password", url.Values{"csrf": {csrf}, "current": {"wrong one!"}, "password": {"a new password"}, "confirm": {"a new password"}}).
				wantStatus(t, http.StatusUnprocessableEntity)
		}, store.AuditEntry{Action: "user.password", Outcome: "failure", ActorName: "admin", TargetKind: "user", Detail: map[string]string{"reason": "bad_password"}}},
		{"project deleted", func(t *testing.T) {
			b.addProject("old", "Old Docs")
			owner.post("/projects/old/delete", url.Values{"csrf": {csrf}, "confirm": {"old"}}).wantRedirect(t, "/dashboard/projects")
		}, store.AuditEntry{Action: "project.delete", Outcome: "success", ActorName: "admin", TargetKind: "project", ProjectID: "old"}},
		{"sign-out", func(t *testing.T) {
			owner.post("/logout", url.Values{"csrf": {csrf}}).wantRedirect(t, "/dashboard/login")
		}, store.AuditEntry{Action: "signout", Outcome: "success", ActorName: "admin", TargetKind: "user"}},
	}
	for _, s := range steps {
		before := lastAudit(t, b.store)
		s.do(t)
		got := lastAudit(t, b.store)
		if got.ID == before.ID {
			t.Errorf("%s: nothing recorded", s.name)
			continue
		}
		w := s.want
		if got.Action != w.Action || got.Outcome != w.Outcome || got.ActorName != w.ActorName || got.TargetKind != w.TargetKind ||
			got.ProjectID != w.ProjectID || got.Detail["reason"] != w.Detail["reason"] {
			t.Errorf("%s: recorded %+v, want %+v", s.name, got, w)
		}
		if got.IP != "127.0.0.1" || !strings.HasPrefix(got.UserAgent, "Go-http-client/") {
			t.Errorf("%s: from %q, %q", s.name, got.IP, got.UserAgent)
		}
		if w.Outcome == "success" && w.ActorName == "admin" && got.UserID != "usr_admin" {
			t.Errorf("%s: user %q", s.name, got.UserID)
		}
		for k, v := range got.Detail {
			if strings.Contains(v, "not the password") || strings.Contains(v, testPassword) || strings.Contains(k+v, "a new password") {
				t.Errorf("%s: a password in the log: %s=%s", s.name, k, v)
			}
		}
	}
}

// TestAuditPage: owners read the log, filter it with a plain GET form,
// and page through it; nobody else reaches it or sees its link.
func TestAuditPage(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.addUser("ed@example.com", domain.RoleEditor, nil)
	b.client().loginAs("ed@example.com", "a wrong password", "").wantStatus(t, http.StatusUnprocessableEntity)
	for range 55 {
		b.clock.Advance(1e9)
		if _, err := b.store.AddAudit(t.Context(), store.AuditEntry{Time: b.clock.Now(), ActorName: "cli", Action: "project.create",
			TargetKind: "project", TargetID: "p", ProjectID: "p", Outcome: "success"}); err != nil {
			t.Fatal(err)
		}
	}
	owner := b.signedIn()
	owner.get("/projects").wantBody(t, `href="/dashboard/audit"`)
	p := owner.get("/audit").wantStatus(t, http.StatusOK).wantBody(t, "Audit log", `<form class="audit-filters" method="get"`, "Older entries")
	if n := strings.Count(p.body, `class="audit-row"`); n != 50 {
		t.Errorf("first page: %d rows, want 50", n)
	}
	older := owner.get(regexpFind(t, p.body, `href="/dashboard(/audit\?cursor=[^"]+)"`)).wantStatus(t, http.StatusOK).wantBody(t, "Newest")
	if n := strings.Count(older.body, `class="audit-row"`); n != 7 { // 55 + the failure + the owner's sign-in
		t.Errorf("second page: %d rows, want 7", n)
	}
	owner.get("/audit?outcome=failure").wantStatus(t, http.StatusOK).
		wantBody(t, "ed@example.com", "Sign-in with a password", "reason: bad_password", "Failed", "127.0.0.1").
		wantNoBody(t, `data-action="project.create"`)
	owner.get("/audit?action=signin.password&outcome=success").wantBody(t, "Succeeded").wantNoBody(t, "Failed</span>")
	owner.get("/audit?actor=ed%40example.com").wantBody(t, "bad_password")
	owner.get("/audit?action=nope&since=yesterday").wantStatus(t, http.StatusUnprocessableEntity).
		wantBody(t, "Choose one of the actions.", "Give a date as YYYY-MM-DD.")
	owner.get("/audit?cursor=broken").wantStatus(t, http.StatusBadRequest)

	editor := b.as("ed@example.com")
	editor.get("/projects").wantNoBody(t, `href="/dashboard/audit"`)
	editor.get("/audit").wantStatus(t, http.StatusForbidden)
}

// regexpFind is the first group of pattern's first match in s.
func regexpFind(t *testing.T, s, pattern string) string {
	t.Helper()
	m := regexp.MustCompile(pattern).FindStringSubmatch(s)
	if m == nil {
		t.Fatalf("no %s", pattern)
	}
	return html.UnescapeString(m[1])
}
