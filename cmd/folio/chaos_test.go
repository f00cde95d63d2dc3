package main

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The chaos tests (issue 18) kill folio serve nodes while agent jobs run
// and check that no work is lost: every job ends completed with every
// page its steps wrote, or failed with a code that says why; no job runs
// twice at once; the model never sees a conversation a real provider
// refuses. They run with FOLIO_CHAOS=1, and need PostgreSQL
// (FOLIO_TEST_POSTGRES) for more than one node:
//
//	FOLIO_CHAOS=1 FOLIO_TEST_POSTGRES=postgres://postgres@127.0.0.1:5432/test?sslmode=disable \
//	  go test ./cmd/folio -run 'TestChaos|TestKillOneNode' -v -count=1 -timeout 15m
//
// FOLIO_CHAOS_SEED replays a run's random choices (kills, waits, the
// model's delays); the timing of the processes still differs.
// FOLIO_CHAOS_LOGS names a folder to keep the nodes' logs in.

// Bounds of TestChaos: the whole test stays under four minutes.
const (
	chaosJobs    = 30
	chaosNodes   = 3
	chaosKilling = 70 * time.Second // how long nodes are killed
	chaosDrain   = 90 * time.Second // then, how long jobs may take to end
)

// killRecord is one kill of a node.
type killRecord struct {
	proc   string
	sig    syscall.Signal
	at     time.Time
	landed string // "model call held", "just after a reply (tool calls)" or "no model call near"
	jobs   []int  // the jobs the process was running
	took   time.Duration
	exit   error
	// timedOut: SIGTERM did not end the process within 45 s.
	timedOut bool
	// stayedDown: the node was not restarted for chaosDown, so the
	// other nodes had to take its jobs over.
	stayedDown bool
}

// chaosDown is how long a node killed for good stays down: longer than
// a takeover by another node takes.
const chaosDown = 25 * time.Second

func sigName(s syscall.Signal) string {
	if s == syscall.SIGKILL {
		return "SIGKILL"
	}
	return "SIGTERM"
}

func chaosSeed(t *testing.T) uint64 {
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("FOLIO_CHAOS_SEED"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("FOLIO_CHAOS_SEED: %v", err)
		}
		seed = n
	}
	t.Logf("seed %d (FOLIO_CHAOS_SEED replays it)", seed)
	return seed
}

func sleepBetween(rng *rand.Rand, lo, hi time.Duration) {
	time.Sleep(lo + time.Duration(rng.Int64N(int64(hi-lo)+1)))
}

// kill signals n at a moment mode chooses: "held" while one of its model
// calls waits, "tool" just after a reply reached it (its tool calls and
// the step's bookkeeping run), "any" now. It waits for the end.
func (c *cluster) kill(n *node, sig syscall.Signal, mode string, rng *rand.Rand) killRecord {
	events, stop := c.model.watch(n.proc)
	want := map[string]string{"held": "request", "tool": "reply"}[mode]
	if want != "" {
		timeout := time.After(3 * time.Second)
	wait:
		for {
			select {
			case ev := <-events:
				if ev.kind == want {
					break wait
				}
			case <-timeout:
				break wait // the node is idle: kill it all the same
			}
		}
		if mode == "held" {
			sleepBetween(rng, 0, 80*time.Millisecond) // a hold lasts 100 ms or more
		} else {
			// The reply is on its way; the node's tool call and the
			// step's bookkeeping take a few ms after it arrives.
			sleepBetween(rng, time.Millisecond, 3*time.Millisecond)
		}
	}
	stop()
	k := killRecord{proc: n.proc, sig: sig, at: time.Now(), landed: "no model call near"}
	inFlight, sinceReply, jobs := c.model.signalled(n.proc)
	switch {
	case inFlight > 0:
		k.landed = "model call held"
	case sinceReply >= 0 && sinceReply < 100*time.Millisecond:
		k.landed = "just after a reply (tool calls)"
	}
	k.jobs = jobs
	k.exit, k.took, k.timedOut = n.stop(sig)
	return k
}

// jobReport is what the checks found of one job.
type jobReport struct {
	num, steps int
	job        chaosJob
	written    map[string]int  // the transcript's write_file entries by path
	branch     map[string]bool // the files the branch changed; nil without a branch
	// lost are the pages of a completed job its branch lacks, and the
	// pages the transcript says were written that the branch lacks.
	lost []string
	// extra are files on the branch that no step wrote or the transcript
	// does not name.
	extra []string
	dupes int // write_file entries of a path beyond its first
	// toolSteps counts the transcript's tool entries: each of the
	// scripted model's steps makes one tool call.
	toolSteps int
}

