package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"github.com/foliodocs/folio/internal/agent/model"
	"github.com/foliodocs/folio/internal/api"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/gitea"
	"github.com/foliodocs/folio/internal/codehost/gitea/giteatest"
	"github.com/foliodocs/folio/internal/codehost/github"
	"github.com/foliodocs/folio/internal/codehost/github/githubtest"
	"github.com/foliodocs/folio/internal/codehost/gitlab"
	"github.com/foliodocs/folio/internal/codehost/gitlab/gitlabtest"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/git"
	"github.com/foliodocs/folio/internal/jobs/runner"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/sqlite"
	"github.com/foliodocs/folio/internal/workspace"
)

// TestFinishToPR measures, on each remote code host's fake (GitHub,
// GitLab, Gitea on loopback, speaking their REST APIs and git over
// HTTP), the time from the agent's finish to the job's pull request:
// validation, the commit, the push and the host's API calls. It runs
// only with FOLIO_BENCH=1:
//
//	FOLIO_BENCH=1 go test ./bench -run TestFinishToPR -v
//
// Each host runs ten jobs one after the other on a generated 200-page
// site; the figures (min, median, max) are logged, never asserted.
func TestFinishToPR(t *testing.T) {
	if os.Getenv("FOLIO_BENCH") != "1" {
		t.Skip("set FOLIO_BENCH=1 to run the finish-to-pull-request benchmark")
	}
	site := generated(t, 200)
	files := map[string]string{}
	err := filepath.WalkDir(site, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		rel, _ := filepath.Rel(site, p)
		files[filepath.ToSlash(rel)] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	const token = "bench-token-0123456789abcdef0123456789"
	hosts := []struct {
		name string
		host codehost.Host
		repo func(t *testing.T) string
	}{
		{github.Name, github.New(github.Options{}), func(t *testing.T) string {
			f := githubtest.New(t)
			f.AddToken(token, "bench", true)
			return f.AddRepo("acme/docs", "main", files)
		}},
		{gitlab.Name, gitlab.New(gitlab.Options{}), func(t *testing.T) string {
			f := gitlabtest.New(t)
			f.AddToken(token, "bench", "api")
			url := f.AddProject("acme/docs", "main", files)
			f.Member("acme/docs", "bench", gitlabtest.Developer)
			return url
		}},
		{gitea.Name, gitea.New(gitea.Options{}), func(t *testing.T) string {
			f := giteatest.New(t)
			f.AddToken(token, "bench", "write:repository", "write:issue", "read:user")
			url := f.AddRepo("acme/docs", "main", files)
			f.Collaborator("acme/docs", "bench", giteatest.Write)
			return url
		}},
	}
	turns := filepath.Join(t.TempDir(), "turns.json")
	os.WriteFile(turns, []byte(`{"turns": [
		{"tool_calls": [{"name": "write_file", "arguments": {"path": "guides/new.mdx", "content": "---\ntitle: New\ndescription: A new page.\n---\n\nHello.\n"}}]},
		{"tool_calls": [{"name": "add_to_navigation", "arguments": {"page": "guides/new", "group": ["Section 1", "Authentication 1"]}}]},
		{"tool_calls": [{"name": "finish", "arguments": {"summary": "Add a new page\n\nIt says hello."}}]}
	]}`), 0o644)
	for _, h := range hosts {
		t.Run(h.name, func(t *testing.T) {
			url := h.repo(t)
			ctx := t.Context()
			db, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "folio.db"), nil)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			now := time.Now().UTC()
			p := domain.Project{ID: "bench", Name: "Bench", Repository: url, Branch: "main", CodeHost: h.name, TokenEnv: "BENCH_TOKEN",
				CreatedAt: now, UpdatedAt: now}
			if err := db.CreateProject(ctx, p); err != nil {
				t.Fatal(err)
			}
			log := slog.New(slog.DiscardHandler)
			gitRunner, err := git.New(git.Options{Dir: t.TempDir(), Log: log})
			if err != nil {
				t.Fatal(err)
			}
			ws, err := workspace.New(workspace.Options{Dir: t.TempDir(), Log: log, Runner: gitRunner})
			if err != nil {
				t.Fatal(err)
			}
			rn, err := runner.New(runner.Options{
				Store: db, Workspaces: ws, Hosts: map[string]codehost.Host{h.name: h.host},
				OpenModel: func(spec string) (model.Model, error) { return model.Open(spec, model.Options{Log: log}) },
				Env:       func(k string) string { return map[string]string{"BENCH_TOKEN": token}[k] },
				Node:      "bench", MaxActive: 4, Log: log,
			})
			if err != nil {
				t.Fatal(err)
			}
			workers := river.NewWorkers()
			river.AddWorker(workers, rn)
			q, err := db.NewQueue(&river.Config{
				Queues:  map[string]river.QueueConfig{store.RunJobQueue: {MaxWorkers: 4}},
				Workers: workers, FetchCooldown: 20 * time.Millisecond, FetchPollInterval: 50 * time.Millisecond, Logger: log,
			})
			if err != nil {
				t.Fatal(err)
			}
			if err := q.Start(ctx); err != nil {
				t.Fatal(err)
			}
			defer q.StopAndCancel(context.Background())
			secret, key, err := auth.NewKey(nil, "bench", nil, nil, time.Time{}, now)
			if err != nil {
				t.Fatal(err)
			}
			if err := db.CreateKey(ctx, key); err != nil {
				t.Fatal(err)
			}
			srv := httptest.NewServer(api.New(api.Options{Store: db, Model: "script:" + turns, RateLimit: -1, Log: log}))
			defer srv.Close()
			var took []time.Duration
			for range 10 {
				d, err := finishToPR(ctx, srv, secret, db)
				if err != nil {
					t.Fatal(err)
				}
				took = append(took, d)
			}
			slices.Sort(took)
			t.Logf("%s: finish to prLink over 10 jobs: min %v, median %v, max %v", h.name,
				took[0].Round(time.Millisecond), took[len(took)/2].Round(time.Millisecond), took[len(took)-1].Round(time.Millisecond))
		})
	}
}

