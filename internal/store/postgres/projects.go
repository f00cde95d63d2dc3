package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

const projectCols = `id, name, repository, branch, docs_dir, code_host, token_env, model,
	host, push_secret_hash, created_at, updated_at, code_host_settings, agent_settings`

func scanProject(s scanner) (domain.Project, error) {
	var (
		p                domain.Project
		host             *string
		secret           []byte
		created, updated pgtype.Timestamptz
		settings, agent  []byte
	)
	err := s.Scan(&p.ID, &p.Name, &p.Repository, &p.Branch, &p.DocsDir, &p.CodeHost, &p.TokenEnv, &p.Model,
		&host, &secret, &created, &updated, &settings, &agent)
	if err != nil {
		return domain.Project{}, err
	}
	if err := fromJSON(settings, &p.HostSettings); err != nil {
		return domain.Project{}, fmt.Errorf("project %s: code host settings: %w", p.ID, err)
	}
	if err := fromJSON(agent, &p.Agent); err != nil {
		return domain.Project{}, fmt.Errorf("project %s: agent settings: %w", p.ID, err)
	}
	if host != nil {
		p.Host = *host
	}
	p.PushSecretHash = nilIfEmpty(secret)
	p.CreatedAt = fromTS(created)
	p.UpdatedAt = fromTS(updated)
	return p, nil
}

// CreateProject writes a new project. A zero CreatedAt is now, a zero
// UpdatedAt is CreatedAt. A taken ID or Host is store.ErrConflict.
func (d *DB) CreateProject(ctx context.Context, p domain.Project) error {
	if p.ID == "" {
		return errors.New("create project: empty id")
	}
	p.CreatedAt = orNow(p.CreatedAt)
	if p.UpdatedAt.IsZero() {
		p.UpdatedAt = p.CreatedAt
	}
	settings, err := json.Marshal(p.HostSettings)
	if err != nil {
		return fmt.Errorf("create project: %w", err)
	}
	agent, err := json.Marshal(p.Agent)
	if err != nil {
		return fmt.Errorf("create project: %w", err)
	}
	err = pgx.BeginFunc(ctx, d.pool, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO projects (`+projectCols+`)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
			p.ID, p.Name, p.Repository, p.Branch, p.DocsDir, p.CodeHost, p.TokenEnv, p.Model,
			nullString(p.Host), bytea(p.PushSecretHash), p.CreatedAt, p.UpdatedAt, string(settings), string(agent))
		if err != nil {
			return dbErr(err)
		}
		return d.notify(ctx, tx, store.Notification{Topic: store.TopicProject, ProjectID: p.ID})
	})
	if err != nil {
		return fmt.Errorf("create project: %w", err)
	}
	return nil
}

// Project finds a project by ID.
func (d *DB) Project(ctx context.Context, id string) (domain.Project, error) {
	return d.projectWhere(ctx, "project", "id", id)
}

// ProjectByHost finds the project whose Host is exactly host (callers
// normalise: lower case, no port).
func (d *DB) ProjectByHost(ctx context.Context, host string) (domain.Project, error) {
	if host == "" {
		return domain.Project{}, fmt.Errorf("project by host: %w", store.ErrNotFound)
	}
	return d.projectWhere(ctx, "project by host", "host", host)
}

func (d *DB) projectWhere(ctx context.Context, op, col, v string) (domain.Project, error) {
	if !storable(v) {
		return domain.Project{}, fmt.Errorf("%s: %w", op, store.ErrNotFound)
	}
	p, err := scanProject(d.pool.QueryRow(ctx, `SELECT `+projectCols+` FROM projects WHERE `+col+` = $1`, v))
	if errors.Is(err, pgx.ErrNoRows) {
		return domain.Project{}, fmt.Errorf("%s: %w", op, store.ErrNotFound)
	}
	if err != nil {
		return domain.Project{}, fmt.Errorf("%s: %w", op, err)
	}
	return p, nil
}

