package auth

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/mail"
	"regexp"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// LegacyPasswordSetting names the setting that held the shared dashboard
// password's bcrypt hash before there were users. EnsureOwner moves it to
// the first owner and empties it.
const LegacyPasswordSetting = "admin_password"

// FirstOwner is the sign-in name of the owner a first run (or an upgrade
// from the shared password) makes, unless another is given.
const FirstOwner = "admin"

// generatedPasswordLen base62 characters carry about 119 random bits.
const generatedPasswordLen = 20

// userName is a sign-in name that is not an address, like "admin".
var userName = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,63}$`)

// NormalizeEmail returns the sign-in name users are stored and looked up
// by: an email address, or a plain user name, in lower case.
func NormalizeEmail(s string) (string, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch {
	case s == "":
		return "", errors.New("no email given")
	case len(s) > 254:
		return "", errors.New("the email is too long")
	case userName.MatchString(s):
		return s, nil
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return "", fmt.Errorf("%q is not an email address", s)
	}
	return s, nil
}

// NewUserID returns a new user's id.
func NewUserID(r io.Reader) (string, error) {
	id, err := RandomString(r, 16)
	if err != nil {
		return "", err
	}
	return "usr_" + id, nil
}

// Access reads what a user may do: their role and their projects' grants.
func Access(ctx context.Context, st UserReader, u domain.User) (domain.Access, error) {
	grants, err := st.ProjectRoles(ctx, u.ID)
	if err != nil {
		return domain.Access{}, fmt.Errorf("read the roles of %s: %w", u.ID, err)
	}
	return domain.Access{Role: u.Role, Projects: grants}, nil
}

// UserReader is the part of the store that says who a user is and what
// they may do.
type UserReader interface {
	User(ctx context.Context, id string) (domain.User, error)
	ProjectRoles(ctx context.Context, userID string) (map[string]domain.Role, error)
}

// OwnerOptions say how EnsureOwner makes the first owner.
type OwnerOptions struct {
	Email     string // the owner's sign-in name ("" = FirstOwner)
	Rand      io.Reader
	Passwords Passwords
	Now       time.Time
	// Generate makes an owner with a new password when there is no shared
	// one to move over; without it, no user is made then.
	Generate bool
}

// EnsureOwner makes sure the organisation has a user. When none exists
// it makes the first owner: with the shared dashboard password of an
// install from before users, when one is set (that password keeps
// working; generated is ""), else with a new random password, which it
// returns to be shown once. Several nodes starting at once make one
// owner between them.
func EnsureOwner(ctx context.Context, st store.Store, o OwnerOptions) (generated string, err error) {
	users, err := st.Users(ctx)
	if err != nil {
		return "", fmt.Errorf("list users: %w", err)
	}
	if len(users) > 0 {
		return "", nil
	}
	email := o.Email
	if email == "" {
		email = FirstOwner
	}
	if email, err = NormalizeEmail(email); err != nil {
		return "", err
	}
	hash, err := st.Setting(ctx, LegacyPasswordSetting)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return "", fmt.Errorf("read the shared password: %w", err)
	}
	if hash == "" {
		if !o.Generate {
			return "", nil
		}
		if generated, err = RandomString(o.Rand, generatedPasswordLen); err != nil {
			return "", fmt.Errorf("generate the owner's password: %w", err)
		}
		if hash, err = o.Passwords.Hash(generated); err != nil {
			return "", err
		}
	}
	id, err := NewUserID(o.Rand)
	if err != nil {
		return "", err
	}
	u := domain.User{ID: id, Email: email, PasswordHash: hash, Role: domain.RoleOwner, CreatedAt: o.Now.UTC()}
	switch err := st.CreateUser(ctx, u); {
	case errors.Is(err, store.ErrConflict):
		return "", nil // another node made the owner first
	case err != nil:
		return "", fmt.Errorf("create the first owner: %w", err)
	}
	if generated == "" {
		// The hash now lives with the owner; it is not kept twice.
		if err := st.SetSetting(ctx, LegacyPasswordSetting, ""); err != nil {
			return "", fmt.Errorf("clear the shared password: %w", err)
		}
	}
	return generated, nil
}

// Invitation links: the token in the link carries 256 random bits and is
// stored only as its hash.
const (
	InvitationTTL = 7 * 24 * time.Hour
	tokenLen      = 43
)

// NewInvitation returns the token of a new invitation's link and the
// record to store for it.
func NewInvitation(r io.Reader, inv store.Invitation, now time.Time) (token string, out store.Invitation, err error) {
	email, err := NormalizeEmail(inv.Email)
	if err != nil {
		return "", inv, err
	}
	if !inv.Role.Valid() || inv.ProjectID != "" && !inv.ProjectRole.Valid() {
		return "", inv, errors.New("the invitation's role is not valid")
	}
	if token, err = RandomString(r, tokenLen); err != nil {
		return "", inv, err
	}
	id, err := RandomString(r, 12)
	if err != nil {
		return "", inv, err
	}
	inv.ID, inv.Email, inv.Hash = "inv_"+id, email, HashSecret(token)
	inv.CreatedAt = now.UTC()
	if inv.ExpiresAt.IsZero() {
		inv.ExpiresAt = inv.CreatedAt.Add(InvitationTTL)
	}
	return token, inv, nil
}

// ValidToken reports whether s has the shape of a token this package
// issues (session, CSRF, invitation), so nothing longer is ever hashed or
// looked up.
func ValidToken(s string) bool {
	if len(s) != tokenLen {
		return false
	}
	for i := range len(s) {
		if strings.IndexByte(base62, s[i]) < 0 {
			return false
		}
	}
	return true
}
