-- The job engine: who runs a job and since when (claims and heartbeats),
-- how many prompts it has had, its event log, the details of transcript
-- entries, and the agent's saved conversation.

-- +goose Up
ALTER TABLE jobs ADD COLUMN prompts integer NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN run_owner text NOT NULL DEFAULT '';
ALTER TABLE jobs ADD COLUMN heartbeat_at timestamptz;
ALTER TABLE jobs ADD COLUMN resumes integer NOT NULL DEFAULT 0;

-- Jobs some worker claimed: the running count of a project, and the
-- sweep that finds runs whose worker died.
CREATE INDEX jobs_running ON jobs (project_id, heartbeat_at) WHERE run_owner <> '';

ALTER TABLE messages ADD COLUMN tool text NOT NULL DEFAULT '';
ALTER TABLE messages ADD COLUMN is_error boolean NOT NULL DEFAULT false;
ALTER TABLE messages ADD COLUMN commit_sha text NOT NULL DEFAULT '';

CREATE TABLE events (
    job_id     text COLLATE "C" NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    seq        bigint      NOT NULL,
    type       text        NOT NULL,
    data       text        NOT NULL,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (job_id, seq)
);

CREATE TABLE agent_states (
    job_id     text COLLATE "C" NOT NULL PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
    data       bytea       NOT NULL,
    updated_at timestamptz NOT NULL
);

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
