package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

const userCols = `id, email, name, password_hash, role, subject, created_at, last_sign_in_at, disabled_at`

func scanUser(s scanner) (domain.User, error) {
	var (
		u                           domain.User
		role                        string
		subject                     pgtype.Text
		created, signedIn, disabled pgtype.Timestamptz
	)
	if err := s.Scan(&u.ID, &u.Email, &u.Name, &u.PasswordHash, &role, &subject, &created, &signedIn, &disabled); err != nil {
		return domain.User{}, err
	}
	u.Role = domain.Role(role)
	u.Subject = subject.String
	u.CreatedAt = fromTS(created)
	u.LastSignInAt = fromTS(signedIn)
	u.DisabledAt = fromTS(disabled)
	return u, nil
}

func insertUser(ctx context.Context, q querier, u domain.User) error {
	if u.ID == "" || u.Email == "" {
		return errors.New("empty id or email")
	}
	if !u.Role.Valid() {
		return fmt.Errorf("role %q", u.Role)
	}
	_, err := q.Exec(ctx, `INSERT INTO users (`+userCols+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
		u.ID, u.Email, u.Name, u.PasswordHash, string(u.Role), nullString(u.Subject),
		orNow(u.CreatedAt), ts(u.LastSignInAt), ts(u.DisabledAt))
	return dbErr(err)
}

// CreateUser writes a new user. A zero CreatedAt is now. A taken ID,
// Email or Subject is store.ErrConflict.
func (d *DB) CreateUser(ctx context.Context, u domain.User) error {
	if err := insertUser(ctx, d.pool, u); err != nil {
		return fmt.Errorf("create user: %w", err)
	}
	return nil
}

func getUser(ctx context.Context, q querier, where, arg string, lock bool) (domain.User, error) {
	if !storable(arg) {
		return domain.User{}, store.ErrNotFound
	}
	query := `SELECT ` + userCols + ` FROM users WHERE ` + where + ` = $1`
	if lock {
		query += ` FOR UPDATE`
	}
	u, err := scanUser(q.QueryRow(ctx, query, arg))
	if errors.Is(err, pgx.ErrNoRows) {
		return domain.User{}, store.ErrNotFound
	}
	return u, err
}

// User finds a user by ID.
func (d *DB) User(ctx context.Context, id string) (domain.User, error) {
	u, err := getUser(ctx, d.pool, "id", id, false)
	if err != nil {
		return domain.User{}, fmt.Errorf("user: %w", err)
	}
	return u, nil
}

// UserByEmail finds a user by email, as stored.
func (d *DB) UserByEmail(ctx context.Context, email string) (domain.User, error) {
	u, err := getUser(ctx, d.pool, "email", email, false)
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
	u, err := getUser(ctx, d.pool, "subject", subject, false)
	if err != nil {
		return domain.User{}, fmt.Errorf("user by subject: %w", err)
	}
	return u, nil
}