// examine reads job num's state, transcript and branch.
func (c *cluster) examine(id string, num, steps int) (jobReport, error) {
	r := jobReport{num: num, steps: steps}
	if err := c.anyCall("GET", "/v2/agent/chaos/job/"+id, nil, &r.job); err != nil {
		return r, err
	}
	var tr struct {
		Messages []chaosMessage `json:"messages"`
	}
	if err := c.anyCall("GET", "/v2/agent/chaos/job/"+id+"/messages", nil, &tr); err != nil {
		return r, err
	}
	r.written = writes(tr.Messages)
	for _, m := range tr.Messages {
		if m.Role == "tool" {
			r.toolSteps++
		}
	}
	for _, n := range r.written {
		r.dupes += n - 1
	}
	r.branch = c.branchFiles(r.job.Branch)
	if r.job.Status == "failed" && r.job.Error != nil && r.job.Error.Code == "interrupted" {
		// Its work waits in its checkpoint, for the message that
		// continues it.
		r.branch = c.refFiles("refs/folio/jobs/" + id)
	}
	want := map[string]bool{}
	for p := range r.written {
		want[p] = true
	}
	if r.job.Status == "completed" {
		for s := range steps {
			want[stepPath(num, s)] = true
		}
	}
	for _, p := range slices.Sorted(maps.Keys(want)) {
		if !r.branch[p] {
			r.lost = append(r.lost, p)
		}
	}
	for _, p := range slices.Sorted(maps.Keys(r.branch)) {
		if !want[p] {
			r.extra = append(r.extra, p)
		}
	}
	return r, nil
}

// waitTerminal polls the jobs until every one has ended or d has passed;
// it returns the last view of each.
func (c *cluster) waitTerminal(ids []string, d time.Duration) map[string]chaosJob {
	deadline := time.Now().Add(d)
	last := map[string]chaosJob{}
	for {
		active := 0
		for _, id := range ids {
			if last[id].terminal() {
				continue
			}
			var j chaosJob
			if err := c.anyCall("GET", "/v2/agent/chaos/job/"+id, nil, &j); err != nil {
				c.t.Logf("poll %s: %v", id, err)
				active++
				continue
			}
			last[id] = j
			if !j.terminal() {
				active++
			}
		}
		if active == 0 || time.Now().After(deadline) {
			return last
		}
		time.Sleep(time.Second)
	}
}

// durations summarises takeover times.
func durations(ds []time.Duration) string {
	if len(ds) == 0 {
		return "none measured"
	}
	slices.Sort(ds)
	r := func(d time.Duration) string { return d.Round(time.Millisecond).String() }
	return fmt.Sprintf("min %s, median %s, max %s (n=%d)", r(ds[0]), r(ds[len(ds)/2]), r(ds[len(ds)-1]), len(ds))
}

// checkKills reports the kills, the takeover times after each signal
// (from the kill to the job's next model request, from whichever node)
// and the nodes' own failures.
func (c *cluster) checkKills(t *testing.T, kills []killRecord) {
	bySig := map[string]int{}
	takeover := map[string][]time.Duration{}
	never := map[string]int{}
	for _, k := range kills {
		s := sigName(k.sig)
		bySig[s+", "+k.landed]++
		if k.stayedDown {
			s += " (node down, another takes over)"
		}
		for _, job := range k.jobs {
			if at, ok := c.model.nextRequest(job, k.at, k.proc); ok {
				takeover[s] = append(takeover[s], at.Sub(k.at))
			} else {
				never[s]++
			}
		}
		if k.sig == syscall.SIGTERM && (k.timedOut || k.exit != nil) {
			t.Errorf("%s did not stop cleanly on SIGTERM: after %s, exit %v, timed out %v", k.proc, k.took.Round(time.Millisecond), k.exit, k.timedOut)
		}
	}
	t.Logf("kills: %d", len(kills))
	for _, s := range slices.Sorted(maps.Keys(bySig)) {
		t.Logf("  %-40s %d", s, bySig[s])
	}
	var stops []time.Duration
	for _, k := range kills {
		if k.sig == syscall.SIGTERM {
			stops = append(stops, k.took)
		}
	}
	t.Logf("SIGTERM to exit: %s", durations(stops))
	for _, s := range []string{"SIGKILL", "SIGKILL (node down, another takes over)", "SIGTERM"} {
		t.Logf("takeover after %s: %s; jobs never asking the model again: %d", s, durations(takeover[s]), never[s])
	}
	for _, n := range c.nodes {
		if n.crashed() {
			t.Errorf("%s ended by itself: %v", n.proc, n.err)
		}
	}
}

