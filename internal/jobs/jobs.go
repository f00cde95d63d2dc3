// Package jobs owns the lifecycle of an agent job: the state table of
// DESIGN §5, implemented once as Apply; the ids jobs are known by; and
// the view clients read. The queue worker that runs a job's agent is
// package jobs/runner. The API, the dashboard and the runner change a job
// only through Apply, inside the store's UpdateJob or ClaimJob, so the
// table holds however a job is reached.
//
// The states and what moves a job between them:
//
//	—                  create   → active (phase queued; queue entry)
//	active             message  → active (message appended; the running or
//	                               queued agent reads it at its next step)
//	completed, failed  message  → active (phase queued; error cleared;
//	                               queue entry; same branch, same PR link)
//	active             claim    → active (phase preparing; run owner set)
//	active (owner)     progress → active (phase, usage, summary, files…)
//	active (owner)     finish   → completed (refused while a prompt is unread)
//	active (owner)     fail     → failed (error as given)
//	active (owner)     requeue  → active (phase queued; queue entry), or
//	                               failed "interrupted" when it has been
//	                               resumed too often without recording a
//	                               step (an owner's event WithSteps resets
//	                               the count)
//	active             cancel   → failed (error {cancelled, not retryable})
//	completed, failed  cancel   → ErrNotActive (409 job_not_active)
//	any but archived   archive  → archived (ArchivedAt set; final)
//	archived           anything → ErrArchived (409 job_archived)
//
// "(owner)" means the event names the run that claimed the job: a run that
// lost its claim (cancelled, archived, or taken over after its heartbeat
// stopped) gets ErrLostRun and stops. Finishing or failing a job that is not
// active is ErrNotActive; creating a job twice is ErrInvalidTransition.
//
// Every change of status, phase or pull request link adds a "status" event
// with the job's View; a job that becomes completed, failed or archived
// also triggers the matching webhook.
package jobs

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// Phases of an active job.
const (
	PhaseQueued     = "queued"
	PhasePreparing  = "preparing"
	PhaseRunning    = "running"
	PhaseValidating = "validating"
	PhasePublishing = "publishing"
)

// Error codes of failed jobs.
const (
	// CancelledCode: cancelled through the API.
	CancelledCode = "cancelled"
	// InterruptedCode: the worker died during the run too often.
	InterruptedCode = "interrupted"
)

// Errors of Apply. None of them changes the job.
var (
	// ErrArchived: the job is archived, which is final.
	ErrArchived = errors.New("job archived")
	// ErrNotActive: the event needs an active job (cancel, finish, fail).
	ErrNotActive = errors.New("job not active")
	// ErrInvalidTransition: an event that can never apply, such as creating
	// a job that exists.
	ErrInvalidTransition = errors.New("invalid job transition")
	// ErrRunning: a claim found the job run by a worker that is alive.
	ErrRunning = errors.New("job already running")
	// ErrLostRun: the run no longer owns the job.
	ErrLostRun = errors.New("run no longer owns the job")
	// ErrUnread: a finish while a prompt the run has not read waits.
	ErrUnread = errors.New("unread prompt")
)

type kind int

const (
	kindCreate kind = iota + 1
	kindMessage
	kindClaim
	kindProgress
	kindFinish
	kindFail
	kindRequeue
	kindCancel
	kindArchive
	kindPR
)

// Event is something that happens to a job. Make one with the functions
// below; the zero Event applies to nothing.
type Event struct {
	kind     kind
	prompt   string
	err      domain.JobError
	owner    string
	stale    time.Time    // claim: a heartbeat before it is a dead run
	read     int          // finish: prompts the run has read
	crashed  bool         // requeue: the run's worker died
	limit    int          // requeue: resumes allowed
	advanced bool         // the run recorded steps of its agent with it
	usage    domain.Usage // and what they consumed
	progress func(j *domain.Job)
	pr       PRReport // pr: what the code host says
}

// PRReport is what a code host reported of a job's pull request: its
// webhook, or a poll.
type PRReport struct {
	Number int
	URL    string
	State  string // open, merged, closed
	Draft  bool
	Title  string
	Base   string
	Head   string
}

