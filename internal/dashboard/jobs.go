package dashboard

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/store"
)

// runForm is the form on a project's page that starts a job, as shown
// and as sent: the prompt and the options of the API's create body.
type runForm struct {
	Prompt string
	// Model is the model asked for ("" = the project's default).
	Model string
	// Ref is the branch to start from ("" = the project's).
	Ref string
	// Draft is "", "draft" or "ready": the project's setting, or not.
	Draft string
	// Commits, From, To and PR name the code change the job documents.
	Commits, From, To, PR string
	// Errors are by field name; "" is the form's own.
	Errors map[string]string

	// What the form offers: the models a job may use (the project's
	// default first; none when no model is configured), the project's
	// branch and whether its pull requests are drafts.
	Models       []string
	Branch       string
	DraftDefault bool
}

// Open reports whether the options are shown open: one is given.
func (f runForm) Open() bool {
	return f.Model != "" || f.Ref != "" || f.Draft != "" || f.Commits != "" || f.From != "" || f.To != "" || f.PR != ""
}

// ShowOptions reports whether the options are shown open: one is given,
// or has an error.
func (f runForm) ShowOptions() bool {
	for name := range f.Errors {
		if name != "prompt" && name != "" {
			return true
		}
	}
	return f.Open()
}

// runOptions fills in what the form offers for p.
func (h *handler) runOptions(p domain.Project, f runForm) runForm {
	f.Models = h.jobs.Models(p)
	f.Branch = p.Branch
	f.DraftDefault = p.HostSettings.Draft
	return f
}

