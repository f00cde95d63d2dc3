// Package webhook sends a project's job events to its webhooks, the
// Standard Webhooks way (https://www.standardwebhooks.com): a JSON body
// {"type", "timestamp", "data"}, signed with HMAC-SHA256 in the
// webhook-id, webhook-timestamp and webhook-signature headers.
//
// Delivery runs on River. The store queues a store.JobHook entry with
// every job event that triggers a webhook; the fan-out worker reads the
// event and writes one delivery per subscribed webhook, each with a queue
// entry of its own, so a slow endpoint never holds up another. The
// delivery worker POSTs it: a 2xx answer is a success; anything else, a
// redirect included, is retried on a schedule that spans about a day
// (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, with jitter), and every
// attempt is recorded in the delivery log. 410 Gone disables the webhook.
package webhook

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"syscall"
	"time"

	"github.com/riverqueue/river"

	"github.com/foliodocs/folio/internal/store"
)

// Store is what the workers read and write: the webhooks and their
// deliveries, and the job events they deliver. store.Store is one.
type Store interface {
	store.WebhookStore
	Events(ctx context.Context, jobID string, after int64, limit int) ([]store.Event, error)
}

// DefaultSchedule is how long a failed delivery waits before its next
// attempt: after the first failure 5 s, after the second 5 min, and so on;
// eight attempts over about 27 hours, as the specification recommends.
func DefaultSchedule() []time.Duration {
	return []time.Duration{5 * time.Second, 5 * time.Minute, 30 * time.Minute, 2 * time.Hour, 5 * time.Hour, 10 * time.Hour, 10 * time.Hour}
}

// Defaults and limits.
const (
	// DefaultTimeout bounds one attempt, answer included (the
	// specification recommends 15 to 30 s).
	DefaultTimeout = 15 * time.Second
	// DefaultRetention is how long the log keeps a delivery that ended.
	DefaultRetention = 30 * 24 * time.Hour
	// MaxPayload bounds a request body: a larger event is sent thin (the
	// job's id, and "truncated": true).
	MaxPayload = 256 << 10
	// MaxResponse is how much of an answer's body the log keeps.
	MaxResponse = 2 << 10
	// maxDrain is how much more of an answer is read, so the connection
	// can be used again.
	maxDrain = 64 << 10
	// jitter spreads retries by up to this fraction either way.
	jitter = 0.1
)

// Options configure the workers.
type Options struct {
	Store Store
	// Client sends the requests (nil: one of the package's own). Its
	// CheckRedirect is replaced: redirects are never followed.
	Client *http.Client
	Log    *slog.Logger     // nil: discard
	Now    func() time.Time // nil: time.Now; River compares retry times with its own clock
	Rand   io.Reader        // nil: crypto/rand; delivery ids
	// Timeout bounds one attempt (0: DefaultTimeout).
	Timeout time.Duration
	// Schedule is the wait before each retry (nil: DefaultSchedule());
	// a delivery is tried len(Schedule)+1 times.
	Schedule []time.Duration
	// Retention is how long ended deliveries stay in the log (0:
	// DefaultRetention).
	Retention time.Duration
	// DenyPrivate refuses to connect to loopback, private, link-local and
	// other non-public addresses, checked on the address dialled, after
	// DNS (so a name that resolves to one is refused too). It applies to
	// the package's own client only (Client nil); through an HTTPS_PROXY,
	// the proxy's address is the one checked.
	DenyPrivate bool
}

// sender is the state the workers share.
type sender struct {
	store     Store
	client    *http.Client
	log       *slog.Logger
	now       func() time.Time
	rand      io.Reader
	timeout   time.Duration
	schedule  []time.Duration
	retention time.Duration
}

func newSender(o Options) (*sender, error) {
	if o.Store == nil {
		return nil, errors.New("webhook: no store")
	}
	s := &sender{
		store: o.Store, log: o.Log, now: o.Now, rand: o.Rand,
		timeout: o.Timeout, schedule: o.Schedule, retention: o.Retention,
	}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.rand == nil {
		s.rand = rand.Reader
	}
	if s.timeout <= 0 {
		s.timeout = DefaultTimeout
	}
	if s.schedule == nil {
		s.schedule = DefaultSchedule()
	}
	for _, d := range s.schedule {
		if d <= 0 {
			return nil, fmt.Errorf("webhook: schedule: %v is not a wait", d)
		}
	}
	if s.retention <= 0 {
		s.retention = DefaultRetention
	}
	var c http.Client
	if o.Client != nil {
		c = *o.Client
	} else {
		c.Transport = newTransport(o.DenyPrivate)
	}
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	s.client = &c
	return s, nil
}

