package api

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// keepAliveEvery is how often an idle event stream sends a comment, so
// that proxies do not close it.
const keepAliveEvery = 15 * time.Second

// eventBatch is how many events a stream reads from the store at once.
const eventBatch = 200

// jobEvents answers GET /v2/agent/{projectId}/job/{id}/events with the
// job's event log as Server-Sent Events: every event after Last-Event-ID
// (all of them without one), then each new one as it is written, and
// "done" once the job is completed, failed or archived and every event
// up to that is sent. An event's id is its sequence number in the job's
// log; its type and data are as stored (see store.EventType).
//
// The stream wakes when the store notifies new events of the job, or a
// change of its project, from whichever node wrote them; it also looks
// every Options.EventPoll, in case a notification was lost.
func (s *Server) jobEvents(w http.ResponseWriter, r *http.Request, rq *request) error {
	ctx := r.Context()
	j, err := s.store.Job(ctx, rq.project.ID, rq.jobID)
	if err != nil {
		return notFoundOr(err, "load job")
	}
	var after int64
	if v := r.Header.Get("Last-Event-ID"); v != "" {
		if n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64); err == nil && n > 0 {
			after = n
		}
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no") // nginx: pass events on at once
	if r.Method == "HEAD" {
		w.WriteHeader(http.StatusOK)
		return nil
	}
	// Listening before the first read: an event written after the read
	// wakes the stream, wherever it was written.
	notes, err := s.store.Listen(ctx, store.TopicJob, store.TopicProject)
	if err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return fmt.Errorf("listen for events: %w", err)
	}
	rc := http.NewResponseController(w)
	// The server's write timeout is for ordinary answers, not streams.
	_ = rc.SetWriteDeadline(time.Time{})
	w.WriteHeader(http.StatusOK)

	es := &eventStream{w: w, rc: rc}
	if err := es.write("retry: 2000\n\n"); err != nil {
		return nil // the client left
	}
	poll := time.NewTicker(s.eventPoll)
	defer poll.Stop()
	idle := time.NewTimer(keepAliveEvery)
	defer idle.Stop()
	wakes := func(n store.Notification) bool {
		return n.Missed || n.ProjectID == j.ProjectID && (n.Topic == store.TopicProject || n.JobID == j.ID)
	}
	for {
		// What was notified before this read is in it.
		notes = drain(notes)
		// Read the job before the events: a job seen ended has written
		// its last status event already, so the events read next hold it.
		if j, err = s.store.Job(ctx, rq.project.ID, rq.jobID); err != nil {
			if errors.Is(err, store.ErrNotFound) {
				// The job went with its project: nothing more will happen.
				es.done("deleted")
				return nil
			}
			if ctx.Err() != nil {
				return nil
			}
			return fmt.Errorf("poll job: %w", err)
		}
		for {
			evs, err := s.store.Events(ctx, j.ID, after, eventBatch)
			if err != nil {
				if ctx.Err() != nil {
					return nil
				}
				return fmt.Errorf("read events: %w", err)
			}
			for _, e := range evs {
				if err := es.event(e); err != nil {
					return nil
				}
				after = e.Seq
				idle.Reset(keepAliveEvery)
			}
			if len(evs) < eventBatch {
				break
			}
		}
		if terminal(j.Status) {
			es.done(j.Status)
			return nil
		}
	wait:
		for {
			select {
			case <-ctx.Done():
				return nil
			case <-s.draining:
				es.closing()
				return nil
			case <-poll.C:
				break wait
			case <-idle.C:
				if err := es.write(": keep-alive\n\n"); err != nil {
					return nil
				}
				idle.Reset(keepAliveEvery)
			case n, ok := <-notes:
				if !ok {
					// The store is closing: the polls go on until the
					// server ends the stream.
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

func terminal(s domain.JobStatus) bool {
	return s == domain.StatusCompleted || s == domain.StatusFailed || s == domain.StatusArchived
}

// eventStream writes Server-Sent Events.
type eventStream struct {
	w  http.ResponseWriter
	rc *http.ResponseController
}

func (es *eventStream) event(e store.Event) error {
	// Stored data is one line of JSON; a newline would end the event.
	data := strings.ReplaceAll(string(e.Data), "\n", "")
	return es.write(fmt.Sprintf("id: %d\nevent: %s\ndata: %s\n\n", e.Seq, e.Type, data))
}

func (es *eventStream) done(status domain.JobStatus) {
	es.write(fmt.Sprintf("event: done\ndata: {\"status\":%q}\n\n", status))
}

// closing tells the client that the server is going away before the
// job ended: reconnect, with Last-Event-ID, to resume.
func (es *eventStream) closing() {
	es.write("event: closing\ndata: {\"reason\":\"the server is shutting down; reconnect with Last-Event-ID to resume\"}\n\n")
}

func (es *eventStream) write(s string) error {
	if _, err := es.w.Write([]byte(s)); err != nil {
		return err
	}
	return es.rc.Flush()
}
