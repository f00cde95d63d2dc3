package api

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/store"
)

// idempotencyTTL is how long an Idempotency-Key is remembered.
const idempotencyTTL = 24 * time.Hour

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
	model, err := s.modelFor(rq.project)
	if err != nil {
		return err
	}
	if q.Model != "" && q.Model != model {
		if !slices.Contains(rq.project.Agent.Models, q.Model) {
			allowed := append([]string{model}, rq.project.Agent.Models...)
			return invalidBody(bodyError("/model", fmt.Sprintf("is not a model this project allows; it allows %s", strings.Join(allowed, ", "))))
		}
		model = q.Model
	}
	ref := rq.project.Branch
	if q.Ref != "" {
		ref = q.Ref
	}
	draft := rq.project.HostSettings.Draft
	if q.Draft != nil {
		draft = *q.Draft
	}
	if err := s.countRequest(w, r, rq.project.ID); err != nil {
		return err
	}

	now := s.clock()
	j := domain.Job{
		ID:           s.newJobID(now),
		ProjectID:    rq.project.ID,
		Repository:   rq.project.Repository,
		Ref:          ref,
		Model:        model,
		Draft:        &draft,
		Context:      q.Context,
		ChangedFiles: []string{},
		Checks:       map[string]string{},
	}
	j.Branch = jobs.Branch(j.ID)
	if key != "" {
		j.IdempotencyKey = key
		j.RequestHash = q.hash()
	}
	change, err := jobs.Apply(&j, jobs.Create(q.Prompt), now)
	if err != nil {
		return fmt.Errorf("create job: %w", err)
	}
	nj := store.NewJob{Job: j, Message: change.Messages[0], Events: change.Events}
	got, created, err := s.store.CreateJob(r.Context(), nj)
	if err != nil {
		return fmt.Errorf("create job: %w", err)
	}
	if !created && got.CreatedAt.Before(now.Add(-idempotencyTTL)) {
		// The key's record outlived its day only because nothing pruned it
		// yet: prune, then create for real.
		if err := s.pruneExpired(r, now); err != nil {
			return err
		}
		got, created, err = s.store.CreateJob(r.Context(), nj)
		if err != nil {
			return fmt.Errorf("create job: %w", err)
		}
	}
	if !created {
		if !bytes.Equal(got.RequestHash, j.RequestHash) {
			return &problem{Status: http.StatusUnprocessableEntity, Code: "idempotency_key_reused",
				Detail: "This Idempotency-Key was used in the last 24 hours for a request with a different body; use a new key for a new request.",
				Errors: []fieldError{{Header: "Idempotency-Key", Detail: "was used for a different request"}}}
		}
		w.Header().Set("Idempotent-Replayed", "true")
	}
	w.Header().Set("Location", jobPath(got))
	return writeJSON(w, r, http.StatusCreated, renderJob(got))
}

// pruneExpired removes idempotency records and request counters older than
// their time to live. Requests that find a stale record take turns.
func (s *Server) pruneExpired(r *http.Request, now time.Time) error {
	s.pruneMu.Lock()
	defer s.pruneMu.Unlock()
	if err := s.store.PruneExpired(r.Context(), now.Add(-idempotencyTTL)); err != nil {
		return fmt.Errorf("prune idempotency records: %w", err)
	}
	return nil
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
	if _, err := s.modelFor(rq.project); err != nil {
		return err
	}
	// Refuse what the state table refuses before counting the request;
	// UpdateJob below decides again, on the job as it is then.
	cur, err := s.store.Job(r.Context(), rq.project.ID, rq.jobID)
	if err != nil {
		return notFoundOr(err, "load job")
	}
	if _, err := jobs.Apply(&cur, jobs.Message(q.Prompt), s.clock()); err != nil {
		return jobError(err, "message job")
	}
	if err := s.countRequest(w, r, rq.project.ID); err != nil {
		return err
	}
	now := s.clock()
	j, err := s.store.UpdateJob(r.Context(), rq.project.ID, rq.jobID, func(j *domain.Job) (store.JobChange, error) {
		return jobs.Apply(j, jobs.Message(q.Prompt), now)
	})
	if err != nil {
		return jobError(err, "message job")
	}
	return writeJSON(w, r, http.StatusOK, renderJob(j))
}

// getJob answers GET /v2/agent/{projectId}/job/{id}.
func (s *Server) getJob(w http.ResponseWriter, r *http.Request, rq *request) error {
	j, err := s.store.Job(r.Context(), rq.project.ID, rq.jobID)
	if err != nil {
		return notFoundOr(err, "load job")
	}
	return writeJSON(w, r, http.StatusOK, renderJob(j))
}

// cancelJob answers POST /v2/agent/{projectId}/job/{id}/cancel.
func (s *Server) cancelJob(w http.ResponseWriter, r *http.Request, rq *request) error {
	return s.changeJob(w, r, rq, jobs.Cancel())
}

// archiveJob answers POST /v2/agent/{projectId}/job/{id}/archive.
func (s *Server) archiveJob(w http.ResponseWriter, r *http.Request, rq *request) error {
	return s.changeJob(w, r, rq, jobs.Archive())
}

// changeJob applies an event that needs no body. A running agent sees the
// new status at its next step and stops.
func (s *Server) changeJob(w http.ResponseWriter, r *http.Request, rq *request, ev jobs.Event) error {
	now := s.clock()
	j, err := s.store.UpdateJob(r.Context(), rq.project.ID, rq.jobID, func(j *domain.Job) (store.JobChange, error) {
		return jobs.Apply(j, ev, now)
	})
	if err != nil {
		return jobError(err, ev.String()+" job")
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

// modelFor is the model a project's jobs use: its own, else the server's.
func (s *Server) modelFor(p domain.Project) (string, error) {
	if p.Model != "" {
		return p.Model, nil
	}
	if s.model != "" {
		return s.model, nil
	}
	return "", &problem{Status: http.StatusServiceUnavailable, Code: "model_not_configured",
		Detail: "No model is configured for this project or this server, so no agent can run. An operator starts folio serve with --model (or FOLIO_MODEL), such as --model openai:gpt-4.1, or gives the project one with folio project set PROJECT --model MODEL."}
}

// countRequest counts a job or message request against the project's
// hourly limit and sets the RateLimit headers.
func (s *Server) countRequest(w http.ResponseWriter, r *http.Request, projectID string) error {
	if s.rateLimit < 0 {
		return nil
	}
	now := s.now().UTC()
	window := now.Truncate(time.Hour)
	n, err := s.store.CountRequest(r.Context(), projectID, window)
	if err != nil {
		return fmt.Errorf("count request: %w", err)
	}
	reset := int64((window.Add(time.Hour).Sub(now) + time.Second - 1) / time.Second)
	h := w.Header()
	h.Set("RateLimit-Limit", strconv.Itoa(s.rateLimit))
	h.Set("RateLimit-Remaining", strconv.Itoa(max(0, s.rateLimit-n)))
	h.Set("RateLimit-Reset", strconv.FormatInt(reset, 10))
	h.Set("RateLimit-Policy", fmt.Sprintf("%d;w=3600", s.rateLimit))
	if n > s.rateLimit {
		h.Set("Retry-After", strconv.FormatInt(reset, 10))
		return &problem{Status: http.StatusTooManyRequests, Code: "rate_limited",
			Detail: fmt.Sprintf("This project made its %d job and message requests of this hour; try again in %d seconds.", s.rateLimit, reset)}
	}
	return nil
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
