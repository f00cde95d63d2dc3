package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// This file holds the chaos tests' model: an OpenAI-compatible server
// that plays a fixed script for every job and watches what the nodes
// send it.

// chaosPrompt is the first prompt of a chaos job; the model reads the
// job's number and its number of steps from it.
func chaosPrompt(job, steps int) string {
	return fmt.Sprintf("chaos job %d of %d steps: write one page a step, then finish.", job, steps)
}

var chaosPromptRE = regexp.MustCompile(`^chaos job (\d+) of (\d+) steps`)

// stepPath is the page a job writes at a step.
func stepPath(job, step int) string { return fmt.Sprintf("chaos/job-%d/step-%d.mdx", job, step) }

// fakeModel is a strict Chat Completions server. It answers the n-th
// assistant turn of job J (n < K) with a write_file of stepPath(J, n),
// and turn K and later with finish. Each answer is held 100–600 ms
// first, so that kills land while a model call waits. Like the real
// providers it refuses (400) a conversation with an assistant tool call
// that no tool result follows.
//
// Every node process has its own base URL (…/PROC/v1), so the model
// knows which process sent a request: two requests for one job at once
// from processes that are both alive are two agents running the job.
type fakeModel struct {
	t   testing.TB
	srv *httptest.Server

	mu   sync.Mutex
	rand *rand.Rand
	seq  int // numbers requests and tool calls
	jobs map[int]*modelJob
	// live counts each process's requests in flight.
	live map[string]int
	// stopping and dead are the processes signalled and ended: a
	// dead process's request that the server has not seen end yet is
	// no longer a run.
	stopping map[string]time.Time
	dead     map[string]bool
	// rejected are the 400s answered, doubles the requests that found
	// another live process's request for their job in flight, late the
	// requests from a process after its SIGTERM.
	rejected []string
	doubles  []string
	late     []string
	subs     map[string][]chan modelEvent
	// replied is when each process last got a reply; gaps are the times
	// from a reply to the same process's next request for the job: its
	// tool calls and the step's bookkeeping.
	replied map[string]time.Time
	gaps    []time.Duration
}

// modelJob is what the model saw of one job.
type modelJob struct {
	steps    int
	requests []modelRequest
	// answered counts the replies given to a node that was there to
	// read them: the steps the job's usage should count.
	answered int
	// finished: the last reply called finish.
	finished bool
	inFlight map[int]string // request seq → process
}

type modelRequest struct {
	seq      int
	at       time.Time
	proc     string
	turn     int
	answered bool
}

// modelEvent tells a watcher that a process's request came in
// ("request") or was answered ("reply").
type modelEvent struct {
	kind string
	job  int
}

func newFakeModel(t testing.TB, seed uint64) *fakeModel {
	f := &fakeModel{t: t, rand: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)),
		jobs: map[int]*modelJob{}, live: map[string]int{}, stopping: map[string]time.Time{}, dead: map[string]bool{},
		subs: map[string][]chan modelEvent{}, replied: map[string]time.Time{}}
	f.srv = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.srv.Close)
	return f
}

// baseURL is the OPENAI_BASE_URL of process proc.
func (f *fakeModel) baseURL(proc string) string { return f.srv.URL + "/" + proc + "/v1" }

// chatMessage is a message of a request, as the Chat Completions API
// takes it.
type chatMessage struct {
	Role       string          `json:"role"`
	Content    json.RawMessage `json:"content"`
	ToolCallID string          `json:"tool_call_id"`
	ToolCalls  []struct {
		ID       string `json:"id"`
		Function struct {
			Name string `json:"name"`
		} `json:"function"`
	} `json:"tool_calls"`
}

// text is a message's content as text: a string or an array of parts.
func (m chatMessage) text() string {
	var s string
	if json.Unmarshal(m.Content, &s) == nil {
		return s
	}
	var parts []struct {
		Text string `json:"text"`
	}
	json.Unmarshal(m.Content, &parts)
	var b strings.Builder
	for _, p := range parts {
		b.WriteString(p.Text)
	}
	return b.String()
}

