package runner

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/riverqueue/river"

	"github.com/foliodocs/folio/internal/agent"
	"github.com/foliodocs/folio/internal/agent/model"
	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/openapi"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/workspace"
)

// Defaults of Options.
const (
	DefaultTimeout    = 20 * time.Minute
	DefaultPoll       = 500 * time.Millisecond
	DefaultHeartbeat  = 5 * time.Second
	DefaultStaleAfter = 15 * time.Second
	DefaultMaxResumes = 2
	DefaultMaxActive  = 3
	// DefaultCheckpointEvery trades the steps a crash makes a run redo
	// for the pushes it makes: each costs a round trip to the code host.
	DefaultCheckpointEvery = 3 * time.Second
	// busyWait is how long a job over its project's cap waits before it
	// asks again.
	busyWait = 2 * time.Second
)

// Error codes of failed runs (besides jobs.CancelledCode and jobs.InterruptedCode).
const (
	BudgetCode = "budget_exhausted"
	ModelCode  = "model_error"
	// ModelUnavailableCode: the model provider kept failing with
	// temporary errors for the whole outage budget; a retry later may
	// succeed.
	ModelUnavailableCode = "model_unavailable"
	// OutputLimitCode: the model's replies were cut at the output limit
	// again and again; a higher limit (or a smaller task) mends it.
	OutputLimitCode = "output_limit"
	// ContextOverflowCode: the conversation cannot be made to fit the
	// model's context window; a larger window (or a smaller task) mends
	// it, not trying again.
	ContextOverflowCode = "context_overflow"
	WorkspaceCode       = "workspace_error"
	CodeHostCode        = "codehost_error"
	InternalCode        = "internal_error"
	// MergeConflictCode: the base moved under an open pull request, and
	// the agent left conflicts of the merge unresolved.
	MergeConflictCode = "merge_conflict"
	// WorkLostCode: the checkpoint a run recorded is in neither this
	// node's mirror nor the project's repository, so the work it holds
	// cannot be resumed; the job fails rather than finish without it.
	WorkLostCode = "work_lost"
	// The code host's refusals that a retry cannot mend: they say what
	// to fix.
	CodeHostAuthCode      = "codehost_unauthorized"
	CodeHostForbiddenCode = "codehost_forbidden"
	CodeHostNotFoundCode  = "codehost_not_found"
	BranchProtectedCode   = "branch_protected"
	// CodeHostRateLimitCode: the host asked to wait longer than a run
	// waits; a retry later succeeds.
	CodeHostRateLimitCode = "codehost_rate_limited"
)

// Store is what a run reads and writes of the job store.
type Store interface {
	Project(ctx context.Context, id string) (domain.Project, error)
	Job(ctx context.Context, projectID, id string) (domain.Job, error)
	Messages(ctx context.Context, jobID string) ([]domain.Message, error)
	UpdateJob(ctx context.Context, projectID, id string, fn func(j *domain.Job) (store.JobChange, error)) (domain.Job, error)
	ClaimJob(ctx context.Context, projectID, id string, maxRunning int, fresh time.Time, fn func(j *domain.Job) (store.JobChange, error)) (domain.Job, error)
	Heartbeat(ctx context.Context, projectID, id, owner string, at time.Time) (bool, error)
	RunningJobs(ctx context.Context) ([]domain.Job, error)
	StrandedJobs(ctx context.Context, stale time.Time) ([]domain.Job, error)
	AgentState(ctx context.Context, jobID string) ([]byte, error)
}

// Options configure a Runner. Store, Workspaces, Hosts and OpenModel
// are required.
type Options struct {
	Store      Store
	Workspaces *workspace.Manager
	// Hosts are the code hosts by the name a project's CodeHost gives
	// ("" is "local").
	Hosts map[string]codehost.Host
	// OpenModel opens the model a job names (model.Open with the
	// environment, in production).
	OpenModel func(spec string) (model.Model, error)
	// Env reads the environment variable a project's TokenEnv names.
	Env func(string) string
	// ReadFile reads a GitHub App's private key file (nil: os.ReadFile).
	ReadFile func(string) ([]byte, error)
	// Specs fetches the OpenAPI specifications a project's docs.json
	// gives by URL, for the agent's checks and its outline of the site
	// (nil: none are fetched), as the site host fetches them.
	Specs openapi.Fetcher
	// PreviewURL is where the live preview of a job's branch is, for the
	// pull request's description (nil: none).
	PreviewURL func(projectID, jobID string) string
	// Node names this process among the nodes sharing the store; run
	// owners are Node/random. Runs of this node that this process does
	// not know are a previous process's, dead.
	Node string
	// MaxActive caps each project's running jobs: 0 means DefaultMaxActive.
	MaxActive int
	Budget    agent.Budget
	// MaxOutputTokens bounds each reply of the model, unless the project
	// sets its own: 0 leaves it to the provider.
	MaxOutputTokens int
	// ContextWindow is the models' context window in tokens, unless the
	// project sets its own: 0 means the window model.ContextWindow knows
	// for the job's model.
	ContextWindow int
	// Prices estimate the cost of a job by its model spec (none: no
	// estimate).
	Prices map[string]model.Price
	// Timeout bounds a run's wall-clock time: 0 means DefaultTimeout.
	Timeout time.Duration
	// Poll is how often a run looks at its job (a cancel, an archive);
	// Heartbeat how often it says it is alive; StaleAfter how long after
	// its last heartbeat a run is taken for dead.
	Poll, Heartbeat, StaleAfter time.Duration
	// MaxResumes is how often a run whose worker died is resumed before
	// its job fails as interrupted: 0 means DefaultMaxResumes.
	MaxResumes int
	// CheckpointEvery is how often at most a run pushes its checkpoint
	// (the commits of its steps) to the project's repository and records
	// the steps since the last one, so that a run whose node dies resumes
	// from there on any node: 0 means DefaultCheckpointEvery, a negative
	// value after every step. Steps that change no file are recorded at
	// once when nothing waits for a push.
	CheckpointEvery time.Duration
	Log             *slog.Logger
	Now             func() time.Time
	Rand            io.Reader
}

// Runner is the queue worker of store.RunJob entries: it claims the job,
// runs its agent in a worktree of the project's repository on the job's
// branch, and publishes the work as a pull request on the project's code
// host. It is safe for concurrent use; River runs it for many jobs at once.
type Runner struct {
	river.WorkerDefaults[store.RunJob]
	o   Options
	log *slog.Logger

	mu   sync.Mutex
	live map[string]bool // run owners working in this process

	icons agent.IconCache // shared by every run's checks

	prompts promptCache
}

