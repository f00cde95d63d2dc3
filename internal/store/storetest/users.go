package storetest

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

func normUser(u domain.User) domain.User {
	u.CreatedAt, u.LastSignInAt, u.DisabledAt = norm(u.CreatedAt), norm(u.LastSignInAt), norm(u.DisabledAt)
	return u
}

func user(id, email string, role domain.Role, i int) domain.User {
	return domain.User{ID: id, Email: email, Name: "User " + id, Role: role, CreatedAt: at(i)}
}

func mkUser(t *testing.T, s store.Store, u domain.User) domain.User {
	t.Helper()
	must(t, s.CreateUser(t.Context(), u))
	return normUser(u)
}

func getUser(t *testing.T, s store.Store, id string) domain.User {
	t.Helper()
	u, err := s.User(t.Context(), id)
	must(t, err)
	wantUTC(t, "user "+id, u.CreatedAt, u.LastSignInAt, u.DisabledAt)
	return u
}

func testUsers(t *testing.T, s store.Store) {
	ctx := t.Context()
	full := domain.User{
		ID: "usr_a", Email: "ada@example.com", Name: "Ada Lovelace", PasswordHash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
		Role: domain.RoleOwner, Subject: "https://idp.example.com 1234", CreatedAt: at(2), LastSignInAt: at(3), DisabledAt: at(4),
	}
	bare := domain.User{ID: "usr_b", Email: "admin", Role: domain.RoleViewer, CreatedAt: at(1)}
	third := mkUser(t, s, user("usr_c", "carol@example.com", domain.RoleNone, 2))
	for _, u := range []domain.User{full, bare} {
		mkUser(t, s, u)
		wantEqual(t, "user "+u.ID, getUser(t, s, u.ID), normUser(u))
	}
	got, err := s.UserByEmail(ctx, "ada@example.com")
	must(t, err)
	wantEqual(t, "user by email", got, normUser(full))
	got, err = s.UserBySubject(ctx, full.Subject)
	must(t, err)
	wantEqual(t, "user by subject", got, normUser(full))
	_, err = s.UserBySubject(ctx, "")
	wantIs(t, "user by empty subject (users without one)", err, store.ErrNotFound)
	_, err = s.UserByEmail(ctx, "ADA@example.com")
	wantIs(t, "user by email in another case (callers lower it)", err, store.ErrNotFound)

	for name, u := range map[string]domain.User{
		"same id":      {ID: "usr_a", Email: "x@example.com", Role: domain.RoleViewer},
		"same email":   {ID: "usr_x", Email: "ada@example.com", Role: domain.RoleViewer},
		"same subject": {ID: "usr_y", Email: "y@example.com", Role: domain.RoleViewer, Subject: full.Subject},
	} {
		wantIs(t, "create user, "+name, s.CreateUser(ctx, u), store.ErrConflict)
	}
	if err := s.CreateUser(ctx, domain.User{ID: "usr_z", Email: "z@example.com", Role: "admin"}); err == nil {
		t.Error("created a user with an unknown role")
	}

	us, err := s.Users(ctx)
	must(t, err)
	wantEqual(t, "users, oldest first", us, []domain.User{normUser(bare), normUser(full), third})

	// Two users without a subject do not clash.
	up, err := s.UpdateUser(ctx, "usr_b", func(u *domain.User) error {
		u.ID, u.CreatedAt = "changed", at(99)
		u.Email, u.Name, u.PasswordHash, u.Role = "bob@example.com", "Bob", "$2a$10$x", domain.RoleEditor
		u.Subject, u.LastSignInAt = "https://idp.example.com 5678", at(7)
		return nil
	})
	must(t, err)
	want := normUser(domain.User{ID: "usr_b", Email: "bob@example.com", Name: "Bob", PasswordHash: "$2a$10$x", Role: domain.RoleEditor,
		Subject: "https://idp.example.com 5678", CreatedAt: at(1), LastSignInAt: at(7)})
	wantEqual(t, "updated user (id and creation kept)", up, want)
	wantEqual(t, "updated user read back", getUser(t, s, "usr_b"), want)
	_, err = s.UpdateUser(ctx, "usr_b", func(u *domain.User) error { u.Email = "ada@example.com"; return nil })
	wantIs(t, "update to a taken email", err, store.ErrConflict)
	_, err = s.UpdateUser(ctx, "usr_c", func(u *domain.User) error { u.Subject = full.Subject; return nil })
	wantIs(t, "update to a taken subject", err, store.ErrConflict)
	wantEqual(t, "user after a refused update", getUser(t, s, "usr_b"), want)
	boom := errors.New("boom")
	_, err = s.UpdateUser(ctx, "usr_b", func(u *domain.User) error { u.Name = "nope"; return boom })
	if err != boom {
		t.Errorf("fn's error = %v, want it unwrapped", err)
	}
	wantEqual(t, "user after fn failed", getUser(t, s, "usr_b").Name, "Bob")
	_, err = s.UpdateUser(ctx, "usr_nope", func(*domain.User) error { t.Error("fn called for a missing user"); return nil })
	wantIs(t, "update a missing user", err, store.ErrNotFound)
	_, err = s.User(ctx, "usr_nope")
	wantIs(t, "missing user", err, store.ErrNotFound)
}

