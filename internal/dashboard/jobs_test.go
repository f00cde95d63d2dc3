package dashboard_test

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/foliodocs/folio/internal/dashboard"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/postgres"
	"github.com/foliodocs/folio/internal/store/storetest"
)

// withModel gives the dashboard a model, so that jobs can start.
func withModel(o *dashboard.Options) { o.Model = "openai:gpt-4.1" }

// TestStartJobForm starts jobs through the project page's form as a
// browser without JavaScript sends it, and has each field checked the
// way the API checks its body.
func TestStartJobForm(t *testing.T) {
	t.Parallel()
	b := setup(t, withModel)
	p := b.addProject("acme", "Acme Docs")
	p.Agent.Models = []string{"anthropic:claude-sonnet-4-5"}
	if err := b.store.UpdateProject(t.Context(), p); err != nil {
		t.Fatal(err)
	}
	c := b.signedIn()
	page := c.get("/projects/acme").wantStatus(t, http.StatusOK).wantBody(t,
		`action="/dashboard/projects/acme/jobs"`, `name="prompt"`, `<option value="" selected>openai:gpt-4.1 (default)</option>`,
		`<option value="anthropic:claude-sonnet-4-5">`, `placeholder="main"`, "As the project says (ready for review)")
	csrf := page.csrf(t)

	// Prompt and every option: the job has them.
	form := url.Values{"csrf": {csrf}, "prompt": {"Document the retries\r\nwith an example"}, "model": {"anthropic:claude-sonnet-4-5"},
		"ref": {"release/v2"}, "draft": {"draft"}, "commits": {"a1b2c3d, 9f8e7d6\n0123abcd"}, "from": {"v1.2.0"}, "to": {"main"}, "pr": {"#42"}}
	resp := c.post("/projects/acme/jobs", form)
	if resp.StatusCode != http.StatusSeeOther || !strings.HasPrefix(resp.Header.Get("Location"), "/dashboard/projects/acme/jobs/job_") {
		t.Fatalf("start: %d to %q\n%s", resp.StatusCode, resp.Header.Get("Location"), resp.body)
	}
	id := strings.TrimPrefix(resp.Header.Get("Location"), "/dashboard/projects/acme/jobs/")
	j, err := b.store.Job(t.Context(), "acme", id)
	if err != nil {
		t.Fatal(err)
	}
	want := domain.JobContext{Commits: []string{"a1b2c3d", "9f8e7d6", "0123abcd"}, Compare: &domain.CompareRange{From: "v1.2.0", To: "main"}, PullRequest: 42}
	if j.Model != "anthropic:claude-sonnet-4-5" || j.Ref != "release/v2" || j.Draft == nil || !*j.Draft || j.Context == nil ||
		strings.Join(j.Context.Commits, " ") != strings.Join(want.Commits, " ") || *j.Context.Compare != *want.Compare || j.Context.PullRequest != 42 {
		t.Errorf("job %+v, context %+v", j, j.Context)
	}
	msgs, err := b.store.Messages(t.Context(), id)
	if err != nil || len(msgs) != 1 || msgs[0].Content != "Document the retries\nwith an example" {
		t.Errorf("transcript %+v, %v", msgs, err)
	}
	c.get("/projects/acme/jobs/"+id).wantStatus(t, http.StatusOK).wantBody(t, "Job started.", "data-events=", "/events?after=2",
		`action="/dashboard/projects/acme/jobs/`+id+`/cancel"`, `action="/dashboard/projects/acme/jobs/`+id+`/message"`, "A draft",
		"a1b2c3d", "v1.2.0", "#42")

	// The prompt alone: the project's defaults.
	resp = c.post("/projects/acme/jobs", url.Values{"csrf": {csrf}, "prompt": {"Fix the typo"}})
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("start: %d\n%s", resp.StatusCode, resp.body)
	}
	j, err = b.store.Job(t.Context(), "acme", strings.TrimPrefix(resp.Header.Get("Location"), "/dashboard/projects/acme/jobs/"))
	if err != nil || j.Model != "openai:gpt-4.1" || j.Ref != "main" || j.Draft == nil || *j.Draft || j.Context != nil {
		t.Errorf("defaults: %+v, %v", j, err)
	}

	// What cannot be used is said next to its field, the form kept.
	for _, tt := range []struct {
		name  string
		form  url.Values
		error string
	}{
		{"empty prompt", url.Values{"prompt": {"  \r\n "}}, "The prompt must not be empty."},
		{"long prompt", url.Values{"prompt": {strings.Repeat("a", jobs.MaxPromptChars+1)}}, "The prompt must have at most 32000 characters"},
		{"branch", url.Values{"prompt": {"p"}, "ref": {"main..evil"}}, "The branch must be a branch name git accepts"},
		{"branch option", url.Values{"prompt": {"p"}, "ref": {"--upload-pack=x"}}, "The branch must be a branch name git accepts"},
		{"model", url.Values{"prompt": {"p"}, "model": {"openai:o3"}}, "The model is not a model this project allows; it allows openai:gpt-4.1, anthropic:claude-sonnet-4-5."},
		{"commit", url.Values{"prompt": {"p"}, "commits": {"abcd HEAD~1"}}, "&#34;HEAD~1&#34; must be a commit ID"},
		{"range", url.Values{"prompt": {"p"}, "from": {"v1"}}, "The revision to compare to must not be empty."},
		{"pull request", url.Values{"prompt": {"p"}, "pr": {"x12"}}, "The pull request must be a pull request number"},
		{"draft", url.Values{"prompt": {"p"}, "draft": {"maybe"}}, "Choose one of the listed ways"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tt.form.Set("csrf", csrf)
			p := c.post("/projects/acme/jobs", tt.form).wantStatus(t, http.StatusUnprocessableEntity).wantBody(t, tt.error)
			if v := tt.form.Get("ref"); v != "" {
				p.wantBody(t, `value="`+strings.ReplaceAll(v, "..", "..")+`"`)
			}
			if tt.name != "empty prompt" && tt.name != "long prompt" {
				p.wantBody(t, ">p</textarea>", "<details class=\"run-options\" open>")
			}
		})
	}
	if n, err := b.store.CountJobs(t.Context(), "acme", domain.StatusActive); err != nil || n != 2 {
		t.Errorf("%d active jobs, %v; want the 2 started", n, err)
	}
}

