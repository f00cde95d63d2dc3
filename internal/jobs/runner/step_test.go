package runner_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/agent"
	"github.com/foliodocs/folio/internal/agent/model"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/jobs/runner"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/workspace"
)

// holdStore holds the first job write that sets phase, until the writer's
// context ends: a worker stopping in the middle of a step.
type holdStore struct {
	runner.Store
	phase string
	once  sync.Once
	held  chan struct{}
}

func (s *holdStore) UpdateJob(ctx context.Context, pid, id string, fn func(*domain.Job) (store.JobChange, error)) (domain.Job, error) {
	// fn has no side effects: tried on a copy, it tells what the write is.
	if j, err := s.Store.Job(ctx, pid, id); err == nil {
		if _, err := fn(&j); err == nil && j.Phase == s.phase {
			hold := false
			s.once.Do(func() { hold = true })
			if hold {
				close(s.held)
				<-ctx.Done()
				return domain.Job{}, ctx.Err()
			}
		}
	}
	return s.Store.UpdateJob(ctx, pid, id, fn)
}

// savedState reads the run state a job recorded.
func savedState(t *testing.T, e *env, j domain.Job) (st struct {
	Agent      agent.State `json:"agent"`
	Checkpoint string      `json:"checkpoint"`
}) {
	t.Helper()
	data, err := e.db.AgentState(t.Context(), j.ID)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatal(err)
	}
	return st
}

// unpaired lists the tool calls of a conversation that have no result
// after them: a provider refuses such a conversation.
func unpaired(msgs []model.Message) []string {
	var out []string
	for i, m := range msgs {
		for _, c := range m.ToolCalls {
			found := false
			for _, r := range msgs[i+1:] {
				if r.Role == model.RoleTool && r.ToolCallID == c.ID {
					found = true
					break
				}
			}
			if !found {
				out = append(out, c.Name+" "+c.ID)
			}
		}
	}
	return out
}

// writes are the write_file entries of a transcript.
func writes(lines []string) []string {
	var out []string
	for _, l := range lines {
		if strings.HasPrefix(l, "tool: write_file ") {
			out = append(out, strings.Fields(l)[2])
		}
	}
	return out
}

// TestStepIsAllOrNothing: a worker that stops in the middle of a step
// (here while the step's finish is validated, after it wrote a file)
// records the steps before it and nothing of it: not its file, not its
// transcript, not its usage, and no tool call without its result. The
// job resumes on another node, which has none of this node's disk, from
// the checkpoint in the repository, and each step is in the transcript
// once.
func TestStepIsAllOrNothing(t *testing.T) {
	db := &holdStore{phase: jobs.PhaseValidating, held: make(chan struct{})}
	e := newEnv(t, func(o *runner.Options) {
		db.Store = o.Store
		o.Store = db
		o.CheckpointEvery = time.Hour // steps wait for the end of the run
	})
	finish := `{"tool_calls":[{"name":"write_file","arguments":{"path":"b.mdx","content":"---\ntitle: B\n---\n\nB.\n"}},{"name":"finish","arguments":{"summary":"Add A and B"}}]}`
	m := script(t, writeTurn("a.mdx", "---\ntitle: A\n---\n\nA.\n"), finish)
	j := e.create("Add A and B", m)
	<-db.held
	stop, cancel := context.WithTimeout(t.Context(), 20*time.Second)
	defer cancel()
	if err := e.queue.StopAndCancel(stop); err != nil {
		t.Fatal(err)
	}
	got := e.wait(j, "requeued", func(j domain.Job) bool { return j.Phase == jobs.PhaseQueued })
	if got.Usage.Steps != 1 {
		t.Errorf("usage after the stop = %+v, want the one finished step", got.Usage)
	}
	if w := writes(e.transcript(j)); !slices.Equal(w, []string{"a.mdx"}) {
		t.Errorf("writes in the transcript after the stop = %q", w)
	}
	st := savedState(t, e, j)
	if n := len(st.Agent.Messages); n != 3 {
		t.Errorf("saved conversation has %d messages, want the prompt and one step (3)", n)
	}
	if u := unpaired(st.Agent.Messages); len(u) > 0 {
		t.Errorf("saved conversation has tool calls without results: %q", u)
	}
	// The checkpoint is in the repository, with the finished step's file
	// and not the unfinished one's.
	ref := workspace.CheckpointRef(j.ID)
	if sha := git(t, e.repo, "rev-parse", ref); sha != st.Checkpoint {
		t.Errorf("checkpoint ref = %s, recorded %s", sha, st.Checkpoint)
	}
	if files := git(t, e.repo, "ls-tree", "--name-only", ref); !strings.Contains(files, "a.mdx") || strings.Contains(files, "b.mdx") {
		t.Errorf("checkpoint files:\n%s", files)
	}

	// The dying run had pushed one more checkpoint it never recorded:
	// the resumed run goes on from the recorded one, without it.
	ghost := git(t, e.repo, "commit-tree", "-p", st.Checkpoint, "-m", "ghost", git(t, e.repo, "rev-parse", "main^{tree}"))
	git(t, e.repo, "update-ref", ref, ghost)

	e.moveTo("other")
	e.start()
	got = e.waitEnd(j)
	if got.Status != domain.StatusCompleted || !slices.Equal(got.ChangedFiles, []string{"a.mdx", "b.mdx"}) {
		t.Fatalf("job = %+v %+v", got, got.Error)
	}
	if w := writes(e.transcript(j)); !slices.Equal(w, []string{"a.mdx", "b.mdx"}) {
		t.Errorf("writes in the transcript = %q, want each step once", w)
	}
	if got.Usage.Steps != 2 {
		t.Errorf("usage = %+v, want 2 steps", got.Usage)
	}
	if n := git(t, e.repo, "rev-list", "--count", "main.."+j.Branch); n != "1" {
		t.Errorf("commits on the branch = %s, want the one squashed", n)
	}
	// The ref goes right after the job's end is recorded, before the
	// run is over.
	e.waitRun(j)
	if refs := git(t, e.repo, "for-each-ref", "refs/folio/"); refs != "" {
		t.Fatalf("checkpoint refs left after the publish:\n%s", refs)
	}
}

