package api

import (
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/domain"
)

// TestUserKeys: a user's key acts within its user's roles, now: it reads
// what they may view, writes only where they are an editor, sees no
// project they have no role on, and stops when they are disabled.
func TestUserKeys(t *testing.T) {
	b, f := setupWithFixtures(t)
	ctx := t.Context()
	for _, u := range []domain.User{
		{ID: "usr_viewer", Email: "viewer@example.com", Role: domain.RoleViewer},
		{ID: "usr_demo_editor", Email: "ed@example.com", Role: domain.RoleNone},
	} {
		if err := b.db.CreateUser(ctx, u); err != nil {
			t.Fatal(err)
		}
		secret, k, err := auth.NewKey(nil, u.Email, nil, nil, time.Time{}, t0)
		if err != nil {
			t.Fatal(err)
		}
		k.UserID = u.ID
		if err := b.db.CreateKey(ctx, k); err != nil {
			t.Fatal(err)
		}
		b.keys[u.ID] = secret
	}
	if err := b.db.SetProjectRole(ctx, "usr_demo_editor", "demo", domain.RoleEditor); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		q    req
		want int
	}{
		{req{method: "GET", path: "/v2/agent/demo/jobs", key: "usr_viewer"}, 200},
		{req{method: "GET", path: "/v2/agent/other/job/{other}", key: "usr_viewer"}, 200},
		{req{method: "POST", path: "/v2/agent/demo/job", key: "usr_viewer", body: prompt}, 403},
		{req{method: "POST", path: "/v2/agent/demo/job/{job}/cancel", key: "usr_viewer"}, 403},
		{req{method: "POST", path: "/v2/agent/demo/job", key: "usr_demo_editor", body: prompt}, 201},
		{req{method: "GET", path: "/v2/agent/other/jobs", key: "usr_demo_editor"}, 404},
		{req{method: "POST", path: "/v2/agent/other/job", key: "usr_demo_editor", body: prompt}, 404},
	} {
		tc.q.path = f.path(tc.q.path)
		if w := b.do(tc.q); w.Code != tc.want {
			t.Errorf("%s %s as %s: %d, want %d\n%s", tc.q.method, tc.q.path, tc.q.key, w.Code, tc.want, w.Body)
		}
	}
	if _, err := b.db.UpdateUser(ctx, "usr_demo_editor", func(u *domain.User) error { u.DisabledAt = t0; return nil }); err != nil {
		t.Fatal(err)
	}
	w := b.do(req{method: "GET", path: "/v2/agent/demo/jobs", key: "usr_demo_editor"})
	if w.Code != 401 || !strings.Contains(w.Body.String(), "disabled") {
		t.Errorf("a disabled user's key: %d %s", w.Code, w.Body)
	}
}
