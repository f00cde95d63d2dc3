package api

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/store"
)

// jobEvents answers GET /v2/agent/{projectId}/job/{id}/events with the
// job's event log as Server-Sent Events: every event after Last-Event-ID
// (all of them without one), then each new one as it is written, and
// "done" once the job is completed, failed or archived and every event
// up to that is sent. An event's id is its sequence number in the job's
// log; its type and data are as stored (see store.EventType).
//
// The log is read through jobs.Follower, which wakes when the store
// notifies new events of the job, or a change of its project, from
// whichever node wrote them; it also looks every Options.EventPoll, in
// case a notification was lost.
func (s *Server) jobEvents(w http.ResponseWriter, r *http.Request, rq *request) error {
	ctx := r.Context()
	if _, err := s.store.Job(ctx, rq.project.ID, rq.jobID); err != nil {
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
	f, err := jobs.Follow(ctx, s.store, rq.project.ID, rq.jobID, jobs.FollowOptions{After: after, Poll: s.eventPoll, Stop: s.draining})
	if err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return err
	}
	rc := http.NewResponseController(w)
	// The server's write timeout is for ordinary answers, not streams.
	_ = rc.SetWriteDeadline(time.Time{})
	w.WriteHeader(http.StatusOK)

	es := &eventStream{w: w, rc: rc}
	if err := es.write("retry: 2000\n\n"); err != nil {
		return nil // the client left
	}
	end, err := f.Run(ctx, func(u jobs.Update) error {
		switch {
		case u.Event != nil:
			return es.event(*u.Event)
		case u.KeepAlive:
			return es.write(": keep-alive\n\n")
		}
		return nil
	})
	switch {
	case err != nil:
		if ctx.Err() != nil || errors.Is(err, errClientGone) {
			return nil
		}
		return err
	case end.Deleted:
		es.done("deleted")
	case end.Stopped:
		es.closing()
	default:
		es.done(end.Status)
	}
	return nil
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

// errClientGone is a write to a stream whose client left.
var errClientGone = errors.New("event stream client gone")

func (es *eventStream) write(s string) error {
	if _, err := es.w.Write([]byte(s)); err != nil {
		return fmt.Errorf("%w: %w", errClientGone, err)
	}
	if err := es.rc.Flush(); err != nil {
		return fmt.Errorf("%w: %w", errClientGone, err)
	}
	return nil
}