// New checks the options and fills in their defaults.
func New(o Options) (*Runner, error) {
	if o.Store == nil || o.Workspaces == nil || o.OpenModel == nil {
		return nil, errors.New("jobs: a runner needs a store, workspaces and a model opener")
	}
	if o.Env == nil {
		o.Env = func(string) string { return "" }
	}
	if o.ReadFile == nil {
		o.ReadFile = os.ReadFile
	}
	if o.Node == "" {
		o.Node = "node"
	}
	if strings.Contains(o.Node, "/") {
		return nil, fmt.Errorf("jobs: node name %q has a slash", o.Node)
	}
	if o.MaxActive <= 0 {
		o.MaxActive = DefaultMaxActive
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.Poll <= 0 {
		o.Poll = DefaultPoll
	}
	if o.Heartbeat <= 0 {
		o.Heartbeat = DefaultHeartbeat
	}
	if o.StaleAfter <= 0 {
		o.StaleAfter = DefaultStaleAfter
	}
	if o.MaxResumes <= 0 {
		o.MaxResumes = DefaultMaxResumes
	}
	if o.CheckpointEvery == 0 {
		o.CheckpointEvery = DefaultCheckpointEvery
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Rand == nil {
		o.Rand = rand.Reader
	}
	return &Runner{o: o, log: o.Log, live: map[string]bool{}}, nil
}

// Timeout is River's limit on a run: a backstop past the run's own
// (Options.Timeout), which leaves the run time to record its work.
func (r *Runner) Timeout(*river.Job[store.RunJob]) time.Duration { return QueueTimeout(r.o.Timeout) }

// QueueTimeout is River's limit on a run whose own limit is run: long
// enough for the run to publish and record its work after it.
func QueueTimeout(run time.Duration) time.Duration {
	if run <= 0 {
		run = DefaultTimeout
	}
	return run + 3*time.Minute
}

func (r *Runner) now() time.Time { return r.o.Now().UTC().Truncate(time.Microsecond) }

// Why a run's context ends, besides its parent's end (the worker stopping).
var (
	// errStopped: the job was cancelled or archived, or the run lost it.
	errStopped = errors.New("the job was stopped")
	// errTimeout: the run used up its wall-clock time.
	errTimeout = errors.New("the run's time is up")
)

// Work runs one queue entry. An entry for a job that is not active or runs
// elsewhere has nothing to do; one over its project's cap waits (snoozes).
// A failed run marks its job failed and returns nil: River retries only
// what failed around the run (the store, say).
func (r *Runner) Work(ctx context.Context, qj *river.Job[store.RunJob]) error {
	pid, jid := qj.Args.ProjectID, qj.Args.JobID
	p, err := r.o.Store.Project(ctx, pid)
	if errors.Is(err, store.ErrNotFound) {
		return nil // deleted with its jobs
	}
	if err != nil {
		return fmt.Errorf("load project %s: %w", pid, err)
	}
	owner := r.o.Node + "/" + r.token()
	// Live before the claim, so that Recover never takes this run for a
	// dead one of an earlier process.
	r.mu.Lock()
	r.live[owner] = true
	r.mu.Unlock()
	defer func() {
		r.mu.Lock()
		delete(r.live, owner)
		r.mu.Unlock()
	}()
	now := r.now()
	stale := now.Add(-r.o.StaleAfter)
	j, err := r.o.Store.ClaimJob(ctx, pid, jid, r.o.MaxActive, stale, func(j *domain.Job) (store.JobChange, error) {
		return jobs.Apply(j, jobs.Claim(owner, stale), now)
	})
	switch {
	case errors.Is(err, store.ErrBusy):
		return river.JobSnooze(busyWait)
	case errors.Is(err, store.ErrNotFound), errors.Is(err, jobs.ErrNotActive), errors.Is(err, jobs.ErrArchived),
		errors.Is(err, jobs.ErrRunning), errors.Is(err, jobs.ErrInvalidTransition):
		r.log.DebugContext(ctx, "nothing to run", "project", pid, "job", jid, "why", err)
		return nil
	case err != nil:
		return fmt.Errorf("claim job %s: %w", jid, err)
	}
	return r.run(ctx, p, j, owner)
}

func (r *Runner) token() string {
	var b [6]byte
	if _, err := io.ReadFull(r.o.Rand, b[:]); err != nil {
		rand.Read(b[:])
	}
	return hex.EncodeToString(b[:])
}

// runState is what a run saves with the agent's conversation, so that a
// resumed run knows where its work stands.
type runState struct {
	Agent agent.State `json:"agent"`
	// Start is the branch's head when the current run began.
	Start string `json:"start,omitempty"`
	// Base is where the run's commits that were never pushed begin: the
	// publish squashes them into one.
	Base string `json:"base,omitempty"`
	// Done: the agent finished; publishing remains.
	Done       bool   `json:"done,omitempty"`
	Summary    string `json:"summary,omitempty"`
	Valid      bool   `json:"valid,omitempty"`
	Report     string `json:"report,omitempty"`
	ErrorCount int    `json:"errors,omitempty"`
	// Published is the head whose pull request step is done.
	Published string `json:"published,omitempty"`
	// Merging lists the files in conflict while a merge of the base
	// into the branch waits for the agent: the merge commit is made at
	// the publish, once none holds a conflict marker.
	Merging []string `json:"merging,omitempty"`
	// Checkpoint is the branch's head that goes with this state: pushed
	// to the job's checkpoint ref (or with the branch) before the state
	// was recorded, so every node can restore it. "" while the run has
	// made no commit: the branch is then at Start.
	Checkpoint string `json:"checkpoint,omitempty"`
	// DoneAt dates the commit the publish squashes the run into, so that
	// a publish done again after a crash makes the same commit.
	DoneAt int64 `json:"doneAt,omitempty"`
	// InRef: Checkpoint is in the job's checkpoint ref; else it is in
	// the branch, and the ref is not needed.
	InRef bool `json:"inRef,omitempty"`
}

// run is one claimed run of job j.
func (r *Runner) run(ctx context.Context, p domain.Project, j domain.Job, owner string) error {
	log := r.log.With("project", p.ID, "job", j.ID)
	log.InfoContext(ctx, "run started", "owner", owner, "model", j.Model)
	runCtx, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	runCtx, stopTimer := context.WithTimeoutCause(runCtx, r.o.Timeout, errTimeout)
	defer stopTimer()
	watched := make(chan struct{})
	go func() {
		defer close(watched)
		r.watch(runCtx, stop, p.ID, j.ID, owner)
	}()
	defer func() { stop(nil); <-watched }()

	rn := &run{r: r, log: log, p: p, j: j, owner: owner}
	err := rn.do(runCtx)
	return r.settle(ctx, runCtx, rn, err)
}

// watch polls the job while it runs: a job no longer active (cancelled,
// archived) or no longer the run's ends the run; it also beats the run's
// heart.
func (r *Runner) watch(ctx context.Context, stop context.CancelCauseFunc, pid, jid, owner string) {
	t := time.NewTicker(r.o.Poll)
	defer t.Stop()
	last := time.Now()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		j, err := r.o.Store.Job(ctx, pid, jid)
		if errors.Is(err, store.ErrNotFound) {
			stop(errStopped)
			return
		}
		if err != nil {
			if ctx.Err() == nil {
				r.log.WarnContext(ctx, "watch job", "job", jid, "err", err)
			}
			continue
		}
		if j.Status != domain.StatusActive || j.RunOwner != owner {
			stop(errStopped)
			return
		}
		if time.Since(last) >= r.o.Heartbeat {
			alive, err := r.o.Store.Heartbeat(ctx, pid, jid, owner, r.now())
			if err == nil && !alive {
				stop(errStopped)
				return
			}
			if err == nil {
				last = time.Now()
			}
		}
	}
}

// run holds what one run works with.
type run struct {
	r     *Runner
	log   *slog.Logger
	p     domain.Project
	j     domain.Job
	owner string

	ws    *workspace.Workspace
	tools *agent.Tools
	st    runState

	// A step is all or nothing: its files are one commit, and its
	// transcript entries, its usage and the agent's state after it are
	// recorded in one transaction, after that commit is pushed. A step
	// cut short leaves nothing: its files are discarded, its entries
	// dropped, and the recorded state is the one before it.
	//
	// step holds the entries of the step in progress.
	step []domain.Message
	// pending are the entries of finished steps (and of the runner) not
	// yet recorded, and usage their usage.
	pending []domain.Message
	usage   domain.Usage
	// saved is the agent's state at the end of the last finished step:
	// the state that is recorded.
	saved agent.State
	// loaded: the recorded state was read (before, nothing is recorded
	// over it); firstRun: there was none.
	loaded, firstRun bool
	// unpushed: the branch has commits no checkpoint ref holds yet;
	// pushed is when the last checkpoint was pushed; stale is the
	// checkpoint ref's commit once the branch holds the work.
	unpushed bool
	pushed   time.Time
	stale    string
	// out is the agent's last outcome.
	out agent.Outcome
	// note is what the runner tells the agent before it goes on (a new
	// branch after a merge), given once the conversation is loaded.
	note string
}

// do prepares the workspace, runs the agent and publishes, until the job
// finishes with every prompt read. Its error says why it stopped early.
func (rn *run) do(ctx context.Context) error {
	if err := rn.prepare(ctx); err != nil {
		return err
	}
	for {
		if !rn.st.Done {
			if err := rn.agent(ctx); err != nil {
				return err
			}
		}
		err := rn.publish(ctx)
		if errors.Is(err, jobs.ErrUnread) {
			// A follow-up came while publishing: work on it.
			rn.st.Done = false
			continue
		}
		return err
	}
}

// failure is a run's end that fails the job with a code for the client.
type failure struct {
	code      string
	message   string
	retryable bool
	err       error // for the log; never shown to clients
}

func (f *failure) Error() string { return f.code + ": " + f.err.Error() }
func (f *failure) Unwrap() error { return f.err }

func (rn *run) prepare(ctx context.Context) error {
	r := rn.r
	host, repo, err := rn.host(ctx)
	if err != nil {
		return err
	}
	src := workspace.Source{Project: rn.p.ID, Repository: rn.p.Repository, Token: repo.Token}
	if a, ok := host.(codehost.Authenticator); ok {
		c, err := a.GitCredentials(ctx, repo)
		if err != nil {
			return rn.hostFailure(ctx, err, "The project's code host credentials could not be used.")
		}
		src.Username, src.Token = c.Username, c.Token
	}
	if err := rn.afterPullRequest(ctx, host, repo); err != nil {
		return err
	}
	ws, err := rn.open(ctx, src)
	if err != nil {
		if ctx.Err() != nil {
			return context.Cause(ctx)
		}
		msg := "The job's branch could not be checked out of the project's repository."
		if errors.Is(err, workspace.ErrAuth) {
			msg = "The project's repository refused the credentials."
		} else if errors.Is(err, workspace.ErrNotFound) {
			msg = fmt.Sprintf("The ref %q is not in the project's repository.", rn.j.Ref)
		}
		return &failure{code: WorkspaceCode, message: msg, retryable: !errors.Is(err, workspace.ErrNotFound), err: err}
	}
	rn.ws = ws
	docs := ws.Dir()
	if rn.p.DocsDir != "" {
		if !filepath.IsLocal(rn.p.DocsDir) {
			return &failure{code: WorkspaceCode, message: "The project's docs folder is not inside its repository.", err: fmt.Errorf("docs dir %q", rn.p.DocsDir)}
		}
		docs = filepath.Join(docs, rn.p.DocsDir)
	}
	tools, err := agent.NewTools(docs, agent.Options{Logger: rn.log, Icons: &r.icons, Repository: ws.Dir(), Git: r.o.Workspaces.Git(),
		PullRequests: pullRequests(host, repo), Specs: r.o.Specs})
	switch {
	case errors.Is(err, agent.ErrDocsOutside):
		return &failure{code: WorkspaceCode, message: fmt.Sprintf("The project's docs folder %q leads out of its repository through a symbolic link; the job does not run there.", rn.p.DocsDir), err: err}
	case err != nil:
		return &failure{code: WorkspaceCode, message: "The project's docs folder is not in its repository.", err: err}
	}
	rn.tools = tools

	data, err := r.o.Store.AgentState(ctx, rn.j.ID)
	switch {
	case errors.Is(err, store.ErrNotFound):
		// No run recorded anything, and none pushes a checkpoint before
		// it records its start: there is no ref to put right.
		rn.firstRun = true
	case err != nil:
		return fmt.Errorf("load agent state: %w", err)
	default:
		if err := json.Unmarshal(data, &rn.st); err != nil {
			// A state this version cannot read: start the conversation
			// again rather than fail the job.
			rn.log.WarnContext(ctx, "unreadable agent state; starting over", "err", err)
			rn.st = runState{}
		}
		// A state still Done is a publish that did not finish (the
		// finish records the next run's state with it): it is done
		// again, and a prompt that came meanwhile sends the run back
		// to the agent after it.
	}
	rn.saved, rn.loaded = snapshot(rn.st.Agent), true
	if err := rn.restore(ctx); err != nil {
		return err
	}
	rn.addNote()
	head, err := ws.Head(ctx)
	if err != nil {
		return &failure{code: WorkspaceCode, message: "The job's branch could not be read.", err: err}
	}
	fresh := rn.st.Start == ""
	if fresh {
		rn.st.Start, rn.st.Base = head, head
	}
	if fresh && rn.j.PR.State == "open" {
		// A follow-up on an open pull request: its base may have moved.
		if err := rn.mergeBase(ctx); err != nil {
			return err
		}
		rn.addNote()
	}
	if rn.st.Base == "" {
		rn.st.Base = head
	}
	rn.pushed = time.Now()
	rn.saved = snapshot(rn.st.Agent)
	return rn.progress(ctx, func(j *domain.Job) { j.Phase = jobs.PhaseRunning })
}

// reconcile puts the job's checkpoint ref where the recorded state says:
// at the checkpoint, when it is there, else nowhere. A run that died may
// have pushed checkpoints it never recorded; they go, so that this run's
// own chain follows from what was recorded. Only the run that owns the
// job does this, and only from the commit it just read.
func (rn *run) reconcile(ctx context.Context) error {
	ref := workspace.CheckpointRef(rn.j.ID)
	at, err := rn.ws.CheckpointAt(ctx, ref)
	if err != nil {
		return err
	}
	want := ""
	if rn.st.InRef {
		want = rn.st.Checkpoint
	}
	switch {
	case at == want:
		return nil
	case at == "":
		// Recorded, but gone from the repository: this node has the
		// commit (it was restored), so it goes back.
		return rn.ws.PushCheckpoint(ctx, ref)
	}
	rn.log.InfoContext(ctx, "put the checkpoint ref back to the recorded checkpoint", "was", at, "checkpoint", want)
	return rn.ws.MoveCheckpoint(ctx, ref, at, want)
}

// restore puts the branch where the recorded state says it is: at the
// run's newest checkpoint, fetched from the project's repository when
// another node made it, or at the head the run started from. Whatever
// this node has beyond it belongs to steps that were never recorded, and
// goes. A run with nothing recorded follows the repository's copy of the
// branch. A checkpoint that cannot be found fails the job with
// WorkLostCode: finishing without the work would say it was done.
func (rn *run) restore(ctx context.Context) error {
	if err := rn.position(ctx); err != nil {
		return err
	}
	if rn.firstRun {
		return nil
	}
	err := rn.reconcile(ctx)
	switch {
	case err == nil:
		return nil
	case ctx.Err() != nil:
		return context.Cause(ctx)
	case errors.Is(err, workspace.ErrRejected):
		return fmt.Errorf("%w: checkpoint ref moved: %w", errStopped, err)
	}
	return &failure{code: WorkspaceCode, message: "The job's checkpoint could not be set in the project's repository.", retryable: true, err: err}
}

// position is restore's part in the worktree.
func (rn *run) position(ctx context.Context) error {
	st := &rn.st
	at, recorded := st.Checkpoint, true
	if at == "" {
		at, recorded = st.Start, false
	}
	if at == "" {
		if err := rn.ws.Follow(ctx); err != nil {
			return &failure{code: WorkspaceCode, message: "The job's branch could not be checked out of the project's repository.", retryable: true, err: err}
		}
		return nil
	}
	err := rn.ws.Restore(ctx, workspace.CheckpointRef(rn.j.ID), at)
	switch {
	case err == nil:
	case errors.Is(err, workspace.ErrNotFound) && !recorded:
		// No step changed a file: nothing is lost. Start again from the
		// branch as the repository has it.
		rn.log.WarnContext(ctx, "the run's starting commit is gone; going on from the branch", "start", at)
		*st = runState{Agent: st.Agent}
		if err := rn.ws.Follow(ctx); err != nil {
			return &failure{code: WorkspaceCode, message: "The job's branch could not be checked out of the project's repository.", retryable: true, err: err}
		}
		return nil
	case errors.Is(err, workspace.ErrNotFound):
		// The next prompt starts again from the branch, and the agent
		// hears why its files are not there.
		*st = runState{Agent: st.Agent}
		st.Agent.Messages = append(st.Agent.Messages, model.Message{Role: model.RoleUser, Content: lostWork})
		rn.saved = snapshot(st.Agent)
		return &failure{code: WorkLostCode, retryable: true, err: err,
			message: fmt.Sprintf("The job's work in progress (checkpoint %s) is in neither the project's repository nor this server; it cannot be resumed. Send a message to start the work again from the branch %s.", shortSHA(at), rn.j.Branch)}
	default:
		if ctx.Err() != nil {
			return context.Cause(ctx)
		}
		return &failure{code: WorkspaceCode, message: "The job's checkpoint could not be fetched from the project's repository.", retryable: true, err: err}
	}
	if len(st.Merging) > 0 {
		// A merge in progress lives in the worktree only, which is gone:
		// merge again, and say so.
		st.Merging = nil
		if err := rn.mergeBase(ctx); err != nil {
			return err
		}
		if len(st.Merging) > 0 {
			rn.note = "Note from Folio, not from the person: the server running this job stopped while you resolved the merge conflicts, and the resolution was lost. " + rn.note
		}
	}
	return nil
}

// lostWork tells the agent that the work of its earlier steps is gone.
const lostWork = "Note from Folio, not from the person: the server that ran this job stopped, and the work of your earlier steps could not be recovered. The branch is back at its last published commit. Check the files with your tools and redo what is missing."

// snapshot is a copy of st that later steps do not change: they append
// to the messages, which the copy's capacity keeps out of it.
func snapshot(st agent.State) agent.State {
	st.Messages = st.Messages[:len(st.Messages):len(st.Messages)]
	return st
}

// open opens the job's workspace. The run before this one may still be
// closing it (it finishes the job first): that is worth waiting for.
func (rn *run) open(ctx context.Context, src workspace.Source) (*workspace.Workspace, error) {
	co := workspace.Checkout{Name: rn.j.ID, Branch: rn.j.Branch, Ref: rn.j.Ref}
	wait := 20 * time.Millisecond
	deadline := time.Now().Add(time.Minute)
	for {
		ws, err := rn.r.o.Workspaces.Open(ctx, src, co)
		if !errors.Is(err, workspace.ErrBusy) || time.Now().After(deadline) {
			return ws, err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(wait):
		}
		wait = min(2*wait, time.Second)
	}
}

// agent runs the model until it finishes.
func (rn *run) agent(ctx context.Context) error {
	r := rn.r
	m, err := r.o.OpenModel(rn.j.Model)
	if err != nil {
		return &failure{code: ModelCode, message: fmt.Sprintf("The model %q cannot be used: check the server's or the project's model setting.", rn.j.Model), err: err}
	}
	system, err := rn.systemPrompt(ctx)
	if err != nil {
		return &failure{code: WorkspaceCode, message: "The docs folder could not be read.", err: err}
	}
	maxOut := r.o.MaxOutputTokens
	if rn.p.Agent.MaxOutputTokens > 0 {
		maxOut = rn.p.Agent.MaxOutputTokens
	}
	out, err := agent.Run(ctx, &rn.st.Agent, agent.RunOptions{
		Model:           m,
		Tools:           rn.tools,
		System:          system,
		Budget:          r.o.Budget,
		MaxOutputTokens: maxOut,
		ContextWindow:   rn.contextWindow(),
		Inbox:           rn.inbox,
		Observer:        rn,
		Log:             rn.log,
	})
	rn.out = out
	if err != nil {
		return err
	}
	rn.saved = snapshot(rn.st.Agent)
	rn.st.Done = true
	rn.st.DoneAt = rn.r.now().Unix()
	rn.st.Summary = out.Summary
	rn.st.Valid = out.Validation.OK()
	rn.st.ErrorCount = out.Validation.Errors
	rn.st.Report = ""
	if !rn.st.Valid {
		rn.st.Report = out.Validation.Report(30)
	}
	return rn.save(ctx)
}

// contextWindow is the job's model's context window: the project's
// setting, else the server's, else the model's known one.
func (rn *run) contextWindow() int {
	switch {
	case rn.p.Agent.ContextWindow > 0:
		return rn.p.Agent.ContextWindow
	case rn.r.o.ContextWindow > 0:
		return rn.r.o.ContextWindow
	}
	return model.ContextWindow(rn.j.Model)
}

// systemPrompt is the agent's system prompt for the docs folder as it is
// at the branch's head. It reads every page's title for the navigation
// outline, so the prompts of recent commits are kept: jobs started from
// the same commit share one.
func (rn *run) systemPrompt(ctx context.Context) (string, error) {
	r := rn.r
	build := func() (string, error) {
		return agent.SystemPrompt(ctx, rn.tools.Root(), agent.PromptOptions{Now: r.o.Now, Repository: true, Specs: r.o.Specs})
	}
	head, err := rn.ws.Head(ctx)
	if err != nil {
		return build()
	}
	key := rn.p.ID + "\x00" + rn.p.DocsDir + "\x00" + head + "\x00" + r.o.Now().Format(time.DateOnly)
	if s, ok := r.prompts.get(key); ok {
		return s, nil
	}
	s, err := build()
	if err == nil {
		r.prompts.put(key, s)
	}
	return s, err
}

// promptCache keeps the last few system prompts by key.
type promptCache struct {
	mu    sync.Mutex
	order []string
	byKey map[string]string
}

const promptCacheSize = 16

func (c *promptCache) get(key string) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	s, ok := c.byKey[key]
	return s, ok
}

