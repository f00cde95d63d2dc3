package dashboard_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/dashboard"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

func newServer(t *testing.T, h http.Handler) string {
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv.URL
}

// seedJobs adds project acme with three jobs: active, completed (with a
// pull request) and failed, whose transcripts include markup that must be
// escaped.
func seedJobs(t *testing.T, b *bundle) {
	t.Helper()
	ctx := t.Context()
	b.addProject("acme", "Acme Docs")
	base := b.clock.Now().Add(-3 * time.Hour)
	add := func(id string, at time.Time, prompt string, fn func(j *domain.Job) store.JobChange) {
		t.Helper()
		j := domain.Job{ID: id, ProjectID: "acme", Status: domain.StatusActive, Phase: "queued", Repository: "/srv/repos/acme", Ref: "main", CreatedAt: at, UpdatedAt: at}
		if _, _, err := b.store.CreateJob(ctx, store.NewJob{Job: j, Message: domain.Message{Role: domain.RoleUser, Content: prompt, CreatedAt: at}}); err != nil {
			t.Fatal(err)
		}
		if fn == nil {
			return
		}
		if _, err := b.store.UpdateJob(ctx, "acme", id, func(j *domain.Job) (store.JobChange, error) { return fn(j), nil }); err != nil {
			t.Fatal(err)
		}
	}
	add("job_done", base, "Document the <b>retry</b> settings\nwith examples", func(j *domain.Job) store.JobChange {
		j.Status, j.Phase, j.Branch = domain.StatusCompleted, "", "folio/job_done"
		j.PRLink = "https://github.com/acme/docs/pull/42"
		j.Summary = "Added a Retries section to configuration.mdx"
		j.ChangedFiles = []string{"configuration.mdx", "docs.json"}
		j.Checks = map[string]string{"validation": "passed"}
		j.Usage = domain.Usage{Steps: 12, InputTokens: 48210, OutputTokens: 3150}
		j.UpdatedAt = base.Add(4 * time.Minute)
		return store.JobChange{Messages: []domain.Message{{Role: domain.RoleAssistant, Content: "I added the section.", CreatedAt: base.Add(4 * time.Minute)}}}
	})
	add("job_failed", base.Add(time.Hour), "<script>alert(1)</script> fix the links", func(j *domain.Job) store.JobChange {
		j.Status, j.Phase = domain.StatusFailed, ""
		j.Error = &domain.JobError{Code: "budget_exhausted", Message: "The agent used its 40 steps.", Retryable: true}
		return store.JobChange{Messages: []domain.Message{{Role: domain.RoleTool, Content: "read_file(path=\"index.mdx\")", CreatedAt: base.Add(time.Hour + time.Minute)}}}
	})
	add("job_active", base.Add(2*time.Hour), "Translate the quickstart", func(j *domain.Job) store.JobChange {
		j.Phase = "running"
		return store.JobChange{}
	})
}