func testLastOwner(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkUser(t, s, user("o1", "o1@example.com", domain.RoleOwner, 0))
	mkUser(t, s, user("e1", "e1@example.com", domain.RoleEditor, 1))
	demote := func(u *domain.User) error { u.Role = domain.RoleEditor; return nil }
	disable := func(u *domain.User) error { u.DisabledAt = at(5); return nil }
	_, err := s.UpdateUser(ctx, "o1", demote)
	wantIs(t, "demote the only owner", err, store.ErrLastOwner)
	_, err = s.UpdateUser(ctx, "o1", disable)
	wantIs(t, "disable the only owner", err, store.ErrLastOwner)
	wantEqual(t, "the only owner after refusals", getUser(t, s, "o1").Role, domain.RoleOwner)
	// Other changes of the only owner pass.
	_, err = s.UpdateUser(ctx, "o1", func(u *domain.User) error { u.Name = "Only"; return nil })
	must(t, err)

	// A disabled owner does not count.
	mkUser(t, s, domain.User{ID: "o2", Email: "o2@example.com", Role: domain.RoleOwner, CreatedAt: at(2), DisabledAt: at(3)})
	_, err = s.UpdateUser(ctx, "o1", demote)
	wantIs(t, "demote the only enabled owner", err, store.ErrLastOwner)
	// Enabling it gives a second owner; then either may go.
	_, err = s.UpdateUser(ctx, "o2", func(u *domain.User) error { u.DisabledAt = time.Time{}; return nil })
	must(t, err)
	_, err = s.UpdateUser(ctx, "o1", disable)
	must(t, err)
	_, err = s.UpdateUser(ctx, "o2", demote)
	wantIs(t, "demote the last one left", err, store.ErrLastOwner)
	// A disabled owner's changes are not checked.
	_, err = s.UpdateUser(ctx, "o1", demote)
	must(t, err)
}

// testLastOwnerConcurrent: two owners demote each other at once; one
// stays.
func testLastOwnerConcurrent(t *testing.T, s store.Store) {
	ctx := t.Context()
	for round := range 5 {
		a, b := fmt.Sprintf("a%d", round), fmt.Sprintf("b%d", round)
		mkUser(t, s, user(a, a+"@example.com", domain.RoleOwner, 0))
		mkUser(t, s, user(b, b+"@example.com", domain.RoleOwner, 0))
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i, id := range []string{a, b} {
			wg.Go(func() {
				_, errs[i] = s.UpdateUser(ctx, id, func(u *domain.User) error { u.Role = domain.RoleViewer; return nil })
			})
		}
		wg.Wait()
		refused := 0
		for _, err := range errs {
			switch {
			case errors.Is(err, store.ErrLastOwner):
				refused++
			case err != nil:
				t.Fatal(err)
			}
		}
		// Owners of earlier rounds are demoted in this round's count too:
		// only this round's pair is left as owners when round is 0.
		if round == 0 && refused != 1 {
			t.Errorf("two owners demoting each other: %d refused, want 1", refused)
		}
		if round > 0 && refused != 0 {
			t.Errorf("round %d: %d refused, want none (an owner of round 0 remains)", round, refused)
		}
	}
}