// checkModel reports what the model saw: 400s, double runs, requests
// from a node after its SIGTERM.
func (c *cluster) checkModel(t *testing.T) {
	rejected, doubles, late, gaps := c.model.findings()
	t.Logf("model: %d answered 400 (unpaired tool calls), %d double runs, %d requests from a node after its signal",
		len(rejected), len(doubles), len(late))
	t.Logf("from a reply to the next request of the job (tool calls and bookkeeping): %s", durations(gaps))
	for _, r := range rejected {
		t.Errorf("the model refused a request (400): %s", r)
	}
	for _, d := range doubles {
		t.Errorf("two agents ran a job at once: %s", d)
	}
	for _, l := range late {
		t.Logf("request after a signal: %s", l)
	}
}

// TestChaos runs 30 jobs on three nodes sharing a PostgreSQL database
// and a repository, and kills and restarts nodes at random (SIGTERM and
// SIGKILL in turn) for 70 s.
func TestChaos(t *testing.T) {
	chaosSwitch(t)
	base := os.Getenv("FOLIO_TEST_POSTGRES")
	if base == "" {
		t.Skip("TestChaos shares one database between nodes: set FOLIO_TEST_POSTGRES to a PostgreSQL URL")
	}
	seed := chaosSeed(t)
	rng := rand.New(rand.NewPCG(seed, 18))
	db := newDatabase(t, base)
	c := newCluster(t, db, seed)
	c.setup(filepath.Join(c.dir, "admin"))
	for i := range chaosNodes {
		// The default cap of 3 running jobs a project (over all nodes)
		// keeps jobs running through most of the killing.
		c.newNode("chaos-"+string(rune('a'+i)), "--workers", "4")
	}
	for _, n := range c.nodes {
		n.start()
	}

	ids := make([]string, chaosJobs)
	steps := map[string]int{}
	nums := map[string]int{}
	for i := range chaosJobs {
		k := 6 + rng.IntN(5)
		var j chaosJob
		if _, err := c.call(c.nodes[i%chaosNodes], "POST", "/v2/agent/chaos/job", map[string]string{"prompt": chaosPrompt(i+1, k)}, &j); err != nil {
			t.Fatal(err)
		}
		ids[i], steps[j.ID], nums[j.ID] = j.ID, k, i+1
	}
	t.Logf("submitted %d jobs of 6–10 steps", chaosJobs)

	start := time.Now()
	var kills []killRecord
	modes := []string{"held", "tool", "any"}
	downUntil := map[*node]time.Time{} // nodes killed for good, and until when
	keptDown := false                  // a node stayed down once: the first SIGKILL with jobs does
	for time.Since(start) < chaosKilling {
		sleepBetween(rng, time.Second, 2500*time.Millisecond)
		if done := c.waitTerminal(ids, 0); allTerminal(done, ids) {
			t.Logf("every job ended after %s of killing", time.Since(start).Round(time.Second))
			break
		}
		for n, until := range downUntil {
			if time.Now().After(until) {
				n.start()
				delete(downUntil, n)
			}
		}
		n := c.nodes[rng.IntN(len(c.nodes))]
		if _, down := downUntil[n]; down {
			continue
		}
		if !n.running() {
			t.Errorf("%s ended by itself: %v", n.proc, n.err)
			n.start()
			continue
		}
		sig := syscall.SIGTERM
		if len(kills)%2 == 1 {
			sig = syscall.SIGKILL
		}
		k := c.kill(n, sig, modes[rng.IntN(len(modes))], rng)
		// Now and then a SIGKILLed node stays down, one at a time, so
		// that another node must notice and take its jobs over.
		k.stayedDown = sig == syscall.SIGKILL && len(k.jobs) > 0 && len(downUntil) == 0 && (rng.IntN(2) == 0 || !keptDown)
		keptDown = keptDown || k.stayedDown
		kills = append(kills, k)
		t.Logf("%6.1fs (%s) %s %s (%s, running jobs %v), stopped in %s%s", k.at.Sub(start).Seconds(), k.at.UTC().Format("15:04:05.000"),
			sigName(sig), k.proc, k.landed, k.jobs, k.took.Round(time.Millisecond), map[bool]string{true: ", stays down"}[k.stayedDown])
		if k.stayedDown {
			downUntil[n] = time.Now().Add(chaosDown)
			continue
		}
		sleepBetween(rng, 300*time.Millisecond, 2*time.Second)
		n.start()
	}
	for n := range downUntil {
		n.start()
	}
	t.Logf("killing stopped after %s; waiting for the jobs", time.Since(start).Round(time.Second))
	final := c.waitTerminal(ids, chaosDrain)
	t.Logf("waited %s in all", time.Since(start).Round(time.Second))

	// The jobs.
	status := map[string]int{}
	var lostFiles, dupes, emptyCompleted int
	for _, id := range ids {
		j := final[id]
		if !j.terminal() {
			status["still "+j.Status] += 1
			t.Errorf("job %d (%s) did not end: %s, phase %v; in the database: %s", nums[id], id, j.Status, deref(j.Phase), c.queueState(id))
			continue
		}
		r, err := c.examine(id, nums[id], steps[id])
		if err != nil {
			t.Errorf("job %d: %v", nums[id], err)
			continue
		}
		switch r.job.Status {
		case "completed":
			status["completed"]++
			if r.job.PRLink == nil || len(r.job.ChangedFiles) == 0 {
				emptyCompleted++
				t.Errorf("job %d completed with prLink %v and changedFiles %v: a lost change", r.num, deref(r.job.PRLink), r.job.ChangedFiles)
			}
			if len(r.lost) > 0 {
				lostFiles += len(r.lost)
				t.Errorf("job %d completed, but its branch %s lacks %s", r.num, r.job.Branch, strings.Join(r.lost, ", "))
			}
		case "failed":
			code := "(none)"
			if r.job.Error != nil {
				code = r.job.Error.Code
			}
			status["failed "+code]++
			if code == "internal_error" || code == "(none)" {
				t.Errorf("job %d failed with %s: %s", r.num, code, errMessage(r.job))
			}
			if len(r.lost) > 0 {
				t.Logf("job %d failed (%s); its transcript names pages its branch lacks: %s", r.num, code, strings.Join(r.lost, ", "))
			}
		default:
			status[r.job.Status]++
		}
		if len(r.extra) > 0 {
			t.Errorf("job %d: its branch has files no step wrote: %s", r.num, strings.Join(r.extra, ", "))
		}
		if r.dupes > 0 {
			dupes += r.dupes
			t.Errorf("job %d: the transcript writes the same page more than once (%d extra): %v", r.num, r.dupes, repeated(r.written))
		}
	}
	t.Logf("jobs: %d", len(ids))
	for _, s := range slices.Sorted(maps.Keys(status)) {
		t.Logf("  %-40s %d", s, status[s])
	}
	t.Logf("lost files of completed jobs: %d; completed without a pull request or files: %d; duplicate steps in transcripts: %d",
		lostFiles, emptyCompleted, dupes)
	c.checkModel(t)
	c.checkKills(t, kills)
}

