// Package api serves Folio's HTTP API v2 (DESIGN §5): agent jobs of a
// project, created, followed up, listed, cancelled and archived by admin API
// keys, and the OpenAPI 3.1 description of it all at /v2/openapi.json.
//
// The Server handles every path under /v2/ and nothing else; the caller
// mounts it at the root of the service. Its routes are http.ServeMux
// patterns, registered once, matched against the path segments as the
// client sent them (see routing), so "..", "%2F" or "%00" in an id never
// reach the store and never redirect: an id that does not have the strict
// shape of a project slug or a job id is simply not found. (An
// http.ServeMux in front of the Server cleans paths first and answers "."
// and ".." segments with a redirect; route /v2/ to the Server by prefix to
// keep those answers.)
//
// Handlers return errors. One adapter (writeError) turns them into
// application/problem+json responses (RFC 9457) with a stable code, the
// HTTP status, a detail meant for the client, field errors where a request
// was wrong, and an "error" string for Mintlify clients; it logs each
// failed request once. Errors it does not know are internal: logged with
// their text, answered with a generic 500 that reveals nothing.
//
// The order of checks on a project route, and so which error wins: route
// (404, 405), credentials (401), scope (403), project id and visibility
// (404: a project the key may not reach, one that does not exist and a job
// of another project all get the same body), then for job and message
// requests the body (415, 413, 400), the Idempotency-Key header (400), the
// model (503), for a message the job and its state (404, 409), and last the
// rate limit (429). So a request rejected by any of those never counts
// against the limit; every request that passes them does, even one that
// then turns out to be an idempotent replay or an Idempotency-Key reused
// with another body (422): only the store knows, when it writes. A 429
// writes nothing but the counter. Cancel and archive do not count.
// Past the decoding and the headers, creating, messaging, cancelling and
// archiving are jobs.Service's, which the dashboard shares: its starts
// and follow-ups count against the same limit.
//
// Problem codes: malformed_json, invalid_body, unknown_member, invalid_parameter,
// invalid_idempotency_key, unreadable_body (400); unauthorized (401);
// forbidden (403); not_found (404); method_not_allowed (405);
// request_timeout (408); job_archived, job_not_active (409); body_too_large (413);
// unsupported_media_type (415); idempotency_key_reused (422); rate_limited
// (429); internal (500); model_not_configured (503). job_not_active answers
// a cancel of a job that is completed or failed already.
//
// Idempotency-Key records last 24 hours: a key whose job is older is
// pruned (with every other expired record) and the request creates a new
// job. A replay answers 201 with the job as it is now and the header
// Idempotent-Replayed: true; the same key with a different prompt answers
// 422. Bodies are compared by their meaning (the decoded prompt), not their
// bytes.
//
// Events (GET …/job/{id}/events) are Server-Sent Events read from the
// job's event log: "status" (the job, whenever its status, phase or pull
// request link changes), "message" (a prompt or an agent reply), "tool" (a
// tool call, summarised), "commit" and "pr", each with its sequence number
// as its id; then "done" once the job is completed, failed or archived, or
// "closing" when the server shuts down first (Server.Drain).
// Without Last-Event-ID a stream starts at the first event; with one, after
// it. The stream wakes when the store notifies the job's new events, from
// whichever node wrote them, and looks again every Options.EventPoll in
// case a notification was lost.
//
// Options.MaxActive, the cap on a project's concurrently running jobs, is
// enforced by the workers, not here: a job over the cap waits in the queue
// with phase "queued". The Server keeps it for them (Server.MaxActive).
package api