// Create starts a new job with its first prompt.
func Create(prompt string) Event { return Event{kind: kindCreate, prompt: prompt} }

// Message is a follow-up prompt from the API.
func Message(prompt string) Event { return Event{kind: kindMessage, prompt: prompt} }

// Claim is a worker taking an active job for the run owner. A job run by
// another owner whose heartbeat is not before stale is ErrRunning.
func Claim(owner string, stale time.Time) Event {
	return Event{kind: kindClaim, owner: owner, stale: stale}
}

// Progress is the run owner changing what the job shows while it runs:
// its phase, usage, summary, changed files, checks or pull request link.
// f must not change the job's status, owner or identity (they are kept).
func Progress(owner string, f func(j *domain.Job)) Event {
	return Event{kind: kindProgress, owner: owner, progress: f}
}

// WithSteps marks a run owner's event (progress, requeue, finish, fail)
// as recording steps of the agent, which consumed u: the job's usage
// grows by it, and its count of resumes after crashes starts again, so
// that only a job whose runs crash without getting anywhere fails as
// interrupted.
func (ev Event) WithSteps(u domain.Usage) Event {
	ev.advanced, ev.usage = true, u
	return ev
}

// Finish is the run owner finishing, with or without changes, having read
// read prompts; f (may be nil) records the outcome as Progress does.
func Finish(owner string, read int, f func(j *domain.Job)) Event {
	return Event{kind: kindFinish, owner: owner, read: read, progress: f}
}

// Fail is a run ending in an error: unrecoverable, or a budget exhausted
// (retryable). owner is the run's; "" fails a job no run has claimed.
func Fail(owner, code, message string, retryable bool) Event {
	return Event{kind: kindFail, owner: owner, err: domain.JobError{Code: code, Message: message, Retryable: retryable}}
}

// Requeue puts a claimed job back on the queue: after its worker died
// (crashed; at most limit times since the last prompt, then the job fails
// with InterruptedCode), or because the worker is stopping.
func Requeue(owner string, crashed bool, limit int) Event {
	return Event{kind: kindRequeue, owner: owner, crashed: crashed, limit: limit}
}

// Cancel is a request to stop an active job; it fails with the code
// "cancelled". Commits made so far stay on the branch.
func Cancel() Event { return Event{kind: kindCancel} }

// Archive puts a job away for good, stopping it if it runs.
func Archive() Event { return Event{kind: kindArchive} }

// PRState records what the code host reported of the job's pull request,
// in any status but archived: a merge or a close adds a "pr" event and
// triggers job.pr_merged or job.pr_closed. A report of another pull
// request than the job's current one (an older one) changes nothing.
func PRState(r PRReport) Event { return Event{kind: kindPR, pr: r} }

// String names the event ("create", "message", …) for logs and errors.
func (e Event) String() string {
	switch e.kind {
	case kindCreate:
		return "create"
	case kindMessage:
		return "message"
	case kindClaim:
		return "claim"
	case kindProgress:
		return "progress"
	case kindFinish:
		return "finish"
	case kindFail:
		return "fail"
	case kindRequeue:
		return "requeue"
	case kindCancel:
		return "cancel"
	case kindArchive:
		return "archive"
	case kindPR:
		return "pull request update"
	}
	return "invalid event"
}