// newTransport is a copy of the default transport. It honours
// HTTPS_PROXY, so an operator can send webhooks through an egress proxy
// that keeps them off internal addresses (the specification's advice
// against server-side request forgery).
func newTransport(denyPrivate bool) *http.Transport {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.MaxIdleConnsPerHost = 4
	if denyPrivate {
		d := &net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second, Control: denyPrivateAddress}
		t.DialContext = d.DialContext
	}
	return t
}

// nonPublic are the ranges netip has no predicate for: shared address
// space (carrier-grade NAT), "this network", IETF protocol assignments,
// benchmarking, reserved, and NAT64 (which reaches IPv4 through IPv6).
func nonPublic() []netip.Prefix {
	return []netip.Prefix{
		netip.MustParsePrefix("100.64.0.0/10"),
		netip.MustParsePrefix("0.0.0.0/8"),
		netip.MustParsePrefix("192.0.0.0/24"),
		netip.MustParsePrefix("198.18.0.0/15"),
		netip.MustParsePrefix("240.0.0.0/4"),
		netip.MustParsePrefix("64:ff9b::/96"),
	}
}

// denyPrivateAddress is a net.Dialer's Control: it refuses a connection
// to an address that is not public.
func denyPrivateAddress(_, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return fmt.Errorf("refused to connect to %s", address)
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return fmt.Errorf("refused to connect to %s", address)
	}
	ip = ip.Unmap()
	private := ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() ||
		ip.IsInterfaceLocalMulticast() || ip.IsMulticast() || ip.IsUnspecified()
	for _, p := range nonPublic() {
		private = private || p.Contains(ip)
	}
	if private {
		return fmt.Errorf("refused to connect to %s: not a public address", ip)
	}
	return nil
}

// maxAttempts is how often a delivery is tried.
func (s *sender) maxAttempts() int { return len(s.schedule) + 1 }

// delay is the wait after a delivery's failed attempt n (1, 2, …): the
// schedule's, moved by up to ±10%. The jitter is drawn from the delivery
// id and n, so the time the log shows is the time River picks.
func (s *sender) delay(id string, n int) time.Duration {
	if len(s.schedule) == 0 {
		return 0
	}
	d := s.schedule[min(max(n, 1), len(s.schedule))-1]
	h := fnv.New64a()
	fmt.Fprintf(h, "%s/%d", id, n)
	f := float64(h.Sum64()%2001)/1000 - 1 // -1 … 1
	return d + time.Duration(f*jitter*float64(d))
}

// Register adds the webhook workers to workers: the fan-out of
// store.JobHook entries, the deliveries (store.DeliverWebhook) and the
// pruning of the log (PeriodicJobs schedules it). The River client must
// serve store.HookQueue.
func Register(workers *river.Workers, o Options) error {
	s, err := newSender(o)
	if err != nil {
		return err
	}
	if err := river.AddWorkerSafely(workers, &fanOutWorker{s: s}); err != nil {
		return fmt.Errorf("webhook: %w", err)
	}
	if err := river.AddWorkerSafely(workers, &deliveryWorker{s: s}); err != nil {
		return fmt.Errorf("webhook: %w", err)
	}
	if err := river.AddWorkerSafely(workers, &pruneWorker{s: s}); err != nil {
		return fmt.Errorf("webhook: %w", err)
	}
	return nil
}

// PruneDeliveries is the queue entry that deletes the deliveries that
// ended longer ago than the retention.
type PruneDeliveries struct{}

// Kind names the entry in River's tables.
func (PruneDeliveries) Kind() string { return "folio_webhook_prune" }

// InsertOpts puts it on the hook queue.
func (PruneDeliveries) InsertOpts() river.InsertOpts {
	return river.InsertOpts{Queue: store.HookQueue, MaxAttempts: 3}
}

// PeriodicJobs are the River periodic jobs of the webhooks, for the
// client's Config.PeriodicJobs: the log's pruning, hourly.
func PeriodicJobs() []*river.PeriodicJob {
	return []*river.PeriodicJob{
		river.NewPeriodicJob(river.PeriodicInterval(time.Hour), func() (river.JobArgs, *river.InsertOpts) {
			return PruneDeliveries{}, nil
		}, &river.PeriodicJobOpts{ID: "folio_webhook_prune", RunOnStart: true}),
	}
}

type pruneWorker struct {
	river.WorkerDefaults[PruneDeliveries]
	s *sender
}

func (w *pruneWorker) Work(ctx context.Context, _ *river.Job[PruneDeliveries]) error {
	n, err := w.s.store.PruneDeliveries(ctx, w.s.now().Add(-w.s.retention))
	if err != nil {
		return fmt.Errorf("prune webhook deliveries: %w", err)
	}
	if n > 0 {
		w.s.log.InfoContext(ctx, "webhook: pruned deliveries", "count", n)
	}
	return nil
}