// Users lists every user, oldest first.
func (d *DB) Users(ctx context.Context) ([]domain.User, error) {
	rows, err := d.pool.Query(ctx, `SELECT `+userCols+` FROM users ORDER BY created_at, id`)
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
// transaction. The enabled owners' rows are locked first, in one order,
// so two updates that each leave one owner cannot both pass the check.
func (d *DB) UpdateUser(ctx context.Context, id string, fn func(u *domain.User) error) (domain.User, error) {
	if !storable(id) {
		return domain.User{}, fmt.Errorf("update user: %w", store.ErrNotFound)
	}
	tx, err := d.pool.Begin(ctx)
	if err != nil {
		return domain.User{}, fmt.Errorf("update user: %w", err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	rows, err := tx.Query(ctx, `SELECT id FROM users WHERE role = $1 AND disabled_at IS NULL ORDER BY id FOR UPDATE`, string(domain.RoleOwner))
	if err != nil {
		return domain.User{}, fmt.Errorf("update user: %w", err)
	}
	owners, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return domain.User{}, fmt.Errorf("update user: %w", err)
	}
	orig, err := getUser(ctx, tx, "id", id, true)
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
	if !storable(u.Email, u.Name, u.PasswordHash, u.Subject) {
		return domain.User{}, errors.New("update user: text that cannot be stored")
	}
	if activeOwner(orig) && !activeOwner(u) {
		others := 0
		for _, o := range owners {
			if o != id {
				others++
			}
		}
		if others == 0 {
			return domain.User{}, fmt.Errorf("update user: %w", store.ErrLastOwner)
		}
	}
	_, err = tx.Exec(ctx, `UPDATE users SET email = $1, name = $2, password_hash = $3, role = $4, subject = $5,
		last_sign_in_at = $6, disabled_at = $7 WHERE id = $8`,
		u.Email, u.Name, u.PasswordHash, string(u.Role), nullString(u.Subject), ts(u.LastSignInAt), ts(u.DisabledAt), id)
	if err != nil {
		return domain.User{}, fmt.Errorf("update user: %w", dbErr(err))
	}
	got, err := getUser(ctx, tx, "id", id, false)
	if err != nil {
		return domain.User{}, fmt.Errorf("update user: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return domain.User{}, fmt.Errorf("update user: %w", dbErr(err))
	}
	return got, nil
}

// DeleteUserSessions ends every session of a user.
func (d *DB) DeleteUserSessions(ctx context.Context, userID string) error {
	if !storable(userID) {
		return nil
	}
	if _, err := d.pool.Exec(ctx, `DELETE FROM sessions WHERE user_id = $1`, userID); err != nil {
		return fmt.Errorf("delete user sessions: %w", err)
	}
	return nil
}

// ProjectRoles lists the roles projects grant a user.
func (d *DB) ProjectRoles(ctx context.Context, userID string) (map[string]domain.Role, error) {
	out := map[string]domain.Role{}
	if !storable(userID) {
		return out, nil
	}
	rows, err := d.pool.Query(ctx, `SELECT project_id, role FROM project_roles WHERE user_id = $1`, userID)
	if err != nil {
		return nil, fmt.Errorf("project roles: %w", err)
	}
	defer rows.Close()
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
	if !storable(userID, projectID) {
		return fmt.Errorf("set project role: %w", store.ErrNotFound)
	}
	if role == "" {
		if _, err := d.pool.Exec(ctx, `DELETE FROM project_roles WHERE user_id = $1 AND project_id = $2`, userID, projectID); err != nil {
			return fmt.Errorf("set project role: %w", err)
		}
		return nil
	}
	if !role.Valid() {
		return fmt.Errorf("set project role: role %q", role)
	}
	_, err := d.pool.Exec(ctx, `INSERT INTO project_roles (user_id, project_id, role) VALUES ($1, $2, $3)
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
		project                    pgtype.Text
		created, expires, accepted pgtype.Timestamptz
	)
	err := s.Scan(&inv.ID, &inv.Hash, &inv.Email, &role, &project, &projectRole, &inv.CreatedBy, &created, &expires, &accepted, &inv.AcceptedBy)
	if err != nil {
		return store.Invitation{}, err
	}
	inv.Role, inv.ProjectRole, inv.ProjectID = domain.Role(role), domain.Role(projectRole), project.String
	inv.CreatedAt, inv.ExpiresAt, inv.AcceptedAt = fromTS(created), fromTS(expires), fromTS(accepted)
	return inv, nil
}

// CreateInvitation writes an invitation. A zero CreatedAt is now.
func (d *DB) CreateInvitation(ctx context.Context, inv store.Invitation) error {
	if inv.ID == "" || len(inv.Hash) == 0 || inv.Email == "" || inv.ExpiresAt.IsZero() {
		return errors.New("create invitation: empty id, hash, email or expiry")
	}
	if !storable(inv.ProjectID) {
		return fmt.Errorf("create invitation: %w", store.ErrNotFound)
	}
	_, err := d.pool.Exec(ctx, `INSERT INTO invitations (`+invitationCols+`) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
		inv.ID, inv.Hash, inv.Email, string(inv.Role), nullString(inv.ProjectID), string(inv.ProjectRole), inv.CreatedBy,
		orNow(inv.CreatedAt), inv.ExpiresAt, ts(inv.AcceptedAt), inv.AcceptedBy)
	if err != nil {
		return fmt.Errorf("create invitation: %w", dbErr(err))
	}
	return nil
}

func getInvitation(ctx context.Context, q querier, where string, arg any, lock bool) (store.Invitation, error) {
	query := `SELECT ` + invitationCols + ` FROM invitations WHERE ` + where + ` = $1`
	if lock {
		query += ` FOR UPDATE`
	}
	inv, err := scanInvitation(q.QueryRow(ctx, query, arg))
	if errors.Is(err, pgx.ErrNoRows) {
		return store.Invitation{}, store.ErrNotFound
	}
	return inv, err
}

// Invitation finds an invitation by ID.
func (d *DB) Invitation(ctx context.Context, id string) (store.Invitation, error) {
	if !storable(id) {
		return store.Invitation{}, fmt.Errorf("invitation: %w", store.ErrNotFound)
	}
	inv, err := getInvitation(ctx, d.pool, "id", id, false)
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
	inv, err := getInvitation(ctx, d.pool, "hash", hash, false)
	if err != nil {
		return store.Invitation{}, fmt.Errorf("invitation by hash: %w", err)
	}
	return inv, nil
}

// Invitations lists the pending invitations, newest first.
func (d *DB) Invitations(ctx context.Context) ([]store.Invitation, error) {
	rows, err := d.pool.Query(ctx, `SELECT `+invitationCols+` FROM invitations WHERE accepted_at IS NULL ORDER BY created_at DESC, id DESC`)
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
	if !storable(id) {
		return fmt.Errorf("delete invitation: %w", store.ErrNotFound)
	}
	tag, err := d.pool.Exec(ctx, `DELETE FROM invitations WHERE id = $1`, id)
	return affectedOne("delete invitation", tag, err)
}

// AcceptInvitation marks the invitation accepted, creates u and grants the
// invitation's project role, in one transaction; the invitation's row is
// locked, so it is accepted once.
func (d *DB) AcceptInvitation(ctx context.Context, id string, u domain.User, at time.Time) error {
	if !storable(id) {
		return fmt.Errorf("accept invitation: %w", store.ErrNotFound)
	}
	err := pgx.BeginFunc(ctx, d.pool, func(tx pgx.Tx) error {
		inv, err := getInvitation(ctx, tx, "id", id, true)
		if err != nil {
			return err
		}
		if !inv.AcceptedAt.IsZero() || !at.Before(inv.ExpiresAt) {
			return fmt.Errorf("%w: accepted or expired", store.ErrConflict)
		}
		if err := insertUser(ctx, tx, u); err != nil {
			return err
		}
		if inv.ProjectID != "" && inv.ProjectRole.Valid() {
			if _, err := tx.Exec(ctx, `INSERT INTO project_roles (user_id, project_id, role) VALUES ($1, $2, $3)`,
				u.ID, inv.ProjectID, string(inv.ProjectRole)); err != nil {
				return dbErr(err)
			}
		}
		_, err = tx.Exec(ctx, `UPDATE invitations SET accepted_at = $1, accepted_by = $2 WHERE id = $3`, orNow(at), u.ID, id)
		return err
	})
	if err != nil {
		return fmt.Errorf("accept invitation: %w", err)
	}
	return nil
}
