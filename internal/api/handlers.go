package api

import (
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/store"
)

// createJob answers POST /v2/agent/{projectId}/job.
func (s *Server) createJob(w http.ResponseWriter, r *http.Request, rq *request) error {
	body, err := readJSONBody(w, r)
	if err != nil {
		return err
	}
	q, err := decodeCreateRequest(body)
	if err != nil {
		return err
	}
	key, err := idempotencyKey(r.Header)
	if err != nil {
		return err
	}
	started, err := s.jobs.Start(r.Context(), rq.project, q, key)
	setQuota(w, started.Quota, err)
	if errors.Is(err, jobs.ErrKeyReused) {
		return &problem{Status: http.StatusUnprocessableEntity, Code: "idempotency_key_reused",
			Detail: "This Idempotency-Key was used in the last 24 hours for a request with a different body; use a new key for a new request.",
			Errors: []fieldError{{Header: "Idempotency-Key", Detail: "was used for a different request"}}}
	}
	if err != nil {
		return serviceError(err, "create job")
	}
	if !started.Created {
		w.Header().Set("Idempotent-Replayed", "true")
	}
	w.Header().Set("Location", jobPath(started.Job))
	return writeJSON(w, r, http.StatusCreated, renderJob(started.Job))
}

// sendMessage answers POST /v2/agent/{projectId}/job/{id}/message.
func (s *Server) sendMessage(w http.ResponseWriter, r *http.Request, rq *request) error {
	body, err := readJSONBody(w, r)
	if err != nil {
		return err
	}
	q, err := decodeJobRequest(body)
	if err != nil {
		return err
	}
	j, quota, err := s.jobs.Message(r.Context(), rq.project, rq.jobID, q.Prompt)
	setQuota(w, quota, err)
	if err != nil {
		return serviceError(err, "message job")
	}
	return writeJSON(w, r, http.StatusOK, renderJob(j))
}

// setQuota sets the RateLimit headers of a counted request, and
// Retry-After when err is that it was over the limit.
func setQuota(w http.ResponseWriter, q jobs.Quota, err error) {
	if q.Limit <= 0 {
		return
	}
	h := w.Header()
	h.Set("RateLimit-Limit", strconv.Itoa(q.Limit))
	h.Set("RateLimit-Remaining", strconv.Itoa(q.Remaining))
	h.Set("RateLimit-Reset", strconv.FormatInt(q.ResetSeconds, 10))
	h.Set("RateLimit-Policy", fmt.Sprintf("%d;w=3600", q.Limit))
	if _, ok := errors.AsType[*jobs.RateLimitError](err); ok {
		h.Set("Retry-After", strconv.FormatInt(q.ResetSeconds, 10))
	}
}

// serviceError maps what jobs.Service returns: a field of the request,
// no model, the rate limit, then what jobError maps.
func serviceError(err error, what string) error {
	var fe *jobs.FieldError
	var rl *jobs.RateLimitError
	switch {
	case errors.As(err, &fe):
		return invalidBody(bodyError(fe.Field, fe.Detail))
	case errors.Is(err, jobs.ErrNoModel):
		return &problem{Status: http.StatusServiceUnavailable, Code: "model_not_configured",
			Detail: "No model is configured for this project or this server, so no agent can run. An operator starts folio serve with --model (or FOLIO_MODEL), such as --model openai:gpt-4.1, or gives the project one with folio project set PROJECT --model MODEL."}
	case errors.As(err, &rl):
		return &problem{Status: http.StatusTooManyRequests, Code: "rate_limited",
			Detail: fmt.Sprintf("This project made its %d job and message requests of this hour; try again in %d seconds.", rl.Quota.Limit, rl.Quota.ResetSeconds)}
	}
	return jobError(err, what)
}

// getJob answers GET /v2/agent/{projectId}/job/{id}.
func (s *Server) getJob(w http.ResponseWriter, r *http.Request, rq *request) error {
	j, err := s.store.Job(r.Context(), rq.project.ID, rq.jobID)
	if err != nil {
		return notFoundOr(err, "load job")
	}
	return writeJSON(w, r, http.StatusOK, renderJob(j))
}

// cancelJob answers POST /v2/agent/{projectId}/job/{id}/cancel. A
// running agent sees the new status at its next step and stops.
func (s *Server) cancelJob(w http.ResponseWriter, r *http.Request, rq *request) error {
	j, err := s.jobs.Cancel(r.Context(), rq.project, rq.jobID)
	if err != nil {
		return jobError(err, "cancel job")
	}
	return writeJSON(w, r, http.StatusOK, renderJob(j))
}

// archiveJob answers POST /v2/agent/{projectId}/job/{id}/archive.
func (s *Server) archiveJob(w http.ResponseWriter, r *http.Request, rq *request) error {
	j, err := s.jobs.Archive(r.Context(), rq.project, rq.jobID)
	if err != nil {
		return jobError(err, "archive job")
	}
	return writeJSON(w, r, http.StatusOK, renderJob(j))
}

