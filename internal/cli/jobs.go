package cli

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/riverqueue/river"
	"github.com/spf13/pflag"

	"github.com/foliodocs/folio/internal/agent"
	"github.com/foliodocs/folio/internal/agent/model"
	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/jobs/runner"
	"github.com/foliodocs/folio/internal/openapi"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/webhook"
	"github.com/foliodocs/folio/internal/workspace"
)

// jobFlags are serve's flags for the agent's runs.
type jobFlags struct {
	maxSteps   int
	maxTokens  int64
	jobTimeout time.Duration
	workers    int
	// modelOutage is how long a provider may fail before a job does.
	modelOutage time.Duration
	// maxOutputTokens bounds each reply of the model (0: the provider's).
	maxOutputTokens int
	// contextWindow is the models' context window in tokens (0: each
	// model's known window).
	contextWindow int
	// prices are MODEL=INPUT/OUTPUT[/CACHED[/CACHE_WRITE]] entries.
	prices []string
	// hooksDenyPrivate keeps webhook deliveries to public addresses.
	hooksDenyPrivate bool
}

func addJobFlags(f *pflag.FlagSet, o *jobFlags) {
	f.IntVar(&o.maxSteps, "max-steps", agent.DefaultMaxSteps, "model calls an agent job may make in one run")
	f.Int64Var(&o.maxTokens, "max-tokens", agent.DefaultMaxTokens, "tokens (prompt and reply) an agent job may use in one run")
	f.DurationVar(&o.jobTimeout, "job-timeout", runner.DefaultTimeout, "wall-clock time an agent job may take in one run")
	f.DurationVar(&o.modelOutage, "model-outage", model.DefaultOutage, "how long a model provider may keep failing (rate limits, overload, server errors, broken streams) before a job fails with model_unavailable; retries wait as long as its Retry-After asks")
	f.IntVar(&o.maxOutputTokens, "max-output-tokens", 0, fmt.Sprintf("tokens each model reply may have (Anthropic's max_tokens, OpenAI's max_completion_tokens) unless the project sets its own; 0: %d for Anthropic, the server's own limit for OpenAI-compatible servers", model.DefaultMaxTokens))
	f.IntVar(&o.contextWindow, "context-window", 0, fmt.Sprintf("the models' context window in tokens, unless the project sets its own (set it for a local model); tool results are cut to an eighth of it and older turns summarised past 80%%; 0: the window of a known OpenAI or Anthropic model, else %d", model.DefaultContextWindow))
	f.StringSliceVar(&o.prices, "model-price", nil, "a model's price for the jobs' cost estimate: MODEL=INPUT/OUTPUT[/CACHED[/CACHE_WRITE]] in dollars per million tokens, such as anthropic:claude-sonnet-4-5=3/15/0.3/3.75 (repeat, or separate with commas, for more models)")
	f.IntVar(&o.workers, "workers", 20, "agent jobs this node runs at the same time, over all projects")
	f.BoolVar(&o.hooksDenyPrivate, "webhooks-deny-private", false, "refuse to deliver webhooks to loopback, private and link-local addresses")
}

// jobService is the agent half of folio serve: the queue client that runs
// jobs and delivers their webhooks, and the sweep that recovers the runs
// of dead workers.
type jobService struct {
	queue      store.Queue
	runner     *runner.Runner
	workspaces *workspace.Manager
}

// jobParts are what the job service is built from.
type jobParts struct {
	store store.Store
	log   *slog.Logger
	// workspaces keep the node's mirror of each project and the jobs'
	// worktrees; the site host reads the same mirrors.
	workspaces *workspace.Manager
	data       string
	maxActive  int
	flags      jobFlags
	hosts      map[string]codehost.Host
	// specs fetches the specifications docs.json gives by URL, for the
	// agent's checks, as the site host fetches them.
	specs openapi.Fetcher
	// previewURL links a job's live preview from its pull request.
	previewURL func(projectID, jobID string) string
}