func (c *promptCache) put(key, s string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byKey == nil {
		c.byKey = map[string]string{}
	}
	if _, ok := c.byKey[key]; ok {
		return
	}
	if len(c.order) == promptCacheSize {
		delete(c.byKey, c.order[0])
		c.order = c.order[1:]
	}
	c.order = append(c.order, key)
	c.byKey[key] = s
}

// inbox returns the prompts after the first read.
func (rn *run) inbox(ctx context.Context, read int) ([]string, error) {
	ms, err := rn.r.o.Store.Messages(ctx, rn.j.ID)
	if err != nil {
		return nil, err
	}
	var prompts []string
	n := 0
	for _, m := range ms {
		if m.Role != domain.RoleUser {
			continue
		}
		if n >= read {
			content := m.Content
			if n == 0 {
				content = rn.firstPrompt(ctx, content)
			}
			prompts = append(prompts, content)
		}
		n++
	}
	return prompts, nil
}

// pullRequests reads the code pull requests of the project's repository
// from its code host, for the agent's read_pull_request.
func pullRequests(host codehost.Host, repo codehost.Repo) func(context.Context, int) (agent.PullRequest, error) {
	return func(ctx context.Context, n int) (agent.PullRequest, error) {
		pr, err := host.Get(ctx, repo, n)
		switch {
		case errors.Is(err, codehost.ErrNotFound):
			return agent.PullRequest{}, agent.ErrNoPullRequest
		case err != nil:
			return agent.PullRequest{}, fmt.Errorf("get pull request %d: %w", n, err)
		}
		return agent.PullRequest{Number: pr.Number, URL: pr.URL, State: string(pr.State), Title: pr.Title, Body: pr.Body,
			Base: pr.Base, Head: pr.Head, HeadCommit: pr.HeadCommit, MergeCommit: pr.MergeCommit}, nil
	}
}

