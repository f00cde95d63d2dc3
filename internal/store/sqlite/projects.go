package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

const projectCols = `id, name, repository, branch, docs_dir, code_host, token_env, model,
	host, push_secret_hash, created_at, updated_at, code_host_settings, agent_settings`

func scanProject(s scanner) (domain.Project, error) {
	var (
		p                domain.Project
		host             sql.NullString
		secret           []byte
		created, updated sql.NullInt64
		settings, agent  sql.NullString
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
	p.Host = host.String
	p.PushSecretHash = nilIfEmpty(secret)
	p.CreatedAt = fromMicros(created)
	p.UpdatedAt = fromMicros(updated)
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
	_, err = d.w.ExecContext(ctx, `INSERT INTO projects (`+projectCols+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		p.ID, p.Name, p.Repository, p.Branch, p.DocsDir, p.CodeHost, p.TokenEnv, p.Model,
		nullString(p.Host), blob(p.PushSecretHash), micros(p.CreatedAt), micros(p.UpdatedAt), string(settings), string(agent))
	if err != nil {
		return fmt.Errorf("create project: %w", dbErr(err))
	}
	d.notes.Publish(store.Notification{Topic: store.TopicProject, ProjectID: p.ID})
	return nil
}

// Project finds a project by ID.
func (d *DB) Project(ctx context.Context, id string) (domain.Project, error) {
	p, err := scanProject(d.r.QueryRowContext(ctx, `SELECT `+projectCols+` FROM projects WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return domain.Project{}, fmt.Errorf("project: %w", store.ErrNotFound)
	}
	if err != nil {
		return domain.Project{}, fmt.Errorf("project: %w", err)
	}
	return p, nil
}

// ProjectByHost finds the project whose Host is exactly host (callers
// normalise: lower case, no port).
func (d *DB) ProjectByHost(ctx context.Context, host string) (domain.Project, error) {
	if host == "" {
		return domain.Project{}, fmt.Errorf("project by host: %w", store.ErrNotFound)
	}
	p, err := scanProject(d.r.QueryRowContext(ctx, `SELECT `+projectCols+` FROM projects WHERE host = ?`, host))
	if errors.Is(err, sql.ErrNoRows) {
		return domain.Project{}, fmt.Errorf("project by host: %w", store.ErrNotFound)
	}
	if err != nil {
		return domain.Project{}, fmt.Errorf("project by host: %w", err)
	}
	return p, nil
}

// Projects lists every project, oldest first.
func (d *DB) Projects(ctx context.Context) ([]domain.Project, error) {
	rows, err := d.r.QueryContext(ctx, `SELECT `+projectCols+` FROM projects ORDER BY created_at, id`)
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
	settings, err := json.Marshal(p.HostSettings)
	if err != nil {
		return fmt.Errorf("update project: %w", err)
	}
	agent, err := json.Marshal(p.Agent)
	if err != nil {
		return fmt.Errorf("update project: %w", err)
	}
	res, err := d.w.ExecContext(ctx, `UPDATE projects SET name = ?, repository = ?, branch = ?, docs_dir = ?,
			code_host = ?, token_env = ?, model = ?, host = ?, push_secret_hash = ?, updated_at = ?,
			code_host_settings = ?, agent_settings = ?
		WHERE id = ?`,
		p.Name, p.Repository, p.Branch, p.DocsDir, p.CodeHost, p.TokenEnv, p.Model,
		nullString(p.Host), blob(p.PushSecretHash), micros(orNow(p.UpdatedAt)), string(settings), string(agent), p.ID)
	if err := affectedOne("update project", res, err); err != nil {
		return err
	}
	d.notes.Publish(store.Notification{Topic: store.TopicProject, ProjectID: p.ID})
	return nil
}

// DeleteProject removes the project with its jobs, messages, idempotency
// records and counters (River's rows stay: a worker finds the job gone).
// Keys that named it lose it from their list; a key that named only it is
// revoked, since an empty list would open every project to it.
func (d *DB) DeleteProject(ctx context.Context, id string) error {
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("delete project: %w", err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `DELETE FROM projects WHERE id = ?`, id)
	if err := affectedOne("delete project", res, err); err != nil {
		return err
	}
	if err := forgetProject(ctx, tx, id, time.Now()); err != nil {
		return fmt.Errorf("delete project: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("delete project: %w", err)
	}
	d.notes.Publish(store.Notification{Topic: store.TopicProject, ProjectID: id})
	return nil
}

// forgetProject drops project id from the keys that name it.
func forgetProject(ctx context.Context, tx *sql.Tx, id string, now time.Time) error {
	rows, err := tx.QueryContext(ctx, `SELECT k.id, k.projects FROM api_keys k
		WHERE EXISTS (SELECT 1 FROM json_each(k.projects) e WHERE e.value = ?)`, id)
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
		var list sql.NullString
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
			_, err = tx.ExecContext(ctx, `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?`,
				micros(now), k.id)
		} else {
			var list any
			list, err = listText(rest)
			if err == nil {
				_, err = tx.ExecContext(ctx, `UPDATE api_keys SET projects = ? WHERE id = ?`, list, k.id)
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}
