package model

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"strconv"
	"time"
)

// DefaultOutage is how long a provider may keep failing with temporary
// errors before a step gives up: long enough to ride out an overloaded
// API or a restarting local server, short enough that a job whose
// provider is really down fails while someone still watches it.
const DefaultOutage = 2 * time.Minute

// ErrUnavailable is wrapped, with the provider's last *APIError, by the
// error of a step whose provider kept failing with temporary errors for
// the whole outage budget (or asked, with Retry-After, for a wait beyond
// it). Trying the job again later may succeed.
var ErrUnavailable = errors.New("the model provider is unavailable")

// Backoff between attempts: the first wait, its growth factor and its
// cap. A server's Retry-After replaces a shorter wait.
const (
	firstBackoff = 500 * time.Millisecond
	maxBackoff   = 30 * time.Second
)

// retrying wraps a provider whose Step makes one attempt, and tries again
// on every temporary error: rate limits, overload (Anthropic's 529),
// server errors, lost connections and streams broken after their start.
// A broken stream is retried from the start of the turn: the request is
// the whole conversation, so nothing of the partial reply is kept.
type retrying struct {
	inner    Model
	provider string
	outage   time.Duration
	now      func() time.Time
	sleep    func(ctx context.Context, d time.Duration) error
	log      *slog.Logger
}

func (r *retrying) Step(ctx context.Context, req Request) (Response, error) {
	var start time.Time
	for attempt := 1; ; attempt++ {
		resp, err := r.inner.Step(ctx, req)
		if err == nil || !IsRetryable(err) || ctx.Err() != nil {
			return resp, err
		}
		now := r.now()
		if attempt == 1 {
			start = now
		}
		wait := backoff(attempt)
		var ae *APIError
		if errors.As(err, &ae) && ae.RetryAfter > wait {
			wait = ae.RetryAfter
		}
		down := now.Sub(start)
		if down+wait > r.outage {
			return Response{}, fmt.Errorf("%w (%d %s over %s, next wait %s): %w", ErrUnavailable, attempt,
				plural(attempt, "attempt", "attempts"), down.Round(time.Second), wait.Round(time.Second), err)
		}
		r.log.WarnContext(ctx, "model step failed; retrying", "provider", r.provider, "attempt", attempt,
			"wait", wait, "down_for", down, "err", err)
		if err := r.sleep(ctx, wait); err != nil {
			return Response{}, fmt.Errorf("%s: %w", r.provider, err)
		}
	}
}

// backoff is the wait before attempt+1: exponential, with a fifth of
// jitter so that the jobs a provider's outage hit together do not come
// back together.
func backoff(attempt int) time.Duration {
	d := firstBackoff
	for i := 1; i < attempt && d < maxBackoff; i++ {
		d *= 2
	}
	d = min(d, maxBackoff)
	return d - time.Duration(rand.Int64N(int64(d/5)+1))
}

// sleepContext waits for d or until ctx ends.
func sleepContext(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// retryAfter reads how long a response asks the client to wait:
// Retry-After-Ms (Anthropic's and OpenAI's), else Retry-After in seconds
// or as an HTTP date, which now measures.
func retryAfter(h http.Header, now time.Time) (time.Duration, bool) {
	if v := h.Get("Retry-After-Ms"); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil && ms >= 0 {
			return time.Duration(min(ms, 1e9) * float64(time.Millisecond)), true
		}
	}
	v := h.Get("Retry-After")
	if v == "" {
		return 0, false
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil && s >= 0 {
		return time.Duration(min(s, 1e6) * float64(time.Second)), true
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(0, t.Sub(now)), true
	}
	return 0, false
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