func testProjectRoles(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkProject(t, s, "q")
	mkUser(t, s, user("u", "u@example.com", domain.RoleNone, 0))
	mkUser(t, s, user("v", "v@example.com", domain.RoleViewer, 0))
	roles := func(id string) map[string]domain.Role {
		t.Helper()
		r, err := s.ProjectRoles(ctx, id)
		must(t, err)
		return r
	}
	wantEqual(t, "no grants", roles("u"), map[string]domain.Role{})
	must(t, s.SetProjectRole(ctx, "u", "p", domain.RoleEditor))
	must(t, s.SetProjectRole(ctx, "u", "q", domain.RoleViewer))
	must(t, s.SetProjectRole(ctx, "v", "p", domain.RoleOwner))
	must(t, s.SetProjectRole(ctx, "u", "q", domain.RoleOwner))
	wantEqual(t, "grants of u", roles("u"), map[string]domain.Role{"p": domain.RoleEditor, "q": domain.RoleOwner})
	must(t, s.SetProjectRole(ctx, "u", "p", ""))
	must(t, s.SetProjectRole(ctx, "u", "p", "")) // removing twice is fine
	wantEqual(t, "grants of u after a removal", roles("u"), map[string]domain.Role{"q": domain.RoleOwner})
	wantIs(t, "grant on a missing project", s.SetProjectRole(ctx, "u", "nope", domain.RoleViewer), store.ErrNotFound)
	wantIs(t, "grant to a missing user", s.SetProjectRole(ctx, "nope", "p", domain.RoleViewer), store.ErrNotFound)
	if err := s.SetProjectRole(ctx, "u", "p", "boss"); err == nil {
		t.Error("granted an unknown role")
	}
	must(t, s.DeleteProject(ctx, "q"))
	wantEqual(t, "grants after the project's deletion", roles("u"), map[string]domain.Role{})
	wantEqual(t, "grants of v", roles("v"), map[string]domain.Role{"p": domain.RoleOwner})
}

func testUserSessions(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkUser(t, s, user("u", "u@example.com", domain.RoleViewer, 0))
	mkUser(t, s, user("v", "v@example.com", domain.RoleViewer, 0))
	for i, uid := range []string{"u", "u", "v"} {
		ss := store.Session{Hash: fmt.Appendf(nil, "s%d", i), CSRF: "c", UserID: uid, CreatedAt: at(0), ExpiresAt: at(60)}
		must(t, s.CreateSession(ctx, ss))
		got, err := s.Session(ctx, ss.Hash)
		must(t, err)
		wantEqual(t, "session's user", got.UserID, uid)
	}
	wantIs(t, "session of a missing user",
		s.CreateSession(ctx, store.Session{Hash: []byte("x"), CSRF: "c", UserID: "nope", ExpiresAt: at(1)}), store.ErrNotFound)
	must(t, s.DeleteUserSessions(ctx, "u"))
	for i, want := range []error{store.ErrNotFound, store.ErrNotFound, nil} {
		_, err := s.Session(ctx, fmt.Appendf(nil, "s%d", i))
		if want == nil {
			must(t, err)
		} else {
			wantIs(t, fmt.Sprintf("session s%d after its user's were deleted", i), err, want)
		}
	}
	must(t, s.DeleteUserSessions(ctx, "nobody"))
}

