package postgres

import (
	"context"
	"net"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/foliodocs/folio/internal/store"
)

// waitUntil polls ok until it holds, failing the test after 20 s.
func waitUntil(t *testing.T, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// nextNote waits for a notification on ch; Missed ones count.
func nextNote(t *testing.T, ch <-chan store.Notification, what string) store.Notification {
	t.Helper()
	select {
	case n, ok := <-ch:
		if !ok {
			t.Fatalf("%s: the channel closed", what)
		}
		return n
	case <-time.After(20 * time.Second):
		t.Fatalf("%s: nothing in 20 s", what)
	}
	return store.Notification{}
}

// killListener ends the listener connection of db from another session,
// as an administrator or a failover would, and reports how many it ended.
func killListener(t *testing.T, admin, db *DB) int {
	t.Helper()
	var n int
	err := admin.Pool().QueryRow(t.Context(), `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE query = $1 AND pid <> pg_backend_pid()`, `LISTEN `+pgx.Identifier{db.channel}.Sanitize()).Scan(&n)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestListenerReconnects: a listener whose connection is killed
// connects again, tells its listeners that they may have missed
// notifications, and hears the next ones.
func TestListenerReconnects(t *testing.T) {
	t.Parallel()
	url := newSchema(t)
	a, b := openTest(t, url), openTest(t, url)
	ch, err := b.Listen(t.Context(), store.TopicSite)
	if err != nil {
		t.Fatal(err)
	}
	if n := killListener(t, a, b); n != 1 {
		t.Fatalf("killed %d listener connections, want 1", n)
	}
	if n := nextNote(t, ch, "after the kill"); !n.Missed {
		t.Fatalf("first notification after the kill = %+v, want Missed", n)
	}
	waitUntil(t, "b ready again", func() bool { return b.Ping(t.Context()) == nil })
	want := store.Notification{Topic: store.TopicSite, ProjectID: "p"}
	start := time.Now()
	if err := a.Notify(t.Context(), want); err != nil {
		t.Fatal(err)
	}
	if n := nextNote(t, ch, "after reconnecting"); n != want {
		t.Fatalf("after reconnecting: %+v, want %+v", n, want)
	}
	t.Logf("delivered %v after the Notify, on the new connection", time.Since(start))
}

// TestPingListenerDown: a node whose listener cannot connect is not
// ready, though its pool still answers; a node whose database does not
// answer is not ready either, and says so in bounded time.
func TestPingListenerDown(t *testing.T) {
	t.Parallel()
	direct := newSchema(t)
	u, err := url.Parse(direct)
	if err != nil || u.Scheme == "" {
		t.Skip("needs a postgres:// URL")
	}
	px := newProxy(t, u.Host)
	u.Host = px.addr()
	a, b := openTest(t, direct), openTest(t, u.String())
	ch, err := b.Listen(t.Context(), store.TopicSite)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Ping(t.Context()); err != nil {
		t.Fatalf("Ping while listening: %v", err)
	}

	// New connections fail; the pool's stay.
	px.setRefuse(true)
	if n := killListener(t, a, b); n != 1 {
		t.Fatalf("killed %d listener connections, want 1", n)
	}
	waitUntil(t, "Ping to report the listener down", func() bool {
		err := b.Ping(t.Context())
		return err != nil && strings.Contains(err.Error(), "notifications")
	})
	px.setRefuse(false)
	waitUntil(t, "Ping to succeed again", func() bool { return b.Ping(t.Context()) == nil })
	if n := nextNote(t, ch, "after the outage"); !n.Missed {
		t.Fatalf("first notification after the outage = %+v, want Missed", n)
	}
	want := store.Notification{Topic: store.TopicSite, ProjectID: "p"}
	if err := a.Notify(t.Context(), want); err != nil {
		t.Fatal(err)
	}
	if n := nextNote(t, ch, "after the outage"); n != want {
		t.Fatalf("after the outage: %+v, want %+v", n, want)
	}

	// A database that stops answering: Ping returns soon after its
	// context ends.
	px.setHang(true)
	ctx, cancel := context.WithTimeout(t.Context(), 500*time.Millisecond)
	start := time.Now()
	err = b.Ping(ctx)
	cancel()
	if err == nil {
		t.Fatal("Ping of a hung database: no error")
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("Ping of a hung database took %v", took)
	}
	// A database that is gone.
	px.setRefuse(true)
	px.cut()
	px.setHang(false)
	waitUntil(t, "Ping to fail with the database gone", func() bool { return b.Ping(t.Context()) != nil })
}

// proxy forwards TCP connections to a database and can refuse new ones,
// hold the traffic of all, or cut them.
type proxy struct {
	ln     net.Listener
	target string

	mu      sync.Mutex
	refuse  bool
	hung    bool
	release chan struct{} // closed when the traffic may go on
	conns   []net.Conn
}

func newProxy(t *testing.T, target string) *proxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{ln: ln, target: target, release: make(chan struct{})}
	close(p.release)
	t.Cleanup(func() {
		ln.Close()
		p.setHang(false)
		p.cut()
	})
	go p.serve()
	return p
}

func (p *proxy) addr() string { return p.ln.Addr().String() }

func (p *proxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		refuse := p.refuse
		p.mu.Unlock()
		if refuse {
			c.Close()
			continue
		}
		up, err := net.Dial("tcp", p.target)
		if err != nil {
			c.Close()
			continue
		}
		p.mu.Lock()
		p.conns = append(p.conns, c, up)
		p.mu.Unlock()
		go p.pipe(up, c)
		go p.pipe(c, up)
	}
}

// pipe copies from src to dst, holding what it read while the proxy
// hangs.
func (p *proxy) pipe(dst, src net.Conn) {
	defer dst.Close()
	defer src.Close()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			p.mu.Lock()
			release := p.release
			p.mu.Unlock()
			<-release
			if _, werr := dst.Write(buf[:n]); werr != nil {
				return
			}
		}
		if err != nil {
			return
		}
	}
}

func (p *proxy) setRefuse(v bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.refuse = v
}

func (p *proxy) setHang(v bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if v == p.hung {
		return
	}
	p.hung = v
	if v {
		p.release = make(chan struct{})
	} else {
		close(p.release)
	}
}

// cut closes every connection through the proxy.
func (p *proxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}