// parseRunForm reads the form that starts a job into the request it
// makes, checking each field the way the API checks its body.
func parseRunForm(r *http.Request) (runForm, jobs.Request) {
	f := runForm{
		Prompt:  formText(r.PostFormValue("prompt")),
		Model:   strings.TrimSpace(r.PostFormValue("model")),
		Ref:     strings.TrimSpace(r.PostFormValue("ref")),
		Draft:   r.PostFormValue("draft"),
		Commits: strings.TrimSpace(r.PostFormValue("commits")),
		From:    strings.TrimSpace(r.PostFormValue("from")),
		To:      strings.TrimSpace(r.PostFormValue("to")),
		PR:      strings.TrimSpace(r.PostFormValue("pr")),
		Errors:  map[string]string{},
	}
	q := jobs.Request{Prompt: f.Prompt, Model: f.Model, Ref: f.Ref}
	fail := func(err error) {
		if fe, ok := errors.AsType[*jobs.FieldError](err); ok {
			name := runField(fe.Field)
			if _, taken := f.Errors[name]; !taken {
				f.Errors[name] = fieldMessage(fe, q.Context)
			}
		}
	}
	if err := jobs.CheckPrompt(q.Prompt); err != nil {
		fail(err)
	}
	if q.Model != "" {
		if err := jobs.CheckName("/model", q.Model, jobs.MaxModelLen); err != nil {
			fail(err)
		}
	}
	if q.Ref != "" {
		if err := jobs.CheckRef(q.Ref); err != nil {
			fail(err)
		}
	}
	switch f.Draft {
	case "":
	case "draft", "ready":
		d := f.Draft == "draft"
		q.Draft = &d
	default:
		f.Errors["draft"] = "Choose one of the listed ways to open the pull request."
	}
	c := &domain.JobContext{}
	if f.Commits != "" {
		c.Commits = strings.FieldsFunc(f.Commits, func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
	}
	if f.From != "" || f.To != "" {
		c.Compare = &domain.CompareRange{From: f.From, To: f.To}
	}
	if f.PR != "" {
		n, err := strconv.ParseInt(strings.TrimPrefix(f.PR, "#"), 10, 64)
		if err != nil || jobs.CheckPullRequest(n) != nil {
			n = -1 // refused below, in its turn
		}
		c.PullRequest = int(n)
	}
	if c.Commits != nil || c.Compare != nil || c.PullRequest != 0 {
		q.Context = c
		if err := jobs.CheckContext(c); err != nil {
			fail(err)
		}
	}
	return f, q
}

// formText is a text area's value as typed: browsers send its line breaks
// as CR LF.
func formText(s string) string { return strings.ReplaceAll(s, "\r\n", "\n") }

// runField is the field of the job form a request's JSON pointer names
// ("" for the form as a whole).
func runField(pointer string) string {
	switch {
	case pointer == "/prompt":
		return "prompt"
	case pointer == "/model":
		return "model"
	case pointer == "/source/ref":
		return "ref"
	case pointer == "/context/compare/from":
		return "from"
	case pointer == "/context/compare/to":
		return "to"
	case pointer == "/context/pullRequest":
		return "pr"
	case strings.HasPrefix(pointer, "/context/commits"):
		return "commits"
	}
	return ""
}

// fieldMessage says what is wrong with a field of the job form, as a
// sentence.
func fieldMessage(fe *jobs.FieldError, c *domain.JobContext) string {
	subject := "This"
	switch fe.Field {
	case "/prompt":
		subject = "The prompt"
	case "/model":
		subject = "The model"
	case "/source/ref":
		subject = "The branch"
	case "/context/compare/from":
		subject = "The revision to compare from"
	case "/context/compare/to":
		subject = "The revision to compare to"
	case "/context/pullRequest":
		subject = "The pull request"
	case "/context/commits":
		subject = "The list of commits"
	default:
		if i, err := strconv.Atoi(strings.TrimPrefix(fe.Field, "/context/commits/")); err == nil && c != nil && i >= 0 && i < len(c.Commits) {
			subject = strconv.Quote(c.Commits[i])
		}
	}
	detail := strings.NewReplacer("name a range with compare", "name a range to compare", "pullRequest", "pull request").Replace(fe.Detail)
	return subject + " " + detail + "."
}

// jobProblem is what a person is told of an error of jobs.Service, with
// the status of the page that tells it; ok is false for an error that is
// not a person's to mend.
func jobProblem(err error) (status int, field, msg string, retry time.Duration, ok bool) {
	var rl *jobs.RateLimitError
	switch fe, isField := errors.AsType[*jobs.FieldError](err); {
	case isField:
		return http.StatusUnprocessableEntity, runField(fe.Field), fieldMessage(fe, nil), 0, true
	case errors.Is(err, jobs.ErrNoModel):
		return http.StatusServiceUnavailable, "", "No model is configured for this project or this server, so no agent can run. " +
			"Start folio serve with --model (or FOLIO_MODEL), or give the project one with folio project set.", 0, true
	case errors.As(err, &rl):
		wait := time.Duration(rl.Quota.ResetSeconds) * time.Second
		return http.StatusTooManyRequests, "", fmt.Sprintf("This project has made its %d job and message requests of this hour. Try again in %s.",
			rl.Quota.Limit, waitText(wait)), wait, true
	case errors.Is(err, jobs.ErrArchived):
		return http.StatusConflict, "", "The job is archived, which is final: it takes no more messages.", 0, true
	}
	return 0, "", "", 0, false
}

// waitText says how long to wait, in minutes once it is more than one.
func waitText(d time.Duration) string {
	if d <= time.Minute {
		return "a minute"
	}
	return plural(int64((d+time.Minute-1)/time.Minute), "minute", "minutes")
}

// startJob starts a job from the project page's form, the way the API's
// POST …/job does, and shows it.
func (h *handler) startJob(w http.ResponseWriter, r *http.Request, s *session) error {
	ctx := r.Context()
	p, err := h.store.Project(ctx, r.PathValue("project"))
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	f, q := parseRunForm(r)
	if len(f.Errors) > 0 {
		return h.renderProject(w, r, s, http.StatusUnprocessableEntity, p, f)
	}
	started, err := h.jobs.Start(ctx, p, q, "")
	if err != nil {
		status, field, msg, retry, ok := jobProblem(err)
		if !ok {
			return fmt.Errorf("start a job of %s: %w", p.ID, err)
		}
		if retry > 0 {
			w.Header().Set("Retry-After", retryAfter(retry))
		}
		f.Errors[field] = msg
		return h.renderProject(w, r, s, status, p, f)
	}
	h.log.InfoContext(ctx, "dashboard: job started", "project", p.ID, "job", started.Job.ID)
	h.setFlash(w, "job-started")
	http.Redirect(w, r, h.jobPath(p.ID, started.Job.ID), http.StatusSeeOther)
	return nil
}

// followUpForm is the form on a job's page that sends a follow-up.
type followUpForm struct {
	Prompt string
	Error  string
}

// sendMessage sends a follow-up from the job page's form, the way the
// API's POST …/message does.
func (h *handler) sendMessage(w http.ResponseWriter, r *http.Request, s *session) error {
	ctx := r.Context()
	p, err := h.store.Project(ctx, r.PathValue("project"))
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	id := r.PathValue("job")
	prompt := formText(r.PostFormValue("prompt"))
	if _, _, err := h.jobs.Message(ctx, p, id, prompt); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return errNotFound
		}
		status, _, msg, retry, ok := jobProblem(err)
		if !ok {
			return fmt.Errorf("message job %s: %w", id, err)
		}
		if retry > 0 {
			w.Header().Set("Retry-After", retryAfter(retry))
		}
		return h.renderJob(w, r, s, status, p, id, followUpForm{Prompt: prompt, Error: msg})
	}
	h.log.InfoContext(ctx, "dashboard: follow-up sent", "project", p.ID, "job", id)
	h.setFlash(w, "message-sent")
	http.Redirect(w, r, h.jobPath(p.ID, id), http.StatusSeeOther)
	return nil
}

