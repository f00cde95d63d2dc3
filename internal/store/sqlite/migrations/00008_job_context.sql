-- A job's context: the commits, compare range or code pull request its
-- create body named (NULL: none), as JSON. It is kept with the job so that
-- a run resumed on another node still tells the agent what it documents.

-- +goose Up
ALTER TABLE jobs ADD COLUMN job_context TEXT;

-- +goose Down
ALTER TABLE jobs DROP COLUMN job_context;
