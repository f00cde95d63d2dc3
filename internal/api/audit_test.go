package api

import (
	"encoding/json"
	"maps"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
)

// auditBundle is a bundle whose jobs.Service records to the audit log,
// with keys that may and may not read it.
func auditBundle(t *testing.T) *bundle {
	t.Helper()
	var b *bundle
	b = setup(t, func(o *Options) {
		rec := audit.NewRecorder(o.Store.(audit.Store), nil, o.Now)
		o.Jobs = jobs.NewService(jobs.ServiceOptions{Store: o.Store, Now: o.Now, Audit: rec})
	})
	b.keys = maps.Clone(b.keys)
	ctx := t.Context()
	for _, u := range []domain.User{
		{ID: "usr_owner", Email: "owner@example.com", Role: domain.RoleOwner},
		{ID: "usr_editor", Email: "editor@example.com", Role: domain.RoleEditor},
	} {
		if err := b.db.CreateUser(ctx, u); err != nil {
			t.Fatal(err)
		}
	}
	auditScope := []domain.Scope{domain.ScopeAuditRead}
	for _, k := range []struct {
		name, user string
		projects   []string
		scopes     []domain.Scope
	}{
		{name: "audit-demo", projects: []string{"demo"}, scopes: auditScope},
		{name: "audit-owner", user: "usr_owner", scopes: auditScope},
		{name: "audit-editor", user: "usr_editor", scopes: auditScope},
		{name: "owner-rw", user: "usr_owner", scopes: []domain.Scope{domain.ScopeRead, domain.ScopeWrite}},
	} {
		secret, key, err := auth.NewKey(nil, k.name, k.projects, k.scopes, time.Time{}, t0)
		if err != nil {
			t.Fatal(err)
		}
		key.UserID = k.user
		if err := b.db.CreateKey(ctx, key); err != nil {
			t.Fatal(err)
		}
		b.keys[k.name] = secret
	}
	return b
}

type auditList struct {
	Entries []struct {
		ID      string `json:"id"`
		Time    string `json:"time"`
		Action  string `json:"action"`
		Outcome string `json:"outcome"`
		Actor   struct {
			UserID *string `json:"userId"`
			KeyID  *string `json:"keyId"`
			Name   string  `json:"name"`
		} `json:"actor"`
		Target *struct {
			Kind string `json:"kind"`
			ID   string `json:"id"`
		} `json:"target"`
		ProjectID *string `json:"projectId"`
		IP        *string `json:"ip"`
		UserAgent *string `json:"userAgent"`
	} `json:"entries"`
	NextCursor *string `json:"nextCursor"`
}

func (b *bundle) auditLog(t *testing.T, query string) auditList {
	t.Helper()
	w := b.do(req{method: "GET", path: "/v2/audit" + query, key: "audit"})
	if w.Code != 200 {
		t.Fatalf("GET /v2/audit%s: %d %s", query, w.Code, w.Body)
	}
	var l auditList
	if err := json.Unmarshal(w.Body.Bytes(), &l); err != nil {
		t.Fatal(err)
	}
	return l
}

