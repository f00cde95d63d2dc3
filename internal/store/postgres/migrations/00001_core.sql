-- Folio's core tables. Identifiers sort bytewise (COLLATE "C"), as on
-- SQLite, so pages of jobs agree between the two.

-- +goose Up
CREATE TABLE projects (
    id               text COLLATE "C" NOT NULL PRIMARY KEY,
    name             text        NOT NULL DEFAULT '',
    repository       text        NOT NULL DEFAULT '',
    branch           text        NOT NULL DEFAULT '',
    docs_dir         text        NOT NULL DEFAULT '',
    code_host        text        NOT NULL DEFAULT '',
    token_env        text        NOT NULL DEFAULT '',
    model            text        NOT NULL DEFAULT '',
    host             text        UNIQUE,
    push_secret_hash bytea,
    created_at       timestamptz NOT NULL,
    updated_at       timestamptz NOT NULL
);

CREATE TABLE api_keys (
    id           text COLLATE "C" NOT NULL PRIMARY KEY,
    name         text        NOT NULL DEFAULT '',
    prefix       text        NOT NULL DEFAULT '',
    hash         bytea       NOT NULL UNIQUE,
    projects     jsonb,
    scopes       jsonb,
    expires_at   timestamptz,
    created_at   timestamptz NOT NULL,
    last_used_at timestamptz,
    revoked_at   timestamptz
);

CREATE INDEX api_keys_created ON api_keys (created_at DESC, id DESC);

CREATE TABLE jobs (
    id                  text COLLATE "C" NOT NULL PRIMARY KEY,
    project_id          text COLLATE "C" NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    status              text        NOT NULL,
    phase               text        NOT NULL DEFAULT '',
    repository          text        NOT NULL DEFAULT '',
    ref                 text        NOT NULL DEFAULT '',
    model               text        NOT NULL DEFAULT '',
    branch              text        NOT NULL DEFAULT '',
    pr_link             text        NOT NULL DEFAULT '',
    summary             text        NOT NULL DEFAULT '',
    changed_files       jsonb,
    checks              jsonb,
    usage_steps         integer     NOT NULL DEFAULT 0,
    usage_input_tokens  bigint      NOT NULL DEFAULT 0,
    usage_output_tokens bigint      NOT NULL DEFAULT 0,
    error_code          text,
    error_message       text,
    error_retryable     boolean,
    created_at          timestamptz NOT NULL,
    updated_at          timestamptz NOT NULL,
    archived_at         timestamptz,
    idempotency_key     text        NOT NULL DEFAULT '',
    request_hash        bytea
);

CREATE INDEX jobs_project_created ON jobs (project_id, created_at DESC, id DESC);

CREATE TABLE messages (
    job_id     text COLLATE "C" NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    seq        bigint      NOT NULL,
    role       text        NOT NULL,
    content    text        NOT NULL,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (job_id, seq)
);

CREATE TABLE settings (
    name  text NOT NULL PRIMARY KEY,
    value text NOT NULL
);

-- +goose Down
DROP TABLE settings;
DROP TABLE messages;
DROP TABLE jobs;
DROP TABLE api_keys;
DROP TABLE projects;
