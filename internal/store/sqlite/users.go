package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

const userCols = `id, email, name, password_hash, role, subject, created_at, last_sign_in_at, disabled_at`

func scanUser(s scanner) (domain.User, error) {
	var (
		u                          domain.User
		role                       string
		subject                    sql.NullString
		created, signedIn, disable sql.NullInt64
	)
	if err := s.Scan(&u.ID, &u.Email, &u.Name, &u.PasswordHash, &role, &subject, &created, &signedIn, &disable); err != nil {
		return domain.User{}, err
	}
	u.Role = domain.Role(role)
	u.Subject = subject.String
	u.CreatedAt = fromMicros(created)
	u.LastSignInAt = fromMicros(signedIn)
	u.DisabledAt = fromMicros(disable)
	return u, nil
}

// CreateUser writes a new user. A zero CreatedAt is now. A taken ID,
// Email or Subject is store.ErrConflict.
func (d *DB) CreateUser(ctx context.Context, u domain.User) error {
	if u.ID == "" || u.Email == "" {
		return errors.New("create user: empty id or email")
	}
	if !u.Role.Valid() {
		return fmt.Errorf("create user: role %q", u.Role)
	}
	_, err := d.w.ExecContext(ctx, `INSERT INTO users (`+userCols+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		u.ID, u.Email, u.Name, u.PasswordHash, string(u.Role), nullString(u.Subject),
		micros(orNow(u.CreatedAt)), micros(u.LastSignInAt), micros(u.DisabledAt))
	if err != nil {
		return fmt.Errorf("create user: %w", dbErr(err))
	}
	return nil
}

func getUser(ctx context.Context, q querier, where string, arg any) (domain.User, error) {
	u, err := scanUser(q.QueryRowContext(ctx, `SELECT `+userCols+` FROM users WHERE `+where+` = ?`, arg))
	if errors.Is(err, sql.ErrNoRows) {
		return domain.User{}, store.ErrNotFound
	}
	return u, err
}

// User finds a user by ID.
func (d *DB) User(ctx context.Context, id string) (domain.User, error) {
	u, err := getUser(ctx, d.r, "id", id)
	if err != nil {
		return domain.User{}, fmt.Errorf("user: %w", err)
	}
	return u, nil
}

// UserByEmail finds a user by email, as stored.
func (d *DB) UserByEmail(ctx context.Context, email string) (domain.User, error) {
	u, err := getUser(ctx, d.r, "email", email)
	if err != nil {
		return domain.User{}, fmt.Errorf("user by email: %w", err)
	}
	return u, nil
}

// UserBySubject finds the user linked to a single sign-on identity.
func (d *DB) UserBySubject(ctx context.Context, subject string) (domain.User, error) {
	if subject == "" {
		return domain.User{}, fmt.Errorf("user by subject: %w", store.ErrNotFound)
	}
	u, err := getUser(ctx, d.r, "subject", subject)
	if err != nil {
		return domain.User{}, fmt.Errorf("user by subject: %w", err)
	}
	return u, nil
}

// Users lists every user, oldest first.
func (d *DB) Users(ctx context.Context) ([]domain.User, error) {
	rows, err := d.r.QueryContext(ctx, `SELECT `+userCols+` FROM users ORDER BY created_at, id`)
	if err != nil {
		return nil, fmt.Errorf("users: %w", err)
	}
	defer rows.Close()
	var us []domain.User
	for rows.Next() {
		u, err := scanUser(rows)
		if err != nil {
			return nil, fmt.Errorf("users: %w", err)
		}
		us = append(us, u)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("users: %w", err)
	}
	return us, nil
}

// activeOwner reports whether u counts as an owner of the organisation.
func activeOwner(u domain.User) bool { return u.Role == domain.RoleOwner && u.Enabled() }

