package webhook

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/riverqueue/river"

	"github.com/foliodocs/folio/internal/store"
)

// TestEvent is the type of the event "send test event" delivers.
const TestEvent = "webhook.test"

// userAgent names the sender to receivers.
const userAgent = "Folio-Webhooks/1.0"

// maxErrorText bounds an attempt's error text.
const maxErrorText = 500

// Payload is the body of a delivery: the event's type, when it happened
// (RFC 3339, UTC) and its data, verbatim. When that would exceed
// MaxPayload the data is only {"id": jobID, "truncated": true}: the
// receiver reads the rest from the API.
func Payload(event string, at time.Time, data json.RawMessage, jobID string) ([]byte, error) {
	var compact bytes.Buffer
	if err := json.Compact(&compact, data); err != nil {
		return nil, fmt.Errorf("payload of %s: the event's data is not JSON: %w", event, err)
	}
	if compact.Len() > MaxPayload {
		thin, err := json.Marshal(struct {
			ID        string `json:"id"`
			Truncated bool   `json:"truncated"`
		}{jobID, true})
		if err != nil {
			return nil, fmt.Errorf("payload of %s: %w", event, err)
		}
		compact.Reset()
		compact.Write(thin)
	}
	// Written by hand so the data stays as it was (json.Marshal would
	// escape <, > and &).
	var b bytes.Buffer
	b.WriteString(`{"type":`)
	if err := writeString(&b, event); err != nil {
		return nil, fmt.Errorf("payload of %s: %w", event, err)
	}
	b.WriteString(`,"timestamp":`)
	if err := writeString(&b, at.UTC().Format(time.RFC3339Nano)); err != nil {
		return nil, fmt.Errorf("payload of %s: %w", event, err)
	}
	b.WriteString(`,"data":`)
	b.Write(compact.Bytes())
	b.WriteByte('}')
	return b.Bytes(), nil
}

func writeString(b *bytes.Buffer, s string) error {
	q, err := json.Marshal(s)
	if err != nil {
		return err
	}
	b.Write(q)
	return nil
}

// newDeliveryID returns a webhook-id: "msg_" and 24 base62 characters.
func newDeliveryID(r io.Reader) (string, error) {
	s, err := randomString(r, 24)
	if err != nil {
		return "", err
	}
	return "msg_" + s, nil
}

// TestDelivery returns a delivery of a test event to w, tried once: what
// "send test event" queues. r supplies its id (nil: crypto/rand).
func TestDelivery(r io.Reader, w store.Webhook, now time.Time) (store.NewDelivery, error) {
	id, err := newDeliveryID(r)
	if err != nil {
		return store.NewDelivery{}, fmt.Errorf("test delivery: %w", err)
	}
	data, err := json.Marshal(map[string]string{
		"webhookId": w.ID,
		"projectId": w.ProjectID,
		"message":   "This is a test event from Folio. Check its signature as you would a job event's.",
	})
	if err != nil {
		return store.NewDelivery{}, fmt.Errorf("test delivery: %w", err)
	}
	body, err := Payload(TestEvent, now, data, "")
	if err != nil {
		return store.NewDelivery{}, fmt.Errorf("test delivery: %w", err)
	}
	return store.NewDelivery{
		Delivery:    store.Delivery{ID: id, WebhookID: w.ID, Event: TestEvent, Payload: body, CreatedAt: now},
		MaxAttempts: 1,
	}, nil
}

// fanOutWorker turns one job event into a delivery per subscribed
// webhook.
type fanOutWorker struct {
	river.WorkerDefaults[store.JobHook]
	s *sender
}

