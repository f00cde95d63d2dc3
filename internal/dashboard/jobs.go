package dashboard

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
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

// runOptions fills in what the form offers for p (on the project's
// page).
func (pp *projectPages) runOptions(p domain.Project, f runForm) runForm {
	f.Models = pp.jobs.Models(p)
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

// jobPages are a job's page and its event stream, and what starts,
// messages, cancels and archives jobs: viewers follow jobs, editors run
// them. A job started with errors in its form shows the project's page
// again; a job's page lists the changes it opened.
type jobPages struct {
	*handler
	projects *projectPages
	changes  *changePages
}

// jobRoutes adds the job pages and actions to mux.
func (jp *jobPages) jobRoutes(mux *http.ServeMux) {
	p := jp.prefix + "/projects/{project}/jobs"
	jp.handle(mux, "POST "+p, domain.RoleEditor, jp.startJob)
	jp.handle(mux, "GET "+p+"/{job}", domain.RoleViewer, jp.jobPage)
	jp.handle(mux, "GET "+p+"/{job}/events", domain.RoleViewer, jp.jobEvents)
	jp.handle(mux, "POST "+p+"/{job}/message", domain.RoleEditor, jp.sendMessage)
	jp.handle(mux, "POST "+p+"/{job}/cancel", domain.RoleEditor, jp.cancelJob)
	jp.handle(mux, "POST "+p+"/{job}/archive", domain.RoleEditor, jp.archiveJob)
}

// startJob starts a job from the project page's form, the way the API's
// POST …/job does, and shows it.
func (jp *jobPages) startJob(w http.ResponseWriter, r *http.Request, s *session) error {
	ctx := r.Context()
	p, err := jp.store.Project(ctx, r.PathValue("project"))
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	f, q := parseRunForm(r)
	if len(f.Errors) > 0 {
		return jp.projects.renderProject(w, r, s, http.StatusUnprocessableEntity, p, f)
	}
	started, err := jp.jobs.Start(ctx, p, q, "")
	if err != nil {
		status, field, msg, retry, ok := jobProblem(err)
		if !ok {
			return fmt.Errorf("start a job of %s: %w", p.ID, err)
		}
		if retry > 0 {
			w.Header().Set("Retry-After", retryAfter(retry))
		}
		f.Errors[field] = msg
		return jp.projects.renderProject(w, r, s, status, p, f)
	}
	jp.log.InfoContext(ctx, "dashboard: job started", "project", p.ID, "job", started.Job.ID)
	jp.setFlash(w, "job-started")
	http.Redirect(w, r, jp.jobPath(p.ID, started.Job.ID), http.StatusSeeOther)
	return nil
}

type jobView struct {
	Project  domain.Project
	Job      domain.Job
	Title    string // the first line of the first prompt
	Messages []domain.Message
	Site     string
	Changes  []changeRow // the job's changes in the built-in review, newest first
	Preview  string      // the live preview of the job's branch
	// Files are the first of the job's changed files, MoreFiles how many
	// others there are, FilesURL the files tab of its latest change.
	Files     []string
	MoreFiles int
	FilesURL  string
	// URL is the job page's path; Events its event stream's, from
	// After, the last event the page shows (Events is "" unless the job
	// is active: an ended job's page does not follow it).
	URL    string
	Events string
	// FollowUp is the follow-up form, as sent (with its error) or empty.
	FollowUp followUpForm
	// Prefix and CSRF are the page's, for the fragments the event
	// stream sends too; CanRun says the user may message, cancel and
	// archive the job (an editor).
	Prefix string
	CSRF   string
	CanRun bool
}

// OpenedAs says how the job's pull request is opened, when the job
// chose ("" for jobs from before it could).
func (v jobView) OpenedAs() string {
	switch {
	case v.Job.Draft == nil:
		return ""
	case *v.Job.Draft:
		return "A draft"
	}
	return "Ready for review"
}

// Phases are the phases of an active job in order, for its progress.
func (v jobView) Phases() []phaseStep {
	steps := []phaseStep{{Name: jobs.PhaseQueued, Label: "Queued"}, {Name: jobs.PhasePreparing, Label: "Preparing"},
		{Name: jobs.PhaseRunning, Label: "Running"}, {Name: jobs.PhaseValidating, Label: "Validating"}, {Name: jobs.PhasePublishing, Label: "Publishing"}}
	at := slices.IndexFunc(steps, func(p phaseStep) bool { return p.Name == v.Job.Phase })
	for i := range steps {
		steps[i].Done = i < at
		steps[i].Current = i == at
	}
	return steps
}

// phaseStep is one phase of an active job's progress.
type phaseStep struct {
	Name, Label   string
	Done, Current bool
}

// jobFilesShown bounds the changed files listed on a job's page: a job
// that changed thousands of files links to its change's paged files tab.
const jobFilesShown = 50

func (jp *jobPages) jobPage(w http.ResponseWriter, r *http.Request, s *session) error {
	p, err := jp.store.Project(r.Context(), r.PathValue("project"))
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	return jp.renderJob(w, r, s, http.StatusOK, p, r.PathValue("job"), followUpForm{})
}

// renderJob renders a job's page, with the follow-up form as sent (and
// its error) or empty.
func (jp *jobPages) renderJob(w http.ResponseWriter, r *http.Request, s *session, status int, p domain.Project, id string, f followUpForm) error {
	ctx := r.Context()
	// The last event first: whatever the page shows is then at least as
	// new, and its stream resends nothing older (a transcript entry it
	// shows already is skipped by the script).
	after, err := jp.store.LastEvent(ctx, id)
	if err != nil {
		return fmt.Errorf("read the event log of job %s: %w", id, err)
	}
	j, err := jp.store.Job(ctx, p.ID, id)
	if err != nil {
		return fmt.Errorf("read job: %w", err)
	}
	msgs, err := jp.store.Messages(ctx, j.ID)
	if err != nil {
		return fmt.Errorf("read transcript of job %s: %w", j.ID, err)
	}
	v, err := jp.jobView(ctx, s, p, j)
	if err != nil {
		return err
	}
	v.Messages, v.FollowUp = msgs, f
	if j.Status == domain.StatusActive {
		v.Events = v.URL + "/events?after=" + strconv.FormatInt(after, 10)
	}
	for _, m := range msgs {
		if m.Role == domain.RoleUser {
			v.Title = firstLine(100, m.Content)
			break
		}
	}
	meta := pageMeta{Title: cmp.Or(v.Title, "Job "+j.ID), Section: "projects", Crumbs: []crumb{
		{"Projects", jp.prefix + "/projects"},
		{p.Name, jp.prefix + "/projects/" + pathSegment(p.ID)},
		{j.ID, ""},
	}}
	return jp.render(w, r, status, "job", s, meta, v)
}

// jobView is what a job's page shows of j besides its transcript: what
// the page draws, and what its event stream draws again as j changes.
func (jp *jobPages) jobView(ctx context.Context, s *session, p domain.Project, j domain.Job) (jobView, error) {
	v := jobView{Project: p, Job: j, Site: jp.projectSite(p.ID), Prefix: jp.prefix, CSRF: s.CSRF,
		CanRun: s.on(p.ID).AtLeast(domain.RoleEditor), URL: jp.jobPath(p.ID, j.ID)}
	var err error
	if v.Changes, err = jp.changes.jobChanges(ctx, p.ID, j.ID); err != nil {
		return v, err
	}
	v.Files = j.ChangedFiles
	if len(v.Files) > jobFilesShown {
		v.Files, v.MoreFiles = v.Files[:jobFilesShown], len(v.Files)-jobFilesShown
	}
	if len(v.Changes) > 0 {
		v.FilesURL = v.Changes[0].URL + "?tab=files"
	}
	if j.Branch != "" {
		v.Preview = jp.previewLink(p.ID, j.ID)
	}
	return v, nil
}

// followUpForm is the form on a job's page that sends a follow-up.
type followUpForm struct {
	Prompt string
	Error  string
}

// sendMessage sends a follow-up from the job page's form, the way the
// API's POST …/message does.
func (jp *jobPages) sendMessage(w http.ResponseWriter, r *http.Request, s *session) error {
	ctx := r.Context()
	p, err := jp.store.Project(ctx, r.PathValue("project"))
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	id := r.PathValue("job")
	prompt := formText(r.PostFormValue("prompt"))
	if _, _, err := jp.jobs.Message(ctx, p, id, prompt); err != nil {
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
		return jp.renderJob(w, r, s, status, p, id, followUpForm{Prompt: prompt, Error: msg})
	}
	jp.log.InfoContext(ctx, "dashboard: follow-up sent", "project", p.ID, "job", id)
	jp.setFlash(w, "message-sent")
	http.Redirect(w, r, jp.jobPath(p.ID, id), http.StatusSeeOther)
	return nil
}

// cancelJob cancels a job, the way the API's POST …/cancel does.
func (jp *jobPages) cancelJob(w http.ResponseWriter, r *http.Request, s *session) error {
	return jp.changeJob(w, r, "cancel", func(ctx context.Context, p domain.Project, id string) error {
		_, err := jp.jobs.Cancel(ctx, p, id)
		switch {
		case errors.Is(err, jobs.ErrNotActive):
			jp.setFlash(w, "job-not-active")
		case errors.Is(err, jobs.ErrArchived):
			jp.setFlash(w, "job-archived-already")
		case err == nil:
			jp.setFlash(w, "job-cancelled")
		default:
			return err
		}
		return nil
	})
}

// archiveJob archives a job, the way the API's POST …/archive does.
func (jp *jobPages) archiveJob(w http.ResponseWriter, r *http.Request, s *session) error {
	return jp.changeJob(w, r, "archive", func(ctx context.Context, p domain.Project, id string) error {
		_, err := jp.jobs.Archive(ctx, p, id)
		switch {
		case errors.Is(err, jobs.ErrArchived):
			jp.setFlash(w, "job-archived-already")
		case err == nil:
			jp.setFlash(w, "job-archived")
		default:
			return err
		}
		return nil
	})
}

// changeJob does what a button of a job's page asks, then shows the job
// again. A change the job's state refuses (cancelling a job that has
// stopped) is told, not an error: the page was older than the job.
func (jp *jobPages) changeJob(w http.ResponseWriter, r *http.Request, what string, do func(ctx context.Context, p domain.Project, id string) error) error {
	ctx := r.Context()
	p, err := jp.store.Project(ctx, r.PathValue("project"))
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
	jp.log.InfoContext(ctx, "dashboard: job "+what, "project", p.ID, "job", id)
	http.Redirect(w, r, jp.jobPath(p.ID, id), http.StatusSeeOther)
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
func (jp *jobPages) jobEvents(w http.ResponseWriter, r *http.Request, s *session) error {
	ctx := r.Context()
	// Only the dashboard's own pages follow a job: a page of another
	// origin (a docs site on a sibling port is the same site, and its
	// requests carry the session) could not read the stream, but would
	// hold it open.
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" {
		return &httpError{status: http.StatusForbidden, title: "Request refused", msg: "A job's live updates are for the dashboard's own pages."}
	}
	p, err := jp.store.Project(ctx, r.PathValue("project"))
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	id := r.PathValue("job")
	if _, err := jp.store.Job(ctx, p.ID, id); err != nil {
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
	f, err := jobs.Follow(ctx, jp.store, p.ID, id, jobs.FollowOptions{After: after, Poll: jp.eventPoll, Stop: jp.stop})
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
			return jp.sendJob(ctx, es, s, p, *u.Job)
		case u.Event != nil:
			return jp.sendEvent(es, *u.Event)
		}
		return es.write(": keep-alive\n\n")
	})
	switch {
	case errors.Is(err, errStreamGone) || ctx.Err() != nil:
		// The browser left, or the stream had its time: a browser that
		// is still there connects again.
	case err != nil:
		// The answer has begun: the error can only be logged.
		jp.log.ErrorContext(ctx, "dashboard: job event stream", "project", p.ID, "job", id, "err", err)
	case end.Stopped:
	case end.Deleted:
		_ = es.send(0, "done", map[string]string{"status": "deleted"})
	default:
		_ = es.send(0, "done", map[string]string{"status": string(end.Status)})
	}
	return nil
}

// sendJob sends the parts of the page that show j.
func (jp *jobPages) sendJob(ctx context.Context, es eventStream, s *session, p domain.Project, j domain.Job) error {
	v, err := jp.jobView(ctx, s, p, j)
	if err != nil {
		return err
	}
	t := jp.pages["job"]
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
func (jp *jobPages) sendEvent(es eventStream, e store.Event) error {
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
	if err := jp.pages["job"].ExecuteTemplate(&buf, "turn", m); err != nil {
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