// cancelJob cancels a job, the way the API's POST …/cancel does.
func (h *handler) cancelJob(w http.ResponseWriter, r *http.Request, s *session) error {
	return h.changeJob(w, r, "cancel", func(ctx context.Context, p domain.Project, id string) error {
		_, err := h.jobs.Cancel(ctx, p, id)
		switch {
		case errors.Is(err, jobs.ErrNotActive):
			h.setFlash(w, "job-not-active")
		case errors.Is(err, jobs.ErrArchived):
			h.setFlash(w, "job-archived-already")
		case err == nil:
			h.setFlash(w, "job-cancelled")
		default:
			return err
		}
		return nil
	})
}

// archiveJob archives a job, the way the API's POST …/archive does.
func (h *handler) archiveJob(w http.ResponseWriter, r *http.Request, s *session) error {
	return h.changeJob(w, r, "archive", func(ctx context.Context, p domain.Project, id string) error {
		_, err := h.jobs.Archive(ctx, p, id)
		switch {
		case errors.Is(err, jobs.ErrArchived):
			h.setFlash(w, "job-archived-already")
		case err == nil:
			h.setFlash(w, "job-archived")
		default:
			return err
		}
		return nil
	})
}

// changeJob does what a button of a job's page asks, then shows the job
// again. A change the job's state refuses (cancelling a job that has
// stopped) is told, not an error: the page was older than the job.
func (h *handler) changeJob(w http.ResponseWriter, r *http.Request, what string, do func(ctx context.Context, p domain.Project, id string) error) error {
	ctx := r.Context()
	p, err := h.store.Project(ctx, r.PathValue("project"))
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	id := r.PathValue("job")
	if err := do(ctx, p, id); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return errNotFound
		}
		return fmt.Errorf("%s job %s: %w", what, id, err)
	}
	h.log.InfoContext(ctx, "dashboard: job "+what, "project", p.ID, "job", id)
	http.Redirect(w, r, h.jobPath(p.ID, id), http.StatusSeeOther)
	return nil
}

// maxStream bounds one event stream: the browser then connects again,
// from the last event it has, and its session is checked again.
const maxStream = 10 * time.Minute

// jobParts are the parts of a job's page its event stream draws again
// when the job changes: each is the template and the element of that id.
var jobParts = []string{"job-state", "job-meta", "job-actions", "job-notices", "job-summary", "job-side", "followup-hint"}

// jobEvents streams a job's page as the job runs, as Server-Sent Events
// read through jobs.Follower, like the API's event stream: "job" (the
// parts of the page that show the job, drawn again, and its status) when
// the job changes, "turn" (a transcript entry, drawn) with the event's
// sequence number as its id, and "done" once the job has ended. Other
// events of the log (status, pull request) only move the id on: the
// "job" that follows them shows what they say. It starts after
// Last-Event-ID, or the "after" query parameter of a page's first
// connection.
func (h *handler) jobEvents(w http.ResponseWriter, r *http.Request, s *session) error {
	ctx := r.Context()
	// Only the dashboard's own pages follow a job: a page of another
	// origin (a docs site on a sibling port is the same site, and its
	// requests carry the session) could not read the stream, but would
	// hold it open.
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" {
		return &httpError{status: http.StatusForbidden, title: "Request refused", msg: "A job's live updates are for the dashboard's own pages."}
	}
	p, err := h.store.Project(ctx, r.PathValue("project"))
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	id := r.PathValue("job")
	if _, err := h.store.Job(ctx, p.ID, id); err != nil {
		return fmt.Errorf("read job: %w", err)
	}
	var after int64
	for _, v := range []string{r.URL.Query().Get("after"), r.Header.Get("Last-Event-ID")} {
		if n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64); err == nil && n > 0 {
			after = n
		}
	}
	hd := w.Header()
	hd.Set("Content-Type", "text/event-stream")
	hd.Set("X-Accel-Buffering", "no") // nginx: pass events on at once
	if r.Method == http.MethodHead {
		w.WriteHeader(http.StatusOK)
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, maxStream)
	defer cancel()
	f, err := jobs.Follow(ctx, h.store, p.ID, id, jobs.FollowOptions{After: after, Poll: h.eventPoll, Stop: h.stop})
	if err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return err
	}
	rc := http.NewResponseController(w)
	// The server's write timeout is for ordinary answers, not streams.
	_ = rc.SetWriteDeadline(time.Time{})
	w.WriteHeader(http.StatusOK)
	es := eventStream{w: w, rc: rc}
	if err := es.write("retry: 3000\n\n"); err != nil {
		return nil // the browser left
	}
	end, err := f.Run(ctx, func(u jobs.Update) error {
		switch {
		case u.Job != nil:
			return h.sendJob(ctx, es, s, p, *u.Job)
		case u.Event != nil:
			return h.sendEvent(es, *u.Event)
		}
		return es.write(": keep-alive\n\n")
	})
	switch {
	case errors.Is(err, errStreamGone) || ctx.Err() != nil:
		// The browser left, or the stream had its time: a browser that
		// is still there connects again.
	case err != nil:
		// The answer has begun: the error can only be logged.
		h.log.ErrorContext(ctx, "dashboard: job event stream", "project", p.ID, "job", id, "err", err)
	case end.Stopped:
	case end.Deleted:
		_ = es.send(0, "done", map[string]string{"status": "deleted"})
	default:
		_ = es.send(0, "done", map[string]string{"status": string(end.Status)})
	}
	return nil
}