// TestStartJobLimits: no model, the hourly rate limit, a project that
// does not exist.
func TestStartJobLimits(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.addProject("acme", "Acme Docs")
	c := b.signedIn()
	csrf := c.get("/projects/acme").wantStatus(t, http.StatusOK).wantBody(t, "No agent can run here yet").wantNoBody(t, `name="prompt"`).csrf(t)
	c.post("/projects/acme/jobs", url.Values{"csrf": {csrf}, "prompt": {"x"}}).wantStatus(t, http.StatusServiceUnavailable).wantBody(t, "No model is configured")
	c.post("/projects/nope/jobs", url.Values{"csrf": {csrf}, "prompt": {"x"}}).wantStatus(t, http.StatusNotFound)

	limited := setup(t, func(o *dashboard.Options) {
		o.Jobs = jobs.NewService(jobs.ServiceOptions{Store: o.Store, Model: "openai:gpt-4.1", RateLimit: 1, Now: o.Now})
	})
	limited.addProject("acme", "Acme Docs")
	c = limited.signedIn()
	csrf = c.get("/projects/acme").csrf(t)
	c.post("/projects/acme/jobs", url.Values{"csrf": {csrf}, "prompt": {"one"}}).wantStatus(t, http.StatusSeeOther)
	p := c.post("/projects/acme/jobs", url.Values{"csrf": {csrf}, "prompt": {"two"}}).wantStatus(t, http.StatusTooManyRequests).
		wantBody(t, "This project has made its 1 job and message requests of this hour. Try again in 34 minutes.", ">two</textarea>")
	if p.Header.Get("Retry-After") != "1987" { // 33 minutes 7 seconds to the hour
		t.Errorf("Retry-After %q", p.Header.Get("Retry-After"))
	}
}