func (w *fanOutWorker) Work(ctx context.Context, job *river.Job[store.JobHook]) error {
	h := job.Args
	s := w.s
	evs, err := s.store.Events(ctx, h.JobID, h.Seq-1, 1)
	if err != nil {
		return fmt.Errorf("webhook fan-out of %s/%d: %w", h.JobID, h.Seq, err)
	}
	if len(evs) == 0 || evs[0].Seq != h.Seq {
		// The job went with its project: nothing left to tell.
		s.log.InfoContext(ctx, "webhook: the event is gone", "job", h.JobID, "seq", h.Seq)
		return nil
	}
	ev := evs[0]
	hooks, err := s.store.Webhooks(ctx, h.ProjectID)
	if err != nil {
		return fmt.Errorf("webhook fan-out of %s/%d: %w", h.JobID, h.Seq, err)
	}
	var ds []store.NewDelivery
	var body []byte
	for _, wh := range hooks {
		if !wh.Enabled() || !wh.Wants(h.Hook) {
			continue
		}
		if body == nil {
			if body, err = Payload(h.Hook, ev.CreatedAt, ev.Data, h.JobID); err != nil {
				// A retry cannot fix the event: log it and move on.
				s.log.ErrorContext(ctx, "webhook: event not sent", "job", h.JobID, "seq", h.Seq, "err", err)
				return nil
			}
		}
		id, err := newDeliveryID(s.rand)
		if err != nil {
			return fmt.Errorf("webhook fan-out of %s/%d: %w", h.JobID, h.Seq, err)
		}
		ds = append(ds, store.NewDelivery{
			Delivery: store.Delivery{
				ID: id, WebhookID: wh.ID, JobID: h.JobID, Seq: h.Seq, Event: h.Hook, Payload: body, CreatedAt: s.now(),
			},
			MaxAttempts: s.maxAttempts(),
		})
	}
	if len(ds) == 0 {
		return nil
	}
	n, err := s.store.EnqueueDeliveries(ctx, ds)
	if errors.Is(err, store.ErrNotFound) {
		// A webhook was deleted since the list was read: read it again.
		return fmt.Errorf("webhook fan-out of %s/%d: the webhooks changed: %w", h.JobID, h.Seq, err)
	}
	if err != nil {
		return fmt.Errorf("webhook fan-out of %s/%d: %w", h.JobID, h.Seq, err)
	}
	s.log.DebugContext(ctx, "webhook: event queued", "job", h.JobID, "seq", h.Seq, "event", h.Hook, "deliveries", n)
	return nil
}

// deliveryWorker makes one attempt at a delivery per run; River runs it
// again on the schedule until it succeeds or runs out of attempts.
type deliveryWorker struct {
	river.WorkerDefaults[store.DeliverWebhook]
	s *sender
}

// Timeout leaves the attempt's own timeout room to fire first.
func (w *deliveryWorker) Timeout(*river.Job[store.DeliverWebhook]) time.Duration {
	return w.s.timeout + 30*time.Second
}

// NextRetry is when the delivery is tried again after a failed attempt.
func (w *deliveryWorker) NextRetry(job *river.Job[store.DeliverWebhook]) time.Time {
	return w.s.now().Add(w.s.delay(job.Args.DeliveryID, job.Attempt))
}

// errGone marks a 410 answer.
var errGone = errors.New("the endpoint answered 410 Gone")

func (w *deliveryWorker) Work(ctx context.Context, job *river.Job[store.DeliverWebhook]) error {
	s := w.s
	id := job.Args.DeliveryID
	d, err := s.store.Delivery(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return river.JobCancel(fmt.Errorf("delivery %s: deleted with its webhook", id))
	}
	if err != nil {
		return fmt.Errorf("delivery %s: %w", id, err)
	}
	if d.State != store.DeliveryPending {
		return nil // a queue entry run twice: the first one ended it
	}
	wh, err := s.store.Webhook(ctx, d.WebhookID)
	if errors.Is(err, store.ErrNotFound) {
		return river.JobCancel(fmt.Errorf("delivery %s: deleted with its webhook", id))
	}
	if err != nil {
		return fmt.Errorf("delivery %s: %w", id, err)
	}
	if !wh.Enabled() {
		err := s.store.EndDelivery(ctx, id, s.now(), "not sent: the webhook is disabled")
		if err != nil && !errors.Is(err, store.ErrNotFound) && !errors.Is(err, store.ErrConflict) {
			return fmt.Errorf("delivery %s: %w", id, err)
		}
		return nil
	}

	a := s.attempt(ctx, wh, d)
	// The attempt is recorded even when the worker is being stopped.
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	state, next := store.DeliveryPending, time.Time{}
	var result error
	switch {
	case a.StatusCode >= 200 && a.StatusCode < 300:
		state = store.DeliverySucceeded
	case a.StatusCode == http.StatusGone:
		state, result = store.DeliveryFailed, errGone
		if err := s.store.DisableWebhook(rctx, wh.ID, s.now(), "The endpoint answered 410 Gone: it wants no more deliveries."); err != nil && !errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("delivery %s: %w", id, err)
		}
	case job.Attempt >= job.MaxAttempts:
		state, result = store.DeliveryFailed, errors.New(a.Error)
	default:
		next = a.StartedAt.Add(a.Duration).Add(s.delay(id, job.Attempt))
		result = errors.New(a.Error)
	}
	rec, err := s.store.RecordAttempt(rctx, id, a, state, next)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return river.JobCancel(fmt.Errorf("delivery %s: deleted with its webhook", id))
	case errors.Is(err, store.ErrConflict):
		return nil
	case err != nil:
		return fmt.Errorf("delivery %s: %w", id, err)
	}
	s.log.DebugContext(ctx, "webhook: attempt", "delivery", id, "webhook", wh.ID, "attempt", rec.Attempt,
		"status", a.StatusCode, "duration", a.Duration, "state", state)
	switch {
	case result == nil:
		return nil
	case errors.Is(result, errGone):
		return river.JobCancel(fmt.Errorf("webhook %s (%s): %w; it is disabled", wh.ID, hostOf(wh.URL), result))
	}
	return fmt.Errorf("webhook %s (%s), delivery %s, attempt %d: %w", wh.ID, hostOf(wh.URL), id, rec.Attempt, result)
}

