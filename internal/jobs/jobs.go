// Package jobs owns the lifecycle of an agent job: the state table of
// DESIGN §5, implemented once as Apply, and the ids jobs are known by.
// The API, the dashboard and (later) the workers change a job only through
// Apply, inside the store's UpdateJob, so the table holds however a job is
// reached.
//
// The states and what moves a job between them:
//
//	—                  create   → active (phase queued; queue entry)
//	active             message  → active (message appended; the running or
//	                               queued agent reads it at its next step)
//	completed, failed  message  → active (phase queued; error cleared;
//	                               queue entry; same branch, same PR link)
//	active             finish   → completed
//	active             fail     → failed (error as given)
//	active             cancel   → failed (error {cancelled, not retryable})
//	completed, failed  cancel   → ErrNotActive (409 job_not_active)
//	any but archived   archive  → archived (ArchivedAt set; final)
//	archived           anything → ErrArchived (409 job_archived)
//
// Finishing or failing a job that is not active is ErrNotActive too (a
// worker that lost a race with cancel or archive); creating a job twice is
// ErrInvalidTransition.
package jobs

import (
	"errors"
	"fmt"
	"time"

	"github.com/foliodocs/folio/internal/store"
)

// Phases of an active job.
const (
	PhaseQueued = "queued"
)

// CancelledCode is the error code of a job cancelled through the API.
const CancelledCode = "cancelled"

// Errors of Apply. None of them changes the job.
var (
	// ErrArchived: the job is archived, which is final.
	ErrArchived = errors.New("job archived")
	// ErrNotActive: the event needs an active job (cancel, finish, fail).
	ErrNotActive = errors.New("job not active")
	// ErrInvalidTransition: an event that can never apply, such as creating
	// a job that exists.
	ErrInvalidTransition = errors.New("invalid job transition")
)

type kind int

const (
	kindCreate kind = iota + 1
	kindMessage
	kindFinish
	kindFail
	kindCancel
	kindArchive
)

// Event is something that happens to a job. Make one with Create, Message,
// Finish, Fail, Cancel or Archive; the zero Event applies to nothing.
type Event struct {
	kind   kind
	prompt string
	err    store.JobError
}

// Create starts a new job with its first prompt.
func Create(prompt string) Event { return Event{kind: kindCreate, prompt: prompt} }

// Message is a follow-up prompt from the API.
func Message(prompt string) Event { return Event{kind: kindMessage, prompt: prompt} }

// Finish is the agent finishing its run, with or without changes.
func Finish() Event { return Event{kind: kindFinish} }

// Fail is a run ending in an error: unrecoverable, or a budget exhausted
// (retryable).
func Fail(code, message string, retryable bool) Event {
	return Event{kind: kindFail, err: store.JobError{Code: code, Message: message, Retryable: retryable}}
}

// Cancel is a request to stop an active job; it fails with the code
// "cancelled". Commits made so far stay on the branch.
func Cancel() Event { return Event{kind: kindCancel} }

// Archive puts a job away for good, stopping it if it runs.
func Archive() Event { return Event{kind: kindArchive} }

// String names the event ("create", "message", …) for logs and errors.
func (e Event) String() string {
	switch e.kind {
	case kindCreate:
		return "create"
	case kindMessage:
		return "message"
	case kindFinish:
		return "finish"
	case kindFail:
		return "fail"
	case kindCancel:
		return "cancel"
	case kindArchive:
		return "archive"
	}
	return "invalid event"
}

// Apply moves j through the state table for ev at time now and returns what
// the store must write with it: the transcript message, and whether the job
// goes (back) on the queue. On error j is left as it was.
//
// For Create, j is the new job with its identity filled in (ID, ProjectID,
// source, model, branch) and an empty Status; the returned change holds the
// first message, which is what store.NewJob needs.
func Apply(j *store.Job, ev Event, now time.Time) (store.JobChange, error) {
	now = now.UTC()
	next := *j
	var change store.JobChange

	if j.Status == store.StatusArchived {
		return change, fmt.Errorf("%s job %s: %w", ev, j.ID, ErrArchived)
	}
	switch ev.kind {
	case kindCreate:
		if j.Status != "" {
			return change, fmt.Errorf("create job %s that is %s: %w", j.ID, j.Status, ErrInvalidTransition)
		}
		next.Status = store.StatusActive
		next.Phase = PhaseQueued
		next.Error = nil
		next.CreatedAt = now
		change.Message = userMessage(j.ID, ev.prompt, now)
		change.Enqueue = true

	case kindMessage:
		switch j.Status {
		case store.StatusActive:
			// The agent reads it at its next step; the job is already
			// queued or running, so no new queue entry.
		case store.StatusCompleted, store.StatusFailed:
			next.Status = store.StatusActive
			next.Phase = PhaseQueued
			next.Error = nil
			change.Enqueue = true
		default:
			return change, invalid(j, ev)
		}
		change.Message = userMessage(j.ID, ev.prompt, now)

	case kindFinish, kindFail, kindCancel:
		switch j.Status {
		case store.StatusActive:
		case store.StatusCompleted, store.StatusFailed:
			return change, fmt.Errorf("%s job %s that is %s: %w", ev, j.ID, j.Status, ErrNotActive)
		default:
			return change, invalid(j, ev)
		}
		next.Phase = ""
		switch ev.kind {
		case kindFinish:
			next.Status = store.StatusCompleted
			next.Error = nil
		case kindFail:
			next.Status = store.StatusFailed
			e := ev.err
			next.Error = &e
		case kindCancel:
			next.Status = store.StatusFailed
			next.Error = &store.JobError{Code: CancelledCode, Message: "The job was cancelled.", Retryable: false}
		}

	case kindArchive:
		if j.Status == "" {
			return change, invalid(j, ev)
		}
		next.Status = store.StatusArchived
		next.Phase = ""
		next.ArchivedAt = now

	default:
		return change, invalid(j, ev)
	}
	next.UpdatedAt = now
	*j = next
	return change, nil
}

func invalid(j *store.Job, ev Event) error {
	status := string(j.Status)
	if status == "" {
		status = "new"
	}
	return fmt.Errorf("%s job %q that is %s: %w", ev, j.ID, status, ErrInvalidTransition)
}

func userMessage(jobID, prompt string, now time.Time) *store.Message {
	return &store.Message{JobID: jobID, Role: store.RoleUser, Content: prompt, CreatedAt: now}
}
