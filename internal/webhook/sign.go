package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// The Standard Webhooks headers.
const (
	HeaderID        = "webhook-id"
	HeaderTimestamp = "webhook-timestamp"
	HeaderSignature = "webhook-signature"
)

// SecretPrefix starts every signing secret.
const SecretPrefix = "whsec_"

// secretBytes is the size of a new signing key: the specification asks for
// at least 24 bytes.
const secretBytes = 32

// NewSecret returns a new signing secret: "whsec_" and the base64 of 32
// random bytes from r.
func NewSecret(r io.Reader) (string, error) {
	b := make([]byte, secretBytes)
	if _, err := io.ReadFull(r, b); err != nil {
		return "", fmt.Errorf("new secret: %w", err)
	}
	return SecretPrefix + base64.StdEncoding.EncodeToString(b), nil
}

// secretKey decodes a secret into the HMAC key; the whsec_ prefix is
// optional, as in the specification's libraries.
func secretKey(secret string) ([]byte, error) {
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, SecretPrefix))
	if err != nil || len(key) == 0 {
		return nil, errors.New("the secret is not whsec_ followed by base64")
	}
	return key, nil
}

// Sign returns the webhook-signature header of a delivery: "v1," and the
// base64 HMAC-SHA256 of "id.timestamp.body" under the secret's key.
func Sign(secret, id string, ts time.Time, body []byte) (string, error) {
	key, err := secretKey(secret)
	if err != nil {
		return "", err
	}
	return "v1," + base64.StdEncoding.EncodeToString(mac(key, id, ts.Unix(), body)), nil
}

func mac(key []byte, id string, ts int64, body []byte) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(id))
	m.Write([]byte{'.'})
	m.Write(strconv.AppendInt(nil, ts, 10))
	m.Write([]byte{'.'})
	m.Write(body)
	return m.Sum(nil)
}

// DefaultTolerance is how far a delivery's timestamp may be from the
// receiver's clock: older deliveries are replays.
const DefaultTolerance = 5 * time.Minute

// Errors of Verify.
var (
	ErrMissingHeaders = errors.New("webhook: missing webhook-id, webhook-timestamp or webhook-signature")
	ErrBadTimestamp   = errors.New("webhook: the timestamp is not a Unix time")
	ErrStale          = errors.New("webhook: the timestamp is too far from now")
	ErrNoMatch        = errors.New("webhook: no signature matches")
)

// Verify checks a delivery as its receiver would: the headers are there,
// the timestamp is within tolerance of now (tolerance <= 0: no check) and
// one of the v1 signatures is the body's under the secret.
func Verify(secret string, h http.Header, body []byte, now time.Time, tolerance time.Duration) error {
	id, tsText, sigs := h.Get(HeaderID), h.Get(HeaderTimestamp), h.Get(HeaderSignature)
	if id == "" || tsText == "" || sigs == "" {
		return ErrMissingHeaders
	}
	ts, err := strconv.ParseInt(tsText, 10, 64)
	if err != nil {
		return ErrBadTimestamp
	}
	if tolerance > 0 {
		if d := now.Sub(time.Unix(ts, 0)); d > tolerance || d < -tolerance {
			return ErrStale
		}
	}
	key, err := secretKey(secret)
	if err != nil {
		return fmt.Errorf("webhook: %w", err)
	}
	want := mac(key, id, ts, body)
	for sig := range strings.FieldsSeq(sigs) {
		version, value, ok := strings.Cut(sig, ",")
		if !ok || version != "v1" {
			continue
		}
		got, err := base64.StdEncoding.DecodeString(value)
		if err == nil && hmac.Equal(got, want) {
			return nil
		}
	}
	return ErrNoMatch
}
