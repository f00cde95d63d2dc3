-- The job engine: who runs a job and since when (claims and heartbeats),
-- how many prompts it has had, its event log, the details of transcript
-- entries, and the agent's saved conversation.

-- +goose Up
ALTER TABLE jobs ADD COLUMN prompts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN run_owner TEXT NOT NULL DEFAULT '';
ALTER TABLE jobs ADD COLUMN heartbeat_at INTEGER;
ALTER TABLE jobs ADD COLUMN resumes INTEGER NOT NULL DEFAULT 0;

-- Jobs some worker claimed: the running count of a project, and the
-- sweep that finds runs whose worker died.
CREATE INDEX jobs_running ON jobs (project_id, heartbeat_at) WHERE run_owner != '';

ALTER TABLE messages ADD COLUMN tool TEXT NOT NULL DEFAULT '';
ALTER TABLE messages ADD COLUMN is_error INTEGER NOT NULL DEFAULT 0;
ALTER TABLE messages ADD COLUMN commit_sha TEXT NOT NULL DEFAULT '';

CREATE TABLE events (
    job_id     TEXT    NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    type       TEXT    NOT NULL,
    data       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (job_id, seq)
) STRICT;

CREATE TABLE agent_states (
    job_id     TEXT    NOT NULL PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
    data       BLOB    NOT NULL,
    updated_at INTEGER NOT NULL
) STRICT;

-- +goose Down
DROP TABLE agent_states;
DROP TABLE events;
ALTER TABLE messages DROP COLUMN commit_sha;
ALTER TABLE messages DROP COLUMN is_error;
ALTER TABLE messages DROP COLUMN tool;
DROP INDEX jobs_running;
ALTER TABLE jobs DROP COLUMN resumes;
ALTER TABLE jobs DROP COLUMN heartbeat_at;
ALTER TABLE jobs DROP COLUMN run_owner;
ALTER TABLE jobs DROP COLUMN prompts;
