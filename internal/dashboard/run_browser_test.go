package dashboard_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/riverqueue/river"

	"github.com/foliodocs/folio/internal/agent/model"
	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/local"
	"github.com/foliodocs/folio/internal/dashboard"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/jobs/runner"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/sqlite"
	"github.com/foliodocs/folio/internal/workspace"
)

// gatedModel is a scripted model whose steps wait for the test: each
// takes a token from gate, so a test can look at a job mid-run. A step
// whose run is stopped counts in stopped.
type gatedModel struct {
	model.Model
	gate    <-chan struct{}
	stopped *atomic.Int32
}

func (m gatedModel) Step(ctx context.Context, req model.Request) (model.Response, error) {
	select {
	case <-m.gate:
		return m.Model.Step(ctx, req)
	case <-ctx.Done():
		m.stopped.Add(1)
		return model.Response{}, ctx.Err()
	}
}

// agentRun is a dashboard whose jobs run for real: a docs repository on
// disk reviewed in the built-in review, the job runner working the
// store's queue, and a scripted model whose steps wait for tokens.
type agentRun struct {
	store   *sqlite.DB
	base    string // the dashboard's URL
	gate    chan struct{}
	stopped *atomic.Int32
}

// release lets n steps of the model run.
func (a *agentRun) release(n int) {
	for range n {
		a.gate <- struct{}{}
	}
}