// firstPrompt is the job's first prompt as the agent reads it: with the
// code change the job's context names, described from the repository
// (agent.Tools.ChangeBrief). It is made when the agent first reads the
// prompt, on whichever node runs the job then; the conversation keeps it
// after that. The transcript keeps the prompt as the person sent it.
func (rn *run) firstPrompt(ctx context.Context, prompt string) string {
	c := rn.j.Context
	if c == nil {
		return prompt
	}
	ch := agent.Change{Commits: c.Commits, PullRequest: c.PullRequest}
	if c.Compare != nil {
		ch.From, ch.To = c.Compare.From, c.Compare.To
	}
	brief := rn.tools.ChangeBrief(ctx, ch)
	if brief == "" {
		return prompt
	}
	return prompt + "\n\n---\n\n" + brief
}

// Reply records an assistant message with its step (agent.Observer).
func (rn *run) Reply(_ context.Context, text string) error {
	rn.step = append(rn.step, domain.Message{Role: domain.RoleAssistant, Content: clip(text, 16<<10), CreatedAt: rn.r.now()})
	return nil
}

// ToolCall records a tool call with its step (agent.Observer).
func (rn *run) ToolCall(_ context.Context, call model.ToolCall, _ string, isErr bool) error {
	rn.step = append(rn.step, domain.Message{Role: domain.RoleTool, Tool: call.Name, Content: agent.SummarizeCall(call),
		IsError: isErr, CreatedAt: rn.r.now()})
	return nil
}

