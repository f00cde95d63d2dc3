package store

import (
	"context"
	"errors"
	"time"

	"github.com/foliodocs/folio/internal/domain"
)

// ErrLastOwner: a change would leave the organisation without an enabled
// owner (a demotion or a disabling of the last one).
var ErrLastOwner = errors.New("the last owner")

// UserStore keeps the dashboard's users, the roles projects grant them,
// and the invitations that make new users.
type UserStore interface {
	// CreateUser writes a new user. A zero CreatedAt is now. A taken ID,
	// Email or Subject is ErrConflict.
	CreateUser(ctx context.Context, u domain.User) error
	User(ctx context.Context, id string) (domain.User, error)
	// UserByEmail finds a user by their email, as stored (lower case).
	UserByEmail(ctx context.Context, email string) (domain.User, error)
	// UserBySubject finds the user linked to a single sign-on identity.
	UserBySubject(ctx context.Context, subject string) (domain.User, error)
	// Users lists every user, oldest first.
	Users(ctx context.Context) ([]domain.User, error)
	// UpdateUser loads the user, calls fn on it and, when fn returns nil,
	// writes it, in one transaction. It fails with ErrLastOwner, writing
	// nothing, when the user was an enabled owner and would no longer be
	// while no other enabled owner exists (updates of owners are
	// serialized, so two owners cannot demote each other at once), and
	// with ErrConflict when the new Email or Subject is another user's.
	// The ID and CreatedAt stay. fn's error is returned unwrapped.
	UpdateUser(ctx context.Context, id string, fn func(u *domain.User) error) (domain.User, error)
	// DeleteUserSessions ends every dashboard session of a user.
	DeleteUserSessions(ctx context.Context, userID string) error

	// ProjectRoles lists the roles projects grant a user, by project.
	ProjectRoles(ctx context.Context, userID string) (map[string]domain.Role, error)
	// SetProjectRole grants a user a role on a project, or removes the
	// grant when role is "". An unknown user or project is ErrNotFound.
	// Deleting the project removes its grants.
	SetProjectRole(ctx context.Context, userID, projectID string, role domain.Role) error

	// CreateInvitation writes an invitation. A zero CreatedAt is now. A
	// taken ID or Hash is ErrConflict; an unknown ProjectID ErrNotFound.
	CreateInvitation(ctx context.Context, inv Invitation) error
	Invitation(ctx context.Context, id string) (Invitation, error)
	// InvitationByHash finds an invitation, accepted and expired ones
	// included, by the SHA-256 of its token.
	InvitationByHash(ctx context.Context, hash []byte) (Invitation, error)
	// Invitations lists the invitations not yet accepted, expired ones
	// included, newest first.
	Invitations(ctx context.Context) ([]Invitation, error)
	// DeleteInvitation withdraws an invitation.
	DeleteInvitation(ctx context.Context, id string) error
	// AcceptInvitation turns an invitation into its user in one
	// transaction: it marks the invitation accepted by u, creates u and
	// grants the invitation's project role. An invitation already
	// accepted, or expired at at, is ErrConflict and nothing is written;
	// so is a user whose email is taken.
	AcceptInvitation(ctx context.Context, id string, u domain.User, at time.Time) error
}

// Invitation lets the holder of a link create a user with a role. The
// link carries a random token, stored only as its hash; it works once,
// until it expires.
type Invitation struct {
	ID    string
	Hash  []byte // SHA-256 of the link's token
	Email string // lower case: the invitee signs in with it
	Role  domain.Role
	// ProjectID and ProjectRole, when set, grant a role on one project
	// too (with Role RoleNone: only that project).
	ProjectID   string
	ProjectRole domain.Role
	CreatedBy   string // the user who invited
	CreatedAt   time.Time
	ExpiresAt   time.Time
	AcceptedAt  time.Time // zero: pending
	AcceptedBy  string    // the user it made
}
