package dashboard

import (
	"cmp"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// auditPageSize is how many entries the audit page shows at once.
const auditPageSize = 50

// auditFilter is the audit page's GET form, as the owner filled it in.
type auditFilter struct {
	Action, Actor, Project, Outcome string
	// Since and Until are dates (YYYY-MM-DD, UTC): from the start of
	// Since to the end of Until.
	Since, Until string
	Errors       map[string]string
}

// auditOption is a choice of a filter's select.
type auditOption struct {
	Value, Label string
}

// auditRow is one entry as the page shows it.
type auditRow struct {
	store.AuditEntry
	Label   string // the action in words
	Failed  bool
	Target  string // what was acted on, in words
	Details []string
	// Day and Clock are when, on two lines.
	Day, Clock string
	// ActorLink filters the page by this entry's actor.
	ActorLink string
	Via       string // "API key NAME" when a key acted
}

type auditView struct {
	Filter   auditFilter
	Actions  []auditOption
	Projects []auditOption
	Rows     []auditRow
	Filtered bool
	// Next and First page the log (""; none).
	Next, First string
}

// auditPages is the audit log's page.
type auditPages struct{ *handler }

// auditRoutes adds the audit log's page to mux. The log spans the
// organisation: owners read it.
func (ap *auditPages) auditRoutes(mux *http.ServeMux) {
	ap.handle(mux, "GET "+ap.prefix+"/audit", auditRole, ap.auditPage)
}

// auditPage shows the organisation's audit log to its owners, newest
// first, filtered by a form that works without script.
func (ap *auditPages) auditPage(w http.ResponseWriter, r *http.Request, s *session) error {
	q := r.URL.Query()
	f := auditFilter{
		Action: q.Get("action"), Actor: strings.TrimSpace(q.Get("actor")), Project: q.Get("project"), Outcome: q.Get("outcome"),
		Since: strings.TrimSpace(q.Get("since")), Until: strings.TrimSpace(q.Get("until")), Errors: map[string]string{},
	}
	aq := store.AuditQuery{Limit: auditPageSize, Actor: f.Actor, ProjectID: f.Project}
	if f.Action != "" {
		if !audit.Action(f.Action).Valid() {
			f.Errors["action"] = "Choose one of the actions."
		}
		aq.Action = f.Action
	}
	switch f.Outcome {
	case "", audit.Success, audit.Failure:
		aq.Outcome = f.Outcome
	default:
		f.Errors["outcome"] = "Choose succeeded or failed."
	}
	if len(f.Actor) > 200 {
		f.Errors["actor"] = "That is longer than any email or id."
	}
	if f.Since != "" {
		t, err := time.Parse(time.DateOnly, f.Since)
		if err != nil {
			f.Errors["since"] = "Give a date as YYYY-MM-DD."
		}
		aq.Since = t
	}
	if f.Until != "" {
		t, err := time.Parse(time.DateOnly, f.Until)
		if err != nil {
			f.Errors["until"] = "Give a date as YYYY-MM-DD."
		} else if !aq.Since.IsZero() && t.Before(aq.Since) {
			f.Errors["until"] = "Give a date on or after the first one."
		}
		aq.Until = t.AddDate(0, 0, 1)
	}
	if c := q.Get("cursor"); c != "" {
		cur, err := audit.DecodeCursor(c)
		if err != nil {
			return &httpError{status: http.StatusBadRequest, title: "Bad page", msg: "This link to a page of the audit log is broken. Start from the newest entries."}
		}
		aq.After = &cur
	}
	v := auditView{Filter: f, Filtered: f.Action != "" || f.Actor != "" || f.Project != "" || f.Outcome != "" || f.Since != "" || f.Until != ""}
	for _, a := range audit.Actions() {
		v.Actions = append(v.Actions, auditOption{string(a), a.Label()})
	}
	projects, err := ap.store.Projects(r.Context())
	if err != nil {
		return fmt.Errorf("list projects: %w", err)
	}
	names := map[string]string{}
	for _, p := range projects {
		v.Projects = append(v.Projects, auditOption{p.ID, p.Name})
		names[p.ID] = p.Name
	}
	status := http.StatusOK
	if len(f.Errors) > 0 {
		status = http.StatusUnprocessableEntity
	} else {
		page, err := ap.store.AuditLog(r.Context(), aq)
		if err != nil {
			return fmt.Errorf("read the audit log: %w", err)
		}
		for _, e := range page.Entries {
			v.Rows = append(v.Rows, ap.auditRow(e, names))
		}
		if page.Next != nil {
			v.Next = ap.auditLink(f, audit.EncodeCursor(*page.Next))
		}
		if aq.After != nil {
			v.First = ap.auditLink(f, "")
		}
	}
	meta := pageMeta{Title: "Audit log", Section: "audit", Crumbs: []crumb{{"Audit log", ""}}}
	return ap.render(w, r, status, "audit", s, meta, v)
}

// auditLink is the page's address with the filter and a cursor.
func (ap *auditPages) auditLink(f auditFilter, cursor string) string {
	q := url.Values{}
	for k, v := range map[string]string{"action": f.Action, "actor": f.Actor, "project": f.Project, "outcome": f.Outcome,
		"since": f.Since, "until": f.Until, "cursor": cursor} {
		if v != "" {
			q.Set(k, v)
		}
	}
	if len(q) == 0 {
		return ap.prefix + "/audit"
	}
	return ap.prefix + "/audit?" + q.Encode()
}

// auditRow says an entry in words.
func (ap *auditPages) auditRow(e store.AuditEntry, projects map[string]string) auditRow {
	row := auditRow{AuditEntry: e, Label: cmp.Or(audit.Action(e.Action).Label(), e.Action), Failed: e.Outcome == audit.Failure,
		Day: e.Time.UTC().Format("2 Jan 2006"), Clock: e.Time.UTC().Format("15:04:05 UTC")}
	switch {
	case e.TargetKind == "user" && (e.TargetID == e.UserID || strings.HasPrefix(e.Action, "signin.")):
		// A sign-in, a sign-out, one's own password: the actor is the
		// target.
	case e.TargetKind == "job" || e.TargetKind == "change" || e.TargetKind == "webhook":
		row.Target = e.TargetKind + " " + e.TargetID
	case e.TargetKind == "project":
		row.Target = "project " + cmp.Or(projects[e.TargetID], e.TargetID)
	case (e.TargetKind == "user" || e.TargetKind == "invitation") && e.Detail["email"] != "":
		row.Target = e.Detail["email"]
	case e.TargetKind == "key" && e.Detail["name"] != "":
		row.Target = "key " + e.Detail["name"]
	case e.TargetKind != "":
		row.Target = e.TargetKind + " " + e.TargetID
	}
	if e.ProjectID != "" && e.TargetKind != "project" {
		row.Target = strings.TrimSpace(row.Target + " in " + cmp.Or(projects[e.ProjectID], e.ProjectID))
	}
	for _, k := range []string{"reason", "role", "how", "method", "model", "url", "scopes"} {
		if v := e.Detail[k]; v != "" {
			row.Details = append(row.Details, k+": "+v)
		}
	}
	who := cmp.Or(e.UserID, e.KeyID, e.ActorName)
	if who != "" {
		row.ActorLink = ap.auditLink(auditFilter{Actor: who}, "")
	}
	if e.KeyID != "" {
		row.Via = "API key"
	}
	return row
}

// auditRole is what the audit page needs: it shows the whole
// organisation's log, sign-ins and keys included.
const auditRole = domain.RoleOwner
