-- The audit log: who did what, when and from where (sign-ins and their
-- failures, keys, projects, webhooks, merges, jobs, users). An entry
-- names its actor by id and by the name it had then, so that it reads
-- the same once the user or key is gone; nothing references another
-- table, and entries outlive what they are about.

-- +goose Up
CREATE TABLE audit_log (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    at          INTEGER NOT NULL,
    user_id     TEXT    NOT NULL DEFAULT '',
    key_id      TEXT    NOT NULL DEFAULT '',
    actor_name  TEXT    NOT NULL DEFAULT '',
    action      TEXT    NOT NULL,
    target_kind TEXT    NOT NULL DEFAULT '',
    target_id   TEXT    NOT NULL DEFAULT '',
    project_id  TEXT    NOT NULL DEFAULT '',
    ip          TEXT    NOT NULL DEFAULT '',
    user_agent  TEXT    NOT NULL DEFAULT '',
    outcome     TEXT    NOT NULL,
    detail      TEXT
) STRICT;

CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_user ON audit_log (user_id, at DESC, id DESC) WHERE user_id != '';
CREATE INDEX audit_log_key ON audit_log (key_id, at DESC, id DESC) WHERE key_id != '';
CREATE INDEX audit_log_project ON audit_log (project_id, at DESC, id DESC) WHERE project_id != '';
CREATE INDEX audit_log_action ON audit_log (action, at DESC, id DESC);

-- +goose Down
DROP TABLE audit_log;