// TestAuditJobActions: a job started, messaged, cancelled and archived
// through the API is in the log once each, as the key that asked, from
// the client's address.
func TestAuditJobActions(t *testing.T) {
	b := auditBundle(t)
	ua := map[string]string{"User-Agent": "ci-bot/1.0", "Idempotency-Key": "once"}
	w := b.do(req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: prompt, header: ua})
	if w.Code != 201 {
		t.Fatalf("create: %d %s", w.Code, w.Body)
	}
	// The same request again finds the job: nothing new is recorded.
	if w := b.do(req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: prompt, header: ua}); w.Code >= 300 {
		t.Fatalf("create again: %d %s", w.Code, w.Body)
	}
	delete(ua, "Idempotency-Key")
	var j struct {
		ID string `json:"id"`
	}
	json.Unmarshal(w.Body.Bytes(), &j)
	base := "/v2/agent/demo/job/" + j.ID
	for _, q := range []req{
		{method: "POST", path: base + "/message", key: "rw", body: prompt, header: ua},
		{method: "POST", path: base + "/cancel", key: "owner-rw", header: ua},
		{method: "POST", path: base + "/archive", key: "rw", header: ua},
		{method: "POST", path: base + "/cancel", key: "rw", header: ua}, // refused: not recorded
	} {
		b.clock.Advance(time.Second)
		b.do(q)
	}
	l := b.auditLog(t, "")
	w = b.do(req{method: "GET", path: "/v2/audit", key: "audit"})
	if err := loadDescription(t).check("GET", "/v2/audit", 200, "application/json", w.Body.Bytes()); err != nil {
		t.Errorf("the answer does not match its description: %v", err)
	}
	var got []string
	for _, e := range l.Entries {
		got = append(got, e.Action+" by "+e.Actor.Name)
		if e.Target == nil || e.Target.Kind != "job" || e.Target.ID != j.ID || *e.ProjectID != "demo" || e.Outcome != "success" {
			t.Errorf("%s: target %+v, project %v, outcome %s", e.Action, e.Target, e.ProjectID, e.Outcome)
		}
		if e.IP == nil || *e.IP != "192.0.2.1" || e.UserAgent == nil || *e.UserAgent != "ci-bot/1.0" || e.Actor.KeyID == nil {
			t.Errorf("%s: from %v, %v, key %v", e.Action, e.IP, e.UserAgent, e.Actor.KeyID)
		}
	}
	want := "job.archive by rw,job.cancel by owner-rw,job.message by rw,job.create by rw"
	if strings.Join(got, ",") != want {
		t.Errorf("log:\n got %s\nwant %s", strings.Join(got, ","), want)
	}
	if e := l.Entries[1]; e.Actor.UserID == nil || *e.Actor.UserID != "usr_owner" {
		t.Errorf("an owner's key acts as its user: %+v", e.Actor)
	}

	// Filters and pages.
	if l := b.auditLog(t, "?action=job.cancel"); len(l.Entries) != 1 {
		t.Errorf("action filter: %d entries", len(l.Entries))
	}
	if l := b.auditLog(t, "?actor=usr_owner"); len(l.Entries) != 1 {
		t.Errorf("actor filter: %d entries", len(l.Entries))
	}
	if l := b.auditLog(t, "?project=other"); len(l.Entries) != 0 {
		t.Errorf("project filter: %d entries", len(l.Entries))
	}
	if l := b.auditLog(t, "?since=2026-11-22T10:20:01Z&until=2026-11-22T10:20:03Z"); len(l.Entries) != 2 {
		t.Errorf("time filter: %d entries", len(l.Entries))
	}
	var paged []string
	q := "?limit=1"
	for range 10 {
		l := b.auditLog(t, q)
		for _, e := range l.Entries {
			paged = append(paged, e.Action)
		}
		if l.NextCursor == nil {
			break
		}
		q = "?limit=1&cursor=" + *l.NextCursor
	}
	if strings.Join(paged, ",") != "job.archive,job.cancel,job.message,job.create" {
		t.Errorf("pages: %v", paged)
	}
}

// TestAuditAccess: only keys of the whole organisation or of its owners,
// with audit:read, read the log; bad filters are 400s naming the field.
func TestAuditAccess(t *testing.T) {
	b := auditBundle(t)
	for _, tc := range []struct {
		key, query string
		want       int
		says       string
	}{
		{"", "", 401, "needs an API key"},
		{"rw", "", 403, "audit:read"},
		{"audit", "", 200, ""},
		{"audit-owner", "", 200, ""},
		{"audit-editor", "", 403, "owners"},
		{"audit-demo", "", 403, "every project"},
		{"audit", "?action=nope", 400, `"parameter":"action"`},
		{"audit", "?outcome=maybe", 400, `"parameter":"outcome"`},
		{"audit", "?since=yesterday", 400, `"parameter":"since"`},
		{"audit", "?until=2026-13-01T00:00:00Z", 400, `"parameter":"until"`},
		{"audit", "?since=2026-01-02T00:00:00Z&until=2026-01-01T00:00:00Z", 400, `"parameter":"until"`},
		{"audit", "?limit=0", 400, `"parameter":"limit"`},
		{"audit", "?limit=201", 400, `"parameter":"limit"`},
		{"audit", "?limit=200", 200, ""},
		{"audit", "?cursor=bogus", 400, `"parameter":"cursor"`},
		{"audit", "?colour=red", 400, `"parameter":"colour"`},
		{"audit", "?action=job.create&action=job.cancel", 400, `"parameter":"action"`},
	} {
		w := b.do(req{method: "GET", path: "/v2/audit" + tc.query, key: tc.key})
		if w.Code != tc.want || !strings.Contains(w.Body.String(), tc.says) {
			t.Errorf("%s %s: %d %s, want %d saying %s", tc.key, tc.query, w.Code, w.Body, tc.want, tc.says)
		}
		if tc.want >= 400 && !strings.HasPrefix(w.Header().Get("Content-Type"), "application/problem+json") {
			t.Errorf("%s %s: Content-Type %q", tc.key, tc.query, w.Header().Get("Content-Type"))
		}
	}
	if w := b.do(req{method: "POST", path: "/v2/audit", key: "audit"}); w.Code != 405 {
		t.Errorf("POST /v2/audit: %d", w.Code)
	}
}

// TestAuditActionsDescribed: the description lists every action, in
// audit's order.
func TestAuditActionsDescribed(t *testing.T) {
	var doc struct {
		Components struct {
			Schemas struct {
				AuditAction struct {
					Enum []string `json:"enum"`
				} `json:"AuditAction"`
			} `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal([]byte(openAPIDocument), &doc); err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, a := range audit.Actions() {
		want = append(want, string(a))
	}
	if got := doc.Components.Schemas.AuditAction.Enum; strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("AuditAction enum:\n got %v\nwant %v", got, want)
	}
}
