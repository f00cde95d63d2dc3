-- Idempotency records, request counters (rate limits) and dashboard
-- sessions, and the index that lists a project's jobs by status.

-- +goose Up
CREATE TABLE idempotency_keys (
    project_id text COLLATE "C" NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    idem_key   text        NOT NULL,
    job_id     text COLLATE "C" NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (project_id, idem_key)
);

CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
CREATE INDEX idempotency_keys_job ON idempotency_keys (job_id);

CREATE TABLE request_counters (
    project_id   text COLLATE "C" NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    window_start timestamptz NOT NULL,
    hits         bigint      NOT NULL,
    PRIMARY KEY (project_id, window_start)
);

CREATE INDEX request_counters_window ON request_counters (window_start);

CREATE TABLE sessions (
    hash       bytea       NOT NULL PRIMARY KEY,
    csrf       text        NOT NULL,
    created_at timestamptz NOT NULL,
    expires_at timestamptz
);

CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE INDEX jobs_project_status_created ON jobs (project_id, status, created_at DESC, id DESC);

-- +goose Down
DROP INDEX jobs_project_status_created;
DROP TABLE sessions;
DROP TABLE request_counters;
DROP TABLE idempotency_keys;
