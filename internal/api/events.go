package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/store"
)

// keepAliveEvery is how often an idle event stream sends a comment, so
// that proxies do not close it.
const keepAliveEvery = 15 * time.Second

// jobEvents answers GET /v2/agent/{projectId}/job/{id}/events with a stream
// of Server-Sent Events: "status" with the job whenever it changes, "done"
// when it ends. See the package documentation for what is not there yet.
func (s *Server) jobEvents(w http.ResponseWriter, r *http.Request, rq *request) error {
	ctx := r.Context()
	j, err := s.store.Job(ctx, rq.project.ID, rq.jobID)
	if err != nil {
		return notFoundOr(err, "load job")
	}
	var lastID int64
	if v := r.Header.Get("Last-Event-ID"); v != "" {
		if n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64); err == nil && n > 0 {
			lastID = n
		}
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no") // nginx: pass events on at once
	if r.Method == "HEAD" {
		w.WriteHeader(http.StatusOK)
		return nil
	}
	rc := http.NewResponseController(w)
	// The server's write timeout is for ordinary answers, not streams.
	_ = rc.SetWriteDeadline(time.Time{})
	w.WriteHeader(http.StatusOK)

	es := &eventStream{w: w, rc: rc, sent: lastID}
	if err := es.comment("retry: 2000\n"); err != nil {
		return nil // the client left
	}
	poll := time.NewTicker(s.eventPoll)
	defer poll.Stop()
	lastWrite := time.Now()
	for {
		wrote, err := es.status(j)
		if err != nil {
			return nil
		}
		if terminal(j.Status) {
			es.done(j.Status)
			return nil
		}
		if wrote {
			lastWrite = time.Now()
		} else if time.Since(lastWrite) >= keepAliveEvery {
			if err := es.comment(": keep-alive\n"); err != nil {
				return nil
			}
			lastWrite = time.Now()
		}
		select {
		case <-ctx.Done():
			return nil
		case <-poll.C:
		}
		j, err = s.store.Job(ctx, rq.project.ID, rq.jobID)
		if errors.Is(err, store.ErrNotFound) {
			// The job went with its project: nothing more will happen.
			es.done("deleted")
			return nil
		}
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return fmt.Errorf("poll job: %w", err)
		}
	}
}

func terminal(s store.JobStatus) bool {
	return s == store.StatusCompleted || s == store.StatusFailed || s == store.StatusArchived
}

// eventStream writes events and remembers the last state it sent.
type eventStream struct {
	w    http.ResponseWriter
	rc   *http.ResponseController
	sent int64  // the last event id sent (or the client's Last-Event-ID)
	last []byte // the last status data sent
}

// eventID is a job state's event id: its updatedAt in microseconds.
func eventID(j store.Job) int64 { return j.UpdatedAt.UnixMicro() }

// status sends the job unless the client has seen this state: its id is
// not past the last one sent. A change that did not move updatedAt forward
// (a clock set back) is still sent, with the next id.
func (es *eventStream) status(j store.Job) (bool, error) {
	data, err := json.Marshal(renderJob(j))
	if err != nil {
		return false, fmt.Errorf("encode job: %w", err)
	}
	id := eventID(j)
	switch {
	case id > es.sent:
	case es.last != nil && !bytes.Equal(data, es.last):
		id = es.sent + 1
	default:
		return false, nil
	}
	es.sent, es.last = id, data
	return true, es.write(fmt.Sprintf("id: %d\nevent: status\ndata: %s\n\n", id, data))
}

func (es *eventStream) done(status store.JobStatus) {
	es.write(fmt.Sprintf("event: done\ndata: {\"status\":%q}\n\n", status))
}

func (es *eventStream) comment(line string) error { return es.write(line + "\n") }

func (es *eventStream) write(s string) error {
	if _, err := es.w.Write([]byte(s)); err != nil {
		return err
	}
	return es.rc.Flush()
}
