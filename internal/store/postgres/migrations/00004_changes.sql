-- The built-in review's changes (the local code host's pull requests),
-- numbered per project, and their comments.

-- +goose Up
-- The last number given to a change of each project, taken and bumped
-- (under the row's lock) in the transaction that creates the change.
CREATE TABLE change_counters (
    project_id  text COLLATE "C" NOT NULL PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
    last_number integer NOT NULL
);

CREATE TABLE changes (
    project_id   text COLLATE "C" NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    number       integer     NOT NULL,
    job_id       text COLLATE "C" NOT NULL DEFAULT '',
    title        text        NOT NULL DEFAULT '',
    body         text        NOT NULL DEFAULT '',
    base         text        NOT NULL DEFAULT '',
    head         text COLLATE "C" NOT NULL DEFAULT '',
    state        text        NOT NULL,
    head_commit  text        NOT NULL DEFAULT '',
    base_commit  text        NOT NULL DEFAULT '',
    merge_commit text        NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL,
    updated_at   timestamptz NOT NULL,
    merged_at    timestamptz,
    closed_at    timestamptz,
    closed_by    text        NOT NULL DEFAULT '',
    PRIMARY KEY (project_id, number)
);

-- At most one open change per branch of a project.
CREATE UNIQUE INDEX changes_open_head ON changes (project_id, head) WHERE state = 'open';
CREATE INDEX changes_head ON changes (project_id, head, number DESC);
CREATE INDEX changes_job ON changes (project_id, job_id, number DESC);
CREATE INDEX changes_state ON changes (project_id, state, number DESC);

CREATE TABLE change_comments (
    project_id text COLLATE "C" NOT NULL,
    number     integer     NOT NULL,
    seq        bigint      NOT NULL,
    author     text        NOT NULL DEFAULT '',
    body       text        NOT NULL,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (project_id, number, seq),
    FOREIGN KEY (project_id, number) REFERENCES changes (project_id, number) ON DELETE CASCADE
);

-- +goose Down
DROP TABLE change_comments;
DROP TABLE changes;
DROP TABLE change_counters;