// listMessages answers GET /v2/agent/{projectId}/job/{id}/messages.
func (s *Server) listMessages(w http.ResponseWriter, r *http.Request, rq *request) error {
	if _, err := s.store.Job(r.Context(), rq.project.ID, rq.jobID); err != nil {
		return notFoundOr(err, "load job")
	}
	msgs, err := s.store.Messages(r.Context(), rq.jobID)
	if err != nil {
		return fmt.Errorf("load messages: %w", err)
	}
	out := transcriptJSON{Messages: make([]domain.MessageData, 0, len(msgs))}
	for _, m := range msgs {
		out.Messages = append(out.Messages, m.Data())
	}
	return writeJSON(w, r, http.StatusOK, out)
}

// Listing limits.
const (
	defaultListLimit = 20
	maxListLimit     = 100
)

// listJobs answers GET /v2/agent/{projectId}/jobs.
func (s *Server) listJobs(w http.ResponseWriter, r *http.Request, rq *request) error {
	query, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		return invalidParameter("", "The query string is malformed.")
	}
	q := store.JobQuery{ProjectID: rq.project.ID, Limit: defaultListLimit}
	one := func(name string) (string, bool, error) {
		vs := query[name]
		switch len(vs) {
		case 0:
			return "", false, nil
		case 1:
			return vs[0], true, nil
		}
		return "", false, invalidParameter(name, "must be given once")
	}
	if v, ok, err := one("status"); err != nil {
		return err
	} else if ok {
		switch st := domain.JobStatus(v); st {
		case domain.StatusActive, domain.StatusCompleted, domain.StatusFailed, domain.StatusArchived:
			q.Status = st
		default:
			return invalidParameter("status", "must be active, completed, failed or archived")
		}
	}
	if v, ok, err := one("limit"); err != nil {
		return err
	} else if ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > maxListLimit || strings.HasPrefix(v, "+") {
			return invalidParameter("limit", fmt.Sprintf("must be a whole number from 1 to %d", maxListLimit))
		}
		q.Limit = n
	}
	if v, ok, err := one("cursor"); err != nil {
		return err
	} else if ok {
		c, err := decodeCursor(v)
		if err != nil {
			return invalidParameter("cursor", "is not a cursor this API gave out")
		}
		q.After = &c
	}
	page, err := s.store.Jobs(r.Context(), q)
	if err != nil {
		return fmt.Errorf("list jobs: %w", err)
	}
	out := jobListJSON{Jobs: make([]jobJSON, 0, len(page.Jobs))}
	for _, j := range page.Jobs {
		out.Jobs = append(out.Jobs, renderJob(j))
	}
	if page.Next != nil {
		c := encodeCursor(*page.Next)
		out.NextCursor = &c
	}
	return writeJSON(w, r, http.StatusOK, out)
}

func invalidParameter(name, detail string) error {
	p := &problem{Status: http.StatusBadRequest, Code: "invalid_parameter"}
	if name == "" {
		p.Detail = detail
		return p
	}
	p.Detail = fmt.Sprintf("The query parameter %s %s.", name, detail)
	p.Errors = []fieldError{{Parameter: name, Detail: detail}}
	return p
}

// A cursor is base64url (unpadded) of "v1 <createdAt in RFC 3339> <job id>":
// opaque to clients, checked on the way back in.
const cursorVersion = "v1"

func encodeCursor(c store.JobCursor) string {
	raw := cursorVersion + " " + c.CreatedAt.UTC().Format(time.RFC3339Nano) + " " + c.ID
	return base64.RawURLEncoding.EncodeToString([]byte(raw))
}

func decodeCursor(s string) (store.JobCursor, error) {
	var c store.JobCursor
	if len(s) > 200 {
		return c, fmt.Errorf("cursor too long")
	}
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return c, fmt.Errorf("decode cursor: %w", err)
	}
	parts := strings.Split(string(raw), " ")
	if len(parts) != 3 || parts[0] != cursorVersion || !jobs.ValidID(parts[2]) {
		return c, fmt.Errorf("cursor %q has no version, time and id", raw)
	}
	t, err := time.Parse(time.RFC3339Nano, parts[1])
	if err != nil {
		return c, fmt.Errorf("cursor time: %w", err)
	}
	return store.JobCursor{CreatedAt: t.UTC(), ID: parts[2]}, nil
}

// jobPath is the URL path of a job.
func jobPath(j domain.Job) string {
	return "/v2/agent/" + url.PathEscape(j.ProjectID) + "/job/" + url.PathEscape(j.ID)
}

// openAPI answers GET /v2/openapi.json.
func (s *Server) openAPI(w http.ResponseWriter, r *http.Request, _ *request) error {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-cache")
	h.Set("Content-Length", strconv.Itoa(len(openAPIDocument)))
	w.WriteHeader(http.StatusOK)
	if r.Method != "HEAD" {
		io.WriteString(w, openAPIDocument)
	}
	return nil
}
