package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/store"
)

// problemTypePrefix starts the type URI of every problem; the code ends it.
const problemTypePrefix = "urn:folio:problem:"

// problem is an error with its HTTP answer. Detail is shown to the client;
// cause is only logged.
type problem struct {
	Status int
	Code   string
	Detail string
	Errors []fieldError
	cause  error
}

func (p *problem) Error() string {
	if p.cause != nil {
		return fmt.Sprintf("%d %s: %s: %v", p.Status, p.Code, p.Detail, p.cause)
	}
	return fmt.Sprintf("%d %s: %s", p.Status, p.Code, p.Detail)
}

func (p *problem) Unwrap() error { return p.cause }

// fieldError is one problem with one part of a request: a member of the
// JSON body (Pointer, RFC 6901), a query parameter or a header.
type fieldError struct {
	Pointer   *string `json:"pointer,omitempty"`
	Parameter string  `json:"parameter,omitempty"`
	Header    string  `json:"header,omitempty"`
	Detail    string  `json:"detail"`
}

func bodyError(pointer, detail string) fieldError {
	return fieldError{Pointer: &pointer, Detail: detail}
}

// problemBody is the application/problem+json document.
type problemBody struct {
	Type   string       `json:"type"`
	Title  string       `json:"title"`
	Status int          `json:"status"`
	Detail string       `json:"detail"`
	Code   string       `json:"code"`
	Errors []fieldError `json:"errors,omitempty"`
	// Error repeats Detail for clients written against Mintlify's API.
	Error string `json:"error"`
}

// title is the short, unchanging summary of each code.
func title(code string) string {
	switch code {
	case "malformed_json":
		return "Malformed JSON"
	case "invalid_body":
		return "Invalid request body"
	case "unknown_member":
		return "Unknown member in the request body"
	case "invalid_parameter":
		return "Invalid query parameter"
	case "invalid_idempotency_key":
		return "Invalid Idempotency-Key"
	case "unreadable_body":
		return "Unreadable request body"
	case "unauthorized":
		return "Unauthorized"
	case "forbidden":
		return "Forbidden"
	case "not_found":
		return "Not found"
	case "method_not_allowed":
		return "Method not allowed"
	case "request_timeout":
		return "Request timeout"
	case "job_archived":
		return "Job archived"
	case "job_not_active":
		return "Job not active"
	case "body_too_large":
		return "Request body too large"
	case "unsupported_media_type":
		return "Unsupported media type"
	case "idempotency_key_reused":
		return "Idempotency-Key reused"
	case "rate_limited":
		return "Too many requests"
	case "model_not_configured":
		return "No model configured"
	}
	return "Internal error"
}

// errNotFound is the one answer for a project that does not exist, one the
// key may not reach, a job that does not exist and a job of another
// project: the bodies must not tell them apart.
func errNotFound() error {
	return &problem{Status: http.StatusNotFound, Code: "not_found",
		Detail: "No such project or job, or this API key may not reach it."}
}

// notFoundOr maps the store's ErrNotFound to errNotFound and wraps
// anything else.
func notFoundOr(err error, what string) error {
	if errors.Is(err, store.ErrNotFound) {
		return errNotFound()
	}
	return fmt.Errorf("%s: %w", what, err)
}

// jobError maps what UpdateJob (and jobs.Apply inside it) returns.
func jobError(err error, what string) error {
	switch {
	case errors.Is(err, jobs.ErrArchived):
		return &problem{Status: http.StatusConflict, Code: "job_archived",
			Detail: "The job is archived, which is final: it takes no more messages and cannot be cancelled.", cause: err}
	case errors.Is(err, jobs.ErrNotActive):
		return &problem{Status: http.StatusConflict, Code: "job_not_active",
			Detail: "The job is not active: it has completed or failed already.", cause: err}
	}
	return notFoundOr(err, what)
}

// writeError is the one place an error becomes a response, and the one
// place a failed request is logged.
func (s *Server) writeError(w *trackingWriter, r *http.Request, err error) {
	ctx := r.Context()
	var p *problem
	if !errors.As(err, &p) {
		if ctx.Err() != nil && (errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)) {
			// The client left; nobody reads an answer.
			s.log.DebugContext(ctx, "api request abandoned", "method", r.Method, "path", r.URL.Path, "err", err)
			return
		}
		p = &problem{Status: http.StatusInternalServerError, Code: "internal",
			Detail: "The server failed to answer this request; it has been logged.", cause: err}
	}
	level := slog.LevelInfo
	if p.Status >= 500 {
		level = slog.LevelError
	}
	attrs := []any{"method", r.Method, "path", r.URL.EscapedPath(), "status", p.Status, "code", p.Code}
	if p.cause != nil {
		attrs = append(attrs, "err", p.cause)
	}
	if w.started {
		// An event stream failed after it began: the status line is gone.
		s.log.Log(ctx, level, "api request failed after the response began", attrs...)
		return
	}
	s.log.Log(ctx, level, "api request failed", attrs...)

	body, jerr := json.Marshal(problemBody{
		Type:   problemTypePrefix + p.Code,
		Title:  title(p.Code),
		Status: p.Status,
		Detail: p.Detail,
		Code:   p.Code,
		Errors: p.Errors,
		Error:  p.Detail,
	})
	if jerr != nil {
		// Cannot happen with these types; answer without a body.
		w.WriteHeader(p.Status)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/problem+json")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Del("Location")
	w.WriteHeader(p.Status)
	if r.Method != "HEAD" {
		w.Write(body)
	}
}

// writeJSON answers with a JSON document.
func writeJSON(w http.ResponseWriter, r *http.Request, status int, v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("encode response: %w", err)
	}
	body = append(body, '\n')
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	if r.Method != "HEAD" {
		w.Write(body)
	}
	return nil
}