// Validating shows the phase (agent.Observer).
func (rn *run) Validating(ctx context.Context) error {
	return rn.progress(ctx, func(j *domain.Job) { j.Phase = jobs.PhaseValidating })
}

// Step ends a step (agent.Observer): its files become a commit, and the
// step is recorded with the ones before it when the checkpoint is due.
func (rn *run) Step(ctx context.Context, st *agent.State, u model.Usage, changed bool) error {
	if changed && len(rn.st.Merging) == 0 {
		// While a merge waits for its conflicts, a commit would be the
		// merge commit, markers and all: the files stay in the worktree.
		_, made, err := rn.ws.Commit(ctx, "folio: checkpoint")
		if err != nil {
			return &failure{code: WorkspaceCode, message: "The agent's work could not be committed.", retryable: true, err: err}
		}
		rn.unpushed = rn.unpushed || made
	}
	rn.pending = append(rn.pending, rn.step...)
	rn.step = nil
	step := domain.Usage{Steps: 1, InputTokens: u.InputTokens, OutputTokens: u.OutputTokens,
		CachedInputTokens: u.CachedInputTokens, CacheWriteTokens: u.CacheWriteInputTokens}
	if price, ok := rn.r.o.Prices[rn.j.Model]; ok {
		step.CostMicros = price.CostMicros(u)
	}
	rn.usage = rn.usage.Add(step)
	rn.saved = snapshot(*st)
	if rn.unpushed && rn.r.o.CheckpointEvery > 0 && time.Since(rn.pushed) < rn.r.o.CheckpointEvery {
		return nil // recorded with a later step's checkpoint
	}
	return rn.progress(ctx, func(j *domain.Job) { j.Phase = jobs.PhaseRunning })
}

// discardStep drops what the step in progress did: its files and its
// transcript entries. A merge in progress cannot be told apart from the
// step's files; it stays, to be done again on resume.
func (rn *run) discardStep(ctx context.Context) {
	rn.step = nil
	if rn.ws == nil || len(rn.st.Merging) > 0 {
		return
	}
	if err := rn.ws.Discard(ctx); err != nil {
		rn.log.WarnContext(ctx, "discard the unfinished step", "err", err)
	}
}

// save records the run's state, with the finished steps not yet
// recorded.
func (rn *run) save(ctx context.Context) error {
	return rn.progress(ctx, func(*domain.Job) {})
}

// pushCheckpoint sends the branch's commits that no checkpoint holds to
// the job's checkpoint ref, before any state that needs them is
// recorded. A ref left by a run that published since is in the way of a
// new chain of checkpoints: it is removed once and the push tried again.
func (rn *run) pushCheckpoint(ctx context.Context) error {
	if !rn.unpushed {
		return nil
	}
	head, err := rn.ws.Head(ctx)
	if err != nil {
		return &failure{code: WorkspaceCode, message: "The job's branch could not be read.", retryable: true, err: err}
	}
	ref := workspace.CheckpointRef(rn.j.ID)
	err = rn.ws.PushCheckpoint(ctx, ref)
	if errors.Is(err, workspace.ErrRejected) {
		// A run that lost the job but did not know yet pushed after this
		// one set the ref: if the job is still this run's, its chain
		// wins, from exactly what the other left.
		if j, jerr := rn.r.o.Store.Job(ctx, rn.p.ID, rn.j.ID); jerr == nil && j.RunOwner == rn.owner {
			if at, aerr := rn.ws.CheckpointAt(ctx, ref); aerr == nil && at != "" {
				rn.log.WarnContext(ctx, "the checkpoint ref moved under the run; putting it back", "was", at)
				err = rn.ws.MoveCheckpoint(ctx, ref, at, head)
			}
		}
	}
	if err != nil {
		if ctx.Err() != nil {
			return context.Cause(ctx)
		}
		if errors.Is(err, workspace.ErrRejected) {
			// Another run pushed its own checkpoints: this one lost
			// the job.
			return fmt.Errorf("%w: checkpoint ref moved: %w", errStopped, err)
		}
		if errors.Is(err, workspace.ErrRefused) {
			return &failure{code: WorkspaceCode, err: err,
				message: fmt.Sprintf("The project's repository refused the push of the job's work in progress to %s: let the project's credentials push refs/folio/* (a hidden namespace Folio keeps checkpoints in), then send the job a message.", ref)}
		}
		return &failure{code: WorkspaceCode, message: "The job's work in progress could not be saved to the project's repository.", retryable: true, err: err}
	}
	rn.st.Checkpoint, rn.st.InRef, rn.unpushed, rn.pushed = head, true, false, time.Now()
	return nil
}

