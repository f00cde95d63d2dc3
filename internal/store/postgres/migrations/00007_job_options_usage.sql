-- Per-job options and fuller usage: the project's agent settings (the
-- models its jobs may ask for, the output limit), a job's draft choice
-- (NULL: the project's setting), and the cached tokens and estimated cost
-- of its runs.

-- +goose Up
ALTER TABLE projects ADD COLUMN agent_settings jsonb NOT NULL DEFAULT '{}';
ALTER TABLE jobs ADD COLUMN draft boolean;
ALTER TABLE jobs ADD COLUMN usage_cached_input_tokens bigint NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN usage_cache_write_tokens bigint NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN usage_cost_micros bigint NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE jobs DROP COLUMN usage_cost_micros;
ALTER TABLE jobs DROP COLUMN usage_cache_write_tokens;
ALTER TABLE jobs DROP COLUMN usage_cached_input_tokens;
ALTER TABLE jobs DROP COLUMN draft;
ALTER TABLE projects DROP COLUMN agent_settings;
