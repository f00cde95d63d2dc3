package auth

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/sqlite"
)

// cheap is an argon2id setting that keeps tests fast.
var cheap = Passwords{Memory: 64, Time: 1, Threads: 1}

func TestPasswords(t *testing.T) {
	for _, p := range []Passwords{{}, cheap} {
		h, err := p.Hash("correct horse battery")
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(h, "$argon2id$v=19$") || strings.Contains(h, "correct horse") {
			t.Fatalf("hash %q", h)
		}
		if ok, rehash := p.Check(h, "correct horse battery"); !ok || rehash {
			t.Errorf("%+v: the right password: ok %v, rehash %v", p, ok, rehash)
		}
		for _, wrong := range []string{"correct horse batterx", "", strings.Repeat("a", MaxPassword+1)} {
			if ok, _ := p.Check(h, wrong); ok {
				t.Errorf("%+v: %.20q matched", p, wrong)
			}
		}
		again, _ := p.Hash("correct horse battery")
		if again == h {
			t.Error("two hashes of one password are equal: no salt")
		}
	}
	// A hash of other costs verifies and asks to be made again.
	h, _ := cheap.Hash("correct horse battery")
	if ok, rehash := (Passwords{}).Check(h, "correct horse battery"); !ok || !rehash {
		t.Errorf("other costs: ok %v, rehash %v; want true, true", ok, rehash)
	}
	// The shared password's bcrypt hash verifies and asks to be made again.
	b, _ := bcrypt.GenerateFromPassword([]byte("correct horse battery"), bcrypt.MinCost)
	if ok, rehash := cheap.Check(string(b), "correct horse battery"); !ok || !rehash {
		t.Errorf("bcrypt: ok %v, rehash %v; want true, true", ok, rehash)
	}
	if ok, _ := cheap.Check(string(b), "wrong password"); ok {
		t.Error("bcrypt: a wrong password matched")
	}
	for _, bad := range []string{"", "plain", "$argon2id$v=19$m=64,t=1,p=1$c2FsdHNhbHQ$", "$argon2id$v=18$m=64,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA",
		"$argon2id$v=19$m=999999999,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA", "$argon2i$v=19$m=64,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA"} {
		if ok, _ := cheap.Check(bad, ""); ok {
			t.Errorf("hash %q matched", bad)
		}
		if ok, _ := cheap.Check(bad, "password"); ok {
			t.Errorf("hash %q matched", bad)
		}
	}
	for _, pw := range []string{"short", strings.Repeat("x", MaxPassword+1)} {
		if _, err := cheap.Hash(pw); err == nil {
			t.Errorf("a password of %d bytes was accepted", len(pw))
		}
	}
	cheap.Waste("anything") // runs; nothing to see
}

func TestNormalizeEmail(t *testing.T) {
	for in, want := range map[string]string{
		"Ada@Example.COM":                  "ada@example.com",
		"  bob@example.com ":               "bob@example.com",
		"admin":                            "admin",
		"Admin":                            "admin",
		"first.last+tag@sub.ex.io":         "first.last+tag@sub.ex.io",
		"":                                 "error",
		"Ada <ada@example.com>":            "error",
		"a b@example.com":                  "error",
		"@example.com":                     "error",
		"ada@":                             "error",
		"-admin":                           "error",
		"ada@example.com\nx":               "error",
		strings.Repeat("a", 250) + "@e.io": "error",
	} {
		got, err := NormalizeEmail(in)
		if err != nil {
			got = "error"
		}
		if got != want {
			t.Errorf("NormalizeEmail(%q) = %q, want %q", in, got, want)
		}
	}
}

func openStore(t *testing.T) store.Store {
	t.Helper()
	st, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "folio.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func TestEnsureOwner(t *testing.T) {
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	t.Run("fresh", func(t *testing.T) {
		st := openStore(t)
		// Without Generate, a fresh install gets no user.
		pw, err := EnsureOwner(t.Context(), st, OwnerOptions{Passwords: cheap, Now: now})
		if err != nil || pw != "" {
			t.Fatalf("EnsureOwner without Generate = %q, %v", pw, err)
		}
		pw, err = EnsureOwner(t.Context(), st, OwnerOptions{Passwords: cheap, Now: now, Generate: true})
		if err != nil || len(pw) != generatedPasswordLen {
			t.Fatalf("EnsureOwner = %q, %v", pw, err)
		}
		u, err := st.UserByEmail(t.Context(), "admin")
		if err != nil {
			t.Fatal(err)
		}
		if ok, _ := cheap.Check(u.PasswordHash, pw); !ok || u.Role != domain.RoleOwner || !u.CreatedAt.Equal(now) {
			t.Errorf("first owner %+v does not take the password", u)
		}
		again, err := EnsureOwner(t.Context(), st, OwnerOptions{Passwords: cheap, Now: now, Generate: true})
		if err != nil || again != "" {
			t.Errorf("second EnsureOwner = %q, %v; want nothing", again, err)
		}
	})
	t.Run("upgrade", func(t *testing.T) {
		st := openStore(t)
		b, _ := bcrypt.GenerateFromPassword([]byte("the old shared one"), bcrypt.MinCost)
		if err := st.SetSetting(t.Context(), LegacyPasswordSetting, string(b)); err != nil {
			t.Fatal(err)
		}
		pw, err := EnsureOwner(t.Context(), st, OwnerOptions{Email: "Ops@Example.com", Passwords: cheap, Now: now, Generate: true})
		if err != nil || pw != "" {
			t.Fatalf("EnsureOwner on an upgrade = %q, %v; want the old password kept", pw, err)
		}
		u, err := st.UserByEmail(t.Context(), "ops@example.com")
		if err != nil {
			t.Fatal(err)
		}
		if ok, rehash := cheap.Check(u.PasswordHash, "the old shared one"); !ok || !rehash || u.Role != domain.RoleOwner {
			t.Errorf("the owner made from the shared password: %+v", u)
		}
		if v, _ := st.Setting(t.Context(), LegacyPasswordSetting); v != "" {
			t.Errorf("the shared password's hash is still kept: %q", v)
		}
	})
}