// encodeState is the state to record: the run's, with the agent's as it
// was at the end of the last finished step; nil before it was loaded.
func (rn *run) encodeState() ([]byte, error) {
	if !rn.loaded {
		return nil, nil
	}
	st := rn.st
	st.Agent = rn.saved
	data, err := json.Marshal(st)
	if err != nil {
		return nil, fmt.Errorf("encode agent state: %w", err)
	}
	return data, nil
}

// progress writes a change of the job, with the steps not yet recorded.
func (rn *run) progress(ctx context.Context, f func(j *domain.Job), events ...store.NewEvent) error {
	return rn.apply(ctx, jobs.Progress(rn.owner, f), events...)
}

// apply writes an event of the job with what the run did since it last
// wrote: the checkpoint is pushed first, then the finished steps'
// transcript and usage, and the state they lead to, in the event's
// transaction. The run must own the job.
func (rn *run) apply(ctx context.Context, ev jobs.Event, events ...store.NewEvent) error {
	if err := rn.pushCheckpoint(ctx); err != nil {
		return err
	}
	state, err := rn.encodeState()
	if err != nil {
		return err
	}
	now := rn.r.now()
	msgs, usage := rn.pending, rn.usage
	if usage.Steps > 0 {
		ev = ev.WithSteps(usage)
	}
	j, err := rn.r.o.Store.UpdateJob(ctx, rn.p.ID, rn.j.ID, func(j *domain.Job) (store.JobChange, error) {
		ch, err := jobs.Apply(j, ev, now)
		if err != nil {
			return ch, err
		}
		ch.State = state
		ch.Messages = append(ch.Messages, msgs...)
		// What happened (a pull request opened) before the status it led to.
		ch.Events = append(slices.Clone(events), ch.Events...)
		return ch, nil
	})
	if err != nil {
		if errors.Is(err, jobs.ErrLostRun) || errors.Is(err, jobs.ErrNotActive) || errors.Is(err, jobs.ErrArchived) || errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("%w: %w", errStopped, err)
		}
		return err
	}
	rn.pending, rn.usage = nil, domain.Usage{}
	rn.j = j
	return nil
}

// publish commits the run's work as one commit, pushes the branch, opens
// or updates the pull request, and finishes the job.
func (rn *run) publish(ctx context.Context) error {
	if err := rn.progress(ctx, func(j *domain.Job) { j.Phase = jobs.PhasePublishing }); err != nil {
		return err
	}
	st := &rn.st
	title, body := splitSummary(st.Summary)
	head, err := rn.commit(ctx, title, body)
	if err != nil {
		return err
	}
	files, err := rn.ws.ChangedFiles(ctx, rn.j.Ref)
	if err != nil {
		return &failure{code: WorkspaceCode, message: "The job's changes could not be listed.", retryable: true, err: err}
	}
	prLink := rn.j.PRLink
	var events []store.NewEvent
	prState := rn.j.PR
	if len(files) > 0 && head != st.Published {
		host, repo, err := rn.host(ctx)
		if err != nil {
			return err
		}
		if err := rn.push(ctx, host, repo, head); err != nil {
			return err
		}
		pr, action, err := rn.pullRequest(ctx, host, repo, title, body, head)
		if err != nil {
			return err
		}
		if pr.URL != "" {
			prLink = pr.URL
		}
		if pr.Number > 0 {
			prState = domain.PullRequest{Number: pr.Number, State: string(pr.State), Draft: pr.Draft}
		}
		switch action {
		case "opened":
			events = append(events, rn.prEvent(action, store.HookJobPROpened, pr, prLink, prState))
		case "updated":
			events = append(events, rn.prEvent(action, "", pr, prLink, prState))
		}
		st.Published = head
		if err := rn.save(ctx); err != nil {
			return err
		}
	}
	validation := "passed"
	if !st.Valid {
		validation = "failed"
	}
	// The next prompt starts a new run from the branch as published: the
	// state recorded with the finish is the conversation alone.
	done := *st
	*st = runState{Agent: done.Agent}
	err = rn.apply(ctx, jobs.Finish(rn.owner, done.Agent.Read, func(j *domain.Job) {
		j.Summary = done.Summary
		j.ChangedFiles = files
		if j.ChangedFiles == nil {
			j.ChangedFiles = []string{}
		}
		if j.Checks == nil {
			j.Checks = map[string]string{}
		}
		j.Checks["validation"] = validation
		j.PRLink = prLink
		j.PR = prState
	}), events...)
	if err != nil {
		*st = done
		return err
	}
	// Everything is in the commit: closing need not reset the files.
	rn.ws.Committed()
	rn.dropRef(ctx)
	rn.log.InfoContext(ctx, "job completed", "pr", prLink, "files", len(files), "validation", validation)
	return nil
}

// commit squashes the run's commits and the worktree's changes into one
// commit on the branch, recorded in the transcript, and returns the
// branch's head.
func (rn *run) commit(ctx context.Context, title, body string) (string, error) {
	msg := title
	if body != "" {
		msg += "\n\n" + body
	}
	msg += "\n\nFolio-Job: " + rn.j.ID
	if len(rn.st.Merging) > 0 {
		return rn.finishMerge(ctx, msg)
	}
	var at time.Time
	if rn.st.DoneAt != 0 {
		at = time.Unix(rn.st.DoneAt, 0)
	}
	sha, changed, err := rn.ws.SquashAt(ctx, rn.st.Base, msg, at)
	if err != nil {
		return "", &failure{code: WorkspaceCode, message: "The agent's work could not be committed.", retryable: true, err: err}
	}
	if changed {
		rn.pending = append(rn.pending, domain.Message{Role: domain.RoleCommit, Commit: sha, Content: title, CreatedAt: rn.r.now()})
	}
	return sha, nil
}

// push sends the branch, through the code host or, without one, straight
// to the repository; the run's commits are then public, so later squashes
// start after them.
func (rn *run) push(ctx context.Context, host codehost.Host, repo codehost.Repo, head string) error {
	var err error
	if host != nil {
		err = host.Push(ctx, repo, rn.ws)
	} else {
		err = rn.ws.Push(ctx)
	}
	if err != nil {
		if errors.Is(err, codehost.ErrConflict) || errors.Is(err, workspace.ErrRejected) {
			if ctx.Err() != nil {
				return context.Cause(ctx)
			}
			return &failure{code: CodeHostCode, message: "The job's branch moved in the repository; the push was refused and not forced.", retryable: true, err: err}
		}
		return rn.hostFailure(ctx, err, "The job's branch could not be pushed to the project's repository.")
	}
	// The branch holds the work now: the checkpoints are not needed,
	// and a new run's would not follow from them. Their ref goes once
	// the state no longer names it (dropRef, or the next run's start).
	if rn.st.InRef {
		rn.stale = rn.st.Checkpoint
	}
	rn.st.Base, rn.st.Checkpoint, rn.st.InRef, rn.unpushed = head, head, false, false
	return rn.save(ctx)
}

// dropRef deletes the checkpoint ref the branch made redundant, after
// the job's end is recorded: it need not wait for it. A failure leaves
// it to the next run's start.
func (rn *run) dropRef(ctx context.Context) {
	if rn.stale == "" {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Minute)
	defer cancel()
	if err := rn.ws.MoveCheckpoint(ctx, workspace.CheckpointRef(rn.j.ID), rn.stale, ""); err != nil {
		rn.log.WarnContext(ctx, "delete the checkpoint ref", "err", err)
	}
	rn.stale = ""
}

