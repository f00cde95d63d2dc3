package domain

import (
	"fmt"
	"time"
)

// Role is what a user may do, in the organisation or on one project. The
// roles are ordered: each may do what the ones below it may.
//
//   - RoleViewer reads projects, jobs, changes and webhooks.
//   - RoleEditor also runs agent jobs (start, follow up, cancel, archive),
//     and merges, closes and comments on changes.
//   - RoleOwner also changes a project's settings and webhooks and deletes
//     it; an owner of the organisation also adds projects and manages
//     users, invitations and the organisation's API keys.
//
// RoleNone, as a user's organisation role, gives no project by default:
// such a user sees only the projects granted to them.
type Role string

const (
	RoleNone   Role = "none"
	RoleViewer Role = "viewer"
	RoleEditor Role = "editor"
	RoleOwner  Role = "owner"
)

// rank orders the roles; an unknown role ranks below RoleNone.
func (r Role) rank() int {
	switch r {
	case RoleNone:
		return 0
	case RoleViewer:
		return 1
	case RoleEditor:
		return 2
	case RoleOwner:
		return 3
	}
	return -1
}

// AtLeast reports whether r allows what min does.
func (r Role) AtLeast(min Role) bool { return r.rank() >= 0 && r.rank() >= min.rank() }

// Valid reports whether r is one of the roles.
func (r Role) Valid() bool { return r.rank() >= 0 }

// Higher is the higher of two roles.
func Higher(a, b Role) Role {
	if b.rank() > a.rank() {
		return b
	}
	return a
}

// ParseRole reads a role's name.
func ParseRole(s string) (Role, error) {
	r := Role(s)
	if !r.Valid() {
		return "", fmt.Errorf("unknown role %q (want owner, editor, viewer or none)", s)
	}
	return r, nil
}

// User is a person who signs in to the dashboard.
type User struct {
	ID string // "usr_" and random characters
	// Email is the address the user signs in with, in lower case; the
	// first owner of an install upgraded from a shared password is
	// "admin".
	Email string
	Name  string
	// PasswordHash is an argon2id (or, from before, bcrypt) hash; empty
	// when the user signs in only through single sign-on.
	PasswordHash string
	// Role is the user's role in the organisation: on every project,
	// unless a project grants more.
	Role Role
	// Subject is the single sign-on identity the user is linked to (the
	// issuer and the subject), empty until they first sign in that way.
	Subject      string
	CreatedAt    time.Time
	LastSignInAt time.Time // zero: never
	DisabledAt   time.Time // zero: enabled
}

// Enabled reports whether the user may sign in.
func (u User) Enabled() bool { return u.DisabledAt.IsZero() }

// Label is how the dashboard names the user: the name, else the email.
func (u User) Label() string {
	if u.Name != "" {
		return u.Name
	}
	return u.Email
}

// Access is what a user may do: their organisation role and the roles
// projects grant them.
type Access struct {
	Role     Role
	Projects map[string]Role
}

// On is the user's role on a project: the higher of the organisation's
// and the project's grant.
func (a Access) On(projectID string) Role {
	if g, ok := a.Projects[projectID]; ok {
		return Higher(a.Role, g)
	}
	return a.Role
}