// TestCheckpointRefMovedUnderTheRun: a run that lost the job without
// knowing pushes onto the checkpoint ref while the job's owner works; the
// owner's next checkpoint puts its own chain back, and its work is whole.
func TestCheckpointRefMovedUnderTheRun(t *testing.T) {
	e := newEnv(t, func(o *runner.Options) { o.CheckpointEvery = -1 })
	inner := script(t, writeTurn("a.mdx", "---\ntitle: A\n---\n\nA.\n"), writeTurn("b.mdx", "---\ntitle: B\n---\n\nB.\n"), textTurn("Add A and B"))
	m := newBlocker(inner, 1)
	j := e.create("Add A and B", m)
	<-m.waiting
	ref := workspace.CheckpointRef(j.ID)
	cp := git(t, e.repo, "rev-parse", ref)
	ghost := git(t, e.repo, "commit-tree", "-p", cp, "-m", "ghost", git(t, e.repo, "rev-parse", "main^{tree}"))
	git(t, e.repo, "update-ref", ref, ghost)
	close(m.release)
	got := e.waitEnd(j)
	if got.Status != domain.StatusCompleted || !slices.Equal(got.ChangedFiles, []string{"a.mdx", "b.mdx"}) {
		t.Fatalf("job = %+v %+v", got, got.Error)
	}
}

// TestStrandedQueueEntry: a node that died after its worker took a job's
// queue entry, and before it claimed the job, leaves the entry running
// and the job queued with no run: recovery gives the job a new entry,
// and leaves alone a job whose entry still waits.
func TestStrandedQueueEntry(t *testing.T) {
	// The runner's clock runs ahead of the store's by skew: the test moves
	// it on rather than wait for the entries to go stale.
	var skew atomic.Int64
	e := newEnv(t, func(o *runner.Options) {
		o.StaleAfter = 200 * time.Millisecond
		o.Now = func() time.Time { return time.Now().Add(time.Duration(skew.Load())) }
	})
	e.queue.Stop(t.Context())
	e.queue = nil
	stranded := e.create("A", script(t, writeTurn("a.mdx", "---\ntitle: A\n---\n\nA.\n"), textTurn("Add A")))
	waiting := e.create("B", script(t, writeTurn("b.mdx", "---\ntitle: B\n---\n\nB.\n"), textTurn("Add B")))
	raw, err := sql.Open("sqlite", e.dbPath)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	entries := func(j domain.Job) (n int) {
		t.Helper()
		if err := raw.QueryRow(`SELECT count(*) FROM river_job WHERE json_extract(args, '$.job_id') = ?`, j.ID).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	// The dead worker's entry: running since a minute ago.
	if _, err := raw.Exec(`UPDATE river_job SET state = 'running', attempt = 1, attempted_at = ? WHERE json_extract(args, '$.job_id') = ?`,
		time.Now().Add(-time.Minute).UTC().Format("2006-01-02 15:04:05.000"), stranded.ID); err != nil {
		t.Fatal(err)
	}
	skew.Store(int64(300 * time.Millisecond)) // both jobs are stale
	if err := e.runner.Recover(t.Context()); err != nil {
		t.Fatal(err)
	}
	if n := entries(stranded); n != 2 {
		t.Errorf("the stranded job has %d queue entries, want a new one beside the dead one", n)
	}
	if n := entries(waiting); n != 1 {
		t.Errorf("the waiting job has %d queue entries, want its own only", n)
	}
	// Once requeued, not again until it is stale once more.
	if err := e.runner.Recover(t.Context()); err != nil {
		t.Fatal(err)
	}
	if n := entries(stranded); n != 2 {
		t.Errorf("a second recovery gave the stranded job %d entries", n)
	}
	e.start()
	for _, j := range []domain.Job{stranded, waiting} {
		if got := e.waitEnd(j); got.Status != domain.StatusCompleted {
			t.Errorf("job %s = %+v %+v", j.ID, got, got.Error)
		}
	}
}

// TestCheckpointRefRefused: a repository that refuses the checkpoint
// namespace fails the job with a message that names the ref to allow,
// before any step is lost or taken for another run's work.
func TestCheckpointRefRefused(t *testing.T) {
	e := newEnv(t, func(o *runner.Options) { o.CheckpointEvery = -1 })
	git(t, e.repo, "config", "receive.hideRefs", "refs/folio")
	j := e.waitEnd(e.create("Add A", script(t, writeTurn("a.mdx", "---\ntitle: A\n---\n\nA.\n"), textTurn("Add A"))))
	if j.Status != domain.StatusFailed || j.Error == nil || j.Error.Code != runner.WorkspaceCode ||
		!strings.Contains(j.Error.Message, workspace.CheckpointRef(j.ID)) || j.Error.Retryable {
		t.Fatalf("job = %+v %+v", j, j.Error)
	}
}
