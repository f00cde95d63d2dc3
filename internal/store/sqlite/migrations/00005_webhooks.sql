-- Project webhooks, their deliveries (one per job event and webhook; the
-- id is the webhook-id header) and every attempt at each delivery.

-- +goose Up
CREATE TABLE webhooks (
    id              TEXT    NOT NULL PRIMARY KEY,
    project_id      TEXT    NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    url             TEXT    NOT NULL,
    events          TEXT,
    secret          TEXT    NOT NULL,
    description     TEXT    NOT NULL DEFAULT '',
    created_at      INTEGER NOT NULL,
    disabled_at     INTEGER,
    disabled_reason TEXT    NOT NULL DEFAULT ''
) STRICT;

CREATE INDEX webhooks_project ON webhooks (project_id, created_at, id);

-- job_id and seq are NULL for a test event; a job event reaches a
-- webhook once, however often its fan-out runs.
CREATE TABLE webhook_deliveries (
    id              TEXT    NOT NULL PRIMARY KEY,
    webhook_id      TEXT    NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    job_id          TEXT,
    seq             INTEGER,
    event           TEXT    NOT NULL,
    payload         TEXT    NOT NULL,
    state           TEXT    NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    last_status     INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT    NOT NULL DEFAULT '',
    next_attempt_at INTEGER,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    UNIQUE (webhook_id, job_id, seq)
) STRICT;

CREATE INDEX webhook_deliveries_list ON webhook_deliveries (webhook_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_state ON webhook_deliveries (webhook_id, state, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_ended ON webhook_deliveries (updated_at) WHERE state != 'pending';

CREATE TABLE webhook_attempts (
    delivery_id TEXT    NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
    attempt     INTEGER NOT NULL,
    started_at  INTEGER NOT NULL,
    duration_us INTEGER NOT NULL,
    status_code INTEGER NOT NULL DEFAULT 0,
    error       TEXT    NOT NULL DEFAULT '',
    response    TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (delivery_id, attempt)
) STRICT;

-- +goose Down
DROP TABLE webhook_attempts;
DROP TABLE webhook_deliveries;
DROP TABLE webhooks;
