-- Idempotency records, request counters (rate limits) and dashboard
-- sessions, and the index that lists a project's jobs by status.

-- +goose Up
CREATE TABLE idempotency_keys (
    project_id TEXT    NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    idem_key   TEXT    NOT NULL,
    job_id     TEXT    NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (project_id, idem_key)
) STRICT;

CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
CREATE INDEX idempotency_keys_job ON idempotency_keys (job_id);

CREATE TABLE request_counters (
    project_id   TEXT    NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    window_start INTEGER NOT NULL,
    hits         INTEGER NOT NULL,
    PRIMARY KEY (project_id, window_start)
) STRICT;

CREATE INDEX request_counters_window ON request_counters (window_start);

CREATE TABLE sessions (
    hash       BLOB    NOT NULL PRIMARY KEY,
    csrf       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER
) STRICT;

CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE INDEX jobs_project_status_created ON jobs (project_id, status, created_at DESC, id DESC);

-- +goose Down
DROP INDEX jobs_project_status_created;
DROP TABLE sessions;
DROP TABLE request_counters;
DROP TABLE idempotency_keys;