// Apply moves j through the state table for ev at time now and returns what
// the store must write with it: the transcript message, the events, and
// whether the job goes (back) on the queue. On error j is left as it was.
//
// For Create, j is the new job with its identity filled in (ID, ProjectID,
// source, model, branch) and an empty Status; the returned change holds the
// first message and the first status event, which is what store.NewJob
// needs.
func Apply(j *domain.Job, ev Event, now time.Time) (store.JobChange, error) {
	now = now.UTC()
	next := *j
	var change store.JobChange

	if j.Status == domain.StatusArchived {
		return change, fmt.Errorf("%s job %s: %w", ev, j.ID, ErrArchived)
	}
	switch ev.kind {
	case kindCreate:
		if j.Status != "" {
			return change, fmt.Errorf("create job %s that is %s: %w", j.ID, j.Status, ErrInvalidTransition)
		}
		next.Status = domain.StatusActive
		next.Phase = PhaseQueued
		next.Error = nil
		next.CreatedAt = now
		next.Prompts = 1
		change.Messages = userMessage(j.ID, ev.prompt, now)
		change.Enqueue = true

	case kindMessage:
		switch j.Status {
		case domain.StatusActive:
			// The agent reads it at its next step; the job is already
			// queued or running, so no new queue entry.
		case domain.StatusCompleted, domain.StatusFailed:
			next.Status = domain.StatusActive
			next.Phase = PhaseQueued
			next.Error = nil
			next.Resumes = 0
			change.Enqueue = true
		default:
			return change, invalid(j, ev)
		}
		next.Prompts++
		change.Messages = userMessage(j.ID, ev.prompt, now)

	case kindClaim:
		if err := needActive(j, ev); err != nil {
			return change, err
		}
		if ev.owner == "" {
			return change, invalid(j, ev)
		}
		if j.RunOwner != "" && !j.HeartbeatAt.Before(ev.stale) {
			return change, fmt.Errorf("claim job %s: %w", j.ID, ErrRunning)
		}
		next.RunOwner = ev.owner
		next.HeartbeatAt = now
		next.Phase = PhasePreparing

	case kindProgress:
		if err := needOwner(j, ev); err != nil {
			return change, err
		}
		progress(&next, ev.progress)

	case kindFinish:
		if err := needOwner(j, ev); err != nil {
			return change, err
		}
		if ev.read < j.Prompts {
			return change, fmt.Errorf("finish job %s: %d of %d prompts read: %w", j.ID, ev.read, j.Prompts, ErrUnread)
		}
		progress(&next, ev.progress)
		next.Status = domain.StatusCompleted
		next.Error = nil
		release(&next)

	case kindFail:
		if err := needOwner(j, ev); err != nil {
			return change, err
		}
		next.Status = domain.StatusFailed
		e := ev.err
		next.Error = &e
		release(&next)

	case kindRequeue:
		if err := needOwner(j, ev); err != nil {
			return change, err
		}
		if ev.owner == "" {
			return change, invalid(j, ev)
		}
		if ev.crashed && j.Resumes >= ev.limit {
			next.Status = domain.StatusFailed
			next.Error = &domain.JobError{Code: InterruptedCode, Retryable: true,
				Message: "The job's worker stopped during the run, more than once; send a message to continue it."}
			release(&next)
			break
		}
		if ev.crashed {
			next.Resumes++
		}
		release(&next)
		next.Phase = PhaseQueued
		change.Enqueue = true

	case kindCancel:
		if err := needActive(j, ev); err != nil {
			return change, err
		}
		next.Status = domain.StatusFailed
		next.Error = &domain.JobError{Code: CancelledCode, Message: "The job was cancelled.", Retryable: false}
		release(&next)

	case kindArchive:
		if j.Status == "" {
			return change, invalid(j, ev)
		}
		next.Status = domain.StatusArchived
		next.ArchivedAt = now
		release(&next)

	case kindPR:
		r := ev.pr
		if r.Number <= 0 || j.PR.Number != r.Number {
			return change, nil // not the job's pull request (any more)
		}
		switch r.State {
		case "open", "merged", "closed":
		default:
			return change, invalid(j, ev)
		}
		if j.PR.State == r.State && j.PR.Draft == r.Draft && (r.URL == "" || r.URL == j.PRLink) {
			return change, nil
		}
		was := j.PR.State
		next.PR.State, next.PR.Draft = r.State, r.Draft
		if r.URL != "" {
			next.PRLink = r.URL
		}
		if was != r.State {
			hook := ""
			switch r.State {
			case "merged":
				hook = store.HookJobPRMerged
			case "closed":
				hook = store.HookJobPRClosed
			}
			action := r.State
			if r.State == "open" {
				action = "reopened"
			}
			change.Events = append(change.Events, PREvent(action, hook, next, r))
		}

	default:
		return change, invalid(j, ev)
	}
	next.UpdatedAt = now
	if e, ok := statusEvent(j, &next); ok {
		change.Events = append(change.Events, e)
	}
	if ev.advanced && ev.owner != "" && ev.owner == j.RunOwner {
		next.Usage = next.Usage.Add(ev.usage)
		// A run that records steps is not one a crash keeps killing.
		next.Resumes = 0
	}
	*j = next
	return change, nil
}