// finishToPR runs one job through the API and returns the time between
// the agent's finish call (the validation it starts) and the event of its
// pull request.
func finishToPR(ctx context.Context, srv *httptest.Server, secret string, db *sqlite.DB) (time.Duration, error) {
	call := apiCaller(ctx, srv, secret)
	j, err := call("POST", "/v2/agent/bench/job", map[string]string{"prompt": "Add a new page"})
	if err != nil {
		return 0, err
	}
	id := j["id"].(string)
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		if j, err = call("GET", "/v2/agent/bench/job/"+id, nil); err != nil {
			return 0, err
		}
		switch j["status"] {
		case "failed":
			return 0, fmt.Errorf("job %s failed: %v", id, j["error"])
		case "completed":
			if j["prLink"] == nil {
				return 0, fmt.Errorf("job %s completed without a prLink", id)
			}
			evs, err := db.Events(ctx, id, 0, 1000)
			if err != nil {
				return 0, err
			}
			var finish, pr time.Time
			for _, e := range evs {
				switch {
				// The agent's finish call starts the validation; the
				// call's own event is written once it is validated.
				case finish.IsZero() && e.Type == store.EventStatus && bytes.Contains(e.Data, []byte(`"phase":"validating"`)):
					finish = e.CreatedAt
				case pr.IsZero() && e.Type == store.EventPR:
					pr = e.CreatedAt
				}
			}
			if finish.IsZero() || pr.IsZero() {
				return 0, fmt.Errorf("job %s: no finish or pull request event", id)
			}
			return pr.Sub(finish), nil
		}
		time.Sleep(10 * time.Millisecond)
	}
	return 0, fmt.Errorf("job %s did not complete", id)
}

// apiCaller calls the agent API at srv with the key secret and reads the
// JSON answer; an answer of 300 or more is an error.
func apiCaller(ctx context.Context, srv *httptest.Server, secret string) func(method, path string, body any) (map[string]any, error) {
	return func(method, path string, body any) (map[string]any, error) {
		var rd bytes.Reader
		if body != nil {
			b, _ := json.Marshal(body)
			rd = *bytes.NewReader(b)
		}
		req, _ := http.NewRequestWithContext(ctx, method, srv.URL+path, &rd)
		req.Header.Set("Authorization", "Bearer "+secret)
		req.Header.Set("Content-Type", "application/json")
		resp, err := srv.Client().Do(req)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		var out map[string]any
		json.NewDecoder(resp.Body).Decode(&out)
		if resp.StatusCode >= 300 {
			return nil, fmt.Errorf("%s %s: %d %v", method, path, resp.StatusCode, out)
		}
		return out, nil
	}
}