// seedRunning adds a project with an active job created the API's way.
func seedRunning(t *testing.T, b *bundle) (domain.Project, domain.Job, *jobs.Service) {
	t.Helper()
	p := b.addProject("acme", "Acme Docs")
	b.addProject("other", "Other Docs")
	svc := jobs.NewService(jobs.ServiceOptions{Store: b.store, Model: "openai:gpt-4.1", RateLimit: -1, Now: b.clock.Now})
	s, err := svc.Start(t.Context(), p, jobs.Request{Prompt: "Document the retries"}, "")
	if err != nil {
		t.Fatal(err)
	}
	return p, s.Job, svc
}

// TestJobActions sends a follow-up, cancels and archives through the job
// page's forms, without JavaScript; refusals are said on the page.
func TestJobActions(t *testing.T) {
	t.Parallel()
	b := setup(t, withModel)
	_, j, _ := seedRunning(t, b)
	c := b.signedIn()
	path := "/projects/acme/jobs/" + j.ID
	csrf := c.get(path).wantStatus(t, http.StatusOK).wantBody(t, "The agent reads it at its next step.").csrf(t)
	form := func(v ...string) url.Values {
		f := url.Values{"csrf": {csrf}}
		for i := 0; i+1 < len(v); i += 2 {
			f.Set(v[i], v[i+1])
		}
		return f
	}

	c.post(path+"/message", form("prompt", "And the FAQ")).wantRedirect(t, "/dashboard"+path)
	c.get(path).wantStatus(t, http.StatusOK).wantBody(t, "Follow-up sent.", "And the FAQ")
	c.post(path+"/message", form("prompt", " ")).wantStatus(t, http.StatusUnprocessableEntity).
		wantBody(t, "The prompt must not be empty.", `aria-invalid="true"`)

	c.post(path+"/cancel", form()).wantRedirect(t, "/dashboard"+path)
	c.get(path).wantStatus(t, http.StatusOK).wantBody(t, "Job cancelled.", "The job was cancelled", "badge-failed").
		wantNoBody(t, "/cancel\"", "data-events")
	c.post(path+"/cancel", form()).wantRedirect(t, "/dashboard"+path)
	c.get(path).wantBody(t, "The job had stopped already; nothing was cancelled.")

	// A follow-up runs a stopped job again.
	c.post(path+"/message", form("prompt", "Try again")).wantRedirect(t, "/dashboard"+path)
	if got, err := b.store.Job(t.Context(), "acme", j.ID); err != nil || got.Status != domain.StatusActive {
		t.Fatalf("after the follow-up: %+v, %v", got, err)
	}

	c.post(path+"/archive", form()).wantRedirect(t, "/dashboard"+path)
	c.get(path).wantStatus(t, http.StatusOK).wantBody(t, "Job archived.", "badge-archived", "put away for good").
		wantNoBody(t, `id="job-followup"`, "/archive\"", "/cancel\"")
	c.post(path+"/archive", form()).wantRedirect(t, "/dashboard"+path)
	c.get(path).wantBody(t, "The job is archived already.")
	c.post(path+"/message", form("prompt", "More")).wantStatus(t, http.StatusConflict).wantBody(t, "The job is archived, which is final")
	if got, _ := b.store.Job(t.Context(), "acme", j.ID); got.Prompts != 3 {
		t.Errorf("prompts %d, want 3", got.Prompts)
	}
}

