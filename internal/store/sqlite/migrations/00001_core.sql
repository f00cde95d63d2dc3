-- Folio's core tables. Times are microseconds since the Unix epoch (UTC);
-- NULL is the zero time. Lists and maps are JSON text; NULL is nil.

-- +goose Up
CREATE TABLE projects (
    id               TEXT    NOT NULL PRIMARY KEY,
    name             TEXT    NOT NULL DEFAULT '',
    repository       TEXT    NOT NULL DEFAULT '',
    branch           TEXT    NOT NULL DEFAULT '',
    docs_dir         TEXT    NOT NULL DEFAULT '',
    code_host        TEXT    NOT NULL DEFAULT '',
    token_env        TEXT    NOT NULL DEFAULT '',
    model            TEXT    NOT NULL DEFAULT '',
    host             TEXT    UNIQUE,
    push_secret_hash BLOB,
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL
) STRICT;

CREATE TABLE api_keys (
    id           TEXT    NOT NULL PRIMARY KEY,
    name         TEXT    NOT NULL DEFAULT '',
    prefix       TEXT    NOT NULL DEFAULT '',
    hash         BLOB    NOT NULL UNIQUE,
    projects     TEXT,
    scopes       TEXT,
    expires_at   INTEGER,
    created_at   INTEGER NOT NULL,
    last_used_at INTEGER,
    revoked_at   INTEGER
) STRICT;

CREATE INDEX api_keys_created ON api_keys (created_at DESC, id DESC);

CREATE TABLE jobs (
    id                  TEXT    NOT NULL PRIMARY KEY,
    project_id          TEXT    NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    status              TEXT    NOT NULL,
    phase               TEXT    NOT NULL DEFAULT '',
    repository          TEXT    NOT NULL DEFAULT '',
    ref                 TEXT    NOT NULL DEFAULT '',
    model               TEXT    NOT NULL DEFAULT '',
    branch              TEXT    NOT NULL DEFAULT '',
    pr_link             TEXT    NOT NULL DEFAULT '',
    summary             TEXT    NOT NULL DEFAULT '',
    changed_files       TEXT,
    checks              TEXT,
    usage_steps         INTEGER NOT NULL DEFAULT 0,
    usage_input_tokens  INTEGER NOT NULL DEFAULT 0,
    usage_output_tokens INTEGER NOT NULL DEFAULT 0,
    error_code          TEXT,
    error_message       TEXT,
    error_retryable     INTEGER,
    created_at          INTEGER NOT NULL,
    updated_at          INTEGER NOT NULL,
    archived_at         INTEGER,
    idempotency_key     TEXT    NOT NULL DEFAULT '',
    request_hash        BLOB
) STRICT;

CREATE INDEX jobs_project_created ON jobs (project_id, created_at DESC, id DESC);

CREATE TABLE messages (
    job_id     TEXT    NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    role       TEXT    NOT NULL,
    content    TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (job_id, seq)
) STRICT;

CREATE TABLE settings (
    name  TEXT NOT NULL PRIMARY KEY,
    value TEXT NOT NULL
) STRICT;

-- +goose Down
DROP TABLE settings;
DROP TABLE messages;
DROP TABLE jobs;
DROP TABLE api_keys;
DROP TABLE projects;