// Projects lists every project, oldest first.
func (d *DB) Projects(ctx context.Context) ([]domain.Project, error) {
	rows, err := d.pool.Query(ctx, `SELECT `+projectCols+` FROM projects ORDER BY created_at, id`)
	if err != nil {
		return nil, fmt.Errorf("projects: %w", err)
	}
	defer rows.Close()
	var ps []domain.Project
	for rows.Next() {
		p, err := scanProject(rows)
		if err != nil {
			return nil, fmt.Errorf("projects: %w", err)
		}
		ps = append(ps, p)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("projects: %w", err)
	}
	return ps, nil
}

// UpdateProject writes every field of p but ID and CreatedAt. A zero
// UpdatedAt is now.
func (d *DB) UpdateProject(ctx context.Context, p domain.Project) error {
	if !storable(p.ID) {
		return fmt.Errorf("update project: %w", store.ErrNotFound)
	}
	settings, err := json.Marshal(p.HostSettings)
	if err != nil {
		return fmt.Errorf("update project: %w", err)
	}
	agent, err := json.Marshal(p.Agent)
	if err != nil {
		return fmt.Errorf("update project: %w", err)
	}
	err = pgx.BeginFunc(ctx, d.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE projects SET name = $1, repository = $2, branch = $3, docs_dir = $4,
				code_host = $5, token_env = $6, model = $7, host = $8, push_secret_hash = $9, updated_at = $10,
				code_host_settings = $11, agent_settings = $12
			WHERE id = $13`,
			p.Name, p.Repository, p.Branch, p.DocsDir, p.CodeHost, p.TokenEnv, p.Model,
			nullString(p.Host), bytea(p.PushSecretHash), orNow(p.UpdatedAt), string(settings), string(agent), p.ID)
		if err != nil {
			return dbErr(err)
		}
		if tag.RowsAffected() == 0 {
			return store.ErrNotFound
		}
		return d.notify(ctx, tx, store.Notification{Topic: store.TopicProject, ProjectID: p.ID})
	})
	if err != nil {
		return fmt.Errorf("update project: %w", err)
	}
	return nil
}

// DeleteProject removes the project with its jobs, messages, idempotency
// records and counters (River's rows stay: a worker finds the job gone).
// Keys that named it lose it from their list; a key that named only it is
// revoked, since an empty list would open every project to it.
func (d *DB) DeleteProject(ctx context.Context, id string) error {
	if !storable(id) {
		return fmt.Errorf("delete project: %w", store.ErrNotFound)
	}
	err := pgx.BeginFunc(ctx, d.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `DELETE FROM projects WHERE id = $1`, id)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return store.ErrNotFound
		}
		if err := forgetProject(ctx, tx, id, time.Now()); err != nil {
			return err
		}
		return d.notify(ctx, tx, store.Notification{Topic: store.TopicProject, ProjectID: id})
	})
	if err != nil {
		return fmt.Errorf("delete project: %w", err)
	}
	return nil
}

// forgetProject drops project id from the keys that name it.
func forgetProject(ctx context.Context, tx pgx.Tx, id string, now time.Time) error {
	rows, err := tx.Query(ctx, `SELECT id, projects FROM api_keys WHERE projects ? $1 FOR UPDATE`, id)
	if err != nil {
		return err
	}
	type key struct {
		id       string
		projects []string
	}
	var keys []key
	for rows.Next() {
		var k key
		var list []byte
		if err := rows.Scan(&k.id, &list); err != nil {
			rows.Close()
			return err
		}
		if err := fromJSON(list, &k.projects); err != nil {
			rows.Close()
			return fmt.Errorf("key %s: projects: %w", k.id, err)
		}
		keys = append(keys, k)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, k := range keys {
		rest := slices.DeleteFunc(slices.Clone(k.projects), func(p string) bool { return p == id })
		if len(rest) == 0 {
			_, err = tx.Exec(ctx, `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $1) WHERE id = $2`, now, k.id)
		} else {
			var list any
			list, err = listJSON(rest)
			if err == nil {
				_, err = tx.Exec(ctx, `UPDATE api_keys SET projects = $1 WHERE id = $2`, list, k.id)
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// affectedOne turns the result of a write of one row by key into nil,
// store.ErrNotFound (no row) or the error, prefixed by op.
func affectedOne(op string, tag pgconn.CommandTag, err error) error {
	if err != nil {
		return fmt.Errorf("%s: %w", op, dbErr(err))
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("%s: %w", op, store.ErrNotFound)
	}
	return nil
}
