package cli

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/foliodocs/folio/internal/agent/model"
	"github.com/foliodocs/folio/internal/agenteval"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/git"
)

// evalOptions are eval's flags.
type evalOptions struct {
	model       string
	scripts     string
	tasks       string
	format      string
	parallel    int
	keep        bool
	list        bool
	minPassRate float64
	jobs        jobFlags
}

func (sc *serviceCommands) evalCommand() *cobra.Command {
	var o evalOptions
	cmd := &cobra.Command{
		Use:   "eval (--model PROVIDER:MODEL | --scripts pass|fail|DIR)",
		Short: "Measure the docs agent on built-in docs tasks: a table of what passed",
		Example: `  folio eval --model openai:gpt-4.1
  OPENAI_BASE_URL=http://localhost:11434/v1 folio eval --model openai:qwen2.5:14b --context-window 32768 --parallel 1
  folio eval --model anthropic:claude-sonnet-4-5 --tasks 'fix-*,rename' --format json
  folio eval --scripts pass`,
		Long: `Eval runs the docs agent on its built-in tasks — add a page to the right group,
fix a broken link, document a flag found in the code, update the docs after
a commit, rename a page and keep a redirect, add an OpenAPI endpoint's
page, translate a page, and say there is nothing to change — and grades
each outcome: the job's pull request (or its absence) and the files,
navigation, redirects and validity of the docs on the job's branch, never
the wording.

It makes each task's fixture repository (a small code repository with a
docs folder) in a temporary folder, starts the Folio service there on
loopback ports, as folio serve runs, with one project per task, starts
each job through the HTTP API, waits for its end and grades it. It prints
a table (task, pass or fail, steps, tokens, seconds, and why a task
failed) and the pass rate.

--model names the model, as folio serve's --model does: openai:MODEL for
OpenAI or any server that speaks its API (Ollama, vLLM, llama.cpp; set
OPENAI_BASE_URL and OPENAI_API_KEY), anthropic:MODEL. --scripts plays
scripted models instead: "pass" and "fail" are the built-in scripts, one
per task, that do the task and that make a mistake its grader must catch;
any other value is a folder of TASK.json scripts.

Exit status: 0 when the pass rate is at least --min-pass-rate, 1 when it
is lower, 2 for a usage error or a run that could not start.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			// FOLIO_MODEL and the job settings' variables mean what they
			// mean to folio serve.
			if err := sc.envFlags(cmd, append([]string{"model"}, evalJobFlags()...)...); err != nil {
				return err
			}
			return sc.eval(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), o)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.model, "model", "", "the model to measure: openai:MODEL or anthropic:MODEL (default: FOLIO_MODEL)")
	f.StringVar(&o.scripts, "scripts", "", "play scripts instead of a model: pass or fail (the built-in ones), or a folder of TASK.json files")
	f.StringVar(&o.tasks, "tasks", "", "the tasks to run: comma-separated name patterns (add-*) or kinds (rename); default all")
	f.StringVar(&o.format, "format", "table", "output format: table or json")
	f.IntVar(&o.parallel, "parallel", 2, "tasks run at the same time")
	f.BoolVar(&o.keep, "keep", false, "keep the work folder (repositories, service data and log, graded trees) and print where it is")
	f.BoolVar(&o.list, "list", false, "list the tasks and their requests, and run nothing")
	f.Float64Var(&o.minPassRate, "min-pass-rate", 0, "exit 1 when fewer than this share of the tasks pass (0 to 1)")
	jf := pflag.NewFlagSet("jobs", pflag.ContinueOnError)
	addJobFlags(jf, &o.jobs)
	for _, name := range evalJobFlags() {
		f.AddFlag(jf.Lookup(name))
	}
	return cmd
}

// evalJobFlags are the flags of serve's agent runs that matter to a
// measurement, which eval takes too.
func evalJobFlags() []string {
	return []string{"max-steps", "max-tokens", "job-timeout", "model-outage", "max-output-tokens", "context-window", "model-price"}
}

func (sc *serviceCommands) eval(ctx context.Context, stdout, stderr io.Writer, o evalOptions) error {
	tasks, err := agenteval.Select(agenteval.Tasks(), o.tasks)
	if err != nil {
		return usageError("--tasks: %v", err)
	}
	if o.list {
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "TASK\tKIND\tREQUEST")
		for _, t := range tasks {
			fmt.Fprintf(tw, "%s\t%s\t%s\n", t.Name, t.Kind, t.Prompt)
		}
		return tw.Flush()
	}
	switch {
	case o.format != "table" && o.format != "json":
		return usageError("--format must be table or json, not %q", o.format)
	case o.model != "" && o.scripts != "":
		return usageError("give --model or --scripts, not both")
	case o.model == "" && o.scripts == "":
		return usageError("give the model to measure with --model (openai:MODEL, anthropic:MODEL) or FOLIO_MODEL, or --scripts pass|fail")
	case o.minPassRate < 0 || o.minPassRate > 1:
		return usageError("--min-pass-rate %v: a share from 0 to 1", o.minPassRate)
	case o.parallel < 1:
		return usageError("--parallel %d: at least 1", o.parallel)
	}
	if strings.HasPrefix(strings.ToLower(o.model), "script:") {
		return usageError("--model %s: one script cannot play every task; use --scripts DIR with a TASK.json per task", o.model)
	}
	if err := sc.checkModel(o.model); err != nil {
		return err
	}
	label := o.model
	if o.scripts != "" {
		label = "scripts " + o.scripts
	}

	work, err := os.MkdirTemp("", "folio-eval-")
	if err != nil {
		return asExit(err)
	}
	if o.keep {
		defer fmt.Fprintf(stderr, "The work folder is kept: %s\n  folio serve --data %s/data shows the jobs and their transcripts on the dashboard\n  (folio admin set-password --data %s/data gives it a password).\n", work, work, work)
	} else {
		defer os.RemoveAll(work)
	}

	runner, err := git.New(git.Options{Dir: filepath.Join(work, "git"), Log: sc.log})
	if err != nil {
		return asExit(err)
	}
	prepared := make([]agenteval.Prepared, 0, len(tasks))
	models := map[string]string{}
	for _, t := range tasks {
		spec := o.model
		if o.scripts != "" {
			if spec, err = evalScript(work, o.scripts, t); err != nil {
				return err
			}
		}
		models[t.Name] = spec
		p, err := agenteval.Prepare(ctx, runner, filepath.Join(work, "repos", t.Name), t)
		if err != nil {
			return asExit(fmt.Errorf("make the repository of %s: %w", t.Name, err))
		}
		prepared = append(prepared, p)
	}
	data := filepath.Join(work, "data")
	key, err := sc.evalProjects(ctx, data, prepared, models)
	if err != nil {
		return asExit(err)
	}

	// The service, as folio serve runs it, on ports the system picks; its
	// log goes to the work folder.
	logFile, err := os.Create(filepath.Join(work, "serve.log"))
	if err != nil {
		return asExit(err)
	}
	defer logFile.Close()
	jf := o.jobs
	jf.workers = o.parallel
	ready := make(chan string, 1)
	served := make(chan error, 1)
	sctx, stop := context.WithCancel(ctx)
	go func() {
		served <- sc.serve(sctx, io.Discard, logFile, serveOptions{
			serviceFlags: serviceFlags{data: data},
			addr:         "127.0.0.1:0", siteAddr: "127.0.0.1:0",
			rateLimit: -1, maxActive: 3, poll: time.Hour, logFormat: "json", jobs: jf,
			ready: func(base string) { ready <- base },
		})
	}()
	var base string
	select {
	case base = <-ready:
	case err := <-served:
		stop()
		return asExit(fmt.Errorf("start the service: %w", err))
	}
	defer func() {
		stop()
		if err := <-served; err != nil {
			fmt.Fprintf(stderr, "folio: stop the service: %v\n", err)
		}
	}()

	client := &agenteval.Client{BaseURL: base, Key: key, Git: runner, Work: filepath.Join(work, "graded"), Icons: &agenteval.Icons{},
		Done: func(r agenteval.Result) {
			verdict := "pass"
			if !r.Pass {
				verdict = "FAIL"
			}
			fmt.Fprintf(stderr, "%s %s (%d steps, %.1f s)\n", verdict, r.Task, r.Steps, r.Seconds)
		}}
	start := time.Now()
	results := client.RunAll(ctx, prepared, func(p agenteval.Prepared) string { return p.Task.Name }, o.parallel)
	sum := agenteval.Summarize(results, time.Since(start).Seconds())
	// An interrupted run still shows what ended.
	if o.format == "json" {
		err = agenteval.WriteJSON(stdout, label, results, sum)
	} else {
		err = agenteval.WriteTable(stdout, label, results, sum)
	}
	if err != nil {
		return err
	}
	if ctx.Err() != nil {
		return asExit(fmt.Errorf("interrupted: %w", ctx.Err()))
	}
	if sum.Rate < o.minPassRate {
		return &exitError{code: ExitInvalid, err: fmt.Errorf("the pass rate %.1f%% is below --min-pass-rate %.1f%%", 100*sum.Rate, 100*o.minPassRate)}
	}
	return nil
}

// evalScript writes the task's script of the set into the work folder
// and returns its model spec: the built-in pass or fail script, or
// DIR/TASK.json.
func evalScript(work, set string, t agenteval.Task) (string, error) {
	var data []byte
	var err error
	switch set {
	case "pass", "fail":
		data, err = t.Script(set)
	default:
		data, err = os.ReadFile(filepath.Join(set, t.Name+".json"))
		if errors.Is(err, os.ErrNotExist) {
			return "", usageError("--scripts %s has no %s.json for the task %s (--tasks chooses fewer tasks)", set, t.Name, t.Name)
		}
	}
	if err != nil {
		return "", asExit(err)
	}
	path := filepath.Join(work, "scripts", t.Name+".json")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return "", asExit(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return "", asExit(err)
	}
	spec := "script:" + path
	if _, err := model.Open(spec, model.Options{}); err != nil {
		return "", usageError("the %s script of %s: %v", set, t.Name, err)
	}
	return spec, nil
}

// evalProjects creates the service's data in data: a project per task,
// on the built-in review, with the task's model, and an API key, whose
// secret it returns.
func (sc *serviceCommands) evalProjects(ctx context.Context, data string, tasks []agenteval.Prepared, models map[string]string) (string, error) {
	st, err := sc.openStore(ctx, serviceFlags{data: data}, sc.log)
	if err != nil {
		return "", err
	}
	defer st.Close()
	now := time.Now().UTC()
	for _, p := range tasks {
		err := st.CreateProject(ctx, domain.Project{ID: p.Task.Name, Name: p.Task.Name, Repository: p.Repo, Branch: "main",
			DocsDir: p.Task.Docs, CodeHost: "local", Model: models[p.Task.Name], CreatedAt: now, UpdatedAt: now})
		if err != nil {
			return "", fmt.Errorf("create the project %s: %w", p.Task.Name, err)
		}
	}
	secret, k, err := auth.NewKey(rand.Reader, "folio eval", nil, nil, time.Time{}, now)
	if err != nil {
		return "", err
	}
	if err := st.CreateKey(ctx, k); err != nil {
		return "", fmt.Errorf("store the API key: %w", err)
	}
	return secret, nil
}
