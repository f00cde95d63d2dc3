package runner

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/codehost"
)

func TestNextBranch(t *testing.T) {
	for in, want := range map[string]string{
		"folio/abc12345":    "folio/abc12345-2",
		"folio/abc12345-2":  "folio/abc12345-3",
		"folio/abc12345-19": "folio/abc12345-20",
		"folio/a-b":         "folio/a-b-2",
		"folio/x-1":         "folio/x-1-2",
	} {
		if got := nextBranch(in); got != want {
			t.Errorf("nextBranch(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestHostFailure: each refusal of a host is its own code, permanent ones
// are not retryable, and the message never carries the error's text.
func TestHostFailure(t *testing.T) {
	rn := &run{log: slog.New(slog.DiscardHandler)}
	const secret = "ghp_SECRETtokenVALUE"
	for _, tc := range []struct {
		err       error
		code      string
		retryable bool
	}{
		{fmt.Errorf("x: %w (%s)", codehost.ErrUnauthorized, secret), CodeHostAuthCode, false},
		{fmt.Errorf("x: %w", codehost.ErrForbidden), CodeHostForbiddenCode, false},
		{fmt.Errorf("x: %w", codehost.ErrProtected), BranchProtectedCode, false},
		{fmt.Errorf("x: %w", codehost.ErrNotFound), CodeHostNotFoundCode, false},
		{&codehost.RateLimitError{RetryAfter: 10 * time.Minute, Err: errors.New("slow down")}, CodeHostRateLimitCode, true},
		{errors.New("connection reset " + secret), CodeHostCode, true},
	} {
		err := rn.hostFailure(context.Background(), tc.err, "fallback")
		var f *failure
		if !errors.As(err, &f) || f.code != tc.code || f.retryable != tc.retryable {
			t.Errorf("%v: %+v, want %s retryable=%v", tc.err, f, tc.code, tc.retryable)
			continue
		}
		if strings.Contains(f.message, secret) || f.message == "" {
			t.Errorf("%v: message %q", tc.err, f.message)
		}
	}
	scope := &codehost.ScopeError{Missing: []string{"write:issue"}, Err: fmt.Errorf("%w: %s", codehost.ErrForbidden, secret)}
	if f := rn.hostFailure(context.Background(), scope, "").(*failure); f.code != CodeHostForbiddenCode || f.retryable ||
		!strings.Contains(f.message, "lacks the scope write:issue") || strings.Contains(f.message, secret) {
		t.Errorf("missing scope: %+v", f)
	}
	if err := rn.hostFailure(context.Background(), &codehost.RateLimitError{RetryAfter: 90 * time.Second}, ""); !strings.Contains(err.(*failure).message, "1m30s") {
		t.Errorf("rate limit message: %v", err.(*failure).message)
	}
}

// TestWithRateLimit waits what the host asks, within bounds, and gives
// up past them.
func TestWithRateLimit(t *testing.T) {
	calls := 0
	v, err := withRateLimit(context.Background(), func() (int, error) {
		calls++
		if calls < 3 {
			return 0, &codehost.RateLimitError{RetryAfter: time.Millisecond}
		}
		return 7, nil
	})
	if v != 7 || err != nil || calls != 3 {
		t.Errorf("= %d, %v after %d calls", v, err, calls)
	}
	calls = 0
	_, err = withRateLimit(context.Background(), func() (int, error) {
		calls++
		return 0, &codehost.RateLimitError{RetryAfter: time.Hour}
	})
	if !errors.Is(err, codehost.ErrRateLimited) || calls != 1 {
		t.Errorf("an hour's wait: %v after %d calls", err, calls)
	}
}
