-- Project webhooks, their deliveries (one per job event and webhook; the
-- id is the webhook-id header) and every attempt at each delivery. The
-- payload is text, not jsonb: it is signed, so it must come back byte
-- for byte.

-- +goose Up
CREATE TABLE webhooks (
    id              text COLLATE "C" NOT NULL PRIMARY KEY,
    project_id      text COLLATE "C" NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    url             text        NOT NULL,
    events          jsonb,
    secret          text        NOT NULL,
    description     text        NOT NULL DEFAULT '',
    created_at      timestamptz NOT NULL,
    disabled_at     timestamptz,
    disabled_reason text        NOT NULL DEFAULT ''
);

CREATE INDEX webhooks_project ON webhooks (project_id, created_at, id);

-- job_id and seq are NULL for a test event; a job event reaches a
-- webhook once, however often its fan-out runs.
CREATE TABLE webhook_deliveries (
    id              text COLLATE "C" NOT NULL PRIMARY KEY,
    webhook_id      text COLLATE "C" NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    job_id          text COLLATE "C",
    seq             bigint,
    event           text        NOT NULL,
    payload         text        NOT NULL,
    state           text        NOT NULL,
    attempts        integer     NOT NULL DEFAULT 0,
    last_status     integer     NOT NULL DEFAULT 0,
    last_error      text        NOT NULL DEFAULT '',
    next_attempt_at timestamptz,
    created_at      timestamptz NOT NULL,
    updated_at      timestamptz NOT NULL,
    UNIQUE (webhook_id, job_id, seq)
);

CREATE INDEX webhook_deliveries_list ON webhook_deliveries (webhook_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_state ON webhook_deliveries (webhook_id, state, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_ended ON webhook_deliveries (updated_at) WHERE state <> 'pending';

CREATE TABLE webhook_attempts (
    delivery_id text COLLATE "C" NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
    attempt     integer     NOT NULL,
    started_at  timestamptz NOT NULL,
    duration_us bigint      NOT NULL,
    status_code integer     NOT NULL DEFAULT 0,
    error       text        NOT NULL DEFAULT '',
    response    text        NOT NULL DEFAULT '',
    PRIMARY KEY (delivery_id, attempt)
);

-- +goose Down
DROP TABLE webhook_attempts;
DROP TABLE webhook_deliveries;
DROP TABLE webhooks;
