-- The built-in review's changes (the local code host's pull requests),
-- numbered per project, and their comments.

-- +goose Up
-- The last number given to a change of each project, taken and bumped
-- in the transaction that creates the change.
CREATE TABLE change_counters (
    project_id  TEXT    NOT NULL PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
    last_number INTEGER NOT NULL
) STRICT;

CREATE TABLE changes (
    project_id   TEXT    NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    number       INTEGER NOT NULL,
    job_id       TEXT    NOT NULL DEFAULT '',
    title        TEXT    NOT NULL DEFAULT '',
    body         TEXT    NOT NULL DEFAULT '',
    base         TEXT    NOT NULL DEFAULT '',
    head         TEXT    NOT NULL DEFAULT '',
    state        TEXT    NOT NULL,
    head_commit  TEXT    NOT NULL DEFAULT '',
    base_commit  TEXT    NOT NULL DEFAULT '',
    merge_commit TEXT    NOT NULL DEFAULT '',
    created_at   INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL,
    merged_at    INTEGER,
    closed_at    INTEGER,
    closed_by    TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (project_id, number)
) STRICT;

-- At most one open change per branch of a project.
CREATE UNIQUE INDEX changes_open_head ON changes (project_id, head) WHERE state = 'open';
CREATE INDEX changes_head ON changes (project_id, head, number DESC);
CREATE INDEX changes_job ON changes (project_id, job_id, number DESC);
CREATE INDEX changes_state ON changes (project_id, state, number DESC);

CREATE TABLE change_comments (
    project_id TEXT    NOT NULL,
    number     INTEGER NOT NULL,
    seq        INTEGER NOT NULL,
    author     TEXT    NOT NULL DEFAULT '',
    body       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (project_id, number, seq),
    FOREIGN KEY (project_id, number) REFERENCES changes (project_id, number) ON DELETE CASCADE
) STRICT;

-- +goose Down
DROP TABLE change_comments;
DROP TABLE changes;
DROP TABLE change_counters;
