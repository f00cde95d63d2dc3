-- Users with an organisation role, the roles projects grant them, the
-- invitations that make them, and who a session and an API key belong
-- to. Sessions from before users existed cannot name one: they end, and
-- the shared admin password becomes the first owner's when the service
-- starts (auth.EnsureOwner).

-- +goose Up
CREATE TABLE users (
    id              text COLLATE "C" NOT NULL PRIMARY KEY,
    email           text        NOT NULL UNIQUE,
    name            text        NOT NULL DEFAULT '',
    password_hash   text        NOT NULL DEFAULT '',
    role            text        NOT NULL,
    subject         text        UNIQUE,
    created_at      timestamptz NOT NULL,
    last_sign_in_at timestamptz,
    disabled_at     timestamptz
);

CREATE INDEX users_created ON users (created_at, id);

CREATE TABLE project_roles (
    user_id    text COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    project_id text COLLATE "C" NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    role       text NOT NULL,
    PRIMARY KEY (user_id, project_id)
);

CREATE INDEX project_roles_project ON project_roles (project_id);

CREATE TABLE invitations (
    id           text COLLATE "C" NOT NULL PRIMARY KEY,
    hash         bytea       NOT NULL UNIQUE,
    email        text        NOT NULL,
    role         text        NOT NULL,
    project_id   text COLLATE "C" REFERENCES projects (id) ON DELETE CASCADE,
    project_role text        NOT NULL DEFAULT '',
    created_by   text        NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL,
    expires_at   timestamptz NOT NULL,
    accepted_at  timestamptz,
    accepted_by  text        NOT NULL DEFAULT ''
);

CREATE INDEX invitations_created ON invitations (created_at DESC, id DESC);

DELETE FROM sessions;
ALTER TABLE sessions ADD COLUMN user_id text COLLATE "C" REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX sessions_user ON sessions (user_id);

ALTER TABLE api_keys ADD COLUMN user_id text NOT NULL DEFAULT '';
ALTER TABLE api_keys ADD COLUMN created_by text NOT NULL DEFAULT '';
CREATE INDEX api_keys_user ON api_keys (user_id);

-- +goose Down
DROP INDEX api_keys_user;
ALTER TABLE api_keys DROP COLUMN created_by;
ALTER TABLE api_keys DROP COLUMN user_id;
DROP INDEX sessions_user;
ALTER TABLE sessions DROP COLUMN user_id;
DROP TABLE invitations;
DROP TABLE project_roles;
DROP TABLE users;