func normInvitation(inv store.Invitation) store.Invitation {
	inv.CreatedAt, inv.ExpiresAt, inv.AcceptedAt = norm(inv.CreatedAt), norm(inv.ExpiresAt), norm(inv.AcceptedAt)
	return inv
}

func invitation(id, email string, i int) store.Invitation {
	return store.Invitation{ID: id, Hash: []byte("hash of " + id), Email: email, Role: domain.RoleEditor,
		CreatedBy: "usr_owner", CreatedAt: at(i), ExpiresAt: at(i + 60)}
}

func testInvitations(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkProject(t, s, "q")
	i1 := invitation("inv_1", "one@example.com", 1)
	i2 := invitation("inv_2", "two@example.com", 2)
	i2.Role, i2.ProjectID, i2.ProjectRole = domain.RoleNone, "p", domain.RoleOwner
	i3 := invitation("inv_3", "three@example.com", 3)
	i3.ProjectID, i3.ProjectRole = "q", domain.RoleViewer
	for _, inv := range []store.Invitation{i1, i2, i3} {
		must(t, s.CreateInvitation(ctx, inv))
		got, err := s.Invitation(ctx, inv.ID)
		must(t, err)
		wantEqual(t, "invitation "+inv.ID, got, normInvitation(inv))
		wantUTC(t, "invitation", got.CreatedAt, got.ExpiresAt)
		got, err = s.InvitationByHash(ctx, inv.Hash)
		must(t, err)
		wantEqual(t, "invitation by hash "+inv.ID, got, normInvitation(inv))
	}
	dup := i1
	dup.ID = "inv_9"
	wantIs(t, "invitation with a taken hash", s.CreateInvitation(ctx, dup), store.ErrConflict)
	bad := invitation("inv_8", "x@example.com", 0)
	bad.ProjectID, bad.ProjectRole = "nope", domain.RoleViewer
	wantIs(t, "invitation to a missing project", s.CreateInvitation(ctx, bad), store.ErrNotFound)
	list := func() []string {
		t.Helper()
		invs, err := s.Invitations(ctx)
		must(t, err)
		var ids []string
		for _, inv := range invs {
			ids = append(ids, inv.ID)
		}
		return ids
	}
	wantEqual(t, "pending invitations, newest first", list(), []string{"inv_3", "inv_2", "inv_1"})

	// Accepting creates the user with the project's grant.
	u2 := domain.User{ID: "usr_2", Email: "two@example.com", Role: domain.RoleNone, PasswordHash: "h", CreatedAt: at(5)}
	must(t, s.AcceptInvitation(ctx, "inv_2", u2, at(5)))
	wantEqual(t, "invited user", getUser(t, s, "usr_2"), normUser(u2))
	roles, err := s.ProjectRoles(ctx, "usr_2")
	must(t, err)
	wantEqual(t, "invited user's grant", roles, map[string]domain.Role{"p": domain.RoleOwner})
	got, err := s.Invitation(ctx, "inv_2")
	must(t, err)
	wantEqual(t, "accepted at", got.AcceptedAt, norm(at(5)))
	wantEqual(t, "accepted by", got.AcceptedBy, "usr_2")
	wantEqual(t, "pending after an acceptance", list(), []string{"inv_3", "inv_1"})

	// Once only.
	again := domain.User{ID: "usr_2b", Email: "two-b@example.com", Role: domain.RoleNone}
	wantIs(t, "accept twice", s.AcceptInvitation(ctx, "inv_2", again, at(6)), store.ErrConflict)
	// Not once expired.
	wantIs(t, "accept expired", s.AcceptInvitation(ctx, "inv_1", domain.User{ID: "usr_1", Email: "one@example.com", Role: domain.RoleEditor}, at(61)),
		store.ErrConflict)
	// Not over a user with that email; nothing is written.
	mkUser(t, s, user("usr_3x", "three@example.com", domain.RoleViewer, 0))
	wantIs(t, "accept with a taken email", s.AcceptInvitation(ctx, "inv_3", domain.User{ID: "usr_3", Email: "three@example.com", Role: domain.RoleEditor}, at(10)),
		store.ErrConflict)
	got, err = s.Invitation(ctx, "inv_3")
	must(t, err)
	if !got.AcceptedAt.IsZero() {
		t.Error("an invitation whose user could not be made was marked accepted")
	}
	_, err = s.User(ctx, "usr_3")
	wantIs(t, "user of a failed acceptance", err, store.ErrNotFound)
	wantIs(t, "accept a missing invitation", s.AcceptInvitation(ctx, "nope", again, at(1)), store.ErrNotFound)

	must(t, s.DeleteInvitation(ctx, "inv_1"))
	wantIs(t, "delete twice", s.DeleteInvitation(ctx, "inv_1"), store.ErrNotFound)
	_, err = s.Invitation(ctx, "inv_1")
	wantIs(t, "deleted invitation", err, store.ErrNotFound)
	// Deleting its project withdraws an invitation.
	must(t, s.DeleteProject(ctx, "q"))
	_, err = s.Invitation(ctx, "inv_3")
	wantIs(t, "invitation to a deleted project", err, store.ErrNotFound)
	wantEqual(t, "pending at the end", list(), []string(nil))
}