func (f *fakeModel) serve(w http.ResponseWriter, r *http.Request) {
	proc, rest, _ := strings.Cut(strings.TrimPrefix(r.URL.Path, "/"), "/")
	if r.Method != http.MethodPost || rest != "v1/chat/completions" {
		http.NotFound(w, r)
		return
	}
	var req struct {
		Stream   bool          `json:"stream"`
		Messages []chatMessage `json:"messages"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		f.reject(w, proc, -1, "the body is not JSON: "+err.Error())
		return
	}
	job, steps := -1, 0
	for _, m := range req.Messages {
		if m.Role == "user" {
			if sm := chaosPromptRE.FindStringSubmatch(m.text()); sm != nil {
				job, _ = strconv.Atoi(sm[1])
				steps, _ = strconv.Atoi(sm[2])
			}
			break
		}
	}
	if job < 0 {
		f.reject(w, proc, -1, "no chaos prompt in the first user message")
		return
	}
	if err := checkPairing(req.Messages); err != nil {
		f.reject(w, proc, job, err.Error())
		return
	}
	turn := 0
	for _, m := range req.Messages {
		if m.Role == "assistant" {
			turn++
		}
	}

	seq, hold := f.begin(proc, job, steps, turn)
	select {
	case <-r.Context().Done():
	case <-time.After(hold):
	}
	if r.Context().Err() != nil {
		f.end(proc, job, seq, false, false)
		return // the node went away while the model "thought"
	}
	// Out of flight before the node can read the reply, which it may
	// follow with its next request at once.
	f.end(proc, job, seq, true, turn >= steps)

	call := map[string]any{"name": "finish", "arguments": fmt.Sprintf(`{"summary":"Chaos job %d\n\n%d pages, one a step."}`, job, steps)}
	if turn < steps {
		args, _ := json.Marshal(map[string]string{"path": stepPath(job, turn), "content": fmt.Sprintf(
			"---\ntitle: Job %d, step %d\ndescription: The page chaos job %d wrote at step %d.\n---\n\nStep %d of job %d.\n",
			job, turn, job, turn, turn, job)})
		call = map[string]any{"name": "write_file", "arguments": string(args)}
	}
	id := fmt.Sprintf("call_%d_%d_%d", job, turn, seq)
	if req.Stream {
		writeStream(w, id, call)
	} else {
		writeWhole(w, id, call)
	}
}

// checkPairing refuses a conversation as OpenAI does: every assistant
// tool call answered by a tool message before any other message, and
// every tool message answering a call.
func checkPairing(msgs []chatMessage) error {
	var open []string // tool call ids awaiting their result
	for i, m := range msgs {
		if m.Role == "tool" {
			k := slices.Index(open, m.ToolCallID)
			if k < 0 {
				return fmt.Errorf("messages[%d]: messages with role 'tool' must be a response to a preceding message with 'tool_calls' (tool_call_id %q)", i, m.ToolCallID)
			}
			open = slices.Delete(open, k, k+1)
			continue
		}
		if len(open) > 0 {
			return fmt.Errorf("messages[%d]: an assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'; these have none: %s", i, strings.Join(open, ", "))
		}
		for _, c := range m.ToolCalls {
			open = append(open, c.ID)
		}
	}
	if len(open) > 0 {
		return fmt.Errorf("messages[%d]: the conversation ends with tool calls that have no response: %s", len(msgs), strings.Join(open, ", "))
	}
	return nil
}

func (f *fakeModel) reject(w http.ResponseWriter, proc string, job int, why string) {
	f.mu.Lock()
	f.rejected = append(f.rejected, fmt.Sprintf("%s job %d: %s", proc, job, why))
	f.mu.Unlock()
	f.t.Logf("fake model: 400 to %s for job %d: %s", proc, job, why)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusBadRequest)
	json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{
		"message": why, "type": "invalid_request_error", "param": "messages", "code": nil}})
}

// begin records a request and returns its number and how long to hold it.
func (f *fakeModel) begin(proc string, job, steps, turn int) (int, time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.seq++
	seq := f.seq
	j := f.jobs[job]
	if j == nil {
		j = &modelJob{steps: steps, inFlight: map[int]string{}}
		f.jobs[job] = j
	}
	now := time.Now()
	if at, ok := f.stopping[proc]; ok {
		f.late = append(f.late, fmt.Sprintf("%s job %d turn %d, %s after the signal", proc, job, turn, now.Sub(at).Round(time.Millisecond)))
	}
	if n := len(j.requests); n > 0 && j.requests[n-1].proc == proc && j.requests[n-1].answered {
		f.gaps = append(f.gaps, now.Sub(f.replied[proc]))
	}
	for _, other := range j.inFlight {
		if !f.dead[other] {
			f.doubles = append(f.doubles, fmt.Sprintf("job %d turn %d: %s while %s is in flight", job, turn, proc, other))
		}
	}
	j.inFlight[seq] = proc
	j.requests = append(j.requests, modelRequest{seq: seq, at: now, proc: proc, turn: turn})
	f.live[proc]++
	f.notify(proc, modelEvent{kind: "request", job: job})
	return seq, time.Duration(100+f.rand.IntN(501)) * time.Millisecond
}

// end takes a request out of flight: answered (about to be), or given
// up because its client went away.
func (f *fakeModel) end(proc string, job, seq int, answered, finish bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	j := f.jobs[job]
	delete(j.inFlight, seq)
	f.live[proc]--
	if !answered {
		return
	}
	j.answered++
	j.finished = finish
	for i := range j.requests {
		if j.requests[i].seq == seq {
			j.requests[i].answered = true
		}
	}
	f.replied[proc] = time.Now()
	f.notify(proc, modelEvent{kind: "reply", job: job})
}

// notify passes ev to proc's watchers without blocking (mu held).
func (f *fakeModel) notify(proc string, ev modelEvent) {
	for _, c := range f.subs[proc] {
		select {
		case c <- ev:
		default:
		}
	}
}

// watch returns the events of proc from now on, until stop is called.
func (f *fakeModel) watch(proc string) (events <-chan modelEvent, stop func()) {
	c := make(chan modelEvent, 64)
	f.mu.Lock()
	f.subs[proc] = append(f.subs[proc], c)
	f.mu.Unlock()
	return c, func() {
		f.mu.Lock()
		defer f.mu.Unlock()
		f.subs[proc] = slices.DeleteFunc(f.subs[proc], func(x chan modelEvent) bool { return x == c })
	}
}

// signalled notes that proc is being sent a signal; it returns the
// requests proc has in flight, how long ago it last got a reply, and the
// jobs it is running: those whose last request came from proc and which
// have not finished.
func (f *fakeModel) signalled(proc string) (inFlight int, sinceReply time.Duration, jobs []int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	now := time.Now()
	f.stopping[proc] = now
	sinceReply = time.Duration(-1)
	if at, ok := f.replied[proc]; ok {
		sinceReply = now.Sub(at)
	}
	for id, j := range f.jobs {
		if n := len(j.requests); n > 0 && j.requests[n-1].proc == proc && !j.finished {
			jobs = append(jobs, id)
		}
	}
	slices.Sort(jobs)
	return f.live[proc], sinceReply, jobs
}

// died notes that proc has ended.
func (f *fakeModel) died(proc string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.dead[proc] = true
}

// nextRequest is when job's first request after t from another process
// than proc came, if one did.
func (f *fakeModel) nextRequest(job int, t time.Time, proc string) (time.Time, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if j := f.jobs[job]; j != nil {
		for _, r := range j.requests {
			if r.at.After(t) && r.proc != proc {
				return r.at, true
			}
		}
	}
	return time.Time{}, false
}

// answeredSteps is how many replies job got in full.
func (f *fakeModel) answeredSteps(job int) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	if j := f.jobs[job]; j != nil {
		return j.answered
	}
	return 0
}

// findings are the 400s, double runs, requests after a signal and the
// gaps between a reply and the next request.
func (f *fakeModel) findings() (rejected, doubles, late []string, gaps []time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.rejected), slices.Clone(f.doubles), slices.Clone(f.late), slices.Clone(f.gaps)
}

// writeWhole answers with one chat.completion.
func writeWhole(w http.ResponseWriter, id string, call map[string]any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{
		"id": "chatcmpl-" + id, "object": "chat.completion", "created": time.Now().Unix(), "model": "fake",
		"choices": []any{map[string]any{"index": 0, "finish_reason": "tool_calls", "message": map[string]any{
			"role": "assistant", "content": nil,
			"tool_calls": []any{map[string]any{"id": id, "type": "function", "function": call}}}}},
		"usage": map[string]any{"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110},
	})
}

// writeStream answers with server-sent chat.completion.chunk events, as
// OpenAI streams a tool call: the role, the call's name, its arguments
// in two pieces, the finish reason, the usage, [DONE].
func writeStream(w http.ResponseWriter, id string, call map[string]any) {
	w.Header().Set("Content-Type", "text/event-stream")
	args := call["arguments"].(string)
	half := len(args) / 2
	chunk := func(delta map[string]any, finish any) map[string]any {
		return map[string]any{"index": 0, "delta": delta, "finish_reason": finish}
	}
	toolDelta := func(first bool, piece string) map[string]any {
		tc := map[string]any{"index": 0, "function": map[string]any{"arguments": piece}}
		if first {
			tc["id"], tc["type"] = id, "function"
			tc["function"].(map[string]any)["name"] = call["name"]
		}
		return map[string]any{"tool_calls": []any{tc}}
	}
	events := []map[string]any{
		{"choices": []any{chunk(map[string]any{"role": "assistant", "content": nil}, nil)}},
		{"choices": []any{chunk(toolDelta(true, args[:half]), nil)}},
		{"choices": []any{chunk(toolDelta(false, args[half:]), nil)}},
		{"choices": []any{chunk(map[string]any{}, "tool_calls")}},
		{"choices": []any{}, "usage": map[string]any{"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110}},
	}
	for _, ev := range events {
		ev["id"], ev["object"], ev["created"], ev["model"] = "chatcmpl-"+id, "chat.completion.chunk", time.Now().Unix(), "fake"
		b, _ := json.Marshal(ev)
		fmt.Fprintf(w, "data: %s\n\n", b)
	}
	fmt.Fprint(w, "data: [DONE]\n\n")
	if fl, ok := w.(http.Flusher); ok {
		fl.Flush()
	}
}