// needActive refuses an event on a job that is not active.
func needActive(j *domain.Job, ev Event) error {
	switch j.Status {
	case domain.StatusActive:
		return nil
	case domain.StatusCompleted, domain.StatusFailed:
		return fmt.Errorf("%s job %s that is %s: %w", ev, j.ID, j.Status, ErrNotActive)
	}
	return invalid(j, ev)
}

// needOwner refuses an event of a run that does not own the job.
func needOwner(j *domain.Job, ev Event) error {
	if err := needActive(j, ev); err != nil {
		return err
	}
	if j.RunOwner != ev.owner {
		return fmt.Errorf("%s job %s: %w", ev, j.ID, ErrLostRun)
	}
	return nil
}

// progress applies f to j, keeping what only Apply may change.
func progress(j *domain.Job, f func(*domain.Job)) {
	if f == nil {
		return
	}
	keep := *j
	f(j)
	j.ID, j.ProjectID, j.Status, j.Error = keep.ID, keep.ProjectID, keep.Status, keep.Error
	j.CreatedAt, j.ArchivedAt, j.Prompts = keep.CreatedAt, keep.ArchivedAt, keep.Prompts
	j.RunOwner, j.HeartbeatAt, j.Resumes = keep.RunOwner, keep.HeartbeatAt, keep.Resumes
	j.IdempotencyKey, j.RequestHash = keep.IdempotencyKey, keep.RequestHash
}

// release ends a run's claim on a job leaving the running states.
func release(j *domain.Job) {
	j.Phase = ""
	j.RunOwner = ""
	j.HeartbeatAt = time.Time{}
}

// statusEvent is the status event of a change, when it changes what a
// client polls for: the status, the phase or the pull request.
func statusEvent(before, after *domain.Job) (store.NewEvent, bool) {
	if before.Status == after.Status && before.Phase == after.Phase && before.PRLink == after.PRLink && before.PR == after.PR {
		return store.NewEvent{}, false
	}
	data, err := json.Marshal(Render(*after))
	if err != nil {
		// A View is plain strings, numbers and maps of strings.
		panic(fmt.Sprintf("jobs: encode job view: %v", err))
	}
	e := store.NewEvent{Type: store.EventStatus, Data: data}
	if before.Status != after.Status {
		switch after.Status {
		case domain.StatusCompleted:
			e.Hook = store.HookJobCompleted
		case domain.StatusFailed:
			e.Hook = store.HookJobFailed
		case domain.StatusArchived:
			e.Hook = store.HookJobArchived
		}
	}
	return e, true
}

func invalid(j *domain.Job, ev Event) error {
	status := string(j.Status)
	if status == "" {
		status = "new"
	}
	return fmt.Errorf("%s job %q that is %s: %w", ev, j.ID, status, ErrInvalidTransition)
}

func userMessage(jobID, prompt string, now time.Time) []domain.Message {
	return []domain.Message{{JobID: jobID, Role: domain.RoleUser, Content: prompt, CreatedAt: now}}
}

// PREvent is the "pr" event of a pull request opened, updated, merged,
// closed or reopened: the action, the job and the pull request.
func PREvent(action, hook string, j domain.Job, pr PRReport) store.NewEvent {
	data, err := json.Marshal(struct {
		Action      string    `json:"action"`
		Job         View      `json:"job"`
		PullRequest prEventPR `json:"pullRequest"`
	}{action, Render(j), prEventPR{Number: pr.Number, URL: pr.URL, State: pr.State, Draft: pr.Draft, Title: pr.Title,
		Base: pr.Base, Head: pr.Head}})
	if err != nil {
		panic(fmt.Sprintf("jobs: encode pr event: %v", err))
	}
	return store.NewEvent{Type: store.EventPR, Data: data, Hook: hook}
}

// prEventPR is the pull request of a "pr" event.
type prEventPR struct {
	Number int    `json:"number"`
	URL    string `json:"url"`
	State  string `json:"state"`
	Draft  bool   `json:"draft"`
	Title  string `json:"title,omitempty"`
	Base   string `json:"base,omitempty"`
	Head   string `json:"head,omitempty"`
}