// testAcceptInvitationConcurrent: one link clicked twice at once makes one
// user.
func testAcceptInvitationConcurrent(t *testing.T, s store.Store) {
	ctx := t.Context()
	must(t, s.CreateInvitation(ctx, invitation("inv", "x@example.com", 0)))
	const n = 6
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			errs[i] = s.AcceptInvitation(ctx, "inv", domain.User{ID: fmt.Sprintf("usr_%d", i), Email: fmt.Sprintf("x%d@example.com", i), Role: domain.RoleEditor}, at(1))
		})
	}
	wg.Wait()
	ok := 0
	for _, err := range errs {
		switch {
		case err == nil:
			ok++
		case !errors.Is(err, store.ErrConflict):
			t.Fatal(err)
		}
	}
	us, err := s.Users(ctx)
	must(t, err)
	if ok != 1 || len(us) != 1 {
		t.Errorf("%d acceptances passed and %d users exist, want 1 and 1", ok, len(us))
	}
}

func testUsersHostileInput(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkUser(t, s, user("u", "u@example.com", domain.RoleViewer, 0))
	for i, id := range hostile() {
		name := fmt.Sprintf("%d:%.20q", i, id)
		_, err := s.User(ctx, id)
		wantIs(t, name+" User", err, store.ErrNotFound)
		_, err = s.UserByEmail(ctx, id)
		wantIs(t, name+" UserByEmail", err, store.ErrNotFound)
		_, err = s.UserBySubject(ctx, id)
		wantIs(t, name+" UserBySubject", err, store.ErrNotFound)
		_, err = s.UpdateUser(ctx, id, func(*domain.User) error { return nil })
		wantIs(t, name+" UpdateUser", err, store.ErrNotFound)
		roles, err := s.ProjectRoles(ctx, id)
		if err != nil || len(roles) != 0 {
			t.Errorf("%s ProjectRoles: %v, %v", name, roles, err)
		}
		wantIs(t, name+" SetProjectRole", s.SetProjectRole(ctx, "u", id, domain.RoleViewer), store.ErrNotFound)
		_, err = s.Invitation(ctx, id)
		wantIs(t, name+" Invitation", err, store.ErrNotFound)
		_, err = s.InvitationByHash(ctx, []byte(id))
		wantIs(t, name+" InvitationByHash", err, store.ErrNotFound)
		wantIs(t, name+" DeleteInvitation", s.DeleteInvitation(ctx, id), store.ErrNotFound)
		must(t, s.DeleteUserSessions(ctx, id))
	}
	if _, err := s.User(ctx, "u"); err != nil {
		t.Errorf("the user survived: %v", err)
	}
}