// pullRequest opens the branch's pull request, or adds the run to the
// open one: a comment with the follow-up's summary. action is "opened",
// "updated" or "" (the open one, with nothing new to say).
func (rn *run) pullRequest(ctx context.Context, host codehost.Host, repo codehost.Repo, title, body, head string) (pr codehost.PullRequest, action string, err error) {
	hostErr := func(err error) error {
		return rn.hostFailure(ctx, err, "The pull request could not be opened or updated on the project's code host.")
	}
	pr, err = withRateLimit(ctx, func() (codehost.PullRequest, error) { return host.Find(ctx, repo, rn.j.Branch) })
	switch {
	case err == nil && pr.State == codehost.StateOpen:
		if head == rn.st.Start {
			return pr, "", nil
		}
		if _, err := withRateLimit(ctx, func() (struct{}, error) {
			return struct{}{}, host.Comment(ctx, repo, pr.Number, rn.comment(title, body))
		}); err != nil {
			return pr, "", hostErr(err)
		}
		return pr, "updated", nil
	case err != nil && !errors.Is(err, codehost.ErrNotFound):
		return pr, "", hostErr(err)
	}
	// None yet, or the last one was merged or closed: a new one.
	pr, err = withRateLimit(ctx, func() (codehost.PullRequest, error) {
		return host.Open(ctx, repo, codehost.NewPullRequest{
			Title: title, Body: rn.prBody(body), Base: rn.j.Ref, Head: rn.j.Branch, Job: rn.j.ID,
			Draft: draft(rn.j, rn.p),
		})
	})
	if errors.Is(err, codehost.ErrConflict) && pr.URL != "" {
		return pr, "", nil // opened meanwhile
	}
	if err != nil {
		return pr, "", hostErr(err)
	}
	return pr, "opened", nil
}

// prBody is the pull request's description: the summary, the checks and
// where it comes from.
func (rn *run) prBody(body string) string {
	var b strings.Builder
	if body != "" {
		b.WriteString(body)
		b.WriteString("\n\n")
	}
	b.WriteString(rn.checksText())
	if rn.r.o.PreviewURL != nil {
		fmt.Fprintf(&b, "\n\n**Preview:** %s", rn.r.o.PreviewURL(rn.p.ID, rn.j.ID))
	}
	fmt.Fprintf(&b, "\n\n---\nMade by Folio agent job `%s` with `%s`.", rn.j.ID, rn.j.Model)
	return b.String()
}

// comment is a follow-up run's note on the open pull request.
func (rn *run) comment(title, body string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "**Follow-up:** %s\n\n", title)
	if body != "" {
		b.WriteString(body)
		b.WriteString("\n\n")
	}
	b.WriteString(rn.checksText())
	b.WriteString("\n\n" + agentMark)
	return b.String()
}

// agentMark ends every comment Folio writes, unseen in the rendered
// Markdown: the watcher never takes one of them for a person's request,
// even when the token is a person's and the summary mentions the agent.
const agentMark = "<!-- folio:agent -->"

func (rn *run) checksText() string {
	if rn.st.Valid {
		return "**Checks:** `folio validate` passed."
	}
	return fmt.Sprintf("**Checks:** `folio validate` failed with %d %s. The agent could not fix them; review before merging:\n\n```text\n%s\n```",
		rn.st.ErrorCount, plural(rn.st.ErrorCount, "error", "errors"), rn.st.Report)
}

// prEvent is the "pr" event of a pull request opened or updated.
func (rn *run) prEvent(action, hook string, pr codehost.PullRequest, link string, state domain.PullRequest) store.NewEvent {
	j := rn.j
	j.PRLink, j.PR = link, state
	return jobs.PREvent(action, hook, j, jobs.PRReport{Number: pr.Number, URL: pr.URL, State: string(pr.State), Draft: pr.Draft,
		Title: pr.Title, Base: pr.Base, Head: pr.Head})
}

// settle ends a run that stopped: it keeps the work on the branch and
// leaves the job in the state the reason calls for.
func (r *Runner) settle(ctx, runCtx context.Context, rn *run, err error) error {
	log := rn.log
	defer func() {
		if rn.ws != nil {
			if cerr := rn.ws.Close(context.WithoutCancel(ctx)); cerr != nil {
				log.WarnContext(ctx, "close workspace", "err", cerr)
			}
		}
		if rn.tools != nil {
			rn.tools.Close()
		}
	}()
	if err == nil {
		return nil
	}
	// Writes after the run's context ended use a context of their own.
	bg, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Minute)
	defer cancel()
	cause := context.Cause(runCtx)
	// Whatever ended the run, the step it was in did not finish.
	rn.discardStep(bg)
	switch {
	case errors.Is(err, errStopped) || errors.Is(cause, errStopped):
		// Cancelled or archived through the API (which set the status):
		// keep the work on the branch, change nothing else. Taken over
		// by another run: leave everything to it.
		if j, jerr := r.o.Store.Job(bg, rn.p.ID, rn.j.ID); jerr != nil || j.RunOwner != "" && j.RunOwner != rn.owner {
			log.InfoContext(ctx, "run lost its job to another", "err", err)
			return nil
		}
		log.InfoContext(ctx, "run stopped", "err", err)
		rn.keepWork(bg, "The job was stopped (cancelled or archived) before the agent finished.")
		rn.flush(bg)
		rn.dropRef(bg)
		return nil

	case ctx.Err() != nil && !errors.Is(cause, errTimeout):
		// The worker is stopping: record the finished steps, with their
		// checkpoint, for whichever node runs the job next.
		log.InfoContext(ctx, "run interrupted by shutdown; requeued")
		if err := rn.apply(bg, jobs.Requeue(rn.owner, false, 0)); err != nil && !errors.Is(err, errStopped) {
			return fmt.Errorf("requeue job %s: %w", rn.j.ID, err)
		}
		return nil
	}

	f := &failure{code: InternalCode, message: "The job failed because of an error in the server.", retryable: true, err: err}
	switch {
	case errors.Is(cause, errTimeout):
		f = &failure{code: BudgetCode, retryable: true, err: err,
			message: fmt.Sprintf("The run took more than its %s; its work so far is committed on the branch %s. Send a message to continue.", r.o.Timeout, rn.j.Branch)}
	case errors.Is(err, agent.ErrBudget):
		f = &failure{code: BudgetCode, retryable: true, err: err,
			message: fmt.Sprintf("The run used up its budget (%s); its work so far is committed on the branch %s. Send a message to continue.", budgetText(err), rn.j.Branch)}
	case errors.Is(err, agent.ErrContextOverflow):
		// Before the provider's errors: it wraps the last refusal.
		f = &failure{code: ContextOverflowCode, err: err,
			message: fmt.Sprintf("The conversation does not fit the model's context window of %d tokens, even with its older turns summarised: use a model with a larger window, set the window the model really has (the project's contextWindow or --context-window), or give a shorter task. The work so far is committed on the branch %s.", rn.contextWindow(), rn.j.Branch)}
	case errors.As(err, &f):
	default:
		var ae *model.APIError
		switch {
		case errors.Is(err, model.ErrUnavailable) && errors.As(err, &ae):
			f = &failure{code: ModelUnavailableCode, retryable: true, err: err,
				message: fmt.Sprintf("The model provider (%s) kept failing with temporary errors (overload, rate limits or server errors); the work so far is committed on the branch %s. Send a message to try again.", ae.Provider, rn.j.Branch)}
		case errors.As(err, &ae):
			msg := fmt.Sprintf("The model provider (%s) failed", ae.Provider)
			if ae.StatusCode != 0 {
				msg = fmt.Sprintf("The model provider (%s) answered HTTP %d", ae.Provider, ae.StatusCode)
			}
			f = &failure{code: ModelCode, message: msg + ".", retryable: ae.Retryable, err: err}
		case errors.Is(err, agent.ErrOutputLimit):
			f = &failure{code: OutputLimitCode, err: err,
				message: fmt.Sprintf("The model's replies were cut at the output limit %d times in a row; raise the limit (the project's maxOutputTokens or --max-output-tokens) or ask for less at a time. The work so far is committed on the branch %s.", agent.DefaultMaxCutReplies, rn.j.Branch)}
		case errors.Is(err, model.ErrMalformedReply):
			f = &failure{code: ModelCode, message: "The model's reply could not be understood.", retryable: true, err: err}
		}
	}
	log.WarnContext(ctx, "run failed", "code", f.code, "err", f.err)
	rn.keepWork(bg, f.message)
	err = rn.apply(bg, jobs.Fail(rn.owner, f.code, f.message, f.retryable))
	if err != nil && !errors.Is(err, errStopped) {
		return fmt.Errorf("fail job %s: %w", rn.j.ID, err)
	}
	if err == nil {
		rn.dropRef(bg)
	}
	return nil
}