// TestJobActionsRefused: without the session's token nothing changes,
// and a job is reached only through its own project.
func TestJobActionsRefused(t *testing.T) {
	t.Parallel()
	b := setup(t, withModel)
	_, j, _ := seedRunning(t, b)
	c := b.signedIn()
	csrf := c.get("/projects/acme").csrf(t)
	for _, action := range []string{"message", "cancel", "archive"} {
		path := "/projects/acme/jobs/" + j.ID + "/" + action
		c.post(path, url.Values{"prompt": {"x"}}).wantStatus(t, http.StatusForbidden).wantBody(t, "This form has expired")
		c.post(path, url.Values{"prompt": {"x"}, "csrf": {"wrong"}}).wantStatus(t, http.StatusForbidden)
		// Another project's address for the job: not found.
		c.post("/projects/other/jobs/"+j.ID+"/"+action, url.Values{"prompt": {"x"}, "csrf": {csrf}}).wantStatus(t, http.StatusNotFound)
		c.post("/projects/acme/jobs/job_nope/"+action, url.Values{"prompt": {"x"}, "csrf": {csrf}}).wantStatus(t, http.StatusNotFound)
		// Signed out: to the sign-in page, nothing done.
		b.client().post(path, url.Values{"prompt": {"x"}, "csrf": {csrf}}).wantRedirect(t, "/dashboard/login")
	}
	c.post("/projects/acme/jobs", url.Values{"prompt": {"x"}}).wantStatus(t, http.StatusForbidden)
	c.get("/projects/other/jobs/"+j.ID).wantStatus(t, http.StatusNotFound)
	c.get("/projects/other/jobs/"+j.ID+"/events").wantStatus(t, http.StatusNotFound)
	b.client().get("/projects/acme/jobs/"+j.ID+"/events").wantStatus(t, http.StatusSeeOther)
	// Another origin's page may not hold a stream open.
	for _, site := range []string{"same-site", "cross-site"} {
		req, err := http.NewRequestWithContext(t.Context(), "GET", b.base+"/projects/acme/jobs/"+j.ID+"/events", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Sec-Fetch-Site", site)
		c.do(req).wantStatus(t, http.StatusForbidden)
	}
	got, err := b.store.Job(t.Context(), "acme", j.ID)
	if err != nil || got.Status != domain.StatusActive || got.Prompts != 1 {
		t.Errorf("the job changed: %+v, %v", got, err)
	}
	page, err := b.store.Jobs(t.Context(), store.JobQuery{ProjectID: "acme", Limit: 10})
	if err != nil || len(page.Jobs) != 1 {
		t.Errorf("jobs %d, %v", len(page.Jobs), err)
	}
}

// sse is one event of a stream as the browser reads it.
type sse struct {
	id, event, data string
}

// openStream opens a job page's event stream and reads its events.
func openStream(t *testing.T, ctx context.Context, c *client, path, lastID string) (*http.Response, <-chan sse) {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, "GET", c.b.base+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if lastID != "" {
		req.Header.Set("Last-Event-ID", lastID)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	ch := make(chan sse, 64)
	go func() {
		defer close(ch)
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(nil, 1<<20)
		var ev sse
		var any bool
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				if any {
					ch <- ev
				}
				ev, any = sse{}, false
			case strings.HasPrefix(line, ":"), strings.HasPrefix(line, "retry: "):
			case strings.HasPrefix(line, "id: "):
				ev.id, any = line[4:], true
			case strings.HasPrefix(line, "event: "):
				ev.event, any = line[7:], true
			case strings.HasPrefix(line, "data: "):
				if ev.data != "" {
					t.Errorf("an event with two data lines: %q", line)
				}
				ev.data, any = line[6:], true
			default:
				t.Errorf("not a line of an event stream: %q", line)
			}
		}
	}()
	return resp, ch
}

func nextSSE(t *testing.T, ch <-chan sse) sse {
	t.Helper()
	select {
	case ev, ok := <-ch:
		if !ok {
			t.Fatal("the stream ended")
		}
		return ev
	case <-time.After(10 * time.Second):
		t.Fatal("no event in 10 s")
	}
	return sse{}
}

// jobEvent is the data of a "job" event.
type jobEvent struct {
	Status string            `json:"status"`
	Parts  map[string]string `json:"parts"`
}

// turnEvent is the data of a "turn" event.
type turnEvent struct {
	Seq  int64  `json:"seq"`
	HTML string `json:"html"`
}

func decodeSSE[T any](t *testing.T, ev sse) T {
	t.Helper()
	var v T
	if err := json.Unmarshal([]byte(ev.data), &v); err != nil {
		t.Fatalf("%s event: %v: %s", ev.event, err, ev.data)
	}
	return v
}