// newJobService builds the runner and its queue client; start it with
// run.
func (sc *serviceCommands) newJobService(p jobParts) (*jobService, error) {
	node, err := nodeID(p.data)
	if err != nil {
		return nil, err
	}
	ws := p.workspaces
	getenv := func(k string) string { v, _ := sc.env.lookup(k); return v }
	prices, err := parsePrices(p.flags.prices)
	if err != nil {
		return nil, err
	}
	if err := checkContextWindow(p.flags.contextWindow); err != nil {
		return nil, err
	}
	rn, err := runner.New(runner.Options{
		Store:      p.store,
		Workspaces: ws,
		Hosts:      p.hosts,
		OpenModel: func(spec string) (model.Model, error) {
			return model.Open(spec, model.Options{Env: getenv, Log: p.log, Outage: p.flags.modelOutage})
		},
		Env:             getenv,
		Specs:           p.specs,
		PreviewURL:      p.previewURL,
		Node:            node,
		MaxActive:       p.maxActive,
		Budget:          agent.Budget{MaxSteps: p.flags.maxSteps, MaxTokens: p.flags.maxTokens},
		MaxOutputTokens: p.flags.maxOutputTokens,
		ContextWindow:   p.flags.contextWindow,
		Prices:          prices,
		Timeout:         p.flags.jobTimeout,
		Log:             p.log,
	})
	if err != nil {
		return nil, err
	}
	workers := river.NewWorkers()
	river.AddWorker(workers, rn)
	if err := webhook.Register(workers, webhook.Options{Store: p.store, Log: p.log, DenyPrivate: p.flags.hooksDenyPrivate}); err != nil {
		return nil, err
	}
	queues := map[string]river.QueueConfig{
		store.RunJobQueue: {MaxWorkers: max(1, p.flags.workers)},
		store.HookQueue:   {MaxWorkers: 20},
	}
	q, err := p.store.NewQueue(&river.Config{
		Queues:       queues,
		Workers:      workers,
		PeriodicJobs: webhook.PeriodicJobs(),
		// A node that dies leaves its queue entries running: the runner's
		// heartbeat hands the job to another node within a minute, and
		// River's rescue puts the dead entry away once no run can still
		// be in it (a run ends by its own timeout, and the runner's
		// limit on River's side, a little after).
		JobTimeout:           runner.QueueTimeout(p.flags.jobTimeout),
		RescueStuckJobsAfter: runner.QueueTimeout(p.flags.jobTimeout) + 5*time.Minute,
		// Polled on SQLite (no LISTEN): a short interval keeps a new job's
		// wait short, and an idle poll costs a query on an index.
		FetchCooldown:     20 * time.Millisecond,
		FetchPollInterval: 100 * time.Millisecond,
		Logger:            p.log.With("component", "queue"),
	})
	if err != nil {
		return nil, err
	}
	return &jobService{queue: q, runner: rn, workspaces: ws}, nil
}

// run works the queue until ctx ends, then stops it: running agents are
// cancelled, keep their work and go back in the queue for the next start.
func (s *jobService) run(ctx context.Context, log *slog.Logger) error {
	// Runs this node had before a crash are dead: recover them first,
	// and put away the worktrees they left.
	if err := s.runner.Recover(ctx); err != nil {
		log.Warn("recover runs", "err", err)
	}
	if n, err := s.workspaces.Prune(ctx); err != nil {
		log.Warn("prune worktrees", "err", err)
	} else if n > 0 {
		log.Info("put away the worktrees of runs that died", "worktrees", n)
	}
	if err := s.queue.Start(ctx); err != nil {
		return fmt.Errorf("start the job queue: %w", err)
	}
	var recovery sync.WaitGroup
	recovery.Go(func() { s.runner.RecoverEvery(ctx, 5*time.Second) })
	<-ctx.Done()
	stop, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	err := s.queue.StopAndCancel(stop)
	recovery.Wait()
	if err != nil {
		return fmt.Errorf("stop the job queue: %w", err)
	}
	return nil
}

// checkModel refuses a default model that cannot be opened (an unknown
// provider, a missing key, a script that is not there), so the operator
// hears it when the server starts rather than from every job.
func (sc *serviceCommands) checkModel(spec string) error {
	if spec == "" {
		return nil
	}
	getenv := func(k string) string { v, _ := sc.env.lookup(k); return v }
	if _, err := model.Open(spec, model.Options{Env: getenv}); err != nil {
		return usageError("--model: %v", err)
	}
	return nil
}

// parsePrices reads the --model-price entries.
func parsePrices(entries []string) (map[string]model.Price, error) {
	prices := map[string]model.Price{}
	for _, e := range entries {
		spec, p, err := model.ParsePrice(e)
		if err != nil {
			return nil, usageError("--model-price: %v", err)
		}
		prices[spec] = p
	}
	return prices, nil
}

// nodeID is this node's name among the nodes sharing a database, kept in
// the data folder: a run this node owned and does not know after a
// restart is one its previous process left.
func nodeID(data string) (string, error) {
	path := filepath.Join(data, "node-id")
	b, err := os.ReadFile(path)
	if err == nil {
		if id := strings.TrimSpace(string(b)); id != "" && !strings.Contains(id, "/") {
			return id, nil
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return "", fmt.Errorf("read the node id: %w", err)
	}
	var r [6]byte
	rand.Read(r[:])
	id := "node-" + hex.EncodeToString(r[:])
	if err := os.WriteFile(path, []byte(id+"\n"), 0o600); err != nil {
		return "", fmt.Errorf("write the node id: %w", err)
	}
	return id, nil
}
