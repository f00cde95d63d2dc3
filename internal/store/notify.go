package store

import (
	"context"
	"errors"
	"slices"
	"sync"
)

// Topic names what a notification is about.
type Topic string

// The topics of the service's notifications.
const (
	// TopicSite: a project's branch may have moved (a push hook, a merge
	// in the built-in review); every node refreshes the project's site.
	// UpdateChange sends it when a change becomes merged; a push hook's
	// handler sends it itself.
	TopicSite Topic = "site"
	// TopicProject: a project was created, changed or deleted. The store
	// sends it with the write.
	TopicProject Topic = "project"
	// TopicJob: events were added to a job's log (JobID). The store sends
	// it with the write, with the job's ProjectID.
	TopicJob Topic = "job"
)

// Notification is a short message to the listeners of its topic on every
// node: it says what changed, the listener reads the rest from the store.
type Notification struct {
	Topic     Topic  `json:"t"`
	ProjectID string `json:"p,omitempty"`
	JobID     string `json:"j,omitempty"`
	// Missed is set (and nothing else) on the notification that tells a
	// listener that some may have been lost since it listened: the
	// connection that carries them was down, or the listener fell behind.
	// Whatever it follows may have changed without a word.
	Missed bool `json:"-"`
}

// ErrClosed is what Listen returns on a closed store.
var ErrClosed = errors.New("store closed")

// Notifier carries notifications between the nodes that share a database,
// and within a node. Delivery is prompt (well within a second) but not
// guaranteed, so a listener still looks again now and then; what it is
// guaranteed is to hear of a gap: a notification sent after Listen returned
// reaches the listener, or a Missed one does after it.
type Notifier interface {
	// Notify sends n to the listeners of n.Topic on every node, this one
	// included.
	Notify(ctx context.Context, n Notification) error
	// Listen subscribes to topics until ctx ends, when the channel is
	// closed; closing the store closes it too. A listener that does not
	// read its channel loses notifications (and is told so by a Missed
	// one), never holds others up.
	Listen(ctx context.Context, topics ...Topic) (<-chan Notification, error)
}

// listenBuffer is how many notifications a listener may leave unread
// before it starts losing them.
const listenBuffer = 64

// Hub hands notifications to the listeners of one process: all of
// Notifier on one node (store/sqlite), and the local half of one over a
// database (store/postgres, which publishes what its connection hears).
// The zero Hub is ready; its methods are safe for concurrent use.
type Hub struct {
	mu     sync.Mutex
	subs   map[*subscription]struct{}
	closed bool
}

// subscription is one Listen.
type subscription struct {
	topics []Topic
	ch     chan Notification
	// missed is set when a notification could not be handed over, or
	// may have been lost upstream: the next one handed over says so.
	missed bool
}

var _ Notifier = (*Hub)(nil)

// Notify publishes n in this process: the Notifier of a single node.
func (h *Hub) Notify(_ context.Context, n Notification) error {
	h.Publish(n)
	return nil
}

// Listen adds a listener of topics until ctx ends.
func (h *Hub) Listen(ctx context.Context, topics ...Topic) (<-chan Notification, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	s := &subscription{topics: slices.Clone(topics), ch: make(chan Notification, listenBuffer)}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return nil, ErrClosed
	}
	if h.subs == nil {
		h.subs = map[*subscription]struct{}{}
	}
	h.subs[s] = struct{}{}
	context.AfterFunc(ctx, func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		if _, ok := h.subs[s]; ok {
			delete(h.subs, s)
			close(s.ch)
		}
	})
	return s.ch, nil
}

// Publish hands n to every listener of its topic, without waiting for
// any.
func (h *Hub) Publish(n Notification) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for s := range h.subs {
		if slices.Contains(s.topics, n.Topic) {
			s.send(n)
		}
	}
}

// Gap tells every listener that notifications may have been lost.
func (h *Hub) Gap() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for s := range h.subs {
		s.missed = true
		s.send(Notification{Missed: true})
	}
}

// Close closes every listener's channel; later Subscribes fail.
func (h *Hub) Close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.closed = true
	for s := range h.subs {
		close(s.ch)
	}
	h.subs = nil
}

// send hands n over unless the channel is full; a gap is reported first.
// The hub's mutex is held.
func (s *subscription) send(n Notification) {
	if s.missed {
		select {
		case s.ch <- Notification{Missed: true}:
			s.missed = false
		default:
			return
		}
		if n.Missed {
			return
		}
	}
	select {
	case s.ch <- n:
	default:
		s.missed = true
	}
}
