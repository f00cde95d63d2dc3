package store

import (
	"encoding/json"
	"time"

	"github.com/foliodocs/folio/internal/domain"
)

// EventType names what a job event reports.
type EventType string

// The event types of a job's event log (DESIGN §5). The stream's "done"
// is not stored: it is the end of a stream on a job that has ended.
const (
	// EventStatus: the job's status, phase or pull request changed; Data
	// is the job as the API renders it (jobs.View).
	EventStatus EventType = "status"
	// EventMessage: a prompt or an agent reply joined the transcript;
	// Data is the message (MessageData).
	EventMessage EventType = "message"
	// EventTool: the agent called a tool; Data is the transcript entry
	// (MessageData, with Tool set).
	EventTool EventType = "tool"
	// EventCommit: a commit on the job's branch; Data is the transcript
	// entry (MessageData, with Commit set).
	EventCommit EventType = "commit"
	// EventPR: a pull request was opened or updated; Data is set by the
	// job engine.
	EventPR EventType = "pr"
)

// Event is one entry of a job's event log.
type Event struct {
	JobID string
	// Seq is 1, 2, … per job, in the order the events were written; it
	// is the event stream's id.
	Seq       int64
	Type      EventType
	Data      json.RawMessage // a JSON object
	CreatedAt time.Time
}

// NewEvent is an event to write with a job change.
type NewEvent struct {
	Type EventType
	Data json.RawMessage
	// Hook, when set, is the webhook event (HookJobCompleted, …) this
	// event triggers: the store queues a JobHook entry for it in the
	// same transaction.
	Hook string
}

// JobHookMaxAttempts is how often River tries a JobHook entry; each
// delivery it makes retries on its own.
const JobHookMaxAttempts = 10

// EventTypeOf is the type of the event that records m: tool calls and
// commits have their own, prompts and replies are messages.
func EventTypeOf(m domain.Message) EventType {
	switch m.Role {
	case domain.RoleTool:
		return EventTool
	case domain.RoleCommit:
		return EventCommit
	}
	return EventMessage
}