// sendJob sends the parts of the page that show j.
func (h *handler) sendJob(ctx context.Context, es eventStream, s *session, p domain.Project, j domain.Job) error {
	v, err := h.jobView(ctx, s, p, j)
	if err != nil {
		return err
	}
	t := h.pages["job"]
	parts := make(map[string]string, len(jobParts))
	var buf bytes.Buffer
	for _, name := range jobParts {
		buf.Reset()
		if err := t.ExecuteTemplate(&buf, name, v); err != nil {
			return fmt.Errorf("render %s: %w", name, err)
		}
		parts[name] = buf.String()
	}
	return es.send(0, "job", struct {
		Status domain.JobStatus  `json:"status"`
		Parts  map[string]string `json:"parts"`
	}{j.Status, parts})
}

// sendEvent sends an event of the job's log: a transcript entry drawn,
// or only its id.
func (h *handler) sendEvent(es eventStream, e store.Event) error {
	switch e.Type {
	case store.EventMessage, store.EventTool, store.EventCommit:
	default:
		return es.send(e.Seq, "", nil)
	}
	var md domain.MessageData
	if err := json.Unmarshal(e.Data, &md); err != nil {
		return fmt.Errorf("read event %d: %w", e.Seq, err)
	}
	m := domain.Message{Seq: md.Seq, Role: md.Role, Content: md.Content, Tool: md.Tool, IsError: md.IsError, Commit: md.Commit}
	m.CreatedAt, _ = time.Parse(time.RFC3339Nano, md.CreatedAt) // the store wrote it; zero reads as "never"
	var buf bytes.Buffer
	if err := h.pages["job"].ExecuteTemplate(&buf, "turn", m); err != nil {
		return fmt.Errorf("render a transcript entry: %w", err)
	}
	return es.send(e.Seq, "turn", struct {
		Seq  int64  `json:"seq"`
		HTML string `json:"html"`
	}{m.Seq, buf.String()})
}

// errStreamGone is a write to a stream whose browser left.
var errStreamGone = errors.New("event stream closed")

// eventStream writes Server-Sent Events.
type eventStream struct {
	w  http.ResponseWriter
	rc *http.ResponseController
}

// send writes one event: its id (none when 0), its type ("" for an id
// alone, which moves the browser's Last-Event-ID on) and data as one
// line of JSON.
func (es eventStream) send(id int64, event string, data any) error {
	var b strings.Builder
	if id > 0 {
		fmt.Fprintf(&b, "id: %d\n", id)
	}
	if event != "" {
		fmt.Fprintf(&b, "event: %s\n", event)
	}
	if data != nil {
		j, err := json.Marshal(data) // escapes line breaks: one line
		if err != nil {
			return fmt.Errorf("encode %s event: %w", event, err)
		}
		fmt.Fprintf(&b, "data: %s\n", j)
	}
	b.WriteByte('\n')
	return es.write(b.String())
}

func (es eventStream) write(s string) error {
	if _, err := es.w.Write([]byte(s)); err != nil {
		return fmt.Errorf("%w: %w", errStreamGone, err)
	}
	if err := es.rc.Flush(); err != nil {
		return fmt.Errorf("%w: %w", errStreamGone, err)
	}
	return nil
}