// TestKillOneNode runs one job of 50 steps on one node and kills the
// node 6–10 times (SIGTERM and SIGKILL in turn) while it runs, on SQLite
// and on PostgreSQL. A job that fails as interrupted gets a follow-up,
// as its error asks, until the kills are done.
func TestKillOneNode(t *testing.T) {
	chaosSwitch(t)
	for _, backend := range []string{"sqlite", "postgres"} {
		t.Run(backend, func(t *testing.T) {
			var db string
			if backend == "postgres" {
				base := os.Getenv("FOLIO_TEST_POSTGRES")
				if base == "" {
					t.Skip("set FOLIO_TEST_POSTGRES to a PostgreSQL URL")
				}
				db = newDatabase(t, base)
			}
			killOneNode(t, db)
		})
	}
}

func killOneNode(t *testing.T, db string) {
	const steps = 50
	seed := chaosSeed(t)
	rng := rand.New(rand.NewPCG(seed, 50))
	c := newCluster(t, db, seed)
	n := c.newNode("solo")
	c.setup(n.data)
	n.start()
	var j chaosJob
	if _, err := c.call(n, "POST", "/v2/agent/chaos/job", map[string]string{"prompt": chaosPrompt(1, steps)}, &j); err != nil {
		t.Fatal(err)
	}
	id := j.ID
	want := 6 + rng.IntN(5)
	start := time.Now()
	var kills []killRecord
	followUps := 0
	modes := []string{"held", "tool", "any"}
	for len(kills) < want {
		sleepBetween(rng, time.Second, 4*time.Second)
		last := c.waitTerminal([]string{id}, 0)[id]
		if last.terminal() {
			if last.Status != "failed" || last.Error == nil || last.Error.Code != "interrupted" {
				break
			}
			// As the error says: send a message to continue it.
			followUps++
			t.Logf("%6.1fs the job failed as interrupted; a follow-up continues it", time.Since(start).Seconds())
			if err := c.anyCall("POST", "/v2/agent/chaos/job/"+id+"/message", map[string]string{"prompt": "Go on where you stopped."}, nil); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if !n.running() {
			t.Errorf("%s ended by itself: %v", n.proc, n.err)
			n.start()
			continue
		}
		sig := syscall.SIGTERM
		if len(kills)%2 == 1 {
			sig = syscall.SIGKILL
		}
		// The modes in turn, so that each signal meets each.
		k := c.kill(n, sig, modes[len(kills)%len(modes)], rng)
		kills = append(kills, k)
		t.Logf("%6.1fs (%s) %s %s (%s), %d steps answered, stopped in %s", k.at.Sub(start).Seconds(), k.at.UTC().Format("15:04:05.000"),
			sigName(sig), k.proc, k.landed, c.model.answeredSteps(1), k.took.Round(time.Millisecond))
		sleepBetween(rng, 200*time.Millisecond, time.Second)
		n.start()
	}
	final := c.waitTerminal([]string{id}, 2*time.Minute)[id]
	t.Logf("the job ended %s after %s, %d kills, %d follow-ups", final.Status, time.Since(start).Round(time.Second), len(kills), followUps)
	if !final.terminal() {
		t.Fatalf("the job did not end: %s, phase %v", final.Status, deref(final.Phase))
	}
	r, err := c.examine(id, 1, steps)
	if err != nil {
		t.Fatal(err)
	}
	answered := c.model.answeredSteps(1)
	t.Logf("job: %s %s; usage.steps %d, model replies %d; pages in the transcript %d (%d written twice or more), on the branch %d",
		r.job.Status, errMessage(r.job), r.job.Usage.Steps, answered, len(r.written), r.dupes, len(r.branch))
	if r.job.Status == "failed" && (r.job.Error == nil || r.job.Error.Code == "internal_error") {
		t.Errorf("the job failed without an honest code: %s", errMessage(r.job))
	}
	if r.job.Status == "completed" && (r.job.PRLink == nil || len(r.job.ChangedFiles) == 0) {
		t.Errorf("the job completed with prLink %v and changedFiles %v: a lost change", deref(r.job.PRLink), r.job.ChangedFiles)
	}
	if len(r.lost) > 0 {
		t.Errorf("the branch %s lacks %d pages the transcript (or the completed job) wrote: %s", r.job.Branch, len(r.lost), strings.Join(r.lost, ", "))
	}
	if len(r.extra) > 0 {
		t.Errorf("the branch has pages the transcript does not name: %s", strings.Join(r.extra, ", "))
	}
	if r.dupes > 0 {
		t.Errorf("the transcript writes pages more than once (%d extra): %v", r.dupes, repeated(r.written))
	}
	// A step is recorded whole or not at all, its usage with it: the
	// replies of steps a kill cut short are answered again, and counted
	// once, as the transcript shows them.
	if r.job.Usage.Steps != r.toolSteps {
		t.Errorf("usage.steps is %d, but the transcript holds %d steps", r.job.Usage.Steps, r.toolSteps)
	}
	c.checkModel(t)
	c.checkKills(t, kills)
}

func allTerminal(js map[string]chaosJob, ids []string) bool {
	for _, id := range ids {
		if !js[id].terminal() {
			return false
		}
	}
	return true
}

// repeated lists the paths written more than once, with their counts.
func repeated(written map[string]int) string {
	var out []string
	for _, p := range slices.Sorted(maps.Keys(written)) {
		if written[p] > 1 {
			out = append(out, fmt.Sprintf("%s ×%d", p, written[p]))
		}
	}
	return strings.Join(out, ", ")
}

func errMessage(j chaosJob) string {
	if j.Error == nil {
		return ""
	}
	return j.Error.Code + ": " + j.Error.Message
}

func deref(s *string) string {
	if s == nil {
		return "null"
	}
	return *s
}