func TestNewInvitation(t *testing.T) {
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	token, inv, err := NewInvitation(nil, store.Invitation{Email: " Eve@Example.com", Role: domain.RoleEditor, CreatedBy: "usr_1"}, now)
	if err != nil {
		t.Fatal(err)
	}
	if !ValidToken(token) || string(inv.Hash) != string(HashSecret(token)) || !strings.HasPrefix(inv.ID, "inv_") {
		t.Errorf("token %q, invitation %+v", token, inv)
	}
	if inv.Email != "eve@example.com" || !inv.ExpiresAt.Equal(now.Add(InvitationTTL)) || inv.CreatedBy != "usr_1" {
		t.Errorf("invitation %+v", inv)
	}
	for _, bad := range []store.Invitation{
		{Email: "not an address", Role: domain.RoleEditor},
		{Email: "e@example.com", Role: "boss"},
		{Email: "e@example.com", Role: domain.RoleNone, ProjectID: "p", ProjectRole: "boss"},
	} {
		if _, _, err := NewInvitation(nil, bad, now); err == nil {
			t.Errorf("NewInvitation(%+v) passed", bad)
		}
	}
	for _, s := range []string{"", strings.Repeat("a", 42), strings.Repeat("a", 44), strings.Repeat("a", 42) + "/"} {
		if ValidToken(s) {
			t.Errorf("ValidToken(%q)", s)
		}
	}
}

// TestUserKeys: a user's key acts within its user's roles, read on each
// request, and stops when the user is disabled or gone.
func TestUserKeys(t *testing.T) {
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	keys := &fakeKeys{keys: map[string]domain.APIKey{},
		users: map[string]domain.User{
			"usr_v": {ID: "usr_v", Role: domain.RoleViewer},
			"usr_n": {ID: "usr_n", Role: domain.RoleNone},
			"usr_d": {ID: "usr_d", Role: domain.RoleOwner, DisabledAt: now},
		},
		grants: map[string]map[string]domain.Role{"usr_v": {"docs": domain.RoleEditor}, "usr_n": {"docs": domain.RoleViewer}},
	}
	add := func(userID string) string {
		secret, k, err := NewKey(nil, "k", nil, nil, time.Time{}, now)
		if err != nil {
			t.Fatal(err)
		}
		k.UserID = userID
		keys.keys[string(k.Hash)] = k
		return secret
	}
	a := &Authenticator{Keys: keys, Now: func() time.Time { return now }}
	principal := func(secret string) Principal {
		t.Helper()
		p, err := a.Authenticate(context.Background(), "Bearer "+secret)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	org := principal(add(""))
	viewer := principal(add("usr_v"))
	none := principal(add("usr_n"))
	for _, tc := range []struct {
		name    string
		p       Principal
		project string
		scope   domain.Scope
		want    bool
	}{
		{"org key writes anywhere", org, "other", domain.ScopeWrite, true},
		{"viewer reads", viewer, "other", domain.ScopeRead, true},
		{"viewer does not write", viewer, "other", domain.ScopeWrite, false},
		{"viewer writes where an editor", viewer, "docs", domain.ScopeWrite, true},
		{"no role: sees nothing", none, "other", domain.ScopeRead, false},
		{"no role: reads its project", none, "docs", domain.ScopeRead, true},
		{"no role: does not write it", none, "docs", domain.ScopeWrite, false},
	} {
		if got := tc.p.May(tc.project, tc.scope); got != tc.want {
			t.Errorf("%s: May = %v", tc.name, got)
		}
	}
	if none.CanSee("other") || !none.CanSee("docs") {
		t.Error("CanSee of a user without an organisation role")
	}
	for _, uid := range []string{"usr_d", "usr_gone"} {
		if _, err := a.Authenticate(context.Background(), "Bearer "+add(uid)); !errors.Is(err, ErrUserDisabled) {
			t.Errorf("key of %s: %v, want ErrUserDisabled", uid, err)
		}
	}
	// A role lowered takes effect on the next request.
	secret := add("usr_v")
	keys.grants["usr_v"] = nil
	if principal(secret).May("docs", domain.ScopeWrite) {
		t.Error("a user's key still writes after the grant was removed")
	}
}