// keepWork commits what the run's finished steps did as one commit sent
// to the repository: a failed, cancelled or archived job's work stays
// reviewable.
func (rn *run) keepWork(ctx context.Context, why string) {
	if rn.ws == nil {
		return
	}
	if len(rn.st.Merging) > 0 {
		rn.log.WarnContext(ctx, "work left in the worktree: a merge of the base waits for its conflicts")
		return
	}
	head, err := rn.commit(ctx, "Unfinished work of "+rn.j.Branch, why)
	if err != nil {
		rn.log.WarnContext(ctx, "commit the work so far", "err", err)
		return
	}
	if head == rn.st.Base {
		return // nothing that is not pushed already
	}
	host, repo, _ := rn.host(ctx)
	if err := rn.push(ctx, host, repo, head); err != nil {
		rn.log.WarnContext(ctx, "push the work so far", "err", err)
	}
}

// flush records what a run that was cancelled or archived did: its
// finished steps and the state they lead to, unless another run claimed
// the job meanwhile.
func (rn *run) flush(ctx context.Context) {
	if err := rn.pushCheckpoint(ctx); err != nil {
		rn.log.WarnContext(ctx, "push the checkpoint", "err", err)
		return
	}
	state, err := rn.encodeState()
	if err != nil {
		rn.log.WarnContext(ctx, "record the run", "err", err)
		return
	}
	msgs, usage := rn.pending, rn.usage
	_, err = rn.r.o.Store.UpdateJob(ctx, rn.p.ID, rn.j.ID, func(j *domain.Job) (store.JobChange, error) {
		if j.RunOwner != "" && j.RunOwner != rn.owner {
			return store.JobChange{}, jobs.ErrLostRun
		}
		j.Usage = j.Usage.Add(usage)
		return store.JobChange{Messages: msgs, State: state}, nil
	})
	if err != nil && !errors.Is(err, store.ErrNotFound) && !errors.Is(err, jobs.ErrLostRun) {
		rn.log.WarnContext(ctx, "record the run", "err", err)
	}
	rn.pending, rn.usage = nil, domain.Usage{}
}

// draft says whether a job's pull request is opened as a draft: as the
// job asked, else (a job created before jobs could ask) as its project
// says.
func draft(j domain.Job, p domain.Project) bool {
	if j.Draft != nil {
		return *j.Draft
	}
	return p.HostSettings.Draft
}

// Recover finds runs whose worker died, after StaleAfter without a
// heartbeat or (this node's, unknown to this process) at once, and
// requeues them, or fails them as interrupted after MaxResumes.
func (r *Runner) Recover(ctx context.Context) error {
	js, err := r.o.Store.RunningJobs(ctx)
	if err != nil {
		return fmt.Errorf("recover runs: %w", err)
	}
	now := r.now()
	for _, j := range js {
		r.mu.Lock()
		live := r.live[j.RunOwner]
		r.mu.Unlock()
		mine := strings.HasPrefix(j.RunOwner, r.o.Node+"/")
		if live || !mine && !j.HeartbeatAt.Before(now.Add(-r.o.StaleAfter)) {
			continue
		}
		owner := j.RunOwner
		got, err := r.o.Store.UpdateJob(ctx, j.ProjectID, j.ID, func(j *domain.Job) (store.JobChange, error) {
			return jobs.Apply(j, jobs.Requeue(owner, true, r.o.MaxResumes), now)
		})
		if errors.Is(err, jobs.ErrLostRun) || errors.Is(err, jobs.ErrNotActive) || errors.Is(err, jobs.ErrArchived) || errors.Is(err, store.ErrNotFound) {
			continue // it moved on meanwhile
		}
		if err != nil {
			return fmt.Errorf("recover job %s: %w", j.ID, err)
		}
		r.log.WarnContext(ctx, "recovered a run whose worker died", "project", j.ProjectID, "job", j.ID,
			"owner", owner, "status", got.Status, "resumes", got.Resumes)
	}
	return r.requeueStranded(ctx, now)
}

// requeueStranded gives a new queue entry to the queued jobs whose entry
// a worker took and died with before it claimed the job: River would
// rescue such an entry only after its own, much longer, limit.
func (r *Runner) requeueStranded(ctx context.Context, now time.Time) error {
	stale := now.Add(-r.o.StaleAfter)
	js, err := r.o.Store.StrandedJobs(ctx, stale)
	if err != nil {
		return fmt.Errorf("recover runs: %w", err)
	}
	for _, j := range js {
		_, err := r.o.Store.UpdateJob(ctx, j.ProjectID, j.ID, func(j *domain.Job) (store.JobChange, error) {
			if j.Status != domain.StatusActive || j.RunOwner != "" || !j.UpdatedAt.Before(stale) {
				return store.JobChange{}, jobs.ErrRunning // claimed or requeued meanwhile
			}
			j.UpdatedAt = now
			return store.JobChange{Enqueue: true}, nil
		})
		if errors.Is(err, jobs.ErrRunning) || errors.Is(err, store.ErrNotFound) {
			continue
		}
		if err != nil {
			return fmt.Errorf("requeue job %s: %w", j.ID, err)
		}
		r.log.WarnContext(ctx, "requeued a job whose queue entry a dead worker held", "project", j.ProjectID, "job", j.ID)
	}
	return nil
}

// RecoverEvery runs Recover now and then every interval until ctx ends.
func (r *Runner) RecoverEvery(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if err := r.Recover(ctx); err != nil && ctx.Err() == nil {
			r.log.WarnContext(ctx, "recover runs", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// splitSummary is the title line and the body of a summary.
func splitSummary(s string) (title, body string) {
	s = strings.TrimSpace(s)
	title, body, _ = strings.Cut(s, "\n")
	title = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(title), "#"))
	if title == "" {
		title = "Update the docs"
	}
	return clip(title, 200), strings.TrimSpace(body)
}

func budgetText(err error) string {
	s := err.Error()
	if i := strings.LastIndex(s, ": "); i >= 0 {
		return s[i+2:]
	}
	return s
}

// clip cuts s to at most n bytes, on a rune boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && (s[n]&0xC0) == 0x80 {
		n--
	}
	return s[:n] + "…"
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
