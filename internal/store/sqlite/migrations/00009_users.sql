-- Users with an organisation role, the roles projects grant them, the
-- invitations that make them, and who a session and an API key belong
-- to. Sessions from before users existed cannot name one: they end, and
-- the shared admin password becomes the first owner's when the service
-- starts (auth.EnsureOwner).

-- +goose Up
CREATE TABLE users (
    id              TEXT    NOT NULL PRIMARY KEY,
    email           TEXT    NOT NULL UNIQUE,
    name            TEXT    NOT NULL DEFAULT '',
    password_hash   TEXT    NOT NULL DEFAULT '',
    role            TEXT    NOT NULL,
    subject         TEXT    UNIQUE,
    created_at      INTEGER NOT NULL,
    last_sign_in_at INTEGER,
    disabled_at     INTEGER
) STRICT;

CREATE INDEX users_created ON users (created_at, id);

CREATE TABLE project_roles (
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    role       TEXT NOT NULL,
    PRIMARY KEY (user_id, project_id)
) STRICT;

CREATE INDEX project_roles_project ON project_roles (project_id);

CREATE TABLE invitations (
    id           TEXT    NOT NULL PRIMARY KEY,
    hash         BLOB    NOT NULL UNIQUE,
    email        TEXT    NOT NULL,
    role         TEXT    NOT NULL,
    project_id   TEXT    REFERENCES projects (id) ON DELETE CASCADE,
    project_role TEXT    NOT NULL DEFAULT '',
    created_by   TEXT    NOT NULL DEFAULT '',
    created_at   INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL,
    accepted_at  INTEGER,
    accepted_by  TEXT    NOT NULL DEFAULT ''
) STRICT;

CREATE INDEX invitations_created ON invitations (created_at DESC, id DESC);

DELETE FROM sessions;
ALTER TABLE sessions ADD COLUMN user_id TEXT REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX sessions_user ON sessions (user_id);

ALTER TABLE api_keys ADD COLUMN user_id TEXT NOT NULL DEFAULT '';
ALTER TABLE api_keys ADD COLUMN created_by TEXT NOT NULL DEFAULT '';
CREATE INDEX api_keys_user ON api_keys (user_id);

-- +goose Down
DROP INDEX api_keys_user;
ALTER TABLE api_keys DROP COLUMN created_by;
ALTER TABLE api_keys DROP COLUMN user_id;
-- A column with a foreign key cannot be dropped: the sessions table is
-- made again, empty (no session may outlive its user).
DROP TABLE sessions;
CREATE TABLE sessions (
    hash       BLOB    NOT NULL PRIMARY KEY,
    csrf       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER
) STRICT;
CREATE INDEX sessions_expires ON sessions (expires_at);
DROP TABLE invitations;
DROP TABLE project_roles;
DROP TABLE users;