// TestJobEventStream reads a job page's event stream: the job's parts
// at once, each transcript entry drawn with its event's id, the status
// events as ids alone, "done" when the job ends; a reconnection with
// Last-Event-ID resumes after it. The streams leave no goroutine behind.
func TestJobEventStream(t *testing.T) {
	b := setup(t, withModel)
	_, j, svc := seedRunning(t, b)
	p, _ := b.store.Project(t.Context(), "acme")
	c := b.signedIn()
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent(), goleak.IgnoreTopFunction("database/sql.(*DB).connectionCleaner"),
		goleak.IgnoreTopFunction("internal/poll.runtime_pollWait"), goleak.IgnoreTopFunction("net/http.(*persistConn).writeLoop"))
	path := "/projects/acme/jobs/" + j.ID + "/events"
	ctx, cancel := context.WithCancel(t.Context())
	resp, ch := openStream(t, ctx, c, path+"?after=2", "")
	if ct := resp.Header.Get("Content-Type"); resp.StatusCode != http.StatusOK || ct != "text/event-stream" {
		t.Fatalf("stream: %d %q", resp.StatusCode, ct)
	}
	if resp.Header.Get("Cache-Control") != "no-store" || !strings.Contains(resp.Header.Get("Content-Security-Policy"), "default-src 'none'") {
		t.Errorf("headers %v", resp.Header)
	}
	ev := nextSSE(t, ch)
	je := decodeSSE[jobEvent](t, ev)
	if ev.event != "job" || ev.id != "" || je.Status != "active" || !strings.Contains(je.Parts["job-state"], "badge-active") ||
		!strings.Contains(je.Parts["job-actions"], `name="csrf"`) || len(je.Parts) != 7 {
		t.Fatalf("first event %+v", ev)
	}

	if _, err := b.store.UpdateJob(t.Context(), "acme", j.ID, func(j *domain.Job) (store.JobChange, error) {
		j.Phase, j.UpdatedAt = jobs.PhaseRunning, b.clock.Now()
		return store.JobChange{Messages: []domain.Message{
			{Role: domain.RoleAssistant, Content: "Reading <the> page."},
			{Role: domain.RoleTool, Tool: "read_file", Content: "read_file index.mdx", IsError: true},
		}}, nil
	}); err != nil {
		t.Fatal(err)
	}
	var turns []turnEvent
	var ids []string
	for len(turns) < 2 {
		ev := nextSSE(t, ch)
		switch ev.event {
		case "turn":
			turns = append(turns, decodeSSE[turnEvent](t, ev))
			ids = append(ids, ev.id)
		case "job":
			if je := decodeSSE[jobEvent](t, ev); !strings.Contains(je.Parts["job-state"], "running") {
				t.Errorf("job event without the phase: %s", je.Parts["job-state"])
			}
		default:
			t.Fatalf("event %+v", ev)
		}
	}
	if ids[0] != "3" || ids[1] != "4" || turns[0].Seq != 2 || !strings.Contains(turns[0].HTML, `data-seq="2"`) ||
		!strings.Contains(turns[0].HTML, "Reading &lt;the&gt; page.") || !strings.Contains(turns[1].HTML, "turn-error") {
		t.Fatalf("turns %v %+v", ids, turns)
	}
	cancel() // the browser leaves

	// Back from event 3: the tool call again, then what comes.
	resp, ch = openStream(t, t.Context(), c, path+"?after=1", "3")
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("resume: %d", resp.StatusCode)
	}
	if ev := nextSSE(t, ch); ev.event != "job" {
		t.Fatalf("resume began with %+v", ev)
	}
	if ev := nextSSE(t, ch); ev.event != "turn" || ev.id != "4" || !strings.Contains(ev.data, "read_file index.mdx") {
		t.Fatalf("resumed with %+v", ev)
	}
	b.clock.Advance(time.Minute)
	if _, err := svc.Cancel(t.Context(), p, j.ID); err != nil {
		t.Fatal(err)
	}
	var sawID, sawJob bool
	for {
		ev := nextSSE(t, ch)
		switch {
		case ev.event == "" && ev.id == "5" && ev.data == "":
			sawID = true // the status event: its id alone
		case ev.event == "job":
			je := decodeSSE[jobEvent](t, ev)
			sawJob = je.Status == "failed" && strings.Contains(je.Parts["job-notices"], "The job was cancelled")
		case ev.event == "done":
			if ev.data != `{"status":"failed"}` || !sawID || !sawJob {
				t.Fatalf("done %+v after id %v, job %v", ev, sawID, sawJob)
			}
			if _, ok := <-ch; ok {
				t.Fatal("the stream goes on after done")
			}
			return
		default:
			t.Fatalf("event %+v", ev)
		}
	}
}

