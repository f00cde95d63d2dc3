package bench

import (
	"context"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/git"

	"github.com/riverqueue/river"

	"github.com/foliodocs/folio/internal/agent/model"
	"github.com/foliodocs/folio/internal/api"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/local"
	"github.com/foliodocs/folio/internal/jobs/runner"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/sqlite"
	"github.com/foliodocs/folio/internal/workspace"
)

// TestJobLatency measures agent jobs end to end, as a client sees them:
// POST /v2/agent/{projectId}/job, then GET the job until it is completed
// with a prLink. The job runs the script model (write a page, add it to
// the navigation, finish) on a generated 1,000-page repository, through
// the real API handler, store (SQLite), queue, runner, git workspace and
// built-in review. It runs only with FOLIO_BENCH=1:
//
//	FOLIO_BENCH=1 go test ./bench -run TestJobLatency -v
//
// First ten jobs one after the other (the target: each under a second),
// then twenty at once on one project with the cap raised to twenty (the
// target: all complete, none fails). Figures are logged, never asserted.
func TestJobLatency(t *testing.T) {
	if os.Getenv("FOLIO_BENCH") != "1" {
		t.Skip("set FOLIO_BENCH=1 to run the job latency benchmark")
	}
	site := generated(t, 1000)
	repo := t.TempDir()
	if err := os.CopyFS(repo, os.DirFS(site)); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"init", "-q", "-b", "main"}, {"add", "-A"}, {"commit", "-q", "-m", "site"}} {
		cmd := exec.Command("git", append([]string{"-c", "user.name=B", "-c", "user.email=b@example.com"}, args...)...)
		cmd.Dir = repo
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	turns := filepath.Join(t.TempDir(), "turns.json")
	os.WriteFile(turns, []byte(`{"turns": [
		{"tool_calls": [{"name": "write_file", "arguments": {"path": "guides/new.mdx", "content": "---\ntitle: New\ndescription: A new page.\n---\n\nHello.\n"}}]},
		{"tool_calls": [{"name": "add_to_navigation", "arguments": {"page": "guides/new", "group": ["Section 1", "Authentication 1"]}}]},
		{"tool_calls": [{"name": "finish", "arguments": {"summary": "Add a new page\n\nIt says hello."}}]}
	]}`), 0o644)

	ctx := t.Context()
	db, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "folio.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	now := time.Now().UTC()
	if err := db.CreateProject(ctx, domain.Project{ID: "bench", Name: "Bench", Repository: repo, Branch: "main", CodeHost: "local", CreatedAt: now, UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
	secret, key, err := auth.NewKey(nil, "bench", nil, nil, time.Time{}, now)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.CreateKey(ctx, key); err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.DiscardHandler)
	if os.Getenv("FOLIO_BENCH_LOG") != "" {
		log = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	gitRunner, err := git.New(git.Options{Git: os.Getenv("FOLIO_BENCH_GIT"), Dir: t.TempDir(), Log: log})
	if err != nil {
		t.Fatal(err)
	}
	review, err := local.NewHost(local.HostOptions{Store: db, BaseURL: "http://bench.test", Log: log, Git: gitRunner})
	if err != nil {
		t.Fatal(err)
	}
	ws, err := workspace.New(workspace.Options{Dir: t.TempDir(), Log: log, Runner: gitRunner})
	if err != nil {
		t.Fatal(err)
	}
	rn, err := runner.New(runner.Options{
		Store: db, Workspaces: ws, Hosts: map[string]codehost.Host{local.Name: review},
		OpenModel: func(spec string) (model.Model, error) { return model.Open(spec, model.Options{Log: log}) },
		Node:      "bench", MaxActive: 20, Log: log,
	})
	if err != nil {
		t.Fatal(err)
	}
	workers := river.NewWorkers()
	river.AddWorker(workers, rn)
	q, err := db.NewQueue(&river.Config{
		Queues:  map[string]river.QueueConfig{store.RunJobQueue: {MaxWorkers: 20}},
		Workers: workers, FetchCooldown: 20 * time.Millisecond, FetchPollInterval: 100 * time.Millisecond, Logger: log,
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := q.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer q.StopAndCancel(context.Background())
	srv := httptest.NewServer(api.New(api.Options{Store: db, Model: "script:" + turns, RateLimit: -1, Log: log}))
	defer srv.Close()

	api := apiCaller(ctx, srv, secret)
	call := func(method, path string, body any) map[string]any {
		out, err := api(method, path, body)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	// one runs a job and returns its time from request to completion.
	one := func() (time.Duration, error) {
		start := time.Now()
		j := call("POST", "/v2/agent/bench/job", map[string]string{"prompt": "Add a new page"})
		id := j["id"].(string)
		for {
			j = call("GET", "/v2/agent/bench/job/"+id, nil)
			switch j["status"] {
			case "completed":
				if j["prLink"] == nil {
					return 0, fmt.Errorf("job %s completed without a prLink", id)
				}
				return time.Since(start), nil
			case "failed":
				return 0, fmt.Errorf("job %s failed: %v", id, j["error"])
			}
			time.Sleep(20 * time.Millisecond)
		}
	}

	var seq []time.Duration
	cpu0, git0 := cpuTime(), childCPUTime()
	for range 10 {
		d, err := one()
		if err != nil {
			t.Fatal(err)
		}
		seq = append(seq, d)
	}
	cpu, gitCPU := (cpuTime()-cpu0)/10, (childCPUTime()-git0)/10
	slices.Sort(seq)
	t.Logf("1,000-page repository, one job at a time (10): min %v, median %v, max %v; processor time per job: folio %.0f ms, git %.0f ms",
		seq[0].Round(time.Millisecond), seq[len(seq)/2].Round(time.Millisecond), seq[len(seq)-1].Round(time.Millisecond), cpu*1000, gitCPU*1000)

	var wg sync.WaitGroup
	var mu sync.Mutex
	var conc []time.Duration
	var failed []error
	start := time.Now()
	for range 20 {
		wg.Go(func() {
			d, err := one()
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				failed = append(failed, err)
				return
			}
			conc = append(conc, d)
		})
	}
	wg.Wait()
	slices.Sort(conc)
	if len(failed) > 0 {
		t.Errorf("%d of 20 concurrent jobs failed: %v", len(failed), failed)
	}
	if len(conc) > 0 {
		t.Logf("20 jobs at once on one project: all done in %v; each: min %v, median %v, max %v; %d completed",
			time.Since(start).Round(time.Millisecond), conc[0].Round(time.Millisecond), conc[len(conc)/2].Round(time.Millisecond),
			conc[len(conc)-1].Round(time.Millisecond), len(conc))
	}
}
