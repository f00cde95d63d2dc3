package jobs

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// Defaults of FollowOptions.
const (
	DefaultFollowPoll = 5 * time.Second
	// DefaultKeepAlive suits proxies that close a connection idle for
	// 30 or 60 seconds.
	DefaultKeepAlive = 15 * time.Second
)

// followBatch is how many events a follower reads from the store at
// once.
const followBatch = 200

// FollowStore is what a Follower reads.
type FollowStore interface {
	Job(ctx context.Context, projectID, id string) (domain.Job, error)
	Events(ctx context.Context, jobID string, after int64, limit int) ([]store.Event, error)
	Listen(ctx context.Context, topics ...store.Topic) (<-chan store.Notification, error)
}

// FollowOptions configure a Follower.
type FollowOptions struct {
	// After is the last event the client has: the follower hands over
	// those after it (0: all).
	After int64
	// Poll is how often the follower looks at the job again without
	// being notified, in case a notification was lost (0:
	// DefaultFollowPoll); KeepAlive how long it stays silent before it
	// hands over a keep-alive (0: DefaultKeepAlive).
	Poll, KeepAlive time.Duration
	// Stop, when closed, ends the follow with Stopped: the server is
	// going away (nil: never).
	Stop <-chan struct{}
}

// Update is one thing a Follower hands over: exactly one field is set.
type Update struct {
	// Job is the job as read now, when it differs from the last one
	// handed over (the first read is always handed over). It is read
	// before the events that follow it, so it may be older than they are;
	// the notification of those events makes the next read newer.
	Job *domain.Job
	// Event is the next event of the job's log.
	Event *store.Event
	// KeepAlive: nothing happened for FollowOptions.KeepAlive.
	KeepAlive bool
}

// FollowEnd is why a follow ended when it ended by itself.
type FollowEnd struct {
	// Status is the job's final status: it completed, failed or was
	// archived, and every event up to that was handed over.
	Status domain.JobStatus
	// Deleted: the job went with its project; nothing more will happen.
	Deleted bool
	// Stopped: FollowOptions.Stop was closed.
	Stopped bool
}

// Follower hands over a job's event log as it grows, wherever it is
// written: an API event stream and the dashboard's job page read the log
// through it alike. It wakes when the store notifies new events of the
// job (or a change of its project) from any node, and also looks every
// Poll, in case a notification was lost. It starts no goroutine.
type Follower struct {
	st               FollowStore
	projectID, jobID string
	o                FollowOptions
	notes            <-chan store.Notification
}

// Follow starts to listen for the job's notifications, so that an event
// written from now on wakes the follower, and returns it; Run hands the
// log over. ctx bounds the listening, and must be Run's too.
func Follow(ctx context.Context, st FollowStore, projectID, jobID string, o FollowOptions) (*Follower, error) {
	if o.Poll <= 0 {
		o.Poll = DefaultFollowPoll
	}
	if o.KeepAlive <= 0 {
		o.KeepAlive = DefaultKeepAlive
	}
	notes, err := st.Listen(ctx, store.TopicJob, store.TopicProject)
	if err != nil {
		return nil, fmt.Errorf("listen for events: %w", err)
	}
	return &Follower{st: st, projectID: projectID, jobID: jobID, o: o, notes: notes}, nil
}

// Run hands yield the job, every event after FollowOptions.After and each
// new one as it is written, until the job has ended (completed, failed,
// archived: its last events handed over), is deleted, or Stop is closed;
// or until ctx ends or yield fails, whose error it returns.
func (f *Follower) Run(ctx context.Context, yield func(Update) error) (FollowEnd, error) {
	poll := time.NewTicker(f.o.Poll)
	defer poll.Stop()
	idle := time.NewTimer(f.o.KeepAlive)
	defer idle.Stop()
	after := f.o.After
	var seen *domain.Job
	notes := f.notes
	wakes := func(n store.Notification) bool {
		return n.Missed || n.ProjectID == f.projectID && (n.Topic == store.TopicProject || n.JobID == f.jobID)
	}
	for {
		// What was notified before this read is in it.
		notes = drain(notes)
		// Read the job before the events: a job seen ended has written
		// its last status event already, so the events read next hold it.
		j, err := f.st.Job(ctx, f.projectID, f.jobID)
		if errors.Is(err, store.ErrNotFound) {
			return FollowEnd{Deleted: true}, nil
		}
		if err != nil {
			return FollowEnd{}, fmt.Errorf("read job: %w", err)
		}
		if seen == nil || !sameJob(*seen, j) {
			seen = &j
			if err := yield(Update{Job: &j}); err != nil {
				return FollowEnd{}, err
			}
		}
		for {
			evs, err := f.st.Events(ctx, f.jobID, after, followBatch)
			if err != nil {
				return FollowEnd{}, fmt.Errorf("read events: %w", err)
			}
			for i := range evs {
				if err := yield(Update{Event: &evs[i]}); err != nil {
					return FollowEnd{}, err
				}
				after = evs[i].Seq
				idle.Reset(f.o.KeepAlive)
			}
			if len(evs) < followBatch {
				break
			}
		}
		if Ended(j.Status) {
			return FollowEnd{Status: j.Status}, nil
		}
	wait:
		for {
			select {
			case <-ctx.Done():
				return FollowEnd{}, ctx.Err()
			case <-f.o.Stop:
				return FollowEnd{Stopped: true}, nil
			case <-poll.C:
				break wait
			case <-idle.C:
				if err := yield(Update{KeepAlive: true}); err != nil {
					return FollowEnd{}, err
				}
				idle.Reset(f.o.KeepAlive)
			case n, ok := <-notes:
				if !ok {
					// The store is closing: the polls go on until the
					// stream ends.
					notes = nil
					continue
				}
				if wakes(n) {
					break wait
				}
			}
		}
	}
}

// sameJob reports whether a and b show the same: a job's UpdatedAt moves
// with every write of the job.
func sameJob(a, b domain.Job) bool {
	return a.UpdatedAt.Equal(b.UpdatedAt) && a.Status == b.Status && a.Phase == b.Phase && a.PRLink == b.PRLink && a.PR == b.PR
}

// drain discards the notifications ch holds now and returns ch, or nil
// once it is closed.
func drain(ch <-chan store.Notification) <-chan store.Notification {
	for {
		select {
		case _, ok := <-ch:
			if !ok {
				return nil
			}
		default:
			return ch
		}
	}
}

// Ended reports whether a job in status s has stopped for good or until
// a follow-up: completed, failed or archived.
func Ended(s domain.JobStatus) bool {
	return s == domain.StatusCompleted || s == domain.StatusFailed || s == domain.StatusArchived
}
