package api

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/store"
)

// Page sizes of GET /v2/audit.
const (
	defaultAuditLimit = 50
	maxAuditLimit     = 200
)

// auditEntryJSON is one entry of the audit log.
type auditEntryJSON struct {
	ID     string `json:"id"`
	Time   string `json:"time"`
	Action string `json:"action"`
	// Outcome is "success" or "failure".
	Outcome string            `json:"outcome"`
	Actor   auditActorJSON    `json:"actor"`
	Target  *auditTargetJSON  `json:"target"`
	Project *string           `json:"projectId"`
	IP      *string           `json:"ip"`
	Agent   *string           `json:"userAgent"`
	Detail  map[string]string `json:"detail"`
}

type auditActorJSON struct {
	UserID *string `json:"userId"`
	KeyID  *string `json:"keyId"`
	Name   string  `json:"name"`
}

type auditTargetJSON struct {
	Kind string `json:"kind"`
	ID   string `json:"id"`
}

type auditListJSON struct {
	Entries    []auditEntryJSON `json:"entries"`
	NextCursor *string          `json:"nextCursor"`
}

// orNull is s, or JSON null when empty.
func orNull(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func renderAudit(e store.AuditEntry) auditEntryJSON {
	out := auditEntryJSON{
		ID: strconv.FormatInt(e.ID, 10), Time: timestamp(e.Time), Action: e.Action, Outcome: e.Outcome,
		Actor:   auditActorJSON{UserID: orNull(e.UserID), KeyID: orNull(e.KeyID), Name: e.ActorName},
		Project: orNull(e.ProjectID), IP: orNull(e.IP), Agent: orNull(e.UserAgent), Detail: e.Detail,
	}
	if e.TargetKind != "" || e.TargetID != "" {
		out.Target = &auditTargetJSON{Kind: e.TargetKind, ID: e.TargetID}
	}
	if out.Detail == nil {
		out.Detail = map[string]string{}
	}
	return out
}

// listAudit answers GET /v2/audit: the organisation's audit log, newest
// first, filtered by action, actor, project, outcome and time.
func (s *Server) listAudit(w http.ResponseWriter, r *http.Request, _ *request) error {
	query, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		return invalidParameter("", "The query string is malformed.")
	}
	for name := range query {
		switch name {
		case "action", "actor", "project", "outcome", "since", "until", "limit", "cursor":
		default:
			return invalidParameter(name, "is not a filter of the audit log (action, actor, project, outcome, since, until, limit, cursor)")
		}
		if len(query[name]) > 1 {
			return invalidParameter(name, "must be given once")
		}
	}
	q := store.AuditQuery{Limit: defaultAuditLimit, Actor: query.Get("actor"), ProjectID: query.Get("project")}
	if v := query.Get("action"); v != "" {
		if !audit.Action(v).Valid() {
			return invalidParameter("action", "is not an action of the audit log; see the API reference for the list")
		}
		q.Action = v
	}
	if v := query.Get("outcome"); v != "" {
		if v != audit.Success && v != audit.Failure {
			return invalidParameter("outcome", "must be success or failure")
		}
		q.Outcome = v
	}
	if len(q.Actor) > 200 {
		return invalidParameter("actor", "is longer than any user or key id")
	}
	if len(q.ProjectID) > 100 {
		return invalidParameter("project", "is longer than any project id")
	}
	for _, b := range []struct {
		name string
		dst  *time.Time
	}{{"since", &q.Since}, {"until", &q.Until}} {
		if v := query.Get(b.name); v != "" {
			t, err := time.Parse(time.RFC3339, v)
			if err != nil {
				return invalidParameter(b.name, "must be a time in RFC 3339, such as 2026-01-02T15:04:05Z")
			}
			*b.dst = t.UTC()
		}
	}
	if !q.Since.IsZero() && !q.Until.IsZero() && !q.Since.Before(q.Until) {
		return invalidParameter("until", "must be after since")
	}
	if v := query.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > maxAuditLimit || strings.HasPrefix(v, "+") {
			return invalidParameter("limit", fmt.Sprintf("must be a whole number from 1 to %d", maxAuditLimit))
		}
		q.Limit = n
	}
	if v := query.Get("cursor"); v != "" {
		c, err := audit.DecodeCursor(v)
		if err != nil {
			return invalidParameter("cursor", "is not a cursor this API gave out")
		}
		q.After = &c
	}
	page, err := s.store.AuditLog(r.Context(), q)
	if err != nil {
		return fmt.Errorf("audit log: %w", err)
	}
	out := auditListJSON{Entries: make([]auditEntryJSON, 0, len(page.Entries))}
	for _, e := range page.Entries {
		out.Entries = append(out.Entries, renderAudit(e))
	}
	if page.Next != nil {
		c := audit.EncodeCursor(*page.Next)
		out.NextCursor = &c
	}
	return writeJSON(w, r, http.StatusOK, out)
}
