package postgres

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/foliodocs/folio/internal/store"
)

// Notifications travel as NOTIFY on one channel per schema (the nodes of
// one service share it; tests and other services on the database do
// not), their payload the JSON of a store.Notification. The node's
// listener holds a connection of its own, outside the pool, that LISTENs
// on the channel, and hands what it hears to the store's Hub.

// Timings of the listener.
const (
	// listenConnectTimeout bounds connecting and LISTEN.
	listenConnectTimeout = 10 * time.Second
	// listenIdle is how long the listener waits in silence before it
	// checks that its connection still answers: a dropped network may
	// not close it.
	listenIdle = 30 * time.Second
	// listenPingTimeout bounds that check.
	listenPingTimeout = 5 * time.Second
	// Reconnecting waits from listenBackoffMin, doubling up to
	// listenBackoffMax.
	listenBackoffMin = 100 * time.Millisecond
	listenBackoffMax = 5 * time.Second
)

// channelName is the NOTIFY channel of the tables in schema. PostgreSQL
// cuts identifiers at 63 bytes, so a long schema name is hashed.
func channelName(schema string) string {
	name := "folio:" + schema
	if len(name) > 63 {
		sum := sha256.Sum256([]byte(schema))
		name = "folio:" + hex.EncodeToString(sum[:16])
	}
	return name
}

// notify sends n on the store's channel through q: in a transaction, it
// is delivered when the transaction commits, and not at all if it rolls
// back.
func (d *DB) notify(ctx context.Context, q querier, n store.Notification) error {
	payload, err := json.Marshal(n)
	if err != nil {
		return fmt.Errorf("notify: %w", err)
	}
	if _, err := q.Exec(ctx, `SELECT pg_notify($1, $2)`, d.channel, string(payload)); err != nil {
		return fmt.Errorf("notify: %w", err)
	}
	return nil
}

// Notify sends n to the listeners of its topic on every node.
func (d *DB) Notify(ctx context.Context, n store.Notification) error {
	return d.notify(ctx, d.pool, n)
}

// Listen subscribes to topics until ctx ends. The first Listen starts the
// node's listener and waits for its first attempt to connect (or for
// ctx); the listener then keeps going, reconnecting, until Close.
func (d *DB) Listen(ctx context.Context, topics ...store.Topic) (<-chan store.Notification, error) {
	first, err := d.listen.start()
	if err != nil {
		return nil, err
	}
	select {
	case <-first:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	// Subscribed after the first attempt: if it connected, nothing sent
	// from now on is lost; if not, the next connection reports a gap.
	return d.notes.Listen(ctx, topics...)
}

// listener is the node's LISTEN connection and its reconnecting loop.
type listener struct {
	cfg     *pgx.ConnConfig
	channel string
	hub     *store.Hub
	log     *slog.Logger

	mu      sync.Mutex
	started bool
	closed  bool
	first   chan struct{} // closed when the first attempt to connect ended
	stop    context.CancelFunc
	done    chan struct{} // closed when the loop has returned
	// listening is set while the connection LISTENs; err says why it
	// does not.
	listening bool
	err       error
}

func newListener(cfg *pgx.ConnConfig, channel string, hub *store.Hub, log *slog.Logger) *listener {
	return &listener{cfg: cfg, channel: channel, hub: hub, log: log,
		first: make(chan struct{}), done: make(chan struct{})}
}

// start starts the loop unless it runs, and returns the channel closed
// when its first attempt ended.
func (l *listener) start() (<-chan struct{}, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return nil, store.ErrClosed
	}
	if !l.started {
		l.started = true
		ctx, cancel := context.WithCancel(context.Background())
		l.stop = cancel
		go l.run(ctx)
	}
	return l.first, nil
}

// close stops the loop and waits for it.
func (l *listener) close() {
	l.mu.Lock()
	l.closed = true
	started := l.started
	l.mu.Unlock()
	if started {
		l.stop()
		<-l.done
	}
}

// health is nil unless the listener runs and is not listening.
func (l *listener) health() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.started || l.closed || l.listening {
		return nil
	}
	if l.err != nil {
		return fmt.Errorf("notifications: not listening: %w", l.err)
	}
	return errors.New("notifications: not listening yet")
}

func (l *listener) setState(listening bool, err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.listening, l.err = listening, err
}

// run connects, listens and reconnects until ctx ends.
func (l *listener) run(ctx context.Context) {
	defer close(l.done)
	backoff := listenBackoffMin
	firstAttempt, down := true, false
	for {
		conn, err := l.connect(ctx)
		if err == nil {
			l.setState(true, nil)
			if !firstAttempt {
				// Whatever was sent while no connection listened is
				// lost: every listener must look again.
				l.hub.Gap()
			}
			if down {
				l.log.Info("notifications: listening again", "channel", l.channel)
				down = false
			}
			backoff = listenBackoffMin
		}
		if firstAttempt {
			firstAttempt = false
			close(l.first)
		}
		if err == nil {
			err = l.wait(ctx, conn)
			conn.Close(context.WithoutCancel(ctx))
		}
		if ctx.Err() != nil {
			l.setState(false, store.ErrClosed)
			return
		}
		l.setState(false, err)
		if !down {
			l.log.Warn("notifications: not listening; reconnecting", "channel", l.channel, "err", err)
			down = true
		}
		// Half the backoff, plus up to as much again: nodes that lost the
		// database together do not come back together.
		t := time.NewTimer(backoff/2 + rand.N(backoff/2+1))
		select {
		case <-ctx.Done():
			t.Stop()
			l.setState(false, store.ErrClosed)
			return
		case <-t.C:
		}
		backoff = min(2*backoff, listenBackoffMax)
	}
}

// connect opens a connection and LISTENs on the channel.
func (l *listener) connect(ctx context.Context) (*pgx.Conn, error) {
	ctx, cancel := context.WithTimeout(ctx, listenConnectTimeout)
	defer cancel()
	conn, err := pgx.ConnectConfig(ctx, l.cfg)
	if err != nil {
		return nil, err
	}
	if _, err := conn.Exec(ctx, `LISTEN `+pgx.Identifier{l.channel}.Sanitize()); err != nil {
		conn.Close(context.WithoutCancel(ctx))
		return nil, err
	}
	return conn, nil
}

// wait hands the connection's notifications to the hub until the
// connection fails (its error) or ctx ends.
func (l *listener) wait(ctx context.Context, conn *pgx.Conn) error {
	for {
		wctx, cancel := context.WithTimeout(ctx, listenIdle)
		n, err := conn.WaitForNotification(wctx)
		cancel()
		if n != nil {
			var note store.Notification
			if jerr := json.Unmarshal([]byte(n.Payload), &note); jerr != nil || note.Topic == "" {
				l.log.Debug("notifications: payload not understood", "payload", n.Payload)
			} else {
				l.hub.Publish(note)
			}
		}
		switch {
		case err == nil:
		case ctx.Err() != nil:
			return ctx.Err()
		case wctx.Err() != nil && !conn.IsClosed():
			// Silence: the connection must still answer.
			pctx, cancel := context.WithTimeout(ctx, listenPingTimeout)
			err = conn.Ping(pctx)
			cancel()
			if err != nil {
				return fmt.Errorf("ping: %w", err)
			}
		default:
			return err
		}
	}
}