// attempt POSTs a delivery once and says how it went.
func (s *sender) attempt(ctx context.Context, wh store.Webhook, d store.Delivery) store.DeliveryAttempt {
	start := s.now()
	a := store.DeliveryAttempt{StartedAt: start}
	done := func() store.DeliveryAttempt {
		a.Duration = max(0, s.now().Sub(start))
		return a
	}
	sig, err := Sign(wh.Secret, d.ID, start, d.Payload)
	if err != nil {
		a.Error = "not sent: the webhook's secret is not valid"
		return done()
	}
	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, wh.URL, bytes.NewReader(d.Payload))
	if err != nil {
		a.Error = "not sent: the URL is not valid"
		return done()
	}
	h := req.Header
	h.Set("Content-Type", "application/json")
	h.Set("User-Agent", userAgent)
	h.Set(HeaderID, d.ID)
	h.Set(HeaderTimestamp, strconv.FormatInt(start.Unix(), 10))
	h.Set(HeaderSignature, sig)
	resp, err := s.client.Do(req)
	if err != nil {
		a.Error = s.transportError(ctx, err)
		return done()
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, MaxResponse))
	_, _ = io.CopyN(io.Discard, resp.Body, maxDrain)
	a.StatusCode = resp.StatusCode
	a.Response = excerpt(body, len(body) == MaxResponse)
	a.Error = statusError(resp)
	return done()
}

// transportError says why a request got no answer, without its URL
// (which may hold a token).
func (s *sender) transportError(ctx context.Context, err error) string {
	var ne net.Error
	if errors.Is(err, context.DeadlineExceeded) || errors.As(err, &ne) && ne.Timeout() || ctx.Err() == context.DeadlineExceeded {
		return fmt.Sprintf("no answer within %s", s.timeout)
	}
	if errors.Is(err, context.Canceled) {
		return "cancelled: Folio was stopping"
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	return cut(err.Error(), maxErrorText)
}

// statusError says what is wrong with an answer ("" for a 2xx).
func statusError(resp *http.Response) string {
	code := resp.StatusCode
	status := strconv.Itoa(code)
	if t := http.StatusText(code); t != "" {
		status += " " + t
	}
	switch {
	case code >= 200 && code < 300:
		return ""
	case code == http.StatusGone:
		return "answered " + status + ": the webhook is now disabled"
	case code >= 300 && code < 400:
		msg := "answered " + status + "; redirects are not followed"
		if loc := resp.Header.Get("Location"); loc != "" {
			msg += ": change the webhook's URL to " + cut(loc, 300)
		}
		return msg
	}
	return "answered " + status
}

// excerpt is the start of an answer's body as valid UTF-8 without NUL
// bytes (which PostgreSQL text cannot hold). When the body was cut, a
// rune cut in two at the end is dropped rather than replaced.
func excerpt(b []byte, cut bool) string {
	for i := 0; cut && i < utf8.UTFMax-1 && len(b) > 0; i++ {
		if r, size := utf8.DecodeLastRune(b); r != utf8.RuneError || size > 1 {
			break
		}
		b = b[:len(b)-1]
	}
	s := strings.ToValidUTF8(string(b), "\uFFFD")
	return strings.ReplaceAll(s, "\x00", "\uFFFD")
}

// cut shortens s to n bytes at a rune boundary, marking the cut.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// hostOf is the host of a webhook URL, for logs (the path may hold a
// token).
func hostOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "?"
	}
	return u.Host
}

// base62 is the alphabet of webhook and delivery ids.
const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// randomString returns n characters drawn uniformly from base62, with
// randomness from r (nil: crypto/rand).
func randomString(r io.Reader, n int) (string, error) {
	if r == nil {
		r = rand.Reader
	}
	var b strings.Builder
	b.Grow(n)
	limit := big.NewInt(int64(len(base62)))
	for range n {
		i, err := rand.Int(r, limit)
		if err != nil {
			return "", fmt.Errorf("random: %w", err)
		}
		b.WriteByte(base62[i.Int64()])
	}
	return b.String(), nil
}