// UpdateUser loads the user, calls fn and writes the result in one
// transaction. Writes of one database are serialized, so the check that
// an enabled owner remains cannot race another update.
func (d *DB) UpdateUser(ctx context.Context, id string, fn func(u *domain.User) error) (domain.User, error) {
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return domain.User{}, fmt.Errorf("update user: %w", err)
	}
	defer tx.Rollback()
	orig, err := getUser(ctx, tx, "id", id)
	if err != nil {
		return domain.User{}, fmt.Errorf("update user: %w", err)
	}
	u := orig
	if err := fn(&u); err != nil {
		return domain.User{}, err
	}
	u.ID, u.CreatedAt = orig.ID, orig.CreatedAt
	if !u.Role.Valid() || u.Email == "" {
		return domain.User{}, fmt.Errorf("update user: role %q, email %q", u.Role, u.Email)
	}
	if activeOwner(orig) && !activeOwner(u) {
		var others int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE role = ? AND disabled_at IS NULL AND id != ?`,
			string(domain.RoleOwner), id).Scan(&others); err != nil {
			return domain.User{}, fmt.Errorf("update user: %w", err)
		}
		if others == 0 {
			return domain.User{}, fmt.Errorf("update user: %w", store.ErrLastOwner)
		}
	}
	_, err = tx.ExecContext(ctx, `UPDATE users SET email = ?, name = ?, password_hash = ?, role = ?, subject = ?,
		last_sign_in_at = ?, disabled_at = ? WHERE id = ?`,
		u.Email, u.Name, u.PasswordHash, string(u.Role), nullString(u.Subject), micros(u.LastSignInAt), micros(u.DisabledAt), id)
	if err != nil {
		return domain.User{}, fmt.Errorf("update user: %w", dbErr(err))
	}
	got, err := getUser(ctx, tx, "id", id)
	if err != nil {
		return domain.User{}, fmt.Errorf("update user: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return domain.User{}, fmt.Errorf("update user: %w", err)
	}
	return got, nil
}

// DeleteUserSessions ends every session of a user.
func (d *DB) DeleteUserSessions(ctx context.Context, userID string) error {
	if _, err := d.w.ExecContext(ctx, `DELETE FROM sessions WHERE user_id = ?`, userID); err != nil {
		return fmt.Errorf("delete user sessions: %w", err)
	}
	return nil
}

// ProjectRoles lists the roles projects grant a user.
func (d *DB) ProjectRoles(ctx context.Context, userID string) (map[string]domain.Role, error) {
	rows, err := d.r.QueryContext(ctx, `SELECT project_id, role FROM project_roles WHERE user_id = ?`, userID)
	if err != nil {
		return nil, fmt.Errorf("project roles: %w", err)
	}
	defer rows.Close()
	out := map[string]domain.Role{}
	for rows.Next() {
		var p, r string
		if err := rows.Scan(&p, &r); err != nil {
			return nil, fmt.Errorf("project roles: %w", err)
		}
		out[p] = domain.Role(r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("project roles: %w", err)
	}
	return out, nil
}

// SetProjectRole grants a role on a project, or removes the grant for "".
func (d *DB) SetProjectRole(ctx context.Context, userID, projectID string, role domain.Role) error {
	if role == "" {
		if _, err := d.w.ExecContext(ctx, `DELETE FROM project_roles WHERE user_id = ? AND project_id = ?`, userID, projectID); err != nil {
			return fmt.Errorf("set project role: %w", err)
		}
		return nil
	}
	if !role.Valid() {
		return fmt.Errorf("set project role: role %q", role)
	}
	_, err := d.w.ExecContext(ctx, `INSERT INTO project_roles (user_id, project_id, role) VALUES (?, ?, ?)
		ON CONFLICT (user_id, project_id) DO UPDATE SET role = excluded.role`, userID, projectID, string(role))
	if err != nil {
		return fmt.Errorf("set project role: %w", dbErr(err))
	}
	return nil
}

const invitationCols = `id, hash, email, role, project_id, project_role, created_by, created_at, expires_at, accepted_at, accepted_by`

func scanInvitation(s scanner) (store.Invitation, error) {
	var (
		inv                        store.Invitation
		role, projectRole          string
		project                    sql.NullString
		created, expires, accepted sql.NullInt64
	)
	err := s.Scan(&inv.ID, &inv.Hash, &inv.Email, &role, &project, &projectRole, &inv.CreatedBy, &created, &expires, &accepted, &inv.AcceptedBy)
	if err != nil {
		return store.Invitation{}, err
	}
	inv.Role, inv.ProjectRole, inv.ProjectID = domain.Role(role), domain.Role(projectRole), project.String
	inv.CreatedAt, inv.ExpiresAt, inv.AcceptedAt = fromMicros(created), fromMicros(expires), fromMicros(accepted)
	return inv, nil
}

// CreateInvitation writes an invitation. A zero CreatedAt is now.
func (d *DB) CreateInvitation(ctx context.Context, inv store.Invitation) error {
	if inv.ID == "" || len(inv.Hash) == 0 || inv.Email == "" || inv.ExpiresAt.IsZero() {
		return errors.New("create invitation: empty id, hash, email or expiry")
	}
	_, err := d.w.ExecContext(ctx, `INSERT INTO invitations (`+invitationCols+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		inv.ID, inv.Hash, inv.Email, string(inv.Role), nullString(inv.ProjectID), string(inv.ProjectRole), inv.CreatedBy,
		micros(orNow(inv.CreatedAt)), micros(inv.ExpiresAt), micros(inv.AcceptedAt), inv.AcceptedBy)
	if err != nil {
		return fmt.Errorf("create invitation: %w", dbErr(err))
	}
	return nil
}

func getInvitation(ctx context.Context, q querier, where string, arg any) (store.Invitation, error) {
	inv, err := scanInvitation(q.QueryRowContext(ctx, `SELECT `+invitationCols+` FROM invitations WHERE `+where+` = ?`, arg))
	if errors.Is(err, sql.ErrNoRows) {
		return store.Invitation{}, store.ErrNotFound
	}
	return inv, err
}

// Invitation finds an invitation by ID.
func (d *DB) Invitation(ctx context.Context, id string) (store.Invitation, error) {
	inv, err := getInvitation(ctx, d.r, "id", id)
	if err != nil {
		return store.Invitation{}, fmt.Errorf("invitation: %w", err)
	}
	return inv, nil
}

// InvitationByHash finds an invitation by the SHA-256 of its token.
func (d *DB) InvitationByHash(ctx context.Context, hash []byte) (store.Invitation, error) {
	if len(hash) == 0 {
		return store.Invitation{}, fmt.Errorf("invitation by hash: %w", store.ErrNotFound)
	}
	inv, err := getInvitation(ctx, d.r, "hash", hash)
	if err != nil {
		return store.Invitation{}, fmt.Errorf("invitation by hash: %w", err)
	}
	return inv, nil
}

// Invitations lists the pending invitations, newest first.
func (d *DB) Invitations(ctx context.Context) ([]store.Invitation, error) {
	rows, err := d.r.QueryContext(ctx, `SELECT `+invitationCols+` FROM invitations WHERE accepted_at IS NULL ORDER BY created_at DESC, id DESC`)
	if err != nil {
		return nil, fmt.Errorf("invitations: %w", err)
	}
	defer rows.Close()
	var out []store.Invitation
	for rows.Next() {
		inv, err := scanInvitation(rows)
		if err != nil {
			return nil, fmt.Errorf("invitations: %w", err)
		}
		out = append(out, inv)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("invitations: %w", err)
	}
	return out, nil
}

// DeleteInvitation withdraws an invitation.
func (d *DB) DeleteInvitation(ctx context.Context, id string) error {
	res, err := d.w.ExecContext(ctx, `DELETE FROM invitations WHERE id = ?`, id)
	return affectedOne("delete invitation", res, err)
}

// AcceptInvitation marks the invitation accepted, creates u and grants the
// invitation's project role, in one transaction.
func (d *DB) AcceptInvitation(ctx context.Context, id string, u domain.User, at time.Time) error {
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("accept invitation: %w", err)
	}
	defer tx.Rollback()
	inv, err := getInvitation(ctx, tx, "id", id)
	if err != nil {
		return fmt.Errorf("accept invitation: %w", err)
	}
	if !inv.AcceptedAt.IsZero() || !at.Before(inv.ExpiresAt) {
		return fmt.Errorf("accept invitation: %w: accepted or expired", store.ErrConflict)
	}
	if u.ID == "" || u.Email == "" || !u.Role.Valid() {
		return errors.New("accept invitation: the user has no id, email or role")
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO users (`+userCols+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		u.ID, u.Email, u.Name, u.PasswordHash, string(u.Role), nullString(u.Subject),
		micros(orNow(u.CreatedAt)), micros(u.LastSignInAt), micros(u.DisabledAt))
	if err != nil {
		return fmt.Errorf("accept invitation: %w", dbErr(err))
	}
	if inv.ProjectID != "" && inv.ProjectRole.Valid() {
		if _, err := tx.ExecContext(ctx, `INSERT INTO project_roles (user_id, project_id, role) VALUES (?, ?, ?)`,
			u.ID, inv.ProjectID, string(inv.ProjectRole)); err != nil {
			return fmt.Errorf("accept invitation: %w", dbErr(err))
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE invitations SET accepted_at = ?, accepted_by = ? WHERE id = ?`,
		micros(orNow(at)), u.ID, id); err != nil {
		return fmt.Errorf("accept invitation: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("accept invitation: %w", err)
	}
	return nil
}