// startAgentRun starts it with the model's turns.
func startAgentRun(t *testing.T, turns []any) *agentRun {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("the runner needs git")
	}
	repo := t.TempDir()
	gitIn(t, repo, "init", "--quiet")
	writeFiles(t, repo, versionedDocs)
	gitIn(t, repo, "add", "-A")
	gitIn(t, repo, "commit", "--quiet", "-m", "Docs")

	st := openStore(t)
	addOwner(t, st)
	now := time.Now().UTC()
	project := domain.Project{ID: "acme", Name: "Acme Docs", Repository: repo, Branch: "main", DocsDir: "docs", CodeHost: "local", CreatedAt: now, UpdatedAt: now}
	if err := st.CreateProject(t.Context(), project); err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(t.TempDir(), "turns.json")
	data, err := json.Marshal(map[string]any{"turns": turns})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(script, data, 0o644); err != nil {
		t.Fatal(err)
	}

	mux := http.NewServeMux()
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	log := testLogger(t)
	host, err := local.NewHost(local.HostOptions{Store: st, BaseURL: srv.URL, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	dash, err := dashboard.New(dashboard.Options{Store: st, Log: log, Passwords: cheap, Review: host, Model: "script:" + script, Stop: stop})
	if err != nil {
		t.Fatal(err)
	}
	mux.Handle("/dashboard/", dash)

	a := &agentRun{store: st, base: srv.URL + "/dashboard", gate: make(chan struct{}, 64), stopped: &atomic.Int32{}}
	ws, err := workspace.New(workspace.Options{Dir: t.TempDir(), Log: log})
	if err != nil {
		t.Fatal(err)
	}
	rn, err := runner.New(runner.Options{
		Store: st, Workspaces: ws, Hosts: map[string]codehost.Host{local.Name: host},
		OpenModel: func(spec string) (model.Model, error) {
			m, err := model.Open(spec, model.Options{})
			if err != nil {
				return nil, err
			}
			return gatedModel{Model: m, gate: a.gate, stopped: a.stopped}, nil
		},
		Node: "test", Poll: 20 * time.Millisecond, Heartbeat: 50 * time.Millisecond, Log: log,
		// Every step recorded at once, so that the page shows one while
		// the next waits (else a step that changes files waits up to a
		// few seconds for the next checkpoint).
		CheckpointEvery: -1,
	})
	if err != nil {
		t.Fatal(err)
	}
	workers := river.NewWorkers()
	river.AddWorker(workers, rn)
	q, err := st.NewQueue(&river.Config{
		Queues:            map[string]river.QueueConfig{store.RunJobQueue: {MaxWorkers: 4}},
		Workers:           workers,
		FetchCooldown:     5 * time.Millisecond,
		FetchPollInterval: 20 * time.Millisecond,
		Logger:            slog.New(slog.DiscardHandler),
		TestOnly:          true,
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := q.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		// Streams end first, then the runs, then (cleanups run last
		// first) the server and the store.
		close(stop)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		q.StopAndCancel(ctx)
	})
	return a
}

// writeTurn is a scripted turn that writes a docs page.
func writeTurn(say, path, content string) map[string]any {
	return map[string]any{"content": say, "tool_calls": []any{map[string]any{"name": "write_file", "arguments": map[string]string{"path": path, "content": content}}}}
}

func finishTurn(summary string) map[string]any {
	return map[string]any{"tool_calls": []any{map[string]any{"name": "finish", "arguments": map[string]string{"summary": summary}}}}
}

// signInTo opens a dashboard page through the sign-in form.
func signInTo(t *testing.T, ctx context.Context, url, waitFor string) {
	t.Helper()
	run(t, ctx, "sign in", chromedp.Navigate(url), chromedp.WaitVisible("#password"), signIn("admin"), chromedp.WaitVisible(waitFor))
}

// onlyJob is the project's one job.
func onlyJob(t *testing.T, st store.Store) domain.Job {
	t.Helper()
	page, err := st.Jobs(t.Context(), store.JobQuery{ProjectID: "acme", Limit: 10})
	if err != nil || len(page.Jobs) != 1 {
		t.Fatalf("jobs %+v, %v", page.Jobs, err)
	}
	return page.Jobs[0]
}

// TestBrowserRunJob runs the agent from the dashboard: a prompt with its
// options starts a job, whose page follows it live to its pull request;
// a follow-up runs it again; Archive puts it away.
func TestBrowserRunJob(t *testing.T) {
	a := startAgentRun(t, []any{
		writeTurn("I'll add the retry settings to the install page.", "v2/install.mdx",
			"---\ntitle: Install\n---\n\n## Steps\n\nRun the installer.\n\n## Retries\n\nThe installer retries a download three times.\n"),
		finishTurn("Documented the installer's retries"),
		writeTurn("Adding the Windows steps.", "v2/install.mdx",
			"---\ntitle: Install\n---\n\n## Steps\n\nRun the installer.\n\n## Retries\n\nThe installer retries a download three times.\n\n## Windows\n\nRun `install.ps1`.\n"),
		finishTurn("Added the Windows steps"),
	})
	ctx, problems := startBrowser(t, 1280, 900)
	signInTo(t, ctx, a.base+"/projects/acme", "#prompt")
	shot(t, ctx, "project-run")

	// The prompt, and one option: a pull request ready for review.
	run(t, ctx, "write the prompt",
		chromedp.SendKeys("#prompt", "Document the installer's retries"),
		chromedp.Click(".run-options > summary"), chromedp.WaitVisible("#draft"),
		chromedp.SetValue("#draft", "ready"),
	)
	shot(t, ctx, "project-run-options")
	run(t, ctx, "start the job", chromedp.Click("[data-start-job]"), chromedp.WaitVisible(".job-live[data-streaming]"))
	if p := currentPath(t, ctx); !strings.HasPrefix(p, "/dashboard/projects/acme/jobs/job_") {
		t.Fatalf("after Start at %s, want the job's page", p)
	}
	var flash string
	run(t, ctx, "flash", chromedp.Text(".flash", &flash))
	if !strings.Contains(flash, "Job started") {
		t.Errorf("flash %q", flash)
	}
	j := onlyJob(t, a.store)
	if j.Draft == nil || *j.Draft || j.Ref != "main" || !strings.HasPrefix(j.Model, "script:") {
		t.Errorf("job started with %+v", j)
	}
	// The agent waits for its first step: the page is live mid-run.
	run(t, ctx, "running", chromedp.WaitVisible(`.phase-step[aria-current]`), chromedp.Evaluate(`window.__same = true`, nil))
	shot(t, ctx, "job-run-waiting")

	// One step: its reply and its tool call show while the next waits.
	a.release(1)
	run(t, ctx, "the agent's work shows",
		chromedp.WaitVisible(`//li[contains(@class,"turn-assistant")]//div[contains(., "retry settings")]`, chromedp.BySearch),
		chromedp.WaitVisible(`//li[contains(@class,"turn-tool")]//div[contains(., "v2/install.mdx")]`, chromedp.BySearch),
		chromedp.WaitVisible(`.job-live[data-streaming]`))
	shot(t, ctx, "job-run-live")
	a.release(1)
	run(t, ctx, "it completes with its pull request",
		chromedp.WaitVisible(`.job-live[data-done="completed"]`),
		chromedp.WaitVisible(`#job-actions a[data-pr-link]`),
		chromedp.WaitVisible(`//li[contains(@class,"turn-commit")]`, chromedp.BySearch),
		chromedp.WaitVisible(`#job-side .job-change`))
	var same bool
	var pr, summary string
	run(t, ctx, "the page", chromedp.Evaluate(`window.__same === true`, &same),
		chromedp.AttributeValue(`#job-actions a[data-pr-link]`, "href", &pr, nil),
		chromedp.Text(`#job-summary .prose-text`, &summary))
	if !same {
		t.Error("the page was loaded again while the job ran")
	}
	if !strings.Contains(pr, "/dashboard/projects/acme/changes/1") || !strings.Contains(summary, "Documented the installer's retries") {
		t.Errorf("pull request %q, summary %q", pr, summary)
	}
	shot(t, ctx, "job-run-completed")

	// A follow-up runs it again, live, onto the same pull request.
	run(t, ctx, "follow up", chromedp.SendKeys("#followup-prompt", "Add the Windows steps too"),
		chromedp.Click(`#job-followup button[type=submit]`), chromedp.WaitVisible(".job-live[data-streaming]"),
		chromedp.WaitVisible(`//li[contains(@class,"turn-user")]//div[contains(., "Windows steps too")]`, chromedp.BySearch))
	run(t, ctx, "flash", chromedp.Text(".flash", &flash))
	if !strings.Contains(flash, "Follow-up sent") {
		t.Errorf("flash %q", flash)
	}
	a.release(2)
	run(t, ctx, "it completes again", chromedp.WaitVisible(`.job-live[data-done="completed"]`),
		chromedp.WaitVisible(`//div[@id="job-summary"]//div[contains(., "Windows steps")]`, chromedp.BySearch))
	if j := onlyJob(t, a.store); j.Status != domain.StatusCompleted || j.Prompts != 2 || j.PR.Number != 1 {
		t.Errorf("after the follow-up: %+v", j)
	}

	// Archive.
	run(t, ctx, "archive", chromedp.Click("[data-job-archive]"), chromedp.WaitVisible(`#job-state .badge-archived`))
	run(t, ctx, "flash", chromedp.Text(".flash", &flash))
	var forms int
	run(t, ctx, "forms", chromedp.Evaluate(`document.querySelectorAll("#job-followup, [data-job-archive], [data-job-cancel]").length`, &forms))
	if flash != "Job archived." || forms != 0 {
		t.Errorf("after Archive: flash %q, %d forms left", flash, forms)
	}
	if j := onlyJob(t, a.store); j.Status != domain.StatusArchived {
		t.Errorf("stored job %s", j.Status)
	}
	shot(t, ctx, "job-archived")

	run(t, ctx, "the list", chromedp.Navigate(a.base+"/projects/acme"), chromedp.WaitVisible(".jobs-table"))
	shot(t, ctx, "project-jobs")

	// On a phone: nothing scrolls sideways.
	for _, path := range []string{"/projects/acme", "/projects/acme/jobs/" + j.ID} {
		var overflow bool
		run(t, ctx, "narrow "+path, chromedp.EmulateViewport(390, 844), chromedp.Navigate(a.base+path), chromedp.WaitVisible("#main"),
			chromedp.Evaluate(`document.documentElement.scrollWidth > window.innerWidth + 1`, &overflow))
		if overflow {
			t.Errorf("%s scrolls sideways on a phone", path)
		}
	}
	shot(t, ctx, "job-mobile")
	if len(*problems) > 0 {
		t.Errorf("browser problems: %q", *problems)
	}
}

// TestBrowserCancelJob cancels a running job from its page: the agent is
// stopped mid-step and the page says so.
func TestBrowserCancelJob(t *testing.T) {
	a := startAgentRun(t, []any{finishTurn("Never reached")})
	ctx, problems := startBrowser(t, 1280, 900)
	signInTo(t, ctx, a.base+"/projects/acme", "#prompt")
	run(t, ctx, "start", chromedp.SendKeys("#prompt", "Rewrite everything"), chromedp.Click("[data-start-job]"),
		chromedp.WaitVisible(".job-live[data-streaming]"))
	// Wait for the run to be in its model's step.
	deadline := time.Now().Add(30 * time.Second)
	for onlyJob(t, a.store).Phase != jobs.PhaseRunning {
		if time.Now().After(deadline) {
			t.Fatalf("the job never ran: %+v", onlyJob(t, a.store))
		}
		time.Sleep(20 * time.Millisecond)
	}
	run(t, ctx, "running", chromedp.WaitVisible(`//span[@id="job-state"][contains(., "running")]`, chromedp.BySearch))
	shot(t, ctx, "job-cancel-before")
	run(t, ctx, "cancel", chromedp.Click("[data-job-cancel]"), chromedp.WaitVisible(`#job-state .badge-failed`))
	var notice, flash string
	run(t, ctx, "the page", chromedp.Text(`#job-notices .notice`, &notice), chromedp.Text(".flash", &flash))
	if !strings.Contains(notice, "The job was cancelled") || !strings.Contains(flash, "Job cancelled") {
		t.Errorf("notice %q, flash %q", notice, flash)
	}
	j := onlyJob(t, a.store)
	if j.Status != domain.StatusFailed || j.Error == nil || j.Error.Code != jobs.CancelledCode {
		t.Errorf("stored job %+v", j)
	}
	for a.stopped.Load() == 0 {
		if time.Now().After(deadline) {
			t.Fatal("the agent's step was not stopped")
		}
		time.Sleep(20 * time.Millisecond)
	}
	shot(t, ctx, "job-cancelled")
	if len(*problems) > 0 {
		t.Errorf("browser problems: %q", *problems)
	}
}

// TestBrowserJobList filters a project's jobs by status and pages
// through them.
func TestBrowserJobList(t *testing.T) {
	b := setup(t)
	b.addProject("acme", "Acme Docs")
	base := b.clock.Now().Add(-2 * time.Hour)
	for i := range 32 {
		at := base.Add(time.Duration(i) * time.Minute)
		st := domain.StatusCompleted
		if i%4 == 0 {
			st = domain.StatusFailed
		}
		j := domain.Job{ID: fmt.Sprintf("job_%02d", i), ProjectID: "acme", Status: st, CreatedAt: at, UpdatedAt: at}
		if _, _, err := b.store.CreateJob(t.Context(), store.NewJob{Job: j, Message: domain.Message{Content: fmt.Sprintf("Prompt number %02d", i)}}); err != nil {
			t.Fatal(err)
		}
	}
	ctx, problems := startBrowser(t, 1280, 900)
	signInTo(t, ctx, b.base+"/projects/acme", ".jobs-table")
	rows := func() int {
		var n int
		run(t, ctx, "rows", chromedp.Evaluate(`document.querySelectorAll(".jobs-table tbody tr").length`, &n))
		return n
	}
	if n := rows(); n != 25 {
		t.Errorf("first page: %d rows", n)
	}
	run(t, ctx, "older", chromedp.Click(`//a[contains(., "Older jobs")]`, chromedp.BySearch), chromedp.WaitVisible(`//a[contains(., "Newest")]`, chromedp.BySearch))
	if n := rows(); n != 7 {
		t.Errorf("second page: %d rows", n)
	}
	run(t, ctx, "failed", chromedp.Click(`//nav[@class="tabs"]//a[contains(., "Failed")]`, chromedp.BySearch),
		chromedp.WaitVisible(`.tab[aria-current][href$="status=failed"]`))
	var text string
	run(t, ctx, "the failed jobs", chromedp.Text(".jobs-table tbody", &text))
	if n := rows(); n != 8 || strings.Contains(text, "Completed") {
		t.Errorf("failed filter: %d rows: %s", n, text)
	}
	shot(t, ctx, "project-jobs-failed")
	if len(*problems) > 0 {
		t.Errorf("browser problems: %q", *problems)
	}
}
