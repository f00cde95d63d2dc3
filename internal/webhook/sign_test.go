package webhook_test

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/webhook"
)

// The Standard Webhooks specification's test vector, as its reference
// libraries check it (libraries/go/webhook_test.go, TestWebhookSign).
const (
	specSecret    = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
	specID        = "msg_p5jXN8AQM9LWM0D4loKWxJek"
	specTimestamp = 1614265330
	specPayload   = `{"test": 2432232314}`
	specSignature = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
)

func TestSignSpecVector(t *testing.T) {
	got, err := webhook.Sign(specSecret, specID, time.Unix(specTimestamp, 0), []byte(specPayload))
	if err != nil {
		t.Fatal(err)
	}
	if got != specSignature {
		t.Errorf("Sign = %s, want %s", got, specSignature)
	}
	// The prefix is optional, as in the reference libraries.
	got, err = webhook.Sign(strings.TrimPrefix(specSecret, "whsec_"), specID, time.Unix(specTimestamp, 0), []byte(specPayload))
	if err != nil || got != specSignature {
		t.Errorf("Sign without prefix = %s, %v", got, err)
	}
}

func specHeader(sig string) http.Header {
	h := http.Header{}
	h.Set(webhook.HeaderID, specID)
	h.Set(webhook.HeaderTimestamp, strconv.Itoa(specTimestamp))
	h.Set(webhook.HeaderSignature, sig)
	return h
}

func TestVerify(t *testing.T) {
	at := time.Unix(specTimestamp, 0)
	other := "v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc="
	for _, tc := range []struct {
		name   string
		header http.Header
		body   string
		now    time.Time
		secret string
		want   error
	}{
		{"the vector", specHeader(specSignature), specPayload, at, specSecret, nil},
		{"within tolerance", specHeader(specSignature), specPayload, at.Add(4 * time.Minute), specSecret, nil},
		{"one of several", specHeader(other + " v1a,abc " + specSignature), specPayload, at, specSecret, nil},
		{"too old", specHeader(specSignature), specPayload, at.Add(6 * time.Minute), specSecret, webhook.ErrStale},
		{"from the future", specHeader(specSignature), specPayload, at.Add(-6 * time.Minute), specSecret, webhook.ErrStale},
		{"another body", specHeader(specSignature), `{"test": 2432232315}`, at, specSecret, webhook.ErrNoMatch},
		{"a re-encoded body", specHeader(specSignature), `{"test":2432232314}`, at, specSecret, webhook.ErrNoMatch},
		{"another secret", specHeader(specSignature), specPayload, at, "whsec_" + base64.StdEncoding.EncodeToString([]byte("another key of 24 bytes!")), webhook.ErrNoMatch},
		{"another signature", specHeader(other), specPayload, at, specSecret, webhook.ErrNoMatch},
		{"a v1a signature only", specHeader("v1a," + strings.TrimPrefix(specSignature, "v1,")), specPayload, at, specSecret, webhook.ErrNoMatch},
		{"not base64", specHeader("v1,@@@"), specPayload, at, specSecret, webhook.ErrNoMatch},
		{"no signature", specHeader(""), specPayload, at, specSecret, webhook.ErrMissingHeaders},
		{"no id", func() http.Header { h := specHeader(specSignature); h.Del(webhook.HeaderID); return h }(), specPayload, at, specSecret, webhook.ErrMissingHeaders},
		{"a bad timestamp", func() http.Header {
			h := specHeader(specSignature)
			h.Set(webhook.HeaderTimestamp, "1614265330.0")
			return h
		}(), specPayload, at, specSecret, webhook.ErrBadTimestamp},
		{"a changed timestamp", func() http.Header {
			h := specHeader(specSignature)
			h.Set(webhook.HeaderTimestamp, "1614265331")
			return h
		}(), specPayload, at, specSecret, webhook.ErrNoMatch},
		{"a changed id", func() http.Header { h := specHeader(specSignature); h.Set(webhook.HeaderID, specID+"x"); return h }(), specPayload, at, specSecret, webhook.ErrNoMatch},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := webhook.Verify(tc.secret, tc.header, []byte(tc.body), tc.now, webhook.DefaultTolerance)
			if !errors.Is(err, tc.want) {
				t.Errorf("Verify = %v, want %v", err, tc.want)
			}
		})
	}
	if err := webhook.Verify("whsec_!!", specHeader(specSignature), []byte(specPayload), at, 0); err == nil {
		t.Error("a secret that is not base64 verified")
	}
	if err := webhook.Verify(specSecret, specHeader(specSignature), []byte(specPayload), at.Add(time.Hour), 0); err != nil {
		t.Errorf("tolerance 0 checks no time: %v", err)
	}
}

func TestNewSecret(t *testing.T) {
	s, err := webhook.NewSecret(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(s, "whsec_"))
	if !strings.HasPrefix(s, "whsec_") || err != nil || len(key) != 32 {
		t.Fatalf("secret %q: key of %d bytes, %v", s, len(key), err)
	}
	s2, _ := webhook.NewSecret(rand.Reader)
	if s == s2 {
		t.Error("two secrets are the same")
	}
	now := time.Now()
	body := []byte(`{"type":"job.completed"}`)
	sig, err := webhook.Sign(s, "msg_1", now, body)
	if err != nil {
		t.Fatal(err)
	}
	h := http.Header{}
	h.Set(webhook.HeaderID, "msg_1")
	h.Set(webhook.HeaderTimestamp, strconv.FormatInt(now.Unix(), 10))
	h.Set(webhook.HeaderSignature, sig)
	if err := webhook.Verify(s, h, body, now, webhook.DefaultTolerance); err != nil {
		t.Errorf("a fresh secret's signature: %v", err)
	}
	if _, err := webhook.NewSecret(bytes.NewReader(make([]byte, 8))); err == nil {
		t.Error("a short random source made a secret")
	}
}

// The service's store is what the workers need.
var _ webhook.Store = store.Store(nil)
