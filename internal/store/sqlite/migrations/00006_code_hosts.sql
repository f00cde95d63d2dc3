-- Remote code hosts: a project's settings for its host (API address,
-- GitHub App, drafts, the webhook secret), and a job's pull request
-- (its number, state and draft flag; the address is pr_link).

-- +goose Up
ALTER TABLE projects ADD COLUMN code_host_settings TEXT NOT NULL DEFAULT '{}';
ALTER TABLE jobs ADD COLUMN pr_number INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN pr_state TEXT NOT NULL DEFAULT '';
ALTER TABLE jobs ADD COLUMN pr_draft INTEGER NOT NULL DEFAULT 0;
CREATE INDEX jobs_pr ON jobs (project_id, pr_number) WHERE pr_number > 0;
CREATE INDEX jobs_open_pr ON jobs (updated_at, id) WHERE pr_state = 'open';

-- +goose Down
DROP INDEX jobs_open_pr;
DROP INDEX jobs_pr;
ALTER TABLE jobs DROP COLUMN pr_draft;
ALTER TABLE jobs DROP COLUMN pr_state;
ALTER TABLE jobs DROP COLUMN pr_number;
ALTER TABLE projects DROP COLUMN code_host_settings;