func TestProjectPages(t *testing.T) {
	t.Parallel()
	b := setup(t)
	seedJobs(t, b)
	c := b.signedIn()

	c.get("/projects").wantStatus(t, http.StatusOK).
		wantBody(t, "Acme Docs", "acme", "/srv/repos/acme", "main", "1 active job", `href="http://sites.test/acme/"`, `href="/dashboard/projects/acme"`)

	p := c.get("/projects/acme").wantStatus(t, http.StatusOK)
	p.wantBody(t,
		"Added a Retries section to configuration.mdx",        // the summary names a job
		"&lt;script&gt;alert(1)&lt;/script&gt; fix the links", // else its first prompt, escaped
		"Translate the quickstart",
		`badge-active`, `badge-completed`, `badge-failed`, ">running<",
		`href="https://github.com/acme/docs/pull/42"`,
		`href="/dashboard/projects/acme/jobs/job_failed"`,
		"docs/", "/srv/repos/acme",
	).wantNoBody(t, "<script>alert(1)")
	// Newest first.
	if a, d := strings.Index(p.body, "job_active"), strings.Index(p.body, "job_done"); a < 0 || d < 0 || a > d {
		t.Errorf("jobs not newest first: active at %d, done at %d", a, d)
	}

	c.get("/projects/acme/jobs/job_done").wantStatus(t, http.StatusOK).wantBody(t,
		"Completed", "folio/job_done", "https://github.com/acme/docs/pull/42",
		"48,210", "3,150", "configuration.mdx", "validation",
		"Document the &lt;b&gt;retry&lt;/b&gt; settings\nwith examples", "I added the section.",
		"/srv/repos/acme", "main",
	)
	c.get("/projects/acme/jobs/job_failed").wantStatus(t, http.StatusOK).wantBody(t,
		"The job failed", "budget_exhausted", "The agent used its 40 steps.", "retryable", `read_file(path=&#34;index.mdx&#34;)`,
	).wantNoBody(t, "<script>alert(1)")

	// Filtered by status.
	c.get("/projects/acme?status=failed").wantStatus(t, http.StatusOK).
		wantBody(t, "fix the links", `href="/dashboard/projects/acme?status=failed" aria-current="true"`).
		wantNoBody(t, "Translate the quickstart", "Retries")
	c.get("/projects/acme?status=archived").wantStatus(t, http.StatusOK).wantBody(t, "No archived jobs")
	c.get("/projects/acme?status=bogus").wantStatus(t, http.StatusOK).wantBody(t, "Translate the quickstart", "fix the links")

	c.get("/projects/acme/jobs/nope").wantStatus(t, http.StatusNotFound)
	c.get("/projects/nope").wantStatus(t, http.StatusNotFound)
	c.get("/projects/acme?before=garbage").wantStatus(t, http.StatusBadRequest)
}

func TestJobsPaging(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.addProject("acme", "Acme")
	base := b.clock.Now().Add(-time.Hour)
	for i := range 30 {
		at := base.Add(time.Duration(i) * time.Minute)
		j := domain.Job{ID: fmt.Sprintf("job_%02d", i), ProjectID: "acme", Status: domain.StatusCompleted, CreatedAt: at, UpdatedAt: at}
		if _, _, err := b.store.CreateJob(t.Context(), store.NewJob{Job: j, Message: domain.Message{Content: fmt.Sprintf("prompt %02d", i)}}); err != nil {
			t.Fatal(err)
		}
	}
	c := b.signedIn()
	first := c.get("/projects/acme").wantStatus(t, http.StatusOK).wantBody(t, "prompt 29", "prompt 05", "Older jobs").wantNoBody(t, "prompt 04")
	i := strings.Index(first.body, "?before=")
	if i < 0 {
		t.Fatal("no link to older jobs")
	}
	link := first.body[i : i+strings.IndexByte(first.body[i:], '"')]
	c.get("/projects/acme"+strings.ReplaceAll(link, "&amp;", "&")).wantStatus(t, http.StatusOK).
		wantBody(t, "prompt 04", "prompt 00", "Newest").wantNoBody(t, "prompt 05", "Older jobs")
}

// TestProjectPageModel: the project page shows the model its jobs use —
// its own, the server's, or that there is none and how to set one.
func TestProjectPageModel(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name         string
		server, own  string
		want, absent []string
	}{
		{"server's", "openai:gpt-4.1", "", []string{`data-model>openai:gpt-4.1</span>`, "the server's default"}, []string{"None configured"}},
		{"project's", "openai:gpt-4.1", "anthropic:claude-sonnet-4-5", []string{`data-model>anthropic:claude-sonnet-4-5</span>`, "this project's"}, []string{"gpt-4.1"}},
		{"none", "", "", []string{`data-model>None configured`, "<code>--model</code>", "<code>FOLIO_MODEL</code>", "folio project set acme --model MODEL"}, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := setup(t, func(o *dashboard.Options) { o.Model = tt.server })
			p := b.addProject("acme", "Acme Docs")
			if tt.own != "" {
				p.Model = tt.own
				if err := b.store.UpdateProject(t.Context(), p); err != nil {
					t.Fatal(err)
				}
			}
			b.signedIn().get("/projects/acme").wantStatus(t, http.StatusOK).wantBody(t, tt.want...).wantNoBody(t, tt.absent...)
		})
	}
}