// TestJobEventStreamOfEndedJob: a job that has ended gets its parts and
// "done" at once; its page does not follow it.
func TestJobEventStreamOfEndedJob(t *testing.T) {
	t.Parallel()
	b := setup(t)
	seedJobs(t, b)
	c := b.signedIn()
	c.get("/projects/acme/jobs/job_done").wantStatus(t, http.StatusOK).wantNoBody(t, "data-events")
	_, ch := openStream(t, t.Context(), c, "/projects/acme/jobs/job_done/events", "")
	if ev := nextSSE(t, ch); ev.event != "job" {
		t.Fatalf("first %+v", ev)
	}
	var events []sse
	for ev := range ch {
		events = append(events, ev)
	}
	if len(events) == 0 || events[len(events)-1].event != "done" || events[len(events)-1].data != `{"status":"completed"}` {
		t.Fatalf("events %+v", events)
	}
}

// TestJobEventStreamAcrossNodes: on PostgreSQL, a job page served by
// one node follows a job whose events another node writes, woken by the
// database's notifications (the stream's own poll is an hour away).
func TestJobEventStreamAcrossNodes(t *testing.T) {
	dsn := os.Getenv("FOLIO_TEST_POSTGRES")
	if dsn == "" {
		t.Skip("set FOLIO_TEST_POSTGRES to a PostgreSQL URL to follow a job across nodes")
	}
	schema := storetest.PostgresSchema(t, dsn)
	open := func() *postgres.DB {
		db, err := postgres.Open(t.Context(), schema, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		return db
	}
	web, worker := open(), open()
	b := setupOn(t, web, func(o *dashboard.Options) { o.EventPoll = time.Hour })
	p := b.addProject("acme", "Acme Docs")
	svc := jobs.NewService(jobs.ServiceOptions{Store: worker, Model: "openai:gpt-4.1", RateLimit: -1})
	s, err := svc.Start(t.Context(), p, jobs.Request{Prompt: "Document it"}, "")
	if err != nil {
		t.Fatal(err)
	}
	c := b.signedIn()
	_, ch := openStream(t, t.Context(), c, "/projects/acme/jobs/"+s.Job.ID+"/events?after=2", "")
	if ev := nextSSE(t, ch); ev.event != "job" {
		t.Fatalf("first %+v", ev)
	}
	if _, err := worker.UpdateJob(t.Context(), "acme", s.Job.ID, func(j *domain.Job) (store.JobChange, error) {
		return store.JobChange{Messages: []domain.Message{{Role: domain.RoleAssistant, Content: "Written on the other node."}}}, nil
	}); err != nil {
		t.Fatal(err)
	}
	if ev := nextSSE(t, ch); ev.event != "turn" || ev.id != "3" || !strings.Contains(ev.data, "Written on the other node.") {
		t.Fatalf("from the other node: %+v", ev)
	}
	if _, err := svc.Archive(t.Context(), p, s.Job.ID); err != nil {
		t.Fatal(err)
	}
	for ev := range ch {
		if ev.event == "done" {
			if ev.data != `{"status":"archived"}` {
				t.Errorf("done %+v", ev)
			}
			return
		}
	}
	t.Fatal("no done")
}

// TestJobEventStreamStops: the server's Stop ends open streams at once,
// without "done": the browser reconnects once the server is back.
func TestJobEventStreamStops(t *testing.T) {
	t.Parallel()
	stop := make(chan struct{})
	b := setup(t, withModel, func(o *dashboard.Options) { o.Stop = stop })
	_, j, _ := seedRunning(t, b)
	c := b.signedIn()
	_, ch := openStream(t, t.Context(), c, "/projects/acme/jobs/"+j.ID+"/events", "")
	nextSSE(t, ch) // the job
	for range 2 {
		nextSSE(t, ch) // its two events
	}
	close(stop)
	for ev := range ch {
		if ev.event == "done" {
			t.Fatalf("a stopped stream says done: %+v", ev)
		}
	}
}

// TestJobPageStreamsFromItsLastEvent: the page's stream starts after
// the last event the page shows.
func TestJobPageStreamsFromItsLastEvent(t *testing.T) {
	t.Parallel()
	b := setup(t, withModel)
	_, j, svc := seedRunning(t, b)
	p, _ := b.store.Project(t.Context(), "acme")
	if _, _, err := svc.Message(t.Context(), p, j.ID, "More"); err != nil {
		t.Fatal(err)
	}
	last, err := b.store.LastEvent(t.Context(), j.ID)
	if err != nil {
		t.Fatal(err)
	}
	b.signedIn().get("/projects/acme/jobs/"+j.ID).wantStatus(t, http.StatusOK).
		wantBody(t, `data-events="/dashboard/projects/acme/jobs/`+j.ID+`/events?after=`+strconv.FormatInt(last, 10)+`"`)
}

// TestViewerFollowsJobs: a viewer sees a project's jobs and follows one
// live, but has no prompt box, follow-up, Cancel or Archive — in the
// page or in what its stream draws — and their posts are refused; an
// editor of the project has them.
func TestViewerFollowsJobs(t *testing.T) {
	t.Parallel()
	b := setup(t, withModel)
	_, j, _ := seedRunning(t, b)
	b.addUser("viewer@example.com", domain.RoleViewer, nil)
	b.addUser("editor@example.com", domain.RoleNone, map[string]domain.Role{"acme": domain.RoleEditor})
	path := "/projects/acme/jobs/" + j.ID
	controls := []string{`name="prompt"`, `/cancel"`, `/archive"`, `/message"`, `action="/dashboard/projects/acme/jobs"`}

	viewer, csrf := b.session("viewer@example.com")
	viewer.get("/projects/acme").wantStatus(t, http.StatusOK).wantBody(t, "Document the retries").wantNoBody(t, controls...)
	viewer.get(path).wantStatus(t, http.StatusOK).wantBody(t, "data-events=").wantNoBody(t, controls...)
	_, ch := openStream(t, t.Context(), viewer, path+"/events", "")
	ev := nextSSE(t, ch)
	for name, html := range decodeSSE[jobEvent](t, ev).Parts {
		for _, c := range controls {
			if strings.Contains(html, c) {
				t.Errorf("the stream's %s draws %s for a viewer", name, c)
			}
		}
	}
	for _, action := range []string{"message", "cancel", "archive"} {
		viewer.post(path+"/"+action, url.Values{"csrf": {csrf}, "prompt": {"x"}}).wantStatus(t, http.StatusForbidden)
	}
	viewer.post("/projects/acme/jobs", url.Values{"csrf": {csrf}, "prompt": {"x"}}).wantStatus(t, http.StatusForbidden)
	if got, _ := b.store.Job(t.Context(), "acme", j.ID); got.Status != domain.StatusActive || got.Prompts != 1 {
		t.Errorf("a viewer changed the job: %+v", got)
	}

	editor, csrf := b.session("editor@example.com")
	editor.get("/projects/acme").wantStatus(t, http.StatusOK).wantBody(t, `name="prompt"`)
	editor.get(path).wantStatus(t, http.StatusOK).wantBody(t, `/cancel"`, `/archive"`, `/message"`)
	editor.post(path+"/cancel", url.Values{"csrf": {csrf}}).wantRedirect(t, "/dashboard"+path)
}
